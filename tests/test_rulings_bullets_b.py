"""Rulings L-, V- and X- of RULINGS.md, bullet by bullet: the bullets no earlier test checks,
each on a small stacked table through the public API (scenarios, notation, ``legal_actions``,
``view``, ``log``, ``score``, and ``zones`` only for a hidden pile's content or order).

Each docstring cites the ruling and quotes the bullet it checks.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import end_gathering, pass_windows, skirmish_totals, skirmish_turns, skirmish_winner, texts, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ3 = hq_modules(3)
R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
REFUSED = (sc.IllegalAction, sc.InvalidAction)

QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders for the seats a case is not about: each acts only if its owner uses it."""


def game_of(
    modules: frozenset[str], seats: int = 3, variants: frozenset[str] = frozenset(), **scenario: Any
) -> sc.Game:
    """A stacked table (seed 0, initiator 0 unless given). With leaders in the game, every seat
    given none gets a quiet one, so the game starts in the gathering phase."""
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules and "leader_draft" not in variants:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            p.setdefault("leader", spare.pop(0))
    scenario.setdefault("initiator", 0)
    config = sc.GameConfig(
        players=seats, seed=0, modules=modules, variants=variants, scenario={"players": players, **scenario}
    )
    return sc.Game.new(config)


def decision(game: sc.Game) -> sc.Decision | None:
    return game.view(None).decision


def act(game: sc.Game, seat: int, text: str) -> None:
    """``seat`` acts, then every window the action opens closes with passes."""
    game.apply(seat, text)
    pass_windows(game)


def leads(game: sc.Game, seat: int) -> list[str]:
    return [a for a in texts(game, seat) if a.startswith("lead")]


# =============================================================================================
# L-2 / L-4: the Mentor and the Organizer


@pytest.mark.parametrize(("leader", "bonus"), [("leader_mentor", 1), ("leader_peacemaker", 2)])
def test_l2_the_leaders_bonus_stacks_with_a_tool_and_group_leaders(leader: str, bonus: int) -> None:
    """L-2: the Mentor's or Peacemaker's bonus "attaches, like a modifier, to another tribe member
    that has the base ability ... It does not use the tool slot and stacks with tools and group
    leaders": scavenger (dig 1) + shovel (+2) + group leaders (+2) + the leader's bonus."""
    game = game_of(
        HQ3,
        players=[{"hand": ["refugee", "scavenger", "shovel", "group_leaders"], "leader": leader}],
        junkyard=["junk", "net", "pills", "spear", "medkit", "pickaxe", "multitool", "junk", "pills"],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "dig scavenger+shovel+group_leaders")
    assert len(game.view(0).looking) == 5 + bonus


def test_l4_courier_rules_do_not_apply_to_the_organizers_draw() -> None:
    """L-4: "Courier rules do not apply" (and "No cards may modify this draw"): a courier cannot
    join the Organizer's draw, which turns up 2 and keeps 1 with no courier discard to make."""
    game = game_of(
        HQ3 | R3,
        players=[
            {"hand": ["refugee", "courier"], "deck": ["net", "pills", "junk", "spear"], "leader": "leader_organizer"}
        ],
    )
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee courier")
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee+courier")
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["net", "pills"]
    assert not any(t.startswith("discard") for t in texts(game, 0))
    act(game, 0, "keep pills")
    assert sorted(game.view(0).hand) == ["courier", "pills"]
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["refugee", "net"])


# =============================================================================================
# the spy


def test_x2_spied_deck_positions_return_in_their_original_order() -> None:
    """X-2: the spy chooses deck positions "counted from the top ... Deck cards return in their
    original order": a look at positions 2, 3, 5 and 6 leaves the deck exactly as it was."""
    deck = ["net", "pills", "junk", "spear", "shovel", "medkit", "pickaxe"]
    game = game_of(R1, players=[{"hand": ["spy"], "deck": ["multitool"]}, {"deck": deck}, {}])
    act(game, 0, "spy 1:deck@2,3,5,6")
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(seen) == 1
    assert Counter(seen[0].cards) == Counter(["pills", "junk", "shovel", "medkit"])
    assert zone_kinds(game, "1:deck") == deck


