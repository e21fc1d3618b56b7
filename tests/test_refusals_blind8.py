"""A blind audit of why an action is refused.

Written from /work/shared/DESIGN.md ("Bad input never corrupts state": malformed input raises
``InvalidAction``, a rule violation ``IllegalAction``, the message names the seat, the phase and
the reason, the state is exactly as before; "Hidden information through one function"), the
README's action notation, docs/scenarios.md, the rulebooks in /work/shared/rules (cited as
[000:LINE] by file prefix) and /work/shared/RULINGS.md (cited by ruling ID), without reading
the engine. Each test breaks one rule on a stacked table and checks:

1. the documented exception (``IllegalAction`` for a rule, ``InvalidAction`` for bad notation);
2. the message names the seat, the round and the phase, and its reason (the part after
   "(round R, PHASE phase): ") says the rule actually broken, in words;
3. the state is exactly unchanged (``zones()``, every seat's and the spectator's ``view()`` and
   ``log()``, ``to_act``, the save);
4. where the action names a card another seat may hide, twin tables that differ only in that
   hidden card give the very same message;
5. ``legal_actions(seat)`` does not list it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import scavengers as sc
from helpers import pass_windows, texts

HQ4 = sc.hq_modules(4)
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})


# --- helpers ---------------------------------------------------------------------------------


def stacked(players: int = 3, modules: frozenset[str] = frozenset(), /, **scenario: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=0, modules=modules, scenario=scenario))


def snapshot(game: sc.Game) -> tuple[Any, ...]:
    seats: list[int | None] = [None, *range(game.config.players)]
    return (
        game.to_json(),
        game.over,
        game.to_act,
        game.round,
        tuple(game.view(s) for s in seats),
        tuple(game.log(s) for s in seats),
        {name: tuple(cards) for name, cards in game.zones().items()},
    )


def reason_of(message: str) -> str:
    """The reason: what follows "(round R, PHASE phase): "."""
    match = re.search(r"\(round \d+, \w+ phase\): (.*)$", message, re.S)
    assert match, f"no '(round R, PHASE phase): reason' in {message!r}"
    return match.group(1)


def refuse(
    game: sc.Game,
    seat: Any,
    text: str,
    *patterns: str,
    exc: type[Exception] = sc.IllegalAction,
    absent: tuple[str, ...] = (),
) -> str:
    """Apply ``text`` for ``seat``; check it is refused as documented and return the message.
    Every regex in ``patterns`` must be found in the reason (case-insensitive); nothing in
    ``absent`` may appear in the whole message."""
    other = sc.InvalidAction if exc is sc.IllegalAction else sc.IllegalAction
    before = snapshot(game)
    listed_before = None
    if isinstance(seat, int) and 0 <= seat < game.config.players:
        listed_before = game.legal_actions(seat)
        assert text not in texts(game, seat), f"{text!r} is listed as legal for seat {seat}"
        try:
            action = sc.parse_action(game, seat, text)
        except ValueError:
            action = None
        if action is not None:
            assert action not in listed_before, f"{text!r} parses to a listed action"
    with pytest.raises(exc) as info:
        game.apply(seat, text)
    error = info.value
    assert not isinstance(error, other), f"{type(error).__name__}, not {exc.__name__}: {error}"
    message = str(error)
    phase = game.view(None).phase
    if isinstance(seat, int) and 0 <= seat < game.config.players:
        assert re.search(rf"\bseat {seat}\b", message), f"seat not named: {message!r}"
    assert f"round {game.round}," in message, f"round not named: {message!r}"
    assert f"{phase} phase" in message, f"phase {phase} not named: {message!r}"
    reason = reason_of(message)
    assert reason.strip(), f"empty reason: {message!r}"
    for pattern in patterns:
        assert re.search(pattern, reason, re.I), f"reason {reason!r} does not match {pattern!r}"
    for word in absent:
        assert word not in message, f"{word!r} leaks in {message!r}"
    assert snapshot(game) == before, "a refused action changed the state"
    if listed_before is not None:
        assert game.legal_actions(seat) == listed_before
    return message


def twin_messages(make: Any, variants: tuple[Any, Any], seat: int, text: str, *patterns: str) -> str:
    """Two tables differing only in cards ``seat`` cannot see: the same message, and ``seat``'s
    view is the same on both (the twins are honest)."""
    games = [make(v) for v in variants]
    assert games[0].view(seat) == games[1].view(seat), "the twins differ in what the seat sees"
    messages = [refuse(g, seat, text, *patterns) for g in games]
    assert messages[0] == messages[1], f"the message depends on hidden cards: {messages}"
    return messages[0]


# --- base tables -----------------------------------------------------------------------------


def base_table(**changes: Any) -> sc.Game:
    """Round 3, seat 0 (initiator) to act with a varied hand; seat 1 holds a sniper team and a
    saboteur, seat 2 a scout and pills."""
    players = [
        {
            "hand": ["scavenger", "scavenger", "brawler", "shovel", "spear", "refugee", "pills", "junk"],
            "deck": ["refugee"] * 8,
        },
        {"hand": ["sniper_team", "saboteur", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["scout", "pills"], "deck": ["refugee"] * 5},
    ]
    scenario: dict[str, Any] = {"round": 3, "initiator": 0, "players": players, "junkyard": ["net", "junk", "pills"]}
    scenario.update(changes)
    return stacked(3, frozenset(), **scenario)


def dec(game: sc.Game) -> sc.Decision:
    decision = game.view(None).decision
    assert decision is not None, "the game is over"
    return decision


def act(game: sc.Game, seat: int, text: str) -> None:
    game.apply(seat, text)
    pass_windows(game)


# --- each action once per round ([000:185], [000:197]) ----------------------------------------


def test_dig_twice_in_a_round_is_refused_as_once_per_round_000_185() -> None:
    game = base_table()
    act(game, 0, "dig brawler")
    game.apply(0, "keep none")
    refuse(game, 0, "dig scavenger+shovel", r"\bdig\b", r"already|once")


def test_draw_twice_in_a_round_is_refused_as_once_per_round_000_210() -> None:
    game = base_table()
    act(game, 0, "draw scavenger")
    refuse(game, 0, "draw scavenger", r"\bdraw\b", r"already|once")


def test_hunt_twice_in_a_round_is_refused_as_once_per_round_000_185() -> None:
    game = base_table()
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hunt scavenger+spear", r"\bhunt\b", r"already|once")


def test_hire_twice_in_a_round_is_refused_as_one_mercenary_per_round_000_216() -> None:
    game = base_table()
    act(game, 0, "hunt scavenger+spear scavenger")
    act(game, 0, "hire scavenger")
    refuse(game, 0, "hire scavenger", r"\bhire\b", r"already|once")


def test_trash_twice_in_a_round_is_refused_ruling_r11() -> None:
    game = base_table()
    act(game, 0, "trash junk")
    refuse(game, 0, "trash pills", r"\btrash\b", r"already|once")


# --- tools and base abilities ([000:188-189], [000:240]) ---------------------------------------


def test_two_tools_on_one_person_is_refused_000_189() -> None:
    refuse(base_table(), 0, "dig scavenger+shovel+spear", r"one tool")


def test_a_tool_whose_holder_lacks_the_base_ability_is_refused_000_240() -> None:
    """The rulebook's own example: a shovel cannot improve a scavenger's hunt."""
    refuse(base_table(), 0, "hunt scavenger+shovel", r"shovel", r"hunt", r"tool|ability|modifier")


def test_a_tool_alone_cannot_act_000_188() -> None:
    refuse(base_table(), 0, "dig shovel", r"shovel", r"no one|person|holder|base")


def test_a_person_without_the_ability_cannot_join_the_action_000_188() -> None:
    """A brawler has no draw value (cards.tsv)."""
    refuse(base_table(), 0, "draw brawler", r"brawler", r"draw")


def test_a_sniper_team_cannot_carry_a_tool_000_390() -> None:
    game = base_table(players=[{"hand": ["sniper_team", "spear", "scavenger"]}, {"hand": ["refugee"]}])
    refuse(game, 0, "hunt sniper_team+spear", r"sniper_team", r"hunt|base|ability")


# --- a total below 1 ([000:252], ED-12, R-10) -------------------------------------------------


def test_a_dig_totalling_zero_is_refused_000_252() -> None:
    refuse(base_table(), 0, "dig refugee", r"total", r"\b1\b|at least|zero|\b0\b")


def test_a_hunt_totalling_zero_is_refused_ruling_r10() -> None:
    refuse(base_table(), 0, "hunt refugee", r"total", r"\b1\b|at least|zero|\b0\b")


# --- hiring ([000:216-218], R-9, R-13) ---------------------------------------------------------


def test_hiring_without_enough_food_names_the_shortfall_r13() -> None:
    game = base_table()
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire brawler", r"brawler", r"2 food", r"1 food")


def test_food_does_not_pay_a_med_cost_r13() -> None:
    """A hunter costs 1 med (cards.tsv); a hunt's food cannot pay it."""
    game = base_table()
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire hunter", r"hunter", r"med")


