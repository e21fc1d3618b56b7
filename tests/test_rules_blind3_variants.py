"""Blind audit, written from the rulebooks and RULINGS.md alone, of three sections:

1. the base game's two-player rules [000:111-116] (with the rules they change: setup
   [000:93-109], the peek [000:148-150], the skirmish [000:264-274] and the end [000:168-172]);
2. the Recon expansion's alternate starting hands [003:288-296];
3. the Recon expansion's leader drafting [003:298-312].

Each test cites the rulebook line(s) and the ruling it follows. The cases already made by
``test_variants_alternate.py`` and ``test_rules_leader_draft.py`` are not repeated here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import apply_and_pass, pass_windows, texts, zone_kinds

HQ3 = sc.hq_modules(3)
DRAFT = frozenset({"leader_draft"})
HQ_LEADERS = frozenset(
    {
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
)
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
"""The base game's junkyard kinds and how many the box holds (cards.tsv)."""


# --------------------------------------------------------------------------------------------
# helpers


def new_game(
    players: int = 2,
    *,
    seed: int = 0,
    modules: frozenset[str] = frozenset(),
    variants: frozenset[str] = frozenset(),
    scenario: dict[str, Any] | None = None,
    **config: Any,
) -> sc.Game:
    return sc.Game.new(
        sc.GameConfig(players=players, seed=seed, modules=modules, variants=variants, scenario=scenario, **config)
    )


def counter(game: sc.Game, zone: str) -> Counter[str]:
    return Counter(zone_kinds(game, zone))


def starting_deck(game: sc.Game, seat: int) -> Counter[str]:
    return counter(game, f"{seat}:hand") + counter(game, f"{seat}:deck")


def play_round(
    game: sc.Game,
    commits: dict[int, str] | None = None,
    moves: dict[int, list[str]] | None = None,
) -> list[sc.Event]:
    """Play the current round to its end: every seat ends its gathering turn and commits as
    given (nothing otherwise), takes the skirmish moves given (then passes), and every window
    passes. Returns the public events of that round."""
    commits = commits or {}
    moves = {seat: list(texts) for seat, texts in (moves or {}).items()}
    start = game.view(None).round
    while not game.over and game.view(None).round == start:
        decision = game.view(None).decision
        assert decision is not None
        seat = decision.seat
        if decision.kind == "turn":
            game.apply(seat, "end")
        elif decision.kind == "commit":
            game.apply(seat, commits.get(seat, "commit none"))
        elif decision.kind == "skirmish" and moves.get(seat):
            game.apply(seat, moves[seat].pop(0))
        else:
            game.apply(seat, "pass")
    return [event for event in game.log(None) if event.round == start]


def outcome(events: list[sc.Event]) -> int | None:
    """The seat that won the round's skirmish, or None for a tie (deadlock)."""
    won = [e.seat for e in events if e.type is sc.EventType.SKIRMISH_WON]
    tied = [e for e in events if e.type is sc.EventType.DEADLOCK]
    assert len(won) + len(tied) == 1, events
    return won[0] if won else None


def totals(events: list[sc.Event]) -> dict[int, tuple[int, ...]]:
    """(has_fight, fight, people) of each seat's force, as the skirmish judged it."""
    return {e.seat: tuple(e.values) for e in events if e.type is sc.EventType.SKIRMISH_TOTALS and e.seat is not None}


def skirmish2(
    mine: list[str],
    theirs: list[str],
    *,
    initiator: int = 0,
    modules: frozenset[str] = frozenset(),
    variants: frozenset[str] = frozenset(),
    moves: dict[int, list[str]] | None = None,
    extra: dict[int, dict[str, Any]] | None = None,
    junkyard: list[str] | None = None,
) -> tuple[sc.Game, list[sc.Event]]:
    """A two-player round 3 where seat 0 commits ``mine`` and seat 1 ``theirs`` (their whole
    hands), for the grenade on top of the contested pile."""
    seats: list[dict[str, Any]] = [{"hand": list(mine)}, {"hand": list(theirs)}]
    for seat, more in (extra or {}).items():
        seats[seat].update(more)
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": initiator,
        "players": seats,
        "contested": ["grenade", "wolf_pack", "field_crew"],
    }
    if junkyard is not None:
        scenario["junkyard"] = junkyard
    game = new_game(modules=modules, variants=variants, scenario=scenario)
    commits = {
        0: "commit " + " ".join(mine) if mine else "commit none",
        1: "commit " + " ".join(theirs) if theirs else "commit none",
    }
    return game, play_round(game, commits, moves)


