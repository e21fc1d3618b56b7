"""Blind audit of what a seat is told: ``game.view(seat)`` against docs/view.md, the rulebooks
(/work/shared/rules: 000 base+HQ 2015, 001 2012, 003 Recon) and /work/shared/RULINGS.md.

Every expectation here is derived from those documents, never from the engine's source; each
test is named after the promise or the rule it checks, and cites it."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import end_gathering, pass_windows, table

PRIVATE_EMPTY = ("hand", "looking", "committed", "discard_hidden", "stored", "dealt", "chosen", "knowledge", "totals")


def three_seats(**scenario: Any) -> sc.Game:
    players = [
        {"hand": ["brawler", "refugee", "scavenger", "shovel", "sniper_team"], "deck": ["refugee", "scavenger"]},
        {"hand": ["refugee", "scavenger", "spear"], "deck": ["scavenger", "refugee"]},
        {"hand": ["refugee", "scavenger"], "deck": ["refugee"]},
    ]
    return table(3, players=players, **scenario)


def skirmish_values(game: sc.Game, seat: int) -> tuple[int, ...]:
    """The (has_fight, fight, people) the skirmish logged for ``seat`` (docs/scenarios.md)."""
    found = [e.values for e in game.log(None) if e.type.value == "skirmish_totals" and e.seat == seat]
    assert found, "no skirmish_totals event for the seat"
    return tuple(found[-1])


def test_the_round_three_peek_is_the_initiators_alone_000_150_ruling_r4() -> None:
    """[000:150] from round 3 the initiator secretly peeks at the top CR; docs/view.md `peeked`
    and `Knowledge` source `peek`, zone `contested`."""
    game = three_seats(round=3, initiator=1, contested=["grenade", "wolf_pack", "field_crew"])
    assert game.view(1).peeked == "grenade"
    assert sc.Knowledge("peek", "contested", ("grenade",), True, 0) in game.view(1).knowledge
    for seat in (0, 2, None):
        view = game.view(seat)
        assert view.peeked is None
        assert all(k.zone != "contested" for k in view.knowledge)


def test_no_peek_in_a_two_player_game_rulings_v3_x9_000_114() -> None:
    """[000:114] 2 players: "Eliminate all contested resources peeking"; RULINGS V-3."""
    game = table(
        2,
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack"],
        players=[{"hand": ["refugee", "scavenger"]}, {"hand": ["refugee"]}],
    )
    for seat in (0, 1, None):
        view = game.view(seat)
        assert view.peeked is None
        assert view.knowledge == ()


def test_binoculars_skip_the_contested_pile_with_two_players_ruling_x9() -> None:
    """RULINGS X-9: "In 2-player games, binoculars ... cannot look at the CR pile. For
    binoculars the CR pile is skipped." The junkyard top is still seen."""
    game = table(
        2,
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack"],
        junkyard=["net", "junk", "pills"],
        players=[{"hand": ["binoculars", "refugee"]}, {"hand": ["refugee"]}],
    )
    game.apply(0, "scout binoculars")
    pass_windows(game)
    zones = {k.zone: k for k in game.view(0).knowledge}
    assert "contested" not in zones
    assert zones["junkyard"].cards == ("net",)
    assert game.view(1).knowledge == ()


