"""Audit 19 of the terminal game, as a person plays it with the keyboard alone (docs/playing.md,
the in-game help): stacked tables (docs/scenarios.md) reach each decision at once, and every
decision is taken with the arrow keys, space and Enter, or typed on the command line.

For each decision: the screen says what it is; the action is offered and taken by keys; a
refused action says why in words and changes nothing; a card shown shows its text; nothing on
the screen (a hand-off included) names a card its viewer may not see (compared with the engine's
``view(seat)``); the end shows the result.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

import scavengers as sc
from scavengers.tui.app import HandList, ScavengersApp
from scavengers.tui.screens import CardsScreen, ConfirmScreen, EndScreen, PassScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import plain, screen_words, type_in, until

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

SIZE = (160, 60)
HQ = frozenset({"hq1", "hq2", "hq3", "hq4"})


class Scripted:
    """A bot that plays the moves it is given, in order, as soon as each is legal; otherwise
    the quietest legal action (pass, end, commit none), so that a test reaches its decision."""

    name = "scripted"
    observes: ClassVar[bool] = False

    def __init__(self, moves: Sequence[str]) -> None:
        self.moves = list(moves)

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        for action in legal:
            if self.moves and str(action) == self.moves[0]:
                self.moves.pop(0)
                return action
        for action in legal:
            if str(action) in ("pass", "end", "commit none", "keep none"):
                return action
        return legal[0]


def session(
    tmp_path: Path, config: sc.GameConfig, seats: list[str], moves: dict[int, list[str]] | None = None
) -> Session:
    table = Session.new(config, seats, tmp_path / "save.json")
    for seat, script in (moves or {}).items():
        table.agents[seat] = Scripted(script)
    return table


def play(
    table: Session, script: Callable[[Pilot[None], ScavengersApp], Awaitable[None]], size: tuple[int, int] = SIZE
) -> None:
    app = ScavengersApp(table, delay=0)

    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot, app)

    asyncio.run(go())


def labels(app: ScavengersApp) -> list[str]:
    options = app.query_one("#actions", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def choose(pilot: Pilot[None], app: ScavengersApp, starts: str) -> None:
    """Move the actions' cursor with the arrow keys to the action whose label starts with
    ``starts`` and press Enter, as a person at the keyboard does."""
    options = app.query_one("#actions", OptionList)
    if app.focused is not options:
        options.focus()
        await pilot.pause()
    found = [i for i, label in enumerate(labels(app)) if label.startswith(starts)]
    assert found, f"no action {starts!r} among {labels(app)}"
    wanted = found[0]
    for _ in range(options.option_count * 2):
        if options.highlighted == wanted:
            break
        await pilot.press("down" if (options.highlighted or 0) < wanted else "up")
    assert options.highlighted == wanted
    await pilot.press("enter")
    await pilot.pause()


async def pick_cards(pilot: Pilot[None], app: ScavengersApp, names: Sequence[str]) -> None:
    """F4, then the arrow keys and space on each card named, one at a time."""
    await pilot.press("f4")
    await pilot.pause()
    hand = app.query_one("#hand", HandList)
    assert app.focused is hand
    for name in names:
        rows = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        wanted = next(
            i
            for i, row in enumerate(rows)
            if row.startswith(name) and hand.get_option_at_index(i).value not in hand.selected
        )
        for _ in range(hand.option_count * 2):
            if hand.highlighted == wanted:
                break
            await pilot.press("down" if (hand.highlighted or 0) < wanted else "up")
        await pilot.press("space")
        await pilot.pause()


async def asked(pilot: Pilot[None], app: ScavengersApp, seat: int) -> None:
    """Wait until ``seat`` (a person) is asked and her screen is up."""
    game = app.session.game
    await until(pilot, lambda: game.to_act[:1] == (seat,) and app.viewer == seat and not app._waiting, f"seat {seat}")
    await pilot.pause()


async def take_device(pilot: Pilot[None], app: ScavengersApp, seat: int) -> str:
    """The "pass the device" screen for ``seat``: what it shows, then Enter."""
    await until(pilot, lambda: isinstance(app.screen, PassScreen), f"the hand-off to seat {seat}")
    shown = screen_words(app.screen)
    await pilot.press("enter")
    await until(pilot, lambda: app.viewer == seat and not isinstance(app.screen, PassScreen), f"seat {seat}'s hand")
    await pilot.pause()
    return shown


def prompt_text(app: ScavengersApp) -> str:
    return plain(app.query_one("#prompt", Static))


def message(app: ScavengersApp) -> str:
    return plain(app.query_one("#message", Static))


def card_names(kinds: Sequence[str]) -> set[str]:
    return {sc.cards.kind(kind).name for kind in kinds}


# -- a response window on a bot's turn ------------------------------------------------------------

SNIPE = {
    "round": 3,
    "initiator": 1,
    "players": [
        {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["scavenger", "refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_a_person_snipes_a_bots_digger_from_the_window_by_arrow_keys_000_316(tmp_path: Path) -> None:
    # [000:316] "The sniper team may be used during the resource gathering phase ... to snipe an
    # opponent's card": the bot's dig declared, her window names it and offers the snipe.
    table = session(
        tmp_path, sc.GameConfig(players=2, seed=3, scenario=SNIPE), [HUMAN, "heuristic"], {1: ["dig scavenger"]}
    )
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        found["labels"] = "\n".join(labels(app))
        await choose(pilot, app, "Snipe Seat 1")
        await until(pilot, lambda: "scavenger" in table.game.view(None).seats[1].discard, "the sniped scavenger")

    play(table, script)
    assert "Seat 1 (heuristic) declares dig with Scavenger." in found["prompt"]
    assert "snipe" in found["prompt"]
    assert "Snipe Seat 1 (heuristic)'s Scavenger" in found["labels"]
    assert "Pass" in found["labels"]


def test_a_person_passes_on_a_bots_dig_by_keys_and_keeps_her_sniper_000_316(tmp_path: Path) -> None:
    table = session(
        tmp_path, sc.GameConfig(players=2, seed=3, scenario=SNIPE), [HUMAN, "heuristic"], {1: ["dig scavenger"]}
    )
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Pass")
        await until(pilot, lambda: (0, "pass") in table.actions, "the pass")
        found["hand"] = sorted(table.game.view(0).hand)

    play(table, script)
    assert "sniper_team" in found["hand"]  # not spent: only used when sniping


SAVE = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["medic", "scavenger", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_a_person_saves_her_digger_from_a_bots_snipe_with_a_medic_by_keys_000_543(tmp_path: Path) -> None:
    # [000:543] a medic is "played from the hand to save another tribe member card from a sniper".
    config = sc.GameConfig(players=2, seed=3, modules=frozenset({"hq1"}), scenario=SAVE)
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["snipe 0:scavenger"]})
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await type_in(pilot, app, "dig scavenger")
        await until(
            pilot,
            lambda: (d := table.game.view(0).decision) is not None and d.kind == "save" and not app._waiting,
            "the save window",
        )
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        found["labels"] = "\n".join(labels(app))
        await choose(pilot, app, "Save")
        await until(pilot, lambda: "medic" in table.game.view(None).seats[0].discard, "the medic spent")
        decision = table.game.view(0).decision
        found["next"] = "" if decision is None else decision.kind

    play(table, script)
    assert "snipe" in found["prompt"].lower()
    assert "Scavenger" in found["prompt"]
    assert any(line.startswith("Save") and "Medic" in line for line in found["labels"].splitlines())
    # Saved: the dig goes on (she keeps a card of it) instead of ending with a sniped digger.
    assert found["next"] == "keep"


GUARD = {
    "round": 3,
    "initiator": 1,
    "players": [
        {"hand": ["guard", "medic", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["spy", "refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_a_person_cancels_a_bots_spy_with_her_guard_by_keys_003_120(tmp_path: Path) -> None:
    # [003:120-124] the guard cancels an action aimed at her cards; then he is discarded and she
    # draws a card. The spy sees nothing of her hand.
    config = sc.GameConfig(players=2, seed=3, modules=frozenset({"hq1", "recon1"}), scenario=GUARD)
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["spy 0:hand"]})
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        await choose(pilot, app, "Cancel it with your Guard")
        await until(pilot, lambda: "guard" in table.game.view(None).seats[0].discard, "the guard spent")

    play(table, script)
    assert "spy" in found["prompt"].lower()
    bot_knows = table.game.view(1)
    assert bot_knows.looking == ()  # the spy's look was cancelled: the bot saw nothing of her hand
    assert "medic" not in str(bot_knows.knowledge)


# -- a refused action --------------------------------------------------------------------------


def test_a_refused_typed_action_says_why_and_changes_nothing(tmp_path: Path) -> None:
    table = session(
        tmp_path, sc.GameConfig(players=2, seed=3, scenario=SNIPE), [HUMAN, "heuristic"], {1: ["dig scavenger"]}
    )
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        before = (table.game.view(None), table.game.decisions_made, len(table.actions))
        for text in ("snipe 1:brawler", "hire thugs", "snipe 1:scavenger 1:refugee"):
            await type_in(pilot, app, text)
            found[text] = message(app)
            assert (table.game.view(None), table.game.decisions_made, len(table.actions)) == before, text
        found["labels"] = labels(app)

    play(table, script)
    for text in ("snipe 1:brawler", "hire thugs", "snipe 1:scavenger 1:refugee"):
        said = found[text]
        assert said.strip(), text
        assert "Traceback" not in said, said
        assert "Error" not in said, said
    assert any(label.startswith("Snipe") for label in found["labels"])  # still offered


# -- choosing cards one at a time ----------------------------------------------------------------

PICKS = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "shovel", "brawler", "spear"], "deck": ["refugee"] * 6},
        {"hand": ["refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_picking_cards_one_at_a_time_shows_what_that_set_can_do_and_escape_clears(tmp_path: Path) -> None:
    # docs/playing.md: space picks a card; the list then shows exactly what those cards can do
    # (trash and commit of that set included); Escape clears the picks.
    table = session(tmp_path, sc.GameConfig(players=2, seed=3, scenario=PICKS), [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["all"] = labels(app)
        await pilot.press("f4")
        hand = app.query_one("#hand", OptionList)
        assert app.focused is hand
        rows = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        scavenger = next(i for i, row in enumerate(rows) if "Scavenger" in row)
        shovel = next(i for i, row in enumerate(rows) if "Shovel" in row)
        for wanted in (scavenger, shovel):
            while hand.highlighted != wanted:
                await pilot.press("down" if (hand.highlighted or 0) < wanted else "up")
            await pilot.press("space")
            await pilot.pause()
        found["hand"] = len(app.query_one("#hand", HandList).selected)
        found["picked"] = labels(app)
        await pilot.press("escape")
        await pilot.pause()
        found["cleared"] = labels(app)
        found["hand after"] = len(app.query_one("#hand", HandList).selected)

    play(table, script)
    picked = found["picked"]
    assert any(label.startswith("Dig with Scavenger+Shovel") for label in picked), picked
    assert not any("Brawler" in label or "Spear" in label for label in picked), picked
    assert any(label.lower().startswith("trash") for label in picked), picked
    assert found["hand"] == 2
    assert found["cleared"] == found["all"]
    assert found["hand after"] == 0


def test_every_card_of_her_hand_shows_its_text_when_highlighted_and_in_f2(tmp_path: Path) -> None:
    table = session(tmp_path, sc.GameConfig(players=2, seed=3, scenario=PICKS), [HUMAN, "heuristic"])
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await pilot.press("f4")
        hand = app.query_one("#hand", OptionList)
        for i in range(hand.option_count):
            while hand.highlighted != i:
                await pilot.press("down")
            await pilot.pause()
            found[str(hand.get_option_at_index(i).prompt)] = plain(app.query_one("#card-info", Static))
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2")
        found["F2"] = screen_words(app.screen)

    play(table, script)
    for kind in ("scavenger", "shovel", "brawler", "spear"):
        name = sc.cards.kind(kind).name
        rows = [row for row in found if name in row and row != "F2"]
        assert rows, name
        assert name in found[rows[0]], (name, found[rows[0]])
        assert name in found["F2"]


# -- a leader's ability, a building's store / retrieve / repair ------------------------------------

MENTOR = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["refugee", "scavenger", "shovel"], "deck": ["refugee"] * 6, "leader": "leader_mentor"},
        {"hand": ["refugee"], "deck": ["refugee"] * 6, "leader": "leader_ranger"},
    ],
}


def test_the_mentors_ability_is_offered_and_taken_by_keys_000_650(tmp_path: Path) -> None:
    # [000:654] a leader grants a unique ability; the Mentor's: once per round, play a refugee to
    # give another tribe member +1 to any action (cards.tsv, leader_mentor).
    config = sc.GameConfig(players=2, seed=3, modules=HQ, scenario=MENTOR)
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["labels"] = labels(app)
        lead = next(label for label in labels(app) if "Mentor" in label or label.lower().startswith("lead"))
        found["lead"] = lead
        await choose(pilot, app, lead)
        await until(pilot, lambda: "refugee" not in table.game.view(0).hand, "the refugee played")
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        found["after"] = labels(app)

    play(table, script)
    assert "refugee" in found["lead"].lower(), found["lead"]
    # The ability used, her scavenger gets +1: a dig of 2 (with the shovel, 3) is offered.
    assert any("dig" in label.lower() and "Scavenger" in label for label in found["after"]), found["after"]
    assert not any("Mentor" in label or label.lower().startswith("lead") for label in found["after"])  # once per round


BUILDINGS = {
    "round": 3,
    "initiator": 0,
    "players": [
        {
            "hand": ["brawler", "scavenger", "engineer", "pills"],
            "deck": ["refugee"] * 6,
            "leader": "leader_ranger",
            "buildings": [{"building": "bunker", "stored": ["hunter"]}, {"building": "pharmacy", "disabled": True}],
        },
        {"hand": ["refugee"], "deck": ["refugee"] * 6, "leader": "leader_mentor"},
    ],
}


def test_store_retrieve_and_repair_are_each_taken_by_keys_000_621(tmp_path: Path) -> None:
    # [000:621-623] a building's cards are stored and retrieved at any time (but in the skirmish);
    # a disabled building is repaired (RULINGS on repair: a person discarded).
    config = sc.GameConfig(players=2, seed=3, modules=HQ, scenario=BUILDINGS)
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["labels"] = labels(app)
        retrieve = next(label for label in labels(app) if label.startswith("Retrieve"))
        await choose(pilot, app, retrieve)
        await until(pilot, lambda: "hunter" in table.game.view(0).hand, "the hunter retrieved")
        await asked(pilot, app, 0)
        store = next(
            label
            for label in labels(app)
            if label.startswith("Store") and "Brawler" in label and "," not in label and "+" not in label
        )
        found["store"] = store
        await choose(pilot, app, store)
        await until(pilot, lambda: "brawler" not in table.game.view(0).hand, "the brawler stored")
        await asked(pilot, app, 0)
        repair = next(label for label in labels(app) if label.startswith("Repair") and "Scavenger" in label)
        await choose(pilot, app, repair)
        await until(pilot, lambda: not table.game.view(0).seats[0].buildings[1].disabled, "the pharmacy repaired")
        found["table"] = plain(app.query_one("#seats", Static))

    play(table, script)
    assert "Bunker (complete, stored: Brawler)" in found["table"], found["table"]
    assert "Pharmacy (complete" in found["table"]


# -- the Recon expansion: gangs, contested resources, the Yardmaster --------------------------------

SLED = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["cargo_sled", "scavenger", "hunter"], "deck": ["refugee"] * 6, "leader": "leader_yardmaster"},
        {"hand": ["refugee"], "deck": ["refugee"] * 6, "leader": "leader_mentor"},
    ],
    "junkyard": ["pills", "net", "junk", "spear", "shovel"],
}
RECON = frozenset({"hq1", "hq2", "hq3", "recon1", "recon2", "recon3", "recon4", "recon5"})


def test_a_cargo_sled_dig_keeps_a_second_card_a_tool_or_medicine_by_keys_003_226(tmp_path: Path) -> None:
    # [003:226-228] with the cargo sled a dig may keep an additional tool or medicine of the cards
    # dug; two people or instants: one only.
    config = sc.GameConfig(players=2, seed=3, modules=RECON, scenario=SLED)
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger+Cargo Sled")
        await until(pilot, lambda: (d := table.game.view(0).decision) is not None and d.kind == "keep", "the keep")
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        both = next(label for label in labels(app) if "Net" in label and "Pills" in label)
        await choose(pilot, app, both)
        await until(pilot, lambda: (d := table.game.view(0).decision) is None or d.kind != "keep", "kept")
        found["discard"] = table.game.view(0).discard_hidden  # kept face down on her discard pile

    play(table, script)
    assert "Net" in found["prompt"]
    assert "Pills" in found["prompt"]
    assert "Junk" in found["prompt"]
    assert {"net", "pills"} <= set(found["discard"])


def test_the_yardmasters_peek_is_taken_by_keys_and_seen_by_her_alone_003_283(tmp_path: Path) -> None:
    # [003:283-288] the Yardmaster peeks at the top two junkyard cards, then puts both back on top
    # or bottom, order kept. Nobody else sees them.
    config = sc.GameConfig(players=2, seed=3, modules=RECON, scenario=SLED)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 0)
        yard = next(label for label in labels(app) if "Yardmaster" in label or label.lower().startswith("peek"))
        await choose(pilot, app, yard)
        await until(pilot, lambda: (d := table.game.view(0).decision) is not None and d.kind != "turn", "the peek")
        await pilot.pause()
        found["prompt"] = prompt_text(app)
        found["screen 0"] = screen_words(app.screen)
        found["labels"] = labels(app)
        bottom = next(label for label in labels(app) if "bottom" in label.lower())
        await choose(pilot, app, bottom)
        await until(
            pilot,
            lambda: (d := table.game.view(0).decision) is not None and d.kind == "turn",
            "back",
        )
        await type_in(pilot, app, "end")
        await type_in(pilot, app, "commit none")
        found["hand-off"] = await take_device(pilot, app, 1)
        found["screen 1"] = screen_words(app.screen)

    play(table, script)
    assert "Pills" in found["screen 0"]
    assert "Net" in found["screen 0"]
    for key in ("hand-off", "screen 1"):
        assert "Pills" not in found[key].replace("pills", ""), key  # the market sells no pills
        assert "Yardmaster saw" not in found[key], key


def test_the_gangs_line_names_each_gang_and_what_it_joins_for_003_259(tmp_path: Path) -> None:
    # [003:261-263] the Humanitarians join the tribe with the most cards with "refugee" in the
    # title, no tie-breaker; [003:259] a 20-card refugee stack is up for hire.
    config = sc.GameConfig(players=2, seed=3, modules=RECON, scenario=SLED)
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["market"] = plain(app.query_one("#market", Static))
        await pilot.press("f1")
        await pilot.pause()
        found["help"] = screen_words(app.screen)

    play(table, script)
    market = " ".join(found["market"].split())
    assert "Humanitarians" in market
    assert "refugee" in market.lower()
    assert "Humanitarians" in found["help"]


# -- the solo game: engage, prize, loss, the end ------------------------------------------------------

SOLO = {
    "players": [
        {"hand": ["brawler", "spear", "refugee"], "deck": ["scavenger", "refugee", "junk", "scavenger", "pills"]}
    ],
    "opponents": [["refugee", "net"], ["thugs", "rifle", "wolf_pack"]],
}
"""Two opponent forces: the first (no fighter) is beaten by her brawler, the second is not."""


async def through_skirmish(pilot: Pilot[None], app: ScavengersApp) -> str:
    """The skirmish's summary (Enter closes it)."""
    await until(pilot, lambda: type(app.screen).__name__ == "SkirmishScreen", "the skirmish")
    said = screen_words(app.screen)
    await pilot.press("enter")
    await pilot.pause()
    return said


