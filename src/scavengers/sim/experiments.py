"""A balance study's design: the arms it compares, the games each arm plays, and what every
game records beyond its result.

An arm is one way of playing: the study's own game (``reference``), the same game with one
Recon module or variant switched (``toggle:recon2``), the other rules edition, another player
count, leaders pinned to seats, or one seat that may not hire a mercenary kind or build a
building (an ablation). Game ``i`` of every arm has the seed of game ``i`` of the series (from
the study's seed and ``i`` only), so an ablation and the reference play the same deal with the
same bots and differ only where the forbidden choice would have been made.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any, ClassVar, TypeVar

from scavengers.bots.agent import Agent, Determinizer, SearchingAgent, make_agent, run_game
from scavengers.engine import Action, EventType, Game, GameConfig, Verb, View
from scavengers.engine.core.config import PLAYABLE_MODULES, PLAYABLE_VARIANTS, RECON_MODULES, Edition, Module, Variant
from scavengers.sim.tournament import GameRecord, GameSpec, game_seed, record_of, schedule

SECTIONS = ("leaders", "mercenaries", "buildings", "modules", "editions", "position")
"""What a report can answer, in the order it shows them."""
REFERENCE = "reference"
LEADERS_ARM = "leaders"
PLAYER_COUNTS = (2, 3, 4, 5)


@dataclass(frozen=True, slots=True)
class Forbid:
    """What one seat may not do in an ablation: hire a mercenary kind, or build a building
    (keep its schematic after a build)."""

    verb: str
    """``hire`` or ``build``."""
    kind: str

    def allows(self, action: Action) -> bool:
        """Whether ``action`` is still allowed."""
        if self.verb == "hire":
            return not (action.verb is Verb.HIRE and action.subject == self.kind)
        # A building is started by keeping its schematic after a build [000:579].
        return not (action.verb is Verb.KEEP and self.kind in action.cards)


class Forbidding:
    """A bot that never takes the forbidden action: the bot it wraps chooses among the other
    legal actions (all of them, in the rare decision where nothing else is left)."""

    observes: ClassVar[bool] = True

    def __init__(self, inner: Agent, forbid: Forbid) -> None:
        self.inner = inner
        self.forbid = forbid
        self.name = f"{inner.name} (no {forbid.verb} {forbid.kind})"

    def _allowed(self, legal: Sequence[Action]) -> Sequence[Action]:
        allowed = [a for a in legal if self.forbid.allows(a)]
        return allowed or legal

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        return self.inner.choose(view if self.inner.observes else None, self._allowed(legal))

    def search(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> Action:
        allowed = self._allowed(legal)
        if isinstance(self.inner, SearchingAgent):
            return self.inner.search(view, allowed, determinizer)
        return self.inner.choose(view if self.inner.observes else None, allowed)


@dataclass(frozen=True, slots=True)
class StudyOptions:
    """What a study was asked for: its reference game, bots, size and sections."""

    games: int
    seed: int
    players: int
    bots: tuple[str, ...]
    """One name for every seat, or one per seat of the reference game."""
    modules: frozenset[str] = frozenset()
    variants: frozenset[str] = frozenset()
    rules: str = Edition.E2015
    sections: tuple[str, ...] = SECTIONS

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "seed": self.seed,
            "players": self.players,
            "bots": list(self.bots),
            "modules": sorted(str(m) for m in self.modules),
            "variants": sorted(str(v) for v in self.variants),
            "rules": str(self.rules),
            "sections": list(self.sections),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> StudyOptions:
        return cls(
            games=int(data["games"]),
            seed=int(data["seed"]),
            players=int(data["players"]),
            bots=tuple(data["bots"]),
            modules=frozenset(data["modules"]),
            variants=frozenset(data["variants"]),
            rules=str(data["rules"]),
            sections=tuple(data["sections"]),
        )


@dataclass(frozen=True, slots=True)
class Arm:
    """One configuration of the study; its games differ only by their index."""

    name: str
    players: int
    modules: frozenset[str]
    variants: frozenset[str]
    rules: str
    pin_leaders: bool = False
    forbid: Forbid | None = None


@dataclass(frozen=True, slots=True)
class Trial:
    """One game of one arm: its spec, the leaders pinned to its seats, and the seat (the
    first bot named, rotated like the others) that may not take ``forbid``."""

    arm: str
    spec: GameSpec
    leaders: tuple[str, ...] = ()
    forbid: Forbid | None = None
    focal: int | None = None


@dataclass(frozen=True, slots=True)
class TrialRecord:
    """What one game of a study came to: its result, and per seat the leader it played (and
    the two it was dealt, when it chose), the mercenaries it hired, the junkyard cards it dug
    and kept, and the buildings it started and completed. The record of a finished game: it
    holds cards that were hidden in play."""

    arm: str
    game: GameRecord
    focal: int | None
    leaders: tuple[str, ...]
    dealt: tuple[tuple[str, ...], ...]
    market: tuple[str, ...]
    hired: tuple[tuple[str, ...], ...]
    dug: tuple[tuple[str, ...], ...]
    kept: tuple[tuple[str, ...], ...]
    started: tuple[tuple[str, ...], ...]
    completed: tuple[tuple[str, ...], ...]
    deadlocks: int
    placing: tuple[float, ...]
    """1 for the winner, 2 for the next, ...; tied seats share the mean of their places."""

    @property
    def key(self) -> tuple[str, int]:
        return self.arm, self.game.index

    def share(self, seat: int) -> float:
        """The seat's part of the victory: 1, 1/k of a victory shared by k, or 0."""
        winners = self.game.winners
        return 1.0 / len(winners) if seat in winners else 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> TrialRecord:
        """A record from its journal line; ``ValueError`` (or ``KeyError``) for a line of
        another shape (one edited by hand), which must never pass as a game."""
        if not isinstance(data, dict) or not isinstance(data.get("game"), dict):
            raise ValueError("a journal line is an object with the game's record")
        game = data["game"]
        unknown = set(game) - set(GameRecord.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown fields of a game: {', '.join(sorted(map(str, unknown)))}")
        bots = _row(game["bots"], _text)
        seats = len(bots)
        return cls(
            arm=_text(data["arm"]),
            game=GameRecord(
                index=_whole(game["index"]),
                seed=_whole(game["seed"]),
                bots=bots,
                winners=_row(game["winners"], _seat(seats)),
                people=_row(game["people"], _whole, seats),
                contested=_row(game["contested"], _whole, seats),
                cards=_row(game["cards"], _whole, seats),
                rounds=_whole(game["rounds"]),
                first_initiator=_seat(seats)(game["first_initiator"]),
                decisions=_whole(game["decisions"]),
                points=_row(game.get("points", []), _whole),
            ),
            focal=None if data["focal"] is None else _seat(seats)(data["focal"]),
            leaders=_row(data["leaders"], _text, seats),
            dealt=_row(data["dealt"], _texts, seats),
            market=_texts(data["market"]),
            hired=_row(data["hired"], _texts, seats),
            dug=_row(data["dug"], _texts, seats),
            kept=_row(data["kept"], _texts, seats),
            started=_row(data["started"], _texts, seats),
            completed=_row(data["completed"], _texts, seats),
            deadlocks=_whole(data["deadlocks"]),
            placing=_row(data["placing"], _place(seats), seats),
        )


Read = TypeVar("Read")


def _row(value: Any, read: Callable[[Any], Read], count: int | None = None) -> tuple[Read, ...]:
    """A JSON list read item by item (``count`` items, where given)."""
    if not isinstance(value, list) or (count is not None and len(value) != count):
        raise ValueError(f"expected a list of {count if count is not None else 'any number of'} items")
    return tuple(read(item) for item in value)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {str(value)[:20]!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, got {str(value)[:20]!r}")
    return value


def _texts(value: Any) -> tuple[str, ...]:
    return _row(value, _text)


def _seat(seats: int) -> Callable[[Any], int]:
    def read(value: Any) -> int:
        if not 0 <= _whole(value) < seats:
            raise ValueError(f"no seat {value} at a table of {seats}")
        return int(value)

    return read


def _place(seats: int) -> Callable[[Any], float]:
    def read(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float) or not 1 <= value <= seats:
            raise ValueError(f"no place {str(value)[:20]!r} at a table of {seats}")
        return float(value)

    return read


def _nested(lists: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(items) for items in lists)


def lineup(bots: Sequence[str], players: int) -> tuple[str, ...]:
    """One bot per seat of a ``players`` game: one name fills every seat; a line-up of
    another size is repeated seat after seat."""
    return tuple(bots[seat % len(bots)] for seat in range(players))


def reference_config(options: StudyOptions, seed: int = 0) -> GameConfig:
    """The study's own game, with ``seed``."""
    return GameConfig(
        players=options.players,
        seed=seed,
        modules=options.modules,
        variants=options.variants,
        rules=options.rules,
    )


def leaders_in(config: GameConfig) -> tuple[str, ...]:
    """The leaders a game with ``config`` deals from, as the engine lays them out: the
    leader drafting variant's pile is every one of them."""
    drafted = replace(config, variants=config.variants | {Variant.LEADER_DRAFT})
    return tuple(sorted({card.kind for card in Game.new(drafted).zones()["leaders"]}))


def buildings_in(config: GameConfig) -> tuple[str, ...]:
    """The buildings of a game's schematics pile (its make-up is printed in the rulebooks)."""
    return tuple(sorted({card.kind for card in Game.new(config).zones()["schematics"]}))


def market_of(config: GameConfig) -> tuple[str, ...]:
    """The mercenary stacks a game lays out, as everyone sees them."""
    return tuple(kind for kind, _ in Game.new(config).view(None).market)


def toggles(options: StudyOptions) -> list[str]:
    """The Recon modules and variants a study switches, each against the game without it."""
    switched = [str(m) for m in RECON_MODULES if m in PLAYABLE_MODULES]
    for variant in sorted(PLAYABLE_VARIANTS):
        if variant == Variant.LEADER_DRAFT and Module.HQ3 not in options.modules:
            continue  # it needs the leaders of HQ module 3
        switched.append(str(variant))
    return switched


def _toggled(options: StudyOptions, name: str) -> Arm:
    modules, variants = set(options.modules), set(options.variants)
    chosen = modules if name in {str(m) for m in Module} else variants
    chosen.symmetric_difference_update({name})
    return Arm(f"toggle:{name}", options.players, frozenset(modules), frozenset(variants), options.rules)


def other_edition(rules: str) -> str:
    """The rulebook edition a study compares its own with."""
    return str(Edition.E2012 if rules == Edition.E2015 else Edition.E2015)


def applies(options: StudyOptions, section: str) -> bool:
    """Whether a section has something to measure in the study's game."""
    if section == "leaders":
        return Module.HQ3 in options.modules and Variant.LEADER_DRAFT not in options.variants
    if section == "buildings":
        return bool(buildings_in(reference_config(options)))
    return True


def arms(options: StudyOptions) -> list[Arm]:
    """Every arm the study's sections need, the reference first, each once."""
    base = Arm(REFERENCE, options.players, options.modules, options.variants, options.rules)
    found = [base]
    config = reference_config(options)
    for section in options.sections:
        if not applies(options, section):
            continue
        if section == "leaders":
            found.append(replace(base, name=LEADERS_ARM, pin_leaders=True))
        elif section == "mercenaries":
            stacks = sorted({kind for market in markets(options) for kind in market})
            found += [replace(base, name=f"nohire:{k}", forbid=Forbid("hire", k)) for k in stacks]
        elif section == "buildings":
            found += [replace(base, name=f"nobuild:{b}", forbid=Forbid("build", b)) for b in buildings_in(config)]
        elif section == "modules":
            found += [_toggled(options, name) for name in toggles(options)]
        elif section == "editions":
            found.append(
                replace(base, name=f"rules:{other_edition(options.rules)}", rules=other_edition(options.rules))
            )
        elif section == "position":
            for players in PLAYER_COUNTS:
                found.append(replace(base, name=f"players:{players}", players=players))
                if options.modules or options.variants:
                    found.append(
                        Arm(f"players:{players}:base", players, frozenset(), frozenset(), options.rules),
                    )
    unique: dict[str, Arm] = {}
    for arm in found:
        if arm.name == f"players:{options.players}":
            continue  # the reference game itself
        unique.setdefault(arm.name, arm)
    return list(unique.values())


@functools.lru_cache(maxsize=4)
def markets(options: StudyOptions) -> tuple[tuple[str, ...], ...]:
    """The market of each game of the reference arm, in order of index."""
    config = reference_config(options)
    return tuple(market_of(replace(config, seed=game_seed(options.seed, i))) for i in range(options.games))


def trials(options: StudyOptions) -> list[Trial]:
    """Every game of the study, arm by arm, each arm's games in order of index."""
    planned: list[Trial] = []
    for arm in arms(options):
        bots = lineup(options.bots, arm.players)
        specs = schedule(
            arm.players, bots, options.games, options.seed, arm.modules, variants=arm.variants, rules=arm.rules
        )
        if arm.pin_leaders:
            leaders = leaders_in(reference_config(options))
            planned += [Trial(arm.name, s, pinned_leaders(leaders, options.seed, s.index, arm.players)) for s in specs]
        elif arm.forbid is not None:
            for spec in specs:
                if arm.forbid.verb == "hire" and arm.forbid.kind not in markets(options)[spec.index]:
                    continue  # not for hire in this deal: the game would be the reference's
                planned.append(Trial(arm.name, spec, forbid=arm.forbid, focal=spec.index % arm.players))
        else:
            planned += [Trial(arm.name, s) for s in specs]
    return planned


def pinned_leaders(leaders: Sequence[str], seed: int, index: int, players: int) -> tuple[str, ...]:
    """The leaders of game ``index``, seat by seat. The games go in blocks of one game per
    leader; each block takes the leaders in an order of its own (drawn from the study's
    seed), and game ``j`` of a block gives seat ``s`` leader ``j + s`` of that order: in a
    whole block every leader sits once in every seat, beside rivals that change from block
    to block."""
    count = len(leaders)
    block, offset = divmod(index, count)
    order = list(leaders)
    random.Random(f"leaders {seed} {block}").shuffle(order)
    return tuple(order[(offset + seat) % count] for seat in range(players))


def _config(spec: GameSpec) -> GameConfig:
    return GameConfig(
        players=spec.players, seed=spec.seed, modules=spec.modules, variants=spec.variants, rules=spec.rules
    )


def pinned_config(config: GameConfig, leaders: Sequence[str]) -> GameConfig:
    """``config`` with ``leaders[seat]`` leading each seat: the table the engine deals for
    the seed, up to the first round's hands, stacked as a scenario with these leaders (no
    leaders are dealt then, and the others stay in the box)."""
    game = Game.new(config)
    while not any(event.type is EventType.LEADER_REVEALED for event in game.log(None)):
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])  # any leader: the pinned one replaces it
    zones = game.zones()
    players = [
        {
            "hand": [c.kind for c in zones[f"{seat}:hand"]],
            "deck": [c.kind for c in zones[f"{seat}:deck"]],
            "leader": leaders[seat],
        }
        for seat in range(config.players)
    ]
    scenario = {"round": 1, "initiator": game.view(None).initiator, "players": players}
    return replace(config, scenario=scenario)