# ============================================================================================
# 1. Two players [000:111-116]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_two_players_remove_two_cards_of_each_kind_from_the_junkyard_ruling_v1(seed: int) -> None:
    """[000:113] "Remove two cards of each kind from the junkyard (i.e. 2 junk, 2 medkit, 2
    pickaxe, etc.)"; RULINGS V-1 (the 8 base kinds) after R-0 (2 starter spears and shovels):
    junk 5, multitool 2, net 2, spear 2, pickaxe 2, shovel 2, medkit 4, pills 7."""
    game = new_game(seed=seed)
    assert counter(game, "junkyard") == Counter(
        {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
    )
    assert game.view(None).junkyard_count == 26


def test_the_two_removed_of_each_kind_are_out_of_the_game_and_three_players_remove_none_ruling_v1() -> None:
    """[000:113] the removal is for two players only; the removed cards are out of play (in
    the box), never in a deck or the market. With 3 players the junkyard is the box's base
    cards less the starters (R-0)."""
    two = new_game()
    box = counter(two, "box")
    for kind in BASE_JUNKYARD:
        assert box[kind] == 2, kind
    three = new_game(3)
    expected = Counter(BASE_JUNKYARD)
    expected["spear"] -= 3
    expected["shovel"] -= 3
    assert counter(three, "junkyard") == expected
    assert not any(counter(three, "box")[kind] for kind in BASE_JUNKYARD)


@pytest.mark.parametrize(
    ("modules", "added"),
    [
        (frozenset({"hq1"}), {"rifle": 4, "toolkit": 4}),
        (frozenset({"recon1"}), {"binoculars": 4}),
        (frozenset({"recon5"}), {"map": 4}),
    ],
)
def test_two_player_removal_spares_the_expansion_junkyard_cards_ruling_v1(
    modules: frozenset[str], added: dict[str, int]
) -> None:
    """RULINGS V-1: "Expansion JY cards (rifle, toolkit, map, binoculars) are added per their
    module recommendation, unreduced" (X-31: all copies); the base kinds still lose 2 each."""
    game = new_game(modules=modules)
    junkyard = counter(game, "junkyard")
    for kind, count in added.items():
        assert junkyard[kind] == count, kind
    assert junkyard["junk"] == 5
    assert junkyard["pills"] == 7
    assert junkyard["spear"] == 2  # 6 less 2 starters (R-0, [003:50]) less 2 (V-1)
    assert junkyard["shovel"] == 2


def test_two_player_removal_spares_the_plus_two_expansion_recipe_ruling_v1() -> None:
    """RULINGS V-1: Recon's "+2 each of toolkit, rifle, map and binoculars" [003:51] would
    otherwise be cut to 0; in two players they stay 2 each."""
    game = new_game(modules=frozenset({"hq1", "recon1", "recon5"}), junkyard_plus_two=True)
    junkyard = counter(game, "junkyard")
    assert {kind: junkyard[kind] for kind in ("toolkit", "rifle", "map", "binoculars")} == dict.fromkeys(
        ("toolkit", "rifle", "map", "binoculars"), 2
    )
    assert junkyard["medkit"] == 4


def test_two_player_setup_starters_come_from_the_stacks_and_extra_refugees_go_to_the_box_ruling_r0() -> None:
    """[000:95-107] each player's 10-card starter deck; "Return any additional refugee cards
    to the box"; RULINGS R-0: the 2 x 3 starter scavengers and 2 x 1 brawlers come out of the
    20 and 10 for hire (14 and 8 left); the 14 contested resources are not reduced."""
    game = new_game()
    for seat in (0, 1):
        assert starting_deck(game, seat) == Counter(
            {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        )
    market = dict(game.view(None).market)
    assert market["scavenger"] == 14
    assert market["brawler"] == 8
    assert "refugee" not in market
    assert counter(game, "box")["refugee"] == 12
    assert game.view(None).contested_count == 14


def test_two_players_the_initiator_keeps_the_card_for_rounds_1_to_3_then_it_alternates_ruling_v3() -> None:
    """[000:146] "The initiator card remains with the first player for rounds 1-3. Thereafter,
    it moves to the initiator's left"; [000:129-132] the initiator acts first, then the other
    player. RULINGS V-3 (the initiator works as normal with two players, ED-1)."""
    game = new_game(seed=5)
    first = game.view(None).initiator
    assert first is not None
    other = 1 - first
    seen: dict[int, int | None] = {}
    while game.view(None).round <= 6:
        view = game.view(None)
        seen[view.round] = view.initiator
        assert view.decision is not None
        assert view.decision.kind == "turn"
        assert view.decision.seat == view.initiator  # the initiator takes the first action
        game.apply(view.decision.seat, "end")
        if game.view(None).round == view.round and view.round < 3:
            decision = game.view(None).decision
            assert decision is not None
            assert (decision.kind, decision.seat) == ("turn", 1 - view.initiator)
        play_round(game)
    assert seen == {1: first, 2: first, 3: first, 4: other, 5: first, 6: other}


def test_two_players_the_first_initiator_is_chosen_at_random() -> None:
    """[000:109] "Randomly select a player and hand her the initiator card": over a few deals
    either of the two players may lead round 1."""
    firsts = {new_game(seed=seed).view(None).initiator for seed in range(12)}
    assert firsts == {0, 1}


def _to_round_3(game: sc.Game) -> None:
    while game.view(None).round < 3:
        play_round(game)


def test_two_players_the_initiator_never_peeks_at_the_contested_resources_ruling_v3() -> None:
    """[000:114] "Eliminate all contested resources peeking" (against [000:150]: "Beginning
    with the third round, the initiator looks at the top card"); RULINGS V-3, R-4 ("not in
    2p"). Three players, for contrast, do peek."""
    game = new_game(seed=2)
    for _ in range(3):  # rounds 3, 4 and 5
        _to_round_3(game)
        for seat in (0, 1):
            view = game.view(seat)
            assert view.peeked is None
            assert all(k.zone != "contested" for k in view.knowledge)
        play_round(game)
    for viewer in (0, 1, None):
        assert not any(e.type is sc.EventType.PEEKED for e in game.log(viewer))
    three = new_game(3, seed=2)
    _to_round_3(three)
    initiator = three.view(None).initiator
    assert three.view(initiator).peeked is not None


def test_two_players_binoculars_skip_the_contested_pile_ruling_x9() -> None:
    """[000:114] "Eliminate all contested resources peeking"; RULINGS X-9: "For binoculars the
    CR pile is skipped" (the other piles are still seen [003:103])."""
    game = new_game(modules=frozenset({"recon1"}), scenario={"players": [{"hand": ["binoculars"]}, {}]})
    apply_and_pass(game, 0, "scout binoculars")
    zones = {k.zone for k in game.view(0).knowledge}
    assert "junkyard" in zones
    assert "contested" not in zones
    three = new_game(3, modules=frozenset({"recon1"}), scenario={"players": [{"hand": ["binoculars"]}, {}, {}]})
    apply_and_pass(three, 0, "scout binoculars")
    assert "contested" in {k.zone for k in three.view(0).knowledge}


def test_two_players_a_scout_tower_may_not_look_at_the_contested_pile_ruling_x9() -> None:
    """[000:114]; RULINGS X-9: "binoculars, scout towers and spies cannot look at the CR
    pile" with two players; the tower still peeks at two other piles (X-7)."""
    game = new_game(
        modules=frozenset({"recon3"}),
        scenario={"players": [{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}]},
    )
    towers = [t for t in texts(game, 0) if t.startswith("tower ")]
    assert "tower junk junkyard+schematics" in towers
    assert not any("contested" in t for t in towers)
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "tower junk contested+junkyard")


def test_two_players_the_yardmaster_still_peeks_at_the_junkyard_ruling_x9() -> None:
    """RULINGS X-9: "The Yardmaster is unaffected (junkyard only)" by the 2-player peeking ban
    [000:114]; [003:283] "peek at the top two cards of the junkyard"."""
    game = new_game(
        modules=HQ3 | {"recon5"},
        scenario={"players": [{"hand": ["junk"], "leader": "leader_yardmaster"}, {"leader": "leader_mentor"}]},
    )
    top = zone_kinds(game, "junkyard")[:2]
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    seen = {k.zone: list(k.cards) for k in game.view(0).knowledge}
    assert seen == {"junkyard": top}


def test_two_players_tribe_members_brought_to_a_skirmish_do_not_break_a_tie_ruling_v2() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant" (against [000:274], the people tie-break); RULINGS V-2 "People never matter".
    2 fight and 1 person against 2 fight and 3 people: a tie, not a win for the bigger force."""
    _, events = skirmish2(["brawler"], ["brawler", "refugee", "refugee"])
    assert totals(events)[0][1:] == (2, 1)
    assert totals(events)[1][1:] == (2, 3)
    assert outcome(events) is None


def test_two_players_a_skirmish_won_by_one_is_a_tie_and_the_resource_goes_into_the_junkyard_ruling_v2() -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie and the players place
    the contested resource on top of the junkyard and then shuffle the junkyard"; RULINGS V-2,
    ED-6. 3 fight against 2: nobody gains the grenade, it joins the junkyard."""
    game, events = skirmish2(["brawler", "scavenger"], ["brawler"], junkyard=["junk", "net"])
    assert outcome(events) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter({"junk": 1, "net": 1, "grenade": 1})
    assert zone_kinds(game, "contested") == ["wolf_pack", "field_crew"]
    assert game.view(None).contested_count == 2
    for seat in (0, 1):
        assert game.score(seat).contested == 0


def test_two_players_the_tied_contested_resource_goes_unrevealed_ruling_ed6() -> None:
    """[000:116] the tied CR goes into the junkyard; [000:274] "without looking at it"; RULINGS
    ED-6 "Move the CR face-down and unrevealed into the JY": no seat learns it was a grenade."""
    game, events = skirmish2(["scavenger"], [], junkyard=["junk", "net"])
    assert outcome(events) is None
    for seat in (0, 1, None):
        assert not any("grenade" in e.cards for e in game.log(seat))
        assert all(k.zone != "junkyard" or "grenade" not in k.cards for k in game.view(seat).knowledge)


def test_two_players_a_skirmish_won_by_two_takes_the_contested_resource_ruling_v2() -> None:
    """RULINGS V-2: "The player with the higher fight wins only if her total is at least 2
    more than the other's"; [000:268] the winner adds the top CR to her discard pile without
    revealing it. 4 fight against 2 (even with fewer people) wins."""
    game, events = skirmish2(["brawler", "brawler"], ["brawler", "refugee", "refugee", "refugee"])
    assert outcome(events) == 0
    assert game.score(0).contested == 1
    assert "grenade" not in zone_kinds(game, "junkyard")
    assert "grenade" not in game.view(1).seats[0].discard  # face down: hidden from the rival


def test_two_players_the_initiator_also_needs_a_margin_of_two_ruling_v2() -> None:
    """[000:116] applies to whoever leads: seat 1 (the initiator, say) by 1 is a tie, by 2 a win."""
    _, events = skirmish2(["scavenger"], ["brawler"], initiator=1)
    assert outcome(events) is None
    _, events = skirmish2(["scavenger"], ["brawler", "scavenger"], initiator=1)
    assert outcome(events) == 1


@pytest.mark.parametrize(
    ("theirs", "winner"),
    [([], None), (["refugee"], None), (["scavenger"], None), (["brawler"], 1), (["brawler", "scavenger"], 1)],
)
def test_two_players_a_force_without_fight_counts_as_fight_0_for_the_margin_ruling_v2(
    theirs: list[str], winner: int | None
) -> None:
    """RULINGS V-2: "For the margin, a participant without hasFight (or who did not commit) is
    treated as fight 0". Seat 0 brings refugees (no fight); seat 1 needs a fight of 2."""
    _, events = skirmish2(["refugee", "refugee"], theirs)
    assert outcome(events) == winner


def test_two_players_fight_0_against_no_fight_is_a_tie_ruling_v2() -> None:
    """RULINGS V-2 (no fight counts as fight 0 for the margin): a tribe family (fight 0,
    ED-12/S-3) against refugees (no fight) is a margin of 0, a tie, though with 3 or more
    players fight 0 beats no fight."""
    _, events = skirmish2(["tribe_family_3"], ["refugee"])
    assert totals(events)[0][0]
    assert not totals(events)[1][0]
    assert outcome(events) is None


def test_two_players_a_tie_shuffles_the_junkyard_with_the_contested_resource_ruling_ed6() -> None:
    """[000:116] "place the contested resource on top of the junkyard and then shuffle the
    junkyard"; [000:236] "Only adding cards initiates a shuffle"; RULINGS ED-6, ED-14."""
    before = ["junk", "net", "spear", "pickaxe", "shovel", "medkit", "pills", "multitool"]
    game, events = skirmish2(["scavenger"], [], junkyard=before)
    assert outcome(events) is None
    after = zone_kinds(game, "junkyard")
    assert sorted(after) == sorted([*before, "grenade"])
    assert after not in (["grenade", *before], [*before, "grenade"])


@pytest.mark.parametrize(("mine", "theirs"), [(["rogue", "scavenger"], ["brawler"]), (["rogue"], ["brawler"])])
def test_two_players_a_rogue_wins_a_two_player_tie_ruling_v2(mine: list[str], theirs: list[str]) -> None:
    """RULINGS V-2: "A rogue triggers on any 2-player 'tie', i.e. a margin of 0 or 1"; the
    rogue's owner need not lead (S-9, [003:145]). 2 v 2 and 1 v 2: seat 0's rogue wins."""
    game, events = skirmish2(mine, theirs, modules=frozenset({"recon2"}))
    assert outcome(events) == 0
    assert game.score(0).contested == 1


def test_two_players_a_rogue_does_not_stop_a_win_by_two_ruling_v2() -> None:
    """RULINGS V-2: a margin of 2 is a win, not a tie, so the loser's rogue does nothing."""
    _, events = skirmish2(["rogue"], ["brawler", "scavenger"], modules=frozenset({"recon2"}))
    assert outcome(events) == 1


def test_two_players_with_two_rogues_the_first_from_the_initiator_wins_the_tie_ruling_s9() -> None:
    """[003:147] "Only the first rogue action can be successful per round (resolved in turn
    order)"; RULINGS S-9 (first from the initiator), V-2. Seat 1 leads the round."""
    _, events = skirmish2(["rogue", "scavenger"], ["rogue"], initiator=1, modules=frozenset({"recon2"}))
    assert outcome(events) == 1


def test_two_players_hardy_scavengers_of_both_players_return_on_a_tie_ruling_v2() -> None:
    """RULINGS V-2 "Hardy scavengers of both players return on a tie"; [003:181] "If you send
    HS into the skirmish and you either lose or tie, then any HS units you sent are returned
    to your hand"; S-12: the owner then draws 5 on top. 2 against 1: a tie."""
    decks = {0: {"deck": ["pills"] * 6}, 1: {"deck": ["junk"] * 5 + ["net"]}}
    game, events = skirmish2(
        ["hardy_scavenger", "brawler"],
        ["hardy_scavenger", "scavenger"],
        variants=frozenset({"alternate_scavengers"}),
        extra=decks,
    )
    assert outcome(events) is None
    for seat in (0, 1):
        hand = counter(game, f"{seat}:hand")
        assert hand["hardy_scavenger"] == 1, seat
        assert sum(hand.values()) == 6, seat


def test_two_players_the_winners_hardy_scavenger_does_not_return_ruling_s12() -> None:
    """[003:181] only a player who loses or ties gets her hardy scavengers back; won by 2,
    the winner's is discarded and the loser's comes back."""
    decks = {0: {"deck": ["pills"] * 6}, 1: {"deck": ["junk"] * 5 + ["net"]}}
    game, events = skirmish2(
        ["hardy_scavenger", "brawler", "brawler"],
        ["hardy_scavenger", "scavenger"],
        variants=frozenset({"alternate_scavengers"}),
        extra=decks,
    )
    assert outcome(events) == 0
    assert "hardy_scavenger" not in zone_kinds(game, "0:hand")
    assert "hardy_scavenger" in zone_kinds(game, "1:hand")


def test_two_players_a_rogue_win_returns_only_the_losers_hardy_scavengers_ruling_s12() -> None:
    """RULINGS V-2 (a 2-player tie triggers the rogue) and S-12 ("losing to a rogue" is not
    winning): seat 0's rogue takes a 1-1 tie, so seat 1's hardy scavenger comes back and seat
    0's does not [003:181]."""
    decks = {0: {"deck": ["pills"] * 6}, 1: {"deck": ["junk"] * 5 + ["net"]}}
    game, events = skirmish2(
        ["rogue", "hardy_scavenger"],
        ["hardy_scavenger", "scavenger"],
        modules=frozenset({"recon2"}),
        variants=frozenset({"alternate_scavengers"}),
        extra=decks,
    )
    assert outcome(events) == 0
    assert "hardy_scavenger" not in zone_kinds(game, "0:hand")
    assert "hardy_scavenger" in zone_kinds(game, "1:hand")


def test_two_players_the_provocateur_still_works_ruling_v2() -> None:
    """RULINGS V-2 "The provocateur still works": its force's fight is its size (S-8): a
    provocateur and 3 refugees fight 4 against a brawler's 2, a win by 2; unannounced, 1
    against 2 is a tie."""
    mine = ["provocateur", "refugee", "refugee", "refugee"]
    _, events = skirmish2(mine, ["brawler"], modules=frozenset({"recon2"}), moves={0: ["provoke provocateur"]})
    assert totals(events)[0][1] == 4
    assert outcome(events) == 0
    _, events = skirmish2(mine, ["brawler"], modules=frozenset({"recon2"}))
    assert outcome(events) is None


def test_two_players_portable_decoys_matter_only_through_the_provocateur_ruling_v2() -> None:
    """RULINGS V-2 "Portable Decoys matter only through it": their extra people (S-11) break
    no two-player tie, but a provocateur's force counts them (S-8): provocateur + 3 junk with
    decoys is a force of 1 + 2 = 3 against a scavenger's 1."""
    decoys = {0: {"buildings": [{"building": "portable_decoys"}]}}
    mine = ["provocateur", "junk", "junk", "junk"]
    modules = frozenset({"recon2", "recon3"})
    _, events = skirmish2(mine, ["scavenger"], modules=modules, extra=decoys)
    assert totals(events)[0][2] > totals(events)[1][2]  # more people, yet
    assert outcome(events) is None
    _, events = skirmish2(mine, ["scavenger"], modules=modules, extra=decoys, moves={0: ["provoke provocateur"]})
    assert totals(events)[0][1] == 3
    assert outcome(events) == 0


def test_two_players_the_gangsters_people_bonus_is_irrelevant_ruling_v2() -> None:
    """RULINGS V-2 "The Gangster's people bonus is irrelevant": Gangster refugees (fight 0,
    2 people each) against a tribe family (fight 0, 3 people): a tie."""
    _, events = skirmish2(
        ["refugee", "refugee", "refugee", "refugee"],
        ["tribe_family_3"],
        modules=HQ3,
        extra={0: {"leader": "leader_gangster"}, 1: {"leader": "leader_mentor"}},
    )
    assert totals(events)[0][2] == 8
    assert outcome(events) is None


def test_two_players_the_initiator_acts_first_in_the_skirmish() -> None:
    """[000:268] skirmish actions start "with the initiator ... Play then passes to the next
    player ... (provided that they were not sniped or disarmed by the previous player)";
    RULINGS I-5. Seat 1 leads and snipes seat 0's sniper team first: it never acts."""
    game = new_game(
        scenario={
            "round": 3,
            "initiator": 1,
            "players": [{"hand": ["sniper_team", "brawler"]}, {"hand": ["sniper_team", "brawler"]}],
            "contested": ["grenade", "wolf_pack"],
        }
    )
    game.apply(1, "end")
    game.apply(1, "commit sniper_team brawler")
    game.apply(0, "end")
    game.apply(0, "commit sniper_team brawler")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("skirmish", 1)
    assert "snipe 0:sniper_team" in texts(game, 1)
    events = play_round(game, moves={1: ["snipe 0:sniper_team"]})
    snipes = [(e.seat, e.target, e.cards) for e in events if e.type is sc.EventType.SNIPED]
    assert snipes == [(1, 0, ("sniper_team",))]  # seat 0's sniper never got to act
    # Seat 1: brawler 2 (its sniper acted); seat 0: brawler 2: a tie.
    assert outcome(events) is None


def test_two_players_the_game_ends_when_the_contested_pile_is_depleted_even_by_ties_ruling_ed2() -> None:
    """[000:140,170] "The game continues like this until the contested resource pile is
    depleted"; RULINGS ED-2 (16 rounds with 14 CRs, however the last card left) and V-2:
    with nobody fighting, every skirmish is a tie and all 14 CRs go into the junkyard."""
    game = new_game(seed=3)
    junkyard = game.view(None).junkyard_count
    rounds = 0
    while not game.over:
        rounds += 1
        play_round(game)
    assert rounds == 16
    assert game.view(None).contested_count == 0
    assert game.view(None).junkyard_count == junkyard + 14
    ties = [e for e in game.log(None) if e.type is sc.EventType.DEADLOCK]
    assert len(ties) == 14


def _last_round(seat0: dict[str, Any], seat1: dict[str, Any], contested: str = "grenade") -> sc.Game:
    return new_game(scenario={"round": 3, "initiator": 0, "players": [seat0, seat1], "contested": [contested]})


def test_two_players_scoring_largest_tribe_wins_ruling_f1() -> None:
    """[000:170] "The winner is the player who has built the largest tribe" counting the people
    on every card (RULINGS F-1). The last CR leaves on a tie and the game is over."""
    game = _last_round({"hand": ["refugee", "refugee"], "deck": ["scavenger"]}, {"hand": ["refugee"], "deck": ["junk"]})
    play_round(game)
    assert game.over
    assert game.result is not None
    assert game.result.winners == (0,)
    assert [s.people for s in game.result.scores] == [3, 1]


def test_two_players_scoring_a_people_tie_goes_to_the_most_contested_resources_ruling_f3() -> None:
    """[000:170] "If there is a tie, then the player among those tied with the most contested
    resource cards is the winner". Seat 0 wins the tribe family (3 v 0), 2 + 3 = 5 people;
    seat 1 has 5 refugees (and more cards)."""
    game = _last_round(
        {"hand": ["brawler", "scavenger"]}, {"deck": ["refugee"] * 5 + ["junk"]}, contested="tribe_family_3"
    )
    play_round(game, {0: "commit brawler scavenger"})
    assert game.over
    assert game.result is not None
    assert [(s.people, s.contested, s.cards) for s in game.result.scores] == [(5, 1, 3), (5, 0, 6)]
    assert game.result.winners == (0,)


def test_two_players_scoring_then_the_most_cards_ruling_f2() -> None:
    """[000:170] "If there is still a tie, the player among those tied with the largest number
    of cards in her deck is the winner" (RULINGS F-2: every owned card, junk included)."""
    game = _last_round({"hand": ["refugee"] * 3}, {"hand": ["refugee"] * 3, "deck": ["junk"]})
    play_round(game)
    assert game.result is not None
    assert [(s.people, s.contested, s.cards) for s in game.result.scores] == [(3, 0, 3), (3, 0, 4)]
    assert game.result.winners == (1,)


def test_two_players_scoring_a_complete_tie_is_a_shared_victory() -> None:
    """[000:172] "If there is still a tie, the tied players rejoice in their shared victory"."""
    game = _last_round({"hand": ["refugee", "junk"]}, {"hand": ["refugee"], "deck": ["net"]})
    play_round(game)
    assert game.result is not None
    assert game.result.winners == (0, 1)


# ============================================================================================
# 2. Alternate starting hands [003:288-296]

ALL_ALTERNATES = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})


