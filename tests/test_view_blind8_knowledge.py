"""Blind audit of what a seat has learned and may still rely on: ``View.knowledge`` over time,
against docs/view.md (`Knowledge`: source, zone, cards, in_order, may_have_left), docs/scenarios.md,
the rulebooks (/work/shared/rules: 000 base+HQ 2015, 003 Recon) and /work/shared/RULINGS.md.

Every expectation here is derived from those documents, never from the engine's source; each
test is named after the promise or the rule it checks, and cites it. The promises read most
often below (docs/view.md, `Knowledge`):

- "`cards`: the card kinds seen there that still lie there";
- "`in_order`: whether `cards` are in the pile's order, top first; a pile shuffled since is a
  heap of kinds";
- "`may_have_left`: how many of `cards` (any of them) may have left unseen since, say trashed
  face down from a hand";
- "A card that comes into view for everyone is no longer listed; what a shuffle or an unseen
  move makes uncertain is dropped or marked so. Nothing else ends it: what she saw is kept from
  round to round for as long as it stays true".

And [003:33] "Only you may see cards as a result of your recon action": every record below is
checked absent from the other seats' and the spectator's views and logs."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import act, end_gathering, pass_windows, zone_kinds

R1 = frozenset({"recon1"})
R13 = frozenset({"recon1", "recon3"})
R3 = frozenset({"recon3"})
HQ2_R1 = frozenset({"hq1", "hq2", "recon1"})
YARD = frozenset({"hq1", "hq2", "hq3", "recon5"})
DRAFT = frozenset({"hq1", "hq2", "hq3", "recon1", "recon3"})

CONTESTED = ["grenade", "wolf_pack", "field_crew"]
JUNKYARD = ["net", "junk", "pills", "rifle", "shovel"]


def game(
    seats: int = 3, modules: frozenset[str] = R1, variants: frozenset[str] = frozenset(), **scenario: Any
) -> sc.Game:
    seed = scenario.pop("seed", 0)
    config = sc.GameConfig(players=seats, seed=seed, modules=modules, variants=variants, scenario=scenario)
    return sc.Game.new(config)


def spy_table(**overrides: Any) -> sc.Game:
    """Round 3, seat 0 the initiator with spies and binoculars; seat 1 a hand of 4 and a long
    deck; seat 2 a small hand."""
    players = overrides.pop(
        "players",
        [
            {"hand": ["spy", "binoculars", "refugee", "binoculars", "spy"], "deck": ["brawler", "shovel"]},
            {
                "hand": ["refugee", "spear", "scavenger", "junk"],
                "deck": ["brawler", "pills", "junk", "net", "refugee", "shovel", "pickaxe"],
            },
            {"hand": ["refugee", "shovel"], "deck": ["refugee"]},
        ],
    )
    scenario: dict[str, Any] = {"round": 3, "initiator": 0, "contested": list(CONTESTED), "junkyard": list(JUNKYARD)}
    scenario.update(overrides)
    modules = scenario.pop("modules", R1)
    return game(3, modules, players=players, **scenario)


def records(g: sc.Game, seat: int | None, source: str | None = None, zone: str | None = None) -> list[sc.Knowledge]:
    return [
        k for k in g.view(seat).knowledge if (source is None or k.source == source) and (zone is None or k.zone == zone)
    ]


def one(g: sc.Game, seat: int, source: str, zone: str) -> sc.Knowledge:
    found = records(g, seat, source, zone)
    assert len(found) == 1, g.view(seat).knowledge
    return found[0]


def decided(g: sc.Game) -> sc.Decision:
    """The decision now pending (the game is not over)."""
    decision = g.view(None).decision
    assert decision is not None
    return decision


def finish_turn(g: sc.Game, seat: int, commit: str = "commit none") -> None:
    """``seat`` ends its gathering turn and commits (docs/view.md Decision kinds)."""
    assert decided(g).seat == seat
    g.apply(seat, "end")
    pass_windows(g)
    g.apply(seat, commit)
    pass_windows(g)


def assert_private(g: sc.Game, viewer: int, source: str, zones: set[str], kinds: set[str]) -> None:
    """[003:33] only the viewer sees: no other seat, nor a spectator, holds a record of that
    source or zone from it, and their logs carry neither an event meant for the viewer alone nor
    a looked-at card kind on a look."""
    seats: list[int | None] = [s for s in range(g.view(None).players) if s != viewer]
    seats.append(None)
    for seat in seats:
        for k in g.view(seat).knowledge:
            assert not (k.source == source and k.zone in zones), (seat, k)
        for event in g.log(seat):
            assert event.audience is None or seat in event.audience, (seat, event)
            if event.type.value in ("looked", "yard_peeked", "peeked"):
                assert not set(event.cards) & kinds, (seat, event)


# ---------------------------------------------------------------------------------------------
# The initiator's peek [000:150]


def test_peek_record_is_the_initiators_alone_top_card_in_order_000_150() -> None:
    """[000:150] "the initiator looks at the top card of the contested resources pile. The player
    does not reveal this card"; docs/view.md source `peek`, zone `contested`."""
    g = spy_table()
    assert one(g, 0, "peek", "contested") == sc.Knowledge("peek", "contested", ("grenade",), True, 0)
    assert_private(g, 0, "peek", {"contested"}, {"grenade"})


def test_peek_record_is_dropped_once_the_resource_is_won_view_md_comes_into_view() -> None:
    """docs/view.md: a card that comes into view for everyone is no longer listed. Seat 0 wins
    the grenade; the round-4 initiator (seat 1, ED-1) peeks the new top."""
    g = spy_table()
    finish_turn(g, 0, "commit spy")
    end_gathering(g)
    assert g.round == 4
    assert records(g, 0, zone="contested") == []
    assert one(g, 1, "peek", "contested").cards == ("wolf_pack",)


def test_peek_record_is_dropped_when_a_deadlock_takes_the_resource_000_274() -> None:
    """[000:274] deadlock: the top contested resource goes into the junkyard; it no longer lies
    in the contested pile, so the initiator's `contested` record of it must go."""
    g = spy_table()
    end_gathering(g)
    assert g.round == 4
    assert zone_kinds(g, "contested")[0] == "wolf_pack"
    assert all("grenade" not in k.cards for k in records(g, 0, zone="contested"))


def test_peek_twin_tables_differing_below_the_top_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: two games that differ only in what a seat cannot see give identical
    views; the initiator saw only the top contested resource."""
    a = spy_table(contested=["grenade", "wolf_pack", "field_crew"])
    b = spy_table(contested=["grenade", "field_crew", "wolf_pack"])
    assert a.view(0).knowledge == b.view(0).knowledge
    c = spy_table(contested=["wolf_pack", "grenade", "field_crew"])
    assert c.view(0).knowledge != a.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# A spy's look at a hand [003:63-79], RULINGS X-2


def test_spy_on_a_hand_records_its_kinds_as_a_heap_for_the_spy_alone_x2() -> None:
    """X-2 / [003:66]: peek at up to 4 cards of one player's hand; docs/view.md zone `1:hand`,
    listed by kind (a hand has no order)."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    assert one(g, 0, "spy", "1:hand") == sc.Knowledge(
        "spy", "1:hand", ("junk", "refugee", "scavenger", "spear"), False, 0
    )
    assert_private(g, 0, "spy", {"1:hand"}, {"junk", "refugee", "scavenger", "spear"})


