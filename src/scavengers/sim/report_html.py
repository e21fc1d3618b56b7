"""A study's findings as one self-contained HTML page: tables, and charts drawn by matplotlib
embedded as PNG data, with no script and nothing fetched, so it opens offline and can be
mailed or published as it is. The page depends only on the findings: the same study gives
the same bytes."""

from __future__ import annotations

import base64
import html
import io
import math
from collections.abc import Sequence
from typing import Any

from scavengers.sim.findings import Findings
from scavengers.sim.report import game_name, wrapped
from scavengers.sim.tables import Chart, Column, Section, Table, plural

_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem;
       color: #1d1d1f; line-height: 1.45; }
h1 { font-size: 1.7rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
h3 { font-size: 1.05rem; margin-top: 1.5rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.88rem; }
th, td { padding: 0.25rem 0.6rem; border-bottom: 1px solid #e3e3e3; text-align: right; }
th { background: #f3f3f5; } td:first-child, th:first-child { text-align: left; }
tr.quiet td { color: #777; }
.question { font-style: italic; } .method { color: #333; }
.conclusion { background: #f5f8ff; border-left: 4px solid #4c78a8; padding: 0.4rem 0.8rem; }
img { max-width: 100%; }
code { background: #f3f3f5; padding: 0 0.2rem; }
"""


def render(findings: Findings, command: str, overview_png: bytes | None = None, overview_bars: str = "") -> str:
    """The whole page. ``command`` is the command line that reproduces the study;
    ``overview_png`` the reference game's win rates per bot and position, and
    ``overview_bars`` what its error bars are (:func:`scavengers.sim.report.intervals_drawn`)."""
    options = findings.options
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        "<title>Arctic Scavengers balance report</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<h1>Arctic Scavengers balance report</h1>",
        "<p>",
        f"The study's own game: {options.players} players, {_game_name(findings)}; bots: "
        f"{html.escape(', '.join(options.bots))}; seed {options.seed}; {plural(options.games, 'game')} per arm, "
        f"{plural(findings.games, 'game')} in all over {plural(len(findings.arms), 'arm')}.",
        "</p>",
        f"<p>Reproduce it with <code>{html.escape(command)}</code>: the same seed gives the same games and the "
        "same report, on any number of cores or a Ray cluster.</p>",
        "<p>Every interval is a 95% interval; every table gives its sample size. Where a section makes many "
        "comparisons at once, its p-values are corrected by Holm's method and the report says which differences "
        "are not significant. A difference that is not significant is not evidence of no difference: it may be "
        "too small to see with this many games.</p>",
        _contents(findings.sections),
    ]
    if overview_png is not None:
        parts += [
            "<h2>The study's own game</h2>",
            _image(overview_png, "Win rate per bot and by turn position in the study's own game"),
            f"<p>{plural(options.games, 'game')} of the study's own game. {html.escape(overview_bars)} The dashed "
            "line is an even chance.</p>",
        ]
    for section in findings.sections:
        parts.append(_section(section))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _game_name(findings: Findings) -> str:
    options = findings.options
    return f"{game_name(options.modules, options.variants)}, {options.rules} rules"


def _contents(sections: Sequence[Section]) -> str:
    items = "".join(
        f'<li><a href="#{s.key}">{html.escape(s.title)}</a>: {html.escape(s.question)}</li>' for s in sections
    )
    return f"<ul>{items}</ul>"


def _section(section: Section) -> str:
    parts = [
        f'<h2 id="{section.key}">{html.escape(section.title)}</h2>',
        f'<p class="question">{html.escape(section.question)}</p>',
        "<h3>Method</h3>",
        *(f'<p class="method">{html.escape(paragraph)}</p>' for paragraph in section.method),
        "<h3>Findings</h3>",
        *(f'<p class="conclusion">{html.escape(sentence)}</p>' for sentence in section.conclusions),
    ]
    for chart in section.charts:
        parts.append(_image(draw(chart), chart.title))
    parts += [_table(table) for table in section.tables]
    return "\n".join(parts)


def _table(table: Table) -> str:
    head = "".join(f"<th>{html.escape(c.name)}</th>" for c in table.columns)
    quiet_column = next((i for i, c in enumerate(table.columns) if c.form == "yes"), None)
    rows = []
    for row in table.rows:
        quiet = quiet_column is not None and row[quiet_column] is not None and row[quiet_column] is not True
        cells = "".join(
            f"<td>{html.escape(cell(value, column))}</td>" for value, column in zip(row, table.columns, strict=True)
        )
        rows.append(f'<tr class="quiet">{cells}</tr>' if quiet else f"<tr>{cells}</tr>")
    return f"<h3>{html.escape(table.title)}</h3><table><tr>{head}</tr>{''.join(rows)}</table>"


def cell(value: Any, column: Column) -> str:
    """One table cell as text."""
    form = column.form
    if value is None:
        return ""
    if isinstance(value, str):  # words instead of a figure: "not played"
        return value
    if form == "any_ci":
        form, value = value[0] + "_ci", value[1]
    if form.endswith("_ci"):
        centre, low, high = value
        base = form[:-3]
        if math.isnan(low):
            return _number(centre, base)
        return f"{_number(centre, base)} ({_number(low, base)} to {_number(high, base)})"
    if form == "pct_range":
        low, high = value
        return f"{_number(low, 'pct')} to {_number(high, 'pct')}"
    if form == "yes":
        return "yes" if value else "no"
    return _number(value, form) if isinstance(value, int | float) else str(value)


def _number(value: float, form: str) -> str:
    if isinstance(value, float) and math.isnan(value):
        return "n/a"
    if isinstance(value, float):
        # A figure that rounds to zero reads 0, never "-0.0" (+ 0.0 turns -0.0 into 0.0).
        digits = {"pct": 3, "points": 3, "num2": 2, "num": 1}.get(form)
        value = value if digits is None else round(value, digits) + 0.0
    if form == "pct":
        return f"{value:.1%}"
    if form == "points":
        return f"{value * 100:+.1f} pts"
    if form == "p":
        return "< 0.001" if value < 0.001 else f"{value:.3f}"
    if form == "int":
        return str(int(value))
    if form == "num2":
        return f"{value:.2f}"
    if form == "num":
        return f"{value:.1f}"
    return str(value)


def draw(chart: Chart) -> bytes:
    """A chart as PNG: each estimate a point with its 95% interval (and the simultaneous one,
    thinner, where given), one row per label, and the reference line."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    count = len(chart.labels)
    # Constrained layout, the title wrapped and the legend below the axes: inside them it
    # covered the estimates, and a long title ran off both edges.
    figure, axes = plt.subplots(figsize=(8, 2.0 + 0.38 * count), layout="constrained")
    rows = list(range(count))[::-1]
    values = list(chart.values)
    finite = [not math.isnan(low) for low in chart.lows]
    if chart.wide_lows:
        axes.hlines(rows, chart.wide_lows, chart.wide_highs, color="#9ecae9", linewidth=1.5, label="simultaneous")
    axes.hlines(
        [r for r, ok in zip(rows, finite, strict=True) if ok],
        [lo for lo, ok in zip(chart.lows, finite, strict=True) if ok],
        [hi for hi, ok in zip(chart.highs, finite, strict=True) if ok],
        color="#4c78a8",
        linewidth=4,
        label="95% interval",
    )
    axes.plot(values, rows, "o", color="#1f3b63")
    axes.axvline(chart.reference, color="#e45756", linestyle="--", linewidth=1, label=chart.reference_label)
    axes.set_yticks(rows, list(chart.labels))
    axes.set_xlabel(chart.axis)
    if chart.percent:
        # A rate, or a difference of rates, lies within -100% to +100%: so does the axis.
        low, high = axes.get_xlim()
        axes.set_xlim(max(low, -1.05), min(high, 1.05))
        axes.xaxis.set_major_formatter(
            matplotlib.ticker.FuncFormatter(lambda x, _: f"{x * 100:+.0f} pts" if round(x * 100) else "0 pts")
            if chart.points
            else matplotlib.ticker.PercentFormatter(1.0, decimals=0)
        )
    axes.set_title(wrapped(chart.title, 80), fontsize="medium")
    figure.legend(loc="outside lower center", ncols=3, fontsize="small", frameon=False)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    plt.close(figure)
    return buffer.getvalue()


def _image(png: bytes, title: str) -> str:
    data = base64.b64encode(png).decode("ascii")
    return f'<p><img alt="{html.escape(title)}" src="data:image/png;base64,{data}"></p>'