def test_the_peek_is_dropped_once_the_resource_is_won_and_the_next_initiator_peeks_ed1_000_146() -> None:
    """ED-1: the card passes left after round 3 and the round-4 initiator peeks the new top;
    docs/view.md: a card that comes into someone's hand is no longer what lies in the pile."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack", "field_crew"])
    end_gathering(game, {0: "commit brawler"})
    assert game.round == 4
    assert game.view(0).initiator == 1
    assert game.view(1).peeked == "wolf_pack"
    assert game.view(1).knowledge == (sc.Knowledge("peek", "contested", ("wolf_pack",), True, 0),)
    assert game.view(0).peeked is None
    assert all(k.zone != "contested" for k in game.view(0).knowledge)


def test_a_spectator_is_told_only_public_facts_docs_view_md() -> None:
    """docs/view.md: `view(None)` is a spectator's: the public fields only, the private ones
    empty."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig scavenger+shovel")
    pass_windows(game)
    view = game.view(None)
    assert view.seat is None
    for name in PRIVATE_EMPTY:
        assert getattr(view, name) == (), name
    assert view.peeked is None
    assert view.committed_strength is None
    assert view.hand_strength is None
    assert view.seats[0].looking_count == 3
    assert view.decision is not None
    assert (view.decision.kind, view.decision.seat) == ("keep", 0)


def test_a_respond_decision_names_the_declarer_and_the_verb_in_every_view_docs_view_md() -> None:
    """docs/view.md Decision: `actor` "for a response, the seat whose declared action it answers",
    `verb` "the verb of that action"; asked in turn from the left. A sniper team in a hand
    unseen means seat 1 (holding cards) is asked."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig scavenger+shovel")
    for seat in (0, 1, 2, None):
        view = game.view(seat)
        assert view.decision is not None
        assert view.decision.kind == "respond"
        assert view.decision.seat == 1
        assert view.decision.actor == 0
        assert view.decision.verb == "dig"
        assert view.to_act == (1,)


def test_a_digs_looking_count_is_its_listed_total_and_the_kept_card_is_hidden_ruling_r16() -> None:
    """docs/view.md `totals`: "the total carrying it out would count"; `looking`; R-16: a card
    kept from a dig stays private to its owner in her discard."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"], junkyard=["net", "junk", "pills"])
    totals = dict(game.view(0).totals)
    action = sc.parse_action(game, 0, "dig scavenger+shovel")
    assert sc.action_total(game.view(0), action) == totals[action] == 3
    game.apply(0, action)
    pass_windows(game)
    view = game.view(0)
    assert view.decision is not None
    assert (view.decision.kind, view.decision.seat) == ("keep", 0)
    assert view.looking == ("junk", "net", "pills")
    assert game.view(1).looking == ()
    assert game.view(1).seats[0].looking_count == 3
    game.apply(0, "keep net")
    pass_windows(game)
    assert game.view(0).discard_hidden == ("net",)
    for seat in (0, 1, 2, None):
        side = game.view(seat).seats[0]
        assert side.discard_hidden_count == 1
        assert "net" not in side.discard
        assert side.looking_count == 0
    assert game.view(1).discard_hidden == ()


