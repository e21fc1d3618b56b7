"""Rules audit (17): the 2-player rules and the solo game, each combined with the modules.

Written from the rulebooks' words: [000:111-116] / [001:105-111] for 2 players, [003:314-353]
for the solo game, with the modules ([000:534-691] HQ, [003:53-312] Recon) and the project's
rulings (V-1..V-10, X-9, ED-6, L-16...). Citations: [file:line] of shared/rules/*.txt.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    BASE_CONTESTED_KINDS,
    RECON_CONTESTED_KINDS,
    act,
    end_gathering,
    knowledge,
    now,
    pass_skirmish,
    play_random,
    skirmish_outcome,
    texts,
    zone_counter,
    zone_kinds,
)
from scavengers.cards import CATALOGUE, CardType

HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
ALL = frozenset({*HQ4, "recon1", "recon2", "recon3", "recon4", "recon5"})


def stacked(
    seats: int, modules: frozenset[str] = frozenset(), rules: str = "2015", variants: Any = (), **scenario: Any
) -> sc.Game:
    config = sc.GameConfig(
        players=seats, seed=0, modules=modules, rules=rules, variants=frozenset(variants), scenario=scenario
    )
    return sc.Game.new(config)


def fresh(seats: int, modules: frozenset[str] = frozenset(), seed: int = 0, **config: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=seed, modules=modules, **config))


def duel(
    forces: tuple[list[str], list[str]],
    modules: frozenset[str] = frozenset(),
    rules: str = "2015",
    contested: tuple[str, ...] = ("grenade", "wolf_pack"),
    **seats: Any,
) -> sc.Game:
    """A 2-player round 3 (seat 0 the initiator): each seat commits its whole hand, every
    skirmish opportunity passes. ``seats`` adds to a seat's zones: ``p0={"leader": ...}``."""
    players = [{"hand": list(f), **seats.get(f"p{s}", {})} for s, f in enumerate(forces)]
    game = stacked(2, modules, rules, round=3, initiator=0, players=players, contested=list(contested))
    end_gathering(game, {s: "commit " + " ".join(f) if f else "commit none" for s, f in enumerate(forces)})
    pass_skirmish(game)
    return game


def solo(
    hand: list[str],
    opponents: list[list[str]],
    modules: frozenset[str] = frozenset(),
    rules: str = "2015",
    variants: Any = (),
    **player: Any,
) -> sc.Game:
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return stacked(1, modules, rules, variants, **scenario)


def engage(game: sc.Game, force: int, commit: str) -> None:
    """End the gathering turn, engage ``force`` and commit."""
    if now(game).kind == "turn":
        game.apply(0, "end")
    game.apply(0, f"engage {force}")
    if now(game).kind == "commit":
        game.apply(0, commit)


def solo_result(game: sc.Game) -> str:
    """How the last solo fight ended, from the public log: ``won``, ``lost`` or ``tie``."""
    for event in reversed(game.log(None)):
        if event.text != "solo":
            continue
        if event.type is sc.EventType.SKIRMISH_WON:
            return "won"
        if event.type is sc.EventType.SKIRMISH_LOST:
            return "lost"
        if event.type is sc.EventType.DEADLOCK:
            return "tie"
    raise AssertionError("no solo fight resolved")


# ---------------------------------------------------------------------------------------------
# Two players: setup [000:111-114] with the modules
# ---------------------------------------------------------------------------------------------

