"""The leader drafting variant [003:298-312]: no leaders dealt, a face-down leader pile, and a
hire that may be a bribe instead; RULINGS L-16, R-9."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from helpers import act, pass_windows, play_to_the_end, texts
from scavengers.cards import CATALOGUE
from scavengers.engine.core.config import hq_modules

HQ3 = hq_modules(3)
DRAFT = frozenset({"leader_draft"})
LEADERS = 10
"""The HQ box's ten leaders [000:647-674]."""


def draft_table(modules: frozenset[str] = HQ3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, variants=DRAFT, scenario=scenario))


def pile(game: sc.Game) -> list[str]:
    """The leader pile's kinds, top first (omniscient, for the test)."""
    return [card.kind for card in game.zones()["leaders"]]


def test_leader_drafting_needs_the_leaders_of_hq_module_3() -> None:
    with pytest.raises(sc.ConfigError, match="HQ module 3"):
        sc.GameConfig(players=3, modules=hq_modules(2), variants=DRAFT)


def test_no_leaders_are_dealt_and_every_leader_is_a_face_down_pile() -> None:
    # [003:300]: all the leader cards shuffled together, a face-down pile beside the others.
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=HQ3, variants=DRAFT))
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "turn"  # nobody chooses a dealt leader
    assert view.leader_pile_count == LEADERS
    assert len(pile(game)) == LEADERS
    assert all(seat.leader is None for seat in view.seats)
    assert view.dealt == ()


def test_recon_module_5_adds_its_leaders_to_the_pile() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ3 | {"recon5"}, variants=DRAFT))
    assert {"leader_swindler", "leader_yardmaster"} <= set(pile(game))


def test_a_bribe_draws_one_leader_per_food_seen_by_the_briber_alone_ruling_l16() -> None:
    # [003:304]: for each food generated, draw 1 card from the top of the leaders pile.
    game = draft_table(players=[{"hand": ["hunter", "spear"]}, {}, {}])
    top = pile(game)[:3]
    act(game, 0, "hunt hunter+spear")
    assert game.view(0).seats[0].food == 3
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    mine = game.view(0)
    assert mine.decision is not None
    assert mine.decision.kind == "bribe"
    assert sorted(mine.looking) == sorted(top)
    assert mine.leader_pile_count == LEADERS - 3
    # Everyone else sees how many, never which (hidden information).
    for seat in (1, 2, None):
        view = game.view(seat)
        assert view.seats[0].looking_count == 3
        assert view.leader_pile_count == LEADERS - 3
        assert not set(top) & set(view.looking)
        assert all(not set(top) & set(event.cards) for event in game.log(seat))
    assert any(e.type is sc.EventType.BRIBED and sorted(e.cards) == sorted(top) for e in game.log(0))


def test_keeping_a_leader_replaces_hers_which_goes_to_the_bottom_unwounded_ruling_l16() -> None:
    game = draft_table(players=[{"hand": ["hunter"], "leader": "leader_butcher"}, {}, {}])
    game._state.players[0].wounded = True
    first = pile(game)[0]
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    assert sorted(texts(game, 0)) == sorted(["keep none", *(f"keep {k}" for k in pile_top_two(game, first))])
    game.apply(0, f"keep {first}")
    seat = game.view(None).seats[0]
    assert seat.leader == first  # face up at once [003:308]
    assert not seat.wounded
    assert pile(game)[-1] == "leader_butcher"
    assert not game._state.players[0].wounded
    assert len(pile(game)) == LEADERS - 1  # 9 after the butcher: 2 drawn, 1 kept, 1 and the butcher back
    assert any(e.type is sc.EventType.LEADER_BRIBED and e.cards == (first,) for e in game.log(1))


def pile_top_two(game: sc.Game, first: str) -> list[str]:
    """The two leaders a 2-food bribe drew: the briber's view of them."""
    drawn = list(game.view(0).looking)
    assert first in drawn
    return sorted(set(drawn))


