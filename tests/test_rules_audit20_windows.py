"""Rules audit (20): reaction windows with many players and many answers at once.

Written from the rulebooks ([000] the 2015 base/HQ rules, [001] the 2012 rules, [003] Recon) and
the project's rulings (RULINGS.md I-1..I-11, X-4..X-6, X-18, X-26, L-7, L-11, L-13, H-11): four
and five players where several seats may answer one declared action, a snipe, a disarm, the
Fanatic's strike, a recon or a building attack; who is asked and in what order, the restart after
every answer, the close after everyone asked passed in a row, what happens to the struck action
(I-2), a card answering once, and what every seat is told (``view(seat).decision``, ``log(seat)``)
without learning a hidden card.

A walk through a window is recorded from the spectator's view: ``(kind, seat)`` of each decision.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import end_gathering, now, skirmish_totals, texts
from scavengers.engine.core.frames import Window
from scavengers.engine.flow import window

HQ = sc.hq_modules(4)
RECON = sc.recon_modules(range(1, 6))
QUIET = ("leader_mentor", "leader_ranger", "leader_peacemaker", "leader_organizer", "leader_gangster")
"""Leaders that never answer in a window, one per seat, where HQ module 3 is played."""
WINDOW_KINDS = ("respond", "save")


def table(
    hands: list[list[str]],
    modules: frozenset[str] = frozenset(),
    *,
    round: int = 2,
    initiator: int = 0,
    rules: str = "2015",
    leaders: dict[int, str] | None = None,
    zones: dict[int, dict[str, Any]] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A stacked table (seed 0) of ``len(hands)`` seats, round 2 and seat 0 first unless told;
    with HQ module 3 each seat gets a quiet leader unless ``leaders`` names another."""
    players = []
    for seat, hand in enumerate(hands):
        player: dict[str, Any] = {"hand": hand, **(zones or {}).get(seat, {})}
        if "hq3" in modules:
            player["leader"] = (leaders or {}).get(seat, QUIET[seat])
        players.append(player)
    setup: dict[str, Any] = {"round": round, "initiator": initiator, "players": players, **scenario}
    setup.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    return sc.Game.new(sc.GameConfig(players=len(hands), seed=0, modules=modules, rules=rules, scenario=setup))


def walk(g: sc.Game, plays: dict[int, list[str]] | None = None) -> list[tuple[str, int]]:
    """Walk the open windows: each seat asked plays its next scripted action (``"kind|text"``
    plays only at a decision of that kind) or passes. Returns every ``(kind, seat)`` met, the
    first decision outside a window last. Checks on the way that every seat's view shows the
    same decision as the spectator's (being asked is public, RULINGS I-1)."""
    queue = {seat: list(actions) for seat, actions in (plays or {}).items()}
    met: list[tuple[str, int]] = []
    for _ in range(200):
        d = now(g)
        assert all(g.view(seat).decision == d for seat in range(len(g.view(None).seats)))
        met.append((d.kind, d.seat))
        scripted = queue.get(d.seat) or []
        action = None
        if scripted:
            kind, _, text = scripted[0].rpartition("|")
            if not kind or kind == d.kind:
                action = text
                scripted.pop(0)
        if action is None:
            if d.kind not in WINDOW_KINDS:
                assert not any(queue.values()), f"unplayed: {queue}"
                return met
            action = "pass"
        g.apply(d.seat, action)
    raise AssertionError(f"the windows never closed: {met[-12:]}")


def pass_rest(g: sc.Game) -> None:
    """Every seat passes every window and skirmish opportunity left in this round."""
    start = g.round
    while g.round == start and now(g).kind in (*WINDOW_KINDS, "skirmish"):
        g.apply(now(g).seat, "pass")


def asked(met: list[tuple[str, int]], kind: str = "respond") -> list[int]:
    return [seat for k, seat in met if k == kind]


def seat_view(g: sc.Game, seat: int) -> sc.SeatView:
    return g.view(None).seats[seat]


def logged(g: sc.Game, seat: int | None) -> str:
    """Everything ``seat``'s log shows, as text (the card kinds of every event included)."""
    return " ".join(f"{e.type.value} {' '.join(e.cards)} {e.text}" for e in g.log(seat))


# ---------------------------------------------------------------------------------------------
# I-1: who is asked, in what order; the restart after each effect; the close


def test_i1_five_players_every_answer_restarts_the_asking_with_the_next_seat() -> None:
    """I-1.3/1.4: seat 2 hunts; 3, 4 are asked, 4 disarms, the asking restarts with 0, 1 snipes;
    it restarts with 3 and closes only after 3, 4, 0, 1 all passed in a row."""
    g = table(
        [["junk"], ["sniper_team", "junk"], ["scavenger", "spear", "scavenger"], ["junk"], ["saboteur", "junk"]],
        initiator=2,
    )
    g.apply(2, "hunt scavenger+spear scavenger")
    met = walk(g, {4: ["disarm 2:spear"], 1: ["snipe 2:scavenger"]})
    assert asked(met) == [3, 4, 0, 1, 3, 4, 0, 1]
    assert met[-1] == ("resume", 2)


def test_i1_passes_before_the_last_answer_do_not_close_the_window_five_players() -> None:
    """I-1.4 "It closes when all players pass in a row": 1, 2, 3 pass, 4 disarms; 0 then 1, 2, 3
    must be asked again (their passes came before the answer), and 4 again."""
    g = table([["scavenger", "shovel"], ["junk"], ["junk"], ["junk"], ["saboteur", "junk"]])
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {4: ["disarm 0:shovel"]})
    assert asked(met) == [1, 2, 3, 4, 1, 2, 3, 4]
    assert met[-1] == ("resume", 0)


def test_i1_a_seat_asked_may_answer_twice_in_one_window_with_two_cards() -> None:
    """I-1.4 "Each responder may play any number of eligible cards, one at a time": seat 3 with
    two sniper teams snipes each scavenger of seat 1's hunt on two of her turns in the window."""
    g = table([["junk"], ["scavenger", "scavenger", "junk"], ["junk"], ["sniper_team", "sniper_team"]], initiator=1)
    g.apply(1, "hunt scavenger scavenger")
    met = walk(g, {3: ["snipe 1:scavenger", "snipe 1:scavenger"]})
    assert asked(met) == [2, 3, 0, 2, 3]
    assert met[-1] == ("turn", 1)  # nothing left to hunt with: aborted (I-2)
    assert seat_view(g, 3).discard == ("sniper_team", "sniper_team")
    assert seat_view(g, 1).discard == ("scavenger", "scavenger")


def test_i1_a_seat_not_asked_cannot_answer_and_nothing_changes() -> None:
    """I-1.3/1.4: answers are one at a time, in order; seat 3 cannot snipe while seat 1 is asked."""
    g = table([["scavenger", "shovel"], ["junk"], ["junk"], ["sniper_team"]])
    g.apply(0, "dig scavenger+shovel")
    before = g.to_json()
    with pytest.raises(ValueError, match="waiting for seat 1"):
        g.apply(3, "snipe 0:scavenger")
    assert g.to_json() == before


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_i1_000_476_001_345_four_players_a_committed_sniper_answers_and_the_rest_stay_committed(
    rules: str,
) -> None:
    """[000:476] committed cards "are considered to be in hand ... Remaining cards are then
    re-committed"; [001:344-347] "played from the player's hand or from the cards committed to
    the skirmish ... discarded after use": seat 0 committed a sniper team and a brawler, snipes
    seat 2's digger from them; one card stays committed and is her force in the skirmish."""
    g = table([["sniper_team", "brawler"], ["junk"], ["scavenger", "shovel"], ["junk"]], round=3, rules=rules)
    g.apply(0, "end")
    g.apply(0, "commit brawler sniper_team")
    g.apply(1, "end")
    g.apply(1, "commit none")
    g.apply(2, "dig scavenger+shovel")
    met = walk(g, {0: ["snipe 2:scavenger"]})
    assert asked(met) == [3, 0, 3, 0]
    assert met[-1] == ("resume", 2)
    assert seat_view(g, 0).committed_count == 1
    assert seat_view(g, 0).discard == ("sniper_team",)
    g.apply(2, "abort")
    g.apply(2, "end")
    g.apply(2, "commit none")
    g.apply(3, "end")
    g.apply(3, "commit none")
    assert skirmish_totals(g)[0] == (1, 2, 1)  # the brawler alone fought: fight 2, one person


