"""Cards that change how a skirmish force counts (Recon module 2): the provocateur and the
rogue, passive effects at final resolution [003:126-152].

- Provocateur: on her skirmish turn its owner may announce it; if it is still in her force at
  final resolution, her fight is her force's size: the printed people of her tribe members
  there, plus what buildings add to her force (the Gangster's refugees excluded); tools,
  modifiers and tear gas do not count. Sniped, it is void (RULINGS S-8).
- Tear gas (module 4): on its owner's skirmish turn, from her revealed force, one opponent
  tribe member's printed fight (or fight modifier) becomes 0 for the round; not a snipe, so
  nothing saves against it, and a provocateur's score, its force's size, is untouched
  [003:239-250]; RULINGS S-7, S-10, X-22.
- Rogue: if the skirmish ends tied for the highest fight (with 2 players: any tie, V-2), the
  first player in turn order from the initiator with a rogue still in her force wins,
  ahead of the people count, whether or not she is among the tied (S-2, S-9).
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Hook, Spend, Timing, Who
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import has_kind, unused_in_force
from scavengers.engine.core.state import GameState
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.flow import skirmish

PROVOCATEUR = "provocateur"
ROGUE = "rogue"
TEAR_GAS = "tear_gas"


def _holds(state: GameState, seat: int, kind_id: str) -> bool:
    return has_kind(state, state.players[seat].committed, kind_id)


def _provoke_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    # RULINGS S-8: one announcement is enough, on her own skirmish turn.
    if state.players[seat].round.provoking:
        return []
    return [Action(Verb.PROVOKE, (PROVOCATEUR,))]


def _provoke_verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    if action.cards != (PROVOCATEUR,):  # README: ``provoke provocateur`` announces it, nothing more
        return f"a provocateur is announced alone: '{Verb.PROVOKE} {PROVOCATEUR}'"
    if state.players[seat].round.provoking:
        return "your provocateur is already announced (RULINGS S-8)"
    return None


def _provoke(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    state.players[seat].round.provoking = True
    state.emit(Event(EventType.PROVOKED, state.round, seat, (PROVOCATEUR,)))


def _provoked_force(state: GameState, seat: int, force: ForceStrength) -> ForceStrength:
    """RULINGS S-8: the force's size as its fight, while the provocateur is in it."""
    if not state.players[seat].round.provoking:
        return force
    return ForceStrength(True, skirmish.force_size(state, seat), force.people)


def _gas_targets(state: GameState, seat: int, other: int) -> list[int]:
    """``other``'s force cards tear gas may hit: fighting persons with a printed fight or fight
    modifier not yet gassed (a used or gassed card has no fight left to lose, S-10)."""
    kinds = state.kinds
    found = []
    for card in unused_in_force(state, other):
        kind = CATALOGUE[kinds[card]]
        if card not in state.gassed and kind.is_person and (Skill.FIGHT in kind.base or Skill.FIGHT in kind.plus):
            found.append(card)
    return found


def _gas_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    # RULINGS S-10, X-22: tear gas works only from its owner's revealed force, unused.
    if not unused_in_force(state, seat, TEAR_GAS):
        return []
    kinds = state.kinds
    return [
        Action(Verb.GAS, (TEAR_GAS,), kind_id, other)
        for other in range(len(state.players))  # the solo opponent too (RULINGS V-5)
        if other != seat
        for kind_id in sorted({kinds[c] for c in _gas_targets(state, seat, other)})
    ]


def _gas_verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why tear gas is refused (``None``: it may be used), from the revealed forces."""
    if action.cards != (TEAR_GAS,):  # one tear gas targets one tribe member [003:244]
        return f"tear gas is used one at a time: '{Verb.GAS} SEAT:KIND'"
    other = action.target
    if other == seat:
        return "a player cannot target her own cards (RULINGS S-14)"
    if other is None or not 0 <= other < len(state.players):
        return f"there is no seat {other}"
    if action.subject not in {state.kinds[c] for c in _gas_targets(state, seat, other)}:
        return (
            f"seat {other}'s force has no unused, ungassed {action.subject} with a printed fight or fight "
            "modifier (RULINGS S-10)"
        )
    return None


def _gas(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The tear gas is used (it stays in the force, S-4); the target's fight becomes 0."""
    assert action.target is not None  # its options name the target
    state.acted.add(unused_in_force(state, seat, TEAR_GAS)[0])
    target = next(c for c in _gas_targets(state, seat, action.target) if state.kinds[c] == action.subject)
    state.gassed.add(target)
    state.emit(Event(EventType.GASSED, state.round, seat, (TEAR_GAS,), target=action.target, text=action.subject or ""))


def _rogue_wins(state: GameState) -> int | None:
    """RULINGS S-9: the first seat from the initiator with a rogue in her force."""
    for step in range(state.seats):
        seat = (state.initiator + step) % state.seats
        if _holds(state, seat, ROGUE):
            return seat
    return None


abilities.register(
    Ability(
        kind=PROVOCATEUR,
        verb=Verb.PROVOKE,
        timings=frozenset({Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="its owner's own force: fight becomes its size",
        spend=Spend.NOT_SPENT,
        ruling="[003:126-137]; RULINGS S-8",
        options=_provoke_options,
        apply=_provoke,
        verify=_provoke_verify,
    )
)
abilities.register(
    Ability(
        kind=TEAR_GAS,
        verb=Verb.GAS,
        timings=frozenset({Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset(),
        who=Who.OTHERS,
        targets="one opponent tribe member in a revealed force: its printed fight (or modifier) becomes 0",
        spend=Spend.STAYS,
        ruling="[003:239-250]; RULINGS S-7, S-10, X-22",
        options=_gas_options,
        apply=_gas,
        verify=_gas_verify,
    )
)
abilities.passive(Hook.FORCE, PROVOCATEUR, _provoked_force)
abilities.passive(Hook.TIE_BREAK, ROGUE, _rogue_wins)
