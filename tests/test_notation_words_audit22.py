"""Audit 22: what a newcomer is told when she types an action wrong.

Each refusal of typed notation says what is wrong and what she can do, on one line, quoting her
input only as an excerpt, and suggests only what is possible now in this game: a verb listed now
(``legal_actions``), a card kind she holds or that this game's modules can put in play. It never
depends on what another seat holds, nor on the order of her own deck. The notation is README's
("Action notation") and docs/frontends.md's typing box; the rules it names are the rulebooks'.

Found and fixed (engine/game.py ``parse_action``, whose words the terminal, the web table and the
lessons all say):
- ``drawscout`` answered "possible now: ... (did you mean scout?)", a verb she cannot type;
- ``scout`` typed alone in a base game was told the shape of a Recon action she does not have;
- ``draw scout; end`` was asked "did you mean ... grenade for 'end'?";
- a choice's label pasted back ("Draw with Scout (draw 2)") was "Unknown card kind 'with'";
- a misspelt card got a card kind of another expansion, not in this game, as its "did you mean".
"""

from __future__ import annotations

import asyncio
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import table
from scavengers.lessons import Tutor, builtin_lessons, find_lesson
from scavengers.server import create_app
from scavengers.storage import open_store
from scavengers.text import typed_refusal
from scavengers.tui.app import ScavengersApp
from scavengers.tui.session import HUMAN, Session
from tui_helpers import type_in

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

HAND = ["brawler", "refugee", "scavenger", "scavenger", "spear"]
"""Seat 0's opening hand: she may dig, draw, hunt and trash, not yet hire (no food hunted)."""


def opening(hand: list[str] | None = None, other: list[str] | None = None, deck: list[str] | None = None) -> sc.Game:
    """A base game, round 1, seat 0 to act with ``hand`` (seat 1 holds ``other``)."""
    seat0: dict[str, Any] = {"hand": hand or HAND}
    if deck is not None:
        seat0["deck"] = deck
    return table(3, round=1, initiator=0, players=[seat0, {"hand": other or ["scout", "shovel"]}, {}])


def said(game: sc.Game, text: str, seat: int = 0) -> str:
    """The refusal of ``text`` in the words the terminal and the web table say, the game unchanged."""
    before = game.to_json()
    with pytest.raises((sc.InvalidAction, sc.IllegalAction)) as refused:
        game.apply(seat, text)
    assert game.to_json() == before
    return typed_refusal(refused.value, text)


def verbs_now(game: sc.Game, seat: int = 0) -> set[str]:
    return {a.verb.value for a in game.legal_actions(seat)}


def suggested(message: str) -> str:
    """What the message's "did you mean" suggests, or ''."""
    found = re.search(r"\(did you mean (.+)\?\)$", message)
    return found[1] if found else ""


# -- verbs ---------------------------------------------------------------------------------------


def test_two_words_run_together_suggest_them_apart_not_a_card_as_a_verb() -> None:
    # README: "every action is a verb and its cards", words apart; drawscout is draw + scout.
    game = opening()
    message = said(game, "drawscout")
    assert suggested(message) == "'draw scout'"
    assert "possible now: dig, draw, end, hunt, trash" in message
    assert "(did you mean scout?)" not in message


def test_a_run_together_verb_not_possible_now_is_not_suggested() -> None:
    # Hiring spends food from hunting [000:154] [000:218]: before a hunt there is none, so hire is
    # not possible now, and "hirescout" must not be read back as 'hire scout'.
    game = opening()
    assert "hire" not in verbs_now(game)
    message = said(game, "hirescout")
    assert "hire scout" not in message
    assert "possible now: dig, draw, end, hunt, trash" in message


def test_a_verb_misspelt_by_one_letter_suggests_the_verb() -> None:
    game = opening()
    assert suggested(said(game, "drwa scavenger")) == "draw"
    assert suggested(said(game, "digg brawler")) == "dig"


