"""Setting up the table: a normal setup from the box, or a stacked scenario.

Starter decks come out of the box pools (RULINGS R-0); two players remove two cards of each
base junkyard kind (V-1); the remaining refugees go back to the box. A scenario places exactly
the cards it names and builds every pile it omits as a normal setup would, from what is left.
"""

from __future__ import annotations

import difflib
import json
import warnings
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scavengers.cards import CATALOGUE, Box, CardType, Role
from scavengers.engine import abilities
from scavengers.engine.abilities import leaders
from scavengers.engine.core.config import (
    SOLO,
    SOLO_FAMILIES,
    ConfigError,
    GameConfig,
    Module,
    Variant,
    named_kinds,
    uses_buildings,
)
from scavengers.engine.core.errors import a_kind, quote
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.rng import Rng
from scavengers.engine.core.state import Building, GameState, Phase, PlayerState
from scavengers.engine.flow.gathering import SKIRMISH_FROM_ROUND
from scavengers.engine.setup import components

HAND_SIZE = 5
TWO_PLAYER_JUNKYARD_CUT = 2
"""Two players remove two of each base junkyard kind (RULINGS V-1)."""
JUNKYARD_RECIPE_COPIES = 2
"""``junkyard_plus_two``: the copies of each expansion junkyard card that go in (RULINGS X-31)."""

_SCENARIO_KEYS = frozenset(
    {"round", "initiator", "players", "junkyard", "contested", "market", "schematics", "opponents", "leaders"}
)
_PLAYER_KEYS = frozenset({"hand", "deck", "discard", "buildings", "leader", "wounded"})
_BUILDING_KEYS = frozenset({"building", "timer", "stored", "disabled"})


SCENARIO = "scenario"
"""The text of the ``game_started`` event of a game that starts from a stacked table."""
SCENARIO_HAND_MAX = 24
"""A stacked hand holds at most this many cards: five drawn, and what a turn's draws,
retrievals and Recon's couriers and drill sergeants add before the scenario starts; a 30-card
hand is a table the rules never reach."""


def _last_round(state: GameState) -> int | None:
    """The last round a game can reach: one skirmish per contested resource, from round 3
    [000:144-146], RULINGS ED-2. The solo game has none: "there is no set timer" [003:342],
    and a turn without a fight is always hers to take (V-4)."""
    if state.config.players == SOLO:
        return None
    contested = sum(CATALOGUE[k].count for k in components.contested_kinds(state.config))
    if Module.RECON4 in state.config.modules:
        contested = components.CONTESTED_COUNT
    return SKIRMISH_FROM_ROUND - 1 + contested


class _Pool:
    """The cards of the game not yet placed, by kind, lowest id first; and where each card a
    scenario placed went, so that a card asked for once too often can say where the others are."""

    def __init__(self, kinds: Sequence[str]) -> None:
        self.by_kind: dict[str, list[int]] = {}
        for card, kind_id in enumerate(kinds):
            self.by_kind.setdefault(kind_id, []).append(card)
        self.placed: dict[str, Counter[str]] = {}

    def check(self, kind_id: str, count: int, where: str) -> None:
        """Refuse ``count`` more cards of a kind for ``where`` where the game has fewer left."""
        _known(kind_id, where)
        if len(self.by_kind.get(kind_id, [])) < count:
            raise ConfigError(f"scenario {where}: {self._short_of(kind_id, count, where)}")

    def take(self, kind_id: str, count: int, where: str) -> list[int]:
        self.check(kind_id, count, where)
        cards = self.by_kind.get(kind_id, [])
        taken, self.by_kind[kind_id] = cards[:count], cards[count:]
        self.placed.setdefault(kind_id, Counter())[where] += count
        return taken

    def _short_of(self, kind_id: str, count: int, where: str) -> str:
        """Why ``count`` more of a kind cannot be had: how many the game has, and where the
        copies already placed are."""
        total = CATALOGUE[kind_id].count
        placed = self.placed.get(kind_id, Counter())
        wanted = placed[where] + count
        copies = "1 copy" if total == 1 else f"{total} copies"
        words = f"{wanted} {kind_id} asked for here, but this game has {copies}"
        elsewhere = [f"{n} in {zone}" for zone, n in placed.items() if zone != where and n]
        return f"{words}, already placed: {', '.join(elsewhere)}" if elsewhere else words

    def take_all(self, kind_id: str) -> list[int]:
        return self.by_kind.pop(kind_id, [])

    def rest(self) -> list[int]:
        return sorted(card for cards in self.by_kind.values() for card in cards)


