"""The solo game [003:314-360]: setup, the turn with attrition, engaging an opponent force,
the opponent played by the engine, ties and scoring; RULINGS V-4..V-8, X-37."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import all_card_ids, play_to_the_end, texts, zone_counter, zone_kinds
from scavengers.cards import CATALOGUE, Role
from scavengers.engine.core.config import HQ_MODULES, PLAYABLE_MODULES, RECON_MODULES, SOLO_PLAYABLE
from scavengers.text import describe

OPPONENT = 1


def solo(seed: int = 0, modules: frozenset[str] = frozenset()) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=1, seed=seed, modules=modules))


def solo_table(
    hand: list[str], opponents: list[list[str]], modules: frozenset[str] = frozenset(), **player: Any
) -> sc.Game:
    """A stacked solo table: the player's hand (and deck/discard), the opponent forces."""
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


def decision_kind(game: sc.Game) -> str:
    decision = game.view(0).decision
    return "" if decision is None else decision.kind


def engage(game: sc.Game, number: int, commit: str) -> None:
    """End the turn, engage force ``number`` and commit ``commit`` (notation cards or none)."""
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    if decision_kind(game) == "commit":
        game.apply(0, f"commit {commit}")


def pass_skirmish(game: sc.Game) -> None:
    while decision_kind(game) == "skirmish":
        game.apply(0, "pass")


# -- setup [003:316-327], RULINGS V-8 -----------------------------------------------------------


def test_one_player_is_the_solo_game_and_plays() -> None:
    assert SOLO_PLAYABLE
    assert solo().view(0).players == 1


def test_setup_seven_face_down_forces_of_3_4_4_5_5_5_6_from_32_cards_v8() -> None:
    game = solo(seed=5)
    view = game.view(0)
    assert view.forces == (3, 4, 4, 5, 5, 5, 6)
    forces = Counter[str]()
    for number in range(1, 8):
        forces += zone_counter(game, f"opponent:{number}")
    contested = Counter({k: c.count for k, c in CATALOGUE.items() if Role.CONTESTED in c.roles})
    assert sum(contested.values()) == 28
    assert forces == contested + Counter({"rifle": 2, "thugs": 2})


def test_setup_no_contested_pile_no_initiator_peek_no_gangs_v8() -> None:
    game = solo(modules=frozenset({"hq1", "hq2"}))
    view = game.view(0)
    assert view.contested_count == 0
    assert view.gangs == ()
    assert view.initiator == 0
    assert view.peeked is None
    assert not any(e.type is sc.EventType.PEEKED for e in game.log(None))


