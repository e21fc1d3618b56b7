"""Audit (tutor22): a newcomer who has never played learns the game in the browser, as README.md
and docs/learning.md ("In the browser") say: "Learn to play" in the lobby, every lesson from its
first step to its last in Debian's Chromium, answered right and then wrong as a newcomer would
(a legal move the lesson did not ask for, a typo, a click on a card that does nothing, the back
button, a reload, two tabs), what the page says (the rules by the rulebooks, the cards by
cards.tsv, no "undefined" or traceback, no console error), the keyboard alone, a phone's screen,
and then the way on: a first game against bots."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, ViewportSize, expect

from scavengers.lessons.lesson import Lesson, builtin_lessons

from .conftest import ServerProcess

expect.set_options(timeout=60_000)  # as the page fixture's waits: a loaded machine is slow

pytestmark = pytest.mark.slow

LESSONS = builtin_lessons()
NAMES = [lesson.name for lesson in LESSONS]
BAD_WORDS = re.compile(r"\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|Traceback|Error:")
"""What a person must never read on the page."""
PHONE: ViewportSize = {"width": 360, "height": 740}


def lesson(name: str) -> Lesson:
    return next(each for each in LESSONS if each.name == name)


def words(text: str) -> str:
    """A lesson's text as the page shows it: line breaks joined into one paragraph."""
    return " ".join(text.split())


PRINTED: dict[str, list[str]] = {
    "refugee": ["dig 0", "hunt 0"],
    "scavenger": ["dig 1", "draw 1", "hunt 1", "fight 1"],
    "brawler": ["dig 1", "fight 2"],
    "hunter": ["hunt 2", "fight 1"],
    "saboteur": ["dig 1", "fight 1"],
    "scout": ["draw 2", "fight 2"],
    "group_leaders": ["+2 dig", "+2 draw", "+2 hunt", "+2 fight"],
    "sniper_team": [],
    "thugs": ["dig 1", "fight 3"],
    "junk": [],
    "multitool": ["+1 dig", "+1 hunt", "+1 fight"],
    "net": ["+2 hunt", "+1 fight"],
    "spear": ["+1 hunt", "+2 fight"],
    "pickaxe": ["+1 dig", "+2 fight"],
    "shovel": ["+2 dig", "+1 fight"],
    "medkit": ["2 meds"],
    "pills": ["1 meds"],
    "wolf_pack": ["+3 hunt", "+2 fight"],
    "grenade": ["+3 fight"],
    "sled_team": ["draw 2", "fight 1"],
    "field_crew": ["dig 2", "hunt 2", "fight 2"],
    "tribe_family_3": ["hunt 0", "fight 0"],
    "tribe_family_4": ["hunt 0", "fight 0"],
    "tribe_family_5": ["hunt 0", "fight 0"],
    "medic": ["draw 1", "1 meds"],
    "engineer": ["dig 2", "draw 1"],
    "rifle": ["+2 hunt", "+2 fight"],
    "toolkit": ["+2 dig"],
    "bunker": [],
    "armory": [],
    "pharmacy": [],
    "hydroponic_gardens": [],
    "leader_butcher": [],
    "leader_cannibal": [],
    "leader_excavator": [],
    "leader_fanatic": [],
    "leader_gangster": [],
    "leader_mentor": [],
    "leader_organizer": [],
    "leader_peacemaker": [],
    "leader_ranger": [],
    "leader_sergeant_at_arms": [],
    "gang_gearheads": [],
    "gang_pharmers": [],
    "gang_masons": [],
    "scouting_refugee": ["+1 dig", "+1 hunt", "+1 fight"],
    "hardy_scavenger": ["dig 1", "draw 0", "hunt 1", "fight 0"],
    "assassin": ["draw 1"],
    "courier": ["draw 3", "+1 fight"],
    "drill_sergeant": ["dig 2", "fight 1"],
    "guard": ["fight 2"],
    "provocateur": ["draw 1", "fight 1"],
    "rogue": ["draw 1", "fight 1"],
    "tinker": ["+1 dig", "+1 hunt", "+1 fight"],
    "spy": ["+2 fight"],
    "scrappers": ["dig 3", "fight 2"],
    "binoculars": ["hunt 1"],
    "map": [],
    "cargo_sled": ["+2 dig", "+2 hunt"],
    "combat_medics": ["draw 1", "fight 1", "2 meds"],
    "demolition_team": ["dig 2", "fight 2"],
    "tear_gas": [],
    "tribal_hunters_2": ["hunt 1", "fight 0"],
    "tribal_hunters_3": ["hunt 1", "fight 1"],
    "tribal_hunters_4": ["hunt 2", "fight 1"],
    "portable_decoys": [],
    "scout_tower": [],
    "leader_swindler": [],
    "leader_yardmaster": [],
    "gang_humanitarians": [],
}
"""Each card's printed numbers, from shared/cards.tsv (its dig/draw/hunt/fight, plus_* and meds
columns), as a card's face titles them: "dig 1", "+2 dig", "1 meds"."""


