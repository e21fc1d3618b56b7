"""Learning audit (helper audit 19): a newcomer holding README.md and docs/learning.md.

Every rule a lesson states is checked against the rulebooks (cited as ``[file:line]``) and, where
the engine can show it, against the game the lesson plays; every step judges right, other
(allowed, not the step's), refused and unreadable answers as docs/learning.md says; bad input to
the lesson API is refused in words and changes nothing; every lesson can be taken from start to
end, in the terminal's tutor and through the HTTP API; a hint is legal and reads only what its
seat may see; the card texts agree with the catalogue's numbers; the rules help agrees with the
rulebooks.
"""

from __future__ import annotations

import random
import re
import warnings
from collections import Counter
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS, run_main, table, zone_counter, zone_kinds
from scavengers.analysis.hints import Budget, HintError, hint
from scavengers.cards import CATALOGUE
from scavengers.cards.catalogue import Skill
from scavengers.cards.texts import card_text
from scavengers.lessons import (
    Lesson,
    Tutor,
    VerdictKind,
    builtin_lessons,
    find_lesson,
    lessons_done,
    mark_done,
    start,
)
from scavengers.server import create_app
from scavengers.storage import open_store
from scavengers.tui.learn import LessonApp, LessonDoneScreen, LessonIntroScreen
from scavengers.tui.render import card_detail
from test_tui_app import run
from tui_helpers import type_in

with warnings.catch_warnings():  # as tests/web/conftest.py: the package mirror has no httpx2
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

LESSONS = builtin_lessons()
RULES_HELP = resources.files("scavengers.tui").joinpath("rules.md").read_text(encoding="utf-8")


def lesson(key: str) -> Lesson:
    return find_lesson(LESSONS, key)


def words(text: str) -> str:
    """A text with its line breaks joined, as the lessons show it."""
    return " ".join(text.split())


def all_words(one: Lesson) -> str:
    """Everything a lesson says: intro, steps, answers, feedback and summary."""
    parts = [one.intro, one.summary]
    for step in one.steps:
        parts += [step.text, step.right]
        parts += [entry.text for entry in step.feedback]
    return words(" ".join(parts))


def taken(key: str, steps: int) -> Tutor:
    """The lesson after its first ``steps`` steps, each taken with the step's own action."""
    tutor = start(lesson(key))
    for step in tutor.lesson.steps[:steps]:
        assert tutor.attempt(step.expect).right
    return tutor


def snapshot(game: sc.Game) -> dict[str, list[str]]:
    return {zone: [card.kind for card in cards] for zone, cards in game.zones().items()}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    path = tmp_path_factory.mktemp("learn19") / "g.sqlite3"
    with TestClient(create_app(open_store(f"sqlite:///{path}"), bot_delay=0)) as test_client:
        yield test_client


