"""Rulings sweep (15b): bullet by bullet through RULINGS.md 2.E-2.I and Part 3 (F, H, L, X, V).

Written from the rulings and the rulebooks only ([000] the 2015 base/HQ rules, [003] Recon), without
reading the engine: each test checks one clause of a ruling that no earlier test checked, above
all the combinations (a map after a free action, the solo game with storage, two players with
recon). Citations: [file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    building,
    end_gathering,
    now,
    pass_windows,
    play_out,
    skirmish_outcome,
    texts,
    zone_counter,
    zone_kinds,
)

HQ2 = sc.hq_modules(2)
HQ4 = sc.hq_modules(4)


def new(seats: int, modules: Any = (), variants: Any = (), **scenario: Any) -> sc.Game:
    """A stacked table of ``seats`` players (seed 0), round 3 and seat 0 first unless given."""
    scenario.setdefault("round", 3)
    if seats > 1:
        scenario.setdefault("initiator", 0)
        scenario.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    config = sc.GameConfig(
        players=seats, seed=0, modules=frozenset(modules), variants=frozenset(variants), scenario=scenario
    )
    return sc.Game.new(config)


def legal(game: sc.Game, seat: int) -> list[str]:
    return texts(game, seat)


def refuses(game: sc.Game, seat: int, text: str) -> bool:
    """Not listed, and applying it raises."""
    if text in legal(game, seat):
        return False
    try:
        game.apply(seat, text)
    except (ValueError, sc.IllegalAction):
        return True
    return False


# ---------------------------------------------------------------------------------------------
# the map after the free actions and the special ones (siblings of the worker fix)


def test_x19_a_map_does_not_let_a_repairer_repair_a_second_building() -> None:
    """X-19: "No action type may be repeated"; H-11 repair is "free and unlimited, but each worker
    repairs one building" [000:683-687]. Whether or not the map may follow a repair (X-25 lists
    dig, draw, hunt, build, work), a scavenger that repaired and came back never repairs again."""
    game = new(
        3,
        HQ4 | {"recon5"},
        players=[
            {
                "hand": ["scavenger", "map"],
                "leader": "leader_mentor",
                "buildings": [{"building": "bunker", "disabled": True}, {"building": "armory", "disabled": True}],
            },
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
    )
    game.apply(0, "repair bunker scavenger")
    pass_windows(game)
    if "map scavenger" in legal(game, 0):
        game.apply(0, "map scavenger")
        pass_windows(game)
        assert "scavenger" in zone_kinds(game, "0:hand")
        assert refuses(game, 0, "repair armory scavenger")
    else:
        assert refuses(game, 0, "map scavenger")


def test_x19_x8_a_map_has_no_member_to_bring_back_after_a_binoculars_hunt() -> None:
    """X-8: "A hunt made of binoculars alone is legal"; X-19 the map returns "one tribe member used
    in that action". Binoculars are an instant, no tribe member [003:31]: nothing to take back."""
    game = new(3, {"recon1", "recon5"}, players=[{"hand": ["binoculars", "map", "scavenger"]}])
    assert "hunt binoculars" in legal(game, 0)
    game.apply(0, "hunt binoculars")
    pass_windows(game)
    assert not any(t.startswith("map") for t in legal(game, 0))
    assert refuses(game, 0, "map binoculars")


def test_x19_x25_a_map_does_not_bring_back_the_card_discarded_for_a_scout_tower() -> None:
    """X-7 the tower's activation discards 1 card from hand; X-25 the map returns a tribe member
    used in a standard action (dig, draw, hunt, build, work): the discarded brawler stays."""
    game = new(
        3,
        HQ2 | {"recon3", "recon5"},
        players=[{"hand": ["brawler", "map", "scavenger"], "buildings": [{"building": "scout_tower"}]}],
    )
    tower = [t for t in legal(game, 0) if t.startswith("tower brawler")]
    assert tower
    game.apply(0, tower[0])
    pass_windows(game)
    assert refuses(game, 0, "map brawler")
    assert "brawler" in zone_kinds(game, "0:discard")


def test_x19_a_hunter_brought_back_by_a_map_may_still_work_on_a_building() -> None:
    """X-19: the returned member "may then take part in a **different** action type"; H-4 any tribe
    member may work. The worker fix must not stop a hunter from working."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[{"hand": ["scavenger", "map", "spear"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]}],
    )
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "work bunker scavenger" in legal(game, 0)
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    assert building(game, 0, "bunker").timer == 2


def test_x19_a_worker_brought_back_by_a_map_may_hunt() -> None:
    """X-19 "a different action type": after working, the returned scavenger hunts [003:273]."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[{"hand": ["scavenger", "map", "spear"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]}],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "hunt scavenger+spear" in legal(game, 0)


