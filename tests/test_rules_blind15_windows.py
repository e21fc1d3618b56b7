"""Blind rules audit (15): reaction windows.

Written from the rulebooks ([000] the 2015 base/HQ rules, [003] Recon) and the project's rulings
(RULINGS.md I-1..I-11, S-7, L-7, L-15, X-4, X-6, X-26, X-27) alone, without reading the engine's
rule code: who is asked to answer a declared action, a strike or a recon, in what order, what
restarts the asking, when a window closes ("It closes when all players pass in a row", I-1), the
windows nested in one another, the seats that start or stop being askable in the middle of a
window (a last card played, a card fetched from a bunker, a leader spent, the Yardmaster's peek),
and each player's single opportunity in the skirmish.

The walk through a window is recorded from the spectator's view (`view(None).decision`): the
kind of decision and the seat asked, in order.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import end_gathering, now, texts
from scavengers.engine.core.events import EventType

HQ = sc.hq_modules(4)
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
WINDOW_KINDS = ("respond", "save", "place")
"""The decisions of a reaction window: an answer to a declaration or a strike, a save, and the
Yardmaster's placing of what she peeked at."""


def game(
    players: list[dict[str, Any]],
    modules: frozenset[str] = frozenset(),
    *,
    round: int = 1,
    initiator: int = 0,
    rules: str = "2015",
    **scenario: Any,
) -> sc.Game:
    """A stacked table (seed 0), round 1 and seat 0 first unless told."""
    table: dict[str, Any] = {"round": round, "initiator": initiator, "players": players, **scenario}
    table.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    config = sc.GameConfig(players=len(players), seed=0, modules=modules, rules=rules, scenario=table)
    return sc.Game.new(config)


def walk(
    g: sc.Game, plays: dict[int, list[str]] | None = None, kinds: tuple[str, ...] = WINDOW_KINDS
) -> list[tuple[str, int]]:
    """Walk the open windows: each seat asked plays its next scripted action (written
    ``"kind|action"`` to play it only at a decision of that kind), or passes. Returns the
    ``(kind, seat)`` of every decision met, up to the first decision outside ``kinds``
    (returned last, so a test sees where the table went next) or the round's end."""
    queue = {seat: list(actions) for seat, actions in (plays or {}).items()}
    met: list[tuple[str, int]] = []
    start = g.round
    for _ in range(100):
        if g.over or g.round != start:
            met.append(("round over", -1))
            return met
        d = now(g)
        met.append((d.kind, d.seat))
        scripted = queue.get(d.seat) or []
        action = None
        if scripted:
            kind, _, text = scripted[0].rpartition("|")
            if not kind or kind == d.kind:
                action = text
                scripted.pop(0)
        if action is None:
            if d.kind not in kinds:
                return met
            action = "pass"
        g.apply(d.seat, action)
    raise AssertionError(f"the windows never closed: {met[-12:]}")


def responders(met: list[tuple[str, int]]) -> list[int]:
    """The seats asked to respond, in order."""
    return [seat for kind, seat in met if kind == "respond"]


def four(hands: list[list[str]], modules: frozenset[str] = frozenset(), **seats: Any) -> sc.Game:
    """Four seats holding ``hands``; with HQ module 3 each gets a leader that never acts in a
    window (the Mentor, Ranger, Peacemaker, Organizer) unless ``seats`` gives ``leader<n>``."""
    quiet = ["leader_mentor", "leader_ranger", "leader_peacemaker", "leader_organizer"]
    players: list[dict[str, Any]] = []
    for seat, hand in enumerate(hands):
        player: dict[str, Any] = {"hand": hand, **seats.get(f"zones{seat}", {})}
        if "hq3" in modules:
            player["leader"] = seats.get(f"leader{seat}", quiet[seat])
        players.append(player)
    return game(players, modules, **{k: v for k, v in seats.items() if not k.startswith(("zones", "leader"))})


# ---------------------------------------------------------------------------------------------
# I-1: who is asked, in what order, and when the window closes


def test_i1_3_responders_clockwise_from_the_actors_left_five_players() -> None:
    """I-1.3 "Responders are every other player, in clockwise order from the active player's
    left": seat 3 digs in a five-player game; 4, 0, 1, 2 are asked, then the dig goes on."""
    g = game([{"hand": ["junk"]}] * 3 + [{"hand": ["scavenger", "shovel"]}, {"hand": ["junk"]}], round=2, initiator=3)
    g.apply(3, "dig scavenger+shovel")
    assert walk(g) == [("respond", 4), ("respond", 0), ("respond", 1), ("respond", 2), ("keep", 3)]


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_i1_3_r1_a_later_players_window_in_round_one_three_players(rules: str) -> None:
    """I-1.3 and R-1 (interrupts are allowed in rounds 1-2), in both editions: seat 1 draws after
    seat 0's turn; seat 2 then seat 0 are asked."""
    g = game([{"hand": ["junk"]}, {"hand": ["scavenger"]}, {"hand": ["sniper_team"]}], rules=rules)
    g.apply(0, "end")
    g.apply(1, "draw scavenger")
    met = walk(g)
    assert responders(met) == [2, 0]
    assert met[-1] == ("turn", 1)


def test_i1_4_the_window_restarts_with_the_player_after_the_one_who_answered() -> None:
    """I-1.4 "After every effect resolves, the window restarts with the next player. It closes
    when all players pass in a row": seat 1 disarms; 2 and 3 are asked next, then seat 1 again
    (she may hold more), and only then does the dig go on."""
    g = four([["scavenger", "shovel"], ["saboteur", "junk"], ["junk"], ["junk"]])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["disarm 0:shovel"]})
    assert responders(met) == [1, 2, 3, 1]
    assert met[-1] == ("resume", 0)


