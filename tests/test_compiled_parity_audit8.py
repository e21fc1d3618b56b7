"""The compiled engine (``SCAVENGERS_COMPILE=1 pip install .``, mypyc) behaves as the pure one:
its objects copy and pickle, a front end's pace (which deep-copies a bot) works, a wrong type
given to the public API is refused as the pure engine refuses it, and the same configuration
and seed play the same game, for configurations beyond tests/test_builds.py's (the 2012 rules,
the leader draft, the alternate starting decks, the solo game made harder). Run against the
compiled build with ``SCAVENGERS_EXPECT_COMPILED=1 PYTHONPATH=<the build>`` (see .ci/run);
otherwise the pure engine is compared with itself, and the checks still hold of it."""

from __future__ import annotations

import copy
import copyreg
import dataclasses
import hashlib
import importlib
import json
import pickle
import pkgutil
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import scavengers as sc
from helpers import pure_build_answer
from scavengers import engine
from scavengers.bots.agent import Pace
from scavengers.bots.heuristic import HeuristicAgent
from scavengers.rl.single_agent import GymEnv

HQ = ["hq1", "hq2", "hq3", "hq4"]
RECON = ["recon1", "recon2", "recon3", "recon4", "recon5"]
EVERYTHING = frozenset(HQ + RECON)


def midgame(config: sc.GameConfig, steps: int, seed: int = 0) -> sc.Game:
    """``config``'s game after ``steps`` random legal actions (fewer if it ends first), with
    every seat's knowledge kept, as a searched game keeps it."""
    game = sc.Game.new(config)
    game.keep_knowledge()
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])
    return game


def copies(obj: object) -> list[object]:
    return [copy.copy(obj), copy.deepcopy(obj), pickle.loads(pickle.dumps(obj))]


# -- copying and pickling ------------------------------------------------------------------


@pytest.mark.parametrize(
    "config",
    [
        sc.GameConfig(players=3, seed=5, modules=EVERYTHING),
        sc.GameConfig(players=2, seed=8, modules=frozenset(HQ[:3]), rules="2012", variants=frozenset({"leader_draft"})),
        sc.GameConfig(
            players=1, seed=9, modules=frozenset(RECON), solo_added=("sniper_team",), solo_families_removed=2
        ),
    ],
    ids=["everything", "draft-2012", "solo-harder"],
)
def test_views_scores_strengths_and_results_copy_and_pickle_to_equal_objects(config: sc.GameConfig) -> None:
    # Compiled frozen dataclasses refused copy.copy / deepcopy / pickle (FrozenInstanceError,
    # or TypeError for View), where the pure ones copy (DESIGN.md: one API, either build).
    game = midgame(config, 20)
    assert not game.over
    seat = game.to_act[0]
    objects: list[object] = [game.view(s) for s in (*range(config.players), None)]
    objects += [game.score(seat), game.commit_strength(seat, []), game.log(None)]
    while not game.over:
        actor = game.to_act[0]
        game.apply(actor, game.legal_actions(actor)[0])
    objects += [game.result, game.view(0)]
    for obj in objects:
        for made in copies(obj):
            assert made == obj
            assert type(made) is type(obj)


