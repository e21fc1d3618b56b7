"""Audit 17: the rulebooks' FAQ answers, notes and examples, one test each.

Each test takes one answer of a FAQ ([000:382-500], the HQ FAQ [000:699-737]), one "note" or
example of the HQ and Recon rules ([000:617-674], [003]) or one 2012 wording ([001]) where no
ruling overrides it, and plays it through the public API on a stacked table
(docs/scenarios.md). Each asserts what the rulebook's words say, cited as [file:line]; where
RULINGS.md settles a gap the ruling ID is cited too. Only answers not yet covered by an earlier
test, or covered in part, are here: the variants an independent checker writes first (another
player count, another payment mix, the other order of two actions).
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    finish_round,
    hq_game,
    module_table,
    now,
    pass_windows,
    refused,
    round_totals,
    skirmish_outcome,
    skirmish_turns,
    stacked_seat,
    table,
    texts,
    total_of,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

# ---------------------------------------------------------------------------------------------
# The junkyard and tools [000:384-396]


def test_faq_junk_goes_straight_back_to_the_bottom_and_gives_no_second_dig() -> None:
    """[000:388] "Players do not have to hold onto these cards. They may immediately place them at
    the bottom of the junkyard (they do not get another dig)": a dig that turns up only junk may
    keep none, the junk goes under the pile, and no second dig is offered that round."""
    game = table(3, round=3, players=[{"hand": ["brawler", "scavenger"]}], junkyard=["junk", "net", "pills"])
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("junk",)
    assert "keep none" in texts(game, 0)
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(t.startswith("dig") for t in texts(game, 0))
    assert refused(game, 0, "dig scavenger")


def test_faq_group_leaders_and_sniper_teams_carry_no_tools_into_the_skirmish() -> None:
    """[000:390-392] "Can group leaders, or snipers carry tools? No. A card must have a base ability
    in order to improve it with a tool": a force of group leaders, a sniper team and a grenade has
    no fight at all, so a lone scavenger (fight 1) beats it in a 3-player skirmish."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["group_leaders", "sniper_team", "grenade"]},
            {"hand": ["scavenger"]},
            {"hand": []},
        ],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit grenade group_leaders sniper_team", 1: "commit scavenger"})
    skirmish_turns(game)
    assert round_totals(game, 3)[0] == (0, 0, 4)
    assert round_totals(game, 3)[1] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == 1


def test_faq_a_wolf_pack_cannot_operate_independently() -> None:
    """[000:394-396] "The wolf pack cannot since it is a modifier card (notice the + fight | +hunt)":
    a wolf pack alone may not hunt, and alone in a force it brings no fight; held by a refugee it
    hunts 3 (refugee 0 + wolf pack +3, cards.tsv)."""
    game = table(3, round=3, players=[{"hand": ["wolf_pack", "refugee"]}])
    assert refused(game, 0, "hunt wolf_pack")
    assert total_of(game, 0, "hunt refugee+wolf_pack") == 3
    game = table(
        3, round=3, players=[{"hand": ["wolf_pack"]}, {"hand": ["refugee"]}, {"hand": []}], contested=["net", "pills"]
    )
    end_gathering(game, {0: "commit wolf_pack", 1: "commit refugee"})
    skirmish_turns(game)
    assert round_totals(game, 3)[0] == (0, 0, 0)
    assert skirmish_outcome(game, 3) == 1  # no fight either way; the refugee is 1 person


# ---------------------------------------------------------------------------------------------
# Hunting and hiring [000:398-410]


@pytest.mark.parametrize(
    ("hand", "hunt", "pay"),
    [
        (["field_crew", "medkit", "medkit"], "hunt field_crew", "medkit medkit"),  # 2 food + 4 meds
        (["medkit", "medkit", "medkit"], None, "medkit medkit medkit"),  # 0 food + 6 meds
        (["scavenger", "wolf_pack", "medkit", "pills"], "hunt scavenger+wolf_pack", "medkit pills"),  # 4 + 3
    ],
)
def test_faq_thugs_are_hired_with_any_mix_of_food_and_meds_totalling_six(
    hand: list[str], hunt: str | None, pay: str
) -> None:
    """[000:400-402] "Thugs can be hired using any combination of food and meds totaling 6 units"
    (R-13: overpaying is allowed): 2 food and 4 meds, 6 meds and no food, 4 food and 3 meds."""
    game = table(3, round=3, players=[{"hand": hand}])
    if hunt is not None:
        act(game, 0, hunt)
    act(game, 0, f"hire thugs pay {pay}")
    assert "thugs" in game.view(None).seats[0].discard


