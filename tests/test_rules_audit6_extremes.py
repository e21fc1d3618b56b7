"""Audit 6 (rules6): THE EXTREMES AND THE SEAMS, written blind from the rulebooks.

The rule cases below were written down from the rulebooks and `shared/RULINGS.md` before the
engine's code was read, then played through the public API only (README.md "Using the engine",
docs/view.md, docs/scenarios.md). Citations: the 2015 base + HQ rulebook as [000:LINE], the
older (2012) edition as [001:LINE], Recon as [003:LINE]; ruling IDs from RULINGS.md.

The angle: two-player and five-player tables (and what HQ and Recon change there), the end of
the game (when it ends, the last skirmish, scoring and every tie-break), running out of things
(junkyard, a mercenary stack, the contested pile, a deck and discard pile both empty), the 2012
edition with modules, and skirmish ties at three to five players.

Card figures used (cards.tsv): refugee no fight (1 person); scavenger fight 1 (1); brawler 2
(1); scout 2 (1); thugs 3 (3); sniper team no fight (2 people); tribe families fight 0 (3/4/5);
rogue fight 1 (1); hardy scavenger fight 0 (1). Gangs are worth 5 people (P-3, F-7).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    act,
    decision,
    end_gathering,
    finish_round,
    now,
    pass_windows,
    play_out,
    play_skirmish_round,
    refused,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

CONTESTED = ["grenade", "wolf_pack", "sled_team"]
# Six filler cards a seat, none of them a person: next round's draw of 5 never reaches the
# discard pile that the round's forces and prizes went to, and they add no people.
FILLER = [
    ["pills"] * 6,
    ["junk"] * 5,
    ["medkit"] * 6,
    ["net"] * 3 + ["multitool"] * 2,
    ["pickaxe"] * 4 + ["multitool"] * 2,
]
BASE_JUNKYARD = Counter(
    {"junk": 7, "multitool": 4, "net": 4, "spear": 6, "pickaxe": 4, "shovel": 6, "medkit": 6, "pills": 9}
)
"""The base junkyard [000:35], before the starter spears and shovels are taken out (R-0)."""


def seats(n: int, hands: list[list[str]], modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked round-3 table of ``n`` players (hands as given, the rest empty) over the filler
    decks; a grenade, a wolf pack and a sled team contested unless given."""
    hands = hands + [[] for _ in range(n - len(hands))]
    return stacked_table(hands, modules, decks=FILLER[:n], **scenario)


def over_with_one_left(players: list[dict[str, Any]], modules: frozenset[str] = frozenset(), **config: Any) -> sc.Game:
    """The last round: one contested resource left, the seats as given, round 3."""
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["grenade"]}
    return sc.Game.new(sc.GameConfig(players=len(players), seed=0, modules=modules, scenario=table, **config))


def initiators(game: sc.Game, rounds: int) -> list[int]:
    """The initiator of each round from the current one, playing every round out with passes."""
    seen = []
    for _ in range(rounds):
        seen.append(game.view(None).initiator)
        finish_round(game)
    return seen


def gained(game: sc.Game, seat: int) -> int:
    """How many face-down cards seat's discard pile holds (a won resource is one), publicly."""
    return game.view(None).seats[seat].discard_hidden_count


# =============================================================================================
# Two players [000:111-116]


def test_two_players_junkyard_loses_two_of_each_base_kind_000_113() -> None:
    """[000:113] "Remove two cards of each kind from the junkyard"; R-0 the 2 starter spears and
    shovels come out first; V-1 spells the result out: junk 5, multitool 2, net 2, spear 2,
    pickaxe 2, shovel 2, medkit 4, pills 7."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=11))
    want = Counter(
        {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
    )
    assert zone_counter(game, "junkyard") == want
    assert game.view(None).junkyard_count == 26


def test_v1_two_players_hq_and_recon_junkyard_cards_are_not_reduced() -> None:
    """V-1: the 2-player removal applies to the 8 base kinds only; HQ's rifles and toolkits
    (module 1, [000:538]) and Recon's binoculars (module 1) and maps (module 5) all go in
    (X-31), while the base kinds are still cut by two."""
    modules = frozenset({"hq1", "recon1", "recon5"})
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=modules))
    jy = zone_counter(game, "junkyard")
    assert (jy["rifle"], jy["toolkit"], jy["binoculars"], jy["map"]) == (4, 4, 4, 4)
    assert (jy["junk"], jy["pills"], jy["medkit"], jy["shovel"]) == (5, 7, 4, 2)


def test_v1_two_players_junkyard_plus_two_keeps_two_of_each_expansion_card() -> None:
    """X-31 / [003:51]: the "+2 each of toolkit, rifle, map and binoculars" junkyard; V-1: these
    are not cut by the two-player rule (that would leave none)."""
    modules = frozenset({"hq1", "recon1", "recon5"})
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=modules, junkyard_plus_two=True))
    jy = zone_counter(game, "junkyard")
    assert (jy["rifle"], jy["toolkit"], jy["binoculars"], jy["map"]) == (2, 2, 2, 2)
    assert jy["junk"] == 5


def test_r0_two_players_stacks_for_hire_lose_only_the_starters() -> None:
    """R-0: starters come out of the pools, so at 2 players 14 scavengers (20-6) and 8 brawlers
    (10-2) are for hire; [000:111-116] lists no other 2-player change to the mercenaries, and
    the contested pile stays 14 [000:37]."""
    view = sc.Game.new(sc.GameConfig(players=2, seed=5)).view(None)
    market = dict(view.market)
    assert (market["scavenger"], market["brawler"], market["thugs"], market["sniper_team"]) == (14, 8, 5, 5)
    assert view.contested_count == 14


def test_two_players_no_peek_at_the_contested_pile_in_round_three_000_114() -> None:
    """[000:114] "Eliminate all contested resources peeking" (V-3): in round 3 of a 2-player
    game nobody peeks; [000:126] with 3 players the initiator does."""
    for players, peeks in ((2, False), (3, True)):
        game = sc.Game.new(sc.GameConfig(players=players, seed=21))
        finish_round(game)
        finish_round(game)
        assert game.round == 3
        first = game.view(None).initiator
        peeked = [e for e in game.log(first) if e.type is EventType.PEEKED]
        assert bool(peeked) is peeks
        assert (game.view(first).peeked is not None) is peeks


def test_x9_two_players_binoculars_look_at_every_pile_but_the_contested_one() -> None:
    """X-9: "all contested resources peeking" is eliminated at 2 players, so binoculars skip the
    contested pile; with 3 players [003:99] they see the top card of every pile, contested
    included."""
    for players, sees_contested in ((2, False), (3, True)):
        game = seats(players, [["binoculars"]], frozenset({"recon1"}), junkyard=["net", "junk"])
        act(game, 0, "scout binoculars")
        zones = {k.zone for k in game.view(0).knowledge if k.source == "binoculars"}
        assert "junkyard" in zones
        assert ("contested" in zones) is sees_contested


def test_two_players_win_by_one_is_a_tie_and_the_resource_goes_into_the_junkyard_000_116() -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie and the players place the
    contested resource on top of the junkyard and then shuffle": brawler + scavenger (3) against
    a brawler (2) wins nobody anything."""
    game = seats(2, [["brawler", "scavenger"], ["brawler"]], junkyard=["junk"])
    play_skirmish_round(game, {0: "commit brawler scavenger", 1: "commit brawler"})
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "grenade": 1})
    assert game.view(None).contested_count == 2
    assert gained(game, 0) == gained(game, 1) == 0


def test_two_players_win_by_two_takes_the_resource_000_116() -> None:
    """[000:116] a margin of 2 is a win: thugs (3) against a scavenger (1); [000:268] the winner
    takes the top resource into her discard pile face down."""
    game = seats(2, [["scavenger"], ["thugs"]])
    play_skirmish_round(game, {0: "commit scavenger", 1: "commit thugs"})
    assert skirmish_winner(game) == 1
    assert "grenade" in zone_kinds(game, "1:discard")
    assert gained(game, 1) == 1


