"""The terminal app shows what a recon revealed to the seat that made it, and to nobody else."""

from __future__ import annotations

from rich.console import Console

import scavengers as sc
from scavengers.tui.render import secrets_panel


def shown(view: sc.View) -> str:
    console = Console(width=120, record=True)
    console.print(secrets_panel(view))
    return console.export_text()


def test_a_spys_look_shows_to_its_seat_only() -> None:
    scenario = {"players": [{"hand": ["spy"], "deck": ["net"]}, {"hand": ["brawler", "thugs"]}, {}]}
    game = sc.Game.new(sc.GameConfig(players=3, modules=frozenset({"recon1"}), scenario=scenario))
    game.apply(0, "spy 1:hand")
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        game.apply(decision.seat, "pass")
    assert "Your spy saw Seat 1's hand (in order): Brawler, Thugs" in shown(game.view(0))
    for seat in (1, 2):
        assert "saw" not in shown(game.view(seat))
        assert "Thugs" not in shown(game.view(2))
