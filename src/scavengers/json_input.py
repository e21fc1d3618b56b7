"""JSON read in one checked place: save files, scenarios, solo records, web requests and
websocket messages, stored rows. Whatever the text holds, the reader returns JSON's own values
or raises :class:`JSONInputError` with the reason in one line; never a ``RecursionError``
(Python's parser recurses once per level), and never an echo of the text.

A leaf module below every layer: the engine's save reader uses it as well as the front ends.
"""

from __future__ import annotations

import json
import os
from typing import Any

MAX_DEPTH = 64
"""How deeply JSON may nest: far more than any file this program writes (a save nests about
ten levels), and few enough that code walking the value never runs out of stack."""

TOO_DEEP = f"nested too deeply (more than {MAX_DEPTH} levels)"


class JSONInputError(ValueError):
    """JSON text that cannot be read; the message is the reason, in one line."""


class _RepeatedKeyError(Exception):  # not a ValueError, which read_json reads as a number too long
    """A key given twice in one object, met while parsing with ``unique_keys``."""


class _ConstantError(Exception):  # as _RepeatedKeyError: kept apart from the ValueErrors
    """``NaN``, ``Infinity`` or ``-Infinity``: Python's parser takes them, JSON has none."""


def _no_constant(name: str) -> Any:
    raise _ConstantError(name)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for key, item in pairs:
        if key in value:
            raise _RepeatedKeyError(key)
        value[key] = item
    return value


def read_json(text: object, *, unique_keys: bool = False) -> Any:
    """The value of a JSON text (or its UTF-8 bytes), nested at most :data:`MAX_DEPTH` levels,
    its numbers JSON's own (never ``NaN`` or ``Infinity``, which Python's parser takes).
    Raises :class:`JSONInputError` for anything else, text of another type included; with
    ``unique_keys``, for a key given twice in one object too (JSON would keep the last one
    without a word: a hand-written file never means that)."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise JSONInputError(f"not UTF-8 text ({error.reason} at byte {error.start})") from None
    if not isinstance(text, str):
        raise JSONInputError(f"expected JSON text, got {type(text).__name__}")
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors save UTF-8
    try:
        value = json.loads(text, object_pairs_hook=_unique if unique_keys else None, parse_constant=_no_constant)
    except _ConstantError as constant:
        raise JSONInputError(f"not JSON ({constant} is not a JSON number)") from None
    except _RepeatedKeyError as repeated:
        raise JSONInputError(f"the key {str(repeated)[:40]!r} is given twice in one object") from None
    except RecursionError:
        raise JSONInputError(TOO_DEEP) from None
    except json.JSONDecodeError as error:
        # "Unterminated string starting at" ends in its own "at".
        at = "" if error.msg.endswith(" at") else " at"
        raise JSONInputError(f"not JSON ({error.msg}{at} line {error.lineno} column {error.colno})") from None
    except ValueError:  # the only other refusal: an integer past Python's digit limit
        raise JSONInputError("not JSON (a number with too many digits)") from None
    containers = [value] if isinstance(value, dict | list) else []
    for _ in range(MAX_DEPTH):  # one level at a time, without recursion
        containers = [
            child
            for container in containers
            for child in (container.values() if isinstance(container, dict) else container)
            if isinstance(child, dict | list)
        ]
        if not containers:
            return value
    raise JSONInputError(TOO_DEEP)


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # POSIX; Windows has no FIFO to wait on


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the file at ``path``, at most ``limit + 1`` of them (one past ``limit``
    says it is larger: never the whole of ``/dev/zero``). A FIFO that nobody writes to reads
    as empty instead of waiting for ever (it is opened without waiting for a writer, then
    read as any file: a pipe that has a writer, ``<(...)`` or ``/dev/stdin``, is read to its
    end). Raises ``OSError`` as ``open`` does (a directory: ``IsADirectoryError``)."""
    descriptor = os.open(path, os.O_RDONLY | _NONBLOCK)
    with os.fdopen(descriptor, "rb") as file:
        if _NONBLOCK:
            os.set_blocking(descriptor, True)
        return file.read(limit + 1)