def test_a_misspelt_verb_close_only_to_one_not_possible_now_gets_no_suggestion() -> None:
    # "hier" is one letter from hire, which needs food from a hunt first [000:218].
    message = said(opening(), "hier scout")
    assert "hire" not in message.partition("possible now")[0] + suggested(message)
    assert suggested(message) == ""


def test_a_verb_suggested_is_always_one_listed_now() -> None:
    game = opening()
    for typed in ("drwa scavenger", "dgi brawler", "hunnt scavenger", "trsh spear", "edn"):
        hint = suggested(said(game, typed))
        assert hint, typed
        assert hint.strip("'").split()[0] in verbs_now(game), typed


def test_a_recon_verb_typed_alone_in_a_base_game_is_said_to_be_no_action_of_this_game() -> None:
    # Scouting is Recon module 1's (binoculars, [003:61]); a base game has none: she is not told
    # "Scout needs card kinds or 'none', e.g. 'scout binoculars'".
    message = said(opening(), "scout")
    assert "binoculars" not in message
    assert "no action of this game" in message
    assert message.endswith("possible now: dig, draw, end, hunt, trash")


def test_a_verb_of_this_game_not_possible_now_says_so_and_what_is() -> None:
    # hire alone, before any hunt [000:218]: both how hire is written and that it is not now.
    message = said(opening(), "hire")
    assert "hire is not possible now; possible now: dig, draw, end, hunt, trash" in message


def test_a_verb_possible_now_typed_without_its_cards_gets_its_shape() -> None:
    message = said(opening(), "draw")
    assert message == "Draw needs at least one card, e.g. 'draw scout'"


def test_a_well_formed_verb_of_a_module_not_in_play_is_refused_by_the_rules() -> None:
    # A spy is Recon's [003:61]: a base game has none.
    message = said(opening(), "spy 2:hand")
    assert "no spy in this game" in message


def test_a_bare_verb_with_extra_words_says_it_takes_none() -> None:
    assert said(opening(), "end now") == "End takes no arguments, got 'end now'"


def test_a_verb_in_capitals_reads_as_notation() -> None:
    # README: notation is read in any case; "Draw Scavenger" is draw scavenger, taken (and a
    # player performs each action once per round [000:185]: draw is no longer possible).
    game = opening()
    game.apply(0, "Draw Scavenger")
    assert "draw" not in verbs_now(game)


def test_punctuation_after_the_verb_says_notation_has_none() -> None:
    message = said(opening(), "Draw: scavenger")
    assert "notation takes no quotes or punctuation" in message
    assert "possible now: dig, draw, end, hunt, trash" in message


# -- cards ---------------------------------------------------------------------------------------


def test_a_misspelt_card_suggests_the_card() -> None:
    assert suggested(said(opening(), "draw scavanger")) == "scavenger"
    assert suggested(said(opening(), "hunt refugee+spaer")) == "spear"


def test_a_plural_suggests_the_card() -> None:
    assert suggested(said(opening(), "dig scavengers")) == "scavenger"
    assert suggested(said(opening(), "trash spears")) == "spear"


def test_a_cards_display_name_suggests_its_id() -> None:
    # The base game's mercenaries include the Sniper Team and Group Leaders [000:107].
    assert suggested(said(opening(), "draw sniper team")) == "sniper_team"
    assert suggested(said(opening(), "draw group leader")) == "group_leaders"


def test_a_card_she_does_not_hold_is_said_so() -> None:
    message = said(opening(), "draw scout")
    assert message == "You cannot draw scout: your hand holds no scout"


def test_a_misspelt_card_of_a_module_not_in_play_is_not_suggested() -> None:
    # Medics come with HQ (HQ module 1, "Medics (new Mercenary)" [000:541]); a base game has none.
    base = said(opening(), "draw medc")
    assert "medic" not in suggested(base)
    assert "type the notation, e.g. 'draw scavenger'" in base
    hq = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"hq1"}),
            scenario={"round": 1, "initiator": 0, "players": [{"hand": HAND}, {}, {}]},
        )
    )
    assert suggested(said(hq, "draw medc")) == "medic"


