"""Player-facing card text: what each card kind does, in plain words, from ``texts.toml``."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

from scavengers.cards.catalogue import CATALOGUE, CatalogueError


@cache
def _texts() -> dict[str, str]:
    data = tomllib.loads(resources.files("scavengers.cards").joinpath("texts.toml").read_text(encoding="utf-8"))
    texts = data.get("texts")
    if not isinstance(texts, dict):
        raise CatalogueError("texts.toml: missing the [texts] table")
    return {str(kind_id): str(text) for kind_id, text in texts.items()}


def card_text(kind_id: str) -> str:
    """What a card of ``kind_id`` does, in plain words (its numbers come from the catalogue).

    Raises ``KeyError`` naming the kind when it is not a card kind of the catalogue."""
    if kind_id not in CATALOGUE:
        raise KeyError(f"unknown card kind {kind_id!r}")
    return _texts()[kind_id]
