"""Rulings R-0..R-16 (round flow and general actions) and S-1..S-14 (the skirmish) of RULINGS.md,
checked from their words through the public API only (scenarios, notation, ``legal_actions``,
``view``, ``log``, ``zones``). Only the claims no other test checked are here; each test names its
ruling and quotes it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest

import scavengers as sc
from helpers import act, pass_windows, table, texts, to_skirmish, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_skirmish import totals, winner_of_last_skirmish

NONE: frozenset[str] = frozenset()
R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
HQ4 = hq_modules(4)
ALL_RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
REFUSED = (sc.IllegalAction, sc.InvalidAction)
JUNKYARD_8 = ["junk"] * 4 + ["net"] * 4
MARKET_R3 = (
    "scavenger",
    "group_leaders",
    "brawler",
    "hunter",
    "saboteur",
    "scout",
    "courier",
    "tinker",
    "scrappers",
    "drill_sergeant",
)
QUIET_LEADERS = ["leader_butcher", "leader_cannibal", "leader_organizer", "leader_peacemaker"]


def new(
    seats: int,
    modules: frozenset[str],
    seed: int = 0,
    players: list[dict[str, object]] | None = None,
    **scenario: object,
) -> sc.Game:
    """A stacked table with these modules (seed 0). With HQ module 3, every seat given no leader
    gets one that only acts when its owner uses it, so the game starts with the gathering."""
    seated = [dict(p) for p in players or []]
    seated += [{} for _ in range(seats - len(seated))]
    if "hq3" in modules:
        spare = [q for q in QUIET_LEADERS if all(p.get("leader") != q for p in seated)]
        for p in seated:
            p.setdefault("leader", spare.pop(0))
    return sc.Game.new(
        sc.GameConfig(players=seats, seed=seed, modules=modules, scenario={"players": seated, **scenario})
    )


def fight(
    forces: list[list[str]],
    modules: frozenset[str] = NONE,
    initiator: int = 0,
    more: Mapping[int, Mapping[str, object]] | None = None,
) -> sc.Game:
    """Round 3: each seat holds and commits ``forces[seat]`` (empty: nothing); the skirmish
    decisions are left to the test."""
    players = [{"hand": list(force), **(more or {}).get(seat, {})} for seat, force in enumerate(forces)]
    game = new(len(forces), modules, round=3, initiator=initiator, players=players, contested=["grenade", "wolf_pack"])
    to_skirmish(game, {seat: "commit " + " ".join(force) for seat, force in enumerate(forces) if force})
    return game


def finish(game: sc.Game) -> None:
    """Every skirmish opportunity and reaction window left in the round passes."""
    while (decision := game.view(None).decision) is not None and decision.kind in ("skirmish", "respond", "save"):
        game.apply(decision.seat, "pass")


def strength(game: sc.Game, viewer: int | None, seat: int) -> tuple[bool, int, int] | None:
    """Seat ``seat``'s revealed force as ``viewer`` sees the skirmish judge it now."""
    judged = game.view(viewer).seats[seat].strength
    return None if judged is None else (judged.has_fight, judged.fight, judged.people)


def outside_the_seats(game: sc.Game, kind: str) -> int:
    """How many cards of ``kind`` lie anywhere but in a seat's zones (stacks, piles, the box)."""
    return sum(
        1 for name, cards in game.zones().items() if not name[0].isdigit() for card in cards if card.kind == kind
    )


def in_the_seats(game: sc.Game, kind: str) -> int:
    return sum(1 for name, cards in game.zones().items() if name[0].isdigit() for card in cards if card.kind == kind)


# =============================================================================================
# starter cards come out of the component pools, from the substitute's pool with Recon
# =============================================================================================