BASE_JUNKYARD_2P = {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
"""V-1: two of each base junkyard kind out, after the starter spears and shovels (R-0)."""


@pytest.mark.parametrize("rules", ["2015", "2012"])
@pytest.mark.parametrize(
    ("modules", "added"),
    [
        (HQ2, {"rifle": 4, "toolkit": 4}),
        (frozenset({"recon1", "recon5"}), {"binoculars": 4, "map": 4}),
        (ALL, {"rifle": 4, "toolkit": 4, "binoculars": 4, "map": 4}),
    ],
)
def test_two_players_remove_two_of_each_base_junkyard_kind_with_every_module_000_113_001_106_v1(
    rules: str, modules: frozenset[str], added: dict[str, int]
) -> None:
    """[000:113] [001:106] "Remove two cards of each kind from the junkyard"; V-1: the base
    kinds only, the modules' own junkyard cards go in whole (X-31)."""
    game = fresh(2, modules, rules=rules)
    assert zone_counter(game, "junkyard") == Counter({**BASE_JUNKYARD_2P, **added})


def test_two_players_junkyard_plus_two_recipe_is_two_of_each_expansion_card_003_51_v1() -> None:
    """[003:51] "base +2 each of toolkit, rifle, map and binoculars" (X-31), with the 2-player
    removal applied to the base cards only (V-1)."""
    game = fresh(2, ALL, junkyard_plus_two=True)
    expansion = {"rifle": 2, "toolkit": 2, "binoculars": 2, "map": 2}
    assert zone_counter(game, "junkyard") == Counter({**BASE_JUNKYARD_2P, **expansion})


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_with_hq3_each_is_dealt_two_leaders_and_keeps_one_000_650(rules: str) -> None:
    """[000:650]: 2 leaders dealt face down to each player, each keeps 1; the 2-player rules
    change nothing of it (a 2-player player may not go without, unlike the solo one [003:328])."""
    game = fresh(2, HQ3 | {"recon5"}, rules=rules)
    for seat in (0, 1):
        assert len(zone_kinds(game, f"{seat}:dealt")) == 2
    seat = now(game).seat
    assert "lead none" not in texts(game, seat)


def test_two_players_leader_draft_pile_holds_all_twelve_leaders_with_recon5_003_304_003_276() -> None:
    """[003:304] "Shuffle all the leader cards together" into a face-down pile; Recon 5 adds the
    Swindler and the Yardmaster [003:276-286]; no leader is dealt."""
    game = fresh(2, HQ3 | {"recon5"}, variants={"leader_draft"})
    assert len(zone_kinds(game, "leaders")) == 12
    assert {"leader_swindler", "leader_yardmaster"} <= set(zone_kinds(game, "leaders"))
    assert zone_kinds(game, "0:dealt") == zone_kinds(game, "1:dealt") == []
    assert game.view(0).leader_pile_count == 12


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_random_contested_one_of_each_is_fourteen_kinds_003_222(rules: str) -> None:
    """[003:222] "Alternate: Choose 1 copy of each CR (7 from the base game and 7 from Recon)"."""
    game = fresh(2, frozenset({"recon4"}), rules=rules, contested_one_each=True)
    assert Counter(zone_kinds(game, "contested")) == Counter(BASE_CONTESTED_KINDS + RECON_CONTESTED_KINDS)


# ---------------------------------------------------------------------------------------------
# Two players: no peeking [000:114], X-9
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_binoculars_see_the_junkyard_and_leader_pile_never_the_contested_000_114_003_311(
    rules: str,
) -> None:
    """[000:114] "Eliminate all contested resources peeking" (X-9); binoculars peek "at the top
    card of every pile in play" [003:100], the leader pile included when drafting [003:311]."""
    game = stacked(
        2,
        HQ3 | {"recon1"},
        rules,
        {"leader_draft"},
        round=3,
        initiator=0,
        players=[{"hand": ["binoculars", "scavenger"]}, {"hand": ["brawler"]}],
        junkyard=["pills", "junk"],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "scout binoculars")
    while now(game).kind == "respond":
        game.apply(now(game).seat, "pass")
    seen = knowledge(game, 0, "binoculars")
    assert seen.get("junkyard") == ("pills",)
    assert "leaders" in seen
    assert "contested" not in seen
    assert game.view(0).peeked is None


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_the_initiator_never_peeks_with_every_module_000_114_001_107(rules: str) -> None:
    """[000:114] [001:107]: no peeking at the contested resources with 2 players, from round 3
    on, whatever the modules."""
    game = stacked(2, ALL, rules, round=3, initiator=0, players=[{"hand": ["scavenger"]}, {"hand": ["brawler"]}])
    assert game.view(0).peeked is None
    assert game.view(1).peeked is None
    assert not any(e.type is sc.EventType.PEEKED for e in game.log(None))


# ---------------------------------------------------------------------------------------------
# Two players: the skirmish [000:115-116] with the modules
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_a_tie_puts_the_contested_resource_into_the_junkyard_with_hq2_000_116(rules: str) -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie and the players place the
    contested resource on top of the junkyard and then shuffle the junkyard" (ED-6)."""
    game = stacked(
        2,
        HQ2,
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "shovel"]}, {"hand": ["brawler"]}],
        contested=["grenade", "wolf_pack"],
        junkyard=["junk"],
    )
    end_gathering(game, {0: "commit brawler shovel", 1: "commit brawler"})
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) is None
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "grenade": 1})  # piles: top first
    assert zone_kinds(game, "contested") == ["wolf_pack"]


