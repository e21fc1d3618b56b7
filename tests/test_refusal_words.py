"""A refused action in words for the person who tried it (the terminal's message line, the web
table's error box): what she typed, why it is refused, in her own words, never the engine's
"seat 1 (round 2, gathering phase)" context, and nothing of any other seat's cards."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import table, to_skirmish
from scavengers.text import refusal

NAMES = ["Ann (Seat 0)", "Bob (Seat 1)", "Cy (Seat 2)"]


def refused(game: sc.Game, seat: int, text: str) -> str:
    with pytest.raises((sc.InvalidAction, sc.IllegalAction)) as error:
        game.apply(seat, text)
    return refusal(error.value, NAMES.__getitem__)  # any "did you mean" is the engine's own


def opening() -> sc.Game:
    """Round 1, Ann the initiator holding a scavenger, a shovel, a refugee and pills."""
    return table(3, round=1, initiator=0, players=[{"hand": ["scavenger", "scavenger", "shovel", "refugee", "pills"]}])


def test_a_seat_acting_out_of_turn_is_told_whose_turn_it_is() -> None:
    assert refused(opening(), 1, "end") == "It is not your turn: waiting for Ann (Seat 0)."


def test_a_card_she_lacks_says_how_many_her_hand_holds() -> None:
    game = opening()
    assert refused(game, 0, "dig brawler") == "You cannot dig brawler: your hand holds no brawler"
    assert refused(game, 0, "hunt scavenger scavenger scavenger") == (
        "You cannot hunt scavenger scavenger scavenger: your hand holds 2 scavenger, not 3"
    )


def test_a_verb_of_another_decision_names_the_decision_and_the_verbs_possible_now() -> None:
    message = refused(opening(), 0, "commit scavenger")
    assert message.startswith("You cannot commit scavenger: 'commit' is not possible during a resource-gathering turn")
    assert message.endswith("possible now: dig, draw, end, hire, hunt, trash")  # pills hire a hunter


def test_an_unknown_verb_lists_only_the_verbs_of_her_decision() -> None:
    message = refused(opening(), 0, "grab scavenger")
    assert message == "Unknown verb 'grab' in 'grab scavenger'; possible now: dig, draw, end, hire, hunt, trash"


def test_a_hire_she_cannot_pay_says_the_cost_and_what_she_brings_ruling_r13() -> None:
    # RULINGS R-13: food pays food, meds pay meds; a scout costs 2 food and 1 med.
    assert refused(opening(), 0, "hire scout pay pills") == (
        "You cannot hire scout pay pills: a scout costs 2 food and 1 med; this hire brings 1 med"
    )


def test_a_tool_with_nobody_to_use_it_says_so_ruling_r14() -> None:
    message = refused(opening(), 0, "dig shovel")
    assert "no one to use it" in message
    assert "RULINGS" not in message


def test_two_people_in_one_group_are_shown_written_apart_ruling_r14() -> None:
    message = refused(opening(), 0, "dig scavenger+shovel+scavenger")
    assert message.endswith("write each person apart, as in 'scavenger+shovel scavenger'")


def test_a_misspelt_card_gets_the_right_name() -> None:
    assert refused(opening(), 0, "dig scavenger+shovle").endswith("(did you mean shovel?)")
    both = refused(opening(), 0, "dig scavanger+shovle")
    assert both.endswith("(did you mean scavenger, shovel?)")


def test_a_refusal_to_another_seat_never_names_the_deciding_seats_cards() -> None:
    # Bob is told only whose turn it is, whatever he typed and whatever Ann holds.
    for text in ("dig scavenger+shovel", "hire scout pay pills", "end", "foo"):
        message = refused(opening(), 1, text)
        assert "scavenger" not in message.replace(text, "") or text == "foo"
        assert "shovel" not in message.replace(text, "")


def test_the_game_over_is_said_plainly() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    while not game.over:
        game.play(game.legal_actions(game.to_act[0])[0])
    assert refused(game, 0, "end") == "The game is over."


def test_one_of_several_buildings_by_number_is_not_taken_for_a_misspelling() -> None:
    config = sc.GameConfig(
        players=2,
        modules=sc.hq_modules(2),
        scenario={"round": 2, "players": [{"hand": ["medic"], "buildings": [{"building": "bunker"}] * 2}, {}]},
    )
    game = sc.Game.new(config)
    assert refused(game, 0, "store bunker-2 medc").endswith("(did you mean medic?)")
    assert refused(game, 0, "store bunkr-2 medic").endswith("(did you mean bunker?)")


def test_a_scenario_value_of_the_wrong_type_shows_as_given() -> None:
    # "3" (text) is not 3 (a number): the message must not read as refusing what it asks for.
    with pytest.raises(sc.ConfigError, match='got "3"'):
        sc.Game.new(sc.GameConfig(players=3, scenario={"round": "3"}))
    with pytest.raises(sc.ConfigError, match="at most 1 player, one per seat \\(2 given\\)"):
        sc.Game.new(sc.GameConfig(players=1, scenario={"players": [{}, {}]}))


def test_a_strike_at_a_seat_that_is_not_at_the_table_says_so() -> None:
    game = table(2, round=3, initiator=0, players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["thugs"]}])
    to_skirmish(game, {0: "commit sniper_team brawler", 1: "commit thugs"})
    seat = game.to_act[0]
    assert refused(game, seat, "snipe 2:thugs") == "No seat 2: seats are 0-1"


def test_work_on_a_building_she_does_not_have_says_so_ruling_h4() -> None:
    config = sc.GameConfig(
        players=2,
        modules=sc.hq_modules(2),
        scenario={"round": 2, "players": [{"hand": ["refugee"], "buildings": [{"building": "bunker"}] * 2}, {}]},
    )
    game = sc.Game.new(config)
    assert refused(game, 0, "work bunker-3 refugee").endswith("no such building of the seat's: bunker-3")
    assert refused(game, 0, "work pharmacy refugee").endswith("no such building of the seat's: pharmacy")