@pytest.mark.parametrize("players", [2, 4])
def test_r0_module_3_takes_the_hardy_scavengers_from_their_pool_and_leaves_the_scavengers_whole(players: int) -> None:
    """R-0: "With the Recon substitutions (hardy scavengers, guards, scouting refugees), take the
    starters from those stacks instead". Module 3's hardy scavengers replace the starting
    scavengers [003:159]: 3n come out of the 20 hardy scavengers, none out of the 20 scavengers."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=1, modules=R3, market=MARKET_R3))
    assert in_the_seats(game, "hardy_scavenger") == 3 * players
    assert outside_the_seats(game, "hardy_scavenger") == 20 - 3 * players
    assert in_the_seats(game, "scavenger") == 0
    assert dict(game.view(None).market)["scavenger"] == 20
    assert dict(game.view(None).market)["brawler"] == 10 - players


@pytest.mark.parametrize("players", [2, 5])
def test_r0_starting_guards_come_from_the_guard_pool_and_leave_the_brawler_stack_whole(players: int) -> None:
    """R-0: "take the starters from those stacks instead": with guards for brawlers the 10-brawler
    stack holds all 10 (not 10-n), and n of the 8 guards are in the starter decks."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=3, variants=frozenset({"alternate_brawlers"})))
    assert dict(game.view(None).market)["brawler"] == 10
    assert in_the_seats(game, "guard") == players
    assert outside_the_seats(game, "guard") == 8 - players
    assert dict(game.view(None).market)["scavenger"] == 20 - 3 * players


@pytest.mark.parametrize("players", [3, 5])
def test_r0_starting_scouting_refugees_come_from_their_pool_and_no_standard_refugee_is_dealt(players: int) -> None:
    """R-0: "take the starters from those stacks instead": with scouting refugees for refugees, 4n
    of the 20 scouting refugees start in the decks and all 20 standard refugees stay out."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=3, variants=frozenset({"alternate_refugees"})))
    assert in_the_seats(game, "scouting_refugee") == 4 * players
    assert outside_the_seats(game, "scouting_refugee") == 20 - 4 * players
    assert in_the_seats(game, "refugee") == 0
    assert outside_the_seats(game, "refugee") == 20


# =============================================================================================
# order of actions within a turn
# =============================================================================================


def test_r3_a_hire_trash_dig_and_hunt_may_come_in_any_order_and_later_food_buys_nothing() -> None:
    """R-3: "Actions may come in any order, and free actions (trash, store, retrieve, hire) may be
    interleaved"; "Hire must come after all food for it has been generated": food hunted after the
    turn's one hire cannot pay for another."""
    game = table(3, round=1, players=[{"hand": ["pills", "junk", "scavenger", "scavenger"]}], junkyard=["net"])
    act(game, 0, "hire hunter pay pills")  # a hire first, with medicine only
    act(game, 0, "trash junk")
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1
    assert not any(a.verb is sc.Verb.HIRE for a in game.legal_actions(0))
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1, "scavenger": 2}


# =============================================================================================
# drawing phase order
# =============================================================================================


def test_r4_everyone_draws_then_timers_tick_then_the_initiator_peeks() -> None:
    """R-4: "All players draw 5 at the same time ... Building timers tick next (H-1). Then the
    initiator peeks (rounds 3+, not in 2p)"."""
    game = new(
        3,
        HQ2,
        round=2,
        initiator=0,
        players=[
            {"deck": ["scout"] * 6, "buildings": [{"building": "bunker", "timer": ["thugs", "thugs"]}]},
            {"deck": ["pills"] * 6},
            {"deck": ["junk"] * 6},
        ],
        contested=["grenade", "wolf_pack"],
    )
    while game.round == 2:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, "end")
    order = [
        (e.type, e.seat)
        for e in game.log(None)
        if e.round == 3 and e.type in (EventType.DREW, EventType.TIMER_REDUCED, EventType.PEEKED)
    ]
    assert order == [
        (EventType.DREW, 0),
        (EventType.DREW, 1),
        (EventType.DREW, 2),
        (EventType.TIMER_REDUCED, 0),
        (EventType.PEEKED, 0),
    ]


# =============================================================================================
# nothing left to draw is never an error
# =============================================================================================


def test_r5_a_build_timer_gets_only_the_cards_the_deck_holds() -> None:
    """R-5: "Draw as many as exist; the rest of the draw is lost. This applies to ... timer
    placement ... It is never an error." A bunker (build time 5) placed with one card in the deck
    and none in the discard gets a timer of 1; the engineer is discarded after the timer is drawn
    [000:579, 589-592]."""
    game = new(3, HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["junk"]}], schematics=["bunker", "armory"])
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    pass_windows(game)
    assert game.view(None).seats[0].buildings[0].timer == 1
    assert zone_kinds(game, "0:deck") == []
    assert zone_kinds(game, "0:discard") == ["engineer"]
    assert game.view(None).decision == sc.Decision("turn", 0)