def test_hiring_with_nothing_to_pay_names_the_cost_r13() -> None:
    refuse(base_table(), 0, "hire sniper_team", r"sniper_team", r"food|med", r"cost")


def test_a_person_card_is_not_a_payment_in_meds_000_408() -> None:
    refuse(base_table(), 0, "hire hunter pay scavenger", r"med|medicine|pay")


def test_paying_with_more_medicine_than_held_is_refused() -> None:
    refuse(base_table(), 0, "hire hunter pay pills pills", r"pills", r"1\b|hold|hand")


def test_hiring_from_an_empty_stack_is_refused_ruling_r9() -> None:
    game = base_table(market={"hunter": 0})
    refuse(game, 0, "hire hunter pay pills", r"hunter", r"empty|none left|no .*left")


def test_hiring_a_card_that_is_not_a_mercenary_is_refused_000_216() -> None:
    refuse(base_table(), 0, "hire shovel", r"shovel", r"mercenar|stack|for hire")


# --- cards not held --------------------------------------------------------------------------


def test_declaring_a_card_not_in_hand_is_refused() -> None:
    refuse(base_table(), 0, "dig thugs", r"thugs", r"hand|hold")


def test_declaring_more_copies_than_held_is_refused() -> None:
    refuse(base_table(), 0, "draw scavenger scavenger scavenger", r"scavenger", r"\b2\b|hold|hand")


def test_trashing_a_card_not_held_is_refused_000_226() -> None:
    refuse(base_table(), 0, "trash medkit", r"medkit", r"hand|hold")


def _to_commit() -> sc.Game:
    game = base_table()
    game.apply(0, "end")
    assert dec(game).kind == "commit"
    return game


def test_committing_a_card_not_held_is_refused_ruling_r2() -> None:
    refuse(_to_commit(), 0, "commit scout", r"scout", r"hand|hold")


