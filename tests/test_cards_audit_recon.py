"""A card-by-card audit of the Recon expansion's 25 cards (cards.tsv, set ``recon``), written from
the Recon rulebook [003] and RULINGS.md through the public API only: each card's numbers in use
(dig, draw, hunt, fight, tool bonuses, meds, people in the skirmish), its hiring cost and its
special ability with the edge cases the rulebook or the rulings name. Rulebook lines are cited
as [003:LINE], rulings by their ID."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import act, knowledge, pass_until, pass_windows, texts, zone_kinds

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
WITH_HQ = RECON | {"hq1", "hq2"}
WITH_LEADERS = RECON | {"hq1", "hq2", "hq3"}
MARKET = (
    "spy",
    "assassin",
    "guard",
    "provocateur",
    "rogue",
    "courier",
    "drill_sergeant",
    "scrappers",
    "tinker",
    "hunter",
)
CR = ["grenade", "wolf_pack", "sled_team", "field_crew"]
FILLER = ["pills", "pills", "pills", "pills", "pills"]
FILLER1 = ["medkit", "medkit", "medkit", "medkit", "medkit"]
FILLER2 = ["net", "net", "net", "net"]


def new(seats: int = 3, modules: frozenset[str] = RECON, **scenario: Any) -> sc.Game:
    """A stacked Recon table (round 1 unless given; from round 3 a fixed contested pile)."""
    scenario.setdefault("round", 1)
    scenario.setdefault("initiator", 0)
    if scenario["round"] >= 3:
        scenario.setdefault("contested", list(CR))
    config = sc.GameConfig(players=seats, seed=0, modules=modules, market=MARKET, scenario=scenario)
    return sc.Game.new(config)


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given (the rest commit nothing); stops at the end
    of the round, should the skirmish resolve with nobody left to decide (helpers.to_skirmish
    goes on into the next round's turns)."""
    start = game.round
    while game.round == start and (d := game.view(None).decision) is not None and d.kind in ("turn", "commit"):
        game.apply(d.seat, "end" if d.kind == "turn" else commits.get(d.seat, "commit none"))


def skirmish(game: sc.Game) -> tuple[dict[int, tuple[int, ...]], int | None]:
    """The last skirmish: each seat's ``(has_fight, fight, people)`` and the winner (None: deadlock)."""
    events = [e for e in game.log(None) if e.type.value in ("skirmish_totals", "skirmish_won", "deadlock")]
    assert events, "no skirmish was resolved"
    last = events[-1].round
    totals = {
        e.seat: tuple(e.values)
        for e in events
        if e.round == last and e.type.value == "skirmish_totals" and e.seat is not None
    }
    won = [e.seat for e in events if e.round == last and e.type.value == "skirmish_won"]
    return totals, (won[0] if won else None)


def fight_alone(cards: str, opponent: str = "commit junk") -> tuple[int, ...]:
    """Seat 0's skirmish totals when it commits ``cards`` (round 3) and seat 1 ``opponent``."""
    hand = cards.split()
    game = new(round=3, players=[{"hand": hand}, {"hand": opponent.split()[1:]}, {}])
    to_skirmish(game, {0: "commit " + cards, 1: opponent})
    pass_windows(game)
    while (d := game.view(None).decision) is not None and d.kind == "skirmish" and game.round == 3:
        game.apply(d.seat, "pass")
    return skirmish(game)[0][0]


def hires(hand: list[str], hunt: str | None = None) -> set[str]:
    """The mercenaries seat 0 may hire with ``hand`` after hunting with ``hunt`` (if any)."""
    game = new(players=[{"hand": hand}, {}, {}])
    if hunt is not None:
        act(game, 0, f"hunt {hunt}")
    return {t.split()[1] for t in texts(game, 0) if t.startswith("hire ")}


def food_of(hand: list[str], hunt: str) -> int:
    game = new(players=[{"hand": hand}, {}, {}])
    act(game, 0, f"hunt {hunt}")
    return game.view(0).seats[0].food


def finish_skirmish(game: sc.Game) -> None:
    """Everyone still to act in the skirmish passes."""
    start = game.round
    while game.round == start and (d := game.view(None).decision) is not None and d.kind in ("skirmish", "save"):
        game.apply(d.seat, "pass")


# =============================================================================================
# Scouting Refugee [003:81-91]: +1 dig/hunt/fight modifiers, 1 food, cancels a recon
# =============================================================================================


def test_scouting_refugee_only_modifies_a_partners_hunt_003_85() -> None:
    """[003:85] "Can modify another tribe member's actions, but cannot initiate such actions";
    cards.tsv: +1 hunt (RULINGS R-14: a modifier needs a base-ability holder)."""
    game = new(players=[{"hand": ["scouting_refugee", "scavenger"]}, {}, {}])
    legal = texts(game, 0)
    assert not any(t.split()[0] in ("dig", "hunt", "draw") and "scavenger" not in t.split("+")[0] for t in legal)
    assert "hunt scouting_refugee" not in legal
    assert "dig scouting_refugee" not in legal
    assert food_of(["scouting_refugee", "scavenger"], "scavenger+scouting_refugee") == 2


def test_scouting_refugee_adds_one_dig_and_one_fight_to_a_partner_003_85() -> None:
    """[003:85] modifiers only: +1 dig (scavenger dig 1 + 1 = 2 cards turned up) and +1 fight
    (brawler 2 + 1 = 3); alone it brings no fight (RULINGS S-3)."""
    game = new(players=[{"hand": ["scouting_refugee", "scavenger"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig scavenger+scouting_refugee")
    assert len(game.view(0).looking) == 2
    assert fight_alone("brawler scouting_refugee")[:2] == (1, 3)
    assert fight_alone("scouting_refugee")[0] == 0


def test_scouting_refugee_costs_one_food_cards_tsv() -> None:
    """cards.tsv: cost 1 food; [003:61] the scouting refugee stack is for hire beside the others
    (RULINGS X-23). Meds cannot pay a food cost (R-13)."""
    assert "scouting_refugee" in hires(["scavenger"], "scavenger")
    assert "scouting_refugee" not in hires(["pills", "medkit"])
    game = new(players=[{"hand": ["scavenger"]}, {}, {}])
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scouting_refugee")
    assert "scouting_refugee" in zone_kinds(game, "0:discard")


def test_scouting_refugee_cancels_a_binoculars_recon_and_draws_one_003_86() -> None:
    """[003:86] it cancels a recon action (binoculars); "discard the scouting refugee and draw one
    card"; [003:30] the cancelled card is discarded too; nothing is seen (RULINGS X-4)."""
    game = new(
        players=[{"hand": ["binoculars"]}, {"hand": ["scouting_refugee"], "deck": ["net"]}, {}],
        junkyard=["pills", "junk"],
    )
    game.apply(0, "scout binoculars")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "binoculars") == {}
    assert game.view(1).hand == ("net",)
    assert "scouting_refugee" in zone_kinds(game, "1:discard")
    assert "binoculars" in zone_kinds(game, "0:discard")


def test_scouting_refugee_cannot_cancel_a_snipe_which_is_no_recon_003_86() -> None:
    """[003:86] the cancel is for "a recon action (i.e. spy, binoculars, or scout tower)"; a snipe
    is not one (RULINGS I-9: a scouting-refugee cancel answers a recon)."""
    game = new(players=[{"hand": ["scavenger", "scouting_refugee"]}, {"hand": ["sniper_team"]}, {}])
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe sniper_team 0:scavenger")
    assert game.view(None).decision == sc.Decision("save", 0, 0, "scavenger")
    assert not any(t.startswith("cancel") for t in texts(game, 0))


def test_scouting_refugee_cancels_only_one_action_003_87() -> None:
    """[003:87] "A given scouting refugee can only cancel one action, after which it is discarded":
    a second binoculars recon the same turn cannot be cancelled by the same player without another."""
    game = new(
        players=[{"hand": ["binoculars", "binoculars"]}, {"hand": ["scouting_refugee"], "deck": ["net"]}, {}],
        junkyard=["pills", "junk"],
    )
    game.apply(0, "scout binoculars")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    game.apply(0, "scout binoculars")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "scout")
    assert texts(game, 1) == ["pass"]
    pass_windows(game)
    assert knowledge(game, 0, "binoculars").get("junkyard") == ("pills",)


# =============================================================================================
# Hardy Scavenger [003:178-182]: dig 1, hunt 1, draw 0, fight 0; returns after a lost skirmish
# =============================================================================================


def test_hardy_scavenger_digs_and_hunts_one_but_cannot_draw_alone_003_180() -> None:
    """[003:180] "the hardy scavenger has a 0 for draw and fight. Thus, modifiers are required to
    make those actions useful"; cards.tsv dig 1, hunt 1 (RULINGS R-10: a total of 0 cannot be declared)."""
    game = new(players=[{"hand": ["hardy_scavenger"]}, {}, {}])
    legal = texts(game, 0)
    assert "dig hardy_scavenger" in legal
    assert "hunt hardy_scavenger" in legal
    assert "draw hardy_scavenger" not in legal
    assert food_of(["hardy_scavenger"], "hardy_scavenger") == 1
    game = new(players=[{"hand": ["hardy_scavenger"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig hardy_scavenger")
    assert len(game.view(0).looking) == 1


def test_hardy_scavenger_draws_with_a_draw_modifier_003_180() -> None:
    """[003:180] draw 0: "modifiers are required to make those actions useful" - group leaders'
    +2 draw make it a draw of 2."""
    game = new(players=[{"hand": ["hardy_scavenger", "group_leaders"], "deck": ["net", "pills", "junk"]}, {}, {}])
    assert "draw hardy_scavenger+group_leaders" in texts(game, 0)
    act(game, 0, "draw hardy_scavenger+group_leaders")
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])


def test_hardy_scavenger_fight_zero_beats_no_fight_ruling_ed12() -> None:
    """[003:180] fight 0 (a fight ability of 0, RULINGS S-3); [000:418-420], ED-12: fight 0 beats a
    force without fight even with more people."""
    game = new(round=3, players=[{"hand": ["hardy_scavenger"]}, {"hand": ["refugee", "refugee"]}, {}])
    to_skirmish(game, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0] == (1, 0, 1)
    assert won == 0


def test_hardy_scavenger_returns_to_hand_after_a_lost_skirmish_003_181_182() -> None:
    """[003:181] "If you send HS into the skirmish and you either lose ... any HS units you sent
    are returned to your hand at the end of the round"; [003:182] "you still perform a standard
    draw" (RULINGS S-12: 5 more on top)."""
    game = new(
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "refugee"], "deck": FILLER},
            {"hand": ["brawler"], "deck": FILLER1},
            {"deck": FILLER2},
        ],
    )
    to_skirmish(game, {0: "commit hardy_scavenger refugee", 1: "commit brawler"})
    finish_skirmish(game)
    assert skirmish(game)[1] == 1
    assert game.round == 4
    assert Counter(game.view(0).hand) == Counter({"hardy_scavenger": 1, "pills": 5})
    assert "refugee" in zone_kinds(game, "0:discard")


def test_hardy_scavenger_returns_after_a_tie_too_003_181() -> None:
    """[003:181] "you either lose or tie": a deadlock (fight 0 and 1 person each) returns both."""
    game = new(
        round=3,
        players=[
            {"hand": ["hardy_scavenger"], "deck": FILLER},
            {"hand": ["hardy_scavenger"], "deck": FILLER1},
            {"deck": FILLER2},
        ],
    )
    to_skirmish(game, {0: "commit hardy_scavenger", 1: "commit hardy_scavenger"})
    finish_skirmish(game)
    assert skirmish(game)[1] is None
    assert "hardy_scavenger" in game.view(0).hand
    assert "hardy_scavenger" in game.view(1).hand


def test_hardy_scavenger_of_the_winner_is_discarded_003_181() -> None:
    """[003:181] the ability "triggers only at the end of a skirmish in which the player does not
    win": a winner's hardy scavenger goes to the discard pile like the rest."""
    game = new(round=3, players=[{"hand": ["hardy_scavenger", "shovel"], "deck": FILLER}, {"deck": FILLER1}, {}])
    to_skirmish(game, {0: "commit hardy_scavenger shovel"})
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert won == 0
    assert totals[0][:2] == (1, 1)  # fight 0 + shovel 1
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in zone_kinds(game, "0:discard")


def test_hardy_scavenger_sniped_in_the_skirmish_does_not_return_ruling_s12() -> None:
    """RULINGS S-12: "It returns to hand only if it was in its owner's force at final resolution,
    so a sniped one is discarded"."""
    game = new(
        round=3,
        players=[
            {"hand": ["hardy_scavenger"], "deck": FILLER},
            {"hand": ["sniper_team", "brawler"], "deck": FILLER1},
            {"deck": FILLER2},
        ],
    )
    to_skirmish(game, {0: "commit hardy_scavenger", 1: "commit sniper_team brawler"})
    pass_until(game, 1)
    game.apply(1, "snipe sniper_team 0:hardy_scavenger")
    finish_skirmish(game)
    assert skirmish(game)[1] == 1
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in zone_kinds(game, "0:discard")


def test_hardy_scavenger_returns_after_a_two_player_tie_ruling_v2() -> None:
    """[003:181] "lose or tie"; RULINGS V-2: in a 2-player game a win by less than 2 is a tie, and
    "Hardy scavengers of both players return on a tie" (fight 1 against 0)."""
    game = new(
        seats=2,
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "shovel"], "deck": FILLER},
            {"hand": ["hardy_scavenger"], "deck": FILLER1},
        ],
    )
    to_skirmish(game, {0: "commit hardy_scavenger shovel", 1: "commit hardy_scavenger"})
    finish_skirmish(game)
    assert skirmish(game)[1] is None
    assert "hardy_scavenger" in game.view(0).hand
    assert "hardy_scavenger" in game.view(1).hand


