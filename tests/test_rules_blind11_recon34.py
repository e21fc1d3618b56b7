"""An eleventh blind audit: RECON MODULES 3 AND 4, CARD BY CARD, and their interactions with HQ
(buildings of module 2, tribal leaders of module 3, Dirty Deeds of module 4) and with Recon
modules 1, 2 and 5.

Written only from the rulebooks (Recon cited as [003:LINE], the 2015 base + HQ rulebook as
[000:LINE]), `shared/RULINGS.md` (ruling IDs), the card data (`shared/cards.tsv`) and the public
API (README.md, docs/scenarios.md, docs/view.md, docs/playing.md), without reading the engine's
source. Each test stacks a table, plays it through the public API and asserts what the rulebook
requires.

Card figures used (cards.tsv): courier draw 3, +1 fight modifier; drill sergeant dig 2 fight 1;
hardy scavenger dig 1 draw 0 hunt 1 fight 0; scrappers dig 3 fight 2 (2 people, any mix of 4);
tinker +1 dig/hunt/fight modifiers; cargo sled +2 dig +2 hunt; combat medics draw 1 fight 1,
2 meds, 4 people; demolition team dig 2 fight 2 (2 people); tribal hunters 2p hunt 1 fight 0, 3p
hunt 1 fight 1, 4p hunt 2 fight 1; portable decoys build time 2, scout tower 3; armory 3,
pharmacy 2, hydroponic gardens 4, bunker 5. Base: brawler fight 2, scout draw 2 fight 2, thugs
fight 3 (3 people), spear +1 hunt +2 fight, shovel +2 dig, group leaders +2 (2 people).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    decision,
    end_gathering,
    knowledge,
    pass_windows,
    refused,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    to_turn,
    zone_counter,
    zone_kinds,
)

R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R34 = frozenset({"recon3", "recon4"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
# Seven filler cards per seat, of kinds the tests never use otherwise, so that the next round's
# draw of 5 never reshuffles the discard pile and hides where cards went.
FILL = [["refugee"] * 7, ["scavenger"] * 7, ["hunter"] * 7]
BUILD_TIME = {
    "armory": 3,
    "bunker": 5,
    "pharmacy": 2,
    "hydroponic_gardens": 4,
    "portable_decoys": 2,
    "scout_tower": 3,
}


# ---------------------------------------------------------------------------------------------
# helpers


def new_game(
    hands: list[list[str]], modules: frozenset[str] = R34, *, decks: list[list[str]] | None = None, **table: Any
) -> sc.Game:
    """A stacked table (:func:`helpers.stacked_table`): seat n holds ``hands[n]`` over ``decks[n]``
    (FILL by default); ``extra`` adds keys to each seat (buildings, discard, leader)."""
    return stacked_table(hands, modules, decks=decks or FILL, **table)


def to_seat_skirmish(game: sc.Game, seat: int) -> None:
    """Pass every skirmish opportunity and window until ``seat``'s skirmish opportunity."""
    while (d := decision(game)) is not None and not (d.kind == "skirmish" and d.seat == seat):
        assert d.kind in ("skirmish", "respond", "save"), d
        game.apply(d.seat, "pass")


# ---------------------------------------------------------------------------------------------
# Courier [003:161-165], X-11

COURIER_DECK = ["junk", "pills", "net", "spear", "medkit", "pickaxe", "shovel", "multitool", "junk", "junk"]


def test_two_couriers_in_one_draw_discard_four_of_the_drawn_cards_003_165_ruling_x11() -> None:
    """[003:165] "only two of the drawn cards must be discarded per courier played": two couriers
    and a scout draw 3 + 3 + 2 = 8 cards, and exactly 4 of them are discarded (X-11)."""
    game = new_game([["courier", "courier", "scout"], ["refugee"], ["refugee"]], decks=[COURIER_DECK, *FILL[1:]])
    game.apply(0, "draw courier courier scout")
    pass_windows(game)
    assert game.view(0).decision == sc.Decision(kind="discard", seat=0, actor=None, verb=None)
    assert len(game.view(0).looking) == 8
    options = texts(game, 0)
    assert options
    assert all(len(o.split()) == 5 for o in options)
    game.apply(0, "discard junk pickaxe shovel multitool")
    view = game.view(0)
    assert Counter(view.hand) == Counter(["medkit", "net", "pills", "spear"])
    assert Counter(view.seats[0].discard) >= Counter(["junk", "pickaxe", "shovel", "multitool", "courier", "scout"])


def test_a_courier_boosted_by_a_scout_still_discards_only_two_003_165() -> None:
    """[003:165] "Even if other cards are used to augment the draw ability, only two of the drawn
    cards must be discarded per courier played": courier 3 + scout 2 = 5 drawn, 3 kept."""
    game = new_game([["courier", "scout"], ["refugee"], ["refugee"]], decks=[COURIER_DECK, *FILL[1:]])
    game.apply(0, "draw courier scout")
    pass_windows(game)
    assert len(game.view(0).looking) == 5
    options = texts(game, 0)
    assert options
    assert all(len(o.split()) == 3 for o in options)
    assert refused(game, 0, "discard junk pills net")
    game.apply(0, "discard junk pills")
    assert Counter(game.view(0).hand) == Counter(["net", "spear", "medkit"])


def test_a_courier_with_only_two_cards_to_draw_discards_both_ruling_x11_r5() -> None:
    """X-11: "If fewer were drawn, all drawn cards are discarded"; R-5: with the deck and discard
    exhausted the courier draws only what exists. A courier over a 2-card deck and an empty
    discard pile keeps nothing."""
    game = new_game([["courier", "brawler"], ["refugee"], ["refugee"]], decks=[["net", "pills"], *FILL[1:]])
    game.apply(0, "draw courier")
    pass_windows(game)
    if decision(game) is not None and decision(game).kind == "discard":  # type: ignore[union-attr]
        game.apply(0, "discard net pills")
    view = game.view(0)
    assert view.hand == ("brawler",)
    assert {"net", "pills"} <= set(view.seats[0].discard)


def test_a_courier_over_an_empty_deck_draws_from_the_reshuffled_discard_pile_000_190_ruling_r6() -> None:
    """[000:190] / R-6: a draw that finds the deck empty shuffles the discard pile into a new deck
    and continues: a courier over an empty deck and 4 discarded cards draws 3 of them, leaving 1
    in the new deck, and discards 2 of the 3 (X-11)."""
    game = new_game(
        [["courier"], ["refugee"], ["refugee"]],
        decks=[[], *FILL[1:]],
        extra=[{"discard": ["net", "pills", "junk", "spear"]}, {}, {}],
    )
    game.apply(0, "draw courier")
    pass_windows(game)
    looking = game.view(0).looking
    assert len(looking) == 3
    assert len(zone_kinds(game, "0:deck")) == 1
    assert Counter(looking) + zone_counter(game, "0:deck") == Counter(["net", "pills", "junk", "spear"])
    game.apply(0, f"discard {looking[0]} {looking[1]}")
    assert game.view(0).hand == (looking[2],)


def test_the_others_see_the_courier_discards_but_not_the_kept_cards_003_32_ruling_r16() -> None:
    """A draw is private; the two discarded cards go face up to the discard pile (R-16: only dug
    and won cards are face down), the kept card is a count in the hand."""
    game = new_game([["courier"], ["refugee"], ["refugee"]], decks=[COURIER_DECK, *FILL[1:]])
    game.apply(0, "draw courier")
    pass_windows(game)
    other = game.view(1)
    assert other.seats[0].looking_count == 3
    assert other.looking == ()
    game.apply(0, "discard junk net")
    seen = game.view(1).seats[0]
    assert Counter(seen.discard) == Counter(["courier", "junk", "net"])
    assert seen.hand_count == 1
    assert game.view(1).hand == ("refugee",)


