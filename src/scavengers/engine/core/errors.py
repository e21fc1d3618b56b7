"""The two ways an action is refused. Both leave the game exactly as it was.

Messages are for people: the engine's code cites the rulebook lines and the project's ruling
IDs it implements, but a message says the rule in words, and any such citation written into one
is taken out (a player cannot look them up).
"""

from __future__ import annotations

import re

_CITATION = re.compile(
    r"\s*\((?:RULINGS |rulings? )?[A-Z]{1,2}-\d+(?:(?:\.\.|, ?)[A-Z]{1,2}-\d+)*\)"
    r"|,? RULINGS [A-Z]{1,2}-\d+(?:(?:\.\.|, ?)[A-Z]{1,2}-\d+)*"
    r"|\s*\[\d{3}:\d+(?:-\d+)?\](?:\s*\[\d{3}:\d+(?:-\d+)?\])*"
)


def plain(message: str) -> str:
    """``message`` without rulebook line and ruling ID citations."""
    return _CITATION.sub("", message)


class _RefusalError(ValueError):
    def __init__(self, message: str = "") -> None:
        super().__init__(plain(str(message)))


class InvalidAction(_RefusalError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is malformed: unknown verb or card kind, bad seat, unreadable notation."""


class IllegalAction(_RefusalError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is well formed but the rules do not allow it now."""
