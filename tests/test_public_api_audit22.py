"""Audit 22: the public API exactly as an outside checker uses it from the docs alone.

Every test takes a claim, an example or a spelling of README.md ("Using the engine", "Action
notation"), docs/view.md, docs/scenarios.md, docs/frontends.md or docs/variants.md, and checks
the engine does what that text says: the examples run verbatim, the documented spellings are
read, and everything else is refused with a ``ValueError`` that names what was wrong, the game
left exactly as it was. Rules are cited from the rulebooks ([000:N] base+HQ 2015, [003:N]
Recon) where a figure the docs show rests on them.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_responses, play_out, table, texts, to_skirmish
from scavengers.engine.setup.table import ScenarioWarning

ROOT = Path(__file__).resolve().parent.parent
HQ2 = frozenset({"hq1", "hq2"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})


def refused_unchanged(game: sc.Game, seat: Any, action: Any, *words: str) -> str:
    """Applying ``action`` raises a ``ValueError`` whose message holds every one of ``words``,
    and the game is exactly as it was (its save and the seat's view); the message."""
    before, seen = game.to_json(), game.view(None)
    with pytest.raises(ValueError, match=re.escape(words[0])) as refusal:
        game.apply(seat, action)
    message = str(refusal.value)
    for word in words:
        assert word in message, message
    assert game.to_json() == before
    assert game.view(None) == seen
    return message


def hunting_hand() -> sc.Game:
    """Seat 0 of three, round 1, holding the README's dig and hunt examples' cards."""
    return table(
        3, players=[{"hand": ["brawler", "shovel", "refugee", "scavenger", "spear"]}], junkyard=["net", "junk"]
    )


# -- the examples, verbatim -------------------------------------------------------------------


def test_readme_using_the_engine_example_plays_a_whole_game_to_its_result() -> None:
    """README "Using the engine": the loop of first legal actions ends in a ``game.result``
    with a score per seat and at least one winner; every view on the way is the seat's own."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7))
    while not game.over:
        seat = game.to_act[0]
        view = game.view(seat)
        assert view.seat == seat
        action = game.legal_actions(seat)[0]
        game.apply(seat, action)
    result = game.result
    assert result is not None
    assert len(result.scores) == 4
    assert result.winners
    assert result.decided_by in ("people", "contested", "cards", "shared")
    assert game.view(0).over
    assert game.view(0).decision is None
    assert game.view(0).to_act == ()


def test_frontends_example_plays_a_game_and_writes_a_replayable_file(tmp_path: Path) -> None:
    """docs/frontends.md "A whole front end in a few lines", run verbatim in a scratch folder:
    it narrates the game to seat 0 and writes ``my-game.json``, which ``Table.parse`` reads
    back as the same game."""
    source = (ROOT / "docs" / "frontends.md").read_text(encoding="utf-8")
    example = re.search(r"```python\n(.*?)```", source, re.S)
    assert example is not None
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        namespace: dict[str, Any] = {}
        exec(compile(example.group(1), "frontends.md", "exec"), namespace)
    finally:
        os.chdir(cwd)
    saved = (tmp_path / "my-game.json").read_text(encoding="utf-8")
    game, seats, _names, _hints = sc.table.Table.parse(json.loads(saved), "my-game.json")
    assert game.over
    assert len(seats) == 2
    assert game.to_json() == namespace["table"].game.to_json()


def test_scenarios_json_example_starts_as_documented() -> None:
    """docs/scenarios.md's JSON example with ``GameConfig(players=3, scenario=...)``: round 3,
    seat 0 initiating, her hand as given (sorted), the peek at the top contested resource
    already done [000:126], piles top first, ``{"scout": 8}`` a full scout stack, and the game
    marked a scenario in the view and in the log's first event."""
    doc = json.loads(
        '{"round": 3, "initiator": 0,'
        ' "players": [{"hand": ["brawler", "shovel"], "deck": ["refugee"], "discard": []}],'
        ' "junkyard": ["net", "junk"], "contested": ["field_crew", "grenade"],'
        ' "market": {"scout": 8}}'
    )
    game = sc.Game.new(sc.GameConfig(players=3, scenario=doc))
    view = game.view(0)
    assert (view.round, view.initiator, view.phase) == (3, 0, "gathering")
    assert view.hand == ("brawler", "shovel")
    assert view.peeked == "field_crew"
    assert [(k.source, k.zone, k.cards) for k in view.knowledge] == [("peek", "contested", ("field_crew",))]
    assert [c.kind for c in game.zones()["junkyard"]] == ["net", "junk"]
    assert [c.kind for c in game.zones()["contested"]] == ["field_crew", "grenade"]
    assert dict(view.market)["scout"] == 8
    assert view.scenario
    assert game.log(0)[0].text == "scenario"
    assert game.view(1).peeked is None
    assert game.view(1).knowledge == ()


# -- the notation: what the README says is read -----------------------------------------------


def test_notation_is_read_in_any_case_and_with_any_spaces_between_words() -> None:
    """README: "read in any case and with any spaces between words (`Dig Brawler+Shovel
    refugee`)"."""
    game = hunting_hand()
    standard = sc.parse_action(game, 0, "dig brawler+shovel refugee")
    for text in ("Dig Brawler+Shovel  refugee", "DIG BRAWLER+SHOVEL REFUGEE", "  dig brawler+shovel\trefugee  "):
        assert sc.parse_action(game, 0, text) == standard
    assert str(standard) == "dig brawler+shovel refugee"


def test_notation_any_grouping_and_order_of_the_same_cards_is_the_same_action() -> None:
    """README: "Any grouping and order of the same cards is read as the same action, which the
    engine writes in one standard form"; the dig of brawler 1 and a shovel's +2 [000:206] and a
    refugee comes to 3 however the shovel is placed."""
    game = hunting_hand()
    standard = sc.parse_action(game, 0, "dig brawler+shovel refugee")
    for text in ("dig shovel+brawler refugee", "dig refugee brawler+shovel", "dig refugee+shovel brawler"):
        assert sc.parse_action(game, 0, text) == standard
    assert sc.action_total(game.view(0), standard) == 3
    act(game, 0, "dig refugee+shovel brawler")
    assert game.log(0)[-1].cards == ("junk", "net")  # 3 dug from a junkyard of 2: all of it


def test_notation_plus_with_spaces_around_it_is_refused_naming_the_rule() -> None:
    """README: "the cards of a group are joined by `+` with no space around it"."""
    refused_unchanged(hunting_hand(), 0, "dig brawler + shovel refugee", "'+'", "with no space")


def test_notation_tool_left_alone_is_refused_naming_the_tool() -> None:
    """[000:240] "Tools cannot perform actions on their own": a shovel outside any group has no
    holder, and the refusal names it."""
    refused_unchanged(hunting_hand(), 0, "dig brawler shovel refugee", "'shovel'", "no one to use it")


@pytest.mark.parametrize("kind", ["refugees", "sniper-team", "sniperteam"])
def test_notation_plurals_and_other_spellings_of_a_kind_are_refused_naming_the_word(kind: str) -> None:
    """README: "Card kinds are the ids of the catalogue (`refugee`, `sniper_team`, ...)": no
    plural or other spelling is read, and the refusal quotes the unknown word."""
    refused_unchanged(hunting_hand(), 0, f"trash {kind}", f"unknown card kind '{kind}'")


def test_notation_card_name_with_a_space_is_refused_naming_its_first_word() -> None:
    """ "sniper team" is two words: the first is quoted as no card kind."""
    refused_unchanged(hunting_hand(), 0, "hunt sniper team", "unknown card kind 'sniper'")


def test_notation_hire_pay_medkit_as_the_readme_writes_it() -> None:
    """README: `hire scout pay medkit`. A scout costs 2 food and 1 med [000:516]: a hunt of 4
    pays the food, the medkit the med; without the medkit it is refused, saying the cost."""
    game = table(3, players=[{"hand": ["scavenger", "spear", "medkit", "pills", "hunter"]}])
    act(game, 0, "hunt scavenger+spear hunter")  # 1 + 1 + 2 [000:224]
    assert game.view(0).seats[0].food == 4
    refused_unchanged(game, 0, "hire scout", "2 food and 1 med")
    refused_unchanged(game, 0, "hire scout, pay medkit", "unknown card kind 'scout,'")
    act(game, 0, "Hire Scout pay Medkit")
    assert game.log(0)[-1].text == "scout"
    assert game.log(0)[-1].cards == ("medkit",)


def test_notation_commit_none_is_read_in_any_case_and_other_words_are_refused() -> None:
    """README: `commit none`; `commit` alone and `commit nothing` are refused, naming why."""
    game = table(3, round=3, players=[{"hand": ["brawler", "spear"]}, {"hand": ["junk"]}, {"hand": ["net"]}])
    game.apply(0, "end")
    assert game.view(0).decision.kind == "commit"  # type: ignore[union-attr]
    refused_unchanged(game, 0, "commit", "'none'")
    refused_unchanged(game, 0, "commit nothing", "unknown card kind 'nothing'")
    refused_unchanged(game, 0, "commit brawler brawler", "only 1 brawler")
    game.apply(0, "Commit NONE")
    assert game.view(None).seats[0].committed_count == 0
    assert game.view(0).hand == ()


def test_notation_commit_with_a_plus_is_the_terminals_alone() -> None:
    """README: "`commit brawler pills refugee` ... (the terminal game also reads `commit
    brawler+spear`)": the engine takes the cards space-separated and refuses the joined word."""
    game = table(3, round=3, players=[{"hand": ["brawler", "spear"]}, {"hand": ["junk"]}, {"hand": ["net"]}])
    game.apply(0, "end")
    refused_unchanged(game, 0, "commit brawler+spear", "brawler+spear")
    game.apply(0, "commit spear brawler")
    assert game.view(0).committed == ("brawler", "spear")


def _hq1_skirmish_table() -> sc.Game:
    """Round 3 with HQ 1: seat 0 commits a brawler, a spear and a sniper team, seat 1 a brawler
    and a net, seat 2 a medic, a refugee and a scavenger; the skirmish asks seat 0 first."""
    scenario = {
        "round": 3,
        "players": [
            {"hand": ["brawler", "spear", "sniper_team"]},
            {"hand": ["brawler", "net"]},
            {"hand": ["scavenger", "medic", "refugee"]},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1"}), scenario=scenario))
    to_skirmish(
        game, {0: "commit brawler spear sniper_team", 1: "commit brawler net", 2: "commit medic refugee scavenger"}
    )
    return game


def test_notation_snipe_seat_card_reads_any_case_of_the_kind() -> None:
    """README: `snipe 2:brawler` (seat:card); the kind in any case. The sniper team "renders
    one opponent's tribe member ... ineffective" [000:316]."""
    game = _hq1_skirmish_table()
    assert game.view(0).decision == sc.Decision("skirmish", 0, None, None)
    assert sc.parse_action(game, 0, "snipe 1:Brawler") == sc.parse_action(game, 0, "snipe 1:brawler")
    told = len(game.log(0))
    game.apply(0, "SNIPE 1:BRAWLER")
    sniped = [e for e in game.log(0)[told:] if e.type is sc.EventType.SNIPED]
    assert [(e.seat, e.target, e.cards) for e in sniped] == [(0, 1, ("brawler",))]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("snipe 1: brawler", ("expected 'snipe",)),
        ("snipe seat1:brawler", ("'seat1'", "not a number")),
        ("snipe 3:brawler", ("no seat 3", "0-2")),
        ("snipe 1:", ("a card kind is missing",)),
        ("snipe brawler", ("expected 'snipe",)),
        ("snipe 1:brawlers", ("unknown card kind 'brawlers'",)),
        ("snipe 0:brawler", ("her own cards",)),
        ("snipe 1:net", ("not a person",)),
    ],
)
def test_notation_snipe_misspellings_are_refused_naming_the_fault(text: str, words: tuple[str, ...]) -> None:
    """Every wrong spelling of `snipe SEAT:KIND` names what is wrong: the space, the seat, the
    missing or unknown kind, her own seat, a card that is no person [000:316]."""
    refused_unchanged(_hq1_skirmish_table(), 0, text, *words)


def test_notation_end_in_any_case_and_end_with_words_refused() -> None:
    """README: `end` finishes; it takes no arguments, and `pass` is no gathering-turn action:
    the refusal lists what is possible now."""
    game = hunting_hand()
    refused_unchanged(game, 0, "end turn", "end takes no arguments")
    refused_unchanged(game, 0, "pass", "possible now", "dig", "end")
    refused_unchanged(game, 0, "xyzzy", "unknown verb 'xyzzy'", "possible now")
    game.apply(0, "End")
    assert game.view(None).decision == sc.Decision("turn", 1, None, None)


# -- numbered buildings -----------------------------------------------------------------------


def _with_modules(game_scenario: dict[str, Any], modules: frozenset[str], players: int = 3) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=0, modules=modules, scenario=game_scenario))