def judged(client: TestClient, name: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    response = client.post(f"/api/lessons/{name}/judge", json=body)
    assert "Traceback" not in response.text
    data = response.json()
    assert isinstance(data, dict)
    return response.status_code, data


def verdict(client: TestClient, name: str, step: int, action: str) -> tuple[str, str]:
    status, data = judged(client, name, {"step": step, "action": action})
    assert status == 200, data
    return str(data["verdict"]), str(data["text"])


# -- what the lessons say about the rules --------------------------------------------------------


def test_lesson_card_numbers_are_the_catalogues() -> None:
    """Every number a lesson gives a card is the card's own ([000:206,242,504-516], cards.tsv)."""
    said = {
        ("1", "a scout draws 2"): CATALOGUE["scout"].base[Skill.DRAW] == 2,
        ("1", "a brawler digs 1"): CATALOGUE["brawler"].base[Skill.DIG] == 1,
        ("1", "a shovel adds 2 to the dig"): CATALOGUE["shovel"].plus[Skill.DIG] == 2,
        ("1", "a tool that adds 2 to a hunt or 1 to a fight"): (
            CATALOGUE["net"].plus[Skill.HUNT] == 2 and CATALOGUE["net"].plus[Skill.FIGHT] == 1
        ),
        ("2", "the spear adds 1 to a hunt (or 2 to a fight)"): (
            CATALOGUE["spear"].plus[Skill.HUNT] == 1 and CATALOGUE["spear"].plus[Skill.FIGHT] == 2
        ),
        ("2", "the net adds 2 to a hunt (or 1 to a fight)"): CATALOGUE["net"].plus[Skill.HUNT] == 2,
        ("2", "A refugee hunts 0 on its own"): CATALOGUE["refugee"].base[Skill.HUNT] == 0,
        ("3", "pills are worth 1 med, a medkit 2"): CATALOGUE["pills"].meds == 1 and CATALOGUE["medkit"].meds == 2,
        ("3", "A scout costs 2 food and 1 med"): (CATALOGUE["scout"].cost_food, CATALOGUE["scout"].cost_meds) == (2, 1),
        ("3", "A brawler costs only your 2 food"): (CATALOGUE["brawler"].cost_food, CATALOGUE["brawler"].cost_meds)
        == (2, 0),
        ("3", "A scavenger costs 1 food"): CATALOGUE["scavenger"].cost_food == 1,
        ("3", "A hunter costs the pills alone"): (CATALOGUE["hunter"].cost_food, CATALOGUE["hunter"].cost_meds)
        == (0, 1),
        ("6", "thugs (fight 3)"): CATALOGUE["thugs"].base[Skill.FIGHT] == 3,
        ("7", "a tribe family of 5 people"): CATALOGUE["tribe_family_5"].people == 5,
        ("8", "the pharmacy 2, the armory 3, the gardens 4, the bunker 5"): [
            CATALOGUE[kind].build_time for kind in ("pharmacy", "armory", "hydroponic_gardens", "bunker")
        ]
        == [2, 3, 4, 5],
        ("8", "stores up to two medicine cards"): CATALOGUE["pharmacy"].capacity == 2,
        ("12", "the brawler holding the shovel (1 + 2)"): CATALOGUE["brawler"].base[Skill.DIG] == 1,
    }
    for (key, phrase), true in said.items():
        assert phrase in all_words(lesson(key)), (key, phrase)
        assert true, (key, phrase)


def test_lesson_1_a_dig_keeps_one_and_puts_the_rest_under_the_junkyard() -> None:
    """[000:204]: the player may keep one dug card on her discard pile and returns the others
    to the bottom of the junkyard; [000:236]: no shuffle when cards go back after a dig."""
    assert "the rest go under the pile" in all_words(lesson("1"))
    tutor = taken("1", 3)
    junkyard = zone_kinds(tutor.game, "junkyard")
    assert junkyard[:2] == ["pills", "spear"]  # the four dug are gone from the top, no shuffle
    assert junkyard[-3:] == ["junk", "junk", "junk"]  # the three not kept lie at the bottom
    assert "net" in zone_kinds(tutor.game, "0:discard")


def test_lesson_4_a_trash_draws_no_replacement_and_adds_to_the_junkyard() -> None:
    """[000:228]: trashed cards go to the junkyard, the player does not draw replacements, and
    the junkyard is shuffled whenever cards are added."""
    said = all_words(lesson("4"))
    assert "You do not draw replacements" in said
    assert "which is then shuffled" in said
    before = start(lesson("4"))
    junk_before = zone_counter(before.game, "junkyard")["junk"]
    deck_before = len(before.game.zones()["0:deck"])
    after = taken("4", 1)
    assert len(after.game.zones()["0:hand"]) == 2
    assert len(after.game.zones()["0:deck"]) == deck_before
    assert zone_counter(after.game, "junkyard")["junk"] == junk_before + 3


def test_lesson_5_a_fight_tie_goes_to_the_force_with_more_people() -> None:
    """[000:274]: in a tie each player sums the people in her force, the most people wins;
    [000:137,268]: the winner takes the top contested resource into her discard pile."""
    assert "If the fights tie, the force with more people wins" in all_words(lesson("5"))
    tutor = taken("5", 2)
    assert tutor.complete()
    assert "field_crew" in zone_kinds(tutor.game, "0:discard")  # the top of the contested pile
    assert zone_kinds(tutor.game, "contested")[0] == "grenade"


def test_lesson_6_snipe_and_disarm_leave_seat_1_the_scavenger_alone() -> None:
    """[000:316]: a sniper team discards one opponent's person card for the round; a saboteur
    disarms one tool; the lesson's summary says seat 1 then fights 1 against 4."""
    said = all_words(lesson("6"))
    assert "seat 1 was left with a scavenger, fighting 1, against your 4" in said
    tutor = taken("6", 4)
    assert tutor.complete()
    assert "tribe_family_4" in zone_kinds(tutor.game, "0:discard")


def test_lesson_7_the_last_prize_decides_the_largest_tribe() -> None:
    """[000:170]: when the contested pile is depleted the game is over; the largest tribe, by
    the people icons on every card, wins."""
    said = all_words(lesson("7"))
    assert "lifted your tribe from 15 to 20, past seat 1's 19" in said
    tutor = taken("7", 2)
    game = tutor.game
    assert game.over
    assert game.result is not None
    assert game.result.winners == (0,)
    people = {seat: score.people for seat, score in enumerate(game.result.scores)}
    assert people[0] == 20
    assert people[1] == 19


def test_lesson_10_two_players_skirmish_is_won_by_two() -> None:
    """[000:113-116]: with two players the junkyard loses two cards of each kind, nobody peeks,
    people do not count, and a skirmish must be won by 2."""
    said = all_words(lesson("10"))
    assert "The junkyard holds two fewer cards of each kind" in said
    assert "Nobody peeks at the contested resources" in said
    two = sc.Game.new(sc.GameConfig(players=2, seed=3))
    laid = zone_counter(two, "junkyard")
    for zone, cards in two.zones().items():
        if zone.endswith((":hand", ":deck", ":discard")):
            laid.update(card.kind for card in cards if card.kind in laid)  # the starter tools
    assert laid
    assert all(laid[kind] == CATALOGUE[kind].count - 2 for kind in laid), laid
    prize = zone_kinds(start(lesson("10")).game, "contested")[0]
    tutor = taken("10", 3)
    assert tutor.complete()
    assert prize in zone_kinds(tutor.game, "0:discard")  # won 4 to 2, a lead of two


def test_lesson_11_the_initiator_keeps_the_card_for_rounds_1_to_3() -> None:
    """[000:146]: the initiator card stays with the first player for rounds 1-3, then moves to
    the left each round; [000:127]: from round 3 the initiator peeks."""
    said = all_words(lesson("11"))
    assert "The first player keeps the initiator card for rounds 1 to 3" in said
    game = sc.Game.new(sc.GameConfig(players=3, seed=11))
    rng = random.Random(11)
    seen: dict[int, int] = {}
    while not game.over and game.round <= 6:
        seen.setdefault(game.round, game.view(0).initiator)
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        cheap = [a for a in legal if a.verb.value in ("pass", "end", "commit")] or list(legal)
        game.apply(seat, rng.choice(cheap))
    first = seen[1]
    assert [seen[r] for r in (1, 2, 3)] == [first] * 3
    assert [seen[r] for r in (4, 5, 6)] == [(first + k) % 3 for k in (1, 2, 3)]


def test_lesson_11_round_2_ends_with_every_card_discarded_and_5_drawn() -> None:
    """[000:124-125]: all cards of the previous round are discarded and each player draws 5;
    [000:146]: no skirmish in rounds 1-2."""
    tutor = taken("11", 4)
    assert tutor.complete()
    assert tutor.game.round == 3
    assert len(tutor.game.zones()["0:hand"]) == 5


def test_lesson_9_a_cancelled_spy_and_the_scouting_refugee_both_draw() -> None:
    """[003:72,77,86]: a cancelled spy is still discarded and its player draws 1; the scouting
    refugee is discarded and its player draws 1."""
    said = all_words(lesson("9"))
    assert "the spy and your scouting refugee are discarded, and you both draw a card" in said
    before = start(lesson("9"))
    hand_before = len(before.game.zones()["0:hand"])
    after = taken("9", 1)
    assert len(after.game.zones()["0:hand"]) == hand_before  # one out (the refugee), one drawn
    assert "scouting_refugee" in zone_kinds(after.game, "0:discard")
    assert "spy" in zone_kinds(after.game, "1:discard")


# -- the verdicts --------------------------------------------------------------------------------


def test_every_lessons_own_action_is_judged_right_and_the_lesson_completes(client: TestClient) -> None:
    """docs/learning.md: `judge` answers right for the step's action, with the state after it;
    the last step's state is complete, with the summary."""
    for one in LESSONS:
        for index, step in enumerate(one.steps):
            status, data = judged(client, one.name, {"step": index, "action": str(step.expect)})
            assert status == 200, (one.name, index, data)
            assert data["verdict"] == "right", (one.name, index, data)
            state = data["state"]
            assert state["step"] == index + 1
            assert state["said"] == step.right
        assert state["complete"] is True, one.name
        assert state["summary"] == one.summary, one.name
        final = client.get(f"/api/lessons/{one.number}", params={"step": len(one.steps)}).json()
        assert final["complete"] is True
        assert final["legal_actions"] == []


def test_any_grouping_of_the_same_cards_is_right() -> None:
    """docs/learning.md: the expected action matches "any grouping of the same cards"."""
    tutor = taken("1", 1)
    for typed in ("dig scavenger brawler+shovel", "dig brawler scavenger+shovel", "dig  scavenger   brawler+shovel"):
        assert tutor.judge(" ".join(typed.split())).kind is VerdictKind.RIGHT, typed
    commit = taken("5", 1)
    assert commit.judge("commit spear junk refugee brawler refugee").right


def test_a_legal_move_the_step_did_not_ask_for_is_other_with_the_lessons_words(client: TestClient) -> None:
    """[000:228] a trash is allowed at any time, but lesson 1 asks for the draw first."""
    assert verdict(client, "1", 0, "trash junk") == (
        "other",
        "Trashing comes later. First get more cards into your hand: the scout draws.",
    )
    assert verdict(client, "1", 0, "end")[0] == "other"
    kind, text = verdict(client, "3", 1, "hire hunter pay pills")
    assert kind == "other"
    assert "A hunter costs the pills alone" in text


def test_a_smaller_dig_is_other_and_shows_both_totals(client: TestClient) -> None:
    """docs/learning.md: a dig chosen instead shows its total and the step's, as the engine
    counts them: brawler 1 + scavenger 1 = 2 against the step's 4 [000:206]."""
    kind, text = verdict(client, "1", 1, "dig brawler scavenger")
    assert kind == "other"
    assert text.startswith("The shovel stays in your hand doing nothing.")
    assert text.endswith("(This dig makes 2; this step's makes 4.)")


def test_a_move_without_words_names_the_kind_of_move_not_its_cards(client: TestClient) -> None:
    """docs/learning.md: "The rules allow it, but this step of the lesson asks for a dig" (the
    kind of move the step expects, not its cards)."""
    kind, text = verdict(client, "1", 1, "end")
    assert kind == "other"
    assert text == "The rules allow it, but this step of the lesson asks for a dig."
    # another dig: "a different dig" where the lesson has no words (lesson 11's draw step) ...
    assert verdict(client, "11", 0, "draw scavenger scavenger") == (
        "other",
        "The rules allow it, but this step of the lesson asks for a different draw. "
        "(This draw makes 2; this step's makes 1.)",
    )
    # ... and the verb's entry where it has some
    kind, text = verdict(client, "1", 1, "dig brawler")
    assert kind == "other"
    assert text.startswith("Each point of dig shows you one more card of the junkyard")
    assert text.endswith("(This dig makes 1; this step's makes 4.)")


def test_a_tool_alone_is_refused_in_the_lessons_words(client: TestClient) -> None:
    """[000:242]: a tool only improves a person's ability; it cannot dig or hunt by itself."""
    assert verdict(client, "1", 1, "dig shovel") == (
        "refused",
        "Not allowed. A tool cannot dig by itself: it needs a person to hold it.",
    )
    assert verdict(client, "2", 0, "hunt net spear")[0] == "refused"


def test_two_tools_on_one_person_is_refused() -> None:
    """[000:242], lesson 2 ("Each person holds at most one tool"): a second tool is refused."""
    tutor = start(lesson("2"))
    before = snapshot(tutor.game)
    judged_now = tutor.judge("hunt scavenger+net+spear")
    assert judged_now.kind is VerdictKind.REFUSED
    # docs/learning.md: the lesson's words for this very mistake instead of the engine's reason
    assert judged_now.text == "Not allowed. One person holds one tool: give the second tool to the refugee."
    assert "only one tool" in tutor.judge("hunt refugee+net+spear").text  # no words: the engine's
    assert snapshot(tutor.game) == before


def test_a_hire_without_its_medicine_is_refused(client: TestClient) -> None:
    """[000:218]: the player must be able to pay the cost; the scout's 1 med is paid with
    medicine from the hand."""
    kind, text = verdict(client, "3", 1, "hire scout")
    assert kind == "refused"
    assert "1 med" in text


def test_a_card_not_in_hand_is_refused_and_a_misspelling_unreadable(client: TestClient) -> None:
    kind, text = verdict(client, "1", 0, "draw brawler")
    assert kind == "refused"
    assert "brawler" in text
    kind, text = verdict(client, "1", 0, "draw scot")
    assert kind == "unreadable"
    assert "did you mean scout?" in text


def test_a_repeated_action_is_refused_once_a_round() -> None:
    """[000:204]: each action may only be used once per round (lesson 1: "each kind of action
    only once a round")."""
    assert "each kind of action only once a round" in all_words(lesson("1"))
    tutor = taken("1", 2)
    assert tutor.step is not None
    # the dig is under way (keep): a second draw is not the player's to take now
    assert tutor.judge("draw scout").kind in (VerdictKind.REFUSED, VerdictKind.UNREADABLE)


def test_a_wrong_answer_changes_nothing_and_the_right_one_still_works() -> None:
    """docs/learning.md: "Any other move is answered ... and changes nothing"."""
    tutor = start(lesson("6"))
    for step_index in range(4):
        before = snapshot(tutor.game)
        for wrong in ("pass", "end", "trash junk", "dig brawler", "snipe 2:scavenger", "commit none", "zzz"):
            if wrong == str(tutor.step.expect if tutor.step else ""):
                continue
            assert not tutor.attempt(wrong).right
            assert snapshot(tutor.game) == before, (step_index, wrong)
            assert tutor.steps_done == step_index
        assert tutor.step is not None
        assert tutor.attempt(tutor.step.expect).right
    assert tutor.complete()


def test_snipes_while_gathering_judged_by_their_target() -> None:
    """[000:316]: one target per snipe; lesson 12 asks for the disarm of the shovel, a snipe of
    the brawler is allowed but other."""
    tutor = start(lesson("12"))
    assert tutor.judge("snipe 1:brawler").kind is VerdictKind.OTHER
    assert tutor.judge("disarm 1:shovel").right
    assert tutor.judge("snipe 2:scout").kind is not VerdictKind.RIGHT  # no such card in the action


# -- bad input -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "status", "said"),
    [
        ({"step": -1, "action": "draw scout"}, 422, "step must be at least 0"),
        ({"step": 101, "action": "draw scout"}, 422, "step must be at most 100"),
        ({"step": 4, "action": "draw scout"}, 400, "has 3 steps"),
        ({"step": 3, "action": "draw scout"}, 409, "no step left"),
        ({"step": 1.5, "action": "draw scout"}, 422, "whole number"),
        ({"step": True, "action": "draw scout"}, 422, "whole number"),
        ({"step": "0", "action": "draw scout"}, 422, "whole number"),
        ({"step": 0}, 422, "action"),
        ({"step": 0, "action": None}, 422, "action"),
        ({"step": 0, "action": "x" * 2001}, 422, "too long"),
        ({"step": 0, "action": "draw scout", "hint": True}, 422, "hint"),
    ],
)
def test_bad_judge_requests_are_refused_in_words(
    client: TestClient, body: dict[str, Any], status: int, said: str
) -> None:
    """A bad request is refused with a clear reason, never a traceback (brief rule 4). A
    boolean or a string is not a step number (the game API's numbers are strict too)."""
    code, data = judged(client, "1", body)
    assert code == status, data
    assert said in str(data.get("error")), data