def _known(kind_id: str, where: str) -> None:
    """Refuse a card kind id the catalogue does not have, with the nearest one it has."""
    if kind_id in CATALOGUE:
        return
    near = difflib.get_close_matches(kind_id.strip().lower().replace(" ", "_"), list(CATALOGUE), n=1)
    hint = f"; did you mean {near[0]!r}?" if near else "; sorted(scavengers.cards.CATALOGUE) lists them"
    raise ConfigError(f"scenario {where}: unknown card kind {kind_id[:40]!r}{hint}")


class ScenarioWarning(UserWarning):
    """A scenario's building the rules could not have reached (a timer longer than the build
    time, stored cards of another type, beyond its capacity or under a timer, a building
    disabled, or a leader wounded, without Dirty Deeds). The table is set up as given, as a rule test may want it,
    and the warning says what is out of the ordinary; a card in a zone it can never be in
    (a leader in a hand) is refused instead."""


def _doubt(message: str) -> None:
    """Warn of a building the rules could not have reached (:class:`ScenarioWarning`)."""
    warnings.warn(ScenarioWarning(f"scenario {message}"), stacklevel=5)


Fits = Callable[[str], str | None]
"""Why a card kind can never be in a zone, or ``None`` where it may."""


def _tribe_card(kind_id: str) -> str | None:
    """A zone of a tribe's cards (hand, deck, discard, timer, junkyard, opponent force) holds
    people, tools, medicine, junk and instants: never a leader, a building or a gang card,
    which each have their own place at the table [000:534-691]."""
    card_type = CATALOGUE[kind_id].type
    if card_type is CardType.LEADER:
        return "a leader is only ever a player's leader (give it as her 'leader')"
    if card_type is CardType.BUILDING:
        return "a building is only ever built (a player's 'buildings') or in the schematics pile"
    if card_type is CardType.GANG:
        return "a gang card waits beside the table until it is awarded at the end; a scenario does not place it"
    return None


def _schematic_card(kind_id: str) -> str | None:
    """The schematics pile holds buildings only [000:572], RULINGS X-32."""
    return None if Role.SCHEMATIC in CATALOGUE[kind_id].roles else "the schematics pile holds buildings only"


def _leader_card(kind_id: str) -> str | None:
    """The leader drafting variant's pile holds leaders only [003:304]."""
    return None if Role.LEADER in CATALOGUE[kind_id].roles else "the leader pile holds leaders only"


def _not_stored(building_kind: str, kind_id: str) -> str | None:
    """Why ``building_kind`` would not store a ``kind_id`` card (cards of its type, RULINGS
    H-7; nothing for one without storage), or ``None`` where it would."""
    stores = CATALOGUE[building_kind].stores
    if stores is None:
        return f"{a_kind(building_kind)} stores no cards"
    if CATALOGUE[kind_id].type is not stores:
        return f"{a_kind(building_kind)} stores {stores.value} cards only"
    return None


def _pile(pool: _Pool, kinds_top_first: Sequence[str], where: str, fits: Fits = _tribe_card) -> list[int]:
    """A pile listed top first, as a list whose last element is the top; each card one that
    may be there (``fits``), refused before anything is taken."""
    if not isinstance(kinds_top_first, list | tuple) or not all(isinstance(k, str) for k in kinds_top_first):
        raise ConfigError(f"scenario {where}: expected a list of card kind ids")
    for kind_id in kinds_top_first:
        _known(kind_id, where)
        why = fits(kind_id)
        if why is not None:
            raise ConfigError(f"scenario {where}: {kind_id} cannot be there: {why}")
    for kind_id, count in Counter(kinds_top_first).items():
        pool.check(kind_id, count, where)  # said of the copies the pile lists, not those up to the one too many
    cards = [pool.take(k, 1, where)[0] for k in kinds_top_first]
    cards.reverse()
    return cards