def test_i1_4_passes_before_an_answer_do_not_count_towards_closing() -> None:
    """I-1.4 "all players pass in a row": seats 1 and 2 pass, then seat 3 snipes; 1 and 2 must be
    asked again (their earlier passes were before the answer), then seat 3."""
    g = four([["scavenger", "shovel"], ["saboteur"], ["sniper_team"], ["sniper_team", "junk"]])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {3: ["snipe 0:scavenger"]})
    assert responders(met) == [1, 2, 3, 1, 2, 3]
    assert met[-1] == ("resume", 0)


def test_i1_4_a_seat_that_plays_its_last_card_drops_out_but_everyone_else_is_asked() -> None:
    """I-1.4 with the docs' "A player holding no cards at all is not asked": seat 3 snipes with
    her only card after 1 and 2 passed; 1 and 2 are asked again, seat 3 no more."""
    g = four([["scavenger", "shovel"], ["saboteur"], ["junk"], ["sniper_team"]])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {3: ["snipe 0:scavenger"]})
    assert responders(met) == [1, 2, 3, 1, 2]
    assert met[-1] == ("resume", 0)
    assert g.view(None).seats[3].hand_count == 0


def test_i1_4_a_responder_may_answer_again_once_her_turn_comes_round() -> None:
    """I-1.4 "Each responder may play any number of eligible cards, one at a time": seat 1
    disarms the shovel, the others pass, and seat 1 then snipes the scavenger."""
    g = four([["scavenger", "shovel"], ["saboteur", "sniper_team"], ["junk"], ["junk"]])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["disarm 0:shovel", "snipe 0:scavenger"]})
    assert responders(met) == [1, 2, 3, 1]
    assert met[-1] == ("turn", 0)  # nothing left on the table to answer: the dig is aborted (I-2)
    assert "dig" not in g.view(None).seats[0].used


def test_i1_4_two_players_the_one_responder_is_asked_again_after_her_answer() -> None:
    """I-1.4 in a two-player game: the only responder disarms, is asked again (she still holds a
    sniper team), passes, and the window closes."""
    g = game([{"hand": ["scavenger", "shovel"]}, {"hand": ["sniper_team", "saboteur"]}])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["disarm 0:shovel"]})
    assert met == [("respond", 1), ("respond", 1), ("resume", 0)]


def test_i1_i6_a_seat_with_only_committed_cards_is_asked_and_its_count_shrinks() -> None:
    """I-6 committed cards count as "in hand" [000:476]: seat 0 committed her sniper team and
    holds nothing else; she is asked in seat 2's window, snipes from her force (the count drops
    in public), and is not asked again."""
    g = four([["sniper_team"], ["saboteur", "brawler"], ["scavenger", "shovel", "junk"], ["junk"]], round=3)
    g.apply(0, "end")
    g.apply(0, "commit sniper_team")
    g.apply(1, "end")
    g.apply(1, "commit brawler saboteur")
    g.apply(2, "dig scavenger+shovel")
    met = walk(g, {0: ["snipe 2:scavenger"]})
    assert responders(met) == [3, 0, 1, 3]
    assert met[-1] == ("resume", 2)
    seats = g.view(None).seats
    assert (seats[0].committed_count, seats[1].committed_count) == (0, 2)


# ---------------------------------------------------------------------------------------------
# I-2, I-3: what opens a window


def test_i2_a_declaration_struck_bare_ends_its_window_and_is_not_spent() -> None:
    """I-2 (b) "The action type is not used up": the only declared card is sniped; no other seat
    is asked about an empty table, and seat 0 may draw again."""
    g = four([["scavenger", "scavenger"], ["sniper_team"], ["sniper_team"], ["junk"]])
    g.apply(0, "draw scavenger")
    met = walk(g, {1: ["snipe 0:scavenger"]})
    assert met == [("respond", 1), ("turn", 0)]
    assert "draw scavenger" in texts(g, 0)


def test_i3_a_hire_paid_with_medicine_alone_asks_nobody_in_the_base_game() -> None:
    """I-3 "In a hire, medicine cards may be targeted only by the Fanatic": without HQ module 3
    nothing can answer a hire paid with a medkit alone, so nobody is asked."""
    g = four([["medkit", "junk"], ["sniper_team"], ["saboteur"], ["sniper_team"]])
    g.apply(0, "hire hunter pay medkit")
    assert now(g) == sc.Decision(kind="turn", seat=0, actor=None, verb=None)


def test_i3_l7_the_fanatic_may_answer_a_hire_paid_with_pills() -> None:
    """I-3 / L-7: the Fanatic may target "Any card played from a player's hand (person, tool,
    medicine)" [000:715]; with her at seat 2 the pills hire opens a window where she may strike
    the pills, and snipes and disarms may not."""
    g = four(
        [["pills", "junk"], ["sniper_team"], ["refugee", "saboteur"], ["junk"]],
        sc.hq_modules(3),
        leader2="leader_fanatic",
    )
    g.apply(0, "hire hunter pay pills")
    met = walk(g, {2: ["lead refugee 0:pills"]})
    assert 2 in responders(met)
    assert g.view(None).seats[2].removed == 1
    assert "pills" in g.view(None).seats[0].discard
    assert "hunter" not in g.view(None).seats[0].discard  # no med left to pay with: nothing hired
    assert "hire" not in g.view(None).seats[0].used


