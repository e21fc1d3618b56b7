"""A fourth blind audit of the BASE game (2015 edition, no expansions) and the 2-player rules,
written from the 2015 rulebook (`shared/rules/000_*.txt`, cited as [000:LINE]) and
`shared/RULINGS.md` (ruling IDs) only, through the public API: ``Game.new``/``GameConfig``
scenarios, ``apply`` with notation, ``legal_actions``, ``view``, ``log``, ``score``, ``result``
and the omniscient ``zones`` where a pile's content or order must be checked.
"""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    finish_round,
    now,
    pass_skirmish,
    pass_windows,
    refused,
    round_totals,
    skirmish_outcome,
    table,
    texts,
    total_of,
    zone_kinds,
)

# ---------------------------------------------------------------------------------------------
# helpers


def seen_kinds(game: sc.Game, seat: int | None) -> set[str]:
    """Every card kind named in any event of ``seat``'s log."""
    return {kind for e in game.log(seat) for kind in e.cards}


# ---------------------------------------------------------------------------------------------
# setup [000:93-116]


def test_setup_eight_face_up_mercenary_stacks_less_the_starter_cards_ruling_r0() -> None:
    """[000:107] the mercenaries are "Scavenger, Brawler, Hunter, Saboteur, Scout, Group Leaders,
    Sniper Team, Thugs ... 8 separate stacks ... face-up"; extra refugees go back to the box.
    R-0: starter cards come from the pools, so 3 players leave 20-9 scavengers and 10-3 brawlers."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    market = dict(game.view(None).market)
    assert market == {
        "scavenger": 11,
        "brawler": 7,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thugs": 5,
    }
    assert Counter(zone_kinds(game, "box")) == Counter(refugee=20 - 12)


def test_rounds_one_and_two_have_no_commit_and_no_peek_then_the_first_player_peeks_in_round_three() -> None:
    """[000:126] the peek begins "with the third round"; [000:144-146] no skirmish in the first two
    rounds and the initiator card "remains with the first player for rounds 1-3" (ED-1); R-1 there
    is no commitment step in rounds 1-2 and unused cards are discarded [000:124]."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=21))
    first = game.view(None).initiator  # "Randomly select a player" [000:109]
    order = [first, (first + 1) % 3, (first + 2) % 3]
    for rnd in (1, 2):
        assert game.round == rnd
        assert all(game.view(s).peeked is None for s in range(3))
        assert game.view(None).initiator == first
        met = finish_round(game)
        assert {d.kind for d in met} == {"turn"}
        assert [d.seat for d in met] == order
        if rnd == 1:  # the round's unused hand was discarded, the other five drawn
            for s in range(3):
                seat = game.view(None).seats[s]
                assert (len(seat.discard), seat.hand_count, seat.deck_count) == (5, 5, 0)
    assert game.round == 3
    assert game.view(None).initiator == first
    top = zone_kinds(game, "contested")[0]
    assert game.view(first).peeked == top
    assert all(game.view(s).peeked is None for s in order[1:])


# ---------------------------------------------------------------------------------------------
# gathering: dig, draw, hunt, hire, trash [000:196-228]


