"""Shared helpers for the terminal app's tests: running an app under Textual's pilot and reading
what a panel shows."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from rich.console import Console
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input, Static


def run_app(app: App[Any], script: Callable[[Pilot[Any]], Awaitable[None]], size: tuple[int, int]) -> None:
    """Run ``app`` in a terminal of ``size`` (columns, rows) and play ``script`` on it."""

    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def panel_text(app: App[Any], selector: str) -> str:
    """What a panel shows, as plain text (a Rich renderable is printed)."""
    content = app.query_one(selector, Static).content
    if isinstance(content, str):
        return content
    console = Console(width=200, record=True)
    console.print(content)
    return console.export_text()


async def type_in(pilot: Pilot[Any], app: App[Any], text: str) -> None:
    """Type ``text`` on the app's command line and press Enter, as a person does."""
    command = app.query_one("#command", Input)
    command.value = text
    command.focus()
    await pilot.press("enter")
    await pilot.pause()
