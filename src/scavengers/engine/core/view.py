"""What one seat may see: the only thing a bot or a front end ever receives (DESIGN.md).

A hidden card appears only as a count: no id, no kind, no position. Face-up cards are listed
by kind in sorted order, so nothing lets a viewer tell one copy from another or follow a card.
``view(None)`` is a spectator's: public information only.

Beside the cards a view carries the figures the rules compute (:class:`Figures`: each visible
force's strength as the skirmish judges it, the totals of the viewer's listed dig, draw, hunt
and build actions, whether a skirmish ends the round), worked out by the rules' own functions
(``engine/flow/figures.py``), so that no front end or bot models a rule a second time.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Final, NamedTuple

from scavengers.engine.core.actions import Action, parse_notation
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.errors import InvalidAction
from scavengers.engine.core.frames import (
    Choose,
    Frame,
    deciding_seat,
)
from scavengers.engine.core.knowledge import seen_kinds
from scavengers.engine.core.moves import spent_in_hand
from scavengers.engine.core.state import OPPONENT, GameResult, GameState
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.flow.decisions import RULES


class Decision(NamedTuple):
    """The pending decision, as the whole table sees it.

    ``kind`` is one of ``leader`` (keep a dealt leader), ``turn`` (the gathering turn),
    ``respond`` (answer another player's declared action, or ``pass``), ``save`` (a snipe may
    be saved), ``resume`` (go on with, or abort, an action something struck), ``keep`` (the
    dug, built or drawn cards in ``View.looking``), ``commit``, ``skirmish`` (the seat's one
    opportunity in the skirmish), ``place`` (the Yardmaster's cards go back on top or bottom),
    ``discard`` (a courier's drawn cards), ``shuffle`` (a drill sergeant's cards), ``top``
    (what a scrappers dig puts back on top), ``engage``, ``prize`` and ``loss`` (the solo
    game: which force to fight, the card won, the card lost) and ``choose`` (a trash, dig, draw,
    hunt or build whose cards are chosen one at a time; ``verb`` names the action it is for;
    another choice among very many cards keeps its own kind and offers ``pick`` and ``done``
    too); ``seat`` decides; ``actor`` and
    ``verb`` name the declared action a response is about (for ``save``: the sniped seat and
    the card kind under fire); a window on another strike shows its striker and verb
    (``disarm``, ``disable``, ``lead``).
    """

    kind: str
    seat: int
    actor: int | None = None
    verb: str | None = None


class Knowledge(NamedTuple):
    """Something the viewer has seen that others have not, and may still rely on (kept from
    round to round while it stays true):
    how (``source``: ``peek``, ``spy``...), where (``zone``: ``contested`` for that pile,
    ``2:hand`` for seat 2's hand) and the card kinds seen there that still lie there.
    ``in_order``: a pile's cards in their order, top first (what was seen on a pile that has
    been shuffled since is somewhere in it, listed by kind, as a hand's cards are). A card
    that comes into view is no longer listed (``engine.core.knowledge``)."""

    source: str
    zone: str
    cards: tuple[str, ...]
    in_order: bool = True
    may_have_left: int = 0
    """How many of ``cards`` (any of them) may have left unseen since (a hand's card trashed
    face down): the zone holds the others."""


class BuildingView(NamedTuple):
    """A building as everyone sees it: its kind, the face-down timer cards left on it (0:
    complete), how many cards are stored under it, and whether it is disabled."""

    kind: str
    timer: int
    stored: int
    disabled: bool


class SeatView(NamedTuple):
    """One player's public side of the table (a tuple: built in C, several per view)."""

    seat: int
    hand_count: int
    deck_count: int
    discard: tuple[str, ...]
    """The face-up cards of her discard pile, sorted by kind."""
    discard_hidden_count: int
    """Cards she gained face down (dug, won) and has not shown (RULINGS R-16)."""
    table: tuple[str, ...]
    """The face-up cards of an action she has declared and not yet resolved."""
    looking_count: int
    committed_count: int
    force: tuple[str, ...] | None
    """Her skirmish force once revealed, else ``None``."""
    acted: tuple[str, ...]
    """Force cards that used a special ability instead of fighting."""
    used: tuple[str, ...]
    """The actions she has taken this round (each once a round [000:185])."""
    food: int
    """Food from her hunt, gardens and Butcher this turn; the Cannibal's food, which pays
    alone (RULINGS L-6), and the Swindler's discount are not in it."""
    buildings: tuple[BuildingView, ...] = ()
    """Her headquarters (HQ module 2), in the order she started them."""
    leader: str | None = None
    """Her tribal leader, face up once every player has chosen (HQ module 3)."""
    wounded: bool = False
    leader_used: bool = False
    removed: int = 0
    """Cards of hers removed from play."""
    boost: int = 0
    boost_skills: tuple[str, ...] = ()
    """A Mentor's or Peacemaker's bonus waiting for her next action of those skills (public:
    the refugee was played face up, RULINGS L-2)."""
    fight_bonus: int = 0
    """Fight added to her force this round by her leader (the Mentor in the skirmish, L-3)."""
    gassed: tuple[str, ...] = ()
    """Fighting cards of her revealed force whose fight tear gas set to 0 (RULINGS S-10)."""
    provoking: bool = False
    """She announced a provocateur this round: while it stays in her force, its fight is its
    size (RULINGS S-8)."""
    strength: ForceStrength | None = None
    """Her revealed force as the skirmish judges it now: the figure final resolution uses
    unless a card still changes it (no force: no fight, 0 people, RULINGS S-1); ``None``
    before the reveal."""
    size: int = 0
    """Her revealed force's size, the fight a provocateur gives it (RULINGS S-8, S-11); 0 in
    a game without such a card."""


class Figures(NamedTuple):
    """What the rules compute for one view (``engine/flow/figures.py``): the same functions
    resolve the skirmish and carry actions out. Handed to :func:`build_view`."""

    strengths: tuple[ForceStrength, ...] = ()
    """Every player's force (the solo opponent's too), by index, once the forces are revealed."""
    sizes: tuple[int, ...] = ()
    """Every player's force size (RULINGS S-8), by index, once the forces are revealed in a
    game with a card that makes it the fight."""
    committed: ForceStrength | None = None
    """The viewer's own committed force, if she has one."""
    committed_size: int = 0
    totals: tuple[tuple[Action, int], ...] = ()
    """The viewer's listed dig, draw, hunt and build actions with their totals."""
    skirmish: bool = False
    """Whether this round ends in a skirmish."""
    lone_pass: bool = False
    """Whether everyone can tell that the seat deciding can only pass (``window.lone_pass``)."""
    hand: ForceStrength | None = None
    """At the viewer's commit decision, her whole hand as the skirmish would judge it committed."""
    winner: int | None = None
    """Once the forces are revealed, the seat ``skirmish.winner`` names if nothing more happened
    (``None``: a deadlock, or no forces revealed, or the solo game)."""


_NATIVE: Final = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))
"""Whether this module runs compiled (mypyc): then View is a native class, without a ``__dict__``."""


