"""A second blind audit of the BASE game (no expansions), written from the 2015 rulebook
(`shared/rules/000_*.txt`, cited as [000:LINE]), `shared/RULINGS.md` (ruling IDs) and
`shared/cards.tsv` only, through the public API (``Game.new``/``GameConfig`` scenarios,
``apply`` with notation, ``legal_actions``, ``view``, ``log``, ``score``, ``result`` and the
omniscient ``zones`` where a pile's order must be checked).

It covers edge cases the earlier audits leave out: the initiator wrapping round a 5-player
table, the round-start draw and its reshuffle, every tool's and person's printed numbers, the
skirmish with modifier-only cards, 2-player margins changed by snipes, players with no cards,
and the end-of-game tie-breaks among the tied only.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_windows, table, texts, zone_counter, zone_kinds
from scavengers.engine.core.events import EventType
from test_rules_skirmish import commit_all, pass_skirmish_turns, skirmish, totals, winner_of_last_skirmish

# ---------------------------------------------------------------------------------------------
# helpers


def solo(hand: list[str], seats: int = 3, **scenario: Any) -> sc.Game:
    """Seat 0 is the initiator holding ``hand``; the other seats hold nothing, so no response
    window can be answered."""
    player = {"hand": hand, **scenario.pop("player", {})}
    scenario.setdefault("round", 3)
    return table(seats, initiator=0, players=[player], **scenario)


def end_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat ends its turn and commits as given (default nothing); skirmish turns pass."""
    commit_all(game, commits or {})
    pass_skirmish_turns(game)


# ---------------------------------------------------------------------------------------------
# round structure, initiator, peek [000:118-150]


def test_five_players_the_initiator_card_wraps_from_the_last_seat_to_the_first() -> None:
    """[000:138] "The initiator passes the initiator card to her left-hand opponent" and [000:146]
    "Thereafter, it moves to the initiator's left" (ED-1): with 5 players, seat 4's left is seat 0."""
    game = table(5, round=4, initiator=4, players=[], contested=["grenade", "sled_team"])
    assert game.view(None).to_act == (4,)
    end_round(game)
    assert game.round == 5
    assert game.view(None).initiator == 0
    assert game.view(None).to_act == (0,)


def test_the_round_two_initiator_keeps_the_card_for_round_three_and_peeks_then() -> None:
    """[000:146] "The initiator card remains with the first player for rounds 1-3" (ED-1) and
    [000:126]/[000:150] "Beginning with the third round ... the initiator looks at the top card"."""
    game = table(
        3,
        round=2,
        initiator=2,
        players=[],
        contested=["field_crew", "grenade"],
    )
    assert game.view(2).peeked is None  # no peek in round 2
    end_round(game)
    assert game.round == 3
    assert game.view(None).initiator == 2
    assert game.view(2).peeked == "field_crew"
    assert game.view(0).peeked is None
    assert game.view(1).peeked is None


