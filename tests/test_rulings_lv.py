"""Rulings L-1..L-17 (tribal leaders, dirty deeds) and V-1..V-10 (two players, the solo game,
variants) of RULINGS.md, checked claim by claim from the rulings' and rulebooks' words, as an
outside checker would, through the public API only (scenarios, notation, ``legal_actions``,
``view``, ``log``, ``zones``, ``score``, ``result``).

Only the claims no other test checks yet are here; each docstring cites the ruling and quotes it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import skirmish_totals, skirmish_turns, skirmish_winner, zone_counter, zone_kinds
from scavengers.cards import CATALOGUE, Role
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
HQ4 = hq_modules(4)
R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})
DRAFT = frozenset({"leader_draft"})
REFUSED = (sc.IllegalAction, sc.InvalidAction)

QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders for the seats a case is not about: each acts only if its owner uses it."""


# --- helpers ---------------------------------------------------------------------------------


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


def legal(game: sc.Game, seat: int) -> list[str]:
    return [str(a) for a in game.legal_actions(seat)]


def leads(game: sc.Game, seat: int) -> list[str]:
    return [a for a in legal(game, seat) if a.startswith("lead")]


def decision(game: sc.Game) -> sc.Decision | None:
    return game.view(None).decision


def pass_windows(game: sc.Game) -> None:
    """Every seat asked in an open respond or save window passes."""
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "pass")


def act(game: sc.Game, seat: int, text: str) -> None:
    """``seat`` acts, then every window the action opens closes with passes."""
    game.apply(seat, text)
    pass_windows(game)


