"""The lessons (``scavengers learn``): every lesson's table and path is legal, an action other
than the step's gets its feedback and changes nothing, progress is kept, a bad lesson file is
refused with a clear error."""

from __future__ import annotations

from pathlib import Path

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE, Skill
from scavengers.cli.main import main
from scavengers.engine import EventType
from scavengers.lessons import (
    STUDENT,
    Lesson,
    LessonError,
    VerdictKind,
    builtin_lessons,
    check_lesson,
    find_lesson,
    lessons_done,
    load_lesson,
    mark_done,
    read_lesson,
    start,
)
from scavengers.text import refusal as refusal_words

LESSONS = builtin_lessons()

GOOD = """
title = "A dig"
intro = "Dig."
summary = "Dug."
players = 2

[scenario]
round = 1
initiator = 0
junkyard = ["junk", "net"]

[[scenario.players]]
hand = ["brawler", "shovel"]

[[scenario.players]]
hand = ["scavenger"]

[[steps]]
text = "Dig with the brawler and its shovel."
expect = "dig brawler+shovel"
right = "Dug."

[[steps.feedback]]
action = "dig brawler"
text = "Give it the shovel."
"""


def lesson(name: str) -> Lesson:
    return find_lesson(LESSONS, name)


def test_the_lessons_cover_the_base_game_hq_and_recon() -> None:
    names = [lesson.name for lesson in LESSONS]
    assert names == [
        "draw_and_dig",
        "tools",
        "hiring",
        "trash",
        "skirmish",
        "snipers_and_saboteurs",
        "contested_and_scoring",
        "hq",
        "recon",
        "two_players",
        "rounds",
        "snipes_while_gathering",
    ]
    verbs = {step.expect.verb.value for lesson in LESSONS for step in lesson.steps}
    assert {"draw", "dig", "hunt", "hire", "trash", "keep", "commit", "snipe", "disarm"} <= verbs
    assert {"lead", "build", "save", "spy", "cancel"} <= verbs
    assert any(m.startswith("hq") for m in lesson("hq").config.modules)
    assert "recon1" in lesson("recon").config.modules


@pytest.mark.parametrize("taught", LESSONS, ids=lambda lesson: lesson.name)
def test_every_lesson_plays_its_expected_path_on_a_legal_table(taught: Lesson) -> None:
    # The table is set up by the engine (Game.new accepts it) and each step's action is the
    # player's to take and allowed there: check_lesson applies each through Game.apply.
    sc.Game.new(taught.config)
    tutor = check_lesson(taught)
    assert tutor.finished
    assert tutor.complete()
    assert tutor.unused_replies() == {}


def test_the_expected_action_of_every_step_is_among_the_legal_actions() -> None:
    for taught in LESSONS:
        tutor = start(taught)
        for step in taught.steps:
            assert tutor.asked(), (taught.name, str(step.expect))
            assert step.expect in tutor.game.legal_actions(STUDENT), (taught.name, str(step.expect))
            assert tutor.attempt(step.expect).right


def test_what_the_skirmish_lessons_promise_happens() -> None:
    # Their texts say the player wins the prize, and the last one the game.
    for name in ("skirmish", "snipers_and_saboteurs", "contested_and_scoring"):
        log = check_lesson(lesson(name)).game.log(STUDENT)
        assert [e.seat for e in log if e.type is EventType.SKIRMISH_WON] == [STUDENT], name
    result = check_lesson(lesson("contested_and_scoring")).game.result
    assert result is not None
    assert result.winners == (STUDENT,)
    assert [score.people for score in result.scores[:2]] == [20, 19]  # as its summary says


def test_what_a_spy_saw_stays_in_the_players_view() -> None:
    view = check_lesson(lesson("recon")).game.view(STUDENT)
    seen = [known for known in view.knowledge if known.source != "peek"]
    assert [sorted(known.cards) for known in seen] == [["brawler", "junk", "refugee", "refugee"]]


