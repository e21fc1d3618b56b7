"""Blind rules audit (13): the Recon solo game, alone and with the HQ and Recon modules.

Written from the rulebooks only ([003:314-353] the solo variant, [000] the 2015 base/HQ rules,
[001] the older edition) and the project's rulings (V-4..V-8, X-7, X-37, R-6, F-1...), without
reading the engine. Citations: [file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS, RECON_CONTESTED_KINDS, now, texts, zone_counter, zone_kinds

CR_KINDS = BASE_CONTESTED_KINDS + RECON_CONTESTED_KINDS


def solo(
    hand: list[str],
    opponents: list[list[str]] | None = None,
    modules: Any = (),
    *,
    rules: str = "2015",
    seed: int = 0,
    round: int = 1,
    table: dict[str, Any] | None = None,
    **player: Any,
) -> sc.Game:
    """A stacked solo game: the player holds ``hand`` (plus ``player``'s zones); ``table`` holds
    shared piles (schematics, market, junkyard)."""
    scenario: dict[str, Any] = {"round": round, "players": [{"hand": hand, **player}], **(table or {})}
    if opponents is not None:
        scenario["opponents"] = opponents
    config = sc.GameConfig(players=1, seed=seed, modules=frozenset(modules), rules=rules, scenario=scenario)
    return sc.Game.new(config)


def fresh(seed: int = 0, modules: Any = (), rules: str = "2015") -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=1, seed=seed, modules=frozenset(modules), rules=rules))


def engage(game: sc.Game, force: int, commit: str) -> None:
    """End the gathering turn, engage ``force`` and commit (``commit`` is the whole action)."""
    if now(game).kind == "turn":
        game.apply(0, "end")
    assert now(game).kind == "engage", now(game)
    game.apply(0, f"engage {force}")
    game.apply(0, commit)


def skirmish(game: sc.Game, moves: list[str] | None = None) -> None:
    """The player's skirmish opportunity: the moves, then pass (when she is asked at all)."""
    moves = list(moves or [])
    while not game.over and now(game).kind == "skirmish":
        game.apply(0, moves.pop(0) if moves else "pass")
    assert not moves, f"moves left unplayed: {moves}"


def skip_turn(game: sc.Game) -> None:
    """End the turn without engaging."""
    game.apply(0, "end")
    if now(game).kind == "engage":
        game.apply(0, "pass")


def totals(game: sc.Game) -> dict[int, tuple[int, ...]]:
    last = [e for e in game.log(0) if e.type.value == "skirmish_totals"]
    rnd = last[-1].round
    return {e.seat: tuple(e.values) for e in last if e.round == rnd and e.seat is not None}


def removed(game: sc.Game) -> list[str]:
    return zone_kinds(game, "0:removed")


def owned(game: sc.Game) -> Counter[str]:
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith("0:") for c in cards)


def tribe(game: sc.Game) -> Counter[str]:
    """The player's cards that are still hers (not removed from play, no leader)."""
    out = owned(game)
    for kind in removed(game):
        out[kind] -= 1
    for zone in ("0:leader", "0:dealt", "0:gangs"):
        for kind in zone_kinds(game, zone):
            out[kind] -= 1
    return +out


# ---------------------------------------------------------------------------------------------
# Setup [003:318-328], V-8
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_solo_setup_seven_forces_of_3_4_4_5_5_5_6_003_321(seed: int) -> None:
    """[003:321-326] "Break the 32 cards up into 7 skirmishes: one set of three cards, two sets
    of four, three sets of five, one set of six"."""
    view = fresh(seed).view(0)
    assert len(view.forces) == 7
    assert sorted(view.forces) == [3, 4, 4, 5, 5, 5, 6]


@pytest.mark.parametrize(
    "modules",
    [frozenset(), frozenset({"recon4"}), sc.hq_modules(4) | {"recon1", "recon2", "recon3", "recon4", "recon5"}],
)
def test_solo_forces_are_the_28_crs_2_rifles_2_thugs_003_320(modules: frozenset[str]) -> None:
    """[003:320] "Shuffle all 28 contested resource cards together along with 2 rifles and 2
    thugs. This should form a single pile of 32 cards." (Recon module 4 changes nothing here.)"""
    game = fresh(5, modules)
    forces: Counter[str] = Counter()
    for n in range(1, 8):
        forces += zone_counter(game, f"opponent:{n}")
    expected = Counter(dict.fromkeys(CR_KINDS, 2)) + Counter({"rifle": 2, "thugs": 2})
    assert forces == expected


def test_v8_solo_piles_no_contested_pile_thugs_two_short_full_junkyard() -> None:
    """V-8: "The 2 rifles and 2 thugs go into the opponent stacks ... the thugs stack ... has 2
    fewer cards"; "there is no CR pile"; "The JY is otherwise built normally (3-5 player
    composition, no 2-player removal)": the base junkyard less the starting spear and shovel."""
    game = fresh(0)
    view = game.view(0)
    assert view.contested_count == 0
    assert zone_kinds(game, "contested") == []
    assert dict(view.market)["thugs"] == 5 - 2
    assert zone_counter(game, "junkyard") == Counter(
        {"junk": 7, "multitool": 4, "net": 4, "spear": 5, "pickaxe": 4, "shovel": 5, "medkit": 6, "pills": 9}
    )


def test_v8_solo_junkyard_with_hq_has_two_fewer_rifles_and_recon1_adds_binoculars_003_61() -> None:
    """V-8: "The JY therefore gets 2 fewer rifles if HQ cards are used" (4 rifles in HQ);
    [003:61] Recon module 1: "Shuffle the 4 binoculars into the junkyard"."""
    game = fresh(0, sc.hq_modules(1) | {"recon1"})
    junkyard = zone_counter(game, "junkyard")
    assert junkyard["rifle"] == 4 - 2
    assert junkyard["toolkit"] == 4
    assert junkyard["binoculars"] == 4


def test_solo_recon_market_is_ten_mercenary_stacks_plus_scouting_refugees_003_327() -> None:
    """[003:327] "Select 10 mercenaries and lay them out in front of you like normal"; [003:61]
    the scouting refugees are a separate extra stack with Recon module 1."""
    game = fresh(3, sc.hq_modules(2) | {"recon1", "recon2", "recon3"})
    kinds = [kind for kind, _ in game.view(0).market]
    assert "scouting_refugee" in kinds
    assert len([k for k in kinds if k != "scouting_refugee"]) == 10


