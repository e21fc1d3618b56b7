"""Writing a run's result files so that a failed write (a full disk) leaves the files that
were there before, never a half-written one in their place."""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable, Mapping
from pathlib import Path

Writer = Callable[[Path], object]
"""Writes one file at the path it is given."""


def replace_files(folder: Path, writers: Mapping[str, Writer]) -> None:
    """Write each named file of ``folder`` by its writer: first every one to a temporary file
    beside it, then each renamed over its name. ``OSError`` (with every temporary file taken
    back and nothing replaced) where a write fails."""
    written: dict[str, Path] = {}
    try:
        for name, write in writers.items():
            path = Path(name)
            written[name] = _fresh(folder, path)
            write(written[name])
        for name, temporary in written.items():
            os.replace(temporary, folder / name)
    finally:
        for temporary in written.values():
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)


def _fresh(folder: Path, path: Path) -> Path:
    """A new empty file in ``folder`` named after ``path`` (the same suffix, which a plot's
    writer reads its format from), made as ``open()`` makes a file: with the mode the umask
    leaves (0644 as a rule), where ``tempfile.mkstemp`` makes every file 0600, so that the
    results are as readable as any other file the user writes."""
    for _ in range(100):
        made = folder / f".{path.stem}.{secrets.token_hex(4)}{path.suffix}"
        try:
            os.close(os.open(made, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return made
    raise FileExistsError(f"no free temporary name for {path} in {folder}")


def why(error: OSError) -> str:
    """What went wrong with a file, in words: ``No space left on device``."""
    return error.strerror or str(error)
