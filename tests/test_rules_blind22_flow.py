"""A twenty-second blind audit: the flow of a whole game (setup for 1-5 players, the order of the
gathering phase, drawing and reshuffling, the skirmish's initiative, the round's end and the
initiator card, the end of the game and its scoring, the 2-player rules, HQ's phases where they
change the flow), read against the third-party summary [004] where it says something testable.

Written from the rulebooks (cited as [000:LINE], [001:LINE], [004:LINE]), `shared/RULINGS.md`
(ruling IDs), the card data (`shared/cards.tsv`) and the public API alone (README.md,
docs/view.md, docs/scenarios.md), without reading the engine's source. Whole rounds and whole
games are driven step by step, and what each seat's view and log tell it is checked on the way:
nothing hidden may show.

Card figures used (cards.tsv): scavenger dig/draw/hunt/fight 1, cost 1 food; brawler dig 1 fight
2, cost 2 food; refugee dig 0 hunt 0, no fight, 1 person; spear +1 hunt +2 fight; shovel +2 dig
+1 fight; thugs fight 3, 3 people; tribe family (N people) fight 0; hunter cost 1 med.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import finish_round, now, pass_windows, play_out, texts, to_turn, zone_kinds

MERCENARIES = ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs")
"""The eight mercenary stacks [000:107]."""
FULL_STACKS = {"scavenger": 20, "brawler": 10, "hunter": 8, "saboteur": 8, "scout": 8, "group_leaders": 5}
FULL_STACKS |= {"sniper_team": 5, "thugs": 5}
"""Each stack's copies in the box [000:31-33]."""
BASE_JUNKYARD = Counter(junk=7, multitool=4, net=4, spear=6, pickaxe=4, shovel=6, medkit=6, pills=9)
"""The 46 junkyard cards [000:35]."""
STARTER = Counter(refugee=4, scavenger=3, brawler=1, spear=1, shovel=1)
"""Each player's starter deck [000:95-101]."""
PRIVATE_EVENTS = (
    sc.EventType.DREW,
    sc.EventType.DUG,
    sc.EventType.KEPT,
    sc.EventType.GAINED,
    sc.EventType.PEEKED,
    sc.EventType.TRASHED,
    sc.EventType.RESHUFFLED,
    sc.EventType.DEADLOCK,
    sc.EventType.SKIRMISH_WON,
    sc.EventType.COMMITTED,
)
"""Events whose cards are face down: a draw, a dig, a kept card, a won resource, the peek, a
trash (face down onto the junkyard [000:236]), a reshuffle, a deadlock's resource (unseen
[000:274]) and a commit (face down [000:158])."""


def deal(players: int, seed: int = 0, **config: Any) -> sc.Game:
    """An ordinary game (no scenario): the rulebook's own setup."""
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, **config))


def stacked(players: list[dict[str, Any]], **table: Any) -> sc.Game:
    """A stacked table of ``len(players)`` seats (seed 0), base game unless ``modules`` given."""
    config = {k: table.pop(k) for k in ("modules", "rules") if k in table}
    scenario = {"players": players, **table}
    return sc.Game.new(sc.GameConfig(players=len(players), seed=0, scenario=scenario, **config))


def seat(hand: list[str], deck: list[str] | None = None, **zones: Any) -> dict[str, Any]:
    """One seat of a stacked table: its hand over its deck (empty unless given)."""
    return {"hand": hand, "deck": deck or [], **zones}


def random_game(players: int, seed: int, **config: Any) -> sc.Game:
    """A whole game played by random legal actions to its end."""
    game = deal(players, seed, **config)
    rng = random.Random(seed)
    while not game.over:
        who = game.to_act[0]
        game.apply(who, rng.choice(game.legal_actions(who)))
    return game


def events(game: sc.Game, viewer: int | None, kind: sc.EventType) -> list[sc.Event]:
    """The events of one type in ``viewer``'s log, oldest first."""
    return [e for e in game.log(viewer) if e.type is kind]


def initiators(game: sc.Game) -> dict[int, int | None]:
    """Each round's initiator, as the public log announces each round's start."""
    return {e.round: e.seat for e in events(game, None, sc.EventType.ROUND_STARTED)}


def owned(game: sc.Game, who: int) -> Counter[str]:
    """Every card kind ``who`` owns, in any of her zones (omniscient, for the check only)."""
    skip = ("removed", "leader", "dealt", "gangs")
    return Counter(
        c.kind
        for name, cards in game.zones().items()
        if name.startswith(f"{who}:") and name.split(":")[1] not in skip
        for c in cards
    )


def all_cards_named(game: sc.Game, viewer: int | None) -> Counter[str]:
    """Every card kind named anywhere in ``viewer``'s log."""
    return Counter(c for e in game.log(viewer) for c in e.cards)


# ---------------------------------------------------------------------------------------------
# Setup [000:93-116] [004:31-47]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_000_107_r0_eight_stacks_hold_the_box_less_the_starters_for_each_player_count(players: int) -> None:
    """[000:107] the mercenaries are "8 separate stacks, by mercenary type", face up; R-0: the
    starters (3 scavengers and a brawler a player [000:95-101]) come out of those stacks."""
    market = dict(deal(players).view(None).market)
    expected = dict(FULL_STACKS, scavenger=20 - 3 * players, brawler=10 - players)
    assert market == expected


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_000_35_113_v1_junkyard_by_player_count(players: int) -> None:
    """[000:35] 46 junkyard cards, less the starters' spears and shovels (R-0); with two players
    [000:113] [004:45] "Remove two cards of each kind" (V-1). The contested pile is the 14 cards of
    [000:37] for every count, face down: the view gives counts only."""
    game = deal(players)
    expected = BASE_JUNKYARD - Counter(spear=players, shovel=players)
    if players == 2:
        expected -= Counter(dict.fromkeys(BASE_JUNKYARD, 2))
    assert Counter(zone_kinds(game, "junkyard")) == expected
    view = game.view(None)
    assert view.junkyard_count == sum(expected.values())
    assert view.contested_count == 14
    assert all_cards_named(game, None) == Counter()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_000_109_125_each_seat_starts_with_the_starter_deck_and_has_drawn_five_of_it(players: int) -> None:
    """[000:95-101] every seat's deck is the same ten cards, shuffled face down [000:109]; round
    one's drawing phase [000:125] leaves five in hand and five in the deck, nothing discarded."""
    game = deal(players, seed=players)
    view = game.view(None)
    assert view.round == 1
    assert view.phase == "gathering"
    for who in range(players):
        assert owned(game, who) == STARTER
        side = view.seats[who]
        assert (side.hand_count, side.deck_count, side.discard, side.discard_hidden_count) == (5, 5, (), 0)
        assert Counter(game.view(who).hand) <= STARTER
        assert len(game.view(who).hand) == 5


@pytest.mark.parametrize("players", [2, 3, 5])
def test_000_125_the_log_shows_each_seat_its_own_five_cards_and_only_counts_of_the_others(players: int) -> None:
    """[000:125] each draws five from her own face-down deck: hidden from the others."""
    game = deal(players, seed=11)
    for viewer in range(players):
        drew = events(game, viewer, sc.EventType.DREW)
        shown = [e for e in drew if e.cards]
        assert [e.seat for e in shown] == [viewer]
        assert sorted(shown[0].cards) == sorted(game.view(viewer).hand)
        assert sorted(e.count for e in drew if not e.cards) == [5] * players
    assert all(not e.cards for e in events(game, None, sc.EventType.DREW))


