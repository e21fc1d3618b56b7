"""Legal-action counts at a dozen stacked tables (python-chess's perft habit), checked against
``tests/golden/perft.txt``: the number of legal actions at each table's first decision
(perft 1), and of positions one more decision on (perft 2), with the count after each first
action. Three of the counts are verified here by hand from the rules, so the table is a check,
not only a snapshot.

A failure of the table means the engine now offers other actions. If the change is intended (a
rule fix), regenerate with ``python tests/golden/make_golden.py``, and explain every changed
count from the rules before committing it.
"""

from __future__ import annotations

import difflib
from collections import Counter

import pytest

import scavengers as sc
from golden.perft import PERFT_FILE, TABLES, PerftTable, perft, section, sections


def _first_decision(name: str) -> tuple[sc.Game, Counter[str]]:
    """The table's game and its first decision's legal actions counted by verb."""
    table = next(t for t in TABLES if t.name == name)
    game = sc.Game.new(table.config)
    assert game.to_act == (0,)
    return game, Counter(str(action.verb) for action in game.legal_actions(0))


@pytest.mark.parametrize("table", TABLES, ids=[t.name for t in TABLES])
def test_the_legal_action_counts_at_a_stacked_table_are_as_recorded(table: PerftTable) -> None:
    recorded = sections(PERFT_FILE.read_text(encoding="utf-8")).get(table.name, "")
    actual = section(table)
    if actual != recorded:
        diff = difflib.unified_diff(recorded.splitlines(), actual.splitlines(), "perft.txt", "this engine", lineterm="")
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"legal actions changed; if intended, run python tests/golden/make_golden.py\n{shown}")


def test_the_tables_cover_the_base_game_every_module_the_solo_game_and_drafting() -> None:
    modules = {m for t in TABLES for m in t.config.modules}
    assert {f"hq{n}" for n in range(1, 5)} | {f"recon{n}" for n in range(1, 6)} <= modules
    assert any(not t.config.modules and t.config.players > 1 for t in TABLES)
    assert any(t.config.players == 1 for t in TABLES)
    assert any(sc.Variant.LEADER_DRAFT in t.config.variants for t in TABLES)
    assert len(TABLES) >= 12
    assert list(sections(PERFT_FILE.read_text(encoding="utf-8"))) == [t.name for t in TABLES]


def test_base_game_first_decision_is_every_dig_draw_hunt_hire_and_trash_the_rules_allow() -> None:
    """RULINGS R-10, R-11, R-13, R-14. Seat 0 holds brawler, shovel, refugee, scavenger, pills
    (brawler dig 1; scavenger dig, draw, hunt 1; refugee dig 0, hunt 0; shovel +2 dig; pills 1 med).
    An action is the set of cards it uses; a tool needs a person with the base ability to hold it
    [000:188]; dig, draw and hunt need a total of at least 1 (R-10).

    - digs: without the shovel, any of brawler, scavenger, refugee but the refugee alone: 7 - 1 = 6;
      with the shovel, held by any of them (a refugee has dig 0, so it may): 7. Total 13.
    - draws: the scavenger: 1.
    - hunts: scavenger, scavenger + refugee (the refugee alone hunts 0): 2.
    - hires: no food before a hunt; the pills' 1 med hires the hunter (1 med), nothing else
      costs only meds: 1.
    - trashes: any non-empty set of the 5 cards: 2**5 - 1 = 31.
    - end: 1.

    Total 13 + 1 + 2 + 1 + 31 + 1 = 49. After ``dig brawler scavenger refugee`` seat 1 answers
    with its sniper team: pass or snipe one of the 3 people in the dig: 4."""
    game, verbs = _first_decision("base")
    assert verbs == {"dig": 13, "draw": 1, "hunt": 2, "hire": 1, "trash": 31, "end": 1}
    assert perft(game, 1) == 49
    game.apply(0, "dig brawler scavenger refugee")
    assert game.to_act == (1,)
    assert perft(game, 1) == 4


def test_hq1_first_decision_counts_a_medic_as_a_draw_or_a_med_in_a_hire() -> None:
    """RULINGS R-10, R-13, [000:541-547]. Seat 0 holds medic, scavenger, rifle, toolkit, medkit
    (medic draw 1 and 1 med in a hire; rifle +2 hunt, +2 fight; toolkit +2 dig; medkit 2 meds).

    - digs: scavenger, scavenger + toolkit (the toolkit alone has no holder): 2.
    - draws: scavenger, medic, both: 3.
    - hunts: scavenger, scavenger + rifle: 2.
    - hires: no food yet; meds from medkit (2), medic (1) or both (3), overpaying allowed (R-13);
      the only stack paid in meds alone is the hunter (1 med): 3.
    - trashes: 2**5 - 1 = 31.
    - end: 1.

    Total 2 + 3 + 2 + 3 + 31 + 1 = 42."""
    game, verbs = _first_decision("hq1")
    assert verbs == {"dig": 2, "draw": 3, "hunt": 2, "hire": 3, "trash": 31, "end": 1}
    assert perft(game, 1) == 42


def test_solo_first_decision_is_a_gathering_turn_with_no_hire_to_pay() -> None:
    """RULINGS R-10, [003:314-349]. The solo player holds brawler, spear, scavenger, refugee,
    shovel (spear +1 hunt, +2 fight; shovel +2 dig) and nothing to pay a hire with.

    - digs: as in the base game's table, the spear adding no dig: 13.
    - draws: the scavenger: 1.
    - hunts: scavenger, scavenger + refugee, and the spear held by the scavenger or the refugee
      (hunt 0 + 1), with or without the other: scavenger+spear, refugee+spear,
      scavenger+spear refugee: 5.
    - hires: no food and no meds: 0.
    - trashes: 2**5 - 1 = 31.
    - end: 1.

    Total 13 + 1 + 5 + 31 + 1 = 51."""
    game, verbs = _first_decision("solo")
    assert verbs == {"dig": 13, "draw": 1, "hunt": 5, "trash": 31, "end": 1}
    assert perft(game, 1) == 51
