"""The card catalogue: one data file and its typed loader."""

from scavengers.cards.catalogue import (
    CATALOGUE,
    Box,
    CardKind,
    CardType,
    CatalogueError,
    Role,
    Skill,
    kind,
    parse_catalogue,
)

__all__ = [
    "CATALOGUE",
    "Box",
    "CardKind",
    "CardType",
    "CatalogueError",
    "Role",
    "Skill",
    "kind",
    "parse_catalogue",
]
