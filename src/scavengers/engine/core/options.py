"""Memoised enumeration of card choices. Hands repeat constantly, so each enumeration is
cached per sorted multiset of card kinds; callers pass sorted tuples. Every cache is bounded
(least recently used out), so thousands of games in one process do not grow it for ever."""

from __future__ import annotations

from collections.abc import Container
from functools import lru_cache

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine.core.actions import SKILL_OF_VERB, Action, Verb, split_workers
from scavengers.engine.core.moves import submultisets
from scavengers.engine.core.strength import base, fullest, skill_total

CACHE_SIZE = 1 << 13
"""Entries per enumeration cache: the few thousand hands a long series of games keeps meeting
(400 four-player games meet about 8,700). The engine then holds about 34 MB after any number
of games (``tests/measure_cache_memory.py``); 65,536 entries grew past 200 MB (issue 8)."""
KIND_CACHE_SIZE = 1 << 13
"""Entries for (skill, card kind, leader) facts: more than there are such triples."""


@lru_cache(maxsize=KIND_CACHE_SIZE)
def takes_part(skill: Skill, kind_id: str, leader: str | None = None) -> bool:
    """Whether a card can be played in an action of ``skill`` (as holder or modifier, or an
    instant adding its value, RULINGS X-8)."""
    card = CATALOGUE[kind_id]
    if card.is_instant:
        return skill in card.base
    return (card.is_person or card.is_tool) and (base(kind_id, skill, leader) is not None or skill in card.plus)


@lru_cache(maxsize=CACHE_SIZE)
def skill_options(
    verb: Verb, eligible: tuple[str, ...], required: str | None = None, leader: str | None = None, boost: int = 0
) -> tuple[Action, ...]:
    """Every valid declaration of ``verb`` from these cards (RULINGS ED-12, R-10: a dig, draw
    or hunt needs a total of at least 1), each including ``required`` if given; ``leader``
    is the owner's active leader (it changes what cards can do); ``boost`` is a waiting
    Mentor's or Peacemaker's bonus, which counts towards that total (RULINGS L-2)."""
    skill = SKILL_OF_VERB[verb]
    options = []
    for cards in submultisets(eligible):
        if not cards or (required is not None and required not in cards):
            continue
        total = skill_total(skill, cards, leader)
        if total is not None and total + boost >= 1:
            options.append(Action(verb, cards))
    return tuple(options)


def completable(
    verb: Verb,
    chosen: tuple[str, ...],
    left: tuple[str, ...],
    *,
    leader: str | None = None,
    boost: int = 0,
    needs: Container[str] = (),
) -> bool:
    """Whether ``chosen`` and some of the cards ``left`` make a declaration of ``verb`` (what
    :func:`skill_options` lists, without listing them): a total of at least 1 with the waiting
    ``boost`` (RULINGS ED-12, R-10, L-2), and one of the kinds ``needs`` names if it names
    any (a build's engineer or tinker, ED-9)."""
    skill = SKILL_OF_VERB[verb]
    grown = fullest(skill, chosen, left, leader)
    if grown is None or (needs and not any(k in needs for k in grown)):
        return False
    total = skill_total(skill, grown, leader)
    return total is not None and total + boost >= 1


@lru_cache(maxsize=CACHE_SIZE)
def card_list_options(
    verb: Verb, cards: tuple[str, ...], allow_empty: bool, subject: str | None = None, most: int | None = None
) -> tuple[Action, ...]:
    """One action per sub-multiset of ``cards`` (at most ``most`` cards; the empty one only if
    allowed), each naming ``subject``."""
    return tuple(
        Action(verb, chosen, subject)
        for chosen in submultisets(cards)
        if (chosen or allow_empty) and (most is None or len(chosen) <= most)
    )


@lru_cache(maxsize=CACHE_SIZE)
def work_options(cards: tuple[str, ...], building: str) -> tuple[Action, ...]:
    """Every crew of construction workers from these cards (RULINGS H-4, H-12)."""
    return tuple(
        Action(Verb.WORK, chosen, building) for chosen in submultisets(cards) if chosen and split_workers(chosen)
    )


@lru_cache(maxsize=CACHE_SIZE)
def payments(medicine: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], int], ...]:
    """Every set of cards with meds that could be played in a hire, with its meds."""
    return tuple((cards, sum(CATALOGUE[k].meds for k in cards)) for cards in submultisets(medicine))