@dataclass(frozen=True, init=False)
class View:
    """Everything ``seat`` may see now. The private fields are empty for a spectator. Every
    field is described in docs/view.md."""

    seat: int | None
    players: int
    round: int
    phase: str
    initiator: int
    to_act: tuple[int, ...]
    decision: Decision | None
    seats: tuple[SeatView, ...]
    junkyard_count: int
    contested_count: int
    gangs: tuple[str, ...]
    """The gangs still waiting beside the stacks (HQ), face up."""
    market: tuple[tuple[str, int], ...]
    """Each mercenary stack and how many cards it holds, in the order the stacks were laid out."""
    hand: tuple[str, ...]
    looking: tuple[str, ...]
    committed: tuple[str, ...]
    discard_hidden: tuple[str, ...]
    stored: tuple[tuple[str, ...], ...]
    """What the viewer stored under each of her buildings, in the order of her buildings."""
    dealt: tuple[str, ...]
    """The two leaders dealt to the viewer, while she chooses; then the one she kept, until
    all leaders are revealed."""
    schematics_count: int
    peeked: str | None
    result: GameResult | None
    chosen: tuple[str, ...] = ()
    """The cards the viewer has picked so far in a choice made one card at a time."""
    knowledge: tuple[Knowledge, ...] = ()
    """What the viewer has seen that others have not and may still rely on (the peek)."""
    scenario: bool = False
    """The game started from a stacked table, not a normal setup (never passed off as a
    normal game)."""
    rules: str = "2015"
    """The rulebook edition the game follows where the editions differ (``"2015"``, ``"2012"``)."""
    leader_pile_count: int = 0
    """The face-down leader pile's size (the leader drafting variant)."""
    timers: tuple[tuple[str, ...], ...] = ()
    """With the older edition's rules, the timer cards on each of the viewer's buildings, by
    kind, in the order of her buildings; empty with the 2015 rules, where no one may look."""
    forces: tuple[int, ...] = ()
    """The solo game's opponent forces by number (1-7, index 0 is force 1): how many face-down
    cards each holds, 0 once fought (RULINGS V-4). Empty in other games."""
    engaged: int | None = None
    """The number of the opponent force the solo player engages this turn."""
    opponent: SeatView | None = None
    """The solo game's opponent (seat ``OPPONENT``): its engaged force, face up once revealed,
    what it used and what is gassed (RULINGS V-5)."""
    committed_strength: ForceStrength | None = None
    """The viewer's own committed force as the skirmish would judge it now (before the reveal
    only she knows it); ``None`` when she has committed nothing."""
    committed_size: int = 0
    """Her committed force's size, the fight a provocateur would give it (RULINGS S-8, S-11);
    0 in a game without such a card."""
    totals: tuple[tuple[Action, int], ...] = ()
    """Each dig, draw, hunt and build the viewer may declare now (on her gathering turn), with
    the total carrying it out would count: her cards under her leader plus a waiting bonus
    (RULINGS L-2). Empty at other decisions and for other seats."""
    skirmish_this_round: bool = False
    """Whether this round ends in a skirmish: from round 3 [000:150]; in the solo game once
    the player has engaged a force (RULINGS V-4)."""
    lone_pass: bool = False
    """Whether everyone can tell that the seat deciding can only pass: a reaction window in
    which nothing it might answer with can be at hand, by public facts alone (no copy of an
    answering card outside the market and the face-up discards; no leader or
    building of its own that answers). The same in every seat's view: a front end may pass
    for that seat without asking, and a shared screen need not hand the device over."""
    hand_strength: ForceStrength | None = None
    """At the viewer's own commit decision, her whole hand as the skirmish would judge it if
    she committed it all (what "commit everything" fights with); ``None`` elsewhere."""
    spent: tuple[str, ...] = ()
    """The cards of the viewer's hand (they are in :attr:`hand` too) that already performed an
    action this round and came back to it, drawn again after a reshuffle: a card acts once a
    round [000:254], so none of her actions uses them, and they go to her discard pile when
    her gathering turn ends [000:160]. Empty almost always."""
    solo_added: tuple[str, ...] = ()
    """The solo game's difficulty [003:353]: the mercenaries added to the opponent forces (the
    configuration's, public; never which force holds them). Empty in other games."""
    solo_families_removed: int = 0
    """The solo game's difficulty [003:353]: how many tribal families, the largest first, were
    taken out of the opponents' cards."""
    skirmish_winner: int | None = None
    """Once the forces are revealed, the seat that would take the contested resource if the
    skirmish were resolved now, with no further action (``skirmish.winner``: RULINGS S-1, S-2,
    S-9, V-2); ``None`` for a deadlock (ED-6), and before the reveal: the seats' ``strength``
    tells them apart (``None`` there before it). Public, from the revealed forces alone: the
    same in every view. Always ``None`` in the solo game, whose fight is ranked apart (V-6)."""

    def __init__(  # noqa: PLR0917  # positional, in the fields' order, as build_view passes them
        self,
        seat: int | None,
        players: int,
        round: int,
        phase: str,
        initiator: int,
        to_act: tuple[int, ...],
        decision: Decision | None,
        seats: tuple[SeatView, ...],
        junkyard_count: int,
        contested_count: int,
        gangs: tuple[str, ...],
        market: tuple[tuple[str, int], ...],
        hand: tuple[str, ...],
        looking: tuple[str, ...],
        committed: tuple[str, ...],
        discard_hidden: tuple[str, ...],
        stored: tuple[tuple[str, ...], ...],
        dealt: tuple[str, ...],
        schematics_count: int,
        peeked: str | None,
        result: GameResult | None,
        chosen: tuple[str, ...] = (),
        knowledge: tuple[Knowledge, ...] = (),
        scenario: bool = False,
        rules: str = "2015",
        leader_pile_count: int = 0,
        timers: tuple[tuple[str, ...], ...] = (),
        forces: tuple[int, ...] = (),
        engaged: int | None = None,
        opponent: SeatView | None = None,
        committed_strength: ForceStrength | None = None,
        committed_size: int = 0,
        totals: tuple[tuple[Action, int], ...] = (),
        skirmish_this_round: bool = False,
        lone_pass: bool = False,
        hand_strength: ForceStrength | None = None,
        spent: tuple[str, ...] = (),
        solo_added: tuple[str, ...] = (),
        solo_families_removed: int = 0,
        skirmish_winner: int | None = None,
    ) -> None:
        # Written out, not generated. Compiled, View is a native class and each of these is a
        # native store (a 40-field View built in a tenth of a microsecond). In pure Python an
        # instance keeps its fields in a dictionary, and one dictionary display made at once
        # costs half of 40 calls of object.__setattr__ (a generated frozen dataclass __init__
        # makes those calls: 3 µs, a fifth of a view). tests/test_api.py keeps this signature
        # equal to the fields, and both bodies name each one.
        if _NATIVE:
            object.__setattr__(self, "seat", seat)
            object.__setattr__(self, "players", players)
            object.__setattr__(self, "round", round)
            object.__setattr__(self, "phase", phase)
            object.__setattr__(self, "initiator", initiator)
            object.__setattr__(self, "to_act", to_act)
            object.__setattr__(self, "decision", decision)
            object.__setattr__(self, "seats", seats)
            object.__setattr__(self, "junkyard_count", junkyard_count)
            object.__setattr__(self, "contested_count", contested_count)
            object.__setattr__(self, "gangs", gangs)
            object.__setattr__(self, "market", market)
            object.__setattr__(self, "hand", hand)
            object.__setattr__(self, "looking", looking)
            object.__setattr__(self, "committed", committed)
            object.__setattr__(self, "discard_hidden", discard_hidden)
            object.__setattr__(self, "stored", stored)
            object.__setattr__(self, "dealt", dealt)
            object.__setattr__(self, "schematics_count", schematics_count)
            object.__setattr__(self, "peeked", peeked)
            object.__setattr__(self, "result", result)
            object.__setattr__(self, "chosen", chosen)
            object.__setattr__(self, "knowledge", knowledge)
            object.__setattr__(self, "scenario", scenario)
            object.__setattr__(self, "rules", rules)
            object.__setattr__(self, "leader_pile_count", leader_pile_count)
            object.__setattr__(self, "timers", timers)
            object.__setattr__(self, "forces", forces)
            object.__setattr__(self, "engaged", engaged)
            object.__setattr__(self, "opponent", opponent)
            object.__setattr__(self, "committed_strength", committed_strength)
            object.__setattr__(self, "committed_size", committed_size)
            object.__setattr__(self, "totals", totals)
            object.__setattr__(self, "skirmish_this_round", skirmish_this_round)
            object.__setattr__(self, "lone_pass", lone_pass)
            object.__setattr__(self, "hand_strength", hand_strength)
            object.__setattr__(self, "spent", spent)
            object.__setattr__(self, "solo_added", solo_added)
            object.__setattr__(self, "solo_families_removed", solo_families_removed)
            object.__setattr__(self, "skirmish_winner", skirmish_winner)
            return
        object.__setattr__(
            self,
            "__dict__",
            {
                "seat": seat,
                "players": players,
                "round": round,
                "phase": phase,
                "initiator": initiator,
                "to_act": to_act,
                "decision": decision,
                "seats": seats,
                "junkyard_count": junkyard_count,
                "contested_count": contested_count,
                "gangs": gangs,
                "market": market,
                "hand": hand,
                "looking": looking,
                "committed": committed,
                "discard_hidden": discard_hidden,
                "stored": stored,
                "dealt": dealt,
                "schematics_count": schematics_count,
                "peeked": peeked,
                "result": result,
                "chosen": chosen,
                "knowledge": knowledge,
                "scenario": scenario,
                "rules": rules,
                "leader_pile_count": leader_pile_count,
                "timers": timers,
                "forces": forces,
                "engaged": engaged,
                "opponent": opponent,
                "committed_strength": committed_strength,
                "committed_size": committed_size,
                "totals": totals,
                "skirmish_this_round": skirmish_this_round,
                "lone_pass": lone_pass,
                "hand_strength": hand_strength,
                "spent": spent,
                "solo_added": solo_added,
                "solo_families_removed": solo_families_removed,
                "skirmish_winner": skirmish_winner,
            },
        )

    @property
    def over(self) -> bool:
        return self.result is not None


