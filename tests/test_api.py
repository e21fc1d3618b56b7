"""The public API (DESIGN.md): a whole game through it, errors, saving and cloning."""

from __future__ import annotations

import json
import random

import pytest

import scavengers as sc
from helpers import table


def test_a_full_random_four_player_game_through_the_public_api() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=7, modules=frozenset()))
    rng = random.Random(7)
    decisions = 0
    while not game.over:
        (seat,) = game.to_act
        view = game.view(seat)
        assert view.seat == seat
        assert view.to_act == (seat,)
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, str(action))  # through the notation, too
        decisions += 1
    result = game.result
    assert result is not None
    assert game.over
    assert len(result.scores) == 4
    assert result.winners
    assert set(result.winners) <= {0, 1, 2, 3}
    best = max((s.people, s.contested, s.cards) for s in result.scores)
    assert all(
        (result.scores[w].people, result.scores[w].contested, result.scores[w].cards) == best for w in result.winners
    )
    assert game.view(None).over
    assert decisions > 100


def test_a_malformed_action_raises_invalid_action_naming_seat_and_phase() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    seat = game.to_act[0]
    with pytest.raises(sc.InvalidAction, match=rf"seat {seat} \(round 1, gathering phase\): unknown verb"):
        game.apply(seat, "fly to the moon")


def test_an_illegal_action_raises_illegal_action_naming_seat_phase_and_reason() -> None:
    game = table(3, round=1, players=[{"hand": ["refugee", "pills"]}])
    with pytest.raises(sc.IllegalAction) as raised:
        game.apply(0, "hire thugs pay pills")
    message = str(raised.value)
    assert message.startswith("seat 0 cannot hire thugs pay pills (round 1, gathering phase)")
    assert "thugs cost 6 in any mix of food and meds" in message


def test_both_errors_are_value_errors() -> None:
    assert issubclass(sc.InvalidAction, ValueError)
    assert issubclass(sc.IllegalAction, ValueError)


def test_acting_out_of_turn_is_refused() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    other = (game.to_act[0] + 1) % 3
    assert game.legal_actions(other) == ()
    with pytest.raises(sc.IllegalAction, match=f"seat {other} cannot act now"):
        game.apply(other, "end")


@pytest.mark.parametrize("seat", [-1, 3, "0", None, True])
def test_a_bad_seat_is_invalid(seat: object) -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    with pytest.raises(sc.InvalidAction, match="seat"):
        game.apply(seat, "end")  # type: ignore[arg-type]


def test_acting_after_the_game_is_over_is_refused() -> None:
    game = table(3, round=3, contested=["grenade"])
    while not game.over:
        game.apply(game.to_act[0], "end")
    with pytest.raises(sc.IllegalAction, match="the game is over"):
        game.apply(0, "end")


def test_a_clone_is_independent() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=3))
    clone = game.clone()
    seat = game.to_act[0]
    clone.apply(seat, "end")
    assert game.to_json() != clone.to_json()
    assert game.view(seat).decision == sc.Decision("turn", seat)


def test_from_json_refuses_a_tampered_save() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    game.apply(game.to_act[0], "end")
    data = json.loads(game.to_json())
    data["state"]["round"] = 9
    with pytest.raises(sc.InvalidAction, match="does not replay to its saved state"):
        sc.Game.from_json(json.dumps(data))
    data = json.loads(game.to_json())
    data["actions"][0][1] = "hire thugs"
    with pytest.raises(sc.InvalidAction, match="action 0"):
        sc.Game.from_json(json.dumps(data))
    with pytest.raises(sc.InvalidAction, match="not a saved"):
        sc.Game.from_json("{}")
    with pytest.raises(sc.InvalidAction, match="not a saved game"):
        sc.Game.from_json("{")


def test_a_scenario_survives_save_and_load() -> None:
    game = table(3, round=3, initiator=2, players=[{"hand": ["brawler"]}], contested=["grenade", "wolf_pack"])
    restored = sc.Game.from_json(game.to_json())
    assert restored.view(2) == game.view(2)
    assert restored.config == game.config
    assert restored.config.to_dict() == game.config.to_dict()
    assert restored.view(None).scenario


def test_legal_actions_are_listed_once_each_in_a_fixed_order() -> None:
    first = sc.Game.new(sc.GameConfig(players=4, seed=21))
    second = sc.Game.new(sc.GameConfig(players=4, seed=21))
    seat = first.to_act[0]
    legal = first.legal_actions(seat)
    assert legal == second.legal_actions(seat)
    assert len(set(legal)) == len(legal)


def test_the_view_is_frozen_and_its_written_out_constructor_sets_every_field_in_order() -> None:
    # View.__init__ is written out (a native store per field when compiled): it must take
    # exactly the dataclass's fields, in order, with the same defaults, and set each one.
    import dataclasses
    import inspect

    fields = dataclasses.fields(sc.View)
    parameters = list(inspect.signature(sc.View.__init__).parameters.values())[1:]
    assert [p.name for p in parameters] == [f.name for f in fields]
    for parameter, field in zip(parameters, fields, strict=True):
        expected = inspect.Parameter.empty if field.default is dataclasses.MISSING else field.default
        assert parameter.default == expected, field.name
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    view = game.view(0)
    values = [getattr(view, f.name) for f in fields]
    again = sc.View(*values)
    assert again == view
    assert hash(again) == hash(view)
    assert sc.View(**{f.name: v for f, v in zip(fields, values, strict=True)}) == view
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    # Each value lands in its own field, in either build's body (native stores compiled, one
    # dictionary in pure Python): every field given a value of its own reads back that value.
    named = sc.View(*[f"value of {f.name}" for f in fields])  # type: ignore[arg-type]
    assert [getattr(named, f.name) for f in fields] == [f"value of {f.name}" for f in fields]


def test_every_seat_view_holds_each_of_its_fields_once() -> None:
    # _seat_view builds SeatView with tuple.__new__ (no NamedTuple check of its arguments).
    width = len(sc.SeatView._fields)
    for players, modules in ((1, {"recon1"}), (4, {"hq1", "hq2", "hq3", "hq4"}), (3, set())):
        game = sc.Game.new(sc.GameConfig(players=players, seed=3, modules=frozenset(modules)))
        rng = random.Random(3)
        while not game.over:
            seat = game.to_act[0]
            view = game.view(seat)
            for seat_view in (*view.seats, *((view.opponent,) if view.opponent else ())):
                assert type(seat_view) is sc.SeatView
                assert len(seat_view) == width
                assert isinstance(seat_view.hand_count, int)
                assert isinstance(seat_view.discard, tuple)
                assert isinstance(seat_view.size, int)
            game.play(rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize(("players", "seed"), [(3, 21), (4, 22), (1, 30)])
def test_a_quiet_clone_that_keeps_knowledge_gives_every_seat_the_same_views(players: int, seed: int) -> None:
    """``clone(events=False, knowledge=True)``: no log, but every seat's view, what it has
    learned included (spies, scouts, maps, the peek), is the recording game's at every step."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules))
    knowing = game.clone(events=False, knowledge=True)
    rng = random.Random(seed)
    learned = False
    while not game.over:
        for seat in range(players):
            assert knowing.view(seat) == game.view(seat)
            learned = learned or bool(game.view(seat).knowledge)
        seat = game.to_act[0]
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
        knowing.apply(seat, action)
    assert knowing.result == game.result
    assert knowing.log(None) == ()
    assert game.log(None)
    assert learned, "the game should have taught a seat something to remember"
    with pytest.raises(TypeError, match="knowledge must be"):
        game.clone(events=False, knowledge="yes")  # type: ignore[arg-type]
