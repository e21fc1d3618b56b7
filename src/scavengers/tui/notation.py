"""Helping a person type and read the game: typed notation tidied, "did you mean" for a
misspelt card, the cards a seat may look up, and the rules text."""

from __future__ import annotations

from importlib import resources

from scavengers.cards import CATALOGUE
from scavengers.engine import Event, View

SET_VERBS = ("commit", "trash", "keep")
"""Verbs whose cards form a set: ``brawler+spear`` is read as the two cards."""


def rules_text() -> str:
    """The rules help, in the project's own words."""
    return resources.files("scavengers.tui").joinpath("rules.md").read_text(encoding="utf-8")


def visible_kinds(view: View, log: tuple[Event, ...] = ()) -> list[str]:
    """Every card kind the viewer can see now or has seen: hand, market, dug, peeked,
    committed, leaders, buildings (her own timer cards with the 2012 rules), discards, forces,
    and the cards named in the viewer's log (drawn, won, kept). Built from the view and the
    viewer's own log only."""
    kinds: list[str] = [*view.hand, *(k for k, _ in view.market), *view.looking, *view.committed]
    kinds += [k for event in log for k in event.cards]
    kinds += [*view.discard_hidden, *view.dealt, *view.gangs]
    kinds += [k for stored in view.stored for k in stored]
    kinds += [k for timer in view.timers for k in timer]  # her own, with the 2012 rules
    kinds += [k for known in view.knowledge for k in known.cards]
    for seat in view.seats:
        kinds += [*seat.discard, *seat.table, *(seat.force or ()), *(b.kind for b in seat.buildings)]
        if seat.leader is not None:
            kinds.append(seat.leader)
    return sorted({k for k in kinds if k in CATALOGUE}, key=lambda k: CATALOGUE[k].name)


def normalize(text: str) -> str:
    """Typed notation, tidied: one space between words, lower case, and ``commit brawler+spear``
    read as the cards ``brawler spear`` (a set needs no grouping)."""
    words = text.strip().lower().split()
    if words and words[0] in SET_VERBS:
        words = [words[0], *" ".join(words[1:]).replace("+", " ").split()]
    return " ".join(words)