def test_spy_on_a_larger_hand_sees_at_most_four_of_its_cards_003_66() -> None:
    """[003:66] "Peek at up to four cards"; [003:67] more than four: chosen in advance."""
    g = spy_table(
        players=[
            {"hand": ["spy", "refugee"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
            {"hand": ["refugee", "junk", "net", "pills", "medkit", "shovel"], "deck": ["refugee"]},
        ]
    )
    act(g, 0, "spy 2:hand")
    record = one(g, 0, "spy", "2:hand")
    assert len(record.cards) == 4
    assert not record.in_order
    assert list(record.cards) == sorted(record.cards)
    hand = list(zone_kinds(g, "2:hand"))
    for kind in record.cards:
        assert kind in hand
        hand.remove(kind)


def test_a_card_played_face_up_from_a_spied_hand_leaves_the_record_view_md() -> None:
    """docs/view.md: `cards` are those seen there that still lie there; a card played face up
    (a hunt) came into everyone's view and is no longer listed."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    finish_turn(g, 0)
    act(g, 1, "hunt scavenger+spear")
    assert one(g, 0, "spy", "1:hand") == sc.Knowledge("spy", "1:hand", ("junk", "refugee"), False, 0)


def test_a_face_down_trash_from_a_spied_hand_is_counted_in_may_have_left_view_md() -> None:
    """docs/view.md `may_have_left`: "how many of `cards` (any of them) may have left unseen
    since, say trashed face down from a hand"."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    finish_turn(g, 0)
    act(g, 1, "trash junk")
    record = one(g, 0, "spy", "1:hand")
    assert record.may_have_left == 1
    assert record.cards == ("junk", "refugee", "scavenger", "spear")


def test_a_card_drawn_into_a_spied_hand_leaves_the_record_as_it_was_view_md() -> None:
    """docs/view.md: nothing but a card's leaving (seen or unseen) or a shuffle changes a record;
    a draw adds an unseen card and takes none of the seen ones away."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    finish_turn(g, 0)
    act(g, 1, "draw scavenger")
    assert one(g, 0, "spy", "1:hand") == sc.Knowledge("spy", "1:hand", ("junk", "refugee", "spear"), False, 0)


def test_a_spied_hand_record_ends_when_the_hand_is_discarded_face_up_ruling_1_3() -> None:
    """RULINGS 1.3 Drawing: "Discard all cards from the previous round" (face up, to the
    discard pile): the seen cards came into everyone's view, so nothing of `1:hand` is left."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    end_gathering(g)
    assert g.round == 4
    assert records(g, 0, zone="1:hand") == []


def test_a_cancelled_spy_learns_nothing_x4_003_86() -> None:
    """X-4 / [003:86]: a scouting refugee cancels the recon before anything is revealed."""
    g = spy_table(
        players=[
            {"hand": ["spy", "refugee"], "deck": ["brawler"]},
            {"hand": ["refugee", "scavenger", "spear"], "deck": ["brawler"]},
            {"hand": ["refugee", "scouting_refugee"], "deck": ["refugee"]},
        ]
    )
    g.apply(0, "spy 1:hand")
    while (d := decided(g)).kind == "respond":
        g.apply(d.seat, "cancel scouting_refugee" if d.seat == 2 else "pass")
    pass_windows(g)
    assert records(g, 0, source="spy") == []
    for seat in (1, 2, None):
        assert records(g, seat, source="spy") == []


def test_spy_hand_twin_tables_differing_in_unseen_cards_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: the spy saw seat 1's hand only; seat 1's deck and seat 2's hand differ."""

    def build(deck1: list[str], hand2: list[str]) -> sc.Game:
        g = spy_table(
            players=[
                {"hand": ["spy", "refugee"], "deck": ["brawler", "shovel"]},
                {"hand": ["refugee", "spear", "scavenger"], "deck": deck1},
                {"hand": hand2, "deck": ["refugee"]},
            ]
        )
        act(g, 0, "spy 1:hand")
        return g

    a = build(["brawler", "pills", "junk"], ["refugee", "shovel"])
    b = build(["net", "multitool", "medkit"], ["pickaxe", "junk"])
    assert a.view(0).knowledge == b.view(0).knowledge
    finish_turn(a, 0)
    finish_turn(b, 0)
    act(a, 1, "draw scavenger")
    act(b, 1, "draw scavenger")
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# A spy's look at a deck: X-2 (positions counted from the top, returned in order)


def test_spy_on_a_deck_sees_its_top_four_in_order_x2() -> None:
    """X-2: a deck's positions counted from the top, "Deck cards return in their original
    order"; left out, the positions are the top (README notation)."""
    g = spy_table()
    act(g, 0, "spy 1:deck")
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge("spy", "1:deck", ("brawler", "pills", "junk", "net"), True, 0)
    assert_private(g, 0, "spy", {"1:deck"}, {"brawler", "pills", "junk", "net"})


def test_spy_with_binoculars_sees_six_cards_x1_003_102() -> None:
    """[003:102] "a spy with binoculars would allow you to see up to 6 cards"; X-1."""
    g = spy_table()
    act(g, 0, "spy binoculars 1:deck")
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge(
        "spy", "1:deck", ("brawler", "pills", "junk", "net", "refugee", "shovel"), True, 0
    )


def test_a_draw_off_a_spied_deck_takes_the_top_seen_card_out_of_the_deck_record_view_md() -> None:
    """docs/view.md `cards`: what still lies there; a draw takes the top card, the rest keep
    their order. The spy knew that card: it now lies in seat 1's hand."""
    g = spy_table()
    act(g, 0, "spy 1:deck")
    finish_turn(g, 0)
    act(g, 1, "draw scavenger")
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge("spy", "1:deck", ("pills", "junk", "net"), True, 0)
    assert all("brawler" not in k.cards for k in records(g, 0, zone="1:deck"))
    assert [k.cards for k in records(g, 0, zone="1:hand")] == [("brawler",)]


def test_chosen_deck_positions_are_named_in_the_zone_x2_view_md() -> None:
    """docs/view.md zone: "a look at chosen deck positions keeps them, counted from 1 at the
    top: `2:deck@2,3`"."""
    g = spy_table()
    act(g, 0, "spy 1:deck@2,3")
    assert one(g, 0, "spy", "1:deck@2,3") == sc.Knowledge("spy", "1:deck@2,3", ("pills", "junk"), True, 0)


def test_chosen_deck_positions_move_up_when_a_card_is_drawn_off_the_top_view_md() -> None:
    """docs/view.md `zone`: "where it lies ... a look at chosen deck positions keeps them,
    counted from 1 at the top". One card drawn off the top: the seen pills and junk now lie at
    positions 1 and 2 (the deck count is public, a draw takes the top)."""
    g = spy_table()
    act(g, 0, "spy 1:deck@2,3")
    finish_turn(g, 0)
    act(g, 1, "draw scavenger")
    assert zone_kinds(g, "1:deck")[:2] == ["pills", "junk"]
    deck = [k for k in g.view(0).knowledge if k.zone.startswith("1:deck")]
    assert len(deck) == 1
    assert deck[0].cards == ("pills", "junk")
    assert deck[0].zone in ("1:deck@1,2", "1:deck")


def test_a_spied_deck_record_lasts_through_the_round_draw_view_md_round_to_round() -> None:
    """docs/view.md: kept from round to round while it stays true. Six cards seen; the round-4
    draw takes five of them into the hand; the sixth stays on top of the deck, in order."""
    g = spy_table()
    act(g, 0, "spy binoculars 1:deck")
    end_gathering(g)
    assert g.round == 4
    assert zone_kinds(g, "1:deck")[0] == "shovel"
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge("spy", "1:deck", ("shovel",), True, 0)
    assert [k.cards for k in records(g, 0, zone="1:hand")] == [("brawler", "junk", "net", "pills", "refugee")]
    assert_private(g, 0, "spy", {"1:deck", "1:hand"}, set())


def test_a_drill_sergeant_shuffle_makes_a_deck_record_a_heap_and_counts_the_draw_003_167() -> None:
    """[003:167-176] the drill sergeant shuffles 2 discard cards into the deck, then draws 2.
    docs/view.md: a pile shuffled since is a heap of kinds (Knowledge doc: "listed by kind, as a
    hand's cards are"); the 2 unseen cards drawn are `may_have_left`."""
    g = spy_table(
        modules=R13,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["brawler"]},
            {
                "hand": ["refugee", "drill_sergeant", "hardy_scavenger"],
                "deck": ["brawler", "spear", "net", "junk", "pills", "shovel", "pickaxe"],
                "discard": ["multitool", "medkit"],
            },
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )
    act(g, 0, "spy 1:deck")
    finish_turn(g, 0)
    act(g, 1, "drill drill_sergeant")
    g.apply(1, "shuffle multitool medkit")
    pass_windows(g)
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge("spy", "1:deck", ("brawler", "junk", "net", "spear"), False, 2)


def test_a_seen_card_drawn_before_a_reshuffle_stays_known_in_the_hand_r6_view_md() -> None:
    """R-6: the reshuffle is lazy: only once the deck is empty. Seat 1's deck holds only the
    spear the spy saw; the round-4 draw takes the spear first, then reshuffles for the rest. The
    spear certainly lies in seat 1's hand (as it would with no reshuffle: see
    test_a_spied_deck_record_lasts_through_the_round_draw_view_md_round_to_round)."""
    g = spy_table(
        players=[
            {"hand": ["spy", "refugee"], "deck": ["brawler"]},
            {
                "hand": ["refugee", "scavenger"],
                "deck": ["spear"],
                "discard": ["multitool", "medkit", "junk", "net", "pills", "shovel", "pickaxe"],
            },
            {"hand": ["refugee"], "deck": ["refugee"]},
        ]
    )
    act(g, 0, "spy 1:deck")
    assert one(g, 0, "spy", "1:deck").cards == ("spear",)
    end_gathering(g)
    assert g.round == 4
    assert "spear" in zone_kinds(g, "1:hand")
    assert any("spear" in k.cards for k in records(g, 0, zone="1:hand"))


def test_the_game_end_alone_does_not_end_what_was_seen_view_md_nothing_else_ends_it() -> None:
    """docs/view.md: "Nothing else ends it". The last contested resource is fought over, the game
    ends; the spied deck was untouched, so the record stands."""
    g = spy_table(contested=["grenade"])
    act(g, 0, "spy binoculars 1:deck")
    end_gathering(g)
    assert g.over
    assert one(g, 0, "spy", "1:deck") == sc.Knowledge(
        "spy", "1:deck", ("brawler", "pills", "junk", "net", "refugee", "shovel"), True, 0
    )
    assert_private(g, 0, "spy", {"1:deck"}, set())


def test_spy_deck_twin_tables_differing_below_the_seen_cards_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: twins differ in seat 1's deck below the 4 seen cards."""

    def build(rest: list[str]) -> sc.Game:
        g = spy_table(
            players=[
                {"hand": ["spy", "refugee"], "deck": ["brawler"]},
                {"hand": ["refugee", "scavenger"], "deck": ["brawler", "pills", "junk", "net", *rest]},
                {"hand": ["refugee"], "deck": ["refugee"]},
            ]
        )
        act(g, 0, "spy 1:deck")
        return g

    a = build(["refugee", "shovel", "pickaxe"])
    b = build(["multitool", "medkit", "spear"])
    assert a.view(0).knowledge == b.view(0).knowledge
    end_gathering(a)
    end_gathering(b)
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# A spy's look at a face-down skirmish force


def force_table() -> sc.Game:
    return spy_table(
        contested=["grenade", "wolf_pack", "field_crew"],
        junkyard=["net", "junk", "pills"],
        players=[
            {"hand": ["brawler", "spear", "refugee"], "deck": ["brawler", "shovel"]},
            {"hand": ["spy", "scavenger"], "deck": ["brawler", "pills"]},
            {"hand": ["refugee", "sniper_team", "scavenger"], "deck": ["refugee"]},
        ],
    )


def test_spy_on_a_face_down_force_records_it_for_the_spy_alone_x2_003_75() -> None:
    """X-2 / [003:75] Example 1: a spy peeks at another player's committed skirmish cards;
    docs/view.md zone `0:force`."""
    g = force_table()
    finish_turn(g, 0, "commit brawler spear")
    act(g, 1, "spy 0:force")
    assert one(g, 1, "spy", "0:force") == sc.Knowledge("spy", "0:force", ("brawler", "spear"), False, 0)
    assert_private(g, 1, "spy", {"0:force"}, {"brawler", "spear"})
    finish_turn(g, 1)
    g.apply(2, "end")
    pass_windows(g)
    assert one(g, 1, "spy", "0:force").cards == ("brawler", "spear")


def test_a_force_record_ends_when_the_forces_are_revealed_view_md_comes_into_view() -> None:
    """docs/view.md: a card that comes into view for everyone is no longer listed; at the
    reveal seat 0's force is face up (`SeatView.force`)."""
    g = force_table()
    finish_turn(g, 0, "commit brawler spear")
    act(g, 1, "spy 0:force")
    finish_turn(g, 1)
    finish_turn(g, 2, "commit sniper_team refugee")
    assert g.view(None).phase == "skirmish"
    assert g.view(1).seats[0].force == ("brawler", "spear")
    assert records(g, 1, zone="0:force") == []


# ---------------------------------------------------------------------------------------------
# A spy's look at a building's stored or timer cards (X-2, ED-11)


def bunker_table(**player1: Any) -> sc.Game:
    seat1 = {"hand": ["refugee", "scavenger"], "deck": ["brawler", "pills"]}
    seat1.update(player1)
    return spy_table(
        modules=HQ2_R1,
        contested=["grenade", "wolf_pack"],
        players=[
            {"hand": ["spy", "scavenger", "spy"], "deck": ["brawler"]},
            seat1,
            {
                "hand": ["refugee"],
                "deck": ["refugee"],
                "buildings": [{"building": "bunker", "timer": ["junk", "net"], "stored": []}],
            },
        ],
    )


BUNKER = [{"building": "bunker", "timer": [], "stored": ["sniper_team", "medkit"]}]


def test_spy_on_stored_cards_records_them_x2_view_md_stored_bunker() -> None:
    """X-2: a building's stored cards; docs/view.md zone `1:stored-bunker`."""
    g = bunker_table(buildings=BUNKER)
    act(g, 0, "spy 1:stored-bunker")
    assert one(g, 0, "spy", "1:stored-bunker") == sc.Knowledge(
        "spy", "1:stored-bunker", ("medkit", "sniper_team"), False, 0
    )
    assert_private(g, 0, "spy", {"1:stored-bunker"}, {"medkit", "sniper_team"})


def test_a_face_down_retrieve_from_spied_storage_is_counted_in_may_have_left_view_md() -> None:
    """docs/view.md `may_have_left`: a retrieve takes a stored card to the hand unseen (the
    public log names no card); either seen card may be the one that left."""
    g = bunker_table(buildings=BUNKER)
    act(g, 0, "spy 1:stored-bunker")
    finish_turn(g, 0)
    act(g, 1, "retrieve bunker medkit")
    retrieved = [e for e in g.log(None) if e.type.value == "retrieved"]
    assert retrieved
    assert retrieved[-1].cards == ()
    assert one(g, 0, "spy", "1:stored-bunker") == sc.Knowledge(
        "spy", "1:stored-bunker", ("medkit", "sniper_team"), False, 1
    )


def test_spied_stored_cards_are_kept_from_round_to_round_view_md() -> None:
    """docs/view.md: kept from round to round for as long as it stays true; stored cards stay
    under the bunker through the round's end."""
    g = bunker_table(buildings=BUNKER)
    act(g, 0, "spy 1:stored-bunker")
    end_gathering(g)
    assert g.round == 4
    assert one(g, 0, "spy", "1:stored-bunker") == sc.Knowledge(
        "spy", "1:stored-bunker", ("medkit", "sniper_team"), False, 0
    )


def test_spy_on_the_second_of_two_bunkers_names_it_by_build_order_view_md() -> None:
    """docs/view.md zone: `2:stored-bunker-1`, `2:stored-bunker-2` ... where she has several
    bunkers, in the order built."""
    g = bunker_table(
        buildings=[
            {"building": "bunker", "timer": [], "stored": ["sniper_team", "medkit"]},
            {"building": "bunker", "timer": [], "stored": ["pills"]},
        ]
    )
    act(g, 0, "spy 1:stored-bunker-2")
    assert one(g, 0, "spy", "1:stored-bunker-2") == sc.Knowledge("spy", "1:stored-bunker-2", ("pills",), False, 0)
    assert records(g, 0, zone="1:stored-bunker-1") == []


def test_spy_on_timer_cards_records_what_even_the_owner_has_not_seen_ed11_x2() -> None:
    """ED-11: timer cards are hidden from all players, owner included, but can be revealed to a
    spy (X-2); docs/view.md zone `2:timer-bunker`."""
    g = bunker_table()
    act(g, 0, "spy 2:timer-bunker")
    assert one(g, 0, "spy", "2:timer-bunker") == sc.Knowledge("spy", "2:timer-bunker", ("junk", "net"), False, 0)
    assert_private(g, 0, "spy", {"2:timer-bunker"}, {"junk", "net"})
    assert records(g, 2) == []


def test_a_timer_card_removed_face_up_leaves_the_record_view_md_comes_into_view() -> None:
    """docs/view.md: a card that comes into view for everyone is no longer listed. Work on the
    bunker removes a timer card into its owner's discard pile, face up."""
    g = bunker_table()
    act(g, 0, "spy 2:timer-bunker")
    finish_turn(g, 0)
    finish_turn(g, 1)
    act(g, 2, "work bunker refugee")
    assert g.view(None).seats[2].buildings[0].timer == 1
    gone = [k for k in ("junk", "net") if k in g.view(None).seats[2].discard]
    assert len(gone) == 1
    left = "net" if gone == ["junk"] else "junk"
    assert one(g, 0, "spy", "2:timer-bunker") == sc.Knowledge("spy", "2:timer-bunker", (left,), False, 0)


# ---------------------------------------------------------------------------------------------
# Binoculars [003:93-107], X-1


def test_binoculars_see_the_top_card_of_every_pile_for_their_user_alone_003_100() -> None:
    """[003:100] "Peek at the top card of every pile in play (CR, JY ...)"; docs/view.md source
    `binoculars`."""
    g = spy_table()
    act(g, 0, "scout binoculars")
    assert one(g, 0, "binoculars", "contested") == sc.Knowledge("binoculars", "contested", ("grenade",), True, 0)
    assert one(g, 0, "binoculars", "junkyard") == sc.Knowledge("binoculars", "junkyard", ("net",), True, 0)
    assert_private(g, 0, "binoculars", {"contested", "junkyard"}, {"grenade", "net"})


def test_two_binoculars_see_the_top_three_of_each_pile_003_102_x1() -> None:
    """[003:102] "two binoculars would allow you to see the top 3 cards of each pile"; X-1."""
    g = spy_table()
    act(g, 0, "scout binoculars binoculars")
    assert one(g, 0, "binoculars", "contested").cards == ("grenade", "wolf_pack", "field_crew")
    junkyard = one(g, 0, "binoculars", "junkyard")
    assert (junkyard.cards, junkyard.in_order) == (("net", "junk", "pills"), True)


def test_a_junkyard_shuffle_turns_a_binocular_record_into_a_heap_ed_view_md() -> None:
    """RULINGS (JY returns): a trash is a net-new card and triggers a full shuffle; docs/view.md:
    "a pile shuffled since is a heap of kinds" (the card still lies there)."""
    g = spy_table()
    act(g, 0, "scout binoculars")
    act(g, 0, "trash refugee")
    assert one(g, 0, "binoculars", "junkyard") == sc.Knowledge("binoculars", "junkyard", ("net",), False, 0)


def test_a_dig_that_takes_the_seen_top_card_ends_its_ordered_record_view_md() -> None:
    """docs/view.md `cards`/`in_order`: a dig takes the top card; the binoculars' `net on top`
    is no longer what lies on top of the junkyard."""
    g = spy_table()
    act(g, 0, "scout binoculars")
    finish_turn(g, 0)
    act(g, 1, "dig scavenger")
    g.apply(1, "keep none")
    pass_windows(g)
    assert sc.Knowledge("binoculars", "junkyard", ("net",), True, 0) not in g.view(0).knowledge


def test_binocular_records_are_kept_from_round_to_round_view_md() -> None:
    """docs/view.md: "what she saw is kept from round to round for as long as it stays true".
    Round 1: no skirmish, no shuffle; both piles are untouched into round 2."""
    g = spy_table(round=1)
    act(g, 0, "scout binoculars")
    end_gathering(g)
    assert g.round == 2
    assert one(g, 0, "binoculars", "contested") == sc.Knowledge("binoculars", "contested", ("grenade",), True, 0)
    assert one(g, 0, "binoculars", "junkyard") == sc.Knowledge("binoculars", "junkyard", ("net",), True, 0)


def test_binoculars_skip_the_contested_pile_in_a_two_player_game_x9() -> None:
    """X-9: "For binoculars the CR pile is skipped" with 2 players; the junkyard is still seen."""
    g = game(
        2,
        R1,
        round=3,
        initiator=0,
        contested=list(CONTESTED),
        junkyard=list(JUNKYARD),
        players=[{"hand": ["binoculars", "refugee"], "deck": ["brawler"]}, {"hand": ["refugee"], "deck": ["brawler"]}],
    )
    act(g, 0, "scout binoculars")
    assert records(g, 0, zone="contested") == []
    assert one(g, 0, "binoculars", "junkyard").cards == ("net",)


def test_binocular_twin_tables_differing_below_the_tops_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: twins differ below the top of each pile."""
    a = spy_table(contested=["grenade", "wolf_pack", "field_crew"], junkyard=["net", "junk", "pills", "rifle"])
    b = spy_table(contested=["grenade", "field_crew", "wolf_pack"], junkyard=["net", "rifle", "junk", "pills"])
    act(a, 0, "scout binoculars")
    act(b, 0, "scout binoculars")
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# Scout tower [003:208-212], X-7


def tower_table(**overrides: Any) -> sc.Game:
    return spy_table(
        modules=overrides.pop("modules", R3),
        schematics=["bunker", "hydroponic_gardens", "portable_decoys"],
        players=overrides.pop(
            "players",
            [
                {
                    "hand": ["refugee", "junk", "brawler"],
                    "deck": ["brawler"],
                    "buildings": [{"building": "scout_tower"}],
                },
                {"hand": ["refugee", "hardy_scavenger"], "deck": ["brawler", "pills"]},
                {"hand": ["refugee"], "deck": ["refugee"]},
            ],
        ),
        **overrides,
    )


def test_a_scout_tower_sees_the_top_two_of_two_piles_in_order_003_212_x7() -> None:
    """[003:208-212] select two piles, peek at the first two cards of each, return them in order;
    docs/view.md source `scout_tower`."""
    g = tower_table()
    act(g, 0, "tower junk contested+junkyard")
    assert one(g, 0, "scout_tower", "contested") == sc.Knowledge(
        "scout_tower", "contested", ("grenade", "wolf_pack"), True, 0
    )
    assert one(g, 0, "scout_tower", "junkyard") == sc.Knowledge("scout_tower", "junkyard", ("net", "junk"), True, 0)
    assert records(g, 0, source="scout_tower", zone="schematics") == []
    assert_private(g, 0, "scout_tower", {"contested", "junkyard"}, {"grenade", "wolf_pack", "net", "junk"})


def test_a_scout_tower_may_look_at_the_schematics_pile_x7() -> None:
    """X-7: CR, JY, schematics ... any two different shared face-down piles."""
    g = tower_table()
    act(g, 0, "tower junk schematics+junkyard")
    assert one(g, 0, "scout_tower", "schematics") == sc.Knowledge(
        "scout_tower", "schematics", ("bunker", "hydroponic_gardens"), True, 0
    )
    assert records(g, 0, source="scout_tower", zone="contested") == []


def test_a_won_resource_leaves_the_scout_tower_record_and_the_rest_keeps_its_order_view_md() -> None:
    """docs/view.md: the card won comes into view and is no longer listed; the one below it is
    still the top, kept from round to round; the untouched junkyard record stays too."""
    g = tower_table()
    act(g, 0, "tower junk contested+junkyard")
    end_gathering(g, {0: "commit brawler"})
    assert g.round == 4
    assert one(g, 0, "scout_tower", "contested") == sc.Knowledge("scout_tower", "contested", ("wolf_pack",), True, 0)
    assert one(g, 0, "scout_tower", "junkyard") == sc.Knowledge("scout_tower", "junkyard", ("net", "junk"), True, 0)


def test_a_cancelled_scout_tower_learns_nothing_x4_003_89() -> None:
    """X-4 / [003:89] Example: a scouting refugee cancels a scout tower; nothing is revealed."""
    g = tower_table(
        modules=frozenset({"recon1", "recon3"}),
        players=[
            {"hand": ["refugee", "junk", "brawler"], "deck": ["brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["refugee", "scouting_refugee"], "deck": ["brawler", "pills"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )
    g.apply(0, "tower junk contested+junkyard")
    while (d := decided(g)).kind == "respond":
        g.apply(d.seat, "cancel scouting_refugee" if d.seat == 1 else "pass")
    pass_windows(g)
    assert records(g, 0, source="scout_tower") == []


# ---------------------------------------------------------------------------------------------
# Leader drafting [003:298-312]: the leader pile


def draft_table() -> sc.Game:
    return tower_table(
        modules=DRAFT,
        variants=frozenset({"leader_draft"}),
        players=[
            {
                "hand": ["binoculars", "refugee", "junk"],
                "deck": ["brawler"],
                "buildings": [{"building": "scout_tower"}],
            },
            {"hand": ["refugee", "scavenger", "spear", "scavenger"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )


def test_binoculars_see_the_top_leader_too_in_leader_drafting_003_311() -> None:
    """[003:311] "Actions that permit peeking at a pile (binoculars, scout tower, spy, etc.) can
    target the leaders pile"; [003:100] the top card of every pile in play."""
    g = draft_table()
    top = zone_kinds(g, "leaders")[0]
    act(g, 0, "scout binoculars")
    assert one(g, 0, "binoculars", "leaders") == sc.Knowledge("binoculars", "leaders", (top,), True, 0)
    assert one(g, 0, "binoculars", "schematics").cards == ("bunker",)
    assert_private(g, 0, "binoculars", {"leaders", "schematics"}, {top})


def test_a_scout_tower_on_the_leader_pile_ends_when_a_bribe_draws_those_leaders_003_306() -> None:
    """[003:306-308] a bribe draws leaders off the top, one is kept face up, the others go to the
    bottom; the tower's top two are no longer the top two of the pile."""
    g = draft_table()
    top2 = tuple(zone_kinds(g, "leaders")[:2])
    act(g, 0, "tower junk contested+leaders")
    assert one(g, 0, "scout_tower", "leaders") == sc.Knowledge("scout_tower", "leaders", top2, True, 0)
    assert_private(g, 0, "scout_tower", {"leaders"}, set(top2))
    finish_turn(g, 0)
    act(g, 1, "hunt scavenger+spear scavenger")
    act(g, 1, "bribe")
    g.apply(1, f"keep {top2[0]}")
    pass_windows(g)
    assert g.view(None).seats[1].leader == top2[0]
    assert sc.Knowledge("scout_tower", "leaders", top2, True, 0) not in g.view(0).knowledge
    assert all(top2[0] not in k.cards for k in records(g, 0, zone="leaders"))


# ---------------------------------------------------------------------------------------------
# The Yardmaster [003:281-286], L-15, X-34


def yard_table(round_: int = 3, junkyard: list[str] | None = None) -> sc.Game:
    return game(
        3,
        YARD,
        round=round_,
        initiator=0,
        contested=list(CONTESTED),
        junkyard=list(junkyard or JUNKYARD),
        players=[
            {"hand": ["refugee", "scavenger"], "deck": ["brawler"], "leader": "leader_yardmaster"},
            {"hand": ["refugee", "scavenger"], "deck": ["brawler", "pills"], "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"], "leader": "leader_butcher"},
        ],
    )