def test_i6_i11_a_sniper_fetched_after_committing_beside_a_committed_one_the_seat_chooses() -> None:
    """I-6 a reactive card may come from hand, committed cards or the bunker; I-11 a card fetched
    after committing "goes to hand and may be used immediately": seat 0 committed one sniper
    team and fetches another from her bunker in seat 2's window; both snipes are offered, and
    the one from the committed cards shrinks the public committed count, not the hand."""
    g = table(
        [["sniper_team", "junk"], ["junk"], ["scavenger", "shovel"], ["junk"]],
        HQ,
        round=3,
        zones={0: {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}},
    )
    g.apply(0, "end")
    g.apply(0, "commit sniper_team")
    g.apply(1, "end")
    g.apply(1, "commit none")
    g.apply(2, "dig scavenger+shovel")
    g.apply(3, "pass")
    assert now(g) == sc.Decision("respond", 0, 2, "dig")
    assert "snipe 2:scavenger" in texts(g, 0)  # the committed one, the only one
    assert "snipe force 2:scavenger" not in texts(g, 0)
    g.apply(0, "retrieve bunker sniper_team")
    assert now(g) == sc.Decision("respond", 0, 2, "dig")
    assert {"snipe 2:scavenger", "snipe force 2:scavenger"} <= set(texts(g, 0))
    g.apply(0, "snipe force 2:scavenger")
    assert (seat_view(g, 0).committed_count, seat_view(g, 0).hand_count) == (0, 1)


# ---------------------------------------------------------------------------------------------
# I-2: the struck action, continued or aborted


def hunted_and_disarmed(choice: str) -> sc.Game:
    g = table([["scavenger", "spear", "scavenger"], ["saboteur"], ["junk"], ["junk"]])
    g.apply(0, "hunt scavenger+spear scavenger")
    met = walk(g, {1: ["disarm 0:spear"]})
    assert met[-1] == ("resume", 0)
    assert set(texts(g, 0)) == {"continue", "abort"}
    g.apply(0, choice)
    return g


def test_i2_a_continued_action_goes_on_without_the_struck_card_and_is_used() -> None:
    """I-2 (a) "Continue with the remaining declared cards ... The action then counts as used":
    two scavengers hunt 2 food without the disarmed spear; the hunt is spent."""
    g = hunted_and_disarmed("continue")
    me = seat_view(g, 0)
    assert me.food == 2
    assert "hunt" in me.used
    assert "spear" in me.discard
    assert not any(t.startswith("hunt") for t in texts(g, 0))


def test_i2_000_488_an_aborted_action_returns_its_other_cards_and_is_not_spent() -> None:
    """[000:488] "only the card that was sniped/disarmed is discarded. All other cards involved
    in that action can be taken back into hand"; I-2 (b) the action type is not used up."""
    g = hunted_and_disarmed("abort")
    me = seat_view(g, 0)
    assert me.discard == ("spear",)
    assert me.hand_count == 2
    assert me.table == ()
    assert "hunt" not in me.used
    assert "hunt scavenger scavenger" in texts(g, 0)


def test_i2_a_struck_dig_left_with_no_total_may_only_be_aborted() -> None:
    """I-2 (a) continue only "if the action is still legal (total >= 1)": a refugee's dig of 0
    plus a shovel; once the shovel is disarmed the dig totals 0, so only abort is offered."""
    g = table([["refugee", "shovel"], ["saboteur"], ["junk"], ["junk"]])
    g.apply(0, "dig refugee+shovel")
    met = walk(g, {1: ["disarm 0:shovel"]})
    if met[-1] == ("resume", 0):
        assert texts(g, 0) == ["abort"]
        g.apply(0, "abort")
    assert "dig" not in seat_view(g, 0).used
    assert seat_view(g, 0).discard == ("shovel",)
    assert seat_view(g, 0).hand_count == 1


def test_000_480_a_sniper_used_in_gathering_is_discarded_with_no_redraw_and_cannot_fight() -> None:
    """[000:480-482] "they are discarded immediately after use, and you do not redraw": seat 1's
    hand shrinks by one, her deck is untouched, and she cannot commit the sniper afterwards."""
    g = table(
        [["scavenger", "shovel"], ["sniper_team", "brawler"], ["junk"], ["junk"]],
        round=3,
        zones={1: {"deck": ["scout"]}},
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {1: ["snipe 0:scavenger"]})
    assert (seat_view(g, 1).hand_count, seat_view(g, 1).deck_count) == (1, 1)
    assert seat_view(g, 1).discard == ("sniper_team",)
    g.apply(0, "abort")
    g.apply(0, "end")
    g.apply(0, "commit none")
    g.apply(1, "end")
    assert "commit sniper_team" not in texts(g, 1)
    assert not any("sniper_team" in t for t in texts(g, 1))


# ---------------------------------------------------------------------------------------------
# I-4: saves by medics (HQ 1) and combat medics (Recon 4)


def test_i4_1_five_players_the_save_window_runs_from_the_targets_owner_round_the_table() -> None:
    """I-4.1 "It starts with the target's owner, then runs clockwise from her"; I-4.2 "Any
    player may save": seat 2 snipes seat 0's digger; 0, 1, 2 (the sniper), 3, 4 are asked."""
    g = table([["scavenger", "shovel", "junk"], ["junk"], ["sniper_team", "junk"], ["junk"], ["junk"]], HQ)
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["snipe 0:scavenger"]})
    assert asked(met, "save") == [0, 1, 2, 3, 4]
    assert asked(met) == [1, 2, 3, 4, 1, 2]  # the response window restarts after the sniper
    assert met[-1] == ("resume", 0)


def test_i4_3_a_third_seats_medic_saves_the_sniper_is_still_spent_and_the_action_goes_on() -> None:
    """[000:543] a medic may "save another player's tribe member from a sniper"; I-4.3 "The
    first save played cancels the snipe. The sniper is still spent"; I-4.4 the medic is
    discarded with no redraw; the saved dig goes ahead as declared (nothing struck, I-2)."""
    g = table(
        [["scavenger", "shovel"], ["sniper_team", "junk"], ["junk"], ["medic", "medic", "junk"], ["junk"]],
        HQ,
        zones={3: {"deck": ["scout"]}},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 3: ["save|save medic"]})
    assert asked(met, "save") == [1, 2, 3]  # seat 0 holds nothing; seat 4's turn never comes
    after = met[met.index(("save", 3)) + 1 :]
    assert asked(after) == [2, 3, 4, 1]
    assert after[-1] == ("keep", 0)
    assert seat_view(g, 1).discard == ("sniper_team",)
    assert seat_view(g, 3).discard == ("medic",)
    assert (seat_view(g, 3).hand_count, seat_view(g, 3).deck_count) == (2, 1)


def test_i4_a_saved_card_may_be_sniped_again_by_another_seat_and_then_falls() -> None:
    """I-1.4 the window restarts after each effect; I-4 each snipe has its own save window:
    seat 1's snipe is saved by seat 2, seat 3 snipes the same scavenger, nobody saves it, and
    the dig must be continued or aborted (I-2). Both snipers are spent."""
    g = table(
        [["scavenger", "shovel"], ["sniper_team"], ["medic", "junk"], ["sniper_team", "junk"]],
        HQ,
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 2: ["save|save medic"], 3: ["snipe 0:scavenger"]})
    assert met[-1] == ("resume", 0)
    assert seat_view(g, 0).discard == ("scavenger",)
    assert seat_view(g, 1).discard == seat_view(g, 3).discard == ("sniper_team",)
    assert seat_view(g, 2).discard == ("medic",)


