"""Which components a game uses: boxes, starter decks, mercenary stacks, junkyard cards,
contested resources, buildings, leaders and gangs, by the modules in play.

The base game and HQ use fixed components [000:93-109, 534-691]. With Recon modules the market
is 10 stacks: the recommended ones of the enabled modules, the rest drawn by the game's seed
from the enabled boxes (RULINGS X-33), unless the config names them; the scouting refugee
stack is an extra one (X-23, X-30); each module's junkyard cards go in (X-31); module 4 draws
14 contested resources of all 28 (V-9); module 3 brings the schematics pile and its buildings
(X-32) and hardy scavengers for the starter scavengers [003:159]. The alternate starting hands
variants put a Recon type in place of a starter type, whatever modules are on, and keep that type
out of the market (RULINGS V-10).
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, Box, Role
from scavengers.engine.core.config import (
    RECON_MODULES,
    SOLO,
    ConfigError,
    GameConfig,
    Module,
    Variant,
    named_kinds,
    uses_buildings,
)
from scavengers.engine.core.rng import Rng

STARTER_DECK: tuple[tuple[str, int], ...] = (
    ("refugee", 4),
    ("scavenger", 3),
    ("brawler", 1),
    ("spear", 1),
    ("shovel", 1),
)
"""Each player's ten starting cards [000:95-103]."""

BASE_MARKET: tuple[str, ...] = (
    "scavenger",
    "brawler",
    "hunter",
    "saboteur",
    "scout",
    "group_leaders",
    "sniper_team",
    "thugs",
)
"""The eight mercenary stacks of the base game, in the rulebook's order [000:107]."""

HQ1_MARKET = ("medic",)
HQ2_MARKET = ("engineer",)
HQ1_JUNKYARD = frozenset({"rifle", "toolkit"})
HQ1_GANGS = ("gang_gearheads", "gang_pharmers")
HQ2_GANGS = ("gang_masons",)

MARKET_SIZE = 10
"""With Recon, the market is 10 mercenary stacks [003:61, 113, 159]."""
RECOMMENDED: dict[Module, tuple[str, ...]] = {
    Module.RECON1: ("spy",),
    Module.RECON2: ("assassin", "provocateur", "rogue", "guard"),
    Module.RECON3: ("courier", "drill_sergeant", "scrappers", "tinker"),
}
"""The stacks each Recon module puts in the market (RULINGS X-33)."""
RECON_JUNKYARD: dict[Module, str] = {Module.RECON1: "binoculars", Module.RECON5: "map"}
"""The junkyard card each Recon module adds, every copy in the box (RULINGS X-31)."""
SCOUTING_REFUGEE = "scouting_refugee"
REFUGEE = "refugee"
HARDY_SCAVENGER = "hardy_scavenger"
HUMANITARIANS = "gang_humanitarians"
RECON5_LEADERS = frozenset({"leader_swindler", "leader_yardmaster"})


ALTERNATE_STARTERS: dict[Variant, tuple[str, str]] = {
    Variant.ALTERNATE_REFUGEES: ("refugee", SCOUTING_REFUGEE),
    Variant.ALTERNATE_SCAVENGERS: ("scavenger", HARDY_SCAVENGER),
    Variant.ALTERNATE_BRAWLERS: ("brawler", "guard"),
}
"""Each alternate starting hands variant: the starter type it replaces, and by what [003:288-296]."""


def substitutes(config: GameConfig) -> dict[str, str]:
    """The starter types the config's variants replace, and their replacements."""
    return {old: new for variant, (old, new) in ALTERNATE_STARTERS.items() if variant in config.variants}


def not_for_hire(config: GameConfig) -> frozenset[str]:
    """The mercenary types that start in every deck by a variant, so are not offered for hire
    [003:296], RULINGS V-10."""
    return frozenset(new for variant, (_, new) in ALTERNATE_STARTERS.items() if variant in config.variants)