def test_two_players_people_do_not_break_a_fight_tie_000_115() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant": a brawler with a 5-person tribe family (2 fight, 6 people) against a brawler (2
    fight, 1 person) is a tie, not a win on people."""
    game = seats(2, [["brawler", "tribe_family_5"], ["brawler"]])
    play_skirmish_round(game, {0: "commit brawler tribe_family_5", 1: "commit brawler"})
    assert skirmish_winner(game) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_v2_two_players_a_fight_of_zero_against_no_force_is_a_tie() -> None:
    """V-2: at 2 players a force without fight (or none at all) is fight 0 for the margin, so a
    tribe family (fight 0) against an empty force is a margin of 0: a tie [000:116], although
    with 3-5 players a fight of 0 beats no fight [000:420]."""
    game = seats(2, [["tribe_family_4"], []])
    play_skirmish_round(game, {0: "commit tribe_family_4"})
    assert skirmish_winner(game) is None


def test_v2_two_players_a_hardy_scavenger_returns_after_a_tie_by_one() -> None:
    """[003:181] a hardy scavenger sent into a skirmish its owner loses or ties returns to her
    hand; V-2 / S-12 a 2-player margin of 1 is a tie, so the hardy scavengers of BOTH players
    return: brawler + scavenger + hardy scavenger (3) against brawler + hardy scavenger (2)."""
    game = seats(
        2, [["hardy_scavenger", "brawler", "scavenger"], ["hardy_scavenger", "brawler"]], frozenset({"recon3"})
    )
    play_skirmish_round(game, {0: "commit brawler hardy_scavenger scavenger", 1: "commit brawler hardy_scavenger"})
    assert skirmish_winner(game) is None
    assert game.round == 4
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 1
    assert zone_counter(game, "1:hand")["hardy_scavenger"] == 1


def test_ed2_two_players_with_gangs_a_tie_on_the_last_resource_ends_the_game_and_gangs_join() -> None:
    """ED-2: the game ends when the contested pile is empty however the last card left it, a
    2-player tie included [000:116]; [000:559] the gangs then join: the Pharmers go to the most
    meds (pills 1, medkit 2) and add 5 people (F-7), deciding the game."""
    players = [
        {"hand": ["brawler"], "deck": ["refugee", "refugee", "refugee"]},
        {"hand": ["brawler"], "deck": ["refugee", "medkit"]},
    ]
    game = over_with_one_left(players, frozenset({"hq1"}))
    play_skirmish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert game.over
    assert game.view(None).contested_count == 0
    result = game.result
    assert result is not None
    assert "gang_pharmers" in result.scores[1].gangs
    assert (result.scores[0].people, result.scores[1].people) == (4, 2 + 5)
    assert result.winners == (1,)


# =============================================================================================
# Five players


def test_r0_five_players_take_their_starters_out_of_the_shared_pools() -> None:
    """R-0 at 5 players: 20 refugees (all of them [000:29]), 15 scavengers, 5 brawlers, 5 spears
    and 5 shovels go into the starter decks; for hire remain 5 scavengers and 5 brawlers, in
    the junkyard 1 spear and 1 shovel, the rest of the base junkyard whole (no 2-player cut)."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=8))
    market = dict(game.view(None).market)
    assert (market["scavenger"], market["brawler"]) == (5, 5)
    want = BASE_JUNKYARD - Counter({"spear": 5, "shovel": 5})
    assert zone_counter(game, "junkyard") == want
    for seat in range(5):
        owned: Counter[str] = Counter()
        for zone in ("hand", "deck", "discard"):
            owned += zone_counter(game, f"{seat}:{zone}")
        assert owned == Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})


def test_hq3_five_players_are_dealt_all_ten_hq_leaders_000_650() -> None:
    """[000:650] each player is dealt two leaders and keeps one; HQ has exactly 10 leaders
    [000:51], so at 5 players every one of them is dealt, each to one player only."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=4, modules=sc.hq_modules(3)))
    dealt = [kind for seat in range(5) for kind in zone_kinds(game, f"{seat}:dealt")]
    assert len(dealt) == 10
    assert len(set(dealt)) == 10
    assert all(len(zone_kinds(game, f"{seat}:dealt")) == 2 for seat in range(5))


def test_hq3_five_players_choose_and_the_unkept_leaders_stay_out_000_650() -> None:
    """[000:650] "The card that is kept is placed face-up ... The other card is set-aside as it
    will not be used this game": after all 5 choose, each has the leader she kept and none
    holds a second; every leader is shown face up once all have chosen."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=4, modules=sc.hq_modules(3)))
    kept = {}
    while (d := decision(game)) is not None and d.kind == "leader":
        choice = zone_kinds(game, f"{d.seat}:dealt")[0]
        kept[d.seat] = choice
        game.apply(d.seat, f"lead {choice}")
    assert len(kept) == 5
    view = game.view(None)
    assert {s.seat: s.leader for s in view.seats} == kept


def test_ed1_five_players_initiator_stays_three_rounds_then_goes_round_the_table_000_146() -> None:
    """[000:146] "The initiator card remains with the first player for rounds 1-3. Thereafter, it
    moves to the initiator's left": at 5 players rounds 1-3 share one initiator, then rounds
    4-8 go once round the whole table and round 9 is back with round 8's left-hand player."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=2))
    first = game.view(None).initiator
    seen = initiators(game, 9)
    assert seen == [first, first, first] + [(first + k) % 5 for k in range(1, 7)]


def test_ed1_2012_five_players_initiator_passes_every_round_001_137() -> None:
    """ED-1 / P-4, docs/variants.md: with the 2012 rules the initiator card passes left after
    every round [001:137], rounds 1 and 2 included, so five rounds visit all five seats."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=2, rules="2012"))
    first = game.view(None).initiator
    assert initiators(game, 6) == [(first + k) % 5 for k in range(6)]


def test_ed1_a_round_two_table_keeps_the_initiator_in_2015_and_passes_it_in_2012() -> None:
    """ED-1 at the seam of round 2 with 5 players and the initiator at the last seat: the 2015
    rules keep it with seat 4 for round 3; the 2012 rules pass it to seat 0 (clockwise wraps)."""
    for rules, after in (("2015", 4), ("2012", 0)):
        table = {"round": 2, "initiator": 4, "players": [{"hand": [], "deck": f} for f in FILLER]}
        game = sc.Game.new(sc.GameConfig(players=5, seed=0, rules=rules, scenario=table))
        finish_round(game)
        assert game.round == 3
        assert game.view(None).initiator == after


def test_five_players_gathering_goes_clockwise_from_the_initiator_and_wraps_000_132() -> None:
    """[000:130-132] the initiator acts first, then the others in clockwise order: with the
    initiator at seat 3 the turns go 3, 4, 0, 1, 2 (docs/scenarios.md: to the left is the next
    seat)."""
    game = seats(5, [["scout"]] * 5, initiator=3)
    met = finish_round(game)
    turns = [d.seat for d in met if d.kind == "turn"]
    assert turns == [3, 4, 0, 1, 2]


