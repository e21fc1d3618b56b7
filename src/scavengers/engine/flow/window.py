"""Reaction windows: one mechanism over every pending effect.

A declared action (RULINGS I-1, I-3), a snipe (I-4), a disarm, the Fanatic's strike and a
building attack each become a :class:`~scavengers.engine.core.frames.Pending` effect that
opens a :class:`~scavengers.engine.core.frames.Window`. The seats that might answer it are
asked one at a time, clockwise: from the actor's left for a declaration, from the target's
owner for a strike (I-4). What a seat may answer with comes from the ability registry (the
abilities that answer that effect); who is asked depends only on public facts, so being
asked never tells the table what a seat holds. After an answer that strikes, the window goes
on with the next seat (I-1); an answer that cancels (a save) ends it. The window closes once
every asked seat has passed in a row, and the effect resolves: a declaration resolves or is
continued or aborted (I-2), a strike lands.
"""

from __future__ import annotations

from collections.abc import Callable

from scavengers.cards import CATALOGUE
from scavengers.engine import abilities
from scavengers.engine.abilities import Timing
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.errors import a_kind
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Choose, Effect, GatherTurn, Pending, Window
from scavengers.engine.core.moves import kinds_of
from scavengers.engine.core.state import GameState
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import decisions
from scavengers.engine.setup.components import playable_kinds

Resolver = Callable[[GameState, Pending, bool], None]
"""What happens when a window closes unanswered: (state, the effect, whether a card of it
was struck)."""

_RESOLVERS: dict[Effect, Resolver] = {}
_CANCELLED: dict[Effect, Callable[[GameState, Pending], None]] = {}
_DECLARED = frozenset({Effect.DECLARED, Effect.RECON, Effect.DEMOLITION})
"""Effects of cards put on their owner's table: the others are asked from her left."""


def on_resolve(effect: Effect, resolver: Resolver) -> None:
    """Register what happens when a window on ``effect`` closes unanswered."""
    _RESOLVERS[effect] = resolver


def on_cancel(effect: Effect, cleanup: Callable[[GameState, Pending], None]) -> None:
    """Register what happens to the cards of an ``effect`` that is cancelled."""
    _CANCELLED[effect] = cleanup


def cancel(state: GameState, pending: Pending) -> None:
    """``pending`` was cancelled (its window is already closed): it never happens, and its
    cards go where a cancelled effect's go (RULINGS X-4)."""
    state.emit(Event(EventType.CANCELLED, state.round, pending.actor, target=pending.target, text=pending.effect.value))
    cleanup = _CANCELLED.get(pending.effect)
    if cleanup is not None:
        cleanup(state, pending)


def askers(state: GameState, pending: Pending) -> list[int]:
    """The seats asked, in order: clockwise from the actor's left for a declaration; from the
    target's owner, clockwise, for a strike (RULINGS I-1, I-4). A seat whose leader may act
    at any time is asked too, even with no card to answer with: the Yardmaster may peek at
    the junkyard in the middle of another player's dig (RULINGS ED-20, L-15)."""
    answering = abilities.askers_of(pending.effect, state.in_game)
    any_time = state.any_time
    if not answering and not any_time:
        return []
    seats = len(state.players)  # the solo opponent, played by the engine, may answer (V-5)
    origin = _origin(pending)
    first = 1 if pending.effect in _DECLARED else 0
    order = [(origin + step) % seats for step in range(first, seats)]
    found = []
    for seat in order:
        if any(asked(state, seat, pending) for asked in answering) or (
            any_time and abilities.leader_ready_any_time(state, seat)
        ):
            found.append(seat)
    return found


