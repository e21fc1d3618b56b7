"""An independent audit of what ``game.view(seat)`` tells a seat beside its cards (docs/view.md):
each figure is the value the rulebooks give (RIGHT), and a seat is never told what it may not
know, and is told what the rules let it see (HONEST). ``game.zones()`` is the omniscient truth.

Where an earlier engine told a seat something else, a comment beside the assertion says what.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import scavengers as sc
from helpers import lively_choice, pass_windows, rich_config, texts, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_skirmish import totals

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
EVERYTHING = hq_modules(4) | RECON
CONTESTED = ["grenade", "wolf_pack", "sled_team"]


def game_of(modules: frozenset[str] | set[str], seats: int = 3, seed: int = 0, **scenario: object) -> sc.Game:
    """A stacked table (docs/scenarios.md) with the given modules."""
    return sc.Game.new(sc.GameConfig(players=seats, seed=seed, modules=frozenset(modules), scenario=scenario))


def viewers(game: sc.Game) -> tuple[int | None, ...]:
    """Every seat, and a spectator."""
    return (None, *range(game.config.players))


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its gathering turn and commits as given (the rest commit nothing);
    stops at the first other decision (a skirmish turn), or at the next round."""
    start = game.round
    while game.round == start and (decision := game.view(None).decision) is not None:
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, commits.get(decision.seat, "commit none"))
        else:
            return