TWO_BUNKERS: dict[str, Any] = {
    "players": [
        {
            "hand": ["engineer", "toolkit", "scavenger", "refugee", "sniper_team", "medic"],
            "buildings": [
                {"building": "bunker"},
                {"building": "bunker"},
                {"building": "armory", "timer": ["junk", "junk"]},
            ],
        }
    ],
    "schematics": ["pharmacy"],
}
ONE_EACH: dict[str, Any] = {
    "players": [
        {
            "hand": ["engineer", "toolkit", "scavenger", "refugee", "medic", "saboteur"],
            "buildings": [
                {"building": "bunker", "stored": ["brawler"]},
                {"building": "armory", "timer": ["junk", "junk"]},
            ],
        },
        {"buildings": [{"building": "bunker", "stored": ["guard"]}], "hand": ["junk"]},
    ],
}


def test_store_names_one_of_two_bunkers_by_its_number_in_the_order_built() -> None:
    """README: `store bunker-2 medic` (of two of a kind, name one by its number in the order
    built); a bunker stores tribe members [000:609]. `bunker-2` any case; `bunker-3`, `bunker-0`
    and `bunker 2` are refused, each naming its fault."""
    game = _with_modules(TWO_BUNKERS, HQ2)
    refused_unchanged(game, 0, "store bunker-3 medic", "bunker number 3")
    refused_unchanged(game, 0, "store bunker-0 medic", "counts from 1")
    refused_unchanged(game, 0, "store bunker 2 medic", "unknown card kind '2'")
    act(game, 0, "store Bunker-2 medic")
    assert game.view(0).stored == ((), ("medic",), ())
    refused_unchanged(game, 0, "retrieve bunker-1 medic", "bunker-1 does not hold medic")
    act(game, 0, "retrieve bunker-2 medic")
    assert game.view(0).stored == ((), (), ())
    assert "medic" in game.view(0).hand


