"""The heuristic bot: a real opponent that plays from its seat's view alone.

It builds on ``heuristic_v1`` (trash junk, draw with drawing specialists, hunt just enough for
the best hire, dig with the rest, keep the best dug card) and adds what a good player does:

- it reads the skirmish: from round 3 it weighs what each rival may still commit (their hand
  counts are public, their decks' fight shows in their face-up discards) against the fight it
  holds, and either keeps every fighter and weapon back to win, or gives the round up and
  gathers with everything;
- it bluffs: whatever is left in its hand goes into the force, so a rival cannot tell a real
  force from a bluff by its size;
- in the skirmish it snipes (or disarms) the strongest card of the rival it must beat;
- it hires for its deck: people first (they are the score), fighters while its deck is weak
  in fight, diggers and hunters while it lacks them.

What the rules count (action totals, each revealed force's strength and size, whether a
skirmish ends the round) it reads from its view; what it plans ahead it estimates from the
printed card numbers (module ``heuristic_v1``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from scavengers.bots.agent import register
from scavengers.bots.heuristic_v1 import (
    LEADER_PREFERENCE,
    SABOTEUR,
    SNIPER,
    HeuristicV1Agent,
    fight_estimate,
    fight_value,
    hire_value,
    skill_value,
)
from scavengers.bots.solo import SoloPlan
from scavengers.cards import CATALOGUE, Skill
from scavengers.engine import Action, ForceStrength, Verb, View

DEFAULT_FIGHT_PER_CARD = 1.0
"""A rival's fight per card in hand when nothing of its deck has been seen."""
CONTEST_MARGIN = 0.8
"""It contests the skirmish when its fight is at least this share of the strongest rival's
expected fight (rivals rarely commit their whole hand)."""
UNPLAYED_SHARE = 0.7
"""The share of its hand a rival that has not yet had its gathering turn is expected to keep
for the skirmish."""
SPARE_FIGHT = 1.0
"""The fight it keeps back beyond the strongest rival's expected fight, when it contests."""
RICH_PRIZE_PEOPLE = 3
"""A contested resource it peeked at with this many people is worth contesting harder."""
NEED_WEIGHT = {Skill.DIG: 0.5, Skill.HUNT: 0.5, Skill.FIGHT: 1.0}
"""How much a mercenary is worth per point of a skill its deck lacks (fight most: the
skirmish's prizes are the biggest families)."""
SKILLS = tuple(NEED_WEIGHT)


FORCE_ZONE = "force-"
"""A solo opponent force as a spy's zone: ``force-3`` is force 3 (RULINGS X-37)."""


def _force_size(view: View, zone: str) -> int:
    """How many face-down cards the solo opponent force named by ``zone`` holds (0 for any
    other zone, or a force already fought)."""
    number = zone.removeprefix(FORCE_ZONE)
    if not zone.startswith(FORCE_ZONE) or not number.isdigit() or not 1 <= int(number) <= len(view.forces):
        return 0
    return view.forces[int(number) - 1]


def fight_density(kinds: Sequence[str]) -> float:
    """Fight per card of the cards seen of a deck."""
    if len(kinds) < 4:
        return DEFAULT_FIGHT_PER_CARD
    return sum(fight_value(k) for k in kinds) / len(kinds)


