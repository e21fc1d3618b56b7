"""Legal-action counts at fixed stacked tables (python-chess's perft habit): for each table,
``perft(1)``, the number of legal actions at its first decision, and ``perft(2)``, the number
of positions two decisions on (for every first action, the legal actions of whoever decides
next), with that breakdown per first action ("divide"), so that a changed count shows which
action it came from.

The tables cover the base game, HQ modules 1-4, Recon modules 1-5, the solo game and leader
drafting. ``perft.txt`` beside this file holds the counts; ``python tests/golden/make_golden.py``
writes it again with the playthroughs, and tests/test_perft.py checks it and verifies three of
the counts by hand from the rules.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

import scavengers as sc
from scavengers.engine.core.config import hq_modules

PERFT_FILE = Path(__file__).parent / "perft.txt"

BASE_MARKET = ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs")
"""The base game's eight stacks: with Recon the market is named, so that it never depends on the
seed's draw (X-33)."""


class PerftTable(NamedTuple):
    """A stacked table to count from: its name, what it shows in words, and its config."""

    name: str
    about: str
    config: sc.GameConfig


def _table(
    name: str,
    about: str,
    players: list[dict[str, Any]],
    *,
    modules: frozenset[str] = frozenset(),
    market: tuple[str, ...] | None = None,
    variants: frozenset[str] = frozenset(),
    **scenario: Any,
) -> PerftTable:
    config = sc.GameConfig(
        players=len(players),
        seed=1,
        modules=modules,
        market=market,
        variants=variants,
        scenario={"round": 1, "initiator": 0, "players": players, **scenario},
    )
    return PerftTable(name, about, config)


def _recon(*modules: int) -> frozenset[str]:
    return frozenset(f"recon{m}" for m in modules)


