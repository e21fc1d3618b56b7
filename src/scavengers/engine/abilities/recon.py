"""Recon (Recon expansion): looking at hidden cards, only the looker sees them [003:28-35].

A recon is declared on its owner's own gathering turn and waits in a reaction window
(:mod:`window`) as a :data:`~scavengers.engine.core.frames.Effect.RECON` effect: before anything
is seen, any player may cancel it with a scouting refugee, a guard if it targets her cards
(:mod:`cancels`), and a spy on the table may be sniped (RULINGS X-4, I-3). What the looker sees
is knowledge of her seat alone (:class:`~scavengers.engine.core.state.Learned`), shown in her view
and never in another's; the cards stay where they were, in their order.

- Spy: up to 4 cards of one other player's hand, deck, skirmish force or building; each
  binoculars added looks at 2 more; then the spy is discarded and its owner draws 1, even when
  cancelled or sniped [003:63-79]; RULINGS X-1..X-3, X-14, X-24, X-35, X-36. Where the zone
  holds more, the spy chooses the positions in advance (X-2): ``spy 2:deck@2,3,5,6`` counts a
  deck's from the top; ``spy 2:deck`` is the default choice, the top ones. In a hand, a force
  or a building the positions are blind: they index the cards laid out face down in an order
  the game's random numbers make at the look, so no position says anything about its card.
- Binoculars: the top card of every pile (2 more per further binoculars), never the
  contested resources with 2 players [003:94-104]; RULINGS X-1, X-8, X-9.
"""

from __future__ import annotations

from collections.abc import Callable

from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Spend, Timing, Who
from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import (
    FORCE_PILE,
    LEADER_PILE,
    SPY_ZONES,
    Action,
    Verb,
    is_force_pile,
    make,
    spy_target,
)
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Effect, Pending
from scavengers.engine.core.moves import (
    announce,
    back_to_hand,
    discard_publicly,
    draw,
    kinds_of,
    numbered_alone,
    play_from_hand,
    usable_hand,
)
from scavengers.engine.core.state import OPPONENT, GameState, Learned, numbered_buildings
from scavengers.engine.flow import window

SPY = "spy"
BINOCULARS = "binoculars"
SPY_LOOK = 4
"""A spy sees up to four cards [003:65]."""
BINOCULARS_EXTRA = 2
"""Each binoculars adds two cards to a recon [003:102]; RULINGS X-1."""
TWO_PLAYERS = 2


def _count(state: GameState, seat: int, kind_id: str) -> int:
    kinds = state.kinds
    return sum(1 for c in usable_hand(state, seat) if kinds[c] == kind_id)


def zone_cards(state: GameState, seat: int, zone: str) -> list[int]:
    """The cards of ``seat``'s ``zone`` a spy may look at (top last for the deck); in the
    solo game the opponent's zones are its face-down forces (RULINGS X-37)."""
    if is_force_pile(zone):
        return _force(state, zone) if seat == OPPONENT else []
    cards = knowledge.zone_list(state, f"{seat}:{zone}")
    return cards if cards is not None else []


def _force(state: GameState, name: str) -> list[int]:
    """The solo opponent force ``force-N`` (empty once fought, or if there is none)."""
    number = int(name[len(FORCE_PILE) :])
    return state.opponents[number - 1] if 1 <= number <= len(state.opponents) else []


def _forces(state: GameState) -> list[tuple[str, list[int]]]:
    """The solo game's remaining face-down opponent forces, as piles (RULINGS X-7, X-37)."""
    return [(f"{FORCE_PILE}{n}", force) for n, force in enumerate(state.opponents, 1) if force]


def _zones(state: GameState, seat: int) -> list[str]:
    """The zones of ``seat`` holding a card: a spy may only look at those (RULINGS X-36)."""
    if seat == OPPONENT and state.opponents:
        return [name for name, _ in _forces(state)]  # RULINGS X-37
    player = state.players[seat]
    zones = [z for z in SPY_ZONES if zone_cards(state, seat, z)]
    for building in player.buildings:
        for where, cards in (("stored", building.stored), ("timer", building.timer)):
            zone = knowledge.building_zone(state, seat, building, where)  # one building each
            if cards and zone not in zones:
                zones.append(zone)
    return zones