def asked_anyway(state: GameState, frame: object) -> bool:
    """Whether ``frame``'s seat must be asked even when it has a single legal action, where
    others watch whom the game waits for, because the table cannot tell that it is forced:
    skipping the seat exactly when its hidden cards leave it no choice would tell them what
    it holds. A reaction window that everyone cannot tell is a lone pass (:func:`lone_pass`,
    RULINGS I-1); a gathering turn whose only action is to end it while she holds cards (her
    hand's kinds are hers alone: a hand that can do nothing more looks like any other); a
    choice among two or more cards she alone is looking at (a dig's cards all of one kind
    look like any others). The solo game has no one else at the table."""
    if isinstance(frame, Window):
        return not lone_pass(state, frame)
    if state.config.players < 2:
        return False
    if isinstance(frame, GatherTurn):
        return bool(state.players[frame.seat].hand)
    if isinstance(frame, Choose):
        return len(state.players[frame.seat].looking) >= 2
    return False


def lone_pass(state: GameState, frame: Window) -> bool:
    """Whether everyone can tell that the seat asked in ``frame`` can only pass: nothing it
    is asked for could give it an answer. Its own leader or building that answers (the
    Fanatic, a bunker with cards stored) or may act at any time (the Yardmaster) always
    might; a card might, unless every copy of it is out of play's reach
    (:func:`out_of_reach`).

    Public facts only, like :func:`askers`: the same in every seat's view whatever anyone
    holds. Being asked stays a public fact that cannot tell apart a seat holding an answer
    from one holding none (RULINGS I-1), so passing only for the seats that hold nothing would
    tell the table who held one; passing for a seat when the whole table can see that nobody
    can hold an answer tells nothing. The seat is still asked (every game's actions stay as
    they were: saves, replays, bots): a front end may pass for it without asking, and a
    shared screen without handing the device over."""
    seat = frame.responder
    pending = frame.pending
    if state.any_time and abilities.leader_ready_any_time(state, seat):
        return False
    for ability in abilities.answering(pending.effect):
        if ability.kind not in state.in_game or (ability.asked is not None and not ability.asked(state, seat, pending)):
            continue
        if ability.source != "card" or not out_of_reach(state, ability.kind):
            return False
    return True


def out_of_reach(state: GameState, kind_id: str) -> bool:
    """Public: every copy of ``kind_id`` in the game lies face up where nobody plays a card
    from: in the market stacks or on the face-up discard piles (RULINGS R-16), or the game's
    configuration cannot play the kind at all (:func:`~scavengers.engine.setup.components.playable_kinds`).
    A copy in any other place (a hand, a deck, a force, a building, a face-down pile, the box
    of a played kind) might be, or come into, someone's hand."""
    if kind_id not in playable_kinds(state.config):
        return True  # every copy waits in the box all game: its module is not played (public)
    kinds = state.kinds
    copies = kinds.count(kind_id)
    seen = len(state.market.get(kind_id, ()))
    if seen == copies:
        return True
    for player in state.players:
        private = player.private
        seen += sum([1 for card in player.discard if kinds[card] == kind_id and card not in private])
    return seen == copies


def _origin(pending: Pending) -> int:
    """Where the asking starts: the actor (from her left) for a declaration, else the target."""
    return pending.actor if pending.effect in _DECLARED or pending.target is None else pending.target


def _next(asked: list[int] | tuple[int, ...], pending: Pending, current: int, seats: int) -> int:
    """The seat asked after ``current``, wrapping round; the actor if nobody is asked."""
    origin = _origin(pending)
    later = [s for s in asked if (s - origin) % seats > (current - origin) % seats]
    if later:
        return later[0]
    return asked[0] if asked else pending.actor


def leader_strike_ready(state: GameState, actor: int) -> bool:
    """Public: another seat's leader could strike a card ``actor`` declares (the Fanatic,
    RULINGS I-3, L-7): face up, unwounded, unused this round."""
    probe = Pending(Effect.DECLARED, actor, Verb.HIRE)
    return any(
        a.asked(state, seat, probe)
        for a in abilities.answering(Effect.DECLARED)
        if a.source == "leader" and a.asked is not None
        for seat in range(len(state.players))
        if seat != actor
    )


