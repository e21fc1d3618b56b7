"""Audit 20: the search bot's samples, from docs/bots.md, docs/analysis.md and the rulebooks.

The search bot (``ismcts``) plays on games "sampled from what its seat knows" (docs/bots.md):
every card its seat cannot see dealt afresh, "from what its seat knows and never from where the
cards really are: a rival's starting deck and the cards shuffled into its deck face up stay that
rival's, less those seen to leave, ... and as many of them as the rival has put away unseen
(trashed face down) may be gone; what the seat alone has seen, a spy's look or the peek, stays
while it provably lies there still". Each test here builds a table (the base game, HQ, Recon,
the 2012 rules, the solo game), draws samples for one seat and checks them against what that
seat's View says and against the game's components; twin tables that differ only in cards the
seat cannot see must give the same samples, the same choice and the same hint.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import scavengers as sc
from helpers import pass_windows
from scavengers.analysis.hints import Budget, hint
from scavengers.analysis.review import advice
from scavengers.bots import IsmctsAgent, decide, make_agent
from scavengers.bots.ismcts import SearchPolicy
from scavengers.cards import CATALOGUE, CardType
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.knowledge import hidden_cards
from scavengers.engine.setup import components

SEEDS = range(12)

RECON = frozenset(f"recon{n}" for n in range(1, 6))


# -- what a sample must keep ------------------------------------------------------------------------


def kinds_by_zone(game: sc.Game) -> dict[str, list[str]]:
    """Every zone's kinds, top first (omniscient: a test's view of a sample)."""
    return {name: [card.kind for card in cards] for name, cards in game.zones().items()}


def every_card(game: sc.Game) -> list[int]:
    return sorted(card.id for cards in game.zones().values() for card in cards)


def hidden_kinds(game: sc.Game, seat: int) -> Counter[str]:
    """The kinds of a tribe's hidden cards (hand, deck, face-down force, timers, storage)."""
    state = game._state
    return Counter(state.kinds[card] for card in hidden_cards(state, seat))


def record_zone(sample: sc.Game, zone: str) -> list[str] | None:
    """The kinds, top first, a knowledge record's zone holds in ``sample`` (None: a building's)."""
    zones = sample.zones()
    owner, colon, name = zone.partition(":")
    if not colon:
        owner, name = "", zone
    name = name.partition("@")[0]
    if name.startswith("force-"):
        return [c.kind for c in zones[f"opponent:{name.removeprefix('force-')}"]]
    if not owner:
        return [c.kind for c in zones["leaders" if name == "leader_pile" else name]]
    if name.startswith(("stored", "timer")):
        return None
    return [c.kind for c in zones[f"{owner}:{'committed' if name == 'force' else name}"]]


def assert_consistent(game: sc.Game, seat: int, seeds: range = SEEDS) -> None:
    """Each sample of ``seat`` agrees with everything the seat knows (module docstring)."""
    view, public, log, legal = game.view(seat), game.view(None), game.log(seat), game.legal_actions(seat)
    cards = every_card(game)
    box = Counter(c.kind for c in game.zones()["box"])
    config = game.config
    may_trade = set(components.leader_kinds(config)) | set(components.contested_kinds(config))
    state = game._state
    for seed in seeds:
        sample = game.determinize(seat, seed)
        # Everything the seat sees, its rivals' counts (hand, deck, discard, committed) and the
        # public table are the same, and so is what it may do.
        assert sample.view(seat) == view
        assert sample.view(None) == public
        assert sample.log(seat) == log
        assert sample.legal_actions(seat) == legal
        # The components of the game: the same cards, none made or lost.
        assert every_card(sample) == cards
        # The box keeps what the game does not use (only leaders or contested resources left
        # out unseen may trade places there).
        sampled_box = Counter(c.kind for c in sample.zones()["box"])
        assert sampled_box.total() == box.total()
        assert set((sampled_box - box) + (box - sampled_box)) <= may_trade
        # What the seat alone has seen lies there still: a pile's top in order, a heap's kinds
        # less as many as may have left unseen.
        for known in view.knowledge:
            there = record_zone(sample, known.zone)
            if there is None:
                continue
            present = (Counter(there) & Counter(known.cards)).total()
            assert present >= len(known.cards) - known.may_have_left, (known, there)
        # Every rival keeps the cards of public kind everyone knows are its own, less as many
        # as it has put away unseen (docs/bots.md).
        if state.tribes is not None:
            for rival in range(config.players):
                if rival == seat:
                    continue
                tribe = state.tribes[rival]
                short = (Counter(tribe.kinds) - hidden_kinds(sample, rival)).total()
                assert short <= tribe.vanished, (rival, tribe, hidden_kinds(sample, rival))
        # The junkyard holds what the seat knows it holds, less what left it unseen.
        if state.yards is not None:
            yard = state.yards[seat]
            junkyard = Counter(c.kind for c in sample.zones()["junkyard"])
            assert (Counter(yard.kinds) - junkyard).total() <= yard.vanished


