"""Writing a run's result files so that a failed write (a full disk) leaves the files that
were there before, never a half-written one in their place."""

from __future__ import annotations

import contextlib
import os
import tempfile
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
            # The same suffix, which a plot's writer reads its format from.
            handle, made = tempfile.mkstemp(dir=folder, prefix=f".{path.stem}.", suffix=path.suffix)
            os.close(handle)
            written[name] = Path(made)
            write(written[name])
        for name, temporary in written.items():
            os.replace(temporary, folder / name)
    finally:
        for temporary in written.values():
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)


def why(error: OSError) -> str:
    """What went wrong with a file, in words: ``No space left on device``."""
    return error.strerror or str(error)
