"""Golden playthroughs: seeded random games at every HQ module level, with every Recon module,
in the solo game, with each variant and by the 2012 rules, replayed and diffed against the
files in ``tests/golden/`` (one line per decision and per public event).

A failure here means the engine now behaves differently. If the change is intended (a rule
fix), regenerate the files with one command and review the diff before committing it:

    python tests/golden/make_golden.py
"""

from __future__ import annotations

import dataclasses
import difflib

import pytest

from golden.make_golden import GAMES, GOLDEN_DIR, Golden, file_name, playthrough
from golden.perft import PERFT_FILE
from scavengers.engine.core.config import HQ_MODULES, PLAYABLE_EDITIONS, PLAYABLE_VARIANTS, RECON_MODULES


@pytest.mark.parametrize("golden", GAMES, ids=[g.name for g in GAMES])
def test_a_seeded_game_plays_exactly_as_its_golden_playthrough(golden: Golden) -> None:
    path = GOLDEN_DIR / file_name(golden)
    expected = path.read_text(encoding="utf-8")
    actual = playthrough(golden)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), actual.splitlines(), str(path), "this engine", n=2, lineterm=""
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"behaviour changed; if intended, run python tests/golden/make_golden.py\n{shown}")


def test_the_golden_games_cover_every_module_variant_edition_and_one_to_five_players() -> None:
    configs = [g.config for g in GAMES]
    hq_levels = {sum(m in c.modules for m in HQ_MODULES) for c in configs if not c.modules & set(RECON_MODULES)}
    assert hq_levels == set(range(len(HQ_MODULES) + 1))
    assert {m for c in configs for m in c.modules if m in RECON_MODULES} == set(RECON_MODULES)
    assert {v for c in configs for v in c.variants} == PLAYABLE_VARIANTS
    assert {c.rules for c in configs} == PLAYABLE_EDITIONS
    assert {c.players for c in configs} == {1, 2, 3, 4, 5}
    assert len({g.name for g in GAMES}) == len(GAMES)
    files = sorted(p.name for p in GOLDEN_DIR.glob("*.txt") if p != PERFT_FILE)
    assert files == sorted(file_name(g) for g in GAMES)
    assert sum((GOLDEN_DIR / name).stat().st_size for name in files) < 600_000


def test_a_changed_playthrough_shows_as_a_diff() -> None:
    golden = GAMES[0]
    other_seed = golden._replace(config=dataclasses.replace(golden.config, seed=golden.config.seed + 1))
    assert playthrough(other_seed) != (GOLDEN_DIR / file_name(golden)).read_text(encoding="utf-8")