def test_the_new_initiator_of_round_four_peeks_at_the_new_top_resource() -> None:
    """[000:126] "Beginning with the third round, and continuing for the remainder of the game, the
    initiator peeks at the top card on the contested resources pile"; after round 3 the card moves
    left [000:146], so seat 1 peeks at what is now on top."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["thugs"]}],
        contested=["grenade", "field_crew", "wolf_pack"],
    )
    end_round(game, {0: "commit thugs"})
    assert winner_of_last_skirmish(game) == 0
    assert game.round == 4
    assert game.view(None).initiator == 1
    assert game.view(1).peeked == "field_crew"
    assert game.view(0).peeked is None
    assert game.view(2).peeked is None


def test_the_round_hand_is_the_top_five_cards_of_the_deck() -> None:
    """[000:125] "Each player draws 5 cards from the top of her deck"."""
    deck = ["scout", "net", "pills", "thugs", "hunter", "medkit", "junk"]
    game = table(3, round=3, initiator=0, players=[{"deck": deck}], contested=["grenade", "wolf_pack"])
    end_round(game)
    assert sorted(game.view(0).hand) == sorted(deck[:5])
    assert zone_kinds(game, "0:deck") == deck[5:]


def test_a_deck_emptied_exactly_by_the_round_draw_is_not_reshuffled_early_ruling_r6() -> None:
    """R-6: "Shuffle the discard into a new deck only when a card must be drawn and the deck is
    empty ... An exactly empty deck is not reshuffled early"; [000:125] "shuffling the discard
    pile ... when her deck becomes exhausted"."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "refugee"], "deck": ["scout", "net", "pills", "thugs", "hunter"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_round(game, {0: "commit brawler refugee"})
    assert sorted(game.view(0).hand) == ["hunter", "net", "pills", "scout", "thugs"]
    assert zone_kinds(game, "0:deck") == []
    assert sorted(zone_kinds(game, "0:discard")) == ["brawler", "grenade", "refugee"]
    assert not any(e.type is EventType.RESHUFFLED and e.round == 4 for e in game.log(0))


def test_the_round_draw_reshuffles_the_rounds_discards_and_the_won_resource() -> None:
    """[000:124-125] "1) Discard all cards from the previous round. 2) Each player draws 5 ...,
    shuffling the discard pile ... when her deck becomes exhausted"; [000:190] draw the whole deck
    first; [000:268] the won resource went to the discard pile, so it can come back at once."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["thugs", "brawler"], "deck": ["scout", "net"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_round(game, {0: "commit thugs brawler"})
    assert winner_of_last_skirmish(game) == 0
    assert sorted(game.view(0).hand) == ["brawler", "grenade", "net", "scout", "thugs"]
    assert zone_kinds(game, "0:deck") == []
    assert zone_kinds(game, "0:discard") == []


def test_a_tribe_of_fewer_than_five_cards_draws_what_it_has_ruling_r5() -> None:
    """R-5: "Draw as many as exist; the rest of the draw is lost ... It is never an error"."""
    game = table(
        3, round=3, initiator=0, players=[{"hand": ["brawler"], "deck": ["scout"]}], contested=["grenade", "wolf_pack"]
    )
    end_round(game, {0: "commit brawler"})
    assert winner_of_last_skirmish(game) == 0
    assert sorted(game.view(0).hand) == ["brawler", "grenade", "scout"]


# ---------------------------------------------------------------------------------------------
# gathering [000:196-262]


def test_a_draw_reshuffles_cards_used_earlier_in_the_same_turn_ruling_r6() -> None:
    """[000:190] "she first draws all cards from her deck, then shuffles her discard pile to create
    a new deck and continues"; R-6: "The discard includes cards discarded earlier in the same
    turn" (the brawler and shovel used for the dig)."""
    game = solo(["brawler", "shovel", "scout"], player={"deck": ["refugee"]}, junkyard=["junk"] * 3)
    act(game, 0, "dig brawler+shovel")
    assert len(game.view(0).looking) == 3
    game.apply(0, "keep none")
    act(game, 0, "draw scout")
    hand = sorted(game.view(0).hand)
    assert len(hand) == 2
    assert "refugee" in hand
    hand.remove("refugee")
    assert hand[0] in ("brawler", "shovel")


@pytest.mark.parametrize(("tool", "dig"), [("shovel", 3), ("pickaxe", 2), ("multitool", 2)])
def test_each_digging_tool_adds_its_printed_dig(tool: str, dig: int) -> None:
    """[000:242] "scavenger (dig 1 ...) with a shovel (fight +1 / dig +2) to achieve a dig of 3";
    cards.tsv: pickaxe and multitool add dig +1."""
    game = solo(["scavenger", tool], junkyard=["junk"] * 6)
    act(game, 0, f"dig scavenger+{tool}")
    assert len(game.view(0).looking) == dig


@pytest.mark.parametrize(("tool", "hunt"), [("spear", 2), ("net", 3), ("multitool", 2), ("wolf_pack", 4)])
def test_each_hunting_tool_adds_its_printed_hunt(tool: str, hunt: int) -> None:
    """[000:224] the spear grants hunt +1; [000:506] "net (fight 1 / hunt 2)"; cards.tsv: the
    multitool +1 and the wolf pack +3 ("Powerful hunting and fighting tool" [000:366])."""
    game = solo(["scavenger", tool])
    act(game, 0, f"hunt scavenger+{tool}")
    assert game.view(0).seats[0].food == hunt


@pytest.mark.parametrize(
    ("verb", "person", "total"),
    [
        ("hunt", "hunter", 2),
        ("hunt", "field_crew", 2),
        ("dig", "field_crew", 2),
        ("dig", "thugs", 1),
        ("dig", "saboteur", 1),
    ],
)
def test_persons_gather_with_their_printed_values(verb: str, person: str, total: int) -> None:
    """cards.tsv base actions: hunter hunt 2 ("A unit that can hunt or fight" [000:294]), field crew
    dig 2 / hunt 2 ("A flexible, multi-purpose unit" [000:328]), thugs dig 1, saboteur dig 1."""
    game = solo([person], junkyard=["junk"] * 4)
    act(game, 0, f"{verb} {person}")
    if verb == "hunt":
        assert game.view(0).seats[0].food == total
    else:
        assert len(game.view(0).looking) == total


def test_group_leaders_raise_a_scouts_draw_by_two() -> None:
    """[000:298] group leaders "increase the effectiveness of one other unit by modifying an
    action"; cards.tsv +2 draw; a scout draws 2 [000:212]: 4 cards in all."""
    game = solo(["scout", "group_leaders"], player={"deck": ["junk"] * 6})
    act(game, 0, "draw scout+group_leaders")
    assert len(game.view(0).hand) == 4


def test_a_tribe_family_with_a_wolf_pack_and_a_hunter_with_a_net_pay_for_thugs_with_food_alone() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units":
    6 food and no meds; [000:340] a tribe family "Can equip tools to ... hunt" (0 + 3) and a
    hunter holds a net (2 + 2) [000:222]: 7 food (overpaying is allowed, R-13)."""
    game = solo(["tribe_family_3", "wolf_pack", "hunter", "net"])
    act(game, 0, "hunt tribe_family_3+wolf_pack hunter+net")
    assert game.view(0).seats[0].food == 7
    act(game, 0, "hire thugs")
    assert zone_counter(game, "0:discard")["thugs"] == 1


def test_one_turn_may_take_each_action_once() -> None:
    """[000:184-185] "A player may take multiple actions in a round" / "only perform a given action
    ... once per round": draw, dig, hunt, hire and trash in one turn."""
    game = solo(["scout", "brawler", "scavenger", "junk"], player={"deck": ["refugee", "spear"]}, junkyard=["net"])
    act(game, 0, "draw scout")
    act(game, 0, "dig brawler")
    game.apply(0, "keep net")
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "hire scavenger")
    act(game, 0, "trash junk")
    used = set(game.view(0).seats[0].used)
    assert {"draw", "dig", "hunt", "hire", "trash"} <= used
    assert sorted(game.view(0).hand) == ["refugee"]


