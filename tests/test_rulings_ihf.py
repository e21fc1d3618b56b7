"""Rulings I-1..I-11 (interrupts and response windows), H-1..H-13 (HQ buildings) and F-1..F-8
(gangs and final scoring) of RULINGS.md, checked claim by claim from the rulings' and the
rulebooks' words through the public API only (scenarios, notation, ``legal_actions``, ``view``,
``log``, ``score``, ``result`` and the omniscient ``zones``).

Only the claims no earlier rule test checks are here: each docstring names the ruling and quotes
the words it checks."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_windows, texts, zone_counter, zone_kinds

BASE: frozenset[str] = frozenset()
HQ1 = sc.hq_modules(1)
HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
REFUSED = (sc.IllegalAction, sc.InvalidAction)

QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders for the seats a case is not about: each only acts if its owner uses it."""


def new_game(modules: frozenset[str], seats: int = 3, **scenario: Any) -> sc.Game:
    """A stacked table (seed 0, initiator seat 0 unless given). With HQ module 3, every seat
    given no leader gets a quiet one, so the game starts in the gathering phase."""
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            p.setdefault("leader", spare.pop(0))
    scenario.setdefault("initiator", 0)
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario={"players": players, **scenario}))


def decision(game: sc.Game) -> sc.Decision | None:
    return game.view(None).decision


def pass_until(game: sc.Game, seat: int) -> None:
    """Pass the open respond and save windows until ``seat`` is asked."""
    while (d := decision(game)) is not None and d.kind in ("respond", "save") and d.seat != seat:
        game.apply(d.seat, "pass")


def finish_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat still to act this round ends its turn, commits as given (default nothing) and
    passes every window and skirmish opportunity; an action struck in a window goes on."""
    commits = commits or {}
    start = game.round
    while not game.over and game.round == start:
        d = decision(game)
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        elif d.kind == "resume":
            game.apply(d.seat, "continue" if "continue" in texts(game, d.seat) else "abort")
        else:
            game.apply(d.seat, "pass")


def play_out(game: sc.Game) -> sc.GameResult:
    """Everyone ends every turn and commits nothing until the game is over."""
    while not game.over:
        finish_round(game)
    assert game.result is not None
    return game.result


def skirmish_totals(game: sc.Game, round_: int = 3) -> dict[int, tuple[int, ...]]:
    """The (has_fight, fight, people) per seat of round ``round_``'s skirmish, from the public log."""
    events = [e for e in game.log(None) if e.type is sc.EventType.SKIRMISH_TOTALS and e.round == round_]
    assert events, f"no skirmish in round {round_}"
    return {e.seat: tuple(e.values) for e in events if e.seat is not None}


