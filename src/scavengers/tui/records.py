"""Solo personal bests, kept on disk per configuration (the modules, variants, rules and
difficulty a solo game was played with): "keep track of your points from game to game and try to beat
your personal best!" [003:349]."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from scavengers.engine import GameConfig
from scavengers.json_input import JSONInputError, read_json
from scavengers.text import game_name, solo_difficulty

RECORDS_FILE = "solo-bests.json"


def records_path() -> Path:
    """Where the personal bests are kept: the user's data folder."""
    from platformdirs import user_data_path

    return user_data_path("scavengers") / RECORDS_FILE


def config_key(config: GameConfig) -> str:
    """The configuration a best belongs to: modules (a leader comes with HQ module 3),
    variants, rules and the difficulty [003:353] (a harder game's best is not compared with an
    easier one's; the rulebook's opponents keep the key they always had); the seed is not part
    of it."""
    modules = ",".join(sorted(config.modules)) or "base"
    variants = ",".join(sorted(config.variants)) or "none"
    key = f"modules={modules};variants={variants};rules={config.rules}"
    if config.harder_solo:
        key += f";added={','.join(config.solo_added) or 'none'};families_out={config.solo_families_removed}"
    return key


def config_words(config: GameConfig) -> str:
    """The configuration in words, as every output names it: ``HQ 1-2, Recon 1, leader draft``
    (``base game`` for none), and a harder solo game's difficulty (``harder: 2x Brawler
    added``)."""
    words = game_name(config.modules, config.variants)
    if config.harder_solo:
        words += f"; {solo_difficulty(config.solo_added, config.solo_families_removed)}"
    return words


@dataclass(frozen=True, slots=True)
class Best:
    """A finished solo game against the personal best: the best before it (``None``: the
    first game of this configuration), whether it is a new best, and whether it was kept."""

    previous: int | None
    new_best: bool
    saved: bool
    error: str = ""
    """Why the score was not kept; when it was, what became of a records file that could not
    be read (kept aside, never overwritten)."""


class _DamagedError(Exception):
    """A records file that is not JSON's object of bests: the reason, in one line."""


def _read(path: Path) -> dict[str, int]:
    """The bests in ``path`` (none when there is no file yet). Raises ``OSError`` when the file
    cannot be read and :class:`_DamagedError` when it is not a records file."""
    try:
        data = read_json(path.read_bytes())
    except FileNotFoundError:
        return {}
    except JSONInputError as error:
        raise _DamagedError(f"{path} is not a records file: {error}") from None
    if not isinstance(data, dict):
        raise _DamagedError(f"{path} is not a records file: not a JSON object")
    return {str(k): v for k, v in data.items() if type(v) is int}


def best_of(config: GameConfig, path: Path | None = None) -> int | None:
    """The personal best of this configuration, if any (none in a file that cannot be read)."""
    try:
        return _read(path or records_path()).get(config_key(config))
    except (OSError, _DamagedError):
        return None


def _set_aside(path: Path) -> Path:
    """Rename a damaged records file to a new name beside it, so that nothing in it is lost."""
    index = 1
    aside = path.with_name(f"{path.name}.damaged")
    while aside.exists():
        index += 1
        aside = path.with_name(f"{path.name}.damaged-{index}")
    os.replace(path, aside)
    return aside


def record(config: GameConfig, points: int, path: Path | None = None) -> Best:
    """Compare a finished solo game's score with the best of its configuration and keep it if
    it beats it. A stacked table (a scenario) is never a record. Writing is atomic: a crash
    leaves the old file or the new one. A damaged records file is never overwritten: it is
    renamed aside (said in :attr:`Best.error`) and a new one started; a file that cannot be
    read at all is left alone, and the score not kept."""
    path = path or records_path()
    try:
        bests, damage = _read(path), ""
    except OSError as error:
        return Best(None, False, False, f"cannot read {path}: {error.strerror or error}")
    except _DamagedError as damaged:
        bests, damage = {}, str(damaged)
    key = config_key(config)
    previous = bests.get(key)
    if config.scenario is not None:
        return Best(previous, False, False, "a stacked table does not count")
    if previous is not None and points <= previous:
        return Best(previous, False, True)
    note = ""
    if damage:
        try:
            aside = _set_aside(path)
        except OSError as error:
            return Best(None, False, False, f"{damage}; it was left as it was ({error.strerror or error})")
        note = f"{damage}; it was kept as {aside.name} and a new one started"
    bests[key] = points
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch = path.with_suffix(".tmp")
        scratch.write_text(json.dumps(bests, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(scratch, path)
    except OSError as error:
        return Best(previous, True, False, error.strerror or str(error))
    return Best(previous, True, True, note)
