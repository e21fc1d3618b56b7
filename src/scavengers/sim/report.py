"""What a series of games says: win rates with confidence intervals, tribe sizes, game
length and the first player's advantage; as a table, JSON, CSV and a plot."""

from __future__ import annotations

import csv
import math
import textwrap
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from scavengers.engine.core.config import GameConfig
from scavengers.sim.inference import Z_95, mean, wilson_interval
from scavengers.sim.tables import plural
from scavengers.sim.tournament import GameRecord
from scavengers.text import game_name, modules_name, solo_difficulty, variants_name

__all__ = [
    "Z_95",
    "BotLine",
    "SeatLine",
    "Setup",
    "SoloSummary",
    "Summary",
    "game_name",
    "intervals_drawn",
    "modules_name",
    "summarise",
    "summarise_solo",
    "variants_name",
    "wilson_interval",
    "write_csv",
    "write_plot",
    "write_solo_csv",
    "write_solo_plot",
]


@dataclass(frozen=True, slots=True)
class Setup:
    """What a series was asked for, beside its figures: the series seed, the bots seat by seat
    (before the rotation), the modules, variants and rules of its games; enough to tell two
    runs apart and to play one again."""

    seed: int
    lineup: tuple[str, ...]
    modules: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    rules: str = "2015"
    solo_added: tuple[str, ...] = ()
    """A harder solo game's added mercenaries [003:353]; in JSON only where there are some."""
    solo_families_removed: int = 0
    """A harder solo game's tribal families taken out; in JSON only where some are."""

    @classmethod
    def of(cls, config: GameConfig, seed: int, lineup: Sequence[str]) -> Setup:
        """The setup of a series of ``config``'s games (its own seed aside) from ``seed``."""
        return cls(
            seed,
            tuple(lineup),
            tuple(sorted(str(m) for m in config.modules)),
            tuple(sorted(str(v) for v in config.variants)),
            str(config.rules),
            config.solo_added,
            config.solo_families_removed,
        )

    def describe(self) -> str:
        """The setup in a line: ``heuristic, random, random; HQ 1-3, Recon 2; 2015 rules; seed 1``
        (a harder solo game's opponents after the rules)."""
        parts = [", ".join(self.lineup), modules_name(self.modules) or "base game"]
        if self.variants:
            parts.append(variants_name(self.variants))
        parts.append(f"{self.rules} rules")
        parts += self._harder()
        parts.append(f"seed {self.seed}")
        return "; ".join(parts)

    def game(self) -> str:
        """The game of the series without its bots and seed: ``HQ 1-3, Recon 2; 2015 rules``."""
        return "; ".join([game_name(self.modules, self.variants), f"{self.rules} rules", *self._harder()])

    def _harder(self) -> list[str]:
        """A harder solo game's opponents in words [003:353] (``opponents harder: 2x Brawler
        added``), or nothing."""
        if not (self.solo_added or self.solo_families_removed):
            return []
        return [f"opponents {solo_difficulty(self.solo_added, self.solo_families_removed)}"]


WILSON = "wilson"
"""A bot's interval where it holds one seat a game: each game one Bernoulli trial."""
T_OVER_GAMES = "t over games"
"""A bot's interval where it holds several seats in a game: its seats in one game are not
independent trials (holding every seat, it wins exactly 1/players of each game), so each game
gives one share (its seats' wins over its seats) and the interval is Student's t over games."""
WILSON_OVER_GAMES = "wilson over games"
"""A bot's interval where it holds several seats in a game and every game gave it the same
share (two heuristic bots of four that always win): Student's t would have zero width, as if
the next game could not go otherwise, so each game's share counts as one trial of a Wilson
interval instead."""


@dataclass(frozen=True, slots=True)
class BotLine:
    """One bot's figures over every seat it played. A shared victory among k players
    counts 1/k of a win to each. ``interval`` says how ``ci_low``-``ci_high`` was found
    (:data:`WILSON`, :data:`T_OVER_GAMES` or :data:`WILSON_OVER_GAMES`); NaN (``null`` in
    JSON): too few games."""

    bot: str
    seats_played: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_people: float
    interval: str = WILSON