def test_committing_more_copies_than_held_is_refused_ruling_r2() -> None:
    refuse(_to_commit(), 0, "commit brawler brawler", r"brawler", r"hand|hold")


# --- keeping ([000:204-206], ED-4) ------------------------------------------------------------


def _dug(junkyard: list[str]) -> sc.Game:
    game = base_table(junkyard=junkyard)
    act(game, 0, "dig scavenger+shovel")  # dig 3
    assert dec(game).kind == "keep"
    return game


def test_keeping_two_dug_cards_is_refused_ed4() -> None:
    game = _dug(["net", "junk", "pills", "medkit"])
    refuse(game, 0, "keep net pills", r"at most 1|one|1 card")


def test_keeping_a_card_not_dug_reads_the_same_whatever_lies_deeper_in_the_junkyard() -> None:
    """The junkyard below the dug cards is hidden from the digger: 'keep medkit' is refused with
    the same words whether the fourth card is a medkit or not."""
    message = twin_messages(
        lambda fourth: _dug(["net", "junk", "pills", fourth]),
        ("medkit", "multitool"),
        0,
        "keep medkit",
        r"medkit",
        r"dug",
    )
    assert "multitool" not in message


def test_keeping_outside_a_dig_is_refused_as_the_wrong_moment() -> None:
    refuse(base_table(), 0, "keep net", r"keep", r"not possible|no dig|nothing")


# --- snipe and disarm ([000:300-316], I-1, I-7, I-8) -------------------------------------------


def _window(hand0: list[str]) -> sc.Game:
    game = base_table(
        players=[
            {"hand": hand0, "deck": ["refugee"] * 8},
            {"hand": ["sniper_team", "saboteur", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["scout", "pills"], "deck": ["refugee"] * 5},
        ]
    )
    game.apply(0, "dig brawler+shovel")
    decision = dec(game)
    assert (decision.kind, decision.seat, decision.actor) == ("respond", 1, 0)
    return game


def test_sniping_an_undeclared_card_reads_the_same_whether_or_not_it_is_in_hand_i1() -> None:
    """I-1/I-7: only the declared cards are targets. Seat 0's hand is hidden from seat 1, so the
    refusal of 'snipe 0:scavenger' must not tell whether a scavenger is there."""
    twin_messages(
        lambda extra: _window(["brawler", "shovel", extra]),
        ("refugee", "pills"),
        1,
        "snipe 0:refugee",
        r"declared|table|played|target",
    )


def test_disarming_an_undeclared_tool_reads_the_same_whether_or_not_it_is_in_hand_i1() -> None:
    twin_messages(
        lambda extra: _window(["brawler", "shovel", extra, "refugee"]),
        ("spear", "pills"),
        1,
        "disarm 0:spear",
        r"declared|table|played|target",
    )


def test_sniping_a_tool_is_refused_as_not_a_person_000_314() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "snipe 0:shovel", r"person")


def test_disarming_a_person_is_refused_as_not_a_tool_000_300() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "disarm 0:brawler", r"tool")


def test_sniping_a_seat_other_than_the_declarer_in_a_window_is_refused_i1() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "snipe 2:scout", r"seat 0|declar")


def test_sniping_without_a_sniper_team_is_refused() -> None:
    game = _window(["brawler", "shovel", "refugee"])
    game.apply(1, "pass")
    assert dec(game).seat == 2
    refuse(game, 2, "snipe 0:brawler", r"sniper_team|sniper team", r"no|hand")


def _own_turn_with(hand1: list[str]) -> sc.Game:
    return base_table(
        players=[
            {"hand": ["sniper_team", "scavenger"], "deck": ["refugee"] * 5},
            {"hand": hand1, "deck": ["refugee"] * 5},
        ]
    )


def test_sniping_on_ones_own_turn_reads_the_same_whatever_the_target_holds_i8() -> None:
    """I-8: on her own turn no card of another player is face up. Whether seat 1 holds a
    refugee is hidden from seat 0, so the refusal must read the same."""
    twin_messages(
        lambda card: _own_turn_with([card, "junk"]),
        ("refugee", "pills"),
        0,
        "snipe 1:refugee",
        r"own turn|face up|face-up|declared",
    )


# --- out of turn, not asked, the wrong verb for the decision ------------------------------------


def test_acting_out_of_turn_is_refused_000_150() -> None:
    refuse(base_table(), 1, "dig refugee", r"seat 0|turn|wait")


def test_answering_when_not_asked_is_refused_i1() -> None:
    game = _window(["brawler", "shovel", "refugee"])
    refuse(game, 2, "pass", r"seat 1|wait|not asked|turn")


def test_the_acting_player_cannot_answer_her_own_window_i1() -> None:
    game = _window(["brawler", "shovel", "refugee"])
    refuse(game, 0, "pass", r"seat 1|wait|turn")


def test_committing_during_the_gathering_turn_is_the_wrong_moment_000_156() -> None:
    refuse(base_table(), 0, "commit brawler", r"commit", r"not possible|turn|after")


def test_continuing_in_a_reaction_window_is_the_wrong_moment_i2() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "continue", r"continue", r"not possible|window")


def test_saving_with_no_medic_in_the_game_is_refused_i4() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "save medic", r"medic")


# --- malformed notation (DESIGN "Bad input never corrupts state") -----------------------------