def test_recon3_solo_starts_with_hardy_scavengers_instead_of_scavengers_003_159() -> None:
    """[003:159] Recon module 3: "substitute hardy scavengers in place of the standard
    scavengers during player setup"."""
    game = fresh(0, {"recon3"})
    cards = owned(game)
    assert cards["hardy_scavenger"] == 3
    assert cards["scavenger"] == 0


@pytest.mark.parametrize("keep", ["none", "first"])
def test_solo_leader_is_optional_and_the_opponents_get_none_003_328(keep: str) -> None:
    """[003:328] "You may play with or without a tribal leader (but do not select one for the
    opponents)"."""
    game = fresh(1, sc.hq_modules(3))
    assert now(game).kind == "leader"
    assert "lead none" in texts(game, 0)
    dealt = game.view(0).dealt
    game.apply(0, "lead none" if keep == "none" else f"lead {dealt[0]}")
    view = game.view(0)
    assert view.seats[0].leader == (None if keep == "none" else dealt[0])
    assert view.opponent is not None
    assert view.opponent.leader is None
    assert now(game).kind == "turn"


def test_solo_has_no_initiator_peek_in_round_3_003_332() -> None:
    """[003:332] "There is no concept of an initiator": no top-of-the-contested peek from
    round 3 (V-8: "no CR pile or peek")."""
    game = fresh(2)
    for _ in range(2):
        skip_turn(game)
    view = game.view(0)
    assert view.round == 3
    assert view.peeked is None
    assert not [k for k in view.knowledge if k.source == "peek"]


# ---------------------------------------------------------------------------------------------
# Attrition [003:333], V-4, R-5, R-6
# ---------------------------------------------------------------------------------------------


def test_attrition_round_draw_reshuffle_removes_the_new_decks_top_card_003_333() -> None:
    """[003:333] "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it permanently from play"; V-7: it no longer
    scores."""
    game = solo(
        ["junk"],
        [["thugs"], ["grenade"]],
        deck=["pills", "pills"],
        discard=["net", "spear", "shovel", "pickaxe", "medkit", "multitool"],
    )
    assert game.score(0).points == 9
    skip_turn(game)
    view = game.view(0)
    assert len(removed(game)) == 1
    assert view.seats[0].removed == 1
    assert len(view.hand) == 5
    assert view.seats[0].deck_count == 3  # 9 cards: 1 gone, 5 in hand, 3 in the new deck
    assert sum(tribe(game).values()) == 8
    assert game.score(0).points == 8


def test_v4_attrition_on_every_reshuffle_midturn_draws_included_003_333() -> None:
    """[003:333] "Every time you shuffle"; V-4 attrition "after every reshuffle of the discard,
    including mid-turn reshuffles during a draw action": a scout's draw reshuffles (1 gone),
    then the next turn's draw reshuffles again (2 gone)."""
    game = solo(["scout"], [["thugs"]], discard=["net", "spear", "shovel"])
    game.apply(0, "draw scout")
    assert len(removed(game)) == 1
    assert len(game.view(0).hand) == 2
    skip_turn(game)
    assert len(removed(game)) == 2
    assert game.view(0).seats[0].removed == 2


def test_r5_r6_no_shuffle_no_attrition() -> None:
    """R-6: the discard is shuffled only when a card must be drawn and the deck is empty (an
    exactly sufficient deck brings no attrition); R-5: an empty discard is not shuffled."""
    game = solo(
        ["junk"],
        [["thugs"]],
        deck=["net", "spear", "shovel", "pickaxe", "pills"],
        discard=["medkit", "multitool"],
    )
    skip_turn(game)
    assert removed(game) == []
    assert game.view(0).seats[0].deck_count == 0
    assert sorted(game.view(0).hand) == ["net", "pickaxe", "pills", "shovel", "spear"]
    game = solo([], [["thugs"]], deck=["net", "spear"])
    skip_turn(game)
    assert removed(game) == []
    assert sorted(game.view(0).hand) == ["net", "spear"]


def test_v4_attrition_on_a_building_timers_reshuffle() -> None:
    """V-4: attrition "including mid-turn reshuffles during ... timer placement" (HQ 2: timer
    cards are drawn from your own deck [000:579])."""
    game = solo(
        ["engineer"],
        [["thugs"]],
        sc.hq_modules(2),
        discard=["junk", "junk", "junk", "junk", "junk"],
        table={"schematics": ["pharmacy"]},
    )
    game.apply(0, "build engineer")
    while now(game).kind == "keep":
        game.apply(0, "keep pharmacy")
    assert len(removed(game)) == 1
    building = game.view(0).seats[0].buildings[0]
    assert building.kind == "pharmacy"
    assert building.timer == 2


def test_drill_sergeant_shuffling_into_a_standing_deck_brings_no_attrition_003_170() -> None:
    """[003:170] the drill sergeant shuffles two discarded cards "into your deck"; [003:333]
    attrition follows a shuffle of the discard "to form a new deck", which this is not."""
    game = solo(["drill_sergeant"], [["thugs"]], {"recon3"}, deck=["junk", "pills", "net"], discard=["spear", "shovel"])
    game.apply(0, "drill drill_sergeant")
    if now(game).kind == "shuffle":
        game.apply(0, "shuffle shovel spear")
    assert removed(game) == []
    assert len(game.view(0).hand) == 2
    assert game.view(0).seats[0].deck_count == 3


# ---------------------------------------------------------------------------------------------
# Engaging an opponent force [003:334-340], V-4..V-6
# ---------------------------------------------------------------------------------------------


def test_no_forced_skirmish_but_one_may_be_started_from_the_first_turn_003_334() -> None:
    """[003:334] "There is no forced skirmish phase. On any turn you choose, you may initiate a
    skirmish" (no rounds without a skirmish, as rounds 1-2 of the base game)."""
    game = solo(["brawler"], [["thugs"], ["grenade"]], deck=["refugee"] * 5)
    assert game.view(0).round == 1
    game.apply(0, "end")
    assert now(game).kind == "engage"
    assert {"pass", "engage 1", "engage 2"} <= set(texts(game, 0))
    game.apply(0, "pass")
    view = game.view(0)
    assert view.round == 2
    assert view.forces == (1, 1)
    assert not [e for e in game.log(0) if e.type.value in ("skirmish_totals", "skirmish_won")]