def _decision(frame: Frame) -> Decision:
    decision: Decision = RULES[type(frame)].decision(frame)
    return decision


def _kinds(kinds: tuple[str, ...], cards: list[int]) -> tuple[str, ...]:
    return tuple(sorted([kinds[c] for c in cards])) if cards else ()


def _seat_view(state: GameState, index: int, strength: ForceStrength | None, size: int) -> SeatView:
    """One player's public side of the table."""
    kinds = state.kinds
    acted = state.acted
    player = state.players[index]
    private = player.private
    discard = player.discard
    public_discard = [c for c in discard if c not in private] if private else discard
    committed = player.committed
    table = player.table
    this_round = player.round
    used = this_round.used
    turn = player.turn
    # tuple.__new__ itself, in the fields' order: a NamedTuple's own __new__ is Python code
    # that only passes them on (a tenth of a view's cost, four seats a view). Empty zones are
    # tested here, not in _kinds: most are empty, and a call costs more than the test.
    return tuple.__new__(
        SeatView,
        (
            index,
            len(player.hand),
            len(player.deck),
            tuple(sorted([kinds[c] for c in public_discard])) if public_discard else (),
            len(discard) - len(public_discard),
            tuple(sorted([kinds[c] for c in table])) if table else (),
            len(player.looking),
            len(committed),
            _kinds(kinds, committed) if state.revealed else None,
            _kinds(kinds, [c for c in committed if c in acted]) if acted and committed else (),
            tuple(sorted(used)) if used else (),
            player.purse.food,
            tuple([BuildingView(kinds[b.card], len(b.timer), len(b.stored), b.disabled) for b in player.buildings])
            if player.buildings
            else (),
            kinds[player.leader] if player.leader is not None and state.leaders_revealed else None,
            player.wounded and state.leaders_revealed,  # a stacked table's wounded leader: face up first
            this_round.leader_used,
            len(player.removed),
            turn.boost,
            turn.boost_skills,
            this_round.fight_bonus,
            _kinds(kinds, [c for c in committed if c in state.gassed and c not in acted])
            if state.gassed and committed
            else (),
            this_round.provoking,
            strength,
            size,
        ),
    )


