"""Golden playthroughs (OpenSpiel's habit): seeded games between random players at every HQ
module level, with every Recon module (module 5 with the HQ leaders it adds to), in the solo
game, with each variant and by the 2012 rules, written out event by event so that any change
of behaviour shows as a diff.

Each file holds one game: per decision, the legal-action count of every seat and the action
taken, then every event of the public log (``game.log(None)``) that followed it.

The same command writes ``perft.txt``, the legal-action counts at a dozen stacked tables
(see perft.py). Regenerate all files after an intended change of behaviour, and review the
diff (a changed count must be explained from the rules):

    python tests/golden/make_golden.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import NamedTuple

import scavengers as sc
from scavengers.engine.core.config import HQ_MODULES, SOLO, hq_modules

GOLDEN_DIR = Path(__file__).parent


class Golden(NamedTuple):
    """One golden game: the name of its file (without ``.txt``), what it plays in words (its
    file's first line), and its config."""

    name: str
    about: str
    config: sc.GameConfig


def _golden(
    players: int, seed: int, *, hq: int = 0, recon: int = 0, variant: str = "", rules: str = sc.Edition.E2015
) -> Golden:
    """A golden game, named and described after what it plays: ``recon5_hq3_p3_s305``."""
    parts = [(f"rules{rules}", f"the {rules} rules")] if rules != sc.Edition.E2015 else []
    if variant:
        parts.append((variant, f"variant {variant}"))
    if recon:
        parts.append((f"recon{recon}", f"Recon module {recon}"))
    if hq or not (parts or players == SOLO):
        parts.append((f"hq{hq}", f"HQ level {hq}"))
    parts.append(("solo", "the solo game") if players == SOLO else (f"p{players}", f"{players} players"))
    parts.append((f"s{seed}", f"seed {seed}"))
    modules = hq_modules(hq) | ({f"recon{recon}"} if recon else set())
    variants = frozenset({variant} if variant else ())
    config = sc.GameConfig(players=players, seed=seed, modules=modules, variants=variants, rules=rules)
    return Golden("_".join(name for name, _ in parts), ", ".join(words for _, words in parts), config)


GAMES: tuple[Golden, ...] = (
    # Two games per HQ level, 2 to 5 players.
    *(
        _golden(players, seed, hq=level)
        for level in range(len(HQ_MODULES) + 1)
        for players, seed in ((2 + level % 2, 100 + level), (4 + level % 2, 200 + level))
    ),
    # Each Recon module alone; module 5's leaders (the Swindler, the Yardmaster) join HQ's.
    *(_golden(3, 300 + module, recon=module) for module in range(1, 5)),
    _golden(3, 305, recon=5, hq=3),
    _golden(SOLO, 310),
    # Each variant: the three alternate starting hands, and leader drafting (HQ module 3's leaders).
    _golden(2, 311, variant=sc.Variant.ALTERNATE_REFUGEES),
    _golden(2, 312, variant=sc.Variant.ALTERNATE_SCAVENGERS),
    _golden(2, 313, variant=sc.Variant.ALTERNATE_BRAWLERS),
    _golden(3, 314, variant=sc.Variant.LEADER_DRAFT, hq=3),
    # The 2012 rules where they differ: the initiator passes every round, a fight of 0, work on
    # one building a round (HQ module 2).
    _golden(3, 315, rules=sc.Edition.E2012, hq=2),
)
"""Every golden game, each whole, by random players."""


def file_name(golden: Golden) -> str:
    return f"{golden.name}.txt"


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


def playthrough(golden: Golden) -> str:
    """The golden text of one seeded game: random legal actions to the end."""
    game = sc.Game.new(golden.config)
    players = golden.config.players
    rng = random.Random(golden.config.seed)
    lines = [f"# golden playthrough: {golden.about}"]
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
    from golden.perft import PERFT_FILE, perft_text

    for old in GOLDEN_DIR.glob("*.txt"):
        old.unlink()
    written = {GOLDEN_DIR / file_name(golden): playthrough(golden) for golden in GAMES}
    written[PERFT_FILE] = perft_text()
    for path, text in written.items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(GOLDEN_DIR.parent))  # run as a script: tests/ holds the golden package
    sys.exit(main())