def test_hardy_scavengers_replace_scavengers_in_the_starting_decks_and_are_not_for_hire_003_159_296() -> None:
    """[003:159] module 3: "substitute hardy scavengers in place of the standard scavengers during
    player setup"; [003:296] a starting type is not put out for hire (RULINGS V-10, X-33). So its
    1-food cost (cards.tsv) never comes into play."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=frozenset({"recon3"})))
    zones = game.zones()
    for seat in range(3):
        kinds = Counter(c.kind for z in ("hand", "deck", "discard") for c in zones[f"{seat}:{z}"])
        assert kinds["hardy_scavenger"] == 3
        assert kinds["scavenger"] == 0
    stacks = dict(game.view(0).market)
    assert "hardy_scavenger" not in stacks


# =============================================================================================
# Assassin [003:115-118]: draw 1, cost 2 meds, snipes single-person cards only
# =============================================================================================


def test_assassin_costs_two_meds_cards_tsv() -> None:
    """cards.tsv: cost 2 meds; food cannot pay meds (RULINGS R-13)."""
    assert "assassin" in hires(["medkit"])
    assert "assassin" in hires(["pills", "pills"])
    assert "assassin" not in hires(["pills"])
    assert "assassin" not in hires(["hunter", "spear"], "hunter+spear")


def test_assassin_draws_one_cards_tsv() -> None:
    """cards.tsv: draw 1; no fight of its own (a force of an assassin alone has no fight)."""
    game = new(players=[{"hand": ["assassin"], "deck": ["net", "pills"]}, {}, {}])
    act(game, 0, "draw assassin")
    assert game.view(0).hand == ("net",)
    assert fight_alone("assassin")[0] == 0


def test_assassin_snipes_only_single_person_cards_in_gathering_003_118_ruling_x10() -> None:
    """[003:117] it snipes like a sniper team during resource gathering; [003:118] "restricted to
    only attacking single-unit tribe members" (RULINGS X-10: not tribal hunters of 3)."""
    game = new(players=[{"hand": ["scavenger", "tribal_hunters_3"]}, {"hand": ["assassin"]}, {}])
    game.apply(0, "hunt scavenger tribal_hunters_3")
    legal = texts(game, 1)
    assert "snipe assassin 0:scavenger" in legal
    assert "snipe assassin 0:tribal_hunters_3" not in legal
    game.apply(1, "snipe assassin 0:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "assassin" in zone_kinds(game, "1:discard")


def test_assassin_in_the_skirmish_cannot_hit_group_leaders_or_thugs_003_118_ruling_x10() -> None:
    """[003:117] the assassin snipes in the skirmish too; RULINGS X-10: not group leaders (2
    people) nor thugs (3); a brawler (1 person) is removed from the force (S-4)."""
    game = new(
        round=3,
        players=[{"hand": ["assassin", "scavenger"]}, {"hand": ["brawler", "group_leaders", "thugs"]}, {}],
    )
    to_skirmish(game, {0: "commit assassin scavenger", 1: "commit brawler group_leaders thugs"})
    legal = texts(game, 0)
    assert "snipe assassin 1:brawler" in legal
    assert "snipe assassin 1:group_leaders" not in legal
    assert "snipe assassin 1:thugs" not in legal
    game.apply(0, "snipe assassin 1:brawler")
    finish_skirmish(game)
    totals, _ = skirmish(game)
    assert totals[1][2] == 5  # group leaders 2 + thugs 3, the brawler gone


def test_assassin_cannot_snipe_a_leader_ruling_l13() -> None:
    """RULINGS L-13, X-10: with Dirty Deeds only a sniper team may wound a leader; the assassin is
    restricted to single-unit tribe-member cards [003:118]."""
    game = new(
        modules=WITH_LEADERS | {"hq4"},
        round=3,
        players=[
            {"hand": ["assassin", "sniper_team"], "leader": "leader_butcher"},
            {"hand": ["brawler"], "leader": "leader_mentor"},
            {"leader": "leader_cannibal"},
        ],
    )
    to_skirmish(game, {0: "commit assassin sniper_team", 1: "commit brawler"})
    legal = texts(game, 0)
    assert "snipe 1:leader_mentor" in legal  # the sniper team may
    assert "snipe assassin 1:brawler" in legal
    assert not any(t.startswith("snipe assassin") and "leader" in t for t in legal)


def test_assassin_snipe_is_cancelled_by_the_targets_guard_ruling_x10() -> None:
    """RULINGS X-10: the assassin's snipe "can be saved or guard-cancelled" ([003:123])."""
    game = new(
        players=[{"hand": ["scavenger", "guard"], "deck": ["net"]}, {"hand": ["assassin"]}, {}],
        junkyard=["rifle", "junk"],
    )
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe assassin 0:scavenger")
    pass_until(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(0).looking == ("rifle",)
    assert "assassin" in zone_kinds(game, "1:discard")


# =============================================================================================
# Courier [003:161-165]: draw 3, +1 fight modifier, cost 1 food + 1 med; discard 2 drawn
# =============================================================================================


def test_courier_costs_one_food_and_one_med_cards_tsv() -> None:
    """cards.tsv: cost 1 food + 1 med: both currencies are needed (RULINGS R-13)."""
    assert "courier" in hires(["scavenger", "pills"], "scavenger")
    assert "courier" not in hires(["hunter", "spear"], "hunter+spear")
    assert "courier" not in hires(["medkit", "pills"])


def test_courier_draws_three_and_discards_two_of_them_003_164() -> None:
    """[003:164] "When you perform a draw using a courier, you must discard two of the drawn cards";
    cards.tsv draw 3 (RULINGS X-11: her choice)."""
    game = new(players=[{"hand": ["courier"], "deck": ["net", "pills", "medkit", "junk"]}, {}, {}])
    act(game, 0, "draw courier")
    assert Counter(game.view(0).looking) == Counter(["net", "pills", "medkit"])
    assert game.view(None).decision == sc.Decision("discard", 0, None, None)
    assert "discard net pills" in texts(game, 0)
    assert "discard net" not in texts(game, 0)
    game.apply(0, "discard net pills")
    assert game.view(0).hand == ("medkit",)
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["net", "pills"])
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_courier_discards_only_two_even_when_the_draw_is_boosted_003_165() -> None:
    """[003:165] "Even if other cards are used to augment the draw ability, only two of the drawn
    cards must be discarded per courier played": courier 3 + group leaders 2 = 5 drawn, 3 kept."""
    deck = ["net", "pills", "medkit", "junk", "spear", "shovel"]
    game = new(players=[{"hand": ["courier", "group_leaders"], "deck": deck}, {}, {}])
    act(game, 0, "draw courier+group_leaders")
    assert len(game.view(0).looking) == 5
    game.apply(0, "discard junk spear")
    assert Counter(game.view(0).hand) == Counter(["net", "pills", "medkit"])


def test_courier_adds_one_fight_only_as_a_modifier_cards_tsv() -> None:
    """cards.tsv: +1 fight modifier (RULINGS X-11, R-14): brawler 2 + 1 = 3; alone no fight."""
    assert fight_alone("brawler courier")[:2] == (1, 3)
    assert fight_alone("courier")[0] == 0


def test_courier_with_fewer_than_two_drawn_discards_them_all_ruling_x11() -> None:
    """RULINGS X-11: "If fewer were drawn, all drawn cards are discarded" (a deck of 1, no discard)."""
    game = new(players=[{"hand": ["courier"], "deck": ["net"]}, {}, {}])
    act(game, 0, "draw courier")
    if (d := game.view(None).decision) is not None and d.kind == "discard":
        game.apply(0, "discard net")
    assert game.view(0).hand == ()
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["courier", "net"])