def test_faq_thugs_with_five_units_of_food_and_meds_are_refused() -> None:
    """[000:402] "totaling 6 units": 4 food and 1 med (5 units) hire no thugs, and the refusal
    leaves the table as it was."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "wolf_pack", "pills"]}])
    act(game, 0, "hunt scavenger+wolf_pack")
    assert game.view(0).seats[0].food == 4
    before = game.to_json()
    assert refused(game, 0, "hire thugs pay pills")
    assert game.to_json() == before


def test_faq_a_medkit_never_improves_a_hunt_nor_a_hunting_tool_a_medics_meds() -> None:
    """[000:404-406] "Can I use a hunting tool to improve the medicine score on my Medic or a Medkit
    to improve the hunting of one of my mercenaries? No ... you cannot modify one with the other":
    a scavenger with a medkit hunts 1 at most, and a medic with a net pays 1 med, not 3."""
    game = hq_game(1, 3, round=3, players=[{"hand": ["scavenger", "medkit", "medic", "net"]}])
    assert refused(game, 0, "hunt scavenger+medkit")
    assert refused(game, 0, "hunt medic+net")
    assert not any(t.startswith("hunt") and "medkit" in t for t in texts(game, 0))
    # a medic's 1 med with no food hires a hunter (1 med) but never a saboteur (1 food + 1 med)
    assert "hire hunter pay medic" in texts(game, 0)
    assert refused(game, 0, "hire saboteur pay medic")


def test_faq_pills_alone_hire_a_hunter_with_no_tribe_member_and_no_one_is_asked() -> None:
    """[000:408-410] "You can basically 'rattle the pills' and a hunter will come running ... Play
    your medicine card during the hire action, no human required": a hand of pills alone hires a
    hunter; in the base game nothing can answer such a hire, so no one is asked (docs/scenarios.md)."""
    game = table(3, round=3, players=[{"hand": ["pills"]}])
    assert "hire hunter pay pills" in texts(game, 0)
    game.apply(0, "hire hunter pay pills")
    assert now(game) == sc.Decision("turn", 0)
    assert sorted(game.view(None).seats[0].discard) == ["hunter", "pills"]


# ---------------------------------------------------------------------------------------------
# Fight value of 0 [000:412-424]


def test_faq_when_everyone_fights_zero_the_most_people_wins_in_a_four_player_game() -> None:
    """[000:414-416] "What happens if everyone has a fight value of 0, but one person has more tribe
    members at the skirmish? Ties are broken in 3-5 player games based upon number of people
    brought to the skirmish": three tribe families (fight 0, cards.tsv) of 3, 4 and 5 people; the
    5 wins, though it is the only card of its force."""
    game = table(
        4,
        round=3,
        players=[
            {"hand": ["tribe_family_3", "refugee"]},
            {"hand": ["tribe_family_5"]},
            {"hand": ["tribe_family_4"]},
            {"hand": []},
        ],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit refugee tribe_family_3", 1: "commit tribe_family_5", 2: "commit tribe_family_4"})
    skirmish_turns(game)
    assert round_totals(game, 3) == {0: (1, 0, 4), 1: (1, 0, 5), 2: (1, 0, 4)}
    assert skirmish_outcome(game, 3) == 1


def test_faq_a_fight_of_zero_beats_no_fight_even_against_more_people() -> None:
    """[000:418-420] "A fight value of 0 is superior to no ability to fight at all. The player with a
    fight of 0 would win in this case": a tribe family of 3 (fight 0) against four refugees and a
    spear (no fight, 4 people) and a sniper team (no fight, 2 people)."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["refugee", "refugee", "refugee", "refugee", "spear"]},
            {"hand": ["sniper_team"]},
            {"hand": ["tribe_family_3"]},
        ],
        contested=["net", "pills"],
    )
    end_gathering(
        game, {0: "commit refugee refugee refugee refugee spear", 1: "commit sniper_team", 2: "commit tribe_family_3"}
    )
    skirmish_turns(game)
    totals = round_totals(game, 3)
    assert totals[0] == (0, 0, 4)
    assert totals[2] == (1, 0, 3)
    assert skirmish_outcome(game, 3) == 2


def test_faq_no_fight_and_equal_people_is_a_tie_the_contested_resource_goes_into_the_junkyard() -> None:
    """[000:422-424] "What happens if no one brings any fight value and everyone ties for the number
    of people ...? It is a tie. Place the contested resource on the top of the junkyard and
    shuffle it": two refugees against a sniper team (2 people each, no fight): nobody wins, the
    grenade leaves the contested pile for the junkyard, which is shuffled, and nobody owns it."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["refugee", "refugee"]}, {"hand": ["sniper_team"]}, {"hand": ["refugee", "junk"]}],
        junkyard=["junk"] * 6,
        contested=["grenade", "net"],
    )
    end_gathering(game, {0: "commit refugee refugee", 1: "commit sniper_team", 2: "commit junk refugee"})
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) is None
    assert zone_kinds(game, "contested") == ["net"]
    assert sorted(zone_kinds(game, "junkyard")) == ["grenade"] + ["junk"] * 6
    assert not any(c.kind == "grenade" for name, cards in game.zones().items() if name[0].isdigit() for c in cards)
    assert any(e.type is EventType.DEADLOCK and e.round == 3 for e in game.log(None))


# ---------------------------------------------------------------------------------------------
# Person, people, cards [000:430-450]


def test_faq_skirmish_ties_count_people_not_cards() -> None:
    """[000:432-434] "When breaking ties for skirmishes, do you count cards or total people? Total
    people": a brawler and a tribe family of 4 (2 cards, 5 people) beat a brawler and three
    refugees (4 cards, 4 people) at fight 2 each."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["brawler", "refugee", "refugee", "refugee"]},
            {"hand": ["brawler", "tribe_family_4"]},
            {"hand": []},
        ],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit brawler refugee refugee refugee", 1: "commit brawler tribe_family_4"})
    skirmish_turns(game)
    assert round_totals(game, 3) == {0: (1, 2, 4), 1: (1, 2, 5)}
    assert skirmish_outcome(game, 3) == 1


def test_faq_the_largest_tribe_adds_up_each_cards_people_value() -> None:
    """[000:436-438] "Each tribe member card represents one or more people. Add up the total VALUE of
    each card": a tribe of a tribe family of 5, group leaders (2) and thugs (3) is 10 people from
    3 cards, more than a tribe of 9 single-person cards; tools and medicine add nobody."""
    game = table(
        3,
        round=6,
        players=[
            {"discard": ["tribe_family_5", "group_leaders", "thugs", "grenade", "medkit"]},
            {"discard": ["scavenger"] * 5 + ["brawler"] * 4 + ["spear", "pills"]},
            {"hand": []},
        ],
        contested=["net"],
    )
    assert game.score(0).people == 10
    assert game.score(1).people == 9
    finish_round(game)
    assert game.over
    assert game.result is not None
    assert tuple(game.result.winners) == (0,)


def test_faq_three_group_leaders_stack_on_one_hunter() -> None:
    """[000:440-442] "Yes, you can play multiple group leaders to modify a single base ability": a
    hunter (hunt 2) with three group leaders (+2 each) hunts 8, enough for thugs' 6."""
    game = table(3, round=3, players=[{"hand": ["hunter", "group_leaders", "group_leaders", "group_leaders"]}])
    text = str(sc.parse_action(game, 0, "hunt hunter+group_leaders+group_leaders+group_leaders"))
    assert total_of(game, 0, text) == 8
    act(game, 0, text)
    assert game.view(0).seats[0].food == 8
    act(game, 0, "hire thugs")
    assert "thugs" in game.view(None).seats[0].discard


def test_faq_group_leaders_are_no_tool_a_member_uses_a_tool_and_group_leaders() -> None:
    """[000:444-446] "A tribe member card could use a tool AND have group leaders increase their
    action" (one tool per member [000:189]): a scavenger with a shovel and group leaders digs
    1 + 2 + 2 = 5; a second tool on the same scavenger is refused."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "shovel", "group_leaders", "pickaxe"]}],
        junkyard=["junk"] * 5 + ["pills"] * 3,
    )
    text = str(sc.parse_action(game, 0, "dig scavenger+shovel+group_leaders"))
    assert total_of(game, 0, text) == 5
    assert refused(game, 0, "dig scavenger+shovel+pickaxe+group_leaders")
    act(game, 0, text)
    assert len(game.view(0).looking) == 5


def test_faq_a_tribe_family_with_group_leaders_attacks_in_the_skirmish() -> None:
    """[000:448-450] "A tribe family enhanced by group leaders can attack": a tribe family of 3 and
    group leaders fight 0 + 2 = 2 with 5 people, beating a brawler (fight 2, 1 person) on people."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["tribe_family_3", "group_leaders"]}, {"hand": ["brawler"]}, {"hand": []}],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit group_leaders tribe_family_3", 1: "commit brawler"})
    skirmish_turns(game)
    assert round_totals(game, 3) == {0: (1, 2, 5), 1: (1, 2, 1)}
    assert skirmish_outcome(game, 3) == 0


