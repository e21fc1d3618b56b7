"""What a seat's own dig put back under a pile is in its View's knowledge, as a player remembers it.

[000:204]: the digger draws cards from the top of the junkyard, "may choose one to place in her
discard pile and returns any other cards to the bottom of the junkyard pile"; RULINGS ED-14, R-8:
without a shuffle, the first drawn uppermost. A build's dig returns the others "to the bottom of
the engineering schematics pile" [000:591]. She alone saw them: docs/view.md, "A card she saw
follows where everyone saw it go ... what she saw is kept ... for as long as it stays true"
(source ``dig``). The others see only that some cards went back (their count).
"""

from __future__ import annotations

import numpy as np

import scavengers as sc
from helpers import act, hq_game, table
from scavengers.rl.observation import FIELDS, observe
from scavengers.text import knowledge_line

JUNKYARD = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "multitool"]
"""The junkyard, top first."""


def dig_table(round_: int = 1) -> sc.Game:
    """Seat 0 digs 3 (scavenger + shovel) on a junkyard of :data:`JUNKYARD`; seats 1 and 2 hold
    refugees and can dig 1 each."""
    return table(
        3,
        round=round_,
        initiator=0,
        junkyard=JUNKYARD,
        players=[
            {"hand": ["scavenger", "shovel", "brawler", "junk", "refugee"]},
            {"hand": ["refugee"] * 5},
            {"hand": ["refugee"] * 5},
        ],
    )


def dug(game: sc.Game, seat: int) -> list[sc.Knowledge]:
    return [k for k in game.view(seat).knowledge if k.source == "dig"]


def test_the_cards_her_dig_returned_are_known_to_lie_at_the_junkyards_bottom_in_order_000_204() -> None:
    """[000:204] the unkept cards go to the bottom; R-8: the first drawn uppermost. She drew net,
    junk, pills and kept the net: junk over pills lie at the bottom, as her view says."""
    game = dig_table()
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).looking == ("junk", "net", "pills")
    act(game, 0, "keep net")
    assert dug(game, 0) == [sc.Knowledge("dig", "junkyard", ("junk", "pills"), True, 0)]
    bottom = [card.kind for card in game.zones()["junkyard"]][-2:]
    assert bottom == ["junk", "pills"]  # top first: the last two of the pile


def test_what_her_dig_returned_is_hers_alone_the_others_see_a_count_000_204() -> None:
    """She alone saw the dug cards: no other seat's view, knowledge or log names them, and
    twin tables whose junkyards differ only in those cards look the same to the others."""
    game = dig_table()
    act(game, 0, "dig scavenger+shovel")
    act(game, 0, "keep net")
    for seat in (1, 2):
        assert not game.view(seat).knowledge
    twin = table(
        3,
        round=1,
        initiator=0,
        junkyard=["net", "medkit", "spear", "pills", "junk", "pickaxe", "multitool"],
        players=[
            {"hand": ["scavenger", "shovel", "brawler", "junk", "refugee"]},
            {"hand": ["refugee"] * 5},
            {"hand": ["refugee"] * 5},
        ],
    )
    act(twin, 0, "dig scavenger+shovel")
    act(twin, 0, "keep net")
    assert dug(twin, 0) == [sc.Knowledge("dig", "junkyard", ("medkit", "spear"), True, 0)]
    for seat in (1, 2):
        assert twin.view(seat) == game.view(seat)
        assert twin.log(seat) == game.log(seat)


def test_a_second_dig_joins_its_packet_to_the_first_in_one_record_ruling_r8() -> None:
    """Round 1 has no skirmish and nothing shuffles the junkyard: the first packet (junk, pills)
    still lies at the bottom when round 2's dig puts its own under it. She digs 1 with a brawler,
    draws the spear from the top and keeps nothing: one record holds both packets, top first,
    the earlier one above the later."""
    game = table(
        3,
        round=1,
        initiator=0,
        junkyard=JUNKYARD,
        players=[
            {"hand": ["scavenger", "shovel", "junk", "refugee", "refugee"], "deck": ["brawler"] + ["refugee"] * 4},
            {"hand": ["refugee"] * 5},
            {"hand": ["refugee"] * 5},
        ],
    )
    act(game, 0, "dig scavenger+shovel")
    act(game, 0, "keep net")
    for seat in (0, 1, 2):
        game.apply(seat, "end")
    assert (game.round, game.to_act[0]) == (2, 0)
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("spear",)
    act(game, 0, "keep none")
    assert dug(game, 0) == [sc.Knowledge("dig", "junkyard", ("junk", "pills", "spear"), True, 0)]
    assert [card.kind for card in game.zones()["junkyard"]][-3:] == ["junk", "pills", "spear"]


def test_a_shuffled_junkyard_keeps_her_returned_cards_as_a_heap_000_204_ruling_r6() -> None:
    """Trashed cards are net-new to the junkyard and it is shuffled (RULINGS ED-14): her
    returned cards are still in it, anywhere, so the record keeps their kinds, out of order."""
    game = dig_table()
    act(game, 0, "dig scavenger+shovel")
    act(game, 0, "keep net")
    act(game, 0, "trash junk")
    (record,) = dug(game, 0)
    assert (record.cards, record.in_order) == (("junk", "pills"), False)
    assert knowledge_line(record) == "You put under the junkyard, shuffled since (anywhere in it): Junk, Pills"


def test_her_dig_is_told_to_her_in_words() -> None:
    """The terminal and the web page word the record for her alone."""
    game = dig_table()
    act(game, 0, "dig scavenger+shovel")
    act(game, 0, "keep none")
    (record,) = dug(game, 0)
    assert record.cards == ("net", "junk", "pills")  # as drawn, the first uppermost
    assert knowledge_line(record) == "You put under the junkyard (top first): Net, Junk, Pills"


def test_a_builds_dig_returns_the_other_schematics_under_the_pile_known_to_her_000_591() -> None:
    """[000:591] "Select a maximum of 1 card to build and return the others to the bottom of the
    engineering schematics pile": she builds the armory; the bunker she saw lies at the bottom."""
    game = hq_game(
        2,
        round=1,
        initiator=0,
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
        players=[
            {"hand": ["engineer", "scavenger", "refugee", "junk", "junk"], "deck": ["refugee"] * 4},
            {"hand": ["refugee"] * 5},
            {"hand": ["refugee"] * 5},
        ],
    )
    act(game, 0, "build engineer")
    assert game.view(0).looking == ("armory", "bunker")
    act(game, 0, "keep armory")
    assert dug(game, 0) == [sc.Knowledge("dig", "schematics", ("bunker",), True, 0)]
    assert not game.view(1).knowledge
    assert game.zones()["schematics"][-1].kind == "bunker"  # zones() are top first: its bottom


def test_the_learning_observation_counts_no_dug_cards_docs_rl_md() -> None:
    """docs/rl.md: the ``known_*`` fields leave out what her own dig put under a pile (the shipped
    learned bot was trained without it): her observation after the dig counts nothing there."""
    game = dig_table()
    act(game, 0, "dig scavenger+shovel")
    act(game, 0, "keep net")
    assert dug(game, 0)
    field = FIELDS["known_junkyard"]
    observed = observe(game.view(0))
    assert not np.any(observed[field.offset : field.offset + field.size])
