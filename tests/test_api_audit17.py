"""An outside bot author's checks of the documented public API (audit 17).

Written from README.md ("Using the engine", "Action notation"), docs/view.md, docs/scenarios.md,
docs/performance.md and DESIGN.md's "Public API" alone: every call, argument, return field and
error as documented; that bad input is refused with ``InvalidAction``/``IllegalAction``/
``ConfigError`` (or ``ValueError`` for the bots) and never with a traceback of another kind; that
the same seed gives the same game; that a view hides what it must.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import scavengers as sc
from helpers import play_random, table
from scavengers.bots import make_agent, run_game

ROOT = Path(__file__).resolve().parent.parent
HQ_ALL = frozenset({"hq1", "hq2", "hq3", "hq4"})
RECON_ALL = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})


def played(config: sc.GameConfig, steps: int, seed: int = 0) -> sc.Game:
    """A game of ``config`` after ``steps`` random legal actions (or over sooner)."""
    game = sc.Game.new(config)
    play_random(game, seed, steps)
    return game


def table_kinds(game: sc.Game) -> dict[str, list[str]]:
    """Every zone's card kinds, top first (omniscient: ``zones()``)."""
    return {zone: [card.kind for card in cards] for zone, cards in game.zones().items()}


def finished(config: sc.GameConfig, seed: int = 0) -> sc.Game:
    game = played(config, 100_000, seed)
    assert game.over
    return game


# -- GameConfig and the module helpers ----------------------------------------------------------


def test_rules_default_to_the_2015_edition_without_variants() -> None:
    """README: ``--rules 2015`` (the default); docs/view.md: ``rules`` is "2015" or "2012"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    view = game.view(0)
    assert view.rules == "2015"
    assert sc.GameConfig().variants == frozenset()
    assert sc.Game.new(sc.GameConfig(players=3, seed=1, rules="2012")).view(0).rules == "2012"


def test_hq_modules_are_cumulative_and_give_modules_1_to_n() -> None:
    """README: "The HQ modules are cumulative, every command that starts games takes --hq N for
    modules 1..N"."""
    assert sc.hq_modules(0) == frozenset()
    assert sc.hq_modules(2) == frozenset({"hq1", "hq2"})
    assert sc.hq_modules(4) == HQ_ALL
    with pytest.raises(sc.ConfigError, match="builds on hq1"):
        sc.GameConfig(modules=frozenset({"hq2"}))


@pytest.mark.parametrize("level", [5, -1, "2", 2.0, True, None])
def test_hq_modules_refuses_a_level_that_is_not_0_to_4_with_a_config_error(level: Any) -> None:
    """Bad input is refused in words (DESIGN.md), as a ConfigError like every bad config, never a
    TypeError from inside (``hq_modules("2")`` raised one; ``hq_modules(True)`` gave HQ 1)."""
    with pytest.raises(sc.ConfigError, match="HQ level"):
        sc.hq_modules(level)


def test_recon_modules_are_chosen_a_la_carte() -> None:
    """README: "the Recon modules are chosen à la carte, alone or with HQ: --recon 1,2"."""
    assert sc.recon_modules([1, 3]) == frozenset({"recon1", "recon3"})
    assert sc.recon_modules(range(1, 6)) == RECON_ALL
    assert sc.recon_modules([]) == frozenset()
    game = sc.Game.new(sc.GameConfig(players=3, modules=sc.hq_modules(2) | sc.recon_modules([2])))
    assert not game.over


@pytest.mark.parametrize("numbers", [[0], [6], "12", 3, None, [1.0], [True], [[1]]])
def test_recon_modules_refuses_anything_but_numbers_1_to_5_with_a_config_error(numbers: Any) -> None:
    """``recon_modules("12")`` or ``recon_modules(3)`` raised a TypeError, ``[True]`` gave module
    1: refused in words now, as every bad config is."""
    with pytest.raises(sc.ConfigError, match="Recon modules"):
        sc.recon_modules(numbers)


