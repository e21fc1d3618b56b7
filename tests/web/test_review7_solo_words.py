"""Review 7 in the browser (Debian's Chromium). The solo game's words: the web table counts a
solo game's turns wherever it counts rounds (the log, the last skirmish, the analysis chart), as
its status line and the terminal's log (T3) do [003:330] (RULINGS V-4); the market's note names
every way a hire is paid: the turn's food from a hunt, a garden or a leader, meds from the hand
(RULINGS R-13, H-8, L-5, L-6). At one screen, news hushed as the device passes waits whole for
its seat."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .conftest import ServerProcess
from .test_solo_audit7 import solo_server
from .test_web_browser import stacked_hotseat

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

__all__ = ["solo_server"]  # the fixture, shared with the solo game's audit


def test_a_solo_game_s_log_last_skirmish_and_chart_count_turns_and_the_market_says_what_pays_a_hire(
    solo_server: ServerProcess, page: Page
) -> None:
    page.goto(f"{solo_server.url}/game/fresh#token=my-token")
    page.wait_for_selector("button.action")
    how = page.inner_text("#market-how")
    for source in ("a hunt", "a garden", "your leader"):  # R-13, H-8, L-5, L-6
        assert source in how, how
    assert "medics" in how, how  # a medic pays 1 med

    page.goto(f"{solo_server.url}/game/done#token=my-token")
    page.wait_for_selector("#end-screen")
    lines = page.locator("#log .event").all_inner_texts()
    assert lines
    assert all(line.startswith("Turn ") for line in lines), lines[:3]
    heading = page.inner_text("#last-skirmish h3")
    assert heading.startswith("Skirmish of turn "), heading
    page.click("#end-screen #analyse")
    page.wait_for_selector("#analysis", timeout=60_000)
    chart = page.get_attribute("#chance-chart", "aria-label") or ""
    assert " in turn " in chart, chart
    assert " in round " not in chart, chart
    label = page.inner_text("#analysis figure")
    assert "turns 1-" in label, label
    assert "rounds" not in label, label


def test_at_one_screen_news_told_twice_before_it_is_said_waits_whole_when_the_device_passes(
    sqlite_url: str, page: Page
) -> None:
    """Two batches of news for the seat at the device, told before either is said (the page
    says what it was told together, once it settles), are both hushed when the cover comes up:
    she hears both when the device is hers again, not only the second."""
    players = [{"hand": ["scavenger", "net"]}, {"hand": ["scavenger", "net"]}]
    with stacked_hotseat(page, sqlite_url, players):
        heard = page.evaluate(
            """() => {
              const table = window.table;
              const seat = table.current();
              const s = seat.state;
              const names = s.players.map((p) => p.name);
              const before = seat.log.length;
              seat.heard = before;
              const news = (text) => seat.log.push({ type: "hunted", seat: 1 - s.seat, round: 1, text });
              news("Seat X hunts 1 food.");
              table.announce(seat, s, s.view, names);
              news("Seat X hunts 2 food.");
              table.announce(seat, s, s.view, names);
              table.hushFor();  // the cover comes up before the page said either
              return [before, seat.heard];
            }"""
        )
        assert heard[1] == heard[0], heard  # both batches wait for her next turn at the device
