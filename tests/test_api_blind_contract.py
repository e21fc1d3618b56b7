"""A blind audit of the public API contract.

Written from /work/shared/DESIGN.md ("Public API", "Bad input never corrupts state", "Hidden
information through one function", "Tests"), the README ("Using the engine", "Action notation")
and docs/scenarios.md and docs/view.md, without reading the engine: each test is named after the
promise it checks and cites where it is made. Only ``import scavengers as sc`` is used (plus the
catalogue, which the scenario document names as the list of card kinds). Random exploration is
seeded and small, so the whole file runs in seconds.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
EVERYTHING = sc.hq_modules(4) | RECON
ALTERNATE = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})

CONFIGS: list[sc.GameConfig] = [
    sc.GameConfig(players=4, seed=7, modules=frozenset()),
    sc.GameConfig(players=2, seed=11, modules=sc.hq_modules(4)),
    sc.GameConfig(players=3, seed=12, modules=frozenset({"recon1", "recon2"})),
    sc.GameConfig(players=5, seed=13, modules=frozenset({"recon3", "recon4", "recon5"})),
    sc.GameConfig(players=3, seed=14, modules=EVERYTHING, variants=ALTERNATE),
    sc.GameConfig(players=4, seed=15, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
    sc.GameConfig(players=3, seed=16, modules=sc.hq_modules(4) | {"recon1"}, rules="2012"),
    sc.GameConfig(players=1, seed=17, modules=frozenset()),
    sc.GameConfig(players=1, seed=18, modules=EVERYTHING),
]
"""Every module, both Recon-variant families, both rule editions and the solo game."""

CONFIG_IDS = [
    f"{c.players}p-{'+'.join(sorted(str(getattr(m, 'value', m)) for m in c.modules)) or 'base'}"
    f"-{'+'.join(sorted(str(getattr(v, 'value', v)) for v in c.variants)) or 'plain'}-{c.rules}"
    for c in CONFIGS
]


def seats_of(game: sc.Game) -> list[int | None]:
    """The spectator and every seat."""
    return [None, *range(game.config.players)]


def snapshot(game: sc.Game) -> tuple[Any, ...]:
    """Everything the public API says about a game."""
    seats = seats_of(game)
    return (
        game.to_json(),
        game.over,
        game.to_act,
        game.result,
        tuple(game.view(s) for s in seats),
        tuple(game.log(s) for s in seats),
        tuple(game.legal_actions(s) for s in range(game.config.players)),
        {name: tuple(cards) for name, cards in game.zones().items()},
    )


def deciding_seat(game: sc.Game) -> int:
    assert game.to_act, "the game is over"
    return game.to_act[0]


def positions(config: sc.GameConfig, seed: int, every: float = 0.04) -> Iterator[sc.Game]:
    """A random game of ``config``, yielding the game at the first decision of each kind and at
    about ``every`` of the others (the caller may look but must leave the game as it was)."""
    game = sc.Game.new(config)
    rng = random.Random(seed)
    kinds: set[str] = set()
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        if decision.kind not in kinds or rng.random() < every:
            kinds.add(decision.kind)
            yield game
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    yield game


def stacked(seats: int = 3, modules: frozenset[str] = frozenset(), /, **scenario: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def kinds_in(game: sc.Game, zone: str) -> list[str]:
    return [card.kind for card in game.zones()[zone]]


def walk_immutable(value: object, path: str) -> None:
    """Fail on anything mutable inside ``value`` (docs/view.md: "All the types ... are immutable")."""
    assert not isinstance(value, list | dict | set | bytearray), f"mutable {type(value).__name__} at {path}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert type(value).__dataclass_params__.frozen, f"{path} is not frozen"  # type: ignore[attr-defined]
        for field in dataclasses.fields(value):
            walk_immutable(getattr(value, field.name), f"{path}.{field.name}")
    elif isinstance(value, tuple):
        for index, item in enumerate(value):
            walk_immutable(item, f"{path}[{index}]")
    else:
        assert isinstance(value, str | int | float | bool | enum.Enum | frozenset | type(None)), (
            f"{type(value).__name__} at {path}"
        )


# --- DESIGN.md "Public API": every attribute and method, with its documented type -------------


def test_public_api_the_design_documents_example_game_has_every_documented_member() -> None:
    """DESIGN.md "Public API": over (bool), to_act (tuple of seats), legal_actions (tuple of
    Action), apply (-> tuple of Event), view (frozen; None = spectator), log (tuple of Event),
    zones, result (None until over), clone, to_json, from_json."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    assert game.over is False
    assert isinstance(game.to_act, tuple)
    assert len(game.to_act) >= 1
    assert all(type(seat) is int and 0 <= seat < 4 for seat in game.to_act)
    seat = game.to_act[0]
    legal = game.legal_actions(seat)
    assert isinstance(legal, tuple)
    assert legal
    assert all(isinstance(action, sc.Action) for action in legal)
    view = game.view(seat)
    assert isinstance(view, sc.View)
    assert view.seat == seat
    assert view.to_act == game.to_act
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 5  # type: ignore[misc]
    spectator = game.view(None)
    assert spectator.seat is None
    assert spectator.hand == ()
    assert spectator.knowledge == ()
    assert spectator.committed == ()
    for who in seats_of(game):
        log = game.log(who)
        assert isinstance(log, tuple)
        assert all(isinstance(event, sc.Event) for event in log)
    assert game.result is None
    events = game.apply(seat, legal[0])
    assert isinstance(events, tuple)
    assert all(isinstance(event, sc.Event) for event in events)
    assert isinstance(game.clone(), sc.Game)
    text = game.to_json()
    assert isinstance(text, str)
    assert sc.Game.from_json(text).to_json() == text


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_public_api_views_logs_events_and_results_are_deeply_immutable(config: sc.GameConfig) -> None:
    """docs/view.md: "All the types below are immutable: a View is a frozen dataclass, the others
    are named tuples"; DESIGN.md: view(seat) is a frozen View."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    step = 0
    while not game.over:
        step += 1
        for who in seats_of(game) if step % 3 == 0 else ():
            view = game.view(who)
            walk_immutable(view, f"view({who})")
            hash(view)
        seat = deciding_seat(game)
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        walk_immutable(events, "apply(...)")
    walk_immutable(game.result, "result")
    walk_immutable(game.log(None), "log(None)")


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_public_api_to_act_is_the_views_to_act_and_only_those_seats_have_legal_actions(config: sc.GameConfig) -> None:
    """DESIGN.md: to_act is the tuple of seats that must decide now; legal_actions(seat) lists
    their actions; docs/view.md: view.to_act "empty once the game is over"."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 1)
    while not game.over:
        assert game.to_act
        for who in seats_of(game):
            assert game.view(who).to_act == game.to_act
        for seat in range(config.players):
            listed = game.legal_actions(seat)
            assert bool(listed) == (seat in game.to_act), (seat, game.to_act)
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.to_act == ()
    assert all(game.legal_actions(seat) == () for seat in range(config.players))
    assert all(game.view(who).to_act == () and game.view(who).decision is None for who in seats_of(game))


