"""Blind rules audit (16b): the Recon rulebook [003] module by module, its variants and solo game,
and the older edition [001] where it differs (``rules="2012"``).

Written from the rulebooks, RULINGS.md and the public API only (README's API and notation,
docs/view.md, docs/scenarios.md, docs/variants.md), without reading the engine. Citations:
[file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import (
    finish_round,
    knowledge,
    now,
    owned,
    pass_windows,
    refused,
    round_totals,
    skirmish_outcome,
    texts,
    to_turn,
    zone_kinds,
)


def game(
    players: list[dict[str, Any]],
    modules: set[str],
    *,
    rules: str = "2015",
    variants: set[str] | None = None,
    round: int = 3,
    initiator: int = 0,
    **table: Any,
) -> sc.Game:
    """A stacked table of ``len(players)`` seats (seed 0) with ``modules``."""
    scenario: dict[str, Any] = {"round": round, "initiator": initiator, "players": players, **table}
    if len(players) > 1:
        scenario.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    config = sc.GameConfig(
        players=len(players),
        seed=0,
        modules=frozenset(modules),
        variants=frozenset(variants or ()),
        rules=rules,
        scenario=scenario,
    )
    return sc.Game.new(config)


def seat(hand: list[str], deck: list[str] | None = None, **zones: Any) -> dict[str, Any]:
    return {"hand": hand, "deck": deck or [], **zones}


# --- Module 1: spy, scouting refugee, binoculars -------------------------------------------------


def test_spy_looks_at_a_short_deck_and_returns_it_in_order() -> None:
    """A spy peeks at up to four cards of one player's deck [003:66]; cards are returned in their
    original order [003:34]; then the spy is discarded and its owner draws 1 [003:68]."""
    g = game([seat(["spy"], ["pills"]), seat(["junk"], ["net", "rifle"]), seat(["junk"])], {"recon1"})
    g.apply(0, "spy 1:deck")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {"1:deck": ("net", "rifle")}
    assert zone_kinds(g, "1:deck") == ["net", "rifle"]
    assert g.view(0).hand == ("pills",)
    assert "spy" in g.view(0).seats[0].discard
    assert knowledge(g, 1, "spy") == {}
    assert knowledge(g, 2, "spy") == {}


def test_spy_cancelled_by_a_committed_scouting_refugee_still_draws() -> None:
    """The cancelling card may be revealed from committed cards, regardless of what was spied
    upon [003:71]; a cancelled spy is still discarded and its draw of 1 still made [003:72]; the
    scouting refugee is discarded and replaced by a draw [003:86] (into the hand, X-26)."""
    g = game(
        [seat(["spy"], ["pills"]), seat(["scouting_refugee", "brawler"], ["net"]), seat(["junk"], ["medkit"])],
        {"recon1"},
        initiator=1,
    )
    g.apply(1, "end")
    g.apply(1, "commit brawler scouting_refugee")
    to_turn(g, 0)
    g.apply(0, "spy 2:deck")
    assert now(g).seat == 1
    assert "cancel scouting_refugee" in texts(g, 1)  # her hand is empty: from her force
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {}
    assert g.view(0).hand == ("pills",)
    assert "spy" in g.view(0).seats[0].discard
    assert g.view(1).hand == ("net",)
    assert g.view(1).committed == ("brawler",)
    assert "scouting_refugee" in g.view(0).seats[1].discard


def test_spy_with_binoculars_sees_six_cards_of_a_hand() -> None:
    """A spy with binoculars sees up to 6 cards of one player [003:102] (X-1)."""
    hand = ["junk", "net", "pills", "spear", "shovel", "medkit"]
    g = game([seat(["spy", "binoculars"], ["junk"]), seat(hand), seat(["junk"])], {"recon1"})
    g.apply(0, "spy binoculars 1:hand")
    pass_windows(g)
    seen = knowledge(g, 0, "spy")
    assert sorted(seen["1:hand"]) == sorted(hand)


def test_spy_must_choose_four_of_a_five_card_hand() -> None:
    """With more than four cards, the spy selects which to view in advance [003:67]: he sees
    exactly four of the five."""
    hand = ["junk", "net", "pills", "spear", "shovel"]
    g = game([seat(["spy"], ["junk"]), seat(hand), seat(["junk"])], {"recon1"})
    g.apply(0, "spy 1:hand")
    pass_windows(g)
    seen = knowledge(g, 0, "spy")["1:hand"]
    assert len(seen) == 4
    assert set(seen) <= set(hand)


def test_spy_chosen_deck_positions() -> None:
    """Deck cards to view are chosen in advance [003:67] (X-2, positions counted from the top)."""
    deck = ["junk", "net", "pills", "spear", "shovel", "medkit"]
    g = game([seat(["spy"], ["junk"]), seat(["junk"], deck), seat(["junk"])], {"recon1"})
    g.apply(0, "spy 1:deck@2,6")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {"1:deck@2,6": ("net", "medkit")}
    assert zone_kinds(g, "1:deck") == deck


def test_spy_may_not_target_oneself() -> None:
    """The spy peeks at cards of one (other) player [003:66] (X-35)."""
    g = game([seat(["spy", "junk"], ["junk"]), seat(["junk"]), seat(["junk"])], {"recon1"})
    assert refused(g, 0, "spy 0:hand")


def test_binoculars_scout_sees_top_of_every_pile_and_returns_them() -> None:
    """Binoculars peek at the top card of every pile in play, returning each to the top of its
    pile [003:100]; only the user sees them [003:101]."""
    g = game(
        [seat(["binoculars"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon1"},
        junkyard=["rifle", "net", "junk"],
        contested=["grenade", "wolf_pack"],
    )
    g.apply(0, "scout binoculars")
    pass_windows(g)
    seen = knowledge(g, 0, "binoculars")
    assert seen["junkyard"] == ("rifle",)
    assert seen["contested"] == ("grenade",)
    assert zone_kinds(g, "junkyard")[:3] == ["rifle", "net", "junk"]
    assert zone_kinds(g, "contested") == ["grenade", "wolf_pack"]
    assert knowledge(g, 1, "binoculars") == {}
    assert "binoculars" in g.view(1).seats[0].discard


def test_two_binoculars_see_three_deep() -> None:
    """Two binoculars let you see the top 3 cards of each pile [003:102]."""
    g = game(
        [seat(["binoculars", "binoculars"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon1"},
        junkyard=["rifle", "net", "junk", "pills"],
    )
    g.apply(0, "scout binoculars binoculars")
    pass_windows(g)
    assert knowledge(g, 0, "binoculars")["junkyard"] == ("rifle", "net", "junk")


def test_binoculars_depth_on_a_short_pile_is_the_whole_pile() -> None:
    """An empty pile is simply not seen; a one-card contested pile shows its one card [003:100]."""
    g = game(
        [seat(["binoculars", "binoculars"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon1"},
        contested=["grenade"],
    )
    g.apply(0, "scout binoculars binoculars")
    pass_windows(g)
    assert knowledge(g, 0, "binoculars")["contested"] == ("grenade",)


def test_binoculars_in_two_player_game_skip_contested() -> None:
    """Two players: all contested-resource peeking is eliminated [000:114] (X-9)."""
    g = game([seat(["binoculars"], ["junk"]), seat(["junk"])], {"recon1"}, junkyard=["rifle"])
    g.apply(0, "scout binoculars")
    pass_windows(g)
    seen = knowledge(g, 0, "binoculars")
    assert "contested" not in seen
    assert seen["junkyard"] == ("rifle",)


def test_guard_cannot_cancel_binoculars_on_shared_piles() -> None:
    """A guard cancels an action outside the skirmish which targets your card(s) [003:123];
    binoculars look at shared piles, so a guard alone cannot cancel them (X-6)."""
    g = game([seat(["binoculars"], ["junk"]), seat(["guard"]), seat(["junk"])], {"recon1", "recon2"})
    g.apply(0, "scout binoculars")
    for _ in range(3):
        d = g.view(None).decision
        if d is None or d.kind != "respond":
            break
        assert "cancel guard" not in texts(g, d.seat)
        g.apply(d.seat, "pass")
    assert knowledge(g, 0, "binoculars")


def test_scouting_refugee_cancels_binoculars() -> None:
    """A scouting refugee can cancel a recon action such as binoculars [003:86,105]; the
    binoculars are discarded and nothing is seen; the refugee is replaced by a draw [003:86]."""
    g = game([seat(["binoculars"], ["junk"]), seat(["scouting_refugee"], ["net"]), seat(["junk"])], {"recon1"})
    g.apply(0, "scout binoculars")
    assert now(g).seat == 1
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert knowledge(g, 0, "binoculars") == {}
    assert "binoculars" in g.view(0).seats[0].discard
    assert g.view(1).hand == ("net",)


def test_binoculars_hunt_without_a_holder() -> None:
    """Binoculars are an instant: useful in hunting, no tribe member needed [003:96-97] (X-8)."""
    g = game([seat(["binoculars", "junk"], ["junk"]), seat(["junk"]), seat(["junk"])], {"recon1"})
    assert "hunt binoculars" in texts(g, 0)
    g.apply(0, "hunt binoculars")
    pass_windows(g)
    assert g.view(0).seats[0].food == 1


# --- Module 2: assassin, guard, provocateur, rogue ------------------------------------------------


def test_assassin_may_snipe_only_single_person_cards() -> None:
    """The assassin attacks only single-unit tribe members [003:118] (X-10)."""
    g = game(
        [seat(["assassin"], ["junk"]), seat(["brawler", "group_leaders"]), seat(["junk"])],
        {"recon2"},
        initiator=1,
    )
    g.apply(1, "end")
    g.apply(1, "commit brawler group_leaders")
    to_turn(g, 0)
    g.apply(0, "end")
    g.apply(0, "commit assassin")
    finish_to_skirmish(g)
    legal = texts(g, 0)
    assert any(t.endswith("1:brawler") for t in legal)
    assert not any("1:group_leaders" in t for t in legal)


def finish_to_skirmish(g: sc.Game) -> None:
    """End the remaining turns and commits (nothing) until a skirmish decision."""
    while (d := g.view(None).decision) is not None and d.kind in ("turn", "commit", "respond", "save"):
        g.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))


def test_guard_cancels_a_snipe_on_her_card_and_draws() -> None:
    """A guard cancels any action outside the skirmish which targets your cards, such as sniping
    while you gather; discard him and draw a new card [003:123-124]."""
    g = game(
        [seat(["guard", "brawler", "shovel"], ["pills"]), seat(["sniper_team"], ["junk"]), seat(["junk"])],
        {"recon2"},
    )
    g.apply(0, "dig brawler+shovel")
    assert now(g).seat == 1
    g.apply(1, "snipe 0:brawler")
    while (d := now(g)).seat != 0:
        g.apply(d.seat, "pass")
    assert "cancel guard" in texts(g, 0)
    g.apply(0, "cancel guard")
    pass_windows(g)
    assert now(g).kind == "keep"
    assert now(g).seat == 0
    assert "pills" in g.view(0).hand
    assert "guard" in g.view(1).seats[0].discard
    assert "sniper_team" in g.view(0).seats[1].discard


def test_provocateur_fights_with_force_size() -> None:
    """Rulebook example: combat medics (4 people) and a provocateur (1): fight score 5 [003:137]."""
    g = game(
        [seat(["combat_medics", "provocateur"]), seat(["thugs"]), seat(["junk"])],
        {"recon2", "recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit combat_medics provocateur", 1: "commit thugs"})
    assert "provoke provocateur" in texts(g, 0)
    g.apply(0, "provoke provocateur")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 5
    assert skirmish_outcome(g, 3) == 0


def finish_to_skirmish_with(g: sc.Game, commits: dict[int, str]) -> None:
    """End the turns, commit as given, pass windows, until a skirmish decision or the round ends."""
    start = g.round
    while (
        g.round == start
        and (d := g.view(None).decision) is not None
        and d.kind in ("turn", "commit", "respond", "save")
    ):
        if d.kind == "turn":
            g.apply(d.seat, "end")
        elif d.kind == "commit":
            g.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            g.apply(d.seat, "pass")


def test_provocateur_counts_portable_decoys() -> None:
    """The provocateur counts the force's size including building abilities that increase it
    [003:131]; portable decoys add 1 per 2 cards brought [003:206]: 4 cards (2 people + 2 tools)
    -> 2 + 2 = 4."""
    g = game(
        [
            seat(["provocateur", "scavenger", "spear", "net"], buildings=[{"building": "portable_decoys"}]),
            seat(["thugs"]),
            seat(["junk"]),
        ],
        {"recon2", "recon3"},
    )
    finish_to_skirmish_with(g, {0: "commit net provocateur scavenger spear", 1: "commit thugs"})
    g.apply(0, "provoke provocateur")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 4


def test_rogue_steals_a_tie_between_two_other_players() -> None:
    """Any two players with identical fight scores trigger the rogue for any player in the
    skirmish; it need not be in the tie [003:145]; passive [003:146]."""
    g = game([seat(["rogue"]), seat(["brawler"]), seat(["brawler"])], {"recon2"})
    finish_round(g, {0: "commit rogue", 1: "commit brawler", 2: "commit brawler"})
    assert skirmish_outcome(g, 3) == 0


def test_only_the_first_rogue_in_turn_order_wins() -> None:
    """Only the first rogue action can succeed, in turn order [003:143,148]."""
    g = game([seat(["brawler"]), seat(["rogue"]), seat(["rogue"]), seat(["brawler"])], {"recon2"}, initiator=2)
    finish_round(g, {0: "commit brawler", 1: "commit rogue", 2: "commit rogue", 3: "commit brawler"})
    assert skirmish_outcome(g, 3) == 2


def test_rogue_no_trigger_without_tie_for_highest() -> None:
    """Only a tie for the highest fight score is considered [003:144]: a tie below the top does
    not trigger the rogue."""
    g = game([seat(["rogue"]), seat(["thugs"]), seat(["brawler"]), seat(["brawler"])], {"recon2"})
    finish_round(g, {0: "commit rogue", 1: "commit thugs", 2: "commit brawler", 3: "commit brawler"})
    assert skirmish_outcome(g, 3) == 1


def test_tear_gas_does_not_stop_a_provocateur() -> None:
    """Tear gas is not effective against a provocateur: the member count is used [003:249]."""
    g = game(
        [seat(["provocateur", "scavenger", "scavenger"]), seat(["thugs", "tear_gas"]), seat(["junk"])],
        {"recon2", "recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit provocateur scavenger scavenger", 1: "commit tear_gas thugs"})
    g.apply(0, "provoke provocateur")
    pass_windows(g)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    gas = [t for t in texts(g, 1) if t.startswith("gas 0:")]
    assert gas
    g.apply(1, "gas 0:provocateur" if "gas 0:provocateur" in gas else gas[0])
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 3


def test_tear_gas_breaks_a_tie_and_rogue_does_not_steal() -> None:
    """Tear gas sets one opponent member's fight to 0 and can indirectly counter a rogue by
    breaking a tie [003:246,250]."""
    g = game(
        [seat(["rogue"]), seat(["brawler", "tear_gas"]), seat(["brawler"])],
        {"recon2", "recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit rogue", 1: "commit brawler tear_gas", 2: "commit brawler"})
    while (d := g.view(None).decision) is not None and d.kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    assert "gas 2:brawler" in texts(g, 1)
    g.apply(1, "gas 2:brawler")
    finish_round(g)
    assert skirmish_outcome(g, 3) == 1


def test_tear_gas_is_not_a_snipe_and_cannot_be_saved() -> None:
    """Tear gas is not a snipe, so a save cannot block it [003:248]."""
    g = game(
        [seat(["brawler", "medic"]), seat(["brawler", "tear_gas"]), seat(["junk"])],
        {"hq1", "recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler medic", 1: "commit brawler tear_gas"})
    while (d := g.view(None).decision) is not None and d.kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "gas 0:brawler")
    d = g.view(None).decision
    assert d is None or d.kind != "save"
    finish_round(g)
    assert skirmish_outcome(g, 3) == 1


# --- Module 3: courier, drill sergeant, hardy scavenger, scrappers, tinker, buildings ------------


def test_courier_draw_discards_two_of_the_drawn_cards() -> None:
    """A courier's draw (3) must discard two of the drawn cards [003:164]."""
    g = game([seat(["courier"], ["junk", "pills", "net", "spear"]), seat(["junk"]), seat(["junk"])], {"recon3"})
    g.apply(0, "draw courier")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["junk", "net", "pills"]
    assert "discard junk net" in texts(g, 0)
    assert refused(g, 0, "discard junk")
    g.apply(0, "discard junk net")
    pass_windows(g)
    assert g.view(0).hand == ("pills",)
    assert zone_kinds(g, "0:deck") == ["spear"]


