"""Blind rules sweep (14): the third-party rules summary 004, line by line, in combinations.

Written from the rules summary of the base game, HQ and Recon ([004], the Esoteric Order of
Gamers sheet), confirmed by the publisher's rulebooks ([000] the 2015 base/HQ rules, [003]
Recon) and the project's rulings (RULINGS.md IDs), without reading the engine. The summary only
confirms: where it differs from [000]/[003] or a ruling, the test checks the rulebook or the
ruling and says so. Each test covers a sentence of 004 that no earlier test checks, or checks it
in a combination the earlier tests do not reach (several modules at once, 2 and 5 players,
the final scoring with everything in play). Citations: [file:line] of shared/rules/*.txt, or a
ruling ID of RULINGS.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import pass_windows, zone_counter, zone_kinds
from scavengers.engine.core.events import EventType

HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
ALL_RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
EVERYTHING = HQ4 | ALL_RECON
REFUSED = (sc.IllegalAction, sc.InvalidAction, ValueError)
QUIET = ["leader_organizer", "leader_peacemaker", "leader_mentor", "leader_butcher", "leader_cannibal"]
CR = ["grenade", "wolf_pack", "field_crew"]
BASE_CR = ["wolf_pack", "grenade", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4", "tribe_family_5"]
RECON_CR = ["cargo_sled", "combat_medics", "demolition_team", "tear_gas"] + [f"tribal_hunters_{n}" for n in (2, 3, 4)]


# ---------------------------------------------------------------------------------------------
# helpers


def new(seats: int = 3, modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked table (seed 0). With leaders in play (and no drafting), every seat given none
    gets a quiet one, so no leader decision opens the game."""
    seed = scenario.pop("seed", 0)
    variants = frozenset(scenario.pop("variants", ()))
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules and "leader_draft" not in variants:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            if "leader" not in p:
                p["leader"] = spare.pop(0)
    scenario.setdefault("initiator", 0)
    config = sc.GameConfig(
        players=seats, seed=seed, modules=modules, variants=variants, scenario={"players": players, **scenario}
    )
    return sc.Game.new(config)


def legal(game: sc.Game, seat: int) -> list[str]:
    return [str(a) for a in game.legal_actions(seat)]


def decision(game: sc.Game) -> sc.Decision | None:
    return game.view(None).decision


def refused(game: sc.Game, seat: int, text: str) -> bool:
    """Not listed as legal, and applying it is refused."""
    if text in legal(game, seat):
        return False
    try:
        game.apply(seat, text)
    except REFUSED:
        return True
    return False


def end_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat still to act this round ends its turn, commits as given (default nothing) and
    passes every window and skirmish opportunity."""
    commits = commits or {}
    start = game.round
    while not game.over and game.round == start:
        d = decision(game)
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        elif d.kind in ("respond", "save", "skirmish", "place"):
            game.apply(d.seat, "pass")
        else:
            raise AssertionError(f"unexpected decision {d}")


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its gathering turn and commits as given, stopping at the skirmish."""
    start = game.round
    while game.round == start and (d := decision(game)) is not None and d.kind in ("turn", "commit", "respond", "save"):
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


def skirmish(game: sc.Game, moves: dict[int, list[str]] | None = None) -> list[int]:
    """Each seat's skirmish opportunity: the given moves, then pass; windows pass. Returns the
    seats asked, in order."""
    moves = {s: list(m) for s, m in (moves or {}).items()}
    asked: list[int] = []
    start = game.round
    for _ in range(300):
        if game.over or game.round != start or (d := decision(game)) is None:
            break
        if d.kind == "skirmish":
            asked.append(d.seat)
            game.apply(d.seat, moves[d.seat].pop(0) if moves.get(d.seat) else "pass")
        elif d.kind in ("respond", "save"):
            game.apply(d.seat, "pass")
        else:
            break
    assert not any(moves.values()), f"moves left unplayed: {moves}"
    return asked


def fight(
    forces: list[list[str]],
    modules: frozenset[str] = frozenset(),
    moves: dict[int, list[str]] | None = None,
    **more: Any,
) -> sc.Game:
    """Round 3: each seat holds and commits ``forces[seat]``; the skirmish is played with
    ``moves``."""
    players = [{"hand": list(f)} for f in forces]
    for seat, extra in more.pop("extra", {}).items():
        players[seat].update(extra)
    more.setdefault("contested", list(CR))
    game = new(len(forces), modules, round=3, players=players, **more)
    to_skirmish(game, {s: "commit " + " ".join(f) for s, f in enumerate(forces) if f})
    skirmish(game, moves)
    return game


def totals(game: sc.Game, rnd: int | None = None) -> dict[int, tuple[int, ...]]:
    events = [e for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS]
    last = events[-1].round if rnd is None else rnd
    return {e.seat: tuple(e.values) for e in events if e.round == last and e.seat is not None}


def winner(game: sc.Game, rnd: int = 3) -> int | None:
    for event in game.log(None):
        if event.round != rnd:
            continue
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def owned(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def knowledge(game: sc.Game, seat: int, source: str) -> dict[str, tuple[str, ...]]:
    return {k.zone: tuple(k.cards) for k in game.view(seat).knowledge if k.source == source}


def done(game: sc.Game) -> sc.GameResult:
    assert game.result is not None, "the game is not over"
    return game.result


# =============================================================================================
# Setup with everything at once [004:31-47, 159-205, 261-267, 339-341, 385, 423, 473, 505-507]


def test_five_players_every_module_starter_decks_market_piles_gangs_and_two_leaders_each() -> None:
    """A 5-player game with HQ modules 1-4 and Recon modules 1-5, checked against the summary's
    setup sentences all at once:
    [004:33] the starter deck is "4 refugee cards, 3 scavenger cards, 1 brawler card, 1 spear card,
    and 1 shovel card", with [004:423] "Substitute hardy scavengers in place of the standard
    scavengers during setup" [003:159]; [004:341] "Select the spy and 9 other mercenaries ... for a
    total of 10 mercenary stacks + scouting refugees", [004:385] the assassin, provocateur, rogue
    and guard, [004:423] the courier, drill sergeant, scrapers and tinker [003:61,113,159] (X-23,
    X-33: the scouting refugees are the extra stack, also the Humanitarians' one, X-30);
    [004:167] 8 HQ junkyard cards, [004:341] 4 binoculars, module 5's 4 maps (X-31) into the
    junkyard, which at 5 players keeps every base card but the 5 starter spears and shovels
    (R-0); [004:201] the 12 buildings and [004:423] "the 2 new buildings" (3 copies each,
    X-32) make the schematics pile; [004:473] "Draw the top 14" of the 28 contested resources
    [003:220] (V-9); [004:169,203,505] the gearheads, pharmers, masons and Humanitarians;
    [004:265] "deal 2 facedown to each player" [000:650]."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=3, modules=EVERYTHING))
    view = game.view(None)
    for seat in range(5):
        cards = Counter(c.kind for z in ("hand", "deck", "discard") for c in game.zones()[f"{seat}:{z}"])
        assert cards == {"refugee": 4, "hardy_scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        assert len(game.view(seat).dealt) == 2
    market = dict(view.market)
    assert market.pop("scouting_refugee") == 20
    assert len(market) == 10
    assert {
        "spy",
        "assassin",
        "provocateur",
        "rogue",
        "guard",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
    } <= set(market)
    assert "hardy_scavenger" not in market
    junkyard = zone_counter(game, "junkyard")
    assert junkyard == {
        "junk": 7,
        "multitool": 4,
        "net": 4,
        "spear": 1,
        "pickaxe": 4,
        "shovel": 1,
        "medkit": 6,
        "pills": 9,
        "rifle": 4,
        "toolkit": 4,
        "binoculars": 4,
        "map": 4,
    }
    assert zone_counter(game, "schematics") == dict.fromkeys(
        ["bunker", "armory", "pharmacy", "hydroponic_gardens", "portable_decoys", "scout_tower"], 3
    )
    contested = zone_counter(game, "contested")
    assert sum(contested.values()) == view.contested_count == 14
    assert max(contested.values()) <= 2
    cr_kinds = set(BASE_CR) | set(RECON_CR)
    elsewhere = [c.kind for name, cards in game.zones().items() if name not in ("contested", "box") for c in cards]
    assert not cr_kinds & set(elsewhere)  # V-9: the other 14 are out of the game
    assert set(view.gangs) == {"gang_gearheads", "gang_pharmers", "gang_masons", "gang_humanitarians"}


def test_two_players_every_module_junkyard_loses_two_of_each_base_kind_only_and_nobody_peeks() -> None:
    """[004:45] "Remove 2 cards of each kind from the junkyard. Eliminate all contested resources
    peeking" [000:113-114], with every module's junkyard cards in: RULINGS V-1 applies the
    removal to the 8 base kinds only (after R-0's 2 starter spears and shovels), and the HQ and
    Recon cards go in whole (X-31); V-3: no peek in any round."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=4, modules=EVERYTHING))
    assert zone_counter(game, "junkyard") == {
        "junk": 5,
        "multitool": 2,
        "net": 2,
        "spear": 2,
        "pickaxe": 2,
        "shovel": 2,
        "medkit": 4,
        "pills": 7,
        "rifle": 4,
        "toolkit": 4,
        "binoculars": 4,
        "map": 4,
    }
    stacked = new(2, EVERYTHING, round=3, players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}])
    assert all(game_view.peeked is None for game_view in (stacked.view(0), stacked.view(1)))
    assert not knowledge(stacked, 0, "peek")
    assert not knowledge(stacked, 1, "peek")


# =============================================================================================
# The final scoring with everything in play [004:151-157, 187-193, 273, 457, 509]


