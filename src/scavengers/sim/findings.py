"""What a balance study found: one section per question, each with its method, tables and
charts built from the games of the arms it compares, and which differences are significant
after the correction for the comparisons it makes at once.

Every figure is built from whole games merged by their index, so the same study (options and
seed) gives the same findings whatever backend or number of workers played it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from scavengers.engine.core.config import Module
from scavengers.sim.ablations import buildings, mercenaries
from scavengers.sim.experiments import (
    LEADERS_ARM,
    PLAYER_COUNTS,
    REFERENCE,
    StudyOptions,
    TrialRecord,
    leaders_in,
    other_edition,
    reference_config,
    toggles,
)
from scavengers.sim.inference import (
    ALPHA,
    MIN_GAMES,
    Comparison,
    Estimate,
    chi_square_even,
    count,
    difference,
    holm,
    mean,
    rate,
    rate_against,
    simultaneous_z,
    with_holm,
)
from scavengers.sim.report import game_name
from scavengers.sim.tables import (
    SAME,
    TOO_FEW,
    ByArm,
    Chart,
    Column,
    Section,
    Table,
    ci,
    diff,
    measured_columns,
    name,
    place_ci,
    plural,
    significance,
    too_few,
    verdicts,
)


@dataclass(frozen=True, slots=True)
class Findings:
    """Every section of a study, with the options it was run with."""

    options: StudyOptions
    arms: tuple[tuple[str, int], ...]
    """Each arm and its number of games."""
    sections: tuple[Section, ...]

    @property
    def games(self) -> int:
        return sum(count for _, count in self.arms)

    def to_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(),
            "arms": dict(self.arms),
            "sections": [asdict(s) for s in self.sections],
        }


def find(options: StudyOptions, records: Sequence[TrialRecord]) -> Findings:
    """The findings of every section the study ran."""
    by_arm: ByArm = {}
    for record in sorted(records, key=lambda r: r.key):
        by_arm.setdefault(record.arm, []).append(record)
    sections = []
    for key in options.sections:
        build = _BUILDERS[key]
        section = build(options, by_arm)
        if section is not None:
            sections.append(section)
    return Findings(options, tuple((arm, len(games)) for arm, games in by_arm.items()), tuple(sections))


# -- leaders ----------------------------------------------------------------------------

NOT_PLAYED = "not played"
"""The cell of a leader no game seated (fewer games than leaders)."""


def leaders(options: StudyOptions, by_arm: ByArm) -> Section | None:
    records = by_arm.get(LEADERS_ARM, [])
    if not records:
        return None
    players = options.players
    every = leaders_in(reference_config(options))  # the blocks go over all of them
    shares: dict[str, list[float]] = {}
    placings: dict[str, list[float]] = {}
    for record in records:
        for seat, leader in enumerate(record.leaders):
            shares.setdefault(leader, []).append(record.share(seat))
            placings.setdefault(leader, []).append(record.placing[seat])
    kinds = sorted(shares, key=lambda k: -sum(shares[k]) / len(shares[k]))
    unseated = [k for k in every if k not in shares]
    # Simultaneous over every leader of the game, seated or not: the family the study compares.
    z = simultaneous_z(len(every))
    even = 1 / players
    p_values = [rate_against(shares[k], even) for k in kinds]
    adjusted = holm(p_values)
    rows: list[tuple[Any, ...]] = []
    for kind, p, p_holm in zip(kinds, p_values, adjusted, strict=True):
        won, wide, placed = rate(shares[kind]), rate(shares[kind], z), mean(placings[kind])
        rows.append(
            (
                name(kind),
                won.n,
                ci(won),
                (wide.low, wide.high),
                place_ci(placed, players),
                p,
                p_holm,
                p_holm < ALPHA if not math.isnan(p) else TOO_FEW_SEATS,
            )
        )
    rows += [(name(k), 0, NOT_PLAYED, None, None, None, None, None) for k in unseated]
    played = rows[: len(kinds)]
    strong = [f"{row[0]} ({(row[2][0] - even) * 100:+.1f} points)" for row in played if row[-1] is True]
    untested = [row[0] for row in played if row[-1] == TOO_FEW_SEATS]
    blocks, partial = divmod(len(records), len(every))
    balance = (
        f"{plural(len(records), 'game')} in {plural(blocks, 'whole block')}: every leader sat in every seat "
        f"{'once' if blocks == 1 else f'{blocks} times'}."
        if not partial
        else f"{plural(len(records), 'game')}: {plural(blocks, 'whole block')} and {plural(partial, 'game')} of "
        f"another (a multiple of {len(every)} games balances the seats exactly)."
    )
    seats = sorted({len(shares[k]) for k in kinds})
    seated = f"{seats[0]} seats each" if len(seats) == 1 else f"{seats[0]}-{seats[-1]} seats each"
    return Section(
        key="leaders",
        title="Leaders",
        question="Which leader is strongest?",
        method=(
            f"Every seat plays a leader pinned to it, the same bots everywhere else. The {len(every)} leaders go in "
            f"blocks of {len(every)} games; each block takes them in a random order and rotates them seat by seat, so "
            "over a block every leader sits once in every seat, beside rivals that change from block to block. "
            + balance,
            "A leader's win rate is the share of games its tribe won (a shared victory counts 1/k); its placing is "
            f"its tribe's place (1 to {players}, ties sharing the mean place; its interval is cut to 1 to {players}). "
            f"An even chance is {even:.0%} and a mean place of {(players + 1) / 2:.1f}.",
            f"Comparing {len(every)} leaders at once, some would look strong or weak by chance: the p-values (each "
            "leader's win rate against the even chance) are corrected by Holm's method, and the simultaneous "
            f"intervals (Bonferroni, z = {z:.2f}) hold for all {len(every)} leaders together.",
            "The last table shows, from the study's own games where each tribe keeps one of two leaders dealt, how "
            "often the bots keep each leader and how the kept ones fare. It shows the bots' taste; its win rates "
            "are not a measure of strength (a leader the bots rarely keep has few games, and none of it is balanced "
            "over seats): the pinned table is.",
        ),
        tables=(
            Table(
                f"Leaders pinned to seats ({plural(len(records), 'game')}, {players} players)",
                (
                    Column("leader", "text"),
                    Column("seats played", "int"),
                    Column("win rate (95% interval)", "pct_ci"),
                    Column("simultaneous interval", "pct_range"),
                    Column("mean place (95% interval)", "num_ci"),
                    Column("p", "p"),
                    Column("p (Holm)", "p"),
                    Column("differs from even", "yes"),
                ),
                tuple(rows),
            ),
            *_chosen(by_arm.get(REFERENCE, [])),
        ),
        charts=(
            Chart(
                f"Win rate per leader ({plural(len(records), 'game')}, {seated}; "
                "bars: 95% intervals, thin: simultaneous)",
                "win rate",
                tuple(name(k) for k in kinds),
                tuple(r[2][0] for r in played),
                tuple(r[2][1] for r in played),
                tuple(r[2][2] for r in played),
                even,
                f"even chance ({even:.0%})",
                wide_lows=tuple(r[3][0] for r in played),
                wide_highs=tuple(r[3][1] for r in played),
            ),
        ),
        conclusions=tuple(
            [f"Leaders whose win rate differs from an even chance after Holm's correction: {', '.join(strong)}."]
            if strong
            else []
        )
        + tuple(
            [
                "Not significant after the correction (no evidence at this sample size that they differ from an "
                f"even chance): {', '.join(row[0] for row in played if row[-1] is False)}."
            ]
            if len(strong) + len(untested) < len(kinds)
            else []
        )
        + tuple([_too_few_seats(untested, [len(shares[k]) for k in kinds], len(every), players)] if untested else [])
        + tuple(
            [f"Not played (too few games to seat every leader): {', '.join(name(k) for k in unseated)}."]
            if unseated
            else []
        ),
    )


TOO_FEW_SEATS = "too few seats"
"""The cell of a leader not tested: it sat fewer than :data:`MIN_GAMES` times."""


def _too_few_seats(untested: Sequence[str], seats: Sequence[int], leaders: int, players: int) -> str:
    """Why some leaders were not tested: each sits once in ``leaders / players`` games, so
    an arm of ``n`` games seats each about ``n * players / leaders`` times."""
    fewest, most = min(seats), max(seats)
    sat = f"{fewest} times" if fewest == most else f"{fewest} to {most} times"
    needed = math.ceil(MIN_GAMES * leaders / players)
    return (
        f"Too few seats to tell: each leader sat {sat}, and a test needs {MIN_GAMES} seats of a leader; with "
        f"{leaders} leaders at {players}-player tables that takes at least {needed} games per arm "
        f"(--games {needed}). Not tested: {', '.join(untested)}."
    )


def _chosen(records: Sequence[TrialRecord]) -> tuple[Table, ...]:
    """How often the bots keep each leader when dealt it, and how the kept ones fare, in the
    study's own games (the bots choose there, so these win rates mix each leader's strength
    with the bots' choice; the pinned table above does not)."""
    dealt: Counter[str] = Counter()
    kept: dict[str, list[float]] = {}
    for record in records:
        for seat, pair in enumerate(record.dealt):
            dealt.update(pair)
            if record.leaders[seat]:
                kept.setdefault(record.leaders[seat], []).append(record.share(seat))
    if not dealt:
        return ()
    rows = tuple(
        (name(k), dealt[k], len(kept.get(k, [])), len(kept.get(k, [])) / dealt[k], ci(rate(kept.get(k, []))))
        for k in sorted(dealt, key=lambda k: -len(kept.get(k, [])) / dealt[k])
    )
    return (
        Table(
            f"The bots' choice in the study's own games ({plural(len(records), 'game')}: two leaders dealt, one kept)",
            (
                Column("leader", "text"),
                Column("dealt", "int"),
                Column("kept", "int"),
                Column("kept when dealt", "pct"),
                Column("win rate when kept (95% interval)", "pct_ci"),
            ),
            rows,
        ),
    )


