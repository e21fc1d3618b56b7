"""An eighth blind audit: SKIRMISH RESOLUTION in depth, for 2-, 3-, 4- and 5-player games.

Written only from the rulebooks (the 2015 base and HQ rulebook cited as [000:LINE], the Recon
rulebook as [003:LINE]), `shared/RULINGS.md` (ruling IDs: S-1..S-14, V-2, ED-2, ED-6, ED-12,
I-4, L-1, L-3, L-7, L-8, X-14, X-18 above all), the card data (`shared/cards.tsv`) and the
public API (DESIGN.md, README.md, docs/scenarios.md, docs/view.md), without reading the
engine's source. Each test stacks a table, plays to the skirmish and asserts what the rules
require; every figure is worked out by hand from the card data, written beside the force.

Card figures used (cards.tsv): brawler fight 2 (1 person), scavenger 1 (1), scout 2 (1),
thugs 3 (3), field crew 2 (4), tribe families fight 0 (3/4/5), refugee no fight (1), group
leaders +2 modifier (2), sniper team no fight (2), saboteur 1 (1), medic no fight (1); spear
+2, pickaxe +2, shovel +1, net +1, multitool +1, grenade +3, wolf pack +2, rifle +2, toolkit
and cargo sled no fight; pills, medkit, tear gas: no fight, no people. Recon: rogue 1 (1),
provocateur 1 (1), assassin no fight (1), spy +2 fight modifier (1), hardy scavenger 0 (1),
combat medics 1 (4), tribal hunters 3 fight 1 (3).
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    decision,
    end_gathering,
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
R4 = frozenset({"recon4"})
# Five deck cards per seat, each seat its own kinds, so that the next round's draw never
# reshuffles the discard pile that the prize went to and no kind runs out.
DECKS = [
    ["refugee"] * 5,
    ["scavenger"] * 5,
    ["hunter"] * 5,
    ["scout"] * 5,
    ["saboteur"] * 5,
]


# ---------------------------------------------------------------------------------------------
# helpers


def new_game(
    hands: list[list[str]],
    modules: frozenset[str] = BASE,
    *,
    leaders: list[str] | None = None,
    decks: list[list[str]] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A stacked table in round 3 (a skirmish round) with the given hands over DECKS, seat 0
    first (:func:`helpers.stacked_table`); ``leaders`` gives each seat its tribal leader."""
    extra = None if leaders is None else [{"leader": leader} for leader in leaders]
    return stacked_table(hands, modules, decks=decks or DECKS, extra=extra, **scenario)


def deciding(d: sc.Decision | None) -> tuple[str, int] | None:
    """The pending decision's kind and seat."""
    return None if d is None else (d.kind, d.seat)


def triple(strength: sc.ForceStrength | None) -> tuple[bool, int, int] | None:
    return None if strength is None else (bool(strength.has_fight), strength.fight, strength.people)


def strengths(view: sc.View) -> dict[int, tuple[bool, int, int] | None]:
    out: dict[int, tuple[bool, int, int] | None] = {}
    for s in view.seats:
        out[s.seat] = None if s.strength is None else (bool(s.strength.has_fight), s.strength.fight, s.strength.people)
    return out


def cr_holders(game: sc.Game, kind: str) -> list[str]:
    """Every zone in play holding a card of ``kind`` (omniscient; the box is out of play)."""
    return sorted(zone for zone, cards in game.zones().items() if zone != "box" and any(c.kind == kind for c in cards))


# ---------------------------------------------------------------------------------------------
# ranking several forces: fight first, then people among the tied only [000:266-274], S-2


def test_s2_four_players_a_fight_tie_at_the_top_goes_to_the_later_seat_with_more_people_000_274() -> None:
    """[000:274] "the player with the most people involved wins": three of four forces tie at
    fight 2; the last of them in turn order (seat 3, the initiator being seat 2) brings the
    most people and takes the top contested resource, the grenade, into her discard pile."""
    game = new_game([["brawler", "refugee"], ["scavenger"], ["brawler"], ["scout", "tribe_family_3"]], initiator=2)
    # seat 0: fight 2, 2 people; seat 1: fight 1; seat 2: fight 2, 1 person; seat 3: 2+0, 1+3 people
    play_skirmish_round(
        game,
        {0: "commit brawler refugee", 1: "commit scavenger", 2: "commit brawler", 3: "commit scout tribe_family_3"},
    )
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 1, 1), 2: (True, 2, 1), 3: (True, 2, 4)}
    assert skirmish_winner(game) == 3
    assert "grenade" in zone_kinds(game, "3:discard")
    assert zone_kinds(game, "contested") == ["wolf_pack", "sled_team"]


def test_s1_five_players_all_committing_nothing_is_a_deadlock_000_422_424() -> None:
    """S-1 / [000:422-424]: nobody brings fight and everyone ties on people (0): "It is a tie.
    Place the contested resource on the top of the junkyard and shuffle it." Nobody gains it."""
    game = new_game([["brawler"], ["brawler"], ["scout"], ["thugs"], ["scavenger"]])
    junkyard_before = len(game.zones()["junkyard"])
    play_skirmish_round(game, {})
    assert skirmish_winner(game) is None
    assert all(v == (False, 0, 0) for v in seat_totals(game).values())
    assert len(game.zones()["junkyard"]) == junkyard_before + 1
    assert cr_holders(game, "grenade") == ["junkyard"]
    assert game.view(None).contested_count == 2


def test_s1_four_players_a_force_of_tools_and_medicine_alone_does_not_beat_empty_forces() -> None:
    """S-1: "a force with no fight and no people (only tools, medicine, junk) does not win
    against players who committed nothing": a spear, pills and a medkit make no fight and 0
    people, tied with three empty forces: a deadlock."""
    game = new_game([["spear", "pills", "medkit"], ["brawler"], ["scout"], ["junk"]])
    play_skirmish_round(game, {0: "commit spear pills medkit", 3: "commit junk"})
    assert seat_totals(game)[0] == (False, 0, 0)
    assert seat_totals(game)[3] == (False, 0, 0)
    assert skirmish_winner(game) is None


def test_s2_five_players_the_top_tie_is_between_the_two_best_only_and_a_third_with_less_fight_is_ignored() -> None:
    """S-2 step 4: "among the tied top players only". Seats 1 and 4 tie at fight 3 with 3
    people each: a deadlock, though seat 2 (fight 2) brings 6 people."""
    game = new_game(
        [
            ["scavenger"],  # 1, 1
            ["thugs"],  # 3, 3
            ["brawler", "tribe_family_5"],  # 2, 6
            [],  # nothing
            ["saboteur", "brawler", "refugee"],  # 1+2, 3
        ]
    )
    play_skirmish_round(
        game,
        {
            0: "commit scavenger",
            1: "commit thugs",
            2: "commit brawler tribe_family_5",
            4: "commit saboteur brawler refugee",
        },
    )
    assert seat_totals(game)[1] == (True, 3, 3)
    assert seat_totals(game)[4] == (True, 3, 3)
    assert seat_totals(game)[3] == (False, 0, 0)
    assert skirmish_winner(game) is None


def test_ed12_s3_a_hardy_scavengers_fight_of_zero_beats_five_people_with_no_fight_000_418_420() -> None:
    """[000:418-420] "A fight value of 0 is superior to no ability to fight at all": a hardy
    scavenger (fight 0, S-3 lists it) beats group leaders, a sniper team and a refugee (no fight,
    5 people). As the winner's, the hardy scavenger is discarded, not returned (S-12)."""
    game = new_game([["hardy_scavenger"], ["group_leaders", "sniper_team", "refugee"], ["pills"]], R3)
    play_skirmish_round(
        game, {0: "commit hardy_scavenger", 1: "commit group_leaders sniper_team refugee"}, {1: ["pass"]}
    )
    assert seat_totals(game)[0] == (True, 0, 1)
    assert seat_totals(game)[1] == (False, 0, 5)
    assert skirmish_winner(game) == 0
    assert "hardy_scavenger" not in zone_kinds(game, "0:hand")
    assert "hardy_scavenger" in zone_kinds(game, "0:discard")


def test_s1_a_seat_with_no_cards_at_all_is_not_asked_to_commit_and_ranks_as_nothing() -> None:
    """docs/scenarios.md: "a player whose hand is empty has no commit decision"; S-1: she ranks
    as "no fight, 0 people". A lone refugee (no fight, 1 person) beats her and a junk card."""
    game = new_game([["refugee"], [], ["junk"]])
    asked: list[tuple[str, int]] = []
    while game.round == 3 and (d := decision(game)) is not None and d.kind in ("turn", "commit"):
        asked.append((d.kind, d.seat))
        game.apply(d.seat, "end" if d.kind == "turn" else {0: "commit refugee", 2: "commit junk"}[d.seat])
    assert ("commit", 1) not in asked
    assert seat_totals(game)[1] == (False, 0, 0)
    assert skirmish_winner(game) == 0


def test_s1_a_seat_that_commits_nothing_is_no_snipe_target_and_gets_no_skirmish_opportunity() -> None:
    """S-14: a skirmish snipe targets a card "in any opponent's revealed force"; a seat that
    committed nothing has none. docs/scenarios.md: a seat whose force holds nothing it could use
    has no skirmish opportunity."""
    game = new_game([["sniper_team", "brawler"], ["brawler", "spear"], ["scout"]])
    end_gathering(game, {0: "commit sniper_team brawler", 2: "commit scout"})
    d = decision(game)
    assert deciding(d) == ("skirmish", 0)
    assert not [t for t in texts(game, 0) if t.startswith("snipe 1:")]
    assert "snipe 2:scout" in texts(game, 0)
    game.apply(0, "pass")
    # seat 1 has no force and seat 2's scout has nothing to use: the skirmish has resolved
    assert game.round == 4
    # brawler and sniper team: fight 2, 1+2 people; the scout: fight 2, 1 person
    assert seat_totals(game)[0] == (True, 2, 3)
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# the prize: who takes which contested resource, in what order [000:137, 000:268, 000:274]


