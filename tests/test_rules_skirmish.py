"""The skirmish [000:264-274] and the end of the game [000:168-172], with the rulebook's sample
round walkthrough and sniped-tools example built as scenarios."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, play_random, table, zone_counter, zone_kinds
from scavengers.engine.core.events import EventType


def owned(game: sc.Game, seat: int) -> Counter[str]:
    """Every card kind a seat owns, in any zone."""
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


def commit_all(game: sc.Game, commits: dict[int, str]) -> None:
    """Every player in turn ends gathering and commits as given (default: nothing)."""
    start = game.round
    while not game.over and game.round == start:
        view = game.view(game.to_act[0])
        assert view.decision is not None
        seat = view.decision.seat
        if view.decision.kind == "turn":
            game.apply(seat, "end")
        elif view.decision.kind == "commit":
            game.apply(seat, commits.get(seat, "commit none"))
        else:
            return


def totals(game: sc.Game) -> dict[int, tuple[int, ...]]:
    """The last skirmish's (has_fight, fight, people) per participant."""
    events = [e for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS]
    last_round = events[-1].round
    return {e.seat: e.values for e in events if e.round == last_round and e.seat is not None}


def winner_of_last_skirmish(game: sc.Game) -> int | None:
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def skirmish(forces: list[list[str]], contested: list[str] | None = None, seats: int | None = None) -> sc.Game:
    """Round 3: each player holds and commits ``forces[seat]``; no special actions."""
    game = table(
        seats or len(forces),
        round=3,
        initiator=0,
        players=[{"hand": force} for force in forces],
        contested=contested or ["grenade", "wolf_pack"],
    )
    commit_all(
        game, {seat: f"commit {' '.join(force)}" if force else "commit none" for seat, force in enumerate(forces)}
    )
    pass_skirmish_turns(game)
    return game


def pass_skirmish_turns(game: sc.Game) -> None:
    while not game.over and (view := game.view(None)).decision is not None and view.decision.kind == "skirmish":
        game.apply(view.decision.seat, "pass")


def test_sample_round_walkthrough() -> None:
    # [000:502-526]: Sarah (0, initiator), Carol (1) and Betty (2); Sarah wins on people.
    game = table(
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
    act(game, 0, "end")
    game.apply(0, "commit brawler pills refugee")

    act(game, 1, "dig scavenger")
    game.apply(1, "keep pills")
    act(game, 1, "hunt refugee+spear")
    act(game, 1, "hire scavenger")
    act(game, 1, "end")
    game.apply(1, "commit refugee tribe_family_3")  # a bluff: two cards that cannot fight

    act(game, 2, "hunt scavenger+spear")
    act(game, 2, "hire scout pay medkit")
    act(game, 2, "end")
    game.apply(2, "commit scavenger shovel")

    assert totals(game) == {0: (1, 2, 2), 1: (1, 0, 4), 2: (1, 2, 1)}
    assert winner_of_last_skirmish(game) == 0
    assert owned(game, 0)["grenade"] == 1
    assert owned(game, 2)["scout"] == 1


def test_sniped_tools_example_the_scavenger_picks_up_the_grenade_ruling_r15() -> None:
    # [000:462-468]: Sarah's brawler holding a grenade is sniped; the scavenger drops the spear
    # in favour of the grenade. Without re-arranging she would tie Carol's thugs and lose on people.
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "thugs"]}, {"hand": ["brawler", "grenade", "scavenger", "spear"]}, {}],
        contested=["wolf_pack"],
    )
    commit_all(game, {0: "commit sniper_team thugs", 1: "commit brawler grenade scavenger spear"})
    assert game.view(0).decision == sc.Decision("skirmish", 0)
    assert "snipe 1:brawler" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "snipe 1:brawler")
    assert totals(game) == {0: (1, 3, 5), 1: (1, 4, 1)}
    assert winner_of_last_skirmish(game) == 1


def test_a_fight_of_zero_beats_no_fight_at_all_ruling_ed12() -> None:
    # [000:418-420]
    game = skirmish([["tribe_family_3"], ["sniper_team", "sniper_team", "refugee"], []])
    assert totals(game) == {0: (1, 0, 3), 1: (0, 0, 5)}
    assert winner_of_last_skirmish(game) == 0