# --- zones() ----------------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS[:5], ids=CONFIG_IDS[:5])
def test_zones_are_named_as_documented_and_agree_with_every_view(config: sc.GameConfig) -> None:
    """DESIGN.md: zones() is {zone name: tuple[Card, ...]}, each Card with .id and .kind, zones
    named 'junkyard', 'contested', 'market:scout', ..., a seat's as '2:hand', '2:deck',
    '2:discard'; every card in exactly one zone at every step."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 2)
    total: int | None = None
    while True:
        zones = game.zones()
        assert isinstance(zones, dict)
        for name in ("junkyard", "contested"):
            assert name in zones
        ids = [card.id for cards in zones.values() for card in cards]
        assert len(ids) == len(set(ids)), "a card is in two zones"
        total = len(ids) if total is None else total
        assert len(ids) == total, "a card appeared or vanished"
        for name, cards in zones.items():
            assert isinstance(name, str)
            assert isinstance(cards, tuple)
            for card in cards:
                assert isinstance(card, sc.Card)
                assert card.kind in CATALOGUE, (name, card.kind)
        public = game.view(None)
        assert len(zones["junkyard"]) == public.junkyard_count
        assert len(zones["contested"]) == public.contested_count
        for kind, left in public.market:
            assert len(zones[f"market:{kind}"]) == left, kind
            assert all(card.kind == kind for card in zones[f"market:{kind}"])
        for seat in range(config.players):
            side = public.seats[seat]
            assert len(zones[f"{seat}:hand"]) == side.hand_count
            assert len(zones[f"{seat}:deck"]) == side.deck_count
            assert len(zones[f"{seat}:discard"]) == len(side.discard) + side.discard_hidden_count
            own = game.view(seat)
            assert own.hand == tuple(sorted(card.kind for card in zones[f"{seat}:hand"]))
        if game.over:
            break
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("modules", [frozenset(), sc.hq_modules(4), EVERYTHING], ids=["base", "hq", "all"])
@pytest.mark.parametrize("players", [1, 2, 5])
def test_zones_hold_every_card_of_the_boxes_in_play_exactly_once(modules: frozenset[str], players: int) -> None:
    """DESIGN.md "Tests": every card in exactly one zone; the catalogue is the game's cards."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=3, modules=modules))
    held = Counter(card.kind for cards in game.zones().values() for card in cards)
    boxes = {CATALOGUE[kind].box for kind in held}
    expected = {kind: spec.count for kind, spec in CATALOGUE.items() if spec.box in boxes}
    assert dict(held) == expected


def test_zones_list_piles_top_first_as_the_scenario_placed_them() -> None:
    """DESIGN.md and docs/scenarios.md: "Piles and decks are listed top first"; zones() lists
    every zone top first. A dig turns up the junkyard's top, the initiator peeks at the contested
    pile's top, and the skirmish's winner takes that top card."""
    game = stacked(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "brawler"], "deck": ["net", "pills", "spear"], "discard": ["junk", "medkit"]}],
        junkyard=["shovel", "junk", "pills", "net"],
        contested=["wolf_pack", "grenade", "field_crew"],
    )
    assert kinds_in(game, "0:deck") == ["net", "pills", "spear"]
    assert kinds_in(game, "0:discard") == ["junk", "medkit"]
    assert sorted(kinds_in(game, "0:hand")) == ["brawler", "scavenger"]
    assert kinds_in(game, "junkyard") == ["shovel", "junk", "pills", "net"]
    assert kinds_in(game, "contested") == ["wolf_pack", "grenade", "field_crew"]
    assert game.view(0).peeked == "wolf_pack"
    game.apply(0, "dig scavenger")  # a scavenger digs 1: the junkyard's top card
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        game.apply(decision.seat, "pass")
    assert game.view(0).looking == ("shovel",)
    assert kinds_in(game, "junkyard") == ["junk", "pills", "net"]


def test_zones_a_card_put_on_a_pile_is_listed_first() -> None:
    """DESIGN.md / docs/scenarios.md: zones() lists every zone top first: a hired card goes on
    top of the discard pile the scenario gave (top first), above the cards already there."""
    game = stacked(3, players=[{"hand": ["scavenger", "spear"], "discard": ["junk", "medkit"]}])
    for text in ("hunt scavenger+spear", "hire brawler"):
        game.apply(0, text)
        while (decision := game.view(None).decision) is not None and decision.kind == "respond":
            game.apply(decision.seat, "pass")
    discard = kinds_in(game, "0:discard")
    assert discard[0] == "brawler"
    assert discard[-2:] == ["junk", "medkit"]


