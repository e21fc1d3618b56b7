"""An outside check of the event log and the end-of-game result against the rulebooks.

Each test plays a stacked table through the public API and reads only what README.md,
docs/view.md, docs/scenarios.md and DESIGN.md document: ``game.apply``'s events, ``game.log(seat)``
(each seat's share of the log), ``game.result`` with its ``Score`` per seat, and ``game.zones()``
(omniscient, for tests) where a rule says where a card must go.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

import scavengers as sc
from helpers import (
    end_gathering,
    hq_game,
    module_table,
    pass_responses,
    pass_skirmish,
    play_to_the_end,
    rich_config,
    solo_game,
    table,
    zone_kinds,
)
from scavengers.cards import CATALOGUE, CardKind
from scavengers.engine.core.events import EventType
from scavengers.text import result_text

SEATS_AND_SPECTATOR = (0, 1, 2, None)


def _types(events: tuple[sc.Event, ...] | list[sc.Event]) -> list[str]:
    return [e.type.value for e in events]


def _since(game: sc.Game, seat: int | None, start: int) -> list[sc.Event]:
    """``seat``'s log from the ``start``-th public event on (public events are in every log)."""
    public = [e for e in game.log(seat) if e.audience is None]
    first = public[start] if start < len(public) else None
    log = list(game.log(seat))
    return log[log.index(first) :] if first is not None else []


def _public_count(game: sc.Game) -> int:
    return len(game.log(None))


def _private_cards(game: sc.Game, seat: int | None) -> list[tuple[str, int | None, tuple[str, ...]]]:
    """Every event in ``seat``'s log that shows cards to a limited audience."""
    return [(e.type.value, e.seat, e.cards) for e in game.log(seat) if e.audience is not None and e.cards]


def _last_round_table(seats: int, players: list[dict[str, list[str]]], **modules: object) -> sc.Game:
    """A table whose last contested resource is fought over this round (round 5)."""
    return table(seats, round=5, initiator=0, players=players, contested=["net"], **modules)


# --- the sample round walkthrough [000:502-518] ---------------------------------------------


def _walkthrough(rules: str = "2015") -> sc.Game:
    # Sarah (seat 0), Carol (seat 1) and Betty (seat 2) hold what [000:504], [000:508] and
    # [000:514] say they draw; the junkyard's top is the net and the junk Sarah digs [000:506],
    # then the card Carol digs [000:510].
    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": ["brawler", "shovel", "refugee", "refugee", "pills"], "deck": ["scout"]},
            {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"], "deck": ["scout"]},
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"], "deck": ["scout"]},
        ],
        "junkyard": ["net", "junk", "pickaxe", "multitool"],
        "contested": ["tribe_family_5", "grenade"],
    }
    return sc.Game.new(sc.GameConfig(players=3, seed=0, rules=rules, scenario=scenario))


def _play_walkthrough(game: sc.Game) -> None:
    game.apply(0, "dig refugee+shovel")
    pass_responses(game)
    game.apply(0, "keep net")
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee pills")
    game.apply(1, "dig scavenger")
    pass_responses(game)
    game.apply(1, "keep pickaxe")
    game.apply(1, "hunt refugee+spear")
    pass_responses(game)
    game.apply(1, "hire scavenger")
    pass_responses(game)
    game.apply(1, "end")
    game.apply(1, "commit refugee tribe_family_3")
    game.apply(2, "hunt scavenger+spear")
    pass_responses(game)
    game.apply(2, "hire scout pay medkit")
    pass_responses(game)
    game.apply(2, "end")
    game.apply(2, "commit scavenger shovel")


def test_sample_round_walkthrough_sarah_wins_the_tie_on_people() -> None:
    # [000:518]: Sarah fight 2 (brawler 2, refugee none), Carol fight 0, Betty fight 2 (scavenger
    # with a shovel); Sarah and Betty tie, Sarah brought 2 people to Betty's 1 and wins.
    game = _walkthrough()
    start = _public_count(game)
    _play_walkthrough(game)
    assert game.round == 4
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        totals = {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS}
        # values are (has_fight, fight, people) [docs/scenarios.md]; a fight of 0 still fights (2015);
        # Carol brought a refugee (1) and a tribe family of 3 people [000:340].
        assert totals == {0: (1, 2, 2), 1: (1, 0, 4), 2: (1, 2, 1)}
        won = [e.seat for e in log if e.type is EventType.SKIRMISH_WON]
        assert won == [0]
        revealed = {e.seat: e.cards for e in log if e.type is EventType.REVEALED}
        # [000:264] all players simultaneously reveal the cards saved for the skirmish.
        assert revealed == {
            0: ("brawler", "pills", "refugee"),
            1: ("refugee", "tribe_family_3"),
            2: ("scavenger", "shovel"),
        }
        order = _types(log)
        assert order.index("revealed") < order.index("skirmish_totals") < order.index("skirmish_won")
        assert "deadlock" not in order