# -- the defect: a sure rival robbed by an unsure one ---------------------------------------------


def trashed_and_dug_up() -> sc.Game:
    """A 3-player base game (seed 18), every other turn ended at once: at its first turn with
    its one brawler in hand seat 1 trashes it face down (everyone sees a card go, nobody which,
    [000:228, 236]); at its next turn seat 0 digs 4 cards off the
    junkyard, sees that brawler among them, keeps pills and puts the brawler back under the pile
    (RULINGS X-15). Seat 2 has put nothing away: its starting brawler [000:95] is still in its
    hand or deck, and seat 0 knows it; the only other brawler not in view is under the junkyard,
    where seat 0 put it."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=18))
    game.keep_knowledge()
    trashed = False
    for _ in range(80):
        decision = game.view(None).decision
        assert decision is not None
        seat = decision.seat
        if decision.kind == "turn" and seat == 1 and not trashed and "brawler" in kinds_by_zone(game)["1:hand"]:
            game.apply(1, "trash brawler")
            trashed = True
        elif decision.kind == "turn" and seat == 0 and trashed:
            game.apply(0, "dig brawler+shovel scavenger refugee")
            pass_windows(game)
            assert sorted(c.kind for c in game.zones()["0:looking"]) == ["brawler", "pills", "pills", "pills"]
            game.apply(0, "keep pills")
            pass_windows(game)
            return game
        elif decision.kind == "turn":
            game.apply(seat, "end")
        elif decision.kind == "commit":
            game.apply(seat, "commit none")
        else:
            game.apply(seat, "pass")
    raise AssertionError("seat 0 never dug")


def test_a_rival_that_put_nothing_away_unseen_keeps_its_starting_cards_in_every_sample() -> None:
    # docs/bots.md: a rival's starting deck stays that rival's "less those seen to leave", and
    # only "as many of them as the rival has put away unseen ... may be gone". Seat 2 put
    # nothing away: its brawler is in its hand or deck in every sample of seat 0.
    game = trashed_and_dug_up()
    tribes = game._state.tribes
    assert tribes is not None
    assert tribes[2].vanished == 0
    assert tribes[2].kinds.get("brawler") == 1
    assert hidden_kinds(game, 2)["brawler"] == 1
    for seed in range(40):
        assert hidden_kinds(game.determinize(0, seed), 2)["brawler"] == 1, seed


def test_a_card_the_seat_put_back_under_the_junkyard_is_not_dealt_back_to_the_rival_that_trashed_it() -> None:
    # The brawler seat 0 saw and put under the pile lies there in its samples (docs/bots.md:
    # "the cards its dig put back lie under the pile in its samples until the junkyard is
    # shuffled"), so the only brawler left to deal is seat 2's: seat 1 holds none.
    game = trashed_and_dug_up()
    assert sorted(kinds_by_zone(game)["junkyard"][-3:]) == ["brawler", "pills", "pills"]
    for seed in range(40):
        sample = game.determinize(0, seed)
        assert hidden_kinds(sample, 1)["brawler"] == 0, seed
        assert kinds_by_zone(sample)["junkyard"][-3:] == kinds_by_zone(game)["junkyard"][-3:]


def test_every_sample_of_the_dug_up_table_agrees_with_the_seats_view() -> None:
    game = trashed_and_dug_up()
    for seat in range(3):
        assert_consistent(game, seat, range(20))


def mixed_game(config: sc.GameConfig, seed: int) -> list[sc.Game]:
    """Copies of a game at every 5th decision with a choice, played half by heuristic bots and
    half by random-but-sensible choices (so that cards are trashed, dug and hired)."""
    game = sc.Game.new(config)
    game.keep_knowledge()
    rng = random.Random(seed)
    agents = [make_agent("heuristic", seed + s) for s in range(config.players)]
    found: list[sc.Game] = []
    chosen = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1:
            chosen += 1
            if chosen % 5 == 0:
                found.append(game.clone())
        if rng.random() < 0.5:
            keep = [a for a in legal if a.verb is not sc.Verb.TRASH] or list(legal)
            action = rng.choice(keep) if rng.random() < 0.8 else rng.choice(legal)
        else:
            action = decide(agents[seat], game, seat, legal) if len(legal) > 1 else legal[0]
        game.apply(seat, action)
    return found


@pytest.mark.slow
def test_every_sample_of_a_played_2012_game_keeps_each_rivals_known_cards() -> None:
    # The game where the audit saw it: 3 players, the 2012 rules, seed 5: in round 10 a rival
    # that had put nothing away unseen lost a brawler to another rival's memory in every sample.
    positions = mixed_game(sc.GameConfig(players=3, seed=5, rules="2012"), 5)
    assert len(positions) > 20
    for position in positions:
        for seat in range(3):
            assert_consistent(position, seat, range(3))


# -- hand-built tables: what a sample shows the seat ---------------------------------------------


def scripted(config: sc.GameConfig, moves: list[tuple[int, str]]) -> sc.Game:
    game = sc.Game.new(config)
    game.keep_knowledge()
    for seat, text in moves:
        game.apply(seat, text)
        pass_windows(game)
    return game


def recon_table() -> sc.Game:
    """Recon 1 and 3, three players: seat 0 holds a spy and a built scout tower [003:208-212]."""
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": ["refugee", "scavenger", "spy"], "buildings": [{"building": "scout_tower"}], "deck": ["brawler"]},
            {"hand": ["brawler", "refugee", "spear"], "deck": ["net", "pills", "rifle"]},
            {"hand": ["refugee", "spear"], "deck": ["multitool"]},
        ],
        "junkyard": ["pills", "spear", "junk", "medkit", "rifle", "multitool", "net", "junk"],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }
    return sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon1", "recon3"}), scenario=scenario))


def yardmaster_table() -> sc.Game:
    """HQ 1-3 and Recon 1, 3, 5: seat 0 leads with the Yardmaster [003:281-286] and holds
    scrappers [003:184-192]."""
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": 0,
        "players": [
            {
                "hand": ["scrappers", "scavenger", "shovel", "refugee"],
                "leader": "leader_yardmaster",
                "deck": ["brawler"],
            },
            {"hand": ["brawler", "refugee"], "leader": "leader_mentor", "deck": ["net"]},
            {"hand": ["refugee", "spear"], "leader": "leader_organizer"},
        ],
        "junkyard": ["pills", "spear", "junk", "medkit", "rifle", "multitool", "net", "junk"],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }
    modules = hq_modules(3) | {"recon1", "recon3", "recon5"}
    return sc.Game.new(sc.GameConfig(players=3, seed=1, modules=modules, scenario=scenario))


def _spied_recon_table() -> sc.Game:
    """:func:`recon_table` after seat 0 looked with its scout tower at the contested pile and the
    junkyard, then spied on seat 1's hand."""
    game = recon_table()
    game.apply(0, "tower refugee contested+junkyard")
    pass_windows(game)
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    return game