def test_the_yardmaster_sees_the_junkyards_top_two_for_her_alone_003_283_x34() -> None:
    """[003:283] peek at the top two cards of the junkyard; X-34: which two were seen is private
    to the Yardmaster's owner; docs/view.md source `yardmaster`, zone `junkyard`."""
    g = yard_table()
    g.apply(0, "yard")
    assert decided(g).kind == "place"
    assert one(g, 0, "yardmaster", "junkyard") == sc.Knowledge("yardmaster", "junkyard", ("net", "junk"), True, 0)
    assert_private(g, 0, "yardmaster", {"junkyard"}, {"net", "junk"})


def test_the_yardmasters_top_placement_is_public_her_cards_are_not_x34() -> None:
    """X-34: whether she put them back on top or at the bottom is public; the cards are not."""
    g = yard_table()
    g.apply(0, "yard")
    g.apply(0, "yard top")
    placed = [e for e in g.log(1) if e.type.value == "yard_peeked"]
    assert placed
    assert placed[-1].text == "top"
    assert placed[-1].cards == ()
    assert one(g, 0, "yardmaster", "junkyard") == sc.Knowledge("yardmaster", "junkyard", ("net", "junk"), True, 0)
    assert_private(g, 0, "yardmaster", {"junkyard"}, {"net", "junk"})