def skirmish_winner(game: sc.Game, round_: int = 3) -> int | None:
    """The seat that won round ``round_``'s skirmish; None for a deadlock."""
    for event in game.log(None):
        if event.round == round_ and event.type is sc.EventType.SKIRMISH_WON:
            return event.seat
        if event.round == round_ and event.type is sc.EventType.DEADLOCK:
            return None
    raise AssertionError(f"no skirmish was resolved in round {round_}")


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def commit_round(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat in turn ends its gathering at once and commits as given (the skirmish phase is
    left open for the caller)."""
    while (d := decision(game)) is not None and d.kind in ("turn", "commit"):
        game.apply(d.seat, "end" if d.kind == "turn" else commits.get(d.seat, "commit none"))


# =============================================================================================
# I-1: the response window


def test_a_declared_draw_draws_nothing_before_its_window_closes_ruling_i1() -> None:
    """I-1: "The window comes **before** any part of the action resolves: no cards drawn, dug or
    peeked"."""
    game = new_game(
        BASE,
        round=1,
        players=[{"hand": ["scout"], "deck": ["net", "pills", "junk"]}, {"hand": ["sniper_team"]}, {}],
    )
    game.apply(0, "draw scout")
    assert decision(game) == sc.Decision("respond", 1, 0, "draw")
    assert game.view(0).hand == ()
    assert game.view(None).seats[0].deck_count == 3
    pass_windows(game)
    assert sorted(game.view(0).hand) == ["net", "pills"]


def test_a_declared_dig_turns_up_nothing_before_its_window_closes_ruling_i1() -> None:
    """I-1: the window comes before "cards ... dug"; "Declaring before revealing stops sniping
    from being used to react to dig results"."""
    game = new_game(
        BASE,
        round=1,
        players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["net", "junk", "pills", "spear"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert decision(game) == sc.Decision("respond", 1, 0, "dig")
    assert game.view(0).looking == ()
    assert zone_kinds(game, "junkyard") == ["net", "junk", "pills", "spear"]
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]


def test_a_declared_hire_takes_no_mercenary_before_its_window_closes_ruling_i1() -> None:
    """I-1: the window comes before "no mercenary taken"; [000:543] a medic pays 1 med and, being
    a person, can be sniped (so the hire opens a window, I-3)."""
    game = new_game(HQ1, round=1, players=[{"hand": ["medic"]}, {"hand": ["sniper_team"]}, {}])
    before = dict(game.view(None).market)["hunter"]
    game.apply(0, "hire hunter pay medic")
    assert decision(game) == sc.Decision("respond", 1, 0, "hire")
    assert dict(game.view(None).market)["hunter"] == before
    assert "hunter" not in zone_kinds(game, "0:discard")
    pass_windows(game)
    assert dict(game.view(None).market)["hunter"] == before - 1
    assert zone_counter(game, "0:discard") == {"hunter": 1, "medic": 1}


def test_the_window_asks_again_a_player_who_passed_before_another_struck_ruling_i1() -> None:
    """I-1: "After every effect resolves, the window restarts with the next player. It closes when
    all players pass in a row." Seat 1 passes, seat 2 snipes: the window goes on with seat 3,
    then seat 1 is asked again and may now disarm."""
    game = new_game(
        BASE,
        seats=4,
        round=1,
        players=[
            {"hand": ["scavenger", "spear", "scavenger"]},
            {"hand": ["saboteur"]},
            {"hand": ["sniper_team"]},
            {"hand": ["refugee"]},
        ],
    )
    game.apply(0, "hunt scavenger+spear scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    game.apply(1, "pass")
    assert decision(game) == sc.Decision("respond", 2, 0, "hunt")
    game.apply(2, "snipe 0:scavenger")
    while (d := decision(game)) is not None and d.kind == "save":
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("respond", 3, 0, "hunt")
    game.apply(3, "pass")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert "disarm 0:spear" in texts(game, 1)
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    assert decision(game) == sc.Decision("resume", 0, 0, "hunt")
    game.apply(0, "continue")
    assert game.view(None).seats[0].food == 1
    assert zone_counter(game, "0:discard") == {"scavenger": 2, "spear": 1}


def test_a_declared_binoculars_recon_peeks_at_nothing_before_its_window_closes_ruling_i1() -> None:
    """I-1: the window comes before "no cards drawn, dug or peeked"; I-3 binocular recon opens a
    (cancel) window."""
    game = new_game(
        frozenset({"recon1"}),
        round=1,
        players=[{"hand": ["binoculars"]}, {"hand": ["scouting_refugee"]}, {}],
        junkyard=["net", "junk"],
    )
    game.apply(0, "scout binoculars")
    assert decision(game) == sc.Decision("respond", 1, 0, "scout")
    assert game.view(0).knowledge == ()
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["junkyard"] == ("net",)


def test_only_the_cards_of_this_declaration_are_targets_ruling_i1() -> None:
    """I-1: "Eligible targets are only the cards placed in that declaration: persons for snipe,
    tools for disarm, any card for the Fanatic". The hunt resolved earlier this turn is not part
    of the hire paid with a medic: only the medic may be hit."""
    game = new_game(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear", "medic"]},
            {"hand": ["sniper_team", "saboteur", "refugee"], "leader": "leader_fanatic"},
            {},
        ],
    )
    act(game, 0, "hunt scavenger+spear")
    assert game.view(None).seats[0].food == 2
    game.apply(0, "hire saboteur pay medic")
    assert decision(game) == sc.Decision("respond", 1, 0, "hire")
    assert sorted(texts(game, 1)) == ["lead refugee 0:medic", "pass", "snipe 0:medic"]
    with pytest.raises(REFUSED):
        game.apply(1, "snipe 0:scavenger")
    with pytest.raises(REFUSED):
        game.apply(1, "lead refugee 0:spear")


# =============================================================================================
# I-2: what happens to the interrupted action


def test_continue_is_not_offered_when_the_rest_totals_below_one_ruling_i2() -> None:
    """I-2: "(a) Continue with the remaining declared cards, if the action is still legal (total
    ≥ 1 ...)". A refugee hunts 0 [000:346]: with its spear disarmed nothing is left to hunt."""
    game = new_game(BASE, round=1, players=[{"hand": ["refugee", "spear"]}, {"hand": ["saboteur"]}, {}])
    game.apply(0, "hunt refugee+spear")
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    assert decision(game) == sc.Decision("resume", 0, 0, "hunt")
    assert texts(game, 0) == ["abort"]
    with pytest.raises(REFUSED):
        game.apply(0, "continue")


def test_a_continued_action_counts_as_used_ruling_i2() -> None:
    """I-2 (a): "Continue with the remaining declared cards ... The action then counts as used"."""
    game = new_game(
        BASE,
        round=1,
        players=[{"hand": ["scavenger", "spear", "scavenger", "scavenger"]}, {"hand": ["sniper_team"]}, {}],
    )
    game.apply(0, "hunt scavenger+spear scavenger")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    game.apply(0, "continue")
    assert "hunt" in game.view(None).seats[0].used
    assert not any(a.verb is sc.Verb.HUNT for a in game.legal_actions(0))
    with pytest.raises(REFUSED):
        game.apply(0, "hunt scavenger")


# =============================================================================================
# I-3: which declarations open a window


def test_a_retrieve_opens_no_window_ruling_i3() -> None:
    """I-3: "Store, retrieve and trash open **no** window"; H-7 "No window opens on store or
    retrieve" (not even for a Fanatic or a sniper ready to answer)."""
    game = new_game(
        HQ3,
        round=1,
        players=[
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["brawler"]}]},
            {"hand": ["refugee", "sniper_team"], "leader": "leader_fanatic"},
            {"hand": ["saboteur"]},
        ],
    )
    game.apply(0, "retrieve bunker brawler")
    assert decision(game) == sc.Decision("turn", 0)
    assert sorted(game.view(0).hand) == ["brawler", "refugee"]