def test_annas_shovel_cannot_improve_a_hunt_but_a_refugee_may_take_it_to_dig() -> None:
    """[000:240-242] scavenger + shovel digs 3; "the shovel could not be used to improve the
    scavenger's hunt value, since the shovel does not have the hunt ability ... unless she has
    another tribe member card (perhaps a refugee) capable of digging that could use the shovel"."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "shovel", "refugee"]}], junkyard=["net", "junk", "pills"])
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    assert refused(game, 0, "hunt scavenger+shovel")
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1
    assert "dig refugee+shovel" in texts(game, 0)
    assert total_of(game, 0, "dig refugee+shovel") == 2


def test_medicine_cannot_improve_a_hunt() -> None:
    """[000:404-406] "Can I use ... a Medkit to improve the hunting of one of my mercenaries? No";
    [000:370] medicine is played only as currency in a hire."""
    game = table(3, round=3, players=[{"hand": ["hunter", "medkit", "pills"]}])
    assert refused(game, 0, "hunt hunter+medkit")
    assert refused(game, 0, "hunt hunter+pills")
    assert not any(t.startswith("hunt") and ("pills" in t or "medkit" in t) for t in texts(game, 0))


def test_a_wolf_pack_cannot_hunt_alone_but_adds_three_to_a_hunter() -> None:
    """[000:394-396] "Can wolf packs operate independently? The wolf pack cannot since it is a
    modifier card"; cards.tsv: wolf pack hunt +3, so a scavenger (hunt 1) with it hunts 4."""
    game = table(3, round=3, players=[{"hand": ["wolf_pack", "scavenger"]}])
    assert refused(game, 0, "hunt wolf_pack")
    act(game, 0, "hunt scavenger+wolf_pack")
    assert game.view(0).seats[0].food == 4


def test_annas_scout_and_sled_team_draw_four_cards_into_her_hand() -> None:
    """[000:210-212] "Anna plays a scout with a draw of 2 and a sled team with a draw of 2 ... draw
    4 cards from her deck and add them to her hand. Anna could also play two scavengers and a scout
    to yield the same result"."""
    game = table(
        3,
        round=3,
        players=[
            {
                "hand": ["scout", "sled_team", "scavenger", "scavenger"],
                "deck": ["pills", "junk", "net", "spear", "medkit"],
            }
        ],
    )
    assert total_of(game, 0, "draw scavenger scavenger scout") == 4
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == ["junk", "net", "pills", "scavenger", "scavenger", "spear"]
    assert zone_kinds(game, "0:deck") == ["medkit"]
    # the drawn cards are in hand and can be used this turn [000:210]
    assert "hunt scavenger+spear" in texts(game, 0)
    # draw may only be used once per round [000:210]
    assert not any(t.startswith("draw") for t in texts(game, 0))


def test_food_pays_only_food_costs_and_medicine_only_med_costs_ruling_r13() -> None:
    """[000:218] two currencies, food and medicine; R-13 "Food pays only food costs and meds pay
    only med costs" (thugs being the only any-mix card [000:400-402]). A scout costs 2 food + 1 med
    (cards.tsv): 4 food alone cannot hire it, nor a hunter (1 med)."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear", "hunter", "pills"]}])
    act(game, 0, "hunt scavenger+spear hunter")
    assert game.view(0).seats[0].food == 4
    legal = texts(game, 0)
    assert "hire scout" not in legal
    assert "hire hunter" not in legal
    assert "hire scout pay pills" in legal
    assert "hire thugs pay pills" not in legal  # 4 + 1 = 5 < 6 [000:402]
    assert refused(game, 0, "hire scout")


def test_a_hired_mercenary_goes_to_the_discard_pile_not_the_hand() -> None:
    """[000:218] "Each player may only hire one mercenary per round, and the player immediately
    adds the card to her discard pile" (the card comes from the face-up stacks)."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear", "pills"]}])
    before = dict(game.view(None).market)["brawler"]
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "hire brawler")
    assert "brawler" not in game.view(0).hand
    assert "brawler" in game.view(1).seats[0].discard
    assert dict(game.view(None).market)["brawler"] == before - 1
    assert not any(t.startswith("hire") for t in texts(game, 0))