def test_v4_one_skirmish_per_turn_and_each_force_only_once_003_340() -> None:
    """V-4 "Optionally start one skirmish"; [003:340] "each of the seven forces are encountered
    only once"."""
    game = solo(["brawler", "spear"], [["tribe_family_3"], ["grenade"], ["sled_team"]], deck=["refugee"] * 10)
    engage(game, 1, "commit brawler spear")
    skirmish(game)
    assert now(game).kind == "prize"
    game.apply(0, "keep tribe_family_3")
    view = game.view(0)
    assert view.round == 2  # no second engagement in turn 1
    assert now(game).kind == "turn"
    assert view.forces == (0, 1, 1)
    game.apply(0, "end")
    assert "engage 1" not in texts(game, 0)
    assert {"engage 2", "engage 3"} <= set(texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "engage 1")


def test_send_as_many_or_as_few_forces_as_you_choose_003_336() -> None:
    """[003:336] "Send as many or as few forces from your hand as you choose"; committing none
    against a fighting force is a loss with no card to remove, and the force is spent [003:340]."""
    game = solo(["brawler", "spear", "refugee"], [["sled_team"], ["thugs"]], deck=["junk"] * 5)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert {"commit none", "commit brawler", "commit brawler refugee spear"} <= set(texts(game, 0))
    game.apply(0, "commit none")
    skirmish(game)
    assert now(game).kind == "turn"
    assert removed(game) == []
    assert game.view(0).forces == (0, 1)
    assert tribe(game)["brawler"] == 1


def test_win_takes_one_card_of_the_force_into_the_discard_pile_003_338() -> None:
    """[003:338] "If you win, take one card from the opponent's skirmish forces as a prize and
    place it in your discard pile"."""
    game = solo(
        ["thugs", "brawler", "spear"], [["grenade", "tribe_family_4", "rifle"], ["sled_team"]], deck=["refugee"] * 5
    )
    engage(game, 1, "commit brawler spear thugs")  # 3 + 2 + 2 = 7 against at most 5
    skirmish(game)
    assert now(game).kind == "prize"
    assert set(texts(game, 0)) == {"keep grenade", "keep tribe_family_4", "keep rifle"}
    game.apply(0, "keep tribe_family_4")
    cards = tribe(game)
    assert cards["tribe_family_4"] == 1
    assert cards["grenade"] == 0
    assert cards["rifle"] == 0
    assert "tribe_family_4" in zone_kinds(game, "0:discard")


def test_loss_removes_one_card_of_the_players_choice_the_rest_is_discarded_003_339() -> None:
    """[003:339] "If you lose, you must permanently remove one card from your skirmish force and
    set it aside. The card you remove is your choice"; [000:270] the rest is discarded; V-7 the
    removed card no longer scores."""
    game = solo(["brawler", "spear", "refugee"], [["thugs", "grenade"], ["sled_team"]], deck=["refugee"] * 5)
    before = game.score(0).points
    engage(game, 1, "commit brawler refugee spear")
    skirmish(game)
    assert now(game).kind == "loss"
    assert set(texts(game, 0)) == {"remove brawler", "remove spear", "remove refugee"}
    game.apply(0, "remove spear")
    assert removed(game) == ["spear"]
    cards = tribe(game)
    assert cards["brawler"] == 1
    assert cards["spear"] == 0
    assert sorted(game.view(0).seats[0].discard) == ["brawler", "refugee"]
    assert game.score(0).points == before - 1  # V-7: a removed card no longer scores


def test_the_opponents_remaining_force_leaves_play_win_or_lose_003_340() -> None:
    """[003:340] "Whether you win or lose, the opponent's remaining skirmish force should be
    removed from play" (not into the junkyard, not to the player)."""
    for commit, expect in (("commit thugs", "prize"), ("commit refugee", "loss")):
        game = solo(["thugs", "refugee"], [["tribe_family_3", "pills", "medkit"], ["sled_team"]], deck=["junk"] * 5)
        junkyard = zone_counter(game, "junkyard")
        engage(game, 1, commit)
        skirmish(game)
        assert now(game).kind == expect
        game.apply(0, texts(game, 0)[0])
        assert zone_kinds(game, "opponent:1") == []
        assert game.view(0).forces[0] == 0
        assert zone_counter(game, "junkyard") == junkyard
        won = tribe(game)
        assert won["pills"] + won["medkit"] + won["tribe_family_3"] == (1 if expect == "prize" else 0)


def test_v6_a_full_tie_gives_no_prize_and_no_loss() -> None:
    """V-6: a tie on fight and people: "no prize, no loss, and the opponent stack is removed"."""
    game = solo(["field_crew"], [["field_crew"], ["sled_team"]], deck=["junk"] * 5)
    engage(game, 1, "commit field_crew")
    skirmish(game)
    assert totals(game)[0][1:] == totals(game)[1][1:] == (2, 4)
    assert now(game).kind == "turn"
    assert game.view(0).forces == (0, 1)
    assert removed(game) == []
    assert tribe(game)["field_crew"] == 1


def test_v6_people_break_a_fight_tie_in_solo_000_274() -> None:
    """V-6 "Use the 3-5 player ranking (fight, then people)" [000:274]: brawler (2 fight, 1
    person) against a field crew (2 fight, 4 people) loses."""
    game = solo(["brawler"], [["field_crew"], ["sled_team"]], deck=["junk"] * 5)
    engage(game, 1, "commit brawler")
    skirmish(game)
    assert now(game).kind == "loss"


@pytest.mark.parametrize(("rules", "outcome"), [("2015", "loss"), ("2012", "prize")])
def test_a_fight_of_0_against_no_fight_2015_000_420_and_2012_001_283(rules: str, outcome: str) -> None:
    """2015 [000:420] "A fight value of 0 is superior to no ability to fight at all": four
    refugees (no fight, 4 people) lose to a tribe family of 3 (fight 0). 2012 [001:283] an action
    works only "provided that the total is 1 or greater", so a fight of 0 is no fight and the 4
    people beat 3."""
    game = solo(["refugee"] * 4, [["tribe_family_3"], ["sled_team"]], rules=rules, deck=["junk"] * 5)
    engage(game, 1, "commit refugee refugee refugee refugee")
    skirmish(game)
    assert now(game).kind == outcome


