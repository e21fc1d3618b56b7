"""Make ``tests/helpers.py`` importable as ``helpers``; the terminal's hand-off screen takes a
key at once in tests."""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def _hand_off_at_once() -> Iterator[None]:
    """The hotseat's "pass the device" screen ignores keys for a moment once it is up (a double
    Enter must not show the next hand): the tests of the app press at once, and
    tests/test_tui_hotseat_audit6.py checks the moment itself."""
    from scavengers.tui.screens import PassScreen

    kept = PassScreen.READY_AFTER
    PassScreen.READY_AFTER = 0.0
    yield
    PassScreen.READY_AFTER = kept
