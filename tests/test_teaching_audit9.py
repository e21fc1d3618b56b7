"""What the game teaches, proof-read by a rules expert (teaching audit 9).

A newcomer learns the rules from the lessons (``scavengers learn`` and the page's "Learn to
play", the same lesson files through ``/api/lessons``), the card texts and the printed numbers
beside them (the terminal's ``card_numbers``/``cost_text``, the page's ``/api/cards``). Each test
here takes a claim they make and holds it to the rulebooks, RULINGS and ``shared/cards.tsv``,
and to what the engine then does when a lesson is played as it says.
"""

from __future__ import annotations

import csv
import json
import re
import warnings
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE, CardType, card_text
from scavengers.engine import EventType
from scavengers.engine.game import Card
from scavengers.lessons import Lesson, Tutor, builtin_lessons, check_lesson, find_lesson, start
from scavengers.server import create_app
from scavengers.server.serialize import catalogue_json
from scavengers.storage import open_store
from scavengers.tui.notation import rules_text
from scavengers.tui.render import card_numbers, cost_text

with warnings.catch_warnings():  # as tests/web/conftest.py: the package mirror has no httpx2
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

CARDS_TSV = Path(__file__).resolve().parents[2] / "shared" / "cards.tsv"
if not CARDS_TSV.exists():  # pragma: no cover - the layout of the checkout
    CARDS_TSV = Path("/work/shared/cards.tsv")

SKILLS = ("dig", "draw", "hunt", "fight")
LESSONS = builtin_lessons()


def _rows() -> dict[str, dict[str, str]]:
    with CARDS_TSV.open(newline="", encoding="utf-8") as handle:
        return {row["id"]: row for row in csv.DictReader(handle, delimiter="\t")}


ROWS = _rows()


def _num(text: str) -> int | None:
    return None if text in ("-", "") else int(text)


def lesson(name: str) -> Lesson:
    return find_lesson(LESSONS, name)


def taken(name: str, steps: int) -> Tutor:
    """The lesson with its first ``steps`` steps taken as it asks."""
    chosen = lesson(name)
    tutor = start(chosen)
    for step in chosen.steps[:steps]:
        assert tutor.attempt(step.expect).right, str(step.expect)
    return tutor


def totals(game: sc.Game, round_: int) -> dict[int, tuple[int, ...]]:
    """Each seat's ``(has fight, fight, people)`` in the skirmish of ``round_``, as the log says."""
    return {
        e.seat: e.values
        for e in game.log(0)
        if e.type is EventType.SKIRMISH_TOTALS and e.round == round_ and e.seat is not None
    }


def winners(game: sc.Game, round_: int) -> list[int | None]:
    return [e.seat for e in game.log(0) if e.type is EventType.SKIRMISH_WON and e.round == round_]


def flat(text: str) -> str:
    return " ".join(text.split())


# -- the numbers printed beside every card: cards.tsv, in the terminal and on the page -----------


def _expected_numbers(row: dict[str, str]) -> str:
    """A card's printed numbers in the terminal's short form, built from its cards.tsv row."""
    parts = [f"{s} {row[s]}" for s in SKILLS if _num(row[s]) is not None]
    parts += [f"+{row['plus_' + s]} {s}" for s in SKILLS if _num(row["plus_" + s]) is not None]
    meds = _num(row["meds"])
    if meds:
        parts.append(f"{meds} med{'s' if meds > 1 else ''}")
    people = _num(row["people"])
    if people:
        parts.append(f"{people} {'person' if people == 1 else 'people'}")
    return " · ".join(parts) if parts else "no value"


@pytest.mark.parametrize("kind_id", sorted(ROWS))
def test_the_numbers_the_terminal_prints_beside_a_card_are_its_cards_tsv_row(kind_id: str) -> None:
    """Every dig, draw, hunt and fight value, bonus, meds and people the terminal shows beside a
    card's text (the hand, F2) is its row of cards.tsv (RULINGS Appendix A): "0 is a real value"
    (ED-12), so a refugee shows dig 0 and hunt 0 and no fight."""
    assert card_numbers(kind_id) == _expected_numbers(ROWS[kind_id])