def test_the_cards_the_yardmaster_put_back_are_kept_from_round_to_round_view_md() -> None:
    """docs/view.md names this case: "the cards the Yardmaster put back on the junkyard" are kept
    from round to round. Round 1: no skirmish, no shuffle."""
    g = yard_table(round_=1)
    g.apply(0, "yard")
    g.apply(0, "yard top")
    end_gathering(g)
    assert g.round == 2
    assert one(g, 0, "yardmaster", "junkyard") == sc.Knowledge("yardmaster", "junkyard", ("net", "junk"), True, 0)


def test_the_yardmasters_bottom_placement_keeps_both_cards_known_003_283() -> None:
    """[003:283] return both to the top or the bottom, order preserved: both still lie in the
    junkyard, so both stay in her record."""
    g = yard_table()
    g.apply(0, "yard")
    g.apply(0, "yard bottom")
    assert zone_kinds(g, "junkyard")[-2:] == ["net", "junk"]
    record = one(g, 0, "yardmaster", "junkyard")
    assert sorted(record.cards) == ["junk", "net"]
    assert record.may_have_left == 0


def test_a_dig_off_the_yardmasters_top_two_leaves_the_one_below_on_top_view_md() -> None:
    """docs/view.md `cards`: what still lies there. Seat 1 digs one card (the net) and keeps
    none, so it goes under the pile; the junk is now the top."""
    g = yard_table()
    g.apply(0, "yard")
    g.apply(0, "yard top")
    finish_turn(g, 0)
    act(g, 1, "dig scavenger")
    g.apply(1, "keep none")
    pass_windows(g)
    assert zone_kinds(g, "junkyard")[0] == "junk"
    assert sc.Knowledge("yardmaster", "junkyard", ("net", "junk"), True, 0) not in g.view(0).knowledge
    assert sc.Knowledge("yardmaster", "junkyard", ("junk",), True, 0) in g.view(0).knowledge