def test_the_winners_take_the_contested_resources_from_the_top_one_a_round_in_pile_order_000_137() -> None:
    """[000:137] "The winner of the skirmish takes the top card from the contested resources
    pile"; [000:146] the initiator card moves left from round 4. Round 3: seat 0 wins the top
    card (grenade); round 4 (seat 1 the initiator): seat 1 wins the next one (wolf pack)."""
    game = new_game([["brawler"], ["scout"], ["scavenger"]])
    play_skirmish_round(game, {0: "commit brawler", 2: "commit scavenger"})  # 2 vs nothing vs 1
    assert skirmish_winner(game) == 0
    assert cr_holders(game, "grenade") == ["0:discard"]
    assert game.round == 4
    assert game.view(None).initiator == 1
    # round 4: seat 0 holds 5 refugees, seat 1 5 scavengers, seat 2 5 hunters (DECKS)
    play_skirmish_round(game, {0: "commit refugee refugee", 1: "commit scavenger scavenger", 2: "commit hunter"})
    assert seat_totals(game) == {0: (False, 0, 2), 1: (True, 2, 2), 2: (True, 1, 1)}
    assert skirmish_winner(game) == 1
    assert all(zone.startswith("1:") for zone in cr_holders(game, "wolf_pack"))
    # (round 5's draw has reshuffled seat 0's discard pile: the grenade is still hers)
    assert all(zone.startswith("0:") for zone in cr_holders(game, "grenade"))
    assert zone_kinds(game, "contested") == ["sled_team"]


def test_ed6_a_deadlocked_resource_is_gone_and_the_next_winner_takes_the_next_card_000_274() -> None:
    """[000:274]: on a deadlock the top card goes into the junkyard unseen; the pile's next card
    is the next round's prize. Round 3 deadlocks (two lone brawlers), round 4's winner (seat 2,
    2 hunters) takes the wolf pack, never the grenade now in the junkyard."""
    game = new_game([["brawler"], ["brawler"], ["pills"]])
    play_skirmish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert skirmish_winner(game) is None
    assert cr_holders(game, "grenade") == ["junkyard"]
    play_skirmish_round(game, {0: "commit refugee", 1: "commit scavenger", 2: "commit hunter hunter"})
    assert skirmish_winner(game) == 2
    assert all(zone.startswith("2:") for zone in cr_holders(game, "wolf_pack"))
    assert cr_holders(game, "grenade") == ["junkyard"]


def test_r16_the_prize_is_hidden_from_the_others_while_the_revealed_forces_are_discarded_face_up_000_262_268() -> None:
    """[000:268] the winner adds the resource "to her discard pile without revealing it";
    [000:262] hidden acquisitions stay hidden; [000:266] forces are revealed, and at the end of
    the round (ED-5) go face up to their owners' discard piles."""
    game = new_game([["brawler", "spear"], ["scout", "refugee"], ["hunter"]])
    play_skirmish_round(game, {0: "commit brawler spear", 1: "commit scout refugee", 2: "commit hunter"})
    assert skirmish_winner(game) == 0  # 2+2 vs 2 vs 1
    for viewer in (1, 2, None):
        seat0 = game.view(viewer).seats[0]
        assert "grenade" not in seat0.discard
        assert seat0.discard_hidden_count == 1
        assert set(seat0.discard) == {"brawler", "spear"}
        assert set(game.view(viewer).seats[1].discard) == {"scout", "refugee"}
        assert game.view(viewer).seats[2].discard == ("hunter",)
    assert game.view(0).discard_hidden == ("grenade",)
    assert game.view(None).contested_count == 2


def test_ed2_a_four_player_game_ends_when_the_last_resource_is_won_and_it_scores_000_140_170() -> None:
    """[000:140] "until the contested resource pile is depleted": with one resource left, the
    round-3 skirmish's winner (seat 3, thugs) takes it and the game is over; it counts for her
    (a field crew: 4 people, 1 contested resource, F-3)."""
    game = new_game([["scavenger"], ["brawler"], ["refugee"], ["thugs"]], contested=["field_crew"])
    before = game.score(3).people
    play_skirmish_round(game, {0: "commit scavenger", 1: "commit brawler", 2: "commit refugee", 3: "commit thugs"})
    assert game.over
    assert skirmish_winner(game) == 3
    assert game.result is not None
    assert game.result.scores[3].contested == 1
    assert game.result.scores[3].people == before + 4


# ---------------------------------------------------------------------------------------------
# two players: win by 2 [000:115-116], V-2


def test_v2_two_players_a_fight_of_2_against_an_empty_force_is_a_win_by_two_000_116() -> None:
    """V-2: "a participant without hasFight (or who did not commit) is treated as fight 0": a
    lone brawler (2) against nothing wins by exactly 2 and takes the grenade."""
    game = new_game([["brawler"], ["scout"]])
    play_skirmish_round(game, {0: "commit brawler"})
    assert skirmish_winner(game) == 0
    assert cr_holders(game, "grenade") == ["0:discard"]


def test_v2_two_players_sniping_the_only_fighter_turns_a_tie_into_a_win_by_two_000_116_316() -> None:
    """Brawler and sniper team (2) against a brawler (2) is a tie; the initiator snipes the
    other brawler, whose player now counts as fight 0 (V-2): 2 - 0 = 2, a win."""
    game = new_game([["brawler", "sniper_team"], ["brawler"]])
    play_skirmish_round(game, {0: "commit brawler sniper_team", 1: "commit brawler"}, {0: ["snipe 1:brawler"]})
    assert seat_totals(game)[1] == (False, 0, 0)
    assert skirmish_winner(game) == 0


@pytest.mark.parametrize("save", [True, False])
def test_v2_two_players_a_medic_save_keeps_the_margin_at_one_and_so_a_tie_000_543_116(save: bool) -> None:
    """Brawler and sniper team (2) against scavenger and medic (1): a margin of 1, a tie. The
    snipe on the scavenger would make it 2 - 0 (a win); the medic's save (I-4) keeps it a tie
    and the grenade goes into the junkyard (ED-6)."""
    game = new_game([["brawler", "sniper_team"], ["scavenger", "medic"]], HQ1)
    play_skirmish_round(
        game,
        {0: "commit brawler sniper_team", 1: "commit scavenger medic"},
        {0: ["snipe 1:scavenger"]},
        saves={1: ["save medic"]} if save else {},
    )
    if save:
        assert seat_totals(game)[1] == (True, 1, 2)
        assert skirmish_winner(game) is None
        assert cr_holders(game, "grenade") == ["junkyard"]
    else:
        assert seat_totals(game)[1] == (False, 0, 1)
        assert skirmish_winner(game) == 0


def test_v2_two_players_tear_gas_turns_a_win_by_two_into_a_tie_003_245() -> None:
    """[003:245-246] tear gas sets one opponent tribe member's fight to 0. Scout and scavenger
    (3) against tear gas and scavenger (1) is a win by 2; the second player gasses the scout:
    1 against 1, a tie, and the resource goes into the junkyard."""
    game = new_game([["scout", "scavenger"], ["tear_gas", "scavenger"]], R4, contested=["grenade", "wolf_pack"])
    play_skirmish_round(game, {0: "commit scout scavenger", 1: "commit tear_gas scavenger"}, {1: ["gas 0:scout"]})
    assert seat_totals(game) == {0: (True, 1, 2), 1: (True, 1, 1)}
    assert skirmish_winner(game) is None
    assert cr_holders(game, "grenade") == ["junkyard"]


@pytest.mark.parametrize(("other", "winner"), [([], 0), (["scavenger"], None)])
def test_v2_l8_two_players_a_gangsters_refugee_with_a_spear_fights_2(other: list[str], winner: int | None) -> None:
    """L-8: the Gangster's refugees have base fight 0, so a refugee holds a spear: fight 2.
    Against nothing: 2 - 0, a win; against a scavenger (1): a margin of 1, a tie (V-2), her
    refugee's 2 people notwithstanding."""
    game = new_game([["refugee", "spear"], other or ["pills"]], HQ3, leaders=["leader_gangster", "leader_ranger"])
    play_skirmish_round(game, {0: "commit refugee spear", 1: "commit " + (" ".join(other) or "none")})
    assert seat_totals(game)[0][:2] == (True, 2)
    assert skirmish_winner(game) == winner


# ---------------------------------------------------------------------------------------------
# modifiers: tools, group leaders, instants, medicine [000:188-189, 000:266]


def test_tools_a_tribe_family_wields_a_spear_and_wins_the_fight_tie_on_its_people_000_340() -> None:
    """[000:340] a tribe family "Can equip tools to fight": 0 + 2 = 2, 3 people, against a
    brawler and a refugee (2, 2 people) and a scavenger (1)."""
    game = new_game([["tribe_family_3", "spear"], ["brawler", "refugee"], ["scavenger"]])
    play_skirmish_round(game, {0: "commit tribe_family_3 spear", 1: "commit brawler refugee", 2: "commit scavenger"})
    assert seat_totals(game) == {0: (True, 2, 3), 1: (True, 2, 2), 2: (True, 1, 1)}
    assert skirmish_winner(game) == 0


