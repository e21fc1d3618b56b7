"""The resource-gathering turn: dig, draw, hunt, hire, trash, end, and what follows them
(keep a dug card, continue or abort after a response, commit to the skirmish). The HQ
actions are listed and carried out by their own modules (buildings, leaders, deeds, hiring);
this one only dispatches them.

Each action at most once per round (RULINGS R-11); actions in any order (R-3).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from scavengers.cards import Skill
from scavengers.engine import abilities
from scavengers.engine.abilities import Timing, buildings, deeds, leaders
from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import BOTTOM, SKILL_OF_VERB, Action, Verb
from scavengers.engine.core.config import Module
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import ORGANIZER, Choose, Engage, GatherTurn, Resume
from scavengers.engine.core.hooks import Hook, any_hooked, in_game
from scavengers.engine.core.moves import (
    add_to_junkyard,
    announce,
    back_to_hand,
    discard_privately,
    discard_publicly,
    holds,
    kinds_of,
    play_from_hand,
    short_of,
    spent_in_hand,
    take,
    unnamed_building,
    usable_hand,
)
from scavengers.engine.core.options import CACHE_SIZE, card_list_options, completable, skill_options, takes_part
from scavengers.engine.core.state import EMPTY_PURSE, NEW_TURN, GameState, named_building
from scavengers.engine.core.strength import Part, part, skill_total
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import choices, decisions, drafting, hiring, window
from scavengers.engine.flow.declarations import action_total, can_go_ahead, discard_table, resolve

SKIRMISH_FROM_ROUND = 3
"""No skirmish in rounds 1 and 2 [000:144-146]."""


def _hand_kinds(state: GameState, seat: int) -> tuple[str, ...]:
    """The kinds of the hand's cards that may still act this round (:func:`usable_hand`)."""
    kinds = state.kinds
    return tuple(sorted([kinds[c] for c in usable_hand(state, seat)]))


_SKILL_VERBS = (Verb.DIG, Verb.DRAW, Verb.HUNT)
_ALL_SKILL_VERBS = (1 << len(_SKILL_VERBS)) - 1
_END = Action(Verb.END)


_SkillKey = tuple[tuple[str, ...], int, str | None, tuple[int, tuple[str, ...]] | None, bool]
"""What a hand's digs, draws and hunts depend on: the hand, the skill actions not yet used (a
bit for each of ``_SKILL_VERBS``), the active leader, a waiting bonus and whether a dig may use
either end of the pile. Only strings, numbers and tuples of them, so that the garbage collector
lets go of the caches' keys after its first look (a Verb would keep each key in every full
collection)."""


def _skill_key(state: GameState, seat: int, hand: tuple[str, ...]) -> _SkillKey:
    player = state.players[seat]
    used = player.round.used
    open_verbs = _ALL_SKILL_VERBS
    if used:
        for bit, verb in enumerate(_SKILL_VERBS):
            if verb in used:
                open_verbs &= ~(1 << bit)
    # RULINGS L-2: a waiting Mentor's or Peacemaker's bonus counts towards the total.
    boost = (player.turn.boost, player.turn.boost_skills) if player.turn.boost else None
    return hand, open_verbs, leaders.active(state, seat), boost, in_game(Hook.DIG_ENDS, state.in_game)


def _skill_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> tuple[Action, ...]:
    key = _skill_key(state, seat, hand)
    return _skill_actions_of(*key) if key[1] else ()


@lru_cache(maxsize=CACHE_SIZE)
def _skill_actions_of(
    hand: tuple[str, ...],
    open_verbs: int,
    leader: str | None,
    boost: tuple[int, tuple[str, ...]] | None,
    dig_ends: bool,
) -> tuple[Action, ...]:
    """The digs, draws and hunts a hand may declare (a pure function of what it is given, so
    a hand met again costs one lookup)."""
    actions: list[Action] = []
    large = choices.could_be_large(hand)
    for bit, verb in enumerate(_SKILL_VERBS):
        if not open_verbs >> bit & 1:
            continue
        skill = SKILL_OF_VERB[verb]
        eligible = tuple(k for k in hand if takes_part(skill, k, leader))
        bonus = boost[0] if boost is not None and skill.value in boost[1] else 0
        if large and choices.one_at_a_time(eligible):
            if completable(verb, (), eligible, leader=leader, boost=bonus):
                actions.append(Action(Verb.CHOOSE, (), verb.value))
            continue
        found = skill_options(verb, eligible, None, leader, bonus)
        actions.extend(found)
        if verb is Verb.DIG and dig_ends:
            actions.extend(buildings.from_bottom(eligible, found))
    return tuple(actions)


