"""Differential audit 7: an independent oracle run against many seeded games.

The oracle below is written from the rulebooks' words and ``shared/RULINGS.md`` only (not from
``src/scavengers/engine``), with the card numbers copied from ``shared/cards.tsv``. It watches
games through the public API (``legal_actions``, ``apply``, ``view``, ``zones``, ``log``, the
events and ``result``) and recomputes, step by step, what can be computed from the table:

- setup: the junkyard, the mercenary stacks, the contested resources (CRs), the schematics,
  the gangs and the starter decks (R-0, V-1) [000:93-116,534-572]; the solo opponent forces (V-8);
- the initiator of each round (ED-1; the 2012 edition passes it every round) [000:146] and the
  initiator's peek from round 3, never with 2 players (X-9) [000:114,126];
- the game timer: one CR per skirmish round, the game over after round 2 + CRs (ED-2)
  [000:140,170]; solo: seven battles and attrition after every reshuffle (V-4);
- the round's draw: 5 cards plus returned hardy scavengers (R-5, S-12) [000:190];
- every dig, draw, hunt and build: which groupings are lawful and listed, the total the view
  gives each, and what it yields (R-7, R-10, R-14, P-2) [000:185-190,222,252];
- the junkyard after a trash or a dig [000:236] (ED-4, ED-14); building timers (H-1, H-3, H-4);
- every hire offered and paid against the card's cost, with the Butcher, Cannibal, Swindler and
  Sergeant at Arms (R-13, L-5, L-6, L-11, L-14) [000:218,402];
- the strikes offered in a window and on a skirmish turn (I-1, S-14, X-10, L-11);
- the skirmish: each force's (has fight, fight, people) as shown and as resolved, the winner or
  deadlock, the CR's destination and the hardy scavengers' return (S-1..S-12, V-2, V-5, V-6,
  ED-12, L-3, L-8) [000:266-274,414-434];
- the final scores, the gangs and the winners with every tie-break (F-1..F-8, P-3, V-7)
  [000:170-172,561-565] [003:261-267,345-349].

Random bots play every module set, both editions, the variants and the solo game; small stacked
tables near a game's end, drawn from few card kinds, reach the ties. A skirmish whose final call
carries a leader's, a save's or a cancel's effect is not judged (the table before it does not show
the result); everything else is.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

import pytest

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS, RECON_CONTESTED_KINDS
from scavengers import EventType, Verb

_SKILLS = ("dig", "draw", "hunt", "fight")


class _K(NamedTuple):
    """One card kind's facts from ``shared/cards.tsv``: type icon, contested resource, people,
    base dig/draw/hunt/fight (None: no such action), their modifiers, meds, cost (food, meds,
    any mix) and whether 'Refugee' is in its title."""

    icon: str
    cr: bool
    people: int
    base: tuple[int | None, int | None, int | None, int | None]
    plus: tuple[int, int, int, int]
    meds: int
    cost: tuple[int, int, int]
    refugee: bool

    @property
    def fight(self) -> int | None:
        return self.base[3]

    @property
    def plus_fight(self) -> int:
        return self.plus[3]


_CARDS: dict[str, _K] = {
    "refugee": _K("person", False, 1, (0, None, 0, None), (0, 0, 0, 0), 0, (0, 0, 0), True),
    "scavenger": _K("person", False, 1, (1, 1, 1, 1), (0, 0, 0, 0), 0, (1, 0, 0), False),
    "brawler": _K("person", False, 1, (1, None, None, 2), (0, 0, 0, 0), 0, (2, 0, 0), False),
    "hunter": _K("person", False, 1, (None, None, 2, 1), (0, 0, 0, 0), 0, (0, 1, 0), False),
    "saboteur": _K("person", False, 1, (1, None, None, 1), (0, 0, 0, 0), 0, (1, 1, 0), False),
    "scout": _K("person", False, 1, (None, 2, None, 2), (0, 0, 0, 0), 0, (2, 1, 0), False),
    "group_leaders": _K("person", False, 2, (None, None, None, None), (2, 2, 2, 2), 0, (2, 2, 0), False),
    "sniper_team": _K("person", False, 2, (None, None, None, None), (0, 0, 0, 0), 0, (2, 2, 0), False),
    "thugs": _K("person", False, 3, (1, None, None, 3), (0, 0, 0, 0), 0, (0, 0, 6), False),
    "junk": _K("junk", False, 0, (None, None, None, None), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "multitool": _K("tool", False, 0, (None, None, None, None), (1, 0, 1, 1), 0, (0, 0, 0), False),
    "net": _K("tool", False, 0, (None, None, None, None), (0, 0, 2, 1), 0, (0, 0, 0), False),
    "spear": _K("tool", False, 0, (None, None, None, None), (0, 0, 1, 2), 0, (0, 0, 0), False),
    "pickaxe": _K("tool", False, 0, (None, None, None, None), (1, 0, 0, 2), 0, (0, 0, 0), False),
    "shovel": _K("tool", False, 0, (None, None, None, None), (2, 0, 0, 1), 0, (0, 0, 0), False),
    "medkit": _K("medicine", False, 0, (None, None, None, None), (0, 0, 0, 0), 2, (0, 0, 0), False),
    "pills": _K("medicine", False, 0, (None, None, None, None), (0, 0, 0, 0), 1, (0, 0, 0), False),
    "wolf_pack": _K("tool", True, 0, (None, None, None, None), (0, 0, 3, 2), 0, (0, 0, 0), False),
    "grenade": _K("tool", True, 0, (None, None, None, None), (0, 0, 0, 3), 0, (0, 0, 0), False),
    "sled_team": _K("person", True, 2, (None, 2, None, 1), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "field_crew": _K("person", True, 4, (2, None, 2, 2), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribe_family_3": _K("person", True, 3, (None, None, 0, 0), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribe_family_4": _K("person", True, 4, (None, None, 0, 0), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribe_family_5": _K("person", True, 5, (None, None, 0, 0), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "medic": _K("person", False, 1, (None, 1, None, None), (0, 0, 0, 0), 1, (3, 0, 0), False),
    "engineer": _K("person", False, 1, (2, 1, None, None), (0, 0, 0, 0), 0, (2, 1, 0), False),
    "rifle": _K("tool", False, 0, (None, None, None, None), (0, 0, 2, 2), 0, (0, 0, 0), False),
    "toolkit": _K("tool", False, 0, (None, None, None, None), (2, 0, 0, 0), 0, (0, 0, 0), False),
    "scouting_refugee": _K("person", False, 1, (None, None, None, None), (1, 0, 1, 1), 0, (1, 0, 0), True),
    "hardy_scavenger": _K("person", False, 1, (1, 0, 1, 0), (0, 0, 0, 0), 0, (1, 0, 0), False),
    "assassin": _K("person", False, 1, (None, 1, None, None), (0, 0, 0, 0), 0, (0, 2, 0), False),
    "courier": _K("person", False, 1, (None, 3, None, None), (0, 0, 0, 1), 0, (1, 1, 0), False),
    "drill_sergeant": _K("person", False, 1, (2, None, None, 1), (0, 0, 0, 0), 0, (2, 1, 0), False),
    "guard": _K("person", False, 1, (None, None, None, 2), (0, 0, 0, 0), 0, (2, 0, 0), False),
    "provocateur": _K("person", False, 1, (None, 1, None, 1), (0, 0, 0, 0), 0, (0, 1, 0), False),
    "rogue": _K("person", False, 1, (None, 1, None, 1), (0, 0, 0, 0), 0, (0, 1, 0), False),
    "tinker": _K("person", False, 1, (None, None, None, None), (1, 0, 1, 1), 0, (3, 0, 0), False),
    "spy": _K("person", False, 1, (None, None, None, None), (0, 0, 0, 2), 0, (0, 0, 3), False),
    "scrappers": _K("person", False, 2, (3, None, None, 2), (0, 0, 0, 0), 0, (0, 0, 4), False),
    "binoculars": _K("instant", False, 0, (None, None, 1, None), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "map": _K("instant", False, 0, (None, None, None, None), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "cargo_sled": _K("tool", True, 0, (None, None, None, None), (2, 0, 2, 0), 0, (0, 0, 0), False),
    "combat_medics": _K("person", True, 4, (None, 1, None, 1), (0, 0, 0, 0), 2, (0, 0, 0), False),
    "demolition_team": _K("person", True, 2, (2, None, None, 2), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tear_gas": _K("instant", True, 0, (None, None, None, None), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribal_hunters_2": _K("person", True, 2, (None, None, 1, 0), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribal_hunters_3": _K("person", True, 3, (None, None, 1, 1), (0, 0, 0, 0), 0, (0, 0, 0), False),
    "tribal_hunters_4": _K("person", True, 4, (None, None, 2, 1), (0, 0, 0, 0), 0, (0, 0, 0), False),
}
_NONE = _K("other", False, 0, (None, None, None, None), (0, 0, 0, 0), 0, (0, 0, 0), False)
"""Buildings, leaders and gangs: no people, no fight, never a tribe card (F-1, F-2)."""

_GANG_PEOPLE = 5
"""P-3 / F-7: each gang card is worth 5 people."""

_HQ = ("hq1", "hq2", "hq3", "hq4")
_RECON = ("recon1", "recon2", "recon3", "recon4", "recon5")

_OWNED_SUFFIXES = ("deck", "discard", "hand", "table", "looking", "committed", "returning")
"""A seat's zones whose cards are hers (F-1), besides cards stored in and timing her buildings."""