def test_tools_a_refugee_cannot_wield_a_grenade_so_a_scavenger_beats_it_000_188_346() -> None:
    """[000:188] a tool needs a card with the base ability; a refugee has no fight [000:346]:
    refugee and grenade is no fight, 1 person, and loses to a lone scavenger (fight 1)."""
    game = new_game([["refugee", "grenade"], ["scavenger"], ["pills"]], contested=["wolf_pack", "sled_team"])
    play_skirmish_round(game, {0: "commit refugee grenade", 1: "commit scavenger"})
    assert seat_totals(game)[0] == (False, 0, 1)
    assert skirmish_winner(game) == 1


def test_tools_group_leaders_let_a_tribe_family_fight_and_add_their_two_people_000_448_450() -> None:
    """[000:448-450] group leaders give a tribe family fight: 0 + 2 = 2, and 4 + 2 = 6 people,
    which beat a brawler with a refugee (2, 2 people)."""
    game = new_game([["tribe_family_4", "group_leaders"], ["brawler", "refugee"], ["scavenger"]])
    play_skirmish_round(
        game, {0: "commit tribe_family_4 group_leaders", 1: "commit brawler refugee", 2: "commit scavenger"}
    )
    assert seat_totals(game)[0] == (True, 2, 6)
    assert skirmish_winner(game) == 0


def test_tools_a_net_and_a_multitool_each_add_one_fight_000_266() -> None:
    """cards.tsv: net and multitool are +1 fight. Two scavengers with them: 1+1 + 1+1 = 4, 2
    people; a scout with a pickaxe: 2 + 2 = 4, 1 person; thugs: 3. The two scavengers win."""
    game = new_game([["scavenger", "scavenger", "net", "multitool"], ["thugs"], ["scout", "pickaxe"]])
    play_skirmish_round(
        game, {0: "commit scavenger scavenger net multitool", 1: "commit thugs", 2: "commit scout pickaxe"}
    )
    assert seat_totals(game) == {0: (True, 4, 2), 1: (True, 3, 3), 2: (True, 4, 1)}
    assert skirmish_winner(game) == 0


def test_tools_one_tool_per_fighter_a_second_tool_on_a_lone_fighter_adds_nothing_000_189() -> None:
    """[000:189] one tool per tribe member: a scavenger with a grenade and a spear, plus a refugee
    who cannot hold the spear, fights 1 + 3 = 4 (2 people), not 6; a scout with a pickaxe and two
    refugees (4, 3 people) wins the tie on people."""
    game = new_game(
        [["scavenger", "grenade", "spear", "refugee"], ["scout", "pickaxe", "refugee", "refugee"], ["pills"]],
        contested=["wolf_pack", "sled_team"],
    )
    play_skirmish_round(game, {0: "commit scavenger grenade spear refugee", 1: "commit scout pickaxe refugee refugee"})
    assert seat_totals(game)[0] == (True, 4, 2)
    assert seat_totals(game)[1] == (True, 4, 3)
    assert skirmish_winner(game) == 1


def test_x14_a_spy_adds_two_fight_to_a_fighter_and_alone_has_no_fight() -> None:
    """X-14: the spy's standard use is a +2 fight modifier that needs a base-fight holder: spy
    and scavenger fight 1 + 2 = 3 (2 people) and beat a brawler with two refugees (2, 3 people);
    a lone spy has no fight and 1 person."""
    game = new_game([["spy", "scavenger"], ["brawler", "refugee", "refugee"], ["spy"]], frozenset({"recon1"}))
    play_skirmish_round(game, {0: "commit spy scavenger", 1: "commit brawler refugee refugee", 2: "commit spy"})
    assert seat_totals(game) == {0: (True, 3, 2), 1: (True, 2, 3), 2: (False, 0, 1)}
    assert skirmish_winner(game) == 0


def test_l9_l10_the_excavator_and_ranger_give_refugees_no_fight_so_refugees_deadlock() -> None:
    """L-9 / L-10: the Excavator gives refugees dig 1 and the Ranger hunt 1, never fight. A
    refugee with a spear (Excavator) and a lone refugee (Ranger): no fight, 1 person each."""
    game = new_game(
        [["refugee", "spear"], ["refugee"], ["pills"]],
        HQ3,
        leaders=["leader_excavator", "leader_ranger", "leader_peacemaker"],
    )
    play_skirmish_round(game, {0: "commit refugee spear", 1: "commit refugee"})
    assert seat_totals(game)[0] == (False, 0, 1)
    assert seat_totals(game)[1] == (False, 0, 1)
    assert skirmish_winner(game) is None


# ---------------------------------------------------------------------------------------------
# tear gas, leaders' skirmish abilities [003:239-250], L-3, L-7, L-8


def test_s10_tear_gas_on_the_leader_can_hand_the_win_to_a_third_player_003_245() -> None:
    """Three players: thugs (3) lead; the initiator gasses them (fight 0, S-10). Her scout (2, 1
    person) then ties with a brawler and a refugee (2, 2 people), who win on people: the gas
    user does not profit."""
    game = new_game([["tear_gas", "scout"], ["thugs"], ["brawler", "refugee"]], R4, contested=["grenade", "wolf_pack"])
    play_skirmish_round(
        game, {0: "commit tear_gas scout", 1: "commit thugs", 2: "commit brawler refugee"}, {0: ["gas 1:thugs"]}
    )
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 0, 3), 2: (True, 2, 2)}
    assert skirmish_winner(game) == 2


def test_l7_the_fanatic_strikes_persons_tools_or_medicine_not_tear_gas_and_the_gas_still_works_000_715() -> None:
    """L-7 / [000:715]: the Fanatic's target is a card "(person, tool, medicine)" of a revealed
    force, so seat 1's tear gas (an instant) is not among them. The initiator's Fanatic discards
    seat 1's brawler instead; seat 1 still gasses the thugs on her own turn (S-7). Scout 2 (1
    person; the refugee is removed from play, L-1) against tear gas alone (no fight, no people)
    and gassed thugs (0, 3 people): the scout wins."""
    game = new_game(
        [["refugee", "scout"], ["tear_gas", "brawler"], ["thugs"]],
        HQ3 | R4,
        leaders=["leader_fanatic", "leader_ranger", "leader_peacemaker"],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee scout", 1: "commit tear_gas brawler", 2: "commit thugs"})
    fanatic = [t for t in texts(game, 0) if t.startswith("lead ")]
    assert sorted(fanatic) == ["lead refugee 1:brawler", "lead refugee 2:thugs"]
    game.apply(0, "lead refugee 1:brawler")
    skirmish_turns(game, {0: ["pass"], 1: ["gas 2:thugs"]})
    assert seat_totals(game) == {0: (True, 2, 1), 1: (False, 0, 0), 2: (True, 0, 3)}
    assert skirmish_winner(game) == 0
    assert "brawler" in zone_kinds(game, "1:discard")
    assert game.view(2).seats[0].removed == 1  # the Fanatic's refugee is out of play (L-1)


def test_l7_l1_a_fanatic_that_strikes_the_leading_grenade_loses_its_refugee_and_the_skirmish_deadlocks() -> None:
    """L-7 / L-1: the Fanatic discards seat 1's grenade (scavenger and grenade: 4 -> 1), but its
    refugee leaves the force (removed from play): brawler 2 with 1 person against a scout 2 with
    1 person is a deadlock [000:274]."""
    game = new_game(
        [["refugee", "brawler"], ["scavenger", "grenade"], ["scout"]],
        HQ3,
        leaders=["leader_fanatic", "leader_ranger", "leader_peacemaker"],
        contested=["wolf_pack", "sled_team"],
    )
    play_skirmish_round(
        game,
        {0: "commit refugee brawler", 1: "commit scavenger grenade", 2: "commit scout"},
        {0: ["lead refugee 1:grenade"]},
    )
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 1, 1), 2: (True, 2, 1)}
    assert skirmish_winner(game) is None
    assert "refugee" not in zone_kinds(game, "0:discard")


def test_l3_the_mentor_gives_a_tribe_familys_base_fight_of_zero_plus_one_in_the_skirmish() -> None:
    """L-3: the Mentor's refugee leaves the force and another member with base fight gets +1;
    a tribe family has base fight 0 (S-3), so it fights 1. Tribe family 1 (3 people) against a
    scavenger 1 (1 person): the tribe family wins on people. The view shows the bonus."""
    game = new_game(
        [["tribe_family_3", "refugee"], ["scavenger"], ["sniper_team", "pills"]],
        HQ3,
        leaders=["leader_mentor", "leader_ranger", "leader_peacemaker"],
    )
    end_gathering(game, {0: "commit tribe_family_3 refugee", 1: "commit scavenger", 2: "commit sniper_team"})
    assert strengths(game.view(1))[0] == (True, 0, 4)
    game.apply(0, "lead refugee")
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    for viewer in (0, 1, 2, None):
        view = game.view(viewer)
        assert view.seats[0].fight_bonus == 1
        assert strengths(view)[0] == (True, 1, 3)
        assert "refugee" not in (view.seats[0].force or ())
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 1, 3)
    assert skirmish_winner(game) == 0


def test_l8_a_gangsters_lone_refugee_fights_0_and_beats_two_forces_with_more_people_but_no_fight() -> None:
    """L-8: the Gangster's refugee has fight 0 (so hasFight, S-3) and counts 2 people; group
    leaders (no fight, 2 people) and a sniper team with a refugee (no fight, 3 people) lose to it
    [000:418-420]."""
    game = new_game(
        [["refugee"], ["group_leaders"], ["sniper_team", "refugee"]],
        HQ3,
        leaders=["leader_gangster", "leader_ranger", "leader_peacemaker"],
    )
    play_skirmish_round(game, {0: "commit refugee", 1: "commit group_leaders", 2: "commit sniper_team refugee"})
    assert seat_totals(game) == {0: (True, 0, 2), 1: (False, 0, 2), 2: (False, 0, 3)}
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# snipes and saves with several forces [000:316, 000:490-492], I-4, S-4, S-14, X-10, X-18