def test_the_committed_strength_and_hand_strength_are_what_the_skirmish_resolves_docs_view_md() -> None:
    """docs/view.md: `hand_strength` at her commit decision is her whole hand judged as a force;
    `committed_strength` her committed force as the skirmish would judge it; the reveal's
    `strength` and the logged skirmish totals agree."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"])
    game.apply(0, "end")
    pass_windows(game)
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    whole = view.hand_strength
    assert whole is not None
    assert game.view(1).hand_strength is None
    assert game.view(None).hand_strength is None
    game.apply(0, "commit brawler refugee scavenger shovel sniper_team")
    assert game.view(0).committed_strength == whole
    assert game.view(1).committed_strength is None
    assert game.view(1).seats[0].committed_count == 5
    assert game.view(1).seats[0].strength is None
    pass_windows(game)
    game.apply(1, "end")
    pass_windows(game)
    game.apply(1, "commit spear scavenger")
    committed1 = game.view(1).committed_strength
    assert committed1 is not None
    assert (committed1.has_fight, committed1.fight, committed1.people) == (True, 3, 1)
    pass_windows(game)
    game.apply(2, "end")
    pass_windows(game)
    game.apply(2, "commit none")
    while (decision := game.view(None).decision) is not None and decision.kind == "skirmish":
        if game.round != 3:
            break
        game.apply(decision.seat, "pass")
    mine = skirmish_values(game, 0)
    assert mine == (int(whole.has_fight), whole.fight, whole.people)
    assert skirmish_values(game, 1) == (1, 3, 1)


def test_the_spied_hand_is_dropped_when_its_cards_are_played_face_up_003_33() -> None:
    """docs/view.md: "A card that comes into view for everyone is no longer listed". A spy saw
    seat 1's hand; seat 1 then hunts with its spear face up."""
    game = table(
        3,
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack"],
        players=[
            {"hand": ["spy", "refugee"], "deck": ["refugee"]},
            {"hand": ["scavenger", "spear"], "deck": ["refugee"]},
            {"hand": ["refugee"]},
        ],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    known = {k.zone: k for k in game.view(0).knowledge}
    assert known["1:hand"].cards == ("scavenger", "spear")
    assert all(k.zone != "1:hand" for k in game.view(2).knowledge)
    game.apply(0, "end")
    game.apply(0, "commit none")
    pass_windows(game)
    game.apply(1, "hunt scavenger+spear")
    pass_windows(game)
    known = {k.zone: k for k in game.view(0).knowledge}
    assert "1:hand" not in known or "spear" not in known["1:hand"].cards


def test_the_yardmasters_look_is_not_in_order_after_a_two_player_tie_shuffles_the_junkyard_ed6() -> None:
    """ED-6 / [000:116]: on a 2-player tie the CR goes on the junkyard "and then shuffle"; docs/
    view.md: "a pile shuffled since is a heap of kinds" (or dropped)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=0,
            modules=frozenset({"hq1", "hq2", "hq3"}),
            scenario={
                "round": 3,
                "initiator": 0,
                "contested": ["grenade", "wolf_pack"],
                "junkyard": ["pills", "spear", "junk", "net"],
                "schematics": ["bunker"],
                "players": [
                    {"hand": ["refugee"], "leader": "leader_yardmaster"},
                    {"hand": ["refugee"], "leader": "leader_mentor"},
                ],
            },
        )
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    pass_windows(game)
    known = {k.zone: k for k in game.view(0).knowledge}
    assert known["junkyard"] == sc.Knowledge("yardmaster", "junkyard", ("pills", "spear"), True, 0)
    assert game.view(1).knowledge == ()
    end_gathering(game)
    while game.round == 3 and (d := game.view(None).decision) is not None:
        game.apply(d.seat, "pass")
    assert game.round == 4
    junk = [k for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert all(not k.in_order for k in junk)


def test_skirmish_this_round_is_from_round_three_on_000_138() -> None:
    """docs/view.md `skirmish_this_round`: "from round 3 on"; the same in every view."""
    for round_number, expected in ((1, False), (2, False), (3, True)):
        game = three_seats(round=round_number, initiator=0, contested=["grenade", "wolf_pack"])
        for seat in (0, 1, 2, None):
            assert game.view(seat).skirmish_this_round is expected


def test_binoculars_knowledge_of_the_contested_pile_is_kept_into_the_next_round_docs_view_md() -> None:
    """docs/view.md: "what she saw is kept from round to round for as long as it stays true";
    X-1: two binoculars see the top 3 of each pile. The won top card leaves; the two under it
    are still known, in order."""
    game = table(
        3,
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack", "field_crew", "sled_team"],
        junkyard=["net", "junk", "pills", "spear"],
        players=[
            {"hand": ["refugee", "scavenger"], "deck": ["refugee", "scavenger"]},
            {"hand": ["brawler", "spear", "binoculars", "binoculars"], "deck": ["refugee", "scavenger"]},
            {"hand": ["refugee"], "deck": ["refugee", "refugee"]},
        ],
    )
    game.apply(0, "end")
    game.apply(0, "commit none")
    pass_windows(game)
    game.apply(1, "scout binoculars binoculars")
    pass_windows(game)
    known = {k.zone: k for k in game.view(1).knowledge if k.source == "binoculars"}
    assert known["contested"].cards == ("grenade", "wolf_pack", "field_crew")
    assert known["junkyard"].cards == ("net", "junk", "pills")
    game.apply(1, "end")
    game.apply(1, "commit brawler spear")
    pass_windows(game)
    end_gathering(game)
    assert game.round == 4
    known = {k.zone: k for k in game.view(1).knowledge if k.source == "binoculars"}
    assert known["contested"] == sc.Knowledge("binoculars", "contested", ("wolf_pack", "field_crew"), True, 0)
    assert known["junkyard"] == sc.Knowledge("binoculars", "junkyard", ("net", "junk", "pills"), True, 0)
    for seat in (0, 2, None):
        assert all(k.source != "binoculars" for k in game.view(seat).knowledge)


def leaders_table(leaders: list[str], hands: list[list[str]], rules: str = "2015") -> sc.Game:
    return sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            rules=rules,
            modules=frozenset({"hq1", "hq2", "hq3"}),
            scenario={
                "round": 3,
                "initiator": 0,
                "contested": ["grenade", "wolf_pack"],
                "junkyard": ["net", "junk", "pills", "spear", "junk"],
                "players": [{"hand": h, "leader": lead} for h, lead in zip(hands, leaders, strict=True)],
            },
        )
    )


def test_listed_totals_include_the_excavator_and_ranger_rulings_l9_l10() -> None:
    """docs/view.md `totals`: "her leader's bonus included". L-9: Excavator refugees dig 1, and
    a digging tool on one adds +1 instead; L-10: Ranger refugees and tribe families hunt 1."""
    game = leaders_table(
        ["leader_excavator", "leader_ranger", "leader_gangster"],
        [["refugee", "shovel"], ["refugee", "tribe_family_3", "spear"], ["refugee", "refugee", "spear"]],
    )
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["dig refugee"] == 1
    assert totals["dig refugee+shovel"] == 2
    game.apply(0, "dig refugee+shovel")
    pass_windows(game)
    assert game.view(0).looking == ("junk", "net")
    assert game.view(2).seats[0].looking_count == 2
    game.apply(0, "keep none")
    pass_windows(game)
    game.apply(0, "end")  # her hand is empty: no commit decision (docs/scenarios.md)
    pass_windows(game)
    totals = {str(a): t for a, t in game.view(1).totals}
    assert totals["hunt refugee"] == 1
    assert totals["hunt tribe_family_3"] == 1
    assert totals["hunt tribe_family_3+spear refugee"] == 3
    game.apply(1, "hunt tribe_family_3+spear refugee")
    pass_windows(game)
    for seat in (0, 1, 2, None):
        assert game.view(seat).seats[1].food == 3


def test_a_gangsters_hand_strength_counts_refugees_as_fight_0_and_two_people_ruling_l8() -> None:
    """L-8: the Gangster's refugees have base fight 0 and count 2 people for tie-breaks;
    docs/view.md `hand_strength`, then the logged skirmish totals agree."""
    game = leaders_table(
        ["leader_mentor", "leader_ranger", "leader_gangster"],
        [["refugee"], ["refugee"], ["refugee", "refugee", "spear"]],
    )
    for seat in (0, 1):
        game.apply(seat, "end")
        game.apply(seat, "commit none")
        pass_windows(game)
    game.apply(2, "end")
    pass_windows(game)
    view = game.view(2)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    assert view.hand_strength == sc.ForceStrength(True, 2, 4)
    game.apply(2, "commit refugee refugee spear")
    while game.round == 3 and (d := game.view(None).decision) is not None:
        game.apply(d.seat, "pass")
    assert skirmish_values(game, 2) == (1, 2, 4)


def test_with_the_2012_rules_a_hand_of_fight_0_has_no_fight_ruling_ed12_001_283() -> None:
    """docs/view.md ForceStrength: "with the 2012 rules a total of 0 is no fight"; a tribe
    family has fight 0 (cards.tsv). With the 2015 rules it still has fight."""
    for rules, has_fight in (("2015", True), ("2012", False)):
        scenario: dict[str, Any] = {
            "round": 3,
            "initiator": 0,
            "contested": ["grenade", "wolf_pack"],
            "players": [{"hand": ["tribe_family_3", "refugee"]}, {"hand": ["refugee"]}, {"hand": ["refugee"]}],
        }
        game = sc.Game.new(sc.GameConfig(players=3, seed=0, rules=rules, scenario=scenario))
        game.apply(0, "end")
        pass_windows(game)
        strength = game.view(0).hand_strength
        assert strength is not None
        assert strength.has_fight is has_fight, rules
        assert strength.people == 4


def test_once_over_no_one_is_to_act_and_every_view_has_the_result_docs_view_md() -> None:
    """docs/view.md: `to_act` "empty once the game is over"; `decision` None once over;
    `phase` over; `result` set and `view.over` true in every view."""
    game = three_seats(round=3, initiator=0, contested=["grenade"])
    end_gathering(game, {0: "commit brawler"})
    assert game.over
    for seat in (0, 1, 2, None):
        view = game.view(seat)
        assert view.to_act == ()
        assert view.decision is None
        assert view.phase == "over"
        assert view.over
        assert view.result is not None
        assert view.result.winners == (0,)
        assert view.contested_count == 0


def test_a_base_games_committed_size_is_0_docs_view_md() -> None:
    """docs/view.md `committed_size` / `size`: "0 in a game without such a card" (a provocateur)."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"])
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee scavenger")
    assert game.view(0).committed_size == 0
    assert game.view(0).committed_strength == sc.ForceStrength(True, 3, 3)