def test_a_trash_opens_no_response_window_ruling_i3() -> None:
    """I-3: "Store, retrieve and trash open **no** window"; [000:228] trash is a free action."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["junk", "brawler"]}, {"hand": ["sniper_team", "saboteur"]}, {"hand": ["sniper_team"]}],
    )
    game.apply(0, "trash junk")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("turn", 0)


def test_trashed_cards_no_longer_count_for_the_tribe() -> None:
    """[000:228] trash adds the cards "to the junkyard supply pile"; [000:170] the tribe is
    "every card in their decks" (F-1: every card the player owns): trashed people are lost."""
    game = solo(["refugee", "scavenger", "brawler"], player={"deck": ["thugs"]})
    before = game.score(0).people
    assert before == 6
    act(game, 0, "trash refugee scavenger")
    assert game.score(0).people == 4
    assert game.score(0).cards == 2


def test_a_trashed_tribe_member_can_be_dug_and_kept_by_another_player() -> None:
    """[000:228] trashed cards join the junkyard pile; [000:204] a dig draws from the top of the
    junkyard and may keep one; the kept card then counts for its new owner [000:170]."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["thugs"]}, {"hand": ["brawler"]}, {}],
        junkyard=[],
    )
    act(game, 0, "trash thugs")
    assert zone_kinds(game, "junkyard") == ["thugs"]
    act(game, 0, "end")  # nothing left to commit
    act(game, 1, "dig brawler")
    assert game.view(1).looking == ("thugs",)
    game.apply(1, "keep thugs")
    assert game.score(1).people == 1 + 3
    assert game.score(0).people == 0


def test_spent_medicine_is_discarded_and_unspent_medicine_stays_in_hand() -> None:
    """[000:218] meds "must be played from the players hand in order to complete the hiring";
    [000:256] cards are discarded after use. A medkit not played stays in hand."""
    game = solo(["pills", "medkit", "junk"])
    act(game, 0, "hire hunter pay pills")
    assert sorted(game.view(0).hand) == ["junk", "medkit"]
    assert sorted(zone_kinds(game, "0:discard")) == ["hunter", "pills"]


def test_a_hire_takes_one_card_from_its_face_up_stack() -> None:
    """[000:218] "a player takes a mercenary card from the face-up piles of cards"."""
    game = solo(["scavenger", "scavenger"])
    before = dict(game.view(None).market)["brawler"]
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire brawler")
    assert dict(game.view(None).market)["brawler"] == before - 1


