"""A twentieth audit: HOW EVERY KIND OF GAME ENDS AND IS SCORED.

Tables are built one step from the end and the last step is played: the last contested resource
won, lost to a deadlock or to a two-player tie; the tie-breaks in their order [000:170-172];
the gangs [000:557-565] [003:261-267] (RULINGS F-1..F-8); the solo game's seventh battle and its
points [003:316-349] (V-4..V-7). Each test then checks that ``Game.result``, ``score(seat)``,
the log's end event, ``view(seat).result``, the end words (``scavengers.text``) and the web's
view JSON say the same. Written from the rulebooks' words (cited [file:line]) and RULINGS.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

import scavengers as sc
from helpers import end_gathering, solo_game, zone_kinds
from scavengers.cards import CATALOGUE, CardType
from scavengers.engine.core.events import EventType
from scavengers.server.serialize import view_json
from scavengers.text import and_words, describe, result_text, tie_break_words
from scavengers.tui.app import ScavengersApp
from scavengers.tui.session import HUMAN, Session
from tui_helpers import run_app, screen_words, until

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})


def finish(game: sc.Game, commits: dict[int, str] | None = None) -> sc.GameResult:
    """Play to the end: turns end, commits as given (once each), every other decision passes."""
    commits = dict(commits or {})
    for _ in range(3000):
        if game.over:
            break
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.pop(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")
    assert game.over
    assert game.result is not None
    return game.result


def last_round(
    zones: list[dict[str, Any]], contested: list[str] | None = None, modules: frozenset[str] = frozenset(), **kw: Any
) -> sc.Game:
    """A table in round 5 with one contested resource left (a field crew unless given): seat n
    holds ``zones[n]`` (hand, deck, discard, ...)."""
    players = [{"hand": [], "deck": [], **z} for z in zones]
    rules = kw.pop("rules", "2015")
    scenario: dict[str, Any] = {
        "round": 5,
        "initiator": 0,
        "players": players,
        "contested": contested or ["field_crew"],
    }
    scenario.update(kw)
    return sc.Game.new(sc.GameConfig(players=len(zones), seed=0, modules=modules, rules=rules, scenario=scenario))


def agree(game: sc.Game) -> sc.GameResult:
    """Every account of the end says the same: ``Game.result``, ``score(seat)``, every seat's
    and a spectator's ``view().result``, the log's end event (every seat's log), the web's
    view JSON and the end words."""
    result = game.result
    assert result is not None
    assert game.over
    seats = len(result.scores)
    names = NAMES[:seats]
    for seat in range(seats):
        assert game.score(seat) == result.scores[seat]
    for seat in [*range(seats), None]:
        view = game.view(seat)
        assert view.result == result
        ends = [e for e in game.log(seat) if e.type is EventType.GAME_OVER]
        assert len(ends) == 1
        assert tuple(ends[0].values) == result.winners
        assert game.log(seat)[-1].type is EventType.GAME_OVER
    data = view_json(game.view(0))
    assert data["result"]["winners"] == list(result.winners)
    assert data["result"]["decided_by"] == result.decided_by
    assert [s["people"] for s in data["result"]["scores"]] == [s.people for s in result.scores]
    assert [s["contested"] for s in data["result"]["scores"]] == [s.contested for s in result.scores]
    assert [s["cards"] for s in data["result"]["scores"]] == [s.cards for s in result.scores]
    words = result_text(result, names)
    won = and_words([names[w] for w in result.winners])  # "Ann, Bob and Cat"
    said = [describe(game.log(seat)[-1], names, seat) for seat in (None, *range(seats))]
    if seats == 1:
        points = result.scores[0].points
        scored = f"{points} point" if points == 1 else f"{points} points"
        assert words == f"Final result: {names[0]} scores {scored}."
        assert said == [f"Game over: {names[0]} scores {scored}.", f"Game over: You score {scored}."]
    elif len(result.winners) == 1:
        assert f"Winner: {won}." in words
        assert set(said) == {f"Game over. Winner: {won}."}
    else:
        assert f"Shared victory: {won}." in words
        assert set(said) == {f"Game over. Shared victory: {won}."}
    return result


def tribe(game: sc.Game, seat: int) -> list[str]:
    """The kinds of every card of ``seat``'s tribe (RULINGS F-1), from the omniscient zones:
    all her zones but the cards removed from play [000:658] and the leaders she was dealt and
    did not keep."""
    out = []
    for zone, cards in game.zones().items():
        owner, _, name = zone.partition(":")
        if owner == str(seat) and name not in ("removed", "dealt"):
            out += [card.kind for card in cards]
    return out


def owned_count(game: sc.Game, seat: int) -> int:
    """Every card of ``seat``'s tribe but its leader, buildings and gangs (RULINGS F-2)."""
    skip = (CardType.LEADER, CardType.BUILDING, CardType.GANG)
    return sum(1 for kind in tribe(game, seat) if CATALOGUE[kind].type not in skip)


def owned_people(game: sc.Game, seat: int) -> int:
    return sum(CATALOGUE[kind].people for kind in tribe(game, seat))


# ---------------------------------------------------------------------------------------------
# The last step: what ends the game [000:140] [000:170] ED-2


def test_the_last_contested_resource_won_ends_the_game_after_that_skirmish_000_170() -> None:
    """[000:268] the winner takes the top contested resource; [000:170] "When the contested
    resource pile has been depleted, the game is over": no sixth round begins."""
    game = last_round([{"hand": ["brawler"]}, {"hand": ["refugee"]}, {}])
    result = finish(game, {0: "commit brawler"})
    assert game.round == 5
    assert zone_kinds(game, "contested") == []
    assert "field_crew" in zone_kinds(game, "0:discard")
    # Ann: brawler 1 + field crew 4 people; Bob: a refugee, 1.
    assert [s.people for s in result.scores] == [5, 1, 0]
    assert result.winners == (0,)
    assert result.decided_by == "people"
    agree(game)


def test_a_deadlock_on_the_last_round_sends_the_resource_to_the_junkyard_and_ends_000_274_ed2() -> None:
    """[000:274] a deadlock: "place the top card from the contested resources pile into the
    junkyard pile"; ED-2: the game still ends. Two brawlers tie on fight and people."""
    game = last_round([{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}])
    before = len(zone_kinds(game, "junkyard"))
    result = finish(game, {0: "commit brawler", 1: "commit brawler"})
    assert [e.type for e in game.log(None)].count(EventType.DEADLOCK) == 1
    assert len(zone_kinds(game, "junkyard")) == before + 1
    assert "field_crew" in zone_kinds(game, "junkyard")
    assert all(s.contested == 0 for s in result.scores)
    assert result.winners == (0, 1)
    assert result.decided_by == "shared"
    agree(game)


def test_two_players_a_last_skirmish_won_by_one_is_a_tie_and_ends_the_game_000_116() -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie": the last resource
    goes to the junkyard (ED-6) and the game ends (ED-2). A brawler (2) against a hunter (1)."""
    game = last_round([{"hand": ["brawler"]}, {"hand": ["hunter"]}])
    result = finish(game, {0: "commit brawler", 1: "commit hunter"})
    assert [e.type for e in game.log(None)].count(EventType.SKIRMISH_WON) == 0
    assert "field_crew" in zone_kinds(game, "junkyard")
    assert [s.contested for s in result.scores] == [0, 0]
    # Tied on people (1 each), contested (0) and cards (1): they share the victory [000:172].
    assert result.winners == (0, 1)
    agree(game)


def test_two_players_a_last_skirmish_won_by_two_takes_the_resource_000_116() -> None:
    game = last_round([{"hand": ["brawler", "spear"]}, {"hand": ["brawler"]}])
    result = finish(game, {0: "commit brawler spear", 1: "commit brawler"})
    assert result.scores[0].contested == 1
    assert result.winners == (0,)
    agree(game)


def test_two_players_people_still_decide_the_final_ranking_000_170() -> None:
    """[000:115] people no longer matter in a two-player skirmish, but the end's ranking is
    still "the player who has built the largest tribe" [000:170]."""
    game = last_round([{"discard": ["thugs"]}, {"discard": ["refugee", "refugee"]}])
    result = finish(game)
    assert [s.people for s in result.scores] == [3, 2]
    assert result.winners == (0,)
    agree(game)


def test_with_two_resources_left_the_game_goes_on_to_another_round_000_140() -> None:
    game = last_round([{"hand": ["brawler"]}, {}, {}], contested=["grenade", "field_crew"])
    end_gathering(game, {0: "commit brawler"})
    while not game.over and game.round == 5:
        game.apply(game.view(None).decision.seat, "pass")  # type: ignore[union-attr]
    assert not game.over
    assert game.result is None
    assert game.view(0).result is None
    assert game.round == 6


def test_nobody_commits_on_the_last_round_the_resource_goes_to_the_junkyard_000_422_424() -> None:
    """[000:422-424] "What happens if no one brings any fight value and everyone ties for the
    number of people ... It is a tie. Place the contested resource on the top of the
    junkyard"; ED-2: the last one leaving ends the game."""
    game = last_round([{"discard": ["refugee"]}, {}, {}])
    result = finish(game)
    assert "field_crew" in zone_kinds(game, "junkyard")
    assert result.winners == (0,)
    agree(game)


def test_2012_rules_the_last_resource_lost_to_a_deadlock_still_ends_the_game_ed2() -> None:
    game = last_round([{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}], rules="2012")
    result = finish(game, {0: "commit brawler", 1: "commit brawler"})
    assert "field_crew" in zone_kinds(game, "junkyard")
    assert result.winners == (0, 1)
    agree(game)


def test_random_contested_resources_a_recon_resource_is_the_last_one_and_scores_v9() -> None:
    """[003:214-255] Recon module 4: the game runs on the chosen resources; V-9: they are the
    timer. The last one here is a combat medics (4 people [cards.tsv]), won by a brawler."""
    game = last_round(
        [{"hand": ["brawler"]}, {"discard": ["refugee", "refugee"]}, {}],
        contested=["combat_medics"],
        modules=frozenset({"recon4"}),
    )
    result = finish(game, {0: "commit brawler"})
    assert result.scores[0].people == 1 + 4
    assert result.scores[0].contested == 1
    assert result.winners == (0,)
    agree(game)


# ---------------------------------------------------------------------------------------------
# The tie-breaks in their order [000:170-172]


def test_the_largest_tribe_wins_over_more_contested_resources_and_cards_000_170() -> None:
    game = last_round([{"discard": ["thugs", "refugee"]}, {"discard": ["tribe_family_3", "junk", "junk", "junk"]}, {}])
    result = finish(game)
    assert [(s.people, s.contested, s.cards) for s in result.scores][:2] == [(4, 0, 2), (3, 1, 4)]
    assert result.winners == (0,)
    assert result.decided_by == "people"
    assert tie_break_words(result, NAMES[:3]) == ""
    agree(game)


def test_tied_on_people_the_contested_resources_decide_before_the_cards_000_170() -> None:
    game = last_round([{"discard": ["sled_team"]}, {"discard": ["refugee", "refugee", "junk", "junk"]}, {}])
    result = finish(game)
    assert [(s.people, s.contested, s.cards) for s in result.scores][:2] == [(2, 1, 1), (2, 0, 4)]
    assert result.winners == (0,)
    assert result.decided_by == "contested"
    agree(game)


def test_a_contested_resource_dug_from_the_junkyard_counts_for_the_tie_break_f3() -> None:
    """F-3: "Any owned card that carries the CR supply icon, however it was acquired": a grenade
    (0 people) dug from the junkyard after a deadlock breaks a tie on people."""
    game = last_round([{"hand": ["scavenger", "shovel"]}, {"discard": ["refugee"]}, {}], junkyard=["grenade"])
    game.apply(0, "dig scavenger+shovel")
    d = game.view(None).decision
    assert d is not None
    assert d.kind == "keep"
    game.apply(0, "keep grenade")
    result = finish(game)
    assert [(s.people, s.contested) for s in result.scores][:2] == [(1, 1), (1, 0)]
    assert result.winners == (0,)
    assert result.decided_by == "contested"
    agree(game)


def test_three_tribes_tied_on_everything_share_the_victory_000_172() -> None:
    game = last_round([{"discard": ["refugee"]}, {"discard": ["refugee"]}, {"discard": ["refugee"]}])
    result = finish(game)
    assert result.winners == (0, 1, 2)
    assert result.decided_by == "shared"
    assert "Shared victory: Ann, Bob and Cat." in result_text(result, NAMES[:3])
    agree(game)


def test_five_players_the_tie_breaks_part_only_the_tribes_tied_before_them_000_170() -> None:
    """Four tied on 3 people; two of them on 1 contested resource; of those, 3 cards beat 2.
    The fifth (2 people, many cards) is never compared."""
    zones = [
        {"discard": ["tribe_family_3"]},  # 3 people, 1 contested, 1 card
        {"discard": ["sled_team", "refugee", "junk"]},  # 3, 1, 3
        {"discard": ["thugs", "junk", "junk", "junk"]},  # 3, 0, 4
        {"discard": ["sled_team", "refugee"]},  # 3, 1, 2
        {"discard": ["refugee", "refugee", "pills", "pills", "pills", "spear", "net"]},  # 2, 0, 7
    ]
    game = last_round(zones)
    result = finish(game)
    assert [(s.people, s.contested, s.cards) for s in result.scores] == [
        (3, 1, 1),
        (3, 1, 3),
        (3, 0, 4),
        (3, 1, 2),
        (2, 0, 7),
    ]
    assert result.winners == (1,)
    assert result.decided_by == "cards"
    assert tie_break_words(result, NAMES) == (
        "Ann, Bob and Dan tied on 3 people and 1 contested resource: 3 cards beat 2, the cards tie-break."
    )
    agree(game)


def test_the_last_skirmish_decides_a_tie_on_people_through_the_resource_it_gives_000_170() -> None:
    """Tied on 2 people before the last skirmish: the winner's grenade (0 people) is a
    contested resource, so she wins the tie-break."""
    game = last_round(
        [{"hand": ["brawler"], "discard": ["refugee"]}, {"discard": ["refugee", "refugee"]}, {}],
        contested=["grenade"],
    )
    result = finish(game, {0: "commit brawler"})
    assert [(s.people, s.contested) for s in result.scores][:2] == [(2, 1), (2, 0)]
    assert result.winners == (0,)
    assert result.decided_by == "contested"
    agree(game)


def test_junk_counts_for_the_cards_tie_break_f2() -> None:
    game = last_round([{"discard": ["refugee", "junk"]}, {"discard": ["refugee", "pills"]}, {"discard": ["refugee"]}])
    result = finish(game)
    assert result.winners == (0, 1)
    assert result.decided_by == "shared"
    agree(game)


# ---------------------------------------------------------------------------------------------
# The gangs at the end [000:557-565] [003:261-267] RULINGS F-4..F-8


def gangs_of(result: sc.GameResult) -> list[tuple[str, ...]]:
    return [s.gangs for s in result.scores]


def test_a_gang_joins_only_once_the_last_resource_is_won_and_can_turn_the_result_000_559() -> None:
    """[000:559] "Once all of the contested resources have been gathered, then these tribes will
    choose": the wolf pack won in the last skirmish (a tool [cards.tsv]) makes Ann's tools 2
    to Bob's 1, so the Gearheads (5 people, F-7) join her and she beats Bob's 4 people."""
    game = last_round(
        [{"hand": ["brawler"], "discard": ["spear"]}, {"discard": ["field_crew", "shovel"]}, {}],
        contested=["wolf_pack"],
        modules=HQ1,
    )
    assert game.score(0).gangs == ()
    assert game.score(0).people == 1
    result = finish(game, {0: "commit brawler"})
    assert gangs_of(result) == [("gang_gearheads",), (), ()]
    assert [s.people for s in result.scores] == [1 + 5, 4, 0]
    assert result.winners == (0,)
    joined = [e for e in game.log(None) if e.type is EventType.GANG_JOINED]
    stayed = [e for e in game.log(None) if e.type is EventType.GANG_STAYED_AWAY]
    assert [(e.seat, e.cards) for e in joined] == [(0, ("gang_gearheads",))]
    assert [e.cards for e in stayed] == [("gang_pharmers",)]  # no medicine anywhere: F-4
    kinds = [e.type for e in game.log(None)]
    assert kinds.index(EventType.GANG_JOINED) < kinds.index(EventType.GAME_OVER)
    agree(game)


def test_gearheads_tied_on_tools_go_to_the_most_contested_tools_000_561() -> None:
    """[000:561] "Ties are broken by counting the total number of tools that are contested
    resources": 2 tools each; Bob's grenade is a contested tool."""
    game = last_round([{"discard": ["spear", "shovel"]}, {"discard": ["grenade", "net"]}, {}], modules=HQ1)
    result = finish(game)
    assert gangs_of(result)[:2] == [(), ("gang_gearheads",)]
    assert result.scores[1].people == 5
    agree(game)


def test_an_instant_is_no_tool_for_the_gearheads_f5() -> None:
    """F-5: "Instants (binoculars, map, tear gas) are excluded": Ann's tear gas and map do not
    outnumber Bob's one spear."""
    game = last_round(
        [{"discard": ["tear_gas", "map"]}, {"discard": ["spear"]}, {}],
        modules=frozenset({"hq1", "recon4", "recon5"}),
    )
    result = finish(game)
    assert "gang_gearheads" in result.scores[1].gangs
    assert "gang_gearheads" not in result.scores[0].gangs
    agree(game)


def test_pharmers_tied_on_meds_value_go_to_the_most_medics_combat_medics_included_ed8() -> None:
    """[000:563] meds value of medicine cards (a medkit 2 = two pills); ED-8: the tie-break
    counts Medic and Combat Medics cards: Bob's combat medics."""
    game = last_round(
        [{"discard": ["medkit"]}, {"discard": ["pills", "pills", "combat_medics"]}, {}],
        modules=frozenset({"hq1", "recon4"}),
    )
    result = finish(game)
    assert gangs_of(result)[:2] == [(), ("gang_pharmers",)]
    assert result.scores[1].people == 4 + 5
    agree(game)


def test_pharmers_go_to_the_higher_meds_value_not_the_more_medicine_cards_000_563() -> None:
    """[000:563] "the total 'meds' VALUE": two medkits (4) beat three pills (3)."""
    game = last_round(
        [{"discard": ["medkit", "medkit"]}, {"discard": ["pills", "pills", "pills", "medic"]}, {}], modules=HQ1
    )
    result = finish(game)
    assert "gang_pharmers" in result.scores[0].gangs
    agree(game)


def test_masons_count_completed_enabled_buildings_and_engineers_break_ties_000_565() -> None:
    """[000:565] "completed and enabled buildings ... Ties are broken by adding up the total
    number of engineers": one complete building each; Bob has an engineer. Ann's second
    building is still being built and does not count (F-6)."""
    game = last_round(
        [
            {"buildings": [{"building": "hydroponic_gardens"}, {"building": "bunker", "timer": ["junk"]}]},
            {"buildings": [{"building": "armory"}], "discard": ["engineer"]},
            {},
        ],
        modules=HQ2,
    )
    result = finish(game)
    assert gangs_of(result)[:2] == [(), ("gang_masons",)]
    assert result.scores[1].people == 1 + 5
    # The buildings are no cards (F-2); the timer's junk is one (F-1).
    assert result.scores[0].cards == 1
    agree(game)


def test_humanitarians_go_to_the_most_refugee_titled_cards_and_a_tie_awards_nobody_003_263_265() -> None:
    """[003:263] "number of cards with the 'refugee' keyword in the title"; [003:265] "There is
    no tie-breaker. In the event of a tie, this gang is not awarded"."""
    won = last_round(
        [{"discard": ["refugee", "scouting_refugee"]}, {"discard": ["refugee"]}, {}], modules=frozenset({"recon5"})
    )
    assert finish(won).scores[0].gangs == ("gang_humanitarians",)
    agree(won)
    tied = last_round(
        [{"discard": ["refugee", "scouting_refugee"]}, {"discard": ["refugee", "refugee", "engineer"]}, {}],
        modules=frozenset({"hq1", "hq2", "recon5"}),
    )
    result = finish(tied)
    assert all("gang_humanitarians" not in g for g in gangs_of(result))
    agree(tied)


def test_a_gang_is_not_a_card_for_the_cards_tie_break_but_its_people_count_f2_f7() -> None:
    """F-7: a gang is 5 people; F-2: it is no card. Ann: 2 spears + Gearheads = 5 people, 2
    cards; Bob: a tribe family of 5 and a junk = 5 people, 1 contested: Bob wins on contested."""
    game = last_round([{"discard": ["spear", "spear"]}, {"discard": ["tribe_family_5", "junk"]}, {}], modules=HQ1)
    result = finish(game)
    assert [(s.people, s.contested, s.cards) for s in result.scores][:2] == [(5, 0, 2), (5, 1, 2)]
    assert result.winners == (1,)
    assert result.decided_by == "contested"
    agree(game)


def test_gangs_are_awarded_under_the_2012_rules_too_001_524() -> None:
    """[001:524-531] the older edition has the Gearheads and Pharmers ("all pills and medkits")."""
    game = last_round([{"discard": ["pills"]}, {"discard": ["spear"]}, {}], modules=HQ1, rules="2012")
    result = finish(game)
    assert gangs_of(result)[:2] == [("gang_pharmers",), ("gang_gearheads",)]
    assert result.winners == (0, 1)
    assert result.decided_by == "shared"
    agree(game)


def test_the_gang_lines_in_the_log_name_the_gang_and_the_tribe_000_559() -> None:
    game = last_round([{"discard": ["pills"]}, {"discard": ["spear"]}, {}], modules=HQ2)
    finish(game)
    lines = [
        describe(e, NAMES[:3], 2) for e in game.log(2) if e.type in (EventType.GANG_JOINED, EventType.GANG_STAYED_AWAY)
    ]
    assert lines == [
        "The Gearheads join Bob's tribe (5 people).",
        "The Pharmers join Ann's tribe (5 people).",
        "The Masons join nobody: no tribe leads alone.",
    ]


# ---------------------------------------------------------------------------------------------
# Every card counts once, wherever it lies (RULINGS F-1, F-2): score(seat) as the game goes


def test_cards_used_this_turn_and_a_committed_force_still_count_once_f1() -> None:
    """F-1: "deck, discard, hand, play area or skirmish": the cards on the table after a hunt,
    the force committed and the deck all count, each once."""
    game = last_round([{"hand": ["hunter", "spear", "brawler", "refugee"], "deck": ["junk", "thugs"]}, {}, {}])
    before = game.score(0)
    assert (before.people, before.cards) == (1 + 1 + 1 + 3, 6)
    game.apply(0, "hunt hunter+spear")
    assert game.score(0) == before
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee")
    assert game.score(0) == before
    assert game.score(0).cards == owned_count(game, 0)


def test_a_hardy_scavenger_going_back_to_hand_counts_once_on_the_last_round_s12() -> None:
    """S-12: a hardy scavenger of a tribe that did not win goes back to hand; the final score
    counts it once (F-1). Ann's brawler beats Bob's hardy scavenger on the last round."""
    game = last_round(
        [{"hand": ["brawler", "spear"]}, {"hand": ["hardy_scavenger"], "discard": ["junk"]}, {}],
        modules=frozenset({"recon3"}),
    )
    result = finish(game, {0: "commit brawler spear", 1: "commit hardy_scavenger"})
    assert result.winners == (0,)
    assert result.scores[1].cards == 2 == owned_count(game, 1)
    assert result.scores[1].people == owned_people(game, 1) == 1
    agree(game)


def test_the_organizers_draw_from_her_own_deck_counts_once_while_she_looks_f1() -> None:
    """[000:204] a card is the tribe's once it is hers; the Organizer draws 2 of her own deck
    and keeps 1 (the other goes back): while she looks, her tribe is as it was (F-1)."""
    game = last_round(
        [
            {"leader": "leader_organizer", "hand": ["refugee"], "deck": ["thugs", "junk", "pills"]},
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger"},
        ],
        modules=frozenset({"hq1", "hq2", "hq3"}),
    )
    before = game.score(0)
    assert (before.people, before.cards) == (1 + 3, 4)
    game.apply(0, "lead refugee")
    assert len(zone_kinds(game, "0:looking")) == 2
    assert game.score(0) == before
    keep = next(str(a) for a in game.legal_actions(0) if str(a).startswith("keep"))
    game.apply(0, keep)
    assert game.score(0) == before


def test_stored_and_timer_cards_count_and_the_buildings_do_not_at_the_end_f1_f2() -> None:
    """F-1: "cards stored in buildings, and building timer cards" count; F-2: building cards
    are not cards; their people are 0."""
    game = last_round(
        [
            {
                "discard": ["refugee"],
                "buildings": [
                    {"building": "bunker", "stored": ["thugs", "refugee"]},
                    {"building": "armory", "timer": ["field_crew"]},
                ],
            },
            {"discard": ["thugs", "refugee", "refugee", "refugee"]},
            {},
        ],
        modules=HQ2,
    )
    result = finish(game)
    # Ann: refugee 1 + thugs 3 + refugee 1 + field crew 4 = 9 people, 1 contested, 4 cards;
    # the Masons (one complete building) add 5.
    assert result.scores[0] == sc.Score(9 + 5, 1, 4, ("gang_masons",))
    assert result.scores[1].people == 6
    agree(game)


def test_cards_the_cannibal_removed_on_the_last_round_score_nothing_000_658() -> None:
    """[000:658] "Cards that are removed from play cannot return to the game and do not count
    toward final scoring"."""
    game = last_round(
        [
            {"leader": "leader_cannibal", "hand": ["thugs", "refugee"]},
            {"leader": "leader_mentor", "discard": ["thugs"]},
            {"leader": "leader_ranger"},
        ],
        modules=frozenset({"hq1", "hq2", "hq3"}),
    )
    assert game.score(0).people == 4
    lead = [str(a) for a in game.legal_actions(0) if str(a).startswith("lead")]
    assert any("refugee" in t for t in lead), lead
    act_text = next(t for t in lead if "refugee" in t)
    game.apply(0, act_text)
    result = finish(game)
    assert result.scores[0].people == 3
    assert result.scores[0].cards == 1
    assert "refugee" in zone_kinds(game, "0:removed")
    # Ann and Bob: 3 people, 0 contested, 1 card each: shared.
    assert result.winners == (0, 1)
    agree(game)


# ---------------------------------------------------------------------------------------------
# The solo game's last battle and its points [003:316-349] RULINGS V-4..V-7


def engage(game: sc.Game, number: int, commit: str) -> None:
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    d = game.view(None).decision
    if d is not None and d.kind == "commit":
        game.apply(0, f"commit {commit}")
    while not game.over and (d := game.view(None).decision) is not None and d.kind in ("skirmish", "respond", "save"):
        game.apply(d.seat, "pass")


def test_solo_the_seventh_battle_won_ends_the_game_and_the_prize_scores_two_003_345_347() -> None:
    """[003:345] "After you fight in the seventh battle, proceed to scoring"; [003:347-348] a
    contested resource 2 points, every other card 1. Brawler + spear (fight 4) beat a tribe
    family of 5 and a grenade (fight 3): the family is the prize. Brawler, spear, 2 junk = 4;
    the family 2: 6."""
    game = solo_game(["brawler", "spear"], [["tribe_family_5", "grenade"]], deck=["junk", "junk"])
    assert game.score(0).points == 4
    engage(game, 1, "brawler spear")
    assert not game.over
    game.apply(0, "keep tribe_family_5")
    assert game.over
    result = agree(game)
    assert result.scores[0].points == 6
    assert result.scores[0].contested == 1
    assert result.winners == (0,)
    assert result.decided_by == "points"
    assert tie_break_words(result, NAMES[:1]) == ""
    end = game.log(0)[-1]
    assert end.count == 6
    assert describe(end, NAMES[:1], 0) == "Game over: You score 6 points."
    assert view_json(game.view(0))["result"]["scores"][0]["points"] == 6


def test_solo_the_seventh_battle_lost_removes_a_card_of_her_choice_003_340() -> None:
    """[003:340] "If you lose, you must permanently remove one card from your skirmish force":
    a scout and a refugee (fight 2) against thugs (3); 3 cards + 1 junk = 4 points, less the scout: 3."""
    game = solo_game(["scout", "refugee", "pills"], [["thugs"]], deck=["junk"])
    engage(game, 1, "refugee scout")
    d = game.view(None).decision
    assert d is not None
    assert not game.over
    pick = next(str(a) for a in game.legal_actions(0) if "scout" in str(a))
    game.apply(0, pick)
    assert game.over
    result = agree(game)
    assert result.scores[0].points == 3
    assert "scout" in zone_kinds(game, "0:removed")


def test_solo_the_game_ends_after_the_seventh_battle_not_before_003_343() -> None:
    """[003:343] "Play continues until you have skirmished with each of the seven opposing
    forces": after the first of two, the game goes on."""
    game = solo_game(["brawler", "spear"], [["refugee"], ["refugee"]], deck=["junk"] * 5)
    engage(game, 1, "brawler spear")
    game.apply(0, "keep refugee")
    assert [n for n, size in enumerate(game.view(0).forces, 1) if size] == [2]
    assert not game.over
    assert game.result is None
    assert game.view(0).result is None


def test_solo_a_rifle_won_scores_one_point_v7() -> None:
    """V-7: "Rifles and thugs won from opponents count 1"."""
    game = solo_game(["brawler", "spear"], [["rifle", "refugee"]], modules={"hq1"})
    engage(game, 1, "brawler spear")
    game.apply(0, "keep rifle")
    result = agree(game)
    assert result.scores[0].points == 3
    assert result.scores[0].contested == 0


def test_solo_points_count_every_zone_while_the_prize_is_chosen_v7() -> None:
    """V-7 / F-1: while she picks the prize her score is her tribe alone (the opponent's cards
    are not hers until taken); the turn's table and force count once."""
    game = solo_game(["brawler", "spear", "hunter", "net"], [["field_crew", "refugee"]], deck=["junk", "medkit"])
    assert game.score(0).points == 6
    game.apply(0, "hunt hunter+net")
    assert game.score(0).points == 6
    engage(game, 1, "brawler spear")
    pending = game.view(0).decision
    assert pending is not None
    assert pending.kind == "prize"
    assert game.score(0).points == 6
    game.apply(0, "keep field_crew")
    assert agree(game).scores[0].points == 8


def test_solo_the_end_screen_words_the_score_003_347_348() -> None:
    game = solo_game(["brawler", "spear"], [["tribe_family_5", "grenade"]], deck=["junk"])
    engage(game, 1, "brawler spear")
    game.apply(0, "keep tribe_family_5")
    result = agree(game)
    assert result_text(result, ["Ann"]) == "Final result: Ann scores 5 points."


def end_screen(game: sc.Game, seats: list[str], tmp_path: Path) -> str:
    """The words of the terminal's end screen for a finished game."""
    names = NAMES[: len(seats)]
    session = Session(game=game, seats=seats, names=names, save_path=tmp_path / "s.json")
    app = ScavengersApp(session, delay=0, records_path=tmp_path / "bests.json")
    shown: dict[str, str] = {}

    async def script(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: type(app.screen).__name__ == "EndScreen", "the end screen")
        shown["words"] = " ".join(screen_words(app.screen).split())

    run_app(app, script, (120, 40))
    return shown["words"]


@pytest.mark.slow
def test_solo_the_terminal_end_screen_counts_one_contested_resource_and_one_other_card_003_347(
    tmp_path: Path,
) -> None:
    """[003:347-348] "Contested resource cards in your tribe count as 2 points. All other cards
    in your tribe count as 1 point": a grenade (2) and a spear (1) after the brawler is lost:
    3 points, said in words that count one of each."""
    game = solo_game(["brawler", "spear"], [["grenade", "rifle"]], modules={"hq1"})
    engage(game, 1, "brawler spear")
    game.apply(0, "keep grenade")
    result = agree(game)
    assert result.scores[0].points == 2 + 2  # grenade 2, brawler 1, spear 1
    words = end_screen(game, [HUMAN], tmp_path)
    assert "Game over. Your score: 4 points." in words
    assert "1 contested resource at 2 points + 2 other cards at 1" in words


@pytest.mark.slow
def test_the_terminal_end_screen_names_the_winner_and_the_gangs_000_559(tmp_path: Path) -> None:
    game = last_round([{"discard": ["pills"]}, {"discard": ["spear", "refugee"]}, {}], modules=HQ1)
    result = finish(game)
    assert result.winners == (1,)
    words = end_screen(game, [HUMAN, HUMAN, "heuristic"], tmp_path)
    assert "Game over. Winner: Bob." in words
    assert "The Gearheads" in words
    assert "The Pharmers" in words
    assert "Ann and Bob tied on" not in words


def test_a_demolition_reset_on_the_last_round_moves_cards_but_every_one_still_counts_once_h9() -> None:
    """H-9: the owner tops her reset timer up from her own deck (here her deck runs out and her
    discard is shuffled in [000:123]); the demolition team's player draws 2. F-1: timer cards
    are still the player's: nobody's tribe changes size, each card counted once."""
    game = last_round(
        [
            {"hand": ["demolition_team"], "deck": ["junk", "pills", "thugs"]},
            {
                "deck": ["refugee"],
                "discard": ["spear", "net"],
                "buildings": [{"building": "bunker", "timer": ["junk", "medkit"]}],
            },
            {},
        ],
        modules=frozenset({"hq1", "hq2", "recon4"}),
    )
    before = [game.score(s) for s in range(3)]
    assert (before[0].cards, before[1].cards) == (4, 5)
    game.apply(0, "demolish 1:bunker")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    timers = [cards for zone, cards in game.zones().items() if zone.startswith("1:timer")]
    assert [len(cards) for cards in timers] == [5]
    assert [game.score(s) for s in range(3)] == before
    assert game.score(1).cards == owned_count(game, 1)
    result = finish(game)
    # Ann: demolition team 2 + thugs 3 people, 1 contested; Bob: refugee 1; no gang joins Bob
    # for his unfinished bunker (F-6); the Pharmers: Bob's medkit 2 beats Ann's pills 1; the
    # Gearheads: Bob's spear and net.
    assert result.scores[0].people == 2 + 3
    assert result.scores[1] == sc.Score(1 + 5 + 5, 0, 5, ("gang_gearheads", "gang_pharmers"))
    assert result.winners == (1,)
    agree(game)


def test_tear_gas_is_a_contested_resource_for_the_tie_break_with_no_people_f3() -> None:
    """F-3: "Any owned card that carries the CR supply icon": a tear gas (an instant, 0 people)
    breaks a tie on people."""
    game = last_round(
        [{"discard": ["refugee", "tear_gas"]}, {"discard": ["refugee", "junk", "junk"]}, {}],
        modules=frozenset({"recon4"}),
    )
    result = finish(game)
    assert [(s.people, s.contested, s.cards) for s in result.scores][:2] == [(1, 1, 2), (1, 0, 3)]
    assert result.winners == (0,)
    assert result.decided_by == "contested"
    agree(game)


def test_a_finished_game_saved_and_loaded_says_the_same_result() -> None:
    game = last_round([{"hand": ["brawler"]}, {"discard": ["refugee"]}, {}], modules=HQ1, contested=["grenade"])
    result = finish(game, {0: "commit brawler"})
    again = sc.Game.from_json(game.to_json())
    assert again.over
    assert again.result == result
    agree(again)


def test_a_couriers_draw_counts_once_while_she_chooses_what_to_discard_x11() -> None:
    """X-11: a courier's draw discards 2 of the drawn cards, her choice; while she chooses,
    the drawn cards are her own (drawn from her deck): her tribe is as it was (F-1)."""
    game = last_round(
        [{"hand": ["courier", "scavenger"], "deck": ["junk", "pills", "thugs", "refugee"]}, {}, {}],
        modules=frozenset({"recon3"}),
    )
    before = game.score(0)
    assert (before.people, before.cards) == (1 + 1 + 3 + 1, 6)
    game.apply(0, "draw courier")
    assert len(zone_kinds(game, "0:looking")) == 3
    assert game.score(0) == before
    game.apply(0, "discard junk pills")
    assert game.score(0) == before
    result = finish(game)
    assert result.scores[0].cards == 6 == owned_count(game, 0)


def test_the_last_resource_lost_to_a_deadlock_is_named_to_nobody_but_its_peeker_000_274() -> None:
    """[000:274] "place the top card from the contested resources pile into the junkyard pile
    without looking at it": no log, view or JSON names it, except to the initiator who peeked
    at it [000:150]."""
    game = last_round([{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}], contested=["tribe_family_5"])
    finish(game, {0: "commit brawler", 1: "commit brawler"})
    assert "tribe_family_5" in zone_kinds(game, "junkyard")
    for seat in (None, 1, 2):
        assert all("tribe_family_5" not in e.cards for e in game.log(seat))
        assert "tribe_family_5" not in str(view_json(game.view(seat)))
        assert all("Tribe Family" not in describe(e, NAMES[:3], seat) for e in game.log(seat))
    assert [e.type for e in game.log(0) if "tribe_family_5" in e.cards] == [EventType.PEEKED]


def test_the_last_resource_won_is_not_named_to_the_other_players_000_268() -> None:
    """[000:268] the winner adds it to her discard pile without revealing it: the others learn
    only the counts the final scoring shows (a contested resource, its people)."""
    game = last_round([{"hand": ["brawler"]}, {"hand": ["hunter"]}, {}], contested=["tribe_family_5"])
    result = finish(game, {0: "commit brawler", 1: "commit hunter"})
    assert result.scores[0].contested == 1
    for seat in (None, 1, 2):
        assert all("tribe_family_5" not in e.cards for e in game.log(seat))
        assert "tribe_family_5" not in str(view_json(game.view(seat)))
    assert "tribe_family_5" in [k for e in game.log(0) for k in e.cards]


def test_solo_attrition_removes_the_new_decks_top_card_and_its_points_003_331() -> None:
    """[003:331] "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it permanently from play": the score loses it
    (V-7 counts only what she owns)."""
    game = solo_game(
        ["brawler"], [["refugee"], ["refugee"]], deck=["junk"], discard=["pills", "spear", "net", "medkit", "grenade"]
    )
    assert game.score(0).points == 7 + 1
    game.apply(0, "end")
    game.apply(0, "pass")  # no fight this turn: the next turn draws 5 and reshuffles
    removed = zone_kinds(game, "0:removed")
    assert len(removed) == 1
    lost = 2 if CATALOGUE[removed[0]].is_contested else 1
    assert game.score(0).points == 8 - lost
    assert game.score(0).cards == owned_count(game, 0) == 6


def test_the_learning_rewards_share_a_three_way_victory_docs_rl() -> None:
    """docs/rl.md: "each winner gets 1 / (number of winners)"; the margin is her people minus
    the most of any rival."""
    from scavengers.rl.driver import rewards

    game = last_round([{"discard": ["refugee"]}, {"discard": ["refugee"]}, {"discard": ["refugee"]}, {}])
    result = agree(game) if game.over else finish(game)
    assert rewards(result, "win") == (1 / 3, 1 / 3, 1 / 3, 0.0)
    assert rewards(result, "margin") == (0.0, 0.0, 0.0, -1.0)


def test_a_building_disabled_in_the_last_skirmish_loses_its_owner_the_masons_000_565_685() -> None:
    """[000:685] a saboteur may disable a completed building; [000:565] the Masons count
    "completed and enabled buildings" once the last resource is gone (F-6). Ann wins the last
    skirmish (5 people) but Bob's saboteur disables her gardens: the Masons (5) join Bob, whose
    armory is the only enabled building: 1 + 5 = 6 beats 5."""
    game = last_round(
        [
            {"leader": "leader_mentor", "hand": ["brawler"], "buildings": [{"building": "hydroponic_gardens"}]},
            {"leader": "leader_ranger", "hand": ["saboteur"], "buildings": [{"building": "armory"}]},
            {"leader": "leader_butcher"},
        ],
        modules=frozenset({"hq1", "hq2", "hq3", "hq4"}),
    )
    end_gathering(game, {0: "commit brawler", 1: "commit saboteur"})
    game.apply(1, "disable 0:hydroponic_gardens")
    result = finish(game)
    assert result.scores[0] == sc.Score(1 + 4, 1, 2)
    assert result.scores[1] == sc.Score(1 + 5, 0, 1, ("gang_masons",))
    assert result.winners == (1,)
    agree(game)


def test_solo_a_leader_and_a_building_score_no_points_v7() -> None:
    """V-7: "Leaders, buildings and gangs count 0": a Ranger and a complete armory add nothing;
    her 3 cards and the prize do."""
    game = solo_game(
        ["brawler", "spear", "junk"],
        [["grenade", "refugee"]],
        modules={"hq1", "hq2", "hq3"},
        leader="leader_ranger",
        buildings=[{"building": "armory"}],
    )
    assert game.score(0).points == 3
    assert game.view(0).gangs == ()  # V-7: "gangs are not used in solo"
    engage(game, 1, "brawler spear")
    game.apply(0, "keep grenade")
    assert agree(game).scores[0].points == 3 + 2
    assert [e for e in game.log(None) if e.type in (EventType.GANG_JOINED, EventType.GANG_STAYED_AWAY)] == []


def test_a_finished_game_refuses_every_action_and_bad_seats_without_changing_its_result() -> None:
    """[000:170] "the game is over": nothing more may be played; a seat that does not exist is
    refused in words (no traceback) and the result stays as it was."""
    game = last_round([{"discard": ["refugee"]}, {}, {}])
    result = finish(game)
    for seat, text in ((0, "end"), (1, "commit none"), (2, "pass")):
        with pytest.raises(sc.IllegalAction, match="the game is over"):
            game.apply(seat, text)
        assert game.legal_actions(seat) == ()
    for bad in (-1, 3, "0", None):
        with pytest.raises(sc.InvalidAction, match="no seat"):
            game.score(bad)  # type: ignore[arg-type]
    assert game.result == result
    agree(game)


def test_humanitarians_join_nobody_when_no_tribe_has_a_refugee_f8() -> None:
    """F-8: "Ties, including 0-0, mean no award"; F-4: nor when the leading value is 0."""
    game = last_round([{"discard": ["brawler"]}, {"discard": ["thugs"]}, {}, {}], modules=frozenset({"recon5"}))
    result = finish(game)
    assert all(s.gangs == () for s in result.scores)
    stayed = [e.cards for e in game.log(None) if e.type is EventType.GANG_STAYED_AWAY]
    assert stayed == [("gang_humanitarians",)]
    assert result.winners == (1,)
    agree(game)


def test_docs_view_names_every_module_that_brings_a_gang_000_557_003_261() -> None:
    """[000:557-572] the Gearheads and Pharmers come with HQ module 1, the Masons with module 2;
    [003:261] the Humanitarians with Recon module 5: docs/view.md's `gangs` field says so, and
    that a gang's 5 people are in `people` (F-7) but it is no card (F-2)."""
    text = " ".join((Path(__file__).parents[1] / "docs" / "view.md").read_text().split())
    assert (
        "`gangs` (the gangs it won at the end: the Gearheads and Pharmers with HQ module 1, the Masons with HQ "
        "module 2, the Humanitarians with Recon module 5)" in text
    )
    assert "each gang's 5 included" in text
    assert "gangs, its leader and buildings are not cards" in text
    for modules, gangs in (
        ({"hq1"}, ("gang_gearheads", "gang_pharmers")),
        ({"hq1", "hq2"}, ("gang_gearheads", "gang_pharmers", "gang_masons")),
        ({"recon5"}, ("gang_humanitarians",)),
    ):
        game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset(modules)))
        assert tuple(sorted(game.view(None).gangs)) == tuple(sorted(gangs))


def test_a_tie_break_alone_wins_no_gang_when_nobody_has_what_it_wants_f4() -> None:
    """F-4: "not awarded ... if the leading value is 0 for everyone": the printed tie-breaks
    [000:563-565] part only tribes tied on a measure above 0. Bob's medic and engineer do not
    bring him the Pharmers (no medicine anywhere) or the Masons (no building anywhere)."""
    game = last_round([{"discard": ["refugee"]}, {"discard": ["medic", "engineer"]}, {}], modules=HQ2)
    result = finish(game)
    assert gangs_of(result) == [(), (), ()]
    stayed = [e.cards for e in game.log(None) if e.type is EventType.GANG_STAYED_AWAY]
    assert stayed == [("gang_gearheads",), ("gang_pharmers",), ("gang_masons",)]
    assert result.scores[1].people == 2
    agree(game)