@pytest.mark.parametrize("save", [True, False])
def test_i4_a_third_players_medic_saves_the_leaders_thugs_and_decides_the_skirmish_000_543(save: bool) -> None:
    """I-4: "Any player may save with a medic"; [000:543] a medic may save "another player's
    tribe member". The initiator (sniper team and brawler: 2, 3 people) snipes seat 1's thugs
    (3). Saved by seat 2's medic, the thugs win; unsaved, the initiator beats seat 2's medic and
    brawler (2, 2 people) on people."""
    game = new_game([["sniper_team", "brawler"], ["thugs"], ["medic", "brawler"]], HQ1)
    play_skirmish_round(
        game,
        {0: "commit sniper_team brawler", 1: "commit thugs", 2: "commit medic brawler"},
        {0: ["snipe 1:thugs"]},
        saves={2: ["save medic"]} if save else {},
    )
    assert seat_totals(game)[0] == (True, 2, 3)
    assert seat_totals(game)[2] == (True, 2, 2)
    if save:
        assert seat_totals(game)[1] == (True, 3, 3)
        assert skirmish_winner(game) == 1
    else:
        assert seat_totals(game)[1] == (False, 0, 0)
        assert skirmish_winner(game) == 0


def test_i4_the_save_window_opens_with_the_target_owner_then_runs_clockwise_from_her() -> None:
    """I-4: "A save window opens. It starts with the target's owner, then runs clockwise from
    her." Seat 0 snipes seat 2's brawler: seat 2 is asked first, and seat 1 (whose medic may save
    it) after seat 0 if seat 0 is asked at all; seat 1's save keeps the brawler."""
    game = new_game([["sniper_team", "scout"], ["medic", "scavenger"], ["medic", "brawler"]], HQ1)
    end_gathering(game, {0: "commit sniper_team scout", 1: "commit medic scavenger", 2: "commit medic brawler"})
    game.apply(0, "snipe 2:brawler")
    asked = []
    while (d := decision(game)) is not None and d.kind == "save":
        asked.append(d.seat)
        if d.seat == 1:
            assert "save medic" in texts(game, 1)
            game.apply(1, "save medic")
            break
        game.apply(d.seat, "pass")
    assert asked[0] == 2
    assert asked[-1] == 1
    assert asked in ([2, 1], [2, 0, 1])
    skirmish_turns(game)
    # seat 0: scout 2, 1+2 people; seat 1: scavenger 1; seat 2: brawler 2, 1+1 people
    assert seat_totals(game) == {0: (True, 2, 3), 1: (True, 1, 2), 2: (True, 2, 2)}
    assert skirmish_winner(game) == 0


def test_i4_a_saved_snipe_still_spends_the_sniper_team_000_316() -> None:
    """I-4 point 3: "The first save played cancels the snipe. The sniper is still spent";
    [000:316] one target per sniper team. After the save, the initiator has no snipe left; the
    saving medic stays in its owner's force for people (S-6)."""
    game = new_game([["sniper_team", "brawler"], ["medic", "scout"], ["scavenger"]], HQ1)
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit medic scout", 2: "commit scavenger"})
    game.apply(0, "snipe 1:scout")
    while (d := decision(game)) is not None and d.kind == "save":
        game.apply(d.seat, "save medic" if d.seat == 1 else "pass")
    d = decision(game)
    if d is not None and d.kind == "skirmish" and d.seat == 0:
        assert not [t for t in texts(game, 0) if t.startswith("snipe")]
    skirmish_turns(game)
    # seat 0: brawler 2, 1+2 people; seat 1: scout 2, 1+1 people (the medic stays)
    assert seat_totals(game)[0] == (True, 2, 3)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert skirmish_winner(game) == 0


def test_s4_a_medic_that_saved_once_cannot_save_a_second_snipe_000_256() -> None:
    """[000:256] each card is used for one action a round (so X-18's "one save per round per
    card" holds for a medic too): the initiator's two sniper teams snipe seat 1's brawler (saved
    by her medic) and then her scout, which no medic can save."""
    game = new_game([["sniper_team", "sniper_team", "brawler"], ["medic", "brawler", "scout"], ["pills"]], HQ1)
    end_gathering(game, {0: "commit sniper_team sniper_team brawler", 1: "commit medic brawler scout"})
    game.apply(0, "snipe 1:brawler")
    while (d := decision(game)) is not None and d.kind == "save":
        game.apply(d.seat, "save medic" if d.seat == 1 else "pass")
    game.apply(0, "snipe 1:scout")
    while (d := decision(game)) is not None and d.kind == "save":
        assert "save medic" not in texts(game, d.seat)
        game.apply(d.seat, "pass")
    skirmish_turns(game)
    # seat 0: brawler 2, 1+2+2 people; seat 1: brawler 2, medic: 2 people
    assert seat_totals(game)[0] == (True, 2, 5)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert skirmish_winner(game) == 0
    assert "scout" in zone_kinds(game, "1:discard")


def test_s14_one_sniper_team_hits_one_card_in_total_among_several_opponents_000_316() -> None:
    """[000:316] "If multiple players are involved in a skirmish, the sniper can target only one
    single opponent's card". After sniping seat 1's scout, the initiator may snipe nobody else.
    Brawler 2 with 3 people beats seat 2's brawler (2, 1 person)."""
    game = new_game([["sniper_team", "brawler"], ["scout"], ["brawler"]])
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit scout", 2: "commit brawler"})
    assert {"snipe 1:scout", "snipe 2:brawler"} <= set(texts(game, 0))
    game.apply(0, "snipe 1:scout")
    d = decision(game)
    if d is not None and d.kind == "skirmish" and d.seat == 0:
        assert not [t for t in texts(game, 0) if t.startswith("snipe")]
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 2, 3), 1: (False, 0, 0), 2: (True, 2, 1)}
    assert skirmish_winner(game) == 0


def test_s4_a_sniped_card_leaves_the_force_at_once_for_every_viewer_and_goes_to_its_owners_discard() -> None:
    """S-4: "A sniped person ... is removed from the force at once and placed in its owner's
    discard pile." While seat 2 still decides, every view shows seat 1's force without the
    brawler (refugee alone: no fight, 1 person), the brawler in seat 1's discard pile, and the
    sniper team among seat 0's acted cards."""
    game = new_game([["sniper_team", "scout"], ["brawler", "refugee"], ["sniper_team", "thugs"]])
    end_gathering(game, {0: "commit sniper_team scout", 1: "commit brawler refugee", 2: "commit sniper_team thugs"})
    game.apply(0, "snipe 1:brawler")
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    assert "brawler" in zone_kinds(game, "1:discard")
    for viewer in (0, 1, 2, None):
        view = game.view(viewer)
        assert view.seats[1].force == ("refugee",)
        assert strengths(view)[1] == (False, 0, 1)
        assert "brawler" in view.seats[1].discard
        assert view.seats[0].acted == ("sniper_team",)
        assert strengths(view)[0] == (True, 2, 3)
        assert sc.force_total(view, 1) == view.seats[1].strength
    skirmish_turns(game)
    assert skirmish_winner(game) == 2  # thugs 3


def test_x10_an_assassin_in_the_skirmish_may_target_only_one_person_cards_of_every_other_force() -> None:
    """X-10 / [003:118]: the assassin snipes only cards representing 1 person. Among two other
    forces it may aim at the brawler, refugee, hardy scavenger and rogue, never at group leaders
    (2), a sniper team (2), a tribe family (3) or thugs (3), nor at its own force (S-14)."""
    game = new_game(
        [
            ["assassin", "brawler"],
            ["group_leaders", "brawler", "tribe_family_3", "refugee"],
            ["sniper_team", "thugs", "hardy_scavenger", "rogue"],
        ],
        R2 | R3,
    )
    end_gathering(
        game,
        {
            0: "commit assassin brawler",
            1: "commit group_leaders brawler tribe_family_3 refugee",
            2: "commit sniper_team thugs hardy_scavenger rogue",
        },
    )
    snipes = sorted(t for t in texts(game, 0) if t.startswith("snipe"))
    assert snipes == [
        "snipe assassin 1:brawler",
        "snipe assassin 1:refugee",
        "snipe assassin 2:hardy_scavenger",
        "snipe assassin 2:rogue",
    ]


def test_s7_five_players_with_seat_1_initiating_seat_2_snipes_seat_0s_sniper_before_it_acts_000_492() -> None:
    """[000:492] each player in turn order "beginning with the initiator" gets one opportunity;
    I-5: an earlier player stops a later sniper by sniping it first. With seat 1 the initiator,
    seat 0 acts last: seat 2 snipes seat 0's sniper team, so seat 0 cannot snipe the thugs, which
    win (3). Had seat 0 sniped them, seat 0 and seat 2 (2, 3 people each) would deadlock."""
    game = new_game([["sniper_team", "scout"], ["thugs"], ["sniper_team", "brawler"], [], ["scavenger"]], initiator=1)
    end_gathering(
        game, {0: "commit sniper_team scout", 1: "commit thugs", 2: "commit sniper_team brawler", 4: "commit scavenger"}
    )
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    game.apply(2, "snipe 0:sniper_team")
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 3, 3), 2: (True, 2, 3), 3: (False, 0, 0), 4: (True, 1, 1)}
    assert skirmish_winner(game) == 1