def test_in_a_dealt_game_the_initiator_alone_peeks_each_round_from_round_three_ed1_r4() -> None:
    """[000:146-150], ED-1, R-4: the first player keeps the initiator card for rounds 1-3, then it
    passes left each round; from round 3 on, after the draw, the initiator alone peeks at the top
    contested resource (never in the 2-player game, X-9)."""
    for players in (2, 4):
        game = sc.Game.new(sc.GameConfig(players=players, seed=5))
        while game.view(None).phase == "setup":
            d = game.view(None).decision
            assert d is not None
            game.apply(d.seat, game.legal_actions(d.seat)[0])
        first = game.view(None).initiator
        seen_round = 0
        while not game.over:
            view = game.view(None)
            if view.round != seen_round and view.decision is not None and view.decision.kind == "turn":
                seen_round = view.round
                initiator = view.initiator
                assert initiator == (first + max(0, seen_round - 3)) % players
                top = game.zones()["contested"][0].kind
                for seat in range(players):
                    peeked = game.view(seat).peeked
                    if players > 2 and seat == initiator and seen_round >= 3:
                        assert peeked == top, (players, seen_round)
                    else:
                        assert peeked is None, (players, seen_round, seat)
                assert game.view(None).peeked is None
            d = view.decision
            assert d is not None
            game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
        assert seen_round >= 3


