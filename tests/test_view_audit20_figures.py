"""The numbers a seat is told beside its cards, checked by hand arithmetic from the rulebooks.

Each case builds a table by hand, works out from the rulebooks' words what a View's figure must
be (a revealed force's ``strength``, the viewer's ``committed_strength`` and ``committed_size``,
an action's entry in ``totals``, ``hand_strength`` at the commit decision), asserts the View
shows it, and asserts the skirmish or action then resolves as that figure says: the winner, the
cards dug or drawn, the food. Twin tables that differ only in cards the viewer cannot see give
her equal figures (docs/view.md: every figure is the viewer's to know)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    pass_until,
    pass_windows,
    seat_totals,
    skirmish_outcome,
    skirmish_turns,
    solo_game,
    stacked_table,
    to_turn,
    total_of,
)
from scavengers.engine.core.events import EventType

RECON2 = frozenset({"recon2"})
RECON4 = frozenset({"recon4"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
QUIET_LEADERS = ("leader_sergeant_at_arms", "leader_yardmaster", "leader_swindler")
"""Leaders that change no figure of these tables."""


def fs(has_fight: bool, fight: int, people: int) -> sc.ForceStrength:
    return sc.ForceStrength(has_fight, fight, people)


def table(
    hands: list[list[str]],
    modules: frozenset[str] = frozenset(),
    *,
    rules: str = "2015",
    extra: list[dict[str, Any]] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A stacked table, round 3 (a skirmish round), seat 0 the initiator, empty decks."""
    return stacked_table(hands, modules, decks=[[] for _ in hands], rules=rules, extra=extra, **scenario)


def commit_all(game: sc.Game, commits: dict[int, str]) -> dict[int, sc.ForceStrength | None]:
    """Every seat ends its turn and commits as given (the rest nothing); returns each seat's
    figure for its commit as its commit menu shows it (``Game.commit_strength``, docs/view.md),
    checking that its View's ``committed_strength`` then agrees (where the round still stands)
    and that no other seat is told it before the reveal."""
    told: dict[int, sc.ForceStrength | None] = {}
    start = game.round
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            text = commits.get(d.seat, "commit none")
            cards = [] if text == "commit none" else text.split()[1:]
            menu = game.commit_strength(d.seat, cards) if cards else None
            game.apply(d.seat, text)
            told[d.seat] = menu
            if game.round == start and game.view(None).seats[d.seat].force is None:  # not yet revealed
                assert game.view(d.seat).committed_strength == menu  # the View agrees with the menu
                others = [v for v in (None, *range(game.view(None).players)) if v != d.seat]
                assert all(sc.force_total(game.view(v), d.seat) is None for v in others)
        elif d.kind in ("respond", "save"):
            game.apply(d.seat, "pass")
        else:
            break
    return told


def shown(game: sc.Game, seat: int) -> sc.ForceStrength:
    """``seat``'s revealed force as every view shows it (a revealed force is public: they agree)."""
    seen = {sc.force_total(game.view(v), seat) for v in (None, *range(game.view(None).players))}
    assert len(seen) == 1, seen
    (force,) = seen
    assert force is not None
    return force


def logged(game: sc.Game) -> dict[int, sc.ForceStrength]:
    """The forces as the last resolved skirmish judged them (the public log)."""
    return {s: fs(*t) for s, t in seat_totals(game).items()}


# -- tools: one per member, the best assignment ------------------------------------------------


def test_one_tool_per_member_the_best_assignment_decides_the_skirmish() -> None:
    """[000:188-189]: a tool needs a member with the base ability, one tool per member. Seat 0:
    brawler 2 + refugee (no fight) + spear +2 + grenade +3: one fighter, one tool slot, the
    grenade: 2 + 3 = 5, 2 people (not 7). Seat 1: scout 2 + scavenger 1 + spear +2 + shovel +1 =
    6, 2 people. [000:266-268]: the highest fight wins: seat 1 (a naive sum would give seat 0)."""
    game = table([["brawler", "refugee", "spear", "grenade"], ["scout", "scavenger", "spear", "shovel"], []])
    told = commit_all(game, {0: "commit brawler grenade refugee spear", 1: "commit scavenger scout shovel spear"})
    assert told[0] == fs(True, 5, 2)
    assert told[1] == fs(True, 6, 2)
    assert logged(game)[0] == told[0]
    assert logged(game)[1] == told[1]
    assert skirmish_outcome(game, 3) == 1


def test_a_multi_person_card_holds_one_tool_only() -> None:
    """[000:189]: "only one tool card for any tribe member, even if that tribe member represents
    multiple people". Tribe family (5 people, fight 0) + spear +2 + grenade +3: 0 + 3 = 3 fight,
    5 people. Seat 1: brawler 2 + spear 2 = 4, 1 person: seat 1 wins on fight [000:266-268]."""
    game = table([["tribe_family_5", "spear", "grenade"], ["brawler", "spear"], []])
    told = commit_all(game, {0: "commit grenade spear tribe_family_5", 1: "commit brawler spear"})
    assert told[0] == fs(True, 3, 5)
    assert told[1] == fs(True, 4, 1)
    assert skirmish_outcome(game, 3) == 1


def test_group_leaders_stack_and_are_no_tool() -> None:
    """[000:440-446]: group leaders stack (+2 +2) and are not a tool, so a member holds a tool and
    group leaders at once. Scavenger 1 + group leaders +2 + group leaders +2 + spear +2 = 7;
    people 1 + 2 + 2 = 5 (cards.tsv: group leaders 2 people). Against thugs 3 + grenade 3 = 6:
    seat 0 wins."""
    game = table([["scavenger", "group_leaders", "group_leaders", "spear"], ["thugs", "grenade"], []])
    told = commit_all(game, {0: "commit group_leaders group_leaders scavenger spear", 1: "commit grenade thugs"})
    assert told[0] == fs(True, 7, 5)
    assert told[1] == fs(True, 6, 3)
    assert skirmish_outcome(game, 3) == 0


def test_group_leaders_let_a_tribe_family_fight() -> None:
    """[000:448-450]: "A tribe family enhanced by group leaders can attack". Tribe family (3 people,
    fight 0) + group leaders +2 = 2, people 3 + 2 = 5. Against a brawler (2, 1 person): a tie on
    fight, broken by people [000:272]: seat 0."""
    game = table([["tribe_family_3", "group_leaders"], ["brawler"], []])
    told = commit_all(game, {0: "commit group_leaders tribe_family_3", 1: "commit brawler"})
    assert told[0] == fs(True, 2, 5)
    assert told[1] == fs(True, 2, 1)
    assert skirmish_outcome(game, 3) == 0


def test_group_leaders_alone_have_no_fight_but_count_people() -> None:
    """[000:188]: a modifier needs a member with the base ability; alone group leaders add no
    fight (RULINGS S-3) but bring 2 people (S-5). Against a seat that committed nothing (no fight,
    0 people, S-1) the people decide: seat 0 wins."""
    game = table([["group_leaders"], ["refugee"], []])
    told = commit_all(game, {0: "commit group_leaders"})
    assert told[0] == fs(False, 0, 2)
    assert 1 not in told or told[1] is None
    assert skirmish_outcome(game, 3) == 0


def test_a_tool_alone_is_no_fight_and_no_people_a_deadlock() -> None:
    """[000:397-399]: the wolf pack "cannot operate independently": no fight, 0 people (RULINGS
    S-1, S-3). Against seats that committed nothing it is a tie all the way down: a deadlock
    [000:422-424], and the contested resource goes to the junkyard."""
    game = table([["wolf_pack"], [], []])
    before = game.view(None).junkyard_count
    told = commit_all(game, {0: "commit wolf_pack"})
    assert told[0] == fs(False, 0, 0)
    assert skirmish_outcome(game, 3) is None
    assert game.view(None).junkyard_count == before + 1