# ---------------------------------------------------------------------------------------------
# The opponent's best play [003:337], V-5, and the player's skirmish actions
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "force", "player_fight"),
    [
        # thugs (3) + brawler (2) against tear gas + field crew (2) + tribal hunters (0): gassing the
        # thugs leaves 2 against 2 and the opponent's 6 people beat 4 (the brawler: 3 against 2)
        (["brawler", "thugs"], ["tear_gas", "field_crew", "tribal_hunters_2"], 2),
        # brawler + spear (4) and thugs (3) against tear gas + thugs + sled team (4 fight, 5 people):
        # gassing the brawler leaves thugs + spear = 5, gassing the thugs 4, lost on people
        (["brawler", "spear", "thugs"], ["tear_gas", "thugs", "sled_team"], 4),
        # two tear gas cards silence both members: 0 against the field crew's 2
        (["brawler", "thugs"], ["tear_gas", "tear_gas", "field_crew"], 0),
    ],
)
def test_opponent_tear_gas_is_played_to_the_opponents_best_advantage_003_337(
    hand: list[str], force: list[str], player_fight: int
) -> None:
    """[003:337] "assume the opponent will take the most favorable action (e.g. using tear gas on
    your strongest tribe member)"; [003:244-246] the gassed member's fight is set to 0."""
    game = solo(hand, [force, ["field_crew"]], deck=["junk"] * 5)
    engage(game, 1, "commit " + " ".join(sorted(hand)))
    skirmish(game)
    assert totals(game)[0][1] == player_fight
    assert now(game).kind == "loss"


def test_an_opponent_member_holds_one_tool_only_000_189() -> None:
    """[000:189] one tool per tribe member, for the opponent force too: a sled team (1) with a
    grenade (+3) fights 4, the wolf pack and rifle find no holder; thugs + spear (5) win."""
    game = solo(["thugs", "spear"], [["wolf_pack", "grenade", "rifle", "sled_team"], ["field_crew"]], deck=["junk"] * 5)
    engage(game, 1, "commit spear thugs")
    skirmish(game)
    assert totals(game)[1][1] == 4
    assert now(game).kind == "prize"


@pytest.mark.parametrize(("force", "fight"), [(["tear_gas", "field_crew"], 2), (["thugs", "field_crew"], 5)])
def test_the_provocateur_fights_with_the_force_size_tear_gas_cannot_stop_it_003_131_003_249(
    force: list[str], fight: int
) -> None:
    """[003:130-132] "use the number of tribe members you brought to the skirmish as your fight
    score"; [003:249] "Tear gas is not effective against a provocateur": provocateur + 3 refugees
    fight 4, beating tear gas + field crew (2) but not thugs + field crew (5)."""
    game = solo(["provocateur", "refugee", "refugee", "refugee"], [force, ["sled_team"]], {"recon2"}, deck=["junk"] * 5)
    engage(game, 1, "commit provocateur refugee refugee refugee")
    skirmish(game, ["provoke provocateur"])
    assert totals(game)[0][1] == 4
    assert now(game).kind == ("prize" if fight < 4 else "loss")


@pytest.mark.parametrize("members", [["combat_medics"], ["field_crew", "spear"]])
def test_the_provocateurs_force_size_counts_people_not_cards_or_tools_003_137(members: list[str]) -> None:
    """[003:131] "Count the total size of your force (tribe members you brought ...) ignoring any
    tools"; [003:137] "combat medics (four people) and a provocateur (one person). Since the
    total is five ...": 5 beats thugs + sled team (4); two cards alone would lose."""
    game = solo(["provocateur", *members], [["thugs", "sled_team"], ["field_crew"]], {"recon2"}, deck=["junk"] * 5)
    engage(game, 1, "commit " + " ".join(sorted(["provocateur", *members])))
    skirmish(game, ["provoke provocateur"])
    assert totals(game)[0][1] == 5
    assert now(game).kind == "prize"


def test_portable_decoys_enlarge_the_provocateurs_force_in_solo_003_206() -> None:
    """[003:206] "For every 2 cards you bring to the skirmish ... increase the effective size of
    your skirmish force by 1"; [003:131] the provocateur counts "building abilities that increase
    the size of your force": 4 cards -> size 4 + 2 = 6, beating thugs + field crew (5)."""
    game = solo(
        ["provocateur", "refugee", "refugee", "refugee"],
        [["thugs", "field_crew"], ["sled_team"]],
        sc.hq_modules(2) | {"recon2", "recon3"},
        deck=["junk"] * 5,
        buildings=[{"building": "portable_decoys"}],
    )
    engage(game, 1, "commit provocateur refugee refugee refugee")
    skirmish(game, ["provoke provocateur"])
    assert totals(game)[0][1] == 6
    assert now(game).kind == "prize"


@pytest.mark.parametrize("decoys", [True, False])
def test_portable_decoys_break_a_people_tie_in_solo_003_205(decoys: bool) -> None:
    """[003:205-206] decoys increase the force size "for the purpose of tie-breaking": brawler +
    3 junk (4 cards: +2) has 3 people against a demolition team's 2 at fight 2 each; without
    decoys the brawler's 1 person loses."""
    game = solo(
        ["brawler", "junk", "junk", "junk"],
        [["demolition_team"], ["sled_team"]],
        sc.hq_modules(2) | {"recon3"},
        deck=["pills"] * 5,
        buildings=[{"building": "portable_decoys"}] if decoys else [],
    )
    engage(game, 1, "commit brawler junk junk junk")
    skirmish(game)
    assert totals(game)[0] == (1, 2, 3 if decoys else 1)
    assert now(game).kind == ("prize" if decoys else "loss")