# -- the spy ------------------------------------------------------------------------------------


def _spy_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """The spy's default choices: every zone holding a card of every other player (and the
    leader pile), with 0 to all of the seat's binoculars, as :func:`_spy_verify` allows them.

    Only the default choice of positions is listed: the sets of positions a deck of 30 cards
    offers run to tens of thousands (C(30, 4) = 27,405 for four), far past what a decision may
    list (DESIGN.md: legal actions within 1 ms). Chosen positions are accepted all the same
    (:attr:`Ability.verify`, the frame's ``accepts`` path), with the same check."""
    if state.revealed:
        return []  # RULINGS X-3: not in the skirmish
    binoculars = _count(state, seat, BINOCULARS)
    candidates: list[Action] = []
    for other in range(len(state.players)):  # the solo opponent's forces too (RULINGS X-37)
        if other == seat:
            continue  # RULINGS X-35: another player
        for zone in _zones(state, seat=other):
            for extra in range(binoculars + 1):
                candidates.append(make(Verb.SPY, [SPY, *[BINOCULARS] * extra], zone, other))
    if state.leader_pile:
        # Leader drafting: a spy may look at the leader pile as at any pile [003:311].
        for extra in range(binoculars + 1):
            candidates.append(make(Verb.SPY, [SPY, *[BINOCULARS] * extra], LEADER_PILE))
    return [a for a in candidates if _spy_verify(state, seat, a, timing, context) is None]