def test_all_three_suggested_substitutions_together_in_two_players() -> None:
    """[003:290-294] the suggested substitutions: "Scouting refugees for refugees", "Hardy
    scavengers for scavengers", "Guards for brawlers" (docs/variants.md: any of them, alone or
    together). With all three, no refugee, scavenger or brawler starts in a deck."""
    game = new_game(variants=ALL_ALTERNATES)
    for seat in (0, 1):
        assert starting_deck(game, seat) == Counter(
            {"scouting_refugee": 4, "hardy_scavenger": 3, "guard": 1, "spear": 1, "shovel": 1}
        )


@pytest.mark.parametrize(
    ("variant", "stack", "full"),
    [("alternate_scavengers", "scavenger", 20), ("alternate_brawlers", "brawler", 10)],
)
def test_the_replaced_starter_type_stays_whole_in_its_stack_for_hire_ruling_r0(
    variant: str, stack: str, full: int
) -> None:
    """RULINGS R-0: starters come out of the stacks for hire, but "With the Recon substitutions
    (hardy scavengers, guards, scouting refugees), take the starters from those stacks
    instead": the standard scavenger (brawler) stack keeps all its cards."""
    game = new_game(variants=frozenset({variant}))
    assert dict(game.view(None).market)[stack] == full


@pytest.mark.parametrize(
    ("variant", "kind", "left"),
    [("alternate_scavengers", "hardy_scavenger", 14), ("alternate_brawlers", "guard", 6)],
)
def test_the_substitutes_not_dealt_stay_out_of_the_game_without_recon_ruling_r0(
    variant: str, kind: str, left: int
) -> None:
    """RULINGS R-0 (the starters are taken from the substitute's stack: 20 - 3 x 2 hardy
    scavengers, 8 - 1 x 2 guards) and [003:296]: the rest is neither for hire nor in the
    junkyard."""
    game = new_game(variants=frozenset({variant}))
    assert kind not in dict(game.view(None).market)
    assert kind not in zone_kinds(game, "junkyard")
    assert counter(game, "box")[kind] == left