def test_five_players_only_the_initiator_sees_the_peeked_resource_000_150() -> None:
    """[000:150] the initiator looks at the top contested resource and does not reveal it: at 5
    players in round 3 only her view holds it."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=9))
    finish_round(game)
    finish_round(game)
    first = game.view(None).initiator
    top = zone_kinds(game, "contested")[0]
    assert game.view(first).peeked == top
    assert all(game.view(seat).peeked is None for seat in range(5) if seat != first)
    assert game.view(None).peeked is None


def test_five_players_skirmish_actions_start_with_the_initiator_and_wrap_000_268() -> None:
    """[000:268] skirmish actions are declared starting with the initiator, then clockwise: with
    every seat holding a sniper team and the initiator at seat 2, the opportunities come
    2, 3, 4, 0, 1."""
    hands = [["sniper_team", "brawler"]] * 5
    game = seats(5, hands, initiator=2)
    asked = play_skirmish_round(game, dict.fromkeys(range(5), "commit brawler sniper_team"))
    assert asked == [2, 3, 4, 0, 1]


def test_five_players_a_sniper_takes_out_one_card_of_one_opponent_only_000_316() -> None:
    """[000:316] "If multiple players are involved in a skirmish, the sniper can target only one
    single opponent's card (rather than one card per opponent)": seat 0's one sniper team
    snipes seat 1's thugs and has no second snipe; seat 2's and 3's forces fight on, and seat 3
    wins (thugs 3 against scout 2 and scavenger 1)."""
    hands = [["sniper_team"], ["thugs"], ["scout"], ["thugs"], ["scavenger"]]
    game = seats(5, hands)
    end_gathering(
        game, {0: "commit sniper_team", 1: "commit thugs", 2: "commit scout", 3: "commit thugs", 4: "commit scavenger"}
    )
    assert now(game).seat == 0
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert not [t for t in texts(game, 0) if t.startswith("snipe")]
    skirmish_turns(game)
    totals = seat_totals(game)
    assert totals[1] == (False, 0, 0)
    assert totals[3] == (True, 3, 3)
    assert totals[2] == (True, 2, 1)
    assert skirmish_winner(game) == 3


# =============================================================================================
# Skirmish ties at 3-5 players [000:272-274], [000:412-424], S-1..S-5


def test_s2_five_players_three_tied_on_fight_most_people_among_them_wins_000_274() -> None:
    """[000:274] "In the event of a tie, each player sums the number of people ... and the player
    with the most people involved wins": three seats tie on fight 2 (brawler + refugee: 2
    people; brawler + 2 refugees: 3; scout: 1); the 5-person tribe family at fight 0 is not in
    the tie (S-2), so seat 1 wins with 3 people."""
    hands = [["brawler", "refugee"], ["brawler", "refugee", "refugee"], ["scout"], ["tribe_family_5"], ["scavenger"]]
    game = seats(5, hands)
    commits = {0: "commit brawler refugee", 1: "commit brawler refugee refugee", 2: "commit scout"}
    commits |= {3: "commit tribe_family_5", 4: "commit scavenger"}
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) == 1
    assert gained(game, 1) == 1
    assert gained(game, 3) == 0


def test_s2_five_players_tied_top_on_fight_and_people_is_a_deadlock_000_274() -> None:
    """[000:274] "If players are still tied, then the skirmish is considered a deadlock": seats 0
    and 1 tie at fight 2 and 2 people; seat 2 is in the fight tie with fewer people, seat 3 has
    the most people but less fight. Nobody wins; the resource goes into the junkyard."""
    hands = [["brawler", "refugee"], ["scout", "refugee"], ["brawler"], ["tribe_family_5", "refugee"]]
    game = seats(5, hands, junkyard=[])
    commits = {0: "commit brawler refugee", 1: "commit refugee scout", 2: "commit brawler"}
    commits[3] = "commit refugee tribe_family_5"
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) is None
    assert zone_kinds(game, "junkyard") == ["grenade"]
    assert all(gained(game, seat) == 0 for seat in range(5))


def test_five_players_a_fight_of_zero_beats_every_force_without_fight_000_420() -> None:
    """[000:418-420] "A fight value of 0 is superior to no ability to fight at all": a 3-person
    tribe family (fight 0) beats four refugees (no fight, 4 people), junk, pills and an empty
    force, even on fewer people."""
    hands = [["refugee"] * 4, ["junk"], ["tribe_family_3"], ["pills"], []]
    game = seats(5, hands)
    commits = {
        0: "commit refugee refugee refugee refugee",
        1: "commit junk",
        2: "commit tribe_family_3",
        3: "commit pills",
    }
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) == 2


def test_2012_five_players_a_fight_of_zero_is_no_fight_and_people_decide() -> None:
    """The 2012 walkthrough: "no attack can be made unless the fight total is at least 1"
    [001:455] (docs/variants.md): the same table as above with the 2012 rules is won by the
    four refugees on people [001:310-312]."""
    hands = [["refugee"] * 4, ["junk"], ["tribe_family_3"], ["pills"], []]
    table = {"round": 3, "initiator": 0, "contested": CONTESTED}
    table["players"] = [{"hand": h, "deck": f} for h, f in zip(hands, FILLER, strict=True)]
    game = sc.Game.new(sc.GameConfig(players=5, seed=0, rules="2012", scenario=table))
    commits = {
        0: "commit refugee refugee refugee refugee",
        1: "commit junk",
        2: "commit tribe_family_3",
        3: "commit pills",
    }
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) == 0


def test_five_players_all_at_fight_zero_the_most_people_wins_000_416() -> None:
    """[000:414-416] "everyone has a fight value of 0 ... Ties are broken in 3-5 player games
    based upon number of people": tribe families of 3, 4 and 5 people; the 5 wins."""
    hands = [["tribe_family_3"], ["tribe_family_5"], ["tribe_family_4"]]
    game = seats(5, hands)
    play_skirmish_round(game, {0: "commit tribe_family_3", 1: "commit tribe_family_5", 2: "commit tribe_family_4"})
    assert skirmish_winner(game) == 1


def test_five_players_nobody_with_fight_and_equal_people_deadlock_000_424() -> None:
    """[000:422-424] "no one brings any fight value and everyone ties for the number of people
    ... It is a tie. Place the contested resource on the top of the junkyard and shuffle it":
    five forces of one refugee each."""
    game = seats(5, [["refugee"]] * 5, junkyard=["junk", "net"])
    play_skirmish_round(game, dict.fromkeys(range(5), "commit refugee"))
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "net": 1, "grenade": 1})
    assert game.view(None).contested_count == 2


def test_five_players_a_sniper_team_that_fired_still_counts_two_people_000_500() -> None:
    """[000:498-500] snipers used in the skirmish "still contribute tribe members for the
    tiebreaker": seat 0's sniper team snipes seat 2's thugs; seat 0 (brawler + used sniper: 2
    fight, 3 people) and seat 1 (brawler + refugee: 2 fight, 2 people) tie on fight and seat 0
    wins on people."""
    hands = [["sniper_team", "brawler"], ["brawler", "refugee"], ["thugs"]]
    game = seats(5, hands)
    play_skirmish_round(
        game,
        {0: "commit brawler sniper_team", 1: "commit brawler refugee", 2: "commit thugs"},
        moves={0: ["snipe 2:thugs"]},
    )
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 3)
    assert totals[1] == (True, 2, 2)
    assert skirmish_winner(game) == 0


def test_ed5_five_players_every_force_goes_to_its_owners_discard_pile_and_only_the_winner_gains() -> None:
    """[000:256,270] skirmish cards are discarded at the end of the round (ED-5): each loser's
    force is in her own discard pile, face up, nothing lost to anyone; the winner also has the
    resource, face down [000:268]; a sniped card too is in its owner's discard pile (S-4). Seat
    0 (thugs + used sniper team: fight 3, 5 people) wins the fight tie with seat 1 (brawler +
    shovel: fight 3, 1 person) on people [000:274]; seat 2's scout is sniped."""
    hands = [["sniper_team", "thugs"], ["brawler", "shovel"], ["scout"], ["refugee", "pills"], []]
    game = seats(5, hands)
    commits = {0: "commit sniper_team thugs", 1: "commit brawler shovel", 2: "commit scout", 3: "commit pills refugee"}
    play_skirmish_round(game, commits, moves={0: ["snipe 2:scout"]})
    assert skirmish_winner(game) == 0
    assert game.round == 4
    want = {
        0: Counter({"sniper_team": 1, "thugs": 1, "grenade": 1}),
        1: Counter({"brawler": 1, "shovel": 1}),
        2: Counter({"scout": 1}),
        3: Counter({"refugee": 1, "pills": 1}),
        4: Counter(),
    }
    for seat, cards in want.items():
        assert zone_counter(game, f"{seat}:discard") == cards, seat
    assert [gained(game, s) for s in range(5)] == [1, 0, 0, 0, 0]


