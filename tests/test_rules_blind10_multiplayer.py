"""A tenth blind audit: RULES THAT ONLY SHOW WITH 3, 4 OR 5 PLAYERS, with and without expansions.

Written only from the rulebooks (the 2015 base + HQ rulebook cited as [000:LINE], the older
edition as [001:LINE], Recon as [003:LINE]), `shared/RULINGS.md` (ruling IDs), the card data
(`shared/cards.tsv`) and the public API (README.md, docs/scenarios.md, docs/view.md), without
reading the engine's source. Each test stacks a table (or deals a seeded game) with three or
more players, plays it through the public API and asserts what the rulebook requires.

Card figures used (cards.tsv): refugee no fight, 1 person; scavenger fight 1 (1); brawler 2
(1); hunter 1 (1); saboteur 1 (1); scout 2 (1); thugs 3 (3); sniper team no fight (2); group
leaders +2 (2); medic no fight (1); tribe families fight 0 (3/4/5); field crew 2 (4); spear +2,
pickaxe +2, shovel +1, net +1, grenade +3 fight; pills 1 med, medkit 2 meds. Recon: rogue 1 (1),
provocateur 1 (1), hardy scavenger 0 (1). Gangs are worth 5 people (P-3, F-7).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    decision,
    end_gathering,
    pass_windows,
    play_out,
    play_skirmish_round,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    zone_counter,
    zone_kinds,
)

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R5 = frozenset({"recon5"})
CONTESTED = ["grenade", "wolf_pack", "sled_team"]
# Six deck cards per seat (junkyard cards no hand uses), so that no kind runs out and next
# round's draw of 5 never reshuffles the discard pile the prize and the forces went to.
DECKS = [
    ["pills"] * 6,
    ["junk"] * 6,
    ["medkit"] * 6,
    ["net"] * 3 + ["multitool"] * 3,
    ["pickaxe"] * 4 + ["multitool"] * 1 + ["pills"] * 1,
]
STARTER = Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})


# ---------------------------------------------------------------------------------------------
# helpers


def new_game(
    hands: list[list[str]],
    modules: frozenset[str] = BASE,
    *,
    decks: list[list[str]] | None = None,
    discards: list[list[str]] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A stacked table of ``len(hands)`` players with the given hands over DECKS (and
    ``discards``), seat 0 first (:func:`helpers.stacked_table`)."""
    extra = None if discards is None else [{"discard": discard} for discard in discards]
    return stacked_table(hands, modules, decks=decks or DECKS, extra=extra, **scenario)


def hidden_prizes(game: sc.Game) -> dict[int, int]:
    """How many face-down cards each seat's discard pile holds, as a spectator sees it."""
    return {s.seat: s.discard_hidden_count for s in game.view(None).seats}


def respond_order(game: sc.Game, answers: dict[int, str] | None = None) -> list[tuple[str, int]]:
    """Answer the open reaction windows (responses and saves): the seats in ``answers`` play
    that answer the first time they are asked, everyone else passes. Returns (kind, seat) of
    every question asked, in order."""
    answers = dict(answers or {})
    asked: list[tuple[str, int]] = []
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        asked.append((d.kind, d.seat))
        game.apply(d.seat, answers.pop(d.seat) if d.seat in answers else "pass")
    return asked


def end_game(
    decks: list[list[str]], modules: frozenset[str] = BASE, *, seats: list[dict[str, Any]] | None = None
) -> sc.GameResult:
    """The last round (one contested resource left), every tribe held in its deck (or the seats
    given in full); everyone commits nothing, so the last resource deadlocks into the junkyard
    and the game ends (ED-2)."""
    players = seats if seats is not None else [{"hand": [], "deck": deck} for deck in decks]
    table = {"round": 3, "initiator": 0, "players": players, "contested": ["grenade"]}
    game = sc.Game.new(sc.GameConfig(players=len(players), seed=0, modules=modules, scenario=table))
    return play_out(game)


# ---------------------------------------------------------------------------------------------
# setup by player count [000:93-109], R-0


def test_every_player_gets_the_ten_card_starter_deck_and_draws_five_000_95_101_125() -> None:
    """[000:95-101]: each player takes an identical 10-card starter deck: 4 refugees, 3
    scavengers, 1 brawler, 1 spear, 1 shovel, whatever the player count; [000:125] each draws 5
    of them; [000:37] the 14 contested resources are the timer whatever the player count."""
    for players in (3, 4, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=11))
        view = game.view(None)
        assert [s.hand_count for s in view.seats] == [5] * players
        assert [s.deck_count for s in view.seats] == [5] * players
        assert view.contested_count == 14
        for seat in range(players):
            owned = zone_counter(game, f"{seat}:deck") + zone_counter(game, f"{seat}:hand")
            assert owned == STARTER


def test_r0_starter_scavengers_and_brawlers_come_out_of_the_stacks_for_hire() -> None:
    """R-0: starters are taken from the component pools, so the scavenger stack for hire holds
    20 - 3n and the brawler stack 10 - n [000:31]; the other six stacks are full. [000:107]:
    "Return any additional refugee cards to the box": 20 - 4n refugees are out of the game
    (none with 5 players), and refugees are not for hire."""
    for players in (3, 4, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=2))
        assert zone_counter(game, "box")["refugee"] == 20 - 4 * players
        market = dict(game.view(None).market)
        assert market["scavenger"] == 20 - 3 * players
        assert market["brawler"] == 10 - players
        assert market == {
            "scavenger": 20 - 3 * players,
            "brawler": 10 - players,
            "hunter": 8,
            "saboteur": 8,
            "scout": 8,
            "group_leaders": 5,
            "sniper_team": 5,
            "thugs": 5,
        }


def test_r0_three_to_five_players_keep_the_full_junkyard_less_the_starter_tools() -> None:
    """[000:111-113]: only a two-player game removes two cards of each kind from the junkyard.
    With 3-5 players the junkyard is the 46 base cards [000:35] less the n starter spears and
    n starter shovels (R-0)."""
    for players in (3, 4, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=4))
        assert zone_counter(game, "junkyard") == Counter(
            {
                "junk": 7,
                "multitool": 4,
                "net": 4,
                "spear": 6 - players,
                "pickaxe": 4,
                "shovel": 6 - players,
                "medkit": 6,
                "pills": 9,
            }
        )