def test_the_gangster_does_not_count_toward_the_provocateur_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur ability":
    provocateur + 3 refugees fight 4, not 7, and lose to thugs + field crew (5)."""
    game = solo(
        ["provocateur", "refugee", "refugee", "refugee"],
        [["thugs", "field_crew"], ["sled_team"]],
        sc.hq_modules(3) | {"recon2"},
        leader="leader_gangster",
        deck=["junk"] * 5,
    )
    engage(game, 1, "commit provocateur refugee refugee refugee")
    skirmish(game, ["provoke provocateur"])
    assert totals(game)[0][1] == 4
    assert now(game).kind == "loss"


def test_gangster_refugees_count_two_people_in_a_solo_tie_break() -> None:
    """Part 3, Gangster: "Your refugees have fight 0 and count as 2 people when breaking tied
    skirmishes": brawler + 2 refugees (2 fight, 1 + 2 + 2 = 5 people) beat a field crew (2
    fight, 4 people)."""
    game = solo(
        ["brawler", "refugee", "refugee"],
        [["field_crew"], ["sled_team"]],
        sc.hq_modules(3),
        leader="leader_gangster",
        deck=["junk"] * 5,
    )
    engage(game, 1, "commit brawler refugee refugee")
    skirmish(game)
    assert totals(game)[0][1:] == (2, 5)
    assert now(game).kind == "prize"


@pytest.mark.parametrize(("force", "opponent_fight"), [(["thugs"], 0), (["thugs", "combat_medics"], 1)])
def test_the_players_tear_gas_zeroes_an_opponent_member_and_cannot_be_saved_003_246_003_248(
    force: list[str], opponent_fight: int
) -> None:
    """[003:244-246] "one opponent tribe member is targeted. The targeted tribe member's fight
    score ... is set to 0"; [003:248] "This is not a snipe attack, and thus cannot be blocked by
    a save action" (the opponent's combat medics do not save the thugs): tear gas + brawler (2)
    win."""
    game = solo(["tear_gas", "brawler"], [force, ["sled_team"]], deck=["junk"] * 5)
    engage(game, 1, "commit brawler tear_gas")
    skirmish(game, ["gas 1:thugs"])
    assert totals(game)[1][1] == opponent_fight
    assert now(game).kind == "prize"


@pytest.mark.parametrize(
    ("hand", "snipes", "opponent_fight", "outcome"),
    [
        # the first snipe is saved: thugs + combat medics still fight 4 against the brawler's 2
        (["sniper_team", "brawler"], ["snipe 1:thugs"], 4, "loss"),
        # a second sniper team takes the thugs: the brawler (2) beats the combat medics (1)
        (["sniper_team", "sniper_team", "brawler"], ["snipe 1:thugs", "snipe 1:thugs"], 1, "prize"),
        # medics save "another tribe member" [000:543]: sniped themselves, the thugs (3) remain
        (["sniper_team", "brawler"], ["snipe 1:combat_medics"], 3, "loss"),
    ],
)
def test_v5_opponent_combat_medics_save_the_players_first_snipe_003_232(
    hand: list[str], snipes: list[str], opponent_fight: int, outcome: str
) -> None:
    """V-5 "combat medics saving against the player's first snipe"; [003:232] they "can save
    against a snipe attack AND fight in the same round"; [000:543] a medic saves "another tribe
    member card from a sniper attack"."""
    game = solo(hand, [["thugs", "combat_medics"], ["sled_team"]], deck=["junk"] * 5)
    engage(game, 1, "commit " + " ".join(sorted(hand)))
    skirmish(game, snipes)
    assert totals(game)[1][1] == opponent_fight
    assert now(game).kind == outcome


def test_a_sniped_or_disarmed_opponent_card_cannot_be_the_prize_003_338() -> None:
    """[003:338] the prize is "one card from the opponent's skirmish forces"; a sniped or
    disarmed card has left that force (discarded [000:464])."""
    game = solo(["sniper_team", "brawler", "saboteur"], [["thugs", "sled_team", "grenade"], ["field_crew"]])
    engage(game, 1, "commit brawler saboteur sniper_team")
    skirmish(game, ["snipe 1:thugs", "disarm 1:grenade"])
    assert now(game).kind == "prize"
    assert texts(game, 0) == ["keep sled_team"]


def test_tear_gas_cannot_be_disarmed_003_243() -> None:
    """[003:243] tear gas "does not need to be equipped by a tribe member and it cannot be
    disarmed"."""
    game = solo(["saboteur", "brawler"], [["sled_team", "grenade", "tear_gas"], ["field_crew"]], deck=["junk"] * 5)
    engage(game, 1, "commit brawler saboteur")
    assert now(game).kind == "skirmish"
    disarms = [t for t in texts(game, 0) if t.startswith("disarm")]
    assert disarms == ["disarm 1:grenade"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "disarm 1:tear_gas")


def test_an_assassin_snipes_single_person_opponent_cards_only_003_118() -> None:
    """[003:117-118] the assassin snipes "during ... the skirmish", but "is restricted to only
    attacking single-unit tribe members": the brawler, not the 3-person thugs."""
    game = solo(["assassin", "brawler"], [["thugs", "brawler"], ["field_crew"]], {"recon2"}, deck=["junk"] * 5)
    engage(game, 1, "commit assassin brawler")
    assert now(game).kind == "skirmish"
    snipes = [t for t in texts(game, 0) if t.startswith("snipe")]
    assert snipes == ["snipe assassin 1:brawler"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "snipe assassin 1:thugs")


def test_the_players_rogue_wins_a_tied_fight_before_people_003_144() -> None:
    """[003:143-144] "If a skirmish ends with a tie for highest fight score, the first player in
    turn order with a rogue in the skirmish automatically wins ... The rogue ability constitutes
    a higher order of precedence than the number of tribe members": rogue (1 fight, 1 person)
    against a sled team (1 fight, 2 people)."""
    game = solo(["rogue"], [["sled_team"], ["thugs"]], {"recon2"}, deck=["junk"] * 5)
    engage(game, 1, "commit rogue")
    skirmish(game)
    assert now(game).kind == "prize"


def test_the_fanatic_strikes_an_opponent_forces_card_in_solo_000_709() -> None:
    """[000:709-715] the Fanatic is used "during the skirmish, like a saboteur or sniper" on a
    played card; the refugee is removed from play [000:656-658]: brawler (2) then faces an
    empty force."""
    game = solo(
        ["refugee", "brawler"], [["thugs"], ["sled_team"]], sc.hq_modules(3), leader="leader_fanatic", deck=["junk"] * 5
    )
    engage(game, 1, "commit brawler refugee")
    skirmish(game, ["lead refugee 1:thugs"])
    assert removed(game) == ["refugee"]
    assert totals(game)[0][1] == 2
    assert now(game).kind == "turn"  # nothing left in the force to take as a prize


