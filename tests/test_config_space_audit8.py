"""Property tests over the whole configuration space (DESIGN.md "Tests"; audit 8): any player
count 1-5, any HQ level with any Recon modules, either edition's rules, the alternate starting
hands, the leader draft, the setup options (contested_one_each, refugees_for_hire,
junkyard_plus_two, a named market), a stacked table, and the solo game's difficulty
(solo_added, solo_families_removed; docs/variants.md "A harder solo game").

For every such game played with random legal actions to its end: every listed action applies;
every card stays in exactly one zone and the count of every kind never changes, equal to the
boxes in play; the game ends; the final score is the rulebook's count [000:170-172] (RULINGS
F-1..F-8) or the solo game's points [003:345-349] (V-7); the same config, seed and actions give
the same game, also after a save and load or a clone mid-game; a seat's view does not change when
only cards it cannot see differ; a refused action leaves the game exactly as it was; and the
configs the rules do not allow are refused with a ``ConfigError`` that says why.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS as BASE_CONTESTED
from helpers import RECON_CONTESTED_KINDS as RECON_CONTESTED
from helpers import lively_choice, play_three_ways, rich_config
from scavengers.cards import CATALOGUE, Box, CardType, Skill
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.state import GameState
from scavengers.engine.game import Game

HQ = ("hq1", "hq2", "hq3", "hq4")
RECON = ("recon1", "recon2", "recon3", "recon4", "recon5")
ALTERNATES = ("alternate_refugees", "alternate_scavengers", "alternate_brawlers")
BASE_MERCENARIES = tuple(sorted(k for k, kind in CATALOGUE.items() if kind.box is Box.BASE and kind.is_mercenary))
"""The base box's mercenaries for hire (a named market may hold any of them in any game)."""
GANG_PEOPLE = 5
"""Each gang card is worth 5 people to the tribe it joins (RULINGS P-3, F-7)."""
MAX_DECISIONS = 20_000
"""No game comes near this (a 5-player game with everything takes about 800 decisions)."""
UNSCORED = (CardType.LEADER, CardType.BUILDING, CardType.GANG)
"""Leaders, buildings and gangs are no tribe cards: 0 people of their own, not counted as
cards (F-1, F-2) nor as solo points (V-7)."""


def _solo_addable(modules: frozenset[str]) -> list[str]:
    """The mercenaries a harder solo game may add [003:353]: those with a fight value, and the
    sniper team and assassin; HQ and Recon ones with a module of their box (docs/variants.md)."""
    hq = any(m in modules for m in HQ)
    recon = any(m in modules for m in RECON)
    chosen = []
    for kind_id, kind in sorted(CATALOGUE.items()):
        if not kind.is_mercenary:
            continue
        if Skill.FIGHT not in kind.base and kind_id not in ("sniper_team", "assassin"):
            continue
        if (kind.box is Box.HQ and not hq) or (kind.box is Box.RECON and not recon):
            continue
        chosen.append(kind_id)
    return chosen


@st.composite
def any_config(draw: st.DrawFn, stacked: bool = True) -> sc.GameConfig:
    """Any configuration the rules allow, the rarely tried ones included."""
    players = draw(st.integers(min_value=1, max_value=5))
    level = draw(st.integers(min_value=0, max_value=4))
    recon = draw(st.sets(st.sampled_from(RECON)))
    modules = frozenset(HQ[:level]) | frozenset(recon)
    variants = set(draw(st.sets(st.sampled_from(ALTERNATES))))
    if level >= 3 and draw(st.booleans()):
        variants.add("leader_draft")
    options: dict[str, Any] = {
        "rules": draw(st.sampled_from(["2015", "2012"])),
        "junkyard_plus_two": draw(st.booleans()),
        # Each option of a module only with it: without, GameConfig refuses it.
        # Not in the solo game, which has no Humanitarians (RULINGS V-7): GameConfig refuses it.
        "refugees_for_hire": "recon5" in modules and players > 1 and draw(st.booleans()),
    }
    if players > 1 and "recon4" in modules:
        options["contested_one_each"] = draw(st.booleans())
    if players == 1:
        added = draw(st.lists(st.sampled_from(_solo_addable(modules)), max_size=4))
        options["solo_added"] = tuple(added)
        options["solo_families_removed"] = draw(st.integers(min_value=0, max_value=6))
    seed = draw(st.integers(min_value=-(2**64) + 1, max_value=2**64 - 1))
    if draw(st.integers(min_value=0, max_value=5)) == 0:
        options["market"] = tuple(draw(st.sets(st.sampled_from(BASE_MERCENARIES), min_size=1)))
    if stacked and draw(st.integers(min_value=0, max_value=3)) == 0:
        options["scenario"] = rich_config(players, seed, modules).scenario
    try:
        return sc.GameConfig(players=players, seed=seed, modules=modules, variants=frozenset(variants), **options)
    except sc.ConfigError as error:
        why = str(error)
    # Only the box's own limit may refuse a drawn config: more copies added to the solo
    # opponents than the box has left (docs/variants.md: 9 brawlers, 3 thugs, 5 snipers).
    assert "asked for" in why, why
    assume(False)
    raise AssertionError(why)


_SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_FEW = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def state_of(game: Game) -> GameState:
    return game._state


def kinds_in_zones(game: Game) -> Counter[str]:
    return Counter(card.kind for cards in game.zones().values() for card in cards)


def expected_box(config: sc.GameConfig) -> Counter[str]:
    """Every card of the boxes in play: the base box always, the HQ box with an HQ module (the
    solo game's rifles come from it, V-8; Recon module 3 brings its schematics, X-32), the
    Recon box with a Recon module, an alternate starting hand [003:290-296] or the solo game
    [003:314]."""
    boxes = {Box.BASE}
    solo = config.players == 1
    if solo or "recon3" in config.modules or any(m in config.modules for m in HQ):
        boxes.add(Box.HQ)
    if solo or any(m in config.modules for m in RECON) or any(v in config.variants for v in ALTERNATES):
        boxes.add(Box.RECON)
    return Counter({k: kind.count for k, kind in CATALOGUE.items() if kind.box in boxes})


