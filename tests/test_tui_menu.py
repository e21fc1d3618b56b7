"""The action menu over whole random games: every entry it offers is accepted by the engine,
and no entry is offered twice."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import scavengers as sc
from scavengers.engine.core.config import hq_modules
from scavengers.tui.menu import menu

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

NAMES = [f"Seat {s}" for s in range(5)]


RECON = frozenset({"recon1", "recon2"})


@pytest.mark.parametrize(
    ("players", "level", "recon", "seed", "variants"),
    [
        (2, 0, frozenset(), 1, frozenset()),
        (3, 2, frozenset(), 2, frozenset()),
        (4, 4, frozenset(), 3, frozenset()),
        (3, 0, RECON, 4, frozenset()),
        (4, 4, RECON, 5, frozenset()),
        (3, 3, frozenset(), 6, frozenset({"leader_draft", "alternate_brawlers", "alternate_refugees"})),
    ],
)
def test_every_menu_entry_applies_in_whole_games(
    players: int, level: int, recon: frozenset[str], seed: int, variants: frozenset[str]
) -> None:
    modules = hq_modules(level) | recon
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, variants=variants))
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act[0]
        view = game.view(seat)
        legal = game.legal_actions(seat)
        choosing = view.decision is not None and view.decision.kind == "leader"
        entries = menu(view, legal, Counter(), NAMES, choosing)
        if rng.random() < 0.3 and view.hand:
            picked = Counter(rng.sample(list(view.hand), rng.randint(1, len(view.hand))))
            entries += menu(view, legal, picked, NAMES, choosing)
        offered = [e for e in entries if e.enabled]
        assert offered, f"nothing to choose at {view.decision}"
        labels = [e.label for e in menu(view, legal, Counter(), NAMES, choosing)]
        assert len(labels) == len(set(labels)), labels
        verbs = {e.action.verb.value if isinstance(e.action, sc.Action) else str(e.action).split()[0] for e in offered}
        hints = " ".join(e.label for e in entries if not e.enabled)
        for verb in {a.verb.value for a in legal}:
            assert verb in verbs or verb in hints.lower(), f"{verb} cannot be reached from the menu"
        for item in offered:
            assert item.action is not None
            game.clone().apply(seat, item.action)
        choice = rng.choice(offered).action
        assert choice is not None
        game.apply(seat, choice)
