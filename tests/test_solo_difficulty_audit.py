"""Audit of the solo game's difficulty [003:353] (``GameConfig.solo_added`` and
``solo_families_removed``): what a seat can learn of the harder forces, what the added
mercenaries do for the opponent ("assume the opponent will take the most favourable action"
[003:337]), a prize taken from one, bad input on every path, and determinism (the same
difficulty, however it is named, deals the same game; the rulebook's game is as it was)."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from scavengers.analysis.hints import Budget, hint
from scavengers.bots.agent import decide, make_agent, run_game
from scavengers.cards import CATALOGUE, Skill

OPPONENT = 1

# -- hidden information: twin games ----------------------------------------------------------

HARDER: list[tuple[frozenset[str], tuple[str, ...], int]] = [
    (frozenset(), ("sniper_team", "sniper_team", "saboteur", "saboteur", "brawler", "thugs"), 3),
    (
        frozenset({"recon1", "recon2", "recon3"}),
        ("assassin", "assassin", "rogue", "hardy_scavenger", "scrappers", "provocateur", "guard", "drill_sergeant"),
        6,
    ),
    (frozenset({"hq1", "recon1", "recon2"}), ("assassin", "sniper_team", "saboteur", "guard", "provocateur"), 1),
]
PROBES = (
    "engage 1",
    "engage 7",
    "keep rifle",
    "keep sniper_team",
    "keep tribe_family_5",
    "remove brawler",
    "snipe 1:sniper_team",
    "disarm 1:rifle",
    "spy 1:force-2",
    "pass",
    "end",
    "hire saboteur",
)
"""Actions whose refusal (or not) is compared between the twins."""


def _twin(game: sc.Game, rng: random.Random) -> tuple[sc.Game, set[int]]:
    """The same game with two cards of different kinds traded between two face-down forces:
    a table the player cannot tell from it; and the numbers of the two forces."""
    twin = sc.Game.new(game.config)
    state = twin._state
    while True:
        first, second = rng.sample(range(len(state.opponents)), 2)
        a, b = state.opponents[first], state.opponents[second]
        i, j = rng.randrange(len(a)), rng.randrange(len(b))
        if state.kinds[a[i]] != state.kinds[b[j]]:
            a[i], b[j] = b[j], a[i]
            return twin, {first + 1, second + 1}


def _refusals(game: sc.Game) -> list[str]:
    said = []
    for text in PROBES:
        try:
            game.clone().apply(0, text)
            said.append("accepted")
        except ValueError as refused:
            said.append(f"{type(refused).__name__}: {refused}")
    return said


def _forces(game: sc.Game) -> list[list[str]]:
    zones = game.zones()
    return [[card.kind for card in zones[f"opponent:{n}"]] for n in range(1, 8)]


@pytest.mark.slow
@pytest.mark.parametrize("bot", ["random", "heuristic"])
@pytest.mark.parametrize("harder", range(len(HARDER)))
def test_twin_harder_games_look_alike_step_by_step_until_a_traded_force_is_revealed(bot: str, harder: int) -> None:
    modules, added, out = HARDER[harder]
    seed = 40 + harder
    game = sc.Game.new(
        sc.GameConfig(players=1, seed=seed, modules=modules, solo_added=added, solo_families_removed=out)
    )
    twin, traded = _twin(game, random.Random(seed))
    assert _forces(game) != _forces(twin)
    agent, twin_agent = make_agent(bot, seed), make_agent(bot, seed)
    looks = {f"force-{n}" for n in traded} | {None}
    steps = 0
    while not game.over:
        for seat in (0, None):
            assert game.view(seat) == twin.view(seat), steps
            assert game.log(seat) == twin.log(seat), steps
        legal = game.legal_actions(0)
        assert legal == twin.legal_actions(0), steps
        if steps % 9 == 0:
            assert _refusals(game) == _refusals(twin), steps
        if steps % 40 == 0:
            sample, twin_sample = game.determinize(0, steps), twin.determinize(0, steps)
            assert sample.zones() == twin_sample.zones(), steps
        # A look into a traded force (spy, binoculars) tells the twins apart: not taken.
        unseeing = [a for a in legal if a.verb.value not in {"spy", "scout"} or a.subject not in looks] or legal
        action = decide(agent, game, 0, unseeing)
        assert action == decide(twin_agent, twin, 0, unseeing), steps
        if action.verb.value == "engage" and action.target in traded:
            # Fight the forces the twins share first; a traded one tells them apart.
            others = [a for a in legal if a.verb.value == "engage" and a.target not in traded]
            if not others:
                break
            action = others[0]
        game.play(action)
        twin.play(action)
        steps += 1
    assert sum(1 for n in game.view(0).forces if n) <= 2  # every force the twins share was fought


def test_a_hint_in_twin_harder_games_is_the_same() -> None:
    modules, added, out = HARDER[1]
    game = sc.Game.new(sc.GameConfig(players=1, seed=5, modules=modules, solo_added=added, solo_families_removed=out))
    twin, _ = _twin(game, random.Random(5))
    rng = random.Random(5)
    for _ in range(6):  # into the first turn's decisions
        action = rng.choice([a for a in game.legal_actions(0) if a.verb.value != "engage"] or game.legal_actions(0))
        game.play(action)
        twin.play(action)
    budget = Budget(iterations=24)
    assert hint(game, 0, seed=3, budget=budget).suggestions == hint(twin, 0, seed=3, budget=budget).suggestions


def _spy_table(forces: list[list[str]]) -> sc.Game:
    scenario = {"players": [{"hand": ["spy", "brawler", "scout"]}], "opponents": forces}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon1", "recon2"}), scenario=scenario))


def test_a_guard_in_a_face_down_force_cancels_no_spy_nor_tells_it_is_there_x6() -> None:
    guarded = _spy_table([["guard", "scavenger", "brawler"], ["scavenger", "scavenger"], ["pills"]])
    plain = _spy_table([["scavenger", "scavenger", "brawler"], ["guard", "scavenger"], ["pills"]])
    shapes = []
    for game in (guarded, plain):
        game.apply(0, "spy 1:force-1")
        decision = game.view(0).decision
        assert decision is not None
        assert decision.kind == "turn"  # no window waits on the opponent
        shapes.append([(e.type, e.seat, e.count, len(e.cards)) for e in game.log(0)])
    assert shapes[0] == shapes[1]
    looked = [e.cards for e in guarded.log(0) if e.type is sc.EventType.LOOKED and e.cards]
    assert looked == [("brawler", "guard", "scavenger")]


# -- the added cards act for the opponent ------------------------------------------------------


def _fought(hand: list[str], force: list[str], modules: frozenset[str] = frozenset({"recon2", "recon3"})) -> sc.Game:
    scenario = {"players": [{"hand": hand}], "opponents": [force, ["pills"]]}
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, f"commit {' '.join(hand)}")
    while (decision := game.view(0).decision) is not None and decision.kind == "skirmish":
        game.apply(0, "pass")
    return game


def _opponents(game: sc.Game, kind: sc.EventType) -> list[tuple[tuple[str, ...], str]]:
    return [(e.cards, e.text) for e in game.log(0) if e.type is kind and e.seat == OPPONENT]


def _result(game: sc.Game) -> sc.EventType:
    return next(e.type for e in game.log(0) if e.type in {sc.EventType.SKIRMISH_WON, sc.EventType.SKIRMISH_LOST})


@pytest.mark.parametrize(
    ("hand", "force", "kind", "done", "result"),
    [
        # Two sniper teams take both brawlers: her scout's 2 against the thugs' 3.
        (
            ["brawler", "brawler", "scout"],
            ["sniper_team", "sniper_team", "thugs"],
            sc.EventType.SNIPED,
            [(("brawler",), "sniper_team")] * 2,
            sc.EventType.SKIRMISH_LOST,
        ),
        # The assassin takes her one-person brawler: her refugee's none against a scavenger's 1.
        (
            ["brawler", "refugee"],
            ["assassin", "scavenger"],
            sc.EventType.SNIPED,
            [(("brawler",), "assassin")],
            sc.EventType.SKIRMISH_LOST,
        ),
        # The saboteur disarms her spear: her brawler's 2 against its scavenger's and its own 2.
        (
            ["brawler", "spear"],
            ["saboteur", "scavenger", "scavenger"],
            sc.EventType.DISARMED,
            [(("spear",), "saboteur")],
            sc.EventType.SKIRMISH_LOST,
        ),
        # The provocateur makes the force's 6 people its fight, against her 4.
        (
            ["brawler", "brawler"],
            ["provocateur", "tribe_family_5"],
            sc.EventType.PROVOKED,
            [(("provocateur",), "")],
            sc.EventType.SKIRMISH_LOST,
        ),
    ],
)
def test_an_added_sniper_assassin_saboteur_or_provocateur_acts_for_the_opponent_003_337(
    hand: list[str], force: list[str], kind: sc.EventType, done: list[tuple[tuple[str, ...], str]], result: sc.EventType
) -> None:
    game = _fought(hand, force)
    assert _opponents(game, kind) == done
    assert _result(game) is result


@pytest.mark.parametrize("kind", ["guard", "drill_sergeant", "scrappers", "hunter", "scout"])
def test_the_other_added_fighters_only_bring_their_fight_and_people(kind: str) -> None:
    game = _fought(["thugs"], [kind, "tribe_family_3"])
    acted = [e for e in game.log(0) if e.seat == OPPONENT and e.type not in {sc.EventType.REVEALED}]
    totals = [e for e in acted if e.type is sc.EventType.SKIRMISH_TOTALS]
    assert len(acted) == len(totals) == 1
    card = CATALOGUE[kind]
    assert totals[0].values == (1, card.base[Skill.FIGHT], card.people + 3)


def test_a_prize_from_an_added_mercenary_joins_her_discard_scores_1_and_acts_for_her_later() -> None:
    # A provocateur is Recon module 2's: with module 1 only, none is for hire, yet the prize works.
    config = sc.GameConfig(
        players=1,
        seed=3,
        modules=frozenset({"recon1"}),
        solo_added=("provocateur",) * 8,
        solo_families_removed=6,
        scenario={"players": [{"hand": ["thugs", "thugs", "thugs", "scout", "scout"]}]},
    )
    game = sc.Game.new(config)
    assert "provocateur" not in [kind for kind, _ in game.view(0).market]
    number = next(n for n, force in enumerate(_forces(game), 1) if "provocateur" in force)
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    game.apply(0, "commit thugs thugs thugs scout scout")
    while (decision := game.view(0).decision) is not None and decision.kind == "skirmish":
        game.apply(0, "pass")
    assert _result(game) is sc.EventType.SKIRMISH_WON
    game.apply(0, "keep provocateur")
    gained = [e for e in game.log(0) if e.type is sc.EventType.GAINED and e.text == "prize"]
    assert [e.cards for e in gained] == [("provocateur",)]
    zones = game.zones()
    # Into her discard pile, which her next draw reshuffled into her deck (this seed's
    # attrition took another card).
    assert [c.kind for c in zones["0:deck"] + zones["0:hand"]].count("provocateur") == 1
    assert "provocateur" not in [c.kind for c in zones["0:removed"]]
    # Her own provocateur provokes in a later skirmish.
    for _ in range(30):
        view = game.view(0)
        game.apply(0, "end")
        if "provocateur" in view.hand:
            game.apply(0, f"engage {next(n for n, size in enumerate(view.forces, 1) if size)}")
            game.apply(0, f"commit {' '.join(view.hand)}")
            break
        game.apply(0, "pass")
    assert "provoke provocateur" in [str(a) for a in game.legal_actions(0)]


def test_a_prize_from_an_added_mercenary_scores_1_point_v7() -> None:
    config = sc.GameConfig(
        players=1,
        seed=8,
        solo_added=("sniper_team",) * 5,
        scenario={"players": [{"hand": ["thugs", "thugs", "thugs", "scout", "scout"]}]},
    )
    plain = sc.Game.new(config)
    run_game(plain, [make_agent("heuristic", 1)])
    assert plain.result is not None
    owned = Counter(
        card.kind
        for name, cards in plain.zones().items()
        if name.startswith("0:") and name != "0:removed"
        for card in cards
    )
    points = sum(2 * n if CATALOGUE[k].is_contested else n for k, n in owned.items())
    assert plain.result.scores[0].points == points


# -- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("added", "said"),
    [
        ({"brawler": 2}, "solo_added must be a list of mercenary kind ids"),
        ({"brawler": 1, "sniper_team": 1}, "solo_added must be a list of mercenary kind ids"),
        (("brawler", 2.0), r"kind ids \(strings\)"),
        (("brawler", True), r"kind ids \(strings\)"),
        (("brawler\u0000",), "unknown card kind"),
        (("\u202ebrawler",), "unknown card kind"),
        (("x" * 100_000,), "unknown card kind 'x{40}'$"),
        (("brawler",) * 100_000, "100000 brawler asked for"),
        (("hardy_scavenger",) * 18, "18 hardy_scavenger asked for, but the game has 20 and 17"),
        (("medic",), "medic has no fight value"),
        (("spy",), "spy has no fight value"),
    ],
)
def test_a_bad_solo_added_is_refused_with_its_reason(added: Any, said: str) -> None:
    modules = frozenset({"hq1", "recon1", "recon3"})
    with pytest.raises(sc.ConfigError, match=said):
        sc.GameConfig(players=1, seed=0, modules=modules, solo_added=added)


@pytest.mark.parametrize("removed", [-1, 7, True, False, 2.0, "2", None, 10**30])
def test_a_bad_families_count_is_refused(removed: Any) -> None:
    with pytest.raises(sc.ConfigError, match="solo_families_removed must be"):
        sc.GameConfig(players=1, seed=0, solo_families_removed=removed)


@pytest.mark.parametrize(
    ("scenario", "added", "said"),
    [
        ({"players": [{"hand": ["sniper_team"] * 3}]}, ("sniper_team",) * 3, "this game has 5 copies"),
        ({"market": {"thugs": 3}}, ("thugs",) * 3, "this game has 5 copies"),
        ({"junkyard": ["thugs"]}, ("thugs",) * 3, "already placed: 1 in junkyard"),
    ],
)
def test_a_difficulty_a_stacked_table_leaves_no_cards_for_is_refused_when_made(
    scenario: dict[str, Any], added: tuple[str, ...], said: str
) -> None:
    config = sc.GameConfig(players=1, seed=0, scenario=scenario, solo_added=added)
    with pytest.raises(sc.ConfigError, match=said):
        sc.Game.new(config)


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        ({"solo_added": ["brawler"] * 10}, "10 brawler asked for"),
        ({"solo_added": {"brawler": 1}}, "config solo_added must be a list"),
        ({"solo_added": "brawler"}, "config solo_added must be a list"),
        ({"solo_families_removed": 1.0}, "must be an integer"),
        ({"solo_families_removed": 5}, "does not replay to its saved state"),
        ({"solo_added": ["thugs"]}, "does not replay to its saved state"),
        ({"players": 2}, "need players=1"),
    ],
)
def test_a_hand_edited_harder_save_is_refused_with_its_reason(edit: dict[str, Any], said: str) -> None:
    game = sc.Game.new(sc.GameConfig(players=1, seed=2, solo_added=("brawler", "sniper_team"), solo_families_removed=2))
    run_game(game, [make_agent("random", 2)])
    data = json.loads(game.to_json())
    assert sc.Game.from_json(json.dumps(data)).zones() == game.zones()
    data["config"].update(edit)
    with pytest.raises(sc.InvalidAction, match=said):
        sc.Game.from_json(json.dumps(data))


# -- determinism -------------------------------------------------------------------------------


def test_the_same_difficulty_named_in_any_order_is_the_same_config_and_game() -> None:
    named = [
        ("brawler", "sniper_team", "thugs", "brawler"),
        ("sniper_team", "brawler", "brawler", "thugs"),
        ["thugs", "brawler", "sniper_team", "brawler"],
    ]
    configs = [sc.GameConfig(players=1, seed=4, solo_added=tuple(a), solo_families_removed=1) for a in named]
    assert configs[0] == configs[1] == configs[2]
    assert len({hash(c) for c in configs}) == 1
    deals = [_forces(sc.Game.new(c)) for c in configs]
    assert deals[0] == deals[1] == deals[2]
    assert sc.GameConfig.from_dict(configs[1].to_dict()) == configs[0]


SET_DEAL = (
    "import hashlib, scavengers as sc\n"
    "c = sc.GameConfig(players=1, seed=4, solo_added=frozenset({'brawler', 'sniper_team', 'thugs', 'scout'}))\n"
    "g = sc.Game.new(c)\n"
    "z = g.zones()\n"
    "print(hashlib.sha256(repr([[x.kind for x in z[f'opponent:{n}']] for n in range(1, 8)]).encode()).hexdigest())\n"
)


@pytest.mark.slow
def test_a_difficulty_given_as_a_set_deals_the_same_forces_in_every_process() -> None:
    found = set()
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", SET_DEAL], env=env, capture_output=True, text=True, check=True)
        found.add(done.stdout.strip())
    assert len(found) == 1


def _actions_digest(game: sc.Game) -> str:
    actions = json.loads(game.to_json())["actions"]
    return hashlib.sha256("|".join(f"{seat}:{text}" for seat, text in actions).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("modules", "bot", "digest", "points"),
    [
        ((), "random", "5b3bdce932bbe499", 0),
        ((), "heuristic", "a185e3d21ca112af", 51),
        (("recon4",), "heuristic", "1a536270165c15c3", 68),
        (("hq1", "recon1"), "heuristic", "6657b2cec385ab5b", 66),
    ],
)
def test_the_rulebooks_solo_game_plays_as_before_the_difficulty(
    modules: tuple[str, ...], bot: str, digest: str, points: int
) -> None:
    """Digests of whole games recorded with the code before the difficulty (78d47c7~1)."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=7, modules=frozenset(modules)))
    run_game(game, [make_agent(bot, 7)])
    assert game.result is not None
    assert (_actions_digest(game), game.result.scores[0].points) == (digest, points)
    assert "solo_added" not in json.loads(game.to_json())["config"]


def test_a_harder_game_replays_the_same_from_config_seed_and_actions(tmp_path: Path) -> None:
    config = sc.GameConfig(
        players=1,
        seed=11,
        modules=frozenset({"recon2", "recon3"}),
        solo_added=("assassin", "rogue", "provocateur", "scrappers", "guard"),
        solo_families_removed=2,
    )
    game = sc.Game.new(config)
    run_game(game, [make_agent("heuristic", 11)])
    again = sc.Game.new(sc.GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))))
    for seat, text in json.loads(game.to_json())["actions"]:
        again.apply(seat, text)
    assert again.log(None) == game.log(None)
    assert again.result == game.result
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json())
    assert sc.Game.from_json(saved.read_text()).zones() == game.zones()