def test_sample_round_walkthrough_2012_carol_cannot_fight() -> None:
    # [001] walkthrough, as [000:510]: "These cards cannot fight (no attack can be made unless the
    # fight total is at least 1)"; with the 2012 rules a total of 0 is no fight (RULINGS ED-12).
    game = _walkthrough("2012")
    start = _public_count(game)
    _play_walkthrough(game)
    log = _since(game, None, start)
    totals = {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS}
    assert totals == {0: (1, 2, 2), 1: (0, 0, 4), 2: (1, 2, 1)}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_sample_round_walkthrough_hires_are_public_and_digs_private() -> None:
    # [000:510] Carol "places that card face-down in her discard pile"; [000:506] Sarah keeps the
    # net and puts the junk on the bottom of the junkyard; hires are taken from face-up stacks.
    game = _walkthrough()
    start = _public_count(game)
    _play_walkthrough(game)
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        hired = {e.seat: e.text for e in log if e.type is EventType.HIRED}
        assert hired == {1: "scavenger", 2: "scout"}
        kept = [(e.seat, e.cards) for e in log if e.type is EventType.KEPT]
        visible = [(s, c) for s, c in kept if c]
        assert visible == ([(seat, ("net",) if seat == 0 else ("pickaxe",))] if seat in (0, 1) else [])
        dug_counts = [(e.seat, e.count) for e in log if e.type is EventType.DUG and not e.cards]
        # the dig's size is public: 2 for Sarah (refugee 0 + shovel 2), 1 for Carol.
        assert dug_counts == [(0, 2), (1, 1)]
    # The junk went back to the bottom of the junkyard, without a shuffle [000:204], [000:236].
    assert zone_kinds(game, "junkyard")[-1] == "junk"


# --- the skirmish's prize, deadlocks and two players -----------------------------------------


def test_skirmish_winner_takes_contested_resource_without_revealing_it() -> None:
    # [000:262]: "adds it to her discard pile without revealing it to the other players".
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"], "deck": ["scout"]}, {"hand": ["refugee"], "deck": ["scout"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler", 1: "commit refugee"})
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        gained = [e for e in log if e.type is EventType.GAINED]
        if seat == 0:
            assert [(e.seat, e.cards) for e in gained] == [(0, ("tribe_family_5",))]
        else:
            assert all(not e.cards for e in gained)
        assert all("tribe_family_5" not in e.cards for e in log) or seat == 0
    assert zone_kinds(game, "contested") == ["grenade"]


def test_initiator_peek_is_seen_by_the_initiator_alone() -> None:
    # [000:127]: from the third round the initiator peeks at the top contested resource.
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {"hand": []}],
        contested=["grenade", "net"],
    )
    for seat in SEATS_AND_SPECTATOR:
        peeks = [e for e in game.log(seat) if e.type is EventType.PEEKED]
        assert [e.seat for e in peeks if not e.cards] == [0]
        assert [e.cards for e in peeks if e.cards] == ([("grenade",)] if seat == 0 else [])


def test_deadlock_sends_contested_resource_unseen_into_the_junkyard() -> None:
    # [000:274]: still tied on people: deadlock; the top contested resource goes into the
    # junkyard without anyone looking at it, and nobody gains a card.
    game = table(
        3,
        round=3,
        initiator=1,
        players=[{"hand": ["brawler", "refugee"]}, {"hand": ["brawler", "refugee"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
        junkyard=["junk"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler refugee", 1: "commit brawler refugee"})
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        types = _types(log)
        assert types.count("deadlock") == 1
        assert "skirmish_won" not in types
        assert "gained" not in types
        assert all("tribe_family_5" not in e.cards for e in log)
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "tribe_family_5"])
    assert zone_kinds(game, "contested") == ["grenade"]


def test_two_players_skirmish_won_by_one_is_a_tie() -> None:
    # [000:116]: with two players a skirmish must be won by 2, else it is a tie and the
    # contested resource goes on the junkyard; people are no longer relevant [000:115].
    game = table(
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "scavenger", "refugee"]}, {"hand": ["brawler"]}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler scavenger refugee", 1: "commit brawler"})
    log = _since(game, 1, start)
    assert {e.seat: e.values[1] for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: 3, 1: 2}
    assert "deadlock" in _types(log)
    assert "skirmish_won" not in _types(log)
    assert "tribe_family_5" in zone_kinds(game, "junkyard")


def test_two_players_skirmish_won_by_two_takes_the_prize() -> None:
    # [000:116]: a margin of 2 wins.
    game = table(
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "scavenger", "scavenger"]}, {"hand": ["brawler"]}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler scavenger scavenger", 1: "commit brawler"})
    log = _since(game, 0, start)
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]
    assert [e.cards for e in log if e.type is EventType.GAINED and e.cards] == [("tribe_family_5",)]


def test_two_players_have_no_peek() -> None:
    # [000:115]: with two players, "Eliminate all contested resources peeking".
    game = table(
        2, round=3, initiator=0, players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}], contested=["grenade", "net"]
    )
    for seat in (0, 1, None):
        assert "peeked" not in _types(game.log(seat))


def test_initiator_card_stays_for_rounds_one_to_three_then_passes_left() -> None:
    # [000:146]: the initiator card stays with the first player for rounds 1-3, then moves left.
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    passed: list[tuple[int, int | None]] = []
    while not game.over and game.round < 7:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none", "leader": None}.get(decision.kind) or "pass")
    for event in game.log(None):
        if event.type is EventType.INITIATOR_PASSED:
            passed.append((event.round, event.seat))
    first = next(e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED)
    assert first is not None
    # passed at the end of rounds 3, 4, 5 and 6 (never after rounds 1 and 2), each time to the left
    assert [r for r, _ in passed] == [3, 4, 5, 6]
    assert [s for _, s in passed] == [(first + 1) % 3, (first + 2) % 3, first, (first + 1) % 3]


# --- snipe, save, reshuffle -------------------------------------------------------------------


def _sniping_table() -> sc.Game:
    return table(
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "medic", "refugee"]},
            {"hand": []},
        ],
        contested=["tribe_family_5", "grenade"],
    )


