"""A seventh blind audit: THE SOLO GAME, sentence by sentence, with the modules a solo player
may use (HQ 1-4, Recon 1-5, the alternate starting hands, leader drafting).

Written only from the rulebooks (Recon's "Variant - Solo Game" [003:314-353], cited as
[003:LINE]; the base and HQ rulebook as [000:LINE]), `shared/RULINGS.md` (ruling IDs, V-4..V-8
above all), the card data (`shared/cards.tsv`) and the public API (DESIGN.md, README.md,
docs/scenarios.md, docs/variants.md, docs/view.md), without reading the engine's source. Each
test asserts what the rules say; every expected figure is worked out by hand from the card data.
Cases the earlier solo audits already check (setup sizes, attrition basics, prize and loss,
ties, the opponent's tear gas and combat medics, scoring scope) are not repeated here.

The difficulty level [003:353] puts fight and snipe mercenaries (brawlers, scrappers, thugs,
assassins, sniper teams) into the opponent forces; such forces are built here with the
scenario's `opponents` key, and "assume the opponent will take the most favorable action"
[003:337] (RULINGS V-5) then governs what they do.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import skirmish_totals, zone_counter, zone_kinds

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
OPPONENT = 1
JUNK5 = ["junk"] * 5


# ---------------------------------------------------------------------------------------------
# helpers


def solo_table(hand: list[str], opponents: list[list[str]], modules: frozenset[str] = BASE, **player: Any) -> sc.Game:
    """A stacked solo table: the player's hand (and deck, discard, leader...), the opponent
    forces, force 1 first (docs/scenarios.md)."""
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


def decision_kind(game: sc.Game) -> str:
    decision = game.view(0).decision
    return "" if decision is None else decision.kind


def engage(game: sc.Game, number: int, commit: str) -> None:
    """End the gathering turn, engage force ``number`` and commit ``commit``."""
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    if decision_kind(game) == "commit":
        game.apply(0, f"commit {commit}")


def fight_out(game: sc.Game, moves: list[str] | None = None, save: str | None = None) -> None:
    """The player's skirmish opportunity: ``moves`` in order, then pass; a save window opened
    for her is answered with ``save`` (or passed)."""
    pending = list(moves or [])
    for _ in range(50):
        kind = decision_kind(game)
        if kind == "skirmish":
            game.apply(0, pending.pop(0) if pending else "pass")
        elif kind == "save":
            game.apply(0, save if save is not None else "pass")
        else:
            return
    raise AssertionError("the fight did not resolve")


def outcome(game: sc.Game) -> str:
    """'won', 'lost' or 'tie' for the last solo fight, from the public log."""
    for event in reversed(game.log(None)):
        if event.type is sc.EventType.SKIRMISH_WON:
            return "won"
        if event.type is sc.EventType.SKIRMISH_LOST:
            return "lost"
        if event.type is sc.EventType.DEADLOCK:
            return "tie"
    raise AssertionError("no fight was resolved")


def events(game: sc.Game, kind: sc.EventType) -> list[sc.Event]:
    return [e for e in game.log(None) if e.type is kind]


def texts(game: sc.Game) -> list[str]:
    return [str(a) for a in game.legal_actions(0)]


def opponent_force(game: sc.Game) -> tuple[str, ...]:
    opponent = game.view(0).opponent
    assert opponent is not None
    assert opponent.force is not None
    return opponent.force


def knowledge(game: sc.Game) -> dict[str, tuple[str, ...]]:
    return {k.zone: k.cards for k in game.view(0).knowledge}


# ---------------------------------------------------------------------------------------------
# setup [003:318-328]


def test_setup_leader_drafting_solo_starts_leaderless_with_every_leader_in_the_pile_003_301_328() -> None:
    # [003:301]: leader drafting shuffles all the leaders into a face-down pile instead of dealing
    # them; [003:328] the opponents get none. HQ module 3 holds 10 leaders (cards.tsv).
    game = sc.Game.new(sc.GameConfig(players=1, seed=4, modules=HQ3, variants=frozenset({"leader_draft"})))
    view = game.view(0)
    assert decision_kind(game) == "turn"
    assert view.seats[0].leader is None
    assert view.opponent is not None
    assert view.opponent.leader is None
    assert view.leader_pile_count == 10
    assert view.forces == (3, 4, 4, 5, 5, 5, 6)


def test_setup_alternate_starting_hands_in_solo_ten_cards_substituted_types_not_for_hire_003_290_296_v10() -> None:
    # [003:290-296]: scouting refugees for refugees, hardy scavengers for scavengers, guards for
    # brawlers, and a type in the starting hands is not put out for hire (RULINGS V-10). The
    # solo tribe starts at 10 cards, 10 points [003:348].
    variants = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})
    game = sc.Game.new(sc.GameConfig(players=1, seed=2, modules=R1 | R2 | R3, variants=variants))
    tribe = zone_counter(game, "0:hand") + zone_counter(game, "0:deck")
    assert tribe == Counter({"scouting_refugee": 4, "hardy_scavenger": 3, "guard": 1, "shovel": 1, "spear": 1})
    market = {kind for kind, _ in game.view(0).market}
    assert not market & {"scouting_refugee", "hardy_scavenger", "guard"}
    assert game.score(0).points == 10
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)


# ---------------------------------------------------------------------------------------------
# the turn and attrition [003:332-336], RULINGS V-4, R-6


def test_attrition_not_while_the_deck_holds_the_whole_new_hand_then_once_at_the_reshuffle_003_333_r6() -> None:
    # [003:333] attrition comes with a shuffle of the discard into a new deck; R-6: the shuffle
    # is lazy, an exactly emptied deck is not reshuffled early.
    game = solo_table(["brawler"], [["thugs"], ["rifle"]], deck=JUNK5, discard=["pills", "net", "spear"])
    game.apply(0, "end")
    game.apply(0, "pass")  # no fight this turn; the new hand is the 5 junk of the deck
    view = game.view(0)
    assert view.hand == ("junk",) * 5
    assert view.seats[0].deck_count == 0
    assert view.seats[0].removed == 0
    assert events(game, sc.EventType.ATTRITION) == []
    game.apply(0, "end")
    game.apply(0, "pass")  # now the 9-card discard becomes the deck: 1 card leaves, 5 drawn
    view = game.view(0)
    assert len(events(game, sc.EventType.ATTRITION)) == 1
    assert view.seats[0].removed == 1
    assert len(view.hand) == 5
    assert view.seats[0].deck_count == 3


def test_attrition_in_the_middle_of_the_new_hand_then_the_hand_is_completed_003_333_r6() -> None:
    # 2 cards left in the deck: both are drawn, then the discard (5 + the brawler of the turn)
    # is shuffled, its top card removed, and 3 more drawn.
    discard = ["pills", "net", "spear", "medkit", "multitool"]
    game = solo_table(["brawler"], [["thugs"], ["rifle"]], deck=["junk", "junk"], discard=discard)
    game.apply(0, "end")
    game.apply(0, "pass")
    view = game.view(0)
    assert len(view.hand) == 5
    assert view.hand.count("junk") == 2
    assert view.seats[0].deck_count == 2
    removed = zone_kinds(game, "0:removed")
    assert len(removed) == 1
    assert removed[0] in {*discard, "brawler"}


def test_attrition_when_a_spys_redraw_reshuffles_the_discard_003_333_003_68_v4() -> None:
    # "After completing your spying action, discard the spy and draw 1 card" [003:68]: the spy
    # is discarded first, so with an empty deck the 4-card discard (the spy included, R-6: "the
    # discard includes cards discarded earlier in the same turn") becomes the new deck; its top
    # card leaves the game [003:333], 1 is drawn, 2 are left. (The Organizer's refugee, discarded
    # at once by L-1, is likewise in the reshuffle below.)
    discard = ["brawler", "net", "pills"]
    game = solo_table(["spy"], [["thugs", "rifle"], ["spear"]], modules=R1, deck=[], discard=discard)
    game.apply(0, "spy 1:force-1")
    view = game.view(0)
    assert len(view.hand) == 1
    assert view.seats[0].deck_count == 2
    assert view.seats[0].removed == 1
    assert view.seats[0].discard == ()
    assert zone_kinds(game, "0:removed")[0] in {*discard, "spy"}


def test_attrition_when_a_courier_draw_reshuffles_the_discard_003_333_x11_v4() -> None:
    # Courier 3 + scout 2 = draw 5: the deck's 1 card, then the 5-card discard is shuffled, its
    # top card removed and 4 drawn (V-4: mid-turn reshuffles during a draw action).
    discard = ["brawler", "net", "pills", "medkit", "multitool"]
    game = solo_table(["courier", "scout"], [["thugs"], ["spear"]], modules=R3, deck=["junk"], discard=discard)
    game.apply(0, "draw courier scout")
    view = game.view(0)
    assert decision_kind(game) == "discard"  # 2 of the drawn cards per courier [003:161-165]
    assert len(view.looking) == 5
    assert view.seats[0].deck_count == 0
    assert view.seats[0].removed == 1


def test_attrition_when_the_organizers_draw_reshuffles_the_discard_003_333_l4() -> None:
    # L-1: the refugee is discarded at once; L-4: draw 2, keep 1. The 5-card discard becomes the
    # deck, 1 card leaves the game, 2 are drawn.
    game = solo_table(
        ["refugee"],
        [["thugs"], ["spear"]],
        modules=HQ3,
        leader="leader_organizer",
        deck=[],
        discard=["brawler", "net", "pills", "medkit"],
    )
    game.apply(0, "lead refugee")
    view = game.view(0)
    assert decision_kind(game) == "keep"
    assert len(view.looking) == 2
    assert view.seats[0].deck_count == 2
    assert view.seats[0].removed == 1


def test_a_once_a_round_leader_power_is_once_a_solo_turn_ruling_v4_l15() -> None:
    # V-4: "round" effects tick once per turn. The Yardmaster (once per round [003:283]) is used
    # on turn 1 and may be used again on turn 2.
    game = solo_table(
        ["brawler"],
        [["thugs"], ["spear"]],
        modules=HQ3 | frozenset({"recon5"}),
        leader="leader_yardmaster",
        deck=["junk", "junk", "junk", "pills", "pills"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert "yard" not in texts(game)
    assert game.view(0).seats[0].leader_used
    game.apply(0, "end")
    game.apply(0, "pass")
    assert game.view(0).round == 2
    assert not game.view(0).seats[0].leader_used
    assert "yard" in texts(game)


def test_no_snipe_or_disarm_while_gathering_in_solo_there_is_no_other_tribe_003_332_s14() -> None:
    # The opponents are face-down stacks engaged only in a fight [003:334-335]; outside a fight a
    # sniper team or saboteur has no opponent card to aim at (S-14: an opponent's revealed force).
    game = solo_table(["brawler", "sniper_team", "saboteur"], [["thugs"], ["rifle"]], deck=JUNK5)
    assert not [t for t in texts(game) if t.startswith(("snipe", "disarm"))]


# ---------------------------------------------------------------------------------------------
# the opponent takes the most favourable action [003:337] [003:353], RULINGS V-5


def test_an_opponent_sniper_team_snipes_when_that_wins_the_fight_003_337_353_000_316() -> None:
    # Difficulty [003:353]: sniper teams may join the opponents. Player: brawler 2 + thugs 3 =
    # fight 5, people 4. Opponent: sniper team (no fight, 2 people) + brawler 2: fight 2,
    # people 3. Sniping the thugs [000:316] leaves 2 against 2, and the opponent has more
    # people (V-6): the most favourable action wins it the fight, so the player loses.
    game = solo_table(["brawler", "thugs"], [["sniper_team", "brawler"], ["rifle"]], deck=JUNK5)
    engage(game, 1, "brawler thugs")
    fight_out(game)
    assert outcome(game) == "lost"
    assert [(e.seat, e.target) for e in events(game, sc.EventType.SNIPED)] == [(OPPONENT, 0)]
    assert decision_kind(game) == "loss"


def test_an_opponent_assassin_snipes_a_single_person_card_when_that_wins_003_337_353_118() -> None:
    # Player: brawler 2 + scout 2 = fight 4, people 2. Opponent: assassin (no fight) + brawler 2
    # = fight 2, people 2. The assassin snipes a single-person card [003:117-118]: 2 against 2,
    # people 1 against 2, the opponent wins.
    game = solo_table(["brawler", "scout"], [["assassin", "brawler"], ["rifle"]], modules=R2, deck=JUNK5)
    engage(game, 1, "brawler scout")
    fight_out(game)
    assert outcome(game) == "lost"
    assert [(e.seat, e.target) for e in events(game, sc.EventType.SNIPED)] == [(OPPONENT, 0)]


def test_an_opponent_saboteur_disarms_the_players_tool_when_that_wins_003_337_000_302() -> None:
    # Player: brawler + grenade = fight 5. Opponent: saboteur 1 + thugs 3 = fight 4. Fighting,
    # the opponent loses 4 to 5; disarming the grenade [000:302] instead leaves the brawler's 2
    # against the thugs' 3 (a saboteur that disarms does not fight, S-3): it wins.
    game = solo_table(["brawler", "grenade"], [["saboteur", "thugs"], ["rifle"]], deck=JUNK5)
    engage(game, 1, "brawler grenade")
    fight_out(game)
    assert outcome(game) == "lost"
    assert [(e.seat, e.target) for e in events(game, sc.EventType.DISARMED)] == [(OPPONENT, 0)]


def test_the_players_medic_may_save_against_an_opponents_snipe_000_543_s6() -> None:
    # Player: medic + thugs + brawler = fight 5, people 5. Opponent: sniper team + thugs + spear
    # = fight 5, people 5: a tie as it stands (V-6). Sniping the thugs would win it the fight,
    # so it snipes; a medic may save "from a sniper attack" [000:543], from the force (S-6).
    # Saved, the fight stays a tie: no prize, no loss.
    game = solo_table(
        ["medic", "thugs", "brawler"], [["sniper_team", "thugs", "spear"], ["rifle"]], modules=HQ1, deck=JUNK5
    )
    engage(game, 1, "medic thugs brawler")
    fight_out(game, save="save medic")
    assert [(e.seat, e.target) for e in events(game, sc.EventType.SNIPED)] == [(OPPONENT, 0)]
    assert [e.seat for e in events(game, sc.EventType.SAVED)] == [0]
    assert outcome(game) == "tie"


def test_the_player_acts_first_and_may_snipe_the_opponents_sniper_team_ruling_v5() -> None:
    # V-5: "she acts first". With the opponent's sniper team gone, its brawler's 2 cannot stand
    # against the player's 5.
    game = solo_table(["brawler", "thugs", "sniper_team"], [["sniper_team", "brawler"], ["rifle"]], deck=JUNK5)
    engage(game, 1, "brawler thugs sniper_team")
    fight_out(game, ["snipe 1:sniper_team"])
    assert [(e.seat, e.target) for e in events(game, sc.EventType.SNIPED)] == [(0, OPPONENT)]
    assert outcome(game) == "won"
    assert texts(game) == ["keep brawler"]  # the sniped card left the force (S-4)


@pytest.mark.parametrize(
    ("hand", "force", "announces"),
    [
        # natural fight 1+0+0+0+0+1 = 2 against 4; its size 1+3+4+5+2+3 = 18 (S-8): announce.
        (
            ["brawler", "spear"],
            [
                "provocateur",
                "tribe_family_3",
                "tribe_family_4",
                "tribe_family_5",
                "tribal_hunters_2",
                "tribal_hunters_3",
            ],
            True,
        ),
        # natural fight 1+3+3 = 7 against 6; its size 1+3 = 4 would lose: do not announce.
        (["brawler", "spear", "scout"], ["provocateur", "thugs", "grenade"], False),
    ],
)
def test_an_opponent_provocateur_is_announced_only_when_it_helps_003_337_s8(
    hand: list[str], force: list[str], announces: bool
) -> None:
    game = solo_table(hand, [force, ["rifle"]], modules=R2, deck=JUNK5)
    engage(game, 1, " ".join(hand))
    fight_out(game)
    assert bool(events(game, sc.EventType.PROVOKED)) is announces
    assert outcome(game) == "lost"


def test_two_opponent_combat_medics_each_save_one_snipe_x18_ruling_v5() -> None:
    # one save per card and round; V-5: the opponent's medics save against the player's
    # snipes. Three snipes on the thugs: two saved, the third lands.
    game = solo_table(
        ["sniper_team", "sniper_team", "sniper_team", "brawler"],
        [["combat_medics", "combat_medics", "thugs"], ["rifle"]],
        deck=JUNK5,
    )
    engage(game, 1, "sniper_team sniper_team sniper_team brawler")
    fight_out(game, ["snipe 1:thugs", "snipe 1:thugs", "snipe 1:thugs"])
    assert [e.seat for e in events(game, sc.EventType.SAVED)] == [OPPONENT, OPPONENT]
    assert opponent_force(game) == ("combat_medics", "combat_medics")
    # brawler 2 against the medics' 1 + 1: a fight tie; people 1 + 3 x 2 = 7 against 8.
    assert skirmish_totals(game) == {0: (1, 2, 7), OPPONENT: (1, 2, 8)}
    assert outcome(game) == "lost"


def test_a_sniped_opponent_members_tool_goes_to_another_member_000_266_s4() -> None:
    # Opponent: brawler + scavenger + grenade. Sniping the brawler leaves scavenger 1 + grenade 3
    # = 4 (tools are used by whoever can hold them [000:266]); the player's thugs 3 loses.
    game = solo_table(["sniper_team", "thugs"], [["brawler", "scavenger", "grenade"], ["rifle"]], deck=JUNK5)
    engage(game, 1, "sniper_team thugs")
    fight_out(game, ["snipe 1:brawler"])
    assert skirmish_totals(game)[OPPONENT] == (1, 4, 1)
    assert outcome(game) == "lost"


def test_a_win_against_a_force_sniped_away_takes_no_prize_and_play_goes_on_003_338_s4() -> None:
    # [003:338] the prize is one card of the opponent's force; a sniped card has left it (S-4),
    # so with nothing left there is nothing to take, and the next turn begins.
    game = solo_table(["sniper_team", "brawler"], [["scavenger"], ["rifle"]], deck=JUNK5)
    engage(game, 1, "sniper_team brawler")
    fight_out(game, ["snipe 1:scavenger"])
    assert outcome(game) == "won"
    assert not game.over
    assert decision_kind(game) == "turn"
    assert game.view(0).forces == (0, 1)
    assert "scavenger" not in game.view(0).seats[0].discard


def test_the_players_guard_cannot_cancel_the_opponents_tear_gas_in_the_fight_003_123() -> None:
    # [003:123]: the guard cancels actions "outside of the skirmish" only. The opponent gasses
    # the thugs: guard 2 + thugs 0 against brawler + spear 4.
    game = solo_table(["guard", "thugs"], [["tear_gas", "brawler", "spear"], ["rifle"]], modules=R2, deck=JUNK5)
    engage(game, 1, "guard thugs")
    fight_out(game)
    gassed = events(game, sc.EventType.GASSED)
    assert [(e.seat, e.target, e.text) for e in gassed] == [(OPPONENT, 0, "thugs")]
    assert outcome(game) == "lost"


@pytest.mark.parametrize(("removed", "returns"), [("hardy_scavenger", False), ("brawler", True)])
def test_after_a_loss_a_removed_hardy_scavenger_does_not_return_003_339_181_s12(removed: str, returns: bool) -> None:
    # [003:339] the lost card is set aside for good; [003:181] a hardy scavenger of a lost fight
    # returns to hand, only if still in the force at the end (S-12).
    game = solo_table(["hardy_scavenger", "brawler"], [["thugs", "spear"], ["rifle"]], modules=R3, deck=JUNK5)
    engage(game, 1, "hardy_scavenger brawler")
    fight_out(game)
    assert outcome(game) == "lost"
    game.apply(0, f"remove {removed}")
    assert zone_kinds(game, "0:removed") == [removed]
    assert ("hardy_scavenger" in game.view(0).hand) is returns
    assert len(game.view(0).hand) == (6 if returns else 5)


def test_the_seventh_battle_ending_in_a_tie_still_ends_the_game_003_341_343_v6() -> None:
    # [003:343] "After you fight in the seventh battle, proceed to scoring": a tie (V-6) is a
    # battle fought. Scavenger + spear 3 against saboteur + spear 3, 1 person each.
    game = solo_table(["scavenger", "spear"], [["saboteur", "spear"]], deck=JUNK5)
    engage(game, 1, "scavenger spear")
    fight_out(game)
    assert outcome(game) == "tie"
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 7  # scavenger, spear, 5 junk [003:348]


# ---------------------------------------------------------------------------------------------
# the player's leader in a solo fight, RULINGS L-3, L-7


def test_the_mentor_adds_1_fight_in_a_solo_fight_l3() -> None:
    # L-3: the refugee leaves the force (its person with it); the brawler gets +1: 2 + 2 + 1 = 5.
    game = solo_table(
        ["refugee", "brawler", "spear"],
        [["thugs", "spear"], ["rifle"]],
        modules=HQ3,
        deck=JUNK5,
        leader="leader_mentor",
    )
    engage(game, 1, "refugee brawler spear")
    fight_out(game, ["lead refugee"])
    assert skirmish_totals(game)[0] == (1, 5, 1)
    # thugs + spear 5, 3 people: a fight tie lost on people.
    assert outcome(game) == "lost"


def test_the_fanatic_discards_an_opponent_card_which_is_then_no_prize_l7() -> None:
    # L-7: on her skirmish turn the Fanatic discards one card of the opponent's revealed force;
    # its refugee is removed from play (L-1). Scavenger 1 against the brawler's 2: won, and only
    # the scavenger is left to take [003:338].
    game = solo_table(
        ["refugee", "brawler"], [["scavenger", "grenade"], ["rifle"]], modules=HQ3, deck=JUNK5, leader="leader_fanatic"
    )
    engage(game, 1, "refugee brawler")
    fight_out(game, ["lead refugee 1:grenade"])
    assert outcome(game) == "won"
    assert texts(game) == ["keep scavenger"]
    assert zone_kinds(game, "0:removed") == ["refugee"]


# ---------------------------------------------------------------------------------------------
# peeking at the opponent stacks [003:100-102], RULINGS, V-8


def test_two_binoculars_see_the_top_three_of_every_remaining_force_003_100_102_x1() -> None:
    forces = [["thugs", "rifle", "grenade", "pills"], ["tribe_family_3", "grenade", "wolf_pack"], ["spear"]]
    game = solo_table(["binoculars", "binoculars", "brawler"], forces, modules=R1, deck=JUNK5)
    game.apply(0, "scout binoculars binoculars")
    seen = knowledge(game)
    assert seen["force-1"] == ("thugs", "rifle", "grenade")
    assert seen["force-2"] == ("tribe_family_3", "grenade", "wolf_pack")
    assert seen["force-3"] == ("spear",)
    assert {k.zone for k in game.view(None).knowledge} == set()


def test_a_spy_with_binoculars_sees_all_six_cards_of_a_six_card_force_003_102_x37() -> None:
    force = ["thugs", "rifle", "grenade", "pills", "tear_gas", "wolf_pack"]
    game = solo_table(["binoculars", "spy"], [force, ["spear"]], modules=R1, deck=JUNK5)
    game.apply(0, "spy binoculars 1:force-1")
    assert Counter(knowledge(game)["force-1"]) == Counter(force)


def test_leader_drafting_solo_binoculars_peek_the_leader_pile_and_every_force_003_310_v8() -> None:
    # [003:310]: binoculars may target the leaders pile; V-8: and the opponent stacks.
    scenario = {"players": [{"hand": ["binoculars", "brawler"], "deck": JUNK5}]}
    config = sc.GameConfig(players=1, seed=0, modules=HQ3 | R1, variants=frozenset({"leader_draft"}), scenario=scenario)
    game = sc.Game.new(config)
    game.apply(0, "scout binoculars")
    seen = knowledge(game)
    assert len(seen["leaders"]) == 1
    assert seen["leaders"][0].startswith("leader_")
    assert {f"force-{n}" for n in range(1, 8)} <= set(seen)
    for n in range(1, 8):
        assert zone_kinds(game, f"opponent:{n}")[0] == seen[f"force-{n}"][0]


# ---------------------------------------------------------------------------------------------
# difficulty [003:353]


def test_difficulty_mercenaries_added_to_a_force_fight_for_the_opponent_003_353() -> None:
    # Brawler 2 + scrappers 2 + tribe family 0 = fight 4; people 1 + 2 + 3 = 6. The player's
    # thugs + spear 5 wins.
    game = solo_table(
        ["thugs", "spear"], [["brawler", "scrappers", "tribe_family_3"], ["rifle"]], modules=R3, deck=JUNK5
    )
    engage(game, 1, "thugs spear")
    fight_out(game)
    assert skirmish_totals(game) == {0: (1, 5, 3), OPPONENT: (1, 4, 6)}
    assert outcome(game) == "won"
    assert texts(game) == ["keep brawler", "keep scrappers", "keep tribe_family_3"]