def test_modules_named_by_text_or_by_module_give_the_same_config() -> None:
    """README: ``GameConfig(players=4, modules=frozenset({"hq1", "hq2", "recon1", "recon2"}))``;
    ``sc.Module`` names the same modules."""
    by_text = sc.GameConfig(players=4, seed=3, modules=frozenset({"hq1", "recon1"}))
    by_enum = sc.GameConfig(players=4, seed=3, modules=frozenset({sc.Module.HQ1, sc.Module.RECON1}))
    assert by_text == by_enum
    assert sc.Game.new(by_text).to_json() == sc.Game.new(by_enum).to_json()


def test_leader_drafting_needs_the_leaders_of_hq_module_3() -> None:
    """docs/variants.md: "leader_draft needs the leaders of HQ module 3 (--hq 3 or more)"."""
    with pytest.raises(sc.ConfigError, match="leader_draft"):
        sc.GameConfig(players=3, modules=sc.hq_modules(2), variants=frozenset({"leader_draft"}))
    game = sc.Game.new(sc.GameConfig(players=3, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})))
    assert game.view(0).leader_pile_count > 0


@pytest.mark.parametrize(
    "settings",
    [
        {"players": 0},
        {"players": 6},
        {"players": "4"},
        {"seed": "x"},
        {"seed": 2**70},
        {"modules": frozenset({"hq5"})},
        {"variants": frozenset({"bogus"})},
        {"rules": "2013"},
    ],
)
def test_a_config_the_engine_cannot_play_is_a_config_error_and_a_value_error(settings: dict[str, Any]) -> None:
    """README/rl.md: a configuration the engine cannot play is refused with ``ConfigError``; the
    package exports it beside InvalidAction (both ``ValueError``)."""
    with pytest.raises(sc.ConfigError) as refused:
        sc.Game.new(sc.GameConfig(**settings))
    assert isinstance(refused.value, ValueError)
    assert str(refused.value)


# -- Actions and their notation -----------------------------------------------------------------


def test_str_of_a_hand_built_action_is_its_standard_notation() -> None:
    """DESIGN.md: ``str(action)`` gives the notation, which round-trips; README: "Any grouping and
    order of the same cards is read as the same action, which the engine writes in one standard
    form". A hand-built ``Action("dig", ("shovel", "refugee"))`` (a verb as plain text, which
    ``apply`` takes) raised AttributeError from ``str``."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7))
    seat = game.to_act[0]
    assert "dig refugee+shovel" in [str(a) for a in game.legal_actions(seat)]
    for built in (
        sc.Action(sc.Verb.DIG, ("shovel", "refugee")),
        sc.Action("dig", ("shovel", "refugee")),  # type: ignore[arg-type]
        sc.Action("dig", ["refugee", "shovel"]),  # type: ignore[arg-type]
    ):
        assert str(built) == "dig refugee+shovel"
        assert sc.parse_action(game, seat, str(built)) in game.legal_actions(seat)
        copy = game.clone()
        copy.apply(seat, built)
        after_text = game.clone()
        after_text.apply(seat, str(built))
        assert copy.to_json() == after_text.to_json()


@pytest.mark.parametrize(
    "fields",
    [
        {"verb": "bogus"},
        {"verb": "DIG", "cards": ("refugee",)},
        {"verb": "dig", "cards": "refugee"},
        {"verb": "dig", "cards": (1, 2)},
        {"verb": "dig", "cards": ("REFUGEE",)},
        {"verb": "end", "subject": "x"},
        {"verb": "store", "cards": ("medic",), "subject": "bunker", "number": "x"},
    ],
)
def test_str_of_a_malformed_hand_built_action_never_raises(fields: dict[str, Any]) -> None:
    """No notation writes an unknown verb or card: ``str`` shows the action as it is instead of
    raising KeyError/AttributeError, and ``apply`` refuses it with InvalidAction, the game
    unchanged (README: "a malformed action raises InvalidAction")."""
    built = sc.Action(**fields)
    shown = str(built)
    assert shown.startswith("Action(")
    game = sc.Game.new(sc.GameConfig(players=4, seed=7))
    before = game.to_json()
    with pytest.raises(sc.InvalidAction):
        game.apply(game.to_act[0], built)
    assert game.to_json() == before


def test_a_finished_game_refuses_any_action_with_illegal_action_not_a_traceback() -> None:
    """README: a forbidden action raises IllegalAction; DESIGN.md: bad input never shows a
    traceback. Once the game was over, ``apply`` and ``play`` wrote the refused action with
    ``str``, which raised AttributeError or KeyError for a hand-built one."""
    game = finished(sc.GameConfig(players=2, seed=4))
    assert game.to_act == ()
    assert game.legal_actions(0) == ()
    saved = game.to_json()
    for built in (sc.Action("pass"), sc.Action("bogus"), sc.Action("dig", "xx")):  # type: ignore[arg-type]
        with pytest.raises(sc.IllegalAction, match="the game is over"):
            game.apply(0, built)
        with pytest.raises(sc.IllegalAction, match="the game is over"):
            game.play(built)
    with pytest.raises(sc.IllegalAction, match="the game is over"):
        game.apply(1, "pass")
    assert game.to_json() == saved


def test_notation_is_read_in_any_case_and_with_any_spaces_between_words() -> None:
    """README: "It is read in any case and with any spaces between words (Dig Brawler+Shovel
    refugee), but the cards of a group are joined by + with no space around it"."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=7))
    seat = game.to_act[0]
    standard = sc.parse_action(game, seat, "dig refugee+shovel")
    for text in ("DIG Refugee+Shovel", "  dig   refugee+shovel ", "dig\trefugee+shovel", "dig shovel+refugee"):
        assert sc.parse_action(game, seat, text) == standard
    for text in ("dig refugee + shovel", "dig refugee+", "dig +shovel"):
        with pytest.raises(sc.InvalidAction, match=r"seat \d \(round 1, gathering phase\)"):
            sc.parse_action(game, seat, text)