# --- result -------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_result_is_none_until_over_then_scores_every_seat_as_every_view_says(config: sc.GameConfig) -> None:
    """DESIGN.md: result "None until over; per-seat people, CR cards, card count, winners";
    docs/view.md: view.result is the final result once over, None before; view.over is true
    once result is set."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 3)
    while not game.over:
        assert game.result is None
        assert all(game.view(who).result is None and not game.view(who).over for who in seats_of(game))
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    result = game.result
    assert isinstance(result, sc.GameResult)
    assert len(result.scores) == config.players
    assert result.winners
    assert set(result.winners) <= set(range(config.players))
    for who in seats_of(game):
        assert game.view(who).result == result
        assert game.view(who).over
        assert game.view(who).phase == "over"
    zones = game.zones()
    for seat, score in enumerate(result.scores):
        assert isinstance(score.people, int)
        assert isinstance(score.contested, int)
        assert isinstance(score.cards, int)
        assert 0 <= score.contested <= score.cards
        owned = sum(len(cards) for name, cards in zones.items() if name.split(":")[0] == str(seat))
        assert score.cards <= owned, (seat, score, owned)
    assert sc.Game.from_json(game.to_json()).result == result
    assert game.clone().result == result


# --- clone(), to_json(), from_json() --------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_clone_is_independent_in_both_directions_at_every_kind_of_decision(config: sc.GameConfig) -> None:
    """DESIGN.md Public API: clone(); mutating the clone never touches the original and vice
    versa (README: "same config, seed and actions give the same game")."""
    for game in positions(config, config.seed + 4):
        if game.over:
            break
        seat = deciding_seat(game)
        rng = random.Random(len(game.log(None)))
        original = snapshot(game)
        clone = game.clone()
        assert snapshot(clone) == original
        clone.apply(seat, rng.choice(clone.legal_actions(seat)))
        assert snapshot(game) == original, "playing on a clone changed the original"
        assert snapshot(clone) != original


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_original_moving_on_never_moves_its_clone(config: sc.GameConfig) -> None:
    """DESIGN.md Public API: clone() is a separate game (the original playing on leaves it)."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 5)
    clones: list[tuple[sc.Game, tuple[Any, ...]]] = []
    step = 0
    while not game.over:
        if step % 23 == 0:
            copy = game.clone()
            clones.append((copy, snapshot(copy)))
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        step += 1
    for copy, before in clones:
        assert snapshot(copy) == before


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_save_and_load_round_trips_at_every_kind_of_decision_and_plays_on_identically(config: sc.GameConfig) -> None:
    """DESIGN.md Public API: to_json() / Game.from_json(text) (README: same config, seed and
    actions give the same game), mid-decision, in reaction windows, at the skirmish, with every
    module; the loaded game answers every public call as the original and plays on the same."""
    kinds: set[str] = set()
    for game in positions(config, config.seed + 6, every=0.03):
        loaded = sc.Game.from_json(game.to_json())
        assert snapshot(loaded) == snapshot(game)
        assert loaded.config == game.config
        from_bytes = sc.Game.from_json(game.to_json().encode("utf-8"))
        assert from_bytes.to_json() == game.to_json()
        if game.over:
            break
        decision = game.view(None).decision
        assert decision is not None
        kinds.add(decision.kind)
        seat = deciding_seat(game)
        rng = random.Random(len(game.log(None)))
        trail = [game.clone(), loaded]
        for _ in range(12):
            if trail[0].over:
                break
            seat = deciding_seat(trail[0])
            action = rng.choice(trail[0].legal_actions(seat))
            first, second = (copy.apply(seat, action) for copy in trail)
            assert first == second
            assert trail[0].to_json() == trail[1].to_json()
    assert "turn" in kinds or "engage" in kinds


@pytest.mark.parametrize(
    "text", [None, 5, [], {}, "", "   ", "{", "[]", "null", '"a save"', '{"a": 1}', b"\xff\xfe", "x" * 100_000]
)
def test_from_json_refuses_anything_that_is_not_a_save_with_invalid_action(text: object) -> None:
    """README: "from_json takes the text or its UTF-8 bytes; anything that is not a save, or a
    save that no longer replays to its recorded state, raises InvalidAction with the reason"."""
    with pytest.raises(sc.InvalidAction) as raised:
        sc.Game.from_json(text)  # type: ignore[arg-type]
    assert str(raised.value)
    assert len(str(raised.value)) < 1_000


# --- determinism ----------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_same_config_seed_and_actions_give_the_same_log_and_save_through_clone_and_load(
    config: sc.GameConfig,
) -> None:
    """DESIGN.md "One state, one RNG": config + seed + actions replays exactly; "Tests": same
    seed and actions give the same log."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 7)
    taken: list[tuple[int, str]] = []
    halfway: sc.Game | None = None
    while not game.over:
        seat = deciding_seat(game)
        action = rng.choice(game.legal_actions(seat))
        taken.append((seat, str(action)))
        game.apply(seat, action)
        if len(taken) == 40:
            halfway = sc.Game.from_json(game.clone().to_json())
    replay = sc.Game.new(sc.GameConfig(**{f.name: getattr(config, f.name) for f in dataclasses.fields(config)}))
    for seat, text in taken:
        replay.apply(seat, text)
    assert replay.to_json() == game.to_json()
    assert all(replay.log(who) == game.log(who) for who in seats_of(game))
    assert replay.result == game.result
    if halfway is not None:
        for seat, text in taken[40:]:
            halfway.apply(seat, text)
        assert halfway.to_json() == game.to_json()
        assert all(halfway.log(who) == game.log(who) for who in seats_of(game))


# --- legal_actions and notation ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_notation_round_trips_for_every_legal_action_in_random_positions(config: sc.GameConfig) -> None:
    """DESIGN.md: sc.parse_action(game, seat, text) and str(action): notation round-trips;
    apply takes an Action or its notation text, to the same effect."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 8)
    while not game.over:
        seat = deciding_seat(game)
        legal = game.legal_actions(seat)
        for action in legal:
            text = str(action)
            assert isinstance(text, str)
            assert text
            assert sc.parse_action(game, seat, text) == action, text
        texts = [str(action) for action in legal]
        assert len(set(texts)) == len(texts), "two listed actions are written the same"
        action = rng.choice(legal)
        by_text = game.clone()
        game.apply(seat, action)
        by_text.apply(seat, str(action))
        assert by_text.to_json() == game.to_json()


