"""The statistics of a balance study: estimates with 95% intervals, differences between arms
(independent or paired on the same deals), their p-values, and Holm's correction for a family
of comparisons made at once.

Student's t intervals for means and differences (n - 1 degrees of freedom for a mean or a
paired difference, Welch's for two independent samples), cut to what is possible; Wilson score
intervals for win rates (a shared victory among k players counts 1/k of a win). Below
:data:`MIN_GAMES` games in an arm nothing is tested: a handful of games that happen to agree
would otherwise look certain. From :data:`MIN_GAMES` on, samples that all agree are no reason
for certainty either: a measure the same in every game of both arms is not tested at all
(:attr:`Comparison.constant`), and pairs that all differ alike get the exact sign test with an
interval from the share of pairs that could have differed otherwise (:func:`paired`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from statistics import NormalDist

ALPHA = 0.05

Z_95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (shared wins count as fractions); a
    larger ``z`` gives a wider interval (simultaneous intervals for several at once)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    # At p = 0 or 1 the bound is exactly 0 or 1, which rounding would leave a hair away.
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


NAN = float("nan")
MIN_GAMES = 10
"""The fewest games per arm (or pairs) for a test: with fewer, a p-value is not computed and
the report says "too few games to tell"."""


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
    constant: bool = False
    """The measure was the same in every game of each arm (rounds per game, when every game
    lasts 16): nothing to test, so no p-value, and no place in Holm's family."""

    @property
    def significant(self) -> bool:
        """Whether the difference holds at 5% after the correction for its family."""
        return self.p_holm < ALPHA

    @property
    def tested(self) -> bool:
        """Whether it was tested: games enough (:data:`MIN_GAMES` in each arm), and a measure
        that varies."""
        return not math.isnan(self.p)


def mean(values: Sequence[float]) -> Estimate:
    """The mean with a Student's t 95% interval (n - 1 degrees of freedom); none (NaN) from
    one game, or from fewer than :data:`MIN_GAMES` that all agree."""
    n = len(values)
    if n == 0:
        return Estimate(NAN, NAN, NAN, 0)
    centre = math.fsum(values) / n
    spread = _sd(values, centre) if n > 1 else 0.0
    if n < 2 or (spread == 0 and n < MIN_GAMES):
        # A few games that agree say nothing of the spread: no interval rather than a point.
        return Estimate(centre, NAN, NAN, n)
    half = t_95(n - 1) * spread / math.sqrt(n)
    return Estimate(centre, centre - half, centre + half, n)


def count(values: Sequence[float]) -> Estimate:
    """The mean of counts (never negative) with its interval cut at 0."""
    found = mean(values)
    if math.isnan(found.low):
        return found
    return replace(found, low=max(0.0, found.low))


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
    if n < MIN_GAMES or not 0 < expected < 1:
        return NAN
    z = (math.fsum(shares) / n - expected) / math.sqrt(expected * (1 - expected) / n)
    return two_sided(z)


