"""Lessons 11 and 12: what they say happens is what the engine does.

11 ``rounds``: a draw from an empty deck shuffles the discard pile into a new deck [000:125,190]
(R-6); round 2 has no skirmish [000:144-146]; at the round's end every card in hand goes to the
discard pile and 5 are drawn [000:124-125] (ED-5); the first player keeps the initiator card for
rounds 1-3 [000:146] (ED-1) and peeks from round 3 [000:126,150].
12 ``snipes_while_gathering``: a snipe or disarm answers a declared action before it resolves
(I-1); the struck card is discarded, the rest of the action goes on [000:488] (I-2), the tools
going to the people left [000:464]; the striker is discarded [000:316,478].
"""

from __future__ import annotations

import warnings
from pathlib import Path

import scavengers as sc
from scavengers.engine import EventType
from scavengers.lessons import Tutor, builtin_lessons, find_lesson, start
from scavengers.server import create_app
from scavengers.storage import open_store

with warnings.catch_warnings():  # as tests/web/conftest.py: the package mirror has no httpx2
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

LESSONS = builtin_lessons()


def at(name: str, step: int) -> Tutor:
    lesson = find_lesson(LESSONS, name)
    tutor = start(lesson)
    for done in lesson.steps[:step]:
        assert tutor.attempt(done.expect).right
    return tutor


def events(game: sc.Game, kind: EventType, seat: int | None = None) -> list[sc.engine.Event]:
    return [e for e in game.log(0) if e.type is kind and (seat is None or e.seat == seat)]


def test_the_rounds_lesson_shows_a_reshuffle_the_discard_and_the_initiator_kept_for_round_3() -> None:
    lesson = find_lesson(LESSONS, "rounds")
    tutor = start(lesson)
    game = tutor.game
    assert (game.round, game.view(0).initiator) == (2, 0)
    assert not game.zones()["0:deck"]  # rounds 1 and 2 drew all ten starting cards
    assert "new deck" in tutor.judge("dig scavenger scavenger").text
    assert "no skirmish" in tutor.judge("end").text
    assert tutor.attempt("draw scavenger").right
    assert [e.count for e in events(game, EventType.RESHUFFLED, 0)] == [6]
    assert "shovel" in game.view(0).hand
    assert "3 as well" in tutor.judge("dig scavenger+shovel").text
    assert tutor.attempt("dig refugee+shovel scavenger").right
    assert sorted(game.view(0).looking) == ["junk", "junk", "medkit"]
    assert tutor.attempt("keep medkit").right
    assert "person" in tutor.judge("trash refugee").text
    assert not any(a.verb.value == "commit" for a in game.legal_actions(0))
    assert tutor.attempt("end").right
    assert tutor.complete()
    assert not events(game, EventType.COMMITTED)  # no skirmish in round 2
    discarded = [e.cards for e in events(game, EventType.DISCARDED, 0) if e.round == 2]
    assert discarded == [("refugee", "refugee")]
    view = game.view(0)
    assert (game.round, view.initiator, len(view.hand)) == (3, 0, 5)
    assert [k.zone for k in view.knowledge if k.source == "peek"] == ["contested"]
    assert not events(game, EventType.INITIATOR_PASSED)


def test_the_snipes_lesson_strikes_before_the_actions_resolve_as_it_says() -> None:
    tutor = at("snipes_while_gathering", 0)
    game = tutor.game
    decision = game.view(0).decision
    assert decision is not None
    assert (decision.kind, decision.actor, decision.verb) == ("respond", 1, "dig")
    assert not any(e.type is EventType.DUG for e in game.log(0))  # declared, not yet dug
    for snipe in ("snipe 1:brawler", "snipe 1:scavenger"):  # the feedback: the shovel stays, a dig of 3
        assert "3" in tutor.judge(snipe).text
        trial = game.clone()
        trial.apply(0, next(a for a in trial.legal_actions(0) if str(a) == snipe))
        while trial.to_act != (1,):
            seat = trial.to_act[0]
            trial.apply(seat, trial.legal_actions(seat)[0])
        trial.apply(1, next(a for a in trial.legal_actions(1) if str(a) == "continue"))
        assert [e.count for e in trial.log(0) if e.type is EventType.DUG] == [3]
    assert tutor.attempt("disarm 1:shovel").right
    assert "spends your sniper team" in tutor.judge("snipe 1:brawler").text
    assert tutor.attempt("pass").right
    assert [e.count for e in events(game, EventType.DUG, 1)] == [2]
    assert "draws 2" in tutor.judge("pass").text
    assert tutor.attempt("snipe 2:scout").right
    assert tutor.complete()
    assert not events(game, EventType.DREW, 2)  # the draw never happened
    assert [e.text for e in events(game, EventType.ABORTED, 2)] == ["draw"]
    assert sorted(game.view(0).hand) == ["brawler", "refugee", "spear"]  # both strikers discarded
    assert game.round == 5
    assert game.to_act == (0,)


def test_the_new_lessons_answer_a_tempting_wrong_move_through_the_web_api(tmp_path: Path) -> None:
    wrong = {
        "rounds": ["end", "dig scavenger+shovel", "keep junk", "trash refugee"],
        "snipes_while_gathering": ["pass", "snipe 1:brawler", "pass"],
    }
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        for name, tempting in wrong.items():
            lesson = find_lesson(LESSONS, name)
            for index, step in enumerate(lesson.steps):
                bad = tempting[index]
                if bad == str(step.expect):
                    continue
                answer = client.post(f"/api/lessons/{name}/judge", json={"step": index, "action": bad}).json()
                assert answer["verdict"] == "other", (name, index, answer)
                assert answer["text"]
                assert answer["state"] is None
            last = client.post(
                f"/api/lessons/{name}/judge",
                json={"step": len(lesson.steps) - 1, "action": str(lesson.steps[-1].expect)},
            )
            assert last.json()["state"]["complete"]
