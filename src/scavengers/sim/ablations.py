"""Ablations: what the option to hire a mercenary kind, or to build a building, is worth to a
bot, measured on the same deals played with the option and without it; and how often each
kind is hired, dug, kept and built in the study's own game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from scavengers.sim.experiments import REFERENCE, StudyOptions, TrialRecord
from scavengers.sim.inference import Comparison, mean, paired, rate, with_holm
from scavengers.sim.tables import (
    DIFF_COLUMNS,
    ByArm,
    Chart,
    Column,
    Section,
    Table,
    ci,
    count_ci,
    diff_cells,
    name,
    plural,
    verdicts,
)


def _ablation(
    by_arm: ByArm, prefix: str, kinds: Sequence[str], used: Callable[[TrialRecord, int], Sequence[str]]
) -> tuple[list[tuple[Any, ...]], list[Comparison], list[str]]:
    """The paired comparisons of the focal seat allowed (the reference game) and forbidden
    each kind, on the same deals; rows: kind, pairs, uses by the focal seat when allowed,
    rates forbidden and allowed, the difference and its tests."""
    reference = {r.game.index: r for r in by_arm.get(REFERENCE, [])}
    found: list[tuple[str, int, float, Comparison]] = []
    for kind in kinds:
        pairs = [(reference[r.game.index], r) for r in by_arm.get(f"{prefix}:{kind}", []) if r.game.index in reference]
        if not pairs:
            continue
        focal = [r.focal if r.focal is not None else 0 for _, r in pairs]
        allowed = [ref.share(seat) for (ref, _), seat in zip(pairs, focal, strict=True)]
        forbidden = [r.share(seat) for (_, r), seat in zip(pairs, focal, strict=True)]
        uses = sum(used(ref, seat).count(kind) for (ref, _), seat in zip(pairs, focal, strict=True)) / len(pairs)
        found.append((kind, len(pairs), uses, paired(forbidden, allowed, rate)))
    tests = with_holm([c for *_, c in found])
    rows = [
        (name(kind), count, uses, ci(test.a), ci(test.b), *diff_cells(test))
        for (kind, count, uses, _), test in zip(found, tests, strict=True)
    ]
    return rows, tests, [name(kind) for kind, *_ in found]


def _raw(
    records: Sequence[TrialRecord], kind: str, used: Callable[[TrialRecord, int], Sequence[str]]
) -> tuple[float, float]:
    """Win rates of the tribes that used ``kind`` and of those that did not (a correlation)."""
    users: list[float] = []
    others: list[float] = []
    for record in records:
        for seat in range(len(record.game.bots)):
            (users if kind in used(record, seat) else others).append(record.share(seat))
    return rate(users).value, rate(others).value


def _raw_warning(example: str, acts: str) -> str:
    return (
        f"Why not simply compare the tribes that {acts} a {example} with those that did not? Because that compares "
        "different tribes in different games. A tribe spends what its hand brings, so tribes whose deck already "
        "works do more of everything; a bot chooses when it judges the moment right, often when it is ahead; a "
        "tribe that is winning has more good turns to spend. The raw gap mixes all of that with the card's own "
        "worth, and can even point the wrong way: the raw columns are shown only to make the point."
    )


def mercenaries(options: StudyOptions, by_arm: ByArm) -> Section | None:
    records = by_arm.get(REFERENCE, [])
    if not records:
        return None
    bot = options.bots[0]
    stacks = sorted({k for r in records for k in r.market})
    usage_rows = []
    for kind in stacks:
        offered = [r for r in records if kind in r.market]
        hires = [sum(h.count(kind) for h in r.hired) for r in offered]
        tribes = [kind in h for r in offered for h in r.hired]
        hired_rate, other_rate = _raw(offered, kind, lambda r, s: r.hired[s])
        usage_rows.append(
            (name(kind), len(offered), count_ci(mean(hires)), sum(tribes) / len(tribes), hired_rate, other_rate)
        )
    rows, tests, labels = _ablation(by_arm, "nohire", stacks, lambda r, s: r.hired[s])
    dug: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    tribes_seen = sum(len(r.game.bots) for r in records)
    for record in records:
        for cards in record.dug:
            dug.update(cards)
        for cards in record.kept:
            kept.update(cards)
    card_rows = tuple(
        (name(kind), dug[kind] / tribes_seen, kept[kind] / tribes_seen, kept[kind] / dug[kind] if dug[kind] else 0.0)
        for kind in sorted(dug, key=lambda k: -dug[k])
    )
    return Section(
        key="mercenaries",
        title="Mercenaries and cards",
        question="Is a mercenary worth hiring? What is hired, dug and kept?",
        method=(
            f"Usage comes from the {plural(len(records), 'game')} of the study's own game. Each mercenary's worth is "
            "measured by an ablation: the same deals are played again with one seat "
            f"(the first bot named, {bot}, in a seat that rotates from game to game) forbidden to hire that kind, "
            "while the bot chooses freely among its "
            "other actions, and nothing else changes. The difference between its win rate allowed (the study's own "
            "games) and forbidden, over the same deals, is what the option to hire the kind is worth to that bot. "
            "Only the deals whose market offers the kind are played again.",
            "The bot is told nothing: it is a wrapper around the bot that removes the forbidden hire from the legal "
            "actions it is shown (the rules engine has no such option, and the market is the same for everyone).",
            _raw_warning("Rogue", "hired"),
            f"{len(tests)} kinds are compared at once: the p-values are corrected by Holm's method.",
        ),
        tables=(
            Table(
                f"Hiring in the study's own game ({plural(len(records), 'game')})",
                (
                    Column("mercenary", "text"),
                    Column("games offered", "int"),
                    Column("hired per game, all tribes together (95% interval)", "num_ci"),
                    Column("tribes hiring one or more", "pct"),
                    Column("raw: win rate of tribes that hired it", "pct"),
                    Column("raw: of tribes that did not", "pct"),
                ),
                tuple(usage_rows),
            ),
            Table(
                f"Ablation: {bot} allowed and forbidden to hire each kind, on the same deals",
                (
                    Column("mercenary", "text"),
                    Column("paired games", "int"),
                    Column("hired per game by the restricted seat, when allowed", "num"),
                    Column("win rate forbidden", "pct_ci"),
                    Column("win rate allowed", "pct_ci"),
                    *DIFF_COLUMNS,
                ),
                tuple(rows),
            ),
            Table(
                f"Junkyard cards dug and kept per tribe and game ({plural(len(records), 'game')})",
                (Column("card", "text"), Column("dug", "num2"), Column("kept", "num2"), Column("kept when dug", "pct")),
                card_rows,
            ),
        ),
        charts=(_difference_chart(f"What hiring each kind is worth to {bot}", labels, tests, len(records)),)
        if tests
        else (),
        conclusions=tuple(verdicts(labels, tests, "the option to hire, in win rate")),
    )


def buildings(options: StudyOptions, by_arm: ByArm) -> Section | None:
    records = by_arm.get(REFERENCE, [])
    kinds = sorted({arm.split(":", 1)[1] for arm in by_arm if arm.startswith("nobuild:")})
    if not records or not kinds:
        return None
    bot = options.bots[0]
    usage_rows = []
    for kind in kinds:
        started = [sum(s.count(kind) for s in r.started) for r in records]
        completed = [sum(c.count(kind) for c in r.completed) for r in records]
        built, other = _raw(records, kind, lambda r, s: r.completed[s])
        usage_rows.append((name(kind), count_ci(mean(started)), count_ci(mean(completed)), built, other))
    rows, tests, labels = _ablation(by_arm, "nobuild", kinds, lambda r, s: r.started[s])
    return Section(
        key="buildings",
        title="Buildings",
        question="Does a building pay for itself?",
        method=(
            f"Usage comes from the {plural(len(records), 'game')} of the study's own game. Each building's worth is "
            "measured by an ablation, as for the mercenaries: the same deals again, "
            f"with one seat ({bot}, rotating) never keeping that building's schematic after a build, so never "
            "starting it; the bot chooses freely among "
            "everything else. The difference in its win rate between allowed and forbidden, on the same deals, is "
            "what the building is worth to it, its cost in workers and turns included.",
            _raw_warning("Scout Tower", "built"),
            f"{len(tests)} buildings are compared at once: the p-values are corrected by Holm's method.",
        ),
        tables=(
            Table(
                f"Buildings in the study's own game ({plural(len(records), 'game')})",
                (
                    Column("building", "text"),
                    Column("started per game, all tribes together (95% interval)", "num2_ci"),
                    Column("completed per game, all tribes together (95% interval)", "num2_ci"),
                    Column("raw: win rate of tribes that completed it", "pct"),
                    Column("raw: of tribes that did not", "pct"),
                ),
                tuple(usage_rows),
            ),
            Table(
                f"Ablation: {bot} allowed and forbidden to build each building, on the same deals",
                (
                    Column("building", "text"),
                    Column("paired games", "int"),
                    Column("started per game by the restricted seat, when allowed", "num2"),
                    Column("win rate forbidden", "pct_ci"),
                    Column("win rate allowed", "pct_ci"),
                    *DIFF_COLUMNS,
                ),
                tuple(rows),
            ),
        ),
        charts=(_difference_chart(f"What each building is worth to {bot}", labels, tests, len(records)),)
        if tests
        else (),
        conclusions=tuple(verdicts(labels, tests, "the option to build, in win rate")),
    )


def _difference_chart(title: str, labels: Sequence[str], tests: Sequence[Comparison], games: int) -> Chart:
    return Chart(
        f"{title} (paired games: up to {games} each; bars: 95% intervals)",
        "win rate allowed minus forbidden (percentage points)",
        tuple(labels),
        tuple(t.difference for t in tests),
        tuple(t.low for t in tests),
        tuple(t.high for t in tests),
        0.0,
        "no difference",
        points=True,
    )