def test_work_on_one_of_two_bunkers_plain_is_refused_naming_the_numbered_form() -> None:
    """README: `work bunker-2 engineer` "of two of a kind, name one": plain `bunker` with two is
    refused, giving the numbered form to write."""
    scenario = {
        "players": [
            {
                "hand": ["engineer", "refugee"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk"]},
                    {"building": "bunker", "timer": ["junk", "pills"]},
                ],
            }
        ]
    }
    game = _with_modules(scenario, HQ2)
    refused_unchanged(game, 0, "work bunker engineer", "more than one bunker", "bunker-1")
    act(game, 0, "work bunker-2 refugee")
    assert [b.timer for b in game.view(0).seats[0].buildings] == [1, 1]


@pytest.mark.parametrize(
    "text",
    ["store bunker-1 medic", "retrieve bunker-1 brawler", "work armory-1 engineer", "store bunker-2 medic"],
)
def test_a_number_on_her_only_building_of_a_kind_is_refused_naming_the_plain_form(text: str) -> None:
    """README: a building is named by its number only "of two of a kind"; the plain name is
    her only one. A number on it is refused saying so and giving the plain form, never that
    she has no such building (she has it)."""
    game = _with_modules(ONE_EACH, HQ2, players=2)
    message = refused_unchanged(game, 0, text, "one ", "without a number")
    plain = re.sub(r"-\d", "", text)
    assert f"'{plain}'" in message
    assert "no active" not in message
    assert "no such building" not in message
    act(game, 0, plain)  # the plain form is the action