@pytest.mark.parametrize(("players", "module"), [(2, 1), (2, 2), (5, 1), (5, 2)])
def test_000_536_573_v1_hq_adds_its_stacks_junkyard_cards_pile_and_gangs(players: int, module: int) -> None:
    """HQ module 1 [000:536-539] adds the medic stack beside the eight, the 8 new junkyard cards
    (4 rifles, 4 toolkits [000:53]) and the Gearheads and Pharmers; module 2 [000:569-572] adds
    the engineer stack, the 12 buildings as a face-down third pile and the Masons. The 2-player
    cut [000:113] leaves the expansion's junkyard cards whole (V-1)."""
    view = deal(players, modules=sc.hq_modules(module)).view(None)
    market = dict(view.market)
    assert market["medic"] == 8
    assert ("engineer" in market) == (module == 2)
    assert market.get("engineer", 8) == 8
    assert set(market) - {"medic", "engineer"} == set(MERCENARIES)
    base = 26 if players == 2 else 46 - 2 * players
    assert view.junkyard_count == base + 8
    assert view.schematics_count == (12 if module == 2 else 0)
    gangs = {"gang_gearheads", "gang_pharmers"} | ({"gang_masons"} if module == 2 else set())
    assert set(view.gangs) == gangs
    assert view.contested_count == 14


def test_000_109_the_first_initiator_is_random_and_takes_the_first_turn() -> None:
    """[000:109] "Randomly select a player and hand her the initiator card"; [000:130] the
    initiator takes the first action. Over seeds every seat of five is drawn at least once."""
    drawn = set()
    for seed in range(40):
        view = deal(5, seed).view(None)
        assert view.decision is not None
        assert view.decision == sc.Decision("turn", view.initiator, None, None)
        drawn.add(view.initiator)
    assert drawn == set(range(5))


def test_hq3_leaders_are_kept_in_setup_and_shown_only_once_all_have_chosen_000_650() -> None:
    """[000:650] each player is dealt two leaders face down, keeps one face up, sets the other
    aside; the kept ones are shown when all have chosen (simultaneous choice): until then no
    seat's view or log names another's leader. Then round one starts with the initiator."""
    game = deal(3, seed=4, modules=sc.hq_modules(3))
    assert game.view(None).phase == "setup"
    chosen: dict[int, str] = {}
    while game.view(None).phase == "setup":
        d = now(game)
        assert d.kind == "leader"
        dealt = game.view(d.seat).dealt
        assert len(dealt) == 2
        assert len(set(dealt)) == 2
        chosen[d.seat] = dealt[0]
        game.apply(d.seat, f"lead {dealt[0]}")
        if game.view(None).phase == "setup":
            for viewer in (None, *range(3)):
                assert all(s.leader is None for s in game.view(viewer).seats)
                others = {k for s, k in chosen.items() if s != viewer}
                assert not others & set(all_cards_named(game, viewer))
    assert sorted(chosen) == [0, 1, 2]
    view = game.view(None)
    assert [s.leader for s in view.seats] == [chosen[0], chosen[1], chosen[2]]
    assert view.phase == "gathering"
    assert view.round == 1
    assert view.decision == sc.Decision("turn", view.initiator, None, None)
    assert all(s.hand_count == 5 for s in view.seats)


# ---------------------------------------------------------------------------------------------
# The gathering phase [000:128-132] [000:184-200] [004:59-77]


def test_000_130_132_five_players_take_turns_from_the_initiator_clockwise_then_round_two() -> None:
    """[000:130-132] the initiator acts first, then the others clockwise, one turn at a time; in
    round one there is no skirmish [000:144], so after the last turn round two starts, with the
    same initiator [000:146]."""
    players = [seat(["scavenger", "refugee"]) for _ in range(5)]
    game = stacked(players, round=1, initiator=3, contested=["grenade"])
    order = [d.seat for d in finish_round(game) if d.kind == "turn"]
    assert order == [3, 4, 0, 1, 2]
    view = game.view(None)
    assert (view.round, view.initiator) == (2, 3)
    assert view.decision == sc.Decision("turn", 3, None, None)
    assert view.contested_count == 1


def test_000_185_200_each_action_once_a_turn_and_the_table_sees_which_were_taken() -> None:
    """[000:185] [000:200] [004:77] "no action may be taken more than once": after each action
    its verb is no longer offered, and every seat sees the verbs used (SeatView.used)."""
    hand = ["scavenger", "scavenger", "scavenger", "brawler", "refugee", "shovel", "spear", "junk"]
    game = stacked([seat(hand), seat(["refugee"]), seat(["refugee"])], round=1, junkyard=["net", "pills"])
    game.apply(0, "dig brawler")
    pass_windows(game)
    game.apply(0, "keep none")
    pass_windows(game)
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    game.apply(0, "hire scavenger")
    pass_windows(game)
    game.apply(0, "draw scavenger")
    pass_windows(game)
    game.apply(0, "trash junk")
    pass_windows(game)
    verbs = {t.split()[0] for t in texts(game, 0)}
    assert not verbs & {"dig", "hunt", "hire", "draw", "trash"}
    assert "end" in verbs
    for viewer in (None, 1, 2):
        assert set(game.view(viewer).seats[0].used) >= {"dig", "hunt", "hire", "draw", "trash"}


def test_000_256_004_75_cards_used_in_gathering_go_face_up_to_the_discard_at_once() -> None:
    """[000:256] "During Resource Gathering, cards are discarded after use" [004:75]: the cards of
    a hunt are in the face-up discard pile for everyone as soon as it resolves."""
    game = stacked([seat(["scavenger", "spear", "refugee"]), seat(["refugee"]), seat(["refugee"])], round=1)
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    for viewer in (None, 0, 1, 2):
        side = game.view(viewer).seats[0]
        assert sorted(side.discard) == ["scavenger", "spear"]
        assert side.hand_count == 1


def test_r1_000_124_unused_cards_of_rounds_one_and_two_are_discarded_and_five_new_are_drawn() -> None:
    """[000:124-125] the drawing phase first discards all cards of the previous round, then each
    draws 5: a card never used in round one does not stay in hand for round two."""
    game = stacked(
        [seat(["thugs", "pills"], ["scavenger"] * 5), seat(["refugee"]), seat(["refugee"])],
        round=1,
        contested=["grenade"],
    )
    finish_round(game)
    assert game.view(None).round == 2
    mine = game.view(0)
    assert mine.hand == ("scavenger",) * 5
    assert sorted(mine.seats[0].discard) == ["pills", "thugs"]
    assert all(sorted(game.view(v).seats[0].discard) == ["pills", "thugs"] for v in (None, 1, 2))


def test_000_144_r1_rounds_one_and_two_ask_no_commit_and_round_three_does() -> None:
    """[000:144] no skirmish in rounds 1-2 (R-1: no commitment step); [000:131-136] from round
    three each turn ends with the announcement of the cards kept for the skirmish."""
    game = stacked([seat(["refugee"], ["refugee"] * 5) for _ in range(3)], round=1, contested=["grenade"])
    kinds_by_round: dict[int, set[str]] = {}
    for _ in range(3):
        rnd = game.view(None).round
        kinds_by_round[rnd] = {d.kind for d in finish_round(game)}
    assert "commit" not in kinds_by_round[1]
    assert "commit" not in kinds_by_round[2]
    assert "commit" in kinds_by_round[3]
    assert game.over


# ---------------------------------------------------------------------------------------------
# Drawing and reshuffling [000:125] [000:190]