def test_s12_five_players_every_losing_hardy_scavenger_returns_but_not_the_winners_003_181() -> None:
    """[003:181] "If you send HS into the skirmish and you either lose or tie, then any HS units
    you sent are returned to your hand at the end of the round"; S-12: the winner's goes to her
    discard pile. [003:183] the owners still draw 5 next round."""
    hands = [["thugs", "hardy_scavenger"], ["hardy_scavenger", "brawler"], ["hardy_scavenger"], ["scout"]]
    game = seats(5, hands, frozenset({"recon3"}))
    commits = {0: "commit hardy_scavenger thugs", 1: "commit brawler hardy_scavenger", 2: "commit hardy_scavenger"}
    commits[3] = "commit scout"
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) == 0
    assert game.round == 4
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 0
    assert zone_counter(game, "0:discard")["hardy_scavenger"] == 1
    for seat in (1, 2):
        hand = zone_counter(game, f"{seat}:hand")
        assert hand["hardy_scavenger"] == 1, seat
        assert sum(hand.values()) == 6, seat
    assert zone_counter(game, "1:discard")["brawler"] == 1


def test_s9_five_players_the_first_rogue_from_the_initiator_wins_a_tie_it_is_not_in_003_143() -> None:
    """[003:143-147] on a tie for highest fight "the first player in turn order with a rogue in
    the skirmish automatically wins", even one not in the tie; turn order starts with the
    initiator [003:111]: initiator seat 3, rogues at seats 1 and 4, seats 0 and 2 tied on 2
    (seat 0 with more people): seat 4 wins (order 3, 4, 0, 1, 2)."""
    hands = [["brawler", "refugee"], ["rogue"], ["scout"], [], ["rogue"]]
    game = seats(5, hands, frozenset({"recon2"}), initiator=3)
    commits = {0: "commit brawler refugee", 1: "commit rogue", 2: "commit scout", 4: "commit rogue"}
    play_skirmish_round(game, commits)
    assert skirmish_winner(game) == 4


def test_s1_five_players_a_lone_refugee_beats_four_empty_or_toolonly_forces() -> None:
    """S-1 and [000:274]: with no fight anywhere the people decide, and a force of tools and
    medicine has 0 people: one refugee wins against a spear, pills and two empty forces."""
    hands = [["spear"], ["pills"], [], ["refugee"], []]
    game = seats(5, hands)
    play_skirmish_round(game, {0: "commit spear", 1: "commit pills", 3: "commit refugee"})
    assert skirmish_winner(game) == 3


# =============================================================================================
# The end of the game [000:140,168-172], ED-2, F-1..F-8


def test_ed2_a_five_player_game_lasts_two_plus_fourteen_rounds() -> None:
    """ED-2: every skirmish round uses up one of the 14 resources [000:37] (won or deadlocked),
    and there is no skirmish in rounds 1-2 [000:144], so a 5-player game ends after round 16."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=13))
    play_out(game)
    assert game.round == 16
    assert game.view(None).contested_count == 0


def test_the_last_rounds_skirmish_is_fought_and_its_prize_scores_000_170() -> None:
    """[000:168-170] the game is over when the pile is depleted, and the last resource is
    skirmished for like any other [000:136-140]: a brawler takes the last (a 5-person tribe
    family) and it counts in her tribe and for the contested tie-break."""
    players = [{"hand": ["brawler"], "deck": []}, {"hand": ["scavenger"], "deck": []}, {"hand": [], "deck": []}]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["tribe_family_5"]}
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table))
    play_skirmish_round(game, {0: "commit brawler", 1: "commit scavenger"})
    assert game.over
    result = game.result
    assert result is not None
    assert (result.scores[0].people, result.scores[0].contested, result.scores[0].cards) == (6, 1, 2)
    assert result.winners == (0,)


def test_ed2_a_five_player_deadlock_on_the_last_resource_ends_the_game_also_in_2012() -> None:
    """ED-2: "the game ends after the skirmish phase of the round in which the CR pile becomes
    empty, however the last card left" — the 2012 wording ("until the last contested resource
    card is won" [001:139]) is not followed (docs/variants.md): a deadlock empties the pile and
    the game ends with either edition."""
    for rules in ("2015", "2012"):
        players = [{"hand": ["refugee"], "deck": []} for _ in range(5)]
        game = over_with_one_left(players, rules=rules)
        play_skirmish_round(game, dict.fromkeys(range(5), "commit refugee"))
        assert game.over, rules
        assert "grenade" in zone_kinds(game, "junkyard")


def test_f1_a_card_kept_from_a_dig_in_the_last_round_scores() -> None:
    """F-1: every card a player owns counts; a card kept (face down) from a dig in the last
    round is hers at the end [000:204] and counts for the cards tie-break [000:170]."""
    players = [{"hand": ["scavenger"], "deck": []}, {"hand": ["scavenger"], "deck": []}, {"hand": [], "deck": []}]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["grenade"], "junkyard": ["net"]}
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table))
    act(game, 0, "dig scavenger")
    act(game, 0, "keep net")
    play_out(game)
    result = game.result
    assert result is not None
    assert (result.scores[0].people, result.scores[0].cards) == (1, 2)
    assert (result.scores[1].people, result.scores[1].cards) == (1, 1)
    assert result.winners == (0,)


def test_final_five_players_three_way_shared_victory_000_172() -> None:
    """[000:170-172] tie on people, then on contested resources, then on cards: "the tied players
    rejoice in their shared victory". Three of five identical tribes share it; the other two
    (fewer people) do not."""
    tribes = [["brawler", "refugee", prize, "junk"] for prize in ("wolf_pack", "wolf_pack", "grenade")]
    players = [{"hand": [], "deck": tribe} for tribe in tribes]
    players += [{"hand": [], "deck": ["scavenger", "junk", "junk", "junk"]}, {"hand": [], "deck": ["refugee"]}]
    game = over_with_one_left(players)
    result = play_out(game)
    assert result.winners == (0, 1, 2)
    assert all((s.people, s.contested, s.cards) == (2, 1, 4) for s in result.scores[:3])


def test_final_contested_tie_break_counts_a_resource_that_came_from_the_junkyard_f3() -> None:
    """[000:170] tied on people, the most contested resource cards wins, before the card count;
    F-3: a grenade dug out of the junkyard after a deadlock counts as much as a won one. Seat 0
    (2 refugees + grenade: 3 cards) beats seat 1 (2 refugees + 2 junk: 4 cards)."""
    players = [
        {"hand": [], "deck": ["refugee", "refugee"], "discard": ["grenade"]},
        {"hand": [], "deck": ["refugee", "refugee", "junk", "junk"]},
        {"hand": [], "deck": ["refugee"]},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["wolf_pack"]}
    result = play_out(sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table)))
    assert (result.scores[0].contested, result.scores[1].contested) == (1, 0)
    assert result.winners == (0,)


def test_final_tie_breaks_apply_among_the_tied_only_even_if_a_loser_has_more() -> None:
    """[000:170] "the player AMONG THOSE TIED with the most contested resource cards": seat 2 has
    the most contested resources but fewer people, so it is not considered; seats 0 and 1 tie
    on people and contested, and seat 1 wins on cards (junk counts, F-2)."""
    players = [
        {"hand": [], "deck": ["thugs", "refugee"]},
        {"hand": [], "deck": ["thugs", "refugee", "junk"]},
        {"hand": [], "deck": ["grenade", "wolf_pack", "refugee"]},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["net"]}
    result = play_out(sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table)))
    assert result.winners == (1,)


def test_f2_gang_cards_add_people_but_are_not_cards_for_the_tie_break() -> None:
    """F-7: a gang adds 5 people; F-2: the "cards in her deck" tie-break [000:170] counts the
    tribe's own cards, not gang cards. Seat 0: 3 refugees + 2 pills and the Pharmers (8 people,
    5 cards); seat 1: thugs + 5 refugees (8 people, 6 cards); no contested resources. Seat 1
    wins on cards (had the gang counted as a card, it would be a shared victory)."""
    players = [
        {"hand": [], "deck": ["refugee", "refugee", "refugee", "pills", "pills"]},
        {"hand": [], "deck": ["thugs"] + ["refugee"] * 5},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["net"]}
    result = play_out(sc.Game.new(sc.GameConfig(players=2, seed=0, modules=frozenset({"hq1"}), scenario=table)))
    s0, s1 = result.scores
    assert "gang_pharmers" in s0.gangs
    assert (s0.people, s0.contested, s0.cards) == (8, 0, 5)
    assert (s1.people, s1.contested, s1.cards) == (8, 0, 6)
    assert result.winners == (1,)


def test_f4_a_gang_tied_three_ways_at_five_players_joins_nobody() -> None:
    """[000:561] the Gearheads go to the most tools, ties broken by contested tools; F-4 still
    tied: nobody. Three of five tie on 2 tools and no contested tool; the gang stays away and
    adds nobody 5 people."""
    decks = [["spear", "shovel"], ["net", "pickaxe"], ["multitool", "spear"], ["rifle"], []]
    game = over_with_one_left([{"hand": [], "deck": d} for d in decks], frozenset({"hq1"}))
    result = play_out(game)
    assert all("gang_gearheads" not in s.gangs for s in result.scores)
    assert all(s.people == 0 for s in result.scores)
    assert [e for e in game.log(None) if e.type is EventType.GANG_STAYED_AWAY]


def test_f4_the_gearheads_tie_is_broken_by_contested_tools_at_five_players_000_561() -> None:
    """[000:561] "Ties are broken by counting the total number of tools that are contested
    resources": seats 0 and 1 have 2 tools each; seat 1's grenade is a contested tool, so seat
    1 gets the Gearheads (5 people) and the win."""
    decks = [["spear", "shovel", "refugee"], ["spear", "grenade", "refugee"], ["net"], [], ["refugee", "refugee"]]
    players = [{"hand": [], "deck": d} for d in decks]
    result = play_out(over_with_one_left(players, frozenset({"hq1"})))
    assert "gang_gearheads" in result.scores[1].gangs
    assert result.scores[1].people == 6
    assert result.winners == (1,)


def test_f8_humanitarians_at_five_players_a_tie_for_most_refugees_awards_nothing_003_265() -> None:
    """[003:264-265] the Humanitarians go to the most cards with "refugee" in the title, "There
    is no tie-breaker. In the event of a tie, this gang is not awarded"."""
    decks = [["refugee", "refugee"], ["scouting_refugee", "refugee"], ["refugee"], [], ["thugs"]]
    players = [{"hand": [], "deck": d} for d in decks]
    result = play_out(over_with_one_left(players, frozenset({"recon5"})))
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)
    assert result.winners == (4,)