def test_final_scoring_five_players_with_every_gang_building_storage_and_timer() -> None:
    """The last contested resource deadlocks and the game ends (ED-2, [000:140,170]); then
    [004:155] "Each player counts the total number of tribe members in their deck" (F-1: every
    zone, stored and timer cards included; buildings and leaders count no one), [004:187] the
    gangs join (P-3/F-7: 5 people each), and [004:157] a tie goes to the most contested
    resources. Seat by seat:
    - Gearheads [004:189] [000:561] (F-5): seats 0 and 1 own 4 tool cards each (seat 0's net
      stored in its armory); seat 0's wolf pack is a contested tool, so seat 0 has them.
    - Pharmers [004:191] [000:563] (ED-8): seats 0 and 1 both have 2 meds of pills/medkits; the
      medics tie-break counts seat 0's combat medics and seat 1's medic, 1 each: still tied, not
      awarded (F-4).
    - Masons [004:193] [000:565] (F-6): seats 0 and 1 have 2 completed, enabled buildings (seat
      1's bunker under construction and seat 4's disabled decoys do not count); [004:457]
      "Tinkers do not contribute to the tie breaker" [003:199]: seat 0's two stored tinkers lose
      to seat 1's one engineer.
    - Humanitarians [004:509] [003:263-265] (F-8): seats 2 and 3 own 3 "refugee" cards each
      (scouting refugees included): "In the event of a tie, this gang is not awarded".
    - People: seat 0 2 refugees + combat medics 4 + 2 tinkers + hardy scavenger (stored) = 9,
      +5 = 14; seat 3 3 refugees + tribe families 5 and 4 + 2 scavengers = 14. Tied: seat 3 owns
      3 contested resources (grenade, 2 tribe families), seat 0 two (wolf pack, combat medics):
      seat 3 wins [004:157]."""
    players = [
        {
            "deck": ["spear", "shovel", "wolf_pack", "medkit", "refugee", "refugee", "combat_medics"],
            "buildings": [
                {"building": "bunker", "stored": ["tinker", "tinker", "hardy_scavenger"]},
                {"building": "armory", "stored": ["net"]},
            ],
        },
        {
            "deck": ["spear", "shovel", "pickaxe", "rifle", "pills", "pills", "medic", "engineer"],
            "buildings": [
                {"building": "pharmacy"},
                {"building": "scout_tower"},
                {"building": "bunker", "timer": ["refugee", "refugee"]},
            ],
        },
        {"deck": ["scouting_refugee", "refugee", "refugee", "thugs"]},
        {
            "deck": [
                "scouting_refugee",
                "scouting_refugee",
                "refugee",
                "grenade",
                "tribe_family_5",
                "tribe_family_4",
                "scavenger",
                "scavenger",
            ]
        },
        {
            "deck": ["engineer", "engineer", "engineer"],
            "buildings": [
                {"building": "hydroponic_gardens"},
                {"building": "portable_decoys", "disabled": True},
            ],
        },
    ]
    game = new(5, EVERYTHING, round=3, players=players, contested=["tribe_family_3"])
    end_round(game)
    result = done(game)
    gangs = {seat: result.scores[seat].gangs for seat in range(5)}
    assert gangs == {0: ("gang_gearheads",), 1: ("gang_masons",), 2: (), 3: (), 4: ()}
    people = {seat: result.scores[seat].people for seat in range(5)}
    assert people == {0: 14, 1: 4 + 5, 2: 6, 3: 14, 4: 3}
    assert (result.scores[0].contested, result.scores[3].contested) == (2, 3)
    assert result.winners == (3,)


# =============================================================================================
# Two players [004:43-47] with Recon cards


def test_two_players_a_win_by_one_is_a_tie_a_rogue_takes_and_the_losers_hardy_scavenger_returns() -> None:
    """[004:47] "Skirmishes must be won by 2. If not ..." it is a tie [000:116]; [004:409] "If a
    skirmish ends with a tie for highest fight score, the first player in turn order with a rogue
    ... automatically wins" [003:143]; RULINGS V-2: a rogue triggers on any 2-player tie (a
    margin of 0 or 1). [004:441] "If you send hardy scavenger into the skirmish and you either
    lose or tie, then any hardy scavenger units you sent are returned to your hand" [003:181]
    (S-12): seat 0 (fight 4) loses to seat 1's rogue (fight 3), so seat 0's hardy scavenger
    comes back to her hand, on top of the 5 she draws [004:443]; seat 1 won, so his goes to the
    discard pile."""
    players = [
        {"hand": ["brawler", "spear", "hardy_scavenger"], "deck": ["refugee"] * 5},
        {"hand": ["rogue", "brawler", "hardy_scavenger"], "deck": ["refugee"] * 5},
    ]
    game = new(2, frozenset({"recon2", "recon3"}), round=3, players=players, contested=list(CR))
    to_skirmish(game, {0: "commit brawler hardy_scavenger spear", 1: "commit brawler hardy_scavenger rogue"})
    skirmish(game)
    assert totals(game)[0][1] == 4
    assert totals(game)[1][1] == 3
    assert winner(game) == 1
    assert game.round == 4
    assert zone_counter(game, "0:hand") == {"hardy_scavenger": 1, "refugee": 5}
    assert zone_counter(game, "1:hand") == {"refugee": 5}
    assert "hardy_scavenger" in zone_kinds(game, "1:discard")


def test_two_players_a_win_by_two_stands_against_a_rogue() -> None:
    """[004:47] a 2-player skirmish won by 2 or more is won [000:116]; the rogue needs a tie
    [004:409] (V-2): seat 0's fight 5 beats seat 1's rogue and brawler (3)."""
    game = fight([["brawler", "spear", "scavenger"], ["rogue", "brawler"]], frozenset({"recon2"}))
    assert totals(game)[0][1] == 5
    assert winner(game) == 0


# =============================================================================================
# Skirmish resolution with Recon cards in 5-player games [004:127-137, 383, 399-419, 493-497]


def test_five_players_a_sniped_first_rogue_leaves_the_win_to_the_next_rogue_in_turn_order() -> None:
    """[004:409] the first player in turn order with a rogue wins a tie for highest fight; [004:413]
    "The player using the rogue need not be involved in the tie"; [004:419] "Your rogue can be
    targeted by a snipe action" [003:149] (S-9: any player may snipe a rogue); [004:417] only the
    first rogue succeeds; [004:411] the rogue comes before the people count [003:145]. Seats 1
    and 3 tie at fight 3; seat 3's sniper team snipes seat 2's rogue, so the first unsniped rogue
    from the initiator is seat 4's (S-2), and seat 4, not in the tie, wins."""
    forces = [
        ["field_crew"],
        ["thugs", "refugee"],
        ["rogue"],
        ["brawler", "scavenger", "sniper_team"],
        ["rogue"],
    ]
    game = fight(forces, frozenset({"recon2"}), moves={3: ["snipe 2:rogue"]})
    t = totals(game)
    assert t[1][1] == t[3][1] == 3
    assert t.get(2, (0, 0, 0))[2] == 0  # the sniped rogue left seat 2's force
    assert winner(game) == 4


def test_tear_gas_breaks_the_tie_a_rogue_waited_for_and_opens_no_save() -> None:
    """[004:493] tear gas "is declared during your turn within the skirmish phase"; [004:495] "1
    opponent tribe member's fight score ... is set to 0. This is not a snipe attack, and cannot be
    blocked by a save action"; [004:497] "Tear gas can indirectly counter a rogue by breaking a
    tied skirmish" [003:239-250] (S-10: the thugs keep a fight of 0 and their net). Seats 0 and
    1 would tie at 4 and seat 2's rogue would take it; seat 0 gasses seat 1's thugs, seat 1's
    medic is never asked to save, and seat 0 wins outright."""
    forces = [["brawler", "spear", "tear_gas"], ["thugs", "net", "medic"], ["rogue"]]
    game = new(3, HQ1 | {"recon2", "recon4"}, round=3, players=[{"hand": f} for f in forces], contested=list(CR))
    to_skirmish(game, {s: "commit " + " ".join(sorted(f)) for s, f in enumerate(forces)})
    seen: list[str] = []
    while not game.over and game.round == 3 and (d := decision(game)) is not None:
        seen.append(d.kind)
        if d.kind == "skirmish" and d.seat == 0 and "gas 1:thugs" in legal(game, 0):
            game.apply(0, "gas 1:thugs")
        else:
            game.apply(d.seat, "pass")
    assert "save" not in seen
    t = totals(game)
    assert t[0][1] == 4
    assert t[1][1] == 1
    assert winner(game) == 0


@pytest.mark.parametrize("sniped", [False, True])
def test_a_provocateur_shrugs_off_tear_gas_but_a_later_snipe_reverts_its_fight(sniped: bool) -> None:
    """[004:399-401] the provocateur's player "may announce" on her skirmish turn and use "the
    total size of your force (tribe members you brought, even if they are not fighters)" as her
    fight [003:130-132]; [004:497] "Tear gas is not effective against a provocateur (cumulative
    tribe member count is used)"; [004:403] "If your provocateur gets sniped, your fight score
    reverts back to its natural score. A player in later turn order can snipe a provocateur in
    earlier turn order" [003:133-135] (S-8, S-10). Seat 0 (initiator): provocateur, a 5-person
    tribe family and a refugee, size 7, natural fight 1 + 0. Seat 1 gasses the provocateur: still
    7, more than seat 1's 4. Where seat 2 then snipes the provocateur, seat 0 falls back to her
    natural fight 0 and seat 1 wins."""
    forces = [
        ["provocateur", "tribe_family_5", "refugee"],
        ["brawler", "spear", "tear_gas"],
        ["sniper_team"] if sniped else ["scavenger"],
    ]
    moves = {0: ["provoke provocateur"], 1: ["gas 0:provocateur"]}
    if sniped:
        moves[2] = ["snipe 0:provocateur"]
    game = fight(forces, frozenset({"recon2", "recon4"}), moves=moves)
    t = totals(game)
    if sniped:
        assert t[0][:2] == (1, 0)
        assert winner(game) == 1
    else:
        assert t[0][1] == 7
        assert winner(game) == 0


def test_five_players_a_three_way_tie_on_fight_goes_to_decoys_over_the_gangster() -> None:
    """[004:137] "On a tie, each player sums the number of people involved in the skirmish ... and
    the player with the most people involved wins" [000:274] (S-2: among the tied players only:
    seat 3's 9 people at fight 0 do not count); [004:463] portable decoys: "For every 2 cards you
    bring to the skirmish (tribe members, tools, medicine, etc.) increase the effective size of
    your skirmish force by 1 (round down)" [003:206] (S-11); the Gangster's refugees count 2
    people each in a tie (L-8) [004:289 "always in effect"]. Seats 0, 2 and 4 fight 2: seat 0 1
    person + 6 cards // 2 = 4, seat 2 1 + 2 = 3, seat 4 2. Seat 0 wins."""
    forces = [
        ["brawler", "pills", "pills", "pills", "pills", "medkit"],
        [],
        ["brawler", "refugee"],
        ["tribe_family_5", "tribe_family_4"],
        ["brawler", "refugee"],
    ]
    extra = {
        0: {"leader": "leader_organizer", "buildings": [{"building": "portable_decoys"}]},
        2: {"leader": "leader_gangster"},
    }
    game = fight(forces, HQ3 | {"recon3"}, extra=extra)
    t = totals(game)
    assert t[0] == (1, 2, 4)
    assert t[2] == (1, 2, 3)
    assert t[4] == (1, 2, 2)
    assert t[3][:2] == (1, 0)
    assert winner(game) == 0