def test_000_125_190_round_three_draw_reshuffles_every_card_of_rounds_one_and_two() -> None:
    """With nothing done in rounds one and two, the deck is empty after round two's draw and
    nothing reshuffles early (R-6); round three's draw [000:125] shuffles the ten discarded
    cards into a new deck and draws five: the table sees the reshuffle's count, not its cards."""
    game = deal(3, seed=2)
    finish_round(game)
    assert game.view(None).round == 2
    assert all((s.deck_count, len(s.discard)) == (0, 5) for s in game.view(None).seats)
    assert not events(game, None, sc.EventType.RESHUFFLED)
    finish_round(game)
    view = game.view(None)
    assert view.round == 3
    shuffles = events(game, None, sc.EventType.RESHUFFLED)
    assert sorted((e.seat, e.count) for e in shuffles) == [(0, 10), (1, 10), (2, 10)]
    assert all(not e.cards for e in shuffles)
    assert all((s.hand_count, s.deck_count, s.discard) == (5, 5, ()) for s in view.seats)


def test_000_262_a_card_kept_from_a_dig_stays_hidden_in_the_discard_until_reshuffled() -> None:
    """[000:262] a card kept from the junkyard is tucked away hidden: only its owner knows it (R-16);
    the reshuffle at the next short draw takes it into her deck, still unseen by the others."""
    game = stacked(
        [seat(["brawler", "refugee"], ["scavenger"] * 4), seat(["refugee"]), seat(["refugee"])],
        round=2,
        junkyard=["wolf_pack", "junk"],
        contested=["grenade", "net"],
    )
    game.apply(0, "dig brawler")
    pass_windows(game)
    game.apply(0, "keep wolf_pack")
    pass_windows(game)
    assert game.view(0).discard_hidden == ("wolf_pack",)
    for viewer in (None, 1, 2):
        assert game.view(viewer).seats[0].discard_hidden_count == 1
        assert "wolf_pack" not in all_cards_named(game, viewer)
    finish_round(game)
    assert game.view(None).round == 3
    assert game.view(0).discard_hidden == ()
    assert game.view(None).seats[0].discard_hidden_count == 0
    assert "wolf_pack" in zone_kinds(game, "0:deck") + zone_kinds(game, "0:hand")
    for viewer in (None, 1, 2):
        assert "wolf_pack" not in all_cards_named(game, viewer)


def test_000_190_a_round_draw_takes_the_deck_first_then_the_reshuffled_discard() -> None:
    """[000:190] "she first draws all cards from her deck, then shuffles her discard pile": with
    two cards left in the deck, both are in the new hand whatever the shuffle does."""
    for seed in range(4):
        players = [
            seat(["refugee"], ["thugs", "sled_team"], discard=["refugee"] * 6),
            seat(["refugee"]),
            seat(["refugee"]),
        ]
        game = sc.Game.new(
            sc.GameConfig(players=3, seed=seed, scenario={"players": players, "round": 1, "contested": ["grenade"]})
        )
        finish_round(game)
        hand = Counter(game.view(0).hand)
        assert hand["thugs"] == 1
        assert hand["sled_team"] == 1
        assert sum(hand.values()) == 5


# ---------------------------------------------------------------------------------------------
# The skirmish [000:134-138] [000:264-274]


def test_000_158_266_counts_are_public_while_forces_stay_hidden_until_the_last_commit() -> None:
    """[000:158] each announces how many cards she keeps, face down; [000:266] all reveal at the
    same time once every player has gathered: no force is seen before the last commit."""
    game = stacked([seat(["brawler", "refugee"]), seat(["thugs", "pills"]), seat(["scavenger", "spear"])], round=3)
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee")
    game.apply(1, "end")
    game.apply(1, "commit pills thugs")
    for viewer in (None, 0, 1, 2):
        view = game.view(viewer)
        assert [s.committed_count for s in view.seats] == [2, 2, 0]
        assert all(s.force is None and s.strength is None for s in view.seats)
        assert view.skirmish_winner is None
    assert game.view(1).committed == ("pills", "thugs")
    assert game.view(2).committed == ()
    for viewer in (None, 0, 2):
        assert "thugs" not in all_cards_named(game, viewer)
    assert not events(game, None, sc.EventType.REVEALED)
    game.apply(2, "end")
    game.apply(2, "commit scavenger spear")
    for viewer in (None, 0, 1, 2):
        revealed = {e.seat: e.cards for e in events(game, viewer, sc.EventType.REVEALED)}
        assert revealed == {0: ("brawler", "refugee"), 1: ("pills", "thugs"), 2: ("scavenger", "spear")}


def test_000_268_the_winner_alone_learns_which_resource_she_won() -> None:
    """[000:268] [004:135] the winner adds the top contested resource to her discard pile
    "without revealing it to the other players"."""
    game = stacked(
        [seat(["brawler"], ["scavenger"] * 5), seat(["thugs"], ["hunter"] * 5), seat(["refugee"], ["pills"] * 5)],
        round=3,
        contested=["field_crew", "grenade"],
    )
    finish_round(game, {0: "commit brawler", 1: "commit thugs", 2: "commit refugee"})
    assert [e.seat for e in events(game, None, sc.EventType.SKIRMISH_WON)] == [1]
    assert game.view(1).discard_hidden == ("field_crew",)
    assert [e.cards for e in events(game, 1, sc.EventType.GAINED)] == [("field_crew",)]
    # Seat 0, the initiator, peeked at it [000:150]: no other event names it to her.
    assert [e.type for e in game.log(0) if "field_crew" in e.cards] == [sc.EventType.PEEKED]
    for viewer in (None, 0, 2):
        assert viewer == 0 or "field_crew" not in all_cards_named(game, viewer)
        assert game.view(viewer).seats[1].discard_hidden_count == 1
        assert "field_crew" not in game.view(viewer).seats[1].discard
    assert game.view(None).contested_count == 1


def test_000_274_a_deadlocked_resource_goes_into_the_junkyard_seen_by_nobody() -> None:
    """[000:274] [004:137] a deadlock puts the top contested resource into the junkyard "without
    looking at it" and shuffles it: no seat's log names it (but for its peeker's peek [000:150]),
    the contested pile shrinks, the junkyard grows."""
    game = stacked(
        [seat(["brawler"]), seat(["brawler"]), seat(["brawler"])],
        round=3,
        junkyard=["junk", "pills"],
        contested=["tribe_family_5", "grenade"],
    )
    assert game.view(0).peeked == "tribe_family_5"
    finish_round(game, {0: "commit brawler", 1: "commit brawler", 2: "commit brawler"})
    assert events(game, None, sc.EventType.DEADLOCK)
    assert not events(game, None, sc.EventType.SKIRMISH_WON)
    view = game.view(None)
    assert (view.contested_count, view.junkyard_count) == (1, 3)
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "pills", "tribe_family_5"])
    for viewer in (None, 1, 2):
        assert "tribe_family_5" not in all_cards_named(game, viewer)
    assert [e.type for e in game.log(0) if "tribe_family_5" in e.cards] == [sc.EventType.PEEKED]


