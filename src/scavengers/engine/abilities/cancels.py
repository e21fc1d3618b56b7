"""Cancels (Recon): a card that stops a pending effect, which then never happens [003:28-29].

- Scouting refugee: cancels any recon (a spy, binoculars, a scout tower) [003:81-91].
- Guard: cancels any effect outside the skirmish that targets its owner's cards: a snipe or
  disarm, a spy on her zones, the Fanatic, an attack on her building [003:120-124]; RULINGS X-6.

Either is played from hand, the committed cards (``cancel force guard``) or the bunker (RULINGS
I-6, X-4), as its owner chooses, is then
discarded, and its owner draws 1 into her hand (X-26). A cancel cannot itself be cancelled
or saved against (I-9, X-5).
"""

from __future__ import annotations

from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Spend, Timing, Who
from scavengers.engine.abilities.strikes import holds_cards, places, play_from, source
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Effect, Pending
from scavengers.engine.core.moves import announce, discard_publicly, draw, kinds_of
from scavengers.engine.core.state import GameState
from scavengers.engine.flow import window

SCOUTING_REFUGEE = "scouting_refugee"
GUARD = "guard"
GUARDED = frozenset({Effect.SNIPE, Effect.DISARM, Effect.STRIKE, Effect.ATTACK, Effect.RECON, Effect.DEMOLITION})
"""The effects a guard may cancel, when they target its owner's cards (RULINGS X-6)."""


def _options(kind_id: str) -> abilities.Options:
    def options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
        return [Action(Verb.CANCEL, (kind_id,), from_force=f) for f in places(state, seat, kind_id, timing)]

    return options


def _guard_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    assert context is not None  # a cancel answers a pending effect
    if not _guarded(state, seat, context):
        return []
    return _options(GUARD)(state, seat, timing, context)


def _guarded(state: GameState, seat: int, pending: Pending) -> bool:
    """Whether ``pending`` targets ``seat``'s cards outside the skirmish (RULINGS X-6)."""
    return pending.target == seat and pending.actor != seat and not pending.in_skirmish


def _guard_asked(state: GameState, seat: int, pending: Pending) -> bool:
    return _guarded(state, seat, pending) and holds_cards(state, seat, pending)


def _verify(kind_id: str) -> abilities.Verify:
    def verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
        """Why a cancel is refused (``None``: it may be played): one card, and a guard only
        on an effect on its owner's cards outside the skirmish (RULINGS X-6)."""
        if action.cards != (kind_id,):
            return f"a cancel is one card: 'cancel {kind_id}'"
        if context is None:
            return "a cancel answers a pending effect in a reaction window"
        if kind_id == GUARD and not _guarded(state, seat, context):
            return "a guard cancels only an effect on its owner's cards, outside the skirmish (RULINGS X-6)"
        return None

    return verify


def _cancel(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The cancelling card is discarded and replaced (X-26); the effect is cancelled."""
    assert context is not None  # a cancel answers a pending effect
    kind_id = action.cards[0]
    zone = source(state, seat, kind_id, timing, action.from_force)
    assert zone is not None  # its options offered it
    spent = play_from(state, seat, zone, kind_id)
    state.emit(Event(EventType.CANCELLED, state.round, seat, (kind_id,), target=context.actor, text="cancels"))
    window.cancel(state, context)
    # "discard the scouting refugee and draw one card" [003:86], "discard it and draw 1"
    # [003:120-124], RULINGS X-4: in that order, so a draw that must reshuffle finds it in the
    # discard pile. The drill sergeant is the exception its own ruling makes.
    discard_publicly(state, seat, spent)
    announce(state, EventType.DREW, seat, kinds_of(state, draw(state, seat, 1)))


abilities.register(
    Ability(
        kind=SCOUTING_REFUGEE,
        verb=Verb.CANCEL,
        timings=frozenset({Timing.WINDOW}),
        answers=frozenset({Effect.RECON}),
        who=Who.ANYONE,
        targets="any recon: a spy, binoculars, a scout tower",
        spend=Spend.DISCARDED,
        ruling="[003:81-91]; RULINGS X-4, X-5, X-26, X-27",
        options=_options(SCOUTING_REFUGEE),
        apply=_cancel,
        verify=_verify(SCOUTING_REFUGEE),
        asked=holds_cards,
        cancels=True,
    )
)
abilities.register(
    Ability(
        kind=GUARD,
        verb=Verb.CANCEL,
        timings=frozenset({Timing.WINDOW}),
        answers=GUARDED,
        who=Who.OWNER,
        targets="an effect outside the skirmish that targets its owner's cards",
        spend=Spend.DISCARDED,
        ruling="[003:120-124]; RULINGS X-4..X-6, X-26, X-27",
        options=_guard_options,
        apply=_cancel,
        verify=_verify(GUARD),
        asked=_guard_asked,
        cancels=True,
    )
)