def test_solo_engage_prize_loss_and_the_end_by_keys_003_336(tmp_path: Path) -> None:
    # [003:336-341] engage a force; a win takes one card of the opponent's force as a prize, of
    # her choice; a loss removes one card of her force, of her choice; after the last force,
    # scoring [003:342].
    config = sc.GameConfig(players=1, seed=1, scenario=SOLO)
    table = session(tmp_path, config, [HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await asked(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        found["engage prompt"] = prompt_text(app)
        await choose(pilot, app, "Engage opponent force 1")
        found["commit labels"] = labels(app)
        # "Commit some cards: pick them in your hand" says how (a line the cursor skips).
        await pick_cards(pilot, app, ["Brawler", "Spear"])
        found["picked labels"] = labels(app)
        await choose(pilot, app, "Commit")
        found["skirmish 1"] = await through_skirmish(pilot, app)
        await until(pilot, lambda: (d := game.view(0).decision) is not None and d.kind == "prize", "the prize")
        await asked(pilot, app, 0)
        found["prize prompt"] = prompt_text(app)
        found["prize labels"] = labels(app)
        await choose(pilot, app, next(label for label in labels(app) if "Net" in label))
        await until(pilot, lambda: (d := game.view(0).decision) is None or d.kind != "prize", "the prize taken")
        found["kept"] = game.view(0).seats[0].discard + game.view(0).discard_hidden
        while (d := game.view(0).decision) is not None and d.kind != "engage":
            await asked(pilot, app, 0)
            await choose(pilot, app, "End your turn" if d.kind == "turn" else labels(app)[0])
        await asked(pilot, app, 0)
        await choose(pilot, app, "Engage opponent force 2")
        await asked(pilot, app, 0)
        await choose(
            pilot,
            app,
            next(label for label in labels(app) if label.startswith("Commit") and "none" not in label.lower()),
        )
        found["skirmish 2"] = await through_skirmish(pilot, app)
        await until(pilot, lambda: (d := game.view(0).decision) is not None and d.kind == "loss", "the loss")
        await asked(pilot, app, 0)
        found["loss prompt"] = prompt_text(app)
        found["loss labels"] = labels(app)
        await choose(pilot, app, found["loss labels"][-1])
        await until(pilot, lambda: isinstance(app.screen, EndScreen), "the end")
        found["end"] = screen_words(app.screen)

    play(table, script)
    assert "engage" in found["engage prompt"].lower()
    assert "Commit some cards: pick them in your hand" in found["commit labels"]
    assert found["picked labels"][0].startswith("Commit Brawler+Spear") or "Brawler" in found["picked labels"][0]
    assert "Take one card of the opponent force into your discard pile" in found["prize prompt"]
    assert any("Refugee" in label for label in found["prize labels"])  # either card of the force
    assert "net" in found["kept"]
    assert "Choose one card of your force to remove from the game" in found["loss prompt"]
    assert all(label.startswith("Remove ") for label in found["loss labels"])
    result = table.game.result
    assert result is not None
    assert f"{result.scores[0].points} points" in found["end"]


def test_solo_engaging_with_an_empty_hand_asks_first_and_no_changes_nothing(tmp_path: Path) -> None:
    # docs/playing.md: an engage that cannot be won asks first; "do not engage" changes nothing.
    scenario = {"players": [{"hand": [], "deck": ["scavenger"] * 5}], "opponents": [["brawler"], ["thugs"]]}
    table = session(tmp_path, sc.GameConfig(players=1, seed=1, scenario=scenario), [HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        while (d := game.view(0).decision) is not None and d.kind != "engage":
            await asked(pilot, app, 0)
            await choose(pilot, app, "End your turn" if d.kind == "turn" else labels(app)[0])
        await asked(pilot, app, 0)
        before = (game.view(None), game.decisions_made)
        await type_in(pilot, app, "engage 1")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        found["question"] = screen_words(app.screen)
        await pilot.press("n")
        await pilot.pause()
        found["same"] = (game.view(None), game.decisions_made) == before
        found["screen"] = type(app.screen).__name__

    play(table, script)
    assert "empty hand" in found["question"]
    assert found["same"]
    assert found["screen"] != "ConfirmScreen"


# -- at one screen: the leaders dealt (2012 rules), a bribe, the hand-offs ----------------------------


def test_2012_leaders_dealt_at_one_screen_each_chosen_by_keys_and_shown_to_no_one_else_000_650(tmp_path: Path) -> None:
    # [000:650] (so [001:639]) two leaders dealt face down to each player, each keeps one; the
    # other is set aside unused. At one screen nobody sees the leaders dealt to another.
    config = sc.GameConfig(players=2, seed=3, modules=HQ, rules="2012")
    table = session(tmp_path, config, [HUMAN, HUMAN])
    dealt = {seat: table.game.view(seat).dealt for seat in (0, 1)}
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        found["pass 0"] = await take_device(pilot, app, 0)
        found["prompt 0"] = prompt_text(app)
        found["labels 0"] = labels(app)
        found["screen 0"] = screen_words(app.screen)
        kept = sc.cards.kind(dealt[0][0]).name
        await choose(pilot, app, next(label for label in labels(app) if kept in label))
        found["pass 1"] = await take_device(pilot, app, 1)
        found["screen 1"] = screen_words(app.screen)
        kept = sc.cards.kind(dealt[1][1]).name
        await choose(pilot, app, next(label for label in labels(app) if kept in label))
        await until(pilot, lambda: table.game.view(None).seats[1].leader is not None, "both chosen")
        first = table.game.to_act[0]
        if first != 1:  # the device goes to the first to act; seat 1 stays where she is
            found["pass after"] = await take_device(pilot, app, first)
        await asked(pilot, app, first)
        found["first"] = first
        found["screen after"] = screen_words(app.screen)

    play(table, script)
    names = {seat: [sc.cards.kind(kind).name for kind in dealt[seat]] for seat in (0, 1)}
    assert all(name in found["screen 0"] for name in names[0])  # her two, with their text
    assert "leader" in found["prompt 0"].lower()
    assert len(found["labels 0"]) == 2
    for key in ("pass 0", "pass 1", "pass after"):
        for name in names[0] + names[1]:
            assert name not in found.get(key, ""), (key, name)
    for name in names[0]:
        assert name not in found["screen 1"], name  # seat 0 chose first: still face down to seat 1
    assert table.game.view(None).seats[0].leader == dealt[0][0]
    other = 1 - found["first"]
    kept, set_aside = (names[0][0], names[0][1]) if other == 0 else (names[1][1], names[1][0])
    assert kept in found["screen after"]  # kept: face up for everyone to see
    assert set_aside not in found["screen after"]  # set aside unused, never shown to the other


DRAFT = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["hunter", "scavenger"], "deck": ["refugee"] * 6},
        {"hand": ["refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_a_leader_bribe_at_one_screen_is_kept_by_keys_and_the_other_stays_hidden_003_300(tmp_path: Path) -> None:
    # [003:300ff] Leader Drafting; docs/variants.md: a bribe draws a leader per food, only she
    # sees them; she keeps one (face up at once), the rest go to the bottom of the pile.
    config = sc.GameConfig(players=2, seed=3, modules=HQ, variants=frozenset({"leader_draft"}), scenario=DRAFT)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await take_device(pilot, app, 0)
        await type_in(pilot, app, "hunt hunter")
        await until(pilot, lambda: game.to_act == (0,) and game.view(0).decision.kind == "turn", "hunted")  # type: ignore[union-attr]
        if isinstance(app.screen, PassScreen):
            await take_device(pilot, app, 0)
        await asked(pilot, app, 0)
        found["turn labels"] = labels(app)
        await choose(pilot, app, next(label for label in labels(app) if label.lower().startswith("bribe")))
        await until(pilot, lambda: (d := game.view(0).decision) is not None and d.kind == "bribe", "the bribe")
        await asked(pilot, app, 0)
        found["drawn"] = game.view(0).looking
        found["prompt"] = prompt_text(app)
        found["labels"] = labels(app)
        keep = sc.cards.kind(found["drawn"][1]).name
        await choose(pilot, app, next(label for label in labels(app) if keep in label))
        await until(pilot, lambda: game.view(None).seats[0].leader is not None, "kept")
        await type_in(pilot, app, "end")
        if (d := game.view(None).decision) is not None and d.kind == "commit" and d.seat == 0:
            await type_in(pilot, app, "commit none")
        found["pass"] = await take_device(pilot, app, 1)
        found["screen 1"] = screen_words(app.screen)

    play(table, script)
    drawn = [sc.cards.kind(kind).name for kind in found["drawn"]]
    assert len(drawn) == 2  # two food, two leaders
    assert all(name in found["prompt"] or any(name in label for label in found["labels"]) for name in drawn)
    assert table.game.view(None).seats[0].leader == found["drawn"][1]
    assert drawn[1] in found["screen 1"]  # kept: face up
    assert drawn[0] not in found["screen 1"]  # under the pile, unseen by seat 1
    assert drawn[0] not in found["pass"]
    assert drawn[1] not in found["pass"]


LAST = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["brawler", "spear", "medkit"], "deck": ["refugee"] * 6},
        {"hand": ["refugee", "pickaxe"], "deck": ["refugee"] * 6},
    ],
    "contested": ["tribe_family_5"],
}


def test_the_last_skirmish_at_one_screen_hides_each_hand_and_the_end_shows_the_result_000_170(tmp_path: Path) -> None:
    # [000:170] when the contested pile is depleted the game is over; the largest tribe wins.
    # [000:266-268] the forces are revealed at once; the prize is taken unrevealed. At each
    # hand-off nothing of either hand shows; each screen shows only what view(seat) holds.
    config = sc.GameConfig(players=2, seed=3, scenario=LAST)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        found["pass 0"] = await take_device(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        found["commit labels"] = labels(app)
        await pick_cards(pilot, app, ["Brawler", "Spear"])
        await choose(pilot, app, "Commit")
        found["pass 1"] = await take_device(pilot, app, 1)
        found["screen 1"] = screen_words(app.screen)
        found["view 1"] = table.game.view(1)
        await choose(pilot, app, "End your turn")
        await choose(pilot, app, "Commit nothing")
        found["skirmish"] = await through_skirmish(pilot, app)
        await until(pilot, lambda: isinstance(app.screen, EndScreen), "the end")
        found["end"] = screen_words(app.screen)

    play(table, script)
    for key in ("pass 0", "pass 1"):
        for name in ("Pickaxe", "Spear"):  # in hands or committed: hidden (the market sells neither)
            assert name not in found[key], (key, name)
    # Seat 1 sees that seat 0 committed two cards, not which [000:266].
    assert found["view 1"].seats[0].committed_count == 2
    assert "spear" not in str(found["view 1"].seats[0])
    assert "Spear" not in found["screen 1"]
    result = table.game.result
    assert result is not None
    assert result.winners == (0,)
    assert "Winner: Seat 0" in found["end"]


# -- FIXED: each leader's ability says what it gives ---------------------------------------------------

LEADER_GAINS = [
    # (leader, hand, the label's start, what it must say: the card's words, cards/texts.toml)
    ("leader_butcher", ["brawler", "scavenger"], "The Butcher: remove Brawler", "for 1 food and 1 med"),
    ("leader_cannibal", ["brawler", "scavenger"], "The Cannibal: remove Brawler", "for 3 food"),
    ("leader_organizer", ["refugee", "scavenger"], "The Organizer: play Refugee", "draw 2 cards and keep 1"),
    ("leader_peacemaker", ["refugee", "scavenger"], "The Peacemaker: play Refugee", "+2 to your next hunt or dig"),
    ("leader_mentor", ["refugee", "scavenger"], "The Mentor: play Refugee", "+1 to your next action"),
    ("leader_swindler", ["refugee", "refugee", "hunter"], "The Swindler: play Refugee", "a hire 1 food cheaper"),
    ("leader_swindler", ["refugee", "refugee", "hunter"], "The Swindler: play 2x Refugee", "a hire 1 med cheaper"),
]


@pytest.mark.parametrize(("leader", "hand", "starts", "gain"), LEADER_GAINS)
def test_fixed_each_leaders_ability_says_what_it_gives_and_is_taken_by_keys_000_654_003_277(
    tmp_path: Path, leader: str, hand: list[str], starts: str, gain: str
) -> None:
    # [000:654] each leader grants a unique capability; [003:277-278] the Swindler: 1 refugee for
    # 1 food off a hire, 2 refugees for 1 med off. The actions list read "The Butcher: remove
    # Brawler from the game for good" (not what it gains) and "The Swindler: play Refugee" /
    # "play 2x Refugee" (two different discounts that read alike but for a count).
    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": hand, "deck": ["refugee"] * 6, "leader": leader},
            {"hand": ["refugee"], "deck": ["refugee"] * 6, "leader": "leader_ranger"},
        ],
    }
    config = sc.GameConfig(players=2, seed=3, modules=RECON, scenario=scenario)
    table = session(tmp_path, config, [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["label"] = next(
            label for label in labels(app) if label.startswith(starts) and "2x" not in label[len(starts) :]
        )
        before = len(table.game.view(0).hand)
        await choose(pilot, app, found["label"])
        await until(pilot, lambda: len(table.game.view(0).hand) != before or table.game.view(0).looking != (), "used")
        found["used"] = table.game.view(None).seats[0].leader_used

    play(table, script)
    assert gain in found["label"], (leader, found["label"])
    assert found["used"], leader


MENTOR_SKIRMISH = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["refugee", "brawler"], "deck": ["refugee"] * 6, "leader": "leader_mentor"},
        {"hand": ["brawler", "brawler"], "deck": ["refugee"] * 6, "leader": "leader_ranger"},
    ],
}


def test_fixed_the_mentor_in_the_skirmish_says_it_adds_1_fight_to_the_force_ruling_l3(tmp_path: Path) -> None:
    # RULINGS L-3: in the skirmish the Mentor's refugee leaves the force and the force gets +1.
    config = sc.GameConfig(players=2, seed=3, modules=HQ, scenario=MENTOR_SKIRMISH)
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["end", "commit brawler brawler"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await asked(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        await choose(pilot, app, "Commit everything")
        await until(
            pilot,
            lambda: (d := game.view(0).decision) is not None and d.kind == "skirmish" and d.seat == 0,
            "the skirmish",
        )
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        found["label"] = next(label for label in labels(app) if label.startswith("The Mentor"))
        await choose(pilot, app, found["label"])
        found["skirmish"] = await through_skirmish(pilot, app)

    play(table, script)
    assert "+1 fight to your force" in found["label"], found["label"]
    # FIXED: the prompt said "snipe and disarm revealed cards" with neither to play.
    assert "Your skirmish opportunity: use your leader's ability, then pass." in found["prompt"]
    assert "The Mentor: plays a refugee for +1 fight." in found["skirmish"]
    seat0 = next(line for line in found["skirmish"].splitlines() if "Seat 0 (you)" in line and "Brawler" in line)
    assert seat0.split("│")[3].strip() == "3"  # brawler 2, the Mentor's 1


# -- the skirmish, a disarm, undo --------------------------------------------------------------------

SKIRMISH = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 6},
        {"hand": ["brawler", "thugs"], "deck": ["refugee"] * 6},
    ],
}