def test_a_weaker_action_gets_the_lessons_words_and_the_engines_totals_and_changes_nothing() -> None:
    tutor = start(lesson("draw_and_dig"))
    assert tutor.attempt("draw scout").right
    before = tutor.game.to_json()
    verdict = tutor.attempt("dig brawler+shovel")
    assert verdict.kind is VerdictKind.OTHER
    assert verdict.text.startswith("Each point of dig shows you one more card of the junkyard")
    assert "(This dig makes 3; this step's makes 4.)" in verdict.text
    assert tutor.steps_done == 1
    assert tutor.game.to_json() == before
    # the same cards in another grouping are the same action
    assert tutor.judge("dig scavenger brawler+shovel").right


def test_a_forbidden_action_is_answered_with_the_engines_own_reason() -> None:
    tutor = start(lesson("tools"))
    verdict = tutor.judge("hunt spear")
    assert verdict.kind is VerdictKind.REFUSED
    with pytest.raises(sc.IllegalAction) as refusal:
        tutor.game.clone().apply(STUDENT, "hunt spear")
    assert refusal_words(refusal.value).rstrip(".") in verdict.text  # in her words
    assert verdict.text.endswith("Use both people, each with a tool.")  # the lesson's words for any hunt
    taken = tutor.judge("hire brawler")  # no food yet: the engine says why
    assert taken.kind is VerdictKind.REFUSED
    with pytest.raises(sc.IllegalAction) as hire:
        tutor.game.clone().apply(STUDENT, "hire brawler")
    assert refusal_words(hire.value) in taken.text
    assert taken.text.startswith("Not allowed. You cannot hire brawler: a brawler costs")
    assert tutor.judge("hunt refugee+boots").kind is VerdictKind.UNREADABLE


def test_an_action_with_no_feedback_of_its_own_gets_the_verbs_or_a_plain_answer() -> None:
    tutor = start(lesson("hiring"))
    assert tutor.judge("hire scout").kind is VerdictKind.REFUSED  # no food yet
    assert tutor.attempt("hunt scavenger+spear").right
    assert tutor.judge("hire scout").text.endswith("The scout also costs 1 med: add 'pay pills'.")
    assert tutor.judge("hire saboteur pay pills").text == "Look at what 2 food and 1 med can buy: the scout."
    assert tutor.judge("trash junk").text == "The rules allow it, but this step of the lesson asks for a hire."
    # the kind of move the step asks for, not its cards: another of the same verb, or the verb
    digging = start(read_lesson(GOOD.replace('"shovel"]', '"shovel", "scavenger"]'), "12_a_dig.toml"))
    another = (
        "The rules allow it, but this step of the lesson asks for a different dig. "
        "(This dig makes 1; this step's makes 3.)"
    )
    assert digging.judge("dig scavenger").text == another
    assert digging.judge("end").text == "The rules allow it, but this step of the lesson asks for a dig."


def test_a_forbidden_move_the_lesson_explains_gets_the_lessons_words_not_the_engines() -> None:
    """A tool alone (``dig shovel``) is a common first mistake: the lesson's "a tool needs a
    person to hold it" says why, not the engine's general account of a group."""
    tutor = start(lesson("draw_and_dig"))
    first = tutor.judge("dig shovel")  # before the draw too, where the step's own text invites it
    assert first.kind is VerdictKind.REFUSED
    assert first.text.startswith("Not allowed. A tool cannot dig by itself: it needs a person to hold it")
    assert tutor.attempt("draw scout").right
    verdict = tutor.judge("dig shovel")
    assert verdict.kind is VerdictKind.REFUSED
    assert verdict.text == "Not allowed. A tool cannot dig by itself: it needs a person to hold it."
    tools = start(lesson("tools"))
    for typed, words in (
        ("hunt net spear", "Tools cannot hunt by themselves: each needs a person to hold it."),
        ("hunt scavenger+net+spear", "One person holds one tool: give the second tool to the refugee."),
    ):
        assert tools.judge(typed).text == f"Not allowed. {words}", typed