def test_i4_a_medic_that_saved_is_gone_its_seat_cannot_save_the_next_snipe() -> None:
    """[000:480] once used a card is discarded and "cannot be used again that round": seat 2's
    one medic saves the first snipe; at the second snipe seat 2 may only pass."""
    g = table(
        [["scavenger", "shovel"], ["sniper_team", "sniper_team", "junk"], ["medic", "junk"], ["junk"]],
        HQ,
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    assert now(g) == sc.Decision("save", 1, 0, "scavenger")
    g.apply(1, "pass")
    g.apply(2, "save medic")
    walk(g, {})  # 2, 3 pass; seat 1 is asked again
    g2 = table(
        [["scavenger", "shovel"], ["sniper_team", "sniper_team", "junk"], ["medic", "junk"], ["junk"]],
        HQ,
    )
    g2.apply(0, "dig scavenger+shovel")
    g2.apply(1, "snipe 0:scavenger")
    g2.apply(1, "pass")
    g2.apply(2, "save medic")
    g2.apply(2, "pass")
    g2.apply(3, "pass")
    g2.apply(1, "snipe 0:scavenger")
    g2.apply(1, "pass")
    assert now(g2) == sc.Decision("save", 2, 0, "scavenger")
    assert texts(g2, 2) == ["pass"]


def test_i4_2_a_committed_medic_saves_in_gathering_and_the_count_drops() -> None:
    """I-4.2 a save may come "from her committed cards (during RG)": seat 0 committed a medic
    and a brawler; she saves seat 2's scavenger from seat 1's snipe; one card stays committed."""
    g = table([["medic", "brawler"], ["junk"], ["scavenger", "shovel"], ["sniper_team", "junk"]], HQ, round=3)
    g.apply(0, "end")
    g.apply(0, "commit brawler medic")
    g.apply(1, "end")
    g.apply(1, "commit none")
    g.apply(2, "dig scavenger+shovel")
    met = walk(g, {3: ["snipe 2:scavenger"], 0: ["save|save medic"]})
    assert asked(met, "save") == [3, 0]  # seat 2's hand is empty, seat 1 holds nothing: not asked
    assert met[-1] == ("keep", 2)
    assert seat_view(g, 0).committed_count == 1
    assert seat_view(g, 0).discard == ("medic",)


def test_x18_combat_medics_save_from_hand_in_gathering_and_are_discarded() -> None:
    """X-18 combat medics "may save: in RG from hand or committed cards, after which they are
    discarded" [003:229-232]: seat 3 saves seat 0's digger."""
    g = table(
        [["scavenger", "shovel"], ["sniper_team", "junk"], ["junk"], ["combat_medics", "junk"]],
        HQ | RECON,
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["snipe 0:scavenger"], 3: ["save|save combat_medics"]})
    assert met[-1] == ("keep", 0)
    assert seat_view(g, 3).discard == ("combat_medics",)
    assert seat_view(g, 3).hand_count == 1


def test_x18_combat_medics_save_once_a_round_in_the_skirmish_and_still_fight() -> None:
    """X-18 "Only one save per round per card"; [003:232] they "save against a snipe attack AND
    fight in the same round": seat 1's combat medics save her brawler from seat 0's sniper;
    seat 2 then snipes her thugs and the combat medics are not offered a second save."""
    g = table(
        [["sniper_team"], ["combat_medics", "brawler", "thugs"], ["sniper_team"], ["junk"]],
        HQ | RECON,
        round=3,
    )
    for seat, commit in ((0, "commit sniper_team"), (1, "commit brawler combat_medics thugs")):
        g.apply(seat, "end")
        g.apply(seat, commit)
    g.apply(2, "end")
    g.apply(2, "commit sniper_team")
    g.apply(3, "end")
    g.apply(3, "commit none")
    assert now(g) == sc.Decision("skirmish", 0, None, None)
    g.apply(0, "snipe 1:brawler")
    met = walk(g, {1: ["save|save combat_medics"]})
    assert ("save", 1) in met
    assert met[-1] == ("skirmish", 2)  # seat 0 has nothing left to use, seat 1 nothing to use
    g.apply(2, "snipe 1:thugs")
    d = now(g)
    assert not (d.kind == "save" and d.seat == 1 and "save combat_medics" in texts(g, 1))
    while now(g).kind == "save":
        assert "save combat_medics" not in texts(g, now(g).seat)
        g.apply(now(g).seat, "pass")
    pass_rest(g)
    # The brawler (fight 2, 1 person) and the combat medics (fight 1, 4 people) fought; the
    # thugs fell to the second snipe.
    assert skirmish_totals(g)[1] == (1, 3, 5)


# ---------------------------------------------------------------------------------------------
# X-4..X-6, I-9: the guard's and the scouting refugee's cancels


def test_x6_a_guard_cancels_a_snipe_on_its_owners_card_and_the_dig_goes_on() -> None:
    """X-6 "a snipe or disarm of her cards"; [003:122-124] "discard him and draw a new card";
    [003:28] the cancelled card (the sniper) is discarded too; X-26 the draw goes to hand."""
    g = table(
        [["scavenger", "shovel", "guard"], ["sniper_team", "junk"], ["medic", "junk"], ["junk"]],
        HQ | RECON,
        zones={0: {"deck": ["scout"]}},
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    assert now(g) == sc.Decision("save", 0, 0, "scavenger")
    assert {"pass", "cancel guard"} <= set(texts(g, 0))
    g.apply(0, "cancel guard")
    me = seat_view(g, 0)
    assert (me.hand_count, me.deck_count, me.discard) == (1, 0, ("guard",))
    assert seat_view(g, 1).discard == ("sniper_team",)
    met = walk(g)
    assert asked(met, "save") == []  # I-9: nobody saves or cancels against a cancel
    assert met[0] == ("respond", 2)  # the response window restarts after the sniper
    assert met[-1] == ("keep", 0)


def test_x6_a_guard_is_not_offered_against_a_snipe_on_another_seats_card() -> None:
    """X-6 the guard cancels only what "targets your card(s)" [003:122]: seat 2's guard may not
    cancel the snipe on seat 0's scavenger; her medic may save it (I-4.2)."""
    g = table([["scavenger", "shovel"], ["sniper_team", "junk"], ["guard", "medic"], ["junk"]], HQ | RECON)
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    g.apply(1, "pass")
    assert now(g) == sc.Decision("save", 2, 0, "scavenger")
    assert set(texts(g, 2)) == {"pass", "save medic"}
    with pytest.raises(ValueError, match="only an effect on its owner's cards"):
        g.apply(2, "cancel guard")


def test_x6_a_disarm_asks_only_the_targets_owner_and_her_guard_cancels_it() -> None:
    """X-6 a guard cancels "a snipe or disarm of her cards"; a medic saves only from a snipe
    [000:547]: a disarm's window asks the owner alone, whatever medics others hold."""
    g = table(
        [["scavenger", "shovel", "guard"], ["saboteur", "medic"], ["medic", "junk"], ["medic", "junk"]],
        HQ | RECON,
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "disarm 0:shovel")
    assert now(g) == sc.Decision("respond", 0, 1, "disarm")
    g.apply(0, "cancel guard")
    met = walk(g)
    assert asked(met) == [2, 3, 1]
    assert met[-1] == ("keep", 0)  # the shovel still digs: 3 cards to look at
    assert seat_view(g, 1).discard == ("saboteur",)


def test_x6_a_guard_on_a_disarm_that_lets_it_land_leaves_the_action_to_resume() -> None:
    """X-6 cancelling is the guard owner's choice: she passes and the disarm lands (I-2)."""
    g = table([["scavenger", "shovel", "guard"], ["saboteur"], ["junk"], ["junk"]], HQ | RECON)
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {1: ["disarm 0:shovel"]})
    assert ("respond", 0) in met
    assert met[-1] == ("resume", 0)
    assert seat_view(g, 0).discard == ("shovel",)