def test_snipe_discards_the_person_and_the_sniper_still_counts_people() -> None:
    # [000:316]: the sniped card is discarded, ineffective for the round; [000:500]: a sniper
    # used for its effect still counts its people for the tie-break.
    game = _sniping_table()
    start = _public_count(game)
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit brawler medic refugee"})
    game.apply(0, "snipe 1:brawler")
    game.apply(1, "pass")
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        sniped = [(e.seat, e.target, e.cards) for e in log if e.type is EventType.SNIPED]
        assert sniped == [(0, 1, ("brawler",))]
        totals = {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS}
        # sniper team 2 people + brawler 1; seat 1 keeps a medic and a refugee, neither with a
        # fight value: no fight at all, 2 people.
        assert totals == {0: (1, 2, 3), 1: (0, 0, 2)}
        types = _types(log)
        assert types.index("sniped") < types.index("skirmish_totals")
        assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_medic_save_is_public_and_keeps_the_person_fighting() -> None:
    # [000:543-546]: a medic played from hand saves a tribe member from a sniper attack.
    game = _sniping_table()
    start = _public_count(game)
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit brawler medic refugee"})
    game.apply(0, "snipe 1:brawler")
    game.apply(1, "save medic")
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        saved = [(e.seat, e.cards) for e in log if e.type is EventType.SAVED]
        assert saved == [(1, ("medic",))]
        types = _types(log)
        assert types.index("sniped") < types.index("saved") < types.index("skirmish_totals")
        totals = {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS}
        # the saved brawler fights (2): 2-2 with 3 people each: a deadlock [000:274].
        assert totals[1][1] == 2
        assert "deadlock" in types


def test_reshuffle_when_deck_runs_out_is_public_and_the_draw_private() -> None:
    # [000:190] / [000:124]: draw all of the deck, then shuffle the discard pile into a new deck
    # and go on drawing, 5 cards in all.
    game = table(
        3,
        round=1,
        initiator=0,
        players=[
            {"hand": [], "deck": ["scout", "scout"], "discard": ["brawler", "refugee", "spear", "net"]},
            {"hand": [], "deck": ["refugee"] * 5},
            {"hand": [], "deck": ["refugee"] * 5},
        ],
    )
    start = _public_count(game)
    while game.round == 1:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, "end" if decision.kind == "turn" else "pass")
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        shuffles = [(e.seat, e.count) for e in log if e.type is EventType.RESHUFFLED]
        assert shuffles == [(0, 4)]
        draws = [e for e in log if e.type is EventType.DREW and e.seat == 0]
        assert [e.count for e in draws if not e.cards] == [5]
        assert [e.cards for e in draws if e.cards] == (
            [("brawler", "net", "refugee", "scout", "scout")] if seat == 0 else []
        )
        types = _types(log)
        assert types.index("reshuffled") < types.index("drew")


# --- the end of the game: tribe size and tie-breaks [000:170-172] ----------------------------


def _end_on_deadlock(game: sc.Game) -> sc.GameResult:
    """Nobody commits: the last contested resource deadlocks and the game ends."""
    end_gathering(game)
    assert game.over
    assert game.result is not None
    return game.result


def test_game_over_is_public_and_names_the_winners() -> None:
    game = _last_round_table(
        3,
        [{"hand": [], "discard": ["tribe_family_3"]}, {"hand": [], "discard": ["refugee"]}, {"hand": []}],
    )
    result = _end_on_deadlock(game)
    assert result.winners == (0,)
    for seat in SEATS_AND_SPECTATOR:
        over = [e for e in game.log(seat) if e.type is EventType.GAME_OVER]
        assert len(over) == 1
        assert over[0].values == (0,)
        assert game.log(seat)[-1].type is EventType.GAME_OVER


def test_largest_tribe_wins_counting_people_not_cards() -> None:
    # [000:170], [000:436-438]: add up each card's people value, in every card the player owns.
    game = _last_round_table(
        3,
        [
            {"hand": [], "discard": ["tribe_family_4"]},  # 1 card, 4 people
            {"hand": [], "discard": ["refugee", "refugee", "refugee", "spear", "net"]},  # 3 people
            {"hand": [], "deck": ["scout"], "discard": ["scout"]},
        ],
    )
    result = _end_on_deadlock(game)
    assert [s.people for s in result.scores] == [4, 3, 2]
    assert result.winners == (0,)


def test_tie_on_people_goes_to_most_contested_resources() -> None:
    # [000:170]: "the player among those tied with the most contested resource cards".
    game = _last_round_table(
        3,
        [
            {"hand": [], "discard": ["sled_team"]},  # 2 people, a contested resource
            {"hand": [], "discard": ["refugee", "refugee", "junk"]},  # 2 people, 3 cards
            {"hand": []},
        ],
    )
    result = _end_on_deadlock(game)
    assert (result.scores[0].people, result.scores[0].contested) == (2, 1)
    assert (result.scores[1].people, result.scores[1].contested) == (2, 0)
    assert result.winners == (0,)


def test_tie_on_people_and_contested_goes_to_most_cards() -> None:
    # [000:170]: then "the largest number of cards in her deck"; junk counts as a card (F-2).
    game = _last_round_table(
        3,
        [
            {"hand": [], "discard": ["refugee", "refugee"]},
            {"hand": [], "discard": ["refugee", "refugee", "junk"]},
            {"hand": []},
        ],
    )
    result = _end_on_deadlock(game)
    assert [s.cards for s in result.scores[:2]] == [2, 3]
    assert result.winners == (1,)