_QUIET_VERBS = frozenset({Verb.PASS, Verb.CONTINUE, Verb.END, Verb.COMMIT})
"""Actions that do not change a force: when one resolves the skirmish, the view just before it
shows the forces as final resolution judges them."""

_CARD_WEIGHTS = {
    Verb.TRASH: 0.1,
    Verb.HIRE: 6.0,
    Verb.BUILD: 5.0,
    Verb.WORK: 3.0,
    Verb.ABORT: 0.2,
    Verb.END: 0.6,
}


def _card(kind: str) -> _K:
    return _CARDS.get(kind, _NONE)


def _policy(rng: random.Random, actions: tuple[sc.Action, ...]) -> sc.Action:
    """A random bot that hires, builds and commits more than a uniform one (so that games have
    people, buildings and fights to judge) and rarely trashes."""
    weights = [
        _CARD_WEIGHTS.get(a.verb, 1.0) * (1 + 2 * len(a.cards) if a.verb == Verb.COMMIT else 1.0) for a in actions
    ]
    return rng.choices(actions, weights)[0]


class _Force(NamedTuple):
    has_fight: bool
    fight: int
    people: int


class _Side(NamedTuple):
    """A seat's force at final resolution as the table shows it (public facts)."""

    cards: tuple[str, ...]
    acted: tuple[str, ...] = ()
    gassed: tuple[str, ...] = ()
    provoking: bool = False
    fight_bonus: int = 0
    gangster: bool = False
    decoys: bool = False


def _without(cards: list[str], gone: Iterable[str]) -> list[str]:
    rest = list(cards)
    for kind in gone:
        if kind in rest:
            rest.remove(kind)
    return rest