@pytest.mark.parametrize("kind_id", sorted(k for k, row in ROWS.items() if "mercenary" in row["category"]))
def test_the_hiring_cost_the_terminal_shows_is_the_cards_tsv_cost(kind_id: str) -> None:
    """[000:218] two currencies; thugs any mix of 6 [000:402], spy 3 and scrappers 4 the same
    way (RULINGS R-13); a hunter costs 1 med [000:408-410]."""
    row = ROWS[kind_id]
    mix = _num(row["cost_any_mix"])
    if mix is not None:
        assert cost_text(kind_id) == f"{mix} food/meds"
        return
    food, meds = _num(row["cost_food"]) or 0, _num(row["cost_meds"]) or 0
    parts = ([f"{food} food"] if food else []) + ([f"{meds} med{'s' if meds > 1 else ''}"] if meds else [])
    assert cost_text(kind_id) == (" + ".join(parts) or "free")


def test_the_cards_the_page_draws_carry_the_cards_tsv_numbers_and_the_terminals_text(tmp_path: Path) -> None:
    """``/api/cards`` is what the page draws every face and the Rules' card list from: the same
    70 kinds as cards.tsv, each with its name, numbers, costs and build time, and the text the
    terminal shows."""
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        cards = client.get("/api/cards").json()
    assert cards == catalogue_json()
    assert set(cards) == set(ROWS)
    for kind_id, row in ROWS.items():
        card = cards[kind_id]
        assert card["name"] == row["name"]
        assert card["text"] == card_text(kind_id)
        for skill in SKILLS:
            assert card["base"].get(skill) == _num(row[skill]), (kind_id, skill)
            assert card["plus"].get(skill) == _num(row["plus_" + skill]), (kind_id, skill)
        for column in ("cost_food", "cost_meds", "meds", "people"):
            assert (card[column] or 0) == (_num(row[column]) or 0), (kind_id, column)
        assert card["cost_any_mix"] == _num(row["cost_any_mix"]), kind_id
        assert card["build_time"] == _num(row["build_time"]), kind_id


# -- card texts that taught something the rules do not say ----------------------------------------


def test_the_humanitarians_text_says_scouting_refugees_cost_food_and_a_free_refugee_is_still_the_hire() -> None:
    """[003:263,267]; RULINGS X-30, R-13: with the Humanitarians the stack for hire is the
    scouting refugees, at their own cost (1 food); the spare standard refugees, the option, cost no
    food, "but a hire action must still be used". The text said "the scouting refugees, or instead
    the spare standard refugees, for no food", which reads as both stacks free and says nothing of
    the hire."""
    text = card_text("gang_humanitarians")
    assert "at their own cost" in text
    assert "your one hire" in text
    assert CATALOGUE["scouting_refugee"].cost_food == 1
    # the engine: a standard refugee for no food, and that is the round's hire
    config = sc.GameConfig(
        players=3,
        seed=1,
        modules=frozenset({"recon5"}),
        refugees_for_hire=True,
        scenario={"players": [{"hand": ["refugee", "scavenger", "junk"]}, {}, {}]},
    )
    game = sc.Game.new(config)
    legal = {str(a) for a in game.legal_actions(0)}
    assert "hire refugee" in legal
    game.apply(0, "hire refugee")
    assert not any(str(a).startswith("hire") for a in game.legal_actions(0))


def test_the_thugs_text_does_not_call_them_a_gang() -> None:
    """[000:557-565]: a gang is a card of its own in HQ (the Gearheads, the Pharmers, the Masons),
    which joins a tribe at the end. The thugs are a mercenary [000:31-33, 318-320]; calling them
    "a strong gang" beside the gangs' "A gang (HQ 1)" muddles the two for a newcomer."""
    assert "gang" not in card_text("thugs").lower()
    assert card_text("gang_gearheads").startswith("A gang")


# -- each lesson, played as it says, does what its words promise -----------------------------------