def play_trial(trial: Trial) -> TrialRecord:
    """Play one game of a study to the end and record it."""
    spec = trial.spec
    config = _config(spec)
    if trial.leaders:
        config = pinned_config(config, trial.leaders)
    game = Game.new(config)
    start = game.view(None)
    agents = [make_agent(name, spec.seed + seat) for seat, name in enumerate(spec.bots)]
    if trial.forbid is not None and trial.focal is not None:
        agents[trial.focal] = Forbidding(agents[trial.focal], trial.forbid)
    decisions = run_game(game, agents)
    return _record(trial, game, record_of(spec, game, start.initiator, decisions), start)


def _record(trial: Trial, game: Game, result: GameRecord, start: View) -> TrialRecord:
    seats = len(result.bots)
    leaders = [""] * seats
    hired: list[list[str]] = [[] for _ in range(seats)]
    started: list[list[str]] = [[] for _ in range(seats)]
    completed: list[list[str]] = [[] for _ in range(seats)]
    deadlocks = 0
    for event in game.log(None):
        if event.seat is None:
            deadlocks += event.type is EventType.DEADLOCK
        elif event.type in (EventType.LEADER_REVEALED, EventType.LEADER_BRIBED) and event.cards:
            leaders[event.seat] = event.cards[0]
        elif event.type is EventType.HIRED:
            hired[event.seat].append(event.text)
        elif event.type is EventType.BUILDING_STARTED:
            started[event.seat].append(event.cards[0])
        elif event.type is EventType.BUILDING_COMPLETED:
            completed[event.seat].append(event.cards[0])
    dug: list[list[str]] = [[] for _ in range(seats)]
    kept: list[list[str]] = [[] for _ in range(seats)]
    dealt: list[tuple[str, ...]] = [() for _ in range(seats)]
    for seat in range(seats):
        for event in game.log(seat):
            # A seat's own junkyard digs and keeps, and leaders dealt: shown to it alone.
            if event.audience is None or event.seat != seat or event.text.startswith("schematics"):
                continue
            if event.type is EventType.LEADERS_DEALT:
                dealt[seat] = event.cards
            elif event.type is EventType.DUG:
                dug[seat] += event.cards
            elif event.type is EventType.KEPT:
                kept[seat] += event.cards
    keys = [(p, c, n) for p, c, n in zip(result.people, result.contested, result.cards, strict=True)]
    placing = tuple(
        1 + sum(other > key for other in keys) + (sum(other == key for other in keys) - 1) / 2 for key in keys
    )
    return TrialRecord(
        arm=trial.arm,
        game=result,
        focal=trial.focal,
        leaders=tuple(leaders),
        dealt=tuple(dealt),
        market=tuple(kind for kind, _ in start.market),
        hired=_nested(hired),
        dug=_nested(dug),
        kept=_nested(kept),
        started=_nested(started),
        completed=_nested(completed),
        deadlocks=deadlocks,
        placing=placing,
    )