def test_unspent_food_is_lost_at_the_end_of_the_turn_ruling_r3() -> None:
    """[000:154,222] food is "created in real-time" and "used as currency during that round"; R-3:
    "Food ... lasts until the end of the player's own turn ... any unspent food is lost"."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear", "refugee"]}, {"hand": ["scavenger"]}])
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "end")
    game.apply(0, "commit none")
    assert game.view(None).decision == sc.Decision("turn", 1)
    assert game.view(None).seats[0].food == 0


def test_trash_may_be_used_only_once_a_round_ruling_r11() -> None:
    """[000:185] "A player may only perform a given action ... once per round" and [000:200] "no
    action may be taken more than once"; R-11: trash is such an action (any number of cards)."""
    game = table(3, round=3, players=[{"hand": ["junk", "junk", "pills"]}])
    before = game.view(None).junkyard_count
    act(game, 0, "trash junk")
    assert game.view(None).junkyard_count == before + 1
    assert sorted(game.view(0).hand) == ["junk", "pills"]  # no replacement draw [000:228]
    assert not any(t.startswith("trash") for t in texts(game, 0))
    assert refused(game, 0, "trash junk")


def test_trashed_cards_go_face_down_into_the_junkyard() -> None:
    """[000:236] "When cards are added to the junkyard, players place them face-down on top of the
    junkyard and then shuffle": the others do not learn what was trashed from a hand."""
    game = table(3, round=3, players=[{"hand": ["medkit", "junk"]}, {"hand": ["scout"]}, {"hand": ["scout"]}])
    act(game, 0, "trash medkit")
    assert "medkit" in zone_kinds(game, "junkyard")
    assert "medkit" not in seen_kinds(game, 1)
    assert "medkit" not in seen_kinds(game, 2)
    assert "medkit" not in seen_kinds(game, None)


def test_dug_junk_goes_straight_back_to_the_bottom_and_gives_no_second_dig() -> None:
    """[000:386-388] "Players do not have to hold onto these cards. They may immediately place them
    at the bottom of the junkyard (they do not get another dig)"; [000:204] others go to the
    bottom, and [000:236] returning does not shuffle."""
    game = table(3, round=3, players=[{"hand": ["brawler", "scavenger"]}], junkyard=["junk", "net", "pills"])
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("junk",)
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(t.startswith("dig") for t in texts(game, 0))


def test_a_kept_dug_card_is_tucked_face_down_and_the_others_do_not_see_the_dig() -> None:
    """[000:260-262] hidden cards "retrieved from junkyard" are tucked to preserve hidden
    information; [000:510] Carol "places that card face-down in her discard pile"; R-16."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["scout"]}, {"hand": ["scout"]}],
        junkyard=["wolf_pack", "medkit", "multitool", "junk"],
    )
    act(game, 0, "dig scavenger+shovel")
    game.apply(0, "keep wolf_pack")
    assert game.view(0).discard_hidden == ("wolf_pack",)
    seat0 = game.view(1).seats[0]
    assert "wolf_pack" not in seat0.discard
    assert seat0.discard_hidden_count == 1
    for seat in (1, 2, None):
        assert not {"wolf_pack", "medkit", "multitool"} & seen_kinds(game, seat)


# ---------------------------------------------------------------------------------------------
# snipes and disarms while gathering [000:300-316, 474-488], RULINGS I-1..I-8


def test_the_response_window_opens_before_any_part_of_the_dig_resolves_ruling_i1() -> None:
    """I-1: the window comes "before any part of the action resolves: no cards drawn, dug or
    peeked"; the declared cards lie face-up ("placing its cards face-up")."""
    game = table(
        3, round=3, players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["sniper_team"]}], junkyard=["net", "junk"]
    )
    game.apply(0, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "dig")
    assert game.view(None).junkyard_count == 2
    assert game.view(1).seats[0].looking_count == 0
    assert sorted(game.view(1).seats[0].table) == ["scavenger", "shovel"]
    assert game.view(0).looking == ()