def finish_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Everyone ends, commits as given and passes until the next round starts."""
    start = game.round
    while not game.over and game.round == start:
        decision = game.view(None).decision
        assert decision is not None
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, (commits or {}).get(decision.seat, "commit none"))
        else:
            game.apply(decision.seat, "pass")


def figure(game: sc.Game, seat: int) -> tuple[bool, int, int]:
    """``seat``'s revealed force as every view shows it: a revealed force is public, so every
    view must show the same strength."""
    shown = {sc.force_total(game.view(viewer), seat) for viewer in viewers(game)}
    assert len(shown) == 1, shown
    (force,) = shown
    assert force is not None
    return (force.has_fight, force.fight, force.people)


def pass_skirmish(game: sc.Game) -> None:
    while (decision := game.view(None).decision) is not None and decision.kind in ("skirmish", "save", "respond"):
        game.apply(decision.seat, "pass")


def kinds(cards: tuple[sc.Card, ...]) -> list[str]:
    return sorted(card.kind for card in cards)


# -- the counts of every zone ------------------------------------------------------------------


def check_counts(game: sc.Game) -> None:
    """Every count a view shows is the zone's true size; the viewer's private fields are her
    zones exactly; a spectator holds nothing private; the public side is the same in every view."""
    zones = game.zones()
    spectator = game.view(None)
    for viewer in viewers(game):
        view = game.view(viewer)
        assert view.junkyard_count == len(zones["junkyard"])
        assert view.contested_count == len(zones["contested"])
        assert view.schematics_count == len(zones["schematics"])
        assert view.leader_pile_count == len(zones["leaders"])
        stacks = {
            name.removeprefix("market:"): len(cards) for name, cards in zones.items() if name.startswith("market:")
        }
        assert dict(view.market) == stacks
        assert view.seats == spectator.seats  # every seat's public side is public
        assert (view.decision, view.to_act, view.lone_pass, view.skirmish_this_round) == (
            spectator.decision,
            spectator.to_act,
            spectator.lone_pass,
            spectator.skirmish_this_round,
        )
        for side in view.seats:
            seat = side.seat
            discard = kinds(zones[f"{seat}:discard"])
            assert side.hand_count == len(zones[f"{seat}:hand"])
            assert side.deck_count == len(zones[f"{seat}:deck"])
            assert len(side.discard) + side.discard_hidden_count == len(discard)
            assert not Counter(side.discard) - Counter(discard)  # face up: truly there
            assert side.looking_count == len(zones[f"{seat}:looking"])
            assert side.committed_count == len(zones[f"{seat}:committed"])
            assert sorted(side.table) == kinds(zones[f"{seat}:table"])
            assert side.removed == len(zones[f"{seat}:removed"])
            timers = sum(len(cards) for name, cards in zones.items() if name.startswith(f"{seat}:timer:"))
            stored = sum(len(cards) for name, cards in zones.items() if name.startswith(f"{seat}:stored:"))
            assert sum(b.timer for b in side.buildings) == timers
            assert sum(b.stored for b in side.buildings) == stored
        if viewer is None:
            assert (view.hand, view.looking, view.committed, view.discard_hidden, view.stored, view.dealt) == (
                (),
                (),
                (),
                (),
                (),
                (),
            )
            assert view.knowledge == ()
            assert view.peeked is None
            assert view.totals == ()
            assert view.hand_strength is None
            assert view.committed_strength is None
            assert view.chosen == ()
        else:
            assert list(view.hand) == kinds(zones[f"{viewer}:hand"])
            assert list(view.looking) == kinds(zones[f"{viewer}:looking"])
            assert list(view.committed) == kinds(zones[f"{viewer}:committed"])
            assert len(view.discard_hidden) == view.seats[viewer].discard_hidden_count
            assert sorted(view.discard_hidden + view.seats[viewer].discard) == kinds(zones[f"{viewer}:discard"])
            stored_mine = sorted(kind for cards in view.stored for kind in cards)
            assert stored_mine == sorted(
                card.kind for name, cards in zones.items() if name.startswith(f"{viewer}:stored:") for card in cards
            )


@pytest.mark.slow
def test_every_count_in_every_view_is_the_zones_true_size_ruling_r16_000_158() -> None:
    """[000:158] the number of cards committed is announced; [000:260-262] and RULINGS R-16: a
    discard pile is face up but for the cards gained face down, which others see only as a
    count; a hidden card is only ever a count (docs/view.md). Random games of several module
    sets, the solo game, leader drafting and the 2012 rules, checked after every decision."""
    configs = [
        sc.GameConfig(players=2, seed=11),
        rich_config(3, 12, hq_modules(4)),
        rich_config(4, 13, RECON),
        sc.GameConfig(players=3, seed=14, modules=EVERYTHING),
        sc.GameConfig(players=3, seed=15, modules=hq_modules(3), variants=frozenset({"leader_draft"})),
        sc.GameConfig(players=1, seed=16, modules=frozenset({"recon1", "recon3"})),
        sc.GameConfig(players=3, seed=17, modules=hq_modules(2), rules="2012"),
    ]
    for config in configs:
        game = sc.Game.new(config)
        rng = random.Random(config.seed)
        while not game.over:
            check_counts(game)
            seat = game.to_act[0]
            game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
        check_counts(game)


# -- cards gained face down --------------------------------------------------------------


def test_both_cards_a_cargo_sled_keeps_go_face_down_rulings_r16_x17() -> None:
    """RULINGS R-16: "cards kept from a dig ... stay private to the owner"; X-17 / [003:224-227]:
    a cargo sled keeps a second, tool or medicine, from the same dig. Twin junkyards: seat 0
    keeps junk+pills in one, junk+net in the other; every other view is the same."""
    seen = []
    for junkyard, keep in ((["junk", "pills", "junk"], "keep junk pills"), (["junk", "net", "junk"], "keep junk net")):
        game = game_of({"recon4"}, players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=junkyard)
        game.apply(0, "dig scavenger+cargo_sled")
        pass_windows(game)
        game.apply(0, keep)
        assert game.view(0).discard_hidden == tuple(sorted(keep.split()[1:]))
        assert game.view(1).seats[0].discard == ("cargo_sled", "scavenger")
        assert game.view(1).seats[0].discard_hidden_count == 2
        seen.append((game.view(1), game.view(2), game.view(None), game.log(1), game.log(None)))
    assert seen[0] == seen[1]


# -- forces as the skirmish judges them ------------------------------------------------------


def test_a_fighter_uses_one_tool_and_a_tool_with_no_fighter_adds_nothing_rulings_r15_s3_000_189() -> None:
    """[000:189] "A player may only use one tool card for any tribe member"; [000:246] tools
    cannot act alone; RULINGS R-15 (tools go where they fight best) and S-3 (a refugee gives no
    fight). Seat 0: a brawler with a spear and a pickaxe fights 2+2, not 6. Seat 1: a refugee and
    a spear have no fight at all, 1 person."""
    game = game_of(
        set(),
        round=3,
        players=[{"hand": ["brawler", "spear", "pickaxe"]}, {"hand": ["refugee", "spear"]}, {"hand": ["sniper_team"]}],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit brawler pickaxe spear", 1: "commit refugee spear", 2: "commit sniper_team"})
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    assert figure(game, 0) == (True, 4, 1)
    assert figure(game, 1) == (False, 0, 1)
    assert figure(game, 2) == (False, 0, 2)  # a sniper team has no fight, 2 people
    pass_skirmish(game)
    assert totals(game) == {0: (1, 4, 1), 1: (0, 0, 1), 2: (0, 0, 2)}


def test_a_sniped_fighters_tool_is_left_with_no_holder_rulings_s4_r15_000_464() -> None:
    """[000:464] "the sniped player may rearrange the available tools"; RULINGS S-4 (the sniped
    card leaves the force at once) and S-3: with the brawler gone, the spear has no one to hold
    it and the refugee cannot fight: no fight, 1 person, shown so before the skirmish ends."""
    game = game_of(
        set(),
        round=3,
        players=[
            {"hand": ["brawler", "refugee", "spear"]},
            {"hand": ["sniper_team"]},
            {"hand": ["sniper_team", "brawler"]},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit brawler refugee spear", 1: "commit sniper_team", 2: "commit brawler sniper_team"})
    assert figure(game, 0) == (True, 4, 2)
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)  # still open: the figure is "now"
    assert figure(game, 0) == (False, 0, 1)
    assert game.view(None).seats[1].acted == ("sniper_team",)
    pass_skirmish(game)
    assert totals(game)[0] == (0, 0, 1)


def test_a_saboteur_that_disarmed_counts_its_person_but_gives_no_fight_rulings_s3_s4_000_496() -> None:
    """[000:496] a saboteur is used "either to disarm or to fight ... but not both"; RULINGS S-3
    (a person that used its ability instead of fighting does not make has-fight true) and S-4
    (it stays in the force for people). Seat 0's saboteur and spear after the disarm: no fight,
    1 person; seat 1's brawler without its spear: fight 2."""
    game = game_of(
        set(),
        round=3,
        players=[
            {"hand": ["saboteur", "spear"]},
            {"hand": ["brawler", "spear"]},
            {"hand": ["sniper_team", "brawler"]},
        ],
        contested=CONTESTED,
    )
    to_skirmish(game, {0: "commit saboteur spear", 1: "commit brawler spear", 2: "commit brawler sniper_team"})
    assert figure(game, 0) == (True, 3, 1)
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    assert figure(game, 0) == (False, 0, 1)
    assert figure(game, 1) == (True, 2, 1)
    assert game.view(None).seats[0].acted == ("saboteur",)
    pass_skirmish(game)
    assert totals(game)[0] == (0, 0, 1)
    assert totals(game)[1] == (1, 2, 1)