def test_r0_recon3_hardy_scavenger_starters_come_out_of_their_own_stack_003_159() -> None:
    """[003:159]: Recon module 3 substitutes hardy scavengers for the starter scavengers; R-0:
    "With the Recon substitutions ... take the starters from those stacks instead". Every seat
    starts with 3 hardy scavengers and no scavenger; of the 20 hardy scavengers 3n are dealt,
    and a scavenger stack for hire, if drawn into the market, is the full 20."""
    for players in (3, 5):
        for seed in range(4):
            game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=R3))
            for seat in range(players):
                owned = zone_counter(game, f"{seat}:deck") + zone_counter(game, f"{seat}:hand")
                assert owned == Counter({"refugee": 4, "hardy_scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})
            undealt = [c for zone, cards in game.zones().items() if not zone[0].isdigit() for c in cards]
            assert sum(c.kind == "hardy_scavenger" for c in undealt) == 20 - 3 * players
            market = dict(game.view(None).market)
            assert market.get("scavenger", 20) == 20


def test_hq3_four_players_are_dealt_eight_distinct_leaders_000_650() -> None:
    """[000:650]: deal two leaders, face down, to each player; each keeps one. With 4 players
    the 10 HQ leaders give 8 distinct dealt cards, and each player's two differ."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=8, modules=HQ3))
    dealt = [zone_kinds(game, f"{seat}:dealt") for seat in range(4)]
    assert [len(d) for d in dealt] == [2, 2, 2, 2]
    flat = [kind for d in dealt for kind in d]
    assert len(set(flat)) == 8
    assert all(kind.startswith("leader_") for kind in flat)


def test_the_first_initiator_is_drawn_at_random_among_all_players_000_109() -> None:
    """[000:109]: "Randomly select a player and hand her the initiator card". Over many seeds
    every seat of a 4- or 5-player table starts as the initiator, and gathering starts with her
    [000:130]."""
    for players in (4, 5):
        seen = set()
        for seed in range(60):
            view = sc.Game.new(sc.GameConfig(players=players, seed=seed)).view(None)
            assert view.decision is not None
            assert view.decision == sc.Decision(kind="turn", seat=view.initiator, actor=None, verb=None)
            seen.add(view.initiator)
        assert seen == set(range(players))


# ---------------------------------------------------------------------------------------------
# turn order and the initiator [000:118-146], ED-1


def test_gathering_starts_with_the_initiator_and_goes_clockwise_round_the_table() -> None:
    """[000:130-132], [000:198]: the initiator takes the first gathering turn, then the others
    in clockwise order (the next seat number, wrapping round to seat 0)."""
    for players, initiator in ((3, 2), (4, 1), (5, 3)):
        game = new_game([["scavenger"]] * players, round=1, initiator=initiator)
        order = []
        while (d := decision(game)) is not None and game.round == 1:
            if d.kind == "turn":
                order.append(d.seat)
                game.apply(d.seat, "end")
            else:
                game.apply(d.seat, "pass")
        assert order == [(initiator + k) % players for k in range(players)]


def test_ed1_the_initiator_keeps_the_card_for_rounds_1_to_3_then_it_passes_left() -> None:
    """[000:146], ED-1: the initiator card stays with the first player for rounds 1-3, then
    moves to the initiator's left at the start of every round after, wrapping round the table;
    each round's gathering starts with that round's initiator [000:130]. Five players, nine
    rounds: six passes, so the card wraps round the table."""
    players = 5
    game = sc.Game.new(sc.GameConfig(players=players, seed=21))
    first = game.view(None).initiator
    seen: dict[int, tuple[int, int]] = {}
    while not game.over and game.round <= players + 4:
        d = decision(game)
        assert d is not None
        if game.round not in seen:
            assert d.kind == "turn"
            seen[game.round] = (game.view(None).initiator, d.seat)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    for rnd, (initiator, first_turn) in seen.items():
        expected = first if rnd <= 3 else (first + rnd - 3) % players
        assert initiator == expected, rnd
        assert first_turn == expected, rnd


def test_only_the_initiator_peeks_at_the_top_contested_resource_from_round_three_000_126_150() -> None:
    """[000:126], [000:150]: from the third round the initiator looks at the top contested
    resource and does not reveal it. In a 4-player game the peek (seat 2, the initiator) is in
    her view alone, not in the other three players' or a spectator's."""
    game = new_game([["scavenger"], ["scavenger"], ["scavenger"], ["scavenger"]], initiator=2)
    assert game.view(2).peeked == "grenade"
    for seat in (0, 1, 3, None):
        assert game.view(seat).peeked is None


def test_no_peek_and_no_skirmish_in_the_first_two_rounds_with_four_players_000_144_146() -> None:
    """[000:144-146]: the first two rounds are gathering only: nobody commits, the contested
    pile is untouched and nobody peeks; the third round's initiator then peeks."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=31))
    kinds_asked: set[str] = set()
    while game.round <= 2:
        assert all(game.view(seat).peeked is None for seat in range(4))
        d = decision(game)
        assert d is not None
        kinds_asked.add(d.kind)
        game.apply(d.seat, {"turn": "end"}.get(d.kind, "pass"))
    assert "commit" not in kinds_asked
    view = game.view(None)
    assert view.contested_count == 14
    assert game.view(view.initiator).peeked is not None


# ---------------------------------------------------------------------------------------------
# resolving a skirmish among three to five forces [000:264-274], S-1, S-2


def test_highest_fight_wins_outright_among_three_even_with_fewest_people_000_166() -> None:
    """[000:166], [000:268]: the player with the highest fight wins; people matter only in a
    tie. Thugs (3, 3 people) lose to brawler + spear (4, 1 person); a tribe family (0, 5) too."""
    game = new_game([["thugs"], ["brawler", "spear"], ["tribe_family_5"]])
    play_skirmish_round(game, {0: "commit thugs", 1: "commit brawler spear", 2: "commit tribe_family_5"})
    assert seat_totals(game) == {0: (True, 3, 3), 1: (True, 4, 1), 2: (True, 0, 5)}
    assert skirmish_winner(game) == 1


def test_no_win_by_two_with_three_players_a_margin_of_one_wins_000_116() -> None:
    """[000:111-116]: "Skirmishes must be won by 2" only "When Playing with only Two Players".
    With three players a scout (2) beats a scavenger (1) by one and takes the resource."""
    game = new_game([["scout"], ["scavenger"], ["refugee"]])
    play_skirmish_round(game, {0: "commit scout", 1: "commit scavenger", 2: "commit refugee"})
    assert skirmish_winner(game) == 0
    assert hidden_prizes(game) == {0: 1, 1: 0, 2: 0}


def test_a_four_player_game_with_only_two_forces_still_plays_the_multiplayer_rules_000_111_116() -> None:
    """[000:111-116]: "win by 2" and "people no longer relevant" apply "When Playing with only
    Two Players", not when only two of four players commit. Seat 0's scout + refugee (2, 2
    people) ties seat 1's brawler (2, 1 person) on fight and wins on people."""
    game = new_game([["scout", "refugee"], ["brawler"], ["refugee"], ["refugee"]])
    play_skirmish_round(game, {0: "commit scout refugee", 1: "commit brawler"})
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 1), 2: (False, 0, 0), 3: (False, 0, 0)}
    assert skirmish_winner(game) == 0


def test_s2_a_top_tie_is_broken_by_people_among_the_tied_only_000_274() -> None:
    """[000:274], S-2: in a tie, the tied players count their people. Seats 0 and 1 tie at fight
    2 (brawler + refugee: 2 people; scout: 1); seat 2 (scavenger + tribe family 5: fight 1, 6
    people) has the most people but is not in the tie, so seat 0 wins."""
    game = new_game([["brawler", "refugee"], ["scout"], ["scavenger", "tribe_family_5"], ["refugee"]])
    play_skirmish_round(
        game,
        {0: "commit brawler refugee", 1: "commit scout", 2: "commit scavenger tribe_family_5", 3: "commit refugee"},
    )
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 1), 2: (True, 1, 6), 3: (False, 0, 1)}
    assert skirmish_winner(game) == 0


def test_a_tie_among_the_losers_does_not_matter_000_266() -> None:
    """[000:266-268]: the highest fight wins. Three of four players tie at fight 1 below seat 3's
    scout (2): that tie is not a tie for the win, and seat 3 takes the resource with 1 person
    against their 2, 3 and 1 people."""
    game = new_game([["scavenger", "refugee"], ["hunter", "refugee", "refugee"], ["scavenger"], ["scout"]])
    play_skirmish_round(
        game,
        {0: "commit scavenger refugee", 1: "commit hunter refugee refugee", 2: "commit scavenger", 3: "commit scout"},
    )
    assert seat_totals(game) == {0: (True, 1, 2), 1: (True, 1, 3), 2: (True, 1, 1), 3: (True, 2, 1)}
    assert skirmish_winner(game) == 3


def test_s2_a_three_way_tie_for_the_top_goes_to_the_most_people_of_the_three_000_274() -> None:
    """[000:274]: a five-player skirmish with three forces tied at fight 2 (1, 3 and 2 people)
    and two weaker ones: the tied force with 3 people wins."""
    game = new_game(
        [["scout"], ["brawler", "refugee", "refugee"], ["scout", "refugee"], ["scavenger"], ["refugee"]],
    )
    play_skirmish_round(
        game,
        {
            0: "commit scout",
            1: "commit brawler refugee refugee",
            2: "commit scout refugee",
            3: "commit scavenger",
            4: "commit refugee",
        },
    )
    assert [seat_totals(game)[s] for s in range(3)] == [(True, 2, 1), (True, 2, 3), (True, 2, 2)]
    assert skirmish_winner(game) == 1


def test_s2_a_top_tie_on_fight_and_people_is_a_deadlock_though_a_third_player_is_lower_000_274() -> None:
    """[000:274], S-2: when the tied players also tie on people the skirmish is a deadlock: the
    top contested resource goes into the junkyard and nobody takes it, not even the third player
    (scavenger + 2 refugees: fight 1, 3 people), who is not in the tie."""
    game = new_game([["brawler"], ["scout"], ["scavenger", "refugee", "refugee"]])
    junkyard_before = game.view(None).junkyard_count
    play_skirmish_round(game, {0: "commit brawler", 1: "commit scout", 2: "commit scavenger refugee refugee"})
    assert skirmish_winner(game) is None
    assert hidden_prizes(game) == {0: 0, 1: 0, 2: 0}
    assert game.view(None).contested_count == 2
    assert game.view(None).junkyard_count == junkyard_before + 1
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_fight_zero_beats_no_fight_even_against_more_people_000_418_420() -> None:
    """[000:418-420], ED-12: "A fight value of 0 is superior to no ability to fight at all." A
    lone tribe family (fight 0, 3 people) beats 4 refugees and 2 refugees (no fight)."""
    game = new_game([["refugee"] * 4, ["refugee", "refugee"], ["tribe_family_3"], ["pills"]])
    play_skirmish_round(
        game,
        {0: "commit refugee refugee refugee refugee", 1: "commit refugee refugee", 2: "commit tribe_family_3"},
    )
    assert seat_totals(game)[0] == (False, 0, 4)
    assert seat_totals(game)[2] == (True, 0, 3)
    assert skirmish_winner(game) == 2


