"""The end of the game and its tie-breaks, as the rulebook orders them [000:170-172]: the largest
tribe wins; tied on people, the most contested resources; still tied, the most cards; still
tied, the tied tribes share the victory (RULINGS F-1..F-3). ``GameResult.decided_by`` says which
of them parted the winners, and every front end words it from there (``text.tie_break_words``:
the terminal's end screen and final line, the web page's end screen from ``view_json``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

import scavengers as sc
from helpers import stacked_table
from scavengers.engine.core.state import GameResult, Score
from scavengers.server.serialize import view_json
from scavengers.text import result_text, tie_break_words
from scavengers.tui.app import ScavengersApp
from scavengers.tui.session import HUMAN, Session
from tui_helpers import run_app, screen_words, until

NAMES = ["Ann", "Bob", "Cat"]


def _ended(second_hand: list[str]) -> sc.Game:
    """Three tribes in the last round (one contested resource left): nobody commits, so the
    last one goes to the junkyard in a deadlock [000:274] and the game ends on the tribes as
    they are. Ann and Bob hold 2 refugees each (2 people); Ann a junk card too."""
    game = stacked_table(
        [["refugee", "refugee", "junk"], second_hand, ["junk"]],
        decks=[[], [], []],
        contested=["field_crew"],
    )
    while not game.over:
        seat = game.to_act[0]
        kind = game.view(seat).decision
        assert kind is not None
        game.apply(seat, "commit none" if kind.kind == "commit" else "end" if kind.kind == "turn" else "pass")
    return game


def test_the_cards_tie_break_decides_between_tribes_tied_on_people_and_contested_000_170_172() -> None:
    game = _ended(["refugee", "refugee"])
    result = game.result
    assert result is not None
    assert result.winners == (0,)
    assert result.decided_by == "cards"
    said = "Ann and Bob tied on 2 people and 0 contested resources: 3 cards beat 2, the cards tie-break."
    assert tie_break_words(result, NAMES) == said
    assert result_text(result, NAMES).endswith(f"Winner: Ann. {said}")
    assert view_json(game.view(1))["result"]["decided_by"] == "cards"  # the web page's end screen


def test_tribes_tied_on_people_contested_and_cards_share_the_victory_000_172() -> None:
    game = _ended(["refugee", "refugee", "junk"])
    result = game.result
    assert result is not None
    assert result.winners == (0, 1)
    assert result.decided_by == "shared"
    said = "Ann and Bob tied on 2 people, 0 contested resources and 3 cards: they share the victory."
    assert tie_break_words(result, NAMES) == said
    assert result_text(result, NAMES).endswith(f"Shared victory: Ann and Bob. {said}")


@pytest.mark.parametrize(
    ("scores", "winners", "decided", "said"),
    [
        # The largest tribe alone: no tie-break to tell.
        ((Score(4, 0, 6), Score(3, 2, 9), Score(1, 0, 1)), (0,), "people", ""),
        # Tied on people: the most contested resources [000:170].
        (
            (Score(3, 1, 5), Score(3, 0, 9), Score(1, 0, 1)),
            (0,),
            "contested",
            "Ann and Bob tied on 3 people: 1 contested resource beat 0, the contested resources tie-break.",
        ),
        # Three tied on people, two of them on contested resources too: the cards part those two.
        (
            (Score(3, 1, 4), Score(3, 1, 6), Score(3, 0, 9)),
            (1,),
            "cards",
            "Ann and Bob tied on 3 people and 1 contested resource: 6 cards beat 4, the cards tie-break.",
        ),
        # Three tied on people and contested resources, two on cards as well: those two share it
        # (the third, one card short, is not among the tied).
        (
            (Score(2, 0, 5), Score(2, 0, 5), Score(2, 0, 4)),
            (0, 1),
            "shared",
            "Ann and Bob tied on 2 people, 0 contested resources and 5 cards: they share the victory.",
        ),
        # The solo game: a score in points, no rival tribe.
        ((Score(0, 3, 10, points=13),), (0,), "points", ""),
    ],
)
def test_what_decided_the_winners_is_the_first_field_of_the_ranking_that_parts_them_000_170_172(
    scores: tuple[Score, ...], winners: tuple[int, ...], decided: str, said: str
) -> None:
    result = GameResult(scores, winners)
    assert result.decided_by == decided
    assert tie_break_words(result, NAMES) == said


def test_the_terminal_end_screen_says_which_tie_break_decided_000_170_172(tmp_path: Path) -> None:
    # Two people at one screen (the third seat a bot): the game above, won on the cards.
    game = _ended(["refugee", "refugee"])
    names = ["Ann", "Bob", "Cat"]
    session = Session(game=game, seats=[HUMAN, HUMAN, "heuristic"], names=names, save_path=tmp_path / "s.json")
    app = ScavengersApp(session, delay=0)
    shown: dict[str, str] = {}

    async def script(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: type(app.screen).__name__ == "EndScreen", "the end screen")
        shown["words"] = " ".join(screen_words(app.screen).split())

    run_app(app, script, (120, 40))
    assert "Game over. Winner: Ann." in shown["words"]
    assert (
        "Ann and Bob tied on 2 people and 0 contested resources: 3 cards beat 2, the cards tie-break."
        in (shown["words"])
    )