# ---------------------------------------------------------------------------------------------
# Snipers and saboteurs [000:452-500]


@pytest.mark.parametrize("tool", ["wolf_pack", "grenade", "pickaxe", "net", "multitool"])
def test_faq_a_saboteur_disarms_any_card_with_a_tool_icon_in_the_skirmish(tool: str) -> None:
    """[000:454-456] "What can a saboteur disarm? Any card with a tool icon": a contested-resource
    tool (wolf pack, grenade) as well as a junkyard one; the thugs' fight falls back to their own 3."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["saboteur"]}, {"hand": ["thugs", tool]}, {"hand": []}],
        contested=["sled_team", "pills"],
    )
    end_gathering(game, {0: "commit saboteur", 1: f"commit {tool} thugs"})
    assert f"disarm 1:{tool}" in texts(game, 0)
    game.apply(0, f"disarm 1:{tool}")
    skirmish_turns(game)
    assert round_totals(game, 3)[1] == (1, 3, 3)


def test_faq_a_saboteur_cannot_disarm_medicine_junk_or_a_person() -> None:
    """[000:456] only "a card with a tool icon": medicine, junk and people in a revealed force are
    no targets for a disarm (cards.tsv types), nor for anything but the tool."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["saboteur"]}, {"hand": ["thugs", "medkit", "junk", "spear"]}, {"hand": []}],
        contested=["sled_team", "pills"],
    )
    end_gathering(game, {0: "commit saboteur", 1: "commit junk medkit spear thugs"})
    disarms = [t for t in texts(game, 0) if t.startswith("disarm")]
    assert disarms == ["disarm 1:spear"]
    for text in ("disarm 1:medkit", "disarm 1:junk", "disarm 1:thugs"):
        assert refused(game, 0, text)


def test_faq_a_sniper_team_attacks_only_people_and_may_take_out_a_tribe_family() -> None:
    """[000:458-460] "Sniper teams can only attack people (i.e. card with a person icon ...)" and
    [000:470-472] "Can a sniper team take out a multi-person tribe member card? Yes": no snipe of
    the grenade or the pills; the tribe family of 5 sniped leaves a scavenger with the grenade
    (fight 4, 1 person) against a brawler and a refugee (fight 2, 2 people)."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["sniper_team"]},
            {"hand": ["tribe_family_5", "scavenger", "grenade", "pills"]},
            {"hand": ["brawler", "refugee"]},
        ],
        contested=["sled_team", "net"],
    )
    end_gathering(
        game, {0: "commit sniper_team", 1: "commit grenade pills scavenger tribe_family_5", 2: "commit brawler refugee"}
    )
    snipes = [t for t in texts(game, 0) if t.startswith("snipe")]
    assert "snipe 1:tribe_family_5" in snipes
    assert not any(t.endswith((":grenade", ":pills")) for t in snipes)
    assert refused(game, 0, "snipe 1:grenade")
    game.apply(0, "snipe 1:tribe_family_5")
    skirmish_turns(game)
    totals = round_totals(game, 3)
    assert totals[1] == (1, 4, 1)
    assert skirmish_outcome(game, 3) == 1


def test_faq_a_committed_saboteur_disarms_during_an_opponents_hunt_and_the_rest_stay_committed() -> None:
    """[000:474-476] "cards set apart for a skirmish are considered to be in hand, and can be
    retrieved and played as instants during an opponent's hunt/hire ... Remaining cards are then
    re-committed to the skirmish": the initiator commits a saboteur and a brawler, disarms the
    next player's spear during her hunt, and still brings the brawler (1 card) to the skirmish.
    [000:478-480] the saboteur is discarded and does not come back."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "spear"]}, {"hand": []}],
        contested=["sled_team", "net"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler saboteur")
    assert game.view(None).seats[0].committed_count == 2
    game.apply(1, "hunt scavenger+spear")
    assert now(game).kind == "respond"
    while now(game).seat != 0:
        game.apply(now(game).seat, "pass")
    assert "disarm 1:spear" in texts(game, 0)
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    assert game.view(None).seats[0].committed_count == 1
    assert game.view(0).committed == ("brawler",)
    assert "saboteur" in game.view(None).seats[0].discard
    assert "spear" in game.view(None).seats[1].discard
    # the hunt goes on with the scavenger alone: 1 food, not 2
    game.apply(1, "continue")
    pass_windows(game)
    assert game.view(0).seats[1].food == 1
    end_gathering(game, {1: "commit none"})
    skirmish_turns(game)
    assert round_totals(game, 3)[0] == (1, 2, 1)
    assert skirmish_outcome(game, 3) == 0


def test_faq_a_gathering_snipe_cannot_be_countered_by_another_sniper_but_a_medic_saves() -> None:
    """[000:482-484] "Can a sniper/saboteur played during a resource gathering action be countered
    with another sniper? No, they are resolved as instants ... and can't be prevented (unless a
    card like medic specifically counters the action)": the hunter's owner, asked in the save
    window, may save with her medic or pass, never snipe the sniper; the medic saves the hunter."""
    game = hq_game(
        1,
        3,
        round=3,
        players=[{"hand": ["hunter", "medic", "sniper_team"]}, {"hand": ["sniper_team"]}, {"hand": []}],
    )
    game.apply(0, "hunt hunter")
    assert now(game) == sc.Decision("respond", 1, 0, "hunt")
    game.apply(1, "snipe 0:hunter")
    assert now(game).kind == "save"
    assert now(game).seat == 0
    assert texts(game, 0) == ["pass", "save medic"]
    assert refused(game, 0, "snipe 1:sniper_team")
    game.apply(0, "save medic")
    pass_windows(game)
    assert "sniper_team" in game.view(None).seats[1].discard
    # the saved hunter hunts on: 2 food; the medic alone is spent (I-4)
    assert sorted(game.view(None).seats[0].discard) == ["hunter", "medic"]
    assert game.view(0).seats[0].food == 2


def test_faq_a_gathering_snipe_leaves_the_rest_of_a_dig_to_be_taken_back_and_hunt_instead() -> None:
    """[000:486-488] "only the card that was sniped/disarmed is discarded. All other cards involved in
    that action can be taken back into hand and re-purposed to perform a different hunt/hire, dig
    or draw action" (I-2): a dig of a brawler and a scavenger with a multitool loses the
    brawler to a snipe; the owner aborts, takes the scavenger and the multitool back into hand and
    hunts with them (1 + 1 = 2 food), the sniped brawler alone discarded."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "brawler", "multitool"]}, {"hand": ["sniper_team"]}, {"hand": []}],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler scavenger+multitool")
    assert now(game) == sc.Decision("respond", 1, 0, "dig")
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert now(game) == sc.Decision("resume", 0, 0, "dig")
    game.apply(0, "abort")
    assert sorted(game.view(0).hand) == ["multitool", "scavenger"]
    assert game.view(None).seats[0].discard == ("brawler",)
    act(game, 0, "hunt scavenger+multitool")
    assert game.view(0).seats[0].food == 2
    assert zone_kinds(game, "junkyard") == ["net", "junk", "pills"]


def test_faq_skirmish_countersnipe_the_initiators_snipe_stops_a_later_sniper() -> None:
    """[000:490-492] "Can a sniper/saboteur played during the skirmish be countered with another
    sniper? Yes, although each player in turn order (beginning with the initiator) only gets one
    opportunity": the initiator snipes the next player's sniper team before it acts; that player,
    left nothing she could use, is not asked, and the initiator's brawler keeps its fight."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["sniper_team", "scavenger"]},
            {"hand": []},
        ],
        contested=["sled_team", "net"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit scavenger sniper_team"})
    assert now(game) == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:sniper_team")
    asked = skirmish_turns(game)
    assert 1 not in asked
    assert 0 not in asked  # one opportunity each: seat 0 is not asked again
    totals = round_totals(game, 3)
    assert totals[0] == (1, 2, 3)
    assert totals[1] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == 0


def test_faq_a_saboteur_that_disarms_in_the_skirmish_does_not_also_fight() -> None:
    """[000:494-496] "it is used either to disarm or to fight in the skirmish, but not both": a
    saboteur (fight 1) and a brawler fight 3 if the saboteur only fights, 2 once it disarms."""

    def force_after(disarm: bool) -> tuple[int, ...]:
        game = table(
            3,
            round=3,
            players=[{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "spear"]}, {"hand": []}],
            contested=["sled_team", "net"],
        )
        end_gathering(game, {0: "commit brawler saboteur", 1: "commit scavenger spear"})
        skirmish_turns(game, {0: ["disarm 1:spear"] if disarm else []})
        return round_totals(game, 3)[0]

    assert force_after(disarm=False) == (1, 3, 2)
    assert force_after(disarm=True) == (1, 2, 2)  # [000:498-500] it still counts as a person