def test_004_57_the_peeked_card_goes_back_on_top_and_is_the_one_fought_for() -> None:
    """[000:150] [004:57] the initiator returns the peeked card face down to the top: the winner
    of round three's skirmish gets exactly that card, and nobody else was told what it was."""
    game = stacked(
        [seat(["refugee"]), seat(["thugs"], ["hunter"] * 5), seat(["refugee"])],
        round=3,
        contested=["sled_team", "grenade"],
    )
    assert game.view(0).peeked == "sled_team"
    assert all(game.view(v).peeked is None for v in (None, 1, 2))
    finish_round(game, {1: "commit thugs"})
    assert game.view(1).discard_hidden == ("sled_team",)
    peek = [k for k in game.view(0).knowledge if k.source == "peek"]
    assert [(k.zone, k.cards) for k in peek] == [("1:discard", ("sled_team",))]


def test_000_122_138_a_round_ends_with_the_initiator_passing_left_then_the_draw_then_the_peek() -> None:
    """[000:134-138] the winner takes the resource, then the initiator passes the card left,
    starting a new round: [000:122-126] all discard and draw five, then the new initiator peeks,
    then [000:130] she takes the first turn. The log keeps that order."""
    game = stacked(
        [seat(["brawler"]), seat(["refugee"]), seat(["refugee"]), seat(["refugee"])],
        round=3,
        initiator=2,
        contested=["grenade", "wolf_pack", "net"],
    )
    finish_round(game, {0: "commit brawler"})
    passed = events(game, None, sc.EventType.INITIATOR_PASSED)
    assert [e.seat for e in passed] == [3]
    round4 = [(e.type, e.seat) for e in game.log(None) if e.round == 4]
    order = [t for t, _ in round4]
    assert order[0] is sc.EventType.ROUND_STARTED
    last_draw = max(i for i, t in enumerate(order) if t is sc.EventType.DREW)
    peek = order.index(sc.EventType.PEEKED)
    turn = order.index(sc.EventType.TURN_STARTED)
    assert last_draw < peek < turn
    assert round4[peek][1] == 3
    assert round4[turn][1] == 3
    log = game.log(None)
    won_at = next(i for i, e in enumerate(log) if e.type is sc.EventType.SKIRMISH_WON)
    passed_at = next(i for i, e in enumerate(log) if e.type is sc.EventType.INITIATOR_PASSED)
    started_at = next(i for i, e in enumerate(log) if e.type is sc.EventType.ROUND_STARTED and e.round == 4)
    assert won_at < passed_at < started_at