def state(server: ServerProcess, name: str, step: int) -> dict[str, Any]:
    answer: dict[str, Any] = httpx.get(f"{server.url}/api/lessons/{name}", params={"step": step}).json()
    return answer


def judge(server: ServerProcess, name: str, step: int, action: str) -> dict[str, Any]:
    response = httpx.post(f"{server.url}/api/lessons/{name}/judge", json={"step": step, "action": action})
    answer: dict[str, Any] = response.json()
    return answer


def typo(action: str) -> str:
    """The action with its verb's second letter left out ("daw scout")."""
    verb, _, rest = action.partition(" ")
    return f"{verb[0]}{verb[2:]} {rest}".strip()


def hand(page: Page) -> list[str]:
    kinds: list[str] = page.locator("#hand .card").evaluate_all("ns => ns.map(n => n.dataset.kind)")
    return kinds


def page_text(page: Page) -> str:
    text: str = page.evaluate("document.body.innerText")
    return text


def assert_clean(page: Page) -> None:
    """Nothing on the page reads "undefined", "null", "NaN", "[object Object]" or a traceback."""
    found = BAD_WORDS.findall(page_text(page))
    assert found == [], found


def console_errors(page: Page) -> list[str]:
    """The browser console's errors from now on (a list that fills as the page runs)."""
    errors: list[str] = []

    def heard(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", heard)
    return errors


def open_lesson(page: Page, server: ServerProcess, name: str) -> None:
    page.goto(f"{server.url}/learn/{name}")
    expect(page.locator("#lesson")).to_have_attribute("data-step", "0")
    expect(page.locator("#lesson-step")).to_be_visible()


def type_action(page: Page, action: str) -> None:
    page.fill("#notation", action)
    page.press("#notation", "Enter")


def at_step(page: Page, step: int) -> None:
    expect(page.locator("#lesson")).to_have_attribute("data-step", str(step))


def no_sideways_scroll(page: Page) -> None:
    page.wait_for_function("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A phone-sized page (touch, 360 px wide); the test fails if the page threw an error."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, bypass_csp=True)
    context.set_default_timeout(60_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


# Every lesson, first step to last: a typo and a legal move not asked for are answered in words
# and change nothing; the right move goes on; the summary and the way on at the end.


@pytest.mark.parametrize("name", NAMES)
def test_every_lesson_from_its_first_step_to_its_last_answering_wrong_then_right(
    server: ServerProcess, page: Page, name: str
) -> None:
    taught = lesson(name)
    errors = console_errors(page)
    open_lesson(page, server, name)
    place = NAMES.index(name)
    expect(page.locator("#lesson h2")).to_have_text(f"Lesson {place + 1} of {len(NAMES)}: {taught.title}")
    expect(page.locator("#lesson p.muted")).to_have_text(words(taught.intro))
    for number, step in enumerate(taught.steps):
        at_step(page, number)
        expect(page.locator("#lesson-step")).to_have_text(
            f"Step {number + 1} of {len(taught.steps)}: {words(step.text)}"
        )
        expect(page.locator("button.action").first).to_be_visible()
        assert_clean(page)
        before = hand(page)
        expected = str(step.expect)
        # a typo: answered, in words, and nothing moves; the typed text stays to be mended
        mistyped = typo(expected)
        type_action(page, mistyped)
        feedback = page.locator('#lesson-feedback[data-verdict="unreadable"]')
        expect(feedback).to_be_visible()
        assert len(feedback.inner_text().split()) >= 3
        assert page.input_value("#notation") == mistyped
        at_step(page, number)
        assert hand(page) == before
        # a legal move the lesson did not ask for: answered (why it is weaker, or why the rules
        # do not allow it), and nothing moves
        legal = state(server, name, number)["legal_actions"]
        shown = page.locator("button.action:visible").evaluate_all("ns => ns.map(n => n.dataset.action)")
        others = [a for a in shown if a in legal and judge(server, name, number, a)["verdict"] != "right"]
        if others:
            page.locator(f'button.action:visible[data-action="{others[-1]}"]').first.click()
            feedback = page.locator("#lesson-feedback")
            expect(feedback).to_have_attribute("data-verdict", re.compile("other|refused"))
            expect(feedback).not_to_have_text("")
            at_step(page, number)
            assert hand(page) == before
        # the right move: the lesson goes on, with its words for it
        type_action(page, expected)
        if number + 1 < len(taught.steps):
            at_step(page, number + 1)
        expect(page.locator('#lesson-feedback[data-verdict="right"]')).to_have_text(
            words(step.right) or re.compile(".+")
        )
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    expect(page.locator("#lesson-summary p")).to_have_text(words(taught.summary))
    expect(page.locator("#turn-line")).to_have_text("Lesson done.")
    if place + 1 < len(LESSONS):
        expect(page.locator("#next-lesson")).to_have_text(f"Next: {LESSONS[place + 1].title}")
    assert_clean(page)
    assert errors == []


def test_learn_to_play_in_the_lobby_lists_every_lesson_in_order(server: ServerProcess, page: Page) -> None:
    # README: "scavengers serve, then Learn to play in the lobby"; docs/learning.md's table of 12.
    page.goto(server.url)
    page.click("#learn-link")
    expect(page.locator(".lesson-list li")).to_have_count(len(LESSONS))
    assert page.locator(".lesson-list li a").all_inner_texts() == [each.title for each in LESSONS]
    assert page.locator(".lesson-list li.done").count() == 0  # a newcomer has done none
    assert_clean(page)


def test_a_lesson_done_is_remembered_by_the_browser_across_a_reload(server: ServerProcess, page: Page) -> None:
    # docs/learning.md: "The lessons you have done are remembered by your browser."
    open_lesson(page, server, "trash")
    type_action(page, "trash junk junk junk")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    page.goto(f"{server.url}/learn")
    expect(page.locator('.lesson-list li.done[data-lesson="trash"]')).to_have_text(f"{lesson('trash').title} (done)")
    page.reload()
    expect(page.locator('.lesson-list li.done[data-lesson="trash"]')).to_be_visible()
    assert page.locator(".lesson-list li.done").count() == 1


def test_a_reload_in_the_middle_of_a_lesson_takes_it_up_at_its_step(server: ServerProcess, page: Page) -> None:
    # A newcomer who reloads halfway loses nothing: the step she was at comes back.
    errors = console_errors(page)
    open_lesson(page, server, "draw_and_dig")
    type_action(page, "draw scout")
    at_step(page, 1)
    page.reload()
    at_step(page, 1)
    expect(page.locator("#lesson-step")).to_contain_text("Step 2 of 3")
    assert sorted(hand(page)) == ["brawler", "junk", "junk", "pills", "scavenger", "shovel"]
    type_action(page, "dig brawler+shovel scavenger")
    at_step(page, 2)
    # coming to the lesson anew (from the list) starts it from its first step
    page.goto(f"{server.url}/learn")
    page.click('.lesson-list li[data-lesson="draw_and_dig"] a')
    at_step(page, 0)
    expect(page.locator("#lesson-step")).to_contain_text("Step 1 of 3")
    assert errors == []


def test_take_it_again_then_a_reload_starts_from_the_first_step(server: ServerProcess, page: Page) -> None:
    open_lesson(page, server, "trash")
    type_action(page, "trash junk junk junk")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    page.click("#lesson-again")
    at_step(page, 0)
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "no")
    page.reload()
    at_step(page, 0)
    expect(page.locator("#lesson-step")).to_contain_text("Step 1 of 1")


def test_the_back_button_leaves_the_lesson_for_the_list_and_forward_starts_it_anew(
    server: ServerProcess, page: Page
) -> None:
    errors = console_errors(page)
    page.goto(f"{server.url}/learn")
    page.click('.lesson-list li[data-lesson="hiring"] a')
    at_step(page, 0)
    type_action(page, "hunt scavenger+spear")
    at_step(page, 1)
    page.go_back()
    expect(page.locator(".lesson-list li")).to_have_count(len(LESSONS))
    assert page.locator('.lesson-list li.done[data-lesson="hiring"]').count() == 0  # not done: not marked
    page.go_forward()
    at_step(page, 0)
    expect(page.locator("#lesson-step")).to_contain_text("Step 1 of 2")
    assert_clean(page)
    assert errors == []


def test_two_tabs_on_one_lesson_each_keep_their_own_step(server: ServerProcess, page: Page) -> None:
    other = page.context.new_page()
    open_lesson(page, server, "hiring")
    open_lesson(other, server, "hiring")
    type_action(page, "hunt scavenger+spear")
    at_step(page, 1)
    at_step(other, 0)  # the other tab is where it was
    type_action(other, "hire scout pay pills")  # step 2's move, in a tab at step 1: answered
    expect(other.locator("#lesson-feedback")).to_have_attribute("data-verdict", re.compile("other|refused"))
    at_step(other, 0)
    other.reload()  # each tab takes up its own step
    at_step(other, 0)
    page.reload()
    at_step(page, 1)
    type_action(page, "hire scout pay pills")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    other.goto(f"{server.url}/learn")  # done in one tab: done in the other
    expect(other.locator('.lesson-list li.done[data-lesson="hiring"]')).to_be_visible()


def test_a_click_on_a_card_that_does_nothing_changes_nothing(server: ServerProcess, page: Page) -> None:
    errors = console_errors(page)
    open_lesson(page, server, "draw_and_dig")
    before = hand(page)
    for card in ('#market .card.face[data-kind="scavenger"]', "#market .card.face", "#tribes .tribe .card"):
        page.locator(card).first.click()
    expect(page.locator("#lesson-feedback")).to_have_count(0)  # nothing judged
    at_step(page, 0)
    assert hand(page) == before
    assert page.locator("#hand .card.selected").count() == 0
    assert page.locator("button.action:visible").first.inner_text() == "End your turn"
    assert errors == []


def test_a_tool_alone_cannot_dig_and_the_refusal_says_why_in_words(server: ServerProcess, page: Page) -> None:
    # [000:204] a dig counts the dig numbers of the cards played; [000:222] tools are assigned
    # to people: a shovel picked alone offers no dig, and "dig shovel" is refused in words.
    open_lesson(page, server, "draw_and_dig")
    page.click('#hand .card[data-kind="shovel"]')
    expect(page.locator('#hand .card.selected[data-kind="shovel"]')).to_have_count(1)
    expect(page.locator('button.action:visible[data-action="trash shovel"]')).to_have_count(1)
    assert page.locator('button.action:visible[data-action^="dig"]').count() == 0
    type_action(page, "hunt shovel")  # the engine's own refusal
    expect(page.locator('#lesson-feedback[data-verdict="refused"]')).to_contain_text("no one to use it")
    at_step(page, 0)
    type_action(page, "dig shovel")  # the step's own words: no one in her hand can dig yet
    expect(page.locator('#lesson-feedback[data-verdict="refused"]')).to_contain_text("no one in your hand can dig yet")
    at_step(page, 0)
    type_action(page, "draw scout")
    at_step(page, 1)
    type_action(page, "dig shovel")  # the lesson's own words for this common mistake
    feedback = page.locator('#lesson-feedback[data-verdict="refused"]')
    expect(feedback).to_have_text("Not allowed. A tool cannot dig by itself: it needs a person to hold it.")
    at_step(page, 1)


def test_keyboard_alone_tab_to_a_choice_and_enter_takes_it(server: ServerProcess, page: Page) -> None:
    open_lesson(page, server, "draw_and_dig")
    page.locator("body").focus()
    for _ in range(120):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.action || ''") == "draw scout":
            break
    assert page.evaluate("document.activeElement.dataset.action") == "draw scout"
    page.keyboard.press("Enter")
    at_step(page, 1)
    page.focus("#notation")
    page.keyboard.type("dig brawler+shovel scavenger")
    page.keyboard.press("Enter")
    at_step(page, 2)


def test_keyboard_alone_escape_closes_the_rules_and_gives_the_focus_back(server: ServerProcess, page: Page) -> None:
    open_lesson(page, server, "tools")
    page.focus("#rules-button")
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    page.wait_for_function("document.activeElement.id === 'rules-button'")
    at_step(page, 0)


@pytest.mark.parametrize("name", NAMES)
def test_a_lesson_on_a_phones_screen_needs_no_sideways_scrolling(server: ServerProcess, phone: Page, name: str) -> None:
    open_lesson(phone, server, name)
    no_sideways_scroll(phone)
    for part in ("#lesson-step", "#lesson h2", "button.action >> nth=0", "#notation"):
        box = phone.locator(part).first.bounding_box()
        assert box is not None
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= PHONE["width"] + 0.5, part
    assert_clean(phone)


def test_every_card_shown_in_every_lesson_has_its_printed_numbers(server: ServerProcess, page: Page) -> None:
    # cards.tsv: each card's dig/draw/hunt/fight, its tool bonuses and its meds.
    for name in NAMES:
        open_lesson(page, server, name)
        cards = page.locator(".card.face[data-kind]").evaluate_all(
            "ns => ns.map(n => [n.dataset.kind, [...n.querySelectorAll('.c-skills .sk')].map(s => s.title)])"
        )
        assert cards
        for kind, titles in cards:
            assert set(titles) == set(PRINTED[kind]), (name, kind)


def test_lesson_rules_two_players_are_the_rulebooks(server: ServerProcess, page: Page) -> None:
    # [000:111-116] with two players: two fewer of each junkyard card, no peeking, the people in
    # a force are no longer relevant, and a skirmish must be won by 2 or it is a tie.
    open_lesson(page, server, "two_players")
    intro = page.inner_text("#lesson p.muted")
    assert "two fewer cards of each kind" in intro
    assert "Nobody peeks at the contested resources" in intro
    assert "The people in a force never break a tie" in intro
    assert "won only by 2 or more" in intro


def test_lesson_rules_one_action_of_each_kind_a_round(server: ServerProcess, page: Page) -> None:
    # [000:185] "A player may only perform a given action ... once per round".
    open_lesson(page, server, "draw_and_dig")
    assert "each kind of action only once a round" in page.inner_text("#lesson p.muted")
    type_action(page, "draw scout")
    at_step(page, 1)
    expect(page.locator('button.action:visible[data-action^="draw"]')).to_have_count(0)  # drawn once


def test_after_the_last_lesson_the_way_on_is_a_first_game_against_bots(server: ServerProcess, page: Page) -> None:
    errors = console_errors(page)
    last = LESSONS[-1]
    open_lesson(page, server, last.name)
    for number, step in enumerate(last.steps):
        at_step(page, number)
        type_action(page, str(step.expect))
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    onward = page.locator("#next-lesson")
    expect(onward).to_have_text("Next: a game against bots, in the lobby")
    onward.click()
    create = page.locator("#create")
    expect(create).to_be_visible()
    # the lobby's new game: you in seat 0, the others bots
    assert page.locator(".seat-kind").evaluate_all("ns => ns.map(n => n.value)") == [
        "human",
        "heuristic",
        "heuristic",
        "heuristic",
    ]
    create.click()
    page.wait_for_url(re.compile(r"/game/"))
    expect(page.locator("#hand .card").first).to_be_visible()
    expect(page.locator("button.action").first).to_be_visible()
    assert_clean(page)
    assert errors == []


def test_a_pasted_action_far_too_long_is_answered_in_words_and_changes_nothing(
    server: ServerProcess, page: Page
) -> None:
    open_lesson(page, server, "tools")
    type_action(page, "hunt scavenger+net " * 200)
    feedback = page.locator("#lesson-feedback")
    expect(feedback).to_have_attribute("data-verdict", "refused")
    expect(feedback).to_contain_text("too long")
    at_step(page, 0)
    assert_clean(page)
    type_action(page, "hunt scavenger+net refugee+spear")  # mended, it goes on
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")


def test_a_move_typed_in_capitals_with_spaces_is_read_as_the_notation(server: ServerProcess, page: Page) -> None:
    # docs/learning.md: "any grouping of the same cards matches"; a newcomer types as she likes.
    open_lesson(page, server, "tools")
    type_action(page, "  Hunt  Refugee+Spear   Scavenger+Net ")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    expect(page.locator('#lesson-feedback[data-verdict="right"]')).to_contain_text("A hunt of 4")


def test_keyboard_alone_the_lesson_done_offers_next_and_take_it_again(server: ServerProcess, page: Page) -> None:
    open_lesson(page, server, "trash")
    page.focus("#notation")
    page.keyboard.type("trash junk junk junk")
    page.keyboard.press("Enter")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    page.focus("#lesson-again")
    page.keyboard.press("Enter")
    at_step(page, 0)
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "no")
    page.focus("#notation")
    page.keyboard.type("trash junk junk junk")
    page.keyboard.press("Enter")
    expect(page.locator("#lesson")).to_have_attribute("data-complete", "yes")
    page.focus("#next-lesson")
    page.keyboard.press("Enter")
    page.wait_for_url(f"{server.url}/learn/{LESSONS[NAMES.index('trash') + 1].name}")
    at_step(page, 0)