def test_s7_x6_in_the_skirmish_a_committed_guard_cannot_cancel_a_snipe() -> None:
    """[003:122] the guard cancels "any action outside of the skirmish"; X-6 "A guard cannot act
    in the skirmish": seat 0's sniper hits seat 1's brawler; seat 1 is offered no cancel."""
    g = table([["sniper_team"], ["guard", "brawler"], ["junk"], ["junk"]], HQ | RECON, round=3)
    for seat, commit in ((0, "commit sniper_team"), (1, "commit brawler guard")):
        g.apply(seat, "end")
        g.apply(seat, commit)
    for seat in (2, 3):
        g.apply(seat, "end")
        g.apply(seat, "commit none")
    g.apply(0, "snipe 1:brawler")
    while now(g).kind in WINDOW_KINDS:
        assert not any(t.startswith("cancel") for t in texts(g, now(g).seat))
        g.apply(now(g).seat, "pass")
    assert "cancelled" not in logged(g, None)
    assert skirmish_totals(g)[1][2] == 1  # the brawler fell: the guard alone is left


def test_x4_x5_two_scouting_refugees_the_first_clockwise_cancels_and_the_other_is_never_asked() -> None:
    """X-4 "The order is clockwise from the active player's left. The first cancel ends the
    window"; X-5 a cancel cannot be cancelled; [003:68,70] the cancelled spy is discarded and
    its owner still draws 1, the scouting refugee's owner draws 1 [003:83]."""
    g = table(
        [["spy"], ["junk"], ["scouting_refugee", "junk"], ["scouting_refugee", "junk"], ["junk"]],
        HQ | RECON,
        zones={0: {"deck": ["scout"]}, 2: {"deck": ["thugs"]}},
    )
    g.apply(0, "spy 4:hand")
    met = walk(g, {2: ["cancel scouting_refugee"]})
    assert asked(met) == [1, 2]
    assert met[-1] == ("turn", 0)
    assert seat_view(g, 0).discard == ("spy",)
    assert seat_view(g, 2).discard == ("scouting_refugee",)
    assert (seat_view(g, 0).hand_count, seat_view(g, 2).hand_count) == (1, 2)
    assert all(k.source != "spy" for k in g.view(0).knowledge)


def test_003_70_example3_a_sniper_fetched_from_a_bunker_snipes_a_spy_that_still_draws() -> None:
    """[003:70] "A spy can be sniped. Discard the spy and draw 1 card"; Example 3 [003:76]:
    seat 2 retrieves a sniper team from her bunker during seat 1's spy on seat 3's committed
    cards and snipes the spy; seat 1 learns nothing and draws 1."""
    g = table(
        [["junk"], ["spy", "junk"], [], ["brawler"]],
        HQ | RECON,
        round=3,
        initiator=3,
        zones={1: {"deck": ["scout"]}, 2: {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}},
    )
    g.apply(3, "end")
    g.apply(3, "commit brawler")
    g.apply(0, "end")
    g.apply(0, "commit none")
    g.apply(1, "spy 3:force")
    met = walk(g, {2: ["retrieve bunker sniper_team", "snipe 1:spy"]})
    assert met[-1] == ("turn", 1)
    assert seat_view(g, 1).discard == ("spy",)
    assert seat_view(g, 2).discard == ("sniper_team",)
    assert seat_view(g, 1).hand_count == 2  # the junk and the draw
    assert all(k.source != "spy" for k in g.view(1).knowledge)


def test_003_105_binoculars_cannot_be_disarmed() -> None:
    """[003:105] binoculars "Cannot be discarded through a disarm action": in a hunt they help,
    the saboteur's seat is offered no disarm of them, and asking for one is refused."""
    g = table([["scavenger", "binoculars"], ["saboteur", "junk"], ["junk"], ["junk"]], RECON)
    assert "hunt scavenger binoculars" in texts(g, 0)
    g.apply(0, "hunt scavenger binoculars")
    assert now(g).seat == 1
    assert "disarm 0:binoculars" not in texts(g, 1)
    before = g.to_json()
    with pytest.raises(ValueError, match="is not a tool"):
        g.apply(1, "disarm 0:binoculars")
    assert g.to_json() == before


# ---------------------------------------------------------------------------------------------
# L-7: the Fanatic (HQ 3)


def test_l7_a_save_cannot_stop_the_fanatic_no_medic_is_asked() -> None:
    """L-7 "A save cannot stop it (it is not a snipe). A guard can cancel it in RG": the
    Fanatic at seat 2 strikes seat 0's scavenger; no save window opens though three seats hold
    medics; the declaration window goes on with seat 3."""
    g = table(
        [["scavenger", "shovel", "medic"], ["medic", "junk"], ["refugee", "medic"], ["medic", "junk"]],
        HQ,
        leaders={2: "leader_fanatic"},
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "pass")
    g.apply(2, "lead refugee 0:scavenger")
    met = walk(g)
    assert asked(met, "save") == []
    assert asked(met)[0] == 3
    assert met[-1] == ("resume", 0)
    assert seat_view(g, 0).discard == ("scavenger",)


def test_l7_x6_the_targets_guard_cancels_the_fanatic_and_the_refugee_is_spent() -> None:
    """X-6 "the Fanatic on her card" may be cancelled by her guard; the dig then goes on whole."""
    g = table(
        [["scavenger", "shovel", "guard"], ["junk"], ["refugee", "junk"], ["junk"]],
        HQ | RECON,
        leaders={2: "leader_fanatic"},
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "pass")
    g.apply(2, "lead refugee 0:scavenger")
    assert now(g) == sc.Decision("respond", 0, 2, now(g).verb)
    g.apply(0, "cancel guard")
    met = walk(g)
    assert met[-1] == ("keep", 0)
    assert "refugee" not in texts(g, 2)
    assert seat_view(g, 2).hand_count == 1


def test_l7_the_fanatic_acts_once_a_round_across_two_players_windows() -> None:
    """L-7 "Once per round": the Fanatic at seat 3 strikes in seat 0's window; in seat 1's
    window the same round she holds another refugee but is offered no strike."""
    g = table(
        [["scavenger", "shovel"], ["scavenger", "junk"], ["junk"], ["refugee", "refugee"]],
        HQ,
        leaders={3: "leader_fanatic"},
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {3: ["lead refugee 0:shovel"]})
    if now(g).kind == "resume":
        g.apply(0, "abort")
    g.apply(0, "end")
    g.apply(1, "draw scavenger")
    while now(g).kind == "respond":
        d = now(g)
        if d.seat == 3:
            assert not any(t.startswith("lead") for t in texts(g, 3))
        g.apply(d.seat, "pass")
    assert seat_view(g, 3).leader_used


# ---------------------------------------------------------------------------------------------
# H-11, L-13: Dirty Deeds (HQ 4): buildings and leaders


def test_h11_x6_a_building_attack_asks_only_its_owner_and_her_guard_cancels_it() -> None:
    """H-11 "A guard may cancel an RG attack"; X-6 "a saboteur attack on her building": seat 0
    disables seat 1's bunker; only seat 1 is asked (the medics and sniper of 2 and 3 cannot
    answer an attack), her guard cancels, the bunker stays enabled, the saboteur is spent."""
    g = table(
        [["saboteur", "junk"], ["guard", "junk"], ["medic", "sniper_team"], ["medic", "junk"]],
        HQ | RECON,
        zones={1: {"buildings": [{"building": "bunker"}], "deck": ["scout"]}},
    )
    g.apply(0, "disable 1:bunker")
    assert now(g) == sc.Decision("respond", 1, 0, "disable")
    assert set(texts(g, 1)) == {"pass", "cancel guard"}
    g.apply(1, "cancel guard")
    assert now(g) == sc.Decision("turn", 0, None, None)
    assert not any(b.disabled for b in seat_view(g, 1).buildings)
    assert seat_view(g, 0).discard == ("saboteur",)
    assert seat_view(g, 1).discard == ("guard",)


def test_h11_without_recon_a_building_attack_lands_at_once() -> None:
    """H-11 in HQ alone: nothing answers an attack on a building (no save: it is no snipe), so
    nobody is asked and the bunker is disabled at once."""
    g = table(
        [["saboteur", "junk"], ["medic", "junk"], ["medic", "sniper_team"], ["junk"]],
        HQ,
        zones={1: {"buildings": [{"building": "bunker"}]}},
    )
    g.apply(0, "disable 1:bunker")
    assert now(g) == sc.Decision("turn", 0, None, None)
    assert [b.disabled for b in seat_view(g, 1).buildings] == [True]