# ---------------------------------------------------------------------------------------------
# HQ: tribal leaders [000:656-674] and the HQ FAQ [000:699-715]


def _leaders(*seats: dict[str, Any], **scenario: Any) -> sc.Game:
    """A 3-player HQ module 3 table, round 3, with the seats given."""
    return hq_game(3, 3, round=3, players=list(seats), **scenario)


def test_hq_faq_the_organizers_draw_is_the_only_draw_either_way_round() -> None:
    """[000:705-707] "Does the Organizer allow you an additional draw action? No. If you use the
    Organizer's ability, that will be your only draw action for this round" (L-4): after the
    Organizer no draw is offered, and after a draw the Organizer is not."""
    deck = ["pills", "medkit", "net", "junk", "spear", "pickaxe"]
    game = _leaders(
        stacked_seat("leader_organizer", ["refugee", "scout"], deck=deck),
        stacked_seat("leader_mentor"),
        stacked_seat("leader_ranger"),
    )
    act(game, 0, "lead refugee")
    game.apply(0, "keep pills")
    assert not any(t.startswith("draw") for t in texts(game, 0))
    assert refused(game, 0, "draw scout")
    game = _leaders(
        stacked_seat("leader_organizer", ["refugee", "scout"], deck=deck),
        stacked_seat("leader_mentor"),
        stacked_seat("leader_ranger"),
    )
    act(game, 0, "draw scout")
    assert not any(t.startswith("lead") for t in texts(game, 0))
    assert refused(game, 0, "lead refugee")


def test_hq_faq_the_fanatic_acts_on_another_players_gathering_or_in_the_skirmish_not_her_own_turn() -> None:
    """[000:709-711] "When can the Fanatic's special ability be used? During another player's
    resource gathering OR during the skirmish (same as a saboteur or sniper team)" (L-7): not on
    her own gathering turn; on the next player's hunt, with the refugee she committed, yes."""
    game = _leaders(
        stacked_seat("leader_fanatic", ["refugee", "brawler"]),
        stacked_seat("leader_mentor", ["scavenger", "spear"]),
        stacked_seat("leader_ranger"),
        contested=["sled_team", "net"],
    )
    assert not any(t.startswith("lead") for t in texts(game, 0))
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee")
    game.apply(1, "hunt scavenger+spear")
    while now(game).seat != 0:
        game.apply(now(game).seat, "pass")
    assert {"lead refugee 1:scavenger", "lead refugee 1:spear"} <= set(texts(game, 0))
    game.apply(0, "lead refugee 1:spear")
    pass_windows(game)
    assert "refugee" in zone_kinds(game, "0:removed")  # [000:658] removed from play
    assert game.view(0).committed == ("brawler",)
    assert "spear" in game.view(None).seats[1].discard


def test_hq_faq_the_fanatic_in_the_skirmish_discards_a_revealed_tool() -> None:
    """[000:711] the Fanatic works "during the skirmish" too, and [000:715] targets "Any card played
    from a player's hand (person, tool, medicine)": in the skirmish the Fanatic's refugee takes
    the grenade from the thugs (fight 6 -> 3), and the refugee leaves the force (L-3)."""
    game = _leaders(
        stacked_seat("leader_fanatic", ["refugee", "brawler", "pickaxe"]),
        stacked_seat("leader_mentor", ["thugs", "grenade"]),
        stacked_seat("leader_ranger"),
        contested=["sled_team", "net"],
    )
    end_gathering(game, {0: "commit brawler pickaxe refugee", 1: "commit grenade thugs"})
    assert now(game) == sc.Decision("skirmish", 0)
    assert "lead refugee 1:grenade" in texts(game, 0)
    game.apply(0, "lead refugee 1:grenade")
    skirmish_turns(game)
    totals = round_totals(game, 3)
    assert totals[1] == (1, 3, 3)
    assert totals[0] == (1, 4, 1)
    assert skirmish_outcome(game, 3) == 0


