"""The parts of a study's findings: sections of tables and charts, and the helpers that
fill them (an estimate as a cell, a family of comparisons as sentences saying which are
significant and which are not)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scavengers.cards import CATALOGUE
from scavengers.sim.experiments import TrialRecord
from scavengers.sim.inference import MIN_GAMES, Comparison, Estimate


@dataclass(frozen=True, slots=True)
class Column:
    """A table column and how its cells read: ``text``, ``int``, ``num`` (one decimal),
    ``pct``, ``points`` (a difference of rates, in percentage points), ``p`` (a p-value),
    ``yes`` (true/false), and ``*_ci`` for an (estimate, low, high) cell."""

    name: str
    form: str


@dataclass(frozen=True, slots=True)
class Table:
    title: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True, slots=True)
class Chart:
    """Estimates with their 95% intervals (and, where given, the wider simultaneous ones)
    against a reference line: the even chance, or no difference."""

    title: str
    axis: str
    labels: tuple[str, ...]
    values: tuple[float, ...]
    lows: tuple[float, ...]
    highs: tuple[float, ...]
    reference: float
    reference_label: str
    percent: bool = True
    wide_lows: tuple[float, ...] = ()
    wide_highs: tuple[float, ...] = ()
    points: bool = False
    """A difference of rates: its axis reads in percentage points (``+10 pts``), as the
    tables do, not in % (a rate)."""


@dataclass(frozen=True, slots=True)
class Section:
    key: str
    title: str
    question: str
    method: tuple[str, ...]
    tables: tuple[Table, ...]
    charts: tuple[Chart, ...]
    conclusions: tuple[str, ...]


ByArm = dict[str, list[TrialRecord]]


def name(kind: str) -> str:
    """A card kind's printed name."""
    card = CATALOGUE.get(kind)
    return card.name if card is not None else kind


def ci(estimate: Estimate) -> tuple[float, float, float]:
    return estimate.value, estimate.low, estimate.high


def count_ci(estimate: Estimate) -> tuple[float, float, float]:
    """A mean count with its interval cut at 0: a count is never negative, though the normal
    interval of a rare one reaches below it."""
    return _clipped(estimate, 0.0, math.inf)


def place_ci(estimate: Estimate, players: int) -> tuple[float, float, float]:
    """A mean place with its interval cut to the places there are, 1 to ``players``: the
    normal interval of a few games reaches beyond them (1.5 from 0.5 to 2.5 with 2 players)."""
    return _clipped(estimate, 1.0, float(players))


def _clipped(estimate: Estimate, lowest: float, highest: float) -> tuple[float, float, float]:
    if math.isnan(estimate.low):
        return ci(estimate)
    return estimate.value, max(lowest, estimate.low), min(highest, estimate.high)


def diff(comparison: Comparison) -> tuple[float, float, float]:
    return comparison.difference, comparison.low, comparison.high


def plural(number: int, word: str) -> str:
    """``1 game``, ``2 games``."""
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


TOO_FEW = "too few games"
"""The cell of a test not made: fewer than :data:`MIN_GAMES` games in an arm."""


def too_few(labels: Sequence[str], between: str = ", ") -> str:
    """The sentence for the comparisons not tested (``between``: what separates the labels)."""
    return f"Too few games to tell (fewer than {MIN_GAMES} in an arm, so no test was made): {between.join(labels)}."


SAME = "the same in every game"
"""The cell of a measure that never varied in either arm: nothing to test."""


def significance(comparison: Comparison) -> bool | str:
    """The cell saying whether a comparison is significant, or why it was not tested."""
    if comparison.constant:
        return SAME
    return comparison.significant if comparison.tested else TOO_FEW


def measured_columns(without: str, with_: str) -> tuple[Column, ...]:
    """The columns of two arms compared on a measure: each arm, B minus A, and the tests."""
    return (
        Column(f"{without} (95% interval)", "any_ci"),
        Column(f"{with_} (95% interval)", "any_ci"),
        Column(f"{with_} minus {without} (95% interval)", "any_ci"),
        Column("p", "p"),
        Column("p (Holm)", "p"),
        Column("significant", "yes"),
    )


def verdicts(
    labels: Sequence[str], comparisons: Sequence[Comparison], what: str, forms: Sequence[str] | None = None
) -> list[str]:
    """Sentences naming what is significant after Holm's correction and what is not; a
    difference of rates (form ``pct``, the default) reads in percentage points."""
    forms = forms or ["pct"] * len(labels)
    shown = [
        # docs/reports.md "Units": a difference of win rates reads "+10.0 pts" in every sentence, as in the tables.
        f"{label} ({c.difference * 100:+.1f} pts)" if form == "pct" else f"{label} ({c.difference:+.2f})"
        for label, c, form in zip(labels, comparisons, forms, strict=True)
        if c.significant
    ]
    quiet = [label for label, c in zip(labels, comparisons, strict=True) if c.tested and not c.significant]
    untested = [label for label, c in zip(labels, comparisons, strict=True) if not c.tested and not c.constant]
    same = [
        f"{label} ({_figure(c.a.value, form)})"
        if c.difference == 0
        else f"{label} ({_figure(c.a.value, form)} against {_figure(c.b.value, form)})"
        for label, c, form in zip(labels, comparisons, forms, strict=True)
        if c.constant
    ]
    sentences = []
    if shown:
        sentences.append(f"Significant at 5% after Holm's correction ({what}): {', '.join(shown)}.")
    if quiet:
        sentences.append(
            f"Not significant after the correction ({what}; these differences may be noise at this "
            f"sample size): {', '.join(quiet)}."
        )
    if untested:
        sentences.append(too_few(untested))
    if same:
        sentences.append(
            "The same in every game of each arm, so there was nothing to test (and no place in Holm's "
            f"correction): {', '.join(same)}."
        )
    return sentences


def _figure(value: float, form: str) -> str:
    return f"{value:.1%}" if form == "pct" else f"{value:.1f}"


DIFF_COLUMNS = (
    Column("difference (95% interval)", "points_ci"),
    Column("p", "p"),
    Column("p (Holm)", "p"),
    Column("significant", "yes"),
)


def diff_cells(comparison: Comparison) -> tuple[Any, ...]:
    return diff(comparison), comparison.p, comparison.p_holm, significance(comparison)