def test_disable_with_a_number_on_a_single_building_is_refused_naming_the_plain_form() -> None:
    """README (Dirty Deeds): `disable 2:bunker`, `disable 2:bunker-2` "of a player's two of a
    kind": seat 1 has one bunker, so `1:bunker-1` is refused and `1:bunker` taken."""
    scenario = dict(ONE_EACH)
    scenario["players"] = [
        {**ONE_EACH["players"][0], "leader": "leader_mentor"},
        {**ONE_EACH["players"][1], "leader": "leader_butcher"},
    ]
    game = _with_modules(scenario, HQ4, players=2)
    refused_unchanged(game, 0, "disable 1:bunker-1", "seat 1 has one bunker", "'disable 1:bunker'")
    act(game, 0, "disable 1:bunker")
    assert game.view(0).seats[1].buildings[0].disabled


def test_spy_on_a_single_bunker_is_named_plain_and_its_knowledge_zone_too() -> None:
    """docs/view.md: a spy's look at a bunker is `2:stored-bunker`, "and `2:stored-bunker-1`,
    `2:stored-bunker-2` ... where she has several bunkers". With one, `stored-bunker-1` is
    refused (one look is never told two ways) and the plain look recorded under the plain zone;
    a spy sees up to 4 cards and then draws 1 [003:63-68]."""
    game = _with_modules(
        {**ONE_EACH, "players": [{"hand": ["spy", "refugee"]}, ONE_EACH["players"][1]]}, HQ2 | {"recon1"}, 2
    )
    refused_unchanged(game, 0, "spy 1:stored-bunker-1", "seat 1 has one bunker", "'spy 1:stored-bunker'")
    act(game, 0, "spy 1:Stored-Bunker")
    assert [(k.source, k.zone, k.cards) for k in game.view(0).knowledge] == [("spy", "1:stored-bunker", ("guard",))]


def test_spy_on_one_of_two_bunkers_must_name_its_number() -> None:
    """docs/view.md / README: of her two bunkers, `stored-bunker-1` is the first built; plain
    `stored-bunker` is refused naming the numbered form, and the look is recorded under it."""
    scenario = {
        "players": [
            {"hand": ["spy", "refugee"]},
            {
                "hand": ["junk"],
                "buildings": [{"building": "bunker", "stored": ["medic"]}, {"building": "bunker", "stored": ["guard"]}],
            },
        ]
    }
    game = _with_modules(scenario, HQ2 | {"recon1"}, 2)
    assert "spy 1:stored-bunker-2" in texts(game, 0)
    assert "spy 1:stored-bunker" not in texts(game, 0)
    refused_unchanged(game, 0, "spy 1:stored-bunker", "more than one bunker", "'spy 1:stored-bunker-1'")
    act(game, 0, "spy 1:stored-bunker-2")
    assert [(k.zone, k.cards) for k in game.view(0).knowledge] == [("1:stored-bunker-2", ("guard",))]


# -- Recon and the solo game ------------------------------------------------------------------


SPY_DECK: dict[str, Any] = {
    "players": [
        {"hand": ["spy", "refugee", "junk"]},
        {"hand": ["brawler"], "deck": ["net", "pills", "spear", "junk", "junk", "rifle"]},
    ]
}