def test_every_order_of_the_groups_and_their_cards_reads_as_the_listed_action() -> None:
    """README: "Any grouping and order of the same cards is read as the same action, which the
    engine writes in one standard form". Checked on every dig, hunt and draw listed along random
    games with HQ and Recon."""
    rng = random.Random(5)
    checked = 0
    for seed in range(2):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=HQ_ALL | RECON_ALL))
        for _ in range(150):
            if game.over:
                break
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            for action in legal:
                verb, *groups = str(action).split(" ")
                if verb not in ("dig", "hunt", "draw") or not groups or groups[0] == "bottom":
                    continue
                shuffled = [group.split("+") for group in groups]
                for group in shuffled:
                    rng.shuffle(group)
                rng.shuffle(shuffled)
                text = " ".join([verb.upper(), *("+".join(group) for group in shuffled)])
                assert sc.parse_action(game, seat, text) == action, text
                checked += 1
            game.apply(seat, rng.choice(legal))
    assert checked > 50


# -- Saves, clones and samples ------------------------------------------------------------------


def test_a_determinized_sample_is_written_as_no_save_and_refused_in_words() -> None:
    """README: ``to_json``/``from_json``: "same config, seed and actions give the same game";
    ``determinize`` is "a game that seat could believe it is in", dealt by its own seed, so no
    config and actions replay it. Its ``to_json`` was a save that ``from_json`` refused as
    "edited, or saved by other rules"; it is marked as a sample now, refused as one."""
    game = played(sc.GameConfig(players=3, seed=3), 60)
    seat = game.to_act[0]
    sample = game.determinize(seat, 5)
    text = sample.to_json()
    assert json.loads(text)["format"] == "scavengers-sample"
    assert text == game.determinize(seat, 5).to_json()  # the same sample, written alike
    for written in (text, sample.clone().to_json()):
        with pytest.raises(sc.InvalidAction, match="a sample dealt by determinize"):
            sc.Game.from_json(written)
    # The real game still saves and loads.
    assert json.loads(game.to_json())["format"] == "scavengers-game"
    assert sc.Game.from_json(game.to_json()).view(seat) == game.view(seat)