def test_a_gathering_sniper_is_discarded_at_once_and_its_owner_draws_no_replacement() -> None:
    """[000:316] the sniped card "is discarded"; "If the skirmish has not started, the sniper team
    card is discarded after use"; [000:478-480] "they are discarded immediately after use, and you
    do not redraw to replace the card"; [000:488] the digger goes on with the other cards."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "brawler"]}, {"hand": ["sniper_team", "scout"], "deck": ["thugs"]}],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger brawler")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    seat1 = game.view(2).seats[1]
    assert seat1.hand_count == 1
    assert seat1.deck_count == 1
    assert "sniper_team" in seat1.discard
    assert "scavenger" in game.view(2).seats[0].discard
    assert (now(game).kind, now(game).seat) == ("resume", 0)
    game.apply(0, "continue")
    assert game.view(0).looking == ("net",)  # the brawler's dig of 1


def test_a_disarmed_shovel_is_discarded_and_the_dig_goes_on_smaller() -> None:
    """[000:302] the saboteur makes one tool "discarded ... ineffective for that round" and is
    discarded after use outside the skirmish; [000:488] only that card is discarded, the rest of
    the action may go on: scavenger dig 1 without the shovel's +2."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["saboteur"]}],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "disarm 0:shovel")
    pass_windows(game)
    assert "shovel" in game.view(2).seats[0].discard
    assert "saboteur" in game.view(2).seats[1].discard
    game.apply(0, "continue")
    assert game.view(0).looking == ("net",)
    assert zone_kinds(game, "junkyard") == ["junk", "pills"]


def test_gathering_snipes_hit_only_persons_and_disarms_only_tools_never_medicine_ruling_i3() -> None:
    """[000:456-460] a saboteur disarms "Any card with a tool icon", a sniper team attacks "only
    people"; I-3: "In a hire, medicine cards may be targeted only by the Fanatic, not by snipe or
    disarm"."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear", "pills"]}, {"hand": ["sniper_team", "saboteur"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert sorted(texts(game, 1)) == ["disarm 0:spear", "pass", "snipe 0:scavenger"]
    pass_windows(game)
    if now(game).kind == "resume":
        game.apply(0, "continue")
    game.apply(0, "hire hunter pay pills")
    decision = game.view(None).decision
    if decision is not None and decision.kind == "respond":
        assert texts(game, decision.seat) == ["pass"]
        pass_windows(game)
    assert "hunter" in game.view(1).seats[0].discard


def test_a_gathering_snipe_cannot_be_answered_by_another_sniper_ruling_i5() -> None:
    """[000:482-484] "Can a sniper/saboteur played during a resource gathering action be countered
    with another sniper? No, they are resolved as instants"; I-1 targets are only the declared
    cards. So the third player's sniper cannot hit the first sniper team."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "brawler"]}, {"hand": ["sniper_team"]}, {"hand": ["sniper_team"]}],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger brawler")
    game.apply(1, "snipe 0:scavenger")
    assert game.view(None).decision == sc.Decision("respond", 2, 0, "dig")
    assert sorted(texts(game, 2)) == ["pass", "snipe 0:brawler"]


def test_a_committed_sniper_may_snipe_on_a_later_turn_and_the_public_count_shrinks_ruling_i6() -> None:
    """[000:474-476] "cards set apart for a skirmish are considered to be in hand, and can be
    retrieved and played as instants during an opponent's hunt/hire, dig or draw action";
    I-6: "from committed skirmish cards (the count shrinks, and the change is public)"."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "scout"]}, {"hand": ["hunter"]}],
        junkyard=["net", "junk"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler sniper_team")
    assert game.view(2).seats[0].committed_count == 2
    game.apply(1, "dig scavenger")
    assert now(game).kind == "respond"
    while now(game).seat != 0:
        game.apply(now(game).seat, "pass")
    snipes = [t for t in texts(game, 0) if t.startswith("snipe")]
    assert snipes, texts(game, 0)
    game.apply(0, snipes[0])
    assert game.view(2).seats[0].committed_count == 1
    assert "sniper_team" in game.view(2).seats[0].discard
    assert "scavenger" in game.view(2).seats[1].discard
    assert game.view(0).committed == ("brawler",)


def test_a_player_cannot_snipe_or_disarm_on_her_own_gathering_turn_ruling_i8() -> None:
    """I-8: "She may not snipe or disarm opponents' ordinary cards on her own turn, because none
    are face-up"; I-7 gathering targets are only another player's declared cards."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["sniper_team", "saboteur", "scavenger"]}, {"hand": ["brawler", "spear"]}],
    )
    assert not any(t.startswith(("snipe", "disarm")) for t in texts(game, 0))