class HeuristicAgent(HeuristicV1Agent):
    """A sensible, honest, competitive player."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._solo = SoloPlan()
        self._lacking_in: View | None = None
        self._lacking_by: dict[Skill, float] = {}

    # -- reading the skirmish -------------------------------------------------------------

    def _rival_threat(self, view: View) -> float:
        """The fight the strongest rival may still bring to this round's skirmish: the cards
        it holds (or has committed) at the fight per card its deck has shown, and a share of
        them for a rival whose gathering turn is still to come (it will use some)."""
        me = view.seat or 0
        players = view.players
        my_turn = (me - view.initiator) % players
        best = 0.0
        for rival in view.seats:
            if rival.seat == me:
                continue
            seen = rival.discard + rival.table
            cards = rival.hand_count + rival.committed_count
            share = self._unplayed_share(view) if (rival.seat - view.initiator) % players > my_turn else 1.0
            best = max(best, cards * fight_density(seen) * share)
        return best

    def _unplayed_share(self, view: View) -> float:
        """The share of its hand a rival still to gather is expected to keep for the skirmish."""
        return UNPLAYED_SHARE

    def _reserve(self, view: View) -> Counter[str]:
        if view.forces:
            return self._solo.reserve(view)
        if not view.skirmish_this_round:
            return Counter()
        hand = [CATALOGUE[k] for k in view.hand]
        fighters = sorted(
            (c for c in hand if c.is_person and Skill.FIGHT in c.base), key=lambda c: -c.base[Skill.FIGHT]
        )
        weapons = sorted((c for c in hand if c.is_tool and Skill.FIGHT in c.plus), key=lambda c: -c.plus[Skill.FIGHT])
        specials = [c.id for c in hand if c.id in (SNIPER, SABOTEUR)]
        threat = self._rival_threat(view)
        margin = CONTEST_MARGIN
        if view.peeked is not None and CATALOGUE[view.peeked].people >= RICH_PRIZE_PEOPLE:
            margin *= 0.75
        if fight_estimate(view.hand) < margin * threat:
            return Counter(specials)  # give the round up: gather with the rest
        # Keep back the strongest fighters, each with the best weapon left, until they beat
        # the threat with a point to spare; the rest gather.
        kept = list(specials)
        for index, fighter in enumerate(fighters):
            kept.append(fighter.id)
            if index < len(weapons):
                kept.append(weapons[index].id)
            if fight_estimate(kept) > threat + SPARE_FIGHT:
                break
        return Counter(kept)

    # -- hiring for its deck ----------------------------------------------------------------

    def _hire_value(self, view: View, kind_id: str) -> float:
        value = float(hire_value(view, kind_id))
        lacking = self._lacking(view)
        if not lacking:
            return value
        for skill, short in lacking.items():
            offer = skill_value(kind_id, skill)
            if offer:
                value += NEED_WEIGHT[skill] * offer * short
        return value

    def _lacking(self, view: View) -> dict[Skill, float]:
        """How far below one point per card its deck is in each skill (the skills it has
        enough of left out), from the cards of its own it has seen; worked out once a view."""
        if self._lacking_in is not view:
            own = [*view.hand, *view.seats[view.seat or 0].discard, *view.discard_hidden]
            lacking: dict[Skill, float] = {}
            if own:
                for skill in SKILLS:
                    have = sum(skill_value(k, skill) for k in own) / len(own)
                    if have < 1.0:
                        lacking[skill] = 1.0 - have
            self._lacking_in, self._lacking_by = view, lacking
        return self._lacking_by

    # -- Recon -------------------------------------------------------------------------------

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        assert view is not None  # it observes
        decision = view.decision
        kind = decision.kind if decision is not None else ""
        if view.forces:
            solo = self._solo.choose(view, legal, kind)
            if solo is not None:
                return solo
        recon = self._recon(view, legal, kind)
        if recon is not None:
            return recon
        drafted = self._draft(view, legal, kind)
        return drafted if drafted is not None else super().choose(view, legal)

    def _draft(self, view: View, legal: Sequence[Action], kind: str) -> Action | None:
        """Leader drafting: bribe while its leader is missing or wounded, once the turn has
        food; keep the best drawn leader if it beats the one it has."""
        me = view.seats[view.seat or 0]
        if kind == "turn" and me.food and (me.leader is None or me.wounded):
            return next((a for a in legal if a.verb is Verb.BRIBE), None)
        if kind == "bribe":

            def rank(action: Action) -> int:
                leader = action.cards[0] if action.cards else me.leader
                if leader is None or (not action.cards and me.wounded):
                    return len(LEADER_PREFERENCE) + 1
                return LEADER_PREFERENCE.index(leader) if leader in LEADER_PREFERENCE else len(LEADER_PREFERENCE)

            return min(legal, key=lambda a: (rank(a), a.cards))
        return None

    def _recon(self, view: View, legal: Sequence[Action], kind: str) -> Action | None:
        """What Recon's cards let it do better than the base game's play: cancel a recon or a
        strike on its own cards (the cancelling card is replaced at once), spy on the rival
        that matters before the skirmish, and announce a provocateur whose force is bigger
        than its fight."""
        decision = view.decision
        if decision is None:
            return None
        if kind in ("respond", "save"):
            cancel = next((a for a in legal if a.verb is Verb.CANCEL), None)
            aimed_at_me = kind == "save" and decision.actor == view.seat
            if cancel is not None and (decision.verb in ("spy", "scout") or aimed_at_me or kind == "respond"):
                return cancel
            return None
        if kind == "turn":
            return self._spy(view, legal)
        if kind == "skirmish":
            provoke = next((a for a in legal if a.verb is Verb.PROVOKE), None)
            mine = view.committed_strength
            if provoke is not None and (mine is None or view.committed_size > mine.fight):
                return provoke
        return None

    def _spy(self, view: View, legal: Sequence[Action]) -> Action | None:
        """Spy on the skirmish: a rival's committed force, else the rival with the most cards
        in hand; in the solo game the biggest face-down opponent force; a binoculars goes
        with it when one is at hand."""
        spies = [a for a in legal if a.verb is Verb.SPY]
        if not spies or not (view.skirmish_this_round or view.forces):
            # The solo game's skirmish follows an engagement, which a look at a force informs.
            return None

        def worth(action: Action) -> tuple[int, int, int]:
            if action.target is None or action.target >= len(view.seats):
                # The leader pile, or a solo opponent force ``force-N``: not a seat of the
                # table, so not in ``view.seats`` (RULINGS X-37).
                return (0, _force_size(view, str(action.subject)), len(action.cards))
            rival = view.seats[action.target]
            forces = action.subject == "force"
            cards = rival.committed_count if forces else rival.hand_count if action.subject == "hand" else 0
            return (forces, cards, len(action.cards))

        best = max(spies, key=worth)
        return best if worth(best)[1] > 0 else None

    # -- the skirmish -----------------------------------------------------------------------

    def _skirmish(self, view: View, legal: Sequence[Action]) -> Action:
        seat = view.seat or 0
        mentor = next((a for a in legal if a.verb is Verb.LEAD and a.target is None), None)
        if mentor is not None:
            return mentor  # the Mentor's +1 fight
        forces = {s.seat: s.strength for s in view.seats if s.strength is not None}
        mine = forces.get(seat, ForceStrength(False, 0, 0))
        rivals = {s: f for s, f in forces.items() if s != seat}
        passing = next((a for a in legal if a.verb is Verb.PASS), legal[0])
        if not rivals:
            return passing
        order = sorted(rivals, key=lambda s: (rivals[s].has_fight, rivals[s].fight, rivals[s].people), reverse=True)
        threat = order[0]
        top = rivals[threat]
        if (mine.has_fight, mine.fight, mine.people) > (top.has_fight, top.fight, top.people):
            return passing  # already winning: keep the sniper's people in the force
        strikes = [a for a in legal if a.target == threat and a.subject in (view.seats[threat].force or ())]
        if not strikes:
            return passing
        # The strongest card: most fight taken off, then most people.
        best = max(
            strikes,
            key=lambda a: (
                fight_value(a.subject or ""),
                CATALOGUE[a.subject or ""].people,
                a.verb is Verb.SNIPE,
                a.subject,
            ),
        )
        if fight_value(best.subject or "") == 0 and top.has_fight and top.fight > 0:
            return passing
        return best


register("heuristic", HeuristicAgent)
