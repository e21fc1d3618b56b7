"""Where an answer's card comes from, and which building a retrieve empties: the player's choice.

RULINGS I-6: in resource gathering a card that answers another player's action (a sniper team,
a saboteur, a medic, a guard or scouting refugee, the Fanatic's refugee) "may come from hand,
from committed skirmish cards (the count shrinks, and the change is public)". Which of the two
is hers to choose, so the engine offers both (``cancel force guard`` plays the committed one)
and never picks a zone from what she secretly holds: the public counts would show its pick.
Likewise a player with two bunkers names the one she retrieves from (``retrieve bunker-2
guard``): only each bunker's count is public [000:612-614], RULINGS H-7; she may name the one
she stores under (``store bunker-2 medic``), and a saboteur or a demolition team names which of
another player's buildings of a kind it strikes (``disable 1:bunker-2``, ``demolish 1:bunker-1``).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_until, pass_windows, texts, zone_counter
from scavengers.engine.core.actions import Action, Verb, normalize, parse_notation
from scavengers.engine.core.config import hq_modules
from scavengers.text import describe

CONTESTED = ["grenade", "wolf_pack", "sled_team", "field_crew"]
RECON_MARKET = ("spy", "courier", "drill_sergeant", "scrappers", "tinker", "brawler", "hunter", "scout", "thugs")


def new(modules: frozenset[str] = frozenset(), seats: int = 3, **scenario: Any) -> sc.Game:
    scenario.setdefault("round", 3)
    scenario.setdefault("initiator", 0)
    scenario.setdefault("contested", list(CONTESTED))
    scenario.setdefault("junkyard", ["junk", "net", "pills", "medkit"])
    market = RECON_MARKET if any(m.startswith("recon") for m in modules) else None
    config = sc.GameConfig(players=seats, seed=0, modules=modules, market=market, scenario=scenario)
    return sc.Game.new(config)


def last_action(game: sc.Game) -> tuple[int, str]:
    """The last action recorded in the save: what was carried out, in notation."""
    seat, text = json.loads(game.to_json())["actions"][-1]
    return seat, text


def after_a_draw(
    answer: str, modules: frozenset[str] = frozenset(), leader: str | None = None, dig: bool = True
) -> sc.Game:
    """Seat 0 ends her turn committing a brawler, a scouting refugee and an ``answer`` card, so
    that her hand is empty (the rest is discarded). Seat 1 looks at the piles with binoculars;
    seat 0 cancels it with the committed scouting refugee and draws a replacement: a second
    ``answer`` card, now in her hand (RULINGS X-26). Then (``dig``) seat 1 digs with a scavenger,
    and seat 0 may answer with the card in her hand or the one among her committed cards; else
    seat 1 is still to declare, with a spy in hand."""
    players: list[dict[str, Any]] = [
        {"hand": ["scouting_refugee", answer, "brawler"], "deck": [answer, "junk"]},
        {"hand": ["binoculars", "scavenger", "spy"]},
        {"hand": ["sniper_team", "junk"]},
    ]
    if leader is not None:  # every seat has one: none is dealt a choice
        for player, led in zip(players, (leader, "leader_organizer", "leader_peacemaker"), strict=True):
            player["leader"] = led
    game = new(modules | {"recon1", "recon3"}, players=players)
    game.apply(0, "end")
    game.apply(0, f"commit brawler scouting_refugee {answer}")
    game.apply(1, "scout binoculars")
    pass_until(game, 0)
    assert "cancel scouting_refugee" in texts(game, 0)  # only her committed cards hold one
    game.apply(0, "cancel scouting_refugee")
    assert game.view(0).hand == (answer,)
    pass_windows(game)
    if dig:
        game.apply(1, "dig scavenger")
        pass_until(game, 0)
    return game


def counts(game: sc.Game, seat: int) -> tuple[int, int]:
    """``seat``'s committed and hand counts, as another player sees them."""
    public = game.view((seat + 1) % 3).seats[seat]
    return public.committed_count, public.hand_count