def test_everyone_at_fight_zero_the_most_people_wins_000_414_416() -> None:
    """[000:414-416]: "Ties are broken in 3-5 player games based upon number of people brought to
    the skirmish." Tribe families of 3, 4 and 5 people all fight 0: the 5 wins."""
    game = new_game([["tribe_family_3"], ["tribe_family_5"], ["tribe_family_4"]])
    play_skirmish_round(game, {0: "commit tribe_family_3", 1: "commit tribe_family_5", 2: "commit tribe_family_4"})
    assert seat_totals(game) == {0: (True, 0, 3), 1: (True, 0, 5), 2: (True, 0, 4)}
    assert skirmish_winner(game) == 1


def test_s1_with_no_fight_anywhere_the_most_people_still_wins_000_422() -> None:
    """[000:422-424], S-1: with no fight at all the people decide; only an equal count is a tie.
    Two refugees beat one refugee and a player who committed nothing."""
    game = new_game([["refugee"], ["refugee", "refugee"], ["scout"]])
    play_skirmish_round(game, {0: "commit refugee", 1: "commit refugee refugee"})
    assert seat_totals(game) == {0: (False, 0, 1), 1: (False, 0, 2), 2: (False, 0, 0)}
    assert skirmish_winner(game) == 1


def test_no_fight_and_equal_people_is_a_tie_and_the_resource_goes_to_the_junkyard_000_422_424() -> None:
    """[000:422-424]: "no one brings any fight value and everyone ties for the number of people
    ... It is a tie. Place the contested resource on the top of the junkyard and shuffle it."
    Four players with one refugee each."""
    game = new_game([["refugee"], ["refugee"], ["refugee"], ["refugee"]])
    play_skirmish_round(game, dict.fromkeys(range(4), "commit refugee"))
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert game.view(None).contested_count == 2


def test_the_winner_takes_the_top_resource_face_down_the_others_nothing_000_268() -> None:
    """[000:137], [000:268]: the winner takes the TOP card of the contested pile into her
    discard pile without revealing it. Of four players only the winner (seat 3, thugs) gains a
    card; the others' views show a hidden card, not its kind; the next card is now on top."""
    game = new_game([["scout"], ["scavenger"], ["hunter"], ["thugs"]])
    play_skirmish_round(game, {0: "commit scout", 1: "commit scavenger", 2: "commit hunter", 3: "commit thugs"})
    assert skirmish_winner(game) == 3
    assert hidden_prizes(game) == {0: 0, 1: 0, 2: 0, 3: 1}
    assert "grenade" in game.view(3).discard_hidden
    for seat in (0, 1, 2):
        assert "grenade" not in game.view(seat).seats[3].discard
    assert zone_kinds(game, "contested") == ["wolf_pack", "sled_team"]


def test_losers_lose_nothing_their_forces_return_to_their_own_discard_piles_000_256_270() -> None:
    """[000:256], [000:270]: skirmish cards are discarded at the end of the round; the base game
    has no losses for the losers. Both losing forces end in their owners' discard piles,
    face up, and their tribes keep every person."""
    game = new_game([["thugs"], ["brawler", "refugee"], ["scout", "spear"]])
    people_before = [game.score(seat).people for seat in range(3)]
    play_skirmish_round(game, {0: "commit thugs", 1: "commit brawler refugee", 2: "commit scout spear"})
    assert skirmish_winner(game) == 2
    assert Counter(game.view(None).seats[0].discard)["thugs"] == 1
    assert Counter(game.view(None).seats[1].discard) >= Counter({"brawler": 1, "refugee": 1})
    assert [game.score(seat).people for seat in (0, 1)] == people_before[:2]


def test_ed2_the_game_ends_when_a_five_player_skirmish_takes_the_last_resource_000_170() -> None:
    """[000:140], [000:170], ED-2: the game is over when the contested pile is depleted. A
    five-player skirmish over the last resource ends the game and its winner holds it."""
    game = new_game([["refugee"], ["scavenger"], ["scout"], ["hunter"], ["refugee"]], contested=["field_crew"])
    play_skirmish_round(game, {0: "commit refugee", 1: "commit scavenger", 2: "commit scout", 3: "commit hunter"})
    assert game.over
    assert skirmish_winner(game) == 2
    assert game.result is not None
    assert [s.contested for s in game.result.scores] == [0, 0, 1, 0, 0]


def test_ed2_a_final_deadlock_among_four_players_also_ends_the_game_000_170() -> None:
    """ED-2: "The game ends after the skirmish phase of the round in which the CR pile becomes
    empty, however the last card left." A deadlock over the last card in a 4-player game."""
    game = new_game([["brawler"], ["brawler"], ["refugee"], ["refugee"]], contested=["field_crew"])
    play_skirmish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert game.over
    assert game.result is not None
    assert [s.contested for s in game.result.scores] == [0, 0, 0, 0]
    assert zone_counter(game, "junkyard")["field_crew"] == 1


# ---------------------------------------------------------------------------------------------
# skirmish special actions among several players [000:268], [000:316], [000:490-492], S-7


def test_skirmish_actions_go_from_the_initiator_clockwise_in_a_four_player_game_000_268() -> None:
    """[000:268]: the skirmish is resolved starting with the initiator, then the next player in
    clockwise order. With seat 2 the initiator, the opportunities come 2, 3, 0, 1."""
    hands = [["sniper_team", "scout"] for _ in range(4)]
    game = new_game(hands, initiator=2)
    end_gathering(game, dict.fromkeys(range(4), "commit sniper_team scout"))
    asked = skirmish_turns(game)
    assert asked == [2, 3, 0, 1]


def test_i5_an_earlier_player_snipes_a_later_players_sniper_before_it_acts_000_492() -> None:
    """[000:268] ("provided that they were not sniped ... by the previous player"), [000:492],
    I-5: the initiator snipes seat 2's sniper team, so seat 2 can no longer snipe her thugs;
    the initiator's thugs (3) win."""
    game = new_game([["sniper_team", "thugs"], ["scout"], ["sniper_team", "brawler"]])
    end_gathering(game, {0: "commit sniper_team thugs", 1: "commit scout", 2: "commit sniper_team brawler"})
    game.apply(0, "snipe 2:sniper_team")
    pass_windows(game)
    while (d := decision(game)) is not None and d.kind == "skirmish" and d.seat != 2:
        game.apply(d.seat, "pass")
    d = decision(game)
    if d is not None and d.kind == "skirmish" and d.seat == 2:
        assert not [t for t in texts(game, 2) if t.startswith("snipe")]
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 3, 5), 1: (True, 2, 1), 2: (True, 2, 1)}
    assert skirmish_winner(game) == 0


def test_ed18_a_later_player_sniping_an_earlier_sniper_only_lowers_its_people_001_420() -> None:
    """ED-18 and the older FAQ [001:420-433]: sniping an earlier player's sniper after it acted
    does not undo its snipe; it only removes its people. Seat 0 snipes seat 1's thugs; seat 2
    then snipes seat 0's sniper team: the thugs stay gone, and seat 0 (brawler: 2, 1 person)
    ties seat 2 (scout: 2, 1 person + 2 for her used sniper team) and loses on people."""
    game = new_game([["sniper_team", "brawler"], ["thugs"], ["sniper_team", "scout"]])
    play_skirmish_round(
        game,
        {0: "commit sniper_team brawler", 1: "commit thugs", 2: "commit sniper_team scout"},
        {0: ["snipe 1:thugs"], 2: ["snipe 0:sniper_team"]},
    )
    assert seat_totals(game) == {0: (True, 2, 1), 1: (False, 0, 0), 2: (True, 2, 3)}
    assert skirmish_winner(game) == 2
    assert "thugs" in zone_kinds(game, "1:discard")


def test_r12_two_sniper_teams_of_one_player_hit_two_different_opponents_000_316() -> None:
    """[000:316]: one sniper team hits one card in total; R-12: special actions are once per
    card, so a player with two sniper teams snipes seat 1's thugs and seat 3's field crew; her
    brawler (2) then beats seat 2's scavenger (1)."""
    game = new_game([["sniper_team", "sniper_team", "brawler"], ["thugs"], ["scavenger"], ["field_crew"]])
    play_skirmish_round(
        game,
        {0: "commit sniper_team sniper_team brawler", 1: "commit thugs", 2: "commit scavenger", 3: "commit field_crew"},
        {0: ["snipe 1:thugs", "snipe 3:field_crew"]},
    )
    assert seat_totals(game)[1] == (False, 0, 0)
    assert seat_totals(game)[3] == (False, 0, 0)
    assert seat_totals(game)[0] == (True, 2, 5)
    assert skirmish_winner(game) == 0