@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_every_listed_legal_action_applies(config: sc.GameConfig) -> None:
    """DESIGN.md "Tests": every listed legal action applies."""
    for game in positions(config, config.seed + 9, every=0.03):
        if game.over:
            break
        seat = deciding_seat(game)
        for action in game.legal_actions(seat):
            game.clone().apply(seat, action)


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_legal_actions_are_listed_once_each_in_a_deterministic_order_across_clone_and_load(
    config: sc.GameConfig,
) -> None:
    """DESIGN.md: legal_actions(seat) -> tuple[Action, ...]: deterministic order, interchangeable
    copies of a card kind listed once."""
    game, twin = sc.Game.new(config), sc.Game.new(config)
    rng = random.Random(config.seed + 10)
    while not game.over:
        seat = deciding_seat(game)
        legal = game.legal_actions(seat)
        assert len(set(legal)) == len(legal), "an action is listed twice"
        assert game.legal_actions(seat) == legal
        assert twin.legal_actions(seat) == legal, "the same game lists its actions in another order"
        if rng.random() < 0.1:
            assert game.clone().legal_actions(seat) == legal
            assert sc.Game.from_json(game.to_json()).legal_actions(seat) == legal
        index = rng.randrange(len(legal))
        game.apply(seat, legal[index])
        twin.apply(seat, str(legal[index]))


def _submultisets(kinds: list[str], most: int) -> list[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for size in range(1, min(most, len(kinds)) + 1):
        found.update(itertools.combinations(sorted(kinds), size))
    return sorted(found)


def _candidate_texts(view: sc.View) -> list[str]:
    """Notation texts a person might type at this decision, from the cards the view shows."""
    cards = [*view.hand, *view.looking, *view.committed]
    verbs = ["dig", "draw", "hunt", "trash", "commit", "keep", "hire", "save", "lead", "build", "store", "retrieve"]
    found = {"end", "pass", "continue", "abort", "keep none", "commit none"}
    for chosen in _submultisets(cards, 4):
        for verb in verbs:
            found.add(" ".join((verb, *chosen)))
            for i, person in enumerate(chosen):
                for j, tool in enumerate(chosen):
                    if i != j:
                        rest = [card for k, card in enumerate(chosen) if k not in (i, j)]
                        found.add(" ".join((verb, f"{person}+{tool}", *rest)))
    for kind, _ in view.market:
        found.add(f"hire {kind}")
        for chosen in _submultisets(cards, 3):
            found.add(" ".join(("hire", kind, "pay", *chosen)))
    for side in view.seats:
        for kind in {*side.discard, *side.table, *(side.force or ())}:
            found.update((f"snipe {side.seat}:{kind}", f"disarm {side.seat}:{kind}"))
    return sorted(found)


@pytest.mark.slow
@pytest.mark.parametrize("modules", [frozenset(), sc.hq_modules(4)], ids=["base", "hq"])
def test_legal_actions_are_complete_every_typed_action_that_applies_is_listed(modules: frozenset[str]) -> None:
    """DESIGN.md: legal_actions(seat) is complete: whatever the engine accepts from that seat
    is one of the actions it listed (hands here stay small, below the one-card-at-a-time choice
    the README describes for very large hands)."""
    checked = 0
    for seed in range(2):
        config = sc.GameConfig(players=3, seed=40 + seed, modules=modules)
        for game in positions(config, seed, every=0.08):
            if game.over:
                break
            seat = deciding_seat(game)
            legal = set(game.legal_actions(seat))
            if any(action.verb is sc.Verb.PICK for action in legal):
                continue
            for text in _candidate_texts(game.view(seat)):
                try:
                    game.clone().apply(seat, text)
                except ValueError:
                    continue
                checked += 1
                assert sc.parse_action(game, seat, text) in legal, f"{text!r} applies but is not listed"
    assert checked > 50


# --- bad input (DESIGN.md "Bad input never corrupts state") ------------------------------------

NOT_ACTIONS: list[object] = [
    None,
    0,
    7,
    3.5,
    True,
    b"end",
    bytearray(b"end"),
    {},
    {"verb": "end"},
    [],
    ["end"],
    ("end",),
    object(),
]
MALFORMED_TEXTS = [
    "",
    "   ",
    "fly to the moon",
    "dig dragon",
    "dig réfugee",
    "hunt 🐺",
    "\x00",
    "end end",
    "snipe brawler",
    "snipe x:brawler",
    "hire scout medkit",
    "x" * 100_000,
    "dig " + "dragon " * 5_000,
]


def _refusal(game: sc.Game, seat: int, action: object) -> ValueError:
    """Apply ``action``; it must be refused with the documented error, leaving the game as it was."""
    before = snapshot(game)
    with pytest.raises((sc.InvalidAction, sc.IllegalAction)) as raised:
        game.apply(seat, action)  # type: ignore[arg-type]
    assert snapshot(game) == before, f"{action!r} changed the game"
    return raised.value


def _names_seat_and_phase(game: sc.Game, seat: int, message: str) -> None:
    phase = game.view(None).phase
    assert f"seat {seat}" in message, message
    assert f"{phase} phase" in message, message
    assert f"round {game.view(None).round}" in message, message


def test_errors_both_subclass_value_error_and_are_distinct() -> None:
    """DESIGN.md: InvalidAction and IllegalAction both subclass ValueError."""
    assert issubclass(sc.InvalidAction, ValueError)
    assert issubclass(sc.IllegalAction, ValueError)
    assert not issubclass(sc.InvalidAction, sc.IllegalAction)
    assert not issubclass(sc.IllegalAction, sc.InvalidAction)


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_bad_input_of_any_type_is_invalid_action_naming_seat_and_phase_and_changes_nothing(
    config: sc.GameConfig,
) -> None:
    """DESIGN.md: malformed input raises InvalidAction; the message names the seat, the phase
    and the reason; the state is exactly as before."""
    for game in positions(config, config.seed + 11, every=0.0):
        if game.over:
            break
        seat = deciding_seat(game)
        for action in [*NOT_ACTIONS, *MALFORMED_TEXTS]:
            error = _refusal(game, seat, action)
            assert isinstance(error, sc.InvalidAction), (action, error)
            _names_seat_and_phase(game, seat, str(error))
            assert len(str(error)) < 2_000, "the refusal echoes the whole input"


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_an_action_of_another_decision_kind_is_illegal_naming_seat_phase_and_reason(config: sc.GameConfig) -> None:
    """DESIGN.md: a rule violation raises IllegalAction naming the seat, the phase and the
    reason, the state exactly as before: a well-formed action of some other decision kind."""
    other_kinds = ["end", "pass", "continue", "abort", "keep none", "commit none", "keep junk", "engage 9", "yard"]
    for game in positions(config, config.seed + 12, every=0.0):
        if game.over:
            break
        seat = deciding_seat(game)
        listed = {str(action) for action in game.legal_actions(seat)}
        for text in other_kinds:
            if text in listed:
                continue
            try:
                parsed = sc.parse_action(game, seat, text)
            except sc.InvalidAction:
                continue
            if parsed in game.legal_actions(seat):
                continue
            if any(action.verb is sc.Verb.PICK for action in game.legal_actions(seat)):
                continue
            error = _refusal(game, seat, text)
            assert isinstance(error, sc.IllegalAction), (text, error)
            message = str(error)
            _names_seat_and_phase(game, seat, message)
            assert re.search(r"phase\)\s*:\s*\S", message), f"no reason given: {message}"


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS[:7], ids=CONFIG_IDS[:7])
def test_a_seat_acting_out_of_turn_is_refused_and_changes_nothing(config: sc.GameConfig) -> None:
    """DESIGN.md: out-of-turn input is a rule violation (IllegalAction) naming the seat and
    phase; the state is exactly as before, in reaction windows too."""
    for game in positions(config, config.seed + 13, every=0.02):
        if game.over:
            break
        deciding = deciding_seat(game)
        for seat in range(config.players):
            if seat in game.to_act:
                continue
            for action in ("end", "pass", "commit none", *(str(a) for a in game.legal_actions(deciding)[:3])):
                error = _refusal(game, seat, action)
                assert isinstance(error, sc.IllegalAction | sc.InvalidAction)
                _names_seat_and_phase(game, seat, str(error))