def test_decoys_count_the_cards_still_in_the_force_and_nothing_once_disabled_rulings_s11_h11() -> None:
    """[003:203-206] Portable Decoys: +1 force size per 2 cards brought; RULINGS S-11 (N is the
    cards still in the force: a sniped one is gone) and H-11 (a saboteur may disable them in
    the skirmish: a disabled building has no ability [000:683]). Brawler, refugee and two junk:
    2 people + 2; the refugee sniped: 1 + 1; the decoys disabled: 1."""
    game = game_of(
        hq_modules(4) | {"recon3"},
        round=3,
        players=[
            {
                "hand": ["brawler", "refugee", "junk", "junk"],
                "buildings": [{"building": "portable_decoys"}],
                "leader": "leader_butcher",
            },
            {"hand": ["sniper_team"], "leader": "leader_cannibal"},
            {"hand": ["saboteur", "sniper_team"], "leader": "leader_organizer"},
        ],
        contested=CONTESTED,
    )
    to_skirmish(
        game, {0: "commit brawler junk junk refugee", 1: "commit sniper_team", 2: "commit saboteur sniper_team"}
    )
    assert figure(game, 0) == (True, 2, 4)
    game.apply(1, "snipe 0:refugee")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    assert figure(game, 0) == (True, 2, 2)
    game.apply(2, "disable 0:portable_decoys")
    pass_windows(game)
    assert figure(game, 0) == (True, 2, 1)
    pass_skirmish(game)
    assert totals(game)[0] == (1, 2, 1)


