"""The card catalogue: every card kind of the three boxes, loaded from ``catalogue.toml``.

Card numbers live only in the data file. This module turns each table into a frozen
:class:`CardKind` and refuses a malformed entry loudly, naming the entry.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from typing import Any, TypeVar

_E = TypeVar("_E", bound=StrEnum)


class Box(StrEnum):
    """The box a card comes in."""

    BASE = "base"
    HQ = "hq"
    RECON = "recon"


class CardType(StrEnum):
    """The type icon in a card's corner."""

    PERSON = "person"
    TOOL = "tool"
    MEDICINE = "medicine"
    JUNK = "junk"
    INSTANT = "instant"
    BUILDING = "building"
    LEADER = "leader"
    GANG = "gang"


class Role(StrEnum):
    """Where a card sits at setup."""

    STARTER = "starter"
    ALT_STARTER = "alt_starter"
    MERCENARY = "mercenary"
    JUNKYARD = "junkyard"
    CONTESTED = "contested"
    SCHEMATIC = "schematic"
    LEADER = "leader"
    GANG = "gang"


class Skill(StrEnum):
    """The four standard actions a card may perform or modify."""

    DIG = "dig"
    DRAW = "draw"
    HUNT = "hunt"
    FIGHT = "fight"


class CatalogueError(ValueError):
    """The catalogue data file holds an entry the loader cannot accept."""


@dataclass(frozen=True, slots=True)
class CardKind:
    """One kind of card, with the numbers printed on it.

    ``base[skill]`` is the standard action value (absent: the card cannot perform it; 0 is a
    real value, RULINGS ED-12). ``plus[skill]`` is an action modifier, which needs a card with
    the base ability (tools: one per person; person modifiers such as Group Leaders stack).
    """

    id: str
    name: str
    box: Box
    type: CardType
    roles: frozenset[Role]
    count: int
    base: Mapping[Skill, int]
    plus: Mapping[Skill, int]
    cost_food: int
    cost_meds: int
    cost_any_mix: int | None
    meds: int
    people: int
    build_time: int | None
    capacity: int | None
    stores: CardType | None
    text: str

    @property
    def is_person(self) -> bool:
        return self.type is CardType.PERSON

    @property
    def is_tool(self) -> bool:
        return self.type is CardType.TOOL

    @property
    def is_instant(self) -> bool:
        return self.type is CardType.INSTANT

    @property
    def is_medicine(self) -> bool:
        return self.type is CardType.MEDICINE

    @property
    def is_contested(self) -> bool:
        return Role.CONTESTED in self.roles

    @property
    def is_mercenary(self) -> bool:
        return Role.MERCENARY in self.roles

    def can(self, skill: Skill) -> bool:
        """Whether the card has ``skill`` as a standard (base) action, 0 included."""
        return skill in self.base

    def modifies(self, skill: Skill) -> bool:
        """Whether the card carries a modifier for ``skill``."""
        return skill in self.plus


_KNOWN_KEYS = frozenset(
    {
        "name",
        "box",
        "type",
        "roles",
        "count",
        "cost_food",
        "cost_meds",
        "cost_any_mix",
        "meds",
        "people",
        "build_time",
        "capacity",
        "stores",
        "text",
        "confidence",
        "sources",
    }
    | {skill.value for skill in Skill}
    | {f"plus_{skill.value}" for skill in Skill}
)


def _int(entry: Mapping[str, Any], key: str, kind_id: str, default: int | None) -> int | None:
    value = entry.get(key, default)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise CatalogueError(f"card kind {kind_id!r}: {key} must be a non-negative integer, got {value!r}")
    return value


def _enum(enum: type[_E], value: Any, kind_id: str, key: str) -> _E:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(member.value for member in enum)
        raise CatalogueError(f"card kind {kind_id!r}: {key} {value!r} is not one of {allowed}") from None


def parse_kind(kind_id: str, entry: Mapping[str, Any]) -> CardKind:
    """Build one :class:`CardKind` from its table, or raise :class:`CatalogueError` naming it."""
    unknown = set(entry) - _KNOWN_KEYS
    if unknown:
        raise CatalogueError(f"card kind {kind_id!r}: unknown keys {sorted(unknown)}")
    for key in ("name", "box", "type", "roles", "count", "text"):
        if key not in entry:
            raise CatalogueError(f"card kind {kind_id!r}: missing {key}")
    roles = entry["roles"]
    if not isinstance(roles, list) or not roles:
        raise CatalogueError(f"card kind {kind_id!r}: roles must be a non-empty list")
    count = _int(entry, "count", kind_id, None)
    if not count:
        raise CatalogueError(f"card kind {kind_id!r}: count must be at least 1")
    base = {s: v for s in Skill if (v := _int(entry, s.value, kind_id, None)) is not None}
    plus = {s: v for s in Skill if (v := _int(entry, f"plus_{s.value}", kind_id, None)) is not None}
    stores = entry.get("stores")
    return CardKind(
        id=kind_id,
        name=str(entry["name"]),
        box=_enum(Box, entry["box"], kind_id, "box"),
        type=_enum(CardType, entry["type"], kind_id, "type"),
        roles=frozenset(_enum(Role, r, kind_id, "role") for r in roles),
        count=count,
        base=base,
        plus=plus,
        cost_food=_int(entry, "cost_food", kind_id, 0) or 0,
        cost_meds=_int(entry, "cost_meds", kind_id, 0) or 0,
        cost_any_mix=_int(entry, "cost_any_mix", kind_id, None),
        meds=_int(entry, "meds", kind_id, 0) or 0,
        people=_int(entry, "people", kind_id, 0) or 0,
        build_time=_int(entry, "build_time", kind_id, None),
        capacity=_int(entry, "capacity", kind_id, None),
        stores=None if stores is None else _enum(CardType, stores, kind_id, "stores"),
        text=str(entry["text"]),
    )


def parse_catalogue(text: str) -> dict[str, CardKind]:
    """Parse catalogue TOML text into kinds keyed by id, in file order."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CatalogueError(f"card catalogue is not valid TOML: {error}") from error
    kinds: dict[str, CardKind] = {}
    for kind_id, entry in data.items():
        if not isinstance(entry, dict):
            raise CatalogueError(f"card kind {kind_id!r}: expected a table")
        kinds[kind_id] = parse_kind(kind_id, entry)
    return kinds


def _load() -> dict[str, CardKind]:
    text = resources.files(__package__).joinpath("catalogue.toml").read_text(encoding="utf-8")
    return parse_catalogue(text)


CATALOGUE: Mapping[str, CardKind] = _load()
"""Every card kind of the three boxes, keyed by kind id."""


def kind(kind_id: str) -> CardKind:
    """The card kind with this id; ``KeyError`` names the unknown id."""
    try:
        return CATALOGUE[kind_id]
    except KeyError:
        raise KeyError(f"unknown card kind {kind_id!r}") from None