# =============================================================================================
# Buildings, Dirty Deeds and Recon answers together [004:241-259, 291-307, 353, 393]


@pytest.mark.parametrize("disabled", [False, True])
def test_a_disabled_bunker_cannot_give_up_its_scouting_refugee_to_cancel_a_spy(disabled: bool) -> None:
    """[004:353] "The card that cancels a spy can be revealed from committed cards, hand, or bunker"
    [003:71] (X-4, I-6); [004:243] the bunker is the one building open on another player's turn;
    [004:299] "If a building is disabled, its abilities cannot be used and cards cannot be added
    or removed from the building" [000:685] (H-11). Seat 1's enabled bunker yields its scouting
    refugee to cancel seat 0's spy (both discarded, both draw 1 [004:349,363]); a disabled one
    does not, and the spy sees seat 1's hand."""
    players = [
        {"hand": ["spy", "brawler"], "deck": ["net"]},
        {
            "hand": ["refugee"],
            "deck": ["pills"],
            "buildings": [{"building": "bunker", "stored": ["scouting_refugee"], "disabled": disabled}],
        },
        {"hand": ["refugee"]},
    ]
    game = new(3, HQ4 | {"recon1"}, players=players)
    game.apply(0, "spy 1:hand")
    assert decision(game) == sc.Decision("respond", 1, 0, "spy")
    if disabled:
        assert legal(game, 1) == ["pass"]
        pass_windows(game)
        assert knowledge(game, 0, "spy") == {"1:hand": ("refugee",)}
        return
    game.apply(1, "retrieve bunker scouting_refugee")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert zone_kinds(game, "1:discard") == ["scouting_refugee"]
    assert sorted(game.view(0).hand) == ["brawler", "net"]
    assert sorted(game.view(1).hand) == ["pills", "refugee"]


