"""Audit 8 of the terminal game with every expansion (HQ modules 1-4, Recon modules 1-5), as a
board-gamer new to the expansions plays it: against bots and with friends at one screen.

What a window on a strike asks must say what is struck: the seat asked answers it (a guard's
cancel, a retrieve from her bunker) or lets it land, and cannot choose without knowing which of
her cards or buildings it aims at. The problems found (the tests marked ``FIXED`` fail before
/work/patches/tuiexp8.patch):

- a saboteur's attack on a building (HQ 4, Dirty Deeds) was declared with no event: nobody's log
  named the building until it was disabled, and the owner asked to answer could not tell which
  of her buildings was attacked (her bunker with cards stored under it, which she may retrieve
  first, or another) [000:683-687], RULINGS H-11, X-6, I-8;
- the prompt of a window on a strike whose striking card is already spent (a saboteur's disarm
  or attack, the Fanatic's refugee) read "Seat 1 declares disarm with nothing.", naming neither
  the striking card nor the target;
- a sniped leader's save window read "Your The Mentor is sniped!";
- a scrappers dig from the bottom of the pile read "Dig with bottom, Scrappers (dig 3)", and
  the cards it puts back on top read "Put Junk, then Net back on top" where the first named
  ends uppermost [003:186-192];
- after a scrappers dig had put its cards back, a map could not take the scrappers back, as it
  can after every other dig, draw or build (RULINGS X-19, [003:269-274]);
- a scout tower played with binoculars read "discard Binoculars" whatever card it discarded,
  so that different actions read alike (RULINGS X-1, X-7);
- with leader drafting, the first bribe said the leader kept "replaces yours" when there is
  none;
- a wounded leader was told "Your leader: The Mentor — Once per round: ..." as if it worked
  (RULINGS L-12).

The rest checks, at one screen, that what a seat alone knows with the expansions (the cards
stored under her buildings, her spy's look) is on her screen and on nobody else's.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Input, Static

import scavengers as sc
from scavengers.text import describe
from scavengers.tui.app import ScavengersApp
from scavengers.tui.menu import menu
from scavengers.tui.render import prompt, secrets_panel
from scavengers.tui.screens import CardsScreen, PassScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import plain, screen_words, until

EVERY_MODULE = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})
SIZE = (160, 60)
NAMES = ["Seat 0", "Seat 1", "Seat 2"]


def new_game(scenario: dict[str, Any], players: int) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=3, modules=EVERY_MODULE, scenario=scenario))


def prompt_of(game: sc.Game, seat: int) -> str:
    """What the terminal's prompt says to ``seat`` now, with her legal actions and her log."""
    legal = game.legal_actions(seat) if game.to_act == (seat,) else None
    return prompt(game.view(seat), NAMES, legal, game.log(seat)).plain


# -- a saboteur's attack on a building ----------------------------------------------------------

