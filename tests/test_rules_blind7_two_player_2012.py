"""Blind audit: the two-player rules and the older (2012) edition, each combined with the
expansions (HQ modules 1-4, Recon modules 1-5, the variants).

Written from the rulebooks ([000] 2015 base + HQ, [001] the older edition, [003] Recon) and
RULINGS.md only, through the public API (DESIGN.md "Public API", docs/scenarios.md,
docs/variants.md, docs/view.md); never from the engine's source. Each test is named after the
rule it checks and cites its line or ruling.

The two-player section [000:111-116] / [001:105-111]: no contested-resource peeking, the people
brought to a skirmish no longer matter, a skirmish must be won by 2 or it is a tie and the
contested resource is shuffled into the junkyard (RULINGS V-1..V-3, X-9, ED-6). The 2012
edition (``GameConfig(rules="2012")``) differs where RULINGS ED-1, ED-7, ED-11, ED-12 and
ED-15 say; everything else follows the 2015 text (ED-2, ED-4, ...)."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import (
    BASE_CONTESTED_KINDS,
    RECON_CONTESTED_KINDS,
    act,
    end_gathering,
    pass_responses,
    play_out,
    skirmish_totals,
    skirmish_winner,
    texts,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

EDITIONS = ("2015", "2012")
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
CONTESTED = ["grenade", "wolf_pack"]

RECON_CONTESTED = set(RECON_CONTESTED_KINDS)
BASE_CONTESTED = set(BASE_CONTESTED_KINDS)
"""The 28 contested resources, 2 of each of these 14 kinds ([000:37], [003:21], RULINGS 1.1)."""


def stacked(
    seats: int,
    modules: frozenset[str] = frozenset(),
    rules: str = "2015",
    /,
    **scenario: object,
) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, rules=rules, scenario=scenario))


def skirmish(
    game: sc.Game,
    moves: dict[int, list[str]] | None = None,
    saves: dict[int, str] | None = None,
) -> None:
    """Play the round's skirmish: each seat's opportunity takes its given moves, a save window
    takes its given save, everything else passes; stops once the round is over (or at once, if
    the skirmish was resolved inside the last commit)."""
    moves = {seat: list(m) for seat, m in (moves or {}).items()}
    saves = dict(saves or {})
    start = game.round
    while not game.over and game.round == start and (d := game.view(None).decision) is not None:
        if d.kind == "save" and d.seat in saves:
            game.apply(d.seat, saves.pop(d.seat))
        elif d.kind == "skirmish" and moves.get(d.seat):
            game.apply(d.seat, moves[d.seat].pop(0))
        elif d.kind in ("skirmish", "respond", "save"):
            game.apply(d.seat, "pass")
        else:
            return  # the skirmish resolved already (nobody had anything to use in it)


def duel(
    modules: frozenset[str],
    forces: tuple[list[str], list[str]],
    moves: dict[int, list[str]] | None = None,
    *,
    saves: dict[int, str] | None = None,
    leaders: tuple[str, str] | None = None,
    buildings: dict[int, list[dict[str, object]]] | None = None,
    rules: str = "2015",
) -> sc.Game:
    """A two-player round 3, seat 0 the initiator: each seat holds and commits its force,
    then the skirmish is played with the given moves."""
    players: list[dict[str, object]] = [{"hand": list(f)} for f in forces]
    if leaders:
        for seat, leader in enumerate(leaders):
            players[seat]["leader"] = leader
    for seat, built in (buildings or {}).items():
        players[seat]["buildings"] = built
    game = stacked(2, modules, rules, round=3, initiator=0, players=players, contested=CONTESTED)
    end_gathering(game, {seat: "commit " + " ".join(f) for seat, f in enumerate(forces)})
    skirmish(game, moves, saves)
    return game


def from_round_2(
    players: int, modules: frozenset[str], rules: str, round_3_hands: list[list[str]], commits: dict[int, str]
) -> sc.Game:
    """A table started in round 2 with seat 0 the initiator and empty hands: round 2 passes
    with nobody acting, and each seat draws exactly ``round_3_hands[seat]`` for round 3, then
    ends its turn and commits as given."""
    game = stacked(
        players,
        modules,
        rules,
        round=2,
        initiator=0,
        players=[{"deck": list(hand)} for hand in round_3_hands],
        contested=CONTESTED,
    )
    while game.round == 2:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    assert [tuple(sorted(game.view(s).hand)) for s in range(players)] == [tuple(sorted(h)) for h in round_3_hands]
    end_gathering(game, commits)
    return game


def round_3_initiator(game: sc.Game) -> int | None:
    return next(e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED and e.round == 3)


# --- Two players: the skirmish "won by 2" with Recon and HQ cards [000:115-116] ------------------


@pytest.mark.parametrize(
    ("moves", "winner"),
    [
        ({1: ["gas 0:brawler"]}, 1),  # 1 against 3: a margin of 2, the rogue is beaten
        ({}, 0),  # 3 against 3: a two-player tie, the rogue takes it
        ({1: ["gas 0:rogue"]}, 0),  # 2 against 3: still a tie, and the gassed rogue is still there
    ],
)
def test_two_players_tear_gas_can_break_a_tie_to_counter_a_rogue_003_250_v2(
    moves: dict[int, list[str]], winner: int
) -> None:
    """[003:250] "Tear gas can indirectly counter a rogue by breaking a tied skirmish"; with two
    players a "tie" is anything won by less than 2 [000:116] (RULINGS V-2), and a gassed rogue
    is not sniped, so it still wins a tie [003:143, 147]."""
    game = duel(frozenset({"recon2", "recon4"}), (["rogue", "brawler"], ["thugs", "tear_gas"]), moves)
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize("target", ["provocateur", "tribe_family_5"])
def test_two_players_tear_gas_is_not_effective_against_a_provocateur_003_249(target: str) -> None:
    """[003:249] "Tear gas is not effective against a provocateur (cumulative tribe member count
    is used)": the provocateur's force of 6 people fights 6 and beats the thugs' 3 by 2 or more,
    whichever of its members is gassed."""
    game = duel(
        frozenset({"recon2", "recon4"}),
        (["provocateur", "tribe_family_5"], ["thugs", "tear_gas"]),
        {0: ["provoke provocateur"], 1: [f"gas 0:{target}"]},
    )
    assert skirmish_totals(game)[0][:2] == (1, 6)
    assert skirmish_winner(game) == 0


@pytest.mark.parametrize(("moves", "winner"), [({0: ["lead refugee 1:brawler"]}, 0), ({}, None)])
def test_two_players_the_fanatic_in_the_skirmish_can_open_the_two_point_margin_000_709_715(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """The Fanatic is used "during the skirmish (same as a saboteur or sniper team)" [000:711]
    on "any card played from a player's hand" [000:715]; the refugee is removed from play
    [000:656-658]. Brawler against brawler is a tie; with the other brawler discarded, 2
    against nothing is a win by 2 [000:116] (RULINGS V-2)."""
    game = duel(
        HQ3,
        (["brawler", "refugee"], ["brawler"]),
        moves,
        leaders=("leader_fanatic", "leader_mentor"),
    )
    assert skirmish_winner(game) == winner
    if moves:
        assert game.view(None).seats[0].removed == 1


@pytest.mark.parametrize(
    ("moves", "winner"),
    [
        ({}, 0),  # 3 against 3: a tie, seat 0's rogue takes it
        ({1: ["lead refugee 0:rogue"]}, None),  # 2 against 3: a tie with no rogue left
        ({1: ["lead refugee 0:brawler"]}, 1),  # 1 against 3: won by 2
    ],
)
def test_two_players_the_fanatic_may_strike_the_rogue_before_the_tie_is_judged_003_147_000_715(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """The rogue is passive and judged at the end [003:143, 146]; "Your rogue can be targeted"
    [003:147], and the Fanatic discards any revealed person [000:715] (RULINGS L-7, S-9). With
    the rogue gone, a margin of 1 is a plain two-player tie: the resource goes to the junkyard."""
    game = duel(
        HQ3 | {"recon2"},
        (["rogue", "brawler"], ["thugs", "refugee"]),
        moves,
        leaders=("leader_mentor", "leader_fanatic"),
    )
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize(("saves", "winner"), [({1: "save combat_medics"}, 1), ({}, None)])
def test_two_players_combat_medics_save_and_still_fight_for_the_margin_003_231(
    saves: dict[int, str], winner: int | None
) -> None:
    """[003:231] Combat medics "can save against a snipe attack AND fight in the same round":
    saved, the thugs (3) and the medics (1) fight 4 against the brawler's 2, a win by 2; not
    saved, 1 against 2 is a two-player tie [000:116]. The sniper team that acted gives no fight
    [000:496]."""
    game = duel(
        frozenset({"hq1", "recon4"}),
        (["brawler", "sniper_team"], ["thugs", "combat_medics"]),
        {0: ["snipe 1:thugs"]},
        saves=saves,
    )
    assert skirmish_winner(game) == winner
    assert skirmish_totals(game)[1][1] == (4 if saves else 1)


@pytest.mark.parametrize(("moves", "winner"), [({0: ["snipe 1:rogue"]}, None), ({}, 1)])
def test_two_players_a_sniped_rogue_cannot_take_the_tie_003_147_v2(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """Scout and rogue (3) against a brawler (2) is won by 1, a two-player tie that the rogue
    takes [003:143] (RULINGS V-2); a sniped rogue ([003:147], "the card is discarded" [000:316])
    leaves 2 against 2: a tie with no rogue, so the resource goes into the junkyard."""
    game = duel(frozenset({"recon2"}), (["brawler", "sniper_team"], ["rogue", "scout"]), moves)
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize(("moves", "winner"), [({0: ["lead refugee"]}, 0), ({}, None)])
def test_two_players_the_mentors_plus_one_in_the_skirmish_can_make_the_margin_ruling_l3_v2(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """Two brawlers (4) against thugs (3) is a tie with two players [000:116]; the Mentor's
    refugee gives one brawler +1 (RULINGS L-3): 5 against 3 is won by 2. The refugee leaving the
    force costs a person, which does not matter with two players [000:115]."""
    game = duel(
        HQ3,
        (["brawler", "brawler", "refugee"], ["thugs"]),
        moves,
        leaders=("leader_mentor", "leader_fanatic"),
    )
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize(
    ("forces", "winner"),
    [
        ((["provocateur", "tribe_family_4"], ["provocateur", "tribe_family_3", "refugee"]), None),  # 5 v 5
        ((["provocateur", "tribe_family_5"], ["provocateur", "tribe_family_3"]), 0),  # 6 v 4
        ((["provocateur", "tribe_family_4"], ["provocateur", "tribe_family_4"]), None),  # 5 v 5
    ],
)
def test_two_players_two_provocateurs_still_need_a_margin_of_two_003_130_000_116(
    forces: tuple[list[str], list[str]], winner: int | None
) -> None:
    """Each provocateur makes its force's size its fight [003:130-132]; the people that become
    fight are no tie-break, and the margin of 2 still applies [000:115-116] (RULINGS V-2)."""
    game = duel(frozenset({"recon2"}), forces, {0: ["provoke provocateur"], 1: ["provoke provocateur"]})
    assert skirmish_winner(game) == winner


def test_two_players_the_gangster_does_not_count_toward_the_provocateur_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur ability":
    the force of a provocateur and 3 refugees fights 4 (not 7) against 5: a two-player tie."""
    game = duel(
        HQ3 | {"recon2"},
        (["provocateur", "refugee", "refugee", "refugee"], ["thugs", "brawler"]),
        {0: ["provoke provocateur"]},
        leaders=("leader_gangster", "leader_mentor"),
    )
    assert skirmish_totals(game)[0][:2] == (1, 4)
    assert skirmish_winner(game) is None


