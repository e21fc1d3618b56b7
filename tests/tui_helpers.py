"""Shared helpers for the terminal app's tests: running an app under Textual's pilot and reading
what a panel shows."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from rich.console import Console
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input, OptionList, RichLog, Static


def run_app(app: App[Any], script: Callable[[Pilot[Any]], Awaitable[None]], size: tuple[int, int]) -> None:
    """Run ``app`` in a terminal of ``size`` (columns, rows) and play ``script`` on it."""

    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def plain(widget: Static) -> str:
    """What a panel or label shows, as plain text (a Rich renderable is printed)."""
    content = widget.content
    if isinstance(content, str):
        return content
    console = Console(width=200, record=True)
    console.print(content)
    return console.export_text()


def panel_text(app: App[Any], selector: str) -> str:
    """What the panel ``selector`` shows, as plain text."""
    return plain(app.query_one(selector, Static))


def screen_words(screen: Screen[Any]) -> str:
    """Every text a screen shows: its panels and labels, the lists' lines, the log, the command line."""
    words = [plain(w) for w in screen.query(Static)]
    for options in screen.query(OptionList):
        words += [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    words += [line.text for log in screen.query(RichLog) for line in log.lines]
    words += [field.value for field in screen.query(Input)]
    return "\n".join(words)


async def until(pilot: Pilot[Any], done: Callable[[], bool], what: str) -> None:
    """Wait on the event loop (never on a clock compared) until ``done()``."""
    for _ in range(2000):
        if done():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never: {what}")


async def type_in(pilot: Pilot[Any], app: App[Any], text: str) -> None:
    """Type ``text`` on the app's command line and press Enter, as a person does."""
    command = app.query_one("#command", Input)
    command.value = text
    command.focus()
    await pilot.press("enter")
    await pilot.pause()
