"""A twelfth blind audit: RECON MODULES 1, 2 AND 5, CARD BY CARD (spy, scouting refugee,
binoculars; assassin, guard, provocateur, rogue; Humanitarians, map, Swindler, Yardmaster), alone
and with HQ (buildings of module 2, leaders of module 3, Dirty Deeds of module 4).

Written only from the rulebooks (Recon cited as [003:LINE]), `shared/RULINGS.md` (ruling IDs), the
card data (`shared/cards.tsv`) and the public API (README.md, docs/scenarios.md, docs/view.md,
docs/playing.md), without reading the engine's source.

Card figures used (cards.tsv): spy +2 fight modifier; scouting refugee +1 dig/hunt/fight modifier;
binoculars hunt 1 (P-2); assassin 1 person; guard fight 2; provocateur draw 1 fight 1; rogue
draw 1 fight 1; brawler fight 2; scavenger dig/draw/hunt 1, fight 1; thugs fight 3 (3 people);
group leaders +2 (2 people); sniper team snipe (2 people).
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
    zone_kinds,
)

R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R5 = frozenset({"recon5"})
R125 = frozenset({"recon1", "recon2", "recon5"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
# Seven filler cards per seat so that the next round's draw never reshuffles.
FILL = [["refugee"] * 7, ["scavenger"] * 7, ["hunter"] * 7, ["refugee"] * 7]
JUNKYARD = ["net", "junk", "pills", "spear", "medkit", "pickaxe"]


def new_game(
    hands: list[list[str]], modules: frozenset[str] = R125, *, decks: list[list[str]] | None = None, **table: Any
) -> sc.Game:
    """A stacked table (:func:`helpers.stacked_table`): seat n holds ``hands[n]`` over ``decks[n]``
    (FILL by default); ``extra`` adds keys to each seat (buildings, discard, leader)."""
    return stacked_table(hands, modules, decks=decks or FILL, **table)


def seen_cards(game: sc.Game, seat: int) -> list[str]:
    """Every card name the log shows ``seat`` in LOOKED events (what a recon revealed to her)."""
    return [c for e in game.log(seat) if e.type is sc.EventType.LOOKED for c in e.cards]


def discard(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(game.view(None).seats[seat].discard)


# ---------------------------------------------------------------------------------------------
# Spy [003:63-79], X-2, X-4, X-35, X-36


def test_spy_peeks_at_a_hand_only_its_owner_sees_it_then_is_discarded_and_draws_003_033_066_068() -> None:
    """[003:66] peek at up to four cards of one player; [003:33] only you may see them; [003:68]
    afterwards discard the spy and draw 1 card."""
    game = new_game(
        [["spy", "brawler"], ["guard", "pills", "net"], ["refugee"]], decks=[["shovel"] + FILL[0], *FILL[1:3]]
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:hand": ("guard", "net", "pills")}
    assert knowledge(game, 1, "spy") == {}
    assert knowledge(game, 2, "spy") == {}
    assert "guard" not in seen_cards(game, 2)
    assert "guard" not in seen_cards(game, 1)
    assert discard(game, 0)["spy"] == 1
    assert Counter(game.view(0).hand) == Counter(["brawler", "shovel"])


def test_spy_on_more_than_four_cards_chooses_the_positions_in_advance_003_067_ruling_x2() -> None:
    """[003:67] with more than four cards the spy selects which to view in advance (X-2): a deck of
    8 shows exactly the 4 chosen positions, and a fifth position is refused."""
    deck = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "shovel", "multitool"]
    game = new_game([["spy", "brawler"], ["refugee"], ["refugee"]], decks=[FILL[0], deck, FILL[2]])
    assert refused(game, 0, "spy 1:deck@1,2,3,4,5")
    game.apply(0, "spy 1:deck@2,4,6,8")
    pass_windows(game)
    seen = knowledge(game, 0, "spy")
    assert list(seen.values()) == [("junk", "spear", "pickaxe", "multitool")]
    assert zone_kinds(game, "1:deck") == deck


def test_spy_with_binoculars_sees_up_to_six_cards_003_102_ruling_x1() -> None:
    """[003:102] "a spy with binoculars would allow you to see up to 6 cards from one player"."""
    deck = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "shovel"]
    game = new_game([["spy", "binoculars"], ["refugee"], ["refugee"]], decks=[FILL[0], deck, FILL[2]])
    game.apply(0, "spy binoculars 1:deck")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:deck": tuple(deck[:6])}
    assert zone_kinds(game, "1:deck") == deck  # [003:34] returned in their original order
    assert discard(game, 0)["binoculars"] == 1


def test_spy_targets_another_player_and_a_zone_holding_cards_ruling_x35_x36() -> None:
    """[003:65] "from one player" (X-35: another player, never herself); X-36: only a zone holding
    a card is a legal target (an uncommitted force, an empty hand are not)."""
    game = new_game([["spy", "brawler"], ["refugee"], []])
    assert refused(game, 0, "spy 0:deck")
    assert refused(game, 0, "spy 0:hand")
    assert "spy 1:hand" in texts(game, 0)
    assert refused(game, 0, "spy 2:hand")
    assert refused(game, 0, "spy 1:force")


def test_spy_sees_a_committed_skirmish_force_003_075() -> None:
    """[003:75] a spy peeks at a player's committed skirmish cards."""
    game = new_game([["brawler", "pills"], ["spy", "refugee"], ["refugee"]])
    game.apply(0, "end")
    pass_windows(game)
    game.apply(0, "commit brawler pills")
    pass_windows(game)
    game.apply(1, "spy 0:force")
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {"0:force": ("brawler", "pills")}