# =============================================================================================
# Drill Sergeant [003:167-176]: dig 2, fight 1, cost 2 food + 1 med; recycle 2, draw 2
# =============================================================================================


def test_drill_sergeant_costs_two_food_and_one_med_cards_tsv() -> None:
    """cards.tsv: cost 2 food + 1 med."""
    assert "drill_sergeant" in hires(["hunter", "pills"], "hunter")
    assert "drill_sergeant" not in hires(["scavenger", "medkit"], "scavenger")
    assert "drill_sergeant" not in hires(["hunter", "spear"], "hunter+spear")


def test_drill_sergeant_digs_two_and_fights_one_003_169() -> None:
    """[003:169] "Standard dig / fight actions"; cards.tsv dig 2, fight 1."""
    game = new(players=[{"hand": ["drill_sergeant"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig drill_sergeant")
    assert len(game.view(0).looking) == 2
    assert fight_alone("drill_sergeant") == (1, 1, 1)


def test_drill_sergeant_shuffles_two_discards_into_the_deck_then_draws_two_003_170() -> None:
    """[003:170] "Retrieve two cards from the discard pile and shuffle them into your deck. Then
    draw the top two cards from your deck" (RULINGS X-12: her choice of cards)."""
    game = new(players=[{"hand": ["drill_sergeant"], "deck": ["net"], "discard": ["brawler", "spear", "junk"]}, {}, {}])
    act(game, 0, "drill drill_sergeant")
    assert game.view(None).decision == sc.Decision("shuffle", 0, None, None)
    game.apply(0, "shuffle brawler spear")
    pass_windows(game)
    hand = Counter(game.view(0).hand)
    assert sum(hand.values()) == 2
    assert hand <= Counter(["net", "brawler", "spear"])
    assert Counter(zone_kinds(game, "0:deck") + list(game.view(0).hand)) == Counter(["net", "brawler", "spear"])
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["junk", "drill_sergeant"])


def test_drill_sergeant_with_an_empty_discard_still_draws_two_003_174() -> None:
    """[003:174] "If you have no cards in your discard pile, you still draw two" (RULINGS X-29: the
    deck is not shuffled)."""
    game = new(players=[{"hand": ["drill_sergeant"], "deck": ["net", "pills", "junk"]}, {}, {}])
    act(game, 0, "drill drill_sergeant")
    if (d := game.view(None).decision) is not None and d.kind == "shuffle":
        game.apply(0, "shuffle none")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_drill_sergeant_with_an_empty_deck_draws_the_two_retrieved_003_175() -> None:
    """[003:175] "If you have no cards in your deck, then both cards retrieved from the discard
    will form your new deck" - and are the two drawn."""
    game = new(players=[{"hand": ["drill_sergeant"], "discard": ["brawler", "spear", "junk"]}, {}, {}])
    act(game, 0, "drill drill_sergeant")
    game.apply(0, "shuffle brawler spear")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["brawler", "spear"])


def test_drill_sergeant_special_can_be_sniped_in_gathering_ruling_x12() -> None:
    """RULINGS X-12: "In RG it opens a response window (the drill sergeant can be sniped)"."""
    game = new(players=[{"hand": ["drill_sergeant"], "deck": ["net"]}, {"hand": ["sniper_team"]}, {}])
    game.apply(0, "drill drill_sergeant")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "drill")
    assert "snipe 0:drill_sergeant" in texts(game, 1)


def test_drill_sergeant_in_the_skirmish_adds_no_cards_and_gives_up_its_fight_003_176_ruling_x13() -> None:
    """[003:176] "Using the drill sergeant in the skirmish will NOT permit you to add new cards to
    your skirmish force"; RULINGS S-6, X-13: it loses its fight, keeps its people, the drawn cards
    go to hand."""
    game = new(
        round=3,
        players=[{"hand": ["drill_sergeant", "brawler"], "deck": ["thugs", "grenade"]}, {"hand": ["junk"]}, {}],
    )
    to_skirmish(game, {0: "commit drill_sergeant brawler"})
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    if (d := game.view(None).decision) is not None and d.kind == "shuffle":
        game.apply(0, "shuffle none")
    pass_windows(game)
    drawn = [e for e in game.log(0) if e.type.value == "drew" and e.round == 3 and e.seat == 0 and e.cards]
    assert Counter(drawn[-1].cards) == Counter(["thugs", "grenade"])
    finish_skirmish(game)
    totals, _ = skirmish(game)
    assert totals[0] == (1, 2, 2)  # the brawler's 2, not 2 + 1 (sergeant), nor thugs and grenade


# =============================================================================================
# Guard [003:120-124]: fight 2, cost 2 food; cancels an out-of-skirmish action on its owner's cards
# =============================================================================================


def test_guard_costs_two_food_cards_tsv() -> None:
    """cards.tsv: cost 2 food; meds cannot make up food (RULINGS R-13)."""
    assert "guard" in hires(["hunter"], "hunter")
    assert "guard" not in hires(["scavenger", "medkit"], "scavenger")


def test_guard_fights_two_like_a_brawler_003_122() -> None:
    """[003:122] "An inexpensive fighter, similar to a brawler"; cards.tsv fight 2, 1 person."""
    assert fight_alone("guard") == (1, 2, 1)
    game = new(players=[{"hand": ["guard"]}, {}, {}])
    assert not any(t.split()[0] in ("dig", "draw", "hunt") for t in texts(game, 0))


def test_guard_cancels_a_snipe_on_its_owners_card_and_draws_one_003_123_124() -> None:
    """[003:123] cancel "any action outside of the skirmish which targets your card(s)", e.g.
    "sniping ... while you gather resources"; [003:124] "discard him and draw a new card"."""
    game = new(
        players=[{"hand": ["scavenger", "guard"], "deck": ["net"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["rifle", "junk"],
    )
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe sniper_team 0:scavenger")
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(0).looking == ("rifle",)  # the scavenger dug: it was not sniped
    assert "guard" in zone_kinds(game, "0:discard")
    assert "net" in game.view(0).hand
    assert "sniper_team" in zone_kinds(game, "1:discard")


def test_guard_cannot_cancel_an_action_on_another_players_card_003_123() -> None:
    """[003:123] only an action "which targets your card(s)": a snipe on seat 0's card leaves seat 2's
    guard without a cancel (RULINGS X-6)."""
    game = new(players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["guard"]}])
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe sniper_team 0:scavenger")
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        if d.seat == 2:
            assert not any(t.startswith("cancel") for t in texts(game, 2))
        game.apply(d.seat, "pass")
    assert "scavenger" in zone_kinds(game, "0:discard")


def test_guard_cannot_cancel_in_the_skirmish_003_123() -> None:
    """[003:123] the cancel works only "outside of the skirmish" (RULINGS X-6): a skirmish snipe on
    the guard owner's brawler stands, and the guard still fights for 2."""
    game = new(round=3, players=[{"hand": ["guard", "brawler"]}, {"hand": ["sniper_team", "thugs"]}, {}])
    to_skirmish(game, {0: "commit guard brawler", 1: "commit sniper_team thugs"})
    pass_until(game, 1)
    game.apply(1, "snipe sniper_team 0:brawler")
    decision = game.view(None).decision
    if decision is not None and decision.seat == 0:
        assert not any(t.startswith("cancel") for t in texts(game, 0))
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0] == (1, 2, 1)
    assert won == 1


def test_guard_cancels_a_spy_on_its_owners_hand_ruling_x6() -> None:
    """[003:123] "Examples include spying" (RULINGS X-6, X-4): the spy sees nothing."""
    game = new(players=[{"hand": ["spy"], "deck": ["pills"]}, {"hand": ["guard", "brawler"], "deck": ["net"]}, {}])
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert Counter(game.view(1).hand) == Counter(["brawler", "net"])


def test_guard_cannot_cancel_a_recon_of_the_shared_piles_ruling_x6() -> None:
    """RULINGS X-6: the guard's cancel "does not cover binocular or scout-tower peeks at shared piles"
    (they target nobody's cards [003:123])."""
    game = new(players=[{"hand": ["binoculars"]}, {"hand": ["guard"]}, {}], junkyard=["net"])
    game.apply(0, "scout binoculars")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "scout")
    assert "cancel guard" not in texts(game, 1)


# =============================================================================================
# Provocateur [003:126-137]: draw 1, fight 1, cost 1 med; fight = force size
# =============================================================================================


def test_provocateur_costs_one_med_cards_tsv() -> None:
    """cards.tsv: cost 1 med; food cannot pay it (RULINGS R-13)."""
    assert "provocateur" in hires(["pills"])
    assert "provocateur" not in hires(["hunter", "spear"], "hunter+spear")