def test_r5_a_drill_sergeant_with_no_cards_anywhere_draws_nothing() -> None:
    """R-5: "This applies to ... drill-sergeant ... draws ... It is never an error": with an empty
    deck and an empty discard the drill sergeant's special draws nothing and the turn goes on."""
    game = new(3, R3, round=1, players=[{"hand": ["drill_sergeant"]}])
    act(game, 0, "drill drill_sergeant")
    if (decision := game.view(None).decision) is not None and decision.kind == "shuffle":
        game.apply(0, "shuffle none")
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert game.view(0).hand == ()
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


def test_r5_a_spys_redraw_with_no_cards_anywhere_is_not_an_error() -> None:
    """R-5: "the redraws of spy, guard and scouting refugee. It is never an error." The spying
    player has no deck and no discard: the spy still looks, and her turn goes on."""
    game = new(3, R1, round=1, players=[{"hand": ["spy"]}, {"hand": ["brawler", "pills"]}])
    act(game, 0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert [k.cards for k in game.view(0).knowledge if k.zone == "1:hand"] == [("brawler", "pills")]
    assert Counter(game.view(0).hand) + zone_counter(game, "0:discard") == Counter({"spy": 1})


def test_r5_a_guards_redraw_with_no_cards_anywhere_is_not_an_error() -> None:
    """R-5: the guard's redraw may find nothing ("never an error"); the cancelled snipe leaves the
    hunt to go on (X-6: the guard cancels a snipe on its owner's card)."""
    game = new(3, R2, round=1, players=[{"hand": ["scavenger", "guard"]}, {"hand": ["sniper_team"]}])
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (decision := game.view(None).decision) is not None and decision.kind == "resume":
        game.apply(0, "continue")
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert game.view(0).seats[0].food == 1
    assert "sniper_team" in zone_kinds(game, "1:discard")
    assert Counter(game.view(0).hand) + zone_counter(game, "0:discard") == Counter({"guard": 1, "scavenger": 1})


def test_r5_a_scouting_refugees_redraw_with_no_cards_anywhere_is_not_an_error() -> None:
    """R-5: the scouting refugee's redraw may find nothing ("never an error"); the spy it cancelled
    sees nothing, and the spying player's turn goes on."""
    game = new(3, R1, round=1, players=[{"hand": ["spy", "junk"], "deck": ["net"]}, {"hand": ["scouting_refugee"]}])
    game.apply(0, "spy 1:hand")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert game.view(0).knowledge == ()
    assert Counter(game.view(1).hand) + zone_counter(game, "1:discard") == Counter({"scouting_refugee": 1})


# =============================================================================================
# a dig larger than its pile, or an empty pile
# =============================================================================================


def test_r7_digging_an_empty_junkyard_uses_up_the_cards() -> None:
    """R-7: "Digging an empty junkyard is legal but yields nothing; the action and cards are used
    up"."""
    game = table(3, round=1, players=[{"hand": ["scavenger", "shovel", "brawler"]}], junkyard=[])
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).decision == sc.Decision("turn", 0)
    assert sorted(game.view(0).hand) == ["brawler"]
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "shovel": 1}
    assert not any(a.verb is sc.Verb.DIG for a in game.legal_actions(0))


def test_r7_a_schematics_dig_larger_than_the_pile_turns_up_what_there_is() -> None:
    """R-7: "Reveal min(dig, |JY|) cards ... The same applies to the schematics pile": an
    engineer's dig of 2 on a one-card schematics pile turns up that one card."""
    game = new(3, HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["junk"] * 5}], schematics=["armory"])
    act(game, 0, "build engineer")
    assert game.view(0).looking == ("armory",)
    assert sorted(texts(game, 0)) == ["keep armory", "keep none"]


# =============================================================================================
# the order of the cards a dig returns
# =============================================================================================


