"""The learning environment's speed against the engine's, by table size (docs/rl.md,
"Where it stands"): the bench's own loops, ``rl_steps`` (PettingZoo's AEC environment, random allowed
words, masks and observations) and the engine's ``legal_actions`` + ``apply``, over the same
seeded games, taking turns in one process; medians of ``--repeats`` runs, by process time.
Beside the steps, the decisions they make: the PettingZoo environment asks every word of an
action, forced ones too, so a step is a word and a decision several; counted once, untimed, over
the same games (``rl_step_counts``), they give the environment's decisions/s; and, counted as
the engine's own figure counts them (every action carried out, forced ones too), the engine's
decisions/s when played through the environment, which is the one to hold against the engine's.
With the compiled build on ``PYTHONPATH`` it measures that build:

    python tools/measure_rl_sizes.py --games 30 --repeats 5
"""

from __future__ import annotations

import argparse
import statistics

from scavengers._build import engine_compiled
from scavengers.sim.bench import _engine_decisions, _seeds, rl_step_counts, rl_steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30, help="seeded games per run (default 30)")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each loop, median kept (default 5)")
    parser.add_argument("--players", default="2,3,4,5", help="table sizes, comma-separated (default 2,3,4,5)")
    args = parser.parse_args()
    seeds = _seeds(0, args.games)
    build = "compiled" if engine_compiled() else "pure Python"
    print(f"{build}, {args.games} games, medians of {args.repeats} runs")
    head = "steps/s | engine decisions/s | ratio | steps a decision | decisions/s | ratio"
    head += " | as engine decisions/s | ratio"
    print(f"| players | {head} |")
    print("|---|---|---|---|---|---|---|---|---|")
    for players in (int(p) for p in args.players.split(",")):
        rl_steps(seeds[:2], players, frozenset())  # the first games fill the caches
        steps, decisions = [], []
        for _ in range(args.repeats):
            spent, count = rl_steps(seeds, players, frozenset())
            steps.append(count / spent)
            spent, count = _engine_decisions(seeds, players, frozenset())
            decisions.append(count / spent)
        rate, engine = statistics.median(steps), statistics.median(decisions)
        per, per_action = rl_step_counts(seeds, players, frozenset())
        made, carried = rate / per, rate / per_action
        cells = f"{rate:,.0f} | {engine:,.0f} | {rate / engine:.2f} | {per:.2f} | {made:,.0f} | {made / engine:.2f}"
        cells += f" | {carried:,.0f} | {carried / engine:.2f}"
        print(f"| {players} | {cells} |")


if __name__ == "__main__":
    main()
