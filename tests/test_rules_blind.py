"""Rule cases written from the rulebooks and the public docs only (an outside checker's view).

Every case stacks a table with a scenario (docs/scenarios.md) and plays it through the public
API (``Game.apply`` with notation, ``legal_actions``, ``view``, ``log``, ``score``, ``result``,
and the omniscient ``zones`` where a pile's order must be checked). Each docstring cites the
rulebook line (``[000:146]``: file 000, line 146) or the ruling it checks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS, RECON_CONTESTED_KINDS, texts, zone_kinds

# ---------------------------------------------------------------------------------------------
# helpers (public API only)


def new_game(players: int, scenario: Mapping[str, Any], **config: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, scenario=scenario, **config))


def decision(game: sc.Game, seat: int) -> str:
    """The kind of decision pending for ``seat`` (empty when none)."""
    pending = game.view(seat).decision
    return pending.kind if pending is not None else ""


def settle(game: sc.Game) -> None:
    """Pass every response or save window in which passing is the only thing a seat can do."""
    while game.to_act:
        seat = game.to_act[0]
        kind = decision(game, seat)
        if kind in ("respond", "save") and texts(game, seat) == ["pass"]:
            game.apply(seat, "pass")
            continue
        return


def act(game: sc.Game, seat: int, *actions: str) -> None:
    """``seat`` takes each action in turn; windows nobody can answer are passed."""
    for action in actions:
        settle(game)
        assert seat in game.to_act, f"seat {seat} is not to act before {action!r}: {game.to_act}"
        game.apply(seat, action)
    settle(game)


def events(game: sc.Game, kind: str, seat: int | None = None) -> list[sc.Event]:
    return [event for event in game.log(seat) if event.type.value == kind]


def skirmish_outcome(game: sc.Game, round_: int) -> tuple[str, int | None]:
    """("won", seat) or ("deadlock", None) for the skirmish of ``round_``, from the public log."""
    for event in game.log(None):
        if event.round != round_:
            continue
        if event.type.value == "skirmish_won":
            return "won", event.seat
        if event.type.value == "deadlock":
            return "deadlock", None
    raise AssertionError(f"no skirmish outcome in round {round_}")


def totals(game: sc.Game, round_: int) -> dict[int, tuple[int, ...]]:
    """Each seat's (has_fight, fight, people) as the skirmish judged it, from the public log."""
    return {
        event.seat: tuple(event.values)
        for event in game.log(None)
        if event.round == round_ and event.type.value == "skirmish_totals" and event.seat is not None
    }


def skirmish(game: sc.Game, commits: Mapping[int, str]) -> None:
    """Every seat, in turn, ends its gathering at once and commits the given cards."""
    for _ in range(len(commits)):
        settle(game)
        seat = game.to_act[0]
        act(game, seat, "end", f"commit {commits[seat]}")


def player(hand: list[str], deck: list[str] | None = None, discard: list[str] | None = None) -> dict[str, Any]:
    return {"hand": hand, "deck": deck or [], "discard": discard or []}


F1 = ["pickaxe", "pickaxe", "net", "net", "multitool"]
F2 = ["pills", "pills", "medkit", "medkit", "spear"]


# ---------------------------------------------------------------------------------------------
# base game: gathering


def walkthrough_table() -> dict[str, Any]:
    """The 2015 rulebook's sample round [000:502-518]: Sarah (0), Carol (1), Betty (2)."""
    return {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["brawler", "shovel", "refugee", "refugee", "pills"], ["refugee", "scout", "junk", "junk", "junk"]),
            player(["scavenger", "spear", "refugee", "refugee", "tribe_family_3"], ["junk", "net", "pickaxe", "junk"]),
            player(
                ["scavenger", "scavenger", "spear", "shovel", "medkit"],
                ["brawler", "pills", "pills", "multitool", "medkit"],
            ),
        ],
        "junkyard": ["net", "junk", "pills", "medkit"],
        "contested": ["field_crew", "grenade"],
    }


def test_dig_walkthrough_keeps_one_returns_rest_to_bottom() -> None:
    """[000:204] [000:506]: Sarah digs 2 with refugee+shovel, keeps the net; the junk goes to the
    bottom of the junkyard, unshuffled [000:236]; the kept card is hidden from the others [000:262]."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "dig refugee+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net"]
    act(game, 0, "keep net")
    assert zone_kinds(game, "junkyard") == ["pills", "medkit", "junk"]
    assert game.view(0).discard_hidden == ("net",)
    other = game.view(1).seats[0]
    assert "net" not in other.discard
    assert other.discard_hidden_count == 1
    assert sorted(other.discard) == ["refugee", "shovel"]


def test_dig_may_keep_none() -> None:
    """ED-4 [000:206]: a dig may keep one card or none; all undug cards go to the bottom."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "dig refugee+shovel", "keep none")
    assert zone_kinds(game, "junkyard")[:2] == ["pills", "medkit"]
    assert sorted(zone_kinds(game, "junkyard")[2:]) == ["junk", "net"]
    assert game.view(0).discard_hidden == ()


def test_dig_total_must_be_at_least_one() -> None:
    """[000:252] R-10: a refugee (dig 0) alone cannot dig; the refused action changes nothing."""
    game = new_game(3, walkthrough_table())
    assert "dig refugee" not in texts(game, 0)
    before = game.to_json()
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "dig refugee")
    assert game.to_json() == before


def test_tool_does_not_grant_ability() -> None:
    """[000:242]: Anna's shovel cannot raise her scavenger's hunt (the shovel has no hunt), though
    it can raise her dig."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger", "shovel", "refugee", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    actions = texts(game, 0)
    assert "hunt scavenger" in actions
    assert "dig scavenger+shovel" in actions
    assert not any(a.startswith("hunt") and "shovel" in a for a in actions)
    with pytest.raises(ValueError, match=r"."):
        game.apply(0, "hunt scavenger+shovel")


def test_one_tool_per_tribe_member() -> None:
    """[000:189] [000:240]: a tribe member uses a single tool, even with two that fit the action."""
    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger", "shovel", "pickaxe", "refugee", "junk"]), player(F1), player(F2)],
        "junkyard": ["net", "junk", "pills", "medkit", "spear", "rifle"],
    }
    game = new_game(3, scenario)
    assert not any(
        "shovel" in a and "pickaxe" in a and "refugee" not in a for a in texts(game, 0) if a.startswith("dig")
    )
    with pytest.raises(ValueError, match=r"."):
        game.apply(0, "dig scavenger+shovel+pickaxe")
    # two members, one tool each: scavenger+shovel (3) and refugee+pickaxe (1)
    act(game, 0, "dig scavenger+shovel refugee+pickaxe")
    assert len(game.view(0).looking) == 4


def test_group_leaders_stack_and_give_refugee_a_dig() -> None:
    """[000:440-450]: group leaders stack on one member, are not a tool, and let a refugee dig."""
    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["refugee", "group_leaders", "group_leaders", "shovel", "junk"]),
            player(F1),
            player(F2),
        ],
        "junkyard": ["net", "junk", "pills", "medkit", "spear", "rifle", "pickaxe", "multitool", "junk"],
    }
    game = new_game(3, scenario)
    act(game, 0, "dig refugee+shovel+group_leaders+group_leaders")
    # refugee 0 + shovel 2 + group leaders 2 + 2
    assert len(game.view(0).looking) == 6


def test_each_action_once_per_round() -> None:
    """[000:185] [000:200]: no action may be taken more than once a round."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "dig refugee+shovel", "keep net")
    assert not any(a.startswith("dig") for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "dig brawler")


def test_hire_walkthrough_carol_and_betty() -> None:
    """[000:510] [000:516]: Carol hunts 1 with refugee+spear and hires a scavenger (1 food);
    Betty hunts 2 with scavenger+spear, adds a medkit and hires a scout (2 food + 1 med)."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "end", "commit brawler refugee pills")
    act(game, 1, "hunt refugee+spear")
    assert game.view(1).seats[1].food == 1
    assert "hire brawler" not in texts(game, 1)
    act(game, 1, "hire scavenger", "end", "commit refugee tribe_family_3")
    assert "scavenger" in game.view(0).seats[1].discard
    act(game, 2, "hunt scavenger+spear")
    assert game.view(2).seats[2].food == 2
    act(game, 2, "hire scout pay medkit")
    assert "scout" in game.view(0).seats[2].discard


def test_thugs_cost_any_mix_of_six() -> None:
    """[000:400-402]: thugs are hired with any mix of food and meds totalling 6."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["scavenger", "spear", "medkit", "medkit", "pills"]),
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table)
    act(game, 0, "hunt scavenger+spear")  # 2 food
    assert "hire thugs pay medkit medkit" in texts(game, 0)  # 2 + 4
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hire thugs pay medkit pills")  # 2 + 3 = 5
    act(game, 0, "hire thugs pay medkit medkit")
    assert "thugs" in game.view(1).seats[0].discard


def test_hire_hunter_with_pills_alone() -> None:
    """[000:408-410]: medicine needs no person: 'rattle the pills' and a hunter joins."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["pills", "refugee", "refugee", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    act(game, 0, "hire hunter pay pills")
    assert "hunter" in game.view(0).seats[0].discard


def test_hire_only_once_a_round() -> None:
    """[000:218]: a player hires one mercenary a round."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["pills", "pills", "junk", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    act(game, 0, "hire hunter pay pills")
    assert not any(a.startswith("hire") for a in texts(game, 0))


def test_trash_adds_to_junkyard_without_replacement() -> None:
    """[000:228] [000:236]: trashed cards join the junkyard (shuffled); no card is drawn instead."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "trash refugee refugee")
    view = game.view(0)
    assert view.junkyard_count == 6
    assert sorted(zone_kinds(game, "junkyard")) == ["junk", "medkit", "net", "pills", "refugee", "refugee"]
    assert view.seats[0].hand_count == 3
    assert view.seats[0].deck_count == 5


def test_draw_shortfall_reshuffles_discard() -> None:
    """[000:190] R-6: drawing past the deck draws it all, then shuffles the discard into a new deck."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["scout", "junk", "junk", "junk", "junk"], ["pills"], ["medkit", "net", "spear"]),
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table)
    act(game, 0, "draw scout")
    hand = list(game.view(0).hand)
    assert "pills" in hand
    assert len(hand) == 6  # 4 junk + pills + one card of the old discard
    assert len([k for k in hand if k in ("medkit", "net", "spear")]) == 1
    assert game.view(1).seats[0].deck_count == 2
    assert events(game, "reshuffled")


# ---------------------------------------------------------------------------------------------
# base game: skirmish


def test_skirmish_walkthrough_tie_broken_by_people() -> None:
    """[000:518]: Sarah (brawler, refugee, pills: fight 2, 2 people) and Betty (scavenger+shovel:
    fight 2, 1 person) tie on fight; Sarah wins on people. Carol (refugee, tribe family) has fight 0."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "dig refugee+shovel", "keep net", "end", "commit brawler refugee pills")
    act(
        game,
        1,
        "dig scavenger",
        "keep none",
        "hunt refugee+spear",
        "hire scavenger",
        "end",
        "commit refugee tribe_family_3",
    )
    act(game, 2, "hunt scavenger+spear", "hire scout pay medkit", "end", "commit scavenger shovel")
    assert skirmish_outcome(game, 3) == ("won", 0)
    judged = totals(game, 3)
    assert judged[0][1:] == (2, 2)
    assert judged[2][1:] == (2, 1)
    assert judged[1][1] == 0


def test_skirmish_winner_takes_top_contested_face_down() -> None:
    """[000:268]: the winner takes the top contested resource into her discard pile unrevealed."""
    game = new_game(3, walkthrough_table())
    skirmish(game, {0: "brawler", 1: "none", 2: "none"})
    assert skirmish_outcome(game, 3) == ("won", 0)
    assert zone_kinds(game, "contested") == ["grenade"]
    assert "field_crew" in zone_kinds(game, "0:discard") + zone_kinds(game, "0:hand") + zone_kinds(game, "0:deck")
    for seat in (1, 2, None):
        for event in game.log(seat):
            assert "field_crew" not in event.cards, (seat, event)


def test_fight_zero_beats_no_fight() -> None:
    """[000:418-420] ED-12: a fight of 0 beats no fight at all, whatever the people."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["tribe_family_3", "junk", "junk", "junk", "junk"]),
            player(["refugee", "refugee", "refugee", "refugee", "junk"]),
            player(F2),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "tribe_family_3", 1: "refugee refugee refugee refugee", 2: "none"})
    assert skirmish_outcome(game, 3) == ("won", 0)


def test_all_fight_zero_people_decide() -> None:
    """[000:414-416]: everyone at fight 0, the most people wins."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["tribe_family_3", "junk", "junk", "junk", "junk"]),
            player(["tribe_family_5", "junk", "junk", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "tribe_family_3", 1: "tribe_family_5", 2: "none"})
    assert skirmish_outcome(game, 3) == ("won", 1)


def test_no_fight_and_equal_people_is_deadlock() -> None:
    """[000:422-424] [000:274] ED-6: nobody can fight and people tie: the contested resource goes
    into the junkyard unseen, which is shuffled."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["refugee", "junk", "junk", "junk", "junk"]),
            player(["refugee", "pills", "pills", "pills", "pills"]),
            player(F1),
        ],
        "junkyard": ["net", "spear", "medkit"],
        "contested": ["wolf_pack", "grenade", "sled_team"],
    }
    game = new_game(3, table)
    skirmish(game, {0: "refugee", 1: "refugee", 2: "none"})
    assert skirmish_outcome(game, 3) == ("deadlock", None)
    assert zone_kinds(game, "contested") == ["grenade", "sled_team"]
    assert sorted(zone_kinds(game, "junkyard")) == ["medkit", "net", "spear", "wolf_pack"]
    for event in game.log(None):
        assert "wolf_pack" not in event.cards


def test_people_tie_break_only_among_the_tied() -> None:
    """S-2 [000:274]: people break a tie between the tied players only; a lower fight with more
    people does not join."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["brawler", "refugee", "junk", "junk", "junk"]),
            player(["scout", "junk", "junk", "pills", "pills"]),
            player(["scavenger", "tribe_family_5", "refugee", "refugee", "spear"]),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "brawler refugee", 1: "scout", 2: "scavenger tribe_family_5 refugee refugee"})
    assert skirmish_outcome(game, 3) == ("won", 0)


def two_player(hand0: list[str], hand1: list[str], contested: list[str] | None = None) -> dict[str, Any]:
    return {
        "round": 3,
        "initiator": 0,
        "players": [
            player(hand0, ["junk", "junk", "junk", "junk", "junk"]),
            player(hand1, ["pills", "pills", "pills", "pills", "pills"]),
        ],
        "contested": contested or ["grenade", "wolf_pack"],
    }


def test_two_players_must_win_by_two() -> None:
    """[000:116] V-2: with two players a skirmish won by 1 is a tie: the contested resource goes
    into the junkyard."""
    game = new_game(
        2,
        two_player(
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
            ["scavenger", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    skirmish(game, {0: "brawler", 1: "scavenger"})
    assert skirmish_outcome(game, 3) == ("deadlock", None)
    assert "grenade" in zone_kinds(game, "junkyard")


def test_two_players_win_by_two_takes_resource() -> None:
    """[000:116]: a margin of 2 wins the contested resource with two players."""
    game = new_game(
        2,
        two_player(
            ["brawler", "spear", "refugee", "refugee", "refugee"],
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    skirmish(game, {0: "brawler spear", 1: "brawler"})
    assert skirmish_outcome(game, 3) == ("won", 0)


def test_two_players_people_do_not_break_ties() -> None:
    """[000:115]: with two players the number of people brought is no longer relevant."""
    game = new_game(
        2,
        two_player(
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    skirmish(game, {0: "brawler refugee refugee refugee refugee", 1: "brawler"})
    assert skirmish_outcome(game, 3) == ("deadlock", None)


def test_two_players_no_peek() -> None:
    """[000:114] V-3: no contested resources peeking with two players; with three, the initiator
    peeks from round 3 [000:126] [000:150]."""
    game = new_game(
        2,
        two_player(
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    assert game.view(0).peeked is None
    assert not [k for k in game.view(0).knowledge if k.zone == "contested"]
    three = new_game(3, walkthrough_table())
    assert three.view(0).peeked == "field_crew"
    assert three.view(1).peeked is None
    assert three.view(None).peeked is None


def test_initiator_kept_rounds_one_to_three_then_passes_left() -> None:
    """[000:146] ED-1: the first player keeps the initiator card for rounds 1-3, then it moves
    left every round; no skirmish in rounds 1 and 2 [000:144]."""
    table = {
        "round": 1,
        "initiator": 1,
        "players": [
            player(["scavenger", "refugee", "refugee", "spear", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "spear"]),
        ],
    }
    game = new_game(3, table)
    seen: dict[int, int | None] = {}
    while game.round <= 4 and not game.over:
        settle(game)
        seat = game.to_act[0]
        seen.setdefault(game.round, game.view(None).initiator)
        pending = decision(game, seat)
        if pending == "turn":
            game.apply(seat, "end")
        elif pending == "commit":
            assert game.round >= 3
            game.apply(seat, "commit none")
        else:
            raise AssertionError(pending)
    assert seen == {1: 1, 2: 1, 3: 1, 4: 2}
    assert not events(game, "skirmish_won") or all(e.round >= 3 for e in events(game, "skirmish_won"))


def skirmish_turns(game: sc.Game, moves: Mapping[int, list[str]]) -> None:
    """Play each seat's skirmish opportunity (in the order the engine asks), then 'pass'; a save
    window (a medic could answer a snipe) is passed."""
    settle(game)
    while game.to_act and decision(game, game.to_act[0]) in ("skirmish", "save"):
        seat = game.to_act[0]
        if decision(game, seat) == "save":
            act(game, seat, "pass")
            continue
        for move in moves.get(seat, []):
            act(game, seat, move)
        if game.to_act == (seat,) and decision(game, seat) == "skirmish":
            act(game, seat, "pass")
        settle(game)


def test_skirmish_snipe_and_used_sniper_counts_people() -> None:
    """[000:316] [000:498-500]: a sniper team in the skirmish takes out one opponent person; the
    sniper fights no more but its 2 people still count for the tie-break."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["sniper_team", "scavenger", "junk", "junk", "junk"]),
            player(["brawler", "spear", "refugee", "pills", "pills"]),
            player(["scavenger", "net", "net", "pickaxe", "pickaxe"]),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "sniper_team scavenger", 1: "brawler spear refugee", 2: "scavenger"})
    assert "snipe 1:brawler" in texts(game, 0)
    assert "snipe 1:spear" not in texts(game, 0)
    assert "snipe 1:refugee" in texts(game, 0)
    skirmish_turns(game, {0: ["snipe 1:brawler"]})
    judged = totals(game, 3)
    assert judged[0] == (1, 1, 3)
    assert judged[1][0] == 0
    assert judged[2] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == ("won", 0)