def test_in_the_skirmish_she_snipes_the_bots_thugs_by_keys_and_the_summary_says_so_000_268_316(tmp_path: Path) -> None:
    # [000:268] the initiator declares her units' actions first; [000:316] a sniper team played
    # from the committed cards snipes one opposing person. Thugs sniped: 2 against 2, a tie.
    table = session(
        tmp_path,
        sc.GameConfig(players=2, seed=3, scenario=SKIRMISH),
        [HUMAN, "heuristic"],
        {1: ["end", "commit brawler thugs"]},
    )
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await asked(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        await choose(pilot, app, "Commit everything")
        await until(pilot, lambda: (d := game.view(0).decision) is not None and d.kind == "skirmish", "the skirmish")
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        await choose(pilot, app, "Snipe Seat 1 (heuristic)'s Thugs")
        found["skirmish"] = await through_skirmish(pilot, app)

    play(table, script)
    assert "skirmish" in found["prompt"].lower()
    assert "snipe" in found["prompt"].lower()
    words = " ".join(found["skirmish"].split())
    assert "Thugs" in words
    assert "snipe" in words.lower()


DISARM = {
    "round": 3,
    "initiator": 1,
    "players": [
        {"hand": ["saboteur", "refugee"], "deck": ["refugee"] * 6},
        {"hand": ["scavenger", "shovel"], "deck": ["refugee"] * 6},
    ],
}


def test_she_disarms_a_bots_shovel_by_keys_000_232(tmp_path: Path) -> None:
    # [000:232] a saboteur disarms another player's tool: the bot's dig loses its shovel.
    table = session(
        tmp_path, sc.GameConfig(players=2, seed=3, scenario=DISARM), [HUMAN, "heuristic"], {1: ["dig scavenger+shovel"]}
    )
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        await choose(pilot, app, "Disarm Seat 1 (heuristic)'s Shovel")
        await until(pilot, lambda: "shovel" in table.game.view(None).seats[1].discard, "disarmed")

    play(table, script)
    assert "declares dig with Scavenger, Shovel" in found["prompt"]
    assert "disarm" in found["prompt"]


HIRE = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["hunter", "scavenger"], "deck": ["refugee"] * 6},
        {"hand": ["refugee"], "deck": ["refugee"] * 6},
    ],
}