@pytest.mark.parametrize("seat", [4, -1])
def test_a_seat_that_does_not_exist_is_refused_naming_seat_phase_and_reason(seat: int) -> None:
    """DESIGN.md "Bad input never corrupts state": malformed input raises InvalidAction; "the
    message names the seat, the phase and the reason"; the state is exactly as before."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    error = _refusal(game, seat, "end")
    assert isinstance(error, sc.InvalidAction)
    _names_seat_and_phase(game, seat, str(error))


@pytest.mark.parametrize("text", [None, b"end"])
def test_parse_action_refuses_what_is_not_text_naming_seat_and_phase(text: object) -> None:
    """DESIGN.md: malformed input raises InvalidAction whose message names the seat, the phase
    and the reason; parse_action is the public reader of that input."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    seat = deciding_seat(game)
    before = snapshot(game)
    with pytest.raises(sc.InvalidAction) as raised:
        sc.parse_action(game, seat, text)  # type: ignore[arg-type]
    _names_seat_and_phase(game, seat, str(raised.value))
    assert snapshot(game) == before


@pytest.mark.parametrize("text", ["dig dragon", "fly", "", "snipe x:brawler", "x" * 50_000])
def test_parse_action_refuses_malformed_text_naming_seat_and_phase(text: str) -> None:
    """DESIGN.md: malformed input raises InvalidAction naming the seat, the phase and the reason."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    seat = deciding_seat(game)
    with pytest.raises(sc.InvalidAction) as raised:
        sc.parse_action(game, seat, text)
    _names_seat_and_phase(game, seat, str(raised.value))


@pytest.mark.parametrize("seat", [3.0, 1.0, "3", True, None, 4, -1])
def test_every_action_listed_for_any_seat_value_applies_for_that_value(seat: object) -> None:
    """DESIGN.md "Tests": every listed legal action applies. Whatever legal_actions accepts as a
    seat, what it lists must apply for that seat (or it lists nothing / refuses the seat)."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    assert game.to_act == (3,)
    try:
        listed = game.legal_actions(seat)  # type: ignore[arg-type]
    except sc.InvalidAction:
        return
    for action in listed:
        game.clone().apply(seat, action)  # type: ignore[arg-type]


def test_acting_after_the_end_is_refused_and_changes_nothing() -> None:
    """DESIGN.md: a rule violation raises IllegalAction; the state is exactly as before."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=5))
    rng = random.Random(5)
    while not game.over:
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    for seat in range(2):
        for action in ("end", "pass", None, "fly"):
            _refusal(game, seat, action)


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_a_rejected_action_leaves_state_views_and_logs_untouched(config: sc.GameConfig) -> None:
    """DESIGN.md "Tests": a rejected action leaves the state untouched; checked through every
    public call (save, views of every seat and the spectator, every log, the zones)."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 14)
    rejected = 0
    while not game.over:
        seat = deciding_seat(game)
        legal = game.legal_actions(seat)
        if rng.random() < 0.15:
            text = str(rng.choice(legal))
            mangled = rng.choice(
                [
                    text + " junk",
                    text + " refugee refugee refugee refugee refugee refugee",
                    text.replace(" ", "  x ", 1),
                    text.split(" ", maxsplit=1)[0] + " sniper_team",
                    text.replace("0:", "9:").replace("1:", "0:"),
                    "hire thugs pay pills",
                    "trash " + " ".join(["junk"] * 30),
                ]
            )
            try:
                parsed: sc.Action | None = sc.parse_action(game, seat, mangled)
            except ValueError:
                parsed = None
            if parsed not in legal and not any(a.verb is sc.Verb.PICK for a in legal):
                _refusal(game, seat, mangled)
                rejected += 1
        game.apply(seat, rng.choice(legal))
    assert rejected > 0


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=CONFIG_IDS)
def test_a_stale_action_from_an_earlier_decision_is_refused_and_changes_nothing(config: sc.GameConfig) -> None:
    """DESIGN.md: a rule violation raises IllegalAction naming the seat, the phase and the
    reason; the state is exactly as before. An Action object that was legal a few decisions ago
    (another decision kind, cards since spent) is such a violation."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 16)
    earlier: list[sc.Action] = []
    refused = 0
    while not game.over:
        seat = deciding_seat(game)
        legal = game.legal_actions(seat)
        if earlier and rng.random() < 0.2 and not any(a.verb is sc.Verb.PICK for a in legal):
            stale = rng.choice(earlier)
            if stale not in legal:
                error = _refusal(game, seat, stale)
                if isinstance(error, sc.IllegalAction):
                    _names_seat_and_phase(game, seat, str(error))
                refused += 1
        earlier = [*earlier[-40:], *legal[:5]]
        game.apply(seat, rng.choice(legal))
    assert refused > 0


_DETERMINISM_SCRIPT = """
import hashlib, random
import scavengers as sc
digest = hashlib.sha256()
for modules, players in ((frozenset(), 4), (sc.hq_modules(4) | {"recon1", "recon2", "recon3", "recon4", "recon5"}, 3)):
    game = sc.Game.new(sc.GameConfig(players=players, seed=5, modules=modules))
    rng = random.Random(5)
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        digest.update("|".join(map(str, legal)).encode())
        digest.update(repr(game.view(seat)).encode())
        game.apply(seat, legal[rng.randrange(len(legal))])
    digest.update(game.to_json().encode())
    digest.update(repr(game.log(None)).encode())