# -- modules, variants, editions ----------------------------------------------------------

_MEASURES: tuple[tuple[str, str, Callable[[TrialRecord], float]], ...] = (
    ("rounds per game", "num", lambda r: float(r.game.rounds)),
    ("first player's win rate", "pct", lambda r: r.share(r.game.first_initiator)),
    ("skirmish deadlocks per game", "num", lambda r: float(r.deadlocks)),
    ("tribe size (people)", "num", lambda r: sum(r.game.people) / len(r.game.people)),
)


def _measured(
    pairs: Sequence[tuple[str, Sequence[TrialRecord], Sequence[TrialRecord]]],
) -> tuple[list[tuple[Any, ...]], list[Comparison], list[str], list[str]]:
    """Each (label, without, with) compared on every measure, as one family."""
    found = []
    for label, without, with_ in pairs:
        for measure, form, value in _MEASURES:
            estimate = rate if form == "pct" else count  # every other measure counts something
            found.append(
                (label, measure, form, difference([value(r) for r in without], [value(r) for r in with_], estimate))
            )
    tests = with_holm([c for *_, c in found])
    rows = [
        (
            label,
            measure,
            test.a.n,
            test.b.n,
            (form, _arm_cell(test.a, test.constant)),
            (form, _arm_cell(test.b, test.constant)),
            # A difference of win rates in percentage points, as in every other table.
            SAME if test.constant and test.difference == 0 else ("points" if form == "pct" else form, diff(test)),
            test.p,
            test.p_holm,
            significance(test),
        )
        for (label, measure, form, _), test in zip(found, tests, strict=True)
    ]
    return rows, tests, [f"{label}: {measure}" for label, measure, *_ in found], [form for _, _, form, _ in found]