def test_a_lone_courier_has_no_fight_its_plus_one_needs_a_base_fighter_ruling_s3_x11() -> None:
    """S-3: modifier-only persons (the courier's fight bonus) do not make a force able to fight;
    X-11: the courier's +1 fight applies in the skirmish with a base fighter. A lone courier loses
    to a lone hardy scavenger (fight 0 beats no fight [000:418-420]); courier + brawler fight 3."""
    game = new_game([["courier"], ["hardy_scavenger"], ["courier", "brawler"]])
    end_gathering(game, {0: "commit courier", 1: "commit hardy_scavenger", 2: "commit brawler courier"})
    skirmish_turns(game)
    t = seat_totals(game)
    assert t[0][0] is False
    assert t[1] == (True, 0, 1)
    assert t[2] == (True, 3, 2)
    assert skirmish_winner(game) == 2


def test_the_organizers_draw_leaves_no_courier_draw_that_round_ruling_l4() -> None:
    """L-4 / [000:705-707]: the Organizer's draw "is the player's draw action for the round, so no
    other draw action is allowed, before or after" (courier rules do not apply to it)."""
    game = new_game(
        [["refugee", "courier"], ["refugee"], ["refugee"]],
        HQ3 | R3,
        decks=[COURIER_DECK, *FILL[1:]],
        extra=[{"leader": "leader_organizer"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    looking = game.view(0).looking
    assert len(looking) == 2
    game.apply(0, f"keep {looking[0]}")
    pass_windows(game)
    assert refused(game, 0, "draw courier")


def test_a_mentor_boosted_courier_draw_still_discards_only_two_003_165_ruling_l2() -> None:
    """[003:165] however the draw is augmented, two drawn cards per courier are discarded: the
    Mentor's +1 makes the courier draw 4, and 2 are kept."""
    game = new_game(
        [["refugee", "courier"], ["refugee"], ["refugee"]],
        HQ3 | R3,
        decks=[COURIER_DECK, *FILL[1:]],
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "draw courier")
    pass_windows(game)
    assert len(game.view(0).looking) == 4
    options = texts(game, 0)
    assert options
    assert all(len(o.split()) == 3 for o in options)


# ---------------------------------------------------------------------------------------------
# Drill sergeant [003:167-176], X-12, X-13, X-29


def test_a_drill_sergeant_with_an_empty_deck_makes_its_two_cards_the_deck_and_draws_them_003_175() -> None:
    """[003:175] "If you have no cards in your deck, then both cards retrieved from the discard
    will form your new deck" and [003:170] the top two are drawn: the hand gets exactly those two,
    the rest of the discard pile stays there (no reshuffle of it)."""
    game = new_game(
        [["drill_sergeant"], ["refugee"], ["refugee"]],
        decks=[[], *FILL[1:]],
        extra=[{"discard": ["brawler", "spear", "pills", "junk"]}, {}, {}],
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert decision(game) == sc.Decision(kind="shuffle", seat=0, actor=None, verb=None)
    game.apply(0, "shuffle brawler spear")
    pass_windows(game)
    view = game.view(0)
    assert Counter(view.hand) == Counter(["brawler", "spear"])
    assert zone_kinds(game, "0:deck") == []
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["pills", "junk", "drill_sergeant"])


def test_a_drill_sergeant_with_an_empty_discard_draws_the_top_two_unshuffled_003_174_ruling_x29() -> None:
    """[003:174] "If you have no cards in your discard pile, you still draw two"; X-29: nothing is
    retrieved and the deck is not shuffled, so the top two are drawn and the rest keep order."""
    deck = ["net", "pills", "junk", "spear", "medkit", "shovel", "pickaxe"]
    game = new_game([["drill_sergeant"], ["refugee"], ["refugee"]], decks=[deck, *FILL[1:]])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    d = decision(game)
    if d is not None and d.kind == "shuffle":
        assert texts(game, 0) == ["shuffle none"]
        game.apply(0, "shuffle none")
        pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])
    assert zone_kinds(game, "0:deck") == deck[2:]


def test_a_drill_sergeant_never_retrieves_itself_and_at_most_two_cards_ruling_x29_x12() -> None:
    """X-29: the sergeant is discarded after its action, never among the cards it retrieves; X-12 /
    [003:170]: two cards (up to two)."""
    game = new_game(
        [["drill_sergeant"], ["refugee"], ["refugee"]],
        decks=[["net", "junk", "shovel", "pickaxe", "pills", "medkit", "multitool"], *FILL[1:]],
        extra=[{"discard": ["brawler", "spear", "pills"]}, {}, {}],
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    options = texts(game, 0)
    assert options
    assert not [o for o in options if "drill_sergeant" in o]
    assert all(len(o.split()) <= 3 for o in options)
    assert refused(game, 0, "shuffle brawler spear pills")


def test_a_drill_sergeant_drilling_in_the_skirmish_gives_up_its_fight_and_adds_no_cards_003_176_ruling_x13() -> None:
    """[003:176] "Using the drill sergeant in the skirmish will NOT permit you to add new cards to
    your skirmish force"; S-6/X-13: it gives up its fight but keeps its people; the drawn cards go
    to hand and are discarded at the end of the round."""
    game = new_game(
        [["drill_sergeant", "brawler"], ["scout"], ["refugee"]],
        decks=[["thugs", "grenade", "junk", "junk", "junk", "pills", "pills"], *FILL[1:]],
        contested=["wolf_pack", "sled_team", "field_crew"],
    )
    end_gathering(game, {0: "commit brawler drill_sergeant", 1: "commit scout"})
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if decision(game) is not None and decision(game).kind == "shuffle":  # type: ignore[union-attr]
        game.apply(0, "shuffle none")
    skirmish_turns(game)
    t = seat_totals(game)
    assert t[0] == (True, 2, 2)  # brawler 2; the thugs and grenade drawn never fight
    assert t[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0  # the tie is broken on people: the sergeant still counts
    assert zone_counter(game, "0:discard")["thugs"] == 1


def test_cards_a_drill_sergeant_draws_in_the_skirmish_do_not_join_the_portable_decoys_count_003_176_ruling_s11() -> (
    None
):
    """[003:176] the drill sergeant in the skirmish does not add cards to the force; S-11 the decoys
    count the cards in the force; S-6 the sergeant gives up its fight but stays. Brawler + spear +
    sergeant: fight 4, people 2 + floor(3 / 2) = 3, whatever the sergeant drew."""
    game = new_game(
        [["drill_sergeant", "brawler", "spear"], ["scout", "spear"], ["junk"]],
        R34 | HQ2,
        decks=[["thugs", "grenade", "junk", "junk", "junk", "pills", "pills"], *FILL[1:]],
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit brawler spear drill_sergeant", 1: "commit scout spear"})
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if decision(game) is not None and decision(game).kind == "shuffle":  # type: ignore[union-attr]
        game.apply(0, "shuffle none")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 4, 3)
    assert seat_totals(game)[1] == (True, 4, 1)
    assert skirmish_winner(game) == 0


def test_a_drill_sergeant_shuffling_in_a_face_down_card_does_not_reveal_it_000_260_ruling_r16() -> None:
    """R-16 / [000:260-262]: a card kept from a dig lies face down in the discard pile until shown.
    A drill sergeant may shuffle it into the deck (it is the owner's discard, [003:170]); the
    others see two cards go back and one face-down card fewer, never its kind."""
    game = new_game(
        [["scavenger", "shovel", "drill_sergeant"], ["refugee"], ["refugee"]],
        junkyard=["medkit", "junk", "junk", "net"],
        extra=[{"discard": ["brawler"]}, {}, {}],
    )
    game.apply(0, "dig scavenger+shovel")
    pass_windows(game)
    game.apply(0, "keep medkit")
    pass_windows(game)
    assert game.view(1).seats[0].discard_hidden_count == 1
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert "shuffle brawler medkit" in texts(game, 0)
    game.apply(0, "shuffle brawler medkit")
    pass_windows(game)
    seen = game.view(1).seats[0]
    assert seen.discard_hidden_count == 0
    assert "brawler" not in seen.discard
    assert not [e for e in game.log(1) if "medkit" in e.cards]
    assert not [k for k in game.view(1).knowledge if "medkit" in k.cards]


# ---------------------------------------------------------------------------------------------
# Hardy scavenger [003:178-182], S-12


def test_module_3_brings_the_schematics_pile_its_buildings_and_its_four_mercenaries_003_159_ruling_x32_x33() -> None:
    """[003:159] "Add the schematics pile (from HQ) and the two new buildings ... Put the courier,
    drill sergeant, scrappers, and tinker in play together as mercenaries for hire. Select 6 other
    mercenaries for a total of 10 stacks"; X-32: even without HQ module 2 the pile holds the 12 HQ
    buildings and the 6 Recon ones; X-33: the module's own stacks come first."""
    for seed in range(3):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=R3))
        assert zone_counter(game, "schematics") == Counter(dict.fromkeys(BUILD_TIME, 3))
        market = dict(game.view(None).market)
        assert len(market) == 10
        assert {"courier", "drill_sergeant", "scrappers", "tinker"} <= set(market)


def test_module_3_starts_every_tribe_with_hardy_scavengers_for_scavengers_003_159_ruling_v10() -> None:
    """[003:159] "substitute hardy scavengers in place of the standard scavengers during player
    setup"; [003:296] / V-10: a substituted starter type is not also for hire."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=R3))
    for seat in range(3):
        tribe = zone_counter(game, f"{seat}:hand") + zone_counter(game, f"{seat}:deck")
        assert tribe["hardy_scavenger"] == 3
        assert tribe["scavenger"] == 0
        assert sum(tribe.values()) == 10
    assert "hardy_scavenger" not in dict(game.view(None).market)


def test_a_hardy_scavengers_draw_of_0_cannot_draw_alone_003_180_ruling_r10() -> None:
    """[003:180] "the hardy scavenger has a 0 for draw and fight. Thus, modifiers are required";
    R-10: a draw with total 0 cannot be declared. It still digs and hunts 1."""
    game = new_game([["hardy_scavenger"], ["refugee"], ["refugee"]])
    assert refused(game, 0, "draw hardy_scavenger")
    assert "dig hardy_scavenger" in texts(game, 0)
    assert "hunt hardy_scavenger" in texts(game, 0)


def test_a_lone_hardy_scavengers_fight_0_beats_a_force_without_fight_and_it_is_discarded_000_418_ruling_s12() -> None:
    """[000:418-420] a fight of 0 beats no fight (S-3: a hardy scavenger has a printed fight 0):
    the hardy scavenger beats two refugees with more people; its owner won, so it does not return
    (S-12) but is discarded."""
    game = new_game([["hardy_scavenger"], ["refugee", "refugee"], ["junk"]])
    end_gathering(game, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 0
    assert game.round == 4
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in game.view(None).seats[0].discard


def test_a_gassed_hardy_scavenger_still_returns_to_hand_003_181_248_ruling_s12() -> None:
    """[003:248] tear gas "is not a snipe attack": the gassed card stays in the force, so a hardy
    scavenger of a player who then loses returns to her hand (S-12: in the force at final
    resolution)."""
    game = new_game(
        [["hardy_scavenger", "spear"], ["thugs", "tear_gas"], ["junk"]],
        initiator=1,
    )
    end_gathering(game, {0: "commit hardy_scavenger spear", 1: "commit thugs tear_gas"})
    to_seat_skirmish(game, 1)
    game.apply(1, "gas 0:hardy_scavenger")
    skirmish_turns(game)
    assert seat_totals(game)[0][:2] == (True, 2)  # 0 + spear 2
    assert skirmish_winner(game) == 1
    assert game.view(0).hand.count("hardy_scavenger") == 1
    assert "hardy_scavenger" not in game.view(None).seats[0].discard


def test_a_hardy_scavenger_sniped_by_an_assassin_does_not_return_003_118_ruling_s12() -> None:
    """S-12: "a sniped one is discarded"; the assassin may snipe it (one person, [003:118]). Of two
    hardy scavengers of a losing player, only the unsniped one returns."""
    game = new_game(
        [["hardy_scavenger", "hardy_scavenger", "brawler"], ["thugs", "assassin"], ["junk"]],
        R34 | {"recon2"},
        initiator=1,
    )
    end_gathering(game, {0: "commit brawler hardy_scavenger hardy_scavenger", 1: "commit assassin thugs"})
    to_seat_skirmish(game, 1)
    game.apply(1, "snipe assassin 0:hardy_scavenger")
    skirmish_turns(game)
    assert skirmish_winner(game) == 1
    assert game.view(0).hand.count("hardy_scavenger") == 1
    assert game.view(None).seats[0].discard.count("hardy_scavenger") == 1


def test_hardy_scavengers_return_when_another_players_rogue_takes_the_resource_003_145_181_ruling_s12() -> None:
    """[003:145] any two players tied for the highest fight trigger a rogue elsewhere; S-12: a hardy
    scavenger's owner who did not win ("losing to a rogue") gets it back."""
    game = new_game(
        [["hardy_scavenger", "brawler"], ["brawler"], ["rogue"]],
        R34 | {"recon2"},
    )
    end_gathering(game, {0: "commit brawler hardy_scavenger", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 2
    assert "hardy_scavenger" in game.view(0).hand


# ---------------------------------------------------------------------------------------------
# Scrappers [003:184-192], X-15

JUNKYARD = ["junk", "pills", "net", "spear", "junk", "medkit", "pickaxe", "multitool", "shovel", "junk"]
SCHEMATICS = ["armory", "pharmacy", "bunker", "hydroponic_gardens", "scout_tower", "portable_decoys"]


def test_a_dig_from_the_bottom_needs_scrappers_003_186() -> None:
    """[003:186-187] only "when you perform a dig using scrappers" may the dig come from the bottom."""
    game = new_game([["scavenger", "shovel", "scrappers"], ["refugee"], ["refugee"]], junkyard=JUNKYARD)
    assert refused(game, 0, "dig bottom scavenger+shovel")
    game.apply(0, "dig bottom scavenger+shovel scrappers")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(JUNKYARD[-6:])  # 1 + 2 + 3 from the bottom


def test_scrappers_and_a_tinker_build_from_the_bottom_of_the_schematics_pile_ruling_x15_x16() -> None:
    """X-15: a dig with scrappers may take all its cards from the bottom "of the pile being dug
    (junkyard or schematics)"; X-16: a tinker lets a base-dig partner (scrappers, dig 3) dig the
    schematics pile: 3 + 1 = 4 cards, the bottom four."""
    game = new_game([["scrappers", "tinker"], ["refugee"], ["refugee"]], R34 | HQ2, schematics=SCHEMATICS)
    game.apply(0, "build bottom scrappers+tinker")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(SCHEMATICS[-4:])


def test_scrappers_with_a_cargo_sled_keep_two_from_the_bottom_of_the_junkyard_ruling_x15_x17() -> None:
    """X-15: "One card is kept (two with a cargo sled in a junkyard dig)"; the dig of 3 + 2 = 5 is
    taken from the bottom, and a tool and a medicine may both be kept [003:227]."""
    game = new_game([["scrappers", "cargo_sled"], ["refugee"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig bottom scrappers+cargo_sled")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(JUNKYARD[-5:])
    assert "keep medkit shovel" in texts(game, 0) or "keep shovel medkit" in texts(game, 0)
    game.apply(0, "keep shovel medkit")
    pass_windows(game)
    if decision(game) is not None and decision(game).kind == "top":  # type: ignore[union-attr]
        game.apply(0, "top none")
        pass_windows(game)
    kept = Counter(game.view(0).discard_hidden)
    assert kept == Counter(["shovel", "medkit"])


def test_scrappers_put_cards_back_on_top_seen_only_by_their_digger_003_188_192_ruling_x15() -> None:
    """[003:188-192] returned cards may go on top "to mess with another player's dig": the next
    digger finds them there; what was put on top is the scrapper's knowledge alone."""
    game = new_game([["scrappers"], ["scavenger", "shovel"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scrappers")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(["junk", "pills", "net"])
    game.apply(0, "keep pills")
    pass_windows(game)
    game.apply(0, "top junk")
    pass_windows(game)
    assert zone_kinds(game, "junkyard")[0] == "junk"
    assert zone_kinds(game, "junkyard")[-1] == "net"
    assert knowledge(game, 0, "scrappers") == {"junkyard": ("junk",)}
    assert knowledge(game, 1, "scrappers") == {}
    to_turn(game, 1)
    game.apply(1, "dig scavenger+shovel")
    pass_windows(game)
    assert Counter(game.view(1).looking) == Counter(["junk", "spear", "junk"])


def test_scrappers_fight_two_and_win_a_fight_tie_on_their_two_people_000_432_003_353() -> None:
    """Scrappers have fight 2 ([003:353] lists them among fighters) and are 2 people: against a
    brawler (fight 2, 1 person) the tie goes to the scrappers on people [000:432-434]."""
    game = new_game([["scrappers"], ["brawler"], ["junk"]])
    end_gathering(game, {0: "commit scrappers", 1: "commit brawler"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 2)
    assert skirmish_winner(game) == 0


def test_scrappers_are_hired_with_any_mix_of_four_food_and_meds_ruling_r13() -> None:
    """R-13: the scrappers' cost (4) is paid in any mix of food and meds, like the thugs: a hunt of
    3 (scavenger 1 + spear 1 + tinker 1) and 1 pill."""
    game = new_game(
        [["scavenger", "spear", "tinker", "pills"], ["refugee"], ["refugee"]],
        market={"scrappers": 5},
    )
    game.apply(0, "hunt scavenger+spear+tinker")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3
    assert "hire scrappers pay pills" in texts(game, 0)
    game.apply(0, "hire scrappers pay pills")
    pass_windows(game)
    assert "scrappers" in game.view(None).seats[0].discard


# ---------------------------------------------------------------------------------------------
# Tinker [003:194-201], X-16


def test_a_refugee_and_a_tinker_may_dig_the_schematics_pile_003_198() -> None:
    """[003:198] "Any tribe member with a base dig ability (even a standard refugee) can team up
    with a tinker to dig in the engineering schematics pile": refugee 0 + tinker 1 = 1 card."""
    game = new_game([["refugee", "tinker"], ["refugee"], ["refugee"]], R34 | HQ2, schematics=SCHEMATICS)
    game.apply(0, "build refugee+tinker")
    pass_windows(game)
    assert game.view(0).looking == ("armory",)


def test_a_tinker_cannot_build_alone_or_with_a_partner_without_base_dig_003_197() -> None:
    """[003:197] "with only a digging modifier, you will need to pair up with another tribe member
    that has a base dig ability": a lone tinker and a hunter (no dig) cannot build."""
    game = new_game([["tinker", "hunter"], ["refugee"], ["refugee"]], R34 | HQ2, schematics=SCHEMATICS)
    assert not [t for t in texts(game, 0) if t.startswith("build")]
    assert refused(game, 0, "build tinker")
    assert refused(game, 0, "build hunter+tinker")


def test_a_tinker_and_a_toolkit_add_their_digs_in_a_build_003_201_ruling_h12() -> None:
    """[003:201] the toolkit helps the tinker; H-12: +2 to a schematics dig with a base-dig holder.
    Scavenger 1 + toolkit 2 + tinker 1 = 4 schematics cards."""
    game = new_game([["scavenger", "toolkit", "tinker"], ["refugee"], ["refugee"]], R34 | HQ2, schematics=SCHEMATICS)
    game.apply(0, "build scavenger+tinker+toolkit")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(SCHEMATICS[:4])


def test_a_tinker_build_is_the_rounds_one_build_000_721_ruling_h5() -> None:
    """H-5 / [000:721]: one new building a round, whoever digs: after a tinker's build, an
    engineer's build is refused."""
    game = new_game(
        [["refugee", "tinker", "engineer"], ["refugee"], ["refugee"]],
        R34 | HQ2,
        decks=[["junk", "junk", "junk", "pills", "pills", "net", "spear"], *FILL[1:]],
        schematics=SCHEMATICS,
    )
    game.apply(0, "build refugee+tinker")
    pass_windows(game)
    game.apply(0, "keep armory")
    pass_windows(game)
    assert [b.kind for b in game.view(0).seats[0].buildings] == ["armory"]
    assert refused(game, 0, "build engineer")


def test_the_excavators_refugee_and_a_tinker_dig_two_schematics_ruling_l9_x16() -> None:
    """L-9: under the Excavator a refugee has dig 1; X-16: a tinker adds 1: two schematics cards."""
    game = new_game(
        [["refugee", "tinker"], ["refugee"], ["refugee"]],
        HQ3 | R34,
        schematics=SCHEMATICS,
        extra=[{"leader": "leader_excavator"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}],
    )
    game.apply(0, "build refugee+tinker")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(SCHEMATICS[:2])


# ---------------------------------------------------------------------------------------------
# Portable decoys [003:203-206], S-11


LEADERS = [{"leader": "leader_ranger"}, {"leader": "leader_butcher"}, {"leader": "leader_cannibal"}]


def decoy_game(buildings: list[dict[str, Any]], modules: frozenset[str] = R34 | HQ2) -> sc.Game:
    """Seat 0 brings 5 cards (brawler 2 + spear 2 = fight 4, 2 people) under the given buildings;
    seat 1 brings a scout + spear (fight 4, 1 person)."""
    return new_game(
        [["brawler", "spear", "pills", "junk", "refugee"], ["scout", "spear"], ["junk"]],
        modules,
        extra=[{"buildings": buildings, **LEADERS[0]}, LEADERS[1], LEADERS[2]]
        if "hq3" in modules
        else [{"buildings": buildings}, {}, {}],
    )


def test_portable_decoys_add_one_person_per_two_cards_rounded_down_003_206() -> None:
    """[003:206] "For every 2 cards you bring to the skirmish (tribe members, tools, medicine,
    etc.) increase the effective size of your skirmish force by 1 (round down)": 5 cards, +2."""
    game = decoy_game([{"building": "portable_decoys"}])
    end_gathering(game, {0: "commit brawler spear pills junk refugee", 1: "commit scout spear"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 4, 4)
    assert seat_totals(game)[1] == (True, 4, 1)
    assert skirmish_winner(game) == 0


def test_portable_decoys_under_construction_add_nothing_ruling_s11() -> None:
    """S-11: the bonus applies only if the building is completed: one timer card left, +0."""
    game = decoy_game([{"building": "portable_decoys", "timer": ["junk"]}])
    end_gathering(game, {0: "commit brawler spear pills junk refugee", 1: "commit scout spear"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 4, 2)


def test_two_portable_decoys_do_not_stack_ruling_s11_h6() -> None:
    """S-11 / H-6: "Several Portable Decoys do not stack. Apply the bonus once per player."""
    game = decoy_game([{"building": "portable_decoys"}, {"building": "portable_decoys"}])
    end_gathering(game, {0: "commit brawler spear pills junk refugee", 1: "commit scout spear"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 4, 4)


def test_a_saboteur_disables_portable_decoys_on_its_skirmish_turn_ruling_h11() -> None:
    """H-11: the building attack may be declared on the attacker's skirmish turn, "this lets her
    switch off an opponent's Portable Decoys": seat 0 (fight 4) falls back from 4 people to 2,
    level with seat 1's scout and saboteur (the saboteur that acted adds no fight but is a
    person, S-4), so the fight tie of 4 is a deadlock [000:274]."""
    game = new_game(
        [["brawler", "spear", "pills", "junk", "refugee"], ["scout", "spear", "saboteur"], ["junk"]],
        R34 | HQ4,
        initiator=1,
        extra=[{"buildings": [{"building": "portable_decoys"}], **LEADERS[0]}, LEADERS[1], LEADERS[2]],
    )
    end_gathering(game, {0: "commit brawler spear pills junk refugee", 1: "commit saboteur scout spear"})
    to_seat_skirmish(game, 1)
    assert "disable 0:portable_decoys" in texts(game, 1)
    game.apply(1, "disable 0:portable_decoys")
    skirmish_turns(game)
    t = seat_totals(game)
    assert game.view(None).seats[0].buildings[0].disabled
    assert t[0] == (True, 4, 2)
    assert t[1] == (True, 4, 2)  # the saboteur acted: no fight, still a person (S-4)
    assert skirmish_winner(game) is None


# ---------------------------------------------------------------------------------------------
# Scout tower [003:208-212], X-1, X-4, X-7, X-9

TOWER = [{"building": "scout_tower"}]


def test_a_scout_tower_shows_its_owner_alone_the_top_two_of_two_piles_in_order_003_210_212() -> None:
    """[003:210-212] discard 1 card to activate; select two piles; peek at the first two cards of
    each "and return them in their original order"; [003:33] only the owner sees them."""
    game = new_game(
        [["junk", "brawler"], ["refugee"], ["refugee"]],
        R34 | HQ2,
        junkyard=JUNKYARD,
        extra=[{"buildings": TOWER}, {}, {}],
    )
    before = {zone: zone_kinds(game, zone) for zone in ("junkyard", "contested")}
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    seen = knowledge(game, 0, "scout_tower")
    assert seen == {"junkyard": ("junk", "pills"), "contested": ("grenade", "wolf_pack")}
    assert knowledge(game, 1, "scout_tower") == {}
    assert knowledge(game, 2, "scout_tower") == {}
    assert {zone: zone_kinds(game, zone) for zone in ("junkyard", "contested")} == before
    assert game.view(1).seats[0].discard == ("junk",)
    assert game.view(0).hand == ("brawler",)


def test_binoculars_add_two_cards_to_each_pile_of_a_scout_tower_ruling_x1() -> None:
    """X-1: binoculars used as a modifier add +2 cards to a recon: "scout tower: +2 depth on each
    of its 2 piles" [003:102]: the top 4 of the junkyard and of the schematics pile."""
    game = new_game(
        [["junk", "binoculars"], ["refugee"], ["refugee"]],
        R34 | HQ2 | {"recon1"},
        junkyard=JUNKYARD,
        schematics=SCHEMATICS,
        extra=[{"buildings": TOWER}, {}, {}],
    )
    game.apply(0, "tower junk binoculars junkyard+schematics")
    pass_windows(game)
    seen = knowledge(game, 0, "scout_tower")
    assert seen["junkyard"] == tuple(JUNKYARD[:4])
    assert seen["schematics"] == tuple(SCHEMATICS[:4])
    assert "binoculars" in game.view(None).seats[0].discard


def test_a_scouting_refugee_cancels_a_scout_tower_which_is_spent_for_the_round_003_86_ruling_x4() -> None:
    """[003:86-89] a scouting refugee cancels a scout tower's recon, is discarded and its owner
    draws one; X-4: "the activation discard stays discarded, the tower itself is unaffected, and
    that tower is used up for the round"."""
    game = new_game(
        [["junk", "pills", "brawler"], ["scouting_refugee", "refugee"], ["refugee"]],
        R34 | HQ2 | {"recon1"},
        junkyard=JUNKYARD,
        extra=[{"buildings": TOWER}, {}, {}],
    )
    game.apply(0, "tower junk contested+junkyard")
    d = decision(game)
    assert d is not None
    assert d.kind == "respond"
    assert d.seat == 1
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower") == {}
    assert "junk" in game.view(None).seats[0].discard
    assert "scouting_refugee" in game.view(None).seats[1].discard
    assert game.view(None).seats[1].hand_count == 2  # the refugee and the card drawn
    assert not [t for t in texts(game, 0) if t.startswith("tower")]
    assert game.view(None).seats[0].buildings[0].timer == 0
    assert not game.view(None).seats[0].buildings[0].disabled


def test_in_a_two_player_game_a_scout_tower_may_not_look_at_the_contested_pile_ruling_x9() -> None:
    """X-9 / [000:114]: two players "Eliminate all contested resources peeking": the scout tower
    cannot target the contested pile, but may look at the junkyard and the schematics."""
    game = new_game(
        [["junk", "brawler"], ["refugee"]],
        R34 | HQ2,
        junkyard=JUNKYARD,
        schematics=SCHEMATICS,
        extra=[{"buildings": TOWER}, {}],
    )
    tower = [t for t in texts(game, 0) if t.startswith("tower")]
    assert tower
    assert not [t for t in tower if "contested" in t]
    assert refused(game, 0, "tower junk contested+junkyard")
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    assert set(knowledge(game, 0, "scout_tower")) == {"junkyard", "schematics"}


# ---------------------------------------------------------------------------------------------
# Cargo sled [003:224-227], X-17


def test_a_cargo_sled_may_keep_two_tools_003_227() -> None:
    """[003:227] "You have the option of keeping an additional tool or medicine": the first card
    may be a tool too, so a net and a spear are both kept."""
    game = new_game([["scavenger", "cargo_sled"], ["refugee"], ["refugee"]], junkyard=["net", "spear", "junk", "pills"])
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(["net", "spear", "junk"])
    game.apply(0, "keep net spear")
    pass_windows(game)
    assert Counter(game.view(0).discard_hidden) == Counter(["net", "spear"])
    assert zone_kinds(game, "junkyard") == ["pills", "junk"]


def test_a_cargo_sled_may_not_keep_two_instants_003_227() -> None:
    """[003:227] "If you find two tribe members or instant cards in the junkyard, you may keep only
    one": binoculars and a map are not both kept, but an instant with a medicine is."""
    game = new_game(
        [["scavenger", "cargo_sled"], ["refugee"], ["refugee"]],
        R34 | {"recon1", "recon5"},
        junkyard=["binoculars", "map", "pills", "junk"],
    )
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert refused(game, 0, "keep binoculars map")
    assert "keep binoculars pills" in texts(game, 0) or "keep pills binoculars" in texts(game, 0)


def test_a_cargo_sled_gives_no_second_card_in_a_schematics_build_ruling_x17() -> None:
    """X-17: the cargo sled "has no effect on a schematics dig" beyond its +2 dig: an engineer
    (2) with a cargo sled (+2) sees 4 buildings and keeps one."""
    game = new_game([["engineer", "cargo_sled"], ["refugee"], ["refugee"]], R34 | HQ2, schematics=SCHEMATICS)
    game.apply(0, "build engineer+cargo_sled")
    pass_windows(game)
    assert len(game.view(0).looking) == 4
    options = texts(game, 0)
    assert options
    assert all(len(o.split()) == 2 for o in options)
    assert refused(game, 0, "keep armory pharmacy")


# ---------------------------------------------------------------------------------------------
# Combat medics [003:229-232], X-18


def test_combat_medics_pay_two_meds_in_a_hire_ruling_x18_r13() -> None:
    """[003:231] combat medics carry medicine like a medic; X-18/R-13: 2 meds in a hire. A hunt
    of 2 and the combat medics pay a sniper team (2 food, 2 meds)."""
    game = new_game([["hardy_scavenger", "spear", "combat_medics"], ["refugee"], ["refugee"]], R34 | HQ2)
    game.apply(0, "hunt hardy_scavenger+spear")
    pass_windows(game)
    assert "hire sniper_team pay combat_medics" in texts(game, 0)
    game.apply(0, "hire sniper_team pay combat_medics")
    pass_windows(game)
    assert Counter(game.view(None).seats[0].discard) >= Counter(["sniper_team", "combat_medics"])


def test_combat_medics_save_a_leader_from_a_sniper_team_000_547_ruling_l12_i4() -> None:
    """[000:547] / L-12: "A medic or combat medics may save a leader from the snipe as it happens";
    I-4 the save window starts with the target's owner. The leader stays unwounded and the combat
    medics (used in gathering) are discarded (X-18)."""
    game = new_game(
        [["sniper_team"], ["combat_medics", "brawler"], ["refugee"]],
        R34 | HQ4,
        round=2,
        extra=LEADERS,
    )
    game.apply(0, "snipe 1:leader_butcher")
    d = decision(game)
    assert d is not None
    assert d.kind == "save"
    assert d.seat == 1
    assert "save combat_medics" in texts(game, 1)
    game.apply(1, "save combat_medics")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded
    assert "combat_medics" in game.view(None).seats[1].discard
    assert "sniper_team" in game.view(None).seats[0].discard


def test_combat_medics_heal_a_wounded_leader_ruling_l12() -> None:
    """L-12: heal "on her own RG turn, the owner spends 1 med from pills, medkit, medic or combat
    medics"."""
    game = new_game(
        [["combat_medics", "brawler"], ["sniper_team"], ["refugee"]],
        R34 | HQ4,
        round=2,
        initiator=1,
        extra=LEADERS,
    )
    game.apply(1, "snipe 0:leader_ranger")
    pass_windows(game)
    to_turn(game, 0)
    assert game.view(0).seats[0].wounded
    assert "heal combat_medics" in texts(game, 0)
    game.apply(0, "heal combat_medics")
    pass_windows(game)
    assert not game.view(0).seats[0].wounded
    assert "combat_medics" in game.view(None).seats[0].discard


def test_combat_medics_save_only_once_a_round_in_the_skirmish_ruling_x18() -> None:
    """X-18: "Only one save per round per card": a second snipe on the same force finds the
    combat medics spent (they still fight: S-6)."""
    game = new_game(
        [["combat_medics", "brawler", "scout"], ["sniper_team", "sniper_team", "junk"], ["refugee"]],
        R34 | HQ2,
        initiator=1,
    )
    end_gathering(game, {0: "commit brawler combat_medics scout", 1: "commit sniper_team sniper_team"})
    to_seat_skirmish(game, 1)
    game.apply(1, "snipe 0:brawler")
    d = decision(game)
    assert d is not None
    assert d.kind == "save"
    assert d.seat == 0
    game.apply(0, "save combat_medics")
    while (d := decision(game)) is not None and d.kind in ("save", "respond"):
        game.apply(d.seat, "pass")
    d = decision(game)
    assert d is not None
    assert d.kind == "skirmish"
    assert d.seat == 1
    game.apply(1, "snipe 0:scout")
    d = decision(game)
    if d is not None and d.kind == "save" and d.seat == 0:
        assert "save combat_medics" not in texts(game, 0)
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 3, 5)  # brawler 2 + combat medics 1; the scout is gone


# ---------------------------------------------------------------------------------------------
# Demolition team [003:234-237], H-9, X-28


def test_a_demolition_team_resets_each_building_kind_to_its_full_timer_003_237_ruling_h9() -> None:
    """[003:237] reset the build timer on one under-construction building, then draw two; H-9: the
    owner tops the timer up from her own deck to the building's full build time, and the
    demolition player draws 2 from hers. Every building kind of HQ and Recon, one timer card left."""
    for building, build_time in sorted(BUILD_TIME.items()):
        game = new_game(
            [["refugee"], ["refugee"], ["demolition_team"]],
            R34 | HQ2,
            round=2,
            initiator=2,
            decks=[FILL[0], ["junk"] * 7, ["net", "pills", "medkit", "spear"]],
            extra=[{}, {"buildings": [{"building": building, "timer": ["pickaxe"]}]}, {}],
        )
        game.apply(2, f"demolish 1:{building}")
        pass_windows(game)
        [site] = game.view(None).seats[1].buildings
        assert site.timer == build_time, building
        assert len(zone_kinds(game, "1:deck")) == 7 - (build_time - 1), building
        assert Counter(game.view(2).hand) == Counter(["net", "pills"]), building
        assert game.view(None).seats[2].discard == ("demolition_team",), building


def test_a_guard_cancels_a_demolition_of_its_owners_building_and_the_team_still_draws_two_ruling_x6_x28() -> None:
    """X-6: a Demolition reset of her building is an action on the guard owner's cards [003:123];
    X-28: "It is discarded and its owner still draws 2 ... The timer is not reset." The guard is
    discarded and its owner draws 1 [003:124]."""
    game = new_game(
        [["refugee"], ["guard", "refugee"], ["demolition_team"]],
        R34 | HQ2 | {"recon2"},
        round=2,
        initiator=2,
        decks=[FILL[0], ["junk"] * 7, ["net", "pills", "medkit", "spear"]],
        extra=[{}, {"buildings": [{"building": "bunker", "timer": ["pickaxe"]}]}, {}],
    )
    game.apply(2, "demolish 1:bunker")
    while (d := decision(game)) is not None and d.kind == "respond":
        game.apply(d.seat, "cancel guard" if d.seat == 1 else "pass")
    pass_windows(game)
    assert game.view(None).seats[1].buildings[0].timer == 1
    assert "guard" in game.view(None).seats[1].discard
    assert Counter(game.view(1).hand) == Counter(["refugee", "junk"])
    assert Counter(game.view(2).hand) == Counter(["net", "pills"])
    assert "demolition_team" in game.view(None).seats[2].discard


def test_a_demolition_team_cannot_reset_a_completed_or_disabled_building_ruling_h9() -> None:
    """H-9: "The target is any player's under-construction building": a completed bunker and a
    disabled (hence completed) armory are no targets."""
    game = new_game(
        [["refugee"], ["refugee"], ["demolition_team"]],
        R34 | HQ4,
        round=2,
        initiator=2,
        extra=[
            {**LEADERS[0]},
            {"buildings": [{"building": "bunker"}, {"building": "armory", "disabled": True}], **LEADERS[1]},
            {**LEADERS[2]},
        ],
    )
    assert not [t for t in texts(game, 2) if t.startswith("demolish")]
    assert refused(game, 2, "demolish 1:bunker")
    assert refused(game, 2, "demolish 1:armory")


# ---------------------------------------------------------------------------------------------
# Tear gas [003:239-250], S-10


def test_tear_gas_is_not_played_in_the_gathering_phase_003_241() -> None:
    """[003:241] "Used only in the skirmish": no gas action on a gathering turn."""
    game = new_game([["tear_gas", "brawler"], ["brawler"], ["refugee"]], initiator=1)
    to_turn(game, 0)
    assert not [t for t in texts(game, 0) if t.startswith("gas")]
    assert refused(game, 0, "gas 1:brawler")


def test_tear_gas_cannot_be_disarmed_003_243() -> None:
    """[003:243] tear gas "cannot be disarmed": a saboteur acting before its owner may disarm her
    spear but not her tear gas, and the gas then works."""
    game = new_game(
        [["brawler", "spear", "tear_gas"], ["saboteur", "scout"], ["junk"]],
        initiator=1,
    )
    end_gathering(game, {0: "commit brawler spear tear_gas", 1: "commit saboteur scout"})
    to_seat_skirmish(game, 1)
    assert "disarm 0:spear" in texts(game, 1)
    assert not [t for t in texts(game, 1) if "tear_gas" in t]
    assert refused(game, 1, "disarm 0:tear_gas")
    game.apply(1, "pass")
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:scout")
    skirmish_turns(game)
    assert seat_totals(game)[0][:2] == (True, 4)
    assert seat_totals(game)[1][:2] == (True, 1)  # the scout gassed; the saboteur that did not act fights 1
    assert skirmish_winner(game) == 0


def test_tear_gas_sets_group_leaders_fight_modifier_to_zero_003_246_ruling_s10() -> None:
    """[003:246] "The targeted tribe member's fight score (or fight modifier) is set to 0": group
    leaders (+2) on a scavenger (1) give 3; gassed, the force fights 1."""
    game = new_game([["brawler", "tear_gas"], ["scavenger", "group_leaders"], ["junk"]])
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit group_leaders scavenger"})
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:group_leaders")
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 1, 3)
    assert skirmish_winner(game) == 0


def test_a_gassed_member_keeps_its_tool_and_its_people_ruling_s10() -> None:
    """S-10: "The target keeps a fight ability of 0 ... it can still hold a tool"; it is not
    sniped, so its people still count: gassed thugs with a spear fight 2 with 3 people and win the
    fight tie against the gasser's brawler (2, 1 person)."""
    game = new_game([["brawler", "tear_gas"], ["thugs", "spear"], ["junk"]])
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit spear thugs"})
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:thugs")
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 2, 3)
    assert skirmish_winner(game) == 1


def test_tear_gas_breaks_a_tie_and_so_counters_a_rogue_003_250() -> None:
    """[003:250] "Tear gas can indirectly counter a rogue by breaking a tied skirmish": seats 0 and
    1 tie on 3 and seat 2's rogue would take the resource; seat 0 gasses seat 1's brawler and
    wins outright."""
    game = new_game(
        [["brawler", "scavenger", "tear_gas"], ["brawler", "scavenger"], ["rogue"]],
        R34 | {"recon2"},
        decks=[FILL[0], ["pills"] * 7, FILL[2]],
    )
    end_gathering(game, {0: "commit brawler scavenger tear_gas", 1: "commit brawler scavenger", 2: "commit rogue"})
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:brawler")
    skirmish_turns(game)
    assert seat_totals(game)[1][:2] == (True, 1)
    assert skirmish_winner(game) == 0


def test_a_provocateur_announced_after_being_gassed_fights_at_its_force_size_003_249() -> None:
    """[003:249] "Tear gas is not effective against a provocateur (cumulative tribe member count is
    used)": seat 0 gasses seat 1's provocateur first; seat 1 then announces it and fights with
    its size (provocateur 1 + thugs 3 = 4)."""
    game = new_game(
        [["brawler", "spear", "tear_gas"], ["provocateur", "thugs"], ["junk"]],
        R34 | {"recon2"},
    )
    end_gathering(game, {0: "commit brawler spear tear_gas", 1: "commit provocateur thugs"})
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:provocateur")
    to_seat_skirmish(game, 1)
    game.apply(1, "provoke provocateur")
    skirmish_turns(game)
    assert seat_totals(game)[1][:2] == (True, 4)
    assert seat_totals(game)[0][:2] == (True, 4)
    assert skirmish_winner(game) == 1  # 4 people against 1 [000:432]


def test_tear_gas_is_an_instant_no_snipe_can_target_it_003_31_243() -> None:
    """[003:31] an instant is not a tribe member; a snipe targets a person card ([000:316]): the
    tear gas in a revealed force is no snipe target."""
    game = new_game([["brawler", "tear_gas"], ["sniper_team", "scout"], ["junk"]], initiator=1)
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit scout sniper_team"})
    to_seat_skirmish(game, 1)
    assert "snipe 0:brawler" in texts(game, 1)
    assert refused(game, 1, "snipe 0:tear_gas")


def test_the_sergeant_at_arms_does_not_protect_against_tear_gas_ruling_l11() -> None:
    """L-11: the Sergeant at Arms' tools cannot be disarmed; "It gives no protection against
    building attacks, snipes or tear gas"."""
    game = new_game(
        [["brawler", "tear_gas"], ["scout"], ["junk"]],
        R34 | HQ3,
        extra=[{"leader": "leader_ranger"}, {"leader": "leader_sergeant_at_arms"}, {"leader": "leader_butcher"}],
    )
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit scout"})
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:scout")
    skirmish_turns(game)
    assert seat_totals(game)[1][:2] == (True, 0)
    assert skirmish_winner(game) == 0


def test_the_fanatic_strikes_a_person_tool_or_medicine_but_not_tear_gas_ruling_l7_000_715() -> None:
    """L-7 / [000:713-715]: the Fanatic's target is "one card (person, tool or medicine)" of the
    opponent's revealed force. Tear gas is an instant [003:31], none of these, so seat 1 (the
    initiator) may strike seat 0's brawler but not her tear gas; the gas then works [003:242]."""
    game = new_game(
        [["brawler", "tear_gas"], ["refugee", "scout"], ["junk"]],
        R34 | HQ3,
        initiator=1,
        extra=[{"leader": "leader_ranger"}, {"leader": "leader_fanatic"}, {"leader": "leader_butcher"}],
    )
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit refugee scout"})
    to_seat_skirmish(game, 1)
    assert "lead refugee 0:brawler" in texts(game, 1)
    assert refused(game, 1, "lead refugee 0:tear_gas")
    game.apply(1, "pass")
    to_seat_skirmish(game, 0)
    game.apply(0, "gas 1:scout")
    skirmish_turns(game)
    assert seat_totals(game)[1][:2] == (True, 0)
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# Tribal hunters [003:252-255], X-20; random contested resources [003:214-222], V-9


def test_tribal_hunters_hunt_and_fight_as_printed_ruling_x20() -> None:
    """X-20: 2-person hunt 1 fight 0, 3-person hunt 1 fight 1, 4-person hunt 2 fight 1 ("dedicated
    hunters and have a minor fight" [003:255]): the 4-person card hunts 2 food; in the skirmish the
    2- and 3-person cards fight 0 + 1 with 5 people."""
    game = new_game([["tribal_hunters_4"], ["tribal_hunters_2", "tribal_hunters_3"], ["scout"]], initiator=0)
    game.apply(0, "hunt tribal_hunters_4")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2
    end_gathering(game, {1: "commit tribal_hunters_2 tribal_hunters_3", 2: "commit scout"})
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 1, 5)
    assert skirmish_winner(game) == 2


def test_an_assassin_cannot_snipe_tribal_hunters_ruling_x10_003_118() -> None:
    """[003:118] the assassin attacks only single-unit tribe members (X-10): tribal hunters (2, 3
    or 4 people) are no targets, while a sniper team may snipe them."""
    game = new_game(
        [["tribal_hunters_2", "tribal_hunters_4"], ["assassin", "sniper_team"], ["junk"]],
        R34 | {"recon2"},
        initiator=1,
    )
    end_gathering(game, {0: "commit tribal_hunters_2 tribal_hunters_4", 1: "commit assassin sniper_team"})
    to_seat_skirmish(game, 1)
    assert not [t for t in texts(game, 1) if t.startswith("snipe assassin")]
    assert refused(game, 1, "snipe assassin 0:tribal_hunters_2")
    assert "snipe 0:tribal_hunters_2" in texts(game, 1)


def test_module_4_plays_fourteen_of_the_twenty_eight_contested_resources_003_220_ruling_v9() -> None:
    """[003:220] "Shuffle all 28 CRs together ... Draw the top 14 and use those for the game"; V-9:
    the unused 14 are out of the game. Different seeds draw different sets, and Recon's own
    contested resources can be among them."""
    recon_crs = {"cargo_sled", "combat_medics", "demolition_team", "tear_gas"} | {
        f"tribal_hunters_{n}" for n in (2, 3, 4)
    }
    base_crs = {"wolf_pack", "grenade", "sled_team", "field_crew"} | {f"tribe_family_{n}" for n in (3, 4, 5)}
    piles = []
    for seed in range(6):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=R4))
        pile = zone_counter(game, "contested")
        box = zone_counter(game, "box")
        assert sum(pile.values()) == 14
        for kind in recon_crs | base_crs:
            assert pile[kind] + box[kind] == 2
        piles.append(pile)
    assert any(pile != piles[0] for pile in piles)
    assert any(set(pile) & recon_crs for pile in piles)


def test_contested_resources_of_recon_count_as_contested_resources_in_the_score_ruling_f3() -> None:
    """F-3: any owned card with the contested-resource icon counts as a contested resource for the
    tie-break [000:172]: a cargo sled, tear gas and combat medics in the deck count 3."""
    game = new_game(
        [["junk"], ["refugee"], ["refugee"]],
        decks=[["cargo_sled", "tear_gas", "combat_medics", "refugee", "refugee"], *FILL[1:]],
    )
    score = game.score(0)
    assert score.contested == 3
    assert score.people == 2 + 4  # two refugees, the combat medics' four people


# ---------------------------------------------------------------------------------------------
# More interactions: Recon 1, 2 and 5, Dirty Deeds


def test_a_spy_may_look_at_the_timer_cards_of_a_scout_tower_under_construction_ruling_x2() -> None:
    """X-2: a spy's target may be "one of her buildings. For a building, that means either its
    stored cards or its timer cards" [003:66]; the timer of a Recon building is one."""
    game = new_game(
        [["spy"], ["refugee"], ["refugee"]],
        R34 | HQ2 | {"recon1"},
        extra=[{}, {"buildings": [{"building": "scout_tower", "timer": ["net", "pills"]}]}, {}],
    )
    game.apply(0, "spy 1:timer-scout_tower")
    pass_windows(game)
    seen = {k.zone: Counter(k.cards) for k in game.view(0).knowledge if k.source == "spy"}
    assert seen == {"1:timer-scout_tower": Counter(["net", "pills"])}
    assert [k for k in game.view(2).knowledge if k.source == "spy"] == []


def test_a_provocateur_with_portable_decoys_shrinks_when_a_later_player_snipes_a_card_003_131_135_ruling_s8() -> None:
    """[003:131] the provocateur counts building abilities that increase the force (portable
    decoys); [003:135] a later player may snipe; S-8 "Snipes on other cards lower the force size"
    (S-11: a sniped card leaves the decoy count). Provocateur 1 + thugs 3 + floor(4/2) = 6; the
    thugs sniped: 1 + floor(3/2) = 2."""
    game = new_game(
        [["provocateur", "thugs", "junk", "pills"], ["sniper_team", "brawler"], ["junk"]],
        R34 | HQ2 | {"recon2"},
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit provocateur thugs junk pills", 1: "commit sniper_team brawler"})
    to_seat_skirmish(game, 0)
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert game.view(None).seats[0].strength == sc.ForceStrength(has_fight=True, fight=6, people=6)
    to_seat_skirmish(game, 1)
    game.apply(1, "snipe 0:thugs")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 2)
    assert seat_totals(game)[1] == (True, 2, 3)
    assert skirmish_winner(game) == 1


def test_a_map_brings_back_a_courier_after_its_draw_to_fight_as_a_modifier_003_273_ruling_x19() -> None:
    """[003:273] a map retrieves "a tribe member you have just used" for another action (X-19: it
    may be committed); [003:274] not a second draw. The courier then adds +1 to a brawler."""
    game = new_game(
        [["courier", "map", "brawler"], ["scout"], ["junk"]],
        R34 | {"recon5"},
        decks=[COURIER_DECK, *FILL[1:]],
    )
    game.apply(0, "draw courier")
    pass_windows(game)
    game.apply(0, "discard junk pills")
    pass_windows(game)
    game.apply(0, "map courier")
    pass_windows(game)
    assert "courier" in game.view(0).hand
    assert not [t for t in texts(game, 0) if t.startswith("draw")]
    end_gathering(game, {0: "commit brawler courier", 1: "commit scout"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 3, 2)
    assert skirmish_winner(game) == 0


def test_a_third_players_combat_medics_save_a_diggers_scavenger_in_gathering_000_543_ruling_i4_x18() -> None:
    """[000:543] a medic may save another player's tribe member; I-4: any player may save, the
    window starting with the target's owner; X-18: combat medics saving in gathering are
    discarded. Seat 1 snipes seat 0's digging scavenger; seat 2's combat medics save it."""
    game = new_game(
        [["scavenger", "shovel"], ["sniper_team"], ["combat_medics"]],
        R34 | HQ2,
        junkyard=JUNKYARD,
    )
    game.apply(0, "dig scavenger+shovel")
    asked = []
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        asked.append((d.kind, d.seat))
        if d.kind == "respond" and d.seat == 1:
            game.apply(1, "snipe 0:scavenger")
        elif d.kind == "save" and d.seat == 2:
            game.apply(2, "save combat_medics")
        else:
            game.apply(d.seat, "pass")
    assert ("save", 2) in asked  # seat 0 holds no card (both are on the table): not asked
    assert "combat_medics" in game.view(None).seats[2].discard
    assert game.view(None).seats[2].hand_count == 0
    d = decision(game)
    if d is not None and d.kind == "resume":
        game.apply(0, "continue")
        pass_windows(game)
    assert len(game.view(0).looking) == 3  # the scavenger was saved: the dig of 1 + 2 went ahead


def test_committed_combat_medics_save_another_players_card_and_leave_the_force_ruling_i6_x18() -> None:
    """I-6: during gathering a save may come from one's committed cards ("the count shrinks, and
    the change is public"); X-18: combat medics saving in gathering are discarded; I-4: anyone may
    save. Seat 0 has committed combat medics and a brawler; seat 2 snipes seat 1's digging
    scavenger; seat 0's committed combat medics save it, and her force is the brawler alone."""
    game = new_game(
        [["combat_medics", "brawler"], ["scavenger", "shovel"], ["sniper_team"]], R34 | HQ2, junkyard=JUNKYARD
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler combat_medics")
    assert game.view(None).seats[0].committed_count == 2
    game.apply(1, "dig scavenger+shovel")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        if d.kind == "respond" and d.seat == 2:
            game.apply(2, "snipe 1:scavenger")
        elif d.kind == "save" and d.seat == 0:
            game.apply(0, "save force combat_medics")
        else:
            game.apply(d.seat, "pass")
    assert game.view(None).seats[0].committed_count == 1
    assert game.view(None).seats[0].discard == ("combat_medics",)
    assert len(game.view(1).looking) == 3  # the saved scavenger's dig of 1 + 2 went ahead
    game.apply(1, "keep net")
    end_gathering(game, {})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 1)


def test_repaired_portable_decoys_count_again_in_the_same_rounds_skirmish_000_687_ruling_h11() -> None:
    """H-11 / [000:687]: "Repair means playing 1 tribe member from hand on the owner's own RG turn"
    (a hardy scavenger will do); the repaired decoys then add their bonus (S-11)."""
    game = new_game(
        [["hardy_scavenger", "brawler", "spear", "pills", "junk"], ["scout", "spear"], ["junk"]],
        R34 | HQ4,
        extra=[
            {"buildings": [{"building": "portable_decoys", "disabled": True}], **LEADERS[0]},
            LEADERS[1],
            LEADERS[2],
        ],
    )
    assert "repair portable_decoys hardy_scavenger" in texts(game, 0)
    game.apply(0, "repair portable_decoys hardy_scavenger")
    pass_windows(game)
    assert not game.view(None).seats[0].buildings[0].disabled
    end_gathering(game, {0: "commit brawler spear pills junk", 1: "commit scout spear"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 4, 3)  # brawler 1 person + floor(4 / 2)
    assert skirmish_winner(game) == 0


def test_a_scout_tower_is_not_activated_on_another_players_turn_ruling_x7_000_643() -> None:
    """X-7: activation is "on the owner's own RG turn"; [000:643] only the bunker may be used
    during other players' turns. In seat 1's response window seat 0 may not activate her tower."""
    game = new_game(
        [["junk", "sniper_team"], ["scavenger", "shovel"], ["refugee"]],
        R34 | HQ2,
        initiator=1,
        junkyard=JUNKYARD,
        extra=[{"buildings": TOWER}, {}, {}],
    )
    game.apply(1, "dig scavenger+shovel")
    while (d := decision(game)) is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
    assert d is not None
    assert d.kind == "respond"
    assert d.seat == 0
    assert not [t for t in texts(game, 0) if t.startswith("tower")]
    assert refused(game, 0, "tower junk contested+junkyard")