def test_000_256_270_the_revealed_forces_go_to_their_owners_discard_piles_at_the_round_end() -> None:
    """[000:256] [000:270] skirmish cards stay until the end of the round and are then discarded:
    each force, winner's and loser's, is in its owner's face-up discard pile when round four
    starts, and the next hand is five fresh cards."""
    game = stacked(
        [seat(["thugs", "spear"], ["scavenger"] * 5), seat(["brawler", "pills"], ["hunter"] * 5), seat([])],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    finish_round(game, {0: "commit spear thugs", 1: "commit brawler pills"})
    view = game.view(None)
    assert view.round == 4
    assert sorted(view.seats[0].discard) == ["spear", "thugs"]
    assert view.seats[0].discard_hidden_count == 1
    assert sorted(view.seats[1].discard) == ["brawler", "pills"]
    assert game.view(0).hand == ("scavenger",) * 5
    assert game.view(1).hand == ("hunter",) * 5
    assert all(s.force is None and s.committed_count == 0 for s in view.seats)


# ---------------------------------------------------------------------------------------------
# The initiator card [000:138] [000:146] (ED-1) and the peek [000:126] [000:148-150]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ed1_000_146_the_initiator_holds_rounds_one_to_three_then_moves_left_every_round(players: int) -> None:
    """[000:146] "The initiator card remains with the first player for rounds 1-3. Thereafter, it
    moves to the initiator's left at the start of each subsequent round", to the game's end."""
    game = deal(players, seed=players)
    play_out(game)
    first = initiators(game)[1]
    assert first is not None
    expected = {r: (first + max(0, r - 3)) % players for r in range(1, 17)}
    assert initiators(game) == expected


@pytest.mark.parametrize("players", [2, 3, 5])
def test_2012_001_137_the_initiator_passes_left_at_every_rounds_end(players: int) -> None:
    """The older edition [001:137] passes the card at each round's end (step 9), rounds one and
    two included (ED-1's other reading, the 2012 rules option P-4)."""
    game = deal(players, seed=7, rules="2012")
    play_out(game)
    first = initiators(game)[1]
    assert first is not None
    assert initiators(game) == {r: (first + r - 1) % players for r in range(1, 17)}


@pytest.mark.parametrize(("players", "rules"), [(3, "2015"), (4, "2015"), (5, "2015"), (4, "2012")])
def test_000_126_150_the_initiator_of_every_round_from_three_peeks_and_nobody_else(players: int, rules: str) -> None:
    """[000:126] "Beginning with the third round, and continuing for the remainder of the game,
    the initiator peeks": one peek a round, rounds 3-16, by that round's initiator, its card in
    her log alone."""
    game = random_game(players, seed=3, rules=rules)
    peeks = events(game, None, sc.EventType.PEEKED)
    assert [e.round for e in peeks] == list(range(3, 17))
    starts = initiators(game)
    assert all(e.seat == starts[e.round] for e in peeks)
    assert all(not e.cards for e in peeks)
    for viewer in range(players):
        mine = [e for e in events(game, viewer, sc.EventType.PEEKED) if e.cards]
        assert {e.round for e in mine} == {e.round for e in peeks if e.seat == viewer}


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_000_114_v3_two_players_never_peek_in_a_whole_game(rules: str) -> None:
    """[000:114] [001:107] [004:45] with two players "Eliminate all contested resources peeking",
    in either edition."""
    for seed in range(3):
        game = random_game(2, seed, rules=rules)
        assert not events(game, None, sc.EventType.PEEKED)
        assert not any(events(game, viewer, sc.EventType.PEEKED) for viewer in (0, 1))


def test_ed1_a_table_stacked_in_round_two_keeps_its_initiator_for_round_three() -> None:
    """[000:146] the card stays with the first player through round three, wherever the table
    starts: a scenario in round two with seat 1 first keeps seat 1 for round three, then seat 2."""
    game = stacked(
        [seat(["refugee"], ["refugee"] * 5) for _ in range(3)], round=2, initiator=1, contested=["grenade", "net"]
    )
    finish_round(game)
    assert (game.view(None).round, game.view(None).initiator) == (3, 1)
    assert game.view(1).peeked == "grenade"
    finish_round(game)
    assert (game.view(None).round, game.view(None).initiator) == (4, 2)


def test_2012_001_137_a_table_stacked_in_round_two_passes_the_card_at_once() -> None:
    """The older edition [001:137] passes the initiator card at every round's end: a 2012 table
    stacked in round two with seat 1 first has seat 2 first in round three, who peeks [001:121]."""
    game = stacked(
        [seat(["refugee"], ["refugee"] * 5) for _ in range(3)],
        rules="2012",
        round=2,
        initiator=1,
        contested=["grenade", "net"],
    )
    finish_round(game)
    view = game.view(None)
    assert (view.round, view.initiator) == (3, 2)
    assert [game.view(v).peeked for v in range(3)] == [None, None, "grenade"]


# ---------------------------------------------------------------------------------------------
# The end of the game [000:140] [000:168-172] [004:151-157]


def test_000_140_170_the_last_resource_ends_the_game_at_once_and_nothing_more_is_asked() -> None:
    """[000:140] [000:170] the game continues "until the contested resource pile is depleted":
    the skirmish taking the last one ends the game; no round follows, nobody is asked anything,
    and an action then is refused with the game unchanged."""
    game = stacked([seat(["thugs"]), seat(["brawler"]), seat(["refugee"])], round=9, contested=["grenade"])
    finish_round(game, {0: "commit thugs", 1: "commit brawler"})
    assert game.over
    view = game.view(None)
    assert view.phase == "over"
    assert view.to_act == ()
    assert view.decision is None
    assert view.contested_count == 0
    assert view.round == 9
    assert not [e for e in game.log(None) if e.round == 10]
    for who in range(3):
        assert game.legal_actions(who) == ()
        before = game.to_json()
        with pytest.raises(sc.IllegalAction, match="the game is over"):
            game.apply(who, "end")
        assert game.to_json() == before
    assert events(game, None, sc.EventType.GAME_OVER)[-1].values == (0,)
    assert game.result is not None
    assert game.result.winners == (0,)


def test_ed2_000_170_a_deadlock_on_the_last_resource_also_ends_the_game() -> None:
    """[000:170] "When the contested resource pile has been depleted, the game is over" (ED-2):
    the older [001:139] [004:153] "last card won" is not waited for after a deadlock."""
    game = stacked([seat(["brawler"]), seat(["brawler"]), seat([])], round=7, contested=["grenade"])
    finish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert game.over
    assert game.view(None).contested_count == 0
    assert "grenade" in zone_kinds(game, "junkyard")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ed2_a_whole_game_is_sixteen_rounds_with_one_resource_gone_each_round_from_three(players: int) -> None:
    """[000:140] [000:144] two rounds without a skirmish, then one resource a round (won or
    deadlocked) until the 14 are gone: 16 rounds, whatever is played."""
    for seed in range(3):
        game = random_game(players, seed)
        assert sorted(initiators(game)) == list(range(1, 17))
        outcomes = [e.round for e in game.log(None) if e.type in (sc.EventType.SKIRMISH_WON, sc.EventType.DEADLOCK)]
        assert outcomes == list(range(3, 17))
        assert game.view(None).contested_count == 0


def test_000_170_172_the_result_counts_each_tribes_people_resources_and_cards_then_breaks_ties() -> None:
    """[000:170-172] [004:155-157] tribe size is the people on every card of the tribe; ties go
    to most contested resources, then most cards, then a shared victory. Checked on the final
    result of whole games played at random, against the cards each tribe really owns."""
    catalogue = sc.cards.CATALOGUE
    contested = {"wolf_pack", "grenade", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4"}
    contested.add("tribe_family_5")
    for players in (2, 3, 4, 5):
        for seed in range(4):
            game = random_game(players, seed)
            result = game.result
            assert result is not None
            keys = []
            for who in range(players):
                cards = owned(game, who)
                score = result.scores[who]
                assert score.people == sum(catalogue[k].people * n for k, n in cards.items())
                assert score.contested == sum(n for k, n in cards.items() if k in contested)
                assert score.cards == sum(cards.values())
                assert game.score(who) == score
                keys.append((score.people, score.contested, score.cards))
            best = max(keys)
            assert result.winners == tuple(who for who in range(players) if keys[who] == best)


@pytest.mark.slow
def test_000_170_561_565_hq_results_count_every_card_and_five_people_a_gang_p3() -> None:
    """[000:170] tribe size over every card the tribe owns, buildings' timer and stored cards
    included (F-1), each gang joined adding 5 people (P-3) but no card (F-2); buildings and
    leaders are no cards; contested resources by their icon (F-3). Whole HQ games (modules 1-4)
    played by a policy that keeps its cards (it rarely trashes), so that buildings get built."""
    catalogue = sc.cards.CATALOGUE
    built = 0
    for players in (2, 3, 4, 5):
        for seed in range(4):
            game = deal(players, seed, modules=sc.hq_modules(4))
            rng = random.Random(seed)
            while not game.over:
                who = game.to_act[0]
                legal = game.legal_actions(who)
                keen = [a for a in legal if not str(a).startswith(("trash", "end", "pass", "commit none", "keep none"))]
                game.apply(who, rng.choice(keen) if keen and rng.random() < 0.8 else rng.choice(legal))
            built += len(events(game, None, sc.EventType.BUILDING_STARTED))
            result = game.result
            assert result is not None
            for who in range(players):
                cards = owned(game, who)
                score = result.scores[who]
                people = sum(catalogue[k].people * n for k, n in cards.items()) + 5 * len(score.gangs)
                count = sum(n for k, n in cards.items() if catalogue[k].type.value != "building")
                contested = sum(n for k, n in cards.items() if any(r.value == "contested" for r in catalogue[k].roles))
                assert (score.people, score.cards, score.contested) == (people, count, contested)
    assert built > 0


def test_000_168_the_score_during_the_game_counts_hand_deck_discard_and_force() -> None:
    """[000:170] "every card in their decks": the score shown during the game counts the whole
    tribe, wherever its cards lie this moment (hand, deck, discard, committed force)."""
    game = stacked(
        [seat(["thugs", "refugee"], ["tribe_family_4"], discard=["brawler"]), seat(["refugee"]), seat([])], round=3
    )
    game.apply(0, "end")
    game.apply(0, "commit refugee thugs")
    assert game.score(0) == sc.Score(people=1 + 3 + 4 + 1, contested=1, cards=4, gangs=(), points=0)


def test_000_170_a_resource_won_in_the_last_round_decides_equal_tribes() -> None:
    """[000:170] equal tribes: the one with more contested resources wins, before the card count,
    and a resource won in the final skirmish counts. Two players (won by 2 [000:116]): seat 0
    (thugs, spear, refugee: 4 people, 3 cards) wins a grenade (0 people) from seat 1 (a refugee
    and three scavengers: 4 people, 4 cards), who would have won on cards without it."""
    game = stacked(
        [seat(["thugs", "spear", "refugee"]), seat(["refugee", "scavenger", "scavenger", "scavenger"])],
        round=16,
        contested=["grenade"],
    )
    finish_round(game, {0: "commit refugee spear thugs", 1: "commit refugee scavenger scavenger scavenger"})
    assert game.over
    assert game.result is not None
    assert [s.people for s in game.result.scores] == [4, 4]
    assert [s.contested for s in game.result.scores] == [1, 0]
    assert game.result.winners == (0,)
    assert game.result.decided_by == "contested"


def test_000_170_a_last_round_tie_leaves_equal_tribes_to_the_card_count() -> None:
    """[000:170] still tied on contested resources (none, the last one went to the junkyard on a
    2-player tie, fight 3 against 3 [000:116]): the most cards wins."""
    game = stacked(
        [seat(["thugs", "refugee"]), seat(["refugee", "scavenger", "scavenger", "scavenger"])],
        round=16,
        contested=["tribe_family_3"],
    )
    finish_round(game, {0: "commit refugee thugs", 1: "commit refugee scavenger scavenger scavenger"})
    assert game.over
    assert game.result is not None
    assert "tribe_family_3" in zone_kinds(game, "junkyard")
    assert game.result.winners == (1,)
    assert game.result.decided_by == "cards"


# ---------------------------------------------------------------------------------------------
# Two players [000:111-116] [004:43-47]


def test_000_116_two_players_a_one_point_win_is_a_tie_the_resource_goes_unseen_into_the_junkyard() -> None:
    """[000:116] [004:47] "Skirmishes must be won by 2. If not, then it is a tie and the players
    place the contested resource on top of the junkyard and then shuffle the junkyard"."""
    game = stacked(
        [seat(["brawler", "refugee"]), seat(["scavenger"])],
        round=3,
        junkyard=["junk"],
        contested=["field_crew", "grenade"],
    )
    assert all(game.view(v).peeked is None for v in (None, 0, 1))
    finish_round(game, {0: "commit brawler refugee", 1: "commit scavenger"})
    view = game.view(None)
    assert view.round == 4
    assert view.contested_count == 1
    assert view.junkyard_count == 2
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "field_crew"])
    for viewer in (None, 0, 1):
        assert "field_crew" not in all_cards_named(game, viewer)
    assert view.initiator == 1


