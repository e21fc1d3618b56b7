"""Audit 25: the HQ expansion (modules 1-4), blind, from the rulebooks' words.

Each test states one rule of the HQ expansion as the 2015 rulebook gives it ([000:LINE]; the
older edition [001:LINE] where the engine's ``rules="2012"`` differs) and plays a stacked table to
the moment it decides: medics, rifles and toolkits (module 1), the gangs' scoring, engineers,
buildings, timers, storing and retrieving (module 2), tribal leaders (module 3) and Dirty Deeds'
saboteur and sniper team abilities (module 4). Rulings from ``shared/RULINGS.md`` are cited by ID.

Card figures (cards.tsv): engineer dig 2 / draw 1 (no fight, P-1), medic draw 1 / 1 med (1
person), hunter hunt 2 / fight 1, rifle +2 hunt / +2 fight, toolkit +2 dig, shovel +2 dig / +1
fight, brawler fight 2, scout draw 2 / fight 2, thugs fight 3 (3 people, any 6 to hire), sniper
team no fight (2 people), saboteur fight 1; medkit 2 meds, pills 1; build times: pharmacy 2,
armory 3, hydroponic gardens 4, bunker 5; bunker 3 person cards, armory 2 tools, pharmacy 2
medicine cards; each gang 5 people (P-3, F-7).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    decision,
    end_gathering,
    now,
    pass_windows,
    play_out,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    to_turn,
    zone_counter,
    zone_kinds,
)

HQ1 = sc.hq_modules(1)
HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
DECKS = [["refugee"] * 5, ["scavenger"] * 5, ["hunter"] * 5, ["brawler"] * 5]
"""Five deck cards per seat, each seat its own kinds, so the next draw never reshuffles."""
LEADERS = ["leader_butcher", "leader_ranger", "leader_organizer", "leader_peacemaker"]
"""Leaders with no effect on the moments below, for the seats a test does not lead."""
SCHEMATICS = ["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory"]


def game_of(
    hands: list[list[str]],
    modules: frozenset[str],
    *,
    extra: list[dict[str, Any]] | None = None,
    decks: list[list[str]] | None = None,
    leaders: dict[int, str] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A round-3 table (a skirmish round), seat 0 first, ``hands`` over DECKS unless ``decks``
    is given; with HQ module 3 every seat has a leader (``leaders`` where given, else a harmless
    one)."""
    zones = [dict(z) for z in (extra or [{} for _ in hands])]
    if "hq3" in modules:
        chosen = leaders or {}
        spare = iter(kind for kind in LEADERS if kind not in chosen.values())
        for seat, zone in enumerate(zones):
            zone.setdefault("leader", chosen.get(seat) or next(spare))
    return stacked_table(
        hands, modules, decks=decks if decks is not None else DECKS[: len(hands)], extra=zones, **scenario
    )


def timer_of(game: sc.Game, seat: int, index: int = 0) -> list[str]:
    """The timer cards on ``seat``'s ``index``-th building (omniscient, for the test only)."""
    keys = [key for key in game.zones() if key.startswith(f"{seat}:timer:")]
    return [card.kind for card in game.zones()[keys[index]]]


def stored_of(game: sc.Game, seat: int, index: int = 0) -> list[str]:
    """The cards stored under ``seat``'s ``index``-th building (omniscient)."""
    keys = [key for key in game.zones() if key.startswith(f"{seat}:stored:")]
    return sorted(card.kind for card in game.zones()[keys[index]])


def answer_windows(game: sc.Game, answers: dict[int, list[str]]) -> None:
    """Pass every open response and save window, except that a seat listed in ``answers``
    plays its next listed answer when that answer is legal for it."""
    pending = {seat: list(moves) for seat, moves in answers.items()}
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        moves = pending.get(d.seat, [])
        if moves and moves[0] in texts(game, d.seat):
            game.apply(d.seat, moves.pop(0))
        else:
            game.apply(d.seat, "pass")