def test_nonsense_actions_are_unreadable_not_errors(client: TestClient) -> None:
    for typed in ("", "   ", "draw\x00scout", "🙂", "dig " + "scavenger+" * 150, "draw scout scout scout"):
        status, data = judged(client, "1", {"step": 0, "action": typed})
        assert status == 200, (typed, data)
        assert data["verdict"] in ("unreadable", "refused"), (typed, data)
        assert data["state"] is None


def test_unknown_lessons_are_refused_with_the_list(client: TestClient) -> None:
    for name in ("0", "13", "-1", "nosuch", "x" * 3000):
        response = client.get(f"/api/lessons/{name}")
        assert response.status_code == 404
        error = response.json()["error"]
        assert "1 draw_and_dig" in error
        assert len(error) < 600
    assert client.get("/api/lessons/SKIRMISH").json()["number"] == 5  # a name in any case


def test_bad_steps_in_the_lesson_url_are_refused(client: TestClient) -> None:
    for step, status in (("-1", 422), ("abc", 422), ("4", 400), ("1e3", 422), ("101", 422)):
        response = client.get("/api/lessons/1", params={"step": step})
        assert response.status_code == status, step
        assert "error" in response.json()


def test_menu_refuses_cards_not_in_hand_and_too_many(client: TestClient) -> None:
    """docs/learning.md: "a card not in your hand is refused"."""
    for picked, status in ((["brawler"], 400), (["nosuch"], 400), (["scout", "scout"], 400), (["scout"] * 41, 422)):
        response = client.post("/api/lessons/1/menu", json={"step": 0, "picked": picked})
        assert response.status_code == status, picked
    response = client.post("/api/lessons/1/menu", json={"step": True, "picked": []})
    assert response.status_code == 422
    menu = client.post("/api/lessons/1/menu", json={"step": 0, "picked": ["scout"]}).json()
    assert any(entry["action"] == "draw scout" for entry in menu["entries"])