def test_hunted_food_may_overpay_a_cheaper_mercenary_ruling_r13() -> None:
    """R-13: "Overpayment is allowed and the excess is lost"; [000:218] a scavenger costs 1 food
    ([000:510])."""
    game = solo(["scavenger", "spear", "scavenger"])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert "hire scavenger" in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard")["scavenger"] == 3


def test_a_gathering_snipe_may_hit_group_leaders_and_removes_their_bonus() -> None:
    """[000:458-460] "Sniper teams can only attack people (i.e. card with a person icon)": group
    leaders are a person card; [000:488] only the sniped card is discarded and the action may go
    on with the rest (I-2): the scavenger digs 1 instead of 3."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "group_leaders"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["junk"] * 4,
    )
    game.apply(0, "dig scavenger+group_leaders")
    assert "snipe 0:group_leaders" in texts(game, 1)
    game.apply(1, "snipe 0:group_leaders")
    pass_windows(game)
    assert "continue" in texts(game, 0)
    game.apply(0, "continue")
    pass_windows(game)
    assert len(game.view(0).looking) == 1
    assert zone_counter(game, "0:discard")["group_leaders"] == 1


# ---------------------------------------------------------------------------------------------
# the skirmish [000:264-274], [000:412-500]

# (card, has_fight, fight, people) from cards.tsv; the rulebook's words in the docstring.
PERSONS = [
    ("scavenger", 1, 1, 1),
    ("brawler", 1, 2, 1),
    ("hunter", 1, 1, 1),
    ("scout", 1, 2, 1),
    ("thugs", 1, 3, 3),
    ("sled_team", 1, 1, 2),
    ("field_crew", 1, 2, 4),
    ("tribe_family_3", 1, 0, 3),
    ("tribe_family_4", 1, 0, 4),
    ("tribe_family_5", 1, 0, 5),
    ("refugee", 0, 0, 1),
    ("group_leaders", 0, 0, 2),
]


@pytest.mark.parametrize(("card", "has_fight", "fight", "people"), PERSONS)
def test_each_tribe_member_fights_and_counts_its_printed_values(
    card: str, has_fight: int, fight: int, people: int
) -> None:
    """[000:266] "The sum of the fight values"; [000:274] "sums the number of people" (the card's
    people value, [000:432-438]); [000:340] tribe family "fight 0", [000:346] a refugee has no
    fight; cards.tsv for the numbers (thugs 3 fight / 3 people, field crew 2 / 4, ...)."""
    game = skirmish([[card], [], []])
    assert totals(game)[0] == (has_fight, fight, people)


@pytest.mark.parametrize(
    ("tool", "bonus"),
    [("spear", 2), ("shovel", 1), ("pickaxe", 2), ("net", 1), ("multitool", 1), ("grenade", 3), ("wolf_pack", 2)],
)
def test_each_tool_adds_its_printed_fight(tool: str, bonus: int) -> None:
    """[000:266] "All rules related to tool usage also apply to tools used as weapons"; printed
    values: spear +2 and shovel +1 [000:504-508], net fight 1 [000:506], grenade +3 [000:468];
    cards.tsv: pickaxe +2, multitool +1, wolf pack +2."""
    game = skirmish([["brawler", tool], [], []])
    assert totals(game)[0] == (1, 2 + bonus, 1)


def test_group_leaders_stack_with_a_tool_on_one_fighter_in_the_skirmish() -> None:
    """[000:442] "you can play multiple group leaders to modify a single base ability" and [000:446]
    "A tribe member card could use a tool AND have group leaders increase their action": a
    brawler (2) + spear (+2) + two group leaders (+2 +2) fights 8 with 1 + 2 + 2 people."""
    game = skirmish([["brawler", "spear", "group_leaders", "group_leaders"], ["thugs", "grenade"], []])
    assert totals(game)[0] == (1, 8, 5)
    assert winner_of_last_skirmish(game) == 0


def test_group_leaders_cannot_carry_a_tool_into_the_fight() -> None:
    """[000:390-392] "Can group leaders, or snipers carry tools? No. A card must have a base ability
    in order to improve it with a tool": group leaders and a grenade have no fight; a lone tribe
    family's fight 0 beats them [000:418-420]."""
    game = skirmish([["group_leaders", "grenade"], ["tribe_family_3"], []])
    assert totals(game)[0] == (0, 0, 2)
    assert winner_of_last_skirmish(game) == 1