def test_fight_zero_beats_no_fight_with_the_2015_rules() -> None:
    """[000:418-420]: "A fight value of 0 is superior to no ability to fight at all." Seat 0: tribe
    family, fight 0, 3 people. Seat 1: 4 refugees and a spear: no member can fight, so the spear
    has no holder: no fight, 4 people. Seat 0 wins despite fewer people."""
    game = table([["tribe_family_3"], ["refugee", "refugee", "refugee", "refugee", "spear"], []])
    told = commit_all(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee spear"})
    assert told[0] == fs(True, 0, 3)
    assert told[1] == fs(False, 0, 4)
    assert skirmish_outcome(game, 3) == 0


def test_a_total_of_0_is_no_fight_with_the_2012_rules() -> None:
    """[001:454-455]: "These cards cannot fight (no attack can be made unless the fight total is at
    least 1)" (RULINGS ED-12, P-4). The same table under the 2012 rules: the tribe family's 0 is
    no fight, so both have none and the people decide: 4 > 3, seat 1 wins."""
    game = table([["tribe_family_3"], ["refugee", "refugee", "refugee", "refugee", "spear"], []], rules="2012")
    told = commit_all(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee spear"})
    assert told[0] is not None
    assert not told[0].has_fight
    assert told[0].people == 3
    assert told[1] == fs(False, 0, 4)
    assert skirmish_outcome(game, 3) == 1


def test_the_2012_rules_fight_1_is_a_fight() -> None:
    """[001:455]: a total of at least 1 can attack. Tribe family 0 + group leaders +2 = 2 under the
    2012 rules: a fight, 5 people; it beats 4 refugees (no fight, 4 people)."""
    game = table([["tribe_family_3", "group_leaders"], ["refugee", "refugee", "refugee", "refugee"], []], rules="2012")
    told = commit_all(game, {0: "commit group_leaders tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    assert told[0] == fs(True, 2, 5)
    assert told[1] == fs(False, 0, 4)
    assert skirmish_outcome(game, 3) == 0


def test_the_older_walkthroughs_skirmish() -> None:
    """[001:470-476]: player 1 (brawler + refugee + pills) fights 2 with 2 people; player 2
    (tribe family + refugee) fights 0; player 3 (scavenger + shovel) fights 2 with 1 person.
    "Players 1 and 3 are tied with a Fight of 2 ... This tips the scale in favor of Player 1"."""
    game = table([["brawler", "refugee", "pills"], ["tribe_family_3", "refugee"], ["scavenger", "shovel"]])
    told = commit_all(
        game, {0: "commit brawler pills refugee", 1: "commit refugee tribe_family_3", 2: "commit scavenger shovel"}
    )
    assert told == {0: fs(True, 2, 2), 1: fs(True, 0, 4), 2: fs(True, 2, 1)}
    assert skirmish_outcome(game, 3) == 0


def test_a_tie_on_fight_and_people_is_a_deadlock() -> None:
    """[000:272-274]: tied on fight, then on people: a deadlock, the contested resource goes to the
    junkyard. Brawler + spear = 4, 1 person, on both sides."""
    game = table([["brawler", "spear"], ["brawler", "spear"], []])
    before = game.view(None).junkyard_count
    told = commit_all(game, {0: "commit brawler spear", 1: "commit brawler spear"})
    assert told[0] == told[1] == fs(True, 4, 1)
    assert skirmish_outcome(game, 3) is None
    assert game.view(None).junkyard_count == before + 1


def test_the_people_tie_break_is_among_the_tied_only() -> None:
    """[000:272]: "In the event of a tie" the people decide (RULINGS S-2: among the tied top only).
    Seat 0: thugs 3 + spear 2 = 5, 3 people; seat 1: brawler 2 + grenade 3 = 5, 1 person; seat
    2: 4 refugees, no fight, 4 people. Seat 0 wins, though
    seat 2 has more people."""
    game = table(
        [["thugs", "spear"], ["brawler", "grenade"], ["refugee", "refugee", "refugee", "refugee"]],
    )
    told = commit_all(
        game, {0: "commit spear thugs", 1: "commit brawler grenade", 2: "commit refugee refugee refugee refugee"}
    )
    assert told == {0: fs(True, 5, 3), 1: fs(True, 5, 1), 2: fs(False, 0, 4)}
    assert skirmish_outcome(game, 3) == 0


def test_hand_strength_is_the_whole_hand_judged_as_a_force() -> None:
    """docs/view.md: at the commit decision ``hand_strength`` is the whole hand as a force. Hand:
    brawler 2, scavenger 1, refugee, spear +2, shovel +1, grenade +3: two fighters, the two best
    tools (grenade, spear): 2 + 1 + 3 + 2 = 8; 3 people [000:189]. Committing it all then fights
    with that figure."""
    game = table([["brawler", "scavenger", "refugee", "spear", "shovel", "grenade"], ["scout"], []])
    game.apply(0, "end")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    assert view.hand_strength == fs(True, 8, 3)
    assert all(game.view(v).hand_strength is None for v in (None, 1, 2))
    told = commit_all(game, {0: "commit brawler grenade refugee scavenger shovel spear", 1: "commit scout"})
    assert told[0] == fs(True, 8, 3)
    assert skirmish_outcome(game, 3) == 0


# -- snipes, disarms, tear gas, provocateurs, decoys in the skirmish ---------------------------


def test_a_snipe_leaves_the_tool_without_a_holder() -> None:
    """[000:314-316]: a snipe makes a person ineffective (RULINGS S-4: removed from the force).
    Seat 0: brawler 2 + refugee + grenade +3 = 5, 2 people. Seat 1 (sniper team 2 people +
    scavenger 1) snipes the brawler: the refugee cannot hold the grenade [000:188]: no fight, 1
    person. Seat 1: 1 fight, 3 people: it wins, as the figures say after the snipe."""
    game = table([["brawler", "refugee", "grenade"], ["sniper_team", "scavenger"], []])
    commit_all(game, {0: "commit brawler grenade refugee", 1: "commit scavenger sniper_team"})
    assert shown(game, 0) == fs(True, 5, 2)
    assert shown(game, 1) == fs(True, 1, 3)
    skirmish_turns(game, {1: ["snipe 0:brawler"]})
    assert logged(game) == {0: fs(False, 0, 1), 1: fs(True, 1, 3), 2: fs(False, 0, 0)}
    assert skirmish_outcome(game, 3) == 1


def test_the_figure_after_a_snipe_is_the_figure_resolution_uses() -> None:
    """The same snipe, read between the turns: once seat 1 sniped, every view shows seat 0 with no
    fight and 1 person (RULINGS S-4) and seat 1's sniper team, used, still counts 2 people with no
    fight of its own (S-4, [000:498-500])."""
    game = table([["brawler", "refugee", "grenade"], ["sniper_team", "scavenger"], ["scout", "sniper_team"]])
    commit_all(
        game, {0: "commit brawler grenade refugee", 1: "commit scavenger sniper_team", 2: "commit scout sniper_team"}
    )
    pass_until(game, 1)
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)  # seat 2 still to act
    assert shown(game, 0) == fs(False, 0, 1)
    assert shown(game, 1) == fs(True, 1, 3)
    assert shown(game, 2) == fs(True, 2, 3)
    skirmish_turns(game)
    assert logged(game) == {0: fs(False, 0, 1), 1: fs(True, 1, 3), 2: fs(True, 2, 3)}
    assert skirmish_outcome(game, 3) == 2


def test_a_disarm_reassigns_the_tools_left() -> None:
    """[000:300-302]: a disarmed tool is discarded; [000:494-496]: a saboteur that disarms does not
    fight. Seat 0: brawler 2 + scavenger 1 + grenade 3 + spear 2 = 8. Seat 1: saboteur 1 + scout 2
    + pickaxe 2 = 5. Seat 1 disarms the grenade: seat 0 = 2 + 1 + 2 = 5, 2 people; seat 1 = scout 2
    + pickaxe 2 = 4, 2 people (the saboteur still counts, [000:498-500]). Seat 0 wins."""
    game = table([["brawler", "scavenger", "grenade", "spear"], ["saboteur", "scout", "pickaxe"], ["sniper_team"]])
    commit_all(
        game,
        {0: "commit brawler grenade scavenger spear", 1: "commit pickaxe saboteur scout", 2: "commit sniper_team"},
    )
    assert shown(game, 0) == fs(True, 8, 2)
    assert shown(game, 1) == fs(True, 5, 2)
    pass_until(game, 1)
    game.apply(1, "disarm 0:grenade")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 5, 2)
    assert shown(game, 1) == fs(True, 4, 2)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 0


def test_tear_gas_zeroes_a_fighter_who_keeps_his_tool() -> None:
    """[003:239-250] tear gas sets one opponent member's fight to 0 (RULINGS S-10: it keeps a fight
    ability of 0 and may hold a tool). Seat 1: brawler 2 + grenade 3 = 5; gassed: 0 + 3 = 3, still
    a fight. Seat 0: scout 2 + tear gas (adds nothing) = 2, 1 person. Seat 1 still wins, 3 > 2."""
    game = table([["scout", "tear_gas"], ["brawler", "grenade"], ["sniper_team"]], RECON4)
    commit_all(game, {0: "commit scout tear_gas", 1: "commit brawler grenade", 2: "commit sniper_team"})
    assert shown(game, 1) == fs(True, 5, 1)
    game.apply(0, "gas 1:brawler")
    pass_windows(game)
    assert shown(game, 1) == fs(True, 3, 1)
    assert shown(game, 0) == fs(True, 2, 1)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


def test_tear_gas_on_group_leaders_zeroes_the_modifier() -> None:
    """[003:239-250]: "fight score (or fight modifier) is set to 0" (RULINGS S-10). Seat 1:
    scavenger 1 + group leaders +2 + spear +2 = 5, 3 people; gassed group leaders: 1 + 0 + 2 = 3.
    Seat 0: scout 2 + spear 2 = 4 wins."""
    game = table([["scout", "spear", "tear_gas"], ["scavenger", "group_leaders", "spear"], ["sniper_team"]], RECON4)
    commit_all(
        game, {0: "commit scout spear tear_gas", 1: "commit group_leaders scavenger spear", 2: "commit sniper_team"}
    )
    assert shown(game, 1) == fs(True, 5, 3)
    assert shown(game, 0) == fs(True, 4, 1)
    game.apply(0, "gas 1:group_leaders")
    pass_windows(game)
    assert shown(game, 1) == fs(True, 3, 3)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 0


def test_a_provocateur_makes_the_fight_the_force_size() -> None:
    """[003:126-137] (RULINGS S-8): announced, the fight is the people brought, tools ignored.
    Seat 0: provocateur (1 person, fight 1) + tribe family 5 + 2 refugees: natural fight 1 + 0 =
    1, size 1 + 5 + 1 + 1 = 8 (``committed_size`` says so before). Announced: 8 fight, 8 people.
    Seat 1: brawler 2 + scavenger 1 + grenade 3 + spear 2 = 8, 2 people: tied on 8, seat 0 has more
    people [000:272]: seat 0 wins."""
    game = table(
        [
            ["provocateur", "tribe_family_5", "refugee", "refugee"],
            ["brawler", "scavenger", "grenade", "spear"],
            ["sniper_team"],
        ],
        RECON2,
    )
    told = commit_all(
        game,
        {
            0: "commit provocateur refugee refugee tribe_family_5",
            1: "commit brawler grenade scavenger spear",
            2: "commit sniper_team",
        },
    )
    assert told[0] == fs(True, 1, 8)
    assert game.view(0).committed_size == 8
    assert shown(game, 0) == fs(True, 1, 8)
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 8, 8)
    skirmish_turns(game)
    assert logged(game)[0] == fs(True, 8, 8)
    assert skirmish_outcome(game, 3) == 0


def test_a_snipe_on_another_card_lowers_a_provoking_forces_size() -> None:
    """RULINGS S-8: "Snipes on other cards lower the force size". Seat 0 provokes with
    provocateur + tribe family 3 + scavenger: size 1 + 3 + 1 = 5. Seat 1 (sniper team + brawler +
    grenade: 5, 3 people) snipes the scavenger: size 4, so fight 4 < 5: seat 1 wins."""
    game = table(
        [["provocateur", "tribe_family_3", "scavenger"], ["sniper_team", "brawler", "grenade"], ["sniper_team"]], RECON2
    )
    commit_all(
        game,
        {
            0: "commit provocateur scavenger tribe_family_3",
            1: "commit brawler grenade sniper_team",
            2: "commit sniper_team",
        },
    )
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 5, 5)
    assert shown(game, 1) == fs(True, 5, 3)
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 4, 4)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