def test_an_unknown_verb_is_invalid_and_says_which_word() -> None:
    refuse(base_table(), 0, "frobnicate", r"frobnicate", r"unknown|verb", exc=sc.InvalidAction)


def test_an_unknown_card_kind_is_invalid_and_says_which_word() -> None:
    refuse(base_table(), 0, "dig unicorn", r"unicorn", r"unknown|card", exc=sc.InvalidAction)


def test_an_empty_action_is_invalid() -> None:
    refuse(base_table(), 0, "", r"empty|nothing|no action", exc=sc.InvalidAction)


def test_a_dig_with_no_cards_is_invalid_and_shows_the_form() -> None:
    refuse(base_table(), 0, "dig", r"card|e\.g\.", exc=sc.InvalidAction)


def test_a_hire_with_no_mercenary_is_invalid_and_shows_the_form() -> None:
    refuse(base_table(), 0, "hire", r"mercenar|e\.g\.", exc=sc.InvalidAction)


def test_a_snipe_without_a_seat_is_invalid_and_shows_the_form() -> None:
    refuse(base_table(), 0, "snipe brawler", r"SEAT|seat|e\.g\.", exc=sc.InvalidAction)


def test_a_seat_that_is_not_a_number_is_invalid() -> None:
    refuse(base_table(), 0, "snipe x:brawler", r"'x'", r"number|seat", exc=sc.InvalidAction)


def test_an_empty_group_part_is_invalid() -> None:
    refuse(base_table(), 0, "dig scavenger+", r"dig scavenger\+|''|empty|card", exc=sc.InvalidAction)


def test_an_extra_word_after_end_is_invalid() -> None:
    refuse(base_table(), 0, "end now", r"end", r"argument|now", exc=sc.InvalidAction)


@pytest.mark.parametrize("seat", [3, -1, 7])
def test_an_apply_for_a_seat_that_does_not_exist_is_invalid(seat: int) -> None:
    game = base_table()
    before = snapshot(game)
    with pytest.raises(sc.InvalidAction) as info:
        game.apply(seat, "end")
    message = str(info.value)
    assert f"seat {seat}" in message, message
    assert "0-2" in message, message
    assert "round 3" in message, message
    assert "gathering phase" in message, message
    assert snapshot(game) == before


def test_a_target_seat_that_does_not_exist_is_invalid_and_says_so() -> None:
    refuse(_window(["brawler", "shovel", "refugee"]), 1, "snipe 7:brawler", r"seat 7|no seat|0-2", exc=sc.InvalidAction)


# --- the skirmish ([000:264-274], [000:490-492], S-7, S-10) -------------------------------------


def _skirmish() -> sc.Game:
    """Round 3 with HQ 3 and Recon 2 and 4: seat 0 (Fanatic) brings a sniper team, a saboteur,
    tear gas, a brawler and a refugee; seat 1 (Mentor) a provocateur, a brawler with a spear, a
    medic and a refugee; seat 2 (Gangster) a scout, an assassin and thugs."""
    forces = [
        ["brawler", "refugee", "saboteur", "sniper_team", "tear_gas"],
        ["brawler", "medic", "provocateur", "refugee", "spear"],
        ["assassin", "scout", "thugs"],
    ]
    leaders = ["leader_fanatic", "leader_mentor", "leader_gangster"]
    game = stacked(
        3,
        HQ4 - {"hq4"} | {"recon2", "recon4"},
        round=3,
        players=[{"hand": list(f), "leader": leader} for f, leader in zip(forces, leaders, strict=True)],
    )
    for seat, force in enumerate(forces):
        game.apply(seat, "end")
        game.apply(seat, "commit " + " ".join(force))
    decision = dec(game)
    assert (decision.kind, decision.seat, game.view(None).phase) == ("skirmish", 0, "skirmish")
    return game


def test_sniping_ones_own_card_in_the_skirmish_is_refused_000_316() -> None:
    refuse(_skirmish(), 0, "snipe 0:brawler", r"own")


def test_sniping_a_card_not_in_that_force_is_refused_000_492() -> None:
    refuse(_skirmish(), 0, "snipe 1:scout", r"seat 1", r"scout", r"no|not")


def test_sniping_a_tool_in_the_skirmish_is_refused_as_not_a_person_000_314() -> None:
    refuse(_skirmish(), 0, "snipe 1:spear", r"person")


def test_disarming_a_person_in_the_skirmish_is_refused_as_not_a_tool_000_300() -> None:
    refuse(_skirmish(), 0, "disarm 1:brawler", r"tool")


def test_one_sniper_team_snipes_once_000_478() -> None:
    game = _skirmish()
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    assert dec(game).seat == 0
    refuse(game, 0, "snipe 1:medic", r"sniper_team|sniper team", r"no|unused|already")


def test_acting_after_ones_skirmish_opportunity_is_refused_s7() -> None:
    game = _skirmish()
    game.apply(0, "pass")
    refuse(game, 0, "gas 1:brawler", r"seat 1|wait|turn|opportunit")


def test_tear_gas_on_a_card_without_fight_is_refused_s10() -> None:
    """A refugee has no fight (cards.tsv); tear gas sets a fight to 0."""
    refuse(_skirmish(), 0, "gas 1:refugee", r"refugee", r"fight")


def test_tear_gas_on_ones_own_card_is_refused_003_239() -> None:
    refuse(_skirmish(), 0, "gas 0:brawler", r"own|opponent")


def test_announcing_a_provocateur_one_did_not_bring_is_refused_003_126() -> None:
    refuse(_skirmish(), 0, "provoke provocateur", r"provocateur")


