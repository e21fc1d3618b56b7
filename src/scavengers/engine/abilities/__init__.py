"""The registry of card abilities: one entry per special ability, by card kind (DESIGN.md,
"special abilities are small functions registered by card kind").

An :class:`Ability` says when it may be used (:class:`Timing`), which pending effects it answers
in a reaction window (:class:`Effect`), who may use it (:class:`Who`), what it targets, how its
card is spent (:class:`Spend`) and the ruling it implements; its two functions list its actions
and carry one out. Frames never name a card: a gathering turn, a reaction window and a skirmish
turn ask :func:`options` for what the deciding seat can do, and :func:`use` dispatches the chosen
action to its ability.

Passive effects (always-on leaders, later the rogue, decoys and the hardy scavenger) are named
hooks (:class:`Hook`): functions registered by card kind that the rules consult at one point.

The families register themselves when imported: :mod:`strikes` (sniper team, saboteur),
:mod:`saves` (medic), :mod:`leaders` (the ten leaders), :mod:`buildings` (storage and the
gardens); :func:`registered` imports them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from scavengers.cards import CATALOGUE
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import Module
from scavengers.engine.core.errors import a_kind
from scavengers.engine.core.frames import Effect, Pending
from scavengers.engine.core.hooks import Hook, hook, hooked, passive
from scavengers.engine.core.moves import has_kind, usable_hand
from scavengers.engine.core.state import GameState


class Timing(StrEnum):
    """When an ability may be used."""

    OWN_TURN = "own turn"
    """On its owner's resource-gathering turn, as an action of its own."""
    WINDOW = "reaction window"
    """In a reaction window, on a pending effect it answers (on anyone's turn)."""
    OWN_SKIRMISH_TURN = "own skirmish turn"
    """On its owner's single opportunity in the skirmish (RULINGS S-7)."""
    ANY_TIME = "any time"
    """Whenever its owner decides anything (Recon's Yardmaster)."""


class Who(StrEnum):
    """Whose effects an ability may answer, or whose cards it may target."""

    OWNER = "owner"
    """Its owner's own: a turn action, or an answer to an effect on her own cards."""
    OTHERS = "others"
    """Other players' cards and effects."""
    ANYONE = "anyone"
    """Any player's, its owner's included (a medic saves anyone's tribe member)."""


class Spend(StrEnum):
    """What happens to the card that used an ability."""

    DISCARDED = "discarded"
    """Face up to its owner's discard pile (in the skirmish it stays in the force, used, S-4)."""
    STAYS = "stays"
    """It stays where it is, used for the round (a medic saving in the skirmish, S-6)."""
    REMOVED = "removed from play"
    """It leaves the game (the Butcher's, Cannibal's and Fanatic's sacrifices)."""
    ONCE_A_ROUND = "once a round"
    """A leader: the card stays; the ability is spent until the next round."""
    NOT_SPENT = "not spent"
    """A building's storage: nothing is used up."""


Context = Pending | None
"""What an ability is used on: the pending effect in a window, else ``None``."""

Options = Callable[[GameState, int, Timing, Context], list[Action]]
Apply = Callable[[GameState, int, Action, Timing, Context], None]
Asked = Callable[[GameState, int, Pending], bool]
Verify = Callable[[GameState, int, Action, Timing, Context], str | None]


@dataclass(frozen=True, slots=True)
class Ability:
    """One special ability of one card kind."""

    kind: str
    """The card kind that has it (a leader's kind for leader abilities)."""
    verb: Verb
    """The verb of its actions."""
    timings: frozenset[Timing]
    answers: frozenset[Effect]
    """The pending effects it answers in a window (empty: it is no reaction)."""
    who: Who
    targets: str
    """What it aims at, in words (for documentation and help)."""
    spend: Spend
    ruling: str
    """The rulebook lines and rulings it implements."""
    options: Options
    apply: Apply
    asked: Asked | None = None
    """For a reaction: whether a seat must be asked in a window on this effect because it
    *might* answer. Public facts only (a card count, a revealed force, a face-up leader),
    so being asked never tells the table what a seat holds."""
    source: str = "card"
    """Where the ability's card is: ``card`` (hand, committed cards or force), ``leader``
    (the seat's active leader, unused this round) or ``building`` (an active building)."""
    needs: tuple[tuple[Timing, Module], ...] = ()
    """Modules it needs at some timing (a sniper team wounds leaders on its owner's turn only
    with Dirty Deeds): without them it is not offered then."""
    cancels: bool = False
    """It answers by cancelling the pending effect, which then never happens (a save); other
    answers strike and the window goes on (RULINGS I-1, I-4)."""
    verify: Verify | None = None
    """The whole check of one of its actions once its card is at hand: ``None`` when the
    action may be carried out, else why not, in a player's words and from what the seat may
    know (pokerkit's verify). With it, an action it allows is carried out even when it is not
    listed (a spy's chosen positions, RULINGS X-2), and its options are the listed ones it
    allows; :func:`refusal` gives its reason for any other."""