def test_the_first_lesson_draws_the_two_diggers_and_digs_four_as_it_says() -> None:
    """[000:210] a draw adds cards to the hand, used this turn; [000:204-206] a dig's total is
    how many junkyard cards are seen, one kept (face down, [000:262]) and the rest under the pile;
    the intro's numbers are the cards': a scout draws 2, a brawler digs 1, a shovel adds 2."""
    chosen = lesson("draw_and_dig")
    intro = flat(chosen.intro)
    assert "a scout draws 2, a brawler digs 1, a shovel adds 2" in intro
    assert (ROWS["scout"]["draw"], ROWS["brawler"]["dig"], ROWS["shovel"]["plus_dig"]) == ("2", "1", "2")
    tutor = taken("draw_and_dig", 1)
    hand = Counter(tutor.game.view(0).hand)
    assert hand["brawler"] == 1
    assert hand["scavenger"] == 1
    tutor.attempt("dig brawler+shovel scavenger")
    looking = tutor.game.view(0).looking
    assert len(looking) == 4  # "A dig of 4: you look at the top four cards"
    assert "net" in looking
    bottom_before = len(tutor.game.zones()["junkyard"])
    tutor.attempt("keep net")
    game = tutor.game
    assert "net" in [c.kind for c in game.zones()["0:discard"]]
    assert len(game.zones()["junkyard"]) == bottom_before + 3  # the other three went back under
    assert game.view(1).seats[0].discard_hidden_count == 1  # kept face down: the others see no net


def test_the_tools_lesson_hunts_four_food_as_it_says() -> None:
    """[000:222-224] a hunt's total is food; [000:189,240] one tool per person, adding only to
    what its holder can do; a refugee hunts 0 (cards.tsv), so with the spear it hunts 1."""
    intro = flat(lesson("tools").intro)
    assert "the spear adds 1 to a hunt (or 2 to a fight), the net adds 2 to a hunt (or 1 to a fight)" in intro
    assert (ROWS["spear"]["plus_hunt"], ROWS["spear"]["plus_fight"]) == ("1", "2")
    assert (ROWS["net"]["plus_hunt"], ROWS["net"]["plus_fight"]) == ("2", "1")
    assert ROWS["refugee"]["hunt"] == "0"
    tutor = taken("tools", 1)
    assert tutor.game.view(0).seats[0].food == 4  # "Four food"


def test_the_hiring_lesson_pays_two_food_and_one_med_for_the_scout() -> None:
    """[000:218] one hire a round, paid in food and meds; medicine needs no one to carry it
    [000:408-410]; the scout costs 2 food and 1 med, the pills are worth 1 med (cards.tsv)."""
    assert (ROWS["scout"]["cost_food"], ROWS["scout"]["cost_meds"], ROWS["pills"]["meds"]) == ("2", "1", "1")
    tutor = taken("hiring", 1)
    assert tutor.game.view(0).seats[0].food == 2  # "Two food for this round's hire"
    tutor.attempt("hire scout pay pills")
    seat = tutor.game.view(0).seats[0]
    assert {"scout", "pills"} <= set(seat.discard)  # the pills pay again another round
    assert not any(str(a).startswith("hire") for a in tutor.game.legal_actions(0))  # one hire a round


def test_the_trash_lesson_puts_the_junk_into_the_junkyard_and_draws_nothing() -> None:
    """[000:228] the trash: any cards from hand into the junkyard, shuffled, no replacements;
    RULINGS R-11: one trash a round, of any number of cards."""
    tutor = start(lesson("trash"))
    junkyard = Counter(c.kind for c in tutor.game.zones()["junkyard"])
    tutor.attempt("trash junk junk junk")
    game = tutor.game
    assert Counter(c.kind for c in game.zones()["junkyard"])["junk"] == junkyard["junk"] + 3
    assert sorted(game.view(0).hand) == ["brawler", "scavenger"]
    assert not any(str(a).startswith("trash") for a in game.legal_actions(0))


def test_the_skirmish_lesson_ties_on_fight_four_and_wins_on_people() -> None:
    """[000:266-274]: the highest fight wins; on a tie the most people; "Your brawler with its
    spear fought 4, as did one other force; your two refugees made your force the larger one";
    the prize goes face down to the winner's discard pile [000:268]."""
    game = check_lesson(lesson("skirmish")).game
    fought = totals(game, 3)
    assert fought[0][1] == 4
    assert sorted(f[1] for f in fought.values()).count(4) == 2
    other = next(seat for seat, values in fought.items() if seat and values[1] == 4)
    assert fought[0][2] > fought[other][2]
    assert winners(game, 3) == [0]
    assert game.view(1).seats[0].discard_hidden_count >= 1  # the prize, unseen by the others