@lru_cache(maxsize=CACHE_SIZE)
def _skill_totals_of(
    hand: tuple[str, ...],
    open_verbs: int,
    leader: str | None,
    boost: tuple[int, tuple[str, ...]] | None,
    dig_ends: bool,
) -> tuple[int | None, ...]:
    """What each action :func:`_skill_actions_of` lists comes to when carried out, in its
    order (``None`` for one without a total), cached with the same key: a hand met again costs
    one lookup. Numbers only, which the garbage collector lets go of (pairs holding the
    actions it would walk at every full collection); :func:`_skill_totals` pairs them."""
    totals: list[int | None] = []
    for action in _skill_actions_of(hand, open_verbs, leader, boost, dig_ends):
        skill = SKILL_OF_VERB.get(action.verb)
        if skill is None:
            totals.append(None)  # a choice made one card at a time: no total until its cards are chosen
            continue
        bonus = boost[0] if boost is not None and skill.value in boost[1] else 0
        totals.append(action_total(action.verb, action.cards, leader, bonus))
    return tuple(totals)


def _skill_totals(key: _SkillKey) -> tuple[tuple[Action, int], ...]:
    """Each dig, draw and hunt of the hand of ``key`` that has a total, with it."""
    pairs = zip(_skill_actions_of(*key), _skill_totals_of(*key), strict=True)
    return tuple([(action, total) for action, total in pairs if total is not None])


def turn_totals(state: GameState, seat: int) -> tuple[tuple[Action, int], ...]:
    """The total of every dig, draw, hunt and build ``seat`` may declare on her gathering turn
    now, as carrying it out would count it (:func:`declarations.action_total`): the View's
    figures, so that no front end or bot adds cards up itself."""
    hand = _hand_kinds(state, seat)
    key = _skill_key(state, seat, hand)
    totals = _skill_totals(key)
    if (
        Verb.BUILD in state.players[seat].round.used
        or not buildings.in_play(state)
        or not buildings.digs_schematics(hand)
    ):
        return totals  # no build to list (RULINGS H-5, ED-9)
    leader = key[2]
    bonus = leaders.pending_boost(state, seat, Skill.DIG)
    builds = [
        (action, total)
        for action in buildings.turn_actions(state, seat, hand)
        if action.verb is Verb.BUILD and (total := action_total(Verb.BUILD, action.cards, leader, bonus)) is not None
    ]
    return totals + tuple(builds) if builds else totals


def turn_legal(state: GameState, frame: GatherTurn) -> list[Action]:
    """Every action open to the player whose gathering turn it is."""
    seat = frame.seat
    player = state.players[seat]
    hand = _hand_kinds(state, seat)
    actions = list(_skill_actions(state, seat, hand))
    actions.extend(buildings.turn_actions(state, seat, hand))
    actions.extend(abilities.options(state, seat, Timing.OWN_TURN))
    actions.extend(deeds.turn_actions(state, seat, hand))
    if Verb.HIRE not in player.round.used:
        actions.extend(hiring.hire_actions(state, seat, hand))
        if drafting.in_play(state):
            actions.extend(drafting.bribe_actions(state, seat))
    if Verb.TRASH not in player.round.used:
        if choices.one_at_a_time(hand):
            actions.append(Action(Verb.CHOOSE, (), Verb.TRASH.value))
        else:
            actions.extend(card_list_options(Verb.TRASH, hand, False))
    actions.append(_END)
    return actions


def turn_accepts(state: GameState, frame: GatherTurn, action: Action) -> bool:
    """A whole set for an action whose cards are chosen one at a time (a very large hand) is
    accepted as notation when the same rule that lists its sets accepts it."""
    purpose = action.verb.value
    if purpose not in choices.CHOICES or Action(Verb.CHOOSE, (), purpose) not in turn_legal(state, frame):
        return False
    if action.subject is not None and not (
        action.subject == BOTTOM and choices.from_bottom_too(choices.CHOICES[purpose], action.cards)
    ):
        return False
    return choices.valid(state, frame.seat, choices.CHOICES[purpose], action.cards)


