"""Audit 21 of the terminal game, as a newcomer plays it (README, docs/playing.md): the first
screen and its help, card text wherever a card is shown, each decision's prompt in the
rulebook's words, the skirmish's "wins now" / "deadlock now" beside the revealed forces with 2
and 4 players, refused typed actions, Escape, undo, save, small terminals, the hot-seat
hand-off and the end screen. Each test is named after what the player expects; the rule it
checks is cited as [file:line] of /work/shared/rules (000 base+HQ 2015, 003 Recon) or a ruling's
ID (/work/shared/RULINGS.md)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

import scavengers as sc
from scavengers.cards import CATALOGUE, card_text
from scavengers.tui.app import HandList, ScavengersApp
from scavengers.tui.hints import HintScreen
from scavengers.tui.screens import CardsScreen, EndScreen, HelpScreen, PassScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from test_tui_audit19 import asked, choose, labels, message, play, prompt_text, session, take_device
from tui_helpers import plain, screen_words, type_in, until

pytestmark = pytest.mark.slow  # each test plays a game under the pilot or in tmux

BASE: frozenset[str] = frozenset()


def seats_text(app: ScavengersApp) -> str:
    return plain(app.query_one("#seats", Static))


def decided(app: ScavengersApp, kind: str, seat: int = 0) -> bool:
    decision = app.session.game.view(seat).decision
    return (
        decision is not None
        and decision.kind == kind
        and decision.seat == seat
        and app.viewer == seat
        and not app._waiting
    )


def state(table: Session) -> tuple[Any, ...]:
    game = table.game
    return (game.view(None), game.decisions_made, len(table.actions), tuple(game.view(0).hand))


def skirmish_table(hands: Sequence[Sequence[str]], initiator: int = 0) -> dict[str, Any]:
    """Round 3 (a skirmish round), empty decks, the given hands."""
    return {
        "round": 3,
        "initiator": initiator,
        "players": [{"hand": list(hand), "deck": []} for hand in hands],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }


async def to_skirmish(pilot: Pilot[None], app: ScavengersApp, commit: str) -> None:
    """Seat 0 (a person) ends her turn, commits ``commit`` and waits for her skirmish decision
    (her sniper team in hand gives her one once the forces are revealed)."""
    await asked(pilot, app, 0)
    await choose(pilot, app, "End your turn")
    await until(pilot, lambda: decided(app, "commit"), "her commit")
    await type_in(pilot, app, commit)
    await until(pilot, lambda: decided(app, "skirmish"), "her skirmish opportunity")
    await pilot.pause()


def force_lines(text: str) -> dict[int, str]:
    """The line of the table that shows each seat's revealed force."""
    lines: dict[int, str] = {}
    seat = -1
    for line in text.splitlines():
        for n in range(6):
            if f"Seat {n}" in line:
                seat = n
        if "force" in line.lower() and "fight" in line and seat >= 0:
            lines.setdefault(seat, line)
    return lines


def forces(app: ScavengersApp) -> list[str]:
    """Each revealed force's line on the table, in seat order (a seat that committed nothing
    has none)."""
    shown = [line.split("force:", 1)[1].strip(" │") for line in seats_text(app).splitlines() if "force:" in line]
    return [line for line in shown if not line.startswith("—")]


# -- the skirmish: "wins now" / "deadlock now" beside the revealed forces ---------------------------


