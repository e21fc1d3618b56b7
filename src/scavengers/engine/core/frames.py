"""Decision frames: the stack of pending decisions (DESIGN.md, RULINGS I-1..I-11).

The engine runs until a decision is needed and leaves a frame on the stack that says who
decides and about what. Interrupts push a frame on top; when it is done, the one below is back
in charge. Frames are frozen, so a clone shares them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scavengers.engine.core.actions import Verb


@dataclass(frozen=True, slots=True)
class GatherTurn:
    """A player's resource-gathering turn: declare actions, hire, trash, or end."""

    seat: int


class Effect(StrEnum):
    """What a pending effect is: each opens one kind of reaction window."""

    DECLARED = "declared action"
    """Cards put face up on the table for an action (RULINGS I-1, I-3)."""
    SNIPE = "snipe"
    """A person (or leader) under fire (RULINGS I-4)."""
    DISARM = "disarm"
    """A tool under fire."""
    STRIKE = "strike"
    """The Fanatic's sacrifice on a played card (RULINGS L-7)."""
    ATTACK = "building attack"
    """A saboteur disabling a completed building (RULINGS H-11)."""
    RECON = "recon"
    """A look at hidden cards (Recon)."""
    DEMOLITION = "demolition"
    """A demolition team resetting a building's timer (Recon module 4, RULINGS H-9)."""


@dataclass(frozen=True, slots=True)
class Pending:
    """An effect waiting in a reaction window: a declared action, a strike, an attack.

    ``actor`` caused it; ``verb`` is the declared action's (or the strike's) verb; ``target``
    and ``subject`` are the seat and the card kind it aims at (for a declaration: the building
    a crew works on or the mercenary hired); ``in_skirmish``: the target is in a revealed force;
    ``number``: which of the target's buildings of the kind (``Action.number``).
    """

    effect: Effect
    actor: int
    verb: Verb
    target: int | None = None
    subject: str | None = None
    in_skirmish: bool = False
    number: int | None = None


@dataclass(frozen=True, slots=True)
class Window:
    """A reaction window on ``pending`` (:mod:`window`): ``responder`` decides now; ``passes``
    asked seats have passed in a row; ``struck``: a card of a declaration was taken out."""

    pending: Pending
    responder: int
    passes: int = 0
    struck: bool = False
    asked: tuple[int, ...] | None = None
    """The seats asked, as just worked out after a pass (nothing else changes in between), so
    that settling the window does not work them out again; ``None``: not known."""


@dataclass(frozen=True, slots=True)
class Resume:
    """After a declared action lost cards, its actor continues or aborts (RULINGS I-2)."""

    seat: int
    verb: Verb
    subject: str | None = None
    number: int | None = None
    """Which of her buildings of the kind ``subject`` a crew or repair is for (``Action.number``)."""


@dataclass(frozen=True, slots=True)
class SkirmishTurn:
    """A player's single opportunity in the skirmish to snipe and disarm (RULINGS S-7)."""

    seat: int


ORGANIZER = "organizer"
"""The Organizer's choice: keep one of the two cards she drew (RULINGS L-4)."""
COURIER_DISCARD = "courier discard"
"""A courier's choice: discard two of the cards she drew (RULINGS X-11)."""
OWN_LOOKS = frozenset({ORGANIZER, COURIER_DISCARD})
"""The choices whose cards in sight are the chooser's own, drawn from her deck; every other
look (a dig, a bribe, a leader draft) is at a shared pile's cards, hers only once kept."""


@dataclass(frozen=True, slots=True)
class Choose:
    """A follow-up choice (:mod:`choices`): ``seat`` chooses cards for ``purpose`` (keep a dug
    card, keep a leader, commit to the skirmish, or the cards of an action chosen one by one);
    ``chosen`` are the cards picked so far when they are chosen one at a time."""

    seat: int
    purpose: str
    chosen: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Place:
    """``seat`` looked at cards of a pile and now puts them back: on top or at the bottom (the
    Yardmaster, RULINGS L-15)."""

    seat: int
    purpose: str


@dataclass(frozen=True, slots=True)
class Engage:
    """The solo player's turn is over: she may engage one opponent force (RULINGS V-4)."""

    seat: int


Frame = GatherTurn | Window | Resume | Choose | SkirmishTurn | Place | Engage


_ASKING = frozenset({Window})
"""Windows, where the deciding seat is the one being asked."""


def deciding_seat(frame: Frame) -> int:
    """The seat that must decide at this frame."""
    if type(frame) in _ASKING:
        return frame.responder  # type: ignore[union-attr]
    return frame.seat  # type: ignore[union-attr]