TABLES: dict[str, Callable[[], sc.Game]] = {
    "recon-spy-tower": _spied_recon_table,
    "base-2p-start": lambda: scripted(sc.GameConfig(players=2, seed=3), []),
    "base-3p-round1": lambda: scripted(sc.GameConfig(players=3, seed=0), [(0, "end"), (1, "trash brawler")]),
    "base-4p-2012": lambda: scripted(sc.GameConfig(players=4, seed=2, rules="2012"), []),
    "hq4-3p": lambda: scripted(sc.GameConfig(players=3, seed=4, modules=hq_modules(4)), []),
    "solo": lambda: scripted(sc.GameConfig(players=1, seed=6), []),
    "solo-harder": lambda: scripted(
        sc.GameConfig(players=1, seed=7, solo_added=("brawler", "sniper_team"), solo_families_removed=2), []
    ),
    "leader-draft": lambda: scripted(
        sc.GameConfig(players=3, seed=8, modules=hq_modules(3), variants=frozenset({"leader_draft"})), []
    ),
    "everything-5p": lambda: scripted(sc.GameConfig(players=5, seed=9, modules=hq_modules(4) | RECON), []),
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_sample_shows_every_seat_exactly_what_it_sees_on_a_built_table(name: str) -> None:
    game = TABLES[name]()
    for seat in range(game.config.players):
        assert_consistent(game, seat, range(8))


# -- what the seat alone has seen ------------------------------------------------------------------


def test_a_scout_towers_look_stays_on_top_of_each_pile_in_order_in_every_sample() -> None:
    # [003:208-212]: peek at the top 2 cards of 2 piles, returned in order: they lie there.
    game = _spied_recon_table()
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert seen == {"contested": ("grenade", "wolf_pack"), "junkyard": ("pills", "spear")}
    for seed in SEEDS:
        zones = kinds_by_zone(game.determinize(0, seed))
        assert zones["contested"][:2] == ["grenade", "wolf_pack"]
        assert zones["junkyard"][:2] == ["pills", "spear"]


def test_a_spied_hand_keeps_its_kinds_in_every_sample_and_a_rival_knows_nothing_of_it() -> None:
    # [003:63-68]: the spy looks at a player's hand: seat 0 knows seat 1's hand; seat 2 does not.
    game = _spied_recon_table()
    assert Counter(kinds_by_zone(game)["1:hand"]) == Counter({"brawler": 1, "refugee": 1, "spear": 1})
    for seed in SEEDS:
        assert Counter(kinds_by_zone(game.determinize(0, seed))["1:hand"]) == Counter(
            {"brawler": 1, "refugee": 1, "spear": 1}
        )
    # Seat 2 saw nothing: its samples deal seat 1's hand from what is unknown to it.
    hands = {tuple(sorted(kinds_by_zone(game.determinize(2, seed))["1:hand"])) for seed in range(30)}
    assert len(hands) > 1


def test_the_yardmasters_look_on_top_stays_on_top_in_order() -> None:
    # [003:281-286]: peek at the top 2 junkyard cards and put both back on top (order kept).
    game = yardmaster_table()
    game.apply(0, "yard")
    pass_windows(game)
    game.apply(0, "yard top")
    pass_windows(game)
    seen = [k for k in game.view(0).knowledge if k.source == "yardmaster"]
    assert [(k.cards, k.in_order) for k in seen] == [(("pills", "spear"), True)]
    for seed in SEEDS:
        assert kinds_by_zone(game.determinize(0, seed))["junkyard"][:2] == ["pills", "spear"]
    assert_consistent(game, 0)


def test_the_yardmasters_look_put_under_the_pile_stays_at_its_bottom_in_order() -> None:
    # [003:281-286]: "put both back on top or bottom (order kept)": under the pile, the two
    # lie at its bottom, the top one above the other, in every sample of the Yardmaster's seat.
    game = yardmaster_table()
    game.apply(0, "yard")
    pass_windows(game)
    game.apply(0, "yard bottom")
    pass_windows(game)
    real = kinds_by_zone(game)["junkyard"]
    assert sorted(real[-2:]) == ["pills", "spear"]
    for seed in SEEDS:
        assert kinds_by_zone(game.determinize(0, seed))["junkyard"][-2:] == real[-2:]
    # Seat 1 saw two cards go under the pile, not which: its samples may put others there.
    bottoms = {tuple(kinds_by_zone(game.determinize(1, seed))["junkyard"][-2:]) for seed in range(30)}
    assert len(bottoms) > 1
    for seat in range(3):
        assert_consistent(game, seat, range(6))


def test_cards_a_scrappers_dig_put_back_on_top_lie_on_top_in_the_diggers_samples() -> None:
    # [003:184-192], RULINGS X-15: scrappers dig from the bottom and may return the cards to
    # the top; the digger knows where it put them until the junkyard is shuffled.
    game = yardmaster_table()
    game.apply(0, "dig bottom scavenger+shovel scrappers refugee")
    pass_windows(game)
    looked = sorted(c.kind for c in game.zones()["0:looking"])
    keep = next(a for a in game.legal_actions(0) if a.verb is sc.Verb.KEEP and a.cards)
    game.apply(0, keep)
    pass_windows(game)
    while (d := game.view(None).decision) is not None and d.seat == 0 and d.kind != "turn":
        legal = game.legal_actions(0)
        game.apply(0, max(legal, key=lambda a: len(a.cards)) if d.kind == "top" else legal[0])
        pass_windows(game)
    real = kinds_by_zone(game)["junkyard"]
    back = Counter(looked) - Counter([keep.cards[0]])
    assert Counter(real[: back.total()]) == back
    for seed in SEEDS:
        assert kinds_by_zone(game.determinize(0, seed))["junkyard"][: back.total()] == real[: back.total()]
    assert_consistent(game, 0)


def test_the_initiators_peek_stays_on_top_of_the_contested_pile() -> None:
    # [000:150]: the initiator looks at the top contested resource and tells nobody.
    game = twin(*TWINS[0])
    initiator = 0
    (peek,) = [k for k in game.view(initiator).knowledge if k.source == "peek"]
    for seed in SEEDS:
        assert kinds_by_zone(game.determinize(initiator, seed))["contested"][0] == peek.cards[0]
    others = {kinds_by_zone(game.determinize((initiator + 1) % 3, seed))["contested"][0] for seed in range(30)}
    assert len(others) > 1


# -- the components of the game's configuration -------------------------------------------------


@pytest.mark.parametrize(
    "config",
    [
        sc.GameConfig(players=2, seed=1),
        sc.GameConfig(players=2, seed=2, modules=hq_modules(4)),
        sc.GameConfig(players=4, seed=3, modules=RECON),
        sc.GameConfig(players=3, seed=4, rules="2012"),
    ],
    ids=["base-2p", "hq4-2p", "recon-4p", "2012-3p"],
)
def test_a_sample_holds_exactly_the_boxs_cards_for_its_modules(config: sc.GameConfig) -> None:
    # [000:37], [003:21]: the components of the modules played; with 2 players [000:111] part of the
    # junkyard stays in the box (RULINGS V-1): a sample never deals those, nor makes others.
    game = scripted(config, [])
    every = Counter(c.kind for cards in game.zones().values() for c in cards)
    out = Counter(c.kind for c in game.zones()["box"])
    in_play = every - out
    for seat in range(config.players):
        for seed in range(6):
            sample = game.determinize(seat, seed)
            zones = sample.zones()
            assert Counter(c.kind for cards in zones.values() for c in cards) == every
            if not (config.modules & {"recon4", "hq3"}):
                assert Counter(c.kind for c in zones["box"]) == out
            sampled = Counter(c.kind for name, cards in zones.items() if name != "box" for c in cards)
            assert sampled.total() == in_play.total()


def test_a_two_player_samples_junkyard_has_the_make_up_everyone_knows_at_the_start() -> None:
    # RULINGS V-1: with 2 players some junkyard cards are left out; what is left is public.
    game = scripted(sc.GameConfig(players=2, seed=5), [])
    junkyard = Counter(kinds_by_zone(game)["junkyard"])
    for seat in range(2):
        for seed in range(6):
            assert Counter(kinds_by_zone(game.determinize(seat, seed))["junkyard"]) == junkyard


@pytest.mark.parametrize("harder", [False, True])
def test_a_solo_samples_opponent_forces_keep_their_sizes_and_their_cards(harder: bool) -> None:
    # [003:353]: the solo game's opponents are face-down forces of contested resources, rifles
    # and thugs (a harder game adds mercenaries and takes families out); a sample trades their
    # cards only among them, in forces of the same sizes.
    extra: dict[str, Any] = {"solo_added": ("brawler",), "solo_families_removed": 2} if harder else {}
    game = scripted(sc.GameConfig(players=1, seed=12, **extra), [])
    zones = kinds_by_zone(game)
    forces = {name: cards for name, cards in zones.items() if name.startswith("opponent:")}
    pooled = Counter(k for cards in forces.values() for k in cards)
    for seed in SEEDS:
        sample = kinds_by_zone(game.determinize(0, seed))
        sampled = {name: cards for name, cards in sample.items() if name.startswith("opponent:")}
        assert {n: len(c) for n, c in sampled.items()} == {n: len(c) for n, c in forces.items()}
        assert Counter(k for cards in sampled.values() for k in cards) == pooled
        assert Counter(sample["junkyard"]) == Counter(zones["junkyard"])
    assert_consistent(game, 0)


def test_a_sample_deals_leaders_only_where_leaders_lie() -> None:
    # [000:650]: leaders are dealt face down and one kept; the leader pile of the draft
    # [003:298-312] holds leaders; a sample never puts one in a hand, deck or the junkyard.
    game = TABLES["leader-draft"]()
    for seat in range(3):
        for seed in range(6):
            for name, cards in game.determinize(seat, seed).zones().items():
                if name.endswith((":hand", ":deck", ":discard")) or name in ("junkyard", "contested"):
                    assert all(CATALOGUE[c.kind].type is not CardType.LEADER for c in cards), name


# -- twin tables -------------------------------------------------------------------------------------


def twin(rival_hand: list[str], rival_deck: list[str], initiator: int = 0) -> sc.Game:
    """A 3-player table in round 3 where only seat 1's hand and deck (hidden from seat 0)
    differ between twins."""
    scenario: dict[str, Any] = {
        "round": 3,
        "initiator": initiator,
        "players": [
            {"hand": ["scavenger", "scavenger", "shovel", "refugee"], "deck": ["brawler", "spear"]},
            {"hand": rival_hand, "deck": rival_deck},
            {"hand": ["refugee", "refugee", "spear"], "deck": ["scavenger"]},
        ],
        "junkyard": ["pills", "medkit", "junk", "net", "rifle", "multitool"],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }
    return sc.Game.new(sc.GameConfig(players=3, seed=2, scenario=scenario))


TWINS = (
    (["brawler", "refugee", "spear"], ["scavenger", "pills"]),
    (["scavenger", "pills", "spear"], ["refugee", "brawler"]),
)


def test_twin_tables_that_differ_only_in_a_rivals_hidden_cards_give_the_same_samples() -> None:
    a, b = (twin(hand, deck) for hand, deck in TWINS)
    assert a.view(0) == b.view(0)
    assert kinds_by_zone(a) != kinds_by_zone(b)
    for seed in SEEDS:
        assert kinds_by_zone(a.determinize(0, seed)) == kinds_by_zone(b.determinize(0, seed))


def test_twin_tables_give_the_search_bot_the_same_choice() -> None:
    a, b = (twin(hand, deck) for hand, deck in TWINS)
    legal = a.legal_actions(0)
    assert legal == b.legal_actions(0)
    for bot in ("ismcts:iters=12", "ismcts:iters=8:search=tree", "ismcts:iters=8:value=simple"):
        assert decide(make_agent(bot, 5), a, 0, legal) == decide(make_agent(bot, 5), b, 0, legal)


def test_twin_tables_give_the_same_hint() -> None:
    # docs/analysis.md: "a game that differs only in what the seat cannot see gets the very
    # same hint from the same seed".
    a, b = (twin(hand, deck) for hand, deck in TWINS)
    budget = Budget(iterations=16)
    assert hint(a, 0, seed=4, budget=budget) == hint(b, 0, seed=4, budget=budget)


def test_twin_solo_tables_give_the_same_samples_and_choice() -> None:
    def solo(forces: list[list[str]]) -> sc.Game:
        scenario = {"players": [{"hand": ["scavenger", "refugee", "brawler"]}], "opponents": forces}
        return sc.Game.new(sc.GameConfig(players=1, seed=3, scenario=scenario))

    a = solo([["rifle", "thugs"], ["medkit", "pills", "rifle"]])
    b = solo([["pills", "rifle"], ["medkit", "thugs", "rifle"]])
    assert a.view(0) == b.view(0)
    for seed in SEEDS:
        assert kinds_by_zone(a.determinize(0, seed)) == kinds_by_zone(b.determinize(0, seed))
    legal = a.legal_actions(0)
    bot = "ismcts:iters=10"
    assert decide(make_agent(bot, 1), a, 0, legal) == decide(make_agent(bot, 1), b, 0, legal)


# -- the documented options -----------------------------------------------------------------------


def test_iters_is_the_number_of_playouts_when_time_is_longer() -> None:
    # docs/bots.md: iters=N: N playouts per decision; with time, whichever comes first.
    game = twin(*TWINS[0])
    agent = make_agent("ismcts:iters=7:time=60", 0)
    assert isinstance(agent, IsmctsAgent)
    decide(agent, game, 0, game.legal_actions(0))
    assert agent.last_iterations == 7


def test_time_bounds_a_decision_when_iters_is_larger() -> None:
    # docs/bots.md: time=S: at most S seconds per decision (with iters, whichever comes first).
    game = twin(*TWINS[0])
    agent = make_agent("ismcts:iters=100000:time=0.3", 0)
    assert isinstance(agent, IsmctsAgent)
    decide(agent, game, 0, game.legal_actions(0))
    # Stopped by the time (no clock is asserted: a loaded machine may be slow), far short of
    # the playouts asked for, which take minutes.
    assert 0 < agent.last_iterations < 100000


def test_the_same_seed_and_iters_give_the_same_choice_on_a_built_table() -> None:
    game = _spied_recon_table()
    legal = game.legal_actions(0)
    first = decide(make_agent("ismcts:iters=10", 9), game, 0, legal)
    assert first in legal
    assert decide(make_agent("ismcts:iters=10", 9), game, 0, legal) == first


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ismcts:iters=0", "iters must be at least 1"),
        ("ismcts:iters=1.5", "option iters='1.5' is not a valid value"),
        ("ismcts:time=0", "time must be positive"),
        ("ismcts:time=nan", "it must be a finite number"),
        ("ismcts:search=mcts", "search must be one of paired, tree"),
        ("ismcts:value=SIMPLE", "value must be one of learned, simple"),
        ("ismcts:playout=cheap", "playout is an option of search=tree only"),
        ("ismcts:search=tree:c=-1", "c must not be negative"),
        ("ismcts:search=tree:playout=greedy", "playout must be one of heuristic, cheap"),
        ("ismcts:depth=3", "has no option 'depth'"),
        ("ismcts:iters", "options are written key=value"),
    ],
)
def test_a_bad_option_string_is_refused_with_its_reason(text: str, said: str) -> None:
    with pytest.raises(ValueError, match=said.replace("(", r"\(").replace(")", r"\)")):
        make_agent(text, 0)