def test_setup_junkyard_as_for_3_5_players_minus_the_opponents_rifles_v8() -> None:
    game = solo(modules=frozenset({"hq1"}))
    junkyard = zone_counter(game, "junkyard")
    many = zone_counter(sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1"}))), "junkyard")
    assert junkyard["junk"] == many["junk"]  # no 2-player removal (V-1 is not applied)
    assert junkyard["rifle"] == many["rifle"] - 2
    market = dict(game.view(0).market)
    assert market["thugs"] == CATALOGUE["thugs"].count - 2


def test_setup_the_player_may_have_a_leader_the_opponent_none() -> None:
    game = solo(modules=frozenset(HQ_MODULES[:3]))
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "leader"
    assert len(view.dealt) == 2
    game.apply(0, f"lead {view.dealt[0]}")
    after = game.view(0)
    assert after.seats[0].leader == view.dealt[0]
    assert after.opponent is not None
    assert after.opponent.leader is None
    assert after.decision is not None
    assert after.decision.kind == "turn"


def test_setup_the_solo_player_may_play_without_a_leader() -> None:
    """[003:328] "You may play with or without a tribal leader": ``lead none`` keeps neither
    dealt leader, both leave the game, and the game goes on without one."""
    game = solo(modules=frozenset(HQ_MODULES[:3]))
    dealt = game.view(0).dealt
    assert sc.Action(sc.Verb.LEAD) in game.legal_actions(0)
    assert str(sc.parse_action(game, 0, "lead none")) == "lead none"
    game.apply(0, "lead none")
    after = game.view(0)
    assert after.seats[0].leader is None
    assert after.dealt == ()
    assert after.decision is not None
    assert after.decision.kind == "turn"
    assert not set(dealt) & set(zone_kinds(game, "0:hand") + zone_kinds(game, "0:deck"))
    assert not any(action.verb is sc.Verb.LEAD for action in game.legal_actions(0))
    chosen = [e for e in game.log(0) if e.type is sc.EventType.LEADER_CHOSEN]
    assert [(e.cards, e.count) for e in chosen] == [((), 0)]
    assert describe(chosen[0], ["You"], 0) == "You play without a leader."


def test_only_the_solo_player_may_go_without_a_leader() -> None:
    """[000:650] each player keeps one of the two leaders dealt; the choice of none is the solo
    game's [003:328]."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=frozenset(HQ_MODULES[:3])))
    seat = game.to_act[0]
    assert all(action.cards for action in game.legal_actions(seat))
    before = game.zones()
    with pytest.raises(sc.IllegalAction, match="exactly 1"):
        game.apply(seat, "lead none")
    assert game.zones() == before


@pytest.mark.parametrize("modules", [frozenset(), frozenset(HQ_MODULES), frozenset(RECON_MODULES), PLAYABLE_MODULES])
def test_setup_works_with_any_modules(modules: frozenset[str]) -> None:
    game = solo(seed=2, modules=modules)
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)
    assert sorted(all_card_ids(game)) == list(range(len(all_card_ids(game))))


# -- the turn, RULINGS V-4 ---------------------------------------------------------------------


def test_attrition_the_top_card_of_every_new_deck_leaves_the_game_v4() -> None:
    # [003:331]: shuffle the discard into a new deck, remove its top card permanently.
    game = solo_table(["scout"], [["thugs"]], deck=[], discard=["brawler", "spear", "pills"])
    game.apply(0, "draw scout")  # a mid-turn reshuffle
    attrition = [e for e in game.log(None) if e.type is sc.EventType.ATTRITION]
    assert len(attrition) == 1
    assert attrition[0].seat == 0
    assert len(attrition[0].cards) == 1
    assert game.view(None).seats[0].removed == 1
    assert len(zone_kinds(game, "0:removed")) == 1
    assert (game.view(0).seats[0].hand_count, game.view(0).seats[0].deck_count) == (2, 0)  # the scout drew 2


def test_attrition_when_drawing_the_new_hand_v4() -> None:
    game = solo_table(["brawler"], [["thugs"], ["rifle"]], deck=["pills"], discard=["net", "junk", "spear", "medkit"])
    engage(game, 1, "brawler")  # brawler 2 against thugs 3: lost
    game.apply(0, "remove brawler")
    # Next turn: 1 card from the deck, then the discard (4 + the turn's cards) is reshuffled.
    assert sum(1 for e in game.log(None) if e.type is sc.EventType.ATTRITION) == 1
    assert game.view(0).seats[0].removed == 2


def test_turn_ends_with_the_choice_to_engage_a_remaining_force_or_not_v4() -> None:
    game = solo_table(["brawler"], [["thugs"], ["rifle"], ["grenade"]], deck=["junk"] * 5)
    game.apply(0, "end")
    assert decision_kind(game) == "engage"
    assert texts(game, 0) == ["engage 1", "engage 2", "engage 3", "pass"]
    game.apply(0, "pass")
    view = game.view(0)
    assert view.round == 2
    assert view.forces == (1, 1, 1)
    assert view.hand == ("junk",) * 5
    assert "brawler" in view.seats[0].discard


def test_the_force_is_revealed_only_after_committing_v4() -> None:
    game = solo_table(["brawler", "spear"], [["tribe_family_3"], ["rifle"]], deck=["junk"] * 5)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    view = game.view(0)
    assert view.engaged == 1
    assert view.decision is not None
    assert view.decision.kind == "commit"
    assert view.opponent is not None
    assert view.opponent.force is None
    assert not any("tribe_family_3" in e.cards for e in game.log(0))
    game.apply(0, "commit brawler spear")
    view = game.view(0)
    assert view.opponent is not None
    assert view.opponent.force == ("tribe_family_3",)
    assert view.forces == (0, 1)


def test_a_win_takes_one_card_of_the_force_to_the_discard_and_the_rest_leaves_v4() -> None:
    game = solo_table(["brawler", "spear"], [["tribe_family_3", "rifle"], ["grenade"]], deck=["junk"] * 5)
    engage(game, 1, "brawler spear")
    pass_skirmish(game)
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "prize"
    assert texts(game, 0) == ["keep rifle", "keep tribe_family_3"]
    with pytest.raises(sc.IllegalAction, match="from the cards left in the force you beat"):
        game.apply(0, "keep none")  # one card must be taken, and not from her hand
    game.apply(0, "keep rifle")
    assert "rifle" in game.view(0).seats[0].discard
    assert zone_kinds(game, "1:removed") == ["tribe_family_3"]
    assert any(e.type is sc.EventType.SKIRMISH_WON for e in game.log(None))


def test_a_loss_removes_one_card_of_her_force_her_choice_v4() -> None:
    game = solo_table(["brawler", "spear", "refugee"], [["thugs", "grenade"], ["rifle"]], deck=["junk"] * 5)
    engage(game, 1, "brawler refugee")
    pass_skirmish(game)
    assert texts(game, 0) == ["remove brawler", "remove refugee"]
    game.apply(0, "remove refugee")
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert sorted(zone_kinds(game, "1:removed")) == ["grenade", "thugs"]
    assert "brawler" in game.view(0).seats[0].discard


def test_a_tie_on_fight_and_people_gives_no_prize_and_no_loss_v6() -> None:
    # brawler+spear: fight 4, 1 person; thugs (3) + nothing... use scavenger+spear (3, 1 person).
    game = solo_table(["scavenger", "spear"], [["saboteur", "spear"], ["rifle"]], deck=["junk"] * 5)
    engage(game, 1, "scavenger spear")
    pass_skirmish(game)
    assert decision_kind(game) == "turn"
    assert any(e.type is sc.EventType.DEADLOCK for e in game.log(None))
    assert zone_kinds(game, "0:removed") == []
    assert sorted(zone_kinds(game, "1:removed")) == ["saboteur", "spear"]


def test_a_tie_on_fight_goes_to_more_people_v6() -> None:
    # fight 0 each: tribe family 5 (5 people) beats a brawler gassed... simpler: family vs family.
    game = solo_table(["tribe_family_3", "tribe_family_5"], [["tribe_family_4"], ["rifle"]], deck=["junk"] * 5)
    engage(game, 1, "tribe_family_3 tribe_family_5")
    pass_skirmish(game)
    assert decision_kind(game) == "prize"


def test_engaging_with_no_cards_against_a_force_with_no_fight_is_a_tie_v6() -> None:
    game = solo_table([], [["pills"], ["rifle"]], deck=["junk"] * 5)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    assert any(e.type is sc.EventType.DEADLOCK for e in game.log(None))


def test_the_opponent_tear_gases_the_players_strongest_member_after_her_actions_v5() -> None:
    game = solo_table(["thugs", "brawler"], [["tear_gas", "saboteur", "grenade"], ["rifle"]], deck=["junk"] * 5)
    engage(game, 1, "brawler thugs")
    pass_skirmish(game)
    gassed = [e for e in game.log(None) if e.type is sc.EventType.GASSED]
    assert len(gassed) == 1
    assert gassed[0].seat == OPPONENT
    assert gassed[0].target == 0
    assert gassed[0].text == "thugs"
    # brawler 2 against saboteur+grenade 4: lost.
    assert texts(game, 0) == ["remove brawler", "remove thugs"]


def test_the_player_may_tear_gas_the_opponent_on_her_skirmish_turn_v5() -> None:
    game = solo_table(["tear_gas", "brawler"], [["thugs"], ["rifle"]], deck=["junk"] * 5)
    engage(game, 1, "brawler tear_gas")
    assert "gas 1:thugs" in texts(game, 0)
    game.apply(0, "gas 1:thugs")
    pass_skirmish(game)
    assert decision_kind(game) == "prize"


def test_combat_medics_save_against_the_players_first_snipe_v5() -> None:
    game = solo_table(
        ["sniper_team", "sniper_team", "brawler"], [["combat_medics", "thugs"], ["rifle"]], deck=["junk"] * 5
    )
    engage(game, 1, "brawler sniper_team sniper_team")
    game.apply(0, "snipe 1:thugs")
    saved = [e for e in game.log(None) if e.type is sc.EventType.SAVED]
    assert len(saved) == 1
    assert saved[0].seat == OPPONENT
    assert game.view(0).opponent.force == ("combat_medics", "thugs")  # type: ignore[union-attr]
    game.apply(0, "snipe 1:thugs")  # the medics have saved once this round
    assert game.view(0).opponent.force == ("combat_medics",)  # type: ignore[union-attr]


def test_the_game_ends_after_the_seventh_fight_and_scores_cr_2_others_1_v7() -> None:
    game = solo_table(["brawler", "spear"], [["tribe_family_3", "grenade"]], deck=["junk"] * 5, discard=["junk"])
    engage(game, 1, "brawler spear")
    pass_skirmish(game)
    game.apply(0, "keep grenade")
    assert game.over
    result = game.result
    assert result is not None
    assert result.winners == (0,)
    # brawler, spear, 6 junk: 8 cards at 1; grenade (contested) 2.
    assert result.scores[0].points == 8 + 2
    assert result.scores[0].contested == 1


def test_leaders_and_buildings_score_nothing_in_solo_v7() -> None:
    modules = frozenset(HQ_MODULES[:3])
    scenario = {
        "players": [{"hand": ["brawler"], "leader": "leader_mentor", "buildings": [{"building": "bunker"}]}],
        "opponents": [["pills"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))
    engage(game, 1, "brawler")
    pass_skirmish(game)
    game.apply(0, "keep pills")
    assert game.result is not None
    assert game.result.scores[0].points == 2 + 0


def test_commands_outside_the_solo_game_are_refused_and_change_nothing() -> None:
    game = solo_table(["brawler"], [["thugs"]], deck=["junk"] * 5)
    before = game.to_json()
    for bad in ("engage 1", "remove brawler"):
        with pytest.raises(sc.IllegalAction, match=r"not possible (?:while|during|at|in) "):
            game.apply(0, bad)
    for bad in ("engage x", "engage 999", "engage ٣"):
        with pytest.raises(sc.InvalidAction, match="expected 'engage N'"):
            game.apply(0, bad)
    game.apply(0, "end")
    with pytest.raises(sc.IllegalAction, match="remaining forces: 1"):
        game.apply(0, "engage 4")
    assert json.loads(game.to_json())["actions"] == [[0, "end"]]
    assert before != game.to_json()
    with pytest.raises(sc.InvalidAction, match="no seat 1"):
        game.view(1)


def test_no_pass_when_nothing_is_left_to_draw_the_game_still_ends() -> None:
    game = solo_table([], [["thugs"], ["rifle"]], deck=[])
    game.apply(0, "end")
    assert texts(game, 0) == ["engage 1", "engage 2"]


# -- hidden information, RULINGS V-4, X-37 ----------------------------------------------------


def _unengaged_cards(game: sc.Game) -> Counter[str]:
    found = Counter[str]()
    for name, cards in game.zones().items():
        if name.startswith("opponent:"):
            found.update(c.kind for c in cards)
    return found


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_view_and_log_never_show_an_unengaged_force(seed: int) -> None:
    # Two tables alike but for what the face-down forces 2 and 3 hold: while only force 1 is
    # engaged, the player's view, log and choices are the same in both, step by step.
    deck = ["scavenger", "brawler", "spear", "refugee", "refugee", "scavenger", "shovel", "pills", "net", "junk"]
    games = [
        solo_table(["brawler", "spear"], [["thugs"], forces[0], forces[1]], deck=deck)
        for forces in (
            [["tear_gas", "combat_medics", "grenade"], ["tribe_family_5", "wolf_pack"]],
            [["wolf_pack", "field_crew", "sled_team"], ["tribe_family_3", "rifle"]],
        )
    ]
    rng = random.Random(seed)
    for _ in range(60):
        first, second = games
        if first.over:
            break
        assert first.view(0) == second.view(0)
        assert first.view(None) == second.view(None)
        assert first.log(0) == second.log(0)
        seat = first.to_act[0]
        legal = first.legal_actions(seat)
        assert legal == second.legal_actions(seat)
        allowed = [a for a in legal if a.verb != "engage" or a.target == 1]
        if not allowed:
            break  # only forces 2 and 3 are left to fight
        action = rng.choice(allowed)
        for game in games:
            game.apply(seat, action)
    assert games[0].view(0).forces[0] == 0, "force 1 was engaged"


def test_a_face_down_force_is_only_a_count_in_every_view() -> None:
    game = solo(seed=3)
    hidden = _unengaged_cards(game)
    assert sum(hidden.values()) == 32
    view_text = repr(game.view(0)) + repr(game.log(0)) + repr(game.view(None))
    for kind_id in ("tribe_family_5", "combat_medics", "tear_gas", "wolf_pack", "cargo_sled"):
        assert kind_id not in view_text


# -- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_random_solo_games_end_with_every_card_in_one_zone_and_replay(seed: int) -> None:
    modules = frozenset(random.Random(seed).sample(sorted(PLAYABLE_MODULES), seed * 2))
    if any(m in modules for m in HQ_MODULES):
        modules |= frozenset(HQ_MODULES[: max(HQ_MODULES.index(m) for m in modules if m in HQ_MODULES) + 1])
    game = solo(seed=seed, modules=modules)
    play_to_the_end(game, random.Random(seed))
    assert game.result is not None
    assert len(game.result.scores) == 1
    assert all(n == 0 for n in game.view(0).forces)
    again = sc.Game.from_json(game.to_json())
    assert again.result == game.result


# -- looking at a face-down force: spy, binoculars and scout tower (V-8, X-7) ------------


def _knowledge(game: sc.Game, seat: int | None) -> dict[str, tuple[str, ...]]:
    return {k.zone: k.cards for k in game.view(seat).knowledge}


def test_a_spy_may_look_at_one_remaining_opponent_force_x37() -> None:
    forces = [["thugs", "rifle", "grenade", "tear_gas", "wolf_pack", "pills"], ["tribe_family_3"]]
    game = solo_table(["spy", "brawler"], forces, modules=frozenset({"recon1"}), deck=["junk"] * 5)
    assert "spy 1:force-1" in texts(game, 0)
    assert "spy 1:force-2" in texts(game, 0)
    game.apply(0, "spy 1:force-1")
    seen = _knowledge(game, 0)["force-1"]  # named as binoculars name a force (docs/view.md)
    assert len(seen) == 4  # [003:65]: up to 4 cards, positions chosen blind
    assert not Counter(seen) - Counter(forces[0])
    assert _knowledge(game, None) == {}
    assert not any(set(e.cards) & {"tear_gas", "wolf_pack", "grenade"} for e in game.log(None))


def test_a_spy_may_not_look_at_a_force_already_fought_x37() -> None:
    game = solo_table(
        ["brawler", "spear"], [["pills"], ["thugs"]], modules=frozenset({"recon1"}), deck=["spy", *["junk"] * 4]
    )
    engage(game, 1, "brawler spear")
    pass_skirmish(game)
    game.apply(0, "keep pills")
    assert "spy 1:force-2" in texts(game, 0)
    assert "spy 1:force-1" not in texts(game, 0)
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "spy 1:force-1")
    with pytest.raises(sc.InvalidAction, match="not a zone a spy looks at"):
        game.apply(0, "spy 1:force-12")


def test_binoculars_see_the_top_card_of_every_remaining_force_v8() -> None:
    forces = [["thugs", "rifle"], ["tribe_family_3", "grenade"]]
    game = solo_table(["binoculars", "brawler"], forces, modules=frozenset({"recon1"}), deck=["junk"] * 5)
    game.apply(0, "scout binoculars")
    seen = _knowledge(game, 0)
    assert seen["force-1"] == ("thugs",)
    assert seen["force-2"] == ("tribe_family_3",)


def test_a_scout_tower_may_look_at_two_opponent_forces_v8_x7() -> None:
    forces = [["thugs", "rifle", "pills"], ["tribe_family_3", "grenade"]]
    scenario = {
        "players": [{"hand": ["brawler", "refugee"], "deck": ["junk"] * 5, "buildings": [{"building": "scout_tower"}]}],
        "opponents": forces,
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon3"}), scenario=scenario))
    assert "tower refugee force-1+force-2" in texts(game, 0)
    game.apply(0, "tower refugee force-1+force-2")
    seen = _knowledge(game, 0)
    assert seen["force-1"] == ("thugs", "rifle")
    assert seen["force-2"] == ("tribe_family_3", "grenade")


def test_the_solo_game_refuses_to_pick_one_contested_resource_of_each_v8() -> None:
    # [003:318]: the solo opponents are all 28 contested resources, so Recon module 4's
    # "one of each" choice [003:222] has nothing to choose from.
    with pytest.raises(sc.ConfigError, match="all 28 contested resources"):
        sc.GameConfig(players=1, modules=frozenset({"recon4"}), contested_one_each=True)


def test_a_snipe_at_a_card_the_revealed_opponent_force_lacks_says_so() -> None:
    """The opponent plays as seat 1 (RULINGS V-5): a snipe at a card its revealed force does not
    hold names the force, not "no seat 1"; a seat beyond it is bad notation."""
    game = solo_table(["sniper_team", "brawler"], [["thugs", "rifle"]])
    engage(game, 1, "sniper_team brawler")
    with pytest.raises(sc.IllegalAction, match="seat 1 has no grenade in her force"):
        game.apply(0, "snipe 1:grenade")
    with pytest.raises(sc.InvalidAction, match="no seat 2: seats are 0-1"):
        game.apply(0, "snipe 2:thugs")
