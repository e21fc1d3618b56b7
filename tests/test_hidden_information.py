"""Hidden information (DESIGN.md): a hidden card is only a count; two tables that differ only
in what a seat cannot see look the same to it, in its view and in its log."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import scavengers as sc
from helpers import act, table
from scavengers.cards import CATALOGUE
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType


def twins(a: dict[str, Any], b: dict[str, Any], seats: int = 3) -> tuple[sc.Game, sc.Game]:
    return table(seats, **a), table(seats, **b)


def assert_same_for(seat: int | None, *games: sc.Game) -> None:
    first = games[0]
    for game in games[1:]:
        assert game.view(seat) == first.view(seat)
        assert game.log(seat) == first.log(seat)


def test_another_players_deck_order_and_draw_are_hidden() -> None:
    a, b = twins(
        {"round": 1, "players": [{"hand": ["scout"], "deck": ["net", "pills", "junk"]}]},
        {"round": 1, "players": [{"hand": ["scout"], "deck": ["junk", "net", "pills"]}]},
    )
    for game in (a, b):
        act(game, 0, "draw scout")
    assert_same_for(1, a, b)
    assert_same_for(None, a, b)
    assert a.view(0) != b.view(0)  # the drawing seat saw different cards


def test_a_face_down_force_is_hidden_until_revealed() -> None:
    a, b = twins(
        {"round": 3, "initiator": 1, "players": [{}, {"hand": ["brawler", "spear"], "deck": ["refugee", "pills"]}]},
        {"round": 3, "initiator": 1, "players": [{}, {"hand": ["refugee", "pills"], "deck": ["brawler", "spear"]}]},
    )
    commits = {"brawler": "commit brawler spear", "pills": "commit pills refugee"}
    for game in (a, b):
        act(game, 1, "end")
        game.apply(1, commits[game.view(1).hand[0]])
    for seat in (0, 2, None):
        view_a, view_b = a.view(seat), b.view(seat)
        assert view_a.seats[1].committed_count == view_b.seats[1].committed_count == 2
        assert view_a.seats[1].force is None
    assert_same_for(2, a, b)
    assert_same_for(0, a, b)


def test_a_dug_card_and_the_junkyard_order_are_hidden() -> None:
    a, b = twins(
        {"round": 1, "players": [{"hand": ["scavenger", "shovel"]}], "junkyard": ["net", "junk", "pills"]},
        {"round": 1, "players": [{"hand": ["scavenger", "shovel"]}], "junkyard": ["pills", "net", "junk"]},
    )
    act(a, 0, "dig scavenger+shovel")
    act(b, 0, "dig scavenger+shovel")
    a.apply(0, "keep net")
    b.apply(0, "keep pills")
    assert_same_for(1, a, b)
    assert_same_for(None, a, b)


def test_trashed_cards_are_hidden() -> None:
    a, b = twins(
        {"round": 1, "players": [{"hand": ["junk", "pills"]}]},
        {"round": 1, "players": [{"hand": ["medkit", "net"]}]},
    )
    for game in (a, b):
        act(game, 0, f"trash {' '.join(game.view(0).hand)}")
    assert_same_for(2, a, b)


def test_a_won_contested_resource_is_hidden() -> None:
    a, b = twins(
        {"round": 3, "players": [{"hand": ["thugs"], "deck": ["refugee"] * 5}], "contested": ["grenade", "wolf_pack"]},
        {
            "round": 3,
            "players": [{"hand": ["thugs"], "deck": ["refugee"] * 5}],
            "contested": ["sled_team", "wolf_pack"],
        },
    )
    for game in (a, b):
        act(game, 0, "end")
        game.apply(0, "commit thugs")
        while game.round == 3:
            seat = game.to_act[0]
            game.apply(seat, "end")
    for game, won in ((a, "grenade"), (b, "sled_team")):
        winners = [e.seat for e in game.log(None) if e.type is EventType.SKIRMISH_WON]
        assert winners == [0]  # the thugs won the skirmish alone
        assert game.view(0).discard_hidden == (won,)  # she alone knows what she won
    assert_same_for(1, a, b)
    assert_same_for(2, a, b)
    assert_same_for(None, a, b)


def test_only_the_initiator_sees_the_peek() -> None:
    a, b = twins(
        {"round": 3, "initiator": 2, "contested": ["grenade", "wolf_pack"]},
        {"round": 3, "initiator": 2, "contested": ["field_crew", "wolf_pack"]},
    )
    assert a.view(2).peeked == "grenade"
    assert b.view(2).peeked == "field_crew"
    assert a.view(0).peeked is None
    assert_same_for(0, a, b)
    assert_same_for(1, a, b)


def test_a_spectator_sees_no_private_event() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=12))
    assert all(e.audience is None for e in game.log(None))
    assert game.view(None).hand == ()
    private = [e for e in game.log(0) if e.audience is not None]
    assert private
    assert all(e.audience == frozenset({0}) for e in private)


def test_hidden_cards_are_counts_without_identity() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    view = game.view(1)
    other = view.seats[0]
    assert other.hand_count == 5
    assert other.deck_count == 5
    assert view.hand
    assert all(isinstance(k, str) for k in view.hand)
    # A view names card kinds only: nothing in it is a card id that could follow a card.
    assert _leaves_that_could_be_card_ids(view) == []


_NUMBER_FIELDS = frozenset(
    {
        "seat", "players", "round", "initiator", "to_act", "actor", "hand_count", "deck_count",
        "discard_hidden_count", "looking_count", "committed_count", "food", "timer", "stored",
        "removed", "boost", "fight_bonus", "junkyard_count", "contested_count", "schematics_count",
        "market", "people", "contested", "cards", "winners", "points", "forces", "engaged", "leader_pile_count",
        "fight", "size", "committed_size", "totals", "target", "may_have_left", "solo_families_removed",
        "skirmish_winner",
    }
)  # fmt: skip
"""The numbers a view may hold: seats, rounds, counts, scores and the rules' figures (forces'
strengths, action totals), never a card's id."""
_WORD_FIELDS = frozenset({"phase", "kind", "verb", "used", "boost_skills", "source", "zone", "rules", "subject"})
"""The words a view may hold besides card kind ids: phase, decision kind, verbs, skills, and
how and where a seat learned something (its knowledge)."""