def test_ctrl_z_takes_back_a_hire_but_says_why_it_cannot_take_back_a_hunt(tmp_path: Path) -> None:
    # docs/playing.md "Undo": a hire can be taken back; a hunt, once declared, cannot (the others
    # could answer it); with nothing to undo, Ctrl+Z says so and changes nothing.
    table = session(tmp_path, sc.GameConfig(players=2, seed=3, scenario=HIRE), [HUMAN, "heuristic"])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await asked(pilot, app, 0)
        await type_in(pilot, app, "hunt hunter")
        await until(pilot, lambda: game.to_act == (0,) and game.view(0).decision.kind == "turn", "hunted")  # type: ignore[union-attr]
        await asked(pilot, app, 0)
        await choose(pilot, app, "Hire Brawler")
        await until(pilot, lambda: "brawler" in game.view(None).seats[0].discard, "hired")
        app.query_one("#actions", OptionList).focus()
        await pilot.press("ctrl+z")
        await until(pilot, lambda: "brawler" not in table.game.view(None).seats[0].discard, "undone")
        found["after undo"] = table.game.view(0).seats[0].food
        before = table.game.view(None)
        await pilot.press("ctrl+z")
        await pilot.pause()
        found["refused"] = message(app)
        found["same"] = table.game.view(None) == before

    play(table, script)
    assert found["after undo"] == 2  # the hunt's food is back to spend
    assert found["refused"].strip()
    assert found["same"]