@dataclass(frozen=True, slots=True)
class SeatLine:
    """Win rate by position in the first round's turn order (0: the first initiator)."""

    position: int
    win_rate: float
    ci_low: float
    ci_high: float


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures of a series."""

    games: int
    players: int
    bots: list[BotLine]
    seats: list[SeatLine]
    mean_rounds: float
    mean_decisions: float
    setup: Setup | None = None

    def to_dict(self) -> dict[str, Any]:
        return _with_setup(asdict(self))


def _with_setup(data: dict[str, Any]) -> dict[str, Any]:
    """A summary as JSON: the setup's fields beside the figures, after the size of the series;
    an interval too few games give (NaN) is ``null``."""
    setup = data.pop("setup") or {}
    # A harder solo game's alone, and then both of them, as docs/reports.md lists them (a series
    # with added mercenaries and no family taken out still says "solo_families_removed": 0).
    if not (setup.get("solo_added") or setup.get("solo_families_removed")):
        setup.pop("solo_added", None)
        setup.pop("solo_families_removed", None)
    front = {key: data.pop(key) for key in ("games", "players", "bot") if key in data}
    plain: dict[str, Any] = _no_nan(
        {**front, **{k: list(v) if isinstance(v, tuple) else v for k, v in setup.items()}, **data}
    )
    return plain


def _no_nan(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _no_nan(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_no_nan(v) for v in value]
    return value


def _share(record: GameRecord, seat: int) -> float:
    return 1.0 / len(record.winners) if seat in record.winners else 0.0


def summarise(records: Sequence[GameRecord], setup: Setup | None = None) -> Summary:
    """Figures of a series of games with the same number of players (and the ``setup`` they
    were played with, where known)."""
    if not records:
        raise ValueError("no games to summarise")
    players = len(records[0].bots)
    names = sorted({name for r in records for name in r.bots})
    bots = []
    for name in names:
        seats = [(r, s) for r in records for s, bot in enumerate(r.bots) if bot == name]
        wins = sum(_share(r, s) for r, s in seats)
        per_game = [[_share(r, s) for s, bot in enumerate(r.bots) if bot == name] for r in records]
        per_game = [shares for shares in per_game if shares]
        if len(per_game) == len(seats):  # one seat a game: each game one trial
            rate, interval = wins / len(seats), WILSON
            low, high = wilson_interval(wins, len(seats))
        else:  # several seats in a game: the games are the independent units
            shares = [sum(s) / len(s) for s in per_game]
            rate, interval = math.fsum(shares) / len(shares), T_OVER_GAMES
            low, high = mean_interval(shares, ceiling=1.0)
            every_seat = all(len(s) == players for s in per_game)  # 1/players of every game, by construction
            if low == high and not every_seat:
                low, high = wilson_interval(math.fsum(shares), len(shares))
                interval = WILSON_OVER_GAMES
        bots.append(
            BotLine(
                bot=name,
                seats_played=len(seats),
                wins=wins,
                win_rate=rate,
                ci_low=low,
                ci_high=high,
                mean_people=sum(r.people[s] for r, s in seats) / len(seats),
                interval=interval,
            )
        )
    positions = []
    for position in range(players):
        wins = sum(_share(r, (r.first_initiator + position) % players) for r in records)
        low, high = wilson_interval(wins, len(records))
        positions.append(SeatLine(position, wins / len(records), low, high))
    # Ranked, as docs/reports.md says of a tournament: the highest win rate first (ties by name).
    bots.sort(key=lambda line: (-line.win_rate, line.bot))
    return Summary(
        games=len(records),
        players=players,
        bots=bots,
        seats=positions,
        mean_rounds=sum(r.rounds for r in records) / len(records),
        mean_decisions=sum(r.decisions for r in records) / len(records),
        setup=setup,
    )


def mean_interval(values: Sequence[float], floor: float = 0.0, ceiling: float = math.inf) -> tuple[float, float]:
    """The Student's t 95% interval of the mean of ``values`` (n - 1 degrees of freedom), cut
    to ``floor``-``ceiling``; of zero width when every value is the same (the mean is then
    known exactly); NaN from fewer than two values, which say nothing of the spread."""
    if len(values) < 2:
        return math.nan, math.nan
    estimate = mean(values)  # the reports' own t interval
    if math.isnan(estimate.low):  # a few values that all agree: here the mean is exact
        return max(floor, estimate.value), min(ceiling, estimate.value)
    return max(floor, estimate.low), min(ceiling, estimate.high)


def write_csv(records: Sequence[GameRecord], path: Path) -> None:
    """One row per game and seat."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["game", "seed", "seat", "position", "bot", "won", "people", "contested", "cards", "rounds"])
        for r in records:
            players = len(r.bots)
            for seat, bot in enumerate(r.bots):
                writer.writerow(
                    [
                        r.index,
                        r.seed,
                        seat,
                        (seat - r.first_initiator) % players,
                        bot,
                        f"{_share(r, seat):.12g}",  # a 1/3 share: the games' wins add up to 1
                        r.people[seat],
                        r.contested[seat],
                        r.cards[seat],
                        r.rounds,
                    ]
                )


