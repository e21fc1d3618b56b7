"""Saves and configs: every malformed save is an ``InvalidAction`` with a clear message, a
config is deeply immutable, and a stacked table is always marked as a scenario."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import play_random, table
from scavengers.cards import CATALOGUE, Box, Role
from scavengers.engine.core.config import ConfigError, hq_modules


def _save(game: sc.Game) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(game.to_json())
    return data


@cache
def _real_saves() -> tuple[str, ...]:
    """A few real saves, part-way through games (short, so each replay is fast)."""
    saves = []
    for level, players, steps in ((0, 2, 40), (2, 3, 60), (4, 4, 50)):
        game = sc.Game.new(sc.GameConfig(players=players, seed=level, modules=hq_modules(level)))
        play_random(game, seed=level, max_steps=steps)
        saves.append(game.to_json())
    stacked = table(3, round=3, players=[{"hand": ["brawler", "spear"]}], contested=["grenade", "wolf_pack"])
    play_random(stacked, seed=1, max_steps=10)
    saves.append(stacked.to_json())
    return tuple(saves)


def _refused(text: str | bytes, message: str) -> None:
    with pytest.raises(sc.InvalidAction, match=message):
        sc.Game.from_json(text)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("config"), "no config object"),
        (lambda d: d.update(config=[]), "no config object"),
        (lambda d: d["config"].pop("players"), "missing 'players'"),
        (lambda d: d["config"].pop("seed"), "missing 'seed'"),
        (lambda d: d["config"].update(colour="red"), "unknown keys"),
        (lambda d: d["config"].update(modules="hq1"), "modules must be a list"),
        (lambda d: d["config"].update(modules=[["hq1"]]), "modules must be a list"),
        (lambda d: d["config"].update(modules=["hq9"]), "unknown modules"),
        (lambda d: d["config"].update(players="4"), "players must be an integer"),
        (lambda d: d["config"].update(players=True), "players must be an integer"),
        (lambda d: d["config"].update(players=10**400), "players must be 1-5"),
        (lambda d: d["config"].update(seed=1.5), "seed must be an integer"),
        (lambda d: d["config"].update(seed=10**4000), "seed must be below 2\\*\\*64"),
        (lambda d: d["config"].update(scenario=[1]), "scenario must be a mapping"),
        (lambda d: d["config"].update(scenario={"round": 10**30}), "too large"),
        (lambda d: d["config"].update(scenario={"round": 99}), "round must be a positive integer up to 16"),
        (lambda d: d["config"].update(scenario={"round": True}), "round must be a positive integer"),
        (lambda d: d["config"].update(scenario={"players": [{"hand": [["refugee"]]}]}), "list of card kind ids"),
        (lambda d: d["config"].update(scenario={"players": [{"buildings": 3}]}), "list of buildings"),
        (lambda d: d["config"].update(scenario={"players": "abc"}), "a list of at most"),
        (lambda d: d["config"].update(scenario={"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}), "too deeply"),
        (lambda d: d["config"].update(scenario={"round": 1.5}), "expected a whole number, got 1.5"),
        (lambda d: d.update(actions={"0": "end"}), "no list of actions"),
        (lambda d: d.update(actions=[[0]]), "action 0 is not a \\[seat, notation\\] pair"),
        (lambda d: d.update(actions=[["0", "end"]]), "action 0 is not a \\[seat, notation\\] pair"),
        (lambda d: d.update(actions=[[True, "end"]]), "action 0 is not a \\[seat, notation\\] pair"),
        (lambda d: d.update(actions=[[0, ["end"]]]), "action 0 is not a \\[seat, notation\\] pair"),
        (lambda d: d.update(actions=[[9, "end"]]), "action 0 \\('end'\\) does not replay: no seat 9"),
        (lambda d: d.update(actions=[[0, "snipe \u00b2:brawler"]]), "does not replay"),
        (lambda d: d.update(version="1"), "version"),
        (lambda d: d.update(version=[1]), "version"),
        (lambda d: d.update(state=[]), "does not replay to its saved state"),
    ],
)
def test_a_malformed_save_is_refused_with_a_clear_message(change: Any, message: str) -> None:
    data = _save(sc.Game.new(sc.GameConfig(players=3, seed=5)))
    change(data)
    _refused(json.dumps(data), message)


def test_deep_nesting_non_utf8_bytes_and_long_numbers_are_refused() -> None:
    _refused("[" * 100_000 + "]" * 100_000, "nested too deeply")
    _refused(b"\xff\xfe{}", "not UTF-8")
    _refused('{"format": 1' + "1" * 5000 + "}", "not a saved game")
    _refused("", "not a saved game")
    _refused(None, "JSON text")  # type: ignore[arg-type]


def test_a_save_reads_from_utf8_bytes() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    play_random(game, seed=2, max_steps=20)
    assert sc.Game.from_json(game.to_json().encode()).to_json() == game.to_json()


def test_a_config_is_deeply_immutable_and_the_callers_dict_is_copied() -> None:
    scenario: dict[str, Any] = {"round": 3, "players": [{"hand": ["brawler"]}], "contested": ["grenade", "wolf_pack"]}
    config = sc.GameConfig(players=3, scenario=scenario)
    game = sc.Game.new(config)
    scenario["players"][0]["hand"].append("spear")
    scenario["round"] = 1
    assert sc.Game.from_json(game.to_json()).view(0) == game.view(0)
    assert config.scenario is not None
    with pytest.raises(TypeError):
        config.scenario["round"] = 2  # type: ignore[index]
    assert isinstance(config.scenario["players"], tuple)
    assert sc.GameConfig.from_dict(config.to_dict()) == config
    assert config.to_dict()["scenario"]["players"] == [{"hand": ["brawler"]}]


def test_a_scenario_is_always_marked_as_one() -> None:
    stacked = table(3, round=1, players=[{"hand": ["brawler"]}])
    normal = sc.Game.new(sc.GameConfig(players=3))
    assert stacked.view(None).scenario
    assert not normal.view(None).scenario
    assert stacked.log(None)[0].text == "scenario"
    assert normal.log(None)[0].text == ""
    assert json.loads(stacked.to_json())["config"]["scenario"] is not None


def test_a_scenario_hand_the_rules_never_reach_is_refused() -> None:
    hand = ["refugee"] * 10 + ["scavenger"] * 10 + ["brawler"] * 5 + ["junk"] * 5
    with pytest.raises(ConfigError, match="30 cards; a hand in play never holds more than 24"):
        table(3, players=[{"hand": hand}])
    assert len(table(3, players=[{"hand": hand[:20]}]).view(0).hand) == 20  # the largest stacked hand


def test_a_scenario_that_leaves_too_few_leaders_to_deal_is_refused() -> None:
    """A leader is placed only as a player's own (docs/scenarios.md), so a scenario can no
    longer leave too few to deal: one in a deck is refused, and given leaders leave enough."""
    placed = [k for k, card in CATALOGUE.items() if Role.LEADER in card.roles and card.box is Box.HQ][:2]
    scenario = {"players": [{"deck": placed}]}
    with pytest.raises(ConfigError, match="player 0's deck: leader_butcher cannot be there: a leader is only ever"):
        sc.Game.new(sc.GameConfig(players=5, modules=hq_modules(3), scenario=scenario))
    given = {"players": [{"leader": placed[0]}, {"leader": placed[1]}]}
    assert sc.Game.new(sc.GameConfig(players=5, modules=hq_modules(3), scenario=given)).view(None).scenario


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(_paths(item, (*path, index)))
    return found


def _mutate(text: str, how: str, pick: int, new: Any, rng: random.Random) -> str | bytes:
    if how == "truncate":
        return text[: pick % len(text)]
    if how == "nest":
        depth = 1 + pick % 5000
        return "[" * depth + text + "]" * depth
    if how == "bytes":
        raw = bytearray(text.encode())
        raw[pick % len(raw)] = rng.choice([0x80, 0xC3, 0xFF, 0x00, 0x7B])
        return bytes(raw)
    data = json.loads(text)
    paths = [p for p in _paths(data) if p and (how != "config" or p[0] == "config")]
    path = paths[pick % len(paths)]
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if how == "drop":
        del parent[path[-1]]
    elif how == "nest_value":
        parent[path[-1]] = [[[parent[path[-1]]]]]
    else:
        parent[path[-1]] = new
    return json.dumps(data)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=st.integers(0, 3),
    how=st.sampled_from(["truncate", "nest", "bytes", "drop", "replace", "nest_value", "config"]),
    pick=st.integers(0, 10**6),
    new=_JSON,
    seed=st.integers(0, 2**16),
)
def test_fuzzed_saves_load_as_a_replay_or_are_refused(base: int, how: str, pick: int, new: Any, seed: int) -> None:
    text = _mutate(_real_saves()[base], how, pick, new, random.Random(seed))
    try:
        game = sc.Game.from_json(text)
    except sc.InvalidAction:
        return
    # Accepted: it is exactly the game its config and actions replay to.
    saved = game.to_json()
    replay = sc.Game.new(game.config)
    for seat, notation in json.loads(saved)["actions"]:
        replay.apply(seat, notation)
    assert replay.to_json() == saved
    assert sc.Game.from_json(saved).to_json() == saved


_SCENARIO_VALUE = st.one_of(
    _JSON,
    st.lists(st.sampled_from([*sorted(CATALOGUE), "x"]), max_size=14),
    st.integers(-2, 20),
)
_PLAYER = st.dictionaries(st.sampled_from(["hand", "deck", "discard", "buildings", "leader", "x"]), _SCENARIO_VALUE)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(
    level=st.integers(0, 4),
    players=st.integers(2, 5),
    scenario=st.dictionaries(
        st.sampled_from(["round", "initiator", "players", "junkyard", "contested", "market", "schematics"]),
        st.one_of(
            _SCENARIO_VALUE,
            st.lists(_PLAYER, max_size=3),
            st.dictionaries(st.sampled_from(["medic", "scout", "engineer"]), _SCENARIO_VALUE),
        ),
    ),
)
def test_fuzzed_scenarios_start_or_are_refused(level: int, players: int, scenario: dict[str, Any]) -> None:
    try:
        game = sc.Game.new(sc.GameConfig(players=players, modules=hq_modules(level), scenario=scenario))
    except sc.InvalidAction:
        return
    assert game.view(None).scenario
    assert sc.Game.from_json(game.to_json()).to_json() == game.to_json()
