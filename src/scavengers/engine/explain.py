"""Why an action was refused, in words a player understands.

Only reached when an action is not among the legal ones. A message names the seat, the phase
and the reason, and speaks only of what that seat may know: its own cards and public facts.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import leaders
from scavengers.engine.actions import SKILL_OF_VERB, Action, Verb, default_actor
from scavengers.engine.frames import ChooseLeader, Commit, Effect, Frame, GatherTurn, Keep, Resume, SkirmishTurn, Window
from scavengers.engine.hiring import hire_food, payable
from scavengers.engine.moves import holds, unused_in_force
from scavengers.engine.state import GameState
from scavengers.engine.strength import skill_total

_FRAME_VERBS: dict[type, frozenset[Verb]] = {
    GatherTurn: frozenset(
        {
            Verb.DIG,
            Verb.DRAW,
            Verb.HUNT,
            Verb.HIRE,
            Verb.TRASH,
            Verb.END,
            Verb.BUILD,
            Verb.WORK,
            Verb.STORE,
            Verb.RETRIEVE,
            Verb.LEAD,
            Verb.SNIPE,
            Verb.DISABLE,
            Verb.REPAIR,
            Verb.HEAL,
        }
    ),
    Window: frozenset({Verb.SNIPE, Verb.DISARM, Verb.PASS, Verb.RETRIEVE, Verb.LEAD, Verb.SAVE}),
    Resume: frozenset({Verb.CONTINUE, Verb.ABORT}),
    Keep: frozenset({Verb.KEEP}),
    Commit: frozenset({Verb.COMMIT}),
    SkirmishTurn: frozenset({Verb.SNIPE, Verb.DISARM, Verb.PASS, Verb.LEAD, Verb.DISABLE}),
    ChooseLeader: frozenset({Verb.LEAD}),
}

_WHAT: dict[type, str] = {
    GatherTurn: "its resource-gathering turn",
    Window: "a reaction window",
    Resume: "deciding to continue or abort",
    Keep: "choosing a dug card to keep",
    Commit: "committing cards to the skirmish",
    SkirmishTurn: "its skirmish opportunity",
    ChooseLeader: "choosing a leader",
}


def where(state: GameState) -> str:
    """The round and phase, for messages."""
    return f"round {state.round}, {state.phase.value} phase"


def reason(state: GameState, frame: Frame, action: Action) -> str:
    """Why ``action`` is not legal at ``frame`` (for the seat deciding there)."""
    allowed = _FRAME_VERBS[type(frame)]
    if action.verb is Verb.LEAD and action.verb in allowed:
        return _leader_reason(state, frame, action)
    if action.verb not in allowed:
        verbs = ", ".join(sorted(v.value for v in allowed))
        return f"'{action.verb}' is not possible while {_WHAT[type(frame)]}; possible now: {verbs}"
    if isinstance(frame, GatherTurn):
        return _gathering_reason(state, frame.seat, action)
    if isinstance(frame, Keep | Commit):
        place = "among the dug cards" if isinstance(frame, Keep) else "in hand"
        return f"{' '.join(action.cards)} is not {place}"
    if isinstance(frame, Window) and action.verb is Verb.SAVE:
        if frame.pending.effect is not Effect.SNIPE:
            return "a save answers only a snipe"
        where_from = (
            "in the skirmish force, unused" if frame.pending.in_skirmish else "in hand or among the committed cards"
        )
        return f"a save needs a medic {where_from}, other than the sniped card itself [000:543]"
    if isinstance(frame, ChooseLeader):
        return "choose one of the two leaders dealt to you"
    if isinstance(frame, Resume):
        return "what is left of the declared action no longer works (a total of at least 1 and a holder for every tool)"
    return _strike_reason(state, frame, action)


def _gathering_reason(state: GameState, seat: int, action: Action) -> str:
    player = state.players[seat]
    verb = action.verb
    if verb in player.used:
        return f"{verb} was already used this round (each action once per round, RULINGS R-11)"
    if verb in (Verb.BUILD, Verb.WORK, Verb.STORE, Verb.RETRIEVE):
        return _building_reason(state, seat, action)
    if verb in (Verb.SNIPE, Verb.DISABLE, Verb.REPAIR, Verb.HEAL):
        return _deeds_reason(state, action)
    if verb is not Verb.HIRE and not holds(state, player.hand, action.cards):
        return f"the hand does not hold {' '.join(action.cards)}"
    if verb in SKILL_OF_VERB:
        total = skill_total(SKILL_OF_VERB[verb], action.cards)
        if total is None:
            return (
                f"{' '.join(action.cards)} cannot {verb}: every card needs the {verb} ability or a "
                "modifier for it, and each tool needs its own person with the base ability [000:188-189]"
            )
        return f"a {verb} needs a total of at least 1, these cards give {total} (RULINGS ED-12)"
    if verb is Verb.HIRE:
        merc = action.subject or ""
        if merc not in state.market:
            return f"{merc} is not a mercenary stack in this game"
        if not state.market[merc]:
            return f"the {merc} stack is empty (RULINGS R-9)"
        if not holds(state, player.hand, action.cards):
            return f"the hand does not hold {' '.join(action.cards)}"
        if any(not CATALOGUE[k].meds for k in action.cards):
            return "only cards with meds (medicine, medics) pay for a hire [000:216-218]"
        meds = sum(CATALOGUE[k].meds for k in action.cards) + player.bonus_meds
        food = hire_food(state, seat)
        cost_food, cost_meds, any_mix = leaders.hire_cost(merc, leaders.active(state, seat))
        cost = (
            f"{any_mix} in any mix of food and meds"
            if any_mix is not None
            else f"{cost_food} food and {cost_meds} meds"
        )
        if not payable(merc, food, meds, (cost_food, cost_meds, any_mix)):
            return f"{merc} costs {cost}; this hire brings {food} food and {meds} meds"
    return "that is not a legal action now"


def _deeds_reason(state: GameState, action: Action) -> str:
    if "hq4" not in state.config.modules:
        return "on one's own turn no card of another player is face up to target (RULINGS I-8)"
    if action.verb is Verb.SNIPE:
        return "a sniper team in hand may wound another player's revealed, unwounded leader (RULINGS L-13)"
    if action.verb is Verb.DISABLE:
        return "a saboteur in hand may disable another player's completed, enabled building (RULINGS H-11)"
    if action.verb is Verb.REPAIR:
        return f"a tribe member from hand repairs a disabled {action.subject} of yours (RULINGS H-11)"
    return "a wounded leader of yours is healed with one card with meds from hand (RULINGS L-12)"


def _leader_reason(state: GameState, frame: Frame, action: Action) -> str:
    if isinstance(frame, ChooseLeader):
        return f"{' '.join(action.cards)} is not one of the two leaders dealt to you"
    seat = frame.responder if isinstance(frame, Window) else frame.seat
    player = state.players[seat]
    if "hq3" not in state.config.modules or player.leader is None:
        return "there is no tribal leader to use (HQ module 3)"
    if player.wounded:
        return "your leader is wounded: heal it with a med first (RULINGS L-12)"
    if player.leader_used:
        return "your leader's ability was already used this round"
    return f"your leader ({state.kinds[player.leader]}) cannot do that now (RULINGS L-1..L-11)"


def _building_reason(state: GameState, seat: int, action: Action) -> str:
    if "hq2" not in state.config.modules:
        return "buildings come with HQ module 2, which this game does not use"
    player = state.players[seat]
    verb = action.verb
    if verb is Verb.RETRIEVE:
        return f"no active {action.subject} of yours holds {' '.join(action.cards)}"
    if not holds(state, player.hand, action.cards):
        return f"the hand does not hold {' '.join(action.cards)}"
    if verb is Verb.BUILD:
        if "engineer" not in action.cards:
            return "a build (a dig in the schematics pile) needs an engineer (RULINGS ED-9)"
        return "these cards cannot dig together (each tool needs its own person with the base ability)"
    if verb is Verb.WORK:
        return (
            f"workers are persons, with at most one toolkit each, on a {action.subject} of yours under "
            "construction since an earlier round (RULINGS H-4)"
        )
    return f"a {action.subject} of yours, complete and enabled, must have room for these cards, of its type (H-7)"


def _strike_reason(state: GameState, frame: Window | SkirmishTurn, action: Action) -> str:
    if action.verb is Verb.PASS:
        return "pass is not possible now"
    own = action.cards[0] if action.cards else str(default_actor(action.verb))
    wanted = "person" if action.verb is Verb.SNIPE else "tool"
    if isinstance(frame, Window):
        if frame.pending.effect is not Effect.DECLARED:
            return f"only a save or pass answers a {frame.pending.effect} (RULINGS I-9)"
        player = state.players[frame.responder]
        if not holds(state, player.hand + player.committed, [own]):
            return f"a {action.verb} needs a {own} in hand or among the committed cards"
        actor = frame.pending.actor
        if action.target != actor:
            return f"only seat {actor}'s declared cards can be targeted now (RULINGS I-7)"
        return f"seat {actor} has declared no {action.subject}, or it is not a {wanted}"
    if not unused_in_force(state, frame.seat, own):
        return f"a {action.verb} needs an unused {own} in the skirmish force"
    if action.target == frame.seat:
        return "a player cannot target her own cards (RULINGS S-14)"
    return f"seat {action.target}'s force holds no {action.subject}, or it is not a {wanted}"
