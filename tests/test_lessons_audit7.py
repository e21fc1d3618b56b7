"""Lesson audit (helper audit 7): every lesson's stacked table is a position a real game can
reach in its round, and the words the lessons say about the rules match the rulebooks.

A round-1 hand is the starter deck [000:95-101]; each earlier round gives a tribe at most one
dug-up card (one dig a round, keep at most one [000:185,204]), one hire [000:218] and, from
round 3, one skirmish whose prize leaves the contested pile, won or deadlocked into the
junkyard [000:136-140,274]; nothing a real game lays out (contested resources, junkyard cards,
buildings) waits in the box [000:107,571].
"""

from __future__ import annotations

import warnings
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE, Role
from scavengers.engine import EventType, GameConfig
from scavengers.engine.game import Card
from scavengers.lessons import Lesson, Tutor, builtin_lessons, check_lesson, find_lesson, lessons_done, start
from scavengers.server import create_app
from scavengers.storage import open_store
from scavengers.tui.learn import LessonApp, LessonDoneScreen
from scavengers.tui.screens import SkirmishScreen
from test_tui_app import run
from tui_helpers import type_in

with warnings.catch_warnings():  # as tests/web/conftest.py: the package mirror has no httpx2
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

LESSONS = builtin_lessons()
STARTER = Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})
TRIBE_ZONES = ("hand", "deck", "discard")
IN_PLAY_ROLES = (Role.CONTESTED, Role.JUNKYARD, Role.SCHEMATIC)


Zones = Mapping[str, Sequence[Card]]


def kinds(cards: Sequence[Card]) -> list[str]:
    return [card.kind for card in cards]


def tribe(zones: Zones, seat: int) -> Counter[str]:
    owned: Counter[str] = Counter()
    for zone in TRIBE_ZONES:
        owned.update(kinds(zones[f"{seat}:{zone}"]))
    return owned


def gained(owned: Counter[str], role: Role) -> int:
    """Cards of this role the tribe holds beyond its starter deck."""
    return sum(max(0, n - STARTER[kind]) for kind, n in owned.items() if role in CATALOGUE[kind].roles)


def fresh(lesson: Lesson) -> sc.Game:
    """A game with the lesson's players and modules, set up as the rulebook says."""
    config = lesson.config
    return sc.Game.new(GameConfig(players=config.players, modules=config.modules, seed=1))


def in_box(zones: Zones, role: Role) -> int:
    return sum(1 for kind in kinds(zones["box"]) if role in CATALOGUE[kind].roles)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_each_tribe_holds_only_what_its_rounds_could_gather(lesson: Lesson) -> None:
    game = sc.Game.new(lesson.config)
    zones = game.zones()
    rounds_before = game.round - 1
    skirmishes_before = max(0, game.round - 3)
    for seat in range(lesson.config.players):
        owned = tribe(zones, seat)
        where = f"{lesson.name}, seat {seat}, round {game.round}"
        assert len(zones[f"{seat}:hand"]) == 5, f"{where}: a round starts with a hand of 5"
        dug = gained(owned, Role.JUNKYARD)
        hired = gained(owned, Role.MERCENARY)
        won = sum(n for kind, n in owned.items() if Role.CONTESTED in CATALOGUE[kind].roles)
        assert dug <= rounds_before, f"{where}: {dug} cards dug up in {rounds_before} rounds"
        assert hired <= rounds_before, f"{where}: {hired} hires in {rounds_before} rounds"
        assert won <= skirmishes_before, f"{where}: {won} prizes from {skirmishes_before} skirmishes"
        if game.round <= 3:  # nothing could have been trashed since the hire it paid for
            needs_meds = any(CATALOGUE[kind].cost_meds for kind in owned if STARTER[kind] == 0)
            has_meds = any(CATALOGUE[kind].meds for kind in owned)
            assert has_meds or not needs_meds, f"{where}: a hire paid in meds, and no medicine in the tribe"


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_the_contested_pile_matches_the_round_and_nothing_in_play_waits_in_the_box(lesson: Lesson) -> None:
    game = sc.Game.new(lesson.config)
    zones, setup = game.zones(), fresh(lesson).zones()
    fought = max(0, game.round - 3)
    assert len(zones["contested"]) == len(setup["contested"]) - fought, (
        f"{lesson.name}: round {game.round} follows {fought} skirmishes, each taking one contested resource"
    )
    for role in IN_PLAY_ROLES:
        assert in_box(zones, role) <= in_box(setup, role), f"{lesson.name}: {role.value} cards left in the box"