def _varied(pairs: Sequence[Any], tests: Sequence[Comparison]) -> list[tuple[Any, Comparison]]:
    """Each pair with its comparison on one measure, those that varied only (a measure the
    same in every game has nothing to draw)."""
    return [(pair, test) for pair, test in zip(pairs, tests, strict=True) if not test.constant]


def _arm_cell(estimate: Estimate, constant: bool) -> tuple[float, float, float]:
    """An arm's figure; alone where it was the same in every game (no interval to show)."""
    return (estimate.value, math.nan, math.nan) if constant else ci(estimate)


def _family(tests: Sequence[Comparison]) -> str:
    """How many comparisons a section tests at once, and those left out as constant."""
    tested = sum(1 for t in tests if not t.constant)
    same = len(tests) - tested
    words = f"{plural(tested, 'comparison')} {'is' if tested == 1 else 'are'} made at once"
    if same:
        words += (
            f" ({plural(same, 'other')} measured the same in every game of both arms, with nothing to test, and "
            f"{'is' if same == 1 else 'are'} neither tested nor counted)"
        )
    return words


def modules(options: StudyOptions, by_arm: ByArm) -> Section | None:
    reference = by_arm.get(REFERENCE, [])
    pairs = []
    for toggle in toggles(options):
        switched = by_arm.get(f"toggle:{toggle}", [])
        if not reference or not switched:
            continue
        on = toggle in options.modules or toggle in options.variants
        pairs.append((_module_name(toggle), switched if on else reference, reference if on else switched))
    if not pairs:
        return None
    rows, tests, labels, forms = _measured(pairs)
    first = [(t, label) for t, label in zip(tests, labels, strict=True) if "first player" in label]
    return Section(
        key="modules",
        title="Recon modules and variants",
        question="Which Recon module or variant changes the game most?",
        method=(
            "Each Recon module and each variant is switched in the study's own game (added if the game was without "
            "it, taken out if it was with it), everything else the same, and the game with it is compared with the "
            f"game without it on {plural(len(reference), 'game')} each: game length, the first player's win rate "
            "(the first player of round 1, drawn at random), skirmish deadlocks, and the tribes' final size.",
            f"{_family(tests)}: the p-values are corrected by Holm's method. Differences in game length and tribe "
            "size are in rounds and people; differences of win rates in percentage points (pts).",
        ),
        tables=(
            Table(
                "Each module and variant against the game without it",
                (
                    Column("module or variant", "text"),
                    Column("measure", "text"),
                    Column("games without", "int"),
                    Column("games with", "int"),
                    *measured_columns("without", "with"),
                ),
                tuple(rows),
            ),
        ),
        charts=tuple(
            Chart(
                f"With minus without: {measure} ({plural(len(reference), 'game')} each; bars: 95% intervals)",
                f"{measure}, with minus without" + (" (percentage points)" if form == "pct" else ""),
                tuple(label for (label, *_), _ in shown),
                tuple(t.difference for _, t in shown),
                tuple(t.low for _, t in shown),
                tuple(t.high for _, t in shown),
                0.0,
                "no difference",
                percent=form == "pct",
                points=form == "pct",
            )
            for index, (measure, form, _) in enumerate(_MEASURES)
            for shown in [_varied(pairs, tests[index :: len(_MEASURES)])]
            if shown
        ),
        conclusions=tuple(verdicts(labels, tests, "with minus without", forms)) + tuple(_first_player_note(first)),
    )


