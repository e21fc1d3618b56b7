"""The statistics of a balance study: estimates with 95% intervals, differences between arms
(independent or paired on the same deals), their p-values, and Holm's correction for a family
of comparisons made at once.

Large-sample (normal) intervals for means and differences; Wilson score intervals for win
rates (a shared victory among k players counts 1/k of a win).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from statistics import NormalDist

from scavengers.sim.report import Z_95, wilson_interval

ALPHA = 0.05
NAN = float("nan")


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean (or rate) of ``n`` observations and its 95% interval (NaN: too few to say)."""

    value: float
    low: float
    high: float
    n: int


@dataclass(frozen=True, slots=True)
class Comparison:
    """Arm B against arm A on one measure: ``difference`` = B - A with its 95% interval, the
    p-value of "no difference", and that p-value after Holm's correction for its family."""

    a: Estimate
    b: Estimate
    difference: float
    low: float
    high: float
    p: float
    p_holm: float = NAN

    @property
    def significant(self) -> bool:
        """Whether the difference holds at 5% after the correction for its family."""
        return self.p_holm < ALPHA


def mean(values: Sequence[float]) -> Estimate:
    """The mean with a normal 95% interval."""
    n = len(values)
    if n == 0:
        return Estimate(NAN, NAN, NAN, 0)
    centre = math.fsum(values) / n
    if n < 2:
        return Estimate(centre, NAN, NAN, n)
    half = Z_95 * _sd(values, centre) / math.sqrt(n)
    return Estimate(centre, centre - half, centre + half, n)


def rate(shares: Sequence[float], z: float = Z_95) -> Estimate:
    """A win rate with its Wilson interval (``z``: wider for a simultaneous interval)."""
    n = len(shares)
    if n == 0:
        return Estimate(NAN, NAN, NAN, 0)
    wins = math.fsum(shares)
    low, high = wilson_interval(wins, n, z)
    return Estimate(wins / n, low, high, n)


def simultaneous_z(comparisons: int) -> float:
    """The z of 95% intervals that hold all at once over ``comparisons`` (Bonferroni)."""
    return NormalDist().inv_cdf(1 - ALPHA / (2 * max(1, comparisons)))


def rate_against(shares: Sequence[float], expected: float) -> float:
    """The p-value of a win rate against ``expected`` (the even chance, 1/players)."""
    n = len(shares)
    if n == 0 or not 0 < expected < 1:
        return NAN
    z = (math.fsum(shares) / n - expected) / math.sqrt(expected * (1 - expected) / n)
    return two_sided(z)


def two_sided(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


Estimator = Callable[[Sequence[float]], Estimate]


def difference(a: Sequence[float], b: Sequence[float], estimate: Estimator = mean) -> Comparison:
    """B - A between two independent samples (Welch's standard error); each arm on its own
    as ``estimate`` has it (:func:`rate` for win shares)."""
    first, second = estimate(a), estimate(b)
    if first.n < 2 or second.n < 2:
        return Comparison(first, second, second.value - first.value, NAN, NAN, NAN)
    se = math.sqrt(_sd(a, _centre(a)) ** 2 / first.n + _sd(b, _centre(b)) ** 2 / second.n)
    return _compared(first, second, second.value - first.value, se)


def paired(a: Sequence[float], b: Sequence[float], estimate: Estimator = mean) -> Comparison:
    """B - A over pairs (the same deal played both ways): the mean of the differences; each
    arm on its own as ``estimate`` has it."""
    if len(a) != len(b):
        raise ValueError("paired samples must have the same length")
    first, second = estimate(a), estimate(b)
    gaps = [y - x for x, y in zip(a, b, strict=True)]
    if len(gaps) < 2:
        return Comparison(first, second, second.value - first.value, NAN, NAN, NAN)
    centre = math.fsum(gaps) / len(gaps)
    return _compared(first, second, centre, _sd(gaps, centre) / math.sqrt(len(gaps)))


def _compared(first: Estimate, second: Estimate, gap: float, se: float) -> Comparison:
    if se == 0:
        # Every pair alike: no evidence of a difference (or of none).
        return Comparison(first, second, gap, gap, gap, 1.0 if gap == 0 else 0.0)
    return Comparison(first, second, gap, gap - Z_95 * se, gap + Z_95 * se, two_sided(gap / se))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjustment: the family's chance of any false finding stays <= 5%.
    NaN (nothing measured) stays NaN and does not count in the family."""
    ranked = sorted((p, i) for i, p in enumerate(p_values) if not math.isnan(p))
    adjusted = [NAN] * len(p_values)
    running = 0.0
    for rank, (p, index) in enumerate(ranked):
        running = max(running, min(1.0, (len(ranked) - rank) * p))
        adjusted[index] = running
    return adjusted


def with_holm(comparisons: Sequence[Comparison]) -> list[Comparison]:
    """The comparisons of one family, each with its Holm-adjusted p-value."""
    adjusted = holm([c.p for c in comparisons])
    return [replace(c, p_holm=p) for c, p in zip(comparisons, adjusted, strict=True)]


def chi_square_even(wins: Sequence[float], games: int) -> float:
    """The p-value of "every turn position wins equally often" (Pearson's chi-square over
    the positions' wins in ``games`` games, players - 1 degrees of freedom)."""
    if games == 0 or len(wins) < 2:
        return NAN
    expected = games / len(wins)
    statistic = sum((w - expected) ** 2 / expected for w in wins)
    return chi_square_tail(statistic, len(wins) - 1)


def chi_square_tail(x: float, df: int) -> float:
    """P(X >= x) for a chi-square variable with ``df`` degrees of freedom (closed forms)."""
    half = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= half / k
            total += term
        return min(1.0, math.exp(-half) * total)
    total = math.erfc(math.sqrt(half))
    term = math.sqrt(half) / math.gamma(1.5)
    for k in range(1, (df + 1) // 2):
        total += math.exp(-half) * term
        term *= half / (k + 0.5)
    return min(1.0, total)


def _centre(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)


def _sd(values: Sequence[float], centre: float) -> float:
    return math.sqrt(math.fsum((v - centre) ** 2 for v in values) / (len(values) - 1))
