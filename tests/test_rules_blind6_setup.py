"""Blind audit of SETUP and ROUND STRUCTURE, written from the rulebooks alone.

Every expectation below comes from the rulebooks in ``shared/rules/`` (000 = 2015 base+HQ,
001 = older edition, 003 = Recon, 004 = summary) and the rulings in ``shared/RULINGS.md``; the
engine's source was not read. Only the public API is used: ``Game.new``, ``zones``, ``view``,
``legal_actions`` and ``apply``. Each test names the rule it checks and cites its line.
"""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import RECON_CONTESTED_KINDS

BASE_STARTER = {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
BASE_STACKS = {
    "scavenger",
    "brawler",
    "hunter",
    "saboteur",
    "scout",
    "group_leaders",
    "sniper_team",
    "thugs",
}
BASE_JUNKYARD = {
    "junk": 7,
    "multitool": 4,
    "net": 4,
    "spear": 6,
    "pickaxe": 4,
    "shovel": 6,
    "medkit": 6,
    "pills": 9,
}
BASE_CR = {
    "wolf_pack": 2,
    "grenade": 2,
    "sled_team": 2,
    "field_crew": 2,
    "tribe_family_3": 2,
    "tribe_family_4": 2,
    "tribe_family_5": 2,
}
RECON_CR_KINDS = set(RECON_CONTESTED_KINDS)
HQ_LEADERS = {
    "leader_butcher",
    "leader_cannibal",
    "leader_excavator",
    "leader_fanatic",
    "leader_gangster",
    "leader_mentor",
    "leader_organizer",
    "leader_peacemaker",
    "leader_ranger",
    "leader_sergeant_at_arms",
}
RECON_LEADERS = {"leader_swindler", "leader_yardmaster"}

HQ = {n: frozenset(f"hq{i}" for i in range(1, n + 1)) for n in range(5)}
PERSONAL = ("deck", "hand", "discard")


def new(players: int, seed: int = 1, modules: frozenset[str] = frozenset(), **kw: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, **kw))  # type: ignore[arg-type]


def kinds(game: sc.Game, zone: str) -> Counter[str]:
    return Counter(card.kind for card in game.zones().get(zone, ()))


def deck_of(game: sc.Game, seat: int) -> Counter[str]:
    """Every card a seat owns in deck, hand and discard (leaders and dealt cards aside)."""
    total: Counter[str] = Counter()
    for zone in PERSONAL:
        total += kinds(game, f"{seat}:{zone}")
    return total


def choose_leaders(game: sc.Game) -> None:
    """Every seat keeps the first leader it is offered (HQ module 3 setup)."""
    while (decision := game.view(None).decision) is not None and decision.kind == "leader":
        game.apply(decision.seat, str(game.legal_actions(decision.seat)[0]))


def stacks(game: sc.Game) -> dict[str, int]:
    return dict(game.view(None).market)


def hire_stacks(game: sc.Game) -> set[str]:
    """The mercenary stacks for hire, without the separate refugee stacks ([003:61] [003:263])."""
    return set(stacks(game)) - {"scouting_refugee", "refugee"}


def passive_step(game: sc.Game) -> tuple[int, str]:
    """Take the most passive legal choice at the pending decision; returns (seat, kind)."""
    decision = game.view(None).decision
    assert decision is not None
    seat = decision.seat
    legal = [str(a) for a in game.legal_actions(seat)]
    for choice in ("end", "commit none", "pass", "keep none"):
        if choice in legal:
            game.apply(seat, choice)
            return seat, decision.kind
    game.apply(seat, legal[0])
    return seat, decision.kind


def run_rounds(game: sc.Game, last_round: int) -> dict[int, dict[str, object]]:
    """Play passively (every turn ends at once, nobody commits) through ``last_round``,
    recording per round: the initiator, the order of gathering turns, whether a commit was
    asked, the contested count and hand sizes at the first turn, and the initiator's peek."""
    choose_leaders(game)
    record: dict[int, dict[str, object]] = {}
    steps = 0
    while not game.over and steps < 5000:
        view = game.view(None)
        if view.round > last_round:
            break
        rec = record.setdefault(
            view.round,
            {
                "initiator": view.initiator,
                "turns": [],
                "commits": 0,
                "contested": view.contested_count,
                "junkyard": view.junkyard_count,
                "hands": tuple(s.hand_count for s in view.seats),
                "peeks": {s: game.view(s).peeked for s in range(view.players)},
                "skirmish": view.skirmish_this_round,
            },
        )
        seat, kind = passive_step(game)
        if kind == "turn" and (not rec["turns"] or rec["turns"][-1] != seat):  # type: ignore[index]
            rec["turns"].append(seat)  # type: ignore[attr-defined]
        if kind == "commit":
            rec["commits"] += 1  # type: ignore[operator]
        steps += 1
    return record


def play_passively_to_end(game: sc.Game) -> int:
    choose_leaders(game)
    steps = 0
    while not game.over and steps < 20000:
        passive_step(game)
        steps += 1
    assert game.over
    return game.view(None).round


# ---------------------------------------------------------------------------------------------
# Starter decks [000:95-101] [004:33]
# ---------------------------------------------------------------------------------------------