# ---------------------------------------------------------------------------------------------
# committing and the skirmish [000:156-166, 264-274, 412-500]


def test_gathering_and_the_skirmish_go_clockwise_from_the_initiator_and_an_earlier_sniper_stops_a_later_one() -> None:
    """[000:130-132,198] gathering starts with the initiator and goes clockwise; [000:268] the
    skirmish starts "with the initiator ... Play then passes to the next player ... (provided that
    they were not sniped or disarmed by the previous player)"; [000:490-492] a skirmish sniper can
    be countered by another through turn order (I-5), and a sniped sniper's people are gone (S-4).
    Round 4, initiator seat 1 (3 players)."""
    game = table(
        3,
        round=4,
        initiator=1,
        players=[
            {"hand": ["scout"]},
            {"hand": ["sniper_team", "thugs"]},
            {"hand": ["sniper_team", "thugs"]},
        ],
        contested=["grenade", "wolf_pack", "field_crew"],
    )
    turns = []
    while (d := now(game)).kind in ("turn", "commit"):
        if d.kind == "turn":
            turns.append(d.seat)
            game.apply(d.seat, "end")
        else:
            game.apply(
                d.seat, {0: "commit scout", 1: "commit sniper_team thugs", 2: "commit sniper_team thugs"}[d.seat]
            )
    assert turns == [1, 2, 0]
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    assert "snipe 2:sniper_team" in texts(game, 1)
    game.apply(1, "snipe 2:sniper_team")
    pass_windows(game)
    decision = game.view(None).decision
    if decision is not None and decision.kind == "skirmish" and decision.seat == 2:
        assert not any(t.startswith("snipe") for t in texts(game, 2))
    pass_skirmish(game)
    # had seat 2's sniper still acted it could have sniped seat 1's thugs; as it is, 3 against 3
    # and seat 1's 5 people (thugs 3 + sniper team 2) beat seat 2's 3
    assert round_totals(game, 4)[1] == (1, 3, 5)
    assert round_totals(game, 4)[2] == (1, 3, 3)
    assert skirmish_outcome(game, 4) == 1