def test_a_copy_that_keeps_no_knowledge_cannot_be_saved() -> None:
    """README: ``clone(events=False)`` "cannot be saved" and stops keeping the seats' knowledge;
    ``clone(knowledge=False)`` stops keeping it too, so its save no longer replayed to its own
    state: every load of it was refused. ``to_json`` refuses it now, saying why."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=sc.recon_modules([1])))
    forgetful = game.clone(knowledge=False)
    rng = random.Random(0)
    for _ in range(400):
        if forgetful.over:
            break
        seat = forgetful.to_act[0]
        forgetful.apply(seat, rng.choice(forgetful.legal_actions(seat)))
    with pytest.raises(sc.InvalidAction, match="knowledge=False"):
        forgetful.to_json()
    with pytest.raises(sc.InvalidAction, match="quiet copy"):
        game.clone(events=False).to_json()
    assert sc.Game.from_json(game.clone().to_json()).to_json() == game.to_json()


def test_a_save_of_a_finished_game_loads_with_its_result() -> None:
    """README: ``to_json``/``from_json``; ``from_json`` takes the text or its UTF-8 bytes."""
    game = finished(sc.GameConfig(players=3, seed=9, modules=sc.hq_modules(2)))
    text = game.to_json()
    for loaded in (sc.Game.from_json(text), sc.Game.from_json(text.encode())):
        assert loaded.over
        assert loaded.result == game.result
        assert loaded.log(None) == game.log(None)
        assert loaded.decisions_made == game.decisions_made


def test_determinize_keeps_what_the_seat_sees_and_depends_only_on_its_seed() -> None:
    """README: "game.determinize(seat, seed) is a game that seat could believe it is in: what it
    sees stays, every card it cannot see is dealt afresh by the seed"."""
    game = played(sc.GameConfig(players=4, seed=2, modules=sc.hq_modules(4)), 120)
    seat = game.to_act[0]
    first, again = game.determinize(seat, 11), game.determinize(seat, 11)
    assert first.view(seat) == game.view(seat)
    assert first.legal_actions(seat) == game.legal_actions(seat)
    assert table_kinds(first) == table_kinds(again)
    assert any(table_kinds(game.determinize(seat, s)) != table_kinds(game) for s in range(12, 20))


# -- Bots ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [None, 3, b"random"])
def test_make_agent_refuses_a_name_that_is_not_text_with_value_error(name: Any) -> None:
    """docs/bots.md names bots as text (``ismcts:iters=400``); ``make_agent(None, 0)`` raised
    AttributeError: refused with ValueError now, as an unknown name is."""
    with pytest.raises(ValueError, match="bot's name is text"):
        make_agent(name, 0)
    with pytest.raises(ValueError, match="unknown bot"):
        make_agent("bogus", 0)


def test_make_agent_takes_a_whole_number_seed_numpy_included() -> None:
    """The random bot is "seeded"; a NumPy integer (what a learning loop holds) raised TypeError
    from ``random.Random``, and a text seed was taken silently."""
    view_game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    seat = view_game.to_act[0]
    legal = view_game.legal_actions(seat)
    numpy_seed: Any = np.int64(3)
    picks = [make_agent("random", numpy_seed).choose(view_game.view(seat), legal) for _ in range(2)]
    assert picks[0] == picks[1] == make_agent("random", 3).choose(view_game.view(seat), legal)
    for seed in ("3", 3.0, True, None):
        with pytest.raises(ValueError, match="seed must be a whole number"):
            make_agent("random", seed)  # type: ignore[arg-type]


def test_run_game_refuses_a_seat_without_an_agent_before_playing() -> None:
    """``run_game(game, agents)`` plays ``agents[seat]`` in each seat: too few agents raised an
    IndexError mid-game; a ValueError before anything is played now."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=11))
    before = game.to_json()
    with pytest.raises(ValueError, match="4 seats, 1 agents"):
        run_game(game, [make_agent("random", 0)])
    assert game.to_json() == before


def test_run_game_plays_the_same_game_fast_or_action_by_action() -> None:
    """docs/performance.md: ``play`` (the fast path ``run_game`` uses) gives "the game apply
    would give, action for action"; the same seed and bots give the same game."""
    games = []
    for on_action in (None, lambda seat, action: None):
        game = sc.Game.new(sc.GameConfig(players=4, seed=11, modules=sc.hq_modules(1)))
        agents = [make_agent(name, 11 * 8 + s) for s, name in enumerate(["heuristic", "easy", "random", "allin"])]
        count = run_game(game, agents, on_action)
        assert count == game.decisions_made
        games.append(game)
    assert games[0].to_json() == games[1].to_json()