def test_tie_on_everything_is_a_shared_victory() -> None:
    # [000:172]: "the tied players rejoice in their shared victory".
    game = _last_round_table(
        3,
        [
            {"hand": [], "discard": ["refugee", "spear"]},
            {"hand": [], "discard": ["scout", "junk"]},
            {"hand": [], "discard": ["refugee"]},
        ],
    )
    result = _end_on_deadlock(game)
    assert result.winners == (0, 1)
    assert [e.values for e in game.log(2) if e.type is EventType.GAME_OVER] == [(0, 1)]


def test_last_skirmish_prize_counts_in_the_final_score() -> None:
    # [000:168-170]: the game ends when the pile is depleted; the won card is in the tribe.
    game = table(
        3,
        round=5,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": [], "discard": ["tribe_family_3"]}, {"hand": []}],
        contested=["tribe_family_5"],
    )
    end_gathering(game, {0: "commit brawler"})
    assert game.result is not None
    assert game.result.scores[0] == sc.Score(people=6, contested=1, cards=2)
    assert game.result.winners == (0,)
    types = _types(game.log(1))
    assert types.index("skirmish_won") < types.index("game_over")


# --- HQ gangs [000:557-565], Recon Humanitarians [003:261-265] -----------------------------


def test_pharmers_join_most_meds_and_gearheads_stay_away_on_a_tie() -> None:
    # [000:563] most meds value (medkit 2, pills 1); [000:561] most tools, tie-break contested
    # tools; still tied: no award (RULINGS F-4). A gang adds 5 people (F-7).
    game = hq_game(
        1,
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "discard": ["spear", "net", "scout"]},
            {"hand": [], "discard": ["medkit", "pills", "scout"]},
            {"hand": [], "discard": ["spear", "shovel", "medkit", "scout"]},
        ],
        contested=["net"],
    )
    result = _end_on_deadlock(game)
    for seat in SEATS_AND_SPECTATOR:
        joined = [(e.seat, e.cards) for e in game.log(seat) if e.type is EventType.GANG_JOINED]
        away = [e.cards for e in game.log(seat) if e.type is EventType.GANG_STAYED_AWAY]
        assert joined == [(1, ("gang_pharmers",))]
        assert away == [("gang_gearheads",)]
    assert result.scores[1].gangs == ("gang_pharmers",)
    assert result.scores[1].people == 1 + 5
    assert result.scores[1].cards == 3  # F-2: the gang is no card of the tribe
    assert result.winners == (1,)


def test_gearheads_tie_broken_by_contested_tools() -> None:
    # [000:561]: "Ties are broken by counting the total number of tools that are contested resources".
    game = hq_game(
        1,
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "discard": ["spear", "grenade"]},
            {"hand": [], "discard": ["spear", "net"]},
            {"hand": []},
        ],
        contested=["field_crew"],
    )
    result = _end_on_deadlock(game)
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert [e.seat for e in game.log(2) if e.type is EventType.GANG_JOINED] == [0]


def test_masons_join_most_completed_buildings() -> None:
    # [000:565]: most completed and enabled buildings; ties broken by engineers.
    game = hq_game(
        2,
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "buildings": [{"building": "bunker", "timer": []}]},
            {"hand": [], "buildings": [{"building": "armory", "timer": ["junk"]}]},
            {"hand": []},
        ],
        contested=["net"],
    )
    result = _end_on_deadlock(game)
    assert "gang_masons" in result.scores[0].gangs
    assert "gang_masons" not in result.scores[1].gangs


def test_masons_tie_broken_by_engineers() -> None:
    game = hq_game(
        2,
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "buildings": [{"building": "bunker", "timer": []}]},
            {"hand": [], "discard": ["engineer"], "buildings": [{"building": "armory", "timer": []}]},
            {"hand": []},
        ],
        contested=["net"],
    )
    result = _end_on_deadlock(game)
    assert "gang_masons" in result.scores[1].gangs


def test_humanitarians_count_every_refugee_titled_card() -> None:
    # [003:263]: "Awarded based upon number of cards with the refugee keyword in the title".
    game = module_table(
        sc.recon_modules([5]),
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "discard": ["refugee", "scouting_refugee"]},
            {"hand": [], "discard": ["refugee", "scout"]},
            {"hand": []},
        ],
        contested=["net"],
    )
    result = _end_on_deadlock(game)
    assert result.scores[0].gangs == ("gang_humanitarians",)
    assert result.scores[0].people == 2 + 5
    assert [(e.seat, e.cards) for e in game.log(1) if e.type is EventType.GANG_JOINED] == [(0, ("gang_humanitarians",))]


def test_humanitarians_tie_is_not_awarded() -> None:
    # [003:265]: "There is no tie-breaker. In the event of a tie, this gang is not awarded."
    game = module_table(
        sc.recon_modules([5]),
        3,
        round=5,
        initiator=0,
        players=[
            {"hand": [], "discard": ["refugee", "tribe_family_5"]},
            {"hand": [], "discard": ["refugee"]},
            {"hand": []},
        ],
        contested=["net"],
    )
    result = _end_on_deadlock(game)
    assert all(s.gangs == () for s in result.scores)
    assert [e.cards for e in game.log(None) if e.type is EventType.GANG_STAYED_AWAY] == [("gang_humanitarians",)]


# --- the solo game's points [003:345-348] --------------------------------------------------