def _oracle_force(side: _Side, *, edition: str) -> _Force:
    """A revealed force at final resolution.

    Fight: the printed fight of each person with a base fight (tear gas: 0, S-10; one that used
    a special ability instead: none, S-3/S-4), plus for as many of them as there are tool cards
    the best tools (one tool per person, [000:189], R-15), plus every person modifier's fight
    bonus (group leaders etc. stack and need a base-fight holder, R-14), plus the Mentor's +1
    (L-3). The Gangster gives refugees fight 0 and a second person for ties (L-8); a scouting
    refugee then may fight or modify, whichever is better. A provocateur announced and still
    there makes the fight the force's printed people plus Portable Decoys (S-8).
    People: printed people of the persons [000:274,432-434], plus floor(cards/2) under completed
    enabled Portable Decoys (S-11). Fight 0 beats no fight in 2015 (ED-12); not in 2012."""
    kinds = list(side.cards)
    active = _without(kinds, side.acted)
    gassed = list(side.gassed)
    tools = sorted((_card(k).plus_fight for k in active if _card(k).icon == "tool"), reverse=True)
    dual = [k for k in active if side.gangster and k == "scouting_refugee"]
    fixed = [k for k in active if k not in dual]
    best: tuple[int, int] | None = None
    for mask in range(1 << len(dual)):
        fighters: list[int] = []
        mods = 0
        pending = list(gassed)
        for index, kind in enumerate(dual):
            if mask >> index & 1:
                fighters.append(0)
            else:
                mods += 0 if _take(pending, kind) else _card(kind).plus_fight
        for kind in fixed:
            card = _card(kind)
            if card.icon != "person":
                continue
            base = 0 if side.gangster and kind == "refugee" else card.fight
            if base is not None:
                fighters.append(0 if _take(pending, kind) else base)
            else:
                mods += 0 if _take(pending, kind) else card.plus_fight
        if fighters:
            total = sum(fighters) + sum(tools[: len(fighters)]) + mods + side.fight_bonus
            option = (1, total)
        else:
            option = (0, 0)
        if best is None or option > best:
            best = option
    assert best is not None
    has_fight, fight = bool(best[0]), best[1]
    printed = sum(_card(k).people for k in kinds if _card(k).icon == "person")
    size = printed + (len(kinds) // 2 if side.decoys else 0)
    if side.provoking and "provocateur" in kinds:
        has_fight, fight = True, size
    elif edition != "2015" and fight < 1:
        has_fight = False
    people = size + (sum(1 for k in kinds if _card(k).refugee) if side.gangster else 0)
    return _Force(has_fight, fight if has_fight else 0, people)


def _take(pending: list[str], kind: str) -> bool:
    if kind in pending:
        pending.remove(kind)
        return True
    return False


def _oracle_winner(forces: dict[int, _Force], rogues: set[int], players: int, initiator: int) -> int | None:
    """The skirmish winner, None for a deadlock / tie (S-1, S-2, S-9, V-2)."""
    order = [(initiator + i) % players for i in range(players)]
    first_rogue = next((s for s in order if s in rogues), None)
    everyone = {s: forces.get(s, _Force(False, 0, 0)) for s in range(players)}
    if players == 2:
        a, b = everyone[0].fight, everyone[1].fight
        if abs(a - b) >= 2:
            return 0 if a > b else 1
        return first_rogue
    best = max((f.has_fight, f.fight) for f in everyone.values())
    top = [s for s, f in everyone.items() if (f.has_fight, f.fight) == best]
    if len(top) == 1:
        return top[0]
    if first_rogue is not None:
        return first_rogue
    most = max(everyone[s].people for s in top)
    top = [s for s in top if everyone[s].people == most]
    return top[0] if len(top) == 1 else None


_ACTION_SKILL = {Verb.DIG: 0, Verb.BUILD: 0, Verb.DRAW: 1, Verb.HUNT: 2}
"""The skill an action's total adds up (a schematics dig is a dig, R-10)."""

_INTERRUPTS = frozenset(
    {
        EventType.SNIPED,
        EventType.DISARMED,
        EventType.CANCELLED,
        EventType.ABORTED,
        EventType.MAPPED,
        EventType.LEADER_USED,
    }
)
"""Events that change a declared action's cards before it resolves (not judged)."""


def _oracle_total(cards: Iterable[str], skill: int) -> tuple[int, str]:
    """A declared dig, draw or hunt: the base values of its persons, every tool's modifier (one
    tool per person with the base ability, [000:188-189], R-14), every person modifier (group
    leaders etc., stacking, R-14) and an instant's own value (binoculars' hunt 1, P-2).
    Returns the total and what makes the action unlawful ('' when lawful)."""
    kinds = list(cards)
    holders = [k for k in kinds if _card(k).icon == "person" and _card(k).base[skill] is not None]
    tools = [k for k in kinds if _card(k).icon == "tool"]
    total = sum(_card(k).base[skill] or 0 for k in kinds if _card(k).base[skill] is not None)
    total += sum(_card(k).plus[skill] for k in kinds if _card(k).base[skill] is None)
    why = ""
    if len(tools) > len(holders):
        why = f"{len(tools)} tools for {len(holders)} holders"
    elif not holders and any(_card(k).icon == "person" for k in kinds):
        why = "modifiers without a holder"
    elif total < 1:
        why = "a total below 1 (R-10)"
    return total, why


def _after_strikes(sides: dict[int, _Side], action: sc.Action, events: Iterable[sc.Event]) -> dict[int, _Side] | None:
    """The forces after the skirmish action that also brought final resolution: a snipe or
    disarm takes its target out of the force and the striker gives up its fight (S-4); tear
    gas zeroes a fight (S-10); a provocateur announced (S-8). None for anything else."""
    if action.verb not in (Verb.SNIPE, Verb.DISARM, Verb.GAS, Verb.PROVOKE):
        return None
    out = dict(sides)
    handled = (EventType.SNIPED, EventType.DISARMED, EventType.GASSED, EventType.PROVOKED)
    for event in events:
        if event.type in (EventType.SKIRMISH_TOTALS, EventType.SKIRMISH_WON, EventType.DEADLOCK):
            break
        if event.type not in handled:
            if event.type in (EventType.SAVED, EventType.CANCELLED, EventType.LEADER_WOUNDED, EventType.LEADER_USED):
                return None
            continue
        seat, target = event.seat, event.target
        if seat is None or seat not in out:
            return None
        if event.type == EventType.PROVOKED:
            out[seat] = out[seat]._replace(provoking=True)
            continue
        if target is None or target not in out:
            return None
        victim = out[target]
        if event.type == EventType.GASSED:  # the tear gas acts; ``text`` names its target
            if event.text not in victim.cards:
                return None
            out[target] = victim._replace(gassed=(*victim.gassed, event.text))
            continue
        if not event.cards or event.cards[0] not in victim.cards:
            return None
        cards = list(victim.cards)
        cards.remove(event.cards[0])
        out[target] = victim._replace(cards=tuple(cards))
        striker = out[seat]
        if event.text in striker.cards:
            out[seat] = striker._replace(acted=(*striker.acted, event.text))
    return out


def _submultisets(counts: dict[str, int]) -> list[list[str]]:
    """Every sub-multiset of a hand given as kind -> count."""
    out: list[list[str]] = [[]]
    for kind, n in counts.items():
        out = [combo + [kind] * k for combo in out for k in range(n + 1)]
    return out


def _owned(zones: dict[str, tuple[sc.Card, ...]], seat: int) -> list[sc.Card]:
    """Every card seat owns (F-1): deck, discard, hand, play areas, force, stored, timers."""
    out: list[sc.Card] = []
    for name, cards in zones.items():
        head, _, rest = name.partition(":")
        if head != str(seat):
            continue
        if rest in _OWNED_SUFFIXES or rest.startswith(("stored:", "timer:")):
            out.extend(cards)
    return out


def _award(values: list[tuple[int, int]]) -> int | None:
    """The seat a gang joins: the unique best (value, tie-break), none on a tie or when the best
    value is 0 (F-4)."""
    best = max(values)
    if best[0] == 0:
        return None
    top = [s for s, v in enumerate(values) if v == best]
    return top[0] if len(top) == 1 else None


def _oracle_gangs(game: sc.Game, owned: list[list[str]]) -> dict[str, int | None]:
    """Which seat each gang in the game joins ([000:561-565] [003:261-267], F-4..F-8, ED-8)."""
    zones = game.zones()
    gangs = [c.kind for name, cards in zones.items() if name == "gangs" or name.endswith(":gangs") for c in cards]
    view = game.view(None)
    result: dict[str, int | None] = {}
    for gang in gangs:
        values: list[tuple[int, int]] = []
        for seat, kinds in enumerate(owned):
            if gang == "gang_gearheads":
                tools = [k for k in kinds if _card(k).icon == "tool"]
                values.append((len(tools), sum(1 for k in tools if _card(k).cr)))
            elif gang == "gang_pharmers":
                meds = sum(_card(k).meds for k in kinds if _card(k).icon == "medicine")
                values.append((meds, sum(1 for k in kinds if k in ("medic", "combat_medics"))))
            elif gang == "gang_masons":
                built = sum(1 for b in view.seats[seat].buildings if b.timer == 0 and not b.disabled)
                values.append((built, sum(1 for k in kinds if k == "engineer")))
            else:  # the Humanitarians: no tie-break [003:265]
                values.append((sum(1 for k in kinds if _card(k).refugee), 0))
        result[gang] = _award(values)
    return result


_BUILD_TIME = {
    "bunker": 5,
    "armory": 3,
    "pharmacy": 2,
    "hydroponic_gardens": 4,
    "portable_decoys": 2,
    "scout_tower": 3,
}
"""cards.tsv build_time."""

_HIRE_LEADERS = frozenset({"leader_butcher", "leader_cannibal", "leader_swindler"})
"""Leaders that add food or meds or cut a cost (not modelled by the hire oracle)."""


def _pays(kind: str, food: int, meds: int, *, sergeant: bool, off: tuple[int, int] = (0, 0)) -> bool:
    """Whether food and meds pay a mercenary's cost (R-13; the Sergeant at Arms hires
    saboteurs for 1 med, L-11; a refugee for hire costs nothing, R-10), less the Swindler's
    discount ``off`` (food, meds; from a mixed cost its sum, never below 0, L-14)."""
    card = _card(kind)
    if kind == "saboteur" and sergeant:
        return meds >= 1
    if card.cost[2]:
        return food + meds >= max(0, card.cost[2] - off[0] - off[1])
    return food >= max(0, card.cost[0] - off[0]) and meds >= max(0, card.cost[1] - off[1])


_TOTAL_LEADERS = frozenset({"leader_excavator", "leader_ranger"})
"""Always-on leaders that change dig or hunt totals (not modelled by the oracle)."""


def solo_skip(view: sc.View, seat: int) -> bool:
    """Whether the oracle leaves a seat's action total alone: her leader changes it (Excavator,
    Ranger) or a Mentor's or Peacemaker's bonus waits for it."""
    if view.players == 1 and seat >= len(view.seats):
        return True
    me = view.seats[seat]
    return (me.leader in _TOTAL_LEADERS and not me.wounded) or me.boost > 0


class _Audit:
    """Plays one seeded random game and records every disagreement with the oracle."""

    def __init__(self, config: sc.GameConfig, policy_seed: int) -> None:
        self.config = config
        self.game = sc.Game.new(config)
        self.rng = random.Random(policy_seed)
        self.players = config.players
        self.edition = str(config.rules)
        self.problems: list[str] = []
        self.judged = 0
        self.totals = 0
        self.offers = 0
        self.listed = 0
        self.groupings = 0
        self.shown = 0
        self.strikes = 0
        self.windows = 0
        self.bribes = 0
        self.work: tuple[int, sc.Action, int] | None = None
        self.perks: dict[int | None, dict[str, int]] = {}
        self.dig_from: tuple[int, int] | None = None
        self.redrawn: set[int | None] = set()
        self.first = 0
        self.base_round = 1

    def note(self, text: str) -> None:
        self.problems.append(f"{self.config.players}p {sorted(self.config.modules)} seed={self.config.seed}: {text}")

    def run(self) -> list[str]:
        game = self.game
        view = game.view(None)
        solo = self.players == 1
        cr0 = view.contested_count
        first = view.initiator
        self.first = first
        round_no = view.round
        forces: dict[int, list[str]] = {}
        revealed = False
        declared: tuple[int, sc.Action, sc.View] | None = None
        returned: dict[int, int] = {}
        cr_top: int | None = None
        self.base_round = round_no
        self.round_start(round_no, first, cr0, returned, None)
        cr_top = self.contested_top()
        steps = 0
        while not game.over:
            steps += 1
            assert steps < 20000, "game does not end"
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            action = _policy(self.rng, legal)
            # The table just before the call that may resolve the skirmish: the forces as
            # snipes, disarms, tear gas, the Mentor and the provocateur left them.
            pre = game.view(None)
            if pre.decision is not None and pre.decision.kind == "respond" and not solo:
                self.check_window_strikes(seat, legal, pre)
            if pre.decision is not None and pre.decision.kind == "turn" and not solo_skip(pre, seat):
                self.check_hire_offers(seat, legal, pre)
                self.check_listed_totals(seat, legal)
                self.check_groupings(seat, legal)
            before = pre if revealed else None
            if before is not None and not solo:
                self.check_shown_strength(before)
                if before.decision is not None and before.decision.kind == "skirmish":
                    self.check_strike_targets(seat, legal, before)
            was_revealed = revealed
            if action.verb in _ACTION_SKILL and not solo_skip(pre, seat):
                declared = (seat, action, pre)
            events = game.apply(seat, action)
            if not any(e.type == EventType.ROUND_STARTED for e in events):
                # A card that acted this round and is drawn again (after a reshuffle or a drill
                # sergeant's shuffle) may not act again [000:254]: the hand no longer tells
                # what may pay or act.
                self.redrawn |= {
                    e.seat
                    for e in events
                    if e.type == EventType.RESHUFFLED or (e.type == EventType.RETURNED and e.text == "deck")
                }
            else:
                self.redrawn = set()
                self.perks = {}
            for event in events:
                kind = event.type
                if declared is not None:
                    declared = self.check_total(declared, event)
                if kind == EventType.REVEALED and event.seat is not None:
                    revealed = True
                    forces[event.seat] = list(event.cards)
                elif kind == EventType.HIRED:
                    self.check_hire(event)
                elif kind == EventType.TURN_STARTED:
                    self.perks.pop(event.seat, None)
                elif kind == EventType.BRIBED and event.seat == seat and not event.cards:
                    self.check_bribe(event, pre)
                elif kind == EventType.LEADER_USED and event.seat is not None:
                    self.note_perk(event)
                elif kind == EventType.RETURNED and event.seat is not None and event.text == "hand":
                    returned[event.seat] = returned.get(event.seat, 0) + event.count
                elif kind in (EventType.SKIRMISH_WON, EventType.DEADLOCK) and not solo:
                    winner = event.seat if kind == EventType.SKIRMISH_WON else None
                    self.check_cr(event.round, winner, cr_top)
                    sides = self.sides(forces, before if was_revealed else pre, fresh=not was_revealed)
                    if sides is not None and was_revealed and action.verb not in _QUIET_VERBS:
                        sides = _after_strikes(sides, action, events)
                    if sides is not None:
                        self.check_skirmish(event.round, sides, winner, events)
                elif kind == EventType.ROUND_STARTED:
                    round_no = event.round
                    forces, revealed = {}, False
            if solo and not was_revealed and any(e.type == EventType.SKIRMISH_TOTALS for e in events):
                shown = {e.seat: list(e.cards) for e in events if e.type == EventType.REVEALED and e.seat is not None}
                self.check_solo_skirmish(shown, events)
                forces, revealed = {}, False
            if action.verb in (Verb.TRASH, Verb.DIG, Verb.KEEP):
                self.check_junkyard(pre, action, seat, events)
            self.check_timers(pre, seat, action, events)
            if any(e.type == EventType.ROUND_STARTED for e in events) and not game.over:
                ticked = {e.seat for e in events if e.type == EventType.TIMER_REDUCED}
                self.check_peek(round_no, events)
                self.round_start(round_no, first, cr0, returned, ticked)
                returned = {}
                cr_top = self.contested_top()
        if solo:
            self.check_solo_log()
        last = 2 + cr0 if self.base_round < 3 else self.base_round + cr0 - 1
        if not solo and round_no != last:
            self.note(f"game ended in round {round_no}, not {last} ({cr0} CRs, ED-2)")
        self.check_final()
        return self.problems

    def check_total(
        self, declared: tuple[int, sc.Action, sc.View], event: sc.Event
    ) -> tuple[int, sc.Action, sc.View] | None:
        """A dig reveals min(total, pile) cards, a draw draws min(total, deck + discard)
        (R-5, R-7), a hunt makes its total in food [000:222]; the total must be at least 1."""
        seat, action, pre = declared
        if event.type in _INTERRUPTS:
            return None
        verb = action.verb
        result = {Verb.DIG: EventType.DUG, Verb.BUILD: EventType.DUG, Verb.HUNT: EventType.HUNTED}
        if event.seat != seat or event.type != result.get(verb, EventType.DREW):
            return declared
        total, why = _oracle_total(action.cards, _ACTION_SKILL[verb])
        me = pre.seats[seat]
        if verb == Verb.DIG:
            expected = min(total, pre.junkyard_count)
        elif verb == Verb.BUILD:
            expected = min(total, pre.schematics_count)
        elif verb == Verb.DRAW:
            discard = len(me.discard) + me.discard_hidden_count
            if self.players == 1 and total > me.deck_count and discard:
                discard -= 1  # solo attrition: a new deck loses its top card (V-4)
            expected = min(total, me.deck_count + discard)
        else:
            expected = total
        self.totals += 1
        if why:
            self.note(f"round {event.round}: seat {seat} declared {action}: {why}")
        if event.count != expected:
            self.note(f"round {event.round}: seat {seat} {action}: {event.type} {event.count}, oracle {expected}")
        return None

    def check_timers(self, pre: sc.View, seat: int, action: sc.Action, events: tuple[sc.Event, ...]) -> None:
        """Building timers: a new building gets its build time in cards (H-3: fewer only when
        deck and discard run short); each drawing phase takes 1 from every building under
        construction (H-1); a worker takes 1 more and a toolkit it holds 2 more (H-4)."""
        if self.players == 1 or any(e.type == EventType.DEMOLISHED for e in events):
            return
        view = self.game.view(None)
        if any(e.type == EventType.ROUND_STARTED for e in events):
            for old_side, new_side in zip(pre.seats, view.seats, strict=True):
                want = [max(0, b.timer - 1) for b in old_side.buildings]
                got = [b.timer for b in new_side.buildings]
                if got != want:
                    self.note(f"round {view.round}: seat {new_side.seat} timers {got}, oracle {want} (H-1)")
            return
        for event in events:
            if event.type == EventType.BUILDING_STARTED and event.seat == seat and event.cards:
                me = pre.seats[seat]
                build_time = _BUILD_TIME[event.cards[0]]
                room = me.deck_count + len(me.discard) + me.discard_hidden_count
                if room >= build_time + 8 and event.count != build_time:
                    self.note(f"round {view.round}: {event.cards[0]} started with {event.count} timer cards (H-3)")
        if action.verb == Verb.WORK and action.subject is not None:
            before = sum(b.timer for b in pre.seats[seat].buildings if b.kind == action.subject)
            self.work = (seat, action, before)
        if self.work is None:
            return
        if any(e.type in _INTERRUPTS for e in events):
            self.work = None
            return
        worker, work, before = self.work
        if not any(e.type == EventType.TIMER_REDUCED and e.seat == worker for e in events):
            return
        self.work = None
        assert work.subject is not None
        cut = sum(1 for k in work.cards if _card(k).icon == "person") + 2 * work.cards.count("toolkit")
        after = sum(b.timer for b in view.seats[worker].buildings if b.kind == work.subject)
        if after != max(0, before - cut) and not (
            after > 0
            and before - after < cut
            and len([b for b in view.seats[worker].buildings if b.kind == work.subject]) > 1
        ):
            self.note(f"round {view.round}: {work}: timers {before} -> {after}, oracle cut {cut} (H-4)")

    def check_solo_skirmish(self, forces: dict[int, list[str]], events: tuple[sc.Event, ...]) -> None:
        """The solo skirmish (V-5, V-6): the player's force and the opponent's, its tools at
        best, judged by fight then people; a win takes a card, a loss costs one, a tie neither.
        Not judged with tear gas in the opponent's force (it picks its target after the player)
        or a rogue in the player's (V-6 leaves its tie-win open)."""
        mine, theirs = forces.get(0, []), forces.get(1, [])
        if "tear_gas" in theirs or "rogue" in mine:
            return
        me = self.game.view(None).seats[0]
        decoys = any(b.kind == "portable_decoys" and b.timer == 0 and not b.disabled for b in me.buildings)
        gangster = me.leader == "leader_gangster" and not me.wounded
        player = _oracle_force(_Side(tuple(mine), gangster=gangster, decoys=decoys), edition=self.edition)
        opponent = _oracle_force(_Side(tuple(theirs)), edition=self.edition)
        totals = {e.seat: e.values for e in events if e.type == EventType.SKIRMISH_TOTALS}
        for seat, judged in ((0, player), (1, opponent)):
            got = totals.get(seat)
            if got is not None and _Force(bool(got[0]), got[1], got[2]) != judged:
                self.note(f"solo: seat {seat} force {forces.get(seat)} engine {got}, oracle {judged}")
        key_me, key_them = (player.has_fight, player.fight), (opponent.has_fight, opponent.fight)
        if key_me == key_them:
            key_me, key_them = (True, player.people), (True, opponent.people)
        expected = "won" if key_me > key_them else "lost" if key_me < key_them else "tie"
        won = any(e.type == EventType.SKIRMISH_WON for e in events)
        lost = any(e.type == EventType.SKIRMISH_LOST for e in events)
        got_outcome = "won" if won else "lost" if lost else "tie"
        self.judged += 1
        if got_outcome != expected:
            self.note(f"solo: {mine} vs {theirs}: {got_outcome}, oracle {expected} (V-5, V-6)")

    def check_solo_log(self) -> None:
        """Solo: seven battles, one against each opponent force, then the score (V-4); every
        shuffle of the discard into a new deck costs its top card (attrition, [003:330-343])."""
        log = self.game.log(None)
        engaged = sorted(e.count for e in log if e.type == EventType.ENGAGED)
        if engaged != list(range(1, 8)):
            self.note(f"solo: engaged forces {engaged}, oracle 1..7 (V-4)")
        shuffles = sum(1 for e in log if e.type == EventType.RESHUFFLED and e.seat == 0 and e.count > 0)
        attrition = sum(1 for e in log if e.type == EventType.ATTRITION)
        if shuffles != attrition:
            self.note(f"solo: {shuffles} reshuffles, {attrition} attrition removals (V-4)")

    def check_peek(self, round_no: int, events: tuple[sc.Event, ...]) -> None:
        """From round 3 the initiator peeks at the top CR [000:126]; never with 2 players
        [000:114] (X-9) nor in the solo game."""
        peekers = sorted({e.seat for e in events if e.type == EventType.PEEKED and e.seat is not None})
        want = [self.initiator_of(round_no)] if self.players > 2 and round_no >= 3 else []
        if peekers != want:
            self.note(f"round {round_no}: peeked by {peekers}, oracle {want} [000:126] (X-9)")

    def check_junkyard(self, pre: sc.View, action: sc.Action, seat: int, events: tuple[sc.Event, ...]) -> None:
        """Trashed cards go into the junkyard [000:236]; a dig's unkept cards go back (ED-4,
        ED-14): after a keep the junkyard holds what it held before the dig, less the kept."""
        view = self.game.view(None)
        if action.verb == Verb.TRASH:
            want = pre.junkyard_count + len(action.cards)
            if view.junkyard_count != want:
                self.note(f"round {pre.round}: {action} left {view.junkyard_count} in the junkyard, oracle {want}")
        elif action.verb == Verb.DIG:
            # A scrappers dig puts cards back after the keep, on top or bottom.
            self.dig_from = None if "scrappers" in action.cards else (seat, pre.junkyard_count)
        elif action.verb == Verb.KEEP and self.dig_from is not None and self.dig_from[0] == seat:
            kept = [e for e in events if e.type == EventType.KEPT and e.seat == seat]
            if kept and kept[0].text == "":
                want = self.dig_from[1] - kept[0].count
                if view.junkyard_count != want:
                    self.note(f"round {pre.round}: {action} left {view.junkyard_count} in the junkyard, oracle {want}")
                self.dig_from = None

    def contested_top(self) -> int | None:
        pile = self.game.zones()["contested"]
        return pile[0].id if pile else None

    def round_start(
        self, round_no: int, first: int, cr0: int, returned: dict[int, int], ticked: set[int | None] | None
    ) -> None:
        """The initiator (ED-1), the CR timer (ED-2) and the draw of 5 (R-5) at a round's start.
        Building timers tick after the draw (R-4), so their cards may lie in a discard then."""
        view = self.game.view(None)
        if self.players > 1:
            expected = self.initiator_of(round_no)
            if view.initiator != expected:
                self.note(f"round {round_no}: initiator {view.initiator}, oracle {expected} (ED-1)")
            left = cr0 - max(0, round_no - max(3, self.base_round))
            if view.contested_count != left:
                self.note(f"round {round_no}: {view.contested_count} CRs left, oracle {left} (ED-2)")
        if view.phase != "gathering" or (ticked is None and self.config.scenario is not None):
            return  # a stacked table's hands are as given
        ticked = ticked or set()
        for seat_view in view.seats:
            want = 5 + returned.get(seat_view.seat, 0)
            discard = len(seat_view.discard) + seat_view.discard_hidden_count
            empty = seat_view.deck_count == 0 and (discard == 0 or seat_view.seat in ticked)
            if seat_view.hand_count != want and not (empty and seat_view.hand_count < want):
                self.note(f"round {round_no}: seat {seat_view.seat} holds {seat_view.hand_count}, oracle {want} (R-5)")

    def check_hire(self, event: sc.Event) -> None:
        """A hire pays the card's cost: food for food, meds for meds, any mix for thugs, spies and
        scrappers; overpaying is allowed (R-13) [000:218,402]."""
        seat = event.seat
        assert seat is not None
        seat_view = self.game.view(None).seats[seat]
        leader = None if seat_view.wounded else seat_view.leader
        if leader in _HIRE_LEADERS or event.seat in self.perks:
            return
        meds = sum(_card(k).meds for k in event.cards)
        sergeant = leader == "leader_sergeant_at_arms"
        if not _pays(event.text, event.count, meds, sergeant=sergeant):
            self.note(f"round {event.round}: seat {seat} hired {event.text} with food {event.count} meds {meds} (R-13)")

    def sides(self, forces: dict[int, list[str]], view: sc.View | None, *, fresh: bool) -> dict[int, _Side] | None:
        """Each seat's force at final resolution from the table: the revealed cards when nothing
        could happen in between (``fresh``), else the view's force, used cards, gassed cards,
        provocateur and Mentor bonus."""
        if view is None:
            return None
        out: dict[int, _Side] = {}
        for seat_view in view.seats:
            gangster = seat_view.leader == "leader_gangster" and not seat_view.wounded
            decoys = any(b.kind == "portable_decoys" and b.timer == 0 and not b.disabled for b in seat_view.buildings)
            if fresh:
                cards = tuple(forces.get(seat_view.seat, ()))
                out[seat_view.seat] = _Side(cards, gangster=gangster, decoys=decoys)
            else:
                out[seat_view.seat] = _Side(
                    tuple(seat_view.force or ()),
                    seat_view.acted,
                    seat_view.gassed,
                    seat_view.provoking,
                    seat_view.fight_bonus,
                    gangster,
                    decoys,
                )
        return out

    def check_cr(self, round_no: int, winner: int | None, cr_top: int | None) -> None:
        """The winner takes the top CR [000:137]; a deadlock puts it into the junkyard (ED-6)."""
        if cr_top is None:
            return
        zones = self.game.zones()
        where = [name for name, cards in zones.items() if any(c.id == cr_top for c in cards)]
        if winner is None and where != ["junkyard"]:
            self.note(f"round {round_no}: deadlock, the CR is in {where} (ED-6)")
        if winner is not None and not all(w.startswith(f"{winner}:") for w in where):
            self.note(f"round {round_no}: seat {winner} won, the CR is in {where} [000:137]")

    def check_hire_offers(self, seat: int, legal: tuple[sc.Action, ...], pre: sc.View) -> None:
        """On her turn a player may hire one mercenary a round [000:185,218] from a stack that
        is not empty (R-9) whose cost her food and the medicine in her hand pay: food pays
        food, meds pay meds, thugs, spies and scrappers take any mix (R-13) [000:402].
        Every offered payment pays, and every affordable stack is offered."""
        me = pre.seats[seat]
        if seat in self.redrawn:
            return
        if self.config.variants or "hire" in me.used:
            again = [str(a) for a in legal if a.verb == Verb.HIRE]
            if "hire" in me.used and again:
                self.note(f"round {pre.round}: seat {seat} may hire twice: {again} [000:218]")
            return
        hand = self.game.view(seat).hand
        self.offers += 1
        perks = self.perks.get(seat, {})
        food = me.food
        if perks.get("cannibal"):
            food = max(food, 3)  # the Cannibal's 3 food pays alone (L-6)
        meds = sum(_card(k).meds for k in hand) + perks.get("meds", 0)
        off = (perks.get("food_off", 0), perks.get("meds_off", 0))
        sergeant = me.leader == "leader_sergeant_at_arms" and not me.wounded
        affordable = set()
        for kind, count in pre.market:
            if count and _pays(kind, food, meds, sergeant=sergeant, off=off):
                affordable.add(kind)
        offered: set[str | None] = set()
        for action in legal:
            if action.verb != Verb.HIRE or action.subject is None:
                continue
            offered.add(action.subject)
            paid = sum(_card(k).meds for k in action.cards) + perks.get("meds", 0)
            if not _pays(action.subject, food, paid, sergeant=sergeant, off=off):
                self.note(f"round {pre.round}: seat {seat} offered {action} with food {food} (R-13)")
        if offered != affordable:
            self.note(
                f"round {pre.round}: seat {seat} food {food} hand {sorted(hand)}: hires offered "
                f"{sorted(map(str, offered))}, oracle {sorted(affordable)} (R-13)"
            )

    def check_bribe(self, event: sc.Event, pre: sc.View) -> None:
        """Leader drafting: a bribe draws one leader per food of the turn, meds none, and it is
        the round's hire (L-16) [003:298-312]."""
        me = pre.seats[event.seat or 0]
        food = me.food
        leader = None if me.wounded else me.leader
        if event.seat in self.perks or leader in _HIRE_LEADERS:
            return
        want = min(food, pre.leader_pile_count)
        if event.count != want:
            self.note(f"round {pre.round}: seat {event.seat} bribed for {event.count} leaders, oracle {want} (L-16)")
        self.bribes += 1

    def note_perk(self, event: sc.Event) -> None:
        """What a leader's use this turn adds to the hire: the Butcher's med (its food is in the
        view's food, L-5), the Cannibal's 3 food (L-6), the Swindler's discount (L-14)."""
        perks = self.perks.setdefault(event.seat, {})
        leader = event.cards[0] if event.cards else ""
        if leader == "leader_butcher":
            perks["meds"] = perks.get("meds", 0) + 1
        elif leader == "leader_cannibal":
            perks["cannibal"] = 1
        elif leader == "leader_swindler":
            key = "food_off" if "1 food less" in event.text else "meds_off"
            perks[key] = perks.get(key, 0) + 1

    def check_listed_totals(self, seat: int, legal: tuple[sc.Action, ...]) -> None:
        """Every dig, draw, hunt and build listed is lawful and the total the view gives it is
        the oracle's (R-10, R-14, P-2)."""
        view = self.game.view(seat)
        for action, total in view.totals:
            if action.verb not in _ACTION_SKILL:
                continue
            expected, why = _oracle_total(action.cards, _ACTION_SKILL[action.verb])
            self.listed += 1
            if why or total != expected:
                self.note(f"round {view.round}: seat {seat} {action} listed at {total}, oracle {expected} {why}")
        for action in legal:
            if action.verb in _ACTION_SKILL and sc.action_total(view, action) is None:
                self.note(f"round {view.round}: seat {seat} {action} listed without a total")

    def check_groupings(self, seat: int, legal: tuple[sc.Action, ...]) -> None:
        """Every lawful dig, draw and hunt from the hand is listed, and only those: cards that
        each add to the action (a base-ability person, a tool or person modifier for the skill,
        an instant with the skill), at most one tool per holder, a total of at least 1, and an
        action not yet taken this round ([000:185,188-189,252], R-10, R-14)."""
        me = self.game.view(None).seats[seat]
        if seat in self.redrawn:
            return
        hand = self.game.view(seat).hand
        counts: dict[str, int] = {}
        for kind in hand:
            counts[kind] = counts.get(kind, 0) + 1
        for verb in (Verb.DIG, Verb.DRAW, Verb.HUNT):
            skill = _ACTION_SKILL[verb]
            listed = {tuple(sorted(a.cards)) for a in legal if a.verb == verb}
            if verb.value in me.used:
                if listed:
                    self.note(f"round {self.game.view(None).round}: seat {seat} may {verb} twice [000:185]")
                continue
            useful = {
                k: n
                for k, n in counts.items()
                if (_card(k).base[skill] is not None and _card(k).icon in ("person", "instant")) or _card(k).plus[skill]
            }
            lawful: set[tuple[str, ...]] = set()
            for combo in _submultisets(useful):
                if combo and not _oracle_total(combo, skill)[1]:
                    lawful.add(tuple(sorted(combo)))
            self.groupings += 1
            if listed != lawful:
                self.note(
                    f"round {self.game.view(None).round}: seat {seat} hand {sorted(hand)} {verb}: listed only "
                    f"{sorted(listed - lawful)[:3]}, oracle only {sorted(lawful - listed)[:3]}"
                )

    def check_shown_strength(self, view: sc.View) -> None:
        """The strength the view shows for each revealed force (what front ends print) is the
        oracle's for the table as it stands."""
        sides = self.sides({}, view, fresh=False)
        assert sides is not None
        for seat_view in view.seats:
            if seat_view.strength is None or seat_view.force is None:
                continue
            judged = _oracle_force(sides[seat_view.seat], edition=self.edition)
            shown = _Force(seat_view.strength.has_fight, seat_view.strength.fight, seat_view.strength.people)
            self.shown += 1
            if shown != judged:
                side = sides[seat_view.seat]
                self.note(f"round {view.round}: seat {seat_view.seat} shows {shown} for {side}, oracle {judged}")

    def check_window_strikes(self, seat: int, legal: tuple[sc.Action, ...], view: sc.View) -> None:
        """In the window on another player's declared dig, draw, hunt or build (I-1, I-3), a
        sniper team from hand or force may snipe any person placed in it, an assassin one of 1
        person (X-10), a saboteur disarm any tool placed in it unless the Sergeant at Arms
        guards them (L-11) [000:476-488]."""
        decision = view.decision
        if decision is None or decision.actor is None or decision.verb not in ("dig", "draw", "hunt", "build"):
            return
        if seat in self.redrawn:
            return
        own = self.game.view(seat)
        ready = set(own.hand) | set(own.committed)
        actor = view.seats[decision.actor]
        guarded = actor.leader == "leader_sergeant_at_arms" and not actor.wounded
        want: set[tuple[str, str, str]] = set()
        for kind in set(actor.table):
            card = _card(kind)
            if card.icon == "person":
                if "sniper_team" in ready:
                    want.add(("snipe", "sniper_team", kind))
                if "assassin" in ready and card.people == 1:
                    want.add(("snipe", "assassin", kind))
            if card.icon == "tool" and "saboteur" in ready and not guarded:
                want.add(("disarm", "saboteur", kind))
        got = {
            (a.verb.value, a.cards[0] if a.cards else "", a.subject or "")
            for a in legal
            if a.verb in (Verb.SNIPE, Verb.DISARM) and not (a.subject or "").startswith("leader_")
        }
        self.windows += 1
        if got != want:
            self.note(
                f"round {view.round}: seat {seat} on {decision.verb} of {sorted(actor.table)}: strikes listed only "
                f"{sorted(got - want)[:4]}, oracle only {sorted(want - got)[:4]}"
            )

    def check_strike_targets(self, seat: int, legal: tuple[sc.Action, ...], view: sc.View) -> None:
        """On her skirmish turn a player's unused sniper teams may snipe any person in another
        player's revealed force, her assassins only a card of 1 person (X-10), her saboteurs
        disarm any tool there unless its owner's Sergeant at Arms guards it (L-11); never her
        own cards (S-14) [000:300-316,490-500]."""
        mine = view.seats[seat]
        if mine.force is None:
            return
        ready = _without(list(mine.force), mine.acted)
        want: set[tuple[str, str, str, int]] = set()
        for other in view.seats:
            if other.seat == seat or not other.force:
                continue
            guarded = other.leader == "leader_sergeant_at_arms" and not other.wounded
            for kind in set(other.force):
                card = _card(kind)
                if card.icon == "person":
                    if "sniper_team" in ready:
                        want.add(("snipe", "sniper_team", kind, other.seat))
                    if "assassin" in ready and card.people == 1:
                        want.add(("snipe", "assassin", kind, other.seat))
                if card.icon == "tool" and "saboteur" in ready and not guarded:
                    want.add(("disarm", "saboteur", kind, other.seat))
        got = {
            (a.verb.value, a.cards[0] if a.cards else "", a.subject or "", a.target if a.target is not None else -1)
            for a in legal
            if a.verb in (Verb.SNIPE, Verb.DISARM) and not (a.subject or "").startswith("leader_")
        }
        self.strikes += 1
        if got != want:
            self.note(
                f"round {view.round}: seat {seat} strikes listed only {sorted(got - want)[:4]}, "
                f"oracle only {sorted(want - got)[:4]}"
            )

    def check_skirmish(
        self, round_no: int, sides: dict[int, _Side], winner: int | None, events: tuple[sc.Event, ...]
    ) -> None:
        """Each force's figures and the winner (S-1..S-11, V-2)."""
        initiator = self.initiator_of(round_no)
        judged = {seat: _oracle_force(side, edition=self.edition) for seat, side in sides.items() if side.cards}
        for event in events:
            if event.type == EventType.SKIRMISH_TOTALS and event.seat is not None:
                engine = _Force(bool(event.values[0]), event.values[1], event.values[2])
                if engine != judged.get(event.seat, _Force(False, 0, 0)):
                    self.note(
                        f"round {round_no}: seat {event.seat} force {sides[event.seat]} engine {engine} "
                        f"oracle {judged.get(event.seat)}"
                    )
        for seat, side in sides.items():
            hardy = side.cards.count("hardy_scavenger") if seat != winner else 0
            back = sum(e.count for e in events if e.type == EventType.RETURNED and e.seat == seat and e.text == "hand")
            if back != hardy:
                self.note(f"round {round_no}: seat {seat} got {back} hardy scavengers back, oracle {hardy} (S-12)")
        rogues = {s for s, side in sides.items() if "rogue" in side.cards}
        expected = _oracle_winner(judged, rogues, self.players, initiator)
        self.judged += 1
        if expected != winner:
            self.note(f"round {round_no}: winner {winner}, oracle {expected} (sides {sides}, judged {judged})")

    def initiator_of(self, round_no: int) -> int:
        """ED-1: the first player keeps the initiator card for rounds 1-3, then it passes left
        every round; the 2012 edition passes it every round."""
        if self.base_round >= 3:  # a stacked table from round 3: it passes every round from there
            return (self.first + round_no - self.base_round) % self.players
        if self.edition == "2012":
            return (self.first + round_no - 1) % self.players
        return (self.first + max(0, round_no - 3)) % self.players

    def check_final(self) -> None:
        """Scores (F-1..F-3, V-7), gangs (F-4..F-8) and winners [000:170-172]."""
        if self.game.result is None:
            self.note("game over without a result")
            return
        self.check_final_result(self.game.result)

    def check_final_result(self, result: sc.GameResult) -> None:
        """``result`` against the oracle's reading of the final table."""
        game = self.game
        zones = game.zones()
        owned = [[c.kind for c in _owned(zones, s)] for s in range(self.players)]
        if self.players == 1:
            points = sum(2 if _card(k).cr else 1 for k in owned[0])
            if result.scores[0].points != points:
                self.note(f"solo points {result.scores[0].points}, oracle {points} (V-7)")
            return
        gangs = _oracle_gangs(game, owned)
        keys = []
        for seat in range(self.players):
            mine = tuple(sorted(g for g, s in gangs.items() if s == seat))
            people = sum(_card(k).people for k in owned[seat]) + _GANG_PEOPLE * len(mine)
            contested = sum(1 for k in owned[seat] if _card(k).cr)
            cards = len(owned[seat])
            score = result.scores[seat]
            if (score.people, score.contested, score.cards) != (people, contested, cards):
                self.note(
                    f"seat {seat} score {(score.people, score.contested, score.cards)} oracle "
                    f"{(people, contested, cards)}"
                )
            if tuple(sorted(score.gangs)) != mine:
                self.note(f"seat {seat} gangs {score.gangs}, oracle {mine}")
            keys.append((people, contested, cards))
        best = max(keys)
        winners = tuple(s for s, k in enumerate(keys) if k == best)
        if tuple(result.winners) != winners:
            self.note(f"winners {result.winners}, oracle {winners} (keys {keys})")


def _configs() -> list[tuple[str, dict[str, object]]]:
    """Every module combination the brief names, 2-5 players, both editions, the variants, solo."""
    out: list[tuple[str, dict[str, object]]] = []
    for players in (2, 3, 4, 5):
        out.append((f"base-{players}p", {"players": players}))
        out.append((f"base2012-{players}p", {"players": players, "rules": "2012"}))
        for n in range(1, 5):
            out.append((f"hq{n}-{players}p", {"players": players, "modules": frozenset(_HQ[:n])}))
        for module in _RECON:
            out.append((f"{module}-{players}p", {"players": players, "modules": frozenset({module})}))
        out.append((f"all-{players}p", {"players": players, "modules": frozenset(_HQ + _RECON)}))
        out.append((f"all2012-{players}p", {"players": players, "modules": frozenset(_HQ + _RECON), "rules": "2012"}))
    out.append(
        (
            "variants-4p",
            {
                "players": 4,
                "modules": frozenset(_HQ + _RECON),
                "variants": frozenset(
                    {"alternate_refugees", "alternate_scavengers", "alternate_brawlers", "leader_draft"}
                ),
            },
        )
    )
    for players in (2, 3, 5):
        out.append(
            (
                f"draft-{players}p",
                {"players": players, "modules": frozenset(_HQ + _RECON), "variants": frozenset({"leader_draft"})},
            )
        )
    out.append(("solo", {"players": 1}))
    out.append(("solo-all", {"players": 1, "modules": frozenset(_HQ + _RECON)}))
    return out


_BASE_POOL = {
    "refugee": 8,
    "scavenger": 8,
    "brawler": 6,
    "hunter": 4,
    "saboteur": 3,
    "scout": 4,
    "group_leaders": 3,
    "sniper_team": 3,
    "thugs": 3,
    "junk": 5,
    "spear": 4,
    "shovel": 4,
    "pills": 5,
    "medkit": 4,
    "net": 3,
    "multitool": 3,
    "pickaxe": 3,
}
_HQ_POOL = {"medic": 4, "engineer": 4, "rifle": 3, "toolkit": 3}
_RECON_POOL = {
    "hardy_scavenger": 6,
    "scouting_refugee": 6,
    "rogue": 4,
    "provocateur": 4,
    "assassin": 3,
    "guard": 3,
    "courier": 3,
    "tinker": 3,
    "drill_sergeant": 3,
    "spy": 3,
    "scrappers": 2,
    "binoculars": 2,
    "map": 2,
}
_HQ_LEADERS = (
    "leader_butcher",
    "leader_cannibal",
    "leader_excavator",
    "leader_fanatic",
    "leader_gangster",
    "leader_mentor",
    "leader_organizer",
    "leader_peacemaker",
    "leader_ranger",
    "leader_sergeant_at_arms",
)
_BUILDINGS = ("bunker", "armory", "pharmacy", "hydroponic_gardens")
_STORES = {
    "bunker": (3, ("refugee", "scavenger", "brawler", "hunter", "medic", "engineer")),
    "armory": (2, ("spear", "shovel", "net", "rifle", "toolkit")),
    "pharmacy": (2, ("pills", "medkit")),
}
"""What a building stores and how many (cards.tsv capacity), from the scenario's pool."""
_MODULE_SETS: tuple[tuple[str, ...], ...] = (
    (),
    ("hq1",),
    ("hq1", "hq2"),
    ("hq1", "hq2", "hq3"),
    _HQ,
    _HQ + _RECON,
    _RECON,
)


def _scenario(seed: int) -> dict[str, object]:
    """A small stacked table near the end of a game (1 or 2 contested resources left), drawn from
    few card kinds so that forces and tribes often tie: the tie-breaks get exercised."""
    rng = random.Random(seed)
    players = rng.choice((2, 3, 3, 4, 4, 5))
    modules = rng.choice(_MODULE_SETS)
    pool = dict(_BASE_POOL)
    crs = list(BASE_CONTESTED_KINDS)
    if "hq1" in modules:
        pool.update(_HQ_POOL)
    if "recon5" in modules:
        pool.update(_RECON_POOL)
    if "recon4" in modules:
        crs += RECON_CONTESTED_KINDS
    cr_left = dict.fromkeys(crs, 2)

    def draw(count: int, *, with_crs: bool) -> list[str]:
        out = []
        for _ in range(count):
            kinds = [k for k, n in pool.items() if n > 0]
            if with_crs and rng.random() < 0.15:
                kinds = [k for k, n in cr_left.items() if n > 0] or kinds
            kind = rng.choice(kinds)
            if kind in cr_left:
                cr_left[kind] -= 1
            else:
                pool[kind] -= 1
            out.append(kind)
        return out

    contested = []
    for _ in range(rng.choice((1, 1, 2))):
        kind = rng.choice(crs)
        cr_left[kind] -= 1
        contested.append(kind)
    seats = []
    leaders = list(_HQ_LEADERS)
    rng.shuffle(leaders)
    buildings = dict.fromkeys(_BUILDINGS, 3)
    if "recon3" in modules:
        buildings |= {"portable_decoys": 3, "scout_tower": 3}
    for _ in range(players):
        seat: dict[str, object] = {
            "hand": draw(rng.randint(0, 6), with_crs=True),
            "deck": draw(rng.randint(0, 4), with_crs=True),
            "discard": draw(rng.randint(0, 4), with_crs=True),
        }
        if "hq3" in modules:
            seat["leader"] = leaders.pop()
        if "hq2" in modules or "recon3" in modules:
            built = []
            for _ in range(rng.randint(0, 2)):
                kind = rng.choice([k for k, n in buildings.items() if n > 0])
                buildings[kind] -= 1
                complete = rng.random() < 0.7
                stores = _STORES.get(kind)
                stored: list[str] = []
                if complete and stores is not None:
                    kinds = [k for k in stores[1] if pool.get(k, 0) > 0]
                    for _ in range(rng.randint(0, stores[0]) if kinds else 0):
                        pick = rng.choice(kinds)
                        if pool[pick] > 0:
                            pool[pick] -= 1
                            stored.append(pick)
                built.append(
                    {
                        "building": kind,
                        "timer": [] if complete else draw(1, with_crs=False),
                        "stored": stored,
                        "disabled": complete and "hq4" in modules and rng.random() < 0.3,
                    }
                )
            seat["buildings"] = built
        seats.append(seat)
    scenario = {
        "round": rng.randint(3, 15),
        "initiator": rng.randrange(players),
        "players": seats,
        "junkyard": draw(rng.randint(2, 8), with_crs=False),
        "contested": contested,
    }
    options: dict[str, object] = {"players": players, "modules": frozenset(modules), "scenario": scenario}
    if rng.random() < 0.2:
        options["rules"] = "2012"
    return options


def _play(name: str, options: dict[str, object], seed: int) -> _Audit:
    config = sc.GameConfig(seed=seed, **options)  # type: ignore[arg-type]
    audit = _Audit(config, policy_seed=seed * 7919 + len(name))
    audit.run()
    return audit


_CONFIGS = _configs()
_GAME_SEEDS = (0, 1)
_SCENARIO_SEEDS = range(600)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), _CONFIGS, ids=[name for name, _ in _CONFIGS])
def test_oracle_agrees_with_random_games(name: str, options: dict[str, object]) -> None:
    """Seeded random games of every module set, edition, variant and player count: the
    initiator, the CR timer and game end, the draws, every hire and its offers, every
    dig/draw/hunt/build total, the junkyard, building timers, every skirmish (forces, winner,
    CR, hardy scavengers) and the final scores, gangs and winners all match the oracle."""
    problems: list[str] = []
    judged = 0
    for seed in _GAME_SEEDS:
        audit = _play(name, options, seed)
        problems += audit.problems
        judged += audit.judged + audit.totals + audit.offers
    assert not problems, "\n".join(problems[:20])
    assert judged > 0, "the oracle judged nothing"