HOTSEAT_SNIPE = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "medkit"], "deck": ["refugee"] * 6},
        {"hand": ["sniper_team", "pickaxe"], "deck": ["refugee"] * 6},
    ],
}


def test_at_one_screen_a_snipe_window_goes_to_the_other_person_and_back_showing_neither_hand(tmp_path: Path) -> None:
    # docs/playing.md: the device is passed every time the person to act changes, including a
    # chance to answer; [000:316] the sniped digger is discarded. Each screen shows only what
    # view(seat) holds: seat 1 never sees the medkit, seat 0 never the pickaxe.
    table = session(tmp_path, sc.GameConfig(players=2, seed=3, scenario=HOTSEAT_SNIPE), [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        found["pass 0"] = await take_device(pilot, app, 0)
        await choose(pilot, app, "Dig with Scavenger")
        found["pass 1"] = await take_device(pilot, app, 1)
        found["prompt 1"] = prompt_text(app)
        found["screen 1"] = screen_words(app.screen)
        found["view 1"] = table.game.view(1)
        await choose(pilot, app, "Snipe Seat 0's Scavenger")
        found["pass back"] = await take_device(pilot, app, 0)
        found["screen 0"] = screen_words(app.screen)

    play(table, script)
    assert "Seat 0 declares dig with Scavenger." in found["prompt 1"]
    assert "medkit" not in str(found["view 1"].hand)
    assert "Medkit" not in found["screen 1"]
    assert "Pickaxe" not in found["screen 0"]
    for key in ("pass 0", "pass 1", "pass back"):
        for hidden in ("Medkit", "Pickaxe", "Sniper"):
            assert hidden not in found[key], (key, hidden)
    assert "snipe" in found["screen 0"].lower()
    assert "Scavenger" in found["screen 0"]
    assert "scavenger" in table.game.view(None).seats[0].discard


TEAR_GAS = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["tear_gas", "brawler"], "deck": ["refugee"] * 6},
        {"hand": ["brawler", "thugs"], "deck": ["refugee"] * 6},
    ],
}