def test_solo_points_two_per_contested_resource_one_per_other_card() -> None:
    # [003:347-348]: contested resource cards count 2 points, all other cards 1; [003:339]
    # the opponent force's rest leaves the game; [003:333] the prize goes to the discard pile.
    game = solo_game(["brawler", "brawler", "scout"], [["junk", "pills"]], discard=["tribe_family_3", "spear"])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler brawler scout")
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, "keep pills" if decision.kind == "prize" else "pass")
    assert game.result is not None
    score = game.result.scores[0]
    # brawler, brawler, scout, spear, pills: 5 points; the tribe family: 2; 3 + 1 people.
    assert (score.points, score.contested, score.cards) == (7, 1, 6)
    assert score.people == 3 + 3
    over = [e for e in game.log(0) if e.type is EventType.GAME_OVER]
    assert len(over) == 1
    assert over[0].count == 7
    assert over[0].values == (0,)


# --- Recon skirmish cards and HQ leaders seen through the log ---------------------------------


def test_rogue_first_in_turn_order_from_the_initiator_wins_a_fight_tie() -> None:
    # [003:143-145]: a tie for the highest fight goes to the first player in turn order with a
    # rogue in the skirmish, people aside. Turn order starts at the initiator (seat 1) [000:268].
    game = module_table(
        sc.recon_modules([2]),
        3,
        round=4,
        initiator=1,
        players=[{"hand": ["rogue", "brawler"]}, {"hand": ["brawler", "scavenger"]}, {"hand": ["rogue", "brawler"]}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit rogue brawler", 1: "commit brawler scavenger", 2: "commit rogue brawler"})
    pass_skirmish(game)
    assert game.round == 5  # the skirmish is over
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {
            0: (1, 3, 2),
            1: (1, 3, 2),
            2: (1, 3, 2),
        }
        assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [2]


def test_rogue_wins_a_tie_it_is_not_part_of() -> None:
    # [003:145]: "It is not necessary that the player using the rogue be involved in the tie."
    game = module_table(
        sc.recon_modules([2]),
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["rogue"]}, {"hand": ["brawler", "refugee", "refugee"]}, {"hand": ["brawler"]}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit rogue", 1: "commit brawler refugee refugee", 2: "commit brawler"})
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    log = _since(game, None, start)
    # seat 1 would win the people tie-break (3 people to 1), but the rogue comes first [003:144].
    assert {e.seat: e.values[1] for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: 1, 1: 2, 2: 2}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_provocateur_fights_with_its_force_size() -> None:
    # [003:130-132]: announce the provocateur and use the number of tribe members brought as
    # the fight score: provocateur 1 + tribe family 5 = 6.
    game = module_table(
        sc.recon_modules([2]),
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["provocateur", "tribe_family_5"]}, {"hand": ["brawler", "scavenger"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit provocateur tribe_family_5", 1: "commit brawler scavenger"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        types = _types(log)
        assert types.index("revealed") < types.index("provoked") < types.index("skirmish_totals")
        assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 6, 6), 1: (1, 3, 2)}
        assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_gangster_refugees_count_two_people_in_the_tie_break() -> None:
    # The Gangster (RULINGS Part 3, L-8): her refugees count as 2 people when breaking skirmish
    # ties; brawler 1 + refugee 2 = 3 people against brawler + 2 refugees = 3: a deadlock.
    game = hq_game(
        3,
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler", "refugee", "refugee"], "leader": "leader_ranger"},
            {"hand": [], "leader": "leader_butcher"},
        ],
        contested=["net", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler refugee", 1: "commit brawler refugee refugee"})
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    log = _since(game, 2, start)
    assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 2, 3), 1: (1, 2, 3)}
    assert "deadlock" in _types(log)


def test_sniped_sniper_gets_no_skirmish_turn() -> None:
    # [000:268]: each player declares her units' actions in turn from the initiator, "provided
    # that they were not sniped or disarmed by the previous player".
    game = table(
        3,
        round=4,
        initiator=1,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["sniper_team", "brawler"]}, {"hand": ["brawler"]}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit sniper_team brawler", 2: "commit brawler"})
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("skirmish", 1)
    game.apply(1, "snipe 0:sniper_team")
    while game.round == 4:
        decision = game.view(None).decision
        assert decision is not None
        assert decision.seat != 0 or decision.kind != "skirmish"
        game.apply(decision.seat, "pass")
    log = _since(game, None, start)
    assert [(e.seat, e.target, e.cards) for e in log if e.type is EventType.SNIPED] == [(1, 0, ("sniper_team",))]
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [1]


# --- buildings: timers drawn without looking [000:591] (ED-11) --------------------------------


def test_building_timer_cards_are_seen_by_nobody_until_removed() -> None:
    # [000:591]: draw build-time cards from the deck and place them face down on the building;
    # RULINGS ED-11: hidden from all, owner included. H-2: a removed timer card is discarded
    # face up (the tick at the start of the next round [000:595]).
    game = hq_game(
        2,
        3,
        round=2,
        initiator=0,
        players=[
            {"hand": ["engineer", "shovel"], "deck": ["scout", "brawler", "net", "spear", "junk", "pills"]},
            {"hand": ["brawler"]},
            {"hand": []},
        ],
        schematics=["armory", "bunker"],
        contested=["net", "grenade"],
    )
    start = _public_count(game)
    game.apply(0, "build engineer+shovel")
    pass_responses(game)
    game.apply(0, "keep armory")
    pass_responses(game)
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        assert [(e.seat, e.cards, e.count) for e in log if e.type is EventType.BUILDING_STARTED] == [
            (0, ("armory",), 3)
        ]
        assert all(not {"scout", "brawler", "net"} & set(e.cards) for e in log), "a timer card was shown"
    while game.round == 2:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))
    for seat in SEATS_AND_SPECTATOR:
        ticks = [(e.seat, e.cards, e.count, e.text) for e in game.log(seat) if e.type is EventType.TIMER_REDUCED]
        assert ticks == [(0, ("net",), 2, "armory")]