print(digest.hexdigest())
"""


@pytest.mark.slow
def test_legal_action_order_views_and_saves_do_not_depend_on_the_interpreters_hash_seed() -> None:
    """DESIGN.md: legal_actions in a deterministic order; "config + seed + actions replays
    exactly" (a save made in one process replays in another, whatever PYTHONHASHSEED)."""
    import os
    import subprocess
    import sys

    digests = set()
    for hash_seed in ("1", "4242"):
        environment = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", _DETERMINISM_SCRIPT],
            capture_output=True,
            text=True,
            env=environment,
            check=True,
            timeout=120,
        )
        digests.add(done.stdout.strip())
    assert len(digests) == 1


@pytest.mark.parametrize("config", CONFIGS[:5], ids=CONFIG_IDS[:5])
def test_a_seats_log_is_the_full_log_less_what_it_may_not_see(config: sc.GameConfig) -> None:
    """DESIGN.md "Hidden information through one function": "Events carry who may see them; a
    seat's log is the full log with what it may not see removed. Spectators get public
    information only": every public event is in every seat's log, in order; a seat's log holds
    no event addressed to others; a spectator's holds no private event."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 17)
    while not game.over:
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    public = game.log(None)
    assert all(event.audience is None for event in public)
    for seat in range(config.players):
        own = game.log(seat)
        assert all(event.audience is None or seat in event.audience for event in own)
        assert [event for event in own if event.audience is None] == list(public)


@pytest.mark.parametrize("config", CONFIGS[:5], ids=CONFIG_IDS[:5])
def test_apply_returns_the_events_it_added_to_the_acting_seats_log(config: sc.GameConfig) -> None:
    """DESIGN.md Public API: apply(...) -> tuple[Event, ...]; log(seat) is the tuple of events
    that seat may see: what apply returns is what it added to that seat's log."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 18)
    while not game.over:
        seat = deciding_seat(game)
        before = len(game.log(seat))
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert game.log(seat)[before:] == events


# --- hidden information -----------------------------------------------------------------------


def _twin_tables(modules: frozenset[str]) -> tuple[sc.GameConfig, sc.GameConfig]:
    """Two tables with the same cards, differing only in what seat 0 cannot see: the other
    seats' hands and decks, the junkyard's order and the contested pile below its peeked top."""
    mine = {"hand": ["refugee", "shovel", "scavenger", "spear", "brawler"], "deck": ["scout", "pills", "net"]}
    first = {
        "round": 3,
        "initiator": 0,
        "players": [
            mine,
            {"hand": ["sniper_team", "saboteur", "junk"], "deck": ["refugee", "scout"]},
            {"hand": ["refugee", "refugee", "refugee"], "deck": ["brawler", "shovel"]},
        ],
        "junkyard": ["net", "junk", "pills"],
        "contested": ["grenade", "field_crew", "wolf_pack"],
    }
    second = {
        "round": 3,
        "initiator": 0,
        "players": [
            mine,
            {"hand": ["refugee", "refugee", "refugee"], "deck": ["shovel", "brawler"]},
            {"hand": ["junk", "saboteur", "sniper_team"], "deck": ["scout", "refugee"]},
        ],
        "junkyard": ["pills", "junk", "net"],
        "contested": ["grenade", "wolf_pack", "field_crew"],
    }
    if "hq1" in modules:
        first["players"][1]["hand"].append("medic")  # type: ignore[index]
        second["players"][2]["hand"].append("medic")  # type: ignore[index]
        first["players"][2]["hand"].append("toolkit")  # type: ignore[index]
        second["players"][1]["hand"].append("toolkit")  # type: ignore[index]
    return (
        sc.GameConfig(players=3, seed=5, modules=modules, scenario=first),
        sc.GameConfig(players=3, seed=5, modules=modules, scenario=second),
    )


@pytest.mark.parametrize(
    "modules",
    [
        frozenset(),
        sc.hq_modules(4),
        frozenset({"recon1", "recon2"}),
        frozenset({"recon3", "recon4", "recon5"}),
        EVERYTHING,
    ],
)
def test_two_games_differing_only_in_what_seat_0_cannot_see_give_identical_views_to_it(
    modules: frozenset[str],
) -> None:
    """DESIGN.md "Tests": two games that differ only in what seat s cannot see give identical
    view(s); "Hidden information through one function": a seat's log is the full log with what
    it may not see removed. Seat 0 hunts, trashes and ends; the others pass every window and end
    their turns, while nothing they hold is shown."""
    first, second = (sc.Game.new(config) for config in _twin_tables(modules))
    plan = ["hunt scavenger+spear", "trash brawler", "end"]
    while first.view(None).decision is not None:
        decision = first.view(None).decision
        assert decision is not None
        if decision.kind in ("commit", "skirmish") or first.round != 3:
            break
        assert first.view(0) == second.view(0)
        assert first.log(0) == second.log(0)
        assert first.to_act == second.to_act
        assert first.legal_actions(0) == second.legal_actions(0)
        seat = decision.seat
        if seat == 0 and decision.kind == "turn":
            text = plan.pop(0) if plan else "end"
        elif decision.kind == "turn":
            text = "end"
        elif decision.kind in ("respond", "save"):
            text = "pass"
        else:
            text = str(first.legal_actions(seat)[0])
        first.apply(seat, text)
        second.apply(seat, text)
    assert not plan


