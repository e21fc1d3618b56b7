"""Helpers for the learned bot's tests (``tests/``) and its trainer's (``tests_train/``)."""

from __future__ import annotations

import numpy as np

from scavengers.rl.games import Samples
from scavengers.rl.observation import SIZE
from scavengers.rl.words import WORDS


def tiny_samples(rng: np.random.Generator, rows: int) -> Samples:
    """``rows`` random sparse samples: a few small counts, a mask allowing a fifth of the words, an
    allowed word each."""
    dense = (rng.random((rows, SIZE)) < 0.03) * rng.integers(1, 4, (rows, SIZE))
    positions = [np.flatnonzero(row) for row in dense]
    masks = rng.random((rows, len(WORDS))) < 0.2
    words = np.array([rng.choice(np.flatnonzero(m)) for m in masks], np.int16)
    return Samples(
        positions=np.concatenate(positions).astype(np.int16),
        values=np.concatenate([row[p] for row, p in zip(dense, positions, strict=True)]).astype(np.float32),
        starts=np.concatenate(([0], np.cumsum([len(p) for p in positions]))).astype(np.int64),
        masks=masks,
        words=words,
        log_probabilities=np.zeros(rows, np.float32),
        returns=rng.random(rows).astype(np.float32),
    )