def test_tear_gas_does_not_reduce_a_provoking_force() -> None:
    """[003:250] / RULINGS S-10: "Against a provocateur-using player it has no effect on that
    player's score". Seat 0 provokes: provocateur + thugs (3 people) = size 4. Seat 1 gasses the
    thugs: the fight stays 4 (people unchanged). Seat 1: scout 2 + tear gas = 2: seat 0 wins."""
    game = table([["provocateur", "thugs"], ["scout", "tear_gas"], ["sniper_team"]], RECON2 | RECON4)
    commit_all(game, {0: "commit provocateur thugs", 1: "commit scout tear_gas", 2: "commit sniper_team"})
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    game.apply(1, "gas 0:thugs")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 4, 4)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 0


def test_portable_decoys_add_a_person_per_two_cards_in_hand_strength_and_force() -> None:
    """[003:203-206] (RULINGS S-11): +1 person per 2 cards brought, any type, rounded down. Hand:
    brawler, spear, junk, junk, pills: 5 cards, 1 person + floor(5/2) = 3 people; fight 2 + 2 = 4.
    ``hand_strength`` and the force say (4, 3). Seat 1: scout 2 + spear 2 + refugee = 4, 2 people:
    seat 0 wins the tie on people."""
    game = table(
        [["brawler", "spear", "junk", "junk", "pills"], ["scout", "spear", "refugee"], []],
        frozenset({"recon3"}),
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    game.apply(0, "end")
    assert game.view(0).hand_strength == fs(True, 4, 3)
    told = commit_all(game, {0: "commit brawler junk junk pills spear", 1: "commit refugee scout spear"})
    assert told[0] == fs(True, 4, 3)
    assert told[1] == fs(True, 4, 2)
    assert skirmish_outcome(game, 3) == 0


def test_a_saboteur_that_disarmed_gives_no_fight_at_all() -> None:
    """[000:494-496]: a saboteur is "used either to disarm or to fight ... but not both"; with no
    other fighter the force has no fight (RULINGS S-3) and keeps its 1 person. Seat 0: saboteur
    alone (1, 1 person) disarms seat 1's spear: seat 1 falls from scavenger 1 + spear 2 = 3 to 1.
    Seat 2: sniper team + refugee, no fight, 3 people. Seat 1, the only fight left, wins."""
    game = table([["saboteur"], ["scavenger", "spear"], ["sniper_team", "refugee"]])
    commit_all(game, {0: "commit saboteur", 1: "commit scavenger spear", 2: "commit refugee sniper_team"})
    assert shown(game, 0) == fs(True, 1, 1)
    assert shown(game, 1) == fs(True, 3, 1)
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    assert shown(game, 0) == fs(False, 0, 1)
    assert shown(game, 1) == fs(True, 1, 1)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


# -- the 2-player rules ------------------------------------------------------------------------


def test_two_players_must_win_by_2() -> None:
    """[000:115-116]: "Skirmishes must be won by 2. If not, then it is a tie" and the contested
    resource goes to the junkyard. Brawler + spear = 4 against scout 2 + scavenger 1 = 3: a margin
    of 1, no winner."""
    game = table([["brawler", "spear"], ["scout", "scavenger"]])
    before = game.view(None).junkyard_count
    told = commit_all(game, {0: "commit brawler spear", 1: "commit scavenger scout"})
    assert told == {0: fs(True, 4, 1), 1: fs(True, 3, 2)}
    assert skirmish_outcome(game, 3) is None
    assert game.view(None).junkyard_count == before + 1


def test_two_players_a_margin_of_2_wins() -> None:
    """[000:116]: brawler + grenade = 5 against scout + scavenger = 3: won by 2, seat 0 takes the
    contested resource (face down, [000:268])."""
    game = table([["brawler", "grenade"], ["scout", "scavenger"]])
    told = commit_all(game, {0: "commit brawler grenade", 1: "commit scavenger scout"})
    assert told == {0: fs(True, 5, 1), 1: fs(True, 3, 2)}
    assert skirmish_outcome(game, 3) == 0


def test_two_players_people_are_irrelevant() -> None:
    """[000:114]: "The number of tribe members a player brings to a skirmish is no longer relevant".
    Tribe family 5 (fight 0, 5 people) against a scout + spear (4, 1 person): the figures still
    show the people, but only the fight counts: 4 - 0 = 4, seat 1 wins. Tribe family 0 + group
    leaders +2 = 2 with 7 people against a scout, 2 with 1 person: tied on fight, a tie (RULINGS
    V-2: people never matter), where 3-5 players would give it to the 7 people [000:272]."""
    game = table([["tribe_family_5"], ["scout", "spear"]])
    told = commit_all(game, {0: "commit tribe_family_5", 1: "commit scout spear"})
    assert told == {0: fs(True, 0, 5), 1: fs(True, 4, 1)}
    assert skirmish_outcome(game, 3) == 1
    game = table([["tribe_family_5", "group_leaders"], ["scout"]])
    told = commit_all(game, {0: "commit group_leaders tribe_family_5", 1: "commit scout"})
    assert told == {0: fs(True, 2, 7), 1: fs(True, 2, 1)}
    assert skirmish_outcome(game, 3) is None  # tied on 2: 7 people do not break it


def test_two_players_fight_1_against_no_fight_is_a_tie() -> None:
    """[000:116] with RULINGS V-2 (no fight counts as 0): scavenger 1 against refugees (no fight):
    a margin of 1, a tie; brawler 2 against them: won by 2."""
    game = table([["scavenger"], ["refugee", "refugee"]])
    commit_all(game, {0: "commit scavenger", 1: "commit refugee refugee"})
    assert skirmish_outcome(game, 3) is None
    game = table([["brawler"], ["refugee", "refugee"]])
    commit_all(game, {0: "commit brawler", 1: "commit refugee refugee"})
    assert skirmish_outcome(game, 3) == 0


# -- totals of gathering actions ---------------------------------------------------------------


def dug(game: sc.Game, seat: int) -> int:
    """Cards the last dig turned up (its DUG event's count)."""
    events = [e for e in game.log(seat) if e.type is EventType.DUG and e.seat == seat]
    assert events
    return events[-1].count


def test_dig_totals_one_tool_per_member() -> None:
    """[000:188-189]: scavenger dig 1 + shovel +2 = 3; refugee 0 + shovel +2 = 2; scavenger +
    refugee + shovel + pickaxe = 1 + 0 + 2 + 1 = 4 (one tool each); scavenger + shovel + pickaxe is
    two tools on one member: not a dig; a refugee alone totals 0: not declarable ([000:252]:
    "provided that the total is 1 or greater", RULINGS R-10). Digging with the four turns up 4
    cards [000:202-204]."""
    game = table(
        [["scavenger", "refugee", "shovel", "pickaxe"], [], []],
        round=1,
        junkyard=["junk", "pills", "net", "medkit", "spear", "rifle"],
    )
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert total_of(game, 0, "dig scavenger+shovel refugee+pickaxe") == 4
    assert not [a for a, _ in game.view(0).totals if "+shovel+pickaxe" in str(a) or "+pickaxe+shovel" in str(a)]
    assert total_of(game, 0, "dig refugee") is None
    act(game, 0, "dig scavenger+shovel refugee+pickaxe")
    assert len(game.view(0).looking) == 4


def test_group_leaders_give_a_refugee_a_dig() -> None:
    """[000:448-450]: "A refugee combined with a group leaders card becomes capable of dig or hunt":
    refugee 0 + group leaders +2 = 2; with a shovel too, 0 + 2 + 2 = 4 (group leaders are no tool
    [000:444-446]). The dig then turns up 4 cards."""
    game = table([["refugee", "group_leaders", "shovel"], [], []], round=1, junkyard=["junk"] * 6)
    assert total_of(game, 0, "dig refugee+group_leaders") == 2
    assert total_of(game, 0, "dig refugee+shovel+group_leaders") == 4
    act(game, 0, "dig refugee+shovel+group_leaders")
    assert len(game.view(0).looking) == 4


def test_hunt_total_is_the_food() -> None:
    """[000:206-214]: a hunt's total is the food for the hire. Hunter 2 + spear +1 + group leaders
    +2 = 5; the seat's food is then 5."""
    game = table([["hunter", "spear", "group_leaders"], [], []], round=1)
    assert total_of(game, 0, "hunt hunter+spear+group_leaders") == 5
    act(game, 0, "hunt hunter+spear+group_leaders")
    assert game.view(0).seats[0].food == 5


def test_medicine_and_hunting_do_not_cross_modify() -> None:
    """[000:400-402]: a hunting tool cannot improve a medic's medicine, nor a medkit a hunt (E3).
    A medic has no hunt: no hunt with a medic or a medkit is listed; hunter + net is 2 + 2 = 4."""
    game = table([["medic", "hunter", "net", "medkit"], [], []], frozenset({"hq1"}), round=1)
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["hunt hunter+net"] == 4
    assert not [a for a in totals if a.startswith("hunt") and ("medic" in a or "medkit" in a)]


def test_draw_total_is_the_cards_drawn() -> None:
    """Scout draw 2 + group leaders +2 = 4 (cards.tsv); the draw then adds 4 cards to the hand
    [000:216-218]."""
    game = stacked_table(
        [["scout", "group_leaders"], [], []], decks=[["junk"] * 6, [], []], round=1, contested=["grenade"]
    )
    assert total_of(game, 0, "draw scout+group_leaders") == 4
    before = game.view(0).hand
    act(game, 0, "draw scout+group_leaders")
    assert len(game.view(0).hand) == len(before) - 2 + 4


def test_binoculars_add_hunt_1_with_no_tool_slot() -> None:
    """RULINGS P-2, X-8: binoculars add hunt 1 with no holder and no tool slot. Hunter 2 + spear +1
    + binoculars 1 = 4: the hunter still holds the spear."""
    game = table([["hunter", "spear", "binoculars"], [], []], frozenset({"recon1"}), round=1)
    assert total_of(game, 0, "hunt hunter+spear binoculars") == 4
    act(game, 0, "hunt hunter+spear binoculars")
    assert game.view(0).seats[0].food == 4


def test_a_multi_person_card_hunts_with_one_tool() -> None:
    """[000:189]: field crew (4 people) hunt 2 + net +2 = 4; with a spear too it would need two
    tool slots: not listed."""
    game = table([["field_crew", "net", "spear"], [], []], round=1)
    assert total_of(game, 0, "hunt field_crew+net") == 4
    assert not [a for a, _ in game.view(0).totals if "net+spear" in str(a) or "spear+net" in str(a)]


def test_scrappers_rulebook_example_dig_of_6() -> None:
    """The Recon rulebook's example: scrappers + scavenger + shovel dig 6 (cards.tsv: scrappers dig
    3, scavenger 1, shovel +2); the dig turns up 6 cards."""
    game = table(
        [["scrappers", "scavenger", "shovel"], [], []],
        frozenset({"recon3"}),
        round=1,
        junkyard=["junk"] * 5 + ["pills"] * 3,
    )
    assert total_of(game, 0, "dig scavenger+shovel scrappers") == 6


# -- leaders' bonuses --------------------------------------------------------------------------


def led(leader: str, hand: list[str], modules: frozenset[str] = HQ3, **scenario: Any) -> sc.Game:
    """Seat 0 leads with ``leader`` holding ``hand``; the others lead with quiet leaders."""
    extra = [{"leader": leader}, {"leader": QUIET_LEADERS[0]}, {"leader": QUIET_LEADERS[2]}]
    if leader in QUIET_LEADERS:
        extra = [{"leader": leader}, *[{"leader": q} for q in QUIET_LEADERS if q != leader][:2]]
    return table([hand, ["scout"], ["scout"]], modules | frozenset({"recon1"}), extra=extra, **scenario)


def test_excavator_refugees_dig_1_and_the_best_assignment() -> None:
    """[000:668-674] / RULINGS L-9: the Excavator's refugees dig 1; a refugee with a dig tool gets
    +1 instead of its bonus. Refugee alone 1; refugee + shovel 1 + 1 = 2; scavenger + refugee +
    shovel: the shovel to the scavenger (1 + 2) + refugee 1 = 4, not 1 + 1 + 1 = 3 (R-15). The
    dig turns up 4 cards."""
    game = led("leader_excavator", ["refugee", "scavenger", "shovel"], round=1, junkyard=["junk"] * 6)
    assert total_of(game, 0, "dig refugee") == 1
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert total_of(game, 0, "dig scavenger+shovel refugee") == 4
    act(game, 0, "dig scavenger+shovel refugee")
    assert len(game.view(0).looking) == 4


def test_ranger_tribe_families_and_refugees_hunt_1() -> None:
    """RULINGS L-10: the Ranger's refugees and tribe families hunt 1; tools add. Tribe family 1 +
    spear +1 = 2, plus refugee 1 = 3; the food is then 3."""
    game = led("leader_ranger", ["tribe_family_4", "refugee", "spear"], round=1)
    assert total_of(game, 0, "hunt refugee") == 1
    assert total_of(game, 0, "hunt tribe_family_4+spear refugee") == 3
    act(game, 0, "hunt tribe_family_4+spear refugee")
    assert game.view(0).seats[0].food == 3


def test_peacemaker_adds_2_to_the_next_dig() -> None:
    """[000:703] "Play a Refugee" for the Peacemaker / RULINGS L-2: a refugee played gives
    another member +2 to its hunt or dig, stacking with tools. Scavenger 1 + shovel 2 = 3
    before; after "lead refugee" the total listed is 5, and the dig turns up 5 cards."""
    game = led("leader_peacemaker", ["refugee", "scavenger", "shovel"], round=1, junkyard=["junk"] * 5 + ["pills"] * 3)
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "dig scavenger+shovel") == 5
    act(game, 0, "dig scavenger+shovel")
    assert len(game.view(0).looking) == 5


