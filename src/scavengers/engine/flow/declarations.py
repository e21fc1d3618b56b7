"""Declared actions on the table: whether what is left can still go ahead, and resolving it.

A dig, draw or hunt is declared by putting its cards face up on the table (RULINGS I-1); the
other players may respond before anything resolves. Resolution happens here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from scavengers.cards import Skill
from scavengers.engine.abilities import buildings, deeds, leaders
from scavengers.engine.core.actions import BOTTOM, SKILL_OF_VERB, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Choose, Effect, Pending, Resume
from scavengers.engine.core.hooks import Hook, any_hooked, hook, in_game
from scavengers.engine.core.moves import announce, discard_publicly, draw, kinds_of
from scavengers.engine.core.options import CACHE_SIZE
from scavengers.engine.core.state import GameState
from scavengers.engine.core.strength import has_member, skill_total
from scavengers.engine.flow import hiring, window

KEEP_EITHER_END = "keep either end"
"""The keep choice of a dig that may return cards to either end of the pile (scrappers)."""
KEEP_SCHEMATICS_EITHER_END = "keep schematic either end"
"""The same for a schematics dig (a build) with scrappers (RULINGS X-15)."""
_SPECIAL: dict[Verb, Callable[[GameState, int], None]] = {}
"""A card's special action declared like a dig (a drill sergeant): how it resolves."""


def on_declared(verb: Verb, resolver: Callable[[GameState, int], None]) -> None:
    """Register how a declared special action of ``verb`` resolves once its window closes."""
    _SPECIAL[verb] = resolver