def test_provocateur_draws_one_and_fights_one_003_128() -> None:
    """[003:128] "Standard draw / fight actions"; cards.tsv draw 1, fight 1."""
    game = new(players=[{"hand": ["provocateur"], "deck": ["net", "pills"]}, {}, {}])
    act(game, 0, "draw provocateur")
    assert game.view(0).hand == ("net",)
    assert fight_alone("provocateur") == (1, 1, 1)


def test_provocateur_fight_is_the_force_size_ignoring_tools_003_130_131_137() -> None:
    """[003:130-132] announce on your skirmish turn; fight = "the total size of your force ...
    ignoring any tools"; [003:137] combat medics (four people) + provocateur = five."""
    game = new(round=3, players=[{"hand": ["provocateur", "combat_medics", "grenade"]}, {"hand": ["thugs"]}, {}])
    to_skirmish(game, {0: "commit provocateur combat_medics grenade", 1: "commit thugs"})
    assert "provoke provocateur" in texts(game, 0)
    game.apply(0, "provoke provocateur")
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0][:2] == (1, 5)
    assert won == 0


def test_provocateur_sniped_by_a_later_player_reverts_the_fight_003_133_135() -> None:
    """[003:133] "If your provocateur gets sniped, your fight score reverts back to its natural
    score"; [003:135] a later player may snipe an earlier provocateur (RULINGS S-8)."""
    game = new(
        round=3, players=[{"hand": ["provocateur", "tribal_hunters_4"]}, {"hand": ["sniper_team", "brawler"]}, {}]
    )
    to_skirmish(game, {0: "commit provocateur tribal_hunters_4", 1: "commit sniper_team brawler"})
    game.apply(0, "provoke provocateur")
    pass_until(game, 1)
    game.apply(1, "snipe sniper_team 0:provocateur")
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0][:2] == (1, 1)  # tribal hunters (4) fight 1
    assert won == 1


def test_provocateur_does_not_count_the_gangster_ruling_s8_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur ability"
    (RULINGS S-8, L-8): provocateur + 2 refugees under the Gangster fight 3, not 5."""
    game = new(
        round=3,
        modules=WITH_LEADERS,
        players=[
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["junk"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    to_skirmish(game, {0: "commit provocateur refugee refugee"})
    game.apply(0, "provoke provocateur")
    finish_skirmish(game)
    assert skirmish(game)[0][0][:2] == (1, 3)


def test_provocateur_sniped_before_its_owners_turn_cannot_be_announced_ruling_s8() -> None:
    """RULINGS S-8: the announcement is made on the owner's own skirmish turn "and only if the
    provocateur is still in the force": the initiator snipes it first."""
    game = new(round=3, players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["provocateur", "thugs"]}, {}])
    to_skirmish(game, {0: "commit sniper_team brawler", 1: "commit provocateur thugs"})
    game.apply(0, "snipe 1:provocateur")
    finish_skirmish(game)
    events = [e for e in game.log(None) if e.type.value == "provoked"]
    assert events == []
    assert skirmish(game)[0][1][:2] == (1, 3)


# =============================================================================================
# Rogue [003:139-153]: draw 1, fight 1, cost 1 med; wins a tie for highest fight
# =============================================================================================


def test_rogue_costs_one_med_and_draws_one_fights_one_cards_tsv() -> None:
    """cards.tsv: cost 1 med, draw 1, fight 1 ([003:141] "Standard draw / fight actions")."""
    assert "rogue" in hires(["pills"])
    assert "rogue" not in hires(["hunter", "spear"], "hunter+spear")
    game = new(players=[{"hand": ["rogue"], "deck": ["net", "pills"]}, {}, {}])
    act(game, 0, "draw rogue")
    assert game.view(0).hand == ("net",)
    assert fight_alone("rogue") == (1, 1, 1)


def test_rogue_wins_a_tie_it_is_not_part_of_003_143_145() -> None:
    """[003:143-145] a tie for highest fight: "the first player in turn order with a rogue in the
    skirmish automatically wins"; "It is not necessary that the player using the rogue be involved
    in the tie"."""
    game = new(round=3, players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {"hand": ["rogue"]}])
    to_skirmish(game, {0: "commit brawler", 1: "commit brawler", 2: "commit rogue"})
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0][1] == totals[1][1] == 2
    assert won == 2


def test_rogue_beats_the_people_tie_break_first_in_turn_order_003_144_148() -> None:
    """[003:144] the rogue "constitutes a higher order of precedence than the number of tribe
    members"; [003:148] only the first rogue in turn order from the initiator (RULINGS S-9)."""
    players: list[dict[str, Any]] = [
        {"hand": ["brawler", "refugee", "refugee"]},
        {"hand": ["rogue", "scavenger"]},
        {"hand": ["rogue"]},
    ]
    commits = {0: "commit brawler refugee refugee", 1: "commit rogue scavenger", 2: "commit rogue"}
    game = new(round=3, players=players)
    to_skirmish(game, commits)
    finish_skirmish(game)
    assert skirmish(game)[1] == 1  # seat 0 has more people, seat 1's rogue comes first
    game = new(round=4, initiator=2, players=players)
    to_skirmish(game, commits)
    finish_skirmish(game)
    assert skirmish(game)[1] == 2  # from the initiator (seat 2), seat 2's rogue is first


def test_rogue_sniped_does_not_steal_003_147() -> None:
    """[003:147] "Your rogue can be targeted by a snipe action": then the tie goes to people."""
    game = new(round=3, players=[{"hand": ["brawler", "sniper_team"]}, {"hand": ["brawler"]}, {"hand": ["rogue"]}])
    to_skirmish(game, {0: "commit brawler sniper_team", 1: "commit brawler", 2: "commit rogue"})
    game.apply(0, "snipe sniper_team 2:rogue")
    finish_skirmish(game)
    assert skirmish(game)[1] == 0  # brawler + sniper team: 3 people against 1


def test_rogue_steals_a_two_player_tie_ruling_v2() -> None:
    """RULINGS V-2: "A rogue triggers on any 2-player tie, i.e. a margin of 0 or 1": brawler (2)
    against rogue (1) is a tie, which the rogue wins [003:143]."""
    game = new(seats=2, round=3, players=[{"hand": ["brawler"]}, {"hand": ["rogue"]}])
    to_skirmish(game, {0: "commit brawler", 1: "commit rogue"})
    finish_skirmish(game)
    assert skirmish(game)[1] == 1


# =============================================================================================
# Tinker [003:194-201]: +1 dig/hunt/fight modifiers, cost 3 food; a schematics dig with a partner
# =============================================================================================


def test_tinker_costs_three_food_cards_tsv() -> None:
    """cards.tsv: cost 3 food."""
    assert "tinker" in hires(["hunter", "spear"], "hunter+spear")
    assert "tinker" not in hires(["hunter", "pills"], "hunter")


def test_tinker_lets_a_refugee_dig_the_schematics_pile_003_197_198() -> None:
    """[003:197-198] "Any tribe member with a base dig ability (even a standard refugee) can team
    up with a tinker to dig in the engineering schematics pile": refugee 0 + tinker 1 = 1 card."""
    game = new(
        players=[{"hand": ["refugee", "tinker"], "deck": FILLER}, {}, {}],
        schematics=["scout_tower", "bunker", "armory"],
    )
    legal = texts(game, 0)
    assert "build refugee+tinker" in legal
    assert not any(t.startswith("build tinker") for t in legal)
    act(game, 0, "build refugee+tinker")
    assert game.view(0).looking == ("scout_tower",)


