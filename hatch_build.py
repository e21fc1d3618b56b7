"""Build hook: with ``SCAVENGERS_COMPILE=1`` the wheel carries the engine compiled by mypyc (and
the learning environment's hot modules).

``SCAVENGERS_COMPILE=1 pip install .`` builds it (gcc and the Python headers needed); a plain
``pip install .`` or ``pip install -e .`` builds the pure Python package, as always. The
compiled wheel keeps every ``.py`` file beside its extension module: the source, and the
fallback that ``SCAVENGERS_PURE=1`` imports instead (see ``scavengers/_build.py``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

MYPY = "mypy==2.4.1"
"""The mypyc that compiles the engine: the same mypy as the dev tools."""
SETUPTOOLS = "setuptools==84.0.0"
"""mypyc drives the C compiler through setuptools."""

PURE_MODULES = frozenset(
    {
        # The public boundary: these check whatever a caller passes (a seat as text, a config
        # from a save) and refuse it with InvalidAction / ConfigError, where compiled code would
        # raise a TypeError at the call already. They do little work per call.
        "scavengers/engine/game.py",
        "scavengers/engine/core/config.py",
        # Refusals: ConfigError (config.py) subclasses InvalidAction, and a Python class cannot
        # subclass a compiled one.
        "scavengers/engine/core/errors.py",
    }
)
"""Engine modules left as Python in the compiled build."""


def compile_requested() -> bool:
    return os.environ.get("SCAVENGERS_COMPILE", "").strip() not in {"", "0"}


RL_MODULES = ("scavengers/rl/words.py", "scavengers/rl/observation.py", "scavengers/rl/driver.py")
"""The learning environment's own hot code: an action's words, the observation and the game
played word by word. The PettingZoo and Gymnasium classes around them stay Python (they
subclass those libraries' Python classes), and so does the trainer."""


RL_NEEDS = ("numpy", "rich", "gymnasium", "pettingzoo")
"""What mypy reads of the learning environment's modules: the ``rl`` extra."""


def rl_installed() -> bool:
    """Whether the ``rl`` extra is installed where the build runs: only then are the learning
    environment's modules compiled (mypy must read what they import, and without the extra they
    cannot run anyway); the engine is compiled either way. Asked of the interpreter in isolated
    mode, as mypy looks for packages: the environment being installed into, not pip's build
    environment."""
    probe = f"import importlib.util as u, sys; sys.exit(any(u.find_spec(n) is None for n in {RL_NEEDS!r}))"
    return subprocess.run([sys.executable, "-I", "-c", probe], check=False).returncode == 0


def compiled_sources(src: Path, rl: bool = True) -> list[str]:
    """The files mypyc compiles, relative to ``src``: the engine, the card catalogue and (with
    ``rl``) the learning environment's hot modules."""
    files = sorted(str(path.relative_to(src)) for path in (src / "scavengers" / "engine").rglob("*.py"))
    engine = [*(name for name in files if name not in PURE_MODULES), "scavengers/cards/catalogue.py"]
    return [*engine, *RL_MODULES] if rl else engine


class CompiledEngineHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return [MYPY, SETUPTOOLS] if compile_requested() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not compile_requested():
            return
        if version == "editable":
            self.app.display_warning("SCAVENGERS_COMPILE: an editable install stays pure Python (use pip install .)")
            return
        work = Path(tempfile.mkdtemp(prefix="scavengers-mypyc-"))
        self._work = work
        shutil.copytree(Path(self.root) / "src" / "scavengers", work / "scavengers")
        # The project's mypy settings: the learning environment's modules import PettingZoo,
        # which ships no type marker (pyproject.toml says how mypy reads it).
        shutil.copy(Path(self.root) / "pyproject.toml", work / "pyproject.toml")
        rl = rl_installed()
        sources = compiled_sources(work, rl)
        self.app.display_info(f"SCAVENGERS_COMPILE: compiling {len(sources)} modules with mypyc")
        if not rl:
            self.app.display_info("SCAVENGERS_COMPILE: without the rl extra the learning environment stays Python")
        # mypyc writes each extension module beside its source, and one shared library at the top.
        subprocess.run([sys.executable, "-m", "mypyc", *sources], cwd=work, check=True)
        built = sorted(path for path in work.rglob("*.so") if "build" not in path.relative_to(work).parts)
        if not built:
            raise RuntimeError("SCAVENGERS_COMPILE: mypyc built no extension module")
        for path in built:
            build_data["force_include"][str(path)] = str(path.relative_to(work))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