# -- Views, determinism, the end ----------------------------------------------------------------


def test_same_config_gives_the_same_game_and_another_seed_another_deal() -> None:
    """DESIGN.md: "config + seed + actions replays exactly"."""
    config = sc.GameConfig(players=4, seed=21, modules=sc.hq_modules(3) | sc.recon_modules([1]))
    one, two = played(config, 80, seed=1), played(config, 80, seed=1)
    assert [one.view(s) for s in range(4)] == [two.view(s) for s in range(4)]
    assert one.log(None) == two.log(None)
    assert table_kinds(sc.Game.new(dataclasses.replace(config, seed=22))) != table_kinds(sc.Game.new(config))


def test_a_spectators_view_of_an_expansion_game_holds_no_private_card() -> None:
    """docs/view.md: ``view(None)`` is "the public fields only, the private ones empty. A hidden
    card is only ever a count"."""
    rng = random.Random(3)
    game = sc.Game.new(sc.GameConfig(players=3, seed=3, modules=HQ_ALL | RECON_ALL))
    for step in range(300):
        if game.over:
            break
        if step % 10 == 0:
            view = game.view(None)
            assert view.seat is None
            assert view.hand == view.looking == view.committed == view.discard_hidden == ()
            assert view.chosen == view.spent == view.dealt == ()
            assert view.knowledge == ()
            assert all(stored == () for stored in view.stored)
            assert view.peeked is None
            assert view.hand_strength is None
            assert view.committed_strength is None
            assert view.totals == ()
            assert view.to_act == game.to_act
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