def test_a_deadlock_shuffle_makes_the_yardmasters_record_a_heap_000_274_view_md() -> None:
    """[000:274] deadlock: the contested resource goes into the junkyard and "the players
    shuffle the junkyard"; docs/view.md: a pile shuffled since is a heap of kinds."""
    g = yard_table()
    g.apply(0, "yard")
    g.apply(0, "yard top")
    end_gathering(g)
    assert g.round == 4
    assert one(g, 0, "yardmaster", "junkyard") == sc.Knowledge("yardmaster", "junkyard", ("junk", "net"), False, 0)


def test_yardmaster_twin_tables_differing_below_the_top_two_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: twins differ below the two cards seen."""
    a = yard_table(junkyard=["net", "junk", "pills", "rifle", "shovel"])
    b = yard_table(junkyard=["net", "junk", "shovel", "pills", "rifle"])
    for g in (a, b):
        g.apply(0, "yard")
        g.apply(0, "yard top")
    assert a.view(0).knowledge == b.view(0).knowledge
    end_gathering(a)
    end_gathering(b)
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# Scrappers [003:184-192], X-15


def scrappers_table() -> sc.Game:
    return spy_table(
        modules=R3,
        players=[
            {"hand": ["refugee", "junk", "scrappers", "hardy_scavenger"], "deck": ["brawler"]},
            {"hand": ["refugee", "hardy_scavenger"], "deck": ["brawler", "pills"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )


def test_the_cards_scrappers_put_back_on_top_are_known_in_order_x15_view_md() -> None:
    """X-15: returned cards may go to the top in any order the digger chooses; docs/view.md
    source `scrappers`: the cards she put back on top of a pile."""
    g = scrappers_table()
    act(g, 0, "dig bottom scrappers hardy_scavenger")
    assert g.view(0).looking == ("junk", "pills", "rifle", "shovel")
    g.apply(0, "keep rifle")
    g.apply(0, "top pills junk")
    pass_windows(g)
    assert zone_kinds(g, "junkyard")[:2] == ["pills", "junk"]
    assert one(g, 0, "scrappers", "junkyard") == sc.Knowledge("scrappers", "junkyard", ("pills", "junk"), True, 0)
    assert_private(g, 0, "scrappers", {"junkyard"}, {"pills", "junk"})


def test_a_dig_off_the_scrappers_top_leaves_the_rest_in_order_view_md() -> None:
    """docs/view.md `cards`: what still lies there; the next dig takes the pills off the top."""
    g = scrappers_table()
    act(g, 0, "dig bottom scrappers hardy_scavenger")
    g.apply(0, "keep rifle")
    g.apply(0, "top pills junk")
    pass_windows(g)
    finish_turn(g, 0)
    act(g, 1, "dig hardy_scavenger")
    g.apply(1, "keep none")
    pass_windows(g)
    assert one(g, 0, "scrappers", "junkyard") == sc.Knowledge("scrappers", "junkyard", ("junk",), True, 0)


# ---------------------------------------------------------------------------------------------
# The solo game: opponent forces (X-7, X-37, V-8)


def solo_table(opponents: list[list[str]] | None = None) -> sc.Game:
    return game(
        1,
        R1,
        round=1,
        junkyard=["net", "junk", "pills"],
        opponents=opponents
        or [["grenade", "rifle", "thugs"], ["wolf_pack", "field_crew", "thugs", "rifle"], ["tribe_family_3"]],
        players=[
            {
                "hand": ["spy", "binoculars", "brawler", "spy", "binoculars"],
                "deck": ["refugee", "scavenger", "shovel", "spear", "junk", "net", "pills", "multitool"],
            }
        ],
    )


def test_solo_binoculars_see_the_top_of_each_opponent_force_v8_view_md() -> None:
    """V-8: binoculars may peek at opponent stacks; docs/view.md zone `force-3` for a solo
    opponent force."""
    g = solo_table()
    act(g, 0, "scout binoculars")
    assert one(g, 0, "binoculars", "force-1") == sc.Knowledge("binoculars", "force-1", ("grenade",), True, 0)
    assert one(g, 0, "binoculars", "force-2") == sc.Knowledge("binoculars", "force-2", ("wolf_pack",), True, 0)
    assert one(g, 0, "binoculars", "force-3") == sc.Knowledge("binoculars", "force-3", ("tribe_family_3",), True, 0)
    assert g.view(None).knowledge == ()


def test_solo_spy_on_an_opponent_force_sees_four_of_its_cards_x37() -> None:
    """X-37: a spy may target one remaining opponent force and sees up to 4 of its cards."""
    g = solo_table()
    act(g, 0, "spy 1:force-2")
    record = one(g, 0, "spy", "force-2")
    assert sorted(record.cards) == ["field_crew", "rifle", "thugs", "wolf_pack"]
    assert record.may_have_left == 0
    assert g.view(None).knowledge == ()


def test_solo_force_tops_are_kept_from_turn_to_turn_until_that_force_is_fought_view_md() -> None:
    """docs/view.md names "the top cards of an opponent force her binoculars saw" as kept from
    round to round; a force engaged is revealed (face up) and its record goes."""
    g = solo_table()
    act(g, 0, "scout binoculars")
    g.apply(0, "end")
    g.apply(0, "pass")
    assert g.round == 2
    assert one(g, 0, "binoculars", "force-2").cards == ("wolf_pack",)
    g.apply(0, "end")
    g.apply(0, "engage 2")
    g.apply(0, "commit none")
    assert g.view(0).forces[1] == 0
    assert records(g, 0, zone="force-2") == []
    assert one(g, 0, "binoculars", "force-1").cards == ("grenade",)
    assert one(g, 0, "binoculars", "force-3").cards == ("tribe_family_3",)


def test_solo_twin_tables_differing_below_the_force_tops_give_identical_knowledge_design_md() -> None:
    """DESIGN.md Tests: twins differ below the top card of each opponent force."""
    a = solo_table([["grenade", "rifle", "thugs"], ["wolf_pack", "field_crew", "thugs", "rifle"], ["tribe_family_3"]])
    b = solo_table([["grenade", "thugs", "rifle"], ["wolf_pack", "rifle", "field_crew", "thugs"], ["tribe_family_3"]])
    act(a, 0, "scout binoculars")
    act(b, 0, "scout binoculars")
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# Every record at once: twin tables differing only in unseen cards, over a whole round


def test_twin_tables_differing_only_in_unseen_cards_keep_identical_knowledge_over_a_round_design_md() -> None:
    """DESIGN.md Tests: two games that differ only in what seat s cannot see give identical
    `view(s)`: peek, spy and binoculars records alike, through the round's end and the draw."""

    def build(hand2: list[str], deck2: list[str], below: list[str]) -> sc.Game:
        g = spy_table(
            contested=["grenade", *below],
            players=[
                {"hand": ["spy", "binoculars", "refugee"], "deck": ["brawler", "shovel", "net"]},
                {
                    "hand": ["refugee", "spear", "scavenger"],
                    "deck": ["brawler", "pills", "junk", "net", "refugee", "shovel"],
                },
                {"hand": hand2, "deck": deck2},
            ],
        )
        act(g, 0, "spy 1:hand")
        act(g, 0, "scout binoculars")
        end_gathering(g)
        return g

    a = build(["refugee", "shovel"], ["refugee", "junk"], ["wolf_pack", "field_crew"])
    b = build(["pickaxe", "medkit"], ["multitool", "pills"], ["field_crew", "wolf_pack"])
    assert a.round == b.round == 4
    assert a.view(0).knowledge == b.view(0).knowledge


