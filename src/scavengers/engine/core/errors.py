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


EXCERPT_CHARS = 60
"""The most characters of a player's input a message quotes: input can be any length."""
MESSAGE_CHARS = 1_000
"""The longest message a refusal carries; past it, the message is cut (a safety net: each
message quotes only excerpts of the input, :func:`excerpt` and :func:`quote`)."""


_PLURAL_KINDS = frozenset(
    {
        "binoculars",
        "combat_medics",
        "gang_gearheads",
        "gang_humanitarians",
        "gang_masons",
        "gang_pharmers",
        "group_leaders",
        "hydroponic_gardens",
        "pills",
        "portable_decoys",
        "scrappers",
        "thugs",
    }
)
"""Card kinds named in the plural: "a pills" would read wrong, "a pills card" does not."""


def a_kind(kind_id: str) -> str:
    """A card kind id (or a word) with its article, for a message: ``a bunker``, ``an armory``,
    ``a binoculars card`` (a kind named in the plural)."""
    if kind_id in _PLURAL_KINDS:
        return f"a {kind_id} card"
    return f"an {kind_id}" if kind_id[:1] in tuple("aeiou") else f"a {kind_id}"


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` for a message: whole while short, else its first ``limit`` characters and
    how long it was."""
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"


def quote(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` quoted for a message (``repr``), cut as by :func:`excerpt`."""
    return repr(text) if len(text) <= limit else f"{text[:limit]!r}... ({len(text):,} characters)"


class _RefusalError(ValueError):
    def __init__(self, message: str = "") -> None:
        text = plain(str(message))
        super().__init__(text if len(text) <= MESSAGE_CHARS else excerpt(text, MESSAGE_CHARS))


class InvalidAction(_RefusalError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is malformed: unknown verb or card kind, bad seat, unreadable notation."""


class IllegalAction(_RefusalError):  # noqa: N818 (name fixed by DESIGN.md)
    """The input is well formed but the rules do not allow it now."""


class UnreplayedSave(InvalidAction):
    """A saved game's action that does not replay (the save was made by rules an upgrade has
    corrected since, or edited): ``index`` is its number in the save. The message names the
    action and why the rules refuse it, which may name a card only its seat saw."""

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.index = index
