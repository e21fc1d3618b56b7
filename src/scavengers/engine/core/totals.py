"""What an action or a force adds up to, asked of the engine from a :class:`View`.

Front ends and bots see only a view; they show an action's total or a force's strength by
asking here, so no rule is computed twice above the engine. Everything used is what the
view's seat may know: its own hand and pending bonus, revealed forces, face-up leaders.
"""

from __future__ import annotations

from collections import Counter

from scavengers.engine.core.actions import SKILL_OF_VERB, Action
from scavengers.engine.core.editions import edition_force
from scavengers.engine.core.strength import ForceStrength, force_strength, skill_total
from scavengers.engine.core.view import SeatView, View


def active_leader(seat_view: SeatView) -> str | None:
    """A seat's leader while it works: face up and not wounded (RULINGS L-12)."""
    return None if seat_view.wounded else seat_view.leader


def action_total(view: View, action: Action) -> int | None:
    """The total of the view seat's dig, draw, hunt or build ``action`` if carried out now:
    its cards under its leader, plus a waiting Mentor or Peacemaker bonus (RULINGS L-2).
    ``None`` for an action that is not a skill action or whose cards cannot act together."""
    skill = SKILL_OF_VERB.get(action.verb)
    if skill is None or view.seat is None:
        return None
    me = view.seats[view.seat]
    total = skill_total(skill, action.cards, active_leader(me))
    if total is None:
        return None
    return total + (me.boost if skill.value in me.boost_skills else 0)


def force_total(view: View, seat: int) -> ForceStrength | None:
    """The strength of ``seat``'s skirmish force as it stands (RULINGS S-2..S-5), as the
    view's seat may know it: a revealed force, or the viewer's own committed cards. ``None``
    when the viewer cannot see that force. In the solo game ``seat`` 1 is the opponent."""
    seat_view = view.seats[seat] if seat < len(view.seats) or view.opponent is None else view.opponent
    if seat_view.force is not None:
        force, acted = Counter(seat_view.force), Counter(seat_view.acted)
    elif seat == view.seat:
        force, acted = Counter(view.committed), Counter()
    else:
        return None
    fighting = force - acted
    strength = force_strength(
        fighting.elements(), acted.elements(), active_leader(seat_view), seat_view.fight_bonus, seat_view.gassed
    )
    return edition_force(strength, view.rules)