def test_the_end_of_the_game_has_a_result_and_scores_as_documented() -> None:
    """README/docs/view.md: ``result`` is None until over; then ``winners`` and a ``Score`` per
    seat; ``game.score(seat)`` gives the same figures as the end (without the gangs)."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    assert game.result is None
    assert game.view(0).result is None
    assert not game.view(0).over
    game = finished(sc.GameConfig(players=3, seed=5))
    result = game.result
    assert result is not None
    assert len(result.scores) == 3
    assert result.winners
    assert set(result.winners) <= {0, 1, 2}
    best = max(score.people for score in result.scores)
    assert all(result.scores[w].people == best for w in result.winners)
    for seat in range(3):
        assert game.score(seat) == result.scores[seat]
        view = game.view(seat)
        assert view.over
        assert view.phase == "over"
        assert view.decision is None
        assert view.to_act == ()
        assert view.result == result


def test_a_scenario_table_is_played_through_the_public_api() -> None:
    """docs/scenarios.md: piles listed top first; the game starts in the gathering phase of the
    round with the hands as given; ``zones()`` lists every zone top first."""
    game = table(
        3,
        round=2,
        players=[{"hand": ["brawler", "shovel"], "deck": ["refugee", "net"]}],
        junkyard=["net", "junk"],
    )
    view = game.view(0)
    assert view.round == 2
    assert view.phase == "gathering"
    assert view.hand == ("brawler", "shovel")
    assert [c.kind for c in game.zones()["0:deck"]] == ["refugee", "net"]
    assert [c.kind for c in game.zones()["junkyard"][:2]] == ["net", "junk"]
    assert game.view(1).seats[0].hand_count == 2
    assert game.view(1).hand == ()


def _zone_form(zone: str) -> str:
    """A knowledge zone with its numbers and building kinds generalised: ``2:stored-bunker-1``
    and ``1:stored-armory-2`` are both ``N:stored-KIND-N``; ``2:deck@2,3`` is ``N:deck@LIST``."""
    zone = re.sub(r"@[\d,]+", "@LIST", zone)
    zone = re.sub(r"(timer|stored)-[a-z_]+", r"\1-KIND", zone)
    return re.sub(r"\d+", "N", zone)


@pytest.mark.slow
def test_every_knowledge_zone_has_a_form_docs_view_md_lists() -> None:
    """docs/view.md, ``Knowledge.zone``: "where it lies" in the forms it lists. A bot parses the
    zone to know where a card it saw lies; ``schematics`` (binoculars), ``2:discard`` (a peeked
    contested resource a rival won) and ``2:looking`` (a leader seen on the pile, drawn by a
    rival's bribe) were given but not documented."""
    row = next(line for line in (ROOT / "docs" / "view.md").read_text().splitlines() if line.startswith("| `zone` |"))
    documented = {_zone_form(token) for token in re.findall(r"`([^`]+)`", row)}
    expansions = HQ_ALL | RECON_ALL
    drafting = sc.GameConfig(
        players=4, modules=sc.hq_modules(3) | sc.recon_modules([1, 5]), variants=frozenset({"leader_draft"})
    )
    seen: set[str] = set()
    for config in (sc.GameConfig(players=3, modules=expansions), drafting):
        for seed in range(6):
            game = sc.Game.new(dataclasses.replace(config, seed=seed))
            rng = random.Random(seed)
            while not game.over:
                for seat in range(config.players):
                    seen |= {_zone_form(record.zone) for record in game.view(seat).knowledge}
                deciding = game.to_act[0]
                game.apply(deciding, rng.choice(game.legal_actions(deciding)))
    assert {"contested", "N:discard", "N:looking", "schematics"} <= seen  # the games reach them
    assert seen <= documented, sorted(seen - documented)


@pytest.mark.parametrize("not_a_view", [None, {}, "view"])
def test_force_and_action_totals_refuse_what_is_not_a_view_with_invalid_action(not_a_view: Any) -> None:
    """README: ``sc.force_total(view, seat)`` and ``sc.action_total(view, action)`` read a view's
    figures; a seat the view lacks is refused with InvalidAction, and so now is a view that is no
    View (``force_total(None, 0)`` raised AttributeError)."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    seat = game.to_act[0]
    action = game.legal_actions(seat)[0]
    assert sc.action_total(game.view(seat), action) is not None
    assert sc.force_total(game.view(seat), seat) is None  # nothing committed yet
    with pytest.raises(sc.InvalidAction, match="force_total reads a View"):
        sc.force_total(not_a_view, 0)
    with pytest.raises(sc.InvalidAction, match="action_total reads a View"):
        sc.action_total(not_a_view, action)
    with pytest.raises(sc.InvalidAction, match="no seat"):
        sc.force_total(game.view(seat), 3)


@pytest.mark.parametrize(
    ("option", "module", "modules"),
    [("contested_one_each", "recon4", ["recon5"]), ("refugees_for_hire", "recon5", ["hq1", "recon4"])],
)
def test_a_module_option_without_its_module_is_refused_not_ignored(
    option: str, module: str, modules: list[str]
) -> None:
    # contested_one_each chooses among Recon 4's contested resources [003:222]; refugees_for_hire
    # replaces Recon 5's scouting refugees [003:267]: without the module either would change
    # nothing, silently.
    with pytest.raises(sc.ConfigError, match=f"{option}.*needs {module}"):
        sc.GameConfig.from_dict({"players": 3, "seed": 1, "modules": modules, option: True})
    sc.Game.new(sc.GameConfig.from_dict({"players": 3, "seed": 1, "modules": [*modules, module], option: True}))


def test_a_save_with_a_key_given_twice_is_refused_not_read_as_its_last_value() -> None:
    # from_json refuses anything that is not a save with the reason; JSON alone would keep the
    # last of two "seed" keys without a word (a hand-edited file), as scenario files refuse.
    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    saved = game.to_json()
    assert sc.Game.from_json(saved).view(0) == game.view(0)
    edited = saved.replace('"seed":3', '"seed":3,"seed":4', 1)
    assert edited != saved
    with pytest.raises(sc.InvalidAction, match="given twice"):
        sc.Game.from_json(edited)