def test_tear_gas_on_an_announced_provocateur_leaves_the_forces_size_as_its_fight_ruling_s10_003_248() -> None:
    """[003:248] "Tear gas is not effective against a provocateur (cumulative tribe member count
    is used)"; RULINGS S-8, S-10. Combat medics (4 people, fight 1) and a provocateur announced:
    fight 5; gassing the provocateur afterwards changes nothing."""
    game = game_of(
        {"recon2", "recon4"},
        round=3,
        players=[
            {"hand": ["combat_medics", "provocateur"]},
            {"hand": ["tear_gas", "brawler"]},
            {"hand": ["sniper_team", "brawler"]},
        ],
        contested=CONTESTED,
    )
    to_skirmish(
        game, {0: "commit combat_medics provocateur", 1: "commit brawler tear_gas", 2: "commit brawler sniper_team"}
    )
    assert figure(game, 0) == (True, 2, 5)
    game.apply(0, "provoke provocateur")
    assert figure(game, 0) == (True, 5, 5)
    game.apply(1, "gas 0:provocateur")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    assert game.view(None).seats[0].gassed == ("provocateur",)
    assert figure(game, 0) == (True, 5, 5)
    pass_skirmish(game)
    assert totals(game)[0] == (1, 5, 5)


def test_with_the_2012_rules_a_force_of_fight_0_has_no_fight_ruling_ed12_001_283() -> None:
    """[001:283] an action works "provided that the total is 1 or greater", and the older
    edition has no "fight 0 beats no fight" FAQ (RULINGS ED-12; docs/view.md: "with the 2012
    rules a total of 0 is no fight"). A tribe family (fight 0) alone: the viewer's own figure
    before the reveal says no fight, as the resolution does."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            rules="2012",
            scenario={
                "round": 3,
                "players": [{"hand": ["tribe_family_3"]}, {"hand": ["refugee", "refugee"]}, {"hand": ["pills"]}],
                "contested": CONTESTED,
            },
        )
    )
    game.apply(0, "end")
    game.apply(0, "commit tribe_family_3")
    assert game.view(0).committed_strength == sc.ForceStrength(False, 0, 3)
    finish_round(game, {1: "commit refugee refugee"})
    assert totals(game)[0] == (0, 0, 3)


def test_a_seat_that_committed_nothing_shows_no_fight_and_no_people_ruling_s1() -> None:
    """RULINGS S-1: "a player who committed nothing ranks as 'no fight, 0 people'"; docs/view.md
    ``SeatView.strength``: "a player with no force has no fight and 0 people"."""
    game = game_of(set(), round=3, players=[{"hand": ["sniper_team"]}, {"hand": ["brawler"]}, {}], contested=CONTESTED)
    to_skirmish(game, {0: "commit sniper_team", 1: "commit brawler"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert figure(game, 2) == (False, 0, 0)


# -- hand_strength and the viewer's own figures --------------------------------------------------


def test_hand_strength_is_what_committing_the_whole_hand_fights_with_portable_decoys_ruling_s11_003_206() -> None:
    """docs/view.md: ``hand_strength`` is "her whole hand judged as a force (what committing
    everything fights with)". [003:205-206] Portable Decoys: "For every 2 cards you bring to the
    skirmish ... increase the effective size of your skirmish force by 1"; RULINGS S-11.
    Five cards with one person: committing them all gives 1 + 2 people."""
    game = game_of(
        {"recon3"},
        round=3,
        players=[
            {"hand": ["brawler", "spear", "junk", "junk", "net"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler"]},
            {},
        ],
        contested=CONTESTED,
    )
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("commit", 0)
    shown = game.view(0).hand_strength
    game.apply(0, "commit brawler junk junk net spear")
    committed = game.view(0).committed_strength
    assert committed == sc.ForceStrength(True, 4, 3)
    # An earlier engine counted the decoys' bonus from the cards already committed (none yet).
    assert shown == committed


def test_the_hand_and_committed_figures_are_the_viewers_alone() -> None:
    """[000:158] committed cards are face down until the reveal [000:266]: only their number is
    public. A seat's hand_strength, committed_strength and committed_size are in her view alone
    (docs/view.md: ``hand_strength`` "None elsewhere")."""
    game = game_of(
        {"recon2", "recon3"},
        round=3,
        players=[
            {"hand": ["provocateur", "thugs", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler"]},
            {"hand": ["brawler"]},
        ],
        contested=CONTESTED,
    )
    game.apply(0, "end")
    assert game.view(0).hand_strength is not None
    for viewer in (None, 1, 2):
        assert game.view(viewer).hand_strength is None
    game.apply(0, "commit junk junk provocateur thugs")
    assert game.view(0).committed_strength == sc.ForceStrength(True, 4, 6)
    assert game.view(0).committed_size == 6  # 4 people and 4 cards' decoys bonus of 2 (S-8, S-11)
    assert game.view(0).hand_strength is None  # no longer her commit decision
    for viewer in (None, 1, 2):
        view = game.view(viewer)
        assert (view.committed_strength, view.committed_size, view.seats[0].strength, view.seats[0].size) == (
            None,
            0,
            None,
            0,
        )
        assert view.seats[0].committed_count == 4  # the number is announced [000:158]


# -- totals of listed actions ---------------------------------------------------------------------


@pytest.mark.slow
def test_every_listed_dig_draw_and_builds_total_is_the_cards_it_turns_up_000_204_000_210() -> None:
    """[000:204] a dig draws "the sum of all the dig numbers"; [000:210] a draw adds that many
    cards to the hand; [000:591] a build digs the schematics pile the same way (RULINGS ED-9).
    docs/view.md ``totals``: "the total carrying it out would count". Every listed dig, draw and
    build of random games with every module, carried out unanswered, turns up that many cards
    (or the whole pile, when smaller: RULINGS R-5, R-7)."""
    checked: Counter[str] = Counter()
    for seed in range(3):
        config = (
            rich_config(3, seed, EVERYTHING) if seed % 2 else sc.GameConfig(players=3, seed=seed, modules=EVERYTHING)
        )
        game = sc.Game.new(config)
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act[0]
            view = game.view(seat)
            for action, total in view.totals:
                verb = action.verb.value
                if verb == "hunt":
                    continue  # test_view_figures checks hunts
                ahead = game.clone()
                ahead.apply(seat, action)
                pass_windows(ahead)
                after = ahead.view(seat)
                if after.decision is None or after.decision.kind in ("resume", "choose"):
                    continue  # struck, or chosen card by card
                if verb == "draw":
                    mine = view.seats[seat]
                    reachable = mine.deck_count + len(mine.discard) + mine.discard_hidden_count
                    got = len(after.hand) + len(after.looking) - (len(view.hand) - len(action.cards))
                else:
                    reachable = view.junkyard_count if verb == "dig" else view.schematics_count
                    got = len(after.looking)
                assert got == min(total, reachable), (seed, str(action), total, got)
                checked[verb] += 1
            game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
    assert min(checked[verb] for verb in ("dig", "draw", "build")) > 0, checked


def test_a_courier_draws_its_whole_total_before_discarding_two_003_163() -> None:
    """[003:163-164] "When you perform a draw using a courier, you must discard two of the drawn
    cards": the draw's total is what is drawn (RULINGS X-11); the discards are face up, as every
    discard pile is [000:258] (R-16 hides only dug and won cards)."""
    game = game_of(
        {"recon3"},
        players=[{"hand": ["courier", "scout"], "deck": ["net", "junk", "pills", "spear", "medkit"]}, {}, {}],
    )
    draw = sc.parse_action(game, 0, "draw courier scout")
    assert sc.action_total(game.view(0), draw) == 5  # courier 3 + scout 2
    game.apply(0, draw)
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "medkit", "net", "pills", "spear"]
    assert game.view(1).seats[0].looking_count == 5
    game.apply(0, "discard junk pills")
    assert sorted(game.view(0).hand) == ["medkit", "net", "spear"]
    for viewer in (None, 1, 2):
        assert game.view(viewer).seats[0].discard == ("courier", "junk", "pills", "scout")
        assert game.view(viewer).seats[0].discard_hidden_count == 0


# -- skirmish_this_round -------------------------------------------------------------------------


def test_a_solo_turn_ends_in_a_skirmish_once_a_force_is_engaged_ruling_v4_003_330() -> None:
    """[003:330-336] "On any turn you may start a skirmish: pick an opponent pile"; RULINGS V-4;
    docs/view.md: "in the solo game, once a force is engaged"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=1,
            scenario={
                "players": [{"hand": ["scavenger", "refugee", "brawler"], "deck": ["refugee"] * 6}],
                "opponents": [["rifle", "thugs"], ["medkit", "pills", "rifle"]],
            },
        )
    )
    assert not any(game.view(viewer).skirmish_this_round for viewer in (None, 0))
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("engage", 0)
    assert not game.view(0).skirmish_this_round
    game.apply(0, "engage 1")
    assert all(game.view(viewer).skirmish_this_round for viewer in (None, 0))
    assert game.view(None).engaged == 1
    game.apply(0, "commit brawler scavenger")
    # The engaged force, face up now: thugs 3 + rifle 2, 3 people (RULINGS V-5).
    opponent = game.view(None).opponent
    assert opponent is not None
    assert opponent.force == ("rifle", "thugs")
    assert opponent.strength == sc.ForceStrength(True, 5, 3)
    assert [e.values for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS] == [(1, 3, 2), (1, 5, 3)]