def _first_player_note(first: Sequence[tuple[Comparison, str]]) -> list[str]:
    moved = [f"{label.split(':')[0]} ({c.difference * 100:+.1f} points)" for c, label in first if c.significant]
    if not any(c.tested for c, _ in first):
        return []  # said among the untested comparisons
    if not moved:
        return ["No module or variant moved the first player's win rate significantly."]
    return [f"The first player's win rate moved significantly with: {', '.join(moved)}."]


def _module_name(toggle: str) -> str:
    """A switched module or variant as every output names it: ``Recon 2``, ``leader draft``."""
    return game_name({toggle} & {str(m) for m in Module}, {toggle} - {str(m) for m in Module})


def editions(options: StudyOptions, by_arm: ByArm) -> Section | None:
    other = other_edition(options.rules)
    games = {str(options.rules): by_arm.get(REFERENCE, []), other: by_arm.get(f"rules:{other}", [])}
    if not all(games.values()):
        return None
    rows, tests, labels, forms = _measured([("2012 rules against 2015", games["2015"], games["2012"])])
    position_rows = []
    charts = []
    for edition in ("2015", "2012"):
        line, chart = _positions(f"{edition} rules", games[edition], options.players)
        position_rows.append(line)
        charts.append(chart)
    position_table = _position_table("Win rate by turn position in round 1, per edition", position_rows)
    return Section(
        key="editions",
        title="Editions: 2015 against 2012",
        question="Is the 2012 initiator rule fairer?",
        method=(
            "The study's own game is played by both rulebooks on the same seeds, "
            f"{plural(len(games['2015']), 'game')} each. Where they differ: the 2012 initiator card passes every round "
            "(2015: the first player keeps it for rounds 1-3); a fight of 0 is no fight; "
            "construction goes to one building a round; a builder may look at her own timer cards; store and "
            "retrieve are once a round each.",
            "Fairness is read from the win rate by turn position in round 1: the first player's advantage over an "
            "even chance, and a chi-square test of 'every position wins equally often'.",
        ),
        tables=(
            Table(
                "2012 against 2015",
                (
                    Column("comparison", "text"),
                    Column("measure", "text"),
                    Column("games 2015", "int"),
                    Column("games 2012", "int"),
                    *measured_columns("2015", "2012"),
                ),
                tuple(rows),
            ),
            position_table,
        ),
        charts=tuple(charts),
        # "Is the 2012 initiator rule fairer?" is answered by the turn-position table: its tests
        # are put in words as the turn-position section's are (docs/reports.md "Editions").
        conclusions=tuple(verdicts(labels, tests, "2012 minus 2015", forms))
        + tuple(_position_verdicts(position_table)),
    )