def rulebook_score(kinds: tuple[str, ...]) -> sc.Score:
    """A tribe's final score counted as the rules count it: people on every tribe card plus 5
    per gang (F-1, F-7), its contested resource cards (F-3), its cards other than leaders,
    buildings and gangs (F-2), and the solo game's points: 1 per card, 2 per contested
    resource (V-7)."""
    tribe = [CATALOGUE[k] for k in kinds if CATALOGUE[k].type not in UNSCORED]
    gangs = tuple(sorted(k for k in kinds if CATALOGUE[k].type is CardType.GANG))
    contested = sum(1 for kind in tribe if kind.is_contested)
    people = sum(kind.people for kind in tribe) + GANG_PEOPLE * len(gangs)
    return sc.Score(people, contested, len(tribe), gangs, len(tribe) + contested)


def _award(values: list[tuple[int, int]]) -> int | None:
    """The seat a gang joins: the largest value, ties broken by the second; none while still
    tied or where the largest is 0 (RULINGS F-4, F-8)."""
    best = max(values)
    leaders = [seat for seat, value in enumerate(values) if value == best]
    return leaders[0] if best[0] > 0 and len(leaders) == 1 else None


def gang_awards(game: Game) -> dict[str, int]:
    """Which seat each gang in play joins at the end, counted here: the Gearheads for the most
    tool cards, then the most contested tools (F-5, [000:561]); the Pharmers for the most meds
    on medicine cards, then the most medics and combat medics (ED-8, [000:563]); the Masons
    for the most complete, enabled buildings, then the most engineers (F-6, [000:565]); the
    Humanitarians for the most refugees of either kind (F-8, [003:263-265])."""
    modules = game.config.modules
    tribes = [[CATALOGUE[k] for k in kinds if CATALOGUE[k].type not in UNSCORED] for kinds in game.holdings().kinds]
    seats = game.view(None).seats
    counts: dict[str, list[tuple[int, int]]] = {}
    if "hq1" in modules:
        counts["gang_gearheads"] = [
            (sum(c.type is CardType.TOOL for c in t), sum(c.type is CardType.TOOL and c.is_contested for c in t))
            for t in tribes
        ]
        counts["gang_pharmers"] = [
            (sum(c.meds for c in t if c.type is CardType.MEDICINE), sum(c.id in ("medic", "combat_medics") for c in t))
            for t in tribes
        ]
    if "hq2" in modules:
        counts["gang_masons"] = [
            (sum(b.timer == 0 and not b.disabled for b in seat.buildings), sum(c.id == "engineer" for c in t))
            for seat, t in zip(seats, tribes, strict=True)
        ]
    if "recon5" in modules:
        counts["gang_humanitarians"] = [(sum("Refugee" in c.name for c in t), 0) for t in tribes]
    awards = {gang: _award(values) for gang, values in counts.items()}
    return {gang: seat for gang, seat in awards.items() if seat is not None}


def new_game(config: sc.GameConfig) -> Game:
    """The game of ``config``; a stacked table that asks for more copies of a kind than the box
    has left (its decks hold snipers the solo difficulty also adds, or a named market
    leaves out) is refused as such, and not drawn."""
    try:
        return Game.new(config)
    except sc.ConfigError as error:
        why = str(error)
    assert config.scenario is not None, why
    assert "asked for" in why, why
    assume(False)
    raise AssertionError(why)


def step(game: Game, rng: random.Random) -> None:
    seat = game.to_act[0]
    game.apply(seat, lively_choice(rng, game.legal_actions(seat)))


# -- playing every configuration to its end ------------------------------------------------------


@pytest.mark.slow
@_SETTINGS
@given(any_config())
def test_every_config_plays_to_an_end_conserving_every_card_and_scoring_as_the_rules_count(
    config: sc.GameConfig,
) -> None:
    """DESIGN.md "Tests": every listed legal action applies, every card is in exactly one zone
    and no card changes kind at any step, games end; the score is [000:170-172] (F-1..F-8) or
    in the solo game [003:345-349] (V-7)."""
    game = new_game(config)
    start = kinds_in_zones(game)
    assert start == expected_box(config)
    total = len(state_of(game).kinds)
    rng = random.Random(config.seed)
    decisions = 0
    while not game.over:
        cards = [card for zone in game.zones().values() for card in zone]
        assert len({card.id for card in cards}) == len(cards) == total, "a card is in two zones or in none"
        assert Counter(card.kind for card in cards) == start
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        assert len(set(legal)) == len(legal)
        other = rng.randrange(config.players)
        assert other == seat or game.legal_actions(other) == (), "only the seat to act has actions"
        if rng.random() < 0.05:
            # The score as it stands now (Game.score): the gangs join only at the end (F-4).
            now = rulebook_score(game.holdings().kinds[other])
            told = game.score(other)
            assert (told.people, told.contested, told.cards) == (now.people, now.contested, now.cards)
            assert told.points == (now.points if config.players == 1 else 0)
        for action in rng.sample(legal, min(3, len(legal))):
            game.clone().apply(seat, action)
        game.apply(seat, lively_choice(rng, legal))
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game did not end"
    assert kinds_in_zones(game) == start
    result = game.result
    assert result is not None
    assert game.to_act == ()
    assert len(result.scores) == config.players
    held = game.holdings()
    counted = [rulebook_score(kinds) for kinds in held.kinds]
    if config.players == 1:
        # The solo game has no gangs (V-7) and is scored by points.
        assert counted[0].gangs == ()
        assert result.scores[0].points == counted[0].points
        assert result.scores[0].contested == counted[0].contested
        assert result.scores[0].cards == counted[0].cards
        assert result.winners == (0,)
        return
    for seat, score in enumerate(result.scores):
        assert (score.people, score.contested, score.cards, tuple(sorted(score.gangs))) == (
            counted[seat].people,
            counted[seat].contested,
            counted[seat].cards,
            counted[seat].gangs,
        ), f"seat {seat}"
        assert game.score(seat) == score
    # The largest tribe wins; ties go to the most contested resources, then the most cards,
    # then the tied players share the victory [000:170-172].
    best = max((s.people, s.contested, s.cards) for s in result.scores)
    assert result.winners == tuple(i for i, s in enumerate(result.scores) if (s.people, s.contested, s.cards) == best)
    # Each gang joins at most one tribe (F-4).
    gangs = [g for s in result.scores for g in s.gangs]
    assert len(gangs) == len(set(gangs))
    assert {gang: seat for seat, s in enumerate(result.scores) for gang in s.gangs} == gang_awards(game)


