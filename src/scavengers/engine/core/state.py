"""The one mutable game state, changed only by the engine.

Cards are small integers; ``kinds[card]`` is a card's kind id. Every card is in exactly one
zone. Piles are lists whose *last* element is the top card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import GameConfig
from scavengers.engine.core.events import Event
from scavengers.engine.core.frames import OWN_LOOKS, Choose, Frame
from scavengers.engine.core.rng import Rng

OPPONENT = 1
"""In the solo game the engine plays the opponent forces as ``players[OPPONENT]``, which is
not a seat (RULINGS V-5)."""


class Phase(StrEnum):
    """Where the round stands."""

    SETUP = "setup"
    """Before round 1's drawing phase: the players choose their leaders [000:649-650]."""
    GATHERING = "gathering"
    SKIRMISH = "skirmish"
    OVER = "over"


PLAYER_ZONES = ("deck", "hand", "discard", "table", "looking", "committed", "gangs", "returning")
"""A player's zones: deck (top last), hand, discard, the cards of a declared action on the
table, the dug cards she is looking at, and her face-down skirmish force."""


@dataclass(slots=True)
class Building:
    """A building in a player's headquarters (HQ module 2).

    ``timer`` holds the face-down cards still on it, hidden even from its owner (RULINGS
    ED-11); it is complete once they are gone (H-3). ``stored`` are the cards kept under it,
    face down (H-7). ``placed`` is the round it was started in (H-1, H-4).
    """

    card: int
    placed: int
    timer: list[int] = field(default_factory=list)
    stored: list[int] = field(default_factory=list)
    disabled: bool = False

    @property
    def complete(self) -> bool:
        return not self.timer

    @property
    def active(self) -> bool:
        """Complete and not disabled: its ability works (RULINGS H-7, H-11)."""
        return not self.timer and not self.disabled

    def clone(self) -> Building:
        return Building(self.card, self.placed, self.timer[:], self.stored[:], self.disabled)

    def to_dict(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "placed": self.placed,
            "timer": list(self.timer),
            "stored": list(self.stored),
            "disabled": self.disabled,
        }


class Purse(NamedTuple):
    """What pays for this turn's one hire, spent by it (or by a leader bribe) and gone at the
    end of the turn (RULINGS R-3). Each kind of payment belongs to the cards that bring it.
    Like the marks below it is a value, replaced whole (so a clone of the state shares it)."""

    food: int = 0
    """Hunting's food (and gardens', the Butcher's), for the one hire (RULINGS R-3)."""
    cannibal_food: int = 0
    """The Cannibal's food, which no hunted or garden food may join (RULINGS L-6)."""
    bonus_meds: int = 0
    """The Butcher's med for this turn's hire (RULINGS L-5)."""
    bonus_food: int = 0
    """The Swindler's food off this turn's hire: a lower cost, not food, so a leader bribe
    draws nothing for it (RULINGS L-14)."""

    def adding(self, *, food: int = 0, cannibal_food: int = 0, bonus_meds: int = 0, bonus_food: int = 0) -> Purse:
        """This purse with more of each payment."""
        return Purse(
            self.food + food,
            self.cannibal_food + cannibal_food,
            self.bonus_meds + bonus_meds,
            self.bonus_food + bonus_food,
        )


EMPTY_PURSE = Purse()
"""Nothing to pay with (a value: every player may share it)."""


class TurnMarks(NamedTuple):
    """What lasts until the end of her turn, then is replaced by a fresh record."""

    boost: int = 0
    boost_skills: tuple[str, ...] = ()
    """Leaders: a Mentor's or Peacemaker's bonus waiting for her next action of those
    skills (RULINGS L-2)."""
    just_used: tuple[int, ...] = ()
    """Maps: the cards of her gathering action that resolved last, while a map may still
    bring one back (Recon module 5, RULINGS X-19)."""
    just_worked: bool = False
    """Maps: that action was work on a building (a member a map brings back from it may not
    work again this round, RULINGS X-19)."""


NEW_TURN = TurnMarks()
"""No marks yet this turn (a value: every player may share it)."""