def test_hq_faq_the_fanatic_targets_medicine_in_a_hire_but_never_a_building() -> None:
    """[000:713-715] "Any card played from a player's hand (person, tool, medicine), but not a
    building": the pills paying for a hire may be struck; a completed bunker or the building a
    player starts is never offered as a target."""
    game = hq_game(
        3,
        3,
        round=3,
        players=[
            stacked_seat("leader_fanatic", ["refugee"]),
            stacked_seat(
                "leader_mentor",
                ["pills", "engineer", "scavenger"],
                buildings=[{"building": "bunker"}],
                deck=["junk"] * 5,
            ),
            stacked_seat("leader_ranger"),
        ],
        schematics=["armory", "pharmacy"],
    )
    act(game, 0, "end")
    game.apply(0, "commit refugee")
    game.apply(1, "build engineer scavenger")
    while now(game).seat != 0:
        game.apply(now(game).seat, "pass")
    targets = [t for t in texts(game, 0) if t.startswith("lead")]
    assert targets == ["lead refugee 1:engineer", "lead refugee 1:scavenger"]
    game.apply(0, "pass")
    pass_windows(game)
    game.apply(1, "keep armory")
    pass_windows(game)
    game.apply(1, "hire hunter pay pills")
    while now(game).kind == "respond" and now(game).seat != 0:
        game.apply(now(game).seat, "pass")
    targets = [t for t in texts(game, 0) if t.startswith("lead")]
    assert targets == ["lead refugee 1:pills"]
    assert not any("bunker" in t or "armory" in t for t in texts(game, 0))


def test_hq_leaders_butcher_cannibal_and_sergeant_need_no_refugee() -> None:
    """[000:660-662] "Butcher / Cannibal / Sergeant at Arms: These leaders can use their special
    abilities without the need for playing a refugee": with no refugee anywhere the Butcher trades
    a scout for 1 food + 1 med (a saboteur), the Cannibal a brawler for 3 food, and the Sergeant
    hires a saboteur for 1 med alone (L-5, L-6, L-11)."""
    game = _leaders(
        stacked_seat("leader_butcher", ["scout"]),
        stacked_seat("leader_cannibal", ["brawler"]),
        stacked_seat("leader_sergeant_at_arms", ["pills"]),
    )
    act(game, 0, "lead scout")
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hire saboteur")
    assert "saboteur" in game.view(None).seats[0].discard
    act(game, 0, "end")
    act(game, 1, "lead brawler")
    act(game, 1, "hire brawler")
    assert "brawler" in game.view(None).seats[1].discard
    act(game, 1, "end")
    assert "hire saboteur pay pills" in texts(game, 2)
    act(game, 2, "hire saboteur pay pills")
    assert "saboteur" in game.view(None).seats[2].discard


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_organizer", "leader_peacemaker"])
def test_hq_leaders_that_need_a_refugee_do_nothing_without_one(leader: str) -> None:
    """[000:664-666] "Excavator / Fanatic / Gangster / Mentor / Organizer / Peacemaker / Ranger:
    Requires the use of a refugee to utilize the leader's special ability": with no refugee in
    hand the leader's ability is not offered; with one it is."""
    hand = ["scavenger", "brawler", "scout"]
    game = _leaders(
        stacked_seat(leader, hand, deck=["junk"] * 5), stacked_seat("leader_butcher"), stacked_seat("leader_gangster")
    )
    assert not any(t.startswith("lead") for t in texts(game, 0))
    game = _leaders(
        stacked_seat(leader, [*hand, "refugee"], deck=["junk"] * 5),
        stacked_seat("leader_butcher"),
        stacked_seat("leader_gangster"),
    )
    assert any(t.startswith("lead refugee") for t in texts(game, 0))


def test_hq_leaders_excavator_and_ranger_refugees_need_no_tool_and_help_every_refugee() -> None:
    """[000:666] the Excavator and the Ranger "require the use of a refugee", and [000:672-674]
    "These leaders grant abilities that are always in effect and could impact multiple cards in a
    given round": every refugee of the Excavator digs 1 (L-9), every refugee and tribe family of
    the Ranger hunts 1 (L-10), in the same round, with no tool; other players' refugees do not."""
    game = _leaders(
        stacked_seat("leader_excavator", ["refugee", "refugee", "refugee"]),
        stacked_seat("leader_ranger", ["refugee", "refugee", "tribe_family_3"]),
        stacked_seat("leader_mentor", ["refugee", "refugee"]),
        junkyard=["junk", "net", "pills", "spear"],
    )
    assert total_of(game, 0, "dig refugee refugee refugee") == 3
    act(game, 0, "dig refugee refugee refugee")
    assert len(game.view(0).looking) == 3
    game.apply(0, "keep net")
    act(game, 0, "end")  # an empty hand has no commit decision
    assert total_of(game, 1, "hunt tribe_family_3 refugee refugee") == 3
    act(game, 1, "hunt tribe_family_3 refugee refugee")
    assert game.view(1).seats[1].food == 3
    act(game, 1, "end")
    assert not any(t.startswith(("dig", "hunt")) for t in texts(game, 2))


@pytest.mark.parametrize(
    ("leader", "hand", "use"),
    [
        ("leader_butcher", ["scout", "brawler"], "lead scout"),
        ("leader_cannibal", ["scout", "brawler"], "lead scout"),
        ("leader_mentor", ["refugee", "refugee", "scavenger", "brawler"], "lead refugee"),
        ("leader_peacemaker", ["refugee", "refugee", "scavenger", "brawler"], "lead refugee"),
    ],
)
def test_hq_leaders_once_per_round_abilities_are_used_once(leader: str, hand: list[str], use: str) -> None:
    """[000:668-670] "Butcher / Cannibal / Fanatic / Mentor / Organizer / Peacemaker: These leaders
    grant abilities that can only be utilized once per round": used once, the ability is not
    offered again that round though the cards for it are still in hand; the next round it is."""
    game = _leaders(
        stacked_seat(leader, hand, deck=list(hand) + ["junk"] * 3),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_gangster"),
        contested=["sled_team", "net", "pills"],
    )
    act(game, 0, use)
    assert not any(t.startswith("lead") for t in texts(game, 0))
    assert refused(game, 0, use)
    finish_round(game)
    assert game.round == 4
    assert game.view(0).seats[0].leader_used is False