def _spy_verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why a spy's action is refused (``None``: it may go ahead), from the seat's own hand and
    public counts: one check for what is listed, what is accepted and what is refused."""
    if state.revealed:
        return "a spy cannot spy in the skirmish (RULINGS X-3)"
    binoculars = action.cards.count(BINOCULARS)
    if action.cards.count(SPY) != 1 or len(action.cards) != 1 + binoculars:
        return "a spy's recon is one spy, with any binoculars to see more (RULINGS X-1)"
    held = _count(state, seat, BINOCULARS)
    if binoculars > held:
        return f"you hold {held} binoculars, not {binoculars}"
    zone, positions = spy_target(str(action.subject))
    if action.target is None:
        whose, cards = "the leader pile", state.leader_pile
    elif action.target == seat:
        return "a spy looks at another player's cards (RULINGS X-35)"
    elif not 0 <= action.target < len(state.players):
        return f"there is no seat {action.target}"
    else:
        several = _several(state, action.target, zone)
        if several is not None:
            return several
        whose, cards = f"seat {action.target}'s {zone}", zone_cards(state, action.target, zone)
    if not cards:
        return f"{whose} holds no card to look at (RULINGS X-36)"
    most = SPY_LOOK + BINOCULARS_EXTRA * binoculars
    if len(positions) > most:
        return f"a spy with {binoculars} binoculars sees at most {most} cards, not {len(positions)} (RULINGS X-1, X-2)"
    if positions and positions[-1] > len(cards):
        return f"{whose} holds {len(cards)} cards: there is no position {positions[-1]}"
    return None


def _several(state: GameState, target: int, zone: str) -> str | None:
    """Why a building's zone named without its number is refused where the target has several
    buildings of the kind, or with one where she has only one: each of several is named by its
    number, as the knowledge of it is (``stored-bunker-1``; RULINGS X-2), and one alone is not,
    so that one look is never told two ways."""
    where, _, named = zone.partition("-")
    kind_id, dash, _ = named.partition("-")
    if where not in ("stored", "timer"):
        return None
    count = len(numbered_buildings(state, target, kind_id))
    if dash and count == 1:
        # Her only one is named plain (docs/view.md: ``2:stored-bunker``), as store and work
        # name it: ``stored-bunker-1`` would record the same look under a second zone.
        return numbered_alone(f"seat {target} has", kind_id, zone, f"spy {target}:{where}-{kind_id}")
    if dash or count < 2:
        return None
    return f"seat {target} has more than one {kind_id}: name the one, e.g. 'spy {target}:{zone}-1'"


def _spy(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """Declare: the spy and its binoculars go face up on the table; the window follows."""
    player = state.players[seat]
    player.table = play_from_hand(state, seat, action.cards)
    what = f"spy {action.subject}" if action.target is None else f"spy {action.target}:{action.subject}"
    state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, target=action.target, text=what))
    window.open_window(state, Pending(Effect.RECON, seat, Verb.SPY, action.target, action.subject))


ORDERED = frozenset({"deck", LEADER_PILE})
"""The zones whose positions a spy counts from the top; in any other the positions are blind."""


def _look_at_zone(state: GameState, pending: Pending, most: int) -> tuple[tuple[int, ...], str]:
    """The cards a spy sees and where, as its knowledge records them (RULINGS X-2).

    In a deck or the leader pile, the positions chosen counted from the top, top first (by
    default the top ``most``); the zone's name carries the positions, if chosen. In a hand, a
    force or a building the cards are laid out face down in an order the game's random numbers
    make now, and the positions index that: neither the order the cards came in nor the
    positions say anything about them (as drawing blind from a fanned hand), and the cards
    seen are recorded by kind, in no order of the zone's. Positions past a zone that shrank
    while the window was open (a card retrieved from a bunker) see nothing.
    """
    zone, positions = spy_target(str(pending.subject))
    cards = state.leader_pile if pending.target is None else zone_cards(state, pending.target, zone)
    chosen = [p for p in positions or range(1, most + 1) if p <= len(cards)]
    where = str(pending.subject) if pending.target is None else f"{pending.target}:{pending.subject}"
    if zone in ORDERED:
        return tuple(cards[-p] for p in chosen), where  # top last
    layout = list(range(len(cards)))
    if len(chosen) < len(cards):
        state.rng.shuffle(layout)
    kinds = state.kinds
    seen = sorted((cards[layout[p - 1]] for p in chosen), key=lambda c: kinds[c])
    # A solo opponent force is named as binoculars name it (``force-3``): it is no seat's zone.
    return tuple(seen), zone if is_force_pile(zone) else f"{pending.target}:{zone}"


# -- binoculars ------------------------------------------------------------------------------


def piles(state: GameState) -> list[tuple[str, list[int]]]:
    """The shared face-down piles a recon may look at, top last (RULINGS X-7, X-9)."""
    found: list[tuple[str, list[int]]] = []
    if state.seats > TWO_PLAYERS:
        found.append(("contested", state.contested))
    found.append(("junkyard", state.junkyard))
    if state.schematics:
        found.append(("schematics", state.schematics))
    if state.leader_pile:
        # Leader drafting: a peek may target the leader pile as well [003:310].
        found.append(("leaders", state.leader_pile))
    if state.opponents:
        found.extend(_forces(state))  # RULINGS V-8, X-7
    return found


def _scout_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    if state.revealed:
        return []
    binoculars = _count(state, seat, BINOCULARS)
    return [make(Verb.SCOUT, [BINOCULARS] * n) for n in range(1, binoculars + 1)]


def _scout_verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why binoculars' look at the piles is refused (``None``: it may go ahead)."""
    if state.revealed:
        return "binoculars look on your gathering turn, not in the skirmish (RULINGS X-22)"
    if set(action.cards) != {BINOCULARS}:
        return "a scout is made with binoculars alone: 'scout binoculars'"
    held = _count(state, seat, BINOCULARS)
    if len(action.cards) > held:
        return f"you hold {held} binoculars, not {len(action.cards)}"
    return None


def _scout(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    player = state.players[seat]
    player.table = play_from_hand(state, seat, action.cards)
    state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text="scout"))
    window.open_window(state, Pending(Effect.RECON, seat, Verb.SCOUT))


# -- resolution ------------------------------------------------------------------------------


def _extra(state: GameState, seat: int) -> int:
    return BINOCULARS_EXTRA * sum(1 for c in state.players[seat].table if state.kinds[c] == BINOCULARS)


_LOOKS: dict[Verb, Callable[[GameState, Pending], None]] = {}
"""Other recons by verb (Recon module 3's scout tower): what their looker sees."""