def test_alternate_refugees_send_every_standard_refugee_back_to_the_box() -> None:
    """[000:107] "Return any additional refugee cards to the box. They will not be used in this
    game"; [003:292] scouting refugees replace the 4 refugees: all 20 refugees are unused, and
    the scouting refugees not dealt are not for hire (V-10) but out of the game."""
    game = new_game(variants=frozenset({"alternate_refugees"}))
    assert counter(game, "box")["refugee"] == 20
    market = dict(game.view(None).market)
    assert "refugee" not in market
    assert "scouting_refugee" not in market
    dealt = sum(starting_deck(game, seat)["scouting_refugee"] for seat in (0, 1))
    assert dealt == 8
    assert counter(game, "box")["scouting_refugee"] == 12


@pytest.mark.parametrize("seed", range(6))
def test_hardy_scavengers_starting_the_decks_are_never_put_out_for_hire_ruling_v10(seed: int) -> None:
    """[003:296] "if you use hardy scavengers, then do not put hardy scavengers out for hire"
    (the rulebook's own example); RULINGS V-10: the 10 stacks are filled with other types."""
    modules = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
    game = new_game(seed=seed, modules=modules, variants=frozenset({"alternate_scavengers"}))
    market = dict(game.view(None).market)
    assert "hardy_scavenger" not in market
    regular = [k for k in market if k not in ("scouting_refugee", "refugee")]  # the extra stacks
    assert len(regular) == 10
    assert starting_deck(game, 0)["hardy_scavenger"] == 3