# =============================================================================================
# Running out of things: R-5..R-9


def test_r9_five_players_the_scavenger_stack_is_gone_after_five_hires() -> None:
    """R-0 leaves 5 scavengers for hire at 5 players; R-9 "A mercenary type whose stack is empty
    cannot be hired": the fifth hire empties the stack and a sixth is refused."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=8))
    table = {"round": 1, "initiator": 0, "players": [{"hand": ["scavenger", "scavenger"]} for _ in range(5)]}
    table["market"] = {"scavenger": 1}
    game = sc.Game.new(sc.GameConfig(players=5, seed=8, scenario=table))
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scavenger")
    assert dict(game.view(None).market)["scavenger"] == 0
    act(game, 0, "end")
    pass_windows(game)
    act(game, 1, "hunt scavenger")
    assert refused(game, 1, "hire scavenger")


def test_r7_trash_into_an_empty_junkyard_then_the_next_dig_finds_it_000_228() -> None:
    """[000:228] trashed cards go into the junkyard; R-7 a dig takes what is there: the junkyard
    is empty, seat 0 trashes a spear, seat 1 digs 3 and turns up only that spear."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [{"hand": ["spear"]}, {"hand": ["brawler", "shovel"]}, {"hand": []}],
        "junkyard": [],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table))
    act(game, 0, "trash spear")
    assert game.view(None).junkyard_count == 1
    act(game, 0, "end")
    pass_windows(game)
    act(game, 1, "dig brawler+shovel")
    assert game.view(1).looking == ("spear",)
    act(game, 1, "keep spear")
    assert game.view(None).junkyard_count == 0


def test_r5_a_draw_with_deck_and_discard_both_empty_draws_what_exists() -> None:
    """[000:190] a draw takes the deck, then the shuffled discard pile; R-5 if both run out the
    rest of the draw is lost, never an error: a scout (draw 2) over a 1-card deck and an empty
    discard pile draws that one card."""
    table = {"round": 1, "initiator": 0, "players": [{"hand": ["scout"], "deck": ["refugee"]}, {"hand": []}]}
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=table))
    act(game, 0, "draw scout")
    assert game.view(0).hand == ("refugee",)
    assert game.view(None).seats[0].deck_count == 0


def test_r5_a_round_draw_short_of_five_everywhere_gives_a_short_hand_000_125() -> None:
    """[000:125] each player draws 5, shuffling her discard pile when the deck runs out; R-5 a
    tribe of 3 cards in all draws those 3 next round (deck 1 + discard 2)."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [
            {"hand": ["refugee"], "deck": ["brawler"], "discard": ["spear"]},
            {"hand": [], "deck": ["junk"] * 6},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=table))
    finish_round(game)
    assert game.round == 2
    assert Counter(game.view(0).hand) == Counter({"refugee": 1, "brawler": 1, "spear": 1})


def test_r7_a_dig_bigger_than_the_junkyard_at_five_players_after_it_ran_dry() -> None:
    """R-7: a dig of 3 on a 1-card junkyard turns up that card only; keeping it leaves the
    junkyard empty and the next player's dig is legal but yields nothing."""
    hands = [["brawler", "shovel"], ["scavenger"], [], [], []]
    table = {"round": 1, "initiator": 0, "junkyard": ["rifle"], "players": [{"hand": h} for h in hands]}
    game = sc.Game.new(sc.GameConfig(players=5, seed=0, scenario=table))
    act(game, 0, "dig brawler+shovel")
    assert game.view(0).looking == ("rifle",)
    act(game, 0, "keep rifle")
    act(game, 0, "end")
    pass_windows(game)
    act(game, 1, "dig scavenger")
    assert game.view(1).looking == ()
    assert "dig" in game.view(None).seats[1].used


def test_ed2_the_contested_pile_runs_out_on_a_win_with_a_hidden_prize_and_nothing_after() -> None:
    """ED-2 / R-9 / S-13: the round that takes the last resource is the last: no round 4 is
    dealt, no further skirmish can be asked for an empty pile."""
    game = seats(3, [["brawler"], [], []], contested=["grenade"])
    play_skirmish_round(game, {0: "commit brawler"})
    assert game.over
    assert game.view(None).phase == "over"
    assert game.view(None).decision is None
    assert not [e for e in game.log(None) if e.type is EventType.ROUND_STARTED and e.round == 4]


# =============================================================================================
# The 2012 edition with modules (docs/variants.md), ED-1..ED-20


def test_2012_hq3_five_players_are_dealt_every_leader_as_in_2015() -> None:
    """The older edition bundles HQ [001 contents]; its leader setup is the same [001:611]: each
    of 5 players is dealt 2 of the 10 leaders, all different."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=4, modules=sc.hq_modules(3), rules="2012"))
    dealt = [kind for seat in range(5) for kind in zone_kinds(game, f"{seat}:dealt")]
    assert len(set(dealt)) == 10


def test_2012_two_players_win_by_two_and_no_peek_as_in_2015_001_105_111() -> None:
    """[001:105-111] the older edition has the same 2-player rules: no peeking, win by 2, people
    irrelevant; with its initiator passing every round (ED-1) round 3's initiator is round 1's
    (two passes at 2 players) and still does not peek."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=21, rules="2012"))
    first = game.view(None).initiator
    finish_round(game)
    assert game.view(None).initiator == 1 - first
    finish_round(game)
    assert game.view(None).initiator == first
    assert game.view(first).peeked is None
    assert not [e for e in game.log(first) if e.type is EventType.PEEKED]