def test_sniped_player_rearranges_tools() -> None:
    """[000:462-468]: Sarah's brawler with a grenade is sniped; her scavenger drops the spear and
    takes the grenade (fight 4, not 3)."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["sniper_team", "thugs", "junk", "junk", "junk"]),
            player(["brawler", "grenade", "scavenger", "spear", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "sniper_team thugs", 1: "brawler grenade scavenger spear", 2: "none"})
    skirmish_turns(game, {0: ["snipe 1:brawler"]})
    assert totals(game, 3)[1][:2] == (1, 4)
    assert skirmish_outcome(game, 3) == ("won", 1)


def test_saboteur_disarms_instead_of_fighting_but_counts_people() -> None:
    """[000:494-500] [000:302]: a saboteur that disarms does not fight, but its person still
    counts in the tie-break; a saboteur can only disarm a tool [000:456]."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["saboteur", "scout", "junk", "junk", "junk"]),
            player(["scavenger", "spear", "pills", "pills", "pills"]),
            player(["brawler", "refugee", "net", "net", "pickaxe"]),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "saboteur scout", 1: "scavenger spear", 2: "brawler refugee"})
    assert "disarm 1:spear" in texts(game, 0)
    assert "disarm 1:scavenger" not in texts(game, 0)
    skirmish_turns(game, {0: ["disarm 1:spear"]})
    judged = totals(game, 3)
    assert judged[0] == (1, 2, 2)
    assert judged[1][:2] == (1, 1)
    assert skirmish_outcome(game, 3) == ("deadlock", None)


def test_gathering_snipe_returns_other_cards_to_hand() -> None:
    """[000:474-488] I-2: a sniper from hand snipes a card of another player's dig; only that card
    is discarded, the others come back to hand to be used again; the sniper is discarded."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["scavenger", "shovel", "refugee", "junk", "junk"]),
            player(["sniper_team", "pills", "pills", "pills", "pills"]),
            player(F1),
        ],
        "junkyard": ["net", "spear", "medkit", "rifle"],
    }
    game = new_game(3, table, modules=frozenset({"hq1"}))
    act(game, 0, "dig scavenger+shovel")
    assert decision(game, 1) == "respond"
    assert "snipe 0:scavenger" in texts(game, 1)
    act(game, 1, "snipe 0:scavenger")
    assert decision(game, 0) == "resume"
    act(game, 0, "abort")
    assert sorted(game.view(0).hand) == ["junk", "junk", "refugee", "shovel"]
    assert "scavenger" in game.view(2).seats[0].discard
    assert "sniper_team" in game.view(2).seats[1].discard
    assert "dig refugee+shovel" in texts(game, 0)
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


# ---------------------------------------------------------------------------------------------
# base game: end of game and scoring


def final_round(hands: list[list[str]], contested: list[str], **extra: Any) -> dict[str, Any]:
    return {"round": 16, "initiator": 0, "players": [player(h) for h in hands], "contested": contested, **extra}


def test_game_ends_when_contested_pile_depleted() -> None:
    """[000:140] [000:170] ED-2: the game ends once the contested pile is empty, even when the last
    card went to the junkyard in a deadlock."""
    game = new_game(3, final_round([["refugee"], ["refugee"], ["junk"]], ["grenade"]))
    skirmish(game, {0: "refugee", 1: "refugee", 2: "none"})
    assert skirmish_outcome(game, 16) == ("deadlock", None)
    assert game.over
    assert game.result is not None
    assert game.to_act == ()


def test_game_continues_while_contested_remain() -> None:
    """[000:140]: with contested resources left the game goes on to the next round."""
    game = new_game(3, {**final_round([["brawler"], ["refugee"], ["junk"]], ["grenade", "wolf_pack"]), "round": 15})
    skirmish(game, {0: "brawler", 1: "refugee", 2: "none"})
    assert not game.over
    assert game.round == 16


def test_score_tie_broken_by_contested_resources() -> None:
    """[000:170]: equal people: the most contested resource cards wins."""
    game = new_game(3, final_round([["tribe_family_3"], ["refugee", "refugee", "refugee"], ["brawler"]], ["grenade"]))
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    scores = game.result.scores
    assert scores[0].people == scores[1].people == 3
    assert scores[0].contested == 1
    assert game.result.winners == (0,)


def test_score_tie_broken_by_cards_then_shared() -> None:
    """[000:170-172]: equal people and contested resources: the most cards wins; still tied, a
    shared victory."""
    game = new_game(3, final_round([["refugee", "refugee", "junk"], ["refugee", "refugee"], ["brawler"]], ["grenade"]))
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert game.result.winners == (0,)
    shared = new_game(
        3, final_round([["refugee", "refugee", "junk"], ["refugee", "refugee", "junk"], ["brawler"]], ["grenade"])
    )
    skirmish(shared, {0: "none", 1: "none", 2: "none"})
    assert shared.result is not None
    assert shared.result.winners == (0, 1)


def test_score_counts_people_on_every_card() -> None:
    """[000:170] [000:436-438]: a tribe is the people of all its cards (tribe family 5, thugs 3,
    group leaders 2, sniper team 2), wherever they lie."""
    table = final_round([["thugs", "junk"], ["refugee"], ["brawler"]], ["grenade"])
    table["players"][0]["deck"] = ["tribe_family_5", "group_leaders"]
    table["players"][0]["discard"] = ["sniper_team", "shovel"]
    game = new_game(3, table)
    assert game.score(0).people == 3 + 5 + 2 + 2
    assert game.score(0).cards == 6
    assert game.score(0).contested == 1


# ---------------------------------------------------------------------------------------------
# HQ module 1: medics, tools, gangs

HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})


def test_medic_saves_another_players_card_from_snipe() -> None:
    """[000:543] [000:547] I-4: a third player's medic saves another player's tribe member from a
    sniper; the dig goes on with it."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["brawler", "junk", "junk", "junk", "junk"]),
            player(["sniper_team", "pills", "pills", "pills", "pills"]),
            player(["medic", "net", "net", "pickaxe", "pickaxe"]),
        ],
        "junkyard": ["rifle", "spear", "medkit"],
    }
    game = new_game(3, table, modules=HQ1)
    act(game, 0, "dig brawler")
    act(game, 1, "snipe 0:brawler")
    assert decision(game, 2) == "save"
    assert "save medic" in texts(game, 2)
    act(game, 2, "save medic")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "continue")
    assert game.view(0).looking == ("rifle",)  # the brawler still dug 1
    assert events(game, "saved")
    assert "medic" in game.view(0).seats[2].discard
    assert "sniper_team" in game.view(0).seats[1].discard


def test_gearheads_most_tools_tie_broken_by_contested_tools() -> None:
    """[000:561] F-5 F-7: the Gearheads join the tribe with the most tool cards (5 people); a tie
    goes to the most tools that are contested resources."""
    game = new_game(
        3, final_round([["shovel", "grenade"], ["spear", "pickaxe"], ["refugee"]], ["tribe_family_3"]), modules=HQ1
    )
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    scores = game.result.scores
    assert "gang_gearheads" in scores[0].gangs
    assert "gang_gearheads" not in scores[1].gangs
    assert scores[0].people == 5


def test_pharmers_count_medicine_cards_only() -> None:
    """[000:563] ED-8: the Pharmers count the meds of medicine cards (pills 1, medkit 2), not of
    medics; medics only break ties."""
    game = new_game(
        3, final_round([["medkit", "pills"], ["pills", "pills", "medic"], ["refugee"]], ["tribe_family_3"]), modules=HQ1
    )
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert "gang_pharmers" in game.result.scores[0].gangs
    tie = new_game(
        3, final_round([["medkit"], ["pills", "pills", "medic"], ["refugee"]], ["tribe_family_3"]), modules=HQ1
    )
    skirmish(tie, {0: "none", 1: "none", 2: "none"})
    assert tie.result is not None
    assert "gang_pharmers" in tie.result.scores[1].gangs


# ---------------------------------------------------------------------------------------------
# HQ module 2: engineers and buildings


def test_build_engineer_digs_schematics_and_draws_timer() -> None:
    """[000:579] [000:589-596] ED-10: an engineer digs the schematics pile (dig 2), keeps one
    building, the rest go to the bottom; the timer is that many cards from the deck, unseen."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(
                ["engineer", "refugee", "junk", "junk", "junk"],
                ["pills", "pills", "pills", "medkit", "medkit", "spear"],
            ),
            player(F1),
            player([*F2[:4], "junk"]),
        ],
        "schematics": ["bunker", "hydroponic_gardens", "armory"],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "build engineer")
    assert sorted(game.view(0).looking) == ["bunker", "hydroponic_gardens"]
    act(game, 0, "keep bunker")
    assert zone_kinds(game, "schematics") == ["armory", "hydroponic_gardens"]
    bunker = next(b for b in game.view(1).seats[0].buildings if b.kind == "bunker")
    assert bunker.timer == 5
    assert game.view(1).seats[0].deck_count == 1
    assert "engineer" in game.view(1).seats[0].discard
    # nobody, the owner included, sees the timer cards [000:579] ED-11
    for seat in (0, 1, None):
        for event in game.log(seat):
            if event.type.value == "building_started":
                assert event.cards == ("bunker",)


def test_engineer_only_builder_in_base_hq() -> None:
    """[000:579] ED-9: only an engineer digs the schematics pile (without Recon)."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [player(["scavenger", "shovel", "refugee", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table, modules=HQ2)
    assert not any(a.startswith("build") for a in texts(game, 0))


def test_timer_ticks_at_start_of_next_round() -> None:
    """[000:595] H-1 H-2: at the start of each round one card leaves every building under
    construction (to the discard pile)."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["junk", "junk", "refugee", "refugee", "refugee"], ["scavenger"] * 6),
                "buildings": [{"building": "bunker", "timer": ["pills", "medkit", "spear"]}],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    assert game.view(0).seats[0].buildings[0].timer == 3
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.round == 5
    assert game.view(0).seats[0].buildings[0].timer == 2
    assert "pills" in zone_kinds(game, "0:discard")


def test_workers_and_toolkit_accelerate_construction() -> None:
    """[000:596] [000:555] ED-7: each worker removes 1 timer card, 2 more with a toolkit; workers
    may go to different buildings in the same round (2015)."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["refugee", "scavenger", "toolkit", "brawler", "junk"]),
                "buildings": [
                    {"building": "armory", "timer": ["junk", "junk", "junk", "pills"]},
                    {"building": "pharmacy", "timer": ["net", "pills"]},
                ],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "work armory refugee scavenger+toolkit")
    buildings = {b.kind: b for b in game.view(1).seats[0].buildings}
    assert buildings["armory"].timer == 0
    assert events(game, "building_completed")
    act(game, 0, "work pharmacy brawler")
    buildings = {b.kind: b for b in game.view(1).seats[0].buildings}
    assert buildings["pharmacy"].timer == 1


def test_hydroponic_gardens_food_hires_alone() -> None:
    """[000:617-619] [000:727-729] H-8: a completed garden gives 1 food a round, usable alone."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["junk", "refugee", "refugee", "refugee", "refugee"]),
                "buildings": [{"building": "hydroponic_gardens"}],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    assert "hire scavenger" in texts(game, 0)
    assert "hire brawler" not in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert "scavenger" in game.view(1).seats[0].discard


def test_store_and_retrieve_capacity_and_type() -> None:
    """[000:601-625] [000:641] [000:733] H-7: the bunker takes up to 3 tribe members, the pharmacy
    medicine only (not a medic), the armory up to 2 tools; store and retrieve are unlimited on one's
    own turn."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["brawler", "scout", "refugee", "refugee", "medic", "pills", "spear", "shovel", "net"]),
                "buildings": [{"building": "bunker"}, {"building": "pharmacy"}, {"building": "armory"}],
            },
            player([*F1[:4], "junk"]),
            player([*F2[:4], "junk"]),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "store bunker brawler scout refugee")
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store bunker refugee")
    assert not any(a == "store pharmacy medic" for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store pharmacy medic")
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store bunker pills")
    act(game, 0, "store pharmacy pills", "store armory spear shovel")
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store armory net")
    act(game, 0, "retrieve bunker brawler", "retrieve bunker scout", "store bunker medic")
    bunker = next(b for b in game.view(1).seats[0].buildings if b.kind == "bunker")
    assert bunker.stored == 2
    assert sorted(game.view(0).hand) == ["brawler", "net", "refugee", "scout"]


# ---------------------------------------------------------------------------------------------
# HQ module 3: tribal leaders


def leader_table(leader: str, hand: list[str], deck: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    """Seat 0 leads with ``leader``; seats 1 and 2 hold leaders that change nothing here."""
    others = [k for k in ("leader_organizer", "leader_excavator", "leader_ranger") if k != leader]
    return {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(hand, deck if deck is not None else ["pills", "medkit", "net", "spear", "shovel"]),
                "leader": leader,
            },
            {**player(["scavenger", "spear", "refugee", "refugee", "tribe_family_4"]), "leader": others[0]},
            {**player(["scavenger", "scavenger", "pickaxe", "shovel", "medkit"]), "leader": others[1]},
        ],
        **extra,
    }


