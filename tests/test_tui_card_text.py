"""Every card kind has player-facing text, and the app shows it with the card's numbers."""

from __future__ import annotations

import pytest

from scavengers.cards import CATALOGUE, card_text
from scavengers.tui.render import card_detail


@pytest.mark.parametrize("kind_id", sorted(CATALOGUE))
def test_every_card_kind_has_text_in_plain_words(kind_id: str) -> None:
    text = card_text(kind_id)
    assert len(text) >= 20
    assert "RULINGS" not in text
    assert "shared/" not in text


def test_a_special_ability_is_named_in_its_text() -> None:
    assert "Snipe" in card_text("sniper_team")
    assert "Disarm" in card_text("saboteur")
    assert "Save" in card_text("medic")


def test_an_unknown_kind_has_no_text() -> None:
    with pytest.raises(KeyError, match="unknown card kind 'dragon'"):
        card_text("dragon")


def test_the_card_detail_shows_numbers_cost_and_ability() -> None:
    detail = str(card_detail("sniper_team"))
    assert "Sniper Team" in detail
    assert "sniper_team" in detail  # the id used in typed notation
    assert "2 people" in detail
    assert "2 food + 2 meds" in detail
    assert "Snipe" in detail