def _bars(axes: Any, labels: list[str], lines: Sequence[BotLine | SeatLine], even: float) -> Any:
    """Win-rate bars with their intervals and the even-chances line (returned, for the
    figure's legend)."""
    import matplotlib.ticker

    rates = [line.win_rate for line in lines]
    # No interval (NaN: a bot with several seats in a single game): no error bar.
    below = [0.0 if math.isnan(line.ci_low) else max(0.0, line.win_rate - line.ci_low) for line in lines]
    above = [0.0 if math.isnan(line.ci_high) else max(0.0, line.ci_high - line.win_rate) for line in lines]
    axes.bar(labels, rates, yerr=[below, above], capsize=4, color="#4c78a8")
    line = axes.axhline(even, color="#e45756", linestyle="--", linewidth=1, label=f"even chances ({even:.0%})")
    axes.set_ylim(0, 1)
    axes.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0, decimals=0))  # as the tables: in %
    axes.set_ylabel("win rate (bars: 95% intervals)")
    return line


def wrapped(text: str, width: int = 90) -> str:
    """A plot's title cut into lines of at most ``width`` characters, so that none is cut
    off at the figure's edges; never between "seed" and its number."""
    return textwrap.fill(text.replace("seed ", "seed\u00a0"), width, break_on_hyphens=False)