def test_butchers_food_is_shown_as_the_seats_food() -> None:
    """RULINGS L-5: the Butcher removes a member from hand for 1 food and 1 med. After a hunt of
    hunter 2 the seat's food is 2; the Butcher adds 1: 3 (the View's ``food``: hunt, gardens and
    Butcher)."""
    game = led("leader_butcher", ["hunter", "refugee"], round=1)
    act(game, 0, "hunt hunter")
    assert game.view(0).seats[0].food == 2
    legal = [str(a) for a in game.legal_actions(0)]
    butcher = next(a for a in legal if a.startswith("lead") and "refugee" in a)
    act(game, 0, butcher)
    assert game.view(0).seats[0].food == 3


def test_mentor_in_the_skirmish_adds_1_and_takes_the_refugees_person() -> None:
    """RULINGS L-3: the Mentor's refugee comes from the revealed force (costing its person) and a
    member with base fight gets +1. Seat 0: brawler 2 + spear 2 + refugee = 4, 2 people; after
    the Mentor: 5, 1 person. Seat 1: thugs 3 + spear 2 = 5, 3 people: before, seat 1 would win the
    tie on people; after, tied 5-5 with 1 vs 3 people: still seat 1. Seat 2: scout 2 + sniper team, 3 people."""
    game = table(
        [["brawler", "spear", "refugee"], ["thugs", "spear"], ["scout", "sniper_team"]],
        HQ3,
        extra=[{"leader": "leader_mentor"}, {"leader": QUIET_LEADERS[0]}, {"leader": QUIET_LEADERS[2]}],
    )
    commit_all(game, {0: "commit brawler refugee spear", 1: "commit spear thugs", 2: "commit scout sniper_team"})
    assert shown(game, 0) == fs(True, 4, 2)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 5, 1)
    assert game.view(None).seats[0].fight_bonus == 1
    skirmish_turns(game)
    assert logged(game)[0] == fs(True, 5, 1)
    assert skirmish_outcome(game, 3) == 1