def recon_in(config: GameConfig) -> tuple[Module, ...]:
    """The Recon modules a game uses, in order."""
    return tuple(m for m in RECON_MODULES if m in config.modules)


def boxes(config: GameConfig) -> frozenset[Box]:
    """The boxes whose cards a game uses."""
    used = {Box.BASE}
    if Module.HQ1 in config.modules or uses_buildings(config.modules) or config.players == SOLO:
        used.add(Box.HQ)
    if recon_in(config) or not_for_hire(config) or config.players == SOLO:
        # A substituted starter type comes from the Recon box, whatever modules are on; the
        # solo opponents are every contested resource and 2 rifles (RULINGS V-8).
        used.add(Box.RECON)
    return frozenset(used)


def starter_deck(config: GameConfig) -> tuple[tuple[str, int], ...]:
    """Each player's starting cards: Recon module 3 puts hardy scavengers in place of the
    scavengers [003:159], the alternate starting hands variants their types [003:288-296]."""
    swapped = substitutes(config)
    if Module.RECON3 in config.modules:
        swapped.setdefault("scavenger", HARDY_SCAVENGER)
    if not swapped:
        return STARTER_DECK
    return tuple((swapped.get(k, k), n) for k, n in STARTER_DECK)


def _mercenary_pool(config: GameConfig) -> list[str]:
    """The stacks a Recon game's market may draw from (RULINGS X-33), in catalogue order."""
    allowed = set(BASE_MARKET)
    if Module.HQ1 in config.modules:
        allowed.update(HQ1_MARKET)
    if uses_buildings(config.modules):
        allowed.update(HQ2_MARKET)
    for module in recon_in(config):
        allowed.update(RECOMMENDED.get(module, ()))
    allowed -= not_for_hire(config)
    return [k for k in CATALOGUE if k in allowed]


def market(config: GameConfig, rng: Rng) -> tuple[str, ...]:
    """The mercenary stacks of a game, in the order they are laid out.

    Without Recon: the base eight, the medic (HQ module 1) and the engineer (module 2)
    [000:540, 571]. With Recon: the named market, or the recommended stacks of the enabled
    modules and the rest drawn by the seed, 10 in all where the pool holds 10 (X-33; all of
    it where it holds fewer: module 1 alone has 9), and the scouting refugee stack
    as an extra one with module 1 or 5 (X-23, X-30). A type a variant puts in the starting
    decks is never a stack (V-10): with Recon another type fills its place among the 10, and
    module 5's refugee stack is the standard refugees.
    """
    excluded = not_for_hire(config)
    if config.market is not None:
        stacks = _named_market(config)
    elif not recon_in(config):
        stacks = BASE_MARKET
        if Module.HQ1 in config.modules:
            stacks += HQ1_MARKET
        if Module.HQ2 in config.modules:
            stacks += HQ2_MARKET
        return stacks
    else:
        required = [k for m in recon_in(config) for k in RECOMMENDED.get(m, ()) if k not in excluded]
        others = [k for k in _mercenary_pool(config) if k not in required]
        rng.shuffle(others)
        chosen = set(required + others[: max(0, MARKET_SIZE - len(required))])
        stacks = tuple(k for k in CATALOGUE if k in chosen)
    return stacks + _extra_stacks(config, excluded)


def _extra_stacks(config: GameConfig, excluded: frozenset[str]) -> tuple[str, ...]:
    """The refugee stacks laid out beside the mercenary stacks (``excluded``: the kinds not for
    hire, :func:`not_for_hire`)."""
    # The Humanitarians put a stack of refugees out for hire [003:263], the scouting refugees
    # by default (RULINGS X-30). Where they start in every deck (alternate starting hands)
    # they are not for hire (V-10), so the stack is the standard refugees, all 20 of them:
    # "either refugee stack will work" [003:267].
    # The solo game has no gangs (RULINGS V-7): no Humanitarians, no stack of theirs.
    stacks: tuple[str, ...] = ()
    humanitarians = Module.RECON5 in config.modules and config.players != SOLO
    standard = humanitarians and (config.refugees_for_hire or SCOUTING_REFUGEE in excluded)
    scouting = Module.RECON1 in config.modules or (humanitarians and not standard)
    if scouting and SCOUTING_REFUGEE not in excluded:
        stacks += (SCOUTING_REFUGEE,)
    if standard:
        # RULINGS X-30: the refugees left after the starter decks, hired for no food.
        stacks += (REFUGEE,)
    return stacks