def test_the_sniper_lesson_fights_seven_against_five_then_one_against_four() -> None:
    """[000:316] a snipe takes one person out; [000:302] a disarm one tool; [000:464] after a
    snipe the tools go to the people left; [000:496] a striker does not fight. The lesson says 7
    against 5 at the reveal, then "a scavenger, fighting 1, against your 4"."""
    tutor = taken("snipers_and_saboteurs", 2)
    assert flat(tutor.lesson.steps[2].text).startswith("The forces are revealed: seat 1 has thugs (fight 3)")
    strength = {seat.seat: seat.strength for seat in tutor.game.view(0).seats}
    assert strength[1] is not None
    assert strength[1].fight == 7
    assert strength[0] is not None
    assert strength[0].fight == 5
    tutor.attempt("snipe 1:thugs")
    tutor.attempt("disarm 1:grenade")
    fought = totals(tutor.game, 5)
    assert (fought[0][1], fought[1][1]) == (4, 1)
    assert winners(tutor.game, 5) == [0]


def test_the_last_skirmish_lesson_counts_fifteen_then_twenty_people() -> None:
    """[000:168-170] the game ends when the contested pile is depleted and the largest tribe
    wins; RULINGS F-1 every zone counts. "your tribe has 15 people", "a tribe family of 5
    people", "from 15 to 20, past seat 1's 19"."""
    tutor = start(lesson("contested_and_scoring"))
    assert tutor.game.score(0).people == 15
    assert tutor.game.view(0).peeked == "tribe_family_5"  # "You peeked at the prize"
    assert tutor.game.view(1).peeked is None  # [000:150]: the initiator does not reveal it
    assert ROWS["tribe_family_5"]["people"] == "5"
    game = check_lesson(lesson("contested_and_scoring")).game
    assert game.over
    assert (game.score(0).people, game.score(1).people) == (20, 19)
    assert winners(game, 16) == [0]


def test_the_hq_lesson_builds_a_pharmacy_that_works_two_rounds_later() -> None:
    """[000:579,590-597]: the engineer's dig (2) with a shovel (+2) and the Peacemaker's 2 sees six
    schematics; the building takes its build time in deck cards, one comes off at the start of
    each later round (RULINGS H-1), done at 0. The lesson: "the pharmacy 2, the armory 3, the
    gardens 4, the bunker 5", "roughly how many rounds until it works"."""
    chosen = lesson("hq")
    said = flat(chosen.steps[3].text)
    for building, words in (
        ("pharmacy", "the pharmacy"),
        ("armory", "the armory"),
        ("hydroponic_gardens", "the gardens"),
        ("bunker", "the bunker"),
    ):
        assert f"{words} {ROWS[building]['build_time']}" in said
    tutor = taken("hq", 3)
    assert len(tutor.game.view(0).looking) == 6  # "the top six cards of the schematics pile"
    tutor.attempt("keep pharmacy")
    game = tutor.game
    assert [(b.kind, b.timer) for b in game.view(0).seats[0].buildings] == [("pharmacy", 2)]
    timers: dict[int, int] = {}
    while not game.over and game.round < 5:
        seat = game.to_act[0]
        legal = [str(a) for a in game.legal_actions(seat)]
        game.apply(seat, next((c for c in ("pass", "end", "commit none") if c in legal), legal[0]))
        timers[game.round] = game.view(0).seats[0].buildings[0].timer
    assert timers[4] == 1
    assert timers[5] == 0


def test_the_recon_lesson_cancel_draws_for_both_and_the_spy_sees_the_bluff() -> None:
    """[003:72,77]: a cancelled spy is still discarded and its player draws 1; the scouting
    refugee is discarded and its player draws 1 [003:86]. The spy then sees up to four cards of
    the force [003:66]: "a brawler, junk and two refugees: fight 2"."""
    tutor = start(lesson("recon"))
    tutor.attempt("cancel scouting_refugee")
    game = tutor.game
    view = game.view(0)
    assert len(view.hand) == 5
    assert "scouting_refugee" not in view.hand
    assert {"spy"} <= set(view.seats[1].discard)
    assert "scouting_refugee" in view.seats[0].discard
    tutor.attempt("spy 1:force")
    seen = [k for k in tutor.game.view(0).knowledge if k.zone == "1:force"]
    assert len(seen) == 1
    assert sorted(seen[0].cards) == ["brawler", "junk", "refugee", "refugee"]
    assert sum(_num(ROWS[k]["fight"]) or 0 for k in seen[0].cards) == 2


