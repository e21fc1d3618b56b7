"""JSON for what a browser may receive: a seat's View, its log and legal actions, the cards.

Built only from ``view(seat)``, ``log(seat)`` and ``legal_actions(seat)``; an event's audience
is dropped (the seat already knows it may see the event).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from scavengers.cards import CATALOGUE, card_text
from scavengers.engine import Event, View
from scavengers.text import describe, knowledge_line

_PRIMITIVES = (str, int, float, bool, type(None))


def plain(value: Any) -> Any:
    """A JSON-ready copy of a frozen dataclass / NamedTuple / tuple tree (NamedTuples become
    objects, other tuples arrays). Primitives are tested first: they are most of a view."""
    if isinstance(value, _PRIMITIVES):
        return value
    if isinstance(value, tuple | list):
        fields = getattr(value, "_fields", None)
        if fields is not None:
            return {f: plain(v) for f, v in zip(fields, value, strict=True)}
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, frozenset | set):
        return sorted(plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def view_json(view: View) -> dict[str, Any]:
    """A seat's view as JSON (``over`` added, and the result's ``decided_by``; ``totals`` keyed
    by each action's notation, as the legal actions are sent, so the page shows the engine's
    total beside each; ``known``: its ``knowledge`` but the peek, each with its line in words)."""
    data: dict[str, Any] = plain(view)
    data["over"] = view.over
    if view.result is not None:
        # What decided the winners (the engine's, GameResult.decided_by): the end screen says it.
        data["result"]["decided_by"] = view.result.decided_by
    data["totals"] = {str(action): total for action, total in view.totals}
    # What the seat alone has seen, in the terminal's words, beside the cards (the peek is
    # shown apart, as ``peeked``).
    data["known"] = [
        {"zone": known.zone, "text": knowledge_line(known), "cards": list(known.cards)}
        for known in view.knowledge
        if known.source != "peek"
    ]
    return data


def event_json(event: Event, names: Iterable[str]) -> dict[str, Any]:
    """One event the seat may see, with its line of text."""
    return {
        "type": event.type.value,
        "round": event.round,
        "seat": event.seat,
        "cards": list(event.cards),
        "count": event.count,
        "target": event.target,
        "values": list(event.values),
        "text": describe(event, names),
    }


def catalogue_json() -> dict[str, dict[str, Any]]:
    """Every card kind's name, player text (``texts.toml``, as the terminal shows it), printed
    numbers and hiring cost, for card faces and hover text."""
    cards: dict[str, dict[str, Any]] = {}
    for kind_id, kind in CATALOGUE.items():
        cards[kind_id] = {
            "name": kind.name,
            "type": str(kind.type),
            "text": card_text(kind_id),
            "box": str(kind.box),
            "base": {str(k): v for k, v in kind.base.items()},
            "plus": {str(k): v for k, v in kind.plus.items()},
            "cost_food": kind.cost_food,
            "cost_meds": kind.cost_meds,
            "cost_any_mix": kind.cost_any_mix,
            "mercenary": kind.is_mercenary,
            "contested": kind.is_contested,
            "build_time": kind.build_time,
            "meds": kind.meds,
            "people": kind.people,
        }
    return cards