@pytest.mark.slow
def test_oracle_agrees_with_stacked_end_games() -> None:
    """600 small stacked tables one or two contested resources from the end, drawn from few
    card kinds (ties on fight, people, contested resources and cards; gangs; buildings stored,
    unfinished and disabled; leaders; the 2012 rules): skirmishes and final scores match."""
    problems: list[str] = []
    shared = ties = judged = 0
    for seed in _SCENARIO_SEEDS:
        audit = _play("scenario", _scenario(seed), seed)
        problems += audit.problems
        judged += audit.judged
        result = audit.game.result
        assert result is not None
        shared += len(result.winners) > 1
        people = sorted((score.people for score in result.scores), reverse=True)
        ties += len(people) > 1 and people[0] == people[1]
    assert not problems, "\n".join(problems[:20])
    # The tables must reach the rare branches the test exists for.
    assert judged >= len(_SCENARIO_SEEDS)
    assert ties >= 10
    assert shared >= 1


@pytest.mark.parametrize("modules", [(), _HQ, _HQ + _RECON, ("recon2", "recon4")], ids=["base", "hq", "all", "r2r4"])
def test_oracle_agrees_with_solo_games(modules: tuple[str, ...]) -> None:
    """The solo game (V-4..V-8): seven battles, attrition after every reshuffle, each battle's
    forces and outcome, the draws and the points (2 per contested resource, 1 per other card)."""
    problems: list[str] = []
    judged = 0
    for seed in range(6):
        audit = _play("solo", {"players": 1, "modules": frozenset(modules)}, seed)
        problems += audit.problems
        judged += audit.judged
    assert not problems, "\n".join(problems[:20])
    assert judged >= 6 * 7 // 2