def test_x19_v4_a_solo_member_brought_back_by_a_map_may_be_committed_to_the_fight() -> None:
    """X-19: the member "may ... be committed to the skirmish"; in solo (V-4 step 4) the skirmish
    is the engagement, committed from hand [003:334]."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=frozenset({"recon5"}),
            scenario={"players": [{"hand": ["brawler", "map", "shovel"]}], "opponents": [["junk"], ["junk", "junk"]]},
        )
    )
    game.apply(0, "dig brawler+shovel")
    while now(game).kind != "turn":
        game.apply(0, next(t for t in legal(game, 0) if t.startswith("keep")))
    game.apply(0, "map brawler")
    assert "brawler" in zone_kinds(game, "0:hand")
    game.apply(0, "end")
    assert now(game).kind == "engage"
    game.apply(0, "engage 1")
    assert "commit brawler" in legal(game, 0)


# ---------------------------------------------------------------------------------------------
# V-4: no forced engagement (siblings of the timer/stored-cards fix)


@pytest.mark.parametrize(
    "buildings",
    [
        [{"building": "armory", "stored": ["spear", "shovel"]}],
        [{"building": "pharmacy", "stored": ["pills", "medkit"]}],
        [{"building": "bunker", "stored": ["brawler"]}, {"building": "armory"}],
    ],
    ids=["armory", "pharmacy", "second-building"],
)
def test_v4_solo_stored_tools_or_medicine_leave_the_engagement_optional(buildings: list[dict[str, Any]]) -> None:
    """V-4 step 4 "Optionally start **one** skirmish" [003:334] "There is no forced skirmish
    phase"; H-7 stored cards persist and may be retrieved on her own turn; F-1 they are hers. A
    tribe whose only cards lie in an armory or a pharmacy (meds pay a hire, H-7) still has cards
    to come back to, so she may let the turn pass."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1, seed=0, modules=HQ2, scenario={"round": 5, "players": [{"hand": [], "buildings": buildings}]}
        )
    )
    game.apply(0, "end")
    assert now(game).kind == "engage"
    assert "pass" in legal(game, 0)


# ---------------------------------------------------------------------------------------------
# X-1 binoculars as modifiers: +2 each, on every kind of recon


def _looked(game: sc.Game, seat: int, source: str) -> dict[str, tuple[str, ...]]:
    return {k.zone: tuple(k.cards) for k in game.view(seat).knowledge if k.source == source}


def test_x1_three_binoculars_see_the_top_five_of_every_pile() -> None:
    """X-1: "binoculars base: +2 depth on every pile"; each binoculars modifier adds +2 cards; one
    binoculars alone sees the top card of each pile [003:96-102] ("Two binoculars ... top 3"), so a
    base and two modifiers see the top 5."""
    junkyard = ["net", "junk", "pills", "spear", "shovel", "medkit", "pickaxe"]
    game = new(3, {"recon1"}, players=[{"hand": ["binoculars"] * 3}], junkyard=junkyard)
    game.apply(0, "scout binoculars binoculars binoculars")
    pass_windows(game)
    seen = _looked(game, 0, "binoculars")
    assert sorted(seen["junkyard"]) == sorted(junkyard[:5])
    assert zone_kinds(game, "junkyard") == junkyard
    assert zone_counter(game, "0:discard")["binoculars"] == 3


