"""Expanding the Ranks (Recon module 3): courier, drill sergeant, hardy scavenger, scrappers,
tinker, portable decoys and scout tower [003:155-212].

- Courier: after a draw with couriers, its owner discards 2 of the drawn cards per courier,
  her choice; all of them if fewer were drawn (RULINGS X-11).
- Drill sergeant: a special action on its owner's turn (declared: it can be sniped) or on her
  skirmish turn (it gives up its fight, S-6, X-13): up to 2 cards of her discard pile are
  shuffled into her deck, then she draws 2; not the draw action, not modifiable (X-12, X-29).
- Hardy scavenger: returns to its owner's hand at the end of a round whose skirmish she took
  part in and did not win, if it is still in her force (S-12).
- Scrappers: a dig with scrappers may take all its cards from the bottom of the pile, and
  each unkept card goes back to the top or the bottom (X-15, R-8).
- Tinker: a dig with a tinker (and the base-dig partner a modifier needs) may dig the
  schematics pile (ED-9, X-16); it is no engineer for the Masons (F-6).
- Portable decoys: +1 person per 2 cards in the force at final resolution, once per player,
  while complete and enabled (S-11, H-10).
- Scout tower: on its owner's turn, complete and enabled, discard 1 card from hand to look at
  the top 2 cards of 2 different shared piles, 2 more on each per binoculars played with it;
  a recon, which a scouting refugee may cancel; once per tower per round (X-1, X-7, X-9).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Effect, Hook, Pending, Spend, Timing, Who, buildings, recon
from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import Action, Verb, make, tower_cards
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import COURIER_DISCARD, Choose
from scavengers.engine.core.moves import (
    announce,
    discard_privately,
    discard_publicly,
    draw,
    kinds_of,
    play_from_hand,
    take,
    unused_in_force,
    usable_hand,
)
from scavengers.engine.core.state import GameState, Learned
from scavengers.engine.flow import choices, declarations, window

COURIER = "courier"
DRILL_SERGEANT = "drill_sergeant"
HARDY_SCAVENGER = "hardy_scavenger"
SCRAPPERS = "scrappers"
TINKER = "tinker"
PORTABLE_DECOYS = "portable_decoys"
SCOUT_TOWER = "scout_tower"

DISCARDS_PER_COURIER = 2
"""[003:163-165]: two drawn cards are discarded per courier played."""
DRILL_RETRIEVES = 2
"""Up to two cards come back from the discard pile (RULINGS X-12)."""
DRILL_DRAWS = 2
"""Then the top two cards of the deck are drawn [003:170]."""
TOWER_DEPTH = 2
"""A scout tower sees the top two cards of each pile [003:211]."""
TOWER_PILES = 2
"""... of two different shared piles [003:211]."""
CARDS_PER_DECOY_PERSON = 2
"""Portable decoys: one person per two cards brought [003:205]."""

DRILL_SHUFFLE = "drill shuffle"
RETURN_TOP = "return to top"
RETURN_TOP_SCHEMATICS = "return schematics to top"


def _looking(state: GameState, seat: int) -> list[int]:
    return state.players[seat].looking


def _discard(state: GameState, seat: int) -> list[int]:
    return state.players[seat].discard


def _on_table(state: GameState, seat: int, kind_id: str) -> int:
    kinds = state.kinds
    return sum(1 for c in state.players[seat].table if kinds[c] == kind_id)


# -- the courier ------------------------------------------------------------------------------


def _courier_due(state: GameState, seat: int) -> int:
    """How many drawn cards a courier draw discards: 2 per courier still in it (X-11)."""
    return min(DISCARDS_PER_COURIER * _on_table(state, seat, COURIER), len(state.players[seat].looking))


def _after_courier_draw(state: GameState, seat: int, drawn: list[int]) -> bool:
    """RULINGS X-11: discard 2 of the drawn cards per courier, the drawing player's choice;
    all of them if fewer were drawn. The drawn cards wait apart until she has chosen."""
    player = state.players[seat]
    if not drawn:
        return False
    for card in drawn:
        player.hand.remove(card)
    player.looking = list(drawn)
    if _courier_due(state, seat) == len(drawn):
        player.looking = []
        _discard_drawn(state, seat, drawn)
        return False
    state.stack.append(Choose(seat, COURIER_DISCARD))
    return True


def _discard_drawn(state: GameState, seat: int, cards: list[int]) -> None:
    discard_publicly(state, seat, cards)
    state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, cards), text=COURIER))


def _courier_finish(state: GameState, seat: int, action: Action) -> None:
    """The chosen cards go face up to the discard pile, the others to hand; then the
    draw's cards are discarded [000:256]."""
    player = state.players[seat]
    _discard_drawn(state, seat, take(state, player.looking, action.cards))
    player.hand.extend(player.looking)
    player.looking = []
    declarations.discard_table(state, seat)


