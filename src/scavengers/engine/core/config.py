"""The typed, frozen configuration of a game."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from scavengers.cards import CATALOGUE
from scavengers.engine.core.errors import InvalidAction

MIN_PLAYERS = 1
"""One player is the solo game [003:314-349]."""
MAX_PLAYERS = 5
SOLO = 1


class Module(StrEnum):
    """The expansion modules a game may use (compare with plain strings: ``"hq1" in modules``)."""

    HQ1 = "hq1"
    """Medics, rifles and toolkits, the Gearheads and Pharmers [000:534-569]."""
    HQ2 = "hq2"
    """Engineers and buildings, the Masons [000:571-645]."""
    HQ3 = "hq3"
    """Tribal leaders [000:647-674]."""
    HQ4 = "hq4"
    """Dirty Deeds: attacks on buildings and leaders [000:678-691]."""
    RECON1 = "recon1"
    """Spy Hunter: spy, scouting refugee, binoculars [003:53-104]."""
    RECON2 = "recon2"
    """Liars and Thieves: assassin, guard, provocateur, rogue [003:106-152]."""
    RECON3 = "recon3"
    """Expanding the Ranks: courier, drill sergeant, hardy scavenger, scrappers, tinker,
    portable decoys, scout tower [003:155-212]."""
    RECON4 = "recon4"
    """Randomized contested resources: cargo sled, combat medics, demolition team, tear gas,
    tribal hunters [003:214-255]."""
    RECON5 = "recon5"
    """The Kitchen Sink: the Humanitarians, map, the Swindler, the Yardmaster [003:257-286]."""


HQ_MODULES: tuple[Module, ...] = (Module.HQ1, Module.HQ2, Module.HQ3, Module.HQ4)
"""The HQ expansion's modules, cumulative: module N needs modules 1..N-1 [000:534-691]."""
RECON_MODULES: tuple[Module, ...] = (Module.RECON1, Module.RECON2, Module.RECON3, Module.RECON4, Module.RECON5)
"""The Recon expansion's modules, chosen à la carte and combined freely with HQ [003:53-56]."""
KNOWN_MODULES: frozenset[str] = frozenset(Module)
PLAYABLE_MODULES: frozenset[str] = frozenset({*HQ_MODULES, *RECON_MODULES})
"""The modules this engine plays so far; the others are refused rather than half-played."""


class Variant(StrEnum):
    """The optional variants at the end of the Recon rulebook [003:288-312]; the solo game is
    ``players=1`` rather than a variant name."""

    ALTERNATE_REFUGEES = "alternate_refugees"
    """Scouting refugees start in every deck instead of refugees [003:290-296]."""
    ALTERNATE_SCAVENGERS = "alternate_scavengers"
    """Hardy scavengers start instead of scavengers [003:290-296]."""
    ALTERNATE_BRAWLERS = "alternate_brawlers"
    """Guards start instead of brawlers [003:290-296]."""
    LEADER_DRAFT = "leader_draft"
    """Leaders are bribed from a face-down pile with a hire instead of dealt [003:298-312]."""


KNOWN_VARIANTS: frozenset[str] = frozenset(Variant)


class Edition(StrEnum):
    """The rulebook edition a game follows where the two play differently (README)."""

    E2015 = "2015"
    """The 2015 edition, the default."""
    E2012 = "2012"
    """The older edition's rules, for groups who learned them."""


KNOWN_EDITIONS: frozenset[str] = frozenset(Edition)
PLAYABLE_VARIANTS: frozenset[str] = frozenset(
    {Variant.ALTERNATE_REFUGEES, Variant.ALTERNATE_SCAVENGERS, Variant.ALTERNATE_BRAWLERS, Variant.LEADER_DRAFT}
)
PLAYABLE_EDITIONS: frozenset[str] = frozenset({Edition.E2015, Edition.E2012})
SOLO_PLAYABLE = True


