"""The PettingZoo and OpenSpiel turns tell nothing of what a seat holds.

In those environments every agent sees whose turn it is and how many steps each takes. So
whether a decision is put to its seat at all, and how many words it is asked, must follow from
what the others see (RULINGS I-1: being asked is public, what she holds is not). Checked from
the others' side, at every decision of random games:

- a decision the engine takes at once (one legal action, not ``Game.asked_anyway``) is one
  that every other seat can tell is forced: in every game that seat could believe it is in
  (``Game.determinize``, which deals afresh every card it cannot see), the decision is forced
  and not asked too; and whether it is asked anyway reads the same there;
- the steps a decision put to its seat takes (its action's words, every one asked, less the
  end mark after a bare verb: docs/rl.md, "The action space: words") are told by what the
  others see of it: the decision, the events it puts in their logs and the counts of the
  decider's zones it changes. Two decisions the others saw alike took as many steps.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import replace
from typing import Any

import pytest

import scavengers as sc
from scavengers.engine.core.config import PLAYABLE_MODULES
from scavengers.rl.words import WORDS, action_words, seat_modulus

EVERY_MODULE = frozenset(PLAYABLE_MODULES)
CONFIGS = {
    "two players": sc.GameConfig(players=2),
    "three players, every module": sc.GameConfig(players=3, modules=EVERY_MODULE),
    "four players, HQ": sc.GameConfig(players=4, modules=frozenset({"hq1", "hq2", "hq3", "hq4"})),
    "five players, every module": sc.GameConfig(players=5, modules=EVERY_MODULE),
    "four players, 2012 rules, leader draft": sc.GameConfig(
        players=4, modules=frozenset({"hq1", "hq2", "hq3"}), rules="2012", variants=frozenset({"leader_draft"})
    ),
}
GAMES = 6
"""Random games of each configuration, seeds 0-5."""


def games(case: str) -> list[tuple[sc.Game, random.Random]]:
    """The case's games, each new, with the generator of its random choices."""
    return [(sc.Game.new(replace(CONFIGS[case], seed=seed)), random.Random(seed)) for seed in range(GAMES)]


BARE = frozenset({"pass", "end", "continue", "abort", "bribe"})
"""The verbs that are a whole action alone (the notation's ``pass``, ``end``...)."""


def skipped(game: sc.Game, seat: int) -> bool:
    """Whether the PettingZoo turns skip ``seat``'s pending decision (the engine takes it)."""
    return len(game.legal_actions(seat)) == 1 and not game.asked_anyway()


@pytest.mark.parametrize("case", list(CONFIGS))
def test_a_decision_the_turns_skip_is_one_every_other_seat_can_tell_is_forced(case: str) -> None:
    checked = forced = 0
    for game, rng in games(case):
        game.keep_knowledge()
        while not game.over:
            (seat,) = game.to_act
            skip, asked = skipped(game, seat), game.asked_anyway()
            for other in range(game.config.players):
                if other == seat:
                    continue
                sample = game.determinize(other, rng.randrange(2**32))
                assert sample.to_act == (seat,)
                assert skipped(sample, seat) == skip, (other, game.view(other).decision)
                assert sample.asked_anyway() == asked, (other, game.view(other).decision)
                checked += 1
            forced += skip
            legal = game.legal_actions(seat)
            game.apply(seat, legal[rng.randrange(len(legal))])
    assert forced > 10 * GAMES
    assert checked > 50 * GAMES


def public_side(game: sc.Game, seat: int, other: int) -> tuple[int, ...]:
    """What ``other`` sees of ``seat``'s zones: their counts."""
    hers = game.view(other).seats[seat]
    return (hers.hand_count, hers.deck_count, hers.looking_count, hers.committed_count, hers.discard_hidden_count)


@pytest.mark.parametrize("case", list(CONFIGS))
def test_the_steps_a_decision_takes_are_told_by_what_the_others_see_of_it(case: str) -> None:
    steps_of: dict[tuple[Any, ...], set[int]] = defaultdict(set)
    decisions = seen_alike = 0
    for first, rng in games(case):
        game = first
        modulus = seat_modulus(game.config.players)
        while not game.over:
            (seat,) = game.to_act
            legal = game.legal_actions(seat)
            if skipped(game, seat):
                game.apply(seat, legal[0])
                continue
            action = legal[rng.randrange(len(legal))]
            words = action_words(action, seat, modulus)
            steps = len(words) - (WORDS[words[0]] in BARE)
            played = game.clone()
            played.apply(seat, action)
            for other in range(game.config.players):
                if other == seat:
                    continue
                logged = len(game.log(other))
                events = tuple(event._replace(round=0) for event in played.log(other)[logged:])
                before, after = public_side(game, seat, other), public_side(played, seat, other)
                change = tuple(b - a for a, b in zip(before, after, strict=True))
                key = (other, game.view(other).decision, events, change)
                seen_alike += key in steps_of
                steps_of[key].add(steps)
            game = played
            decisions += 1
    told_apart = {key: counts for key, counts in steps_of.items() if len(counts) > 1}
    assert not told_apart, next(iter(told_apart.items()))
    assert decisions > 50 * GAMES
    assert seen_alike > decisions / 4  # decisions the others saw alike came up often: the test has teeth