def refused(game: sc.Game, seat: int, text: str) -> None:
    """``text`` is not listed for ``seat`` and applying it raises, leaving the game as it was."""
    before = game.to_json()
    assert text not in texts(game, seat)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(seat, text)
    assert game.to_json() == before


def building(game: sc.Game, seat: int, index: int = 0) -> sc.BuildingView:
    return game.view(None).seats[seat].buildings[index]


# ---------------------------------------------------------------------------------------------
# Module 2: engineers and the construction of buildings


def test_the_timer_is_drawn_before_the_engineer_and_its_shovel_are_discarded_000_579_000_593() -> None:
    """[000:579] "The player draws the number of cards from the top of her deck equal to the
    building's build time and places them face-down ... Finally, she places the engineer and any
    cards used to dig into her discard pile"; steps 5 then 6 [000:593-594]; R-6 a short deck
    reshuffles the discard; H-3 as many as exist. With an empty deck and only a scout in the
    discard, the armory's timer (3) holds the scout alone; the engineer and the shovel, discarded
    after, are never timer cards."""
    game = game_of(
        [["engineer", "shovel"], ["brawler"], ["brawler"]],
        HQ2,
        decks=[[], ["scavenger"], ["hunter"]],
        extra=[{"discard": ["scout"]}, {}, {}],
        schematics=SCHEMATICS,
    )
    game.apply(0, "build engineer+shovel")
    pass_windows(game)
    assert len(game.view(0).looking) == 4  # engineer 2 + shovel 2 [000:590]
    game.apply(0, "keep armory")
    pass_windows(game)
    assert timer_of(game, 0) == ["scout"]
    assert building(game, 0).timer == 1
    assert zone_counter(game, "0:discard") == Counter({"engineer": 1, "shovel": 1})


def test_the_schematics_not_kept_go_under_the_pile_in_the_order_drawn_000_591_r8() -> None:
    """[000:591] "Select a maximum of 1 card to build and return the others to the bottom of the
    engineering schematics pile"; R-8 the default order is the order drawn; [000:236] returning
    is no adding, so the pile is not shuffled: the fifth schematic is now on top."""
    game = game_of(
        [["engineer", "scavenger"], ["brawler"], ["brawler"]],
        HQ2,
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory"],
    )
    game.apply(0, "build engineer scavenger")  # dig 2 + 1 [000:579] "other cards with a dig ability"
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["armory", "bunker", "pharmacy"]
    game.apply(0, "keep bunker")
    pass_windows(game)
    assert zone_kinds(game, "schematics") == ["hydroponic_gardens", "armory", "armory", "pharmacy"]


def test_a_sniped_engineer_leaves_no_build_and_the_build_is_not_spent_000_488_i2_ed9() -> None:
    """[000:488] after a snipe "All other cards involved in that action can be taken back into
    hand and re-purposed"; ED-9 a schematics dig needs an engineer, so the scavenger left cannot
    go on alone; I-2 an aborted action is not used up: a second engineer builds this turn."""
    game = game_of(
        [["engineer", "engineer", "scavenger"], ["sniper_team"], ["brawler"]],
        HQ2,
        schematics=SCHEMATICS,
    )
    game.apply(0, "build engineer scavenger")
    answer_windows(game, {1: ["snipe 0:engineer"]})
    assert now(game).kind == "resume"
    assert "continue" not in texts(game, 0)
    game.apply(0, "abort")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter({"engineer": 1, "scavenger": 1})
    assert "build engineer scavenger" in texts(game, 0)
    game.apply(0, "build engineer scavenger")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_a_saboteur_disarms_the_toolkit_of_a_build_and_the_engineer_sees_two_000_302_000_555() -> None:
    """[000:555] a toolkit enhances digging the engineering schematics; [000:302] a saboteur in
    resource gathering renders one opponent's tool ineffective (I-3: a build opens a window).
    Disarmed, the toolkit is discarded and the engineer goes on with its own dig of 2."""
    game = game_of(
        [["engineer", "toolkit"], ["saboteur"], ["brawler"]],
        HQ2,
        schematics=SCHEMATICS,
    )
    game.apply(0, "build engineer+toolkit")
    answer_windows(game, {1: ["disarm 0:toolkit"]})
    assert now(game) == sc.Decision("resume", 0, 0, "build")
    game.apply(0, "continue")
    pass_windows(game)
    assert len(game.view(0).looking) == 2
    assert "toolkit" in zone_kinds(game, "0:discard")
    assert zone_kinds(game, "1:discard") == ["saboteur"]