def test_2012_store_once_a_round_even_with_two_buildings() -> None:
    """docs/variants.md (the older book calls store an action, and "a player may only perform a
    given action once per round" [001:186]): with the 2012 rules one store a round, even into a
    second completed building; the 2015 rules let her store as often as she likes [000:641]."""
    for rules, second in (("2015", True), ("2012", False)):
        buildings = [{"building": "armory", "timer": []}, {"building": "pharmacy", "timer": []}]
        table = {
            "round": 3,
            "initiator": 0,
            "contested": CONTESTED,
            "players": [{"hand": ["spear", "pills"], "buildings": buildings}, {"hand": []}, {"hand": []}],
        }
        game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=sc.hq_modules(2), rules=rules, scenario=table))
        act(game, 0, "store armory spear")
        assert ("store pharmacy pills" in texts(game, 0)) is second, rules


def test_2012_recon_hardy_scavengers_fight_zero_is_no_fight_at_five_players() -> None:
    """The 2012 reading ("no attack can be made unless the fight total is at least 1" [001:455],
    docs/variants.md) meets Recon's hardy scavenger (fight 0, [003:179]): two hardy scavengers
    (fight 0, 2 people) beat three refugees (no fight, 3 people) with the 2015 rules [000:420],
    and lose to them on people with the 2012 rules."""
    for rules, winner in (("2015", 0), ("2012", 1)):
        hands = [["hardy_scavenger", "hardy_scavenger"], ["refugee"] * 3, [], [], []]
        table = {"round": 3, "initiator": 0, "contested": CONTESTED}
        table["players"] = [{"hand": h, "deck": f} for h, f in zip(hands, FILLER, strict=True)]
        config = sc.GameConfig(players=5, seed=0, modules=frozenset({"recon3"}), rules=rules, scenario=table)
        game = sc.Game.new(config)
        play_skirmish_round(game, {0: "commit hardy_scavenger hardy_scavenger", 1: "commit refugee refugee refugee"})
        assert skirmish_winner(game) == winner, rules


def test_2012_hq3_gangster_refugees_at_fight_zero_are_no_fight() -> None:
    """L-8: the Gangster's refugees fight 0 and count 2 people each in skirmish ties. With the
    2015 rules two of them (fight 0) beat five plain refugees (no fight) [000:420]; with the 2012
    rules a total of 0 is no fight [001:455] and the five refugees (5 people) beat the
    Gangster's two (2 x 2 = 4 people)."""
    for rules, winner in (("2015", 0), ("2012", 1)):
        leaders = ["leader_gangster", "leader_mentor", "leader_ranger"]
        hands = [["refugee", "refugee"], ["refugee"] * 5, []]
        players = [
            {"hand": h, "deck": f, "leader": lead} for h, f, lead in zip(hands, FILLER[:3], leaders, strict=True)
        ]
        table = {"round": 3, "initiator": 0, "contested": CONTESTED, "players": players}
        game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=sc.hq_modules(3), rules=rules, scenario=table))
        play_skirmish_round(game, {0: "commit refugee refugee", 1: "commit refugee refugee refugee refugee refugee"})
        assert skirmish_winner(game) == winner, rules


def test_2012_five_players_the_round_three_peek_is_the_round_three_initiators() -> None:
    """[001:121-123] "Beginning with the third round ... the initiator peeks"; with the 2012 rules
    the card has passed twice by round 3 (ED-1, docs/variants.md), so at 5 players the peek is
    made by the seat two to the left of the first initiator, and by nobody else."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=9, rules="2012"))
    first = game.view(None).initiator
    finish_round(game)
    finish_round(game)
    third = (first + 2) % 5
    assert game.view(None).initiator == third
    assert game.view(third).peeked == zone_kinds(game, "contested")[0]
    assert all(game.view(seat).peeked is None for seat in range(5) if seat != third)


def test_v10_five_players_alternate_refugees_leave_no_scouting_refugee_stack_for_hire_003_296() -> None:
    """[003:292-296] scouting refugees may replace refugees in the starting decks, and a starter
    type is then not put out for hire (V-10); at 5 players all 20 scouting refugees are in the
    decks, so with Recon module 1 there is no scouting refugee stack (X-23)."""
    config = sc.GameConfig(players=5, seed=6, modules=frozenset({"recon1"}), variants=frozenset({"alternate_refugees"}))
    game = sc.Game.new(config)
    market = dict(game.view(None).market)
    assert market.get("scouting_refugee", 0) == 0
    owned: Counter[str] = Counter()
    for seat in range(5):
        for zone in ("hand", "deck"):
            owned += zone_counter(game, f"{seat}:{zone}")
    assert owned["scouting_refugee"] == 20
    assert owned["refugee"] == 0


def test_x30_five_players_humanitarians_hire_standard_refugees_when_scouting_ones_start_003_267() -> None:
    """[003:263,267] the Humanitarians put a full stack of 20 refugees up for hire, either kind;
    with alternate_refugees the starters are the scouting refugees and the stack is the 20
    standard refugees (docs/variants.md), at 5 players too (none went into the decks)."""
    config = sc.GameConfig(players=5, seed=6, modules=frozenset({"recon5"}), variants=frozenset({"alternate_refugees"}))
    market = dict(sc.Game.new(config).view(None).market)
    assert market.get("refugee") == 20
    assert market.get("scouting_refugee", 0) == 0


def test_x30_five_players_humanitarians_stack_is_twenty_scouting_refugees_003_267() -> None:
    """[003:267] "the recommended setup is to use standard refugees in your starting tribe and
    scouting refugees available to hire": at 5 players the decks take all 20 standard refugees
    and the hire stack is the 20 scouting refugees."""
    market = dict(sc.Game.new(sc.GameConfig(players=5, seed=6, modules=frozenset({"recon5"}))).view(None).market)
    assert market.get("scouting_refugee") == 20
    assert "refugee" not in market


def test_r0_five_players_recon3_hardy_starters_leave_all_twenty_scavengers_for_hire() -> None:
    """R-0: "With the Recon substitutions ... take the starters from those stacks instead";
    [003:159] module 3 puts hardy scavengers in the starting decks, so a market that offers
    scavengers offers all 20 of them, while the brawlers are still 10 - 5."""
    market_kinds = (
        "scavenger",
        "brawler",
        "scout",
        "hunter",
        "thugs",
        "saboteur",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
    )
    config = sc.GameConfig(players=5, seed=6, modules=frozenset({"recon3"}), market=market_kinds)
    game = sc.Game.new(config)
    market = dict(game.view(None).market)
    assert (market["scavenger"], market["brawler"]) == (20, 5)
    assert all(
        zone_counter(game, f"{s}:hand")["scavenger"] + zone_counter(game, f"{s}:deck")["scavenger"] == 0
        for s in range(5)
    )


def test_f1_f3_contested_cards_stored_or_on_a_timer_count_for_the_contested_tie_break() -> None:
    """F-1: timer and stored cards are the owner's; F-3: any owned card with the contested icon
    counts. Seat 0: a 3-person tribe family stored in a bunker and a grenade on an armory's
    timer (3 people, 2 contested, 2 cards); seat 1: 3 refugees and a wolf pack (3 people, 1
    contested, 4 cards). Seat 0 wins on contested resources [000:170]. (Each has one completed
    building and one tool, a contested one: the Masons and the Gearheads stay away, F-4.)"""
    buildings = [
        {"building": "bunker", "timer": [], "stored": ["tribe_family_3"]},
        {"building": "armory", "timer": ["grenade"]},
    ]
    players = [
        {"hand": [], "deck": [], "buildings": buildings},
        {"hand": [], "deck": ["refugee", "refugee", "refugee", "wolf_pack"], "buildings": [{"building": "pharmacy"}]},
        {"hand": [], "deck": []},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["net"]}
    result = play_out(sc.Game.new(sc.GameConfig(players=3, seed=0, modules=sc.hq_modules(2), scenario=table)))
    s0, s1 = result.scores[0], result.scores[1]
    assert (s0.people, s0.contested, s0.cards) == (3, 2, 2)
    assert (s1.people, s1.contested, s1.cards) == (3, 1, 4)
    assert result.winners == (0,)


def test_two_players_a_scavenger_against_nothing_is_a_tie_a_brawler_wins_000_116() -> None:
    """[000:116] won by 2 or a tie, V-2 an empty force is fight 0: a lone scavenger (1) against
    an empty force is a tie; a lone brawler (2) wins."""
    for card, winner in (("scavenger", None), ("brawler", 0)):
        game = seats(2, [[card], []])
        play_skirmish_round(game, {0: f"commit {card}"})
        assert skirmish_winner(game) == winner, card


def test_five_players_a_sniper_sniped_by_an_earlier_player_cannot_act_000_492() -> None:
    """[000:492] "each player in turn order (beginning with the initiator) only gets one
    opportunity to activate their snipers/saboteurs, which are implemented immediately": the
    initiator at seat 4 snipes seat 0's sniper team first (the turn wraps 4, 0, ...), so seat 0
    gets no snipe at seat 4's thugs, and seat 4 wins."""
    hands = [["sniper_team", "brawler"], [], [], [], ["sniper_team", "thugs"]]
    game = seats(5, hands, initiator=4)
    end_gathering(game, {0: "commit brawler sniper_team", 4: "commit sniper_team thugs"})
    assert now(game).seat == 4
    game.apply(4, "snipe 0:sniper_team")
    pass_windows(game)
    d = decision(game)
    if d is not None and d.kind == "skirmish" and d.seat == 0:
        assert not [t for t in texts(game, 0) if t.startswith("snipe")]
    skirmish_turns(game)
    assert skirmish_winner(game) == 4
    assert seat_totals(game)[0] == (True, 2, 1)