def turn_apply(state: GameState, frame: GatherTurn, action: Action) -> None:
    """Carry out a legal gathering action: a declaration opens its reaction window; a card's
    special ability is carried out by the registry."""
    seat = frame.seat
    player = state.players[seat]
    verb = action.verb
    if verb is not Verb.MAP and player.turn.just_used:
        # A map is played right after an action resolves, before anything else (RULINGS X-19).
        player.turn = player.turn._replace(just_used=(), just_worked=False)
    if verb in SKILL_OF_VERB or verb in (Verb.WORK, Verb.REPAIR):
        barred = player.round.no_work if verb is Verb.WORK else frozenset()  # RULINGS X-19
        player.table = play_from_hand(state, seat, action.cards, barred=barred)
        what = verb.value
        if action.subject:
            what += f" {action.subject}" if action.subject == BOTTOM else f" on {action.subject}"
        if action.number is not None:
            what += f" #{action.number}"  # which of her buildings of the kind
        if state.recording:
            state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=what))
        window.declare(state, seat, verb, action.subject, action.number)
    elif verb is Verb.HEAL:
        deeds.heal(state, seat, action)
    elif verb is Verb.BRIBE:
        drafting.bribe(state, seat)
    elif verb is Verb.HIRE:
        assert action.subject is not None  # every legal hire names its mercenary
        player.table = play_from_hand(state, seat, action.cards)
        if hiring.is_declared(state, seat, action.cards):
            # RULINGS I-3: a paying medic may be sniped [000:476], and with a Fanatic ready
            # any paying card may be struck: the payment is declared first.
            state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=f"hire {action.subject}"))
            window.declare(state, seat, verb, action.subject)
        else:
            hiring.complete(state, seat, action.subject)
    elif verb is Verb.TRASH:
        trashed = play_from_hand(state, seat, action.cards)
        player.round.used.add(Verb.TRASH)
        # Trashed cards go face down onto the junkyard [000:236]: the count is public.
        announce(state, EventType.TRASHED, seat, action.cards)
        add_to_junkyard(state, trashed)
    elif verb is Verb.END:
        _end_turn(state, seat)
    elif verb is Verb.CHOOSE:
        assert action.subject is not None  # ``choose VERB`` names the action
        state.stack.append(Choose(seat, action.subject))
    else:
        abilities.use(state, seat, action, Timing.OWN_TURN)


def _end_turn(state: GameState, seat: int) -> None:
    player = state.players[seat]
    spent = spent_in_hand(state, seat)
    if spent:
        # Cards that acted this round and were drawn again (RULINGS R-6) cannot act again
        # [000:254]: they are "cards already used", which end the gathering in the discard pile
        # [000:160], not saved for the skirmish [000:159].
        player.hand = usable_hand(state, seat)  # a new list: some of the hand acted
        state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, spent), text="used"))
        discard_publicly(state, seat, spent)
    # Food, a leader's meds and a waiting bonus last only this turn (RULINGS R-3).
    player.purse, player.turn = EMPTY_PURSE, NEW_TURN
    if state.opponents:
        # RULINGS V-4: the solo player may engage one opponent force now (:mod:`solo`).
        state.stack[-1] = Engage(seat)
        return
    if state.round >= SKIRMISH_FROM_ROUND and player.hand:
        state.stack[-1] = Choose(seat, COMMIT)
        return
    # RULINGS R-1: no commitment in rounds 1-2; the unused cards stay in hand, where a sniper
    # or saboteur may still answer a later player's action [000:474-476], until the end of
    # the round discards them face up (ED-5, [000:124]).
    if state.round >= SKIRMISH_FROM_ROUND:
        state.emit(Event(EventType.COMMITTED, state.round, seat, count=0))
    state.stack.pop()
    state.turns_done += 1


KEEP = "keep"
SCHEMATICS = "schematics"
COMMIT = "commit"


def _looking(state: GameState, seat: int) -> list[int]:
    return state.players[seat].looking


def _hand(state: GameState, seat: int) -> list[int]:
    return usable_hand(state, seat)


