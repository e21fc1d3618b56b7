"""Audit 19: where modules meet, from the rulebooks' words.

Each test plays one moment where two or more modules (or a variant, or the 2012 rules) act
together: HQ buildings with the Recon cards that destroy, steal, snipe, save or reveal; leaders
with Recon's cards and leaders; medics, Fanatics and snipers in one skirmish; gangs with every
scoring source together; the alternate starting hands and the leader draft with the modules.

Rulebooks: the 2015 base and HQ rulebook [000:LINE], the older (2012) edition [001:LINE], the
Recon rulebook [003:LINE]; rulings from `shared/RULINGS.md` by ID. Card figures (cards.tsv):
brawler fight 2 (1 person), scavenger 1 (1), scout 2 (1), thugs 3 (3), refugee no fight (1),
scouting refugee +1 modifiers (1), sniper team no fight (2), saboteur 1 (1), guard 2 (1), rogue
1 (1), provocateur 1 (1), combat medics 1 (4), hardy scavenger 0 (1); spear +2 fight.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    decision,
    end_gathering,
    now,
    pass_windows,
    play_out,
    play_skirmish_round,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    solo_game,
    stacked_table,
    texts,
    to_turn,
    zone_counter,
    zone_kinds,
)

HQ1 = frozenset({"hq1"})
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
DECKS = [["refugee"] * 5, ["scavenger"] * 5, ["hunter"] * 5, ["scout"] * 5]
"""Five deck cards per seat, each seat its own kinds, so the next draw never reshuffles."""
LEADERS = ["leader_butcher", "leader_ranger", "leader_organizer", "leader_peacemaker"]
"""Leaders with no effect on the moments below, for the seats a test does not lead."""


def new_game(
    hands: list[list[str]],
    modules: frozenset[str],
    *,
    extra: list[dict[str, Any]] | None = None,
    leaders: dict[int, str] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A round-3 table (a skirmish round), seat 0 first, ``hands`` over DECKS; with HQ module 3
    every seat has a leader (``leaders`` where given, else a harmless one)."""
    zones = [dict(z) for z in (extra or [{} for _ in hands])]
    if "hq3" in modules:
        chosen = leaders or {}
        spare = iter(kind for kind in LEADERS if kind not in chosen.values())
        for seat, zone in enumerate(zones):
            zone.setdefault("leader", chosen.get(seat) or next(spare))
    return stacked_table(hands, modules, decks=DECKS[: len(hands)], extra=zones, **scenario)


def state_of(game: sc.Game) -> str:
    """The whole game as saved: compared before and after a refusal."""
    return game.to_json()


def refused_with(game: sc.Game, seat: int, text: str, *words: str) -> str:
    """``text`` is not legal for ``seat``; applying it raises a message naming each of
    ``words``, with the state unchanged. Returns the message."""
    before = state_of(game)
    assert text not in texts(game, seat)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)) as caught:
        game.apply(seat, text)
    message = str(caught.value)
    for word in words:
        assert word in message, message
    assert "Traceback" not in message
    assert state_of(game) == before
    return message


# ---------------------------------------------------------------------------------------------
# HQ buildings (HQ 2, Dirty Deeds) with Recon's guard, spy, scouting refugee, demolition team


def test_guard_cancels_a_saboteur_attack_on_her_building_003_123_000_685() -> None:
    """[003:123] the guard "can be used to cancel any action outside of the skirmish which
    targets your card(s). Examples include ... attacks against your buildings"; [003:124] "discard
    him and draw a new card". [000:685] the saboteur may disable a completed building: cancelled,
    the bunker stays enabled and the saboteur is spent (X-6, H-11)."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["scout"]}]}, {}]
    game = new_game([["saboteur"], ["guard", "refugee"], ["brawler"]], HQ4 | {"recon2"}, extra=extra)
    game.apply(0, "disable 1:bunker")
    assert now(game).kind == "respond"
    assert now(game).seat == 1
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not next(b for b in game.view(1).seats[1].buildings if b.kind == "bunker").disabled
    assert zone_kinds(game, "0:discard") == ["saboteur"]
    assert zone_kinds(game, "1:discard") == ["guard"]
    assert zone_counter(game, "1:hand") == {"refugee": 1, "scavenger": 1}


def test_guard_cancels_a_sniper_team_aimed_at_her_leader_003_123_000_691() -> None:
    """[000:691] a sniper team may wound a tribal leader; [003:123] the guard cancels any action
    outside the skirmish that targets her cards (X-6: "a snipe on her leader"): the leader is
    not wounded."""
    game = new_game([["sniper_team"], ["guard"], ["brawler"]], HQ4 | {"recon2"}, leaders={1: "leader_gangster"})
    game.apply(0, "snipe 1:leader_gangster")
    seen = []
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        seen.append(texts(game, d.seat))
        game.apply(d.seat, "cancel guard" if "cancel guard" in texts(game, d.seat) else "pass")
    assert any("cancel guard" in t for t in seen)
    assert not game.view(None).seats[1].wounded
    assert zone_kinds(game, "1:discard") == ["guard"]


def test_a_medic_saves_a_leader_from_a_sniper_team_000_547_000_691() -> None:
    """[000:547] "Save - protect a tribe member or leader from a snipe attack"; [000:543] a medic
    may even save another player's: seat 2's medic saves seat 1's leader."""
    game = new_game([["sniper_team"], ["brawler"], ["medic"]], HQ4, leaders={1: "leader_gangster"})
    game.apply(0, "snipe 1:leader_gangster")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "save medic" if "save medic" in texts(game, d.seat) else "pass")
    assert not game.view(None).seats[1].wounded
    assert zone_kinds(game, "2:discard") == ["medic"]
    assert zone_kinds(game, "0:discard") == ["sniper_team"]


def test_an_assassin_cannot_wound_a_leader_003_118_l13() -> None:
    """[003:118] the assassin "is restricted to only attacking single-unit tribe members"; [000:691]
    names the sniper team for leaders (L-13): no assassin snipe on a leader is offered, and typed
    it is refused in words with the state unchanged."""
    game = new_game([["assassin"], ["brawler"], ["brawler"]], HQ4 | {"recon2"}, leaders={1: "leader_gangster"})
    assert not [t for t in texts(game, 0) if "leader" in t and t.startswith("snipe")]
    refused_with(game, 0, "snipe assassin 1:leader_gangster")


def test_a_scouting_refugee_from_the_bunker_cancels_a_spy_003_71() -> None:
    """[003:71] "The card that cancels a spy can be revealed from committed cards, hand, or bunker":
    seat 1 has no canceller in hand but one stored in her bunker; [003:72] the spy is still
    discarded and its owner draws 1; the canceller's owner draws 1 [003:86]."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}]}, {}]
    game = new_game([["spy"], ["brawler"], ["brawler"]], HQ4 | {"recon1"}, extra=extra)
    game.apply(0, "spy 1:hand")
    assert now(game).seat == 1
    game.apply(1, "retrieve bunker scouting_refugee")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert "brawler" not in str(game.view(0).knowledge)
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert zone_kinds(game, "0:hand") == ["refugee"]
    assert zone_counter(game, "1:discard") == {"scouting_refugee": 1}
    assert zone_counter(game, "1:hand") == {"brawler": 1, "scavenger": 1}


def test_a_spy_sees_the_cards_stored_in_a_bunker_and_nobody_else_does_003_66_003_33() -> None:
    """[003:66] the spy's target may be a building; [003:33] "Only you may see cards as a result
    of your recon action": seat 0 sees the sniper team in seat 1's bunker, seat 2 does not."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}, {}]
    game = new_game([["spy"], ["brawler"], ["brawler"]], HQ4 | {"recon1"}, extra=extra)
    act(game, 0, "spy 1:stored-bunker")
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert seen
    assert "sniper_team" in seen[0].cards
    assert not [k for k in game.view(2).knowledge if k.source == "spy"]
    for seat in (2, None):
        assert not [e for e in game.log(seat) if "sniper_team" in e.cards]


