"""Mutation audit 8: rule tests for mutations of the engine's rule code that no other test
caught; each test fails on its mutant and passes on the engine as it is.

- A medic that saves in the skirmish is used (S-6): mutant ``saves.py`` kept it unused, as
  combat medics are.
- The round's saves and tear gas end with the round (ED-5, X-18, S-10): mutants ``rounds.py``
  ``clear_round`` without ``state.saved.clear()`` / ``state.gassed.clear()``.
- The Yardmaster is told the junkyard's top two top first (L-15, X-34): mutant
  ``recon_leaders.py`` without the ``reversed``.
"""

from __future__ import annotations

import scavengers as sc
from helpers import decision, end_gathering, pass_skirmish, skirmish_totals, texts
from scavengers.engine.core.config import hq_modules

HQ1 = hq_modules(1)


def _hq1(**scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ1, scenario={"initiator": 0, **scenario}))


def test_a_medic_that_saves_in_the_skirmish_is_used_and_stays_for_people_ruling_s6() -> None:
    """S-6: "A medic used to save stays in the force for people. It has no fight anyway";
    combat medics are the ones that still fight after saving (X-18). The medic has used its
    ability [000:541-543], so the force shows it as used, as a saboteur that disarmed is
    (mutation: a saving medic left unused, as combat medics are)."""
    game = _hq1(
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["scavenger", "medic"]},
            {"hand": ["sniper_team"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(
        game,
        {
            0: "commit brawler sniper_team",
            1: "commit scavenger medic",
            2: "commit sniper_team",
        },
    )
    game.apply(0, "snipe 1:scavenger")
    assert decision(game) == sc.Decision("save", 1, 1, "scavenger")
    game.apply(1, "save medic")
    assert game.view(None).seats[1].acted == ("medic",)
    assert game.view(None).seats[0].acted == ("sniper_team",)
    assert decision(game) == sc.Decision("skirmish", 2)
    pass_skirmish(game)
    # The scavenger fights (1); the used medic still counts 1 person with it.
    assert skirmish_totals(game)[1] == (1, 1, 2)


def test_combat_medics_save_once_a_round_and_again_the_next_round_ruling_x18() -> None:
    """X-18, [003:229-232]: combat medics save against a snipe and still fight; one that saved
    has spent its save for the round. "A card may only perform a given action once per round"
    [000:254]: the next round it may save again (mutation: the round's saves not reset at the
    end of the round, ED-5)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"recon4"}),
            scenario={
                "initiator": 0,
                "round": 3,
                "players": [
                    {
                        "hand": ["sniper_team", "brawler"],
                        "deck": [
                            "sniper_team",
                            "brawler",
                            "refugee",
                            "refugee",
                            "refugee",
                        ],
                    },
                    {"hand": ["combat_medics", "scavenger"]},
                    {},
                ],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    for round_ in (3, 4):
        assert game.round == round_
        end_gathering(game, {0: "commit brawler sniper_team", 1: "commit combat_medics scavenger"})
        game.apply(0, "snipe 1:scavenger")
        assert decision(game) == sc.Decision("save", 1, 1, "scavenger")
        assert "save combat_medics" in texts(game, 1)
        game.apply(1, "save combat_medics")
        pass_skirmish(game)
        # The scavenger was saved and the combat medics still fight: 1 + 1.
        assert skirmish_totals(game)[1][1] == 2


def test_tear_gas_lasts_for_the_skirmish_of_its_round_only_ruling_s10_ed5() -> None:
    """[003:243-246], S-10: tear gas sets one opposing member's fight to 0 in this skirmish.
    ED-5: at the end of the round every card goes to the discard pile and the round's marks
    go with them; the brawler gassed in round 3 fights 2 again when drawn back in round 4
    (mutation: the gassed marks kept over the end of the round)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"recon4"}),
            scenario={
                "initiator": 0,
                "round": 3,
                "players": [
                    {
                        "hand": ["tear_gas", "brawler"],
                        "deck": ["scout", "refugee", "refugee", "refugee", "refugee"],
                    },
                    {"hand": ["brawler"]},
                    {},
                ],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    end_gathering(game, {0: "commit brawler tear_gas", 1: "commit brawler"})
    game.apply(0, "gas 1:brawler")
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 0, 1)
    assert game.round == 4
    # Seat 1's deck was empty: her new deck is her discard pile, the same brawler.
    assert game.view(1).hand == ("brawler",)
    end_gathering(game, {0: "commit scout", 1: "commit brawler"})
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 2, 1)


def test_the_yardmaster_is_told_the_junkyards_top_two_top_first_003_283_ruling_l15() -> None:
    """[003:283]: "peek at the top two cards of the junkyard"; L-15, X-34: she alone sees them.
    What her log tells her lists them as every pile is listed, top first, so she knows which
    card a dig turns up first (mutation: her log listing them bottom first)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=hq_modules(3) | frozenset({"recon5"}),
            scenario={
                "initiator": 1,
                "players": [
                    {"hand": ["refugee"], "leader": "leader_mentor"},
                    {"hand": ["refugee"], "leader": "leader_yardmaster"},
                    {"hand": ["refugee"], "leader": "leader_ranger"},
                ],
                "junkyard": ["net", "junk", "pills", "spear"],
            },
        )
    )
    game.apply(1, "yard")
    told = [e for e in game.log(1) if e.type is sc.EventType.LOOKED and e.cards]
    assert [e.cards for e in told] == [("net", "junk")]
    assert {k.zone: k.cards for k in game.view(1).knowledge if k.source == "yardmaster"} == {
        "junkyard": ("net", "junk")
    }
    assert not [e for e in game.log(0) if e.type is sc.EventType.LOOKED and e.cards]