def test_solo_opponent_forces_are_the_32_cards_in_7_stacks() -> None:
    """[003:318-322] / V-8: all 28 contested resources, 2 rifles and 2 thugs, in forces of 3, 4,
    4, 5, 5, 5 and 6 cards; no contested pile."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=3))
    zones = game.zones()
    forces = sorted(len(cards) for name, cards in zones.items() if name.startswith("opponent:"))
    assert forces == [3, 4, 4, 5, 5, 5, 6]
    kinds = sorted(c.kind for name, cards in zones.items() if name.startswith("opponent:") for c in cards)
    assert kinds == sorted([*BASE_CONTESTED_KINDS, *RECON_CONTESTED_KINDS] * 2 + ["rifle", "rifle", "thugs", "thugs"])
    assert zones["contested"] == ()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("hq", [0, 1, 2])
def test_setup_piles_match_the_rulebook(players: int, hq: int) -> None:
    """[000:93-116] with R-0 and V-1: starter decks of 4 refugees, 3 scavengers, a brawler, a
    spear and a shovel come out of the pools; the junkyard holds the rest (2 of each base kind
    fewer with 2 players), HQ module 1 adds 4 rifles and 4 toolkits [000:534-557]; 8 mercenary
    stacks, with the medic (HQ 1) and the engineer (HQ 2); 14 contested resources; 12
    schematics with HQ 2; the gangs of the modules."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=players * 10 + hq, modules=frozenset(_HQ[:hq])))
    zones = game.zones()
    counts: dict[str, int] = {}
    for card in zones["junkyard"]:
        counts[card.kind] = counts.get(card.kind, 0) + 1
    base = {"junk": 7, "multitool": 4, "net": 4, "spear": 6 - players, "pickaxe": 4, "shovel": 6 - players}
    base |= {"medkit": 6, "pills": 9}
    if players == 2:
        base = {kind: n - 2 for kind, n in base.items()}
    if hq:
        base |= {"rifle": 4, "toolkit": 4}
    assert counts == base
    market = {name.split(":", 1)[1]: len(cards) for name, cards in zones.items() if name.startswith("market:")}
    want = {"scavenger": 20 - 3 * players, "brawler": 10 - players, "hunter": 8, "saboteur": 8, "scout": 8}
    want |= {"group_leaders": 5, "sniper_team": 5, "thugs": 5}
    if hq >= 1:
        want["medic"] = 8
    if hq >= 2:
        want["engineer"] = 8
    assert market == want
    assert len(zones["contested"]) == 14
    assert len(zones.get("schematics", ())) == (12 if hq >= 2 else 0)
    gangs = sorted(c.kind for c in zones.get("gangs", ()))
    assert gangs == sorted(["gang_gearheads", "gang_pharmers", "gang_masons"][: {0: 0, 1: 2, 2: 3}[hq]])
    for seat in range(players):
        starter = sorted(c.kind for c in zones[f"{seat}:hand"] + zones[f"{seat}:deck"])
        assert starter == sorted(["refugee"] * 4 + ["scavenger"] * 3 + ["brawler", "spear", "shovel"])
        assert len(zones[f"{seat}:hand"]) == 5


