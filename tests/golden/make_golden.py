"""Golden playthroughs (OpenSpiel's habit): seeded games between random players at every
module level, written out event by event so that any change of behaviour shows as a diff.

Each file holds one game: per decision, the legal-action count of every seat and the action
taken, then every event of the public log (``game.log(None)``) that followed it.

Regenerate all files after an intended change of behaviour, and review the diff:

    python tests/golden/make_golden.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import scavengers as sc
from scavengers.engine.core.config import HQ_MODULES, hq_modules

GOLDEN_DIR = Path(__file__).parent

GAMES: tuple[tuple[int, int, int], ...] = tuple(
    (level, players, seed)
    for level in range(len(HQ_MODULES) + 1)
    for players, seed in ((2 + level % 2, 100 + level), (4 + level % 2, 200 + level))
)
"""(HQ level, players, seed) of each golden game: two per level, 2 to 5 players."""


def file_name(level: int, players: int, seed: int) -> str:
    return f"hq{level}_p{players}_s{seed}.txt"


def _event_line(event: sc.Event) -> str:
    words = [f"  {event.type.value} r{event.round}"]
    if event.seat is not None:
        words.append(f"seat={event.seat}")
    if event.cards:
        words.append(f"cards={','.join(event.cards)}")
    if event.count:
        words.append(f"count={event.count}")
    if event.target is not None:
        words.append(f"target={event.target}")
    if event.values:
        words.append(f"values={','.join(map(str, event.values))}")
    if event.text:
        words.append(f"text={event.text!r}")
    return " ".join(words)


def playthrough(level: int, players: int, seed: int) -> str:
    """The golden text of one seeded game: random legal actions to the end."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=hq_modules(level)))
    rng = random.Random(seed)
    lines = [f"# golden playthrough: HQ level {level}, {players} players, seed {seed}"]
    seen = 0

    def flush() -> None:
        nonlocal seen
        log = game.log(None)
        lines.extend(_event_line(e) for e in log[seen:])
        seen = len(log)

    flush()
    step = 0
    while not game.over:
        seat = game.to_act[0]
        counts = "/".join(str(len(game.legal_actions(s))) for s in range(players))
        action = rng.choice(game.legal_actions(seat))
        lines.append(f"{step} legal {counts} seat {seat}: {action}")
        game.apply(seat, action)
        flush()
        step += 1
    return "\n".join(lines) + "\n"


def main() -> int:
    for old in GOLDEN_DIR.glob("hq*_p*_s*.txt"):
        old.unlink()
    for level, players, seed in GAMES:
        path = GOLDEN_DIR / file_name(level, players, seed)
        path.write_text(playthrough(level, players, seed), encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
