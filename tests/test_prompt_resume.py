"""What the terminal and the web page say of a decision beside its actions (both word it with
``tui.render``): at a ``resume`` (RULINGS I-2: an action struck after its declaration goes on
with what is left, or is taken back) which strike hit, as the log told it; in the solo game, the
skirmish once a force is engaged; what her spy saw, the tribe named as her table names it."""

from __future__ import annotations

from rich.console import Console

import scavengers as sc
from helpers import stacked_table
from scavengers.server.lobby import prompt_words
from scavengers.text import knowledge_line
from scavengers.tui.render import prompt, secrets_panel, status_line


def test_a_struck_declaration_says_which_snipe_hit_it_000_232_ruling_i2() -> None:
    # [000:232]: a sniper team snipes "another player's tribe member"; RULINGS I-2: the struck
    # player may continue with what is left or abort.
    game = stacked_table([["scavenger", "shovel", "scavenger"], ["sniper_team"]], decks=[["refugee"] * 3] * 2, round=1)
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "resume"
    names = ["Ann", "Bob"]
    said = "Your declared cards were hit. Bob snipes Ann's Scavenger with Sniper Team. Continue with what is left"
    assert prompt(view, names, game.legal_actions(0), game.log(0)).plain.startswith(said)
    assert prompt_words(view, game.legal_actions(0), names, game.log(0)).startswith(said)
    # Without the log (a caller that has none) it still states the decision.
    assert prompt(view, names).plain.startswith("Your declared cards were hit. Continue with what is left")


def test_the_solo_status_line_says_the_skirmish_once_a_force_is_engaged_003_334_336() -> None:
    # [003:334-336]: on any turn she may initiate a skirmish against one opponent force; from
    # then until it is resolved the status line says so, not "gathering phase".
    game = sc.Game.new(sc.GameConfig(players=1, seed=3))
    game.apply(0, "end")
    assert decision_kind(game) == "engage"
    assert "gathering phase" in status_line(game.view(0), ["You"]).plain
    game.apply(0, "engage 2")
    assert decision_kind(game) == "commit"
    assert "skirmish with force 2" in status_line(game.view(0), ["You"]).plain


def decision_kind(game: sc.Game) -> str:
    decision = game.view(0).decision
    assert decision is not None
    return decision.kind


def test_what_her_spy_saw_is_told_with_the_tribe_named_as_the_table_names_it_003_63() -> None:
    # Recon's spy looks at another player's hand (RULINGS X-2): the seat alone is told what it
    # saw, the tribe named as her table names it ("Bob's hand"), as the web page names it.
    game = stacked_table(
        [["spy", "refugee"], ["brawler", "shovel"]], frozenset({"recon1"}), decks=[["refugee"] * 3] * 2
    )
    game.apply(0, "spy 1:hand")
    game.apply(1, "pass")
    (known,) = game.view(0).knowledge
    assert knowledge_line(known) == "Your spy saw in Seat 1's hand: Brawler, Shovel"
    assert knowledge_line(known, ["Ann", "Bob"]) == "Your spy saw in Bob's hand: Brawler, Shovel"
    console = Console(width=120, record=True)
    console.print(secrets_panel(game.view(0), names=["Ann", "Bob"]))
    assert "Your spy saw in Bob's hand: Brawler, Shovel" in console.export_text()
