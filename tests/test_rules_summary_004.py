"""An independent audit of the engine against the third-party rules summary of the base game, HQ
and Recon (`shared/rules/004_*.txt`, cited as [004:LINE]), written from the summary's words
through the public API only (scenarios, notation, ``legal_actions``, ``view``, ``log``,
``zones``, ``score``, ``result``).

The summary only confirms: each docstring also cites the official rulebook line ([000:LINE]
for base + HQ 2015, [003:LINE] for Recon) or the RULINGS.md ID that the claim agrees with.
Where the summary disagrees with the official rules (the initiator in rounds 1-3, what ends
the game, keeping no building, work on one building), the test checks the official rule and
says so.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_windows, zone_counter, zone_kinds
from scavengers.engine.core.events import EventType

HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})
ALL_RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
REFUSED = (sc.IllegalAction, sc.InvalidAction)
QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
CR = ["grenade", "wolf_pack", "field_crew"]


# ---------------------------------------------------------------------------------------------
# helpers


def new(seats: int = 3, modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked table (seed 0). With leaders in play, every seat given none gets a quiet one."""
    seed = scenario.pop("seed", 0)
    variants = scenario.pop("variants", frozenset())
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules and "leader_draft" not in variants:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            p.setdefault("leader", spare.pop(0))
    scenario.setdefault("initiator", 0)
    config = sc.GameConfig(
        players=seats, seed=seed, modules=modules, variants=variants, scenario={"players": players, **scenario}
    )
    return sc.Game.new(config)


def legal(game: sc.Game, seat: int) -> list[str]:
    return [str(a) for a in game.legal_actions(seat)]


def decision(game: sc.Game) -> sc.Decision | None:
    return game.view(None).decision


def end_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat still to act this round ends its turn, commits as given (default nothing) and
    passes every window and skirmish opportunity."""
    commits = commits or {}
    start = game.round
    while not game.over and game.round == start:
        d = decision(game)
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        elif d.kind in ("respond", "save", "skirmish"):
            game.apply(d.seat, "pass")
        else:
            raise AssertionError(f"unexpected decision {d}")


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its gathering turn and commits as given, stopping at the skirmish."""
    start = game.round
    while game.round == start and (d := decision(game)) is not None and d.kind in ("turn", "commit", "respond", "save"):
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


def pass_skirmish(game: sc.Game, start: int = 3) -> None:
    while not game.over and game.round == start and (d := decision(game)) is not None:
        assert d.kind in ("skirmish", "save", "respond"), d
        game.apply(d.seat, "pass")


def fight(
    forces: list[list[str]], modules: frozenset[str] = frozenset(), contested: list[str] | None = None, **more: Any
) -> sc.Game:
    """Round 3: each seat holds and commits ``forces[seat]``; everyone passes in the skirmish."""
    players = [{"hand": list(f)} for f in forces]
    for seat, extra in more.pop("extra", {}).items():
        players[seat].update(extra)
    game = new(len(forces), modules, round=3, players=players, contested=contested or list(CR), **more)
    to_skirmish(game, {s: "commit " + " ".join(f) for s, f in enumerate(forces) if f})
    pass_skirmish(game)
    return game


def totals(game: sc.Game) -> dict[int, tuple[int, ...]]:
    events = [e for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS]
    last = events[-1].round
    return {e.seat: tuple(e.values) for e in events if e.round == last and e.seat is not None}