# -- determinism: config, seed and actions are the game ---------------------------------------


@pytest.mark.slow
@_SETTINGS
@given(any_config(), st.integers(min_value=0, max_value=900))
def test_the_same_config_and_actions_give_the_same_game_also_after_a_save_or_a_clone(
    config: sc.GameConfig, cut: int
) -> None:
    """DESIGN.md "One state, one RNG": config + seed + actions replay exactly; a save loaded
    and a clone made mid-game play on identically, with the same views and logs."""
    first = new_game(config)
    rng = random.Random(config.seed)
    taken: list[tuple[int, str]] = []
    for _ in range(cut):
        if first.over:
            break
        seat = first.to_act[0]
        action = lively_choice(rng, first.legal_actions(seat))
        taken.append((seat, str(action)))
        first.apply(seat, action)
    # The config itself round-trips through its JSON form.
    again = sc.GameConfig.from_dict(json.loads(json.dumps(config.to_dict())))
    assert again == config
    assert hash(again) == hash(config)
    restored = Game.from_json(first.to_json())
    clone = first.clone()
    quiet = first.clone(events=False)
    replayed = Game.new(again)
    for seat, text in taken:
        replayed.apply(seat, text)
    games = [first, restored, clone, replayed]
    seats: list[int | None] = [None, *range(config.players)]
    for viewer in seats:
        assert len({repr(g.view(viewer)) for g in games}) == 1, f"view({viewer}) differs"
        assert all(g.log(viewer) == first.log(viewer) for g in games[1:])
    while not first.over:
        seat = first.to_act[0]
        assert all(g.to_act == first.to_act for g in games)
        legal = first.legal_actions(seat)
        assert all(g.legal_actions(seat) == legal for g in games[1:])
        assert quiet.legal_actions(seat) == legal
        action = lively_choice(rng, legal)
        events = first.apply(seat, action)
        assert all(g.apply(seat, action) == events for g in games[1:])
        quiet.apply(seat, action)
    assert all(g.over and g.result == first.result for g in games)
    assert quiet.result == first.result
    assert state_of(quiet).history == state_of(first).history
    assert len({g.to_json() for g in games}) == 1
    for viewer in seats:
        assert all(g.view(viewer) == first.view(viewer) for g in games[1:])
        assert all(g.log(viewer) == first.log(viewer) for g in games[1:])


@pytest.mark.slow
@_FEW
@given(any_config())
def test_the_fast_path_and_a_quiet_copy_play_the_same_game_in_any_config(config: sc.GameConfig) -> None:
    """``Game.play`` (forced decisions taken at once) and a quiet copy (no events) reach the
    same actions, state and result as ``apply`` with every forced action (DESIGN.md: search
    bots clone and play thousands of times)."""
    slow = new_game(config)
    fast = Game.new(config)
    play_three_ways(slow, fast, random.Random(config.seed))


_REPLAY_IN_A_PROCESS = """
import hashlib, random, sys
import scavengers as sc
from helpers import lively_choice
configs = [
    sc.GameConfig(players=5, seed=3, modules=sc.hq_modules(4) | sc.recon_modules(range(1, 6)),
                  variants=frozenset({"leader_draft", "alternate_refugees", "alternate_brawlers"})),
    sc.GameConfig(players=2, seed=-8, modules=sc.hq_modules(3) | sc.recon_modules([2, 5]),
                  variants=frozenset({"leader_draft", "alternate_scavengers"}), rules="2012"),
    sc.GameConfig(players=1, seed=11, modules=sc.recon_modules([1, 2, 3, 4, 5]) | sc.hq_modules(4),
                  solo_added=("rogue", "brawler", "assassin", "guard"), solo_families_removed=2,
                  variants=frozenset({"alternate_brawlers", "leader_draft"})),
    sc.GameConfig(players=3, seed=2**64 - 1, modules=sc.recon_modules([4, 5]), junkyard_plus_two=True,
                  contested_one_each=True, refugees_for_hire=True),
]
for config in configs:
    game = sc.Game.new(config)
    rng = random.Random(1)
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
    print(hashlib.sha256(game.to_json().encode()).hexdigest())
"""


@pytest.mark.slow
def test_the_same_config_plays_the_same_game_in_another_process() -> None:
    """One state, one RNG (DESIGN.md): a config's sets (modules, variants) and the solo
    difficulty must not make the game depend on a process's string hashing."""
    here = Path(__file__).parent
    runs = {
        subprocess.run(
            [sys.executable, "-c", _REPLAY_IN_A_PROCESS],
            capture_output=True,
            text=True,
            check=True,
            cwd=here,
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed), "PYTHONPATH": os.pathsep.join([str(here), *sys.path])},
        ).stdout
        for hash_seed in (1, 2)
    }
    assert len(runs) == 1
    assert len(runs.pop().split()) == 4


# -- hidden information -----------------------------------------------------------------------


def _shuffle_in_place(rng: random.Random, piles: list[list[int]], keep_top: int = 0) -> None:
    """Deal the cards of ``piles`` afresh among them, each keeping its size; each pile's top
    ``keep_top`` cards (the end of its list) stay put."""
    movable = [pile[: len(pile) - keep_top] if keep_top else pile[:] for pile in piles]
    pool = [card for pile in movable for card in pile]
    rng.shuffle(pool)
    for pile, part in zip(piles, movable, strict=True):
        fresh = [pool.pop() for _ in part]
        pile[: len(part)] = fresh