def test_oracle_reads_the_rulebook_skirmish_example() -> None:
    """[000:518]: Sarah (brawler + refugee) fight 2 with 2 people, Betty (scavenger + shovel)
    fight 2 with 1 person, Carol (refugee + tribe family) fight 0: Sarah wins on people."""
    sarah = _oracle_force(_Side(("brawler", "refugee")), edition="2015")
    betty = _oracle_force(_Side(("scavenger", "shovel")), edition="2015")
    carol = _oracle_force(_Side(("refugee", "tribe_family_3")), edition="2015")
    assert sarah == _Force(True, 2, 2)
    assert betty == _Force(True, 2, 1)
    assert carol == _Force(True, 0, 4)
    assert _oracle_winner({0: sarah, 1: carol, 2: betty}, set(), 3, 0) == 0
    # ED-12 under the 2012 rules: a fight of 0 is no fight.
    assert _oracle_force(_Side(("refugee", "tribe_family_3")), edition="2012") == _Force(False, 0, 4)
    # V-2: with 2 players a margin of 1 is a tie, which a rogue wins for its owner.
    assert _oracle_winner({0: sarah, 1: _Force(True, 1, 1)}, set(), 2, 0) is None
    assert _oracle_winner({0: sarah, 1: _Force(True, 1, 1)}, {1}, 2, 0) == 1