# -- position ---------------------------------------------------------------------------


def _positions(label: str, records: Sequence[TrialRecord], players: int) -> tuple[tuple[Any, ...], Chart]:
    """A row of win rates by turn position in round 1 (0: the first player) and its chart."""
    by_position = [[r.share((r.game.first_initiator + p) % players) for r in records] for p in range(players)]
    rates = [rate(shares) for shares in by_position]
    wins = [sum(shares) for shares in by_position]
    even = 1 / players
    first = rates[0]
    row = (
        label,
        players,
        len(records),
        tuple(ci(r) for r in rates),
        (first.value - even, first.low - even, first.high - even),
        rate_against(by_position[0], even),
        chi_square_even(wins, len(records)),
    )
    chart = Chart(
        f"{label}: win rate by turn position ({plural(len(records), 'game')}; bars: 95% intervals)",
        "win rate",
        tuple(f"position {p}" for p in range(players)),
        tuple(r.value for r in rates),
        tuple(r.low for r in rates),
        tuple(r.high for r in rates),
        even,
        f"even chance ({even:.0%})",
    )
    return row, chart


def _position_table(title: str, rows: Sequence[tuple[Any, ...]]) -> Table:
    adjusted = holm([row[5] for row in rows])
    most = max(row[1] for row in rows)
    cells = []
    for row, p_holm in zip(rows, adjusted, strict=True):
        positions = tuple(row[3]) + (None,) * (most - row[1])
        significant = p_holm < ALPHA if not math.isnan(row[5]) else TOO_FEW
        cells.append((row[0], row[1], row[2], *positions, row[4], row[5], p_holm, significant, row[6]))
    return Table(
        title,
        (
            Column("game", "text"),
            Column("players", "int"),
            Column("games", "int"),
            *(Column(f"position {p}", "pct_ci") for p in range(most)),
            Column("first player's advantage", "points_ci"),
            Column("p", "p"),
            Column("p (Holm)", "p"),
            Column("significant", "yes"),
            Column("p (all positions even)", "p"),
        ),
        tuple(cells),
    )