def test_snipes_by_different_players_at_different_players_all_stand_000_268() -> None:
    """[000:268]: each player in turn declares her units' actions. Seat 0 snipes seat 1's
    thugs, seat 2 snipes seat 3's field crew: both cards are out, and seat 2's brawler + spear
    (4) wins over seat 0's scout (2)."""
    game = new_game(
        [["sniper_team", "scout"], ["thugs"], ["sniper_team", "brawler", "spear"], ["field_crew"]],
    )
    play_skirmish_round(
        game,
        {
            0: "commit sniper_team scout",
            1: "commit thugs",
            2: "commit sniper_team brawler spear",
            3: "commit field_crew",
        },
        {0: ["snipe 1:thugs"], 2: ["snipe 3:field_crew"]},
    )
    assert seat_totals(game) == {0: (True, 2, 3), 1: (False, 0, 0), 2: (True, 4, 3), 3: (False, 0, 0)}
    assert skirmish_winner(game) == 2


def test_a_saboteur_disarms_a_tool_of_a_player_across_the_table_000_302() -> None:
    """[000:302]: the saboteur attacks "one other player", any of them. In a 4-player game seat
    0 disarms seat 2's grenade: seat 2's brawler falls from 5 to 2 and seat 3's thugs (3) win.
    The saboteur, used, does not fight [000:496] but still counts 1 person [000:500]."""
    game = new_game([["saboteur", "scout"], ["scavenger"], ["brawler", "grenade"], ["thugs"]])
    play_skirmish_round(
        game,
        {0: "commit saboteur scout", 1: "commit scavenger", 2: "commit brawler grenade", 3: "commit thugs"},
        {0: ["disarm 2:grenade"]},
    )
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 1, 1), 2: (True, 2, 1), 3: (True, 3, 3)}
    assert skirmish_winner(game) == 3
    assert "grenade" in zone_kinds(game, "2:discard")


def test_s7_a_player_whose_opportunity_has_passed_is_not_asked_again_000_492() -> None:
    """[000:492], S-7: "each player in turn order ... only gets one opportunity". The initiator
    passes; seat 1 snipes her scout; the initiator's sniper team gets no second chance to answer
    seat 1's thugs, which win."""
    game = new_game([["sniper_team", "scout"], ["sniper_team", "thugs"], ["brawler"]])
    asked = play_skirmish_round(
        game,
        {0: "commit sniper_team scout", 1: "commit sniper_team thugs", 2: "commit brawler"},
        {1: ["snipe 0:scout"]},
    )
    assert asked.count(0) == 1
    assert asked[0] == 0
    assert seat_totals(game)[1] == (True, 3, 5)
    assert skirmish_winner(game) == 1


def test_s14_a_skirmish_snipe_may_target_any_opponents_person_but_never_ones_own() -> None:
    """[000:316], S-14: "Any non-sniped person card in any opponent's revealed force ... Snipes
    never target one's own cards." With three forces, the initiator may snipe each person of
    both opponents, and none of her own (scout, refugee) nor a tool (seat 1's spear)."""
    game = new_game([["sniper_team", "scout", "refugee"], ["brawler", "refugee", "spear"], ["thugs"]])
    end_gathering(game, {0: "commit sniper_team scout refugee", 1: "commit brawler refugee spear", 2: "commit thugs"})
    assert decision(game) == sc.Decision(kind="skirmish", seat=0, actor=None, verb=None)
    snipes = {t for t in texts(game, 0) if t.startswith("snipe")}
    assert snipes == {"snipe 1:brawler", "snipe 1:refugee", "snipe 2:thugs"}


def test_i6_a_sniper_spent_from_the_force_during_gathering_is_not_in_the_revealed_force_000_480() -> None:
    """[000:478-480]: a sniper played during another player's gathering is discarded at once and
    cannot be used again. The initiator commits sniper team + scout, snipes seat 1's digging
    scavenger from her force; at the reveal her force is the scout alone (fight 2, 1 person),
    which ties seat 2's brawler and deadlocks."""
    game = new_game([["sniper_team", "scout"], ["scavenger", "shovel"], ["brawler"]])
    game.apply(0, "end")
    game.apply(0, "commit sniper_team scout")
    game.apply(1, "dig scavenger+shovel")
    respond_order(game, {0: "snipe force 1:scavenger"})
    assert texts(game, 1) == ["abort"]  # the shovel alone has no digger left [000:488]
    game.apply(1, "abort")
    play_skirmish_round(game, {1: "commit none", 2: "commit brawler"})
    assert seat_totals(game)[0] == (True, 2, 1)
    assert seat_totals(game)[2] == (True, 2, 1)
    assert skirmish_winner(game) is None


def test_the_initiator_card_passes_left_after_a_deadlock_and_the_new_initiator_peeks_000_274() -> None:
    """[000:274]: after a deadlock "The player with the initiator card passes it to the left to
    begin a new round"; [000:126]: the new initiator peeks. Round 4 of a 4-player game with seat
    3 the initiator deadlocks; round 5 begins with seat 0 holding the card, taking the first
    turn and having seen the new top card (the wolf pack)."""
    game = new_game([["brawler"], ["scout"], ["refugee"], ["refugee"]], round=4, initiator=3)
    play_skirmish_round(game, {0: "commit brawler", 1: "commit scout"})
    assert skirmish_winner(game) is None
    assert game.round == 5
    view = game.view(None)
    assert view.initiator == 0
    assert view.decision == sc.Decision(kind="turn", seat=0, actor=None, verb=None)
    assert game.view(0).peeked == "wolf_pack"
    assert game.view(3).peeked is None


def test_s7_i4_a_player_whose_turn_has_passed_may_still_save_000_543() -> None:
    """S-7: a player whose skirmish turn has passed "cannot act again, even in response, except
    to save (I-4)"; [000:543]: a medic may save another player's tribe member. The initiator
    passes her opportunity; seat 2 then snipes seat 1's thugs and the initiator's medic saves
    them: the thugs (3) win."""
    game = new_game([["medic", "sniper_team", "scout"], ["thugs"], ["sniper_team", "brawler"]], HQ1)
    end_gathering(game, {0: "commit medic sniper_team scout", 1: "commit thugs", 2: "commit sniper_team brawler"})
    assert decision(game) == sc.Decision(kind="skirmish", seat=0, actor=None, verb=None)
    game.apply(0, "pass")
    while (d := decision(game)) is not None and not (d.kind == "skirmish" and d.seat == 2):
        game.apply(d.seat, "pass")
    game.apply(2, "snipe 1:thugs")
    saw_save = False
    while (d := decision(game)) is not None and d.kind == "save":
        if d.seat == 0:
            assert "save medic" in texts(game, 0)
            saw_save = True
            game.apply(0, "save medic")
        else:
            game.apply(d.seat, "pass")
    skirmish_turns(game)
    assert saw_save
    assert seat_totals(game)[1] == (True, 3, 3)
    assert skirmish_winner(game) == 1


def test_x18_combat_medics_save_another_players_card_and_still_fight_003_232() -> None:
    """[003:231-232]: combat medics carry medicine "like a medic" (who may save another
    player's card [000:543]) and "Can save against a snipe attack AND fight in the same
    round". Seat 2's combat medics save seat 1's thugs from the initiator's snipe and still
    fight 1 with their 4 people; the saved thugs (3) win."""
    game = new_game([["sniper_team", "scout"], ["thugs"], ["combat_medics"]], frozenset({"recon4"}))
    end_gathering(game, {0: "commit sniper_team scout", 1: "commit thugs", 2: "commit combat_medics"})
    game.apply(0, "snipe 1:thugs")
    skirmish_turns(game, saves={2: ["save combat_medics"]})
    assert seat_totals(game) == {0: (True, 2, 3), 1: (True, 3, 3), 2: (True, 1, 4)}
    assert skirmish_winner(game) == 1


# ---------------------------------------------------------------------------------------------
# answering another player's gathering action: who is asked, in what order [000:474-488], I-1..I-10


def test_i1_responders_are_asked_clockwise_from_the_active_players_left_4p() -> None:
    """I-1 (3): "Responders are every other player, in clockwise order from the active player's
    left." Seat 2 (the initiator) digs: seats 3, 0, 1 are asked in that order, never seat 2."""
    game = new_game([["scout"], ["sniper_team"], ["brawler", "shovel"], ["saboteur"]], round=1, initiator=2)
    game.apply(2, "dig brawler+shovel")
    asked = respond_order(game)
    assert asked == [("respond", 3), ("respond", 0), ("respond", 1)]


def test_i1_five_players_the_window_wraps_round_from_the_last_seat() -> None:
    """I-1: with five players and seat 4 declaring a hunt, seats 0, 1, 2, 3 are asked in turn."""
    game = new_game(
        [["scout"], ["sniper_team"], ["saboteur"], ["brawler"], ["scavenger", "spear"]], round=1, initiator=4
    )
    game.apply(4, "hunt scavenger+spear")
    asked = respond_order(game)
    assert asked == [("respond", 0), ("respond", 1), ("respond", 2), ("respond", 3)]