def test_s3_s4_a_saboteur_that_disarms_gives_up_its_fight_and_hands_the_win_to_another_000_496() -> None:
    """[000:496] a saboteur disarms "or" fights; S-3: one that disarmed does not make hasFight.
    Seat 0 (saboteur and two refugees) disarms seat 1's spear: the tribe family falls to 0 and
    the lone brawler of seat 2 (2) wins; seat 0 is left with no fight and 3 people."""
    game = new_game([["saboteur", "refugee", "refugee"], ["tribe_family_3", "spear"], ["brawler"]])
    play_skirmish_round(
        game,
        {0: "commit saboteur refugee refugee", 1: "commit tribe_family_3 spear", 2: "commit brawler"},
        {0: ["disarm 1:spear"]},
    )
    assert seat_totals(game) == {0: (False, 0, 3), 1: (True, 0, 3), 2: (True, 2, 1)}
    assert skirmish_winner(game) == 2


def test_s9_a_gassed_rogue_makes_a_three_way_tie_at_fight_0_and_steals_003_143_250() -> None:
    """[003:143-145] a tie for the highest fight lets the first rogue in turn order take the
    resource, whatever the people. Seat 1 gasses seat 0's rogue (0): the rogue and two tribe
    families all stand at fight 0 (S-3: fight 0 is a fight), a tie for the highest, and the
    rogue steals it though seat 2's tribe family brings 4 people."""
    game = new_game(
        [["rogue"], ["tear_gas", "tribe_family_3"], ["tribe_family_4"]], R2 | R4, contested=["grenade", "wolf_pack"]
    )
    play_skirmish_round(
        game, {0: "commit rogue", 1: "commit tear_gas tribe_family_3", 2: "commit tribe_family_4"}, {1: ["gas 0:rogue"]}
    )
    assert seat_totals(game) == {0: (True, 0, 1), 1: (True, 0, 3), 2: (True, 0, 4)}
    assert skirmish_winner(game) == 0


def test_s9_two_empty_forces_tying_below_a_unique_top_do_not_trigger_the_rogue_003_143() -> None:
    """[003:143] only "a tie for highest fight score" triggers the rogue. Four players: thugs (3)
    are alone at the top; seats 2 and 3, with nothing, tie with each other: the rogue's owner
    (fight 1) takes nothing and the thugs win."""
    game = new_game([["rogue"], ["thugs"], ["pills"], ["junk"]], R2)
    play_skirmish_round(game, {0: "commit rogue", 1: "commit thugs", 3: "commit junk"})
    assert seat_totals(game)[2] == seat_totals(game)[3] == (False, 0, 0)
    assert skirmish_winner(game) == 1


def test_s8_announcing_the_provocateur_makes_the_force_size_the_fight_even_when_lower_003_130_132() -> None:
    """[003:130-132] "Use the total force size as your fight score": a provocateur with a
    grenade (1 + 3 = 4 naturally) announced fights with its size, 1, and loses to a brawler."""
    game = new_game([["provocateur", "grenade"], ["brawler"], ["pills"]], R2, contested=["wolf_pack", "sled_team"])
    end_gathering(game, {0: "commit provocateur grenade", 1: "commit brawler"})
    assert strengths(game.view(1))[0] == (True, 4, 1)
    assert "provoke provocateur" in texts(game, 0)
    game.apply(0, "provoke provocateur")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 1, 1)
    assert skirmish_winner(game) == 1


def test_s8_the_provocateur_and_the_view_a_force_size_fight_still_breaks_its_tie_on_people_003_131() -> None:
    """S-8: the provocateur's fight is the force size (printed people: 1 + 3 = 4; the spear is
    ignored). Every view shows the announcement and the new strength while seat 2 decides. Its
    4 ties thugs with a net (3 + 1, 3 people) and wins on people (4); a sniper team and brawler
    (2) trail."""
    game = new_game([["provocateur", "tribe_family_3", "spear"], ["thugs", "net"], ["sniper_team", "brawler"]], R2)
    end_gathering(
        game, {0: "commit provocateur tribe_family_3 spear", 1: "commit thugs net", 2: "commit sniper_team brawler"}
    )
    assert strengths(game.view(2))[0] == (True, 3, 4)  # 1 + 0 + 2 (the spear on either)
    game.apply(0, "provoke provocateur")
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    for viewer in (0, 1, 2, None):
        view = game.view(viewer)
        assert view.seats[0].provoking
        assert view.seats[0].size == 4
        assert strengths(view)[0] == (True, 4, 4)
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 4, 4), 1: (True, 4, 3), 2: (True, 2, 3)}
    assert skirmish_winner(game) == 0


def test_s8_l3_the_mentors_bonus_is_a_combat_modifier_the_provocateurs_force_size_ignores_003_131() -> None:
    """[003:131] the force size ignores "tools or other combat modifiers"; L-3: the Mentor's
    refugee leaves the force. Provocateur, tribe family 3 and the Mentor's refugee: after the
    Mentor (+1 fight to a member) the size is 1 + 3 = 4, and that is the fight, not 5. It ties
    thugs and a net (4, 3 people) and wins on people (4)."""
    game = new_game(
        [["provocateur", "tribe_family_3", "refugee"], ["thugs", "net"], ["pills"]],
        HQ3 | R2,
        leaders=["leader_mentor", "leader_ranger", "leader_peacemaker"],
    )
    play_skirmish_round(
        game,
        {0: "commit provocateur tribe_family_3 refugee", 1: "commit thugs net"},
        {0: ["lead refugee", "provoke provocateur"]},
    )
    assert seat_totals(game)[0] == (True, 4, 4)
    assert seat_totals(game)[1] == (True, 4, 3)
    assert skirmish_winner(game) == 0


def test_v2_two_players_tear_gas_on_the_thugs_turns_a_loss_into_a_win_by_two_003_245() -> None:
    """Tear gas and a brawler (2) against thugs (3): the initiator gasses the thugs (0, S-10):
    2 - 0 = 2, a win by two (V-2)."""
    game = new_game([["tear_gas", "brawler"], ["thugs"]], R4, contested=["grenade", "wolf_pack"])
    play_skirmish_round(game, {0: "commit tear_gas brawler", 1: "commit thugs"}, {0: ["gas 1:thugs"]})
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 0, 3)}
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# what every seat's View tells about the revealed forces (docs/view.md)


def test_view_every_seat_and_a_spectator_see_every_revealed_force_and_the_same_strengths() -> None:
    """docs/view.md: `force` is "her skirmish force once the forces are revealed" and
    `strength` "her revealed force as the skirmish judges it"; "a player with no force has no
    fight and 0 people". Brawler with a spear and a refugee: 2 + 2, 2 people; group leaders on a
    tribe family: 0 + 2, 3 + 2 people; saboteur and refugee: 1, 2 people; seat 3: nothing."""
    game = new_game(
        [["brawler", "spear", "refugee"], ["group_leaders", "tribe_family_3"], ["saboteur", "refugee"], ["scout"]]
    )
    end_gathering(
        game,
        {0: "commit brawler spear refugee", 1: "commit group_leaders tribe_family_3", 2: "commit saboteur refugee"},
    )
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)  # only the saboteur has a use
    expected = {0: (True, 4, 2), 1: (True, 2, 5), 2: (True, 1, 2), 3: (False, 0, 0)}
    for viewer in (0, 1, 2, 3, None):
        view = game.view(viewer)
        assert view.phase == "skirmish"
        assert view.seats[0].force == ("brawler", "refugee", "spear")
        assert view.seats[1].force == ("group_leaders", "tribe_family_3")
        assert view.seats[2].force == ("refugee", "saboteur")
        assert not view.seats[3].force
        assert strengths(view) == expected
        for seat in range(4):
            assert triple(sc.force_total(view, seat)) == expected[seat]
    game.apply(2, "disarm 0:spear")
    skirmish_turns(game)
    # the disarm leaves the brawler 2 (2 people) and the saboteur no fight: group leaders win
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 5), 2: (False, 0, 2), 3: (False, 0, 0)}
    assert skirmish_winner(game) == 1


def test_view_before_the_reveal_no_seat_sees_another_force_only_its_size() -> None:
    """[000:158] cards go face down and only their number is announced; [000:266] forces are
    revealed together. While seat 2 still commits, seats 0 and 1 show a count and no force or
    strength to the others; each sees her own committed strength."""
    game = new_game([["brawler", "spear"], ["thugs", "refugee"], ["scout"]])
    while (d := decision(game)) is not None and not (d.kind == "commit" and d.seat == 2):
        game.apply(
            d.seat, "end" if d.kind == "turn" else {0: "commit brawler spear", 1: "commit thugs refugee"}[d.seat]
        )
    for viewer in (1, 2, None):
        seat0 = game.view(viewer).seats[0]
        assert seat0.committed_count == 2
        assert seat0.force is None
        assert seat0.strength is None
    own = game.view(0).committed_strength
    assert triple(own) == (True, 4, 1)
    own = game.view(1).committed_strength
    assert triple(own) == (True, 3, 4)
    # force_total: her own committed force for the viewer, nothing for a force still face down
    assert sc.force_total(game.view(0), 0) == game.view(0).committed_strength
    assert sc.force_total(game.view(0), 1) is None
    assert sc.force_total(game.view(None), 0) is None
    # seat 2, at her commit decision, sees her whole hand judged as a force: a scout, 2, 1 person
    hand = game.view(2).hand_strength
    assert triple(hand) == (True, 2, 1)