@dataclass(slots=True)
class RoundMarks:
    """What lasts until the end of the round, then is replaced by a fresh record. Unlike the
    turn's records it changes in place (its marks are set at almost every action)."""

    used: set[Verb] = field(default_factory=set)
    """The round's flow: actions already taken this round (each at most once, RULINGS R-11)."""
    leader_used: bool = False
    """Leaders: her leader's once-per-round ability is spent this round."""
    fight_bonus: int = 0
    """Leaders: the Mentor's +1 fight in this round's skirmish (RULINGS L-3)."""
    provoking: bool = False
    """Provocateurs: she announced hers, so her fight is her force's size (RULINGS S-8)."""
    towers_used: int = 0
    """Scout towers: those activated this round, each once a round (RULINGS X-7)."""
    no_work: set[int] = field(default_factory=set)
    """Maps: tribe members a map brought back from working on a building: they may join a
    different action type this round, not work again (RULINGS X-19: "No action type may be
    repeated"; work is the one action a player may take with several crews a round)."""

    def clone(self) -> RoundMarks:
        return RoundMarks(
            set(self.used), self.leader_used, self.fight_bonus, self.provoking, self.towers_used, set(self.no_work)
        )


@dataclass(slots=True)
class PlayerState:
    """One player's cards and this round's bookkeeping."""

    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    table: list[int] = field(default_factory=list)
    looking: list[int] = field(default_factory=list)
    committed: list[int] = field(default_factory=list)
    gangs: list[int] = field(default_factory=list)
    """Gang cards that joined this tribe at the end of the game (RULINGS F-4..F-8)."""
    buildings: list[Building] = field(default_factory=list)
    """Her headquarters, in the order the buildings were started (HQ module 2)."""
    leader: int | None = None
    """Her tribal leader's card (HQ module 3)."""
    dealt: list[int] = field(default_factory=list)
    """The two leaders dealt to her, face down, until she keeps one."""
    removed: list[int] = field(default_factory=list)
    """Her cards removed from play by the Butcher, Cannibal or Fanatic: they never return
    and do not score [000:656-658]."""
    wounded: bool = False
    """Her leader is wounded (HQ module 4) and gives nothing until healed (RULINGS L-12)."""
    purse: Purse = field(default_factory=Purse)
    """What pays for this turn's hire (:class:`Purse`)."""
    turn: TurnMarks = field(default_factory=TurnMarks)
    """This turn's marks (:class:`TurnMarks`)."""
    round: RoundMarks = field(default_factory=RoundMarks)
    """This round's marks (:class:`RoundMarks`)."""
    private: set[int] = field(default_factory=set)
    """Cards in the discard pile gained face down: only the owner may see them (RULINGS R-16)."""
    returning: list[int] = field(default_factory=list)
    """Cards going back to her hand at the end of the round: hardy scavengers of a skirmish
    she did not win (Recon module 3, RULINGS S-12)."""

    def clone(self) -> PlayerState:
        return PlayerState(
            self.deck[:],
            self.hand[:],
            self.discard[:],
            self.table[:],
            self.looking[:],
            self.committed[:],
            self.gangs[:],
            [b.clone() for b in self.buildings] if self.buildings else [],
            self.leader,
            self.dealt[:],
            self.removed[:],
            self.wounded,
            self.purse,
            self.turn,
            self.round.clone(),
            set(self.private),
            self.returning[:],
        )

    def owned(self, looking: bool = False) -> list[int]:
        """Every card of this player's tribe, in any zone: buildings, their timers and storage
        included (F-1); the cards she is looking at only with ``looking`` (they are hers when
        drawn from her own deck, see :meth:`GameState.owned`)."""
        cards = self.deck + self.hand + self.discard + self.table + self.committed + self.gangs
        if looking:
            cards += self.looking
        cards += self.returning
        for building in self.buildings:
            cards += [building.card, *building.timer, *building.stored]
        if self.leader is not None:
            cards.append(self.leader)
        return cards

    def to_dict(self) -> dict[str, Any]:
        marks = {"no_work": sorted(self.round.no_work)} if self.round.no_work else {}  # rare: saves stay as they were
        return {
            **{zone: list(getattr(self, zone)) for zone in PLAYER_ZONES},
            "buildings": [b.to_dict() for b in self.buildings],
            "leader": self.leader,
            "dealt": list(self.dealt),
            "removed": list(self.removed),
            "wounded": self.wounded,
            "leader_used": self.round.leader_used,
            "boost": [self.turn.boost, list(self.turn.boost_skills)],
            "bonus_meds": self.purse.bonus_meds,
            "bonus_food": self.purse.bonus_food,
            "cannibal_food": self.purse.cannibal_food,
            "fight_bonus": self.round.fight_bonus,
            "provoking": self.round.provoking,
            "private": sorted(self.private),
            "used": sorted(self.round.used),
            "food": self.purse.food,
            "just_used": list(self.turn.just_used),
            "towers_used": self.round.towers_used,
            **marks,
        }