def test_l13_i4_a_leader_snipe_the_owner_may_cancel_with_a_guard_or_any_seat_save() -> None:
    """L-13 "The owner's guard may cancel it in RG. Any medic may save"; I-4.1 the save window
    starts with the leader's owner: seat 0 snipes seat 2's leader; seat 2 is offered both, passes,
    seat 3 saves with a medic; the leader is unhurt and the sniper spent."""
    g = table(
        [["sniper_team", "junk"], ["junk"], ["guard", "medic"], ["medic", "junk"]],
        HQ | RECON,
    )
    g.apply(0, "snipe 2:leader_peacemaker")
    assert now(g) == sc.Decision("save", 2, 2, "leader_peacemaker")
    assert set(texts(g, 2)) == {"pass", "cancel guard", "save medic"}
    met = walk(g, {3: ["save|save medic"]})
    assert asked(met, "save") == [2, 3]
    assert met[-1] == ("turn", 0)
    assert not seat_view(g, 2).wounded
    assert seat_view(g, 0).discard == ("sniper_team",)


def test_l13_an_assassin_cannot_snipe_a_leader() -> None:
    """L-13 "Assassins cannot, because a leader is not a single-unit tribe member card"."""
    g = table([["assassin", "junk"], ["junk"], ["junk"], ["junk"]], HQ | RECON)
    assert not any(t.startswith("snipe") and "leader" in t for t in texts(g, 0))
    with pytest.raises(ValueError, match="made with sniper_team"):
        g.apply(0, "snipe assassin 1:leader_ranger")


def test_l11_the_sergeant_at_arms_tools_are_never_offered_to_a_disarm() -> None:
    """L-11 "Its owner's tools cannot be disarmed, in RG"; snipes still hit her people."""
    g = table(
        [["scavenger", "shovel"], ["saboteur", "sniper_team"], ["junk"], ["junk"]],
        HQ,
        leaders={0: "leader_sergeant_at_arms"},
    )
    g.apply(0, "dig scavenger+shovel")
    assert now(g).seat == 1
    assert "disarm 0:shovel" not in texts(g, 1)
    assert "snipe 0:scavenger" in texts(g, 1)


# ---------------------------------------------------------------------------------------------
# What every seat is told: hidden cards stay hidden


def test_hidden_the_guards_replacement_card_is_named_to_its_owner_only() -> None:
    """X-26 the guard's owner draws 1 into her hand: the drawn card is hers alone to see."""
    g = table(
        [["scavenger", "shovel", "guard"], ["sniper_team", "junk"], ["junk"], ["junk"]],
        HQ | RECON,
        zones={0: {"deck": ["thugs"]}},
    )
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    g.apply(0, "cancel guard")
    assert "thugs" in logged(g, 0)
    for seat in (None, 1, 2, 3):
        assert "thugs" not in logged(g, seat)


def test_hidden_a_card_fetched_from_a_bunker_and_not_played_stays_unnamed_to_others() -> None:
    """I-6 a seat may fetch a card from her bunker in another's window and then pass; [003:44]
    only what she plays is shown: the others never learn the fetched card's kind."""
    g = table(
        [["scavenger", "shovel"], ["junk"], [], ["junk"]],
        HQ,
        zones={2: {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}},
    )
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {2: ["retrieve bunker sniper_team"]})
    assert met[-1] == ("keep", 0)
    assert seat_view(g, 2).hand_count == 1
    for seat in (None, 0, 1, 3):
        assert "sniper_team" not in logged(g, seat)


def test_hidden_a_snipe_refused_for_its_target_names_no_card_the_asker_holds() -> None:
    """I-7 targets are only the declared cards; a refused answer changes nothing and its
    message names what was asked for, never the seat's other hidden cards."""
    g = table([["scavenger", "shovel", "thugs"], ["sniper_team", "medic"], ["junk"], ["junk"]], HQ)
    g.apply(0, "dig scavenger+shovel")
    before = g.to_json()
    with pytest.raises(ValueError, match="among the declared cards") as refused:
        g.apply(1, "snipe 0:thugs")
    assert g.to_json() == before
    assert "thugs" in str(refused.value)
    assert "medic" not in str(refused.value)
    with pytest.raises(ValueError, match="not a person") as refused:
        g.apply(1, "snipe 0:shovel")
    assert g.to_json() == before
    assert "person" in str(refused.value)


def test_hidden_who_is_asked_does_not_depend_on_what_a_seat_holds() -> None:
    """I-1 / [003:44]: being asked is public, so it must not tell who holds an answer: two
    tables alike but for seat 2's hand (a sniper team or a junk) ask the same seats in order."""
    metwalks = []
    for card in ("sniper_team", "junk"):
        g = table([["scavenger", "shovel"], ["junk"], [card], ["medic"], ["junk"]], HQ)
        g.apply(0, "dig scavenger+shovel")
        metwalks.append(walk(g))
    assert metwalks[0] == metwalks[1] == [("respond", s) for s in (1, 2, 3, 4)] + [("keep", 0)]


def test_hidden_the_save_decision_names_the_target_and_card_for_every_seat() -> None:
    """I-4: everyone sees the snipe (the sniper team is played face up): every seat's view of
    the save decision names the sniped seat and card, and the log names the sniper's card."""
    g = table([["scavenger", "shovel", "junk"], ["sniper_team", "junk"], ["medic"], ["junk"]], HQ)
    g.apply(0, "dig scavenger+shovel")
    g.apply(1, "snipe 0:scavenger")
    for seat in (None, 0, 1, 2, 3):
        assert g.view(seat).decision == sc.Decision("save", 0, 0, "scavenger")
        assert "sniped scavenger sniper_team" in logged(g, seat)


# ---------------------------------------------------------------------------------------------
# More answers: committed cancels, recon cancels, the demolition team, the skirmish's saves


def test_x26_a_committed_guard_cancels_a_spy_on_her_force_and_her_replacement_goes_to_hand() -> None:
    """X-6 "a spy on any of her zones"; I-6 the guard may come from committed cards; X-26 "The
    card drawn ... goes to the owner's hand, also when the cancelling card came from her
    committed force": seat 2 spies on seat 1's force; 3 passes, 0 (holding nothing) is not
    asked, seat 1's committed guard cancels; her force shrinks by one, her hand grows by one."""
    g = table(
        [["junk"], ["guard", "brawler"], ["spy", "junk"], ["scouting_refugee", "junk"]],
        HQ | RECON,
        round=3,
        zones={1: {"deck": ["scout"]}},
    )
    g.apply(0, "end")
    g.apply(0, "commit none")
    g.apply(1, "end")
    g.apply(1, "commit brawler guard")
    g.apply(2, "spy 1:force")
    met = walk(g, {1: ["cancel guard"]})
    assert asked(met) == [3, 1]
    assert met[-1] == ("turn", 2)
    assert (seat_view(g, 1).committed_count, seat_view(g, 1).hand_count) == (1, 1)
    assert seat_view(g, 1).discard == ("guard",)
    assert all(k.source != "spy" for k in g.view(2).knowledge)


def test_x4_a_cancelled_scout_tower_stays_discarded_and_is_used_up_for_the_round() -> None:
    """X-4 "For a scout tower: the activation discard stays discarded, the tower itself is
    unaffected, and that tower is used up for the round"; any seat may cancel a recon with a
    scouting refugee: seat 1 passes, seat 3 cancels."""
    g = table(
        [["junk", "junk"], ["sniper_team"], ["junk"], ["scouting_refugee", "junk"]],
        HQ | RECON,
        zones={0: {"buildings": [{"building": "scout_tower"}]}, 3: {"deck": ["scout"]}},
    )
    g.apply(0, "tower junk contested+junkyard")
    met = walk(g, {3: ["cancel scouting_refugee"]})
    assert asked(met) == [1, 2, 3]
    assert met[-1] == ("turn", 0)
    assert seat_view(g, 0).discard == ("junk",)
    assert not any(t.startswith("tower") for t in texts(g, 0))
    assert not any(k.source == "scout_tower" for k in g.view(0).knowledge)