def test_two_players_a_fight_won_by_two_says_wins_now_beside_the_winner_only_000_116(tmp_path: Path) -> None:
    # [000:116] with two players "Skirmishes must be won by 2": her Brawler+Sniper Team (fight 2)
    # against a Refugee (fight 0) wins by 2 (V-2: no fight counts as 0).
    config = sc.GameConfig(players=2, seed=3, scenario=skirmish_table([["sniper_team", "brawler"], ["refugee"]]))
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["end", "commit refugee"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["forces"] = forces(app)

    play(table, script)
    mine, theirs = found["forces"]
    assert "Brawler" in mine, mine
    assert "fight 2" in mine, mine
    assert mine.endswith("wins now"), mine
    assert "wins now" not in theirs, theirs
    assert "deadlock" not in theirs, theirs


def test_two_players_a_margin_of_one_is_a_deadlock_now_whatever_the_people_000_115(tmp_path: Path) -> None:
    # [000:115-116] with two players the people brought "is no longer relevant" and a skirmish
    # not won by 2 "is a tie": Brawler+Sniper Team (fight 2, 3 people) against Brawler (fight 2,
    # 1 person) would be won on people with more players; here both forces read "deadlock now".
    config = sc.GameConfig(players=2, seed=3, scenario=skirmish_table([["sniper_team", "brawler"], ["brawler"]]))
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["end", "commit brawler"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["forces"] = forces(app)

    play(table, script)
    assert len(found["forces"]) == 2, found["forces"]
    for line in found["forces"]:
        assert line.endswith("deadlock now"), line
        assert "wins now" not in line


def test_four_players_a_tie_on_fight_is_won_now_by_the_most_people_000_274(tmp_path: Path) -> None:
    # [000:274] "In the event of a tie, each player sums the number of people ... the player with
    # the most people involved wins": fight 2 each, her 3 people against his 1.
    hands = [["sniper_team", "brawler"], ["brawler"], ["refugee"], ["refugee"]]
    config = sc.GameConfig(players=4, seed=3, scenario=skirmish_table(hands))
    seats = [HUMAN, "heuristic", "heuristic", "heuristic"]
    moves = {1: ["end", "commit brawler"], 2: ["end"], 3: ["end"]}
    table = session(tmp_path, config, seats, moves)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["forces"] = forces(app)

    play(table, script)
    mine, his = found["forces"]
    assert "3 people" in mine, mine
    assert mine.endswith("wins now"), mine
    assert "1 person" in his, his
    assert not his.endswith("now"), his


def test_four_players_a_tie_on_fight_and_people_says_deadlock_now_beside_every_force_000_274(
    tmp_path: Path,
) -> None:
    # [000:274] "If players are still tied, then the skirmish is considered a deadlock."
    # Fight 2 and 3 people each.
    hands = [["sniper_team", "brawler"], ["brawler", "refugee", "refugee"], ["refugee"], ["refugee"]]
    config = sc.GameConfig(players=4, seed=3, scenario=skirmish_table(hands))
    seats = [HUMAN, "heuristic", "heuristic", "heuristic"]
    moves = {1: ["end", "commit brawler refugee refugee"], 2: ["end"], 3: ["end"]}
    table = session(tmp_path, config, seats, moves)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["forces"] = forces(app)

    play(table, script)
    assert len(found["forces"]) == 2, found["forces"]
    assert all(line.endswith("deadlock now") for line in found["forces"]), found["forces"]


def test_a_snipe_in_the_skirmish_is_offered_in_words_and_the_verdict_follows_it_000_316(tmp_path: Path) -> None:
    # [000:316] the sniper team snipes "an opponent's card" in the skirmish; [000:166] the snipe
    # counts in the fight. His Brawler+Brawler (fight 4) beats her Brawler+Sniper Team (fight 2)
    # before she snipes: he "wins now".
    hands = [["sniper_team", "brawler"], ["brawler", "brawler"], ["refugee"], ["refugee"]]
    config = sc.GameConfig(players=4, seed=3, scenario=skirmish_table(hands))
    seats = [HUMAN, "heuristic", "heuristic", "heuristic"]
    table = session(tmp_path, config, seats, {1: ["end", "commit brawler brawler"], 2: ["end"], 3: ["end"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        found["before"] = forces(app)
        await choose(pilot, app, "Snipe Seat 1")
        await until(pilot, lambda: any(a.startswith("snipe") for _, a in table.actions), "the snipe")
        await pilot.pause()
        found["log"] = screen_words(app.screen)

    play(table, script)
    assert "skirmish" in found["prompt"].lower()
    assert "snipe" in found["prompt"].lower(), found["prompt"]
    assert any(label.startswith("Snipe Seat 1") and "Brawler" in label for label in found["labels"])
    assert any(label.startswith("Pass") for label in found["labels"]), found["labels"]
    mine, his = found["before"]
    assert his.endswith("wins now"), found["before"]
    assert not mine.endswith("now"), found["before"]
    assert "snipe" in found["log"].lower()


def test_a_seat_that_committed_nothing_gets_no_verdict_beside_its_empty_force_000_158(tmp_path: Path) -> None:
    # [000:158] each player places the cards she takes to the skirmish face down: a seat that
    # committed nothing brought no force, so "deadlock now" (or "wins now") is not said beside it.
    hands = [["sniper_team", "brawler"], ["brawler", "refugee", "refugee"], ["refugee"], ["refugee"]]
    config = sc.GameConfig(players=4, seed=3, scenario=skirmish_table(hands))
    seats = [HUMAN, "heuristic", "heuristic", "heuristic"]
    moves = {1: ["end", "commit brawler refugee refugee"], 2: ["end"], 3: ["end"]}
    table = session(tmp_path, config, seats, moves)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        found["lines"] = [line for line in seats_text(app).splitlines() if "force:" in line]

    play(table, script)
    empty = [line for line in found["lines"] if "force: —" in line]
    assert len(empty) == 2, found["lines"]
    assert not any("now" in line for line in empty), empty


# -- the first screen and its help ------------------------------------------------------------------

GATHER = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "scavenger", "shovel", "spear", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["refugee", "pills"], "deck": ["refugee"] * 6},
    ],
    "junkyard": ["net", "junk", "medkit", "pills", "rifle"],
}


def two(tmp_path: Path, scenario: dict[str, Any], moves: dict[int, list[str]] | None = None) -> Session:
    config = sc.GameConfig(players=2, seed=3, scenario=scenario)
    return session(tmp_path, config, [HUMAN, "heuristic"], moves)


def test_the_first_screen_shows_round_1_without_a_skirmish_her_turn_and_her_five_cards_000_125_000_146(
    tmp_path: Path,
) -> None:
    # [000:125] each player draws 5 cards; [000:146] "In the first two rounds, there is no
    # skirmishing"; [000:130] each player in turn gathers resources.
    config = sc.GameConfig(players=4, seed=5)
    table = session(tmp_path, config, [HUMAN, "heuristic", "heuristic", "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["status"] = plain(app.query_one("#status", Static))
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        hand = app.query_one("#hand", HandList)
        found["hand"] = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        found["view"] = table.game.view(0).hand

    play(table, script, (120, 40))
    assert "Round 1" in found["status"]
    assert "no skirmish this round" in found["status"]
    assert "Your turn" in found["prompt"]
    assert "dig" in found["prompt"]
    assert "hire" in found["prompt"]
    assert "End your turn" in found["labels"]
    assert len(found["hand"]) == 5 == len(found["view"])
    expected = sorted(CATALOGUE[k].name + " " + k for k in found["view"])
    for row, kind in zip(sorted(found["hand"]), expected, strict=True):
        assert row.startswith(kind), (row, kind)  # each card by its name and the id to type it by


def test_f1_help_explains_the_gathering_actions_as_the_rulebook_does_and_escape_closes_it(tmp_path: Path) -> None:
    # [000:204] a dig keeps one card (or none) and returns the rest to the bottom of the junkyard;
    # [000:218] one hire per round; [000:185] no action more than once a round; [000:116] with
    # two players a skirmish must be won by 2.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await pick_one(pilot, app, "Spear")
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        found["help"] = screen_words(app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, HelpScreen), "the help closed")
        found["picked"] = len(app.query_one("#hand", HandList).selected)

    play(table, script)
    words = " ".join(found["help"].split())
    assert "keep one (or none)" in words
    assert "under the pile" in words or "bottom" in words
    assert "at most once per round" in words
    assert "at least 2 more fight" in words
    assert found["picked"] == 1  # the table comes back as she left it


async def pick_one(pilot: Pilot[None], app: ScavengersApp, name: str) -> None:
    await pilot.press("f4")
    await pilot.pause()
    hand = app.query_one("#hand", HandList)
    rows = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
    wanted = next(i for i, row in enumerate(rows) if row.startswith(name))
    while hand.highlighted != wanted:
        await pilot.press("down" if (hand.highlighted or 0) < wanted else "up")
    await pilot.press("space")
    await pilot.pause()


def test_f1_gives_the_text_of_every_mercenary_for_hire(tmp_path: Path) -> None:
    # [000:107] the mercenaries of the base game: each must be readable before hiring it.
    table = two(tmp_path, GATHER)
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        found["help"] = " ".join(screen_words(app.screen).split())

    play(table, script)
    for kind in ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"):
        card = CATALOGUE[kind]
        assert card.name in found["help"], kind
        assert " ".join(card_text(kind).split())[:40] in found["help"], kind


def test_f2_shows_her_cards_text_and_no_card_only_another_player_holds(tmp_path: Path) -> None:
    # Hidden information: Seat 1's Pills lie in his hand alone; F2 lists what she can see.
    table = two(tmp_path, {**GATHER, "junkyard": ["net", "junk", "medkit", "rifle"]})
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2")
        found["F2"] = " ".join(screen_words(app.screen).split())

    play(table, script)
    for kind in ("scavenger", "shovel", "spear", "refugee"):
        assert CATALOGUE[kind].name in found["F2"], kind
        assert " ".join(card_text(kind).split())[:30] in found["F2"], kind
    assert "Pills" not in found["F2"]


def test_the_market_shows_each_mercenarys_cost_as_printed_000_218(tmp_path: Path) -> None:
    # [000:218] "The player must be able to pay the cost displayed on the card": food and meds
    # (cards.tsv: the Sniper Team 2 food and 2 meds, the Hunter 1 med, the Thugs 6 of either).
    table = two(tmp_path, GATHER)
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["market"] = plain(app.query_one("#market", Static))

    play(table, script)
    rows = {line.split("│")[1].split()[0]: line for line in found["market"].splitlines() if line.count("│") >= 4}
    assert "2 food + 2 meds" in rows["Sniper"]
    assert "1 med" in rows["Hunter"]
    assert "food" not in rows["Hunter"]
    assert "6 food/meds" in rows["Thugs"]
    assert "2 food" in rows["Brawler"]
    assert "med" not in rows["Brawler"]


# -- the gathering actions' prompts ------------------------------------------------------------------


def test_a_dig_shows_the_cards_dug_and_asks_to_keep_one_or_none_the_rest_to_the_bottom_000_204(
    tmp_path: Path,
) -> None:
    # [000:204] "draws one or more cards from the top of the junkyard ... may choose one to place
    # in her discard pile and returns any other cards to the bottom"; Scavenger+Shovel digs 3.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger+Shovel (dig 3)")
        await until(pilot, lambda: decided(app, "keep"), "the keep")
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        found["looking"] = table.game.view(0).looking
        await choose(pilot, app, "Keep nothing")
        await until(pilot, lambda: decided(app, "turn"), "back to her turn")
        found["after"] = labels(app)

    play(table, script)
    assert len(found["looking"]) == 3
    for kind in found["looking"]:
        assert CATALOGUE[kind].name in found["prompt"], (kind, found["prompt"])
    assert "Keep one" in found["prompt"]
    assert "or none" in found["prompt"]
    assert any(label.startswith("Keep nothing") for label in found["labels"])
    assert not any(label.startswith("Dig") for label in found["after"])  # [000:185] once a round


def test_a_hunt_gives_food_and_the_hire_line_offers_only_what_it_pays_000_218_000_222(tmp_path: Path) -> None:
    # [000:222] Scavenger+Spear hunts 2 food; [000:218] a hire pays the card's cost: the Brawler
    # (2 food) can be hired, the Scout (2 food + 1 med) cannot without medicine, one hire a round.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Hunt with Scavenger+Spear (hunt 2)")
        await until(pilot, lambda: decided(app, "turn") and table.game.view(0).seats[0].food == 2, "the food")
        await pilot.pause()
        found["labels"] = labels(app)
        found["screen"] = screen_words(app.screen)
        await choose(pilot, app, "Hire Brawler")
        await until(pilot, lambda: "brawler" in table.game.view(0).seats[0].discard, "the brawler hired")
        found["after"] = labels(app)

    play(table, script)
    assert "food 2" in found["screen"]
    assert any(label.startswith("Hire Brawler") for label in found["labels"]), found["labels"]
    assert not any(label.startswith("Hire Scout") for label in found["labels"]), found["labels"]
    assert not any(label.startswith("Hire") for label in found["after"])  # one hire a round


def test_trash_puts_the_picked_cards_into_the_junkyard_000_228_000_236(tmp_path: Path) -> None:
    # [000:228] "take any number of cards from her hand and add them to the junkyard"; [000:236]
    # the junkyard is then shuffled.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["labels"] = labels(app)
        found["junkyard"] = table.game.view(0).junkyard_count
        await pick_one(pilot, app, "Refugee")
        trash = next(label for label in labels(app) if label.lower().startswith("trash") and "Refugee" in label)
        await choose(pilot, app, trash)
        await until(pilot, lambda: "refugee" not in table.game.view(0).hand, "the refugee trashed")
        found["after"] = table.game.view(0).junkyard_count

    play(table, script)
    assert any("Trash" in label and "pick" in label for label in found["labels"])
    assert found["after"] == found["junkyard"] + 1


def test_the_commit_prompt_says_face_down_and_offers_everything_first_000_158(tmp_path: Path) -> None:
    # [000:158] after gathering, her remaining cards go "face down" to the skirmish; docs/playing.md:
    # "commit everything" is highlighted first.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        await until(pilot, lambda: decided(app, "commit"), "the commit")
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        options = app.query_one("#actions", OptionList)
        found["highlighted"] = labels(app)[options.highlighted or 0]

    play(table, script)
    assert "face down" in found["prompt"]
    assert found["highlighted"].startswith("Commit everything"), found["highlighted"]


DISARM = {
    "round": 3,
    "initiator": 1,
    "players": [
        {"hand": ["saboteur", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["scavenger", "spear", "refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_on_a_bots_turn_her_saboteur_is_offered_to_disarm_the_declared_tool_000_232(tmp_path: Path) -> None:
    # [000:232] (the saboteur) "disarm another player's tool": the bot declares a hunt with
    # Scavenger+Spear, her window names it and offers the disarm of the Spear, or a pass.
    table = two(tmp_path, DISARM, {1: ["hunt scavenger+spear"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        await choose(pilot, app, "Disarm")
        await until(pilot, lambda: "saboteur" in table.game.view(None).seats[0].discard, "the saboteur spent")

    play(table, script)
    assert "hunt" in found["prompt"], found["prompt"]
    assert "Spear" in found["prompt"], found["prompt"]
    assert "disarm" in found["prompt"].lower(), found["prompt"]
    assert any(label.startswith("Disarm") and "Spear" in label for label in found["labels"]), found["labels"]
    assert "Pass" in found["labels"]


# -- typed actions refused: a reason in words, nothing changed ---------------------------------------


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("hire thugs", "food"),  # [000:218] she must be able to pay the cost: no food hunted yet
        ("dig refugee", "dig"),  # [000:204] a dig sums the cards' dig numbers: a refugee digs 0
        ("dig scavenger+spear", "spear"),  # [000:188] a tool adds only to a card with the ability
        ("snipe 1:refugee", "snipe"),  # she holds no sniper team
    ],
)
def test_a_typed_action_the_rules_refuse_says_why_in_words_and_changes_nothing(
    tmp_path: Path, typed: str, why: str
) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await type_in(pilot, app, typed)
        found["said"] = message(app)
        found["same"] = state(table) == before
        found["line"] = app.query_one("#command").value  # type: ignore[attr-defined]

    play(table, script)
    said = found["said"]
    assert said.strip(), typed
    assert "Traceback" not in said, said
    assert "Error" not in said, said
    assert why in said.lower(), said
    assert found["same"], typed
    assert found["line"] == typed  # the line comes back to be mended


def test_a_second_dig_in_one_round_is_refused_no_action_more_than_once_000_200(tmp_path: Path) -> None:
    # [000:200] "no action may be taken more than once".
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger, Scavenger (dig 2)")
        await until(pilot, lambda: decided(app, "keep"), "the keep")
        await choose(pilot, app, "Keep nothing")
        await until(pilot, lambda: decided(app, "turn"), "her turn again")
        before = state(table)
        await type_in(pilot, app, "dig refugee+shovel")
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert "once" in found["said"] or "already" in found["said"], found["said"]
    assert found["same"]


def test_a_misspelt_card_gets_a_did_you_mean_and_changes_nothing(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await type_in(pilot, app, "dig scavanger")
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert "did you mean" in found["said"].lower(), found["said"]
    assert "scavenger" in found["said"], found["said"]
    assert found["same"]


def test_enter_on_the_empty_command_line_plays_nothing_and_says_so(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await type_in(pilot, app, "")
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert "Nothing typed" in found["said"], found["said"]
    assert found["same"]


# -- undo, save, hints ------------------------------------------------------------------------------


def test_ctrl_z_with_nothing_to_undo_says_so_and_changes_nothing(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await pilot.press("ctrl+z")
        await pilot.pause()
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert "Nothing to undo" in found["said"], found["said"]
    assert found["same"]


def test_ctrl_z_takes_back_a_hire_but_not_the_hunt_before_it(tmp_path: Path) -> None:
    # docs/playing.md (Undo): a hire can be taken back; a hunt, once declared, cannot (others
    # could answer it).
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Hunt with Scavenger+Spear (hunt 2)")
        await until(pilot, lambda: decided(app, "turn") and table.game.view(0).seats[0].food == 2, "the food")
        await choose(pilot, app, "Hire Brawler")
        await until(pilot, lambda: "brawler" in table.game.view(0).seats[0].discard, "the brawler hired")
        await pilot.press("ctrl+z")
        await until(pilot, lambda: "brawler" not in table.game.view(0).seats[0].discard, "the hire undone")
        found["said"] = message(app)
        found["labels"] = labels(app)
        found["food"] = table.game.view(0).seats[0].food
        await pilot.press("ctrl+z")
        await pilot.pause()
        found["again"] = message(app)
        found["food again"] = table.game.view(0).seats[0].food

    play(table, script)
    assert "Taken back" in found["said"]
    assert any(label.startswith("Hire Brawler") for label in found["labels"])
    assert found["food"] == 2
    assert "Nothing to undo" in found["again"]
    assert found["food again"] == 2  # the hunt stays


def test_ctrl_z_cannot_take_back_a_dig_whose_cards_she_has_seen(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger+Shovel (dig 3)")
        await until(pilot, lambda: decided(app, "keep"), "the keep")
        before = state(table)
        await pilot.press("ctrl+z")
        await pilot.pause()
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert "Nothing to undo" in found["said"], found["said"]
    assert found["same"]


def test_ctrl_s_saves_and_says_how_to_resume(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await pilot.press("ctrl+s")
        await pilot.pause()
        found["said"] = " ".join(message(app).split())

    play(table, script)
    assert "Saved to" in found["said"], found["said"]
    assert "scavengers play --load" in found["said"]
    assert table.save_path.exists()
    loaded = Session.load(table.save_path)
    assert loaded.game.view(0) == table.game.view(0)


def test_hints_are_off_at_a_shared_screen_and_f6_shows_no_hint(tmp_path: Path) -> None:
    # docs/playing.md (Hints): off at a shared screen unless the host turns them on; the status
    # line always says which.
    config = sc.GameConfig(players=2, seed=3, scenario=GATHER)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 0)
        found["status"] = plain(app.query_one("#status", Static))
        before = state(table)
        screens = len(app.screen_stack)
        await pilot.press("f6")
        await pilot.pause()
        found["same"] = state(table) == before and len(app.screen_stack) == screens

    play(table, script)
    assert "hints off" in found["status"]
    assert found["same"]


# -- small terminals ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(39, 20), (40, 19), (30, 12)])
def test_a_terminal_under_40x20_says_so_and_how_small_and_a_key_plays_nothing(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # docs/playing.md: "The table needs a terminal of at least 40 columns and 20 rows. In a
    # smaller one the screen says so (and how small it is) ... and takes no key that would play".
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        notice = app.query_one("#too-small", Static)
        found["shown"] = notice.display
        found["words"] = " ".join(plain(notice).split())
        before = state(table)
        for key in ("enter", "space", "f4", "enter", "ctrl+z"):
            await pilot.press(key)
        await pilot.pause()
        found["same"] = state(table) == before

    play(table, script, size)
    assert found["shown"]
    assert f"{size[0]}x{size[1]}" in found["words"], found["words"]
    assert "40x20" in found["words"], found["words"]
    assert found["same"]


@pytest.mark.parametrize("size", [(40, 20), (60, 24)])
def test_at_40x20_and_60x24_the_hand_the_actions_and_who_is_to_act_are_on_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # docs/playing.md: on a narrow screen the top line says who is to act right after the round.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["notice"] = app.query_one("#too-small", Static).display
        found["status"] = plain(app.query_one("#status", Static))
        found["hand"] = app.query_one("#hand", HandList).option_count
        await choose(pilot, app, "End your turn")  # taken by keys at this size
        await until(pilot, lambda: decided(app, "commit"), "the commit")

    play(table, script, size)
    assert not found["notice"]
    assert found["status"].startswith("Round 3") or found["status"].startswith("R3"), found["status"]
    assert "Seat 0" in found["status"].split("·")[1] or "you" in found["status"].split("·")[1], found["status"]
    assert found["hand"] == 5


# -- the hot-seat hand-off ------------------------------------------------------------------------------

HOTSEAT = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["thugs", "medkit", "shovel", "scout", "hunter"], "deck": ["refugee"] * 6},
        {"hand": ["saboteur", "pills", "spear", "group_leaders", "net"], "deck": ["refugee"] * 6},
    ],
}


def test_a_hotseat_hand_off_never_shows_either_players_hand(tmp_path: Path) -> None:
    # Hidden information: the "pass the device" screen between the two people names no card of
    # the hand just played nor of the hand to come (docs/playing.md, Friends at one screen).
    config = sc.GameConfig(players=2, seed=3, scenario=HOTSEAT)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    shown: list[str] = []

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        shown.append(await take_device(pilot, app, 0))
        await choose(pilot, app, "End your turn")
        await until(pilot, lambda: isinstance(app.screen, PassScreen) or decided(app, "commit"), "next")
        if not isinstance(app.screen, PassScreen):
            await type_in(pilot, app, "commit none")
        shown.append(await take_device(pilot, app, 1))

    play(table, script)
    players: list[dict[str, list[str]]] = HOTSEAT["players"]  # type: ignore[assignment]
    names = {CATALOGUE[k].name for player in players for k in player["hand"]}
    for words in shown:
        assert "Pass the device" in words
        for name in names:
            assert name not in words, (name, words)


@pytest.mark.parametrize("size", [(40, 20), (60, 24)])
def test_on_a_narrow_screen_the_top_line_is_never_cut_in_mid_phrase(tmp_path: Path, size: tuple[int, int]) -> None:
    # The top line has two lines at most: where its words do not fit, what is left out is marked
    # "…", never a phrase cut in two ("initiator Seat" without the seat's number).
    table = session(tmp_path, sc.GameConfig(players=4, seed=5), [HUMAN, "heuristic", "heuristic", "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        status = app.query_one("#status", Static)
        content = status.content
        assert not isinstance(content, str)
        lines = content.wrap(app.console, status.content_region.width) if hasattr(content, "wrap") else []
        found["lines"] = [line.plain.rstrip() for line in lines]

    play(table, script, size)
    lines = found["lines"]
    assert 1 <= len(lines) <= 2, lines
    assert lines[0].startswith("Round 1 · to act: Seat 0"), lines
    shown = " ".join(lines)
    for phrase in ("initiator", "contested", "junkyard"):
        if phrase in shown:
            tail = shown.split(phrase, 1)[1]
            assert tail.strip(), (phrase, lines)
            assert tail.strip()[0] in "S0123456789", (phrase, lines)  # never a bare word
    if "junkyard" not in shown:
        assert lines[-1].endswith("…"), lines  # something is left out, and it says so


# -- the end of the game ----------------------------------------------------------------------------


def test_the_end_screen_names_the_winner_and_each_tribes_people_000_170(tmp_path: Path) -> None:
    # [000:170] the game is over when the contested resources are gone; "the winner is the player
    # who has built the largest tribe", counting the people icons of every card. The last
    # contested resource is won: her Brawler (1) and Sniper Team (2) are 3 people against his
    # Refugee's 1.
    scenario = {**skirmish_table([["sniper_team", "brawler"], ["refugee"]]), "contested": ["grenade"]}
    config = sc.GameConfig(players=2, seed=3, scenario=scenario)
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["end", "commit refugee"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await to_skirmish(pilot, app, "commit brawler sniper_team")
        await choose(pilot, app, "Pass")
        await until(pilot, lambda: isinstance(app.screen, SkirmishScreen), "the skirmish's summary")
        found["skirmish"] = " ".join(screen_words(app.screen).split())
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, EndScreen), "the end screen")
        await pilot.pause()
        found["end"] = screen_words(app.screen)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, EndScreen), "back to the table")
        found["prompt"] = prompt_text(app)

    play(table, script)
    end = found["end"]
    assert "Winner: Seat 0" in end, end
    rows = {line.split("│")[1].strip(): line for line in end.splitlines() if line.count("│") >= 3}
    mine = next(line for name, line in rows.items() if name.startswith("Seat 0"))
    his = next(line for name, line in rows.items() if name.startswith("Seat 1"))
    assert mine.split("│")[2].strip() == "3", mine
    assert his.split("│")[2].strip() == "1", his
    assert "The game is over" in found["prompt"]
    # docs/playing.md: the skirmish's summary ends with the result and why (the fights compared).
    # [000:116] with two players: won by 2.
    assert "Seat 0 (you) wins the skirmish" in found["skirmish"], found["skirmish"]
    assert "ahead by 2 or more" in found["skirmish"], found["skirmish"]


# -- in a real terminal (tmux) ------------------------------------------------------------------------

TMUX = shutil.which("tmux")


class Terminal:
    """One tmux server of its own (no other tmux is touched) running ``scavengers play``."""

    def __init__(self, socket: str, size: tuple[int, int], arguments: list[str]) -> None:
        assert TMUX is not None, "the terminal tests need tmux (apt-get install tmux)"
        self.base = [TMUX, "-L", socket]
        width, height = size
        command = [sys.executable, "-m", "scavengers.cli.main", "play", *arguments]
        shell = f"stty cols {width} rows {height}; " + " ".join(command) + "; echo EXIT=$?; sleep 60"
        subprocess.run(
            [*self.base, "new-session", "-d", "-x", str(width), "-y", str(height), shell],
            check=True,
            env={**os.environ, "TERM": "xterm-256color"},
        )

    def screen(self) -> str:
        return subprocess.run([*self.base, "capture-pane", "-p"], check=True, capture_output=True, text=True).stdout

    def keys(self, *keys: str) -> None:
        subprocess.run([*self.base, "send-keys", *keys], check=True)

    def wait_for(self, *texts: str) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            shown = self.screen()
            if all(text in shown for text in texts):
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{texts!r} never all appeared on screen:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([*self.base, "kill-server"], check=False, capture_output=True)


def test_in_a_terminal_a_hotseat_game_opens_on_the_hand_off_with_no_hand_shown(tmp_path: Path) -> None:
    # docs/playing.md (Friends at one screen): the screen is hidden behind "pass the device"
    # every time the person to act changes; the first person's hand shows only after Enter.
    arguments = ["--hotseat", "--players", "2", "--seed", "5", "--saves-dir", str(tmp_path)]
    terminal = Terminal(f"scavengers-t21-hot-{os.getpid()}", (80, 24), arguments)
    try:
        shown = terminal.wait_for("Pass the device to Seat 0")
        assert "Your hand" not in shown
        for kind in ("refugee", "scavenger", "shovel", "spear", "brawler"):
            assert CATALOGUE[kind].name not in shown, (kind, shown)
        time.sleep(0.7)  # the hand-off takes no key for 0.6 s
        terminal.keys("Enter")
        mine = terminal.wait_for("Your hand", "End your turn")
        assert "Pass the device" not in mine
    finally:
        terminal.close()


def test_in_a_40x20_terminal_her_hand_and_actions_show_help_opens_and_ctrl_q_asks(tmp_path: Path) -> None:
    # docs/playing.md: the table needs 40 columns and 20 rows; at that size the game plays.
    arguments = ["--seed", "5", "--fast", "--saves-dir", str(tmp_path)]
    terminal = Terminal(f"scavengers-t21-small-{os.getpid()}", (40, 20), arguments)
    try:
        shown = terminal.wait_for("Your hand", "End your turn", "Round 1")
        assert all(len(line) <= 40 for line in shown.splitlines())
        assert "too small" not in shown
        terminal.keys("F1")
        terminal.wait_for("How to play")
        terminal.keys("Escape")
        terminal.wait_for("Your hand")
        terminal.keys("C-q")
        terminal.wait_for("Quit the game in progress?")
        terminal.keys("y")
        assert "EXIT=0" in terminal.wait_for("EXIT=")
    finally:
        terminal.close()


def test_in_a_terminal_under_40x20_the_screen_says_it_is_too_small(tmp_path: Path) -> None:
    arguments = ["--seed", "5", "--fast", "--saves-dir", str(tmp_path)]
    terminal = Terminal(f"scavengers-t21-tiny-{os.getpid()}", (36, 18), arguments)
    try:
        shown = " ".join(terminal.wait_for("too small").split())
        assert "36x18" in shown, shown
        assert "40x20" in shown, shown
    finally:
        terminal.close()


# -- card text beside the actions, hidden cards in the log ----------------------------------------------


def card_info(app: ScavengersApp) -> str:
    return " ".join(plain(app.query_one("#card-info", Static)).split())


async def highlight(pilot: Pilot[None], app: ScavengersApp, starts: str) -> None:
    options = app.query_one("#actions", OptionList)
    options.focus()
    wanted = next(i for i, label in enumerate(labels(app)) if label.startswith(starts))
    for _ in range(options.option_count * 2):
        if options.highlighted == wanted:
            break
        await pilot.press("down" if (options.highlighted or 0) < wanted else "up")
    await pilot.pause()


def test_highlighting_a_hire_shows_the_mercenarys_text_and_cost_000_218(tmp_path: Path) -> None:
    # [000:218] she "must be able to pay the cost displayed on the card": the card is shown.
    table = two(tmp_path, GATHER)
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Hunt with Scavenger+Spear (hunt 2)")
        await until(pilot, lambda: decided(app, "turn") and table.game.view(0).seats[0].food == 2, "the food")
        await highlight(pilot, app, "Hire Brawler")
        found["info"] = card_info(app)

    play(table, script)
    assert found["info"].startswith("Brawler"), found["info"]
    assert "hire: 2 food" in found["info"]
    assert " ".join(card_text("brawler").split())[:30] in found["info"]


def test_each_card_offered_from_a_dig_shows_its_text_when_highlighted(tmp_path: Path) -> None:
    table = two(tmp_path, GATHER)
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger+Shovel (dig 3)")
        await until(pilot, lambda: decided(app, "keep"), "the keep")
        await pilot.pause()
        for label in labels(app):
            if label.startswith("Keep ") and label != "Keep nothing":
                await highlight(pilot, app, label)
                found[label] = card_info(app)

    play(table, script)
    assert len(found) == 3, found
    for label, info in found.items():
        name = label.removeprefix("Keep ").split(" (")[0]
        assert info.startswith(name), (label, info)


HIDDEN_DIG = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["refugee", "refugee"], "deck": ["refugee"] * 6},
    ],
    "junkyard": ["pickaxe", "junk", "net"],
}


def test_the_card_she_keeps_from_a_dig_is_never_named_on_the_next_players_screen_000_510(tmp_path: Path) -> None:
    # [000:510] a card dug is placed "face-down in her discard pile": at one screen, the next
    # person's table, log and prompt never name it (nor does the hand-off).
    config = sc.GameConfig(players=2, seed=3, scenario=HIDDEN_DIG)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger (dig 1)")
        await until(pilot, lambda: decided(app, "keep"), "the keep")
        found["dug"] = table.game.view(0).looking
        found["mine"] = screen_words(app.screen)
        await choose(pilot, app, "Keep Pickaxe")
        await until(pilot, lambda: decided(app, "turn"), "her turn")
        await choose(pilot, app, "End your turn")
        await until(pilot, lambda: isinstance(app.screen, PassScreen) or decided(app, "commit"), "next")
        if not isinstance(app.screen, PassScreen):
            await type_in(pilot, app, "commit none")
        found["hand-off"] = await take_device(pilot, app, 1)
        found["theirs"] = screen_words(app.screen)
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2")
        found["F2"] = screen_words(app.screen)

    play(table, script)
    assert found["dug"] == ("pickaxe",)
    assert "Pickaxe" in found["mine"]  # she sees what she dug
    for where in ("hand-off", "theirs", "F2"):
        assert "Pickaxe" not in found[where], (where, found[where])


def test_choosing_a_leader_says_keep_one_of_two_revealed_when_everyone_has_chosen_000_650(tmp_path: Path) -> None:
    # [000:650] "deal two, face-down, to each player. From those two, each player keeps only 1
    # ... The card that is kept is placed face-up".
    config = sc.GameConfig(players=2, seed=3, modules=frozenset({"hq1", "hq2", "hq3"}))
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await until(pilot, lambda: decided(app, "leader"), "the leader choice")
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)

    play(table, script)
    assert "keep one of the two dealt to you" in found["prompt"], found["prompt"]
    assert "revealed when everyone has chosen" in found["prompt"]
    assert len(found["labels"]) == 2, found["labels"]  # two leaders, no "none" with 2 players


def test_a_refused_typed_action_is_quoted_as_she_typed_it_with_its_tool_000_188(tmp_path: Path) -> None:
    # [000:188] a tool is combined "with another card that has the base ability": she typed the
    # spear given to the scavenger (scavenger+spear); the refusal quotes that, not two cards
    # apart ("dig scavenger spear"), which is another action.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await type_in(pilot, app, "dig scavenger+spear")
        found["said"] = message(app)
        found["same"] = state(table) == before

    play(table, script)
    assert found["said"].startswith("You cannot dig scavenger+spear: "), found["said"]
    assert "spear" in found["said"].split(": ", 1)[1]
    assert found["same"]


def test_f6_asks_for_a_hint_escape_stops_it_and_shows_what_it_found_and_nothing_is_played(tmp_path: Path) -> None:
    # docs/playing.md (Hints): F6 asks the search bot for the best few moves, each with its
    # chance to win; Escape stops it early and shows what it found so far. A hint plays nothing.
    table = two(tmp_path, GATHER)
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = state(table)
        await pilot.press("f6")
        await until(pilot, lambda: isinstance(app.screen, HintScreen), "the hint")
        await pilot.pause(0.3)
        await pilot.press("escape")  # stop early
        screen = app.screen
        assert isinstance(screen, HintScreen)
        await until(pilot, lambda: screen.done, "what it found so far")
        found["hint"] = " ".join(screen_words(screen).split())
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, HintScreen), "back to the table")
        found["same"] = state(table) == before

    play(table, script)
    assert "Hint for Seat 0" in found["hint"], found["hint"]
    assert "%" in found["hint"] or "No hint" in found["hint"], found["hint"]
    assert found["same"]


ANSWER = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "shovel", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["sniper_team", "hunter"], "deck": ["refugee"] * 6},
    ],
    "junkyard": ["net", "junk", "medkit"],
}


def test_at_one_screen_the_other_person_is_handed_the_device_to_answer_a_dig_000_316(tmp_path: Path) -> None:
    # [000:316] the sniper team may snipe during the resource gathering phase: when Seat 0
    # declares a dig, the device goes to Seat 1 (the hand-off naming no card), whose prompt names
    # the dig and offers the snipe; her pass hands the device back to Seat 0, who goes on.
    config = sc.GameConfig(players=2, seed=3, scenario=ANSWER)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger+Shovel (dig 3)")
        found["hand-off"] = await take_device(pilot, app, 1)
        await until(pilot, lambda: decided(app, "respond", 1), "her window")
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        await choose(pilot, app, "Pass")
        found["back"] = await take_device(pilot, app, 0)
        await until(pilot, lambda: decided(app, "keep"), "his dig goes on")

    play(table, script)
    for name in ("Scavenger", "Shovel", "Refugee", "Sniper Team", "Hunter"):
        assert name not in found["hand-off"], (name, found["hand-off"])
        assert name not in found["back"], (name, found["back"])
    assert "declares dig" in found["prompt"], found["prompt"]
    assert "Scavenger" in found["prompt"]
    assert any(label.startswith("Snipe Seat 0") for label in found["labels"]), found["labels"]