def test_spy_chosen_deck_positions_are_counted_from_the_top_as_documented() -> None:
    """README: `spy 2:deck@2,3,5,6` "choose the positions ... a deck's counted from the top";
    docs/view.md: the knowledge's zone names them, `2:deck@2,3`, its cards in the pile's order."""
    game = _with_modules(SPY_DECK, frozenset({"recon1"}), 2)
    act(game, 0, "spy 1:deck@2,3")
    assert [(k.source, k.zone, k.cards, k.in_order) for k in game.view(0).knowledge] == [
        ("spy", "1:deck@2,3", ("pills", "spear"), True)
    ]
    assert game.view(1).knowledge == ()  # hers alone


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("spy 1:deck@2, 3", ("'1:deck@2,'",)),
        ("spy 1:deck@0", ("'0'", "from 1")),
        ("spy 1:deck@1,1", ("a position twice",)),
        ("spy 1:deck@7", ("holds 6 cards", "no position 7")),
        ("spy 1:deck@1,2,3,4,5", ("at most 4 cards",)),
        ("spy 1:discard", ("not a zone a spy looks at",)),
    ],
)
def test_spy_position_and_zone_misspellings_are_refused_naming_the_fault(text: str, words: tuple[str, ...]) -> None:
    """A spy sees "up to 4 cards" [003:63-67]; each wrong position list or zone is refused with
    its fault named, the game unchanged."""
    refused_unchanged(_with_modules(SPY_DECK, frozenset({"recon1"}), 2), 0, text, *words)


def test_choose_pick_done_takes_a_large_hand_one_card_at_a_time() -> None:
    """README: a very large hand "is chosen one card at a time: `choose trash` ..., then `pick
    junk`, ..., `done`"; the picks so far are the viewer's `view.chosen` alone. A small hand
    refuses `choose`, saying why."""
    small = hunting_hand()
    refused_unchanged(small, 0, "choose trash", "only when a hand is too large")
    hand = ["junk"] * 4 + ["scavenger"] * 3 + ["refugee"] * 4 + ["spear", "net", "pills", "medkit", "shovel", "brawler"]
    game = table(3, players=[{"hand": hand}])
    game.apply(0, "Choose Trash")
    assert game.view(None).decision == sc.Decision("choose", 0, None, "trash")
    refused_unchanged(game, 0, "pick junk junk", "pick takes one card")
    game.apply(0, "pick junk")
    game.apply(0, "Pick JUNK")
    assert game.view(0).chosen == ("junk", "junk")
    assert game.view(1).chosen == ()
    assert game.view(None).chosen == ()
    told = len(game.log(0))
    act(game, 0, "done")
    trashed = [e.cards for e in game.log(0)[told:] if e.type is sc.EventType.TRASHED and e.cards]
    assert trashed == [("junk", "junk")]
    assert game.view(0).hand.count("junk") == 2


SOLO: dict[str, Any] = {
    "players": [{"hand": ["brawler", "spear", "scavenger", "refugee", "junk"]}],
    "opponents": [["grenade", "rifle"], ["thugs", "field_crew", "medkit"]],
}


def test_solo_engage_reads_any_case_and_refuses_a_force_not_there() -> None:
    """README: `engage 3` fights force 3 "by number, 1-7"; docs/scenarios.md: `view.forces`
    gives each force's face-down size, 0 once fought. A force not there is refused naming the
    remaining ones."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario=SOLO))
    assert game.view(0).forces == (2, 3)
    assert game.view(0).engaged is None
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("engage", 0, None, None)
    refused_unchanged(game, 0, "engage 3", "remaining forces: 1, 2")
    refused_unchanged(game, 0, "engage force 1", "expected 'engage N'")
    game.apply(0, "Engage 2")
    assert game.view(0).engaged == 2
    assert game.view(0).skirmish_this_round


def test_solo_loss_on_people_after_a_tied_fight_asks_which_card_to_remove() -> None:
    """[003:341] "If you lose, you must permanently remove one card from your skirmish force";
    a tied fight goes to people (RULINGS V-6): fight 5 against the opponent's 5 with 2 people
    against 7 (thugs 3 and field crew 4 people) is a loss, and `remove brawler` takes the
    brawler out of the game."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario=SOLO))
    game.apply(0, "end")
    game.apply(0, "engage 2")
    game.apply(0, "commit brawler spear scavenger")
    view = game.view(0)
    assert view.opponent is not None
    assert view.opponent.strength == sc.ForceStrength(True, 5, 7)
    assert view.committed_strength == sc.ForceStrength(True, 5, 2)
    assert view.skirmish_winner is None  # docs/view.md: always None in the solo game
    assert view.decision == sc.Decision("loss", 0, None, None)
    told = len(game.log(0))
    game.apply(0, "remove brawler")
    lost = game.log(0)[told]
    assert (lost.type, lost.cards, lost.text) == (sc.EventType.SKIRMISH_LOST, ("brawler",), "removed")
    assert game.view(0).forces == (2, 0)
    # The next turn's draw reshuffles the discard pile, whose new top card leaves too [003:333].
    attrition = [e.cards for e in game.log(0)[told:] if e.type is sc.EventType.ATTRITION]
    assert [c.kind for c in game.zones()["0:removed"]] == ["brawler", *attrition[0]]
    assert game.view(0).seats[0].removed == 2


# -- figures read from the view ---------------------------------------------------------------


def test_action_total_reads_an_action_given_as_notation_text() -> None:
    """README: `game.apply` "takes an `Action` or its notation", and `sc.action_total(view,
    action)` reads a listed action's total: given the notation, in any case or grouping, it
    reads the same figure (a hunt of scavenger 1, spear +1 [000:224])."""
    game = hunting_hand()
    view = game.view(0)
    listed = sc.parse_action(game, 0, "hunt scavenger+spear")
    assert sc.action_total(view, listed) == 2
    for text in ("hunt scavenger+spear", "Hunt Spear+Scavenger", "hunt  scavenger+spear "):
        assert sc.action_total(view, text) == 2
    assert sc.action_total(view, "dig brawler+shovel refugee") == 3  # brawler 1 + shovel 2 [000:206]