def test_gangster_refugees_fight_0_and_count_2_people() -> None:
    """RULINGS L-8: the Gangster's refugees have fight 0 (so they hold tools) and count 2 people
    in a tie. Seat 0: 2 refugees + spear + spear: 0 + 2 + 0 + 2 = 4, 4 people. Seat 1: brawler 2 +
    spear 2 + scavenger... = brawler + spear + refugee (no Gangster): 4, 2 people. Seat 0 wins."""
    game = table(
        [["refugee", "refugee", "spear", "spear"], ["brawler", "spear", "refugee"], []],
        HQ3,
        extra=[{"leader": "leader_gangster"}, {"leader": QUIET_LEADERS[0]}, {"leader": QUIET_LEADERS[2]}],
    )
    told = commit_all(game, {0: "commit refugee refugee spear spear", 1: "commit brawler refugee spear"})
    assert told[0] == fs(True, 4, 4)
    assert told[1] == fs(True, 4, 2)
    assert skirmish_outcome(game, 3) == 0


def test_gangster_people_do_not_count_for_a_provocateur() -> None:
    """[003:135] / RULINGS S-8, L-8: the force size excludes the Gangster's extra people.
    Provocateur + 2 refugees under the Gangster: size 1 + 1 + 1 = 3 (not 5); tie-break people 1 +
    2 + 2 = 5. Provoking, fight 3 against thugs 3 (3 people): tied on 3, 5 people > 3: seat 0."""
    game = table(
        [["provocateur", "refugee", "refugee"], ["thugs"], ["sniper_team"]],
        HQ3 | RECON2,
        extra=[{"leader": "leader_gangster"}, {"leader": QUIET_LEADERS[0]}, {"leader": QUIET_LEADERS[2]}],
    )
    commit_all(game, {0: "commit provocateur refugee refugee", 1: "commit thugs", 2: "commit sniper_team"})
    assert game.view(0).committed_size == 3
    assert shown(game, 0) == fs(True, 1, 5)
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 3, 5)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 0


# -- the solo game -----------------------------------------------------------------------------


