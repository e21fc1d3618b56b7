"""The rules that differ between the rulebook editions, in one table keyed by
:class:`~scavengers.engine.core.config.Edition` (RULINGS P-4).

The engine follows the 2015 edition; ``GameConfig(rules="2012")`` plays the older edition
where it reads differently and players may prefer it. Each rule that differs is a field read at
the one place the rule is applied. Where the older text is silent or itself ambiguous, the
2015 rule stands for both (ED-2, ED-4, ED-5, ED-10, ED-14, ED-16: the older wording is silent,
ambiguous or says the same in other words).
"""

from __future__ import annotations

from dataclasses import dataclass

from scavengers.engine.core.config import Edition, GameConfig
from scavengers.engine.core.strength import ForceStrength


@dataclass(frozen=True, slots=True)
class EditionRules:
    """How one edition plays the points where the editions differ."""

    initiator_passes_from_round: int
    """The first round after which the initiator card passes left: after round 3 in 2015
    [000:146]; after every round in the older edition, which hands it on "starting a new
    round" from the first (RULINGS ED-1)."""
    zero_fight_fights: bool
    """A force whose fight total is 0 still fights, and beats a force with no fight at all
    (the 2015 FAQ [000:418-420]); in the older edition no attack can be made unless the fight
    total is at least 1 [001:455], so a total of 0 counts as no fight (RULINGS ED-12)."""
    work_once_a_round: bool
    """Work on buildings: in 2015 workers may go to different buildings in a round [000:596];
    the older edition accelerates construction "on one building" [001:583], so work is one
    action a round, on one building (RULINGS ED-7)."""
    owner_sees_timer: bool
    """Timer cards are face down "without looking at them" in 2015 [000:579]; the older edition
    only places them face down, so their owner may look at her own (RULINGS ED-11)."""
    store_retrieve_once_a_round: bool
    """Store and retrieve: in 2015 "A player may do this multiple times in a turn" [000:641]
    and they "do not suffer from the limitation of standard actions" [000:733]; the older
    book has neither sentence, so its "Store (new Action)" and "Retrieve (new Action)"
    [001:630-635] fall under "A player may only perform a given action ... once per round"
    [001:189, 211-212]: each once a round (RULINGS ED-15, R-11)."""


EDITION_RULES: dict[Edition, EditionRules] = {
    Edition.E2015: EditionRules(
        initiator_passes_from_round=3,
        zero_fight_fights=True,
        work_once_a_round=False,
        owner_sees_timer=False,
        store_retrieve_once_a_round=False,
    ),
    Edition.E2012: EditionRules(
        initiator_passes_from_round=1,
        zero_fight_fights=False,
        work_once_a_round=True,
        owner_sees_timer=True,
        store_retrieve_once_a_round=True,
    ),
}


def edition_rules(config: GameConfig) -> EditionRules:
    """The rules of the edition ``config`` plays by."""
    return EDITION_RULES[Edition(config.rules)]


def edition_force(force: ForceStrength, rules: str) -> ForceStrength:
    """A force's strength as the edition ranks it: with the older rules a fight total of 0 is
    no fight (RULINGS ED-12)."""
    if force.has_fight and force.fight < 1 and not EDITION_RULES[Edition(rules)].zero_fight_fights:
        return ForceStrength(False, force.fight, force.people)
    return force