# -- lone_pass --------------------------------------------------------------------------------


def test_a_guard_answers_only_a_spy_on_its_owners_cards_so_only_she_may_not_pass_alone_ruling_x6() -> None:
    """[003:121] a guard cancels an action "which targets your card(s)"; RULINGS X-6 (a spy on
    her zones). With every sniper team, saboteur, assassin and scouting refugee in the market
    (public), a spy on seat 2's hand can be answered by seat 2 alone (a guard is out of sight),
    whoever holds the guard: seat 1 can only pass, in every view, in both twins."""
    market = (
        "spy",
        "guard",
        "assassin",
        "provocateur",
        "rogue",
        "sniper_team",
        "saboteur",
        "scout",
        "hunter",
        "brawler",
    )
    twins = (
        [{"hand": ["spy", "refugee"]}, {"hand": ["brawler"]}, {"hand": ["guard", "refugee"]}],
        [{"hand": ["spy", "refugee"], "deck": ["guard"]}, {"hand": ["brawler"]}, {"hand": ["refugee", "refugee"]}],
    )
    flags = []
    for players in twins:
        game = sc.Game.new(
            sc.GameConfig(
                players=3, seed=0, modules=frozenset({"recon1", "recon2"}), market=market, scenario={"players": players}
            )
        )
        game.apply(0, "spy 2:hand")
        asked = []
        while (decision := game.view(None).decision) is not None and decision.kind == "respond":
            shown = {game.view(viewer).lone_pass for viewer in viewers(game)}
            assert len(shown) == 1
            (lone,) = shown
            asked.append((decision.seat, lone))
            if lone:
                assert texts(game, decision.seat) == ["pass"]
            game.apply(decision.seat, "pass")
        flags.append(asked)
    assert flags[0] == flags[1] == [(1, True), (2, False)]