_KIND_SETS: dict[frozenset[str], frozenset[str]] = {}


def _one_copy(kinds: frozenset[str]) -> frozenset[str]:
    """One shared object per set of card kinds: the rules' caches keyed by it then find their
    entry by identity instead of comparing some hundred kinds (a few games' sets at most)."""
    if len(_KIND_SETS) > _KIND_SETS_MAX:
        _KIND_SETS.clear()
    return _KIND_SETS.setdefault(kinds, kinds)


_KIND_SETS_MAX = 256


def new_state(config: GameConfig) -> GameState:
    """The state at the start of a game: set up, dealt, and waiting for the first decision."""
    # A stacked table may name any card of any box: the boxes of the cards it names join the
    # game, and what it does not place and the setup does not use waits in the box.
    boxes = components.boxes(config)
    if config.scenario is not None:
        boxes |= {CATALOGUE[k].box for k in named_kinds(config.scenario)}
    kinds = tuple(k.id for k in CATALOGUE.values() if k.box in boxes for _ in range(k.count))
    rng = Rng.from_seed(config.seed)
    state = GameState(
        config=config,
        kinds=kinds,
        # The solo game's opponent is played by the engine as one more player (RULINGS V-5).
        players=[PlayerState() for _ in range(config.players + (config.players == SOLO))],
        junkyard=[],
        contested=[],
        market={},
        box=[],
        rng=rng,
    )
    # Only the kinds this configuration can put in play: a box joined for one module's cards
    # holds other modules' cards that wait in it all game (a guard in a Recon 1 game), and
    # nobody is asked whether to answer with those.
    state.in_game = _one_copy(frozenset(kinds) & components.playable_kinds(config))
    state.any_time = abilities.any_time_in(state.in_game)
    pool = _Pool(kinds)
    if config.scenario is None:
        _normal_setup(state, pool)
        state.phase = Phase.SETUP
    else:
        _scenario_setup(state, pool, config.scenario)
    # A stacked table is never passed off as a normal game: the log and the view say so.
    marker = SCENARIO if config.scenario is not None else ""
    # The expansion cards shuffled into the junkyard are shown to everyone at the start.
    # A stacked table's junkyard left out holds what the scenario did not place: it is said to
    # hold every card of a kind only where the scenario placed none of that kind elsewhere (a
    # rifle in a hand is no longer among "every rifle" the junkyard holds).
    added = components.junkyard_additions(config)
    if config.scenario is not None:
        placed = named_kinds(config.scenario)
        added = () if "junkyard" in config.scenario else tuple(k for k in added if k not in placed)
    state.emit(Event(EventType.GAME_STARTED, state.round, state.initiator, added, count=state.seats, text=marker))
    if Variant.LEADER_DRAFT in config.variants:
        # [003:300]: every leader of the game's boxes, shuffled, is a face-down pile; no leader
        # is dealt, and a leader a player is given by a scenario is face up at once. A pile a
        # scenario gives is exactly that, top first; the leaders it leaves out wait in the box.
        if config.scenario is not None and "leaders" in config.scenario:
            state.leader_pile = _pile(pool, config.scenario["leaders"], "leaders", _leader_card)
        else:
            state.leader_pile = [c for k in components.leader_kinds(config) for c in pool.take_all(k)]
            rng.shuffle(state.leader_pile)
        state.box = pool.rest()
        leaders.reveal(state)
    elif Module.HQ3 in config.modules:
        # [000:650]: the leaders are shuffled and two dealt to each player.
        # Enough are always left: a scenario places a leader only as a player's own, so each
        # player it gives none leaves at least her two (10 leaders, 5 players at most).
        dealt = [c for k in components.leader_kinds(config) for c in pool.take_all(k)]
        rng.shuffle(dealt)
        state.box = pool.rest()
        leaders.deal(state, dealt)
    else:
        state.box = pool.rest()
    return state