def test_000_116_two_players_a_two_point_win_takes_the_resource() -> None:
    """[000:116] won by 2: brawler and spear (fight 4) against a scavenger (fight 1)."""
    game = stacked(
        [seat(["brawler", "spear"]), seat(["scavenger", "refugee", "refugee"])], round=3, contested=["grenade", "net"]
    )
    finish_round(game, {0: "commit brawler spear", 1: "commit refugee refugee scavenger"})
    assert [e.seat for e in events(game, None, sc.EventType.SKIRMISH_WON)] == [0]
    assert "grenade" in all_cards_named(game, 0)
    assert "grenade" not in all_cards_named(game, 1)


# ---------------------------------------------------------------------------------------------
# HQ where it changes the flow [000:534-691]


def test_h1_000_595_a_timer_ticks_in_the_drawing_phase_before_the_first_turn() -> None:
    """[000:595] "At the start of the player's next round, remove 1 card from each building that
    is under construction" (H-1): in round four's drawing phase, before the initiator's turn."""
    building = {"building": "armory", "timer": ["refugee", "refugee", "refugee"]}
    game = stacked(
        [seat(["refugee"], buildings=[building]), seat(["refugee"]), seat(["refugee"])],
        modules=sc.hq_modules(2),
        round=3,
    )
    finish_round(game)
    round4 = [e.type for e in game.log(None) if e.round == 4]
    assert sc.EventType.TIMER_REDUCED in round4
    # the hands are drawn, the timers tick, then the initiator peeks and takes her turn.
    last_draw = max(i for i, t in enumerate(round4) if t is sc.EventType.DREW)
    tick = round4.index(sc.EventType.TIMER_REDUCED)
    assert last_draw < tick < round4.index(sc.EventType.PEEKED) < round4.index(sc.EventType.TURN_STARTED)
    assert game.view(None).seats[0].buildings[0].timer == 2


def test_000_559_gangs_join_after_the_last_resource_and_not_before() -> None:
    """[000:559] "Once all of the contested resources have been gathered, then these tribes will
    choose": no gang joins before the last skirmish, and the score during the game leaves them
    out; at the end the Gearheads join the most tools (F-5), each gang 5 people (P-3)."""
    game = stacked(
        [seat(["thugs", "spear", "shovel"], []), seat(["refugee"], []), seat([], [])],
        modules=sc.hq_modules(1),
        round=4,
        contested=["grenade", "net"],
    )
    assert game.score(0).gangs == ()
    finish_round(game, {0: "commit shovel spear thugs"})
    assert not game.over
    assert not events(game, None, sc.EventType.GANG_JOINED)
    assert game.score(0).gangs == ()
    finish_round(game)
    assert game.over
    assert game.result is not None
    joined = events(game, None, sc.EventType.GANG_JOINED)
    assert joined
    assert all(e.round == 5 for e in joined)
    last_fight = max(
        i for i, e in enumerate(game.log(None)) if e.type in (sc.EventType.SKIRMISH_WON, sc.EventType.DEADLOCK)
    )
    first_gang = min(i for i, e in enumerate(game.log(None)) if e.type is sc.EventType.GANG_JOINED)
    assert last_fight < first_gang
    assert game.result.scores[0].gangs == ("gang_gearheads",)


# ---------------------------------------------------------------------------------------------
# The summary [004] read against [000]


def test_004_61_a_player_may_bluff_by_committing_cards_that_cannot_fight() -> None:
    """[004:61] "you may bluff by including cards that cannot be used in the skirmish" [000:162]:
    junk, medicine and a refugee are a legal commitment, counted like any other."""
    game = stacked([seat(["junk", "pills", "refugee"]), seat(["refugee"]), seat([])], round=3)
    game.apply(0, "end")
    assert "commit junk pills refugee" in texts(game, 0)
    game.apply(0, "commit junk pills refugee")
    assert game.view(None).seats[0].committed_count == 3


def test_004_85_dug_junk_goes_back_under_the_junkyard_and_gives_no_second_dig() -> None:
    """[004:85] [000:388] "You may immediately discard Junk cards to the bottom of the junkyard
    (you do not get another dig)"."""
    game = stacked(
        [seat(["brawler", "scavenger"]), seat(["refugee"]), seat(["refugee"])],
        round=1,
        junkyard=["junk", "net", "pills"],
    )
    game.apply(0, "dig brawler")
    pass_windows(game)
    assert game.view(0).looking == ("junk",)
    game.apply(0, "keep none")
    pass_windows(game)
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(t.startswith("dig") for t in texts(game, 0))


def test_004_109_000_228_trash_is_free_draws_nothing_and_goes_face_down_into_the_junkyard() -> None:
    """[004:109] [000:228] trash is a free action, no replacement is drawn; [000:236] the cards go
    face down onto the junkyard, which is shuffled: the others learn the count, not the cards."""
    game = stacked(
        [seat(["thugs", "pills", "refugee"], ["scavenger"] * 3), seat(["refugee"]), seat(["refugee"])],
        round=1,
        junkyard=["junk"],
    )
    game.apply(0, "trash pills thugs")
    pass_windows(game)
    view = game.view(None)
    assert view.seats[0].hand_count == 1
    assert view.seats[0].deck_count == 3
    assert view.junkyard_count == 3
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "pills", "thugs"])
    assert [e.count for e in events(game, None, sc.EventType.TRASHED)] == [2]
    for viewer in (None, 1, 2):
        assert "thugs" not in all_cards_named(game, viewer)