def test_a_refugee_holding_a_spear_still_cannot_fight() -> None:
    """[000:240] "Using a tool does not grant a tribe member an ability that she cannot inherently
    perform"; [000:346] a refugee "can dig or hunt if equipped with a tool" (not fight)."""
    game = skirmish([["refugee", "spear"], ["refugee", "refugee"], []])
    assert totals(game)[0] == (0, 0, 1)
    assert winner_of_last_skirmish(game) == 1  # no fight on either side: 2 people beat 1


def test_a_tribe_family_equipped_with_a_spear_fights_with_it() -> None:
    """[000:340] a tribe family "Can equip tools to fight or hunt": fight 0 + spear 2."""
    game = skirmish([["tribe_family_4", "spear"], ["scavenger"], []])
    assert totals(game)[0] == (1, 2, 4)
    assert winner_of_last_skirmish(game) == 0


def test_a_saboteur_that_does_not_disarm_fights_one() -> None:
    """[000:496] a saboteur "is used either to disarm or to fight in the skirmish, but not both":
    unused, it fights with its printed fight 1 (cards.tsv)."""
    game = skirmish([["saboteur"], ["refugee"], []])
    assert totals(game)[0] == (1, 1, 1)
    assert winner_of_last_skirmish(game) == 0


def test_an_unused_sniper_team_has_no_fight_but_two_people() -> None:
    """[000:316] the sniper team is "A specialized attack unit" with no fight (cards.tsv, S-3:
    sniper teams do not make has-fight true); its 2 people still break ties [000:274]."""
    game = skirmish([["sniper_team"], ["refugee"], []])
    assert totals(game)[0] == (0, 0, 2)
    assert totals(game)[1] == (0, 0, 1)
    assert winner_of_last_skirmish(game) == 0


def test_the_committed_count_is_announced_but_the_cards_stay_face_down() -> None:
    """[000:158] "She then places her remaining cards in her play area, face down, and announces
    the number of cards she is taking to the skirmish"."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "refugee", "pills"]}, {"hand": ["scout"]}, {}],
        contested=["grenade"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee pills")
    assert game.view(1).seats[0].committed_count == 3
    assert game.view(1).seats[0].force is None
    assert game.view(None).seats[0].committed_count == 3
    assert sorted(game.view(0).committed) == ["brawler", "pills", "refugee"]


def test_a_skirmish_snipe_of_group_leaders_takes_their_bonus_and_people_away() -> None:
    """[000:316] the sniper team "renders one opponent's tribe member ... ineffective"; group
    leaders are a person [000:460]; S-4: a sniped card adds nothing to fight or people."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "group_leaders"]}, {"hand": ["sniper_team", "scout"]}, {}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit brawler group_leaders", 1: "commit sniper_team scout"})
    if game.view(None).decision == sc.Decision("skirmish", 0):  # the initiator has nothing to do
        game.apply(0, "pass")
    game.apply(1, "snipe 0:group_leaders")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[0] == (1, 2, 1)
    assert totals(game)[1] == (1, 2, 3)
    assert winner_of_last_skirmish(game) == 1


def test_five_players_a_sniper_may_pick_its_one_target_from_any_opponent() -> None:
    """[000:316] "If multiple players are involved in a skirmish, the sniper can target only one
    single opponent's card": any one of the four opponents' revealed tribe members."""
    forces = [["sniper_team", "scout"], ["brawler"], ["scavenger"], ["hunter"], ["thugs"]]
    game = table(5, round=3, initiator=0, players=[{"hand": f} for f in forces], contested=["grenade", "wolf_pack"])
    commit_all(game, {s: "commit " + " ".join(f) for s, f in enumerate(forces)})
    snipes = [a for a in texts(game, 0) if a.startswith("snipe")]
    assert sorted(snipes) == ["snipe 1:brawler", "snipe 2:scavenger", "snipe 3:hunter", "snipe 4:thugs"]
    game.apply(0, "snipe 4:thugs")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game).get(4, (0, 0, 0)) == (0, 0, 0)
    # scout (2) ties the brawler (2); 1 + 2 people beat 1.
    assert winner_of_last_skirmish(game) == 0