def test_the_snipes_lesson_cuts_the_dig_to_two_and_stops_the_draw() -> None:
    """RULINGS I-1, I-2: a strike answers a declared action before it resolves; the struck card is
    discarded and the rest goes on. "Seat 1's dig shrank from 4 to 2"; "seat 2 draws nothing"."""
    tutor = taken("snipes_while_gathering", 2)
    game = tutor.game
    dug = [e for e in game.log(0) if e.type is EventType.DUG and e.seat == 1]
    assert dug
    assert dug[-1].count == 2
    tutor.attempt("snipe 2:scout")
    drew = [e for e in tutor.game.log(0) if e.type is EventType.DREW and e.seat == 2 and e.round == 5]
    assert drew == []


# -- the rules the lessons state in so many words ---------------------------------------------------


def test_the_lessons_say_a_hand_is_five_cards_and_the_engine_deals_five() -> None:
    """[000:125]: each player draws 5 cards a round."""
    assert "Every round you draw 5 cards." in flat(lesson("trash").intro)
    assert "draws a hand of 5" in flat(lesson("rounds").intro)
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    assert all(len(game.zones()[f"{seat}:hand"]) == 5 for seat in range(3))


def test_the_lessons_give_the_two_player_rules_of_the_rulebook() -> None:
    """[000:111-116]: two fewer junkyard cards of each kind, no peek, people do not count, won by
    2 or it is a tie and the prize goes into the junkyard; RULINGS V-1 (the base kinds)."""
    intro = flat(lesson("skirmish").intro)
    assert "In a game of two nobody peeks and people do not count: a skirmish must be won by 2 or more" in intro
    three = Counter(c.kind for c in sc.Game.new(sc.GameConfig(players=3, seed=2)).zones()["junkyard"])
    two = Counter(c.kind for c in sc.Game.new(sc.GameConfig(players=2, seed=2)).zones()["junkyard"])
    # spears and shovels: one fewer starter each with 2 players than with 3, then 2 out
    assert {k: three[k] - two[k] for k in three} == {k: 2 - (1 if k in ("spear", "shovel") else 0) for k in three}


def test_the_lessons_count_the_contested_pile_as_the_game_timer() -> None:
    """RULINGS ED-2: the game lasts 2 + 14 rounds; lesson 7 is round 16, the last, with one
    contested resource left, and says "The game ends after the skirmish of the round in which the
    last contested resource is fought for"."""
    chosen = lesson("contested_and_scoring")
    assert "The game ends after the skirmish of the round in which the last contested resource" in flat(chosen.intro)
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    assert len(game.zones()["contested"]) == 14
    assert chosen.config.scenario is not None
    assert chosen.config.scenario["round"] == 2 + 14
    first = start(chosen)
    assert len(first.game.zones()["contested"]) == 1


@pytest.mark.parametrize("chosen", LESSONS, ids=[chosen.name for chosen in LESSONS])
def test_every_number_a_lesson_gives_for_a_card_is_that_cards(chosen: Lesson) -> None:
    """Where a lesson writes "a CARD digs/draws/hunts/fights N", "the CARD N" or "CARD (fight N)"
    of one card kind, N is its cards.tsv value (tools: their bonus)."""
    names = {row["name"].lower(): kind for kind, row in ROWS.items()}
    text = flat(" ".join([chosen.intro, chosen.summary, *(s.text for s in chosen.steps)]))
    # "the engineer with the shovel digs 4" is the pair's total: a card named after "with" is held
    pattern = re.compile(r"(?<!with )\b(?:a|the) ([a-z]+(?: [a-z]+)?) (digs|draws|hunts|fights|adds) (\d+)")
    checked = 0
    for name, verb, number in pattern.findall(text):
        kind = names.get(name)
        if kind is None:
            continue
        skill = {"digs": "dig", "draws": "draw", "hunts": "hunt", "fights": "fight"}.get(verb)
        row = ROWS[kind]
        if skill is None:  # "the shovel adds 2 ..."
            assert number in {row[f"plus_{s}"] for s in SKILLS}, (name, number)
        else:
            assert row[skill] == number or row[f"plus_{skill}"] == number, (name, verb, number)
        checked += 1
    for name, number in re.findall(r"\b([a-z]+) \(fight (\d+)\)", text):
        if name in names:
            assert ROWS[names[name]]["fight"] == number, (name, number)
            checked += 1
    if chosen.name in ("draw_and_dig", "tools", "rounds", "snipers_and_saboteurs", "contested_and_scoring"):
        assert checked, "the lesson names card numbers: the check must read some"