def test_saving_at_ones_skirmish_opportunity_without_a_snipe_is_refused_i4() -> None:
    refuse(_skirmish(), 0, "save medic", r"save", r"not possible|no snipe|opportunit")


def test_gathering_in_the_skirmish_is_the_wrong_moment() -> None:
    refuse(_skirmish(), 0, "dig brawler", r"dig", r"not possible|skirmish")


def test_the_fanatic_once_per_round_l7() -> None:
    game = _skirmish()
    game.apply(0, "lead refugee 1:spear")
    pass_windows(game)
    assert dec(game).seat == 0
    refuse(game, 0, "lead refugee 1:brawler", r"leader|fanatic", r"already|once")


# --- HQ: buildings, leaders, Dirty Deeds ([000:575-691], H-4, H-7, L-5, L-12, L-13) -------------


def _hq(hand0: list[str] | None = None, **extra0: Any) -> sc.Game:
    player0: dict[str, Any] = {
        "hand": hand0
        or [
            "scavenger",
            "brawler",
            "shovel",
            "refugee",
            "refugee",
            "pills",
            "medkit",
            "spear",
            "toolkit",
            "engineer",
            "sniper_team",
        ],
        "deck": ["refugee"] * 6,
        "leader": "leader_butcher",
        "buildings": [
            {"building": "bunker", "stored": ["scout", "scout", "scout"]},
            {"building": "armory", "stored": ["net"]},
            {"building": "pharmacy", "timer": ["refugee"]},
        ],
    }
    player0.update(extra0)
    players = [
        player0,
        {
            "hand": ["brawler", "spear"],
            "deck": ["refugee"] * 4,
            "leader": "leader_mentor",
            "buildings": [{"building": "hydroponic_gardens"}, {"building": "bunker", "timer": ["junk"]}],
        },
        {"hand": ["scout", "pills"], "deck": ["refugee"] * 4, "leader": "leader_gangster"},
    ]
    return stacked(3, HQ4, round=3, players=players)


def test_a_build_without_an_engineer_is_refused_000_579() -> None:
    refuse(_hq(), 0, "build scavenger+toolkit", r"engineer")


def test_storing_beyond_a_bunkers_capacity_is_refused_000_627() -> None:
    """The bunker holds 3 person cards (cards.tsv); this one is full."""
    refuse(_hq(), 0, "store bunker brawler", r"bunker", r"room|full|capacity|\b0\b")


def test_storing_beyond_an_armorys_capacity_is_refused_000_627() -> None:
    """The armory holds 2 tools; one is stored, two more do not fit."""
    refuse(_hq(), 0, "store armory spear shovel", r"armory", r"room|full|capacity|\b1\b")


def test_storing_medicine_in_an_armory_is_refused_as_the_wrong_type_h7() -> None:
    refuse(_hq(), 0, "store armory pills", r"armory", r"tool")


def test_storing_a_tool_in_a_bunker_is_refused_as_the_wrong_type_h7() -> None:
    refuse(_hq(), 0, "store bunker shovel", r"bunker", r"person|tribe member")


def test_storing_in_a_building_under_construction_is_refused_h7() -> None:
    refuse(_hq(), 0, "store pharmacy pills", r"pharmacy", r"complete|construction|active|enabled")