@pytest.mark.parametrize("attack", ["none", "wounded", "saved"])
def test_a_wounded_sergeant_at_arms_no_longer_protects_tools_unless_a_medic_saved_him(attack: str) -> None:
    """[004:287-289] the Sergeant at Arms grants an ability "always in effect" (L-11: its owner's
    tools cannot be disarmed); [004:305-307] "A sniper team may attack a tribe leader, wounding him
    ... This removes the leader's advantage" [000:689-691] (L-12, L-17: at once); [004:177] a
    medic's save "Protects a tribe member or leader from a snipe attack" [000:547], and
    [004:173] "they can even be used to save another player's" (I-4). Seat 0 snipes seat 1's
    leader on her own turn (I-8, L-13); on seat 1's hunt, seat 2's saboteur may disarm the spear
    only where the leader was wounded."""
    players = [
        {"hand": ["sniper_team"]},
        {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
        {"hand": ["saboteur", "medic"]},
    ]
    game = new(3, HQ4, players=players)
    if attack != "none":
        game.apply(0, "snipe 1:leader_sergeant_at_arms")
        while (d := decision(game)) is not None and d.kind == "save":
            game.apply(d.seat, "save medic" if attack == "saved" and d.seat == 2 else "pass")
        pass_windows(game)
        assert game.view(None).seats[1].wounded is (attack == "wounded")
    while (d := decision(game)) is not None and not (d.kind == "turn" and d.seat == 1):
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    game.apply(1, "hunt scavenger+spear")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("respond", 2, 1, "hunt")
    assert ("disarm 1:spear" in legal(game, 2)) is (attack == "wounded")


def test_a_gangster_sniped_in_the_skirmish_loses_his_double_refugees_for_the_tie() -> None:
    """[004:287-289] the Gangster's ability is "always in effect" (L-8: refugees fight 0 and count
    2 people in a tie); [004:305-307] a sniper team may wound a leader, which "removes the
    leader's advantage" [000:691] at once (L-17: skirmish values are computed at final
    resolution). Seats 0 and 1 tie at fight 2; seat 0's two refugees would give her 5 people to
    seat 1's 4, but seat 2 snipes the Gangster on its skirmish turn (S-14), and seat 1 wins."""
    forces = [["brawler", "refugee", "refugee"], ["brawler", "refugee", "refugee", "refugee"], ["sniper_team"]]
    extra = {0: {"leader": "leader_gangster"}}
    unsniped = fight([*forces[:2], ["refugee"]], HQ4, extra=extra)
    assert totals(unsniped)[0] == (1, 2, 5)
    assert winner(unsniped) == 0
    game = fight(forces, HQ4, extra=extra, moves={2: ["snipe 0:leader_gangster"]})
    assert game.view(None).seats[0].wounded
    assert totals(game)[0] == (1, 2, 3)
    assert totals(game)[1] == (1, 2, 4)
    assert winner(game) == 1


def test_a_guard_cancels_a_building_attack_then_a_second_saboteur_disables_it() -> None:
    """[004:297] a saboteur "may attack a building that is completed and disable it"; [004:393]
    the guard "Can be used to cancel any action outside of the skirmish which targets your
    card(s)" [003:123] (X-6: an attack on her building); [004:395] "discard him and draw a new
    card"; [004:317] "The canceled card and the card performing the cancel action are both
    discarded"; a guard cancels only once, so seat 0's second saboteur disables the bunker and
    [004:299] its stored card can no longer be retrieved."""
    players = [
        {"hand": ["saboteur", "saboteur"]},
        {
            "hand": ["guard"],
            "deck": ["pills"],
            "buildings": [{"building": "bunker", "stored": ["brawler"]}],
        },
        {"hand": ["refugee"]},
    ]
    game = new(3, HQ4 | {"recon2"}, players=players)
    game.apply(0, "disable 1:bunker")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 1:
        game.apply(d.seat, "pass")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not building(game, 1, "bunker").disabled
    assert zone_kinds(game, "0:discard") == ["saboteur"]
    assert zone_kinds(game, "1:discard") == ["guard"]
    assert game.view(1).hand == ("pills",)
    game.apply(0, "disable 1:bunker")
    pass_windows(game)
    assert building(game, 1, "bunker").disabled
    game.apply(0, "end")
    while (d := decision(game)) is not None and not (d.kind == "turn" and d.seat == 1):
        game.apply(d.seat, "pass" if d.kind != "commit" else "commit none")
    assert not any(a.startswith("retrieve") for a in legal(game, 1))


# =============================================================================================
# Recon gathering cards in combination [004:341-379, 427-459, 477-481, 521-523, 539-547]


@pytest.mark.parametrize("seats", [2, 3])
def test_two_binoculars_see_three_deep_into_every_pile_the_leaders_too_but_not_the_2p_contested(seats: int) -> None:
    """[004:373] binoculars: "Peek at the top card of every pile in play (CR, JY, engineering
    schematics, etc.)"; [004:375] "2 binoculars would allow you to see the top 3 cards of each
    pile" [003:98-102] (X-1); [004:545] with leader drafting, peeking actions "can target the
    leaders pile as well" [003:311]; [004:325] "Cards are returned in their original order";
    [004:45] with 2 players "Eliminate all contested resources peeking" [000:114] (X-9: the
    contested pile is skipped)."""
    contested = ["grenade", "wolf_pack", "field_crew", "sled_team"]
    junkyard = ["net", "junk", "pills", "medkit", "spear"]
    schematics = ["bunker", "armory", "pharmacy", "hydroponic_gardens"]
    game = new(
        seats,
        HQ3 | {"recon1"},
        variants={"leader_draft"},
        players=[{"hand": ["binoculars", "binoculars"]}],
        contested=contested,
        junkyard=junkyard,
        schematics=schematics,
    )
    leaders = zone_kinds(game, "leaders")
    game.apply(0, "scout binoculars binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    expected = {"junkyard": tuple(junkyard[:3]), "schematics": tuple(schematics[:3]), "leaders": tuple(leaders[:3])}
    if seats > 2:
        expected["contested"] = tuple(contested[:3])
    assert seen == expected
    assert zone_kinds(game, "contested") == contested
    assert zone_kinds(game, "junkyard") == junkyard
    assert zone_kinds(game, "leaders") == leaders


def test_the_swindler_and_a_hydroponic_garden_hire_a_brawler_for_a_single_refugee() -> None:
    """[004:235] the hydroponic garden "Generates 1 food each round ... to be used as part of a hire
    action" [000:617,727-729] (H-8); [004:523] the Swindler: "Discard 1 refugee to reduce the cost
    of hiring by 1 food" [003:278] (L-14); [004:95] hire is a free action. A brawler costs 2 food
    (Appendix A): the garden's 1 food and the Swindler's discount pay for it, no hunt at all."""
    players = [{"hand": ["refugee"], "leader": "leader_swindler", "buildings": [{"building": "hydroponic_gardens"}]}]
    game = new(3, HQ3 | {"recon5"}, players=players)
    assert refused(sc.Game.new(game.config), 0, "hire brawler")
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "hire brawler")
    pass_windows(game)
    assert zone_counter(game, "0:discard") == {"refugee": 1, "brawler": 1}
    assert game.view(None).seats[0].leader_used


def test_two_couriers_in_one_draw_discard_four_of_the_drawn_cards() -> None:
    """[004:427] "When you perform a draw using a courier, you must discard 2 of the drawn cards.
    ... only 2 of the drawn cards must be discarded per courier played" [003:164-165] (X-11): two
    couriers draw 6 (3 each, Appendix A) and must discard 4."""
    deck = ["junk", "junk", "pills", "pills", "net", "spear", "medkit"]
    game = new(3, frozenset({"recon3"}), players=[{"hand": ["courier", "courier"], "deck": deck}])
    game.apply(0, "draw courier courier")
    pass_windows(game)
    assert decision(game) == sc.Decision("discard", 0, None, None)
    assert sorted(game.view(0).looking) == sorted(deck[:6])
    options = [a for a in legal(game, 0) if a.startswith("discard")]
    assert options
    assert all(len(a.split()) == 1 + 4 for a in options)
    game.apply(0, "discard junk junk pills pills")
    assert sorted(game.view(0).hand) == ["net", "spear"]
    assert zone_counter(game, "0:discard") == {"courier": 2, "junk": 2, "pills": 2}


def test_scrappers_with_a_cargo_sled_dig_the_bottom_keep_two_and_put_a_card_back_on_top() -> None:
    """[004:447] "When you perform a dig using scrapers, you may perform your entire dig from the
    top or the bottom of the pile"; [004:449] "you may choose to return cards to the top or bottom
    ... some to the top and others to the bottom" [003:184-192]; [004:479] the cargo sled keeps
    "an additional tool or medicine" [003:224-227] (X-15, X-17: two kept with a cargo sled).
    Scrappers (dig 3) with the sled (+2) dig the bottom 5; a net and a medkit are kept, the map
    goes on top, the spear and rifle to the bottom."""
    junkyard = ["junk", "junk", "pills", "spear", "net", "medkit", "map", "rifle"]
    game = new(
        3, HQ1 | {"recon3", "recon4", "recon5"}, players=[{"hand": ["scrappers", "cargo_sled"]}], junkyard=junkyard
    )
    game.apply(0, "dig bottom scrappers+cargo_sled")
    pass_windows(game)
    assert sorted(game.view(0).looking) == sorted(junkyard[3:])
    game.apply(0, "keep medkit net")
    game.apply(0, "top map")
    pile = zone_kinds(game, "junkyard")
    assert pile[0] == "map"
    assert pile[1:4] == ["junk", "junk", "pills"]
    assert sorted(pile[4:]) == ["rifle", "spear"]
    assert Counter(game.view(0).discard_hidden) == {"medkit": 1, "net": 1}


def test_a_tinker_a_refugee_and_a_toolkit_dig_three_schematics() -> None:
    """[004:453-455] "Any tribe member with a base dig ability (even a standard refugee) can team up
    with a tinker" to dig the schematics [003:197-198] (X-16); [004:459] "you may find it helpful
    to add in the toolkit"; [004:183] the toolkit "can be used to enhance digging (either junkyard
    or engineering schematics)" [000:555] (H-12). The refugee's base dig 0 with the tinker's +1
    and the toolkit's +2 turn up 3 buildings; one is kept, the rest go to the bottom [004:221]."""
    schematics = ["bunker", "armory", "pharmacy", "hydroponic_gardens"]
    game = new(
        3,
        HQ2 | {"recon3"},
        players=[{"hand": ["refugee", "tinker", "toolkit"], "deck": ["junk"] * 5}],
        schematics=schematics,
    )
    game.apply(0, "build refugee+tinker+toolkit")
    pass_windows(game)
    assert sorted(game.view(0).looking) == sorted(schematics[:3])
    game.apply(0, "keep armory")
    pass_windows(game)
    assert zone_kinds(game, "schematics") == ["hydroponic_gardens", "bunker", "pharmacy"]
    assert building(game, 0, "armory").timer == 3
    assert zone_counter(game, "0:discard") == {"refugee": 1, "tinker": 1, "toolkit": 1}


def test_five_players_a_skirmish_assassin_no_guard_cancel_but_a_third_players_medic_saves() -> None:
    """[004:389] the assassin "May snipe an opponent's tribe members during resource gathering or
    the skirmish"; [004:393] the guard cancels only "outside of the skirmish" [003:123] (X-6);
    [004:173] a medic may save "another player's tribe member" (I-4: in the skirmish from the
    saver's revealed force, S-6). Seat 0's assassin snipes seat 1's brawler; no one (seat 1's
    guard included) may cancel; seat 3's committed medic saves it, and seat 1 (brawler 2 + guard 2) wins."""
    forces = [["assassin", "scout"], ["brawler", "guard"], ["scavenger"], ["medic", "scavenger"], ["scavenger"]]
    game = new(5, HQ1 | {"recon2"}, round=3, players=[{"hand": f} for f in forces], contested=list(CR))
    to_skirmish(game, {s: "commit " + " ".join(sorted(f)) for s, f in enumerate(forces)})
    assert decision(game) == sc.Decision("skirmish", 0, None, None)
    game.apply(0, "snipe assassin 1:brawler")
    while (d := decision(game)) is not None and d.kind in ("save", "respond"):
        assert not any(a.startswith("cancel") for a in legal(game, d.seat))
        game.apply(d.seat, "save medic" if d.seat == 3 and d.kind == "save" else "pass")
    skirmish(game)
    t = totals(game)
    assert t[1][1] == 4
    assert winner(game) == 1


# =============================================================================================
# Gathering: tools, modifiers and leaders together [004:91-101, 117-121, 275-289, 359, 523]


def test_a_peacemaker_group_leaders_and_a_shovel_all_help_one_refugee_dig_six() -> None:
    """[004:117] "a tribe member can use only one tool"; [004:121] "Group leaders do not count as a
    tool when counting equipment limits. A refugee combined with a group leader becomes capable of
    dig" [000:440-450]; [004:281-285] the Peacemaker needs a refugee played and works once a
    round [000:664-668, 703] (L-2: +2 to another tribe member's dig, no tool slot). One refugee
    is played for the Peacemaker; the other digs 0 + group leaders 2 + shovel 2 + Peacemaker 2."""
    hand = ["refugee", "refugee", "group_leaders", "shovel"]
    game = new(3, HQ3, players=[{"hand": hand, "leader": "leader_peacemaker"}], junkyard=["junk"] * 7)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert game.view(None).seats[0].leader_used
    assert "lead refugee" not in legal(game, 0)
    game.apply(0, "dig refugee+shovel+group_leaders")
    pass_windows(game)
    assert len(game.view(0).looking) == 6


@pytest.mark.parametrize(
    ("leader", "action", "total"),
    [
        ("leader_excavator", "dig refugee refugee+shovel", 3),
        ("leader_ranger", "hunt refugee refugee tribe_family_3", 3),
    ],
)
def test_an_always_on_leader_works_on_several_refugees_in_one_action(leader: str, action: str, total: int) -> None:
    """[004:287-289] "Excavator / Gangster / Ranger / Sergeant of Arms: These leaders grant
    abilities that are always in effect and could impact multiple cards in a given round"
    [000:672-674]. L-9: the Excavator's refugees dig 1, and a refugee with a digging tool gets +1
    instead of the tool's bonus (1 + 1 + 1 = 3); L-10: the Ranger's refugees and tribe families
    hunt 1 (3 food)."""
    hand = ["refugee", "refugee", "shovel", "tribe_family_3"]
    game = new(3, HQ3, players=[{"hand": hand, "leader": leader}], junkyard=["junk"] * 7)
    shown = {str(a): t for a, t in game.view(0).totals}
    assert shown.get(str(sc.parse_action(game, 0, action))) == total, shown
    game.apply(0, action)
    pass_windows(game)
    if action.startswith("dig"):
        assert len(game.view(0).looking) == total
    else:
        assert game.view(None).seats[0].food == total


def test_the_swindler_takes_one_off_the_thugs_mixed_six() -> None:
    """[004:97] "Thugs can be hired using any combination of food and meds totaling 6 units"
    [000:400-402]; [004:523] the Swindler's refugee "reduce[s] the cost of hiring by 1 food"
    [003:278] (L-14: for the thugs' mixed cost it lowers the total by 1). A hunt of 3 and 2 meds
    (a medkit) make 5: not enough alone, enough with the Swindler."""
    hand = ["hunter", "spear", "medkit", "refugee"]
    plain = new(3, HQ3 | {"recon5"}, players=[{"hand": hand, "leader": "leader_swindler"}])
    plain.apply(0, "hunt hunter+spear")
    pass_windows(plain)
    assert plain.view(None).seats[0].food == 3
    assert refused(plain, 0, "hire thugs pay medkit")
    game = new(3, HQ3 | {"recon5"}, players=[{"hand": hand, "leader": "leader_swindler"}])
    game.apply(0, "hunt hunter+spear")
    pass_windows(game)
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "hire thugs pay medkit")
    pass_windows(game)
    assert zone_counter(game, "0:discard")["thugs"] == 1


def test_a_mentor_plays_a_scouting_refugee_from_the_force_for_plus_one_fight() -> None:
    """[004:359] the scouting refugee "Serves as a refugee for any actions or game conditions that
    depend upon a refugee card (ie. tribal leader powers ...)" [003:83]; [004:281-285] the Mentor
    plays a refugee, once a round (L-3: on the owner's skirmish turn, from her force, +1 fight to
    another member with base fight; the refugee leaves the force). Seat 0's brawler (2) + 1 beats
    seat 1's scout (2) outright."""
    forces = [["brawler", "scouting_refugee"], ["scout"], []]
    game = fight(forces, HQ3 | {"recon1"}, extra={0: {"leader": "leader_mentor"}}, moves={0: ["lead scouting_refugee"]})
    t = totals(game)
    assert t[0][:2] == (1, 3)
    assert t[0][2] == 1
    assert winner(game) == 0


# =============================================================================================
# Interrupts from the committed cards, five players [004:141-149, 247-249]


