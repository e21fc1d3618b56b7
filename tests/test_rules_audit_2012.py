"""An independent audit of the older edition's rules (``GameConfig(rules="2012")``, rulebook
files 001 and 002) and of the 2-player game under both editions ([000:111-116],
[001:105-111]), written from the rulebooks' words: setup counts, the round's order, the
skirmish and its ties, the end of the game, the older FAQ's worked examples and the HQ
modules as the older book words them. Where the older book is silent or reads two ways, the
RULINGS entry that settles it is cited (ED-1..ED-20 say where the 2012 rules differ)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

import scavengers as sc
from helpers import (
    act,
    building,
    owned,
    pass_windows,
    play_random,
    play_to_the_end,
    rich_config,
    rules_table,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_skirmish import commit_all, pass_skirmish_turns, totals, winner_of_last_skirmish

EDITIONS = ("2015", "2012")
HQ1 = hq_modules(1)
HQ2 = hq_modules(2)

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
"""The base game's 46 junkyard cards [001:16]; each starter deck holds one spear and one
shovel of them [001:81-89] (RULINGS R-0)."""


def new(rules: str, players: int, seed: int = 0, modules: frozenset[str] = frozenset()) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, rules=rules))


def fight(rules: str, forces: list[list[str]], contested: tuple[str, ...] = ("grenade", "wolf_pack")) -> sc.Game:
    """Round 3, seat 0 the initiator: each seat holds and commits ``forces[seat]``, nobody
    uses a special action, and the skirmish is resolved."""
    game = rules_table(
        rules, len(forces), round=3, initiator=0, players=[{"hand": f} for f in forces], contested=contested
    )
    commit_all(game, {seat: f"commit {' '.join(f)}" if f else "commit none" for seat, f in enumerate(forces)})
    pass_skirmish_turns(game)
    return game


def initiators(game: sc.Game) -> list[int | None]:
    """The initiator of each round started so far, in order."""
    return [e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED]


# --- Setup [001:80-111] ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 5])
def test_game_preparation_2012_starter_decks_and_eight_mercenary_stacks(players: int) -> None:
    """[001:81-100]: each player takes 4 refugees, 3 scavengers, a brawler, a spear and a
    shovel; the other refugees leave the game; the mercenaries form 8 face-up stacks; the 14
    contested resources are shuffled face down [001:17, 95-96]."""
    game = new("2012", players, seed=3)
    for seat in range(players):
        assert owned(game, seat) == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
    assert dict(game.view(None).market) == {
        "scavenger": 20 - 3 * players,
        "brawler": 10 - players,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thugs": 5,
    }
    in_play = Counter(c.kind for name, cards in game.zones().items() if name != "box" for c in cards)
    assert in_play["refugee"] == 4 * players  # "Remove any additional refugee cards" [001:94]
    assert zone_counter(game, "contested") == {
        "wolf_pack": 2,
        "grenade": 2,
        "sled_team": 2,
        "field_crew": 2,
        "tribe_family_3": 2,
        "tribe_family_4": 2,
        "tribe_family_5": 2,
    }


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_remove_two_cards_of_each_kind_from_the_junkyard(rules: str) -> None:
    """[000:113], [001:106]: with two players two of every junkyard kind leave the game
    (junk, multitool, net, spear, pickaxe, shovel, medkit, pills), after the two starter
    spears and shovels (RULINGS R-0, V-1): 46 - 4 - 16 = 26 cards."""
    game = new(rules, 2, seed=1)
    expected = {kind: n - 2 for kind, n in BASE_JUNKYARD.items()}
    expected["spear"] -= 2
    expected["shovel"] -= 2
    assert zone_counter(game, "junkyard") == expected
    assert game.view(None).junkyard_count == 26
    in_play = Counter(c.kind for name, cards in game.zones().items() if name != "box" for c in cards)
    assert (in_play["junk"], in_play["pills"], in_play["spear"]) == (5, 7, 4)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("players", [3, 5])
def test_three_to_five_players_keep_the_whole_junkyard(rules: str, players: int) -> None:
    """The removal is for two players only [001:105]: with three to five the junkyard is
    the 46 cards less the starter spears and shovels (with five, one of each is left)."""
    game = new(rules, players, seed=1)
    expected = dict(BASE_JUNKYARD)
    expected["spear"] -= players
    expected["shovel"] -= players
    assert zone_counter(game, "junkyard") == expected


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_with_hq_module_1_add_the_eight_new_junkyard_cards_whole(rules: str) -> None:
    """[001:494-496]: set up in the standard fashion (two of each kind out with two players),
    then shuffle the 8 new junkyard cards in: 4 rifles and 4 toolkits (RULINGS V-1)."""
    game = new(rules, 2, seed=2, modules=HQ1)
    junkyard = zone_counter(game, "junkyard")
    assert (junkyard["rifle"], junkyard["toolkit"]) == (4, 4)
    assert sum(junkyard.values()) == 26 + 8
    assert dict(game.view(None).market)["medic"] == 8


# --- The round [001:113-147] ----------------------------------------------------------------


def test_with_the_2012_rules_the_round_3_initiator_peeks_ruling_ed1() -> None:
    """[001:121-123], [001:145-149]: from the third round the initiator peeks at the top
    contested resource, privately. With the 2012 rules the card has passed twice by round 3,
    so the third player peeks (RULINGS ED-1)."""
    game = new("2012", 3, seed=4)
    play_random(game, seed=4)
    start = initiators(game)[0]
    assert start is not None
    assert initiators(game)[:4] == [start, (start + 1) % 3, (start + 2) % 3, start]
    peeks = [e for e in game.log(None) if e.type is EventType.PEEKED]
    assert [e.round for e in peeks] == list(range(3, 17))
    by_round = dict(enumerate(initiators(game), start=1))
    assert all(e.seat == by_round[e.round] for e in peeks)
    assert all(e.cards == () for e in peeks)
    first = peeks[0].seat
    assert first is not None
    mine = [e for e in game.log(first) if e.type is EventType.PEEKED and e.round == 3 and e.cards]
    assert len(mine) == 1
    others = [s for s in range(3) if s != first]
    assert not any(e.cards for s in others for e in game.log(s) if e.type is EventType.PEEKED and e.round == 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_never_peek_at_the_contested_resources(rules: str) -> None:
    """[000:114], [001:107]: "Eliminate all contested resources peeking", in every round of a
    whole game and with either edition's initiator."""
    game = new(rules, 2, seed=6)
    play_random(game, seed=6)
    assert game.over
    for seat in (0, 1, None):
        assert not any(e.type is EventType.PEEKED for e in game.log(seat))
    assert all(game.view(seat).peeked is None for seat in (0, 1))