def test_fixed_tear_gas_in_the_skirmish_is_named_by_the_prompt_and_played_by_keys_003_236(tmp_path: Path) -> None:
    # [003:236-243] tear gas is declared on her turn in the skirmish, on one opposing person,
    # whose fight becomes 0. The prompt said "snipe and disarm revealed cards", neither of which
    # she could do.
    config = sc.GameConfig(players=2, seed=3, modules=frozenset({"recon4"}), scenario=TEAR_GAS)
    table = session(tmp_path, config, [HUMAN, "heuristic"], {1: ["end", "commit brawler thugs"]})
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await asked(pilot, app, 0)
        await choose(pilot, app, "End your turn")
        await choose(pilot, app, "Commit everything")
        await until(pilot, lambda: (d := game.view(0).decision) is not None and d.kind == "skirmish", "the skirmish")
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        await choose(pilot, app, "Tear gas on Seat 1 (heuristic)'s Thugs")
        found["skirmish"] = await through_skirmish(pilot, app)

    play(table, script)
    assert "Your skirmish opportunity: use tear gas on a revealed person, then pass." in found["prompt"]
    assert "snipe" not in found["prompt"]
    assert "Thugs" in " ".join(found["skirmish"].split())


TIMERS_2012 = {
    "round": 3,
    "initiator": 0,
    "players": [
        {
            "hand": ["scavenger", "brawler"],
            "deck": ["refugee"] * 6,
            "leader": "leader_ranger",
            "buildings": [
                {"building": "bunker", "stored": ["hunter"]},
                {"building": "armory", "timer": ["medkit", "pickaxe", "grenade"]},
            ],
        },
        {"hand": ["refugee"], "deck": ["refugee"] * 6, "leader": "leader_mentor"},
    ],
}