def test_a_player_with_no_cards_at_all_still_takes_her_turn_and_cannot_win() -> None:
    """S-1: "a player who committed nothing ranks as 'no fight, 0 people' ... can never win";
    R-5: an empty tribe draws nothing, "It is never an error"."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["refugee"]}, {"hand": ["refugee"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    for seat in (0, 1):
        act(game, seat, "end")
        game.apply(seat, "commit refugee")
        pass_windows(game)
    assert game.view(None).decision == sc.Decision("turn", 2)
    assert texts(game, 2) == ["end"]
    game.apply(2, "end")  # nothing to commit
    pass_skirmish_turns(game)
    assert totals(game).get(2, (0, 0, 0)) == (0, 0, 0)
    assert winner_of_last_skirmish(game) is None  # the two refugees deadlock
    assert game.round == 4
    assert game.view(2).hand == ()


def test_two_players_a_snipe_can_open_the_two_point_margin() -> None:
    """[000:116] "Skirmishes must be won by 2"; [000:268] the total fight is summed after the
    skirmish actions ("the total remaining fight values"): thugs 3 against brawler 2 + scavenger 1
    is a tie, but after the brawler is sniped it is 3 against 1."""
    game = table(
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "thugs"]}, {"hand": ["brawler", "scavenger"]}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit sniper_team thugs", 1: "commit brawler scavenger"})
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game) == {0: (1, 3, 5), 1: (1, 1, 1)}
    assert winner_of_last_skirmish(game) == 0


def test_two_players_a_fight_of_two_beats_a_tribe_familys_fight_of_zero_by_two() -> None:
    """[000:116] "Skirmishes must be won by 2"; a tribe family fights 0 [000:340]: 2 - 0 = 2."""
    game = skirmish([["scout"], ["tribe_family_5"]])
    assert winner_of_last_skirmish(game) == 0


# ---------------------------------------------------------------------------------------------
# the end of the game [000:140], [000:168-172]


def test_the_last_contested_resource_decides_the_game_when_won() -> None:
    """[000:140] the game continues "until the contested resource pile is depleted"; [000:268] the
    winner adds it to her discard pile; [000:170] then the tribes are counted: seat 1 has 2
    people, seat 0 has 5; the tribe family (5) won in the last skirmish lifts seat 1 to 7 and to
    victory."""
    game = table(
        3,
        round=16,
        initiator=0,
        players=[{"hand": ["refugee"], "deck": ["thugs", "refugee"]}, {"hand": ["brawler"], "deck": ["scavenger"]}, {}],
        contested=["tribe_family_5"],
    )
    commit_all(game, {0: "commit refugee", 1: "commit brawler"})
    pass_skirmish_turns(game)
    assert winner_of_last_skirmish(game) == 1
    assert game.result is not None
    assert [s.people for s in game.result.scores] == [5, 7, 0]
    assert game.result.winners == (1,)


def test_a_deadlocked_last_resource_belongs_to_nobody() -> None:
    """[000:274] in a deadlock "the players place the top card from the contested resources pile
    into the junkyard pile"; ED-2: the game still ends; F-1 only owned cards count."""
    game = table(
        3,
        round=16,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}],
        contested=["tribe_family_5"],
    )
    commit_all(game, {0: "commit brawler", 1: "commit brawler"})
    assert winner_of_last_skirmish(game) is None
    assert game.result is not None
    assert [s.contested for s in game.result.scores] == [0, 0, 0]
    assert zone_counter(game, "junkyard")["tribe_family_5"] == 1
    assert game.result.winners == (0, 1)


def test_the_end_of_game_tie_breaks_look_only_at_the_tied_players() -> None:
    """[000:170] "If there is a tie, then the player among those tied with the most contested
    resource cards is the winner. If there is still a tie, the player among those tied with the
    largest number of cards": seat 2 has the most contested resources and cards but fewer people;
    seats 0 and 1 tie on 4 people and 0 contested resources, and seat 1 has more cards."""
    decks = [
        ["thugs", "refugee"],
        ["scavenger", "scavenger", "brawler", "refugee"],
        ["grenade", "wolf_pack", "junk", "junk", "junk", "junk", "refugee", "refugee", "refugee"],
    ]
    game = table(3, round=16, initiator=0, players=[{"deck": d} for d in decks], contested=["sled_team"])
    commit_all(game, {})
    assert game.result is not None
    assert [s.people for s in game.result.scores] == [4, 4, 3]
    assert game.result.winners == (1,)


# ---------------------------------------------------------------------------------------------
# more edge cases: tool assignment, interrupts, shuffles


def test_the_skirmish_gives_the_best_tool_to_the_only_fighter_ruling_r15() -> None:
    """R-15: "The engine assigns tools and modifiers to maximise each player's fight, subject to
    one tool per person and a base fight being required" ([000:189], [000:464]): the refugee
    cannot hold a weapon, so the brawler takes the grenade (2 + 3), not the spear."""
    game = skirmish([["refugee", "spear", "brawler", "grenade"], ["thugs", "multitool"], []])
    assert totals(game)[0] == (1, 5, 2)
    assert winner_of_last_skirmish(game) == 0  # 5 beats thugs 3 + 1