def test_r8_cards_returned_under_the_junkyard_go_in_the_order_drawn_by_default() -> None:
    """R-8: "The digging player chooses the order in which returned cards go to the bottom; the
    engine default is the order drawn." A dig turning up three different cards, keeping none,
    puts them under the junkyard in the order drawn whatever is chosen: the engine plays the
    default and offers no other order."""
    orders: set[tuple[str, ...]] = set()

    def explore(game: sc.Game, depth: int) -> None:
        decision = game.view(None).decision
        if decision is None or decision.kind == "turn" or depth > 4:
            orders.add(tuple(zone_kinds(game, "junkyard")[1:]))
            return
        for action in game.legal_actions(decision.seat):
            if action.verb is sc.Verb.KEEP and action.cards:
                continue  # keeping a card returns only two: look at "keep none" and what follows
            branch = game.clone()
            branch.apply(decision.seat, str(action))
            explore(branch, depth + 1)

    game = table(3, round=1, players=[{"hand": ["scavenger", "shovel"]}], junkyard=["net", "junk", "pills", "spear"])
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).looking == ("junk", "net", "pills")
    explore(game, 0)
    assert orders == {("net", "junk", "pills")}  # the default: the order drawn


# =============================================================================================
# special actions are once per card, not once per round
# =============================================================================================


def test_r12_two_tear_gases_in_one_skirmish_opportunity() -> None:
    """R-12: special actions ("... tear gas") are not limited to once per round: "Each requires its
    own card and may be used once per card". Two tear gases zero two members of one force."""
    game = fight([["tear_gas", "tear_gas", "brawler"], ["thugs", "brawler"], []], modules=R4)
    game.apply(0, "gas 1:thugs")
    assert "gas 1:brawler" in texts(game, 0)
    game.apply(0, "gas 1:brawler")
    assert not any(a.verb.value == "gas" for a in game.legal_actions(0))  # both cards spent
    finish(game)
    assert totals(game)[1] == (1, 0, 4)  # fight 0, thugs 3 + brawler 1 people
    assert winner_of_last_skirmish(game) == 0


# =============================================================================================
# tool and modifier assignment in gathering
# =============================================================================================


def test_r14_a_multi_person_card_holds_one_tool() -> None:
    """R-14: "every tool is attached to a specific person in that action that has the base ability;
    max 1 tool per person"; [000:189] "one tool per tribe member, even a multi-person card": a
    field crew (4 people) cannot dig with a shovel and a pickaxe both."""
    game = table(
        3, round=1, players=[{"hand": ["field_crew", "shovel", "pickaxe"]}], junkyard=["junk"] * 4 + ["net"] * 4
    )
    with pytest.raises(REFUSED):
        game.apply(0, "dig field_crew+shovel+pickaxe")
    assert not any(a.verb is sc.Verb.DIG and {"shovel", "pickaxe"} <= set(a.cards) for a in game.legal_actions(0))
    act(game, 0, "dig field_crew+shovel")
    assert len(game.view(0).looking) == 4


# =============================================================================================
# tools in the skirmish go where they fight best, again after every strike
# =============================================================================================


def test_r15_after_a_disarm_a_spare_tool_is_picked_up() -> None:
    """R-15: "The engine assigns tools and modifiers to maximise each player's fight, subject to one
    tool per person ... It re-optimises after every snipe, disarm or tear gas." Two fighters and
    three tools: grenade (+3) and one +2 tool are held (1 + 2 + 3 + 2 = 8). The grenade disarmed,
    the spare +2 tool is picked up: 1 + 2 + 2 + 2 = 7."""
    game = fight([["saboteur"], ["scavenger", "brawler", "grenade", "pickaxe", "spear"], []])
    assert strength(game, None, 1) == (True, 8, 2)
    game.apply(0, "disarm 1:grenade")
    finish(game)
    assert totals(game)[1] == (1, 7, 2)


# =============================================================================================
# hidden cards in the discard pile
# =============================================================================================


def test_r16_a_card_kept_face_down_is_public_once_revealed_in_a_skirmish() -> None:
    """R-16: cards kept from a dig "stay private to the owner until the card is drawn and played,
    revealed in a skirmish, or shown by any reveal". The grenade kept in round 2 is hidden; drawn
    again in round 3 and committed, it is revealed with the force and then lies face up."""
    game = table(
        3,
        round=2,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"deck": ["refugee"] * 10}, {"deck": ["refugee"] * 10}],
        junkyard=["grenade", "junk"],
        contested=["field_crew", "wolf_pack"],
    )
    act(game, 0, "dig brawler")
    game.apply(0, "keep grenade")
    assert game.view(1).seats[0].discard_hidden_count == 1
    assert "grenade" not in game.view(1).seats[0].discard
    while game.round == 2:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, "end")
    assert sorted(game.view(0).hand) == ["brawler", "grenade"]  # the discard was the new deck
    assert not any("grenade" in e.cards for e in game.log(1))
    to_skirmish(game, {0: "commit brawler grenade", 1: "commit none", 2: "commit none"})
    assert game.round == 4  # nobody had anything to use: the skirmish resolved in the last commit
    assert any(e.type is EventType.REVEALED and "grenade" in e.cards for e in game.log(1))