@pytest.mark.parametrize(("rules", "order"), [("2015", [0, 0, 0, 1, 0, 1]), ("2012", [0, 1, 0, 1, 0, 1])])
def test_two_players_the_initiator_card_alternates_ruling_ed1(rules: str, order: list[int]) -> None:
    """[001:137]: the initiator passes the card to her left-hand opponent; with two players
    that is the other player (RULINGS ED-1, V-3: 2015 keeps it for rounds 1-3)."""
    game = rules_table(rules, 2, round=1, initiator=0)
    play_random(game, seed=1)
    assert initiators(game)[: len(order)] == order
    assert len(initiators(game)) == 16


@pytest.mark.parametrize("players", [2, 5])
def test_with_the_2012_rules_the_game_lasts_until_the_last_contested_resource_ruling_ed2(players: int) -> None:
    """[001:139], [001:175], [002]: the game ends when the last contested resource is won:
    two rounds without a skirmish, then one skirmish per card, 16 rounds (RULINGS ED-2), the
    initiator card passing after every round (ED-1)."""
    game = new("2012", players, seed=players)
    play_random(game, seed=players)
    assert game.over
    assert game.round == 16
    assert game.view(None).contested_count == 0
    seen = initiators(game)
    first = seen[0]
    assert first is not None
    assert seen == [(first + k) % players for k in range(16)]
    revealed = {e.round for e in game.log(None) if e.type is EventType.REVEALED}
    assert revealed
    assert min(revealed) >= 3  # no skirmish in rounds 1 and 2 [001:141-144]


def test_with_the_2012_rules_gathering_starts_with_the_round_2_initiator_ruling_ed1() -> None:
    """[001:126-128], [001:209-210]: gathering starts with the player holding the initiator
    card, then clockwise. With the 2012 rules that is the second player in round 2."""
    game = rules_table("2012", 3, round=1, initiator=0)
    while game.round == 1:
        game.apply(game.to_act[0], "end")
    assert game.view(None).initiator == 1
    assert game.view(None).decision == sc.Decision("turn", 1)
    order = []
    while game.round == 2:
        decision = game.view(None).decision
        assert decision is not None
        order.append(decision.seat)
        game.apply(decision.seat, "end")
    assert order == [1, 2, 0]