@pytest.mark.parametrize(("force", "outcome"), [(["thugs"], "loss"), (["demolition_team"], "tie")])
def test_hardy_scavenger_returns_to_hand_after_a_lost_or_tied_solo_fight_003_181(
    force: list[str], outcome: str
) -> None:
    """[003:181-182] "If you send HS into the skirmish and you either lose or tie, then any HS
    units you sent are returned to your hand at the end of the round. ... you still perform a
    standard draw". (Hardy scavenger + brawler: 2 fight, 2 people; a demolition team is 2/2.)"""
    game = solo(["hardy_scavenger", "brawler"], [force, ["sled_team"]], {"recon3"}, deck=["junk"] * 5)
    engage(game, 1, "commit brawler hardy_scavenger")
    skirmish(game)
    if outcome == "loss":
        assert now(game).kind == "loss"
        game.apply(0, "remove brawler")
    assert now(game).kind == "turn"
    assert Counter(game.view(0).hand) == Counter({"junk": 5, "hardy_scavenger": 1})


def test_hardy_scavenger_stays_away_after_a_win_or_its_own_removal_003_181() -> None:
    """[003:181] the return is only after a loss or a tie; [003:339] the card removed after a
    loss is the player's choice, the hardy scavenger included (and then it cannot return)."""
    game = solo(["hardy_scavenger", "brawler"], [["tribe_family_3"], ["sled_team"]], {"recon3"}, deck=["junk"] * 5)
    engage(game, 1, "commit brawler hardy_scavenger")
    skirmish(game)
    game.apply(0, "keep tribe_family_3")
    assert Counter(game.view(0).hand) == Counter({"junk": 5})

    game = solo(["hardy_scavenger", "brawler"], [["thugs"], ["sled_team"]], {"recon3"}, deck=["junk"] * 5)
    engage(game, 1, "commit brawler hardy_scavenger")
    skirmish(game)
    assert set(texts(game, 0)) == {"remove brawler", "remove hardy_scavenger"}
    game.apply(0, "remove hardy_scavenger")
    assert removed(game) == ["hardy_scavenger"]
    assert Counter(game.view(0).hand) == Counter({"junk": 5})


# ---------------------------------------------------------------------------------------------
# What the solo player may see of the forces: V-4, V-8, X-7, X-37
# ---------------------------------------------------------------------------------------------


def test_v4_the_force_is_face_down_until_the_player_has_committed() -> None:
    """[003:335] the opponents are "face-down stacks of cards"; V-4 "Reveal the opponent stack
    after committing"; the forces not engaged stay face down."""
    game = solo(["brawler", "spear"], [["thugs", "grenade"], ["sled_team"]], deck=["junk"] * 5)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    view = game.view(0)
    assert view.engaged == 1
    assert view.forces == (2, 1)
    assert view.opponent is not None
    assert view.opponent.force is None
    assert not view.knowledge
    seen = {card for e in game.log(0) for card in e.cards}
    assert not seen & {"thugs", "grenade", "sled_team"}
    game.apply(0, "commit brawler")
    revealed = game.view(0).opponent
    assert revealed is not None
    assert revealed.force == ("grenade", "thugs")
    skirmish(game)
    game.apply(0, texts(game, 0)[0])
    seen = {card for e in game.log(0) for card in e.cards}
    assert "sled_team" not in seen  # the force not engaged stays face down
    assert game.view(0).forces == (0, 1)


@pytest.mark.parametrize(("binoculars", "depth"), [(1, 1), (2, 3)])
def test_binoculars_peek_at_the_top_of_each_opponent_force_003_100_003_102(binoculars: int, depth: int) -> None:
    """[003:100] binoculars: "Peek at the top card of every pile in play (CR, JY, engineering
    schematics, etc.)"; [003:102] "two binoculars would allow you to see the top 3 cards of each
    pile"; V-8 "Binoculars and scout towers may peek at opponent stacks". What was seen of a
    force is no longer knowledge once that force has been fought and removed."""
    forces = [["tribe_family_3", "rifle", "grenade", "sled_team"], ["field_crew", "thugs", "wolf_pack", "tear_gas"]]
    game = solo(
        ["binoculars"] * binoculars + ["brawler", "spear"],
        forces,
        sc.hq_modules(2) | {"recon1"},
        deck=["junk"] * 5,
        table={"schematics": ["armory", "bunker", "pharmacy"]},
    )
    game.apply(0, "scout " + " ".join(["binoculars"] * binoculars))
    known = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "binoculars"}
    assert known["force-1"] == tuple(forces[0][:depth])
    assert known["force-2"] == tuple(forces[1][:depth])
    assert known["schematics"] == ("armory", "bunker", "pharmacy")[:depth]
    engage(game, 1, "commit brawler spear")
    skirmish(game)
    game.apply(0, texts(game, 0)[0])
    zones = {k.zone for k in game.view(0).knowledge if k.source == "binoculars"}
    assert "force-1" not in zones
    assert "force-2" in zones


@pytest.mark.parametrize("with_binoculars", [False, True])
def test_x37_a_spy_sees_up_to_four_cards_of_one_opponent_force_003_66(with_binoculars: bool) -> None:
    """X-37 "a spy may target one remaining opponent force and sees up to 4 of its cards";
    [003:102] "a spy with binoculars would allow you to see up to 6 cards"; [003:68] "After
    completing your spying action, discard the spy and draw 1 card"."""
    force = ["thugs", "rifle", "grenade", "sled_team", "field_crew", "tribe_family_3"]
    hand = ["spy", "binoculars"] if with_binoculars else ["spy"]
    game = solo(hand, [force, ["grenade"]], {"recon1"}, deck=["junk"] * 5)
    game.apply(0, "spy binoculars 1:force-1" if with_binoculars else "spy 1:force-1")
    known = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(known) == 1
    assert known[0].zone == "force-1"
    assert len(known[0].cards) == (6 if with_binoculars else 4)
    assert not Counter(known[0].cards) - Counter(force)
    assert game.view(0).hand == ("junk",)