def open_window(state: GameState, pending: Pending) -> None:
    """Put ``pending`` in a window (settled at once when nobody may answer)."""
    asked = askers(state, pending)
    state.stack.append(Window(pending, asked[0] if asked else pending.actor))


def declare(state: GameState, seat: int, verb: Verb, subject: str | None = None, number: int | None = None) -> None:
    """The cards on ``seat``'s table are declared for ``verb``: open their window (I-1, I-3)."""
    open_window(state, Pending(Effect.DECLARED, seat, verb, subject=subject, number=number))


_PASS = Action(Verb.PASS)


def legal(state: GameState, frame: Window) -> list[Action]:
    """``pass``, and every answer the responder's abilities give on the pending effect."""
    answers = abilities.options(state, frame.responder, Timing.WINDOW, frame.pending)
    return [_PASS, *answers] if answers else [_PASS]


def apply(state: GameState, frame: Window, action: Action) -> None:
    """A pass moves the window on; an answer is carried out by its ability. Whether the window
    closes is settled afterwards (:func:`settle`)."""
    if action.verb is Verb.PASS:
        asked = askers(state, frame.pending)
        following = _next(asked, frame.pending, frame.responder, len(state.players))
        # Only a seat still asked counts among the passes in a row (I-1: the window closes once
        # every asked seat has passed). One that is no longer asked (her Yardmaster just spent
        # with no card left to answer with, L-15) passing must not stand in for a seat not yet
        # asked: the window would close before it.
        passes = frame.passes + 1 if frame.responder in asked else frame.passes
        state.stack[-1] = Window(frame.pending, following, passes, frame.struck, tuple(asked))
        return
    ability = abilities.dispatch(state, frame.responder, action)
    if ability.spend is abilities.Spend.NOT_SPENT:
        # Fetching a card from one's bunker: still the same seat's decision (RULINGS I-6).
        # Her hand changed, so who is asked is worked out afresh.
        state.stack[-1] = Window(frame.pending, frame.responder, frame.passes, frame.struck)
        ability.apply(state, frame.responder, action, Timing.WINDOW, frame.pending)
        return
    state.stack.pop()
    if not ability.cancels:
        # RULINGS I-1: after an effect the window goes on with the next seat. Whether a card
        # of the declaration was struck is known only once the strike lands (:func:`struck`):
        # a saved snipe takes nothing [000:543], so the action goes ahead as declared.
        following = _next(askers(state, frame.pending), frame.pending, frame.responder, len(state.players))
        state.stack.append(Window(frame.pending, following, 0, frame.struck))
    ability.apply(state, frame.responder, action, Timing.WINDOW, frame.pending)


def struck(state: GameState, actor: int) -> None:
    """A strike took a card off ``actor``'s table: the window on her declaration it answered
    (the nearest declaration window on the stack) records it, so that she continues or aborts
    when it closes (RULINGS I-2, [000:486-488]). A strike saved or cancelled takes nothing, and
    her action resolves as declared."""
    for index in range(len(state.stack) - 1, -1, -1):
        frame = state.stack[index]
        if isinstance(frame, Window) and frame.pending.effect in _DECLARED:
            if frame.pending.actor == actor:
                state.stack[index] = Window(frame.pending, frame.responder, frame.passes, True, frame.asked)
            return


def _live(state: GameState, pending: Pending) -> bool:
    """Whether anything is left to answer: a declaration with a card that can still be hit.
    Persons and tools can be sniped or disarmed; medicine only by a leader's strike (RULINGS
    I-3, L-7), so a table of medicine alone stays open only while such a leader is ready."""
    table = state.players[pending.actor].table
    if pending.effect is Effect.RECON:
        # A spy's recon needs the spy; binoculars alone need a card on the table; a scout
        # tower's recon stands until cancelled (its activation card is already discarded).
        if pending.verb is Verb.SPY:
            return any(state.kinds[c] == "spy" for c in table)
        return pending.verb is Verb.TOWER or bool(table)
    if pending.effect is Effect.DEMOLITION:
        return bool(table)  # the demolition team, until sniped
    if pending.effect is not Effect.DECLARED:
        return True
    kinds = state.kinds
    for card in table:
        kind = CATALOGUE[kinds[card]]
        if kind.is_person or kind.is_tool:
            return True
    return bool(table) and leader_strike_ready(state, pending.actor)


