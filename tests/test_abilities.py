"""The ability registry: every special ability is a registration by card kind that says when it
may be used, what it answers, who may use it, what it targets, how its card is spent and which
ruling it implements; passive effects are hooks (DESIGN.md, "Abilities are registered")."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import table
from scavengers.cards import CATALOGUE, Role
from scavengers.engine import abilities
from scavengers.engine.abilities import Effect, Hook, Spend, Timing
from scavengers.engine.core.config import hq_modules


def test_the_base_and_hq_special_cards_are_registered_by_kind() -> None:
    registered = {(a.kind, a.verb.value) for a in abilities.every_ability()}
    assert {("sniper_team", "snipe"), ("saboteur", "disarm"), ("saboteur", "disable"), ("medic", "save")} <= registered
    assert ("bunker", "retrieve") in registered
    for building in ("bunker", "armory", "pharmacy"):
        assert (building, "store") in registered
    for leader in ("butcher", "cannibal", "organizer", "mentor", "peacemaker", "fanatic"):
        assert (f"leader_{leader}", "lead") in registered


def test_always_on_leaders_and_gardens_are_passive_hooks() -> None:
    assert set(abilities.hooked(Hook.CARD_VALUE)) == {"leader_excavator", "leader_gangster", "leader_ranger"}
    assert "leader_gangster" in abilities.hooked(Hook.EXTRA_PEOPLE)
    assert "leader_sergeant_at_arms" in abilities.hooked(Hook.HIRE_COST)
    assert "leader_sergeant_at_arms" in abilities.hooked(Hook.WHEN_STRUCK)
    assert "hydroponic_gardens" in abilities.hooked(Hook.TURN_FOOD)
    leaders = {k for k, c in CATALOGUE.items() if Role.LEADER in c.roles}
    used = {a.kind for a in abilities.every_ability() if a.source == "leader"}
    passive = {k for hook in Hook for k in abilities.hooked(hook) if k.startswith("leader_")}
    assert used | passive == leaders  # every leader (HQ's and Recon's) does something, through one of the two


def test_every_ability_says_when_what_who_how_and_why() -> None:
    for ability in abilities.every_ability():
        assert ability.kind in CATALOGUE, ability
        assert ability.timings, ability.kind
        assert ability.targets, ability.kind
        assert "RULINGS" in ability.ruling or "[000:" in ability.ruling, ability.kind
        if Timing.WINDOW in ability.timings:
            # A reaction says what it answers and how a seat is asked, from public facts.
            assert ability.answers, ability.kind
            assert ability.asked is not None, ability.kind


def test_a_save_cancels_while_strikes_go_on() -> None:
    save = abilities.lookup("medic", sc.Verb.SAVE)
    snipe = abilities.lookup("sniper_team", sc.Verb.SNIPE)
    assert save is not None
    assert snipe is not None
    assert save.cancels
    assert save.answers == frozenset({Effect.SNIPE})
    assert not snipe.cancels
    assert snipe.spend is Spend.DISCARDED


def test_a_strike_names_its_acting_card_and_the_short_form_stays() -> None:
    game = table(3, round=3, players=[{"hand": ["brawler"]}, {"hand": ["sniper_team"]}])
    short = sc.parse_action(game, 1, "snipe 0:brawler")
    long = sc.parse_action(game, 1, "snipe sniper_team 0:brawler")
    assert short == long
    assert short.cards == ("sniper_team",)
    assert str(long) == "snipe 0:brawler"  # the default card is not repeated
    assert str(sc.parse_action(game, 1, "snipe assassin 0:brawler")) == "snipe assassin 0:brawler"
    assert sc.parse_action(game, 1, "disarm 0:spear").cards == ("saboteur",)


def test_an_action_no_ability_carries_out_is_refused_not_half_done() -> None:
    game = table(3, players=[{"hand": ["scout", "refugee"]}])
    before = game.to_json()
    with pytest.raises(sc.IllegalAction):
        game.apply(0, sc.Action(sc.Verb.SAVE, ("scout",)))
    assert game.to_json() == before


def test_the_peek_is_knowledge_of_the_initiator_alone() -> None:
    game = table(4, round=3, initiator=2, contested=["grenade", "wolf_pack"])
    assert game.view(2).knowledge == (sc.Knowledge("peek", "contested", ("grenade",)),)
    assert game.view(2).peeked == "grenade"
    for seat in (0, 1, 3, None):
        assert game.view(seat).knowledge == ()
    # Once the skirmish is over the card is no longer on the pile: it went where everyone saw
    # it go, a winner's discard pile or (a deadlock) the junkyard, shuffled there [000:274],
    # and she knows it lies there, in no known order (docs/view.md: kept while it stays true).
    while game.round == 3:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, sc.Action(sc.Verb.END) if sc.Action(sc.Verb.END) in legal else legal[0])
    view = game.view(2)
    assert view.peeked != "grenade"
    followed = [k for k in view.knowledge if "grenade" in k.cards]
    assert followed
    assert all(k.zone != "contested" and not k.in_order for k in followed)
    for seat in (0, 1, 3, None):
        assert all("grenade" not in k.cards for k in game.view(seat).knowledge)


def test_modules_are_typed() -> None:
    config = sc.GameConfig(players=3, modules=frozenset({"hq1", "hq2"}))
    assert config.modules == hq_modules(2)
    assert all(isinstance(m, sc.Module) for m in config.modules)
    with pytest.raises(sc.ConfigError, match="unknown modules"):
        sc.GameConfig(players=3, modules=frozenset({"hq1", "hq9"}))


def test_passive_cards_work_through_hooks_active_ones_through_actions_ruling_x21() -> None:
    # "if"/"when" text is passive and automatic; any other special text is an action.
    passive = {"cargo_sled", "hardy_scavenger", "rogue", "scrappers", "portable_decoys"}
    hooked_kinds = {kind for hook in Hook for kind in abilities.hooked(hook)}
    acting_kinds = {a.kind for a in abilities.every_ability()}
    assert passive <= hooked_kinds
    assert not passive & acting_kinds
    active = {"spy", "assassin", "guard", "scouting_refugee", "provocateur", "drill_sergeant", "demolition_team"}
    assert active <= acting_kinds


def test_a_deadlocked_resource_the_initiator_peeked_at_is_known_to_lie_in_the_junkyard_000_274() -> None:
    """[000:274]: in a deadlock the top contested resource goes into the junkyard unseen and
    the junkyard is shuffled. Everyone saw where it went, so the initiator who peeked at it
    knows it lies somewhere in the junkyard (docs/view.md: kept while it stays true, a
    shuffled pile's cards in no known order); no one else learns anything."""
    game = table(4, round=3, initiator=2, contested=["grenade", "wolf_pack"])
    while game.round == 3:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        quiet = [a for a in legal if a.verb in (sc.Verb.END, sc.Verb.COMMIT) and not a.cards]
        game.apply(seat, quiet[0] if quiet else legal[0])
    assert any(e.type is sc.EventType.DEADLOCK for e in game.log(None))
    assert game.view(2).knowledge == (sc.Knowledge("peek", "junkyard", ("grenade",), False, 0),)
    for viewer in (0, 1, 3, None):
        # Seat 3 initiates round 4 and peeks at the next resource: nothing of the grenade.
        assert all("grenade" not in k.cards for k in game.view(viewer).knowledge)
    assert [k.source for k in game.view(3).knowledge] == ["peek"]