def test_leader_organizer_draw_two_keep_one_is_the_draw() -> None:
    """[000:705-707] L-4: the Organizer's refugee draws 2, keeps 1; it is the round's only draw."""
    game = new_game(3, leader_table("leader_organizer", ["refugee", "scout", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee")
    looking = game.view(0).looking
    assert sorted(looking) == ["medkit", "pills"]
    act(game, 0, "keep pills")
    hand = game.view(0).hand
    assert "pills" in hand
    assert "medkit" not in hand
    assert not any(a.startswith("draw") for a in texts(game, 0))


def test_leader_excavator_refugees_dig_one_and_tool_adds_one() -> None:
    """L-9 (Excavator card): refugees have dig 1; a digging tool adds +1 instead of its bonus."""
    game = new_game(3, leader_table("leader_excavator", ["refugee", "shovel", "junk", "junk", "junk"]), modules=HQ3)
    assert "dig refugee" in texts(game, 0)
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


def test_leader_ranger_refugees_and_tribe_families_hunt_one() -> None:
    """L-10 (Ranger card): refugees and tribe families hunt 1."""
    game = new_game(
        3, leader_table("leader_ranger", ["refugee", "tribe_family_3", "junk", "junk", "junk"]), modules=HQ3
    )
    act(game, 0, "hunt tribe_family_3 refugee")
    assert game.view(0).seats[0].food == 2


def test_leader_gangster_refugees_fight_zero_and_count_double() -> None:
    """L-8 (Gangster card): refugees fight 0 and count 2 people in a tied skirmish, so two
    refugees (4) beat a tribe family of 3 at fight 0."""
    table = leader_table("leader_gangster", ["refugee", "refugee", "junk", "junk", "junk"])
    table["players"][1] = {**player(["tribe_family_3", "pills", "pills", "pills", "junk"]), "leader": "leader_ranger"}
    game = new_game(3, table, modules=HQ3)
    # the extra people count for the tie-break only, not the score [L-8]
    assert game.score(0).people == 2
    skirmish(game, {0: "refugee refugee", 1: "tribe_family_3", 2: "none"})
    judged = totals(game, 4)
    assert judged[0] == (1, 0, 4)
    assert skirmish_outcome(game, 4) == ("won", 0)


def test_leader_sergeant_at_arms_saboteur_for_one_med() -> None:
    """L-11 (Sergeant at Arms card): its owner hires a saboteur for 1 med and no food."""
    game = new_game(
        3, leader_table("leader_sergeant_at_arms", ["pills", "junk", "junk", "junk", "refugee"]), modules=HQ3
    )
    act(game, 0, "hire saboteur pay pills")
    assert "saboteur" in game.view(1).seats[0].discard


def test_leader_sergeant_at_arms_tools_cannot_be_disarmed() -> None:
    """L-11: the Sergeant at Arms' tools cannot be disarmed."""
    table = leader_table("leader_sergeant_at_arms", ["scavenger", "shovel", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["saboteur", "pills", "pills", "pills", "junk"]), "leader": "leader_ranger"}
    game = new_game(3, table, modules=HQ3)
    act(game, 0, "dig scavenger+shovel")
    # the saboteur had nothing to answer with: the window passed and the dig went on at 3
    assert not events(game, "disarmed")
    assert decision(game, 0) == "keep"
    assert len(game.view(0).looking) == 3


def test_leader_cannibal_three_food_card_removed_from_play() -> None:
    """L-6 [000:656-658]: the Cannibal removes one tribe member from play for 3 food; the card no
    longer counts for the score."""
    game = new_game(3, leader_table("leader_cannibal", ["scavenger", "refugee", "junk", "junk", "junk"]), modules=HQ3)
    before = game.score(0).people
    act(game, 0, "lead scavenger")
    assert "hire medic" in texts(game, 0)  # 3 food (FRICTION: not shown in SeatView.food)
    assert game.view(0).seats[0].removed == 1
    assert game.score(0).people == before - 1
    act(game, 0, "hire brawler")
    assert "brawler" in game.view(1).seats[0].discard


def test_leader_cannibal_food_does_not_mix_with_hunting() -> None:
    """L-6 (Cannibal card): cannibalised food cannot be combined with food from hunting."""
    game = new_game(
        3, leader_table("leader_cannibal", ["scavenger", "refugee", "scavenger", "spear", "junk"]), modules=HQ3
    )
    act(game, 0, "hunt scavenger+spear", "lead refugee")
    # 2 hunted + 3 cannibal food: no 5-food hire; the scout (2 food + 1 med) is not affordable
    assert "hire scout" not in " ".join(texts(game, 0))
    assert "hire brawler" in texts(game, 0)


def test_leader_butcher_one_food_one_med() -> None:
    """L-5 (Butcher card): removing a tribe member from play gives 1 food and 1 med."""
    game = new_game(3, leader_table("leader_butcher", ["scavenger", "refugee", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee")
    assert "hire saboteur" in texts(game, 0)  # 1 food + 1 med
    act(game, 0, "hire saboteur")
    assert "saboteur" in game.view(1).seats[0].discard


def test_leader_peacemaker_plus_two_hunt() -> None:
    """L-2 (Peacemaker card): a refugee gives another member +2 to hunt or dig."""
    game = new_game(3, leader_table("leader_peacemaker", ["scavenger", "refugee", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee", "hunt scavenger")
    assert game.view(0).seats[0].food == 3


def test_leader_mentor_plus_one_any_action() -> None:
    """L-2 (Mentor card): a refugee gives another member +1 to any action (here a draw)."""
    game = new_game(3, leader_table("leader_mentor", ["scavenger", "refugee", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee", "draw scavenger")
    assert game.view(0).seats[0].hand_count == 3 + 2


def test_leader_once_a_round() -> None:
    """[000:668-670]: the Mentor's (once-a-round) power cannot be used twice in a round."""
    game = new_game(3, leader_table("leader_mentor", ["scavenger", "refugee", "refugee", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee")
    assert not any(a.startswith("lead") for a in texts(game, 0))


def test_leader_fanatic_discards_card_of_anothers_action() -> None:
    """[000:709-715] L-7: during another player's gathering the Fanatic's refugee discards one
    card that player played (any card); the refugee is removed from play."""
    table = leader_table("leader_organizer", ["scavenger", "spear", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["refugee", "pills", "pills", "pills", "junk"]), "leader": "leader_fanatic"}
    game = new_game(3, table, modules=HQ3)
    act(game, 0, "hunt scavenger+spear")
    assert decision(game, 1) == "respond"
    fanatic = [a for a in texts(game, 1) if a.startswith("lead")]
    assert "lead refugee 0:spear" in fanatic
    act(game, 1, "lead refugee 0:spear")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "continue")
    assert game.view(0).seats[0].food == 1
    assert game.view(0).seats[1].removed == 1
    assert "spear" in game.view(2).seats[0].discard


# ---------------------------------------------------------------------------------------------
# HQ module 4: dirty deeds


def test_dirty_deeds_saboteur_disables_building_then_repair() -> None:
    """[000:683-685] H-11: a saboteur disables a completed building (no use, nothing in or out);
    a tribe member played from hand repairs it and is discarded."""
    table = leader_table("leader_organizer", ["saboteur", "junk", "junk", "junk", "refugee"])
    table["players"][1] = {
        **player(["refugee", "brawler", "pills", "pills", "junk"]),
        "leader": "leader_butcher",
        "buildings": [{"building": "bunker", "stored": ["scout"]}],
    }
    game = new_game(3, table, modules=HQ4)
    assert "disable 1:bunker" in texts(game, 0)
    act(game, 0, "disable 1:bunker")
    bunker = game.view(2).seats[1].buildings[0]
    assert bunker.disabled
    assert "saboteur" in game.view(2).seats[0].discard
    act(game, 0, "end", "commit none")
    assert not any(a.startswith(("retrieve", "store")) for a in texts(game, 1))
    act(game, 1, "repair bunker refugee")
    assert not game.view(2).seats[1].buildings[0].disabled
    assert "refugee" in game.view(2).seats[1].discard
    assert "retrieve bunker scout" in texts(game, 1)


def test_dirty_deeds_sniper_wounds_leader_med_heals() -> None:
    """[000:687-691] L-12 L-13: a sniper team wounds a leader, whose power is lost until a med
    heals him."""
    table = leader_table("leader_organizer", ["sniper_team", "junk", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["refugee", "pills", "scout", "junk", "junk"]), "leader": "leader_peacemaker"}
    game = new_game(3, table, modules=HQ4)
    act(game, 0, "snipe 1:leader_peacemaker")
    assert game.view(2).seats[1].wounded
    act(game, 0, "end", "commit none")
    assert not any(a.startswith("lead") for a in texts(game, 1))
    act(game, 1, "heal pills")
    assert not game.view(2).seats[1].wounded
    assert "lead refugee" in texts(game, 1)


def test_masons_completed_enabled_buildings() -> None:
    """[000:565] F-6: the Masons join the tribe with the most completed and enabled buildings; a
    disabled one and one under construction do not count."""
    table = final_round([["refugee"], ["refugee"], ["brawler"]], ["tribe_family_3"])
    table["players"][0]["buildings"] = [{"building": "bunker"}, {"building": "armory", "disabled": True}]
    table["players"][1]["buildings"] = [{"building": "pharmacy"}, {"building": "hydroponic_gardens"}]
    table["players"][2]["buildings"] = [
        {"building": "armory", "timer": ["junk"]},
        {"building": "pharmacy", "timer": ["junk"]},
        {"building": "bunker", "timer": ["junk"]},
    ]
    game = new_game(3, table, modules=HQ2)
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert "gang_masons" in game.result.scores[1].gangs


# ---------------------------------------------------------------------------------------------
# Recon module 1: spy hunter

R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})


def recon_table(hands: list[list[str]], decks: list[list[str]] | None = None, **extra: Any) -> dict[str, Any]:
    decks = (
        decks
        or [
            ["pills", "medkit", "net", "spear", "shovel"],
            ["pickaxe", "pickaxe", "multitool"],
            ["multitool", "multitool"],
        ][: len(hands)]
    )
    return {"round": 4, "initiator": 0, "players": [player(h, d) for h, d in zip(hands, decks, strict=False)], **extra}


def test_spy_peeks_four_cards_of_a_hand_then_draws_one() -> None:
    """[003:65-68]: a spy peeks at up to four cards of one player's hand (chosen in advance), then
    is discarded and its owner draws 1; only the spy's owner sees them [003:33]."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "junk", "junk", "junk", "refugee"],
                ["brawler", "scout", "thugs", "hunter", "saboteur"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    act(game, 0, "spy 1:hand@1,2,3,4")
    seen = [k for k in game.view(0).knowledge if k.zone == "1:hand"]
    assert seen
    assert len(seen[0].cards) == 4
    assert set(seen[0].cards) <= {"brawler", "scout", "thugs", "hunter", "saboteur"}
    assert not [k for k in game.view(2).knowledge if k.zone == "1:hand"]
    assert "spy" in game.view(1).seats[0].discard
    assert game.view(0).seats[0].hand_count == 5  # 4 left + 1 drawn
    for event in game.log(2):
        assert not ({"thugs", "hunter"} & set(event.cards) and event.seat == 0), event


def test_scouting_refugee_cancels_spy_both_draw() -> None:
    """[003:77] [003:86]: Betty's scouting refugee cancels Sarah's spy; both are discarded and
    each owner draws a card."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "junk", "junk", "junk", "refugee"],
                ["scouting_refugee", "scout", "thugs", "hunter", "saboteur"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    act(game, 0, "spy 1:hand")
    assert "cancel scouting_refugee" in texts(game, 1)
    act(game, 1, "cancel scouting_refugee")
    assert events(game, "cancelled")
    assert not [k for k in game.view(0).knowledge if k.zone == "1:hand"]
    public = game.view(2)
    assert "spy" in public.seats[0].discard
    assert "scouting_refugee" in public.seats[1].discard
    assert public.seats[0].hand_count == 5
    assert public.seats[1].hand_count == 5


def test_spy_with_binoculars_sees_six() -> None:
    """[003:102] X-1: binoculars add two cards to a recon action: a spy with binoculars sees up
    to six cards of one player."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "binoculars", "junk", "junk", "refugee"],
                ["brawler", "scout"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ],
            [["pills"], ["thugs", "hunter", "saboteur", "scavenger", "scavenger", "scavenger", "pills"], ["medkit"]],
        ),
        modules=R1,
    )
    act(game, 0, "spy binoculars 1:deck")
    seen = [k for k in game.view(0).knowledge if k.zone == "1:deck"]
    assert seen
    assert list(seen[0].cards) == ["thugs", "hunter", "saboteur", "scavenger", "scavenger", "scavenger"]


def test_binoculars_peek_top_of_every_pile() -> None:
    """[003:100-101]: binoculars peek at the top card of every pile in play (contested and
    junkyard here), returned to the top, seen by their owner alone."""
    table = recon_table(
        [
            ["binoculars", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    table["contested"] = ["grenade", "wolf_pack"]
    table["junkyard"] = ["rifle", "net"]
    game = new_game(3, table, modules=R1)
    act(game, 0, "scout binoculars")
    zones = {k.zone: k.cards for k in game.view(0).knowledge}
    assert zones.get("contested", ())[:1] == ("grenade",)
    assert zones.get("junkyard", ())[:1] == ("rifle",)
    assert zone_kinds(game, "contested") == ["grenade", "wolf_pack"]
    assert zone_kinds(game, "junkyard") == ["rifle", "net"]
    assert not game.view(1).knowledge


# ---------------------------------------------------------------------------------------------
# Recon module 2: liars and thieves


def test_assassin_snipes_single_unit_only() -> None:
    """[003:117-118] X-10: an assassin snipes only cards of one person (a brawler, not thugs)."""
    game = new_game(
        3,
        recon_table(
            [
                ["assassin", "scout", "junk", "junk", "junk"],
                ["thugs", "brawler", "pills", "pills", "pills"],
                ["refugee", "junk", "junk", "net", "net"],
            ]
        ),
        modules=R2,
    )
    skirmish(game, {0: "assassin scout", 1: "thugs brawler", 2: "none"})
    actions = texts(game, 0)
    assert "snipe assassin 1:brawler" in actions
    assert "snipe assassin 1:thugs" not in actions
    with pytest.raises(ValueError, match=r"."):
        game.apply(0, "snipe assassin 1:thugs")


def test_guard_cancels_gathering_snipe_and_draws() -> None:
    """[003:123-124]: a guard cancels a snipe on its owner's card outside the skirmish; the guard
    is discarded and its owner draws a card; the dig goes on."""
    table = recon_table(
        [
            ["brawler", "guard", "junk", "junk", "junk"],
            ["sniper_team", "pills", "pills", "pills", "pills"],
            ["refugee", "junk", "junk", "net", "net"],
        ],
        [["medkit", "spear"], ["junk"], ["multitool"]],
    )
    table["junkyard"] = ["rifle", "spear", "shovel"]
    game = new_game(3, table, modules=R2)
    act(game, 0, "dig brawler")
    act(game, 1, "snipe 0:brawler")
    assert "cancel guard" in texts(game, 0)
    act(game, 0, "cancel guard")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "continue")
    assert game.view(0).looking == ("rifle",)
    assert "guard" in game.view(2).seats[0].discard
    assert "medkit" in game.view(0).hand


def test_provocateur_fights_with_force_size() -> None:
    """[003:137]: Betty brings combat medics (4 people) and a provocateur (1) and announces it:
    her fight is 5."""
    game = new_game(
        3,
        recon_table(
            [
                ["combat_medics", "provocateur", "junk", "junk", "junk"],
                ["thugs", "scavenger", "pills", "pills", "pills"],
                ["refugee", "junk", "junk", "net", "net"],
            ]
        ),
        modules=R2 | R4,
    )
    skirmish(game, {0: "combat_medics provocateur", 1: "thugs scavenger", 2: "none"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert totals(game, 4)[0][:2] == (1, 5)
    assert skirmish_outcome(game, 4) == ("won", 0)


def rogue_table(sarah_extra: list[str]) -> dict[str, Any]:
    """[003:151-153]: Sarah (0, initiator), Betty (1), Carol (2) commits nothing, Linda (3)."""
    return {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["brawler", "spear", *sarah_extra, "junk", "junk"][:5]),
            player(["scout", "pills", "pills", "pills", "pills"]),
            player(["refugee", "refugee", "refugee", "net", "net"]),
            player(["rogue", "saboteur", "medkit", "medkit", "medkit"]),
        ],
    }


def test_rogue_example_one_steals_after_disarm_forces_tie() -> None:
    """[003:143-151] S-2 S-9: Linda disarms Sarah's spear, Sarah and Betty tie for the highest
    fight, and Linda's rogue wins the contested resource though she is not in the tie."""
    game = new_game(4, rogue_table([]), modules=R2)
    skirmish(game, {0: "brawler spear", 1: "scout", 2: "none", 3: "rogue saboteur"})
    skirmish_turns(game, {3: ["disarm 0:spear"]})
    assert skirmish_outcome(game, 4) == ("won", 3)


def test_rogue_example_two_sniped_saboteur_no_tie() -> None:
    """[003:153]: Sarah snipes Linda's saboteur first; no tie can be forced and Sarah wins."""
    game = new_game(4, rogue_table(["sniper_team"]), modules=R2)
    skirmish(game, {0: "brawler spear sniper_team", 1: "scout", 2: "none", 3: "rogue saboteur"})
    skirmish_turns(game, {0: ["snipe 3:saboteur"]})
    assert skirmish_outcome(game, 4) == ("won", 0)


def test_rogue_beats_people_tie_break() -> None:
    """[003:144-145]: the rogue's win comes before the people tie-break: a tie for the highest
    fight goes to the first rogue in turn order, even to a player with fewer people."""
    game = new_game(
        3,
        recon_table(
            [
                ["brawler", "tribe_family_5", "junk", "junk", "junk"],
                ["brawler", "pills", "pills", "pills", "pills"],
                ["rogue", "net", "net", "pickaxe", "junk"],
            ]
        ),
        modules=R2,
    )
    skirmish(game, {0: "brawler tribe_family_5", 1: "brawler", 2: "rogue"})
    assert skirmish_outcome(game, 4) == ("won", 2)


# ---------------------------------------------------------------------------------------------
# Recon module 3: expanding the ranks


def test_courier_discards_two_drawn_cards() -> None:
    """[003:163-165] X-11: a draw with a courier draws its 3 and then discards 2 of the drawn cards."""
    table = recon_table(
        [
            ["courier", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ]
    )
    game = new_game(3, table, modules=R3)
    act(game, 0, "draw courier")
    # the drawn cards wait in view.looking until two are discarded
    assert sorted(game.view(0).looking) == ["medkit", "net", "pills"]
    act(game, 0, "discard pills net")
    hand = game.view(0).hand
    assert "medkit" in hand
    assert "pills" not in hand
    assert "net" not in hand


def test_drill_sergeant_shuffles_two_and_draws_two() -> None:
    """[003:170-175] X-12: the drill sergeant shuffles two cards of the discard pile into the deck,
    then draws the top two."""
    table = recon_table(
        [
            ["drill_sergeant", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [[], ["junk"], ["multitool"]],
    )
    table["players"][0]["discard"] = ["rifle", "medkit", "shovel"]
    game = new_game(3, table, modules=R3 | HQ1)
    act(game, 0, "drill drill_sergeant", "shuffle rifle medkit")
    hand = game.view(0).hand
    assert "rifle" in hand
    assert "medkit" in hand
    assert "drill_sergeant" not in hand


def test_hardy_scavenger_returns_to_hand_after_a_loss() -> None:
    """[003:181-182] S-12: hardy scavengers sent to a skirmish their owner does not win return to
    her hand; she still draws her 5 next round."""
    table = recon_table(
        [
            ["hardy_scavenger", "hardy_scavenger", "junk", "junk", "junk"],
            ["thugs", "pills", "pills", "pills", "pills"],
            ["refugee", "junk", "junk", "net", "net"],
        ],
        [["scavenger", "scavenger", "scavenger", "refugee", "refugee"], ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3)
    skirmish(game, {0: "hardy_scavenger hardy_scavenger", 1: "thugs", 2: "none"})
    assert skirmish_outcome(game, 4) == ("won", 1)
    hand = game.view(0).hand
    assert list(hand).count("hardy_scavenger") == 2
    assert len(hand) == 7


def test_scrappers_example_keep_rifle_junk_on_top() -> None:
    """[003:186-192] X-15: scrappers, a scavenger and a shovel dig 6; keep the rifle, put two junk
    on top of the junkyard and the rest at the bottom."""
    table = recon_table(
        [
            ["scrappers", "scavenger", "shovel", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [["medkit"], ["net"], ["multitool"]],
    )
    table["junkyard"] = ["pills", "rifle", "spear", "spear", "junk", "junk", "medkit", "toolkit"]
    game = new_game(3, table, modules=R3 | HQ1)
    act(game, 0, "dig scrappers scavenger+shovel")
    assert sorted(game.view(0).looking) == ["junk", "junk", "pills", "rifle", "spear", "spear"]
    act(game, 0, "keep rifle", "top junk junk")
    pile = zone_kinds(game, "junkyard")
    assert pile[:2] == ["junk", "junk"]
    assert pile[2:4] == ["medkit", "toolkit"]
    assert sorted(pile[4:]) == ["pills", "spear", "spear"]


def test_scrappers_dig_from_bottom() -> None:
    """[003:187] X-15: a scrappers dig may take all its cards from the bottom of the pile."""
    table = recon_table(
        [
            ["scrappers", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [["medkit"], ["net"], ["multitool"]],
    )
    table["junkyard"] = ["pills", "rifle", "spear", "shovel", "toolkit"]
    game = new_game(3, table, modules=R3 | HQ1)
    act(game, 0, "dig bottom scrappers")
    assert sorted(game.view(0).looking) == ["shovel", "spear", "toolkit"]


def test_tinker_lets_refugee_dig_schematics() -> None:
    """[003:197-198] ED-9: any tribe member with a base dig (even a refugee) teamed with a tinker
    digs the schematics pile."""
    table = recon_table(
        [
            ["tinker", "refugee", "junk", "junk", "junk"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ]
    )
    table["schematics"] = ["scout_tower", "bunker"]
    game = new_game(3, table, modules=R3 | HQ2)
    assert "build refugee+tinker" in texts(game, 0)
    act(game, 0, "build refugee+tinker")
    assert game.view(0).looking == ("scout_tower",)


def test_portable_decoys_add_size_for_tie_break() -> None:
    """[003:205-206] S-11: portable decoys add 1 to the force size per 2 cards brought (round
    down) for the tie-break."""
    table = recon_table(
        [
            ["brawler", "junk", "junk", "pills", "refugee"],
            ["brawler", "refugee", "pills", "pills", "junk"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["players"][0]["buildings"] = [{"building": "portable_decoys"}]
    game = new_game(3, table, modules=R3 | HQ2)
    skirmish(game, {0: "brawler junk junk pills", 1: "brawler refugee", 2: "none"})
    judged = totals(game, 4)
    assert judged[0] == (1, 2, 3)
    assert skirmish_outcome(game, 4) == ("won", 0)


# ---------------------------------------------------------------------------------------------
# Recon module 4: randomized contested resources


def test_recon4_fourteen_of_twenty_eight_contested() -> None:
    """[003:218-220] V-9: module 4 shuffles all 28 contested resources and uses 14."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=R4))
    assert game.view(0).contested_count == 14
    one_each = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=R4, contested_one_each=True))
    assert sorted(zone_kinds(one_each, "contested")) == sorted([*BASE_CONTESTED_KINDS, *RECON_CONTESTED_KINDS])


def test_tear_gas_sets_fight_to_zero() -> None:
    """[003:244-248] S-10: tear gas sets one opponent tribe member's fight to 0 (here a brawler's,
    which keeps its spear +2)."""
    game = new_game(
        3,
        recon_table(
            [
                ["tear_gas", "scout", "junk", "junk", "junk"],
                ["brawler", "spear", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4,
    )
    skirmish(game, {0: "tear_gas scout", 1: "brawler spear", 2: "none"})
    skirmish_turns(game, {0: ["gas 1:brawler"]})
    assert totals(game, 4)[1] == (1, 2, 1)
    assert totals(game, 4)[0] == (1, 2, 1)
    assert skirmish_outcome(game, 4) == ("deadlock", None)


def test_tear_gas_no_effect_on_provocateur() -> None:
    """[003:249] S-10: tear gas is not effective against a provocateur's force-size fight."""
    game = new_game(
        3,
        recon_table(
            [
                ["tear_gas", "scout", "junk", "junk", "junk"],
                ["provocateur", "tribe_family_3", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4 | R2,
    )
    skirmish(game, {0: "tear_gas scout", 1: "provocateur tribe_family_3", 2: "none"})
    skirmish_turns(game, {0: ["gas 1:provocateur"], 1: ["provoke provocateur"]})
    assert totals(game, 4)[1][:2] == (1, 4)
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_combat_medics_save_and_still_fight() -> None:
    """[003:229-232] X-18: combat medics save against a snipe in the skirmish and still fight."""
    game = new_game(
        3,
        recon_table(
            [
                ["sniper_team", "scout", "junk", "junk", "junk"],
                ["combat_medics", "brawler", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4,
    )
    skirmish(game, {0: "sniper_team scout", 1: "combat_medics brawler", 2: "none"})
    act(game, 0, "snipe 1:brawler")
    assert "save combat_medics" in texts(game, 1)
    act(game, 1, "save combat_medics")
    skirmish_turns(game, {})
    assert totals(game, 4)[1][:2] == (1, 3)
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_cargo_sled_keeps_an_extra_tool() -> None:
    """[003:226-227] X-17: digging with a cargo sled may keep one more card, a tool or medicine."""
    table = recon_table(
        [
            ["scavenger", "cargo_sled", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["junkyard"] = ["spear", "shovel", "brawler", "pickaxe", "rifle"]
    game = new_game(3, table, modules=R4 | HQ1)
    act(game, 0, "dig scavenger+cargo_sled")
    assert sorted(game.view(0).looking) == ["brawler", "shovel", "spear"]
    act(game, 0, "keep brawler spear")
    assert sorted(game.view(0).discard_hidden) == ["brawler", "spear"]
    assert zone_kinds(game, "junkyard")[-1] == "shovel"


def test_cargo_sled_extra_card_must_be_tool_or_medicine() -> None:
    """[003:227]: two tribe members found: only one may be kept."""
    table = recon_table(
        [
            ["scavenger", "cargo_sled", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["junkyard"] = ["brawler", "hunter", "spear", "pickaxe", "rifle"]
    game = new_game(3, table, modules=R4 | HQ1)
    act(game, 0, "dig scavenger+cargo_sled")
    assert "keep brawler hunter" not in texts(game, 0)
    with pytest.raises(ValueError, match=r"."):
        game.apply(0, "keep brawler hunter")


def test_demolition_team_resets_timer_and_draws_two() -> None:
    """[003:236-237] H-9: a demolition team resets an opponent's building under construction to its
    full build time, then its owner draws 2."""
    table = recon_table(
        [
            ["demolition_team", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ],
        [["spear", "shovel", "rifle"], ["scavenger"] * 6, ["multitool"]],
    )
    table["players"][1]["buildings"] = [{"building": "bunker", "timer": ["junk"]}]
    game = new_game(3, table, modules=R4 | HQ2)
    act(game, 0, "demolish 1:bunker")
    assert game.view(2).seats[1].buildings[0].timer == 5
    assert "spear" in game.view(0).hand
    assert "shovel" in game.view(0).hand


def test_tribal_hunters_hunt() -> None:
    """[003:254-255] X-20: tribal hunters are dedicated hunters (4-person: hunt 2)."""
    game = new_game(
        3,
        recon_table(
            [
                ["tribal_hunters_4", "junk", "junk", "junk", "refugee"],
                ["brawler", "scout", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4,
    )
    act(game, 0, "hunt tribal_hunters_4")
    assert game.view(0).seats[0].food == 2


# ---------------------------------------------------------------------------------------------
# Recon module 5: the kitchen sink


def test_map_returns_a_used_member_for_another_action() -> None:
    """[003:273-274] X-19: a map brings back a tribe member just used so it can take part in a
    different action this round, never the same one again."""
    table = recon_table(
        [
            ["scavenger", "map", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["junkyard"] = ["spear", "shovel"]
    game = new_game(3, table, modules=R5)
    act(game, 0, "dig scavenger", "keep none")
    assert "map scavenger" in texts(game, 0)
    act(game, 0, "map scavenger")
    assert "scavenger" in game.view(0).hand
    assert not any(a.startswith("dig") for a in texts(game, 0))
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1


def test_swindler_discard_refugee_one_food_off() -> None:
    """[003:278-279] L-14: the Swindler discards a refugee to hire for 1 food less."""
    table = recon_table(
        [
            ["refugee", "junk", "junk", "junk", "junk"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ]
    )
    table["players"][0]["leader"] = "leader_swindler"
    table["players"][1]["leader"] = "leader_ranger"
    table["players"][2]["leader"] = "leader_excavator"
    game = new_game(3, table, modules=R5 | HQ3)
    assert "hire scavenger" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire scavenger" in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert "scavenger" in game.view(1).seats[0].discard


def test_yardmaster_peeks_two_and_puts_them_at_bottom() -> None:
    """[003:283-286] L-15: once a round the Yardmaster peeks at the junkyard's top two cards and
    puts both back on top or at the bottom, in order."""
    table = recon_table(
        [
            ["refugee", "junk", "junk", "junk", "junk"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ]
    )
    table["players"][0]["leader"] = "leader_yardmaster"
    table["players"][1]["leader"] = "leader_ranger"
    table["players"][2]["leader"] = "leader_excavator"
    table["junkyard"] = ["rifle", "spear", "shovel", "toolkit"]
    game = new_game(3, table, modules=R5 | HQ3)
    act(game, 0, "yard")
    # FRICTION: the two cards are in view.knowledge (source "yardmaster"), not view.looking
    seen = [k.cards for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert seen == [("rifle", "spear")]
    assert not [k for k in game.view(1).knowledge if k.zone == "junkyard"]
    act(game, 0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["shovel", "toolkit", "rifle", "spear"]
    assert not any(a == "yard" for a in texts(game, 0))


def test_humanitarians_no_award_on_tie() -> None:
    """[003:264-265] F-8: the Humanitarians join the tribe with the most refugee cards; a tie
    means nobody gets them."""
    table = final_round(
        [["refugee", "refugee", "scouting_refugee"], ["refugee", "refugee", "refugee"], ["brawler"]], ["tribe_family_3"]
    )
    game = new_game(3, table, modules=R5 | R1)
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert all("gang_humanitarians" not in s.gangs for s in game.result.scores)
    table = final_round(
        [["refugee", "refugee", "scouting_refugee"], ["refugee", "refugee"], ["brawler"]], ["tribe_family_3"]
    )
    game = new_game(3, table, modules=R5 | R1)
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert "gang_humanitarians" in game.result.scores[0].gangs


# ---------------------------------------------------------------------------------------------
# the solo game


def solo_table(
    hand: list[str],
    opponents: list[list[str]],
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    round_: int = 2,
) -> dict[str, Any]:
    return {
        "round": round_,
        "players": [player(hand, deck if deck is not None else ["scavenger"] * 5, discard)],
        "opponents": opponents,
    }


def engage(game: sc.Game, force: int, commit: str) -> None:
    act(game, 0, "end", f"engage {force}", f"commit {commit}")


def test_solo_setup_seven_forces() -> None:
    """[003:320-326] V-8: 28 contested resources, 2 rifles and 2 thugs make seven face-down forces
    of 3, 4, 4, 5, 5, 5 and 6 cards; there is no initiator and no contested pile [003:332]."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=11))
    view = game.view(0)
    assert view.forces == (3, 4, 4, 5, 5, 5, 6)
    assert view.contested_count == 0
    forces = [
        card for zone, cards in game.zones().items() if zone.startswith("opponent") for card in (c.kind for c in cards)
    ]
    assert len(forces) == 32
    assert forces.count("rifle") == 2
    assert forces.count("thugs") == 2
    assert forces.count("tribe_family_5") == 2
    assert forces.count("tear_gas") == 2


def test_solo_win_takes_one_card_rest_removed() -> None:
    """[003:338-340]: win: take one card of the opponent's force into the discard pile; the rest
    of the force leaves the game either way."""
    game = new_game(
        1, solo_table(["brawler", "spear", "scout", "refugee", "refugee"], [["grenade", "tribe_family_3"], ["rifle"]])
    )
    engage(game, 1, "brawler spear")
    assert decision(game, 0) == "prize"
    assert sorted(a.split()[1] for a in texts(game, 0)) == ["grenade", "tribe_family_3"]
    act(game, 0, "keep tribe_family_3")
    assert sorted(game.view(0).forces) in ([0, 1], [1])
    owned = zone_kinds(game, "0:discard") + zone_kinds(game, "0:hand") + zone_kinds(game, "0:deck")
    assert "tribe_family_3" in owned
    assert "grenade" not in owned


def test_solo_loss_removes_one_own_card() -> None:
    """[003:339]: lose: permanently remove one card of your skirmish force, your choice."""
    game = new_game(
        1, solo_table(["scavenger", "spear", "scout", "refugee", "refugee"], [["thugs", "grenade"], ["rifle"]])
    )
    before = game.score(0).cards
    engage(game, 1, "scavenger refugee")
    # FRICTION: the decision kind is "loss" ("prize" after a win), which Decision's docstring omits
    assert decision(game, 0) == "loss"
    assert "remove refugee" in texts(game, 0)
    assert not any("scout" in a for a in texts(game, 0))
    act(game, 0, "remove refugee")
    assert game.score(0).cards == before - 1


def test_solo_opponent_tear_gas_on_strongest() -> None:
    """[003:337] V-5: the opponent plays its tear gas on the player's strongest member."""
    game = new_game(
        1, solo_table(["thugs", "brawler", "scout", "refugee", "refugee"], [["tear_gas", "brawler"], ["rifle"]])
    )
    engage(game, 1, "thugs brawler")
    # thugs (3) gassed to 0: 0 + 2 against the opponent's brawler 2: a tie, no prize, no loss (V-6)
    assert totals(game, 2)[0][1] == 2


def test_solo_scoring_contested_two_points() -> None:
    """[003:345-349] V-7: contested resources in the tribe count 2 points, every other card 1."""
    game = new_game(
        1,
        solo_table(
            ["brawler", "spear", "tribe_family_3", "grenade", "refugee"], [["rifle"]], deck=["pills"], discard=["junk"]
        ),
    )
    assert game.score(0).points == 2 * 2 + 5


def test_solo_attrition_on_reshuffle() -> None:
    """[003:333] V-4: every time the discard pile becomes a new deck, the new deck's top card is
    removed from the game."""
    game = new_game(
        1,
        solo_table(
            ["scout", "junk", "junk", "junk", "junk"],
            [["rifle"], ["thugs"]],
            deck=["pills"],
            discard=["medkit", "net", "spear"],
        ),
    )
    before = game.score(0).cards
    act(game, 0, "draw scout")
    assert events(game, "attrition")
    assert game.score(0).cards == before - 1
    assert game.view(0).seats[0].deck_count == 1


def test_solo_game_ends_after_seventh_fight() -> None:
    """[003:341-343]: the game ends after the fight with the last of the seven forces."""
    game = new_game(1, solo_table(["brawler", "spear", "scout", "refugee", "refugee"], [["tribe_family_3"]]))
    engage(game, 1, "brawler")
    assert not game.over
    act(game, 0, "keep tribe_family_3")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == game.score(0).points


# ---------------------------------------------------------------------------------------------
# variants


def test_variant_alternate_brawlers_starting_guard() -> None:
    """[003:290-296] V-10: with guards for brawlers, every starting deck holds a guard and no
    brawler, and guards are not for hire."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, variants=frozenset({"alternate_brawlers"})))
    for seat in range(3):
        deck = zone_kinds(game, f"{seat}:deck") + zone_kinds(game, f"{seat}:hand")
        assert deck.count("guard") == 1
        assert "brawler" not in deck
    assert "guard" not in dict(game.view(0).market)


def test_variant_alternate_scavengers_hardy() -> None:
    """[003:293] [003:296]: hardy scavengers replace the starting scavengers and are not for hire."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=2, variants=frozenset({"alternate_scavengers"})))
    deck = zone_kinds(game, "0:deck") + zone_kinds(game, "0:hand")
    assert deck.count("hardy_scavenger") == 3
    assert "scavenger" not in deck
    assert "hardy_scavenger" not in dict(game.view(0).market)


def test_variant_leader_draft_bribe_with_food() -> None:
    """[003:305-310] L-16: a hire may bribe leaders instead: one leader drawn per food; keep one,
    face up and in effect at once; the others go to the bottom of the pile."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [player(["scavenger", "spear", "junk", "junk", "refugee"]), player(F1), player(F2)],
    }
    game = new_game(3, table, modules=HQ3, variants=frozenset({"leader_draft"}))
    pile = game.view(0).leader_pile_count
    assert pile == 10
    act(game, 0, "hunt scavenger+spear")
    assert "bribe" in texts(game, 0)
    act(game, 0, "bribe")
    drawn = game.view(0).looking
    assert len(drawn) == 2
    assert game.view(1).looking == ()
    act(game, 0, f"keep {drawn[0]}")
    assert game.view(1).seats[0].leader == drawn[0]
    assert zone_kinds(game, "leaders")[-1] == drawn[1]
    assert not any(a.startswith("hire") for a in texts(game, 0))


# ---------------------------------------------------------------------------------------------
# the 2012 rules


def test_2012_initiator_passes_every_round() -> None:
    """variants.md (older rulebook [001:130-137]): with the 2012 rules the initiator card passes
    left at the end of every round, rounds 1 and 2 included."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [
            player(["scavenger", "refugee", "refugee", "spear", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "spear"]),
        ],
    }
    game = new_game(3, table, rules="2012")
    seen: dict[int, int | None] = {}
    while game.round <= 3:
        settle(game)
        seat = game.to_act[0]
        seen.setdefault(game.round, game.view(None).initiator)
        game.apply(seat, "end" if decision(game, seat) == "turn" else "commit none")
    assert seen == {1: 0, 2: 1, 3: 2}


def test_2012_fight_zero_is_no_fight() -> None:
    """[001] walkthrough / variants.md: with the 2012 rules a force of fight 0 has no fight; more
    people then win against a refugee force."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["tribe_family_3", "junk", "junk", "junk", "junk"]),
            player(["refugee", "refugee", "refugee", "refugee", "junk"]),
            player(F2),
        ],
    }
    game = new_game(3, table, rules="2012")
    skirmish(game, {0: "tribe_family_3", 1: "refugee refugee refugee refugee", 2: "none"})
    assert skirmish_outcome(game, 3) == ("won", 1)
    assert totals(game, 3)[0][0] == 0


def test_2012_work_goes_to_one_building() -> None:
    """variants.md (older rulebook: "accelerate construction on one building"): with the 2012
    rules workers go to one building a round."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["refugee", "scavenger", "brawler", "junk", "junk"]),
                "buildings": [
                    {"building": "armory", "timer": ["junk", "junk", "pills"]},
                    {"building": "pharmacy", "timer": ["net", "pills"]},
                ],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2, rules="2012")
    act(game, 0, "work armory refugee")
    assert not any(a.startswith("work pharmacy") for a in texts(game, 0))
    same = new_game(3, table, modules=HQ2, rules="2012")
    act(same, 0, "work armory refugee scavenger")
    assert {b.kind: b.timer for b in same.view(0).seats[0].buildings}["armory"] == 1


# ---------------------------------------------------------------------------------------------
# more base-game cases: setup, costs, modifiers, interrupts


@pytest.mark.parametrize(
    ("players", "scavengers", "brawlers", "spears", "shovels"), [(2, 14, 8, 2, 2), (5, 5, 5, 1, 1)]
)
def test_setup_starter_decks_come_from_the_pools(
    players: int, scavengers: int, brawlers: int, spears: int, shovels: int
) -> None:
    """[000:95-107] R-0 V-1: each player starts with 4 refugees, 3 scavengers, a brawler, a spear
    and a shovel, taken from the components; with two players two of each junkyard kind go."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=4))
    for seat in range(players):
        deck = sorted(zone_kinds(game, f"{seat}:deck") + zone_kinds(game, f"{seat}:hand"))
        assert deck == sorted(["refugee"] * 4 + ["scavenger"] * 3 + ["brawler", "spear", "shovel"])
        assert game.view(seat).seats[seat].hand_count == 5
    market = dict(game.view(0).market)
    assert market["scavenger"] == scavengers
    assert market["brawler"] == brawlers
    junkyard = zone_kinds(game, "junkyard")
    assert junkyard.count("spear") == spears
    assert junkyard.count("shovel") == shovels
    if players == 2:
        assert len(junkyard) == 5 + 2 + 2 + 2 + 2 + 2 + 4 + 7
    assert game.view(0).contested_count == 14
    assert len(market) == 8


def test_hire_food_and_meds_do_not_substitute() -> None:
    """[000:218] R-13: food pays food costs and meds pay meds: 3 food cannot hire a scout
    (2 food + 1 med); a medkit cannot stand in for a saboteur's food."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger", "scavenger", "spear", "medkit", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert "hire scout" not in texts(game, 0)
    assert "hire scout pay medkit" in texts(game, 0)
    meds_only = new_game(
        3,
        {
            "round": 3,
            "initiator": 0,
            "players": [player(["medkit", "junk", "junk", "junk", "refugee"]), player(F1), player(F2)],
        },
    )
    assert not any(a.startswith("hire saboteur") for a in texts(meds_only, 0))
    assert "hire hunter pay medkit" in texts(meds_only, 0)  # overpaying is allowed


def test_modifier_cards_cannot_act_alone() -> None:
    """[000:188] [000:390-396] [000:404-406]: tools, group leaders and wolf packs need a card with
    the base ability; a sniper team carries no tool; medicine does not raise a hunt."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["wolf_pack", "group_leaders", "sniper_team", "shovel", "pills", "scavenger"]),
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table)
    actions = texts(game, 0)
    for refused in (
        "hunt wolf_pack",
        "dig group_leaders",
        "dig sniper_team+shovel",
        "hunt scavenger+pills",
        "dig shovel",
    ):
        assert refused not in actions
        with pytest.raises(ValueError, match=r"."):
            game.apply(0, refused)
    assert "hunt scavenger+wolf_pack" in actions


def test_draw_with_empty_deck_and_discard_draws_nothing() -> None:
    """R-5: with deck and discard both empty a draw finds nothing, and is no error."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scout", "junk", "junk", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["junk"] * 4


def test_dig_larger_than_junkyard_reveals_what_is_there() -> None:
    """R-7: a dig larger than the junkyard reveals the cards that are there."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger", "shovel", "junk", "junk", "junk"]), player(F1), player(F2)],
        "junkyard": ["rifle"],
    }
    game = new_game(3, table, modules=HQ1)
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).looking == ("rifle",)


def test_trash_once_a_round() -> None:
    """R-11 [000:185]: trash is an action like the others: once a round, any number of cards."""
    game = new_game(3, walkthrough_table())
    act(game, 0, "trash pills")
    assert not any(a.startswith("trash") for a in texts(game, 0))


def test_committed_sniper_snipes_during_anothers_gathering() -> None:
    """[000:474-476] I-6: cards set apart for the skirmish count as in hand: a committed sniper
    team snipes during a later player's dig; it is discarded and the force shrinks publicly."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["sniper_team", "brawler", "junk", "junk", "junk"]),
            player(["scavenger", "shovel", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    act(game, 0, "end", "commit sniper_team brawler")
    assert game.view(2).seats[0].committed_count == 2
    act(game, 1, "dig scavenger+shovel")
    assert "snipe 1:scavenger" in texts(game, 0)
    act(game, 0, "snipe 1:scavenger")
    assert game.view(2).seats[0].committed_count == 1
    assert "sniper_team" in game.view(2).seats[0].discard
    assert "scavenger" in game.view(2).seats[1].discard


def test_gathering_snipe_cannot_be_countered_by_sniper() -> None:
    """[000:484]: a snipe during gathering cannot be answered by another sniper."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["brawler", "sniper_team", "junk", "junk", "junk"]),
            player(["sniper_team", "pills", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    act(game, 0, "dig brawler")
    act(game, 1, "snipe 0:brawler")
    # seat 0 holds a sniper team too, but is never offered an answer to the snipe
    assert game.to_act == (0,)
    assert decision(game, 0) == "turn"
    assert not any(a.startswith("snipe") for a in texts(game, 0))
    assert "brawler" in game.view(2).seats[0].discard


def test_skirmish_earlier_sniper_stops_later_sniper() -> None:
    """[000:490-492] I-5: in the skirmish a player acting earlier in turn order can snipe a later
    player's sniper team before it acts."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["sniper_team", "brawler", "junk", "junk", "junk"]),
            player(["sniper_team", "thugs", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "sniper_team brawler", 1: "sniper_team thugs", 2: "none"})
    act(game, 0, "snipe 1:sniper_team")
    skirmish_turns(game, {0: []})
    assert not [e for e in events(game, "sniped") if e.seat == 1 or e.target == 0]
    judged = totals(game, 3)
    assert judged[1][1] == 3
    assert skirmish_outcome(game, 3) == ("won", 1)


def test_sniper_takes_multi_person_card() -> None:
    """[000:470-472]: a sniper team can take out a multi-person tribe member card."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["sniper_team", "scavenger", "junk", "junk", "junk"]),
            player(["tribe_family_5", "scavenger", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    skirmish(game, {0: "sniper_team scavenger", 1: "tribe_family_5 scavenger", 2: "none"})
    skirmish_turns(game, {0: ["snipe 1:tribe_family_5"]})
    assert totals(game, 3)[1] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == ("won", 0)


def test_game_lasts_sixteen_rounds() -> None:
    """ED-2 [000:140]: 2 rounds without skirmish plus one round for each of the 14 contested
    resources."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=9))
    rounds = set()
    while not game.over:
        seat = game.to_act[0]
        rounds.add(game.round)
        game.apply(
            seat, game.legal_actions(seat)[-1] if decision(game, seat) == "turn" else game.legal_actions(seat)[0]
        )
    assert max(rounds) == 16


# ---------------------------------------------------------------------------------------------
# more Recon cases


def test_provocateur_sniped_reverts_to_natural_fight() -> None:
    """[003:133] [003:135]: a later player snipes an earlier player's provocateur; the fight
    reverts to its natural score."""
    game = new_game(
        3,
        recon_table(
            [
                ["combat_medics", "provocateur", "junk", "junk", "junk"],
                ["sniper_team", "brawler", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R2 | R4,
    )
    skirmish(game, {0: "combat_medics provocateur", 1: "sniper_team brawler", 2: "none"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert totals(game, 4)[0][:2] == (1, 1)
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_provocateur_ignores_gangster_but_counts_decoys() -> None:
    """[003:131] [003:134] S-8: the provocateur counts the force's people plus portable decoys,
    but not the Gangster's extra refugee people."""
    table = recon_table(
        [
            ["provocateur", "refugee", "refugee", "junk", "junk"],
            ["thugs", "scavenger", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["players"][0]["leader"] = "leader_gangster"
    table["players"][1]["leader"] = "leader_ranger"
    table["players"][2]["leader"] = "leader_excavator"
    table["players"][0]["buildings"] = [{"building": "portable_decoys"}]
    game = new_game(3, table, modules=R2 | R3 | HQ3)
    skirmish(game, {0: "provocateur refugee refugee junk", 1: "thugs scavenger", 2: "none"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    # 3 people + 2 (decoys: 4 cards) = 5, not 3 + 2 refugees extra
    assert totals(game, 4)[0][:2] == (1, 5)


def test_rogue_only_first_in_turn_order() -> None:
    """[003:143] [003:148] S-9: with two rogues in a tied skirmish the first in turn order from the
    initiator wins."""
    table = {
        "round": 4,
        "initiator": 1,
        "players": [
            player(["rogue", "junk", "junk", "junk", "pills"]),
            player(["brawler", "pills", "pills", "pills", "net"]),
            player(["rogue", "brawler", "net", "medkit", "medkit"]),
        ],
    }
    game = new_game(3, table, modules=R2)
    skirmish(game, {1: "brawler", 2: "rogue brawler", 0: "rogue"})
    # fights 1 (seat 0), 2 (seat 1), 3 (seat 2): no tie, seat 2 wins
    assert skirmish_outcome(game, 4) == ("won", 2)
    tie = new_game(
        3,
        {
            **table,
            "players": [
                player(["rogue", "junk", "junk", "junk", "pills"]),
                player(["brawler", "pills", "pills", "pills", "net"]),
                player(["rogue", "scavenger", "net", "medkit", "medkit"]),
            ],
        },
        modules=R2,
    )
    skirmish(tie, {1: "brawler", 2: "rogue scavenger", 0: "rogue"})
    # fights 1, 2, 2: a tie for the highest; the first rogue from the initiator (seat 1) is seat 2's
    assert skirmish_outcome(tie, 4) == ("won", 2)


def test_rogue_two_player_margin_of_one() -> None:
    """V-2 [000:116] [003:143]: with two players a margin under 2 is a tie, which a rogue wins."""
    game = new_game(
        2,
        {
            **two_player(
                ["brawler", "spear", "refugee", "refugee", "refugee"], ["rogue", "scout", "pills", "pills", "pills"]
            ),
            "round": 4,
        },
        modules=R2,
    )
    skirmish(game, {0: "brawler spear", 1: "rogue scout"})
    # 4 against 3: no winner by 2, a tie: the rogue takes it
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_hardy_scavenger_returns_after_deadlock_not_after_win() -> None:
    """[003:181] S-12: hardy scavengers return on a loss or a tie, not when their owner wins."""
    table = recon_table(
        [
            ["hardy_scavenger", "refugee", "junk", "junk", "junk"],
            ["refugee", "pills", "pills", "pills", "pills"],
            ["junk", "net", "net", "pickaxe", "medkit"],
        ],
        [["scavenger"] * 5, ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3)
    skirmish(game, {0: "hardy_scavenger", 1: "refugee", 2: "none"})
    # hardy scavenger: fight 0 beats no fight
    assert skirmish_outcome(game, 4) == ("won", 0)
    assert "hardy_scavenger" not in game.view(0).hand


def test_drill_sergeant_empty_discard_still_draws_two() -> None:
    """[003:174] X-29: with no cards in the discard pile the drill sergeant still draws two."""
    table = recon_table(
        [
            ["drill_sergeant", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [["rifle", "medkit", "shovel"], ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3 | HQ1)
    act(game, 0, "drill drill_sergeant")
    settle(game)
    if decision(game, 0) != "turn":
        act(game, 0, "shuffle none")
    hand = game.view(0).hand
    assert "rifle" in hand
    assert "medkit" in hand
    assert "shovel" not in hand


def test_courier_with_scout_still_discards_two() -> None:
    """[003:165]: other cards augmenting a courier's draw do not raise the discard: two per courier."""
    table = recon_table(
        [
            ["courier", "scout", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [["rifle", "medkit", "shovel", "spear", "pills", "toolkit"], ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3 | HQ1)
    act(game, 0, "draw courier scout")
    assert len(game.view(0).looking) == 5
    discards = [a for a in texts(game, 0) if a.startswith("discard")]
    assert discards
    assert all(len(a.split()) == 3 for a in discards)


def test_scout_tower_discard_one_peek_two_piles() -> None:
    """[003:210-212] X-7: discard a card to activate the scout tower; peek at the top two cards of
    two piles, returned in order."""
    table = recon_table(
        [
            ["junk", "refugee", "junk", "junk", "pills"],
            ["brawler", "scout", "pills", "pills", "net"],
            ["refugee", "refugee", "junk", "net", "medkit"],
        ]
    )
    table["players"][0]["buildings"] = [{"building": "scout_tower"}]
    table["contested"] = ["grenade", "wolf_pack", "sled_team"]
    table["junkyard"] = ["rifle", "spear", "shovel"]
    game = new_game(3, table, modules=R3 | HQ2)
    act(game, 0, "tower junk contested+junkyard")
    zones = {k.zone: k.cards for k in game.view(0).knowledge if k.source != "peek"}
    assert zones["contested"] == ("grenade", "wolf_pack")
    assert zones["junkyard"] == ("rifle", "spear")
    assert zone_kinds(game, "contested")[:2] == ["grenade", "wolf_pack"]
    assert game.view(0).seats[0].hand_count == 4
    assert not any(a.startswith("tower") for a in texts(game, 0))


def test_guard_cancels_spy_on_its_owner() -> None:
    """[003:123] X-6: a guard cancels a spy aimed at its owner's cards; guard discarded, owner
    draws a card; the spy's owner still draws one [003:72]."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "junk", "junk", "junk", "refugee"],
                ["guard", "scout", "pills", "pills", "pills"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1 | R2,
    )
    act(game, 0, "spy 1:hand")
    assert "cancel guard" in texts(game, 1)
    act(game, 1, "cancel guard")
    assert not [k for k in game.view(0).knowledge if k.zone == "1:hand"]
    assert game.view(2).seats[1].hand_count == 5
    assert game.view(2).seats[0].hand_count == 5


def test_spy_sniped_still_draws() -> None:
    """[003:73] [003:79]: a spy can be sniped: it is discarded and its owner draws a card; the
    sniper team is discarded."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "junk", "junk", "junk", "refugee"],
                ["scout", "pills", "pills", "pills", "net"],
                ["sniper_team", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    act(game, 0, "spy 1:hand")
    settle(game)
    assert "snipe 0:spy" in texts(game, 2)
    act(game, 2, "snipe 0:spy")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "abort")
    assert not [k for k in game.view(0).knowledge if k.zone == "1:hand"]
    assert game.view(1).seats[0].hand_count == 5
    assert "sniper_team" in game.view(1).seats[2].discard


def test_spy_cannot_target_self() -> None:
    """X-35 [003:65]: a spy peeks at another player's cards, not its owner's."""
    game = new_game(
        3,
        recon_table(
            [
                ["spy", "junk", "junk", "junk", "refugee"],
                ["scout", "pills", "pills", "pills", "net"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    assert not any(a.startswith("spy 0:") for a in texts(game, 0))
    with pytest.raises(ValueError, match=r"."):
        game.apply(0, "spy 0:deck")


def test_binoculars_hunt_without_holder() -> None:
    """[003:96-97] P-2 X-8: binoculars are useful in hunting as an instant, with no holder."""
    game = new_game(
        3,
        recon_table(
            [
                ["binoculars", "junk", "junk", "junk", "refugee"],
                ["scout", "pills", "pills", "pills", "net"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    act(game, 0, "hunt binoculars")
    assert game.view(0).seats[0].food == 1


def test_scouting_refugee_cancels_binoculars() -> None:
    """[003:86] [003:105]: binoculars' recon can be cancelled by a scouting refugee."""
    table = recon_table(
        [
            ["binoculars", "junk", "junk", "junk", "refugee"],
            ["scouting_refugee", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    game = new_game(3, table, modules=R1)
    act(game, 0, "scout binoculars")
    assert "cancel scouting_refugee" in texts(game, 1)
    act(game, 1, "cancel scouting_refugee")
    assert not [k for k in game.view(0).knowledge if k.source != "peek"]


def test_humanitarians_standard_refugee_for_no_food() -> None:
    """[003:267] X-30: with standard refugees for hire, a hire takes one for no food, but it is
    the round's hire."""
    table = recon_table(
        [
            ["junk", "junk", "junk", "junk", "pills"],
            ["scout", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    game = new_game(3, table, modules=R5, refugees_for_hire=True)
    assert "hire refugee" in texts(game, 0)
    act(game, 0, "hire refugee")
    assert "refugee" in game.view(1).seats[0].discard
    assert not any(a.startswith("hire") for a in texts(game, 0))


def test_swindler_two_refugees_one_med_off() -> None:
    """[003:278] L-14: discarding 2 refugees cuts the hire by 1 med: a hunter (1 med) for nothing."""
    table = recon_table(
        [
            ["refugee", "refugee", "junk", "junk", "junk"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ]
    )
    table["players"][0]["leader"] = "leader_swindler"
    table["players"][1]["leader"] = "leader_ranger"
    table["players"][2]["leader"] = "leader_excavator"
    game = new_game(3, table, modules=R5 | HQ3)
    assert not any(a.startswith("hire hunter") for a in texts(game, 0))
    act(game, 0, "lead refugee refugee")
    assert "hire hunter" in texts(game, 0)


def test_tinker_not_an_engineer_for_masons() -> None:
    """[003:199] F-6: tinkers do not break a Masons tie; engineers do."""
    table = final_round([["tinker", "tinker"], ["engineer"], ["brawler"]], ["tribe_family_3"])
    table["players"][0]["buildings"] = [{"building": "bunker"}]
    table["players"][1]["buildings"] = [{"building": "armory"}]
    game = new_game(3, table, modules=HQ2 | R3)
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert "gang_masons" in game.result.scores[1].gangs


# ---------------------------------------------------------------------------------------------
# edge cases an outside checker picks: empty forces, empty stacks, hidden zones


def test_two_players_fight_one_against_nothing_is_a_tie() -> None:
    """V-2 [000:116]: with two players, a player who committed nothing counts as fight 0, so a fight
    of 1 does not win by 2."""
    game = new_game(
        2,
        two_player(
            ["scavenger", "refugee", "refugee", "refugee", "refugee"],
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    skirmish(game, {0: "scavenger", 1: "none"})
    assert skirmish_outcome(game, 3) == ("deadlock", None)
    won = new_game(
        2,
        two_player(
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
            ["brawler", "refugee", "refugee", "refugee", "refugee"],
        ),
    )
    skirmish(won, {0: "brawler", 1: "none"})
    assert skirmish_outcome(won, 3) == ("won", 0)


def test_junk_only_force_does_not_beat_empty_forces() -> None:
    """S-1 [000:422-424]: a force with no fight and no people ties with players who committed
    nothing (a deadlock); a lone refugee (1 person) wins against them."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["junk", "refugee", "junk", "junk", "junk"]), player(F1), player(F2)],
    }
    game = new_game(3, table)
    skirmish(game, {0: "junk", 1: "none", 2: "none"})
    assert skirmish_outcome(game, 3) == ("deadlock", None)
    game = new_game(3, table)
    skirmish(game, {0: "refugee", 1: "none", 2: "none"})
    assert skirmish_outcome(game, 3) == ("won", 0)


def test_empty_market_stack_cannot_be_hired() -> None:
    """R-9: a mercenary type whose stack is empty cannot be hired."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger", "junk", "junk", "junk", "refugee"]), player(F1), player(F2)],
        "market": {"scavenger": 0},
    }
    game = new_game(3, table)
    act(game, 0, "hunt scavenger")
    assert "hire scavenger" not in texts(game, 0)
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hire scavenger")


def test_score_counts_stored_and_timer_cards() -> None:
    """F-1 F-2: cards stored in buildings and on timers are the tribe's; leader and building cards
    count no people and are not cards of the tribe."""
    table = final_round([["refugee"], ["refugee"], ["brawler"]], ["tribe_family_3"])
    table["players"][0]["buildings"] = [
        {"building": "bunker", "stored": ["thugs"]},
        {"building": "armory", "timer": ["scout", "junk"]},
    ]
    table["players"][0]["leader"] = "leader_ranger"
    table["players"][1]["leader"] = "leader_mentor"
    table["players"][2]["leader"] = "leader_butcher"
    game = new_game(3, table, modules=HQ3)
    score = game.score(0)
    assert score.people == 1 + 3 + 1
    assert score.cards == 4


def test_gang_tie_beyond_tie_break_not_awarded() -> None:
    """F-4: a gang still tied after its tie-break joins nobody."""
    game = new_game(
        3, final_round([["shovel", "spear"], ["pickaxe", "net"], ["refugee"]], ["tribe_family_3"]), modules=HQ1
    )
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert all("gang_gearheads" not in s.gangs for s in game.result.scores)


def test_medic_saves_leader_from_snipe() -> None:
    """[000:547]: a medic saves a tribe member or a leader from a snipe."""
    table = leader_table("leader_organizer", ["sniper_team", "junk", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["refugee", "medic", "scout", "junk", "junk"]), "leader": "leader_peacemaker"}
    game = new_game(3, table, modules=HQ4)
    act(game, 0, "snipe 1:leader_peacemaker")
    assert "save medic" in texts(game, 1)
    act(game, 1, "save medic")
    assert not game.view(2).seats[1].wounded


def test_assassin_cannot_wound_leader() -> None:
    """L-13 [003:118]: only a sniper team wounds a leader; an assassin attacks single tribe members."""
    table = leader_table("leader_organizer", ["assassin", "junk", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["refugee", "pills", "scout", "junk", "junk"]), "leader": "leader_peacemaker"}
    game = new_game(3, table, modules=HQ4 | R2)
    assert not any("leader" in a for a in texts(game, 0) if a.startswith("snipe"))


def test_tear_gas_cannot_be_saved() -> None:
    """[003:248] S-10: tear gas is not a snipe, so a save cannot stop it."""
    game = new_game(
        3,
        recon_table(
            [
                ["tear_gas", "scout", "junk", "junk", "junk"],
                ["brawler", "medic", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4 | HQ1,
    )
    skirmish(game, {0: "tear_gas scout", 1: "brawler medic", 2: "none"})
    act(game, 0, "gas 1:brawler")
    skirmish_turns(game, {})
    # nobody was asked to save; the brawler fought at 0: scout 2 against 0
    assert not events(game, "saved")
    assert totals(game, 4)[1][:2] == (1, 0)
    assert skirmish_outcome(game, 4) == ("won", 0)


def test_mentor_in_skirmish_plus_one_fight() -> None:
    """L-3: the Mentor's refugee gives another member of the force +1 fight on its owner's
    skirmish turn; the refugee leaves the force."""
    table = leader_table("leader_mentor", ["refugee", "brawler", "junk", "junk", "junk"])
    table["players"][1] = {**player(["brawler", "refugee", "pills", "pills", "pills"]), "leader": "leader_ranger"}
    game = new_game(3, table, modules=HQ3)
    skirmish(game, {0: "refugee brawler", 1: "brawler refugee", 2: "none"})
    lead = [a for a in texts(game, 0) if a.startswith("lead")]
    assert lead
    skirmish_turns(game, {0: [lead[0]]})
    assert totals(game, 4)[0][:2] == (1, 3)
    assert skirmish_outcome(game, 4) == ("won", 0)


def test_fanatic_in_skirmish_discards_revealed_card() -> None:
    """[000:709-715] L-7: the Fanatic may strike during the skirmish too, discarding a revealed card."""
    table = leader_table("leader_fanatic", ["refugee", "scout", "junk", "junk", "junk"])
    table["players"][1] = {**player(["brawler", "spear", "pills", "pills", "pills"]), "leader": "leader_ranger"}
    game = new_game(3, table, modules=HQ3)
    skirmish(game, {0: "refugee scout", 1: "brawler spear", 2: "none"})
    assert "lead refugee 1:spear" in texts(game, 0)
    skirmish_turns(game, {0: ["lead refugee 1:spear"]})
    assert totals(game, 4)[1][:2] == (1, 2)
    assert game.view(2).seats[0].removed == 1


def test_organizer_not_after_a_draw() -> None:
    """[000:705-707]: the Organizer's draw is the round's draw: not after another draw."""
    game = new_game(3, leader_table("leader_organizer", ["refugee", "scout", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "draw scout")
    assert "lead refugee" not in texts(game, 0)


def test_garden_food_adds_to_hunting() -> None:
    """H-8 [000:637]: garden food combines with hunted food for the hire."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["scavenger", "junk", "refugee", "refugee", "refugee"]),
                "buildings": [{"building": "hydroponic_gardens"}],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "hunt scavenger")
    assert "hire brawler" in texts(game, 0)


def test_disabled_garden_gives_no_food() -> None:
    """[000:685]: a disabled building's abilities cannot be used (a disabled garden feeds nobody)."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["junk", "junk", "refugee", "refugee", "refugee"]),
                "buildings": [{"building": "hydroponic_gardens", "disabled": True}],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ4)
    assert "hire scavenger" not in texts(game, 0)


def test_no_store_after_commit_but_bunker_sniper_interrupts() -> None:
    """[000:631] [000:635] [000:735-737] I-11: after committing, nothing may be stored; a sniper
    team retrieved from the bunker may still snipe during another player's gathering."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["brawler", "scout", "junk", "junk", "junk"]),
                "buildings": [{"building": "bunker", "stored": ["sniper_team"]}],
            },
            player(["scavenger", "shovel", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "end", "commit brawler")
    act(game, 1, "dig scavenger+shovel")
    options = texts(game, 0)
    assert any("sniper_team" in a for a in options), options
    retrieve = [a for a in options if a.startswith("retrieve")]
    if retrieve:
        act(game, 0, retrieve[0])
    act(game, 0, "snipe 1:scavenger")
    assert "scavenger" in game.view(2).seats[1].discard
    assert game.view(2).seats[0].committed_count == 1


def test_spy_on_committed_force_example_one() -> None:
    """[003:75] X-2: Carol's spy peeks at Sarah's committed (face-down) skirmish cards."""
    table = recon_table(
        [
            ["brawler", "thugs", "junk", "junk", "refugee"],
            ["spy", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    game = new_game(3, table, modules=R1)
    act(game, 0, "end", "commit brawler thugs refugee")
    act(game, 1, "spy 0:force")
    seen = [k for k in game.view(1).knowledge if k.zone == "0:force"]
    assert seen
    assert sorted(seen[0].cards) == ["brawler", "refugee", "thugs"]
    assert not [k for k in game.view(2).knowledge if k.zone == "0:force"]


def test_spy_sees_timer_cards_owner_does_not() -> None:
    """X-2 ED-11: a spy may look at a building's timer cards, which even their owner never sees."""
    table = recon_table(
        [
            ["brawler", "junk", "junk", "junk", "refugee"],
            ["spy", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    table["players"][0]["buildings"] = [{"building": "bunker", "timer": ["thugs", "scout"]}]
    game = new_game(3, table, modules=R1 | HQ2)
    assert not [k for k in game.view(0).knowledge if "timer" in k.zone]
    act(game, 0, "end", "commit brawler")
    act(game, 1, "spy 0:timer-bunker")
    seen = [k for k in game.view(1).knowledge if k.zone == "0:timer-bunker"]
    assert sorted(seen[0].cards) == ["scout", "thugs"]
    assert not [k for k in game.view(0).knowledge if "timer" in k.zone]


def test_2012_owner_sees_own_timer_cards() -> None:
    """variants.md ([001] says only face down): with the 2012 rules a builder may look at her own
    timer cards; the others still may not."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(
                ["engineer", "refugee", "junk", "junk", "junk"], ["pills", "medkit", "spear", "net", "shovel", "scout"]
            ),
            player(F1),
            player(F2),
        ],
        "schematics": ["pharmacy", "bunker"],
    }
    game = new_game(3, table, modules=HQ2, rules="2012")
    act(game, 0, "build engineer", "keep pharmacy")
    # view.timers: the builder's own timer cards, by building (FRICTION: the field is undocumented)
    assert [sorted(t) for t in game.view(0).timers] == [["medkit", "pills"]]
    assert game.view(1).timers == ()
    assert not [e for e in game.log(1) if set(e.cards) & {"pills", "medkit"}]
    hidden = new_game(3, table, modules=HQ2)
    act(hidden, 0, "build engineer", "keep pharmacy")
    assert hidden.view(0).timers == ()


def test_rogue_sniped_does_not_win() -> None:
    """[003:147] [003:149]: a rogue can be sniped, even by a player later in turn order; then it
    wins nothing and the people decide the tie."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["rogue", "junk", "junk", "junk", "pills"]),
            player(["brawler", "refugee", "pills", "pills", "net"]),
            player(["sniper_team", "brawler", "net", "medkit", "medkit"]),
        ],
    }
    game = new_game(3, table, modules=R2)
    skirmish(game, {0: "rogue", 1: "brawler refugee", 2: "sniper_team brawler"})
    skirmish_turns(game, {2: ["snipe 0:rogue"]})
    # brawler 2 against brawler 2: seat 1 (2 people) against seat 2 (brawler 1 + sniper 2 = 3)
    assert skirmish_outcome(game, 4) == ("won", 2)


def test_tear_gas_breaks_tie_to_counter_rogue() -> None:
    """[003:250]: tear gas can indirectly counter a rogue by breaking a tied skirmish."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["tear_gas", "brawler", "spear", "junk", "pills"]),
            player(["thugs", "scavenger", "pills", "pills", "net"]),
            player(["rogue", "net", "medkit", "medkit", "junk"]),
        ],
    }
    game = new_game(3, table, modules=R2 | R4)
    skirmish(game, {0: "tear_gas brawler spear", 1: "thugs scavenger", 2: "rogue"})
    skirmish_turns(game, {0: ["gas 1:scavenger"]})
    # 4 against 4 - 1 = 3: no tie for the highest; the rogue has nothing to steal
    assert skirmish_outcome(game, 4) == ("won", 0)


def test_saboteur_disarms_contested_tool_during_gathering() -> None:
    """[000:302] I-2: a saboteur disarms a tool (a wolf pack) in another player's hunt; the tool
    is discarded, the hunter comes back to hand."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            player(["scavenger", "wolf_pack", "junk", "junk", "junk"]),
            player(["saboteur", "pills", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table)
    act(game, 0, "hunt scavenger+wolf_pack")
    act(game, 1, "disarm 0:wolf_pack")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "continue")
    assert game.view(0).seats[0].food == 1
    assert "wolf_pack" in game.view(2).seats[0].discard
    assert "saboteur" in game.view(2).seats[1].discard


def test_instants_cannot_be_disarmed() -> None:
    """[003:98] [003:243] [003:272]: binoculars, tear gas and maps cannot be disarmed."""
    table = recon_table(
        [
            ["tear_gas", "binoculars", "map", "brawler", "junk"],
            ["saboteur", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    game = new_game(3, table, modules=R1 | R4 | R5)
    skirmish(game, {0: "tear_gas binoculars map brawler", 1: "saboteur", 2: "none"})
    skirmish_turns(game, {})
    settle(game)
    disarm_events = events(game, "disarmed")
    assert not disarm_events
    game2 = new_game(3, table, modules=R1 | R4 | R5)
    skirmish(game2, {0: "tear_gas binoculars map brawler", 1: "saboteur", 2: "none"})
    while game2.to_act and game2.to_act[0] != 1:
        seat = game2.to_act[0]
        act(game2, seat, "pass")
    options = texts(game2, 1)
    assert not [a for a in options if a.startswith("disarm")], options


def test_demolition_cancelled_by_guard_still_draws() -> None:
    """X-28 [003:123]: the owner's guard cancels a demolition of her building; the timer stays and
    the demolition team's owner still draws two."""
    table = recon_table(
        [
            ["demolition_team", "junk", "junk", "junk", "refugee"],
            ["guard", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ],
        [["spear", "shovel", "rifle"], ["scavenger"] * 6, ["multitool"]],
    )
    table["players"][1]["buildings"] = [{"building": "bunker", "timer": ["junk"]}]
    game = new_game(3, table, modules=R4 | R2 | HQ2)
    act(game, 0, "demolish 1:bunker")
    assert "cancel guard" in texts(game, 1)
    act(game, 1, "cancel guard")
    assert game.view(2).seats[1].buildings[0].timer == 1
    assert game.view(2).seats[0].hand_count == 4 + 2


def test_leader_draft_replaced_leader_to_bottom() -> None:
    """[003:312] L-16: bribing again, a player may swap her leader; the old one goes to the bottom."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {**player(["scavenger", "junk", "junk", "junk", "refugee"]), "leader": "leader_ranger"},
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ3, variants=frozenset({"leader_draft"}))
    assert game.view(1).seats[0].leader == "leader_ranger"
    act(game, 0, "hunt scavenger", "bribe")
    drawn = game.view(0).looking
    assert len(drawn) == 1
    act(game, 0, f"keep {drawn[0]}")
    assert game.view(1).seats[0].leader == drawn[0]
    assert zone_kinds(game, "leaders")[-1] == "leader_ranger"


def test_leader_draft_meds_buy_no_leader() -> None:
    """[003:306] L-16: only food bribes leaders; medicine gives no draw."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [player(["medkit", "pills", "junk", "junk", "refugee"]), player(F1), player(F2)],
    }
    game = new_game(3, table, modules=HQ3, variants=frozenset({"leader_draft"}))
    assert "bribe" not in texts(game, 0)


def test_solo_tie_no_prize_no_loss() -> None:
    """V-6: a solo skirmish still tied after the people is neither won nor lost; the force goes."""
    game = new_game(1, solo_table(["brawler", "spear", "scout", "refugee", "refugee"], [["brawler"], ["rifle"]]))
    before = game.score(0).cards
    engage(game, 1, "brawler")
    settle(game)
    assert decision(game, 0) not in ("prize", "loss")
    assert game.score(0).cards == before
    assert sorted(game.view(0).forces) in ([0, 1], [1])


def test_solo_binoculars_peek_at_opponent_forces() -> None:
    """V-8 X-7: in the solo game binoculars may peek at the opponent forces."""
    game = new_game(
        1,
        solo_table(["binoculars", "junk", "junk", "junk", "refugee"], [["grenade", "thugs"], ["rifle", "tear_gas"]]),
        modules=R1 | R4,
    )
    act(game, 0, "scout binoculars")
    zones = {k.zone: k.cards for k in game.view(0).knowledge}
    assert any("grenade" in cards or "rifle" in cards for cards in zones.values()), zones


def test_alternate_refugees_and_humanitarians_hire_standard_refugees() -> None:
    """variants.md [003:267] [003:292]: with scouting refugees in the starting decks, the
    Humanitarians' stack for hire is the standard refugees, hired for no food."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=3, modules=R5, variants=frozenset({"alternate_refugees"})))
    deck = zone_kinds(game, "0:deck") + zone_kinds(game, "0:hand")
    assert deck.count("scouting_refugee") == 4
    assert "refugee" not in deck
    market = dict(game.view(0).market)
    assert market.get("refugee") == 20
    assert "scouting_refugee" not in market


# ---------------------------------------------------------------------------------------------
# the scenario format and notation, as docs/scenarios.md and the README describe them


def test_scenario_trashed_mercenary_in_junkyard() -> None:
    """[000:226-228] docs/scenarios.md: trashed tribe members lie in the junkyard, so a scenario may
    put a mercenary there; the market stack left out is built from the cards not placed."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["brawler", "shovel", "junk", "junk", "junk"]), player(F1), player(F2)],
        "junkyard": ["scout", "spear"],
    }
    game = new_game(3, table)
    assert dict(game.view(0).market)["scout"] == 7
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["scout", "spear"]


def test_scenario_refuses_cards_the_game_lacks() -> None:
    """docs/scenarios.md: a scenario with more cards of a kind than the game has is refused (an
    eighth junk [000:35]); a card of a box the modules do not use (a rifle without HQ) brings its
    box into the game, and the cards it does not place stay in the box.

    Triage: written first from the older page, which said only "more cards of a kind than the
    game has" and so led to expect the rifle refused; the engine lets a stacked table name any
    box's card on purpose, and the page now says so."""
    base = {"round": 3, "initiator": 0, "players": [player(["junk"]), player(["junk"]), player(["junk"])]}
    with pytest.raises(sc.ConfigError, match="junk"):
        new_game(3, {**base, "junkyard": ["junk"] * 5})
    game = new_game(3, {**base, "junkyard": ["rifle", "net"]})
    assert zone_kinds(game, "junkyard") == ["rifle", "net"]
    assert zone_kinds(game, "box").count("rifle") == 3
    with pytest.raises(sc.ConfigError, match="rifle"):
        new_game(3, {**base, "junkyard": ["rifle"] * 5})


def test_scenario_given_piles_placed_before_left_out_ones() -> None:
    """docs/scenarios.md: the piles a scenario gives take their cards first; a left-out junkyard
    is built from the rest (a junk card a deadlock sent into the contested pile's place is not
    also in the junkyard), and a left-out market stack is one short for a trashed mercenary."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["scavenger"]), player(["junk"]), player(["junk"])],
        "contested": ["junk", "grenade"],
    }
    game = new_game(3, table)
    assert zone_kinds(game, "junkyard").count("junk") == 7 - 3
    solo = new_game(
        1, {"round": 2, "players": [player(["scout"])], "opponents": [["thugs"]], "junkyard": ["thugs", "rifle"]}
    )
    assert dict(solo.view(0).market)["thugs"] == 3
    assert sorted(zone_kinds(solo, "junkyard")) == ["rifle", "thugs"]


def test_scenario_round_past_the_last_refused() -> None:
    """README: a round past the last one a game can reach (2 + 14 contested) is refused; a hand
    over 24 cards too."""
    base = {"initiator": 0, "players": [player(["junk"]), player(["junk"]), player(["junk"])]}
    new_game(3, {**base, "round": 16})
    with pytest.raises(sc.ConfigError):
        new_game(3, {**base, "round": 17})
    with pytest.raises(sc.ConfigError):
        new_game(3, {**base, "round": 3, "players": [player(["refugee"] * 20 + ["junk"] * 5)]})


def test_spy_deck_positions_counted_from_top() -> None:
    """[003:66] X-2 README notation: `spy 1:deck@2,3,5,6` looks at the 2nd, 3rd, 5th and 6th cards
    from the top of the deck, which stays in order."""
    table = recon_table(
        [
            ["spy", "junk", "junk", "junk", "refugee"],
            ["scout", "pills"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ],
        [["pills"], ["thugs", "hunter", "saboteur", "brawler", "scavenger", "sniper_team"], ["medkit"]],
    )
    game = new_game(3, table, modules=R1)
    act(game, 0, "spy 1:deck@2,3,5,6")
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(seen) == 1
    assert list(seen[0].cards) == ["hunter", "saboteur", "scavenger", "sniper_team"]
    assert zone_kinds(game, "1:deck") == ["thugs", "hunter", "saboteur", "brawler", "scavenger", "sniper_team"]


def test_two_binoculars_see_three_deep() -> None:
    """[003:102] X-1: two binoculars show the top 3 cards of each pile."""
    table = recon_table(
        [
            ["binoculars", "binoculars", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    table["contested"] = ["grenade", "wolf_pack", "sled_team", "field_crew"]
    table["junkyard"] = ["rifle", "net", "spear", "shovel"]
    game = new_game(3, table, modules=R1 | HQ1)
    act(game, 0, "scout binoculars binoculars")
    zones = {k.zone: k.cards for k in game.view(0).knowledge if k.source != "peek"}
    assert zones["contested"] == ("grenade", "wolf_pack", "sled_team")
    assert zones["junkyard"] == ("rifle", "net", "spear")


def test_scout_tower_with_binoculars_four_deep() -> None:
    """[003:102] X-1 X-7: binoculars add two cards to each of the scout tower's two piles."""
    table = recon_table(
        [
            ["junk", "binoculars", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    table["players"][0]["buildings"] = [{"building": "scout_tower"}]
    table["contested"] = ["grenade", "wolf_pack", "sled_team", "field_crew", "tribe_family_3"]
    table["schematics"] = ["bunker", "armory", "pharmacy", "portable_decoys", "scout_tower"]
    game = new_game(3, table, modules=R1 | R3 | HQ2)
    act(game, 0, "tower junk binoculars contested+schematics")
    zones = {k.zone: k.cards for k in game.view(0).knowledge if k.source != "peek"}
    assert zones["contested"] == ("grenade", "wolf_pack", "sled_team", "field_crew")
    assert zones["schematics"] == ("bunker", "armory", "pharmacy", "portable_decoys")


def test_yardmaster_any_time_in_the_round() -> None:
    """[003:283-284] L-15 README: the Yardmaster's peek may be taken at any time of the round,
    also in another player's turn (the owner is asked in every reaction window)."""
    table = recon_table(
        [
            ["brawler", "junk", "junk", "junk", "junk"],
            ["refugee", "scout", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ]
    )
    table["players"][0]["leader"] = "leader_ranger"
    table["players"][1]["leader"] = "leader_yardmaster"
    table["players"][2]["leader"] = "leader_excavator"
    table["junkyard"] = ["rifle", "spear", "shovel", "toolkit"]
    game = new_game(3, table, modules=R5 | HQ3)
    game.apply(0, "dig brawler")
    assert 1 in game.to_act
    assert "yard" in texts(game, 1)
    act(game, 1, "yard")
    seen = [k.cards for k in game.view(1).knowledge if k.zone == "junkyard"]
    assert seen == [("rifle", "spear")]


def test_binoculars_add_to_a_hunt() -> None:
    """README notation `hunt binoculars scavenger+spear` X-8: binoculars join a hunt with no holder."""
    game = new_game(
        3,
        recon_table(
            [
                ["binoculars", "scavenger", "spear", "junk", "refugee"],
                ["scout", "pills", "pills", "pills", "net"],
                ["refugee", "refugee", "refugee", "junk", "junk"],
            ]
        ),
        modules=R1,
    )
    act(game, 0, "hunt binoculars scavenger+spear")
    assert game.view(0).seats[0].food == 3


def test_large_hand_chosen_one_card_at_a_time() -> None:
    """README: a very large hand is chosen one card at a time (`choose trash`, `pick ...`, `done`),
    and a whole set is still accepted at once."""
    hand = ["refugee"] * 12 + ["junk"] * 5 + ["pills"] * 4
    table = {"round": 3, "initiator": 0, "players": [player(hand), player(["scout"]), player(["hunter"])]}
    game = new_game(3, table)
    act(game, 0, "trash junk junk pills")
    assert game.view(0).seats[0].hand_count == len(hand) - 3
    game = new_game(3, table)
    act(game, 0, "choose trash", "pick junk", "pick pills", "done")
    assert game.view(0).seats[0].hand_count == len(hand) - 2


# ---------------------------------------------------------------------------------------------
# largest table, leader deal, building limits


def test_five_players_tie_people_only_among_tied_else_deadlock() -> None:
    """[000:274] S-2: five players; the two highest tie on fight and on people: a deadlock, even
    though a lower force brought more people."""
    table = {
        "round": 5,
        "initiator": 3,
        "players": [
            player(["brawler", "junk", "junk", "junk", "junk"]),
            player(["brawler", "pills", "pills", "pills", "pills"]),
            player(["tribe_family_5", "scavenger", "net", "net", "medkit"]),
            player(["refugee", "spear", "spear", "pickaxe", "pickaxe"]),
            player(["refugee", "shovel", "shovel", "multitool", "multitool"]),
        ],
    }
    game = new_game(5, table)
    skirmish(game, {3: "refugee", 4: "refugee", 0: "brawler", 1: "brawler", 2: "tribe_family_5 scavenger"})
    assert skirmish_outcome(game, 5) == ("deadlock", None)
    judged = totals(game, 5)
    assert judged[2] == (1, 1, 6)


def test_five_players_turn_order_clockwise_from_initiator() -> None:
    """[000:132] [000:198]: gathering starts with the initiator and goes clockwise (seat + 1)."""
    table = {
        "round": 5,
        "initiator": 3,
        "players": [player(["junk"]), player(["junk"]), player(["junk"]), player(["junk"]), player(["junk"])],
    }
    game = new_game(5, table)
    order: list[int] = []
    while game.round == 5:
        settle(game)
        seat = game.to_act[0]
        if not order or order[-1] != seat:
            order.append(seat)
        kind = decision(game, seat)
        game.apply(seat, "end" if kind == "turn" else "commit none")
    assert order == [3, 4, 0, 1, 2]


def test_leaders_dealt_two_keep_one_face_up() -> None:
    """[000:650]: each player is dealt two leaders face down, keeps one face up; the other is set
    aside unseen by the others."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=6, modules=HQ3))
    dealt = {}
    for seat in range(3):
        dealt[seat] = game.view(seat).dealt
        assert len(dealt[seat]) == 2
    assert game.view(1).dealt == dealt[1]
    while game.to_act and decision(game, game.to_act[0]) == "leader":
        seat = game.to_act[0]
        options = texts(game, seat)
        assert sorted(options) == sorted(f"lead {k}" for k in dealt[seat])
        game.apply(seat, options[0])
    for seat in range(3):
        leader = game.view((seat + 1) % 3).seats[seat].leader
        assert leader in dealt[seat]
        set_aside = next(k for k in dealt[seat] if k != leader)
        for other in ((seat + 1) % 3, (seat + 2) % 3, None):
            for event in game.log(other):
                assert set_aside not in event.cards, (other, event)


def test_one_build_a_round_even_if_none_kept() -> None:
    """[000:719-721] H-5 ED-16: one new building a round; a build that keeps none still uses it."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["engineer", "engineer", "junk", "junk", "junk"], ["pills"] * 6),
            player(F1),
            player([*F2[:4], "junk"]),
        ],
        "schematics": ["bunker", "armory", "pharmacy", "hydroponic_gardens"],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "build engineer", "keep none")
    assert not any(a.startswith("build") for a in texts(game, 0))
    assert zone_kinds(game, "schematics") == ["pharmacy", "hydroponic_gardens", "bunker", "armory"]


def test_engineer_may_dig_the_junkyard() -> None:
    """[000:579] H-13: an engineer can dig in the junkyard (dig 2) as well."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [player(["engineer", "junk", "junk", "junk", "refugee"]), player(F1), player(F2)],
        "junkyard": ["rifle", "toolkit", "spear"],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "dig engineer")
    assert sorted(game.view(0).looking) == ["rifle", "toolkit"]


def test_no_work_on_building_started_this_round() -> None:
    """[000:596]: workers speed up a building from the round after it was placed."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["engineer", "refugee", "scavenger", "junk", "junk"], ["pills"] * 6),
            player(F1),
            player([*F2[:4], "junk"]),
        ],
        "schematics": ["pharmacy", "armory"],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "build engineer", "keep pharmacy")
    assert not any(a.startswith("work") for a in texts(game, 0))


def test_building_completes_with_empty_timer_at_once() -> None:
    """[000:597] H-3: a building with no timer cards left is complete and in effect at once
    (a pharmacy whose timer could not be drawn from an empty deck)."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [player(["engineer", "pills", "junk", "junk", "junk"]), player(F1), player([*F2[:4], "junk"])],
        "schematics": ["pharmacy", "armory"],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "build engineer", "keep pharmacy")
    building = next(b for b in game.view(1).seats[0].buildings if b.kind == "pharmacy")
    assert building.timer == 0
    assert "store pharmacy pills" in texts(game, 0)


def test_retrieve_from_pharmacy_pays_for_hire() -> None:
    """[000:621-625] [000:645]: medicine retrieved from the pharmacy on one's own turn pays a hire."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["junk", "junk", "refugee", "refugee", "refugee"]),
                "buildings": [{"building": "pharmacy", "stored": ["pills"]}],
            },
            player(F1),
            player(F2),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 0, "retrieve pharmacy pills", "hire hunter pay pills")
    assert "hunter" in game.view(1).seats[0].discard


def test_butcher_med_pays_a_hunter() -> None:
    """L-5: the Butcher's med pays a med cost (a hunter) with nothing else."""
    game = new_game(3, leader_table("leader_butcher", ["refugee", "junk", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee")
    assert any(a.startswith("hire hunter") for a in texts(game, 0))


def test_older_faq_five_player_snipe_order_example() -> None:
    """[001:420-430] [000:492] S-4: the initiator's saboteur disarms Player 3's grenade; Player 3
    snipes that saboteur (the disarm stands, the initiator loses its person); Player 4 snipes
    Player 5's sniper team, which never acts."""
    table = {
        "round": 5,
        "initiator": 0,
        "players": [
            player(["saboteur", "brawler", "junk", "junk", "junk"]),
            player(["scout", "pills", "pills", "pills", "pills"]),
            player(["sniper_team", "brawler", "grenade", "net", "net"]),
            player(["sniper_team", "scavenger", "medkit", "medkit", "junk"]),
            player(["sniper_team", "brawler", "spear", "spear", "pickaxe"]),
        ],
    }
    game = new_game(5, table)
    skirmish(
        game,
        {
            0: "saboteur brawler",
            1: "scout",
            2: "sniper_team brawler grenade",
            3: "sniper_team scavenger",
            4: "sniper_team brawler",
        },
    )
    skirmish_turns(game, {0: ["disarm 2:grenade"], 2: ["snipe 0:saboteur"], 3: ["snipe 4:sniper_team"]})
    snipes_by_4 = [e for e in events(game, "sniped") if e.target == 4 or e.seat == 4]
    assert len(snipes_by_4) == 1
    judged = totals(game, 5)
    assert judged[0] == (1, 2, 1)
    assert judged[2] == (1, 2, 3)
    assert judged[4] == (1, 2, 1)
    assert skirmish_outcome(game, 5) == ("won", 2)


def test_medic_pays_one_med_in_a_hire() -> None:
    """[000:543]: a medic played from the hand during a hire is 1 med (like pills)."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [player(["medic", "junk", "junk", "junk", "refugee"]), player(F1), player(F2)],
    }
    game = new_game(3, table, modules=HQ1)
    act(game, 0, "hire hunter pay medic")
    assert "hunter" in game.view(1).seats[0].discard
    assert "medic" in game.view(1).seats[0].discard


def test_no_retrieve_during_skirmish() -> None:
    """[000:603] [000:629] [000:645]: buildings are never used in the skirmish: no retrieve there."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            {
                **player(["sniper_team", "junk", "junk", "junk", "refugee"]),
                "buildings": [{"building": "bunker", "stored": ["sniper_team"]}],
            },
            player(["brawler", "pills", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    skirmish(game, {0: "sniper_team", 1: "brawler", 2: "none"})
    assert game.view(0).phase == "skirmish"
    assert not any(a.startswith("retrieve") for a in texts(game, 0))


def test_guard_cancels_disable_of_own_building() -> None:
    """[003:123] X-6: a guard cancels an attack on its owner's building."""
    table = leader_table("leader_organizer", ["saboteur", "junk", "junk", "junk", "refugee"])
    table["players"][1] = {
        **player(["guard", "brawler", "pills", "pills", "junk"]),
        "leader": "leader_butcher",
        "buildings": [{"building": "bunker"}],
    }
    game = new_game(3, table, modules=HQ4 | R2)
    act(game, 0, "disable 1:bunker")
    assert "cancel guard" in texts(game, 1)
    act(game, 1, "cancel guard")
    assert not game.view(2).seats[1].buildings[0].disabled


def test_tear_gas_only_in_skirmish() -> None:
    """[003:241]: tear gas is used only in the skirmish."""
    game = new_game(
        3,
        recon_table(
            [
                ["tear_gas", "scout", "junk", "junk", "junk"],
                ["brawler", "spear", "pills", "pills", "pills"],
                ["refugee", "junk", "net", "net", "medkit"],
            ]
        ),
        modules=R4,
    )
    assert not any(a.startswith("gas") for a in texts(game, 0))
    act(game, 0, "end", "commit scout")
    act(game, 1, "hunt brawler" if "hunt brawler" in texts(game, 1) else "end")
    assert not any(a.startswith("gas") for a in texts(game, 0))


def test_drill_sergeant_in_skirmish_adds_nothing_to_force() -> None:
    """[003:176] X-13 S-6: a drill sergeant used in the skirmish gives up its fight; the cards it
    draws do not join the force."""
    table = recon_table(
        [
            ["drill_sergeant", "brawler", "junk", "junk", "junk"],
            ["brawler", "pills", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ],
        [["thugs", "thugs", "scout"], ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3)
    skirmish(game, {0: "drill_sergeant brawler", 1: "brawler", 2: "none"})
    assert "drill drill_sergeant" in texts(game, 0)
    act(game, 0, "drill drill_sergeant", "shuffle none")
    # the two thugs it drew stay out of the force: only the brawler's 2 fights
    assert any(e.round == 4 and e.cards == ("thugs", "thugs") for e in events(game, "drew", 0))
    skirmish_turns(game, {})
    assert totals(game, 4)[0][:2] == (1, 2)
    assert skirmish_outcome(game, 4) == ("won", 0)  # brawler 2 v brawler 2, people 2 v 1


def test_cargo_sled_keeps_tool_and_medicine() -> None:
    """[003:226-227] X-17: with a cargo sled a junkyard dig keeps one card and one more tool or
    medicine."""
    table = recon_table(
        [
            ["scavenger", "cargo_sled", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["junkyard"] = ["rifle", "medkit", "junk", "pickaxe", "shovel"]
    game = new_game(3, table, modules=R4 | HQ1)
    act(game, 0, "dig scavenger+cargo_sled")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "rifle"]
    assert "keep rifle medkit" in texts(game, 0) or "keep medkit rifle" in texts(game, 0)
    act(game, 0, "keep rifle medkit")
    assert sorted(game.view(0).discard_hidden) == ["medkit", "rifle"]
    assert zone_kinds(game, "junkyard") == ["pickaxe", "shovel", "junk"]


def test_solo_skirmish_any_turn_even_the_first() -> None:
    """[003:334]: in the solo game there is no forced skirmish phase: on any turn, the first too,
    the player may engage one of the forces (or not)."""
    game = new_game(
        1, solo_table(["brawler", "spear", "scout", "refugee", "refugee"], [["grenade"], ["rifle"]], round_=1)
    )
    act(game, 0, "end")
    assert sorted(texts(game, 0)) == ["engage 1", "engage 2", "pass"]
    act(game, 0, "pass")
    assert game.round == 2
    assert game.view(0).forces == (1, 1)


def test_solo_forces_revealed_only_when_engaged() -> None:
    """[003:335] V-4: the opponent forces are face down; one is revealed after the player commits."""
    game = new_game(
        1, solo_table(["brawler", "spear", "scout", "refugee", "refugee"], [["grenade", "thugs"], ["rifle"]])
    )
    for event in game.log(0):
        assert "thugs" not in event.cards
    act(game, 0, "end", "engage 1")
    for event in game.log(0):
        assert "thugs" not in event.cards
    act(game, 0, "commit brawler spear")
    assert any("thugs" in e.cards for e in events(game, "revealed", 0))


def test_2012_peek_by_round_three_initiator() -> None:
    """[001:123] variants.md: with the 2012 rules the card has moved twice by round 3, and that
    round's initiator peeks."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [
            player(["scavenger", "refugee", "refugee", "spear", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "shovel"]),
            player(["scavenger", "refugee", "refugee", "brawler", "spear"]),
        ],
        "contested": ["grenade", "wolf_pack"],
    }
    game = new_game(3, table, rules="2012")
    while game.round < 3:
        settle(game)
        seat = game.to_act[0]
        game.apply(seat, "end")
    settle(game)
    assert game.view(None).initiator == 2
    assert game.view(2).peeked == "grenade"
    assert game.view(0).peeked is None


def test_gang_people_decide_the_winner() -> None:
    """[000:559] F-7: a gang joining a tribe adds its people (5) to the final count."""
    game = new_game(
        3,
        final_round(
            [["shovel", "spear", "refugee"], ["refugee", "refugee", "refugee"], ["brawler"]], ["tribe_family_3"]
        ),
        modules=HQ1,
    )
    skirmish(game, {0: "none", 1: "none", 2: "none"})
    assert game.result is not None
    assert game.result.scores[0].people == 1 + 5
    assert game.result.winners == (0,)


# ---------------------------------------------------------------------------------------------
# card interactions


def test_sniped_hardy_scavenger_does_not_return() -> None:
    """S-12 [003:181]: a hardy scavenger sniped out of the force is discarded, not returned."""
    table = recon_table(
        [
            ["hardy_scavenger", "hardy_scavenger", "junk", "junk", "junk"],
            ["sniper_team", "thugs", "pills", "pills", "pills"],
            ["refugee", "net", "net", "pickaxe", "medkit"],
        ],
        [["scavenger"] * 5, ["junk"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3)
    skirmish(game, {0: "hardy_scavenger hardy_scavenger", 1: "sniper_team thugs", 2: "none"})
    skirmish_turns(game, {1: ["snipe 0:hardy_scavenger"]})
    assert skirmish_outcome(game, 4) == ("won", 1)
    assert list(game.view(0).hand).count("hardy_scavenger") == 1


def test_disabled_portable_decoys_give_no_bonus() -> None:
    """S-11 [000:685]: a disabled portable decoys building adds nothing to the force."""
    table = recon_table(
        [
            ["brawler", "junk", "junk", "pills", "refugee"],
            ["brawler", "refugee", "pills", "pills", "junk"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["players"][0]["buildings"] = [{"building": "portable_decoys", "disabled": True}]
    game = new_game(3, table, modules=R3 | HQ2)
    skirmish(game, {0: "brawler junk junk pills", 1: "brawler refugee", 2: "none"})
    assert totals(game, 4)[0] == (1, 2, 1)
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_sergeant_at_arms_no_disarm_in_skirmish() -> None:
    """L-11: the Sergeant at Arms' tools cannot be disarmed in the skirmish either."""
    table = leader_table("leader_sergeant_at_arms", ["brawler", "spear", "junk", "junk", "refugee"])
    table["players"][1] = {**player(["saboteur", "scout", "pills", "pills", "junk"]), "leader": "leader_ranger"}
    game = new_game(3, table, modules=HQ3)
    skirmish(game, {0: "brawler spear", 1: "saboteur scout", 2: "none"})
    skirmish_turns(game, {})
    assert not events(game, "disarmed")
    assert totals(game, 4)[0][:2] == (1, 4)


def test_map_returns_the_member_not_its_tool() -> None:
    """X-19 [003:273]: the map brings back the tribe member; its tool stays discarded."""
    table = recon_table(
        [
            ["scavenger", "shovel", "map", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "junk", "net", "net", "medkit"],
        ]
    )
    table["junkyard"] = ["spear", "rifle", "pills"]
    game = new_game(3, table, modules=R5 | HQ1)
    act(game, 0, "dig scavenger+shovel", "keep none", "map scavenger")
    hand = game.view(0).hand
    assert "scavenger" in hand
    assert "shovel" not in hand
    assert "shovel" in game.view(1).seats[0].discard
    assert "map" in game.view(1).seats[0].discard


def test_courier_draw_short_discards_what_was_drawn() -> None:
    """X-11 R-5: a courier draw that finds fewer than two cards discards all it drew."""
    table = recon_table(
        [
            ["courier", "junk", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ],
        [["medkit"], ["pickaxe"], ["multitool"]],
    )
    game = new_game(3, table, modules=R3)
    act(game, 0, "draw courier")
    assert decision(game, 0) == "turn"
    assert "medkit" not in game.view(0).hand
    assert "medkit" in game.view(1).seats[0].discard


def test_cannibal_food_with_meds() -> None:
    """L-6: a hire paid with Cannibal food may add meds (a scout: 2 food + 1 med)."""
    game = new_game(3, leader_table("leader_cannibal", ["scavenger", "pills", "junk", "junk", "refugee"]), modules=HQ3)
    act(game, 0, "lead scavenger")
    assert "hire scout pay pills" in texts(game, 0)


def test_swindler_lowers_thugs_total() -> None:
    """L-14: for thugs (6 in any mix) the Swindler lowers the total by 1."""
    table = recon_table(
        [
            ["refugee", "medkit", "medkit", "pills", "junk"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "net", "net", "medkit", "pickaxe"],
        ]
    )
    table["players"][0]["leader"] = "leader_swindler"
    table["players"][1]["leader"] = "leader_ranger"
    table["players"][2]["leader"] = "leader_excavator"
    game = new_game(3, table, modules=R5 | HQ3)
    assert not any(a.startswith("hire thugs") for a in texts(game, 0))
    act(game, 0, "lead refugee")
    assert any(a.startswith("hire thugs") for a in texts(game, 0))


def test_wounded_gangster_gives_no_bonus() -> None:
    """L-12 L-17: a wounded leader provides nothing: the Gangster's refugees have no fight."""
    table = leader_table("leader_gangster", ["refugee", "refugee", "junk", "junk", "junk"])
    table["players"][1] = {**player(["tribe_family_3", "pills", "pills", "pills", "junk"]), "leader": "leader_ranger"}
    table["players"][2] = {**player(["sniper_team", "net", "net", "pickaxe", "medkit"]), "leader": "leader_excavator"}
    game = new_game(3, table, modules=HQ4)
    skirmish(game, {0: "refugee refugee", 1: "tribe_family_3", 2: "sniper_team"})
    skirmish_turns(game, {2: ["snipe 0:leader_gangster"]})
    assert totals(game, 4)[0][0] == 0
    assert skirmish_outcome(game, 4) == ("won", 1)


def test_binoculars_skip_contested_with_two_players() -> None:
    """[000:114] X-9: with two players all contested-resource peeking is gone, binoculars too."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["binoculars", "junk", "junk", "junk", "refugee"], ["pills"]),
            player(["brawler", "pills", "pills", "pills", "net"], ["medkit"]),
        ],
        "contested": ["grenade", "wolf_pack"],
        "junkyard": ["rifle", "spear"],
    }
    game = new_game(2, table, modules=R1 | HQ1)
    act(game, 0, "scout binoculars")
    zones = {k.zone: k.cards for k in game.view(0).knowledge}
    assert "contested" not in zones
    assert zones["junkyard"] == ("rifle",)


def test_excavator_refugee_with_toolkit_digs_two() -> None:
    """L-9: any digging tool on an Excavator refugee adds +1 instead of its bonus (toolkit +2)."""
    game = new_game(3, leader_table("leader_excavator", ["refugee", "toolkit", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "dig refugee+toolkit")
    assert len(game.view(0).looking) == 2


def test_peacemaker_not_for_draw() -> None:
    """L-2 (Peacemaker card): +2 to hunt or dig only, not to a draw."""
    game = new_game(3, leader_table("leader_peacemaker", ["scavenger", "refugee", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee", "draw scavenger")
    assert game.view(0).seats[0].hand_count == 3 + 1


def test_organizer_second_card_discarded() -> None:
    """L-4: the Organizer keeps one of the two cards; the other goes to the discard pile."""
    game = new_game(3, leader_table("leader_organizer", ["refugee", "scout", "junk", "junk", "junk"]), modules=HQ3)
    act(game, 0, "lead refugee", "keep pills")
    assert "medkit" in game.view(1).seats[0].discard


def test_assassin_snipe_saved_by_medic() -> None:
    """[003:117] X-10: an assassin snipes like a sniper team, so a medic can save against it."""
    table = {
        "round": 4,
        "initiator": 0,
        "players": [
            player(["brawler", "junk", "junk", "junk", "refugee"]),
            player(["assassin", "pills", "pills", "pills", "net"]),
            player(["medic", "net", "pickaxe", "pickaxe", "medkit"]),
        ],
        "junkyard": ["rifle", "spear"],
    }
    game = new_game(3, table, modules=R2 | HQ1)
    act(game, 0, "dig brawler")
    act(game, 1, "snipe assassin 0:brawler")
    assert "save medic" in texts(game, 2)
    act(game, 2, "save medic")
    settle(game)
    if decision(game, 0) == "resume":
        act(game, 0, "continue")
    assert game.view(0).looking == ("rifle",)


# ---------------------------------------------------------------------------------------------
# hiring costs of every mercenary (cards.tsv; thugs [000:402], any-mix costs R-13)

COSTS = {
    "scavenger": (1, 0, 0),
    "brawler": (2, 0, 0),
    "hunter": (0, 1, 0),
    "saboteur": (1, 1, 0),
    "scout": (2, 1, 0),
    "group_leaders": (2, 2, 0),
    "sniper_team": (2, 2, 0),
    "thugs": (0, 0, 6),
    "medic": (3, 0, 0),
    "engineer": (2, 1, 0),
    "assassin": (0, 2, 0),
    "courier": (1, 1, 0),
    "drill_sergeant": (2, 1, 0),
    "guard": (2, 0, 0),
    "provocateur": (0, 1, 0),
    "rogue": (0, 1, 0),
    "tinker": (3, 0, 0),
    "spy": (0, 0, 3),
    "scrappers": (0, 0, 4),
    "scouting_refugee": (1, 0, 0),
}
MARKETS = (
    (
        "scavenger",
        "brawler",
        "hunter",
        "saboteur",
        "scout",
        "group_leaders",
        "sniper_team",
        "thugs",
        "medic",
        "engineer",
    ),
    ("assassin", "courier", "drill_sergeant", "guard", "provocateur", "rogue", "tinker", "spy", "scrappers", "scout"),
)


def hire_options(kind: str, food: int, meds: int) -> list[str]:
    """The hires of ``kind`` a seat can make after hunting ``food`` with scavengers and holding
    ``meds`` pills."""
    market = next((m for m in MARKETS if kind in m), MARKETS[0])  # scouting refugees: an extra stack
    hand = ["scavenger"] * food + ["pills"] * meds
    hand += ["refugee"] * (5 - len(hand)) if len(hand) < 5 else []
    table = {"round": 4, "initiator": 0, "players": [player(hand), player(["junk"]), player(["junk"])]}
    modules = HQ2 | R1 | R2 | R3
    game = new_game(3, table, modules=modules, market=market)
    if food:
        act(game, 0, "hunt " + " ".join(["scavenger"] * food))
    return [a for a in texts(game, 0) if a.split()[:2] == ["hire", kind]]


@pytest.mark.parametrize("kind", sorted(COSTS))
def test_hiring_cost_of_each_mercenary(kind: str) -> None:
    """[000:216-218] [000:400-402] R-13 cards.tsv: each mercenary is hired for exactly its cost in
    food and meds (thugs, spy, scrappers: a total in any mix); a food or a med short is refused."""
    food, meds, mix = COSTS[kind]
    if mix:
        assert hire_options(kind, min(mix, 3), mix - min(mix, 3))
        assert not hire_options(kind, min(mix - 1, 3), mix - 1 - min(mix - 1, 3))
        return
    assert hire_options(kind, food, meds)
    if food:
        assert not hire_options(kind, food - 1, meds + 1 if meds else 0)
    if meds:
        assert not hire_options(kind, food, meds - 1)


def test_only_the_bunker_on_another_players_turn() -> None:
    """[000:629] H-7: during another player's turn the only building one may use is the bunker."""
    table = {
        "round": 4,
        "initiator": 1,
        "players": [
            {
                **player(["junk", "junk", "junk", "junk", "refugee"]),
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["spear"]},
                ],
            },
            player(["scavenger", "shovel", "pills", "pills", "pills"]),
            player(F1),
        ],
    }
    game = new_game(3, table, modules=HQ2)
    act(game, 1, "dig scavenger+shovel")
    options = texts(game, 0)
    assert not any(a.startswith("retrieve armory") for a in options)
    assert any("sniper_team" in a for a in options), options


def test_cancel_from_committed_cards_draws_to_hand() -> None:
    """[003:71] X-26: the card that cancels a spy may come from the committed cards; its
    replacement goes to the hand, not the force."""
    table = {
        "round": 4,
        "initiator": 1,
        "players": [
            player(["junk", "junk", "junk", "junk", "refugee"]),
            player(["scouting_refugee", "brawler", "pills", "pills", "pills"], ["net", "spear"]),
            player(["spy", "net", "pickaxe", "pickaxe", "medkit"]),
        ],
    }
    game = new_game(3, table, modules=R1)
    act(game, 1, "end", "commit scouting_refugee brawler")
    act(game, 2, "spy 1:force")
    assert "cancel scouting_refugee" in texts(game, 1)
    act(game, 1, "cancel scouting_refugee")
    public = game.view(0).seats[1]
    assert public.committed_count == 1
    assert public.hand_count == 1
    assert not [k for k in game.view(2).knowledge if k.zone.startswith("1:")]


def test_hardy_scavenger_cannot_draw_alone() -> None:
    """[003:180] [000:252]: a hardy scavenger has draw 0 and fight 0: it needs a modifier to draw."""
    table = recon_table(
        [
            ["hardy_scavenger", "group_leaders", "junk", "junk", "refugee"],
            ["brawler", "scout", "pills", "pills", "pills"],
            ["refugee", "refugee", "junk", "net", "net"],
        ]
    )
    game = new_game(3, table, modules=R3)
    options = texts(game, 0)
    assert "draw hardy_scavenger" not in options
    assert "draw hardy_scavenger+group_leaders" in options
    assert "dig hardy_scavenger" in options


def test_spy_that_spied_is_not_in_the_skirmish() -> None:
    """[003:69] X-24: a spy used to spy is discarded; it cannot also serve in the skirmish."""
    table = recon_table(
        [
            ["spy", "brawler", "junk", "junk", "refugee"],
            ["scout", "pills", "pills", "pills", "net"],
            ["refugee", "refugee", "refugee", "junk", "junk"],
        ]
    )
    game = new_game(3, table, modules=R1)
    act(game, 0, "spy 1:hand", "end")
    assert not any("spy" in a for a in texts(game, 0))