# -- the drill sergeant -----------------------------------------------------------------------


def _drill_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    if timing is Timing.OWN_SKIRMISH_TURN and not unused_in_force(state, seat, DRILL_SERGEANT):
        return []
    return [Action(Verb.DRILL, (DRILL_SERGEANT,))]


def _drill(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """On her turn the sergeant is declared and can be answered (RULINGS X-12, I-3); in the
    skirmish it acts at once and stays in the force, used: people, no fight (S-6, X-13)."""
    player = state.players[seat]
    if timing is Timing.OWN_SKIRMISH_TURN:
        state.acted.add(unused_in_force(state, seat, DRILL_SERGEANT)[0])
        state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=Verb.DRILL.value))
        _retrieve(state, seat)
        return
    player.table = play_from_hand(state, seat, action.cards)
    state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=Verb.DRILL.value))
    window.declare(state, seat, Verb.DRILL)


def _retrieve(state: GameState, seat: int) -> None:
    """Choose the cards to shuffle back; with an empty discard pile, just draw (X-29)."""
    if state.players[seat].discard:
        state.stack.append(Choose(seat, DRILL_SHUFFLE))
    else:
        _drill_draw(state, seat, [])


def _drill_finish(state: GameState, seat: int, action: Action) -> None:
    player = state.players[seat]
    chosen = _from_discard(state, seat, action.cards)
    player.private.difference_update(chosen)
    _drill_draw(state, seat, chosen)


def _from_discard(state: GameState, seat: int, kind_ids: tuple[str, ...]) -> list[int]:
    """The named cards out of the discard pile, face-up copies first: which copy goes must
    not depend on what her face-down cards are (R-16), and a face-down card goes only when no
    face-up card of its kind is left, which everyone can see."""
    player = state.players[seat]
    private = player.private
    if not private:
        return take(state, player.discard, kind_ids)
    kinds = state.kinds
    taken: list[int] = []
    for kind_id in kind_ids:
        copies = [c for c in player.discard if kinds[c] == kind_id]
        card = next((c for c in reversed(copies) if c not in private), copies[-1])
        player.discard.remove(card)
        taken.append(card)
    return taken


def _drill_draw(state: GameState, seat: int, chosen: list[int]) -> None:
    """The chosen cards are shuffled into the deck (not shuffled when none, X-29), two are
    drawn (R-5, R-6), and only then is the sergeant discarded, so it never draws itself."""
    player = state.players[seat]
    if chosen:
        player.deck.extend(chosen)
        state.rng.shuffle(player.deck)
        knowledge.forget_order(state, player.deck)
        announce(state, EventType.RETURNED, seat, kinds_of(state, chosen), "deck")
    announce(state, EventType.DREW, seat, kinds_of(state, draw(state, seat, DRILL_DRAWS)))
    # A drill is a special action: no map brings the sergeant back to drill again.
    declarations.discard_table(state, seat, standard=False)


# -- the hardy scavenger ----------------------------------------------------------------------


def _hardy_return(state: GameState, won: int | None) -> None:
    """RULINGS S-12: each participant who did not win takes back the hardy scavengers still
    in her force at final resolution; they stay in hand over the end of the round."""
    kinds = state.kinds
    for seat, player in enumerate(state.players):
        if seat == won or not player.committed:
            continue
        hardy = [c for c in player.committed if kinds[c] == HARDY_SCAVENGER]
        if hardy:
            player.committed = [c for c in player.committed if kinds[c] != HARDY_SCAVENGER]
            player.returning.extend(hardy)
            state.emit(Event(EventType.RETURNED, state.round, seat, kinds_of(state, hardy), len(hardy), text="hand"))


# -- scrappers --------------------------------------------------------------------------------


def _either_end(kind_id: str) -> bool:
    return True


def keep_either_end(state: GameState, seat: int, action: Action) -> None:
    """The kept card goes face down to the discard pile; then the digger sends each other
    card to the top or the bottom of the junkyard (RULINGS X-15)."""
    player = state.players[seat]
    kept = take(state, player.looking, action.cards)
    discard_privately(state, seat, kept)
    announce(state, EventType.KEPT, seat, action.cards)
    if player.looking:
        state.stack.append(Choose(seat, RETURN_TOP))