def either_end(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s declared dig may use either end of the pile (scrappers, X-15)."""
    if not in_game(Hook.DIG_ENDS, state.in_game):
        return False
    kinds = state.kinds
    return any_hooked(Hook.DIG_ENDS, {kinds[c] for c in state.players[seat].table})


def action_total(verb: Verb, cards: tuple[str, ...], leader: str | None, boost: int) -> int | None:
    """What a dig, draw, hunt or build (``verb``) with ``cards`` (kinds, sorted) comes to when
    carried out: their total under the owner's active ``leader``, plus ``boost``, a waiting
    Mentor's or Peacemaker's bonus for its skill, where a tribe member with the base ability
    takes it (RULINGS L-2; binoculars alone are none, X-8); ``None`` for cards that form no
    valid action (a tool lost its holder). Carrying an action out and the View's totals
    (:func:`gathering.turn_totals`) both use it."""
    skill = SKILL_OF_VERB[verb]
    total = _table_total(skill, cards, leader)
    if total is None or not boost:
        return total
    return total + boost if _has_member(skill, cards, leader) else total


def table_total(state: GameState, seat: int, verb: Verb, boost: int) -> int | None:
    """The :func:`action_total` of the cards on ``seat``'s table for ``verb``."""
    kinds = state.kinds
    cards = tuple(sorted([kinds[c] for c in state.players[seat].table]))
    return action_total(verb, cards, leaders.active(state, seat), boost)


_table_total = lru_cache(maxsize=CACHE_SIZE)(skill_total)
"""A total depends only on the skill, the cards' kinds and the leader: tables repeat."""
_has_member = lru_cache(maxsize=CACHE_SIZE)(has_member)


def can_go_ahead(state: GameState, seat: int, verb: Verb, subject: str | None = None) -> bool:
    """Whether the declared action may continue: a valid grouping with a total of at least 1
    (RULINGS I-2, ED-12); a build still with its engineer (ED-9); a crew still a crew."""
    if verb is Verb.WORK:
        return buildings.can_work(state, seat)
    if verb in (Verb.REPAIR, Verb.LEAD) or verb in _SPECIAL:
        return bool(state.players[seat].table)
    if verb is Verb.HIRE:
        return subject is not None and hiring.can_complete(state, seat, subject)
    if verb is Verb.BUILD and not buildings.digs_schematics(kinds_of(state, state.players[seat].table)):
        return False
    total = table_total(state, seat, verb, leaders.pending_boost(state, seat, SKILL_OF_VERB[verb]))
    return total is not None and total >= 1


def close(state: GameState, pending: Pending, struck: bool) -> None:
    """The window on a declaration closed: it resolves untouched, or its actor continues or
    aborts what is left (RULINGS I-2)."""
    if not struck:
        resolve(state, pending.actor, pending.verb, pending.subject, pending.number)
    elif state.players[pending.actor].table:
        state.stack.append(Resume(pending.actor, pending.verb, pending.subject, pending.number))
    else:
        # Every declared card was struck: nothing is left to continue with (RULINGS I-2).
        state.emit(Event(EventType.ABORTED, state.round, pending.actor, text=pending.verb.value))


def resolve(state: GameState, seat: int, verb: Verb, subject: str | None = None, number: int | None = None) -> None:
    """Carry out the declared action on ``seat``'s table; its cards go to the discard pile
    (``number``: which of her buildings of the kind a crew or repair is for)."""
    if verb is Verb.WORK:
        assert subject is not None  # a crew is declared on a building
        buildings.work(state, seat, subject, number)
        return
    if verb is Verb.REPAIR:
        assert subject is not None  # a repair names its building
        deeds.repair(state, seat, subject, number)
        return
    if verb is Verb.LEAD:
        leaders.resolve_declared(state, seat)
        return
    if verb is Verb.HIRE:
        assert subject is not None  # a hire names its mercenary
        hiring.complete(state, seat, subject)
        return
    special = _SPECIAL.get(verb)
    if special is not None:
        special(state, seat)
        return
    player = state.players[seat]
    skill = SKILL_OF_VERB[verb]
    bonus = leaders.pending_boost(state, seat, skill)
    if bonus and _has_member(skill, kinds_of(state, player.table), leaders.active(state, seat)):
        leaders.take_boost(state, seat, skill)  # else it waits for an action with a member to take it
    total = table_total(state, seat, verb, bonus) or 0
    player.round.used.add(verb)
    if verb is Verb.BUILD:
        # RULINGS ED-10: every card of the schematics dig is discarded, but only once the
        # timer is drawn [000:579, 593-594] (see gathering.keep_apply); H-5: the build is used.
        either = either_end(state, seat)
        if either and subject == BOTTOM:
            dug = _from_bottom(state.schematics, total)
            announce(state, EventType.DUG, seat, kinds_of(state, dug), f"schematics {BOTTOM}")
        else:
            dug = buildings.dig_schematics(state, seat, total)
            announce(state, EventType.DUG, seat, kinds_of(state, dug), "schematics")
        player.looking = dug
        if dug:
            state.stack.append(Choose(seat, KEEP_SCHEMATICS_EITHER_END if either else "schematics"))
        else:
            discard_table(state, seat)
        return
    skill = SKILL_OF_VERB[verb]
    if skill is Skill.DIG:
        # RULINGS R-7: reveal min(dig, junkyard) cards; all are drawn before any goes back.
        count = min(total, len(state.junkyard))
        either = either_end(state, seat)
        if either and subject == BOTTOM:
            dug = _from_bottom(state.junkyard, count)
        else:
            dug = [state.junkyard.pop() for _ in range(count)]
        player.looking = dug
        announce(state, EventType.DUG, seat, kinds_of(state, dug), BOTTOM if either and subject == BOTTOM else "")
        if dug:
            # A card may change the keep (the cargo sled: one more; it then also says where a
            # scrappers dig's other cards go); else scrappers choose where each unkept card goes.
            purpose = _keep_purpose(state, seat)
            state.stack.append(Choose(seat, KEEP_EITHER_END if either and purpose == "keep" else purpose))
    elif skill is Skill.DRAW:
        # [000:256]: cards are discarded after the action, so a drawing card cannot be
        # reshuffled into its own draw [000:187].
        drawn = draw(state, seat, total)
        announce(state, EventType.DREW, seat, kinds_of(state, drawn))
        for kind_id in (
            sorted({state.kinds[c] for c in player.table}) if in_game(Hook.AFTER_DRAW, state.in_game) else ()
        ):
            after = hook(Hook.AFTER_DRAW, kind_id)
            if after is not None and after(state, seat, drawn):
                return  # it discards the declared cards when its choice is made
    else:
        player.purse = player.purse.adding(food=total)
        state.emit(Event(EventType.HUNTED, state.round, seat, count=total))
    discard_table(state, seat)


def _keep_purpose(state: GameState, seat: int) -> str:
    """What a junkyard dig keeps: one card, unless a card on the table changes that."""
    kinds = state.kinds
    purpose = "keep"
    if not in_game(Hook.AFTER_DIG, state.in_game):
        return purpose
    for kind_id in sorted({kinds[c] for c in state.players[seat].table}):
        after = hook(Hook.AFTER_DIG, kind_id)
        if after is not None:
            purpose = after(state, seat)
    return purpose


def _from_bottom(pile: list[int], count: int) -> list[int]:
    """RULINGS X-15: a scrappers dig may take all its cards from the bottom of the pile
    (R-7: no more than the pile holds), the bottom card first."""
    dug = pile[:count]
    del pile[:count]
    return dug


def discard_table(state: GameState, seat: int, standard: bool = True) -> None:
    """The cards of a resolved action go face up to their owner's discard pile [000:256].
    After a ``standard`` action (dig, draw, hunt, build, work) a map may bring one of its tribe
    members back (RULINGS X-19); after a special one (a drill) none (X-25)."""
    player = state.players[seat]
    discard_publicly(state, seat, player.table)
    player.turn = player.turn._replace(just_used=tuple(player.table) if standard else (), just_worked=False)
    player.table = []


window.on_resolve(Effect.DECLARED, close)
