"""Decision frames: the stack of pending decisions (DESIGN.md, RULINGS I-1..I-11).

The engine runs until a decision is needed and leaves a frame on the stack that says who
decides and about what. Interrupts push a frame on top; when it is done, the one below is back
in charge. Frames are frozen, so a clone shares them.
"""

from __future__ import annotations

from dataclasses import dataclass

from scavengers.engine.actions import Verb


@dataclass(frozen=True, slots=True)
class GatherTurn:
    """A player's resource-gathering turn: declare actions, hire, trash, or end."""

    seat: int


@dataclass(frozen=True, slots=True)
class Respond:
    """A response window on ``actor``'s declared ``verb`` (RULINGS I-1): ``responder`` may
    snipe or disarm a declared card, or pass. It closes after ``passes`` reaches the number
    of players who may respond, in a row. ``struck`` is whether any card was taken out.
    """

    actor: int
    verb: Verb
    responder: int
    passes: int = 0
    struck: bool = False
    subject: str | None = None
    """The building a crew of workers is declared on (RULINGS I-3)."""


@dataclass(frozen=True, slots=True)
class Resume:
    """After a declared action lost cards, its actor continues or aborts (RULINGS I-2)."""

    seat: int
    verb: Verb
    subject: str | None = None


@dataclass(frozen=True, slots=True)
class Keep:
    """The digger keeps one dug card or none (RULINGS ED-4); from the schematics pile the kept
    card is a building to start (ED-16)."""

    seat: int
    schematics: bool = False
    organizer: bool = False
    """The Organizer's draw of 2: keep 1 in hand, the other goes to the discard (L-4)."""


@dataclass(frozen=True, slots=True)
class Commit:
    """The player commits any subset of her hand to the skirmish, face down (RULINGS R-2)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SkirmishTurn:
    """A player's single opportunity in the skirmish to snipe and disarm (RULINGS S-7)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Save:
    """A snipe on ``target``'s ``subject`` awaits (RULINGS I-4): ``responder`` may save it with a
    medic, or pass. Savers are asked from the target's owner clockwise; the snipe hits once all
    of them have passed in a row. ``in_skirmish``: the target is in a revealed force, not on a
    gathering table."""

    sniper: int
    target: int
    subject: str
    in_skirmish: bool
    responder: int
    passes: int = 0


@dataclass(frozen=True, slots=True)
class ChooseLeader:
    """Keep one of the two leaders dealt face down (HQ module 3) [000:650]."""

    seat: int


Frame = GatherTurn | Respond | Resume | Keep | Commit | SkirmishTurn | Save | ChooseLeader


def next_asked(asked: list[int], origin: int, current: int, seats: int, fallback: int) -> int:
    """The seat asked after ``current`` in a window that runs clockwise from ``origin``:
    the next one of ``asked``, wrapping round to the first; ``fallback`` if none is left."""
    later = [s for s in asked if (s - origin) % seats > (current - origin) % seats]
    if later:
        return later[0]
    return asked[0] if asked else fallback


_ASKING = frozenset({Respond, Save})
"""Windows, where the deciding seat is the one being asked."""


def deciding_seat(frame: Frame) -> int:
    """The seat that must decide at this frame."""
    if type(frame) in _ASKING:
        return frame.responder  # type: ignore[union-attr]
    return frame.seat  # type: ignore[union-attr]