TABLES: tuple[PerftTable, ...] = (
    _table(
        "base",
        "base game, 3 players: every standard action; a sniper team and a saboteur to answer",
        [
            {"hand": ["brawler", "shovel", "refugee", "scavenger", "pills"]},
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["saboteur"]},
        ],
    ),
    _table(
        "hq1",
        "HQ module 1: a medic draws or pays a med, rifle and toolkit; a medic across the table saves",
        [
            {"hand": ["medic", "scavenger", "rifle", "toolkit", "medkit"]},
            {"hand": ["sniper_team"]},
            {"hand": ["medic"]},
        ],
        modules=hq_modules(1),
    ),
    _table(
        "hq2",
        "HQ module 2: an engineer builds or digs the schematics, work on a bunker, a pharmacy stores",
        [
            {
                "hand": ["engineer", "scavenger", "toolkit", "pills", "refugee"],
                "buildings": [{"building": "bunker", "timer": ["junk", "net"]}, {"building": "pharmacy"}],
            },
            {"hand": ["saboteur"]},
            {},
        ],
        modules=hq_modules(2),
        round=2,
        schematics=["armory", "hydroponic_gardens", "pharmacy"],
    ),
    _table(
        "hq3",
        "HQ module 3, round 3: the Excavator lets refugees dig",
        [
            {"hand": ["scavenger", "refugee", "refugee", "spear", "brawler"], "leader": "leader_excavator"},
            {"hand": ["sniper_team"], "leader": "leader_organizer"},
            {"leader": "leader_butcher"},
        ],
        modules=hq_modules(3),
        round=3,
    ),
    _table(
        "hq4",
        "HQ module 4, round 3: dirty deeds on the leaders and buildings across the table",
        [
            {"hand": ["saboteur", "sniper_team", "scavenger", "pills", "brawler"], "leader": "leader_ranger"},
            {"hand": ["medic"], "leader": "leader_mentor", "buildings": [{"building": "bunker"}]},
            {"leader": "leader_gangster", "buildings": [{"building": "armory", "timer": ["junk"]}]},
        ],
        modules=hq_modules(4),
        round=3,
    ),
    _table(
        "recon1",
        "Recon module 1, round 3: a spy, a scouting refugee, binoculars",
        [
            {"hand": ["spy", "scouting_refugee", "binoculars", "scavenger", "refugee"]},
            {"hand": ["scouting_refugee"]},
            {},
        ],
        modules=_recon(1),
        market=(*BASE_MARKET, "spy"),
        round=3,
    ),
    _table(
        "recon2",
        "Recon module 2: assassin, rogue, provocateur and guard in hand; a guard and a sniper across",
        [
            {"hand": ["assassin", "rogue", "provocateur", "guard", "pills"]},
            {"hand": ["guard", "sniper_team"]},
            {"hand": ["assassin"]},
        ],
        modules=_recon(2),
        market=(
            "scavenger",
            "brawler",
            "hunter",
            "saboteur",
            "scout",
            "sniper_team",
            "assassin",
            "provocateur",
            "rogue",
            "guard",
        ),
    ),
    _table(
        "recon3",
        "Recon module 3, round 2: courier, drill sergeant, tinker, hardy scavenger, scrappers, a scout tower",
        [
            {
                "hand": ["courier", "drill_sergeant", "tinker", "hardy_scavenger", "scrappers"],
                "buildings": [{"building": "scout_tower"}],
            },
            {},
            {},
        ],
        modules=_recon(3),
        market=(
            "scavenger",
            "brawler",
            "hunter",
            "scout",
            "sniper_team",
            "engineer",
            "courier",
            "drill_sergeant",
            "scrappers",
            "tinker",
        ),
        round=2,
    ),
    _table(
        "recon4",
        "Recon module 4: cargo sled, demolition team, combat medics, tribal hunters",
        [
            {"hand": ["cargo_sled", "demolition_team", "combat_medics", "tribal_hunters_3", "scavenger"]},
            {"hand": ["sniper_team"]},
            {},
        ],
        modules=_recon(4),
        market=BASE_MARKET,
    ),
    _table(
        "recon5",
        "Recon module 5 with HQ module 3: the Swindler's refugees, a map; the Yardmaster across",
        [
            {"hand": ["map", "refugee", "refugee", "scavenger", "hunter"], "leader": "leader_swindler"},
            {"leader": "leader_yardmaster"},
            {"leader": "leader_butcher"},
        ],
        modules=_recon(5) | hq_modules(3),
        market=(*BASE_MARKET, "medic", "engineer"),
    ),
    _table(
        "solo",
        "the solo game: three opponent forces",
        [{"hand": ["brawler", "spear", "scavenger", "refugee", "shovel"]}],
        opponents=[["thugs"], ["grenade", "rifle"], ["refugee"]],
    ),
    _table(
        "leader_draft",
        "leader drafting (HQ module 3): hydroponic gardens' food bribes leaders from the face-down pile",
        [
            {
                "hand": ["scavenger", "hunter", "pills", "medkit", "spear"],
                "buildings": [{"building": "hydroponic_gardens"}],
            },
            {"hand": ["brawler"]},
        ],
        modules=hq_modules(3),
        variants=frozenset({sc.Variant.LEADER_DRAFT}),
    ),
)
"""A dozen stacked tables: the base game, HQ 1-4, Recon 1-5, the solo game, leader drafting."""


def perft(game: sc.Game, depth: int) -> int:
    """The number of decision sequences ``depth`` long from here (the seat that decides first
    among ``to_act`` decides; a finished game ends a sequence early and counts 0)."""
    if depth == 0:
        return 1
    if game.over:
        return 0
    seat = game.to_act[0]
    legal = game.legal_actions(seat)
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = game.clone()
        child.apply(seat, action)
        total += perft(child, depth - 1)
    return total


def divide(game: sc.Game) -> list[tuple[str, int]]:
    """Each legal action of the first decision with ``perft(1)`` of the position it leads to."""
    seat = game.to_act[0]
    counts = []
    for action in game.legal_actions(seat):
        child = game.clone()
        child.apply(seat, action)
        counts.append((str(action), perft(child, 1)))
    return counts


def section(table: PerftTable) -> str:
    """The table's counts as ``perft.txt`` holds them: ``name: perft(1) N, perft(2) M``, what
    it shows, then one line per first action with the legal actions after it."""
    game = sc.Game.new(table.config)
    split = divide(game)
    lines = [f"{table.name}: perft(1) {len(split)}, perft(2) {sum(n for _, n in split)}", f"  # {table.about}"]
    lines.extend(f"  {action}: {count}" for action, count in split)
    return "\n".join(lines) + "\n"


def sections(text: str) -> dict[str, str]:
    """``perft.txt``'s sections by table name."""
    return {part.split(":", 1)[0]: part.strip("\n") + "\n" for part in text.split("\n\n") if part.strip()}


def perft_text() -> str:
    """The whole of ``perft.txt``: one section per table, a blank line between."""
    return "\n".join(section(table) for table in TABLES)
