"""The typed, frozen configuration of a game."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from scavengers.cards import CATALOGUE, Box, Skill
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
SOLO_SNIPERS = frozenset({"sniper_team", "assassin"})
"""The mercenaries with a snipe a harder solo game may add to the opponents [003:353]."""
FAMILY_PREFIX = "tribe_family_"
SOLO_FAMILIES: tuple[str, ...] = tuple(
    kind_id
    for kind_id in sorted((k for k in CATALOGUE if k.startswith(FAMILY_PREFIX)), key=lambda k: -CATALOGUE[k].people)
    for _ in range(CATALOGUE[kind_id].count)
)
"""The tribal families a harder solo game takes out of the opponents, in the order they go:
the largest first, a fixed order everyone knows (docs/variants.md) [003:353]."""


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
    every copy in the box: the Recon rulebook's suggested mix [003:51] (RULINGS X-31);
    ``solo_added`` and ``solo_families_removed`` make the solo game harder [003:353] (the solo
    game only; docs/variants.md).
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
    solo_added: tuple[str, ...] = ()
    """The solo game's difficulty [003:353]: mercenary kind ids (repeats allowed) shuffled into
    the opponent forces, each one with a fight value or a snipe, taken from the box (from its
    market stack where it is one); kept sorted, as the order they are named in changes nothing."""
    solo_families_removed: int = 0
    """The solo game's difficulty [003:353]: how many tribal families (0-6, the largest first)
    leave the opponents' cards and the game."""

    @property
    def harder_solo(self) -> bool:
        """Whether this is a solo game made harder [003:353]: mercenaries added to the opponent
        forces or families taken out (its bests and words are its own)."""
        return bool(self.solo_added or self.solo_families_removed)

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
        # An option of a module that is not played would change nothing, silently ([003:222],
        # [003:267]).
        if self.contested_one_each and Module.RECON4 not in self.modules:
            raise ConfigError(
                "contested_one_each takes one of each of Recon module 4's contested resources: it needs recon4"
            )
        if self.refugees_for_hire and Module.RECON5 not in self.modules:
            raise ConfigError(
                "refugees_for_hire offers refugees in place of Recon module 5's scouting refugees: it needs recon5"
            )
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
        if self.players == SOLO and self.refugees_for_hire:
            # RULINGS V-7: no gangs in the solo game, so no Humanitarians and no refugee stack
            # of theirs [003:263].
            raise ConfigError(
                "refugees_for_hire is the Humanitarians' stack, and the solo game has no gangs: it does not apply to it"
            )
        if self.players == SOLO and not SOLO_PLAYABLE:
            raise ConfigError("the solo game is not playable yet")
        if self.scenario is not None:
            if not isinstance(self.scenario, Mapping):
                raise ConfigError("scenario must be a mapping (a JSON object)")
            # A deep, frozen copy: the caller may go on editing her dict (issue 8).
            object.__setattr__(self, "scenario", _frozen(self.scenario, "scenario", 0))
        self._check_solo_difficulty()

    def _check_solo_difficulty(self) -> None:
        """``solo_added`` and ``solo_families_removed``: a harder solo game [003:353]."""
        added = self.solo_added
        if isinstance(added, str | bytes | Mapping) or not isinstance(added, Iterable):
            raise ConfigError(f"solo_added must be a list of mercenary kind ids, got {_short(added)}")
        added = tuple(added)
        if not all(isinstance(k, str) for k in added):
            raise ConfigError("solo_added must be a list of mercenary kind ids (strings)")
        # Kept sorted: the difficulty is which cards are added, not the order they were named in
        # (a set's order even changes from one process to the next), so the same difficulty and
        # seed are the same config and deal the same forces, as its best is kept (records).
        object.__setattr__(self, "solo_added", tuple(sorted(added)))
        removed = self.solo_families_removed
        if isinstance(removed, bool) or not isinstance(removed, int):
            raise ConfigError(f"solo_families_removed must be an integer, got {_short(removed)}")
        if not 0 <= removed <= len(SOLO_FAMILIES):
            raise ConfigError(f"solo_families_removed must be 0-{len(SOLO_FAMILIES)}, got {_short(removed)}")
        if not added and not removed:
            return
        if self.players != SOLO:
            raise ConfigError("solo_added and solo_families_removed make the solo game harder: they need players=1")
        if self.scenario is not None and "opponents" in self.scenario:
            raise ConfigError(
                "the scenario gives the opponent forces as they are: solo_added and solo_families_removed do not apply"
            )
        for kind_id in dict.fromkeys(added):
            why = _not_addable(kind_id, self.modules)
            if why is not None:
                raise ConfigError(f"solo_added: {why}")
        # The copies left in the box and the market once the starting deck and the opponents'
        # 2 thugs (RULINGS V-8) are out: a lazy import, the setup's module imports this one.
        from scavengers.engine.setup.components import solo_spare

        for kind_id, wanted in Counter(added).items():
            spare = solo_spare(self, kind_id)
            if wanted > spare:
                total = CATALOGUE[kind_id].count
                left = (
                    ""
                    if spare == total
                    else f" and {spare} of them can join the opponents (the rest start in the player's deck"
                    " or are the opponents' own)"
                )
                raise ConfigError(f"solo_added: {wanted} {kind_id} asked for, but the game has {total}{left}")

    def __hash__(self) -> int:
        # As the generated hash would be, but the scenario (read-only mappings, which cannot be
        # hashed) counts by its JSON: equal configs hash alike, a stacked one included.
        scenario = None if self.scenario is None else json.dumps(plain_scenario(self.scenario), sort_keys=True)
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
                self.solo_added,
                self.solo_families_removed,
            )
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that :meth:`from_dict` turns back into an equal config. The solo
        game's difficulty only where it is set: a game without it is written as before, which
        a version that does not know the difficulty still reads."""
        written = {
            "players": self.players,
            "seed": self.seed,
            "modules": [str(m) for m in sorted(self.modules)],
            "scenario": None if self.scenario is None else plain_scenario(self.scenario),
            "market": None if self.market is None else list(self.market),
            "contested_one_each": self.contested_one_each,
            "refugees_for_hire": self.refugees_for_hire,
            "junkyard_plus_two": self.junkyard_plus_two,
            "variants": [str(v) for v in sorted(self.variants)],
            "rules": str(self.rules),
        }
        if self.solo_added:
            written["solo_added"] = list(self.solo_added)
        if self.solo_families_removed:
            written["solo_families_removed"] = self.solo_families_removed
        return written

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
        added = data.get("solo_added", ())
        if not isinstance(added, list | tuple):
            raise ConfigError(f"config solo_added must be a list of mercenary kind ids, got {_short(added)}")
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
            # A save from before the solo difficulty has neither: the rulebook's opponents.
            solo_added=tuple(added),
            solo_families_removed=data.get("solo_families_removed", 0),
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
        "solo_added",
        "solo_families_removed",
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


def _not_addable(kind_id: str, modules: frozenset[str]) -> str | None:
    """Why a harder solo game cannot add ``kind_id`` to the opponents, or ``None``: a mercenary
    with a fight value or a snipe [003:353], of the base box, or of the HQ or Recon box with one of
    that expansion's modules on."""
    kind = CATALOGUE.get(kind_id)
    if kind is None:
        return f"unknown card kind {kind_id[:40]!r}"
    if not kind.is_mercenary:
        return f"{kind_id} is not a mercenary: only mercenaries join the opponent forces"
    if Skill.FIGHT not in kind.base and kind_id not in SOLO_SNIPERS:
        return f"{kind_id} has no fight value and no snipe, so it would not make the opponents harder"
    if kind.box is Box.HQ and not any(m in modules for m in HQ_MODULES):
        return f"{kind_id} comes in the HQ box: play with an HQ module to add it"
    if kind.box is Box.RECON and not any(m in modules for m in RECON_MODULES):
        return f"{kind_id} comes in the Recon box: play with a Recon module to add it"
    return None


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
    if isinstance(value, float):  # JSON's 3.0, 1e5, 1e400 or NaN: every scenario number is whole
        if not math.isfinite(value):
            raise ConfigError(f"{where}: {'not a number' if math.isnan(value) else 'the number is too large'}")
        # 3.0 and 1e5 are whole, but a scenario spells its numbers as whole numbers do.
        spelled = " (write it without a decimal point or an exponent: 3, not 3.0 or 3e0)" if value.is_integer() else ""
        raise ConfigError(f"{where}: expected a whole number, got {json.dumps(value)}{spelled}")
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