# =============================================================================================
# S-3: what counts as having a fight
# =============================================================================================


@pytest.mark.parametrize(
    ("card", "has_fight"),
    [
        ("hardy_scavenger", 1),  # printed base fight 0
        ("tribal_hunters_2", 1),  # printed base fight 0
        ("group_leaders", 0),  # modifier only
        ("scouting_refugee", 0),  # modifier only
        ("tinker", 0),  # modifier only
        ("spy", 0),  # fight modifier only
        ("courier", 0),  # its fight bonus is a modifier
        ("assassin", 0),
        ("medic", 0),
        ("binoculars", 0),  # an instant
        ("pills", 0),  # medicine
    ],
)
def test_s3_which_lone_cards_make_a_force_able_to_fight(card: str, has_fight: int) -> None:
    """S-3: hasFight is "True if the force holds at least one non-sniped person card with a printed
    base fight (0 included: tribe family, hardy scavenger, tribal hunters 2p)"; "Tools, instants,
    medicine, modifier-only persons (group leaders, scouting refugee, tinker, spy, courier's fight
    bonus, per E1 data) and sniper teams do not make it true"."""
    modules = frozenset({"hq1"}) | ALL_RECON
    game = fight([[card], ["refugee"], []], modules=modules)
    finish(game)
    assert totals(game)[0][0] == has_fight
    assert totals(game)[0][1] == 0


def test_s3_a_lone_hardy_scavenger_beats_more_people_with_no_fight() -> None:
    """S-3 with S-2 ("Rank participants by hasFight (S-3), then fightTotal"): a hardy scavenger's
    printed fight 0 beats two refugees and a medic (3 people, no fight at all)."""
    game = fight([["hardy_scavenger"], ["refugee", "refugee", "medic"], []], modules=frozenset({"hq1"}) | R3)
    finish(game)
    assert winner_of_last_skirmish(game) == 0


def test_s3_a_drill_sergeant_that_used_its_special_gives_no_fight() -> None:
    """S-3: "A person that used its special ability instead of fighting (... a drill sergeant that
    used its special) does not make it true ... It still counts for people (S-4)"."""
    game = fight([["drill_sergeant"], ["refugee"], []], modules=R3, more={0: {"deck": ["junk", "pills"]}})
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    if (decision := game.view(None).decision) is not None and decision.kind == "shuffle":
        game.apply(0, "shuffle none")
    finish(game)
    assert totals(game)[0] == (0, 0, 1)
    assert winner_of_last_skirmish(game) is None  # no fight on either side, 1 person each


# =============================================================================================
# S-4: struck cards leave the force at once
# =============================================================================================


def test_s4_a_disarmed_tool_leaves_the_force_at_once_for_its_owners_discard() -> None:
    """S-4: "A sniped person or disarmed tool is removed from the force at once and placed in its
    owner's discard pile. It adds nothing to fight"."""
    game = fight([["saboteur", "brawler"], ["brawler", "grenade", "sniper_team"], ["scout"]])
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # the skirmish is not resolved yet
    force = game.view(2).seats[1].force
    assert force is not None
    assert "grenade" not in force
    assert "grenade" in game.view(2).seats[1].discard
    assert strength(game, 2, 1) == (True, 2, 3)
    finish(game)
    assert totals(game)[1] == (1, 2, 3)


def test_s4_a_sniped_person_leaves_the_shown_force_before_the_skirmish_resolves() -> None:
    """S-4: "removed from the force at once and placed in its owner's discard pile. It adds nothing
    to fight, people ..."."""
    game = fight([["sniper_team", "brawler", "spear"], ["thugs", "scout", "saboteur"], []])
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    force = game.view(0).seats[1].force
    assert force is not None
    assert "thugs" not in force
    assert "thugs" in game.view(0).seats[1].discard
    assert strength(game, 0, 1) == (True, 3, 2)  # scout 2 + saboteur 1 (not yet used); 2 people