def test_a_demolition_team_cancelled_by_a_guard_still_draws_two_and_resets_nothing_x28() -> None:
    """[003:237] the demolition team resets one building's timer, "Afterwards, draw two cards";
    [003:123] a guard cancels an action aimed at her building (X-6); X-28: cancelled, it still
    draws 2 and the timer is not reset."""
    extra: list[dict[str, Any]] = [
        {"deck": ["pills", "net", "junk"]},
        {"buildings": [{"building": "bunker", "timer": ["junk"]}]},
        {},
    ]
    game = new_game([["demolition_team"], ["guard"], ["brawler"]], HQ4 | {"recon2", "recon4"}, extra=extra)
    game.apply(0, "demolish 1:bunker")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "cancel guard" if "cancel guard" in texts(game, d.seat) else "pass")
    bunker = next(b for b in game.view(1).seats[1].buildings if b.kind == "bunker")
    assert bunker.timer == 1
    assert zone_counter(game, "0:hand") == {"pills": 1, "net": 1}
    assert zone_kinds(game, "1:discard") == ["guard"]


def test_a_demolition_team_cannot_reset_a_completed_building_003_237() -> None:
    """[003:237] "reset the build timer on one under-construction building": a completed bunker
    is no target; typed, it is refused in words and nothing changes."""
    extra = [{}, {"buildings": [{"building": "bunker"}]}, {}]
    game = new_game([["demolition_team"], ["brawler"], ["brawler"]], HQ4 | {"recon4"}, extra=extra)
    refused_with(game, 0, "demolish 1:bunker")


def test_a_disabled_bunker_cannot_be_retrieved_from_on_another_players_turn_000_685_000_629() -> None:
    """[000:685] "If a building is disabled, its abilities cannot be used and cards cannot be added
    or removed"; [000:629] otherwise the bunker is the building others may use on a turn not
    theirs. Seat 1's disabled bunker holds a sniper team she cannot reach in seat 0's turn."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"], "disabled": True}]}, {}]
    game = new_game([["brawler", "shovel"], ["brawler"], ["brawler"]], HQ4, extra=extra)
    game.apply(0, "dig brawler+shovel")
    assert now(game).kind == "respond"
    while (d := decision(game)) is not None and d.kind == "respond":
        assert not [t for t in texts(game, d.seat) if t.startswith("retrieve")]
        game.apply(d.seat, "pass")


def test_a_bunker_sniper_snipes_during_anothers_dig_and_a_third_players_medic_saves_000_631_000_543() -> None:
    """[000:631] "a sniper team could be retrieved from a player's bunker and used during another
    player's turn"; [000:543] a medic "could even be used to save another player's tribe member
    from a sniper": seat 2 saves seat 0's brawler."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}, {}]
    game = new_game([["brawler", "shovel"], ["scout"], ["medic"]], HQ4, extra=extra, junkyard=["net", "junk", "pills"])
    game.apply(0, "dig brawler+shovel")
    assert now(game).seat == 1
    game.apply(1, "retrieve bunker sniper_team")
    game.apply(1, "snipe 0:brawler")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "save medic" if "save medic" in texts(game, d.seat) else "pass")
    assert zone_counter(game, "1:discard") == {"sniper_team": 1}
    assert zone_counter(game, "2:discard") == {"medic": 1}
    # The brawler was saved, so the dig goes on at its full 3 (brawler 1, shovel 2).
    assert now(game).kind == "keep"
    assert now(game).seat == 0
    assert len(game.view(0).looking) == 3


# ---------------------------------------------------------------------------------------------
# the skirmish: provocateur, portable decoys, tear gas, saboteurs, leaders [003:126-137]

SKIRMISH = HQ4 | {"recon2", "recon3", "recon4"}
DECOYS = [{}, {"buildings": [{"building": "portable_decoys"}]}, {}]
PROVOKERS = [["brawler", "saboteur"], ["provocateur", "refugee", "refugee", "spear"], ["scout"]]
PROVOKE_COMMITS = {0: "commit brawler saboteur", 1: "commit provocateur refugee refugee spear", 2: "commit scout"}


def test_a_provocateur_counts_portable_decoys_in_the_force_size_003_131_003_206() -> None:
    """[003:131] the force size includes "leader and building abilities that increase the size of
    your force"; [003:206] decoys add 1 per 2 cards brought: 4 cards, +2; 3 people; fight 5."""
    game = new_game(PROVOKERS, SKIRMISH, extra=DECOYS)
    play_skirmish_round(game, PROVOKE_COMMITS, moves={1: ["provoke provocateur"]})
    assert seat_totals(game)[1][1] == 5
    assert skirmish_winner(game) == 1


def test_a_saboteur_disables_the_decoys_in_the_skirmish_and_the_provocateur_loses_them_h11() -> None:
    """[000:685] a saboteur may disable a completed building, "its abilities cannot be used"
    (H-11: also on the saboteur's skirmish turn): the provocateur's size is its 3 people."""
    game = new_game(PROVOKERS, SKIRMISH, extra=DECOYS)
    play_skirmish_round(game, PROVOKE_COMMITS, moves={0: ["disable 1:portable_decoys"], 1: ["provoke provocateur"]})
    assert seat_totals(game)[1][1] == 3
    # The brawler fights 2, the saboteur disabled (no fight): seat 1's 3 wins.
    assert seat_totals(game)[0][1] == 2
    assert skirmish_winner(game) == 1


def test_tear_gas_is_not_effective_against_a_provocateur_003_249() -> None:
    """[003:249] "Tear gas is not effective against a provocateur (cumulative tribe member count
    is used)": gassing seat 1's provocateur leaves her force-size fight (3 people, no decoys)."""
    hands = [["brawler"], ["provocateur", "refugee", "refugee"], ["tear_gas", "scout"]]
    game = new_game(hands, SKIRMISH)
    commits = {0: "commit brawler", 1: "commit provocateur refugee refugee", 2: "commit scout tear_gas"}
    play_skirmish_round(game, commits, moves={1: ["provoke provocateur"], 2: ["gas 1:provocateur"]})
    assert seat_totals(game)[1][1] == 3
    assert skirmish_winner(game) == 1