def test_keeping_none_returns_every_drawn_leader_to_the_bottom_in_order() -> None:
    game = draft_table(players=[{"hand": ["hunter"]}, {}, {}])
    before = pile(game)
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    game.apply(0, "keep none")
    assert game.view(None).seats[0].leader is None
    assert pile(game) == before[2:] + before[:2]
    assert game.view(0).looking == ()


def test_the_swindler_does_not_change_a_leader_bribe_one_draw_per_food_ruling_l14() -> None:
    # RULINGS L-14: the Swindler lowers a hire's cost; a bribe has no cost, and "for each food
    # generated, the player may draw 1 card from the top of the leaders pile" [003:304].
    game = draft_table(
        HQ3 | {"recon5"},
        players=[{"hand": ["scavenger", "scavenger", "refugee"], "leader": "leader_swindler"}, {}, {}],
    )
    act(game, 0, "hunt scavenger scavenger")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "lead refugee")
    assert "hire medic" in texts(game, 0)  # 3 food: the 2 hunted and the Swindler's 1 off
    top = pile(game)[:2]
    game.apply(0, "bribe")
    assert game.view(0).looking == tuple(sorted(top))  # 2 food, 2 leaders drawn
    assert game.view(None).leader_pile_count == len(pile(game))


def test_a_bribe_is_the_rounds_single_hire() -> None:
    # [003:306-307]: a player may not hire more than once; a bribe uses the round's hire.
    game = draft_table(players=[{"hand": ["hunter", "hunter", "medkit"]}, {}, {}])
    act(game, 0, "hunt hunter hunter")
    assert any(t.startswith("hire ") for t in texts(game, 0))
    game.apply(0, "bribe")
    game.apply(0, "keep none")
    legal = texts(game, 0)
    assert "bribe" not in legal
    assert not any(t.startswith("hire ") for t in legal)
    with pytest.raises(sc.IllegalAction, match="hire"):
        game.apply(0, "bribe")


def test_meds_give_no_bribe_draws_ruling_l16() -> None:
    game = draft_table(players=[{"hand": ["medkit", "scavenger"]}, {}, {}])
    assert "bribe" not in texts(game, 0)
    state = game.to_json()
    with pytest.raises(sc.IllegalAction, match="no food"):
        game.apply(0, "bribe")
    assert game.to_json() == state


def test_an_empty_leader_pile_takes_no_bribe_ruling_r9() -> None:
    game = draft_table(players=[{"hand": ["hunter"]}, {}, {}])
    game._state.box.extend(game._state.leader_pile)
    game._state.leader_pile.clear()
    act(game, 0, "hunt hunter")
    assert "bribe" not in texts(game, 0)
    with pytest.raises(sc.IllegalAction, match="empty"):
        game.apply(0, "bribe")


def test_a_new_leaders_once_a_round_use_is_tracked_per_player_ruling_l16() -> None:
    game = draft_table(players=[{"hand": ["hunter"], "leader": "leader_butcher"}, {}, {}])
    game._state.players[0].round.leader_used = True  # the Butcher was used this round
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    kept = game.view(0).looking[0]
    game.apply(0, f"keep {kept}")
    assert game.view(0).seats[0].leader_used
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))


def test_binoculars_may_look_at_the_leader_pile() -> None:
    # [003:310]: actions that peek at a pile may target the leader pile as well.
    game = draft_table(HQ3 | {"recon1"}, players=[{"hand": ["binoculars"]}, {}, {}])
    top = pile(game)[0]
    game.apply(0, "scout binoculars")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["leaders"] == (top,)
    assert all(k.zone != "leaders" for k in game.view(1).knowledge)


def test_a_spy_may_look_at_the_top_four_of_the_leader_pile_ruling_x2() -> None:
    # [003:311]: "Actions that permit peeking at a pile (binoculars, scout tower, spy, etc.) can
    # target the leaders pile as well"; a spy views up to four cards [003:65-67], a pile's from
    # the top as a deck's (RULINGS X-2).
    game = draft_table(HQ3 | {"recon1"}, players=[{"hand": ["spy", "binoculars"]}, {}, {}])
    assert "spy leaders" in texts(game, 0)
    assert "spy binoculars leaders" in texts(game, 0)
    top_four = tuple(pile(game)[:4])
    game.apply(0, "spy leaders")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["leaders"] == top_four
    assert pile(game)[:4] == list(top_four)  # looked at, not moved
    assert all(k.zone != "leaders" for seat in (1, 2) for k in game.view(seat).knowledge)
    public = [e for e in game.log(1) if e.type is sc.EventType.LOOKED]
    assert public
    assert all(e.cards == () for e in public)
    again = sc.Game.from_json(game.to_json())
    assert again.view(0) == game.view(0)