def position(options: StudyOptions, by_arm: ByArm) -> Section | None:
    rows = []
    charts = []
    own = _set_name(options.modules, options.variants)
    for players in PLAYER_COUNTS:
        sets = [(own, REFERENCE if players == options.players else f"players:{players}")]
        if options.modules or options.variants:
            sets.append(("base game", f"players:{players}:base"))
        for label, arm in sets:
            records = by_arm.get(arm, [])
            if records:
                row, chart = _positions(f"{label}, {players} players", records, players)
                rows.append(row)
                charts.append(chart)
    if not rows:
        return None
    table = _position_table("Win rate by turn position in round 1 (position 0: the first player)", rows)
    advantage = Chart(
        "The first player's advantage over an even chance (bars: 95% intervals)",
        "first player's win rate minus the even chance (percentage points)",
        tuple(row[0] for row in rows),
        tuple(row[4][0] for row in rows),
        tuple(row[4][1] for row in rows),
        tuple(row[4][2] for row in rows),
        0.0,
        "no advantage",
        points=True,
    )
    return Section(
        key="position",
        title="Turn position",
        question="How much does going first matter?",
        method=(
            "The first player of round 1 is drawn at random by each game's seed, so positions are compared on equal "
            "terms. Each player count is played with the study's modules and, when it has any, with the base game.",
            f"{len(rows)} first-player advantages are tested at once: the p-values are corrected by Holm's method. "
            "The last column tests whether all positions win equally often (chi-square).",
        ),
        tables=(table,),
        charts=(advantage, *charts),
        conclusions=tuple(_position_verdicts(table)),
    )


def _position_verdicts(table: Table) -> list[str]:
    """A turn-position table's tests in words: the first player's advantage over an even chance
    (its Holm-corrected column), and the chi-square test of "every position wins equally often",
    corrected by Holm's method over the rows it tested (docs/reports.md: a section's p-values
    are corrected for the comparisons it makes at once, and the report says in words which are
    significant and which are not)."""
    significant = [row[0] for row in table.rows if row[-2] is True]
    quiet = [row[0] for row in table.rows if row[-2] is False]
    untested = [row[0] for row in table.rows if row[-2] == TOO_FEW]
    conclusions = []
    if significant:
        conclusions.append(f"The first player's win rate differs from an even chance (Holm): {'; '.join(significant)}.")
    if quiet:
        conclusions.append(
            f"The first player's advantage over an even chance is not significant after the correction: "
            f"{'; '.join(quiet)}."
        )
    if untested:
        conclusions.append(too_few(untested, "; "))
    tested = [(row[0], row[-1]) for row in table.rows if not math.isnan(row[-1])]
    adjusted = holm([p for _, p in tested])
    uneven = [f"{label} (p = {p:.3f})" for (label, _), p in zip(tested, adjusted, strict=True) if p < ALPHA]
    even = [label for (label, _), p in zip(tested, adjusted, strict=True) if p >= ALPHA]
    if uneven:
        conclusions.append(
            f"The positions do not all win equally often (chi-square, significant at 5% after Holm's correction): "
            f"{'; '.join(uneven)}."
        )
    if even:
        conclusions.append(
            "No significant difference between the positions' win rates (chi-square, after Holm's correction; "
            f"this many games may not tell one): {'; '.join(even)}."
        )
    return conclusions


def _set_name(modules: frozenset[str], variants: frozenset[str]) -> str:
    return game_name(modules, variants)


_BUILDERS: dict[str, Callable[[StudyOptions, ByArm], Section | None]] = {
    "leaders": leaders,
    "mercenaries": mercenaries,
    "buildings": buildings,
    "modules": modules,
    "editions": editions,
    "position": position,
}