def _normal_setup(state: GameState, pool: _Pool) -> None:
    for player in state.players[: state.seats]:
        for kind_id, count in components.starter_deck(state.config):
            player.deck.extend(pool.take(kind_id, count, "starter deck"))
    _build_shared(state, pool, {})
    for player in state.players[: state.seats]:
        state.rng.shuffle(player.deck)
    state.initiator = state.rng.below(state.seats)


def _build_shared(state: GameState, pool: _Pool, given: Mapping[str, Any]) -> None:
    """Market, gangs, junkyard, schematics and contested resources, each from the scenario if
    given, else from the pool as in a normal setup (:mod:`components` says which cards).

    The piles a scenario gives take their cards first, so that a pile it leaves out is built from
    the cards it did not place (docs/scenarios.md): a mercenary trashed into a given junkyard
    [000:226-228] leaves its market stack one card short, as at a real table. The piles left out
    are then built in the normal order, which draws on the seed as before."""
    config = state.config
    if config.players != SOLO and "opponents" in given:
        raise ConfigError("scenario opponents: only the solo game (players=1) has opponent forces")
    if config.players == SOLO and "contested" in given:
        raise ConfigError("scenario contested: the solo game has no contested pile (use opponents)")
    if "leaders" in given and Variant.LEADER_DRAFT not in config.variants:
        # [003:300-304]: only the leader drafting variant has a face-down leader pile.
        raise ConfigError("scenario leaders: the leader pile is the leader drafting variant's (leader_draft)")
    if "schematics" in given and not uses_buildings(config.modules):
        raise ConfigError("scenario schematics: the schematics pile needs HQ module 2 or Recon module 3")
    if config.players == SOLO and "opponents" in given:
        _given_opponents(state, pool, given["opponents"])
    if "junkyard" in given:
        state.junkyard = _pile(pool, given["junkyard"], "junkyard")
    if "schematics" in given:
        state.schematics = _pile(pool, given["schematics"], "schematics", _schematic_card)
    if "contested" in given:
        # Never a leader, building or gang; another tribe card is accepted as a rule test's
        # filler (a junk that no skirmish turns into a contested resource's points).
        state.contested = _pile(pool, given["contested"], "contested")
        if not state.contested:
            # [000:170]: once the contested pile is depleted the game is over; a table
            # that starts so would be a finished game, not a position to play.
            raise ConfigError("scenario contested: the pile is empty, and the game ends when it is: give a card")

    if config.players == SOLO and "opponents" not in given:
        # Before the market and junkyard: their rifles and thugs join the opponents (V-8).
        _solo_opponents(state, pool)
    stacks = components.market(config, state.rng)
    market_given: Mapping[str, Any] = given.get("market", {})  # null is no object: refused below
    if not isinstance(market_given, Mapping):
        raise ConfigError("scenario market: expected an object of kind id -> count")
    for kind_id, count in market_given.items():
        if kind_id not in stacks:
            raise ConfigError(f"scenario market: {quote(kind_id)} is not a mercenary stack of this game")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ConfigError(f"scenario market: {kind_id} count must be a non-negative integer, got {_given(count)}")
        state.market[kind_id] = pool.take(kind_id, count, f"market {kind_id}")
    for kind_id in stacks:
        if kind_id not in state.market:
            state.market[kind_id] = pool.take_all(kind_id)
    state.market = {k: state.market[k] for k in stacks}
    for kind_id in components.gang_kinds(config) if config.players != SOLO else ():
        # RULINGS V-7: gangs are not used in the solo game.
        state.gangs.extend(pool.take_all(kind_id))

    if "junkyard" not in given:
        for kind_id, card in CATALOGUE.items():
            if not components.in_junkyard(config, kind_id) or kind_id not in pool.by_kind:
                continue
            cards = pool.take_all(kind_id)
            if state.seats == 2 and card.box is Box.BASE:
                # RULINGS V-1: remove two of each base junkyard kind; they go back in the box.
                cut, cards = cards[:TWO_PLAYER_JUNKYARD_CUT], cards[TWO_PLAYER_JUNKYARD_CUT:]
                pool.by_kind[kind_id] = cut
            elif config.junkyard_plus_two and card.box is not Box.BASE:
                # RULINGS X-31: the suggested mix [003:51], 2 of each; the rest stay in the box.
                cards, pool.by_kind[kind_id] = cards[:JUNKYARD_RECIPE_COPIES], cards[JUNKYARD_RECIPE_COPIES:]
            state.junkyard.extend(cards)
        state.rng.shuffle(state.junkyard)

    if uses_buildings(config.modules) and "schematics" not in given:
        # [000:572]: the buildings, shuffled face down, form the schematics pile.
        for kind_id in components.schematic_kinds(config):
            state.schematics.extend(pool.take_all(kind_id))
        state.rng.shuffle(state.schematics)

    if config.players == SOLO or "contested" in given:
        return  # a given pile is placed above; RULINGS V-8: none in the solo game.
    kinds = components.contested_kinds(config)
    if Module.RECON4 in config.modules and config.contested_one_each:
        # [003:222]: the alternate, one copy of each of the 14 kinds.
        state.contested = [pool.take(k, 1, "contested")[0] for k in kinds]
    else:
        state.contested = [c for k in kinds for c in pool.take_all(k)]
    state.rng.shuffle(state.contested)
    if Module.RECON4 in config.modules:
        # RULINGS V-9: 14 of them are the game's timer; the rest leave the game.
        keep = len(state.contested) - components.CONTESTED_COUNT
        for unused in state.contested[:keep]:
            pool.by_kind.setdefault(state.kinds[unused], []).append(unused)
        state.contested = state.contested[keep:]