def test_a_player_whose_skirmish_opportunity_has_passed_cannot_answer_a_later_snipe_ruling_s7() -> None:
    """[000:490-492] "each player in turn order (beginning with the initiator) only gets one
    opportunity to activate their snipers/saboteurs"; S-7 "A player whose turn has passed cannot
    act again, even in response, except to save"."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["sniper_team", "scout"]}, {"hand": ["scavenger"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit scout sniper_team", 2: "commit scavenger"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "pass")
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 0:brawler")
    later = []
    while game.round == 3:
        d = now(game)
        later.append(d)
        game.apply(d.seat, "pass")
    assert all(d.seat != 0 or d.kind == "save" for d in later)
    # seat 0: an unused sniper team has no fight (S-3), 2 people; seat 1: scout 2
    assert round_totals(game, 3)[0] == (0, 0, 2)
    assert skirmish_outcome(game, 3) == 1


def test_one_sniper_team_one_target_two_teams_two_targets_and_never_ones_own_ruling_r12_s14() -> None:
    """[000:316] "the sniper can target only one single opponent's card"; R-12 one use per card;
    S-14 "Snipes never target one's own cards"; [000:458-460] only people, not a spear."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["sniper_team", "sniper_team", "scavenger"]},
            {"hand": ["brawler", "spear"]},
            {"hand": ["hunter"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit scavenger sniper_team sniper_team", 1: "commit brawler spear", 2: "commit hunter"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    snipes = sorted(t for t in texts(game, 0) if t.startswith("snipe"))
    assert snipes == ["snipe 1:brawler", "snipe 2:hunter"]
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert sorted(t for t in texts(game, 0) if t.startswith("snipe")) == ["snipe 2:hunter"]
    game.apply(0, "snipe 2:hunter")
    pass_windows(game)
    if game.round == 3 and game.view(None).decision == sc.Decision("skirmish", 0):
        assert not any(t.startswith("snipe") for t in texts(game, 0))
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 1, 5)
    assert skirmish_outcome(game, 3) == 0


def test_a_saboteur_may_disarm_a_contested_grenade_in_the_skirmish() -> None:
    """[000:302,454-456] the saboteur renders one tool ("the shovel, spear, wolf pack, grenade,
    etc.") ineffective, "Any card with a tool icon"; [000:494-500] it then fights 0 but its person
    still counts: scout 2 + saboteur vs brawler 2 (grenade gone) is a fight tie won on people."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["saboteur", "scout"]}, {"hand": ["brawler", "grenade"]}, {}],
        contested=["wolf_pack", "field_crew"],
    )
    end_gathering(game, {0: "commit saboteur scout", 1: "commit brawler grenade"})
    assert sorted(t for t in texts(game, 0) if t.startswith("disarm")) == ["disarm 1:grenade"]
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 2, 2)
    assert round_totals(game, 3)[1] == (1, 2, 1)
    assert skirmish_outcome(game, 3) == 0


def test_a_force_of_only_tools_and_medicine_cannot_win_against_empty_forces_ruling_s1() -> None:
    """[000:422-424] "What happens if no one brings any fight value and everyone ties for the
    number of people ... It is a tie. Place the contested resource on the top of the junkyard and
    shuffle it"; S-1: a force of tools and medicine has no fight and 0 people."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["grenade", "pills"]}, {"hand": ["junk"]}, {}],
        contested=["wolf_pack", "field_crew"],
    )
    before = game.view(None).junkyard_count
    end_gathering(game, {0: "commit grenade pills"})
    pass_skirmish(game)
    assert round_totals(game, 3).get(0, (0, 0, 0)) == (0, 0, 0)
    assert skirmish_outcome(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard"))["wolf_pack"] == 1
    assert game.view(None).junkyard_count == before + 1


@pytest.mark.parametrize(
    ("force0", "force1", "winner"),
    [
        (["brawler"], [], 0),  # 2 against no force: a margin of 2 (V-2)
        (["scavenger"], [], None),  # 1 against no force: a tie
        (["thugs"], ["brawler"], None),  # 3 against 2
        (["thugs"], ["scavenger"], 0),  # 3 against 1
        (["scout"], ["brawler", "spear"], 1),  # 2 against 4
        (["tribe_family_5", "refugee"], ["scout"], 1),  # 0 (6 people) against 2 (1 person)
    ],
)
def test_two_players_a_skirmish_must_be_won_by_two_ruling_v2(
    force0: list[str], force1: list[str], winner: int | None
) -> None:
    """[000:115-116] "The number of tribe members a player brings to a skirmish is no longer
    relevant. Skirmishes must be won by 2. If not, then it is a tie"; V-2 "a participant without
    hasFight (or who did not commit) is treated as fight 0"."""
    game = table(2, round=3, players=[{"hand": force0}, {"hand": force1}], contested=["grenade", "wolf_pack"])
    end_gathering(
        game,
        {
            0: "commit " + " ".join(sorted(force0)) if force0 else "commit none",
            1: "commit " + " ".join(sorted(force1)) if force1 else "commit none",
        },
    )
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) == winner


