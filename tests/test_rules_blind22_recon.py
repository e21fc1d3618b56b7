"""A twenty-second blind audit: the RECON rulebook [003], section by section, at its edges (empty
piles, last cards, reshuffles in the middle of an action, ties, one-card hands, every copy of a
kind at once, a module with HQ), through the public API alone.

Written from the rulebooks (Recon cited as [003:LINE]), `shared/RULINGS.md` (ruling IDs), the
card data (`shared/cards.tsv`) and the public API (README.md, docs/scenarios.md, docs/view.md,
docs/variants.md), without reading the engine's source.

Card figures used (cards.tsv): spy +2 fight modifier (1 person); scouting refugee +1
dig/hunt/fight modifier; binoculars hunt 1 (P-2); guard fight 2; provocateur draw 1 fight 1;
rogue draw 1 fight 1; hardy scavenger dig 1 hunt 1 draw 0 fight 0; courier draw 3; drill
sergeant dig 2 fight 1; scrappers dig 3 fight 2 (2 people); tinker +1 dig/hunt/fight modifier;
brawler fight 2; scavenger dig/draw/hunt/fight 1; thugs fight 3 (3 people); tribe family 5 fight 0
(5 people); sniper team snipe (2 people).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    end_gathering,
    knowledge,
    now,
    pass_windows,
    refused,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    solo_game,
    stacked_table,
    texts,
    to_turn,
    zone_kinds,
)

R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
# Seven filler cards per seat so that the next round's draw never reshuffles.
FILL = [["refugee"] * 7, ["scavenger"] * 7, ["hunter"] * 7, ["refugee"] * 7]


def new_game(
    hands: list[list[str]], modules: frozenset[str], *, decks: list[list[str]] | None = None, **table: Any
) -> sc.Game:
    """A stacked table (:func:`helpers.stacked_table`): seat n holds ``hands[n]`` over ``decks[n]``
    (FILL by default), round 3, seat 0 the initiator."""
    return stacked_table(hands, modules, decks=decks or FILL[: len(hands)], **table)


def discard(game: sc.Game, seat: int) -> Counter[str]:
    """Seat's face-up discard pile, as everyone sees it."""
    return Counter(game.view(None).seats[seat].discard)


def seen_by(game: sc.Game, seat: int) -> list[str]:
    """Every card name the log shows ``seat`` in LOOKED events."""
    return [c for e in game.log(seat) if e.type is sc.EventType.LOOKED for c in e.cards]


# ---------------------------------------------------------------------------------------------
# Module 1: the spy [003:63-79]


def test_a_spy_whose_owner_has_no_deck_draws_itself_back_spent_003_068() -> None:
    """[003:68] "After completing your spying action, discard the spy and draw 1 card": with an
    empty deck and an empty discard, the spy is the discard the draw reshuffles, so it comes back
    to hand; it has acted this round and cannot spy again (one action a card a round)."""
    game = new_game([["spy", "brawler"], ["pills", "net"], ["refugee"]], R1, decks=[[], FILL[1], FILL[2]])
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    view = game.view(0)
    assert sorted(view.hand) == ["brawler", "spy"]
    assert view.spent == ("spy",)
    assert not any(t.startswith("spy ") for t in texts(game, 0))
    assert knowledge(game, 0, "spy") == {"1:hand": ("net", "pills")}


def test_a_spy_on_a_deck_of_two_sees_both_cards_up_to_four_003_066() -> None:
    """[003:66] "Peek at up to four cards": a deck of two shows both, top first, and stays put."""
    game = new_game([["spy", "brawler"], ["refugee"], ["refugee"]], R1, decks=[FILL[0], ["net", "junk"], FILL[2]])
    game.apply(0, "spy 1:deck")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:deck": ("net", "junk")}
    assert zone_kinds(game, "1:deck") == ["net", "junk"]  # [003:34] returned in their original order


def test_a_spy_with_binoculars_on_a_hand_of_five_sees_all_five_003_102() -> None:
    """[003:102] a spy with binoculars sees "up to 6 cards from one player": a hand of five shows
    every card, nothing to choose."""
    hand = ["pills", "net", "junk", "spear", "medkit"]
    game = new_game([["spy", "binoculars"], hand, ["refugee"]], R1)
    game.apply(0, "spy binoculars 1:hand")
    pass_windows(game)
    assert Counter(knowledge(game, 0, "spy")["1:hand"]) == Counter(hand)
    assert knowledge(game, 2, "spy") == {}


def test_a_spy_on_the_force_sees_the_committed_cards_and_the_force_is_unchanged_003_075() -> None:
    """Example 1 [003:75]: Carol spies on Sarah's committed skirmish cards, no guard or scouting
    refugee answers, and she sees them; the force still fights as committed."""
    game = new_game([["refugee"], ["spy", "scavenger"], ["refugee"]], R1, decks=[FILL[0], FILL[1], FILL[2]])
    game.apply(0, "end")
    game.apply(0, "commit refugee")
    to_turn(game, 1)
    game.apply(1, "spy 0:force")
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {"0:force": ("refugee",)}
    assert game.view(None).seats[0].committed_count == 1


def test_a_cancelling_scouting_refugee_held_alone_is_replaced_from_the_deck_003_086_087() -> None:
    """[003:86-87] a scouting refugee cancels one recon and is discarded, its owner draws one: a
    player whose hand is that one card ends with the top card of her deck; the spy's owner sees
    nothing and still draws."""
    game = new_game(
        [["spy", "brawler"], ["scouting_refugee"], ["refugee"]],
        R1,
        decks=[["shovel", *FILL[0]], ["net", *FILL[1]], FILL[2]],
    )
    game.apply(0, "spy 1:hand")
    assert now(game).seat == 1
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(1).hand == ("net",)
    assert discard(game, 1)["scouting_refugee"] == 1
    assert knowledge(game, 0, "spy") == {}
    assert sorted(game.view(0).hand) == ["brawler", "shovel"]
    assert discard(game, 0)["spy"] == 1