def test_view_a_gassed_member_is_shown_to_every_seat_with_the_new_strength_s10() -> None:
    """docs/view.md `gassed`: "fighting cards of her revealed force whose fight tear gas has set
    to 0". Seat 0 gasses seat 1's brawler (holding a spear: 0 + 2); while seat 2 decides, every
    view shows it. Then scout 2 (1), brawler 2 (1), sniper team and scavenger 1: a deadlock."""
    game = new_game(
        [["tear_gas", "scout"], ["brawler", "spear"], ["sniper_team", "scavenger"]],
        R4,
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit tear_gas scout", 1: "commit brawler spear", 2: "commit sniper_team scavenger"})
    game.apply(0, "gas 1:brawler")
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    for viewer in (0, 1, 2, None):
        view = game.view(viewer)
        assert view.seats[1].gassed == ("brawler",)
        assert strengths(view)[1] == (True, 2, 1)
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 2, 1), 2: (True, 1, 3)}
    assert skirmish_winner(game) is None


# ---------------------------------------------------------------------------------------------
# more interactions: rogue, gangster, tribal hunters, several special cards in one opportunity


@pytest.mark.parametrize("save", [True, False])
def test_s9_i4_a_medic_saves_the_rogue_from_a_snipe_and_the_rogue_steals_the_tie_003_147(save: bool) -> None:
    """[003:147] "Your rogue can be targeted by a snipe action"; I-4 a medic may save it. Seat 0
    (sniper team and brawler: 2, 3 people) ties seat 1's brawler (2, 1 person) at the top. Seat
    0 snipes seat 2's rogue; saved by seat 2's medic, the rogue takes the tie [003:143];
    unsaved, seat 0 wins it on people."""
    game = new_game([["sniper_team", "brawler"], ["brawler"], ["rogue", "medic"]], HQ1 | R2)
    play_skirmish_round(
        game,
        {0: "commit sniper_team brawler", 1: "commit brawler", 2: "commit rogue medic"},
        {0: ["snipe 2:rogue"]},
        saves={2: ["save medic"]} if save else {},
    )
    assert seat_totals(game)[0] == (True, 2, 3)
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == (2 if save else 0)


def test_v2_s9_two_players_the_stronger_sides_rogue_wins_a_margin_of_one() -> None:
    """V-2: "A rogue triggers on any 2-player tie, i.e. a margin of 0 or 1"; S-9 its owner need
    not be behind. Rogue and brawler (3) against a brawler (2): won by 1, a tie, but the rogue
    takes the resource for its owner."""
    game = new_game([["brawler"], ["rogue", "brawler"]], R2)
    play_skirmish_round(game, {0: "commit brawler", 1: "commit rogue brawler"})
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 3, 2)}
    assert skirmish_winner(game) == 1
    assert cr_holders(game, "grenade") == ["1:discard"]


def test_s2_s3_two_fight_0_forces_tie_at_the_top_above_a_bigger_force_with_no_fight() -> None:
    """S-2: rank by hasFight, then fight; then people among the tied top only. Two tribe
    families (fight 0: 3 and 4 people) tie at the top; a force of group leaders, a sniper team
    and a refugee (no fight, 5 people) ranks below them; the 4-person family wins."""
    game = new_game([["tribe_family_3"], ["tribe_family_4"], ["group_leaders", "sniper_team", "refugee"]])
    play_skirmish_round(
        game,
        {0: "commit tribe_family_3", 1: "commit tribe_family_4", 2: "commit group_leaders sniper_team refugee"},
        {2: ["pass"]},
    )
    assert seat_totals(game) == {0: (True, 0, 3), 1: (True, 0, 4), 2: (False, 0, 5)}
    assert skirmish_winner(game) == 1


def test_s3_x20_a_lone_two_person_tribal_hunters_card_fights_0_and_beats_two_refugees() -> None:
    """S-3 names "tribal hunters 2p" among the cards with a printed fight of 0: it makes
    hasFight, so it beats two refugees (no fight, 2 people) [000:418-420]."""
    game = new_game([["tribal_hunters_2"], ["refugee", "refugee"], ["pills"]], R4, contested=["grenade", "wolf_pack"])
    play_skirmish_round(game, {0: "commit tribal_hunters_2", 1: "commit refugee refugee"})
    assert seat_totals(game)[0] == (True, 0, 2)
    assert seat_totals(game)[1] == (False, 0, 2)
    assert skirmish_winner(game) == 0


def test_r12_two_tear_gases_may_both_be_used_in_one_opportunity_003_245() -> None:
    """R-12: special actions are once per card, tear gas included; S-7 the opportunity allows
    them in any order. Seat 0 gasses seat 1's thugs and seat 2's brawler (holding a spear: 0 +
    2): scout 2 (1 person) ties brawler 2 (1 person), a deadlock; the thugs are at 0."""
    game = new_game(
        [["tear_gas", "tear_gas", "scout"], ["thugs"], ["brawler", "spear"]], R4, contested=["grenade", "wolf_pack"]
    )
    play_skirmish_round(
        game,
        {0: "commit tear_gas tear_gas scout", 1: "commit thugs", 2: "commit brawler spear"},
        {0: ["gas 1:thugs", "gas 2:brawler"]},
    )
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 0, 3), 2: (True, 2, 1)}
    assert skirmish_winner(game) is None


def test_l8_s4_sniping_a_gangsters_refugee_takes_both_of_its_tie_break_people() -> None:
    """L-8: each Gangster refugee counts 2 people in a tie; S-4: a sniped card adds nothing.
    Gangster brawler and refugee (2; 1 + 2 people) tie sniper team and scout (2; 2 + 1): the
    sniper snipes the refugee, and 1 person against 3 loses."""
    game = new_game(
        [["brawler", "refugee"], ["sniper_team", "scout"], ["pills"]],
        HQ3,
        leaders=["leader_gangster", "leader_ranger", "leader_peacemaker"],
    )
    end_gathering(game, {0: "commit brawler refugee", 1: "commit sniper_team scout"})
    assert strengths(game.view(1))[0] == (True, 2, 3)
    skirmish_turns(game, {1: ["snipe 0:refugee"]})
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 2, 3), 2: (False, 0, 0)}
    assert skirmish_winner(game) == 1


def test_x10_l8_an_assassin_may_snipe_a_gangsters_refugee_a_card_of_one_person_003_118() -> None:
    """[003:118] the assassin attacks "cards that represent only 1 tribe member"; the Gangster
    counts a refugee as 2 people only "when breaking skirmish ties" (L-8), so the refugee card
    (1 person) is still a target."""
    game = new_game(
        [["assassin", "brawler"], ["refugee", "thugs"], ["pills"]],
        HQ3 | R2,
        leaders=["leader_peacemaker", "leader_gangster", "leader_ranger"],
    )
    end_gathering(game, {0: "commit assassin brawler", 1: "commit refugee thugs"})
    assert "snipe assassin 1:refugee" in texts(game, 0)
    assert "snipe assassin 1:thugs" not in texts(game, 0)


def test_s12_five_players_every_losers_hardy_scavenger_returns_and_the_winners_does_not_003_181() -> None:
    """[003:181] "If you send HS into the skirmish and you either lose or tie, then any HS units
    you sent are returned to your hand"; S-12 the winner's are discarded; the next draw is still
    5 (a 6-card hand). Thugs and a hardy scavenger (3, 4 people) win."""
    game = new_game(
        [
            ["hardy_scavenger", "brawler"],
            ["hardy_scavenger", "thugs"],
            ["hardy_scavenger", "scout"],
            ["hardy_scavenger"],
            ["pills"],
        ],
        R3,
    )
    play_skirmish_round(
        game,
        {
            0: "commit hardy_scavenger brawler",
            1: "commit hardy_scavenger thugs",
            2: "commit hardy_scavenger scout",
            3: "commit hardy_scavenger",
        },
    )
    assert skirmish_winner(game) == 1
    assert game.round == 4
    for seat in (0, 2, 3):
        assert zone_counter(game, f"{seat}:hand")["hardy_scavenger"] == 1
        assert len(zone_kinds(game, f"{seat}:hand")) == 6
    assert zone_counter(game, "1:hand")["hardy_scavenger"] == 0
    assert len(zone_kinds(game, "1:hand")) == 5
    assert "hardy_scavenger" in zone_kinds(game, "1:discard")


# ---------------------------------------------------------------------------------------------
# who may hold a tool after a special action (R-15, S-3, S-6), modifiers beside a tool


def test_r15_s3_a_saboteur_that_disarmed_holds_no_tool_so_a_second_tool_is_idle_000_496() -> None:
    """[000:496] the saboteur disarms or fights, not both; R-15 tools need a holder with base
    fight. Saboteur, scavenger, grenade and spear (1 + 1 + 3 + 2 = 7) disarm seat 1's net: the
    scavenger holds the grenade (4) and the spear is idle. Brawler, pickaxe and two refugees (4,
    3 people) win the tie on people; thugs (3) trail."""
    game = new_game(
        [["saboteur", "scavenger", "grenade", "spear"], ["thugs", "net"], ["brawler", "pickaxe", "refugee", "refugee"]],
        contested=["wolf_pack", "sled_team"],
    )
    end_gathering(
        game,
        {
            0: "commit saboteur scavenger grenade spear",
            1: "commit thugs net",
            2: "commit brawler pickaxe refugee refugee",
        },
    )
    assert strengths(game.view(1))[0] == (True, 7, 2)
    skirmish_turns(game, {0: ["disarm 1:net"]})
    assert seat_totals(game) == {0: (True, 4, 2), 1: (True, 3, 3), 2: (True, 4, 3)}
    assert skirmish_winner(game) == 2


