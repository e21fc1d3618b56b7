"""Solo personal bests, kept on disk per configuration (the modules, variants and rules a
solo game was played with): "keep track of your points from game to game and try to beat
your personal best!" [003:349]."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from scavengers.engine import GameConfig

RECORDS_FILE = "solo-bests.json"


def records_path() -> Path:
    """Where the personal bests are kept: the user's data folder."""
    from platformdirs import user_data_path

    return user_data_path("scavengers") / RECORDS_FILE


def config_key(config: GameConfig) -> str:
    """The configuration a best belongs to: modules (a leader comes with HQ module 3),
    variants and rules; the seed is not part of it."""
    modules = ",".join(sorted(config.modules)) or "base"
    variants = ",".join(sorted(config.variants)) or "none"
    return f"modules={modules};variants={variants};rules={config.rules}"


def config_words(config: GameConfig) -> str:
    """The configuration in words, for the end screen."""
    modules = ", ".join(sorted(config.modules)) or "base game"
    variants = f"; variants {', '.join(sorted(config.variants))}" if config.variants else ""
    return f"{modules}{variants}"


@dataclass(frozen=True, slots=True)
class Best:
    """A finished solo game against the personal best: the best before it (``None``: the
    first game of this configuration), whether it is a new best, and whether it was kept."""

    previous: int | None
    new_best: bool
    saved: bool
    error: str = ""


def _read(path: Path) -> dict[str, int]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if type(v) is int}


def best_of(config: GameConfig, path: Path | None = None) -> int | None:
    """The personal best of this configuration, if any."""
    return _read(path or records_path()).get(config_key(config))


def record(config: GameConfig, points: int, path: Path | None = None) -> Best:
    """Compare a finished solo game's score with the best of its configuration and keep it if
    it beats it. A stacked table (a scenario) is never a record. Writing is atomic: a crash
    leaves the old file or the new one."""
    path = path or records_path()
    bests = _read(path)
    key = config_key(config)
    previous = bests.get(key)
    if config.scenario is not None:
        return Best(previous, False, False, "a stacked table does not count")
    if previous is not None and points <= previous:
        return Best(previous, False, True)
    bests[key] = points
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch = path.with_suffix(".tmp")
        scratch.write_text(json.dumps(bests, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(scratch, path)
    except OSError as error:
        return Best(previous, True, False, error.strerror or str(error))
    return Best(previous, True, True)