def test_two_players_a_tied_resource_goes_unseen_into_the_junkyard() -> None:
    """[000:116] on a 2-player tie "the players place the contested resource on top of the
    junkyard and then shuffle"; [000:274] the card goes in "without looking at it"; no peek with
    two players [000:114]."""
    game = table(2, round=3, players=[{"hand": ["scout"]}, {"hand": ["scout"]}], contested=["grenade", "wolf_pack"])
    end_gathering(game, {0: "commit scout", 1: "commit scout"})
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) is None
    assert "grenade" in zone_kinds(game, "junkyard")
    for seat in (0, 1, None):
        assert "grenade" not in seen_kinds(game, seat)
    for seat in (0, 1):
        assert not any("grenade" in k.cards for k in game.view(seat).knowledge)


# ---------------------------------------------------------------------------------------------
# end of the game and scoring [000:168-172, 426-434], RULINGS ED-2, F-1, F-2, F-3


def test_people_are_the_printed_values_of_every_card_the_tribe_owns_ruling_f1() -> None:
    """[000:170] count "the number of tribe member icons ... of every card in their decks";
    [000:436-438] "Add up the total VALUE of each card"; F-1 every zone counts. Group leaders 2,
    sniper team 2, thugs 3, field crew 4, tribe family 5, sled team 2, refugee 1; tools 0."""
    game = table(
        3,
        round=3,
        players=[
            {
                "hand": ["group_leaders", "spear"],
                "deck": ["sniper_team", "thugs", "pills"],
                "discard": ["field_crew", "tribe_family_5", "sled_team", "refugee"],
            }
        ],
    )
    score = game.score(0)
    assert score.people == 2 + 2 + 3 + 4 + 5 + 2 + 1
    assert score.contested == 3
    assert score.cards == 9


def _end_by_deadlock(players: list[dict[str, list[str]]]) -> sc.Game:
    game = table(len(players), round=3, players=players, contested=["grenade"])
    finish_round(game)
    assert game.over
    return game


@pytest.mark.parametrize(
    ("zones", "winners"),
    [
        # the largest tribe wins, however few contested resources it has
        ([["refugee"] * 4, ["tribe_family_3"], ["scavenger"]], (0,)),
        # equal people: more contested resources win, even with fewer cards
        ([["tribe_family_3"], ["scavenger", "scavenger", "refugee", "junk"], ["scavenger"]], (0,)),
        # equal people and contested: more cards (tools and junk included, F-2) win
        ([["scavenger", "scavenger", "refugee", "spear"], ["thugs"], ["scavenger"]], (0,)),
        # still tied: a shared victory
        ([["thugs", "pills", "junk", "spear"], ["scavenger", "brawler", "refugee", "junk"], ["scavenger"]], (0, 1)),
    ],
)
def test_the_largest_tribe_wins_then_contested_resources_then_cards_then_a_shared_victory(
    zones: list[list[str]], winners: tuple[int, ...]
) -> None:
    """[000:170] "The winner is the player who has built the largest tribe ... If there is a tie,
    then the player among those tied with the most contested resource cards is the winner. If there
    is still a tie, the player among those tied with the largest number of cards in her deck";
    [000:172] "If there is still a tie, the tied players rejoice in their shared victory"; ED-2
    the game ends when the pile is depleted, even by a deadlock."""
    game = _end_by_deadlock([{"discard": z} for z in zones])
    assert game.result is not None
    assert tuple(game.result.winners) == winners


