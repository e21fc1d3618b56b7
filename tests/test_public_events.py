"""Every public change has an event: a card never turns face up without the public log
naming it, so a spectator who reads only the log knows every face-up card."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import scavengers as sc
import scavengers.cards
from helpers import act
from scavengers.engine.core.config import hq_modules

_ACTING_CARD = {
    sc.EventType.SNIPED: "sniper_team",
    sc.EventType.DISARMED: "saboteur",
    sc.EventType.BUILDING_DISABLED: "saboteur",
}
"""The card a strike event implies today: it names the struck card, not the striking one.
Once strikes name their acting card in the notation (issue 8), their events should name it
too and this table can go."""


def _named_since_reshuffle(log: tuple[sc.Event, ...], seat: int) -> Counter[str]:
    """The card kinds public events have named for ``seat`` since her last reshuffle."""
    named: Counter[str] = Counter()
    declared: tuple[str, ...] = ()
    for event in log:
        if event.type is sc.EventType.RESHUFFLED and event.seat == seat:
            # Cards of a declaration still on the table are face up and named by it: they go
            # to the discard after their action resolves [000:256], after this reshuffle.
            named = Counter(declared)
        elif seat in (event.seat, event.target):
            if event.type is sc.EventType.DECLARED and event.seat == seat:
                declared = event.cards
            named.update(event.cards)
            if event.text in sc.cards.CATALOGUE:  # a hire names its mercenary
                named[event.text] += 1
            if event.seat == seat and event.type in _ACTING_CARD:
                named[_ACTING_CARD[event.type]] += 1
    return named


def _unannounced_face_up(game: sc.Game) -> dict[int, Counter[str]]:
    """Face-up discards of each seat that no public event since her last reshuffle named."""
    log = game.log(None)
    missing = {}
    for seat_view in game.view(None).seats:
        extra = Counter(seat_view.discard) - _named_since_reshuffle(log, seat_view.seat)
        if extra:
            missing[seat_view.seat] = extra
    return missing


@pytest.mark.slow
@pytest.mark.parametrize("game_index", [34, 115, 183, 278, 279, 300])
def test_no_card_turns_face_up_in_a_discard_pile_without_a_public_event(game_index: int) -> None:
    # Random games at every HQ level; 278 and 279 play the Organizer, 34 and 115 strike.
    level, players = game_index % 5, 2 + game_index % 4
    game = sc.Game.new(sc.GameConfig(players=players, seed=1000 + game_index, modules=hq_modules(level)))
    rng = random.Random(game_index)
    steps = 0
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        steps += 1
        assert _unannounced_face_up(game) == {}, f"step {steps}: {game.log(None)[-5:]}"


def test_the_organizers_second_card_is_shown_as_it_goes_to_the_discard() -> None:
    scenario = {"round": 1, "players": [{"hand": ["refugee"], "deck": ["pills", "net"], "leader": "leader_organizer"}]}
    game = sc.Game.new(sc.GameConfig(players=3, modules=hq_modules(3), scenario=scenario))
    while game.to_act != (0,):  # the other seats choose their leaders
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    assert game.view(0).seats[0].leader == "leader_organizer"
    act(game, 0, "lead refugee")
    game.apply(0, "keep pills")
    shown = [e for e in game.log(None) if e.type is sc.EventType.DISCARDED and e.seat == 0]
    assert [e.cards for e in shown] == [("net",)]
    assert game.view(None).seats[0].discard == ("net", "refugee")
    assert _unannounced_face_up(game) == {}


def test_a_card_retrieved_from_the_bunker_after_committing_is_shown_when_discarded_at_round_end() -> None:
    # RULINGS I-11: retrieved in another player's window after committing and left unused,
    # it is discarded at the end of the round, face up: the log names it.
    scenario = {
        "round": 3,
        "players": [
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["medic"]}]},
            {"hand": ["scout"], "deck": ["junk"] * 3},
            {"hand": ["scout"]},
        ],
        "contested": ["grenade", "wolf_pack"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, modules=hq_modules(2), scenario=scenario))
    for seat, text in [(0, "end"), (0, "commit brawler"), (1, "draw scout"), (2, "pass")]:
        game.apply(seat, text)
    game.apply(0, "retrieve bunker medic")
    game.apply(0, "pass")
    assert game.view(0).hand == ("medic",)
    answers = {"skirmish": "pass", "respond": "pass", "keep": "keep none", "commit": "commit none", "turn": "end"}
    while game.round == 3:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        game.apply(seat, answers[decision.kind])
    ends = [e for e in game.log(None) if e.type is sc.EventType.DISCARDED and e.round == 3 and e.text == "end of round"]
    assert [(e.seat, e.cards) for e in ends] == [(0, ("medic",))]
    assert _unannounced_face_up(game) == {}


def test_a_snipe_and_a_disarm_name_the_card_that_struck_to_everyone() -> None:
    # The striking card is played face up (discarded, [000:300-316]): every seat sees which.
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"recon2"}),
            scenario={"players": [{"hand": ["scavenger", "spear"]}, {"hand": ["assassin", "saboteur"]}, {}]},
        )
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "disarm 0:spear")
    seen = [e for e in game.log(2) if e.type is sc.EventType.DISARMED]
    assert [(e.seat, e.target, e.cards, e.text) for e in seen] == [(1, 0, ("spear",), "saboteur")]
    while game.to_act != (1,):
        game.apply(game.to_act[0], "pass")
    game.apply(1, "snipe assassin 0:scavenger")
    seen = [e for e in game.log(None) if e.type is sc.EventType.SNIPED]
    assert [(e.seat, e.target, e.cards, e.text) for e in seen] == [(1, 0, ("scavenger",), "assassin")]