# --- The skirmish [001:169-172, 294-315] --------------------------------------------------------


def test_the_2012_sample_round_walkthrough_player_1_wins_on_people() -> None:
    """[001:436-475]: Player 1 digs with a refugee and a shovel and keeps the net; Player 2
    digs, hunts and hires a scavenger and bluffs with a refugee and a tribe family (no fight:
    "no attack can be made unless the fight total is at least 1"); Player 3 hires a scout
    with two food and a medkit. Players 1 and 3 tie at fight 2 and Player 1 wins on people."""
    game = rules_table(
        "2012",
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler", "shovel", "refugee", "refugee", "pills"]},
            {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"]},
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"]},
        ],
        junkyard=["net", "junk", "pills", "multitool"],
        contested=["grenade", "field_crew"],
    )
    act(game, 0, "dig refugee+shovel")
    assert game.view(0).looking == ("junk", "net")
    game.apply(0, "keep net")
    assert zone_kinds(game, "junkyard")[-1] == "junk"  # the other card to the bottom
    act(game, 0, "end")
    game.apply(0, "commit brawler pills refugee")
    assert game.view(1).seats[0].committed_count == 3
    act(game, 1, "dig scavenger")
    game.apply(1, "keep pills")
    act(game, 1, "hunt refugee+spear")
    act(game, 1, "hire scavenger")
    act(game, 1, "end")
    game.apply(1, "commit refugee tribe_family_3")
    act(game, 2, "hunt scavenger+spear")
    act(game, 2, "hire scout pay medkit")
    act(game, 2, "end")
    game.apply(2, "commit scavenger shovel")
    pass_skirmish_turns(game)
    assert totals(game) == {0: (1, 2, 2), 1: (0, 0, 4), 2: (1, 2, 1)}
    assert winner_of_last_skirmish(game) == 0
    assert owned(game, 0)["grenade"] == 1
    assert (owned(game, 0)["net"], owned(game, 1)["scavenger"], owned(game, 2)["scout"]) == (1, 2, 1)


def test_the_2012_faq_example_a_sniped_saboteur_still_disarms_and_a_sniped_sniper_cannot_act() -> None:
    """[001:420-430]: the initiator's saboteur disarms Player 3's grenade; Player 2 has no
    special actions; Player 3 snipes the initiator's saboteur, which lowers her people but
    does not undo the disarm; Player 4 snipes Player 5's sniper team, which then cannot be
    used (RULINGS ED-18, I-5)."""
    game = rules_table(
        "2012",
        5,
        round=3,
        initiator=0,
        players=[
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["scavenger"]},
            {"hand": ["sniper_team", "scavenger", "grenade"]},
            {"hand": ["sniper_team", "scout"]},
            {"hand": ["sniper_team", "hunter"]},
        ],
        contested=["wolf_pack", "field_crew"],
    )
    commit_all(
        game,
        {
            0: "commit brawler saboteur",
            1: "commit scavenger",
            2: "commit grenade scavenger sniper_team",
            3: "commit scout sniper_team",
            4: "commit hunter sniper_team",
        },
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "disarm 2:grenade")
    pass_windows(game)
    # Player 2 has no special actions: she is not asked.
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    game.apply(2, "snipe 0:saboteur")
    pass_windows(game)
    assert zone_counter(game, "2:discard")["grenade"] == 1  # the disarm stands
    game.apply(3, "snipe 4:sniper_team")
    pass_windows(game)
    # Player 5 is never asked: the skirmish is over and round 4 begins with the next initiator.
    assert (game.view(None).round, game.view(None).decision) == (4, sc.Decision("turn", 1))
    t = totals(game)
    assert t[0] == (1, 2, 1)  # the brawler; the sniped saboteur's person is gone
    assert t[2] == (1, 1, 3)  # the scavenger without her grenade; the sniper team's 2 people
    assert t[4] == (1, 1, 1)  # the hunter alone
    # Brawler 2 and scout 2 tie; the scout's side has 3 people (scout and sniper team).
    assert winner_of_last_skirmish(game) == 3