def test_004_101_000_218_one_hire_a_round_and_food_is_spent_on_that_one_mercenary() -> None:
    """[004:89] [004:101] food buys "a single mercenary card"; [000:218] one hire a round: a hunt
    of 3 hires one scavenger (1 food) and the other 2 food are lost."""
    game = stacked([seat(["scavenger", "scavenger", "spear", "pills"]), seat(["refugee"]), seat(["refugee"])], round=1)
    game.apply(0, "hunt scavenger+spear scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].food == 3
    game.apply(0, "hire scavenger")
    pass_windows(game)
    assert not any(t.startswith("hire") for t in texts(game, 0))
    assert Counter(game.view(None).seats[0].discard)["scavenger"] == 3


# ---------------------------------------------------------------------------------------------
# Hidden information over whole games


def test_no_log_tells_a_seat_a_card_it_may_not_see_over_whole_games() -> None:
    """Over whole random games of 2-5 players, base and HQ: every event a seat's log shows is
    public or addressed to it; the spectator's log has no addressed event; a face-down event
    (a draw, a dig, a kept card, a won resource, the peek, a trash, a reshuffle, a deadlock, a
    commit) names no card in the public log."""
    for players in (2, 3, 4, 5):
        for modules in (frozenset(), sc.hq_modules(4)):
            game = random_game(players, seed=players, modules=modules)
            for e in game.log(None):
                assert e.audience is None
                if e.type in PRIVATE_EVENTS:
                    assert e.cards == (), e
            for viewer in range(players):
                for e in game.log(viewer):
                    assert e.audience is None or viewer in e.audience, e


@pytest.mark.slow
def test_the_spectator_never_sees_a_hand_a_force_before_the_reveal_or_a_peek() -> None:
    """docs/view.md: the spectator's view has the public fields only, at every step of a whole
    game; a seat's view shows its own hand and never another's; what the whole table is told
    (the pending decision, `lone_pass`, `skirmish_winner`, every seat's public side) is the same
    in every seat's view, so no seat learns from it what another holds."""
    game = deal(4, seed=9)
    rng = random.Random(9)
    while not game.over:
        spectator = game.view(None)
        for viewer in range(4):
            view = game.view(viewer)
            assert (view.decision, view.lone_pass, view.skirmish_winner) == (
                spectator.decision,
                spectator.lone_pass,
                spectator.skirmish_winner,
            )
            assert [s.hand_count for s in view.seats] == [s.hand_count for s in spectator.seats]
            assert [s.force for s in view.seats] == [s.force for s in spectator.seats]
            assert [s.discard for s in view.seats] == [s.discard for s in spectator.seats]
        assert spectator.hand == ()
        assert spectator.committed == ()
        assert spectator.peeked is None
        assert spectator.discard_hidden == ()
        assert spectator.knowledge == ()
        assert spectator.looking == ()
        for who in range(4):
            assert Counter(game.view(who).hand) == Counter(zone_kinds(game, f"{who}:hand"))
        who = game.to_act[0]
        game.apply(who, rng.choice(game.legal_actions(who)))


def test_000_125_every_round_each_seat_draws_five_when_nobody_trashes() -> None:
    """[000:125] every round's drawing phase gives each seat five cards (a tribe of ten or more
    never runs short): checked at the first decision of all 16 rounds of a 5-player game."""
    game = deal(5, seed=13)
    seen: set[int] = set()
    while not game.over:
        view = game.view(None)
        if view.round not in seen and view.decision is not None and view.decision.kind == "turn":
            seen.add(view.round)
            assert [s.hand_count for s in view.seats] == [5] * 5
            assert view.decision.seat == view.initiator
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert seen == set(range(1, 17))


def test_000_132_round_one_ends_with_the_seat_on_the_initiators_right() -> None:
    """[000:132] play continues clockwise: in round one of three players from seat 1, seat 0
    takes the last turn, after seats 1 and 2 have ended theirs."""
    game = stacked([seat(["refugee"]) for _ in range(3)], round=1, initiator=1)
    to_turn(game, 0)
    turns = [e.seat for e in events(game, None, sc.EventType.TURN_STARTED)]
    assert turns == [1, 2, 0]


# ---------------------------------------------------------------------------------------------
# Whole games, decision by decision


def recorded_game(players: int, seed: int, **config: Any) -> tuple[sc.Game, list[tuple[int, sc.Decision]]]:
    """A whole game of random legal actions, with each decision met and the round it came in."""
    game = deal(players, seed, **config)
    rng = random.Random(seed)
    met: list[tuple[int, sc.Decision]] = []
    while not game.over:
        view = game.view(None)
        assert view.decision is not None
        met.append((view.round, view.decision))
        who = game.to_act[0]
        game.apply(who, rng.choice(game.legal_actions(who)))
    return game, met


@pytest.mark.parametrize(("players", "modules"), [(2, frozenset()), (4, frozenset()), (5, sc.hq_modules(4))])
def test_000_130_132_268_every_round_turns_and_skirmish_opportunities_go_clockwise_from_the_initiator(
    players: int, modules: frozenset[str]
) -> None:
    """[000:130-132] gathering turns, and [000:268] skirmish opportunities, start with that
    round's initiator and go clockwise, each seat at most once a round, in every round of whole
    games (a seat with nothing to use in the skirmish is skipped, docs/scenarios.md)."""
    for seed in range(3):
        game, met = recorded_game(players, seed, modules=modules)
        starts = initiators(game)
        for rnd in range(1, 17):
            first = starts[rnd]
            assert first is not None
            clockwise = [(first + i) % players for i in range(players)]
            turns = [d.seat for r, d in met if r == rnd and d.kind == "turn"]
            assert [s for i, s in enumerate(turns) if i == 0 or s != turns[i - 1]] == clockwise
            chances = [d.seat for r, d in met if r == rnd and d.kind == "skirmish"]
            assert len(set(chances)) == len(chances)
            assert chances == [s for s in clockwise if s in chances]
            if rnd < 3:
                assert not chances
                assert not [d for r, d in met if r == rnd and d.kind == "commit"]


@pytest.mark.parametrize("modules", [frozenset(), sc.hq_modules(4)])
def test_000_185_200_no_seat_takes_an_action_twice_in_a_round_over_whole_games(modules: frozenset[str]) -> None:
    """[000:185] [000:200] [004:77] a given action at most once a round: in whole random games
    each seat hires, digs, draws, hunts and trashes (R-11) at most once a round, by the public
    log (an action struck and aborted, I-2, is not taken)."""
    for players in (2, 3, 5):
        game = random_game(players, seed=players, modules=modules)
        taken: Counter[tuple[int, int | None, str]] = Counter()
        for e in game.log(None):
            if e.type is sc.EventType.DECLARED and e.text.split()[0] in ("dig", "draw", "hunt", "hire"):
                taken[(e.round, e.seat, e.text.split()[0])] += 1
            elif e.type is sc.EventType.ABORTED:
                taken[(e.round, e.seat, e.text.split()[0])] -= 1
            elif e.type is sc.EventType.TRASHED:
                taken[(e.round, e.seat, "trash")] += 1
            elif e.type is sc.EventType.HIRED:
                taken[(e.round, e.seat, "hired")] += 1
        assert taken
        assert max(taken.values()) == 1, taken.most_common(3)


def test_000_144_the_view_says_which_rounds_end_in_a_skirmish() -> None:
    """[000:144] no skirmish in rounds 1 and 2; from round 3 every round has one, the last
    included: `skirmish_this_round` (docs/view.md) says so in every seat's view."""
    game = deal(3, seed=5)
    seen: dict[int, bool] = {}
    while not game.over:
        view = game.view(None)
        seen.setdefault(view.round, view.skirmish_this_round)
        assert all(game.view(v).skirmish_this_round == view.skirmish_this_round for v in range(3))
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert seen == {r: r >= 3 for r in range(1, 17)}


@pytest.mark.parametrize(("players", "rules"), [(2, "2012"), (3, "2012"), (5, "2015")])
def test_ed2_hq_and_2012_whole_games_also_last_sixteen_rounds_and_end_with_the_gangs(players: int, rules: str) -> None:
    """[000:528] HQ keeps the contested resources as the game timer; [000:559] the gangs are
    decided once they are all gathered: in whole HQ games (modules 1-4), under either edition,
    16 rounds, the leaders shown once, then the gangs' verdicts after the last skirmish and
    before the game's end."""
    game = random_game(players, seed=21, modules=sc.hq_modules(4), rules=rules)
    assert sorted(initiators(game)) == list(range(1, 17))
    log = game.log(None)
    types = [e.type for e in log]
    assert types.count(sc.EventType.LEADER_REVEALED) == players
    assert max(i for i, t in enumerate(types) if t is sc.EventType.LEADER_REVEALED) < types.index(
        sc.EventType.TURN_STARTED
    )
    last_fight = max(i for i, t in enumerate(types) if t in (sc.EventType.SKIRMISH_WON, sc.EventType.DEADLOCK))
    verdicts = [i for i, t in enumerate(types) if t in (sc.EventType.GANG_JOINED, sc.EventType.GANG_STAYED_AWAY)]
    assert len(verdicts) == 3
    assert min(verdicts) > last_fight
    assert types[-1] is sc.EventType.GAME_OVER


def test_every_seat_and_the_spectator_see_the_same_final_result() -> None:
    """[000:170] the end is public: every view and the spectator's carry the game's result, the
    game-over event names the winners, and nobody is asked anything more."""
    game = random_game(4, seed=8)
    result = game.result
    assert result is not None
    for viewer in (None, 0, 1, 2, 3):
        view = game.view(viewer)
        assert view.result == result
        assert view.over
        assert view.phase == "over"
    assert events(game, None, sc.EventType.GAME_OVER)[-1].values == result.winners
    assert result.winners
    assert set(result.winners) <= set(range(4))


def test_000_670_a_once_a_round_leader_ability_and_its_unused_bonus_end_with_the_round() -> None:
    """[000:668-670] the Mentor's ability "can only be utilized once per round" (Part 3: each
    round, a refugee gives another tribe member +1): used in round one it is not offered again
    that round, its bonus left unused does not wait into round two, and round two offers it
    afresh, as every seat sees (SeatView.leader_used, boost)."""
    players = [
        seat(["refugee", "brawler", "scavenger"], ["refugee", "pills", "scavenger", "junk", "net"]),
        seat(["refugee"], ["hunter"] * 5),
        seat(["refugee"], ["medkit"] * 5),
    ]
    for index, leader in enumerate(("leader_mentor", "leader_ranger", "leader_gangster")):
        players[index]["leader"] = leader
    game = stacked(players, modules=sc.hq_modules(3), round=1, contested=["grenade"])
    game.apply(0, "lead refugee")
    pass_windows(game)
    for viewer in (None, 1, 2):
        side = game.view(viewer).seats[0]
        assert side.leader_used
        assert side.boost == 1
    assert not any(t.startswith("lead") for t in texts(game, 0))
    finish_round(game)
    assert game.view(None).round == 2
    for viewer in (None, 0, 1):
        side = game.view(viewer).seats[0]
        assert (side.leader_used, side.boost, side.boost_skills) == (False, 0, ())
    assert "lead refugee" in texts(game, 0)


def test_000_150_the_peek_is_the_initiators_for_her_round_only() -> None:
    """[000:150] the peek gives "the first player of each round" insight into that round's
    resource: in round four the round-three initiator's `peeked` is gone (docs/view.md: "peeked
    at it this round") and the new initiator sees the new top card."""
    players = [seat(["refugee"], ["hunter"] * 5), seat(["refugee"], ["pills"] * 5), seat(["refugee"], ["junk"] * 5)]
    game = stacked(players, round=3, contested=["wolf_pack", "grenade", "net"])
    assert [game.view(v).peeked for v in range(3)] == ["wolf_pack", None, None]
    finish_round(game)
    assert game.view(None).initiator == 1
    assert [game.view(v).peeked for v in (None, 0, 1, 2)] == [None, None, "grenade", None]


RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})