def test_the_lesson_state_shows_only_the_students_seat(client: TestClient) -> None:
    """Brief rule 4: the other seats' hands and every deck stay hidden in the lesson's state."""
    state = client.get("/api/lessons/5", params={"step": 1}).json()
    assert sorted(state["view"]["hand"]) == ["brawler", "junk", "refugee", "refugee", "spear"]
    text = str(state)
    assert "pills" not in text  # seat 1's pills: in its hand, never shown to seat 0
    assert "'shovel'" not in text  # seat 1's shovel (hand) and seat 0's deck: unseen


# -- hints ---------------------------------------------------------------------------------------


def twin_tables() -> tuple[sc.Game, sc.Game]:
    """Two round-4 tables that differ only in what seat 0 cannot see: the order of its own deck,
    the other seats' cards between hand and deck, and the junkyard's order. The contested pile is
    given (seat 0, the initiator, has peeked at its top card)."""
    junkyard = ["junk", "net", "pills", "spear", "medkit", "pickaxe", "shovel", "multitool"] * 3
    contested = [kind for kind in BASE_CONTESTED_KINDS for _ in range(2)][1:]
    seat_1 = ["brawler", "spear", "refugee", "refugee", "junk", "scavenger", "net"]
    seat_2 = ["scavenger", "refugee", "refugee", "junk", "junk", "brawler"]
    hand_0 = ["scavenger", "brawler", "shovel", "pills", "refugee"]

    def laid(junk: list[str], deck_0: list[str], one: list[str], two: list[str]) -> sc.Game:
        return table(
            3,
            seed=19,
            round=4,
            initiator=0,
            junkyard=junk,
            contested=contested,
            players=[
                {"hand": hand_0, "deck": deck_0},
                {"hand": one[:5], "deck": one[5:]},
                {"hand": two[:5], "deck": two[5:]},
            ],
        )

    first = laid(junkyard, ["scout", "spear"], seat_1, seat_2)
    second = laid(junkyard[::-1], ["spear", "scout"], seat_1[::-1], seat_2[::-1])
    return first, second