@pytest.mark.parametrize("leader", ["leader_organizer", "leader_mentor"])
def test_an_organizer_or_mentor_refugee_play_opens_a_window_ruling_i3(leader: str) -> None:
    """I-3: the window-opening declarations include "Organizer, and a Peacemaker or Mentor refugee
    play"; [000:703] the refugee is placed on the table."""
    game = new_game(
        HQ3,
        round=1,
        players=[
            {"hand": ["refugee", "scavenger"], "deck": ["junk"] * 4, "leader": leader},
            {"hand": ["sniper_team"]},
            {},
        ],
    )
    game.apply(0, "lead refugee")
    assert decision(game) == sc.Decision("respond", 1, 0, "lead")
    assert "snipe 0:refugee" in texts(game, 1)


def test_a_scout_tower_recon_opens_a_cancel_window_only_ruling_i3() -> None:
    """I-3: "binocular or scout-tower recon (cancel window only)": the card discarded to activate
    the tower is no target for a sniper team or a saboteur; a scouting refugee may cancel."""
    game = new_game(
        HQ2 | {"recon1", "recon3"},
        round=1,
        players=[
            {"hand": ["scavenger"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["sniper_team", "saboteur", "scouting_refugee"]},
            {},
        ],
        junkyard=["net", "junk", "pills"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    game.apply(0, "tower scavenger contested+junkyard")
    d = decision(game)
    assert d is not None
    assert (d.kind, d.seat, d.actor) == ("respond", 1, 0)
    assert sorted(texts(game, 1)) == ["cancel scouting_refugee", "pass"]


# =============================================================================================
# I-4: saves


def test_the_save_window_runs_clockwise_from_the_targets_owner_ruling_i4() -> None:
    """I-4: the save window "starts with the **target's owner**, then runs clockwise from her".
    Four players: seat 1 hunts, seat 3 snipes; medics wait at seats 0 and 2. Clockwise from the
    target's owner (seat 1), seat 2 is asked before seat 0."""
    game = new_game(
        HQ1,
        seats=4,
        round=1,
        initiator=1,
        players=[{"hand": ["medic"]}, {"hand": ["scavenger"]}, {"hand": ["medic"]}, {"hand": ["sniper_team"]}],
    )
    game.apply(1, "hunt scavenger")
    pass_until(game, 3)
    assert decision(game) == sc.Decision("respond", 3, 1, "hunt")
    game.apply(3, "snipe 1:scavenger")
    asked: list[int] = []
    while (d := decision(game)) is not None and d.kind == "save":
        assert d.actor == 1
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert 0 in asked, asked
    assert 2 in asked, asked
    assert asked.index(2) < asked.index(0), asked
    if 1 in asked:
        assert asked[0] == 1, asked
    if 3 in asked:
        assert asked.index(2) < asked.index(3) < asked.index(0), asked
    pass_windows(game)
    assert zone_counter(game, "1:discard") == {"scavenger": 1}


def test_the_first_save_ends_the_save_window_ruling_i4() -> None:
    """I-4: "The first save played cancels the snipe": no second medic is asked for, and the other
    medic stays in its owner's hand."""
    game = new_game(
        HQ1,
        round=1,
        players=[{"hand": ["scavenger", "spear", "medic"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    assert decision(game) == sc.Decision("save", 0, 0, "scavenger")
    game.apply(0, "save medic")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        assert d.kind != "save", d
        assert not any(a.startswith("save") for a in texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert game.view(2).hand == ("medic",)
    assert len([e for e in game.log(None) if e.type is sc.EventType.SAVED]) == 1
    assert game.view(None).seats[0].food == 2


def test_a_medic_that_saves_in_gathering_is_not_replaced_ruling_i4() -> None:
    """I-4: "A medic used to save in RG is discarded with no redraw"; [000:478-480]."""
    game = new_game(
        HQ1,
        round=1,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["sniper_team"]},
            {"hand": ["medic", "brawler"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    pass_until(game, 2)
    assert decision(game) == sc.Decision("save", 2, 0, "scavenger")
    game.apply(2, "save medic")
    pass_windows(game)
    assert game.view(2).hand == ("brawler",)
    assert game.view(None).seats[2].deck_count == 3
    assert zone_counter(game, "2:discard") == {"medic": 1}


def test_the_skirmish_save_window_runs_clockwise_from_the_targets_owner_ruling_i4() -> None:
    """I-4: the save window "starts with the **target's owner**, then runs clockwise from her", in
    the skirmish too (medics from the revealed forces, I-6). Seat 2 snipes seat 1's brawler;
    medics wait in the forces of seats 0 and 3: seat 3 is asked before seat 0."""
    game = new_game(
        HQ1,
        seats=4,
        round=3,
        players=[
            {"hand": ["scout", "medic"]},
            {"hand": ["brawler"]},
            {"hand": ["sniper_team", "scavenger"]},
            {"hand": ["scavenger", "medic"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_round(
        game,
        {0: "commit medic scout", 1: "commit brawler", 2: "commit scavenger sniper_team", 3: "commit medic scavenger"},
    )
    while (d := decision(game)) is not None and d.kind == "skirmish" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("skirmish", 2)
    game.apply(2, "snipe 1:brawler")
    asked: list[int] = []
    while (d := decision(game)) is not None and d.kind == "save":
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert 0 in asked, asked
    assert 3 in asked, asked
    assert asked.index(3) < asked.index(0), asked


def test_combat_medics_save_during_gathering_and_are_discarded_ruling_i4() -> None:
    """I-4: "Any player may save with a medic or combat medics from hand ... A medic used to save in
    RG is discarded with no redraw"; [003] combat medics save against a snipe."""
    game = new_game(
        HQ1 | {"recon4"},
        round=1,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}, {"hand": ["combat_medics", "brawler"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    pass_until(game, 2)
    assert decision(game) == sc.Decision("save", 2, 0, "scavenger")
    assert "save combat_medics" in texts(game, 2)
    game.apply(2, "save combat_medics")
    pass_windows(game)
    assert game.view(None).seats[0].food == 2
    assert zone_counter(game, "2:discard") == {"combat_medics": 1}
    assert game.view(2).hand == ("brawler",)


# =============================================================================================
# I-6 and I-7: where answers come from, and what they may hit


def test_the_fanatics_refugee_may_come_from_the_bunker_ruling_i6() -> None:
    """I-6: during RG "the Fanatic's refugee may come from hand, from committed skirmish cards
    ..., or be retrieved that moment from one's own bunker"."""
    game = new_game(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"]},
            {"leader": "leader_fanatic", "buildings": [{"building": "bunker", "stored": ["refugee"]}]},
            {},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    if "lead refugee 0:spear" not in texts(game, 1):
        assert "retrieve bunker refugee" in texts(game, 1)
        game.apply(1, "retrieve bunker refugee")
    game.apply(1, "lead refugee 0:spear")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert zone_counter(game, "0:discard")["spear"] == 1
    assert zone_kinds(game, "1:removed") == ["refugee"]
    assert game.view(None).seats[0].food == 1


def test_a_medic_held_back_from_the_force_cannot_save_in_the_skirmish_ruling_i6() -> None:
    """I-6: "During the **skirmish**, only cards in the player's revealed force may be used": a
    medic its owner did not commit saves nobody, hers or another's."""
    game = new_game(
        HQ1,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "medic"]},
            {"hand": ["scout", "medic"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_round(game, {0: "commit brawler sniper_team", 1: "commit brawler", 2: "commit scout"})
    assert decision(game) == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:brawler")
    while (d := decision(game)) is not None and d.kind in ("save", "respond", "skirmish"):
        assert not any(a.startswith("save") for a in texts(game, d.seat)), (d, texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert not any(e.type is sc.EventType.SAVED for e in game.log(None))
    assert skirmish_totals(game).get(1, (0, 0, 0)) == (0, 0, 0)


def test_committed_cards_are_no_targets_during_gathering_ruling_i7() -> None:
    """I-7: "In RG, targets are limited to cards in the current declaration ... Committed cards
    become targets only once revealed in the skirmish"."""
    game = new_game(
        BASE,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["scavenger"]}, {"hand": ["sniper_team", "saboteur"]}],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler spear")
    game.apply(1, "hunt scavenger")
    pass_until(game, 2)
    assert decision(game) == sc.Decision("respond", 2, 1, "hunt")
    assert sorted(texts(game, 2)) == ["pass", "snipe 1:scavenger"]
    with pytest.raises(REFUSED):
        game.apply(2, "snipe 0:brawler")
    with pytest.raises(REFUSED):
        game.apply(2, "disarm 0:spear")


# =============================================================================================
# I-8: attacks on one's own turn


def test_no_snipe_or_disarm_of_an_opponents_ordinary_cards_on_ones_own_turn_ruling_i8() -> None:
    """I-8: on her own RG turn a player may snipe an opponent's leader, but "She may **not** snipe
    or disarm opponents' ordinary cards on her own turn, because none are face-up" (an earlier
    player's committed force included, I-7)."""
    game = new_game(
        HQ4,
        round=3,
        players=[
            {"hand": ["brawler", "spear"], "leader": "leader_ranger"},
            {"hand": ["sniper_team", "saboteur"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler spear")
    assert decision(game) == sc.Decision("turn", 1)
    options = texts(game, 1)
    assert "snipe 0:leader_ranger" in options
    assert not any(o.startswith("disarm") for o in options), options
    assert [o for o in options if o.startswith("snipe 0:")] == ["snipe 0:leader_ranger"]
    with pytest.raises(REFUSED):
        game.apply(1, "snipe 0:brawler")
    with pytest.raises(REFUSED):
        game.apply(1, "disarm 0:spear")


# =============================================================================================
# I-9: chains


def test_a_saving_medic_cannot_itself_be_struck_ruling_i9() -> None:
    """I-9: "Cancels and saves cannot themselves be cancelled or saved against. The chain depth is
    therefore at most 2": once a medic saves, no snipe, disarm or Fanatic strike may hit it."""
    game = new_game(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"]},
            {"hand": ["sniper_team", "sniper_team", "saboteur", "refugee"], "leader": "leader_fanatic"},
            {"hand": ["medic"]},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    pass_until(game, 2)
    assert decision(game) == sc.Decision("save", 2, 0, "scavenger")
    game.apply(2, "save medic")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        assert not any("medic" in option for option in texts(game, d.seat)), texts(game, d.seat)
        game.apply(d.seat, "pass")
    assert zone_counter(game, "2:discard") == {"medic": 1}


def test_a_cancelling_guard_cannot_itself_be_struck_ruling_i9() -> None:
    """I-9: "a guard cancel may answer a snipe ... aimed at the guard owner's cards. **Cancels and
    saves cannot themselves be cancelled or saved against.**" The guard that cancelled is no
    target for the other sniper teams at the table."""
    game = new_game(
        frozenset({"recon2"}),
        round=1,
        players=[
            {"hand": ["scavenger", "guard"], "deck": ["net", "pills"]},
            {"hand": ["sniper_team", "sniper_team"]},
            {"hand": ["sniper_team", "saboteur"]},
        ],
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        assert not any("guard" in option for option in texts(game, d.seat)), texts(game, d.seat)
        game.apply(d.seat, "pass")
    assert "guard" in zone_kinds(game, "0:discard")


# =============================================================================================
# I-11: a card retrieved after committing


def test_an_unused_card_retrieved_after_committing_is_discarded_at_the_round_end_ruling_i11() -> None:
    """I-11: "Such a card goes to hand ... If unused, it is **discarded at the end of the round**;
    it cannot go back into the bunker". Seat 0's deck holds five refugees, so the thugs cannot
    come back in the next hand: they lie face up on the discard pile."""
    game = new_game(
        HQ2,
        round=3,
        players=[
            {"hand": ["scout"], "deck": ["refugee"] * 5, "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {"hand": ["scavenger"], "deck": ["refugee"] * 5},
            {"deck": ["refugee"] * 5},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit scout")
    game.apply(1, "hunt scavenger")
    pass_until(game, 0)
    assert decision(game) == sc.Decision("respond", 0, 1, "hunt")
    game.apply(0, "retrieve bunker thugs")
    assert game.view(0).hand == ("thugs",)
    assert game.view(None).seats[0].committed_count == 1
    finish_round(game)
    assert game.round == 4
    assert skirmish_totals(game)[0] == (1, 2, 1)  # the scout alone
    assert game.view(0).hand == ("refugee",) * 5
    assert "thugs" in game.view(1).seats[0].discard
    assert game.view(0).stored == ((),)


# =============================================================================================
# H-2, H-3, H-4: timers and workers


def test_timer_cards_removed_by_workers_land_face_up_ruling_h2() -> None:
    """H-2: removed timer cards go "To the owner's **discard pile**, face-up. This applies to every
    removal: automatic tick, worker and toolkit"."""
    game = new_game(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["grenade", "wolf_pack", "grenade"]}],
            }
        ],
    )
    assert "grenade" not in repr(game.view(1))
    act(game, 0, "work bunker scavenger+toolkit")
    assert building(game, 0, "bunker").timer == 0
    seen = Counter(game.view(1).seats[0].discard)
    assert seen["grenade"] == 2
    assert seen["wolf_pack"] == 1
    assert game.view(1).seats[0].discard_hidden_count == 0


def test_a_timer_drawn_from_a_short_deck_holds_what_there_is_ruling_h3() -> None:
    """H-3: "Use the normal draw procedure, reshuffling the discard if needed (R-6). If even that is
    short, place as many as exist." A bunker (build time 5) with two cards to draw: timer 2."""
    game = new_game(HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["net", "junk"]}], schematics=["bunker"])
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    assert building(game, 0, "bunker").timer == 2
    assert game.view(None).seats[0].deck_count == 0
    assert not any(a.verb is sc.Verb.STORE for a in game.legal_actions(0))


@pytest.mark.parametrize("worker", ["thugs", "tribe_family_5", "sled_team"])
def test_a_multi_person_worker_removes_exactly_one_card_ruling_h4(worker: str) -> None:
    """H-4: "Any **tribe member card** may work, including multi-person cards ... It removes exactly
    1 card whatever its people value"; [000:596] "Each tribe member played can remove 1 card"."""
    game = new_game(
        HQ2, round=2, players=[{"hand": [worker], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]}]
    )
    act(game, 0, f"work bunker {worker}")
    assert building(game, 0, "bunker").timer == 4
    assert zone_counter(game, "0:discard") == {worker: 1, "junk": 1}


def test_a_hardy_scavenger_may_work_and_is_discarded_ruling_h4() -> None:
    """H-4: "Any tribe member card may work, including ... the hardy scavenger ... Workers ... are
    discarded at once"."""
    game = new_game(
        HQ2 | {"recon3"},
        round=2,
        players=[{"hand": ["hardy_scavenger"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]}],
    )
    act(game, 0, "work bunker hardy_scavenger")
    assert building(game, 0, "bunker").timer == 4
    assert zone_counter(game, "0:discard") == {"hardy_scavenger": 1, "junk": 1}
    assert game.view(0).hand == ()


def test_work_is_free_and_may_be_declared_twice_on_one_building_ruling_h4() -> None:
    """H-4: "Working is a free action, not limited by the once-per-round rule, but each worker is
    one card"; it leaves the round's standard actions open."""
    game = new_game(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["refugee", "brawler", "scavenger"],
                "deck": ["net", "pills"],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 5}],
            }
        ],
    )
    act(game, 0, "work bunker refugee")
    act(game, 0, "work bunker brawler")
    assert building(game, 0, "bunker").timer == 3
    assert "draw scavenger" in texts(game, 0)
    act(game, 0, "draw scavenger")
    assert game.view(0).hand == ("net",)


# =============================================================================================
# H-5, H-6, H-7: builds, copies, storage


def test_a_junkyard_dig_first_leaves_the_build_open_ruling_h5() -> None:
    """H-5: the build "is a **separate action from the junkyard dig**, so both may happen in one
    round with different cards" (here the dig comes first)."""
    game = new_game(
        HQ2,
        round=1,
        players=[{"hand": ["scavenger", "engineer"], "deck": ["junk"] * 5}],
        junkyard=["net"],
        schematics=["pharmacy"],
    )
    act(game, 0, "dig scavenger")
    game.apply(0, "keep net")
    assert "build engineer" in texts(game, 0)
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 2


def test_two_scout_towers_may_each_be_activated_once_a_round_ruling_h6() -> None:
    """H-6: "Scout Towers may each be activated once per round"; [003:209-212] discard 1 card to
    peek at the top 2 cards of 2 piles."""
    game = new_game(
        HQ2 | {"recon3"},
        round=1,
        players=[
            {
                "hand": ["junk", "junk", "refugee"],
                "buildings": [{"building": "scout_tower"}, {"building": "scout_tower"}],
            }
        ],
        junkyard=["net", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    act(game, 0, "tower junk contested+junkyard")
    towers = [a for a in texts(game, 0) if a.startswith("tower")]
    assert towers, texts(game, 0)
    act(game, 0, "tower junk contested+junkyard")
    assert not any(a.startswith("tower") for a in texts(game, 0))
    assert game.view(0).hand == ("refugee",)


def test_two_portable_decoys_do_not_stack_ruling_h6() -> None:
    """H-6 / S-11: "**Portable Decoys do not stack**" (apply the bonus once per player). Seat 0
    brings 4 cards with two decoys: 1 person + 2, not + 4; seat 1's 4 people win the tie."""
    game = new_game(
        HQ2 | {"recon3"},
        round=3,
        players=[
            {
                "hand": ["brawler", "junk", "junk", "junk"],
                "buildings": [{"building": "portable_decoys"}, {"building": "portable_decoys"}],
            },
            {"hand": ["brawler", "refugee", "refugee", "refugee"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_round(game, {0: "commit brawler junk junk junk", 1: "commit brawler refugee refugee refugee"})
    finish_round(game)
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 3)
    assert judged[1] == (1, 2, 4)
    assert skirmish_winner(game) == 1


def test_the_armory_stores_a_contested_tool_but_not_an_instant_ruling_h7() -> None:
    """H-7: "**Armory**: cards with a tool icon" (a grenade is a tool [000:561]); binoculars are an
    instant, not a tool (F-5: "Instants (binoculars, map, tear gas) are excluded")."""
    game = new_game(
        HQ2 | {"recon1"},
        round=1,
        players=[{"hand": ["grenade", "binoculars"], "buildings": [{"building": "armory"}]}],
    )
    stores = [a for a in texts(game, 0) if a.startswith("store")]
    assert "store armory grenade" in stores
    assert not any("binoculars" in a for a in stores), stores
    with pytest.raises(REFUSED):
        game.apply(0, "store armory binoculars")
    act(game, 0, "store armory grenade")
    assert game.view(0).stored == (("grenade",),)


def test_combat_medics_are_no_medicine_for_the_pharmacy_ruling_h7() -> None:
    """H-7: "**Pharmacy**: Medicine-type cards only" ([000:623] "not tribe members such as
    medic"); combat medics are a person carrying meds: the bunker takes them, the pharmacy not."""
    game = new_game(
        HQ2 | {"recon4"},
        round=1,
        players=[
            {
                "hand": ["combat_medics", "pills"],
                "buildings": [{"building": "pharmacy"}, {"building": "bunker"}],
            }
        ],
    )
    stores = [a for a in texts(game, 0) if a.startswith("store")]
    assert not any(a.startswith("store pharmacy") and "combat_medics" in a for a in stores), stores
    assert "store bunker combat_medics" in stores
    with pytest.raises(REFUSED):
        game.apply(0, "store pharmacy combat_medics")


# =============================================================================================
# H-9: the demolition team


def demolition_game(**extra: Any) -> sc.Game:
    """Round 2: seat 0 holds a demolition team and a scout; seat 1 has a bunker one card from
    completion."""
    return new_game(
        HQ2 | {"recon4"},
        round=2,
        players=[
            {"hand": ["demolition_team", "scout"], "deck": ["net", "pills", "spear", "medkit", "shovel"]},
            {"deck": ["refugee"] * 8, "buildings": [{"building": "bunker", "timer": ["pills"]}]},
            {},
        ],
        **extra,
    )


def test_the_demolition_draw_is_not_the_draw_action_ruling_h9() -> None:
    """H-9: "The demolition team's player then draws 2. This draw is distinct from the draw action"
    (so the round's draw is still open)."""
    game = demolition_game()
    act(game, 0, "demolish 1:bunker")
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert building(game, 1, "bunker").timer == 5
    assert Counter(game.view(0).hand) == Counter({"scout": 1, "net": 1, "pills": 1})
    assert "draw" not in game.view(None).seats[0].used
    assert "draw scout" in texts(game, 0)


def test_no_demolition_in_another_players_window_or_in_the_skirmish_ruling_h9() -> None:
    """H-9: "It is used on the demolition player's own RG turn, as the team's special action"."""
    game = new_game(
        HQ2 | {"recon4"},
        round=3,
        initiator=1,
        players=[
            {"hand": ["demolition_team"]},
            {"hand": ["scavenger", "brawler"], "buildings": [{"building": "bunker", "timer": ["pills", "junk"]}]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(1, "hunt scavenger")
    pass_until(game, 0)
    assert decision(game) == sc.Decision("respond", 0, 1, "hunt")
    assert texts(game, 0) == ["pass"]
    with pytest.raises(REFUSED):
        game.apply(0, "demolish 1:bunker")
    pass_windows(game)
    commit_round(game, {1: "commit brawler", 0: "commit demolition_team"})
    while (d := decision(game)) is not None and d.kind == "skirmish":
        if d.seat == 0:
            assert not any(a.startswith("demolish") for a in texts(game, 0)), texts(game, 0)
        game.apply(d.seat, "pass")
    assert skirmish_totals(game)[0] == (1, 2, 2)  # the team fought: dig 2 / fight 2, 2 people
    assert building(game, 1, "bunker").timer <= 2  # never reset to its build time of 5


# =============================================================================================
# H-11: building attacks in the skirmish


def test_a_saboteur_switches_off_portable_decoys_in_the_skirmish_ruling_h11() -> None:
    """H-11: "The attack is declared on the attacker's own RG turn **or** her skirmish turn. In the
    skirmish this lets her switch off an opponent's Portable Decoys." Without its decoys seat 1's
    4 cards count 1 person, not 3: seat 0 (2 people) wins the fight tie."""
    game = new_game(
        HQ4 | {"recon3"},
        round=3,
        players=[
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["brawler", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_round(game, {0: "commit brawler saboteur", 1: "commit brawler junk junk junk"})
    assert decision(game) == sc.Decision("skirmish", 0)
    assert "disable 1:portable_decoys" in texts(game, 0)
    game.apply(0, "disable 1:portable_decoys")
    finish_round(game)
    assert building(game, 1, "portable_decoys").disabled
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 2)
    assert judged[1] == (1, 2, 1)
    assert skirmish_winner(game) == 0


# =============================================================================================
# H-12: the toolkit


def test_a_toolkit_digs_only_with_a_holder_that_can_dig_ruling_h12() -> None:
    """H-12: "+2 to a junkyard or schematics dig, with a base-dig holder"; [000:240] a tool never
    grants an ability: a scout (no dig) cannot dig with a toolkit, nor a toolkit alone."""
    game = new_game(HQ2, round=1, players=[{"hand": ["scout", "toolkit"]}], junkyard=["net", "junk", "pills"])
    assert not any(a.verb is sc.Verb.DIG for a in game.legal_actions(0))
    with pytest.raises(REFUSED):
        game.apply(0, "dig scout+toolkit")
    with pytest.raises(REFUSED):
        game.apply(0, "dig toolkit")


def test_a_toolkit_used_to_dig_cannot_also_work_that_round_ruling_h12() -> None:
    """H-12: the toolkit digs "**or**" removes timer cards: "Never both in one round"."""
    game = new_game(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "brawler", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 5}],
            }
        ],
        junkyard=["net", "pills", "spear"],
    )
    act(game, 0, "dig scavenger+toolkit")
    assert len(game.view(0).looking) == 3
    game.apply(0, "keep none")
    assert "toolkit" in zone_kinds(game, "0:discard")
    assert "work bunker brawler+toolkit" not in texts(game, 0)
    with pytest.raises(REFUSED):
        game.apply(0, "work bunker brawler+toolkit")
    act(game, 0, "work bunker brawler")
    assert building(game, 0, "bunker").timer == 4


def test_a_toolkit_used_to_work_cannot_also_dig_that_round_ruling_h12() -> None:
    """H-12: "Never both in one round": the toolkit that helped a worker is discarded with it."""
    game = new_game(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "brawler", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 5}],
            }
        ],
        junkyard=["net", "pills", "spear"],
    )
    act(game, 0, "work bunker brawler+toolkit")
    assert building(game, 0, "bunker").timer == 2
    assert "dig scavenger+toolkit" not in texts(game, 0)
    with pytest.raises(REFUSED):
        game.apply(0, "dig scavenger+toolkit")


# =============================================================================================
# F-1, F-2, F-3: the tribe, its cards and its contested resources


def test_declared_and_committed_cards_still_count_for_the_tribe_ruling_f1() -> None:
    """F-1: "Every card the player owns, in **any zone**: deck, discard, hand, play area or
    skirmish"."""
    game = new_game(
        BASE,
        round=3,
        players=[{"hand": ["thugs", "scavenger"], "deck": ["refugee"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    assert game.score(0).people == 5
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert game.score(0).people == 5
    assert game.score(0).cards == 3
    pass_windows(game)
    act(game, 0, "end")
    game.apply(0, "commit thugs")
    assert game.view(None).seats[0].committed_count == 1
    assert game.score(0).people == 5
    assert game.score(0).cards == 3


def test_junk_counts_in_the_card_tie_break_ruling_f2() -> None:
    """F-2: "Total number of owned cards ... of any type (junk included)". Equal tribes, no
    contested resources: a brawler and a junk beat a lone scout."""
    game = new_game(
        BASE, round=3, players=[{"deck": ["brawler", "junk"]}, {"deck": ["scout"]}, {}], contested=["wolf_pack"]
    )
    result = play_out(game)
    assert [s.people for s in result.scores[:2]] == [1, 1]
    assert [s.contested for s in result.scores[:2]] == [0, 0]
    assert [s.cards for s in result.scores[:2]] == [2, 1]
    assert result.winners == (0,)


def test_contested_resources_stored_or_under_a_timer_still_count_ruling_f3() -> None:
    """F-3: "Any owned card that carries the CR supply icon, however it was acquired", in the zone
    set of F-1 ("cards stored in buildings, and building timer cards")."""
    game = new_game(
        HQ2,
        round=3,
        players=[
            {
                "buildings": [
                    {"building": "armory", "stored": ["wolf_pack"]},
                    {"building": "bunker", "timer": ["tribe_family_3", "junk"]},
                ]
            },
            {"deck": ["grenade"]},
            {},
        ],
        contested=["sled_team"],
    )
    assert game.score(0).contested == 2
    assert game.score(0).people == 3
    assert game.score(1).contested == 1


def test_a_contested_resource_removed_from_play_no_longer_counts_ruling_f3() -> None:
    """F-3 counts owned CR cards in the zone set of F-1, where "Removed-from-play cards count
    nothing" ([000:658]). The Butcher removes a sled team: one contested resource and 2 people
    fewer."""
    game = new_game(HQ3, round=1, players=[{"hand": ["sled_team"], "leader": "leader_butcher"}])
    assert (game.score(0).contested, game.score(0).people, game.score(0).cards) == (1, 2, 1)
    act(game, 0, "lead sled_team")
    assert zone_kinds(game, "0:removed") == ["sled_team"]
    assert (game.score(0).contested, game.score(0).people, game.score(0).cards) == (0, 0, 0)


# =============================================================================================
# F-5: the Gearheads


def test_instants_are_not_tools_for_the_gearheads_ruling_f5() -> None:
    """F-5: "Count every owned card with a **tool icon** ... Instants (binoculars, map, tear gas)
    are excluded." Three instants lose to one spear."""
    game = new_game(
        HQ1 | {"recon1", "recon4", "recon5"},
        round=3,
        players=[{"deck": ["binoculars", "map", "tear_gas"]}, {"deck": ["spear"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_gearheads" not in result.scores[0].gangs
    assert "gang_gearheads" in result.scores[1].gangs


def test_a_cargo_sled_is_a_contested_tool_for_the_gearheads_ruling_f5() -> None:
    """F-5: CR tools count ("wolf pack, grenade, cargo sled") and "The tie-break counts owned CR
    tools only": a cargo sled and a spear (2 tools, 1 CR tool) beat a spear and a net."""
    game = new_game(
        HQ1 | {"recon4"},
        round=3,
        players=[{"deck": ["cargo_sled", "spear"]}, {"deck": ["spear", "net"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[1].gangs == ()


def test_contested_cards_that_are_not_tools_do_not_break_a_gearheads_tie_ruling_f5() -> None:
    """F-5: "The tie-break counts owned CR tools only"; F-4 a tie left standing awards nobody.
    Seat 0's tribe family and sled team are contested resources but not tools."""
    game = new_game(
        HQ1,
        round=3,
        players=[{"deck": ["spear", "net", "tribe_family_3", "sled_team"]}, {"deck": ["shovel", "pickaxe"]}, {}],
        contested=["field_crew"],
    )
    result = play_out(game)
    assert all("gang_gearheads" not in s.gangs for s in result.scores)


# =============================================================================================
# F-7, F-8: gang values and the Humanitarians


def test_each_gang_adds_five_people_all_three_add_fifteen_ruling_f7() -> None:
    """F-7: "5 people each (Gearheads, Pharmers, Masons, Humanitarians)". Seat 0 wins the
    Gearheads (a spear), the Pharmers (pills) and the Masons (a bunker): 0 printed people + 15."""
    game = new_game(
        HQ2,
        round=3,
        players=[{"deck": ["spear", "pills"], "buildings": [{"building": "bunker"}]}, {"deck": ["refugee"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert sorted(result.scores[0].gangs) == ["gang_gearheads", "gang_masons", "gang_pharmers"]
    assert result.scores[0].people == 15
    assert result.scores[0].cards == 2  # gang cards are not cards of the tribe (F-2)
    assert result.winners == (0,)


def test_the_humanitarians_add_five_people_ruling_f7() -> None:
    """F-7: the Humanitarians are worth 5 people, like every gang."""
    game = new_game(
        frozenset({"recon5"}),
        round=3,
        players=[{"deck": ["refugee", "brawler"]}, {"deck": ["brawler"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_humanitarians",)
    assert result.scores[0].people == 2 + 5


def test_refugees_stored_in_a_bunker_count_for_the_humanitarians_ruling_f8() -> None:
    """F-8: "Count owned cards whose **title contains 'Refugee'**: Refugee and Scouting Refugee, in
    any zone" (F-1: cards stored in buildings included)."""
    game = new_game(
        HQ2 | {"recon1", "recon5"},
        round=3,
        players=[
            {"buildings": [{"building": "bunker", "stored": ["refugee", "scouting_refugee"]}]},
            {"deck": ["refugee"]},
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_humanitarians" in result.scores[0].gangs
    assert "gang_humanitarians" not in result.scores[1].gangs


def test_no_refugees_anywhere_means_no_humanitarians_ruling_f8() -> None:
    """F-8: "Ties, including 0-0, mean no award"."""
    game = new_game(
        frozenset({"recon5"}),
        round=3,
        players=[{"deck": ["brawler"]}, {"deck": ["scout", "scout"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)