def test_courier_with_group_leaders_still_discards_only_two() -> None:
    """Even if other cards augment the draw, only two drawn cards are discarded per courier
    [003:165]: group leaders +2 -> draw 5, keep 3."""
    deck = ["junk", "pills", "net", "spear", "shovel"]
    g = game([seat(["courier", "group_leaders"], deck), seat(["junk"]), seat(["junk"])], {"recon3"})
    g.apply(0, "draw courier+group_leaders")
    pass_windows(g)
    assert len(g.view(0).looking) == 5
    g.apply(0, "discard junk net")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["pills", "shovel", "spear"]


def test_courier_draw_of_one_card_left_discards_it() -> None:
    """X-11: if fewer than two were drawn, all drawn cards are discarded [003:164]. With an empty
    discard and a one-card deck, the courier draws only that card."""
    g = game([seat(["courier"], ["pills"]), seat(["junk"]), seat(["junk"])], {"recon3"})
    g.apply(0, "draw courier")
    pass_windows(g)
    if now(g).kind == "discard":  # the one drawn card must go: asked, or done at once
        assert texts(g, 0) == ["discard pills"]
        g.apply(0, "discard pills")
        pass_windows(g)
    assert "pills" not in g.view(0).hand
    assert "pills" in g.view(0).seats[0].discard


def test_drill_sergeant_with_empty_discard_still_draws_two() -> None:
    """If you have no cards in your discard pile, you still draw two [003:174]."""
    g = game([seat(["drill_sergeant"], ["pills", "net", "junk"]), seat(["junk"]), seat(["junk"])], {"recon3"})
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    if now(g).seat == 0 and "shuffle none" in texts(g, 0):
        g.apply(0, "shuffle none")
        pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]
    assert zone_kinds(g, "0:deck") == ["junk"]


def test_drill_sergeant_with_empty_deck_draws_the_two_retrieved() -> None:
    """With no cards in your deck, the two retrieved cards form your new deck [003:175], and
    the draw of two takes them."""
    g = game(
        [seat(["drill_sergeant"], [], discard=["rifle", "medkit", "junk"]), seat(["junk"]), seat(["junk"])],
        {"recon3", "hq1"},
    )
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    g.apply(0, "shuffle medkit rifle")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["medkit", "rifle"]
    assert zone_kinds(g, "0:deck") == []
    assert sorted(zone_kinds(g, "0:discard")) == ["drill_sergeant", "junk"]


def test_hardy_scavenger_returns_after_a_lost_skirmish_and_draw_still_made() -> None:
    """HS sent to a skirmish you lose return to your hand at the end of the round; you still make
    the standard draw next round [003:181-182]."""
    deck = ["junk", "junk", "pills", "net", "spear", "shovel"]
    g = game([seat(["hardy_scavenger", "brawler"], deck), seat(["thugs"]), seat(["junk"])], {"recon3"})
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit thugs"})
    assert skirmish_outcome(g, 3) == 1
    assert g.round == 4
    hand = g.view(0).hand
    assert hand.count("hardy_scavenger") == 1
    assert len(hand) == 6
    assert "brawler" in g.view(1).seats[0].discard


def test_hardy_scavenger_returns_after_a_narrow_loss() -> None:
    """HS units sent to a skirmish you lose return to your hand [003:181]."""
    g = game(
        [seat(["hardy_scavenger", "brawler"], ["junk"] * 5), seat(["brawler", "scavenger"], ["pills"] * 5), seat([])],
        {"recon3"},
    )
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit brawler scavenger"})
    # fight 2+0 = 2 vs 2+1 = 3: seat 1 wins
    assert skirmish_outcome(g, 3) == 1
    assert "hardy_scavenger" in g.view(0).hand


def test_hardy_scavenger_does_not_return_after_a_win() -> None:
    """HS returns only from a skirmish you lose or tie [003:181]."""
    g = game([seat(["hardy_scavenger", "thugs"], ["junk"] * 5), seat(["brawler"], ["pills"] * 5), seat([])], {"recon3"})
    finish_round(g, {0: "commit hardy_scavenger thugs", 1: "commit brawler"})
    assert skirmish_outcome(g, 3) == 0
    assert "hardy_scavenger" not in g.view(0).hand
    assert "hardy_scavenger" in g.view(0).seats[0].discard


def test_hardy_scavenger_deadlock_three_way() -> None:
    """A deadlock (tie on fight and people [000:274]) is a tie, so HS returns [003:181]."""
    g = game(
        [seat(["hardy_scavenger", "brawler"], ["junk"] * 5), seat(["brawler", "refugee"], ["pills"] * 5), seat([])],
        {"recon3"},
    )
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit brawler refugee"})
    assert skirmish_outcome(g, 3) is None
    assert "hardy_scavenger" in g.view(0).hand
    assert "grenade" in zone_kinds(g, "junkyard")