def test_r14_x14_a_spys_fight_modifier_and_a_tool_share_one_fighter_000_189() -> None:
    """R-14: person modifiers attach to a base-fight member and, like group leaders, take no
    tool slot [000:440-446]; X-14 the spy is a +2 fight modifier. A lone scavenger with a spy and
    a spear fights 1 + 2 + 2 = 5 and beats a scout with a pickaxe (4) and thugs (3)."""
    game = new_game([["scavenger", "spy", "spear"], ["scout", "pickaxe"], ["thugs"]], frozenset({"recon1"}))
    play_skirmish_round(game, {0: "commit scavenger spy spear", 1: "commit scout pickaxe", 2: "commit thugs"})
    assert seat_totals(game) == {0: (True, 5, 2), 1: (True, 4, 1), 2: (True, 3, 3)}
    assert skirmish_winner(game) == 0


def test_x18_view_combat_medics_that_saved_have_not_acted_and_still_fight() -> None:
    """X-18 / S-6: combat medics that save "stay and still fight"; docs/view.md `acted` lists
    cards that "used a special ability instead of fighting", so not them. After seat 1's combat
    medics save her scout from seat 0's sniper team, every view shows seat 1 at 1 + 2 = 3 with
    4 + 1 people. Seat 2's thugs and sniper team (3, 5 people) then tie her: a deadlock."""
    game = new_game(
        [["sniper_team", "brawler"], ["combat_medics", "scout"], ["sniper_team", "thugs"]],
        R4,
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(
        game, {0: "commit sniper_team brawler", 1: "commit combat_medics scout", 2: "commit sniper_team thugs"}
    )
    game.apply(0, "snipe 1:scout")
    while (d := decision(game)) is not None and d.kind == "save":
        game.apply(d.seat, "save combat_medics" if d.seat == 1 else "pass")
    while (d := decision(game)) is not None and d.kind == "skirmish" and d.seat == 0:
        game.apply(0, "pass")
    d = decision(game)
    assert deciding(d) == ("skirmish", 2)
    for viewer in (0, 1, 2, None):
        view = game.view(viewer)
        assert "combat_medics" not in view.seats[1].acted
        assert view.seats[1].force == ("combat_medics", "scout")
        assert strengths(view)[1] == (True, 3, 5)
        assert view.seats[0].acted == ("sniper_team",)
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 2, 3), 1: (True, 3, 5), 2: (True, 3, 5)}
    assert skirmish_winner(game) is None


def test_x13_s6_a_drill_sergeant_that_drilled_holds_no_tool_and_its_force_has_no_fight() -> None:
    """X-13 / S-6: a drill sergeant used for its special in the skirmish "loses its fight" and
    its drawn cards cannot join the force; R-15 a tool needs a base-fight holder. Drill sergeant
    and spear (1 + 2 = 3) drills: no fight, 1 person, and two refugees (no fight, 2 people)
    beat it."""
    game = new_game([["drill_sergeant", "spear"], ["refugee", "refugee"], ["pills"]], R3)
    end_gathering(game, {0: "commit drill_sergeant spear", 1: "commit refugee refugee"})
    assert strengths(game.view(1))[0] == (True, 3, 1)
    game.apply(0, "drill drill_sergeant")  # her discard pile is empty: nothing to shuffle in
    while (d := decision(game)) is not None and game.round == 3 and d.seat == 0 and d.kind == "shuffle":
        game.apply(0, "shuffle none")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (False, 0, 1)
    assert seat_totals(game)[1] == (False, 0, 2)
    assert skirmish_winner(game) == 1


def test_r14_group_leaders_cannot_attach_to_a_sniper_team_which_has_no_fight_000_188() -> None:
    """[000:188] modifiers need a card with the base ability; a sniper team has none (cards.tsv:
    no standard actions). Sniper team and group leaders: no fight, 4 people, and a lone tribe
    family (fight 0, 3 people) beats them [000:418-420]."""
    game = new_game([["sniper_team", "group_leaders"], ["tribe_family_3"], ["pills"]])
    play_skirmish_round(game, {0: "commit sniper_team group_leaders", 1: "commit tribe_family_3"}, {0: ["pass"]})
    assert seat_totals(game)[0] == (False, 0, 4)
    assert seat_totals(game)[1] == (True, 0, 3)
    assert skirmish_winner(game) == 1


def test_s10_l3_tear_gas_zeroes_the_printed_fight_but_not_the_mentors_bonus() -> None:
    """S-10: "Tear gas sets the target's printed fight value to 0"; the Mentor's +1 (L-3) is not
    printed on the card. The Mentor's brawler (2 + 1) is gassed by seat 1: 0 + 1 = 1, 1 person,
    tied with seat 1's scavenger (1, 1 person): a deadlock."""
    game = new_game(
        [["brawler", "refugee"], ["tear_gas", "scavenger"], ["pills"]],
        HQ3 | R4,
        leaders=["leader_mentor", "leader_ranger", "leader_peacemaker"],
        contested=["grenade", "wolf_pack"],
    )
    play_skirmish_round(
        game, {0: "commit brawler refugee", 1: "commit tear_gas scavenger"}, {0: ["lead refugee"], 1: ["gas 0:brawler"]}
    )
    assert seat_totals(game)[0] == (True, 1, 1)
    assert seat_totals(game)[1] == (True, 1, 1)
    assert skirmish_winner(game) is None


def test_s10_a_gassed_brawler_keeps_the_group_leaders_bonus_attached_to_it_003_246() -> None:
    """S-10: tear gas sets the target's own printed fight to 0 ("or fight modifier" only when the
    target is a modifier card); group leaders on the gassed brawler still add 2: 0 + 2 = 2 with
    3 people, against the gas user's scout (2, 1 person): the brawler's side wins on people."""
    game = new_game(
        [["tear_gas", "scout"], ["brawler", "group_leaders"], ["pills"]], R4, contested=["grenade", "wolf_pack"]
    )
    play_skirmish_round(game, {0: "commit tear_gas scout", 1: "commit brawler group_leaders"}, {0: ["gas 1:brawler"]})
    assert seat_totals(game)[1] == (True, 2, 3)
    assert skirmish_winner(game) == 1


def test_i4_a_seat_that_committed_nothing_is_not_asked_in_a_save_window() -> None:
    """docs/scenarios.md: "A player holding no cards at all is not asked"; I-6 in the skirmish only
    cards of the revealed force may be used. Seat 1 committed nothing (her hand, medic included,
    is discarded), so the save window for seat 2's brawler asks seat 2 (who has a medic) first
    and never seat 1; seat 2 passes and seat 3's medic saves it (I-4)."""
    game = new_game([["sniper_team", "scout"], ["medic", "brawler"], ["brawler", "medic"], ["medic", "scavenger"]], HQ1)
    end_gathering(game, {0: "commit sniper_team scout", 2: "commit brawler medic", 3: "commit medic scavenger"})
    game.apply(0, "snipe 2:brawler")
    asked = []
    while (d := decision(game)) is not None and d.kind == "save":
        asked.append(d.seat)
        game.apply(d.seat, "save medic" if d.seat == 3 else "pass")
    assert asked[0] == 2
    assert 1 not in asked
    assert asked[-1] == 3
    skirmish_turns(game)
    # scout 2 (1 + 2 people) against brawler 2 (1 + 1 with the medic), scavenger 1: seat 0
    assert seat_totals(game)[2] == (True, 2, 2)
    assert seat_totals(game)[1] == (False, 0, 0)
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# the peeked prize, and the rogue across the wrap of the seats


@pytest.mark.parametrize("deadlock", [True, False])
def test_view_the_initiators_peek_follows_the_prize_and_the_next_initiator_peeks_the_next_card_000_150(
    deadlock: bool,
) -> None:
    """[000:150] the initiator peeks at the top contested resource; [000:268] the winner takes
    that very card face down. Once it has left the pile, the old initiator's knowledge no longer
    says it is on top of the pile (a deadlock shuffles it into the junkyard, ED-6; a win puts it
    in the winner's discard pile, which she saw go there), and round 4's initiator (seat 1,
    [000:146]) has peeked at the next card, the wolf pack."""
    game = new_game([["brawler"], ["brawler"] if deadlock else ["scout", "scout"], ["pills"]])
    assert game.view(0).peeked == "grenade"
    play_skirmish_round(game, {0: "commit brawler", 1: "commit brawler" if deadlock else "commit scout scout"})
    assert game.round == 4
    assert skirmish_winner(game) == (None if deadlock else 1)
    knowledge = {k.zone: k.cards for k in game.view(0).knowledge}
    assert "grenade" not in knowledge.get("contested", ())
    if not deadlock:
        assert "grenade" in knowledge.get("1:discard", ())
    assert game.view(1).peeked == "wolf_pack"
    assert game.view(0).peeked is None
    assert game.view(None).junkyard_count == len(game.zones()["junkyard"])


def test_s9_the_first_rogue_from_the_initiator_counts_around_the_table_003_143() -> None:
    """S-9: "first in turn order" runs from the initiator clockwise. With seat 4 the initiator
    of five, the order is 4, 0, 1, 2, 3: seat 0's rogue, not seat 3's, takes the tie between
    seats 1 and 2 (thugs, 3 each)."""
    game = new_game([["rogue"], ["thugs"], ["thugs"], ["rogue"], ["pills"]], R2, initiator=4)
    play_skirmish_round(game, {0: "commit rogue", 1: "commit thugs", 2: "commit thugs", 3: "commit rogue"})
    assert skirmish_winner(game) == 0