def test_a_spy_on_the_leader_pile_can_be_cancelled_by_a_scouting_refugee_ruling_x4() -> None:
    # [003:86]: a scouting refugee cancels any recon action, the spy's on a pile included.
    game = draft_table(HQ3 | {"recon1"}, players=[{"hand": ["spy"]}, {"hand": ["scouting_refugee"]}, {}])
    game.apply(0, "spy leaders")
    assert any(a.verb is sc.Verb.CANCEL for a in game.legal_actions(1))
    cancel = next(a for a in game.legal_actions(1) if a.verb is sc.Verb.CANCEL)
    game.apply(1, cancel)
    pass_windows(game)
    assert all(k.zone != "leaders" for k in game.view(0).knowledge)


def test_without_leader_drafting_a_spy_has_no_leader_pile_to_look_at() -> None:
    game = sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=HQ3 | {"recon1"}, scenario={"players": [{"hand": ["spy"]}, {}, {}]})
    )
    assert not any(a.verb is sc.Verb.SPY and a.subject == "leaders" for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "spy leaders")


def test_a_scout_tower_may_look_at_the_leader_pile() -> None:
    game = draft_table(
        HQ3 | {"recon3"},
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
    )
    assert "tower junk junkyard+leaders" in texts(game, 0)
    top_two = tuple(pile(game)[:2])
    game.apply(0, "tower junk junkyard+leaders")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["leaders"] == top_two


def test_a_game_saved_in_the_middle_of_a_bribe_loads_the_same() -> None:
    game = draft_table(players=[{"hand": ["hunter"]}, {}, {}])
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    again = sc.Game.from_json(game.to_json())
    assert again.view(0) == game.view(0)
    assert again.zones() == game.zones()


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_leader_drafting_games_play_to_the_end(seed: int) -> None:
    game = sc.Game.new(
        sc.GameConfig(players=4, seed=seed, modules=hq_modules(4) | {"recon1", "recon5"}, variants=DRAFT)
    )
    play_to_the_end(game, random.Random(seed))
    assert game.over


@pytest.mark.parametrize("seed", range(3))
def test_no_seat_sees_a_leader_pile_card_it_did_not_draw_or_peek(seed: int) -> None:
    # Hidden information: the pile's cards are named only to the seat that drew or looked at
    # them; the leader a seat keeps is public, face up [003:308].
    game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=HQ3 | {"recon1"}, variants=DRAFT))
    rng = random.Random(seed)
    leaders = {k for k in CATALOGUE if k.startswith("leader_")}
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        bribes = [a for a in legal if a.verb is sc.Verb.BRIBE]
        game.apply(seat, bribes[0] if bribes else rng.choice(legal))
    bribed = 0
    for viewer in (0, 1, 2, None):
        face_up: set[str] = set()
        for event in game.log(viewer):
            named = leaders & set(event.cards)
            if event.type is sc.EventType.LEADER_BRIBED:
                face_up |= named
            if not named:
                continue
            if event.type is sc.EventType.BRIBED:
                bribed += 1
            # A public event names only leaders kept face up; the rest is the viewer's own.
            assert named <= face_up or event.audience == frozenset({viewer})
    assert bribed


def test_a_spy_may_choose_positions_in_the_leader_pile_from_the_top_ruling_x2() -> None:
    # RULINGS X-2: a pile's positions are counted from the top, as a deck's.
    game = draft_table(HQ3 | {"recon1"}, players=[{"hand": ["spy"]}, {}, {}])
    leaders = pile(game)
    game.apply(0, "spy leaders@2,5")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["leaders@2,5"] == (leaders[1], leaders[4])
    assert pile(game) == leaders