# --- each seat's share of the log ---------------------------------------------------------------


def test_apply_returns_only_what_the_acting_seat_may_see() -> None:
    # Hidden information (DESIGN.md): a seat's events never show another seat's hidden cards.
    # Seat 2's commit resolves the skirmish: seat 0 wins the contested resource face down
    # [000:262], then every seat draws its new hand privately [000:124].
    game = table(
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler"], "deck": ["scout"] * 5},
            {"hand": ["refugee"], "deck": ["spear"] * 5},
            {"hand": ["scavenger"], "deck": ["refugee"] * 5},
        ],
        contested=["tribe_family_5", "grenade"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "end")
    game.apply(1, "commit refugee")
    game.apply(2, "end")
    events = game.apply(2, "commit scavenger")
    assert game.round == 4
    assert all(e.visible_to(2) for e in events)
    shown = [c for e in events for c in e.cards]
    assert "tribe_family_5" not in shown
    assert "scout" not in shown
    assert "spear" not in shown
    assert [e.cards for e in events if e.type is EventType.DREW and e.cards] == [("refugee",) * 5]
    assert "skirmish_won" in _types(events)
    assert tuple(game.log(2)[-len(events) :]) == events


def test_score_now_matches_the_final_score_without_gangs() -> None:
    # README: game.score(seat) is the tribe scored as the end would score it now, without gangs.
    players = [
        {"hand": [], "discard": ["medkit", "pills", "tribe_family_3"]},
        {"hand": [], "discard": ["spear"]},
        {"hand": []},
    ]
    game = hq_game(1, 3, round=5, initiator=0, players=players, contested=["net"])
    before = game.score(0)
    result = _end_on_deadlock(game)
    assert before == sc.Score(people=3, contested=1, cards=3)
    assert result.scores[0] == sc.Score(people=3 + 5, contested=1, cards=3, gangs=("gang_pharmers",))


# --- random games: the result and the skirmishes recomputed from the rulebook -----------------


_NOT_THE_TRIBE = ("removed", "dealt", "looking")
"""A seat's zones that hold no card of its tribe at the end: cards removed from play
[000:656-658], the leader it did not keep [000:650], and a look already settled."""


def _tribe(game: sc.Game, seat: int) -> list[CardKind]:
    return [
        CATALOGUE[card.kind]
        for zone, cards in game.zones().items()
        if zone.startswith(f"{seat}:") and zone.split(":")[1] not in _NOT_THE_TRIBE
        for card in cards
        if CATALOGUE[card.kind].type != "gang"
    ]


def _expected_result(game: sc.Game) -> tuple[list[tuple[int, int, int, tuple[str, ...]]], tuple[int, ...]]:
    """Each seat's (people, contested, cards, gangs) and the winners, from the rulebooks:
    [000:170-172] people, then contested resources, then cards, then a shared victory; the
    gangs [000:561-565], [003:263-265], each worth 5 people (F-7), none on a tie (F-4)."""
    seats = game.view(None).players
    tribes = [_tribe(game, seat) for seat in range(seats)]
    public = game.view(None).seats
    measures: dict[str, tuple[Callable[[int], int], Callable[[int], int]]] = {
        "gang_gearheads": (
            lambda s: sum(1 for k in tribes[s] if k.type == "tool"),
            lambda s: sum(1 for k in tribes[s] if k.type == "tool" and k.is_contested),
        ),
        "gang_pharmers": (
            lambda s: sum(k.meds for k in tribes[s] if k.type == "medicine"),
            lambda s: sum(1 for k in tribes[s] if k.id in ("medic", "combat_medics")),
        ),
        "gang_masons": (
            lambda s: sum(1 for b in public[s].buildings if b.timer == 0 and not b.disabled),
            lambda s: sum(1 for k in tribes[s] if k.id == "engineer"),
        ),
        "gang_humanitarians": (lambda s: sum(1 for k in tribes[s] if "Refugee" in k.name), lambda s: 0),
    }
    in_play = sorted(c.kind for z, cards in game.zones().items() if z == "gangs" or z.endswith(":gangs") for c in cards)
    won: dict[str, int] = {}
    for gang in in_play:
        measure, tie_break = measures[gang]
        keys = [(measure(s), tie_break(s)) for s in range(seats)]
        leaders = [s for s in range(seats) if keys[s] == max(keys)]
        if max(keys)[0] > 0 and len(leaders) == 1:
            won[gang] = leaders[0]
    scores = []
    for seat, tribe in enumerate(tribes):
        gangs = tuple(sorted(g for g, s in won.items() if s == seat))
        people = sum(k.people or 0 for k in tribe) + 5 * len(gangs)
        contested = sum(1 for k in tribe if k.is_contested)
        cards = sum(1 for k in tribe if k.type not in ("leader", "building"))
        scores.append((people, contested, cards, gangs))
    best = max(s[:3] for s in scores)
    return scores, tuple(seat for seat, s in enumerate(scores) if s[:3] == best)


def _random_config(seed: int, rng: random.Random) -> sc.GameConfig:
    players = rng.choice([2, 3, 4, 5])
    modules = sc.hq_modules(rng.randint(0, 4)) | sc.recon_modules([m for m in range(1, 6) if rng.random() < 0.5])
    return rich_config(players, seed, modules)


def _starting_contested(seed: int) -> int:
    return sc.Game.new(_random_config(seed, random.Random(seed))).view(None).contested_count


