"""Copying and pickling the engine's objects the same way in both builds.

Python copies (``copy.copy``, ``copy.deepcopy``) and pickles an object of a plain class by
making an empty one and filling in its attributes. mypyc's compiled classes allow neither: a
frozen dataclass refuses the attributes (``FrozenInstanceError``), and a class whose
``__init__`` takes arguments refuses to be made empty (``TypeError``). So a bot that keeps a
:class:`~scavengers.engine.core.view.View`, deep-copied by a front end's pace
(``bots.agent.Pace``), crashed in the compiled build alone. :func:`register_copying` makes
every dataclass of the engine copy and pickle as its constructor called with its fields, in
either build (``copyreg``, which both ``copy`` and ``pickle`` consult).
"""

from __future__ import annotations

import copyreg
import dataclasses
import sys
from types import MappingProxyType
from typing import Any

from scavengers.engine.core.config import GameConfig, plain_scenario
from scavengers.engine.core.rng import Rng

PACKAGES = ("scavengers.engine.", "scavengers.cards.")
"""The modules whose dataclasses are registered (the ones the compiled build compiles)."""


def rebuilt(obj: Any) -> tuple[type, tuple[Any, ...]]:
    """A dataclass instance as its constructor and the arguments that make it again: its
    fields in order (every field of the engine's dataclasses is an ``__init__`` argument, and
    a custom ``__init__`` such as ``View``'s takes them in the fields' order)."""
    return type(obj), tuple(getattr(obj, field.name) for field in dataclasses.fields(obj))


def rebuilt_rng(rng: Rng) -> tuple[type, tuple[int]]:
    return Rng, (rng.state,)


def rebuilt_config(config: GameConfig) -> tuple[type, tuple[Any, ...]]:
    """A :class:`GameConfig` as :func:`rebuilt` makes it again, but its scenario as plain JSON
    values: the read-only mappings it keeps (``types.MappingProxyType``) can be neither copied
    nor pickled, so a game set up from a scenario (and a learning environment playing one)
    could not be; the constructor freezes them again."""
    kind, fields = rebuilt(config)
    return kind, tuple(plain_scenario(value) if isinstance(value, MappingProxyType) else value for value in fields)


def register_copying() -> None:
    """Register every engine dataclass loaded so far (the package's ``__init__`` loads them
    all), and :class:`Rng`, with ``copyreg``."""
    copyreg.pickle(Rng, rebuilt_rng)
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(PACKAGES):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type) and value.__module__ == name and dataclasses.is_dataclass(value):
                copyreg.pickle(value, rebuilt)
    copyreg.pickle(GameConfig, rebuilt_config)
