"""docs/view.md describes every field a seat is told: each field of the View and of the types
it holds appears there, in a table row of its own type's section, so that the reference cannot
fall behind the code."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.core.view import BuildingView, Decision, Knowledge, SeatView

DOC = Path(__file__).resolve().parents[1] / "docs" / "view.md"


def _fields(kind: type) -> list[str]:
    if dataclasses.is_dataclass(kind):
        return [f.name for f in dataclasses.fields(kind)]
    return list(kind._fields)  # type: ignore[attr-defined]  # a named tuple


def _section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"## `{title}`")
    following = text.find("\n## ", start + 1)
    return text[start : following if following >= 0 else len(text)]


@pytest.mark.parametrize("kind", [sc.View, SeatView, Decision, Knowledge, BuildingView, ForceStrength])
def test_every_field_of_the_view_and_its_parts_has_a_row_in_the_reference(kind: type) -> None:
    rows = set(re.findall(r"^\| `(\w+)` \|", _section(kind.__name__), re.MULTILINE))
    assert set(_fields(kind)) == rows


def test_the_results_fields_are_named_in_the_reference() -> None:
    section = _section("GameResult")
    for name in [*_fields(sc.GameResult), *_fields(sc.Score)]:
        assert f"`{name}`" in section, name


def test_every_kind_of_decision_is_explained_in_the_reference() -> None:
    """Each decision kind a View may name (the learning environment's list of them, which its
    own tests check against the games) is explained in the ``kind`` row."""
    from scavengers.rl.observation import DECISION_KINDS

    row = next(line for line in _section("Decision").splitlines() if line.startswith("| `kind` |"))
    missing = [kind for kind in DECISION_KINDS if kind != "other" and f"`{kind}`" not in row]
    assert missing == []