def test_the_first_lessons_no_longer_show_a_tiny_junkyard_or_schematics_pile() -> None:
    draw_and_dig = sc.Game.new(find_lesson(LESSONS, "draw_and_dig").config).zones()
    assert len(draw_and_dig["junkyard"]) >= 30
    assert kinds(draw_and_dig["junkyard"])[:4] == ["junk", "junk", "junk", "net"]  # the dig of 4 still finds the net
    hq = sc.Game.new(find_lesson(LESSONS, "hq").config).zones()
    assert len(hq["schematics"]) == 12  # 3 each of 4 buildings [000:49], nobody has built yet


def test_the_skirmish_lesson_says_what_a_tie_of_people_and_a_game_of_two_do() -> None:
    intro = find_lesson(LESSONS, "skirmish").intro
    assert "more people wins" in intro
    assert "junkyard" in intro  # a deadlock [000:274]
    assert "won by 2" in intro  # the 2-player rule [000:115-116]
    assert "nobody peeks" in intro  # [000:114]


def hq_at(step: int) -> Tutor:
    lesson = find_lesson(LESSONS, "hq")
    tutor = start(lesson)
    for done in lesson.steps[:step]:
        assert tutor.attempt(done.expect).right
    return tutor


def test_the_hq_lesson_does_not_call_the_schematics_pile_six_cards_or_the_save_free() -> None:
    lesson = find_lesson(LESSONS, "hq")
    tutor = hq_at(1)
    bigger = tutor.judge("build engineer+shovel scavenger").text
    assert "whole schematics pile" not in bigger
    assert "6" in bigger
    assert "shovel" in tutor.judge("build engineer scavenger").text
    assert "nothing was lost" not in lesson.steps[2].right
    assert "medic is discarded" in lesson.steps[2].right


def test_keeping_no_building_is_not_answered_as_if_a_building_were_kept() -> None:
    tutor = hq_at(3)
    verdict = tutor.judge("keep none")
    assert "that building" not in verdict.text
    assert "pharmacy" in verdict.text
    assert tutor.judge("keep bunker").text.startswith("Allowed, but that building")


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_every_lesson_still_plays_to_its_end_with_its_stories_true(lesson: Lesson) -> None:
    tutor = check_lesson(lesson)
    assert tutor.complete()
    game = tutor.game
    if lesson.name == "contested_and_scoring":
        assert game.over
        assert [game.score(seat).people for seat in range(3)][:2] == [20, 19]
    if lesson.name == "snipers_and_saboteurs":
        assert game.round == 6  # the lesson is round 5, played out to the start of round 6


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_every_lesson_is_taken_through_the_web_api_a_wrong_move_first(lesson: Lesson, tmp_path: Path) -> None:
    """What the browser's page sends: each step judged from the step number alone; a move the
    rules forbid is refused with a reason and changes nothing; the right one goes on."""
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        state = client.get(f"/api/lessons/{lesson.name}").json()
        for index, step in enumerate(lesson.steps):
            assert (state["step"], state["complete"]) == (index, False)
            wrong = client.post(f"/api/lessons/{lesson.name}/judge", json={"step": index, "action": "snipe 9:nobody"})
            assert wrong.status_code == 200
            assert wrong.json()["verdict"] in ("refused", "unreadable")
            assert wrong.json()["text"]
            assert wrong.json()["state"] is None
            right = client.post(f"/api/lessons/{lesson.name}/judge", json={"step": index, "action": str(step.expect)})
            assert right.json()["verdict"] == "right", right.json()["text"]
            state = right.json()["state"]
        assert state["complete"]
        assert state["summary"] == lesson.summary


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.name for lesson in LESSONS])
def test_every_lesson_is_taken_in_the_terminal_by_typing_its_steps(lesson: Lesson, tmp_path: Path) -> None:
    progress = tmp_path / "lessons.json"
    app = LessonApp(lesson, progress, LESSONS, delay=0)

    async def script(pilot: Any) -> None:
        await pilot.press("enter")  # past the intro
        await pilot.pause()
        for index, step in enumerate(lesson.steps):
            while isinstance(app.screen, SkirmishScreen):
                await pilot.press("enter")
                await pilot.pause()
            assert app.tutor.steps_done == index
            await type_in(pilot, app, "dig nothing+nothing")  # unreadable: said why, nothing changes
            assert app.tutor.steps_done == index
            await type_in(pilot, app, str(step.expect))
            assert app.tutor.steps_done == index + 1, str(step.expect)
        for _ in range(3):
            if isinstance(app.screen, LessonDoneScreen):
                break
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, LessonDoneScreen)
        assert lessons_done(progress) == {lesson.name}
        await pilot.press("q")
        await pilot.pause()

    run(app, script)


