"""Verbs: each declared once (its notation), the verbs a decision takes derived from its own and
its abilities', and a refusal's reason from the same checks that make an action legal.

The random games below go over every kind of decision in every module set and try, at many
decisions, the example of every verb and variations of the legal actions: a refusal never says
a verb "is not possible" in a kind of decision where that verb is legal somewhere, always names
a reason of its own, and a message never echoes a long input whole.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Callable

import pytest

import scavengers as sc
from helpers import lively_choice, pass_windows, rich_config, to_skirmish
from scavengers.engine.abilities import every_ability
from scavengers.engine.core.actions import NOTATION, Verb, parse_notation, spy_target
from scavengers.engine.core.config import RECON_MODULES, Variant, hq_modules
from scavengers.engine.core.errors import MESSAGE_CHARS
from scavengers.engine.core.frames import Choose, GatherTurn, SkirmishTurn, Window
from scavengers.engine.flow import steps
from scavengers.engine.flow.decisions import takes

NOT_POSSIBLE = re.compile(r"'(\w+)' is not possible (?:while|during|at|in) ")
GENERIC = ("that is not a legal action now", "cannot do that now")
"""Endings of fallbacks that name no reason of their own."""


def test_every_verb_is_declared_once_and_its_example_reads_back_as_written() -> None:
    assert set(NOTATION) == set(Verb)
    for verb, notation in NOTATION.items():
        action = parse_notation(notation.example)
        assert action.verb is verb
        assert str(action) == notation.example
        assert notation.shape.split()[0] == verb.value


def test_a_decision_takes_its_own_verbs_and_those_of_the_abilities_usable_there() -> None:
    # The spy, binoculars, map, demolition team, scout tower and drill sergeant act on their
    # owner's turn; cancels, saves and strikes answer in windows; the provocateur and tear gas
    # act in the skirmish; the Yardmaster at any decision (RULINGS, S-7, L-15).
    assert {Verb.SPY, Verb.SCOUT, Verb.MAP, Verb.DEMOLISH, Verb.TOWER, Verb.DRILL, Verb.LEAD} <= takes(GatherTurn)
    assert {Verb.CANCEL, Verb.SAVE, Verb.SNIPE, Verb.DISARM, Verb.RETRIEVE} <= takes(Window)
    assert {Verb.PROVOKE, Verb.GAS, Verb.SNIPE, Verb.DRILL} <= takes(SkirmishTurn)
    assert all(Verb.YARD in takes(frame) for frame in (GatherTurn, Window, SkirmishTurn, Choose))
    assert Verb.CANCEL not in takes(GatherTurn)
    assert Verb.SPY not in takes(Window) | takes(SkirmishTurn)
    # A new ability's verb needs no list: every registered ability's verb is taken somewhere.
    everywhere = takes(GatherTurn) | takes(Window) | takes(SkirmishTurn)
    assert {a.verb for a in every_ability()} <= everywhere


# -- every verb, every kind of decision, random games in every module set ---------------------


def _configs() -> list[sc.GameConfig]:
    """Games in every module set: each HQ level, each Recon module with all of HQ, all of
    them together, leader drafting and the solo game; stacked with the rarer cards."""
    configs = [rich_config(4, level, hq_modules(level)) for level in range(5)]
    configs += [rich_config(3, 10 + i, hq_modules(4) | {m}) for i, m in enumerate(RECON_MODULES)]
    configs.append(rich_config(5, 20, hq_modules(4) | set(RECON_MODULES)))
    # Three 2-player Recon games: a tear gas turns up in about three of five, and the refusals
    # of every verb should be seen however the random play goes.
    configs += [rich_config(2, seed, frozenset(RECON_MODULES)) for seed in (21, 24, 25)]
    draft = frozenset({Variant.LEADER_DRAFT})
    configs.append(sc.GameConfig(players=4, seed=22, modules=hq_modules(4) | {"recon5"}, variants=draft))
    configs.append(sc.GameConfig(players=1, seed=23, modules=frozenset(RECON_MODULES)))
    return configs


_EXTRA_PROBES = (
    "spy {o}:hand",
    "spy {o}:deck",
    "spy {o}:force",
    "spy {o}:deck@1",
    "spy {o}:hand@1,2,3,4,5",
    "spy {o}:deck@99",
    "spy binoculars {o}:deck@1,2,3,4,5,6",
    "spy leaders",
    "spy {o}:force-1",
    "scout binoculars binoculars",
    "cancel guard",
    "cancel brawler",
    "gas {o}:thugs",
    "demolish {o}:scout_tower",
    "map refugee",
    "yard",
    "yard bottom",
    "tower junk contested+junkyard",
    "snipe assassin {o}:brawler",
    "save combat_medics",
    "lead refugee {o}:brawler",
    "engage 9",
    "done bottom",
    "keep none",
    "commit none",
    "hire scout",
    "trash junk",
)


def _probes(legal: tuple[sc.Action, ...], seats: int) -> set[str]:
    """Texts to try: every verb's example and more, aimed at each seat, and the legal actions
    aimed elsewhere or with chosen spy positions."""
    texts: set[str] = set()
    for other in range(seats):
        texts.update(n.example.replace("2:", f"{other}:") for n in NOTATION.values())
        texts.update(p.format(o=other) for p in _EXTRA_PROBES)
    for action in legal:
        if action.target is not None:
            texts.update(str(action._replace(target=t)) for t in range(seats) if t != action.target)
            texts.add(str(action._replace(subject="brawler")))
        if action.verb is Verb.SPY and action.subject is not None:
            texts.update(f"{action}@{p}" for p in ("1", "1,2,3,4,5,6,7", "2,3"))
    return texts


def _check_refusals(game: sc.Game, claims: list[tuple[type, str, str]]) -> bool:
    """Try the probes at this decision, noting every "not possible" claim in ``claims``;
    ``True`` if one of them was carried out (a spy's chosen positions, accepted though not
    listed, as the rules allow)."""
    seat = game.to_act[0]
    frame = game._state.stack[-1]
    legal = game.legal_actions(seat)
    for text in sorted(_probes(legal, len(game._state.players))):
        try:
            action = sc.parse_action(game, seat, text)
        except ValueError:
            continue  # malformed here (a seat past the table): not a refusal of the rules
        if action in legal:
            continue
        # Another form of a listed action: ``retrieve bunker X`` where one of two bunkers holds
        # it, an answer said ``force`` where only the committed cards hold its card.
        other_form = steps.meant(game._state, seat, legal, action)
        try:
            game.apply(seat, action)
        except sc.IllegalAction as refused:
            message = str(refused)
            reason = message.split("): ", 1)[-1]
            assert reason, message
            assert not reason.endswith(GENERIC), message
            found = NOT_POSSIBLE.search(reason)
            if found:
                assert Verb(found.group(1)) not in takes(type(frame)), message
                claims.append((type(frame), found.group(1), message))
            continue
        if other_form is not None:
            assert game._state.history[-1] == (seat, other_form), text  # carried out as listed
            return True
        # Carried out though not listed: only what a frame accepts beyond its list.
        assert action.verb is Verb.SPY, text
        assert spy_target(str(action.subject))[1], text
        return True
    return False


@pytest.mark.slow
def test_a_refusal_names_its_reason_and_never_calls_a_verb_impossible_where_it_is_legal() -> None:
    claims: list[tuple[type, str, str]] = []
    legal_in: dict[type, set[Verb]] = defaultdict(set)
    for config in _configs():
        game = sc.Game.new(config)
        rng = random.Random(config.seed)
        step = 0
        while not game.over and step < 3_000:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            frame_type = type(game._state.stack[-1])
            verbs = {a.verb for a in legal}
            assert verbs <= takes(frame_type), (frame_type, verbs - takes(frame_type))
            legal_in[frame_type] |= verbs
            for action in legal:
                assert sc.parse_action(game, seat, str(action)) == action  # notation round-trips
            step += 1
            if step % 9 == 0 and _check_refusals(game, claims):
                continue
            game.apply(seat, lively_choice(rng, legal))
    seen = {verb for verbs in legal_in.values() for verb in verbs}
    assert {Verb.SPY, Verb.SCOUT, Verb.CANCEL, Verb.PROVOKE, Verb.MAP, Verb.DEMOLISH, Verb.GAS} <= seen
    for frame_type, verb, message in claims:
        assert Verb(verb) not in legal_in[frame_type], message


# -- the abilities' verbs by a seat without the card ---------------------------------------------


def _recon(players: list[dict[str, object]], modules: set[str], **scenario: object) -> sc.Game:
    config = sc.GameConfig(
        players=len(players), seed=0, modules=frozenset(modules), scenario={"players": players, **scenario}
    )
    return sc.Game.new(config)


def _on_turn(modules: set[str], *leaders: str) -> tuple[sc.Game, int]:
    seats: list[dict[str, object]] = [
        {"hand": ["brawler", "refugee"], "deck": ["junk"] * 4},
        {"hand": ["net"], "deck": ["junk"]},
        {"deck": ["junk"]},
    ]
    for seat, leader in zip(seats, leaders, strict=False):
        seat["leader"] = leader
    return _recon(seats, modules, initiator=0), 0


def _in_window() -> tuple[sc.Game, int]:
    game = _recon(
        [{"hand": ["spy"], "deck": ["junk"]}, {"hand": ["net", "brawler"]}, {"hand": ["junk"]}], {"recon1", "recon2"}
    )
    game.apply(0, "spy 1:hand")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "respond"
    return game, decision.seat


def _in_skirmish() -> tuple[sc.Game, int]:
    game = _recon(
        [{"hand": ["brawler", "sniper_team"]}, {"hand": ["thugs"]}, {"hand": ["refugee"]}],
        {"recon2", "recon4"},
        round=3,
        initiator=0,
    )
    to_skirmish(game, {0: "commit brawler sniper_team", 1: "commit thugs", 2: "commit refugee"})
    pass_windows(game)
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "skirmish"
    return game, decision.seat


LEADERS = ("leader_mentor", "leader_butcher", "leader_organizer")
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)


@pytest.mark.parametrize(
    ("setup", "text", "expected"),
    [
        (lambda: _on_turn({"recon1"}), "spy 1:hand", "you have no spy in hand"),
        (lambda: _on_turn({"recon1"}), "scout binoculars", "you have no binoculars in hand"),
        (lambda: _on_turn({"recon4"}), "demolish 1:bunker", "you have no demolition_team in hand"),
        (lambda: _on_turn({"recon5"}), "map refugee", "you have no map in hand"),
        (lambda: _on_turn({"recon3", *HQ2}), "tower brawler junkyard+schematics", "no complete, enabled scout_tower"),
        (lambda: _on_turn({"recon5", *HQ3}, *LEADERS), "yard", "no 'yard' ability; only The Yardmaster has one"),
        (_in_window, "cancel scouting_refugee", "you have no scouting_refugee in hand or among your committed"),
        (_in_skirmish, "provoke provocateur", "you have no provocateur unused in your skirmish force"),
        (_in_skirmish, "gas 1:thugs", "you have no tear_gas unused in your skirmish force"),
    ],
)
def test_an_ability_without_its_card_is_refused_for_want_of_the_card(
    setup: Callable[[], tuple[sc.Game, int]], text: str, expected: str
) -> None:
    game, seat = setup()
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match=re.escape(expected)):
        game.apply(seat, text)
    assert game.to_json() == before


def test_a_verb_no_card_of_the_game_offers_is_refused_for_that() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    seat = game.to_act[0]
    with pytest.raises(sc.IllegalAction, match="there is no spy in this game"):
        game.apply(seat, f"spy {(seat + 1) % 3}:hand")
    # A verb the turn never takes says so, with the verbs it takes now.
    with pytest.raises(sc.IllegalAction, match="'cancel' is not possible during a resource-gathering turn; possible"):
        game.apply(seat, "cancel scouting_refugee")


# -- bounded messages ----------------------------------------------------------------------------

HUGE = 200_000


@pytest.mark.parametrize(
    "text",
    [
        "x" * HUGE,
        "dig " + "scavenger " * (HUGE // 10),
        "trash " + "junk " * (HUGE // 5),
        "hire " + "a" * HUGE,
        "snipe 1:" + "b" * HUGE,
        "snipe " + "9" * HUGE + ":brawler",
        "spy 1:deck@" + "1" * HUGE,
        "spy 1:deck@" + ",".join(str(i) for i in range(1, 999)) * 40,
        "spy " + "binoculars " * (HUGE // 11) + "1:hand",
        "commit " + "brawler " * (HUGE // 8),
        "pass " + "now " * (HUGE // 4),
        "tower " + "junk " * (HUGE // 5),
    ],
)
def test_a_refusal_quotes_only_an_excerpt_of_a_huge_input(text: str) -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon1"})))
    before = game.to_json()
    with pytest.raises((sc.InvalidAction, sc.IllegalAction)) as refused:
        game.apply(0, text)
    messages = [str(refused.value)]
    try:
        sc.parse_action(game, 0, text)
    except (sc.InvalidAction, sc.IllegalAction) as error:
        messages.append(str(error))
    # Short by construction, well inside the cap every refusal has as a last resort.
    assert all(len(message) < MESSAGE_CHARS // 2 for message in messages), [m[:200] for m in messages]
    assert game.to_json() == before