def test_what_the_lessons_say_a_dig_shows_is_its_total_not_its_card_count() -> None:
    """A shovel adds 2 to a dig (the catalogue): the lesson says each point of dig shows a
    card, and its figures are the engine's totals."""
    tutor = start(lesson("draw_and_dig"))
    assert tutor.attempt("draw scout").right
    verdict = tutor.judge("dig scavenger+shovel")
    assert "Every card you add" not in verdict.text
    assert f"the shovel adds {CATALOGUE['shovel'].plus[Skill.DIG]}" in verdict.text
    assert verdict.text.endswith("(This dig makes 3; this step's makes 4.)")


def test_the_other_seats_play_their_scripts_then_the_lessons_bot() -> None:
    tutor = start(lesson("recon"))
    spied = [e for e in tutor.game.log(STUDENT) if e.type is EventType.DECLARED]
    assert [(e.seat, e.cards) for e in spied] == [(1, ("spy",))]
    assert tutor.unused_replies() == {1: ("end", "commit brawler junk refugee refugee")}
    # the same lesson plays the same game: a seeded bot after the scripts
    first, second = check_lesson(lesson("skirmish")), check_lesson(lesson("skirmish"))
    assert first.game.to_json() == second.game.to_json()


def test_progress_is_kept_and_a_lesson_can_be_taken_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    progress = tmp_path / "data" / "lessons.json"
    assert lessons_done(progress) == frozenset()
    mark_done("trash", progress)
    mark_done("tools", progress)
    mark_done("trash", progress)
    assert lessons_done(progress) == {"trash", "tools"}
    assert main(["learn", "--list", "--progress", str(progress)]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[1] == " 2. [done] tools                    Tools: one for each person"
    assert listed[2].startswith(" 3. [    ] hiring")
    progress.write_text("{not json", encoding="utf-8")
    assert lessons_done(progress) == frozenset()  # a damaged file costs only the marks
    mark_done("hq", progress)
    assert lessons_done(progress) == {"hq"}
    # a lesson done is taken again from its start, the same game
    again = start(lesson("tools"))
    assert again.steps_done == 0
    assert again.game.to_json() == start(lesson("tools")).game.to_json()


def test_a_lesson_is_found_by_number_or_name() -> None:
    assert find_lesson(LESSONS, "3").name == "hiring"
    assert find_lesson(LESSONS, "Hiring").number == 3
    assert find_lesson(LESSONS, "03_hiring").number == 3
    with pytest.raises(LessonError, match="no lesson 'juggling'; the lessons: 1 draw_and_dig"):
        find_lesson(LESSONS, "juggling")


def test_a_good_lesson_file_reads_and_plays(tmp_path: Path) -> None:
    path = tmp_path / "12_a_dig.toml"
    path.write_text(GOOD, encoding="utf-8")
    read = load_lesson(path)
    assert (read.number, read.name, read.bots) == (12, "a_dig", "heuristic")
    check_lesson(read)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (("title = ", "titel = "), "lesson 12_a_dig.toml: the file has an unknown key 'titel'"),
        (('intro = "Dig."\n', ""), "lesson 12_a_dig.toml: the file needs the key 'intro'"),
        (('"net"]', '"nett"]'), "lesson 12_a_dig.toml: the table cannot be set up: scenario junkyard: unknown card"),
        (
            ("players = 2", "players = 9"),
            "lesson 12_a_dig.toml: the table cannot be set up: players must be 1-5, got 9",
        ),
        (('expect = "dig', 'expect = "dog'), "lesson 12_a_dig.toml: step 1 expect 'dog brawler+shovel' is not an"),
        (('action = "dig brawler"', 'verb = "dog"'), "step 1 feedback 1 verb 'dog' is not a verb of the notation"),
        (('text = "Give', 'verb = "dig"\ntext = "Give'), "step 1 feedback 1 names either an action or a verb"),
        (("[[steps]]", "[[stepz]]"), "the file has an unknown key 'stepz'"),
        (("players = 2", 'players = 2\nbots = "ismcts"'), "bots: 'ismcts' searches"),
        (("players = 2", 'players = 2\n[replies]\n0 = ["pass"]'), "replies: '0' is not another player's seat"),
        (('title = "A dig"', "title = 1"), "lesson 12_a_dig.toml: title must be some text"),
        (("[scenario]", "[scenario]\ncolour = 1"), "the table cannot be set up: scenario: unknown keys ['colour']"),
        (("= ", "= = "), "lesson 12_a_dig.toml: not TOML:"),
    ],
)
def test_a_bad_lesson_file_is_refused_with_the_file_and_the_problem(edit: tuple[str, str], message: str) -> None:
    text = GOOD.replace(*edit, 1)
    assert text != GOOD
    with pytest.raises(LessonError) as error:
        read_lesson(text, "12_a_dig.toml")
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_a_lesson_whose_path_the_rules_refuse_names_the_step_and_the_engines_reason() -> None:
    illegal = read_lesson(GOOD.replace('expect = "dig brawler+shovel"', 'expect = "hunt scavenger"'), "12_a_dig.toml")
    with pytest.raises(
        LessonError, match=r"lesson 12_a_dig step 1: hunt scavenger is refused: .*the hand holds no scavenger"
    ):
        check_lesson(illegal)
    scripted = GOOD.replace("players = 2", 'players = 2\n[replies]\n1 = ["draw scavenger"]')
    with pytest.raises(LessonError, match="seat 1's scripted replies draw scavenger are never played"):
        check_lesson(read_lesson(scripted, "12_a_dig.toml"))
    with pytest.raises(LessonError, match=r"the file name must be NN_name\.toml"):
        read_lesson(GOOD, "a dig.toml")