TWO_BUNKERS = {
    "round": 4,
    "initiator": 1,
    "players": [
        {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
        {"hand": ["saboteur", "refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        {
            "hand": ["guard", "refugee"],
            "deck": ["refugee"] * 5,
            "leader": "leader_peacemaker",
            "buildings": [{"building": "bunker", "stored": ["scout"]}, {"building": "bunker"}],
        },
    ],
}
"""Seat 1 holds a saboteur; seat 2 has two complete bunkers, a scout stored under the first,
and a guard in hand."""


def test_fixed_an_attack_on_a_building_is_declared_to_everyone_naming_the_building_ruling_h11_x6() -> None:
    # [000:683-687] a saboteur disables a completed building; RULINGS I-8: on her own turn;
    # the owner's guard may cancel it, so the owner must be told which building it is.
    game = new_game(TWO_BUNKERS, 3)
    seen = {seat: len(game.log(seat)) for seat in range(3)}
    game.apply(1, "disable 2:bunker-2")
    for seat in range(3):
        said = [describe(e, NAMES, seat) for e in game.log(seat)[seen[seat] :]]
        assert said == ["Seat 1 declares an attack on Seat 2's Bunker #2 with Saboteur."], seat
    decision = game.view(2).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("respond", 2)
    # The owner's choice depends on which bunker it is: the first holds her scout.
    assert {"cancel guard", "retrieve bunker-1 scout", "pass"} <= {str(a) for a in game.legal_actions(2)}
    words = prompt_of(game, 2)
    assert words.startswith("Seat 1 declares an attack on Seat 2's Bunker #2 with Saboteur.")
    assert "with nothing" not in words
    game.apply(2, "pass")
    assert [b.disabled for b in game.view(None).seats[2].buildings] == [False, True]


# -- strikes whose card is spent: the prompt says what is struck --------------------------------

SHOVEL_DIG = {
    "round": 4,
    "initiator": 0,
    "players": [
        {
            "hand": ["guard", "refugee", "shovel"],
            "deck": ["refugee"] * 5,
            "leader": "leader_mentor",
        },
        {"hand": ["refugee", "saboteur", "sniper_team"], "deck": ["refugee"] * 5, "leader": "leader_fanatic"},
        {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
    ],
}
"""Seat 0 digs with a refugee and a shovel, a guard in hand; seat 1 holds a saboteur, a refugee
and the Fanatic."""


def struck_shovel(strike: str) -> sc.Game:
    game = new_game(SHOVEL_DIG, 3)
    game.apply(0, "dig refugee+shovel")
    assert game.to_act == (1,)
    game.apply(1, strike)
    assert game.to_act == (0,)
    return game


def test_fixed_a_disarm_window_names_the_tool_and_the_saboteur_ruling_x6() -> None:
    # [000:300-302] a saboteur disarms a declared tool; X-6: the tool's owner may cancel it
    # with her guard.
    game = struck_shovel("disarm 0:shovel")
    words = prompt_of(game, 0)
    assert words == "Seat 1 disarms Seat 0's Shovel with Saboteur. Answer it (cancel), or pass."


def test_fixed_the_fanatics_strike_window_names_the_card_ruling_l7_x6() -> None:
    # RULINGS L-7: the Fanatic plays a refugee on another player's turn to discard one of her
    # declared cards; X-6: her guard may cancel it.
    game = struck_shovel("lead refugee 0:shovel")
    words = prompt_of(game, 0)
    assert "with nothing" not in words
    assert words.startswith("Seat 1's The Fanatic: sacrifices a refugee to discard Seat 0's Shovel.")
    assert words.endswith("Answer it (cancel), or pass.")


def test_fixed_a_strike_window_without_a_log_still_says_what_strikes() -> None:
    # A prompt asked without the log (a caller that has none): the verb in words, never "with nothing".
    game = struck_shovel("disarm 0:shovel")
    words = prompt(game.view(0), NAMES, game.legal_actions(0)).plain
    assert words == "Seat 1 plays a saboteur to disarm a declared tool. Answer it (cancel), or pass."


def test_fixed_a_sniped_leader_is_named_once_with_its_article_ruling_l13() -> None:
    # [000:683-687] Dirty Deeds: a sniper team may wound a leader; RULINGS L-13, I-4: a save
    # window opens, its owner first.
    scenario = {
        "round": 4,
        "initiator": 1,
        "players": [
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
    }
    game = new_game(scenario, 2)
    game.apply(1, "snipe 0:leader_mentor")
    assert prompt_of(game, 0) == "Your leader, The Mentor, is sniped! You have nothing to save it with: pass."
    game.apply(0, "pass")
    assert prompt_of(game, 1) == ("Seat 0's leader, The Mentor, is sniped! You have nothing to save it with: pass.")


# -- at one screen -------------------------------------------------------------------------------


async def take_device(pilot: Pilot[None], app: ScavengersApp, seat: int) -> None:
    """The "pass the device" screen names ``seat``; she says she is ready (tests/conftest.py
    lets the screen take the key at once)."""
    await until(pilot, lambda: isinstance(app.screen, PassScreen), f"the hand-off to seat {seat}")
    screen = app.screen
    assert isinstance(screen, PassScreen)
    assert screen.player == f"Seat {seat}"
    await pilot.press("enter")
    await until(pilot, lambda: app.viewer == seat and not isinstance(app.screen, PassScreen), f"seat {seat}'s hand")
    await pilot.pause()


async def type_action(pilot: Pilot[None], app: ScavengersApp, text: str) -> None:
    command = app.query_one("#command", Input)
    command.value = text
    command.focus()
    await pilot.press("enter")
    await pilot.pause()


def play(session: Session, script: Callable[[Pilot[None], ScavengersApp], Any]) -> None:
    app = ScavengersApp(session, delay=0)

    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await script(pilot, app)

    asyncio.run(go())


@pytest.mark.slow
def test_fixed_at_one_screen_the_attacked_owner_is_shown_which_building_ruling_h11_x6(tmp_path: Path) -> None:
    # Three friends at one screen: seat 1 attacks seat 2's second bunker; the device goes to
    # seat 2, asked to answer, and her prompt names the building (and not "with nothing").
    config = sc.GameConfig(players=3, seed=3, modules=EVERY_MODULE, scenario=TWO_BUNKERS)
    session = Session.new(config, [HUMAN, HUMAN, HUMAN], tmp_path / "save.json")
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 1)
        await type_action(pilot, app, "disable 2:bunker-2")
        await take_device(pilot, app, 2)
        found["prompt"] = plain(app.query_one("#prompt", Static))
        found["screen"] = screen_words(app.screen)

    play(session, script)
    assert "Seat 1 declares an attack on Seat 2's Bunker #2 with Saboteur." in found["prompt"]
    assert "with nothing" not in found["prompt"]
    # Her answers, each from the keyboard: the guard's cancel, the scout out of the other bunker.
    assert "Cancel it with your Guard" in found["screen"]
    assert "Retrieve Scout from your Bunker #1" in found["screen"]


SECRETS = {
    "round": 4,
    "initiator": 0,
    "players": [
        {
            "hand": ["spy", "refugee", "engineer"],
            "deck": ["refugee"] * 8,
            "leader": "leader_mentor",
            "buildings": [{"building": "bunker", "stored": ["hunter"]}, {"building": "armory", "timer": ["net"]}],
        },
        {
            "hand": ["thugs", "pickaxe", "grenade"],
            "deck": ["refugee"] * 8,
            "leader": "leader_peacemaker",
            "buildings": [{"building": "pharmacy", "stored": ["medkit"]}],
        },
    ],
}
"""Seat 0 stores a hunter under her bunker and spies; seat 1 stores a medkit under her pharmacy.
Neither hunter nor medkit is anywhere else in sight: no mercenary stack of this game is a hunter."""


@pytest.mark.slow
def test_stored_cards_and_a_spys_look_show_only_to_their_seat_at_one_screen_ruling_h7_x2(tmp_path: Path) -> None:
    # H-7: stored cards stay under the building, face down to the others (their count is
    # public); a spy's look is for its player alone [003:62-66]. At one screen, the person who
    # takes the device sees her own secrets and none of the other's, on the table, in the
    # prompt, in the log and in F2 (the cards she can see).
    config = sc.GameConfig(players=2, seed=3, modules=EVERY_MODULE, scenario=SECRETS)
    assert all(kind != "hunter" for kind, _ in sc.Game.new(config).view(None).market)
    session = Session.new(config, [HUMAN, HUMAN], tmp_path / "save.json")
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None], app: ScavengersApp) -> None:
        await take_device(pilot, app, 0)
        await type_action(pilot, app, "spy 1:hand")
        await take_device(pilot, app, 1)
        found["1 asked"] = screen_words(app.screen)
        await type_action(pilot, app, "pass")
        await take_device(pilot, app, 0)
        found["0 after"] = screen_words(app.screen)
        await type_action(pilot, app, "end")
        await type_action(pilot, app, "commit none")
        await take_device(pilot, app, 1)
        found["1 turn"] = screen_words(app.screen)
        await pilot.press("f2")
        await until(pilot, lambda: isinstance(app.screen, CardsScreen), "F2")
        found["1 cards"] = screen_words(app.screen)

    play(session, script)
    mine = found["0 after"]
    assert "Bunker (complete, stored: Hunter)" in mine
    assert "Your spy saw in Seat 1's hand: Grenade, Pickaxe, Thugs" in mine
    assert "Pharmacy (complete, 1 stored)" in mine
    assert "Medkit" not in mine
    for key in ("1 asked", "1 turn", "1 cards"):
        hers = found[key]
        assert "Hunter" not in hers, key
        assert "spy saw" not in hers, key
    assert "Bunker (complete, 1 stored)" in found["1 turn"]
    assert "Pharmacy (complete, stored: Medkit)" in found["1 turn"]


# -- scrappers: a dig from the bottom, the cards put back on top, and a map after ---------------

SCRAPPERS = {
    "round": 4,
    "initiator": 0,
    "players": [
        {
            "hand": ["scrappers", "tinker", "map", "engineer"],
            "deck": ["refugee"] * 6,
            "leader": "leader_mentor",
        },
        {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
    ],
    "junkyard": ["pills", "net", "junk", "spear", "shovel", "pickaxe"],
}
"""Seat 0 holds scrappers, a tinker, a map and an engineer; the junkyard is stacked."""


def labels(game: sc.Game, seat: int) -> dict[str, str]:
    """The terminal's actions list for ``seat``: notation -> words."""
    view = game.view(seat)
    entries = menu(view, game.legal_actions(seat), Counter(), NAMES[: view.players])
    return {str(e.action): e.label for e in entries if e.action is not None}


def test_fixed_a_scrappers_dig_from_the_bottom_says_so_in_words_003_186() -> None:
    # [003:186-188]: scrappers may dig the whole dig from the top or the bottom of the pile.
    shown = labels(new_game(SCRAPPERS, 2), 0)
    bottom = [words for notation, words in shown.items() if notation.startswith("dig bottom")]
    assert bottom
    for words in bottom:
        assert words.startswith("Dig from the bottom of the junkyard with "), words
        assert "bottom," not in words
    builds = [words for notation, words in shown.items() if notation.startswith("build bottom")]
    assert builds
    assert all(w.startswith("Build from the bottom of the schematics pile with ") for w in builds)


def test_fixed_the_cards_put_back_on_top_say_which_ends_uppermost_003_189() -> None:
    # [003:189-190]: the unkept cards go back to the top or the bottom, as the digger chooses;
    # the notation's "top CARD..." puts the first named uppermost: the words say so, not
    # "Junk, then Net", which reads as laying the net last, uppermost.
    game = new_game(SCRAPPERS, 2)
    game.apply(0, "dig scrappers")
    game.apply(1, "pass")
    game.apply(0, "keep pills")  # the dig 3 turned up pills, a net and junk
    shown = labels(game, 0)
    assert shown["top junk net"] == "Put back on top, top first: Junk, Net"
    assert shown["top net"] == "Put Net back on top"
    assert "the first you name ends uppermost" in prompt_of(game, 0)
    game.apply(0, "top junk net")
    assert [card.kind for card in game.zones()["junkyard"][:2]] == ["junk", "net"]  # top first, as said


def test_fixed_a_map_takes_the_scrappers_back_after_their_cards_are_returned_ruling_x19() -> None:
    # RULINGS X-19, [003:269-274]: a map is played right after one of its owner's gathering
    # actions resolves; a scrappers dig resolves once its unkept cards are returned
    # [003:186-190] (as a courier's draw does once its cards are discarded).
    game = new_game(SCRAPPERS, 2)
    game.apply(0, "dig scrappers")
    game.apply(1, "pass")
    game.apply(0, "keep pills")
    game.apply(0, "top none")
    assert "map scrappers" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "map scrappers")
    assert "scrappers" in game.view(0).hand


# -- in a real terminal ---------------------------------------------------------------------------


@pytest.mark.slow
def test_fixed_in_a_terminal_the_owner_of_an_attacked_building_reads_which_one_ruling_h11(tmp_path: Path) -> None:
    # The whole way a person goes: `scavengers play --hotseat` with every expansion on a stacked
    # table, the notation typed on the command line (F5), the hand-off, then the prompt and the
    # answers on screen [000:683-687], RULINGS H-11, X-6.
    tmux = shutil.which("tmux")
    assert tmux is not None, "the terminal tests need tmux (apt-get install tmux)"
    scenario = tmp_path / "two_bunkers.json"
    scenario.write_text(json.dumps(TWO_BUNKERS))
    command = [sys.executable, "-m", "scavengers.cli.main", "play", "--hotseat", "--players", "3", "--hq", "4"]
    command += ["--recon", "1,2,3,4,5", "--scenario", str(scenario), "--saves-dir", str(tmp_path / "saves")]
    server = [tmux, "-L", f"scavengers-audit8-{os.getpid()}"]
    shell = "stty cols 100 rows 40; " + " ".join(command) + "; echo EXIT=$?; sleep 60"
    env = {**os.environ, "TERM": "xterm-256color"}
    subprocess.run([*server, "new-session", "-d", "-x", "100", "-y", "40", shell], check=True, env=env)

    def screen() -> str:
        return subprocess.run([*server, "capture-pane", "-p"], check=True, capture_output=True, text=True).stdout

    def wait_for(*texts: str) -> str:
        """The screen once it shows all of ``texts``, each perhaps wrapped over lines (a
        capture may fall between two paints)."""
        for _ in range(300):
            shown = screen()
            words = " ".join(shown.split())
            if all(text in words for text in texts):
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{texts!r} never all appeared on screen:\n{screen()}")

    def hand_to(seat: int) -> None:
        wait_for(f"Pass the device to Seat {seat}")
        time.sleep(1.0)  # the hand-off screen takes no key for its first 0.6 s (docs/playing.md)
        subprocess.run([*server, "send-keys", "Enter"], check=True)

    try:
        hand_to(1)
        wait_for("End your turn")
        subprocess.run([*server, "send-keys", "F5"], check=True)
        subprocess.run([*server, "send-keys", "disable 2:bunker-2", "Enter"], check=True)
        hand_to(2)
        shown = wait_for(
            "Retrieve Scout from your Bunker #1",
            "Seat 1 declares an attack on Seat 2's Bunker #2 with Saboteur.",
            "Cancel it with your Guard",
        )
        assert "with nothing" not in " ".join(shown.split())
        subprocess.run([*server, "send-keys", "C-q"], check=True)
        wait_for("Quit the game in progress?")
        subprocess.run([*server, "send-keys", "y"], check=True)
        assert "EXIT=0" in wait_for("EXIT=")
    finally:
        subprocess.run([*server, "kill-server"], check=False, capture_output=True)


# -- the scout tower: which card it discards ----------------------------------------------------


def test_fixed_a_scout_tower_names_the_card_it_discards_not_its_binoculars_ruling_x1_x7() -> None:
    # [003:208-212], RULINGS X-7: a tower is activated by discarding a card of the hand and
    # looks at the top 2 of 2 shared piles; X-1: binoculars played with it look 2 deeper. The
    # list said "discard Binoculars" for "tower hunter binoculars ...": the hunter goes.
    scenario = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                "hand": ["hunter", "binoculars", "binoculars"],
                "deck": ["refugee"] * 6,
                "leader": "leader_mentor",
                "buildings": [{"building": "scout_tower"}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
    }
    game = new_game(scenario, 2)
    shown = labels(game, 0)
    towers = {notation: words for notation, words in shown.items() if notation.startswith("tower")}
    assert len(set(towers.values())) == len(towers)  # no two different actions read alike
    piles = "the junkyard and schematics piles"
    assert towers["tower hunter junkyard+schematics"] == (
        f"Scout tower: discard Hunter to see the top 2 cards of {piles}"
    )
    assert towers["tower hunter binoculars junkyard+schematics"] == (
        f"Scout tower: discard Hunter, with Binoculars, to see the top 4 cards of {piles}"
    )
    assert towers["tower binoculars junkyard+schematics"] == (
        f"Scout tower: discard Binoculars to see the top 2 cards of {piles}"
    )
    game.apply(0, "tower hunter binoculars junkyard+schematics")
    assert "hunter" in game.view(None).seats[0].discard  # the hunter went, as the words said


# -- leader drafting: a bribe's prompt ----------------------------------------------------------


def bribed(leader: str | None) -> sc.Game:
    """Seat 0 hunts 2 food and bribes: 2 leaders drawn from the pile."""
    me: dict[str, Any] = {"hand": ["hunter", "refugee"], "deck": ["refugee"] * 6}
    if leader is not None:
        me["leader"] = leader
    scenario = {"round": 4, "initiator": 0, "players": [me, {"hand": ["refugee"], "deck": ["refugee"] * 5}]}
    config = sc.GameConfig(
        players=2, seed=3, modules=EVERY_MODULE, scenario=scenario, variants=frozenset({"leader_draft"})
    )
    game = sc.Game.new(config)
    game.apply(0, "hunt hunter")
    game.apply(1, "pass")
    game.apply(0, "bribe")
    assert game.view(0).decision is not None
    return game


def test_fixed_a_first_bribe_replaces_no_leader_variant_leader_draft() -> None:
    # docs/variants.md "Leader drafting": no leaders are dealt at the start; keeping a bribed
    # leader sends the old one, healed, to the bottom of the pile. The first bribe has none to
    # replace: the prompt said "(it replaces yours)" all the same.
    words = prompt_of(bribed(None), 0)
    assert "replaces" not in words
    assert ": keep one as your leader, or none. The rest go under the pile." in words
    words = prompt_of(bribed("leader_mentor"), 0)
    assert "keep one as your leader (it replaces The Mentor, healed, under the pile), or none." in words


# -- a wounded leader ---------------------------------------------------------------------------


def test_fixed_a_wounded_leader_is_said_wounded_where_the_leader_is_told_ruling_l12() -> None:
    # [000:691], RULINGS L-12: a sniped leader gives nothing until a med heals it on its
    # owner's turn. The line "Your leader: The Mentor — Once per round: ..." went on telling its
    # power as if it worked; only the table's row said "(wounded)".
    scenario = {
        "round": 4,
        "initiator": 1,
        "players": [
            {"hand": ["refugee", "pills"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
    }
    game = new_game(scenario, 2)

    def told(seat: int) -> str:
        console = Console(width=200, record=True)
        console.print(secrets_panel(game.view(seat)))
        return console.export_text()

    assert "Your leader: The Mentor — " in told(0)
    game.apply(1, "snipe 0:leader_mentor")
    game.apply(0, "pass")
    game.apply(1, "pass")
    assert game.view(None).seats[0].wounded
    assert "Your leader: The Mentor, wounded (sniped): it gives nothing until you heal it with 1 med" in told(0)
    game.apply(1, "end")
    game.apply(1, "commit none")
    assert "heal pills" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "heal pills")
    assert "Your leader: The Mentor — " in told(0)
    assert "wounded" not in told(0)
