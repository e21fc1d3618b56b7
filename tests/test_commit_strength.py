"""The figure beside a commit of some of the hand: ``Game.commit_strength``, the engine's own
judgement of those cards as a skirmish force, shown by the terminal's and the page's menus.

Numbers from the card list: a Brawler fights 2, a Spear adds 2 to a person's fight, a Refugee
has no fight; each person counts 1 for the people tiebreak [000: skirmish resolution].
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from scavengers import Game, GameConfig, InvalidAction
from scavengers.engine import ForceStrength, Verb
from scavengers.tui.menu import menu
from scavengers.tui.render import strength_words

HAND = ["brawler", "spear", "refugee"]


def at_commit(hand: list[str] = HAND) -> Game:
    """Seat 0 at its commit decision (round 3 of 2 players: the round ends in a skirmish, and
    a player commits right after her gathering turn) holding ``hand``."""
    scenario: dict[str, Any] = {"round": 3, "initiator": 0, "players": [{"hand": hand}, {"hand": ["scavenger"]}]}
    game = Game.new(GameConfig(players=2, seed=0, scenario=scenario))
    game.apply(0, "end")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "commit"
    return game


@pytest.mark.parametrize(
    ("cards", "strength"),
    [
        (["brawler", "spear"], ForceStrength(True, 4, 1)),
        (["brawler", "spear", "refugee"], ForceStrength(True, 4, 2)),
        (["refugee"], ForceStrength(False, 0, 1)),
        (["spear"], ForceStrength(False, 0, 0)),  # a tool alone: nobody to use it
    ],
)
def test_commit_strength_judges_the_cards_by_their_printed_numbers(cards: list[str], strength: ForceStrength) -> None:
    assert at_commit().commit_strength(0, cards) == strength


def test_commit_strength_of_the_whole_hand_is_the_views_hand_strength() -> None:
    game = at_commit()
    assert game.commit_strength(0, game.view(0).hand) == game.view(0).hand_strength


def test_commit_strength_is_what_the_skirmish_judges_once_the_cards_are_committed() -> None:
    # Over random games with modules that change forces (HQ buildings and leaders, Recon's
    # decoys and gangs): the figure shown before a commit is the committed force's figure.
    checked = 0
    for seed, modules in enumerate([(), ("hq1", "hq2", "hq3"), ("recon2", "recon3"), ("hq1", "recon4")] * 3):
        game = Game.new(GameConfig(players=3, seed=seed, modules=frozenset(modules)))
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            commits = [a for a in legal if a.verb is Verb.COMMIT and a.cards]
            for action in rng.sample(commits, min(3, len(commits))):
                shown = game.commit_strength(seat, action.cards)
                trial = game.clone()
                trial.apply(seat, action)
                after = trial.view(seat)
                if sorted(after.committed) != sorted(action.cards):
                    continue  # the last force in: the skirmish was over at once, nothing to compare
                assert after.committed_strength == shown, (seed, modules, action)
                checked += 1
            game.apply(seat, rng.choice(legal))
    assert checked > 50


def test_commit_strength_refuses_cards_the_hand_does_not_hold_and_changes_nothing() -> None:
    game = at_commit()
    before = game.to_json()
    with pytest.raises(InvalidAction, match="does not hold 'brawler'"):
        game.commit_strength(0, ["brawler", "brawler"])
    with pytest.raises(InvalidAction, match="seats are 0-1"):
        game.commit_strength(2, ["brawler"])
    assert game.to_json() == before


def test_the_menu_shows_the_engines_figure_beside_a_commit_of_picked_cards() -> None:
    game = at_commit()
    view = game.view(0)
    legal = game.legal_actions(0)
    picked = Counter(["brawler", "spear"])
    entries = menu(view, legal, picked, ["Ann", "Bea"], judge=lambda cards: game.commit_strength(0, cards))
    labels = [e.label for e in entries if e.action is not None and str(e.action) == "commit brawler spear"]
    assert labels == [f"Commit Brawler, Spear ({strength_words(ForceStrength(True, 4, 1))})"]
    assert labels[0].endswith("(fight 4, 1 person)")