_BY_KIND: dict[str, list[Ability]] = {}
_BY_VERB: dict[tuple[str, Verb], Ability] = {}
_BY_TIMING: dict[Timing, list[Ability]] = {timing: [] for timing in Timing}
_ANSWERING: dict[Effect, list[Ability]] = {effect: [] for effect in Effect}


def register(ability: Ability) -> Ability:
    """Add an ability to the registry (at import time of its family's module)."""
    key = (ability.kind, ability.verb)
    if key in _BY_VERB:
        raise ValueError(f"{ability.kind} already has a {ability.verb} ability")
    _BY_VERB[key] = ability
    _BY_KIND.setdefault(ability.kind, []).append(ability)
    for timing in ability.timings:
        _BY_TIMING[timing].append(ability)
    for effect in ability.answers:
        _ANSWERING[effect].append(ability)
    _BY_SOURCE.clear()
    _ASKED.clear()
    _ANY_TIME_IN.clear()
    return ability


def of_kind(kind_id: str) -> tuple[Ability, ...]:
    """The abilities a card kind has."""
    return tuple(_BY_KIND.get(kind_id, ()))


def every_ability() -> tuple[Ability, ...]:
    """Every registered ability, in registration order."""
    return tuple(a for abilities in _BY_KIND.values() for a in abilities)


def at(timing: Timing) -> list[Ability]:
    """The abilities usable at ``timing``."""
    return _BY_TIMING[timing]


def answering(effect: Effect) -> list[Ability]:
    """The abilities that answer ``effect`` in a window."""
    return _ANSWERING[effect]


_ASKED: dict[tuple[Effect, frozenset[str]], tuple[Asked, ...]] = {}


def askers_of(effect: Effect, in_game: frozenset[str]) -> tuple[Asked, ...]:
    """The distinct "might answer" tests of the abilities answering ``effect`` whose card is
    in the game (built once per effect and set of components)."""
    key = (effect, in_game)
    found = _ASKED.get(key)
    if found is None:
        found = tuple(dict.fromkeys(a.asked for a in _ANSWERING[effect] if a.asked is not None and a.kind in in_game))
        if len(_ASKED) > _ASKED_MAX:
            _ASKED.clear()
        _ASKED[key] = found
    return found


_ASKED_MAX = 256
"""Bounds the cache: a process may play many different configurations."""

_ANY_TIME_IN: dict[frozenset[str], bool] = {}


def any_time_in(in_game: frozenset[str]) -> bool:
    """Whether a card of the game has an ability usable at any decision (built once per set
    of components, so a game without one pays nothing for it)."""
    found = _ANY_TIME_IN.get(in_game)
    if found is None:
        if len(_ANY_TIME_IN) > _ASKED_MAX:
            _ANY_TIME_IN.clear()
        found = _ANY_TIME_IN[in_game] = any(a.kind in in_game for a in _BY_TIMING[Timing.ANY_TIME])
    return found


def lookup(kind_id: str, verb: Verb) -> Ability | None:
    """The ability of ``kind_id`` whose actions have ``verb``."""
    return _BY_VERB.get((kind_id, verb))


# -- using abilities ------------------------------------------------------------------------


def active_leader(state: GameState, seat: int) -> str | None:
    """The seat's leader while it works: chosen, revealed and not wounded (RULINGS L-12, L-17)."""
    player = state.players[seat]
    if player.leader is None or player.wounded or not state.leaders_revealed:
        return None
    return state.kinds[player.leader]