# -- the decision -------------------------------------------------------------------------------


def test_a_save_window_names_the_sniped_seat_and_card_in_every_view_ruling_i4_000_543() -> None:
    """[000:543] a medic may "save another player's tribe member"; RULINGS I-4: the save window
    starts with the target's owner, then clockwise. docs/view.md ``Decision``: for ``save``,
    ``actor`` is the sniped seat and ``verb`` the card kind under fire, the same for the whole
    table."""
    game = game_of(
        {"hq1"}, players=[{"hand": ["scavenger", "refugee"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}]
    )
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    asked = []
    while (decision := game.view(None).decision) is not None and decision.kind == "save":
        assert {game.view(viewer).decision for viewer in viewers(game)} == {decision}
        asked.append(decision)
        game.apply(decision.seat, "pass")
    assert asked == [sc.Decision("save", 0, 0, "scavenger"), sc.Decision("save", 2, 0, "scavenger")]


# -- knowledge: what the viewer alone has seen ------------------------------------------------


def test_each_look_is_known_to_its_looker_alone_003_33() -> None:
    """[003:33] "Only you may see cards as a result of your recon action"; [000:150] the
    initiator "does not reveal this card"; RULINGS X-34 (the Yardmaster's cards are hers alone).
    A peek, binoculars, a scout tower and a spy: each record in its looker's view only."""
    game = game_of(
        hq_modules(3) | {"recon1", "recon3", "recon5"},
        round=3,
        players=[
            {"hand": ["binoculars", "junk"], "buildings": [{"building": "scout_tower"}], "leader": "leader_butcher"},
            {"hand": ["spy", "refugee"], "leader": "leader_yardmaster"},
            {"hand": ["brawler", "spear"], "leader": "leader_cannibal"},
        ],
        junkyard=["pills", "spear", "medkit", "net"],
        contested=CONTESTED,
        schematics=["bunker", "armory"],
    )
    game.apply(0, "scout binoculars")
    pass_windows(game)
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    game.apply(0, "end")  # her hand is empty: nothing to commit
    game.apply(1, "yard")
    game.apply(1, "yard top")
    game.apply(1, "spy 2:hand")
    pass_windows(game)
    sources = {seat: {k.source for k in game.view(seat).knowledge} for seat in range(3)}
    assert sources[0] == {"peek", "binoculars", "scout_tower"}
    assert sources[1] == {"yardmaster", "spy"}
    assert sources[2] == set()
    assert game.view(None).knowledge == ()
    assert game.view(0).peeked == "grenade"
    assert game.view(1).peeked is None
    assert game.view(2).peeked is None


def test_a_spied_force_is_no_longer_knowledge_once_revealed_to_all_000_266() -> None:
    """[000:266] "All players simultaneously reveal the cards that they have saved for the
    skirmish". docs/view.md ``knowledge``: "what the viewer has seen that others have not ... A
    card that comes into view for everyone is no longer listed"."""
    game = game_of(
        {"recon1"},
        round=3,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "spear", "refugee"]}, {"hand": ["spy", "scavenger"]}],
        contested=CONTESTED,
    )
    game.apply(0, "end")
    game.apply(0, "commit sniper_team")
    game.apply(1, "end")
    game.apply(1, "commit brawler refugee spear")
    game.apply(2, "spy 1:force")
    pass_windows(game)
    assert [k.zone for k in game.view(2).knowledge] == ["1:force"]
    game.apply(2, "end")
    game.apply(2, "commit scavenger")
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert game.view(0).seats[1].force == ("brawler", "refugee", "spear")  # in view for everyone
    # An earlier engine kept the spy's record after the reveal (the memory dropped only cards
    # that left a zone, and the reveal moves none).
    assert not [k for k in game.view(2).knowledge if k.zone == "1:force"]


