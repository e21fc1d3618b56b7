"""Events: frozen records of what happened, each carrying who may see it.

A public event has ``audience=None``. A private fact (the cards a player drew, dug or won)
is its own event whose audience is the seats that may see it, so a seat's log is the full log
with the events it may not see removed: nothing is ever redacted in place.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class EventType(StrEnum):
    """What an event records."""

    GAME_STARTED = "game_started"
    ROUND_STARTED = "round_started"
    DREW = "drew"
    RESHUFFLED = "reshuffled"
    PEEKED = "peeked"
    TURN_STARTED = "turn_started"
    DECLARED = "declared"
    SNIPED = "sniped"
    DISARMED = "disarmed"
    ABORTED = "aborted"
    DUG = "dug"
    KEPT = "kept"
    HUNTED = "hunted"
    HIRED = "hired"
    TRASHED = "trashed"
    DISCARDED = "discarded"
    COMMITTED = "committed"
    REVEALED = "revealed"
    SKIRMISH_TOTALS = "skirmish_totals"
    SKIRMISH_WON = "skirmish_won"
    DEADLOCK = "deadlock"
    GAINED = "gained"
    INITIATOR_PASSED = "initiator_passed"
    SAVED = "saved"
    STORED = "stored"
    RETRIEVED = "retrieved"
    BUILDING_STARTED = "building_started"
    BUILDING_COMPLETED = "building_completed"
    TIMER_REDUCED = "timer_reduced"
    GARDEN_FOOD = "garden_food"
    LEADERS_DEALT = "leaders_dealt"
    LEADER_CHOSEN = "leader_chosen"
    LEADER_REVEALED = "leader_revealed"
    LEADER_USED = "leader_used"
    BUILDING_DISABLED = "building_disabled"
    BUILDING_REPAIRED = "building_repaired"
    LEADER_WOUNDED = "leader_wounded"
    LEADER_HEALED = "leader_healed"
    GANG_JOINED = "gang_joined"
    GANG_STAYED_AWAY = "gang_stayed_away"
    LOOKED = "looked"
    """A recon: publicly how many cards of which zone; the cards themselves to the looker."""
    PROVOKED = "provoked"
    """A provocateur was announced in the skirmish (Recon)."""
    RETURNED = "returned"
    """Cards went back: hardy scavengers to a hand, a scrappers dig's cards to a pile's top."""
    CANCELLED = "cancelled"
    """A pending effect was cancelled (Recon's scouting refugee or guard)."""
    GASSED = "gassed"
    """Tear gas set a force card's fight to 0 (Recon module 4)."""
    DEMOLISHED = "demolished"
    """A demolition team reset a building's timer (Recon module 4)."""
    MAPPED = "mapped"
    """A map brought a used tribe member back to hand (Recon module 5)."""
    YARD_PEEKED = "yard_peeked"
    """The Yardmaster looked at the junkyard's top 2 and put them back on top or bottom."""
    BRIBED = "bribed"
    """Leader drafting: a player drew leaders from the pile with a bribe (the count public,
    the cards to her alone)."""
    LEADER_BRIBED = "leader_bribed"
    """Leader drafting: the leader a player kept, face up (none: she kept none); ``count``
    cards went to the bottom of the leader pile."""
    ATTRITION = "attrition"
    """Solo: the top card of a newly shuffled deck leaves the game (RULINGS V-4)."""
    ENGAGED = "engaged"
    """Solo: the player engages opponent force ``count`` (RULINGS V-4)."""
    SKIRMISH_LOST = "skirmish_lost"
    """Solo: the opponent force won; ``cards``: the card the player removes (RULINGS V-5)."""
    FORCE_GONE = "force_gone"
    """Solo: what is left of opponent force ``count`` leaves the game (RULINGS V-4)."""
    GAME_OVER = "game_over"


class Event(NamedTuple):
    """One thing that happened.

    ``seat`` is the player it concerns, ``cards`` the card kinds it shows (only ever to its
    audience), ``count`` a number it states publicly, ``target`` another seat it names
    (for ``retrieved``: which of the player's buildings of the kind, when she has several),
    ``values`` per-seat figures (skirmish totals, scores; for ``building_disabled`` and
    ``demolished``: the building's number, when its owner has several of the kind) and
    ``text`` a short detail.
    An immutable tuple: a game makes hundreds, and a tuple is built four times faster than a
    frozen dataclass (issue 13).
    """

    type: EventType
    round: int
    seat: int | None = None
    cards: tuple[str, ...] = ()
    count: int = 0  # type: ignore[assignment]  # the field, not tuple.count
    target: int | None = None
    values: tuple[int, ...] = ()
    text: str = ""
    audience: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator) may see this event."""
        return self.audience is None or (seat is not None and seat in self.audience)