def _given_opponents(state: GameState, pool: _Pool, forces: Any) -> None:
    """The solo opponent forces a scenario names, each a non-empty list of card kinds."""
    if not isinstance(forces, list | tuple) or not 1 <= len(forces) <= len(components.SOLO_FORCE_SIZES):
        raise ConfigError(f"scenario opponents: expected a list of 1-{len(components.SOLO_FORCE_SIZES)} forces")
    for index, force in enumerate(forces):
        # A force holds a tribe's cards: contested resources, rifles and thugs [003:318], and
        # the mercenaries a harder game adds [003:353]; never a leader, building or gang.
        where = f"opponents force {index + 1}"
        if not isinstance(force, list | tuple) or not force:
            raise ConfigError(f"scenario {where}: expected a non-empty list of card kinds")
        state.opponents.append(_pile(pool, force, where))


def _solo_opponents(state: GameState, pool: _Pool) -> None:
    """The solo game's seven face-down opponent forces [003:316-325]: every contested
    resource with 2 rifles and 2 thugs, shuffled and split 3, 4, 4, 5, 5, 5, 6. A harder game
    [003:353] adds its mercenaries (from the box, or their market stack, which is built after
    and so holds fewer, as the thugs' does, V-8) and leaves its tribal families in the box, out
    of the game; the forces are sized by :func:`components.solo_force_sizes`."""
    config = state.config
    cards = [c for k in components.contested_kinds(config) for c in pool.take_all(k)]
    # The removed families, the largest first, stay in the box: out of the game, and which ones
    # is public (the config says it), so the box hides nothing.
    out = Counter(SOLO_FAMILIES[: config.solo_families_removed])
    if out:
        kept = []
        for card in cards:
            kind_id = state.kinds[card]
            if out[kind_id]:
                out[kind_id] -= 1
                pool.by_kind.setdefault(kind_id, []).append(card)
            else:
                kept.append(card)
        cards = kept
    for kind_id, count in components.SOLO_EXTRAS:
        cards += pool.take(kind_id, count, "solo opponents")
    for kind_id, count in Counter(config.solo_added).items():
        cards += pool.take(kind_id, count, "solo opponents")
    state.rng.shuffle(cards)
    for size in components.solo_force_sizes(config):
        state.opponents.append(cards[-size:])
        del cards[-size:]


def _given(value: object) -> str:
    """A wrong value as the file gave it, in JSON's spelling: ``"3"`` for text, ``3`` for a
    number, ``true`` (a scenario holds only JSON's values, GameConfig checks)."""
    return json.dumps(value, default=dict)[:20]  # a frozen scenario's objects are read-only mappings