def leader_refusal(state: GameState, seat: int, verb: Verb = Verb.LEAD, timing: Timing | None = None) -> str:
    """Why a leader's action (``lead``, or another verb of a leader's, ``yard``) of ``seat``'s
    is refused (in any decision that takes one; at ``timing``, if known)."""
    player = state.players[seat]
    if Module.HQ3 not in state.config.modules or player.leader is None:
        return "there is no tribal leader to use (HQ module 3)"
    kind_id = state.kinds[player.leader]
    name = CATALOGUE[kind_id].name  # a message is read by a person: "The Mentor", not its id
    own = [a for a in _BY_KIND.get(kind_id, ()) if a.verb is verb]
    if not own:
        leaders = sorted({a.kind for a in every_ability() if a.verb is verb and a.source == "leader"})
        only = f"; only {CATALOGUE[leaders[0]].name} has one" if len(leaders) == 1 else ""
        return f"your leader ({name}) has no '{verb}' ability{only}"
    if timing is not None and not any(timing in a.timings or Timing.ANY_TIME in a.timings for a in own):
        when = " or ".join(sorted(_WHEN[t] for a in own for t in a.timings))
        return f"your leader ({name}) may {verb} only {when}"
    if player.wounded:
        return "your leader is wounded: heal it with a med first (RULINGS L-12)"
    if player.round.leader_used:
        return "your leader's ability was already used this round"
    if not state.leaders_revealed:
        return "leaders work once they are revealed (RULINGS L-17)"
    return f"your leader ({name}) cannot do that now (RULINGS L-1..L-11)"


def _in_reach(state: GameState, seat: int, timing: Timing) -> set[str]:
    """The card kinds whose abilities ``seat`` may use at ``timing``: her hand on her own turn,
    hand and committed cards in a window (RULINGS I-6), her unused force in the skirmish."""
    player = state.players[seat]
    kinds = state.kinds
    if timing is Timing.OWN_SKIRMISH_TURN:
        acted = state.acted
        return {kinds[c] for c in player.committed if c not in acted}
    reach = {kinds[c] for c in usable_hand(state, seat)}  # a card acts once a round [000:254]
    if timing is Timing.WINDOW:
        reach.update(kinds[c] for c in player.committed)
    return reach


def _buildings(state: GameState, seat: int) -> set[str]:
    kinds = state.kinds
    return {kinds[b.card] for b in state.players[seat].buildings if b.active}


_BY_SOURCE: dict[tuple[Timing, str, frozenset[str], frozenset[str]], dict[str, list[Ability]]] = {}


def _by_source(state: GameState, timing: Timing, source: str) -> dict[str, list[Ability]]:
    """The abilities usable at ``timing`` from one kind of source, by card kind, among the
    cards and modules of this game (built once per configuration)."""
    modules = state.config.modules
    key = (timing, source, state.in_game, modules)
    table = _BY_SOURCE.get(key)
    if table is None:
        table = {}
        for ability in _BY_TIMING[timing]:
            needed = [m for t, m in ability.needs if t is timing]
            if ability.source == source and ability.kind in state.in_game and all(m in modules for m in needed):
                table.setdefault(ability.kind, []).append(ability)
        if len(_BY_SOURCE) > _ASKED_MAX:
            _BY_SOURCE.clear()
        _BY_SOURCE[key] = table
    return table


def options(state: GameState, seat: int, timing: Timing, context: Context = None) -> list[Action]:
    """Every action ``seat``'s abilities give at ``timing`` (in a window: on ``context``):
    first its cards', then its leader's, then its buildings'."""
    actions: list[Action] = []
    effect = None if context is None else context.effect
    cards = _by_source(state, timing, "card")
    if cards:
        reach = _in_reach(state, seat, timing)
        for kind_id, found in cards.items():
            if kind_id in reach:
                for ability in found:
                    if effect is None or effect in ability.answers:
                        actions.extend(ability.options(state, seat, timing, context))
    player = state.players[seat]
    if player.leader is not None and not player.round.leader_used:
        led = _by_source(state, timing, "leader").get(active_leader(state, seat) or "")
        for ability in led or ():
            if effect is None or effect in ability.answers:
                actions.extend(ability.options(state, seat, timing, context))
    if player.buildings:
        built = _by_source(state, timing, "building")
        for kind_id in sorted(_buildings(state, seat)):
            for ability in built.get(kind_id, ()):
                if effect is None or effect in ability.answers:
                    actions.extend(ability.options(state, seat, timing, context))
    return actions


