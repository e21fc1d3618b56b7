"""``scavengers learn`` in the terminal, driven through Textual's pilot as a person takes a
lesson: the intro, a wrong move answered and undone by nothing, the right moves from the menu
and the command line, the skirmish, the end of the lesson and its progress mark."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from scavengers.engine import Action, Verb
from scavengers.lessons import STUDENT, builtin_lessons, find_lesson, lessons_done
from scavengers.tui.learn import AGAIN, NEXT, LessonApp, LessonDoneScreen, LessonIntroScreen
from scavengers.tui.screens import SkirmishScreen
from test_tui_app import run
from tui_helpers import type_in

LESSONS = builtin_lessons()


def panel(app: LessonApp) -> str:
    return str(app.query_one("#lesson", Static).render())


async def choose_in_menu(pilot: Pilot[None], app: LessonApp, action: str) -> None:
    """Highlight the menu entry of ``action`` and press enter on it."""
    options = app.query_one("#actions", OptionList)
    options.focus()
    labels = [entry.action for entry in app._entries]
    options.highlighted = next(i for i, a in enumerate(labels) if isinstance(a, Action) and str(a) == action)
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.slow
def test_a_lesson_is_taken_in_the_terminal_with_feedback_then_remembered(tmp_path: Path) -> None:
    progress = tmp_path / "lessons.json"
    app = LessonApp(LESSONS[0], progress, LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, LessonIntroScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "Lesson 1 of 12: Draw, then dig  (step 1 of 3)" in panel(app)
        before = app.session.game.to_json()
        await type_in(pilot, app, "end")
        assert "Ending now wastes your scout: draw with it first." in panel(app)
        await type_in(pilot, app, "dig shovel")  # refused, in the lesson's own words
        assert "Not allowed. A tool cannot dig by itself: it needs a person to hold it" in panel(app)
        assert app.session.game.to_json() == before
        assert app.query_one("#command", Input).value == "dig shovel"  # kept, to be corrected
        await choose_in_menu(pilot, app, "draw scout")
        assert "(step 2 of 3)" in panel(app)
        assert "You drew a brawler and a scavenger" in panel(app)
        await type_in(pilot, app, "dig brawler+shovel")
        assert "(This dig makes 3; this step's makes 4.)" in panel(app)
        assert app.check_action("undo", ()) is False  # a lesson is taken again, never undone
        await pilot.press("ctrl+z", "ctrl+s")
        assert app.tutor.steps_done == 1
        await type_in(pilot, app, "dig scavenger brawler+shovel")
        await choose_in_menu(pilot, app, "keep net")
        assert isinstance(app.screen, LessonDoneScreen)
        assert lessons_done(progress) == {"draw_and_dig"}
        await pilot.press("r")
        await pilot.pause()

    run(app, script)
    assert app.choice == AGAIN


@pytest.mark.slow
def test_the_other_seats_play_the_skirmish_before_the_lesson_ends(tmp_path: Path) -> None:
    lesson = find_lesson(LESSONS, "snipers_and_saboteurs")
    app = LessonApp(lesson, tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        for text in ("end", "commit brawler refugee saboteur sniper_team spear"):
            await type_in(pilot, app, text)
        await pilot.pause()
        assert "seat 1 has thugs" in panel(app)
        assert app.session.game.view(STUDENT).decision is not None
        await type_in(pilot, app, "snipe 1:scavenger")
        assert "still fight 6" in panel(app)
        await type_in(pilot, app, "snipe 1:thugs")
        await type_in(pilot, app, "disarm 1:grenade")
        assert isinstance(app.screen, SkirmishScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonDoneScreen)
        await pilot.press("enter")
        await pilot.pause()

    run(app, script)
    assert app.choice == NEXT
    legal = app.session.game.legal_actions(STUDENT)
    assert app.session.game.round == 6  # the lesson is round 5
    assert not legal or all(a.verb is not Verb.COMMIT for a in legal)  # stopped as round 6 began


@pytest.mark.slow
def test_the_final_lesson_shows_the_final_count(tmp_path: Path) -> None:
    lesson = find_lesson(LESSONS, "contested_and_scoring")
    app = LessonApp(lesson, tmp_path / "lessons.json", LESSONS, delay=0)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await type_in(pilot, app, "end")
        await type_in(pilot, app, "commit brawler junk refugee spear thugs")
        if isinstance(app.screen, SkirmishScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, LessonDoneScreen)
        shown.extend(str(w.render()) for w in app.screen.query(Static))
        await pilot.press("q")
        await pilot.pause()

    run(app, script)
    assert any("Final count: Seat 0 (you) 20 people, Seat 1 19 people, Seat 2 8 people." in s for s in shown)
    assert any("Winner: Seat 0 (you)." in s for s in shown)


def test_scavengers_learn_takes_a_lesson_file_being_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/learning.md: ``scavengers learn my/10_rogues.toml`` plays a draft lesson alone; a
    file that cannot be read is one clear line and exit 2, as any bad argument."""
    from scavengers.cli import learn
    from scavengers.cli.main import main

    draft = tmp_path / "10_rogues.toml"
    shipped = next(Path(learn.__file__).parent.parent.joinpath("lessons").glob("01_*.toml"))
    draft.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    taken: list[tuple[str, int]] = []

    scratch: list[Path] = []

    def take(lessons: tuple[object, ...], lesson: object, progress: Path, delay: float | None) -> int:
        taken.append((getattr(lesson, "name", ""), len(lessons)))
        scratch.append(progress)
        progress.write_text('{"done": ["rogues"]}', encoding="utf-8")  # as the lesson's end writes it
        return 0

    monkeypatch.setattr(learn, "_take", take)
    assert main(["learn", str(draft), "--progress", str(tmp_path / "done.json")]) == 0
    assert taken == [("rogues", 1)]
    # Tried as a player takes it, but no lesson of hers: its end goes to a scratch file that
    # is gone after, never into her progress.
    assert scratch
    assert scratch[0] != tmp_path / "done.json"
    assert not scratch[0].exists()
    assert not (tmp_path / "done.json").exists()
    assert main(["learn", str(tmp_path / "missing.toml"), "--progress", str(tmp_path / "done.json")]) == 2


@pytest.mark.slow
def test_the_end_of_a_lesson_shows_its_keys_whole_even_on_a_narrow_terminal(tmp_path: Path) -> None:
    """As the intro says "enter: begin", the end says which key does what, wrapped inside its
    box rather than cut off at the terminal's edge."""
    app = LessonApp(LESSONS[0], tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, LessonIntroScreen)
        await pilot.press("enter")
        await pilot.pause()
        for text in ("draw scout", "dig brawler+shovel scavenger", "keep net"):
            await type_in(pilot, app, text)
        assert isinstance(app.screen, LessonDoneScreen)
        keys = [w for w in app.screen.query(Static) if "r: take this lesson again" in str(w.render())]
        assert len(keys) == 1
        assert "enter: the next lesson" in str(keys[0].render())
        assert "q: quit" in str(keys[0].render())
        assert keys[0].region.right <= app.size.width
        await pilot.press("enter")
        await pilot.pause()

    run(app, script, size=(50, 30))
    assert app.choice == NEXT