def _keys(unknown: set[str]) -> str:
    """Unknown keys for a message, each cut short: a message is cut at its end, and a very
    long key would cut off the list of the known keys that follows it."""
    return f"[{', '.join(quote(key) for key in sorted(unknown))}]"


def _scenario_setup(state: GameState, pool: _Pool, scenario: Mapping[str, Any]) -> None:
    unknown = set(scenario) - _SCENARIO_KEYS
    if unknown:
        raise ConfigError(f"scenario: unknown keys {_keys(unknown)}; known: {sorted(_SCENARIO_KEYS)}")
    round_number = scenario.get("round", 1)
    last_round = _last_round(state)
    limit = "" if last_round is None else f" up to {last_round} (a game of this setup ends by then)"
    if (
        isinstance(round_number, bool)
        or not isinstance(round_number, int)
        or round_number < 1
        or (last_round is not None and round_number > last_round)
    ):
        raise ConfigError(f"scenario round must be a positive integer{limit}, got {_given(round_number)}")
    initiator = scenario.get("initiator", 0)
    if isinstance(initiator, bool) or not isinstance(initiator, int) or not 0 <= initiator < state.seats:
        raise ConfigError(f"scenario initiator must be a seat 0-{state.seats - 1}, got {_given(initiator)}")
    players = scenario.get("players", [])
    if not isinstance(players, list | tuple) or len(players) > state.seats:
        seats = "1 player" if state.seats == 1 else f"{state.seats} players"
        given_count = f" ({len(players)} given)" if isinstance(players, list | tuple) else ""
        raise ConfigError(f"scenario players: expected a list of at most {seats}, one per seat{given_count}")
    state.round = round_number
    state.initiator = initiator
    for seat, given in enumerate(players):
        if not isinstance(given, Mapping):
            raise ConfigError(f"scenario player {seat}: expected an object")
        extra = set(given) - _PLAYER_KEYS
        if extra:
            raise ConfigError(f"scenario player {seat}: unknown keys {_keys(extra)}; known: {sorted(_PLAYER_KEYS)}")
        player = state.players[seat]
        player.hand = _pile(pool, given.get("hand", []), f"player {seat}'s hand")
        if len(player.hand) > SCENARIO_HAND_MAX:
            raise ConfigError(
                f"scenario player {seat}'s hand: {len(player.hand)} cards; a hand in play never "
                f"holds more than {SCENARIO_HAND_MAX}"
            )
        player.hand.reverse()
        player.deck = _pile(pool, given.get("deck", []), f"player {seat}'s deck")
        player.discard = _pile(pool, given.get("discard", []), f"player {seat}'s discard")
        given_buildings = given.get("buildings", [])
        if not isinstance(given_buildings, list | tuple):
            raise ConfigError(f"scenario player {seat}'s buildings: expected a list of buildings")
        for index, building in enumerate(given_buildings):
            player.buildings.append(_scenario_building(state, pool, seat, index, building))
        if "leader" in given:
            if Module.HQ3 not in state.config.modules:
                raise ConfigError(f"scenario player {seat}: leaders need HQ module 3")
            kind_id = given["leader"]
            if not isinstance(kind_id, str):
                raise ConfigError(f"scenario player {seat}'s leader: expected one leader's kind id (a string)")
            _known(kind_id, f"player {seat}'s leader")
            if Role.LEADER not in CATALOGUE[kind_id].roles:
                raise ConfigError(f"scenario player {seat}'s leader: {kind_id!r} is not a leader")
            player.leader = pool.take(kind_id, 1, f"player {seat}'s leader")[0]
        player.wounded = _wounded(state, seat, given)
    _build_shared(state, pool, scenario)