MODULE_SETS_WITHOUT_RECON3 = [
    frozenset(),
    HQ[1],
    HQ[2],
    HQ[3],
    HQ[4],
    frozenset({"recon1"}),
    frozenset({"recon2"}),
    frozenset({"recon4"}),
    frozenset({"recon5"}),
    HQ[4] | {"recon1", "recon2", "recon4", "recon5"},
]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("modules", MODULE_SETS_WITHOUT_RECON3, ids=lambda m: "+".join(sorted(m)) or "base")
def test_starter_deck_is_ten_cards_for_every_count_and_module_set(players: int, modules: frozenset[str]) -> None:
    """[000:95-101]: "Each player takes an identical starter deck ... 4 refugee cards, 3 scavenger
    cards, 1 brawler card, 1 spear card, 1 shovel card"; HQ and Recon modules other than Recon 3
    leave it alone ([000:536] "Set up the game in the standard fashion")."""
    game = new(players, seed=3, modules=modules)
    for seat in range(players):
        assert deck_of(game, seat) == BASE_STARTER


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("extra", [frozenset(), HQ[2], HQ[4] | {"recon1", "recon5"}], ids=["alone", "hq2", "rich"])
def test_recon3_substitutes_hardy_scavengers_in_the_starter_deck(players: int, extra: frozenset[str]) -> None:
    """[003:159]: "substitute hardy scavengers in place of the standard scavengers during player
    setup"; [003:296]: then "do not put hardy scavengers out for hire"; R-0: the starters come from
    the hardy scavenger pool, so the standard scavenger stack, if out, is whole."""
    game = new(players, seed=5, modules=extra | {"recon3"})
    for seat in range(players):
        assert deck_of(game, seat) == {"refugee": 4, "hardy_scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
    market = stacks(game)
    assert "hardy_scavenger" not in market
    if "scavenger" in market:
        assert market["scavenger"] == 20
    assert market.get("brawler", 10 - players) == 10 - players


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("modules", [frozenset(), HQ[3], frozenset({"recon3", "recon5"})], ids=["base", "hq3", "r35"])
def test_round_one_drawing_phase_deals_five_cards_from_the_deck(players: int, modules: frozenset[str]) -> None:
    """[000:125]: "Each player draws 5 cards from the top of her deck" in the round's drawing
    phase; after HQ module 3's leader choice [000:650] the first round starts with hand 5, deck 5."""
    game = new(players, seed=7, modules=modules)
    choose_leaders(game)
    view = game.view(None)
    assert view.round == 1
    assert view.phase == "gathering"
    for seat in view.seats:
        assert seat.hand_count == 5
        assert seat.deck_count == 5
        assert not seat.discard


# ---------------------------------------------------------------------------------------------
# Market and junkyard from the box pools (R-0, V-1)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("modules", [frozenset(), HQ[1], HQ[4]], ids=["base", "hq1", "hq4"])
def test_starters_come_out_of_the_pools_with_one_or_two_players(players: int, modules: frozenset[str]) -> None:
    """R-0: the scavenger and brawler stacks hold 20-3n and 10-n; the spears and shovels left for
    the junkyard are 6-n (then 2-player removes two more of each kind, V-1 [000:113])."""
    game = new(players, seed=2, modules=modules)
    market = stacks(game)
    assert market["scavenger"] == 20 - 3 * players
    assert market["brawler"] == 10 - players
    assert market["hunter"] == 8
    assert market["saboteur"] == 8
    assert market["scout"] == 8
    assert market["group_leaders"] == 5
    assert market["sniper_team"] == 5
    junkyard = kinds(game, "junkyard")
    removed = 2 if players == 2 else 0
    assert junkyard["spear"] == 6 - players - removed
    assert junkyard["shovel"] == 6 - players - removed
    assert kinds(game, "box")["refugee"] == 20 - 4 * players


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("modules", [HQ[1], HQ[2], HQ[3], HQ[4]], ids=["hq1", "hq2", "hq3", "hq4"])
def test_hq_junkyard_is_base_less_starters_plus_rifles_and_toolkits(players: int, modules: frozenset[str]) -> None:
    """[000:538]: "Shuffle the 8 new junkyard cards into the junkyard pile" (4 rifles, 4 toolkits
    [000:53]), on top of the base junkyard [000:35] less the starter spears and shovels (R-0)."""
    game = new(players, seed=4, modules=modules)
    expected = Counter(BASE_JUNKYARD)
    expected["spear"] -= players
    expected["shovel"] -= players
    expected["rifle"] = 4
    expected["toolkit"] = 4
    assert kinds(game, "junkyard") == expected


@pytest.mark.parametrize(
    "modules",
    [HQ[1], HQ[4], frozenset({"recon1"}), frozenset({"recon5"}), HQ[2] | {"recon1", "recon5"}],
    ids=["hq1", "hq4", "r1", "r5", "hq2r15"],
)
def test_two_player_removal_touches_only_the_eight_base_junkyard_kinds(modules: frozenset[str]) -> None:
    """[000:113] "Remove two cards of each kind from the junkyard" with V-1: base kinds only;
    expansion junkyard cards go in unreduced (X-31: all copies in the box)."""
    game = new(2, seed=9, modules=modules)
    junkyard = kinds(game, "junkyard")
    expected = {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
    if "hq1" in modules:
        expected |= {"rifle": 4, "toolkit": 4}
    if "recon1" in modules:
        expected["binoculars"] = 4
    if "recon5" in modules:
        expected["map"] = 4
    assert junkyard == expected


# ---------------------------------------------------------------------------------------------
# Contested resources [000:37] [003:214-222]
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("rules", ["2015", "2012"])
@pytest.mark.parametrize(
    "modules", [frozenset(), HQ[4], frozenset({"recon1", "recon2", "recon3", "recon5"})], ids=["base", "hq4", "r1235"]
)
def test_contested_pile_is_the_fourteen_base_resources_without_recon4(
    players: int, rules: str, modules: frozenset[str]
) -> None:
    """[000:37]: 14 contested resources (2 wolf packs, 2 grenades, 2 sled teams, 2 field crews,
    6 tribe families); [000:107] all shuffled face-down. Only Recon module 4 changes the pile
    ([003:216] "This module deals exclusively with the contested resources pile")."""
    game = new(players, seed=6, modules=modules, rules=rules)
    assert kinds(game, "contested") == BASE_CR
    assert game.view(None).contested_count == 14


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_recon4_draws_fourteen_of_the_twenty_eight(players: int, seed: int) -> None:
    """[003:220]: "Shuffle all 28 CRs together into one pile ... Draw the top 14 and use those for
    the game" (V-9: the other 14 are out of the game)."""
    game = new(players, seed=seed, modules=frozenset({"recon4"}))
    contested = kinds(game, "contested")
    assert sum(contested.values()) == 14
    assert set(contested) <= set(BASE_CR) | RECON_CR_KINDS
    assert all(count <= 2 for count in contested.values())
    everywhere: Counter[str] = Counter()
    for cards in game.zones().values():
        everywhere += Counter(c.kind for c in cards if c.kind in set(BASE_CR) | RECON_CR_KINDS)
    assert sum(everywhere.values()) == 28
    assert game.view(None).contested_count == 14


@pytest.mark.parametrize("players", [2, 5])
def test_recon4_alternate_takes_one_copy_of_each_of_the_fourteen_kinds(players: int) -> None:
    """[003:222]: "Alternate: Choose 1 copy of each CR (7 from the base game and 7 from Recon)"."""
    game = new(players, seed=3, modules=frozenset({"recon4"}), contested_one_each=True)
    assert kinds(game, "contested") == Counter(set(BASE_CR) | RECON_CR_KINDS)


# ---------------------------------------------------------------------------------------------
# HQ modules [000:534-691]
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hq1_adds_medics_and_two_gangs_only(players: int) -> None:
    """[000:536-539]: Module #1 adds the medic stack, the 8 junkyard cards and the Gearheads and
    Pharmers; the Masons come only with Module #2 [000:572], the schematics pile too [000:571]."""
    game = new(players, seed=8, modules=HQ[1])
    market = stacks(game)
    assert set(market) == BASE_STACKS | {"medic"}
    assert market["medic"] == 8
    assert set(game.view(None).gangs) == {"gang_gearheads", "gang_pharmers"}
    assert not game.zones().get("schematics")
    assert game.view(None).schematics_count == 0
    assert game.view(None).phase == "gathering"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level", [2, 3, 4])
def test_hq2_adds_engineers_schematics_and_masons(players: int, level: int) -> None:
    """[000:569-573]: Module #2 adds the engineer stack, the 12 buildings shuffled face-down as
    a third pile (3 each of bunker, armory, pharmacy, hydroponic gardens [000:49]), the Masons."""
    game = new(players, seed=8, modules=HQ[level])
    market = stacks(game)
    assert set(market) == BASE_STACKS | {"medic", "engineer"}
    assert market["engineer"] == 8
    assert kinds(game, "schematics") == {"bunker": 3, "armory": 3, "pharmacy": 3, "hydroponic_gardens": 3}
    assert game.view(None).schematics_count == 12
    assert set(game.view(None).gangs) == {"gang_gearheads", "gang_pharmers", "gang_masons"}


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize(
    "modules", [HQ[3], HQ[4], HQ[3] | {"recon5"}, HQ[4] | {"recon1", "recon5"}], ids=["hq3", "hq4", "hq3r5", "hq4r15"]
)
def test_hq3_deals_two_distinct_leaders_to_each_player(players: int, modules: frozenset[str]) -> None:
    """[000:650]: "Shuffle the tribal leader cards together, and deal two, face-down, to each
    player. From those two, each player keeps only 1 ... The other card is set-aside as it will not
    be used this game." With Recon module 5 the Swindler and Yardmaster join the leaders [003:276-286]."""
    game = new(players, seed=players + 10, modules=modules)
    pool = HQ_LEADERS | (RECON_LEADERS if "recon5" in modules else set())
    dealt = [kinds(game, f"{seat}:dealt") for seat in range(players)]
    assert all(sum(d.values()) == 2 for d in dealt)
    every: Counter[str] = Counter()
    for d in dealt:
        every += d
    assert sum(every.values()) == 2 * players
    assert all(count == 1 for count in every.values())
    assert set(every) <= pool
    assert game.view(None).phase == "setup"
    # each player picks one of her own two
    while (decision := game.view(None).decision) is not None and decision.kind == "leader":
        options = {str(a).split()[-1] for a in game.legal_actions(decision.seat)}
        # The solo player may also keep neither: "with or without a tribal leader" [003:328].
        assert options == set(dealt[decision.seat]) | ({"none"} if players == 1 else set())
        game.apply(decision.seat, f"lead {min(set(dealt[decision.seat]))}")
    view = game.view(None)
    for seat in range(players):
        kept = view.seats[seat].leader
        assert kept == sorted(dealt[seat])[0]
        assert kinds(game, f"{seat}:leader") == {kept: 1}
        # the other is set aside: in no player's hands and in no pile
        other = (set(dealt[seat]) - {kept}).pop()
        for name, cards in game.zones().items():
            if name in ("box",):
                continue
            assert other not in {c.kind for c in cards}, name


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_five_players_with_hq3_deal_all_ten_leaders(rules: str) -> None:
    """[000:650] with [000:51] (10 tribal leaders): five players, two each, deal all ten."""
    game = new(5, seed=2, modules=HQ[3], rules=rules)
    every: Counter[str] = Counter()
    for seat in range(5):
        every += kinds(game, f"{seat}:dealt")
    assert set(every) == HQ_LEADERS


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("recon5", [False, True])
def test_leader_draft_puts_every_leader_in_a_face_down_pile(players: int, recon5: bool) -> None:
    """[003:304]: "Shuffle all the leader cards together and create a new face-down pile" instead
    of dealing them at the beginning [003:300]; nobody starts with a leader."""
    modules = HQ[3] | ({"recon5"} if recon5 else set())
    game = new(players, seed=4, modules=modules, variants=frozenset({"leader_draft"}))
    pool = HQ_LEADERS | (RECON_LEADERS if recon5 else set())
    assert kinds(game, "leaders") == Counter(pool)
    view = game.view(None)
    assert view.leader_pile_count == len(pool)
    assert view.phase == "gathering"
    for seat in range(players):
        assert not kinds(game, f"{seat}:dealt")
        assert view.seats[seat].leader is None
        assert deck_of(game, seat) == BASE_STARTER
        assert view.seats[seat].hand_count == 5


# ---------------------------------------------------------------------------------------------
# Recon modules [003:53-286]
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("extra", [frozenset(), HQ[2]], ids=["alone", "hq2"])
def test_recon1_binoculars_spy_and_separate_scouting_refugee_stack(players: int, extra: frozenset[str]) -> None:
    """[003:61]: "Shuffle the 4 binoculars into the junkyard. Put the full stack of scouting
    refugees in play as a separate stack ... Select the spy and 9 other mercenaries" (X-23: the
    scouting refugees are an 11th stack)."""
    game = new(players, seed=5, modules=extra | {"recon1"})
    market = stacks(game)
    assert market["scouting_refugee"] == 20
    assert market["spy"] == 8
    assert kinds(game, "junkyard")["binoculars"] == 4
    if extra:
        assert len(hire_stacks(game)) == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("extra", [frozenset(), HQ[2], frozenset({"recon1"})], ids=["alone", "hq2", "r1"])
def test_recon2_four_named_mercenaries_plus_six_make_ten_stacks(players: int, extra: frozenset[str]) -> None:
    """[003:113]: "Put the assassin, provocateur, rogue, and guard in play together as mercenaries
    for hire. Select 6 other mercenaries for a total of 10 stacks."""
    game = new(players, seed=players, modules=extra | {"recon2"})
    market = stacks(game)
    for kind in ("assassin", "provocateur", "rogue", "guard"):
        assert market[kind] == 8
    assert len(hire_stacks(game)) == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("extra", [frozenset(), HQ[2]], ids=["alone", "hq2"])
def test_recon3_schematics_buildings_and_named_mercenaries(players: int, extra: frozenset[str]) -> None:
    """[003:159]: "Add the schematics pile (from HQ) and the two new buildings (portable decoys and
    scout tower). Put the courier, drill sergeant, scrappers, and tinker in play ... Select 6 other
    mercenaries for a total of 10 stacks." X-32: the Masons only with HQ module 2."""
    game = new(players, seed=players, modules=extra | {"recon3"})
    market = stacks(game)
    for kind, size in (("courier", 8), ("drill_sergeant", 8), ("scrappers", 5), ("tinker", 8)):
        assert market[kind] == size
    assert len(hire_stacks(game)) == 10
    schematics = kinds(game, "schematics")
    assert schematics == {
        "bunker": 3,
        "armory": 3,
        "pharmacy": 3,
        "hydroponic_gardens": 3,
        "portable_decoys": 3,
        "scout_tower": 3,
    }
    gangs = set(game.view(None).gangs)
    assert ("gang_masons" in gangs) == bool(extra)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("extra", [frozenset(), HQ[1], frozenset({"recon1"})], ids=["alone", "hq1", "r1"])
def test_recon5_humanitarians_maps_and_one_refugee_stack_for_hire(players: int, extra: frozenset[str]) -> None:
    """[003:263]: "Select a full stack of 20 refugee cards and make them available for hire in
    addition to the 10 mercenary stacks"; [003:267] recommended: scouting refugees for hire (X-30;
    one stack even with module 1, X-23); X-31: all 4 maps into the junkyard."""
    game = new(players, seed=players, modules=extra | {"recon5"})
    market = stacks(game)
    assert market["scouting_refugee"] == 20
    assert "refugee" not in market
    assert "gang_humanitarians" in set(game.view(None).gangs)
    assert kinds(game, "junkyard")["map"] == 4
    if "hq1" in extra:
        assert set(game.view(None).gangs) == {"gang_gearheads", "gang_pharmers", "gang_humanitarians"}
        # module 5 brings no mercenary: the 9 types of base + HQ 1 are all out
        assert hire_stacks(game) == BASE_STACKS | {"medic"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_recon5_refugees_for_hire_offers_the_refugees_left_in_the_box(players: int) -> None:
    """[003:267]: "If you choose to make standard refugees available for hire, a hire action must
    still be used, but no food is required"; X-30: the standard refugees left after the starters."""
    game = new(players, seed=players, modules=frozenset({"recon5"}), refugees_for_hire=True)
    market = stacks(game)
    assert market["refugee"] == 20 - 4 * players
    assert "scouting_refugee" not in market


@pytest.mark.parametrize("players", [2, 4])
def test_junkyard_plus_two_mix(players: int) -> None:
    """[003:51]: "Try starting with base +2 each of toolkit (HQ), rifle (HQ), map (Recon), and
    binoculars (Recon)" (X-31's named option)."""
    game = new(players, seed=1, modules=HQ[1] | {"recon1", "recon5"}, junkyard_plus_two=True)
    junkyard = kinds(game, "junkyard")
    assert {k: junkyard[k] for k in ("toolkit", "rifle", "map", "binoculars")} == {
        "toolkit": 2,
        "rifle": 2,
        "map": 2,
        "binoculars": 2,
    }


# ---------------------------------------------------------------------------------------------
# Recon variant: alternate starting hands [003:288-296] (V-10)
# ---------------------------------------------------------------------------------------------

ALT = {
    "alternate_refugees": ("refugee", "scouting_refugee", 4),
    "alternate_scavengers": ("scavenger", "hardy_scavenger", 3),
    "alternate_brawlers": ("brawler", "guard", 1),
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "variants",
    [frozenset({v}) for v in ALT] + [frozenset(ALT)],
    ids=["refugees", "scavengers", "brawlers", "all"],
)
@pytest.mark.parametrize(
    "modules",
    [frozenset(), HQ[2], frozenset({"recon1", "recon2"}), HQ[2] | {"recon3"}],
    ids=["base", "hq2", "r12", "hq2r3"],
)
def test_alternate_starting_hands_and_no_starter_type_for_hire(
    players: int, variants: frozenset[str], modules: frozenset[str]
) -> None:
    """[003:290-294]: scouting refugees for refugees, hardy scavengers for scavengers, guards for
    brawlers; [003:296]: "do not include any mercenaries for hire that are part of the player's
    starting hands"; R-0: the starters come from the substitute's pool, so the replaced base stack
    (scavenger, brawler) is whole when it is out."""
    game = new(players, seed=players + 20, modules=modules, variants=variants)
    expected = Counter(BASE_STARTER)
    if "recon3" in modules:  # [003:159]
        del expected["scavenger"]
        expected["hardy_scavenger"] = 3
    for name in variants:
        old, new_kind, count = ALT[name]
        del expected[old]
        expected[new_kind] = count
    for seat in range(players):
        assert deck_of(game, seat) == expected
    market = stacks(game)
    for name in variants:
        old, new_kind, _ = ALT[name]
        assert new_kind not in market
        if old == "scavenger" and "scavenger" in market:
            assert market["scavenger"] == 20
        if old == "brawler" and "brawler" in market:
            assert market["brawler"] == 10
    if modules:
        assert len(hire_stacks(game)) == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_alternate_refugees_with_recon5_offers_the_standard_refugees(players: int) -> None:
    """[003:267] with [003:296]: the scouting refugees start in the decks, so the Humanitarians'
    stack for hire is the full stack of 20 standard refugees (none went into the decks)."""
    game = new(players, seed=3, modules=frozenset({"recon5"}), variants=frozenset({"alternate_refugees"}))
    market = stacks(game)
    assert market["refugee"] == 20
    assert "scouting_refugee" not in market


# ---------------------------------------------------------------------------------------------
# Solo [003:314-343]
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("modules", [frozenset(), HQ[2], HQ[4] | {"recon1", "recon2", "recon3", "recon4", "recon5"}])
def test_solo_seven_opponent_forces_from_the_32_cards(modules: frozenset[str]) -> None:
    """[003:320-326]: "Shuffle all 28 contested resource cards together along with 2 rifles and 2
    thugs ... 32 cards ... into 7 skirmishes: one set of three, two sets of four, three sets of
    five, one set of six." No contested pile is used; the forces are face-down."""
    game = new(1, seed=4, modules=modules)
    view = game.view(None)
    assert sorted(view.forces) == [3, 4, 4, 5, 5, 5, 6]
    pooled: Counter[str] = Counter()
    for name, cards in game.zones().items():
        if name.startswith("opponent"):
            pooled += Counter(c.kind for c in cards)
    expected = Counter(dict.fromkeys(set(BASE_CR) | RECON_CR_KINDS, 2))
    expected["rifle"] = 2
    expected["thugs"] = 2
    assert pooled == expected
    assert view.contested_count == 0
    market = stacks(game)
    if "thugs" in market:
        assert market["thugs"] == 3
    if "hq1" in modules:
        assert kinds(game, "junkyard")["rifle"] == 2


@pytest.mark.parametrize(
    "modules",
    [HQ[2], frozenset({"recon2"}), HQ[4] | {"recon1", "recon2", "recon3", "recon5"}],
    ids=["hq2", "r2", "all"],
)
def test_solo_lays_out_ten_mercenary_stacks(modules: frozenset[str]) -> None:
    """[003:327]: "Select 10 mercenaries and lay them out in front of you like normal"."""
    game = new(1, seed=2, modules=modules)
    assert len(hire_stacks(game)) == 10


def test_solo_game_ends_after_the_seventh_battle() -> None:
    """[003:341-343]: "Play continues until you have skirmished with each of the seven opposing
    forces ... After you fight in the seventh battle, proceed to scoring." Fighting every force
    at once, in turns 1-7, ends the game after the seventh."""
    game = new(1, seed=3)
    engaged = 0
    steps = 0
    while not game.over and steps < 5000:
        decision = game.view(None).decision
        assert decision is not None
        legal = [str(a) for a in game.legal_actions(0)]
        if decision.kind == "turn" and "end" in legal:
            game.apply(0, "end")
        elif decision.kind == "engage":
            choice = next(a for a in legal if a.startswith("engage"))
            game.apply(0, choice)
            engaged += 1
        elif "commit none" in legal:
            game.apply(0, "commit none")
        else:
            game.apply(0, legal[0])
        steps += 1
    assert game.over
    assert engaged == 7
    assert game.view(None).round == 7
    assert list(game.view(None).forces) == [0] * 7


# ---------------------------------------------------------------------------------------------
# Round structure [000:118-146] (ED-1, ED-2)
# ---------------------------------------------------------------------------------------------


def test_first_initiator_is_a_random_player() -> None:
    """[000:109]: "Randomly select a player and hand her the initiator card"."""
    seen = {new(4, seed=seed).view(None).initiator for seed in range(40)}
    assert seen == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("modules", [frozenset(), HQ[3], frozenset({"recon2"})], ids=["base", "hq3", "r2"])
def test_initiator_stays_for_rounds_1_to_3_then_moves_left_each_round(players: int, modules: frozenset[str]) -> None:
    """[000:146]: "The initiator card remains with the first player for rounds 1-3. Thereafter, it
    moves to the initiator's left at the start of each subsequent round" (ED-1). Left-hand
    opponent = next seat in clockwise order [000:132,138]."""
    game = new(players, seed=players * 3 + 1, modules=modules)
    record = run_rounds(game, 3 + players + 1)
    first = record[1]["initiator"]
    for rnd, rec in record.items():
        expected = first if rnd <= 3 else (first + rnd - 3) % players  # type: ignore[operator]
        assert rec["initiator"] == expected, rnd


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_2012_rules_pass_the_initiator_every_round(players: int) -> None:
    """[001:137] step 9 "The initiator passes the initiator card to her left-hand opponent,
    starting a new round" read for every round (P-4's named option for ED-1)."""
    game = new(players, seed=players * 3 + 1, rules="2012")
    record = run_rounds(game, players + 3)
    first = record[1]["initiator"]
    for rnd, rec in record.items():
        assert rec["initiator"] == (first + rnd - 1) % players, rnd  # type: ignore[operator]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_gathering_goes_clockwise_from_the_initiator(players: int, rules: str) -> None:
    """[000:130-132]: "The initiator takes the first action ... Play continues with the other
    players, in clockwise order"."""
    game = new(players, seed=5, rules=rules)
    record = run_rounds(game, 6)
    for rnd, rec in record.items():
        first = rec["initiator"]
        assert rec["turns"] == [(first + k) % players for k in range(players)], rnd  # type: ignore[operator]


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_no_skirmish_until_the_third_round(players: int, rules: str) -> None:
    """[000:144-146]: "In the first two rounds, there is no skirmishing"; the skirmish phase is
    "Round 3 and following" [000:134] [001:130]. R-1: no commitment in rounds 1-2."""
    game = new(players, seed=2, rules=rules)
    record = run_rounds(game, 5)
    for rnd in (1, 2):
        assert record[rnd]["commits"] == 0
        assert record[rnd]["skirmish"] is False
        assert record[rnd + 1]["contested"] == 14
    for rnd in (3, 4, 5):
        assert record[rnd]["commits"] == players
        assert record[rnd]["skirmish"] is True
    assert record[4]["contested"] == 13
    assert record[5]["contested"] == 12


@pytest.mark.parametrize("players", [3, 4, 5])
def test_initiator_peeks_at_the_top_contested_resource_from_round_three(players: int) -> None:
    """[000:126,150]: "Beginning with the third round ... the initiator peeks at the top card on
    the contested resources pile"; the player does not reveal it, so only she sees it."""
    game = new(players, seed=7)
    record = run_rounds(game, 2)
    for rnd in (1, 2):
        assert all(p is None for p in record[rnd]["peeks"].values())  # type: ignore[attr-defined]
    view = game.view(None)
    assert view.round == 3
    top = game.zones()["contested"][0].kind
    assert game.view(view.initiator).peeked == top
    for seat in range(players):
        if seat != view.initiator:
            assert game.view(seat).peeked is None
    assert game.view(None).peeked is None


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_never_peek(rules: str) -> None:
    """[000:114] [001:107]: with two players "Eliminate all contested resources peeking" (V-3)."""
    game = new(2, seed=4, rules=rules)
    record = run_rounds(game, 8)
    for rec in record.values():
        assert all(p is None for p in rec["peeks"].values())  # type: ignore[attr-defined]
    for seat in range(2):
        assert not [k for k in game.view(seat).knowledge if k.zone == "contested"]


@pytest.mark.parametrize("players", [3, 5])
def test_2012_peek_is_made_by_that_rounds_initiator(players: int) -> None:
    """[001:121-123]: from the third round "the initiator peeks"; with the card passing every
    round (2012) round 3's initiator is two seats to the left of the first."""
    game = new(players, seed=11, rules="2012")
    record = run_rounds(game, 2)
    view = game.view(None)
    assert view.round == 3
    assert view.initiator == (record[1]["initiator"] + 2) % players  # type: ignore[operator]
    assert game.view(view.initiator).peeked == game.zones()["contested"][0].kind


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_every_round_starts_with_a_five_card_hand(players: int, rules: str) -> None:
    """[000:124-125]: each round "Discard all cards from the previous round" then "draws 5 cards",
    reshuffling the discard when the deck runs out."""
    game = new(players, seed=3, rules=rules)
    record = run_rounds(game, 9)
    for rnd, rec in record.items():
        assert rec["hands"] == (5,) * players, rnd


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "config",
    [{}, {"rules": "2012"}, {"modules": frozenset({"recon4"})}, {"modules": HQ[4]}],
    ids=["2015", "2012", "recon4", "hq4"],
)
def test_game_lasts_two_plus_fourteen_rounds_even_when_every_skirmish_deadlocks(
    players: int, config: dict[str, object]
) -> None:
    """ED-2: "The game ends after the skirmish phase of the round in which the CR pile becomes
    empty, however the last card left ... A game therefore lasts exactly 2 + (initial CR count)
    rounds: 16 with the standard 14 CRs." [000:140,170]; a deadlock puts the CR into the
    junkyard [000:274], a 2-player tie likewise [000:116]."""
    game = new(players, seed=players, **config)  # type: ignore[arg-type]
    record = run_rounds(game, 16)
    for rnd in range(4, 17):
        assert record[rnd]["contested"] == 14 - (rnd - 3)
        assert record[rnd]["junkyard"] == record[rnd - 1]["junkyard"] + 1  # type: ignore[operator]
    assert game.over
    assert game.view(None).round == 16
    assert game.view(None).contested_count == 0
    assert game.result is not None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("left", [1, 2])
def test_game_ends_in_the_round_that_takes_the_last_contested_resource(players: int, left: int) -> None:
    """[000:140] "The game continues like this until the contested resource pile is depleted";
    [000:170] "When the contested resource pile has been depleted, the game is over" (ED-2)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=players,
            seed=1,
            scenario={
                "round": 7,
                "initiator": 0,
                "players": [{"hand": ["refugee"], "deck": ["refugee"] * 4}] * players,
                "contested": ["grenade", "wolf_pack"][:left],
            },
        )
    )
    end = play_passively_to_end(game)
    assert end == 7 + left - 1
    assert game.view(None).contested_count == 0


@pytest.mark.parametrize("players", [3, 4])
def test_initiator_wins_no_resource_by_default_a_deadlock_passes_the_card_left(players: int) -> None:
    """[000:274]: on a deadlock "the players place the top card from the contested resources pile
    into the junkyard ... The player with the initiator card passes it to the left to begin a new
    round"; nobody's tribe gains the card."""
    game = sc.Game.new(
        sc.GameConfig(
            players=players,
            seed=1,
            scenario={
                "round": 5,
                "initiator": 1,
                "players": [{"hand": ["refugee"], "deck": ["refugee"] * 4}] * players,
                "contested": ["grenade", "wolf_pack", "tribe_family_5"],
            },
        )
    )
    before = Counter(c.kind for c in game.zones()["junkyard"])
    run_rounds(game, 5)
    view = game.view(None)
    assert view.round == 6
    assert view.initiator == 2
    assert view.contested_count == 2
    after = Counter(c.kind for c in game.zones()["junkyard"])
    assert after - before == {"grenade": 1}
    for seat in range(players):
        assert "grenade" not in deck_of(game, seat)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("initiator", [0, 2])
def test_skirmish_actions_are_declared_from_the_initiator_clockwise(players: int, initiator: int) -> None:
    """[000:268]: "Skirmishes are resolved by starting with the initiator and having her declare
    any actions performed by her units ... Play then passes to the next player in clockwise
    order"; [000:492] each player in turn order gets one opportunity."""
    game = sc.Game.new(
        sc.GameConfig(
            players=players,
            seed=1,
            scenario={
                "round": 3,
                "initiator": initiator,
                "players": [{"hand": ["sniper_team", "brawler"], "deck": ["pills"]}] * players,
            },
        )
    )
    asked: list[int] = []
    steps = 0
    while game.view(None).round == 3 and not game.over and steps < 500:
        decision = game.view(None).decision
        assert decision is not None
        legal = [str(a) for a in game.legal_actions(decision.seat)]
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, "commit brawler sniper_team")
        elif decision.kind == "skirmish":
            asked.append(decision.seat)
            game.apply(decision.seat, "pass")
        else:
            game.apply(decision.seat, "pass" if "pass" in legal else legal[0])
        steps += 1
    assert asked == [(initiator + k) % players for k in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("modules", [frozenset(), HQ[2], HQ[4]], ids=["base", "hq2", "hq4"])
def test_identical_tribes_at_the_end_share_the_victory(players: int, modules: frozenset[str]) -> None:
    """[000:170-172]: ties go to most contested resources, then most cards, "If there is still a
    tie, the tied players rejoice in their shared victory." A game where nobody gains a card and
    every skirmish deadlocks ends with identical tribes; gangs tied on every count go to nobody
    (F-4..F-8: "ties → none")."""
    game = new(players, seed=players, modules=modules)
    play_passively_to_end(game)
    result = game.result
    assert result is not None
    assert set(result.winners) == set(range(players))
    for score in result.scores:
        assert score.people == 8
        assert score.contested == 0
        assert score.cards == 10
        assert not score.gangs


def test_solo_attrition_removes_the_top_card_after_every_reshuffle() -> None:
    """[003:333]: "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it permanently from play" (V-4: also mid-draw).
    Turn 3 reshuffles the 10 starters (one lost); every later turn's draw runs out once more."""
    game = new(1, seed=5)
    removed_at_start: dict[int, int] = {}
    steps = 0
    while not game.over and game.view(None).round <= 6 and steps < 500:
        view = game.view(None)
        removed_at_start.setdefault(view.round, len(game.zones()["0:removed"]))
        if view.round <= 6:
            assert view.seats[0].hand_count == 5 or (view.decision is not None and view.decision.kind != "turn")
        legal = [str(a) for a in game.legal_actions(0)]
        game.apply(0, "end" if "end" in legal else ("pass" if "pass" in legal else legal[0]))
        steps += 1
    assert removed_at_start == {1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4}


@pytest.mark.parametrize("seed_set", [range(12)])
def test_piles_and_decks_are_shuffled_at_setup(seed_set: range) -> None:
    """[000:107,109]: the contested resources and the junkyard are shuffled face-down, "Each player
    shuffles her deck"; [000:571] the 12 buildings are shuffled; [003:304] the leader pile too."""
    tops: dict[str, set[tuple[str, ...]]] = {}
    for seed in seed_set:
        game = new(3, seed=seed, modules=HQ[3], variants=frozenset({"leader_draft"}))
        zones = game.zones()
        for pile in ("contested", "junkyard", "schematics", "leaders", "0:hand", "1:hand"):
            tops.setdefault(pile, set()).add(tuple(sorted(c.kind for c in zones[pile][:3])))
    for pile, seen in tops.items():
        assert len(seen) > 1, pile


def two_player_skirmish(force0: list[str], force1: list[str]) -> sc.Game:
    """Round 3 of a 2-player game; each seat commits exactly its given hand."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=1,
            scenario={
                "round": 3,
                "initiator": 0,
                "players": [{"hand": force0, "deck": ["pills"] * 5}, {"hand": force1, "deck": ["medkit"] * 5}],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    forces = {0: force0, 1: force1}
    steps = 0
    while game.view(None).round == 3 and not game.over and steps < 200:
        decision = game.view(None).decision
        assert decision is not None
        legal = [str(a) for a in game.legal_actions(decision.seat)]
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            force = forces[decision.seat]
            game.apply(decision.seat, "commit " + " ".join(force) if force else "commit none")
        else:
            game.apply(decision.seat, "pass" if "pass" in legal else legal[0])
        steps += 1
    return game


def grenade_owner(game: sc.Game) -> int | None:
    for seat in range(2):
        if "grenade" in deck_of(game, seat):
            return seat
    return None


@pytest.mark.parametrize(
    ("force0", "force1", "winner"),
    [
        (["brawler"], [], 0),
        (["thugs"], ["scavenger"], 0),
        (["brawler"], ["scavenger"], None),
        ([], ["scavenger"], None),
        (["brawler", "refugee", "refugee"], ["brawler"], None),
        (["scavenger"], ["thugs", "refugee"], 1),
    ],
)
def test_two_player_skirmish_must_be_won_by_two_and_people_do_not_count(
    force0: list[str], force1: list[str], winner: int | None
) -> None:
    """[000:115-116]: with two players "The number of tribe members a player brings to a skirmish
    is no longer relevant" and "Skirmishes must be won by 2. If not, then it is a tie and the
    players place the contested resource on top of the junkyard and then shuffle" (V-2: no force
    counts as fight 0)."""
    game = two_player_skirmish(force0, force1)
    assert game.view(None).round == 4
    assert game.view(None).contested_count == 1
    assert grenade_owner(game) == winner
    in_junkyard = "grenade" in {c.kind for c in game.zones()["junkyard"]}
    assert in_junkyard == (winner is None)


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_sniper_may_interrupt_gathering_in_round_one(rules: str) -> None:
    """[000:144-146] delay only the skirmish; [000:316] the sniper team "may be used during the
    resource gathering phase" (R-1: RG interrupts are allowed in rounds 1-2)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=1,
            rules=rules,
            scenario={
                "round": 1,
                "initiator": 0,
                "players": [
                    {"hand": ["scavenger", "shovel"], "deck": ["pills"] * 5},
                    {"hand": ["sniper_team"], "deck": ["pills"] * 3},
                    {"hand": ["refugee"], "deck": ["medkit"] * 5},
                ],
            },
        )
    )
    game.apply(0, "dig scavenger+shovel")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "respond"
    assert decision.seat == 1
    assert "snipe 0:scavenger" in [str(a) for a in game.legal_actions(1)]