def test_x9_two_players_a_scout_tower_cannot_look_at_the_contested_pile() -> None:
    """X-9: at 2 players "all contested resources peeking" is gone [000:114], so a scout tower
    (Recon module 3, [003:208]) may pick only the other piles; with 3 players the contested
    pile is one of its choices."""
    for players, allowed in ((2, False), (3, True)):
        extra = [{"buildings": [{"building": "scout_tower"}]}] + [{} for _ in range(players - 1)]
        hands = [["junk", "scavenger"]] + [[] for _ in range(players - 1)]
        game = stacked_table(hands, frozenset({"recon3"}), decks=FILLER[:players], extra=extra)
        towers = [t for t in texts(game, 0) if t.startswith("tower")]
        assert towers, players
        assert any("contested" in t for t in towers) is allowed, players
        if not allowed:
            assert refused(game, 0, "tower junk contested+junkyard")


def test_i1_i4_five_players_answers_go_clockwise_from_the_actor_saves_from_the_target() -> None:
    """I-1: the response window runs clockwise from the active player's left; I-4: a save window
    starts with the target's owner and runs clockwise from her ([000:543] anyone's medic may
    save). Seat 3 digs at 5 players: seat 4 is asked, then seat 0, who snipes; the save window
    asks 3, 4, 0, 1, 2."""
    hands = [["sniper_team", "medic"], ["medic"], ["medic"], ["brawler", "medic"], ["medic"]]
    table = {"round": 1, "initiator": 3, "players": [{"hand": h, "deck": ["pills"]} for h in hands]}
    game = sc.Game.new(sc.GameConfig(players=5, seed=0, modules=frozenset({"hq1"}), scenario=table))
    game.apply(3, "dig brawler")
    asked = []
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 0:
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert asked == [4]
    game.apply(0, "snipe 3:brawler")
    saves = []
    while (d := decision(game)) is not None and d.kind == "save":
        saves.append(d.seat)
        game.apply(d.seat, "pass")
    assert saves == [3, 4, 0, 1, 2]
    assert "brawler" in zone_kinds(game, "3:discard")


def test_five_sniper_teams_in_one_skirmish_used_snipers_count_people_deadlock_000_492_500() -> None:
    """[000:492] one opportunity each, from the initiator; [000:316] one card a sniper; [000:500]
    used snipers still count their people. Every seat has a sniper team and a brawler: seat 0
    snipes seat 1's sniper (which then cannot act), seat 2 snipes seat 3's sniper, seat 4 snipes
    seat 0's brawler. Fight 2 is shared by seats 1-4; people 1, 3, 1, 3: seats 2 and 4 stay
    tied, a deadlock [000:274]."""
    game = seats(5, [["sniper_team", "brawler"]] * 5, junkyard=[])
    end_gathering(game, dict.fromkeys(range(5), "commit brawler sniper_team"))
    asked = skirmish_turns(game, {0: ["snipe 1:sniper_team"], 2: ["snipe 3:sniper_team"], 4: ["snipe 0:brawler"]})
    assert 0 in asked
    assert 2 in asked
    assert 4 in asked
    totals = seat_totals(game)
    assert totals == {0: (False, 0, 2), 1: (True, 2, 1), 2: (True, 2, 3), 3: (True, 2, 1), 4: (True, 2, 3)}
    assert skirmish_winner(game) is None
    assert zone_kinds(game, "junkyard") == ["grenade"]


def test_s9_five_players_a_sniped_first_rogue_lets_the_next_rogue_win_003_149() -> None:
    """[003:147-150] "Your rogue can be targeted by a snipe action", and only the first rogue in
    turn order can win: the initiator (seat 0) snipes seat 1's rogue, so on the tie between
    seats 2 and 4 (scout and brawler, fight 2) the rogue of seat 3 wins."""
    hands = [["sniper_team"], ["rogue"], ["scout"], ["rogue"], ["brawler"]]
    game = seats(5, hands, frozenset({"recon2"}))
    commits = {0: "commit sniper_team", 1: "commit rogue", 2: "commit scout", 3: "commit rogue", 4: "commit brawler"}
    play_skirmish_round(game, commits, moves={0: ["snipe 1:rogue"]})
    assert skirmish_winner(game) == 3