def test_a_refugee_holding_the_spear_is_not_told_it_has_no_tool() -> None:
    """Feedback is matched on the cards, whatever the grouping: the words must be true of both."""
    tutor = start(find_lesson(LESSONS, "hiring"))
    holding = tutor.judge("hunt refugee+spear scavenger").text
    assert "without a tool" not in holding
    assert "whoever holds it" in holding
    assert tutor.judge("hunt refugee scavenger+spear").text == holding


def two_players_at(step: int) -> Tutor:
    lesson = find_lesson(LESSONS, "two_players")
    tutor = start(lesson)
    for done in lesson.steps[:step]:
        assert tutor.attempt(done.expect).right
    return tutor


def test_a_lesson_teaches_the_rules_of_a_game_of_two() -> None:
    """[000:111-116]: fewer junkyard cards, no peek, people do not count, won by 2 or a tie."""
    lesson = find_lesson(LESSONS, "two_players")
    assert lesson.config.players == 2
    for rule in ("two fewer cards of each kind", "Nobody", "peeks", "never break a tie", "won only by 2"):
        assert rule in lesson.intro
    assert "junkyard" in lesson.intro
    assert LESSONS[9].name == "two_players"  # after the expansions: lesson 7 and 9 say so
    assert "game of two" in find_lesson(LESSONS, "recon").summary


def test_in_the_game_of_two_a_lead_of_one_sends_the_prize_to_the_junkyard_as_the_lesson_says() -> None:
    tutor = two_players_at(2)
    passing = tutor.judge("pass")
    assert "a lead of one is a tie" in passing.text
    game = tutor.game.clone()  # what the engine does if she passes: 5 against 4, a deadlock
    contested = len(game.zones()["contested"])
    junkyard = len(game.zones()["junkyard"])
    game.apply(0, next(a for a in game.legal_actions(0) if str(a) == "pass"))
    while not game.over and game.round == 3:
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    totals = {e.seat: e.values for e in game.log(0) if e.type is EventType.SKIRMISH_TOTALS and e.round == 3}
    assert totals == {0: (1, 5, 4), 1: (1, 4, 3)}  # seat 0 more people too: they do not count
    assert not any(e.type is EventType.SKIRMISH_WON for e in game.log(0) if e.round == 3)
    assert len(game.zones()["contested"]) == contested - 1
    assert len(game.zones()["junkyard"]) == junkyard + 1
    # the step's disarm: 4 against 2, a win by two
    finished = check_lesson(find_lesson(LESSONS, "two_players")).game
    won = [e.seat for e in finished.log(0) if e.type is EventType.SKIRMISH_WON and e.round == 3]
    assert won == [0]