def test_a_named_market_may_not_offer_hardy_scavengers_with_the_variant_ruling_v10() -> None:
    """[003:296] "do not put hardy scavengers out for hire"; RULINGS V-10."""
    market = (
        "hardy_scavenger",
        "brawler",
        "hunter",
        "saboteur",
        "scout",
        "group_leaders",
        "guard",
        "thugs",
        "spy",
        "rogue",
    )
    with pytest.raises(sc.ConfigError):
        sc.Game.new(
            sc.GameConfig(
                players=2,
                modules=frozenset({"recon1", "recon2", "recon3"}),
                market=market,
                variants=frozenset({"alternate_scavengers"}),
            )
        )


def test_alternate_refugees_with_the_humanitarians_offer_the_standard_refugees_for_no_food_ruling_x30() -> None:
    """[003:296] the scouting refugees (the starter type) are not put out for hire, so the
    Humanitarians' stack [003:261] is the standard refugees: "If you choose to make standard
    refugees available for hire, a hire action must still be used, but no food is required"
    [003:267]; RULINGS X-30, V-10."""
    game = new_game(
        modules=frozenset({"recon5"}),
        variants=frozenset({"alternate_refugees"}),
        scenario={"players": [{"hand": ["junk"]}, {}]},
    )
    market = dict(game.view(None).market)
    assert market.get("refugee") == 20
    assert "scouting_refugee" not in market
    assert "hire refugee" in texts(game, 0)  # no food at all
    apply_and_pass(game, 0, "hire refugee")
    assert "refugee" in zone_kinds(game, "0:discard")
    assert not any(t.startswith(("hire ", "bribe")) for t in texts(game, 0))  # the round's one hire