@pytest.mark.slow
@pytest.mark.parametrize("modules", [RECON, sc.hq_modules(4) | RECON], ids=["recon", "hq-recon"])
@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed1_ed2_v9_whole_games_with_every_module_keep_the_rounds_the_timer_and_the_cards(
    modules: frozenset[str], rules: str
) -> None:
    """The flow stays the base game's with every module [000:528] [003 M4] (V-9: 14 contested
    resources, 16 rounds): one resource gone a round from round three (ED-2), the initiator as
    the edition says (ED-1), no card made or lost (every zone counted), no event addressed to
    another seat, and no face-down card named in the public log (a kept building is placed
    face up [000:592], the one card kept face up)."""
    for players in (2, 3, 5):
        game = deal(players, seed=players, modules=modules, rules=rules)
        total = sum(len(cards) for cards in game.zones().values())
        rng = random.Random(players)
        while not game.over:
            who = game.to_act[0]
            legal = game.legal_actions(who)
            keen = [a for a in legal if not str(a).startswith(("trash", "end", "pass", "commit none", "keep none"))]
            game.apply(who, rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(legal))
        assert sum(len(cards) for cards in game.zones().values()) == total
        starts = initiators(game)
        first = starts[1]
        assert first is not None
        moved = {r: (r - 1 if rules == "2012" else max(0, r - 3)) for r in range(1, 17)}
        assert starts == {r: (first + moved[r]) % players for r in range(1, 17)}
        outcomes = [e.round for e in game.log(None) if e.type in (sc.EventType.SKIRMISH_WON, sc.EventType.DEADLOCK)]
        assert outcomes == list(range(3, 17))
        for e in game.log(None):
            face_up_building = e.type is sc.EventType.KEPT and e.text == "schematics"
            assert e.type not in PRIVATE_EVENTS or face_up_building or e.cards == (), e
        for viewer in range(players):
            assert all(e.audience is None or viewer in e.audience for e in game.log(viewer))


def test_003_316_330_the_solo_game_has_no_initiator_no_peek_and_a_skirmish_only_when_chosen() -> None:
    """[003:318-326] the solo setup: 32 cards in 7 face-down forces of 3, 4, 4, 5, 5, 5 and 6, no
    contested pile; [003:330-336] "There is no concept of an initiator", no forced skirmish: after
    her gathering the player may engage a force or not; the view says a skirmish comes only once
    one is engaged (docs/view.md `skirmish_this_round`), and nobody ever peeks."""
    game = deal(1, seed=6, modules=frozenset({"recon2"}))
    view = game.view(0)
    assert sorted(view.forces) == [3, 4, 4, 5, 5, 5, 6]
    assert (view.contested_count, view.initiator, view.skirmish_this_round) == (0, 0, False)
    game.apply(0, "end")
    assert now(game).kind == "engage"
    assert texts(game, 0) == [f"engage {n}" for n in range(1, 8)] + ["pass"]
    game.apply(0, "pass")
    assert game.view(0).round == 2
    assert game.view(0).forces == view.forces
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert game.view(0).skirmish_this_round
    assert now(game).kind == "commit"
    assert not events(game, 0, sc.EventType.PEEKED)


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed11_000_579_timer_cards_come_off_the_deck_top_and_the_2015_builder_never_sees_them(rules: str) -> None:
    """[000:579] the builder "draws the number of cards from the top of her deck equal to the
    building's build time and places them face-down, without looking at them" (ED-11; the older
    edition [001] says face down only, and the 2012 rules let the builder see them,
    `view.timers`): an armory (build time 3) takes the deck's top three; no log names them, and
    only a 2012 builder's view does."""
    deck = ["thugs", "medkit", "net", "sled_team", "junk"]
    players = [seat(["engineer", "scavenger"], deck), seat(["refugee"]), seat(["refugee"])]
    game = stacked(players, modules=sc.hq_modules(2), rules=rules, round=3, schematics=["armory", "bunker"])
    game.apply(0, "build engineer")
    pass_windows(game)
    game.apply(0, "keep armory")
    pass_windows(game)
    assert zone_kinds(game, "0:deck") == ["sled_team", "junk"]
    assert game.view(None).seats[0].buildings[0].timer == 3
    for viewer in (None, 0, 1, 2):
        named = all_cards_named(game, viewer)
        assert not {"thugs", "medkit", "net"} & set(named)
    assert game.view(0).timers == ((("medkit", "net", "thugs"),) if rules == "2012" else ())
    assert game.view(1).timers == ()