def test_a_hint_is_legal_and_the_same_on_twin_tables() -> None:
    """Brief: a hint never depends on cards the seat cannot see; twin tables give the same hint
    with the same seed, and every action it offers is legal."""
    first, second = twin_tables()
    assert first.view(0).hand == second.view(0).hand
    budget = Budget(iterations=48)
    one = hint(first, 0, seed=5, budget=budget)
    two = hint(second, 0, seed=5, budget=budget)
    assert one.suggestions
    assert [s.action for s in one.suggestions] == [s.action for s in two.suggestions]
    assert [round(s.chance, 9) for s in one.suggestions] == [round(s.chance, 9) for s in two.suggestions]
    for suggestion in one.suggestions:
        assert suggestion.action in first.legal_actions(0)


def test_a_hint_leaves_the_game_as_it_was_and_refuses_a_seat_not_to_act() -> None:
    game, _ = twin_tables()
    before = snapshot(game)
    hint(game, 0, seed=1, budget=Budget(iterations=16))
    assert snapshot(game) == before
    with pytest.raises(HintError, match="no decision"):
        hint(game, 1, seed=1, budget=Budget(iterations=16))


# -- card texts ----------------------------------------------------------------------------------

SPECIAL_NUMBERS = {
    # numbers of a special ability, not the card's dig/draw/hunt/fight
    ("drill_sergeant", "draw"),
    ("spy", "draw"),
    ("guard", "draw"),
    ("demolition_team", "draw"),
    ("scouting_refugee", "draw"),
    ("leader_organizer", "draw"),
    ("medic", "draw"),
}


def test_every_card_text_agrees_with_the_catalogue_numbers() -> None:
    """cards.tsv is the card's numbers; the text of each card kind may name a number only where
    it is the catalogue's: "+N skill" a modifier, "skill N" an ability."""
    wrong: list[str] = []
    for kind_id, kind in CATALOGUE.items():
        text = card_text(kind_id)
        assert text.strip(), kind_id
        if kind_id.startswith("leader_"):
            continue  # a leader's numbers are its ability's, not a card's
        for number, skill in re.findall(r"\+(\d+) (dig|draw|hunt|fight)\b", text):
            if kind.plus.get(Skill(skill)) != int(number):
                wrong.append(f"{kind_id}: +{number} {skill}")
        for skill, number in re.findall(r"\b(dig|draw|hunt|fight)s? (\d+)\b", text, flags=re.IGNORECASE):
            if (kind_id, skill.lower()) in SPECIAL_NUMBERS:
                continue
            if kind.base.get(Skill(skill.lower())) != int(number):
                wrong.append(f"{kind_id}: {skill} {number}")
    assert wrong == []


def test_card_texts_name_the_people_and_meds_of_the_catalogue() -> None:
    """The people a card counts [000:170] and the meds it pays [000:218]."""
    for kind_id, kind in CATALOGUE.items():
        text = card_text(kind_id)
        for number in re.findall(r"(\d+) people", text):
            if kind_id.startswith(("gang_", "leader_")):
                continue  # "adding 5 people" to a tribe: the gang's own count
            assert kind.people == int(number), kind_id
        for number in re.findall(r"worth (\d+) meds?", text):
            assert kind.meds == int(number), kind_id


def test_card_text_refuses_an_unknown_kind() -> None:
    with pytest.raises(KeyError, match="unknown card kind"):
        card_text("nosuch")


# -- the rules help ------------------------------------------------------------------------------


def test_rules_help_starting_deck_is_the_rulebooks() -> None:
    """[000:95-101]: 4 refugees, 3 scavengers, 1 brawler, 1 spear, 1 shovel."""
    assert "4 refugees, 3 scavengers, 1 brawler, 1 spear and 1 shovel" in words(RULES_HELP)
    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    zones = game.zones()
    owned = Counter(card.kind for zone in ("0:hand", "0:deck", "0:discard") for card in zones[zone])
    assert owned == Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})


def test_rules_help_two_player_rules_are_the_rulebooks() -> None:
    """[000:113-116]: two fewer of each junkyard kind, no peek, people do not count, win by 2."""
    said = words(RULES_HELP)
    assert "With 2 players, 2 cards of each kind of the base game's junkyard are left out" in said
    assert "the winner must have **at least 2 more fight**" in said
    assert "People do not count" in said
    assert "does **not** peek" in said


def test_rules_help_initiator_and_length_are_the_rulebooks() -> None:
    """[000:146]: the initiator card stays with the first player for rounds 1-3; [000:37]: 14
    contested resources, the first fought in round 3, so 16 rounds."""
    said = words(RULES_HELP)
    assert "The first player keeps the initiator card for rounds 1 to 3" in said
    assert "a normal game lasts 16 rounds" in said
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    assert len(game.zones()["contested"]) == 14


