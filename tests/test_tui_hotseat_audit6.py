"""Hidden-information and usability audit 6 of friends at one screen in the terminal
(``scavengers play --hotseat``).

The standard: a view, event, log line, error message, screen, hand-off or network message never
reveals a card its receiver may not see, never lets it track one, and never depends on what a
seat secretly holds. At a shared screen the receiver is whoever looks at it now: the person asked,
or everyone while the "pass the device" screen is up.

Twin tables differ only in a card the person looking cannot see; what the screen shows her must
be the same in both. Three problems were found (the tests marked ``FIXED`` fail before
/tmp/hotseat.patch):

- the cards screen (F2: "the cards you can see or have seen", her hand among them) that a person
  opened while a bot played stayed open under the hand-off, and the next person found it there
  once she said she was ready;
- an autosave was named after the game's seed, and the quit question shows its name at the
  shared screen: whoever reads a seed can deal the game again and see every hand;
- Enter pressed twice in one burst on the actions list: the second chose by its number in the
  list the first replaced (at a shared screen the others are passed for at once), and took
  another action (a dug card kept by nobody's choice) or stopped the app (an IndexError).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input, OptionList, RichLog, SelectionList, Static

import scavengers as sc
from scavengers.bots.ismcts import IsmctsAgent
from scavengers.cards import CATALOGUE
from scavengers.cli.play import autosave_for
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import CardsScreen, ConfirmQuitScreen, EndScreen, PassScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import panel_text, plain, run_app, type_in

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

SIZE = (130, 45)


def stacked(players: list[dict[str, Any]], seed: int = 0) -> sc.GameConfig:
    return sc.GameConfig(players=len(players), seed=seed, scenario={"round": 1, "initiator": 0, "players": players})


def names(kinds: list[str]) -> list[str]:
    return [CATALOGUE[k].name for k in kinds]


def texts(screen: Screen[Any]) -> list[str]:
    return [plain(w) for w in screen.query(Static)]


def screen_words(app: ScavengersApp) -> list[str]:
    """Every text the screen on top shows now: its panels and labels, the lists' lines, the
    command line and the log."""
    screen = app.screen
    words = texts(screen)
    for options in screen.query(OptionList):
        words += [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    words += [line.text for log in screen.query(RichLog) for line in log.lines]
    words += [field.value for field in screen.query(Input)]
    return words


def passed_to(app: ScavengersApp) -> str:
    """The person the "pass the device" screen on top names."""
    screen = app.screen
    assert isinstance(screen, PassScreen)
    return screen.player


async def until(pilot: Pilot[None], done: Any, what: str) -> None:
    """Wait on the event loop (never on a clock compared) until ``done()``."""
    for _ in range(1000):
        if done():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never: {what}")


# -- 1: a screen opened while a bot plays does not outlast the hand-off -------------------------

NET_IN_SEAT_1 = [
    {"hand": ["refugee", "refugee"], "deck": ["refugee"] * 4},
    {"hand": ["medkit", "net"], "deck": ["refugee"] * 4},
    {"hand": ["refugee"], "deck": ["refugee"] * 4},
]
SPEAR_IN_SEAT_1 = [NET_IN_SEAT_1[0], {"hand": ["medkit", "spear"], "deck": ["refugee"] * 4}, NET_IN_SEAT_1[2]]
"""Seat 1 holds a net or a spear: seat 0 cannot tell which."""


def after_a_bot_played(tmp_path: Path, players: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Two friends and a search bot. Seat 1 ends her turn and, while the bot thinks, opens F2
    (her cards); the bot plays and the device goes to seat 0. What seat 0 finds once she says
    she is ready: the screens open and every text on top."""
    thinking = threading.Event()
    release = threading.Event()

    def held_search(
        self: IsmctsAgent, view: sc.View, legal: Any, options: Sequence[sc.Action], determinizer: Any
    ) -> sc.Action:
        thinking.set()
        release.wait(30)  # thinks until seat 1 has opened her cards
        return next((a for a in options if a.verb in (sc.Verb.END, sc.Verb.PASS)), options[0])

    monkeypatch.setattr(IsmctsAgent, "_search", held_search)
    session = Session.new(stacked(players), [HUMAN, HUMAN, "ismcts:iters=4"], tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    found: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        for expected in ("Seat 0", "Seat 1"):
            await until(pilot, lambda: isinstance(app.screen, PassScreen), "a hand-off")
            assert passed_to(app) == expected
            await pilot.press("enter")
            await until(pilot, lambda: app.viewer is not None, "a hand shown")
            await type_in(pilot, app, "end")
        await until(pilot, thinking.is_set, "the bot thinking")
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2 open")
        assert set(names(["medkit"])) <= set(" ".join(screen_words(app)).split())  # her cards, for her
        release.set()
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the hand-off to seat 0")
        assert passed_to(app) == "Seat 0"
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 0, "seat 0's hand")
        await pilot.pause()
        found.append([type(s).__name__ for s in app.screen_stack])
        found.append(screen_words(app))

    run_app(app, script, SIZE)
    release.set()
    return found


