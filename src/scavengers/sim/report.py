"""What a series of games says: win rates with confidence intervals, tribe sizes, game
length and the first player's advantage; as a table, JSON, CSV and a plot."""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from scavengers.engine.core.config import HQ_MODULES, RECON_MODULES, GameConfig
from scavengers.sim.tournament import GameRecord

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

    @classmethod
    def of(cls, config: GameConfig, seed: int, lineup: Sequence[str]) -> Setup:
        """The setup of a series of ``config``'s games (its own seed aside) from ``seed``."""
        return cls(
            seed,
            tuple(lineup),
            tuple(sorted(str(m) for m in config.modules)),
            tuple(sorted(str(v) for v in config.variants)),
            str(config.rules),
        )

    def describe(self) -> str:
        """The setup in a line: ``heuristic, random, random; HQ 1-3, Recon 2; 2015 rules; seed 1``."""
        hq = sum(1 for m in HQ_MODULES if m in self.modules)
        recon = [str(n) for n, m in enumerate(RECON_MODULES, 1) if m in self.modules]
        game = [f"HQ 1-{hq}" if hq > 1 else "HQ 1"] if hq else []
        game += [f"Recon {','.join(recon)}"] if recon else []
        parts = [", ".join(self.lineup), ", ".join(game) or "base game"]
        if self.variants:
            parts.append(", ".join(v.replace("_", " ") for v in self.variants))
        parts += [f"{self.rules} rules", f"seed {self.seed}"]
        return "; ".join(parts)


@dataclass(frozen=True, slots=True)
class BotLine:
    """One bot's figures over every seat it played. A shared victory among k players
    counts 1/k of a win to each."""

    bot: str
    seats_played: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_people: float


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
    """A summary as JSON: the setup's fields beside the figures, after the size of the series."""
    setup = data.pop("setup") or {}
    front = {key: data.pop(key) for key in ("games", "players", "bot") if key in data}
    return {**front, **{k: list(v) if isinstance(v, tuple) else v for k, v in setup.items()}, **data}


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
        low, high = wilson_interval(wins, len(seats))
        bots.append(
            BotLine(
                bot=name,
                seats_played=len(seats),
                wins=wins,
                win_rate=wins / len(seats),
                ci_low=low,
                ci_high=high,
                mean_people=sum(r.people[s] for r, s in seats) / len(seats),
            )
        )
    positions = []
    for position in range(players):
        wins = sum(_share(r, (r.first_initiator + position) % players) for r in records)
        low, high = wilson_interval(wins, len(records))
        positions.append(SeatLine(position, wins / len(records), low, high))
    return Summary(
        games=len(records),
        players=players,
        bots=bots,
        seats=positions,
        mean_rounds=sum(r.rounds for r in records) / len(records),
        mean_decisions=sum(r.decisions for r in records) / len(records),
        setup=setup,
    )


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
                        f"{_share(r, seat):.4g}",
                        r.people[seat],
                        r.contested[seat],
                        r.cards[seat],
                        r.rounds,
                    ]
                )


def _bars(axes: Any, labels: list[str], lines: Sequence[BotLine | SeatLine], even: float) -> None:
    rates = [line.win_rate for line in lines]
    below = [max(0.0, line.win_rate - line.ci_low) for line in lines]
    above = [max(0.0, line.ci_high - line.win_rate) for line in lines]
    axes.bar(labels, rates, yerr=[below, above], capsize=4, color="#4c78a8")
    axes.axhline(even, color="#e45756", linestyle="--", linewidth=1, label=f"even chances ({even:.0%})")
    axes.set_ylim(0, 1)
    axes.set_ylabel("win rate")
    axes.legend(loc="upper right", fontsize="small")


def write_plot(summary: Summary, path: Path) -> None:
    """Bar charts of win rates per bot and per turn position, with 95% intervals and the
    even-chances line."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (by_bot, by_seat) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [3, 2]})
    even = 1 / summary.players
    _bars(by_bot, [b.bot for b in summary.bots], summary.bots, even)
    _bars(by_seat, [f"position {s.position}" for s in summary.seats], summary.seats, even)
    by_bot.set_title(f"Win rate per bot ({summary.games} games, {summary.players} players)")
    by_seat.set_title("Win rate by turn position in round 1")
    if summary.setup is not None:
        figure.suptitle(summary.setup.describe(), fontsize="medium")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)


@dataclass(frozen=True, slots=True)
class SoloSummary:
    """The figures of a series of solo games: the score [003:345-349] with a 95% interval
    of its mean, its spread, and the game length."""

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
    stdev = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) if n > 1 else 0.0
    half = Z_95 * stdev / math.sqrt(n)
    return SoloSummary(
        games=n,
        bot=records[0].bots[0],
        mean_score=mean,
        ci_low=max(0.0, mean - half),
        ci_high=mean + half,
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

    figure, axes = plt.subplots(figsize=(8, 4))
    low, high = min(scores), max(scores)
    axes.hist(scores, bins=[x - 0.5 for x in range(low, high + 2)], color="#4c78a8", edgecolor="white")
    axes.axvline(summary.mean_score, color="#e45756", linewidth=1.5, label=f"mean {summary.mean_score:.1f}")
    axes.axvspan(
        summary.ci_low, summary.ci_high, color="#e45756", alpha=0.15, zorder=0, label="95% interval of the mean"
    )
    axes.set_xlabel("score")
    axes.set_ylabel("games")
    axes.yaxis.set_major_locator(matplotlib.ticker.MaxNLocator(integer=True))
    axes.set_title(f"Solo scores ({summary.games} games, {summary.bot})")
    if summary.setup is not None:
        figure.suptitle(summary.setup.describe(), fontsize="medium")
    axes.legend(loc="upper right", fontsize="small")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)
