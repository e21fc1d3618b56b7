"""Sequential halving (Karnin, Koren & Somekh 2013) on paired samples: the root of the search
bot's paired search, and of the hints and the analysis after a game
(:mod:`scavengers.analysis`), which read its figures rather than only its choice.

Every action still in the running is played on the same samples as one reference action, so
that what the hidden cards do to both cancels out of their difference. The budget is split
evenly over ceil(log2 K) stages for K actions; after each stage the worse half (by the mean
difference from the reference) drops out.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from scavengers.engine import Action, Game

CONFIDENCE = 2.0
"""How many standard errors better than the reference another action must look to be called
better. With 1.0 the search bot left its policy for actions that only looked better by chance
(the best of several noisy means), and played no better than the heuristic bot."""


@dataclass(slots=True)
class Tally:
    """One action's paired differences from the reference: their sum, the sum of their
    squares, how many samples, and the last stage it was still in the running."""

    gain: float = 0.0
    squares: float = 0.0
    count: int = 0
    stage: int = 0

    @property
    def mean(self) -> float:
        """The mean difference from the reference (0 before any sample)."""
        return self.gain / self.count if self.count else 0.0

    def error(self) -> float:
        """The standard error of :attr:`mean` (infinite below two samples)."""
        n = self.count
        if n < 2:
            return math.inf
        spread = math.sqrt(max(self.squares / n - self.mean * self.mean, 0.0) * n / (n - 1))
        return spread / math.sqrt(n)


@dataclass(slots=True)
class Halving:
    """What one sequential halving found: the reference's summed reward over every sample,
    each other action's :class:`Tally`, the actions still in the running at the end (best
    first once a stage has ended), and the playouts spent."""

    reference: Action
    reference_total: float = 0.0
    samples: int = 0
    tallies: dict[Action, Tally] = field(default_factory=dict)
    alive: list[Action] = field(default_factory=list)
    playouts: int = 0
    stages: int = 1

    @property
    def reference_mean(self) -> float:
        """The reference's mean reward over the samples."""
        return self.reference_total / self.samples if self.samples else 0.0

    def clearly_better(self) -> Action | None:
        """The finalist with the best mean difference, if it beats the reference by a clear
        margin (:data:`CONFIDENCE` standard errors); else ``None``."""
        tested = [a for a in self.alive if self.tallies[a].count > 1]
        if not tested:
            return None
        best = max(tested, key=lambda a: self.tallies[a].mean)
        tally = self.tallies[best]
        return best if tally.mean > 0 and tally.mean > CONFIDENCE * tally.error() else None


def halving(
    options: Sequence[Action],
    reference: Action,
    draw: Callable[[], Game],
    play: Callable[[Game, Action], float],
    *,
    iterations: int | None,
    seconds: float | None,
    stopped: Callable[[], bool],
    progress: Callable[[int], None] | None = None,
) -> Halving:
    """Compare ``options`` with ``reference`` by sequential halving on paired samples.

    ``draw`` gives a fresh sample; ``play`` takes an action on a copy of a sample and returns
    the searching seat's reward. The budget is ``iterations`` playouts and/or ``seconds``;
    ``stopped`` ends it early (checked after every playout), ``progress`` hears the playouts
    spent after each sample."""
    started = time.perf_counter()
    cap = iterations
    sample = draw()
    first: Game | None = sample  # the first sample serves the first comparison too
    alive = [a for a in options if a != reference]
    found = Halving(reference, tallies={a: Tally() for a in alive})
    tallies = found.tallies
    stages = found.stages = max(1, math.ceil(math.log2(len(alive) + 1)))
    done = 0
    for stage in range(stages):
        left = stages - stage
        # This stage's share of what is left of the budget, in playouts or in seconds; at
        # least one whole sample while the budget lasts.
        allowance = None if cap is None else min(cap - done, max(len(alive) + 1, (cap - done) // left))
        now = time.perf_counter()
        until = None if seconds is None else now + (started + seconds - now) / left
        spent = 0
        out = False
        for action in alive:
            tallies[action].stage = stage
        while not out:
            if allowance is not None and spent >= allowance:
                break
            sample = first if first is not None else draw()
            first = None
            base = play(sample, reference)
            found.reference_total += base
            found.samples += 1
            spent += 1
            for action in alive:
                if (allowance is not None and spent >= allowance) or stopped():
                    out = True
                    break
                diff = play(sample, action) - base
                tally = tallies[action]
                tally.gain += diff
                tally.squares += diff * diff
                tally.count += 1
                spent += 1
            if progress is not None:
                progress(done + spent)
            out = out or stopped() or (until is not None and time.perf_counter() >= until)
        done += spent
        if stopped() or (cap is not None and done >= cap):
            break
        if seconds is not None and time.perf_counter() >= started + seconds:
            break
        if len(alive) > 1 and stage < stages - 1:
            alive.sort(key=lambda a: -tallies[a].mean)
            alive = alive[: (len(alive) + 1) // 2]
    found.alive = alive
    found.playouts = done
    return found