def hidden_twin(game: Game, seat: int, rng: random.Random) -> Game:
    """At the deal (nothing played yet), a copy whose cards ``seat`` cannot see are dealt
    afresh among the places it cannot see, built here rather than by the engine: the rivals'
    hands and decks (their starting decks alike, so each keeps its kinds' count only as a
    whole), its own deck's order, the junkyard's order, the contested pile below its top card,
    the schematics and leader piles, the rivals' dealt leaders, and the solo game's face-down
    forces, each force keeping its size (only their order is hidden, docs/variants.md)."""
    twin = game.clone()
    state = twin._state
    rivals = [p for i, p in enumerate(state.players) if i != seat]
    _shuffle_in_place(rng, [*(p.hand for p in rivals), *(p.deck for p in rivals)])
    _shuffle_in_place(rng, [state.players[seat].deck])
    _shuffle_in_place(rng, [state.junkyard])
    _shuffle_in_place(rng, [state.contested], keep_top=1)
    _shuffle_in_place(rng, [state.schematics])
    _shuffle_in_place(rng, [state.leader_pile])
    _shuffle_in_place(rng, [p.dealt for p in rivals])
    if state.opponents:
        _shuffle_in_place(rng, list(state.opponents))
    return twin


@_SETTINGS
@given(any_config(stacked=False), st.data())
def test_a_view_at_the_deal_does_not_change_with_the_cards_its_seat_cannot_see(
    config: sc.GameConfig, data: st.DataObject
) -> None:
    """DESIGN.md "Hidden information through one function": two games that differ only in
    what seat s cannot see give identical ``view(s)``, log, legal actions and spectator view."""
    game = new_game(config)
    seat = data.draw(st.integers(min_value=0, max_value=config.players - 1))
    twin = hidden_twin(game, seat, random.Random(config.seed))
    assert twin.view(seat) == game.view(seat)
    assert twin.view(None) == game.view(None)
    assert twin.log(seat) == game.log(seat)
    assert twin.to_act == game.to_act
    assert twin.legal_actions(seat) == game.legal_actions(seat)


@pytest.mark.slow
@_FEW
@given(any_config())
def test_a_view_mid_game_does_not_change_with_the_cards_its_seat_cannot_see(config: sc.GameConfig) -> None:
    """The same, at random moments of a game in every configuration, with the twin dealt by
    ``Game.determinize`` (what the seat cannot see dealt afresh)."""
    game = new_game(config)
    rng = random.Random(config.seed)
    while not game.over:
        if rng.random() < 0.08:
            seat = rng.randrange(config.players)
            twin = game.determinize(seat, rng.getrandbits(63))
            assert twin.view(seat) == game.view(seat)
            assert twin.legal_actions(seat) == game.legal_actions(seat)
            assert twin.view(None) == game.view(None)
            assert twin.to_act == game.to_act
        seat = game.to_act[0]
        for event in game.apply(seat, lively_choice(rng, game.legal_actions(seat))):
            assert event.visible_to(seat)
    assert all(e.audience is None for e in game.log(None))


def _shuffle_unknown(rng: random.Random, piles: list[list[int]], known: set[int]) -> None:
    """Deal the cards of ``piles`` that are not in ``known`` afresh among their own places."""
    slots = [(pile, i) for pile in piles for i in range(len(pile)) if pile[i] not in known]
    pool = [pile[i] for pile, i in slots]
    rng.shuffle(pool)
    for (pile, i), card in zip(slots, pool, strict=True):
        pile[i] = card


def unseen_twin(game: Game, seat: int, rng: random.Random) -> Game:
    """Mid-game, a copy in which cards ``seat`` has not seen are moved among places it cannot
    see, built here rather than by the engine: every deck's order (her own too), a rival's
    deck, hand, face-down force (before the reveal), building timers and storage among
    themselves, or the rivals' decks among each other; the junkyard's, schematics' and
    leader pile's order; the solo game's face-down forces among each other. The cards a look
    showed her (the peek, a spy, binoculars, a scout tower, the Yardmaster: her knowledge
    records) stay put, and so do the cards all saw act or be gassed. With the 2015 rules her
    own timer cards are hidden from her too (docs/variants.md) and may trade with her deck."""
    twin = game.clone()
    state = twin._state
    known = {card for record in state.learned if record.seat == seat for card in record.cards}
    known |= set(state.acted) | set(state.gassed)
    me = state.players[seat]
    rivals = [p for i, p in enumerate(state.players) if i != seat]
    mode = rng.randrange(4)
    if mode == 0:
        for rival in rivals:
            force = [] if state.revealed else [rival.committed]
            buildings = [zone for b in rival.buildings for zone in (b.timer, b.stored)]
            _shuffle_unknown(rng, [rival.deck, rival.hand, *force, *buildings], known)
    elif mode == 1:
        _shuffle_unknown(rng, [rival.deck for rival in rivals], known)
    elif mode == 2 and state.config.rules == "2015":
        _shuffle_unknown(rng, [me.deck, *(b.timer for b in me.buildings)], known)
    for player in state.players:
        _shuffle_unknown(rng, [player.deck], known)
    for pile in (state.junkyard, state.schematics, state.leader_pile):
        _shuffle_unknown(rng, [pile], known)
    if state.opponents:
        _shuffle_unknown(rng, [f for i, f in enumerate(state.opponents) if i != state.engaged], known)
    return twin


@pytest.mark.slow
@_FEW
@given(any_config())
def test_a_view_mid_game_does_not_change_when_unseen_cards_move(config: sc.GameConfig) -> None:
    """The same with twins built by moving unseen cards here (not by the engine's own
    determinization), at random moments of games in every configuration."""
    game = new_game(config)
    rng = random.Random(config.seed)
    while not game.over:
        if rng.random() < 0.1:
            seat = rng.randrange(config.players)
            twin = unseen_twin(game, seat, rng)
            assert twin.view(seat) == game.view(seat)
            assert twin.legal_actions(seat) == game.legal_actions(seat)
            assert twin.view(None) == game.view(None)
        step(game, rng)