@pytest.mark.parametrize("steps", [0, 25, 90, 400])
def test_a_game_deep_copies_and_pickles_to_one_that_plays_on_identically(steps: int) -> None:
    # Mid-game a game holds frames (turns, windows, skirmishes), the knowledge kept for
    # search and the seeded generator: each compiled class refused a copy.
    config = sc.GameConfig(players=4, seed=11, modules=EVERYTHING)
    game = midgame(config, steps, seed=steps)
    for made in (copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert isinstance(made, sc.Game)
        assert made.to_json() == game.to_json()
        assert made.determinize(0, 3).view(None) == game.determinize(0, 3).view(None)
        rng = random.Random(1)
        for _ in range(60):
            if game.over:
                break
            seat = game.to_act[0]
            action = game.legal_actions(seat)[rng.randrange(len(game.legal_actions(seat)))]
            assert made.legal_actions(seat) == game.legal_actions(seat)
            # The copy is its own game: playing it leaves the original where it was.
            assert made.apply(seat, action) == game.apply(seat, action)
        assert made.to_json() == game.to_json()
        game = midgame(config, steps, seed=steps)


def test_every_engine_dataclass_is_registered_to_copy_by_its_fields() -> None:
    # A class added later is registered too (core/copying.py walks the loaded modules), and
    # its fields, all __init__ arguments, make it again exactly.
    names = [info.name for info in pkgutil.walk_packages(engine.__path__, "scavengers.engine.")]
    unregistered = []
    for name in names:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == name and dataclasses.is_dataclass(value):
                assert all(field.init for field in dataclasses.fields(value)), value
                if value not in copyreg.dispatch_table:
                    unregistered.append(value.__qualname__)
    assert unregistered == []
    assert sc.View in copyreg.dispatch_table
    assert sc.Score in copyreg.dispatch_table


def test_a_front_end_pace_plays_heuristic_bots_to_the_end() -> None:
    # Pace.answer deep-copies a bot to time its first decision of a kind (first_choice_seconds);
    # the heuristic bot keeps the last View it read, which the compiled build could not copy:
    # every table with a heuristic bot (terminal, web) crashed at its first answer window.
    config = sc.GameConfig(players=3, seed=4, modules=frozenset(HQ + RECON[:2]))
    game = sc.Game.new(config)
    bots = [HeuristicAgent(seed=seat) for seat in range(config.players)]
    pace = Pace()
    answered = 0
    while not game.over:
        seat = game.to_act[0]
        action, wait = pace.answer(bots[seat], game, seat)
        assert wait >= 0
        decision = game.view(None).decision
        if decision is not None and decision.kind in {"respond", "save"}:
            answered += 1
        game.apply(seat, action)
    assert answered > 0  # the answer windows, where the copy was made, were reached


# -- wrong types, refused alike ------------------------------------------------------------


def test_force_total_refuses_a_seat_that_is_not_a_number_with_invalid_action() -> None:
    # Compiled: "TypeError: int object expected; got str" at the call; pure: InvalidAction.
    view = sc.Game.new(sc.GameConfig(players=3, seed=1)).view(0)
    wrong: list[Any] = ["0", 1.0, None, True, -1, 3]
    for seat in wrong:
        with pytest.raises(sc.InvalidAction, match="no seat"):
            sc.force_total(view, seat)
    assert sc.force_total(view, 1) is None  # a rival's force, not revealed


def test_action_total_of_anything_but_a_listed_action_is_none() -> None:
    # Compiled: "TypeError: tuple object expected; got str"; pure: None, as documented.
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    seat = game.to_act[0]
    view = game.view(seat)
    assert view.totals  # a gathering turn: its digs, draws and hunts have totals
    listed, total = view.totals[0]
    assert sc.action_total(view, listed) == total
    others: list[Any] = ["dig", None, 5, ("dig",)]
    for other in others:
        assert sc.action_total(view, other) is None


def test_play_refuses_notation_and_wrong_types_as_apply_does() -> None:
    # Game.play is the search's fast path; given what is not an Action it goes through
    # apply's checks (its docstring), where the compiled engine raised a TypeError.
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    before = game.to_json()
    with pytest.raises(sc.InvalidAction, match="unknown verb 'bogus'"):
        game.play("bogus")  # type: ignore[arg-type]
    with pytest.raises(sc.InvalidAction, match="expected an Action or notation text, got NoneType"):
        game.play(None)  # type: ignore[arg-type]
    assert game.to_json() == before


def test_play_and_clone_say_which_flag_is_not_true_or_false() -> None:
    # The pure engine took 1 or "no" for a flag where the compiled one raised "bool object
    # expected"; both now say which flag, as clone(knowledge=...) already did.
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    before = game.to_json()
    legal = game.legal_actions(game.to_act[0])
    with pytest.raises(TypeError, match="ask_windows must be True or False, got int"):
        game.play(legal[0], ask_windows=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="events must be True or False, got str"):
        game.clone("no")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="events must be True or False, got NoneType"):
        game.clone(None)  # type: ignore[arg-type]
    assert game.to_json() == before
    game.play(legal[0], ask_windows=True)
    assert game.decisions_made >= 1


# -- the same games in both builds ---------------------------------------------------------

CONFIGS: list[dict[str, Any]] = [
    {"players": 4, "seed": 21, "modules": HQ + RECON, "rules": "2012"},
    {"players": 3, "seed": 22, "modules": HQ[:3], "variants": ["leader_draft"]},
    {"players": 5, "seed": 23, "modules": HQ + RECON, "variants": ["leader_draft"], "rules": "2012"},
    {"players": 2, "seed": 24, "modules": RECON, "variants": ["alternate_refugees", "alternate_scavengers"]},
    {"players": 4, "seed": 25, "modules": [], "variants": ["alternate_brawlers"], "rules": "2012"},
    {
        "players": 3,
        "seed": 26,
        "modules": [*HQ[:2], "recon4", "recon5"],
        "contested_one_each": True,
        "refugees_for_hire": True,
    },
    {"players": 2, "seed": 27, "modules": ["recon4"], "junkyard_plus_two": True, "rules": "2012"},
    {"players": 1, "seed": 28, "modules": []},
    {"players": 1, "seed": 29, "modules": HQ, "rules": "2012", "solo_added": ["sniper_team"]},
    {"players": 1, "seed": 30, "modules": RECON, "solo_added": ["assassin", "sniper_team"], "solo_families_removed": 3},
    {"players": 1, "seed": 31, "modules": HQ + RECON, "solo_families_removed": 6, "rules": "2012"},
]
"""Configurations tests/test_builds.py does not play (it plays the defaults of each module set)."""