def test_i3_store_retrieve_and_trash_open_no_window() -> None:
    """I-3 "Store, retrieve and trash open **no** window" (H-7)."""
    g = four(
        [["brawler", "junk"], ["sniper_team"], ["sniper_team"], ["sniper_team"]],
        HQ,
        zones0={"buildings": [{"building": "bunker", "stored": ["scavenger"]}]},
    )
    for action in ("store bunker brawler", "retrieve bunker scavenger", "trash junk"):
        g.apply(0, action)
        assert (now(g).kind, now(g).seat) == ("turn", 0), action


# ---------------------------------------------------------------------------------------------
# I-4: the save window nested in a response window


def test_i4_1_save_window_starts_with_the_targets_owner_then_clockwise() -> None:
    """I-4.1 "It starts with the **target's owner**, then runs clockwise from her": seat 0 snipes
    seat 2's leader on her own turn (L-13, I-8); 2, 3, 0, 1 are asked to save."""
    g = four([["sniper_team", "medic"], ["medic"], ["medic"], ["medic"]], HQ)
    g.apply(0, "snipe 2:leader_peacemaker")
    met = walk(g)
    assert [seat for kind, seat in met if kind == "save"] == [2, 3, 0, 1]
    assert g.view(None).seats[2].wounded


def test_i4_3_the_first_save_closes_the_save_window_and_the_asking_resumes_after_the_sniper() -> None:
    """I-4.3 "The first save played cancels the snipe"; I-1.4 the response window then restarts
    with the player after the sniper: seat 1 snipes, seat 3 saves (seat 0, whose hand is empty,
    is not asked), then 2, 3 and 1 are asked before the dig goes on."""
    g = four([["scavenger", "shovel"], ["sniper_team", "junk"], ["medic"], ["medic", "junk"]], HQ)
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 3: ["save|save medic"]})
    saves = [seat for kind, seat in met if kind == "save"]
    assert saves[-1] == 3
    assert 0 not in saves
    assert saves == sorted(saves)
    after = met[met.index(("save", 3)) + 1 :]
    assert responders(after) == [2, 3, 1]
    assert after[-1] == ("keep", 0)  # saved: the dig goes on whole


def test_i4_passes_in_a_save_window_do_not_close_the_response_window() -> None:
    """I-1.4 / I-4: passes in the nested save window are no passes of the response window. Seat 1
    passes, seat 2 snipes, everyone lets the snipe through; 3, 1 and 2 must still be asked."""
    g = four([["scavenger", "shovel"], ["junk"], ["sniper_team", "junk"], ["medic"]], HQ)
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["snipe 0:scavenger"]})
    last_save = max(i for i, (kind, _) in enumerate(met) if kind == "save")
    assert responders(met[:last_save]) == [1, 2]
    assert responders(met[last_save:]) == [3, 1, 2]
    assert met[-1] == ("resume", 0)


def test_i4_2_i6_the_actor_fetches_a_medic_from_her_bunker_and_saves() -> None:
    """I-4.2 a save may come from a card "retrieved from her bunker"; I-6 fetching it leaves the
    same seat deciding: seat 0, her hand empty after declaring, is asked first (her card is the
    target), retrieves the medic and saves it."""
    g = four(
        [["scavenger", "shovel"], ["sniper_team"], ["junk"], ["junk"]],
        HQ,
        zones0={"buildings": [{"building": "bunker", "stored": ["medic"]}]},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 0: ["save|retrieve bunker medic", "save|save medic"]})
    assert met[:3] == [("respond", 1), ("save", 0), ("save", 0)]
    assert responders(met[3:]) == [2, 3]
    assert met[-1] == ("keep", 0)
    assert "medic" in g.view(None).seats[0].discard