def test_tinker_is_a_modifier_only_for_dig_and_hunt_003_197() -> None:
    """[003:197] "with only a digging modifier, you will need to pair up with another tribe member";
    cards.tsv +1 dig, +1 hunt, +1 fight (RULINGS X-16)."""
    game = new(players=[{"hand": ["tinker"]}, {}, {}])
    assert not any(t.split()[0] in ("dig", "hunt", "draw", "build") for t in texts(game, 0))
    assert food_of(["scavenger", "tinker"], "scavenger+tinker") == 2
    game = new(players=[{"hand": ["scavenger", "tinker"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig scavenger+tinker")
    assert len(game.view(0).looking) == 2
    assert fight_alone("brawler tinker")[:2] == (1, 3)


def test_tinker_does_not_count_for_the_masons_tie_break_003_199() -> None:
    """[003:199] "Tinkers do not contribute to the tie breaker when competing for The Masons gang
    (ties are broken by number of engineers)" (RULINGS F-6): one building each, seat 0 owns three
    tinkers, seat 1 one engineer: the Masons go to seat 1."""
    game = new(
        round=3,
        modules=WITH_HQ,
        contested=["grenade"],
        players=[
            {"hand": ["tinker", "tinker", "tinker"], "buildings": [{"building": "armory"}]},
            {"hand": ["engineer"], "buildings": [{"building": "armory"}]},
            {},
        ],
    )
    to_skirmish(game, {})
    finish_skirmish(game)
    assert game.over
    result = game.view(None).result
    assert result is not None
    assert "gang_masons" in result.scores[1].gangs
    assert "gang_masons" not in result.scores[0].gangs


# =============================================================================================
# Spy [003:63-79]: +2 fight modifier, cost any 3; a recon on up to 4 cards of one player
# =============================================================================================


def test_spy_costs_three_in_any_mix_of_food_and_meds_cards_tsv() -> None:
    """cards.tsv: cost 3, any mix (RULINGS R-13)."""
    assert "spy" in hires(["scavenger", "medkit"], "scavenger")
    assert "spy" in hires(["hunter", "spear"], "hunter+spear")
    assert "spy" in hires(["medkit", "pills"])
    assert "spy" not in hires(["scavenger", "pills"], "scavenger")


def test_spy_looks_at_another_players_hand_then_is_discarded_and_draws_one_003_66_68() -> None:
    """[003:66] "Peek at up to four cards from one player"; [003:68] "discard the spy and draw 1"."""
    game = new(players=[{"hand": ["spy"], "deck": ["pills"]}, {"hand": ["brawler", "net", "junk"]}, {}])
    act(game, 0, "spy 1:hand")
    assert Counter(knowledge(game, 0, "spy")["1:hand"]) == Counter(["brawler", "net", "junk"])
    assert game.view(0).hand == ("pills",)
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert Counter(game.view(1).hand) == Counter(["brawler", "net", "junk"])  # returned [003:34]


def test_spy_sees_at_most_four_cards_of_a_deck_in_order_003_66_67() -> None:
    """[003:66-67] up to four; with more, the spy selects in advance (RULINGS X-2: the top of the
    deck unless positions are named); deck cards stay in their order [003:34]."""
    deck = ["net", "pills", "junk", "spear", "shovel", "medkit"]
    game = new(players=[{"hand": ["spy"]}, {"deck": deck}, {}])
    act(game, 0, "spy 1:deck")
    seen = knowledge(game, 0, "spy")
    assert list(seen.values()) == [("net", "pills", "junk", "spear")]
    assert zone_kinds(game, "1:deck") == deck


def test_spy_chooses_which_cards_to_see_in_advance_003_67_ruling_x2() -> None:
    """[003:67] "the spying player must select which cards to view in advance" (RULINGS X-2: deck
    positions counted from the top)."""
    deck = ["net", "pills", "junk", "spear", "shovel", "medkit"]
    game = new(players=[{"hand": ["spy"]}, {"deck": deck}, {}])
    act(game, 0, "spy 1:deck@2,3,5,6")
    seen = knowledge(game, 0, "spy")
    assert Counter(seen["1:deck@2,3,5,6"]) == Counter(["pills", "junk", "shovel", "medkit"])


def test_spy_looks_at_a_committed_skirmish_force_003_66_75() -> None:
    """[003:66] the target may be the "skirmish force"; [003:75] Carol peeks at Sarah's committed
    skirmish cards: with no scouting refugee or guard about, she succeeds."""
    game = new(round=3, players=[{"hand": ["brawler", "spear"]}, {"hand": ["spy"], "deck": ["pills"]}, {}])
    game.apply(0, "end")
    game.apply(0, "commit brawler spear")
    act(game, 1, "spy 0:force")
    assert Counter(knowledge(game, 1, "spy")["0:force"]) == Counter(["brawler", "spear"])


def test_spy_targets_only_another_player_and_a_zone_with_cards_ruling_x35_x36() -> None:
    """[003:65-66] one player's hand, deck, building or force (RULINGS X-35: not oneself; X-36: not
    an empty zone; R-16: not a discard pile)."""
    game = new(players=[{"hand": ["spy", "junk"], "deck": ["net"]}, {"hand": ["brawler"]}, {}])
    legal = texts(game, 0)
    assert "spy 1:hand" in legal
    assert not any(t.startswith("spy 0:") for t in legal)
    assert not any(t.startswith("spy 1:deck") for t in legal)
    assert not any(t.startswith("spy 2:") for t in legal)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "spy 1:discard")


def test_spy_adds_two_fight_as_a_modifier_and_cannot_spy_in_the_skirmish_ruling_x14_x3() -> None:
    """RULINGS X-14: the spy's standard use is its +2 fight modifier (cards.tsv); X-3: the recon is
    only on its owner's own gathering turn, not in the skirmish."""
    assert fight_alone("brawler spy")[:2] == (1, 4)
    assert fight_alone("spy")[0] == 0
    game = new(round=3, players=[{"hand": ["spy", "brawler", "sniper_team"]}, {"hand": ["brawler", "junk"]}, {}])
    to_skirmish(game, {0: "commit spy brawler sniper_team", 1: "commit brawler junk"})
    assert game.view(None).decision == sc.Decision("skirmish", 0, None, None)
    legal = texts(game, 0)
    assert "snipe 1:brawler" in legal
    assert not any(t.startswith("spy") for t in legal)


# =============================================================================================
# Scrappers [003:184-192]: dig 3, fight 2, 2 people, cost any 4; dig from the top or the bottom
# =============================================================================================


def test_scrappers_cost_four_in_any_mix_cards_tsv() -> None:
    """cards.tsv: cost 4, any mix (RULINGS R-13)."""
    assert "scrappers" in hires(["hunter", "spear", "pills"], "hunter+spear")
    assert "scrappers" in hires(["medkit", "medkit"])
    assert "scrappers" not in hires(["hunter", "spear"], "hunter+spear")


def test_scrappers_dig_three_and_the_rulebook_example_totals_six_003_192() -> None:
    """[003:192] "a dig using scrappers, a scavenger, and a shovel for a total dig of 6" (3 + 1 + 2)."""
    junkyard = ["pills", "rifle", "spear", "spear", "junk", "junk", "net"]
    game = new(players=[{"hand": ["scrappers", "scavenger", "shovel"]}, {}, {}], junkyard=junkyard)
    act(game, 0, "dig scrappers scavenger+shovel")
    assert len(game.view(0).looking) == 6
    game = new(players=[{"hand": ["scrappers"]}, {}, {}], junkyard=junkyard)
    act(game, 0, "dig scrappers")
    assert len(game.view(0).looking) == 3


def test_scrappers_fight_two_and_count_two_people_cards_tsv() -> None:
    """cards.tsv: fight 2, 2 people (RULINGS S-5)."""
    assert fight_alone("scrappers") == (1, 2, 2)


def test_scrappers_dig_from_the_bottom_and_return_cards_on_top_003_187_188() -> None:
    """[003:187] "perform your entire dig from the top or the bottom of the pile"; [003:188,190]
    returned cards to the top or the bottom, some to each (RULINGS X-15)."""
    game = new(
        players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["net", "pills", "spear", "junk", "medkit", "shovel"]
    )
    act(game, 0, "dig bottom scrappers")
    assert Counter(game.view(0).looking) == Counter(["junk", "medkit", "shovel"])
    game.apply(0, "keep medkit")
    game.apply(0, "top junk")
    pass_windows(game)
    junkyard = zone_kinds(game, "junkyard")
    assert junkyard[0] == "junk"
    assert junkyard[-1] == "shovel"
    assert junkyard[1:4] == ["net", "pills", "spear"]


def test_scrappers_still_keep_only_one_card_003_189() -> None:
    """[003:189] "You still only retrieve one card from the set of cards you collect"."""
    game = new(players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig scrappers")
    assert not any(len(t.split()) > 2 for t in texts(game, 0) if t.startswith("keep"))


# =============================================================================================
# Binoculars [003:93-107]: instant hunt 1 (P-2); recon on every pile; +2 cards to a recon
# =============================================================================================


def test_binoculars_add_one_hunt_without_a_holder_ruling_p2_x8() -> None:
    """[003:96-97] "Useful in hunting", an instant that "Does not need to be equipped"; RULINGS P-2,
    X-8: hunt 1 with no holder and no tool slot, alone or beside a tooled hunter."""
    assert food_of(["binoculars"], "binoculars") == 1
    assert food_of(["binoculars", "scavenger", "spear"], "binoculars scavenger+spear") == 3


def test_binoculars_peek_at_the_top_card_of_every_pile_and_are_discarded_003_100_107() -> None:
    """[003:100] "Peek at the top card of every pile in play (CR, JY, engineering schematics,
    etc.), returning each card to the top"; [003:107] discarded after use."""
    game = new(
        players=[{"hand": ["binoculars"]}, {}, {}],
        junkyard=["net", "junk"],
        contested=["grenade", "wolf_pack"],
        schematics=["bunker", "armory"],
    )
    act(game, 0, "scout binoculars")
    seen = knowledge(game, 0, "binoculars")
    assert seen["junkyard"] == ("net",)
    assert seen["contested"] == ("grenade",)
    assert seen["schematics"] == ("bunker",)
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    assert zone_kinds(game, "0:discard") == ["binoculars"]


def test_two_binoculars_see_the_top_three_and_a_spy_with_binoculars_six_003_102() -> None:
    """[003:102] "two binoculars would allow you to see the top 3 cards of each pile or a spy with
    binoculars would allow you to see up to 6 cards from one player" (RULINGS X-1)."""
    game = new(players=[{"hand": ["binoculars", "binoculars"]}, {}, {}], junkyard=["net", "junk", "pills", "spear"])
    act(game, 0, "scout binoculars binoculars")
    assert knowledge(game, 0, "binoculars")["junkyard"] == ("net", "junk", "pills")
    deck = ["net", "pills", "junk", "spear", "shovel", "medkit", "brawler"]
    game = new(players=[{"hand": ["spy", "binoculars"]}, {"deck": deck}, {}])
    act(game, 0, "spy binoculars 1:deck")
    assert list(knowledge(game, 0, "spy").values()) == [tuple(deck[:6])]


def test_binoculars_skip_the_contested_pile_in_a_two_player_game_ruling_x9() -> None:
    """RULINGS X-9: 2-player games "Eliminate all contested resources peeking" [000:114]: the
    binoculars' look skips the CR pile."""
    game = new(seats=2, players=[{"hand": ["binoculars"]}, {}], junkyard=["net"], contested=["grenade"])
    act(game, 0, "scout binoculars")
    seen = knowledge(game, 0, "binoculars")
    assert seen["junkyard"] == ("net",)
    assert "contested" not in seen


def test_binoculars_cannot_be_disarmed_in_a_hunt_003_98() -> None:
    """[003:98] "Cannot be discarded through a disarm action" - the spear beside it may be."""
    game = new(players=[{"hand": ["binoculars", "scavenger", "spear"]}, {"hand": ["saboteur"]}, {}])
    game.apply(0, "hunt binoculars scavenger+spear")
    legal = texts(game, 1)
    assert "disarm 0:spear" in legal
    assert "disarm 0:binoculars" not in legal


# =============================================================================================
# Map [003:269-274]: re-use a tribe member for a second, different action
# =============================================================================================


def test_map_returns_a_used_tribe_member_for_another_action_003_273() -> None:
    """[003:273] "retrieve a tribe member you have just used and apply them to another action this
    same round" (RULINGS X-19: its tool stays discarded)."""
    game = new(players=[{"hand": ["scavenger", "spear", "map"]}, {}, {}], junkyard=["net", "junk"])
    act(game, 0, "hunt scavenger+spear")
    assert "map scavenger" in texts(game, 0)
    act(game, 0, "map scavenger")
    assert game.view(0).hand == ("scavenger",)
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["spear", "map"])
    assert "dig scavenger" in texts(game, 0)


def test_map_does_not_allow_the_same_action_twice_003_274() -> None:
    """[003:274] "Does not permit an action to be performed more than once"."""
    game = new(players=[{"hand": ["scavenger", "map"]}, {}, {}])
    act(game, 0, "hunt scavenger")
    act(game, 0, "map scavenger")
    legal = texts(game, 0)
    assert not any(t.startswith("hunt") for t in legal)
    assert "draw scavenger" in legal


def test_map_has_no_use_in_the_skirmish_ruling_x19() -> None:
    """RULINGS X-19: "The map cannot be used in the skirmish"; X-22: committed, it adds nothing
    (an instant, no fight)."""
    game = new(round=3, players=[{"hand": ["map", "brawler", "sniper_team"]}, {"hand": ["junk", "refugee"]}, {}])
    to_skirmish(game, {0: "commit map brawler sniper_team", 1: "commit junk refugee"})
    assert game.view(None).decision == sc.Decision("skirmish", 0, None, None)
    assert not any(t.startswith("map") for t in texts(game, 0))
    finish_skirmish(game)
    assert skirmish(game)[0][0] == (1, 2, 3)  # brawler 2; brawler 1 + sniper team 2 people


def test_map_cannot_bring_back_a_spy_that_spied_ruling_x25() -> None:
    """RULINGS X-25: a spy that spied was discarded as part of its recon [003:68]; the map is refused."""
    game = new(players=[{"hand": ["spy", "map"], "deck": ["pills"]}, {"hand": ["brawler"]}, {}])
    act(game, 0, "spy 1:hand")
    assert not any(t.startswith("map") for t in texts(game, 0))


# =============================================================================================
# Cargo Sled [003:224-227]: +2 dig, +2 hunt tool; keep one more tool or medicine
# =============================================================================================


def test_cargo_sled_adds_two_to_dig_and_hunt_003_226() -> None:
    """[003:226] "Standard dig / hunt actions"; cards.tsv +2 dig, +2 hunt (a tool on a holder)."""
    assert food_of(["scavenger", "cargo_sled"], "scavenger+cargo_sled") == 3
    game = new(players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["net", "pills", "junk", "spear"])
    act(game, 0, "dig scavenger+cargo_sled")
    assert len(game.view(0).looking) == 3
    game = new(players=[{"hand": ["cargo_sled"]}, {}, {}])
    assert not any(t.split()[0] in ("dig", "hunt") for t in texts(game, 0))


def test_cargo_sled_keeps_an_extra_tool_or_medicine_003_227() -> None:
    """[003:227] "keeping an additional tool or medicine from the set of cards you retrieved";
    the extra card "must be medicine or a tool" (RULINGS X-17)."""
    game = new(players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig scavenger+cargo_sled")
    legal = texts(game, 0)
    assert "keep net pills" in legal or "keep pills net" in legal
    game_b = new(players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["net", "brawler", "junk"])
    act(game_b, 0, "dig scavenger+cargo_sled")
    pairs = [sorted(t.split()[1:]) for t in texts(game_b, 0) if t.startswith("keep") and len(t.split()) == 3]
    assert ["brawler", "net"] in pairs  # the first card any type, the extra one a tool
    assert ["brawler", "junk"] not in pairs  # neither is a tool or medicine
    game.apply(0, next(t for t in legal if t.startswith("keep") and sorted(t.split()[1:]) == ["net", "pills"]))
    pass_windows(game)
    assert Counter(game.view(0).discard_hidden) >= Counter(["net", "pills"]) or Counter(
        zone_kinds(game, "0:discard")
    ) >= Counter(["net", "pills"])


def test_cargo_sled_cannot_keep_two_tribe_members_003_227() -> None:
    """[003:227] "If you find two tribe members or instant cards in the junkyard, you may keep only one"."""
    game = new(players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["brawler", "map", "scout"])
    act(game, 0, "dig scavenger+cargo_sled")
    keeps = [t for t in texts(game, 0) if t.startswith("keep")]
    assert keeps
    assert all(len(t.split()) <= 2 for t in keeps)


def test_cargo_sled_has_no_effect_on_a_schematics_dig_ruling_x17() -> None:
    """RULINGS X-17: the extra keep is "when digging in the Junkyard"; "It has no effect on a
    schematics dig" (it still adds its +2 dig: engineer 2 + 2 = 4 schematics turned up)."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["engineer", "cargo_sled"], "deck": FILLER}, {}, {}],
        schematics=["bunker", "armory", "pharmacy", "scout_tower", "portable_decoys"],
    )
    act(game, 0, "build engineer+cargo_sled")
    assert len(game.view(0).looking) == 4
    keeps = [t for t in texts(game, 0) if t.startswith("keep")]
    assert "keep armory" in keeps
    assert all(len(t.split()) <= 2 for t in keeps)


# =============================================================================================
# Combat Medics [003:229-232]: draw 1, fight 1, 2 meds, 4 people; save and still fight
# =============================================================================================


def test_combat_medics_draw_one_fight_one_and_count_four_people_003_137() -> None:
    """cards.tsv draw 1, fight 1; [003:137] "combat medics (four people)"."""
    game = new(players=[{"hand": ["combat_medics"], "deck": ["net", "pills"]}, {}, {}])
    act(game, 0, "draw combat_medics")
    assert game.view(0).hand == ("net",)
    assert fight_alone("combat_medics") == (1, 1, 4)


def test_combat_medics_carry_two_meds_for_a_hire_003_231_ruling_x18() -> None:
    """[003:231] "Carries medicine like a medic"; RULINGS X-18: 2 meds in a hire (an assassin's 2)."""
    assert "assassin" in hires(["combat_medics"])
    game = new(players=[{"hand": ["combat_medics"]}, {}, {}])
    act(game, 0, "hire assassin pay combat_medics")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["assassin", "combat_medics"])


def test_combat_medics_save_in_the_skirmish_and_still_fight_003_232() -> None:
    """[003:232] "Can save against a snipe attack AND fight in the same round" (RULINGS S-6, X-18)."""
    game = new(round=3, players=[{"hand": ["combat_medics", "brawler"]}, {"hand": ["sniper_team", "thugs"]}, {}])
    to_skirmish(game, {0: "commit combat_medics brawler", 1: "commit sniper_team thugs"})
    pass_until(game, 1)
    game.apply(1, "snipe sniper_team 0:brawler")
    assert "save combat_medics" in texts(game, 0)
    game.apply(0, "save combat_medics")
    finish_skirmish(game)
    totals, _ = skirmish(game)
    assert totals[0] == (1, 3, 5)  # brawler 2 + combat medics 1; 1 + 4 people


def test_combat_medics_save_only_once_a_round_ruling_x18() -> None:
    """RULINGS X-18: "Only one save per round per card": a second snipe the same skirmish stands."""
    game = new(
        round=3,
        players=[
            {"hand": ["sniper_team", "sniper_team", "thugs"]},
            {"hand": ["combat_medics", "brawler", "scavenger"]},
            {},
        ],
    )
    to_skirmish(game, {0: "commit sniper_team sniper_team thugs", 1: "commit combat_medics brawler scavenger"})
    game.apply(0, "snipe 1:brawler")
    game.apply(1, "save combat_medics")
    game.apply(0, "snipe 1:scavenger")
    decision = game.view(None).decision
    if decision is not None and decision.kind == "save" and decision.seat == 1:
        assert "save combat_medics" not in texts(game, 1)
    finish_skirmish(game)
    assert skirmish(game)[0][1] == (1, 3, 5)  # combat medics 1 + brawler 2; the scavenger gone


def test_combat_medics_save_another_players_card_in_gathering_ruling_i4_x18() -> None:
    """RULINGS I-4: any player may save; X-18: in gathering the combat medics are then discarded."""
    game = new(
        players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["combat_medics"]}],
        junkyard=["rifle", "junk"],
    )
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe sniper_team 0:scavenger")
    pass_until(game, 2)
    assert "save combat_medics" in texts(game, 2)
    game.apply(2, "save combat_medics")
    pass_windows(game)
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(0).looking == ("rifle",)  # the scavenger dug: it was saved
    assert "combat_medics" in zone_kinds(game, "2:discard")


# =============================================================================================
# Demolition Team [003:234-237]: dig 2, fight 2, 2 people; reset a build timer, draw 2
# =============================================================================================


def test_demolition_team_digs_two_fights_two_with_two_people_003_236() -> None:
    """[003:236] "Standard dig / fight actions"; cards.tsv dig 2, fight 2, 2 people."""
    game = new(players=[{"hand": ["demolition_team"]}, {}, {}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig demolition_team")
    assert len(game.view(0).looking) == 2
    assert fight_alone("demolition_team") == (1, 2, 2)


def test_demolition_team_resets_a_build_timer_then_draws_two_003_237_ruling_h9() -> None:
    """[003:237] "reset the build timer on one under-construction building. Afterwards, draw two
    cards"; RULINGS H-9: the owner tops the timer up to the full build time (bunker 5) from her deck."""
    game = new(
        modules=WITH_HQ,
        players=[
            {"hand": ["demolition_team"], "deck": ["net", "pills", "junk"]},
            {"deck": FILLER1, "buildings": [{"building": "bunker", "timer": ["spear"]}]},
            {},
        ],
    )
    assert "demolish 1:bunker" in texts(game, 0)
    act(game, 0, "demolish 1:bunker")
    assert game.view(None).seats[1].buildings[0].timer == 5
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])
    assert "demolition_team" in zone_kinds(game, "0:discard")


def test_demolition_team_cannot_target_a_completed_building_ruling_h9() -> None:
    """[003:237] "one under-construction building" (RULINGS H-9)."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["demolition_team"]}, {"buildings": [{"building": "bunker"}]}, {}],
    )
    assert not any(t.startswith("demolish") for t in texts(game, 0))


def test_demolition_team_cancelled_by_a_guard_still_draws_two_ruling_x28() -> None:
    """RULINGS H-9/X-6: the building owner's guard may cancel; X-28: the team is discarded, its
    owner still draws 2, the timer is not reset."""
    game = new(
        modules=WITH_HQ,
        players=[
            {"hand": ["demolition_team"], "deck": ["net", "pills", "junk"]},
            {"hand": ["guard"], "deck": FILLER1, "buildings": [{"building": "bunker", "timer": ["spear"]}]},
            {},
        ],
    )
    game.apply(0, "demolish 1:bunker")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert game.view(None).seats[1].buildings[0].timer == 1
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])
    assert "demolition_team" in zone_kinds(game, "0:discard")


# =============================================================================================
# Tear Gas [003:239-250]: skirmish only; one opponent tribe member's fight becomes 0
# =============================================================================================


def test_tear_gas_is_used_only_in_the_skirmish_003_241() -> None:
    """[003:241] "Used only in the skirmish": no gathering use."""
    game = new(players=[{"hand": ["tear_gas"]}, {}, {}])
    assert not any(t.startswith("gas") for t in texts(game, 0))
    assert [t for t in texts(game, 0) if not t.startswith("trash")] == ["end"]


def test_tear_gas_sets_an_opponents_fight_to_zero_and_cannot_be_saved_003_246_248() -> None:
    """[003:244-248] one opponent tribe member's fight set to 0; "not a snipe attack, and thus cannot
    be blocked by a save" (RULINGS S-10)."""
    game = new(round=3, players=[{"hand": ["tear_gas", "brawler"]}, {"hand": ["thugs", "combat_medics"]}, {}])
    to_skirmish(game, {0: "commit tear_gas brawler", 1: "commit thugs combat_medics"})
    legal = texts(game, 0)
    assert "gas 1:thugs" in legal
    assert not any(t.startswith("gas 0:") for t in legal)
    game.apply(0, "gas 1:thugs")
    decision = game.view(None).decision
    assert decision is None or decision.kind != "save"
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[1] == (1, 1, 7)  # thugs 0 + combat medics 1
    assert won == 0


def test_tear_gas_leaves_the_targets_tool_ruling_s10() -> None:
    """RULINGS S-10: the target keeps a fight of 0 and can still hold a tool: a gassed brawler
    with a spear fights 2."""
    game = new(round=3, players=[{"hand": ["tear_gas", "junk"]}, {"hand": ["brawler", "spear"]}, {}])
    to_skirmish(game, {0: "commit tear_gas junk", 1: "commit brawler spear"})
    game.apply(0, "gas 1:brawler")
    finish_skirmish(game)
    assert skirmish(game)[0][1] == (1, 2, 1)


def test_tear_gas_has_no_effect_on_a_provocateur_003_249() -> None:
    """[003:249] "Tear gas is not effective against a provocateur (cumulative tribe member count is
    used)": a later player's gas does not lower the provoked fight."""
    game = new(round=3, players=[{"hand": ["provocateur", "tribal_hunters_4"]}, {"hand": ["tear_gas", "thugs"]}, {}])
    to_skirmish(game, {0: "commit provocateur tribal_hunters_4", 1: "commit tear_gas thugs"})
    game.apply(0, "provoke provocateur")
    pass_until(game, 1)
    game.apply(1, next(t for t in texts(game, 1) if t.startswith("gas 0:")))
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0][:2] == (1, 5)
    assert won == 0


def test_tear_gas_breaks_a_tie_to_counter_a_rogue_003_250() -> None:
    """[003:250] "Tear gas can indirectly counter a rogue by breaking a tied skirmish"."""
    game = new(
        round=3,
        players=[{"hand": ["brawler", "tear_gas"]}, {"hand": ["brawler", "rogue"]}, {"hand": ["guard"]}],
    )
    to_skirmish(game, {0: "commit brawler tear_gas", 1: "commit brawler rogue", 2: "commit guard"})
    game.apply(0, "gas 2:guard")
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[1][1] == 3
    assert won == 1  # no tie any more: seat 1 (brawler + rogue, 3) simply wins


def test_tear_gas_sets_a_fight_modifier_to_zero_ruling_s10() -> None:
    """[003:246] "fight score (or fight modifier) is set to 0" (RULINGS S-10): a spy's +2 on a
    brawler is gone, the brawler's own 2 stays."""
    game = new(round=3, players=[{"hand": ["tear_gas", "junk"]}, {"hand": ["brawler", "spy"]}, {}])
    to_skirmish(game, {0: "commit tear_gas junk", 1: "commit brawler spy"})
    game.apply(0, "gas 1:spy")
    finish_skirmish(game)
    assert skirmish(game)[0][1][:2] == (1, 2)


# =============================================================================================
# Tribal Hunters [003:252-255]: 2/3/4 people, dedicated hunters with a minor fight
# =============================================================================================


def test_tribal_hunters_2_hunt_one_fight_zero_two_people_ruling_x20() -> None:
    """[003:254-255] "dedicated hunters and have a minor fight"; RULINGS X-20: hunt 1, fight 0, 2 people."""
    assert food_of(["tribal_hunters_2"], "tribal_hunters_2") == 1
    assert fight_alone("tribal_hunters_2") == (1, 0, 2)
    assert not any(t.split()[0] in ("dig", "draw") for t in texts(new(players=[{"hand": ["tribal_hunters_2"]}]), 0))


def test_tribal_hunters_3_hunt_one_fight_one_three_people_ruling_x20() -> None:
    """RULINGS X-20: the 3-person card has hunt 1, fight 1."""
    assert food_of(["tribal_hunters_3"], "tribal_hunters_3") == 1
    assert fight_alone("tribal_hunters_3") == (1, 1, 3)


def test_tribal_hunters_4_hunt_two_fight_one_four_people_ruling_x20() -> None:
    """RULINGS X-20: the 4-person card has hunt 2, fight 1; a spear adds its +1 hunt."""
    assert food_of(["tribal_hunters_4"], "tribal_hunters_4") == 2
    assert food_of(["tribal_hunters_4", "spear"], "tribal_hunters_4+spear") == 3
    assert fight_alone("tribal_hunters_4") == (1, 1, 4)


def test_tribal_hunters_are_not_tribe_families_for_the_ranger_ruling_l10_x20() -> None:
    """RULINGS X-20, L-10: the Ranger's hunt 1 is for refugees and tribe families, not tribal hunters:
    tribal hunters (2) hunt 1, not more."""
    game = new(
        modules=WITH_LEADERS,
        players=[
            {"hand": ["tribal_hunters_2", "tribe_family_3"], "leader": "leader_ranger"},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    act(game, 0, "hunt tribal_hunters_2 tribe_family_3")
    assert game.view(0).seats[0].food == 2


# =============================================================================================
# Portable Decoys [003:203-206]: build time 2; +1 force size per 2 cards brought
# =============================================================================================


def test_portable_decoys_take_two_rounds_to_build_cards_tsv() -> None:
    """cards.tsv build time 2: the timer gets 2 cards from the builder's deck (RULINGS 1.9)."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["engineer"], "deck": FILLER}, {}, {}],
        schematics=["portable_decoys", "bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep portable_decoys")
    pass_windows(game)
    (building,) = game.view(None).seats[0].buildings
    assert (building.kind, building.timer) == ("portable_decoys", 2)


def test_portable_decoys_add_one_person_per_two_cards_for_the_tie_break_003_206() -> None:
    """[003:206] "For every 2 cards you bring to the skirmish (tribe members, tools, medicine, etc.)
    increase the effective size of your skirmish force by 1 (round down)": brawler + 4 junk = 5
    cards -> +2, 3 people, against brawler + refugee (2 people) at fight 2 each."""
    game = new(
        round=3,
        modules=WITH_HQ,
        players=[
            {"hand": ["brawler", "junk", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "refugee"]},
            {},
        ],
    )
    to_skirmish(game, {0: "commit brawler junk junk junk junk", 1: "commit brawler refugee"})
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0] == (1, 2, 3)
    assert won == 0


def test_portable_decoys_raise_a_provocateurs_fight_003_205() -> None:
    """[003:205] the decoys count for "leveraging special abilities like the provocateur"
    ([003:131], RULINGS S-8): provocateur + 3 junk = 4 cards -> 1 + 2 = fight 3."""
    game = new(
        round=3,
        modules=WITH_HQ,
        players=[
            {"hand": ["provocateur", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler"]},
            {},
        ],
    )
    to_skirmish(game, {0: "commit provocateur junk junk junk", 1: "commit brawler"})
    game.apply(0, "provoke provocateur")
    finish_skirmish(game)
    totals, won = skirmish(game)
    assert totals[0][:2] == (1, 3)
    assert won == 0


def test_portable_decoys_under_construction_give_nothing_ruling_s11() -> None:
    """RULINGS S-11: the bonus applies only if the building is completed (3 cards: no bonus)."""
    game = new(
        round=3,
        modules=WITH_HQ,
        players=[
            {"hand": ["brawler", "junk", "junk"], "buildings": [{"building": "portable_decoys", "timer": ["spear"]}]},
            {"hand": ["junk"]},
            {},
        ],
    )
    to_skirmish(game, {0: "commit brawler junk junk", 1: "commit junk"})
    finish_skirmish(game)
    assert skirmish(game)[0][0] == (1, 2, 1)


def test_two_portable_decoys_do_not_stack_ruling_s11() -> None:
    """RULINGS S-11 (and H-6): "Several Portable Decoys do not stack": brawler + 4 junk -> +2 once."""
    decoys = [{"building": "portable_decoys"}, {"building": "portable_decoys"}]
    game = new(
        round=3,
        modules=WITH_HQ,
        players=[{"hand": ["brawler", "junk", "junk", "junk", "junk"], "buildings": decoys}, {"hand": ["pills"]}, {}],
    )
    to_skirmish(game, {0: "commit brawler junk junk junk junk", 1: "commit pills"})
    finish_skirmish(game)
    assert skirmish(game)[0][0] == (1, 2, 3)


# =============================================================================================
# Scout Tower [003:208-212]: build time 3; discard 1 to peek at the top 2 of 2 piles
# =============================================================================================


def test_scout_tower_takes_three_rounds_to_build_cards_tsv() -> None:
    """cards.tsv build time 3."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["engineer"], "deck": FILLER}, {}, {}],
        schematics=["scout_tower", "bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep scout_tower")
    pass_windows(game)
    (building,) = game.view(None).seats[0].buildings
    assert (building.kind, building.timer) == ("scout_tower", 3)


def test_scout_tower_discards_a_card_to_peek_at_two_piles_top_two_003_210_212() -> None:
    """[003:210] "Discard 1 card to activate your tower"; [003:211-212] two piles, "the first two
    cards for each target", returned in their original order."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["net", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    act(game, 0, "tower junk contested+junkyard")
    seen = knowledge(game, 0, "scout_tower")
    assert seen["contested"] == ("grenade", "wolf_pack")
    assert seen["junkyard"] == ("net", "pills")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "spear"]
    assert zone_kinds(game, "0:discard") == ["junk"]
    assert game.view(0).hand == ("brawler",)


def test_scout_tower_once_a_round_and_cancellable_ruling_x4_x7() -> None:
    """[003:89] a scouting refugee cancels a scout tower's recon; RULINGS X-4: the activation
    discard stays discarded and the tower is used up for the round (X-7: once per tower per round)."""
    game = new(
        modules=WITH_HQ,
        players=[
            {"hand": ["junk", "pills"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"], "deck": ["net"]},
            {},
        ],
        junkyard=["net", "pills", "spear"],
    )
    game.apply(0, "tower junk contested+junkyard")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower") == {}
    assert "junk" in zone_kinds(game, "0:discard")
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_scout_tower_needs_to_be_complete_ruling_x7() -> None:
    """RULINGS X-7: "tower complete and enabled"."""
    game = new(
        modules=WITH_HQ,
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower", "timer": ["spear"]}]}, {}, {}],
    )
    assert not any(t.startswith("tower") for t in texts(game, 0))


# =============================================================================================
# The Swindler [003:276-279]: 1 refugee = 1 food off, 2 refugees = 1 med off, once per turn
# =============================================================================================


def swindler(hand: list[str]) -> sc.Game:
    return new(
        modules=WITH_LEADERS,
        players=[
            {"hand": hand, "leader": "leader_swindler"},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )


def test_swindler_one_refugee_takes_one_food_off_the_hire_003_278() -> None:
    """[003:278] "Discard 1 refugee to reduce the cost of hiring by 1 food": 1 food hires a guard (2 food)."""
    game = swindler(["scavenger", "refugee"])
    act(game, 0, "hunt scavenger")
    assert not any(t.startswith("hire guard") for t in texts(game, 0))
    act(game, 0, "lead refugee")
    assert "hire guard" in texts(game, 0)
    act(game, 0, "hire guard")
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["guard", "refugee"])


def test_swindler_two_refugees_take_one_med_off_and_a_scouting_refugee_counts_003_278_083() -> None:
    """[003:278] "discard 2 refugees to reduce the cost of hiring by 1 medicine"; [003:83] the
    scouting refugee serves as a refugee for leader powers: a provocateur (1 med) for nothing."""
    game = swindler(["refugee", "scouting_refugee"])
    assert not any(t.startswith("hire provocateur") for t in texts(game, 0))
    act(game, 0, "lead refugee scouting_refugee")
    assert "hire provocateur" in texts(game, 0)
    act(game, 0, "hire provocateur")
    assert "provocateur" in zone_kinds(game, "0:discard")


def test_swindler_only_once_per_turn_003_279() -> None:
    """[003:279] "This special action can only be performed once per turn"."""
    game = swindler(["refugee", "refugee", "refugee"])
    act(game, 0, "lead refugee")
    assert not any(t.startswith("lead") for t in texts(game, 0))


def test_swindler_lowers_a_mixed_cost_by_one_ruling_l14() -> None:
    """RULINGS L-14: "For thugs, spy or scrappers (mixed costs) it lowers the total by 1": 2 food
    and a refugee hire a spy (any 3)."""
    game = swindler(["hunter", "refugee"])
    act(game, 0, "hunt hunter")
    assert not any(t.startswith("hire spy") for t in texts(game, 0))
    act(game, 0, "lead refugee")
    assert "hire spy" in texts(game, 0)


# =============================================================================================
# The Yardmaster [003:281-286]: once a round, any time: the junkyard's top 2, back on top or bottom
# =============================================================================================


def yardmaster(**scenario: Any) -> sc.Game:
    return new(
        modules=WITH_LEADERS,
        players=[
            {"hand": ["scavenger"], "leader": "leader_yardmaster"},
            {"hand": ["scavenger", "scouting_refugee", "guard"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        junkyard=["net", "pills", "spear", "junk"],
        **scenario,
    )


def test_yardmaster_peeks_at_the_top_two_and_puts_them_under_in_order_003_283() -> None:
    """[003:283] "peek at the top two cards of the junkyard. Return both cards to the top or bottom
    of the pile (preserve original card order)"."""
    game = yardmaster()
    game.apply(0, "yard")
    assert knowledge(game, 0, "yardmaster")["junkyard"] == ("net", "pills")
    assert set(texts(game, 0)) == {"yard top", "yard bottom"}
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["spear", "junk", "net", "pills"]


def test_yardmaster_cannot_be_cancelled_and_is_once_a_round_003_281_285() -> None:
    """[003:285] "This action cannot be canceled or otherwise interrupted" - not even by a scouting
    refugee (RULINGS L-15); [003:281] "Once per round"."""
    game = yardmaster()
    game.apply(0, "yard")
    assert game.view(None).decision == sc.Decision("place", 0, None, None)
    game.apply(0, "yard top")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "spear", "junk"]
    assert not any(t.startswith("yard") for t in texts(game, 0))


def test_yardmaster_may_be_used_on_another_players_turn_003_284() -> None:
    """[003:284] "This action may be taken at any time during the round" (RULINGS ED-20, L-15): in
    another player's reaction window."""
    game = yardmaster()
    act(game, 0, "end")
    game.apply(1, "dig scavenger")
    pass_until(game, 0)
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    assert knowledge(game, 0, "yardmaster")["junkyard"] == ("net", "pills")


def test_yardmaster_may_be_used_in_the_skirmish_ruling_l15() -> None:
    """RULINGS L-15: usable "at any time, including other players' turns and the skirmish"."""
    game = new(
        modules=WITH_LEADERS,
        round=3,
        players=[
            {"hand": ["sniper_team"], "leader": "leader_yardmaster"},
            {"hand": ["brawler"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        junkyard=["net", "pills", "spear"],
    )
    to_skirmish(game, {0: "commit sniper_team", 1: "commit brawler"})
    assert game.view(None).decision == sc.Decision("skirmish", 0, None, None)
    assert "yard" in texts(game, 0)


# =============================================================================================
# The Humanitarians [003:261-267]: most "refugee" cards at the end; no tie-breaker; 5 people
# =============================================================================================


def end_game(players: list[dict[str, Any]]) -> sc.GameResult:
    """A last skirmish round with one contested resource, nobody fighting: the game ends."""
    game = new(round=3, contested=["grenade"], players=players)
    to_skirmish(game, {})
    finish_skirmish(game)
    result = game.view(None).result
    assert result is not None
    return result


def test_humanitarians_join_the_player_with_most_refugee_cards_003_264_ruling_f8() -> None:
    """[003:264] "Awarded based upon number of cards with the "refugee" keyword in the title"
    (scouting refugees count, RULINGS F-8); F-7: worth 5 people."""
    result = end_game(
        [
            {"deck": ["refugee", "scouting_refugee", "scouting_refugee"]},
            {"deck": ["refugee", "refugee"]},
            {"deck": ["scavenger"]},
        ]
    )
    assert "gang_humanitarians" in result.scores[0].gangs
    assert result.scores[0].people == 3 + 5
    assert "gang_humanitarians" not in result.scores[1].gangs


def test_humanitarians_tie_means_nobody_gets_them_003_265() -> None:
    """[003:265] "There is no tie-breaker. In the event of a tie, this gang is not awarded"."""
    result = end_game(
        [
            {"deck": ["refugee", "scouting_refugee", "brawler"]},
            {"deck": ["refugee", "refugee"]},
            {"deck": ["scavenger"]},
        ]
    )
    assert not any("gang_humanitarians" in score.gangs for score in result.scores)


def test_humanitarians_put_a_refugee_stack_up_for_hire_besides_ten_stacks_003_263() -> None:
    """[003:263] "Select a full stack of 20 refugee cards and make them available for hire in
    addition to the 10 mercenary stacks"; [003:267] scouting refugees recommended (RULINGS X-30: one
    such stack even with module 1, X-23, X-33)."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=RECON))
    view = game.view(0)
    assert "gang_humanitarians" in view.gangs
    stacks = dict(view.market)
    assert stacks.get("scouting_refugee") == 20
    assert len(stacks) == 11


# =============================================================================================
# People in the final count: every Recon person card's people value (cards.tsv, RULINGS F-1)
# =============================================================================================


@pytest.mark.parametrize(
    ("card", "people"),
    [
        ("scouting_refugee", 1),
        ("hardy_scavenger", 1),
        ("assassin", 1),
        ("courier", 1),
        ("drill_sergeant", 1),
        ("guard", 1),
        ("provocateur", 1),
        ("rogue", 1),
        ("tinker", 1),
        ("spy", 1),
        ("scrappers", 2),
        ("combat_medics", 4),
        ("demolition_team", 2),
        ("tribal_hunters_2", 2),
        ("tribal_hunters_3", 3),
        ("tribal_hunters_4", 4),
        ("binoculars", 0),
        ("map", 0),
        ("cargo_sled", 0),
        ("tear_gas", 0),
    ],
)
def test_recon_card_people_in_the_tribe_score_cards_tsv_003_137(card: str, people: int) -> None:
    """cards.tsv `people`; [003:137] combat medics are four people, [003:254] tribal hunters 2/3/4;
    instants and tools count none (RULINGS F-1: every owned card in any zone)."""
    game = new(players=[{"deck": [card]}, {}, {}])
    assert game.score(0).people == people