# -- the analysis reads only the seat's view ---------------------------------------------------------


def committing_last() -> sc.Game:
    """:func:`twin`'s table, seat 1 first: seats 1 and 2 end their turns and commit 2 cards
    each face down [000:158]; seat 0 is to commit."""
    game = twin(["brawler", "refugee", "spear"], ["scavenger"], initiator=1)
    while (d := game.view(None).decision) is not None and not (d.kind == "commit" and d.seat == 0):
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, next(a for a in game.legal_actions(d.seat) if len(a.cards) == 2))
        else:
            game.apply(d.seat, "pass")
    return game


def test_a_hint_at_a_commit_compares_only_the_whole_hand_and_the_bots_own_choice() -> None:
    # docs/analysis.md: "The moves compared are ... at a commit, the whole hand and the bot's
    # own choice".
    game = committing_last()
    legal = game.legal_actions(0)
    assert len(legal) > 2
    whole = max(legal, key=lambda a: len(a.cards))
    own = SearchPolicy(1).choose(game.view(0), legal)
    found = hint(game, 0, seed=1, budget=Budget(iterations=8))
    assert found.suggestions
    assert {s.action for s in found.suggestions} <= {whole, own}


def test_a_commits_advice_names_only_the_sizes_of_the_rivals_face_down_forces() -> None:
    # docs/analysis.md: "you committed 3 cards in round 4 against a force of 2": a rival's
    # force is face down until revealed [000:158, 266]: the words give its size, never its cards.
    game = committing_last()
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("commit", 0)
    legal = game.legal_actions(0)
    taken = max(legal, key=lambda a: len(a.cards))
    better = min(legal, key=lambda a: len(a.cards))
    words = advice(game.view(0), taken, better, 0.12, ["you", "Seat 1", "Seat 2"])
    assert "against forces of 2 and 2" in words
    for rival in (1, 2):
        for kind in {c.kind for c in game.zones()[f"{rival}:committed"]} - {c.kind for c in game.zones()["0:hand"]}:
            assert CATALOGUE[kind].name not in words


@pytest.mark.parametrize(
    ("seat", "seed", "said"),
    [
        (3, 1, "no seat 3: seats are 0-2"),
        (-1, 1, "no seat -1: seats are 0-2"),
        (True, 1, "no seat True"),
        ("0", 1, "no seat '0'"),
        (0, 1.0, "the seed must be a whole number, got float"),
        (0, True, "the seed must be a whole number, got bool"),
    ],
)
def test_a_sample_for_a_bad_seat_or_seed_is_refused_in_words_and_changes_nothing(
    seat: Any, seed: Any, said: str
) -> None:
    game = twin(*TWINS[0])
    before = game.to_json()
    with pytest.raises(ValueError, match=said):
        game.determinize(seat, seed)
    assert game.to_json() == before
    # Any whole number seeds a sample, however large or negative, and it shows the seat its view.
    for whole in (-1, 2**100, -(2**100)):
        assert game.determinize(0, whole).view(0) == game.view(0)