def test_rules_help_tie_break_and_zero_fight_are_the_rulebooks() -> None:
    """[000:170-172]: ties go to the most contested resources, then the most cards, then shared;
    [000:418-420]: a fight of 0 beats no fight."""
    said = words(RULES_HELP)
    assert "Ties go to the most contested resource cards in your tribe" in said
    assert "then to the most cards; still tied, the tied players share the win" in said
    assert "A fight of 0 beats a force that cannot fight at all" in said


def test_docs_learning_lists_every_lesson_in_order() -> None:
    """docs/learning.md's table names each built-in lesson at its number."""
    docs = Path(__file__).resolve().parent.parent / "docs" / "learning.md"
    rows = re.findall(r"^\| (\d+) \| `([a-z_]+)` \|", docs.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert [(int(n), name) for n, name in rows] == [(one.number, one.name) for one in LESSONS]


def test_a_lesson_is_found_by_its_number_as_its_file_writes_it(client: TestClient) -> None:
    """docs/learning.md: `scavengers learn 5` takes a lesson by number; the files are numbered
    `05_skirmish.toml`, so "05" is lesson 5 too (it was "no lesson '05'")."""
    assert find_lesson(LESSONS, "05").name == "skirmish"
    assert find_lesson(LESSONS, " 012 ").name == "snipes_while_gathering"
    assert client.get("/api/lessons/01").json()["name"] == "draw_and_dig"
    for name in ("00", "013", "\u0665"):  # no lesson 0 or 13; an Arabic-Indic five is not typed "5"
        assert client.get(f"/api/lessons/{name}").status_code == 404


@pytest.mark.slow
def test_the_terminal_judges_as_the_api_and_bad_input_changes_nothing(tmp_path: Path, client: TestClient) -> None:
    """Both front ends take the same lesson: the terminal shows the API's words for the same
    answer, and nonsense (a huge line included) changes nothing."""
    hiring = lesson("3")
    app = LessonApp(hiring, tmp_path / "lessons.json", LESSONS, delay=0)
    refused = verdict(client, "3", 1, "hire scout")[1]
    other = verdict(client, "3", 1, "hire brawler")[1]

    async def script(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, LessonIntroScreen)
        await pilot.press("enter")
        await pilot.pause()
        await type_in(pilot, app, "hunt scavenger+spear")
        assert "(step 2 of 2)" in panel(app)
        before = app.session.game.to_json()
        await type_in(pilot, app, "hire scout")
        assert refused in panel(app)
        await type_in(pilot, app, "hire brawler")
        assert other in panel(app)
        for nonsense in ("x" * 5000, "hire", "pay pills", "step 5"):
            await type_in(pilot, app, nonsense)
            assert app.session.game.to_json() == before
            assert app.tutor.steps_done == 1
        await type_in(pilot, app, "hire scout pay pills")
        assert isinstance(app.screen, LessonDoneScreen)
        await pilot.press("q")
        await pilot.pause()

    run(app, script)
    assert lessons_done(tmp_path / "lessons.json") == {"hiring"}


def panel(app: LessonApp) -> str:
    return str(app.query_one("#lesson", Static).render())


# -- card faces: the numbers shown are the card's ------------------------------------------------

# cards.tsv (shared/cards.tsv): id, cost food, cost meds, cost in any mix, dig, draw, hunt, fight,
# +dig, +draw, +hunt, +fight, meds, people, build time ("-": none).
CARDS_TSV = """
refugee - - - 0 - 0 - - - - - - 1 -
scavenger 1 - - 1 1 1 1 - - - - - 1 -
brawler 2 - - 1 - - 2 - - - - - 1 -
hunter - 1 - - - 2 1 - - - - - 1 -
saboteur 1 1 - 1 - - 1 - - - - - 1 -
scout 2 1 - - 2 - 2 - - - - - 1 -
group_leaders 2 2 - - - - - 2 2 2 2 - 2 -
sniper_team 2 2 - - - - - - - - - - 2 -
thugs - - 6 1 - - 3 - - - - - 3 -
junk - - - - - - - - - - - - - -
multitool - - - - - - - 1 - 1 1 - - -
net - - - - - - - - - 2 1 - - -
spear - - - - - - - - - 1 2 - - -
pickaxe - - - - - - - 1 - - 2 - - -
shovel - - - - - - - 2 - - 1 - - -
medkit - - - - - - - - - - - 2 - -
pills - - - - - - - - - - - 1 - -
wolf_pack - - - - - - - - - 3 2 - - -
grenade - - - - - - - - - - 3 - - -
sled_team - - - - 2 - 1 - - - - - 2 -
field_crew - - - 2 - 2 2 - - - - - 4 -
tribe_family_3 - - - - - 0 0 - - - - - 3 -
tribe_family_4 - - - - - 0 0 - - - - - 4 -
tribe_family_5 - - - - - 0 0 - - - - - 5 -
medic 3 - - - 1 - - - - - - 1 1 -
engineer 2 1 - 2 1 - - - - - - - 1 -
rifle - - - - - - - - - 2 2 - - -
toolkit - - - - - - - 2 - - - - - -
bunker - - - - - - - - - - - - - 5
armory - - - - - - - - - - - - - 3
pharmacy - - - - - - - - - - - - - 2
hydroponic_gardens - - - - - - - - - - - - - 4
leader_butcher - - - - - - - - - - - - - -
leader_cannibal - - - - - - - - - - - - - -
leader_excavator - - - - - - - - - - - - - -
leader_fanatic - - - - - - - - - - - - - -
leader_gangster - - - - - - - - - - - - - -
leader_mentor - - - - - - - - - - - - - -
leader_organizer - - - - - - - - - - - - - -
leader_peacemaker - - - - - - - - - - - - - -
leader_ranger - - - - - - - - - - - - - -
leader_sergeant_at_arms - - - - - - - - - - - - - -
gang_gearheads - - - - - - - - - - - - 5 -
gang_pharmers - - - - - - - - - - - - 5 -
gang_masons - - - - - - - - - - - - 5 -
scouting_refugee 1 - - - - - - 1 - 1 1 - 1 -
hardy_scavenger 1 - - 1 0 1 0 - - - - - 1 -
assassin - 2 - - 1 - - - - - - - 1 -
courier 1 1 - - 3 - - - - - 1 - 1 -
drill_sergeant 2 1 - 2 - - 1 - - - - - 1 -
guard 2 - - - - - 2 - - - - - 1 -
provocateur - 1 - - 1 - 1 - - - - - 1 -
rogue - 1 - - 1 - 1 - - - - - 1 -
tinker 3 - - - - - - 1 - 1 1 - 1 -
spy - - 3 - - - - - - - 2 - 1 -
scrappers - - 4 3 - - 2 - - - - - 2 -
binoculars - - - - - 1 - - - - - - - -
map - - - - - - - - - - - - - -
cargo_sled - - - - - - - 2 - 2 - - - -
combat_medics - - - - 1 - 1 - - - - 2 4 -
demolition_team - - - 2 - - 2 - - - - - 2 -
tear_gas - - - - - - - - - - - - - -
tribal_hunters_2 - - - - - 1 0 - - - - - 2 -
tribal_hunters_3 - - - - - 1 1 - - - - - 3 -
tribal_hunters_4 - - - - - 2 1 - - - - - 4 -
portable_decoys - - - - - - - - - - - - - 2
scout_tower - - - - - - - - - - - - - 3
leader_swindler - - - - - - - - - - - - - -
leader_yardmaster - - - - - - - - - - - - - -
gang_humanitarians - - - - - - - - - - - - 5 -
"""
TSV_COLUMNS = ("cost_food", "cost_meds", "cost_any_mix", *(f"base_{s}" for s in Skill), *(f"plus_{s}" for s in Skill))
TSV_COLUMNS += ("meds", "people", "build_time")


def printed() -> dict[str, dict[str, int | None]]:
    rows: dict[str, dict[str, int | None]] = {}
    for line in CARDS_TSV.strip().splitlines():
        kind_id, *cells = line.split()
        assert len(cells) == len(TSV_COLUMNS), line
        rows[kind_id] = {
            name: None if cell == "-" else int(cell) for name, cell in zip(TSV_COLUMNS, cells, strict=True)
        }
    return rows


def test_every_card_kind_shown_has_the_numbers_of_cards_tsv(client: TestClient) -> None:
    """The card faces (the web's `/api/cards`, the terminal's card detail, F2) give each kind
    the numbers cards.tsv prints on it, and a text."""
    tsv = printed()
    cards = client.get("/api/cards").json()
    assert set(cards) == set(tsv) == set(CATALOGUE)
    for kind_id, row in tsv.items():
        face = cards[kind_id]
        assert face["text"], kind_id
        assert face["text"] == card_text(kind_id), kind_id
        for skill in Skill:
            assert face["base"].get(str(skill)) == row[f"base_{skill}"], (kind_id, skill)
            assert face["plus"].get(str(skill)) == row[f"plus_{skill}"], (kind_id, skill)
        assert face["cost_food"] == (row["cost_food"] or 0), kind_id
        assert face["cost_meds"] == (row["cost_meds"] or 0), kind_id
        assert face["cost_any_mix"] == row["cost_any_mix"], kind_id
        assert face["meds"] == (row["meds"] or 0), kind_id
        assert face["people"] == (row["people"] or 0), kind_id
        assert face["build_time"] == row["build_time"], kind_id
        detail = str(card_detail(kind_id))
        for skill in Skill:
            if row[f"base_{skill}"] is not None:
                assert f"{skill} {row[f'base_{skill}']}" in detail, (kind_id, skill)
            if row[f"plus_{skill}"] is not None:
                assert f"+{row[f'plus_{skill}']} {skill}" in detail, (kind_id, skill)
        if row["build_time"] is not None:
            assert f"build time {row['build_time']}" in detail, kind_id
        if row["cost_any_mix"] is not None:
            assert f"hire: {row['cost_any_mix']} food/meds" in detail, kind_id


def test_the_pages_rules_teach_the_same_rules_as_the_terminals(client: TestClient) -> None:
    """The page's "Rules" (`/api/rules`) is the terminal's help: the same starting deck
    [000:95-101], two-player rules [000:113-116], initiator [000:146] and tie-breaks
    [000:170-172,274]."""
    page = " ".join(re.sub(r"<[^>]+>", "", client.get("/api/rules").json()["html"]).split())
    for said in (
        "4 refugees, 3 scavengers, 1 brawler, 1 spear and 1 shovel",
        "With 2 players, 2 cards of each kind of the base game's junkyard are left out",
        "The first player keeps the initiator card for rounds 1 to 3",
        "the winner must have at least 2 more fight",
        "the most people wins; still tied, it is a deadlock and the contested resource goes into the junkyard",
        "A fight of 0 beats a force that cannot fight at all",
    ):
        assert said in page, said
    assert "F1" not in page  # the terminal's keys are the terminal's


HINT_SETUPS = (
    (3, frozenset[str]()),
    (4, frozenset({"hq1", "hq2", "hq3", "hq4"})),
    (2, frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})),
    (5, frozenset({"hq1", "hq2", "hq3", "recon1", "recon3", "recon5"})),
)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "modules"), HINT_SETUPS)
def test_hints_through_a_game_are_legal_and_blind_to_hidden_cards(players: int, modules: frozenset[str]) -> None:
    """At decisions through a whole game, with the modules' own actions: every action a hint
    offers is legal, and a twin game dealt afresh where the seat cannot see
    (``Game.determinize``) gets the same hint from the same seed."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=7, modules=modules))
    rng = random.Random(3)
    asked = 0
    for step in range(900):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if step % 29 == 0 and len(legal) > 1:
            budget = Budget(iterations=12)
            given = hint(game, seat, seed=step, budget=budget)
            twin = hint(game.determinize(seat, step + 99), seat, seed=step, budget=budget)
            assert given.suggestions
            assert [(s.action, s.chance) for s in given.suggestions] == [(s.action, s.chance) for s in twin.suggestions]
            assert all(s.action in legal for s in given.suggestions)
            asked += 1
        game.apply(seat, rng.choice([a for a in legal if a.verb.value != "trash"] or legal))
    assert asked >= 5


def test_readme_lists_every_lesson_route(client: TestClient) -> None:
    """README's HTTP table names each lesson route the server has (the menu was missing)."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    paths = client.get("/openapi.json").json()["paths"]
    lesson_paths = sorted(p for p in paths if p.startswith("/api/lessons"))
    assert lesson_paths == [
        "/api/lessons",
        "/api/lessons/{name}",
        "/api/lessons/{name}/judge",
        "/api/lessons/{name}/menu",
    ]
    for path in lesson_paths:
        assert f"{path}`" in readme or f"{path}?" in readme, path


