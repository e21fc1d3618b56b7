"""How the heuristic bot plays the solo game [003:314-349]: build the deck for a few turns,
then engage an opponent force when the hand is strong enough against what such a force is
expected to hold, and make sure all seven are fought before the deck runs dry.

What it expects of a face-down force comes from the cards not yet seen: every opponent card
(the 28 contested resources, 2 rifles, 2 thugs, and a harder game's mercenaries less its
families, which the view says) less the ones already revealed, sampled a few times into a force
of the right size and judged like a force is (``fight_estimate``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from scavengers.bots.heuristic_v1 import card_value, fight_estimate, fight_value
from scavengers.cards import CATALOGUE, Role, Skill
from scavengers.engine import SOLO_FAMILIES, Action, ForceStrength, Verb, View

OPPONENT = 1
SAMPLES = 24
"""Random forces drawn to estimate a face-down force's fight."""
BUILD_TURNS = 12
"""Turns it only builds its deck before it considers a fight."""
EDGE = 1.0
"""The fight it wants beyond a force's expected fight before it engages."""
CARDS_KEPT = 3
"""Cards it counts on keeping whatever happens (a fight needs a hand)."""
TURNS_PER_CARD = 2
"""Attrition takes about one card every two turns of a small deck."""
TURNS_PER_FORCE = 1.5
"""Once fewer turns than this per remaining force seem left, it fights whatever it holds."""
LAST_TURN = 40
"""By this turn it fights every turn: its deck only shrinks from here (attrition)."""


OPPONENT_EXTRAS = {"rifle": 2, "thugs": 2}
"""The cards shuffled into the opponents besides the contested resources [003:318]."""


def _unseen_pool(view: View, seen: Counter[str]) -> list[str]:
    pool = Counter({k: c.count for k, c in CATALOGUE.items() if Role.CONTESTED in c.roles})
    pool.update(OPPONENT_EXTRAS)
    pool.update(view.solo_added)  # a harder game [003:353]
    pool.subtract(SOLO_FAMILIES[: view.solo_families_removed])
    return sorted((pool - seen).elements())


def expected_fight(view: View, size: int, seen: Counter[str]) -> float:
    """The mean fight of ``size`` cards drawn from the opponent cards not seen yet."""
    pool = _unseen_pool(view, seen)
    if not pool or size == 0:
        return 0.0
    rng = random.Random(size * 7919 + len(pool))
    total = 0
    for _ in range(SAMPLES):
        total += fight_estimate(rng.sample(pool, min(size, len(pool))))
    return total / SAMPLES


def hand_fight(kinds: Sequence[str]) -> int:
    return fight_estimate(kinds)


class SoloPlan:
    """Its solo plan: what it has seen of the opponents, and when to fight."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self._counted: int | None = None

    def observe(self, view: View) -> None:
        """Remember each revealed force once (it leaves the table at the end of the turn)."""
        opponent = view.opponent
        if opponent is not None and opponent.force is not None and view.engaged != self._counted:
            self.seen.update(opponent.force)
            self._counted = view.engaged

    def _cards_left(self, view: View) -> int:
        me = view.seats[view.seat or 0]
        return me.deck_count + len(me.discard) + me.discard_hidden_count + len(view.hand)

    def must_fight(self, view: View) -> bool:
        """Whether it cannot wait any longer: few turns left per remaining force."""
        left = sum(1 for n in view.forces if n)
        if view.round >= LAST_TURN:
            return True
        # Attrition eats a card per reshuffle, about one every two turns; stop waiting when
        # the deck could not last the remaining fights.
        turns_left = (self._cards_left(view) - CARDS_KEPT) * TURNS_PER_CARD
        return turns_left < left * TURNS_PER_FORCE

    def target(self, view: View, fight: int) -> int | None:
        """The force to engage with ``fight``: the biggest it should beat, else (when it
        must fight) the weakest-looking one; ``None``: not this turn."""
        forces = [(number, size) for number, size in enumerate(view.forces, 1) if size]
        if not forces:
            return None
        expected = {n: expected_fight(view, size, self.seen) for n, size in forces}
        if view.round > BUILD_TURNS or self.must_fight(view):
            beatable = [n for n, _ in forces if fight >= expected[n] + EDGE]
            if beatable:
                return max(beatable, key=lambda n: (view.forces[n - 1], -n))
        if self.must_fight(view):
            return min(expected, key=lambda n: (expected[n], n))
        return None

    def reserve(self, view: View) -> Counter[str]:
        """The cards to keep out of gathering this turn: its fighters and weapons when it
        means to fight."""
        if self.target(view, hand_fight(view.hand)) is None:
            return Counter()
        hand = [CATALOGUE[k] for k in view.hand]
        kept = [c.id for c in hand if (c.is_person and Skill.FIGHT in c.base and c.base[Skill.FIGHT] > 0)]
        kept += [c.id for c in hand if c.is_tool and Skill.FIGHT in c.plus]
        kept += [c.id for c in hand if c.id in ("sniper_team", "assassin", "saboteur", "tear_gas")]
        return Counter(kept)

    def choose(self, view: View, legal: Sequence[Action], kind: str) -> Action | None:
        """Its solo decisions; ``None`` where it plays as in any game."""
        self.observe(view)
        if kind == "engage":
            number = self.target(view, hand_fight(view.hand))
            chosen = next((a for a in legal if a.verb is Verb.ENGAGE and a.target == number), None)
            if chosen is not None:
                return chosen
            return next((a for a in legal if a.verb is Verb.PASS), legal[0])
        if kind == "commit":
            return max(legal, key=lambda a: len(a.cards))  # extra cards cost nothing: she picks the loss
        if kind == "prize":
            return max(legal, key=lambda a: _keep_value(a.cards[0]) if a.cards else -1)
        if kind == "loss":
            return min(legal, key=lambda a: _keep_value(a.cards[0]) if a.cards else 99)
        if kind == "skirmish":
            return _skirmish(view, legal)
        return None


def _keep_value(kind_id: str) -> tuple[int, int, int]:
    card = CATALOGUE[kind_id]
    return (int(card.is_contested), fight_value(kind_id), card_value(kind_id))


def _skirmish(view: View, legal: Sequence[Action]) -> Action:
    """Strike the opponent's strongest card while it is ahead."""
    passing = next((a for a in legal if a.verb is Verb.PASS), legal[0])
    if view.opponent is None or view.opponent.force is None or view.seat is None:
        return passing
    nobody = ForceStrength(False, 0, 0)
    mine = view.committed_strength or nobody
    theirs = view.opponent.strength or nobody
    if (mine.has_fight, mine.fight, mine.people) > (theirs.has_fight, theirs.fight, theirs.people):
        return passing
    strikes = [a for a in legal if a.target == OPPONENT and a.subject in view.opponent.force]
    if not strikes:
        return passing
    return max(strikes, key=lambda a: (fight_value(a.subject or ""), CATALOGUE[a.subject or ""].people, a.subject))