def test_i4_2_committed_combat_medics_save_a_card_in_gathering() -> None:
    """I-4.2 a save may come "from her committed cards (during RG)"; X-10 an assassin strikes like
    a sniper team: seat 0 committed her combat medics alone, and saves seat 2's scavenger from
    seat 1's committed assassin."""
    g = four([["combat_medics"], ["assassin", "junk"], ["scavenger", "shovel"], ["junk"]], HQ | RECON, round=3)
    for seat, commit in ((0, "commit combat_medics"), (1, "commit assassin")):
        g.apply(seat, "end")
        g.apply(seat, commit)
    g.apply(2, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe assassin 2:scavenger"], 0: ["save|save combat_medics"]})
    assert ("save", 0) in met
    assert met[-1] == ("keep", 2)
    assert [s.committed_count for s in g.view(None).seats[:2]] == [0, 0]


# ---------------------------------------------------------------------------------------------
# I-6, I-11: the bunker during another player's window


def test_i6_an_empty_hand_with_a_stocked_bunker_is_asked_and_keeps_deciding_after_fetching() -> None:
    """I-6 reactive cards may be "retrieved that moment from one's own bunker" ([000:631] "a
    sniper team could be retrieved from a player's bunker and used during another player's
    turn"): seat 2 holds nothing but is asked, fetches her sniper team, and snipes at once."""
    g = four(
        [["scavenger", "shovel"], ["junk"], [], ["junk"]],
        HQ,
        zones2={"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["retrieve bunker sniper_team", "snipe 0:scavenger"]})
    assert met[:3] == [("respond", 1), ("respond", 2), ("respond", 2)]
    assert responders(met)[3:] == [3, 1]  # restarts after seat 2; she holds nothing now
    assert met[-1] == ("resume", 0)


def test_i6_fetching_a_card_and_passing_hands_the_window_on() -> None:
    """I-6 / I-1.4: a card fetched from the bunker is no answer to the declaration; the seat that
    fetched it and passed hands the window on, and it closes once the rest pass."""
    g = four(
        [["scavenger", "shovel"], ["junk"], ["junk"], []],
        HQ,
        zones3={"buildings": [{"building": "bunker", "stored": ["sniper_team", "medic"]}]},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {3: ["retrieve bunker sniper_team", "pass"]})
    assert met == [("respond", 1), ("respond", 2), ("respond", 3), ("respond", 3), ("keep", 0)]
    assert g.view(3).hand == ("sniper_team",)


def test_i6_h6_two_bunkers_are_both_open_to_a_seat_in_a_save_window() -> None:
    """I-6 / H-6 several copies of a building: seat 2 stores a sniper team under one bunker and a
    medic under the other; in the save window she may fetch from either, and saves."""
    g = four(
        [["scavenger", "shovel"], ["sniper_team"], [], ["junk"]],
        HQ,
        zones2={
            "buildings": [
                {"building": "bunker", "stored": ["sniper_team"]},
                {"building": "bunker", "stored": ["medic"]},
            ]
        },
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    assert (now(g).kind, now(g).seat) == ("save", 2)
    assert {"retrieve bunker-1 sniper_team", "retrieve bunker-2 medic"} <= set(texts(g, 2))
    met = walk(g, {2: ["retrieve bunker-2 medic", "save medic"]})
    assert met[:2] == [("save", 2), ("save", 2)]
    assert responders(met) == [2, 3]  # the window restarts after the sniper, who holds nothing now
    assert met[-1] == ("keep", 0)
    assert g.view(2).hand == ()
    assert [b.stored for b in g.view(None).seats[2].buildings] == [1, 0]


def test_i6_i11_a_card_fetched_after_committing_cannot_act_in_the_skirmish() -> None:
    """I-11: a card fetched from the bunker after committing "goes to hand"; I-6 in the skirmish
    "only cards in the player's revealed force may be used": seat 1's fetched medic cannot save
    her sniped brawler, and her fetched sniper team gives her no skirmish opportunity."""
    g = four(
        [["sniper_team", "brawler"], ["brawler"], ["scavenger", "shovel"]],
        HQ,
        zones1={"buildings": [{"building": "bunker", "stored": ["medic", "sniper_team"]}]},
        round=3,
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler sniper_team")
    g.apply(1, "end")
    g.apply(1, "commit brawler")
    g.apply(2, "dig scavenger+shovel")
    walk(g, {1: ["retrieve bunker medic sniper_team"]})
    assert g.view(1).hand == ("medic", "sniper_team")
    g.apply(2, "keep none")
    end_gathering(g)
    met = walk(g, {0: ["skirmish|snipe 1:brawler"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert ("save", 1) not in met
    assert ("skirmish", 1) not in met
    struck = [
        (e.type, e.seat, e.target, e.cards)
        for e in g.log(None)
        if e.round == 3 and e.type in (EventType.SNIPED, EventType.SAVED)
    ]
    assert struck == [(EventType.SNIPED, 0, 1, ("brawler",))]


# ---------------------------------------------------------------------------------------------
# L-15 / ED-20: the Yardmaster's peek at any time


@pytest.mark.parametrize("yard_seat", [1, 2, 3])
@pytest.mark.parametrize("hand", [[], ["sniper_team"]])
def test_l15_ed20_the_yardmasters_peek_leaves_every_other_seat_asked(yard_seat: int, hand: list[str]) -> None:
    """L-15 the Yardmaster is "Usable at any time, including other players' turns"; I-1.4 the
    window closes only when all pass in a row: whatever seat peeks, with or without cards, every
    seat after her in the window is still asked, and she places the two cards."""
    hands = [["scavenger", "shovel"], ["junk"], ["junk"], ["junk"]]
    hands[yard_seat] = hand
    g = four(hands, HQ | {"recon5"}, **{f"leader{yard_seat}": "leader_yardmaster"})
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {yard_seat: ["yard", "place|yard top"]})
    peek = met.index(("respond", yard_seat))
    assert met[peek + 1] == ("place", yard_seat)
    later = {seat for _, seat in met[peek + 2 :]}
    assert set(range(yard_seat + 1, 4)) <= later
    assert met[-1] == ("keep", 0)
    assert g.view(None).seats[yard_seat].leader_used


def test_l15_the_yardmasters_peek_in_a_save_window_does_not_close_it_early() -> None:
    """L-15 any time, I-4 the save window runs clockwise from the target's owner: seat 2 peeks in
    the save window; seat 3 must still be asked, and may save."""
    g = four(
        [["scavenger", "shovel"], ["sniper_team", "junk"], ["junk"], ["medic"]],
        HQ | {"recon5"},
        leader2="leader_yardmaster",
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 2: ["save|yard", "place|yard bottom"], 3: ["save|save medic"]})
    assert ("save", 3) in met
    assert met[-1] == ("keep", 0)
    assert "medic" in g.view(None).seats[3].discard


def test_l15_x4_the_yardmasters_peek_in_a_spy_window_leaves_the_cancel_to_the_last_seat() -> None:
    """L-15 / X-4 "any player may cancel it with a scouting refugee ... clockwise from the active
    player's left": seat 2 (no cards) peeks; seat 3 is still asked and cancels the spy."""
    g = four(
        [["spy", "junk"], ["junk"], [], ["scouting_refugee"]],
        HQ | RECON,
        leader2="leader_yardmaster",
        zones0={"deck": ["junk"]},
        zones3={"deck": ["junk"]},
    )
    g.apply(0, "spy 3:hand")
    met = walk(g, {2: ["yard", "place|yard top"], 3: ["cancel scouting_refugee"]})
    assert ("respond", 3) in met
    assert met[-1] == ("turn", 0)
    assert not any(k.source == "spy" for k in g.view(0).knowledge)
    assert "scouting_refugee" in g.view(None).seats[3].discard


# ---------------------------------------------------------------------------------------------
# L-7: the Fanatic, a leader that strikes


def test_l7_the_fanatic_is_not_offered_on_her_own_gathering_turn() -> None:
    """L-7 "Not on her own RG turn" [000:709-711]."""
    g = four([["scavenger", "refugee"], ["scavenger"], ["junk"], ["junk"]], sc.hq_modules(3), leader0="leader_fanatic")
    assert not any(t.startswith("lead") for t in texts(g, 0))


def test_l7_x6_the_fanatics_strike_asks_the_targets_owner_then_restarts_after_the_fanatic() -> None:
    """L-7 the Fanatic answers a declaration (I-1); X-6 the target's owner may cancel it with a
    guard, so she is asked first (as for a strike, I-4); I-1.4 the response window then restarts
    after the Fanatic's seat: 3, 1, 2."""
    g = four(
        [["scavenger", "shovel", "junk"], ["junk"], ["refugee", "refugee"], ["junk"]],
        HQ | {"recon2"},
        leader2="leader_fanatic",
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["lead refugee 0:shovel"]})
    assert responders(met) == [1, 2, 0, 3, 1, 2]
    assert met[-1] == ("resume", 0)
    assert g.view(None).seats[2].leader_used


def test_l7_x6_a_guard_cancels_the_fanatic_and_the_window_goes_on() -> None:
    """X-6 "the Fanatic on her card"; [003:124] the guard is discarded and its owner draws 1
    (X-26: to hand); the Fanatic is spent and the window restarts after her."""
    g = four(
        [["scavenger", "shovel", "guard"], ["junk"], ["refugee", "sniper_team"], ["junk"]],
        HQ | {"recon2"},
        leader2="leader_fanatic",
        zones0={"deck": ["brawler"]},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["lead refugee 0:shovel"], 0: ["cancel guard"]})
    assert responders(met) == [1, 2, 0, 3, 1, 2]
    assert met[-1] == ("keep", 0)  # the shovel survived: the dig goes on whole
    assert g.view(0).hand == ("brawler",)
    assert g.view(None).seats[2].leader_used


def test_l7_a_fanatic_spending_her_last_refugee_drops_out_of_the_window() -> None:
    """L-7 once per round; the docs: a seat "holding no cards at all is not asked": seat 2's only
    card is the refugee she spends; 3 and 1 are asked, she is not, and the window closes."""
    g = four([["scavenger", "shovel"], ["junk"], ["refugee"], ["junk"]], HQ, leader2="leader_fanatic")
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["lead refugee 0:shovel"]})
    assert responders(met) == [1, 2, 3, 1]
    assert met[-1] == ("resume", 0)


# ---------------------------------------------------------------------------------------------
# I-9: recon windows and cancels


def test_x4_the_first_cancel_ends_a_spy_window() -> None:
    """X-4 "The first cancel ends the window": seat 2's guard cancels the spy on her hand (X-6);
    seat 3, after her, is never asked; the spy is discarded and its owner draws 1."""
    g = four(
        [["spy", "junk"], ["scouting_refugee"], ["guard", "junk"], ["scouting_refugee"]],
        RECON,
        zones0={"deck": ["brawler"]},
        zones2={"deck": ["junk"]},
    )
    g.apply(0, "spy 2:hand")
    met = walk(g, {2: ["cancel guard"]})
    assert met == [("respond", 1), ("respond", 2), ("turn", 0)]
    assert g.view(0).hand == ("brawler", "junk")
    assert not any(k.source == "spy" for k in g.view(0).knowledge)


def test_x4_a_spy_nobody_cancels_looks_after_every_seat_passed() -> None:
    """X-4 cancel window clockwise from the spy's left; only the target's guard may cancel (X-6),
    any scouting refugee may."""
    g = four(
        [["spy", "junk"], ["scouting_refugee"], ["guard", "junk"], ["guard"]],
        RECON,
        zones0={"deck": ["brawler"]},
    )
    g.apply(0, "spy 2:hand")
    assert "cancel scouting_refugee" in texts(g, 1)
    met = walk(g)
    assert met == [("respond", 1), ("respond", 2), ("respond", 3), ("turn", 0)]
    assert [(k.zone, k.cards) for k in g.view(0).knowledge if k.source == "spy"] == [("2:hand", ("guard", "junk"))]


def test_x6_a_guard_is_offered_only_to_the_owner_of_the_spied_cards() -> None:
    """X-6 the guard cancels only what "targets your card(s)"."""
    g = four([["spy", "junk"], ["guard"], ["guard", "junk"], ["guard"]], RECON)
    g.apply(0, "spy 2:hand")
    assert "cancel guard" not in texts(g, 1)
    g.apply(1, "pass")
    assert "cancel guard" in texts(g, 2)
    g.apply(2, "pass")
    assert "cancel guard" not in texts(g, 3)


def test_i9_x6_the_spys_owner_cancels_a_snipe_on_her_spy_and_the_spy_window_goes_on() -> None:
    """I-9 "a guard cancel may answer a snipe ... aimed at the guard owner's cards"; the spy can
    be sniped [003 Spy ex.3]: seat 1 snipes the spy, seat 0 cancels with her guard, and the spy's
    window restarts after the sniper (2, 3, 1) before the spy looks."""
    g = four(
        [["spy", "guard"], ["sniper_team", "junk"], ["junk"], ["scouting_refugee", "junk"]],
        RECON,
        zones0={"deck": ["junk", "junk"]},
    )
    g.apply(0, "spy 2:hand")
    met = walk(g, {1: ["snipe 0:spy"], 0: ["save|cancel guard"]})
    assert met[:2] == [("respond", 1), ("save", 0)]
    assert responders(met[2:]) == [2, 3, 1]
    assert met[-1] == ("turn", 0)
    assert [(k.zone, k.cards) for k in g.view(0).knowledge if k.source == "spy"] == [("2:hand", ("junk",))]


def test_x4_x6_binoculars_are_cancelled_by_any_scouting_refugee_never_a_guard() -> None:
    """X-4 any player may cancel a recon with a scouting refugee; X-6 the guard does not cover
    binocular peeks at shared piles. Seat 3 cancels after 1 and 2 passed."""
    g = four([["binoculars", "junk"], ["guard"], ["scouting_refugee"], ["scouting_refugee"]], RECON)
    g.apply(0, "scout binoculars")
    assert "cancel guard" not in texts(g, 1)
    met = walk(g, {3: ["cancel scouting_refugee"]})
    assert met == [("respond", 1), ("respond", 2), ("respond", 3), ("turn", 0)]
    assert "binoculars" in g.view(None).seats[0].discard
    assert not any(k.source == "binoculars" for k in g.view(0).knowledge)


# ---------------------------------------------------------------------------------------------
# S-7: each player's single opportunity in the skirmish


def test_s7_skirmish_opportunities_go_in_turn_order_from_the_initiator() -> None:
    """S-7 / [000:492] "each player in turn order (beginning with the *initiator*) only gets one
    opportunity": initiator 2 of four; opportunities 2, 3, 0, 1, once each."""
    g = four([["sniper_team", "brawler"]] * 4, round=3, initiator=2)
    end_gathering(g, dict.fromkeys(range(4), "commit brawler sniper_team"))
    met = walk(g, kinds=(*WINDOW_KINDS, "skirmish"))
    assert [seat for kind, seat in met if kind == "skirmish"] == [2, 3, 0, 1]
    assert met[-1] == ("round over", -1)


def test_s7_i4_one_opportunity_holds_several_snipes_each_with_its_save_window() -> None:
    """S-7 "any number of her snipers ... Each effect resolves immediately, with save windows
    for snipes"; I-4 the save window starts with the target's owner: seat 0 snipes seat 1 then
    seat 3, the save windows run 1-first then 3-first, and seat 0 goes on deciding between."""
    g = four(
        [["sniper_team", "sniper_team", "brawler"], ["medic", "brawler"], ["brawler"], ["medic", "scavenger"]],
        HQ,
        round=3,
    )
    end_gathering(
        g,
        {
            0: "commit brawler sniper_team sniper_team",
            1: "commit brawler medic",
            2: "commit brawler",
            3: "commit medic scavenger",
        },
    )
    met = walk(g, {0: ["skirmish|snipe 1:brawler", "skirmish|snipe 3:scavenger"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert met[:6] == [("skirmish", 0), ("save", 1), ("save", 3), ("skirmish", 0), ("save", 3), ("save", 1)]
    assert ("skirmish", 0) not in met[6:]


def test_s7_a_player_whose_turn_passed_is_asked_only_to_save() -> None:
    """S-7 "A player whose turn has passed cannot act again, even in response, **except to
    save**": seat 0 passes her opportunity holding a sniper team and a medic; when seat 1 snipes
    seat 2 she is asked to save, and never again for her opportunity."""
    g = four([["sniper_team", "medic", "brawler"], ["sniper_team", "brawler"], ["brawler"], ["brawler"]], HQ, round=3)
    end_gathering(
        g,
        {
            0: "commit brawler medic sniper_team",
            1: "commit brawler sniper_team",
            2: "commit brawler",
            3: "commit brawler",
        },
    )
    met = walk(g, {1: ["skirmish|snipe 2:brawler"], 0: ["save|save medic"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert met[:3] == [("skirmish", 0), ("skirmish", 1), ("save", 0)]
    assert [seat for kind, seat in met if kind == "skirmish"].count(0) == 1


def test_i5_an_earlier_snipe_on_a_later_sniper_takes_its_opportunity_away() -> None:
    """I-5 "A player can stop a later player's sniper by sniping it first" [000:492]: seat 0
    snipes seat 1's sniper team, her only usable card; seat 1 is never given an opportunity."""
    g = four([["sniper_team", "brawler"], ["sniper_team", "brawler"], ["brawler"]], round=3)
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler sniper_team", 2: "commit brawler"})
    met = walk(g, {0: ["skirmish|snipe 1:sniper_team"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert ("skirmish", 1) not in met
    assert met[-1] == ("round over", -1)


def test_s7_l7_s10_the_fanatic_and_tear_gas_in_the_skirmish_ask_nobody() -> None:
    """L-7 "A save cannot stop it"; S-10 tear gas "cannot be saved against"; X-6 "A guard cannot
    act in the skirmish": seat 0's Fanatic and tear gas open no window; the others holding
    medics and guards are asked only for their own opportunities."""
    g = four(
        [["refugee", "tear_gas", "brawler"], ["medic", "guard", "brawler"], ["medic", "brawler", "spear"]],
        HQ | RECON,
        leader0="leader_fanatic",
        round=3,
    )
    end_gathering(
        g, {0: "commit brawler refugee tear_gas", 1: "commit brawler guard medic", 2: "commit brawler medic spear"}
    )
    met = walk(g, {0: ["skirmish|lead refugee 2:spear", "skirmish|gas 1:brawler"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert met[:2] == [("skirmish", 0), ("skirmish", 0)]
    assert not any(kind in ("save", "respond") for kind, _ in met)


# ---------------------------------------------------------------------------------------------
# Hidden information: who is asked rests on public facts only


def test_i1_who_is_asked_does_not_depend_on_hidden_cards() -> None:
    """DESIGN.md: "Who is asked rests on what everyone can see, never on what she holds": two
    tables that differ only in which of seats 2 and 3 holds the medic and which the scavenger
    (hand, bunker) walk the same windows and show seat 1 the same views."""

    def table(hand3: str, stored2: str) -> sc.Game:
        return four(
            [["scavenger", "shovel"], ["sniper_team", "junk"], [], [hand3]],
            HQ,
            zones2={"buildings": [{"building": "bunker", "stored": [stored2]}]},
        )

    walks = []
    for hand3, stored2 in (("medic", "scavenger"), ("scavenger", "medic")):
        g = table(hand3, stored2)
        g.apply(0, "dig scavenger+shovel")
        g.apply(1, "snipe 0:scavenger")
        seen = []
        while (d := now(g)).kind in ("respond", "save"):
            seen.append((d, g.view(1).lone_pass, g.view(None).lone_pass))
            g.apply(d.seat, "pass")
        walks.append((seen, now(g)))
    assert walks[0] == walks[1]
    assert [(d.kind, d.seat) for d, _, _ in walks[0][0]] == [
        ("save", 1),
        ("save", 2),
        ("save", 3),
        ("respond", 2),
        ("respond", 3),
        ("respond", 1),
    ]


# ---------------------------------------------------------------------------------------------
# A leader that becomes ready, or is spent, in the middle of a round; guards in and out of RG


@pytest.mark.parametrize("mentor_used", [True, False])
def test_l16_a_fanatic_won_by_a_bribe_answers_only_if_no_leader_ability_was_used(mentor_used: bool) -> None:
    """L-16 "Usage is tracked **per player per round**" and a new leader's ability "is usable the
    same round if the previous leader's was not used": seat 0 keeps the Fanatic from a bribe;
    in seat 1's window she may strike only if she did not use her Mentor before."""
    scenario: dict[str, Any] = {
        "round": 1,
        "initiator": 0,
        "players": [
            {"hand": ["refugee", "refugee", "refugee", "hunter", "spear"], "leader": "leader_mentor"},
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["junk"]},
        ],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }
    draft = frozenset({"leader_draft"})
    for seed in range(100):  # a seed whose leader pile holds the Fanatic within a 3-food bribe
        g = sc.Game.new(
            sc.GameConfig(players=3, seed=seed, modules=sc.hq_modules(3), variants=draft, scenario=scenario)
        )
        if "leader_fanatic" in [card.kind for card in g.zones()["leaders"]][:3]:
            break
    if mentor_used:
        g.apply(0, "lead refugee")
        walk(g)
    g.apply(0, "hunt hunter+spear")
    walk(g)
    g.apply(0, "bribe")
    g.apply(0, "keep leader_fanatic")
    assert g.view(None).seats[0].leader == "leader_fanatic"
    g.apply(0, "end")
    g.apply(1, "dig scavenger+shovel")
    assert now(g).seat == 2
    g.apply(2, "pass")
    assert now(g) == sc.Decision(kind="respond", seat=0, actor=1, verb="dig")
    assert ("lead refugee 1:shovel" in texts(g, 0)) is not mentor_used


def test_i6_x6_the_actor_fetches_a_guard_from_her_bunker_to_cancel_the_fanatic() -> None:
    """I-6 a guard may be "retrieved that moment from one's own bunker"; X-6 it cancels the
    Fanatic on her card: seat 0, her hand empty, is asked after the strike, fetches the guard,
    cancels, draws her replacement to hand (X-26), and the window restarts after the Fanatic."""
    g = game(
        [
            {
                "hand": ["scavenger", "shovel"],
                "leader": "leader_mentor",
                "buildings": [{"building": "bunker", "stored": ["guard"]}],
                "deck": ["brawler"],
            },
            {"hand": ["junk"], "leader": "leader_ranger"},
            {"hand": ["refugee", "junk"], "leader": "leader_fanatic"},
        ],
        HQ | {"recon2"},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["lead refugee 0:scavenger"], 0: ["retrieve bunker guard", "cancel guard"]})
    assert met == [
        ("respond", 1),
        ("respond", 2),
        ("respond", 0),
        ("respond", 0),
        ("respond", 1),
        ("respond", 2),
        ("keep", 0),
    ]
    assert g.view(0).hand == ("brawler",)


def test_x6_s7_a_guard_cannot_cancel_a_skirmish_snipe_so_nobody_is_asked() -> None:
    """X-6 "A guard cannot act in the skirmish"; with no card that saves in the game (no HQ, no
    Recon module 4) a snipe in the skirmish asks nobody, not even the guard's owner."""
    g = game(
        [{"hand": ["sniper_team", "brawler"]}, {"hand": ["guard", "brawler"]}, {"hand": ["brawler"]}],
        frozenset({"recon2"}),
        round=3,
    )
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler guard", 2: "commit brawler"})
    met = walk(g, {0: ["skirmish|snipe 1:guard"]}, kinds=(*WINDOW_KINDS, "skirmish"))
    assert met == [("skirmish", 0), ("round over", -1)]


def test_i1_4_five_players_an_answer_by_the_last_seat_asks_round_the_table_again() -> None:
    """I-1.3 / I-1.4 with five players: seat 3 digs, seat 2 (asked last) snipes; the window
    restarts with the next player, 4, 0, 1 and then 2 again, and only then the dig resumes."""
    g = game(
        [
            {"hand": ["junk"]},
            {"hand": ["junk"]},
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["junk"]},
        ],
        round=2,
        initiator=3,
    )
    g.apply(3, "dig scavenger+shovel")
    met = walk(g, {2: ["snipe 3:scavenger"]})
    assert responders(met) == [4, 0, 1, 2, 4, 0, 1, 2]
    assert met[-1] == ("resume", 3)


def test_l15_h7_the_yardmasters_peek_in_a_skirmish_save_window_leaves_the_save_to_others() -> None:
    """L-15 any time, "including ... the skirmish"; I-4 the save window runs on from the target's
    owner; H-7 no bunker in the skirmish: seat 2 (target's owner) peeks, seat 1 is still asked
    and may save from her force, never fetch from her bunker."""
    g = game(
        [
            {"hand": ["sniper_team", "brawler"], "leader": "leader_mentor"},
            {
                "hand": ["brawler", "medic"],
                "leader": "leader_ranger",
                "buildings": [{"building": "bunker", "stored": ["medic"]}],
            },
            {"hand": ["brawler"], "leader": "leader_yardmaster"},
        ],
        HQ | {"recon5"},
        round=3,
    )
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler medic", 2: "commit brawler"})
    g.apply(0, "snipe 2:brawler")
    assert (now(g).kind, now(g).seat) == ("save", 2)
    g.apply(2, "yard")
    g.apply(2, "yard top")
    assert (now(g).kind, now(g).seat) == ("save", 1)
    assert texts(g, 1) == ["pass", "save medic"]
    g.apply(1, "save medic")
    saved = [e for e in g.log(None) if e.type is EventType.SAVED]
    assert [(e.seat, e.target) for e in saved] == [(1, 2)]


def test_i1_who_is_asked_does_not_depend_on_what_was_committed() -> None:
    """Hidden information: a committed force is a count (R-2). Two tables where seat 0 committed
    a sniper team and seat 2 holds a brawler, or the other way round, ask the same seats in
    seat 1's window and show seat 1 the same views and log."""
    outs = []
    for committed, held in (("brawler", "sniper_team"), ("sniper_team", "brawler")):
        g = game([{"hand": [committed]}, {"hand": ["scavenger", "shovel"]}, {"hand": [held]}], round=3)
        g.apply(0, "end")
        g.apply(0, f"commit {committed}")
        g.apply(1, "dig scavenger+shovel")
        seen = []
        while (d := now(g)).kind == "respond":
            seen.append((d, g.view(1), g.view(None)))
            g.apply(d.seat, "pass")
        outs.append((seen, g.view(1), g.log(1)))
    assert outs[0] == outs[1]
    assert [d.seat for d, _, _ in outs[0][0]] == [2, 0]


def test_bad_input_a_seat_not_asked_in_a_window_is_refused_and_nothing_changes() -> None:
    """DESIGN.md "Bad input never corrupts state": while seat 2 is asked, seat 0 (asked later)
    and the actor are refused with a message naming the seat waited on, and the game is exactly
    as before; a save with no snipe pending is refused too."""
    g = four([["sniper_team"], ["scavenger", "shovel"], ["medic", "sniper_team"], ["junk"]], HQ)
    g.apply(0, "end")
    g.apply(1, "dig scavenger+shovel")
    assert now(g) == sc.Decision(kind="respond", seat=2, actor=1, verb="dig")
    before = g.to_json()
    for seat, text in ((0, "snipe 1:scavenger"), (1, "pass"), (2, "save medic"), (2, "snipe 0:scavenger")):
        with pytest.raises(ValueError, match=r"seat \d") as refusal:
            g.apply(seat, text)
        assert "Traceback" not in str(refusal.value)
        assert g.to_json() == before, text
    with pytest.raises(ValueError, match="waiting for seat 2"):
        g.apply(0, "pass")


def test_l15_bad_input_a_peek_at_an_empty_junkyard_in_a_window_says_why() -> None:
    """L-15 the Yardmaster may peek in another player's window; with the junkyard empty there is
    nothing to peek at. The refusal must say so (as on her own turn), not that her peek "answers
    nothing" in a window, which reads as if she could never peek there; the state is unchanged."""
    g = four(
        [["scavenger", "shovel"], ["junk"], ["junk"], ["junk"]],
        HQ | {"recon5"},
        leader1="leader_yardmaster",
        junkyard=[],
    )
    g.apply(0, "dig scavenger+shovel")
    assert "yard" not in texts(g, 1)
    before = g.to_json()
    with pytest.raises(ValueError, match="junkyard") as refusal:
        g.apply(1, "yard")
    assert "answers nothing" not in str(refusal.value)
    assert g.to_json() == before


@pytest.mark.parametrize("choice", ["continue", "abort"])
def test_i2_the_actor_alone_decides_after_the_window_and_a_redeclaration_asks_again(choice: str) -> None:
    """I-2: "After the window closes, the active player chooses": (a) continue, which opens no
    second window (the declaration was answered already), or (b) abort, the cards back in hand
    and the action not used up, so declaring it again opens a fresh window (I-1)."""
    g = game([{"hand": ["scavenger", "shovel", "brawler"]}, {"hand": ["saboteur", "sniper_team"]}, {"hand": ["junk"]}])
    g.apply(0, "dig scavenger+shovel brawler")
    met = walk(g, {1: ["disarm 0:shovel"]})
    assert met == [("respond", 1), ("respond", 2), ("respond", 1), ("resume", 0)]
    assert texts(g, 0) == ["continue", "abort"]
    g.apply(0, choice)
    if choice == "continue":
        assert (now(g).kind, now(g).seat) == ("keep", 0)
        return
    assert (now(g).kind, now(g).seat) == ("turn", 0)
    assert g.view(0).hand == ("brawler", "scavenger")
    g.apply(0, "dig scavenger")
    assert walk(g) == [("respond", 1), ("respond", 2), ("keep", 0)]