def _named_market(config: GameConfig) -> tuple[str, ...]:
    assert config.market is not None
    allowed = set(_mercenary_pool(config)) | set(BASE_MARKET)
    if len(set(config.market)) != len(config.market):
        raise ConfigError(f"market: a stack is named twice in {list(config.market)}")
    for kind_id in config.market:
        if kind_id not in CATALOGUE or not CATALOGUE[kind_id].is_mercenary:
            raise ConfigError(f"market: {kind_id[:40]!r} is not a mercenary")
        if kind_id in not_for_hire(config):
            raise ConfigError(f"market: {kind_id} starts in every deck with this variant, so it is not for hire")
        if kind_id not in allowed:
            modules = ", ".join(sorted(str(module) for module in config.modules)) or "none"
            if kind_id in _extra_stacks(config, not_for_hire(config)):
                # RULINGS: laid out beside the named stacks, never one of them.
                raise ConfigError(
                    f"market: {kind_id} is not one of the stacks to name: with modules {modules}"
                    " it is laid out as a stack of its own beside them"
                )
            raise ConfigError(f"market: {kind_id} is not available with modules {modules}")
    return config.market


def in_junkyard(config: GameConfig, kind_id: str) -> bool:
    """Whether all copies of ``kind_id`` start in the junkyard."""
    card = CATALOGUE[kind_id]
    if Role.JUNKYARD not in card.roles:
        return False
    if card.box is Box.BASE:
        return True
    if card.box is Box.HQ:
        return Module.HQ1 in config.modules and kind_id in HQ1_JUNKYARD
    return any(RECON_JUNKYARD.get(m) == kind_id for m in recon_in(config))


def junkyard_additions(config: GameConfig) -> tuple[str, ...]:
    """The expansion cards added to the junkyard, for the players to see at the start."""
    return tuple(k for k, card in CATALOGUE.items() if card.box is not Box.BASE and in_junkyard(config, k))


def contested_kinds(config: GameConfig) -> tuple[str, ...]:
    """The contested resource kinds the pile is built from: the base game's, or all 28 with
    Recon module 4 [003:214-222] and in the solo game's opponent forces [003:318]."""
    recon4 = Module.RECON4 in config.modules or config.players == SOLO
    return tuple(
        k
        for k, card in CATALOGUE.items()
        if Role.CONTESTED in card.roles and (card.box is Box.BASE or (recon4 and card.box is Box.RECON))
    )


CONTESTED_COUNT = 14
"""Recon module 4 plays 14 of the 28 contested resources (RULINGS V-9)."""


def schematic_kinds(config: GameConfig) -> tuple[str, ...]:
    """The buildings of the schematics pile: HQ's 12, and Recon's 6 with module 3 (X-32)."""
    recon3 = Module.RECON3 in config.modules
    return tuple(
        k
        for k, card in CATALOGUE.items()
        if Role.SCHEMATIC in card.roles and (card.box is Box.HQ or (recon3 and card.box is Box.RECON))
    )


def leader_kinds(config: GameConfig) -> tuple[str, ...]:
    """The leaders dealt with HQ module 3: HQ's ten, and Recon module 5's two [003:276-286]."""
    recon5 = Module.RECON5 in config.modules
    return tuple(
        k
        for k, card in CATALOGUE.items()
        if Role.LEADER in card.roles and (card.box is Box.HQ or (recon5 and k in RECON5_LEADERS))
    )