def test_the_2012_faq_example_the_sniped_brawlers_grenade_goes_to_the_scavenger() -> None:
    """[001:414-418]: Player 1's brawler holding a grenade is sniped by Player 2; Player 1's
    scavenger drops its spear in favour of the grenade: 1 + 3 = 4 beats Player 2's thugs (3).
    Without rearranging she would fight 3 and lose the tie on people."""
    game = rules_table(
        "2012",
        3,
        round=3,
        initiator=1,
        players=[{"hand": ["brawler", "grenade", "scavenger", "spear"]}, {"hand": ["sniper_team", "thugs"]}, {}],
        contested=["wolf_pack", "grenade"],
    )
    commit_all(game, {0: "commit brawler grenade scavenger spear", 1: "commit sniper_team thugs"})
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game) == {0: (1, 4, 1), 1: (1, 3, 5)}
    assert winner_of_last_skirmish(game) == 0
    # [001:306-307]: the winner adds it to her discard pile without revealing it (Player 2,
    # the initiator, saw it only in her round-3 peek [001:145-149]).
    assert owned(game, 0)["wolf_pack"] == 1
    assert not any("wolf_pack" in e.cards for seat in (2, None) for e in game.log(seat))
    assert [e.type for e in game.log(1) if "wolf_pack" in e.cards] == [EventType.PEEKED]


@pytest.mark.parametrize(("rules", "expected"), [("2015", 0), ("2012", None)])
def test_with_the_2012_rules_fight_0_against_no_fight_with_equal_people_is_a_deadlock_ruling_ed12(
    rules: str, expected: int | None
) -> None:
    """[001:309-315], [001:455]: a tribe family's fight total of 0 is no attack, so against
    three refugees both sides have no fight and three people: a deadlock, and the resource goes
    into the junkyard unseen. The 2015 FAQ [000:418-420] lets fight 0 win."""
    game = fight(rules, [["tribe_family_3"], ["refugee", "refugee", "refugee"], []], ("grenade", "field_crew"))
    assert winner_of_last_skirmish(game) == expected
    assert zone_counter(game, "junkyard")["grenade"] == (1 if expected is None else 0)
    assert zone_kinds(game, "contested") == ["field_crew"]


def test_with_the_2012_rules_any_fight_of_1_beats_any_number_of_people() -> None:
    """[001:169-172], [001:305]: the highest fight total wins; people only break ties."""
    game = fight("2012", [["scavenger"], ["tribe_family_5", "refugee", "refugee"], ["refugee"]])
    assert totals(game) == {0: (1, 1, 1), 1: (0, 0, 7), 2: (0, 0, 1)}
    assert winner_of_last_skirmish(game) == 0


def test_with_the_2012_rules_group_leaders_let_a_tribe_family_fight() -> None:
    """[001:404-406]: "A tribe family enhanced by group leaders can attack": fight 0 + 2 is an
    attack of 2, which beats the scout's 2 on people (3 + 2 against 1)."""
    game = fight("2012", [["group_leaders", "tribe_family_3"], ["scout"], []])
    assert totals(game)[0] == (1, 2, 5)
    assert winner_of_last_skirmish(game) == 0


def test_with_the_2012_rules_a_sniped_fighter_leaves_a_force_of_fight_0_with_no_fight() -> None:
    """[001:340-347], [001:455]: a sniped card is ineffective for the round; what is left, a
    tribe family, cannot attack, and the refugees' side wins on people (4 against 3)."""
    game = rules_table(
        "2012",
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team"]},
            {"hand": ["scavenger", "tribe_family_3"]},
            {"hand": ["refugee", "refugee", "refugee", "refugee"]},
        ],
        contested=["grenade"],
    )
    commit_all(
        game,
        {0: "commit sniper_team", 1: "commit scavenger tribe_family_3", 2: "commit refugee refugee refugee refugee"},
    )
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[1] == (0, 0, 3)
    assert winner_of_last_skirmish(game) == 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_deadlock_the_initiator_card_still_passes_left(rules: str) -> None:
    """[001:313-315]: after a deadlock "the player with the initiator card passes it to the
    left to begin a new round" (round 3, so with both editions)."""
    game = fight(rules, [["brawler"], ["brawler"], []], ("grenade", "sled_team"))
    assert winner_of_last_skirmish(game) is None
    assert game.view(None).round == 4
    assert game.view(None).initiator == 1


