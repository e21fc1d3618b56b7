"""The cargo sled (Recon module 4): a junkyard dig with it equipped may keep one extra card,
which must be a tool or medicine [003:224-227]; RULINGS X-15, X-17, X-21.

It is passive (X-21): when a junkyard dig resolves with the sled on the table (a tool there
always has its digger), the keep choice allows a second card, as long as one of the two kept
is a tool or medicine; the first may be anything. A schematics dig (a build) keeps one
schematic as ever.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine.abilities import ranks
from scavengers.engine.core.actions import Verb
from scavengers.engine.core.hooks import Hook, passive
from scavengers.engine.core.state import GameState
from scavengers.engine.flow import choices, declarations, gathering

CARGO_SLED = "cargo_sled"
SLED_KEEP = "sled keep"
"""The keep choice of a junkyard dig with a cargo sled."""
SLED_KEEP_EITHER_END = "sled keep either end"
"""The same with scrappers in the dig: two may be kept, then the digger sends each other card
to the top or the bottom of the junkyard (RULINGS X-15, X-17)."""


SLED_RULE = "with a cargo sled, one of two cards kept must be a tool or medicine (RULINGS X-17)"


def _extra_is_gear(state: GameState, seat: int, cards: tuple[str, ...]) -> bool:
    """RULINGS X-17: with two kept, one of them must be a tool or medicine."""
    return len(cards) < 2 or any(CATALOGUE[k].is_tool or CATALOGUE[k].is_medicine for k in cards)


def _looking(state: GameState, seat: int) -> list[int]:
    return state.players[seat].looking


def _sled_keep(state: GameState, seat: int) -> str:
    return SLED_KEEP_EITHER_END if declarations.either_end(state, seat) else SLED_KEEP


choices.register(
    SLED_KEEP,
    choices.Choice(
        Verb.KEEP,
        "keep",
        _looking,
        gathering.keep_finish(gathering.KEEP),
        most=2,
        valid=_extra_is_gear,
        rule=SLED_RULE,
    ),
)
choices.register(
    SLED_KEEP_EITHER_END,
    choices.Choice(Verb.KEEP, "keep", _looking, ranks.keep_either_end, most=2, valid=_extra_is_gear, rule=SLED_RULE),
)
passive(Hook.AFTER_DIG, CARGO_SLED, _sled_keep)