def test_on_a_phone_a_card_tapped_shows_its_text_and_escape_closes_it(server: ServerProcess, phone: Page) -> None:
    open_lesson(phone, server, "draw_and_dig")
    phone.locator('#market .card.face[data-kind="scout"]').first.tap()
    sheet = phone.locator("#card-detail.sheet")
    expect(sheet).to_be_visible()
    expect(sheet.locator("h3")).to_have_text("Scout")
    phone.keyboard.press("Escape")
    expect(phone.locator("#card-detail")).to_be_hidden()
    at_step(phone, 0)


def test_on_a_phone_a_lesson_done_and_its_way_on_fit_the_screen(server: ServerProcess, phone: Page) -> None:
    last = LESSONS[-1]
    open_lesson(phone, server, last.name)
    for number, step in enumerate(last.steps):
        at_step(phone, number)
        type_action(phone, str(step.expect))
    expect(phone.locator("#lesson")).to_have_attribute("data-complete", "yes")
    no_sideways_scroll(phone)
    for part in ("#lesson-summary p", "#next-lesson", "#lesson-again"):
        box = phone.locator(part).bounding_box()
        assert box is not None
        assert box["x"] + box["width"] <= PHONE["width"] + 0.5, part
    phone.goto(f"{server.url}/learn")
    expect(phone.locator(".lesson-list li")).to_have_count(len(LESSONS))
    no_sideways_scroll(phone)