def test_all_fights_zero_are_decided_by_people() -> None:
    # [000:414-416]
    game = skirmish([["tribe_family_3"], ["tribe_family_4"], []])
    assert winner_of_last_skirmish(game) == 1


def test_people_break_a_tie_only_among_the_tied_ruling_s2() -> None:
    game = skirmish([["brawler", "refugee"], ["scout"], ["tribe_family_5"]])
    # Seat 2 has the most people but the lowest fight: brawler 2 vs scout 2, seat 0 has 2 people.
    assert winner_of_last_skirmish(game) == 0


def test_a_deadlock_sends_the_contested_resource_into_the_junkyard_ruling_ed6() -> None:
    game = skirmish([["brawler"], ["brawler"], []], contested=["grenade", "sled_team"])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert zone_kinds(game, "contested") == ["sled_team"]
    assert not any(e.type is EventType.GAINED for e in game.log(0) + game.log(1))


def test_nobody_committing_is_a_deadlock_ruling_s1() -> None:
    game = skirmish([[], [], []])
    assert winner_of_last_skirmish(game) is None


def test_the_winner_takes_the_resource_face_down_ruling_r16() -> None:
    # Seat 0's deck holds a full hand, so round 4's draw does not reshuffle the discard.
    game = table(
        3,
        round=3,
        players=[{"hand": ["thugs"], "deck": ["refugee"] * 5}, {"hand": ["scout"]}],
        contested=["grenade", "field_crew"],
    )
    commit_all(game, {0: "commit thugs", 1: "commit scout"})
    assert winner_of_last_skirmish(game) == 0
    gained = [e for e in game.log(0) if e.type is EventType.GAINED]
    assert [e.cards for e in gained] == [("grenade",)]
    assert not any("grenade" in e.cards for e in game.log(1) + game.log(None))
    assert game.view(1).seats[0].discard_hidden_count == 1


def test_two_players_must_win_by_two_ruling_v2() -> None:
    close = skirmish([["brawler"], ["scavenger"]], contested=["grenade", "sled_team"])
    assert winner_of_last_skirmish(close) is None
    assert zone_counter(close, "junkyard")["grenade"] == 1
    clear = skirmish([["thugs"], ["scavenger"]])
    assert winner_of_last_skirmish(clear) == 0


def test_two_players_ignore_people_ruling_v2() -> None:
    game = skirmish([["tribe_family_5"], ["tribe_family_3"]])
    assert winner_of_last_skirmish(game) is None


def test_two_players_count_no_fight_as_zero_ruling_v2() -> None:
    game = skirmish([["scout"], ["refugee"]])
    assert winner_of_last_skirmish(game) == 0


def test_an_earlier_sniper_stops_a_later_one_ruling_i5() -> None:
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "scout"]}, {"hand": ["sniper_team", "thugs"]}, {}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit scout sniper_team", 1: "commit sniper_team thugs"})
    game.apply(0, "snipe 1:sniper_team")
    # Seat 1's sniper is gone, so seat 1 gets no opportunity; thugs (3) beat the scout (2).
    assert game.over
    assert winner_of_last_skirmish(game) == 1


def test_each_player_gets_one_opportunity_in_turn_order_from_the_initiator() -> None:
    game = table(
        3,
        round=3,
        initiator=1,
        players=[
            {"hand": ["saboteur", "scout"]},
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["spear", "scavenger"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(
        game,
        {0: "commit saboteur scout", 1: "commit brawler sniper_team", 2: "commit scavenger spear"},
    )
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 2:scavenger")
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert [str(a) for a in game.legal_actions(0)] == ["pass", "disarm 2:spear"]
    with pytest.raises(sc.IllegalAction, match="cannot target her own cards"):
        game.apply(0, "disarm 0:scout")


def test_a_saboteur_that_disarms_does_not_fight_but_counts_people_ruling_s3() -> None:
    # [000:494-500]
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["saboteur", "refugee"]}, {"hand": ["spear", "refugee"]}, {}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit refugee saboteur", 1: "commit refugee spear"})
    game.apply(0, "disarm 1:spear")
    assert totals(game) == {0: (0, 0, 2), 1: (0, 0, 1)}
    assert winner_of_last_skirmish(game) == 0  # no fight on either side: people decide


def test_a_sniped_card_leaves_the_force_ruling_s4() -> None:
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team"]}, {"hand": ["tribe_family_5", "scout"]}, {"hand": ["scavenger"]}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit sniper_team", 1: "commit scout tribe_family_5", 2: "commit scavenger"})
    game.apply(0, "snipe 1:tribe_family_5")
    assert totals(game)[1] == (1, 2, 1)  # the five people are gone from the force
    assert zone_counter(game, "1:discard")["tribe_family_5"] == 1
    assert winner_of_last_skirmish(game) == 1