def winner(game: sc.Game) -> int | None:
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def owned(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


# =============================================================================================
# Setup [004:31-47]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_starter_deck_is_4_refugees_3_scavengers_brawler_spear_shovel(players: int) -> None:
    """[004:33] "an identical starter deck of 10 cards: 4 refugee cards, 3 scavenger cards, 1
    brawler card, 1 spear card, and 1 shovel card ... Remove any leftover refugee cards from the
    game"; [000:95-107]. The leftover refugees are in no pile a player can reach."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=3))
    zones = game.zones()
    for seat in range(players):
        deck = Counter(c.kind for z in (f"{seat}:hand", f"{seat}:deck") for c in zones[z])
        assert deck == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
    shared = [name for name in zones if name in ("junkyard", "contested") or name.startswith("market")]
    assert not any(c.kind == "refugee" for name in shared for c in zones[name])


def test_setup_eight_face_up_mercenary_stacks_by_type() -> None:
    """[004:39] "Sort the mercenaries into 8 separate decks, by mercenary type, and place the decks
    faceup"; [000:107] lists them: scavenger, brawler, hunter, saboteur, scout, group leaders,
    sniper team, thugs."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=5))
    kinds = [kind for kind, _ in game.view(None).market]
    assert sorted(kinds) == sorted(
        ["scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"]
    )


def test_two_players_remove_two_cards_of_each_kind_from_the_junkyard() -> None:
    """[004:45] "Remove 2 cards of each kind from the junkyard"; [000:113]; RULINGS V-1 and R-0
    (the starter spears and shovels come out of the pool first)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=4))
    assert zone_counter(game, "junkyard") == {
        "junk": 5,
        "multitool": 2,
        "net": 2,
        "spear": 2,
        "pickaxe": 2,
        "shovel": 2,
        "medkit": 4,
        "pills": 7,
    }


def test_two_players_the_round_three_initiator_does_not_peek() -> None:
    """[004:45] "Eliminate all contested resources peeking"; [000:114]; RULINGS V-3."""
    game = new(2, round=2, initiator=1, contested=["grenade", "field_crew"])
    end_round(game)
    assert game.round == 3
    assert game.view(1).peeked is None
    assert not [k for k in game.view(1).knowledge if k.zone == "contested"]


def test_two_players_a_win_by_one_is_a_tie_and_the_resource_goes_into_the_junkyard() -> None:
    """[004:47] "Skirmishes must be won by 2. If not, place the contested resource on top of the
    junkyard and then shuffle the junkyard. The number of tribe members in a skirmish is no
    longer relevant"; [000:115-116]; RULINGS V-2. Scout + tribe family (fight 2, 6 people)
    against a scavenger (fight 1, 1 person): a margin of 1, however many more people, is a tie."""
    game = fight([["scout", "tribe_family_5"], ["scavenger"]], contested=["grenade", "sled_team"])
    assert totals(game)[0][1] - totals(game)[1][1] == 1
    assert winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert zone_kinds(game, "contested") == ["sled_team"]


# =============================================================================================
# Game round [004:49-71]


def test_the_initiator_keeps_the_card_in_rounds_one_to_three() -> None:
    """[004:71] lists "The initiator passes the initiator card to the player on their left" as a
    step of every round; the official rule [000:146] (RULINGS ED-1) keeps the card with the
    first player for rounds 1-3. The 2015 rule is checked: 004 disagrees here."""
    game = new(4, round=1, initiator=2, contested=["grenade", "field_crew"])
    end_round(game)
    assert (game.round, game.view(None).initiator) == (2, 2)
    end_round(game)
    assert (game.round, game.view(None).initiator) == (3, 2)
    end_round(game)
    assert (game.round, game.view(None).initiator) == (4, 3)


def test_no_skirmish_and_no_commit_in_round_two() -> None:
    """[004:65] "SKIRMISH (Starts on round 3)"; [000:144-146]; RULINGS R-1 (no commitment step in
    rounds 1-2)."""
    game = new(3, round=2, players=[{"hand": ["thugs", "grenade"]}], contested=["grenade", "field_crew"])
    kinds = []
    while game.round == 2:
        d = decision(game)
        assert d is not None
        kinds.append(d.kind)
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    assert "commit" not in kinds
    assert game.view(None).contested_count == 2
    assert not any(e.type is EventType.SKIRMISH_TOTALS for e in game.log(None))


def test_the_announced_skirmish_count_may_include_cards_that_cannot_fight() -> None:
    """[004:61] "announce how many of your cards will remain for the skirmish, keeping them
    facedown (you may bluff by including cards that cannot be used in the skirmish)";
    [000:158-162]."""
    game = new(3, round=3, players=[{"hand": ["junk", "pills", "refugee"]}], contested=list(CR))
    game.apply(0, "end")
    game.apply(0, "commit junk pills refugee")
    assert game.view(1).seats[0].committed_count == 3
    assert game.view(1).seats[0].force is None


# =============================================================================================
# Resource gathering [004:73-125]


def test_dig_draws_from_the_top_keeps_one_and_returns_the_rest_to_the_bottom() -> None:
    """[004:81] "Draw 1 or more cards from the top of the junkyard deck. You may choose 1 to place
    in your discard pile and return any other cards to the bottom"; [004:83] the number is the
    sum of the dig numbers: scavenger + shovel 3 and brawler 1, so 4; [000:202-206]."""
    game = new(
        3,
        players=[{"hand": ["scavenger", "shovel", "brawler"]}],
        junkyard=["net", "pills", "rifle", "junk", "medkit", "spear"],
    )
    act(game, 0, "dig scavenger+shovel brawler")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills", "rifle"]
    game.apply(0, "keep rifle")
    pile = zone_kinds(game, "junkyard")
    assert pile[:2] == ["medkit", "spear"]
    assert sorted(pile[2:]) == ["junk", "net", "pills"]
    assert zone_kinds(game, "0:discard").count("rifle") == 1


def test_dug_junk_goes_straight_back_to_the_bottom_without_another_dig() -> None:
    """[004:85] "You may immediately discard Junk cards to the bottom of the junkyard (you do not
    get another dig)"; [000:386-388]."""
    game = new(3, players=[{"hand": ["scavenger", "brawler"]}], junkyard=["junk", "net", "pills"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(a.startswith("dig") for a in legal(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "dig brawler")


def test_medicine_alone_pays_a_hire_with_no_person_played() -> None:
    """[004:95] hire "is a free action (no card required)"; [004:99] "Meds come from medicine cards
    that must be played from your hand ... (they do not require an associated person to spend)";
    [000:218] [000:408-410] "rattle the pills" for a hunter."""
    game = new(3, players=[{"hand": ["pills", "refugee"]}])
    assert "hire hunter pay pills" in legal(game, 0)
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    assert game.view(0).hand == ("refugee",)


def test_thugs_take_any_mix_of_food_and_meds_totalling_six() -> None:
    """[004:97] "Thugs can be hired using any combination of food and meds totaling 6 units";
    [000:400-402]. A hunt of 4 (hunter + net) and a medkit (2 meds) make 6; a hunt of 4 and
    pills (1 med) make 5, too few."""
    game = new(3, players=[{"hand": ["hunter", "net", "medkit", "pills"]}])
    act(game, 0, "hunt hunter+net")
    assert "hire thugs pay medkit" in legal(game, 0)
    assert "hire thugs pay pills" not in legal(game, 0)
    act(game, 0, "hire thugs pay medkit")
    assert zone_counter(game, "0:discard")["thugs"] == 1


def test_only_one_mercenary_is_hired_a_round_even_with_food_left() -> None:
    """[004:101] "You may only hire 1 mercenary per round"; [004:89] food pays "a single mercenary
    card"; [000:218]."""
    game = new(3, players=[{"hand": ["hunter", "net", "scavenger", "pills"]}])
    act(game, 0, "hunt hunter+net scavenger")
    act(game, 0, "hire scavenger")
    assert not any(a.startswith("hire") for a in legal(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "hire hunter pay pills")


def test_trash_moves_any_number_of_cards_draws_no_replacement_and_shuffles_the_junkyard() -> None:
    """[004:109] trash "is a free action (no card required). Take any number of cards from your
    hand and add them to the junkyard supply deck. Do not draw cards from your deck to replace
    these cards"; [004:125] "Place them facedown on top of the junkyard and then shuffle the
    entire junkyard deck"; [000:226-228,236]. Over a few seeds the old junkyard cards do not
    keep their order under the trashed ones."""
    orders = set()
    for seed in range(6):
        game = new(
            3,
            seed=seed,
            players=[{"hand": ["junk", "junk", "refugee", "brawler"], "deck": ["scout"]}],
            junkyard=["net", "pills", "rifle", "spear", "medkit"],
        )
        act(game, 0, "trash junk junk refugee")
        assert game.view(0).hand == ("brawler",)
        assert zone_kinds(game, "0:deck") == ["scout"]
        pile = zone_kinds(game, "junkyard")
        assert Counter(pile) == {"junk": 2, "refugee": 1, "net": 1, "pills": 1, "rifle": 1, "spear": 1, "medkit": 1}
        orders.add(tuple(pile))
    assert len(orders) > 1


def test_a_multi_person_card_still_uses_only_one_tool_in_the_skirmish() -> None:
    """[004:117] "a tribe member can use only one tool"; [000:189] "even if that tribe member
    represents multiple people"; [004:133] "All rules related to tool usage also apply to tools
    used as weapons". Thugs (fight 3) with a grenade (+3) and a spear (+2) fight 6, not 8."""
    game = fight([["thugs", "grenade", "spear"], ["brawler"], []])
    assert totals(game)[0][:2] == (1, 6)


def test_a_tool_grants_no_ability_the_card_lacks() -> None:
    """[004:119] "Using a tool does not grant a tribe member an ability that the tribe member
    cannot inherently perform. A card must have a base ability to improve it with a tool";
    [000:240] [000:392]. A brawler has no hunt, so a spear cannot make it hunt."""
    game = new(3, players=[{"hand": ["brawler", "spear"]}])
    assert not any(a.startswith("hunt") for a in legal(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "hunt brawler+spear")


def test_group_leaders_are_no_tool_so_a_refugee_digs_with_a_shovel_and_group_leaders() -> None:
    """[004:121] "Group leaders do not count as a tool when counting equipment limits. A refugee
    combined with a group leader becomes capable of dig or hunt"; [000:440-450]. Refugee (dig 0)
    + shovel (+2) + group leaders (+2) digs 4."""
    game = new(
        3,
        players=[{"hand": ["refugee", "shovel", "group_leaders"]}],
        junkyard=["net", "pills", "junk", "spear", "medkit"],
    )
    act(game, 0, "dig refugee+shovel+group_leaders")
    assert len(game.view(0).looking) == 4


def test_a_tribe_family_enhanced_by_group_leaders_can_hunt() -> None:
    """[004:121] "A tribe family enhanced by a group leader can attack or hunt"; [000:448-450]."""
    game = new(3, players=[{"hand": ["tribe_family_4", "group_leaders"]}])
    act(game, 0, "hunt tribe_family_4+group_leaders")
    assert game.view(None).seats[0].food == 2


# =============================================================================================
# Skirmish [004:127-149]


def test_a_tie_is_broken_by_people_counting_refugees_and_tribe_families() -> None:
    """[004:137] "On a tie, each player sums the number of people involved in the skirmish
    (including refugees and tribe families that may not be directly contributing to the fight
    score) and the player with the most people involved wins"; [000:274]. Brawler + refugee
    (fight 2, 2 people) ties scout + tribe family 3 (fight 2, 4 people)."""
    game = fight([["brawler", "refugee"], ["scout", "tribe_family_3"], []])
    assert totals(game)[0][:2] == totals(game)[1][:2] == (1, 2)
    assert winner(game) == 1


def test_the_won_resource_goes_to_the_winners_discard_unrevealed() -> None:
    """[004:135] "The winning player draws the top card from the contested resources supply pile
    and adds it to their discard pile without revealing it to the other players"; [000:268]."""
    game = fight([["thugs"], ["scout"], []], extra={0: {"deck": ["refugee"] * 5}})
    assert winner(game) == 0
    assert "grenade" in game.view(0).discard_hidden
    assert "grenade" not in game.view(1).seats[0].discard
    assert game.view(1).seats[0].discard_hidden_count == 1


def test_a_gathering_saboteur_and_the_disarmed_tool_are_both_discarded() -> None:
    """[004:143] a saboteur "prevent[s] one another player from using a single tool card";
    [004:149] "If played during the resource gathering phase, the saboteur ... card is discarded
    after use"; [000:300-302] (the tool is discarded)."""
    game = new(3, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["saboteur"]}, {}])
    game.apply(0, "hunt scavenger+spear")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert zone_kinds(game, "1:discard") == ["saboteur"]
    assert "spear" in zone_kinds(game, "0:discard")
    assert game.view(None).seats[0].food == 1


def test_one_sniper_team_hits_a_single_person_card_in_a_multiplayer_skirmish() -> None:
    """[004:145] a sniper team "force[s] one another player to discard a single person card";
    [000:316] "the sniper can target only one single opponent's card (rather than one card per
    opponent)"."""
    game = new(
        3,
        round=3,
        players=[{"hand": ["sniper_team", "scout"]}, {"hand": ["brawler"]}, {"hand": ["brawler"]}],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit sniper_team scout", 1: "commit brawler", 2: "commit brawler"})
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    if (d := decision(game)) is not None and d.seat == 0 and d.kind == "skirmish":
        assert not any(a.startswith("snipe") for a in legal(game, 0))
        game.apply(0, "pass")
    pass_skirmish(game)
    assert totals(game)[2][:2] == (1, 2)
    assert totals(game)[0] == (1, 2, 3)  # the sniper that acted does not fight but counts people
    assert winner(game) == 0


# =============================================================================================
# Winning [004:151-157]


def test_a_deadlocked_last_resource_still_ends_the_game() -> None:
    """[004:153] "When the final contested resource card has been won, the game ends"; the
    official rule is "When the contested resource pile has been depleted" [000:140,170] (RULINGS
    ED-2): a last resource lost to a deadlock ends the game too. 004 disagrees; the official
    rule is checked."""
    game = fight([["brawler"], ["brawler"], []], contested=["grenade"])
    assert winner(game) is None
    assert game.over


def test_the_largest_tribe_counts_people_not_cards() -> None:
    """[004:155] "Each player counts the total number of tribe members in their deck. The winner is
    the player with the largest tribe"; [000:170] [000:436-438] people icons, not cards. Seat 0:
    a 5-person tribe family (1 card); seat 1: four scavengers (4 cards, 4 people)."""
    game = new(
        3,
        round=3,
        players=[{"deck": ["tribe_family_5"]}, {"deck": ["scavenger"] * 4}, {}],
        contested=["grenade"],
    )
    end_round(game)
    assert game.result is not None
    assert game.result.winners == (0,)
    assert game.result.scores[0].people == 5
    assert game.result.scores[1].people == 4


def test_a_tribe_tie_with_as_many_resources_goes_to_more_cards() -> None:
    """[004:157] "On a tie, the tied player with the most contested resource cards wins. On a
    further tie, the tied player with the largest number of cards in their deck wins. On a further
    tie, the tied players share the victory"; [000:170-172]. Seats 0 and 1 tie on 5 people and
    on 1 contested resource; seat 1 has one card more (a spear) and wins."""
    game = new(
        4,
        round=3,
        players=[
            {"deck": ["scavenger", "scavenger", "scavenger", "scavenger", "scavenger", "grenade"]},
            {"deck": ["scavenger", "scavenger", "scavenger", "scavenger", "scavenger", "grenade", "spear"]},
            {"deck": ["refugee"]},
            {"deck": ["refugee"]},
        ],
        contested=["sled_team"],
    )
    end_round(game)
    assert game.result is not None
    assert game.result.winners == (1,)
    assert game.result.scores[0].contested == game.result.scores[1].contested == 1
    assert (game.result.scores[0].cards, game.result.scores[1].cards) == (6, 7)


# =============================================================================================
# HQ module 1: medics, rifles, toolkits, gangs [004:161-193]


def test_hq_module_one_adds_the_medic_stack_eight_junkyard_cards_and_two_gangs() -> None:
    """[004:165] "Add the deck of medic cards alongside the other mercenary cards"; [004:167]
    "Shuffle the 8 new junkyard cards into the junkyard deck"; [004:169] "Place the gearheads and
    pharmers gang cards next to the mercenary stacks"; [000:534-539]; the Masons come with
    module 2 [004:203]."""
    base = sc.Game.new(sc.GameConfig(players=3, seed=6))
    hq = sc.Game.new(sc.GameConfig(players=3, seed=6, modules=HQ1))
    added = zone_counter(hq, "junkyard") - zone_counter(base, "junkyard")
    assert added == {"rifle": 4, "toolkit": 4}
    assert dict(hq.view(None).market)["medic"] == 8
    assert sorted(hq.view(None).gangs) == ["gang_gearheads", "gang_pharmers"]


def test_a_third_player_medic_saves_another_players_tribe_member() -> None:
    """[004:173] medics "can also be played from the hand to save another tribe member card from a
    sniper attack (they can even be used to save another player's tribe member)"; [000:543];
    RULINGS I-4. Seat 2 saves seat 0's scavenger from seat 1's sniper team."""
    game = new(3, HQ1, players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}])
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("save", 2, 0, "scavenger")
    game.apply(2, "save medic")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(None).seats[0].food == 1
    assert zone_kinds(game, "1:discard") == ["sniper_team"]
    assert zone_kinds(game, "2:discard") == ["medic"]


def test_a_medic_is_one_med_in_a_hire() -> None:
    """[004:173] medics "can be played from the hand during a hire action to represent 1 med";
    [000:543]. A hunter costs 1 med."""
    game = new(3, HQ1, players=[{"hand": ["medic"]}])
    act(game, 0, "hire hunter pay medic")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "medic": 1}


def test_the_rifle_adds_to_hunting_and_to_fighting() -> None:
    """[004:181] "The rifle is good at hunting and fighting"; [000:551] "+2 in two categories"."""
    game = new(3, HQ1, players=[{"hand": ["scavenger", "rifle"]}])
    act(game, 0, "hunt scavenger+rifle")
    assert game.view(None).seats[0].food == 3
    skirmish = fight([["scavenger", "rifle"], ["brawler"], []], HQ1)
    assert totals(skirmish)[0][:2] == (1, 3)


def test_the_gearheads_count_tool_icon_cards_and_break_ties_on_contested_tools() -> None:
    """[004:189] "Gearheads Determine 'Most tools' by adding up all the cards with a tool icon from
    each player's deck. Break ties by counting the total number of tools that are contested
    resources"; [000:561]. Seats 0 and 1 each own 3 tool cards (the starter spear and shovel
    plus one); seat 1's third is a grenade, a contested resource."""
    game = new(
        3,
        HQ1,
        round=3,
        players=[
            {"deck": ["spear", "shovel", "net"]},
            {"deck": ["spear", "shovel", "grenade"]},
            {"deck": ["spear"]},
        ],
        contested=["tribe_family_3"],
    )
    end_round(game)
    assert game.result is not None
    assert game.result.scores[1].gangs == ("gang_gearheads",)
    assert game.result.scores[0].gangs == ()


def test_the_pharmers_count_meds_value_of_pills_and_medkits_not_cards() -> None:
    """[004:191] "Pharmers Determine 'Most Meds' by adding the total 'meds' value of all pills and
    medkits in a player's deck. Break ties by counting the total number of medics"; [000:563].
    One medkit (2 meds) ties two pills (2 meds), not beaten by more cards: the medic breaks the
    tie."""
    game = new(
        3,
        HQ1,
        round=3,
        players=[{"deck": ["medkit"]}, {"deck": ["pills", "pills", "medic"]}, {"deck": ["pills"]}],
        contested=["tribe_family_3"],
    )
    end_round(game)
    assert game.result is not None
    assert game.result.scores[1].gangs == ("gang_pharmers",)


# =============================================================================================
# HQ module 2: engineers and buildings [004:195-259]


def test_only_an_engineer_digs_the_engineering_schematics() -> None:
    """[004:209] engineers "are the only mercenary capable of" digging the schematics deck;
    [000:579] (RULINGS ED-9: with HQ alone, no other card builds). A scavenger with a shovel
    digs the junkyard but cannot build."""
    game = new(3, HQ2, players=[{"hand": ["scavenger", "shovel"]}], schematics=["bunker", "armory"])
    assert not any(a.startswith("build") for a in legal(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "build scavenger+shovel")


def test_a_build_looks_at_its_dig_in_schematics_keeps_one_and_returns_the_rest_to_the_bottom() -> None:
    """[004:219-224] "1. Play an engineer card. 2. Use the engineer's dig (combined with any
    modifiers) to draw cards from the engineering schematics pile equal to the dig value. 3.
    Select 1 ... return the others to the bottom ... 5. Draw cards from your deck equal to the
    building's build time and place them facedown on top ... 6. Place the engineer card in your
    discard pile"; [000:587-597]. Engineer (dig 2) + scavenger (dig 1) look at 3 schematics."""
    game = new(
        3,
        HQ2,
        players=[{"hand": ["engineer", "scavenger"], "deck": ["junk"] * 6}],
        schematics=["armory", "pharmacy", "bunker", "hydroponic_gardens", "armory"],
    )
    act(game, 0, "build engineer scavenger")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "pharmacy"]
    game.apply(0, "keep pharmacy")
    assert zone_kinds(game, "schematics")[:2] == ["hydroponic_gardens", "armory"]
    assert sorted(zone_kinds(game, "schematics")[2:]) == ["armory", "bunker"]
    assert building(game, 0, "pharmacy").timer == 2
    assert game.view(None).seats[0].deck_count == 4
    assert zone_counter(game, "0:discard") == {"engineer": 1, "scavenger": 1}


def test_a_schematics_dig_may_keep_no_building() -> None:
    """[004:221] "Select 1 card to build"; the official step is "Select a maximum of 1 card to
    build" [000:591] (RULINGS ED-16): keeping none is allowed. 004 disagrees; the official rule
    is checked."""
    game = new(3, HQ2, players=[{"hand": ["engineer"], "deck": ["junk"] * 6}], schematics=["armory", "bunker"])
    act(game, 0, "build engineer")
    assert "keep none" in legal(game, 0)
    game.apply(0, "keep none")
    assert game.view(None).seats[0].buildings == ()
    assert zone_kinds(game, "schematics") == ["armory", "bunker"]


def test_workers_may_go_to_two_buildings_in_one_round() -> None:
    """[004:226] "additional tribe members (and toolkits) may be played from your hand to
    accelerate construction on 1 building"; the 2015 rule is "on one or more buildings" [000:596]
    (RULINGS ED-7): different workers may go to different buildings the same round. 004 agrees
    with the older edition; the 2015 rule is checked."""
    game = new(
        3,
        HQ2,
        round=2,
        players=[
            {
                "hand": ["refugee", "scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk"] * 3},
                    {"building": "armory", "timer": ["junk"] * 2},
                ],
            }
        ],
    )
    act(game, 0, "work bunker refugee")
    act(game, 0, "work armory scavenger")
    assert building(game, 0, "bunker").timer == 2
    assert building(game, 0, "armory").timer == 1