def test_the_gangsters_refugees_do_not_count_twice_for_the_provocateur_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur ability":
    provocateur and two refugees under the Gangster provoke with 3, not 5."""
    hands = [["thugs"], ["provocateur", "refugee", "refugee"], ["scout"]]
    game = new_game(hands, SKIRMISH, leaders={1: "leader_gangster"})
    commits = {0: "commit thugs", 1: "commit provocateur refugee refugee", 2: "commit scout"}
    play_skirmish_round(game, commits, moves={1: ["provoke provocateur"]})
    assert seat_totals(game)[1][1] == 3


def test_a_later_sniper_undoes_an_earlier_provocateur_003_133_003_135() -> None:
    """[003:133] "If your provocateur gets sniped, your fight score reverts back to its natural
    score"; [003:135] a later player may snipe an earlier player's provocateur."""
    hands = [["provocateur", "refugee", "refugee", "refugee"], ["sniper_team", "brawler"], ["scout"]]
    game = new_game(hands, SKIRMISH)
    commits = {0: "commit provocateur refugee refugee refugee", 1: "commit brawler sniper_team", 2: "commit scout"}
    play_skirmish_round(game, commits, moves={0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    # Her natural fight: the refugees bring none; she has no fight left.
    assert seat_totals(game)[0][:2] == (False, 0)
    assert zone_counter(game, "0:discard")["provocateur"] == 1


def test_the_mentors_plus_one_is_ignored_by_the_provocateur_003_131_l3() -> None:
    """[003:131] the provocateur counts the force size "ignoring any tools or other combat
    modifiers"; L-3 the Mentor's refugee leaves the force (its person with it): provocateur, 2
    refugees, mentor's refugee played: size 3, and the Mentor's +1 does not add to it."""
    hands = [["provocateur", "refugee", "refugee", "refugee"], ["brawler"], ["scout"]]
    game = new_game(hands, SKIRMISH, leaders={0: "leader_mentor"})
    commits = {0: "commit provocateur refugee refugee refugee", 1: "commit brawler", 2: "commit scout"}
    end_gathering(game, commits)
    mentor = [t for t in texts(game, 0) if t.startswith("lead refugee")]
    assert mentor, texts(game, 0)
    game.apply(0, mentor[0])
    game.apply(0, "provoke provocateur")
    skirmish_turns(game)
    assert seat_totals(game)[0][1] == 3


def test_tear_gas_cannot_be_saved_against_even_with_medics_in_every_force_003_248() -> None:
    """[003:248] tear gas "is not a snipe attack, and thus cannot be blocked by a save action":
    no save window opens for the medics; the thugs fight 0."""
    hands = [["tear_gas", "brawler"], ["thugs", "medic"], ["combat_medics"]]
    game = new_game(hands, SKIRMISH)
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit medic thugs", 2: "commit combat_medics"})
    game.apply(0, "gas 1:thugs")
    assert now(game).kind != "save"
    skirmish_turns(game)
    assert seat_totals(game)[1][:2] == (True, 0)
    assert skirmish_winner(game) == 0


def test_the_fanatics_strike_in_the_skirmish_cannot_be_saved_l7_000_711() -> None:
    """[000:711] the Fanatic may act "during the skirmish (same as a saboteur or sniper team)";
    [000:715] it targets any card played; L-7: it is not a snipe, no medic can save: the thugs go,
    the refugee leaves the game [000:658]."""
    hands = [["refugee", "brawler"], ["thugs", "medic"], ["medic", "scout"]]
    game = new_game(hands, SKIRMISH, leaders={0: "leader_fanatic"})
    end_gathering(game, {0: "commit brawler refugee", 1: "commit medic thugs", 2: "commit medic scout"})
    strike = [t for t in texts(game, 0) if t.startswith("lead") and "thugs" in t]
    assert strike, texts(game, 0)
    game.apply(0, strike[0])
    assert now(game).kind != "save"
    skirmish_turns(game)
    assert zone_counter(game, "1:discard")["thugs"] == 1
    assert game.view(None).seats[0].removed == 1
    assert skirmish_winner(game) in (0, 2)


def test_combat_medics_save_against_a_snipe_and_still_fight_003_232() -> None:
    """[003:232] combat medics "Can save against a snipe attack AND fight in the same round": they
    save seat 1's brawler from seat 0's sniper team and still fight 1 with their 4 people."""
    hands = [["sniper_team", "scout"], ["brawler"], ["combat_medics"]]
    game = new_game(hands, SKIRMISH)
    commits = {0: "commit scout sniper_team", 1: "commit brawler", 2: "commit combat_medics"}
    play_skirmish_round(game, commits, moves={0: ["snipe 1:brawler"]}, saves={2: ["save combat_medics"]})
    totals = seat_totals(game)
    assert totals[1][:2] == (True, 2)
    assert totals[2] == (True, 1, 4)
    # Scout 2 (3 people with the sniper team) and brawler 2 (1 person) tie on fight: seat 0 wins.
    assert skirmish_winner(game) == 0


def test_an_assassin_cannot_snipe_combat_medics_but_a_sniper_team_can_003_118() -> None:
    """[003:118] the assassin attacks only "cards that represent only 1 tribe member": combat
    medics are 4 people [003:137]; a sniper team may snipe them [000:470-472]."""
    hands = [["assassin", "sniper_team", "brawler"], ["combat_medics"], ["scout"]]
    game = new_game(hands, SKIRMISH)
    end_gathering(game, {0: "commit assassin brawler sniper_team", 1: "commit combat_medics", 2: "commit scout"})
    options = texts(game, 0)
    assert "snipe 1:combat_medics" in options
    assert "snipe assassin 1:combat_medics" not in options
    refused_with(game, 0, "snipe assassin 1:combat_medics")


def test_the_sergeant_at_arms_tools_cannot_be_disarmed_so_no_rogue_tie_is_forced_l11_003_151() -> None:
    """[003:151] a saboteur's disarm can force the tie a rogue wins; L-11 the Sergeant at Arms's
    tools cannot be disarmed: seat 2's saboteur has no disarm on seat 0's spear."""
    hands = [["brawler", "spear"], ["scout"], ["saboteur", "rogue"]]
    game = new_game(hands, SKIRMISH, leaders={0: "leader_sergeant_at_arms"})
    end_gathering(game, {0: "commit brawler spear", 1: "commit scout", 2: "commit rogue saboteur"})
    skirmish_turns(game, {})
    assert skirmish_winner(game) == 0
    game2 = new_game(hands, SKIRMISH)
    end_gathering(game2, {0: "commit brawler spear", 1: "commit scout", 2: "commit rogue saboteur"})
    skirmish_turns(game2, {2: ["disarm 0:spear"]})
    # Without the Sergeant the disarm ties the brawler and the scout at 2: the rogue wins.
    assert skirmish_winner(game2) == 2


def test_the_sergeant_at_arms_refuses_a_typed_disarm_in_words_l11() -> None:
    """L-11 "saboteurs cannot discard your tools": a typed disarm of the Sergeant's spear is
    refused with a reason, nothing changes."""
    hands = [["brawler", "spear"], ["scout"], ["saboteur", "sniper_team"]]
    game = new_game(hands, SKIRMISH, leaders={0: "leader_sergeant_at_arms"})
    end_gathering(game, {0: "commit brawler spear", 1: "commit scout", 2: "commit saboteur sniper_team"})
    while now(game).seat != 2:
        game.apply(now(game).seat, "pass")
    refused_with(game, 2, "disarm 0:spear")


def test_the_gangsters_scouting_refugees_count_two_people_in_a_tie_003_83_l8() -> None:
    """[003:83] a scouting refugee "Serves as a refugee for any actions or game conditions that
    depend upon a refugee card (i.e. tribal leader powers ...)"; the Gangster's refugees count 2
    people in a tie (L-8). Brawler + scouting refugee (fight 3) against brawler + scavenger
    (fight 3, 2 people): under the Gangster seat 0 has 3 people and wins; without, a deadlock."""
    hands = [["brawler", "scouting_refugee"], ["brawler", "scavenger"], []]
    commits = {0: "commit brawler scouting_refugee", 1: "commit brawler scavenger"}
    game = new_game(hands, SKIRMISH | {"recon1"}, leaders={0: "leader_gangster"})
    play_skirmish_round(game, commits)
    assert seat_totals(game)[0] == (True, 3, 3)
    assert seat_totals(game)[1] == (True, 3, 2)
    assert skirmish_winner(game) == 0
    plain = new_game(hands, SKIRMISH | {"recon1"})
    play_skirmish_round(plain, commits)
    assert skirmish_winner(plain) is None


# ---------------------------------------------------------------------------------------------
# leaders (HQ 3) with Recon's cards and leaders [000:656-674] [003:83] [003:276-286]


def test_the_swindler_takes_a_scouting_refugee_for_a_food_once_a_turn_003_83_003_278() -> None:
    """[003:83] a scouting refugee serves as a refugee "for any actions ... that depend upon a
    refugee card (i.e. tribal leader powers ...)"; [003:278-279] the Swindler discards 1 refugee
    for 1 food off the hire, "only once per turn": a hunt of 1 then hires a brawler (2 food), and
    no second discount is offered."""
    hand = ["scouting_refugee", "refugee", "scavenger", "scouting_refugee"]
    game = new_game([hand, ["brawler"], ["brawler"]], HQ4 | {"recon1", "recon5"}, leaders={0: "leader_swindler"})
    act(game, 0, "hunt scavenger")
    assert "hire brawler" not in texts(game, 0)
    act(game, 0, "lead scouting_refugee")
    assert "hire brawler" in texts(game, 0)
    assert not [t for t in texts(game, 0) if t.startswith("lead")]
    refused_with(game, 0, "lead refugee")
    act(game, 0, "hire brawler")
    assert zone_counter(game, "0:discard") == {"scouting_refugee": 1, "scavenger": 1, "brawler": 1}


def test_cannibal_food_does_not_join_the_hydroponic_gardens_food_l6_h8() -> None:
    """H-8 the garden's food "combines with hunting and Butcher food, but not with Cannibal
    food" (L-6, E1 card text): the Cannibal's 3 food hire a tinker (3), never scrappers (any 4)
    with the garden's 1 added."""
    extra = [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    game = new_game(
        [["refugee", "brawler"], ["brawler"], ["brawler"]],
        HQ4 | {"recon3"},
        extra=extra,
        leaders={0: "leader_cannibal"},
    )
    act(game, 0, "lead brawler")
    assert "hire tinker" in texts(game, 0)
    assert "hire scrappers" not in texts(game, 0)
    refused_with(game, 0, "hire scrappers")


def test_the_organizers_draw_is_the_rounds_draw_so_no_courier_draw_follows_000_707() -> None:
    """[000:707] "If you use the Organizer's ability, that will be your only draw action for this
    round" (L-4): after it, a courier's draw is refused in words."""
    game = new_game(
        [["refugee", "courier", "scout"], ["brawler"], ["brawler"]], HQ4 | {"recon3"}, leaders={0: "leader_organizer"}
    )
    act(game, 0, "lead refugee")
    game.apply(0, "keep refugee")
    pass_windows(game)
    assert not [t for t in texts(game, 0) if t.startswith("draw")]
    refused_with(game, 0, "draw courier")


def test_the_ranger_gives_tribe_families_hunt_but_not_tribal_hunters_l10_003_254() -> None:
    """L-10 (E1): the Ranger's refugees and tribe families hunt 1; [003:254-255] tribal hunters are
    "Unlike the tribe family": the 2-person hunters keep their printed hunt 1, the 3-person
    family hunts 1 (printed 0)."""
    hand = ["tribal_hunters_2", "tribe_family_3"]
    game = new_game([hand, ["brawler"], ["brawler"]], HQ4 | {"recon4"}, leaders={0: "leader_ranger"})
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["hunt tribe_family_3"] == 1
    assert totals["hunt tribal_hunters_2"] == 1
    assert totals["hunt tribal_hunters_2 tribe_family_3"] == 2


def test_the_excavator_gives_a_scouting_refugee_dig_one_003_83_l9() -> None:
    """[003:83] a scouting refugee serves as a refugee for leader powers; L-9 the Excavator's
    refugees dig 1, and a digging tool adds 1 instead of its printed bonus: the scouting refugee
    digs 1 alone and 2 with a shovel."""
    game = new_game(
        [["scouting_refugee", "shovel"], ["brawler"], ["brawler"]], HQ4 | {"recon1"}, leaders={0: "leader_excavator"}
    )
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["dig scouting_refugee"] == 1
    assert totals["dig scouting_refugee+shovel"] == 2


def test_the_excavators_refugee_with_a_cargo_sled_adds_one_not_two_l9_003_227() -> None:
    """L-9: a refugee holding "any tool with a dig modifier" (the cargo sled, +2 dig) gets +1
    instead: dig 2, and the sled's extra tool or medicine may be kept [003:227]."""
    game = new_game(
        [["refugee", "cargo_sled"], ["brawler"], ["brawler"]],
        HQ4 | {"recon4"},
        leaders={0: "leader_excavator"},
        junkyard=["net", "pills", "junk"],
    )
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["dig refugee+cargo_sled"] == 2
    act(game, 0, "dig refugee+cargo_sled")
    assert "keep net pills" in texts(game, 0)


def test_the_mentors_refugee_may_be_a_scouting_refugee_003_83_000_703() -> None:
    """[000:703] "Play a Refugee ... for the benefit granted by your leader (i.e. Peacemaker,
    Mentor ...)"; [003:83] a scouting refugee serves: the Mentor plays it and a scavenger digs 2."""
    game = new_game(
        [["scouting_refugee", "scavenger"], ["brawler"], ["brawler"]], HQ4 | {"recon1"}, leaders={0: "leader_mentor"}
    )
    assert "lead scouting_refugee" in texts(game, 0)
    act(game, 0, "lead scouting_refugee")
    assert {str(a): t for a, t in game.view(0).totals}["dig scavenger"] == 2


# ---------------------------------------------------------------------------------------------
# the 2012 rules with Recon's cards [001]


@pytest.mark.parametrize(("rules", "winner"), [("2012", 2), ("2015", 1)])
def test_gassed_thugs_fight_nothing_under_2012_and_zero_under_2015_001_455_003_246(rules: str, winner: int) -> None:
    """[003:246] tear gas sets the target's fight to 0. [001:455] (2012) "no attack can be made
    unless the fight total is at least 1": the gassed thugs have no fight and seat 2's four
    refugees win on people; [000:420] (2015) "A fight value of 0 is superior to no ability to
    fight at all": the thugs win."""
    hands = [["tear_gas", "refugee"], ["thugs"], ["refugee"] * 4]
    extra: list[dict[str, Any]] = [{"leader": kind} for kind in LEADERS[:3]]
    game = stacked_table(hands, SKIRMISH, decks=DECKS[:3], extra=extra, rules=rules)
    commits = {0: "commit refugee tear_gas", 1: "commit thugs", 2: "commit refugee refugee refugee refugee"}
    play_skirmish_round(game, commits, moves={0: ["gas 1:thugs"]})
    assert seat_totals(game)[1][2] == 3
    assert skirmish_winner(game) == winner


def test_2012_a_lone_hardy_scavenger_has_no_fight_loses_on_people_and_comes_back_001_455_003_181() -> None:
    """[001:455] a fight total of 0 makes no attack; [003:181] a hardy scavenger whose owner
    loses comes back to hand: 1 person against 2 refugees, it loses and returns."""
    hands = [["hardy_scavenger"], ["refugee", "refugee"], []]
    game = stacked_table(hands, SKIRMISH, decks=DECKS[:3], extra=[{"leader": k} for k in LEADERS[:3]], rules="2012")
    play_skirmish_round(game, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    assert seat_totals(game)[0] == (False, 0, 1)
    assert skirmish_winner(game) == 1
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 1


# ---------------------------------------------------------------------------------------------
# end of the game: every scoring source together [000:168-172] [000:557-565] [003:261-265]

ALL = HQ4 | {"recon1", "recon3", "recon4", "recon5"}


def final(extra: list[dict[str, Any]], hands: list[list[str]] | None = None) -> sc.GameResult:
    """A 3-player round-3 table with one contested resource left, which nobody contests (a
    deadlock: it goes to the junkyard and the game ends [000:170], ED-2); the result."""
    zones = [dict(z) for z in extra]
    for seat, zone in enumerate(zones):
        zone.setdefault("leader", LEADERS[seat])
    game = stacked_table(hands or [[], [], []], ALL, decks=[[], [], []], extra=zones, contested=["grenade"])
    return play_out(game)


def test_stored_and_timer_cards_count_for_the_tribe_and_the_gangs_f1_000_170() -> None:
    """[000:170] the tribe is "every card in their decks"; F-1 cards stored under buildings and on
    timers are still the player's: seat 0's 3 thugs (9 people) in a bunker and a medkit on a timer
    count; the medkit wins the Pharmers [000:563] and the bunker the Masons (5 people each, F-7)."""
    extra: list[dict[str, Any]] = [
        {
            "buildings": [
                {"building": "bunker", "stored": ["thugs", "thugs", "thugs"]},
                {"building": "armory", "timer": ["medkit"]},
            ]
        },
        {"discard": ["pills"]},
        {},
    ]
    result = final(extra)
    assert result.scores[0].gangs == ("gang_pharmers", "gang_masons")
    assert result.scores[0].people == 9 + 5 + 5
    assert result.winners == (0,)


def test_a_disabled_building_does_not_win_the_masons_but_its_stored_cards_still_count_f6_h11_000_565() -> None:
    """[000:565] the Masons: "completed and enabled buildings"; H-11 a disabled building's stored
    cards still score. Seat 0 has two buildings, one disabled, so 1 counts, as seat 1's one does:
    the tie-break, engineers [000:565], gives seat 1 the gang; seat 0's locked thugs count 3."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "bunker", "stored": ["thugs"], "disabled": True}, {"building": "armory"}]},
        {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
        {},
    ]
    result = final(extra)
    assert "gang_masons" in result.scores[1].gangs
    assert result.scores[0].people == 3
    assert result.scores[1].people == 1 + 5


def test_the_masons_tie_break_counts_engineers_not_tinkers_003_199() -> None:
    """[003:199] "Tinkers do not contribute to the tie breaker when competing for The Masons gang
    (ties are broken by number of engineers)": two tinkers lose to one engineer."""
    extra = [
        {"buildings": [{"building": "bunker"}], "discard": ["tinker", "tinker"]},
        {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
        {},
    ]
    result = final(extra)
    assert "gang_masons" in result.scores[1].gangs


def test_the_gearheads_count_tools_not_instants_and_break_ties_on_contested_tools_000_561_f5() -> None:
    """[000:561] "Most tools ... Ties are broken by counting the total number of tools that are
    contested resources"; F-5 instants (binoculars, map, tear gas) are not tools. Seat 0's
    shovel and cargo sled (a contested tool) against seat 1's two spears and three instants:
    2 against 2 tools, seat 0's contested tool wins."""
    extra = [
        {"discard": ["shovel", "cargo_sled"]},
        {"discard": ["spear", "spear", "binoculars", "map", "tear_gas"]},
        {},
    ]
    result = final(extra)
    assert "gang_gearheads" in result.scores[0].gangs


def test_the_pharmers_tie_break_counts_combat_medics_and_a_medic_is_no_medicine_000_563_ed8() -> None:
    """[000:563] "Most meds ... of all medicine cards ... Ties are broken by counting the total
    number of medics"; ED-8 combat medics count for the tie-break. Seat 0: pills and a medic
    (1 med, 1 medic); seat 1: pills and combat medics (1 med, 1 medic); seat 2: pills. Seats 0
    and 1 still tie: nobody wins it (F-4). With a medic more, seat 1 wins it."""
    extra = [
        {"discard": ["pills", "medic"]},
        {"discard": ["pills", "combat_medics"]},
        {"discard": ["pills"]},
    ]
    result = final(extra)
    assert all("gang_pharmers" not in s.gangs for s in result.scores)
    extra[1] = {"discard": ["pills", "combat_medics", "medic"]}
    result = final(extra)
    assert "gang_pharmers" in result.scores[1].gangs


def test_the_humanitarians_count_refugees_and_scouting_refugees_in_every_zone_003_264() -> None:
    """[003:264] "Awarded based upon number of cards with the "refugee" keyword in the title";
    F-8 any zone: seat 0's scouting refugee in a bunker and refugee in hand beat seat 1's one."""
    extra = [
        {"buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}]},
        {},
        {},
    ]
    result = final(extra, [["refugee"], ["refugee"], []])
    assert result.scores[0].gangs == ("gang_masons", "gang_humanitarians")
    assert result.scores[0].people == 2 + 5 + 5


def test_a_humanitarians_tie_awards_nobody_even_with_more_people_003_265() -> None:
    """[003:265] "There is no tie-breaker. In the event of a tie, this gang is not awarded"."""
    extra = [{"discard": ["refugee", "thugs"]}, {"discard": ["scouting_refugee"]}, {}]
    result = final(extra)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)


def test_a_tribe_tie_with_gangs_goes_to_contested_resources_then_cards_000_170_f2_f3() -> None:
    """[000:170] a tie on tribe size goes to "the most contested resource cards", then "the
    largest number of cards in her deck"; F-2 gang, leader and building cards are not cards.
    Seat 0: thugs (3) + the Gearheads (5: her spear) = 8; seat 1: field crew (4, a contested
    resource) + tribe family 4 (contested) = 8; seat 1 wins on contested cards."""
    extra = [
        {"discard": ["thugs", "spear", "shovel"]},
        {"discard": ["field_crew", "tribe_family_4"]},
        {},
    ]
    result = final(extra)
    assert "gang_gearheads" in result.scores[0].gangs
    assert result.scores[0].people == result.scores[1].people == 8
    assert result.winners == (1,)


# ---------------------------------------------------------------------------------------------
# more moments where two modules act together

EVERY = HQ4 | {"recon1", "recon2", "recon3", "recon4", "recon5"}


def test_a_guard_cancels_the_fanatics_strike_in_her_dig_003_123_l7() -> None:
    """[000:711] the Fanatic strikes "During another player's resource gathering"; [003:123] a
    guard cancels any action outside the skirmish aimed at her cards; [003:30] "The canceled card
    and the card performing the cancel action are both discarded": the shovel stays, the Fanatic's
    refugee is discarded (not removed from play), the guard is replaced by a draw [003:124]."""
    game = new_game(
        [["brawler", "shovel", "guard"], ["refugee"], ["brawler"]],
        EVERY,
        leaders={1: "leader_fanatic"},
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "lead refugee 0:shovel")
    assert now(game).seat == 0
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert zone_kinds(game, "1:discard") == ["refugee"]
    assert game.view(None).seats[1].removed == 0
    # The guard is discarded; the dig goes on at 3 with the shovel, its cards discarded after use.
    assert zone_counter(game, "0:discard") == {"guard": 1, "brawler": 1, "shovel": 1}
    assert now(game).kind == "keep"
    assert len(game.view(0).looking) == 3


def test_the_fanatic_strikes_the_medicine_of_a_hire_and_the_hire_is_taken_back_000_715_i2() -> None:
    """[000:715] the Fanatic targets "Any card played from a player's hand (person, tool,
    medicine)"; [000:488] the rest of the interrupted action may be taken back and re-purposed
    (I-2): without the pills the saboteur (1 food, 1 med) cannot be hired; the hire is unused."""
    game = new_game([["scavenger", "pills"], ["refugee"], ["brawler"]], HQ4, leaders={1: "leader_fanatic"})
    act(game, 0, "hunt scavenger")
    game.apply(0, "hire saboteur pay pills")
    game.apply(1, "lead refugee 0:pills")
    pass_windows(game)
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "pills": 1}
    assert game.view(None).seats[1].removed == 1
    assert "hire scavenger" in texts(game, 0)


def test_the_yardmaster_is_never_cancelled_even_with_scouting_refugees_about_003_285() -> None:
    """[003:285] the Yardmaster's peek "cannot be canceled or otherwise interrupted"; [003:283]
    both go back to the top or bottom "(preserve original card order)"."""
    game = new_game(
        [["brawler"], ["scouting_refugee", "guard"], ["scouting_refugee"]],
        EVERY,
        leaders={0: "leader_yardmaster"},
        junkyard=["net", "pills", "junk", "rifle"],
    )
    game.apply(0, "yard")
    assert now(game).kind == "place"
    assert now(game).seat == 0
    assert texts(game, 0) == ["yard top", "yard bottom"]
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["junk", "rifle", "net", "pills"]
    assert zone_counter(game, "1:hand") == {"scouting_refugee": 1, "guard": 1}


def test_a_wounded_yardmaster_gives_no_peek_000_691_l15() -> None:
    """[000:691] a wounded leader loses "the leader's advantage until a med is applied"; L-15 the
    wounded Yardmaster cannot peek; typed, it is refused in words."""
    game = new_game(
        [["brawler"], ["brawler"], ["brawler"]],
        EVERY,
        leaders={0: "leader_yardmaster"},
        extra=[{"wounded": True}, {}, {}],
    )
    assert "yard" not in texts(game, 0)
    refused_with(game, 0, "yard")


def test_the_fanatic_strikes_a_hardy_scavenger_which_then_does_not_come_back_and_a_rogue_wins_003_181() -> None:
    """[003:181] only the hardy scavengers "you sent" come back after a loss; struck by the Fanatic
    [000:711] it is discarded (S-12); the three forces then tie at 2 and seat 2's rogue takes the
    resource [003:143]."""
    hands = [["refugee", "scout"], ["hardy_scavenger", "brawler"], ["rogue", "scavenger"]]
    game = new_game(hands, EVERY, leaders={0: "leader_fanatic"})
    commits = {0: "commit refugee scout", 1: "commit brawler hardy_scavenger", 2: "commit rogue scavenger"}
    play_skirmish_round(game, commits, moves={0: ["lead refugee 1:hardy_scavenger"]})
    assert skirmish_winner(game) == 2
    assert "hardy_scavenger" not in zone_kinds(game, "1:hand")
    assert zone_counter(game, "1:discard") == {"brawler": 1, "hardy_scavenger": 1}


def test_a_map_brings_back_the_engineer_of_a_build_for_a_junkyard_dig_003_273_h5() -> None:
    """[003:273] a map retrieves "a tribe member you have just used and apply them to another
    action this same round"; H-5 the build is its own action, apart from the junkyard dig."""
    game = new_game(
        [["engineer", "map", "scavenger"], ["brawler"], ["brawler"]],
        EVERY,
        junkyard=["net", "junk"],
        schematics=["bunker", "armory"],
    )
    act(game, 0, "build engineer")
    act(game, 0, "keep bunker")
    act(game, 0, "map engineer")
    assert "dig engineer" in texts(game, 0)
    assert not [t for t in texts(game, 0) if t.startswith("build")]
    act(game, 0, "dig engineer")
    assert sorted(game.view(0).looking) == ["junk", "net"]


def test_a_spy_sees_timer_cards_their_owner_may_not_see_ed11_003_66() -> None:
    """[003:66] the spy targets a player's building; ED-11 timer cards are hidden from everyone,
    the owner included, "They can be revealed to a spy (X-2)"."""
    extra = [{}, {"buildings": [{"building": "bunker", "timer": ["thugs", "pills"]}]}, {}]
    game = new_game([["spy"], ["refugee"], ["brawler"]], EVERY, extra=extra)
    act(game, 0, "spy 1:timer-bunker")
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert seen
    assert sorted(seen[0].cards) == ["pills", "thugs"]
    assert not [k for k in game.view(1).knowledge if k.zone.startswith("1:timer")]
    assert not [e for e in game.log(1) if "thugs" in e.cards]


def test_a_drafted_leader_replaces_a_wounded_one_unwounded_with_garden_food_003_306_003_312_l16() -> None:
    """[003:306] "Food (from hunting, buildings, leader powers, etc.) is used to bribe leaders";
    [003:312] she may "replace her current leader"; L-16 the old one goes to the bottom, its
    wound cleared, the new one unwounded and at work at once [003:310]."""
    extra = [{"leader": "leader_butcher", "wounded": True, "buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    zones = [
        {"hand": h, "deck": DECKS[i], **extra[i]}
        for i, h in enumerate([["scavenger", "refugee"], ["brawler"], ["brawler"]])
    ]
    scenario = {
        "round": 3,
        "players": zones,
        "contested": ["grenade", "wolf_pack"],
        "leaders": ["leader_mentor", "leader_gangster", "leader_swindler"],
    }
    config = sc.GameConfig(
        players=3, seed=0, modules=HQ4 | {"recon5"}, variants=frozenset({"leader_draft"}), scenario=scenario
    )
    game = sc.Game.new(config)
    act(game, 0, "bribe")
    assert game.view(0).looking == ("leader_mentor",)
    assert game.view(1).looking == ()
    act(game, 0, "keep leader_mentor")
    seat = game.view(None).seats[0]
    assert (seat.leader, seat.wounded) == ("leader_mentor", False)
    assert game.view(None).leader_pile_count == 3
    assert "lead refugee" in texts(game, 0)
    assert not [t for t in texts(game, 0) if t.startswith("hire")]


def test_alternate_refugees_with_humanitarians_hire_a_refugee_for_no_food_but_it_is_the_hire_003_267() -> None:
    """[003:267] "If you choose to make standard refugees available for hire, a hire action must
    still be used, but no food is required"; with scouting refugees starting (the alternate
    hands [003:292]) the standard refugees are the stack for hire (X-30)."""
    players = [
        {"hand": ["brawler", "pills"], "deck": DECKS[0], "leader": "leader_butcher"},
        {"hand": ["brawler"], "deck": DECKS[1], "leader": "leader_ranger"},
        {"hand": ["brawler"], "deck": DECKS[2], "leader": "leader_mentor"},
    ]
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=HQ4 | {"recon1", "recon5"},
        variants=frozenset({"alternate_refugees"}),
        scenario={"round": 3, "players": players, "contested": ["grenade"]},
    )
    game = sc.Game.new(config)
    assert dict(game.view(0).market).get("scouting_refugee") is None
    assert "hire refugee" in texts(game, 0)
    act(game, 0, "hire refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert not [t for t in texts(game, 0) if t.startswith("hire")]
    refused_with(game, 0, "hire hunter pay pills")


def test_buildings_store_only_their_type_instants_and_medics_are_refused_in_words_000_601_623_h7() -> None:
    """[000:601] the armory stores tools; [000:621-623] the pharmacy "medicine cards (pills or
    medkit, but not tribe members such as medic)"; H-7 instants are not tools: binoculars, map
    and tear gas find no armory, combat medics no pharmacy; a cargo sled (a tool) may go in."""
    extra = [{"buildings": [{"building": "armory"}, {"building": "pharmacy"}, {"building": "bunker"}]}, {}, {}]
    hand = ["binoculars", "cargo_sled", "combat_medics", "tear_gas", "map"]
    game = new_game([hand, ["brawler"], ["brawler"]], EVERY, extra=extra)
    stores = [t for t in texts(game, 0) if t.startswith("store")]
    assert "store armory cargo_sled" in stores
    assert "store bunker combat_medics" in stores
    for card in ("binoculars", "tear_gas", "map"):
        refused_with(game, 0, f"store armory {card}", "armory", "tool")
    refused_with(game, 0, "store pharmacy combat_medics", "pharmacy", "medicine")


def test_a_disabled_scout_tower_cannot_be_used_but_a_second_enabled_one_can_000_685_h6() -> None:
    """[000:685] a disabled building's "abilities cannot be used"; H-6 several towers are each
    their own card: with one disabled and one whole, towers are offered (from the whole one)."""
    extra = [{"buildings": [{"building": "scout_tower", "disabled": True}]}, {}, {}]
    game = new_game([["junk", "pills"], ["refugee"], ["brawler"]], EVERY, extra=extra)
    assert not [t for t in texts(game, 0) if t.startswith("tower")]
    refused_with(game, 0, "tower junk contested+junkyard")
    extra[0]["buildings"].append({"building": "scout_tower"})
    game = new_game([["junk", "pills"], ["refugee"], ["brawler"]], EVERY, extra=extra)
    assert "tower junk contested+junkyard" in texts(game, 0)


def test_two_players_provocateur_with_decoys_one_ahead_is_a_tie_000_116_003_131() -> None:
    """[000:116] with 2 players "Skirmishes must be won by 2"; [003:131] the provocateur's fight
    is the force size with the decoys [003:206]: 2 people + 2 (4 cards) = 4 against thugs' 3,
    a tie (V-2)."""
    extra: list[dict[str, Any]] = [
        {"leader": "leader_butcher", "buildings": [{"building": "portable_decoys"}]},
        {"leader": "leader_ranger"},
    ]
    game = stacked_table([["provocateur", "refugee", "junk", "junk"], ["thugs"]], EVERY, decks=DECKS[:2], extra=extra)
    play_skirmish_round(
        game, {0: "commit junk junk provocateur refugee", 1: "commit thugs"}, moves={0: ["provoke provocateur"]}
    )
    assert seat_totals(game)[0][1] == 4
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_two_players_tear_gas_opens_the_two_point_margin_000_116_003_246() -> None:
    """[003:246] the gassed thugs fight 0; [000:116] a brawler's 2 against 0 is won by 2."""
    extra = [{"leader": "leader_butcher"}, {"leader": "leader_ranger"}]
    game = stacked_table([["tear_gas", "brawler"], ["thugs"]], EVERY, decks=DECKS[:2], extra=extra)
    play_skirmish_round(game, {0: "commit brawler tear_gas", 1: "commit thugs"}, moves={0: ["gas 1:thugs"]})
    assert seat_totals(game)[1][:2] == (True, 0)
    assert skirmish_winner(game) == 0


def test_a_gangster_wounded_in_the_skirmish_loses_his_refugees_fight_and_people_000_691_l17() -> None:
    """[000:691] the wounded leader loses his advantage; L-17 at once, so the Gangster's refugees
    (fight 0, 2 people each, E1) have no fight and count 1 each at resolution: the spear finds no
    holder and the scavengers' 1 wins."""
    hands = [["sniper_team", "scavenger"], ["refugee", "refugee", "spear"], ["scavenger"]]
    commits = {0: "commit scavenger sniper_team", 1: "commit refugee refugee spear", 2: "commit scavenger"}
    game = new_game(hands, EVERY, leaders={1: "leader_gangster"})
    play_skirmish_round(game, commits, moves={0: ["snipe 1:leader_gangster"]})
    assert game.view(None).seats[1].wounded
    assert seat_totals(game)[1] == (False, 0, 2)
    assert skirmish_winner(game) == 0
    whole = new_game(hands, EVERY, leaders={1: "leader_gangster"})
    play_skirmish_round(whole, commits)
    assert seat_totals(whole)[1] == (True, 2, 4)
    assert skirmish_winner(whole) == 1


def test_the_alternate_guard_cancels_a_snipe_without_recon_module_two_003_294_003_123() -> None:
    """[003:294] "Guards for brawlers" in the starting hands; the guard still cancels a snipe on
    its owner's cards [003:123] with no Recon module in the game."""
    players = [
        {"hand": h, "deck": DECKS[i]}
        for i, h in enumerate([["brawler", "shovel", "guard"], ["sniper_team"], ["scout"]])
    ]
    scenario = {"round": 3, "players": players, "contested": ["grenade"], "junkyard": ["net", "junk", "pills"]}
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, variants=frozenset({"alternate_brawlers"}), scenario=scenario))
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    assert now(game).seat == 0
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert zone_counter(game, "1:discard") == {"sniper_team": 1}
    assert now(game).kind == "keep"
    assert len(game.view(0).looking) == 3


def test_decoys_count_the_cards_left_after_the_mentors_refugee_and_a_snipe_s11_003_206() -> None:
    """[003:206] +1 per 2 cards brought; S-11 counted on the cards still in the force at the end:
    brawler, 2 refugees and tear gas (4), the Mentor's refugee leaves (3), a refugee is sniped
    (2): +1. People: brawler + 1 = 2; fight: brawler 2 + Mentor 1 = 3."""
    extra = [{"buildings": [{"building": "portable_decoys"}]}, {}, {}]
    hands = [["brawler", "refugee", "refugee", "tear_gas"], ["thugs", "sniper_team"], ["scout"]]
    game = new_game(hands, EVERY, extra=extra, leaders={0: "leader_mentor"})
    commits = {0: "commit brawler refugee refugee tear_gas", 1: "commit sniper_team thugs", 2: "commit scout"}
    play_skirmish_round(game, commits, moves={0: ["gas 1:thugs", "lead refugee"], 1: ["snipe 0:refugee"]})
    assert seat_totals(game)[0] == (True, 3, 2)
    assert seat_totals(game)[1] == (True, 0, 5)
    assert skirmish_winner(game) == 0


def test_combat_medics_save_their_rogue_from_an_assassin_and_the_rogue_takes_the_tie_003_232_003_143() -> None:
    """[003:117] the assassin snipes a single-person card (the rogue); [003:232] combat medics save
    it and still fight; the forces then tie at 2 and the rogue wins [003:143]."""
    hands = [["assassin", "scout"], ["brawler"], ["rogue", "combat_medics"]]
    game = new_game(hands, EVERY)
    commits = {0: "commit assassin scout", 1: "commit brawler", 2: "commit combat_medics rogue"}
    play_skirmish_round(game, commits, moves={0: ["snipe assassin 2:rogue"]}, saves={2: ["save combat_medics"]})
    assert seat_totals(game)[2] == (True, 2, 5)
    assert skirmish_winner(game) == 2


def test_a_third_players_medic_saves_in_the_skirmish_and_stays_for_people_000_543_s6() -> None:
    """[000:543] a medic may save "another player's tribe member"; S-6 a medic that saved stays in
    its force: seat 2 keeps 2 people; seat 1's brawler fights on."""
    hands = [["sniper_team", "scout"], ["brawler", "refugee"], ["medic", "scout"]]
    game = new_game(hands, EVERY)
    commits = {0: "commit scout sniper_team", 1: "commit brawler refugee", 2: "commit medic scout"}
    play_skirmish_round(game, commits, moves={0: ["snipe 1:brawler"]}, saves={2: ["save medic"]})
    totals = seat_totals(game)
    assert totals[1] == (True, 2, 2)
    assert totals[2] == (True, 2, 2)
    # All fight 2; seat 0's scout and sniper team are 3 people.
    assert skirmish_winner(game) == 0


def test_a_fanatic_strike_paid_with_no_refugee_is_refused_naming_the_refugee_000_703() -> None:
    """[000:703] the Fanatic's ability needs "a Refugee from your hand"; L-7 it strikes a played
    card. A strike typed with a medic is refused by a message that names the refugee it needs and
    the leader by name (not its id), with the state unchanged."""
    game = new_game([["brawler", "shovel"], ["refugee", "medic"], ["brawler"]], EVERY, leaders={1: "leader_fanatic"})
    game.apply(0, "dig brawler+shovel")
    assert now(game).seat == 1
    message = refused_with(game, 1, "lead medic 0:shovel", "refugee", "The Fanatic")
    assert "leader_fanatic" not in message


def test_storage_refusals_on_another_players_turn_say_an_armory_000_629_h7() -> None:
    """[000:629] "During another player's turn, the only building which a player may access is the
    bunker": a retrieve from her armory then is refused in plain English ("an armory")."""
    extra: list[dict[str, Any]] = [
        {},
        {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}, {"building": "armory", "stored": ["spear"]}]},
        {},
    ]
    game = new_game([["brawler", "shovel"], ["refugee"], ["brawler"]], EVERY, extra=extra)
    game.apply(0, "dig brawler+shovel")
    assert now(game).seat == 1
    message = refused_with(game, 1, "retrieve armory spear", "bunker", "an armory")
    assert "a armory" not in message
    assert "retrieve bunker sniper_team" in texts(game, 1)


def test_a_deadlocked_cargo_sled_dug_from_the_junkyard_counts_as_contested_and_wins_the_gearheads_f3_000_561() -> None:
    """[000:274] a deadlock puts the contested resource into the junkyard; F-3 a contested card
    counts as one however it was acquired; [000:561] the Gearheads' tie-break counts "tools that
    are contested resources": seat 1 digs the cargo sled in round 4 and, tied 1-1 on tools with
    seat 0's shovel, takes the Gearheads; it is her contested card for the tribe tie-break."""
    extra: list[dict[str, Any]] = [{"leader": kind} for kind in LEADERS[:3]]
    game = stacked_table(
        [[], [], []],
        EVERY,
        decks=[["shovel"], ["scavenger"], []],
        extra=extra,
        contested=["cargo_sled", "grenade"],
        junkyard=[],
    )
    play_skirmish_round(game, {})
    assert skirmish_winner(game) is None
    assert zone_kinds(game, "junkyard") == ["cargo_sled"]
    assert now(game).seat == 1  # ED-1: the initiator passes left after round 3
    act(game, 1, "dig scavenger")
    act(game, 1, "keep cargo_sled")
    result = play_out(game)
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert result.scores[1].contested == 1
    assert result.winners == (1,)


def test_a_demolition_team_tops_the_timer_up_from_the_owners_deck_reshuffling_her_discard_h9_003_237() -> None:
    """[003:237] "reset the build timer on one under-construction building. Afterwards, draw two
    cards"; H-9 the owner draws from her own deck to bring the timer back to the full build time
    (bunker 5), reshuffling her discard pile when the deck runs out (R-6)."""
    extra: list[dict[str, Any]] = [
        {"deck": ["pills", "net", "junk"]},
        {
            "deck": ["scout", "scout"],
            "discard": ["spear", "spear", "pills"],
            "buildings": [{"building": "bunker", "timer": ["junk"]}],
        },
        {},
    ]
    game = new_game([["demolition_team"], ["brawler"], ["brawler"]], EVERY, extra=extra)
    act(game, 0, "demolish 1:bunker")
    bunker = next(b for b in game.view(1).seats[1].buildings if b.kind == "bunker")
    assert bunker.timer == 5
    timer = next(cards for zone, cards in game.zones().items() if zone.startswith("1:timer"))
    assert sorted(c.kind for c in timer).count("scout") == 2
    assert len(zone_kinds(game, "1:deck")) == 1
    assert zone_kinds(game, "1:discard") == []
    assert zone_counter(game, "0:hand") == {"pills": 1, "net": 1}
    assert zone_kinds(game, "0:discard") == ["demolition_team"]


def test_the_fanatics_refugee_leaves_the_game_and_the_humanitarians_count_without_it_000_658_003_264() -> None:
    """[000:658] "Cards that are removed from play ... do not count toward final scoring"; the
    Fanatic's refugee is removed (L-7), so seat 0's two refugees become one and seat 1's two take
    the Humanitarians [003:264]."""
    extra: list[dict[str, Any]] = [{"deck": []}, {"deck": [], "discard": ["refugee", "refugee"]}, {"deck": []}]
    game = new_game(
        [["refugee", "refugee"], ["brawler", "shovel"], []],
        EVERY,
        extra=extra,
        leaders={0: "leader_fanatic"},
        contested=["grenade"],
        junkyard=["junk", "junk", "junk"],
    )
    game.apply(0, "end")
    game.apply(0, "commit refugee refugee")  # RULINGS I-6: committed cards answer as from hand
    game.apply(1, "dig brawler+shovel")
    game.apply(0, "lead refugee 1:shovel")
    pass_windows(game)
    act(game, 1, "continue")  # RULINGS I-2: the brawler digs 1 on
    act(game, 1, "keep none")
    result = play_out(game)
    assert game.view(None).seats[0].removed == 1
    assert result.scores[1].gangs == ("gang_humanitarians",)
    # Seat 0's one refugee won the grenade (1 person against nobody), and with it the Gearheads.
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 1 + 5


SOLO_FORCES = [["scout", "refugee"], ["brawler"], ["brawler"], ["brawler"], ["brawler"], ["brawler"], ["brawler"]]
"""Seven opponent forces [003:321-326], the first a scout and a refugee (fight 2, 2 people)."""


def test_solo_portable_decoys_break_a_fight_tie_on_people_003_206_v6() -> None:
    """V-6 the solo game ranks as 3-5 players do, fight then people; [003:206] the decoys add 1
    per 2 cards: brawler, refugee and 2 junk (fight 2, 2 people + 2) beat the scout and refugee
    (fight 2, 2 people), and the player takes a prize [003:338]."""
    game = solo_game(
        ["brawler", "junk", "junk", "refugee"],
        SOLO_FORCES,
        modules=["recon3"],
        buildings=[{"building": "portable_decoys"}],
        deck=["refugee"] * 10,
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler junk junk refugee")
    while now(game).kind == "skirmish":
        game.apply(0, "pass")
    assert seat_totals(game)[0] == (True, 2, 4)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert now(game).kind == "prize"
    assert texts(game, 0) == ["keep refugee", "keep scout"]


def test_solo_a_lost_fight_removes_a_card_and_the_hardy_scavenger_still_comes_back_003_181_003_339() -> None:
    """[003:339] "If you lose, you must permanently remove one card from your skirmish force ...
    The card you remove is your choice"; [003:181] the hardy scavengers sent to a lost skirmish
    return to hand: she removes the refugee and her hardy scavenger comes back."""
    forces = [["thugs", "spear"], *SOLO_FORCES[1:]]
    game = solo_game(["hardy_scavenger", "refugee"], forces, modules=["recon3"], deck=["refugee"] * 10)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit hardy_scavenger refugee")
    while now(game).kind == "skirmish":
        game.apply(0, "pass")
    assert now(game).kind == "loss"
    assert texts(game, 0) == ["remove hardy_scavenger", "remove refugee"]
    game.apply(0, "remove refugee")
    assert game.view(0).seats[0].removed == 1
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 1


def test_every_scoring_source_at_once_butcher_and_cannibal_victims_do_not_count_000_658_000_170_f1() -> None:
    """[000:170] every card of the tribe counts its people; F-1 stored and timer cards too; gangs
    5 each (F-7); [000:658] cards the Butcher and the Cannibal removed do not count. Seat 0 (the
    Butcher) removes her thugs (3) in round 3; seat 1 (the Cannibal) her field crew (4)."""
    extra: list[dict[str, Any]] = [
        {
            "leader": "leader_butcher",
            "deck": [],
            "buildings": [
                {"building": "bunker", "stored": ["tribe_family_5"]},
                {"building": "armory", "timer": ["medkit", "refugee"]},
            ],
        },
        {"leader": "leader_cannibal", "deck": [], "discard": ["scouting_refugee", "refugee", "cargo_sled"]},
        {"leader": "leader_mentor", "deck": []},
    ]
    game = stacked_table([["thugs"], ["field_crew"], []], EVERY, decks=[[], [], []], extra=extra, contested=["grenade"])
    act(game, 0, "lead thugs")
    to_turn(game, 1)
    act(game, 1, "lead field_crew")
    result = play_out(game)
    first, second = result.scores[0], result.scores[1]
    # Seat 0: family 5 + timer refugee 1; the Pharmers (medkit 2 against the Butcher's med, spent)
    # and the Masons (her bunker). Seat 1: 2 refugees (the Humanitarians), the cargo sled (the
    # Gearheads, and a contested card).
    assert first.gangs == ("gang_pharmers", "gang_masons")
    assert first.people == 5 + 1 + 10
    assert second.gangs == ("gang_gearheads", "gang_humanitarians")
    assert second.people == 2 + 10
    assert second.contested == 1
    assert game.view(None).seats[0].removed == 1
    assert game.view(None).seats[1].removed == 1
    assert result.winners == (0,)


# ---------------------------------------------------------------------------------------------
# refusals where the modules meet: a reason in words, nothing changed, nothing hidden shown

TYPED = (
    "retrieve bunker sniper_team", "retrieve armory spear", "store bunker brawler", "tower junk contested+junkyard",
    "spy 1:hand", "spy 2:stored-bunker", "scout binoculars", "yard", "yard top", "disarm 1:spear", "disarm 0:spear",
    "snipe 1:thugs", "snipe 1:leader_gangster", "snipe assassin 1:thugs", "gas 1:thugs", "provoke provocateur",
    "disable 1:bunker", "repair bunker refugee", "heal pills", "bribe", "keep leader_mentor", "demolish 1:bunker",
    "map brawler", "lead refugee 1:spear", "lead refugee", "cancel guard", "cancel scouting_refugee", "save medic",
    "save combat_medics", "hire thugs", "dig brawler", "build engineer", "work bunker refugee",
    "drill drill_sergeant", "discard junk", "commit thugs", "engage 1", "remove refugee", "keep net", "pass",
    "continue", "abort", "end",
)  # fmt: skip
"""Actions of every module typed at moments where they do not fit."""
IMPLIED = {"snipe": "sniper_team", "disarm": "saboteur", "disable": "saboteur", "gas": "tear_gas"}
"""The card a verb names without its being typed (README "Action notation")."""
HIDDEN_ZONES = (":hand", ":deck", ":committed", ":timer", ":stored")


def _moment(where: str) -> sc.Game:
    """Seat 0 to act on her turn, seat 1 in the window on seat 0's dig, or seat 0 at her
    skirmish opportunity; hidden contested cards in the buildings (no market stack shows their
    names), a Gangster, a guard, medics and a tear gas."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "bunker", "stored": ["field_crew"]}]},
        {
            "buildings": [
                {"building": "bunker", "stored": ["tribe_family_4"]},
                {"building": "armory", "stored": ["wolf_pack"]},
            ]
        },
        {},
    ]
    hands = [["brawler", "shovel", "tear_gas"], ["thugs", "spear", "guard"], ["medic", "assassin"]]
    game = new_game(hands, EVERY, extra=extra, leaders={1: "leader_gangster"}, junkyard=["net", "junk", "pills"])
    if where == "window":
        game.apply(0, "dig brawler+shovel")
    elif where == "skirmish":
        end_gathering(
            game, {0: "commit brawler shovel tear_gas", 1: "commit guard spear thugs", 2: "commit assassin medic"}
        )
    return game


@pytest.mark.parametrize("where", ["turn", "window", "skirmish"])
def test_every_refusal_where_modules_meet_says_why_and_changes_nothing_000_635_003_33(where: str) -> None:
    """Each action typed where it does not fit is refused by the engine (IllegalAction or
    InvalidAction) with a reason of its own, the game unchanged, and names no card that seat may
    not see ([003:33] recon is private; [000:641] stored cards lie face down)."""
    game = _moment(where)
    tried = 0
    for seat in range(3):
        legal = set(texts(game, seat))
        hidden = {
            card.kind
            for zone, cards in game.zones().items()
            if not zone.startswith(f"{seat}:") and any(part in zone for part in HIDDEN_ZONES)
            for card in cards
        }
        assert {"field_crew", "tribe_family_4", "wolf_pack"} & hidden
        seen = str(game.view(seat))
        for typed in TYPED:
            if typed in legal:
                continue
            before = state_of(game)
            with pytest.raises((sc.IllegalAction, sc.InvalidAction)) as caught:
                game.apply(seat, typed)
            assert state_of(game) == before, typed
            reason = str(caught.value).split("): ", 1)[-1]
            assert len(reason) > 15, (typed, reason)
            assert not reason.endswith(("that is not a legal action now", "cannot do that now")), (typed, reason)
            named = set(typed.replace(":", " ").replace("+", " ").split()) | {IMPLIED.get(typed.split()[0], "")}
            leaked = [k for k in hidden - named if re.search(rf"\b{k}\b", reason) and k not in seen]
            assert not leaked, (seat, typed, reason)
            tried += 1
    assert tried > 100


def test_the_sergeant_at_arms_guards_tools_from_disarms_only_not_from_the_fanatic_or_building_attacks_l11() -> None:
    """L-11 (E1): the Sergeant at Arms's tools "cannot be disarmed"; it gives no protection
    against the Fanatic's strike [000:715] (not a disarm) nor a saboteur's building attack
    [000:685]: seat 1 may strike the spear but has no disarm on it, and may disable the armory."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "armory"}]}, {}, {}]
    leaders = {0: "leader_sergeant_at_arms", 1: "leader_fanatic"}
    game = new_game([["scavenger", "spear"], ["refugee", "saboteur"], ["brawler"]], EVERY, extra=extra, leaders=leaders)
    game.apply(0, "hunt scavenger+spear")
    assert now(game).seat == 1
    assert "lead refugee 0:spear" in texts(game, 1)
    assert "disarm 0:spear" not in texts(game, 1)
    refused_with(game, 1, "disarm 0:spear")
    finish = new_game([["brawler"], ["saboteur"], ["brawler"]], EVERY, extra=extra, leaders=leaders)
    to_turn(finish, 1)
    assert "disable 0:armory" in texts(finish, 1)
