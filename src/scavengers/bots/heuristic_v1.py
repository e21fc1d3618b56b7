"""The first heuristic bot (``heuristic_v1``), kept as a yardstick for the current one.

On its turn it trashes junk, draws with its drawing specialists, hunts just enough to hire the
most valuable mercenary it can afford and pays with as little medicine as it can, digs with
what is left, and from round 3 keeps its fighters, their best weapons, snipers and saboteurs
back for the skirmish; at the end it commits everything it still holds (bluffing with the
refugees and spare cards). It keeps the best card it digs up. On other players' turns it
snipes only a valuable target while no skirmish is coming, and saves its sniper for the
skirmish otherwise. In the skirmish it snipes and disarms whatever hurts the strongest rival
most.

Card values come from the card data (people, action values, medicine), not from card names.
What the rules count it reads from its view (each listed action's total, each revealed force's
strength, whether a skirmish ends the round); what it plans ahead (can a hunt pay for a hire,
what a snipe takes off a force) it estimates from the printed card numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from typing import ClassVar

from scavengers.bots.agent import register
from scavengers.cards import CATALOGUE, CardKind, CardType, Skill
from scavengers.engine import Action, ForceStrength, Verb, View

SNIPER = "sniper_team"
SABOTEUR = "saboteur"
"""The cards with a special attack (catalogue ids)."""
JUNK = frozenset(k for k, c in CATALOGUE.items() if c.type is CardType.JUNK)
"""The only cards a bot trashes (docs/bots.md)."""

_SPECIALISTS = {SNIPER: 3, SABOTEUR: 2}
"""Extra worth of the cards with a special attack (the rules' own card ids)."""

DRAWER_MIN = 2
"""Cards that draw at least this many are used to draw."""
FIGHTER_MIN = 2
"""From round 3, persons with at least this much fight stay back for the skirmish."""
BUILDING_PREFERENCE = {"hydroponic_gardens": 4, "bunker": 3, "armory": 2, "pharmacy": 1}
"""Which schematic to start: food every round first, then the most versatile storage."""
WORKERS = frozenset({"refugee", "toolkit"})
LEADER_PREFERENCE = (
    "leader_ranger",
    "leader_excavator",
    "leader_peacemaker",
    "leader_gangster",
    "leader_sergeant_at_arms",
    "leader_mentor",
    "leader_organizer",
    "leader_fanatic",
    "leader_cannibal",
    "leader_butcher",
)
"""Leaders it would rather keep, first to last: the ones that cost it no people first."""
REFUGEE_LEADERS = frozenset({"leader_peacemaker", "leader_mentor", "leader_organizer"})
"""Leaders whose refugee it plays at the start of its turn."""
"""Cards it sends to work on its buildings: those with little else to do."""
SNIPE_IN_GATHERING_MIN = 9
"""With a skirmish coming, a sniper is spent on another player's turn only on a target
worth at least this much (a Thugs, a tribe family, a field crew)."""


@cache
def card_value(kind_id: str) -> int:
    """How much a card adds to a tribe: its people above all, then its best action or
    modifier, its medicine, and a special attack."""
    card: CardKind = CATALOGUE[kind_id]
    best_action = max(card.base.values(), default=0)
    best_modifier = max(card.plus.values(), default=0)
    contested = 2 if card.is_contested else 0
    return 3 * card.people + best_action + best_modifier + card.meds + contested + _SPECIALISTS.get(kind_id, 0)


ENGINEER = "engineer"
WANTED_BUILDINGS = 3
"""Engineers are worth hiring until its headquarters has this many buildings."""


def _leader_rank(action: Action) -> int:
    """Preferred leaders first, any other next, none last (the solo game may play without
    one, [003:328])."""
    if not action.cards:
        return len(LEADER_PREFERENCE) + 1
    kind = action.cards[0]
    return LEADER_PREFERENCE.index(kind) if kind in LEADER_PREFERENCE else len(LEADER_PREFERENCE)


def hire_value(view: View, kind_id: str) -> int:
    """What a mercenary is worth to this player now: an engineer is worth more while there
    are schematics to dig and few buildings of its own."""
    value = card_value(kind_id)
    me = view.seats[view.seat or 0]
    if kind_id == ENGINEER and view.schematics_count and len(me.buildings) < WANTED_BUILDINGS:
        value += 4
    return value


def payable(merc: str, food: int, meds: int) -> bool:
    """An estimate for planning a hunt: whether ``food`` and ``meds`` cover the printed cost
    (each its own currency, or an any-mix total). Leaders that change costs are not counted:
    what it finally hires comes from the legal actions."""
    card = CATALOGUE[merc]
    if card.cost_any_mix is not None:
        return food + meds >= card.cost_any_mix
    return food >= card.cost_food and meds >= card.cost_meds


@cache
def skill_value(kind_id: str, skill: Skill) -> int:
    """What a card gives of a skill, as printed: its own action value or its bonus to another's."""
    card = CATALOGUE[kind_id]
    return max(card.base.get(skill, 0), card.plus.get(skill, 0))


def fight_value(kind_id: str) -> int:
    """What a card adds to a force's fight, as printed (a person's fight or a tool's bonus)."""
    return skill_value(kind_id, Skill.FIGHT)


def _within(cards: Iterable[str], pool: Counter[str]) -> bool:
    need = Counter(cards)
    return all(pool[k] >= n for k, n in need.items())


def junk_only(action: Action) -> bool:
    """Whether ``action``'s cards are junk alone: a trash a bot makes, or a card it picks for a
    trash chosen card by card."""
    return JUNK.issuperset(action.cards)


def trashing_by_card(view: View) -> bool:
    """Whether the seat is choosing the cards of a trash one at a time (a hand too big to list
    every set): its ``pick`` actions say nothing of what they pick for, the decision does."""
    decision = view.decision
    return decision is not None and decision.kind == "choose" and decision.verb == Verb.TRASH.value


class HeuristicV1Agent:
    """A sensible, honest player."""

    name = "heuristic_v1"
    observes: ClassVar[bool] = True

    def __init__(self, seed: int = 0) -> None:
        del seed  # it plays the same way every time: nothing in it is random
        self._retrieved: int | None = None
        self._stored: int | None = None

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        assert view is not None  # it observes
        decision = view.decision
        kind = decision.kind if decision is not None else ""
        if kind == "turn":
            return self._gather(view, legal)
        if kind == "keep":
            return self._keep(legal)
        if kind == "commit":
            return max(legal, key=lambda a: len(a.cards))
        if kind == "respond":
            return self._respond(view, legal)
        if kind == "resume":
            return next((a for a in legal if a.verb is Verb.CONTINUE), legal[0])
        if kind == "skirmish":
            return self._skirmish(view, legal)
        if kind == "leader":
            # A leader over none (the solo game may play without one, [003:328]).
            return min(legal, key=_leader_rank)
        if kind == "save":
            # Save its own cards; a rival's card under fire is the rival's problem.
            mine = decision is not None and decision.actor == view.seat
            return next((a for a in legal if a.verb is Verb.SAVE), legal[0]) if mine else legal[0]
        if trashing_by_card(view):
            # Junk only, as its whole-set trash; the first pick listed was a person (the search
            # bot's policy and playouts are this bot's).
            junk = next((a for a in legal if a.verb is Verb.PICK and junk_only(a)), None)
            done = next((a for a in legal if a.verb in (Verb.DONE, Verb.ABORT)), None)
            return junk or done or legal[0]
        return legal[0]

    # -- resource gathering ---------------------------------------------------------------

    def _reserve(self, view: View) -> Counter[str]:
        """The cards to keep back for the skirmish: fighters, their best weapons, and the
        sniper teams and saboteurs."""
        if not view.skirmish_this_round:
            return Counter()
        hand = [CATALOGUE[k] for k in view.hand]
        fighters = [c for c in hand if c.is_person and c.base.get(Skill.FIGHT, -1) >= FIGHTER_MIN]
        specials = [c for c in hand if c.id in _SPECIALISTS]
        weapons = sorted((c for c in hand if c.is_tool and Skill.FIGHT in c.plus), key=lambda c: -c.plus[Skill.FIGHT])
        return Counter(c.id for c in fighters + specials + weapons[: len(fighters)])

    def _gather(self, view: View, legal: Sequence[Action]) -> Action:
        me = view.seats[view.seat or 0]
        used = set(me.used)
        hand = Counter(view.hand)
        free = hand - self._reserve(view)
        by_verb: dict[Verb, list[Action]] = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)

        junk = [a for a in by_verb.get(Verb.TRASH, []) if set(a.cards) == {"junk"}]
        if junk:
            return max(junk, key=lambda a: len(a.cards))

        leads = [a for a in by_verb.get(Verb.LEAD, []) if a.target is None]
        if leads and me.leader in REFUGEE_LEADERS:
            return leads[0]

        heals = by_verb.get(Verb.HEAL, [])
        if heals:
            return min(heals, key=lambda a: (CATALOGUE[a.cards[0]].meds, a.cards))
        repairs = [a for a in by_verb.get(Verb.REPAIR, []) if _within(a.cards, free)]
        if repairs:
            return min(repairs, key=lambda a: (card_value(a.cards[0]), a.cards, a.subject or ""))
        if not view.skirmish_this_round:
            # No skirmish to keep them for: attack a rival's leader or building.
            attacks = [a for a in legal if a.verb in (Verb.SNIPE, Verb.DISABLE)]
            if attacks:
                return attacks[0]

        retrieves = by_verb.get(Verb.RETRIEVE, [])
        if retrieves and self._retrieved != view.round:
            # Stored cards come back at the start of the turn: a bigger hand.
            self._retrieved = view.round
            return max(retrieves, key=lambda a: (len(a.cards), a.subject or "", a.cards))

        totals = dict(view.totals)
        builds = [a for a in by_verb.get(Verb.BUILD, []) if _within(a.cards, free)]
        if builds:
            return max(builds, key=lambda a: (totals.get(a, 0), -len(a.cards), a.cards))

        draws = [
            a
            for a in by_verb.get(Verb.DRAW, [])
            if _within(a.cards, free) and all(CATALOGUE[k].base.get(Skill.DRAW, 0) >= DRAWER_MIN for k in a.cards)
        ]
        if draws:
            return max(draws, key=lambda a: (len(a.cards), a.cards))

        hire = self._hire_step(view, by_verb, free, used, totals)
        if hire is not None:
            return hire

        digs = [a for a in by_verb.get(Verb.DIG, []) if _within(a.cards, free)]
        if digs:
            return max(digs, key=lambda a: (totals.get(a, 0), -len(a.cards), a.cards))

        crews = [a for a in by_verb.get(Verb.WORK, []) if _within(a.cards, free) and set(a.cards) <= WORKERS]
        if crews:
            return max(crews, key=lambda a: (len(a.cards), a.subject or "", a.cards))

        stores = [a for a in by_verb.get(Verb.STORE, []) if _within(a.cards, free)]
        if stores and self._stored != view.round:
            self._stored = view.round
            return max(stores, key=lambda a: (sum(card_value(k) for k in a.cards), a.subject or "", a.cards))
        return next(a for a in legal if a.verb is Verb.END)

    def _hire_step(
        self,
        view: View,
        by_verb: dict[Verb, list[Action]],
        free: Counter[str],
        used: set[str],
        totals: dict[Action, int],
    ) -> Action | None:
        """Hunt for, or make, the most valuable hire within reach (``totals``: the view's)."""
        if Verb.HIRE in used:
            return None
        me = view.seats[view.seat or 0]
        meds = sum(CATALOGUE[k].meds for k in view.hand if CATALOGUE[k].is_medicine)
        hunts = [a for a in by_verb.get(Verb.HUNT, []) if _within(a.cards, free)]
        reach = me.food + max((totals.get(a, 0) for a in hunts), default=0)
        market = dict(view.market)
        targets = sorted(
            (k for k, n in market.items() if n and payable(k, reach, meds)),
            key=lambda k: (-self._hire_value(view, k), k),
        )
        for target in targets:
            if payable(target, me.food, meds):
                hires = [a for a in by_verb.get(Verb.HIRE, []) if a.subject == target]
                if hires:
                    return min(hires, key=lambda a: (sum(CATALOGUE[k].meds for k in a.cards), len(a.cards), a.cards))
                continue
            enough = [a for a in hunts if payable(target, me.food + totals.get(a, 0), meds)]
            if enough:
                return min(enough, key=lambda a: (totals.get(a, 0), sum(card_value(k) for k in a.cards), a.cards))
        return None

    def _hire_value(self, view: View, kind_id: str) -> float:
        return hire_value(view, kind_id)

    def _keep(self, legal: Sequence[Action]) -> Action:
        buildings = [a for a in legal if a.cards and a.cards[0] in BUILDING_PREFERENCE]
        if buildings:
            return max(buildings, key=lambda a: (BUILDING_PREFERENCE[a.cards[0]], a.cards))
        best = max(legal, key=lambda a: (card_value(a.cards[0]) if a.cards else 0, a.cards))
        if best.cards and card_value(best.cards[0]) > 0:
            return best
        # Nothing worth keeping: keep none where it may; the Organizer's draw keeps one
        # whatever it is (RULINGS L-4), so there the best of a worthless pair.
        return next((a for a in legal if not a.cards), best)

    # -- other players' turns -------------------------------------------------------------

    def _respond(self, view: View, legal: Sequence[Action]) -> Action:
        strikes = [a for a in legal if a.verb in (Verb.SNIPE, Verb.DISARM, Verb.LEAD) and a.subject]
        if not strikes:
            return legal[0]
        best = max(strikes, key=lambda a: (card_value(a.subject or ""), a.verb is Verb.SNIPE, a.subject))
        value = card_value(best.subject or "")
        # Cards do not outlast the round: with no skirmish this round a sniper has none to wait for.
        if not view.skirmish_this_round or value >= SNIPE_IN_GATHERING_MIN:
            return best
        return next(a for a in legal if a.verb is Verb.PASS)

    def _skirmish(self, view: View, legal: Sequence[Action]) -> Action:
        seat = view.seat or 0
        mentor = next((a for a in legal if a.verb is Verb.LEAD and a.target is None), None)
        if mentor is not None:
            return mentor  # the Mentor's +1 fight
        forces = {s.seat: s.strength for s in view.seats if s.force and s.strength is not None}
        mine = forces.get(seat, ForceStrength(False, 0, 0))
        rivals = {s: f for s, f in forces.items() if s != seat}
        if not rivals:
            return legal[0]
        threat = max(rivals, key=lambda s: (rivals[s].has_fight, rivals[s].fight, rivals[s].people))
        ahead = (rivals[threat].has_fight, rivals[threat].fight) >= (mine.has_fight, mine.fight)
        kinds = view.seats[threat].force or ()
        best: Action | None = None
        best_gain = 0
        for action in legal:
            if action.target != threat or action.subject is None or action.subject not in kinds:
                continue  # leader snipes and building attacks do not change this fight
            after_fight = max(0, rivals[threat].fight - fight_value(action.subject))
            gain = (rivals[threat].fight - after_fight) * 2 + (rivals[threat].has_fight and after_fight == 0) * 3
            if action.verb is Verb.DISARM:
                gain -= 2  # the saboteur gives up its own fight
            if gain > best_gain:
                best, best_gain = action, gain
        if best is not None and ahead:
            return best
        return next(a for a in legal if a.verb is Verb.PASS)


register("heuristic_v1", HeuristicV1Agent)


def fight_estimate(kinds: Iterable[str]) -> int:
    """The fight a set of cards could put up: persons with their fight, each armed with one of
    the best weapons (an estimate for planning; the engine judges the real force)."""
    fighters: list[int] = []
    weapons: list[int] = []
    boost = 0
    for kind_id in kinds:
        card = CATALOGUE[kind_id]
        if card.is_person and Skill.FIGHT in card.base:
            fighters.append(card.base[Skill.FIGHT])
        elif card.is_tool and Skill.FIGHT in card.plus:
            weapons.append(card.plus[Skill.FIGHT])
        elif card.is_person and Skill.FIGHT in card.plus:
            boost += card.plus[Skill.FIGHT]
    if not fighters:
        return 0
    weapons.sort(reverse=True)
    return sum(fighters) + sum(weapons[: len(fighters)]) + boost