# -- the setup of every configuration ---------------------------------------------------------

RECON_MERCENARIES = {
    "recon1": {"spy"},
    "recon2": {"assassin", "guard", "provocateur", "rogue"},
    "recon3": {"courier", "drill_sergeant", "hardy_scavenger", "scrappers", "tinker"},
}
"""The Recon mercenaries each module brings [003:53-212]."""
RECOMMENDED = {
    "recon1": {"spy"},
    "recon2": {"assassin", "guard", "provocateur", "rogue"},
    "recon3": {"courier", "drill_sergeant", "scrappers", "tinker"},
}
"""The stacks each Recon module puts out for hire first (RULINGS X-33)."""
LARGEST_FAMILIES_FIRST = ("tribe_family_5",) * 2 + ("tribe_family_4",) * 2 + ("tribe_family_3",) * 2
SOLO_FORCES = (3, 4, 4, 5, 5, 5, 6)
"""The rulebook's seven solo forces [003:318-325]."""


def _starter(config: sc.GameConfig) -> Counter[str]:
    """One starting deck [000:95] (RULINGS R-0): hardy scavengers with Recon module 3 [003:159]
    and the alternate starting hands [003:290-296]."""
    refugees = "scouting_refugee" if "alternate_refugees" in config.variants else "refugee"
    hardy = "alternate_scavengers" in config.variants or "recon3" in config.modules
    scavengers = "hardy_scavenger" if hardy else "scavenger"
    brawlers = "guard" if "alternate_brawlers" in config.variants else "brawler"
    return Counter({refugees: 4, scavengers: 3, brawlers: 1, "spear": 1, "shovel": 1})


def _solo_force_sizes(config: sc.GameConfig) -> list[int]:
    """docs/variants.md: each card more goes on the smallest force (the first of equal ones),
    each card fewer comes off the largest (the last of equal ones)."""
    sizes = list(SOLO_FORCES)
    delta = len(config.solo_added) - config.solo_families_removed
    for _ in range(max(delta, 0)):
        sizes[sizes.index(min(sizes))] += 1
    for _ in range(max(-delta, 0)):
        sizes[len(sizes) - 1 - sizes[::-1].index(max(sizes))] -= 1
    return sizes


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_config(stacked=False))
def test_every_config_is_set_up_as_the_rulebooks_say(config: sc.GameConfig) -> None:
    """Starting decks [000:95] (R-0, [003:159], [003:290-296]); the junkyard with 6-n spears and
    shovels (R-0), two fewer of each base kind with 2 players [000:113] (V-1), each module's
    junkyard cards (X-31, or 2 of each [003:51]), 2 rifles fewer in the solo game (V-8); 14
    contested resources (Recon module 4: 14 of its 28 [003:222], V-9); the mercenary stacks
    (X-33, X-23, V-10) less the starters (R-0) and the solo game's thugs and added cards
    (V-8, docs/variants.md); the solo forces [003:318-325]; the leaders [000:650], [003:300]."""
    assume(config.market is None)
    game = Game.new(config)
    zones = game.zones()
    modules, variants, n = config.modules, config.variants, config.players

    def held(*names: str) -> Counter[str]:
        return Counter(card.kind for name in names for card in zones.get(name, ()))

    starter = _starter(config)
    dealing = "hq3" in modules and "leader_draft" not in variants  # leaders are kept first
    for seat in range(n):
        assert held(f"{seat}:hand", f"{seat}:deck", f"{seat}:discard") == starter, f"seat {seat}"
        assert len(zones[f"{seat}:hand"]) == (0 if dealing else 5)
    yard = Counter(
        {"junk": 7, "multitool": 4, "net": 4, "pickaxe": 4, "medkit": 6, "pills": 9, "spear": 6 - n, "shovel": 6 - n}
    )
    if n == 2:
        yard = Counter({kind: count - 2 for kind, count in yard.items()})
    extra = 2 if config.junkyard_plus_two else 4
    if "hq1" in modules:
        yard.update({"toolkit": extra, "rifle": min(extra, 2 if n == 1 else 4)})
    if "recon1" in modules:
        yard["binoculars"] = extra
    if "recon5" in modules:
        yard["map"] = extra
    assert held("junkyard") == yard
    contested = held("contested")
    if n == 1:
        assert contested == Counter()
    elif "recon4" not in modules:
        assert contested == Counter(dict.fromkeys(BASE_CONTESTED, 2))
    elif config.contested_one_each:
        assert contested == Counter(dict.fromkeys(BASE_CONTESTED + RECON_CONTESTED, 1))
    else:
        assert sum(contested.values()) == 14
        assert set(contested) <= set(BASE_CONTESTED + RECON_CONTESTED)
        assert max(contested.values()) <= 2
    stacks = {name.removeprefix("market:"): len(cards) for name, cards in zones.items() if name.startswith("market:")}
    pool = {k for k, kind in CATALOGUE.items() if kind.is_mercenary and kind.box is Box.BASE}
    pool |= {"medic"} if "hq1" in modules else set()
    pool |= {"engineer"} if "hq2" in modules or "recon3" in modules else set()
    for module, mercenaries in RECON_MERCENARIES.items():
        pool |= mercenaries if module in modules else set()
    pool -= {kind for kind in starter if CATALOGUE[kind].box is Box.RECON}  # V-10, [003:296]
    extras = set()
    # The Humanitarians' stack [003:263], not in the solo game: no gangs there (RULINGS V-7).
    refugee_stack = "recon1" in modules or ("recon5" in modules and n > 1)
    humanitarians_take_standard = "recon5" in modules and config.refugees_for_hire and "recon1" not in modules
    if refugee_stack and "alternate_refugees" not in variants and not humanitarians_take_standard:
        extras.add("scouting_refugee")
    if "recon5" in modules and n > 1 and (config.refugees_for_hire or "alternate_refugees" in variants):
        extras.add("refugee")
    mercenaries = set(stacks) - extras
    assert extras <= set(stacks)
    assert mercenaries <= pool
    assert len(mercenaries) == min(10, len(pool))
    assert set().union(*(RECOMMENDED.get(m, set()) for m in modules)) & pool <= mercenaries
    added = Counter(config.solo_added)
    for kind, size in stacks.items():
        thugs = 2 if n == 1 and kind == "thugs" else 0
        assert size == CATALOGUE[kind].count - starter[kind] * n - thugs - added[kind], kind
    if n == 1:
        sizes = _solo_force_sizes(config)
        assert [len(zones[f"opponent:{i}"]) for i in range(1, 8)] == sizes
        assert game.view(0).forces == tuple(sizes)
        assert game.view(0).solo_added == config.solo_added  # public (docs/view.md)
        forces = held(*(f"opponent:{i}" for i in range(1, 8)))
        everything = Counter(dict.fromkeys(BASE_CONTESTED + RECON_CONTESTED, 2)) + Counter({"rifle": 2, "thugs": 2})
        removed = Counter(LARGEST_FAMILIES_FIRST[: config.solo_families_removed])
        assert forces == everything + added - removed
    leaders = {
        k
        for k, kind in CATALOGUE.items()
        if kind.type is CardType.LEADER and (kind.box is Box.HQ or "recon5" in modules)
    }
    if "leader_draft" in variants:
        assert held("leaders") == Counter(dict.fromkeys(leaders, 1))
        assert game.view(0).leader_pile_count == len(leaders)
    elif "hq3" in modules:
        for seat in range(n):
            dealt = held(f"{seat}:dealt", f"{seat}:leader")
            assert sum(dealt.values()) == 2
            assert set(dealt) <= leaders


