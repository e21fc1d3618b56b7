"""A searching seat's samples fill the junkyard with what that seat knows it holds.

The junkyard's make-up at the start is public: the game's junkyard cards [000:35], less two of
each kind with two players (RULINGS V-1), shuffled face down [000:107]. A dig draws cards from
its top, keeps at most one and puts the others back under it [000:204]: the digger alone sees
them, the others see only how many went and came back. Trashed cards go in face down and the
pile is shuffled [000:228, 236]: the one who trashed them knows them, the others do not. So a
seat's samples deal the junkyard from what it has seen go in and come out, and nothing else:
two games that differ only in what a rival kept give samples of one distribution.
"""

from __future__ import annotations

import random
from collections import Counter

import scavengers as sc
from helpers import lively_choice, pass_windows
from test_determinize_honesty import assert_same_samples

SEEDS = range(40)


def junkyard(game: sc.Game) -> Counter[str]:
    return Counter(card.kind for card in game.zones()["junkyard"])


def sampled_junkyards(game: sc.Game, seat: int) -> list[Counter[str]]:
    return [junkyard(game.determinize(seat, seed)) for seed in SEEDS]


def two_player_game(seed: int = 5) -> sc.Game:
    """A 2-player base game at its first decision: seat 0 holds a scavenger and a shovel."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=seed))
    assert game.to_act == (0,)
    return game


def test_the_junkyards_make_up_at_the_start_is_known_to_every_seat_rule_v1() -> None:
    # 46 base junkyard cards less each player's spear and shovel [000:240] and two of each of
    # the 8 kinds (V-1): 26, the same make-up in every sample of either seat, wherever the
    # rival's unseen cards are dealt.
    game = two_player_game()
    truth = junkyard(game)
    assert truth.total() == 46 - 2 * 2 - 2 * 8
    for seat in (0, 1):
        assert all(sample == truth for sample in sampled_junkyards(game, seat))


def dug_and_kept(game: sc.Game, seat: int, keep_index: int) -> tuple[sc.Game, str, Counter[str]]:
    """``seat`` digs with scavenger and shovel (3 cards) and keeps the ``keep_index``-th card
    it drew, naming it by kind; the kind kept and those put back."""
    game.apply(seat, "dig scavenger+shovel")
    pass_windows(game)
    looked = game.view(seat).looking
    assert len(looked) == 3
    kept = sorted(looked)[keep_index]
    game.apply(seat, f"keep {kept}")
    return game, kept, Counter(looked) - Counter([kept])


def test_the_digger_knows_the_junkyard_lacks_just_the_card_it_kept() -> None:
    # [000:204]: the cards not kept go back under the junkyard; the digger saw them all.
    game = two_player_game()
    before = junkyard(game)
    game, kept, _ = dug_and_kept(game, 0, 0)
    assert junkyard(game) == before - Counter([kept])
    assert all(sample == before - Counter([kept]) for sample in sampled_junkyards(game, 0))


def test_a_rival_knows_only_that_one_card_of_the_junkyard_left_with_the_dig() -> None:
    # The rival saw three cards go and two come back: the junkyard is the start's make-up less
    # one card, any of them; never a card of a kind the junkyard did not hold.
    game = two_player_game()
    before = junkyard(game)
    game, _, _ = dug_and_kept(game, 0, 0)
    samples = sampled_junkyards(game, 1)
    assert all(sample.total() == before.total() - 1 and not sample - before for sample in samples)
    assert len({tuple(sorted((before - sample).elements())) for sample in samples}) > 1


def test_twins_that_differ_only_in_the_card_a_rival_kept_give_samples_of_one_distribution() -> None:
    a, kept_a, _ = dug_and_kept(two_player_game(), 0, 0)
    b, kept_b, _ = dug_and_kept(two_player_game(), 0, 2)
    assert kept_a != kept_b
    assert_same_samples(a, b, 1)


def trashed(cards: str) -> sc.Game:
    game = two_player_game()
    game.apply(0, f"trash {cards}")
    return game


def test_the_seat_that_trashed_cards_knows_they_are_in_the_junkyard() -> None:
    # [000:228, 236]: trashed cards go face down into the junkyard, which is shuffled.
    game = trashed("refugee spear")
    expected = junkyard(two_player_game()) + Counter(["refugee", "spear"])
    assert junkyard(game) == expected
    assert all(sample == expected for sample in sampled_junkyards(game, 0))


def test_a_rival_does_not_learn_which_cards_were_trashed_face_down() -> None:
    # The rival knows the junkyard's make-up and that two unseen cards joined it: twins that
    # trashed different cards give it samples of one distribution.
    a, b = trashed("refugee spear"), trashed("scavenger shovel")
    assert_same_samples(a, b, 1)
    start = junkyard(two_player_game())
    assert all(not start - sample for sample in sampled_junkyards(a, 1))


def test_a_played_game_keeps_every_seats_junkyard_knowledge_true() -> None:
    # What a seat counts as surely in the junkyard is there, all game long, except at most as
    # many as it counts as gone unseen; and its samples always hold as many cards as the truth.
    rng = random.Random(11)
    game = sc.Game.new(sc.GameConfig(players=3, seed=11, modules=frozenset({"recon4"})))
    game.keep_knowledge()
    checked = 0
    while not game.over:
        actor = game.to_act[0]
        truth = junkyard(game)
        yards = game._state.yards
        assert yards is not None
        for seat, yard in enumerate(yards):
            wrong = Counter(yard.kinds) - truth
            assert wrong.total() <= yard.vanished, (seat, wrong, yard.vanished)
            checked += 1
        if rng.random() < 0.05:
            assert all(sample.total() == truth.total() for sample in sampled_junkyards(game, 0)[:4])
        game.apply(actor, lively_choice(rng, game.legal_actions(actor)))
    assert checked > 200


def stacked() -> sc.Game:
    """A stacked 2-player table: nobody knows the junkyard's make-up or seat 1's hand."""
    return sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=3,
            scenario={
                "players": [
                    {"hand": ["refugee", "refugee", "scavenger", "shovel", "spear"]},
                    {"hand": ["refugee", "brawler", "scavenger", "refugee", "refugee"]},
                ],
                "junkyard": ["pills", "junk", "medkit", "net", "pickaxe", "multitool", "junk", "pills"],
            },
        )
    )


def test_cards_a_seat_trashed_stay_in_the_junkyard_of_its_samples_though_nothing_else_is_known() -> None:
    # [000:228]: the trashed cards are added to the junkyard; seat 0 saw them go in. Seat 1's
    # hand is unknown to it, yet its refugees never end up there in a sample.
    game = stacked()
    game.apply(0, "trash refugee shovel spear")
    for sample in sampled_junkyards(game, 0):
        assert not Counter(["refugee", "shovel", "spear"]) - sample


def test_cards_a_dig_put_back_stay_in_the_junkyard_of_the_diggers_samples() -> None:
    # [000:204]: the cards not kept go back under the junkyard, which the digger saw.
    game = stacked()
    game, _, back = dug_and_kept(game, 0, 1)
    assert back.total() == 2
    for sample in sampled_junkyards(game, 0):
        assert not back - sample


def test_cards_a_dig_put_back_lie_under_the_junkyard_in_the_diggers_samples_until_it_is_shuffled() -> None:
    # [000:204, 236]: the cards not kept go to the bottom and returning them does not shuffle
    # the pile; adding cards does. Until then the digger knows the bottom of the junkyard
    # (``zones`` lists a pile top first).
    game, _, back = dug_and_kept(stacked(), 0, 1)
    bottom = [card.kind for card in game.zones()["junkyard"][-2:]]
    assert Counter(bottom) == back
    for seed in SEEDS:
        assert [card.kind for card in game.determinize(0, seed).zones()["junkyard"][-2:]] == bottom
    # The rival saw two cards go under, not which: its samples do not know the bottom.
    assert len({tuple(c.kind for c in game.determinize(1, s).zones()["junkyard"][-2:]) for s in SEEDS}) > 1
    game.apply(0, "trash refugee")  # cards added: the junkyard is shuffled
    bottoms = {tuple(c.kind for c in game.determinize(0, s).zones()["junkyard"][-2:]) for s in SEEDS}
    assert len(bottoms) > 1