def test_starting_scouting_refugees_are_modifiers_without_base_abilities() -> None:
    """[003:290] with scouting refugees "you will find a large number of card modifiers rather
    than base abilities"; [003:84] a scouting refugee "Can modify another tribe member's
    actions, but cannot initiate such actions"."""
    alone = new_game(
        variants=frozenset({"alternate_refugees"}),
        scenario={"players": [{"hand": ["scouting_refugee"] * 4 + ["shovel"]}, {}]},
    )
    assert not any(t.startswith(("dig", "draw", "hunt")) for t in texts(alone, 0))
    paired = new_game(
        variants=frozenset({"alternate_refugees"}),
        scenario={"players": [{"hand": ["scouting_refugee", "scavenger"]}, {}]},
    )
    assert "hunt scavenger+scouting_refugee" in texts(paired, 0)
    apply_and_pass(paired, 0, "hunt scavenger+scouting_refugee")
    assert paired.view(0).seats[0].food == 2


@pytest.mark.parametrize(("leader", "action"), [("leader_excavator", "dig"), ("leader_ranger", "hunt")])
def test_starting_scouting_refugees_serve_as_refugees_for_leader_powers(leader: str, action: str) -> None:
    """[003:290] "depending on what leaders you have, this can be challenging"; [003:82] a
    scouting refugee "Serves as a refugee for any actions or game conditions that depend upon
    a refugee card (i.e. tribal leader powers ...)"; RULINGS L-1. The Excavator's refugees
    dig 1, the Ranger's hunt 1."""
    game = new_game(
        modules=HQ3,
        variants=frozenset({"alternate_refugees"}),
        scenario={"players": [{"hand": ["scouting_refugee", "junk"], "leader": leader}, {"leader": "leader_mentor"}]},
    )
    assert f"{action} scouting_refugee" in texts(game, 0)
    apply_and_pass(game, 0, f"{action} scouting_refugee")


def test_starting_scouting_refugees_count_for_the_humanitarians_ruling_f8() -> None:
    """[003:263] the Humanitarians are "Awarded based upon number of cards with the 'refugee'
    keyword in the title (those you start with ...)"; [003:82]; RULINGS F-8. With the
    alternate starting hands, 4 scouting refugees beat 3 standard refugees hired."""
    game = new_game(
        modules=frozenset({"recon5"}),
        variants=frozenset({"alternate_refugees"}),
        scenario={
            "round": 3,
            "players": [{"hand": ["scouting_refugee"] * 4}, {"hand": ["refugee"] * 3}],
            "contested": ["grenade"],
        },
    )
    play_round(game)
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[1].gangs == ()
    assert game.result.scores[0].people == 4 + 5
    assert game.result.scores[1].people == 3