def gang_kinds(config: GameConfig) -> tuple[str, ...]:
    """The gangs watching this game: Gearheads and Pharmers (HQ module 1), Masons (module 2),
    the Humanitarians (Recon module 5)."""
    gangs: tuple[str, ...] = ()
    if Module.HQ1 in config.modules:
        gangs += HQ1_GANGS
    if Module.HQ2 in config.modules:
        gangs += HQ2_GANGS
    if Module.RECON5 in config.modules:
        gangs += (HUMANITARIANS,)
    return gangs


SOLO_FORCE_SIZES = (3, 4, 4, 5, 5, 5, 6)
"""The seven opponent forces of the solo game [003:320-325]."""
SOLO_EXTRAS = (("rifle", 2), ("thugs", 2))
"""Shuffled into the solo opponents with the 28 contested resources [003:318], RULINGS V-8."""


def solo_spare(config: GameConfig, kind_id: str) -> int:
    """How many ``kind_id`` cards a harder solo game may add to the opponents [003:353]: the
    game's copies less the starting deck's and the opponents' own (the 2 thugs, RULINGS V-8)."""
    in_deck = sum(count for kind, count in starter_deck(config) if kind == kind_id)
    extra = sum(count for kind, count in SOLO_EXTRAS if kind == kind_id)
    return max(0, CATALOGUE[kind_id].count - in_deck - extra)


def solo_force_sizes(config: GameConfig) -> tuple[int, ...]:
    """The sizes of the seven opponent forces: the rulebook's 3, 4, 4, 5, 5, 5, 6 [003:320-325],
    and in a harder game [003:353] each card more on the smallest force (the first of equals),
    each card fewer off the largest (the last of equals), so the forces stay as even as the
    rulebook's and each holds at least 3 cards."""
    sizes = list(SOLO_FORCE_SIZES)
    change = len(config.solo_added) - config.solo_families_removed
    for _ in range(change):
        sizes[sizes.index(min(sizes))] += 1
    for _ in range(-change):
        sizes[len(sizes) - 1 - sizes[::-1].index(max(sizes))] -= 1
    return tuple(sizes)


_PLAYABLE: dict[int, tuple[GameConfig, frozenset[str]]] = {}


def playable_kinds(config: GameConfig) -> frozenset[str]:
    """Every card kind that can be in play in a game of ``config``: the starting decks', every
    stack its market may lay out, the junkyard's, the contested resources' (with Recon module 4
    half of them wait in the box unseen, so each may be in play), the schematics, the leaders,
    the gangs, the solo opponents' extras and what a stacked table places. Public: it reads the
    configuration alone. A kind outside it waits in the box all game (a box joined only for
    another module's cards, docs/scenarios.md)."""
    known = _PLAYABLE.get(id(config))
    if known is not None and known[0] is config:
        return known[1]
    kinds = {kind for kind, _ in starter_deck(config)} | set(BASE_MARKET) | set(_mercenary_pool(config))
    # The refugee stacks: scouting refugees (Recon modules 1, 5), standard ones (module 5, X-30).
    if Module.RECON1 in config.modules or Module.RECON5 in config.modules:
        kinds |= {REFUGEE, SCOUTING_REFUGEE}
    kinds |= {kind for kind in CATALOGUE if in_junkyard(config, kind)}
    kinds |= set(contested_kinds(config)) | set(gang_kinds(config))
    if uses_buildings(config.modules):
        kinds |= set(schematic_kinds(config))
    if Module.HQ3 in config.modules:
        kinds |= set(leader_kinds(config))
    if config.players == SOLO:
        kinds |= {kind for kind, _ in SOLO_EXTRAS} | set(config.solo_added)
    if config.scenario is not None:  # a stacked table's cards, of any box (docs/scenarios.md)
        kinds |= named_kinds(config.scenario)
    found = frozenset(kinds)
    if len(_PLAYABLE) > 256:
        _PLAYABLE.clear()
    _PLAYABLE[id(config)] = (config, found)
    return found