def on_look(verb: Verb, look: Callable[[GameState, Pending], None]) -> None:
    """Register the look of a recon declared with ``verb``; its table is discarded after."""
    _LOOKS[verb] = look


def resolve(state: GameState, pending: Pending, struck: bool = False) -> None:
    """The window closed: the recon happens if its base card is still on the table (a
    sniped spy sees nothing), then its cards are discarded and a spy's owner draws 1."""
    seat = pending.actor
    player = state.players[seat]
    look = _LOOKS.get(pending.verb)
    if look is not None:
        look(state, pending)
        _finish(state, seat, draws=0)
        return
    if pending.verb is Verb.SPY:
        if any(state.kinds[c] == SPY for c in player.table):
            seen, zone = _look_at_zone(state, pending, SPY_LOOK + _extra(state, seat))
            _learn(state, seat, SPY, zone, seen)
        else:
            # The spy was sniped: what is left (binoculars) goes back to hand (RULINGS I-2).
            back_to_hand(state, seat, player.table)
            player.table = []
        _finish(state, seat, draws=1)
        return
    depth = 1 + _extra(state, seat) - BINOCULARS_EXTRA
    for name, pile in piles(state):
        _learn(state, seat, BINOCULARS, name, tuple(reversed(pile[-depth:])))
    _finish(state, seat, draws=0)


def cancelled(state: GameState, pending: Pending) -> None:
    """A cancelled recon: its cards are discarded and a spy's owner still draws 1 (X-4)."""
    _finish(state, pending.actor, draws=1 if pending.verb is Verb.SPY else 0)


def _finish(state: GameState, seat: int, draws: int) -> None:
    """The recon's cards are discarded, then a spy's owner draws: "discard the spy and draw 1
    card" [003:68], RULINGS X-4, in that order, so a draw that must reshuffle finds the spy in
    the discard pile (R-6)."""
    player = state.players[seat]
    discard_publicly(state, seat, player.table)
    player.table = []
    if draws:
        announce(state, EventType.DREW, seat, kinds_of(state, draw(state, seat, draws)))


def learn(state: GameState, seat: int, source: str, zone: str, cards: tuple[int, ...]) -> None:
    """``seat`` alone sees ``cards`` of ``zone`` (top first); the table sees how many."""
    _learn(state, seat, source, zone, cards)


def _learn(state: GameState, seat: int, source: str, zone: str, cards: tuple[int, ...]) -> None:
    """Only the looker sees the cards; everyone sees that she looked, and how many."""
    # A spy's look at a hand or a force is blind, in no order of the zone's (RULINGS X-2).
    place = zone.rpartition(":")[2]
    ordered = knowledge.is_ordered(zone) and (source != SPY or spy_target(place)[0] in ORDERED)
    state.learned.append(Learned(seat, source, zone, cards, ordered))
    state.emit(Event(EventType.LOOKED, state.round, seat, count=len(cards), text=zone))
    state.emit(
        Event(
            EventType.LOOKED,
            state.round,
            seat,
            tuple(state.kinds[c] for c in cards),
            len(cards),
            text=zone,
            audience=frozenset({seat}),
        )
    )


abilities.register(
    Ability(
        kind=SPY,
        verb=Verb.SPY,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.OTHERS,
        targets="one other player's hand, deck, face-down force or building cards",
        spend=Spend.DISCARDED,
        ruling="[003:63-79]; RULINGS X-1..X-4, X-14, X-24, X-35, X-36",
        options=_spy_options,
        apply=_spy,
        verify=_spy_verify,
    )
)
abilities.register(
    Ability(
        kind=BINOCULARS,
        verb=Verb.SCOUT,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="the top card of every shared pile (not the contested resources with 2 players)",
        spend=Spend.DISCARDED,
        ruling="[003:94-104]; RULINGS X-1, X-8, X-9",
        options=_scout_options,
        apply=_scout,
        verify=_scout_verify,
    )
)
window.on_resolve(Effect.RECON, resolve)
window.on_cancel(Effect.RECON, cancelled)