def test_hq_leaders_cards_the_butcher_removes_never_score() -> None:
    """[000:656-658] "Butcher / Cannibal / Fanatic: Cards that are removed from play cannot return to
    the game and do not count toward final scoring": a tribe family of 5 butchered in the last
    round leaves its owner 5 people short at the end."""
    game = hq_game(
        3,
        3,
        round=6,
        players=[
            stacked_seat("leader_butcher", ["tribe_family_5"], discard=["brawler"]),
            stacked_seat("leader_ranger", [], discard=["scout", "scout"]),
            stacked_seat("leader_mentor"),
        ],
        contested=["net"],
    )
    assert game.score(0).people == 6
    act(game, 0, "lead tribe_family_5")
    assert zone_kinds(game, "0:removed") == ["tribe_family_5"]
    finish_round(game)
    assert game.over
    assert game.score(0).people == 1
    assert game.result is not None
    assert tuple(game.result.winners) == (1,)


# ---------------------------------------------------------------------------------------------
# HQ: buildings [000:599-645] and the HQ FAQ [000:717-737]


def test_hq_faq_one_new_building_a_round_but_work_on_every_building_under_construction() -> None:
    """[000:719-721] "You may start one new building each round and you also are allowed to
    continue building on any / all buildings in your base that are in-progress": with two
    engineers only one build is offered; after it, workers may still go to both buildings under
    construction, one card off each (ED-7), but not to the building just started ([000:596] 8)."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[
            {
                "hand": ["engineer", "engineer", "refugee", "scavenger"],
                "deck": ["junk"] * 5,
                "buildings": [
                    {"building": "bunker", "timer": ["pills", "pills"]},
                    {"building": "armory", "timer": ["pills", "pills"]},
                ],
            }
        ],
        schematics=["pharmacy", "hydroponic_gardens", "bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    pass_windows(game)
    assert not any(t.startswith("build") for t in texts(game, 0))
    assert refused(game, 0, "build engineer")
    works = {t.split()[1] for t in texts(game, 0) if t.startswith("work")}
    assert works == {"armory", "bunker"}
    act(game, 0, "work bunker refugee")
    act(game, 0, "work armory scavenger")
    timers = {b.kind: b.timer for b in game.view(0).seats[0].buildings}
    assert timers["bunker"] == 1
    assert timers["armory"] == 1
    assert timers["pharmacy"] == 2  # as its build time laid it, untouched this round


def test_hq_faq_a_hired_engineer_goes_to_the_discard_pile_and_builds_nothing_this_round() -> None:
    """[000:723-725] "When you hire an engineer, do you get to start a building immediately? No, the
    engineer goes into your discard pile. When they cycle back into your hand, then you may use
    them to dig in the engineering schematics pile": hired with 2 food and a pill, the engineer
    lies in the discard pile and no build is offered this turn."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["scavenger", "scavenger", "pills"], "deck": ["junk"] * 5}],
        schematics=["bunker", "armory"],
    )
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire engineer pay pills")
    assert "engineer" in game.view(None).seats[0].discard
    assert "engineer" not in game.view(0).hand
    assert not any(t.startswith("build") for t in texts(game, 0))
    assert zone_kinds(game, "schematics") == ["bunker", "armory"]


def test_hq_faq_garden_food_pays_a_hire_with_no_hunt_and_does_not_pile_up() -> None:
    """[000:727-729] "As with medicine, food that is auto-generated can be used independently to
    satisfy the resource requirements of your hire action" and [000:617-619] "Generates 1 food
    each round ... Food does not accumulate from round to round": a hand of junk hires a
    scavenger with the garden's food alone; the next turn its food is 1 again, not 2."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["junk"], "deck": ["junk"] * 6, "buildings": [{"building": "hydroponic_gardens"}]}],
        contested=["net", "pills", "grenade"],
    )
    assert game.view(0).seats[0].food == 1
    assert "hire scavenger" in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert "scavenger" in game.view(None).seats[0].discard
    game = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["junk"], "deck": ["junk"] * 6, "buildings": [{"building": "hydroponic_gardens"}]}],
        contested=["net", "pills", "grenade"],
    )
    finish_round(game)  # the garden's food is left unspent
    while now(game) != sc.Decision("turn", 0):
        d = now(game)
        game.apply(d.seat, "end" if d.kind == "turn" else "commit none" if d.kind == "commit" else "pass")
    assert game.view(0).seats[0].food == 1
    assert refused(game, 0, "hire brawler")


def test_hq_garden_food_is_no_hunt_a_spear_cannot_improve_it_but_it_joins_a_hunts_food() -> None:
    """[000:637] the garden "generates food in real time in much the same way that a hunt of 1
    generates food (although it does not involve hunting and thus does not benefit or suffer from
    hunting-related modifiers)": a spear alone adds nothing to it, but a scavenger's hunt with the
    spear (2) and the garden (1) make 3 food, a medic's price."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear"], "buildings": [{"building": "hydroponic_gardens"}]}],
    )
    assert refused(game, 0, "hunt spear")
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 3
    act(game, 0, "hire medic")
    assert "medic" in game.view(None).seats[0].discard


