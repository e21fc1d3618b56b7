"""The solo game in the terminal app, driven through Textual's pilot: the opponent forces
shown face down with their sizes, engaging a force from the hand, the end screen with the
score and the personal best kept per configuration [003:314-349]."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

import scavengers as sc
from scavengers.bots.agent import make_agent
from scavengers.cli.main import main
from scavengers.tui import records
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import ConfirmScreen, EndScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import panel_text, run_app, type_in


def run(app: ScavengersApp, script: Callable[[Pilot[None]], Awaitable[None]]) -> None:
    run_app(app, script, (130, 45))


def text_of(app: ScavengersApp, selector: str) -> str:
    return panel_text(app, selector)


def menu_labels(app: ScavengersApp) -> list[str]:
    options = app.query_one("#actions", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def stacked(tmp_path: Path) -> Session:
    scenario = {
        "players": [{"hand": ["brawler", "spear", "refugee"], "deck": ["junk"] * 5}],
        "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
    }
    return Session.new(sc.GameConfig(players=1, seed=1, scenario=scenario), [HUMAN], tmp_path / "save.json")


@pytest.mark.slow
def test_the_table_shows_the_opponent_forces_face_down_with_their_sizes(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")

    async def script(pilot: Pilot[None]) -> None:
        seats = text_of(app, "#seats")
        assert "Opponents" in seats
        assert "1: 2 face down" in seats
        assert "2: 3 face down" in seats
        assert "tribe" not in seats.lower()
        assert "forces left 2 of 2" in text_of(app, "#status")
        await type_in(pilot, app, "end")
        assert "engage one of the opponent forces" in text_of(app, "#prompt")
        labels = menu_labels(app)
        assert any("Engage opponent force 1 (2 cards, face down)" in label for label in labels)
        assert any("Do not fight this turn" in label for label in labels)

    run(app, script)


@pytest.mark.slow
def test_engage_a_force_from_the_hand_win_and_take_the_prize(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        await type_in(pilot, app, "engage 1")
        assert "Commit cards against opponent force 1" in text_of(app, "#prompt")
        await type_in(pilot, app, "commit brawler spear")
        assert isinstance(app.screen, SkirmishScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "You won the skirmish" in text_of(app, "#prompt")
        await type_in(pilot, app, "keep grenade")
        assert "1: fought" in text_of(app, "#seats")
        assert "Grenade" in text_of(app, "#seats")  # in her discard pile, face up

    run(app, script)


def _one_fight_left(seed: int, tmp_path: Path, modules: frozenset[str] = frozenset()) -> Session:
    """A normal solo game played by the heuristic bot up to its last engagement."""
    config = sc.GameConfig(players=1, seed=seed, modules=modules)
    session = Session.new(config, [HUMAN], tmp_path / f"save{seed}.json")
    bot = make_agent("heuristic", seed)
    game = session.game
    while True:
        view = game.view(0)
        decision = view.decision
        assert decision is not None
        if decision.kind == "engage" and sum(1 for n in view.forces if n) == 1:
            return session
        session.apply(0, bot.choose(view, game.legal_actions(0)))


async def _finish(pilot: Pilot[None], app: ScavengersApp) -> None:
    """Engage the last force with everything, then answer whatever follows."""
    view = app.session.game.view(0)
    last = next(n for n, size in enumerate(view.forces, 1) if size)
    await type_in(pilot, app, f"engage {last}")
    for _ in range(10):
        if isinstance(app.screen, EndScreen):
            return
        if isinstance(app.screen, ConfirmScreen):  # a hand with no card that can fight: asked first
            await pilot.press("y")
            await pilot.pause()
            continue
        if isinstance(app.screen, SkirmishScreen):
            await pilot.press("enter")
            await pilot.pause()
            continue
        legal = app.session.game.legal_actions(0)
        await type_in(pilot, app, str(max(legal, key=lambda a: len(a.cards))))
    assert isinstance(app.screen, EndScreen)


def _end_screen(app: ScavengersApp) -> str:
    """The text of the end screen once the app has played its last engagement."""
    shown: list[str] = []

    async def finish(pilot: Pilot[None]) -> None:
        await _finish(pilot, app)
        shown.append(" ".join(str(label.render()) for label in app.screen.query("Label")))

    run(app, finish)
    return shown[0]


@pytest.mark.slow
def test_the_end_screen_shows_the_score_and_keeps_the_personal_best_per_configuration(tmp_path: Path) -> None:
    bests = tmp_path / "bests.json"
    first = ScavengersApp(_one_fight_left(3, tmp_path), delay=0, records_path=bests)
    shown = [_end_screen(first)]
    result = first.session.game.result
    assert result is not None
    points = result.scores[0].points
    assert f"Your score: {points} points" in shown[0]
    assert "first solo game with these modules" in shown[0]
    key = records.config_key(first.session.game.config)
    assert json.loads(bests.read_text(encoding="utf-8")) == {key: points}

    second = ScavengersApp(_one_fight_left(4, tmp_path), delay=0, records_path=bests)
    shown.append(_end_screen(second))
    result = second.session.game.result
    assert result is not None
    again = result.scores[0].points
    if again > points:
        assert f"A new personal best! The old one was {points}" in shown[1]
    else:
        assert f"Your personal best with these modules: {points}" in shown[1]
    assert json.loads(bests.read_text(encoding="utf-8")) == {key: max(points, again)}


@pytest.mark.slow
def test_the_end_screen_names_the_modules_as_every_output_names_them(tmp_path: Path) -> None:
    """The score's line named the modules by their ids ("hq1, hq2, recon1"), where the lobby,
    the web's best and simulate's tables say "HQ 1-2, Recon 1"."""
    modules = sc.hq_modules(2) | {"recon1"}
    session = _one_fight_left(3, tmp_path, modules)
    shown = _end_screen(ScavengersApp(session, delay=0, records_path=tmp_path / "bests.json"))
    assert "(HQ 1-2, Recon 1)" in shown
    assert "hq1" not in shown


@pytest.mark.slow
def test_the_end_screen_says_where_a_damaged_records_file_was_kept(tmp_path: Path) -> None:
    bests = tmp_path / "bests.json"
    bests.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    shown = _end_screen(ScavengersApp(_one_fight_left(3, tmp_path), delay=0, records_path=bests))
    assert "first solo game with these modules" in shown
    assert f"({bests} is not a records file: nested too deeply" in shown
    assert "it was kept as bests.json.damaged and a new one started.)" in shown
    assert (tmp_path / "bests.json.damaged").stat().st_size == 200_000


def test_personal_bests_are_kept_per_configuration_and_never_for_a_stacked_table(tmp_path: Path) -> None:
    path = tmp_path / "bests.json"
    base = sc.GameConfig(players=1, seed=1)
    hq = sc.GameConfig(players=1, seed=2, modules=frozenset({"hq1", "hq2", "hq3"}))
    assert records.record(base, 30, path) == records.Best(None, True, True)
    assert records.record(base, 20, path) == records.Best(30, False, True)
    assert records.record(hq, 25, path) == records.Best(None, True, True)
    assert records.record(sc.GameConfig(players=1, seed=9), 41, path) == records.Best(30, True, True)
    assert records.best_of(base, path) == 41
    assert records.best_of(hq, path) == 25
    stacked_config = sc.GameConfig(players=1, seed=1, scenario={"opponents": [["thugs"]]})
    assert not records.record(stacked_config, 99, path).saved
    assert records.best_of(base, path) == 41
    path.write_text("not json", encoding="utf-8")  # a damaged file is kept aside, a new one started
    started = records.record(base, 5, path)
    assert (started.previous, started.new_best, started.saved) == (None, True, True)
    assert "kept as bests.json.damaged" in started.error


def test_simulate_players_1_reports_the_mean_score(capsys: object) -> None:
    assert main(["simulate", "--players", "1", "--bots", "heuristic", "--games", "3", "--workers", "1", "--json"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    summary = json.loads(out)
    assert summary["games"] == 3
    assert summary["bot"] == "heuristic"
    assert summary["lowest"] <= summary["mean_score"] <= summary["highest"]