def test_a_medic_saves_a_construction_worker_and_its_work_still_comes_off_the_timer_000_543_000_596() -> None:
    """[000:596] "Each tribe member played can remove 1 card from a building that is under
    construction"; [000:543] a medic may save another player's tribe member from a sniper
    attack (I-3: a worker opens a window; I-4 the save window). Saved, the scout still works:
    the bunker's timer drops from 3 to 2."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "bunker", "timer": ["refugee", "refugee", "refugee"]}]},
        {},
        {},
    ]
    game = game_of([["scout"], ["sniper_team"], ["medic"]], HQ2, extra=extra, decks=[[], ["scavenger"], ["hunter"]])
    game.apply(0, "work bunker scout")
    answer_windows(game, {1: ["snipe 0:scout"], 2: ["save medic"]})
    assert now(game) == sc.Decision("turn", 0, None, None)
    assert building(game, 0).timer == 2
    assert zone_counter(game, "0:discard") == Counter({"scout": 1, "refugee": 1})
    assert zone_kinds(game, "2:discard") == ["medic"]
    assert zone_kinds(game, "1:discard") == ["sniper_team"]


# ---------------------------------------------------------------------------------------------
# Module 2: storing and retrieving


def test_a_bunker_holds_three_cards_however_many_people_they_are_000_609_000_613() -> None:
    """[000:609-613] the bunker "Enables up to three tribe member cards to be stored ... Up to
    three cards may be placed in this building at a time": two thugs (3 people each) and a tribe
    family of 5 fit, 11 people in three cards; a fourth card does not."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "bunker"}]}, {}, {}]
    game = game_of([["thugs", "thugs", "tribe_family_5", "scout"], ["brawler"], ["brawler"]], HQ2, extra=extra)
    game.apply(0, "store bunker thugs thugs tribe_family_5")
    assert stored_of(game, 0) == ["thugs", "thugs", "tribe_family_5"]
    assert building(game, 0).stored == 3
    refused(game, 0, "store bunker scout")


def test_a_pharmacy_holds_two_medkits_that_is_two_cards_of_four_meds_000_621_000_623() -> None:
    """[000:621-623] the pharmacy stores "up to two medicine cards ... One or two cards may be
    placed in this building at a time": its limit is cards, not meds. Two medkits (4 meds) fit;
    pills after them do not."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "pharmacy"}]}, {}, {}]
    game = game_of([["medkit", "medkit", "pills"], ["brawler"], ["brawler"]], HQ2, extra=extra)
    game.apply(0, "store pharmacy medkit medkit")
    assert stored_of(game, 0) == ["medkit", "medkit"]
    refused(game, 0, "store pharmacy pills")


def test_store_retrieve_and_store_again_in_one_turn_000_641_000_733_ed15() -> None:
    """[000:641] store: "A player may do this multiple times in a turn"; [000:733] "you can
    freely store and retrieve as often as you like during your own turn" (ED-15)."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "bunker"}]}, {}, {}]
    game = game_of([["scout", "brawler"], ["brawler"], ["brawler"]], HQ2, extra=extra)
    game.apply(0, "store bunker scout")
    game.apply(0, "store bunker brawler")
    game.apply(0, "retrieve bunker scout")
    assert game.view(0).hand == ("scout",)
    game.apply(0, "store bunker scout")
    game.apply(0, "retrieve bunker brawler")
    assert stored_of(game, 0) == ["scout"]
    assert game.view(0).hand == ("brawler",)


