"""Placed cards work whatever modules the game uses (docs/scenarios.md: "A card of a box the
game's modules do not use ... may still be placed: its box joins the game").

Each case plays the same stacked table twice, once with the card's own module and once
without it, through the public API, and asserts the same trace both ways: every decision
asked (kind, seat), the deciding seat's legal actions, every event, and the players' zones.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

Step = Any


def _legal(game: sc.Game, seat: int) -> list[str]:
    # Hires depend on the market, which the modules change: leave them out.
    return sorted(str(a) for a in game.legal_actions(seat) if not str(a).startswith("hire"))


def _event(e: sc.Event) -> tuple[Any, ...]:
    return (e.type.value, e.round, e.seat, e.cards, e.count, e.target, e.values, e.text)


def _ask(game: sc.Game, trace: list[Any]) -> Any:
    d = game.view(None).decision
    if d is None:
        trace.append(("no decision", game.over))
        return None
    # Not View.lone_pass: a module brings other kinds into play than the one card placed (its
    # market stacks), and whether an answer can be at hand rests on those (playable_kinds).
    trace.append(("ask", d.kind, d.seat, d.actor, d.verb, _legal(game, d.seat)))
    return d


def _apply(game: sc.Game, seat: int, text: str, trace: list[Any]) -> bool:
    try:
        events = game.apply(seat, text)
    except sc.IllegalAction as exc:
        trace.append(("refused", seat, text, str(exc).split(": ", 1)[-1]))
        return False
    trace.append(("did", seat, text, [_event(e) for e in events]))
    return True


def play(modules: frozenset[str], scenario: dict[str, Any], script: list[Step]) -> list[Any]:
    """Play ``script`` on the table; returns the trace.

    A step is ``(seat, text)``; ``"*"`` passes every open respond/save window; ``("to", kinds,
    commits)`` ends turns (``end``) and commits (``commits`` by seat, else ``commit none``),
    passing windows, until a decision of a kind not in turn/commit/respond/save is asked."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario=scenario))
    trace: list[Any] = []
    for step in script:
        if step == "*":
            while (d := _ask(game, trace)) is not None and d.kind in ("respond", "save"):
                if not _apply(game, d.seat, "pass", trace):
                    return trace
            continue
        if step[0] == "to":
            commits = step[1]
            start = game.round
            while not game.over and game.round == start:
                d = _ask(game, trace)
                if d is None:
                    break
                if d.kind == "turn":
                    text = "end"
                elif d.kind == "commit":
                    text = commits.get(d.seat, "commit none")
                elif d.kind in ("respond", "save"):
                    text = "pass"
                else:
                    break
                if not _apply(game, d.seat, text, trace):
                    return trace
            continue
        if step[0] == "finish":
            while (d := _ask(game, trace)) is not None and d.kind in ("respond", "save", "skirmish"):
                if not _apply(game, d.seat, "pass", trace):
                    return trace
            continue
        if step[0] == "until":
            _, seat, text = step
            while (d := _ask(game, trace)) is not None and d.seat != seat and d.kind in ("respond", "save", "skirmish"):
                if not _apply(game, d.seat, "pass", trace):
                    return trace
            if d is None or d.seat != seat or not _apply(game, seat, text, trace):
                trace.append(("not asked", seat, text))
                return trace
            continue
        seat, text = step
        d = _ask(game, trace)
        if d is None or d.seat != seat:
            trace.append(("not asked", seat, text))
            return trace
        if not _apply(game, seat, text, trace):
            return trace
    _ask(game, trace)
    zones = game.zones()
    # Order within a zone rests on the seed's shuffles, which the modules change: compare contents.
    players = sorted(
        (k, [c.kind for c in v] if k.endswith(":table") else sorted(c.kind for c in v))
        for k, v in zones.items()
        if k[:1].isdigit()
    )
    trace.append(("zones", players))
    # The piles' order after a round's end rests on the seed's draws, which the modules change.
    trace.append(("piles", sorted(c.kind for c in zones["junkyard"]), sorted(c.kind for c in zones["contested"])))
    trace.append(("seats", [(s.food, s.strength, s.size, s.discard, s.table) for s in game.view(None).seats]))
    trace.append(("knowledge", [game.view(s).knowledge for s in range(3)]))
    return trace


JY = ["junk", "net", "pills", "spear", "medkit", "pickaxe", "junk", "shovel"]
CR = ["grenade", "wolf_pack", "field_crew"]


def table_of_hands(*hands: list[str], **extra: Any) -> dict[str, Any]:
    """A table: seats' hands (and optional per-seat extras), junkyard and contested given."""
    players = [{"hand": h} for h in hands]
    for key, value in extra.pop("seat_extra", {}).items():
        players[key].update(value)
    return {"round": 3, "initiator": 0, "players": players, "junkyard": list(JY), "contested": list(CR), **extra}


F = frozenset
BASE: frozenset[str] = F()
HQ2 = F({"hq1", "hq2"})
HQ3 = F({"hq1", "hq2", "hq3"})
HQ4 = F({"hq1", "hq2", "hq3", "hq4"})
QUIET = [{"leader": "leader_butcher"}, {"leader": "leader_cannibal"}, {"leader": "leader_peacemaker"}]