def test_x4_the_first_cancel_ends_the_window_asked_clockwise_from_the_spys_left() -> None:
    """X-4: "any player may cancel it with a scouting refugee ... The order is clockwise from the
    active player's left. The first cancel ends the window." Seat 2 spies on seat 0: seat 3 is
    asked first, then seat 0, whose cancel closes the window before seat 1 is asked."""
    game = game_of(
        R1,
        seats=4,
        initiator=2,
        players=[
            {"hand": ["scouting_refugee", "brawler"], "deck": ["junk"]},
            {"hand": ["scouting_refugee"], "deck": ["junk"]},
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["scouting_refugee"], "deck": ["junk"]},
        ],
    )
    assert decision(game) == sc.Decision("turn", 2)
    game.apply(2, "spy 0:hand")
    assert decision(game) == sc.Decision("respond", 3, 2, "spy")
    game.apply(3, "pass")
    assert decision(game) == sc.Decision("respond", 0, 2, "spy")
    game.apply(0, "cancel scouting_refugee")
    assert decision(game) == sc.Decision("turn", 2)  # seat 1 is never asked
    assert game.view(1).hand == ("scouting_refugee",)
    assert not [k for k in game.view(2).knowledge if k.source == "spy"]
    assert zone_kinds(game, "2:discard") == ["spy"]
    assert game.view(2).hand == ("pills",)  # the cancelled spy's owner still draws 1
    assert sorted(game.view(0).hand) == ["brawler", "junk"]  # the canceller draws 1


def test_x4_a_cancelled_binoculars_is_discarded_and_its_owner_draws_nothing() -> None:
    """X-4: "The cancelled spy is discarded and its owner still draws 1. A cancelled binoculars is
    discarded": the binoculars' owner gets no replacement card (the canceller does) and sees
    nothing."""
    game = game_of(
        R1,
        players=[
            {"hand": ["binoculars", "brawler"], "deck": ["pills", "net"]},
            {"hand": ["scouting_refugee"], "deck": ["spear"]},
            {},
        ],
        junkyard=["medkit", "junk"],
    )
    game.apply(0, "scout binoculars")
    assert decision(game) == sc.Decision("respond", 1, 0, "scout")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["binoculars"]
    assert game.view(0).hand == ("brawler",)
    assert zone_kinds(game, "0:deck") == ["pills", "net"]
    assert game.view(0).knowledge == ()
    assert game.view(1).hand == ("spear",)


def test_x36_a_force_not_yet_committed_is_no_spy_target() -> None:
    """X-36: "Only a zone holding at least one card is a legal target (an uncommitted force ...
    are not)": once seat 0 has committed, seat 1 may spy on her force, but not on seat 2's, which
    is not committed yet."""
    game = game_of(
        R1,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["spy"], "deck": ["junk"]}, {"hand": ["brawler"]}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler spear")
    assert decision(game) == sc.Decision("turn", 1)
    legal = texts(game, 1)
    assert "spy 0:force" in legal
    assert "spy 2:force" not in legal
    with pytest.raises(REFUSED):
        game.apply(1, "spy 2:force")