def test_extra_words_after_the_cards_say_to_type_the_notation() -> None:
    message = said(opening(), "draw scavenger please")
    assert message == "Unknown card kind 'please' in 'draw scavenger please': type the notation, e.g. 'draw scavenger'"


# -- punctuation, quotes, several actions ---------------------------------------------------------


def test_two_actions_on_one_line_say_one_at_a_time_and_suggest_no_card_for_the_verb() -> None:
    message = said(opening(), "draw scout; end")
    assert "grenade" not in message
    assert "type one action at a time" in message
    assert suggested(message) == "scout"


@pytest.mark.parametrize("typed", ["draw “scavenger”", "draw 'scavenger'", "draw «scavenger»", "draw „scavenger“"])
def test_a_card_in_quotes_of_any_language_says_notation_takes_none(typed: str) -> None:
    message = said(opening(), typed)
    assert "notation takes no quotes or punctuation" in message
    assert suggested(message) == "scavenger"


def test_commas_between_cards_say_notation_takes_none() -> None:
    message = said(opening(), "dig scavenger, brawler")
    assert "notation takes no quotes or punctuation" in message
    assert suggested(message) == "scavenger"


def test_a_full_stop_after_the_last_card_says_notation_takes_none() -> None:
    message = said(opening(), "trash spear.")
    assert message == (
        "Unknown card kind 'spear.' in 'trash spear.': notation takes no quotes or punctuation (did you mean spear?)"
    )


# -- a choice's label pasted back -----------------------------------------------------------------


def test_a_choices_label_typed_to_the_engine_says_to_type_the_notation() -> None:
    message = said(opening(), "Draw with Scavenger (draw 1)")
    assert "Unknown card kind 'with'" in message
    assert message.endswith("type the notation, e.g. 'draw scavenger'")
    assert "did you mean" not in message


# -- what a refusal may reveal, and its form -------------------------------------------------------


def test_a_suggestion_does_not_depend_on_what_another_seat_holds() -> None:
    for typed in ("draw scot", "dig shovle", "drawscout", "draw sniper team"):
        words = {said(opening(other=other), typed) for other in (["scout", "shovel"], ["junk"], ["sniper_team"])}
        assert len(words) == 1, words


def test_a_suggestion_does_not_depend_on_the_order_of_her_deck() -> None:
    decks = (["scout", "shovel", "junk"], ["junk", "shovel", "scout"], ["sniper_team", "medkit"])
    for typed in ("draw scot", "dig shovle", "trash medkt", "draw sniper team"):
        assert len({said(opening(deck=deck), typed) for deck in decks}) == 1, typed


def test_a_refusal_is_one_line_and_quotes_only_an_excerpt() -> None:
    game = opening()
    for typed in ("draw " + "scavanger " * 400, "x" * 3000, "draw scout;\nend", "dig\tbrawler,\rscavenger"):
        message = said(game, typed)
        assert "\n" not in message
        assert "\r" not in message
        assert len(message) < 400, message


def test_another_seat_typing_out_of_turn_is_not_told_the_deciders_verbs() -> None:
    game = opening()
    with pytest.raises(sc.InvalidAction) as refused:
        game.apply(1, "drawscout")
    assert "possible now" not in str(refused.value)
    assert "did you mean" not in str(refused.value)


# -- the same words in the lessons, the terminal and the web table ----------------------------------


def test_the_lessons_say_the_games_words_without_a_second_did_you_mean() -> None:
    tutor = Tutor(find_lesson(builtin_lessons(), "1"))
    tutor.advance()
    assert tutor.asked()
    for typed in ("draw scout; end", "draw scot", "drawscout"):
        verdict = tutor.judge(typed)
        assert not verdict.right
        assert "grenade" not in verdict.text
        assert verdict.text.count("did you mean") == 1, verdict.text