def table_of_seats(*seats: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A table given seat by seat, junkyard and contested given."""
    return {"round": 3, "initiator": 0, "players": list(seats), "junkyard": list(JY), "contested": list(CR), **extra}


# (id, own modules, other modules, scenario, script, must appear in the own trace)
CASES: list[tuple[str, frozenset[str], frozenset[str], dict[str, Any], list[Step], str]] = [
    # ---- answers and buildings: the acting card's module on both ways ----
    (
        "guard_in_bunker_cancels_snipe",
        HQ2 | {"recon2"},
        HQ2,
        table_of_seats(
            {"hand": ["scout", "brawler"], "buildings": [{"building": "bunker", "stored": ["guard"]}]},
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["refugee"]},
        ),
        [(0, "draw scout"), (1, "snipe 0:scout"), ("until", 0, "retrieve bunker guard"), (0, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_in_bunker_cancels_disarm",
        HQ2 | {"recon2"},
        HQ2,
        table_of_seats(
            {"hand": ["scavenger", "spear"], "buildings": [{"building": "bunker", "stored": ["guard"]}]},
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["refugee"]},
        ),
        [
            (0, "hunt scavenger+spear"),
            (1, "disarm 0:spear"),
            ("until", 0, "retrieve bunker guard"),
            (0, "cancel guard"),
            "*",
        ],
        "cancel",
    ),
    (
        "guard_cancels_spy_on_bunker",
        HQ2 | {"recon1", "recon2"},
        HQ2 | {"recon1"},
        table_of_seats(
            {"hand": ["spy", "brawler"]},
            {"hand": ["guard"], "buildings": [{"building": "bunker", "stored": ["scout", "brawler"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "spy 1:stored-bunker"), ("until", 1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "spy_on_bunker",
        HQ2 | {"recon1"},
        HQ2,
        table_of_seats(
            {"hand": ["spy", "brawler"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["scout", "brawler"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "spy 1:stored-bunker"), "*"],
        "stored-bunker",
    ),
    (
        "spy_on_timer",
        HQ2 | {"recon1"},
        HQ2,
        table_of_seats(
            {"hand": ["spy", "brawler"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "timer": ["junk", "net"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "spy 1:timer-bunker"), "*"],
        "timer-bunker",
    ),
    (
        "guard_cancels_disable",
        HQ4 | {"recon2"},
        HQ4,
        table_of_seats(
            {"hand": ["saboteur", "brawler"], **QUIET[0]},
            {"hand": ["guard"], "buildings": [{"building": "bunker"}], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "disable 1:bunker"), ("until", 1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_cancels_leader_wound",
        HQ4 | {"recon2"},
        HQ4,
        table_of_seats(
            {"hand": ["sniper_team", "brawler"], **QUIET[0]},
            {"hand": ["guard"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "snipe 1:leader_cannibal"), ("until", 1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "combat_medics_save_leader",
        HQ4 | {"recon4"},
        HQ4,
        table_of_seats(
            {"hand": ["sniper_team", "brawler"], **QUIET[0]},
            {"hand": ["combat_medics"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "snipe 1:leader_cannibal"), ("until", 1, "save combat_medics"), "*"],
        "saved",
    ),
    (
        "assassin_wounds_leader",
        HQ4 | {"recon2"},
        HQ4,
        table_of_seats(
            {"hand": ["assassin", "brawler"], **QUIET[0]},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "assassin",
    ),
    (
        "saboteur_disarms_binoculars_not",
        F({"recon1"}),
        BASE,
        table_of_hands(["binoculars", "scavenger", "spear"], ["saboteur", "brawler"], ["refugee"]),
        [(0, "hunt binoculars scavenger+spear"), ("until", 1, "disarm 0:spear"), "*"],
        "disarm",
    ),
    (
        "demolition_team",
        HQ2 | {"recon4"},
        HQ2,
        table_of_seats(
            {"hand": ["demolition_team", "brawler"], "deck": ["net", "pills", "junk"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 6, "buildings": [{"building": "bunker", "timer": ["spear"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "demolish 1:bunker"), "*"],
        "demolish",
    ),
    (
        "demolition_team_vs_guard",
        HQ2 | {"recon4", "recon2"},
        HQ2 | {"recon2"},
        table_of_seats(
            {"hand": ["demolition_team", "brawler"], "deck": ["net", "pills", "junk"]},
            {"hand": ["guard"], "deck": ["refugee"] * 6, "buildings": [{"building": "bunker", "timer": ["spear"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "demolish 1:bunker"), ("until", 1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "tinker_builds",
        HQ2 | {"recon3"},
        HQ2,
        table_of_seats(
            {"hand": ["tinker", "refugee", "brawler"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
            schematics=["bunker", "armory", "pharmacy"],
        ),
        [(0, "build refugee+tinker"), "*"],
        "build",
    ),
    (
        "scrappers_build_bottom",
        HQ2 | {"recon3"},
        HQ2,
        table_of_seats(
            {"hand": ["scrappers", "engineer"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
            schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
        ),
        [(0, "end")],
        "scrappers",
    ),
    (
        "cargo_sled_build",
        HQ2 | {"recon4"},
        HQ2,
        table_of_seats(
            {"hand": ["cargo_sled", "engineer"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
            schematics=["bunker", "armory", "pharmacy"],
        ),
        [(0, "build engineer+cargo_sled"), "*"],
        "build",
    ),
    (
        "scout_tower",
        HQ2 | {"recon3"},
        HQ2,
        table_of_seats(
            {"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "tower junk contested+junkyard"), "*"],
        "tower",
    ),
    (
        "scout_tower_cancelled",
        HQ2 | {"recon3", "recon1"},
        HQ2 | {"recon1"},
        table_of_seats(
            {"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "tower junk contested+junkyard"), ("until", 1, "cancel scouting_refugee"), "*"],
        "cancel",
    ),
    (
        "scout_tower_cancelled_by_placed_scouting_refugee",
        HQ2 | {"recon3", "recon1"},
        HQ2 | {"recon3"},
        table_of_seats(
            {"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "tower junk contested+junkyard"), ("until", 1, "cancel scouting_refugee"), "*"],
        "cancel",
    ),
    (
        "portable_decoys",
        HQ2 | {"recon3"},
        HQ2,
        table_of_seats(
            {"hand": ["brawler", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["refugee"]},
        ),
        [("to", {0: "commit brawler junk junk", 1: "commit brawler refugee"}), ("finish",)],
        "skirmish_totals",
    ),
    (
        "portable_decoys_provocateur",
        HQ2 | {"recon3", "recon2"},
        HQ2 | {"recon2"},
        table_of_seats(
            {"hand": ["provocateur", "junk", "junk", "refugee"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "spear"]},
            {"hand": ["refugee"]},
        ),
        [
            ("to", {0: "commit provocateur junk junk refugee", 1: "commit brawler spear"}),
            ("until", 0, "provoke provocateur"),
            ("finish",),
        ],
        "skirmish_totals",
    ),
    (
        "bunker_stores_placed_cards",
        HQ2 | {"recon2", "recon4"},
        HQ2,
        table_of_seats(
            {"hand": ["guard", "combat_medics", "brawler"], "buildings": [{"building": "bunker"}]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "end")],
        "store bunker",
    ),
    (
        "armory_stores_placed_tools",
        HQ2 | {"recon1", "recon5"},
        HQ2,
        table_of_seats(
            {"hand": ["binoculars", "map", "tear_gas", "cargo_sled"], "buildings": [{"building": "armory"}]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "end")],
        "store armory",
    ),
    (
        "swindler",
        HQ3 | {"recon5"},
        HQ3,
        table_of_seats(
            {"hand": ["refugee", "scavenger"], "leader": "leader_swindler"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
            market={"brawler": 2},
        ),
        [(0, "hunt scavenger"), "*", (0, "lead refugee"), "*", (0, "hire brawler"), "*"],
        "hire",
    ),
    (
        "yardmaster",
        HQ3 | {"recon5"},
        HQ3,
        table_of_seats(
            {"hand": ["scavenger"], "leader": "leader_yardmaster"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "yard"), (0, "yard bottom"), "*"],
        "yardmaster",
    ),
    (
        "yardmaster_in_others_windows",
        HQ3 | {"recon5"},
        HQ3,
        table_of_seats(
            {"hand": ["scout", "brawler"], **QUIET[0]},
            {"hand": ["refugee"], "leader": "leader_yardmaster"},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "draw scout"), "*"],
        "draw",
    ),
    (
        "mentor_with_scouting_refugee",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["scouting_refugee", "scavenger", "shovel"], "leader": "leader_mentor"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "lead",
    ),
    (
        "gangster_and_provocateur",
        HQ3 | {"recon2"},
        HQ3,
        table_of_seats(
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler", "spear"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [
            ("to", {0: "commit provocateur refugee refugee", 1: "commit brawler spear"}),
            ("until", 0, "provoke provocateur"),
            ("finish",),
        ],
        "skirmish_totals",
    ),
    (
        "fanatic_vs_placed_binoculars",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["binoculars", "brawler"], **QUIET[0]},
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["refugee"], **QUIET[2]},
            schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
        ),
        [(0, "scout binoculars"), "*"],
        "binoculars",
    ),
    (
        "fanatic_vs_guard",
        HQ3 | {"recon2"},
        HQ3,
        table_of_seats(
            {"hand": ["scavenger", "spear", "guard"], **QUIET[0]},
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "hunt scavenger+spear"), ("until", 1, "lead refugee 0:spear"), ("until", 0, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "sergeant_at_arms_and_binoculars",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["binoculars", "scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["saboteur", "brawler"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "hunt binoculars scavenger+spear"), "*"],
        "hunt",
    ),
    (
        "ranger_tribal_hunters",
        HQ3 | {"recon4"},
        HQ3,
        table_of_seats(
            {"hand": ["tribal_hunters_3", "refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "hunt tribal_hunters_3"), "*"],
        "hunt",
    ),
    (
        "excavator_scouting_refugee",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["scouting_refugee", "refugee", "shovel"], "leader": "leader_excavator"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "dig",
    ),
    (
        "organizer_courier",
        HQ3 | {"recon3"},
        HQ3,
        table_of_seats(
            {"hand": ["refugee", "courier"], "deck": ["net", "junk", "pills"], "leader": "leader_organizer"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "lead",
    ),
    (
        "pharmacy_stores_and_medic_recon",
        HQ2 | {"recon4"},
        HQ2,
        table_of_seats(
            {"hand": ["combat_medics", "pills"], "buildings": [{"building": "pharmacy"}]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ),
        [(0, "end")],
        "store pharmacy",
    ),
    # ---- more answers across modules ----
    (
        "demolition_team_vs_placed_guard",
        HQ2 | {"recon4", "recon2"},
        HQ2 | {"recon4"},
        table_of_seats(
            {"hand": ["demolition_team", "brawler"], "deck": ["net", "pills", "junk"]},
            {"hand": ["guard"], "deck": ["refugee"] * 6, "buildings": [{"building": "bunker", "timer": ["spear"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "demolish 1:bunker"), ("until", 1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "assassin_vs_placed_medic",
        F({"recon2", "hq1"}),
        F({"recon2"}),
        table_of_hands(["scout", "brawler"], ["assassin", "brawler"], ["medic", "refugee"]),
        [(0, "draw scout"), (1, "snipe assassin 0:scout"), ("until", 2, "save medic"), "*"],
        "saved",
    ),
    (
        "assassin_vs_placed_combat_medics",
        F({"recon2", "recon4"}),
        F({"recon2"}),
        table_of_hands(["scout", "combat_medics"], ["assassin", "brawler"], ["refugee"]),
        [(0, "draw scout"), (1, "snipe assassin 0:scout"), ("until", 0, "save combat_medics"), "*"],
        "saved",
    ),
    (
        "assassin_vs_tribal_hunters_skirmish",
        F({"recon2", "recon4"}),
        BASE,
        table_of_hands(["tribal_hunters_3", "brawler"], ["assassin", "brawler"], ["refugee"]),
        [("to", {0: "commit tribal_hunters_3 brawler", 1: "commit assassin brawler"}), ("finish",)],
        "skirmish_totals",
    ),
    (
        "combat_medics_vs_assassin_skirmish",
        F({"recon2", "recon4"}),
        BASE,
        table_of_hands(["brawler", "combat_medics"], ["assassin", "brawler"], ["refugee"]),
        [
            ("to", {0: "commit brawler combat_medics", 1: "commit assassin brawler"}),
            ("until", 1, "snipe assassin 0:brawler"),
            ("until", 0, "save combat_medics"),
            ("finish",),
        ],
        "saved",
    ),
    (
        "provocateur_vs_tear_gas",
        F({"recon2", "recon4"}),
        F({"recon2"}),
        table_of_hands(["provocateur", "refugee", "refugee", "refugee"], ["tear_gas", "brawler"], ["refugee"]),
        [("to", {0: "commit provocateur refugee refugee refugee", 1: "commit tear_gas brawler"}), ("finish",)],
        "skirmish_totals",
    ),
    (
        "scrappers_cargo_sled",
        F({"recon3", "recon4"}),
        BASE,
        table_of_hands(
            ["scrappers", "cargo_sled"],
            ["refugee"],
            ["refugee"],
            junkyard=["pills", "rifle", "junk", "junk", "net", "medkit"],
        ),
        [(0, "dig scrappers+cargo_sled"), "*", (0, "keep pills rifle"), (0, "top junk junk"), "*"],
        "keep",
    ),
    (
        "scrappers_build_bottom_dig",
        HQ2 | {"recon3"},
        HQ2,
        table_of_seats(
            {"hand": ["scrappers", "engineer"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
            schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
        ),
        [(0, "build bottom engineer scrappers"), "*"],
        "build",
    ),
    (
        "swindler_scouting_refugee",
        HQ3 | {"recon5", "recon1"},
        HQ3 | {"recon5"},
        table_of_seats(
            {"hand": ["refugee", "scouting_refugee", "hunter"], "leader": "leader_swindler"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
            market={"scout": 2},
        ),
        [(0, "hunt hunter"), "*", (0, "lead refugee scouting_refugee"), "*", (0, "hire scout"), "*"],
        "hire",
    ),
    (
        "fanatic_scouting_refugee",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["scavenger", "spear"], **QUIET[0]},
            {"hand": ["scouting_refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "hunt scavenger+spear"), "*"],
        "hunt",
    ),
    (
        "gangster_scouting_refugee",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["scouting_refugee", "brawler"], "leader": "leader_gangster"},
            {"hand": ["brawler", "refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [("to", {0: "commit scouting_refugee brawler", 1: "commit brawler refugee"}), ("finish",)],
        "skirmish_totals",
    ),
    (
        "ranger_scouting_refugee",
        HQ3 | {"recon1"},
        HQ3,
        table_of_seats(
            {"hand": ["scouting_refugee", "spear"], "leader": "leader_ranger"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "turn",
    ),
    (
        "peacemaker_hardy_scavenger",
        HQ3 | {"recon3"},
        HQ3,
        table_of_seats(
            {"hand": ["refugee", "hardy_scavenger"], "leader": "leader_organizer"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "end")],
        "lead",
    ),
    (
        "butcher_removes_placed",
        HQ3 | {"recon2"},
        HQ3,
        table_of_seats(
            {"hand": ["guard", "brawler"], **QUIET[0]},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "lead guard"), "*"],
        "leader_used",
    ),
    (
        "sergeant_hires_saboteur_with_placed_medic",
        HQ3,
        HQ3,
        table_of_seats(
            {"hand": ["medic", "brawler"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["refugee"], **QUIET[1]},
            {"hand": ["refugee"], **QUIET[2]},
        ),
        [(0, "hire saboteur pay medic"), "*"],
        "hire",
    ),
    (
        "combat_medics_in_bunker_saves",
        HQ2 | {"recon4"},
        HQ2,
        table_of_seats(
            {"hand": ["scout", "brawler"], "buildings": [{"building": "bunker", "stored": ["combat_medics"]}]},
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["refugee"]},
        ),
        [
            (0, "draw scout"),
            (1, "snipe 0:scout"),
            ("until", 0, "retrieve bunker combat_medics"),
            (0, "save combat_medics"),
            "*",
        ],
        "saved",
    ),
    (
        "assassin_in_bunker_snipes",
        HQ2 | {"recon2"},
        HQ2,
        table_of_seats(
            {"hand": ["scout", "brawler"]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["assassin"]}]},
            {"hand": ["refugee"]},
        ),
        [(0, "draw scout"), ("until", 1, "retrieve bunker assassin"), (1, "snipe assassin 0:scout"), "*"],
        "sniped",
    ),
    (
        "scouting_refugee_in_bunker_cancels_tower",
        HQ2 | {"recon3", "recon1"},
        HQ2 | {"recon3"},
        table_of_seats(
            {"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}]},
            {"hand": ["refugee"]},
        ),
        [
            (0, "tower junk contested+junkyard"),
            ("until", 1, "retrieve bunker scouting_refugee"),
            (1, "cancel scouting_refugee"),
            "*",
        ],
        "cancel",
    ),
    (
        "empty_handed_bunker_guard_is_asked",
        HQ2 | {"recon2"},
        HQ2,
        table_of_seats(
            {"hand": ["scavenger", "spear"], "buildings": [{"building": "bunker", "stored": ["guard"]}]},
            {"hand": ["saboteur"]},
            {"hand": ["refugee"]},
        ),
        [(0, "hunt scavenger+spear"), (1, "disarm 0:spear"), "*"],
        "disarm",
    ),
    (
        "provocateur_sniped_reverts",
        F({"recon2"}),
        BASE,
        table_of_hands(
            ["provocateur", "refugee", "refugee", "refugee"], ["sniper_team", "brawler", "spear"], ["refugee"]
        ),
        [
            ("to", {0: "commit provocateur refugee refugee refugee", 1: "commit sniper_team brawler spear"}),
            ("until", 0, "provoke provocateur"),
            ("until", 1, "snipe 0:provocateur"),
            ("finish",),
        ],
        "skirmish_totals",
    ),
    (
        "combat_medics_pays_hire",
        F({"recon4"}),
        BASE,
        table_of_hands(["combat_medics", "scavenger", "spear"], ["refugee"], ["refugee"]),
        [(0, "hunt scavenger+spear"), "*", (0, "hire scavenger pay combat_medics"), "*"],
        "hire",
    ),
    # ---- HQ module 1 ----
    (
        "medic_saves_own",
        F({"hq1"}),
        BASE,
        table_of_hands(["scout", "medic"], ["sniper_team", "brawler"], ["refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), (0, "save medic"), "*"],
        "saved",
    ),
    (
        "medic_saves_other",
        F({"hq1"}),
        BASE,
        table_of_hands(["scout", "brawler"], ["sniper_team", "brawler"], ["medic", "refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), "*"],
        "save medic",
    ),
    (
        "medic_saves_other_in_recon",
        F({"hq1", "recon1"}),
        F({"recon1"}),
        table_of_hands(["scout", "brawler"], ["sniper_team", "brawler"], ["medic", "refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), ("until", 2, "save medic"), "*"],
        "save medic",
    ),
    (
        "medic_draws",
        F({"hq1"}),
        BASE,
        table_of_hands(["medic", "brawler"], ["refugee"], ["refugee"]),
        [(0, "draw medic"), "*"],
        "draw",
    ),
    (
        "medic_pays_hire",
        F({"hq1"}),
        BASE,
        table_of_hands(["medic", "scavenger", "spear"], ["refugee"], ["refugee"]),
        [(0, "hunt scavenger+spear"), "*", (0, "hire scavenger pay medic"), "*"],
        "hire",
    ),
    (
        "medic_in_skirmish_saves",
        F({"hq1"}),
        BASE,
        table_of_hands(["brawler", "medic"], ["sniper_team", "brawler"], ["refugee"]),
        [
            ("to", {0: "commit brawler medic", 1: "commit sniper_team brawler"}),
            ("until", 1, "snipe 0:brawler"),
            ("until", 0, "save medic"),
            ("finish",),
        ],
        "saved",
    ),
    (
        "rifle_hunts",
        F({"hq1"}),
        BASE,
        table_of_hands(["scavenger", "rifle"], ["refugee"], ["refugee"]),
        [(0, "hunt scavenger+rifle"), "*"],
        "hunt",
    ),
    (
        "rifle_fights",
        F({"hq1"}),
        BASE,
        table_of_hands(["brawler", "rifle"], ["brawler", "spear"], ["scavenger"]),
        [("to", {0: "commit brawler rifle", 1: "commit brawler", 2: "commit scavenger"}), ("finish",)],
        "skirmish_won",
    ),
    (
        "rifle_disarmed",
        F({"hq1"}),
        BASE,
        table_of_hands(["scavenger", "rifle"], ["saboteur", "brawler"], ["refugee"]),
        [(0, "hunt scavenger+rifle"), (1, "disarm 0:rifle"), "*"],
        "disarm",
    ),
    (
        "toolkit_digs",
        F({"hq1"}),
        BASE,
        table_of_hands(["scavenger", "toolkit"], ["refugee"], ["refugee"]),
        [(0, "dig scavenger+toolkit"), "*"],
        "dig",
    ),
    (
        "toolkit_disarmed",
        F({"hq1"}),
        BASE,
        table_of_hands(["scavenger", "toolkit"], ["saboteur", "brawler"], ["refugee"]),
        [(0, "dig scavenger+toolkit"), (1, "disarm 0:toolkit"), "*"],
        "disarm",
    ),
    (
        "engineer_acts",
        F({"hq1"}),
        BASE,
        table_of_hands(["engineer", "shovel"], ["refugee"], ["refugee"]),
        [(0, "dig engineer+shovel"), "*"],
        "dig",
    ),
    (
        "engineer_fights",
        F({"hq1"}),
        BASE,
        table_of_hands(["engineer", "brawler"], ["brawler"], ["refugee"]),
        [("to", {0: "commit engineer brawler", 1: "commit brawler"}), ("finish",)],
        "skirmish_totals",
    ),
    # ---- Recon module 1 ----
    (
        "spy_hand",
        F({"recon1"}),
        BASE,
        table_of_hands(["spy", "brawler"], ["refugee", "net"], ["refugee"]),
        [(0, "spy 1:hand"), "*"],
        "spy",
    ),
    (
        "spy_sniped",
        F({"recon1"}),
        BASE,
        table_of_hands(["spy", "brawler"], ["sniper_team", "net"], ["refugee"]),
        [(0, "spy 1:hand"), (1, "snipe 0:spy"), "*"],
        "snipe",
    ),
    (
        "spy_hq",
        F({"recon1", "hq1"}),
        F({"hq1"}),
        dict(
            table_of_hands(),
            players=[{"hand": ["spy", "brawler"]}, {"hand": ["medic"], "deck": ["net", "junk"]}, {"hand": ["refugee"]}],
        ),
        [(0, "spy 1:deck"), "*"],
        "spy",
    ),
    (
        "spy_legal_in_base",
        F({"recon1"}),
        BASE,
        table_of_hands(["spy", "brawler", "scavenger"], ["refugee"], ["refugee"]),
        [(0, "end")],
        "spy",
    ),
    (
        "scouting_refugee_cancels_spy",
        F({"recon1"}),
        BASE,
        table_of_hands(["spy", "brawler"], ["scouting_refugee", "net"], ["refugee"]),
        [(0, "spy 1:hand"), (1, "cancel scouting_refugee"), "*"],
        "cancel",
    ),
    (
        "scouting_refugee_cancels_spy_own_is_r1_other_r2",
        F({"recon1"}),
        F({"recon2"}),
        table_of_hands(["spy", "brawler"], ["scouting_refugee", "net"], ["refugee"]),
        [(0, "spy 1:hand"), (1, "cancel scouting_refugee"), "*"],
        "cancel",
    ),
    (
        "scouting_refugee_modifier",
        F({"recon1"}),
        BASE,
        table_of_hands(["scouting_refugee", "scavenger", "shovel"], ["refugee"], ["refugee"]),
        [(0, "end")],
        "scouting_refugee",
    ),
    (
        "binoculars_scout",
        F({"recon1"}),
        BASE,
        table_of_hands(["binoculars", "brawler"], ["refugee"], ["refugee"]),
        [(0, "scout binoculars"), "*"],
        "binoculars",
    ),
    (
        "binoculars_spy",
        F({"recon1"}),
        BASE,
        table_of_hands(["binoculars", "spy"], ["refugee", "net", "pills", "junk", "spear", "shovel"], ["refugee"]),
        [(0, "spy binoculars 1:hand"), "*"],
        "spy",
    ),
    (
        "binoculars_hunt",
        F({"recon1"}),
        BASE,
        table_of_hands(["binoculars", "scavenger", "spear"], ["refugee"], ["refugee"]),
        [(0, "hunt binoculars scavenger+spear"), "*"],
        "hunt",
    ),
    (
        "binoculars_scout_cancelled",
        F({"recon1"}),
        BASE,
        table_of_hands(["binoculars", "brawler"], ["scouting_refugee"], ["refugee"]),
        [(0, "scout binoculars"), (1, "cancel scouting_refugee"), "*"],
        "cancel",
    ),
    # ---- Recon module 2 ----
    (
        "guard_cancels_snipe",
        F({"recon2"}),
        BASE,
        table_of_hands(["scout", "guard"], ["sniper_team", "brawler"], ["refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), (0, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_cancels_disarm",
        F({"recon2"}),
        BASE,
        table_of_hands(["scavenger", "spear", "guard"], ["saboteur", "brawler"], ["refugee"]),
        [(0, "hunt scavenger+spear"), (1, "disarm 0:spear"), (0, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_cancels_spy",
        F({"recon2", "recon1"}),
        F({"recon1"}),
        table_of_hands(["spy", "brawler"], ["guard", "net"], ["refugee"]),
        [(0, "spy 1:hand"), (1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_cancels_spy_placed_both",
        F({"recon2", "recon1"}),
        BASE,
        table_of_hands(["spy", "brawler"], ["guard", "net"], ["refugee"]),
        [(0, "spy 1:hand"), (1, "cancel guard"), "*"],
        "cancel",
    ),
    (
        "guard_third_party_window",
        F({"recon2"}),
        BASE,
        table_of_hands(["scout", "brawler"], ["sniper_team", "brawler"], ["guard", "refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), "*"],
        "snipe",
    ),
    (
        "guard_in_skirmish",
        F({"recon2"}),
        BASE,
        table_of_hands(["brawler", "guard"], ["sniper_team", "brawler"], ["refugee"]),
        [
            ("to", {0: "commit brawler guard", 1: "commit sniper_team brawler"}),
            ("until", 1, "snipe 0:guard"),
            ("finish",),
        ],
        "sniped",
    ),
    (
        "assassin_snipes_in_gathering",
        F({"recon2"}),
        BASE,
        # A guard placed in a deck: module 2's guards may then cancel the snipe in both games,
        # so both ask its target's owner (nobody is asked for a kind that cannot be in play).
        table_of_hands(["scout", "brawler"], ["assassin", "brawler"], ["refugee"], seat_extra={2: {"deck": ["guard"]}}),
        [(0, "draw scout"), (1, "snipe assassin 0:scout"), "*"],
        "snipe",
    ),
    (
        "assassin_snipes_in_skirmish",
        F({"recon2"}),
        BASE,
        table_of_hands(["brawler", "group_leaders"], ["assassin", "brawler"], ["refugee"]),
        [
            ("to", {0: "commit brawler group_leaders", 1: "commit assassin brawler"}),
            ("until", 1, "snipe assassin 0:brawler"),
            ("finish",),
        ],
        "sniped",
    ),
    (
        "assassin_answered_by_medic",
        F({"recon2", "hq1"}),
        F({"hq1"}),
        table_of_hands(["scout", "medic"], ["assassin", "brawler"], ["refugee"]),
        [(0, "draw scout"), (1, "snipe assassin 0:scout"), (0, "save medic"), "*"],
        "save",
    ),
    (
        "provocateur",
        F({"recon2"}),
        BASE,
        table_of_hands(["provocateur", "refugee", "refugee", "refugee"], ["brawler", "spear"], ["refugee"]),
        [
            ("to", {0: "commit provocateur refugee refugee refugee", 1: "commit brawler spear"}),
            ("until", 0, "provoke provocateur"),
            ("finish",),
        ],
        "skirmish_won",
    ),
    (
        "rogue_tie",
        F({"recon2"}),
        BASE,
        table_of_hands(["rogue", "spear"], ["brawler", "spear", "refugee"], ["refugee"]),
        [("to", {0: "commit rogue spear", 1: "commit brawler spear"}), ("finish",)],
        "skirmish_won",
    ),
    # ---- Recon module 3 ----
    (
        "courier_draw",
        F({"recon3"}),
        BASE,
        dict(
            table_of_hands(["courier", "brawler"], ["refugee"], ["refugee"]),
            players=[
                {"hand": ["courier", "brawler"], "deck": ["junk", "net", "pills", "spear", "shovel"]},
                {"hand": ["refugee"]},
                {"hand": ["refugee"]},
            ],
        ),
        [(0, "draw courier"), "*"],
        "draw",
    ),
    (
        "drill_sergeant",
        F({"recon3"}),
        BASE,
        dict(
            table_of_hands(),
            players=[
                {"hand": ["drill_sergeant", "brawler"], "discard": ["spear", "net", "pills"]},
                {"hand": ["refugee"]},
                {"hand": ["refugee"]},
            ],
        ),
        [(0, "drill drill_sergeant"), "*", (0, "shuffle spear net"), "*"],
        "drill",
    ),
    (
        "hardy_scavenger",
        F({"recon3"}),
        BASE,
        table_of_hands(["hardy_scavenger"], ["brawler", "spear"], ["refugee"]),
        [("to", {0: "commit hardy_scavenger", 1: "commit brawler spear"}), ("finish",)],
        "skirmish_won",
    ),
    (
        "scrappers_dig",
        F({"recon3"}),
        BASE,
        table_of_hands(["scrappers", "scavenger", "shovel"], ["refugee"], ["refugee"]),
        [(0, "dig bottom scrappers scavenger+shovel"), "*"],
        "dig",
    ),
    # ---- Recon module 4 ----
    (
        "cargo_sled",
        F({"recon4"}),
        BASE,
        table_of_hands(["cargo_sled", "scavenger", "shovel"], ["refugee"], ["refugee"]),
        [(0, "dig scavenger+cargo_sled"), "*", (0, "keep net pills"), "*"],
        "keep net pills",
    ),
    (
        "combat_medics_save",
        F({"recon4"}),
        BASE,
        table_of_hands(["scout", "combat_medics"], ["sniper_team", "brawler"], ["refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), (0, "save combat_medics"), "*"],
        "save",
    ),
    (
        "combat_medics_save_other",
        F({"recon4"}),
        BASE,
        table_of_hands(["scout", "brawler"], ["sniper_team", "brawler"], ["combat_medics", "refugee"]),
        [(0, "draw scout"), (1, "snipe 0:scout"), "*"],
        "save combat_medics",
    ),
    (
        "combat_medics_skirmish",
        F({"recon4"}),
        BASE,
        table_of_hands(["brawler", "combat_medics"], ["sniper_team", "brawler"], ["refugee"]),
        [
            ("to", {0: "commit brawler combat_medics", 1: "commit sniper_team brawler"}),
            ("until", 1, "snipe 0:brawler"),
            ("until", 0, "save combat_medics"),
            ("finish",),
        ],
        "saved",
    ),
    (
        "tear_gas",
        F({"recon4"}),
        BASE,
        table_of_hands(["tear_gas", "brawler"], ["brawler", "spear"], ["refugee"]),
        [("to", {0: "commit tear_gas brawler", 1: "commit brawler spear"}), ("until", 0, "gas 1:brawler"), ("finish",)],
        "gassed",
    ),
    (
        "tribal_hunters",
        F({"recon4"}),
        BASE,
        table_of_hands(["tribal_hunters_3", "brawler"], ["refugee"], ["refugee"]),
        [(0, "hunt tribal_hunters_3"), "*"],
        "hunt",
    ),
    # ---- Recon module 5 ----
    (
        "map",
        F({"recon5"}),
        BASE,
        table_of_hands(["map", "scavenger", "shovel", "spear"], ["refugee"], ["refugee"]),
        [
            (0, "dig scavenger+shovel"),
            "*",
            (0, "keep net"),
            "*",
            (0, "map scavenger"),
            "*",
            (0, "hunt scavenger+spear"),
            "*",
        ],
        "map",
    ),
]


SWEEP = {
    "medic": F({"hq1"}),
    "engineer": F({"hq1"}),
    "rifle": F({"hq1"}),
    "toolkit": F({"hq1"}),
    "spy": F({"recon1"}),
    "scouting_refugee": F({"recon1"}),
    "binoculars": F({"recon1"}),
    "guard": F({"recon2"}),
    "assassin": F({"recon2"}),
    "provocateur": F({"recon2"}),
    "rogue": F({"recon2"}),
    "courier": F({"recon3"}),
    "drill_sergeant": F({"recon3"}),
    "hardy_scavenger": F({"recon3"}),
    "scrappers": F({"recon3"}),
    "tinker": F({"recon3"}),
    "cargo_sled": F({"recon4"}),
    "combat_medics": F({"recon4"}),
    "demolition_team": F({"recon4"}),
    "tear_gas": F({"recon4"}),
    "tribal_hunters_2": F({"recon4"}),
    "tribal_hunters_4": F({"recon4"}),
    "map": F({"recon5"}),
}
for _kind, _own in SWEEP.items():
    # The tinker's build needs a schematics pile: its buildings stay in the box unless placed.
    others = (HQ2,) if _kind == "tinker" else (BASE, F({"recon1"}) if "recon1" not in _own else F({"recon2"}))
    for _other in others:
        _tag = "base" if not _other else "+".join(sorted(_other))
        # Its turn's actions with a tool of each kind, then the skirmish with it.
        CASES.append(
            (
                f"sweep_{_kind}_vs_{_tag}",
                _own | _other,
                _other,
                table_of_hands(
                    [_kind, "spear", "shovel", "pills"],
                    ["brawler", "sniper_team", "saboteur"],
                    ["scavenger", "refugee"],
                    seat_extra={
                        0: {
                            "deck": ["net", "junk", "medkit", "refugee", "refugee", "refugee"],
                            "discard": ["pickaxe", "multitool"],
                        }
                    },
                ),
                [
                    (
                        "to",
                        {0: f"commit {_kind} spear", 1: "commit brawler sniper_team saboteur", 2: "commit scavenger"},
                    ),
                    ("finish",),
                ],
                "skirmish_totals",
            )
        )
        # Its turn with an opponent who may snipe and disarm whatever it does.
        CASES.append(
            (
                f"sweep_turn_{_kind}_vs_{_tag}",
                _own | _other,
                _other,
                table_of_hands(
                    [_kind, "spear", "shovel", "scavenger"],
                    ["sniper_team", "saboteur"],
                    ["medic", "refugee"],
                    seat_extra={0: {"deck": ["net", "junk", "medkit", "refugee"]}},
                ),
                [(0, "end")],
                _kind,
            )
        )


def _has(trace: list[Any], needle: str) -> bool:
    return needle in repr(trace)


@pytest.mark.parametrize(
    ("own", "other", "scenario", "script", "needle"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_placed_card_works_without_its_module(
    own: frozenset[str], other: frozenset[str], scenario: dict[str, Any], script: list[Step], needle: str
) -> None:
    with_module = play(own, scenario, script)
    assert _has(with_module, needle), with_module
    assert not any(step[0] in ("refused", "not asked") for step in with_module), with_module
    without = play(other, scenario, script)
    for a, b in zip(with_module, without, strict=False):
        assert a == b
    assert len(with_module) == len(without)