# -- what a lesson says a weaker move would have done is what the engine does -----------------------


def _settle(game: sc.Game, done: Callable[[sc.Game], bool]) -> None:
    """Every seat goes on (``continue``), passes, ends or commits nothing until ``done``."""
    for _ in range(40):
        if done(game) or game.over:
            return
        seat = game.to_act[0]
        legal = [str(a) for a in game.legal_actions(seat)]
        game.apply(seat, next((c for c in ("continue", "pass", "end", "commit none") if c in legal), legal[0]))


def _dug(game: sc.Game, seat: int) -> list[int]:
    return [e.count for e in game.log(0) if e.type is EventType.DUG and e.seat == seat]


@pytest.mark.parametrize(
    ("steps", "answer", "said", "digs"),
    [
        (0, "snipe 1:brawler", "seat 1 hands it to the scavenger and still digs 3", 3),
        (0, "snipe 1:scavenger", "the brawler keeps the shovel: still a dig of 3", 3),
        (0, "pass", "Then seat 1 digs 4", 4),
        (1, "snipe 1:brawler", "That takes only 1 more off a dig of 2", 1),
    ],
)
def test_a_strike_on_a_declared_dig_leaves_the_dig_the_snipes_lesson_says(
    steps: int, answer: str, said: str, digs: int
) -> None:
    """[000:464] after a snipe the tools go to the people left; [000:488] RULINGS I-2 the rest
    of the action goes on; a disarm takes the tool's whole bonus [000:302]. The lesson's answers
    to the other strikes name the dig that is left: the engine digs that many."""
    tutor = taken("snipes_while_gathering", steps)
    step = tutor.lesson.steps[steps]
    assert said in step.feedback_for(sc.parse_action(tutor.game, 0, answer), answer)
    game = tutor.game.clone()
    game.apply(0, answer)
    _settle(game, lambda g: bool(_dug(g, 1)))
    assert _dug(game, 1) == [digs]


def test_an_unanswered_draw_brings_seat_2_its_two_cards_as_the_snipes_lesson_says() -> None:
    """[000:210]: the scout draws 2; the lesson: "Then seat 2 draws 2 cards"."""
    tutor = taken("snipes_while_gathering", 2)
    assert "seat 2 draws 2 cards" in tutor.judge("pass").text
    game = tutor.game.clone()
    game.apply(0, "pass")
    _settle(game, lambda g: any(e.type is EventType.DREW and e.seat == 2 for e in g.log(0)))
    assert [e.count for e in game.log(0) if e.type is EventType.DREW and e.seat == 2] == [2]


def test_the_other_strikes_of_the_sniper_lesson_leave_the_fights_it_says() -> None:
    """[000:464-468]: sniping the scavenger only hands the grenade to the thugs, "still fight 6";
    passing after the snipe on the thugs keeps the saboteur fighting, "5 against seat 1's 4"."""
    tutor = taken("snipers_and_saboteurs", 2)
    assert "still fight 6" in tutor.judge("snipe 1:scavenger").text
    game = tutor.game.clone()
    game.apply(0, "snipe 1:scavenger")
    strength = game.view(0).seats[1].strength
    assert strength is not None
    assert strength.fight == 6
    tutor.attempt("snipe 1:thugs")
    assert "5 against seat 1's 4" in tutor.judge("pass").text
    game = tutor.game.clone()
    game.apply(0, "pass")
    _settle(game, lambda g: g.round > 5)
    fought = totals(game, 5)
    assert (fought[0][1], fought[1][1]) == (5, 4)


# -- hidden information in the lessons' API ---------------------------------------------------------