def test_a_scout_tower_cannot_look_at_the_contested_pile_with_two_players_ruling_x9() -> None:
    """RULINGS X-9: "In 2-player games, binoculars, scout towers and spies cannot look at the CR
    pile"; X-7: two different shared piles. With three players the contested pile may be chosen."""
    for players, may_see_contested in ((2, False), (3, True)):
        seats: list[dict[str, Any]] = [
            {"hand": ["junk", "junk"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["refugee"]},
        ]
        if players == 3:
            seats.append({"hand": ["refugee"]})
        scenario: dict[str, Any] = {
            "round": 3,
            "initiator": players - 1,
            "contested": ["grenade", "wolf_pack", "field_crew"],
            "junkyard": ["net", "junk", "pills"],
            "schematics": ["bunker", "armory"],
            "players": seats,
        }
        game = sc.Game.new(
            sc.GameConfig(players=players, seed=0, modules=frozenset({"hq1", "hq2", "recon3"}), scenario=scenario)
        )
        game.apply(players - 1, "end")  # the initiator plays first
        game.apply(players - 1, "commit none")
        pass_windows(game)
        towers = [t for t in (str(a) for a in game.legal_actions(0)) if t.startswith("tower")]
        assert towers
        assert any("contested" in t for t in towers) is may_see_contested, players
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    known = {k.zone: k for k in game.view(0).knowledge}
    assert known["contested"] == sc.Knowledge("scout_tower", "contested", ("grenade", "wolf_pack"), True, 0)
    assert known["junkyard"] == sc.Knowledge("scout_tower", "junkyard", ("net", "junk"), True, 0)
    # the initiator's own peek is hers; the others know nothing
    assert all(k.source == "peek" for k in game.view(2).knowledge)
    assert game.view(1).knowledge == ()


def test_a_sniped_digs_resume_decision_and_the_cards_it_then_turns_up_000_464_ruling_i1() -> None:
    """docs/view.md Decision kinds: `resume` (go on with, or abort, an action something struck);
    the snipe comes before any part of the action resolves (RULINGS 'no cards drawn, dug');
    the sniped scavenger leaves the dig, so continuing turns up the brawler+shovel's 3."""
    game = table(
        3,
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack"],
        junkyard=["net", "junk", "pills", "spear"],
        players=[
            {"hand": ["scavenger", "brawler", "shovel"]},
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["refugee"]},
        ],
    )
    assert {str(a): t for a, t in game.view(0).totals}["dig brawler+shovel scavenger"] == 4
    game.apply(0, "dig brawler+shovel scavenger")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    for seat in (0, 1, 2, None):
        view = game.view(seat)
        assert view.decision is not None
        assert (view.decision.kind, view.decision.seat) == ("resume", 0)
        assert view.to_act == (0,)
        assert view.seats[0].discard == ("scavenger",)
        assert view.seats[1].discard == ("sniper_team",)
        assert view.seats[0].looking_count == 0
    game.apply(0, "continue")
    pass_windows(game)
    assert len(game.view(0).looking) == 3
    assert game.view(1).seats[0].looking_count == 3