def two_sided(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def t_two_sided(t: float, df: float) -> float:
    """The two-sided p-value of a Student's t statistic with ``df`` degrees of freedom."""
    return _incomplete_beta(df / (df + t * t), df / 2, 0.5)


@lru_cache(maxsize=256)
def t_95(df: float) -> float:
    """The t of a two-sided 95% interval with ``df`` degrees of freedom (12.71 for 1, 2.26
    for 9, 1.98 for 100; the normal 1.96 as ``df`` grows)."""
    low, high = 0.0, 1000.0
    for _ in range(100):  # bisection: the p-value falls as t grows
        middle = (low + high) / 2
        if t_two_sided(middle, df) > ALPHA:
            low = middle
        else:
            high = middle
    return (low + high) / 2


Estimator = Callable[[Sequence[float]], Estimate]


def difference(a: Sequence[float], b: Sequence[float], estimate: Estimator = mean) -> Comparison:
    """B - A between two independent samples (Welch's t); each arm on its own as ``estimate``
    has it (:func:`rate` for win shares, whose difference is cut to -1 to +1). Untested
    (p NaN) below :data:`MIN_GAMES` games in either arm."""
    first, second = estimate(a), estimate(b)
    if first.n < 2 or second.n < 2:
        return Comparison(first, second, second.value - first.value, NAN, NAN, NAN)
    if min(first.n, second.n) >= MIN_GAMES and len(set(a)) == len(set(b)) == 1:
        # The same in every game of each arm: nothing varies, so there is nothing to test.
        return Comparison(first, second, second.value - first.value, NAN, NAN, NAN, constant=True)
    share_a, share_b = _sd(a, _centre(a)) ** 2 / first.n, _sd(b, _centre(b)) ** 2 / second.n
    se = math.sqrt(share_a + share_b)
    # Welch-Satterthwaite degrees of freedom (one arm without spread: the other's n - 1).
    df = (share_a + share_b) ** 2 / (share_a**2 / (first.n - 1) + share_b**2 / (second.n - 1)) if se else 1.0
    tested = min(first.n, second.n) >= MIN_GAMES
    return _compared(first, second, second.value - first.value, se, df=df, tested=tested, span=_span(estimate))


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
    se = _sd(gaps, centre) / math.sqrt(len(gaps))
    tested = len(gaps) >= MIN_GAMES
    if se == 0 and tested:
        return _alike(first, second, gaps[0], len(gaps), _span(estimate))
    return _compared(first, second, centre, se, df=len(gaps) - 1, tested=tested, span=_span(estimate))


def _alike(first: Estimate, second: Estimate, gap: float, pairs: int, span: tuple[float, float]) -> Comparison:
    """``pairs`` pairs that all differ by ``gap``: Student's t would give a zero-width interval
    and a p-value of 0 or 1, as if the next pair could not differ otherwise. Instead: the
    exact sign test (no pair differs: p = 1; every pair by the same ``gap``: p = 2 / 2^pairs),
    and an interval that lets the share of pairs that differ otherwise be as large as the
    Wilson bound from none of ``pairs`` (such a pair moves the mean at most to the end of
    ``span``); no interval where ``span`` has no end."""
    p = 1.0 if gap == 0 else min(1.0, 2.0 * 0.5**pairs)
    if math.isinf(span[0]) or math.isinf(span[1]):
        return Comparison(first, second, gap, NAN, NAN, p)
    other = wilson_interval(0, pairs)[1]  # the most pairs that could differ otherwise
    return Comparison(first, second, gap, gap - other * (gap - span[0]), gap + other * (span[1] - gap), p)


def _span(estimate: Estimator) -> tuple[float, float]:
    """The differences there can be between two arms: -1 to +1 for win shares."""
    return (-1.0, 1.0) if estimate is rate else (-math.inf, math.inf)


def _compared(
    first: Estimate, second: Estimate, gap: float, se: float, *, df: float, tested: bool, span: tuple[float, float]
) -> Comparison:
    if se == 0:
        # No spread to test with (a few games that agree, or pairs all alike: see _alike).
        return Comparison(first, second, gap, NAN, NAN, NAN)
    half = t_95(df) * se
    low, high = max(span[0], gap - half), min(span[1], gap + half)
    return Comparison(first, second, gap, low, high, t_two_sided(gap / se, df) if tested else NAN)


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
    if games < MIN_GAMES or len(wins) < 2:
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


def _incomplete_beta(x: float, a: float, b: float) -> float:
    """The regularised incomplete beta function I_x(a, b), by its continued fraction
    (modified Lentz), on the side of ``x`` where it converges fast."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    if x > (a + 1) / (a + b + 2):
        return 1.0 - _incomplete_beta(1.0 - x, b, a)
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    total = d
    for m in range(1, 300):
        for numerator in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            total *= c * d
        if abs(c * d - 1.0) < 1e-15:
            break
    return front * total / a