def test_a_face_down_force_stays_hidden_from_the_lessons_api_until_the_spy_looks(tmp_path: Path) -> None:
    """[000:158] a force is committed face down, only its size announced; [003:33,66] a spy's
    look is for its player alone, kept in her view (RULINGS X-2). The recon lesson's state, as the
    page gets it, names none of seat 1's four force cards (a brawler, a junk, two refugees: the
    junk is nowhere else in sight) before the spy, and names them after."""
    junk = re.compile(r"\bjunk\b", re.IGNORECASE)
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        before = client.get("/api/lessons/recon?step=1").json()
        after = client.get("/api/lessons/recon?step=2").json()
    for state in (before, after):
        for words in ("intro", "text", "said", "summary", "title"):  # the lesson's own words
            state.pop(words)
    assert before["view"]["seats"][1]["committed_count"] == 4
    assert not junk.search(json.dumps(before))
    seen = [k for k in after["view"]["knowledge"] if k["zone"] == "1:force"]
    assert sorted(seen[0]["cards"]) == ["brawler", "junk", "refugee", "refugee"]
    assert "You look at Seat 1's force: Brawler, Junk, 2x Refugee." in [e["text"] for e in after["log"]]


# -- the rules help's notation, typed where the help is read ----------------------------------------


def _rules_examples() -> list[str]:
    """The examples of the rules help's "Typing actions" table (the terminal's F1, the page's
    Rules), as printed."""
    text = rules_text()
    table = text[text.index("## Typing actions") : text.index("## Keys")]
    return [
        example
        for row in table.splitlines()
        if row.startswith("| ") and not row.startswith("| action |")
        for example in re.findall(r"`([^`]+)`", row.split(" | ")[1])
    ]


def test_every_notation_example_of_the_rules_help_is_read_by_the_engine_as_printed() -> None:
    """The page's notation box says "Or type an action (the notation in the rules)" and sends the
    text to the engine as typed; only the terminal tidies ``commit brawler+spear`` into cards
    (README: "the terminal game also reads" it). So every example the rules help prints must
    be notation the engine itself reads: its commit example was ``commit brawler+spear refugee``,
    which the page and the lessons' page answer with "Unknown card kind 'brawler+spear'"."""
    examples = _rules_examples()
    assert len(examples) > 35
    assert any(example.startswith("commit ") and example != "commit none" for example in examples)
    modules = frozenset(sc.hq_modules(4)) | {f"recon{n}" for n in range(1, 6)}
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=modules))
    for example in examples:
        try:
            sc.parse_action(game, game.to_act[0], example)
        except sc.IllegalAction:
            pass  # readable, only not allowed at this moment of this game
        except sc.InvalidAction as unreadable:
            pytest.fail(f"the rules help's example {example!r} is not notation the engine reads: {unreadable}")


def test_the_rules_helps_commit_example_is_read_by_the_lessons_page(tmp_path: Path) -> None:
    """Typed on the lessons' page at the skirmish lesson's commit (brawler, spear, two refugees and
    a junk in hand), the rules help's commit example is a commit the lesson weighs, not notation
    it cannot read."""
    example = next(e for e in _rules_examples() if e.startswith("commit ") and e != "commit none")
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        verdict = client.post("/api/lessons/skirmish/judge", json={"step": 1, "action": example}).json()
    assert verdict["verdict"] in ("other", "right"), verdict["text"]


# -- a lesson's table is one a real game reaches: no starting card lost without a trace ------------


@pytest.mark.parametrize("chosen", LESSONS, ids=[chosen.name for chosen in LESSONS])
def test_no_card_of_a_lessons_tribes_is_lost_without_a_trace(chosen: Lesson) -> None:
    """[000:95-107] every tribe starts with 4 refugees, 3 scavengers, a brawler, a spear and a
    shovel, the spare refugees go back in the box and the stacks for hire only shrink; only the
    Butcher, the Cannibal and the Fanatic take a card out of the game [000:656-658], none of them in
    a lesson (a sniped card is discarded, a trashed one lies in the junkyard [000:228]; RULINGS
    F-1). docs/learning.md: "The table is one a
    real game can reach in its round". A lesson that leaves a starting refugee or scavenger out of
    its tribe put it back in the box, or on the market stack, where no game can: the box holds no
    more than a fresh game's, and no stack for hire more than at the start."""
    config = chosen.config
    fresh = sc.Game.new(sc.GameConfig(players=config.players, modules=config.modules, seed=1)).zones()
    table = sc.Game.new(config).zones()

    def box(zones: Mapping[str, Sequence[Card]]) -> Counter[str]:
        return Counter(c.kind for c in zones["box"] if CATALOGUE[c.kind].type is not CardType.LEADER)

    assert box(table) - box(fresh) == Counter()
    for stack, cards in table.items():
        if stack.startswith("market:"):
            assert len(cards) <= len(fresh[stack]), stack