def test_oracle_catches_a_wrong_final_score() -> None:
    """The final-score check is not vacuous: a result with one seat's people changed is caught."""
    audit = _play("base-3p", {"players": 3}, 0)
    assert audit.problems == []
    result = audit.game.result
    assert result is not None
    losers = tuple(seat for seat in range(3) if seat not in result.winners)
    doctored = sc.GameResult(scores=tuple(_bump(s, i == 1) for i, s in enumerate(result.scores)), winners=losers)
    audit.check_final_result(doctored)
    assert any("score" in p for p in audit.problems)
    assert any("winners" in p for p in audit.problems)


def test_oracle_catches_a_wrong_skirmish_winner() -> None:
    """The skirmish check is not vacuous: on the rulebook's example [000:518] a skirmish said to
    go to Betty (seat 2) rather than Sarah (seat 0) is caught, and so is a wrong total."""
    audit = _Audit(sc.GameConfig(players=3, seed=0), policy_seed=0)
    sides = {
        0: _Side(("brawler", "refugee")),
        1: _Side(("refugee", "tribe_family_3")),
        2: _Side(("scavenger", "shovel")),
    }
    totals = sc.Event(sc.EventType.SKIRMISH_TOTALS, 3, 2, values=(1, 3, 1))
    audit.check_skirmish(3, sides, 0, ())
    assert audit.problems == []
    audit.check_skirmish(3, sides, 2, (totals,))
    assert any("winner 2, oracle 0" in p for p in audit.problems)
    assert any("seat 2 force" in p for p in audit.problems)


def _bump(score: sc.Score, bump: bool) -> sc.Score:
    return sc.Score(score.people + bump, score.contested, score.cards, score.gangs, score.points)


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for name, options in _configs():
        for seed in range(count):
            for p in _play(name, options, seed).problems:
                print(name, p)
