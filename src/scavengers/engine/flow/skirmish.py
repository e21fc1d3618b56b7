"""The skirmish: reveal, each player's single opportunity, and the result.

[000:264-274], RULINGS S-1..S-14, ED-6, ED-12, V-2.
"""

from __future__ import annotations

from collections.abc import Sequence

from scavengers.cards import CATALOGUE, CardType
from scavengers.engine import abilities
from scavengers.engine.abilities import Hook, Timing, leaders
from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.editions import edition_force
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import SkirmishTurn
from scavengers.engine.core.hooks import in_game
from scavengers.engine.core.moves import add_to_junkyard, discard_privately, kinds_of
from scavengers.engine.core.state import GameState, Phase
from scavengers.engine.core.strength import ForceStrength, force_strength
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import decisions, window

TWO_PLAYER_MARGIN = 2
"""Two players must win a skirmish by 2 [000:116], RULINGS V-2."""


def begin(state: GameState) -> None:
    """All forces are revealed at once [000:266]."""
    state.phase = Phase.SKIRMISH
    state.revealed = True
    state.skirmish_turns_done = 0
    if state.learned:
        # What a spy saw of a force is now in view for everyone: no longer something one knows.
        state.learned = [r for r in state.learned if r.zone.partition(":")[2] != "force"]
    for seat, player in enumerate(state.players):
        if player.committed:
            state.emit(Event(EventType.REVEALED, state.round, seat, kinds_of(state, player.committed)))


def turn_legal(state: GameState, frame: SkirmishTurn) -> list[Action]:
    """Pass, or any ability the seat's force and leader give on its skirmish turn (RULINGS
    S-7): snipes, disarms, the Mentor, the Fanatic, Dirty Deeds' attacks."""
    return [Action(Verb.PASS), *abilities.options(state, frame.seat, Timing.OWN_SKIRMISH_TURN)]


def turn_apply(state: GameState, frame: SkirmishTurn, action: Action) -> None:
    """An ability takes effect at once (a snipe after its save window); the acting card stays
    in the force, used (S-4). A pass ends the player's opportunity."""
    if action.verb is Verb.PASS:
        state.stack.pop()
        return
    abilities.use(state, frame.seat, action, Timing.OWN_SKIRMISH_TURN)


def settle(state: GameState, frame: SkirmishTurn) -> bool:
    """The opportunity ends by itself once nothing is left to use: nothing to snipe or disarm
    with, and no leader ability usable at any time (the Yardmaster, "at any time during the
    round" [003:284], the skirmish included: RULINGS L-15, ED-20)."""
    if abilities.options(state, frame.seat, Timing.OWN_SKIRMISH_TURN):
        return False
    if state.any_time and abilities.leader_ready_any_time(state, frame.seat):
        return False
    state.stack.pop()
    return True


def why_not(state: GameState, frame: SkirmishTurn, action: Action) -> str:
    """Why a skirmish action is refused: by the registry's checks (an unused card in the
    force, RULINGS S-7), then for a strike, its target (S-14)."""
    if action.verb is Verb.PASS:
        return "pass is not possible now"
    if action.verb not in _STRIKES:
        return decisions.ability_refusal(state, frame, action)
    blocked = decisions.ability_blocked(state, frame, action)
    if blocked is not None:
        return blocked
    if action.target == frame.seat:
        return "a player cannot target her own cards (RULINGS S-14)"
    named = CATALOGUE.get(action.subject or "")
    leader = named is not None and named.type is CardType.LEADER
    if action.target is not None and action.verb is not Verb.DISABLE and not leader:
        force = list(kinds_of(state, state.players[action.target].committed))
        found = window.target_refusal(action, force, "in her force")
        if found is not None:
            return found
    return f"seat {action.target} has no {action.subject} to hit, or it is not a {_STRIKES[action.verb]}"


_STRIKES = {Verb.SNIPE: "person or leader", Verb.DISARM: "tool", Verb.DISABLE: "completed, enabled building"}
"""The strikes on another force's card, and what each may hit."""
_OWN = frozenset({Verb.PASS})

decisions.register(
    SkirmishTurn,
    decisions.FrameRules(
        what="at a skirmish opportunity",
        own=lambda: _OWN,
        timing=Timing.OWN_SKIRMISH_TURN,
        legal=turn_legal,
        apply=turn_apply,
        decision=lambda frame: Decision("skirmish", frame.seat),
        why_not=why_not,
        settle=settle,
    ),
)


NOBODY = ForceStrength(False, 0, 0)
"""A seat with no force: it ranks as no fight and 0 people (RULINGS S-1)."""


def standing(state: GameState, seat: int) -> ForceStrength:
    """``seat``'s force as the skirmish judges it now, and at final resolution once nothing
    changes it: the one figure the resolution, the solo game and every View use."""
    return strength(state, seat) if state.players[seat].committed else NOBODY


def strength(state: GameState, seat: int) -> ForceStrength:
    """``seat``'s force as it stands (a force with at least one card: see :func:`standing`)."""
    return judge(state, seat, state.players[seat].committed)