def test_action_total_of_text_that_is_no_listed_action_is_none() -> None:
    """README: `None` for "an action that is not listed": malformed text, an unlisted action,
    another seat's view (a hidden hand gives nobody else a total)."""
    game = hunting_hand()
    view = game.view(0)
    for text in ("dig", "hunt sniper team", "end", "trash junk", "hunt brawler+shovel"):
        assert sc.action_total(view, text) is None
    assert sc.action_total(game.view(1), "hunt scavenger+spear") is None
    assert sc.action_total(game.view(None), "hunt scavenger+spear") is None


def test_force_total_and_skirmish_winner_as_the_view_describes_them() -> None:
    """docs/view.md: once revealed every force's `strength`, and `skirmish_winner` the seat that
    takes the contested resource now, the same in every view; the highest fight wins [000:268]."""
    game = _hq1_skirmish_table()
    views = [game.view(s) for s in (0, 1, 2, None)]
    assert {v.skirmish_winner for v in views} == {0}
    # brawler 2 + spear 2; people: the brawler's 1 and the sniper team's 2 (cards.tsv)
    assert sc.force_total(views[1], 0) == sc.ForceStrength(True, 4, 3)
    assert sc.force_total(views[0], 2) == sc.ForceStrength(True, 1, 3)
    with pytest.raises(ValueError, match="no seat 3"):
        sc.force_total(views[0], 3)


# -- the documented errors --------------------------------------------------------------------


@pytest.mark.parametrize("seat", [3, -1, "0", True])
def test_a_seat_that_is_not_there_is_refused_by_every_call(seat: Any) -> None:
    """README: errors name the seat; a seat the game does not have is refused by view, log,
    score, legal_actions and apply alike, with an `InvalidAction` (a `ValueError`)."""
    game = hunting_hand()
    before = game.to_json()
    for call in (game.view, game.log, game.score, game.legal_actions, lambda s: game.apply(s, "end")):
        with pytest.raises(sc.InvalidAction, match="no seat"):
            call(seat)
    assert game.to_json() == before


@pytest.mark.parametrize(
    ("action", "words"), [(None, ("NoneType",)), (5, ("int",)), ("", ("empty action",)), ("   ", ("empty action",))]
)
def test_an_action_that_is_no_text_or_empty_is_refused_naming_the_seat_and_phase(
    action: Any, words: tuple[str, ...]
) -> None:
    """README: a malformed action raises `InvalidAction` "naming the seat, the phase and the
    reason, and the game is left exactly as it was"."""
    message = refused_unchanged(hunting_hand(), 0, action, *words)
    assert message.startswith("seat 0 (round 1, gathering phase)")


def test_a_forbidden_action_raises_illegal_action_naming_seat_phase_and_reason() -> None:
    """README: "a forbidden one `IllegalAction` (both `ValueError`)"."""
    game = hunting_hand()
    with pytest.raises(sc.IllegalAction) as refusal:
        game.apply(0, "snipe 1:brawler")
    assert isinstance(refusal.value, ValueError)
    assert "seat 0 cannot snipe 1:brawler (round 1, gathering phase)" in str(refusal.value)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", ("not JSON",)),
        ("not json", ("not JSON",)),
        ("{}", ("not a saved scavengers game",)),
        ("[1]", ("not a saved scavengers game",)),
        (b"\xff\xfe", ("not UTF-8",)),
    ],
)
def test_from_json_refuses_what_is_no_save_with_the_reason(text: str | bytes, words: tuple[str, ...]) -> None:
    """README: "anything that is not a save ... raises `InvalidAction` with the reason"."""
    with pytest.raises(sc.InvalidAction) as refusal:
        sc.Game.from_json(text)
    for word in words:
        assert word in str(refusal.value)


def test_from_json_takes_the_text_or_its_utf8_bytes_and_gives_the_same_game() -> None:
    """README: "`from_json` takes the text or its UTF-8 bytes"; same config and actions give
    the same game."""
    game = hunting_hand()
    act(game, 0, "dig brawler+shovel refugee")
    saved = game.to_json()
    for copy in (sc.Game.from_json(saved), sc.Game.from_json(saved.encode("utf-8"))):
        assert copy.to_json() == saved
        assert all(copy.view(s) == game.view(s) for s in (0, 1, 2, None))


def test_quiet_copies_and_samples_are_refused_as_saves_saying_why() -> None:
    """README: `to_json` refuses a quiet copy and a `clone(knowledge=False)` copy with
    `InvalidAction`; a `determinize` sample is written but `from_json` refuses it, saying so."""
    game = hunting_hand()
    with pytest.raises(sc.InvalidAction, match="quiet copy"):
        game.clone(events=False).to_json()
    with pytest.raises(sc.InvalidAction, match="knowledge=False"):
        game.clone(knowledge=False).to_json()
    with pytest.raises(sc.InvalidAction, match="determinize"):
        sc.Game.from_json(game.determinize(0, 5).to_json())