def _wounded(state: GameState, seat: int, given: Mapping[str, Any]) -> bool:
    """Whether a player's given leader starts wounded: a sniper team wounds a leader, who gives
    nothing until a med heals him [000:691], RULINGS L-12, L-13. Without Dirty Deeds nothing
    wounds or heals one: set up as given, with a warning, as a disabled building is."""
    wounded = given.get("wounded", False)
    if not isinstance(wounded, bool):
        raise ConfigError(f"scenario player {seat}'s wounded: must be true or false, got {_given(wounded)}")
    if wounded and "leader" not in given:
        raise ConfigError(f"scenario player {seat}'s wounded: only a leader is wounded: give her 'leader'")
    if wounded and Module.HQ4 not in state.config.modules:
        _doubt(f"player {seat}'s leader: 'wounded' without HQ module 4 (Dirty Deeds), where nothing heals a leader")
    return bool(wounded)


def _scenario_building(state: GameState, pool: _Pool, seat: int, index: int, given: Any) -> Building:
    """A building given as ``{"building": "bunker", "timer": [...], "stored": [...]}``; it was
    started the round before the scenario's. A building the rules could not reach is set up as
    given with a :class:`ScenarioWarning` (a rule test may want it so): a timer longer than its
    build time, cards stored under a timer, of another type or beyond its capacity (RULINGS
    H-7), disabled without Dirty Deeds or before it is complete (H-11)."""
    where = f"player {seat}'s building {index}"
    if not uses_buildings(state.config.modules):
        raise ConfigError(f"scenario {where}: buildings need HQ module 2 (or Recon module 3)")
    if not isinstance(given, Mapping) or "building" not in given:
        raise ConfigError(f"scenario {where}: expected an object with a 'building' kind id")
    extra = set(given) - _BUILDING_KEYS
    if extra:
        raise ConfigError(f"scenario {where}: unknown keys {_keys(extra)}; known: {sorted(_BUILDING_KEYS)}")
    kind_id = given["building"]
    if not isinstance(kind_id, str):
        raise ConfigError(f"scenario {where}: 'building' must be a building's kind id (a string)")
    _known(kind_id, where)
    kind = CATALOGUE[kind_id]
    if Role.SCHEMATIC not in kind.roles:
        raise ConfigError(f"scenario {where}: {kind_id!r} is not a building")
    card = pool.take(kind_id, 1, where)[0]
    where = f"{where} ({kind_id})"
    # RULINGS ED-11, H-3: the timer is drawn from the builder's own deck, build-time cards.
    timer = _pile(pool, given.get("timer", []), f"{where} timer")
    build_time = kind.build_time or 0
    if len(timer) > build_time:
        _doubt(
            f"{where} timer: {len(timer)} cards, but {a_kind(kind_id)} is built in {build_time}: "
            f"its timer never holds more than {build_time}"
        )
    building = Building(card, state.round - 1, timer)
    building.stored = _pile(pool, given.get("stored", []), f"{where} stored")
    for stored_kind in dict.fromkeys(given.get("stored", [])):
        why = _not_stored(kind_id, stored_kind)
        if why is not None:
            _doubt(f"{where} stored: {stored_kind} would not be stored there: {why}")
    capacity = kind.capacity or 0  # RULINGS H-6, H-7: each building holds its own capacity
    if kind.stores is not None and len(building.stored) > capacity:  # one that stores nothing said so
        _doubt(f"{where} stored: {len(building.stored)} cards, but {a_kind(kind_id)} stores at most {capacity}")
    if building.stored and not building.complete:
        # RULINGS H-7: storage needs the building complete; nothing is stored under a timer.
        _doubt(f"{where} stored: nothing is stored under a building still under construction (its timer is not empty)")
    disabled = given.get("disabled", False)
    if not isinstance(disabled, bool):
        raise ConfigError(f"scenario {where}: 'disabled' must be true or false, got {_given(disabled)}")
    if disabled and Module.HQ4 not in state.config.modules:
        # [000:678-691]: only Dirty Deeds' saboteur disables a building.
        _doubt(f"{where}: 'disabled' without HQ module 4 (Dirty Deeds), where nothing repairs a building")
    if disabled and not building.complete:
        # RULINGS H-11: a saboteur disables completed buildings only.
        _doubt(f"{where}: only a completed building is disabled by a saboteur (its timer is not empty)")
    building.disabled = disabled
    return building