def keep_finish(purpose: str) -> Callable[[GameState, int, Action], None]:
    def finish(state: GameState, seat: int, action: Action) -> None:
        """The kept card goes face down to the discard pile; the rest to the junkyard's bottom,
        without a shuffle (RULINGS ED-14, R-8: in the order drawn)."""
        player = state.players[seat]
        kept = take(state, player.looking, action.cards)
        returned, player.looking = player.looking, []
        # The returned cards go under the pile as a packet, the first drawn uppermost.
        returned.reverse()
        if purpose == ORGANIZER:
            # RULINGS L-4: keep 1 in hand, the other goes to the discard pile.
            player.hand.extend(kept)
            state.emit(Event(EventType.KEPT, state.round, seat, count=len(kept), text="organizer"))
            discard_publicly(state, seat, returned)
            if returned:
                # Face up on the discard pile: every public change has an event.
                state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, returned), text="organizer"))
            return
        if purpose == SCHEMATICS:
            state.schematics[0:0] = returned
            knowledge.put_under(state, seat, "schematics", returned)  # she alone saw them go
            state.emit(Event(EventType.KEPT, state.round, seat, action.cards, len(kept), text="schematics"))
            if kept:
                buildings.start(state, seat, kept[0])
            # [000:579]: the timer is drawn first; "finally" the engineer and the other diggers
            # are discarded, so a reshuffle cannot put them in the timer.
            discard_table(state, seat)
            return
        state.junkyard[0:0] = returned
        knowledge.put_under(state, seat, "junkyard", returned)  # she alone saw them go
        discard_privately(state, seat, kept)
        announce(state, EventType.KEPT, seat, action.cards)

    return finish


def _commit(state: GameState, seat: int, action: Action) -> None:
    """The committed cards go face down (count public); the rest face up to the discard."""
    player = state.players[seat]
    player.committed = take(state, player.hand, action.cards)
    announce(state, EventType.COMMITTED, seat, action.cards)
    if player.hand:
        state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, player.hand)))
        discard_publicly(state, seat, player.hand)
        player.hand = []
    state.turns_done += 1


def _in_turn(state: GameState, seat: int, action: Action) -> None:
    """An action whose cards were chosen one at a time: back in the turn, carry it out."""
    frame = state.stack[-1]
    assert isinstance(frame, GatherTurn)  # one-at-a-time choices start from the turn
    turn_apply(state, frame, action)


def _skill_eligible(skill: Skill) -> Callable[[GameState, int, str], bool]:
    def eligible(state: GameState, seat: int, kind_id: str) -> bool:
        return takes_part(skill, kind_id, leaders.active(state, seat))

    return eligible


def _skill_reachable(verb: Verb) -> Callable[[GameState, int, tuple[str, ...], tuple[str, ...]], bool]:
    skill = SKILL_OF_VERB[verb]

    def reachable(state: GameState, seat: int, chosen: tuple[str, ...], left: tuple[str, ...]) -> bool:
        if verb in state.players[seat].round.used:
            return False
        boost = leaders.pending_boost(state, seat, skill)
        needs = buildings.SCHEMATICS_DIGGERS if verb is Verb.BUILD else ()
        return completable(verb, chosen, left, leader=leaders.active(state, seat), boost=boost, needs=needs)

    return reachable


def _skill_valid(verb: Verb) -> Callable[[GameState, int, tuple[str, ...]], bool]:
    skill = SKILL_OF_VERB[verb]

    def valid(state: GameState, seat: int, cards: tuple[str, ...]) -> bool:
        """RULINGS ED-12, R-10: a valid grouping with a total of at least 1 (a waiting bonus
        counts, L-2); ED-9: a build needs an engineer; R-11: once a round."""
        if verb in state.players[seat].round.used:
            return False
        if verb is Verb.BUILD and not buildings.digs_schematics(cards):
            return False
        total = skill_total(skill, cards, leaders.active(state, seat))
        return total is not None and total + leaders.pending_boost(state, seat, skill) >= 1

    return valid


