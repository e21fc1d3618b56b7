"""An ability made by one card names that card once: a demolition is one demolition team
[003:237] and tear gas targets one tribe member [003:244]; and a demolition names the building
it resets. Naming the card twice (``demolish demolition_team demolition_team 1:bunker``) is
refused, the game exactly as before: notation reads at most one card there, and a hand-built
Action naming two once got past the ability's own check and failed half way through taking the
second card from the hand (found by the near-miss property in tests/test_properties.py, whose
case is pinned there too)."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import texts
from test_refusals_blind8 import refuse, snapshot

HQ4 = sc.hq_modules(4)
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})


def refuse_built(game: sc.Game, action: sc.Action, reason: str) -> None:
    """Seat 0's hand-built ``action`` is refused as a rule broken, saying ``reason``, and the
    game is exactly as before."""
    before = snapshot(game)
    with pytest.raises(sc.IllegalAction, match=reason):
        game.apply(0, action)
    assert snapshot(game) == before


def demolition_table(teams: int) -> sc.Game:
    """Round 3, seat 0 to act with ``teams`` demolition teams; seat 1's bunker is under
    construction (RULINGS H-9: a demolition names a building under construction)."""
    players: list[dict[str, Any]] = [
        {"hand": ["demolition_team"] * teams + ["junk"], "deck": ["refugee"] * 8, "leader": "leader_swindler"},
        {
            "hand": ["brawler"],
            "deck": ["refugee"] * 8,
            "leader": "leader_mentor",
            "buildings": [{"building": "bunker", "timer": ["junk"]}],
        },
        {"hand": ["scout"], "leader": "leader_gangster"},
    ]
    scenario = {"round": 3, "players": players}
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=RECON | HQ4, scenario=scenario))


@pytest.mark.parametrize("teams", [1, 2])
def test_a_demolition_naming_its_team_twice_is_refused_and_changes_nothing_003_237(teams: int) -> None:
    game = demolition_table(teams)
    assert "demolish 1:bunker" in texts(game, 0)  # the one team's demolition is legal
    # Notation names at most one card before the target; a hand-built Action may name more.
    refuse(game, 0, "demolish demolition_team demolition_team 1:bunker", r"expected", exc=sc.InvalidAction)
    doubled = sc.Action(sc.Verb.DEMOLISH, ("demolition_team", "demolition_team"), "bunker", 1)
    refuse_built(game, doubled, "one demolition team")
    # The legal one still works: the team goes on the table, and seat 1 may answer it.
    game.apply(0, "demolish 1:bunker")
    assert game.view(0).hand.count("demolition_team") == teams - 1


def test_a_demolition_naming_no_building_is_refused_and_changes_nothing_003_237() -> None:
    """A hand-built demolition with a seat but no building (notation cannot say it) was once
    accepted, and the game failed when the demolition resolved."""
    game = demolition_table(1)
    refuse_built(game, sc.Action(sc.Verb.DEMOLISH, ("demolition_team",), None, 1), "names the building")


def gas_table() -> sc.Game:
    """The skirmish of round 3, seat 0 (holding tear gas in her force) to act."""
    forces = [["brawler", "tear_gas", "tear_gas"], ["brawler", "spear"], ["thugs"]]
    leaders = ["leader_fanatic", "leader_mentor", "leader_gangster"]
    players = [{"hand": list(force), "leader": leader} for force, leader in zip(forces, leaders, strict=True)]
    modules = HQ4 - {"hq4"} | {"recon2", "recon4"}
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario={"round": 3, "players": players}))
    for seat, force in enumerate(forces):
        game.apply(seat, "end")
        game.apply(seat, "commit " + " ".join(force))
    view = game.view(None)
    assert view.phase == "skirmish"
    assert view.decision is not None
    assert view.decision.seat == 0
    return game


def test_tear_gas_named_twice_in_one_use_is_refused_and_changes_nothing_003_244() -> None:
    game = gas_table()
    assert "gas 1:brawler" in texts(game, 0)  # one tear gas on one tribe member is legal
    refuse(game, 0, "gas tear_gas tear_gas 1:brawler", r"expected", exc=sc.InvalidAction)
    refuse_built(game, sc.Action(sc.Verb.GAS, ("tear_gas", "tear_gas"), "brawler", 1), "one at a time")