def _keep_schematic_either_end(state: GameState, seat: int, action: Action) -> None:
    """A build with scrappers: the kept schematic is started (its timer drawn first,
    [000:579]); the digger then sends each other schematic to the top or the bottom, and
    only then are the digging cards discarded (RULINGS ED-10, X-15)."""
    player = state.players[seat]
    kept = take(state, player.looking, action.cards)
    state.emit(Event(EventType.KEPT, state.round, seat, action.cards, len(kept), text="schematics"))
    if kept:
        buildings.start(state, seat, kept[0])
    if player.looking:
        state.stack.append(Choose(seat, RETURN_TOP_SCHEMATICS))
    else:
        declarations.discard_table(state, seat)


def _return_to(pile_of: Callable[[GameState], list[int]], name: str) -> Callable[[GameState, int, Action], None]:
    def finish(state: GameState, seat: int, action: Action) -> None:
        """The chosen cards go on top, the rest under the pile, the first drawn uppermost
        (R-8), without a shuffle (ED-14); a build's cards are discarded after (ED-10)."""
        player = state.players[seat]
        pile = pile_of(state)
        top = take(state, player.looking, action.cards)
        bottom, player.looking = player.looking, []
        bottom.reverse()
        pile[0:0] = bottom
        knowledge.put_under(state, seat, name, bottom)
        pile.extend(reversed(top))
        state.emit(Event(EventType.RETURNED, state.round, seat, count=len(top), text=f"{name} top"))
        if top:
            # She alone saw them and put them there: what lies on top, in order, until it moves.
            state.learned.append(Learned(seat, SCRAPPERS, name, tuple(top)))
        if player.table:
            # A build's cards are discarded now (ED-10). A dig's went to the discard pile as it
            # resolved: discarding its empty table again would forget the members a map may
            # still bring back once the cards are returned (RULINGS X-19).
            declarations.discard_table(state, seat)

    return finish


# -- portable decoys --------------------------------------------------------------------------


def _decoys(state: GameState, seat: int, cards: int) -> int:
    """RULINGS S-11: floor(N/2) for the N cards still in the force (sniped ones are gone)."""
    return cards // CARDS_PER_DECOY_PERSON


# -- the scout tower --------------------------------------------------------------------------


def _towers(state: GameState, seat: int) -> int:
    kinds = state.kinds
    return sum(1 for b in state.players[seat].buildings if b.active and kinds[b.card] == SCOUT_TOWER)


def _tower_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """Any card of the hand, and any 2 different shared piles (no contested resources with 2
    players, X-9), while a complete, enabled tower is unused this round (X-7, H-10); with
    as many of the hand's other binoculars as its owner likes to improve it (X-1)."""
    player = state.players[seat]
    hand_cards = usable_hand(state, seat)
    if state.revealed or not hand_cards or _towers(state, seat) <= player.round.towers_used:
        return []
    names = sorted(name for name, _ in recon.piles(state))
    pairs = [f"{a}+{b}" for a, b in combinations(names, 2)]
    kinds = state.kinds
    hand = sorted({kinds[c] for c in hand_cards})
    binoculars = sum(1 for c in hand_cards if kinds[c] == recon.BINOCULARS)
    return [
        make(Verb.TOWER, [k, *[recon.BINOCULARS] * extra], pair)
        for k in hand
        for pair in pairs
        for extra in range(binoculars + 1 - (k == recon.BINOCULARS))
    ]