def test_a_full_game_lasts_two_plus_fourteen_rounds_and_the_initiator_card_moves_left_from_round_four() -> None:
    """[000:140,170] the game ends when the contested resource pile is depleted, one card per
    skirmish from round 3 (ED-2: "exactly 2 + (initial CR count) rounds: 16"); [000:146] the card
    "remains with the first player for rounds 1-3. Thereafter, it moves to the initiator's left"
    (ED-1). Every skirmish here deadlocks (nobody commits), which still uses up a resource."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    first = game.view(None).initiator
    initiators = []
    while not game.over:
        initiators.append(game.view(None).initiator)
        assert game.view(None).round == len(initiators)
        finish_round(game)
    assert len(initiators) == 16
    assert initiators[:3] == [first] * 3
    assert initiators[3:] == [(first + k) % 3 for k in range(1, 14)]
    assert game.view(None).contested_count == 0
    assert game.result is not None


def test_an_empty_mercenary_stack_cannot_be_hired_and_refugees_are_not_for_hire_ruling_r9() -> None:
    """R-9 "A mercenary type whose stack is empty cannot be hired"; [000:107] the extra refugees
    go back to the box and only the 8 mercenary types are for hire."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear", "pills", "medkit"]}],
        market={"scout": 0},
    )
    act(game, 0, "hunt scavenger+spear")
    legal = texts(game, 0)
    assert not any(t.startswith("hire scout") for t in legal)
    assert not any(t.startswith("hire refugee") for t in legal)
    assert "hire brawler" in legal
    assert refused(game, 0, "hire scout pay pills")


def test_responders_are_asked_clockwise_from_the_active_players_left_ruling_i1() -> None:
    """I-1: "Responders are every other player, in clockwise order from the active player's
    left"; a player who has committed may still answer with committed cards (I-6, [000:476])."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "scout"]}, {"hand": ["sniper_team"]}],
        junkyard=["net", "junk"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler sniper_team")
    game.apply(1, "dig scavenger")
    asked = []
    while (d := now(game)).kind == "respond":
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert asked == [2, 0]
    assert now(game).kind == "keep"


def test_a_trash_shuffles_the_whole_junkyard() -> None:
    """[000:228] "The junkyard pile is shuffled any time new cards are added"; [000:236] "players
    place them face-down on top of the junkyard and then shuffle the entire junkyard pile"
    (ED-14): over a few seeds the old cards do not keep their order under or around the new one."""
    pile = ["net", "pills", "spear", "multitool", "pickaxe", "junk", "medkit", "shovel"]
    orders = set()
    for seed in range(6):
        game = table(3, round=3, players=[{"hand": ["grenade"]}], junkyard=list(pile), seed=seed)
        act(game, 0, "trash grenade")
        after = zone_kinds(game, "junkyard")
        assert sorted(after) == sorted([*pile, "grenade"])
        orders.add(tuple(k for k in after if k != "grenade"))
    assert orders != {tuple(pile)}
    assert len(orders) > 1


def test_a_saboteur_that_disarmed_gives_its_force_no_fight_ruling_s3() -> None:
    """[000:494-496] a saboteur "is used either to disarm or to fight in the skirmish, but not
    both"; S-3 "A person that used its special ability instead of fighting ... does not make
    hasFight true. It still counts for people": a lone saboteur that disarms a refugee's net ties
    that refugee (no fight, 1 person each), a deadlock."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["saboteur"]}, {"hand": ["refugee", "net"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit saboteur", 1: "commit net refugee"})
    assert sorted(t for t in texts(game, 0) if t.startswith("disarm")) == ["disarm 1:net"]
    game.apply(0, "disarm 1:net")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (0, 0, 1)
    assert round_totals(game, 3)[1] == (0, 0, 1)
    assert skirmish_outcome(game, 3) is None


def test_digging_an_empty_junkyard_is_legal_and_uses_up_the_dig_ruling_r7() -> None:
    """R-7 "Digging an empty junkyard is legal but yields nothing; the action and cards are used
    up"; [000:185] each action once a round."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "brawler"]}], junkyard=[])
    assert "dig scavenger" in texts(game, 0)
    act(game, 0, "dig scavenger")
    if now(game).kind == "keep":
        assert game.view(0).looking == ()
        game.apply(0, "keep none")
    assert game.view(0).hand == ("brawler",)
    assert "scavenger" in game.view(1).seats[0].discard
    assert not any(t.startswith("dig") for t in texts(game, 0))