def test_x28_a_demolition_cancelled_by_the_owners_guard_leaves_the_timer_and_still_draws_two() -> None:
    """X-28 a cancelled demolition team "is discarded and its owner still draws 2 ... The timer
    is not reset"; X-6 "a Demolition reset of her building" is the guard's to cancel."""
    g = table(
        [["demolition_team", "junk"], ["guard", "junk"], ["sniper_team", "junk"], ["medic", "junk"]],
        HQ | RECON,
        zones={
            0: {"deck": ["scout", "thugs"]},
            1: {"deck": ["brawler", "refugee", "refugee"], "buildings": [{"building": "bunker", "timer": ["junk"]}]},
        },
    )
    g.apply(0, "demolish 1:bunker")
    met = walk(g, {1: ["cancel guard"]})
    assert met == [("respond", 1), ("turn", 0)]
    assert [b.timer for b in seat_view(g, 1).buildings] == [1]
    assert (seat_view(g, 0).hand_count, seat_view(g, 0).deck_count) == (3, 0)
    assert seat_view(g, 0).discard == ("demolition_team",)
    assert (seat_view(g, 1).hand_count, seat_view(g, 1).deck_count) == (2, 2)


def test_i3_a_medic_paying_for_a_hire_is_a_person_and_may_be_sniped_and_saved() -> None:
    """[000:314] a snipe hits "one person card"; I-3 bars snipes only from *medicine* cards in a
    hire, and a medic is a tribe member, not medicine (the pharmacy's "not tribe members such
    as medic" [000:603]): seat 1 snipes the medic seat 0 pays with; seat 2's medic saves it."""
    g = table([["medic", "junk"], ["sniper_team", "junk"], ["medic", "junk"], ["junk"]], HQ)
    g.apply(0, "hire hunter pay medic")
    assert now(g) == sc.Decision("respond", 1, 0, "hire")
    assert "snipe 0:medic" in texts(g, 1)
    met = walk(g, {1: ["snipe 0:medic"], 2: ["save|save medic"]})
    assert asked(met, "save") == [0, 1, 2]
    assert met[-1] == ("turn", 0)
    assert "hunter" in seat_view(g, 0).discard  # the hire went ahead


def fanatic_at_the_skirmish(strike_first: bool) -> sc.Game:
    """Seat 1's Fanatic (striking in seat 0's window or not) at the round's skirmish, seat 0's
    brawler against her refugee: played on until seat 1's opportunity or the round's end."""
    g = table(
        [["scavenger", "shovel", "brawler"], ["refugee", "refugee"], ["junk"], ["junk"]],
        HQ,
        round=3,
        leaders={1: "leader_fanatic"},
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {1: ["lead refugee 0:shovel"]} if strike_first else {})
    g.apply(0, "abort" if strike_first else "keep none")
    g.apply(0, "end")
    g.apply(0, "commit brawler")
    g.apply(1, "end")
    g.apply(1, "commit refugee")
    for seat in (2, 3):
        g.apply(seat, "end")
        g.apply(seat, "commit none")
    while g.round == 3 and now(g).kind == "skirmish" and now(g).seat != 1:
        g.apply(now(g).seat, "pass")
    return g


def test_l7_a_fanatic_used_in_gathering_is_spent_for_the_skirmish() -> None:
    """L-7 "Once per round" over both the RG window and "the Fanatic owner's skirmish turn":
    seat 1's Fanatic strikes in seat 0's window; at the skirmish she has no strike, while a
    Fanatic unused in gathering strikes the brawler at her opportunity."""
    unused = fanatic_at_the_skirmish(strike_first=False)
    assert now(unused) == sc.Decision("skirmish", 1, None, None)
    assert "lead refugee 0:brawler" in texts(unused, 1)
    spent = fanatic_at_the_skirmish(strike_first=True)
    d = now(spent)
    assert not (d.kind == "skirmish" and d.seat == 1 and any(t.startswith("lead") for t in texts(spent, 1)))


def test_s6_a_medic_in_the_force_saves_another_and_stays_for_people_never_itself() -> None:
    """[000:543] a medic saves "another tribe member"; S-6 "A medic used to save stays in the
    force for people"; I-6 in the skirmish only force cards answer: seat 0 snipes seat 1's
    brawler, seat 1's medic saves it; seat 2 snipes that medic, which cannot save itself."""
    g = table(
        [["sniper_team"], ["medic", "brawler"], ["sniper_team"], ["junk"]],
        HQ,
        round=3,
    )
    g.apply(0, "end")
    g.apply(0, "commit sniper_team")
    g.apply(1, "end")
    g.apply(1, "commit brawler medic")
    g.apply(2, "end")
    g.apply(2, "commit sniper_team")
    g.apply(3, "end")
    g.apply(3, "commit none")
    g.apply(0, "snipe 1:brawler")
    assert now(g) == sc.Decision("save", 1, 1, "brawler")
    assert texts(g, 1) == ["pass", "save medic"]
    g.apply(1, "save medic")
    assert now(g) == sc.Decision("skirmish", 2, None, None)
    g.apply(2, "snipe 1:medic")
    assert now(g).kind != "save" or "save medic" not in texts(g, now(g).seat)
    pass_rest(g)
    assert skirmish_totals(g)[1] == (1, 2, 1)  # the brawler fought; the sniped medic is gone


def test_i6_i11_a_medic_fetched_into_hand_after_committing_cannot_save_in_the_skirmish() -> None:
    """I-6 "During the skirmish, only cards in the player's revealed force may be used"; I-11 a
    card retrieved after committing goes to hand: seat 3 fetched a medic from her bunker in
    seat 0's window; when seat 1 snipes seat 0's brawler in the skirmish, seat 3 has no save."""
    g = table(
        [["brawler", "scavenger", "junk"], ["sniper_team"], ["junk"], ["brawler"]],
        HQ,
        round=3,
        initiator=3,
        zones={3: {"buildings": [{"building": "bunker", "stored": ["medic"]}]}},
    )
    g.apply(3, "end")
    g.apply(3, "commit brawler")
    g.apply(0, "draw scavenger")
    walk(g, {3: ["retrieve bunker medic"]})
    assert seat_view(g, 3).hand_count == 1
    g.apply(0, "end")
    g.apply(0, "commit brawler")
    g.apply(1, "end")
    g.apply(1, "commit sniper_team")
    g.apply(2, "end")
    g.apply(2, "commit none")
    while now(g) != sc.Decision("skirmish", 1, None, None):
        g.apply(now(g).seat, "pass")
    g.apply(1, "snipe 0:brawler")
    while now(g).kind == "save":
        assert "save medic" not in texts(g, now(g).seat)
        g.apply(now(g).seat, "pass")
    assert now(g).kind != "save"


def test_000_480_a_sniper_reshuffled_back_into_hand_the_same_round_cannot_answer_again() -> None:
    """[000:480] snipers "are discarded immediately after use ... They cannot be used again that
    round" (RULINGS 1.6): seat 1 snipes in seat 0's dig window; later that turn her guard
    cancels seat 0's spy, her empty deck is reshuffled and she draws the same sniper team back;
    in seat 0's next window she may only pass."""
    g = table(
        [["scavenger", "shovel", "spy", "scavenger", "junk"], ["sniper_team", "guard"], ["junk"], ["junk"]],
        HQ | RECON,
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {1: ["snipe 0:scavenger"]})
    g.apply(0, "abort")
    g.apply(0, "spy 1:hand")
    walk(g, {1: ["cancel guard"]})
    assert [c.kind for c in g.zones()["1:hand"]] == ["sniper_team"]
    g.apply(0, "hunt scavenger")
    assert now(g) == sc.Decision("respond", 1, 0, "hunt")
    assert texts(g, 1) == ["pass"]
    drawn = [e for e in g.log(1) if e.type is sc.EventType.DREW and e.seat == 1]
    assert drawn[-1].cards == ("sniper_team",)
    for seat in (None, 0, 2, 3):  # the card drawn back is seat 1's secret
        assert all(not e.cards for e in g.log(seat) if e.type is sc.EventType.DREW and e.seat == 1)


