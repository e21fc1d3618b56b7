"""Golden playthroughs: seeded random games at every module level, replayed and diffed
against the files in ``tests/golden/`` (one line per decision and per public event).

A failure here means the engine now behaves differently. If the change is intended (a rule
fix), regenerate the files with one command and review the diff before committing it:

    python tests/golden/make_golden.py
"""

from __future__ import annotations

import difflib

import pytest

from golden.make_golden import GAMES, GOLDEN_DIR, file_name, playthrough
from scavengers.engine.core.config import HQ_MODULES


@pytest.mark.parametrize(("level", "players", "seed"), GAMES)
def test_a_seeded_game_plays_exactly_as_its_golden_playthrough(level: int, players: int, seed: int) -> None:
    path = GOLDEN_DIR / file_name(level, players, seed)
    expected = path.read_text(encoding="utf-8")
    actual = playthrough(level, players, seed)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), actual.splitlines(), str(path), "this engine", n=2, lineterm=""
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"behaviour changed; if intended, run python tests/golden/make_golden.py\n{shown}")


def test_the_golden_games_cover_every_module_level_and_two_to_five_players() -> None:
    assert {level for level, _, _ in GAMES} == set(range(len(HQ_MODULES) + 1))
    assert {players for _, players, _ in GAMES} == {2, 3, 4, 5}
    files = sorted(p.name for p in GOLDEN_DIR.glob("hq*_p*_s*.txt"))
    assert files == sorted(file_name(*game) for game in GAMES)
    assert sum((GOLDEN_DIR / name).stat().st_size for name in files) < 400_000


def test_a_changed_playthrough_shows_as_a_diff() -> None:
    level, players, seed = GAMES[0]
    assert playthrough(level, players, seed + 1) != (GOLDEN_DIR / file_name(level, players, seed)).read_text()