def test_five_players_a_committed_sniper_interrupts_a_later_dig_and_leaves_the_force() -> None:
    """[004:141] a sniper team "may be used during the resource gathering phase or the skirmish
    phase"; [004:145] "Play a sniper team from your hand (or from the cards you commit to a
    skirmish)"; [004:149] "If played during the resource gathering phase, the ... sniper team card
    is discarded after use"; [004:249] "Once you have committed cards to the skirmish, no change
    may take place in those cards except when using a saboteur or sniper team from the committed
    cards to interrupt" [000:476-488] (I-6: the committed count shrinks, publicly). Seat 0 commits
    a brawler and a sniper team, then snipes seat 3's digging scavenger; seat 0 fights with the
    brawler alone and seat 3's other scavenger goes back to hand (I-2)."""
    players = [{"hand": ["sniper_team", "brawler"]}, {}, {}, {"hand": ["scavenger", "scavenger"]}, {}]
    game = new(5, HQ1, round=3, players=players, contested=list(CR))
    game.apply(0, "end")
    game.apply(0, "commit brawler sniper_team")
    assert game.view(None).seats[0].committed_count == 2
    while (d := decision(game)) is not None and not (d.kind == "turn" and d.seat == 3):
        game.apply(d.seat, "end" if d.kind == "turn" else ("commit none" if d.kind == "commit" else "pass"))
    game.apply(3, "dig scavenger scavenger")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
    game.apply(0, "snipe 3:scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].committed_count == 1
    assert zone_kinds(game, "0:discard") == ["sniper_team"]
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(3, "abort")
    assert game.view(3).hand == ("scavenger",)
    end_round(game, {3: "commit scavenger"})
    t = totals(game, 3)
    assert t[0] == (1, 2, 1)
    assert winner(game) == 0


# =============================================================================================
# Skirmish: buildings and modifiers under attack [004:133, 243, 297-299, 401, 463, 495]


@pytest.mark.parametrize("disable", [False, True])
def test_a_saboteur_switches_off_the_decoys_behind_a_provocateur_in_the_skirmish(disable: bool) -> None:
    """[004:401] the provocateur's force size includes "leader and building abilities that increase
    the size of your force" [003:131] (S-8: portable decoys); [004:463] decoys add 1 per 2 cards
    brought (S-11); [004:297] a saboteur "may attack a building that is completed and disable
    it"; [004:299] "its abilities cannot be used" [000:683-685] (H-11: also on the saboteur's
    skirmish turn). Seat 1: provocateur + 5 pills, size 1 + 6 // 2 = 4, beats seat 0's saboteur
    and brawler (3); once seat 0's saboteur disables the decoys (and fights no more, [000:496]),
    the size is 1 against the brawler's 2 and seat 0 wins."""
    forces = [["saboteur", "brawler"], ["provocateur", "pills", "pills", "pills", "pills", "pills"], []]
    extra = {1: {"buildings": [{"building": "portable_decoys"}]}}
    moves = {1: ["provoke provocateur"]}
    if disable:
        moves[0] = ["disable 1:portable_decoys"]
    game = fight(forces, HQ4 | {"recon2", "recon3"}, extra=extra, moves=moves)
    t = totals(game)
    if disable:
        assert building(game, 1, "portable_decoys").disabled
        assert (t[0][1], t[1][1]) == (2, 1)
        assert winner(game) == 0
    else:
        assert (t[0][1], t[1][1]) == (3, 4)
        assert winner(game) == 1


def test_tear_gas_on_group_leaders_zeroes_only_their_fight_modifier() -> None:
    """[004:495] "1 opponent tribe member's fight score (or fight modifier) is set to 0"
    [003:245-246] (S-10: a modifier person's modifier); [004:121] group leaders are modifiers,
    not tools. Seat 1's brawler with group leaders fights 4, gassed group leaders leave 2, less
    than seat 0's brawler and spear (4)."""
    forces = [["brawler", "spear", "tear_gas"], ["brawler", "group_leaders"], []]
    game = fight(forces, frozenset({"recon4"}), moves={0: ["gas 1:group_leaders"]})
    t = totals(game)
    assert t[1] == (1, 2, 3)
    assert winner(game) == 0


def test_two_players_two_scout_towers_never_look_at_the_contested_pile() -> None:
    """[004:467] the scout tower: "Discard 1 card to activate your tower. Select any 2 piles (CR,
    JY, schematics ...)" [003:208-212]; [004:45] two players: "Eliminate all contested resources
    peeking" [000:114] (X-9); H-6/X-1: each tower is activated once a round. The junk is
    discarded and the top 2 of the junkyard and schematics are seen, in order."""
    junkyard = ["net", "pills", "junk"]
    schematics = ["bunker", "armory", "pharmacy"]
    game = new(
        2,
        HQ2 | {"recon3"},
        players=[{"hand": ["junk", "refugee"], "buildings": [{"building": "scout_tower"}]}],
        contested=list(CR),
        junkyard=junkyard,
        schematics=schematics,
    )
    assert not any("contested" in a for a in legal(game, 0))
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower") == {"junkyard": ("net", "pills"), "schematics": ("bunker", "armory")}
    assert zone_kinds(game, "0:discard") == ["junk"]
    assert not any(a.startswith("tower") for a in legal(game, 0))


@pytest.mark.parametrize("leader", ["leader_yardmaster", "leader_swindler"])
def test_a_wounded_recon_leader_gives_nothing_until_combat_medics_heal_him(leader: str) -> None:
    """[004:305-307] a wounded leader loses "the leader's advantage until a med is applied against
    the leader to heal him" [000:691] (L-12: any med-carrying card, combat medics included, on
    the owner's own turn; L-15: a wounded Yardmaster cannot peek); [004:485] combat medics
    "Carries medicine like a medic" [003:231] (X-18)."""
    players = [
        {"hand": ["sniper_team"]},
        {"hand": ["refugee", "combat_medics"], "leader": leader},
        {"hand": ["refugee"]},
    ]
    game = new(3, HQ4 | {"recon4", "recon5"}, players=players, junkyard=["net", "junk", "pills"])
    game.apply(0, "snipe 1:" + leader)
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    game.apply(0, "end")
    pass_windows(game)
    while (d := decision(game)) is not None and not (d.kind == "turn" and d.seat == 1):
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    power = "yard" if leader == "leader_yardmaster" else "lead refugee"
    assert power not in legal(game, 1)
    game.apply(1, "heal combat_medics")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded
    assert "combat_medics" in zone_kinds(game, "1:discard")
    assert power in legal(game, 1)


def test_a_disabled_hydroponic_garden_grows_no_food() -> None:
    """[004:235] the garden "Generates 1 food each round"; [004:299] "If a building is disabled, its
    abilities cannot be used" [000:685] (H-11). A disabled garden's owner has no food and cannot
    hire a 1-food scavenger; an enabled one can."""
    for disabled in (False, True):
        game = new(
            3,
            HQ4,
            players=[{"hand": ["junk"], "buildings": [{"building": "hydroponic_gardens", "disabled": disabled}]}],
        )
        assert ("hire scavenger" in legal(game, 0)) is not disabled


# =============================================================================================
# The end of the game in 2- and 3-player games [004:47, 151-157, 187-193, 273]


def test_two_players_the_last_resource_tied_by_one_ends_the_game_and_gangs_decide_it() -> None:
    """[004:47] a 2-player skirmish not won by 2 sends the resource into the junkyard [000:116];
    the pile is then empty, which ends the game ([000:140,170], ED-2; 004:153 says "won": the
    rulebook is followed); [004:187-193] the gangs then join: seat 1's stored net and disabled
    armory still score (H-11, F-1) and give him the Gearheads (3 tools to 2), seat 0's pills and
    medkit the Pharmers (3 meds to 0); the Masons: seat 0's one enabled armory beats seat 1's
    disabled one (F-6). Seat 0 (fight 5) was not 2 ahead of seat 1 (4). People: seat 0 2 brawlers
    and a scavenger + 2 gangs = 13; seat 1 3 scouts (one left uncommitted) + 1 gang = 8."""
    players = [
        {
            "hand": ["brawler", "spear", "scavenger"],
            "deck": ["pills", "medkit", "brawler"],
            "buildings": [{"building": "armory"}],
        },
        {
            "hand": ["scout", "scout", "scout"],
            "deck": ["shovel", "pickaxe"],
            "buildings": [{"building": "armory", "stored": ["net"], "disabled": True}],
        },
    ]
    game = new(2, HQ4, round=3, players=players, contested=["tribe_family_5"])
    to_skirmish(game, {0: "commit brawler scavenger spear", 1: "commit scout scout"})
    skirmish(game)
    assert totals(game)[0][1] == 5
    assert totals(game)[1][1] == 4
    assert winner(game) is None
    result = done(game)
    assert sorted(result.scores[0].gangs) == ["gang_masons", "gang_pharmers"]
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert (result.scores[0].people, result.scores[1].people) == (3 + 10, 3 + 5)
    assert result.winners == (0,)


@pytest.mark.parametrize(
    ("tribe", "winners"),
    [
        (["scavenger", "field_crew", "pills"], (2,)),
        (["refugee", "sled_team", "pills"], (0,)),
        (["refugee", "scavenger", "sled_team", "junk"], (2,)),
        (["refugee", "scavenger", "sled_team"], (0, 2)),
        ({"deck": ["refugee", "scavenger", "sled_team"], "stored": ["spear"]}, (2,)),
        ({"deck": ["refugee", "sled_team"], "timer": ["scavenger"]}, (0, 2)),
    ],
)
def test_three_players_the_tribe_then_resources_then_cards_then_a_shared_victory(
    tribe: list[str] | dict[str, list[str]], winners: tuple[int, ...]
) -> None:
    """[004:155] "The winner is the player with the largest tribe"; [004:157] "On a tie, the tied
    player with the most contested resource cards wins. On a further tie, the tied player with the
    largest number of cards in their deck wins. On a further tie, the tied players share the
    victory" [000:170-172] (F-1, F-2: a building is no card; Recon module 3 alone brings no
    gangs, X-32). Seat 0: a 3-person tribe family, a refugee, a junk (4 people, 1 resource, 3
    cards); seat 1: 2 refugees and a grenade; seat 2 (with a completed bunker) as given: 5
    people win; 3 lose; 4 people, 1 resource and 4 cards win; 3 cards share. A spear stored in
    an armory is a fourth card, and a scavenger on a bunker's timer a fourth person (F-1, F-2)."""
    if isinstance(tribe, list):
        seat2: dict[str, Any] = {"deck": tribe, "buildings": [{"building": "bunker"}]}
    elif "stored" in tribe:
        seat2 = {"deck": tribe["deck"], "buildings": [{"building": "armory", "stored": tribe["stored"]}]}
    else:
        seat2 = {"deck": tribe["deck"], "buildings": [{"building": "bunker", "timer": tribe["timer"]}]}
    players = [
        {"deck": ["tribe_family_3", "refugee", "junk"]},
        {"deck": ["refugee", "refugee", "grenade"]},
        seat2,
    ]
    game = new(3, frozenset({"recon3"}), round=3, players=players, contested=["wolf_pack"])
    end_round(game)
    result = done(game)
    assert [result.scores[s].gangs for s in range(3)] == [(), (), ()]
    assert result.winners == winners


# =============================================================================================
# Recon draws, maps and cancels in the corners [004:353, 393-395, 427-435, 517-519, 226]


def test_a_drill_sergeant_with_an_empty_deck_draws_the_two_cards_it_shuffled_in() -> None:
    """[004:431] "Retrieve 2 cards from the discard pile and shuffle them into your deck. Then draw
    the top 2 cards"; [004:433] "If you have no cards in your deck, then both cards retrieved from
    the discard will form your new deck" [003:170-175] (X-12, X-29: the sergeant itself is
    discarded after, so it is not among them)."""
    player = {"hand": ["drill_sergeant"], "deck": [], "discard": ["brawler", "spear", "junk"]}
    game = new(3, frozenset({"recon3"}), players=[player])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert decision(game) == sc.Decision("shuffle", 0, None, None)
    assert not any("drill_sergeant" in a for a in legal(game, 0))
    game.apply(0, "shuffle brawler spear")
    pass_windows(game)
    assert sorted(game.view(0).hand) == ["brawler", "spear"]
    assert zone_counter(game, "0:discard") == {"drill_sergeant": 1, "junk": 1}


def test_a_drill_sergeant_with_an_empty_discard_still_draws_what_the_deck_holds() -> None:
    """[004:433] "If you have no cards in your discard pile, you still draw 2" [003:174]; R-5: a
    draw short of cards draws what exists; X-29: the sergeant, discarded after its action, is not
    shuffled back in and drawn."""
    game = new(3, frozenset({"recon3"}), players=[{"hand": ["drill_sergeant"], "deck": ["net"]}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert game.view(0).hand == ("net",)
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


def test_a_courier_that_draws_a_single_card_discards_it() -> None:
    """[004:427] "When you perform a draw using a courier, you must discard 2 of the drawn cards"
    [003:164] (X-11: if fewer were drawn, all drawn cards are discarded; R-5: the draw takes what
    the deck and discard hold)."""
    game = new(3, frozenset({"recon3"}), players=[{"hand": ["courier"], "deck": ["net"]}])
    game.apply(0, "draw courier")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "discard":
        game.apply(0, "discard net")
    assert game.view(0).hand == ()
    assert zone_counter(game, "0:discard") == {"courier": 1, "net": 1}


def test_a_map_brings_an_engineer_back_from_a_build_to_dig_the_junkyard_but_not_to_build_again() -> None:
    """[004:517] the map: "retrieve a tribe member you have just used and apply them to another
    action this same round"; [004:519] "Does not permit an action to be performed more than once"
    [003:272-274] (X-19); [004:209] "Engineers can dig in the junkyard" (H-13); H-5: one build
    a round. The engineer builds with a toolkit, comes back by the map and digs 2."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[{"hand": ["engineer", "toolkit", "map"], "deck": ["junk"] * 5}],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
        junkyard=["net", "pills", "junk"],
    )
    game.apply(0, "build engineer+toolkit")
    pass_windows(game)
    game.apply(0, "keep armory")
    pass_windows(game)
    game.apply(0, "map engineer")
    pass_windows(game)
    assert game.view(0).hand == ("engineer",)
    assert not any(a.startswith("build") for a in legal(game, 0))
    game.apply(0, "dig engineer")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["net", "pills"]
    assert zone_counter(game, "0:discard")["toolkit"] == 1


def test_a_map_does_not_let_a_worker_work_a_second_time() -> None:
    """[004:519] the map "Does not permit an action to be performed more than once" [003:274];
    RULINGS X-19: the returned member "may then take part in a **different** action type ... No
    action type may be repeated"; [004:226] "Tribe members that work on construction projects may
    not take any other actions that round" [000:596] (H-4). X-25 lists work among the actions a
    map may follow, so the map may bring the worker back, but not to work again: the scavenger
    removes one timer card, not two."""
    # Found by this sweep and fixed: the engine listed and accepted the second work (3 -> 2 -> 1).
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[
            {
                "hand": ["scavenger", "scavenger", "map"],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 3}],
            }
        ],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    assert building(game, 0, "bunker").timer == 2
    assert "map scavenger" in legal(game, 0)
    game.apply(0, "map scavenger")
    pass_windows(game)
    # Two scavengers in hand: the one that has not worked may still work, the returned one not.
    assert "work bunker scavenger" in legal(game, 0)
    assert "work bunker scavenger scavenger" not in legal(game, 0)
    with pytest.raises(sc.IllegalAction, match="brought back from working"):
        game.apply(0, "work bunker scavenger scavenger")
    # The returned member joins a different action type: a dig with both scavengers.
    assert "dig scavenger scavenger" in legal(game, 0)
    # Saved and loaded mid-round, the game remembers which scavenger came back.
    game = sc.Game.from_json(game.to_json())
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    assert building(game, 0, "bunker").timer == 1
    assert not any(a.startswith("work") for a in legal(game, 0))
    assert "dig scavenger" in legal(game, 0)


def test_a_committed_guard_cancels_a_spy_on_its_force_and_its_replacement_stays_out_of_the_fight() -> None:
    """[004:393] the guard cancels "any action outside of the skirmish which targets your card(s)"
    [003:123] (X-6: a spy on her zones); [004:353] the canceller may come "from committed cards,
    hand, or bunker" [003:71] (I-6); [004:395] "discard him and draw a new card from the top of
    your deck"; [004:349,353] the cancelled spy is still discarded and its owner draws 1; [004:249]
    committed cards do not change otherwise (X-26: the replacement goes to hand, never into the
    force). Seat 1 fights with the brawler alone; the drawn scout does not join."""
    players = [
        {"hand": ["scavenger"]},
        {"hand": ["guard", "brawler"], "deck": ["scout"]},
        {"hand": ["spy", "brawler"], "deck": ["pills"]},
    ]
    game = new(3, frozenset({"recon1", "recon2"}), round=3, players=players, contested=list(CR))
    game.apply(0, "end")
    game.apply(0, "commit scavenger")
    game.apply(1, "end")
    game.apply(1, "commit brawler guard")
    game.apply(2, "spy 1:force")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 1:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("respond", 1, 2, "spy")
    game.apply(1, "cancel force guard")
    pass_windows(game)
    assert knowledge(game, 2, "spy") == {}
    assert game.view(None).seats[1].committed_count == 1
    assert game.view(1).hand == ("scout",)
    assert sorted(game.view(2).hand) == ["brawler", "pills"]
    end_round(game, {2: "commit brawler pills"})
    t = totals(game, 3)
    assert t[1] == (1, 2, 1)


# =============================================================================================
# More skirmish combinations [004:47, 137, 273, 279-285, 401, 409, 441, 495, 509]


def test_a_provocateurs_force_size_ties_the_top_fight_and_a_third_players_rogue_takes_it() -> None:
    """[004:401] "Use the total force size as your fight score" [003:132]; [004:409] a tie "for
    highest fight score" lets the first rogue in turn order win [003:143]; [004:413] its owner
    "need not be involved in the tie". Seat 0's provocateur and 3-person tribe family make 4, the
    fight of seat 1's brawler and spear; seat 2's rogue (fight 1) takes the resource."""
    forces = [["provocateur", "tribe_family_3"], ["brawler", "spear"], ["rogue"]]
    game = fight(forces, frozenset({"recon2"}), moves={0: ["provoke provocateur"]})
    t = totals(game)
    assert t[0][1] == t[1][1] == 4
    assert winner(game) == 2


def test_two_players_tear_gas_can_turn_a_win_by_two_into_a_tie() -> None:
    """[004:495] tear gas sets one opponent tribe member's fight to 0 [003:246]; [004:47] "Skirmishes
    must be won by 2. If not, place the contested resource on top of the junkyard and then
    shuffle" [000:116] (V-2, ED-6). Seat 0 (brawler, spear, scavenger: 5) would beat seat 1's
    brawler and tear gas (2) by 3; seat 1, second in turn order, gasses the brawler (its spear
    stays: 0 + 2, plus the scavenger's 1 = 3), so seat 0 is only 1 ahead: a tie, the resource goes
    into the junkyard."""
    forces = [["brawler", "spear", "scavenger"], ["brawler", "tear_gas"]]
    game = fight(forces, frozenset({"recon4"}), moves={1: ["gas 0:brawler"]}, contested=["grenade", "wolf_pack"])
    t = totals(game)
    assert (t[0][1], t[1][1]) == (3, 2)
    assert winner(game) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_a_sniped_hardy_scavenger_is_discarded_and_only_the_unsniped_one_comes_back() -> None:
    """[004:441] "any hardy scavenger units you sent are returned to your hand" when you lose or tie
    [003:181]; a sniped card is discarded ([004:145], [000:316]; S-4, S-12: only those still in the
    force at the end come back). Seat 1 snipes one of seat 0's two hardy scavengers; seat 0 loses;
    one hardy scavenger returns to her hand, the other is in her discard pile."""
    players = [
        {"hand": ["hardy_scavenger", "hardy_scavenger", "brawler"], "deck": ["junk"] * 5},
        {"hand": ["sniper_team", "scout", "scavenger"], "deck": ["pills"] * 5},
        {"deck": ["medkit"] * 5},
    ]
    game = new(3, frozenset({"recon3"}), round=3, players=players, contested=list(CR))
    to_skirmish(game, {0: "commit brawler hardy_scavenger hardy_scavenger", 1: "commit scavenger scout sniper_team"})
    skirmish(game, {1: ["snipe 0:hardy_scavenger"]})
    assert winner(game) == 1
    assert zone_counter(game, "0:hand") == {"hardy_scavenger": 1, "junk": 5}
    assert zone_counter(game, "0:discard")["hardy_scavenger"] == 1


def test_a_fanatics_refugee_is_removed_so_it_counts_for_neither_tribe_nor_humanitarians() -> None:
    """[004:279-285] the Fanatic needs a refugee and works once a round [000:664-668] (L-7: on her
    skirmish turn, the target discarded, the refugee removed from play); [004:273] "Cards removed
    from play cannot return to the game and do not count toward final scoring" [000:656-658];
    [004:509] the Humanitarians count the "refugee" cards, and a tie awards none (F-8). Seat 0 had
    3 refugees to seat 1's 2; the Fanatic removes one in the last skirmish, discarding seat 1's
    spear: seat 0's brawler (2) ties seat 1's brawler (2, its spear gone) and wins on people (2 to
    1), taking the sled team; the Humanitarians, now tied at 2-2, go to nobody; seat 1's spear,
    the only tool, brings him the Gearheads. People: seat 0 2 refugees + brawler + sled team (2)
    = 5; seat 1 brawler + 2 refugees + 5 = 8."""
    players = [
        {"hand": ["refugee", "refugee", "brawler"], "deck": ["refugee"], "leader": "leader_fanatic"},
        {"hand": ["brawler", "spear"], "deck": ["refugee", "refugee"]},
        {},
    ]
    game = new(3, HQ3 | {"recon5"}, round=3, players=players, contested=["sled_team"])
    to_skirmish(game, {0: "commit brawler refugee refugee", 1: "commit brawler spear"})
    skirmish(game, {0: ["lead refugee 1:spear"]})
    t = totals(game, 3)
    assert t[0] == (1, 2, 2)
    assert t[1] == (1, 2, 1)
    assert winner(game) == 0
    result = done(game)
    assert game.view(None).seats[0].removed == 1
    assert result.scores[0].gangs == ()
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 2 + 1 + 2
    assert result.scores[1].people == 1 + 2 + 5


# =============================================================================================
# Leader drafting and the Recon gangs' counting [004:189-191, 541-547]


def test_a_drafted_excavator_works_at_once_on_the_same_turns_refugees() -> None:
    """[004:541] "For each food generated, the player may draw 1 card from the top of the leaders
    pile" [003:305-306]; [004:543] "take one of the leader cards drawn ... return the others to
    the bottom of the pile. All leader powers on this card are immediately in effect" [003:308-310]
    (L-16); [004:289] the Excavator's refugees dig (L-9: dig 1 each). A 10-food hunt draws all 10
    HQ leaders; the Excavator is kept, and the two refugees left in hand dig 2 the same turn."""
    hand = ["hunter", "wolf_pack", "field_crew", "net", "scavenger", "refugee", "refugee"]
    game = new(3, HQ3, variants={"leader_draft"}, players=[{"hand": hand}], junkyard=["junk"] * 5)
    assert game.view(None).leader_pile_count == 10
    assert not any(a.startswith("dig refugee") for a in legal(game, 0))
    game.apply(0, "hunt field_crew+net hunter+wolf_pack scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].food == 10
    game.apply(0, "bribe")
    pass_windows(game)
    assert len(game.view(0).looking) == 10
    game.apply(0, "keep leader_excavator")
    pass_windows(game)
    assert game.view(None).seats[0].leader == "leader_excavator"
    assert game.view(None).leader_pile_count == 9
    game.apply(0, "dig refugee refugee")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_the_gearheads_skip_instants_and_count_a_cargo_sled_as_a_contested_tool_the_pharmers_skip_combat_medics() -> (
    None
):
    """[004:189] Gearheads: "adding up all the cards with a tool icon ... Break ties by counting the
    total number of tools that are contested resources" [000:561] (F-5: binoculars, maps and tear
    gas are instants, not tools; a cargo sled is a contested tool [003:224]); [004:191] Pharmers:
    "the total 'meds' value of all pills and medkits" [000:563] (ED-8: combat medics are persons,
    not medicine). Seat 0: spear + cargo sled (2 tools, 1 contested) and two combat medics with a
    pill (1 med); seat 1: spear, shovel, binoculars, map, tear gas (2 tools) and a medkit (2
    meds). Seat 0 has the Gearheads on the tie-break, seat 1 the Pharmers."""
    players = [
        {"deck": ["spear", "cargo_sled", "combat_medics", "combat_medics", "pills"]},
        {"deck": ["spear", "shovel", "binoculars", "map", "tear_gas", "medkit"]},
        {"deck": ["refugee"]},
    ]
    game = new(3, HQ1 | {"recon1", "recon4", "recon5"}, round=3, players=players, contested=["sled_team"])
    end_round(game)
    result = done(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert "gang_pharmers" in result.scores[1].gangs
    assert "gang_gearheads" not in result.scores[1].gangs
    assert "gang_pharmers" not in result.scores[0].gangs


# =============================================================================================
# Hidden forces, recon privacy, play order from a later initiator [004:61-67, 325, 363-365, 383]


def test_a_committed_force_is_a_public_count_and_a_spy_alone_sees_it() -> None:
    """[004:61] "announce how many of your cards will remain for the skirmish, keeping them
    facedown"; [004:67] the forces are revealed together in the skirmish [000:266]; [004:345] a spy
    may target a "skirmish force"; [004:325] "Only you may see cards as a result of your recon
    action" [003:33] (X-2). Seat 1 spies seat 0's 3 committed cards: seat 1 knows them, seat 2
    and the spectator see only the count."""
    players = [{"hand": ["brawler", "junk", "pills"]}, {"hand": ["spy", "scout"]}, {"hand": ["scout"]}]
    game = new(3, frozenset({"recon1"}), round=3, players=players, contested=list(CR))
    game.apply(0, "end")
    game.apply(0, "commit brawler junk pills")
    for seat in (None, 1, 2):
        assert game.view(seat).seats[0].committed_count == 3
        assert game.view(seat).seats[0].force is None
    game.apply(1, "spy 0:force")
    pass_windows(game)
    assert sorted(knowledge(game, 1, "spy")["0:force"]) == ["brawler", "junk", "pills"]
    assert knowledge(game, 2, "spy") == {}
    assert not game.view(None).knowledge
    assert game.view(2).seats[0].force is None


def test_a_scouting_refugee_cancels_once_but_the_one_it_draws_can_cancel_the_next_recon() -> None:
    """[004:363] a scouting refugee may "cancel a recon action (ie. spy, binoculars, or scout
    tower) ... discard the scouting refugee and draw 1 card"; [004:365] "A given scouting refugee
    can only cancel 1 action, after which it is discarded and then replaced" [003:83-87] (X-27:
    the replacement is usable from the next decision on). Seat 1 cancels seat 0's binoculars,
    draws a second scouting refugee and cancels seat 0's spy with it; a third recon (seat 0's
    other binoculars) succeeds."""
    players = [
        {"hand": ["binoculars", "spy", "binoculars"], "deck": ["net", "pills"]},
        {"hand": ["scouting_refugee", "brawler"], "deck": ["scouting_refugee", "junk"]},
        {"hand": ["refugee"]},
    ]
    game = new(3, frozenset({"recon1"}), players=players, contested=list(CR), junkyard=["spear", "junk"])

    def answer(cancel: bool) -> None:
        while (d := decision(game)) is not None and d.kind == "respond":
            can = "cancel scouting_refugee" in legal(game, d.seat)
            game.apply(d.seat, "cancel scouting_refugee" if cancel and d.seat == 1 and can else "pass")

    game.apply(0, "scout binoculars")
    answer(cancel=True)
    assert knowledge(game, 0, "binoculars") == {}
    assert sorted(game.view(1).hand) == ["brawler", "scouting_refugee"]
    game.apply(0, "spy 1:hand")
    answer(cancel=True)
    assert knowledge(game, 0, "spy") == {}
    assert sorted(game.view(1).hand) == ["brawler", "junk"]
    game.apply(0, "scout binoculars")
    answer(cancel=True)
    assert knowledge(game, 0, "binoculars")["junkyard"] == ("spear",)
    assert zone_counter(game, "1:discard") == {"scouting_refugee": 2}


def test_five_players_from_a_later_initiator_the_first_rogue_is_counted_from_the_initiator() -> None:
    """[004:383] "resolution decisions happen in play order (starting with that round's initiator)"
    [003:111]; [004:129-131] the skirmish goes from the initiator clockwise [000:268]; [004:409]
    "the first player in turn order with a rogue" (S-9: from the initiator). Seat 3 is the
    initiator: the order is 3, 4, 0, 1, 2; seats 0 and 2 tie at 4; of the rogues of seats 1 and 4,
    seat 4's comes first and wins."""
    forces = [["brawler", "spear"], ["rogue"], ["brawler", "spear"], ["sniper_team"], ["rogue"]]
    game = new(
        5, frozenset({"recon2"}), round=5, initiator=3, players=[{"hand": f} for f in forces], contested=list(CR)
    )
    to_skirmish(game, {s: "commit " + " ".join(sorted(f)) for s, f in enumerate(forces)})
    asked = skirmish(game)
    assert asked[0] == 3
    t = totals(game, 5)
    assert t[0][1] == t[2][1] == 4
    assert winner(game, 5) == 4