def test_no_skirmish_in_rounds_1_and_2() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=3))
    play_random(game, seed=3, max_steps=10_000)
    rounds = {e.round for e in game.log(None) if e.type is EventType.REVEALED}
    assert rounds
    assert min(rounds) >= 3


def test_the_initiator_keeps_the_card_for_rounds_1_to_3_then_it_passes_left_ruling_ed1() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=8))
    play_random(game, seed=8)
    initiators = [e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED]
    first = initiators[0]
    assert first is not None
    assert initiators[:3] == [first] * 3
    assert initiators[3:] == [(first + k) % 4 for k in range(1, len(initiators) - 2)]


def test_the_initiator_peeks_privately_from_round_3() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=9))
    play_random(game, seed=9)
    peeks = [e for e in game.log(None) if e.type is EventType.PEEKED]
    assert peeks
    assert min(e.round for e in peeks) == 3
    assert all(e.cards == () for e in peeks)
    for event in game.log(peeks[0].seat):
        if event.type is EventType.PEEKED and event.audience is not None:
            assert len(event.cards) == 1
            break
    else:
        raise AssertionError("the initiator never saw her peek")


def test_two_players_never_peek_ruling_v3() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=9))
    play_random(game, seed=9)
    assert not any(e.type is EventType.PEEKED for e in game.log(0) + game.log(1))


def test_the_game_lasts_two_rounds_plus_one_per_contested_resource_ruling_ed2() -> None:
    for players in (2, 3, 4, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=players))
        play_random(game, seed=players)
        assert game.over
        assert game.round == 16
        assert game.view(None).contested_count == 0


def test_a_deadlocked_last_resource_still_ends_the_game_ruling_ed2() -> None:
    game = skirmish([["brawler"], ["brawler"], []], contested=["grenade"])
    assert game.over
    assert game.result is not None


# -- scoring --------------------------------------------------------------------------------


def final(decks: list[list[str]]) -> sc.GameResult:
    """End a game at once (one contested resource, nobody commits) with these decks."""
    game = table(len(decks), round=3, players=[{"deck": deck} for deck in decks], contested=["wolf_pack"])
    commit_all(game, {})
    assert game.over
    assert game.result is not None
    return game.result


def test_the_largest_tribe_wins_ruling_f1() -> None:
    result = final([["thugs"], ["scavenger", "scavenger"], ["tribe_family_4"]])
    assert [s.people for s in result.scores] == [3, 2, 4]
    assert result.winners == (2,)


def test_a_tie_goes_to_more_contested_resources_ruling_f3() -> None:
    result = final([["thugs"], ["tribe_family_3"], ["scavenger", "scavenger", "scavenger"]])
    assert result.winners == (1,)


def test_then_to_more_cards_ruling_f2() -> None:
    result = final([["thugs"], ["scavenger", "scavenger", "scavenger"], ["refugee", "pills"]])
    assert result.winners == (1,)
    assert result.scores[1].cards == 3


def test_then_the_tied_players_share_the_victory() -> None:
    result = final([["brawler", "junk"], ["scout", "net"], []])
    assert result.winners == (0, 1)


def test_tribe_size_counts_cards_in_every_zone_ruling_f1() -> None:
    game = table(
        3, round=3, players=[{"deck": ["thugs"], "discard": ["scout"], "hand": ["brawler"]}], contested=["grenade"]
    )
    commit_all(game, {0: "commit brawler"})
    assert game.result is not None
    assert game.result.scores[0].people == 5
