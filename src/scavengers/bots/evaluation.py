"""A learned evaluation of a position: each seat's chance to win, from what its tribe holds.

The search bot plays a sampled game on to the end of the round and asks this module how
good the position is. A seat's strength is a weighted sum of features of the cards it owns
(its people now, and for every card kind how much of its deck that kind is, scaled by the
contested resources still to be fought for: what the deck will yield in the rounds left);
each seat's chance to win is the softmax of the strengths (a conditional logit).

The weights were fitted to games between heuristic bots by ``tools/fit_evaluation.py`` (which
writes ``evaluation_weights.json`` beside this module); the features are computed here and
there by the same function, :func:`features`.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources

from scavengers.cards import CATALOGUE
from scavengers.engine import Game, GameResult
from scavengers.json_input import read_json

KINDS: tuple[str, ...] = tuple(sorted(CATALOGUE))
"""Every card kind, in the order of the per-kind features."""
_PEOPLE = {k: c.people for k, c in CATALOGUE.items()}
LEFT_SCALE = 10.0
"""Contested resources left are counted in tens, so that the weights have similar sizes."""


def feature_names() -> list[str]:
    """The names of the features, in the order of :func:`features`."""
    return ["people", "people*left", *(f"share:{k}*left" for k in KINDS), *(f"count:{k}" for k in KINDS)]


def seat_cards(game: Game) -> tuple[list[Counter[str]], tuple[int, ...], int]:
    """Each seat's owned card kinds, the number of cards it draws from, and the contested
    resources left. Reads the whole game: give it a sample, never a real game."""
    holdings = game.holdings()
    players = game.config.players  # the solo game's opponent forces are no seat's
    return [Counter(holdings.kinds[s]) for s in range(players)], holdings.drawn, holdings.contested


def features(kinds: Mapping[str, int], drawn: int, left: int) -> list[float]:
    """One seat's features: people, people times the contested resources left, and per card
    kind its share of the cards drawn from times those left, and its count."""
    people = float(sum(_PEOPLE[k] * n for k, n in kinds.items()))
    scaled = left / LEFT_SCALE
    share = scaled / drawn if drawn else 0.0
    return [
        people,
        people * scaled,
        *(kinds.get(k, 0) * share for k in KINDS),
        *(float(kinds.get(k, 0)) for k in KINDS),
    ]


@cache
def _weights(players: int) -> tuple[float, float, dict[str, float], dict[str, float]]:
    """The weights fitted to games of ``players`` players (else those fitted to all games)."""
    text = resources.files("scavengers.bots").joinpath("evaluation_weights.json").read_text(encoding="utf-8")
    data = read_json(text)
    weights: dict[str, float] = data.get("by_players", {}).get(str(players), data["weights"])
    share = {k: weights.get(f"share:{k}*left", 0.0) for k in KINDS}
    count = {k: weights.get(f"count:{k}", 0.0) for k in KINDS}
    return weights.get("people", 0.0), weights.get("people*left", 0.0), share, count


def strength(kinds: Mapping[str, int], drawn: int, left: int, players: int) -> float:
    """A seat's strength in a game of ``players``: the weighted sum of its features
    (computed sparsely)."""
    w_people, w_people_left, w_share, w_count = _weights(players)
    scaled = left / LEFT_SCALE
    share = scaled / drawn if drawn else 0.0
    people = 0
    total = 0.0
    for kind, n in kinds.items():
        people += _PEOPLE[kind] * n
        total += n * (w_share[kind] * share + w_count[kind])
    return total + people * (w_people + w_people_left * scaled)


def win_shares(result: GameResult, players: int) -> list[float]:
    """Each seat's share of a finished game's victory (a shared victory is split)."""
    share = 1.0 / len(result.winners)
    return [share if s in result.winners else 0.0 for s in range(players)]


def win_chances(game: Game) -> list[float]:
    """Each seat's chance to win a sampled game from here: the result once it is over, else
    the softmax of the seats' strengths."""
    result = game.result
    players = game.config.players
    if result is not None:
        return win_shares(result, players)
    owned, drawn, left = seat_cards(game)
    return softmax([strength(owned[s], drawn[s], left, players) for s in range(players)])


def softmax(values: Sequence[float]) -> list[float]:
    top = max(values)
    exps = [math.exp(v - top) for v in values]
    total = sum(exps)
    return [e / total for e in exps]