def test_scavengers_learn_check_reads_and_plays_lesson_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good, bad = tmp_path / "12_a_dig.toml", tmp_path / "13_bad.toml"
    good.write_text(GOOD, encoding="utf-8")
    bad.write_text(GOOD.replace('expect = "dig brawler+shovel"', 'expect = "hunt scavenger"'), encoding="utf-8")
    assert main(["learn", "--check", str(good), str(bad), str(tmp_path / "14_missing.toml")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{good}: ok, 1 step"
    assert out[1].startswith(f"{bad}: lesson 13_bad step 1: hunt scavenger is refused:")
    assert out[2].startswith(f"{tmp_path / '14_missing.toml'}: cannot read the lesson")
    assert main(["learn", "juggling"]) == 2
    assert "scavengers: error: no lesson 'juggling'" in capsys.readouterr().err


def test_the_tutor_says_a_use_not_an_use() -> None:
    """A lesson's reply picks its article by sound: "asks for a use of your leader" (the
    browser audit read "an use"), "an end"-like nouns keep "an"."""
    from scavengers.lessons.tutor import _article

    assert _article("use of your leader") == "a"
    assert _article("end of your turn") == "an"
    assert _article("hire") == "a"
    assert _article("engage") == "an"


def test_a_progress_file_that_cannot_be_written_is_named_not_its_temporary_copy(tmp_path: Path) -> None:
    """`learn --progress` in a folder that is a file: the error names the file the person
    gave, never the hidden temporary file it is written through (the terminal audit saw
    '/proc/.nope.json.tmp')."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    target = blocker / "progress.json"
    with pytest.raises(OSError, match=r"progress\.json") as raised:
        mark_done("trash", target)
    assert ".tmp" not in str(raised.value)
    assert raised.value.filename == str(target)


def test_a_lesson_file_that_is_not_utf8_text_is_refused_in_plain_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``learn --check`` on a binary file says what is wrong with it, not Python's codec error."""
    binary = tmp_path / "13_binary.toml"
    binary.write_bytes(b"\xf0\x28\x8c\x28 title = 1")
    assert main(["learn", "--check", str(binary)]) == 1
    captured = capsys.readouterr()
    said = captured.err + captured.out
    assert f"cannot read the lesson {binary}: not a text file in UTF-8, as a lesson is" in said
    assert "codec" not in said
