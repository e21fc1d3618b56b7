"""The win chance over a game, as a PNG: one point per reviewed decision (after it), the
chance the best action found offered (before it), the marked decisions in red, and the even
share of a win for reference."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from scavengers.analysis.review import Review
from scavengers.text import round_mark

PLOT_FORMATS = (".png", ".svg", ".pdf")
"""What a plot can be written as, by its file's extension; the first when none is given."""


def plot_file(path: Path) -> Path:
    """The file a plot asked for as ``path`` is written to: ``path`` itself, or with ``.png``
    added when it names no format. ``ValueError`` in words for a folder or another format,
    so that a long analysis does not fail only at its end."""
    if path.is_dir():
        raise ValueError(f"is a folder: give a file name, e.g. {path / ('chance' + PLOT_FORMATS[0])}")
    if not path.suffix:
        path = path.with_name(path.name + PLOT_FORMATS[0])
        if path.is_dir():
            raise ValueError(f"{path} is a folder: give another file name")
    elif path.suffix.lower() not in PLOT_FORMATS:
        formats = ", ".join(PLOT_FORMATS[:-1]) + f" or {PLOT_FORMATS[-1]}"
        raise ValueError(f"a plot is written as {formats}: give a file name that ends so, not {path.suffix}")
    return path


def write_plot(review: Review, path: Path, title: str = "") -> None:
    """Plot ``review``'s win chance decision by decision into the file at ``path`` (a PNG, or
    SVG or PDF by its extension: see :func:`plot_file`); the x axis is the round, each round's
    decisions spread across it. Raises ``OSError`` when the file cannot be written."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    decisions = review.decisions
    xs = _positions([d.round for d in decisions])
    figure, axes = plt.subplots(figsize=(10, 4))
    axes.plot(xs, [d.before for d in decisions], color="#9ecae9", linewidth=1, label="with the best action found")
    axes.plot(xs, [d.after for d in decisions], color="#4c78a8", marker=".", label="with the action taken")
    marked = [(x, d) for x, d in zip(xs, decisions, strict=True) if d.marked]
    if marked:
        axes.scatter([x for x, _ in marked], [d.after for _, d in marked], color="#e45756", zorder=3, label="marked")
        for x, d in marked:
            mark = round_mark(d.round, review.players)  # T3 in the solo game, which counts turns
            axes.annotate(mark, (x, d.after), textcoords="offset points", xytext=(0, 6), fontsize=7)
    if review.players > 1:
        even = 1 / review.players
        axes.axhline(even, color="#999999", linestyle="--", linewidth=1, label=f"even share ({even:.0%})")
    rounds = sorted({d.round for d in decisions})
    if len(rounds) <= 30:  # a tick under every round that had a decision
        axes.set_xticks(rounds, [str(r) for r in rounds])
    else:
        axes.xaxis.set_major_locator(matplotlib.ticker.MaxNLocator(integer=True))
    each = "turn" if review.players == 1 else "round"  # the solo game counts turns
    axes.set_xlabel(f"{each} (one point per decision, a {each}'s decisions spread across its width)")
    axes.set_ylim(0, 1)
    axes.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0, decimals=0))  # as the text: in %
    axes.set_ylabel(figure_name(review))
    axes.set_title(title or f"Seat {review.seat}: {figure_name(review)} over the game")
    axes.legend(loc="best", fontsize="small")
    figure.tight_layout()
    try:
        figure.savefig(path, dpi=120)
    finally:
        plt.close(figure)


def figure_name(review: Review) -> str:
    """What the plotted figure is: a win chance, or in the solo game (no rival) a rating against
    par."""
    return "rating against par" if review.players == 1 else "estimated win chance"


def _positions(rounds: Sequence[int]) -> list[float]:
    """Where each decision goes on the x axis, in rounds: the ``k`` decisions of round ``r``
    spread evenly over ``r - 0.5`` to ``r + 0.5``, so that each round's points sit above its
    own tick however few decisions the rounds around it had."""
    per_round = Counter(rounds)
    seen: Counter[int] = Counter()
    found = []
    for r in rounds:
        found.append(r - 0.5 + (seen[r] + 0.5) / per_round[r])
        seen[r] += 1
    return found