def _random_game(seed: int) -> sc.Game:
    rng = random.Random(seed)
    game = sc.Game.new(_random_config(seed, rng))
    play_to_the_end(game, rng)
    return game


@pytest.mark.slow
def test_random_games_score_and_winners_follow_the_rulebook() -> None:
    for seed in range(12):
        game = _random_game(seed)
        assert game.result is not None
        scores, winners = _expected_result(game)
        got = [(s.people, s.contested, s.cards, tuple(sorted(s.gangs))) for s in game.result.scores]
        assert (got, game.result.winners) == (scores, winners), seed
        for seat in (*range(len(scores)), None):
            assert game.log(seat)[-1].type is EventType.GAME_OVER
            assert game.log(seat)[-1].values == winners


@pytest.mark.slow
def test_random_games_each_skirmish_ends_once_and_the_best_force_wins() -> None:
    # [000:168] one contested resource is fought over a round until the pile is gone; [000:266]
    # the highest fight wins, [000:274] then the most people, else a deadlock; with 2 players
    # [000:116] a win needs a margin of 2. Forces with a rogue are left out ([003:143]).
    for seed in range(12, 24):
        game = _random_game(seed)
        contested = _starting_contested(seed)
        public = game.log(None)
        players = game.view(None).players
        ends = [e for e in public if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)]
        # RULINGS ED-2: every round from the third fights for one resource until the pile is
        # gone, so the game lasts 2 + (contested resources) rounds.
        assert [e.round for e in ends] == list(range(3, 3 + contested)), seed
        assert public[-1].round == 2 + contested
        for end in ends:
            of_round = [e for e in public if e.round == end.round]
            if any("rogue" in e.cards for e in of_round if e.type is EventType.REVEALED):
                continue
            totals = {e.seat: e.values for e in of_round if e.type is EventType.SKIRMISH_TOTALS}
            full = {seat: totals.get(seat, (0, 0, 0)) for seat in range(players)}
            if players == 2:
                fight = [v[1] if v[0] else 0 for v in full.values()]
                expected = 0 if fight[0] - fight[1] >= 2 else 1 if fight[1] - fight[0] >= 2 else None
            else:
                leaders = [seat for seat, v in full.items() if v == max(full.values())]
                expected = leaders[0] if len(leaders) == 1 else None
            assert (end.seat if end.type is EventType.SKIRMISH_WON else None) == expected, (seed, end.round)
            if expected is not None:
                prize = [e for e in game.log(expected) if e.round == end.round and e.type is EventType.GAINED]
                assert [len(e.cards) for e in prize if e.cards] == [1], (seed, end.round)
        for seat in range(players):
            log = game.log(seat)
            assert all(e.visible_to(seat) for e in log)
            assert tuple(e for e in log if e.audience is None) == public


def test_final_result_line_says_one_person_and_one_card() -> None:
    # The final result in words (scavengers.text.result_text, shown by the replay and the
    # learning environments' console): a tribe of 1 person with 1 card is said so, as every
    # other line of the log says it (people_words).
    game = _last_round_table(
        3,
        [{"hand": [], "discard": ["refugee"]}, {"hand": [], "discard": ["sled_team", "junk"]}, {"hand": []}],
    )
    result = _end_on_deadlock(game)
    line = result_text(result, ["Ann", "Bob", "Cat"])
    assert line == (
        "Final result: Ann 1 person (0 contested, 1 card), Bob 2 people (1 contested, 2 cards), "
        "Cat 0 people (0 contested, 0 cards). Winner: Bob."
    )


def test_leaders_dealt_in_secret_then_kept_face_up() -> None:
    # [000:654]: at the start each player chooses one tribal leader out of two provided to her;
    # RULINGS 1.2 (#3): the kept one is face up (public), the other set aside unseen.
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=sc.hq_modules(3)))
    kept: dict[int, str] = {}
    dealt: dict[int, tuple[str, ...]] = {}
    for chooser in range(3):
        decision = game.view(None).decision
        assert decision is not None
        assert (decision.kind, decision.seat) == ("leader", chooser)
        dealt[chooser] = game.view(chooser).dealt
        action = game.legal_actions(chooser)[0]
        kept[chooser] = str(action).split()[-1]
        game.apply(chooser, action)
    for seat in SEATS_AND_SPECTATOR:
        log = game.log(seat)
        shown = [(e.seat, e.cards) for e in log if e.type is EventType.LEADERS_DEALT and e.cards]
        assert shown == ([(seat, dealt[seat])] if seat is not None else [])
        assert [e.count for e in log if e.type is EventType.LEADERS_DEALT and not e.cards] == [2, 2, 2]
        assert [(e.seat, e.cards) for e in log if e.type is EventType.LEADER_REVEALED] == [
            (s, (kept[s],)) for s in range(3)
        ]
        set_aside = {kind for s in range(3) for kind in dealt[s] if kind != kept[s] and s != seat}
        assert not set_aside & {kind for e in log for kind in e.cards}