def test_x7_a_scout_tower_peeks_at_two_cards_of_two_opponent_forces_003_212() -> None:
    """[003:210-212] "Select any two piles ... Peek at the first two cards for each target and
    return them in their original order"; X-7 includes the solo opponent stacks."""
    game = solo(
        ["junk", "brawler"],
        [["thugs", "rifle", "grenade"], ["grenade", "sled_team", "field_crew"]],
        sc.hq_modules(2) | {"recon3"},
        deck=["junk"] * 5,
        buildings=[{"building": "scout_tower"}],
    )
    game.apply(0, "tower junk force-1+force-2")
    known = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert known["force-1"] == ("thugs", "rifle")
    assert known["force-2"] == ("grenade", "sled_team")


# ---------------------------------------------------------------------------------------------
# Scoring [003:345-349], V-7
# ---------------------------------------------------------------------------------------------


def test_scoring_a_contested_resource_is_2_points_any_other_card_1_003_347() -> None:
    """[003:347-348] "Contested resource cards in your tribe count as 2 points. All other cards
    in your tribe count as 1 point." (V-7: every zone.)"""
    game = solo(
        ["grenade", "brawler"],
        [["thugs"]],
        deck=["field_crew", "junk"],
        discard=["tribal_hunters_2", "pills"],
    )
    assert game.score(0).points == 2 + 1 + 2 + 1 + 2 + 1


@pytest.mark.parametrize(("prize", "gain"), [("rifle", 1), ("tribe_family_3", 2), ("thugs", 1)])
def test_v7_a_won_rifle_or_thugs_scores_1_a_won_contested_resource_2(prize: str, gain: int) -> None:
    """V-7 "Rifles and thugs won from opponents count 1"; a CR won counts 2 [003:347]."""
    game = solo(["thugs", "brawler", "spear"], [["rifle", "tribe_family_3", "thugs"], ["sled_team"]], deck=["junk"] * 5)
    before = game.score(0).points
    engage(game, 1, "commit brawler spear thugs")  # 7 against 5
    skirmish(game)
    assert now(game).kind == "prize"
    game.apply(0, f"keep {prize}")
    assert game.score(0).points == before + gain


def test_v7_leader_and_buildings_score_0_stored_and_timer_cards_count() -> None:
    """V-7 "Leaders, buildings and gangs count 0"; F-1: cards stored in buildings and building
    timer cards are still the tribe's."""
    game = solo(
        ["brawler", "junk"],
        [["thugs"]],
        sc.hq_modules(3),
        leader="leader_mentor",
        buildings=[{"building": "bunker", "stored": ["scout"]}, {"building": "armory", "timer": ["grenade", "pills"]}],
    )
    assert game.score(0).points == 1 + 1 + 1 + 2 + 1


def test_the_butchers_victim_leaves_the_tribe_and_the_score_000_656() -> None:
    """[000:656-658] cards removed by the Butcher do not count; Part 3: it gives 1 food + 1 med."""
    game = solo(["scout", "brawler"], [["thugs"]], sc.hq_modules(3), leader="leader_butcher", deck=["junk"] * 5)
    before = game.score(0).points
    game.apply(0, "lead scout")
    assert game.score(0).points == before - 1
    assert removed(game) == ["scout"]
    assert game.view(0).seats[0].food == 1


def test_v7_gangs_are_not_used_in_solo() -> None:
    """V-7 "gangs are not used in solo" (HQ module 1's gangs, Recon module 5's Humanitarians)."""
    game = fresh(0, sc.hq_modules(2) | {"recon5"})
    assert game.view(0).gangs == ()
    assert zone_kinds(game, "gangs") == []


# ---------------------------------------------------------------------------------------------
# The end of the solo game [003:341-343], V-4
# ---------------------------------------------------------------------------------------------


def test_the_game_ends_after_the_last_force_and_its_prize_is_scored_003_343() -> None:
    """[003:341] "Play continues until you have skirmished with each of the ... forces";
    [003:343] "After you fight in the seventh battle, proceed to scoring"; V-4 "a partial turn's
    leftover actions are ignored". The last prize (a sled team, 2 points) is scored."""
    game = solo(["thugs", "scout"], [["tribe_family_3"], ["sled_team"]], deck=["brawler"] + ["pills"] * 9)
    engage(game, 1, "commit thugs")
    skirmish(game)
    game.apply(0, "keep tribe_family_3")
    assert not game.over
    before = game.score(0).points
    engage(game, 2, "commit " + " ".join(sorted(game.view(0).hand)))
    skirmish(game)
    assert now(game).kind == "prize"
    game.apply(0, "keep sled_team")
    assert game.over
    assert game.to_act == ()
    assert game.legal_actions(0) == ()
    assert game.result is not None
    assert game.result.scores[0].points == before + 2 == game.score(0).points


def test_a_returning_hardy_scavenger_still_scores_when_the_last_fight_is_lost_003_347() -> None:
    """[003:347-348] every card "in your tribe" scores; a hardy scavenger that returns to hand
    after the last (lost) fight is still the tribe's [003:181]."""
    game = solo(["hardy_scavenger", "brawler"], [["thugs"]], {"recon3"}, deck=["junk"] * 3)
    engage(game, 1, "commit brawler hardy_scavenger")
    skirmish(game)
    assert now(game).kind == "loss"
    game.apply(0, "remove brawler")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 1 + 3


def test_a_full_solo_game_ends_exactly_after_the_seventh_fight_003_343() -> None:
    """[003:341-343]: seven fights, never fewer, the first of them late (after eight turns of
    attrition without a fight), and the game is over right after the seventh."""
    game = fresh(6)
    fights = 0
    while not game.over:
        d = now(game)
        if d.kind == "turn":
            game.apply(0, "end")
        elif d.kind == "engage":
            if "pass" in texts(game, 0) and game.view(0).round <= 8:
                game.apply(0, "pass")
                continue
            fights += 1
            assert fights <= 7
            game.apply(0, next(t for t in texts(game, 0) if t.startswith("engage")))
        elif d.kind == "commit":
            game.apply(0, "commit none")
        else:
            game.apply(0, texts(game, 0)[0])
        if fights < 7:
            assert not game.over
    assert fights == 7
    assert game.view(0).forces == (0,) * 7


# ---------------------------------------------------------------------------------------------
# A card acts once a round [000:254] in the solo game
# ---------------------------------------------------------------------------------------------