def test_storing_in_hydroponic_gardens_is_refused_as_they_store_nothing() -> None:
    game = stacked(
        3,
        HQ4,
        round=3,
        players=[
            {
                "hand": ["pills", "scavenger"],
                "leader": "leader_butcher",
                "buildings": [{"building": "hydroponic_gardens"}],
            },
            {"hand": ["refugee"], "leader": "leader_mentor"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
        ],
    )
    refuse(
        game,
        0,
        "store hydroponic_gardens pills",
        r"hydroponic_gardens|gardens",
        r"no (room|storage|capacity)|store(s)? (no|nothing)|cannot store|not store|hold(s)? no",
    )


def test_retrieving_a_card_not_stored_is_refused_000_633() -> None:
    refuse(_hq(), 0, "retrieve bunker brawler", r"bunker", r"brawler", r"not hold|no|hold")


def test_working_on_a_completed_building_is_refused_h4() -> None:
    refuse(_hq(), 0, "work bunker refugee", r"under construction|construction")


def test_working_with_a_tool_other_than_a_toolkit_is_refused_h4() -> None:
    refuse(_hq(), 0, "work pharmacy refugee+spear", r"toolkit", exc=sc.IllegalAction)


def test_naming_a_second_building_the_seat_does_not_have_is_refused() -> None:
    refuse(_hq(), 0, "work pharmacy-2 refugee", r"pharmacy-2|no such|number 2")


def test_a_once_a_round_leader_twice_is_refused_l5() -> None:
    game = _hq()
    act(game, 0, "lead refugee")
    refuse(game, 0, "lead brawler", r"leader", r"already|once")


def test_healing_a_leader_that_is_not_wounded_is_refused_l12() -> None:
    refuse(_hq(), 0, "heal pills", r"wounded|heal")


def test_wounding_ones_own_leader_is_refused_l13() -> None:
    refuse(_hq(), 0, "snipe 0:leader_butcher", r"another player|other player|own")


def test_sniping_a_building_is_refused_as_not_a_leader_l13() -> None:
    refuse(_hq(), 0, "snipe 1:hydroponic_gardens", r"leader|person|building")


def test_disabling_a_building_under_construction_is_refused_h11() -> None:
    game = _hq(hand0=["saboteur", "refugee", "scavenger"])
    refuse(game, 0, "disable 1:bunker", r"complete|construction")


def test_repairing_a_building_that_is_not_disabled_is_refused_h11() -> None:
    refuse(_hq(), 0, "repair bunker refugee", r"disabled")


# --- Recon ([003], X- rulings) ----------------------------------------------------------------


def _recon(hand0: list[str], players: int = 3, **extra0: Any) -> sc.Game:
    player0: dict[str, Any] = {
        "hand": hand0,
        "deck": ["refugee"] * 12,
        "discard": ["brawler", "spear", "pills"],
        "leader": "leader_swindler",
        "buildings": [{"building": "scout_tower"}],
    }
    player0.update(extra0)
    seats = [
        player0,
        {
            "hand": ["brawler", "spear", "guard"],
            "deck": [],
            "leader": "leader_yardmaster",
            "buildings": [{"building": "bunker", "timer": ["junk"]}],
        },
        {"hand": [], "leader": "leader_gangster"},
    ][:players]
    return stacked(players, RECON | HQ4, round=3, players=seats)


SPY_HAND = ["spy", "binoculars", "scavenger", "junk", "refugee", "refugee", "refugee"]


def test_spying_on_oneself_is_refused_x35() -> None:
    refuse(_recon(SPY_HAND), 0, "spy 0:hand", r"another|other player|yourself|own")


def test_spying_on_an_empty_hand_is_refused_x36() -> None:
    refuse(_recon(SPY_HAND), 0, "spy 2:hand", r"seat 2", r"hand", r"no card|empty")


def test_spying_on_a_discard_pile_is_invalid_r16() -> None:
    refuse(_recon(SPY_HAND), 0, "spy 1:discard", r"discard", r"zone|hand|deck", exc=sc.InvalidAction)


def test_a_spy_sees_at_most_four_cards_x1() -> None:
    game = stacked(
        3,
        RECON | HQ4,
        round=3,
        players=[
            {"hand": SPY_HAND, "leader": "leader_swindler"},
            {"hand": ["brawler", "spear", "guard", "scout", "pills"], "leader": "leader_yardmaster"},
            {"hand": ["refugee"], "leader": "leader_gangster"},
        ],
    )
    refuse(game, 0, "spy 1:hand@1,2,3,4,5", r"4", r"at most|only|limit")


def test_a_spy_position_beyond_the_hands_public_size_is_refused_x2() -> None:
    refuse(_recon(SPY_HAND), 0, "spy 1:hand@5", r"3 cards|no position 5|position")


def test_a_spy_position_named_twice_is_invalid_x2() -> None:
    refuse(_recon(SPY_HAND), 0, "spy 1:hand@1,1", r"twice|position", exc=sc.InvalidAction)


def test_scouting_with_more_binoculars_than_held_is_refused_x1() -> None:
    refuse(_recon(SPY_HAND), 0, "scout binoculars binoculars", r"binoculars", r"hold|hand|\b1\b")


def test_a_scout_tower_is_activated_once_per_round_x7() -> None:
    game = _recon(["junk", "scavenger", "refugee", "pills"])
    act(game, 0, "tower junk contested+junkyard")
    refuse(game, 0, "tower scavenger contested+junkyard", r"already|once")


def test_a_scout_tower_needs_two_different_piles_x7() -> None:
    refuse(_recon(["junk", "scavenger"]), 0, "tower junk contested+contested", r"different|two", exc=sc.InvalidAction)


def test_a_scout_tower_cannot_look_at_the_contested_pile_in_two_player_x9() -> None:
    game = _recon(["refugee", "scavenger", "junk"], players=2)
    refuse(game, 0, "tower refugee contested+junkyard", r"contested", r"two|2-player|2 player|peek")


def test_a_courier_draw_discards_exactly_its_cards_x11() -> None:
    game = _recon(["courier", "junk"])
    act(game, 0, "draw courier")
    assert dec(game).kind == "discard"
    refuse(game, 0, "discard junk", r"junk", r"drew|drawn")


def test_a_drill_sergeant_shuffles_at_most_two_cards_x12() -> None:
    game = _recon(["drill_sergeant", "junk"])
    act(game, 0, "drill drill_sergeant")
    assert dec(game).kind == "shuffle"
    refuse(game, 0, "shuffle brawler spear pills", r"at most 2|two|2 cards")


def test_a_drill_sergeant_shuffles_only_cards_of_the_discard_pile_x12() -> None:
    game = _recon(["drill_sergeant", "junk"])
    act(game, 0, "drill drill_sergeant")
    refuse(game, 0, "shuffle junk", r"junk", r"discard")


def test_a_map_takes_back_only_a_member_of_the_last_action_x19() -> None:
    game = _recon(["map", "scavenger", "brawler", "junk"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    refuse(game, 0, "map brawler", r"brawler", r"action|took part")


def test_demolishing_a_completed_building_is_refused_h9() -> None:
    game = _recon(["demolition_team", "junk"])
    refuse(game, 0, "demolish 0:scout_tower", r"scout_tower", r"under construction|construction")


def test_the_yardmaster_ability_belongs_to_the_yardmaster_l15() -> None:
    refuse(_recon(["junk", "scavenger"]), 0, "yard", r"leader|yardmaster")


def _yard_window() -> sc.Game:
    game = stacked(
        3,
        RECON | HQ4,
        round=3,
        players=[
            {"hand": ["thugs", "group_leaders", "scavenger"], "leader": "leader_swindler"},
            {"hand": ["assassin", "brawler", "pills"], "leader": "leader_yardmaster"},
            {"hand": ["scout"], "leader": "leader_gangster"},
        ],
    )
    game.apply(0, "dig thugs+group_leaders")
    decision = dec(game)
    assert (decision.kind, decision.seat) == ("respond", 1)
    return game


def test_an_assassin_cannot_snipe_a_multi_person_card_x10() -> None:
    refuse(_yard_window(), 1, "snipe assassin 0:thugs", r"1 person|one person|single|people")


def test_the_yardmaster_once_per_round_l15() -> None:
    game = _yard_window()
    game.apply(1, "yard")
    game.apply(1, "yard top")
    assert dec(game).seat == 1
    refuse(game, 1, "yard", r"already|once")


def test_the_swindler_once_per_turn_l14() -> None:
    game = _recon(["refugee", "refugee", "refugee", "scavenger", "junk"])
    act(game, 0, "lead refugee")
    refuse(game, 0, "lead refugee", r"leader|swindler", r"already|once")


# --- the solo game (V-4, [003:314-353]) --------------------------------------------------------


def _solo() -> sc.Game:
    game = stacked(
        1,
        frozenset(),
        round=1,
        players=[
            {"hand": ["brawler", "scavenger", "spear", "refugee", "refugee"], "deck": ["scout"] * 5 + ["refugee"] * 10}
        ],
        opponents=[["refugee"], ["thugs", "grenade"], ["junk"]],
    )
    game.apply(0, "end")
    assert dec(game).kind == "engage"
    return game


def test_engaging_a_force_already_fought_is_refused_v4() -> None:
    game = _solo()
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear")
    while dec(game).kind != "turn":
        game.apply(0, game.legal_actions(0)[0])
    game.apply(0, "end")
    assert dec(game).kind == "engage"
    refuse(game, 0, "engage 1", r"force 1", r"not there|already|fought|remaining")


def test_engaging_a_force_that_does_not_exist_is_refused_v4() -> None:
    refuse(_solo(), 0, "engage 4", r"4", r"not there|no|remaining")


def test_engage_without_a_number_is_invalid() -> None:
    refuse(_solo(), 0, "engage x", r"engage N|number|e\.g\.", exc=sc.InvalidAction)


# --- more of each expansion's own limits --------------------------------------------------------


def _fanatic_window(extra: str) -> sc.Game:
    game = stacked(
        3,
        sc.hq_modules(3),
        round=3,
        players=[
            {"hand": ["brawler", "shovel", extra], "leader": "leader_butcher"},
            {"hand": ["refugee", "scout"], "leader": "leader_fanatic"},
            {"hand": ["scout"], "leader": "leader_gangster"},
        ],
    )
    game.apply(0, "dig brawler+shovel")
    assert (dec(game).kind, dec(game).seat) == ("respond", 1)
    return game


def test_the_fanatic_takes_only_a_declared_card_whatever_the_hand_holds_l7() -> None:
    """L-7 / [000:713-715]: the Fanatic's target is a card the other player played. Whether a
    spear is in seat 0's hidden hand must not change the refusal's words."""
    twin_messages(_fanatic_window, ("spear", "pills"), 1, "lead refugee 0:spear", r"declared|played")


def test_the_fanatic_cannot_take_a_leader_l7() -> None:
    refuse(_fanatic_window("pills"), 1, "lead refugee 0:leader_butcher", r"person, tool or medicine|declared|played")


def _builder() -> sc.Game:
    """HQ 3, seat 0 the Organizer with an engineer, a complete bunker and armory."""
    return stacked(
        3,
        sc.hq_modules(3),
        round=3,
        players=[
            {
                "hand": ["refugee", "scavenger", "scout", "engineer", "junk", "brawler"],
                "deck": ["pills"] * 6,
                "leader": "leader_organizer",
                "buildings": [{"building": "bunker", "stored": ["medic"]}, {"building": "armory", "stored": ["net"]}],
            },
            {
                "hand": ["refugee", "scout", "brawler"],
                "leader": "leader_fanatic",
                "buildings": [{"building": "armory", "stored": ["net"]}, {"building": "bunker", "stored": ["medic"]}],
            },
            {"hand": ["scout"], "leader": "leader_gangster"},
        ],
    )


def test_the_organizers_draw_is_the_rounds_draw_l4() -> None:
    game = _builder()
    act(game, 0, "lead refugee")
    game.apply(0, game.legal_actions(0)[0])  # keep one of the two
    assert dec(game).kind == "turn"
    refuse(game, 0, "draw scout", r"\bdraw\b", r"already|once")


def _built_pharmacy() -> sc.Game:
    game = _builder()
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert dec(game).kind == "turn"
    return game


def test_one_build_per_round_h5() -> None:
    game = _built_pharmacy()
    refuse(game, 0, "build brawler", r"already|once|engineer")


def test_work_starts_the_round_after_placement_h4() -> None:
    refuse(_built_pharmacy(), 0, "work pharmacy scavenger", r"earlier round|round after|next round|this round")


def _others_window() -> sc.Game:
    """Seat 0 (bunker and armory, both storing) has committed; seat 1's dig opens a window in
    which seat 0 is asked."""
    game = _builder()
    game.apply(0, "end")
    game.apply(0, "commit none")
    game.apply(1, "dig brawler")
    while (d := dec(game)).kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
    assert (dec(game).kind, dec(game).seat) == ("respond", 0)
    return game


def test_storing_on_another_players_turn_is_refused_h7() -> None:
    refuse(_others_window(), 0, "store bunker scout", r"store", r"not possible|own turn|window")


def test_retrieving_from_an_armory_on_another_players_turn_is_refused_h7() -> None:
    refuse(_others_window(), 0, "retrieve armory net", r"bunker", r"only|another|other player|own turn")


def test_a_dig_from_the_bottom_needs_scrappers_x15() -> None:
    game = stacked(
        3,
        RECON | HQ4,
        round=3,
        players=[
            {"hand": ["scavenger", "junk"], "leader": "leader_organizer"},
            {"hand": ["brawler"], "leader": "leader_fanatic"},
            {"hand": ["scout"], "leader": "leader_gangster"},
        ],
    )
    refuse(game, 0, "dig bottom scavenger", r"scrappers")


def _recon_window(hand0: list[str], text: str, junkyard: list[str] | None = None) -> sc.Game:
    extra = {"junkyard": junkyard} if junkyard else {}
    game = stacked(
        3,
        RECON | HQ4,
        round=3,
        players=[
            {"hand": hand0, "leader": "leader_butcher"},
            {"hand": ["guard", "scouting_refugee", "sniper_team"], "leader": "leader_fanatic"},
            {"hand": ["guard", "scout"], "leader": "leader_gangster"},
        ],
        **extra,
    )
    game.apply(0, text)
    return game


HAND_R = ["scavenger", "shovel", "spy", "junk", "cargo_sled", "brawler"]


def test_a_guard_does_not_cancel_a_plain_dig_x6() -> None:
    game = _recon_window(HAND_R, "dig scavenger+shovel")
    refuse(game, 1, "cancel guard", r"guard", r"answers only|only", r"declared action|dig")


def test_a_scouting_refugee_cancels_only_a_recon_x4() -> None:
    game = _recon_window(HAND_R, "dig scavenger+shovel")
    refuse(game, 1, "cancel scouting_refugee", r"recon")


def test_a_guard_cancels_only_an_effect_on_its_owners_cards_x6() -> None:
    game = _recon_window(HAND_R, "spy 1:hand")
    game.apply(1, "pass")
    assert dec(game).seat == 2
    refuse(game, 2, "cancel guard", r"owner|its owner|your cards|own cards")


def test_a_cargo_sleds_extra_card_must_be_a_tool_or_medicine_x17() -> None:
    game = _recon_window(HAND_R, "dig brawler+cargo_sled", junkyard=["junk", "scout", "net", "pills", "medkit"])
    pass_windows(game)
    assert dec(game).kind == "keep"
    refuse(game, 0, "keep junk scout", r"tool|medicine")


def test_a_courier_discards_two_of_three_drawn_not_one_x11() -> None:
    game = stacked(
        3,
        RECON | HQ4,
        round=3,
        players=[
            {
                "hand": ["courier", "junk"],
                "deck": ["refugee", "pills", "medkit", "refugee"],
                "leader": "leader_swindler",
            },
            {"hand": ["brawler"], "leader": "leader_yardmaster"},
            {"hand": [], "leader": "leader_gangster"},
        ],
    )
    act(game, 0, "draw courier")
    assert dec(game).kind == "discard"
    assert len(game.view(0).looking) == 3
    refuse(game, 0, "discard pills", r"\b2\b|two", absent=("at least 1",))


def test_tear_gas_is_for_the_skirmish_only_s10() -> None:
    game = _recon(["tear_gas", "scavenger", "junk"])
    refuse(game, 0, "gas 1:brawler", r"gas", r"not possible|skirmish")


# --- more twins: a refusal's words never depend on hidden cards --------------------------------


def test_a_seat_not_asked_reads_the_same_whatever_it_or_the_asked_seat_holds() -> None:
    """Seat 2 answering while seat 1 is asked: the refusal must not tell what seat 1 (hidden
    from seat 2) holds, nor depend on seat 2's own cards beyond what it sees."""

    def make(card: str) -> sc.Game:
        game = base_table(
            players=[
                {"hand": ["brawler", "shovel", "refugee"], "deck": ["refugee"] * 4},
                {"hand": [card, "refugee"], "deck": ["refugee"] * 4},
                {"hand": ["scout", "pills"], "deck": ["refugee"] * 4},
            ]
        )
        game.apply(0, "dig brawler+shovel")
        assert dec(game).seat == 1
        return game

    twin_messages(make, ("spear", "pills"), 2, "disarm 0:shovel", r"seat 1|wait")


def test_a_spy_position_past_a_deck_reads_the_same_whatever_the_deck_holds_x2() -> None:
    """The deck's size is public, its cards are not: 'spy 1:deck@5' on a 3-card deck is refused
    the same way whatever those 3 cards are."""

    def make(card: str) -> sc.Game:
        return stacked(
            3,
            RECON | HQ4,
            round=3,
            players=[
                {"hand": ["spy", "scavenger", "junk"], "leader": "leader_swindler"},
                {"hand": ["brawler"], "deck": [card, "refugee", "refugee"], "leader": "leader_yardmaster"},
                {"hand": ["scout"], "leader": "leader_gangster"},
            ],
        )

    message = twin_messages(make, ("medkit", "pills"), 0, "spy 1:deck@5", r"3 cards|position 5|position")
    assert "medkit" not in message
    assert "pills" not in message