def two_bunkers_table() -> sc.Game:
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": 0,
        "contested": ["grenade", "wolf_pack"],
        "players": [
            {"hand": ["spy", "refugee"], "deck": ["refugee"]},
            {
                "hand": ["refugee"],
                "buildings": [
                    {"building": "bunker", "stored": ["brawler"]},
                    {"building": "bunker", "stored": ["shovel"]},
                ],
            },
            {"hand": ["refugee"]},
        ],
    }
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1", "hq2", "recon1"}), scenario=scenario))


def spied(game: sc.Game) -> list[sc.Knowledge]:
    return [k for k in game.view(0).knowledge if k.source == "spy"]


def test_a_spy_on_the_first_of_two_bunkers_is_told_as_stored_bunker_1_docs_view_md_ruling_x2() -> None:
    """docs/view.md Knowledge `zone`: "`2:stored-bunker`, and `2:stored-bunker-1`,
    `2:stored-bunker-2` ... where she has several bunkers, in the order built". X-2: a spy may
    target one of her buildings' stored cards. Spying the first of seat 1's two bunkers,
    through the action `legal_actions` lists for it."""
    game = two_bunkers_table()
    listed = [str(a) for a in game.legal_actions(0) if str(a).startswith("spy 1:stored")]
    assert listed == ["spy 1:stored-bunker-1", "spy 1:stored-bunker-2"]
    game.apply(0, listed[0])
    pass_windows(game)
    assert spied(game) == [sc.Knowledge("spy", "1:stored-bunker-1", ("brawler",), False, 0)]