# ---------------------------------------------------------------------------------------------
# More ways a look is kept, changed or dropped


def test_a_committed_hand_leaves_no_hand_record_000_158_ruling_000_476() -> None:
    """[000:158] after gathering she places her remaining cards face down for the skirmish;
    [000:476] the rest are discarded. Seat 1's hand is then empty (a public count), so no
    `1:hand` record can still list cards that lie there."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    finish_turn(g, 0)
    finish_turn(g, 1, "commit spear")
    assert g.view(None).seats[1].hand_count == 0
    assert records(g, 0, zone="1:hand") == []


def test_a_spied_card_revealed_to_cancel_a_recon_leaves_the_record_003_86_view_md() -> None:
    """[003:86] a scouting refugee is played to cancel a recon (revealed, then discarded);
    docs/view.md: a card that comes into view for everyone is no longer listed. The redraw
    adds an unseen card and takes no seen one away."""
    g = spy_table(
        players=[
            {"hand": ["spy", "binoculars", "refugee"], "deck": ["brawler"]},
            {"hand": ["refugee", "scouting_refugee", "spear"], "deck": ["brawler", "net"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ]
    )
    g.apply(0, "spy 1:hand")
    while decided(g).kind == "respond":
        g.apply(decided(g).seat, "pass")
    pass_windows(g)
    assert one(g, 0, "spy", "1:hand").cards == ("refugee", "scouting_refugee", "spear")
    g.apply(0, "scout binoculars")
    while (d := decided(g)).kind == "respond":
        g.apply(d.seat, "cancel scouting_refugee" if d.seat == 1 else "pass")
    pass_windows(g)
    assert records(g, 0, source="binoculars") == []
    assert one(g, 0, "spy", "1:hand") == sc.Knowledge("spy", "1:hand", ("refugee", "spear"), False, 0)


def test_a_spy_may_look_at_the_leader_pile_in_leader_drafting_003_311() -> None:
    """[003:311] "Actions that permit peeking at a pile (binoculars, scout tower, spy, etc.) can
    target the leaders pile"; X-2: up to 4 cards, a pile's returned in order."""
    g = tower_table(
        modules=DRAFT,
        variants=frozenset({"leader_draft"}),
        players=[
            {"hand": ["spy", "refugee"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )
    top4 = tuple(zone_kinds(g, "leaders")[:4])
    act(g, 0, "spy leaders")
    assert one(g, 0, "spy", "leaders") == sc.Knowledge("spy", "leaders", top4, True, 0)
    assert_private(g, 0, "spy", {"leaders"}, set(top4))


def test_two_binoculars_on_a_spy_see_eight_cards_x1() -> None:
    """X-1: binoculars used as modifiers add +2 cards each to the spy's 4-card limit."""
    g = spy_table(
        players=[
            {"hand": ["spy", "binoculars", "binoculars"], "deck": ["brawler"]},
            {
                "hand": ["refugee"],
                "deck": ["brawler", "pills", "junk", "net", "refugee", "shovel", "pickaxe", "spear", "multitool"],
            },
            {"hand": ["refugee"], "deck": ["refugee"]},
        ]
    )
    act(g, 0, "spy binoculars binoculars 1:deck")
    assert one(g, 0, "spy", "1:deck").cards == (
        "brawler",
        "pills",
        "junk",
        "net",
        "refugee",
        "shovel",
        "pickaxe",
        "spear",
    )


def test_a_scout_tower_with_binoculars_sees_four_deep_x1() -> None:
    """X-1: "scout tower: +2 depth on each of its 2 piles"."""
    g = tower_table(
        modules=frozenset({"recon1", "recon3"}),
        players=[
            {
                "hand": ["refugee", "junk", "binoculars"],
                "deck": ["brawler"],
                "buildings": [{"building": "scout_tower"}],
            },
            {"hand": ["refugee"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )
    act(g, 0, "tower junk binoculars contested+junkyard")
    assert one(g, 0, "scout_tower", "contested").cards == ("grenade", "wolf_pack", "field_crew")
    assert one(g, 0, "scout_tower", "junkyard").cards == ("net", "junk", "pills", "rifle")


def test_a_deadlock_keeps_the_contested_cards_below_and_shuffles_the_junkyards_000_274() -> None:
    """[000:274] deadlock: the top contested resource goes into the junkyard unseen and the
    junkyard is shuffled. The binoculars' contested record keeps the two below in order; their
    junkyard record becomes a heap of the same kinds (docs/view.md); the resource she saw on top
    is followed where everyone saw it go, into the shuffled junkyard, in no known order."""
    g = spy_table()
    act(g, 0, "scout binoculars binoculars")
    end_gathering(g)
    assert g.round == 4
    assert one(g, 0, "binoculars", "contested") == sc.Knowledge(
        "binoculars", "contested", ("wolf_pack", "field_crew"), True, 0
    )
    assert sorted(records(g, 0, "binoculars", "junkyard")) == [
        sc.Knowledge("binoculars", "junkyard", ("grenade",), False, 0),
        sc.Knowledge("binoculars", "junkyard", ("junk", "net", "pills"), False, 0),
    ]


def test_the_viewers_own_log_tells_her_what_she_saw_and_no_one_elses_does_design_md() -> None:
    """DESIGN.md: events carry who may see them; a seat's log is the full log with what it may
    not see removed. The spy's look is in her log, addressed to her alone."""
    g = spy_table()
    act(g, 0, "spy 1:hand")
    mine = [e for e in g.log(0) if e.type.value == "looked" and e.cards]
    assert [(e.cards, e.audience) for e in mine] == [(("junk", "refugee", "scavenger", "spear"), frozenset({0}))]
    for seat in (1, 2, None):
        assert not [e for e in g.log(seat) if e.type.value == "looked" and e.cards]


def test_cards_put_back_on_top_push_a_seen_top_card_down_x15_view_md() -> None:
    """X-15: scrappers may return dug cards to the top. docs/view.md `in_order`: each card still
    lies where it was seen, counted from the top as everyone saw cards come and go; the two
    cards returned above the net were seen going on top (not what they are), so the binoculars'
    record still holds the net, in order, and a sample of the hidden cards for seat 0 keeps the
    net third from the top, under two cards it deals afresh."""
    g = spy_table(
        modules=R13,
        players=[
            {"hand": ["binoculars", "refugee"], "deck": ["brawler"]},
            {"hand": ["refugee", "scrappers", "hardy_scavenger"], "deck": ["brawler"]},
            {"hand": ["refugee"], "deck": ["refugee"]},
        ],
    )
    act(g, 0, "scout binoculars")
    finish_turn(g, 0)
    act(g, 1, "dig bottom scrappers hardy_scavenger")
    g.apply(1, "keep rifle")
    g.apply(1, "top pills junk")
    pass_windows(g)
    assert zone_kinds(g, "junkyard")[:3] == ["pills", "junk", "net"]
    assert sc.Knowledge("binoculars", "junkyard", ("net",), True, 0) in g.view(0).knowledge
    for seed in range(5):
        assert [c.kind for c in g.determinize(0, seed).zones()["junkyard"]][2] == "net"


# ---------------------------------------------------------------------------------------------
# Random games: every record is true, of a listed source, and the seat's alone


SOURCES = {"peek", "spy", "binoculars", "yardmaster", "scout_tower", "scrappers", "dig"}


def _pile(zones: dict[str, Any], zone: str) -> list[str] | None:
    import re

    if zone in ("contested", "junkyard", "schematics", "leaders"):
        pile = zones.get(zone)
    elif m := re.fullmatch(r"force-(\d+)", zone):
        pile = zones.get(f"opponent:{m.group(1)}")
    elif m := re.fullmatch(r"(\d+):(hand|deck|discard|looking|force)", zone):
        pile = zones.get(f"{m.group(1)}:{'committed' if m.group(2) == 'force' else m.group(2)}")
    else:
        return None
    return None if pile is None else [card.kind for card in pile]


def _holds(zones: dict[str, Any], k: sc.Knowledge) -> bool | None:
    """docs/view.md: `cards` still lie in `zone`, less at most `may_have_left` of them; in
    order, they lie there in that order, one after another (chosen deck positions: at those
    positions). None where the zone cannot be read from ``zones()``."""
    zone, _, at = k.zone.partition("@")
    kinds = _pile(zones, zone)
    if kinds is None:
        return None
    if at and k.may_have_left == 0:
        positions = [int(p) for p in at.split(",")]
        return all(p <= len(kinds) and kinds[p - 1] == c for p, c in zip(positions, k.cards, strict=True))
    if k.in_order and k.may_have_left == 0:
        n = len(k.cards)
        return any(tuple(kinds[i : i + n]) == k.cards for i in range(len(kinds) - n + 1))
    from collections import Counter

    return sum((Counter(k.cards) - Counter(kinds)).values()) <= k.may_have_left


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "modules", "variants", "seed"),
    [
        (3, frozenset({"hq1", "hq2", "recon1", "recon3"}), frozenset(), 2),
        (3, frozenset({"hq1", "hq2", "hq3", "recon1", "recon3", "recon5"}), frozenset(), 1),
        (4, frozenset({"hq1", "hq2", "hq3", "recon1", "recon3"}), frozenset({"leader_draft"}), 0),
        (1, frozenset({"hq1", "hq2", "recon1", "recon3"}), frozenset(), 2),
    ],
)
def test_every_record_in_a_random_game_still_lies_there_and_is_the_seats_alone_view_md(
    players: int, modules: frozenset[str], variants: frozenset[str], seed: int
) -> None:
    """docs/view.md `Knowledge`: `source` one of the six listed; `cards` "the card kinds seen
    there that still lie there" (less `may_have_left`); a heap listed by kind (sorted, as a
    hand is); the spectator's view has none (`view(None)`: the private fields empty)."""
    import dataclasses
    import random

    from helpers import lively_choice, rich_config

    config = rich_config(players, seed, modules)
    if players == 1:
        config = dataclasses.replace(config, scenario=None)
    config = dataclasses.replace(config, variants=variants)
    g = sc.Game.new(config)
    rng = random.Random(seed)
    checked = 0
    for _ in range(4000):
        if g.over:
            break
        zones = g.zones()
        assert g.view(None).knowledge == ()
        for seat in range(players):
            for k in g.view(seat).knowledge:
                assert k.source in SOURCES, k
                assert k.cards, k
                assert 0 <= k.may_have_left <= len(k.cards), k
                if not k.in_order:
                    assert list(k.cards) == sorted(k.cards), k
                holds = _holds(zones, k)
                if holds is not None:
                    checked += 1
                    assert holds, (g.round, seat, k, zones.get(k.zone))
        seat = g.to_act[0]
        g.apply(seat, lively_choice(rng, g.legal_actions(seat)))
    assert checked > 0 or players == 1


def test_a_determinized_game_keeps_every_record_true_readme_determinize() -> None:
    """README (`game.determinize`): "what the seat alone has seen (a spy's look, the peek) stays
    only while it provably lies there still (`view.knowledge` lists exactly that)". Games the
    seat could believe it is in give it the same knowledge, and every record is true there."""
    states: list[tuple[sc.Game, int]] = []
    g = spy_table()
    act(g, 0, "spy 1:deck@2,3")
    states.append((g, 0))
    g = spy_table()
    act(g, 0, "spy 1:hand")
    act(g, 0, "scout binoculars")
    states.append((g, 0))
    g = yard_table()
    g.apply(0, "yard")
    g.apply(0, "yard top")
    states.append((g, 0))
    g = scrappers_table()
    act(g, 0, "dig bottom scrappers hardy_scavenger")
    g.apply(0, "keep rifle")
    g.apply(0, "top pills junk")
    pass_windows(g)
    states.append((g, 0))
    g = force_table()
    finish_turn(g, 0, "commit brawler spear")
    act(g, 1, "spy 0:force")
    states.append((g, 1))
    g = spy_table()
    act(g, 0, "spy binoculars 1:deck")
    end_gathering(g)
    states.append((g, 0))
    g = solo_table()
    act(g, 0, "scout binoculars")
    states.append((g, 0))
    for g, seat in states:
        knowledge = g.view(seat).knowledge
        assert any(k.source != "peek" for k in knowledge)
        for sample in range(8):
            twin = g.determinize(seat, sample)
            assert twin.view(seat).knowledge == knowledge
            zones = twin.zones()
            for k in knowledge:
                assert _holds(zones, k) is not False, (k, sample)