def test_i1_the_third_player_asked_may_still_snipe_and_the_window_then_reopens() -> None:
    """I-1 (4): "After every effect resolves, the window restarts with the next player. It
    closes when all players pass in a row." Seat 1 (the third asked after seat 2's dig) snipes
    the brawler; seat 3, who passed before the snipe, is asked again and disarms the shovel."""
    game = new_game(
        [["scout"], ["sniper_team"], ["brawler", "shovel", "scavenger"], ["saboteur"]], round=1, initiator=2
    )
    game.apply(2, "dig brawler+shovel scavenger")
    asked = respond_order(game, {1: "snipe 2:brawler"})
    assert asked[:3] == [("respond", 3), ("respond", 0), ("respond", 1)]
    assert ("respond", 3) in asked[3:]
    d = decision(game)
    assert d is not None
    assert d.seat == 2
    assert "brawler" in zone_kinds(game, "2:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")


def test_two_players_may_each_strike_the_same_declared_action_000_476_488() -> None:
    """[000:476], [000:488], I-1: snipers and saboteurs are instants during an opponent's
    action; only the struck cards are discarded. Seat 1's dig (brawler + shovel, scavenger) is
    disarmed by seat 2 and sniped by seat 3; she goes on with the scavenger alone."""
    game = new_game(
        [["scout"], ["brawler", "shovel", "scavenger"], ["saboteur"], ["sniper_team"]], round=1, initiator=1
    )
    game.apply(1, "dig brawler+shovel scavenger")
    respond_order(game, {2: "disarm 1:shovel", 3: "snipe 1:brawler"})
    assert Counter(zone_kinds(game, "1:discard")) >= Counter({"brawler": 1, "shovel": 1})
    assert "continue" in texts(game, 1)
    game.apply(1, "continue")
    # the dig goes on with the scavenger alone: one card turned up
    assert len(game.view(1).looking) == 1


def test_i5_a_gathering_snipe_cannot_be_answered_by_another_sniper_000_484() -> None:
    """[000:484], I-5, I-9: a snipe played during resource gathering is an instant and cannot
    be countered by another sniper. Seat 2 snipes seat 1's digging brawler; seat 3, who holds a
    sniper team, may not snipe seat 2's sniper team in answer."""
    game = new_game([["scout"], ["brawler", "scavenger"], ["sniper_team"], ["sniper_team"]], round=1, initiator=1)
    game.apply(1, "dig brawler scavenger")
    assert decision(game) == sc.Decision(kind="respond", seat=2, actor=1, verb="dig")
    game.apply(2, "snipe 1:brawler")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        if d.seat == 3:
            assert not any(t.startswith("snipe 2:") for t in texts(game, 3))
        game.apply(d.seat, "pass")
    assert "brawler" in zone_kinds(game, "1:discard")


def test_a_player_yet_to_play_snipes_from_hand_and_gets_no_card_back_000_478_480() -> None:
    """[000:478-480]: a sniper played during another player's gathering is discarded at once
    and "you do not redraw to replace the card". Seat 2 (still to play) snipes the initiator's
    digging brawler: her hand goes from 2 cards to 1 and the sniper team is in her discard."""
    game = new_game([["brawler", "shovel"], ["scout"], ["sniper_team", "scavenger"]], round=3)
    game.apply(0, "dig brawler+shovel")
    respond_order(game, {2: "snipe 0:brawler"})
    assert game.view(None).seats[2].hand_count == 1
    assert zone_kinds(game, "2:discard") == ["sniper_team"]
    assert game.view(2).hand == ("scavenger",)


def test_i6_a_player_who_committed_snipes_from_her_force_and_the_count_drops_publicly_000_476() -> None:
    """[000:476], I-6: cards set apart for the skirmish count as in hand and can be played as
    instants during an opponent's action; the committed count shrinks, publicly. The initiator
    commits a sniper team and a brawler, then snipes seat 1's digging scavenger from her force."""
    game = new_game([["sniper_team", "brawler"], ["scavenger", "shovel"], ["scout"]], round=3)
    game.apply(0, "end")
    game.apply(0, "commit sniper_team brawler")
    assert game.view(2).seats[0].committed_count == 2
    game.apply(1, "dig scavenger+shovel")
    respond_order(game, {0: "snipe force 1:scavenger"})
    assert game.view(2).seats[0].committed_count == 1
    assert game.view(0).committed == ("brawler",)
    assert "scavenger" in zone_kinds(game, "1:discard")


def test_i4_a_third_players_medic_saves_a_gathering_snipe_000_543() -> None:
    """[000:543], I-4: a medic "could even be used to save another player's tribe member". Seat
    2 snipes seat 1's digging brawler; seat 3's medic saves it: the brawler stays on the table,
    the sniper team and the medic are spent (discarded, I-4 (4)), and the dig resolves in full."""
    game = new_game([["scout"], ["brawler", "shovel"], ["sniper_team"], ["medic"]], HQ1, round=1, initiator=1)
    game.apply(1, "dig brawler+shovel")
    asked = respond_order(game, {2: "snipe 1:brawler", 3: "save medic"})
    assert ("save", 3) in asked
    # the saved brawler digs on with its shovel: dig 1 + 2 = 3 cards turned up
    assert len(game.view(1).looking) == 3
    assert zone_kinds(game, "2:discard") == ["sniper_team"]
    assert zone_kinds(game, "3:discard") == ["medic"]


def test_i4_the_gathering_save_window_opens_with_the_target_owner_then_clockwise() -> None:
    """I-4 (1): the save window "starts with the target's owner, then runs clockwise from her".
    Seat 3 snipes seat 1's digging brawler in a 4-player game: seat 1 is asked first, then seat
    2 (and seat 3, and seat 0, if at all) in clockwise order from seat 1; seat 0 saves last."""
    game = new_game(
        [["medic"], ["brawler", "scavenger", "medic"], ["medic"], ["sniper_team"]], HQ1, round=1, initiator=1
    )
    game.apply(1, "dig brawler scavenger")
    while (d := decision(game)) is not None and not (d.kind == "respond" and d.seat == 3):
        game.apply(d.seat, "pass")
    game.apply(3, "snipe 1:brawler")
    saves = []
    while (d := decision(game)) is not None and d.kind == "save":
        saves.append(d.seat)
        game.apply(d.seat, "save medic" if d.seat == 0 else "pass")
    assert saves[0] == 1
    assert saves[-1] == 0
    assert saves in ([1, 2, 0], [1, 2, 3, 0])
    assert "brawler" not in zone_kinds(game, "1:discard")


def test_x6_a_guard_cancels_only_what_targets_its_own_players_cards_003_123() -> None:
    """[003:123], X-6: the guard cancels an action outside the skirmish "which targets your
    card(s)". Seat 1 snipes the initiator's digging brawler: the guards of seats 2 and 3 may not
    cancel it; the initiator's own guard may, and the dig then goes on in full (2 cards)."""
    game = new_game([["brawler", "scavenger", "guard"], ["sniper_team"], ["guard"], ["guard"]], R2, round=1)
    game.apply(0, "dig brawler scavenger")
    seen_cancel: dict[int, bool] = {}
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        offers = texts(game, d.seat)
        if d.seat == 1 and "snipe 0:brawler" in offers:
            game.apply(1, "snipe 0:brawler")
            continue
        seen_cancel[d.seat] = seen_cancel.get(d.seat, False) or "cancel guard" in offers
        game.apply(d.seat, "cancel guard" if d.seat == 0 and "cancel guard" in offers else "pass")
    assert seen_cancel.get(0) is True
    assert not seen_cancel.get(2)
    assert not seen_cancel.get(3)
    assert len(game.view(0).looking) == 2
    assert "guard" in zone_kinds(game, "0:discard")


def test_x4_a_third_players_scouting_refugee_cancels_a_spy_on_another_player_003_77_89() -> None:
    """[003:89] ("no other player comes to her rescue"), X-4: any player may cancel a recon with
    a scouting refugee. Seat 0 spies on seat 3's hand; seat 1 cancels: the spy sees nothing, and
    [003:72], [003:77]: the spy and the scouting refugee are discarded and both owners draw 1."""
    game = new_game(
        [["spy", "scavenger"], ["scouting_refugee"], ["scout"], ["scout", "brawler"]],
        frozenset({"recon1"}),
        round=1,
    )
    game.apply(0, "spy 3:hand")
    asked = respond_order(game, {1: "cancel scouting_refugee"})
    assert asked == [("respond", 1)]
    assert game.view(0).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert zone_kinds(game, "1:discard") == ["scouting_refugee"]
    assert game.view(0).hand == ("pills", "scavenger")
    assert game.view(1).hand == ("junk",)