@pytest.mark.parametrize(("moves", "winner"), [({0: ["disable 1:portable_decoys"]}, None), ({}, 1)])
def test_two_players_a_saboteur_switching_off_portable_decoys_shrinks_a_provocateurs_force_h11_003_206(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """Portable decoys add 1 to the force's size per 2 cards brought [003:206], which the
    provocateur uses as fight [003:131]. A Dirty Deeds saboteur may disable a completed
    building [000:683], in the skirmish too (RULINGS H-11): then the force of 5 people fights 5
    against the saboteur's side's 5 (the saboteur that acted does not fight [000:496]), a tie;
    left on, 5 + 3 = 8 beats 6 by 2 [000:116]."""
    game = duel(
        HQ4 | {"recon2", "recon3"},
        (["saboteur", "thugs", "brawler"], ["provocateur", "tribe_family_4", "junk", "junk", "junk", "junk"]),
        {**moves, 1: ["provoke provocateur"]},
        leaders=("leader_mentor", "leader_fanatic"),
        buildings={1: [{"building": "portable_decoys"}]},
    )
    assert skirmish_winner(game) == winner
    assert game.view(None).seats[1].buildings[0].disabled == bool(moves)


@pytest.mark.parametrize(("moves", "winner"), [({0: ["snipe 1:leader_mentor"]}, None), ({}, 1)])
def test_two_players_a_leader_wounded_in_the_skirmish_gives_no_plus_one_000_691_l17(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """A Dirty Deeds sniper team may wound a leader, which "removes the leader's advantage"
    [000:691] at once (RULINGS L-13, L-17): the initiator snipes the Mentor before its owner's
    skirmish turn, so brawler and scout fight 4 against the thugs' 3, a two-player tie; unhurt,
    the Mentor's +1 makes 5 against 3, a win by 2 [000:116]."""
    game = duel(
        HQ4,
        (["sniper_team", "thugs"], ["brawler", "scout", "refugee"]),
        {**moves, 1: ["lead refugee"]},
        leaders=("leader_fanatic", "leader_mentor"),
    )
    assert skirmish_winner(game) == winner
    assert game.view(None).seats[1].wounded == bool(moves)


@pytest.mark.parametrize(("moves", "winner"), [({0: ["drill drill_sergeant"]}, None), ({}, 0)])
def test_two_players_a_drill_sergeant_used_in_the_skirmish_gives_up_its_fight_x13_003_176(
    moves: dict[int, list[str]], winner: int | None
) -> None:
    """Thugs (3) and a drill sergeant (1) beat a brawler (2) by 2 [000:116]; a drill sergeant
    that uses its special in the skirmish gives up its fight (an active ability is used "in lieu
    of" a standard action [003:39]; RULINGS S-6, X-13) and cannot add cards to the force
    [003:176]: 3 against 2 is a two-player tie."""
    game = stacked(
        2,
        frozenset({"recon3"}),
        "2015",
        round=3,
        initiator=0,
        players=[{"hand": ["drill_sergeant", "thugs"], "deck": ["refugee"] * 7}, {"hand": ["brawler"]}],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit drill_sergeant thugs", 1: "commit brawler"})
    skirmish(game, moves)
    assert skirmish_totals(game)[0][1] == (3 if moves else 4)
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize("sniped", [True, False])
def test_two_players_a_sniped_hardy_scavenger_does_not_come_back_after_a_tie_s12_003_181(sniped: bool) -> None:
    """Brawler against brawler is a two-player tie either way [000:116]; the hardy scavenger
    returns to hand after a tie [003:181] only if it is still in the force: a sniped one was
    discarded [000:316] (RULINGS S-12, V-2)."""
    game = stacked(
        2,
        frozenset({"recon3"}),
        "2015",
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["hardy_scavenger", "brawler"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit hardy_scavenger brawler"})
    skirmish(game, {0: ["snipe 1:hardy_scavenger"]} if sniped else {})
    assert skirmish_winner(game) is None
    assert game.round == 4
    assert ("hardy_scavenger" in game.view(1).hand) is not sniped
    assert ("hardy_scavenger" in game.view(None).seats[1].discard) is sniped


# --- Two players: the game's end, gangs and Recon module 4 -----------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_gangs_are_won_with_their_own_tie_breaks_000_561_565_003_265(rules: str) -> None:
    """The last resource tied away ends the game (RULINGS ED-2). Masons: 1 building each, the
    tie goes to the most engineers [000:565]. Pharmers: 2 meds each (pills and medkits only,
    ED-8 [001:529]), the tie goes to the most medics [000:563]. Humanitarians: 2 refugee cards
    each, "In the event of a tie, this gang is not awarded" [003:265]. Gearheads: no tools at
    all, no gang (RULINGS F-4). Each gang is worth 5 people (F-7)."""
    game = stacked(
        2,
        HQ2 | {"recon5"},
        rules,
        round=3,
        initiator=0,
        players=[
            {"deck": ["refugee", "refugee", "engineer", "engineer", "medkit"], "buildings": [{"building": "armory"}]},
            {
                "deck": ["refugee", "scouting_refugee", "engineer", "medkit", "medic"],
                "buildings": [{"building": "pharmacy"}],
            },
        ],
        contested=["grenade"],
    )
    result = play_out(game)
    assert game.round == 3
    masons, pharmers = result.scores
    assert masons.gangs == ("gang_masons",)
    assert pharmers.gangs == ("gang_pharmers",)
    assert masons.people == 4 + 5
    assert pharmers.people == 4 + 5


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_the_gearheads_tie_goes_to_contested_resource_tools_000_561(rules: str) -> None:
    """The Gearheads: "Most tools" counts every card with a tool icon; "Ties are broken by counting the total
    number of tools that are contested resources" [000:561] [001:524-527]: spear and grenade
    against spear and shovel is 2 to 2, and the grenade wins it (RULINGS F-5)."""
    game = stacked(
        2,
        HQ1,
        rules,
        round=3,
        initiator=0,
        players=[{"deck": ["spear", "grenade", "refugee"]}, {"deck": ["spear", "shovel", "refugee", "refugee"]}],
        contested=["wolf_pack"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[1].gangs == ()
    assert result.scores[0].people == 1 + 5


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_gang_adds_people_but_no_card_to_the_final_tie_break_f2_000_170(rules: str) -> None:
    """Spear and refugee with the Gearheads (1 + 5 people) against thugs, group leaders and a
    refugee (3 + 2 + 1) is a 6-6 tie with no contested resources; "the player among those tied
    with the largest number of cards in her deck is the winner" [000:170] [001:178-180], and a
    gang card is not a card of the deck (RULINGS F-2, F-7): 3 cards beat 2."""
    game = stacked(
        2,
        HQ1,
        rules,
        round=3,
        initiator=0,
        players=[{"deck": ["spear", "refugee"]}, {"deck": ["thugs", "group_leaders", "refugee"]}],
        contested=["wolf_pack"],
    )
    result = play_out(game)
    assert [(s.people, s.contested, s.cards, s.gangs) for s in result.scores] == [
        (6, 0, 2, ("gang_gearheads",)),
        (6, 0, 3, ()),
    ]
    assert result.winners == (1,)


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_masons_count_completed_enabled_buildings_and_locked_cards_still_score_f1_f6(
    rules: str,
) -> None:
    """The Masons count "completed and enabled buildings" [000:565] [001:533-535]: a bunker a
    saboteur disabled [000:683] and an armory under construction count for nothing, so one
    finished pharmacy wins them (RULINGS F-6). The thugs locked in the disabled bunker and the
    refugee on the armory's timer are still the player's cards and score (F-1, H-11)."""
    game = stacked(
        2,
        HQ4,
        rules,
        round=3,
        initiator=0,
        players=[
            {
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "stored": ["thugs"], "disabled": True},
                    {"building": "armory", "timer": ["refugee"]},
                ],
            },
            {"leader": "leader_fanatic", "buildings": [{"building": "pharmacy"}]},
        ],
        contested=["grenade"],
    )
    result = play_out(game)
    assert [(s.people, s.gangs) for s in result.scores] == [(3 + 1, ()), (5, ("gang_masons",))]
    assert result.winners == (1,)


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_random_contested_resources_use_14_of_the_28_and_the_game_lasts_16_rounds_003_220_v9(
    rules: str,
) -> None:
    """Recon module 4: "Shuffle all 28 CRs together ... Draw the top 14 and use those" [003:220];
    the 14 are the timer (RULINGS V-9, ED-2): with nobody ever committing, each of the 16 rounds'
    two-player ties [000:116] puts its resource into the junkyard and the game ends after round
    16 with all 14 there. The two-player removal leaves the contested pile alone [000:113]."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=frozenset({"recon4"}), rules=rules))
    pile = Counter(zone_kinds(game, "contested"))
    assert game.view(None).contested_count == 14
    assert set(pile) <= BASE_CONTESTED | RECON_CONTESTED
    assert max(pile.values()) <= 2
    assert not set(zone_kinds(game, "junkyard")) & (BASE_CONTESTED | RECON_CONTESTED)
    play_out(game)
    assert game.round == 16
    assert Counter(k for k in zone_kinds(game, "junkyard") if k in BASE_CONTESTED | RECON_CONTESTED) == pile


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_never_peek_at_a_random_contested_pile_with_every_module_000_114_x9(rules: str) -> None:
    """The two-player "Eliminate all contested resources peeking" [000:114] [001:107] holds
    with Recon module 4's random pile and every HQ module too: no seat ever holds a peek or any
    knowledge of the contested pile, in any of the 16 rounds (RULINGS V-3, X-9)."""
    modules = HQ4 | {"recon2", "recon4"}
    game = sc.Game.new(sc.GameConfig(players=2, seed=5, modules=modules, rules=rules))
    rounds = set()
    while not game.over:
        for seat in (0, 1):
            view = game.view(seat)
            assert view.peeked is None
            assert not any(k.zone == "contested" for k in view.knowledge)
        rounds.add(game.round)
        d = game.view(None).decision
        assert d is not None
        if d.kind == "leader":
            game.apply(d.seat, game.legal_actions(d.seat)[0])
        else:
            game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert rounds == set(range(1, 17))


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_tied_recon_resource_dug_from_the_junkyard_is_a_contested_resource_ed6_f3(rules: str) -> None:
    """A two-player tie puts the resource into the junkyard [000:116] (RULINGS ED-6); dug out
    later it still carries the contested-resource icon and counts as one (F-3), and it is kept
    face down [000:260-262]."""
    game = stacked(
        2,
        frozenset({"recon4"}),
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"], "deck": ["refugee"]}, {"hand": ["scout"], "deck": ["scavenger"]}],
        contested=["tear_gas", "grenade"],
        junkyard=[],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit scout"})
    skirmish(game)
    assert skirmish_winner(game) is None
    assert zone_kinds(game, "junkyard") == ["tear_gas"]
    assert game.round == 4
    assert game.view(None).initiator == 1
    act(game, 1, "dig scavenger")
    act(game, 1, "keep tear_gas")
    assert game.score(1).contested == 1
    assert game.view(0).seats[1].discard_hidden_count == 1


def test_two_players_the_tie_shuffle_leaves_the_yardmaster_no_ordered_knowledge_ed6_x9() -> None:
    """The Yardmaster still peeks at the junkyard with two players (RULINGS X-9); the tied
    resource is then shuffled into it [000:116, 236], so what she saw is no longer in order,
    and nobody learns which resource went in ("without looking at it" [000:274])."""
    game = stacked(
        2,
        HQ3 | {"recon5"},
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler"], "leader": "leader_yardmaster"},
            {"hand": ["brawler"], "leader": "leader_mentor"},
        ],
        contested=CONTESTED,
        junkyard=["net", "pills", "junk", "medkit", "spear"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert [(k.zone, k.cards, k.in_order) for k in game.view(0).knowledge] == [("junkyard", ("net", "pills"), True)]
    end_gathering(game, {0: "commit brawler", 1: "commit brawler"})
    skirmish(game)
    assert skirmish_winner(game) is None
    assert "grenade" in zone_kinds(game, "junkyard")
    for seat in (0, 1):
        knowledge = game.view(seat).knowledge
        assert not any(k.zone == "junkyard" and k.in_order for k in knowledge)
        assert not any("grenade" in k.cards for k in knowledge)


# --- The 2012 edition: the initiator card passes every round (RULINGS ED-1) ---------------------


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_2012_the_initiator_card_passes_every_round_with_every_expansion_ed1(rules: str, players: int) -> None:
    """[001:137] "The initiator passes the initiator card to her left-hand opponent, starting a
    new round" at every round; [000:146] keeps it with the first player for rounds 1-3. The
    leader choice of HQ module 3 and the Recon modules change nothing about it."""
    modules = HQ4 | {"recon1", "recon2", "recon4"}
    game = sc.Game.new(sc.GameConfig(players=players, seed=11, modules=modules, rules=rules))
    while not game.over:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "leader":
            game.apply(d.seat, game.legal_actions(d.seat)[0])
        else:
            game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    seen = [e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED]
    assert len(seen) == 16
    first = seen[0]
    assert first is not None
    if rules == "2012":
        expected = [(first + r) % players for r in range(16)]
    else:
        expected = [first] * 3 + [(first + r) % players for r in range(1, 14)]
    assert seen == expected


@pytest.mark.parametrize(("rules", "initiator", "winner"), [("2015", 0, 0), ("2012", 1, 1)])
def test_2012_the_first_rogue_from_the_round_3_initiator_takes_the_tie_ed1_003_143(
    rules: str, initiator: int, winner: int
) -> None:
    """The "first player in turn order with a rogue" [003:143] counts from the round's
    initiator (RULINGS S-9); from a round-2 table with seat 0 the initiator, round 3's initiator
    is seat 1 with the 2012 rules (the card passed [001:137]) and still seat 0 with the 2015
    rules [000:146]."""
    game = from_round_2(
        3,
        frozenset({"recon2"}),
        rules,
        [["rogue", "brawler"], ["rogue", "brawler"], ["scout"]],
        {0: "commit rogue brawler", 1: "commit rogue brawler", 2: "commit scout"},
    )
    skirmish(game)
    assert round_3_initiator(game) == initiator
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize(("rules", "winner"), [("2015", 0), ("2012", 4)])
def test_2012_five_players_the_rogue_order_starts_at_the_passed_initiator_ed1_003_143(rules: str, winner: int) -> None:
    """Five players, rogues at seats 0 and 4 tied at 3: with the 2012 rules round 3's initiator
    is seat 1, so seat 4 comes before seat 0 in turn order; with the 2015 rules seat 0 is still
    the initiator [000:146]."""
    game = from_round_2(
        5,
        frozenset({"recon2"}),
        rules,
        [["rogue", "brawler"], [], [], [], ["rogue", "brawler"]],
        {0: "commit rogue brawler", 4: "commit rogue brawler"},
    )
    skirmish(game)
    assert round_3_initiator(game) == (1 if rules == "2012" else 0)
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize(("rules", "first", "winner"), [("2015", 0, 0), ("2012", 1, 1)])
def test_2012_the_round_3_initiator_snipes_the_later_sniper_first_ed1_ed18(rules: str, first: int, winner: int) -> None:
    """[001:420-431]: "If a player with an earlier turn order snipes another sniper ... of a
    later turn order, then those units will not have an opportunity". Who is earlier follows
    the initiator card (RULINGS ED-1): seat 1 in round 3 with the 2012 rules, seat 0 with the
    2015 rules. The sniping player keeps 3 people against 1 and wins the brawlers' tie
    [000:274]."""
    game = from_round_2(
        3,
        frozenset(),
        rules,
        [["sniper_team", "brawler"], ["sniper_team", "brawler"], []],
        {0: "commit sniper_team brawler", 1: "commit sniper_team brawler"},
    )
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("skirmish", first)
    game.apply(first, f"snipe {1 - first}:sniper_team")
    skirmish(game)
    totals = skirmish_totals(game)
    assert totals[first] == (1, 2, 3)
    assert totals[1 - first] == (1, 2, 1)
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_2012_a_tie_on_the_last_contested_resource_ends_the_game_ed2(rules: str, players: int) -> None:
    """[001:139] "until the last contested resource card is won" is read as the 2015 "until
    the contested resource pile is depleted" [000:140] (RULINGS ED-2): a deadlock (3-5
    players, [000:274]) or a two-player tie [000:116] on the last resource ends the game."""
    game = stacked(players, HQ1, rules, round=3, initiator=0, players=[{"hand": ["brawler"]}], contested=["grenade"])
    play_out(game)
    assert game.over
    assert game.round == 3
    assert "grenade" in zone_kinds(game, "junkyard")


# --- The 2012 edition: fight 0 is no fight (RULINGS ED-12) with Recon cards ---------------------


@pytest.mark.parametrize(("rules", "winner", "back_in_hand"), [("2015", 0, False), ("2012", 1, True)])
def test_2012_a_lone_hardy_scavenger_has_no_fight_and_comes_back_after_the_loss_ed12_003_181(
    rules: str, winner: int, back_in_hand: bool
) -> None:
    """A hardy scavenger fights 0 [003:180]. 2015: fight 0 beats no fight [000:418-420]. 2012:
    "no attack can be made unless the fight total is at least 1" [001:455], so the two
    refugees' 2 people beat its 1 [001:309-312]; having lost, the hardy scavenger returns to its
    owner's hand at the end of the round [003:181]."""
    game = stacked(
        3,
        frozenset({"recon3"}),
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["hardy_scavenger"]}, {"hand": ["refugee", "refugee"]}, {}],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    skirmish(game)
    assert skirmish_winner(game) == winner
    assert skirmish_totals(game)[0][0] == (0 if rules == "2012" else 1)
    assert game.round == 4
    # Round 4's draw found no deck and only the won grenade (2015) or nothing (2012) to shuffle.
    assert "hardy_scavenger" in game.view(0).hand
    assert ("grenade" in game.view(0).hand) != back_in_hand


@pytest.mark.parametrize(("rules", "winner"), [("2015", 0), ("2012", 2)])
def test_2012_a_sniped_provocateur_leaves_a_fight_0_force_with_no_fight_ed12_003_133(rules: str, winner: int) -> None:
    """Recon: "If your provocateur gets sniped, your fight score reverts back to its natural
    score" [003:133]: a lone tribe family, fight 0. With the 2015 rules that still beats forces with no
    fight [000:418-420]; with the 2012 rules it is no fight [001:455] and the 4 refugees' people
    win [001:309-312]. The sniper team that acted has no fight either [000:496]."""
    game = stacked(
        3,
        frozenset({"recon2"}),
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["provocateur", "tribe_family_3"]}, {"hand": ["sniper_team"]}, {"hand": ["refugee"] * 4}],
        contested=CONTESTED,
    )
    end_gathering(
        game,
        {0: "commit provocateur tribe_family_3", 1: "commit sniper_team", 2: "commit refugee refugee refugee refugee"},
    )
    skirmish(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert skirmish_winner(game) == winner


@pytest.mark.parametrize("rules", EDITIONS)
def test_2012_a_gassed_rogue_still_takes_a_tie_it_is_not_part_of_003_145(rules: str) -> None:
    """Recon: "It is not necessary that the player using the rogue be involved in the tie"
    [003:145]:
    seats 1 and 2 tie at 2; seat 0's rogue, gassed to fight 0 (no fight at all with the 2012
    rules), is still in the force and takes the resource (RULINGS S-9)."""
    game = stacked(
        3,
        frozenset({"recon2", "recon4"}),
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["rogue", "refugee"]}, {"hand": ["brawler", "tear_gas"]}, {"hand": ["brawler"]}],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit rogue refugee", 1: "commit brawler tear_gas", 2: "commit brawler"})
    skirmish(game, {1: ["gas 0:rogue"]})
    assert skirmish_totals(game)[0][0] == (0 if rules == "2012" else 1)
    assert skirmish_winner(game) == 0


# --- The 2012 edition: the owner may look at her timer cards (RULINGS ED-11) -------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_2012_the_owner_sees_the_timer_cards_a_demolition_team_adds_ed11_h9(rules: str) -> None:
    """A demolition team resets a building's timer [003:237]; its owner tops it up from her deck
    (RULINGS H-9). With the 2012 rules the owner may look at her own timer cards ([001:574-576]
    says only "face-down"), so she sees the new ones too; with the 2015 rules nobody does
    ("without looking at them" [000:579]); the demolishing player never does."""
    game = stacked(
        3,
        HQ2 | {"recon4"},
        rules,
        round=4,
        initiator=0,
        players=[
            {"hand": ["demolition_team"]},
            {
                "deck": ["net", "pills", "spear", "medkit", "junk"],
                "buildings": [{"building": "bunker", "timer": ["shovel"]}],
            },
            {},
        ],
        contested=CONTESTED,
    )
    act(game, 0, "demolish 1:bunker")
    assert game.view(None).seats[1].buildings[0].timer == 5
    assert zone_kinds(game, "1:deck") == ["junk"]
    if rules == "2012":
        assert game.view(1).timers == (("medkit", "net", "pills", "shovel", "spear"),)
    else:
        assert game.view(1).timers == ()
    assert game.view(0).timers == ()
    assert game.view(2).timers == ()
    assert game.view(None).timers == ()


def test_2012_the_owner_sees_her_recon_buildings_timers_until_they_complete_ed11_h1() -> None:
    """Recon's portable decoys and scout tower are built like HQ's buildings [003:159]; with the
    2012 rules their owner sees their timers. A worker empties the decoys' timer: complete at
    once [000:597]; next round's tick [000:595] takes one of the tower's cards."""
    game = stacked(
        3,
        HQ2 | {"recon3"},
        "2012",
        round=2,
        initiator=0,
        players=[
            {
                "hand": ["refugee"],
                "deck": ["scout"] * 6,
                "buildings": [
                    {"building": "portable_decoys", "timer": ["junk"]},
                    {"building": "scout_tower", "timer": ["net", "pills"]},
                ],
            },
            {},
            {},
        ],
    )
    assert game.view(0).timers == (("junk",), ("net", "pills"))
    act(game, 0, "work portable_decoys refugee")
    assert game.view(0).timers == ((), ("net", "pills"))
    assert game.view(0).seats[0].buildings[0].timer == 0
    end_gathering(game)
    assert game.round == 3
    assert game.view(0).seats[0].buildings[1].timer == 1
    (left,) = game.view(0).timers[1]
    assert left in ("net", "pills")
    assert game.view(1).timers == ()


# --- The 2012 edition: store, retrieve and work once a round (RULINGS ED-15, ED-7) -------------


def test_2012_two_players_store_and_retrieve_come_back_every_round_ed15() -> None:
    """The older book's "once per round" [001:189] limits each round, not the game: a player who stored and
    retrieved in round 3 may do both again in round 4."""
    game = stacked(
        2,
        HQ2,
        "2012",
        round=3,
        initiator=0,
        players=[
            {
                "hand": ["brawler", "sniper_team", "scout"],
                "deck": ["hunter", "saboteur", "scavenger", "scavenger", "scavenger"],
                "buildings": [{"building": "bunker", "stored": ["thugs"]}],
            },
            {"hand": ["scout"]},
        ],
        contested=CONTESTED,
    )
    act(game, 0, "store bunker brawler")
    act(game, 0, "retrieve bunker thugs")
    listed = texts(game, 0)
    assert not any(t.startswith(("store", "retrieve")) for t in listed)
    end_gathering(game)
    skirmish(game)
    assert game.round == 4
    game.apply(1, "end")  # round 4's initiator is seat 1
    pass_responses(game)
    d = game.view(None).decision
    assert d is not None
    if d.kind == "commit":
        game.apply(d.seat, "commit none")
    assert game.view(None).decision is not None
    listed = texts(game, 0)
    assert "store bunker hunter" in listed
    assert "retrieve bunker brawler" in listed


def test_2012_work_on_one_building_comes_back_every_round_ed7() -> None:
    """[001:581-584]: from the round after placement, tribe members "accelerate construction on
    one building" a round (RULINGS ED-7 with the 2012 rules); the next round the player may work
    again, on the other building."""
    game = stacked(
        2,
        HQ2,
        "2012",
        round=1,
        initiator=0,
        players=[
            {
                "hand": ["scavenger", "scavenger"],
                "deck": ["brawler", "brawler", "refugee", "refugee", "refugee"],
                "buildings": [
                    {"building": "bunker", "timer": ["net", "pills", "junk", "spear", "medkit"]},
                    {"building": "armory", "timer": ["spear", "shovel", "junk"]},
                ],
            },
            {},
        ],
    )
    act(game, 0, "work bunker scavenger")
    assert not any(t.startswith("work") for t in texts(game, 0))
    end_gathering(game)
    assert game.round == 2
    d = game.view(None).decision
    while d is not None and d.seat != 0:
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
        d = game.view(None).decision
    assert "work armory brawler" in texts(game, 0)
    act(game, 0, "work armory brawler")
    assert game.view(None).seats[0].buildings[1].timer == 3 - 1 - 1  # the round's tick, then the worker