def _plain(value: Any) -> Any:
    """The value as JSON reads it back: tuples become lists (so a saved state compares equal)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Learned:
    """Something a seat has seen that others have not, and may rely on while it lasts: the
    initiator's peek at the top contested resource [000:150], a spy's, binoculars', a scout
    tower's or the Yardmaster's look. ``cards`` are the cards seen in ``zone`` (a shared
    pile's name, or ``seat:zone``). ``ordered``: they lie there still, each where it was seen
    (the top of a pile that has not been shuffled since). Otherwise only their kinds count:
    the zone holds them, except ``lost`` of them, any, which may have left unseen since.
    ``engine.core.knowledge`` keeps it up to date; ``source`` names how it was learned."""

    seat: int
    source: str
    zone: str
    cards: tuple[int, ...]
    ordered: bool = True
    lost: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "source": self.source,
            "zone": self.zone,
            "cards": list(self.cards),
            "ordered": self.ordered,
            "lost": self.lost,
        }


@dataclass(slots=True)
class Tribe:
    """What is known of a group of hidden cards, counted by kind, never by card
    (``engine.core.knowledge``): what every player knows of one tribe's hidden cards (its
    hand, deck, face-down force, building timers and storage), or what one seat knows of the
    junkyard's make-up."""

    kinds: dict[str, int] = field(default_factory=dict)
    """Card kinds surely among its hidden cards, unless among the ``vanished``."""
    vanished: int = 0
    """How many of its hidden cards have left unseen since these kinds were known."""
    away: set[int] = field(default_factory=set)
    """The junkyard's cards that left it unseen for a player's look (a dig) and are still
    there: those that come back are no news. Empty for a tribe."""
    placed: set[int] = field(default_factory=set)
    """The junkyard's cards this seat put at a place of it it knows (what its dig put back
    under it, what it put back on top), not shuffled since: they lie there still, where
    everyone saw cards go in and out since. Empty for a tribe."""

    def clone(self) -> Tribe:
        return Tribe(dict(self.kinds), self.vanished, set(self.away), set(self.placed))


@dataclass(frozen=True, slots=True)
class Score:
    """One seat's final standing: tribe size and the tie-breaks (RULINGS F-1..F-3), and the
    gangs that joined it (each counted in ``people``, F-7)."""

    people: int
    contested: int
    cards: int
    gangs: tuple[str, ...] = ()
    points: int = 0
    """The solo game's score: 2 per contested resource, 1 per other card (RULINGS V-7); 0 in
    other games."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of a game: each seat's score and the winners (several: a shared victory)."""

    scores: tuple[Score, ...]
    winners: tuple[int, ...]

    @property
    def decided_by(self) -> str:
        """What parted the winners from the rest ([000:170-172], RULINGS F-1..F-3): ``people``
        (the largest tribe, alone), ``contested`` or ``cards`` (the tie-break that parted the
        tribes tied before it), ``shared`` (tied on all three: they share the victory), or
        ``points`` (the solo game's score). The key is the one :func:`final_result` ranks by."""
        scores = self.scores
        if len(scores) == 1:
            return "points"
        if len(self.winners) != 1:
            return "shared"
        best = ranking_key(scores[self.winners[0]])
        for depth, name in enumerate(RANKING):
            if sum(1 for score in scores if ranking_key(score)[: depth + 1] == best[: depth + 1]) == 1:
                return name
        return "shared"  # a single winner tied on the whole key cannot be: final_result shares it


RANKING = ("people", "contested", "cards")
"""What ranks the tribes at the end, in order: the people, then the tie-breaks [000:170-172]."""


def ranking_key(score: Score) -> tuple[int, int, int]:
    """A tribe's standing at the end: higher is better, the first field first (:data:`RANKING`)."""
    return (score.people, score.contested, score.cards)