def test_solo_opponent_force_is_judged_like_a_force() -> None:
    """[003:314-353] / RULINGS V-5: the opponent's force is judged at its best: thugs 3 + brawler 2
    + spear 2 (one tool, the best slot) = 7, 4 people. The player: brawler 2 + grenade 3 + scout
    2 = 7, 2 people: tied on fight, the people decide (V-6): the opponent wins, a loss."""
    game = solo_game(["brawler", "grenade", "scout"], [["thugs", "brawler", "spear"], ["junk"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler grenade scout")
    assert game.view(0).committed_strength == fs(True, 7, 2)
    d = game.view(0).decision
    while d is not None and d.kind == "skirmish":
        assert sc.force_total(game.view(0), 1) == fs(True, 7, 4)
        game.apply(d.seat, "pass")
        d = game.view(0).decision
    mine = [e for e in game.log(0) if e.type is EventType.SKIRMISH_TOTALS]
    assert {e.seat: tuple(e.values) for e in mine} == {0: (1, 7, 2), 1: (1, 7, 4)}
    assert d is not None
    assert d.kind == "loss"


# -- hidden cards never move a figure -----------------------------------------------------------


@pytest.mark.parametrize("swap", [False, True])
def test_figures_do_not_depend_on_another_seats_hidden_hand(swap: bool) -> None:
    """docs/view.md: a hidden card is only ever a count. Twin tables holding the same cards, seat
    1's hand and deck swapped (a sniper team and a saboteur or a scout and a grenade in her hand),
    give seat 0 the same totals, skirmish flag, lone_pass and commit figures. Seat 0's own
    figures are hand arithmetic: hand brawler 2 + scavenger 1 + shovel +1 (one tool, two members)
    = 4, 2 people [000:189]."""

    def make(flip: bool) -> sc.Game:
        hand, deck = ["scout", "grenade"], ["sniper_team", "saboteur"]
        if flip:
            hand, deck = deck, hand
        return stacked_table(
            [["scavenger", "shovel", "brawler"], hand, ["scout", "spear"]], decks=[[], deck, []], junkyard=["junk"]
        )

    a, b = make(False), make(True)
    if swap:
        a, b = b, a
    va, vb = a.view(0), b.view(0)
    assert va.totals == vb.totals
    assert (va.skirmish_this_round, va.lone_pass) == (vb.skirmish_this_round, vb.lone_pass)
    for game in (a, b):
        game.apply(0, "end")
    assert a.view(0).hand_strength == b.view(0).hand_strength == fs(True, 4, 2)
    for game in (a, b):
        game.apply(0, "commit brawler scavenger shovel")
    assert a.view(0).committed_strength == b.view(0).committed_strength == fs(True, 4, 2)
    assert a.view(0).committed_size == b.view(0).committed_size
    assert a.view(0).lone_pass == b.view(0).lone_pass


def test_figures_do_not_depend_on_a_hidden_commit() -> None:
    """Before the reveal seat 0's committed cards are hers alone (docs/view.md): twin tables where
    seat 0 commits grenade or junk give seats 1 and 2 (and a spectator) the same figures, none of
    them a figure for seat 0."""
    views = []
    for card in ("grenade", "junk"):
        game = table([["brawler", card], ["scout"], ["scout"]])
        game.apply(0, "end")
        game.apply(0, f"commit brawler {card}")
        views.append([game.view(v) for v in (None, 1, 2)])
    for left, right in zip(*views, strict=True):
        assert left.committed_strength is None
        assert right.committed_strength is None
        assert sc.force_total(left, 0) is None
        assert sc.force_total(right, 0) is None
        assert left.seats[0].committed_count == right.seats[0].committed_count == 2
        assert (left.lone_pass, left.skirmish_this_round) == (right.lone_pass, right.skirmish_this_round)


def test_lone_pass_is_the_same_in_every_view_and_rests_on_public_facts() -> None:
    """docs/view.md: ``lone_pass`` is the same in every seat's view and rests on public facts only.
    Twin tables holding the same cards, a sniper team in seat 1's hand or in seat 2's (a refugee
    in the other's): at each respond decision on seat 0's dig every view shows the same
    ``lone_pass``, and the twins show the same at the same point."""
    flags: list[list[bool]] = []
    for hands in ((["sniper_team", "junk"], ["refugee", "junk"]), (["refugee", "junk"], ["sniper_team", "junk"])):
        game = table([["scavenger", "shovel"], *hands], round=1, junkyard=["junk"] * 4)
        game.apply(0, "dig scavenger+shovel")
        seen: list[bool] = []
        while (d := game.view(None).decision) is not None and d.kind == "respond":
            told = {game.view(v).lone_pass for v in (None, 0, 1, 2)}
            assert len(told) == 1
            seen.append(told.pop())
            game.apply(d.seat, "pass")
        flags.append(seen)
    assert flags[0] == flags[1]
    assert len(flags[0]) == 2  # both other seats were asked (either may hold the sniper team)


def test_skirmish_this_round_from_round_3() -> None:
    """[000:144-146]: no skirmish in rounds 1 and 2. A round-2 table ends without one (no
    skirmish event), a round-3 table with one; every view says so beforehand."""
    two = table([["brawler"], ["scout"], []], round=2)
    assert not any(two.view(v).skirmish_this_round for v in (None, 0, 1, 2))
    end_gathering(two)
    assert not [e for e in two.log(None) if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)]
    three = table([["brawler"], ["scout"], []])
    assert all(three.view(v).skirmish_this_round for v in (None, 0, 1, 2))
    to_turn(three, 0)
    end_gathering(three, {0: "commit brawler"})
    assert skirmish_outcome(three, 3) == 0  # brawler 2 against no force [000:266-268]


# -- modifiers persons carry, and the cards that fight at 0 --------------------------------------


def leaders_for(leader: str) -> list[dict[str, Any]]:
    """Seat 0 leads with ``leader``, the others with leaders that change no figure here."""
    return [{"leader": leader}, {"leader": QUIET_LEADERS[0]}, {"leader": QUIET_LEADERS[2]}]


def test_a_spy_is_a_fight_modifier_only() -> None:
    """RULINGS X-14: the spy's standard use is +2 fight (cards.tsv plus_fight 2), which needs a
    member with base fight [000:188]. Brawler 2 + spy +2 = 4, 2 people; a spy alone: no fight, 1
    person (S-3). Seat 0 wins."""
    game = table([["spy", "brawler"], ["spy"], []], frozenset({"recon1"}))
    told = commit_all(game, {0: "commit brawler spy", 1: "commit spy"})
    assert told == {0: fs(True, 4, 2), 1: fs(False, 0, 1)}
    assert skirmish_outcome(game, 3) == 0


def test_a_couriers_fight_modifier_and_the_people_tie_break() -> None:
    """cards.tsv: the courier has +1 fight, no fight of its own. Scout 2 + courier +1 = 3, 2 people;
    thugs 3, 3 people: tied on 3, thugs win on people [000:272]."""
    game = table([["courier", "scout"], ["thugs"], []], frozenset({"recon3"}))
    told = commit_all(game, {0: "commit courier scout", 1: "commit thugs"})
    assert told == {0: fs(True, 3, 2), 1: fs(True, 3, 3)}
    assert skirmish_outcome(game, 3) == 1


def test_a_scouting_refugee_modifies_and_a_tribal_hunters_2_fights_at_0() -> None:
    """cards.tsv: scouting refugee +1 fight (modifier only); tribal hunters (2 people) fight 0.
    Seat 0: brawler 2 + spear 2 + scouting refugee +1 = 5, 2 people; seat 1: thugs 3 + spear 2 = 5,
    3 people: seat 1 on people. Second table: tribal hunters 0 (has a fight, ED-12) beat 3 refugees
    (no fight, 3 people) [000:418-420]."""
    game = table([["scouting_refugee", "brawler", "spear"], ["thugs", "spear"], []], frozenset({"recon1"}))
    told = commit_all(game, {0: "commit brawler scouting_refugee spear", 1: "commit spear thugs"})
    assert told == {0: fs(True, 5, 2), 1: fs(True, 5, 3)}
    assert skirmish_outcome(game, 3) == 1
    game = table([["tribal_hunters_2"], ["refugee", "refugee", "refugee"], []], RECON4)
    told = commit_all(game, {0: "commit tribal_hunters_2", 1: "commit refugee refugee refugee"})
    assert told == {0: fs(True, 0, 2), 1: fs(False, 0, 3)}
    assert skirmish_outcome(game, 3) == 0


def test_a_rogue_takes_a_tie_on_fight_over_more_people() -> None:
    """[003:139-149] / RULINGS S-2, S-9: on a tie for the highest fight the first rogue in turn
    order takes the prize, before the people count. Seat 0: scout 2 + 2 refugees = 2, 3 people;
    seat 1: rogue 1 + scavenger 1 = 2, 2 people: seat 1 wins."""
    game = table([["scout", "refugee", "refugee"], ["rogue", "scavenger"], []], RECON2)
    told = commit_all(game, {0: "commit refugee refugee scout", 1: "commit rogue scavenger"})
    assert told == {0: fs(True, 2, 3), 1: fs(True, 2, 2)}
    assert skirmish_outcome(game, 3) == 1


def test_a_sled_team_is_two_people_fighting_1() -> None:
    """cards.tsv: sled team fight 1, 2 people. Sled team 1 + spear 2 = 3, 2 people against thugs
    3, 3 people: seat 1 on people [000:272]."""
    game = table([["sled_team", "spear"], ["thugs"], []])
    told = commit_all(game, {0: "commit sled_team spear", 1: "commit thugs"})
    assert told == {0: fs(True, 3, 2), 1: fs(True, 3, 3)}
    assert skirmish_outcome(game, 3) == 1


def test_sniping_group_leaders_takes_their_bonus_and_two_people() -> None:
    """RULINGS S-4: a sniped card adds nothing, people included. Scavenger 1 + group leaders +2 +
    spear 2 = 5, 3 people; group leaders sniped: 1 + 2 = 3, 1 person. Seat 1: brawler 2 + used
    sniper team (2 people, no fight) = 2, 3 people. Seat 0 wins 3 > 2."""
    game = table([["scavenger", "group_leaders", "spear"], ["sniper_team", "brawler"], ["sniper_team"]])
    commit_all(
        game, {0: "commit group_leaders scavenger spear", 1: "commit brawler sniper_team", 2: "commit sniper_team"}
    )
    assert shown(game, 0) == fs(True, 5, 3)
    pass_until(game, 1)
    game.apply(1, "snipe 0:group_leaders")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 3, 1)
    skirmish_turns(game)
    assert logged(game)[0] == fs(True, 3, 1)
    assert skirmish_outcome(game, 3) == 0


def test_tear_gas_on_a_multi_person_card_keeps_its_tool() -> None:
    """RULINGS S-10: the gassed member keeps a fight of 0 and its tool. Thugs 3 + grenade 3 = 6;
    gassed: 0 + 3 = 3, still 3 people. Seat 0 (scout 2 + tear gas) still loses, 2 < 3."""
    game = table([["scout", "tear_gas"], ["thugs", "grenade"], ["sniper_team"]], RECON4)
    commit_all(game, {0: "commit scout tear_gas", 1: "commit grenade thugs", 2: "commit sniper_team"})
    assert shown(game, 1) == fs(True, 6, 3)
    game.apply(0, "gas 1:thugs")
    pass_windows(game)
    assert shown(game, 1) == fs(True, 3, 3)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


def test_portable_decoys_count_in_a_provocateurs_size() -> None:
    """[003:126-137] "including ... building abilities that increase the size of your force" with
    [003:203-206] (RULINGS S-8, S-11): provocateur + refugee + 2 junk: printed people 2 + floor(4/2)
    = 4. ``committed_size`` 4, natural fight 1; provoked, 4 against thugs 3 + spear 2 = 5: seat 1."""
    game = table(
        [["provocateur", "refugee", "junk", "junk"], ["thugs", "spear"], ["sniper_team"]],
        RECON2 | frozenset({"recon3"}),
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    told = commit_all(
        game, {0: "commit junk junk provocateur refugee", 1: "commit spear thugs", 2: "commit sniper_team"}
    )
    assert told[0] == fs(True, 1, 4)
    assert game.view(0).committed_size == 4
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 4, 4)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


# -- leaders in the skirmish -------------------------------------------------------------------


def test_a_wounded_gangster_gives_nothing_at_once() -> None:
    """[000:691] / RULINGS L-13, L-17: a sniper team may wound a leader on its skirmish turn (HQ
    module 4), and the wound stops the Gangster at once. Before: 2 refugees (fight 0, 2 people
    each) + spear = 2, 4 people. Wounded: the refugees cannot fight and the spear has no holder:
    no fight, 2 people. Seat 1 (brawler 2 + used sniper team) wins with 2, 3 people."""
    game = table(
        [["refugee", "refugee", "spear"], ["sniper_team", "brawler"], ["sniper_team"]],
        sc.hq_modules(4),
        extra=leaders_for("leader_gangster"),
    )
    commit_all(game, {0: "commit refugee refugee spear", 1: "commit brawler sniper_team", 2: "commit sniper_team"})
    assert shown(game, 0) == fs(True, 2, 4)
    pass_until(game, 1)
    game.apply(1, "snipe 0:leader_gangster")
    pass_windows(game)
    assert game.view(None).seats[0].wounded
    assert shown(game, 0) == fs(False, 0, 2)
    skirmish_turns(game)
    assert logged(game)[0] == fs(False, 0, 2)
    assert skirmish_outcome(game, 3) == 1


def test_the_mentors_plus_1_outlives_a_sniped_member() -> None:
    """RULINGS L-3: the +1 goes to the force. Brawler 2 + scout 2 + refugee: 4, 3 people; the
    Mentor plays the refugee: 5, 2 people; seat 1 snipes the brawler: scout 2 + 1 = 3, 1 person.
    Seat 1: thugs 3 + used sniper team = 3, 5 people: wins the tie on people."""
    game = table(
        [["brawler", "scout", "refugee"], ["sniper_team", "thugs"], ["sniper_team"]],
        HQ3,
        extra=leaders_for("leader_mentor"),
    )
    commit_all(game, {0: "commit brawler refugee scout", 1: "commit sniper_team thugs", 2: "commit sniper_team"})
    assert shown(game, 0) == fs(True, 4, 3)
    game.apply(0, "lead refugee")
    assert shown(game, 0) == fs(True, 5, 2)
    pass_until(game, 1)
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert shown(game, 0) == fs(True, 3, 1)
    skirmish_turns(game)
    assert logged(game) == {0: fs(True, 3, 1), 1: fs(True, 3, 5), 2: fs(False, 0, 2)}
    assert skirmish_outcome(game, 3) == 1


def test_the_mentor_lifts_a_zero_to_a_fight_under_the_2012_rules() -> None:
    """[001:455] (ED-12): with the 2012 rules a total of 0 is no fight. Tribe family 0 + refugee:
    no fight, 4 people; the Mentor's +1 (L-3) makes it 1, a fight, 3 people, which beats 4
    refugees (no fight)."""
    game = table(
        [["tribe_family_3", "refugee"], ["refugee", "refugee", "refugee", "refugee"], ["sniper_team"]],
        HQ3,
        extra=leaders_for("leader_mentor"),
        rules="2012",
    )
    commit_all(
        game, {0: "commit refugee tribe_family_3", 1: "commit refugee refugee refugee refugee", 2: "commit sniper_team"}
    )
    assert shown(game, 0) == fs(False, 0, 4)
    game.apply(0, "lead refugee")
    assert shown(game, 0) == fs(True, 1, 3)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 0


def test_gangster_refugees_at_0_under_each_edition() -> None:
    """RULINGS L-8: the Gangster's refugees fight 0 and count 2 people. 2015: 2 refugees = fight 0,
    4 people, against a tribe family (0, 3 people): tied on 0, seat 0 on people. 2012 [001:455]:
    the 0 is no fight, 4 people, against a lone refugee (no fight, 1): seat 0 on people."""
    game = table([["refugee", "refugee"], ["tribe_family_3"], []], HQ3, extra=leaders_for("leader_gangster"))
    told = commit_all(game, {0: "commit refugee refugee", 1: "commit tribe_family_3"})
    assert told == {0: fs(True, 0, 4), 1: fs(True, 0, 3)}
    assert skirmish_outcome(game, 3) == 0
    game = table([["refugee", "refugee"], ["refugee"], []], HQ3, extra=leaders_for("leader_gangster"), rules="2012")
    told = commit_all(game, {0: "commit refugee refugee", 1: "commit refugee"})
    assert told[0] is not None
    assert (told[0].has_fight, told[0].people) == (False, 4)
    assert told[1] == fs(False, 0, 1)
    assert skirmish_outcome(game, 3) == 0


def test_a_gangsters_scouting_refugee_fights_or_modifies_whichever_is_stronger() -> None:
    """RULINGS L-8, R-15: under the Gangster a scouting refugee has fight 0 and its +1 modifier;
    the engine takes the best: brawler 2 + spear 2 + scouting refugee as modifier +1 = 5 (as a
    fighter it would give 2 + 2 + 0 = 4); people 1 + 2 = 3. Thugs + spear: 5, 3 people: a
    deadlock [000:272-274]."""
    game = table(
        [["scouting_refugee", "brawler", "spear"], ["thugs", "spear"], ["sniper_team"]],
        HQ3 | frozenset({"recon1"}),
        extra=leaders_for("leader_gangster"),
    )
    before = game.view(None).junkyard_count
    told = commit_all(
        game, {0: "commit brawler scouting_refugee spear", 1: "commit spear thugs", 2: "commit sniper_team"}
    )
    assert told[0] == fs(True, 5, 3)
    assert told[1] == fs(True, 5, 3)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) is None
    assert game.view(None).junkyard_count == before + 1


