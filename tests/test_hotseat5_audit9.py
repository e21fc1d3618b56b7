"""Audit 9 of five friends at one terminal (``scavengers play --hotseat``), with every HQ and
Recon module, and of three friends with two bots.

Derived from the rulebooks, RULINGS and docs/playing.md ("Friends at one screen"): the "pass the
device" screen comes up every time the person asked changes, reactions on another's turn
included, whatever she holds (RULINGS I-1: being asked depends on public facts only); behind it
and on the next person's screen nothing of another's hand or private knowledge (dealt leaders,
a peek, stored cards) shows; a pass everybody can see coming is made without a hand-off.

One defect was found (the tests marked ``FIXED`` fail before /work/patches/hotseat9.patch): after
the Yardmaster's peek in another player's window (RULINGS L-15), her own pass was counted among
the passes in a row although she was no longer asked, and the window closed before the last seat
was asked (RULINGS I-1): at one screen, the device never went to her.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, SelectionList, Static

import scavengers as sc
from scavengers.cards import CATALOGUE
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import EndScreen, PassScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import plain, run_app, screen_words, until

SIZE = (130, 45)
EVERY_MODULE = frozenset(["hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"])


def hand_of(app: ScavengersApp) -> int:
    return app.query_one("#hand", SelectionList).option_count


# -- 1: the leaders dealt at the start, chosen one person after another ------------------------


@pytest.mark.slow
def test_five_friends_choose_their_dealt_leaders_each_behind_the_pass_screen_hq3_002(tmp_path: Path) -> None:
    """HQ module 3 [002]: each player is dealt two leaders and keeps one; the leaders are shown
    face up once every player has one (docs/scenarios.md). Five friends choose in turn: each
    choice comes after a "pass the device" screen naming her, and nothing of another seat's
    two leaders (the one kept, the one let go) shows behind the screen or on her own screen,
    until all have chosen; then the kept ones are on the table for everyone."""
    config = sc.GameConfig(players=5, seed=4, modules=EVERY_MODULE)
    session = Session.new(config, [HUMAN] * 5, tmp_path / "save.json")
    dealt = {seat: set(session.game.view(seat).dealt) for seat in range(5)}
    leader_names = {seat: {CATALOGUE[k].name for k in kinds} for seat, kinds in dealt.items()}
    assert all(len(names) == 2 for names in leader_names.values())
    app = ScavengersApp(session, delay=0)
    found: list[tuple[str, int | None, int, set[str]]] = []
    own: list[set[str]] = []
    table_after: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(5):
            await until(pilot, lambda: isinstance(app.screen, PassScreen), "a hand-off")
            behind = screen_words(app.screen_stack[0])
            others = set().union(*(leader_names[s] for s in range(5)))
            found.append((app.screen.player, app.viewer, hand_of(app), {n for n in others if n in behind}))  # type: ignore[attr-defined]
            await pilot.press("enter")
            await until(pilot, lambda: app.viewer is not None, "a hand shown")
            mine = screen_words(app.screen)
            others = set().union(*(leader_names[s] for s in range(5) if s != app.viewer))
            found.append(("shown", app.viewer, hand_of(app), {n for n in others if n in mine}))
            own.append({n for n in leader_names[app.viewer or 0] if n in mine})
            assert app.session.game.view(app.viewer).decision.kind == "leader"  # type: ignore[union-attr]
            await pilot.press("enter")  # keeps the highlighted leader
            await pilot.pause()
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the hand-off to the first turn")
        table_after.append(screen_words(app.screen_stack[0]))

    run_app(app, script, SIZE)
    assert [entry for entry in found if entry[0] != "shown"] == [(f"Seat {seat}", None, 0, set()) for seat in range(5)]
    assert [entry for entry in found if entry[0] == "shown"] == [
        ("shown", seat, 0, set()) for seat in range(5)
    ]  # no card drawn yet
    assert own == [leader_names[seat] for seat in range(5)]  # each sees her own two
    kept = [session.game.view(None).seats[seat].leader for seat in range(5)]
    assert all(kind is not None and kind in dealt[seat] for seat, kind in enumerate(kept))
    # Once all have one, the kept leaders lie face up: behind the next hand-off too.
    assert all(CATALOGUE[kind].name in table_after[0] for kind in kept if kind is not None)


# -- 2: a hunt sniped and saved on another's turn: every person asked gets the device ---------

SECRETS = ("Medkit", "Net", "Pickaxe")
"""Cards only in hands here (no market stack, no discard pile shows them)."""


def chain_players(answers: bool) -> list[dict[str, Any]]:
    """Seat 0 hunts with a scavenger; seat 2 snipes it; seat 3 saves it with a medic. Seats 1
    and 4 pass: with ``answers`` they hold a medic and a guard (in the twin, those lie on top of
    their decks, and a refugee and a brawler are in their hands)."""
    medic, guard = (["medic", "net"], ["refugee"]), (["guard", "net"], ["brawler"])
    if not answers:
        medic, guard = (["refugee", "net"], ["medic"]), (["brawler", "net"], ["guard"])
    return [
        {"hand": ["scavenger", "spear", "medkit"], "leader": "leader_mentor"},
        {"hand": medic[0], "deck": medic[1], "leader": "leader_butcher"},
        {"hand": ["sniper_team", "refugee"], "leader": "leader_organizer"},
        {"hand": ["medic", "pickaxe"], "leader": "leader_ranger"},
        {"hand": guard[0], "deck": guard[1], "leader": "leader_excavator"},
    ]


PLAN = {(0, "turn"): "hunt scavenger+spear", (2, "respond"): "snipe 0:scavenger", (3, "save"): "save medic"}


def snipe_and_save(tmp_path: Path, players: list[dict[str, Any]], seats: list[str]) -> list[tuple[str, ...]]:
    """The chain played at one terminal, each person typing her move (or ``pass``) once she has
    the device: every hand-off (whom it names, what the table behind it shows) and every
    decision shown (whose, which)."""
    scenario = {"round": 1, "initiator": 0, "players": players}
    config = sc.GameConfig(players=5, seed=0, modules=EVERY_MODULE, scenario=scenario)
    session = Session.new(config, seats, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    seen: list[tuple[str, ...]] = []
    done: set[tuple[int, str]] = set()

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(40):
            await until(
                pilot,
                lambda: isinstance(app.screen, PassScreen) or (app.viewer is not None and not app._waiting),
                "a hand-off or a decision",
            )
            if isinstance(app.screen, PassScreen):
                behind = screen_words(app.screen_stack[0])
                secrets = ",".join(word for word in SECRETS if word in behind)
                seen.append(("cover", app.screen.player, str(app.viewer), str(hand_of(app)), secrets, behind))
                await pilot.press("enter")
                await until(pilot, lambda: app.viewer is not None, "a hand shown")
                continue
            seat = app.viewer
            assert seat is not None
            decision = app.session.game.view(seat).decision
            assert decision is not None
            if (seat, decision.kind) == (0, "turn") and done:
                seen.append(("decides", str(seat), decision.kind))
                return
            seen.append(("decides", str(seat), decision.kind))
            move = "pass" if (seat, decision.kind) in done else PLAN.get((seat, decision.kind), "pass")
            done.add((seat, decision.kind))
            command = app.query_one("#command", Input)
            command.focus()
            command.value = move
            await pilot.press("enter")
            await pilot.pause()

    run_app(app, script, SIZE)
    events = [e.type.value for e in session.game.log(None)]
    assert {"sniped", "saved"} <= set(events)  # the chain was played as planned
    return seen


@pytest.mark.slow
def test_five_friends_each_asked_in_a_snipe_and_its_save_get_the_device_rulings_i1_i4(tmp_path: Path) -> None:
    """RULINGS I-1 (the declaration's window runs clockwise from the actor's left and goes on
    after an answer until all pass in a row) and I-4 (the save window starts with the target's
    owner): seat 0 hunts, seat 1 passes, seat 2 snipes, the save window asks seats 0, 1, 2 and
    seat 3 saves; the hunt's window goes on with seats 3, 4, 1 and 2; seat 0 goes on. The device
    changes hands at every change of the person asked, and never shows a hand behind the cover.
    The same to the character whether seats 1 and 4 hold a medic and a guard or not."""
    people = [HUMAN] * 5
    holding = snipe_and_save(tmp_path / "a", chain_players(True), people)
    not_holding = snipe_and_save(tmp_path / "b", chain_players(False), people)
    assert holding == not_holding
    covers = [entry[1] for entry in holding if entry[0] == "cover"]
    assert covers == [f"Seat {s}" for s in (0, 1, 2, 0, 1, 2, 3, 4, 1, 2, 0)]
    decisions = [(entry[1], entry[2]) for entry in holding if entry[0] == "decides"]
    assert decisions == [
        ("0", "turn"),
        ("1", "respond"),
        ("2", "respond"),
        *[(str(s), "save") for s in (0, 1, 2, 3)],
        *[(str(s), "respond") for s in (3, 4, 1, 2)],
        ("0", "turn"),
    ]
    for entry in holding:
        if entry[0] == "cover":
            assert entry[2:5] == ("None", "0", "")  # nobody's hand, no hand card named


@pytest.mark.slow
def test_three_friends_and_two_bots_the_device_goes_only_between_the_friends_ruling_i1(tmp_path: Path) -> None:
    """The same chain with bots at seats 1 and 4: they answer on their own (they pass), and the
    device goes to each friend asked, whatever she holds: seats 0, 2, 0 (the save window), 2, 3,
    then 2 (the hunt's window going round) and 0."""
    seats = [HUMAN, "heuristic", HUMAN, HUMAN, "heuristic"]
    holding = snipe_and_save(tmp_path / "a", chain_players(False), seats)
    covers = [entry[1] for entry in holding if entry[0] == "cover"]
    assert covers == [f"Seat {s}" for s in (0, 2, 0, 2, 3, 2, 0)]
    for entry in holding:
        if entry[0] == "cover":
            assert entry[2:5] == ("None", "0", "")


# -- 3: the Yardmaster peeks in the middle of another's dig -----------------------------------


def yardmaster_players(seat_4: list[str]) -> list[dict[str, Any]]:
    """Seat 0 digs; seat 2 has the Yardmaster and no card; seat 4 holds ``seat_4``."""
    return [
        {"hand": ["scavenger", "shovel"], "leader": "leader_mentor"},
        {"hand": ["refugee"], "leader": "leader_butcher"},
        {"hand": [], "leader": "leader_yardmaster"},
        {"hand": ["refugee"], "leader": "leader_ranger"},
        {"hand": seat_4, "leader": "leader_excavator"},
    ]


JUNKYARD_TOP = ["pickaxe", "net", "medkit", "spear"]


def yardmaster_game(seat_4: list[str]) -> sc.Game:
    scenario = {"round": 1, "initiator": 0, "players": yardmaster_players(seat_4), "junkyard": JUNKYARD_TOP}
    return sc.Game.new(sc.GameConfig(players=5, seed=0, modules=EVERY_MODULE, scenario=scenario))


def test_fixed_after_the_yardmaster_peeks_in_a_window_every_seat_is_still_asked_rulings_i1_l15() -> None:
    """FIXED. RULINGS L-15: the Yardmaster may peek at the junkyard's top 2 cards at any time,
    in the middle of another player's dig too (ED-20); I-1: the dig's window asks every other
    player from the actor's left and closes only when all have passed in a row. Seat 2, her
    Yardmaster used and her hand empty, is no longer asked once she has peeked; her own pass
    after the peek was still counted among the passes in a row, so the window closed after
    seat 3 and seat 4 was never asked: her sniper team never had the chance to answer the dig."""
    game = yardmaster_game(["sniper_team"])
    game.apply(0, "dig scavenger+shovel")
    asked: list[tuple[int, str]] = []
    while game.to_act != (0,):
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        asked.append((seat, decision.kind))
        legal = [str(a) for a in game.legal_actions(seat)]
        game.apply(seat, "yard" if "yard" in legal else ("yard top" if decision.kind == "place" else "pass"))
    assert asked == [(1, "respond"), (2, "respond"), (2, "place"), (2, "respond"), (3, "respond"), (4, "respond")]


@pytest.mark.slow
def test_fixed_five_friends_the_device_goes_to_every_seat_after_the_yardmasters_peek_ruling_l15(
    tmp_path: Path,
) -> None:
    """FIXED. At one terminal: seat 0 digs; seat 1 passes; seat 2, who holds no card, is handed
    the device for her Yardmaster (L-15: asked "even with no card to answer with"), peeks and
    puts both back; the device then goes to seats 3 and 4 (before, never to seat 4) and back to
    seat 0. Seat 2's two cards (a pickaxe and a net) are named to her alone: behind every later
    hand-off, and on seat 3's and seat 4's screens, neither shows. Then seat 0 digs them up."""
    session = Session.new(yardmaster_game(["refugee"]).config, [HUMAN] * 5, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    covers: list[str] = []
    leaks: list[tuple[str, str]] = []
    peeked: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(30):
            await until(
                pilot,
                lambda: isinstance(app.screen, PassScreen) or (app.viewer is not None and not app._waiting),
                "a hand-off or a decision",
            )
            if isinstance(app.screen, PassScreen):
                covers.append(app.screen.player)
                behind = screen_words(app.screen_stack[0])
                leaks.extend(("behind " + app.screen.player, w) for w in ("Pickaxe", "Net") if w in behind)
                await pilot.press("enter")
                await until(pilot, lambda: app.viewer is not None, "a hand shown")
                continue
            seat = app.viewer
            assert seat is not None
            decision = app.session.game.view(seat).decision
            assert decision is not None
            legal = [str(a) for a in app.session.game.legal_actions(seat)]
            if seat in (3, 4):
                shown = screen_words(app.screen)
                leaks.extend((f"seat {seat}", w) for w in ("Pickaxe", "Net") if w in shown)
            if seat == 0 and decision.kind == "keep":
                return
            move = "dig scavenger+shovel" if seat == 0 else "pass"
            if seat == 2 and "yard" in legal:
                move = "yard"
            elif decision.kind == "place":
                peeked.append(screen_words(app.screen))
                move = "yard top"
            command = app.query_one("#command", Input)
            command.focus()
            command.value = move
            await pilot.press("enter")
            await pilot.pause()

    run_app(app, script, SIZE)
    assert covers == [f"Seat {s}" for s in (0, 1, 2, 3, 4, 0)]
    assert leaks == []
    assert "Pickaxe" in peeked[0]  # she saw them herself


# -- 4: a game saved in the middle of a snipe's save window, loaded again -----------------------


@pytest.mark.slow
def test_a_hotseat_game_loaded_mid_window_starts_behind_the_pass_screen_and_undoes_nothing_before(
    tmp_path: Path,
) -> None:
    """docs/playing.md, Saves and Undo: a loaded game is the table exactly as saved, and undo
    reaches only the actions taken since it was loaded. Five friends save while seat 2's snipe
    waits on the save window (seat 0, the target's owner, is asked first: RULINGS I-4). Loaded,
    the screen first passes the device to seat 0, no hand behind it; once she is ready she is
    asked to save; Ctrl+Z then takes nothing back (the snipe is not hers, and came before the
    load), and the game is as it was."""
    scenario = {"round": 1, "initiator": 0, "players": chain_players(True)}
    config = sc.GameConfig(players=5, seed=0, modules=EVERY_MODULE, scenario=scenario)
    saved = Session.new(config, [HUMAN] * 5, tmp_path / "save.json")
    for seat, move in ((0, "hunt scavenger+spear"), (1, "pass"), (2, "snipe 0:scavenger")):
        saved.apply(seat, move)
    saved.save()
    session = Session.load(tmp_path / "save.json")
    before = session.game.view(None)
    app = ScavengersApp(session, delay=0)
    seen: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the first hand-off")
        behind = screen_words(app.screen_stack[0])
        seen.append((app.screen.player, app.viewer, hand_of(app), [w for w in SECRETS if w in behind]))  # type: ignore[attr-defined]
        await pilot.press("enter")
        await until(pilot, lambda: app.viewer == 0, "seat 0's hand")
        decision = app.session.game.view(0).decision
        seen.append((decision.kind if decision else None, hand_of(app)))
        await pilot.press("ctrl+z")
        await pilot.pause()
        seen.append(plain(app.query_one("#message", Static)))

    run_app(app, script, SIZE)
    assert seen[0] == ("Seat 0", None, 0, [])
    assert seen[1] == ("save", 1)  # her medkit, the one card left in her hand
    assert seen[2].startswith("Nothing to undo")
    assert session.game.view(None) == before
    assert session.actions == saved.actions


# -- 5: in a real terminal ------------------------------------------------------------------------


@pytest.mark.slow
def test_in_a_terminal_five_friends_start_behind_the_pass_screen_and_choose_leaders_unseen(tmp_path: Path) -> None:
    """``scavengers play --hotseat --players 5 --hq 4 --recon 1,2,3,4,5`` in tmux, 80x24:
    the first screen passes the device to seat 0 and names no leader; once she presses Enter
    (after the moment the screen takes no key) she sees her two dealt leaders; Enter keeps the
    highlighted one and the device goes to seat 1, the screen naming neither of seat 0's
    leaders; Ctrl+Q asks, and the app quits cleanly."""
    tmux = shutil.which("tmux")
    assert tmux is not None, "this test needs tmux"
    config = sc.GameConfig(players=5, seed=4, modules=EVERY_MODULE)
    mine = [CATALOGUE[k].name.removeprefix("The ") for k in sc.Game.new(config).view(0).dealt]
    socket = f"scavengers-hotseat9-{os.getpid()}"
    command = [sys.executable, "-m", "scavengers.cli.main", "play", "--hotseat", "--players", "5", "--hq", "4"]
    command += ["--recon", "1,2,3,4,5", "--seed", "4", "--saves-dir", str(tmp_path / "saves")]
    shell = "stty cols 80 rows 24; " + " ".join(command) + "; echo EXIT=$?; sleep 60"
    base = [tmux, "-L", socket]
    subprocess.run(
        [*base, "new-session", "-d", "-x", "80", "-y", "24", shell],
        check=True,
        env={**os.environ, "TERM": "xterm-256color"},
    )

    def screen() -> str:
        return subprocess.run([*base, "capture-pane", "-p"], check=True, capture_output=True, text=True).stdout

    def wait_for(*texts: str) -> str:
        for _ in range(300):
            shown = screen()
            if all(text in shown for text in texts):  # a capture may fall between two paints
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{texts!r} never all appeared:\n{screen()}")

    try:
        first = wait_for("Pass the device to Seat 0")
        assert [name for name in mine if name in first] == []
        time.sleep(1.0)  # the pass screen takes no key for a moment once it is up
        subprocess.run([*base, "send-keys", "Enter"], check=True)
        wait_for(mine[0], mine[1])
        subprocess.run([*base, "send-keys", "Enter"], check=True)
        second = wait_for("Pass the device to Seat 1")
        assert [name for name in mine if name in second] == []
        subprocess.run([*base, "send-keys", "C-q"], check=True)
        wait_for("Quit the game in progress?")
        subprocess.run([*base, "send-keys", "y"], check=True)
        assert "EXIT=0" in wait_for("EXIT=")
    finally:
        subprocess.run([*base, "kill-server"], check=False, capture_output=True)


# -- 6: a whole game by keyboard alone ----------------------------------------------------------


def enter_to_the_end(tmp_path: Path, seats: list[str], seed: int) -> tuple[list[tuple[Any, ...]], ScavengersApp]:
    """A dealt game with every module from round 2, two contested resources left, played to its
    end with Enter alone: on each "pass the device" screen, on each skirmish summary, and on
    each decision (its highlighted action). Every hand-off and every hand shown, in order."""
    scenario = {"round": 2, "contested": ["grenade", "wolf_pack"]}
    config = sc.GameConfig(players=5, seed=seed, modules=EVERY_MODULE, scenario=scenario)
    session = Session.new(config, seats, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    record: list[tuple[Any, ...]] = []
    show_seat = app.show_seat
    push_screen = app.push_screen

    def shown(seat: int) -> None:
        record.append(("shown", seat))
        show_seat(seat)

    def pushed(screen: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(screen, PassScreen):
            record.append(("cover", screen.player, app.viewer, hand_of(app)))
        elif isinstance(screen, EndScreen):
            record.append(("end",))
        return push_screen(screen, *args, **kwargs)

    app.show_seat = shown  # type: ignore[method-assign]
    app.push_screen = pushed  # type: ignore[method-assign]

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(3000):
            screen = app.screen
            if isinstance(screen, EndScreen):
                return
            deciding = app.viewer is not None and not app._waiting and app.session.game.to_act == (app.viewer,)
            if isinstance(screen, (PassScreen, SkirmishScreen)) or deciding:
                await pilot.press("enter")
            await pilot.pause()
        raise AssertionError("the game never ended")

    run_app(app, script, SIZE)
    return record, app


def hand_offs_hold(record: list[tuple[Any, ...]], people: list[int]) -> int:
    """Every hand shown to another person than the last came right after a "pass the device"
    screen naming her; none showed a hand behind it. The number of hand-offs."""
    last: int | None = None
    before: tuple[Any, ...] | None = None
    for entry in record:
        if entry[0] == "cover":
            assert entry[2:] == (None, 0), entry
        if entry[0] == "shown":
            assert entry[1] in people
            if entry[1] != last:
                assert before is not None, entry
                assert before[:2] == ("cover", f"Seat {entry[1]}"), (before, entry)
            last = entry[1]
        before = entry
    return sum(1 for entry in record if entry[0] == "cover")


@pytest.mark.slow
def test_five_friends_play_a_game_with_every_module_to_its_end_by_keyboard_alone(tmp_path: Path) -> None:
    """docs/playing.md: the device changes hands behind the "pass the device" screen every time
    the person to act changes; Enter takes the highlighted action. Five friends, every HQ and
    Recon module, leaders dealt and chosen, two skirmishes: the game ends on the end screen,
    with no hand-off after it."""
    record, app = enter_to_the_end(tmp_path, [HUMAN] * 5, seed=3)
    assert app.session.game.over
    assert hand_offs_hold(record, [0, 1, 2, 3, 4]) >= 10
    assert record[-1] == ("end",)


@pytest.mark.slow
def test_three_friends_and_two_bots_play_to_the_end_by_keyboard_alone(tmp_path: Path) -> None:
    """The same with bots at seats 1 and 3: only the friends' seats are ever shown, each after
    the screen that names her."""
    record, app = enter_to_the_end(tmp_path, [HUMAN, "heuristic", HUMAN, "heuristic", HUMAN], seed=5)
    assert app.session.game.over
    assert hand_offs_hold(record, [0, 2, 4]) >= 6
    assert record[-1] == ("end",)


# -- 7: a friend with nothing to do ----------------------------------------------------------------


@pytest.mark.slow
def test_a_friend_with_an_empty_hand_is_handed_the_device_to_end_her_turn_as_docs_say(tmp_path: Path) -> None:
    """docs/playing.md: the device changes hands every time the person to act changes; the one
    exception is a pass in a reaction window everybody can see coming. A gathering turn with an
    empty hand (everyone can see it) is no such pass: seat 1 is handed the device, her one action
    is to end her turn (Enter), and the device goes on to seat 2. Nothing is passed for her."""
    leaders = ["leader_mentor", "leader_butcher", "leader_organizer", "leader_ranger", "leader_excavator"]
    players: list[dict[str, Any]] = [{"hand": ["refugee"], "deck": ["refugee"], "leader": lead} for lead in leaders]
    players[1] = {"hand": [], "deck": [], "leader": leaders[1]}
    scenario = {"round": 1, "initiator": 0, "players": players}
    config = sc.GameConfig(players=5, seed=0, modules=EVERY_MODULE, scenario=scenario)
    session = Session.new(config, [HUMAN] * 5, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)
    seen: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(3):
            await until(pilot, lambda: isinstance(app.screen, PassScreen), "a hand-off")
            seen.append(app.screen.player)  # type: ignore[attr-defined]
            await pilot.press("enter")
            await until(pilot, lambda: app.viewer is not None and not app._waiting, "a hand shown")
            options = app.query_one("#actions", OptionList)
            labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
            seen.append((app.viewer, hand_of(app), labels if app.viewer == 1 else None))
            command = app.query_one("#command", Input)
            command.focus()
            command.value = "end"
            await pilot.press("enter")
            await pilot.pause()

    run_app(app, script, SIZE)
    assert seen == ["Seat 0", (0, 1, None), "Seat 1", (1, 0, ["End your turn"]), "Seat 2", (2, 1, None)]
    assert [(seat, move) for seat, move in session.actions] == [(0, "end"), (1, "end"), (2, "end")]
