"""Review of session 6: a chat line the server took comes back to nobody's box."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import Browser, Page

from .conftest import ServerProcess

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`


@pytest.fixture
def people(browser: Browser) -> Iterator[list[Page]]:
    contexts = [browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True) for _ in range(2)]
    errors: list[str] = []
    pages = []
    for context in contexts:
        context.set_default_timeout(60_000)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        pages.append(page)
    yield pages
    for context in contexts:
        context.close()
    assert errors == []


def test_a_chat_line_the_server_cleaned_is_heard_and_not_put_back_after_a_reconnection(
    server: ServerProcess, people: list[Page]
) -> None:
    """A line with a character the server leaves out (a zero-width joiner, as in many emoji: the
    server keeps no control or format character) was taken and shown to everyone; it was never
    matched as heard, so at the next reconnection (a server restart, a phone waking) it came back
    to her box as "not sent", and Enter said it a second time."""
    base = server.url
    created = httpx.post(f"{base}/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
    ann, bob = people
    for page, seat in ((ann, 0), (bob, 1)):
        page.goto(created["seats"][seat]["url"])
        page.wait_for_selector("#chat-input")
        page.wait_for_selector("#conn >> text=connected")
    bob.fill("#chat-input", "good game\u200d!")
    bob.press("#chat-input", "Enter")
    ann.wait_for_selector(".chat-line >> text=good game!")
    bob.wait_for_selector(".chat-line >> text=good game!")
    server.kill()
    bob.wait_for_selector("#conn >> text=reconnecting")
    server.start()
    bob.wait_for_selector("#conn >> text=connected")
    # A line said after the reconnection: once Bob's page shows it, it has read the state its
    # new connection began with (the same socket, in order).
    httpx.post(f"{base}/api/games/{created['id']}/chat", json={"token": created["seats"][0]["token"], "text": "again?"})
    bob.wait_for_selector(".chat-line >> text=again?")
    assert bob.input_value("#chat-input") == ""
    assert bob.inner_text("#chat-error") == ""
    lines = [c["text"] for c in httpx.get(f"{base}/api/games/{created['id']}").json()["chat"]]
    assert lines == ["good game!", "again?"]
