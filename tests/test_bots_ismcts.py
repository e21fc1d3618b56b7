"""The search bot's paired search (``ismcts:search=paired``): its budget, determinism and
honesty."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import scavengers as sc
from scavengers.bots import IsmctsAgent, decide, make_agent
from scavengers.bots.heuristic import HeuristicAgent
from scavengers.bots.ismcts import SearchPolicy, candidates
from scavengers.engine.core.config import hq_modules


def positions(seed: int, players: int, level: int = 0, every: int = 6) -> list[sc.Game]:
    """Copies of a heuristic game at every ``every``-th decision that leaves the search a choice."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=hq_modules(level)))
    agents = [make_agent("heuristic", s) for s in range(players)]
    found = []
    step = 0
    while not game.over and game.round < 6:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(candidates(legal)) > 1:
            step += 1
            if step % every == 0:
                found.append(game.clone())
        game.play(agents[seat].choose(game.view(seat), legal) if len(legal) > 1 else legal[0])
    return found


def test_the_paired_search_spends_its_budget_and_is_deterministic() -> None:
    checked = 0
    for game in positions(4, 2)[:4]:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        bot = IsmctsAgent(3, iters=25, search="paired")
        first = decide(bot, game, seat, legal)
        assert first in legal
        assert bot.last_iterations == 25
        assert decide(IsmctsAgent(3, iters=25, search="paired"), game, seat, legal) == first
        checked += 1
    assert checked == 4


@pytest.mark.slow
def test_the_paired_search_leaves_the_heuristic_bots_choice_only_for_a_clearly_better_one() -> None:
    changed = 0
    for game in positions(5, 2, every=3)[:10]:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        heuristic = make_agent("heuristic", 0).choose(game.view(seat), legal)
        # One sample: no spread to judge a difference by, so the heuristic bot's choice stays.
        assert decide(IsmctsAgent(1, iters=2, search="paired"), game, seat, legal) == heuristic
        changed += decide(IsmctsAgent(1, iters=150, search="paired"), game, seat, legal) != heuristic
    assert changed > 0


@pytest.mark.slow
def test_the_paired_searchs_choice_does_not_change_when_cards_it_cannot_see_are_permuted() -> None:
    rng = random.Random(5)
    checked = 0
    for level in (0, 4):
        for position in positions(30 + level, 3, level, every=5)[:4]:
            seat = position.to_act[0]
            twin = position.determinize(seat, rng.getrandbits(63))
            first = decide(IsmctsAgent(7, iters=20, search="paired"), position, seat, position.legal_actions(seat))
            second = decide(IsmctsAgent(7, iters=20, search="paired"), twin, seat, twin.legal_actions(seat))
            assert first == second
            checked += 1
    assert checked == 8


def test_the_paired_search_keeps_to_a_time_budget() -> None:
    game = positions(4, 2)[0]
    seat = game.to_act[0]
    bot = IsmctsAgent(1, time=0.05, search="paired")
    assert decide(bot, game, seat, game.legal_actions(seat)) in game.legal_actions(seat)
    assert bot.last_iterations >= 1


class Restless(SearchPolicy):
    """A policy with no memory that stores or retrieves whenever it may."""

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        for verb in (sc.Verb.RETRIEVE, sc.Verb.STORE):
            found = next((a for a in legal if a.verb is verb), None)
            if found is not None:
                return found
        return super().choose(view, legal)


def test_the_search_bot_stores_and_retrieves_at_most_once_a_round_though_the_rules_allow_more() -> None:
    # RULINGS ED-15: store and retrieve are unlimited on one's own turn. A search whose policy
    # suggested them turn and turn about never ended its turn (a 4-player HQ game did that).
    scenario = {
        "round": 3,
        "players": [{"hand": ["medkit"], "buildings": [{"building": "pharmacy"}]}],
        "market": {"hunter": 0, "saboteur": 0, "scout": 0, "medic": 0, "engineer": 0},  # nothing to hire
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=1, modules=hq_modules(2), scenario=scenario))
    bot = IsmctsAgent(3, iters=1)  # too few playouts to leave its policy's choice
    bot._fallback = Restless(0)
    taken: list[sc.Verb] = []
    while game.to_act == (0,) and len(taken) < 12:
        action = decide(bot, game, 0, game.legal_actions(0))
        taken.append(action.verb)
        game.apply(0, action)
        if action.verb is sc.Verb.END:
            break
    assert taken[-1] is sc.Verb.END
    assert taken.count(sc.Verb.STORE) == 1
    assert taken.count(sc.Verb.RETRIEVE) == 1


def test_search_is_an_option() -> None:
    agent = make_agent("ismcts:iters=5:search=paired", 0)
    assert isinstance(agent, IsmctsAgent)
    assert agent.method == "paired"
    with pytest.raises(ValueError, match="search must be one of paired, tree"):
        make_agent("ismcts:search=deep", 0)


def test_value_is_an_option() -> None:
    agent = make_agent("ismcts:iters=5:value=simple", 0)
    assert isinstance(agent, IsmctsAgent)
    with pytest.raises(ValueError, match="value must be one of learned, simple"):
        make_agent("ismcts:value=guess", 0)


@pytest.mark.slow
def test_the_paired_search_finds_better_actions_in_the_solo_game_too() -> None:
    """The learned evaluation shares a chance to win among rivals; the solo game has none, so
    the search scores it by the hand-made evaluation and still tells actions apart."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=4))
    agent = make_agent("heuristic", 0)
    changed = searched = 0
    while not game.over and game.round < 8:
        legal = game.legal_actions(0)
        heuristic = agent.choose(game.view(0), legal)
        if len(candidates(legal)) > 1 and searched < 12:
            searched += 1
            changed += decide(IsmctsAgent(2, iters=120), game, 0, legal) != heuristic
        game.play(heuristic if len(legal) > 1 else legal[0])
    assert searched == 12
    assert changed > 0


@pytest.mark.parametrize("players", [2, 4])
def test_the_search_policy_expects_rivals_to_fight_harder_only_with_three_players_or_more(players: int) -> None:
    """Its own policy expects a rival still to gather to keep its whole hand for the skirmish
    (with 2 players, the heuristic bot's share of it), and plans its reserve for that."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=12))
    agents = [make_agent("heuristic", s) for s in range(players)]
    more = checked = 0
    while not game.over and game.round < 12:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        view = game.view(seat)
        if view.decision is not None and view.decision.kind == "turn" and game.round >= 3:
            own = SearchPolicy(0)._rival_threat(view)
            heuristic = HeuristicAgent(0)._rival_threat(view)
            assert own >= heuristic if players > 2 else own == heuristic
            more += SearchPolicy(0)._reserve(view) != HeuristicAgent(0)._reserve(view)
            checked += 1
        game.play(agents[seat].choose(view, legal) if len(legal) > 1 else legal[0])
    assert checked > 20
    assert (more > 0) is (players > 2)
