"""Which lessons a person has done, kept in her data folder beside the saved games."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from scavengers.json_input import JSONInputError, read_json

PROGRESS_FILE = "lessons.json"


def progress_path() -> Path:
    """Where the lessons done are kept: the user's data folder (where saves go)."""
    from platformdirs import user_data_path

    return user_data_path("scavengers") / PROGRESS_FILE


def lessons_done(path: Path) -> frozenset[str]:
    """The names of the lessons done; none when the file is missing or cannot be read (a
    damaged file costs only the marks, which taking a lesson again restores)."""
    try:
        data = read_json(path.read_bytes())
    except (OSError, JSONInputError):
        return frozenset()
    done = data.get("done") if isinstance(data, dict) else None
    return frozenset(n for n in done if isinstance(n, str)) if isinstance(done, list) else frozenset()


def mark_done(name: str, path: Path) -> None:
    """Remember that the lesson ``name`` is done. Written through a temporary file, so a crash
    leaves the old file or the new one; raises ``OSError`` naming ``path`` (not the temporary
    file, which the person never chose) when it cannot be written."""
    done = sorted(lessons_done(path) | {name})
    scratch = path.with_name(f".{path.name}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        scratch.write_text(json.dumps({"done": done}, indent=2) + "\n", encoding="utf-8")
        os.replace(scratch, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            scratch.unlink(missing_ok=True)  # nothing half written is left behind
        raise OSError(error.errno, error.strerror, str(path)) from None