def plain_scenario(value: Any) -> Any:
    """A scenario value as plain JSON values: its read-only mappings as dicts, its tuples as
    lists (what ``to_dict`` writes, and what a copy or a pickle of a config carries)."""
    if isinstance(value, Mapping):
        return {str(k): plain_scenario(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain_scenario(v) for v in value]
    return value


def hq_modules(level: int) -> frozenset[Module]:
    """The modules of HQ level ``level`` (0: the base game; 4: the whole expansion)."""
    # "2", 2.0 or True is no level: refused in words, as every bad config is, not a TypeError.
    if isinstance(level, bool) or not isinstance(level, int):
        raise ConfigError(f"the HQ level must be a whole number 0-{len(HQ_MODULES)}, got {_short(level)}")
    if not 0 <= level <= len(HQ_MODULES):
        raise ConfigError(f"the HQ level must be 0-{len(HQ_MODULES)}, got {level}")
    return frozenset(HQ_MODULES[:level])


def hq_level(modules: frozenset[str]) -> int:
    """How many HQ modules are on."""
    return sum(1 for m in HQ_MODULES if m in modules)


def recon_modules(numbers: Iterable[int]) -> frozenset[Module]:
    """The Recon modules with these numbers (1-5), e.g. ``recon_modules([1, 3])``."""
    # A text ("12") or a number is no list of numbers, nor is a list of texts, floats or bools.
    if isinstance(numbers, str | bytes) or not isinstance(numbers, Iterable):
        raise ConfigError(f"Recon modules are a list of numbers 1-{len(RECON_MODULES)}, got {_short(numbers)}")
    listed = list(numbers)
    odd = [n for n in listed if isinstance(n, bool) or not isinstance(n, int)]
    if odd:
        raise ConfigError(f"Recon modules are numbered 1-{len(RECON_MODULES)}, got {_short(odd[0])}")
    chosen = set(listed)
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