def build_view(state: GameState, seat: int | None, figures: Figures) -> View:
    """The view of ``state`` from ``seat`` (``None``: a spectator), with the ``figures`` the
    rules computed for it."""
    kinds = state.kinds
    strengths = figures.strengths or (None,) * len(state.players)
    sizes = figures.sizes or (0,) * len(state.players)
    seats = [_seat_view(state, index, strengths[index], sizes[index]) for index in range(state.seats)]
    top = state.stack[-1] if state.stack else None
    if seat is None:
        hand: tuple[str, ...] = ()
        looking: tuple[str, ...] = ()
        committed_mine: tuple[str, ...] = ()
        hidden: tuple[str, ...] = ()
        stored: tuple[tuple[str, ...], ...] = ()
        dealt: tuple[str, ...] = ()
    spent: tuple[str, ...] = ()
    timers: tuple[tuple[str, ...], ...] = ()
    if seat is not None:
        mine = state.players[seat]
        hand = _kinds(kinds, mine.hand)
        spent_cards = spent_in_hand(state, seat)  # [000:254]
        if spent_cards:
            spent = _kinds(kinds, spent_cards)
        looking = _kinds(kinds, mine.looking)
        committed_mine = _kinds(kinds, mine.committed)
        hidden = _kinds(kinds, [c for c in mine.discard if c in mine.private]) if mine.private else ()
        # Lists, and only where there is something: a generator costs more than the test.
        stored = tuple([_kinds(kinds, b.stored) for b in mine.buildings]) if mine.buildings else ()
        dealt = _kinds(kinds, mine.dealt)
        if mine.buildings and edition_rules(state.config).owner_sees_timer:
            # RULINGS ED-11: the older edition lets the owner look at her timer cards.
            timers = tuple([_kinds(kinds, b.timer) for b in mine.buildings])
        if not dealt and mine.leader is not None and not state.leaders_revealed:
            dealt = (kinds[mine.leader],)
    mine_learned = [record for record in state.learned if record.seat == seat]
    knowledge: tuple[Knowledge, ...] = ()
    peeked = None
    if mine_learned:
        knowledge = tuple(
            [
                tuple.__new__(
                    Knowledge, (record.source, record.zone, seen_kinds(state, record), record.ordered, record.lost)
                )
                for record in mine_learned
            ]
        )
        peeked = next((k.cards[0] for k in knowledge if k.source == "peek" and k.zone == "contested"), None)
    # Positional, in the fields' order (each named on its line): a frozen dataclass's
    # generated __init__ matches 40 keywords by name first, a quarter of its cost.
    return View(
        seat,  # seat
        state.seats,  # players
        state.round,  # round
        state.phase.value,  # phase
        state.initiator,  # initiator
        (deciding_seat(top),) if top is not None else (),  # to_act
        _decision(top) if top is not None else None,  # decision
        tuple(seats),  # seats
        len(state.junkyard),  # junkyard_count
        len(state.contested),  # contested_count
        _kinds(kinds, state.gangs),  # gangs
        tuple([(k, len(v)) for k, v in state.market.items()]),  # market
        hand,  # hand
        looking,  # looking
        committed_mine,  # committed
        hidden,  # discard_hidden
        stored,  # stored
        dealt,  # dealt
        len(state.schematics),  # schematics_count
        peeked,  # peeked
        state.result,  # result
        top.chosen if isinstance(top, Choose) and top.seat == seat else (),  # chosen
        knowledge,  # knowledge
        state.config.scenario is not None,  # scenario
        str(state.config.rules),  # rules
        len(state.leader_pile),  # leader_pile_count
        timers,  # timers
        tuple([len(force) for force in state.opponents]) if state.opponents else (),  # forces
        state.engaged,  # engaged
        _seat_view(state, OPPONENT, strengths[OPPONENT], sizes[OPPONENT]) if state.opponents else None,  # opponent
        figures.committed,  # committed_strength
        figures.committed_size,  # committed_size
        figures.totals,  # totals
        figures.skirmish,  # skirmish_this_round
        figures.lone_pass,  # lone_pass
        figures.hand,  # hand_strength
        spent,  # spent
        state.config.solo_added,  # solo_added
        state.config.solo_families_removed,  # solo_families_removed
        figures.winner,  # skirmish_winner
    )