def test_the_sergeant_at_arms_tools_keep_their_fight() -> None:
    """RULINGS L-11: the Sergeant at Arms' tools cannot be disarmed. Brawler 2 + grenade 3 = 5: the
    saboteur beside it is offered no disarm, and the force resolves at 5 against scout 2 +
    saboteur 1 = 3."""
    game = table(
        [["brawler", "grenade"], ["saboteur", "scout"], ["sniper_team"]],
        HQ3,
        extra=[{"leader": "leader_sergeant_at_arms"}, {"leader": "leader_yardmaster"}, {"leader": "leader_swindler"}],
    )
    commit_all(game, {0: "commit brawler grenade", 1: "commit saboteur scout", 2: "commit sniper_team"})
    assert shown(game, 0) == fs(True, 5, 1)
    assert shown(game, 1) == fs(True, 3, 2)
    assert not [a for a in game.legal_actions(1) if str(a).startswith("disarm")]
    skirmish_turns(game)
    assert logged(game)[0] == fs(True, 5, 1)
    assert skirmish_outcome(game, 3) == 0


def test_the_fanatic_strikes_a_revealed_card() -> None:
    """RULINGS L-7: the Fanatic's refugee (from her force, removed from play) discards one card of
    an opponent's revealed force. Seat 1: thugs 3 + grenade 3 = 6, 3 people; the grenade struck: 3.
    Seat 0: brawler 2 + refugee, the refugee spent: 2, 1 person. Seat 1 still wins, 3 > 2."""
    game = table(
        [["brawler", "refugee"], ["thugs", "grenade"], ["sniper_team"]], HQ3, extra=leaders_for("leader_fanatic")
    )
    commit_all(game, {0: "commit brawler refugee", 1: "commit grenade thugs", 2: "commit sniper_team"})
    assert shown(game, 1) == fs(True, 6, 3)
    game.apply(0, "lead refugee 1:grenade")
    pass_windows(game)
    assert shown(game, 1) == fs(True, 3, 3)
    assert shown(game, 0) == fs(True, 2, 1)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1


# -- the solo game -----------------------------------------------------------------------------