class ConfigError(InvalidAction):
    """A game configuration the engine cannot play."""


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What a game is: seat count, seed, expansion modules and an optional stacked table.

    ``scenario`` stacks the table for rule tests, tutorials and bug reports (DESIGN.md): a
    mapping with ``round``, ``initiator``, ``players`` (each ``hand``/``deck``/``discard``, top
    first, by card kind id), ``junkyard``, ``contested`` and ``market`` (kind id -> count).

    ``market`` names the mercenary stacks, in place of the usual ones (with Recon modules: the
    recommended ones and the rest drawn by the seed to make 10, RULINGS X-33): any of the game's
    mercenaries, as many stacks as named, so a test table may have fewer than the rules' 10;
    ``contested_one_each`` takes one of each of the 14 contested resources in Recon module 4
    instead of 14 at random [003:222];
    ``refugees_for_hire`` offers the standard refugees left after the starter decks for hire
    with Recon module 5, at no food, instead of the scouting refugees [003:267];
    ``junkyard_plus_two`` puts 2 copies of each expansion junkyard card in play (toolkit and
    rifle with HQ, binoculars with Recon module 1, map with module 5) into the junkyard instead of
    every copy in the box: the Recon rulebook's suggested mix [003:51] (RULINGS X-31).
    """

    players: int = 4
    seed: int = 0
    modules: frozenset[str] = frozenset()
    """Module names (plain strings or :class:`Module`), kept as :class:`Module` members."""
    scenario: Mapping[str, Any] | None = field(default=None, compare=True)
    market: tuple[str, ...] | None = None
    contested_one_each: bool = False
    refugees_for_hire: bool = False
    junkyard_plus_two: bool = False
    variants: frozenset[str] = frozenset()
    """Variant names (plain strings or :class:`Variant`), kept as :class:`Variant` members."""
    rules: str = Edition.E2015
    """The edition whose rules the game follows where they differ: ``"2015"`` or ``"2012"``."""

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ConfigError(f"players must be an integer, got {_short(self.players)}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(f"players must be {MIN_PLAYERS}-{MAX_PLAYERS}, got {_short(self.players)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError(f"seed must be an integer, got {_short(self.seed)}")
        if not -SEED_LIMIT < self.seed < SEED_LIMIT:
            raise ConfigError(f"seed must be below 2**64 in size, got {_short(self.seed)}")
        modules = _names(self.modules, "module", KNOWN_MODULES)
        object.__setattr__(self, "modules", frozenset(Module(m) for m in modules))
        for index, module in enumerate(HQ_MODULES):
            missing = [m for m in HQ_MODULES[:index] if m not in self.modules]
            if module in self.modules and missing:
                raise ConfigError(
                    f"module {module} builds on {', '.join(missing)}: the HQ modules are cumulative, "
                    f"so {module} is played with {', '.join(HQ_MODULES[: index + 1])}"
                )
        not_yet = sorted(self.modules - PLAYABLE_MODULES)
        if not_yet:
            raise ConfigError(
                f"module {not_yet[0]} is not playable yet; playable modules: {', '.join(sorted(PLAYABLE_MODULES))}"
            )
        if self.market is not None:
            if isinstance(self.market, str | bytes) or not isinstance(self.market, Iterable):
                raise ConfigError(f"market must be a list of mercenary kind ids, got {_short(self.market)}")
            market = tuple(self.market)
            if not all(isinstance(k, str) for k in market):
                raise ConfigError("market must be a list of mercenary kind ids (strings)")
            object.__setattr__(self, "market", market)
        if not isinstance(self.contested_one_each, bool):
            raise ConfigError(f"contested_one_each must be true or false, got {_short(self.contested_one_each)}")
        if not isinstance(self.refugees_for_hire, bool):
            raise ConfigError(f"refugees_for_hire must be true or false, got {_short(self.refugees_for_hire)}")
        if not isinstance(self.junkyard_plus_two, bool):
            raise ConfigError(f"junkyard_plus_two must be true or false, got {_short(self.junkyard_plus_two)}")
        variants = _names(self.variants, "variant", KNOWN_VARIANTS)
        object.__setattr__(self, "variants", frozenset(Variant(v) for v in variants))
        if Variant.LEADER_DRAFT in self.variants and Module.HQ3 not in self.modules:
            raise ConfigError("the leader_draft variant needs the leaders of HQ module 3 (HQ modules 1-3 or more)")
        if not isinstance(self.rules, str) or self.rules not in KNOWN_EDITIONS:
            number = isinstance(self.rules, int) and not isinstance(self.rules, bool)
            kind = " (a number; the edition is a string)" if number else ""
            editions = ", ".join(repr(str(e)) for e in sorted(KNOWN_EDITIONS))
            raise ConfigError(f"rules must be one of {editions}, got {_short(self.rules)}{kind}")
        object.__setattr__(self, "rules", Edition(self.rules))
        not_yet_variants = sorted(self.variants - PLAYABLE_VARIANTS)
        if not_yet_variants:
            raise ConfigError(f"the {not_yet_variants[0]} variant is not playable yet")
        if self.rules not in PLAYABLE_EDITIONS:
            raise ConfigError(f"the {self.rules} rules are not playable yet")
        if self.players == SOLO and self.contested_one_each:
            raise ConfigError(
                "the solo game deals all 28 contested resources into the opponent forces: "
                "contested_one_each does not apply to it"
            )
        if self.players == SOLO and not SOLO_PLAYABLE:
            raise ConfigError("the solo game is not playable yet")
        if self.scenario is not None:
            if not isinstance(self.scenario, Mapping):
                raise ConfigError("scenario must be a mapping (a JSON object)")
            # A deep, frozen copy: the caller may go on editing her dict (issue 8).
            object.__setattr__(self, "scenario", _frozen(self.scenario, "scenario", 0))

    def __hash__(self) -> int:
        # As the generated hash would be, but the scenario (read-only mappings, which cannot be
        # hashed) counts by its JSON: equal configs hash alike, a stacked one included.
        scenario = None if self.scenario is None else json.dumps(_plain(self.scenario), sort_keys=True)
        return hash(
            (
                self.players,
                self.seed,
                self.modules,
                scenario,
                self.market,
                self.contested_one_each,
                self.refugees_for_hire,
                self.junkyard_plus_two,
                self.variants,
                self.rules,
            )
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that :meth:`from_dict` turns back into an equal config."""
        return {
            "players": self.players,
            "seed": self.seed,
            "modules": [str(m) for m in sorted(self.modules)],
            "scenario": None if self.scenario is None else _plain(self.scenario),
            "market": None if self.market is None else list(self.market),
            "contested_one_each": self.contested_one_each,
            "refugees_for_hire": self.refugees_for_hire,
            "junkyard_plus_two": self.junkyard_plus_two,
            "variants": [str(v) for v in sorted(self.variants)],
            "rules": str(self.rules),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameConfig:
        """The config a :meth:`to_dict` result describes. Raises :class:`ConfigError` for
        anything else: a missing or unknown key, or a value of the wrong type."""
        if not isinstance(data, Mapping):
            raise ConfigError(f"a config must be an object, got {_short(data)}")
        missing = sorted(k for k in ("players", "seed") if k not in data)
        if missing:
            raise ConfigError(f"config is missing {', '.join(repr(k) for k in missing)}")
        unknown = sorted(str(k)[:40] for k in data if k not in _CONFIG_KEYS)
        if unknown:
            raise ConfigError(f"config has unknown keys {unknown}; known: {sorted(_CONFIG_KEYS)}")
        modules = data.get("modules", ())
        if not isinstance(modules, list | tuple | set | frozenset) or not all(type(m) is str for m in modules):
            raise ConfigError(f"config modules must be a list of module names, got {_short(modules)}")
        market = data.get("market")
        if market is not None and not isinstance(market, list | tuple):
            raise ConfigError(f"config market must be a list of mercenary kind ids, got {_short(market)}")
        variants = data.get("variants", ())
        if not isinstance(variants, list | tuple | set | frozenset) or not all(type(v) is str for v in variants):
            raise ConfigError(f"config variants must be a list of variant names, got {_short(variants)}")
        return cls(
            players=data["players"],
            seed=data["seed"],
            modules=frozenset(modules),
            scenario=data.get("scenario"),
            market=None if market is None else tuple(market),
            contested_one_each=data.get("contested_one_each", False),
            refugees_for_hire=data.get("refugees_for_hire", False),
            junkyard_plus_two=data.get("junkyard_plus_two", False),
            variants=frozenset(variants),
            rules=data.get("rules", Edition.E2015),
        )


_CONFIG_KEYS = frozenset(
    {
        "players",
        "seed",
        "modules",
        "scenario",
        "market",
        "contested_one_each",
        "refugees_for_hire",
        "junkyard_plus_two",
        "variants",
        "rules",
    }
)
SEED_LIMIT = 1 << 64
SCENARIO_DEPTH_MAX = 6
"""A scenario is an object of players, of buildings, of card lists: never deeper than this."""
SCENARIO_ITEMS_MAX = 1000
"""No list or object in a scenario is longer: a game has fewer cards than this."""


def _names(value: object, what: str, known: frozenset[str]) -> list[str]:
    """A set of ``what`` names (modules, variants), each one of ``known``; else the reason."""
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise ConfigError(f"{what}s must be a set of {what} names, got {_short(value)}")
    names = list(value)
    if not all(isinstance(n, str) for n in names):
        raise ConfigError(f"{what}s must be {what} names (strings), got {[_short(n) for n in names][:5]}")
    unknown = set(names) - known
    if unknown:
        shown = sorted(n[:40] for n in unknown)[:5]
        raise ConfigError(f"unknown {what}s {shown}; known {what}s: {', '.join(sorted(known))}")
    return names


def _frozen(value: Any, where: str, depth: int) -> Any:
    """A deep, immutable copy of a scenario value: objects become read-only mappings, lists
    tuples. Only JSON's own values are accepted, nested no deeper than a scenario needs."""
    if depth > SCENARIO_DEPTH_MAX:
        raise ConfigError(f"{where}: nested too deeply for a scenario")
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int):
        if not -SEED_LIMIT < value < SEED_LIMIT:
            raise ConfigError(f"{where}: the number is too large")
        return int(value)
    if isinstance(value, float):  # JSON's 3.0, 1e400 or NaN: every scenario number is whole
        raise ConfigError(f"{where}: expected a whole number, got {json.dumps(value)}")
    if isinstance(value, Mapping | list | tuple) and len(value) > SCENARIO_ITEMS_MAX:
        raise ConfigError(f"{where}: more than {SCENARIO_ITEMS_MAX} entries")
    if isinstance(value, Mapping):
        if not all(type(k) is str for k in value):
            raise ConfigError(f"{where}: keys must be strings")
        return MappingProxyType({k: _frozen(v, f"{where} {k[:40]}", depth + 1) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_frozen(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value))
    raise ConfigError(
        f"{where}: expected objects, lists, strings, whole numbers, true, false or null; got {_short(value)}"
    )


def _short(value: object) -> str:
    """A value for an error message, cut short."""
    text = repr(value) if isinstance(value, str | bool | None) else type(value).__name__
    if isinstance(value, int) and not isinstance(value, bool):
        text = repr(value) if abs(value) < SEED_LIMIT else f"a {value.bit_length()}-bit number"
    return text if len(text) <= 40 else text[:37] + "..."


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def hq_modules(level: int) -> frozenset[Module]:
    """The modules of HQ level ``level`` (0: the base game; 4: the whole expansion)."""
    if not 0 <= level <= len(HQ_MODULES):
        raise ConfigError(f"the HQ level must be 0-{len(HQ_MODULES)}, got {level}")
    return frozenset(HQ_MODULES[:level])


def hq_level(modules: frozenset[str]) -> int:
    """How many HQ modules are on."""
    return sum(1 for m in HQ_MODULES if m in modules)


def recon_modules(numbers: Iterable[int]) -> frozenset[Module]:
    """The Recon modules with these numbers (1-5), e.g. ``recon_modules([1, 3])``."""
    chosen = set(numbers)
    wrong = sorted(n for n in chosen if not 1 <= n <= len(RECON_MODULES))
    if wrong:
        raise ConfigError(f"Recon modules are numbered 1-{len(RECON_MODULES)}, got {wrong}")
    return frozenset(RECON_MODULES[n - 1] for n in chosen)


def uses_buildings(modules: frozenset[str]) -> bool:
    """Whether the schematics pile and the building rules are in play: HQ module 2, or Recon
    module 3, which brings them in (RULINGS X-32)."""
    return Module.HQ2 in modules or Module.RECON3 in modules


def named_kinds(value: Any) -> set[str]:
    """Every card kind id a scenario names, at any depth (as a value or a market key); the
    config has bounded its depth."""
    if isinstance(value, str):
        return {value} if value in CATALOGUE else set()
    if isinstance(value, Mapping):
        named = {k for k in value if isinstance(k, str) and k in CATALOGUE}
        return named.union(*(named_kinds(item) for item in value.values()))
    if isinstance(value, list | tuple):
        return set().union(*(named_kinds(item) for item in value))
    return set()