def test_sniped_person_drops_its_tool_for_another_to_pick_up() -> None:
    # [000:464-468]: after a snipe the sniped player may rearrange the tools: the brawler holding
    # the grenade is sniped, the scavenger drops the spear for the grenade: fight 1 + 3 = 4.
    game = table(
        3,
        round=3,
        initiator=1,
        players=[{"hand": ["brawler", "scavenger", "grenade", "spear"]}, {"hand": ["sniper_team"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit brawler scavenger grenade spear", 1: "commit sniper_team"})
    game.apply(1, "snipe 0:brawler")
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    log = _since(game, 2, start)
    assert [(e.seat, e.target, e.cards) for e in log if e.type is EventType.SNIPED] == [(1, 0, ("brawler",))]
    assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 4, 1), 1: (0, 0, 2)}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_medic_may_save_another_players_tribe_member() -> None:
    # [000:543]: medics "could even be used to save another player's tribe member"; the saving
    # medic still counts its person in the tie-break ([000:500], as a sniper used so does).
    game = hq_game(
        1,
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["medic", "scout"]},
        ],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit brawler refugee", 2: "commit medic scout"})
    game.apply(0, "snipe 1:brawler")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat, decision.actor, decision.verb) == ("save", 2, 1, "brawler")
    game.apply(2, "save medic")
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        assert [(e.seat, e.target, e.cards) for e in log if e.type is EventType.SAVED] == [(2, 1, ("medic",))]
        totals = {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS}
        # the saved brawler fights: 2-2-2, and seat 0's 3 people win the tie-break [000:274].
        assert totals == {0: (1, 2, 3), 1: (1, 2, 2), 2: (1, 2, 2)}
        assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_fight_zero_beats_no_fight_whatever_the_people() -> None:
    # [000:418-420]: "A fight value of 0 is superior to no ability to fight at all. The player
    # with a fight of 0 would win in this case" (2015; RULINGS ED-12).
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["tribe_family_3"]}, {"hand": ["refugee"] * 4}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    log = _since(game, None, start)
    assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 0, 3), 1: (0, 0, 4)}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [0]


def test_everyone_fight_zero_the_most_people_win() -> None:
    # [000:414-416]: everyone has a fight of 0: ties are broken by the people brought.
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["tribe_family_3"]}, {"hand": ["tribe_family_4"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit tribe_family_3", 1: "commit tribe_family_4"})
    log = _since(game, None, start)
    assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 0, 3), 1: (1, 0, 4)}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [1]


def test_committed_sniper_answers_a_dig_and_is_discarded_face_up() -> None:
    # [000:476]: cards set apart for the skirmish count as in hand and may be played during an
    # opponent's dig; [000:480]: discarded immediately after use; the rest stays committed.
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "shovel", "brawler"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
        junkyard=["net", "junk", "pills"],
    )
    start = _public_count(game)
    game.apply(0, "end")
    game.apply(0, "commit sniper_team brawler")
    game.apply(1, "dig scavenger+shovel")
    game.apply(0, "snipe force 1:scavenger")
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        assert [(e.seat, e.target, e.cards, e.text) for e in log if e.type is EventType.SNIPED] == [
            (0, 1, ("scavenger",), "sniper_team")
        ]
        # the brawler committed with it stays hidden in every log but its owner's.
        assert any("brawler" in e.cards for e in log if e.type is EventType.COMMITTED) == (seat == 0)
    table_view = game.view(None).seats[0]
    assert (table_view.committed_count, table_view.discard) == (1, ("sniper_team",))


def test_provocateur_sniped_reverts_to_the_natural_fight() -> None:
    # [003:133]: "If your provocateur gets sniped, your fight score reverts back to its natural
    # score": the tribe family's fight 0, with its 5 people; the sniper team 2 people sits out.
    game = module_table(
        sc.recon_modules([2]),
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["provocateur", "tribe_family_5"]}, {"hand": ["sniper_team", "scavenger"]}, {"hand": []}],
        contested=["tribe_family_5", "grenade"],
    )
    start = _public_count(game)
    end_gathering(game, {0: "commit provocateur tribe_family_5", 1: "commit sniper_team scavenger"})
    game.apply(0, "provoke provocateur")
    game.apply(1, "snipe 0:provocateur")
    pass_skirmish(game)
    assert game.round == 4  # the skirmish is over
    log = _since(game, 0, start)
    types = _types(log)
    assert types.index("provoked") < types.index("sniped") < types.index("skirmish_totals")
    assert {e.seat: e.values for e in log if e.type is EventType.SKIRMISH_TOTALS} == {0: (1, 0, 5), 1: (1, 1, 3)}
    assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [1]


def test_spy_cancelled_by_scouting_refugee_sees_nothing_and_both_draw() -> None:
    # [003:80] Example 2: the scouting refugee cancels the spy; "The spy and scouting refugee are
    # both discarded and both players draw an additional card"; nothing is looked at.
    game = module_table(
        sc.recon_modules([1]),
        3,
        round=2,
        initiator=0,
        players=[
            {"hand": ["spy", "brawler"], "deck": ["net"]},
            {"hand": ["scouting_refugee", "medic", "brawler"], "deck": ["junk", "pills"]},
            {"hand": ["refugee"]},
        ],
        contested=["net", "grenade"],
    )
    start = _public_count(game)
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel scouting_refugee")
    for seat in SEATS_AND_SPECTATOR:
        log = _since(game, seat, start)
        assert "looked" not in _types(log)
        assert [(e.seat, e.cards) for e in log if e.type is EventType.CANCELLED and e.cards] == [
            (1, ("scouting_refugee",))
        ]
        assert [(e.seat, e.count) for e in log if e.type is EventType.DREW and not e.cards] == [(0, 1), (1, 1)]
        private = [(e.seat, e.cards) for e in log if e.type is EventType.DREW and e.cards]
        own = {0: [(0, ("net",))], 1: [(1, ("junk",))]}
        assert private == (own.get(seat, []) if seat is not None else [])
    assert game.view(None).seats[0].discard == ("spy",)
    assert game.view(None).seats[1].discard == ("scouting_refugee",)