def test_a_bunker_finished_by_a_worker_stores_cards_the_same_turn() -> None:
    """[004:227] "Once a building has 0 cards stacked on it, it is complete and immediately goes
    into effect"; [000:597]; [004:233] a bunker stores up to 3 tribe member cards."""
    game = new(
        3,
        HQ2,
        round=2,
        players=[{"hand": ["refugee", "thugs"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}],
    )
    act(game, 0, "work bunker refugee")
    assert building(game, 0, "bunker").timer == 0
    act(game, 0, "store bunker thugs")
    assert building(game, 0, "bunker").stored == 1


def test_the_bunker_holds_three_tribe_member_cards_whatever_their_people() -> None:
    """[004:233] "Up to 3 tribe member cards stored under this card ... Up to 3 cards may be placed
    in this building at a time"; [000:609-613]. Thugs (3 people) and group leaders (2) are one
    card each; a fourth card does not fit, and a tool never does."""
    game = new(
        3,
        HQ2,
        players=[
            {
                "hand": ["thugs", "group_leaders", "tribe_family_5", "scout", "spear"],
                "buildings": [{"building": "bunker"}],
            }
        ],
    )
    assert "store bunker spear" not in legal(game, 0)
    with pytest.raises(REFUSED):
        game.apply(0, "store bunker thugs group_leaders tribe_family_5 scout")
    act(game, 0, "store bunker thugs group_leaders tribe_family_5")
    assert building(game, 0, "bunker").stored == 3
    assert not any(a.startswith("store") for a in legal(game, 0))


def test_garden_food_does_not_carry_over_to_the_next_round() -> None:
    """[004:235] the hydroponic garden "Generates 1 food each round"; [004:237] "Food does not
    accumulate from round to round"; [000:617-619]."""
    game = new(
        3,
        HQ2,
        round=1,
        players=[{"deck": ["refugee"] * 10, "buildings": [{"building": "hydroponic_gardens"}]}],
    )
    assert game.view(None).seats[0].food == 1
    end_round(game)
    assert game.round == 2
    assert game.view(None).seats[0].food == 1
    assert "hire brawler" not in legal(game, 0)


def test_garden_food_alone_pays_a_hire() -> None:
    """[004:235] the garden's food is "to be used as part of a hire action"; [000:727-729] it "can
    be used independently to satisfy the resource requirements of your hire action"."""
    game = new(3, HQ2, players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens"}]}])
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard") == {"scavenger": 1}


def test_on_another_players_turn_the_bunker_opens_but_the_armory_does_not() -> None:
    """[004:243] "During another player's turn, the only building which a player may access is the
    bunker"; [000:629]."""
    game = new(
        3,
        HQ2,
        players=[
            {"hand": ["scavenger"]},
            {
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["grenade"]},
                ]
            },
            {},
        ],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert "retrieve bunker sniper_team" in legal(game, 1)
    assert "retrieve armory grenade" not in legal(game, 1)
    with pytest.raises(REFUSED):
        game.apply(1, "retrieve armory grenade")


def test_no_building_is_opened_in_the_skirmish() -> None:
    """[004:243] "Buildings may never be used during the skirmish"; [004:259] retrieve "can occur
    any time during a round as long as the skirmish has not been initiated"; [000:629,645]."""
    game = new(
        3,
        HQ2,
        round=3,
        players=[
            {"hand": ["saboteur"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["brawler", "spear"]},
            {},
        ],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit saboteur", 1: "commit brawler spear"})
    d = decision(game)
    assert d == sc.Decision("skirmish", 0)
    assert not any(a.startswith("retrieve") for a in legal(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "retrieve bunker sniper_team")


# =============================================================================================
# HQ modules 3 and 4: leaders, Dirty Deeds [004:261-307]


def test_each_player_is_dealt_two_leaders_keeps_one_and_the_other_leaves_the_game() -> None:
    """[004:265] "Shuffle the tribal leader cards and deal 2 facedown to each player"; [004:267]
    "Each player looks at their 2, places 1 faceup in their play area, and removes the other from
    the game"; [000:650]."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=HQ3))
    dealt = {seat: game.view(seat).dealt for seat in range(3)}
    assert all(len(d) == 2 for d in dealt.values())
    while (d := decision(game)) is not None and d.kind == "leader":
        game.apply(d.seat, f"lead {dealt[d.seat][0]}")
    for seat in range(3):
        assert game.view(None).seats[seat].leader == dealt[seat][0]
        assert owned(game, seat)[dealt[seat][1]] == 0
    reachable = [name for name in game.zones() if name in ("leaders", "junkyard", "contested")]
    for seat in range(3):
        assert not any(c.kind == dealt[seat][1] for name in reachable for c in game.zones()[name])


def test_a_butchered_card_does_not_count_for_the_final_score() -> None:
    """[004:273] "Cards removed from play cannot return to the game and do not count toward final
    scoring"; [000:658]."""
    game = new(
        3,
        HQ3,
        round=3,
        players=[{"hand": ["thugs", "refugee"], "leader": "leader_butcher"}],
        contested=["tribe_family_3"],
    )
    act(game, 0, "lead thugs")
    assert game.view(None).seats[0].removed == 1
    end_round(game)
    assert game.result is not None
    assert game.result.scores[0].people == 1


def test_a_disabled_building_takes_no_cards_and_gives_none_back() -> None:
    """[004:299] "If a building is disabled, its abilities cannot be used and cards cannot be added
    or removed from the building"; [000:685]. A disabled pharmacy: no store, no retrieve."""
    game = new(
        3,
        HQ4,
        players=[{"hand": ["pills"], "buildings": [{"building": "pharmacy", "stored": ["medkit"], "disabled": True}]}],
    )
    assert not any(a.startswith(("store", "retrieve")) for a in legal(game, 0))
    for text in ("store pharmacy pills", "retrieve pharmacy medkit"):
        with pytest.raises(REFUSED):
            game.apply(0, text)


def test_only_a_person_card_repairs_a_disabled_building() -> None:
    """[004:301] "To repair the building, a person card must be played from the player's hand to
    work on the building and then immediately discarded"; [000:685]. A tool cannot repair."""
    game = new(
        3,
        HQ4,
        players=[{"hand": ["spear", "scout"], "buildings": [{"building": "armory", "disabled": True}]}],
    )
    assert "repair armory spear" not in legal(game, 0)
    act(game, 0, "repair armory scout")
    assert not building(game, 0, "armory").disabled
    assert zone_kinds(game, "0:discard") == ["scout"]


def test_a_wounded_leader_is_healed_by_a_medic_as_a_med() -> None:
    """[004:305-307] a sniper team wounds a leader, which "removes the leader's advantage until a
    med is applied against the leader to heal him"; [000:691]; a medic represents 1 med [004:173]
    (RULINGS L-12)."""
    game = new(3, HQ4, players=[{"hand": ["sniper_team"]}, {"hand": ["medic", "refugee"]}, {}])
    leader = game.view(None).seats[1].leader
    assert leader is not None
    game.apply(0, f"snipe 1:{leader}")
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    act(game, 0, "end")
    assert game.to_act == (1,)
    act(game, 1, "heal medic")
    assert not game.view(None).seats[1].wounded


# =============================================================================================
# Recon [004:309-529]


def test_binoculars_add_to_a_hunt_without_using_the_hunters_tool_slot() -> None:
    """[004:369] binoculars are "An instant action. Does not need to be equipped and does not count
    as a tribe member's equipment limit"; [003:97]; RULINGS X-8 and P-2 (hunt 1). A scavenger
    with a spear hunts 2, and the binoculars add 1 more."""
    game = new(3, R1, players=[{"hand": ["scavenger", "spear", "binoculars"]}])
    act(game, 0, "hunt binoculars scavenger+spear")
    assert game.view(None).seats[0].food == 3


def test_a_spy_sees_at_most_four_cards_of_a_five_card_hand_then_is_discarded_and_draws_one() -> None:
    """[004:345] "Peek at up to 4 cards from one player"; [004:347] "If there are more cards
    available than 4, the spying player must select which cards to view in advance"; [004:349]
    "After completing your spying action, discard the spy and draw 1 card"; [003:65-68]."""
    game = new(
        3,
        R1,
        players=[{"hand": ["spy"], "deck": ["net"]}, {"hand": ["thugs", "scout", "pills", "junk", "medkit"]}, {}],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(seen) == 1
    assert len(seen[0].cards) == 4
    assert Counter(seen[0].cards) <= Counter(["thugs", "scout", "pills", "junk", "medkit"])
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert game.view(0).hand == ("net",)
    assert game.view(1).hand == ("junk", "medkit", "pills", "scout", "thugs")


def test_a_scouting_refugee_cancels_another_players_binoculars_both_discarded_and_draws_one() -> None:
    """[004:317] cancel: "The canceled card and the card performing the cancel action are both
    discarded"; [004:363] a scouting refugee may "cancel a recon action (ie. spy, binoculars, or
    scout tower) ... discard the scouting refugee and draw 1 card"; [003:30,86]. Binoculars peek at
    shared piles, so any player may cancel them."""
    game = new(
        3,
        R1,
        players=[{"hand": ["binoculars"]}, {}, {"hand": ["scouting_refugee"], "deck": ["brawler"]}],
        junkyard=["net", "junk"],
    )
    game.apply(0, "scout binoculars")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 2:
        game.apply(d.seat, "pass")
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["binoculars"]
    assert zone_kinds(game, "2:discard") == ["scouting_refugee"]
    assert game.view(2).hand == ("brawler",)


def test_an_assassin_snipes_a_one_person_medic_but_not_a_two_person_sled_team() -> None:
    """[004:389] the assassin "may only attack cards that represent only 1 tribe member";
    [003:118]; RULINGS X-10."""
    game = new(
        3,
        R2 | HQ1,
        players=[{"hand": ["sled_team", "medic"], "deck": ["junk"] * 6}, {"hand": ["assassin"]}, {}],
    )
    game.apply(0, "draw sled_team medic")
    assert decision(game) == sc.Decision("respond", 1, 0, "draw")
    options = legal(game, 1)
    assert "snipe assassin 0:medic" in options
    assert "snipe assassin 0:sled_team" not in options
    with pytest.raises(REFUSED):
        game.apply(1, "snipe assassin 0:sled_team")


def test_a_guard_cancels_a_disarm_of_its_owners_tool_and_is_replaced() -> None:
    """[004:393] the guard "Can be used to cancel any action outside of the skirmish which targets
    your card(s)"; [004:395] "discard him and draw a new card from the top of your deck"; [004:317]
    both cards are discarded; [003:120-124]."""
    game = new(
        3,
        R2,
        players=[{"hand": ["scavenger", "spear", "guard"], "deck": ["pills"]}, {"hand": ["saboteur"]}, {}],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "disarm 0:spear")
    assert "cancel guard" in legal(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(None).seats[0].food == 2
    assert zone_kinds(game, "1:discard") == ["saboteur"]
    assert "guard" in zone_kinds(game, "0:discard")
    assert "pills" in game.view(0).hand


@pytest.mark.parametrize("medics", [False, True], ids=["recon2", "recon2+hq1"])
def test_a_guard_cannot_cancel_a_snipe_aimed_at_another_players_card(medics: bool) -> None:
    """[004:393] the guard cancels an action "which targets your card(s)"; [003:123]; RULINGS X-6.
    Seat 2's guard is never offered against seat 1's snipe of seat 0's scavenger. Without a
    medic in the game (HQ 1) nothing lets seat 2 answer, so she is not asked at all; with one,
    she is asked (she might save it, RULINGS I-4), and still has no cancel."""
    modules = R2 | {"hq1"} if medics else R2
    game = new(3, modules, players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["guard"]}])
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    asked = 0
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        if d.seat == 2:
            asked += 1
            assert "cancel guard" not in legal(game, 2)
        game.apply(d.seat, "pass")
    assert asked == (1 if medics else 0)
    assert zone_kinds(game, "0:discard") == ["scavenger"]
    assert game.view(2).hand == ("guard",)


def test_the_provocateurs_force_size_counts_non_fighters_and_portable_decoys_but_no_tools() -> None:
    """[004:401] "Count the total size of your force (tribe members you brought, even if they are
    not fighters) ignoring any tools or other combat modifiers, but including leader and building
    abilities that increase the size of your force. Use the total force size as your fight
    score"; [004:463] portable decoys add 1 per 2 cards; [003:131]; RULINGS S-8. Provocateur (1)
    + tribe family (3) + grenade + pills: 4 people + 4 cards // 2 = 6."""
    game = new(
        3,
        R2 | R3,
        round=3,
        players=[
            {
                "hand": ["provocateur", "tribe_family_3", "grenade", "pills"],
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["thugs", "spear"]},
            {},
        ],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit provocateur tribe_family_3 grenade pills", 1: "commit thugs spear"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert totals(game)[0][:2] == (1, 6)
    assert totals(game)[1][:2] == (1, 5)
    assert winner(game) == 0


def test_the_gangsters_double_refugees_do_not_count_for_the_provocateur() -> None:
    """[004:405] "The Gangster leader ability does not count toward the provocateur ability";
    [003:134]; RULINGS L-8, S-8. Provocateur + 2 refugees: force size 3, not 5."""
    game = new(
        3,
        HQ3 | R2,
        round=3,
        players=[
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["scout", "spear"]},
            {},
        ],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit provocateur refugee refugee", 1: "commit scout spear"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert totals(game)[0][1] == 3
    assert winner(game) == 1


def test_a_tie_below_the_highest_fight_does_not_trigger_a_rogue() -> None:
    """[004:409] "If a skirmish ends with a tie for highest fight score, the first player in turn
    order with a rogue in the skirmish automatically wins"; [004:411] "Only a tie for highest
    fight score is considered"; [003:143-144] and its Example 1 ("close behind ... the rogue
    ability does not trigger"). Thugs (3) win alone; two brawlers tie at 2 below them."""
    game = fight([["thugs", "spear"], ["brawler"], ["rogue"], ["brawler"]], R2)
    assert winner(game) == 0


def test_of_two_rogues_the_first_in_turn_order_from_the_initiator_wins() -> None:
    """[004:409] "the first player in turn order with a rogue in the skirmish automatically wins";
    [004:417] "Only the first rogue action can be successful per round (resolved in turn order)";
    [003:143,148]. Seat 2 is the initiator: seat 0 (with a rogue) comes before seat 1 (rogue)."""
    game = new(
        3,
        R2,
        round=4,
        initiator=2,
        players=[{"hand": ["brawler", "rogue"]}, {"hand": ["rogue", "brawler"]}, {"hand": ["thugs"]}],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit brawler rogue", 1: "commit rogue brawler", 2: "commit thugs"})
    pass_skirmish(game, 4)
    assert totals(game)[0][1] == totals(game)[1][1] == totals(game)[2][1] == 3
    assert winner(game) == 0


def test_a_courier_draw_augmented_by_group_leaders_still_discards_only_two() -> None:
    """[004:427] "When you perform a draw using a courier, you must discard 2 of the drawn cards.
    Even if other cards are used to augment the draw ability, only 2 of the drawn cards must be
    discarded per courier played"; [003:164-165]. Courier (3) + group leaders (+2) draw 5."""
    deck = ["net", "pills", "thugs", "medkit", "junk", "spear"]
    game = new(3, R3 | frozenset(), players=[{"hand": ["courier", "group_leaders"], "deck": deck}])
    act(game, 0, "draw courier+group_leaders")
    assert sorted(game.view(0).looking) == sorted(deck[:5])
    assert decision(game) == sc.Decision("discard", 0)
    assert "discard junk pills" in legal(game, 0)
    assert "discard junk" not in legal(game, 0)
    assert "discard junk pills net" not in legal(game, 0)
    game.apply(0, "discard junk pills")
    assert sorted(game.view(0).hand) == ["medkit", "net", "thugs"]


def test_a_hardy_scavenger_cannot_draw_or_fight_alone_but_group_leaders_make_it_useful() -> None:
    """[004:439] "the hardy scavenger has a 0 for draw and fight. Thus, modifiers are required to
    make those actions useful"; [003:180]; RULINGS R-10 (a total of 0 cannot be declared)."""
    game = new(3, R3, players=[{"hand": ["hardy_scavenger", "group_leaders"], "deck": ["net"] * 4}])
    assert "draw hardy_scavenger" not in legal(game, 0)
    act(game, 0, "draw hardy_scavenger+group_leaders")
    assert game.view(0).hand.count("net") == 2


def test_hardy_scavengers_return_to_hand_after_a_three_player_deadlock_and_a_full_hand_follows() -> None:
    """[004:441] "If you send hardy scavenger into the skirmish and you either lose or tie, then
    any hardy scavenger units you sent are returned to your hand at the end of the round";
    [004:443] "you still perform a standard draw action at the start of the next round";
    [003:181-182]. Hardy scavenger + brawler (fight 2, 2 people) deadlocks with a scout + refugee."""
    game = fight(
        [["hardy_scavenger", "brawler"], ["scout", "refugee"], []],
        R3,
        extra={0: {"deck": ["junk"] * 6}},
    )
    assert winner(game) is None
    assert game.round == 4
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["junk"] * 5
    assert "brawler" in zone_kinds(game, "0:discard")


def test_a_scrappers_dig_from_the_bottom_of_the_junkyard() -> None:
    """[004:447] "When you perform a dig using scrapers, you may perform your entire dig from the
    top or the bottom of the pile. You still only retrieve 1 card"; [003:187]; RULINGS X-15.
    Scrappers dig 3 from the bottom of a 5-card junkyard."""
    game = new(3, R3, players=[{"hand": ["scrappers"]}], junkyard=["net", "pills", "rifle", "junk", "medkit"])
    act(game, 0, "dig bottom scrappers")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "rifle"]
    assert "keep rifle junk" not in legal(game, 0)
    game.apply(0, "keep medkit")
    while (d := decision(game)) is not None and d.kind == "top":
        game.apply(0, "top none")
    assert zone_kinds(game, "junkyard")[:2] == ["net", "pills"]
    assert sorted(zone_kinds(game, "junkyard")[2:]) == ["junk", "rifle"]


def test_a_tinker_lets_a_refugee_dig_the_schematics_and_a_tinker_alone_cannot() -> None:
    """[004:453] "The tinker permits you to dig in the engineering schematics pile. However, with
    only a digging modifier, you will need to pair up with another tribe member that has a base
    dig ability"; [004:455] "(even a standard refugee)"; [003:197-198]."""
    game = new(3, R3, players=[{"hand": ["tinker", "refugee"], "deck": ["junk"] * 5}], schematics=["bunker", "armory"])
    assert "build tinker" not in legal(game, 0)
    act(game, 0, "build refugee+tinker")
    assert game.view(0).looking == ("bunker",)


def test_portable_decoys_count_tools_and_medicine_brought_and_round_down() -> None:
    """[004:463] "For every 2 cards you bring to the skirmish (tribe members, tools, medicine,
    etc.) increase the effective size of your skirmish force by 1 (round down, no half credit)";
    [003:206]. Brawler + spear + pills + medkit + junk: 5 cards, +2 people, 3 in all."""
    game = new(
        3,
        R3,
        round=3,
        players=[
            {"hand": ["brawler", "spear", "pills", "medkit", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["scout", "pickaxe", "refugee"]},
            {},
        ],
        contested=list(CR),
    )
    to_skirmish(game, {0: "commit brawler spear pills medkit junk", 1: "commit scout pickaxe refugee"})
    pass_skirmish(game)
    assert totals(game)[0] == (1, 4, 3)
    assert totals(game)[1] == (1, 4, 2)
    assert winner(game) == 0


def test_a_scout_tower_sees_the_top_two_of_the_contested_and_schematics_piles_in_order() -> None:
    """[004:467] "Discard 1 card to activate your tower. Select any 2 piles (CR, JY, schematics,
    leaders, etc.) as your target. Peek at the first 2 cards for each target and return them in
    their original order"; [003:210-212]."""
    game = new(
        3,
        R3,
        players=[{"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]}],
        contested=["grenade", "wolf_pack", "field_crew"],
        schematics=["bunker", "armory", "pharmacy"],
    )
    game.apply(0, "tower junk contested+schematics")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen == {"contested": ("grenade", "wolf_pack"), "schematics": ("bunker", "armory")}
    assert zone_kinds(game, "contested") == ["grenade", "wolf_pack", "field_crew"]
    assert zone_kinds(game, "0:discard") == ["junk"]


def test_a_cargo_sled_keeps_an_extra_tool_or_medicine_but_never_two_tribe_members() -> None:
    """[004:479] "When digging, you have the option of keeping an additional tool or medicine";
    [004:481] "If you find 2 tribe members or instant cards in the junkyard, you may keep only 1.
    The additional card you get with the cargo sled must be medicine or a tool"; [003:227]."""
    game = new(
        3,
        R4,
        players=[{"hand": ["scavenger", "cargo_sled"]}],
        junkyard=["scout", "thugs", "pills", "junk", "net"],
    )
    act(game, 0, "dig scavenger+cargo_sled")
    assert sorted(game.view(0).looking) == ["pills", "scout", "thugs"]
    options = legal(game, 0)
    assert "keep scout pills" in options or "keep pills scout" in options
    assert not any(o in options for o in ("keep scout thugs", "keep thugs scout"))
    with pytest.raises(REFUSED):
        game.apply(0, "keep scout thugs")


@pytest.mark.parametrize(
    ("kind", "people"), [("tribal_hunters_2", 2), ("tribal_hunters_3", 3), ("tribal_hunters_4", 4)]
)
def test_tribal_hunters_come_as_two_three_and_four_people(kind: str, people: int) -> None:
    """[004:501] tribal hunters "Comes in a 2-person, 3-person, and 4-person varieties"; [003:254]."""
    game = new(3, R4, round=3, players=[{"deck": [kind]}], contested=["grenade"])
    end_round(game)
    assert game.result is not None
    assert game.result.scores[0].people == people


def test_the_humanitarians_count_refugees_hired_and_scouting_refugees() -> None:
    """[004:509] the Humanitarians are "Awarded based upon number of cards with the "refugee"
    keyword in the title (those you start with, find in the JY, and hire)"; [003:264]; RULINGS
    F-8. Seat 0 hires a scouting refugee in the last round: 2 refugee cards against seat 1's 1."""
    game = new(
        3,
        R5,
        round=3,
        players=[
            {"hand": ["scavenger"], "deck": ["refugee"]},
            {"deck": ["refugee"]},
            {},
        ],
        contested=["grenade"],
    )
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scouting_refugee")
    end_round(game)
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[1].gangs == ()


def test_a_map_does_not_let_an_action_be_taken_twice() -> None:
    """[004:517] "Play this card to retrieve a tribe member you have just used and apply them to
    another action this same round"; [004:519] "Does not permit an action to be performed more
    than once"; [003:273-274]. A scavenger that dug comes back but cannot dig again; it may hunt."""
    game = new(3, R5, players=[{"hand": ["scavenger", "map"]}], junkyard=["junk", "net"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    pass_windows(game)
    act(game, 0, "map scavenger")
    assert game.view(0).hand == ("scavenger",)
    assert not any(a.startswith("dig") for a in legal(game, 0))
    act(game, 0, "hunt scavenger")
    assert game.view(None).seats[0].food == 1


def test_the_swindler_discount_is_once_per_turn() -> None:
    """[004:523] the Swindler: "Discard 1 refugee to reduce the cost of hiring by 1 food or discard
    2 refugees to reduce the cost of hiring by 1 medicine. This special action can only be
    performed once per turn"; [003:278-279]; RULINGS L-14. With one refugee spent, a brawler (2
    food) costs 1, not 0."""
    game = new(
        3,
        HQ3 | R5,
        players=[{"hand": ["refugee", "refugee", "refugee"], "leader": "leader_swindler"}],
    )
    act(game, 0, "lead refugee")
    assert not any(a.startswith("lead") for a in legal(game, 0))
    assert "hire scavenger" in legal(game, 0)
    assert "hire brawler" not in legal(game, 0)


def test_the_yardmaster_puts_both_cards_back_on_top_in_their_order() -> None:
    """[004:527] "Once per round, you may peek at the top 2 cards of the junkyard. Return both cards
    to the top or bottom of the pile (preserve original card order)"; [003:283]."""
    game = new(
        3,
        HQ3 | R5,
        players=[{"hand": ["brawler"], "leader": "leader_yardmaster"}],
        junkyard=["rifle", "junk", "net", "pills"],
    )
    game.apply(0, "yard")
    assert legal(game, 0) == ["yard top", "yard bottom"]
    game.apply(0, "yard top")
    assert zone_kinds(game, "junkyard") == ["rifle", "junk", "net", "pills"]
    seen = [k for k in game.view(0).knowledge if k.source == "yardmaster"]
    assert [k.cards for k in seen] == [("rifle", "junk")]
    assert "yard" not in legal(game, 0)


# =============================================================================================
# Variants and the solo game [004:531-567]


def test_alternate_starting_guards_replace_brawlers_and_are_not_for_hire() -> None:
    """[004:535] "guards for brawlers. It is recommended that you not include any mercenaries for
    hire that are part of the player's starting hands"; [003:294-296]; RULINGS V-10."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=R2, variants=frozenset({"alternate_brawlers"})))
    deck = Counter(c.kind for z in ("0:hand", "0:deck") for c in game.zones()[z])
    assert deck == {"refugee": 4, "scavenger": 3, "guard": 1, "spear": 1, "shovel": 1}
    assert "guard" not in dict(game.view(None).market)


def test_a_leader_bribe_draws_one_leader_per_food_and_is_the_rounds_hire() -> None:
    """[004:541] "players may use the hire action to persuade a leader to join their tribe by
    bribing them with food. For each food generated, the player may draw 1 card from the top of
    the leaders pile"; [004:543] "A player may not hire more than once per turn"; [003:305-307]."""
    game = new(
        3,
        HQ3,
        variants=frozenset({"leader_draft"}),
        players=[{"hand": ["hunter", "pills"]}],
    )
    assert game.view(None).seats[0].leader is None
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 2
    kept = game.view(0).looking[0]
    game.apply(0, f"keep {kept}")
    pass_windows(game)
    assert game.view(None).seats[0].leader == kept
    assert not any(a.startswith(("hire", "bribe")) for a in legal(game, 0))


def test_solo_forces_are_made_of_all_28_contested_resources_two_rifles_and_two_thugs() -> None:
    """[004:551] "Shuffle all 28 contested resource cards together along with 2 rifles and 2 thugs.
    This should form a single pile of 32 cards. Break the 32 cards up into 7 facedown skirmishes
    ...: 1 set of 3 cards, 2 sets of 4, 3 sets of 5, and 1 set of 6"; [003:320-326]."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=9))
    assert sorted(game.view(0).forces) == [3, 4, 4, 5, 5, 5, 6]
    forces = Counter(c.kind for name, cards in game.zones().items() if name.startswith("opponent") for c in cards)
    assert sum(forces.values()) == 32
    assert forces["rifle"] == 2
    assert forces["thugs"] == 2
    contested = {k: n for k, n in forces.items() if k not in ("rifle", "thugs")}
    assert sum(contested.values()) == 28
    assert all(n == 2 for n in contested.values())


# =============================================================================================
# Turn order and the leaders' categories [004:63, 129-131, 271-289]


def test_gathering_and_skirmish_both_start_with_the_initiator_and_go_clockwise() -> None:
    """[004:63] "Play continues with the other players in clockwise order"; [004:129-131] the
    skirmish starts "with the Initiator ... Play then passes to the next player clockwise";
    [000:130-132] [000:268]. Four players, seat 2 the initiator of round 5: 2, 3, 0, 1."""
    game = new(
        4,
        round=5,
        initiator=2,
        players=[{"hand": ["sniper_team", "brawler"]} for _ in range(4)],
        contested=list(CR),
    )
    turns: list[int] = []
    while (d := decision(game)) is not None and d.kind in ("turn", "commit"):
        if d.kind == "turn":
            turns.append(d.seat)
            game.apply(d.seat, "end")
        else:
            game.apply(d.seat, "commit sniper_team brawler")
    assert turns == [2, 3, 0, 1]
    opportunities: list[int] = []
    while game.round == 5 and (d := decision(game)) is not None:
        if d.kind == "skirmish":
            opportunities.append(d.seat)
        game.apply(d.seat, "pass")
    assert opportunities == [2, 3, 0, 1]


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_organizer", "leader_peacemaker"])
def test_a_refugee_leader_needs_a_refugee_and_works_once_a_round(leader: str) -> None:
    """[004:279-281] "Excavator / Fanatic / Gangster / Mentor / Organizer / Peacemaker / Ranger:
    Require the use of a refugee to utilize the leader's special ability"; [004:283-285] "Butcher
    / Cannibal / Fanatic / Mentor / Organizer / Peacemaker: These leaders grant abilities that can
    only be used once per round"; [000:664-670]."""
    without = new(3, HQ3, players=[{"hand": ["scout", "scavenger"], "deck": ["junk"] * 4, "leader": leader}])
    assert not any(a.startswith("lead") for a in legal(without, 0))
    game = new(
        3,
        HQ3,
        players=[{"hand": ["refugee", "refugee", "scout", "scavenger"], "deck": ["junk"] * 4, "leader": leader}],
    )
    assert "lead refugee" in legal(game, 0)
    act(game, 0, "lead refugee")
    if (d := decision(game)) is not None and d.kind == "keep":
        game.apply(0, "keep junk")
    pass_windows(game)
    assert game.view(None).seats[0].leader_used
    assert not any(a.startswith("lead") for a in legal(game, 0))


@pytest.mark.parametrize("leader", ["leader_butcher", "leader_cannibal"])
def test_the_butcher_and_the_cannibal_need_no_refugee_and_work_once_a_round(leader: str) -> None:
    """[004:275-277] "Butcher / Cannibal / Sergeant at Arms: These leaders can use their special
    abilities without the need for playing a refugee"; [004:283-285] once per round;
    [000:660-670]."""
    game = new(3, HQ3, players=[{"hand": ["scout", "brawler"], "leader": leader}])
    assert "lead scout" in legal(game, 0)
    act(game, 0, "lead scout")
    assert game.view(None).seats[0].removed == 1
    assert not any(a.startswith("lead") for a in legal(game, 0))
