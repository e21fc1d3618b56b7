"""How strong a set of cards is at an action: the grouping rules and totals.

Tools and modifiers need a person with the base ability; one tool per person; Group Leaders
are not tools and stack (RULINGS R-14, [000:188-189], [000:440-450]). With those rules the
total of an action does not depend on who holds which tool, only on whether a valid grouping
exists, so a set of cards is judged as a multiset.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scavengers.cards import CATALOGUE, Skill


@dataclass(frozen=True, slots=True)
class Grouping:
    """The cards of an action sorted by role: holders have the base ability, tools and
    boosters (person modifiers such as Group Leaders) modify it."""

    holders: tuple[str, ...]
    tools: tuple[str, ...]
    boosters: tuple[str, ...]


def classify(skill: Skill, kind_ids: Iterable[str]) -> Grouping | None:
    """Sort cards by role for ``skill``; ``None`` when a card cannot take part or a tool or
    booster would have no holder."""
    holders: list[str] = []
    tools: list[str] = []
    boosters: list[str] = []
    for kind_id in kind_ids:
        card = CATALOGUE[kind_id]
        if card.is_person and skill in card.base:
            holders.append(kind_id)
        elif card.is_tool and skill in card.plus:
            tools.append(kind_id)
        elif card.is_person and skill in card.plus:
            boosters.append(kind_id)
        else:
            return None
    if len(tools) > len(holders) or (boosters and not holders):
        return None
    return Grouping(tuple(holders), tuple(tools), tuple(boosters))


def skill_total(skill: Skill, kind_ids: Iterable[str]) -> int | None:
    """The total of a declared dig, draw or hunt; ``None`` for an invalid set of cards.
    A total below 1 cannot be declared (RULINGS ED-12, R-10); that is the caller's check."""
    grouping = classify(skill, kind_ids)
    if grouping is None:
        return None
    return (
        sum(CATALOGUE[k].base[skill] for k in grouping.holders)
        + sum(CATALOGUE[k].plus[skill] for k in grouping.tools)
        + sum(CATALOGUE[k].plus[skill] for k in grouping.boosters)
    )


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


def force_strength(fighting: Iterable[str], idle: Iterable[str] = ()) -> ForceStrength:
    """Judge a force: ``fighting`` are its cards able to fight or lend a tool; ``idle`` are
    persons still in it that used a special ability instead (RULINGS S-3, S-4): they count
    people only."""
    holders: list[int] = []
    tool_bonuses: list[int] = []
    boost = 0
    people = 0
    for kind_id in fighting:
        card = CATALOGUE[kind_id]
        people += card.people
        if card.is_person and Skill.FIGHT in card.base:
            holders.append(card.base[Skill.FIGHT])
        elif card.is_tool and Skill.FIGHT in card.plus:
            tool_bonuses.append(card.plus[Skill.FIGHT])
        elif card.is_person and Skill.FIGHT in card.plus:
            boost += card.plus[Skill.FIGHT]
    people += sum(CATALOGUE[k].people for k in idle)
    if not holders:
        return ForceStrength(False, 0, people)
    tool_bonuses.sort(reverse=True)
    fight = sum(holders) + sum(tool_bonuses[: len(holders)]) + boost
    return ForceStrength(True, fight, people)