def _app(tmp_path: Path) -> ScavengersApp:
    config = sc.GameConfig(
        players=2, seed=3, scenario={"round": 1, "initiator": 0, "players": [{"hand": HAND}, {"hand": ["junk"]}]}
    )
    return ScavengersApp(Session.new(config, [HUMAN, "heuristic"], tmp_path / "save.json"), delay=0)


@pytest.mark.slow
def test_the_terminal_says_the_engines_words_for_typed_mistakes(tmp_path: Path) -> None:
    app = _app(tmp_path)
    engine = table(2, round=1, initiator=0, players=[{"hand": HAND}, {"hand": ["junk"]}])
    expected = {typed: said(engine, typed) for typed in ("drawscout", "draw scout; end", "scout", "draw scot")}

    async def go() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for typed, words in expected.items():
                await type_in(pilot, app, typed)
                shown = " ".join(str(app.query_one("#message").render()).split())
                assert words in shown, (typed, shown)
                assert "grenade" not in shown
                assert shown.count("did you mean") <= 1
            assert app.session.game.decisions_made == 0

    asyncio.run(go())


@pytest.mark.slow
def test_the_terminal_reads_a_choices_own_label_typed_back_as_that_choice(tmp_path: Path) -> None:
    app = _app(tmp_path)

    async def go() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            game = app.session.game
            labels = [e.label for e in app._entries if e.action is not None and str(e.action) == "draw scavenger"]
            assert len(labels) == 1, [e.label for e in app._entries]
            assert [e.label for e in app._entries].count(labels[0]) == 1
            await type_in(pilot, app, labels[0])
            await pilot.pause()
            # Taken: one draw a round [000:185], so no draw is possible now.
            assert game.decisions_made >= 1
            assert "draw" not in {a.verb.value for a in game.legal_actions(0)}

    asyncio.run(go())


@pytest.mark.slow
def test_the_web_table_says_the_engines_words_for_typed_mistakes(tmp_path: Path) -> None:
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_delay=0)) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "modules": [], "seed": 3})
        assert made.status_code == 201, made.text
        game = made.json()
        url = f"/api/games/{game['id']}/actions"
        tokens = [s["token"] for s in game["seats"]]
        seen = [client.get(f"/api/games/{game['id']}", params={"token": t}).json() for t in tokens]
        seat = next(i for i, s in enumerate(seen) if s["legal_actions"])
        token, legal = tokens[seat], seen[seat]["legal_actions"]
        verbs = sorted({a.split()[0] for a in legal})
        draw = next(a for a in legal if a.startswith("draw "))
        for typed, wanted, unwanted in (
            (f"draw{draw.split()[1]}", f"(did you mean 'draw {draw.split()[1]}'?)", None),
            ("draw scout; end", "type one action at a time", "grenade"),
            ("scout", "no action of this game", "binoculars"),
            ("Draw with Scout (draw 2)", "type the notation, e.g. 'draw ", "did you mean"),
        ):
            answer = client.post(url, json={"token": token, "action": typed})
            assert answer.status_code == 400, answer.text
            error = answer.json()["error"]
            assert wanted in error, (typed, error)
            assert f"possible now: {', '.join(verbs)}" in error or typed.startswith(("draw ", "Draw "))
            if unwanted:
                assert unwanted not in error, (typed, error)
            assert "\n" not in error


def test_a_pile_named_in_notation_is_no_misspelt_card() -> None:
    # Scrappers may dig from the bottom of the junkyard [003:187]: "bottom" and "junkyard"
    # are the notation's words for places, never a misspelt junk.
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=frozenset({"recon1", "recon3", "recon4", "recon5"}),
        scenario={"round": 1, "initiator": 0, "players": [{"hand": ["scrappers", "scavenger", "refugee"]}, {}, {}]},
    )
    game = sc.Game.new(config)
    assert "dig" in verbs_now(game)
    assert suggested(said(game, "dig bottom scrapers junkyard")) == "scrappers"
    assert suggested(said(game, "dig scrappers+shovl")) == "shovel"