def _tower_check(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why a tower recon is refused, most specific first (``None``: it is one the tower may
    make now, as :func:`_tower_options` lists them)."""
    if action in _tower_options(state, seat, timing, context):
        return None
    player = state.players[seat]
    if _towers(state, seat) <= player.round.towers_used:
        return "your scout tower was already used this round (RULINGS X-7)"
    if state.revealed:
        return "a scout tower is used in resource gathering"
    if not player.hand:
        return "a scout tower is activated by discarding a card from your hand, and your hand is empty"
    wanted = str(action.subject or "").split("+")
    if "contested" in wanted and state.seats <= recon.TWO_PLAYERS:
        return "with 2 players nobody looks at the contested resources (RULINGS X-9)"
    names = sorted(name for name, _ in recon.piles(state))
    if len(wanted) != len(set(wanted)) or len(wanted) != TOWER_PILES or not set(wanted) <= set(names):
        return f"a scout tower looks at 2 different shared piles of {', '.join(names)}, e.g. {'+'.join(names[:2])}"
    held = kinds_of(state, player.hand)
    cards = tower_cards(action.cards)
    if not cards or any(held.count(k) < cards.count(k) for k in set(cards)):
        return f"you hold {', '.join(held)}: discard one of them to activate the tower, then any binoculars"
    return "a scout tower takes one card of your hand to discard, any binoculars, and 2 different shared piles"


def _tower(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The tower is used for the round even if cancelled (X-4, X-7). The card is discarded to
    activate it [003:209], face up at once: it takes part in no action, so nothing can strike
    it; the binoculars that improve the recon wait on the table through the window and are
    discarded after it, or when it is cancelled (X-1, X-4)."""
    player = state.players[seat]
    player.round.towers_used += 1
    activation, *binoculars = play_from_hand(state, seat, tower_cards(action.cards))
    discard_publicly(state, seat, [activation])
    player.table = binoculars
    state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=f"tower {action.subject}"))
    window.open_window(state, Pending(Effect.RECON, seat, Verb.TOWER, subject=action.subject))


def _tower_look(state: GameState, pending: Pending) -> None:
    """The top 2 of each pile, 2 more per binoculars on the table, top first, left in their
    order [003:102, 212]; RULINGS X-1."""
    wanted = str(pending.subject).split("+")
    depth = TOWER_DEPTH + recon.BINOCULARS_EXTRA * _on_table(state, pending.actor, recon.BINOCULARS)
    for name, pile in recon.piles(state):
        if name in wanted:
            recon.learn(state, pending.actor, SCOUT_TOWER, name, tuple(reversed(pile[-depth:])))


# -- registrations ----------------------------------------------------------------------------

abilities.passive(Hook.AFTER_DRAW, COURIER, _after_courier_draw)
choices.register(
    COURIER_DISCARD,
    choices.Choice(
        Verb.DISCARD,
        "discard",
        _looking,
        _courier_finish,
        limit=_courier_due,
        floor=_courier_due,  # exactly its count: no more, no fewer
    ),
)

abilities.register(
    Ability(
        kind=DRILL_SERGEANT,
        verb=Verb.DRILL,
        timings=frozenset({Timing.OWN_TURN, Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="up to 2 cards of its owner's discard pile, shuffled into her deck; then she draws 2",
        spend=Spend.DISCARDED,
        ruling="[003:167-176]; RULINGS X-12, X-13, X-29, S-6",
        options=_drill_options,
        apply=_drill,
    )
)
declarations.on_declared(Verb.DRILL, _retrieve)
choices.register(DRILL_SHUFFLE, choices.Choice(Verb.SHUFFLE, "shuffle", _discard, _drill_finish, most=DRILL_RETRIEVES))

abilities.passive(Hook.AFTER_SKIRMISH, HARDY_SCAVENGER, _hardy_return)

abilities.passive(Hook.DIG_ENDS, SCRAPPERS, _either_end)
choices.register(declarations.KEEP_EITHER_END, choices.Choice(Verb.KEEP, "keep", _looking, keep_either_end, most=1))
choices.register(
    declarations.KEEP_SCHEMATICS_EITHER_END,
    choices.Choice(Verb.KEEP, "keep", _looking, _keep_schematic_either_end, most=1),
)
choices.register(
    RETURN_TOP, choices.Choice(Verb.TOP, "top", _looking, _return_to(lambda state: state.junkyard, "junkyard"))
)
choices.register(
    RETURN_TOP_SCHEMATICS,
    choices.Choice(Verb.TOP, "top", _looking, _return_to(lambda state: state.schematics, "schematics")),
)

buildings.may_dig_schematics(TINKER)

abilities.passive(Hook.FORCE_SIZE, PORTABLE_DECOYS, _decoys)

abilities.register(
    Ability(
        kind=SCOUT_TOWER,
        verb=Verb.TOWER,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="the top 2 cards of 2 different shared piles (2 more per binoculars)",
        spend=Spend.ONCE_A_ROUND,
        ruling="[003:102, 208-212]; RULINGS X-1, X-7, X-9, H-10",
        options=_tower_options,
        apply=_tower,
        verify=_tower_check,
        source="building",
    )
)
recon.on_look(Verb.TOWER, _tower_look)