def test_a_sniper_team_answers_from_hand_or_committed_cards_as_its_player_chooses_ruling_i6() -> None:
    game = after_a_draw("sniper_team")
    assert {"snipe 1:scavenger", "snipe force 1:scavenger"} <= set(texts(game, 0))
    game.apply(0, "snipe force 1:scavenger")
    assert counts(game, 0) == (1, 1)  # the brawler stays committed, the drawn one in hand
    assert zone_counter(game, "0:discard")["sniper_team"] == 1
    assert last_action(game) == (0, "snipe force 1:scavenger")


def test_a_sniper_team_from_hand_leaves_the_committed_cards_alone_ruling_i6() -> None:
    game = after_a_draw("sniper_team")
    game.apply(0, "snipe 1:scavenger")
    assert counts(game, 0) == (2, 0)


def test_a_committed_card_answers_in_its_plain_form_when_the_hand_holds_none_ruling_i6() -> None:
    game = new(players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "junk"]}, {"hand": ["junk"]}])
    game.apply(0, "end")
    game.apply(0, "commit brawler sniper_team")
    game.apply(1, "dig scavenger")
    pass_until(game, 0)
    assert "snipe 1:scavenger" in texts(game, 0)
    assert "snipe force 1:scavenger" not in texts(game, 0)  # one place only: nothing to choose
    game.apply(0, "snipe force 1:scavenger")  # said all the same: the same move
    assert last_action(game) == (0, "snipe 1:scavenger")
    assert counts(game, 0) == (1, 0)


def test_an_answer_from_committed_cards_without_the_card_is_refused_and_changes_nothing_ruling_i6() -> None:
    game = new(players=[{"hand": ["brawler"]}, {"hand": ["scavenger", "junk"]}, {"hand": ["sniper_team", "junk"]}])
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "dig scavenger")
    pass_until(game, 2)  # seat 2's turn is still to come: her cards are all in hand
    assert "snipe 1:scavenger" in texts(game, 2)
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="committed cards hold no sniper_team"):
        game.apply(2, "snipe force 1:scavenger")
    assert game.to_json() == before


def test_a_medic_saves_from_hand_or_committed_cards_as_its_player_chooses_ruling_i6() -> None:
    game = after_a_draw("medic", frozenset({"hq1"}), dig=False)
    game.apply(1, "dig scavenger")
    game.apply(2, "snipe 1:scavenger")  # seat 2 is asked first, then the snipe's window
    pass_until(game, 0)
    assert {"save medic", "save force medic"} <= set(texts(game, 0))
    game.apply(0, "save force medic")
    assert any(e.type is sc.EventType.SAVED for e in game.log(None))
    assert counts(game, 0) == (1, 1)


def test_a_scouting_refugee_cancels_from_the_committed_cards_when_its_player_says_so_ruling_x4() -> None:
    game = after_a_draw("scouting_refugee", dig=False)
    game.apply(1, "spy 0:hand")
    pass_until(game, 0)
    assert {"cancel scouting_refugee", "cancel force scouting_refugee"} <= set(texts(game, 0))
    game.apply(0, "cancel force scouting_refugee")
    assert counts(game, 0) == (1, 2)  # the brawler; the first replacement and this one's
    assert zone_counter(game, "0:discard")["scouting_refugee"] == 2


def test_the_fanatics_refugee_comes_from_hand_or_committed_cards_as_its_player_chooses_ruling_i6() -> None:
    game = after_a_draw("refugee", frozenset({"hq1", "hq2", "hq3"}), leader="leader_fanatic")
    assert {"lead refugee 1:scavenger", "lead force refugee 1:scavenger"} <= set(texts(game, 0))
    game.apply(0, "lead force refugee 1:scavenger")
    pass_windows(game)
    assert counts(game, 0) == (1, 1)
    assert zone_counter(game, "1:discard")["scavenger"] == 1