def test_lesson_rules_the_skirmish_from_round_3_ties_broken_by_people(server: ServerProcess, page: Page) -> None:
    # [000:126,150] from the third round the initiator peeks at the top contested card;
    # [000:134,146] no skirmish in the first two rounds; [000:274] a tie goes to the most people,
    # and a deadlock sends the prize into the junkyard.
    open_lesson(page, server, "skirmish")
    intro = page.inner_text("#lesson p.muted")
    assert "From round 3 every round ends in a skirmish" in intro
    assert "The initiator (you, this round) has peeked at it" in intro
    assert "If the fights tie, the force with more people wins" in intro
    assert "if the people tie too, nobody wins and the prize goes into the junkyard" in intro
    # the peek is the top card (the lesson's contested pile, top first) and hers alone
    peeked = page.locator('#mine :has(> h3:text-is("You peeked at the contested resource")) .card.face')
    expect(peeked).to_have_count(1)
    assert peeked.get_attribute("data-kind") == "field_crew"
    assert page.locator("#tribes .tribe .card.face").count() == 0


def test_lesson_rules_a_round_the_initiator_card_stays_through_round_3(server: ServerProcess, page: Page) -> None:
    # [000:146] "The initiator card remains with the first player for rounds 1-3. Thereafter, it
    # moves to the initiator's left"; [000:124-125] a hand of 5 is drawn each round.
    open_lesson(page, server, "rounds")
    intro = page.inner_text("#lesson p.muted")
    assert "The first player keeps the initiator card for rounds 1 to 3" in intro
    assert "Each player draws a hand of 5 from her deck" in intro
    assert len(hand(page)) == 5