def digest(spec: dict[str, Any]) -> dict[str, Any]:
    """One game of ``spec`` played at random (its own seeded generator), as digests of what
    the engine shows along the way: legal actions, views, refusals of bad input, samples for
    search, every seat's log, the result and the save."""
    config = sc.GameConfig(
        players=spec["players"],
        seed=spec["seed"],
        modules=frozenset(spec["modules"]),
        variants=frozenset(spec.get("variants", ())),
        rules=spec.get("rules", "2015"),
        solo_added=tuple(spec.get("solo_added", ())),
        solo_families_removed=spec.get("solo_families_removed", 0),
        contested_one_each=spec.get("contested_one_each", False),
        refugees_for_hire=spec.get("refugees_for_hire", False),
        junkyard_plus_two=spec.get("junkyard_plus_two", False),
    )
    game = sc.Game.new(config)
    rng = random.Random(spec["seed"])
    seen = hashlib.sha256()
    refusals: list[str] = []
    samples: list[str] = []
    steps = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        seen.update(repr(legal).encode())
        if steps % 30 == 5:
            for viewer in (*range(config.players), None):
                seen.update(repr(game.view(viewer)).encode())
            for bad in ("nonsense", "hire no_such_card", sc.Action(legal[0].verb, ("no_such_card",)), 7):
                try:
                    game.apply(seat, bad)  # type: ignore[arg-type]
                except (sc.InvalidAction, sc.IllegalAction) as error:
                    refusals.append(f"{type(error).__name__}: {error}")
        if steps % 120 == 17:
            samples.append(repr(game.determinize(seat, steps).view(None)))
        action = legal[rng.randrange(len(legal))]
        game.apply(seat, str(action) if steps % 2 else action)
        steps += 1
    for viewer in (*range(config.players), None):
        seen.update(repr(game.log(viewer)).encode())
    return {
        "steps": steps,
        "seen": seen.hexdigest(),
        "refusals": refusals,
        "samples": hashlib.sha256("".join(samples).encode()).hexdigest(),
        "result": repr(game.result),
        "save": hashlib.sha256(game.to_json().encode()).hexdigest(),
    }


@pytest.mark.slow
def test_the_builds_play_the_same_games_with_the_variants_2012_rules_and_harder_solo_games() -> None:
    pure = pure_build_answer(str(Path(__file__).resolve()))
    mine = [digest(spec) for spec in CONFIGS]
    for spec, here, there in zip(CONFIGS, mine, pure["games"], strict=True):
        assert here["steps"] > 0
        assert here == there, f"{spec}: the builds differ"


if __name__ == "__main__":
    json.dump({"compiled": sc.engine_compiled(), "games": [digest(spec) for spec in CONFIGS]}, sys.stdout)


# -- the learning environments -------------------------------------------------------------


def obs_equal(one: Any, other: Any) -> bool:
    if isinstance(one, dict):
        return one.keys() == other.keys() and all(obs_equal(one[key], other[key]) for key in one)
    return bool(np.array_equal(one, other))


@pytest.mark.parametrize("mode", ["deepcopy", "pickle"])
def test_a_gymnasium_environment_copied_in_the_middle_of_a_phrase_plays_on_identically(mode: str) -> None:
    # The compiled Driver (rl/driver.py) could be neither deep-copied nor pickled ("__init__()
    # missing required argument 'config'"), so an environment copied for a look ahead, as
    # search over a learning environment does, worked only in the pure build.
    env = GymEnv(players=3, modules=HQ)
    env.reset(seed=7)
    rng = random.Random(7)
    for step in range(500):  # on to a word chosen of a phrase unfinished, after a while
        if step >= 40 and env.driver.seat is not None and env.driver.phrase.depth > 0:
            break
        words = np.flatnonzero(env.action_masks())
        env.step(int(words[rng.randrange(len(words))]))
    assert env.driver.seat is not None
    assert env.driver.phrase.depth > 0
    made = copy.deepcopy(env) if mode == "deepcopy" else pickle.loads(pickle.dumps(env))
    assert made.driver is not env.driver
    assert made.driver.phrase.words == env.driver.phrase.words
    for _ in range(300):
        assert np.array_equal(made.action_masks(), env.action_masks())
        words = np.flatnonzero(env.action_masks())
        word = int(words[rng.randrange(len(words))])
        mine, theirs = env.step(word), made.step(word)
        assert obs_equal(mine[0], theirs[0])
        assert mine[1:] == theirs[1:]
        if mine[2] or mine[3]:
            break
    # A quiet game (no render mode keeps no log, so no save): compared by what it holds.
    assert made.driver.game.zones() == env.driver.game.zones()
    assert made.driver.game.view(None) == env.driver.game.view(None)