def test_x36_a_force_committed_empty_is_no_spy_target() -> None:
    """X-36: "Only a zone holding at least one card is a legal target": a seat that committed
    nothing has an empty force, which a spy may not target."""
    game = game_of(
        R1,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["spy"], "deck": ["junk"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit none")
    assert decision(game) == sc.Decision("turn", 1)
    assert not any(t.startswith("spy 0:force") for t in texts(game, 1))
    with pytest.raises(REFUSED):
        game.apply(1, "spy 0:force")


# =============================================================================================
# the drill sergeant


def test_x13_cards_drawn_by_a_skirmish_drill_cannot_join_the_force_and_are_discarded_at_round_end() -> None:
    """X-13: in the skirmish "The drawn cards go to hand, cannot join the force, and are discarded
    at the end of the round": the thugs drawn add nothing to the force, and when the round is
    over they are in the discard pile, not in the next round's hand."""
    game = game_of(
        R3,
        round=3,
        players=[
            {"hand": ["drill_sergeant", "brawler"], "deck": ["thugs", "grenade"] + ["junk"] * 6},
            {"hand": ["scavenger"]},
            {},
        ],
        contested=["wolf_pack", "grenade"],
    )
    end_gathering(game, {0: "commit drill_sergeant brawler", 1: "commit scavenger"})
    assert decision(game) == sc.Decision("skirmish", 0)
    game.apply(0, "drill drill_sergeant")
    if (d := decision(game)) is not None and d.kind == "shuffle":
        game.apply(0, "shuffle none")
    skirmish_turns(game)  # the skirmish may already have resolved in the drill's apply
    drawn = [e for e in game.log(0) if e.type.value == "drew" and e.round == 3 and e.seat == 0 and e.cards]
    assert Counter(drawn[-1].cards) == Counter(["thugs", "grenade"])
    assert skirmish_totals(game)[0] == (1, 2, 2)  # the brawler's 2; the sergeant's people, not the thugs
    assert game.round == 4
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["thugs", "grenade", "drill_sergeant"])
    assert "thugs" not in game.view(0).hand


def test_x29_a_drill_sergeant_with_an_empty_discard_retrieves_nothing_and_does_not_shuffle() -> None:
    """X-29: "With an empty discard it retrieves nothing and the deck is not shuffled; it then draws
    2": the top two are drawn and the rest of the deck keeps its order; the sergeant is then
    discarded, never among the cards drawn."""
    deck = ["net", "junk", "spear", "pills", "shovel", "medkit"]
    game = game_of(R3, players=[{"hand": ["drill_sergeant"], "deck": deck}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "shuffle":
        assert texts(game, 0) == ["shuffle none"]
        game.apply(0, "shuffle none")
    assert sorted(game.view(0).hand) == ["junk", "net"]
    assert zone_kinds(game, "0:deck") == deck[2:]
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


def test_l3_the_mentor_is_once_a_round_in_the_skirmish_too() -> None:
    """L-3: the Mentor "may be used on the owner's skirmish turn ... Both remain once per round":
    with two refugees and two fighters in her force, the second refugee cannot give a second
    +1."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["brawler", "scout", "refugee", "refugee"], "leader": "leader_mentor"},
            {"hand": ["thugs", "brawler"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler scout refugee refugee", 1: "commit thugs brawler"})
    assert decision(game) == sc.Decision("skirmish", 0)
    assert "lead refugee" in leads(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    if (d := decision(game)) is not None and d.seat == 0 and d.kind == "skirmish":
        assert leads(game, 0) == []
        with pytest.raises(REFUSED):
            game.apply(0, "lead refugee")
    skirmish_turns(game)
    assert skirmish_totals(game)[0] == (1, 5, 3)  # brawler 2 + scout 2 + the one Mentor bonus; 3 people left


# =============================================================================================
# module 3 without HQ module 2


@pytest.mark.parametrize(
    ("modules", "masons"),
    [
        (frozenset({"hq1", "recon3"}), False),
        (frozenset({"recon3"}), False),
        (frozenset({"hq1", "hq2", "recon3"}), True),
    ],
)
def test_x32_the_masons_are_used_only_with_hq_module_2(modules: frozenset[str], masons: bool) -> None:
    """X-32: module 3 brings the schematics pile and the building rules, but "The Masons are used
    only if HQ module 2 is": the only player with a completed building gets the Masons with HQ
    module 2, and nobody does without it."""
    game = game_of(
        modules,
        round=3,
        players=[{"buildings": [{"building": "bunker"}], "discard": ["engineer"]}, {}, {}],
        contested=["wolf_pack"],
    )
    while not game.over:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert game.result is not None
    gangs = [g for score in game.result.scores for g in score.gangs]
    assert ("gang_masons" in gangs) is masons
    if masons:
        assert game.result.scores[0].gangs == ("gang_masons",)


# =============================================================================================
# X-1 with V-8: binoculars on the solo opponent forces


def solo(hand: list[str], forces: list[list[str]], modules: frozenset[str], **player: Any) -> sc.Game:
    scenario = {"players": [{"hand": hand, "deck": ["junk"] * 5, **player}], "opponents": forces}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


def seen_by(game: sc.Game, seat: int) -> dict[str, tuple[str, ...]]:
    return {k.zone: tuple(k.cards) for k in game.view(seat).knowledge}


def test_x1_two_binoculars_see_the_top_three_of_each_solo_force() -> None:
    """X-1: "binoculars base: +2 depth on every pile"; V-8: "Binoculars and scout towers may peek
    at opponent stacks": a base and a modifier binoculars see the top 3 of every remaining
    force (all of a shorter one)."""
    forces = [["thugs", "rifle", "pills", "medkit"], ["tribe_family_3", "grenade"]]
    game = solo(["binoculars", "binoculars", "brawler"], forces, R1)
    act(game, 0, "scout binoculars binoculars")
    seen = seen_by(game, 0)
    assert seen["force-1"] == ("thugs", "rifle", "pills")
    assert seen["force-2"] == ("tribe_family_3", "grenade")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["binoculars", "binoculars"])


def test_x1_binoculars_add_two_cards_to_each_of_a_scout_towers_solo_forces() -> None:
    """X-1: "scout tower: +2 depth on each of its 2 piles"; V-8 / X-7: the tower may peek at the
    opponent stacks in solo: with a binoculars it sees the top 4 of each of the two forces."""
    forces = [["thugs", "rifle", "pills", "medkit", "spear"], ["tribe_family_3", "grenade", "net", "junk", "pills"]]
    game = solo(
        ["refugee", "binoculars", "brawler"],
        forces,
        frozenset({"recon1", "recon3"}),
        buildings=[{"building": "scout_tower"}],
    )
    assert "tower refugee binoculars force-1+force-2" in texts(game, 0)
    act(game, 0, "tower refugee binoculars force-1+force-2")
    seen = seen_by(game, 0)
    assert seen["force-1"] == ("thugs", "rifle", "pills", "medkit")
    assert seen["force-2"] == ("tribe_family_3", "grenade", "net", "junk")


# =============================================================================================
# L-14: the Swindler on the thugs' mixed cost


@pytest.mark.parametrize("cut", ["lead refugee", "lead refugee refugee"])
def test_l14_the_swindler_lowers_the_thugs_mixed_cost_by_one(cut: str) -> None:
    """L-14: "For thugs, spy or scrappers (mixed costs) it lowers the total by 1", with either cut
    (1 refugee: 1 food less; 2 refugees: 1 med less): 3 hunted food and a medkit's 2 meds (5)
    hire thugs (6 in any mix) only after the Swindler's cut."""
    game = game_of(
        HQ3 | R1,
        players=[
            {"hand": ["hunter", "scavenger", "medkit", "refugee", "refugee"], "leader": "leader_swindler"},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        market={"thugs": 5, "scout": 8},
    )
    act(game, 0, "hunt hunter scavenger")
    assert game.view(0).seats[0].food == 3
    assert not any(t.startswith("hire thugs") for t in texts(game, 0))
    act(game, 0, cut)
    assert "hire thugs pay medkit" in texts(game, 0)
    act(game, 0, "hire thugs pay medkit")
    assert "thugs" in zone_kinds(game, "0:discard")


def test_l3_the_mentors_skirmish_refugee_must_come_from_her_force_not_her_hand() -> None:
    """L-3: on the owner's skirmish turn "The refugee comes from her revealed force and leaves it":
    a refugee she kept in hand (not committed) gives no skirmish bonus, so the brawler fights 2."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["brawler", "scout", "refugee"], "leader": "leader_mentor"},
            {"hand": ["thugs", "brawler"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler scout", 1: "commit thugs brawler"})
    # With nothing of her force to use, she may not even be asked (docs/scenarios.md).
    if (d := decision(game)) is not None and d == sc.Decision("skirmish", 0):
        assert "refugee" in game.view(0).hand
        assert leads(game, 0) == []
        with pytest.raises(REFUSED):
            game.apply(0, "lead refugee")
    skirmish_turns(game)
    assert skirmish_totals(game)[0] == (1, 4, 2)  # brawler 2 + scout 2, no Mentor bonus
    assert skirmish_winner(game) == 1  # thugs 3 + brawler 2


def test_v4_x7_a_solo_scout_tower_is_used_once_a_turn_and_again_the_next_turn() -> None:
    """V-4: in solo, "Building timers and other 'round' effects tick once per turn"; X-7: "Once per
    tower per round": a tower used this turn is refused until the next turn, when it works
    again."""
    forces = [["thugs", "rifle", "pills"], ["tribe_family_3", "grenade"], ["net", "spear"]]
    scenario = {
        "players": [
            {
                "hand": ["junk", "junk", "brawler"],
                "deck": ["pills"] * 5 + ["junk"] * 5,
                "buildings": [{"building": "scout_tower"}],
            }
        ],
        "opponents": forces,
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=R3, scenario=scenario))
    act(game, 0, "tower junk force-1+force-2")
    assert not any(t.startswith("tower") for t in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "tower junk force-2+force-3")
    start = game.round
    game.apply(0, "end")
    while game.round == start:
        d = decision(game)
        assert d is not None
        assert d.seat == 0, d
        game.apply(0, "pass")
    assert decision(game) == sc.Decision("turn", 0)
    assert "tower pills force-2+force-3" in texts(game, 0)


# =============================================================================================
# whose guard answers a demolition


def test_x6_only_the_building_owners_guard_cancels_a_demolition() -> None:
    """X-6: the guard cancels "Any out-of-skirmish effect that names the guard owner's cards or
    zones: ... a Demolition reset of her building": a third player's guard may not cancel a
    demolition of another player's building; the owner's guard may, and the timer stays."""
    game = game_of(
        hq_modules(2) | R2 | R4,
        players=[
            {"hand": ["demolition_team"], "deck": ["junk", "pills", "net"]},
            {"hand": ["guard"], "deck": ["spear"], "buildings": [{"building": "bunker", "timer": ["medkit"]}]},
            {"hand": ["guard"], "deck": ["shovel"]},
        ],
    )
    assert "demolish 1:bunker" in texts(game, 0)
    game.apply(0, "demolish 1:bunker")
    asked = []
    while (d := decision(game)) is not None and d.kind == "respond":
        asked.append(d.seat)
        if d.seat == 2:
            assert "cancel guard" not in texts(game, 2)
            with pytest.raises(REFUSED):
                game.apply(2, "cancel guard")
            game.apply(2, "pass")
        else:
            assert d.seat == 1
            assert "cancel guard" in texts(game, 1)
            game.apply(1, "cancel guard")
    assert 1 in asked
    pass_windows(game)
    assert game.view(None).seats[1].buildings[0].timer == 1  # not reset
    assert game.view(2).hand == ("guard",)
    assert game.view(1).hand == ("spear",)  # the guard is discarded and its owner draws 1
    assert sorted(game.view(0).hand) == ["junk", "pills"]  # the cancelled team still draws 2


def test_x2_a_spy_on_a_large_force_chooses_four_positions_blind() -> None:
    """X-2: "If the zone holds more cards than the limit, the spy chooses positions in advance,
    blind: ... others by index": on a committed force of 6, the spy names 4 positions and sees
    4 of its cards (never 5 without binoculars)."""
    force = ["brawler", "spear", "scout", "net", "pills", "junk"]
    game = game_of(
        R1,
        round=3,
        players=[{"hand": force}, {"hand": ["spy"], "deck": ["medkit"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit " + " ".join(force))
    assert decision(game) == sc.Decision("turn", 1)
    with pytest.raises(REFUSED):
        game.apply(1, "spy 0:force@1,2,3,4,5")
    act(game, 1, "spy 0:force@1,3,4,6")
    seen = [k for k in game.view(1).knowledge if k.source == "spy"]
    assert len(seen) == 1
    assert len(seen[0].cards) == 4
    assert Counter(seen[0].cards) <= Counter(force)
    assert Counter(zone_kinds(game, "0:committed")) == Counter(force)  # the force is untouched


def test_x17_an_excavators_refugee_with_a_cargo_sled_still_keeps_an_extra_tool_or_medicine() -> None:
    """X-17: the cargo sled "equipped to a digger in a junkyard dig ... That dig may keep 1 extra
    card, which must be a tool or medicine"; L-9 changes only its dig bonus (+1 instead of +2),
    so the Excavator's refugee turns up 2 cards and may keep both, the second a medicine."""
    game = game_of(
        HQ3 | R4,
        players=[{"hand": ["refugee", "cargo_sled"], "leader": "leader_excavator"}],
        junkyard=["junk", "pills", "net", "spear"],
    )
    act(game, 0, "dig refugee+cargo_sled")
    assert list(game.view(0).looking) == ["junk", "pills"]
    assert "keep junk pills" in texts(game, 0)
    act(game, 0, "keep junk pills")
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["junk", "pills"])
    assert zone_kinds(game, "junkyard") == ["net", "spear"]


def test_x14_a_spy_lends_its_two_fight_to_a_gangsters_refugee() -> None:
    """X-14: the spy's "+2 fight modifier ... In the skirmish it attaches to a base-fight person in
    the same force"; L-8: the Gangster's refugees "have base fight 0, so they can wield fight
    tools": refugee + spy fight 2, and count 2 + 1 people for the tie-break."""
    game = game_of(
        HQ3 | R1,
        round=3,
        players=[
            {"hand": ["refugee", "spy"], "leader": "leader_gangster"},
            {"hand": ["brawler"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee spy", 1: "commit brawler"})
    skirmish_turns(game)
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 3)
    assert judged[1] == (1, 2, 1)
    assert skirmish_winner(game) == 0  # tied on fight 2, more people


def test_x16_a_tinker_builds_with_an_excavators_refugee_as_its_base_dig_partner() -> None:
    """X-16: "A tinker has modifiers only ... It needs a base-dig partner. A schematics dig is
    legal if it includes an engineer or a tinker"; L-9: the Excavator's refugees "have base
    dig 1": refugee (1) + tinker (+1) turn up 2 schematics, where a plain refugee turns up 1."""
    game = game_of(
        HQ3 | R3,
        players=[{"hand": ["refugee", "tinker"], "leader": "leader_excavator"}],
        schematics=["bunker", "armory", "pharmacy", "scout_tower"],
    )
    assert "build tinker" not in texts(game, 0)
    assert "build refugee" not in texts(game, 0)
    act(game, 0, "build refugee+tinker")
    assert sorted(game.view(0).looking) == ["armory", "bunker"]


def test_v4_x29_a_solo_drill_sergeants_reshuffle_loses_a_card_to_attrition() -> None:
    """V-4: in solo, "attrition after every reshuffle of the discard, including mid-turn
    reshuffles"; X-29: a drill sergeant that retrieves nothing "then draws 2 (R-5, R-6 apply if
    the deck runs out)": with an empty deck the discard of 4 is reshuffled, its top card
    removed for good, and 2 of the other 3 drawn."""
    scenario = {
        "players": [{"hand": ["drill_sergeant"], "discard": ["junk", "net", "pills", "spear"]}],
        "opponents": [["thugs"], ["rifle"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=R3, scenario=scenario))
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert decision(game) == sc.Decision("shuffle", 0)
    game.apply(0, "shuffle none")
    pass_windows(game)
    assert [e.type for e in game.log(0)].count(EventType.ATTRITION) == 1
    assert game.view(0).seats[0].removed == 1
    assert len(game.view(0).hand) == 2
    assert game.view(0).seats[0].deck_count == 1
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]
    kept = Counter(game.view(0).hand) + Counter(zone_kinds(game, "0:deck")) + Counter(zone_kinds(game, "0:removed"))
    assert kept == Counter(["junk", "net", "pills", "spear"])


def test_x1_x37_a_solo_spy_with_binoculars_sees_six_cards_of_a_force() -> None:
    """X-37: "a spy may target one remaining opponent force and sees up to 4 of its cards"; X-1:
    a binoculars modifier adds "+2 to the 4-card limit": all 6 cards of a 6-card force."""
    forces = [["thugs", "rifle", "pills", "medkit", "tribe_family_3", "grenade"], ["wolf_pack"]]
    game = solo(["spy", "binoculars", "brawler"], forces, R1)
    act(game, 0, "spy binoculars 1:force-1")
    (cards,) = [k.cards for k in game.view(0).knowledge if k.source == "spy"]
    assert Counter(cards) == Counter(forces[0])
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["spy", "binoculars"])
