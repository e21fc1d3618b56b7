"""Which build of the engine this process runs: compiled by mypyc, or pure Python.

``SCAVENGERS_COMPILE=1 pip install .`` installs the engine compiled, its ``.py`` sources beside
the extension modules. Python imports an extension module before a source file of the same
name; with ``SCAVENGERS_PURE=1`` in the environment the package imports its ``.py`` files
instead, so one installation runs either build. This module is never compiled.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, SOURCE_SUFFIXES, FileFinder, ModuleSpec, SourceFileLoader
from types import ModuleType

PURE_ENV = "SCAVENGERS_PURE"
"""Set to 1 to run the pure Python engine where the compiled one is installed."""


def pure_requested() -> bool:
    return os.environ.get(PURE_ENV, "").strip() not in {"", "0"}


class _SourceOnly(MetaPathFinder):
    """Finds ``scavengers.*`` modules among source files only, skipping extension modules."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith("scavengers.") or path is None:
            return None
        for entry in path:
            spec = FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(fullname, target)
            if spec is not None and spec.loader is not None:
                return spec
        return None


def install_pure_finder() -> None:
    """Make the rest of the package import from source (before any engine module is loaded)."""
    if not any(isinstance(finder, _SourceOnly) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceOnly())


def engine_compiled() -> bool:
    """Whether the engine running in this process is the compiled build."""
    from scavengers.engine.core import state

    return (state.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))