def test_s4_a_skirmish_snipe_on_a_kind_hits_the_copy_still_fighting_not_the_gassed_one() -> None:
    """S-4 with R-12: a sniper team discards "one person card of another player" [000:314-316]; the
    sniper lays it on the card she chooses. Of two brawlers, one gassed to fight 0 [003:252-255],
    she hits the one still fighting: the copy that costs its owner fight as well as a person is
    never a worse target, and the force shows which copy was gassed."""
    game = fight([["tear_gas", "sniper_team"], ["brawler", "brawler"], []], modules=R4)
    game.apply(0, "gas 1:brawler")
    assert strength(game, 2, 1) == (True, 2, 2)  # one brawler fights 2, the gassed one 0
    game.apply(0, "snipe 1:brawler")
    finish(game)
    assert totals(game)[1] == (1, 0, 1)  # the gassed brawler alone: fight 0, one person


def test_s4_a_skirmish_snipe_on_a_kind_hits_the_copy_that_has_not_acted() -> None:
    """S-3, S-4: a saboteur that disarmed fought not [000:496] and counts only its person; of two
    saboteurs, one used, a later sniper hits the other, whose fight still counts."""
    game = fight([["spear", "brawler"], ["saboteur", "saboteur"], ["sniper_team"]])
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # seat 0 has nothing to use
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    assert game.view(2).seats[1].acted == ("saboteur",)
    assert strength(game, 2, 1) == (True, 1, 2)  # the unused saboteur fights 1
    game.apply(2, "snipe 1:saboteur")
    finish(game)
    assert totals(game)[1] == (0, 0, 1)  # the used saboteur alone: no fight, one person


# =============================================================================================
# S-6: no gathering in the skirmish
# =============================================================================================


def test_s6_no_gathering_action_is_offered_in_the_skirmish() -> None:
    """S-6: "Hunting, digging and other RG actions are impossible in the skirmish"."""
    game = fight([["scavenger", "sniper_team", "shovel", "pills"], ["brawler"], []])
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    gathering = {sc.Verb.DIG, sc.Verb.DRAW, sc.Verb.HUNT, sc.Verb.HIRE, sc.Verb.TRASH}
    assert not any(a.verb in gathering for a in game.legal_actions(0))
    for text in ("dig scavenger+shovel", "hunt scavenger", "draw scavenger", "hire hunter pay pills"):
        with pytest.raises(REFUSED):
            game.apply(0, text)


# =============================================================================================
# S-7: one opportunity each, then only saves
# =============================================================================================


def test_s7_a_player_whose_turn_has_passed_cannot_snipe_back() -> None:
    """S-7: "A player whose turn has passed cannot act again, even in response, except to save
    (I-4)." Seat 0 keeps its sniper team unused; when seat 1 snipes seat 0's brawler, seat 0 may not
    answer with it."""
    game = fight([["sniper_team", "brawler"], ["sniper_team", "brawler"], []])
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "pass")
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 0:brawler")
    while game.round == 3 and (decision := game.view(None).decision) is not None:
        if decision.seat == 0:
            assert all(a.verb is sc.Verb.PASS for a in game.legal_actions(0)), texts(game, 0)
        game.apply(decision.seat, "pass")
    assert totals(game)[0] == (0, 0, 2)  # the unused sniper team: no fight, 2 people
    assert winner_of_last_skirmish(game) == 1


# =============================================================================================
# S-8: the provocateur
# =============================================================================================


def test_s8_no_announcement_once_the_provocateur_has_been_sniped() -> None:
    """S-8: "The announcement is made on the owner's own skirmish turn and only if the provocateur
    is still in the force." An earlier player snipes it: on her turn its owner may not provoke."""
    game = fight([["sniper_team", "brawler", "spear"], ["provocateur", "tribe_family_5", "saboteur"], []], modules=R2)
    game.apply(0, "snipe 1:provocateur")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    assert not any(a.verb is sc.Verb.PROVOKE for a in game.legal_actions(1))
    with pytest.raises(REFUSED):
        game.apply(1, "provoke provocateur")
    finish(game)
    assert totals(game)[1] == (1, 1, 6)  # natural fight: the saboteur's 1 (tribe family 0)