def test_a_card_fetched_from_the_bunker_before_committing_fights_in_the_skirmish_000_635_000_645() -> None:
    """[000:645] retrieve "Take one or more cards from an active building and place them in your
    hand"; [000:635] only "Once a player has committed cards" may retrieved cards not join the
    skirmish set. Fetched on her own turn before she commits, the thugs fight: 3 beats 2."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "bunker", "stored": ["thugs"]}]}, {}, {}]
    game = game_of([["refugee"], ["brawler"], ["scavenger"]], HQ2, extra=extra)
    game.apply(0, "retrieve bunker thugs")
    game.apply(0, "end")
    end_gathering(game, {0: "commit thugs", 1: "commit brawler", 2: "commit scavenger"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 3, 3)
    assert skirmish_winner(game) == 0


def test_a_saboteur_fetched_from_the_bunker_disarms_a_shovel_in_another_players_dig_000_735() -> None:
    """[000:735-737] "Can you pull a sniper team or saboteur from a Bunker to use against another
    player? You may do so during resource gathering"; [000:629] the bunker is the one building
    reached on another player's turn; [000:302] the disarmed tool is discarded, the saboteur too.
    The scavenger digs on with its own dig of 1."""
    extra: list[dict[str, Any]] = [{}, {"buildings": [{"building": "bunker", "stored": ["saboteur"]}]}, {}]
    game = game_of([["scavenger", "shovel"], [], ["refugee"]], HQ2, extra=extra)
    game.apply(0, "dig scavenger+shovel")
    assert now(game).seat == 1
    game.apply(1, "retrieve bunker saboteur")
    assert "disarm 0:shovel" in texts(game, 1)
    game.apply(1, "disarm 0:shovel")
    pass_windows(game)
    assert now(game) == sc.Decision("resume", 0, 0, "dig")
    game.apply(0, "continue")
    pass_windows(game)
    assert len(game.view(0).looking) == 1
    assert "shovel" in zone_kinds(game, "0:discard")
    assert zone_kinds(game, "1:discard") == ["saboteur"]
    assert building(game, 1).stored == 0


# ---------------------------------------------------------------------------------------------
# Module 1: medics and rifles in a hire


def test_a_rifle_hunt_a_medic_and_pills_hire_thugs_for_six_000_402_000_543_000_551() -> None:
    """[000:551] the rifle grants +2 (hunt and fight); [000:543] a medic "can be played from the
    hand during a hire action to represent 1 med"; [000:402] thugs cost "any combination of food
    and meds totaling 6": hunter 2 + rifle 2 = 4 food, medic 1 + pills 1 = 2 meds."""
    game = game_of([["hunter", "rifle", "medic", "pills"], ["brawler"], ["brawler"]], HQ1)
    game.apply(0, "hunt hunter+rifle")
    pass_windows(game)
    assert game.view(0).seats[0].food == 4
    assert "hire thugs pay pills" not in texts(game, 0)  # 5 of 6
    game.apply(0, "hire thugs pay medic pills")
    pass_windows(game)
    assert zone_counter(game, "0:discard")["thugs"] == 1
    assert zone_counter(game, "0:discard")["medic"] == 1


# ---------------------------------------------------------------------------------------------
# Gangs


def test_the_masons_tie_break_counts_an_engineer_lying_on_a_timer_000_565_f1_f6() -> None:
    """[000:565] the Masons: most completed and enabled buildings, "Ties are broken by adding up
    the total number of engineers"; F-1 timer cards are the player's cards. Each tribe has one
    completed building; seat 1's only engineer lies on the timer of a second building: she wins
    the Masons (5 people, P-3)."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "armory"}]},
        {
            "buildings": [
                {"building": "pharmacy"},
                {"building": "bunker", "timer": ["engineer", "refugee"]},
            ]
        },
        {},
    ]
    game = game_of([["brawler"], ["brawler"], ["brawler"]], HQ2, extra=extra, contested=["grenade"])
    result = play_out(game)
    assert "gang_masons" in result.scores[1].gangs
    assert "gang_masons" not in result.scores[0].gangs


def test_the_pharmers_count_a_medkit_lying_on_a_timer_000_563_f1() -> None:
    """[000:563] the Pharmers: "the total 'meds' VALUE of all medicine cards ... from each
    player's deck"; F-1 a building's timer cards are the player's cards. Seat 1's medkit (2)
    under construction beats seat 0's pills (1)."""
    extra: list[dict[str, Any]] = [
        {"discard": ["pills"]},
        {"buildings": [{"building": "bunker", "timer": ["medkit", "refugee"]}]},
        {},
    ]
    game = game_of([["brawler"], ["brawler"], ["brawler"]], HQ2, extra=extra, contested=["grenade"])
    result = play_out(game)
    assert "gang_pharmers" in result.scores[1].gangs