_NOT_A_VIEW = "{} reads a View (game.view(seat)), got {}"
"""The refusal of anything else given as a view (``None`` would fail inside, unexplained)."""


def force_total(view: object, seat: object) -> ForceStrength | None:
    """``seat``'s skirmish force as the view's seat may know it: a revealed force, or her own
    committed cards, with the strength the rules gave the view (read, never recomputed).
    ``None`` when the viewer cannot see that force. In the solo game ``seat`` 1 is the
    opponent. ``InvalidAction`` for a seat the view does not have (-1 would read the last one),
    or not a seat number, or a ``view`` that is no :class:`View` (both are taken as any object,
    so that the compiled build checks them here as the pure one does, not in a ``TypeError``
    at the call)."""
    if not isinstance(view, View):
        raise InvalidAction(_NOT_A_VIEW.format("force_total", type(view).__name__))
    last = len(view.seats) - (view.opponent is None)
    if type(seat) is not int or not 0 <= seat <= last:
        raise InvalidAction(f"no seat {seat!r:.40}: seats are 0-{last}")
    seat_view = view.opponent if view.opponent is not None and seat == last else view.seats[seat]
    if seat_view.strength is not None:
        return seat_view.strength
    return view.committed_strength if seat == view.seat else None


def action_total(view: object, action: object) -> int | None:
    """The total of the view seat's listed dig, draw, hunt or build ``action`` (an
    :class:`Action` or its notation, as ``Game.apply`` takes) as the rules would carry it out
    (read from :attr:`View.totals`); ``None`` for any other action (or anything that is not an
    action, text that is no notation included, in either build). ``InvalidAction`` for a
    ``view`` that is no :class:`View`."""
    if not isinstance(view, View):
        raise InvalidAction(_NOT_A_VIEW.format("action_total", type(view).__name__))
    if isinstance(action, str):
        # README: apply takes "an Action or its notation"; so does this, in any case, spacing
        # and grouping (``hunt spear+scavenger``), or a checker's text would read as unlisted.
        try:
            action = parse_notation(action)
        except ValueError:
            return None
    for listed, total in view.totals:
        if listed == action:
            return total
    return None