def two_bunkers(first: list[str], second: list[str]) -> sc.Game:
    return new(
        frozenset({"hq1", "hq2"}),
        round=1,
        schematics=["armory"],
        players=[
            {
                "hand": ["scavenger"],
                "buildings": [{"building": "bunker", "stored": first}, {"building": "bunker", "stored": second}],
            },
            {},
            {},
        ],
    )


def test_a_retrieve_with_two_bunkers_names_the_bunker_ruling_h7() -> None:
    game = two_bunkers(["medic"], ["medic", "brawler"])
    legal = set(texts(game, 0))
    assert {"retrieve bunker-1 medic", "retrieve bunker-2 medic", "retrieve bunker-2 brawler medic"} <= legal
    assert not any(t.startswith("retrieve bunker ") for t in legal)
    game.apply(0, "retrieve bunker-2 medic")
    assert [b.stored for b in game.view(1).seats[0].buildings] == [1, 1]
    assert game.view(0).hand.count("medic") == 1
    assert "from the Bunker #2" in describe(next(e for e in reversed(game.log(1)) if e.type.value == "retrieved"))


def test_a_retrieve_naming_no_bunker_is_refused_when_both_hold_the_cards() -> None:
    game = two_bunkers(["medic"], ["medic", "brawler"])
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="bunker-1"):
        game.apply(0, "retrieve bunker medic")
    assert game.to_json() == before


def test_a_retrieve_naming_no_bunker_takes_from_the_one_that_holds_the_cards() -> None:
    game = two_bunkers(["medic"], ["medic", "brawler"])
    game.apply(0, "retrieve bunker brawler")  # only the second holds a brawler
    assert last_action(game) == (0, "retrieve bunker-2 brawler")
    assert [b.stored for b in game.view(1).seats[0].buildings] == [1, 1]


def test_one_bunker_needs_no_number() -> None:
    game = new(
        frozenset({"hq1", "hq2"}),
        round=1,
        players=[{"hand": ["scavenger"], "buildings": [{"building": "bunker", "stored": ["medic"]}]}, {}, {}],
    )
    assert "retrieve bunker medic" in texts(game, 0)
    game.apply(0, "retrieve bunker medic")
    assert game.view(0).hand.count("medic") == 1


def storing(second: dict[str, Any] | None = None) -> sc.Game:
    """Seat 0 holds a medic, a sniper team and a brawler, beside an empty bunker and a second one
    (``second``: its fields, a bunker holding one thugs by default)."""
    second = second if second is not None else {"building": "bunker", "stored": ["thugs"]}
    return new(
        frozenset({"hq1", "hq2"}),
        round=1,
        schematics=["armory"],
        players=[{"hand": ["medic", "sniper_team", "brawler"], "buildings": [{"building": "bunker"}, second]}, {}, {}],
    )


def test_a_store_with_two_bunkers_may_name_the_bunker_ruling_h7() -> None:
    """ "Up to three cards may be placed in this building at a time" [000:609-613]: each card goes
    under one building, and with two bunkers which one is hers to choose."""
    game = storing()
    legal = set(texts(game, 0))
    assert {"store bunker-1 brawler medic sniper_team", "store bunker-2 medic sniper_team"} <= legal
    assert "store bunker-2 brawler medic sniper_team" not in legal  # the second has room for 2
    game.apply(0, "store bunker-2 medic")
    assert [b.stored for b in game.view(1).seats[0].buildings] == [0, 2]
    assert game.view(0).stored == ((), ("medic", "thugs"))
    assert "under the Bunker #2" in describe(next(e for e in reversed(game.log(1)) if e.type.value == "stored"))


def test_a_plain_store_still_fills_the_bunkers_in_turn_ruling_h6() -> None:
    game = storing()
    game.apply(0, "store bunker brawler medic sniper_team")
    assert [b.stored for b in game.view(1).seats[0].buildings] == [3, 1]


def test_a_store_beyond_the_named_bunkers_room_is_refused_and_changes_nothing() -> None:
    game = storing()
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="bunker-2 has room for 2"):
        game.apply(0, "store bunker-2 brawler medic sniper_team")
    with pytest.raises(sc.IllegalAction, match="no active bunker number 3"):
        game.apply(0, "store bunker-3 medic")
    assert game.to_json() == before