def test_the_gearheads_count_tool_cards_not_their_bonuses_000_561() -> None:
    """[000:561] the Gearheads: "adding up the quantity of cards with a tool icon": three spears
    beat two rifles, though the rifles grant more (+2 in two categories [000:551]); the people of
    the gang (5, P-3) join the winner's tribe."""
    extra: list[dict[str, Any]] = [
        {"discard": ["spear", "spear", "spear"]},
        {"discard": ["rifle", "rifle"]},
        {},
    ]
    game = game_of([["brawler"], ["brawler"], ["brawler"]], HQ1, extra=extra, contested=["grenade"])
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert "gang_gearheads" not in result.scores[1].gangs


# ---------------------------------------------------------------------------------------------
# Module 4: Dirty Deeds


def test_a_saboteur_attacks_another_players_building_not_its_own_000_302_000_685() -> None:
    """[000:302] "The saboteur is used to attack one other player"; [000:685] "A saboteur may
    attack a building that is completed and disable it": a player's own bunker is no target."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "bunker"}]},
        {"buildings": [{"building": "armory"}]},
        {},
    ]
    game = game_of([["saboteur"], ["brawler"], ["brawler"]], HQ4, extra=extra)
    assert "disable 1:armory" in texts(game, 0)
    refused(game, 0, "disable 0:bunker")


def test_a_sniper_team_wounds_another_players_leader_not_its_own_000_316_000_691() -> None:
    """[000:316] the sniper team "renders one opponent's tribe member ... ineffective"; [000:691]
    "A sniper team may attack a tribal leader, wounding him": its own leader is no target."""
    game = game_of(
        [["sniper_team"], ["brawler"], ["brawler"]],
        HQ4,
        leaders={0: "leader_gangster", 1: "leader_mentor"},
    )
    assert "snipe 1:leader_mentor" in texts(game, 0)
    refused(game, 0, "snipe 0:leader_gangster")


def test_a_building_disabled_in_the_skirmish_stays_disabled_next_round_000_685() -> None:
    """[000:685] a disabled building's "abilities cannot be used ... To repair the building, a
    tribe member card must be played": nothing but a repair mends it, so the gardens disabled in
    round 3's skirmish give no food in round 4 until seat 1 repairs them, then 1 food at once."""
    extra: list[dict[str, Any]] = [{}, {"buildings": [{"building": "hydroponic_gardens"}]}, {}]
    game = game_of(
        [["saboteur"], ["brawler"], ["scout"]],
        HQ4,
        extra=extra,
        decks=[["refugee"] * 5, ["scavenger"] * 5, ["hunter"] * 5],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    end_gathering(game, {0: "commit saboteur", 1: "commit brawler", 2: "commit scout"})
    skirmish_turns(game, {0: ["disable 1:hydroponic_gardens"]})
    assert building(game, 1).disabled
    to_turn(game, 1)
    assert game.round == 4
    assert building(game, 1).disabled
    assert game.view(1).seats[1].food == 0
    assert "hire scavenger" not in texts(game, 1)
    game.apply(1, "repair hydroponic_gardens scavenger")
    pass_windows(game)
    assert not building(game, 1).disabled
    assert game.view(1).seats[1].food == 1


def test_one_sniper_team_that_wounds_a_leader_in_the_skirmish_hits_no_card_000_316_000_691() -> None:
    """[000:316] "the sniper can target only one single opponent's card"; [000:691] a sniper team
    may wound a tribal leader. Spent on the Mentor, seat 0's one sniper team cannot also snipe
    the brawler, which fights and wins with 2."""
    game = game_of(
        [["sniper_team"], ["brawler"], ["refugee"]],
        HQ4,
        leaders={1: "leader_mentor"},
    )
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler", 2: "commit refugee"})
    assert now(game) == sc.Decision("skirmish", 0, None, None)
    game.apply(0, "snipe 1:leader_mentor")
    answer_windows(game, {})
    skirmish_turns(game)  # seat 0's one sniper team is spent: nothing is left to snipe with
    assert game.view(None).seats[1].wounded
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 1


def test_a_medic_fetched_from_the_bunker_heals_the_wounded_leader_000_691_000_645_l12() -> None:
    """[000:691] the wound lasts "until a med is applied to the leader to heal him"; [000:543]
    a medic is 1 med; [000:645] retrieve puts a stored card in hand (L-12: heal on her own turn).
    Healed, the Ranger's refugees hunt 1 again (L-10)."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "bunker", "stored": ["medic"]}], "wounded": True},
        {},
        {},
    ]
    game = game_of(
        [["refugee"], ["brawler"], ["brawler"]],
        HQ4,
        extra=extra,
        leaders={0: "leader_ranger"},
    )
    assert game.view(None).seats[0].wounded
    assert "hunt refugee" not in texts(game, 0)
    game.apply(0, "retrieve bunker medic")
    game.apply(0, "heal medic")
    pass_windows(game)
    assert not game.view(None).seats[0].wounded
    assert "hunt refugee" in texts(game, 0)
    assert zone_kinds(game, "0:discard") == ["medic"]


def test_a_repair_worker_may_be_a_card_just_fetched_from_the_bunker_000_685_000_645() -> None:
    """[000:685] "a tribe member card must be played from the player's hand to work on the
    building and then immediately discarded"; [000:645] a retrieved card is placed in the hand:
    the scout fetched from the enabled bunker repairs the disabled armory, whose spear may then
    be retrieved [000:601]."""
    extra: list[dict[str, Any]] = [
        {
            "buildings": [
                {"building": "bunker", "stored": ["scout"]},
                {"building": "armory", "stored": ["spear"], "disabled": True},
            ]
        },
        {},
        {},
    ]
    game = game_of([["pills"], ["brawler"], ["brawler"]], HQ4, extra=extra)
    refused(game, 0, "retrieve armory spear")
    game.apply(0, "retrieve bunker scout")
    game.apply(0, "repair armory scout")
    pass_windows(game)
    assert not building(game, 0, 1).disabled
    assert zone_kinds(game, "0:discard") == ["scout"]
    game.apply(0, "retrieve armory spear")
    assert "spear" in game.view(0).hand


# ---------------------------------------------------------------------------------------------
# Module 3 with buildings: the hidden timer and the older edition


def test_2012_the_owner_sees_her_timer_cards_and_workers_go_to_one_building_001_583_ed7_ed11() -> None:
    """[001:554-556] the older edition draws the timer "face down" without forbidding the owner a
    look (ED-11: with the 2012 rules she sees them) and [001:581-585] accelerates construction
    "on one building" (ED-7): after working on the bunker, no worker may go to the armory that
    round."""
    extra: list[dict[str, Any]] = [
        {
            "buildings": [
                {"building": "bunker", "timer": ["refugee", "refugee"]},
                {"building": "armory", "timer": ["pills", "pills"]},
            ]
        },
        {},
        {},
    ]
    game = game_of(
        [["scout", "scavenger"], ["brawler"], ["brawler"]],
        HQ2,
        extra=extra,
        rules="2012",
    )
    assert game.view(0).timers == (("refugee", "refugee"), ("pills", "pills"))
    assert game.view(1).timers == ()
    game.apply(0, "work bunker scout")
    pass_windows(game)
    assert building(game, 0).timer == 1
    assert not any(text.startswith("work armory") for text in texts(game, 0))


# ---------------------------------------------------------------------------------------------
# More of module 2's construction, module 1's medic and module 3's leaders


def test_a_short_deck_timer_reshuffles_cards_discarded_earlier_in_the_turn_000_190_r6_h3() -> None:
    """[000:593] the timer is drawn from the player's deck; [000:190] "she first draws all cards
    from her deck, then shuffles her discard pile to create a new deck and continues" (R-6: the
    discard includes cards discarded earlier in the same turn; H-3). The scavenger that hunted
    earlier this turn lies on the pharmacy's timer; the engineer, discarded after the timer is
    laid [000:579], does not."""
    game = game_of(
        [["scavenger", "engineer"], ["brawler"], ["brawler"]],
        HQ2,
        decks=[[], ["scavenger"], ["hunter"]],
        schematics=["pharmacy", "bunker", "armory"],
    )
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["scavenger"]
    game.apply(0, "build engineer")
    pass_windows(game)
    game.apply(0, "keep pharmacy")
    pass_windows(game)
    assert timer_of(game, 0) == ["scavenger"]
    assert zone_kinds(game, "0:discard") == ["engineer"]


def test_group_leaders_and_a_refugee_with_a_shovel_join_the_engineers_schematics_dig_000_579() -> None:
    """[000:579] "Other cards with a dig ability can be combined with the engineer to improve
    engineering schematics digging"; [000:442-446] group leaders add +2 to one member's action;
    [000:252] a refugee (dig 0) with a shovel (+2) digs 2. Engineer 2 + group leaders 2 +
    refugee/shovel 2 = 6 schematics turned up."""
    game = game_of(
        [["engineer", "group_leaders", "refugee", "shovel"], ["brawler"], ["brawler"]],
        HQ2,
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory", "bunker", "pharmacy"],
    )
    game.apply(0, "build engineer+group_leaders refugee+shovel")
    pass_windows(game)
    assert len(game.view(0).looking) == 6
    game.apply(0, "keep hydroponic_gardens")
    pass_windows(game)
    assert Counter(zone_kinds(game, "0:discard")) == Counter(
        {"engineer": 1, "group_leaders": 1, "refugee": 1, "shovel": 1}
    )
    assert zone_kinds(game, "schematics")[0] == "pharmacy"
    assert len(zone_kinds(game, "schematics")) == 6


def test_a_medic_saves_a_sniper_team_which_then_snipes_in_its_turn_000_543_000_492() -> None:
    """[000:543] a medic saves "another tribe member card from a sniper attack"; [000:492] each
    player in turn order gets one opportunity. Seat 0 snipes seat 1's sniper team, seat 1's
    medic saves it, and on seat 1's turn it snipes seat 0's brawler: seat 1's scout wins."""
    game = game_of(
        [["sniper_team", "brawler"], ["sniper_team", "medic", "scout"], ["refugee"]],
        HQ1,
    )
    end_gathering(
        game,
        {0: "commit brawler sniper_team", 1: "commit medic scout sniper_team", 2: "commit refugee"},
    )
    skirmish_turns(game, {0: ["snipe 1:sniper_team"], 1: ["snipe 0:brawler"]}, {1: ["save medic"]})
    totals = seat_totals(game)
    assert totals[1] == (True, 2, 4)  # scout 2; people: sniper team 2, medic 1, scout 1
    assert totals[0][0] is False  # the brawler was sniped; a sniper team cannot fight
    assert skirmish_winner(game) == 1


def test_the_sergeant_at_arms_hires_a_saboteur_with_a_medics_one_med_l11_000_543() -> None:
    """L-11 (card text): when the Sergeant at Arms hires saboteurs the cost is 1 med; [000:543]
    a medic played during a hire represents 1 med: no food is needed."""
    game = game_of(
        [["medic"], ["brawler"], ["brawler"]],
        HQ3,
        leaders={0: "leader_sergeant_at_arms"},
    )
    assert game.view(0).seats[0].food == 0
    game.apply(0, "hire saboteur pay medic")
    pass_windows(game)
    assert zone_counter(game, "0:discard") == Counter({"saboteur": 1, "medic": 1})