# --- Two players [000:111-116], [001:105-111] --------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_margin_of_1_is_a_tie_and_the_resource_goes_into_the_junkyard(rules: str) -> None:
    """[001:109-111]: "Skirmishes must be won by 2. If not, then it is a tie and the players
    place the contested resource on top of the junkyard and then shuffle the junkyard"."""
    game = rules_table(
        rules,
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["scavenger"]}],
        contested=["grenade", "sled_team"],
    )
    before = game.view(None).junkyard_count
    commit_all(game, {0: "commit brawler", 1: "commit scavenger"})
    pass_skirmish_turns(game)
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert game.view(None).junkyard_count == before + 1
    assert zone_kinds(game, "contested") == ["sled_team"]
    assert owned(game, 0)["grenade"] == owned(game, 1)["grenade"] == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_margin_of_2_wins_the_resource(rules: str) -> None:
    """[001:109]: won by 2: thugs (3) over a scavenger (1)."""
    game = fight(rules, [["scavenger"], ["thugs"]], ("grenade", "sled_team"))
    assert winner_of_last_skirmish(game) == 1
    assert owned(game, 1)["grenade"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_people_do_not_break_a_tie(rules: str) -> None:
    """[001:108]: "The number of tribe members a player brings to a skirmish is no longer
    relevant": a scout with a tribe family of 5 (2 fight, 6 people) against a brawler (2
    fight, 1 person) is a tie."""
    game = fight(rules, [["scout", "tribe_family_5"], ["brawler"]])
    assert winner_of_last_skirmish(game) is None


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_fight_0_against_no_fight_is_a_tie(rules: str) -> None:
    """[001:108-111] with the 2015 FAQ [000:418-420] or [001:455]: fight 0 beats no fight
    only by 0, and people do not count, so it is a tie either way (RULINGS V-2, ED-12)."""
    game = fight(rules, [["tribe_family_5"], ["refugee"]])
    assert winner_of_last_skirmish(game) is None


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_fight_of_2_beats_a_force_with_no_fight(rules: str) -> None:
    """[001:109]: a scout's 2 against refugees and a tribe family (no fight counts as 0,
    RULINGS V-2) is a win by 2."""
    game = fight(rules, [["refugee", "refugee", "tribe_family_4"], ["scout"]])
    assert winner_of_last_skirmish(game) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_fight_of_1_against_an_empty_force_is_a_tie(rules: str) -> None:
    """[001:109]: a player who commits nothing fights 0 (RULINGS V-2, S-1); a scavenger's 1
    does not win by 2."""
    game = fight(rules, [["scavenger"], []])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_nobody_committing_is_a_tie(rules: str) -> None:
    """[001:109-111]: no force on either side, nobody wins by 2."""
    game = fight(rules, [[], []])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_tie_on_the_last_contested_resource_ends_the_game_ruling_ed2(rules: str) -> None:
    """[001:139], [001:111]: a tie sends the last resource into the junkyard; the pile is empty
    and the game is over (RULINGS ED-2), scored on tribe size [001:174-182]."""
    game = rules_table(
        rules,
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"], "deck": ["tribe_family_3"]}, {"hand": ["scavenger"], "deck": ["thugs"]}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit brawler", 1: "commit scavenger"})
    pass_skirmish_turns(game)
    assert game.over
    assert winner_of_last_skirmish(game) is None
    assert game.result is not None
    assert [s.people for s in game.result.scores] == [4, 4]
    assert [s.contested for s in game.result.scores] == [1, 0]
    assert game.result.winners == (0,)  # the tie goes to more contested resources [001:178]


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_sniper_can_turn_a_win_into_a_tie(rules: str) -> None:
    """[001:340-347]: a sniped card is ineffective for the round. Thugs (3) and a scavenger
    (1) lead a scout (2) and a sniper team by 2; sniping the scavenger leaves 3 against 2: a
    tie."""
    game = rules_table(
        rules,
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "scout"]}, {"hand": ["thugs", "scavenger"]}],
        contested=["grenade", "sled_team"],
    )
    commit_all(game, {0: "commit scout sniper_team", 1: "commit scavenger thugs"})
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[1][:2] == (1, 3)
    assert winner_of_last_skirmish(game) is None


# --- HQ with the older book [001:476-683] -----------------------------------------------------


def test_with_the_2012_rules_several_workers_and_a_toolkit_work_on_one_building_ruling_ed7() -> None:
    """[001:581-587]: tribe members (and toolkits) played from the hand accelerate
    construction on one building; each removes 1 card, with a toolkit 2 more; the workers
    are discarded at once: 1 + 1 + 2 = 4 of the bunker's 5."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        round=2,
        players=[
            {
                "hand": ["refugee", "scavenger", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["net", "pills", "junk", "spear", "shovel"]}],
            }
        ],
    )
    act(game, 0, "work bunker refugee+toolkit scavenger")
    assert building(game, 0, "bunker").timer == 1
    assert zone_counter(game, "0:discard")["refugee"] == 1
    assert zone_counter(game, "0:discard")["toolkit"] == 1
    assert game.view(0).hand == ()


def test_with_the_2012_rules_every_building_under_construction_loses_a_card_each_round() -> None:
    """[001:578-580]: "At the start of the player's next round, remove 1 card from each
    building that is under construction": the one-building limit is for workers only."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        round=2,
        players=[
            {
                "hand": [],
                "buildings": [
                    {"building": "bunker", "timer": ["net", "pills", "junk"]},
                    {"building": "armory", "timer": ["spear", "shovel", "junk"]},
                ],
            }
        ],
    )
    while game.round == 2:
        game.apply(game.to_act[0], "end")
    assert (building(game, 0, "bunker").timer, building(game, 0, "armory").timer) == (2, 2)


