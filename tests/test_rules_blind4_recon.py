"""Blind audit (4) of the Recon expansion against its rulebook [003], the base rules [000] and
shared/RULINGS.md: modules 1-5, the variants and the solo game. Written from the rulebook and the
public API only; each test names the rule it checks and cites its lines."""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    module_table,
    pass_skirmish,
    pass_windows,
    round_totals,
    round_winner,
    solo_game,
    texts,
    to_skirmish,
    zone_kinds,
)

# -- helpers -------------------------------------------------------------------------------


def decision(game: sc.Game) -> Any:
    return game.view(None).decision


def reach_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits; stops at the first skirmish opportunity."""
    while (d := decision(game)) is not None and d.kind in ("turn", "commit"):
        game.apply(d.seat, "end" if d.kind == "turn" else commits.get(d.seat, "commit none"))


# == Module 1: spies, scouting refugees, binoculars ==========================================

R1 = {"recon1"}


def test_spy_peeks_at_no_more_than_four_cards_chosen_in_advance() -> None:
    """[003:66-67] A spy peeks at up to four cards of one player (hand, deck, ...); with more cards
    available, the spying player selects in advance which cards to view (randomly if needed). X-2:
    deck positions counted from the top."""
    players = [
        {"hand": ["spy", "refugee"], "deck": ["refugee"] * 3},
        {
            "hand": ["pills", "pills", "medkit", "junk", "net", "spear"],
            "deck": ["net", "junk", "shovel", "pickaxe", "multitool", "medkit", "spear", "junk"],
        },
        {"hand": ["refugee"], "deck": ["refugee"] * 3},
    ]
    game = module_table(R1, players=players)
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    [k] = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert k.zone == "1:hand"
    assert len(k.cards) == 4
    assert not Counter(k.cards) - Counter(zone_kinds(game, "1:hand"))  # every card seen is there

    game = module_table(R1, players=players)
    game.apply(0, "spy 1:deck@5,6,7,8")  # the bottom four of eight, chosen before looking
    pass_windows(game)
    [k] = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert list(k.cards) == ["multitool", "medkit", "spear", "junk"]
    assert zone_kinds(game, "1:deck")[4:] == ["multitool", "medkit", "spear", "junk"]  # order kept


def test_spy_is_discarded_and_its_owner_draws_one_after_spying() -> None:
    """[003:68] After completing the spying action, discard the spy and draw 1 card."""
    game = module_table(
        R1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["scout", "refugee", "refugee"]},
            {"hand": ["pills", "junk"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    view = game.view(0)
    assert view.seats[0].discard == ("spy",)
    assert sorted(view.hand) == ["refugee", "scout"]  # the deck's top card (a scout) was drawn
    assert view.seats[0].deck_count == 2
    [k] = [k for k in view.knowledge if k.source == "spy"]
    assert sorted(k.cards) == ["junk", "pills"]


def test_cancelled_spy_is_still_discarded_and_both_players_draw_one() -> None:
    """X-4. [003:72] A canceled spy is still discarded and its draw of 1 still performed; [003:77-78]
    and [003:86]: the scouting refugee that cancels is discarded and its owner draws from the top
    of her deck; [003:30] both cards are discarded. Nothing is seen. X-4."""
    game = module_table(
        R1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["scout", "refugee"]},
            {"hand": ["scouting_refugee", "junk", "pills"], "deck": ["medkit", "refugee"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "spy 1:hand")
    assert decision(game).kind == "respond"
    assert decision(game).seat == 1
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    v0, v1 = game.view(0), game.view(1)
    assert v0.seats[0].discard == ("spy",)
    assert sorted(v0.hand) == ["refugee", "scout"]
    assert not [k for k in v0.knowledge if k.source == "spy"]
    assert v1.seats[1].discard == ("scouting_refugee",)
    assert sorted(v1.hand) == ["junk", "medkit", "pills"]  # the top card of her deck


def test_a_spy_may_be_cancelled_from_the_targets_committed_cards() -> None:
    """X-4, I-6. [003:71] The card that cancels a spy can be revealed from committed cards (hand or bunker
    too); X-4, X-26: the replacement card goes to hand, not into the force."""
    game = module_table(
        R1,
        round=3,
        initiator=1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["scout", "refugee"]},
            {"hand": ["scouting_refugee", "brawler", "spear"], "deck": ["medkit", "refugee"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        contested=["grenade", "field_crew"],
    )
    game.apply(1, "end")
    game.apply(1, "commit brawler scouting_refugee spear")
    pass_windows(game)
    game.apply(2, "end")
    game.apply(2, "commit none")
    assert decision(game).seat == 0
    assert decision(game).kind == "turn"
    assert "spy 1:force" in texts(game, 0)
    game.apply(0, "spy 1:force")
    assert decision(game).seat == 1
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    v1 = game.view(1)
    assert v1.seats[1].committed_count == 2
    assert sorted(v1.committed) == ["brawler", "spear"]
    assert v1.hand == ("medkit",)
    assert not [k for k in game.view(0).knowledge if k.source == "spy"]
    assert game.view(0).seats[0].discard == ("spy",)


def test_a_sniped_spy_is_discarded_and_its_owner_still_draws_one() -> None:
    """I-3. [003:73] A spy can be sniped: discard the spy and draw 1 card; [003:79] the sniper team
    is discarded too. The spy sees nothing."""
    game = module_table(
        R1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["scout", "refugee"]},
            {"hand": ["junk", "pills"], "deck": ["refugee"] * 2},
            {"hand": ["sniper_team"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "spy 1:hand")
    while decision(game).seat != 2:
        game.apply(decision(game).seat, "pass")
    assert "snipe 0:spy" in texts(game, 2)
    game.apply(2, "snipe 0:spy")
    pass_windows(game)
    v0 = game.view(0)
    assert "spy" in v0.seats[0].discard
    assert sorted(v0.hand) == ["refugee", "scout"]
    assert not [k for k in v0.knowledge if k.source == "spy"]
    assert "sniper_team" in game.view(2).seats[2].discard


def test_binoculars_add_two_cards_to_a_recon_action() -> None:
    """[003:100-102] Binoculars peek at the top card of every pile in play (CR, JY, schematics),
    returned in order; each further binoculars adds two cards: two binoculars show the top 3 of
    each pile, a spy with binoculars up to 6 cards of one player. X-1."""
    game = module_table(
        {"recon1", "hq1", "hq2"},
        players=[
            {"hand": ["binoculars", "binoculars", "refugee"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["net", "junk", "pills", "medkit", "spear"],
        contested=["grenade", "field_crew", "wolf_pack", "sled_team"],
    )
    before = {z: zone_kinds(game, z) for z in ("contested", "junkyard", "schematics")}
    game.apply(0, "scout binoculars binoculars")
    pass_windows(game)
    seen = {k.zone: list(k.cards) for k in game.view(0).knowledge if k.source == "binoculars"}
    assert seen == {z: before[z][:3] for z in before}
    assert {z: zone_kinds(game, z) for z in before} == before  # returned in original order

    game = module_table(
        R1,
        players=[
            {"hand": ["spy", "binoculars"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["pills", "pills", "medkit", "junk", "net", "spear", "shovel", "junk"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "spy binoculars 1:deck")
    pass_windows(game)
    [k] = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(k.cards) == 6
    assert sorted(game.view(0).seats[0].discard) == ["binoculars", "spy"]


def test_a_guard_cannot_cancel_binoculars_but_a_scouting_refugee_can() -> None:
    """[003:123] A guard cancels only actions that target your cards (binoculars peek at shared
    piles, X-6); [003:105] binoculars' recon can be canceled by a scouting refugee, and the
    binoculars are discarded ([003:107])."""
    game = module_table(
        R1 | {"recon2"},
        players=[
            {"hand": ["binoculars", "refugee"], "deck": ["refugee"] * 3},
            {"hand": ["guard"], "deck": ["refugee"] * 3},
            {"hand": ["scouting_refugee"], "deck": ["pills", "refugee"]},
        ],
        contested=["grenade", "field_crew"],
    )
    game.apply(0, "scout binoculars")
    assert decision(game).seat == 1
    assert texts(game, 1) == ["pass"]
    game.apply(1, "pass")
    assert decision(game).seat == 2
    assert "cancel scouting_refugee" in texts(game, 2)
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert not [k for k in game.view(0).knowledge if k.source == "binoculars"]
    assert game.view(0).seats[0].discard == ("binoculars",)
    assert game.view(2).hand == ("pills",)


def test_what_a_spy_sees_is_hidden_from_every_other_player() -> None:
    """R-16, X-2. [003:33] Only you may see cards as a result of your recon action: neither the spied-on
    player nor a third player learns the cards from the log or the view."""
    game = module_table(
        R1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["grenade", "wolf_pack", "net"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        contested=["field_crew", "sled_team"],
    )
    game.apply(0, "spy 1:deck")
    pass_windows(game)
    assert [k for k in game.view(0).knowledge if k.source == "spy"]
    for seat in (1, 2, None):
        view = game.view(seat)
        assert not [k for k in view.knowledge if k.source == "spy"]
        for event in game.log(seat):
            assert not {"grenade", "wolf_pack"} & set(event.cards)


# == Module 2: assassins, guards, provocateurs, rogues =========================================

R2 = {"recon2"}
CONTESTED = ["grenade", "field_crew", "wolf_pack", "sled_team"]


def test_assassin_snipes_only_single_unit_tribe_members() -> None:
    """[003:118] Unlike the sniper team, the assassin may only attack single-unit tribe members
    (cards that represent 1 tribe member): a scavenger, not thugs (3 people). X-10."""
    game = module_table(
        R2,
        players=[
            {"hand": ["thugs", "scavenger", "shovel"], "deck": ["refugee"] * 3},
            {"hand": ["assassin"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "dig scavenger+shovel thugs")
    assert decision(game).seat == 1
    options = texts(game, 1)
    assert "snipe assassin 0:scavenger" in options
    assert not [o for o in options if "thugs" in o]


def test_guard_cancels_a_gathering_snipe_on_its_owners_card() -> None:
    """X-6, I-9. [003:123-124] A guard cancels an action outside the skirmish that targets your cards;
    the guard is discarded and its owner draws a card from the top of her deck; [003:30] the
    canceled card (the assassin) is discarded too, and the sniped card is safe."""
    game = module_table(
        R2,
        players=[
            {"hand": ["scavenger", "shovel", "guard"], "deck": ["brawler", "refugee"]},
            {"hand": ["assassin"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe assassin 0:scavenger")
    assert decision(game).seat == 0
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    assert game.view(1).seats[1].discard == ("assassin",)
    view = game.view(0)
    assert "guard" in view.seats[0].discard
    assert "scavenger" not in view.seats[0].discard
    assert view.hand == ("brawler",)


def test_guard_cannot_cancel_in_the_skirmish() -> None:
    """X-6. [003:123] The guard's cancel works only outside of the skirmish: a snipe in the skirmish
    on a card of a force that holds a guard cannot be cancelled."""
    game = module_table(
        R2,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["guard", "scout"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit brawler sniper_team", 1: "commit guard scout"})
    assert decision(game).kind == "skirmish"
    assert decision(game).seat == 0
    game.apply(0, "snipe 1:scout")
    while (d := decision(game)) is not None and d.kind in ("save", "respond"):
        assert "cancel guard" not in texts(game, d.seat)
        game.apply(d.seat, "pass")
    pass_skirmish(game)
    assert round_totals(game, 3)[1][1] == 2  # only the guard's fight is left


def test_provocateur_example_combat_medics_and_provocateur_fight_five() -> None:
    """S-8. [003:137] Betty (initiator) brought combat medics (four people) and a provocateur (one
    person) and announces the provocateur: her fight score is five. [003:130-132]"""
    game = module_table(
        R2 | {"recon4"},
        round=3,
        players=[
            {"hand": ["combat_medics", "provocateur"], "deck": ["refugee"] * 5},
            {"hand": ["brawler", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler spear"})
    assert "provoke provocateur" in texts(game, 0)
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 5)
    assert round_totals(game, 3)[1][:2] == (1, 4)
    assert round_winner(game, 3) == 0


def test_provocateur_size_ignores_tools_counts_decoys_but_not_the_gangster() -> None:
    """[003:131-132,134] The force's size counts the tribe members brought, even non-fighters,
    ignoring tools and other combat modifiers, including building abilities that increase its size
    (portable decoys: +1 per 2 cards brought, [003:205-206]), but not the Gangster's bonus. S-8."""
    game = module_table(
        R2 | R3,
        round=3,
        players=[
            {
                "hand": ["provocateur", "refugee", "refugee", "spear", "pills"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["thugs", "spear"], "deck": ["pills"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit pills provocateur refugee refugee spear", 1: "commit spear thugs"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    # 3 members + floor(5 cards / 2) = 5; the tie with thugs + spear (5) goes on people (5 to 3)
    assert round_totals(game, 3)[0] == (1, 5, 5)
    assert round_totals(game, 3)[1] == (1, 5, 3)
    assert round_winner(game, 3) == 0

    game = module_table(
        R2 | {"hq1", "hq2", "hq3"},
        round=3,
        players=[
            {
                "hand": ["provocateur", "refugee", "refugee", "brawler"],
                "deck": ["refugee"] * 5,
                "leader": "leader_gangster",
            },
            {"hand": ["thugs", "spear"], "deck": ["pills"] * 5, "leader": "leader_ranger"},
            {"hand": ["junk"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit brawler provocateur refugee refugee", 1: "commit spear thugs"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 4)  # 4 members; the Gangster's doubled refugees do not count
    assert round_winner(game, 3) == 1


def test_a_later_player_snipes_the_provocateur_and_the_fight_reverts() -> None:
    """S-8. [003:133] If the provocateur gets sniped, the fight score reverts to its natural score;
    [003:135] a player later in turn order can snipe a provocateur earlier in turn order."""
    game = module_table(
        R2 | {"recon4"},
        round=3,
        players=[
            {"hand": ["combat_medics", "provocateur"], "deck": ["refugee"] * 5},
            {"hand": ["sniper_team", "brawler", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler sniper_team spear"})
    game.apply(0, "provoke provocateur")
    assert decision(game).seat == 1
    game.apply(1, "snipe 0:provocateur")
    while (d := decision(game)) is not None and d.kind == "save":
        game.apply(d.seat, "pass")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 1)  # the combat medics' own fight
    assert round_winner(game, 3) == 1


def test_tear_gas_is_not_effective_against_a_provocateur() -> None:
    """S-8, S-10. [003:249] Tear gas is not effective against a provocateur: the cumulative tribe member
    count is used. S-10."""
    game = module_table(
        R2 | {"recon4"},
        round=3,
        players=[
            {"hand": ["provocateur", "thugs", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["tear_gas", "brawler", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit provocateur refugee thugs", 1: "commit brawler spear tear_gas"})
    game.apply(0, "provoke provocateur")
    assert decision(game).seat == 1
    assert "gas 0:thugs" in texts(game, 1)
    game.apply(1, "gas 0:thugs")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 5)  # provocateur 1 + thugs 3 + refugee 1
    assert round_winner(game, 3) == 0


def test_rogue_example_a_disarm_forces_a_tie_and_the_rogue_steals_the_resource() -> None:
    """S-9. [003:151] Example 1: Carol commits nothing; Sarah has the highest fight, Betty close behind.
    Linda's saboteur disarms one of Sarah's tools, Sarah and Betty tie for first, and Linda's rogue
    steals the CR. [003:143-145] the rogue's owner need not be in the tie."""
    game = module_table(
        R2,
        seats=4,
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["refugee"] * 5},  # Carol (initiator)
            {"hand": ["brawler", "spear"], "deck": ["refugee"] * 5},  # Sarah: 4
            {"hand": ["scout"], "deck": ["refugee"] * 5},  # Betty: 2
            {"hand": ["rogue", "saboteur"], "deck": ["pills"] * 5},  # Linda
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {1: "commit brawler spear", 2: "commit scout", 3: "commit rogue saboteur"})
    while (d := decision(game)) is not None and d.seat != 3:
        game.apply(d.seat, "pass")
    game.apply(3, "disarm 1:spear")
    pass_skirmish(game)
    t = round_totals(game, 3)
    assert t[1][1] == t[2][1] == 2
    assert t[3][1] == 1
    assert round_winner(game, 3) == 3


def test_a_rogue_takes_precedence_over_the_number_of_tribe_members() -> None:
    """S-2, S-9. [003:144] Only the tie for highest fight is considered, not the number of tribe members:
    the rogue's owner in the tie wins although the other tied player brought more people."""
    game = module_table(
        R2,
        round=3,
        players=[
            {"hand": ["scout", "shovel", "refugee", "refugee", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["rogue", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit refugee refugee refugee scout shovel", 1: "commit rogue spear"})
    t = round_totals(game, 3)
    assert t[0][1] == t[1][1] == 3
    assert t[0][2] > t[1][2]
    assert round_winner(game, 3) == 1


def test_only_the_first_rogue_in_turn_order_from_the_initiator_wins() -> None:
    """S-9. [003:143,148] The first player in turn order (from the round's initiator) with a rogue wins;
    only one rogue can succeed per round. Initiator seat 2: order 2, 0, 1."""
    game = module_table(
        R2,
        round=4,
        initiator=2,
        players=[
            {"hand": ["rogue", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["rogue", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["rogue"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit rogue spear", 1: "commit rogue spear", 2: "commit rogue"})
    t = round_totals(game, 4)
    assert t[0][1] == t[1][1] == 3
    assert round_winner(game, 4) == 2


# == Module 3: expanding the ranks =============================================================

R3 = {"recon3"}


def test_hardy_scavengers_return_to_hand_after_a_loss_or_a_tie_and_the_draw_is_still_five() -> None:
    """[003:181] Hardy scavengers sent into a skirmish you lose or tie return to your hand at the
    end of the round; [003:182] you still perform a standard draw (5) at the start of the next
    round. S-12."""
    game = module_table(
        R3,
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "hardy_scavenger", "spear", "refugee"], "deck": ["scavenger"] * 8},
            {"hand": ["thugs", "spear"], "deck": ["pills"] * 8},
            {"hand": ["junk"], "deck": ["refugee"] * 8},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit hardy_scavenger hardy_scavenger spear", 1: "commit spear thugs"})
    assert round_winner(game, 3) == 1
    view = game.view(0)
    assert view.round == 4
    assert Counter(view.hand) == Counter({"hardy_scavenger": 2, "scavenger": 5})
    assert "spear" in view.seats[0].discard  # only the hardy scavengers come back

    game = module_table(
        R3,
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "brawler"], "deck": ["scavenger"] * 8},
            {"hand": ["brawler", "refugee"], "deck": ["pills"] * 8},
            {"hand": ["junk"], "deck": ["refugee"] * 8},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit brawler hardy_scavenger", 1: "commit brawler refugee"})
    assert round_winner(game, 3) is None  # a tie: fight 2, people 2 each
    assert [e for e in game.log(None) if e.round == 3 and e.type.value == "deadlock"]
    assert Counter(game.view(0).hand) == Counter({"hardy_scavenger": 1, "scavenger": 5})


def test_courier_draw_discards_two_of_the_drawn_cards() -> None:
    """X-11. [003:164-165] When you draw using a courier you must discard two of the drawn cards, even if
    other cards augment the draw (courier 3 + scavenger 1 = 4 drawn, 2 kept)."""
    game = module_table(
        R3,
        players=[
            {"hand": ["courier", "scavenger"], "deck": ["pills", "medkit", "junk", "net", "spear"]},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "draw courier scavenger")
    pass_windows(game)
    view = game.view(0)
    assert decision(game).kind == "discard"
    assert sorted(view.looking) == ["junk", "medkit", "net", "pills"]
    options = texts(game, 0)
    assert all(len(o.split()) == 3 for o in options)  # "discard X Y": exactly two cards
    game.apply(0, "discard junk pills")
    view = game.view(0)
    assert sorted(view.hand) == ["medkit", "net"]
    assert {"junk", "pills"} <= set(view.seats[0].discard)


# == Module 4: randomized contested resources ==================================================

R4 = {"recon4"}


def test_tear_gas_sets_the_targets_fight_to_zero_and_no_save_answers_it() -> None:
    """[003:244-248] Tear gas sets one opponent tribe member's fight to 0; it is not a snipe and
    cannot be blocked by a save (a medic in the target's force is never asked). S-10: the spear
    it holds still fights (brawler 2 + spear 2 -> 0 + 2)."""
    game = module_table(
        R4 | {"hq1"},
        round=3,
        players=[
            {"hand": ["brawler", "spear", "tear_gas"], "deck": ["refugee"] * 5},
            {"hand": ["brawler", "spear", "medic"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit brawler spear tear_gas", 1: "commit brawler medic spear"})
    assert "gas 1:brawler" in texts(game, 0)
    game.apply(0, "gas 1:brawler")
    kinds = []
    while (d := decision(game)) is not None and d.kind in ("skirmish", "save", "respond"):
        kinds.append(d.kind)
        game.apply(d.seat, "pass")
    assert "save" not in kinds
    t = round_totals(game, 3)
    assert t[1][:2] == (1, 2)
    assert t[0][:2] == (1, 4)


def test_combat_medics_save_against_a_snipe_and_still_fight() -> None:
    """X-18, S-6. [003:232] Combat medics can save against a snipe AND fight in the same round."""
    game = module_table(
        R4 | {"hq1"},
        round=3,
        players=[
            {"hand": ["sniper_team", "scout"], "deck": ["refugee"] * 5},
            {"hand": ["combat_medics", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    reach_skirmish(game, {0: "commit scout sniper_team", 1: "commit brawler combat_medics"})
    game.apply(0, "snipe 1:brawler")
    assert decision(game).kind == "save"
    assert decision(game).seat == 1
    assert "save combat_medics" in texts(game, 1)
    game.apply(1, "save combat_medics")
    pass_skirmish(game)
    t = round_totals(game, 3)
    assert t[1][:2] == (1, 3)  # brawler 2 + combat medics 1
    assert round_winner(game, 3) == 1


def test_cargo_sled_keeps_one_extra_card_only_a_tool_or_medicine() -> None:
    """X-17. [003:227] Digging with a cargo sled you may keep an additional tool or medicine; with two
    tribe members or instants found you may keep only one of them."""
    game = module_table(
        R4,
        players=[
            {"hand": ["scavenger", "cargo_sled"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["brawler", "scout", "net"],
    )
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["brawler", "net", "scout"]
    options = texts(game, 0)
    assert not [o for o in options if "brawler" in o and "scout" in o]  # never two people
    assert [o for o in options if "net" in o and ("brawler" in o or "scout" in o)]  # person + tool
    choice = next(o for o in options if "net" in o and "brawler" in o)
    game.apply(0, choice)
    pass_windows(game)
    kept = Counter(game.view(0).discard_hidden) + Counter(game.view(0).seats[0].discard)
    assert kept["brawler"] == 1
    assert kept["net"] == 1
    assert "scout" in zone_kinds(game, "junkyard")


def test_demolition_team_resets_a_build_timer_then_draws_two() -> None:
    """H-9. [003:237] The demolition team's special ability resets the build timer on one building under
    construction (a bunker, build time 5, with 2 timer cards left); afterwards draw two cards."""
    game = module_table(
        R3 | R4,
        round=2,
        initiator=2,
        players=[
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
            {
                "hand": ["refugee"],
                "deck": ["pills"] * 5,
                "buildings": [{"building": "bunker", "timer": ["refugee", "refugee"]}],
            },
            {"hand": ["demolition_team"], "deck": ["scout", "medkit", "refugee"]},
        ],
    )
    assert "demolish 1:bunker" in texts(game, 2)
    game.apply(2, "demolish 1:bunker")
    pass_windows(game)
    [bunker] = game.view(2).seats[1].buildings
    assert bunker.timer == 5
    view = game.view(2)
    assert sorted(view.hand) == ["medkit", "scout"]
    assert view.seats[2].discard == ("demolition_team",)


# == Module 5: the kitchen sink ================================================================

LEADERS = {"recon5", "hq1", "hq2", "hq3"}


def test_humanitarians_count_scouting_refugees_and_a_tie_awards_nobody() -> None:
    """F-8. [003:264-265] The Humanitarians go to the player with the most cards with "refugee" in the
    title (a scouting refugee counts, [003:83]); there is no tie-breaker: a tie awards nobody."""

    def finish(seat1_refugees: int) -> sc.GameResult:
        game = module_table(
            {"recon5"},
            round=3,
            players=[
                {"hand": ["refugee", "scouting_refugee", "brawler"]},
                {"hand": ["refugee"] * seat1_refugees, "deck": ["scout"]},
                {"hand": ["refugee"], "deck": ["junk"]},
            ],
            contested=["grenade"],
        )
        to_skirmish(game, {0: "commit brawler"})
        assert game.over
        assert game.result is not None
        return game.result

    tied = finish(2)
    assert all(score.gangs == () for score in tied.scores)
    lead = finish(1)
    assert lead.scores[0].gangs == ("gang_humanitarians",)
    assert lead.scores[0].people == 3 + 5


def test_map_reuses_a_tribe_member_but_not_the_same_action() -> None:
    """X-19. [003:273-274] A map retrieves a tribe member you have just used so that it takes part in a
    second action this round; it does not permit an action to be performed more than once."""
    game = module_table(
        LEADERS,
        players=[
            {"hand": ["scavenger", "map", "shovel"], "deck": ["pills"] * 3, "leader": "leader_mentor"},
            {"hand": ["junk"], "deck": ["pills"] * 3, "leader": "leader_ranger"},
            {"hand": ["refugee"], "deck": ["refugee"] * 3, "leader": "leader_butcher"},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig scavenger+shovel")
    pass_windows(game)
    game.apply(0, "keep net")
    assert "map scavenger" in texts(game, 0)
    game.apply(0, "map scavenger")
    pass_windows(game)
    view = game.view(0)
    assert view.hand == ("scavenger",)
    assert {"map", "shovel"} <= set(view.seats[0].discard)
    options = texts(game, 0)
    assert "hunt scavenger" in options
    assert "draw scavenger" in options
    assert not [o for o in options if o.startswith("dig")]


def test_yardmaster_may_peek_on_another_players_turn_and_cannot_be_cancelled() -> None:
    """L-15. [003:283-285] Once per round the Yardmaster peeks at the top two junkyard cards and returns
    both to the top or bottom in their original order, at any time during the round (here in
    another player's dig window); it cannot be cancelled (a scouting refugee is never asked)."""
    game = module_table(
        LEADERS | {"recon1"},
        players=[
            {"hand": ["scavenger", "shovel"], "deck": ["pills"] * 3, "leader": "leader_mentor"},
            {"hand": ["junk"], "deck": ["pills"] * 3, "leader": "leader_yardmaster"},
            {"hand": ["scouting_refugee"], "deck": ["refugee"] * 3, "leader": "leader_ranger"},
        ],
        junkyard=["net", "junk", "pills", "medkit", "spear"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert decision(game).seat == 1
    assert "yard" in texts(game, 1)
    game.apply(1, "yard")
    assert decision(game).kind == "place"
    assert decision(game).seat == 1
    [k] = [k for k in game.view(1).knowledge if k.source == "yardmaster"]
    assert list(k.cards) == ["net", "junk"]
    game.apply(1, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["pills", "medkit", "spear", "net", "junk"]
    pass_windows(game)
    assert "yard" not in texts(game, 1)  # once per round


# == Variants [003:288-312] =====================================================================


def test_alternate_brawlers_start_with_a_guard_and_guards_are_not_for_hire() -> None:
    """[003:294] Guards for brawlers in the starting hands; [003:296] do not put out for hire a
    mercenary that is part of the starting hands, even where module 2 recommends the guard. V-10."""
    for modules in (frozenset(), frozenset({"recon2"})):
        game = sc.Game.new(
            sc.GameConfig(players=4, seed=1, modules=modules, variants=frozenset({"alternate_brawlers"}))
        )
        for seat in range(4):
            zones = game.zones()
            deck = Counter(c.kind for c in zones[f"{seat}:deck"] + zones[f"{seat}:hand"])
            assert deck == Counter({"refugee": 4, "scavenger": 3, "guard": 1, "spear": 1, "shovel": 1})
        assert "guard" not in [kind for kind, _ in game.view(0).market]


def test_leader_bribe_draws_one_leader_per_food_and_uses_the_hire() -> None:
    """L-16. [003:306-308] For each food generated the player draws 1 card from the leader pile; she may
    take one and returns the others to the bottom; the leader is face up and in effect at once;
    she may not also hire a mercenary that round."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=1,
            modules=frozenset({"hq1", "hq2", "hq3"}),
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"hand": ["hunter", "net", "pills"], "deck": ["refugee"] * 5}, {}, {}]},
        )
    )
    pile = zone_kinds(game, "leaders")
    game.apply(0, "hunt hunter+net")
    pass_windows(game)
    assert game.view(0).seats[0].food == 4
    game.apply(0, "bribe")
    pass_windows(game)
    view = game.view(0)
    assert sorted(view.looking) == sorted(pile[:4])
    assert game.view(1).seats[0].looking_count == 4
    assert game.view(1).looking == ()
    keep = sorted(pile[:4])[0]
    game.apply(0, f"keep {keep}")
    assert game.view(1).seats[0].leader == keep
    rest = zone_kinds(game, "leaders")
    assert len(rest) == len(pile) - 1
    assert rest[: len(pile) - 4] == pile[4:]
    assert sorted(rest[len(pile) - 4 :]) == sorted(k for k in pile[:4] if k != keep)
    assert not [o for o in texts(game, 0) if o.startswith("hire")]


# == The solo game [003:314-353] ================================================================


def test_solo_setup_seven_forces_of_3_4_4_5_5_5_6_from_32_cards() -> None:
    """V-8. [003:320-326] The 28 contested resources with 2 rifles and 2 thugs form 32 cards, broken into
    seven face-down forces of 3, 4, 4, 5, 5, 5 and 6 cards."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=4))
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)
    cards: Counter[str] = Counter()
    for n in range(1, 8):
        cards.update(zone_kinds(game, f"opponent:{n}"))
    assert sum(cards.values()) == 32
    assert cards["rifle"] == 2
    assert cards["thugs"] == 2
    assert cards["tribe_family_3"] == 2
    assert cards["tear_gas"] == 2
    assert cards["tribal_hunters_4"] == 2


def test_solo_attrition_removes_the_top_card_of_each_new_deck() -> None:
    """[003:333] Every time you shuffle your discard to form a new deck, take the top card of the
    newly shuffled deck and remove it permanently from play: at the turn's draw and in the middle
    of a draw action alike (V-4). [003:334] There is no forced skirmish."""
    game = solo_game(["refugee"] * 5, [["tribe_family_3", "grenade"], ["field_crew"]], discard=["scavenger"] * 6)
    game.apply(0, "end")
    assert "pass" in texts(game, 0)
    game.apply(0, "pass")
    view = game.view(0)
    assert view.round == 2
    assert view.seats[0].removed == 1
    assert len(view.hand) == 5
    assert view.seats[0].deck_count == 5
    assert len(game.zones()["0:removed"]) == 1

    game = solo_game(["scout", "refugee"], [["field_crew"]], deck=["refugee"], discard=["scavenger"] * 5)
    game.apply(0, "draw scout")  # draws the last deck card, reshuffles 5, loses 1, draws 1
    pass_windows(game)
    view = game.view(0)
    assert view.seats[0].removed == 1
    assert len(view.hand) == 3
    assert view.seats[0].deck_count == 3


def test_solo_win_takes_one_card_and_the_rest_of_the_force_leaves_play() -> None:
    """V-4. [003:338,340] If you win, take one card of the opponent's force as a prize into your discard
    pile; the opponent's remaining force is removed from play."""
    game = solo_game(
        ["thugs", "spear", "brawler"], [["tribe_family_3", "grenade"], ["field_crew"]], deck=["refugee"] * 6
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear thugs")
    assert decision(game).kind == "prize"
    assert sorted(texts(game, 0)) == ["keep grenade", "keep tribe_family_3"]
    game.apply(0, "keep grenade")
    zones = game.zones()
    assert [c.kind for c in zones["0:discard"]].count("grenade") == 1
    assert zones["opponent:1"] == ()
    assert not any(c.kind == "tribe_family_3" for z in zones if z.startswith("0:") for c in zones[z])
    assert game.view(0).forces == (0, 1)


def test_solo_loss_removes_a_card_of_the_players_choice() -> None:
    """V-5. [003:339-340] If you lose, you permanently remove one card of your skirmish force, of your
    choice; the opponent's force is removed either way. [003:337] the opponent plays its tear gas
    to its best advantage, on your strongest tribe member (the thugs)."""
    game = solo_game(
        ["thugs", "scavenger", "refugee"],
        [["field_crew", "tear_gas"], ["tribe_family_3", "grenade"]],
        {"recon4"},
        deck=["refugee"] * 6,
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit refugee scavenger thugs")
    pass_skirmish(game)
    gassed = [e for e in game.log(0) if e.type.value == "gassed"]
    assert gassed
    assert gassed[0].text == "thugs"
    assert decision(game).kind == "loss"
    assert sorted(texts(game, 0)) == ["remove refugee", "remove scavenger", "remove thugs"]
    game.apply(0, "remove scavenger")
    view = game.view(0)
    assert view.seats[0].removed == 1
    assert [c.kind for c in game.zones()["0:removed"]] == ["scavenger"]
    assert view.forces == (0, 2)


def test_solo_scoring_two_points_per_contested_resource_one_per_other_card() -> None:
    """[003:343,347-348] After the last battle the game ends; contested resource cards count 2
    points, all other cards 1 (a won thugs card is 1 point, whatever its people). V-7."""
    game = solo_game(["thugs", "spear", "brawler"], [["thugs", "rifle"]], deck=["refugee"] * 2)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear thugs")
    game.apply(0, "keep thugs")
    # one force only: the game is over; tribe: thugs x2, spear, brawler, 2 refugees = 6 points
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 6

    game = solo_game(["thugs", "spear", "brawler"], [["grenade", "tribe_family_3"]], deck=["refugee"] * 2)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear thugs")
    game.apply(0, "keep tribe_family_3")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 5 + 2


def test_solo_opponent_combat_medics_save_against_the_players_first_snipe() -> None:
    """[003:337] The opponent takes the most favorable action: its combat medics save the card the
    player snipes ([003:232], and still fight). V-5."""
    game = solo_game(
        ["sniper_team", "brawler", "spear"],
        [["combat_medics", "tribe_family_3"], ["field_crew"]],
        {"recon4"},
        deck=["refugee"] * 6,
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler sniper_team spear")
    assert "snipe 1:tribe_family_3" in texts(game, 0)
    game.apply(0, "snipe 1:tribe_family_3")
    saved = [e for e in game.log(0) if e.type.value == "saved"]
    assert saved
    assert saved[0].cards == ("combat_medics",)
    assert round_totals(game, 1)[1] == (1, 1, 7)  # both cards still in its force, the medics fighting
    assert decision(game).kind == "prize"
    assert sorted(texts(game, 0)) == ["keep combat_medics", "keep tribe_family_3"]