def test_a_spectator_sees_the_same_whatever_any_hand_holds() -> None:
    """DESIGN.md "Hidden information through one function": "Spectators get public information
    only"; two tables whose hands hold the same cards dealt differently give the spectator the
    same view and log through the first round, in which every seat ends its turn."""
    hands = [["sniper_team", "junk", "refugee"], ["refugee", "refugee", "scout"], ["spear", "pills", "shovel"]]
    swapped = [hands[1], hands[2], hands[0]]
    games = [
        stacked(3, players=[{"hand": h, "deck": ["scavenger", "brawler"]} for h in table]) for table in (hands, swapped)
    ]
    while games[0].round == 1 and not games[0].over:
        assert games[0].view(None) == games[1].view(None)
        assert games[0].log(None) == games[1].log(None)
        decision = games[0].view(None).decision
        assert decision is not None
        assert decision.kind == "turn"
        for game in games:
            game.apply(decision.seat, "end")


@pytest.mark.parametrize("config", CONFIGS[:5], ids=CONFIG_IDS[:5])
def test_a_view_lists_the_cards_it_shows_by_kind_sorted_by_name(config: sc.GameConfig) -> None:
    """docs/view.md: "Cards a seat may see are listed by card kind id ..., sorted by name, so
    that nothing tells one copy from another"; docs/scenarios.md: view.hand, view.looking,
    view.discard_hidden and each seat's face-up discard list card kinds sorted by name."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 15)
    while not game.over:
        for who in seats_of(game):
            view = game.view(who)
            for name in ("hand", "looking", "committed", "discard_hidden"):
                cards = getattr(view, name)
                assert list(cards) == sorted(cards), (who, name, cards)
                assert all(card in CATALOGUE for card in cards)
            for side in view.seats:
                assert list(side.discard) == sorted(side.discard), (who, side.seat, side.discard)
        seat = deciding_seat(game)
        game.apply(seat, rng.choice(game.legal_actions(seat)))


DOCUMENTED_NOTATION = [
    # DESIGN.md "Action notation"
    "dig refugee+shovel brawler",
    "hunt scavenger+spear",
    "draw scout",
    "hire scout pay medkit",
    "trash junk junk",
    "keep net",
    "keep none",
    "commit brawler refugee pills",
    "commit none",
    "snipe 2:brawler",
    "disarm 1:spear",
    "pass",
    "continue",
    "abort",
    "end",
    # README "Action notation": base, HQ and Recon tables
    "hire scavenger",
    "snipe force 2:brawler",
    "save force medic",
    "cancel force guard",
    "save medic",
    "build engineer+toolkit scavenger",
    "keep bunker",
    "work bunker refugee scavenger+toolkit",
    "work bunker-2 engineer",
    "store bunker sniper_team",
    "store bunker-2 medic",
    "retrieve bunker sniper_team",
    "retrieve bunker-2 medic",
    "lead leader_mentor",
    "lead refugee",
    "lead scout",
    "lead refugee 2:spear",
    "disable 2:bunker",
    "disable 2:bunker-2",
    "snipe 2:leader_gangster",
    "repair bunker refugee",
    "repair bunker-2 refugee",
    "heal pills",
    "spy 2:hand",
    "spy binoculars 1:deck",
    "spy 2:deck@2,3,5,6",
    "scout binoculars",
    "scout binoculars binoculars",
    "cancel scouting_refugee",
    "cancel guard",
    "snipe assassin 2:brawler",
    "provoke provocateur",
    "hunt binoculars scavenger+spear",
    "keep net pills",
    "save combat_medics",
    "demolish 2:bunker",
    "demolish 2:bunker-1",
    "gas 1:thugs",
    "map scavenger",
    "lead refugee scouting_refugee",
    "yard",
    "yard top",
    "yard bottom",
    "discard junk pills",
    "drill drill_sergeant",
    "shuffle brawler spear",
    "shuffle none",
    "dig bottom scrappers scavenger+shovel",
    "top junk pills",
    "build refugee+tinker",
    "tower junk contested+junkyard",
    "tower junk binoculars contested+junkyard",
    "engage 3",
    "remove brawler",
    "choose trash",
    "pick junk",
    "done",
    # docs/variants.md and docs/view.md
    "bribe",
    "keep leader_mentor",
    "spy leaders",
    "spy 2:stored-bunker",
    "spy 2:timer-bunker",
    "spy 2:stored-bunker-2",
]


@pytest.mark.parametrize("text", DOCUMENTED_NOTATION)
def test_every_documented_notation_example_reads_and_round_trips(text: str) -> None:
    """DESIGN.md "Action notation" and the README's tables: each example is notation that
    sc.parse_action reads, and str(action) writes it back so that it reads as the same action."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=EVERYTHING))
    action = sc.parse_action(game, 0, text)
    assert isinstance(action, sc.Action)
    assert sc.parse_action(game, 0, str(action)) == action
    assert str(sc.parse_action(game, 0, str(action))) == str(action)


# --- scenarios (DESIGN.md GameConfig scenario; docs/scenarios.md) --------------------------------


def test_scenario_defaults_are_round_1_initiator_0_and_the_gathering_phase() -> None:
    """docs/scenarios.md: round defaults to 1 and initiator to seat 0; the game starts in the
    resource-gathering phase of round; a seat not listed has no cards; an omitted player zone is
    empty."""
    game = stacked(4, players=[{"hand": ["brawler", "shovel"]}, {"deck": ["refugee"]}])
    public = game.view(None)
    assert public.round == 1
    assert public.initiator == 0
    assert public.phase == "gathering"
    assert public.scenario
    assert game.to_act == (0,)
    assert game.log(None)[0].text == "scenario"
    zones = game.zones()
    assert sorted(kinds_in(game, "0:hand")) == ["brawler", "shovel"]
    assert zones["0:deck"] == ()
    assert zones["0:discard"] == ()
    assert zones["1:hand"] == ()
    assert kinds_in(game, "1:deck") == ["refugee"]
    for seat in (2, 3):
        assert all(cards == () for name, cards in zones.items() if name.startswith(f"{seat}:"))
        assert public.seats[seat].hand_count == public.seats[seat].deck_count == 0


