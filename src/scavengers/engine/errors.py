"""The two ways an action is refused. Both leave the game exactly as it was."""

from __future__ import annotations


class InvalidAction(ValueError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is malformed: unknown verb or card kind, bad seat, unreadable notation."""


class IllegalAction(ValueError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is well formed but the rules do not allow it now."""