# =============================================================================================
# A building's life over three rounds, two players [004:217-239, 253-255]


def test_two_players_a_pharmacy_from_schematics_to_stored_pills_over_three_rounds() -> None:
    """[004:219-224] an engineer digs the schematics (dig 2), one building is kept, "Draw cards from
    your deck equal to the building's build time and place them facedown on top" (2 for the
    pharmacy) and the engineer is discarded; [004:225] "At the start of your next round, remove 1
    card from each building that is under construction" (H-1, H-2: to the discard pile);
    [004:226] workers only "Starting with the round following the initial building placement",
    "If wielding a toolkit, 2 additional cards may be removed"; [004:227] "Once a building has 0
    cards stacked on it, it is complete and immediately goes into effect"; [004:239] the pharmacy
    holds "Up to 2 medicine cards (pills or medkit, but not tribe members such as medic)";
    [004:253] store "1 or more cards of a given type ... facedown"; stored cards stay from round to
    round (H-7) [000:601-645]."""
    deck = ["net", "junk", "scavenger", "toolkit", "pills", "medic", "pills", "refugee", "refugee", "refugee"]
    players = [{"hand": ["engineer"], "deck": deck}, {"hand": ["refugee"], "deck": ["scout"] * 5}]
    game = new(2, HQ2, round=1, players=players, schematics=["pharmacy", "bunker", "armory"])
    game.apply(0, "build engineer")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["bunker", "pharmacy"]
    game.apply(0, "keep pharmacy")
    pass_windows(game)
    assert building(game, 0, "pharmacy").timer == 2
    assert zone_kinds(game, "schematics")[-1] == "bunker"
    assert not any(a.startswith("work") for a in legal(game, 0))
    assert zone_kinds(game, "0:discard") == ["engineer"]
    end_round(game)
    assert game.round == 2
    assert building(game, 0, "pharmacy").timer == 1
    assert sorted(game.view(0).hand) == ["medic", "pills", "pills", "scavenger", "toolkit"]
    assert "net" in zone_kinds(game, "0:discard") or "junk" in zone_kinds(game, "0:discard")
    game.apply(0, "work pharmacy scavenger+toolkit")
    pass_windows(game)
    assert building(game, 0, "pharmacy").timer == 0
    assert refused(game, 0, "store pharmacy medic")
    game.apply(0, "store pharmacy pills pills")
    assert building(game, 0, "pharmacy").stored == 2
    assert sorted(game.view(0).stored[0]) == ["pills", "pills"]
    end_round(game)
    assert game.round == 3
    assert building(game, 0, "pharmacy").stored == 2
    assert game.view(1).seats[0].buildings[0].stored == 2