def test_one_look_is_told_one_way_the_unnumbered_name_is_refused_where_she_has_several() -> None:
    """docs/view.md: the view is "everything that seat may know now", and a look at the first
    bunker's stored cards is told as `stored-bunker-1`: the unnumbered `stored-bunker` names no
    one bunker of two, so it is refused with the name to use, the state as before (DESIGN.md)."""
    game = two_bunkers_table()
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="stored-bunker-1"):
        game.apply(0, "spy 1:stored-bunker")
    assert game.to_json() == before


def asked_with_lone_pass(game: sc.Game, declaration: str) -> list[tuple[int, tuple[bool, ...], tuple[str, ...]]]:
    """Declare, then let every asked seat pass: for each, its seat, `lone_pass` in the four views
    and its legal actions."""
    game.apply(0, declaration)
    asked = []
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        lone = tuple(game.view(seat).lone_pass for seat in (0, 1, 2, None))
        asked.append((decision.seat, lone, tuple(str(a) for a in game.legal_actions(decision.seat))))
        game.apply(decision.seat, "pass")
    return asked


def recon1_table(hand: list[str]) -> sc.Game:
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": 0,
        "contested": ["grenade", "wolf_pack"],
        "players": [
            {"hand": hand, "deck": ["refugee", "refugee"]},
            {"hand": ["spear", "scavenger"]},
            {"hand": ["refugee"]},
        ],
    }
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"recon1"}), scenario=scenario))


def test_a_hunt_with_every_answering_card_in_its_market_stack_is_a_lone_pass_with_recon_ruling_i1() -> None:
    """docs/view.md `lone_pass`: "nothing it might answer with can be in its hand, by public facts
    alone". RULINGS I-1: a sniper team or a saboteur answers a hunt; Recon module 1 adds the spy,
    the scouting refugee (it cancels only recon actions, X-4) and binoculars, none of which
    answers a hunt. Every sniper team (5) and saboteur (8) lies in its market stack, counted in
    `view.market` for all to see: as in the base game, everyone can tell the asked seat can only
    pass."""
    game = recon1_table(["scavenger", "spear"])
    market = dict(game.view(None).market)
    assert market["sniper_team"] == 5
    assert market["saboteur"] == 8
    asked = asked_with_lone_pass(game, "hunt scavenger+spear")
    assert [seat for seat, _, _ in asked] == [1, 2]
    for _seat, lone, legal in asked:
        assert legal == ("pass",)
        assert lone == (True, True, True, True)


def test_a_spy_with_every_scouting_refugee_and_sniper_in_the_market_is_a_lone_pass_rulings_x4_x6() -> None:
    """RULINGS X-4: a recon is cancelled by a scouting refugee (a guard only with Recon module 2,
    not in this game); the spy can be sniped [003:63-79]. All 20 scouting refugees and all 5
    sniper teams are in their market stacks: docs/view.md `lone_pass` is true for each asked
    seat, in every view."""
    game = recon1_table(["spy", "refugee"])
    market = dict(game.view(None).market)
    assert market["scouting_refugee"] == 20
    assert market["sniper_team"] == 5
    asked = asked_with_lone_pass(game, "spy 1:hand")
    assert [seat for seat, _, _ in asked] == [1, 2]
    for _seat, lone, legal in asked:
        assert legal == ("pass",)
        assert lone == (True, True, True, True)


def test_a_taken_action_is_public_in_used_and_no_longer_listed_in_totals_000_204() -> None:
    """docs/view.md SeatView `used`: "the actions (verbs) she has taken this round; each may be
    taken once a round"; `totals` lists only what she may still declare (on her own turn)."""
    game = three_seats(round=3, initiator=0, contested=["grenade", "wolf_pack"], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig scavenger")
    pass_windows(game)
    game.apply(0, "keep net")
    pass_windows(game)
    for seat in (0, 1, 2, None):
        assert list(game.view(seat).seats[0].used) == ["dig"]
    assert all(a.verb is not sc.Verb.DIG for a, _ in game.view(0).totals)
    assert game.view(1).totals == ()