def _leaves_that_could_be_card_ids(value: object, field: str = "view") -> list[tuple[str, object]]:
    """Every number or word in a view that is neither a count, a seat, a score or a known word,
    nor a card kind id: one that could tell copies of a kind apart."""
    if value is None or isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [] if field in _NUMBER_FIELDS else [(field, value)]
    if isinstance(value, str):
        return [] if value in CATALOGUE or field in _WORD_FIELDS else [(field, value)]
    if hasattr(value, "_fields"):  # a NamedTuple: walk its named fields
        return [leaf for name in value._fields for leaf in _leaves_that_could_be_card_ids(getattr(value, name), name)]
    if dataclasses.is_dataclass(value):
        return [
            leaf
            for f in dataclasses.fields(value)
            for leaf in _leaves_that_could_be_card_ids(getattr(value, f.name), f.name)
        ]
    if isinstance(value, tuple):
        return [leaf for item in value for leaf in _leaves_that_could_be_card_ids(item, field)]
    return [(field, value)]


@pytest.mark.parametrize("level", [0, 4])
def test_no_view_in_a_random_game_holds_anything_but_kinds_counts_and_seats(level: int) -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=level, modules=hq_modules(level)))
    rng = random.Random(level)
    while not game.over:
        seat = game.to_act[0]
        for viewer in (None, 0, 1, 2):
            assert _leaves_that_could_be_card_ids(game.view(viewer)) == []
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert _leaves_that_could_be_card_ids(game.view(None)) == []


@pytest.mark.parametrize("level", [0, 4])
def test_no_solo_view_holds_anything_but_kinds_counts_and_seats(level: int) -> None:
    # The solo game (RULINGS V-4, X-37): the opponent forces show as counts until engaged.
    game = sc.Game.new(sc.GameConfig(players=1, seed=level, modules=hq_modules(level)))
    rng = random.Random(level)
    while not game.over:
        for viewer in (None, 0):
            assert _leaves_that_could_be_card_ids(game.view(viewer)) == []
        game.apply(0, rng.choice(game.legal_actions(0)))
    assert _leaves_that_could_be_card_ids(game.view(None)) == []


def test_an_unengaged_solo_force_is_never_in_a_view_or_log_unless_this_seat_looked() -> None:
    # RULINGS V-4, X-37: only the seat's own spy look shows what a face-down force holds.
    forces = [["tear_gas", "combat_medics", "wolf_pack", "cargo_sled"], ["grenade", "tribe_family_5"]]
    scenario = {"players": [{"hand": ["spy", "brawler"], "deck": ["junk"] * 5}], "opponents": forces}
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon1"}), scenario=scenario))
    secret = {"tear_gas", "combat_medics", "wolf_pack", "cargo_sled", "grenade", "tribe_family_5"}

    def shown(viewer: int | None) -> set[str]:
        view = game.view(viewer)
        words = set(repr(dataclasses.replace(view, knowledge=())).replace("'", " ").split())
        for event in game.log(viewer):
            if event.type is not sc.EventType.LOOKED:  # the spy's own look, checked below
                words.update(event.cards)
        return words & secret

    assert shown(0) == shown(None) == set()
    game.apply(0, "spy 1:force-1")
    assert shown(None) == set()
    assert shown(0) == set()  # nothing but what the spy learned
    learned = {k for known in game.view(0).knowledge for k in known.cards}
    assert learned <= set(forces[0])
    assert {e.cards for e in game.log(0) if e.type is sc.EventType.LOOKED and e.cards} == {
        tuple(next(iter(game.view(0).knowledge)).cards)
    }


def test_the_card_id_check_finds_a_card_id() -> None:
    view = sc.Game.new(sc.GameConfig(players=3, seed=2)).view(1)
    forged = dataclasses.replace(view, hand=(*view.hand, 17))  # type: ignore[arg-type]
    assert _leaves_that_could_be_card_ids(forged) == [("hand", 17)]


def test_an_error_message_does_not_reveal_another_players_cards() -> None:
    game = table(3, round=1, players=[{"hand": ["scout"]}, {"hand": ["sniper_team", "thugs"]}])
    with pytest.raises(sc.IllegalAction) as raised:
        game.apply(1, "draw scout")
    message = str(raised.value)
    assert "thugs" not in message
    assert "sniper" not in message
    assert "waiting for seat 0" in message
    events = [e for e in game.log(0) if e.type is EventType.DREW]
    assert all(e.cards == () for e in events if e.seat != 0)


def test_dealt_and_kept_leaders_stay_secret_until_all_have_chosen() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=hq_modules(3)))
    seat = game.to_act[0]
    dealt = game.view(seat).dealt
    game.apply(seat, f"lead {dealt[0]}")
    for other in [s for s in range(3) if s != seat] + [None]:
        view = game.view(other)
        assert not any(k in repr(view) for k in dealt)
        assert not any(set(e.cards) & set(dealt) for e in game.log(other))
    assert game.view(seat).dealt == (dealt[0],)