@pytest.mark.parametrize(("force", "won"), [(["brawler"], 0), (["scavenger"], None)])
def test_two_players_against_no_force_the_margin_counts_from_zero_000_116_v2(force: list[str], won: int | None) -> None:
    """V-2: a player who brought nothing counts as fight 0, so fight 2 wins, fight 1 ties."""
    game = duel((force, []))
    assert skirmish_outcome(game, 3) == won


def test_two_players_people_do_not_break_a_tie_even_a_gangsters_000_115_v2() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant": equal fight and five more people (two of them the Gangster's refugees) tie."""
    game = duel(
        (["brawler", "tribe_family_5", "refugee"], ["brawler"]),
        HQ3,
        p0={"leader": "leader_gangster"},
        p1={"leader": "leader_butcher"},
    )
    assert skirmish_outcome(game, 3) is None


def test_two_players_portable_decoys_do_not_break_a_tie_000_115_003_205() -> None:
    """[003:205] decoys enlarge the force "for the purpose of tie-breaking"; with 2 players the
    force's size is not relevant [000:115] (V-2), so equal fights still tie."""
    game = duel(
        (["brawler", "junk", "junk", "junk", "junk"], ["brawler"]),
        frozenset({"recon3"}),
        p0={"buildings": [{"building": "portable_decoys"}]},
    )
    assert skirmish_outcome(game, 3) is None


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_two_players_hardy_scavengers_of_both_come_back_after_a_tie_003_181_v2(rules: str) -> None:
    """[003:181] hardy scavengers of a skirmish "you either lose or tie" return to hand; a
    2-player margin under 2 is a tie for both (V-2)."""
    game = duel(
        (["hardy_scavenger", "brawler", "shovel"], ["hardy_scavenger", "brawler"]),
        frozenset({"recon3"}),
        rules,
    )
    assert skirmish_outcome(game, 3) is None
    for seat in (0, 1):
        assert "hardy_scavenger" in game.view(seat).hand


def test_two_players_the_rogue_takes_a_one_point_skirmish_003_143_v2() -> None:
    """[003:143] "If a skirmish ends with a tie ... the first player in turn order with a rogue
    ... wins"; a 2-player margin of 1 is a tie (V-2), even for the player behind."""
    game = duel((["brawler", "shovel"], ["rogue", "scavenger"]), frozenset({"recon2"}))
    assert skirmish_outcome(game, 3) == 1


