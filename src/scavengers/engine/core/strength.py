"""How strong a set of cards is at an action: the grouping rules and totals.

Tools and modifiers need a person with the base ability; one tool per person; Group Leaders
are not tools and stack (RULINGS R-14, [000:188-189], [000:440-450]). With those rules the
total of an action does not depend on who holds which tool, only on whether a valid grouping
exists, so a set of cards is judged as a multiset; where a leader makes the holder matter
(the Excavator's refugees) the best assignment is taken, as a player would (R-15).

Always-on tribal leaders change what the owner's cards can do (HQ module 3) through passive
hooks (:mod:`hooks`, registered in :mod:`leaders`): pass the owner's active leader as ``leader``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine.core.hooks import Hook, hook

REFUGEE = "refugee"
REFUGEE_TITLED = frozenset({REFUGEE, "scouting_refugee"})
BASE_CACHE_SIZE = 1 << 13
"""Entries for :func:`base`: more than there are (card kind, skill, leader) triples, yet bounded."""


def is_refugee(kind_id: str) -> bool:
    """Cards with "refugee" in the title (RULINGS L-1, F-8)."""
    return kind_id in REFUGEE_TITLED


@lru_cache(maxsize=BASE_CACHE_SIZE)
def base(kind_id: str, skill: Skill, leader: str | None = None) -> int | None:
    """A card's base value for ``skill`` under its owner's active ``leader`` (a passive
    :data:`Hook.CARD_VALUE` may change it); ``None``: it has none."""
    printed = CATALOGUE[kind_id].base.get(skill)
    value = hook(Hook.CARD_VALUE, leader)
    return printed if value is None else value(kind_id, skill, printed)


def _tool_bonus(holder: str, tool: str, skill: Skill, leader: str | None) -> int:
    printed = CATALOGUE[tool].plus[skill]
    bonus = hook(Hook.TOOL_BONUS, leader)
    return printed if bonus is None else int(bonus(holder, skill, printed))


def _extra_people(kind_id: str, leader: str | None) -> int:
    extra = hook(Hook.EXTRA_PEOPLE, leader)
    return 0 if extra is None else int(extra(kind_id))


@dataclass(frozen=True, slots=True)
class Grouping:
    """The cards of an action sorted by role: holders have the base ability, tools and
    boosters (person modifiers such as Group Leaders) modify it. Holders are listed refugees
    last and tools strongest first, so pairing them in order is the best assignment."""

    holders: tuple[str, ...]
    tools: tuple[str, ...]
    boosters: tuple[str, ...]
    instants: tuple[str, ...] = ()
    """Instants that add their value with no holder and no tool slot (binoculars in a hunt,
    RULINGS X-8)."""


class Part(StrEnum):
    """What a card does in an action."""

    HOLDER = "holder"
    """A person with the base ability."""
    INSTANT = "instant"
    """An instant adding its own value, with no holder and no tool slot (RULINGS X-8)."""
    TOOL = "tool"
    """A tool: one per holder [000:189]."""
    BOOSTER = "booster"
    """A person modifier (Group Leaders): it needs a holder, uses no tool slot and stacks."""


@lru_cache(maxsize=BASE_CACHE_SIZE)
def part(skill: Skill, kind_id: str, leader: str | None = None) -> Part | None:
    """The part a card plays in an action of ``skill`` under its owner's ``leader``; ``None``:
    it cannot take part."""
    card = CATALOGUE[kind_id]
    if card.is_person and base(kind_id, skill, leader) is not None:
        return Part.HOLDER
    if card.is_instant and skill in card.base:
        return Part.INSTANT
    if card.is_tool and skill in card.plus:
        return Part.TOOL
    if card.is_person and skill in card.plus:
        return Part.BOOSTER
    return None


def classify(skill: Skill, kind_ids: Iterable[str], leader: str | None = None) -> Grouping | None:
    """Sort cards by role for ``skill``; ``None`` when a card cannot take part or a tool or
    booster would have no holder."""
    holders: list[str] = []
    tools: list[str] = []
    boosters: list[str] = []
    instants: list[str] = []
    for kind_id in kind_ids:
        found = part(skill, kind_id, leader)
        if found is Part.HOLDER:
            holders.append(kind_id)
        elif found is Part.INSTANT:
            instants.append(kind_id)
        elif found is Part.TOOL:
            tools.append(kind_id)
        elif found is Part.BOOSTER:
            boosters.append(kind_id)
        else:
            return None
    if len(tools) > len(holders) or (boosters and not holders):
        return None
    holders.sort(key=lambda k: (is_refugee(k), k))
    tools.sort(key=lambda k: (-CATALOGUE[k].plus[skill], k))
    return Grouping(tuple(holders), tuple(tools), tuple(boosters), tuple(sorted(instants)))


def has_member(skill: Skill, kind_ids: Iterable[str], leader: str | None = None) -> bool:
    """Whether a valid set of cards for ``skill`` holds a tribe member with the base ability,
    which a Mentor's or Peacemaker's bonus needs (RULINGS L-2): an instant alone (binoculars'
    hunt, X-8) has none."""
    grouping = classify(skill, kind_ids, leader)
    return grouping is not None and bool(grouping.holders)


def skill_total(skill: Skill, kind_ids: Iterable[str], leader: str | None = None) -> int | None:
    """The total of a declared dig, draw or hunt; ``None`` for an invalid set of cards.
    A total below 1 cannot be declared (RULINGS ED-12, R-10); that is the caller's check."""
    grouping = classify(skill, kind_ids, leader)
    if grouping is None:
        return None
    total = sum(base(k, skill, leader) or 0 for k in grouping.holders)
    total += sum(CATALOGUE[k].base[skill] for k in grouping.instants)
    for holder, tool in zip(grouping.holders, grouping.tools, strict=False):
        total += _tool_bonus(holder, tool, skill, leader)
    return total + sum(CATALOGUE[k].plus[skill] for k in grouping.boosters)