def test_hq_faq_store_and_retrieve_as_often_as_you_like_on_your_own_turn() -> None:
    """[000:731-733] "Store and retrieve do not suffer from the limitation of standard actions. Thus
    you can freely store and retrieve as often as you like during your own turn" (ED-15): store a
    brawler, retrieve it, store it again with a scout, use the pharmacy in between."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[
            {
                "hand": ["brawler", "scout", "pills", "medkit"],
                "buildings": [{"building": "bunker"}, {"building": "pharmacy"}],
            }
        ],
    )
    for text in (
        "store bunker brawler",
        "store pharmacy pills",
        "retrieve bunker brawler",
        "store pharmacy medkit",
        "store bunker brawler scout",
        "retrieve pharmacy pills",
    ):
        assert text in texts(game, 0), text
        act(game, 0, text)
    assert game.view(0).hand == ("pills",)
    assert game.view(0).stored == (("brawler", "scout"), ("medkit",))


# ---------------------------------------------------------------------------------------------
# Recon clarifications and notes [003]


def test_recon_binoculars_hunt_beside_a_tool_and_are_never_offered_to_a_disarm() -> None:
    """[003:97-98] binoculars are "An instant action. Does not need to be equipped and thus does not
    count as a tribe member's equipment limit. Cannot be discarded through a disarm action" (X-8,
    P-2 hunt 1): a scavenger with a spear and binoculars hunts 1 + 1 + 1 = 3, and a saboteur
    answering that hunt may disarm the spear only."""
    game = module_table(
        ["recon1"], 3, round=3, players=[{"hand": ["scavenger", "spear", "binoculars"]}, {"hand": ["saboteur"]}]
    )
    assert total_of(game, 0, "hunt scavenger+spear binoculars") == 3
    game.apply(0, "hunt scavenger+spear binoculars")
    assert now(game) == sc.Decision("respond", 1, 0, "hunt")
    assert texts(game, 1) == ["pass", "disarm 0:spear"]
    assert refused(game, 1, "disarm 0:binoculars")


def test_recon_hardy_scavengers_come_back_to_hand_and_the_round_draw_is_still_five() -> None:
    """[003:181-182] "If you send HS into the skirmish and you either lose or tie, then any HS units
    you sent are returned to your hand at the end of the round. Even if one or more HS units return
    to your hand, you still perform a standard draw action at the start of the next round": two
    beaten hardy scavengers plus five drawn cards make a hand of seven."""
    game = module_table(
        ["recon3"],
        3,
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "hardy_scavenger"], "deck": ["junk"] * 6},
            {"hand": ["brawler"]},
        ],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit hardy_scavenger hardy_scavenger", 1: "commit brawler"})
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) == 1
    assert game.round == 4
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] * 2 + ["junk"] * 5
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_recon_drill_sergeant_with_an_empty_discard_still_draws_two() -> None:
    """[003:174] "If you have no cards in your discard pile, you still draw two" (X-29): nothing is
    retrieved, the top two of the deck come to hand."""
    game = module_table(
        ["recon3"], 3, round=3, players=[{"hand": ["drill_sergeant", "scout"], "deck": ["pills", "medkit", "net"]}]
    )
    act(game, 0, "drill drill_sergeant")
    assert sorted(game.view(0).hand) == ["medkit", "pills", "scout"]
    assert zone_kinds(game, "0:deck") == ["net"]
    assert game.view(None).seats[0].discard == ("drill_sergeant",)


def test_recon_drill_sergeant_with_no_deck_draws_the_two_cards_it_retrieved() -> None:
    """[003:175] "If you have no cards in your deck, then both cards retrieved from the discard will
    form your new deck": thugs and a grenade shuffled in are the two cards drawn; the junk stays
    in the discard pile."""
    game = module_table(
        ["recon3"],
        3,
        round=3,
        players=[{"hand": ["drill_sergeant", "scout"], "discard": ["thugs", "grenade", "junk"]}],
    )
    act(game, 0, "drill drill_sergeant")
    assert "shuffle grenade thugs" in texts(game, 0)
    act(game, 0, "shuffle grenade thugs")
    assert sorted(game.view(0).hand) == ["grenade", "scout", "thugs"]
    assert zone_kinds(game, "0:deck") == []
    assert sorted(game.view(None).seats[0].discard) == ["drill_sergeant", "junk"]


@pytest.mark.parametrize(("initiator", "winner"), [(0, 1), (2, 2), (3, 1)])
def test_recon_only_the_first_rogue_in_turn_order_steals_the_contested_resource(initiator: int, winner: int) -> None:
    """[003:143-148] "the first player in turn order with a rogue in the skirmish automatically wins
    the contested resource" ... "It is not necessary that the player using the rogue be involved in
    the tie" ... "Only the first rogue action can be successful per round (resolved in turn
    order)": seats 0, 2 and 3 tie at fight 3; seats 1 and 2 bring rogues; turn order from the
    initiator decides which rogue wins, whether or not its player is in the tie."""
    game = module_table(
        ["recon2"],
        4,
        round=3,
        initiator=initiator,
        players=[
            {"hand": ["thugs"]},
            {"hand": ["rogue"]},
            {"hand": ["rogue", "brawler"]},
            {"hand": ["brawler", "scavenger"]},
        ],
        contested=["net", "pills"],
    )
    end_gathering(
        game, {0: "commit thugs", 1: "commit rogue", 2: "commit brawler rogue", 3: "commit brawler scavenger"}
    )
    skirmish_turns(game)
    totals = round_totals(game, 3)
    # [003:146] the rogue's own fight still counts: seat 2's brawler and rogue fight 3
    assert totals[2] == (1, 3, 2)
    assert totals[0][1] == totals[3][1] == 3
    assert skirmish_outcome(game, 3) == winner


def test_recon_the_swindler_is_used_once_per_turn() -> None:
    """[003:278-280] "Discard 1 refugee to reduce the cost of hiring by 1 food or discard 2 refugees
    to reduce the cost of hiring by 1 medicine. This special action can only be performed once per
    turn" (L-14): one refugee and 1 hunted food hire a brawler (2 food); the Swindler is not offered
    again though two refugees are left."""
    game = module_table(
        ["hq1", "hq2", "hq3", "recon5"],
        3,
        round=3,
        players=[
            stacked_seat("leader_swindler", ["refugee", "refugee", "refugee", "scavenger"]),
            stacked_seat("leader_mentor"),
            stacked_seat("leader_ranger"),
        ],
    )
    act(game, 0, "hunt scavenger")
    assert "hire brawler" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert not any(t.startswith("lead") for t in texts(game, 0))
    assert refused(game, 0, "lead refugee refugee")
    act(game, 0, "hire brawler")
    assert sorted(game.view(None).seats[0].discard) == ["brawler", "refugee", "scavenger"]
    assert sorted(game.view(0).hand) == ["refugee", "refugee"]


def test_recon_note_standard_refugees_for_hire_cost_no_food_but_take_the_hire() -> None:
    """[003:267] "If you choose to make standard refugees available for hire, a hire action must
    still be used, but no food is required" (X-30, GameConfig.refugees_for_hire): with no food a
    refugee is hired, and that is the round's one hire [000:218]."""
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=frozenset({"recon5"}),
        refugees_for_hire=True,
        scenario={"round": 3, "players": [{"hand": ["junk", "scavenger"]}]},
    )
    game = sc.Game.new(config)
    assert [t for t in texts(game, 0) if t.startswith("hire")] == ["hire refugee"]
    act(game, 0, "hire refugee")
    assert game.view(None).seats[0].discard == ("refugee",)
    act(game, 0, "hunt scavenger")
    assert not any(t.startswith("hire") for t in texts(game, 0))