def final_round(tribe0: list[str], tribe1: list[str]) -> sc.GameResult:
    """A 2-player final round (one contested resource left) that ends in a tie: the last CR goes
    to the junkyard [000:116] and the game is over [000:170]; each tribe is its given cards."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=1,
            scenario={
                "round": 9,
                "initiator": 0,
                "players": [{"hand": tribe0}, {"hand": tribe1}],
                "contested": ["grenade"],
            },
        )
    )
    play_passively_to_end(game)
    assert game.view(None).round == 9
    result = game.result
    assert result is not None
    return result


@pytest.mark.parametrize(
    ("tribe0", "tribe1", "winners"),
    [
        (["thugs"], ["refugee", "refugee"], (0,)),
        (["tribe_family_3"], ["refugee", "refugee", "refugee"], (0,)),
        (["refugee", "refugee", "refugee"], ["group_leaders", "refugee"], (0,)),
        (["refugee", "refugee", "refugee"], ["scavenger", "scavenger", "scavenger"], (0, 1)),
        (["refugee", "refugee", "pills"], ["sled_team", "junk"], (1,)),
    ],
)
def test_end_of_game_tribe_size_then_contested_then_cards_then_shared(
    tribe0: list[str], tribe1: list[str], winners: tuple[int, ...]
) -> None:
    """[000:170-172]: "The winner is the player who has built the largest tribe ... If there is a
    tie, then the player among those tied with the most contested resource cards is the winner.
    If there is still a tie, the player among those tied with the largest number of cards in her
    deck is the winner. If there is still a tie, the tied players rejoice in their shared victory."""
    result = final_round(tribe0, tribe1)
    assert tuple(sorted(result.winners)) == winners


@pytest.mark.parametrize(("rival", "returns"), [(["brawler"], True), ([], False)])
def test_hardy_scavenger_back_in_hand_still_draws_five_next_round(rival: list[str], returns: bool) -> None:
    """[003:181-182]: a hardy scavenger sent to a skirmish its player loses or ties is "returned to
    your hand at the end of the round", and "Even if one or more HS units return to your hand, you
    still perform a standard draw action at the start of the next round" (draw 5 [000:125])."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=1,
            modules=frozenset({"recon3"}),
            scenario={
                "round": 3,
                "initiator": 0,
                "players": [
                    {"hand": ["hardy_scavenger", "spear"], "deck": ["pills"] * 8},
                    {"hand": rival, "deck": ["medkit"] * 6},
                    {"hand": [], "deck": ["junk"] * 6},
                ],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    forces = {0: "commit hardy_scavenger spear", 1: "commit " + " ".join(rival) if rival else "commit none"}
    steps = 0
    while game.view(None).round == 3 and steps < 300:
        decision = game.view(None).decision
        assert decision is not None
        legal = [str(a) for a in game.legal_actions(decision.seat)]
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, forces.get(decision.seat, "commit none"))
        else:
            game.apply(decision.seat, "pass" if "pass" in legal else legal[0])
        steps += 1
    assert game.view(None).round == 4
    hand = kinds(game, "0:hand")
    assert hand["pills"] == 5
    assert hand["hardy_scavenger"] == (1 if returns else 0)