def test_a_store_may_not_name_a_disabled_bunker_ruling_h11() -> None:
    game = storing({"building": "bunker", "stored": ["thugs"], "disabled": True})
    assert not any(t.startswith("store bunker-") for t in texts(game, 0))  # one bunker takes cards
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="no active bunker number 2"):
        game.apply(0, "store bunker-2 medic")
    assert game.to_json() == before
    game.apply(0, "store bunker-1 medic")  # unlisted, as it is the plain store, but accepted
    game.apply(0, "store bunker brawler")
    assert [b.stored for b in game.view(1).seats[0].buildings] == [2, 1]


def test_cards_split_between_bunkers_stay_at_hand_when_one_is_disabled_ruling_h11() -> None:
    """Why the choice matters: a disabled building locks its cards away (RULINGS H-11), so a
    sniper team stored apart from the rest can still be retrieved."""
    leaders = ["leader_organizer", "leader_butcher", "leader_cannibal"]
    game = new(
        hq_modules(4),
        round=1,
        schematics=["armory"],
        players=[
            {
                "hand": ["medic", "sniper_team", "brawler"],
                "leader": leaders[0],
                "buildings": [{"building": "bunker"}] * 2,
            },
            {"hand": ["saboteur"], "leader": leaders[1]},
            {"leader": leaders[2]},
        ],
    )
    game.apply(0, "store bunker-1 brawler medic")
    game.apply(0, "store bunker-2 sniper_team")
    while game.to_act != (1,):
        game.apply(game.to_act[0], "end")
    act(game, 1, "disable 0:bunker-1")
    assert [(b.disabled, b.stored) for b in game.view(2).seats[0].buildings] == [(True, 2), (False, 1)]
    assert game.view(0).stored == (("brawler", "medic"), ("sniper_team",))


def attacked(modules: frozenset[str], hand: list[str], buildings: list[dict[str, Any]]) -> sc.Game:
    """Seat 0, the initiator in round 2, holds ``hand``; seat 1 has ``buildings``. With HQ 3
    every seat has a leader, so none is dealt a choice."""
    players: list[dict[str, Any]] = [{"hand": hand}, {"buildings": buildings, "deck": ["refugee"] * 8}, {}]
    if "hq3" in modules:
        for player, leader in zip(players, ["leader_organizer", "leader_butcher", "leader_cannibal"], strict=True):
            player["leader"] = leader
    scenario = {"round": 2, "initiator": 0, "contested": list(CONTESTED), "players": players}
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario=scenario))


TWO_BUNKERS = [{"building": "bunker", "stored": ["thugs"]}, {"building": "bunker", "stored": ["medic", "sniper_team"]}]


def test_a_saboteur_names_which_of_two_bunkers_it_disables_ruling_h11() -> None:
    """[000:678-691]: a saboteur disables a building, one card; of seat 1's two bunkers, both
    in plain sight with their stored counts, the attacker picks the one."""
    game = attacked(hq_modules(4), ["saboteur"], TWO_BUNKERS)
    legal = set(texts(game, 0))
    assert {"disable 1:bunker-1", "disable 1:bunker-2"} <= legal
    assert "disable 1:bunker" not in legal
    act(game, 0, "disable 1:bunker-2")
    assert [(b.disabled, b.stored) for b in game.view(2).seats[1].buildings] == [(False, 1), (True, 2)]
    disabled = next(e for e in reversed(game.log(2)) if e.type.value == "building_disabled")
    assert describe(disabled).endswith("Bunker #2.")


def test_a_disable_naming_no_bunker_is_refused_when_two_are_enabled() -> None:
    game = attacked(hq_modules(4), ["saboteur"], TWO_BUNKERS)
    before = game.to_json()
    with pytest.raises(
        sc.IllegalAction, match=re.escape("more than one bunker: name the one, e.g. 'disable 1:bunker-1'")
    ):
        game.apply(0, "disable 1:bunker")
    assert game.to_json() == before