def test_spy_on_a_bunkers_stored_cards_with_hq2_003_066_ruling_x2() -> None:
    """[003:66] the target may be a building; X-2: its stored cards."""
    game = new_game(
        [["spy", "brawler"], ["refugee"], ["refugee"]],
        R1 | HQ2,
        extra=[{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team", "medkit"]}]}, {}],
    )
    game.apply(0, "spy 1:stored-bunker")
    pass_windows(game)
    seen = knowledge(game, 0, "spy")
    assert Counter(next(iter(seen.values()))) == Counter(["sniper_team", "medkit"])
    assert knowledge(game, 2, "spy") == {}


def test_a_scouting_refugee_cancels_a_spy_both_discarded_both_draw_003_070_072_077() -> None:
    """[003:72,77] the canceled spy and the scouting refugee are discarded, both players draw 1,
    and the spy sees nothing."""
    game = new_game(
        [["spy", "brawler"], ["scouting_refugee", "pills"], ["refugee"]],
        decks=[["shovel"] + ["refugee"] * 7, ["net"] + ["scavenger"] * 7, FILL[2]],
    )
    game.apply(0, "spy 1:hand")
    assert decision(game) == sc.Decision(kind="respond", seat=1, actor=0, verb="spy")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert "pills" not in seen_cards(game, 0)
    assert discard(game, 0)["spy"] == 1
    assert discard(game, 1)["scouting_refugee"] == 1
    assert Counter(game.view(0).hand) == Counter(["brawler", "shovel"])
    assert Counter(game.view(1).hand) == Counter(["net", "pills"])


def test_a_third_player_may_cancel_a_spy_with_a_scouting_refugee_003_089_ruling_x4() -> None:
    """[003:89] "no other player comes to her rescue": anyone may cancel a recon (X-4)."""
    game = new_game([["spy", "brawler"], ["pills"], ["scouting_refugee"]])
    game.apply(0, "spy 1:hand")
    game.apply(1, "pass")
    assert "cancel scouting_refugee" in texts(game, 2)
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 2)["scouting_refugee"] == 1


def test_a_guard_cancels_a_spy_on_its_owners_cards_003_123_124() -> None:
    """[003:123-124] a guard cancels spying on its owner's cards; discard him and draw."""
    game = new_game([["spy", "brawler"], ["guard", "pills"], ["refugee"]], decks=[FILL[0], ["net"] + FILL[1], FILL[2]])
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 1)["guard"] == 1
    assert Counter(game.view(1).hand) == Counter(["net", "pills"])
    assert discard(game, 0)["spy"] == 1


def test_a_guard_cannot_cancel_a_spy_on_another_players_cards_003_123_ruling_x6() -> None:
    """[003:123] the guard cancels actions "which target your card(s)"; X-4/X-6."""
    game = new_game([["spy", "brawler"], ["pills"], ["guard"]])
    game.apply(0, "spy 1:hand")
    game.apply(1, "pass")
    assert decision(game) == sc.Decision(kind="respond", seat=2, actor=0, verb="spy")
    assert "cancel guard" not in texts(game, 2)


def test_a_sniped_spy_is_discarded_its_owner_draws_and_sees_nothing_003_073_079() -> None:
    """[003:73,79] a spy can be sniped: discard the spy and draw 1 card."""
    game = new_game([["spy", "brawler"], ["pills"], ["sniper_team"]], decks=[["shovel"] + FILL[0], FILL[1], FILL[2]])
    game.apply(0, "spy 1:hand")
    game.apply(1, "pass")
    game.apply(2, "snipe 0:spy")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 0)["spy"] == 1
    assert "shovel" in game.view(0).hand
    assert discard(game, 2)["sniper_team"] == 1


# ---------------------------------------------------------------------------------------------
# Scouting refugee [003:81-91]


def test_a_scouting_refugee_modifies_but_cannot_initiate_an_action_003_085() -> None:
    """[003:85] it modifies another tribe member's action but cannot initiate one."""
    game = new_game([["scouting_refugee", "scavenger"], ["refugee"], ["refugee"]])
    assert refused(game, 0, "hunt scouting_refugee")
    assert refused(game, 0, "dig scouting_refugee")
    game.apply(0, "hunt scavenger+scouting_refugee")
    pass_windows(game)
    assert game.view(None).seats[0].food == 2


