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
from scavengers.cards.texts import card_text

__all__ = [
    "CATALOGUE",
    "Box",
    "CardKind",
    "CardType",
    "CatalogueError",
    "Role",
    "Skill",
    "card_text",
    "kind",
    "parse_catalogue",
]