def test_a_sniped_tribe_family_leaves_a_force_with_no_fight_that_loses_on_people() -> None:
    """[000:316] the sniped card is "ineffective for that round" (S-4: it adds nothing to fight,
    people or has-fight); [000:500] the sniper that acted still counts its 2 people; with no
    fight on either side the most people win [000:274]."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["tribe_family_3", "refugee"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade"],
    )
    commit_all(game, {0: "commit tribe_family_3 refugee", 1: "commit sniper_team"})
    if game.view(None).decision == sc.Decision("skirmish", 0):
        game.apply(0, "pass")
    game.apply(1, "snipe 0:tribe_family_3")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[0] == (0, 0, 1)
    assert totals(game)[1] == (0, 0, 2)
    assert winner_of_last_skirmish(game) == 1


def test_a_committed_saboteur_disarms_during_another_players_hunt() -> None:
    """[000:302] the saboteur "plays the card from her hand or from the cards committed to the
    skirmish. If this skirmish has not started, the saboteur card is discarded after use";
    [000:476] "cards set apart for a skirmish are considered to be in hand"; [000:488] only the
    disarmed card is discarded and the hunt goes on with the rest."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "spear"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit saboteur brawler")
    pass_windows(game)
    game.apply(1, "hunt scavenger+spear")
    assert "disarm 1:spear" in texts(game, 0)
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    if "continue" in texts(game, 1):
        game.apply(1, "continue")
        pass_windows(game)
    assert game.view(1).seats[1].food == 1
    assert game.view(1).seats[0].committed_count == 1
    assert zone_counter(game, "1:discard")["spear"] == 1
    assert zone_counter(game, "0:discard")["saboteur"] == 1


def test_one_responder_may_snipe_twice_in_one_gathering_window_ruling_r12() -> None:
    """R-12: special actions are limited "once per card", not once per round; I-1: "Each
    responder may play any number of eligible cards, one at a time ... It closes when all players
    pass in a row"; [000:488] the sniped cards are discarded."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "brawler"]}, {"hand": ["sniper_team", "sniper_team"]}, {}],
        junkyard=["net"] * 3,
    )
    game.apply(0, "dig scavenger brawler")
    game.apply(1, "snipe 0:scavenger")
    for _ in range(6):
        decision = game.view(None).decision
        assert decision is not None
        if decision.seat == 1 and "snipe 0:brawler" in texts(game, 1):
            game.apply(1, "snipe 0:brawler")
            break
        game.apply(decision.seat, "pass")
    else:
        raise AssertionError("seat 1 never got to use its second sniper team")
    pass_windows(game)
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "brawler": 1}
    assert zone_counter(game, "1:discard") == {"sniper_team": 2}


def test_only_answers_are_open_to_a_player_during_another_players_gathering() -> None:
    """[000:198] "Gathering starts with the player that has the initiator card ... and play
    continues in clockwise order": while seat 0 gathers, seat 1 may only answer (I-1), not dig,
    hunt, hire or trash."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team", "scavenger", "junk", "pills"]}, {}],
        junkyard=["net"] * 3,
    )
    game.apply(0, "hunt scavenger")
    assert sorted(texts(game, 1)) == ["pass", "snipe 0:scavenger"]