def seats_asked_agree(players: int, seed: int) -> int:
    """Plays a random game with every module; at each reaction window checks that who is asked,
    in what order, and whether the seat asked can only pass (``lone_pass``) are the same in a
    copy where every card an onlooker cannot see is dealt afresh (Game.determinize): they rest
    on public facts only (RULINGS I-1; docs/view.md). Returns the windows checked."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    g = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules))
    g.keep_knowledge()
    rng = random.Random(seed)
    checked = 0
    while not g.over and checked < 60:
        frame = g._state.stack[-1]
        seat = g.to_act[0]
        if isinstance(frame, Window):
            onlooker = (seat + 1 + rng.randrange(players - 1)) % players
            copy = g.determinize(onlooker, rng.getrandbits(32))
            theirs = copy._state.stack[-1]
            assert isinstance(theirs, Window)
            assert window.askers(copy._state, theirs.pending) == window.askers(g._state, frame.pending)
            assert window.lone_pass(copy._state, theirs) == window.lone_pass(g._state, frame)
            assert copy.view(onlooker).decision == g.view(onlooker).decision
            checked += 1
        legal = g.legal_actions(seat)
        passes = [a for a in legal if a.verb is sc.Verb.PASS]
        g.apply(seat, passes[0] if passes and rng.random() < 0.7 else rng.choice(legal))
    return checked


@pytest.mark.parametrize(("players", "seeds"), [(5, range(6)), (4, range(10, 16))])
def test_i1_who_is_asked_rests_on_public_facts_only_in_many_player_games(players: int, seeds: range) -> None:
    """I-1 / docs/view.md "Who is asked rests on what everyone can see, never on what she
    holds": the hidden cards dealt afresh for an onlooker never change who is asked."""
    assert sum(seats_asked_agree(players, seed) for seed in seeds) > 50


def test_000_470_x10_a_multi_person_card_in_a_hunt_falls_to_a_sniper_team_not_an_assassin() -> None:
    """[000:470-472] "Can a sniper team take out a multi-person tribe member card? Yes"; X-10
    the assassin hits "only single-unit tribe members": the Ranger's tribe family hunts (L-10);
    seat 1 may snipe it with her sniper team, never with her assassin."""
    g = table(
        [["tribe_family_3", "junk"], ["assassin", "sniper_team"], ["junk"], ["junk"]],
        HQ | RECON,
        leaders={0: "leader_ranger", 1: "leader_mentor"},
    )
    g.apply(0, "hunt tribe_family_3")
    assert now(g) == sc.Decision("respond", 1, 0, "hunt")
    assert set(texts(g, 1)) == {"pass", "snipe 0:tribe_family_3"}
    before = g.to_json()
    with pytest.raises(ValueError, match="one person, and a tribe_family_3 counts 3 people"):
        g.apply(1, "snipe assassin 0:tribe_family_3")
    assert g.to_json() == before
    met = walk(g, {1: ["snipe 0:tribe_family_3"]})
    assert met[-1] == ("turn", 0)
    assert seat_view(g, 0).discard == ("tribe_family_3",)


def test_i4_1_i6_five_players_in_the_skirmish_the_save_window_runs_from_the_target_over_forces() -> None:
    """I-4.1 the save window "starts with the target's owner, then runs clockwise from her";
    I-6 in the skirmish only revealed force cards answer: seat 0 snipes seat 3's brawler; the
    seats with a medic in their force are asked 3, 4, 1 (seat 2 has none), and seat 4 saves."""
    g = table(
        [["sniper_team"], ["medic", "scout"], ["thugs"], ["medic", "brawler"], ["medic", "scavenger"]],
        HQ,
        round=3,
    )
    commits = {0: "commit sniper_team", 1: "commit medic scout", 2: "commit thugs"}
    commits |= {3: "commit brawler medic", 4: "commit medic scavenger"}
    for seat in range(5):
        g.apply(seat, "end")
        g.apply(seat, commits[seat])
    assert now(g) == sc.Decision("skirmish", 0, None, None)
    g.apply(0, "snipe 3:brawler")
    met = walk(g, {4: ["save|save medic"]})
    assert asked(met, "save") == [3, 4]
    pass_rest(g)
    assert skirmish_totals(g)[3] == (1, 2, 2)  # the saved brawler fought beside the medic
    g2 = table(
        [["sniper_team"], ["medic", "scout"], ["thugs"], ["medic", "brawler"], ["medic", "scavenger"]],
        HQ,
        round=3,
    )
    for seat in range(5):
        g2.apply(seat, "end")
        g2.apply(seat, commits[seat])
    g2.apply(0, "snipe 3:brawler")
    met = walk(g2)
    assert asked(met, "save") == [3, 4, 1]


def test_000_462_i2_after_a_snipe_the_tools_go_to_the_people_left_and_the_hunt_goes_on() -> None:
    """[000:462] "After a snipe action is performed, the sniped player may rearrange the
    available tools"; I-2 (a) she continues with the rest: the hunter holding the spear is
    sniped; the scavenger takes up the spear and the hunt brings 1 + 1 food."""
    g = table([["hunter", "spear", "scavenger"], ["sniper_team"], ["junk"], ["junk"]])
    g.apply(0, "hunt hunter+spear scavenger")
    met = walk(g, {1: ["snipe 0:hunter"]})
    assert met[-1] == ("resume", 0)
    assert seat_view(g, 0).table == ("scavenger", "spear")
    g.apply(0, "continue")
    assert seat_view(g, 0).food == 2


def test_i11_a_card_fetched_before_ones_turn_is_used_normally_on_it() -> None:
    """I-11 "A player who has not yet taken her turn may retrieve freely and use the card
    normally on her turn": seat 3 fetches a sniper team from her bunker in seat 0's window,
    passes, and commits it to the skirmish on her own turn."""
    g = table(
        [["scavenger", "shovel"], ["junk"], ["junk"], ["brawler"]],
        HQ,
        round=3,
        zones={3: {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}},
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {3: ["retrieve bunker sniper_team"]})
    g.apply(0, "keep none")
    while (d := now(g)) != sc.Decision("commit", 3, None, None):
        g.apply(d.seat, {"turn": "end", "commit": "commit none"}[d.kind])
    assert "commit brawler sniper_team" in texts(g, 3)


def test_i11_a_card_fetched_after_committing_and_unused_is_discarded_at_the_round_end() -> None:
    """I-11 "If unused, it is discarded at the end of the round; it cannot go back into the
    bunker": seat 3 committed, fetched a medic in seat 0's window and never used it."""
    g = table(
        [["scavenger", "shovel"], ["junk"], ["junk"], ["brawler"]],
        HQ,
        round=3,
        initiator=3,
        zones={
            3: {
                "buildings": [{"building": "bunker", "stored": ["medic"]}],
                "deck": ["scout", "scout", "refugee", "refugee", "hunter", "hunter"],
            }
        },
    )
    g.apply(3, "end")
    g.apply(3, "commit brawler")
    g.apply(0, "dig scavenger+shovel")
    walk(g, {3: ["retrieve bunker medic"]})
    assert seat_view(g, 3).hand_count == 1
    assert [b.stored for b in seat_view(g, 3).buildings] == [0]
    g.apply(0, "keep none")
    end_gathering(g)
    pass_rest(g)
    assert g.round == 4
    assert "medic" in seat_view(g, 3).discard
    assert [b.stored for b in seat_view(g, 3).buildings] == [0]