def write_plot(summary: Summary, path: Path) -> None:
    """Bar charts of win rates per bot and per turn position, with 95% intervals and the
    even-chances line; the bots' names slanted so that long ones do not run together, the
    setup in a wrapped title and the legend below the charts, clear of the bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (by_bot, by_seat) = plt.subplots(
        1, 2, figsize=(10, 4.8), gridspec_kw={"width_ratios": [3, 2]}, layout="constrained"
    )
    even = 1 / summary.players
    line = _bars(by_bot, [b.bot for b in summary.bots], summary.bots, even)
    _bars(by_seat, [str(s.position) for s in summary.seats], summary.seats, even)
    by_bot.tick_params(axis="x", labelrotation=25)
    for label in by_bot.get_xticklabels():
        label.set_horizontalalignment("right")
    by_bot.set_title("Win rate per bot", fontsize="medium")
    by_bot.set_xlabel("bot (highest win rate first)")
    by_seat.set_title("Win rate by turn position in round 1", fontsize="medium")
    by_seat.set_xlabel("turn position (0: the first initiator)")
    heading = f"{plural(summary.games, 'game')}, {plural(summary.players, 'player')}"
    if summary.setup is not None:
        heading += f": {summary.setup.describe()}"
    figure.suptitle(wrapped(heading), fontsize="medium")
    figure.legend(handles=[line], loc="outside lower center", fontsize="small", frameon=False)
    figure.savefig(path, dpi=120)
    plt.close(figure)


def intervals_drawn(summary: Summary) -> str:
    """What the error bars of :func:`write_plot` are, in a sentence (a report's caption)."""
    kinds = (
        (WILSON, "Wilson intervals (one trial a game)"),
        (T_OVER_GAMES, "Student's t intervals over games (the share of each game its seats won)"),
        (WILSON_OVER_GAMES, "Wilson intervals over games (every game gave it the same share)"),
    )
    parts = []
    for kind, words in kinds:
        bots = [b.bot for b in summary.bots if b.interval == kind and not math.isnan(b.ci_low)]
        fixed = [b.bot for b in summary.bots if b.interval == kind and b.ci_low == b.ci_high]
        if fixed and kind == T_OVER_GAMES:
            parts.append(f"{', '.join(fixed)}: no width, as it held every seat (1/{summary.players} of every game)")
            bots = [b for b in bots if b not in fixed]
        if bots:
            parts.append(f"{', '.join(bots)}: {words}")
    single = [b.bot for b in summary.bots if math.isnan(b.ci_low)]
    if single:
        parts.append(f"{', '.join(single)}: none (several seats in a single game)")
    parts.append("each turn position: Wilson intervals")
    return f"The error bars are 95% intervals; {'; '.join(parts)}."


@dataclass(frozen=True, slots=True)
class SoloSummary:
    """The figures of a series of solo games: the score [003:345-349] with a Student's t 95%
    interval of its mean and its standard deviation (each NaN, ``null`` in JSON, from one
    game), and the game length."""

    games: int
    bot: str
    mean_score: float
    ci_low: float
    ci_high: float
    stdev: float
    lowest: int
    highest: int
    mean_rounds: float
    mean_decisions: float
    setup: Setup | None = None

    def to_dict(self) -> dict[str, Any]:
        return _with_setup(asdict(self))


def summarise_solo(records: Sequence[GameRecord], setup: Setup | None = None) -> SoloSummary:
    """Figures of a series of solo games (one bot), played with ``setup`` where known."""
    if not records:
        raise ValueError("no games to summarise")
    scores = [r.points[0] for r in records]
    n = len(scores)
    mean = sum(scores) / n
    # One game says nothing of the spread: NaN (``null``), not 0.
    stdev = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) if n > 1 else math.nan
    low, high = mean_interval(scores)
    return SoloSummary(
        games=n,
        bot=records[0].bots[0],
        mean_score=mean,
        ci_low=low,
        ci_high=high,
        stdev=stdev,
        lowest=min(scores),
        highest=max(scores),
        mean_rounds=sum(r.rounds for r in records) / n,
        mean_decisions=sum(r.decisions for r in records) / n,
        setup=setup,
    )


def write_solo_csv(records: Sequence[GameRecord], path: Path) -> None:
    """One row per solo game: its score (RULINGS V-7) and what made it up. No win column:
    a solo game has no rival to beat."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["game", "seed", "bot", "score", "people", "contested", "cards", "rounds", "decisions"])
        for r in records:
            score = [r.points[0], r.people[0], r.contested[0], r.cards[0]]
            writer.writerow([r.index, r.seed, r.bots[0], *score, r.rounds, r.decisions])


def write_solo_plot(summary: SoloSummary, scores: Sequence[int], path: Path) -> None:
    """A histogram of the solo games' scores, one bar per score, with the mean and its 95%
    interval."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(8, 4.4), layout="constrained")
    low, high = min(scores), max(scores)
    axes.hist(scores, bins=[x - 0.5 for x in range(low, high + 2)], color="#4c78a8", edgecolor="white")
    axes.axvline(summary.mean_score, color="#e45756", linewidth=1.5, label=f"mean {summary.mean_score:.1f}")
    if not math.isnan(summary.ci_low):  # one game: no interval
        axes.axvspan(
            summary.ci_low, summary.ci_high, color="#e45756", alpha=0.15, zorder=0, label="95% interval of the mean"
        )
    axes.set_xlabel("score")
    axes.set_ylabel("games")
    axes.yaxis.set_major_locator(matplotlib.ticker.MaxNLocator(integer=True))
    axes.set_title(f"Solo scores ({plural(summary.games, 'game')}, {summary.bot})", fontsize="medium")
    if summary.setup is not None:
        figure.suptitle(wrapped(summary.setup.describe()), fontsize="medium")
    # Below the chart: inside, it covered the bars of the highest scores.
    figure.legend(loc="outside lower center", ncols=2, fontsize="small", frameon=False)
    figure.savefig(path, dpi=120)
    plt.close(figure)