def pass_open_windows(game: sc.Game, seat: int) -> None:
    while (decision := game.view(None).decision) is not None and decision.seat != seat:
        game.apply(decision.seat, "pass")


@pytest.mark.parametrize("players", [2, 3])
def test_two_player_binoculars_skip_the_contested_pile(players: int) -> None:
    """[000:114]: with two players "Eliminate all contested resources peeking" (X-9: binoculars
    skip the CR pile); [003:100] otherwise binoculars peek at "the top card of every pile in play
    (CR, JY ...)"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=players,
            seed=1,
            modules=frozenset({"recon1"}),
            scenario={
                "round": 4,
                "initiator": 0,
                "players": [{"hand": ["binoculars", "refugee"], "deck": ["pills"] * 5}]
                + [{"hand": ["refugee"], "deck": ["medkit"] * 3}] * (players - 1),
                "contested": ["grenade", "wolf_pack"],
                "junkyard": ["net", "junk", "pills"],
            },
        )
    )
    game.apply(0, "scout binoculars")
    pass_open_windows(game, 0)
    seen = {k.zone: tuple(k.cards) for k in game.view(0).knowledge}
    assert seen.get("junkyard") == ("net",)
    assert ("contested" in seen) == (players > 2)


def test_two_player_scout_tower_cannot_target_the_contested_pile() -> None:
    """[000:114] "Eliminate all contested resources peeking" (X-9) against [003:211] the scout
    tower's "Select any two piles (CR, JY, schematics, leaders, etc.)"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=1,
            modules=frozenset({"recon3"}),
            scenario={
                "round": 4,
                "initiator": 0,
                "players": [
                    {
                        "hand": ["junk", "refugee"],
                        "deck": ["pills"] * 5,
                        "buildings": [{"building": "scout_tower", "timer": []}],
                    },
                    {"hand": ["refugee"], "deck": ["medkit"] * 3},
                ],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    legal = [str(a) for a in game.legal_actions(0)]
    assert any(a.startswith("tower ") for a in legal)
    assert not [a for a in legal if a.startswith("tower ") and "contested" in a]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_public_table_right_after_a_base_setup(players: int, rules: str) -> None:
    """[000:95-109]: a base game starts in round 1 with 14 contested resources, the junkyard of
    46 cards less each player's starter spear and shovel (R-0; two players also remove two of each
    kind [000:113]), 8 face-up stacks, no gangs, schematics or leaders (HQ only), no skirmish yet."""
    game = new(players, seed=players, rules=rules)
    view = game.view(None)
    assert view.round == 1
    assert view.phase == "gathering"
    assert view.players == players
    assert view.contested_count == 14
    assert view.junkyard_count == 46 - 2 * players - (16 if players == 2 else 0)
    assert set(dict(view.market)) == BASE_STACKS
    assert not view.gangs
    assert view.schematics_count == 0
    assert view.leader_pile_count == 0
    assert not view.forces
    assert view.skirmish_this_round is False
    assert view.rules == rules
    assert view.decision is not None
    assert view.decision.kind == "turn"
    assert view.decision.seat == view.initiator
    for seat in view.seats:
        assert seat.leader is None
        assert not seat.buildings
        assert seat.committed_count == 0


@pytest.mark.parametrize("start", [1, 3, 6])
def test_a_depleted_contested_pile_means_the_game_is_over(start: int) -> None:
    """[000:170]: "When the contested resource pile has been depleted, the game is over"; R-9:
    "Empty CR pile: the game is over (ED-2)". A table whose pile is already empty would be a
    finished game, so it is refused with a message naming the pile (docs/scenarios.md)."""
    config = sc.GameConfig(players=3, seed=1, scenario={"round": start, "initiator": 0, "contested": []})
    with pytest.raises(sc.ConfigError, match="contested"):
        sc.Game.new(config)


@pytest.mark.parametrize("players", [3, 5])
def test_peek_and_dealt_leaders_stay_private(players: int) -> None:
    """[000:150]: "The player does not reveal this card to the other players"; [000:650] leaders
    are dealt "face-down" and only their receiver looks at them ("players may look at them")."""
    game = new(players, seed=7, modules=HQ[3])
    for seat in range(players):
        assert set(game.view(seat).dealt) == set(kinds(game, f"{seat}:dealt"))
    assert not game.view(None).dealt
    run_rounds(game, 2)
    initiator = game.view(None).initiator
    top = game.zones()["contested"][0].kind
    for seat in range(players):
        shown = [e for e in game.log(seat) if e.round == 3 and top in e.cards]
        assert bool(shown) == (seat == initiator), seat