def test_a_disable_naming_no_bunker_takes_the_only_enabled_one() -> None:
    first, second = TWO_BUNKERS
    game = attacked(hq_modules(4), ["saboteur"], [{**first, "disabled": True}, second])
    act(game, 0, "disable 1:bunker")
    assert last_action(game) == (0, "disable 1:bunker-2")
    assert [b.disabled for b in game.view(2).seats[1].buildings] == [True, True]


def test_a_demolition_team_names_which_of_two_buildings_it_resets_ruling_h9() -> None:
    """[003:234-237]: the team resets a building under construction to its full timer; of two
    bunkers going up (2 and 4 timer cards left, public), the player picks the one."""
    timers = [{"building": "bunker", "timer": ["junk"] * 2}, {"building": "bunker", "timer": ["junk"] * 4}]
    game = attacked(frozenset({"hq1", "hq2", "recon4"}), ["demolition_team"], timers)
    legal = set(texts(game, 0))
    assert {"demolish 1:bunker-1", "demolish 1:bunker-2"} <= legal
    assert "demolish 1:bunker" not in legal
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="bunker-1"):
        game.apply(0, "demolish 1:bunker")
    assert game.to_json() == before
    game.apply(0, "demolish 1:bunker-2")
    pass_windows(game)
    assert [b.timer for b in game.view(2).seats[1].buildings] == [2, 5]  # the bunker's build time
    demolished = next(e for e in reversed(game.log(2)) if e.type.value == "demolished")
    assert "Bunker #2:" in describe(demolished)


def own_buildings(hand: list[str], buildings: list[dict[str, Any]]) -> sc.Game:
    """Seat 0, the initiator in round 2 (HQ 1-4, leaders kept), holds ``hand`` beside ``buildings``."""
    leaders = ["leader_organizer", "leader_butcher", "leader_cannibal"]
    players: list[dict[str, Any]] = [{"hand": hand, "buildings": buildings}, {}, {}]
    for player, leader in zip(players, leaders, strict=True):
        player["leader"] = leader
    scenario = {"round": 2, "initiator": 0, "contested": list(CONTESTED), "players": players}
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=hq_modules(4), scenario=scenario))


UNDER_WAY = [{"building": "bunker", "timer": ["junk"] * 4}, {"building": "bunker", "timer": ["junk"] * 2}]


def test_a_crew_works_on_the_bunker_it_names_ruling_ed7() -> None:
    """RULINGS ED-7: "each worker (and its toolkit) is assigned to one under-construction
    building of the owner": of two bunkers going up, she picks the one."""
    game = own_buildings(["engineer", "toolkit"], UNDER_WAY)
    legal = set(texts(game, 0))
    assert {"work bunker-1 engineer+toolkit", "work bunker-2 engineer+toolkit"} <= legal
    assert not any(t.startswith("work bunker ") for t in legal)
    act(game, 0, "work bunker-2 engineer+toolkit")
    assert [b.timer for b in game.view(1).seats[0].buildings] == [4, 0]  # 3 off the second: complete
    declared = next(e for e in game.log(1) if e.type.value == "declared")
    assert "work on the Bunker #2" in describe(declared)


def test_a_crew_naming_no_bunker_is_refused_when_two_are_going_up() -> None:
    game = own_buildings(["engineer"], UNDER_WAY)
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match=re.escape("you have more than one bunker: name the one")):
        game.apply(0, "work bunker engineer")
    assert game.to_json() == before


def test_a_repair_mends_the_bunker_it_names_ruling_h11() -> None:
    disabled = [{"building": "bunker", "stored": ["thugs"], "disabled": True}] * 2
    game = own_buildings(["refugee"], disabled)
    legal = set(texts(game, 0))
    assert {"repair bunker-1 refugee", "repair bunker-2 refugee"} <= legal
    act(game, 0, "repair bunker-2 refugee")
    assert [b.disabled for b in game.view(1).seats[0].buildings] == [True, False]