def test_scenario_an_omitted_market_stack_is_built_from_the_cards_not_placed() -> None:
    """docs/scenarios.md: "a junkyard may hold a trashed mercenary: "junkyard": ["scout",
    "spear"] leaves 7 scouts for hire"; a given stack is exactly that."""
    game = stacked(3, junkyard=["scout", "spear"])
    assert dict(game.view(None).market)["scout"] == 7
    assert kinds_in(game, "junkyard") == ["scout", "spear"]
    game = stacked(3, market={"scout": 3})
    assert dict(game.view(None).market)["scout"] == 3
    assert len(game.zones()["market:scout"]) == 3


@pytest.mark.parametrize("modules", [frozenset(), sc.hq_modules(2)], ids=["base", "hq2"])
def test_scenario_every_card_of_the_game_is_in_exactly_one_zone(modules: frozenset[str]) -> None:
    """docs/scenarios.md: omitted piles are built from the cards the scenario did not place; a
    card of a box the modules do not use joins the game with its box, whose other cards stay in
    the box: every card of every box in play is in exactly one zone."""
    game = stacked(
        3,
        modules,
        players=[{"hand": ["rifle", "sniper_team"], "deck": ["grenade"]}, {"discard": ["scout", "scout"]}],
        junkyard=["net"],
    )
    held = Counter(card.kind for cards in game.zones().values() for card in cards)
    boxes = {CATALOGUE[kind].box for kind in held}
    assert CATALOGUE["rifle"].box in boxes
    assert dict(held) == {kind: spec.count for kind, spec in CATALOGUE.items() if spec.box in boxes}
    ids = [card.id for cards in game.zones().values() for card in cards]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize(
    ("scenario", "players", "named"),
    [
        ({"flavour": 1}, 3, "flavour"),
        ({"players": [{"hand": ["dragon"]}]}, 3, "dragon"),
        ({"players": [{"hand": ["junk"], "pocket": []}]}, 3, "pocket"),
        ({"players": [{"hand": ["sniper_team"] * 6}]}, 3, "sniper_team"),
        ({"junkyard": ["wolf_pack"] * 5}, 3, "wolf_pack"),
        ({"contested": []}, 3, "contested"),
        ({"opponents": [["grenade"]]}, 3, "opponents"),
        ({"opponents": [[]]}, 1, "opponents"),
        ({"players": [{"hand": ["refugee"] * 13 + ["scavenger"] * 12}]}, 3, "24"),
        ({"round": 99}, 3, "round"),
        ({"market": {"dragon": 2}}, 3, "dragon"),
    ],
)
def test_scenario_refusals_name_the_problem(scenario: dict[str, Any], players: int, named: str) -> None:
    """docs/scenarios.md: "A scenario with an unknown key or card, or more cards of a kind than
    the game has, is refused with a message naming the problem. So is an empty contested pile";
    the opponents key only in the solo game, each force non-empty; README: a hand of more than 24
    cards, or a round past the last one a game can reach, is refused."""
    with pytest.raises(ValueError, match=named):
        sc.Game.new(sc.GameConfig(players=players, seed=0, scenario=scenario))


def test_scenario_solo_opponent_forces_are_the_given_ones_force_1_first() -> None:
    """docs/scenarios.md: in the solo game "opponents" lists the face-down forces, force 1
    first; left out, the seven forces are dealt as in a normal solo game (README: 3, 4, 4, 5, 5,
    5 and 6 cards)."""
    game = stacked(1, opponents=[["grenade", "rifle"], ["thugs", "field_crew", "medkit"]])
    assert game.view(0).forces == (2, 3)
    assert stacked(1).view(0).forces == (3, 4, 4, 5, 5, 5, 6)


def test_scenario_buildings_leaders_and_schematics_as_documented() -> None:
    """docs/scenarios.md: "buildings" (timer empty or missing: complete; stored cards), "leader"
    (a player given none is dealt two and chooses first, in the gathering phase), "schematics"
    top first; with leader drafting the pile is every leader not placed."""
    game = stacked(
        3,
        sc.hq_modules(3),
        round=2,
        players=[
            {
                "hand": ["engineer"],
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk"], "stored": ["medic"]},
                    {"building": "hydroponic_gardens"},
                ],
            },
            {"leader": "leader_cannibal"},
            {"leader": "leader_butcher"},
        ],
        schematics=["armory", "pharmacy"],
    )
    mine = game.view(0)
    assert mine.phase == "gathering"
    assert mine.round == 2
    bunker, gardens = mine.seats[0].buildings
    assert (bunker.kind, bunker.timer, bunker.stored) == ("bunker", 2, 1)
    assert (gardens.kind, gardens.timer) == ("hydroponic_gardens", 0)
    assert mine.seats[0].leader == "leader_mentor"
    assert kinds_in(game, "schematics") == ["armory", "pharmacy"]
    undealt = stacked(3, sc.hq_modules(3), players=[{"hand": ["engineer"]}])
    public = undealt.view(None)
    assert public.phase == "gathering"
    assert public.decision is not None
    assert public.decision.kind == "leader"
    assert len(undealt.view(public.decision.seat).dealt) == 2
    leaders = [kind for kind, spec in CATALOGUE.items() if kind.startswith("leader_") and spec.box.value == "hq"]
    draft = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=sc.hq_modules(3),
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"leader": "leader_mentor"}]},
        )
    )
    assert draft.view(None).leader_pile_count == len(leaders) - 1


def test_scenario_config_keeps_its_own_copy_of_the_callers_dict() -> None:
    """README: "A config is frozen (it keeps its own copy of the scenario)"."""
    scenario: dict[str, Any] = {"players": [{"hand": ["brawler"]}], "junkyard": ["net"]}
    config = sc.GameConfig(players=3, seed=0, scenario=scenario)
    scenario["players"][0]["hand"].append("shovel")
    scenario["junkyard"] = ["junk"]
    game = sc.Game.new(config)
    assert kinds_in(game, "0:hand") == ["brawler"]
    assert kinds_in(game, "junkyard") == ["net"]