# ============================================================================================
# 3. Leader drafting [003:298-312]


def draft2(seed: int = 0, modules: frozenset[str] = HQ3, **scenario: Any) -> sc.Game:
    return new_game(seed=seed, modules=modules, variants=DRAFT, scenario=scenario or None)


def leader_pile(game: sc.Game) -> list[str]:
    return zone_kinds(game, "leaders")


def seed_with(want: str, depth: int, seats: list[dict[str, Any]], modules: frozenset[str] = HQ3) -> sc.Game:
    """A drafting table (seed 0, 1, ...) whose leader pile has ``want`` among its top ``depth``."""
    for seed in range(400):
        game = draft2(seed, modules, players=seats)
        if want in leader_pile(game)[:depth]:
            return game
    raise AssertionError(want)


def test_two_player_drafting_shuffles_every_hq_leader_into_the_pile() -> None:
    """[003:303] "Shuffle all the leader cards together and create a new face-down pile next to
    the other piles"; [003:300] drafting "during the game rather than at the beginning": with
    two players no leader is dealt, none is set aside, and the pile's order depends on the deal."""
    orders = set()
    for seed in range(4):
        game = new_game(seed=seed, modules=HQ3, variants=DRAFT)
        pile = leader_pile(game)
        assert Counter(pile) == Counter(HQ_LEADERS)
        assert game.view(None).leader_pile_count == 10  # the size is public
        assert not HQ_LEADERS & set(zone_kinds(game, "box"))
        decision = game.view(None).decision
        assert decision is not None
        assert decision.kind == "turn"
        orders.add(tuple(pile))
    assert len(orders) > 1


def test_garden_food_bribes_leaders() -> None:
    """[003:305] "Food (from hunting, buildings, leader powers, etc.) is used to bribe leaders.
    For each food generated, the player may draw 1 card"; RULINGS L-16, H-8 (1 food per
    garden). A garden alone: 1 leader; with a scavenger's hunt: 2."""
    garden = [{"building": "hydroponic_gardens"}]
    game = draft2(players=[{"hand": ["junk"], "buildings": garden}, {}])
    top = leader_pile(game)[:1]
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    assert list(game.view(0).looking) == top
    game = draft2(players=[{"hand": ["scavenger"], "buildings": garden}, {}])
    apply_and_pass(game, 0, "hunt scavenger")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 2


def test_butcher_food_bribes_leaders_but_its_med_does_not_ruling_l5() -> None:
    """[003:305] food from "leader powers" bribes; RULINGS L-5 "The Butcher food counts as food
    for leader drafting"; L-16 "meds give none". The Butcher's 1 food and 1 med: 1 draw; with
    a hunter's 2 food: 3 draws."""
    game = draft2(players=[{"hand": ["scavenger", "hunter"], "leader": "leader_butcher"}, {}])
    apply_and_pass(game, 0, "lead scavenger")
    assert game.view(0).seats[0].food == 1
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 3
    game = draft2(players=[{"hand": ["scavenger"], "leader": "leader_butcher"}, {}])
    apply_and_pass(game, 0, "lead scavenger")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 1


def test_cannibal_food_bribes_but_does_not_add_to_hunted_food_ruling_l6() -> None:
    """[003:305] food from leader powers bribes; RULINGS L-6: Cannibal food "may add meds and
    Butcher-type food, but no hunting or garden food. The same rule applies to leader bribes".
    3 Cannibal food: 3 leaders; with a hunter's 2 food as well, never 5."""
    game = draft2(players=[{"hand": ["scavenger"], "leader": "leader_cannibal"}, {}])
    apply_and_pass(game, 0, "lead scavenger")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 3
    game = draft2(players=[{"hand": ["scavenger", "hunter"], "leader": "leader_cannibal"}, {}])
    apply_and_pass(game, 0, "hunt hunter")
    apply_and_pass(game, 0, "lead scavenger")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 3


def test_after_hiring_a_mercenary_no_bribe_that_round() -> None:
    """[003:306] "A player may not hire more than once per turn. Thus, if you hire a leader,
    you cannot hire a mercenary that same round" (and so, having hired a mercenary, no bribe)."""
    game = draft2(players=[{"hand": ["hunter", "scavenger"]}, {}])
    apply_and_pass(game, 0, "hunt hunter scavenger")
    assert "bribe" in texts(game, 0)
    apply_and_pass(game, 0, "hire scavenger")
    assert "bribe" not in texts(game, 0)
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "bribe")


def test_a_kept_leaders_power_is_in_effect_at_once() -> None:
    """[003:308-309] "This leader card is then placed face-up in front of the player. All
    leader powers on this card are immediately in effect": the Excavator's refugees dig 1 in
    the same turn, where a refugee alone could not dig before (R-10)."""
    game = seed_with("leader_excavator", 2, [{"hand": ["hunter", "refugee"]}, {}])
    assert "dig refugee" not in texts(game, 0)
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, "keep leader_excavator")
    assert game.view(1).seats[0].leader == "leader_excavator"  # face up to the rival at once
    assert "dig refugee" in texts(game, 0)


def test_a_new_leaders_once_a_round_power_is_usable_when_the_old_one_was_not_used_ruling_l16() -> None:
    """RULINGS L-16: "its once-per-round ability is usable the same round if the previous
    leader's was not used". The Butcher, unused, gives way to the Organizer, who may then
    play a refugee to draw 2 keep 1."""
    game = seed_with("leader_organizer", 2, [{"hand": ["hunter", "refugee"], "leader": "leader_butcher"}, {}])
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, "keep leader_organizer")
    assert not game.view(0).seats[0].leader_used
    assert "lead refugee" in texts(game, 0)