def test_five_players_an_assassin_snipes_a_spy_which_is_discarded_and_replaced() -> None:
    """[004:355] "A spy can be sniped. Discard the spy and draw 1 card" [003:73]; [004:325] a recon
    "may be interrupted ... as a result of a snipe attack"; [004:389] the assassin snipes "cards
    that represent only 1 tribe member" (the spy is one) during resource gathering. Seat 2 spies
    on seat 4's hand; seat 3's assassin snipes the spy: nothing is seen, the spy is discarded,
    seat 2 draws 1, the assassin is discarded [004:149]."""
    players = [
        {"hand": ["scout"]},
        {"hand": ["scout"]},
        {"hand": ["spy", "brawler"], "deck": ["net"]},
        {"hand": ["assassin", "scout"]},
        {"hand": ["brawler", "pills"]},
    ]
    game = new(5, frozenset({"recon1", "recon2"}), initiator=2, players=players)
    game.apply(2, "spy 4:hand")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 3:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("respond", 3, 2, "spy")
    game.apply(3, "snipe assassin 2:spy")
    pass_windows(game)
    assert knowledge(game, 2, "spy") == {}
    assert zone_kinds(game, "2:discard") == ["spy"]
    assert zone_kinds(game, "3:discard") == ["assassin"]
    assert sorted(game.view(2).hand) == ["brawler", "net"]


