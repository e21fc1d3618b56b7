"""Fit the search bot's evaluation (``src/scavengers/bots/evaluation_weights.json``).

Plays seeded games between heuristic bots (each decision, with a small chance, a random
sensible action instead, so that the positions are varied like a search's), records every
seat's features at the start of every round, and fits a conditional logit: each seat's chance
to win is the softmax of its features' weighted sum. Then it reports, on games kept out of
the fit, how well the fitted evaluation and the hand-made one foresee the winner.

    python tools/fit_evaluation.py --games 2000          # per line-up below; a few minutes
    python tools/fit_evaluation.py --games 200 --dry-run # measure only, write nothing

Same arguments, same weights: the games are seeded and the fit is deterministic.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from scavengers.bots.agent import make_agent
from scavengers.bots.evaluation import feature_names, features, seat_cards, win_shares
from scavengers.bots.ismcts import candidates
from scavengers.bots.ismcts import evaluate as hand_made
from scavengers.engine import Game, GameConfig
from scavengers.sim.tournament import game_seed

LINEUPS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (2, ()),
    (3, ()),
    (4, ()),
    (5, ()),
    (2, ("hq1", "hq2", "hq3", "hq4")),
    (4, ("hq1", "hq2", "hq3", "hq4")),
    (3, ("hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5")),
    (2, ("recon1", "recon2", "recon3", "recon4", "recon5")),
    (4, ("recon1", "recon2", "recon3", "recon4", "recon5")),
)
"""Players and modules of the games it learns from."""
OUT = Path(__file__).resolve().parent.parent / "src" / "scavengers" / "bots" / "evaluation_weights.json"

Groups = list[tuple[NDArray[np.float64], NDArray[np.float64]]]
"""Positions for the fit: each seat's features (a row per seat) and its share of the win."""
Rows = list[tuple[list[list[float]], list[float], list[float]]]
"""Per recorded position: each seat's features, its share of the win, the hand-made evaluation."""


def play(job: tuple[int, int, tuple[str, ...], int, float]) -> Rows:
    """One game between heuristic bots; every seat's features at the start of every round."""
    index, players, modules, series, epsilon = job
    seed = game_seed(series, index)
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    agents = [make_agent("heuristic", seed + seat) for seat in range(players)]
    rng = random.Random(seed)
    positions: list[tuple[list[list[float]], list[float]]] = []
    last_round = 0
    while not game.over:
        if game.round != last_round:
            last_round = game.round
            owned, drawn, left = seat_cards(game)
            rows = [features(owned[s], drawn[s], left) for s in range(players)]
            positions.append((rows, hand_made(game)))
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        elif rng.random() < epsilon:
            action = rng.choice(list(candidates(legal)))
        else:
            action = agents[seat].choose(game.view(seat), legal)
        game.play(action)
    result = game.result
    assert result is not None
    share = win_shares(result, players)
    return [(rows, share, old) for rows, old in positions]


def fit(groups: Groups, ridge: float) -> NDArray[np.float64]:
    """Newton's method for the conditional logit with an L2 penalty; groups of the same size
    are stacked so that each step is a few array operations."""
    by_size: dict[int, tuple[list[NDArray[np.float64]], list[NDArray[np.float64]]]] = {}
    for x, y in groups:
        xs, ys = by_size.setdefault(len(y), ([], []))
        xs.append(x)
        ys.append(y)
    stacks = [(np.stack(xs), np.stack(ys)) for xs, ys in by_size.values()]
    dim = groups[0][0].shape[1]
    w = np.zeros(dim)
    for _ in range(30):
        grad = ridge * w
        hess = ridge * np.eye(dim)
        for x, y in stacks:
            s = x @ w
            s -= s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            grad += np.einsum("gsd,gs->d", x, p - y)
            mean = np.einsum("gsd,gs->gd", x, p)
            hess += np.einsum("gsd,gs,gse->de", x, p, x) - np.einsum("gd,ge->de", mean, mean)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-7:
            break
    return w


def measure(groups: Groups, chances: Sequence[Sequence[float]]) -> dict[str, float]:
    """Log loss of the winner's chance, and how often the likeliest seat won."""
    loss = 0.0
    hits = 0.0
    for (_, y), p in zip(groups, chances, strict=True):
        loss -= sum(share * math.log(max(q, 1e-9)) for share, q in zip(y, p, strict=True))
        hits += float(y[int(np.argmax(p))])
    return {"log_loss": loss / len(groups), "accuracy": hits / len(groups)}


def normalised(rewards: Sequence[float]) -> list[float]:
    total = sum(rewards) or 1.0
    return [r / total for r in rewards]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per line-up (default 2000)")
    parser.add_argument("--seed", type=int, default=7, help="series seed (default 7)")
    parser.add_argument("--epsilon", type=float, default=0.05, help="chance of a random sensible action")
    parser.add_argument("--ridge", type=float, default=3.0, help="L2 penalty of the fit")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: all cores)")
    parser.add_argument("--dry-run", action="store_true", help="fit and report, but write nothing")
    args = parser.parse_args(argv)
    jobs = [
        (index, players, modules, args.seed + number, args.epsilon)
        for number, (players, modules) in enumerate(LINEUPS)
        for index in range(args.games)
    ]
    with Pool(args.workers) as pool:
        games = pool.map(play, jobs, chunksize=16)
    train: Groups = []
    test: Groups = []
    old: list[list[float]] = []
    for (index, *_), rows in zip(jobs, games, strict=True):
        for x, y, hand in rows:
            group = (np.array(x), np.array(y))
            if index % 5 == 4:  # every fifth game is kept out of the fit
                test.append(group)
                old.append(normalised(hand))
            else:
                train.append(group)
    pooled = fit(train, args.ridge)
    by_players = {
        players: fit([g for g in train if len(g[1]) == players], args.ridge)
        for players in sorted({len(y) for _, y in train})
    }
    report: dict[str, Any] = {"positions": {"train": len(train), "test": len(test)}}
    for players in [None, *by_players]:
        kept = [i for i, (_, y) in enumerate(test) if players is None or len(y) == players]
        groups = [test[i] for i in kept]
        own = [chances(x, by_players[len(y)]) for x, y in groups]
        report["all" if players is None else f"{players} players"] = {
            "learned": measure(groups, own),
            "pooled": measure(groups, [chances(x, pooled) for x, _ in groups]),
            "hand_made": measure(groups, [old[i] for i in kept]),
            "uniform": measure(groups, [[1.0 / len(y)] * len(y) for _, y in groups]),
        }
    print(json.dumps(report, indent=2))
    if not args.dry_run:
        used = " ".join(f"--{k} {v}" for k, v in vars(args).items() if k in ("games", "seed", "epsilon", "ridge"))
        data = {
            "fitted_by": f"tools/fit_evaluation.py {used}",
            "test": report,
            "weights": named(pooled),
            "by_players": {str(players): named(w) for players, w in by_players.items()},
        }
        OUT.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}", file=sys.stderr)
    return 0


def chances(x: NDArray[np.float64], w: NDArray[np.float64]) -> list[float]:
    """Each seat's chance by weights ``w``: the softmax of its features' weighted sum."""
    s = x @ w
    e = np.exp(s - s.max())
    return [float(v) for v in e / e.sum()]


def named(w: NDArray[np.float64]) -> dict[str, float]:
    return {name: round(float(v), 6) for name, v in zip(feature_names(), w, strict=True) if abs(v) > 1e-9}


if __name__ == "__main__":
    raise SystemExit(main())