def test_a_drafted_yardmaster_may_be_used_at_once() -> None:
    """[003:309] "All leader powers on this card are immediately in effect"; [003:284] the
    Yardmaster's peek "may be taken at any time during the round"."""
    game = seed_with("leader_yardmaster", 2, [{"hand": ["hunter"]}, {}], HQ3 | {"recon5"})
    assert "yard" not in texts(game, 0)
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, "keep leader_yardmaster")
    assert "yard" in texts(game, 0)


def test_keeping_none_keeps_the_current_leader_and_returns_all_drawn_to_the_bottom() -> None:
    """[003:312] "the player may choose to take one and replace her current leader ... or
    return all such cards to the bottom of the pile"."""
    game = draft2(players=[{"hand": ["hunter"], "leader": "leader_mentor"}, {}])
    before = leader_pile(game)
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, "keep none")
    assert game.view(None).seats[0].leader == "leader_mentor"
    after = leader_pile(game)
    assert len(after) == len(before)
    assert after[:-2] == before[2:]
    assert sorted(after[-2:]) == sorted(before[:2])


def test_keeping_one_of_three_returns_the_other_two_to_the_bottom() -> None:
    """[003:307] "The player may take one of the leader cards drawn in this manner and return
    the others to the bottom of the pile"."""
    game = draft2(players=[{"hand": ["hunter", "scavenger"]}, {}])
    before = leader_pile(game)
    apply_and_pass(game, 0, "hunt hunter scavenger")
    game.apply(0, "bribe")
    drawn = before[:3]
    assert sorted(game.view(0).looking) == sorted(drawn)
    game.apply(0, f"keep {drawn[1]}")
    after = leader_pile(game)
    assert game.view(None).seats[0].leader == drawn[1]
    assert after[:-2] == before[3:]
    assert sorted(after[-2:]) == sorted([drawn[0], drawn[2]])
    assert game.view(None).leader_pile_count == 9


def test_a_player_may_bribe_again_in_a_later_round_and_replace_her_leader_ruling_l16() -> None:
    """[003:312] "At any point during the game, a player may choose to perform this action,
    even if she already has a leader"; RULINGS L-16: the replaced leader goes to the bottom."""
    game = draft2(players=[{"hand": ["hunter"], "deck": ["hunter", "junk", "junk", "junk", "junk"]}, {}])
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    first = game.view(0).looking[0]
    game.apply(0, f"keep {first}")
    play_round(game)
    assert game.view(None).round == 2
    while game.view(None).decision is not None and game.view(None).decision.seat != 0:  # type: ignore[union-attr]
        game.apply(1, "end")
    apply_and_pass(game, 0, "hunt hunter")
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    second = next(k for k in game.view(0).looking if k != first)
    game.apply(0, f"keep {second}")
    assert game.view(None).seats[0].leader == second
    assert first in leader_pile(game)[-2:]


def test_bribes_go_in_turn_order_and_the_later_player_draws_below_the_first_ruling_l16() -> None:
    """[003:305-307]: the initiator bribes first in turn order ([000:129-132]) and takes the
    top; what she leaves goes to the bottom, so the other player draws the next leaders."""
    game = draft2(players=[{"hand": ["hunter"]}, {"hand": ["hunter"]}])
    before = leader_pile(game)
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, f"keep {before[0]}")
    game.apply(0, "end")
    pass_windows(game)
    apply_and_pass(game, 1, "hunt hunter")
    game.apply(1, "bribe")
    assert sorted(game.view(1).looking) == sorted(before[2:4])
    game.apply(1, f"keep {before[3]}")
    assert game.view(0).seats[1].leader == before[3]
    assert game.view(1).seats[0].leader == before[0]
    assert leader_pile(game)[-2:] in ([before[1], before[2]], [before[2], before[1]])


def test_a_bribe_may_be_made_in_a_skirmish_round() -> None:
    """[003:312] "At any point during the game": in round 3, before committing."""
    game = draft2(players=[{"hand": ["hunter", "brawler"]}, {}], round=3, contested=["grenade", "wolf_pack"])
    apply_and_pass(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    kept = game.view(0).looking[0]
    game.apply(0, f"keep {kept}")
    game.apply(0, "end")
    assert game.view(None).decision is not None
    assert game.view(None).decision.kind == "commit"  # type: ignore[union-attr]
    assert game.view(None).seats[0].leader == kept


def test_a_drafted_leader_adds_no_people_or_cards_to_the_tribe_ruling_f1() -> None:
    """RULINGS F-1 "Leaders and building cards count 0 people", F-2 (leaders are not counted as
    cards): scoring is the same before and after a leader joins."""
    game = draft2(players=[{"hand": ["hunter"], "deck": ["refugee"]}, {}])
    apply_and_pass(game, 0, "hunt hunter")
    before = game.score(0)
    game.apply(0, "bribe")
    game.apply(0, f"keep {game.view(0).looking[0]}")
    after = game.score(0)
    assert (after.people, after.cards, after.contested) == (before.people, before.cards, before.contested)


def test_two_player_drafting_binoculars_see_the_leader_pile_but_not_the_contested_pile_ruling_x9() -> None:
    """[003:311] peeking "can target the leaders pile as well"; [000:114] "Eliminate all
    contested resources peeking" with two players (RULINGS X-9)."""
    game = draft2(modules=HQ3 | {"recon1"}, players=[{"hand": ["binoculars"]}, {}])
    top = leader_pile(game)[0]
    apply_and_pass(game, 0, "scout binoculars")
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen.get("leaders") == (top,)
    assert "contested" not in seen


def test_two_player_drafting_a_scout_tower_may_pair_the_leader_pile_but_never_the_contested_pile_ruling_x7() -> None:
    """[003:311] the scout tower may target the leaders pile; RULINGS X-7 (2 shared piles) and
    X-9 (no contested pile with two players)."""
    game = draft2(
        modules=HQ3 | {"recon3"}, players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}]
    )
    towers = [t for t in texts(game, 0) if t.startswith("tower junk ")]
    assert "tower junk junkyard+leaders" in towers
    assert not any("contested" in t for t in towers)