def bunker_fetcher(rules: str) -> tuple[sc.Game, list[tuple[str, int]]]:
    """Seat 2 (no cards in hand, a sniper team and a saboteur in her bunker) fetches the sniper
    team in seat 0's dig window and snipes; then seat 1 hunts: the walk of seat 1's window."""
    g = table(
        [["scavenger", "shovel"], ["scavenger", "junk"], [], ["junk"]],
        HQ,
        rules=rules,
        zones={2: {"buildings": [{"building": "bunker", "stored": ["sniper_team", "saboteur"]}]}},
    )
    g.apply(0, "dig scavenger+shovel")
    walk(g, {2: ["retrieve bunker sniper_team", "snipe 0:scavenger"]})
    g.apply(0, "abort")
    g.apply(0, "end")
    g.apply(1, "hunt scavenger")
    return g, walk(g)


def test_001_633_ed15_with_the_2012_rules_a_bunker_answers_once_a_round() -> None:
    """[001:189] "A player may only perform a given action ... once per round" and Retrieve is
    a "(new Action)" that "can occur any time during a round" [001:633-634] (docs/variants.md):
    seat 2 fetched from her bunker in seat 0's window; with nothing else to hand she is not
    asked in seat 1's window, whose asking goes 2's way no more."""
    g, met = bunker_fetcher("2012")
    assert seat_view(g, 2).discard == ("sniper_team",)
    assert asked(met) == [3, 0]
    assert met[-1] == ("turn", 1)


def test_ed15_h7_with_the_2015_rules_a_bunker_answers_in_every_window() -> None:
    """ED-15 / H-7 (2015): retrieving from the bunker on others' turns is not limited: seat 2 is
    asked again in seat 1's window, and may fetch the saboteur."""
    _, met = bunker_fetcher("2015")
    assert asked(met) == [2, 3, 0]


def test_i3_i2_a_sniped_peacemaker_refugee_leaves_the_leader_unused_for_another_refugee() -> None:
    """I-3 "a Peacemaker or Mentor refugee play" opens a window; I-2 (b) an action struck bare is
    not used up: seat 1 snipes the refugee seat 0 plays for her Peacemaker; nobody saves it; the
    Peacemaker is unspent and seat 0 may play her other refugee."""
    g = table(
        [["refugee", "scavenger", "refugee"], ["sniper_team", "junk"], ["junk"], ["junk"]],
        HQ,
        leaders={0: "leader_peacemaker", 2: "leader_mentor"},
    )
    g.apply(0, "lead refugee")
    assert now(g) == sc.Decision("respond", 1, 0, "lead")
    met = walk(g, {1: ["snipe 0:refugee"]})
    assert asked(met, "save") == [0, 1, 2, 3]
    assert met[-1] == ("turn", 0)
    assert not seat_view(g, 0).leader_used
    assert seat_view(g, 0).discard == ("refugee",)
    assert "lead refugee" in texts(g, 0)


def test_i6_000_625_an_empty_handed_seat_is_asked_for_her_bunker_only_and_the_docs_say_so() -> None:
    """[000:625-627] "During another player's turn, the only building which a player may access
    is the bunker"; I-6 an answer may be "retrieved that moment from one's own bunker": of three
    seats holding no cards, the one with cards under an enabled bunker is asked; one with a
    stocked pharmacy and armory, or a disabled bunker (H-11: locked), is not. docs/view.md and
    docs/scenarios.md said a player holding no cards "is not asked" but for an any-time leader."""
    g = table(
        [["scavenger", "shovel"], [], [], [], ["junk"]],
        HQ,
        zones={
            1: {
                "buildings": [
                    {"building": "pharmacy", "stored": ["pills"]},
                    {"building": "armory", "stored": ["spear"]},
                ]
            },
            2: {"buildings": [{"building": "bunker", "stored": ["scout"]}]},
            3: {"buildings": [{"building": "bunker", "stored": ["brawler"], "disabled": True}]},
        },
    )
    g.apply(0, "dig scavenger+shovel")
    assert walk(g) == [("respond", 2), ("respond", 4), ("keep", 0)]
    root = Path(__file__).resolve().parent.parent
    for doc in ("docs/view.md", "docs/scenarios.md"):
        words = " ".join((root / doc).read_text(encoding="utf-8").split())
        assert "not asked, unless her leader may act at any time or cards lie under her enabled bunker" in words


def test_l13_s14_a_leader_sniped_in_the_skirmish_is_saved_from_a_force_never_cancelled() -> None:
    """L-13 a leader snipe may be declared on the attacker's skirmish turn; "The owner's guard
    may cancel it in RG" only (X-6 "A guard cannot act in the skirmish"); "Any medic may save":
    seat 0 snipes seat 2's leader in the skirmish; seat 2's committed guard gives no cancel,
    seat 3's revealed medic saves the leader."""
    g = table(
        [["sniper_team"], ["junk"], ["guard", "brawler"], ["medic", "scout"]],
        HQ | RECON,
        round=3,
    )
    commits = {0: "commit sniper_team", 1: "commit none", 2: "commit brawler guard", 3: "commit medic scout"}
    for seat in range(4):
        g.apply(seat, "end")
        if now(g) == sc.Decision("commit", seat, None, None):
            g.apply(seat, commits[seat])
    assert now(g) == sc.Decision("skirmish", 0, None, None)
    g.apply(0, "snipe 2:leader_peacemaker")
    assert now(g) == sc.Decision("save", 3, 2, "leader_peacemaker")  # seat 2 has no saver
    assert texts(g, 3) == ["pass", "save medic"]
    g.apply(3, "save medic")
    assert not seat_view(g, 2).wounded
    assert "cancelled" not in logged(g, None)


def test_000_462_i2_a_refugee_left_takes_up_the_shovel_and_the_dig_goes_on() -> None:
    """[000:462] the sniped player "may rearrange the available tools"; I-2 (a) continue "if the
    action is still legal (total >= 1, modifiers still have holders)": the scavenger holding the
    shovel is sniped; the refugee takes the shovel and digs 2 cards."""
    g = table([["scavenger", "shovel", "refugee"], ["sniper_team"], ["junk"], ["junk"]])
    g.apply(0, "dig scavenger+shovel refugee")
    assert walk(g, {1: ["snipe 0:scavenger"]})[-1] == ("resume", 0)
    assert set(texts(g, 0)) == {"continue", "abort"}
    g.apply(0, "continue")
    assert now(g) == sc.Decision("keep", 0, None, None)
    assert len(g.view(0).looking) == 2


def test_i2_a_tool_left_without_a_holder_means_abort_and_the_dig_may_be_declared_again() -> None:
    """I-2 (a) "modifiers still have holders": a refugee can hold one of the shovel and the
    pickaxe, so only abort is offered; I-2 (b) the cards return to hand and the dig is unspent."""
    g = table([["scavenger", "shovel", "refugee", "pickaxe"], ["sniper_team"], ["junk"], ["junk"]])
    g.apply(0, "dig scavenger+shovel refugee+pickaxe")
    assert walk(g, {1: ["snipe 0:scavenger"]})[-1] == ("resume", 0)
    assert texts(g, 0) == ["abort"]
    g.apply(0, "abort")
    assert seat_view(g, 0).hand_count == 3
    assert "dig refugee+pickaxe" in texts(g, 0)


def test_l1_l7_the_fanatic_plays_a_committed_refugee_which_leaves_play_and_the_force() -> None:
    """L-1 the refugee comes "during other players' RG ... for the Fanatic, from committed cards"
    and "the Fanatic's refugee ... is removed from play"; L-7 the target is discarded: seat 3
    committed a refugee and a brawler; in seat 0's window her Fanatic strikes the shovel."""
    g = table(
        [["scavenger", "shovel"], ["junk"], ["junk"], ["refugee", "brawler"]],
        HQ,
        round=3,
        initiator=3,
        leaders={3: "leader_fanatic"},
    )
    g.apply(3, "end")
    g.apply(3, "commit brawler refugee")
    g.apply(0, "dig scavenger+shovel")
    met = walk(g, {3: ["lead refugee 0:shovel"]})
    assert asked(met) == [1, 2, 3, 1, 2, 3]  # still asked: her committed brawler is a card
    assert met[-1] == ("resume", 0)
    me = seat_view(g, 3)
    assert (me.committed_count, me.removed, me.discard) == (1, 1, ())
    assert seat_view(g, 0).discard == ("shovel",)