# ---------------------------------------------------------------------------------------------
# Binoculars [003:93-107], X-1, X-8, X-9


def test_binoculars_peek_at_the_top_card_of_every_pile_and_return_it_003_100() -> None:
    """[003:100] top card of every pile in play (CR, JY, schematics), returned to the top."""
    game = new_game(
        [["binoculars", "brawler"], ["refugee"], ["refugee"]],
        R1 | HQ2,
        junkyard=JUNKYARD,
        schematics=["armory", "bunker"],
    )
    before = {z: zone_kinds(game, z) for z in ("junkyard", "contested", "schematics")}
    game.apply(0, "scout binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    assert seen == {"contested": ("grenade",), "junkyard": ("net",), "schematics": ("armory",)}
    assert {z: zone_kinds(game, z) for z in before} == before
    assert knowledge(game, 1, "binoculars") == {}
    assert discard(game, 0)["binoculars"] == 1


def test_binoculars_recon_is_cancelled_by_a_scouting_refugee_003_105() -> None:
    """[003:105] the binoculars' recon can be canceled (scouting refugee): nothing seen, both
    discarded."""
    game = new_game([["binoculars", "brawler"], ["scouting_refugee"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "scout binoculars")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "binoculars") == {}
    assert discard(game, 0)["binoculars"] == 1
    assert discard(game, 1)["scouting_refugee"] == 1


def test_binoculars_cannot_be_disarmed_and_hunt_without_a_holder_003_097_098_ruling_p2() -> None:
    """[003:98] binoculars cannot be discarded through a disarm action, the spear can; [003:97]
    P-2/X-8: they add hunt 1 with no holder (scavenger 1 + spear 1 + binoculars 1 = 3 food)."""
    game = new_game([["binoculars", "scavenger", "spear"], ["saboteur"], ["refugee"]])
    game.apply(0, "hunt scavenger+spear binoculars")
    options = texts(game, 1)
    assert "disarm 0:spear" in options
    assert "disarm 0:binoculars" not in options
    assert refused(game, 1, "disarm 0:binoculars")
    pass_windows(game)
    assert game.view(None).seats[0].food == 3


def test_binoculars_skip_the_contested_pile_in_a_two_player_game_ruling_x9() -> None:
    """X-9: in 2-player games binoculars cannot look at the CR pile [000:114]."""
    game = new_game([["binoculars", "brawler"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "scout binoculars")
    pass_windows(game)
    seen = knowledge(game, 0, "binoculars")
    assert "contested" not in seen
    assert seen["junkyard"] == ("net",)


# ---------------------------------------------------------------------------------------------
# Assassin [003:115-118], X-10


def test_assassin_snipes_a_single_unit_tribe_member_in_gathering_003_117() -> None:
    """[003:117] like a sniper team, snipe during resource gathering."""
    game = new_game([["scavenger", "refugee"], ["assassin"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe assassin 0:scavenger")
    pass_windows(game)
    assert discard(game, 0)["scavenger"] == 1
    assert discard(game, 1)["assassin"] == 1
    assert game.view(0).looking == ()


def test_assassin_cannot_snipe_a_multi_person_card_003_118_ruling_x10() -> None:
    """[003:118] only single-unit tribe members: group leaders (2 people) are refused."""
    game = new_game([["scavenger", "group_leaders"], ["assassin"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger+group_leaders")
    assert "snipe assassin 0:scavenger" in texts(game, 1)
    assert refused(game, 1, "snipe assassin 0:group_leaders")


def test_assassin_cannot_snipe_a_leader_ruling_x10_l13() -> None:
    """X-10/L-13: an assassin cannot wound a leader (not a single-unit tribe-member card)."""
    game = new_game(
        [["scavenger", "refugee"], ["assassin"], ["refugee"]],
        R2 | HQ4,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}],
    )
    game.apply(0, "dig scavenger")
    assert refused(game, 1, "snipe assassin 0:leader_mentor")


# ---------------------------------------------------------------------------------------------
# Guard [003:120-124], X-6


def test_a_guard_cancels_a_snipe_in_gathering_003_123() -> None:
    """[003:123] a guard cancels sniping while you gather: the target survives, the guard is
    discarded and its owner draws."""
    game = new_game([["scavenger", "guard"], ["sniper_team"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe 0:scavenger")
    options = texts(game, 0)
    assert "cancel guard" in options, options
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert discard(game, 0)["guard"] == 1
    assert discard(game, 1)["sniper_team"] == 1
    assert game.view(0).looking


def test_a_guard_cancels_a_disarm_in_gathering_003_123() -> None:
    """[003:123] disarming while you gather resources is cancelled by a guard."""
    game = new_game([["scavenger", "shovel", "guard"], ["saboteur"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "disarm 0:shovel")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_a_guard_cancels_the_fanatic_on_its_owners_card_hq3_ruling_x6() -> None:
    """X-6: the Fanatic on the guard owner's card is cancellable [003:123]."""
    game = new_game(
        [["scavenger", "shovel", "guard"], ["refugee"], ["refugee"]],
        R2 | HQ3,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_fanatic"}, {"leader": "leader_ranger"}],
    )
    game.apply(0, "dig scavenger+shovel")
    fanatic = [t for t in texts(game, 1) if t.startswith("lead refugee 0:shovel")]
    assert fanatic
    game.apply(1, fanatic[0])
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_a_guard_cancels_an_attack_on_a_building_hq4_003_123() -> None:
    """[003:123] attacks against your buildings are cancelled by a guard (X-6)."""
    game = new_game(
        [["saboteur", "refugee"], ["guard", "refugee"], ["refugee"]],
        R2 | HQ4,
        extra=[
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger", "buildings": [{"building": "bunker", "stored": []}]},
            {"leader": "leader_butcher"},
        ],
    )
    game.apply(0, "disable 1:bunker")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not game.view(None).seats[1].buildings[0].disabled


# ---------------------------------------------------------------------------------------------
# Provocateur [003:126-137], S-8


def test_a_provocateur_makes_the_force_size_the_fight_score_003_130_132() -> None:
    """[003:130-132] fight = number of tribe members brought, even non-fighters: provocateur + 3
    refugees = 4, beating brawler + scavenger (3); its natural fight would be 1."""
    game = new_game([["provocateur", "refugee", "refugee", "refugee"], ["brawler", "scavenger"], ["refugee"]])
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler scavenger"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][1] == 4
    assert skirmish_winner(game) == 0


def test_a_sniped_provocateur_reverts_to_natural_fight_003_133_135() -> None:
    """[003:133,135] a later player snipes the provocateur: its fight reverts to the natural score."""
    game = new_game([["provocateur", "refugee", "refugee", "refugee"], ["sniper_team", "brawler"], ["refugee"]])
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler sniper_team"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert seat_totals(game)[0][1] == 0
    assert skirmish_winner(game) == 1


def test_tear_gas_is_not_effective_against_a_provocateur_003_249_ruling_s10() -> None:
    """[003:249] tear gas is not effective against a provocateur (S-10)."""
    game = new_game(
        [["provocateur", "refugee", "refugee"], ["tear_gas", "brawler"], ["refugee"]], R2 | frozenset({"recon4"})
    )
    end_gathering(game, {0: "commit provocateur refugee refugee", 1: "commit brawler tear_gas"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["gas 0:provocateur"]})
    assert seat_totals(game)[0][1] == 3
    assert skirmish_winner(game) == 0


def test_portable_decoys_count_for_a_provocateur_003_131_205_ruling_s8() -> None:
    """[003:131,205] building abilities that increase force size count: 4 cards -> +2."""
    game = new_game(
        [["provocateur", "refugee", "spear", "pills"], ["thugs"], ["refugee"]],
        R2 | frozenset({"recon3"}) | HQ2,
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit provocateur refugee spear pills", 1: "commit thugs"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][1] == 4
    assert skirmish_winner(game) == 0


def test_the_gangster_does_not_count_toward_a_provocateur_003_134_ruling_s8() -> None:
    """[003:134] the Gangster leader ability does not count: provocateur + 2 refugees = 3, not 5."""
    game = new_game(
        [["provocateur", "refugee", "refugee"], ["brawler"], ["refugee"]],
        R2 | HQ3,
        extra=[{"leader": "leader_gangster"}, {"leader": "leader_mentor"}, {"leader": "leader_ranger"}],
    )
    end_gathering(game, {0: "commit provocateur refugee refugee", 1: "commit brawler"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][1] == 3


# ---------------------------------------------------------------------------------------------
# Rogue [003:139-153], S-9


def test_a_rogue_wins_a_tie_it_is_not_part_of_003_145() -> None:
    """[003:145] any two players with identical highest fight trigger the rogue for any player."""
    game = new_game([["brawler"], ["brawler"], ["rogue"]])
    end_gathering(game, {0: "commit brawler", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 2


def test_a_rogue_beats_the_people_tie_break_003_144() -> None:
    """[003:144] rogue precedence is higher than the number of tribe members."""
    game = new_game([["brawler", "refugee", "refugee"], ["rogue", "scavenger"], ["refugee"]])
    end_gathering(game, {0: "commit brawler refugee refugee", 1: "commit rogue scavenger"})
    skirmish_turns(game)
    assert seat_totals(game)[0][1] == seat_totals(game)[1][1] == 2
    assert skirmish_winner(game) == 1


def test_the_first_rogue_in_turn_order_from_the_initiator_wins_003_148_ruling_s9() -> None:
    """[003:143,148] with two rogues, the first in turn order from the initiator (seat 1) wins."""
    game = new_game([["rogue"], ["brawler"], ["rogue", "scavenger"]], initiator=1)
    end_gathering(game, {0: "commit rogue", 1: "commit brawler", 2: "commit rogue scavenger"})
    skirmish_turns(game)
    assert skirmish_winner(game) == 2


def test_a_sniped_rogue_does_not_steal_003_147() -> None:
    """[003:147] the rogue can be sniped; then the tie resolves by people."""
    game = new_game([["brawler", "refugee"], ["brawler", "sniper_team"], ["rogue"]])
    end_gathering(game, {0: "commit brawler refugee", 1: "commit brawler sniper_team", 2: "commit rogue"})
    skirmish_turns(game, {1: ["snipe 2:rogue"]})
    assert skirmish_winner(game) != 2


def test_tear_gas_breaks_a_tie_and_counters_a_rogue_003_250() -> None:
    """[003:250] tear gas can indirectly counter a rogue by breaking a tied skirmish."""
    game = new_game([["brawler", "tear_gas"], ["brawler"], ["rogue"]], R2 | frozenset({"recon4"}))
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(game, {0: ["gas 1:brawler"]})
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# Map [003:269-274], X-19, X-25


def test_a_map_returns_a_used_tribe_member_for_another_action_003_273() -> None:
    """[003:273] a map retrieves a tribe member just used (dig) for a second action (hunt)."""
    game = new_game([["scavenger", "map"], ["refugee"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger")
    pass_windows(game)
    game.apply(0, "keep net")
    pass_windows(game)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert "scavenger" in game.view(0).hand
    assert discard(game, 0)["map"] == 1
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].food == 1


def test_a_map_cannot_bring_back_a_spy_that_spied_ruling_x25() -> None:
    """X-25: a spy that spied is discarded; the map is refused."""
    game = new_game([["spy", "map"], ["refugee"], ["refugee"]], R125)
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert refused(game, 0, "map spy")


# ---------------------------------------------------------------------------------------------
# Swindler [003:276-279], L-14; Yardmaster [003:281-286], ED-20, L-15, X-34

LEADERS = [{"leader": "leader_swindler"}, {"leader": "leader_yardmaster"}, {"leader": "leader_mentor"}]


def test_the_swindler_discards_a_refugee_for_one_food_off_a_hire_003_278() -> None:
    """[003:278] discard 1 refugee to reduce the hire cost by 1 food: brawler (2 food) for 1."""
    game = new_game(
        [["scavenger", "refugee"], ["refugee"], ["refugee"]], R5 | HQ3, extra=LEADERS, market={"brawler": 8}
    )
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert refused(game, 0, "hire brawler")
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert discard(game, 0)["refugee"] == 1
    game.apply(0, "hire brawler")
    pass_windows(game)
    assert discard(game, 0)["brawler"] == 1


def test_the_swindler_only_once_per_turn_003_279() -> None:
    """[003:279] the Swindler's action can be performed only once per turn."""
    game = new_game([["scavenger", "refugee", "refugee", "refugee"], ["refugee"], ["refugee"]], R5 | HQ3, extra=LEADERS)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert refused(game, 0, "lead refugee")
    assert refused(game, 0, "lead refugee refugee")


def test_the_swindler_accepts_a_scouting_refugee_as_a_refugee_003_083_278() -> None:
    """[003:83] a scouting refugee serves as a refugee for leader powers: two refugees (one
    scouting) reduce a hire by 1 medicine."""
    game = new_game(
        [["scavenger", "refugee", "scouting_refugee"], ["refugee"], ["refugee"]], R5 | R1 | HQ3, extra=LEADERS
    )
    assert "lead refugee scouting_refugee" in texts(game, 0)
    game.apply(0, "lead refugee scouting_refugee")
    pass_windows(game)
    assert discard(game, 0) == Counter(["refugee", "scouting_refugee"])


def test_the_yardmaster_peeks_at_two_and_puts_them_at_the_bottom_in_order_003_283_ruling_x34() -> None:
    """[003:283] peek at the top 2 of the junkyard, return both to the bottom in order; X-34 the
    cards are private, the placement public."""
    game = new_game(
        [["refugee"], ["refugee"], ["refugee"]],
        R5 | HQ3,
        initiator=1,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_yardmaster"}, {"leader": "leader_ranger"}],
    )
    game.apply(1, "yard")
    assert knowledge(game, 1, "yardmaster") == {"junkyard": ("net", "junk")}
    assert decision(game) == sc.Decision(kind="place", seat=1, actor=None, verb=None)
    game.apply(1, "yard bottom")
    pass_windows(game)
    assert zone_kinds(game, "junkyard") == JUNKYARD[2:] + JUNKYARD[:2]
    assert any(e.type is sc.EventType.YARD_PEEKED and e.text == "bottom" for e in game.log(0))
    assert "net" not in seen_cards(game, 0)
    assert "net" not in seen_cards(game, 2)


def test_the_yardmaster_only_once_per_round_ruling_ed20() -> None:
    """[003:283] / ED-20: once per round."""
    game = new_game(
        [["refugee"], ["refugee"], ["refugee"]],
        R5 | HQ3,
        initiator=1,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_yardmaster"}, {"leader": "leader_ranger"}],
    )
    game.apply(1, "yard")
    game.apply(1, "yard top")
    pass_windows(game)
    assert zone_kinds(game, "junkyard") == JUNKYARD
    assert refused(game, 1, "yard")


def test_the_yardmaster_cannot_be_canceled_003_285_ruling_l15() -> None:
    """[003:285] the Yardmaster's action cannot be canceled, even by a scouting refugee (L-15)."""
    game = new_game(
        [["refugee"], ["refugee"], ["scouting_refugee"]],
        R5 | R1 | HQ3,
        initiator=1,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_yardmaster"}, {"leader": "leader_ranger"}],
    )
    game.apply(1, "yard")
    while (d := decision(game)) is not None and d.kind == "respond":
        assert "cancel scouting_refugee" not in texts(game, d.seat)
        game.apply(d.seat, "pass")
    game.apply(1, "yard top")
    assert knowledge(game, 1, "yardmaster") == {"junkyard": ("net", "junk")}


# ---------------------------------------------------------------------------------------------
# Humanitarians [003:261-267], F-8


def test_a_scouting_refugee_cancel_may_come_from_the_committed_force_003_071_ruling_x26() -> None:
    """[003:71] the card that cancels a spy can be revealed from committed cards; it leaves the
    force, and its replacement goes to the hand (X-26)."""
    game = new_game([["scouting_refugee", "brawler"], ["spy", "refugee"], ["refugee"]])
    game.apply(0, "end")
    pass_windows(game)
    game.apply(0, "commit brawler scouting_refugee")
    pass_windows(game)
    game.apply(1, "spy 0:force")
    game.apply(2, "pass")
    cancel = [t for t in texts(game, 0) if t.startswith("cancel") and "scouting_refugee" in t]
    assert cancel
    game.apply(0, cancel[0])
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {}
    assert zone_kinds(game, "0:committed") == ["brawler"]
    assert game.view(0).hand == ("refugee",)


def test_a_scouting_refugee_cancel_may_come_from_the_bunker_003_071_hq2() -> None:
    """[003:71] the card that cancels a spy can be revealed from the bunker (X-4)."""
    game = new_game(
        [["spy", "brawler"], ["pills"], ["refugee"]],
        R1 | HQ2,
        extra=[{}, {"buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}]}, {}],
    )
    game.apply(0, "spy 1:hand")
    game.apply(1, "retrieve bunker scouting_refugee")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 1)["scouting_refugee"] == 1


def test_a_scouting_refugee_can_cancel_only_one_action_003_087() -> None:
    """[003:87] a given scouting refugee cancels one action, then is discarded: the second spy of
    the round (its owner's redraw is no scouting refugee) succeeds."""
    game = new_game([["spy", "spy"], ["scouting_refugee", "pills"], ["refugee"]])
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    game.apply(0, "spy 1:hand")
    assert "cancel scouting_refugee" not in texts(game, 1)
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:hand": ("pills", "scavenger")}


def test_a_guard_cannot_cancel_a_snipe_in_the_skirmish_003_123() -> None:
    """[003:123] "outside of the skirmish": in the skirmish the sniped brawler is lost, so the
    thugs (3) beat the guard's 2."""
    game = new_game([["brawler", "guard"], ["sniper_team", "thugs"], ["refugee"]])
    end_gathering(game, {0: "commit brawler guard", 1: "commit sniper_team thugs"})
    while (d := decision(game)) is not None and not (d.kind == "skirmish" and d.seat == 1):
        game.apply(d.seat, "pass")
    game.apply(1, "snipe 0:brawler")
    while (d := decision(game)) is not None and d.seat == 0 and d.kind in ("save", "respond"):
        assert not any(t.startswith("cancel") for t in texts(game, 0))
        game.apply(0, "pass")
    skirmish_turns(game)
    assert skirmish_winner(game) == 1


def test_a_map_cannot_be_disarmed_003_272() -> None:
    """[003:272] a map cannot be discarded through a disarm action; the spear beside it can."""
    game = new_game([["brawler", "spear", "map"], ["saboteur", "scavenger"], ["refugee"]])
    end_gathering(game, {0: "commit brawler map spear", 1: "commit saboteur scavenger"})
    while (d := decision(game)) is not None and not (d.kind == "skirmish" and d.seat == 1):
        game.apply(d.seat, "pass")
    assert "disarm 0:spear" in texts(game, 1)
    assert refused(game, 1, "disarm 0:map")


def test_a_map_is_played_right_after_the_action_a_hire_brings_none_back_ruling_x19() -> None:
    """X-19: the map is played immediately after the action whose tribe member it returns: after the
    hunt it may take a hunter back; once the hire (which used no tribe member) resolved, it is too
    late [003:273]."""
    game = new_game([["scavenger", "scavenger", "map"], ["refugee"], ["refugee"]])
    game.apply(0, "hunt scavenger scavenger")
    pass_windows(game)
    assert "map scavenger" in texts(game, 0)
    game.apply(0, "hire guard")
    pass_windows(game)
    assert refused(game, 0, "map scavenger")
    assert refused(game, 0, "map guard")


def humanitarian_scores(modules: frozenset[str], hands: list[list[str]], decks: list[list[str]]) -> list[Any]:
    game = new_game(hands, modules, decks=decks, contested=["grenade"])
    while not game.over:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    return [game.score(seat) for seat in range(2)]


def test_the_humanitarians_join_the_player_with_most_refugees_003_264_ruling_f7_f8() -> None:
    """[003:264] awarded on the number of cards with "refugee" in the title (F-8, scouting
    refugees too); F-7: 5 people. Seat 0 (refugees and scouting refugees) gains 5."""
    hands = [["refugee", "scouting_refugee"], ["scavenger"]]
    decks = [["refugee"] * 7, ["scavenger"] * 7]
    with_gang = humanitarian_scores(R5 | R1, hands, decks)
    without = humanitarian_scores(R1, hands, decks)
    assert with_gang[0].gangs == ("gang_humanitarians",)
    assert with_gang[0].people == without[0].people + 5
    assert with_gang[1] == without[1]


def test_the_humanitarians_are_not_awarded_on_a_tie_003_265_ruling_f8() -> None:
    """[003:265] "There is no tie-breaker. In the event of a tie, this gang is not awarded"."""
    hands = [["refugee", "brawler"], ["scouting_refugee", "scavenger"]]
    decks = [["refugee"] + ["brawler"] * 6, ["scouting_refugee"] + ["scavenger"] * 6]
    scores = humanitarian_scores(R5 | R1, hands, decks)
    assert [score.gangs for score in scores] == [(), ()]
    assert scores == humanitarian_scores(R1, hands, decks)


def test_a_rogue_steals_after_a_disarm_forces_a_tie_003_151() -> None:
    """[003:151] Example 1: a saboteur disarms the leader's tool, two others tie for first, and the
    rogue's owner (not tied) takes the resource."""
    game = new_game([["brawler", "spear"], ["brawler"], ["saboteur", "rogue"]])
    end_gathering(game, {0: "commit brawler spear", 1: "commit brawler", 2: "commit rogue saboteur"})
    skirmish_turns(game, {2: ["disarm 0:spear"]})
    assert seat_totals(game)[0][1] == seat_totals(game)[1][1] == 2
    assert skirmish_winner(game) == 2


def test_a_provocateur_counts_people_not_tools_003_131_ruling_s8() -> None:
    """[003:131] force size counts tribe members (group leaders are 2, S-8), ignoring tools:
    provocateur 1 + group leaders 2 + refugee 1 = 4 with a spear."""
    game = new_game([["provocateur", "group_leaders", "refugee", "spear"], ["thugs"], ["refugee"]])
    end_gathering(game, {0: "commit provocateur group_leaders refugee spear", 1: "commit thugs"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][1] == 4
    assert skirmish_winner(game) == 0


def test_a_snipe_on_another_card_lowers_the_provocateurs_force_size_ruling_s8() -> None:
    """S-8: force size is recomputed at final resolution; snipes on other cards lower it: 4 - 1."""
    game = new_game([["provocateur", "refugee", "refugee", "refugee"], ["assassin", "thugs"], ["refugee"]])
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit assassin thugs"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe assassin 0:refugee"]})
    assert seat_totals(game)[0][1] == 3


def test_the_swindler_discards_two_refugees_for_one_medicine_off_a_hire_003_278_ruling_l14() -> None:
    """[003:278] discard 2 refugees to reduce the hire cost by 1 medicine: an assassin (2 meds) for
    one pills."""
    game = new_game(
        [["scavenger", "refugee", "refugee", "pills"], ["refugee"], ["refugee"]], R2 | R5 | HQ3, extra=LEADERS
    )
    assert refused(game, 0, "hire assassin pay pills")
    game.apply(0, "lead refugee refugee")
    pass_windows(game)
    game.apply(0, "hire assassin pay pills")
    pass_windows(game)
    assert discard(game, 0) == Counter(["refugee", "refugee", "pills", "assassin"])


def test_a_wounded_yardmaster_cannot_peek_ruling_l15() -> None:
    """L-15: not while wounded (a wounded leader has no abilities, [000:691])."""
    game = new_game(
        [["sniper_team", "refugee"], ["refugee"], ["refugee"]],
        R5 | HQ4,
        junkyard=JUNKYARD,
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_yardmaster"}, {"leader": "leader_ranger"}],
    )
    game.apply(0, "snipe 1:leader_yardmaster")
    pass_windows(game)
    to_turn(game, 1)
    assert refused(game, 1, "yard")


def test_spy_sees_a_buildings_timer_cards_hidden_from_everyone_else_ruling_x2_ed11() -> None:
    """X-2: a building's timer cards are a spy target; ED-11: hidden from all, owner included, so
    only the spy's owner sees them [003:33]."""
    game = new_game(
        [["spy", "brawler"], ["refugee"], ["refugee"]],
        R1 | HQ2,
        extra=[{}, {"buildings": [{"building": "bunker", "timer": ["junk", "pills"], "stored": []}]}, {}],
    )
    game.apply(0, "spy 1:timer-bunker")
    pass_windows(game)
    assert Counter(knowledge(game, 0, "spy")["1:timer-bunker"]) == Counter(["junk", "pills"])
    assert knowledge(game, 1, "spy") == {}
    assert "pills" not in seen_cards(game, 1)


def test_a_rogue_wins_a_two_player_tie_won_by_less_than_two_000_116_ruling_v2() -> None:
    """[000:116] two players: a skirmish not won by 2 is a tie; [003:143] a tie triggers the rogue
    (V-2): brawler + scavenger 3 against rogue + scavenger 2 goes to the rogue."""
    game = new_game([["brawler", "scavenger"], ["rogue", "scavenger"]])
    end_gathering(game, {0: "commit brawler scavenger", 1: "commit rogue scavenger"})
    skirmish_turns(game)
    assert seat_totals(game)[0][1] == 3
    assert seat_totals(game)[1][1] == 2
    assert skirmish_winner(game) == 1


def test_a_map_takes_back_only_a_member_of_the_action_just_used_and_no_action_twice_003_273_274() -> None:
    """[003:273] "a tribe member you have just used" (X-19: immediately after the action): after a
    dig and then a hunt, the digger cannot be mapped back, the hunter can; [003:274] the hunter may
    not hunt again."""
    game = new_game([["scavenger", "hunter", "map"], ["refugee"], ["refugee"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger")
    pass_windows(game)
    game.apply(0, "keep net")
    pass_windows(game)
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert refused(game, 0, "map scavenger")
    game.apply(0, "map hunter")
    pass_windows(game)
    assert "hunter" in game.view(0).hand
    assert refused(game, 0, "hunt hunter")
    assert refused(game, 0, "dig hunter")


def test_a_scouting_refugee_cannot_cancel_a_snipe_nor_a_guard_a_snipe_on_others_003_086_123() -> None:
    """[003:86] the scouting refugee cancels a recon action only; [003:123] a guard only actions
    targeting its owner's cards: a snipe on seat 0's scavenger offers neither, and it succeeds."""
    game = new_game([["scavenger", "scouting_refugee"], ["sniper_team"], ["guard"]], junkyard=JUNKYARD)
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (d := decision(game)) is not None and d.kind in ("save", "respond"):
        assert not any(t.startswith("cancel") for t in texts(game, d.seat)), (d, texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert discard(game, 0)["scavenger"] == 1
    assert game.view(0).looking == ()
    assert discard(game, 2)["guard"] == 0


def test_the_yardmaster_acts_any_time_in_others_windows_and_the_skirmish_003_284_ruling_ed20() -> None:
    """[003:284] "at any time during the round" (ED-20, L-15): in another player's reaction
    window during gathering, and in the skirmish."""
    extra = [{"leader": "leader_mentor"}, {"leader": "leader_yardmaster"}, {"leader": "leader_ranger"}]
    game = new_game([["scavenger"], ["refugee"], ["refugee"]], R5 | HQ3, junkyard=JUNKYARD, extra=extra)
    game.apply(0, "dig scavenger")
    assert decision(game) == sc.Decision(kind="respond", seat=1, actor=0, verb="dig")
    assert "yard" in texts(game, 1)
    game = new_game([["brawler"], ["brawler", "refugee"], ["refugee"]], R5 | HQ3, junkyard=JUNKYARD, extra=extra)
    end_gathering(game, {0: "commit brawler", 1: "commit brawler"})
    assert decision(game) == sc.Decision(kind="skirmish", seat=1, actor=None, verb=None)
    game.apply(1, "yard")
    assert knowledge(game, 1, "yardmaster") == {"junkyard": ("net", "junk")}
    assert knowledge(game, 0, "yardmaster") == {}
    game.apply(1, "yard top")


def test_tear_gas_on_the_rogue_itself_does_not_stop_its_steal_003_146_250() -> None:
    """[003:146,250] the rogue's steal is passive and tear gas counters it only by breaking a tie:
    gassing the rogue (its fight 0) leaves the 2-2 tie, and the rogue still takes the resource."""
    game = new_game([["brawler", "tear_gas"], ["brawler"], ["rogue"]], R2 | frozenset({"recon4"}))
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(game, {0: ["gas 2:rogue"]})
    assert seat_totals(game)[2][1] == 0
    assert skirmish_winner(game) == 2