def test_lesson_5_says_of_a_trash_what_was_trashed() -> None:
    """Lesson 5's first step: trashing the junk is answered about the junk; trashing a refugee or
    the spear was answered "Keep the junk for now", about a card not trashed. Refugees are
    people who break fight ties [000:274]; the spear fights [000:242]; spare cards go into the
    skirmish anyway [000:162]."""
    tutor = start(lesson("5"))
    assert tutor.judge("trash junk").text == "Keep the junk for now: it has a use in the skirmish."
    for typed in ("trash refugee", "trash spear", "trash brawler refugee"):
        said = tutor.judge(typed)
        assert said.kind is VerdictKind.OTHER
        assert not said.text.startswith("Keep the junk"), typed
        assert "the refugees are people who break ties" in said.text


def log_of(tutor: Tutor) -> list[tuple[str, tuple[str, ...], int, int | None]]:
    return [(event.type.value, event.cards, event.count, event.seat) for event in tutor.game.log(0)]


def test_lesson_8_the_saved_engineer_digs_6_and_the_pharmacy_takes_2_deck_cards() -> None:
    """[000:543]: a medic saves a sniped tribe member; [000:579]: only 1 building is kept from a
    schematics dig and cards equal to its build time go face down onto it; L-2: the
    Peacemaker's +2 joins the dig (the lesson: "digs 6", "two cards of your deck lie on it")."""
    said = all_words(lesson("8"))
    assert "you look at the top six cards of the schematics pile" in said
    assert "two cards of your deck lie on it" in said
    tutor = taken("8", 3)
    assert len(tutor.game.view(0).looking) == 6
    assert ("saved", ("medic",), 0, 0) in log_of(tutor)
    assert tutor.attempt("keep pharmacy").right
    assert ("building_started", ("pharmacy",), 2, 0) in log_of(tutor)


