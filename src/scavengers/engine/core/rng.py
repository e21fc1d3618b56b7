"""The game's own random number generator.

A SplitMix64 stream whose whole state is one integer, so a clone copies it for free and a
saved game records it exactly. The engine never touches the global ``random`` module.
"""

from __future__ import annotations

import hashlib
import struct
from operator import itemgetter
from typing import TypeVar

_MASK = (1 << 64) - 1
_T = TypeVar("_T")


class Rng:
    """A seeded stream of 64-bit numbers with the two operations the rules need."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A stream for a game seed; nearby seeds give unrelated streams."""
        rng = cls(seed ^ 0x5CA7E4_6E25_A5C1)
        rng.next()
        return rng

    def next(self) -> int:
        """The next 64-bit number."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A number in ``range(bound)``."""
        return (self.next() * bound) >> 64

    def shuffle(self, items: list[_T]) -> None:
        """Shuffle ``items`` in place: each item gets a 32-bit key from SHAKE-128 seeded by the
        next number of the stream and the items are sorted by key (ties keep their order).
        Hashing, sorting and reordering all run in C, so a 40-card junkyard is not
        shuffled card by card in Python (issue 13)."""
        count = len(items)
        if count < 2:
            return
        seed = self.next().to_bytes(8, "little")
        keys = struct.unpack(f"<{count}I", hashlib.shake_128(seed).digest(4 * count))
        order = sorted(range(count), key=keys.__getitem__)
        items[:] = itemgetter(*order)(items)