@dataclass(slots=True)
class Watch:
    """What the memory (``engine.core.knowledge``) needs to know of the state before an action:
    each record with its zone's cards, the tribes' hidden and everyone's public cards, and for
    the junkyard's memory its cards and what each seat held in view (hand, look, force)."""

    records: list[tuple[Learned, list[int]]]
    hidden: list[set[int]] | None = None
    public: set[int] | None = None
    junkyard: set[int] | None = None
    held: list[set[int]] | None = None
    junkyard_shuffled: bool = False


@dataclass(slots=True)
class GameState:
    """Everything about one game at one moment."""

    config: GameConfig
    kinds: tuple[str, ...]
    players: list[PlayerState]
    junkyard: list[int]
    contested: list[int]
    market: dict[str, list[int]]
    box: list[int]
    rng: Rng
    gangs: list[int] = field(default_factory=list)
    """Gang cards waiting beside the stacks for the end of the game (HQ)."""
    schematics: list[int] = field(default_factory=list)
    """The engineering schematics pile, top last (HQ module 2)."""
    round: int = 1
    initiator: int = 0
    phase: Phase = Phase.GATHERING
    turns_done: int = 0
    skirmish_turns_done: int = 0
    learned: list[Learned] = field(default_factory=list)
    """What seats have seen that others have not, this round (:class:`Learned`)."""
    acted: set[int] = field(default_factory=set)
    """Skirmish cards that used a special ability instead of fighting (RULINGS S-3)."""
    revealed: bool = False
    leaders_revealed: bool = False
    """The kept leaders are turned face up together once every player has chosen."""
    stack: list[Frame] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    history: list[tuple[int, Action]] = field(default_factory=list)
    result: GameResult | None = None
    in_game: frozenset[str] = frozenset()
    """The card kinds this game can put in play (public: read from the configuration alone,
    ``components.playable_kinds``). A card that is not in the game cannot answer anything, so
    nobody is asked for it."""
    gassed: set[int] = field(default_factory=set)
    """Force cards whose printed fight tear gas set to 0 this round (RULINGS S-10)."""
    saved: set[int] = field(default_factory=set)
    """Force cards that saved this round and still fight (combat medics, RULINGS X-18)."""
    any_time: bool = False
    """Whether a card of the game has an ability usable at any decision (the Yardmaster)."""
    leader_pile: list[int] = field(default_factory=list)
    """The face-down leader pile of the leader drafting variant, top last [003:300]."""
    opponents: list[list[int]] = field(default_factory=list)
    """The solo game's face-down opponent forces, force N at index N-1; a force that has been
    fought is empty (RULINGS V-4). Empty in other games."""
    engaged: int | None = None
    """The number (1-7) of the opponent force the solo player engages this turn."""
    tribes: list[Tribe] | None = None
    """What every player knows of each tribe's hidden cards (:class:`Tribe`), kept only once a
    seat's samples are asked for (``Game.determinize`` rebuilds it by replaying); not saved."""
    yards: list[Tribe] | None = None
    """What each seat knows of the junkyard's make-up (:class:`Tribe`), kept with ``tribes``."""
    recording: bool = True
    """Whether events are kept. A quiet copy for search (:meth:`Game.clone` with
    ``events=False``) keeps none: nobody reads them, so they are not even built where it
    counts (the rules never read their own events)."""
    remembering: bool = True
    """Whether what the seats have seen is kept up to date (``learned``, ``tribes`` and
    ``yards``, :mod:`engine.core.knowledge`): off in a quiet copy for search, which nobody
    asks for a view; on in a learning environment's game, which keeps no events but hands
    out views (:meth:`Game.clone` with ``knowledge=True``)."""
    watching: Watch | None = None
    """The memory's note of the action being carried out, so that a shuffle in the middle of
    it settles what was known first (``knowledge.forget_order``); ``None`` between actions,
    never copied or saved."""
    sample: bool = False
    """Whether this is a sample dealt by ``Game.determinize``: its hidden cards were dealt
    afresh and its history left behind, so no config and actions replay it and it cannot be
    saved."""

    @property
    def seats(self) -> int:
        """The players' seats; the solo game's opponent (``players[OPPONENT]``) is no seat."""
        return self.config.players

    @property
    def peeked(self) -> int | None:
        """The contested resource the initiator peeked at this round (only she knows it)."""
        for record in self.learned:
            if record.source == "peek" and record.zone == "contested":
                return record.cards[0]
        return None

    def owned(self, seat: int) -> list[int]:
        """Every card of ``seat``'s tribe (RULINGS F-1). The cards she is looking at count
        only when she drew them from her own deck (an Organizer's or a courier's draw): a
        dig's, a bribe's or a draft's are still the pile's, and the one she keeps becomes
        hers only then [000:204]."""
        return self.players[seat].owned(looking=self.looks_at_own(seat))

    def looks_at_own(self, seat: int) -> bool:
        """Whether the cards ``seat`` is looking at are her own (drawn from her deck)."""
        return bool(self.players[seat].looking) and any(
            isinstance(frame, Choose) and frame.seat == seat and frame.purpose in OWN_LOOKS for frame in self.stack
        )

    def clone(self, events: bool = True, knowledge: bool | None = None) -> GameState:
        """An independent copy; frames, events and the catalogue are shared (all frozen).
        ``events=False``: a quiet copy, which neither copies the events nor keeps new ones,
        nor (unless ``knowledge``) keeps what the seats have seen up to date."""
        recording = self.recording and events
        remembering = self.remembering and (events if knowledge is None else knowledge)
        return GameState(
            self.config,
            self.kinds,
            [p.clone() for p in self.players],
            self.junkyard[:],
            self.contested[:],
            {k: v[:] for k, v in self.market.items()},
            self.box[:],
            Rng(self.rng.state),
            self.gangs[:],
            self.schematics[:],
            self.round,
            self.initiator,
            self.phase,
            self.turns_done,
            self.skirmish_turns_done,
            self.learned[:],
            set(self.acted),
            self.revealed,
            self.leaders_revealed,
            self.stack[:],
            self.events[:] if recording else [],
            self.history[:],
            self.result,
            self.in_game,
            set(self.gassed),
            set(self.saved),
            self.any_time,
            self.leader_pile[:] if self.leader_pile else [],
            [force[:] for force in self.opponents] if self.opponents else [],
            self.engaged,
            [t.clone() for t in self.tribes] if self.tribes is not None and remembering else None,
            [y.clone() for y in self.yards] if self.yards is not None and remembering else None,
            recording,
            remembering,
            sample=self.sample,
        )

    def emit(self, event: Event) -> None:
        if self.recording:
            self.events.append(event)

    def to_dict(self) -> dict[str, Any]:
        """Every field as plain JSON data (for saves, and to check a replay restored it)."""
        from dataclasses import asdict

        return {
            "round": self.round,
            "initiator": self.initiator,
            "phase": self.phase.value,
            "turns_done": self.turns_done,
            "skirmish_turns_done": self.skirmish_turns_done,
            "learned": [record.to_dict() for record in self.learned],
            "acted": sorted(self.acted),
            "revealed": self.revealed,
            "leaders_revealed": self.leaders_revealed,
            "rng": self.rng.state,
            "junkyard": list(self.junkyard),
            "contested": list(self.contested),
            "market": {k: list(v) for k, v in self.market.items()},
            "box": list(self.box),
            "gangs": list(self.gangs),
            "schematics": list(self.schematics),
            "leader_pile": list(self.leader_pile),
            "players": [p.to_dict() for p in self.players],
            "stack": [_plain({"frame": type(f).__name__, **asdict(f)}) for f in self.stack],
            "events": len(self.events),
            "gassed": sorted(self.gassed),
            "saved": sorted(self.saved),
            **({"opponents": [list(f) for f in self.opponents], "engaged": self.engaged} if self.opponents else {}),
        }


def numbered_buildings(state: GameState, seat: int, kind_id: str) -> list[tuple[int | None, Building]]:
    """``seat``'s buildings of ``kind_id``, each with its number among them, counted from 1 in
    the order built (public: ``bunker-2`` is the second bunker she put up), or ``None`` when
    she has only one (``Action.number``)."""
    kinds = state.kinds
    built = [b for b in state.players[seat].buildings if kinds[b.card] == kind_id]
    if len(built) == 1:
        return [(None, built[0])]
    return list(enumerate(built, 1))


def named_building(state: GameState, seat: int, kind_id: str, number: int | None) -> Building | None:
    """The building of ``seat`` that ``kind_id`` and ``number`` name (``None``: her only one of
    the kind), if she has it."""
    return next((b for n, b in numbered_buildings(state, seat, kind_id) if n == number), None)