choices.register(KEEP, choices.Choice(Verb.KEEP, "keep", _looking, keep_finish(KEEP), most=1))
choices.register(SCHEMATICS, choices.Choice(Verb.KEEP, "keep", _looking, keep_finish(SCHEMATICS), most=1))
choices.register(ORGANIZER, choices.Choice(Verb.KEEP, "keep", _looking, keep_finish(ORGANIZER), least=1, most=1))
choices.register(COMMIT, choices.Choice(Verb.COMMIT, "commit", _hand, _commit))
choices.register(
    Verb.TRASH.value,
    choices.Choice(
        Verb.TRASH,
        "choose",
        _hand,
        _in_turn,
        least=1,
        valid=lambda state, seat, cards: Verb.TRASH not in state.players[seat].round.used,
        optional=True,
    ),
)
for _verb in (Verb.DIG, Verb.DRAW, Verb.HUNT, Verb.BUILD):
    choices.register(
        _verb.value,
        choices.Choice(
            _verb,
            "choose",
            _hand,
            _in_turn,
            least=1,
            eligible=_skill_eligible(SKILL_OF_VERB[_verb]),
            valid=_skill_valid(_verb),
            optional=True,
            reachable=_skill_reachable(_verb),
        ),
    )


def resume_legal(state: GameState, frame: Resume) -> list[Action]:
    """Continue with what is left of the declaration, if it still works, or abort."""
    actions = [Action(Verb.ABORT)]
    if can_go_ahead(state, frame.seat, frame.verb, frame.subject):
        actions.insert(0, Action(Verb.CONTINUE))
    return actions


def resume_apply(state: GameState, frame: Resume, action: Action) -> None:
    """RULINGS I-2: continue (the action is used) or abort (cards back to hand, the action
    may be declared again this turn)."""
    state.stack.pop()
    seat = frame.seat
    if action.verb is Verb.CONTINUE:
        resolve(state, seat, frame.verb, frame.subject, frame.number)
        return
    player = state.players[seat]
    state.emit(Event(EventType.ABORTED, state.round, seat, kinds_of(state, player.table), text=frame.verb.value))
    back_to_hand(state, seat, player.table)
    player.table = []


# -- why an action is refused ---------------------------------------------------------------


def _grouping_reason(skill: Skill, verb: Verb, cards: tuple[str, ...], leader: str | None) -> str:
    """Why ``cards`` make no dig, draw or hunt: the cards that cannot take part in it, else the
    tools or modifiers left without a person to hold them [000:188-189]."""
    parts = {kind: part(skill, kind, leader) for kind in cards}
    idle = sorted({kind for kind, found in parts.items() if found is None})
    if idle:
        return f"{', '.join(idle)} can take no part in a {verb}: neither its ability nor a modifier for it [000:188]"
    held = sum(1 for kind in cards if parts[kind] is Part.HOLDER)
    tools = sorted(kind for kind in cards if parts[kind] is Part.TOOL)
    if len(tools) > held:
        return (
            f"{', '.join(tools)}: each tool needs its own person with the {verb} ability, "
            f"and these cards have {held} [000:188-189]"
        )
    return f"a modifier needs a person with the {verb} ability to hold it [000:188-189]"


def turn_why_not(state: GameState, frame: GatherTurn, action: Action) -> str:
    """Why a gathering action of the turn's player is refused: her own turn's actions here,
    a card's special ability by the registry's checks (Dirty Deeds' strikes with their rules
    in words)."""
    seat = frame.seat
    player = state.players[seat]
    verb = action.verb
    if verb in (Verb.SNIPE, Verb.DISABLE):
        # Without Dirty Deeds no card can strike on its owner's turn: say why in the rules' words.
        hq4 = Module.HQ4 in state.config.modules
        return (decisions.ability_blocked(state, frame, action) if hq4 else None) or _deeds_reason(state, seat, action)
    if verb not in _TURN_VERBS:
        return decisions.ability_refusal(state, frame, action)
    if verb is Verb.BRIBE and Verb.HIRE in player.round.used:
        return "the round's hire was already used: a bribe is the round's hire [003:306-307]"
    if verb in player.round.used:
        return f"{verb} was already used this round (each action once per round, RULINGS R-11)"
    if verb in (Verb.BUILD, Verb.WORK):
        return _building_reason(state, seat, action)
    if verb in (Verb.REPAIR, Verb.HEAL):
        return _deeds_reason(state, seat, action)
    if verb is Verb.CHOOSE:
        return f"the cards of a {action.subject} are chosen one at a time only when a hand is too large to list"
    if verb is not Verb.HIRE and not holds(state, usable_hand(state, seat), action.cards):
        return short_of(state, player.hand, action.cards)
    if verb in (Verb.DIG, Verb.BUILD) and action.subject == BOTTOM and not any_hooked(Hook.DIG_ENDS, set(action.cards)):
        return f"a {verb} takes its cards from the bottom of the pile only with scrappers in it (RULINGS X-15)"
    if verb in SKILL_OF_VERB:
        skill, leader = SKILL_OF_VERB[verb], leaders.active(state, seat)
        total = skill_total(skill, action.cards, leader)
        if total is None:
            return _grouping_reason(skill, verb, action.cards, leader)
        return f"a {verb} needs a total of at least 1, these cards give {total} (RULINGS ED-12)"
    if verb is Verb.HIRE:
        return hiring.refusal(state, seat, action)
    if verb is Verb.BRIBE:
        return drafting.refusal(state, seat)
    return "that is not a legal action now"