def end_gathering(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat still to take its gathering turn ends it and commits as given (default none)."""
    commits = commits or {}
    while (d := decision(game)) is not None and d.kind in ("turn", "commit", "respond", "save"):
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


def wound(game: sc.Game, sniper: int, target: int) -> None:
    """``sniper`` (holding a sniper team) wounds ``target``'s leader on her own turn, unsaved."""
    leader = game.view(None).seats[target].leader
    act(game, sniper, f"snipe {target}:{leader}")
    assert game.view(None).seats[target].wounded


# =============================================================================================
# L-1: "Play a refugee"


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_peacemaker", "leader_organizer"])
def test_a_leaders_refugee_is_discarded_at_once_not_removed_ruling_l1(leader: str) -> None:
    """L-1: the refugee "is discarded at once, except the Fanatic's refugee, which is removed
    from play" (and [000:703] "placing a refugee from hand on the table and discarding it")."""
    game = game_of(
        HQ3, players=[{"hand": ["refugee", "scavenger"], "deck": ["junk", "net", "pills"], "leader": leader}]
    )
    act(game, 0, "lead refugee")
    if (d := decision(game)) is not None and d.kind == "keep":
        act(game, 0, legal(game, 0)[0])
    assert zone_counter(game, "0:discard")["refugee"] == 1
    assert zone_kinds(game, "0:removed") == []
    assert "refugee" in game.view(1).seats[0].discard  # discarded face up, played openly


def test_the_fanatics_scouting_refugee_is_removed_from_play_ruling_l1() -> None:
    """L-1: "Scouting refugees qualify [003:81-83]" and the Fanatic's refugee "is removed from
    play"."""
    game = game_of(
        HQ3 | R1,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["scouting_refugee"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert "lead scouting_refugee 0:spear" in leads(game, 1)
    act(game, 1, "lead scouting_refugee 0:spear")
    assert zone_kinds(game, "1:removed") == ["scouting_refugee"]


def test_the_organizer_takes_a_scouting_refugee_ruling_l1() -> None:
    """L-1: "Scouting refugees qualify"; L-4 the Organizer plays a refugee and draws 2."""
    game = game_of(
        HQ3 | R1,
        players=[{"hand": ["scouting_refugee"], "deck": ["net", "pills", "junk"], "leader": "leader_organizer"}],
    )
    assert leads(game, 0) == ["lead scouting_refugee"]
    act(game, 0, "lead scouting_refugee")
    assert sorted(game.view(0).looking) == ["net", "pills"]


def test_the_organizers_refugee_is_discarded_before_its_draw_ruling_l1_r6() -> None:
    """[000:703] "Place a Refugee from your hand, on the table, and discard it immediately for
    the benefit"; L-1 "It is discarded at once"; R-6 a reshuffle takes the cards discarded
    earlier in the turn. With one card left in the deck and nothing discarded, the Organizer's
    draw of 2 finds that card, then the refugee in the reshuffled discard pile."""
    game = game_of(HQ3, players=[{"hand": ["refugee"], "deck": ["pills"], "leader": "leader_organizer"}])
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["pills", "refugee"]
    assert zone_kinds(game, "0:deck") == []
    assert zone_kinds(game, "0:discard") == []


def test_two_scouting_refugees_take_a_med_off_for_the_swindler_ruling_l1_l14() -> None:
    """L-1: "Scouting refugees qualify"; L-14 "discard 2 refugees: the hire costs 1 med less": a
    hunter (1 med) for two scouting refugees."""
    game = game_of(
        HQ3 | R1 | R5, players=[{"hand": ["scouting_refugee", "scouting_refugee"], "leader": "leader_swindler"}]
    )
    act(game, 0, "lead scouting_refugee scouting_refugee")
    hires = [a for a in legal(game, 0) if a.startswith("hire hunter")]
    assert hires, legal(game, 0)
    act(game, 0, hires[0])
    assert zone_counter(game, "0:discard") == {"scouting_refugee": 2, "hunter": 1}


# =============================================================================================
# L-2: the Mentor's and Peacemaker's bonus


def test_the_peacemakers_bonus_stacks_with_a_tool_and_group_leaders_ruling_l2() -> None:
    """L-2: the bonus "attaches, like a modifier, to another tribe member that has the base
    ability for the action. It does not use the tool slot and stacks with tools and group
    leaders": scavenger hunt 1 + spear 1 + group leaders 2 + Peacemaker 2 = 6 food."""
    game = game_of(
        HQ3, players=[{"hand": ["refugee", "scavenger", "spear", "group_leaders"], "leader": "leader_peacemaker"}]
    )
    act(game, 0, "lead refugee")
    hunts = [a for a in legal(game, 0) if a.startswith("hunt") and all(k in a for k in ("spear", "group_leaders"))]
    assert hunts, legal(game, 0)
    act(game, 0, hunts[0])
    assert game.view(None).seats[0].food == 6


@pytest.mark.parametrize(
    ("leader", "action"),
    [("leader_peacemaker", "hunt brawler"), ("leader_mentor", "hunt brawler"), ("leader_mentor", "draw brawler")],
)
def test_a_leaders_bonus_needs_a_member_with_the_base_ability_ruling_l2(leader: str, action: str) -> None:
    """L-2 "Do the Mentor and Peacemaker need a base ability? Yes": a brawler has no hunt and no
    draw (cards: hunt -, draw -), so the bonus cannot make it hunt or draw [000:188]."""
    game = game_of(HQ3, players=[{"hand": ["refugee", "brawler"], "deck": ["junk"] * 4, "leader": leader}])
    act(game, 0, "lead refugee")
    assert action not in legal(game, 0)
    with pytest.raises(REFUSED):
        game.apply(0, action)


# =============================================================================================
# L-4: the Organizer


def test_no_card_may_modify_the_organizers_draw_ruling_l4() -> None:
    """L-4: "Play a refugee and draw 2; keep 1 ... No cards may modify this draw": a group
    leaders (+2 draw) in hand cannot join it, and exactly 2 cards are turned up."""
    game = game_of(
        HQ3,
        players=[
            {
                "hand": ["refugee", "group_leaders", "scout"],
                "deck": ["net", "pills", "medkit", "spear"],
                "leader": "leader_organizer",
            }
        ],
    )
    assert leads(game, 0) == ["lead refugee"]
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee group_leaders")
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee+group_leaders")
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["net", "pills"]


def test_a_drill_sergeants_draw_is_not_the_draw_the_organizer_replaces_ruling_l4() -> None:
    """L-4: the Organizer's draw "is the player's draw action for the round, so no other draw
    action is allowed, before or after"; X-12: the drill sergeant's draw "is not the draw action":
    the Organizer still works after a drill sergeant, and a draw action does not."""
    game = game_of(
        HQ3 | R3,
        players=[
            {
                "hand": ["drill_sergeant", "refugee", "scout"],
                "deck": ["net", "pills", "medkit", "spear", "junk", "junk"],
                "discard": ["junk"],
                "leader": "leader_organizer",
            }
        ],
    )
    act(game, 0, "drill drill_sergeant")
    if (d := decision(game)) is not None and d.kind == "shuffle":
        act(game, 0, "shuffle none")
    assert decision(game) == sc.Decision("turn", 0)
    assert "lead refugee" in leads(game, 0)
    act(game, 0, "lead refugee")
    assert len(game.view(0).looking) == 2
    act(game, 0, f"keep {game.view(0).looking[0]}")
    assert not any(a.startswith("draw") for a in legal(game, 0))


# =============================================================================================
# L-5: the Butcher


def test_the_butcher_takes_a_tribe_member_of_any_people_value_ruling_l5() -> None:
    """L-5: "remove from play 1 of her own tribe members from hand, of any people value. She
    gains 1 food and 1 med": a tribe family of 5 goes, for 1 food (and the tribe is 5 smaller)."""
    game = game_of(HQ3, players=[{"hand": ["tribe_family_5", "junk"], "leader": "leader_butcher"}])
    before = game.score(0).people
    assert "lead tribe_family_5" in leads(game, 0)
    act(game, 0, "lead tribe_family_5")
    assert zone_kinds(game, "0:removed") == ["tribe_family_5"]
    assert game.view(None).seats[0].food == 1
    assert game.score(0).people == before - 5
    assert "hire saboteur" in legal(game, 0)  # 1 food + 1 med


def test_the_butcher_is_not_used_on_another_players_turn_ruling_l5() -> None:
    """L-5: "Once per round, on the owner's RG turn"; in another player's response window the
    Butcher has nothing to do."""
    game = game_of(
        HQ3,
        players=[{"hand": ["scavenger"]}, {"hand": ["refugee", "scavenger"], "leader": "leader_butcher"}],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert leads(game, 1) == []
    with pytest.raises(REFUSED):
        game.apply(1, "lead refugee")


def test_the_butchers_food_bribes_a_leader_in_the_draft_ruling_l5_l16() -> None:
    """L-5: "The Butcher food counts as food for leader drafting"; L-16: "each point of food
    from any source (hunting, gardens, Butcher, Cannibal) gives 1 draw, and meds give none":
    the Butcher's 1 food and 1 med draw exactly one leader."""
    game = game_of(HQ3, variants=DRAFT, players=[{"hand": ["refugee", "junk"], "leader": "leader_butcher"}, {}, {}])
    assert "bribe" not in legal(game, 0)
    top = zone_kinds(game, "leaders")[0]
    act(game, 0, "lead refugee")
    assert "bribe" in legal(game, 0)
    game.apply(0, "bribe")
    assert game.view(0).looking == (top,)


# =============================================================================================
# L-6: the Cannibal


def test_the_cannibal_takes_only_a_tribe_member_from_hand_ruling_l6() -> None:
    """L-6: "remove from play 1 of her own tribe members from hand": a tool or medicine is no
    victim."""
    game = game_of(HQ3, players=[{"hand": ["spear", "pills", "junk"], "leader": "leader_cannibal"}])
    assert leads(game, 0) == []
    for victim in ("spear", "pills"):
        with pytest.raises(REFUSED):
            game.apply(0, f"lead {victim}")


# =============================================================================================
# L-7: the Fanatic


def test_the_fanatic_targets_only_opponents_force_cards_never_a_leader_or_building_ruling_l7() -> None:
    """L-7: "Target: one card (person, tool or medicine) ... in the opponent's revealed force
    during the skirmish [000:713-715]. Never a building or leader." Not her own force either."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["refugee", "brawler", "spear"], "leader": "leader_fanatic"},
            {"hand": ["scout", "net"], "leader": "leader_ranger", "buildings": [{"building": "bunker"}]},
            {"hand": ["brawler", "pills"], "leader": "leader_gangster"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee brawler spear", 1: "commit scout net", 2: "commit brawler pills"})
    assert decision(game) == sc.Decision("skirmish", 0)
    expected = {f"lead refugee {t}" for t in ("1:scout", "1:net", "2:brawler", "2:pills")}
    assert set(leads(game, 0)) == expected
    for bad in ("1:leader_ranger", "1:bunker", "0:brawler", "0:spear"):
        with pytest.raises(REFUSED):
            game.apply(0, f"lead refugee {bad}")


def test_the_fanatic_strikes_a_construction_worker_never_the_building_ruling_l7() -> None:
    """L-7: the target is a card "in the opponent's current declaration ... Never a building or
    leader"; I-3 construction workers open a window: only the worker may be struck."""
    game = game_of(
        HQ3,
        round=2,
        players=[
            {"hand": ["scavenger"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
        ],
    )
    game.apply(0, "work bunker scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "work")
    assert leads(game, 1) == ["lead refugee 0:scavenger"]
    for bad in ("0:bunker", "0:leader_organizer"):
        with pytest.raises(REFUSED):
            game.apply(1, f"lead refugee {bad}")


def test_the_fanatics_struck_person_leaves_the_force_with_its_people_ruling_l7() -> None:
    """L-7: in the skirmish the target is a card "in the opponent's revealed force"; "The target is
    discarded": a struck brawler no longer fights nor counts its person, leaving a lone refugee
    (no fight, 1 person)."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "scout"], "leader": "leader_fanatic"},
            {"hand": ["brawler", "refugee"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee scout", 1: "commit brawler refugee"})
    skirmish_turns(game, {0: ["lead refugee 1:brawler"]})
    judged = skirmish_totals(game)
    assert judged[1] == (0, 0, 1)
    assert judged[0] == (1, 2, 1)  # the scout; the refugee was removed from play
    assert zone_kinds(game, "1:removed") == []  # discarded, still seat 1's card
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert skirmish_winner(game) == 0


def test_the_fanatic_strikes_only_on_its_owners_skirmish_turn_ruling_l7() -> None:
    """L-7: usable "during another player's RG ... or on the Fanatic owner's skirmish turn":
    not while an earlier player takes her skirmish turn (S-7: "A player whose turn has passed
    cannot act again, even in response, except to save")."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["refugee", "scout", "scavenger", "medic"], "leader": "leader_fanatic"},
            {"hand": ["brawler"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(
        game, {0: "commit sniper_team brawler", 1: "commit refugee scout scavenger medic", 2: "commit brawler"}
    )
    assert decision(game) == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:scavenger")
    asked = 0
    while (d := decision(game)) is not None and d.seat == 1 and d.kind != "skirmish":
        assert leads(game, 1) == [], d  # asked to save, she may not strike
        asked += 1
        game.apply(1, "pass")
    assert asked  # the medic made seat 1 decide during seat 0's turn
    assert decision(game) == sc.Decision("skirmish", 1)
    assert "lead refugee 0:brawler" in leads(game, 1)


def test_the_fanatic_may_strike_the_medicine_of_a_hire_ruling_l7_i3() -> None:
    """L-7: the target is "one card (person, tool or medicine) in the opponent's current
    declaration"; I-3: "In a hire, medicine cards may be targeted only by the Fanatic"."""
    game = game_of(
        HQ3,
        players=[
            {"hand": ["scavenger", "scavenger", "pills"]},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
        ],
    )
    act(game, 0, "hunt scavenger scavenger")
    assert game.view(None).seats[0].food == 2
    game.apply(0, "hire scout pay pills")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 1:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("respond", 1, 0, "hire")
    assert "lead refugee 0:pills" in leads(game, 1)


# =============================================================================================
# L-8: the Gangster


def test_the_gangsters_refugees_do_not_grow_a_provocateurs_force_ruling_l8() -> None:
    """L-8: each refugee counts as 2 people "for skirmish tie-breaks only. This counts neither for
    final scoring, nor for the provocateur [003:135]": provocateur and two refugees make a force
    of size 3 (fight 3), while the tie-break people are 1 + 2 + 2 = 5."""
    game = game_of(
        HQ3 | R2,
        round=3,
        players=[
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["scout", "brawler"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit provocateur refugee refugee", 1: "commit scout brawler"})
    assert "provoke provocateur" in legal(game, 0)
    skirmish_turns(game, {0: ["provoke provocateur"]})
    judged = skirmish_totals(game)
    assert judged[0] == (1, 3, 5)
    assert judged[1] == (1, 4, 2)
    assert skirmish_winner(game) == 1


def test_the_gangsters_refugees_count_as_one_card_each_for_portable_decoys_ruling_l8() -> None:
    """L-8: the Gangster's 2 people count "nor for Portable Decoys' card count"; S-11 the decoys
    add floor(N/2) for N cards in the force: three refugees are 3 cards (+1), so the tie-break
    people are 3 x 2 + 1 = 7 (not 6 + 3)."""
    game = game_of(
        HQ3 | R3,
        round=3,
        players=[
            {
                "hand": ["refugee", "refugee", "refugee"],
                "leader": "leader_gangster",
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["tribe_family_5"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee refugee refugee", 1: "commit tribe_family_5"})
    skirmish_turns(game)
    assert skirmish_totals(game)[0] == (1, 0, 7)
    assert skirmish_totals(game)[1] == (1, 0, 5)
    assert skirmish_winner(game) == 0


# =============================================================================================
# L-9: the Excavator


def test_an_excavator_refugee_with_a_cargo_sled_digs_two_ruling_l9() -> None:
    """L-9: "A refugee holding any tool with a dig modifier (shovel, pickaxe, multitool, toolkit,
    cargo sled) gets +1 dig instead of the tool's printed dig bonus": 1 + 1, not 1 + 2."""
    game = game_of(
        HQ3 | R4, players=[{"hand": ["refugee", "cargo_sled"], "leader": "leader_excavator"}], junkyard=["junk"] * 6
    )
    act(game, 0, "dig refugee+cargo_sled")
    assert len(game.view(0).looking) == 2


# =============================================================================================
# L-10: the Ranger


def test_the_rangers_tribe_family_hunts_with_a_tool_ruling_l10() -> None:
    """L-10: "The owner's refugees and tribe families have base hunt 1; tools and modifiers add
    normally": a tribe family with a spear hunts 1 + 1."""
    game = game_of(HQ3, players=[{"hand": ["tribe_family_3", "spear"], "leader": "leader_ranger"}])
    act(game, 0, "hunt tribe_family_3+spear")
    assert game.view(None).seats[0].food == 2


# =============================================================================================
# L-11: the Sergeant at Arms


def test_the_sergeant_at_arms_gives_no_protection_from_tear_gas_ruling_l11() -> None:
    """L-11: "It gives no protection against building attacks, snipes or tear gas": the
    Sergeant's brawler may be gassed on another player's skirmish turn."""
    game = game_of(
        HQ3 | R4,
        round=3,
        players=[
            {"hand": ["tear_gas", "scout"]},
            {"hand": ["brawler"], "leader": "leader_sergeant_at_arms"},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit tear_gas scout", 1: "commit brawler"})
    assert "gas 1:brawler" in legal(game, 0)
    skirmish_turns(game, {0: ["gas 1:brawler"]})
    assert skirmish_totals(game)[1][:2] == (1, 0)
    assert skirmish_winner(game) == 0


def test_the_sergeant_at_arms_gives_no_protection_from_a_snipe_in_the_skirmish_ruling_l11() -> None:
    """L-11: no protection against "snipes", in the skirmish too: the Sergeant's brawler is
    sniped and the tool it held no longer fights (the wielder is gone)."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["sniper_team", "scout"]},
            {"hand": ["brawler", "spear"], "leader": "leader_sergeant_at_arms"},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit sniper_team scout", 1: "commit brawler spear"})
    assert "snipe 1:brawler" in legal(game, 0)
    skirmish_turns(game, {0: ["snipe 1:brawler"]})
    assert skirmish_totals(game)[1][0] == 0
    assert skirmish_winner(game) == 0


# =============================================================================================
# L-12: wounded leaders and healing


@pytest.mark.parametrize("medicine", ["medkit", "combat_medics"])
def test_healing_spends_one_card_and_its_spare_meds_are_lost_ruling_l12(medicine: str) -> None:
    """L-12: "Heal: on her own RG turn, the owner spends 1 med from pills, medkit, medic or combat
    medics. That card is discarded and any excess meds are lost"; "Healing is a free action": the
    rest of the turn goes on, but the medkit's second med pays no hunter (1 med)."""
    game = game_of(
        HQ4 | R4,
        initiator=2,
        players=[
            {"hand": [medicine, "scavenger", "scavenger"], "leader": "leader_peacemaker"},
            {},
            {"hand": ["sniper_team"]},
        ],
    )
    wound(game, 2, 0)
    act(game, 2, "end")
    assert decision(game) == sc.Decision("turn", 0)
    with pytest.raises(REFUSED):
        game.apply(0, "heal scavenger")
    assert f"heal {medicine}" in legal(game, 0)
    act(game, 0, f"heal {medicine}")
    assert not game.view(None).seats[0].wounded
    assert zone_counter(game, "0:discard")[medicine] == 1
    assert not any(a.startswith("hire hunter") for a in legal(game, 0))
    act(game, 0, "hunt scavenger scavenger")
    assert game.view(None).seats[0].food == 2
    assert "hire brawler" in legal(game, 0)


@pytest.mark.parametrize(
    "leader", ["leader_butcher", "leader_cannibal", "leader_mentor", "leader_organizer", "leader_swindler"]
)
def test_a_wounded_leaders_ability_cannot_be_used_ruling_l12(leader: str) -> None:
    """L-12: "A wounded leader provides nothing. Ongoing effects stop, and once-per-round
    abilities cannot be used" (the Swindler's once-a-turn cut too)."""
    game = game_of(
        HQ4 | R5,
        initiator=2,
        players=[
            {"hand": ["refugee", "refugee", "scavenger"], "deck": ["junk"] * 4, "leader": leader},
            {},
            {"hand": ["sniper_team"]},
        ],
    )
    control = game.clone()  # unwounded, the ability is there on her turn
    act(control, 2, "end")
    assert leads(control, 0)
    wound(game, 2, 0)
    act(game, 2, "end")
    assert decision(game) == sc.Decision("turn", 0)
    assert leads(game, 0) == []
    for text in ("lead refugee", "lead scavenger", "lead refugee refugee"):
        with pytest.raises(REFUSED):
            game.apply(0, text)


# =============================================================================================
# L-13: who may snipe a leader


def test_any_players_medic_may_save_a_leader_ruling_l13() -> None:
    """L-13: "Any medic may save"; I-4 the save window "starts with the target's owner, then runs
    clockwise": a third player's medic saves the sniped leader."""
    game = game_of(
        HQ4,
        players=[{"hand": ["sniper_team"]}, {"hand": ["junk"], "leader": "leader_ranger"}, {"hand": ["medic"]}],
    )
    game.apply(0, "snipe 1:leader_ranger")
    assert decision(game) == sc.Decision("save", 1, 1, "leader_ranger")
    game.apply(1, "pass")
    d = decision(game)
    assert d is not None
    assert (d.kind, d.seat) == ("save", 2)
    assert "save medic" in legal(game, 2)
    act(game, 2, "save medic")
    assert not game.view(None).seats[1].wounded
    assert zone_counter(game, "2:discard")["medic"] == 1


def test_combat_medics_may_save_a_leader_from_the_snipe_ruling_l12() -> None:
    """L-12: "A medic or combat medics may save a leader from the snipe as it happens [000:547]"."""
    game = game_of(
        HQ4 | R4,
        players=[{"hand": ["sniper_team"]}, {"hand": ["combat_medics"], "leader": "leader_ranger"}, {}],
    )
    game.apply(0, "snipe 1:leader_ranger")
    assert decision(game) == sc.Decision("save", 1, 1, "leader_ranger")
    assert "save combat_medics" in legal(game, 1)
    act(game, 1, "save combat_medics")
    assert not game.view(None).seats[1].wounded


def test_a_guard_does_not_cancel_a_leader_snipe_in_the_skirmish_ruling_l13() -> None:
    """L-13: "The owner's guard may cancel it in RG. Any medic may save" ([003:123] the guard
    cancels actions "outside of the skirmish"): a leader sniped on a skirmish turn may be saved
    by the medic of the owner's force, not cancelled by her guard."""
    game = game_of(
        HQ4 | R2,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["guard", "medic"], "leader": "leader_ranger"},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit guard medic"})
    assert decision(game) == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:leader_ranger")
    assert decision(game) == sc.Decision("save", 1, 1, "leader_ranger")
    assert sorted(legal(game, 1)) == ["pass", "save medic"]
    with pytest.raises(REFUSED):
        game.apply(1, "cancel guard")
    game.apply(1, "save medic")
    skirmish_turns(game)
    assert not game.view(None).seats[1].wounded


def test_without_module_4_no_leader_is_sniped_even_in_the_skirmish_ruling_l13() -> None:
    """L-13: a leader may be sniped "Only with Module 4 active": with modules 1-3 the skirmish
    snipe targets force cards alone."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scout"], "leader": "leader_ranger"}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit scout"})
    snipes = [a for a in legal(game, 0) if a.startswith("snipe")]
    assert snipes == ["snipe 1:scout"]
    with pytest.raises(REFUSED):
        game.apply(0, "snipe 1:leader_ranger")


# =============================================================================================
# L-14: the Swindler


def swindler(hand: list[str], modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    return game_of(HQ3 | R5 | modules, players=[{"hand": hand, "leader": "leader_swindler"}], **scenario)


def test_the_swindler_is_once_a_turn_ruling_l14() -> None:
    """L-14: "Once per turn (on the owner's hire), choose one": after one discount, no other."""
    game = swindler(["refugee", "refugee", "refugee", "junk"])
    assert "lead refugee" in leads(game, 0)
    act(game, 0, "lead refugee")
    assert leads(game, 0) == []
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee refugee")


def test_the_swindlers_food_cut_does_not_pay_a_med_cost_ruling_l14() -> None:
    """L-14: one refugee: "the hire costs 1 food less"; "A cost never goes below 0": a hunter
    (0 food, 1 med) is no cheaper, while a scavenger (1 food) becomes free."""
    game = swindler(["refugee", "junk"])
    act(game, 0, "lead refugee")
    options = legal(game, 0)
    assert not any(a.startswith("hire hunter") for a in options), options
    assert "hire scavenger" in options


def test_the_swindlers_med_cut_does_not_pay_a_food_cost_ruling_l14() -> None:
    """L-14: two refugees: "the hire costs 1 med less"; a brawler (2 food, no med) is no cheaper."""
    game = swindler(["refugee", "refugee", "junk"])
    game.apply(0, "lead refugee refugee")
    pass_windows(game)
    options = legal(game, 0)
    assert not any(a.startswith("hire brawler") for a in options), options
    assert any(a.startswith("hire hunter") for a in options), options


@pytest.mark.parametrize("refugees", ["refugee", "refugee refugee"])
def test_the_swindler_lowers_a_spys_mixed_cost_by_one_ruling_l14(refugees: str) -> None:
    """L-14: "For thugs, spy or scrappers (mixed costs) it lowers the total by 1", whichever of
    the two cuts she chooses: a spy (3 in any mix of food and meds) for a medkit (2) and one or
    two discarded refugees."""
    game = swindler(["refugee", "refugee", "medkit"], R1, market={"spy": 8, "scavenger": 10})
    assert not any(a.startswith("hire spy") for a in legal(game, 0))
    act(game, 0, f"lead {refugees}")
    hires = [a for a in legal(game, 0) if a.startswith("hire spy")]
    assert hires
    act(game, 0, hires[0])
    assert "spy" in zone_kinds(game, "0:discard")


# =============================================================================================
# L-15: the Yardmaster


def test_the_yardmaster_puts_both_back_on_top_in_their_order_ruling_l15() -> None:
    """L-15: "Both cards go back together to the top or both to the bottom, keeping their order"."""
    game = game_of(
        HQ3 | R5,
        players=[{"hand": ["junk"], "leader": "leader_yardmaster"}],
        junkyard=["net", "pills", "junk", "spear"],
    )
    act(game, 0, "yard")
    assert any(k.zone == "junkyard" and k.cards == ("net", "pills") for k in game.view(0).knowledge)
    act(game, 0, "yard top")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk", "spear"]


# =============================================================================================
# L-16: leader drafting


def test_a_new_leader_may_be_used_the_same_round_if_the_old_one_was_not_ruling_l16() -> None:
    """L-16: "A new leader is always unwounded, and its once-per-round ability is usable the same
    round if the previous leader's was not used". The old leader (the Ranger, always on) was
    never used; the new one is ready."""
    game = game_of(
        HQ3,
        variants=DRAFT,
        players=[
            {"hand": ["hunter", "spear", "refugee", "scavenger"], "deck": ["junk"] * 4, "leader": "leader_ranger"},
            {},
            {},
        ],
    )
    act(game, 0, "hunt hunter+spear")
    assert game.view(None).seats[0].food == 3
    game.apply(0, "bribe")
    drawn = game.view(0).looking
    assert len(drawn) == 3
    ready = [k for k in drawn if k in ("leader_butcher", "leader_cannibal", "leader_mentor", "leader_peacemaker")]
    chosen = ready[0] if ready else drawn[0]
    act(game, 0, f"keep {chosen}")
    seat = game.view(None).seats[0]
    assert seat.leader == chosen
    assert not seat.wounded
    assert not seat.leader_used
    if ready:
        assert leads(game, 0), legal(game, 0)


ONCE_A_ROUND = (
    "leader_butcher",
    "leader_cannibal",
    "leader_fanatic",
    "leader_mentor",
    "leader_organizer",
    "leader_peacemaker",
)


def test_a_swapped_in_leader_gives_no_second_use_in_the_round_ruling_l16() -> None:
    """L-16: "Usage is tracked per player per round: one use of 'a once-per-round leader ability'
    per round, whatever swaps happen" (docs/variants.md: "If you already used your leader's
    once-a-round power this round, the new leader's waits for the next round"). The Butcher is
    used (its food joins the bribe), then swapped for another once-a-round leader."""
    game = game_of(
        HQ3,
        variants=DRAFT,
        players=[
            {
                "hand": ["refugee", "hunter", "spear", "scavenger", "refugee"],
                "deck": ["junk"] * 4,
                "leader": "leader_butcher",
            },
            {"hand": ["scavenger", "spear"]},
            {},
        ],
    )
    act(game, 0, "lead scavenger")
    act(game, 0, "hunt hunter+spear")
    assert game.view(None).seats[0].food == 4
    game.apply(0, "bribe")
    drawn = game.view(0).looking
    assert len(drawn) == 4
    swaps = [k for k in drawn if k in ONCE_A_ROUND]
    assert swaps, drawn
    act(game, 0, f"keep {swaps[0]}")
    seat = game.view(None).seats[0]
    assert seat.leader == swaps[0]
    assert seat.leader_used
    assert leads(game, 0) == []
    if swaps[0] == "leader_fanatic":  # the Fanatic acts in another player's window
        act(game, 0, "end")
        game.apply(1, "hunt scavenger+spear")
        while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 0:
            game.apply(d.seat, "pass")
        assert decision(game) == sc.Decision("respond", 0, 1, "hunt")
        assert leads(game, 0) == []
    with pytest.raises(REFUSED):
        game.apply(0, "lead refugee 1:spear" if swaps[0] == "leader_fanatic" else "lead refugee")


def test_garden_food_bribes_leaders_ruling_l16() -> None:
    """L-16: "each point of food from any source (hunting, gardens, Butcher, Cannibal) gives 1
    draw": a completed hydroponic gardens' 1 food draws one leader."""
    game = game_of(
        HQ3,
        variants=DRAFT,
        players=[{"hand": ["junk"], "buildings": [{"building": "hydroponic_gardens"}]}, {}, {}],
    )
    top = zone_kinds(game, "leaders")[0]
    assert game.view(None).seats[0].food == 1
    assert "bribe" in legal(game, 0)
    game.apply(0, "bribe")
    assert game.view(0).looking == (top,)


# =============================================================================================
# L-17: a leader wounded in the middle of a round


@pytest.mark.parametrize("initiator", [0, 2])
def test_a_gangster_wounded_in_the_skirmish_loses_its_tie_break_people_ruling_l17(initiator: int) -> None:
    """L-17: "a Gangster wounded at any point in the skirmish gives no refugee bonus that round":
    two refugees count 1 person each again, whether the sniper acts after the Gangster's owner
    (initiator 0) or before her (initiator 2). Brawler and two refugees: fight 2, 3 people (not
    5), which loses to a brawler and a tribe family (fight 2, 4 people)."""
    game = game_of(
        HQ4,
        round=3,
        initiator=initiator,
        players=[
            {"hand": ["refugee", "refugee", "brawler"], "leader": "leader_gangster"},
            {"hand": ["brawler", "tribe_family_3"]},
            {"hand": ["sniper_team"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(
        game, {0: "commit refugee refugee brawler", 1: "commit brawler tribe_family_3", 2: "commit sniper_team"}
    )
    d = decision(game)
    assert d is not None
    assert d.kind == "skirmish"
    skirmish_turns(game, {2: ["snipe 0:leader_gangster"]})
    assert game.view(None).seats[0].wounded
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 3)
    assert judged[1] == (1, 2, 4)
    assert skirmish_winner(game) == 1


# =============================================================================================
# V-2: two players win by 2


def two_player_skirmish(seat0: dict[str, Any], seat1: dict[str, Any], commits: dict[int, str], **kw: Any) -> sc.Game:
    modules = kw.pop("modules", HQ3)
    game = game_of(modules, seats=2, round=3, players=[seat0, seat1], contested=["grenade", "wolf_pack"], **kw)
    end_gathering(game, commits)
    skirmish_turns(game)
    return game


def test_two_players_the_gangsters_people_bonus_is_irrelevant_ruling_v2() -> None:
    """V-2: "People never matter ... The Gangster's people bonus is irrelevant": fight 2 against
    fight 2 is a tie (the CR goes into the junkyard), whatever the Gangster's 5 people."""
    game = two_player_skirmish(
        {"hand": ["refugee", "refugee", "brawler"], "leader": "leader_gangster"},
        {"hand": ["brawler"]},
        {0: "commit refugee refugee brawler", 1: "commit brawler"},
    )
    assert skirmish_totals(game)[0] == (1, 2, 5)
    assert skirmish_winner(game) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_two_players_portable_decoys_matter_only_through_the_provocateur_ruling_v2() -> None:
    """V-2: "Portable Decoys matter only through it [the provocateur]": without a provocateur a
    brawler with three junk (decoys +2 people) against a brawler is a tie."""
    game = two_player_skirmish(
        {"hand": ["brawler", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
        {"hand": ["brawler"]},
        {0: "commit brawler junk junk junk", 1: "commit brawler"},
        modules=HQ2 | R3,
    )
    assert skirmish_totals(game)[0] == (1, 2, 1 + 2)  # the decoys count (4 cards: +2 people), to no avail
    assert skirmish_winner(game) is None


def test_two_players_a_provocateur_with_portable_decoys_wins_by_two_ruling_v2() -> None:
    """V-2: "The provocateur still works, and Portable Decoys matter only through it"; S-8 the
    force size is the printed people "plus Portable Decoys": provocateur, tribe family of 3 and
    two junk are 4 people + 2 = 6 against a scout and a brawler's 4: won by 2."""
    game = game_of(
        HQ2 | R2 | R3,
        seats=2,
        round=3,
        players=[
            {"hand": ["provocateur", "tribe_family_3", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["scout", "brawler"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit provocateur tribe_family_3 junk junk", 1: "commit scout brawler"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert skirmish_totals(game)[0][:2] == (1, 6)
    assert skirmish_winner(game) == 0


# =============================================================================================
# V-5: the solo opponent; V-8: the solo component pool


def solo(hand: list[str], opponents: list[list[str]], modules: frozenset[str] = frozenset(), **player: Any) -> sc.Game:
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


def solo_outcome(game: sc.Game) -> str:
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return "won" if event.seat == 0 else "lost"
        if event.type is EventType.SKIRMISH_LOST:
            return "lost"
        if event.type is EventType.DEADLOCK:
            return "tie"
    raise AssertionError("no fight was resolved")


def test_solo_the_player_may_disarm_an_opponent_tool_on_her_turn_ruling_v5() -> None:
    """V-5: "The player may snipe, disarm or tear-gas opponent cards on her skirmish turn; she
    acts first": her saboteur disarms the rifle, so brawler and spear (4) beat the thugs (3);
    without it thugs and rifle (5) would beat 4 + the saboteur's 1 on people."""
    game = solo(["saboteur", "brawler", "spear"], [["thugs", "rifle"], ["grenade"]], deck=["junk"] * 5)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit saboteur brawler spear")
    assert "disarm 1:rifle" in legal(game, 0)
    game.apply(0, "disarm 1:rifle")
    while (d := game.view(0).decision) is not None and d.kind in ("skirmish", "save", "respond"):
        game.apply(d.seat, "pass")
    assert solo_outcome(game) == "won"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_solo_the_thugs_stack_is_two_short_and_the_junkyard_keeps_its_pairs_ruling_v8(seed: int) -> None:
    """V-8: "The 2 rifles and 2 thugs go into the opponent stacks ... the thugs stack, if chosen
    as one of the 10, has 2 fewer cards. The JY is otherwise built normally (3-5 player
    composition, no 2-player removal)". The base game has 8 mercenary kinds: all are laid out."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=seed))
    market = dict(game.view(0).market)
    assert market["thugs"] == 5 - 2
    junkyard = zone_counter(game, "junkyard")
    # 3-5 player junkyard: every base junkyard card less the one starter spear and shovel.
    assert junkyard == {
        "junk": 7,
        "multitool": 4,
        "net": 4,
        "spear": 5,
        "pickaxe": 4,
        "shovel": 5,
        "medkit": 6,
        "pills": 9,
    }


def test_solo_stored_and_timer_cards_score_like_the_rest_of_the_tribe_ruling_v7() -> None:
    """V-7: "Every owned card, in every zone (F-1), counts 1 point, except CR cards (by icon),
    which count 2 ... Leaders, buildings and gangs count 0"; F-1 names "cards stored in
    buildings, and building timer cards". Brawler 1; stored tribe family 2 and scout 1; timer
    junk 1 and grenade 2: 7 points, the two buildings nothing."""
    scenario = {
        "players": [
            {
                "hand": ["brawler"],
                "buildings": [
                    {"building": "bunker", "stored": ["tribe_family_3", "scout"]},
                    {"building": "pharmacy", "timer": ["junk", "grenade"]},
                ],
            }
        ],
        "opponents": [["pills"], ["rifle"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=HQ2, scenario=scenario))
    score = game.score(0)
    assert score.points == 7
    assert score.contested == 2


@pytest.mark.parametrize("seed", range(4))
def test_alternate_scavengers_are_not_for_hire_and_ten_stacks_stay_ruling_v10(seed: int) -> None:
    """V-10: "A substituted starter type must not also be offered for hire [003:296]. If the
    substitution takes scavengers out of the market, the engine's '10 stacks' count uses other
    types to fill it": hardy scavengers start the decks, none is for hire, and ten stacks (besides
    module 1's extra scouting refugee stack) are laid out."""
    game = sc.Game.new(
        sc.GameConfig(players=3, seed=seed, modules=R1 | R2 | R3, variants=frozenset({"alternate_scavengers"}))
    )
    market = dict(game.view(None).market)
    assert "hardy_scavenger" not in market
    assert len([k for k in market if k != "scouting_refugee"]) == 10
    owned = Counter(c.kind for name, cards in game.zones().items() if name.startswith("0:") for c in cards)
    assert owned["hardy_scavenger"] == 3
    assert owned["scavenger"] == 0


# =============================================================================================
# V-9: Recon module 4, random contested resources


def test_random_contested_resources_last_sixteen_rounds_and_the_rest_stay_out_ruling_v9() -> None:
    """V-9: "The 14 chosen CRs are the timer, so the game lasts 16 rounds. The unused 14 are out
    of the game and cannot be reached by any effect": the 14 others lie in the box and never
    enter play while everyone passes through the game."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=R4))
    crs = {k for k, c in CATALOGUE.items() if Role.CONTESTED in c.roles}
    assert len(zone_kinds(game, "contested")) == 14

    def in_play() -> Counter[str]:
        return Counter(k.kind for name, cards in game.zones().items() if name != "box" for k in cards if k.kind in crs)

    assert sum(in_play().values()) == 14
    boxed = Counter(k for k in zone_kinds(game, "box") if k in crs)
    assert sum(boxed.values()) == 14
    while not game.over:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
        assert sum(in_play().values()) == 14
    assert game.view(None).round == 16
    assert Counter(k for k in zone_kinds(game, "box") if k in crs) == boxed