@pytest.mark.parametrize(
    ("forces", "won"),
    [
        ([["scavenger"], []], None),
        ([["brawler"], []], 0),
        ([["tribe_family_5"], ["refugee"]], None),
        ([["brawler", "tribe_family_5"], ["scout", "refugee"]], None),
        ([["rogue", "brawler"], ["rogue", "scout", "scavenger"]], 0),
    ],
)
def test_two_players_people_never_count_and_a_missing_fight_is_fight_zero(
    forces: list[list[str]], won: int | None
) -> None:
    """[004:47] "Skirmishes must be won by 2. If not, place the contested resource on top of the
    junkyard ... The number of tribe members in a skirmish is no longer relevant" [000:116];
    RULINGS V-2: for the margin a player without a fight (or who committed nothing) counts as
    fight 0, and people never matter; a rogue takes any 2-player tie, the first in turn order
    from the initiator (seat 0) where both have one [004:409,417]. A lone scavenger (1) is not 2
    ahead of nobody; a brawler (2) is; a 5-person tribe family (fight 0) against a refugee (no
    fight) is a tie, as is 2 against 2 whatever the people."""
    game = fight(forces, frozenset({"recon2"}))
    assert winner(game) == won


def test_in_the_skirmish_a_saboteur_may_disarm_the_spear_but_no_instant() -> None:
    """[004:143] a saboteur prevents "one another player from using a single tool card"; [004:371]
    binoculars "Cannot be discarded through a disarm action"; [004:493] tear gas "cannot be
    disarmed"; [004:515] the map "Cannot be discarded through a disarm action" [003:98,243,272]
    (X-22: instants may sit in a force). Seat 1 brings all three and a spear: only the spear can
    be disarmed, and seat 1 then fights with the brawler alone (2), against seat 0's scout (2):
    tied, and seat 0 wins on people, 2 to 1 (the saboteur that acted no longer fights but still
    counts, [000:496-500], S-3, S-4)."""
    forces = [["saboteur", "scout"], ["brawler", "spear", "tear_gas", "binoculars", "map"], []]
    game = new(
        3, frozenset({"recon1", "recon4", "recon5"}), round=3, players=[{"hand": f} for f in forces], contested=list(CR)
    )
    to_skirmish(game, {0: "commit saboteur scout", 1: "commit binoculars brawler map spear tear_gas"})
    assert [a for a in legal(game, 0) if a.startswith("disarm")] == ["disarm 1:spear"]
    skirmish(game, {0: ["disarm 1:spear"]})
    t = totals(game, 3)
    assert t[1][:2] == (1, 2)
    assert t[0] == (1, 2, 2)
    assert winner(game) == 0


def test_into_the_next_round_the_unused_bunker_sniper_is_discarded_and_the_hardy_scavenger_returns() -> None:
    """[004:53] "Discard all cards from the previous round"; [004:55] "Each player draws 5 cards";
    [004:243,259] the bunker may be opened on another player's turn "as long as the skirmish has
    not been initiated"; [004:247] a card taken out after committing cannot join the skirmish
    (I-11: unused, it is discarded at the end of the round); [004:441-443] a losing player's
    hardy scavenger "returned to your hand" and "you still perform a standard draw" [003:181-182].
    Seat 0 commits a hardy scavenger, takes the sniper team out of her bunker on seat 1's dig and
    lets it be; seat 1 wins; in round 4 seat 0 holds the hardy scavenger and 5 new cards, the
    sniper team is in her discard pile and the bunker is empty."""
    players = [
        {
            "hand": ["hardy_scavenger"],
            "deck": ["junk"] * 5,
            "buildings": [{"building": "bunker", "stored": ["sniper_team"]}],
        },
        {"hand": ["brawler", "scavenger"], "deck": ["pills"] * 5},
        {"deck": ["medkit"] * 5},
    ]
    game = new(3, frozenset({"recon3"}), round=3, players=players, contested=list(CR), junkyard=["net"] * 4)
    game.apply(0, "end")
    game.apply(0, "commit hardy_scavenger")
    game.apply(1, "dig scavenger")
    assert decision(game) == sc.Decision("respond", 0, 1, "dig")
    game.apply(0, "retrieve bunker sniper_team")
    assert game.view(0).hand == ("sniper_team",)
    assert game.view(None).seats[0].committed_count == 1
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(1, "continue")
    game.apply(1, "keep none")
    end_round(game, {1: "commit brawler"})
    assert winner(game) == 1
    assert game.round == 4
    assert zone_counter(game, "0:hand") == {"hardy_scavenger": 1, "junk": 5}
    assert "sniper_team" in zone_kinds(game, "0:discard")
    assert building(game, 0, "bunker").stored == 0


def test_after_an_rg_snipe_the_hunters_spear_moves_to_the_hunter_that_is_left() -> None:
    """[004:147] "After a snipe action is performed, the sniped player may rearrange his available
    tools as desired" [000:462-468]; [004:145] the sniped card is discarded (I-2: the rest of the
    action may go on). Seat 0 hunts with a hunter and a scavenger holding a spear; seat 1 snipes
    the scavenger; the spear goes to the hunter (2 + 1 = 3 food)."""
    players = [{"hand": ["scavenger", "spear", "hunter"]}, {"hand": ["sniper_team"]}, {"hand": ["refugee"]}]
    game = new(3, players=players)
    game.apply(0, "hunt hunter scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert decision(game) == sc.Decision("resume", 0, 0, "hunt")
    game.apply(0, "continue")
    pass_windows(game)
    assert game.view(None).seats[0].food == 3
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "hunter": 1, "spear": 1}


def test_scrappers_help_an_engineer_dig_the_bottom_of_the_schematics_and_put_buildings_on_top() -> None:
    """[004:211] "Other cards with a dig ability can be combined with the engineer to improve
    engineering schematics digging" [000:579]; [004:447-449] a dig using scrapers may come
    "entirely from the top or the bottom of the pile" and the cards go back "to the top or bottom"
    (X-15: the schematics pile too). The engineer (2) and scrappers (3) turn up the bottom 5 of 6
    buildings; the scout tower is kept, the pharmacy goes back on top."""
    schematics = ["bunker", "armory", "pharmacy", "hydroponic_gardens", "scout_tower", "portable_decoys"]
    game = new(
        3, HQ2 | {"recon3"}, players=[{"hand": ["engineer", "scrappers"], "deck": ["junk"] * 5}], schematics=schematics
    )
    game.apply(0, "build bottom engineer scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == sorted(schematics[1:])
    game.apply(0, "keep scout_tower")
    game.apply(0, "top pharmacy")
    pass_windows(game)
    pile = zone_kinds(game, "schematics")
    assert pile[:2] == ["pharmacy", "bunker"]
    assert sorted(pile[2:]) == ["armory", "hydroponic_gardens", "portable_decoys"]
    assert building(game, 0, "scout_tower").timer == 3


def test_five_players_one_opportunity_fires_two_sniper_teams_and_a_saboteur() -> None:
    """[004:129] the initiator "declares any actions performed by their units (eg, saboteurs and
    sniper teams)" [000:268,492] (R-12, S-7: any number of them, each once, in her one
    opportunity); [004:145] each sniper team hits a single person card; [004:143] the saboteur a
    single tool; [004:147] the victim rearranges her tools (R-15). Seat 0 snipes seat 1's thugs
    and seat 2's scout and disarms seat 2's spear: seat 1 keeps a grenade with no one to hold it
    (no fight), seat 2 a bare scavenger (1), and seat 0's brawler (2) wins."""
    forces = [
        ["sniper_team", "sniper_team", "saboteur", "brawler"],
        ["thugs", "grenade"],
        ["scout", "scavenger", "spear"],
        [],
        ["refugee"],
    ]
    moves = {0: ["snipe 1:thugs", "snipe 2:scout", "disarm 2:spear"]}
    game = fight(forces, moves=moves)
    t = totals(game)
    assert t[0][:2] == (1, 2)
    assert t.get(1, (0, 0, 0))[0] == 0
    assert t[2][:2] == (1, 1)
    assert winner(game) == 0