def test_recon_note_the_standard_refugees_start_the_tribe_and_scouting_refugees_are_for_hire() -> None:
    """[003:267] "the recommended setup is to use standard refugees in your starting tribe and
    scouting refugees available to hire" (X-30): a Humanitarians game's starter decks hold 4
    refugees each, and the stack for hire is the 20 scouting refugees."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=frozenset({"recon5"})))
    market = dict(game.view(None).market)
    assert market.get("scouting_refugee") == 20
    assert "refugee" not in market
    for seat in range(3):
        owned = [c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards]
        assert owned.count("refugee") == 4
        assert "scouting_refugee" not in owned


def test_recon_note_a_toolkit_helps_a_tinker_and_its_partner_dig_the_schematics() -> None:
    """[003:197-198] "Any tribe member with a base dig ability (even a standard refugee) can team up
    with a tinker to dig in the engineering schematics pile" and [003:201] "When playing with the
    tinker, you may find it helpful to add in the toolkit": refugee (0) + tinker (+1) digs 1
    schematic; with a toolkit (+2) it digs 3; the tinker alone digs none."""
    game = module_table(
        ["hq1", "recon3"],
        3,
        round=3,
        players=[{"hand": ["refugee", "tinker", "toolkit"], "deck": ["junk"] * 5}],
        schematics=["bunker", "armory", "pharmacy", "scout_tower"],
    )
    assert total_of(game, 0, "build refugee+tinker") == 1
    assert total_of(game, 0, "build refugee+toolkit+tinker") == 3
    assert refused(game, 0, "build tinker")
    act(game, 0, "build refugee+toolkit+tinker")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "pharmacy"]


def test_recon_a_later_player_may_snipe_an_earlier_players_rogue_and_the_tie_goes_to_people() -> None:
    """[003:147-149] "Your rogue can be targeted by a snipe action ... A player in lower turn order
    can snipe a rogue in higher turn order": the initiator's rogue would win the tie of seats 1 and
    2 at fight 2; seat 2 snipes it on her later turn, and the tie goes to the people count, where
    seat 2's sniper team (2 people) and brawler (3 in all) beat seat 1's brawler."""
    game = module_table(
        ["recon2"],
        3,
        round=3,
        players=[{"hand": ["rogue"]}, {"hand": ["brawler"]}, {"hand": ["brawler", "sniper_team"]}],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit rogue", 1: "commit brawler", 2: "commit brawler sniper_team"})
    skirmish_turns(game, {2: ["snipe 0:rogue"]})
    totals = round_totals(game, 3)
    assert totals[1] == (1, 2, 1)
    assert totals[2] == (1, 2, 3)
    assert skirmish_outcome(game, 3) == 2


def test_recon_tear_gas_breaks_a_tie_and_so_counters_a_rogue() -> None:
    """[003:250] "Tear gas can indirectly counter a rogue by breaking a tied skirmish": seats 1 and 2
    tie at fight 2 and seat 0's rogue would take the prize; seat 2 gases seat 1's brawler (fight 0,
    [003:244-246]) and wins outright. Without the gas the rogue wins."""

    def winner(gas: bool) -> int | None:
        game = module_table(
            ["recon2", "recon4"],
            3,
            round=3,
            players=[{"hand": ["rogue"]}, {"hand": ["brawler"]}, {"hand": ["brawler", "tear_gas"]}],
            contested=["net", "pills"],
        )
        end_gathering(game, {0: "commit rogue", 1: "commit brawler", 2: "commit brawler tear_gas"})
        skirmish_turns(game, {2: ["gas 1:brawler"] if gas else []})
        return skirmish_outcome(game, 3)

    assert winner(gas=False) == 0
    assert winner(gas=True) == 2


def test_recon_tear_gas_on_group_leaders_sets_their_fight_modifier_to_zero() -> None:
    """[003:244-246] "one opponent tribe member is targeted. The targeted tribe member's fight score
    (or fight modifier) is set to 0": group leaders gassed add nothing to the brawler (fight 2,
    not 4), though their 2 people still count."""
    game = module_table(
        ["recon4"],
        3,
        round=3,
        players=[{"hand": ["tear_gas"]}, {"hand": ["brawler", "group_leaders"]}, {"hand": ["thugs"]}],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit tear_gas", 1: "commit brawler group_leaders", 2: "commit thugs"})
    skirmish_turns(game, {0: ["gas 1:group_leaders"]})
    assert round_totals(game, 3)[1] == (1, 2, 3)
    assert skirmish_outcome(game, 3) == 2


def test_recon_a_sniped_provocateur_leaves_the_natural_fight_even_from_a_later_seat() -> None:
    """[003:133] "If your provocateur gets sniped, your fight score reverts back to its natural
    score" and [003:135] "A player in later turn order can snipe a provocateur in earlier turn
    order": the initiator provokes with a tribe family of 5 (6 people); seat 1 snipes the
    provocateur on her later turn; the family fights its natural 0 and seat 1's brawler wins."""
    game = module_table(
        ["recon2"],
        3,
        round=3,
        players=[{"hand": ["provocateur", "tribe_family_5"]}, {"hand": ["sniper_team", "brawler"]}],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit provocateur tribe_family_5", 1: "commit brawler sniper_team"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert round_totals(game, 3)[0] == (1, 0, 5)
    assert skirmish_outcome(game, 3) == 1


# ---------------------------------------------------------------------------------------------
# The same FAQ answers under the 2012 rules, where the older book reads otherwise [001]


def test_2012_rules_a_fight_of_zero_is_no_fight_so_more_people_beat_a_tribe_family() -> None:
    """The 2015 FAQ "A fight value of 0 is superior to no ability to fight at all" [000:418-420] is
    not in the older book, which says "no attack can be made unless the fight total is at least 1"
    [001:455] (ED-12, docs/variants.md): with the 2012 rules four refugees (4 people) beat a
    tribe family of 3 (fight 0); with the 2015 rules the family wins."""

    def winner(rules: str) -> int | None:
        game = hq_game(
            0,
            3,
            rules=rules,
            round=3,
            players=[{"hand": ["refugee"] * 4}, {"hand": ["tribe_family_3"]}],
            contested=["net", "pills"],
        )
        end_gathering(game, {0: "commit refugee refugee refugee refugee", 1: "commit tribe_family_3"})
        skirmish_turns(game)
        return skirmish_outcome(game, 3)

    assert winner("2015") == 1
    assert winner("2012") == 0


def test_group_leaders_give_a_refugee_no_fight_in_the_skirmish() -> None:
    """[000:450] group leaders make a refugee "capable of dig or hunt" (not fight: a refugee has no
    base fight, and a modifier needs one [000:188]): a refugee and group leaders bring no fight,
    and win only on people (3) against a lone refugee."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["refugee", "group_leaders"]}, {"hand": ["refugee"]}],
        contested=["net", "pills"],
    )
    end_gathering(game, {0: "commit group_leaders refugee", 1: "commit refugee"})
    skirmish_turns(game)
    assert round_totals(game, 3) == {0: (0, 0, 3), 1: (0, 0, 1)}
    assert skirmish_outcome(game, 3) == 0