def leader_ready_any_time(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s leader has an ability she may use at any time now (the Yardmaster,
    RULINGS ED-20, L-15): face up, unwounded, unused this round, with something to act on.
    Public facts only, so asking her on that account tells the table nothing she holds."""
    player = state.players[seat]
    if player.leader is None or player.round.leader_used:
        return False
    led = _by_source(state, Timing.ANY_TIME, "leader").get(active_leader(state, seat) or "")
    return any(ability.options(state, seat, Timing.ANY_TIME, None) for ability in led or ())


def dispatch(state: GameState, seat: int, action: Action) -> Ability:
    """The ability a listed action belongs to: a leader's for ``lead``, a building's for
    ``store``/``retrieve``, else that of the first card it names that has one for its verb."""
    if action.verb is Verb.LEAD:
        kinds: tuple[str | None, ...] = (active_leader(state, seat),)
    elif action.verb in (Verb.STORE, Verb.RETRIEVE):
        kinds = (action.subject,)
    else:
        kinds = action.cards  # the acting card among its modifiers (a spy with binoculars)
    ability = next((_BY_VERB[(k, action.verb)] for k in kinds if k is not None and (k, action.verb) in _BY_VERB), None)
    if ability is None:
        # A building's own verb (a scout tower's ``tower``): the cards are what it spends.
        built = (_BY_VERB.get((k, action.verb)) for k in sorted(_buildings(state, seat)))
        ability = next((a for a in built if a is not None and a.source == "building"), None)
    if ability is None:
        raise LookupError(f"no ability carries out {action}")
    return ability


def use(state: GameState, seat: int, action: Action, timing: Timing, context: Context = None) -> None:
    """Carry out an action listed by :func:`options` (or allowed by :func:`accepts`)."""
    dispatch(state, seat, action).apply(state, seat, action, timing, context)


# -- why an ability's action is refused: one path with options and accepts ---------------------

_WHEN: dict[Timing, str] = {
    Timing.OWN_TURN: "on your gathering turn",
    Timing.WINDOW: "in a reaction window",
    Timing.OWN_SKIRMISH_TURN: "in your skirmish opportunity",
    Timing.ANY_TIME: "now",
}
_REACH: dict[Timing, str] = {
    Timing.OWN_TURN: "in hand",
    Timing.WINDOW: "in hand or among your committed cards",
    Timing.OWN_SKIRMISH_TURN: "unused in your skirmish force",
    Timing.ANY_TIME: "in hand",
}
"""Where a card must be for its ability at each timing, in words (:func:`_in_reach`)."""
_SOURCES: dict[str, str] = {"leader": "your leader", "building": "your active buildings"}


def _addressed(state: GameState, seat: int, action: Action, timing: Timing) -> Ability | None:
    """The ability ``action`` asks for at ``timing``, as :func:`dispatch` would find it: the
    first card it names with an ability of its verb, the building it names (``store
    bunker``), the seat's active leader's, or the one building of a kind with that verb."""
    found = [a for a in _BY_TIMING[timing] if a.verb is action.verb]
    for ability in found:
        if ability.source == "card" and ability.kind in action.cards:
            return ability
    for ability in found:
        if ability.source == "building" and ability.kind == action.subject:
            return ability
    leader = active_leader(state, seat)
    for ability in found:
        if ability.source == "leader" and ability.kind == leader:
            return ability
    built = [a for a in found if a.source == "building"]
    return built[0] if len(built) == 1 and len(found) == 1 else None


def _unusable(state: GameState, seat: int, ability: Ability, timing: Timing, context: Context) -> str | None:
    """Why ``ability`` cannot be used by ``seat`` at ``timing`` at all (as :func:`options`
    decides which abilities to ask): not in this game, a module it needs is missing, it does
    not answer this effect, or its card, leader or building is not at hand."""
    kind_id = ability.kind
    if kind_id not in state.in_game:
        return f"there is no {kind_id} in this game"
    missing = [m for t, m in ability.needs if t is timing and m not in state.config.modules]
    if missing:
        return f"a {kind_id} can {ability.verb} {_WHEN[timing]} only with module {missing[0]}, not in this game"
    if ability.source == "leader":
        # Used this round, wounded or not yet revealed: said first, whatever the window.
        ready = active_leader(state, seat) is not None and not state.players[seat].round.leader_used
        if not ready:
            return leader_refusal(state, seat, ability.verb, timing)
    if context is not None and context.effect not in ability.answers:
        if not ability.answers:
            return f"the {kind_id}'s {ability.verb} answers nothing; this window is on a {context.effect}"
        answered = sorted(f"a {e.value}" for e in ability.answers)
        listed = " or ".join(answered) if len(answered) < 3 else f"{', '.join(answered[:-1])} or {answered[-1]}"
        return f"the {kind_id}'s {ability.verb} answers only {listed}; this window is on a {context.effect}"
    if ability.source == "leader":
        return None
    if ability.source == "building":
        return None if kind_id in _buildings(state, seat) else f"you have no complete, enabled {kind_id}"
    return None if kind_id in _in_reach(state, seat, timing) else f"you have no {kind_id} {_REACH[timing]}"


def _out_of_reach(state: GameState, seat: int, ability: Ability, action: Action, timing: Timing) -> str | None:
    """Why an answer played ``force`` is refused: her committed cards hold no such card
    (RULINGS I-6); ``None`` when they do, or for any other action."""
    if not action.from_force or ability.source == "leader" or timing is not Timing.WINDOW:
        return None
    if has_kind(state, state.players[seat].committed, ability.kind):
        return None
    return f"your committed cards hold no {ability.kind}"


def accepts(state: GameState, seat: int, action: Action, timing: Timing, context: Context = None) -> bool:
    """Whether an action that :func:`options` does not list is carried out all the same: its
    ability is usable now and its :attr:`Ability.verify` allows it (a spy's chosen positions)."""
    ability = _addressed(state, seat, action, timing)
    if ability is None or ability.verify is None or _unusable(state, seat, ability, timing, context) is not None:
        return False
    if _out_of_reach(state, seat, ability, action, timing) is not None:
        return False
    return ability.verify(state, seat, action, timing, context) is None


def blocked(state: GameState, seat: int, action: Action, timing: Timing, context: Context = None) -> str | None:
    """Why no ability of ``seat``'s can take ``action`` at ``timing`` at all (``None``: the
    ability it asks for is usable now, and only its own check may still refuse it): no card
    names an ability of its verb, or that ability cannot be used now (:func:`_unusable`)."""
    ability = _addressed(state, seat, action, timing)
    if ability is not None:
        return _unusable(state, seat, ability, timing, context) or _out_of_reach(state, seat, ability, action, timing)
    verb = action.verb
    found = [a for a in _BY_TIMING[timing] if a.verb is verb]
    if found and all(a.source == "leader" for a in found):
        return leader_refusal(state, seat, verb, timing)
    makers = sorted({a.kind for a in found if a.source == "card"})
    built = sorted({a.kind for a in found if a.source == "building"})
    if built and action.subject is not None and action.subject not in built and action.subject in CATALOGUE:
        # A building named that has no such ability (a store in hydroponic gardens).
        return f"{a_kind(action.subject)} cannot {verb}: a {verb} is made with {a_kind(' or '.join(built))}"
    places = sorted({_SOURCES[a.source] for a in found if a.source != "card"})
    return f"a {verb} {_WHEN[timing]} is made with {' or '.join([*makers, *places]) or 'nothing'}"


def refusal(state: GameState, seat: int, action: Action, timing: Timing, context: Context = None) -> str:
    """Why ``seat`` may not take ``action``, of an ability's verb, at ``timing`` (in a window:
    on ``context``), in her words and from what she may know: the ability cannot be used now
    (:func:`blocked`), or its own check (:attr:`Ability.verify`) says why: the same checks
    that list and accept it. An ability without a check of its own is explained by what it
    takes (:attr:`Ability.targets`) and the forms it allows now."""
    reason = blocked(state, seat, action, timing, context)
    if reason is not None:
        return reason
    ability = _addressed(state, seat, action, timing)
    assert ability is not None  # it is usable, so it was found
    if ability.verify is not None:
        reason = ability.verify(state, seat, action, timing, context)
        if reason is not None:
            return reason
    forms = [str(a) for a in ability.options(state, seat, timing, context) if a.verb is action.verb]
    shown = ", ".join(forms[:FORMS_SHOWN]) + (", ..." if len(forms) > FORMS_SHOWN else "")
    possible = f"; possible now: {shown}" if forms else ", and nothing fits now"
    # A message is read by a person: "your leader (The Fanatic)", not its id.
    owner = f"leader ({CATALOGUE[ability.kind].name})" if ability.source == "leader" else ability.kind
    return f"your {owner} cannot do that: its {action.verb} takes {ability.targets}{possible}"


FORMS_SHOWN = 6
"""How many of an ability's possible actions a refusal names at most."""


__all__ = [
    "Ability",
    "Context",
    "Effect",
    "Hook",
    "Pending",
    "Spend",
    "Timing",
    "Who",
    "hook",
    "hooked",
    "passive",
    "register",
]