def _deeds_reason(state: GameState, seat: int, action: Action) -> str:
    if Module.HQ4 not in state.config.modules:
        return "on one's own turn no card of another player is face up to target (RULINGS I-8)"
    if action.verb is Verb.SNIPE:
        return "a sniper team in hand may wound another player's revealed, unwounded leader (RULINGS L-13)"
    if action.verb is Verb.DISABLE:
        several = unnamed_building(state, action.target, action)
        return several or "a saboteur in hand may disable another player's completed, enabled building (RULINGS H-11)"
    if action.verb is Verb.REPAIR:
        return unnamed_building(state, seat, action) or (
            f"a tribe member from hand repairs a disabled {action.subject} of yours (RULINGS H-11)"
        )
    return "a wounded leader of yours is healed with one card with meds from hand (RULINGS L-12)"


def _building_reason(state: GameState, seat: int, action: Action) -> str:
    if Module.HQ2 not in state.config.modules:
        return "buildings come with HQ module 2, which this game does not use"
    usable = usable_hand(state, seat)
    if not holds(state, usable, action.cards):
        return short_of(state, state.players[seat].hand, action.cards)
    no_work = state.players[seat].round.no_work
    if action.verb is Verb.WORK and no_work and not holds(state, [c for c in usable if c not in no_work], action.cards):
        return (
            "a tribe member a map brought back from working may not work again this round; it may join "
            "a different action type (RULINGS X-19)"
        )
    if action.verb is Verb.BUILD:
        if not buildings.digs_schematics(action.cards):
            return "a build (a dig in the schematics pile) needs an engineer, or a tinker in Recon (RULINGS ED-9)"
        return "these cards cannot dig together (each tool needs its own person with the base ability)"
    unnamed = unnamed_building(state, seat, action)
    if unnamed is not None:
        return unnamed
    if action.subject is not None and named_building(state, seat, action.subject, action.number) is None:
        numbered = f"{action.subject}-{action.number}" if action.number is not None else action.subject
        return f"no such building of the seat's: {numbered}"
    return (
        f"workers are persons, with at most one toolkit each, on a {action.subject} of yours under "
        "construction since an earlier round (RULINGS H-4)"
    )


def resume_why_not(state: GameState, frame: Resume, action: Action) -> str:
    return "what is left of the declared action no longer works (a total of at least 1 and a holder for every tool)"


_TURN_VERBS = frozenset(
    {
        Verb.DIG,
        Verb.DRAW,
        Verb.HUNT,
        Verb.HIRE,
        Verb.TRASH,
        Verb.END,
        Verb.BUILD,
        Verb.WORK,
        Verb.REPAIR,
        Verb.HEAL,
        Verb.CHOOSE,
        Verb.BRIBE,
    }
)
"""The turn's own actions (:func:`turn_legal`); cards' special abilities add their verbs."""
_RESUME_VERBS = frozenset({Verb.CONTINUE, Verb.ABORT})

decisions.register(
    GatherTurn,
    decisions.FrameRules(
        what="during a resource-gathering turn",
        own=lambda: _TURN_VERBS,
        timing=Timing.OWN_TURN,
        legal=turn_legal,
        apply=turn_apply,
        decision=lambda frame: Decision("turn", frame.seat),
        why_not=turn_why_not,
        accepts=turn_accepts,
    ),
)
decisions.register(
    Resume,
    decisions.FrameRules(
        what="while deciding to continue or abort",
        own=lambda: _RESUME_VERBS,
        legal=resume_legal,
        apply=resume_apply,
        decision=lambda frame: Decision("resume", frame.seat, frame.seat, frame.verb.value),
        why_not=resume_why_not,
    ),
)