@pytest.mark.parametrize("players", [2, 3])
def test_a_resource_nobody_wins_goes_into_the_junkyard_which_is_shuffled(players: int) -> None:
    """[000:274] deadlock: "place the top card from the contested resources pile into the junkyard
    pile without looking at it. The players shuffle the junkyard"; [000:116] the 2-player tie:
    "place the contested resource on top of the junkyard and then shuffle the junkyard"
    (ED-6: one procedure, a full shuffle)."""
    junkyard = ["junk", "multitool", "net", "spear", "pickaxe", "shovel", "medkit", "pills"] * 2
    forces = [["brawler"], ["brawler"]] + ([[]] if players == 3 else [])
    game = table(
        players,
        round=3,
        initiator=0,
        players=[{"hand": f} for f in forces],
        junkyard=junkyard,
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit brawler", 1: "commit brawler"})
    pass_skirmish_turns(game)
    assert winner_of_last_skirmish(game) is None
    after = zone_kinds(game, "junkyard")
    assert sorted(after) == sorted([*junkyard, "grenade"])
    assert after not in (["grenade", *junkyard], [*junkyard, "grenade"])


def test_a_tribe_family_alone_cannot_hunt_but_with_a_spear_it_can() -> None:
    """[000:252] "The total of all ability values played is used ... (provided that the total is
    1 or greater)"; [000:340] a tribe family "Can equip tools to fight or hunt" (hunt 0 + 1)."""
    game = solo(["tribe_family_3", "spear"])
    assert "hunt tribe_family_3" not in texts(game, 0)
    act(game, 0, "hunt tribe_family_3+spear")
    assert game.view(0).seats[0].food == 1


def test_a_dig_whose_only_digger_is_sniped_is_not_used_up_ruling_i2() -> None:
    """[000:488] "All other cards involved in that action can be taken back into hand and
    re-purposed to perform a different hunt/hire, dig or draw action"; I-2 (b): an action that
    does not go on is "not used up and may be declared again this turn, with any cards"."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "refugee", "shovel"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["net"] * 4,
    )
    game.apply(0, "dig scavenger")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    if "abort" in texts(game, 0):
        game.apply(0, "abort")
        pass_windows(game)
    assert "dig refugee+shovel" in texts(game, 0)
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


def test_two_players_sniping_the_only_fighter_wins_only_by_two() -> None:
    """[000:116] "Skirmishes must be won by 2"; V-2: a player left with no fight counts as fight 0:
    a scavenger (1) against nothing is a tie, a brawler (2) against nothing wins."""

    def play(mine: str) -> sc.Game:
        game = table(
            2,
            round=3,
            initiator=0,
            players=[{"hand": ["sniper_team", mine]}, {"hand": ["thugs"]}],
            contested=["grenade", "wolf_pack"],
        )
        commit_all(game, {0: f"commit sniper_team {mine}", 1: "commit thugs"})
        game.apply(0, "snipe 1:thugs")
        pass_windows(game)
        pass_skirmish_turns(game)
        return game

    assert winner_of_last_skirmish(play("scavenger")) is None
    assert winner_of_last_skirmish(play("brawler")) == 0


def test_a_lone_sniper_team_that_snipes_the_only_fighter_wins_on_people() -> None:
    """[000:316] the sniped card is ineffective; [000:500] the sniper still counts its people;
    [000:274] with no fight anywhere the most people win (S-1: a force with no fight but people
    beats empty forces)."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team"]}, {"hand": ["thugs"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit sniper_team", 1: "commit thugs"})
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[0] == (0, 0, 2)
    assert winner_of_last_skirmish(game) == 0


def test_thugs_may_be_hired_with_six_meds_and_no_food() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units";
    [000:410] medicine needs no person: three medkits (2 meds each, [000:372]) alone suffice."""
    game = solo(["medkit", "medkit", "medkit"])
    assert "hire thugs pay medkit medkit medkit" in texts(game, 0)
    act(game, 0, "hire thugs pay medkit medkit medkit")
    assert zone_counter(game, "0:discard") == {"thugs": 1, "medkit": 3}


def test_a_dig_keeps_at_most_one_card_and_only_one_it_dug() -> None:
    """[000:204] "The player may choose one to place in her discard pile and returns any other
    cards to the bottom of the junkyard pile"; [000:206] "select one or zero to keep"."""
    game = solo(["scavenger", "shovel"], junkyard=["net", "pills", "junk", "medkit"])
    act(game, 0, "dig scavenger+shovel")
    assert sorted(texts(game, 0)) == ["keep junk", "keep net", "keep none", "keep pills"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "keep net pills")
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "keep medkit")
    game.apply(0, "keep pills")
    assert zone_kinds(game, "junkyard") == ["medkit", "net", "junk"]


def test_one_skirmish_opportunity_may_disarm_and_snipe_and_leave_group_leaders_without_a_base() -> None:
    """[000:492] "each player in turn order ... only gets one opportunity to activate their
    snipers/saboteurs" (plural; S-7: any number in any order); [000:392] group leaders need a card
    with the base ability, so once the tribe family is sniped they give no fight; [000:500] the
    used sniper and saboteur still count 2 + 1 people, which win with no fight anywhere."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team", "saboteur"]},
            {"hand": ["tribe_family_3", "group_leaders", "grenade"]},
            {"hand": ["refugee"]},
        ],
        contested=["wolf_pack"],
    )
    commit_all(
        game,
        {0: "commit sniper_team saboteur", 1: "commit tribe_family_3 group_leaders grenade", 2: "commit refugee"},
    )
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    game.apply(0, "snipe 1:tribe_family_3")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game) == {0: (0, 0, 3), 1: (0, 0, 2), 2: (0, 0, 1)}
    assert winner_of_last_skirmish(game) == 0