def _field_crew_back_in_hand() -> sc.Game:
    """A solo game where a field crew dug, was discarded, came back in a scout's draw after the
    reshuffle (and attrition) of the same turn."""
    for seed in range(60):
        game = solo(["field_crew", "scout"], [["thugs"], ["sled_team"]], seed=seed, discard=["junk", "junk"])
        game.apply(0, "dig field_crew")
        while now(game).kind == "keep":
            game.apply(0, "keep none")
        game.apply(0, "draw scout")
        if "field_crew" in game.view(0).hand:
            return game
    raise AssertionError("no seed brought the field crew back")


def test_a_card_acts_once_a_round_even_when_drawn_again_after_a_reshuffle_000_254() -> None:
    """[000:254] "once a card has been played for a given action it cannot be used for another
    action during that round": the field crew that dug cannot hunt or be trashed (R-11: trash is
    an action) in the same turn; the reshuffle that brought it back cost a card [003:333]."""
    game = _field_crew_back_in_hand()
    assert len(removed(game)) == 1
    assert "field_crew" in game.view(0).spent
    assert not [t for t in texts(game, 0) if "field_crew" in t]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hunt field_crew")


def test_a_spent_card_cannot_join_the_solo_skirmish_000_254() -> None:
    """[000:254]: the field crew that dug this turn does not fight in the turn's skirmish."""
    game = _field_crew_back_in_hand()
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert texts(game, 0)
    assert not [t for t in texts(game, 0) if "field_crew" in t]


def test_a_map_lets_a_used_member_act_again_but_not_repeat_the_action_003_273() -> None:
    """[003:273-274] the map retrieves "a tribe member you have just used and apply them to
    another action this same round ... Does not permit an action to be performed more than
    once" (the one exception to [000:254])."""
    game = solo(["scavenger", "map"], [["thugs"]], {"recon5"}, deck=["junk"] * 5)
    game.apply(0, "hunt scavenger")
    assert "map scavenger" in texts(game, 0)
    game.apply(0, "map scavenger")
    legal = texts(game, 0)
    assert "dig scavenger" in legal
    assert "hunt scavenger" not in legal


# ---------------------------------------------------------------------------------------------
# HQ modules and the 2012 rules in the solo game
# ---------------------------------------------------------------------------------------------


def test_v4_a_building_timer_ticks_once_per_solo_turn_000_591() -> None:
    """V-4 "Building timers and other 'round' effects tick once per turn" (the solo turn is the
    round: at its start one timer card comes off each building under construction)."""
    game = solo(
        ["junk"],
        [["thugs"], ["sled_team"]],
        sc.hq_modules(2),
        deck=["junk"] * 6,
        buildings=[{"building": "pharmacy", "timer": ["pills", "pills"]}],
    )
    assert game.view(0).seats[0].buildings[0].timer == 2
    skip_turn(game)
    assert game.view(0).seats[0].buildings[0].timer == 1
    skip_turn(game)
    assert game.view(0).seats[0].buildings[0].timer == 0


def test_hq4_dirty_deeds_have_no_target_in_solo_000_678() -> None:
    """[000:678-691] a saboteur disables another player's building, a sniper team wounds
    another's leader; the solo opponents have neither (V-5, [003:328])."""
    game = solo(["saboteur", "sniper_team", "brawler"], [["thugs"]], sc.hq_modules(4), leader="leader_mentor")
    assert not [t for t in texts(game, 0) if t.startswith(("disable", "snipe", "disarm"))]


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_store_unlimited_2015_000_731_once_a_round_2012_001_630(rules: str) -> None:
    """2015 [000:731-733] store and retrieve are unlimited on your own turn; 2012 [001:630]
    "Store (new Action)" and [001:189] "A player may only perform a given action ... once per
    round"."""
    game = solo(
        ["brawler", "scout", "junk"], [["thugs"]], sc.hq_modules(2), rules=rules, buildings=[{"building": "bunker"}]
    )
    game.apply(0, "store bunker brawler")
    if rules == "2015":
        game.apply(0, "store bunker scout")
        assert game.view(0).seats[0].buildings[0].stored == 2
    else:
        assert "store bunker scout" not in texts(game, 0)
        with pytest.raises(sc.IllegalAction):
            game.apply(0, "store bunker scout")


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_work_on_one_or_more_buildings_2015_000_596_one_building_2012_001_583(rules: str) -> None:
    """ED-7: 2015 [000:596] tribe members "accelerate construction on one or more buildings";
    the older rulebook [001:583-584] "on one building"."""
    game = solo(
        ["refugee", "refugee", "junk"],
        [["thugs"]],
        sc.hq_modules(2),
        rules=rules,
        deck=["pills"] * 5,
        buildings=[
            {"building": "bunker", "timer": ["junk", "junk"]},
            {"building": "pharmacy", "timer": ["junk", "junk"]},
        ],
    )
    game.apply(0, "work bunker refugee")
    assert ("work pharmacy refugee" in texts(game, 0)) == (rules == "2015")


# ---------------------------------------------------------------------------------------------
# Recon module cards on the player's side
# ---------------------------------------------------------------------------------------------


def test_yardmaster_peeks_once_a_round_in_solo_003_283() -> None:
    """[003:283] "Once per round, you may peek at the top two cards of the junkyard"."""
    game = solo(
        ["brawler"],
        [["thugs"], ["sled_team"]],
        sc.hq_modules(3) | {"recon5"},
        leader="leader_yardmaster",
        deck=["junk"] * 5,
        table={"junkyard": ["net", "pills", "spear"]},
    )
    game.apply(0, "yard")
    known = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "yardmaster"}
    assert known["junkyard"] == ("net", "pills")
    game.apply(0, "yard top")
    assert "yard" not in texts(game, 0)
    skip_turn(game)
    assert "yard" in texts(game, 0)


def test_demolition_team_resets_a_timer_then_draws_two_in_solo_003_237() -> None:
    """[003:237] "reset the build timer on one under-construction building. Afterwards, draw two
    cards"; in the solo game only the player's own buildings stand."""
    game = solo(
        ["demolition_team"],
        [["thugs"]],
        sc.hq_modules(2) | {"recon4"},
        deck=["junk", "pills", "net", "spear", "shovel", "medkit"],
        buildings=[{"building": "bunker", "timer": ["pickaxe"]}],
    )
    assert [t for t in texts(game, 0) if t.startswith("demolish")] == ["demolish 0:bunker"]
    game.apply(0, "demolish 0:bunker")
    assert game.view(0).seats[0].buildings[0].timer == 5
    assert len(game.view(0).hand) == 2