def test_solo_opponent_force_is_hidden_until_revealed_then_sniped() -> None:
    """[003:314-353]: the opponent force is face down until the skirmish: at the commit decision
    the View has no figure for it (force_total None), but ``hand_strength`` is the player's hand:
    brawler 2 + scout 2 + grenade 3 (one tool) = 7, 4 people (sniper team 2). Revealed: thugs 3 +
    spear 2 (+ refugee) = 5, 4 people. The player snipes the thugs: the spear has no holder: no
    fight, 1 person; the player wins with 7."""
    game = solo_game(["brawler", "grenade", "sniper_team", "scout"], [["thugs", "spear", "refugee"], ["junk"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    assert sc.force_total(view, 1) is None
    assert view.hand_strength == fs(True, 7, 4)
    game.apply(0, "commit brawler grenade scout sniper_team")
    assert sc.force_total(game.view(0), 1) == fs(True, 5, 4)
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    totals = {e.seat: tuple(e.values) for e in game.log(0) if e.type is EventType.SKIRMISH_TOTALS}
    assert totals == {0: (1, 7, 4), 1: (0, 0, 1)}
    assert game.view(0).decision == sc.Decision("prize", 0)


def test_solo_opponents_tear_gas_takes_the_players_best() -> None:
    """RULINGS V-5: the opponent's tear gas goes on the player's member that costs her most, after
    her actions. Player: brawler 2 + scout 2 + grenade 3 = 7; gassing either fighter leaves 5
    (S-10: the grenade stays with a holder). Opponent: scout 2 + refugee = 2, 2 people. The
    player still wins 5 > 2."""
    game = solo_game(["brawler", "grenade", "scout"], [["scout", "tear_gas", "refugee"], ["junk"]], modules=["recon4"])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler grenade scout")
    pass_windows(game)
    totals = {e.seat: tuple(e.values) for e in game.log(0) if e.type is EventType.SKIRMISH_TOTALS}
    assert totals == {0: (1, 5, 2), 1: (1, 2, 2)}
    assert game.view(0).decision == sc.Decision("prize", 0)


# -- totals with leaders, instants, buildings ---------------------------------------------------


def test_a_mentor_bonus_needs_a_member_and_counts_in_every_listed_total() -> None:
    """RULINGS L-2: the waiting Mentor +1 attaches to a member with the base ability: a hunt by
    binoculars alone (an instant, X-8) stays 1; hunter 2 + binoculars 1 + 1 = 4; scout draw 2 + 1 =
    3. The hunt carried out then gives 4 food."""
    game = table(
        [["refugee", "binoculars", "hunter", "scout"], ["scout"], ["scout"]],
        HQ3 | frozenset({"recon1"}),
        extra=leaders_for("leader_mentor"),
        round=1,
    )
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "hunt binoculars") == 1
    assert total_of(game, 0, "hunt hunter binoculars") == 4
    assert total_of(game, 0, "draw scout") == 3
    act(game, 0, "hunt hunter binoculars")
    assert game.view(0).seats[0].food == 4
    assert total_of(game, 0, "draw scout") == 2  # the bonus was taken by the hunt


def test_a_peacemaker_bonus_gives_a_refugee_a_dig() -> None:
    """RULINGS L-2: the Peacemaker's +2 to a dig or hunt attaches to a member with the base ability;
    a refugee has dig 0 (cards.tsv), so refugee 0 + 2 = 2 and refugee + shovel = 4; the draw is
    untouched (scout 2). Digging refugee + shovel turns up 4 cards."""
    game = table(
        [["refugee", "refugee", "shovel", "scout"], ["scout"], ["scout"]],
        HQ3 | frozenset({"recon1"}),
        extra=leaders_for("leader_peacemaker"),
        round=1,
        junkyard=["junk"] * 5,
    )
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "dig refugee") == 2
    assert total_of(game, 0, "dig refugee+shovel") == 4
    assert total_of(game, 0, "draw scout") == 2
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 4


def test_the_excavators_plus_1_replaces_any_dig_tools_bonus() -> None:
    """RULINGS L-9: a refugee holding a tool with a dig modifier gets +1 instead of it: refugee 1 +
    toolkit (+2 printed) -> 2; refugee 1 + pickaxe -> 2; both refugees with both tools: 4. The dig
    turns up 4 cards."""
    game = table(
        [["refugee", "refugee", "toolkit", "pickaxe"], ["scout"], ["scout"]],
        HQ3 | frozenset({"recon1"}),
        extra=leaders_for("leader_excavator"),
        round=1,
        junkyard=["junk"] * 5,
    )
    assert total_of(game, 0, "dig refugee+toolkit") == 2
    assert total_of(game, 0, "dig refugee+pickaxe") == 2
    assert total_of(game, 0, "dig refugee+toolkit refugee+pickaxe") == 4
    act(game, 0, "dig refugee+toolkit refugee+pickaxe")
    assert len(game.view(0).looking) == 4


def test_a_build_total_is_the_schematics_turned_up() -> None:
    """[000:575-645] / RULINGS R-14, H-12: a build digs the schematics with an engineer. Engineer dig 2 +
    toolkit +2 + scavenger 1 = 5; the build turns up 5 schematics."""
    game = table([["engineer", "toolkit", "scavenger"], [], []], frozenset({"hq1", "hq2"}), round=1)
    assert total_of(game, 0, "build engineer+toolkit scavenger") == 5
    assert total_of(game, 0, "build engineer") == 2
    before = game.view(None).schematics_count
    act(game, 0, "build engineer+toolkit scavenger")
    assert len(game.view(0).looking) == 5
    assert game.view(None).schematics_count == before - 5


def test_a_cargo_sled_is_a_dig_and_hunt_tool() -> None:
    """cards.tsv: cargo sled +2 dig, +2 hunt, a tool. Scavenger 1 + cargo sled 2 = 3 for both; the
    hunt gives 3 food."""
    game = table([["scavenger", "cargo_sled"], [], []], RECON4, round=1)
    assert total_of(game, 0, "dig scavenger+cargo_sled") == 3
    assert total_of(game, 0, "hunt scavenger+cargo_sled") == 3
    act(game, 0, "hunt scavenger+cargo_sled")
    assert game.view(0).seats[0].food == 3


def test_a_courier_draw_total_is_the_cards_drawn_before_its_discard() -> None:
    """RULINGS X-11: a courier draws 3 (cards.tsv), then discards 2 of the drawn cards per
    courier. Courier 3 + scavenger 1 = 4 drawn: 4 cards turned up, 2 to discard."""
    game = stacked_table(
        [["courier", "scavenger"], [], []],
        frozenset({"recon3"}),
        decks=[["junk", "pills", "net", "spear", "medkit"], [], []],
        round=1,
    )
    assert total_of(game, 0, "draw courier scavenger") == 4
    act(game, 0, "draw courier scavenger")
    drew = [e for e in game.log(0) if e.type is EventType.DREW and e.seat == 0]
    assert drew[-1].count == 4
    assert game.view(0).decision == sc.Decision("discard", 0)


# -- the browser table ranks no force itself ----------------------------------------------------


def test_the_browser_table_marks_no_force_by_its_own_ranking() -> None:
    """docs/view.md: the figures "come from the same code that resolves the skirmish ... so no front
    end or bot adds cards up itself". The page outlined as "leading" every force with the highest
    fight, worked out in JavaScript: wrong where the rules rank otherwise. With 2 players brawler +
    spear = 4 against scout + scavenger = 3 is a tie [000:116] (the page outlined the 4); with 3
    players two forces of 5 are parted by people [000:272] (the page outlined both); forces with
    no fight at all were all outlined. The page now marks none (the View carries no winner)."""
    game = table([["brawler", "spear", "sniper_team"], ["scout", "scavenger", "sniper_team"]])
    commit_all(game, {0: "commit brawler sniper_team spear", 1: "commit scavenger scout sniper_team"})
    assert (shown(game, 0).fight, shown(game, 1).fight) == (4, 3)
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) is None  # the highest fight did not win
    script = (Path(sc.__file__).parent / "web" / "app.js").read_text(encoding="utf-8")
    skirmish_box = script[script.index("  skirmish(view, names, s) {") :]
    skirmish_box = skirmish_box[: skirmish_box.index("\n  }\n")]
    assert "leading" not in skirmish_box.replace("No force is marked as leading", "")
    assert "Math.max" not in skirmish_box
    assert ".force.leading" not in (Path(sc.__file__).parent / "web" / "style.css").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("buildings", "people"),
    [
        ([{"building": "portable_decoys"}], 3),
        ([{"building": "portable_decoys", "timer": ["junk"]}], 1),
        ([{"building": "portable_decoys"}, {"building": "portable_decoys"}], 3),
        ([{"building": "portable_decoys", "disabled": True}], 1),
    ],
    ids=["complete", "under-construction", "two-do-not-stack", "disabled"],
)
def test_portable_decoys_count_only_complete_enabled_and_once(buildings: list[dict[str, Any]], people: int) -> None:
    """RULINGS S-11: floor(N/2) more people for a completed, enabled Portable Decoys, once however
    many [003:203-206]. Brawler + 3 junk: 4 cards, 1 person + 2 = 3 with it; 1 without (still
    being built, or disabled, HQ module 4). ``hand_strength`` at the commit and the force agree,
    and the people decide the tie against brawler + refugee (2, 2 people): 3 > 2 wins, 1 < 2
    loses [000:272]."""
    modules = frozenset({"recon3"})
    extra: list[dict[str, Any]] = [{"buildings": buildings}, {}, {}]
    if any(b.get("disabled") for b in buildings):  # Dirty Deeds comes with the leaders
        modules |= sc.hq_modules(4) | frozenset({"recon1"})
        for seat, leader in zip(extra, QUIET_LEADERS, strict=True):
            seat["leader"] = leader
    game = table([["brawler", "junk", "junk", "junk"], ["brawler", "refugee"], []], modules, extra=extra)
    game.apply(0, "end")
    assert game.view(0).hand_strength == fs(True, 2, people)
    told = commit_all(game, {0: "commit brawler junk junk junk", 1: "commit brawler refugee"})
    assert told[0] == fs(True, 2, people)
    skirmish_turns(game)  # a leader that may act at any time is asked (the Yardmaster): it passes
    assert skirmish_outcome(game, 3) == (0 if people > 2 else 1)


def test_garden_food_joins_the_hunts_but_the_cannibals_does_not_show() -> None:
    """RULINGS H-8: a completed hydroponic garden gives 1 food on its owner's turn, combined with
    hunted food: the seat's ``food`` is 1 at once, 1 + hunter 2 = 3 after a hunt. RULINGS L-6 /
    docs/view.md: the Cannibal's 3 food may not join hunted food, and ``food`` leaves it out:
    after a hunt of 2 and the Cannibal, ``food`` stays 2 while a spy (3 in any mix) is hireable
    with the Cannibal's 3 alone."""
    game = table(
        [["hunter", "scout"], [], []],
        frozenset({"hq1", "hq2"}),
        round=1,
        extra=[{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}],
    )
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hunt hunter")
    assert game.view(0).seats[0].food == 3
    game = table(
        [["hunter", "brawler"], ["scout"], ["scout"]],
        HQ3 | frozenset({"recon1"}),
        round=1,
        extra=leaders_for("leader_cannibal"),
    )
    act(game, 0, "hunt hunter")
    act(game, 0, "lead brawler")
    assert game.view(0).seats[0].food == 2
    assert "hire spy" in [str(a) for a in game.legal_actions(0)]


def test_a_rifle_is_plus_2_to_a_hunt_or_a_fight_one_tool_per_member() -> None:
    """cards.tsv: the rifle is a tool, +2 hunt and +2 fight. Hunter 2 + rifle 2 = 4 food. In the
    skirmish thugs (3 people, one member [000:189]) hold one tool, the best: thugs 3 + grenade 3
    = 6 (not 3 + 2 + 3 = 8); scout 2 + rifle 2 + scavenger 1 + pickaxe 2 = 7 beats it."""
    game = table([["hunter", "rifle"], [], []], frozenset({"hq1"}), round=1)
    assert total_of(game, 0, "hunt hunter+rifle") == 4
    act(game, 0, "hunt hunter+rifle")
    assert game.view(0).seats[0].food == 4
    game = table([["thugs", "rifle", "grenade"], ["scout", "rifle", "scavenger", "pickaxe"], []], frozenset({"hq1"}))
    told = commit_all(game, {0: "commit grenade rifle thugs", 1: "commit pickaxe rifle scavenger scout"})
    assert told == {0: fs(True, 6, 3), 1: fs(True, 7, 2)}
    assert skirmish_outcome(game, 3) == 1


def test_the_solo_skirmish_flag_is_set_once_a_force_is_engaged() -> None:
    """docs/view.md / [003:314-353]: in the solo game a turn ends in a skirmish only once the player
    engages a force: ``skirmish_this_round`` is false before and true after "engage 1", and the
    engaged force's count is public (``forces``)."""
    game = solo_game(["brawler", "scout"], [["thugs"], ["junk", "junk"]])
    assert not game.view(0).skirmish_this_round
    assert game.view(0).forces == (1, 2)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert game.view(0).skirmish_this_round
    assert game.view(None).skirmish_this_round
    assert game.view(0).engaged == 1
