"""The terminal app shows what a recon revealed to the seat that made it, and to nobody else."""

from __future__ import annotations

from rich.console import Console

import scavengers as sc
from scavengers.tui.render import seats_panel, secrets_panel


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
    assert "Your spy saw in Seat 1's hand: Brawler, Thugs" in shown(game.view(0))
    for seat in (1, 2):
        assert "saw" not in shown(game.view(seat))
        assert "Thugs" not in shown(game.view(2))


def table_text(view: sc.View) -> str:
    console = Console(width=160, record=True)
    console.print(seats_panel(view, [f"Seat {s}" for s in range(view.players)]))
    return console.export_text()


def test_the_table_shows_a_provoking_force_at_the_fight_the_rules_give_it_ruling_s8() -> None:
    # [003:137]: combat medics (4 people) and an announced provocateur (1): fight 5, not 2.
    scenario = {
        "round": 3,
        "players": [{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "brawler", "sniper_team"]}, {}],
        "contested": ["grenade", "wolf_pack"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, modules=frozenset({"recon2"}), scenario=scenario))
    for seat, notation in ((0, "end"), (0, "commit combat_medics provocateur"), (1, "end")):
        game.apply(seat, notation)
    assert "(fight 2, 5 people)" in shown(game.view(0))  # her committed force, hers alone
    assert "fight 2" not in shown(game.view(1))
    game.apply(1, "commit brawler brawler sniper_team")
    game.apply(2, "end")
    game.apply(0, "provoke provocateur")
    for viewer in (None, 0, 1, 2):
        assert "fight 5, 5 people; provocateur announced" in table_text(game.view(viewer))


def test_the_table_numbers_a_players_buildings_of_one_kind_as_the_notation_names_them() -> None:
    """``disable 1:bunker-2`` names the second bunker she built: the table says which that is."""
    bunkers = [{"building": "bunker", "stored": ["thugs"]}, {"building": "bunker", "disabled": True}]
    scenario = {"players": [{}, {"buildings": [*bunkers, {"building": "armory"}]}, {}]}
    game = sc.Game.new(sc.GameConfig(players=3, modules=frozenset({"hq1", "hq2", "hq3", "hq4"}), scenario=scenario))
    text = table_text(game.view(0))
    assert "Bunker #1 (complete, 1 stored)" in text
    assert "Bunker #2 (disabled)" in text
    assert "Armory (complete)" in text  # her only armory needs no number
