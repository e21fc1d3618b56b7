"""A friend goes on playing her seat from another device (the review's point: her seat's token
lived only in the browser she sat down with, so a phone or the computer at home could not open
it). Her page shows her seat's own link behind "Another device"; opened in another browser it
opens her seat there, both devices play it, and it names nothing of another seat."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Page

from .conftest import ServerProcess, seat_token
from .test_online_audit6 import Browsers, browsers, hand, play, table_of_friends, version, waiting_on_people

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

__all__ = ["browsers"]  # the fixture, used by name


def device_link(page: Page) -> str:
    page.click("#device-button")
    page.wait_for_selector("#device-link")
    assert page.get_attribute("#device-button", "aria-expanded") == "true"
    return page.locator("#device-link").input_value()


def test_a_friend_opens_her_seat_on_another_device_by_its_own_link_and_plays_on_from_both(
    server: ServerProcess, browsers: Browsers
) -> None:
    ann, bob = browsers.new(), browsers.new()
    game_id, sent = table_of_friends(server.url, ann, bob)
    play(server.url, game_id, {0: ann, 1: bob}, 4)
    waiting_on_people(server.url, game_id, {0: ann, 1: bob})
    link = device_link(bob)
    token = seat_token(bob, game_id)
    # Her seat's token now, not the link she was sent (that one stopped working when she sat down).
    assert link == f"{server.url}/game/{game_id}#token={token}&again"
    assert token != sent.split("#token=")[1]
    # Ann's page offers her own seat's link only: never Bob's.
    assert token not in ann.content()
    assert device_link(ann).endswith(f"#token={seat_token(ann, game_id)}&again")

    phone = browsers.new()  # another browser: nothing of Bob's is stored in it
    phone.goto(link)
    phone.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    assert hand(phone) == hand(bob)
    assert version(phone) == version(bob)
    # Opening it did not sit her down again: the computer's token still opens the seat.
    assert seat_token(phone, game_id) == token
    mine = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    assert mine["seat"] == 1

    # She plays from the phone; the computer follows, and plays on too.
    play(server.url, game_id, {0: ann, 1: phone}, 3)
    shown = waiting_on_people(server.url, game_id, {0: ann, 1: phone})
    bob.wait_for_function("v => Number(document.querySelector('#status').dataset.version) >= v", arg=shown["version"])
    assert hand(bob) == hand(phone)
    play(server.url, game_id, {0: ann, 1: bob}, 3)


def test_a_hotseat_device_and_a_watcher_have_no_seat_link_to_give(server: ServerProcess, browsers: Browsers) -> None:
    ann, bob = browsers.new(), browsers.new()
    game_id, _ = table_of_friends(server.url, ann, bob)
    watcher = browsers.new()
    watcher.goto(f"{server.url}/game/{game_id}")
    watcher.wait_for_selector("#status >> text=You are watching")
    assert watcher.locator("#device-button").is_hidden()
    # The button hides the link again.
    device_link(bob)
    bob.click("#device-button")
    bob.wait_for_selector("#device-link", state="detached")
    assert bob.get_attribute("#device-button", "aria-expanded") == "false"


def test_her_seats_link_opened_on_another_device_never_sits_her_down_again_there(
    server: ServerProcess, browsers: Browsers
) -> None:
    """A seat nobody has sat down at yet (a game made through the API): its own link opened on
    another device plays it there without asking a name, as sitting down would give the seat a
    new token and the first device would lose it."""
    made = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 5}).json()
    token = made["seats"][0]["token"]
    computer = browsers.new()
    computer.goto(f"{server.url}/game/{made['id']}#token={token}")
    computer.wait_for_selector("#seat-name")  # asked her name there: she has not sat down yet
    link = device_link(computer)
    phone = browsers.new()
    phone.goto(link)
    phone.wait_for_selector("#status >> text=You are Seat 0")
    phone.wait_for_load_state("networkidle")  # the lobby's line, which asking her name follows, is read
    assert phone.locator("#seat-name").count() == 0
    assert seat_token(phone, made["id"]) == token
    assert httpx.get(f"{server.url}/api/games/{made['id']}", params={"token": token}).json()["seat"] == 0