def test_s8_one_announcement_is_enough_with_two_provocateurs() -> None:
    """S-8: "One announcement is enough, even with several provocateurs. Fight becomes the force
    size": two provocateurs and a tribe family of 3 fight 1 + 1 + 3 = 5, once."""
    game = fight([["brawler", "brawler"], ["provocateur", "provocateur", "tribe_family_3"], []], modules=R2)
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    game.apply(1, "provoke provocateur")
    if (decision := game.view(None).decision) is not None and decision == sc.Decision("skirmish", 1):
        assert not any(a.verb is sc.Verb.PROVOKE for a in game.legal_actions(1))
    finish(game)
    assert totals(game)[1][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == 1


def test_s8_the_force_size_counts_group_leaders_people_but_not_their_bonus() -> None:
    """S-8: "Fight becomes the force size: printed people of the remaining person cards ... It
    excludes ... tools, group-leader modifiers". Provocateur 1 + group leaders 2 + brawler 1 = 4,
    not the natural 2 + 2 + 2 + 1 = 7."""
    game = fight([["provocateur", "group_leaders", "brawler", "spear"], ["scout"], []], modules=R2)
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 4)


# =============================================================================================
# S-11: what the portable decoys count
# =============================================================================================


def test_s11_decoys_count_a_saboteur_that_acted_and_not_a_disarmed_tool() -> None:
    """S-11: "N is the number of cards still in the force at final resolution. It includes tools,
    medicine, instants and used snipers and saboteurs; it excludes sniped or disarmed cards."
    Seat 0: saboteur (used), refugee, junk, pills: 4 cards, +2. Seat 1: brawler, spear, junk, junk,
    the spear disarmed: 3 cards, +1."""
    decoys = {"buildings": [{"building": "portable_decoys"}]}
    game = fight(
        [["saboteur", "refugee", "junk", "pills"], ["brawler", "spear", "junk", "junk"], []],
        modules=HQ2 | R3,
        more={0: decoys, 1: decoys},
    )
    game.apply(0, "disarm 1:spear")
    finish(game)
    assert totals(game)[0] == (0, 0, 2 + 2)
    assert totals(game)[1] == (1, 2, 1 + 1)


# =============================================================================================
# S-14: targets of a skirmish snipe
# =============================================================================================


def test_s14_a_skirmish_snipe_targets_only_opponents_persons() -> None:
    """S-14: "Any non-sniped person card in any opponent's revealed force" (a tool is no target;
    [000:458] sniper teams attack people); "One target per sniper card"."""
    game = fight([["sniper_team", "brawler"], ["brawler", "grenade", "pills"], ["scout", "junk"]])
    legal = texts(game, 0)
    assert sorted(a for a in legal if a.startswith("snipe")) == ["snipe 1:brawler", "snipe 2:scout"]
    for text in ("snipe 1:grenade", "snipe 1:pills", "snipe 2:junk"):
        with pytest.raises(REFUSED):
            game.apply(0, text)
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    if game.view(None).decision == sc.Decision("skirmish", 0):
        assert not any(a.verb is sc.Verb.SNIPE for a in game.legal_actions(0))


def test_s14_without_dirty_deeds_a_leader_is_no_skirmish_target() -> None:
    """S-14: "A leader is also a target, but only with the Dirty Deeds module". HQ modules 1-3."""
    game = new(
        3,
        HQ3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["brawler"], "leader": "leader_ranger"}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler sniper_team", 1: "commit brawler"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert not any("leader" in a for a in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "snipe 1:leader_ranger")


def test_s14_in_the_skirmish_only_a_sniper_team_may_wound_a_leader() -> None:
    """S-14: a leader is a target "only with the Dirty Deeds module and only for sniper teams
    (L-13)": an assassin in the force may not target it, a sniper team may."""
    game = new(
        3,
        HQ4 | R2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["assassin", "sniper_team", "refugee"]},
            {"hand": ["brawler"], "leader": "leader_ranger"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit assassin refugee sniper_team", 1: "commit brawler"})
    legal = texts(game, 0)
    assert "snipe assassin 1:brawler" in legal
    assert "snipe 1:leader_ranger" in legal
    assert not any("assassin" in a and "leader" in a for a in legal)
    with pytest.raises(REFUSED):
        game.apply(0, "snipe assassin 1:leader_ranger")