def test_with_the_2012_rules_a_build_discards_the_engineer_and_the_owner_sees_her_timer() -> None:
    """[001:553-557], [001:566-576]: the engineer digs the schematics pile, one building is
    placed face up with build-time cards from the deck face down on it, and the engineer goes
    to the discard pile; the older book does not say "without looking" (RULINGS ED-10,
    ED-11)."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        players=[{"hand": ["engineer"], "deck": ["thugs", "net", "junk", "pills"]}],
        schematics=["pharmacy", "bunker"],
    )
    act(game, 0, "build engineer")
    assert sorted(game.view(0).looking) == ["bunker", "pharmacy"]
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 2
    assert zone_kinds(game, "0:discard") == ["engineer"]
    assert game.view(0).timers == (("net", "thugs"),)
    assert game.view(1).timers == ()
    assert zone_kinds(game, "schematics") == ["bunker"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_player_games_with_every_hq_module_play_to_the_end_and_replay(rules: str) -> None:
    """Two players with HQ modules 1-4 play a whole game by either edition: 16 rounds, and
    the same seed and actions give the same game."""
    config = sc.GameConfig(players=2, seed=5, modules=hq_modules(4), rules=rules)
    game = sc.Game.new(config)
    taken = play_random(game, seed=5)
    assert game.over
    assert game.round == 16
    again = sc.Game.new(config)
    for seat, text in taken:
        again.apply(seat, text)
    assert again.result == game.result


def _storing(rules: str) -> sc.Game:
    return rules_table(
        rules,
        3,
        HQ2,
        players=[
            {
                "hand": ["brawler", "sniper_team", "pills"],
                "buildings": [{"building": "bunker", "stored": ["thugs"]}, {"building": "pharmacy"}],
            }
        ],
    )


def test_with_the_2012_rules_store_is_an_action_taken_once_a_round_ruling_ed15() -> None:
    """[001:630-632] "Store (new Action)" with the key concept "A player may only perform a
    given action (dig/hunt/draw/hire/etc.) once per round" [001:189, 211-212]: the older book
    has no exemption (2015 adds "A player may do this multiple times in a turn" [000:641] and
    the FAQ [000:733]), so one store a round, of one or more cards (RULINGS ED-15, R-11)."""
    game = _storing("2012")
    act(game, 0, "store bunker brawler sniper_team")
    assert game.view(0).stored == (("brawler", "sniper_team", "thugs"), ())
    assert not any(a.verb is sc.Verb.STORE for a in game.legal_actions(0))
    before = game.view(0)
    with pytest.raises(sc.IllegalAction, match="once"):
        game.apply(0, "store pharmacy pills")
    assert game.view(0) == before
    assert "store" in game.view(1).seats[0].used


def test_with_the_2012_rules_retrieve_is_an_action_taken_once_a_round_ruling_ed15() -> None:
    """[001:633-635] "Retrieve (new Action)": once a round like every action [001:189]."""
    game = _storing("2012")
    act(game, 0, "retrieve bunker thugs")
    assert "thugs" in game.view(0).hand
    act(game, 0, "store bunker brawler")  # store is a different action
    assert not any(a.verb is sc.Verb.RETRIEVE for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="once"):
        game.apply(0, "retrieve bunker brawler")


def test_with_the_2012_rules_a_bunker_retrieve_on_another_turn_is_the_rounds_retrieve_ruling_ed15() -> None:
    """[001:612-617], [001:633-635]: the bunker may be opened on another player's turn, but a
    retrieve there is the round's one retrieve: the saboteur left in it cannot answer the
    next action, so its owner is not even asked."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        round=2,
        initiator=1,
        players=[
            {"buildings": [{"building": "bunker", "stored": ["sniper_team", "saboteur"]}]},
            {"hand": ["scavenger", "brawler"]},
            {},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(1, "hunt scavenger")
    assert game.to_act == (0,)
    game.apply(0, "retrieve bunker sniper_team")
    assert not any(a.verb is sc.Verb.RETRIEVE for a in game.legal_actions(0))
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    assert zone_counter(game, "1:discard") == {"scavenger": 1}
    game.apply(1, "dig brawler")
    assert game.to_act == (1,)  # seat 0's saboteur stays locked in: nobody to ask
    assert game.view(1).looking == ("net",)
    assert game.view(0).stored == (("saboteur",),)


@pytest.mark.slow
@pytest.mark.parametrize("rules", EDITIONS)
def test_stores_and_retrieves_a_round_in_whole_games_ruling_ed15(rules: str) -> None:
    """Whole games on tables rich in engineers and storable cards: with the 2012 rules each
    player stores at most once and retrieves at most once a round [001:189, 630-635]; with
    the 2015 rules players do both repeatedly [000:641, 733]."""
    counts: Counter[tuple[EventType, int, int | None]] = Counter()
    for seed in range(4):
        game = sc.Game.new(dataclasses.replace(rich_config(3, seed, hq_modules(4)), rules=rules))
        play_to_the_end(game, random.Random(seed))
        public = [e for e in game.log(None) if e.type in (EventType.STORED, EventType.RETRIEVED)]
        counts.update((e.type, seed * 100 + e.round, e.seat) for e in public)
    assert len(counts) > 20
    assert (max(counts.values()) == 1) if rules == "2012" else (max(counts.values()) > 1)


def test_with_the_2015_rules_store_and_retrieve_are_unlimited_ruling_ed15() -> None:
    """[000:641], [000:733]: "you can freely store and retrieve as often as you like during
    your own turn"."""
    game = _storing("2015")
    act(game, 0, "store bunker brawler")
    act(game, 0, "store pharmacy pills")
    act(game, 0, "retrieve bunker brawler")
    act(game, 0, "retrieve bunker thugs")
    assert sorted(game.view(0).hand) == ["brawler", "sniper_team", "thugs"]


# --- The older book's gathering rules and FAQ, played with the 2012 rules ------------------------


def test_with_the_2012_rules_natalies_dig_example_draws_three_and_returns_two_to_the_bottom() -> None:
    """[001:220-224]: a brawler with a shovel digs 3; one is kept, the other 2 go to the bottom
    of the junkyard (not shuffled, RULINGS ED-14); the dig cannot be repeated [001:189]."""
    game = rules_table(
        "2012", 3, players=[{"hand": ["brawler", "shovel", "scavenger"]}], junkyard=["net", "junk", "pills", "spear"]
    )
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game.apply(0, "keep net")
    assert zone_kinds(game, "junkyard") == ["spear", "junk", "pills"]
    assert zone_counter(game, "0:discard") == {"brawler": 1, "shovel": 1, "net": 1}
    assert not any(a.verb is sc.Verb.DIG for a in game.legal_actions(0))


def test_with_the_2012_rules_a_dig_may_keep_nothing_ruling_ed4() -> None:
    """[001:215-216]: "The player may choose one to place in her discard pile"; dug junk may
    go straight back to the bottom [001:393-396] (RULINGS ED-4)."""
    game = rules_table("2012", 3, players=[{"hand": ["scavenger"]}], junkyard=["junk", "net"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    assert zone_counter(game, "0:discard") == {"scavenger": 1}


def test_with_the_2012_rules_trash_adds_cards_to_the_junkyard_and_shuffles_it() -> None:
    """[001:254-257], [001:264-268]: trash is free, puts any number of cards into the junkyard,
    draws nothing in their place, and the whole junkyard is shuffled."""
    junkyard = ["net"] * 4 + ["pills"] * 4
    game = rules_table(
        "2012", 3, players=[{"hand": ["junk", "refugee", "scout"], "deck": ["thugs"]}], junkyard=junkyard
    )
    act(game, 0, "trash junk refugee")
    assert game.view(0).hand == ("scout",)
    assert zone_counter(game, "junkyard") == {"net": 4, "pills": 4, "junk": 1, "refugee": 1}
    assert zone_kinds(game, "junkyard") not in (["junk", "refugee", *junkyard], ["refugee", "junk", *junkyard])


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_tie_shuffles_the_resource_into_the_junkyard(rules: str) -> None:
    """[000:116], [001:111]: the resource goes "on top of the junkyard" and then the junkyard
    is shuffled, so it is not simply left on top (RULINGS ED-6)."""
    junkyard = ["net", "pills", "junk", "spear", "medkit", "multitool", "pickaxe", "shovel"]
    game = rules_table(
        rules,
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["scout"]}],
        junkyard=junkyard,
        contested=["grenade", "sled_team"],
    )
    commit_all(game, {0: "commit brawler", 1: "commit scout"})
    pass_skirmish_turns(game)
    assert winner_of_last_skirmish(game) is None
    after = zone_kinds(game, "junkyard")
    assert sorted(after) == sorted([*junkyard, "grenade"])
    assert after != ["grenade", *junkyard]
    for seat in (0, 1, None):
        assert not any("grenade" in e.cards for e in game.log(seat))


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_final_ties_go_to_contested_resources_then_cards_then_are_shared(rules: str) -> None:
    """[001:174-182]: the largest tribe wins (people on every card); a tie goes to the most
    contested resources, then to the most cards; still tied, the victory is shared."""

    def result(decks: list[list[str]]) -> sc.GameResult:
        game = rules_table(rules, 2, round=3, players=[{"deck": deck} for deck in decks], contested=["wolf_pack"])
        commit_all(game, {})
        assert game.over
        assert game.result is not None
        return game.result

    assert result([["thugs"], ["tribe_family_4"]]).winners == (1,)
    assert result([["thugs"], ["tribe_family_3"]]).winners == (1,)  # 3 people each, a CR
    assert result([["thugs"], ["scavenger", "scavenger", "scavenger"]]).winners == (1,)  # 3 cards
    assert result([["brawler", "junk"], ["scout", "net"]]).winners == (0, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_group_leaders_carry_no_tool_but_stack_with_one_ruling_faq(rules: str) -> None:
    """[001:398-402]: group leaders cannot carry a tool (no base ability), but do not count
    against a tribe member's one tool: a scavenger with a spear and group leaders hunts 1 + 1 +
    2 = 4, enough for thugs with two pills."""
    game = rules_table(rules, 3, players=[{"hand": ["scavenger", "spear", "group_leaders", "pills", "pills"]}])
    act(game, 0, "hunt scavenger+group_leaders+spear")
    assert game.view(0).seats[0].food == 4
    act(game, 0, "hire thugs pay pills pills")
    assert zone_counter(game, "0:discard")["thugs"] == 1


# --- Every skirmish of whole games, judged again from its public totals -------------------------


def _skirmishes(game: sc.Game) -> list[tuple[dict[int, tuple[int, ...]], int | None]]:
    """Each round's public totals per seat that committed, with the winner (None: no winner)."""
    found: list[tuple[dict[int, tuple[int, ...]], int | None]] = []
    current: dict[int, tuple[int, ...]] = {}
    for event in game.log(None):
        if event.type is EventType.SKIRMISH_TOTALS and event.seat is not None:
            current[event.seat] = event.values
        elif event.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK):
            found.append((current, event.seat if event.type is EventType.SKIRMISH_WON else None))
            current = {}
    return found


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_skirmish_of_whole_games_follows_the_rulebook(rules: str, players: int) -> None:
    """[001:169-172], [001:309-315], [001:108-111]: the highest fight wins; a tie goes to the
    most people among the tied, else a deadlock; with two players a win is by 2 and people do
    not count; with the 2012 rules no force fights with a total of 0 [001:455] (RULINGS
    ED-12, S-1, S-2, V-2). Whole random games with every HQ module, snipes and disarms
    included, 14 skirmishes each."""
    for seed in range(4):
        game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=hq_modules(4), rules=rules))
        play_random(game, seed=seed)
        assert game.over
        judged = _skirmishes(game)
        assert len(judged) == 14
        for forces, won in judged:
            ranked = {seat: forces.get(seat, (0, 0, 0)) for seat in range(players)}
            if rules == "2012":
                assert all(f[1] >= 1 for f in ranked.values() if f[0])
            if players == 2:
                fights = [f[1] if f[0] else 0 for f in (ranked[0], ranked[1])]
                expected = 0 if fights[0] - fights[1] >= 2 else 1 if fights[1] - fights[0] >= 2 else None
            else:
                best = max((f[0], f[1]) for f in ranked.values())
                tied = [s for s, f in ranked.items() if (f[0], f[1]) == best]
                most = max(ranked[s][2] for s in tied)
                top = [s for s in tied if ranked[s][2] == most]
                expected = top[0] if len(top) == 1 else None
            assert won == expected, (seed, forces, won)