def test_scrappers_dig_from_the_bottom_and_return_to_top() -> None:
    """Scrappers may dig from the bottom, and return cards to the top or bottom [003:187-190];
    one card is still retrieved [003:189]."""
    g = game(
        [seat(["scrappers"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon3"},
        junkyard=["net", "pills", "junk", "spear", "shovel", "medkit"],
    )
    g.apply(0, "dig bottom scrappers")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["medkit", "shovel", "spear"]  # dig 3, from the bottom
    g.apply(0, "keep medkit")
    pass_windows(g)
    g.apply(0, "top spear")
    pass_windows(g)
    yard = zone_kinds(g, "junkyard")
    assert yard[:2] == ["spear", "net"]
    assert yard[-1] == "shovel"
    assert "medkit" in zone_kinds(g, "0:discard")


def test_tinker_lets_a_refugee_dig_the_schematics() -> None:
    """Any tribe member with a base dig (even a refugee) can team up with a tinker to dig in the
    schematics pile [003:197-198]."""
    g = game(
        [seat(["refugee", "tinker"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon3"},
        schematics=["scout_tower", "portable_decoys", "bunker"],
    )
    assert "build refugee+tinker" in texts(g, 0)
    g.apply(0, "build refugee+tinker")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["scout_tower"]


def test_tinker_alone_cannot_dig_schematics() -> None:
    """The tinker only modifies: he needs a partner with a base dig [003:197]."""
    g = game([seat(["tinker"], ["junk"]), seat(["junk"]), seat(["junk"])], {"recon3"})
    assert not any(t.startswith("build") for t in texts(g, 0))
    assert refused(g, 0, "build tinker")


def test_portable_decoys_break_a_people_tie() -> None:
    """Portable decoys increase the force size for tie-breaking: +1 per 2 cards brought, round
    down [003:205-206]. Brawler+spear (2 cards, fight 3... ) vs scavenger+spear+... same fight."""
    g = game(
        [
            seat(["brawler", "pills", "junk"], ["net"] * 4, buildings=[{"building": "portable_decoys"}]),
            seat(["brawler", "refugee"], ["pills"] * 5),
            seat([]),
        ],
        {"recon3"},
    )
    finish_round(g, {0: "commit brawler junk pills", 1: "commit brawler refugee"})
    totals = round_totals(g, 3)
    assert totals[0][2] == 2  # 1 person + 3 cards // 2
    assert totals[1][2] == 2
    assert skirmish_outcome(g, 3) is None


def test_portable_decoys_five_cards_round_down() -> None:
    """Five cards brought: +2 (round down, no half credit) [003:206]."""
    g = game(
        [
            seat(
                ["brawler", "pills", "junk", "net", "junk"], ["spear"] * 4, buildings=[{"building": "portable_decoys"}]
            ),
            seat(["brawler", "refugee", "refugee"], ["pills"] * 5),
            seat([]),
        ],
        {"recon3"},
    )
    finish_round(g, {0: "commit brawler junk junk net pills", 1: "commit brawler refugee refugee"})
    totals = round_totals(g, 3)
    assert totals[0][2] == 3
    assert totals[1][2] == 3


def test_scout_tower_peeks_two_piles_two_deep_after_a_discard() -> None:
    """Discard 1 card to activate; two piles; first two cards of each, returned in order
    [003:210-212]."""
    g = game(
        [seat(["junk", "pills"], ["net"], buildings=[{"building": "scout_tower"}]), seat(["junk"]), seat(["junk"])],
        {"recon3"},
        junkyard=["rifle", "net", "junk"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    assert "tower junk contested+junkyard" in texts(g, 0)
    g.apply(0, "tower junk contested+junkyard")
    pass_windows(g)
    seen = knowledge(g, 0, "scout tower") or knowledge(g, 0, "scout_tower")
    assert seen["junkyard"] == ("rifle", "net")
    assert seen["contested"][:2] == ("grenade", "wolf_pack")
    assert "junk" in g.view(0).seats[0].discard
    assert not any(t.startswith("tower") for t in texts(g, 0))  # once per round


def test_demolition_team_resets_a_timer_and_draws_two() -> None:
    """Demolition team: reset the build timer of one under-construction building, then draw two
    [003:237]."""
    g = game(
        [
            seat(["demolition_team"], ["pills", "net", "junk"]),
            seat(
                ["junk"],
                ["pills", "net", "spear", "shovel", "medkit"],
                buildings=[{"building": "bunker", "timer": ["junk"]}],
            ),
            seat(["junk"]),
        ],
        {"hq1", "hq2", "recon4"},
    )
    assert "demolish 1:bunker" in texts(g, 0)
    g.apply(0, "demolish 1:bunker")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]
    assert "demolition_team" in g.view(2).seats[0].discard
    bunker = next(b for b in g.view(2).seats[1].buildings if b.kind == "bunker")
    assert bunker.timer == 5  # the bunker's full build time


# --- Module 4: random contested resources, cargo sled, combat medics, tribal hunters -------------


def test_random_contested_pile_is_fourteen_of_the_twenty_eight() -> None:
    """Module 4: shuffle all 28 CRs and use the top 14 [003:220] (V-9)."""
    for s in range(4):
        g = sc.Game.new(sc.GameConfig(players=3, seed=s, modules=frozenset({"recon4"})))
        pile = zone_kinds(g, "contested")
        assert len(pile) == 14
        assert set(pile) <= set(BASE_CR + RECON_CR)
        assert all(pile.count(k) <= 2 for k in set(pile))


BASE_CR = ("wolf_pack", "grenade", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4", "tribe_family_5")
RECON_CR = (
    "cargo_sled",
    "combat_medics",
    "demolition_team",
    "tear_gas",
    "tribal_hunters_2",
    "tribal_hunters_3",
    "tribal_hunters_4",
)


def test_cargo_sled_keeps_an_extra_tool_or_medicine() -> None:
    """With a cargo sled you may keep an additional tool or medicine from the dig [003:227]."""
    g = game(
        [seat(["scavenger", "cargo_sled"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon4"},
        junkyard=["net", "pills", "brawler", "junk"],
    )
    g.apply(0, "dig scavenger+cargo_sled")  # dig 1 + 2
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["brawler", "net", "pills"]
    legal = texts(g, 0)
    assert "keep net pills" in legal or "keep pills net" in legal
    g.apply(0, "keep brawler net")
    pass_windows(g)
    assert {"brawler", "net"} <= set(zone_kinds(g, "0:discard"))
    assert "pills" in zone_kinds(g, "junkyard")


def test_cargo_sled_cannot_keep_two_people() -> None:
    """Two tribe members or instants found: you may keep only one [003:227]."""
    g = game(
        [seat(["scavenger", "cargo_sled"], ["junk"]), seat(["junk"]), seat(["junk"])],
        {"recon4", "recon1"},
        junkyard=["brawler", "binoculars", "scout"],
    )
    g.apply(0, "dig scavenger+cargo_sled")
    pass_windows(g)
    assert refused(g, 0, "keep brawler scout")
    assert refused(g, 0, "keep binoculars brawler")


def test_combat_medics_save_and_still_fight() -> None:
    """Combat medics can save against a snipe AND fight in the same round [003:232] (X-18)."""
    g = game(
        [seat(["combat_medics", "brawler"]), seat(["sniper_team", "thugs"]), seat([])],
        {"recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler combat_medics", 1: "commit sniper_team thugs"})
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 0:brawler")
    assert now(g).kind == "save"
    assert now(g).seat == 0
    assert "save combat_medics" in texts(g, 0)
    g.apply(0, "save combat_medics")
    finish_round(g)
    totals = round_totals(g, 3)
    assert totals[0][1] == 3  # brawler 2 + combat medics 1: the medics saved and still fought
    assert totals[0][2] == 5


def test_tribal_hunters_hunt_and_fight() -> None:
    """Tribal hunters are dedicated hunters with a minor fight [003:255]; the 4-person card hunts
    2 (X-20)."""
    g = game([seat(["tribal_hunters_4"], ["junk"]), seat(["junk"]), seat(["junk"])], {"recon4"})
    g.apply(0, "hunt tribal_hunters_4")
    pass_windows(g)
    assert g.view(0).seats[0].food == 2


def test_tear_gas_outside_the_skirmish_is_not_usable() -> None:
    """Tear gas is used only in the skirmish [003:241]."""
    g = game([seat(["tear_gas", "brawler"], ["junk"]), seat(["brawler"]), seat(["junk"])], {"recon4"})
    assert not any(t.startswith("gas") for t in texts(g, 0))
    assert refused(g, 0, "gas 1:brawler")


# --- Module 5: Humanitarians, map, Swindler, Yardmaster -----------------------------------------


def test_map_sends_a_used_member_to_another_action() -> None:
    """A map retrieves a tribe member just used and applies it to another action this round;
    not the same action twice [003:273-274] (X-19)."""
    g = game(
        [seat(["scavenger", "map", "junk"], ["pills", "net"]), seat(["junk"]), seat(["junk"])],
        {"recon5"},
        junkyard=["spear", "junk", "rifle"],
    )
    g.apply(0, "draw scavenger")
    pass_windows(g)
    assert "map scavenger" in texts(g, 0)
    g.apply(0, "map scavenger")
    pass_windows(g)
    assert "scavenger" in g.view(0).hand
    assert refused(g, 0, "draw scavenger")
    assert "hunt scavenger" in texts(g, 0)
    assert "map" in g.view(1).seats[0].discard


def test_map_cannot_be_disarmed_or_used_without_a_prior_action() -> None:
    """The map is played to retrieve a member you have just used [003:273]: before any action it
    has nothing to retrieve."""
    g = game([seat(["scavenger", "map"], ["junk"]), seat(["junk"]), seat(["junk"])], {"recon5"})
    assert not any(t.startswith("map") for t in texts(g, 0))


def test_swindler_one_refugee_takes_one_food_off_a_hire() -> None:
    """The Swindler: discard 1 refugee to reduce a hire by 1 food [003:278]; once per turn
    [003:279]."""
    g = game(
        [
            seat(["refugee", "refugee", "scavenger"], ["junk"], leader="leader_swindler"),
            seat(["junk"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
    )
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    assert g.view(0).seats[0].food == 1
    assert "hire brawler" not in texts(g, 0)  # a brawler costs 2 food
    assert "lead refugee" in texts(g, 0)
    g.apply(0, "lead refugee")
    pass_windows(g)
    assert refused(g, 0, "lead refugee")
    assert "hire brawler" in texts(g, 0)
    g.apply(0, "hire brawler")
    pass_windows(g)
    assert "brawler" in zone_kinds(g, "0:discard")


def test_humanitarians_tie_is_not_awarded() -> None:
    """Humanitarians: no tie-breaker; in a tie the gang is not awarded [003:265]."""
    players = [seat([], ["refugee"] * 4), seat([], ["refugee"] * 4), seat([], ["junk"])]
    g = game(players, {"recon5"}, contested=["grenade"])
    finish_round(g)
    assert g.over
    assert g.score(0).gangs == ()
    assert g.score(1).gangs == ()
    assert g.score(0).people == g.score(1).people == 4


def test_humanitarians_go_to_the_most_refugees() -> None:
    """Awarded by the number of cards with the refugee keyword [003:264], scouting refugees
    included [003:83]."""
    players = [seat([], ["refugee"] * 3 + ["scouting_refugee"]), seat([], ["refugee"] * 3), seat([], ["junk"])]
    g = game(players, {"recon5"}, contested=["grenade"])
    finish_round(g)
    assert g.over
    assert g.score(0).gangs
    assert g.score(1).gangs == ()


def test_yardmaster_peek_and_bottom_preserves_order() -> None:
    """The Yardmaster peeks at the top two junkyard cards and returns both to the top or bottom,
    preserving their order [003:283]; once per round [003:283]."""
    g = game(
        [
            seat(["junk"], ["pills"], leader="leader_yardmaster"),
            seat(["junk"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
        junkyard=["rifle", "net", "spear", "junk"],
    )
    g.apply(0, "yard")
    assert knowledge(g, 0, "yardmaster") == {"junkyard": ("rifle", "net")} or any(
        k.cards == ("rifle", "net") for k in g.view(0).knowledge
    )
    g.apply(0, "yard bottom")
    pass_windows(g)
    yard = zone_kinds(g, "junkyard")
    assert yard[:2] == ["spear", "junk"]
    assert yard[-2:] == ["rifle", "net"]
    assert "yard" not in texts(g, 0)
    assert not any(k.cards == ("rifle", "net") for k in g.view(1).knowledge)


def test_yardmaster_on_another_players_turn() -> None:
    """The Yardmaster's peek may be taken at any time during the round [003:284] (ED-20)."""
    g = game(
        [
            seat(["scavenger"], ["pills"], leader="leader_mentor"),
            seat(["junk"], leader="leader_yardmaster"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
        junkyard=["rifle", "net", "spear"],
    )
    g.apply(0, "draw scavenger")
    d = now(g)
    assert d.seat == 1
    assert "yard" in texts(g, 1)
    g.apply(1, "yard")
    g.apply(1, "yard top")
    pass_windows(g)
    assert zone_kinds(g, "junkyard")[:3] == ["rifle", "net", "spear"]


def test_yardmaster_with_a_one_card_junkyard() -> None:
    """Peek at the top two cards [003:283]: with only one card there, one is seen and returned."""
    g = game(
        [
            seat(["junk"], ["pills"], leader="leader_yardmaster"),
            seat(["junk"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
        junkyard=["rifle"],
    )
    assert "yard" in texts(g, 0)
    g.apply(0, "yard")
    assert any(k.cards == ("rifle",) for k in g.view(0).knowledge)
    g.apply(0, "yard bottom")
    pass_windows(g)
    assert zone_kinds(g, "junkyard") == ["rifle"]


# --- Variants: alternate starting hands, leader drafting -----------------------------------------


def test_alternate_starting_hands_change_the_decks_and_the_market() -> None:
    """Scouting refugees for refugees, hardy scavengers for scavengers, guards for brawlers
    [003:292-294]; a starting type is not also put out for hire [003:296] (V-10)."""
    variants = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})
    g = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=frozenset({"recon2"}), variants=variants))
    for s in range(3):
        tribe = owned(g, s)
        assert tribe["scouting_refugee"] == 4
        assert tribe["refugee"] == 0
        assert tribe["hardy_scavenger"] == 3
        assert tribe["scavenger"] == 0
        assert tribe["guard"] == 1
        assert tribe["brawler"] == 0
    market = dict(g.view(0).market)
    assert "hardy_scavenger" not in market
    assert "guard" not in market


def draft_game(food_hand: list[str], pile: list[str], leader: str | None = None, **table: Any) -> sc.Game:
    me: dict[str, Any] = {"hand": food_hand, "deck": ["junk"] * 3}
    if leader is not None:
        me["leader"] = leader
    return game(
        [me, seat(["pills"]), seat(["medkit"])],
        {"hq1", "hq2", "hq3"},
        variants={"leader_draft"},
        leaders=pile,
        **table,
    )


def test_bribe_draws_one_leader_per_food_and_returns_the_rest_to_the_bottom() -> None:
    """For each food generated, draw 1 leader; take one, return the others to the bottom
    [003:306,308]; it is face up and in effect at once [003:309-310]."""
    g = draft_game(["scavenger", "spear"], ["leader_mentor", "leader_butcher", "leader_gangster", "leader_organizer"])
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    food = g.view(0).seats[0].food
    assert food == 2
    g.apply(0, "bribe")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["leader_butcher", "leader_mentor"]
    assert g.view(1).seats[0].looking_count == 2
    assert g.view(1).looking == ()
    g.apply(0, "keep leader_butcher")
    pass_windows(g)
    assert g.view(1).seats[0].leader == "leader_butcher"
    assert zone_kinds(g, "leaders") == ["leader_gangster", "leader_organizer", "leader_mentor"]


def test_bribe_is_the_rounds_hire() -> None:
    """A player may not hire more than once per turn: after a bribe, no mercenary [003:307]."""
    g = draft_game(["scavenger", "spear", "medkit"], ["leader_mentor", "leader_butcher"])
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    g.apply(0, "keep none")
    pass_windows(g)
    assert not any(t.startswith("hire") or t == "bribe" for t in texts(g, 0))
    assert zone_kinds(g, "leaders") == ["leader_mentor", "leader_butcher"]


def test_bribe_with_more_food_than_leaders_draws_the_whole_pile() -> None:
    """Draw 1 leader per food [003:306]: 2 food but one leader left draws that one."""
    g = draft_game(["scavenger", "spear"], ["leader_mentor"])
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    assert g.view(0).looking == ("leader_mentor",)


def test_bribe_with_an_empty_leader_pile_is_not_offered() -> None:
    """Nothing to draw from an empty pile (docs/scenarios.md: `[]` is a pile no bribe draws from)."""
    g = draft_game(["scavenger", "spear"], [])
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    assert "bribe" not in texts(g, 0)


def test_new_leader_replaces_the_old_which_goes_to_the_bottom() -> None:
    """A player with a leader may take a new one and replace her current leader, returning the
    rest to the bottom [003:312]."""
    g = draft_game(["scavenger"], ["leader_mentor", "leader_butcher"], leader="leader_gangster")
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    assert g.view(0).looking == ("leader_mentor",)
    g.apply(0, "keep leader_mentor")
    pass_windows(g)
    assert g.view(2).seats[0].leader == "leader_mentor"
    assert zone_kinds(g, "leaders") == ["leader_butcher", "leader_gangster"]


def test_binoculars_may_target_the_leader_pile() -> None:
    """Actions that peek at a pile can target the leader pile [003:311]."""
    g = game(
        [seat(["binoculars"], ["junk"]), seat(["pills"]), seat(["medkit"])],
        {"hq1", "hq2", "hq3", "recon1"},
        variants={"leader_draft"},
        leaders=["leader_mentor", "leader_butcher"],
    )
    g.apply(0, "scout binoculars")
    pass_windows(g)
    assert knowledge(g, 0, "binoculars")["leaders"] == ("leader_mentor",)
    assert zone_kinds(g, "leaders") == ["leader_mentor", "leader_butcher"]


# --- The solo game ----------------------------------------------------------------------------


def solo(hand: list[str], opponents: list[list[str]], modules: set[str] | None = None, **player: Any) -> sc.Game:
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    config = sc.GameConfig(players=1, seed=0, modules=frozenset(modules or ()), scenario=scenario)
    return sc.Game.new(config)


def test_solo_forces_are_seven_of_the_right_sizes() -> None:
    """Seven face-down forces: one of 3, two of 4, three of 5, one of 6 (32 cards) [003:320-326]."""
    g = sc.Game.new(sc.GameConfig(players=1, seed=3))
    assert sorted(g.view(0).forces) == [3, 4, 4, 5, 5, 5, 6]
    assert sum(g.view(0).forces) == 32


def test_solo_win_prize_is_a_contested_resource_scoring_two() -> None:
    """Win: take one card of the opponent's force into your discard [003:338]; CRs count 2
    points, other cards 1 [003:347-348]."""
    g = solo(["thugs", "brawler"], [["grenade", "tribe_family_3"], ["sled_team"]], deck=["refugee"] * 5)
    before = g.score(0).points
    g.apply(0, "end")
    g.apply(0, "engage 1")
    g.apply(0, "commit brawler thugs")
    while now(g).kind == "skirmish":
        g.apply(0, "pass")
    assert now(g).kind == "prize"
    g.apply(0, "keep grenade")
    assert g.score(0).points == before + 2
    assert g.view(0).forces[0] == 0


def test_solo_game_ends_after_the_seventh_fight() -> None:
    """Play continues until you have skirmished each of the seven forces; after the seventh,
    proceed to scoring [003:341-343]."""
    g = solo(["thugs"], [["tribe_family_3"]], deck=["refugee"] * 5)
    g.apply(0, "end")
    g.apply(0, "engage 1")
    g.apply(0, "commit thugs")
    while not g.over and now(g).kind in ("skirmish", "prize"):
        g.apply(0, "pass" if now(g).kind == "skirmish" else texts(g, 0)[0])
    assert g.over
    assert g.result is not None


def test_solo_attrition_on_reshuffle() -> None:
    """Every time you shuffle your discard to form a new deck, remove the top card of the new
    deck permanently [003:333]."""
    g = solo(["scavenger"], [["tribe_family_3"], ["sled_team"]], deck=["junk"], discard=["pills", "net", "spear"])
    g.apply(0, "draw scavenger")
    pass_windows(g)
    # the draw of 1 takes the deck's only card; no reshuffle yet
    assert g.view(0).seats[0].removed == 0
    g.apply(0, "end")
    assert now(g).kind == "engage"
    g.apply(0, "pass")  # no skirmish this turn [003:334]
    # next turn: draw 5 from an empty deck reshuffles the discard: one card removed
    while now(g).kind != "turn":
        g.apply(0, "pass")
    assert g.view(0).seats[0].removed == 1


def test_solo_spy_on_an_opponent_force() -> None:
    """A spy may target a remaining opponent force and see up to 4 cards [003:66] (X-37)."""
    g = solo(["spy"], [["grenade", "rifle", "thugs", "wolf_pack", "sled_team"], ["junk"]], {"recon1"}, deck=["pills"])
    spies = [t for t in texts(g, 0) if t.startswith("spy")]
    assert spies
    g.apply(0, spies[0])
    pass_windows(g)
    seen = [k for k in g.view(0).knowledge if k.source == "spy"]
    assert seen
    assert len(seen[0].cards) == 4


# --- The older edition (rules="2012") ---------------------------------------------------------


def test_2012_initiator_passes_after_round_one() -> None:
    """[001:130-137]: the initiator card passes left every round (docs/variants.md, ED-1's older
    reading)."""
    players = [seat(["junk"], ["junk"] * 5), seat(["pills"], ["pills"] * 5), seat(["net"], ["net"] * 3)]
    g = game(players, set(), rules="2012", round=1)
    finish_round(g)
    assert g.round == 2
    assert g.view(0).initiator == 1
    g2 = game(players, set(), rules="2015", round=1)
    finish_round(g2)
    assert g2.view(0).initiator == 0


def test_2012_fight_zero_is_no_fight() -> None:
    """[001:283,455]: no attack can be made unless the fight total is at least 1; a force of
    hardy scavengers (fight 0) and 1 person loses to 2 refugees (more people)."""
    players = [seat(["hardy_scavenger"], ["junk"] * 5), seat(["refugee", "refugee"], ["pills"] * 5), seat([])]
    g = game(players, {"recon3"}, rules="2012")
    finish_round(g, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    assert skirmish_outcome(g, 3) == 1
    g2 = game(players, {"recon3"}, rules="2015")
    finish_round(g2, {0: "commit hardy_scavenger", 1: "commit refugee refugee"})
    assert skirmish_outcome(g2, 3) == 0  # [000:418-420] fight 0 beats no fight


def test_2012_owner_sees_own_timer_cards() -> None:
    """[001] timer cards are face down only: the owner may look (ED-11); not the others."""
    bunker = {"building": "bunker", "timer": ["rifle", "junk"]}
    players = [seat(["junk"], ["pills"], buildings=[bunker]), seat(["net"]), seat(["spear"])]
    g = game(players, {"hq1", "hq2"}, rules="2012")
    timers = g.view(0).timers
    assert [sorted(t) for t in timers] == [["junk", "rifle"]]
    assert not g.view(1).timers
    g2 = game(players, {"hq1", "hq2"}, rules="2015")
    assert not g2.view(0).timers


def test_2012_store_once_a_round() -> None:
    """[001]: store is an action, and every action is taken once a round (ED-15's older reading,
    docs/variants.md)."""
    bunker = {"building": "bunker"}
    players = [seat(["brawler", "scout"], ["pills"], buildings=[bunker]), seat(["net"]), seat(["spear"])]
    g = game(players, {"hq1", "hq2"}, rules="2012")
    g.apply(0, "store bunker brawler")
    pass_windows(g)
    assert not any(t.startswith("store") for t in texts(g, 0))
    g2 = game(players, {"hq1", "hq2"}, rules="2015")
    g2.apply(0, "store bunker brawler")
    pass_windows(g2)
    assert "store bunker scout" in texts(g2, 0)


def test_2012_work_goes_to_one_building_a_round() -> None:
    """[001]: accelerate construction of one building per round (ED-7's older reading)."""
    buildings = [{"building": "bunker", "timer": ["junk", "junk"]}, {"building": "armory", "timer": ["net", "net"]}]
    players = [seat(["refugee", "scavenger"], ["pills"], buildings=buildings), seat(["spear"]), seat(["shovel"])]
    g = game(players, {"hq1", "hq2"}, rules="2012")
    g.apply(0, "work bunker refugee")
    pass_windows(g)
    assert not any(t.startswith("work armory") for t in texts(g, 0))
    g2 = game(players, {"hq1", "hq2"}, rules="2015")
    g2.apply(0, "work bunker refugee")
    pass_windows(g2)
    assert any(t.startswith("work armory") for t in texts(g2, 0))


# --- Unusual but legal: cancels from a bunker, snipes of special cards, two players ------------


def bunker_with(*stored: str) -> dict[str, Any]:
    return {"building": "bunker", "stored": list(stored)}


def test_scouting_refugee_cancels_a_spy_from_the_bunker() -> None:
    """The card that cancels a spy can be revealed from the bunker [003:71] (X-4, I-6)."""
    g = game(
        [
            seat(["spy"], ["pills"]),
            seat([], ["net", "junk"], buildings=[bunker_with("scouting_refugee")]),
            seat(["junk"]),
        ],
        {"hq1", "hq2", "recon1"},
    )
    g.apply(0, "spy 1:deck")
    while (d := now(g)).seat != 1:
        g.apply(d.seat, "pass")
    legal = texts(g, 1)
    cancel = [t for t in legal if t.startswith("cancel") or t.startswith("retrieve")]
    assert cancel, legal
    g.apply(1, cancel[0])
    if now(g).seat == 1 and any(t.startswith("cancel") for t in texts(g, 1)):
        g.apply(1, next(t for t in texts(g, 1) if t.startswith("cancel")))
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {}
    assert g.view(0).hand == ("pills",)
    assert "scouting_refugee" in g.view(0).seats[1].discard


def test_rogue_wins_a_two_player_tie_by_one() -> None:
    """Two players: win by 2 or it is a tie [000:116]; a rogue triggers on that tie (V-2)."""
    g = game([seat(["rogue"], ["junk"] * 5), seat(["brawler"], ["pills"] * 5)], {"recon2"})
    finish_round(g, {0: "commit rogue", 1: "commit brawler"})
    assert skirmish_outcome(g, 3) == 0


def test_hardy_scavenger_returns_on_a_two_player_tie() -> None:
    """A 2-player skirmish not won by 2 is a tie [000:116]; HS return on a tie [003:181] (V-2)."""
    g = game([seat(["hardy_scavenger", "brawler"], ["junk"] * 5), seat(["brawler"], ["pills"] * 5)], {"recon3"})
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit brawler"})
    assert skirmish_outcome(g, 3) is None
    assert "hardy_scavenger" in g.view(0).hand
    assert "brawler" not in g.view(0).hand


def test_sniped_rogue_does_not_steal() -> None:
    """Your rogue can be targeted by a snipe [003:147]: a sniped rogue steals nothing, and the
    tie is settled by people (seat 2's 4 against seat 1's 3)."""
    g = game(
        [seat(["rogue"]), seat(["brawler", "sniper_team"]), seat(["brawler", "refugee", "refugee", "refugee"])],
        {"recon2"},
    )
    commits = {0: "commit rogue", 1: "commit brawler sniper_team", 2: "commit brawler refugee refugee refugee"}
    finish_to_skirmish_with(g, commits)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 0:rogue")
    finish_round(g)
    assert skirmish_outcome(g, 3) == 2


def test_sniped_provocateur_reverts_to_natural_fight() -> None:
    """If your provocateur gets sniped, your fight score reverts to its natural score [003:133];
    a later player can snipe an earlier provocateur [003:135]."""
    g = game(
        [seat(["provocateur", "refugee", "refugee", "refugee"]), seat(["brawler", "sniper_team"]), seat([])],
        {"recon2"},
    )
    finish_to_skirmish_with(g, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler sniper_team"})
    g.apply(0, "provoke provocateur")
    pass_windows(g)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 0:provocateur")
    finish_round(g)
    totals = round_totals(g, 3)
    assert totals[0][1] == 0
    assert skirmish_outcome(g, 3) == 1


def test_gangster_bonus_does_not_count_for_the_provocateur() -> None:
    """The Gangster leader ability does not count toward the provocateur [003:134]."""
    g = game(
        [
            seat(["provocateur", "refugee", "refugee"], leader="leader_gangster"),
            seat(["thugs"], leader="leader_mentor"),
            seat([], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon2"},
    )
    finish_to_skirmish_with(g, {0: "commit provocateur refugee refugee", 1: "commit thugs"})
    g.apply(0, "provoke provocateur")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 3


def test_drill_sergeant_in_the_skirmish_adds_nothing_to_the_force() -> None:
    """Using the drill sergeant in the skirmish does NOT add new cards to the force [003:176];
    the sergeant gives up its fight (X-13)."""
    g = game(
        [seat(["drill_sergeant", "brawler"], ["thugs", "scout", "junk"]), seat(["brawler", "scavenger"]), seat([])],
        {"recon3"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler drill_sergeant", 1: "commit brawler scavenger"})
    assert "drill drill_sergeant" in texts(g, 0)
    g.apply(0, "drill drill_sergeant")
    if now(g).seat == 0 and "shuffle none" in texts(g, 0):
        g.apply(0, "shuffle none")
    pass_windows(g)
    finish_round(g)
    totals = round_totals(g, 3)
    assert totals[0][1] == 2  # the brawler alone: thugs drawn do not join
    assert skirmish_outcome(g, 3) == 1


def test_binoculars_cannot_be_disarmed() -> None:
    """Binoculars cannot be discarded through a disarm [003:98]; the spear can."""
    g = game(
        [seat(["scavenger", "spear", "binoculars"], ["junk"]), seat(["saboteur"]), seat(["junk"])],
        {"recon1"},
    )
    g.apply(0, "hunt scavenger+spear binoculars")
    assert now(g).seat == 1
    legal = texts(g, 1)
    assert "disarm 0:spear" in legal
    assert not any("binoculars" in t for t in legal)


def test_assassin_cannot_snipe_a_leader() -> None:
    """The assassin only attacks single-unit tribe members [003:118]; a leader is not one (X-10)."""
    g = game(
        [
            seat(["assassin"], ["junk"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
            seat(["junk"], leader="leader_gangster"),
        ],
        {"hq1", "hq2", "hq3", "hq4", "recon2"},
    )
    assert not any(t.startswith("snipe") and "leader" in t for t in texts(g, 0))
    assert refused(g, 0, "snipe assassin 1:leader_butcher")


def test_guard_cancels_a_disarm_of_her_tool() -> None:
    """A guard cancels disarming while you gather [003:123]."""
    g = game(
        [seat(["scavenger", "spear", "guard"], ["pills"]), seat(["saboteur"]), seat(["junk"])],
        {"recon2"},
    )
    g.apply(0, "hunt scavenger+spear")
    g.apply(1, "disarm 0:spear")
    while (d := now(g)).seat != 0:
        g.apply(d.seat, "pass")
    assert "cancel guard" in texts(g, 0)
    g.apply(0, "cancel guard")
    pass_windows(g)
    assert g.view(0).seats[0].food == 2


def test_guard_cannot_cancel_in_the_skirmish() -> None:
    """The guard cancels only outside the skirmish [003:123] (X-6)."""
    g = game(
        [seat(["guard", "brawler"]), seat(["brawler", "sniper_team"]), seat([])],
        {"recon2"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler guard", 1: "commit brawler sniper_team"})
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 0:brawler")
    while (pending := g.view(None).decision) is not None and g.round == 3:
        assert not any(t.startswith("cancel") for t in texts(g, pending.seat))
        g.apply(pending.seat, "pass")
    assert round_totals(g, 3)[0] == (1, 2, 1)  # the guard alone: the brawler was sniped


def test_scout_tower_cancelled_keeps_its_discard_and_is_spent() -> None:
    """A scouting refugee may cancel a scout tower's recon [003:86,89]; the activation discard
    stays discarded and the tower is used for the round (X-4)."""
    g = game(
        [
            seat(["junk", "pills"], ["net"], buildings=[{"building": "scout_tower"}]),
            seat(["scouting_refugee"], ["spear"]),
            seat(["junk"]),
        ],
        {"recon1", "recon3"},
    )
    g.apply(0, "tower junk contested+junkyard")
    assert now(g).seat == 1
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert "junk" in g.view(0).seats[0].discard
    assert not any(t.startswith("tower") for t in texts(g, 0))
    assert knowledge(g, 0, "scout tower") == {}
    assert knowledge(g, 0, "scout_tower") == {}
    assert g.view(1).hand == ("spear",)


def test_scout_tower_with_binoculars_sees_four_deep() -> None:
    """Binoculars improve any recon by two cards [003:102] (X-1): a tower sees four of each pile."""
    g = game(
        [
            seat(["junk", "binoculars"], ["net"], buildings=[{"building": "scout_tower"}]),
            seat(["pills"]),
            seat(["spear"]),
        ],
        {"recon1", "recon3"},
        junkyard=["rifle", "net", "junk", "medkit", "pills"],
        contested=["grenade", "wolf_pack", "sled_team", "field_crew", "tribe_family_3"],
    )
    g.apply(0, "tower junk binoculars contested+junkyard")
    pass_windows(g)
    seen = knowledge(g, 0, "scout tower") or knowledge(g, 0, "scout_tower")
    assert seen["junkyard"] == ("rifle", "net", "junk", "medkit")
    assert seen["contested"] == ("grenade", "wolf_pack", "sled_team", "field_crew")


def test_demolition_cannot_target_a_complete_building() -> None:
    """Demolition resets the timer of an under-construction building [003:237]: a complete
    building is no target."""
    g = game(
        [
            seat(["demolition_team"], ["pills", "net"]),
            seat(["junk"], buildings=[{"building": "bunker"}]),
            seat(["junk"]),
        ],
        {"hq1", "hq2", "recon4"},
    )
    assert not any(t.startswith("demolish") for t in texts(g, 0))
    assert refused(g, 0, "demolish 1:bunker")


def test_cancelled_demolition_still_draws_two() -> None:
    """A guard cancels an attack on her buildings [003:123]; the demolition team is discarded and
    still draws 2 (X-28); the timer is not reset."""
    g = game(
        [
            seat(["demolition_team"], ["pills", "net"]),
            seat(["guard"], ["spear", "shovel", "junk"], buildings=[{"building": "bunker", "timer": ["junk"]}]),
            seat(["medkit"]),
        ],
        {"hq1", "hq2", "recon2", "recon4"},
    )
    g.apply(0, "demolish 1:bunker")
    while (d := now(g)).seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "cancel guard")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]
    assert next(b for b in g.view(0).seats[1].buildings if b.kind == "bunker").timer == 1


def test_yardmaster_cannot_be_cancelled() -> None:
    """The Yardmaster's action cannot be canceled [003:285]: no scouting refugee may answer it."""
    g = game(
        [
            seat(["junk"], ["pills"], leader="leader_yardmaster"),
            seat(["scouting_refugee"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon1", "recon5"},
        junkyard=["rifle", "net", "spear"],
    )
    g.apply(0, "yard")
    assert now(g).seat == 0
    assert not any(t.startswith("cancel") for t in texts(g, 1))
    g.apply(0, "yard top")
    assert zone_kinds(g, "junkyard")[:3] == ["rifle", "net", "spear"]


def test_swindler_two_refugees_take_one_med_off() -> None:
    """Discard 2 refugees to reduce the hire by 1 medicine [003:278]; a scouting refugee is a
    refugee for leader powers [003:83]. A group leaders costs 2 food + 2 meds."""
    g = game(
        [
            seat(["refugee", "scouting_refugee", "scavenger", "spear", "pills"], ["junk"], leader="leader_swindler"),
            seat(["junk"], leader="leader_mentor"),
            seat(["junk"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
    )
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    assert g.view(0).seats[0].food == 2
    assert not any(t.startswith("hire group_leaders") for t in texts(g, 0))
    g.apply(0, "lead refugee scouting_refugee")
    pass_windows(g)
    assert "hire group_leaders pay pills" in texts(g, 0)


def test_spy_on_a_committed_force() -> None:
    """Example 1: a spy peeks at another player's committed skirmish cards [003:75]."""
    g = game(
        [seat(["brawler", "thugs"], ["junk"]), seat(["spy"], ["pills"]), seat(["net"])],
        {"recon1"},
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler thugs")
    pass_windows(g)
    assert "spy 0:force" in texts(g, 1)
    g.apply(1, "spy 0:force")
    pass_windows(g)
    assert sorted(knowledge(g, 1, "spy")["0:force"]) == ["brawler", "thugs"]
    assert knowledge(g, 2, "spy") == {}


def test_a_sniped_spy_is_discarded_and_still_draws() -> None:
    """Example 3: a third player snipes the spy with a sniper team from her bunker; the spy is
    discarded and its owner draws a card; the sniper team is discarded [003:73,79]."""
    g = game(
        [
            seat(["spy"], ["pills"]),
            seat(["junk"], ["net"]),
            seat([], ["spear"], buildings=[bunker_with("sniper_team")]),
        ],
        {"hq1", "hq2", "recon1"},
    )
    g.apply(0, "spy 1:deck")
    while (d := now(g)).seat != 2:
        g.apply(d.seat, "pass")
    legal = texts(g, 2)
    snipe = [t for t in legal if t.startswith("snipe") and "spy" in t]
    if not snipe:
        g.apply(2, next(t for t in legal if t.startswith("retrieve")))
        snipe = [t for t in texts(g, 2) if t.startswith("snipe") and "spy" in t]
    assert snipe, legal
    g.apply(2, snipe[0])
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {}
    assert g.view(0).hand == ("pills",)
    discards = g.view(1).seats
    assert "spy" in discards[0].discard
    assert "sniper_team" in discards[2].discard


def test_an_assassin_may_snipe_a_spy() -> None:
    """A spy is a single-person card: the assassin may snipe it like a sniper team [003:73,117]."""
    g = game([seat(["spy"], ["pills"]), seat(["assassin"], ["net"]), seat(["junk"])], {"recon1", "recon2"})
    g.apply(0, "spy 1:deck")
    assert now(g).seat == 1
    assert any(t.startswith("snipe") and t.endswith("0:spy") for t in texts(g, 1))


def test_drill_sergeant_with_one_card_in_discard_shuffles_it() -> None:
    """Retrieve (up to, X-12) two cards from the discard pile and shuffle them in, then draw two
    [003:170]: with one card in the discard and none in the deck, that card forms the deck."""
    g = game(
        [seat(["drill_sergeant"], [], discard=["rifle"]), seat(["junk"]), seat(["junk"])],
        {"recon3", "hq1"},
    )
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    assert "shuffle rifle" in texts(g, 0)
    g.apply(0, "shuffle rifle")
    pass_windows(g)
    assert "rifle" in g.view(0).hand


def test_combat_medics_pay_two_meds_in_a_hire() -> None:
    """Combat medics carry medicine like a medic [003:231]: 2 meds per E1 (X-18). Group leaders
    cost 2 food + 2 meds."""
    g = game(
        [seat(["combat_medics", "scavenger", "spear"], ["junk"]), seat(["pills"]), seat(["net"])],
        {"recon4"},
    )
    g.apply(0, "hunt scavenger+spear")
    pass_windows(g)
    assert "hire group_leaders pay combat_medics" in texts(g, 0)


def test_tribal_hunters_count_their_people_in_a_tie() -> None:
    """Tribal hunters come in 2, 3 and 4-person cards [003:254]; people break a fight tie
    [000:274]: hunters-3 (fight 1) beat a scavenger (fight 1, 1 person)."""
    g = game([seat(["tribal_hunters_3"], ["junk"] * 5), seat(["scavenger"], ["pills"] * 5), seat([])], {"recon4"})
    finish_round(g, {0: "commit tribal_hunters_3", 1: "commit scavenger"})
    assert round_totals(g, 3)[0] == (1, 1, 3)
    assert skirmish_outcome(g, 3) == 0


def test_map_member_may_then_be_committed_and_its_tool_stays_discarded() -> None:
    """The map returns the member just used; the tool it used stays discarded (X-19); the member
    may join the skirmish force."""
    g = game(
        [seat(["brawler", "shovel", "map"], ["pills"]), seat(["junk"]), seat(["junk"])],
        {"recon5"},
        junkyard=["net", "rifle", "junk"],
    )
    g.apply(0, "dig brawler+shovel")
    pass_windows(g)
    g.apply(0, texts(g, 0)[0] if texts(g, 0)[0].startswith("keep") else "keep net")
    pass_windows(g)
    g.apply(0, "map brawler")
    pass_windows(g)
    assert "brawler" in g.view(0).hand
    assert "shovel" not in g.view(0).hand
    assert not any(t.startswith("dig") for t in texts(g, 0))
    g.apply(0, "end")
    assert "commit brawler" in texts(g, 0)


def test_solo_binoculars_peek_at_opponent_forces() -> None:
    """Binoculars peek at the top of every pile in play [003:100]; in solo the opponent stacks
    are the piles (V-8)."""
    g = solo(["binoculars"], [["grenade", "rifle"], ["thugs", "sled_team"]], {"recon1"}, deck=["pills"])
    g.apply(0, "scout binoculars")
    pass_windows(g)
    seen = {k.zone: k.cards for k in g.view(0).knowledge if k.source == "binoculars"}
    assert ("grenade",) in seen.values()
    assert ("thugs",) in seen.values()


def test_rogue_outranks_the_people_tie_break() -> None:
    """The rogue's precedence is higher than the number of tribe members [003:144-145]: two
    players tie on fight with different people, the rogue (not in the tie) still wins."""
    g = game(
        [seat(["rogue"]), seat(["brawler"]), seat(["brawler", "refugee", "refugee"])],
        {"recon2"},
    )
    finish_round(g, {0: "commit rogue", 1: "commit brawler", 2: "commit brawler refugee refugee"})
    assert skirmish_outcome(g, 3) == 0


def test_rogue_player_in_the_tie_wins_though_outnumbered() -> None:
    """The rogue's owner tied for highest fight wins even with fewer people [003:143-144]."""
    g = game([seat(["rogue", "scavenger"]), seat(["brawler", "refugee", "refugee"]), seat([])], {"recon2"})
    finish_round(g, {0: "commit rogue scavenger", 1: "commit brawler refugee refugee"})
    assert skirmish_outcome(g, 3) == 0


def test_when_the_first_rogue_is_sniped_the_next_rogue_wins() -> None:
    """Only the first rogue in turn order succeeds [003:148]; a rogue can be sniped [003:147]:
    the first rogue gone, the next in turn order takes the tie."""
    g = game(
        [seat(["rogue"]), seat(["rogue"]), seat(["brawler", "sniper_team"]), seat(["brawler", "refugee"])],
        {"recon2"},
    )
    commits = {0: "commit rogue", 1: "commit rogue", 2: "commit brawler sniper_team", 3: "commit brawler refugee"}
    finish_to_skirmish_with(g, commits)
    while (d := now(g)).kind == "skirmish" and d.seat != 2:
        g.apply(d.seat, "pass")
    g.apply(2, "snipe 0:rogue")
    finish_round(g)
    assert skirmish_outcome(g, 3) == 1


def test_scout_tower_needs_two_different_piles() -> None:
    """Select any two piles [003:211] (X-7: two different piles)."""
    g = game(
        [seat(["junk", "pills"], ["net"], buildings=[{"building": "scout_tower"}]), seat(["spear"]), seat(["shovel"])],
        {"recon3"},
    )
    assert refused(g, 0, "tower junk junkyard+junkyard")


def test_scout_tower_in_two_player_game_cannot_target_contested() -> None:
    """Two players: contested resource peeking is eliminated [000:114] (X-9)."""
    g = game([seat(["junk", "pills"], ["net"], buildings=[{"building": "scout_tower"}]), seat(["spear"])], {"recon3"})
    assert not any("contested" in t for t in texts(g, 0))
    assert refused(g, 0, "tower junk contested+junkyard")


def test_tear_gas_on_group_leaders_zeroes_the_fight_modifier() -> None:
    """The targeted member's fight (or fight modifier) is set to 0 [003:244-246]: group leaders'
    +2 on a brawler is lost."""
    g = game(
        [seat(["brawler", "group_leaders"]), seat(["thugs", "tear_gas"]), seat([])],
        {"recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler group_leaders", 1: "commit tear_gas thugs"})
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    assert "gas 0:group_leaders" in texts(g, 1)
    g.apply(1, "gas 0:group_leaders")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 2
    assert skirmish_outcome(g, 3) == 1


def test_any_player_may_rescue_with_a_scouting_refugee() -> None:
    """The scouting refugee alerts the tribe; any player may cancel a recon on another player
    ("no other player comes to her rescue" [003:89]) (X-4)."""
    g = game([seat(["spy"], ["pills"]), seat(["junk"], ["net"]), seat(["scouting_refugee"], ["spear"])], {"recon1"})
    g.apply(0, "spy 1:deck")
    while (d := now(g)).seat != 2:
        g.apply(d.seat, "pass")
    g.apply(2, "cancel scouting_refugee")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {}
    assert g.view(2).hand == ("spear",)


def test_a_guard_cannot_cancel_a_spy_on_another_players_cards() -> None:
    """The guard cancels actions that target *your* cards [003:123] (X-4, X-6)."""
    g = game([seat(["spy"], ["pills"]), seat(["junk"], ["net"]), seat(["guard"], ["spear"])], {"recon1", "recon2"})
    g.apply(0, "spy 1:deck")
    for _ in range(4):
        d = g.view(None).decision
        if d is None or d.kind != "respond":
            break
        if d.seat == 2:
            assert "cancel guard" not in texts(g, 2)
        g.apply(d.seat, "pass")
    assert knowledge(g, 0, "spy") == {"1:deck": ("net",)}


def test_spy_on_a_bunkers_stored_cards() -> None:
    """The spy's target may be a building [003:66] (X-2: its stored cards)."""
    g = game(
        [seat(["spy"], ["pills"]), seat(["junk"], buildings=[bunker_with("sniper_team", "medic")]), seat(["net"])],
        {"hq1", "hq2", "recon1"},
    )
    assert "spy 1:stored-bunker" in texts(g, 0)
    g.apply(0, "spy 1:stored-bunker")
    pass_windows(g)
    assert sorted(knowledge(g, 0, "spy")["1:stored-bunker"]) == ["medic", "sniper_team"]


def test_spy_deck_position_beyond_the_deck_is_refused() -> None:
    """Positions are chosen among the cards available [003:67]: a position past the deck's end
    is refused and changes nothing."""
    g = game([seat(["spy"], ["pills"]), seat(["junk"], ["net", "rifle"]), seat(["junk"])], {"recon1"})
    assert refused(g, 0, "spy 1:deck@3")
    assert g.view(0).hand == ("spy",)


def test_2012_a_gassed_lone_brawler_has_no_fight() -> None:
    """Tear gas sets the member's fight to 0 [003:246]; under [001:283,455] a total of 0 is no
    fight, so two refugees (2 people) beat the gassed brawler (1 person); under 2015 a fight of 0
    beats no fight [000:418-420]."""
    for rules, winner in (("2012", 0), ("2015", 1)):
        g = game(
            [seat(["refugee", "refugee", "tear_gas"]), seat(["brawler"]), seat([])],
            {"recon4"},
            rules=rules,
        )
        finish_to_skirmish_with(g, {0: "commit refugee refugee tear_gas", 1: "commit brawler"})
        assert "gas 1:brawler" in texts(g, 0)
        g.apply(0, "gas 1:brawler")
        finish_round(g)
        assert skirmish_outcome(g, 3) == winner, rules


def test_2012_retrieve_once_a_round() -> None:
    """[001]: retrieve is an action, once a round (docs/variants.md, ED-15's older reading)."""
    bunker = bunker_with("brawler", "scout")
    players = [seat(["junk"], ["net"], buildings=[bunker]), seat(["scavenger"], ["pills"]), seat(["spear"])]
    g = game(players, {"hq1", "hq2"}, rules="2012")
    g.apply(0, "retrieve bunker brawler")
    pass_windows(g)
    assert not any(t.startswith("retrieve") for t in texts(g, 0))
    g2 = game(players, {"hq1", "hq2"}, rules="2015")
    g2.apply(0, "retrieve bunker brawler")
    pass_windows(g2)
    assert "retrieve bunker scout" in texts(g2, 0)


def test_two_player_lone_hardy_scavenger_is_a_tie_and_returns() -> None:
    """Two players: a skirmish must be won by 2, else a tie [000:116] (V-2: no force counts as
    fight 0); a lone hardy scavenger (fight 0) against nothing ties, the CR goes to the junkyard
    and the HS returns [003:181]."""
    g = game([seat(["hardy_scavenger"], ["junk"] * 5), seat(["junk"], ["pills"] * 5)], {"recon3"})
    finish_round(g, {0: "commit hardy_scavenger"})
    assert skirmish_outcome(g, 3) is None
    assert "hardy_scavenger" in g.view(0).hand
    assert "grenade" in zone_kinds(g, "junkyard")


def test_hardy_scavenger_returns_when_a_rogue_steals_the_tie() -> None:
    """HS return when their player does not win [003:181]; a rogue takes a tie for highest fight
    [003:145]: the tied HS player lost."""
    g = game(
        [seat(["hardy_scavenger", "brawler"], ["junk"] * 5), seat(["brawler"], ["pills"] * 5), seat(["rogue"])],
        {"recon2", "recon3"},
    )
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit brawler", 2: "commit rogue"})
    assert skirmish_outcome(g, 3) == 2
    assert "hardy_scavenger" in g.view(0).hand


def test_final_round_hardy_scavenger_still_scores() -> None:
    """The game ends when the CR pile is depleted [000:170] (ED-2); HS returned in the last round
    are still in the tribe for scoring [000:172]."""
    g = game([seat(["hardy_scavenger", "brawler"]), seat(["thugs"]), seat([])], {"recon3"}, contested=["grenade"])
    finish_round(g, {0: "commit brawler hardy_scavenger", 1: "commit thugs"})
    assert g.over
    assert g.score(0).people == 2


def test_drill_sergeants_draw_is_not_modifiable() -> None:
    """The drill sergeant's draw is distinct from the draw action and not modifiable [003:172-173]."""
    g = game(
        [seat(["drill_sergeant", "group_leaders"], ["pills", "net", "junk"]), seat(["spear"]), seat(["shovel"])],
        {"recon3"},
    )
    assert not any(t.startswith("drill") and "group_leaders" in t for t in texts(g, 0))
    assert refused(g, 0, "drill drill_sergeant+group_leaders")


def test_drill_sergeant_does_not_use_up_the_draw_action() -> None:
    """This draw is distinct from the standard draw [003:172]: a scout may still draw after."""
    g = game(
        [seat(["drill_sergeant", "scout"], ["pills", "net", "junk", "spear"]), seat(["rifle"]), seat(["shovel"])],
        {"recon3"},
    )
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    if now(g).seat == 0 and "shuffle none" in texts(g, 0):
        g.apply(0, "shuffle none")
        pass_windows(g)
    assert "draw scout" in texts(g, 0)


def test_tinkers_do_not_break_the_masons_tie() -> None:
    """Tinkers do not contribute to the Masons' tie-breaker: ties are broken by engineers
    [003:199]."""
    done = [{"building": "bunker"}]
    players = [
        seat([], ["engineer"], buildings=done),
        seat([], ["tinker", "tinker"], buildings=[{"building": "armory"}]),
        seat([], ["junk"]),
    ]
    g = game(players, {"hq1", "hq2", "recon3"}, contested=["grenade"])
    finish_round(g)
    assert g.over
    assert any("masons" in gang for gang in g.score(0).gangs)
    assert not g.score(1).gangs


def test_humanitarians_count_refugees_under_a_bunker() -> None:
    """Humanitarians count every card with the refugee keyword in the tribe [003:264], stored
    cards included (F-1: every owned card)."""
    players = [
        seat([], ["refugee"] * 2, buildings=[bunker_with("refugee", "scouting_refugee")]),
        seat([], ["refugee"] * 3),
        seat([], ["junk"]),
    ]
    g = game(players, {"hq1", "hq2", "recon5"}, contested=["grenade"])
    finish_round(g)
    assert g.over
    assert any("humanitarians" in gang for gang in g.score(0).gangs)


def test_bribe_with_hydroponic_gardens_food() -> None:
    """Food from buildings bribes leaders too [003:306]: gardens' food alone draws a leader."""
    players = [
        {"hand": ["junk"], "deck": ["pills"] * 3, "buildings": [{"building": "hydroponic_gardens"}]},
        seat(["net"]),
        seat(["medkit"]),
    ]
    g = game(players, {"hq1", "hq2", "hq3"}, variants={"leader_draft"}, leaders=["leader_mentor", "leader_butcher"])
    assert "bribe" in texts(g, 0)
    g.apply(0, "bribe")
    pass_windows(g)
    assert g.view(0).looking == ("leader_mentor",)


def test_committed_guard_cancels_a_spy_on_her_force() -> None:
    """A guard cancels a spy on her cards [003:123]; the canceller may come from committed cards
    [003:71]; the guard leaves the force and its replacement goes to the hand (X-26)."""
    g = game(
        [seat(["spy"], ["pills"]), seat(["guard", "brawler"], ["net"]), seat(["junk"])],
        {"recon1", "recon2"},
        initiator=1,
    )
    g.apply(1, "end")
    g.apply(1, "commit brawler guard")
    to_turn(g, 0)
    g.apply(0, "spy 1:force")
    while (d := now(g)).seat != 1:
        g.apply(d.seat, "pass")
    assert "cancel guard" in texts(g, 1)
    g.apply(1, "cancel guard")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {}
    assert g.view(1).committed == ("brawler",)
    assert g.view(0).seats[1].committed_count == 1
    assert g.view(1).hand == ("net",)
    assert g.view(0).hand == ("pills",)


def test_cancelled_spy_with_binoculars_discards_both() -> None:
    """The cancelled card and the cancelling card are both discarded [003:30]; binoculars are
    discarded after use [003:107]."""
    g = game(
        [seat(["spy", "binoculars"], ["pills"]), seat(["junk"], ["net"]), seat(["scouting_refugee"], ["spear"])],
        {"recon1"},
    )
    g.apply(0, "spy binoculars 1:deck")
    while (d := now(g)).seat != 2:
        g.apply(d.seat, "pass")
    g.apply(2, "cancel scouting_refugee")
    pass_windows(g)
    discard = g.view(1).seats[0].discard
    assert "spy" in discard
    assert "binoculars" in discard
    assert g.view(0).hand == ("pills",)


def test_demolition_reshuffles_the_owners_discard_mid_action() -> None:
    """The reset timer is topped up from the owner's deck (H-9), reshuffling her discard when the
    deck runs out [000:190] (H-3): bunker at 1 of 5, deck of 2, discard of 3."""
    target = seat(
        ["junk"],
        ["pills", "net"],
        discard=["spear", "shovel", "medkit"],
        buildings=[{"building": "bunker", "timer": ["junk"]}],
    )
    g = game([seat(["demolition_team"], ["rifle", "toolkit"]), target, seat(["scout"])], {"hq1", "hq2", "recon4"})
    before = owned(g, 1)
    g.apply(0, "demolish 1:bunker")
    pass_windows(g)
    assert next(b for b in g.view(0).seats[1].buildings if b.kind == "bunker").timer == 5
    assert g.view(0).seats[1].deck_count == 1
    assert owned(g, 1) == before
    assert sorted(g.view(0).hand) == ["rifle", "toolkit"]


def test_demolition_with_a_short_owner_tops_up_what_exists() -> None:
    """If even a reshuffle is short, as many cards as exist are placed (H-3, H-9)."""
    target = seat(["junk"], ["pills"], buildings=[{"building": "bunker", "timer": ["junk"]}])
    g = game([seat(["demolition_team"], ["rifle", "toolkit"]), target, seat(["scout"])], {"hq1", "hq2", "recon4"})
    g.apply(0, "demolish 1:bunker")
    pass_windows(g)
    assert next(b for b in g.view(0).seats[1].buildings if b.kind == "bunker").timer == 2
    assert g.view(0).seats[1].deck_count == 0
    assert g.view(1).hand == ("junk",)


def test_2012_owner_sees_timer_cards_a_demolition_added() -> None:
    """[001]: the owner may look at her timer cards (ED-11's older reading); the demolisher does
    not see them."""
    target = seat(["junk"], ["pills", "net"], buildings=[{"building": "armory", "timer": ["junk"]}])
    g = game(
        [seat(["demolition_team"], ["rifle", "toolkit"]), target, seat(["scout"])],
        {"hq1", "hq2", "recon4"},
        rules="2012",
    )
    g.apply(0, "demolish 1:armory")
    pass_windows(g)
    assert [sorted(t) for t in g.view(1).timers] == [["junk", "net", "pills"]]
    assert not g.view(0).timers


def test_bribed_yardmaster_works_at_once() -> None:
    """All leader powers on the bribed card are immediately in effect [003:310]."""
    g = game(
        [seat(["scavenger"], ["junk"] * 3), seat(["pills"]), seat(["medkit"])],
        {"hq1", "hq2", "hq3", "recon5"},
        variants={"leader_draft"},
        leaders=["leader_yardmaster", "leader_mentor"],
        junkyard=["rifle", "net", "spear"],
    )
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    g.apply(0, "keep leader_yardmaster")
    pass_windows(g)
    assert "yard" in texts(g, 0)
    g.apply(0, "yard")
    assert any(k.cards == ("rifle", "net") for k in g.view(0).knowledge)


def test_bribed_leader_after_the_old_ones_power_waits_a_round() -> None:
    """A once-a-round power used this round: the new leader's waits for the next round
    (docs/variants.md; [003:310] with the once-per-round limit [000:656-666])."""
    g = game(
        [seat(["brawler", "scavenger"], ["junk"] * 3, leader="leader_butcher"), seat(["pills"]), seat(["medkit"])],
        {"hq1", "hq2", "hq3"},
        variants={"leader_draft"},
        leaders=["leader_cannibal"],
    )
    g.apply(0, "lead brawler")
    pass_windows(g)
    assert g.view(0).seats[0].food >= 1
    g.apply(0, "bribe")
    pass_windows(g)
    g.apply(0, "keep leader_cannibal")
    pass_windows(g)
    assert g.view(1).seats[0].leader == "leader_cannibal"
    assert not any(t.startswith("lead") for t in texts(g, 0))
    assert zone_kinds(g, "leaders") == ["leader_butcher"]


def test_spy_on_the_leader_pile_sees_four() -> None:
    """A spy may target the leader pile [003:311], up to four cards [003:66]."""
    pile = ["leader_mentor", "leader_butcher", "leader_gangster", "leader_organizer", "leader_ranger"]
    g = game(
        [seat(["spy"], ["junk"]), seat(["pills"]), seat(["medkit"])],
        {"hq1", "hq2", "hq3", "recon1"},
        variants={"leader_draft"},
        leaders=pile,
    )
    assert "spy leaders" in texts(g, 0)
    g.apply(0, "spy leaders")
    pass_windows(g)
    assert knowledge(g, 0, "spy")["leaders"] == tuple(pile[:4])
    assert zone_kinds(g, "leaders") == pile


def test_provocateur_tie_on_fight_goes_to_the_larger_force() -> None:
    """The provocateur's score is the force size [003:132]; a fight tie is broken by people
    [000:274]: provocateur + 2 refugees (fight 3, 3 people) tie thugs (fight 3, 3 people) on
    both, a deadlock [000:274]."""
    g = game([seat(["provocateur", "refugee", "refugee"]), seat(["thugs"]), seat([])], {"recon2"})
    finish_to_skirmish_with(g, {0: "commit provocateur refugee refugee", 1: "commit thugs"})
    g.apply(0, "provoke provocateur")
    finish_round(g)
    assert round_totals(g, 3)[0][1:] == (3, 3)
    assert skirmish_outcome(g, 3) is None


def test_sniping_a_member_shrinks_the_provocateurs_force() -> None:
    """Only tribe members brought count [003:131]; a sniped member has left the force, so the
    provocateur's score drops by one."""
    g = game(
        [seat(["provocateur", "refugee", "refugee", "refugee"]), seat(["brawler", "sniper_team"]), seat([])],
        {"recon2"},
    )
    finish_to_skirmish_with(g, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler sniper_team"})
    g.apply(0, "provoke provocateur")
    pass_windows(g)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 0:refugee")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 3
    assert skirmish_outcome(g, 3) == 0


def test_tear_gas_on_a_provocateur_forces_other_member_changes_nothing() -> None:
    """Tear gas is not effective against a provocateur: the cumulative member count is used
    [003:249], whichever member is gassed."""
    g = game(
        [seat(["provocateur", "brawler", "refugee"]), seat(["thugs", "tear_gas"]), seat([])],
        {"recon2", "recon4"},
    )
    finish_to_skirmish_with(g, {0: "commit brawler provocateur refugee", 1: "commit tear_gas thugs"})
    g.apply(0, "provoke provocateur")
    pass_windows(g)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    if "gas 0:brawler" in texts(g, 1):
        g.apply(1, "gas 0:brawler")
    finish_round(g)
    assert round_totals(g, 3)[0][1] == 3


def test_two_player_provocateur_must_still_win_by_two() -> None:
    """Two players: win by 2 or tie [000:116]; the provocateur still works (V-2): 4 people
    against thugs' 3 is a tie; 5 against 3 wins."""
    for refugees, outcome in ((3, None), (4, 0)):
        hand = ["provocateur"] + ["refugee"] * refugees
        g = game([seat(hand, ["junk"] * 5), seat(["thugs"], ["pills"] * 5)], {"recon2"})
        finish_to_skirmish_with(g, {0: "commit " + " ".join(sorted(hand)), 1: "commit thugs"})
        g.apply(0, "provoke provocateur")
        finish_round(g)
        assert skirmish_outcome(g, 3) == outcome, refugees


def test_humanitarians_standard_refugees_cost_a_hire_but_no_food() -> None:
    """With standard refugees for hire, a hire action must still be used, but no food is
    required [003:267] (X-30; docs/variants.md: alternate_refugees with module 5)."""
    g = game(
        [seat(["junk"], ["pills"]), seat(["net"]), seat(["spear"])],
        {"recon5"},
        variants={"alternate_refugees"},
    )
    assert "hire refugee" in texts(g, 0)
    g.apply(0, "hire refugee")
    pass_windows(g)
    assert "refugee" in zone_kinds(g, "0:discard")
    assert not any(t.startswith("hire") for t in texts(g, 0))


def test_scouting_refugee_for_hire_costs_one_food() -> None:
    """The scouting refugee stack is for hire [003:61] (cost 1 food, CARDS.md)."""
    g = game([seat(["scavenger"], ["pills"]), seat(["net"]), seat(["spear"])], {"recon1"})
    assert "hire scouting_refugee" not in texts(g, 0)
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    assert "hire scouting_refugee" in texts(g, 0)


def test_scouting_refugee_modifies_but_cannot_initiate() -> None:
    """A scouting refugee can modify another member's action but cannot initiate one [003:85]."""
    g = game([seat(["scouting_refugee", "scavenger"], ["pills"]), seat(["net"]), seat(["spear"])], {"recon1"})
    legal = texts(g, 0)
    assert "hunt scavenger+scouting_refugee" in legal
    assert "hunt scouting_refugee" not in legal
    assert "dig scouting_refugee" not in legal
    g.apply(0, "hunt scavenger+scouting_refugee")
    pass_windows(g)
    assert g.view(0).seats[0].food == 2


def test_2012_round_three_peek_goes_to_the_third_initiator() -> None:
    """[001:128,130-137]: the initiator card passes left every round, and from round 3 the
    initiator peeks at the top contested resource: in a 3-player game begun by seat 0, seat 2."""
    players = [seat([], ["junk"] * 5 + ["pills"] * 5), seat([], ["net"] * 4 + ["spear"] * 4), seat([], ["medkit"] * 6)]
    g = game(players, set(), rules="2012", round=1, contested=["grenade", "wolf_pack"])
    finish_round(g)
    finish_round(g)
    assert g.round == 3
    assert g.view(0).initiator == 2
    assert knowledge(g, 2, "peek") == {"contested": ("grenade",)}
    assert knowledge(g, 0, "peek") == {}


def test_2012_courier_still_discards_two() -> None:
    """Recon cards play the same under the older rules (docs/variants.md): a courier's draw
    discards two of the drawn cards [003:164]."""
    g = game([seat(["courier"], ["junk", "pills", "net"]), seat(["spear"]), seat(["shovel"])], {"recon3"}, rules="2012")
    g.apply(0, "draw courier")
    pass_windows(g)
    g.apply(0, "discard junk net")
    pass_windows(g)
    assert g.view(0).hand == ("pills",)


def test_binoculars_seen_contested_card_follows_the_winner() -> None:
    """Only the user sees the binoculars' cards [003:101]; the won CR goes face down into the
    winner's discard [000:268], and the viewer's knowledge follows it there (docs/view.md)."""
    players = [
        seat(["binoculars"], ["junk"] * 5),
        seat(["net"], ["pills"] * 5),
        seat(["brawler"], ["spear"] * 2 + ["shovel"] * 2 + ["medkit"] * 4),
    ]
    g = game(players, {"recon1"}, contested=["tribe_family_3", "wolf_pack", "sled_team"])
    g.apply(0, "scout binoculars")
    pass_windows(g)
    finish_round(g, {2: "commit brawler"})
    assert knowledge(g, 0, "binoculars")["2:discard"] == ("tribe_family_3",)
    assert "2:discard" not in knowledge(g, 1, "binoculars")


def test_rogue_example_one_a_disarm_forces_the_tie() -> None:
    """Rogue example 1 [003:151]: Carol commits nothing; Sarah (brawler + spear, 4) leads Betty
    (brawler, 2); Linda disarms Sarah's spear, Sarah and Betty tie at 2, and Linda's rogue steals
    the CR without a fight."""
    players = [
        seat(["junk"], ["pills"] * 5),
        seat(["brawler", "spear"], ["junk"] * 5),
        seat(["brawler"], ["net"] * 4),
        seat(["rogue", "saboteur"], ["medkit"] * 5),
    ]
    g = game(players, {"recon2"})
    commits = {1: "commit brawler spear", 2: "commit brawler", 3: "commit rogue saboteur"}
    finish_to_skirmish_with(g, commits)
    while (d := now(g)).kind == "skirmish" and d.seat != 3:
        g.apply(d.seat, "pass")
    g.apply(3, "disarm 1:spear")
    finish_round(g)
    assert round_totals(g, 3)[1][1] == round_totals(g, 3)[2][1] == 2
    assert skirmish_outcome(g, 3) == 3


def test_rogue_example_two_sniping_the_saboteur_first() -> None:
    """Rogue example 2 [003:153]: Sarah, earlier in turn order, snipes Linda's saboteur first;
    no tie can be forced and Sarah wins."""
    players = [
        seat(["junk"], ["pills"] * 5),
        seat(["brawler", "spear", "sniper_team"], ["junk"] * 5),
        seat(["brawler"], ["net"] * 4),
        seat(["rogue", "saboteur"], ["medkit"] * 5),
    ]
    g = game(players, {"recon2"})
    commits = {1: "commit brawler sniper_team spear", 2: "commit brawler", 3: "commit rogue saboteur"}
    finish_to_skirmish_with(g, commits)
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    g.apply(1, "snipe 3:saboteur")
    pass_windows(g)
    while (pending := g.view(None).decision) is not None and g.round == 3:
        assert not any(t.startswith("disarm") for t in texts(g, pending.seat))  # the saboteur is gone
        g.apply(pending.seat, "pass")
    assert skirmish_outcome(g, 3) == 1


def test_harder_solo_sizes_follow_the_documented_rule() -> None:
    """Difficulty: add fighting mercenaries, remove tribal families [003:353]; docs/variants.md:
    two brawlers make the forces 5,4,4,5,5,5,6; two families out make them 3,4,4,5,5,5,4; both
    together leave the rulebook's 3,4,4,5,5,5,6 [003:322-326]."""
    cases = (
        ((("brawler", "brawler"), 0), (5, 4, 4, 5, 5, 5, 6)),
        (((), 2), (3, 4, 4, 5, 5, 5, 4)),
        ((("brawler", "brawler"), 2), (3, 4, 4, 5, 5, 5, 6)),
    )
    for (added, removed), sizes in cases:
        config = sc.GameConfig(players=1, seed=2, solo_added=added, solo_families_removed=removed)
        g = sc.Game.new(config)
        assert g.view(0).forces == sizes, (added, removed)
        cards = [c.kind for name, zone in g.zones().items() if name.startswith("opponent:") for c in zone]
        assert cards.count("brawler") == len(added)
        assert sum(k.startswith("tribe_family") for k in cards) == 6 - removed


# --- Hidden information: only the user sees a recon's or a draw's cards --------------------------


def _seen_by(g: sc.Game, seat_: int) -> str:
    """Everything ``seat_`` may read: her view and her log, as text."""
    return repr(g.view(seat_)) + repr(g.log(seat_))


def test_courier_cards_are_seen_by_their_drawer_only() -> None:
    """Drawn cards are the drawer's [001:218]; the others see only how many (docs/view.md)."""
    g = game([seat(["courier"], ["rifle", "medkit", "toolkit"]), seat(["junk"]), seat(["pills"])], {"recon3", "hq1"})
    g.apply(0, "draw courier")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["medkit", "rifle", "toolkit"]
    assert g.view(1).looking == ()
    assert g.view(1).seats[0].looking_count == 3
    for other in (1, 2):
        assert "toolkit" not in _seen_by(g, other)
    g.apply(0, "discard medkit rifle")
    pass_windows(g)
    assert "toolkit" not in _seen_by(g, 1)


def test_spied_cards_stay_private_to_the_spy() -> None:
    """Only you may see cards as a result of your recon [003:33]: neither the target nor a third
    player learns them."""
    g = game([seat(["spy"], ["junk"]), seat(["junk"], ["toolkit", "medkit"]), seat(["pills"])], {"recon1", "hq1"})
    g.apply(0, "spy 1:deck")
    pass_windows(g)
    assert knowledge(g, 0, "spy") == {"1:deck": ("toolkit", "medkit")}
    for other in (1, 2):
        assert "toolkit" not in _seen_by(g, other)


def test_yardmasters_cards_stay_private_but_their_placement_is_public() -> None:
    """The Yardmaster peeks privately [003:283]; where they go is seen by all (X-34)."""
    g = game(
        [
            seat(["junk"], ["pills"], leader="leader_yardmaster"),
            seat(["net"], leader="leader_mentor"),
            seat(["spear"], leader="leader_butcher"),
        ],
        {"hq1", "hq2", "hq3", "recon5"},
        junkyard=["toolkit", "rifle", "junk"],
    )
    g.apply(0, "yard")
    g.apply(0, "yard bottom")
    pass_windows(g)
    for other in (1, 2):
        seen = _seen_by(g, other)
        assert "toolkit" not in seen
        assert "bottom" in seen


def test_committed_combat_medics_save_another_players_card_in_gathering() -> None:
    """Combat medics carry medicine like a medic [003:231], which may save another player's card
    [000:543]; in RG a committed card may answer (I-6) and is then discarded (X-18): the force
    shrinks by one."""
    g = game(
        [seat(["combat_medics", "brawler"], ["pills"]), seat(["brawler", "shovel"], ["net"]), seat(["sniper_team"])],
        {"recon4"},
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler combat_medics")
    pass_windows(g)
    g.apply(1, "dig brawler+shovel")
    while (d := now(g)).seat != 2:
        g.apply(d.seat, "pass")
    g.apply(2, "snipe 1:brawler")
    while (d := now(g)).seat != 0:
        g.apply(d.seat, "pass")
    assert now(g).kind == "save"
    save = [t for t in texts(g, 0) if t.startswith("save")]
    assert save
    g.apply(0, save[0])
    pass_windows(g)
    assert g.view(1).seats[0].committed_count == 1
    assert g.view(0).committed == ("brawler",)
    assert "combat_medics" in g.view(1).seats[0].discard
    assert now(g).kind == "keep"
    assert now(g).seat == 1


def test_committed_binoculars_and_map_cannot_be_disarmed_in_the_skirmish() -> None:
    """Binoculars and maps cannot be discarded through a disarm [003:98,272]; committed as bluff
    cards (X-22) they are still no target, while a spear is."""
    g = game(
        [seat(["brawler", "spear", "binoculars", "map"]), seat(["saboteur", "thugs"]), seat([])],
        {"recon1", "recon5"},
    )
    finish_to_skirmish_with(g, {0: "commit binoculars brawler map spear", 1: "commit saboteur thugs"})
    while (d := now(g)).kind == "skirmish" and d.seat != 1:
        g.apply(d.seat, "pass")
    disarms = [t for t in texts(g, 1) if t.startswith("disarm")]
    assert disarms == ["disarm 0:spear"]
    assert refused(g, 1, "disarm 0:binoculars")
    assert refused(g, 1, "disarm 0:map")