def test_fixed_the_cards_screen_opened_while_a_bot_played_is_closed_at_the_hand_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FIXED. F2 lists the cards its opener can see, her hand among them. Opened by seat 1 while
    the bot played, it stayed under the "pass the device" screen, and seat 0 found it, naming
    seat 1's net (or spear), as soon as she said she was ready. Now the hand-off closes it:
    seat 0 finds her own table, the same whichever card seat 1 holds."""
    with_net = after_a_bot_played(tmp_path / "a", NET_IN_SEAT_1, monkeypatch)
    with_spear = after_a_bot_played(tmp_path / "b", SPEAR_IN_SEAT_1, monkeypatch)
    assert with_net[0] == ["Screen"]
    shown = " ".join(with_net[1])
    assert "Net" not in shown
    assert "Medkit" not in shown
    assert with_net == with_spear


# -- 2: the "pass the device" screen and the keys pressed on it ---------------------------------

SNIPER_IN_SEAT_1 = [
    {"hand": ["scavenger", "spear", "medkit"], "deck": ["refugee"] * 3},
    {"hand": ["sniper_team", "net"], "deck": ["refugee"] * 3},
    {"hand": ["refugee"], "deck": ["refugee"] * 3},
]
SNIPER_IN_SEAT_2 = [
    SNIPER_IN_SEAT_1[0],
    {"hand": ["refugee", "net"], "deck": ["refugee"] * 3},
    {"hand": ["refugee"], "deck": ["sniper_team", "refugee", "refugee"]},
]
"""A sniper team has left the market: in seat 1's hand or in seat 2's deck."""


def keys_on_the_pass_screen(tmp_path: Path, players: list[dict[str, Any]]) -> list[Any]:
    """Three friends, hints on. Seat 0 is refused an action, types a command she does not send
    (her hand's cards), then hunts from the actions: seat 1 is asked to answer. On the "pass the
    device" screen to seat 1, before she is ready, someone presses F2 (the cards one can see),
    F1, F6 (a hint), Ctrl+Z (undo), types letters, Up, Space and Escape: what each leaves. Then
    what seat 1 finds: the command line, the message line, Up on the command line."""
    session = Session.new(stacked(players), [HUMAN, HUMAN, HUMAN], tmp_path / "save.json", hints=True)
    app = ScavengersApp(session, delay=0)
    seen: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the first hand-off")
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 0, "seat 0's hand")
        await type_in(pilot, app, "hire sniper_team")  # refused: a hire needs food; stays on the message line
        seen.append(("refused", bool(panel_text(app, "#message").strip())))
        app.query_one("#command", Input).value = "dig medkit"  # typed, not sent
        options = app.query_one("#actions", OptionList)
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        options.highlighted = next(i for i, label in enumerate(labels) if label.startswith("Hunt"))
        options.focus()
        await pilot.press("enter")  # the hunt, from the actions: the typed command stays
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the hand-off to seat 1")
        seen.append(("pass screen", texts(app.screen)))
        seen.append(("behind", texts(app.screen_stack[0])))
        seen.append(("hand behind", app.query_one("#hand", SelectionList).option_count))
        seen.append(("command behind", app.query_one("#command", Input).value))
        for key in ("f2", "f1", "f6", "ctrl+z", "h", "i", "up", "space", "escape"):
            await pilot.press(key)
            await pilot.pause()
            seen.append((key, type(app.screen).__name__, app.viewer, app.query_one("#command", Input).value))
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 1, "seat 1's hand")
        command = app.query_one("#command", Input)
        seen.append(("seat 1's command line", command.value, panel_text(app, "#message").strip()))
        command.focus()
        await pilot.press("up")
        await pilot.pause()
        seen.append(("seat 1 presses up", command.value))

    run_app(app, script, SIZE)
    return seen


def test_the_pass_screen_and_its_keys_show_only_what_everyone_sees(tmp_path: Path) -> None:
    """Behind the "pass the device" screen no hand, no typed command, no refusal; the keys
    pressed there open nothing, show no hand and type nothing for the next person (the screen
    stays until she presses Enter); seat 1 then finds an empty command line and message line,
    and Up recalls no command. All the same whether seat 1 holds the sniper team or it lies in
    seat 2's deck."""
    holding = keys_on_the_pass_screen(tmp_path / "a", SNIPER_IN_SEAT_1)
    not_holding = keys_on_the_pass_screen(tmp_path / "b", SNIPER_IN_SEAT_2)
    assert holding == not_holding
    seen = {entry[0]: entry[1:] for entry in holding}
    assert seen["refused"] == (True,)
    assert seen["pass screen"][0][0].strip() == "Pass the device to Seat 1"
    assert seen["hand behind"] == (0,)
    assert seen["command behind"] == ("",)
    behind = " ".join(seen["behind"][0])
    assert "Medkit" not in behind  # seat 0's hand card, seen nowhere by the others
    assert "Net" not in behind
    for key in ("f2", "f1", "f6", "ctrl+z", "h", "i", "up", "space", "escape"):
        assert seen[key] == ("PassScreen", None, "")
    assert seen["seat 1's command line"] == ("", "")
    assert seen["seat 1 presses up"] == ("",)


# -- 3: Enter pressed twice in one burst ---------------------------------------------------------

DIGGER = {"hand": ["scavenger", "shovel"], "deck": ["refugee"] * 3}
HUNTER = {"hand": ["scavenger", "spear"], "deck": ["refugee"] * 3}
JUNKYARD = ["medkit", "net", "pickaxe", "spear", "medkit"]
"""The junkyard's top cards: the dig turns up a medkit, a net and a pickaxe."""


def enter_twice(tmp_path: Path, hand: dict[str, Any], choice: str) -> tuple[list[tuple[int, str]], list[str]]:
    """Three friends; seat 0 highlights ``choice`` in her actions and presses Enter twice in
    one burst (both keys read before the first is handled, as a terminal reads a double press
    or a key repeat). Every sniper team and saboteur lies in the market: the others are passed
    for at once and seat 0 decides again. The actions taken, and what seat 0 is offered then."""
    players = [hand, {"hand": ["refugee"]}, {"hand": ["refugee"]}]
    scenario = {"round": 1, "initiator": 0, "players": players, "junkyard": JUNKYARD}
    session = Session.new(sc.GameConfig(players=3, seed=0, scenario=scenario), [HUMAN] * 3, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    offered: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the first hand-off")
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 0, "seat 0's hand")
        options = app.query_one("#actions", OptionList)
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        options.highlighted = labels.index(choice)
        options.focus()
        await pilot.pause()
        for _ in range(2):
            app.post_message(events.Key("enter", "\r"))
        await until(pilot, lambda: len(app.session.actions) >= 3, "the action and the passes")
        for _ in range(10):
            await pilot.pause()
        offered.extend(str(options.get_option_at_index(i).prompt) for i in range(options.option_count))

    run_app(app, script, SIZE)
    return list(app.session.actions), offered


def test_fixed_a_double_enter_on_a_dig_does_not_keep_a_card_nobody_chose(tmp_path: Path) -> None:
    """FIXED. The second Enter of a double press chose from the actions list as it was before
    the first was handled: its number in the list that replaced it (the dug cards to keep) took
    another action, "keep net", chosen by nobody and never highlighted. Now it takes nothing:
    the dug cards wait for her choice."""
    actions, offered = enter_twice(tmp_path, DIGGER, "Dig with Scavenger+Shovel (dig 3)")
    assert actions == [(0, "dig scavenger+shovel"), (1, "pass"), (2, "pass")]
    assert offered == ["Keep Medkit", "Keep Net", "Keep Pickaxe", "Keep nothing"]


def test_fixed_a_double_enter_on_a_hunt_does_not_close_the_game(tmp_path: Path) -> None:
    """FIXED. After the hunt seat 0's list is shorter than the number the second Enter chose:
    the app stopped on an IndexError, the game on the shared screen with it. Now the second
    Enter takes nothing and she goes on with her turn."""
    actions, offered = enter_twice(tmp_path, HUNTER, "Hunt with Scavenger (hunt 1)")
    assert actions == [(0, "hunt scavenger"), (1, "pass"), (2, "pass")]
    assert "End your turn" in offered


# -- 4: the quit question names the autosave, and the name no seed ------------------------------

SEED = 987654321


def test_fixed_the_autosave_named_at_a_shared_screen_does_not_tell_the_seed(tmp_path: Path) -> None:
    """FIXED. Ctrl+Q at a shared screen says where the game is autosaved; the file was named
    after the seed ("game-...-seed987654321.json"), and whoever reads a seed deals the game again
    and sees every hand. Now the name holds only when the game began."""
    session = Session.new(sc.GameConfig(players=3, seed=SEED), [HUMAN] * 3, tmp_path / "save.json")
    autosave = autosave_for(session, None, tmp_path)
    assert str(SEED) not in autosave.name
    app = ScavengersApp(session, delay=0, autosave=autosave)
    said: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the first hand-off")
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmQuitScreen), "the quit question")
        said.extend(texts(app.screen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "back to the hand-off")

    run_app(app, script, SIZE)
    assert any(autosave.name in line for line in said)  # it is named there
    assert not any(str(SEED) in line for line in said)
    assert [p.name for p in tmp_path.glob("game-*.json")] == [autosave.name]


# -- 5: friends finish a whole game at one screen ----------------------------------------------


def test_two_friends_finish_a_whole_game_at_one_screen(tmp_path: Path) -> None:
    """Two friends play a dealt game to its end (from round 2, two contested resources left),
    each taking the highlighted action (Enter). The device changes hands at every change of the
    person asked, always behind a screen that names her and shows nobody's hand, command or
    message; everyone watches each skirmish; the end screen shows both tribes."""
    config = sc.GameConfig(players=2, seed=21, scenario={"round": 2, "contested": ["grenade", "wolf_pack"]})
    session = Session.new(config, [HUMAN, HUMAN], tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    record: dict[str, Any] = {"hand_offs": 0, "changes": 0, "skirmishes": 0}

    async def script(pilot: Pilot[None]) -> None:
        last: int | None = None
        handed = False
        for _ in range(3000):
            game = app.session.game
            screen = app.screen
            if isinstance(screen, EndScreen):
                record["end"] = " ".join(texts(screen))
                return
            if isinstance(screen, SkirmishScreen):
                record["skirmishes"] += 1
                assert app.viewer is None
                await pilot.press("enter")
            elif isinstance(screen, PassScreen):
                record["hand_offs"] += 1
                assert app.viewer is None
                assert app.query_one("#hand", SelectionList).option_count == 0
                assert app.query_one("#command", Input).value == ""
                assert panel_text(app, "#message").strip() == ""
                (asked,) = game.to_act
                assert screen.player == f"Seat {asked}"
                handed = True
                await pilot.press("enter")
            elif app.viewer is not None and game.to_act == (app.viewer,) and not app._waiting:
                if app.viewer != last:
                    assert handed, f"seat {app.viewer} was shown her hand with no hand-off"
                    record["changes"] += 1
                    last = app.viewer
                handed = False
                app.query_one("#actions", OptionList).focus()
                await pilot.press("enter")
            await pilot.pause()
        raise AssertionError("the game did not end")

    run_app(app, script, SIZE)
    assert app.session.game.over
    assert record["hand_offs"] >= record["changes"] > 4
    assert record["skirmishes"] > 0
    assert "Seat 0" in record["end"]
    assert "Seat 1" in record["end"]


def test_the_pass_screen_takes_no_key_for_a_moment_once_it_is_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second press of the Enter that took the last move (a double press, a key bouncing)
    comes once the "pass the device" screen is up: it must not show the next hand to the last
    person. The screen takes no key or click for a moment (``PassScreen.READY_AFTER``; the
    tests' conftest sets it to 0, and here it is made long, so that no slow machine ends it
    between the presses); once it is over, Enter shows her hand."""
    monkeypatch.setattr(PassScreen, "READY_AFTER", 600.0)
    players = [DIGGER, {"hand": ["refugee"]}]
    scenario = {"round": 1, "initiator": 0, "players": players, "junkyard": JUNKYARD}
    session = Session.new(sc.GameConfig(players=2, seed=0, scenario=scenario), [HUMAN] * 2, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    seen: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the first hand-off")
        await pilot.press("enter")
        await pilot.click("#ready")
        await pilot.pause()
        seen.append((type(app.screen).__name__, app.viewer))
        monkeypatch.setattr(PassScreen, "READY_AFTER", 0.0)  # the moment is over
        button = app.screen.query_one("#ready")
        await until(pilot, lambda: not button.has_class("-active"), "the click's effect over")  # Textual's own
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 0, "seat 0's hand")
        seen.append((type(app.screen).__name__, app.viewer))

    run_app(app, script, SIZE)
    assert seen == [("PassScreen", None), ("Screen", 0)]