@pytest.mark.slow
@_SETTINGS
@given(any_config(stacked=False))
def test_a_game_lasts_sixteen_rounds_or_seven_solo_fights(config: sc.GameConfig) -> None:
    """With 2-5 players the game ends when the 14 contested resources are gone, one each
    round from round 3 [000:144-146] [000:170] (V-9): after round 16. The solo game ends
    after the seventh fight [003:339-341] (V-4), every force fought once."""
    game = new_game(config)
    rng = random.Random(config.seed)
    fights = 0
    while not game.over:
        seat = game.to_act[0]
        fights += sum(
            1
            for e in game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
            if e.type is sc.EventType.FORCE_GONE
        )
    if config.players == 1:
        assert fights == len(SOLO_FORCES)
        assert game.view(0).forces == (0,) * len(SOLO_FORCES)
        assert game.round >= len(SOLO_FORCES)
    else:
        assert game.round == 16
        assert game.view(None).contested_count == 0


# -- refusals -----------------------------------------------------------------------------------


def _garbage(rng: random.Random, game: Game) -> tuple[int, Any]:
    """An action that is probably not legal now: a listed action of the seat to act with one
    field changed, a well-formed action of some verb with random cards, or the wrong type."""
    players = game.config.players
    seat = game.to_act[0] if rng.random() < 0.8 else rng.randrange(players)
    legal = game.legal_actions(game.to_act[0])
    kinds = sorted(CATALOGUE)
    choice = rng.randrange(10)
    base = rng.choice(legal)
    if choice == 8 and len(base.cards) > 1:
        return seat, base._replace(cards=tuple(reversed(base.cards)))  # unsorted
    if choice == 9:
        return seat, base._replace(verb=str(base.verb), from_force=not base.from_force)  # type: ignore[arg-type]
    if choice == 0:
        return seat, base._replace(cards=tuple(sorted((*base.cards, rng.choice(kinds)))))
    if choice == 1 and base.cards:
        cards = list(base.cards)
        cards[rng.randrange(len(cards))] = rng.choice(kinds)
        return seat, base._replace(cards=tuple(sorted(cards)))
    if choice == 2:
        return seat, base._replace(target=rng.choice([-1, players, 7, 0, 1, 2**70]))
    if choice == 3:
        return seat, base._replace(subject=rng.choice([*kinds, "", "nothing"]))
    if choice == 4:
        return seat, base._replace(number=rng.choice([0, -1, 2, 9, 2**70]), from_force=rng.random() < 0.5)
    if choice == 5:
        verb = rng.choice(list(Verb))
        return seat, Action(verb, tuple(sorted(rng.choices(kinds, k=rng.randrange(0, 4)))), rng.choice([None, *kinds]))
    if choice == 6:
        verb = rng.choice(list(Verb))
        words = " ".join(rng.choices([*kinds[:20], "pay", "+", "1:brawler", "none", "-2"], k=rng.randrange(0, 4)))
        return seat, f"{verb} {words}"
    return seat, rng.choice(
        [
            base._replace(cards=("refugee", 3)),  # type: ignore[arg-type]
            base._replace(target="1"),  # type: ignore[arg-type]
            base._replace(subject=5),  # type: ignore[arg-type]
            base._replace(cards=None),  # type: ignore[arg-type]
            base._replace(number=True),
            base._replace(verb="fly"),  # type: ignore[arg-type]
            str(base) + " extra",
            str(base).upper(),
            None,
            3,
            b"dig",
        ]
    )


def _snapshot(game: Game) -> tuple[str, dict[str, Any], list[sc.View], list[tuple[Action, ...]]]:
    seats = range(game.config.players)
    return (
        game.to_json(),
        state_of(game).to_dict(),
        [game.view(s) for s in [None, *seats]],
        [game.legal_actions(s) for s in seats],
    )


def _refusal(game: Game, seat: int, action: Any) -> str | None:
    """Why ``game`` refuses ``action`` (``InvalidAction`` or ``IllegalAction``), or ``None``
    where it carried it out; any other exception fails the test."""
    try:
        game.apply(seat, action)
    except (sc.InvalidAction, sc.IllegalAction) as error:
        return str(error)
    return None


