"""The older edition's rules, ``GameConfig(rules="2012")``: each rule where the older
rulebook [001] plays differently from the 2015 one [000] (RULINGS P-4), one test each, with
the 2015 rule beside it."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from helpers import act, play_to_the_end, to_skirmish
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_skirmish import totals, winner_of_last_skirmish

HQ2 = hq_modules(2)


def _game(rules: str, modules: frozenset[str] = frozenset(), seats: int = 3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, rules=rules, scenario=scenario or None))


def _end_round(game: sc.Game) -> None:
    start = game.view(None).round
    while game.view(None).round == start and not game.over:
        seat = game.to_act[0]
        legal = [str(a) for a in game.legal_actions(seat)]
        game.apply(seat, next((t for t in ("end", "commit none", "pass") if t in legal), legal[0]))


@pytest.mark.parametrize(("rules", "initiators"), [("2015", [0, 0, 0, 1, 2]), ("2012", [0, 1, 2, 0, 1])])
def test_the_initiator_card_passes_after_every_round_with_the_2012_rules_ruling_ed1(
    rules: str, initiators: list[int]
) -> None:
    # ED-1: [000:146] keeps it with the first player for rounds 1-3; [001:102, 137] hands it
    # on at the end of each round, "starting a new round".
    game = _game(rules, round=1, initiator=0)
    seen = []
    for _ in initiators:
        seen.append(game.view(None).initiator)
        _end_round(game)
    assert seen == initiators


@pytest.mark.parametrize(("rules", "expected"), [("2015", 0), ("2012", 1)])
def test_a_fight_total_of_0_is_no_fight_with_the_2012_rules_ruling_ed12(rules: str, expected: int) -> None:
    # 2015 FAQ [000:418-420]: fight 0 beats no fight. [001:455]: no attack can be made unless
    # the fight total is at least 1, so the tribe family's 0 is no fight and the people decide.
    game = _game(
        rules,
        round=3,
        players=[{"hand": ["tribe_family_3"]}, {"hand": ["refugee", "refugee", "refugee", "refugee"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    while not any(e.type is EventType.SKIRMISH_WON or e.type is EventType.DEADLOCK for e in game.log(None)):
        seat = game.to_act[0]
        game.apply(
            seat, "pass" if "pass" in [str(a) for a in game.legal_actions(seat)] else game.legal_actions(seat)[0]
        )
    assert winner_of_last_skirmish(game) == expected


def test_the_force_total_a_front_end_shows_follows_the_edition_ruling_ed12() -> None:
    game = _game(
        "2012",
        round=3,
        players=[{"hand": ["tribe_family_3"]}, {"hand": ["refugee"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit tribe_family_3")
    strength = sc.force_total(game.view(0), 0)  # committed, not yet revealed: hers alone
    assert strength is not None
    assert not strength.has_fight
    for seat, notation in ((1, "end"), (1, "commit refugee"), (2, "end")):
        game.apply(seat, notation)
    assert totals(game)[0][:2] == (0, 0)


def _two_buildings(rules: str) -> sc.Game:
    return _game(
        rules,
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["net", "pills", "junk"]},
                    {"building": "armory", "timer": ["spear", "shovel", "junk"]},
                ],
            }
        ],
    )


def test_workers_may_go_to_different_buildings_in_a_round_with_the_2015_rules_ruling_ed7() -> None:
    game = _two_buildings("2015")
    act(game, 0, "work bunker scavenger")
    assert "work armory scavenger" in [str(a) for a in game.legal_actions(0)]


def test_work_goes_to_one_building_a_round_with_the_2012_rules_ruling_ed7() -> None:
    # [001:583]: members "accelerate construction on one building": one work a round.
    game = _two_buildings("2012")
    act(game, 0, "work bunker scavenger")
    assert not any(a.verb is sc.Verb.WORK for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="already used"):
        game.apply(0, "work armory scavenger")


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_only_the_2012_rules_let_the_owner_look_at_her_timer_cards_ruling_ed11(rules: str) -> None:
    game = _two_buildings(rules)
    owner, other = game.view(0), game.view(1)
    if rules == "2012":
        # [001] places the timer face down only; [000:579] adds "without looking at them".
        assert owner.timers == (("junk", "net", "pills"), ("junk", "shovel", "spear"))
    else:
        assert owner.timers == ()
    assert other.timers == ()
    assert game.view(None).timers == ()
    assert owner.rules == rules


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_games_with_the_2012_rules_play_to_the_end(seed: int) -> None:
    modules = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3"})
    game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=modules, rules="2012"))
    play_to_the_end(game, random.Random(seed))
    assert game.over
    again = sc.Game.from_json(game.to_json())
    assert again.config.rules == "2012"
