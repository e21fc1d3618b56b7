"""The figures a View carries beside the cards (its forces' strengths, its listed actions'
totals, whether a skirmish ends the round) are the rules' own: each equals what the engine
then does with it. A front end or bot reads them and computes no rule itself."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

import scavengers as sc
from helpers import act, lively_choice, pass_windows, to_skirmish
from scavengers.engine.core.events import EventType
from test_properties import modules, new_game, players, rich, seeds
from test_rules_hq3 import led
from test_rules_skirmish import totals

RECON2 = frozenset({"recon2"})
RECON3 = frozenset({"recon3"})


def recon_table(modules: frozenset[str], seats: int = 3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def figure(game: sc.Game, seat: int) -> tuple[bool, int, int]:
    """``seat``'s force as every view shows it (they must agree: a revealed force is public)."""
    shown = {sc.force_total(game.view(viewer), seat) for viewer in (None, *range(game.config.players))}
    assert len(shown) == 1, shown
    (force,) = shown
    assert force is not None
    return (force.has_fight, force.fight, force.people)


def test_a_provoking_forces_figure_is_its_size_in_every_view_ruling_s8() -> None:
    # [003:137]: combat medics (4 people, fight 1) and a provocateur (1 person, fight 1):
    # announced, the force's fight is its size, 5, not the 2 its fighters add up to.
    betty = 0
    game = recon_table(
        RECON2,
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "brawler", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler brawler sniper_team"})
    assert figure(game, betty) == (True, 2, 5)
    assert game.view(None).seats[betty].size == 5  # what an announcement would make it
    game.apply(betty, "provoke provocateur")
    assert game.view(None).seats[betty].provoking
    assert figure(game, betty) == (True, 5, 5)
    game.apply(1, "pass")
    pass_windows(game)
    assert totals(game)[betty] == (1, 5, 5)  # what resolution used


def test_a_sniped_provocateurs_force_shows_its_natural_fight_again_ruling_s8() -> None:
    game = recon_table(
        RECON2,
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "brawler", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler brawler sniper_team"})
    game.apply(0, "provoke provocateur")
    game.apply(1, "snipe 0:provocateur")
    pass_windows(game)
    assert totals(game)[0] == (1, 1, 4)  # combat medics' natural fight 1


def test_portable_decoys_count_in_the_forces_figure_in_every_view_ruling_s11() -> None:
    # One person and five cards in the force: floor(5/2) = 2 more people.
    game = recon_table(
        RECON3,
        seats=2,
        round=3,
        players=[
            {"hand": ["brawler", "spear", "junk", "junk", "net"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "brawler", "refugee", "spear", "sniper_team"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler junk junk net spear", 1: "commit brawler refugee sniper_team spear"})
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    assert figure(game, 0) == (True, 4, 3)
    game.apply(1, "pass")
    assert totals(game)[0] == (1, 4, 3)


def test_the_viewers_own_committed_force_is_hers_alone_until_the_reveal() -> None:
    game = recon_table(
        RECON2,
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit combat_medics provocateur")
    mine = game.view(0)
    assert mine.committed_strength == sc.ForceStrength(True, 2, 5)
    assert mine.committed_size == 5
    assert sc.force_total(mine, 0) == mine.committed_strength
    for viewer in (None, 1, 2):
        assert sc.force_total(game.view(viewer), 0) is None
        assert game.view(viewer).committed_strength is None


def test_a_listed_actions_total_is_what_carrying_it_out_counts_ruling_l2() -> None:
    # RULINGS L-2: a waiting Mentor's bonus counts towards the next hunt's total.
    game = led("leader_mentor", ["refugee", "hunter", "spear"])
    hunt = sc.parse_action(game, 0, "hunt hunter+spear")
    assert sc.action_total(game.view(0), hunt) == 3  # the hunter's 2 and the spear's +1
    act(game, 0, "lead refugee")
    view = game.view(0)
    assert hunt in game.legal_actions(0)
    total = sc.action_total(view, hunt)
    assert total == dict(view.totals)[hunt] == 4
    game.apply(0, hunt)
    pass_windows(game)
    hunted = [e for e in game.log(0) if e.type is EventType.HUNTED]
    assert hunted[-1].count == total
    assert all(sc.action_total(game.view(s), hunt) is None for s in (1, 2))  # not theirs to list


def test_every_view_says_whether_the_round_ends_in_a_skirmish() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    assert not game.view(None).skirmish_this_round  # round 1 [000:150]
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, scenario={"round": 3}))
    assert all(game.view(viewer).skirmish_this_round for viewer in (None, 0, 1, 2))


_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@_SETTINGS
@given(players, seeds, modules, rich)
def test_every_forces_figure_is_what_the_skirmish_resolves_with(
    count: int, seed: int, mods: frozenset[str], stacked: bool
) -> None:
    # At each skirmish turn every view shows each revealed force with the strength final
    # resolution uses, if every player passes from here (nothing else changes a force).
    game = new_game(count, seed, mods, stacked)
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act[0]
        view = game.view(None)
        if view.decision is not None and view.decision.kind == "skirmish":
            # sc.force_total is what a front end prints: it must agree with resolution.
            shown = {s.seat: sc.force_total(view, s.seat) for s in view.seats}
            for viewer in range(count):
                assert {s.seat: sc.force_total(game.view(viewer), s.seat) for s in view.seats} == shown
                if game.view(viewer).committed:
                    assert game.view(viewer).committed_strength == shown[viewer]
            ahead = game.clone()
            while (decision := ahead.view(None).decision) is not None and decision.kind == "skirmish":
                ahead.apply(decision.seat, "pass")
            resolved = {
                e.seat: e.values
                for e in ahead.log(None)
                if e.type is EventType.SKIRMISH_TOTALS and e.round == view.round
            }
            if not resolved:
                # Nobody committed: the Yardmaster's owner still has her opportunity (RULINGS
                # L-15), and a skirmish of no forces totals nothing.
                assert all(s.committed_count == 0 for s in view.seats), "the skirmish resolved"
                game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
                continue
            for s, strength in shown.items():
                assert strength is not None
                expected = (int(strength.has_fight), strength.fight, strength.people)
                assert resolved.get(s, (0, 0, 0)) == expected
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))


@pytest.mark.slow
@_SETTINGS
@given(players, seeds, modules, rich)
def test_every_listed_hunts_total_is_the_food_it_brings(
    count: int, seed: int, mods: frozenset[str], stacked: bool
) -> None:
    game = new_game(count, seed, mods, stacked)
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        view = game.view(seat)
        listed = {a for a in legal if a.verb in (sc.Verb.DIG, sc.Verb.DRAW, sc.Verb.HUNT, sc.Verb.BUILD)}
        assert {a for a, _ in view.totals} == listed
        hunts = [(a, t) for a, t in view.totals if a.verb is sc.Verb.HUNT]
        if hunts:
            hunt, total = rng.choice(hunts)
            ahead = game.clone()
            before = len(ahead.log(seat))
            ahead.apply(seat, hunt)
            pass_windows(ahead)  # nobody answers: the hunt resolves as declared
            hunted = [e.count for e in ahead.log(seat)[before:] if e.type is EventType.HUNTED]
            assert hunted == [total]
        game.apply(seat, lively_choice(rng, legal))