@pytest.mark.parametrize("address", ["/learn/juggling", "/learn/13", "/learn/0", "/learn/Tools"])
def test_a_mistyped_lesson_address_says_so_and_leads_to_the_lessons(
    server: ServerProcess, page: Page, address: str
) -> None:
    errors = console_errors(page)
    page.goto(f"{server.url}{address}")
    expect(page.locator("#not-found h2")).to_have_text("There is no such lesson")
    expect(page).to_have_title("There is no such lesson · Arctic Scavengers")
    page.click("#all-lessons")
    expect(page.locator(".lesson-list li")).to_have_count(len(LESSONS))
    assert_clean(page)
    assert errors == []  # found out here, not by a request the server refuses


def test_a_lesson_by_number_is_that_lesson_and_a_reload_keeps_its_step(server: ServerProcess, page: Page) -> None:
    # docs/learning.md: "scavengers learn 5: a lesson by number"; the browser's /learn/5 alike.
    page.goto(f"{server.url}/learn/3")
    at_step(page, 0)
    expect(page.locator("#lesson h2")).to_have_text(f"Lesson 3 of {len(LESSONS)}: {LESSONS[2].title}")
    type_action(page, str(LESSONS[2].steps[0].expect))
    at_step(page, 1)
    page.reload()
    at_step(page, 1)
    page.goto(f"{server.url}/learn/{LESSONS[2].name}/")  # a trailing slash: the same lesson
    at_step(page, 0)
    expect(page.locator("#lesson h2")).to_have_text(f"Lesson 3 of {len(LESSONS)}: {LESSONS[2].title}")


def test_keyboard_alone_a_wrong_choice_keeps_the_focus_on_the_choices(server: ServerProcess, page: Page) -> None:
    # Enter on a wrong choice: answered, and the keyboard stays where it was, to try the next.
    open_lesson(page, server, "draw_and_dig")
    page.focus('button.action[data-action="end"]')
    page.keyboard.press("Enter")
    expect(page.locator('#lesson-feedback[data-verdict="other"]')).to_be_visible()
    page.wait_for_function("document.activeElement.dataset.action === 'end'")
    page.keyboard.press("Tab")
    page.wait_for_function("document.activeElement.dataset.action === 'draw scout'")
    page.keyboard.press("Enter")
    at_step(page, 1)
