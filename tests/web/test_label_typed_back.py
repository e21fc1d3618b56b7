"""A choice's own label typed or pasted into the notation box is that choice, as the terminal
reads it (words22): a person who copies "Draw with Scout (draw 2)" from its button, in any
case or spacing, plays it; a label with a letter wrong goes to the game as notation, which says
to type the notation and changes nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from scavengers.storage import open_store

from .test_web_browser import stacked_hotseat, version

pytestmark = pytest.mark.slow  # a server and a browser


def test_a_choices_label_typed_back_plays_that_choice_and_a_misspelt_one_is_refused(
    sqlite_url: str, page: Page
) -> None:
    players = [{"hand": ["scout", "refugee"], "deck": ["refugee"] * 4}, {"hand": ["refugee"], "deck": ["refugee"]}]
    with stacked_hotseat(page, sqlite_url, players):
        label = page.inner_text('button.action[data-action="draw scout"]')
        assert label
        assert label != "draw scout"  # words for people, not the notation

        before = version(page)
        page.fill("#notation", label[:-1] + "X")  # a letter wrong: no choice has that label
        page.press("#notation", "Enter")
        page.wait_for_function("document.querySelector('#error').textContent !== ''")
        assert "type the notation" in page.inner_text("#error")
        assert version(page) == before

        page.fill("#notation", "  " + label.upper().replace(" ", "   ") + " ")
        page.press("#notation", "Enter")
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
    store = open_store(sqlite_url)
    try:
        stored = store.load_game("stacked")
    finally:
        store.close()
    assert stored is not None
    assert tuple(stored.actions[0]) == (0, "draw scout")  # then the reaction window's passes