def test_2012_at_one_screen_timer_cards_show_to_their_owner_alone_and_a_second_store_is_refused(
    tmp_path: Path,
) -> None:
    # docs/variants.md (the older rules, [001]): you may look at your own timer cards, face down
    # to the others; store and retrieve are actions, once a round each. A second store typed is
    # refused in words and changes nothing.
    config = sc.GameConfig(players=2, seed=3, modules=HQ, rules="2012", scenario=TIMERS_2012)
    table = session(tmp_path, config, [HUMAN, HUMAN])
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        game = table.game
        await take_device(pilot, app, 0)
        found["screen 0"] = screen_words(app.screen)
        await choose(pilot, app, "Store Scavenger under your Bunker")
        await until(pilot, lambda: "scavenger" not in game.view(0).hand, "stored")
        await asked(pilot, app, 0)
        found["labels"] = labels(app)
        before = (game.view(None), game.decisions_made)
        await type_in(pilot, app, "store bunker brawler")
        found["refused"] = message(app)
        found["same"] = (game.view(None), game.decisions_made) == before
        await choose(pilot, app, "End your turn")
        await choose(pilot, app, "Commit nothing")
        found["pass 1"] = await take_device(pilot, app, 1)
        found["screen 1"] = screen_words(app.screen)
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2")
        found["cards 1"] = screen_words(app.screen)

    play(table, script)
    assert "Armory (timer 3: Grenade, Medkit, Pickaxe)" in found["screen 0"]
    assert not any(label.startswith("Store") for label in found["labels"])
    assert "with the 2012 rules store is an action taken once a round" in found["refused"]
    assert found["same"]
    for key in ("pass 1", "screen 1", "cards 1"):
        for hidden in ("Grenade", "Medkit", "Pickaxe", "Scavenger under"):
            assert hidden not in found[key], (key, hidden)
    assert "Armory (timer 3)" in found["screen 1"]


def test_at_80x24_the_snipe_window_on_a_bots_turn_says_what_and_is_answered_by_keys(tmp_path: Path) -> None:
    # docs/playing.md: at 80x24 the table moves behind F3; the play side (the decision, the
    # actions) still shows and takes keys.
    table = session(
        tmp_path, sc.GameConfig(players=2, seed=3, scenario=SNIPE), [HUMAN, "heuristic"], {1: ["dig scavenger"]}
    )
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await asked(pilot, app, 0)
        found["prompt"] = prompt_text(app)
        await choose(pilot, app, "Snipe Seat 1")
        await until(pilot, lambda: "scavenger" in table.game.view(None).seats[1].discard, "the sniped scavenger")

    play(table, script, size=(80, 24))
    assert "declares dig with Scavenger" in found["prompt"]