def test_a_repair_naming_no_bunker_mends_the_only_disabled_one() -> None:
    game = own_buildings(["refugee"], [{"building": "bunker"}, {"building": "bunker", "disabled": True}])
    act(game, 0, "repair bunker refugee")
    assert last_action(game) == (0, "repair bunker-2 refugee")
    assert [b.disabled for b in game.view(1).seats[0].buildings] == [False, False]


def test_a_spy_names_which_of_two_bunkers_it_looks_under_ruling_x2() -> None:
    """[003:63-79]: a spy looks at one player's target, "a building, deck, hand or skirmish
    force"; of two bunkers that both store cards, the spy picks the building (the first one's
    cards used to hide the second's)."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"hq1", "hq2", "recon1"}),
            scenario={
                "round": 2,
                "initiator": 0,
                "contested": list(CONTESTED),
                "players": [{"hand": ["spy"]}, {"buildings": TWO_BUNKERS}, {}],
            },
        )
    )
    spies = [t for t in texts(game, 0) if t.startswith("spy 1:stored")]
    assert spies == ["spy 1:stored-bunker-1", "spy 1:stored-bunker-2"]
    game.apply(0, "spy 1:stored-bunker-2")
    pass_windows(game)
    assert [(k.zone, k.cards) for k in game.view(0).knowledge] == [("1:stored-bunker-2", ("medic", "sniper_team"))]
    looked = next(e for e in game.log(2) if e.type.value == "looked")
    assert "Seat 1's Bunker #2 (stored cards)" in describe(looked)
    # What she saw stays under that bunker while the other one is emptied; a card taken from
    # it, unseen, may be any of them.
    while game.to_act != (1,):
        game.apply(game.to_act[0], "end")
    game.apply(1, "retrieve bunker-1 thugs")
    assert [(k.zone, k.cards, k.may_have_left) for k in game.view(0).knowledge] == [
        ("1:stored-bunker-2", ("medic", "sniper_team"), 0)
    ]
    game.apply(1, "retrieve bunker-2 medic")
    assert [(k.zone, k.cards, k.may_have_left) for k in game.view(0).knowledge] == [
        ("1:stored-bunker-2", ("medic", "sniper_team"), 1)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "spy 1:stored-bunker-2",
        "store bunker-2 medic",
        "work bunker-2 engineer+toolkit refugee",
        "repair bunker-1 scavenger",
        "disable 1:bunker-2",
        "demolish 2:bunker-1",
        "snipe force 2:brawler",
        "snipe force assassin 2:brawler",
        "disarm force 1:spear",
        "save force medic",
        "cancel force scouting_refugee",
        "lead force refugee 2:spear",
        "retrieve bunker-2 guard medic",
    ],
)
def test_the_notation_of_a_chosen_zone_or_building_reads_back_as_written(text: str) -> None:
    assert str(parse_notation(text)) == text


def test_only_answers_come_from_the_committed_cards() -> None:
    with pytest.raises(sc.InvalidAction):
        parse_notation("disable force 2:bunker")
    with pytest.raises(sc.InvalidAction, match="only an answer"):
        normalize(Action(Verb.DIG, ("scavenger",), from_force=True))
    with pytest.raises(sc.InvalidAction, match="from_force"):
        normalize(Action(Verb.SAVE, ("medic",), None, None, "yes"))  # type: ignore[arg-type]
    with pytest.raises(sc.InvalidAction, match="counts from 1"):
        parse_notation("retrieve bunker-0 guard")
    with pytest.raises(sc.InvalidAction, match="counts from 1"):
        parse_notation("disable 1:bunker-x")
    with pytest.raises(sc.InvalidAction, match="unknown card kind"):
        parse_notation("snipe 1:brawler-2")  # a building's number, on a person
    with pytest.raises(sc.InvalidAction, match="name a building by its number"):
        normalize(Action(Verb.SNIPE, ("sniper_team",), "brawler", 1, number=2))
    with pytest.raises(sc.InvalidAction, match="counts from 1"):
        normalize(Action(Verb.DISABLE, ("saboteur",), "bunker", 1, number=0))