def test_lesson_11_a_draw_from_an_empty_deck_shuffles_the_discard_pile_first() -> None:
    """[000:125,190]: when the deck is exhausted the discard pile is shuffled into a new deck and
    the draw goes on; the lesson's words: "you drew the shovel from it"."""
    before = start(lesson("11"))
    assert before.game.zones()["0:deck"] == ()
    tutor = taken("11", 1)
    assert "shovel" in tutor.game.view(0).hand
    assert "you drew the shovel from it" in all_words(lesson("11"))


def test_lesson_12_the_disarm_halves_the_dig_and_the_snipe_stops_the_draw() -> None:
    """[000:316] and I-2: the struck card is discarded, the rest of the action goes on without
    it or goes back to hand. The lesson: seat 1 "digs 2"; seat 2's draw "never happens"."""
    tutor = taken("12", 3)
    events = log_of(tutor)
    assert ("disarmed", ("shovel",), 0, 0) in events
    assert ("dug", (), 2, 1) in events
    assert ("sniped", ("scout",), 0, 0) in events
    assert ("aborted", (), 0, 2) in events
    assert not any(kind == "drew" and seat == 2 for kind, _, _, seat in events)


def test_scavengers_learn_starts_where_docs_learning_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/learning.md: `scavengers learn` takes the first lesson not done yet (all done: lesson
    1), `scavengers learn 5` or a name takes that one; an unknown lesson is refused in words."""
    import scavengers.cli.learn as learn_cli

    started: list[str] = []

    def take(lessons: tuple[Lesson, ...], first: Lesson | None, progress: Path, delay: float | None) -> int:
        started.append(first.name if first is not None else "")
        return 0

    monkeypatch.setattr(learn_cli, "_take", take)
    progress = tmp_path / "lessons.json"
    for name in ("draw_and_dig", "tools", "hiring"):
        mark_done(name, progress)
    for argv in (["learn"], ["learn", "5"], ["learn", "05"], ["learn", "skirmish"], ["learn", "Recon"]):
        code, _, err = run_main([*argv, "--progress", str(progress)], capsys)
        assert code == 0, err
    assert started == ["trash", "skirmish", "skirmish", "skirmish", "recon"]
    for one in LESSONS:
        mark_done(one.name, progress)
    run_main(["learn", "--progress", str(progress)], capsys)
    assert started[-1] == "draw_and_dig"
    code, out, err = run_main(["learn", "99", "--progress", str(progress)], capsys)
    assert code == 2
    assert "no lesson '99'; the lessons: 1 draw_and_dig" in err
    assert "Traceback" not in out + err