def settle(state: GameState, frame: Window) -> bool:
    """Close the window when nobody is left to ask or nothing is left to answer, and resolve
    the effect; otherwise make sure an asked seat is deciding."""
    asked = frame.asked if frame.asked is not None else askers(state, frame.pending)
    if frame.passes < len(asked) and _live(state, frame.pending):
        if frame.responder in asked:
            return False
        state.stack[-1] = Window(
            frame.pending, _next(asked, frame.pending, frame.responder, len(state.players)), frame.passes, frame.struck
        )
        return True
    state.stack.pop()
    _RESOLVERS[frame.pending.effect](state, frame.pending, frame.struck)
    return True


def decision(frame: Window) -> Decision:
    """A window on a snipe shows as ``save`` (the sniped seat and card); any other as
    ``respond`` (the actor and the verb of the declaration or strike)."""
    pending = frame.pending
    if pending.effect is Effect.SNIPE:
        return Decision("save", frame.responder, pending.target, pending.subject)
    return Decision("respond", frame.responder, pending.actor, pending.verb.value)


def target_refusal(action: Action, face_up: list[str], where: str) -> str | None:
    """Why a snipe or disarm cannot hit the card it names among ``face_up`` (the kinds of the
    target's declared cards or revealed force, public), ``where`` saying which: not there,
    not a person or tool, or more people than an assassin hits (RULINGS X-10); ``None`` when
    none of these is the reason."""
    subject = action.subject
    if subject is None or subject not in CATALOGUE:
        return None
    if subject not in face_up:
        return f"seat {action.target} has no {subject} {where}"
    card = CATALOGUE[subject]
    if action.verb is Verb.SNIPE and not card.is_person:
        return f"{a_kind(subject)} is not a person: a snipe hits a person"
    if action.verb is Verb.DISARM and not card.is_tool:
        return f"{a_kind(subject)} is not a tool: a disarm hits a tool"
    if action.verb is Verb.SNIPE and "assassin" in action.cards and card.people != 1:
        # It said "a tribe_family_3 counts 3": 3 what? The people, as the card's icon shows them.
        people = f"{card.people} people"
        return f"an assassin hits only a card of one person, and {a_kind(subject)} counts {people} (RULINGS X-10)"
    return None


def why_not(state: GameState, frame: Window, action: Action) -> str:
    """Why an answer in a window is refused: by the registry's checks (the card at hand, an
    answer to this effect), then for a strike on a declaration, its target (I-7)."""
    pending = frame.pending
    if action.verb is Verb.PASS:
        return "pass is not possible now"
    if action.verb not in (Verb.SNIPE, Verb.DISARM):
        return decisions.ability_refusal(state, frame, action)
    blocked = decisions.ability_blocked(state, frame, action)
    if blocked is not None:
        return blocked
    if action.target != pending.actor:
        return f"only seat {pending.actor}'s declared cards can be targeted now (RULINGS I-7)"
    declared = list(kinds_of(state, state.players[pending.actor].table))
    found = target_refusal(action, declared, "among the declared cards")
    if found is not None:
        return found
    wanted = "person" if action.verb is Verb.SNIPE else "tool"
    return f"seat {pending.actor} has declared no {action.subject}, or it is not a {wanted}"


_OWN = frozenset({Verb.PASS})

decisions.register(
    Window,
    decisions.FrameRules(
        what="in a reaction window",
        own=lambda: _OWN,
        timing=Timing.WINDOW,
        legal=legal,
        apply=apply,
        decision=decision,
        why_not=why_not,
        settle=settle,
    ),
)