def test_a_spies_memory_after_a_drill_sergeant_shuffle_does_not_tell_what_was_drawn_003_33_003_170() -> None:
    """[003:170] the drill sergeant shuffles two cards of the discard into the deck, then draws
    the top two: nobody but their owner sees which. [003:33] a recon shows its looker the cards
    she looked at, nothing more. Seat 0 spied positions 3 and 4 of seat 1's deck (net, pills);
    seat 1's drill sergeant then shuffles spear and shovel in and draws 2. Seat 0 sees the same
    things whatever the shuffle dealt (the same table and moves, only the seed differs), so her
    view must be the same."""
    market = (
        "spy",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
        "brawler",
        "hunter",
        "scout",
        "saboteur",
        "thugs",
    )
    shown: dict[object, list[int]] = {}
    observed: set[object] = set()
    for seed in range(10):
        players = [
            {"hand": ["spy", "refugee"]},
            {
                "hand": ["drill_sergeant"],
                "deck": ["thugs", "rifle", "net", "pills", "medkit", "junk"],
                "discard": ["spear", "shovel"],
            },
            {},
        ]
        config = sc.GameConfig(
            players=3, seed=seed, modules=frozenset({"recon1", "recon3"}), market=market, scenario={"players": players}
        )
        game = sc.Game.new(config)
        game.apply(0, "spy 1:deck@3,4")
        pass_windows(game)
        assert game.view(0).knowledge == (sc.Knowledge("spy", "1:deck@3,4", ("net", "pills")),)
        game.apply(0, "end")
        pass_windows(game)
        game.apply(1, "drill drill_sergeant")
        pass_windows(game)
        game.apply(1, "shuffle shovel spear")
        view = game.view(0)
        # Everything else seat 0 is told is the same whatever the shuffle dealt.
        observed.add((view.hand, view.seats, view.decision, view.junkyard_count, view.market, game.log(0)))
        shown.setdefault(view.knowledge, []).append(seed)
    assert len(observed) == 1
    # An earlier engine leaked here: the record's may_have_left counted the old deck's cards
    # really drawn, so seat 0 learned how many of the shuffled-in spear and shovel seat 1 drew.
    assert len(shown) == 1, shown


