"""A log whose lines follow its width when the window is resized."""

from __future__ import annotations

from typing import Any, Self

from rich.console import RenderableType
from textual.events import Resize
from textual.widgets import RichLog


class WrappingLog(RichLog):
    """A :class:`RichLog` whose lines are wrapped again at each new width. RichLog wraps a
    line once, at the width the log has when the line is written: once the window was made
    narrower the ends of the lines were cut off (read only by scrolling sideways), and once it
    was made wider they stayed narrow. At a new width every line is written again."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._written: list[RenderableType | object] = []
        self._wrapped_at: int | None = None

    def write(  # noqa: PLR0917  # RichLog.write's own parameters, positional as there
        self,
        content: RenderableType | object,
        width: int | None = None,
        expand: bool = False,
        shrink: bool = True,
        scroll_end: bool | None = None,
        animate: bool = False,
    ) -> Self:
        if self._size_known:  # else RichLog writes it again once its size is known
            self._written.append(content)
        return super().write(content, width, expand, shrink, scroll_end, animate)

    def clear(self) -> Self:
        self._written = []
        return super().clear()

    def on_resize(self, event: Resize) -> None:
        width = self.scrollable_content_region.width
        if not width or width == self._wrapped_at:
            return
        first = self._wrapped_at is None  # the lines written before are laid out by RichLog itself
        self._wrapped_at = width
        if first or not self._written:
            return
        written = self._written
        self.clear()
        for content in written:
            self.write(content)