# ---------------------------------------------------------------------------------------------
# Module 1: binoculars [003:93-107]


def test_three_binoculars_see_the_top_five_of_each_pile_003_102_ruling_x1() -> None:
    """[003:102] each binoculars adds two cards to a recon ("two binoculars ... top 3"): three see
    the top five of every pile, in order, and leave each pile as it was."""
    jy = ["net", "junk", "pills", "spear", "medkit", "pickaxe"]
    cr = ["grenade", "wolf_pack", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4"]
    game = new_game(
        [["binoculars", "binoculars", "binoculars"], ["refugee"], ["refugee"]], R1, junkyard=jy, contested=cr
    )
    game.apply(0, "scout binoculars binoculars binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    assert seen["junkyard"] == tuple(jy[:5])
    assert seen["contested"] == tuple(cr[:5])
    assert zone_kinds(game, "junkyard") == jy
    assert zone_kinds(game, "contested") == cr
    assert discard(game, 0)["binoculars"] == 3


def test_binoculars_on_a_junkyard_of_one_card_see_that_card_003_100() -> None:
    """[003:100] the top card of every pile: two binoculars on a junkyard of a single card see that
    one card (no more exist), the contested pile its top three."""
    game = new_game(
        [["binoculars", "binoculars"], ["refugee"], ["refugee"]],
        R1,
        junkyard=["net"],
        contested=["grenade", "wolf_pack", "sled_team", "field_crew"],
    )
    game.apply(0, "scout binoculars binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    assert seen["junkyard"] == ("net",)
    assert seen["contested"] == ("grenade", "wolf_pack", "sled_team")


def test_binoculars_see_the_schematics_pile_too_with_module_3_003_100() -> None:
    """[003:100] "every pile in play (CR, JY, engineering schematics, etc.)": with Recon module 3 the
    schematics pile's top card is seen as well."""
    game = new_game(
        [["binoculars"], ["refugee"], ["refugee"]],
        R1 | R3,
        junkyard=["net", "junk"],
        schematics=["scout_tower", "bunker", "armory"],
    )
    game.apply(0, "scout binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    assert seen["schematics"] == ("scout_tower",)
    assert seen["junkyard"] == ("net",)
    assert "scout_tower" not in seen_by(game, 1)


def test_binoculars_recon_is_hidden_from_every_other_seat_003_101() -> None:
    """[003:101] "Only you may see cards as a result of your recon action": no other seat's log
    or view shows the peeked cards."""
    game = new_game([["binoculars"], ["refugee"], ["refugee"]], R1, junkyard=["medkit", "junk"])
    game.apply(0, "scout binoculars")
    pass_windows(game)
    assert "medkit" in seen_by(game, 0)
    for seat in (1, 2):
        assert "medkit" not in seen_by(game, seat)
        assert knowledge(game, seat, "binoculars") == {}
    assert all("medkit" not in (e.cards or ()) for e in game.log(None))


# ---------------------------------------------------------------------------------------------
# Module 2: rogue, provocateur, guard, assassin [003:109-153]


def test_a_tie_below_the_highest_fight_does_not_trigger_the_rogue_003_151() -> None:
    """Example 1 [003:151]: Sarah has the highest fight, Betty and Linda tie behind her; "the
    rogue ability does not trigger" and Sarah wins."""
    game = new_game([["thugs"], ["brawler"], ["rogue", "scavenger"]], R2)
    end_gathering(game, {0: "commit thugs", 1: "commit brawler", 2: "commit rogue scavenger"})
    skirmish_turns(game)
    totals = seat_totals(game)
    assert totals[0][1] == 3
    assert totals[1][1] == totals[2][1] == 2
    assert skirmish_winner(game) == 0


def test_a_rogue_steals_a_three_way_tie_at_zero_fight_003_143_145() -> None:
    """[003:143-145] a tie for highest fight lets the first player with a rogue take the resource,
    whatever the people: two hardy scavengers and a gassed rogue all fight 0, and the rogue's owner
    (with fewer people than a tribe family) wins."""
    game = new_game([["tear_gas"], ["hardy_scavenger", "tribe_family_5"], ["rogue"]], R2 | R3 | R4, decks=FILL[:3])
    end_gathering(game, {0: "commit tear_gas", 1: "commit hardy_scavenger tribe_family_5", 2: "commit rogue"})
    skirmish_turns(game, {0: ["gas 2:rogue"]})
    totals = seat_totals(game)
    assert totals[1][:2] == (True, 0)
    assert totals[2][:2] == (True, 0)
    assert skirmish_winner(game) == 2


def test_a_sniped_first_rogue_leaves_the_steal_to_the_next_rogue_003_147_148_ruling_s9() -> None:
    """[003:147-148] a rogue can be sniped, and only the first rogue (from the initiator, S-9) wins:
    when the first is sniped the next player's rogue, still in its force, takes the tie."""
    game = new_game([["rogue", "brawler"], ["sniper_team", "brawler"], ["rogue", "brawler"]], R2)
    end_gathering(game, {0: "commit brawler rogue", 1: "commit brawler sniper_team", 2: "commit brawler rogue"})
    skirmish_turns(game, {1: ["snipe 0:rogue"]})
    totals = seat_totals(game)
    assert totals[1][1] == 2
    assert totals[0][1] == 2
    assert totals[2][1] == 3
    assert skirmish_winner(game) == 2


def test_two_unsniped_rogues_only_the_first_from_the_initiator_steals_003_148() -> None:
    """[003:148] "Only the first rogue action can be successful per round (resolved in turn order)":
    with seat 1 the initiator, seat 2's rogue comes before seat 0's."""
    game = new_game([["rogue", "brawler"], ["brawler", "refugee", "refugee"], ["rogue", "brawler"]], R2, initiator=1)
    end_gathering(game, {0: "commit brawler rogue", 1: "commit brawler refugee refugee", 2: "commit brawler rogue"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 2


def test_a_provocateur_not_announced_fights_at_its_natural_score_003_130() -> None:
    """[003:130] "you may announce an intent": a provocateur beside a five-person tribe family
    fights 1 unless announced, then 6 (tribe members brought, even non-fighters [003:131])."""
    quiet = new_game([["provocateur", "tribe_family_5"], ["brawler"], ["refugee"]], R2)
    end_gathering(quiet, {0: "commit provocateur tribe_family_5", 1: "commit brawler"})
    skirmish_turns(quiet)
    assert seat_totals(quiet)[0][1] == 1
    assert skirmish_winner(quiet) == 1
    loud = new_game([["provocateur", "tribe_family_5"], ["brawler"], ["refugee"]], R2)
    end_gathering(loud, {0: "commit provocateur tribe_family_5", 1: "commit brawler"})
    skirmish_turns(loud, {0: ["provoke provocateur"]})
    assert seat_totals(loud)[0][1] == 6
    assert skirmish_winner(loud) == 0


def test_the_gangsters_refugees_count_one_each_for_the_provocateur_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur": a
    provocateur and two refugees under the Gangster fight 3, not 5."""
    game = new_game(
        [["provocateur", "refugee", "refugee"], ["thugs"], ["refugee"]],
        R2 | HQ3,
        extra=[{"leader": "leader_gangster"}, {"leader": "leader_mentor"}, {"leader": "leader_butcher"}],
    )
    end_gathering(game, {0: "commit provocateur refugee refugee", 1: "commit thugs"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][1] == 3
    assert seat_totals(game)[1][1] == 3


def test_a_guard_cancels_a_snipe_on_its_owners_digger_003_123_124() -> None:
    """[003:123-124] a guard cancels an action outside the skirmish that targets its owner's card:
    the guard and the sniper team are discarded, the guard's owner draws one, the dig goes on."""
    game = new_game(
        [["brawler", "shovel", "guard"], ["sniper_team"], ["refugee"]],
        R2,
        decks=[["net", *FILL[0]], FILL[1], FILL[2]],
        junkyard=["pills", "junk", "medkit"],
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    while (d := now(game)).seat != 0:
        game.apply(d.seat, "pass")
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert discard(game, 1)["sniper_team"] == 1
    assert discard(game, 0)["guard"] == 1
    assert "net" in game.view(0).hand
    assert now(game).kind == "keep"  # the dig went on: the brawler was not sniped


def test_an_assassin_snipes_a_one_person_scout_in_the_skirmish_003_117_118() -> None:
    """[003:117-118] an assassin snipes single-unit tribe members during the skirmish: a scout (one
    person) is sniped and its fight lost; thugs (three people) may not be."""
    game = new_game([["scout", "thugs"], ["assassin", "brawler"], ["refugee"]], R2)
    end_gathering(game, {0: "commit scout thugs", 1: "commit assassin brawler"})
    assert now(game).seat == 1  # seat 0's force holds nothing to use: its opportunity is skipped
    assert refused(game, 1, "snipe assassin 0:thugs")
    game.apply(1, "snipe assassin 0:scout")
    skirmish_turns(game)
    assert seat_totals(game)[0][1] == 3


# ---------------------------------------------------------------------------------------------
# Module 3: courier, drill sergeant, hardy scavenger, scrappers, tinker, decoys, tower [003:155-212]


def test_a_courier_drawing_past_its_deck_reshuffles_and_still_discards_two_003_164_000_190() -> None:
    """[003:164] a courier's draw discards two of the drawn cards; [000:190] a draw larger than the
    deck draws the deck, then reshuffles the discard and goes on. A deck of one card and a discard of
    four: the courier draws three and the player keeps one of them after discarding two."""
    game = new_game(
        [["courier"], ["refugee"], ["refugee"]],
        R3,
        decks=[["net"], FILL[1], FILL[2]],
        extra=[{"discard": ["pills", "pills", "pills", "pills"]}, {}, {}],
    )
    game.apply(0, "draw courier")
    pass_windows(game)
    assert now(game).kind == "discard"
    assert sorted(game.view(0).looking) == ["net", "pills", "pills"]
    game.apply(0, "discard pills pills")
    pass_windows(game)
    assert game.view(0).hand == ("net",)


def test_a_drill_sergeant_with_one_card_in_its_discard_shuffles_it_in_and_draws_two_003_170_174() -> None:
    """[003:170] retrieve two cards from the discard pile, shuffle them into the deck, draw two;
    with one card there (X-12: up to two) it goes in and two cards are drawn."""
    game = new_game(
        [["drill_sergeant"], ["refugee"], ["refugee"]],
        R3,
        decks=[["medkit"], FILL[1], FILL[2]],
        extra=[{"discard": ["rifle"]}, {}, {}],
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert now(game).kind == "shuffle"
    game.apply(0, "shuffle rifle")
    pass_windows(game)
    assert sorted(game.view(0).hand) == ["medkit", "rifle"]
    assert discard(game, 0) == Counter(["drill_sergeant"])


def test_every_hardy_scavenger_sent_to_a_lost_skirmish_returns_and_the_draw_is_still_five_003_181_182() -> None:
    """[003:181] "any HS units you sent are returned to your hand"; [003:182] the next round's draw
    is still a standard draw: three hardy scavengers lose, all three come back on top of a hand of 5."""
    game = new_game([["hardy_scavenger", "hardy_scavenger", "hardy_scavenger"], ["thugs"], ["refugee"]], R3)
    end_gathering(game, {0: "commit hardy_scavenger hardy_scavenger hardy_scavenger", 1: "commit thugs"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 1
    assert game.round == 4
    hand = Counter(game.view(0).hand)
    assert hand["hardy_scavenger"] == 3
    assert sum(hand.values()) == 8


def test_a_hardy_scavenger_of_the_winner_goes_to_the_discard_003_181() -> None:
    """[003:181] the ability triggers "only at the end of a skirmish in which the player does not
    win": the winner's hardy scavenger is discarded with the rest of her force."""
    game = new_game([["hardy_scavenger", "thugs"], ["brawler"], ["refugee"]], R3)
    end_gathering(game, {0: "commit hardy_scavenger thugs", 1: "commit brawler"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 0
    assert "hardy_scavenger" not in game.view(0).hand
    assert discard(game, 0)["hardy_scavenger"] == 1


def test_a_scrappers_dig_from_the_bottom_of_a_short_junkyard_sees_all_of_it_003_187() -> None:
    """[003:187] scrappers may dig entirely from the bottom; a dig of 3 in a junkyard of two cards
    turns up both."""
    game = new_game([["scrappers"], ["refugee"], ["refugee"]], R3, junkyard=["net", "pills"])
    game.apply(0, "dig bottom scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["net", "pills"]


def test_a_tinker_raises_a_refugees_junkyard_dig_to_one_003_198_ruling_x16() -> None:
    """[003:198] any tribe member with a base dig (even a refugee) can team up with a tinker; X-16
    the tinker also boosts a junkyard dig: refugee (dig 0) + tinker digs one card."""
    game = new_game([["refugee", "tinker"], ["refugee"], ["refugee"]], R3, junkyard=["medkit", "junk"])
    assert "dig refugee+tinker" in texts(game, 0)
    game.apply(0, "dig refugee+tinker")
    pass_windows(game)
    assert game.view(0).looking == ("medkit",)


def test_portable_decoys_win_a_fight_tie_on_the_size_they_add_003_205_206() -> None:
    """[003:205-206] decoys add 1 to the force's size per 2 cards brought, for tie-breaking: a
    brawler with pills, junk and a medkit (4 cards: +2, so 3 people) beats a brawler with a refugee
    (2 people) on the same fight of 2."""
    game = new_game(
        [["brawler", "pills", "junk", "medkit"], ["brawler", "refugee"], ["refugee"]],
        R3,
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit brawler junk medkit pills", 1: "commit brawler refugee"})
    skirmish_turns(game)
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 3)
    assert totals[1] == (True, 2, 2)
    assert skirmish_winner(game) == 0


def test_portable_decoys_with_an_odd_card_round_down_003_206() -> None:
    """[003:206] "round down, no half credit": three cards brought give +1 (not +1.5), so the
    decoys' lone brawler counts 2 people, as many as a brawler with a refugee: a deadlock."""
    game = new_game(
        [["brawler", "pills", "junk"], ["brawler", "refugee"], ["refugee"]],
        R3,
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit brawler junk pills", 1: "commit brawler refugee"})
    skirmish_turns(game)
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 2)
    assert totals[1] == (True, 2, 2)
    assert skirmish_winner(game) is None


def test_a_scout_tower_may_look_at_the_leader_pile_in_leader_drafting_003_211_311() -> None:
    """[003:211] "Select any two piles (CR, JY, schematics, leaders, etc.)"; [003:311] peeking may
    target the leader pile: the tower shows its owner the leader pile's top two and the junkyard's
    only card, and the discarded activation card lies face up."""
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=HQ3 | R3 | R5,
        variants=frozenset({"leader_draft"}),
        scenario={
            "round": 3,
            "players": [
                {"hand": ["junk", "brawler"], "deck": FILL[0], "buildings": [{"building": "scout_tower"}]},
                {"hand": ["refugee"], "deck": FILL[1]},
                {"hand": ["refugee"], "deck": FILL[2]},
            ],
            "leaders": ["leader_yardmaster", "leader_butcher", "leader_swindler"],
            "junkyard": ["net"],
            "contested": ["grenade", "wolf_pack", "sled_team"],
        },
    )
    game = sc.Game.new(config)
    game.apply(0, "tower junk junkyard+leaders")
    pass_windows(game)
    seen = knowledge(game, 0, "scout_tower")
    assert seen == {"leaders": ("leader_yardmaster", "leader_butcher"), "junkyard": ("net",)}
    assert discard(game, 0)["junk"] == 1
    assert knowledge(game, 1, "scout_tower") == {}
    assert zone_kinds(game, "leaders") == ["leader_yardmaster", "leader_butcher", "leader_swindler"]


# ---------------------------------------------------------------------------------------------
# Module 4: random contested resources, cargo sled, combat medics, demolition, tear gas [003:214-255]


def test_a_demolition_in_solo_that_reshuffles_the_discard_costs_the_top_card_003_237_333_ruling_v4() -> None:
    """[003:237] a demolition team resets the timer (H-9: from the owner's deck); [003:333] every
    reshuffle of the discard into a new deck removes the new deck's top card (V-4: timer placement
    included): one attrition, and the bunker's timer is topped up from what is left."""
    game = solo_game(
        ["demolition_team"],
        [["brawler"]],
        modules=["recon3", "recon4"],
        deck=[],
        discard=["net", "junk", "pills", "spear", "medkit", "pickaxe"],
        buildings=[{"building": "bunker", "timer": ["refugee"]}],
    )
    game.apply(0, "demolish 0:bunker")
    pass_windows(game)
    view = game.view(0)
    assert view.seats[0].removed == 1
    assert view.seats[0].buildings[0].timer == 5
    assert len(view.hand) == 1  # six cards: one removed, four on the timer, one left to draw
    assert [e.type for e in game.log(0)].count(sc.EventType.ATTRITION) == 1


def test_tear_gas_on_the_only_fighter_of_a_leading_force_hands_the_win_over_003_246() -> None:
    """[003:244-246] the targeted tribe member's fight is set to 0: gassing the thugs (3) of the
    leading force leaves it at fight 0 and the brawler's force wins."""
    game = new_game([["tear_gas", "brawler"], ["thugs"], ["refugee"]], R4)
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit thugs"})
    skirmish_turns(game, {0: ["gas 1:thugs"]})
    totals = seat_totals(game)
    assert totals[1][:2] == (True, 0)
    assert skirmish_winner(game) == 0


def test_combat_medics_save_their_own_force_from_a_snipe_and_fight_003_232() -> None:
    """[003:232] combat medics "can save against a snipe attack AND fight in the same round": a
    snipe on a brawler beside them is saved and both still fight."""
    game = new_game([["sniper_team"], ["combat_medics", "brawler"], ["refugee"]], R4)
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler combat_medics"})
    skirmish_turns(game, {0: ["snipe 1:brawler"]}, {1: ["save combat_medics"]})
    totals = seat_totals(game)
    assert totals[1][1] == 3  # brawler 2 + combat medics 1
    assert skirmish_winner(game) == 1


# ---------------------------------------------------------------------------------------------
# Module 5: the Humanitarians, the map, the Swindler, the Yardmaster [003:257-286]


def test_the_yardmaster_on_a_junkyard_of_one_card_sees_that_card_003_283() -> None:
    """[003:283] peek at the top two cards of the junkyard: with a single card there, that card is
    seen and goes back."""
    game = new_game(
        [["refugee"], ["refugee"], ["refugee"]],
        HQ3 | R5,
        junkyard=["medkit"],
        extra=[{"leader": "leader_yardmaster"}, {"leader": "leader_butcher"}, {"leader": "leader_mentor"}],
    )
    game.apply(0, "yard")
    assert now(game).kind == "place"
    game.apply(0, "yard bottom")
    pass_windows(game)
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("medkit",)}
    assert zone_kinds(game, "junkyard") == ["medkit"]


def test_the_yardmaster_puts_both_back_on_top_unchanged_003_283() -> None:
    """[003:283] return both cards to the top (preserve original card order): the pile is as it was."""
    jy = ["net", "pills", "junk", "spear"]
    game = new_game(
        [["refugee"], ["refugee"], ["refugee"]],
        HQ3 | R5,
        junkyard=jy,
        extra=[{"leader": "leader_yardmaster"}, {"leader": "leader_butcher"}, {"leader": "leader_mentor"}],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    pass_windows(game)
    assert zone_kinds(game, "junkyard") == jy
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "pills")}


def test_the_swindler_with_one_refugee_cannot_take_a_med_off_003_278() -> None:
    """[003:278] two refugees are discarded to reduce the cost by one medicine: with one refugee
    only the food cut is offered."""
    game = new_game(
        [["refugee", "hunter", "spear"], ["refugee"], ["refugee"]],
        HQ3 | R5,
        extra=[{"leader": "leader_swindler"}, {"leader": "leader_butcher"}, {"leader": "leader_mentor"}],
    )
    assert refused(game, 0, "lead refugee refugee")


def test_the_humanitarians_go_to_nobody_when_nobody_has_a_refugee_003_265() -> None:
    """[003:264-265] awarded on the number of refugee cards, no tie-breaker: when every tribe has
    none (all tied at zero) nobody gets the gang."""
    players = [{"hand": ["brawler"], "deck": ["scavenger"]} for _ in range(3)]
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=R5,
            scenario={"round": 3, "players": players, "contested": ["grenade"]},
        )
    )
    end_gathering(game)
    while not game.over:
        game.apply(now(game).seat, "pass")
    assert game.result is not None
    assert all("humanitarians" not in s.gangs for s in game.result.scores)


def test_a_map_brings_back_a_hunter_to_dig_after_its_hunt_003_273() -> None:
    """[003:273] "a map helps this tribe member get to the junkyard AND the hunting grounds": a
    scavenger hunts, the map returns it, and it digs."""
    game = new_game([["scavenger", "map"], ["refugee"], ["refugee"]], R5, junkyard=["medkit", "junk"])
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "scavenger" in game.view(0).hand
    assert "hunt scavenger" not in texts(game, 0)  # [003:274] not the same action twice
    game.apply(0, "dig scavenger")
    pass_windows(game)
    assert game.view(0).looking == ("medkit",)


# ---------------------------------------------------------------------------------------------
# More edges: reshuffles inside an action, two of a building, the map's second action


def test_a_drill_sergeant_that_retrieves_a_card_used_this_round_draws_it_spent_003_170_000_186() -> None:
    """[003:170] the drill sergeant shuffles two discards into the deck and draws two; a card that
    already acted this round and comes back is still spent (one action a card a round): the
    scavenger that hunted is drawn again but cannot dig. With no other card, only one is drawn (X-29:
    the sergeant is discarded after its action, never drawn by it)."""
    game = new_game(
        [["scavenger", "drill_sergeant"], ["refugee"], ["refugee"]], R3, decks=[[], FILL[1], FILL[2]], junkyard=["net"]
    )
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle scavenger")
    pass_windows(game)
    view = game.view(0)
    assert view.hand == ("scavenger",)
    assert view.spent == ("scavenger",)
    assert "dig scavenger" not in texts(game, 0)
    assert discard(game, 0) == Counter(["drill_sergeant"])


def test_a_courier_over_an_empty_deck_and_a_discard_of_two_keeps_nothing_003_164_ruling_x11() -> None:
    """[003:164] two drawn cards are discarded per courier; X-11 with fewer drawn all are discarded:
    an empty deck and a discard of two are reshuffled, both drawn, both discarded."""
    game = new_game(
        [["courier", "scavenger"], ["refugee"], ["refugee"]],
        R3,
        decks=[[], FILL[1], FILL[2]],
        extra=[{"discard": ["net", "pills"]}, {}, {}],
    )
    game.apply(0, "draw courier")
    pass_windows(game)
    assert game.view(0).hand == ("scavenger",)
    assert discard(game, 0) == Counter(["courier", "net", "pills"])


def test_two_scout_towers_each_activate_once_in_the_same_round_ruling_x1_x7() -> None:
    """X-1: each scout tower may be activated once per round, so two towers give two looks (each
    paid with a discarded card [003:210]); a third activation is refused."""
    game = new_game(
        [["junk", "pills", "brawler"], ["refugee"], ["refugee"]],
        R3,
        extra=[{"buildings": [{"building": "scout_tower"}, {"building": "scout_tower"}]}, {}, {}],
        junkyard=["net", "spear", "medkit"],
        schematics=["bunker", "armory", "pharmacy"],
    )
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    game.apply(0, "tower pills junkyard+schematics")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower") == {
        "contested": ("grenade", "wolf_pack"),
        "junkyard": ("net", "spear"),
        "schematics": ("bunker", "armory"),
    }
    assert not any(t.startswith("tower ") for t in texts(game, 0))
    assert discard(game, 0) == Counter(["junk", "pills"])


def test_binoculars_in_a_hunt_are_no_recon_and_no_scouting_refugee_cancels_them_003_086_096() -> None:
    """[003:86] a scouting refugee cancels a recon action (spy, binoculars, scout tower); binoculars
    used in hunting [003:96] make no recon, so the others may only pass."""
    game = new_game([["scavenger", "binoculars"], ["scouting_refugee"], ["scouting_refugee"]], R1)
    game.apply(0, "hunt scavenger binoculars")
    assert now(game).kind == "respond"
    assert now(game).seat == 1
    assert texts(game, 1) == ["pass"]


def test_a_spy_cannot_choose_a_deck_position_below_the_bottom_003_066_ruling_x2() -> None:
    """X-2: the spy chooses positions in the zone; a deck of three has no fifth card, and no position
    is chosen twice."""
    game = new_game([["spy"], ["refugee"], ["refugee"]], R1, decks=[FILL[0], ["net", "junk", "pills"], FILL[2]])
    assert refused(game, 0, "spy 1:deck@2,5")
    assert refused(game, 0, "spy 1:deck@1,1")
    assert game.view(0).hand == ("spy",)


def test_a_map_brings_back_a_worker_who_then_digs_003_273_ruling_x19() -> None:
    """[003:273] a map retrieves a tribe member just used for another action this round (X-19: work
    included): a refugee works on the bunker, the map returns it, and it can join a dig; it cannot
    work again [003:274]."""
    game = new_game(
        [["refugee", "map", "scavenger"], ["refugee"], ["refugee"]],
        frozenset({"hq1", "hq2"}) | R5,
        decks=[FILL[0], FILL[1], ["pills"] * 6],
        extra=[{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "junk"]}]}, {}, {}],
        junkyard=["medkit", "net"],
    )
    game.apply(0, "work bunker refugee")
    pass_windows(game)
    assert game.view(0).seats[0].buildings[0].timer == 2
    game.apply(0, "map refugee")
    pass_windows(game)
    legal = texts(game, 0)
    assert "dig scavenger refugee" in legal
    assert "work bunker refugee" not in legal


def test_a_map_returns_a_scouting_refugee_modifier_to_boost_a_hunt_003_085_273() -> None:
    """[003:85] a scouting refugee modifies another's action; [003:273] the map returns a member just
    used: after boosting a dig it boosts a hunter's hunt (2 + 1 = 3)."""
    game = new_game(
        [["scouting_refugee", "map", "scavenger", "hunter"], ["refugee"], ["refugee"]],
        R1 | R5,
        junkyard=["medkit", "net"],
    )
    game.apply(0, "dig scavenger+scouting_refugee")
    pass_windows(game)
    game.apply(0, "keep medkit")
    pass_windows(game)
    game.apply(0, "map scouting_refugee")
    pass_windows(game)
    assert "hunt hunter+scouting_refugee" in texts(game, 0)
    assert sc.action_total(game.view(0), sc.parse_action(game, 0, "hunt hunter+scouting_refugee")) == 3


def test_the_demolitions_new_timer_cards_stay_hidden_from_everyone_000_579_ruling_h9() -> None:
    """H-9: the building's owner tops the timer up from her deck without looking [000:579]; with the
    2015 rules nobody sees those cards, while the 2012 rules let the owner see her own timer."""
    for rules, owner_sees in (("2015", False), ("2012", True)):
        game = new_game(
            [["demolition_team"], ["refugee"], ["refugee"]],
            R3 | R4,
            decks=[FILL[0], ["medkit", "net", "pills", "spear", *FILL[1]], ["pills"] * 5],
            extra=[{}, {"buildings": [{"building": "bunker", "timer": ["junk"]}]}, {}],
            rules=rules,
        )
        game.apply(0, "demolish 1:bunker")
        pass_windows(game)
        assert game.view(None).seats[1].buildings[0].timer == 5
        for seat in (None, 0, 1, 2):
            named = {c for e in game.log(seat) for c in (e.cards or ())}
            assert not named & {"medkit", "net", "spear"}
        assert game.view(0).timers == ()
        assert bool(game.view(1).timers) is owner_sees


def test_hardy_scavengers_back_in_hand_after_the_last_skirmish_still_score_003_181_ruling_f1() -> None:
    """[003:181] the hardy scavengers of a player who lost return to her hand; F-1 every card she
    owns scores: after the last contested resource they count in her tribe."""
    game = new_game(
        [["hardy_scavenger", "hardy_scavenger"], ["thugs"], ["refugee"]],
        R3,
        decks=[["refugee"], ["refugee"], ["refugee"]],
        contested=["grenade"],
    )
    end_gathering(game, {0: "commit hardy_scavenger hardy_scavenger", 1: "commit thugs"})
    while not game.over:
        game.apply(now(game).seat, "pass")
    assert game.result is not None
    assert game.result.scores[0].people == 3
    assert game.result.scores[0].cards == 3


# ---------------------------------------------------------------------------------------------
# Module 5 with HQ; the variants [003:257-312]


def test_the_humanitarians_count_a_refugee_on_a_building_timer_003_264_ruling_f1() -> None:
    """[003:264] awarded on the refugee cards of a tribe (F-1: every zone): two refugees lying on a
    bunker's timer beat one refugee in another player's discard."""
    game = new_game(
        [["junk"], ["junk"], ["junk"]],
        frozenset({"hq1", "hq2"}) | R3 | R5,
        decks=[["brawler"], ["brawler"], ["pills"]],
        extra=[
            {"buildings": [{"building": "bunker", "timer": ["refugee", "refugee"]}]},
            {"discard": ["refugee"]},
            {},
        ],
        contested=["grenade"],
    )
    end_gathering(game)
    while not game.over:
        game.apply(now(game).seat, "pass")
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[1].gangs == ()


def test_all_three_alternate_starting_hands_together_003_290_294() -> None:
    """[003:290-294] scouting refugees for refugees, hardy scavengers for scavengers, a guard for
    the brawler: used together, every starting deck holds 4 scouting refugees, 3 hardy scavengers,
    1 guard, the spear and the shovel, and [003:296] none of those three types is for hire."""
    variants = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=R1 | R2 | R3, variants=variants))
    for seat in range(3):
        cards = Counter(c.kind for zone in (f"{seat}:hand", f"{seat}:deck") for c in game.zones()[zone])
        assert cards == Counter({"scouting_refugee": 4, "hardy_scavenger": 3, "guard": 1, "spear": 1, "shovel": 1})
    stacks = {kind for kind, _ in game.view(0).market}
    assert not stacks & {"scouting_refugee", "hardy_scavenger", "guard"}


def leader_draft_game(leader: str, hand: list[str], pile: list[str]) -> sc.Game:
    """Three seats with leader drafting (HQ 3): seat 0 holds ``hand`` under ``leader``."""
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=HQ3 | R5,
        variants=frozenset({"leader_draft"}),
        scenario={
            "round": 3,
            "players": [
                {"hand": hand, "deck": FILL[0], "leader": leader},
                {"hand": ["refugee"], "deck": FILL[1]},
                {"hand": ["refugee"], "deck": ["pills"] * 5},
            ],
            "leaders": pile,
            "contested": ["grenade", "wolf_pack", "sled_team"],
        },
    )
    return sc.Game.new(config)


def test_a_drafted_leader_replaces_the_old_one_which_goes_under_the_pile_003_312_ruling_l16() -> None:
    """[003:312] the player may take one and replace her current leader, returning the rest to the
    bottom; L-16 the replaced leader goes to the bottom too. The pile keeps its size."""
    game = leader_draft_game("leader_mentor", ["hunter"], ["leader_butcher", "leader_ranger", "leader_cannibal"])
    game.apply(0, "hunt hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["leader_butcher", "leader_ranger"]
    assert game.view(1).looking == ()
    game.apply(0, "keep leader_ranger")
    pass_windows(game)
    assert game.view(None).seats[0].leader == "leader_ranger"
    assert zone_kinds(game, "leaders")[0] == "leader_cannibal"
    assert zone_kinds(game, "leaders")[-1] == "leader_mentor"
    assert game.view(None).leader_pile_count == 3


def test_a_bribe_is_the_turns_hire_no_mercenary_after_it_003_307() -> None:
    """[003:307] "if you hire a leader, you cannot hire a mercenary that same round"."""
    game = leader_draft_game("leader_mentor", ["hunter", "hunter"], ["leader_butcher", "leader_ranger"])
    game.apply(0, "hunt hunter hunter")
    pass_windows(game)
    assert "hire scavenger" in texts(game, 0)
    game.apply(0, "bribe")
    pass_windows(game)
    game.apply(0, "keep none")
    pass_windows(game)
    assert not any(t.startswith(("hire ", "bribe")) for t in texts(game, 0))
    assert game.view(None).seats[0].leader == "leader_mentor"


# ---------------------------------------------------------------------------------------------
# The solo game [003:314-353]


def fight_solo(hand: list[str], force: list[str], commit: str, modules: tuple[str, ...] = ("recon2",)) -> sc.Game:
    """A solo game against one stacked force: end the turn, engage it with ``commit``, pass the
    skirmish."""
    game = solo_game(hand, [force, ["junk"]], modules=modules, deck=FILL[0])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, commit)
    while not game.over and now(game).kind == "skirmish":
        game.apply(0, "pass")
    return game


def test_solo_the_players_rogue_takes_a_fight_tie_against_more_people_003_143_ruling_v5() -> None:
    """[003:143] on a tie for highest fight the first player in turn order with a rogue wins; the
    solo player acts first (V-5): rogue + brawler (3, 2 people) beat thugs + a tribe family (3, 8)."""
    game = fight_solo(["rogue", "brawler"], ["thugs", "tribe_family_5"], "commit brawler rogue")
    assert now(game).kind == "prize"
    assert sorted(texts(game, 0)) == ["keep thugs", "keep tribe_family_5"]


def test_solo_an_opponents_rogue_takes_a_fight_tie_003_143_337() -> None:
    """[003:143,337] the opponent takes its most favourable action: its rogue (added to a force)
    wins a tie on fight, though the player's thugs bring more people."""
    game = fight_solo(["thugs"], ["rogue", "brawler"], "commit thugs")
    assert now(game).kind == "loss"


def test_solo_a_fight_tie_goes_to_more_people_hardy_scavenger_included_003_180_ruling_v6() -> None:
    """V-6: a solo fight tie is ranked on people as in 3-5 player games: a hardy scavenger (fight 0,
    one person) beside a brawler beats a lone brawler."""
    game = fight_solo(["hardy_scavenger", "brawler"], ["brawler"], "commit brawler hardy_scavenger", ("recon3",))
    assert now(game).kind == "prize"


def test_solo_a_drill_sergeant_shuffling_into_a_deck_that_is_not_empty_costs_nothing_003_333() -> None:
    """[003:333] attrition comes when the discard is shuffled to form a NEW deck: a drill sergeant
    shuffling two discards into a deck that still holds cards removes nothing."""
    game = solo_game(
        ["drill_sergeant"], [["brawler"]], modules=["recon3"], deck=["net", "junk"], discard=["pills", "spear"]
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle pills spear")
    pass_windows(game)
    view = game.view(0)
    assert view.seats[0].removed == 0
    assert len(view.hand) == 2
    assert view.seats[0].deck_count == 2
    assert sc.EventType.ATTRITION not in {e.type for e in game.log(0)}


def test_solo_a_fought_force_is_removed_and_cannot_be_engaged_again_003_340() -> None:
    """[003:340] win or lose, the opponent's remaining force is removed from play, so each force is
    met once: after beating force 1 only force 2 may be engaged, and force 1 shows 0 cards."""
    game = fight_solo(["thugs"], ["junk", "pills"], "commit thugs", ())
    game.apply(0, "keep pills")
    while now(game).kind != "engage":
        game.apply(0, "end" if "end" in texts(game, 0) else texts(game, 0)[0])
    assert game.view(0).forces == (0, 1)
    assert texts(game, 0) == ["engage 2", "pass"]
    assert refused(game, 0, "engage 1")


def test_solo_a_contested_resource_prize_scores_two_points_not_its_people_003_347_348() -> None:
    """[003:347-348] a contested resource counts 2 points, every other card 1: the last fight won,
    a five-person tribe family taken, the tribe of brawler, spear and three refugees scores 7."""
    game = solo_game(["brawler", "spear"], [["tribe_family_5", "junk"]], deck=["refugee"] * 3)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear")
    while now(game).kind == "skirmish":
        game.apply(0, "pass")
    game.apply(0, "keep tribe_family_5")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 7
    assert game.result.decided_by == "points"


# ---------------------------------------------------------------------------------------------
# Every copy of a kind at once


def test_a_spy_with_all_four_binoculars_sees_twelve_cards_of_a_deck_003_102_ruling_x1() -> None:
    """[003:102] each binoculars improves a recon by two cards: the spy's four plus the box's four
    binoculars (eight) show the top twelve cards of a deck of thirteen, in order."""
    deck = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "shovel", "multitool", "rifle", "toolkit"]
    deck += ["grenade", "wolf_pack", "sled_team"]
    game = new_game(
        [["spy", "binoculars", "binoculars", "binoculars", "binoculars"], ["refugee"], ["refugee"]],
        R1 | frozenset({"hq1", "hq2"}),
        decks=[FILL[0], deck, FILL[2]],
        contested=["field_crew", "tribe_family_3"],
    )
    game.apply(0, "spy binoculars binoculars binoculars binoculars 1:deck")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:deck": tuple(deck[:12])}
    assert zone_kinds(game, "1:deck") == deck
    assert discard(game, 0) == Counter({"binoculars": 4, "spy": 1})


def test_five_players_all_tied_the_first_rogue_after_the_initiator_steals_003_143_148_ruling_s9() -> None:
    """[003:143,148] every force ties on fight; rogues sit with seats 1 and 4; seat 3 holds the
    initiator card, so turn order runs 3, 4, 0, 1, 2 and seat 4's rogue takes the resource."""
    hands = [["brawler"], ["rogue", "scavenger"], ["brawler"], ["brawler"], ["rogue", "scavenger"]]
    decks = [["refugee"] * 3, ["refugee"] * 3, ["refugee"] * 3, ["pills"] * 3, ["junk"] * 3]
    game = stacked_table(hands, R2, decks=decks, initiator=3)
    commits = {0: "commit brawler", 1: "commit rogue scavenger", 2: "commit brawler", 3: "commit brawler"}
    commits[4] = "commit rogue scavenger"
    end_gathering(game, commits)
    skirmish_turns(game)
    assert {totals[1] for totals in seat_totals(game).values()} == {2}
    assert skirmish_winner(game) == 4


def test_solo_a_scout_tower_with_binoculars_looks_at_two_opponent_forces_003_211_ruling_x7() -> None:
    """[003:211] a scout tower targets any two piles; X-7 in the solo game the face-down opponent
    forces are such piles: with binoculars (+2, [003:102]) it sees up to four cards of each, here all
    three of force 1 and the single card of force 3, in order, and the forces stay as they were."""
    game = solo_game(
        ["junk", "binoculars"],
        [["brawler", "thugs", "grenade"], ["net", "pills"], ["rifle"]],
        modules=["recon1", "recon3"],
        deck=["refugee"] * 5,
        buildings=[{"building": "scout_tower"}],
    )
    game.apply(0, "tower junk binoculars force-1+force-3")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower") == {"force-1": ("brawler", "thugs", "grenade"), "force-3": ("rifle",)}
    assert game.view(0).forces == (3, 2, 1)
    assert discard(game, 0) == Counter(["binoculars", "junk"])