def test_a_dig_from_the_bottom_leaves_what_was_seen_on_the_top_known_003_100_003_189() -> None:
    """[003:100] binoculars "Peek at the top card of every pile"; [003:189] scrappers "may perform
    your entire dig from the top or the bottom of the pile" (declared for all to see,
    ``dig bottom``). A dig from the bottom leaves the top card where it was: seat 0 may still rely
    on it (docs/view.md: only "a shuffle or an unseen move" that "makes uncertain" drops it)."""
    game = game_of(
        {"recon1", "recon3"},
        players=[{"hand": ["binoculars", "refugee"]}, {"hand": ["scrappers"]}, {}],
        junkyard=["pills", "spear", "junk", "junk", "medkit", "rifle", "multitool", "net"],
        contested=CONTESTED,
        schematics=["bunker"],
    )
    game.apply(0, "scout binoculars")
    pass_windows(game)
    assert sc.Knowledge("binoculars", "junkyard", ("pills",)) in game.view(0).knowledge
    game.apply(0, "end")
    pass_windows(game)
    game.apply(1, "dig bottom scrappers")
    pass_windows(game)
    assert game.view(1).decision == sc.Decision("keep", 1)
    assert zone_kinds(game, "junkyard")[0] == "pills"  # untouched on top
    # An earlier engine dropped the record, as if the cards could have left from the top.
    assert sc.Knowledge("binoculars", "junkyard", ("pills",)) in game.view(0).knowledge


def test_the_scrappers_digger_knows_what_she_put_back_on_top_003_190() -> None:
    """[003:190-192] scrappers return cards "to the top or bottom of the pile"; the rulebook's
    own example puts "the two junk cards on top of the junkyard (to mess with another player's
    dig)". The digger alone saw them and placed them: the top two are junk, junk, and nobody
    else knows it (docs/view.md ``knowledge``: "what the viewer has seen that others have not,
    and may still rely on")."""
    junkyard = ["pills", "rifle", "spear", "spear", "junk", "junk", "net", "medkit"]
    game = game_of({"recon3"}, players=[{"hand": ["scrappers", "scavenger", "shovel"]}, {}, {}], junkyard=junkyard)
    game.apply(0, "dig scavenger+shovel scrappers")
    pass_windows(game)
    game.apply(0, "keep rifle")
    game.apply(0, "top junk junk")
    assert zone_kinds(game, "junkyard")[:2] == ["junk", "junk"]
    assert game.view(1).knowledge == ()
    # An earlier engine made records of looks only, never of what a digger placed herself.
    assert any(k.zone == "junkyard" and k.in_order and k.cards[:2] == ("junk", "junk") for k in game.view(0).knowledge)


def test_a_scout_towers_look_is_listed_under_the_source_the_reference_names_003_210() -> None:
    """[003:210-212] the scout tower peeks at the top two of two piles. docs/view.md
    ``Knowledge.source``: "`scout_tower` (a scout tower's look)"."""
    game = game_of(
        {"recon3"},
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["pills", "spear", "medkit"],
        contested=CONTESTED,
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    assert {k.zone: k.cards for k in game.view(0).knowledge} == {
        "junkyard": ("pills", "spear"),
        "schematics": ("bunker", "armory"),
    }
    assert {k.source for k in game.view(0).knowledge} == {"scout_tower"}


def test_a_spy_on_a_solo_opponent_force_names_the_zone_as_the_reference_does_ruling_x37() -> None:
    """RULINGS X-37: in the solo game a spy may look at one remaining opponent force. docs/view.md
    ``Knowledge.zone``: "a solo opponent force (`force-3`)" (the opponent is no seat: the view has
    one seat); binoculars name it so."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=1,
            modules=frozenset({"recon1"}),
            scenario={
                "players": [{"hand": ["spy", "binoculars", "refugee"]}],
                "opponents": [["rifle", "thugs"], ["medkit", "pills", "rifle"]],
            },
        )
    )
    game.apply(0, "scout binoculars")
    pass_windows(game)
    looked = {k.zone for k in game.view(0).knowledge}
    assert {"force-1", "force-2"} <= looked
    game.apply(0, "spy 1:force-2")
    pass_windows(game)
    spied = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(spied) == 1
    assert sorted(spied[0].cards) == ["medkit", "pills", "rifle"]
    # An earlier engine named it "1:force-2" (a seat the solo view does not have).
    assert spied[0].zone == "force-2"