@pytest.mark.slow
@_FEW
@given(any_config())
def test_a_refused_action_in_any_config_leaves_the_game_exactly_as_it_was(config: sc.GameConfig) -> None:
    """DESIGN.md "Bad input never corrupts state": a malformed action raises
    ``InvalidAction``, an illegal one ``IllegalAction`` (both ``ValueError``), never another
    error, and the state, views and legal actions are exactly as before. One that is accepted
    must do what a listed action does."""
    game = new_game(config)
    rng = random.Random(config.seed)
    while not game.over:
        if rng.random() < 0.25:
            seat, junk = _garbage(rng, game)
            legal = game.legal_actions(seat)
            if not (isinstance(junk, Action) and junk in legal):
                before = _snapshot(game)
                trial = game.clone()
                why = _refusal(trial, seat, junk)
                if why is not None:
                    # The message names the seat and the moment (DESIGN.md).
                    assert f"seat {seat}" in why or "no seat" in why, why
                    assert "phase" in why or "round" in why or "over" in why, why
                    assert _refusal(game, seat, junk) == why, f"{junk!r} refused by a clone and not by the game"
                    assert _snapshot(game) == before
                else:
                    # Accepted: another form of a listed action (engine/game.py ``_admit``), or a
                    # valid set of cards where they are picked one at a time.
                    after = state_of(trial).to_dict()
                    outcomes = []
                    for action in legal:
                        other = game.clone()
                        other.apply(seat, action)
                        outcomes.append(state_of(other).to_dict())
                    picking = any(a.verb is Verb.PICK for a in legal)
                    # Cards put back on a pile come in the order chosen, the first uppermost,
                    # though the listed ones are sorted (RULINGS X-15).
                    ordering = (
                        isinstance(junk, Action)
                        and junk.verb is Verb.TOP
                        and junk._replace(cards=tuple(sorted(junk.cards))) in legal
                    )
                    assert picking or ordering or after in outcomes, (
                        f"{junk!r} was accepted for seat {seat} and acts unlike any listed action"
                    )
        step(game, rng)


@pytest.mark.slow
@_FEW
@given(any_config())
def test_a_refusal_says_the_same_whatever_the_cards_its_seat_cannot_see(config: sc.GameConfig) -> None:
    """An error message is something a seat receives: the same bad action is refused with the
    same words (or accepted alike) in two games that differ only in cards the seat has not
    seen (twins built as in :func:`unseen_twin`)."""
    game = new_game(config)
    rng = random.Random(config.seed)
    while not game.over:
        if rng.random() < 0.25:
            seat, junk = _garbage(rng, game)
            twin = unseen_twin(game, seat, rng)
            assert _refusal(twin.clone(), seat, junk) == _refusal(game.clone(), seat, junk), repr(junk)
        step(game, rng)


# -- configurations the rules do not allow ------------------------------------------------------


BAD_CONFIGS: list[tuple[str, dict[str, Any], str]] = [
    ("no players", {"players": 0}, "players must be 1-5"),
    ("six players", {"players": 6}, "players must be 1-5"),
    ("HQ 2 without HQ 1 [000:534-691]", {"modules": ["hq2"]}, "cumulative"),
    ("HQ 4 without HQ 3", {"modules": ["hq1", "hq2", "hq4"]}, "cumulative"),
    ("an unknown module", {"modules": ["hq5"]}, "unknown modules"),
    (
        "the leader draft without the leaders of HQ 3 [003:298-312]",
        {"modules": ["hq1", "hq2"], "variants": ["leader_draft"]},
        "leader_draft",
    ),
    ("an unknown variant", {"variants": ["alternate_thugs"]}, "unknown variants"),
    ("an unknown edition", {"rules": "2019"}, "rules must be"),
    ("solo difficulty in a 2-player game [003:353]", {"players": 2, "solo_added": ["brawler"]}, "players=1"),
    ("families removed in a 3-player game", {"players": 3, "solo_families_removed": 1}, "players=1"),
    ("seven families removed (there are six)", {"players": 1, "solo_families_removed": 7}, "0-6"),
    ("a negative number of families", {"players": 1, "solo_families_removed": -1}, "0-6"),
    ("a non-mercenary added to the solo forces", {"players": 1, "solo_added": ["refugee"]}, "not a mercenary"),
    ("a mercenary without fight or snipe", {"players": 1, "solo_added": ["group_leaders"]}, "no fight value"),
    (
        "an HQ mercenary (none fights)",
        {"players": 1, "solo_added": ["engineer"], "modules": ["hq1", "hq2"]},
        "no fight",
    ),
    ("a Recon mercenary without a Recon module", {"players": 1, "solo_added": ["guard"]}, "Recon box"),
    ("more brawlers than the box has left", {"players": 1, "solo_added": ["brawler"] * 10}, "asked for"),
    ("more sniper teams than the box has", {"players": 1, "solo_added": ["sniper_team"] * 6}, "asked for"),
    (
        "contested_one_each in the solo game (V-8)",
        {"players": 1, "contested_one_each": True, "modules": ["recon4"]},
        "solo",
    ),
    (
        "solo difficulty with forces the scenario gives",
        {"players": 1, "solo_added": ["brawler"], "scenario": {"opponents": [["brawler"]]}},
        "scenario gives the opponent forces",
    ),
    ("a market stack named twice", {"market": ["brawler", "brawler"]}, "twice"),
    ("an HQ market stack without HQ", {"market": ["medic"]}, "medic"),
    ("a starter in the market", {"market": ["refugee"]}, "not a mercenary"),
]