def fullest(
    skill: Skill, chosen: tuple[str, ...], left: tuple[str, ...], leader: str | None = None
) -> list[str] | None:
    """The strongest set ``chosen`` can grow into with cards of ``left`` (each able to take
    part in ``skill``): every holder and instant left, the person modifiers left if there is
    a holder, and as many of the tools left, strongest first, as holders are free for them.
    ``None``: no set with ``chosen`` is valid (its tools outnumber every holder there is, or
    its modifiers have none). More holders, instants, modifiers and tools never lower a
    total, so some valid set holds ``chosen`` exactly when this one is valid (R-14, ED-12)."""
    spare = sorted((k for k in left if part(skill, k, leader) is Part.TOOL), key=lambda k: -CATALOGUE[k].plus[skill])
    grown = [*chosen, *(k for k in left if part(skill, k, leader) is not Part.TOOL)]
    grouping = classify(skill, grown, leader)
    if grouping is None:
        # Perhaps no holder at all: then without the modifiers left, which would need one.
        grown = [*chosen, *(k for k in left if part(skill, k, leader) not in (Part.TOOL, Part.BOOSTER))]
        grouping = classify(skill, grown, leader)
        if grouping is None:
            return None
    return grown + spare[: len(grouping.holders) - len(grouping.tools)]


@dataclass(frozen=True, slots=True)
class ForceStrength:
    """A skirmish force at final resolution (RULINGS S-2..S-5).

    ``has_fight``: some person in it can fight (fight 0 beats no fight, ED-12).
    ``fight``: the best total, tools assigned to maximise it (R-15).
    ``people``: the people still in the force, for the tie-break.
    """

    has_fight: bool
    fight: int
    people: int


def force_strength(
    fighting: Iterable[str],
    idle: Iterable[str] = (),
    leader: str | None = None,
    bonus: int = 0,
    gassed: Iterable[str] = (),
) -> ForceStrength:
    """Judge a force: ``fighting`` are its cards able to fight or lend a tool; ``idle`` are
    persons still in it that used a special ability instead (RULINGS S-3, S-4): they count
    people only. ``bonus`` is fight added by a leader (the Mentor, L-3), given a fighter.
    A passive :data:`Hook.EXTRA_PEOPLE` adds people (the Gangster's refugees, L-8).
    ``gassed`` are fighting cards (one kind per card) whose fight or fight modifier tear gas
    set to 0: they keep a fight ability of 0 and may still hold a tool (RULINGS S-10)."""
    holders: list[int] = []
    # Persons that may fight or modify another's fight: the fight a leader grants them and
    # their printed modifier (the Gangster's scouting refugees, RULINGS L-8).
    either: list[tuple[int, int]] = []
    tool_bonuses: list[int] = []
    boost = bonus
    people = 0
    zeroed = Counter(gassed) if gassed else None
    for kind_id in fighting:
        card = CATALOGUE[kind_id]
        people += card.people + _extra_people(kind_id, leader)
        value = base(kind_id, Skill.FIGHT, leader) if card.is_person else None
        if zeroed is not None and zeroed[kind_id] > 0 and card.is_person:
            zeroed[kind_id] -= 1
            if value is not None:
                holders.append(0)
            continue
        if value is not None:
            if card.is_person and Skill.FIGHT in card.plus:
                either.append((value, card.plus[Skill.FIGHT]))
            else:
                holders.append(value)
        elif card.is_tool and Skill.FIGHT in card.plus:
            tool_bonuses.append(card.plus[Skill.FIGHT])
        elif card.is_person and Skill.FIGHT in card.plus:
            boost += card.plus[Skill.FIGHT]
    for kind_id in idle:
        people += CATALOGUE[kind_id].people + _extra_people(kind_id, leader)
    if not holders and not either:
        return ForceStrength(False, 0, people)
    tool_bonuses.sort(reverse=True)
    if not either:
        fight = sum(holders) + sum(tool_bonuses[: len(holders)]) + boost
    else:
        # RULINGS R-15: each fights (and may hold a tool) or modifies a fighter, whichever
        # makes the force strongest; those gaining most as modifiers modify first.
        either.sort(key=lambda pair: pair[0] - pair[1])
        fight = max(
            sum(holders)
            + sum(value for value, _ in either[modifying:])
            + sum(plus for _, plus in either[:modifying])
            + sum(tool_bonuses[: len(holders) + len(either) - modifying])
            + boost
            for modifying in range(len(either) + (1 if holders else 0))
        )
    return ForceStrength(True, fight, people)