@pytest.mark.parametrize(
    ("hand", "leader", "move", "kind"),
    [
        (["saboteur", "brawler"], "leader_peacemaker", "disarm 1:spear", "spear"),
        (["refugee", "brawler"], "leader_fanatic", "lead refugee 1:scout", "scout"),
    ],
)
def test_i4_l7_a_disarm_or_the_fanatic_opens_no_save_window_only_snipes_do_000_543(
    hand: list[str], leader: str, move: str, kind: str
) -> None:
    """A medic's save answers a snipe [000:543] (I-4); a disarm is no snipe, and the Fanatic's
    strike "A save cannot stop" (L-7). Seats 1 and 2 have medics in their forces, yet neither is
    asked: the struck card goes straight to its owner's discard pile."""
    game = new_game(
        [hand, ["scout", "spear", "medic"], ["medic", "scavenger"]],
        HQ3,
        leaders=[leader, "leader_ranger", "leader_organizer"],
    )
    end_gathering(game, {0: "commit " + " ".join(hand), 1: "commit scout spear medic", 2: "commit medic scavenger"})
    game.apply(0, move)
    d = decision(game)
    assert d is None or d.kind != "save"
    assert kind in zone_kinds(game, "1:discard")


def test_x10_i4_an_assassins_snipe_may_be_saved_by_a_third_players_medic_003_117() -> None:
    """[003:117] the assassin snipes "like the sniper team", so a medic may save its target
    (X-10: "it can be saved"; I-4: any player). Seat 2's medic saves seat 1's scout; the scout
    (2) then ties the initiator's brawler (2, and 1 + 1 people with the assassin) and loses on
    people (1 + 0)."""
    game = new_game([["assassin", "brawler"], ["scout"], ["medic", "pills"]], HQ1 | R2)
    play_skirmish_round(
        game,
        {0: "commit assassin brawler", 1: "commit scout", 2: "commit medic"},
        {0: ["snipe assassin 1:scout"]},
        saves={2: ["save medic"]},
    )
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 1), 2: (False, 0, 1)}
    assert skirmish_winner(game) == 0


def test_s5_l8_a_gangsters_scouting_refugee_also_counts_two_people_in_the_tie() -> None:
    """L-8: the Gangster's refugees, "including scouting refugees", count 2 people in a skirmish
    tie (S-5). Scout with the scouting refugee's +1 (2 + 1 = 3; 1 + 2 people) ties thugs (3, 3
    people) on both: a deadlock."""
    game = new_game(
        [["scout", "scouting_refugee"], ["thugs"], ["pills"]],
        HQ3 | frozenset({"recon1"}),
        leaders=["leader_gangster", "leader_ranger", "leader_peacemaker"],
    )
    play_skirmish_round(game, {0: "commit scout scouting_refugee", 1: "commit thugs"})
    assert seat_totals(game)[0] == (True, 3, 3)
    assert seat_totals(game)[1] == (True, 3, 3)
    assert skirmish_winner(game) is None


def test_s8_a_provocateurs_force_size_counts_group_leaders_people_not_their_bonus_003_131() -> None:
    """S-8: the size is the "printed people of the remaining person cards" and excludes
    "group-leader modifiers": provocateur, group leaders and a refugee are 1 + 2 + 1 = 4 (their
    natural fight is 1 + 2 = 3). 4 ties thugs with a net (4, 3 people) and wins on people."""
    game = new_game([["provocateur", "group_leaders", "refugee"], ["thugs", "net"], ["pills"]], R2)
    end_gathering(game, {0: "commit provocateur group_leaders refugee", 1: "commit thugs net"})
    assert strengths(game.view(1))[0] == (True, 3, 4)
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0] == (True, 4, 4)
    assert skirmish_winner(game) == 0


def test_i4_with_medics_in_every_force_the_save_window_runs_clockwise_from_the_target_owner() -> None:
    """I-4: the save window "starts with the target's owner, then runs clockwise from her".
    Four forces with a medic each; seat 0 snipes seat 2's brawler: seat 2, then 3, then (if the
    sniper is asked at all) 0, then 1; all pass and the brawler is gone."""
    game = new_game([["sniper_team", "medic"], ["medic", "scavenger"], ["brawler", "medic"], ["medic", "scout"]], HQ1)
    end_gathering(
        game,
        {
            0: "commit sniper_team medic",
            1: "commit medic scavenger",
            2: "commit brawler medic",
            3: "commit medic scout",
        },
    )
    game.apply(0, "snipe 2:brawler")
    asked = []
    while (d := decision(game)) is not None and d.kind == "save":
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert asked in ([2, 3, 0, 1], [2, 3, 1])
    skirmish_turns(game)
    # seat 0: no fight, 2 + 1 people; seat 1: 1; seat 2: no fight, 1; seat 3: scout 2 wins
    assert seat_totals(game) == {0: (False, 0, 3), 1: (True, 1, 2), 2: (False, 0, 1), 3: (True, 2, 2)}
    assert skirmish_winner(game) == 3


def test_s10_a_lone_gassed_scout_still_fights_0_and_beats_the_gas_users_three_refugees_000_418() -> None:
    """S-10: the gassed target "keeps a fight ability of 0. hasFight still holds"; [000:418-420]
    fight 0 beats no fight at all. Tear gas and three refugees (no fight, 3 people) gas the lone
    scout (0, 1 person), which still wins."""
    game = new_game(
        [["tear_gas", "refugee", "refugee", "refugee"], ["scout"], ["pills"]], R4, contested=["grenade", "wolf_pack"]
    )
    play_skirmish_round(game, {0: "commit tear_gas refugee refugee refugee", 1: "commit scout"}, {0: ["gas 1:scout"]})
    assert seat_totals(game)[0] == (False, 0, 3)
    assert seat_totals(game)[1] == (True, 0, 1)
    assert skirmish_winner(game) == 1


def test_s9_s10_the_rogues_owner_may_gas_a_leader_down_into_a_tie_and_steal_it_003_143_245() -> None:
    """[003:143] a tie for the highest fight hands the resource to the first rogue, whose owner
    need not be tied (S-9); S-7 her opportunity may include tear gas. Seat 0 (rogue, tear gas)
    gasses seat 1's scavenger: thugs and scavenger 3 + 1 -> 3 + 0, tied with seat 2's thugs (3):
    the rogue takes it."""
    game = new_game(
        [["rogue", "tear_gas"], ["thugs", "scavenger"], ["thugs"]], R2 | R4, contested=["grenade", "wolf_pack"]
    )
    play_skirmish_round(
        game,
        {0: "commit rogue tear_gas", 1: "commit thugs scavenger", 2: "commit thugs"},
        {0: ["gas 1:scavenger"]},
    )
    assert seat_totals(game) == {0: (True, 1, 1), 1: (True, 3, 4), 2: (True, 3, 3)}
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# the Fanatic's strike is no snipe, but it takes a card out of the force all the same (L-7, S-4)

FANATIC_FIRST = ["leader_fanatic", "leader_ranger", "leader_peacemaker"]


def test_l7_s12_a_hardy_scavenger_struck_by_the_fanatic_is_not_returned_003_181() -> None:
    """S-12: a hardy scavenger returns only "if it was in its owner's force at final
    resolution"; the Fanatic's strike discards it (L-7). Seat 1 loses (brawler 2 against
    thugs 3) and her hardy scavenger stays in the discard pile: her new hand is 5 cards."""
    game = new_game([["refugee", "thugs"], ["hardy_scavenger", "brawler"], ["pills"]], HQ3 | R3, leaders=FANATIC_FIRST)
    play_skirmish_round(
        game,
        {0: "commit refugee thugs", 1: "commit hardy_scavenger brawler"},
        {0: ["lead refugee 1:hardy_scavenger"]},
    )
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0
    assert "hardy_scavenger" not in zone_kinds(game, "1:hand")
    assert len(zone_kinds(game, "1:hand")) == 5


def test_l7_s8_a_provocateur_struck_by_a_later_fanatic_loses_the_force_size_fight_003_133() -> None:
    """[003:133] "If your provocateur gets sniped, your fight score reverts back to its natural
    score"; S-8 the announcement holds "only if the provocateur is still in the force" at final
    resolution. Seat 0 announces (provocateur and a 5-person tribe family: 6); seat 1's Fanatic
    then discards the provocateur: the tribe family's natural fight is 0, and seat 1's scout (2)
    wins."""
    game = new_game(
        [["provocateur", "tribe_family_5"], ["refugee", "scout"], ["pills"]],
        HQ3 | R2,
        leaders=["leader_ranger", "leader_fanatic", "leader_peacemaker"],
    )
    play_skirmish_round(
        game,
        {0: "commit provocateur tribe_family_5", 1: "commit refugee scout"},
        {0: ["provoke provocateur"], 1: ["lead refugee 0:provocateur"]},
    )
    assert seat_totals(game)[0] == (True, 0, 5)
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 1


def test_l7_s9_a_rogue_struck_by_the_fanatic_steals_nothing_and_the_tie_deadlocks_003_147() -> None:
    """S-2 step 3 looks for a rogue still in a force; the Fanatic discards seat 2's rogue. Seats
    1 and 2 then tie at fight 2 with 1 person each: a deadlock [000:274]."""
    game = new_game([["refugee", "scavenger"], ["brawler"], ["brawler", "rogue"]], HQ3 | R2, leaders=FANATIC_FIRST)
    play_skirmish_round(
        game,
        {0: "commit refugee scavenger", 1: "commit brawler", 2: "commit brawler rogue"},
        {0: ["lead refugee 2:rogue"]},
    )
    assert seat_totals(game) == {0: (True, 1, 1), 1: (True, 2, 1), 2: (True, 2, 1)}
    assert skirmish_winner(game) is None
