"""The search bot's learned evaluation (``bots/evaluation.py``), the engine's omniscient
``Game.holdings()`` it reads from samples, and the tool that fits it (issue 13)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.bots import make_agent
from scavengers.bots.evaluation import _weights, feature_names, features, seat_cards, strength, win_chances
from scavengers.engine.core.config import hq_modules

ALL_MODULES = frozenset({*hq_modules(4), "recon1", "recon2", "recon3", "recon4", "recon5"})
DRAWN_ZONES = ("deck", "discard", "hand", "table", "looking", "committed", "returning")


def heuristic_positions(players: int, seed: int, modules: frozenset[str] = frozenset()) -> list[sc.Game]:
    """A copy of a heuristic game at the start of every round, and the finished game last."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules))
    agents = [make_agent("heuristic", s) for s in range(players)]
    found = []
    last = 0
    while not game.over:
        if game.round != last:
            last = game.round
            found.append(game.clone())
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.play(agents[seat].choose(game.view(seat), legal) if len(legal) > 1 else legal[0])
    return [*found, game]


@pytest.mark.parametrize("modules", [frozenset(), ALL_MODULES], ids=["base", "every module"])
def test_holdings_are_every_card_a_seat_owns_as_zones_show_them(modules: frozenset[str]) -> None:
    for game in heuristic_positions(3, 5, modules):
        holdings = game.holdings()
        zones = game.zones()
        assert holdings.contested == len(zones["contested"])
        for seat in range(3):
            owned: Counter[str] = Counter()
            drawn = 0
            for name, cards in zones.items():
                owner, _, zone = name.partition(":")
                if owner == str(seat) and zone not in ("dealt", "removed"):
                    owned.update(card.kind for card in cards)
                    drawn += len(cards) if zone in DRAWN_ZONES else 0
            assert Counter(holdings.kinds[seat]) == owned
            assert holdings.drawn[seat] == drawn


def test_a_seats_strength_is_its_features_weighted_as_fitted() -> None:
    """The sparse sum the bot computes is the dense one the fit tool fitted."""
    w_people, w_people_left, w_share, w_count = _weights(4)
    names = feature_names()
    weight = {"people": w_people, "people*left": w_people_left}
    weight |= {f"share:{k}*left": v for k, v in w_share.items()} | {f"count:{k}": v for k, v in w_count.items()}
    dense = [weight[name] for name in names]
    checked = 0
    for game in heuristic_positions(4, 2, hq_modules(4))[::3]:
        owned, drawn, left = seat_cards(game)
        for seat in range(4):
            row = features(owned[seat], drawn[seat], left)
            assert len(row) == len(names)
            weighted = sum(w * x for w, x in zip(dense, row, strict=True))
            assert strength(owned[seat], drawn[seat], left, 4) == pytest.approx(weighted)
            checked += 1
    assert checked > 12


def test_win_chances_are_a_share_of_one_and_the_result_once_the_game_is_over() -> None:
    *positions, over = heuristic_positions(3, 9)
    for game in positions:
        chances = win_chances(game)
        assert len(chances) == 3
        assert all(0.0 < c < 1.0 for c in chances)
        assert sum(chances) == pytest.approx(1.0)
    result = over.result
    assert result is not None
    assert win_chances(over) == [1 / len(result.winners) if s in result.winners else 0.0 for s in range(3)]


@pytest.mark.slow
def test_the_learned_evaluation_foresees_the_winner_of_heuristic_games() -> None:
    """Five rounds from the end the seat it rates likeliest wins far more often than chance
    (a quarter with 4 players) and more often than it did at the start."""
    late = early = games = 0
    for seed in range(16):
        *positions, over = heuristic_positions(4, 100 + seed)
        result = over.result
        assert result is not None
        for position, tally in ((positions[-5], "late"), (positions[1], "early")):
            chances = win_chances(position)
            hit = chances.index(max(chances)) in result.winners
            late += hit and tally == "late"
            early += hit and tally == "early"
        games += 1
    assert late / games >= 0.5
    assert late > early


def test_the_weights_file_names_only_known_features() -> None:
    path = Path(sc.__file__).parent / "bots" / "evaluation_weights.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data["weights"]) <= set(feature_names())
    for weights in data["by_players"].values():
        assert set(weights) <= set(feature_names())
    for measured in data["test"].values():
        if "learned" in measured:
            assert measured["learned"]["log_loss"] < measured["uniform"]["log_loss"]


@pytest.mark.slow
def test_the_fit_tool_measures_a_small_fit_without_writing(capsys: pytest.CaptureFixture[str]) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    try:
        import fit_evaluation
    finally:
        sys.path.pop(0)
    path = fit_evaluation.OUT
    before = path.read_bytes()
    assert fit_evaluation.main(["--games", "5", "--workers", "1", "--dry-run"]) == 0
    assert path.read_bytes() == before
    report = json.loads(capsys.readouterr().out)
    assert report["positions"]["train"] > 0
    assert report["positions"]["test"] > 0
    assert {"positions", "all", "2 players", "4 players"} <= set(report)
    assert set(report["all"]) == {"learned", "pooled", "hand_made", "uniform"}