def test_x9_with_three_players_binoculars_do_look_at_the_contested_pile_003_100() -> None:
    """X-9 takes the contested pile out of recon only in 2-player games ("Eliminate all
    contested resources peeking" [000:114]); [003:100] binoculars peek at "the top card of every
    pile in play". With three players, binoculars show the top contested resource."""
    game = new_game([["binoculars"], ["scout"], ["brawler"]], frozenset({"recon1"}), round=1)
    game.apply(0, "scout binoculars")
    respond_order(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen.get("contested") == ("grenade",)
    assert "junkyard" in seen
    assert all(k.zone != "contested" for k in game.view(1).knowledge)


def test_spy_example_three_a_third_player_snipes_the_spy_from_her_bunker_003_79() -> None:
    """[003:79], Example 3: "Betty attempts to spy on Linda's committed skirmish cards. Sarah
    retrieves a sniper team from her bunker and snipes Betty's spy. Discard the spy and draw
    another card. Discard the sniper team." [000:631]: the bunker is open on others' turns.
    Here Betty (seat 1) spies on Linda's (seat 3) hand; Sarah is seat 0."""
    modules = frozenset({"hq1", "hq2", "recon1"})
    players: list[dict[str, Any]] = [
        {"hand": ["scout"], "deck": DECKS[0], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        {"hand": ["spy", "scavenger"], "deck": DECKS[1]},
        {"hand": ["brawler"], "deck": DECKS[2]},
        {"hand": ["refugee", "hunter"], "deck": DECKS[3]},
    ]
    table = {"round": 1, "initiator": 1, "players": players, "contested": list(CONTESTED)}
    game = sc.Game.new(sc.GameConfig(players=4, seed=0, modules=modules, scenario=table))
    game.apply(1, "spy 3:hand")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        offers = texts(game, d.seat)
        if d.seat == 0 and "retrieve bunker sniper_team" in offers:
            game.apply(0, "retrieve bunker sniper_team")
        elif d.seat == 0 and "snipe 1:spy" in offers:
            game.apply(0, "snipe 1:spy")
        else:
            game.apply(d.seat, "pass")
    assert game.view(1).knowledge == ()
    assert zone_kinds(game, "1:discard") == ["spy"]
    assert game.view(1).hand == ("junk", "scavenger")
    assert zone_kinds(game, "0:discard") == ["sniper_team"]


def test_r1_in_round_one_a_player_who_ended_her_turn_still_answers_later_players_000_476() -> None:
    """R-1: "RG interrupts ... are allowed in rounds 1-2" and unused cards are discarded at the
    end of the round; [000:476]: snipers are played "during an opponent's ... dig". The
    initiator ends her first-round turn holding a sniper team; two turns later she snipes seat
    2's digging brawler."""
    game = new_game([["sniper_team", "scout"], ["scout"], ["brawler", "scavenger"], ["scout"]], round=1)
    game.apply(0, "end")
    assert game.view(None).seats[0].hand_count == 2
    game.apply(1, "end")
    game.apply(2, "dig brawler scavenger")
    asked = respond_order(game, {0: "snipe 2:brawler"})
    assert asked[:2] == [("respond", 3), ("respond", 0)]
    assert zone_kinds(game, "2:discard") == ["brawler"]
    assert zone_kinds(game, "0:discard") == ["sniper_team"]


def test_l7_the_fanatic_strikes_once_a_round_however_many_players_act_000_670_711() -> None:
    """[000:668-670]: the Fanatic's ability "can only be utilized once per round"; [000:711]:
    it is used "During another player's resource gathering OR during the skirmish". In a
    4-player round the Fanatic (seat 0) strikes seat 1's shovel from her committed refugees;
    when seat 2 then hunts, she may not strike again, though she holds another refugee (L-7)."""
    players: list[dict[str, Any]] = [
        {"hand": ["refugee", "refugee", "scout"], "deck": DECKS[0], "leader": "leader_fanatic"},
        {"hand": ["brawler", "shovel"], "deck": DECKS[1], "leader": "leader_mentor"},
        {"hand": ["scavenger", "spear"], "deck": DECKS[2], "leader": "leader_ranger"},
        {"hand": ["scout"], "deck": DECKS[3], "leader": "leader_butcher"},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": list(CONTESTED)}
    game = sc.Game.new(sc.GameConfig(players=4, seed=0, modules=HQ3, scenario=table))
    game.apply(0, "end")
    game.apply(0, "commit refugee refugee scout")
    game.apply(1, "dig brawler+shovel")
    respond_order(game, {0: "lead refugee 1:shovel"})
    assert "shovel" in zone_kinds(game, "1:discard")
    assert zone_kinds(game, "0:removed") == ["refugee"]
    game.apply(1, "abort")
    game.apply(1, "end")
    game.apply(1, "commit brawler")
    game.apply(2, "hunt scavenger+spear")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        assert not any(t.startswith("lead") for t in texts(game, d.seat)), d
        game.apply(d.seat, "pass")
    assert game.view(None).seats[2].food == 2


def test_x4_x6_only_the_spied_players_guard_may_cancel_a_spy_003_123() -> None:
    """X-4: "A guard may cancel too, but only if the recon targets that guard owner's cards";
    [003:123]. Seat 0 spies on seat 3's hand: seat 2's guard is not offered a cancel, seat 3's
    is, and it cancels the spy (nothing seen; the spy is discarded)."""
    game = new_game([["spy", "scavenger"], ["scout"], ["guard"], ["guard", "brawler"]], R2 | {"recon1"}, round=1)
    game.apply(0, "spy 3:hand")
    offered: dict[int, list[str]] = {}
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        offered[d.seat] = texts(game, d.seat)
        game.apply(d.seat, "cancel guard" if "cancel guard" in offered[d.seat] and d.seat == 3 else "pass")
    assert "cancel guard" not in offered[2]
    assert "cancel guard" in offered[3]
    assert game.view(0).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert "guard" in zone_kinds(game, "3:discard")


def test_i11_a_card_retrieved_from_the_bunker_after_committing_never_joins_the_force_000_635() -> None:
    """[000:635], [000:737], I-11: once a player has committed, "cards that come out of a
    building [cannot] be added to the skirmish set"; such a card is discarded at the end of the
    round. The initiator commits a scout, then on seat 1's turn retrieves thugs from her bunker:
    her force is still the scout (2, 1 person), which loses the fight tie to seat 2's brawler
    + refugee (2 people), and the thugs end in her discard pile."""
    players: list[dict[str, Any]] = [
        {"hand": ["scout"], "deck": DECKS[0], "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
        {"hand": ["brawler", "shovel"], "deck": DECKS[1]},
        {"hand": ["brawler", "refugee"], "deck": DECKS[2]},
    ]
    table = {"round": 3, "initiator": 0, "players": players, "contested": list(CONTESTED)}
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1", "hq2"}), scenario=table))
    game.apply(0, "end")
    game.apply(0, "commit scout")
    game.apply(1, "dig brawler+shovel")
    respond_order(game, {0: "retrieve bunker thugs"})
    assert game.view(0).hand == ("thugs",)
    assert game.view(0).committed == ("scout",)
    game.apply(1, "keep none")
    play_skirmish_round(game, {1: "commit none", 2: "commit brawler refugee"})
    assert seat_totals(game) == {0: (True, 2, 1), 1: (False, 0, 0), 2: (True, 2, 2)}
    assert skirmish_winner(game) == 2
    assert "thugs" in zone_kinds(game, "0:discard")


# ---------------------------------------------------------------------------------------------
# Recon: rogue, provocateur, hardy scavenger among several players [003:126-153], [003:178-182]


def test_s9_a_rogue_outside_the_tie_steals_the_resource_003_145() -> None:
    """[003:143-145], S-9: a tie for the highest fight lets "the first player in turn order with
    a rogue" win; "It is not necessary that the player using the rogue be involved in the tie".
    Seats 0 and 1 tie at 3; seat 2's rogue (1) wins, though seat 1 has the most people."""
    game = new_game([["thugs"], ["brawler", "scavenger", "refugee", "refugee"], ["rogue"], ["hunter"]], R2)
    play_skirmish_round(
        game,
        {0: "commit thugs", 1: "commit brawler scavenger refugee refugee", 2: "commit rogue", 3: "commit hunter"},
    )
    assert seat_totals(game)[0] == (True, 3, 3)
    assert seat_totals(game)[1] == (True, 3, 4)
    assert skirmish_winner(game) == 2


def test_s9_the_first_rogue_clockwise_from_the_initiator_wins_003_148() -> None:
    """[003:148], S-9: "Only the first rogue action can be successful per round (resolved in
    turn order)", turn order running from the initiator. Seat 2 is the initiator; rogues sit
    with seats 0 and 3; seats 1 and 2 tie at 2: seat 3 (after 2) comes before seat 0."""
    game = new_game([["rogue"], ["scout"], ["brawler"], ["rogue"]], R2, initiator=2)
    play_skirmish_round(game, {0: "commit rogue", 1: "commit scout", 2: "commit brawler", 3: "commit rogue"})
    assert skirmish_winner(game) == 3


def test_s9_a_tie_below_the_top_does_not_trigger_the_rogue_003_143_151() -> None:
    """[003:143], [003:151]: only a tie for the HIGHEST fight triggers the rogue. Seats 1 and 2
    tie at 1 (the rogue's seat among them) below seat 0's thugs (3): the thugs win."""
    game = new_game([["thugs"], ["scavenger"], ["rogue"]], R2)
    play_skirmish_round(game, {0: "commit thugs", 1: "commit scavenger", 2: "commit rogue"})
    assert seat_totals(game)[1][1] == seat_totals(game)[2][1] == 1
    assert skirmish_winner(game) == 0


def test_rogue_example_one_a_disarm_creates_the_top_tie_and_the_rogue_steals_003_151() -> None:
    """[003:151], Example 1: four players; Carol (seat 2) commits nothing; Sarah (seat 0,
    brawler + spear: 4) leads, Betty (seat 1, brawler: 2) and Linda (seat 3, saboteur + rogue)
    behind. Linda disarms Sarah's spear: Sarah and Betty tie at 2 and Linda's rogue steals the
    resource."""
    game = new_game([["brawler", "spear"], ["brawler"], ["scout"], ["saboteur", "rogue"]], R2)
    play_skirmish_round(
        game,
        {0: "commit brawler spear", 1: "commit brawler", 3: "commit saboteur rogue"},
        {3: ["disarm 0:spear"]},
    )
    assert seat_totals(game)[0] == (True, 2, 1)
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 3


def test_rogue_example_two_an_earlier_sniper_stops_the_saboteur_and_no_tie_comes_003_153() -> None:
    """[003:153], Example 2: Sarah (the initiator, seat 0) pre-emptively snipes Linda's
    saboteur; with no disarm there is no tie, Linda's rogue is irrelevant and Sarah (4) wins."""
    game = new_game([["brawler", "spear", "sniper_team"], ["brawler"], ["scout"], ["saboteur", "rogue"]], R2)
    play_skirmish_round(
        game,
        {0: "commit brawler spear sniper_team", 1: "commit brawler", 3: "commit saboteur rogue"},
        {0: ["snipe 3:saboteur"]},
    )
    assert seat_totals(game)[0] == (True, 4, 3)
    assert skirmish_winner(game) == 0


def test_a_sniped_rogue_steals_nothing_and_people_decide_the_top_tie_003_147_149() -> None:
    """[003:147-149]: the rogue can be sniped, by any player. Seat 2 snipes seat 0's rogue;
    seats 1 and 2 then tie at fight 2 and seat 2's people (scout + sniper team: 3) beat seat
    1's brawler (1)."""
    game = new_game([["rogue"], ["brawler"], ["scout", "sniper_team"]], R2)
    play_skirmish_round(
        game,
        {0: "commit rogue", 1: "commit brawler", 2: "commit scout sniper_team"},
        {2: ["snipe 0:rogue"]},
    )
    assert seat_totals(game)[2] == (True, 2, 3)
    assert skirmish_winner(game) == 2


def test_s9_a_rogue_inside_the_tie_wins_against_more_people_003_144() -> None:
    """[003:144]: "Only a tie for highest fight score is considered, not the number of tribe
    members. The rogue ability constitutes a higher order of precedence". Seat 1's rogue +
    scavenger (2, 2 people) ties seat 0's scout + 3 refugees (2, 4 people) and wins."""
    game = new_game([["scout", "refugee", "refugee", "refugee"], ["rogue", "scavenger"], ["hunter"]], R2)
    play_skirmish_round(
        game, {0: "commit scout refugee refugee refugee", 1: "commit rogue scavenger", 2: "commit hunter"}
    )
    assert seat_totals(game)[0] == (True, 2, 4)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert skirmish_winner(game) == 1


def test_s2_s9_when_the_first_rogue_is_sniped_the_next_rogue_in_turn_order_wins_003_147_148() -> None:
    """S-2 (3): "if any unsniped rogue is in any participant's force, the first rogue owner in
    turn order from the initiator wins"; [003:147]: a rogue can be sniped. Seat 0's rogue (the
    first in turn order) is sniped by seat 1; seats 1 and 3 tie at 2; seat 2's rogue wins."""
    game = new_game([["rogue"], ["sniper_team", "scout"], ["rogue"], ["brawler"]], R2)
    play_skirmish_round(
        game,
        {0: "commit rogue", 1: "commit sniper_team scout", 2: "commit rogue", 3: "commit brawler"},
        {1: ["snipe 0:rogue"]},
    )
    assert seat_totals(game)[1] == (True, 2, 3)
    assert seat_totals(game)[3] == (True, 2, 1)
    assert skirmish_winner(game) == 2


def test_s12_a_three_player_deadlock_returns_every_participants_hardy_scavengers_003_181() -> None:
    """[003:181], S-12: a tie (a deadlock) returns the hardy scavengers of every participant who
    sent them: seats 0 and 1 (brawler + hardy scavenger each: 2, 2 people) deadlock; seat 2's
    hardy scavenger lost; all three are back in their owners' hands next round."""
    game = new_game(
        [["brawler", "hardy_scavenger"], ["brawler", "hardy_scavenger"], ["hardy_scavenger"]],
        R3,
        decks=[["pills"] * 6, ["junk"] * 6, ["medkit"] * 6],
    )
    play_skirmish_round(
        game,
        {0: "commit brawler hardy_scavenger", 1: "commit brawler hardy_scavenger", 2: "commit hardy_scavenger"},
    )
    assert skirmish_winner(game) is None
    assert game.round == 4
    for seat in range(3):
        assert "hardy_scavenger" in game.view(seat).hand, seat


def test_tear_gas_breaks_the_top_tie_and_so_counters_a_third_players_rogue_003_250() -> None:
    """[003:250]: "Tear gas can indirectly counter a rogue by breaking a tied skirmish." Seats 0
    (scout + tear gas) and 1 (brawler) would tie at 2 and hand the resource to seat 2's rogue;
    the initiator gases seat 1's brawler, so she alone has the top fight and wins."""
    game = new_game([["scout", "tear_gas"], ["brawler"], ["rogue"]], frozenset({"recon2", "recon4"}))
    play_skirmish_round(
        game,
        {0: "commit scout tear_gas", 1: "commit brawler", 2: "commit rogue"},
        {0: ["gas 1:brawler"]},
    )
    assert seat_totals(game)[0] == (True, 2, 1)
    assert seat_totals(game)[1] == (True, 0, 1)
    assert skirmish_winner(game) == 0


def test_s8_a_later_player_snipes_an_earlier_provocateur_and_its_fight_reverts_003_133_135() -> None:
    """[003:133-135], S-8: "If your provocateur gets sniped, your fight score reverts" and "A
    player in later turn order can snipe a provocateur in earlier turn order". The initiator
    provokes with provocateur + 4 refugees (size 5); seat 2 snipes the provocateur: seat 0
    falls to no fight, and seat 1's thugs (3) win."""
    game = new_game(
        [["provocateur", "refugee", "refugee", "refugee", "refugee"], ["thugs"], ["sniper_team", "refugee"]], R2
    )
    play_skirmish_round(
        game,
        {0: "commit provocateur refugee refugee refugee refugee", 1: "commit thugs", 2: "commit sniper_team refugee"},
        {0: ["provoke provocateur"], 2: ["snipe 0:provocateur"]},
    )
    assert seat_totals(game)[0] == (False, 0, 4)
    assert skirmish_winner(game) == 1


def test_s8_an_unsniped_provocateur_fights_with_its_force_size_against_two_others_003_130_132() -> None:
    """[003:130-132]: the provocateur's player may use her force size as her fight. Provocateur
    + tribe family 5 = 6 people, fight 6, beats thugs + spear (5) and brawler + grenade (5)."""
    game = new_game([["provocateur", "tribe_family_5"], ["thugs", "spear"], ["brawler", "grenade"]], R2)
    play_skirmish_round(
        game,
        {0: "commit provocateur tribe_family_5", 1: "commit thugs spear", 2: "commit brawler grenade"},
        {0: ["provoke provocateur"]},
    )
    assert seat_totals(game)[0] == (True, 6, 6)
    assert skirmish_winner(game) == 0


def test_s12_hardy_scavengers_go_back_to_every_losers_hand_not_the_winners_003_181() -> None:
    """[003:181], S-12: "If you send HS into the skirmish and you either lose or tie", they
    return to your hand. In a 3-player skirmish both losers get their hardy scavengers back;
    the winner's goes to her discard pile."""
    game = new_game(
        [["hardy_scavenger", "thugs"], ["hardy_scavenger"], ["hardy_scavenger", "refugee"]],
        R3,
        decks=[["refugee"] * 5, ["pills"] * 5, ["junk"] * 5],
    )
    play_skirmish_round(
        game, {0: "commit hardy_scavenger thugs", 1: "commit hardy_scavenger", 2: "commit hardy_scavenger refugee"}
    )
    assert skirmish_winner(game) == 0
    assert game.round == 4
    assert "hardy_scavenger" in game.view(1).hand
    assert "hardy_scavenger" in game.view(2).hand
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in zone_kinds(game, "0:discard")


# ---------------------------------------------------------------------------------------------
# end of game: the largest tribe among 3-5, tie-breaks among the tied [000:168-172], F-1..F-8


def test_the_largest_tribe_wins_among_four_000_170() -> None:
    """[000:170]: the winner is the player with the largest tribe (people icons on every card).
    Tribes of 4, 6 (field crew + 2 refugees), 3 (thugs) and 5 people: seat 1 alone wins."""
    result = end_game(
        [["refugee"] * 4, ["field_crew", "refugee", "refugee"], ["thugs", "spear", "pills"], ["tribe_family_5"]]
    )
    assert [s.people for s in result.scores] == [4, 6, 3, 5]
    assert result.winners == (1,)


def test_a_people_tie_is_broken_by_contested_cards_among_the_tied_only_000_170() -> None:
    """[000:170]: "If there is a tie, then the player among those tied with the most contested
    resource cards is the winner." Seats 0 and 1 tie at 5 people; seat 1 holds a contested
    resource (tribe family 3), seat 0 none; seat 2 holds two contested tools but only 1 person
    and is not in the tie."""
    result = end_game(
        [["refugee"] * 5, ["tribe_family_3", "refugee", "refugee"], ["refugee", "wolf_pack", "sled_team"]]
    )
    assert [s.people for s in result.scores] == [5, 5, 3]
    assert [s.contested for s in result.scores] == [0, 1, 2]
    assert result.winners == (1,)


def test_then_the_most_cards_among_those_still_tied_000_170() -> None:
    """[000:170]: still tied, the player among them with the most cards in her deck wins. Seats 1
    and 2 tie at 4 people and 0 contested resources; seat 2 has 3 more cards (junk and pills);
    seat 0, with fewer people but the most cards, is not in the tie."""
    result = end_game(
        [
            ["refugee"] * 2 + ["pills"] * 7,
            ["refugee"] * 4,
            ["refugee", "refugee", "brawler", "scout", "junk", "pills", "pills"],
        ]
    )
    assert [s.people for s in result.scores] == [2, 4, 4]
    assert [s.cards for s in result.scores] == [9, 4, 7]
    assert result.winners == (2,)


def test_a_full_tie_among_three_of_four_is_a_shared_victory_000_172() -> None:
    """[000:172]: "If there is still a tie, the tied players rejoice in their shared victory."
    Three identical tribes share the win; the fourth, smaller, does not."""
    same = ["scavenger", "scavenger", "spear"]
    result = end_game([same, ["scavenger"], list(same), list(same)])
    assert result.winners == (0, 2, 3)


def test_p3_f7_the_gearheads_go_to_the_most_tools_and_add_five_people_000_561() -> None:
    """[000:561]: the Gearheads join the player with the most tool-icon cards; P-3/F-7: worth 5
    people. Seat 2's three tools (spear, shovel, net) beat 1 and 2; her 1 refugee + 5 = 6 people
    beat seat 0's 5 refugees, so the gang decides the game."""
    result = end_game(
        [["refugee"] * 5 + ["spear"], ["refugee"] * 3 + ["spear", "shovel"], ["refugee", "spear", "shovel", "net"]],
        HQ1,
    )
    assert [s.gangs for s in result.scores] == [(), (), ("gang_gearheads",)]
    assert [s.people for s in result.scores] == [5, 3, 6]
    assert result.winners == (2,)


def test_the_gearheads_tie_is_broken_by_contested_tools_000_561() -> None:
    """[000:561]: "Ties are broken by counting the total number of tools that are contested
    resources." Seats 1 and 2 have 2 tools each; seat 2's include a wolf pack (a contested
    tool): she takes the Gearheads. Seat 0 has 1 tool."""
    result = end_game(
        [["refugee", "spear"], ["refugee", "spear", "shovel"], ["refugee", "spear", "wolf_pack"]],
        HQ1,
    )
    assert [s.gangs for s in result.scores] == [(), (), ("gang_gearheads",)]


def test_f4_a_gearheads_tie_that_the_tie_break_cannot_break_awards_nobody() -> None:
    """F-4: "The gang is not awarded if there is still a tie". Seats 0 and 2 each have 2 tools
    and no contested tool; seat 1 has 1: nobody gets the Gearheads."""
    result = end_game(
        [["refugee", "spear", "net"], ["refugee", "spear"], ["refugee", "shovel", "pickaxe"]],
        HQ1,
    )
    assert all("gang_gearheads" not in s.gangs for s in result.scores)


def test_ed8_the_pharmers_tie_is_broken_by_medics_000_563() -> None:
    """[000:563], ED-8: the Pharmers join the highest meds value of medicine cards; "Ties are
    broken by counting the total number of medics." Seats 0 and 1 both hold 2 meds (a medkit;
    two pills); seat 1 also has a medic: she takes the Pharmers. Seat 2 has 1 med."""
    result = end_game(
        [["refugee", "medkit"], ["refugee", "pills", "pills", "medic"], ["refugee", "pills"]],
        HQ1,
    )
    assert [s.gangs for s in result.scores] == [(), ("gang_pharmers",), ()]


def test_f8_a_humanitarians_tie_awards_nobody_in_a_three_player_game_003_265() -> None:
    """[003:264-265], F-8: the Humanitarians join the most cards with "refugee" in the title;
    "In the event of a tie, this gang is not awarded." Seats 0 and 2 have 3 refugees each."""
    result = end_game([["refugee"] * 3, ["refugee", "scout"], ["refugee", "refugee", "scouting_refugee"]], R5)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)


def test_f8_the_humanitarians_go_to_the_single_most_refugees_003_264() -> None:
    """[003:264]: with one clear leader in refugee cards (4 against 3 and 1) she gets the
    Humanitarians and their 5 people."""
    result = end_game([["refugee"] * 3, ["refugee", "scout"], ["refugee"] * 3 + ["scouting_refugee"]], R5)
    assert [s.gangs for s in result.scores] == [(), (), ("gang_humanitarians",)]
    assert result.scores[2].people == 4 + 5


def test_f4_the_gearheads_tie_break_counts_only_among_the_tied_players_000_561() -> None:
    """[000:561]: ties are broken by contested-resource tools, among the tied. Seats 0 and 1
    tie at 2 tools, neither a contested one; seat 2, with 1 tool that is a contested resource
    (a grenade), is not in the tie: nobody gets the Gearheads (F-4)."""
    result = end_game(
        [["refugee", "spear", "net"], ["refugee", "shovel", "pickaxe"], ["refugee", "grenade"]],
        HQ1,
    )
    assert all("gang_gearheads" not in s.gangs for s in result.scores)


def test_f6_the_masons_count_completed_buildings_then_engineers_000_565() -> None:
    """[000:565], F-6: the Masons join the most completed and enabled buildings; ties are broken
    by engineers. Seats 0 and 1 have one completed building each, seat 1 also an engineer;
    seat 2's two buildings are still under construction and do not count: seat 1 wins them."""
    modules = frozenset({"hq1", "hq2"})
    result = end_game(
        [],
        modules,
        seats=[
            {"hand": [], "deck": ["refugee"], "buildings": [{"building": "bunker"}]},
            {"hand": [], "deck": ["refugee", "engineer"], "buildings": [{"building": "pharmacy"}]},
            {
                "hand": [],
                "deck": ["refugee"],
                "buildings": [
                    {"building": "armory", "timer": ["junk"]},
                    {"building": "hydroponic_gardens", "timer": ["junk", "junk"]},
                ],
            },
        ],
    )
    assert [s.gangs for s in result.scores][1] == ("gang_masons",)
    assert all("gang_masons" not in s.gangs for s in (result.scores[0], result.scores[2]))


def test_f2_a_gang_is_not_a_card_for_the_cards_tie_break_000_170() -> None:
    """[000:170], F-2: the last tie-break counts the cards of the tribe, "Gang, leader and
    building cards are excluded". Seat 0 (thugs + 2 refugees: 5 people, 3 cards) ties seat 1
    (spear, shovel, junk + the Gearheads: 5 people, 3 cards) on people, contested resources
    and cards: a shared victory; seat 2 (1 refugee) is out of it."""
    result = end_game([["thugs", "refugee", "refugee"], ["spear", "shovel", "junk"], ["refugee"]], HQ1)
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert [s.people for s in result.scores] == [5, 5, 1]
    assert [s.cards for s in result.scores] == [3, 3, 1]
    assert result.winners == (0, 1)