def test_two_players_the_last_contested_resource_tied_ends_the_game_000_140_ed2() -> None:
    """[000:140] the game continues "until the contested resource pile is depleted": a tie over
    the last one sends it to the junkyard (ED-6) and still ends the game (ED-2)."""
    game = stacked(
        2,
        HQ2,
        round=16,
        initiator=0,
        players=[{"hand": ["brawler"], "deck": ["refugee"]}, {"hand": ["brawler"], "deck": ["refugee"]}],
        contested=["grenade"],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit brawler"})
    pass_skirmish(game)
    assert game.over
    assert "grenade" in zone_kinds(game, "junkyard")
    assert game.result is not None
    assert set(game.result.winners) == {0, 1}  # same people, no CR, same cards: shared [000:172]


# ---------------------------------------------------------------------------------------------
# The solo game: setup [003:316-328] with the modules and variants
# ---------------------------------------------------------------------------------------------


def test_solo_recon2_market_holds_the_four_recommended_and_six_others_003_113_003_327() -> None:
    """[003:327] "Select 10 mercenaries"; [003:113] module 2 puts the assassin, provocateur,
    rogue and guard in play with 6 others."""
    game = fresh(1, frozenset({"recon2"}), seed=3)
    market = dict(game.view(0).market)
    assert len(market) == 10
    assert {"assassin", "provocateur", "rogue", "guard"} <= set(market)


@pytest.mark.parametrize("seed", [0, 1])
def test_solo_hq3_leader_may_be_kept_or_not_and_the_forces_never_hold_one_003_328(seed: int) -> None:
    """[003:328] "You may play with or without a tribal leader (but do not select one for the
    opponents)": no leader is in any opponent force."""
    game = fresh(1, HQ4 | {"recon5"}, seed=seed)
    forces = [k for n in range(1, 8) for k in zone_kinds(game, f"opponent:{n}")]
    assert len(forces) == 32
    assert not any(k.startswith("leader_") for k in forces)
    assert len(zone_kinds(game, "0:dealt")) == 2


def test_solo_leader_draft_deals_none_and_bribes_from_the_pile_003_304_003_306() -> None:
    """[003:298-312] with the solo game: no leader dealt; a hire's food draws leaders [003:306]; the one
    kept is face up at once and scores nothing (V-7)."""
    game = solo(
        ["hunter", "spear"],
        [["thugs"]],
        HQ3,
        variants={"leader_draft"},
    )
    assert zone_kinds(game, "0:dealt") == []
    pile = len(zone_kinds(game, "leaders"))
    assert pile == 10
    game.apply(0, "hunt hunter+spear")
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    looking = game.view(0).looking
    assert len(looking) >= 2
    game.apply(0, f"keep {looking[0]}")
    assert game.view(0).seats[0].leader == looking[0]
    assert len(zone_kinds(game, "leaders")) == pile - 1


def test_solo_alternate_starting_hands_replace_the_starters_and_leave_the_market_003_290_003_296() -> None:
    """[003:290-296]: scouting refugees, hardy scavengers and guards start instead of refugees,
    scavengers and brawlers, and are then not for hire."""
    game = fresh(
        1,
        frozenset({"recon1", "recon2", "recon3"}),
        variants=frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"}),
    )
    tribe = zone_counter(game, "0:deck") + zone_counter(game, "0:hand")
    assert tribe == Counter({"scouting_refugee": 4, "hardy_scavenger": 3, "guard": 1, "spear": 1, "shovel": 1})
    assert not {"scouting_refugee", "hardy_scavenger", "guard"} & set(dict(game.view(0).market))


def test_solo_recon4_keeps_all_28_contested_resources_for_the_forces_003_320() -> None:
    """[003:320] all 28 contested resources with 2 rifles and 2 thugs, even with module 4,
    whose 14-card pile [003:220] the solo game does not have (V-8)."""
    game = fresh(1, frozenset({"recon4"}) | HQ2)
    forces = Counter(k for n in range(1, 8) for k in zone_kinds(game, f"opponent:{n}"))
    assert forces == Counter({**dict.fromkeys(BASE_CONTESTED_KINDS + RECON_CONTESTED_KINDS, 2), "rifle": 2, "thugs": 2})
    assert zone_kinds(game, "contested") == []


def test_solo_with_the_one_of_each_option_is_refused_003_320() -> None:
    """[003:320] the solo game shuffles all 28: module 4's one-of-each option [003:222] cannot
    apply, and the configuration says so."""
    with pytest.raises(sc.ConfigError, match="solo"):
        sc.GameConfig(players=1, modules=frozenset({"recon4"}), contested_one_each=True)


# ---------------------------------------------------------------------------------------------
# The solo game: play with the modules [003:330-343]
# ---------------------------------------------------------------------------------------------


def test_solo_mentor_plus_one_in_the_skirmish_wins_a_tie_on_fight_000_668_l3() -> None:
    """L-3: the Mentor's refugee gives another member +1 fight in the skirmish; a fight tie
    becomes a win against the force."""
    game = solo(["brawler", "refugee"], [["sled_team", "shovel"]], HQ3, leader="leader_mentor")
    engage(game, 1, "commit brawler refugee")
    skirmish_texts = texts(game, 0)
    assert any(t.startswith("lead refugee") for t in skirmish_texts), skirmish_texts
    game.apply(0, next(t for t in skirmish_texts if t.startswith("lead refugee")))
    pass_skirmish(game)
    assert solo_result(game) == "won"


def test_solo_the_players_rogue_wins_a_tie_even_with_fewer_people_003_144() -> None:
    """[003:144] the rogue "constitutes a higher order of precedence than the number of tribe
    members"; in the solo game the ranking is the 3-5 player one (V-6)."""
    game = solo(["rogue", "spear"], [["tribe_family_5", "sled_team", "spear"]], frozenset({"recon2"}))
    engage(game, 1, "commit rogue spear")
    pass_skirmish(game)
    assert solo_result(game) == "won"


def test_solo_a_loss_with_nothing_committed_removes_nothing_003_339() -> None:
    """[003:336] "Send as many or as few forces ... as you choose"; [003:339] a loss removes
    "one card from your skirmish force": with none, nothing goes; the force leaves either way [003:340]."""
    game = solo(["brawler"], [["thugs"], ["junk"]], deck=["scavenger"] * 6)  # no reshuffle, no attrition
    engage(game, 1, "commit none")
    assert solo_result(game) == "lost"
    assert zone_kinds(game, "0:removed") == []
    assert zone_kinds(game, "opponent:1") == []
    assert game.view(0).forces[0] == 0


def test_solo_two_skirmishes_in_one_turn_are_not_possible_003_334() -> None:
    """[003:334-335] "On any turn you choose, you may initiate a skirmish" with "one of the
    available opponents": once fought, the turn ends (V-4)."""
    game = solo(["brawler"], [["junk"], ["junk"], ["junk"]], deck=["scavenger"] * 6)
    engage(game, 1, "commit brawler")
    game.apply(0, "keep junk")
    assert game.round == 2
    assert now(game).kind == "turn"


def test_solo_after_the_seventh_fight_the_score_is_2_per_contested_and_1_per_other_003_343_003_347() -> None:
    """[003:343] "After you fight in the seventh battle, proceed to scoring"; [003:347-348]:
    contested resources 2 points, every other card 1."""
    game = solo(["brawler"], [["grenade"]], deck=["scavenger", "refugee"], discard=["field_crew"])
    engage(game, 1, "commit brawler")
    game.apply(0, "keep grenade")
    assert game.over
    assert game.result is not None
    # brawler, scavenger, refugee: 1 each; field crew and grenade: 2 each.
    assert game.result.scores[0].points == 7


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_solo_has_no_initiator_passing_in_any_edition_003_332(rules: str) -> None:
    """[003:332] "There is no concept of an initiator": no initiator card passes, whatever the
    edition (ED-1 is about the card the solo game does not use)."""
    game = solo(["scavenger"], [["junk"], ["junk"]], rules=rules, deck=["refugee"] * 10)
    for _ in range(3):
        game.apply(0, "end")
        game.apply(0, "pass")
    assert not any(e.type is sc.EventType.INITIATOR_PASSED for e in game.log(None))


# ---------------------------------------------------------------------------------------------
# Two players with Recon module 5 and leader drafting [003:257-312]
# ---------------------------------------------------------------------------------------------


def test_two_players_draft_the_swindler_cheapens_a_hire_but_not_a_bribe_003_278_l14() -> None:
    """[003:278] the Swindler: "Discard 1 refugee to reduce the cost of hiring by 1 food"; a
    bribe draws one leader per food and has no cost to lower (L-14, L-16)."""
    game = stacked(
        2,
        HQ3 | {"recon5"},
        variants={"leader_draft"},
        round=2,
        initiator=0,
        players=[{"hand": ["refugee", "scavenger"], "leader": "leader_swindler"}, {"hand": ["brawler"]}],
        market={"brawler": 2},
    )
    act(game, 0, "hunt scavenger")
    assert "hire brawler" not in texts(game, 0)  # 1 food; a brawler costs 2
    assert "lead refugee" in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire brawler" in texts(game, 0)
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 1  # the hunt's 1 food: the Swindler adds no draw


def test_two_players_the_yardmaster_may_peek_at_the_junkyard_no_contested_peek_003_283_x9() -> None:
    """[003:283] the Yardmaster peeks "at the top two cards of the junkyard": the 2-player rule
    removes contested resources peeking only [000:114] (X-9)."""
    game = stacked(
        2,
        HQ3 | {"recon5"},
        round=3,
        initiator=0,
        players=[
            {"hand": ["scavenger"], "leader": "leader_yardmaster"},
            {"hand": ["brawler"], "leader": "leader_mentor"},
        ],
        junkyard=["pills", "net", "junk"],
        contested=["grenade", "wolf_pack"],
    )
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    assert knowledge(game, 0, "yardmaster").get("junkyard") == ("pills", "net")
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard")[0] == "junk"
    assert game.view(0).peeked is None


def test_two_players_a_humanitarians_tie_awards_the_gang_to_nobody_003_265() -> None:
    """[003:265] the Humanitarians go to the most refugee-titled cards: "There is no
    tie-breaker. In the event of a tie, this gang is not awarded"."""
    game = stacked(
        2,
        frozenset({"recon5"}),
        round=16,
        initiator=0,
        players=[
            {"hand": ["brawler"], "deck": ["refugee", "refugee"]},
            {"hand": ["scavenger"], "deck": ["scouting_refugee", "refugee", "brawler"]},
        ],
        contested=["grenade"],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit scavenger"})
    pass_skirmish(game)
    assert game.over
    assert game.result is not None
    assert all("gang_humanitarians" not in score.gangs for score in game.result.scores)


def test_two_players_a_scout_tower_may_look_at_the_leader_pile_but_not_the_contested_003_211_003_311() -> None:
    """[003:211] a scout tower targets "any two piles (CR, JY, schematics, leaders, etc.)";
    with 2 players the CR is never peeked at [000:114] (X-9)."""
    game = stacked(
        2,
        HQ3 | {"recon3"},
        variants={"leader_draft"},
        round=3,
        initiator=0,
        players=[{"hand": ["junk", "scavenger"], "buildings": [{"building": "scout_tower"}]}, {"hand": ["brawler"]}],
        contested=["grenade", "wolf_pack"],
    )
    listed = [t for t in texts(game, 0) if t.startswith("tower ")]
    assert listed
    assert not any("contested" in t for t in listed)
    assert "tower junk junkyard+leaders" in listed


# ---------------------------------------------------------------------------------------------
# The solo game: the opponents play their Recon and HQ cards to their best advantage [003:337]
# ---------------------------------------------------------------------------------------------


def test_solo_an_opponent_saboteur_disarms_the_players_tool_003_337() -> None:
    """[003:337] "assume the opponent will take the most favorable action": its saboteur
    disarms the spear that makes her win; a brawler each, a tie on fight, its 2 people win."""
    game = solo(["brawler", "spear"], [["saboteur", "brawler"]], deck=["scavenger"] * 5)
    engage(game, 1, "commit brawler spear")
    pass_skirmish(game)
    assert any(e.type is sc.EventType.DISARMED and e.cards == ("spear",) for e in game.log(0))
    assert solo_result(game) == "lost"


def test_solo_the_sergeant_at_arms_is_immune_to_an_opponent_saboteur_l11() -> None:
    """L-11 the Sergeant at Arms: "You are immune to disarm", against the opponent forces too."""
    game = solo(
        ["brawler", "spear"], [["saboteur", "brawler"]], HQ3, deck=["scavenger"] * 5, leader="leader_sergeant_at_arms"
    )
    engage(game, 1, "commit brawler spear")
    pass_skirmish(game)
    assert not any(e.type is sc.EventType.DISARMED for e in game.log(0))
    assert solo_result(game) == "won"


def test_solo_an_opponent_assassin_snipes_only_a_single_person_member_003_118() -> None:
    """[003:118] the assassin attacks "only single-unit tribe members": the opponent's snipes
    the brawler, never the thugs."""
    game = solo(["thugs", "brawler"], [["assassin", "brawler", "spear"]], frozenset({"recon2"}), deck=["scavenger"] * 5)
    engage(game, 1, "commit thugs brawler")
    pass_skirmish(game)
    sniped = [e.cards for e in game.log(0) if e.type is sc.EventType.SNIPED]
    assert sniped == [("brawler",)]
    assert solo_result(game) == "lost"


def test_solo_an_opponent_provocateur_fights_with_its_force_size_003_131() -> None:
    """[003:131-132] the provocateur uses "the total size of your force" as fight: an opponent
    force of a provocateur and a 5-people family fights 6 against her 4."""
    game = solo(
        ["brawler", "spear"], [["provocateur", "tribe_family_5"]], frozenset({"recon2"}), deck=["scavenger"] * 5
    )
    engage(game, 1, "commit brawler spear")
    pass_skirmish(game)
    assert any(e.type is sc.EventType.PROVOKED for e in game.log(0))
    assert solo_result(game) == "lost"


def test_solo_an_opponent_sniper_may_wound_the_players_leader_when_that_is_best_000_691() -> None:
    """[000:691] Dirty Deeds: sniper teams may wound leaders; the opponent does what is most
    favorable [003:337]. With her Gangster her refugees fight 0 (+1 shovel) against a force
    with no fighter; wounded, her refugees have no fight and count 1 person each (L-17), so the
    opponent's sniper team (2 people) and refugee win the tie of no fight on people, 3 to 2."""
    game = solo(
        ["refugee", "refugee", "shovel"],
        [["sniper_team", "refugee", "shovel"]],
        HQ4,
        deck=["scavenger"] * 5,
        leader="leader_gangster",
    )
    engage(game, 1, "commit refugee refugee shovel")
    pass_skirmish(game)
    assert any(e.type is sc.EventType.LEADER_WOUNDED for e in game.log(0))
    assert solo_result(game) == "lost"


# ---------------------------------------------------------------------------------------------
# Whole games: the 2-player and solo rules hold in every module combination
# ---------------------------------------------------------------------------------------------

WHOLE_GAMES = [
    (HQ2, "2012", frozenset()),
    (HQ3 | {"recon5"}, "2015", frozenset({"leader_draft"})),
    (ALL, "2012", frozenset({"leader_draft", "alternate_brawlers"})),
    (frozenset({"recon2", "recon4"}), "2015", frozenset()),
]


@pytest.mark.parametrize(("modules", "rules", "variants"), WHOLE_GAMES)
def test_two_player_games_skirmish_14_times_win_by_2_and_never_peek_000_111_116(
    modules: frozenset[str], rules: str, variants: frozenset[str]
) -> None:
    """[000:111-116]: no contested peeking, a skirmish won by 2 or a tie (a rogue takes a
    2-player tie, V-2); the game ends when the 14 contested resources are gone [000:140]."""
    game = fresh(2, modules, seed=5, rules=rules, variants=variants)
    play_random(game, 5)
    assert game.over
    log = game.log(None)
    assert not any(e.type is sc.EventType.PEEKED for e in log)
    ends = [e for e in log if e.type in (sc.EventType.SKIRMISH_WON, sc.EventType.DEADLOCK)]
    assert len(ends) == 14
    for end in ends:
        fights = {
            e.seat: (e.values[1] if e.values[0] else 0)
            for e in log
            if e.round == end.round and e.type is sc.EventType.SKIRMISH_TOTALS and e.seat is not None
        }
        lead = abs(fights.get(0, 0) - fights.get(1, 0))
        if end.type is sc.EventType.DEADLOCK:
            assert lead < 2
            continue
        winner = end.seat
        assert winner in (0, 1)
        if fights.get(winner, 0) - fights.get(1 - winner, 0) < 2:
            revealed = [e for e in log if e.round == end.round and e.type is sc.EventType.REVEALED]
            assert any("rogue" in e.cards for e in revealed if e.seat == winner)


@pytest.mark.parametrize(("modules", "rules", "variants"), WHOLE_GAMES)
def test_solo_games_fight_seven_forces_lose_a_card_per_reshuffle_and_score_2_or_1_003_333_003_347(
    modules: frozenset[str], rules: str, variants: frozenset[str]
) -> None:
    """[003:333] attrition after every reshuffle; [003:341-343] the game ends after the seventh
    force; [003:347-348] a contested resource scores 2, every other card of the tribe 1 (V-7)."""
    game = fresh(1, modules, seed=6, rules=rules, variants=variants)
    play_random(game, 6)
    assert game.over
    log = game.log(0)
    assert len([e for e in log if e.type is sc.EventType.FORCE_GONE]) == 7
    reshuffles = [e for e in log if e.type is sc.EventType.RESHUFFLED and e.seat == 0]
    assert len([e for e in log if e.type is sc.EventType.ATTRITION]) == len(reshuffles)
    kept = Counter[str]()
    for zone, cards in game.zones().items():
        if zone.startswith("0:") and zone not in ("0:removed", "0:leader", "0:dealt", "0:gangs"):
            kept.update(card.kind for card in cards)
    # V-7: buildings score nothing (a leader or a gang is in no zone counted here).
    points = sum(
        n * (2 if CATALOGUE[k].is_contested else 1)
        for k, n in kept.items()
        if CATALOGUE[k].type is not CardType.BUILDING
    )
    assert game.result is not None
    assert game.result.scores[0].points == points


def _hunt_hire_and_pass(game: sc.Game) -> None:
    """One solo decision of a tribe that hunts, hires and never fights."""
    legal = texts(game, 0)
    kind = now(game).kind
    if kind == "turn":
        hires = [t for t in legal if t.startswith(("hire scavenger", "hire hunter"))]
        hunts = [t for t in legal if t.startswith("hunt ")]
        game.apply(0, hires[0] if hires else max(hunts, key=len) if hunts else "end")
    elif kind == "engage":
        game.apply(0, "pass")
    else:
        game.apply(0, legal[0])


def test_solo_has_no_set_timer_a_tribe_that_hires_may_wait_past_turn_30_003_342() -> None:
    """[003:342] "Although there is no set timer for the game": a tribe that hunts and hires
    every turn outgrows its attrition [003:333] and may wait as long as it likes before it
    fights (V-4); a stacked table of such a late turn is one the rules reach, not refused as
    past the end of the game."""
    game = fresh(1, seed=3)
    while game.round < 35:
        _hunt_hire_and_pass(game)
    assert not game.over
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)
    late = stacked(1, round=35, players=[{"hand": ["brawler"]}], opponents=[["junk"]])
    assert late.round == 35
    assert now(late).kind == "turn"
