"""Cards that change how a skirmish force counts (Recon module 2): the provocateur and the
rogue, passive effects at final resolution [003:126-152].

- Provocateur: on her skirmish turn its owner may announce it; if it is still in her force at
  final resolution, her fight is her force's size: the printed people of her tribe members
  there, plus what buildings add to her force (the Gangster's refugees excluded); tools,
  modifiers and tear gas do not count. Sniped, it is void (RULINGS S-8).
- Rogue: if the skirmish ends tied for the highest fight (with 2 players: any tie, V-2), the
  first player in turn order from the initiator with a rogue still in her force wins,
  ahead of the people count, whether or not she is among the tied (S-2, S-9).
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import abilities, skirmish
from scavengers.engine.abilities import Ability, Context, Hook, Spend, Timing, Who
from scavengers.engine.actions import Action, Verb
from scavengers.engine.events import Event, EventType
from scavengers.engine.state import GameState
from scavengers.engine.strength import ForceStrength

PROVOCATEUR = "provocateur"
ROGUE = "rogue"


def _holds(state: GameState, seat: int, kind_id: str) -> bool:
    kinds = state.kinds
    return any(kinds[c] == kind_id for c in state.players[seat].committed)


def _provoke_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    # RULINGS S-8: one announcement is enough, on her own skirmish turn.
    if state.players[seat].provoking:
        return []
    return [Action(Verb.PROVOKE, (PROVOCATEUR,))]


def _provoke(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    state.players[seat].provoking = True
    state.emit(Event(EventType.PROVOKED, state.round, seat, (PROVOCATEUR,)))


def _provoked_force(state: GameState, seat: int, force: ForceStrength) -> ForceStrength:
    """RULINGS S-8: the force's size as its fight, while the provocateur is in it."""
    if not state.players[seat].provoking:
        return force
    kinds = state.kinds
    size = sum(CATALOGUE[kinds[c]].people for c in state.players[seat].committed if CATALOGUE[kinds[c]].is_person)
    return ForceStrength(True, size + skirmish.size_bonus(state, seat), force.people)


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
    )
)
abilities.passive(Hook.FORCE, PROVOCATEUR, _provoked_force)
abilities.passive(Hook.TIE_BREAK, ROGUE, _rogue_wins)