@pytest.mark.parametrize(("fields", "says"), [(f, s) for _, f, s in BAD_CONFIGS], ids=[n for n, _, _ in BAD_CONFIGS])
def test_a_config_the_rules_do_not_allow_is_refused_with_its_reason(fields: dict[str, Any], says: str) -> None:
    """Each is refused as a ``ConfigError`` (a ``ValueError``) naming the reason, both from
    Python and from its JSON form (a save, the server's lobby), and no game is made."""
    data = {"players": 4, "seed": 1, **fields}
    typed: dict[str, Any] = {
        k: frozenset(v) if k in ("modules", "variants") else tuple(v) if isinstance(v, list) else v
        for k, v in data.items()
    }
    # The market is checked against the game's boxes when the game is set up (engine/setup).
    with pytest.raises(sc.ConfigError, match=says):
        Game.new(sc.GameConfig(**typed))
    with pytest.raises(sc.ConfigError, match=says):
        Game.new(sc.GameConfig.from_dict(json.loads(json.dumps(data))))
    assert issubclass(sc.ConfigError, ValueError)


@_SETTINGS
@given(
    any_config(), st.sampled_from(["players", "modules", "variants", "solo_added", "solo_families_removed", "rules"])
)
def test_spoiling_one_field_of_any_valid_config_is_refused_cleanly(config: sc.GameConfig, field: str) -> None:
    """Any valid config with one field made wrong (a type or value no rule allows) is refused
    with a ``ConfigError``, from Python and from JSON alike, never another exception."""
    data = config.to_dict()
    spoiled: dict[str, Any] = {
        "players": 6 if config.players < 5 else 0,
        "modules": [*data["modules"], "recon6"],
        "variants": [*data["variants"], "leader_vote"],
        "solo_added": [*data.get("solo_added", []), "junk"],
        "solo_families_removed": 7,
        "rules": 2012,
    }
    data[field] = spoiled[field]
    with pytest.raises(sc.ConfigError) as caught:
        sc.GameConfig.from_dict(json.loads(json.dumps(data)))
    assert str(caught.value)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sets(st.sampled_from(RECON)),
    st.integers(min_value=0, max_value=4),
    st.sets(st.sampled_from(ALTERNATES)),
    st.data(),
)
def test_a_harder_solo_game_adds_up_to_what_the_box_has_left(
    recon: set[str], level: int, variants: set[str], data: st.DataObject
) -> None:
    """docs/variants.md: the added cards come from the box, less the starting deck and the
    opponents' own 2 thugs (V-8): as many as that leaves are accepted, one more is refused."""
    modules = frozenset(HQ[:level]) | frozenset(recon)
    kind = data.draw(st.sampled_from(_solo_addable(modules)))
    plain = sc.GameConfig(players=1, modules=modules, variants=frozenset(variants))
    spare = CATALOGUE[kind].count - _starter(plain)[kind] - (2 if kind == "thugs" else 0)
    game = Game.new(sc.GameConfig(players=1, modules=modules, variants=frozenset(variants), solo_added=(kind,) * spare))
    assert sum(card.kind == kind for cards in game.zones().values() for card in cards) == CATALOGUE[kind].count
    with pytest.raises(sc.ConfigError, match="asked for"):
        sc.GameConfig(players=1, modules=modules, variants=frozenset(variants), solo_added=(kind,) * (spare + 1))


# -- regressions ---------------------------------------------------------------------------------


def _without_log(game: Game) -> dict[str, Any]:
    """The state as a save writes it, less the count of logged events (a quiet copy has none)."""
    return {key: value for key, value in state_of(game).to_dict().items() if key != "events"}


def _won_solo_fight_with_a_hardy_scavenger(game: Game) -> Game:
    """Hardy scavenger + brawler (2 fight) beat a tribe family (0 fight) in force 1; the
    player's turn, engagement and commit are played, and the prize is kept."""
    for text in ("end", "engage 1", "commit brawler hardy_scavenger"):
        game.apply(0, text)
    while game.view(0).decision is not None and game.view(0).decision.kind == "skirmish":  # type: ignore[union-attr]
        game.apply(0, "pass")
    game.apply(0, "keep tribe_family_3")
    return game


def test_003_181_a_quiet_copy_keeps_the_hardy_scavenger_out_of_hand_after_a_won_solo_fight() -> None:
    """[003:181] hardy scavengers return to hand only after a fight lost or tied (RULINGS S-12),
    in the solo game too [003:339]. A quiet copy (``clone(events=False)``: search bots, the
    learning environments without a render mode) keeps no log, and once read the fight's
    outcome from the log, so it sent the hardy scavenger of a won fight back to hand: it must
    play the same game as the game it copies (found by
    ``test_the_fast_path_and_a_quiet_copy_play_the_same_game_in_any_config``)."""
    scenario = {
        "players": [{"hand": ["hardy_scavenger", "brawler"], "deck": ["junk"] * 5}],
        "opponents": [["tribe_family_3"], ["sled_team"]],
    }
    game = Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon3"}), scenario=scenario))
    quiet = game.clone(events=False)
    for played in (_won_solo_fight_with_a_hardy_scavenger(game), _won_solo_fight_with_a_hardy_scavenger(quiet)):
        assert Counter(played.view(0).hand) == Counter({"junk": 5})
        assert "hardy_scavenger" in [card.kind for card in played.zones()["0:discard"]]
    assert _without_log(quiet) == _without_log(game)


def test_003_181_solo_games_with_hardy_scavengers_play_alike_with_and_without_a_log() -> None:
    """The same seeds and actions, in solo games with Recon module 3 (hardy scavengers in the
    starting deck [003:159]), reach the same state whether the game keeps its log or not
    (``Game.play`` on a quiet copy, as search bots and the learning environments play)."""
    configs = [
        sc.GameConfig(players=1, seed=51, modules=frozenset({"recon3"})),
        sc.GameConfig(players=1, seed=-1, modules=sc.recon_modules([1, 2, 3]), solo_families_removed=3),
    ]
    for config in configs:
        seed = config.seed
        loud = Game.new(config)
        quiet = loud.clone(events=False, knowledge=True)  # as the learning environments keep it
        rng = random.Random(seed)
        while not loud.over:
            action = lively_choice(rng, loud.legal_actions(0))
            loud.apply(0, action)
            quiet.apply(0, action)
            assert _without_log(quiet) == _without_log(loud)
        assert quiet.result == loud.result