def test_x1_a_scout_tower_with_two_binoculars_sees_six_of_each_of_its_two_piles() -> None:
    """X-1: "scout tower: +2 depth on each of its 2 piles", per binoculars; X-7 the tower alone
    sees the top 2 [003:208-212]: two binoculars make 6."""
    junkyard = ["net", "junk", "pills", "spear", "shovel", "medkit", "pickaxe", "multitool"]
    contested = ["grenade", "wolf_pack", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4", "tear_gas"]
    game = new(
        3,
        HQ2 | {"recon1", "recon3"},
        players=[{"hand": ["junk", "binoculars", "binoculars"], "buildings": [{"building": "scout_tower"}]}],
        junkyard=junkyard,
        contested=contested,
    )
    text = "tower junk binoculars binoculars contested+junkyard"
    assert text in legal(game, 0), [t for t in legal(game, 0) if t.startswith("tower")]
    game.apply(0, text)
    pass_windows(game)
    seen = _looked(game, 0, "scout_tower")
    assert sorted(seen["junkyard"]) == sorted(junkyard[:6])
    assert sorted(seen["contested"]) == sorted(contested[:6])


# ---------------------------------------------------------------------------------------------
# L-14 the Swindler on mixed costs; X-17 the cargo sled's second card


def test_l14_the_swindler_takes_one_off_the_scrappers_mixed_cost_of_four() -> None:
    """L-14: "For thugs, spy or scrappers (mixed costs) it lowers the total by 1" [003:276-279]:
    scrappers (any mix of 4) hired with a Swindler's refugee and 3 food."""
    game = new(
        3,
        sc.hq_modules(3) | {"recon3"},
        players=[
            {"hand": ["refugee", "scavenger", "spear", "net", "junk"], "leader": "leader_swindler"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
        market={"scrappers": 4},
    )
    game.apply(0, "hunt scavenger+net")  # hunt 1 + 2 = 3 food
    pass_windows(game)
    assert game.view(0).seats[0].food == 3
    assert "hire scrappers" not in legal(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert "hire scrappers" in legal(game, 0)
    game.apply(0, "hire scrappers")
    pass_windows(game)
    assert "scrappers" in zone_kinds(game, "0:discard")


def test_x17_a_cargo_sleds_first_kept_card_may_be_junk_and_the_second_must_be_a_tool_or_medicine() -> None:
    """X-17: "That dig may keep 1 extra card, which must be a **tool or medicine**. The first kept
    card may be of any type" [003:224-227]: junk and pills may be kept, junk and a refugee not."""
    game = new(
        3, {"recon4"}, players=[{"hand": ["scavenger", "cargo_sled"]}], junkyard=["junk", "refugee", "pills", "net"]
    )
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    options = legal(game, 0)
    assert "keep junk pills" in options or "keep pills junk" in options, options
    assert "keep junk refugee" not in options
    assert "keep refugee junk" not in options
    assert refuses(game, 0, "keep junk refugee")
    game.apply(0, "keep junk pills" if "keep junk pills" in options else "keep pills junk")
    pass_windows(game)
    assert {"junk", "pills"} <= set(zone_kinds(game, "0:hand")) | set(zone_kinds(game, "0:discard"))


# ---------------------------------------------------------------------------------------------
# V-4 "round" effects once per solo turn: the build


def test_h5_v4_one_build_a_solo_turn_and_another_the_next_turn() -> None:
    """H-5 "At most one schematics dig (build) per round"; V-4 "Building timers and other 'round'
    effects tick once per turn": a second build in the same solo turn is refused, and the next
    turn the build is open again."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=HQ2,
            scenario={
                "round": 2,
                "players": [
                    {"hand": ["engineer", "engineer"], "deck": ["engineer", "engineer", "junk", "junk", "junk"]}
                ],
                "schematics": ["bunker", "armory", "pharmacy", "hydroponic_gardens"],
            },
        )
    )
    game.apply(0, "build engineer")
    pass_windows(game)
    while now(game).kind != "turn":
        game.apply(0, next(t for t in legal(game, 0) if t.startswith("keep") and t != "keep none"))
    assert not any(t.startswith("build") for t in legal(game, 0))
    assert refuses(game, 0, "build engineer")
    game.apply(0, "end")
    if now(game).kind == "engage":
        game.apply(0, "pass")
    assert now(game).kind == "turn"
    assert "engineer" in zone_kinds(game, "0:hand")
    assert any(t.startswith("build") for t in legal(game, 0))


# ---------------------------------------------------------------------------------------------
# X-19 with H-13 and H-11: the map's "different action type"


def test_x19_h13_an_engineer_mapped_back_from_a_junkyard_dig_may_then_build() -> None:
    """H-13: an engineer that dug the junkyard "cannot then take part in the build that round (one
    action per card)"; H-5 the build is "a separate action from the junkyard dig"; X-19 a map lets
    the member "take part in a **different** action type" [003:273]."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[{"hand": ["engineer", "map"]}],
        junkyard=["junk", "net", "pills"],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "dig engineer")
    pass_windows(game)
    game.apply(0, "keep net")
    pass_windows(game)
    assert not any(t.startswith("build") for t in legal(game, 0))
    game.apply(0, "map engineer")
    pass_windows(game)
    assert "build engineer" in legal(game, 0)
    assert not any(t.startswith("dig") for t in legal(game, 0))


def test_x19_h11_a_worker_mapped_back_may_repair_a_disabled_building() -> None:
    """X-19: the returned member "may then take part in a **different** action type"; H-11 repair
    (playing 1 tribe member on a disabled building) is its own action, not work on a timer. The
    fix that stops a second work must not stop a repair."""
    game = new(
        3,
        HQ4 | {"recon5"},
        players=[
            {
                "hand": ["scavenger", "map"],
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "timer": ["junk"] * 3},
                    {"building": "armory", "disabled": True},
                ],
            },
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "repair armory scavenger" in legal(game, 0)


# ---------------------------------------------------------------------------------------------
# L-17 / L-12 a wound mid-round, then healing


def test_l17_l12_a_ranger_wounded_in_gathering_gives_no_hunt_until_healed_on_her_own_turn() -> None:
    """L-17: "A wound takes effect **immediately**. All always-on effects stop"; L-10 the Ranger's
    refugees hunt 1; L-12 healing "on her own RG turn, the owner spends **1 med**": after the heal
    the refugee hunts again that same turn."""
    game = new(
        3,
        HQ4,
        players=[
            {"hand": ["sniper_team"], "leader": "leader_mentor"},
            {"hand": ["refugee", "pills"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
    )
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)
    game.apply(0, "end")
    while now(game).seat != 1 or now(game).kind != "turn":
        d = now(game)
        game.apply(d.seat, "pass" if d.kind in ("respond", "save") else "end")
    assert "hunt refugee" not in legal(game, 1)
    game.apply(1, "heal pills")
    pass_windows(game)
    assert "hunt refugee" in legal(game, 1)


# ---------------------------------------------------------------------------------------------
# F-6 the Masons count Recon buildings too


def test_f6_the_masons_count_completed_recon_buildings() -> None:
    """F-6: "Count buildings that are complete and **not disabled** at game end"; X-32 the schematics
    pile holds the 12 HQ buildings plus the 6 Recon buildings: a completed scout tower and
    portable decoys are 2 buildings against 1 bunker."""
    game = new(
        3,
        HQ2 | {"recon3"},
        round=15,
        contested=["grenade"],
        players=[
            {"hand": ["junk"], "buildings": [{"building": "scout_tower"}, {"building": "portable_decoys"}]},
            {"hand": ["junk"], "buildings": [{"building": "bunker"}]},
            {"hand": ["junk"]},
        ],
    )
    result = play_out(game)
    assert "gang_masons" in result.scores[0].gangs, result.scores


# ---------------------------------------------------------------------------------------------
# X-19 "No action type may be repeated": across two maps, and only within the round


def test_x19_two_maps_never_let_a_member_work_twice_in_a_round() -> None:
    """X-19: "No action type may be repeated"; H-4 work is "a free action, not limited by the
    once-per-round rule, but each worker is one card". A scavenger that worked, came back, hunted
    and came back again with a second map has still worked this round: it may not work again."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[
            {
                "hand": ["scavenger", "map", "map", "spear"],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 4}],
            }
        ],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    assert "map scavenger" in legal(game, 0)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:hand")
    assert building(game, 0, "bunker").timer == 3
    assert refuses(game, 0, "work bunker scavenger")
    assert building(game, 0, "bunker").timer == 3
    assert "draw scavenger" in legal(game, 0)


def test_x19_h4_a_worker_mapped_back_works_again_in_the_next_round() -> None:
    """X-19 forbids repeating an action type "this same round" [003:273-274]; H-4 work is possible
    on every own RG turn after placement. The next round the same scavenger works again."""
    game = new(
        3,
        HQ2 | {"recon5"},
        players=[
            {
                "hand": ["scavenger", "map"],
                "deck": [],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 4}],
            },
            {"hand": ["pills"], "deck": ["pills"] * 5},
            {"hand": ["spear"], "deck": ["net", "net", "spear", "spear", "medkit"]},
        ],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert refuses(game, 0, "work bunker scavenger")
    start = game.round
    while game.round == start:
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    while now(game).kind != "turn" or now(game).seat != 0:
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    # the round's draw reshuffled her discard pile (the map, the junk the work and the tick removed)
    assert "scavenger" in zone_kinds(game, "0:hand")
    assert "work bunker scavenger" in legal(game, 0)


# ---------------------------------------------------------------------------------------------
# V-4 attrition on the reshuffle a demolition's top-up makes


def test_v4_h9_a_solo_demolition_top_up_that_reshuffles_loses_one_card_to_attrition() -> None:
    """V-4: "applying **attrition after every reshuffle** of the discard, including mid-turn
    reshuffles during a draw action or timer placement" [003:333]; H-9 the owner "draws cards
    from her own deck ... to bring the timer back to the building's full build time", then the
    team's player draws 2. One reshuffle of 8 cards: 1 removed, 4 to the timer, 2 drawn."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=HQ2 | {"recon4"},
            scenario={
                "round": 3,
                "players": [
                    {
                        "hand": ["demolition_team"],
                        "deck": [],
                        "discard": ["junk", "junk", "junk", "pills", "pills", "net", "net", "spear"],
                        "buildings": [{"building": "bunker", "timer": ["junk"]}],
                    }
                ],
            },
        )
    )
    removed_before = len(zone_kinds(game, "0:removed"))
    demolish = [t for t in legal(game, 0) if t.startswith("demolish")]
    assert demolish, legal(game, 0)
    game.apply(0, demolish[0])
    pass_windows(game)
    assert building(game, 0, "bunker").timer == 5
    assert len(zone_kinds(game, "0:removed")) - removed_before == 1
    assert len(zone_kinds(game, "0:hand")) == 2


# ---------------------------------------------------------------------------------------------
# H-7 / H-8 on an empty hand: the turn is still hers


def test_h7_h8_a_player_with_an_empty_hand_may_retrieve_and_hire_with_garden_food() -> None:
    """H-7: retrieve "from any building on the owner's own turn"; H-8 the garden's food "is usable
    alone [000:729]". An empty hand does not take the gathering turn away: she may retrieve her
    stored brawler and hire a scavenger with the garden's 1 food."""
    game = new(
        3,
        HQ2,
        players=[
            {"hand": ["junk"]},
            {
                "hand": [],
                "buildings": [{"building": "hydroponic_gardens"}, {"building": "bunker", "stored": ["brawler"]}],
            },
            {"hand": ["junk"]},
        ],
    )
    game.apply(0, "end")
    game.apply(0, "commit none")
    assert now(game).kind == "turn"
    assert now(game).seat == 1
    assert "retrieve bunker brawler" in legal(game, 1)
    assert "hire scavenger" in legal(game, 1)


# ---------------------------------------------------------------------------------------------
# Once-a-round limits survive a saved and reloaded game (the worker fix's own check, for the rest)


def _reload(game: sc.Game) -> sc.Game:
    return sc.Game.from_json(game.to_json())


def test_h5_a_reloaded_game_remembers_the_rounds_build() -> None:
    """H-5: "At most **one schematics dig (build)** per round", "A build dig that keeps no building
    still uses up the round's build", also in a game saved and loaded mid-round."""
    game = new(3, HQ2, players=[{"hand": ["engineer", "engineer"]}], schematics=["bunker", "armory", "pharmacy"])
    game.apply(0, "build engineer")
    pass_windows(game)
    game.apply(0, "keep none")
    pass_windows(game)
    game = _reload(game)
    assert not any(t.startswith("build") for t in legal(game, 0))
    assert refuses(game, 0, "build engineer")


def test_x7_a_reloaded_game_remembers_a_used_scout_tower() -> None:
    """X-7: "Once per tower per round" [003:208-212], also after a save and load."""
    game = new(
        3,
        HQ2 | {"recon3"},
        players=[{"hand": ["junk", "junk"], "buildings": [{"building": "scout_tower"}]}],
    )
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    game = _reload(game)
    assert not any(t.startswith("tower") for t in legal(game, 0))


def test_l14_a_reloaded_game_remembers_the_swindlers_use() -> None:
    """L-14: "Once per turn (on the owner's hire)", also after a save and load."""
    game = new(
        3,
        sc.hq_modules(3) | {"recon1"},
        players=[
            {"hand": ["refugee", "refugee", "refugee", "scavenger", "net"], "leader": "leader_swindler"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
    )
    assert "lead refugee" in legal(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    game = _reload(game)
    assert not any(t.startswith("lead") for t in legal(game, 0))


def test_l3_a_reloaded_game_remembers_the_mentors_use() -> None:
    """L-3 / L-16: a once-per-round leader ability ("Both remain once per round"), also after a save
    and load."""
    game = new(
        3,
        sc.hq_modules(3),
        players=[
            {"hand": ["refugee", "refugee", "scavenger", "brawler"], "leader": "leader_mentor"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
    )
    mentor = [t for t in legal(game, 0) if t.startswith("lead refugee")]
    assert mentor, legal(game, 0)
    game.apply(0, mentor[0])
    pass_windows(game)
    game = _reload(game)
    assert not any(t.startswith("lead") for t in legal(game, 0))


def test_l15_a_reloaded_game_remembers_the_yardmasters_use() -> None:
    """L-15 / ED-20: the Yardmaster once a round, also after a save and load."""
    game = new(
        3,
        sc.hq_modules(3) | {"recon5"},
        players=[
            {"hand": ["junk"], "leader": "leader_yardmaster"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_butcher"},
        ],
        junkyard=["net", "pills", "spear"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    pass_windows(game)
    game = _reload(game)
    assert not any(t.startswith("yard") for t in legal(game, 0))


# ---------------------------------------------------------------------------------------------
# A used card drawn back the same round (R-6 reshuffles cards discarded this turn) stays used:
# H-4, X-24 and X-4 with "Each card may be used for only one action per round" (RULINGS 1.4)


def test_h4_x12_a_worker_a_drill_sergeant_draws_back_takes_no_other_action_that_round() -> None:
    """H-4: "Workers take no other action that round and are discarded at once" [000:596] "may not
    take any other actions that round"; X-12 the drill sergeant shuffles up to 2 discards into the
    deck and draws 2. The scavenger that worked is drawn back, but may not work, dig, hunt or be
    committed this round (only the map is an exception, X-19)."""
    game = new(
        3,
        HQ2 | {"recon3"},
        players=[
            {
                "hand": ["scavenger", "drill_sergeant"],
                "deck": [],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 4}],
            }
        ],
    )
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:hand")
    assert not any("scavenger" in t for t in legal(game, 0)), legal(game, 0)
    game = _reload(game)  # saved and loaded, the game still knows the scavenger has worked
    assert not any("scavenger" in t for t in legal(game, 0)), legal(game, 0)
    assert refuses(game, 0, "work bunker scavenger")
    assert refuses(game, 0, "hunt scavenger")
    game.apply(0, "end")
    assert "commit scavenger" not in legal(game, 0)


def test_x24_a_spy_that_spied_and_was_drawn_back_lends_no_fight_that_round() -> None:
    """X-24: "A spy card that spies this round takes no standard use (no modifier, no fight) this
    round"; [003:68] the spy is discarded and its owner draws 1, which with an empty deck reshuffles
    the spy itself (R-6). Drawn back, it may not be committed to lend its +2 fight (X-14)."""
    game = new(
        3, {"recon1"}, players=[{"hand": ["spy", "brawler"], "deck": []}, {"hand": ["brawler"]}, {"hand": ["junk"]}]
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert "spy" in zone_kinds(game, "0:hand")
    assert not any(t.startswith("spy") for t in legal(game, 0))
    game.apply(0, "end")
    assert now(game).kind == "commit"
    assert not any("spy" in t for t in legal(game, 0)), legal(game, 0)


def test_x4_a_scouting_refugee_drawn_back_by_its_own_cancel_cannot_cancel_again() -> None:
    """X-4: "The cancelling card is discarded and its owner draws 1"; with an empty deck that draw
    reshuffles the scouting refugee itself (R-6). It has been used this round (RULINGS 1.4 "Each card
    may be used for only one action per round"), so a second spy on the same hand finds no cancel."""
    game = new(
        3,
        {"recon1"},
        players=[{"hand": ["spy", "spy"]}, {"hand": ["scouting_refugee"], "deck": []}, {"hand": ["junk"]}],
    )
    game.apply(0, "spy 1:hand")
    assert "cancel scouting_refugee" in legal(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert zone_kinds(game, "1:hand") == ["scouting_refugee"]
    game.apply(0, "spy 1:hand")
    assert now(game).seat == 1
    assert legal(game, 1) == ["pass"]


# ---------------------------------------------------------------------------------------------
# L-5 / L-6 the victim comes from hand; L-7 the Fanatic's targets are persons, tools, medicine


@pytest.mark.parametrize("leader", ["leader_butcher", "leader_cannibal"])
def test_l5_l6_the_victim_comes_from_hand_not_from_the_bunker(leader: str) -> None:
    """L-5 / L-6: "remove from play 1 of her own tribe members **from hand**" (L-6 *Why*: "The victim
    comes from hand because a card must be 'played'"). Tribe members stored in her bunker are not
    offered; the scavenger in her hand is."""
    game = new(
        3,
        sc.hq_modules(3),
        players=[
            {
                "hand": ["junk", "scavenger"],
                "leader": leader,
                "buildings": [{"building": "bunker", "stored": ["brawler", "refugee"]}],
            },
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {"hand": ["junk"], "leader": "leader_ranger"},
        ],
    )
    assert [t for t in legal(game, 0) if t.startswith("lead")] == ["lead scavenger"]
    assert refuses(game, 0, "lead brawler")
    assert zone_kinds(game, "0:removed") == []


def test_l7_the_fanatic_cannot_strike_binoculars_an_instant_in_a_hunt() -> None:
    """L-7: "Target: one card (person, tool or medicine) in the opponent's current declaration"
    [000:713-715]. Binoculars that join a hunt are an instant [003:31], none of the three: the
    Fanatic may strike the scavenger or its spear, not the binoculars."""
    game = new(
        3,
        sc.hq_modules(3) | {"recon1"},
        players=[
            {"hand": ["scavenger", "binoculars", "spear"], "leader": "leader_mentor"},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {"hand": ["junk"], "leader": "leader_ranger"},
        ],
    )
    game.apply(0, "hunt scavenger+spear binoculars")
    assert now(game).seat == 1
    strikes = [t for t in legal(game, 1) if t.startswith("lead")]
    assert sorted(strikes) == ["lead refugee 0:scavenger", "lead refugee 0:spear"]
    assert refuses(game, 1, "lead refugee 0:binoculars")


# ---------------------------------------------------------------------------------------------
# with five players: the order wraps, a guard answers only for its owner


def test_x4_x6_five_players_the_cancel_window_wraps_and_only_the_spied_players_guard_may_cancel() -> None:
    """X-4: "any player may cancel it with a scouting refugee. A guard may cancel too, but only if the
    recon targets that guard owner's cards"; "The order is clockwise from the active player's left.
    The first cancel ends the window"; "The cancelling card is discarded and its owner draws 1. The
    cancelled spy is discarded and its owner still draws 1" [003:28-35,63-91,120-124]. Seat 3 spies
    on seat 1: seats 4, 0, 1, 2 are asked in that order; seat 0's guard is not offered; seat 1's
    guard cancels and seat 2 is never asked."""
    players = [
        {"hand": ["guard", "scouting_refugee"], "deck": ["pills"]},
        {"hand": ["guard"], "deck": ["medkit"]},
        {"hand": ["scouting_refugee"]},
        {"hand": ["spy"], "deck": ["net"]},
        {"hand": ["junk"]},
    ]
    game = new(5, {"recon1", "recon2"}, players=players, initiator=3)
    game.apply(3, "spy 1:hand")
    asked = []
    while now(game).kind == "respond" and now(game).seat != 1:
        d = now(game)
        asked.append(d.seat)
        if d.seat == 0:
            assert legal(game, 0) == ["pass", "cancel scouting_refugee"]
        game.apply(d.seat, "pass")
    assert asked == [4, 0]
    assert "cancel guard" in legal(game, 1)
    game.apply(1, "cancel guard")
    assert not (now(game).kind == "respond" and now(game).seat == 2)
    assert zone_kinds(game, "1:hand") == ["medkit"]
    assert zone_kinds(game, "3:hand") == ["net"]
    assert "spy" in zone_kinds(game, "3:discard")
    assert "guard" in zone_kinds(game, "1:discard")
    assert not [k for k in game.view(3).knowledge if k.source == "spy"]


# ---------------------------------------------------------------------------------------------
# X-19 with L-2: a leader's bonus is spent with the action it joined


def test_x19_l2_a_peacemaker_bonus_stays_with_the_dig_a_mapped_back_digger_hunts_without_it() -> None:
    """L-2: the Peacemaker's bonus "attaches, like a modifier, to another tribe member"; X-19 "its
    tool and modifiers stay discarded". The scavenger digs 1 + 2 = 3 cards; brought back by the
    map it hunts for its own 1, not 3."""
    game = new(
        3,
        sc.hq_modules(3) | {"recon5"},
        players=[
            {"hand": ["refugee", "scavenger", "map"], "leader": "leader_peacemaker"},
            {"hand": ["junk"], "leader": "leader_ranger"},
            {"hand": ["junk"], "leader": "leader_butcher"},
        ],
        junkyard=["junk", "net", "pills", "spear", "medkit"],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "dig scavenger")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game.apply(0, "keep net")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1


# ---------------------------------------------------------------------------------------------
# X-13 with I-6: the drill sergeant's skirmish cards stay out of the skirmish


def test_x13_i6_a_medic_a_drill_sergeant_draws_in_the_skirmish_cannot_save() -> None:
    """X-13: the cards a drill sergeant draws in the skirmish "go to hand, **cannot** join the force";
    I-6 "During the **skirmish**, only cards in the player's revealed force may be used". A medic so
    drawn does not save the brawler an opponent's sniper then hits."""
    players = [
        {"hand": ["drill_sergeant", "brawler"], "deck": ["medic", "sniper_team"]},
        {"hand": ["brawler", "sniper_team"], "deck": ["junk"]},
        {"hand": ["junk"]},
    ]
    game = new(3, {"recon3"} | sc.hq_modules(1), players=players)
    end_gathering(game, {0: "commit brawler drill_sergeant", 1: "commit brawler sniper_team"})
    assert now(game).kind == "skirmish"
    assert now(game).seat == 0
    game.apply(0, "drill drill_sergeant")
    assert sorted(zone_kinds(game, "0:hand")) == ["medic", "sniper_team"]
    assert now(game).kind == "skirmish"
    assert now(game).seat == 1
    game.apply(1, "snipe 0:brawler")
    while (d := game.view(None).decision) is not None and game.round == 3:
        assert not (d.kind == "save" and d.seat == 0 and "save medic" in legal(game, 0))
        game.apply(d.seat, "pass")
    won = [e.seat for e in game.log(None) if e.round == 3 and e.type.value == "skirmish_won"]
    assert won == [1]


# ---------------------------------------------------------------------------------------------
# The solo game: "round" limits are per turn, and the skirmish closes the buildings


def _solo(modules: Any, player: dict[str, Any], **table: Any) -> sc.Game:
    scenario: dict[str, Any] = {"players": [player], "opponents": [["junk"], ["spear", "spear"]], **table}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset(modules), scenario=scenario))


def test_h7_v4_no_retrieve_once_a_solo_engagement_has_begun() -> None:
    """H-7: retrieve "never once the skirmish phase has begun"; V-4 step 4 the skirmish starts when
    she engages a force, "by committing cards from hand". Before the engagement the bunker opens;
    once engaged, only the hand may be committed and the bunker stays shut."""
    game = _solo(HQ2, {"hand": ["brawler", "junk"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]})
    assert "retrieve bunker thugs" in legal(game, 0)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert now(game).kind == "commit"
    assert not any("thugs" in t for t in legal(game, 0))
    assert refuses(game, 0, "retrieve bunker thugs")


def test_l14_v4_the_swindler_is_once_a_solo_turn_and_back_the_next_turn() -> None:
    """L-14: "Once per turn (on the owner's hire)" [003:279]; V-4 each solo turn is a round. Used
    on one turn, the Swindler is refused for the rest of it and offered again on the next."""
    game = _solo(
        sc.hq_modules(3) | {"recon5"},
        {
            "hand": ["refugee", "refugee", "scavenger", "net", "junk"],
            "deck": ["refugee", "scavenger", "net", "junk", "pills"],
            "leader": "leader_swindler",
        },
    )
    game.apply(0, "lead refugee")
    assert not any(t.startswith("lead") for t in legal(game, 0))
    assert refuses(game, 0, "lead refugee")
    game.apply(0, "end")
    if now(game).kind == "engage":
        game.apply(0, "pass")
    assert now(game).kind == "turn"
    assert "refugee" in zone_kinds(game, "0:hand")
    assert "lead refugee" in legal(game, 0)


# ---------------------------------------------------------------------------------------------
# X-18 combat medics saving in RG from the committed force


def test_x18_combat_medics_saving_in_gathering_from_the_force_are_discarded_and_leave_it() -> None:
    """X-18: combat medics "may **save**: in RG from hand or committed cards, after which they are
    discarded" (only in the skirmish do they stay and still fight); I-4 any player may save, the
    window running clockwise from the target's owner. Seat 0's committed combat medics save seat
    1's hunter from seat 2's sniper: they are discarded and the force is down to the brawler."""
    players = [
        {"hand": ["combat_medics", "brawler"]},
        {"hand": ["scavenger", "spear"]},
        {"hand": ["sniper_team", "junk"]},
    ]
    game = new(3, {"recon4"}, players=players)
    game.apply(0, "end")
    game.apply(0, "commit brawler combat_medics")
    game.apply(1, "hunt scavenger+spear")
    assert now(game).seat == 2
    game.apply(2, "snipe 1:scavenger")
    asked = []
    while now(game).kind == "save" and now(game).seat != 0:
        asked.append(now(game).seat)
        game.apply(now(game).seat, "pass")
    assert asked == [2]
    assert "save combat_medics" in legal(game, 0)
    game.apply(0, "save combat_medics")
    pass_windows(game)
    assert zone_kinds(game, "0:committed") == ["brawler"]
    assert zone_kinds(game, "0:discard") == ["combat_medics"]
    assert game.view(None).seats[0].committed_count == 1


# ---------------------------------------------------------------------------------------------
# X-22 tear gas works only from the force


def test_x22_tear_gas_kept_in_hand_is_no_use_in_the_skirmish() -> None:
    """X-22: "Tear gas works only from the force"; I-6 in the skirmish "only cards in the player's
    revealed force may be used". Seat 0 keeps her tear gas in hand and commits a brawler against a
    brawler: she is offered no gas, and the equal forces deadlock (S-1)."""
    game = new(3, {"recon4"}, players=[{"hand": ["tear_gas", "brawler"]}, {"hand": ["brawler"]}, {"hand": ["junk"]}])
    end_gathering(game, {0: "commit brawler", 1: "commit brawler"})
    while game.round == 3:
        d = now(game)
        assert not (d.seat == 0 and any(t.startswith("gas") for t in legal(game, 0))), legal(game, 0)
        game.apply(d.seat, "pass")
    assert skirmish_outcome(game, 3) is None


def test_x25_a_map_brings_back_no_medic_spent_as_meds_in_a_hire() -> None:
    """X-25: "The map returns a tribe member used in a standard action (dig, draw, hunt, build,
    work)"; a hire is not among them, and medics paid into it were spent as medicine (R: meds
    "need no person to carry them" [000:408-410]). No map is offered after the hire."""
    game = new(
        3,
        sc.hq_modules(1) | {"recon5"},
        players=[{"hand": ["medic", "medic", "map"]}, {"hand": ["refugee"]}, {"hand": ["junk"]}],
    )
    game.apply(0, "hire hunter pay medic medic")
    pass_windows(game)
    assert "hunter" in zone_kinds(game, "0:discard")
    assert not any(t.startswith("map") for t in legal(game, 0))
    assert refuses(game, 0, "map medic")


def test_x4_a_scouting_refugee_in_the_bunker_cancels_a_spy_for_a_player_with_an_empty_hand() -> None:
    """X-4: "A cancel may come from hand, committed cards or the bunker"; H-7 the bunker may be
    opened during other players' turns. Seat 2 holds no card, only a scouting refugee stored in her
    bunker: she is asked, takes it out and cancels seat 0's spy on seat 1; she draws 1, and the spy
    is discarded and its owner still draws 1 [003:75]."""
    game = new(
        3,
        HQ2 | {"recon1"},
        players=[
            {"hand": ["spy"], "deck": ["net"]},
            {"hand": ["junk"]},
            {"hand": [], "deck": ["pills"], "buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}]},
        ],
    )
    game.apply(0, "spy 1:hand")
    game.apply(1, "pass")
    assert now(game).seat == 2
    assert "retrieve bunker scouting_refugee" in legal(game, 2)
    game.apply(2, "retrieve bunker scouting_refugee")
    assert "cancel scouting_refugee" in legal(game, 2)
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert zone_kinds(game, "2:hand") == ["pills"]
    assert zone_kinds(game, "2:discard") == ["scouting_refugee"]
    assert zone_kinds(game, "0:hand") == ["net"]
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert not [k for k in game.view(0).knowledge if k.source == "spy"]