def test_x23_five_players_spy_hunter_and_kitchen_sink_one_scouting_refugee_stack() -> None:
    """X-23: with Recon modules 1 and 5 together the scouting refugee stack is one stack of 20 for
    hire (the Humanitarians' recommended stack [003:267]), beside the mercenary stacks; at 5
    players every standard refugee is in the decks [000:95-107], none for hire or in the box."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=6, modules=frozenset({"recon1", "recon5"})))
    market = game.view(None).market
    assert [kind for kind, _ in market].count("scouting_refugee") == 1
    assert dict(market)["scouting_refugee"] == 20
    assert "refugee" not in dict(market)
    assert zone_counter(game, "box")["refugee"] == 0


def test_v2_s12_two_players_a_rogue_wins_a_tie_and_only_the_losers_hardy_scavenger_returns() -> None:
    """V-2: a 2-player "tie" (margin under 2) triggers the rogue [003:143]; S-12 / [003:181] the
    hardy scavengers of the player who did not win return to her hand, the rogue winner's do not.
    Seat 0: rogue + hardy scavenger + brawler (3); seat 1: thugs + hardy scavenger (3)."""
    hands = [["rogue", "hardy_scavenger", "brawler"], ["thugs", "hardy_scavenger"]]
    game = stacked_table(hands, frozenset({"recon2", "recon3"}), decks=[["pills"] * 6, ["medkit"] * 6])
    play_skirmish_round(game, {0: "commit brawler hardy_scavenger rogue", 1: "commit hardy_scavenger thugs"})
    assert skirmish_winner(game) == 0
    assert "grenade" in zone_kinds(game, "0:discard")
    assert zone_counter(game, "0:discard")["hardy_scavenger"] == 1
    assert zone_counter(game, "1:hand")["hardy_scavenger"] == 1
    assert zone_kinds(game, "1:discard") == ["thugs"]


def test_2012_recon_tear_gas_leaves_a_fight_of_zero_that_is_no_fight() -> None:
    """S-10: tear gas sets a fighter's fight to 0 and it keeps a fight ability (2015: a fight of
    0 beats no fight [000:420]); with the 2012 rules a total of 0 is no fight [001:455], so the
    gassed scout (1 person) loses on people to two refugees (2 people)."""
    for rules, winner in (("2015", 0), ("2012", 1)):
        players = [
            {"hand": ["scout"], "deck": ["pills"] * 6},
            {"hand": ["tear_gas", "refugee", "refugee"], "deck": ["junk"] * 5},
            {"hand": [], "deck": ["medkit"] * 6},
        ]
        table = {"round": 3, "initiator": 0, "players": players, "contested": ["grenade", "wolf_pack"]}
        config = sc.GameConfig(players=3, seed=0, modules=frozenset({"recon4"}), rules=rules, scenario=table)
        game = sc.Game.new(config)
        play_skirmish_round(game, {0: "commit scout", 1: "commit refugee refugee tear_gas"}, moves={1: ["gas 0:scout"]})
        assert skirmish_winner(game) == winner, rules


def test_two_players_a_tied_resource_is_shuffled_into_the_junkyard_000_116_236() -> None:
    """[000:116] "place the contested resource on top of the junkyard and then shuffle the
    junkyard"; [000:236] adding cards shuffles the entire pile (ED-6): after the tie the
    junkyard is neither the old order with the grenade on top nor with it at the bottom."""
    old = ["junk", "net", "pills", "medkit", "pickaxe", "multitool", "shovel", "spear", "junk", "rifle"]
    game = seats(2, [["brawler"], ["brawler"]], frozenset({"hq1"}), junkyard=old)
    play_skirmish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert skirmish_winner(game) is None
    jy = zone_kinds(game, "junkyard")
    assert Counter(jy) == Counter([*old, "grenade"])
    assert jy not in (["grenade", *old], [*old, "grenade"])


def test_after_the_last_skirmish_nothing_more_can_be_played_000_170() -> None:
    """[000:170] "When the contested resource pile has been depleted, the game is over": no seat
    is to act, nothing is legal, any action is refused, and the score a seat sees is the
    final one."""
    game = seats(3, [["brawler"], [], []], contested=["grenade"])
    play_skirmish_round(game, {0: "commit brawler"})
    assert game.over
    assert game.to_act == ()
    assert all(game.legal_actions(seat) == () for seat in range(3))
    assert refused(game, 0, "end")
    assert game.result is not None
    assert game.score(0) == game.result.scores[0]


def test_s12_a_deadlock_returns_the_hardy_scavengers_of_every_participant_003_181() -> None:
    """[003:181] "If you send HS into the skirmish and you either lose or tie"; a deadlock
    [000:274] is a tie for the tied players and a loss for the others, so every participant's
    hardy scavengers come back: seats 0 and 1 tie (brawler + hardy scavenger: 2 fight, 2
    people), seat 2 loses with a lone hardy scavenger."""
    hands = [["brawler", "hardy_scavenger"], ["brawler", "hardy_scavenger"], ["hardy_scavenger"]]
    game = seats(3, hands, frozenset({"recon3"}))
    play_skirmish_round(
        game, {0: "commit brawler hardy_scavenger", 1: "commit brawler hardy_scavenger", 2: "commit hardy_scavenger"}
    )
    assert skirmish_winner(game) is None
    for seat in range(3):
        assert zone_counter(game, f"{seat}:hand")["hardy_scavenger"] == 1, seat


def test_a_deadlock_still_passes_the_initiator_left_round_the_table_000_274() -> None:
    """[000:274] after a deadlock "The player with the initiator card passes it to the left to
    begin a new round": at 5 players from seat 4 to seat 0."""
    game = seats(5, [["refugee"]] * 5, initiator=4, round=6)
    play_skirmish_round(game, dict.fromkeys(range(5), "commit refugee"))
    assert skirmish_winner(game) is None
    assert game.round == 7
    assert game.view(None).initiator == 0


def test_the_peeked_resource_is_the_one_the_round_is_fought_for_000_150_268() -> None:
    """[000:150] the peek gives "special insight regarding what resource will be contested
    during the skirmish phase"; [000:268] the winner takes that top card, face down, seen by
    her alone: the initiator (seat 2 of 5) saw a 5-person tribe family and seat 4 wins it."""
    game = seats(5, [[], [], [], [], ["thugs"]], initiator=2, contested=["tribe_family_5", "grenade"])
    assert game.view(2).peeked == "tribe_family_5"
    play_skirmish_round(game, {4: "commit thugs"})
    assert skirmish_winner(game) == 4
    assert "tribe_family_5" in game.view(4).discard_hidden
    assert "tribe_family_5" not in game.view(None).seats[4].discard
    assert game.score(4).people == 3 + 5


def test_hq3_two_players_deal_four_different_leaders_and_the_rest_stay_unused_000_650() -> None:
    """[000:650] two leaders dealt to each player, face down; at 2 players 4 of the 10 HQ
    leaders are dealt, all different, and each player may keep one of her own two only."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=12, modules=sc.hq_modules(3)))
    dealt = {seat: zone_kinds(game, f"{seat}:dealt") for seat in range(2)}
    assert len(set(dealt[0] + dealt[1])) == 4
    seat = now(game).seat
    other = dealt[1 - seat][0]
    assert refused(game, seat, f"lead {other}")
    assert f"lead {dealt[seat][0]}" in texts(game, seat)


def test_x30_r9_standard_refugees_for_hire_run_out_at_five_players_003_267() -> None:
    """X-30: as an option the Humanitarians' stack for hire is the standard refugees "left in the
    box after the starter decks" [003:267] (a hire, no food); R-0 the decks take 4 a player, so 12
    are left at 2 players and none at 5, where the stack is empty and cannot be hired (R-9).
    ([003:263] speaks of "a full stack of 20"; with the standard refugees in the decks no such
    stack exists, and the ruling decides.)"""
    for players, left in ((2, 12), (5, 0)):
        config = sc.GameConfig(players=players, seed=1, modules=frozenset({"recon5"}), refugees_for_hire=True)
        game = sc.Game.new(config)
        assert dict(game.view(None).market)["refugee"] == left, players
        assert refused(game, now(game).seat, "hire refugee") is (left == 0), players


def test_v10_x33_five_players_guards_start_so_module_two_puts_no_guards_out_003_296() -> None:
    """[003:113] module 2 recommends the guard among its stacks, but [003:296] (V-10) a starter
    type is not put out for hire: with alternate_brawlers at 5 players the 5 guards are in the
    decks, the guard stack is not offered, another type fills the 10 stacks (X-33), and all 10
    brawlers are for hire (R-0: the starters came from the guards)."""
    config = sc.GameConfig(players=5, seed=6, modules=frozenset({"recon2"}), variants=frozenset({"alternate_brawlers"}))
    game = sc.Game.new(config)
    market = dict(game.view(None).market)
    assert "guard" not in market
    assert len(market) == 10
    assert market["brawler"] == 10
    assert {"assassin", "provocateur", "rogue"} <= set(market)
    in_decks = [zone_counter(game, f"{s}:hand")["guard"] + zone_counter(game, f"{s}:deck")["guard"] for s in range(5)]
    assert in_decks == [1] * 5


def test_s12_a_sniped_hardy_scavenger_is_discarded_not_returned_003_181() -> None:
    """S-12 / [003:181]: only hardy scavengers still in the force at the end come back ("any HS
    units you sent" that are still there); one sniped in the skirmish is discarded at once (S-4)
    and stays in the discard pile, while its owner's other hardy scavenger returns."""
    hands = [["sniper_team", "thugs"], ["hardy_scavenger", "hardy_scavenger", "brawler"], []]
    game = seats(3, hands, frozenset({"recon3"}))
    play_skirmish_round(
        game,
        {0: "commit sniper_team thugs", 1: "commit brawler hardy_scavenger hardy_scavenger"},
        moves={0: ["snipe 1:hardy_scavenger"]},
    )
    assert skirmish_winner(game) == 0
    assert zone_counter(game, "1:hand")["hardy_scavenger"] == 1
    assert zone_counter(game, "1:discard")["hardy_scavenger"] == 1
