"""The prompt at a ``resume`` decision (RULINGS I-2: an action struck after its declaration goes
on with what is left, or is taken back): it says which strike hit, as the log told it, in the
terminal and on the web page alike (both word the decision with ``tui.render.prompt``)."""

from __future__ import annotations

from helpers import stacked_table
from scavengers.server.lobby import prompt_words
from scavengers.tui.render import prompt


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