def judge(state: GameState, seat: int, cards: list[int]) -> ForceStrength:
    """``seat``'s ``cards`` as a force, judged as the skirmish judges hers: her force as it
    stands, or her hand at her commit decision, what committing it all would fight with."""
    kinds = state.kinds
    player = state.players[seat]
    fighting = [kinds[c] for c in cards if c not in state.acted]
    idle = [kinds[c] for c in cards if c in state.acted]
    gassed = [kinds[c] for c in cards if c in state.gassed and c not in state.acted] if state.gassed else ()
    force = force_strength(fighting, idle, leaders.active(state, seat), player.round.fight_bonus, gassed)
    # Passive effects on the force: a building's first (decoys), then its cards' (S-8, S-11).
    size = size_bonus(state, seat, len(cards))
    if size:
        force = ForceStrength(force.has_fight, force.fight, force.people + size)
    for kind_id in sorted({kinds[c] for c in cards}) if in_game(Hook.FORCE, state.in_game) else ():
        change = abilities.hook(Hook.FORCE, kind_id)
        if change is not None:
            force = change(state, seat, force)
    return edition_force(force, state.config.rules)


def force_size(state: GameState, seat: int) -> int:
    """The size of ``seat``'s force, as a provocateur makes it her fight: the printed people
    of the persons in it plus what her buildings add; not the Gangster's extra people, tools,
    modifiers or tear gas (RULINGS S-8, S-11)."""
    kinds = state.kinds
    people = sum(CATALOGUE[kinds[c]].people for c in state.players[seat].committed if CATALOGUE[kinds[c]].is_person)
    return people + size_bonus(state, seat)


def size_bonus(state: GameState, seat: int, cards: int | None = None) -> int:
    """People a seat's buildings add to her force (Portable Decoys, once, RULINGS S-11), of
    ``cards`` cards (by default those she committed; at her commit decision, her whole hand)."""
    count = len(state.players[seat].committed) if cards is None else cards
    bonuses = [
        bonus(state, seat, count)
        for kind_id in sorted({state.kinds[b.card] for b in state.players[seat].buildings if b.active})
        if (bonus := abilities.hook(Hook.FORCE_SIZE, kind_id)) is not None
    ]
    return max(bonuses, default=0)


def winner(state: GameState, standings: Sequence[ForceStrength] | None = None) -> int | None:
    """The skirmish winner, or ``None`` for a deadlock (RULINGS S-1, S-2, V-2); ``standings``:
    each seat's :func:`standing` where the caller has worked them out already (a view's
    figures)."""
    # RULINGS S-1: every player is ranked; one who committed nothing ranks as no fight and
    # 0 people, so a force of tools or junk alone ties with her and cannot win [000:422-424].
    ranked = standings if standings is not None else [standing(state, s) for s in range(state.seats)]
    if state.seats == 2:
        # RULINGS V-2: no fight counts as 0; win by 2 or it is a tie; people never matter.
        fights = [ranked[s].fight if ranked[s].has_fight else 0 for s in (0, 1)]
        if fights[0] - fights[1] >= TWO_PLAYER_MARGIN:
            return 0
        if fights[1] - fights[0] >= TWO_PLAYER_MARGIN:
            return 1
        return _tie_break(state)
    best = max((f.has_fight, f.fight) for f in ranked)
    tied = [s for s, f in enumerate(ranked) if (f.has_fight, f.fight) == best]
    if len(tied) == 1:
        return tied[0]
    # RULINGS S-2, S-9: a passive tie-break (the rogue) outranks the people count.
    breaker = _tie_break(state)
    if breaker is not None:
        return breaker
    most = max(ranked[s].people for s in tied)
    top = [s for s in tied if ranked[s].people == most]
    return top[0] if len(top) == 1 else None


def _tie_break(state: GameState) -> int | None:
    """The seat a passive tie-break in a force makes the winner of a tie, if any."""
    for kind_id, breaker in sorted(abilities.hooked(Hook.TIE_BREAK).items()):
        if kind_id in state.in_game:
            seat: int | None = breaker(state)
            if seat is not None:
                return seat
    return None


def resolve(state: GameState) -> None:
    """Total the forces, award the top contested resource or send it to the junkyard."""
    for seat, player in enumerate(state.players):
        if player.committed:
            force = strength(state, seat)
            state.emit(
                Event(
                    EventType.SKIRMISH_TOTALS,
                    state.round,
                    seat,
                    count=force.fight,
                    values=(int(force.has_fight), force.fight, force.people),
                )
            )
    won = winner(state)
    # Passive effects once the skirmish is decided (the hardy scavenger, RULINGS S-12).
    for kind_id, after in sorted(abilities.hooked(Hook.AFTER_SKIRMISH).items()):
        if kind_id in state.in_game:
            after(state, won)
    if not state.contested:
        return
    prize = state.contested.pop()
    if won is None:
        # RULINGS ED-6: the resource goes unseen into the junkyard, which is shuffled; what was
        # seen of it (the initiator's peek) is followed there, somewhere in the junkyard.
        state.emit(Event(EventType.DEADLOCK, state.round))
        add_to_junkyard(state, [prize])
        knowledge.prize_taken(state, prize, None)
        return
    # [000:268]: the winner takes it face down, without revealing it.
    discard_privately(state, won, [prize])
    knowledge.prize_taken(state, prize, won)
    state.emit(Event(EventType.SKIRMISH_WON, state.round, won))
    state.emit(Event(EventType.GAINED, state.round, won, (state.kinds[prize],), 1, audience=frozenset({won})))