# -- the View as docs/view.md describes it ----------------------------------------------------


def _documented_fields(heading: str) -> list[str]:
    """The first-column field names of the table under ``## `heading` `` in docs/view.md."""
    text = (ROOT / "docs" / "view.md").read_text(encoding="utf-8")
    section = text.split(f"## `{heading}`", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([a-z_]+)` \|", section, re.M)


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("View", sc.View),
        ("SeatView", sc.SeatView),
        ("Decision", sc.Decision),
        ("Knowledge", sc.Knowledge),
        ("BuildingView", sc.BuildingView),
        ("ForceStrength", sc.ForceStrength),
    ],
)
def test_every_field_docs_view_md_names_is_a_field_of_its_type(heading: str, kind: type) -> None:
    """docs/view.md names each field of each type; each is there (and nothing public is left
    out of the docs)."""
    documented = _documented_fields(heading)
    assert documented
    fields = (
        [f.name for f in dataclasses.fields(kind)] if dataclasses.is_dataclass(kind) else list(kind._fields)  # type: ignore[attr-defined]
    )
    assert sorted(documented) == sorted(fields)


def test_views_are_immutable_and_a_spectators_private_fields_are_empty() -> None:
    """docs/view.md: "All the types below are immutable"; `game.view(None)` is a spectator's,
    "the public fields only, the private ones empty"."""
    doc = {"round": 3, "players": [{"hand": ["brawler", "spear"]}, {"hand": ["junk"]}]}
    game = table(3, **doc)
    view = game.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 5  # type: ignore[misc]
    spectator = game.view(None)
    assert spectator.seat is None
    assert (spectator.hand, spectator.knowledge, spectator.totals, spectator.peeked) == ((), (), (), None)
    assert spectator.committed_strength is None
    assert spectator.hand_strength is None
    assert spectator.seats == view.seats
    assert spectator.seats[0].hand_count == 2


def test_score_counts_people_contested_and_cards_for_that_seat() -> None:
    """README: `game.score(seat)` "is that seat's tribe scored as the end of the game would
    score it now (people, contested resources, cards)"; each tribe member card counts its
    people [000:71]."""
    game = table(3, players=[{"hand": ["brawler", "spear"], "deck": ["tribe_family_4"], "discard": ["grenade"]}])
    score = game.score(0)
    assert (score.people, score.contested, score.cards) == (5, 2, 4)


def test_the_result_says_what_decided_the_game_as_documented() -> None:
    """docs/view.md: `decided_by` is `people`, `contested`, `cards` or `shared`: seat 0's
    4-person family wins on people alone."""
    scenario = {"contested": ["grenade"], "players": [{"hand": ["tribe_family_4"]}, {"hand": ["junk"]}]}
    game = table(2, **scenario)
    result = play_out(game)
    assert result.winners == (0,)
    assert result.decided_by == "people"
    assert game.view(0).over
    assert game.view(None).result == result


# -- scenarios: what docs/scenarios.md says is refused ----------------------------------------


@pytest.mark.parametrize(
    ("scenario", "words"),
    [
        ({"round": 1000}, ("round", "up to 16")),
        ({"round": 0}, ("round",)),
        ({"contested": []}, ("contested", "empty")),
        ({"market": {"medic": 3}}, ("'medic' is not a mercenary stack of this game",)),
        ({"market": {"scout": 9}}, ("8 copies",)),
        ({"rounds": 3}, ("unknown keys ['rounds']", "known")),
        ({"players": [{"hands": []}]}, ("unknown keys ['hands']",)),
        ({"players": [{"hand": ["scavenger"] * 20 + ["refugee"] * 5}]}, ("25 cards", "24")),
        ({"players": [{"hand": ["Brawler"]}]}, ("'Brawler'", "did you mean 'brawler'")),
        ({"players": [{"hand": ["sniper team"]}]}, ("did you mean 'sniper_team'",)),
        ({"opponents": [["grenade"]]}, ("only the solo game",)),
        ({"players": [{"leader": "leader_mentor"}]}, ("HQ module 3",)),
    ],
)
def test_a_scenario_is_refused_with_a_message_naming_the_problem(
    scenario: dict[str, Any], words: tuple[str, ...]
) -> None:
    """docs/scenarios.md: an unknown key or card, too many copies, a hand of more than 24, an
    empty contested pile, a round past the last, a market stack the game does not lay out, the
    solo game's key elsewhere: each refused (a `ValueError`) naming the problem."""
    with pytest.raises(ValueError, match=re.escape(words[0])) as refusal:
        sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=scenario))
    for word in words:
        assert word in str(refusal.value)


def test_a_scenario_round_in_the_solo_game_has_no_last_turn() -> None:
    """README: "a round past the last one a game can reach is refused (the solo game has no
    last turn: 'there is no set timer')" [003:345]."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario={"round": 40}))
    assert game.view(0).round == 40


def test_a_scenario_market_stack_of_zero_is_empty_and_the_rest_stay_full() -> None:
    """docs/scenarios.md: `"market"` is stack -> cards (`0`: the stack is empty); a stack left
    out holds every copy; the base game lays out 8 stacks [000:107]."""
    game = table(3, market={"scout": 0})
    market = dict(game.view(0).market)
    assert market["scout"] == 0
    assert market["brawler"] == 10
    assert len(market) == 8


def test_a_building_outside_the_limits_is_set_up_with_a_scenario_warning() -> None:
    """docs/scenarios.md: a longer timer, cards stored under a timer or beyond capacity, or
    disabled without HQ 4 "is set up as given ... with a warning for each (a
    `ScenarioWarning`, Python's `UserWarning`)"; a bunker stores up to three [000:609]."""
    scenario = {
        "players": [
            {
                "buildings": [
                    {"building": "bunker", "timer": ["junk"] * 6},
                    {"building": "bunker", "stored": ["brawler"] * 4},
                ]
            }
        ]
    }
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ2, scenario=scenario))
    messages = [str(w.message) for w in caught if issubclass(w.category, ScenarioWarning)]
    assert issubclass(ScenarioWarning, UserWarning)
    assert len(messages) == 2
    assert "built in 5" in messages[0]
    assert "at most 3" in messages[1]
    assert [b.timer for b in game.view(0).seats[0].buildings] == [6, 0]
    assert game.view(0).stored == ((), ("brawler",) * 4)


def test_a_wounded_leader_needs_her_leader() -> None:
    """docs/scenarios.md: `"wounded": true` "needs her `"leader"` (refused without one)"."""
    with pytest.raises(ValueError, match="give her 'leader'"):
        sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ4, scenario={"players": [{"wounded": True}]}))


@pytest.mark.parametrize(
    ("added", "removed", "sizes"),
    [
        ((), 0, (3, 4, 4, 5, 5, 5, 6)),
        (("brawler", "brawler"), 0, (5, 4, 4, 5, 5, 5, 6)),
        ((), 2, (3, 4, 4, 5, 5, 5, 4)),
        (("brawler", "brawler"), 2, (3, 4, 4, 5, 5, 5, 6)),
    ],
)
def test_solo_force_sizes_as_docs_variants_md_gives_them(
    added: tuple[str, ...], removed: int, sizes: tuple[int, ...]
) -> None:
    """[003:322-326] one force of three cards, two of four, three of five, one of six; docs/
    variants.md: two brawlers make them 5, 4, 4, 5, 5, 5, 6; two families out 3, 4, 4, 5, 5, 5,
    4; both together the rulebook's sizes."""
    config = sc.GameConfig(players=1, seed=3, solo_added=added, solo_families_removed=removed)
    view = sc.Game.new(config).view(0)
    assert view.forces == sizes
    assert view.solo_added == tuple(sorted(added)) or sorted(view.solo_added) == sorted(added)
    assert view.solo_families_removed == removed


@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"rules": 2012}, ("a number; the edition is a string",)),
        ({"modules": frozenset({"hq2"})}, ("cumulative",)),
        ({"variants": frozenset({"leader_drafting"})}, ("unknown variants", "leader_draft")),
        ({"variants": frozenset({"leader_draft"})}, ("HQ module 3",)),
        ({"solo_added": ("brawler",)}, ("players=1",)),
    ],
)
def test_a_config_is_refused_naming_the_problem(config: dict[str, Any], words: tuple[str, ...]) -> None:
    """README / docs/variants.md: `rules="2012"` is a string, the HQ modules are cumulative,
    `leader_draft` needs HQ 3, the solo difficulty needs players=1."""
    with pytest.raises(ValueError, match=re.escape(words[0])) as refusal:
        sc.GameConfig(players=3, **config)
    for word in words:
        assert word in str(refusal.value)


def test_pass_responses_helper_leaves_no_open_window() -> None:
    """README: after every declared action each other player who might answer is asked; once
    all pass the actor decides again (the helpers' pass_responses)."""
    game = table(3, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision.kind == "respond"  # type: ignore[union-attr]
    pass_responses(game)
    assert game.view(None).decision == sc.Decision("turn", 0, None, None)


def test_table_parse_replaces_a_seats_list_that_does_not_fit_by_the_default() -> None:
    """docs/frontends.md: `Table.parse` refuses a malformed part in one line naming the file,
    but a `seats` or `names` list of another length than the players is replaced by the
    default: seat 0 a person, the rest `heuristic`."""
    from scavengers.table import HUMAN, Table, TableError

    made = Table(game=sc.Game.new(sc.GameConfig(players=3, seed=1)), seats=[HUMAN, "random", "easy"])
    data = json.loads(made.to_json())
    _game, seats, names, _hints = Table.parse({**data, "seats": [HUMAN], "names": ["Ann"]}, "f.json")
    assert seats == [HUMAN, "heuristic", "heuristic"]
    assert names == []
    with pytest.raises(TableError, match=re.escape("f.json: unknown player 'nosuch'")):
        Table.parse({**data, "seats": [HUMAN, "random", "nosuch"]}, "f.json")
