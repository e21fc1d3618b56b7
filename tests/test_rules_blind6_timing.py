"""Blind audit (6): timing, written from the rulebooks alone: who is asked, when, and in what order.

[000] = shared/rules/000_134dab7f07e64c65.txt (2015 base + HQ with FAQ), [003] = the Recon rulebook,
RULINGS.md (Part 2 register: I- interrupts, S- skirmish, X- Recon, L- leaders, ED- editions) for
what they leave open. Each test stacks a table with reactive cards in several hands and follows
the pending decisions (``view(None).decision``: kind, seat, actor) through a whole window, turn or
skirmish, comparing them with the sequence derived from the rulebook text. Only the public API is
used; the engine's source was not read."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import texts

HQ3 = {"hq1", "hq2", "hq3"}
Step = tuple[str, int, Any]


def game_of(seats: int, modules: set[str] | None = None, rules: str = "2015", **scenario: Any) -> sc.Game:
    config = sc.GameConfig(players=seats, seed=0, modules=frozenset(modules or set()), rules=rules, scenario=scenario)
    return sc.Game.new(config)


def now(game: sc.Game) -> Step | None:
    d = game.view(None).decision
    return None if d is None else (d.kind, d.seat, d.actor)


def choice(game: sc.Game) -> bool:
    """Whether the seat deciding now has anything but ``pass`` to choose from."""
    d = game.view(None).decision
    return d is not None and any(t != "pass" for t in texts(game, d.seat))


def play(game: sc.Game, script: list[str]) -> list[Step]:
    """Apply each action of ``script`` for the seat deciding at that moment; return the decisions
    met, as (kind, seat, actor), one for each action applied."""
    met: list[Step] = []
    for text in script:
        step = now(game)
        assert step is not None, f"the game stopped before {text!r}"
        met.append(step)
        game.apply(step[1], text)
    return met


def decisions_until(game: sc.Game, stop: str, answer: str = "pass") -> list[Step]:
    """Answer every decision with ``answer`` until one of kind ``stop`` comes; return those met."""
    met: list[Step] = []
    while (step := now(game)) is not None and step[0] != stop:
        met.append(step)
        game.apply(step[1], answer)
    return met


# == I-1: the response window after a declared action =========================================


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_i1_four_players_responders_from_the_actives_left_and_a_snipe_restarts_the_window(rules: str) -> None:
    """I-1.3: "Responders are every other player, in clockwise order from the active player's
    left." I-1.4: "After every effect resolves, the window restarts with the next player. It closes
    when all players pass in a row." The initiator here is seat 2 ([000:268] turn order). Both
    editions: the 2012 rules differ nowhere on interrupts (docs/variants.md, ED-18)."""
    g = game_of(
        4,
        rules=rules,
        round=1,
        initiator=2,
        players=[
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["scavenger", "shovel", "brawler"]},
            {"hand": ["sniper_team", "refugee"]},
        ],
    )
    assert now(g) == ("turn", 2, None)
    met = play(g, ["dig scavenger+shovel brawler", "pass", "snipe 2:brawler", "pass", "pass", "pass"])
    assert met == [
        ("turn", 2, None),
        ("respond", 3, 2),
        ("respond", 0, 2),  # snipes: the window restarts with the next player
        ("respond", 1, 2),
        ("respond", 3, 2),  # seat 3 passed before the snipe: asked again
        ("respond", 0, 2),  # the sniper too, until all pass in a row
    ]
    # the window is closed: the dig goes on (or is offered to go on) for seat 2 only
    step = now(g)
    assert step is not None
    assert step[1] == 2
    assert step[0] in ("resume", "keep")


def test_i1_five_players_the_window_wraps_around_from_the_actives_left() -> None:
    """I-1.3/I-1.4 with five players and the initiator at seat 3: 4, 0, 1, ...; after seat 1's snipe
    the window goes on from seat 2 and asks 4, 0, 1 again, until all four pass in a row."""
    filler = {"hand": ["sniper_team", "refugee"]}
    g = game_of(
        5,
        round=1,
        initiator=3,
        players=[filler, filler, filler, {"hand": ["hunter", "spear", "scavenger"]}, filler],
    )
    met = play(g, ["hunt hunter+spear scavenger", "pass", "pass", "snipe 3:scavenger", "pass", "pass", "pass", "pass"])
    assert [(k, s) for k, s, _ in met] == [
        ("turn", 3),
        ("respond", 4),
        ("respond", 0),
        ("respond", 1),  # snipes: seat 2 has not been asked yet
        ("respond", 2),
        ("respond", 4),
        ("respond", 0),
        ("respond", 1),
    ]
    assert all(actor == 3 for kind, _, actor in met if kind == "respond")
    step = now(g)
    assert step is not None
    assert step[1] == 3
    assert step[0] != "respond"


def test_i1_two_players_the_only_responder_may_answer_again_after_her_own_snipe() -> None:
    """I-1.4: "Each responder may play any number of eligible cards, one at a time ... It closes
    when all players pass in a row." With two players the next responder is the sniper herself."""
    g = game_of(
        2,
        round=1,
        players=[{"hand": ["scavenger", "shovel", "brawler"]}, {"hand": ["sniper_team", "sniper_team", "refugee"]}],
    )
    met = play(g, ["dig scavenger+shovel brawler", "snipe 0:scavenger", "snipe 0:brawler"])
    assert met == [("turn", 0, None), ("respond", 1, 0), ("respond", 1, 0)]


def test_i8_the_active_player_is_never_asked_to_answer_her_own_action() -> None:
    """I-1.3 ("every other player") and I-8: she "may not snipe or disarm opponents' ordinary cards
    on her own turn"; S-14: "Snipes never target one's own cards". Her sniper in hand gives her no
    respond decision on her own dig."""
    g = game_of(
        3,
        round=1,
        players=[
            {"hand": ["scavenger", "shovel", "sniper_team", "saboteur"]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ],
    )
    g.apply(0, "dig scavenger+shovel")
    met = decisions_until(g, "keep")
    assert all(seat != 0 for kind, seat, _ in met if kind == "respond")
    assert [s for k, s, _ in met if k == "respond"] == [1, 2]


# == I-2: the interrupted action goes on or is aborted =========================================


def test_i2_an_aborted_action_can_be_declared_again_and_opens_a_fresh_window() -> None:
    """I-2: after the window closes the active player continues or aborts; "(b) Abort: all
    remaining cards return to hand. The action type is not used up and may be declared again this
    turn" [000:488]. Declaring it again opens a new window, from the active player's left (I-1)."""
    g = game_of(
        3,
        round=1,
        players=[
            {"hand": ["scavenger", "shovel", "brawler", "refugee"]},
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["sniper_team", "refugee"]},
        ],
    )
    met = play(g, ["dig scavenger+shovel", "snipe 0:scavenger", "pass", "pass"])
    assert met == [("turn", 0, None), ("respond", 1, 0), ("respond", 2, 0), ("respond", 1, 0)]
    assert now(g) == ("resume", 0, 0)
    assert "abort" in texts(g, 0)
    g.apply(0, "abort")
    assert now(g) == ("turn", 0, None)
    assert "dig brawler+shovel" in texts(g, 0)
    met = play(g, ["dig brawler+shovel", "pass", "pass"])
    assert met == [("turn", 0, None), ("respond", 1, 0), ("respond", 2, 0)]
    assert now(g) == ("keep", 0, None)


def test_i2_continue_after_a_disarm_counts_the_action_as_used() -> None:
    """I-2 (a): "Continue with the remaining declared cards ... The action then counts as used"
    (each action once a round, [000:184])."""
    g = game_of(
        3,
        round=1,
        players=[
            {"hand": ["scavenger", "shovel", "brawler"]},
            {"hand": ["saboteur", "refugee"]},
            {"hand": ["refugee"]},
        ],
    )
    met = play(g, ["dig scavenger+shovel brawler", "disarm 0:shovel", "pass", "pass"])
    assert [(k, s) for k, s, _ in met] == [("turn", 0), ("respond", 1), ("respond", 2), ("respond", 1)]
    assert now(g) == ("resume", 0, 0)
    assert set(texts(g, 0)) >= {"continue", "abort"}
    g.apply(0, "continue")
    assert now(g) == ("keep", 0, None)
    g.apply(0, "keep none")
    assert not any(t.startswith("dig") for t in texts(g, 0))


# == I-4: the save window =========================================================================


def test_i4_save_window_from_the_targets_owner_then_response_window_resumes_after_the_sniper() -> None:
    """I-4: the save window "starts with the target's owner, then runs clockwise from her"; "The
    first save played cancels the snipe." I-1.4: after the effect the response window "restarts
    with the next player" after the sniper. Four players, initiator seat 1, sniper seat 3."""
    g = game_of(
        4,
        HQ3 - {"hq2", "hq3"},
        round=1,
        initiator=1,
        players=[
            {"hand": ["medic", "refugee"]},
            {"hand": ["scavenger", "shovel", "medic"]},
            {"hand": ["medic", "sniper_team"]},
            {"hand": ["sniper_team", "medic"]},
        ],
    )
    met = play(g, ["dig scavenger+shovel", "pass", "snipe 1:scavenger", "pass", "pass", "pass", "save medic"])
    assert met == [
        ("turn", 1, None),
        ("respond", 2, 1),
        ("respond", 3, 1),
        ("save", 1, 1),  # the owner first (she is the active player)
        ("save", 2, 1),
        ("save", 3, 1),  # the sniper may save too: "Any player may save"
        ("save", 0, 1),  # the first save ends the save window
    ]
    assert now(g) == ("respond", 0, 1)  # the response window goes on after the sniper (seat 3)
    rest = decisions_until(g, "keep", answer="pass")
    assert rest == [("respond", 0, 1), ("respond", 2, 1), ("respond", 3, 1)]
    # the saved scavenger still digs: nothing was struck, the dig resolves for seat 1
    assert now(g) == ("keep", 1, None)


def test_i4_a_leader_snipe_on_the_snipers_own_turn_asks_the_leaders_owner_first() -> None:
    """L-13: a leader snipe is declared on the attacker's own RG turn; "Any medic may save". I-4:
    the save window starts with the target's owner and runs clockwise from her, the sniper (the
    active player) included."""
    g = game_of(
        3,
        HQ3 | {"hq4"},
        round=1,
        players=[
            {"hand": ["sniper_team", "medic"], "leader": "leader_butcher"},
            {"hand": ["medic", "refugee"], "leader": "leader_ranger"},
            {"hand": ["medic", "refugee"], "leader": "leader_cannibal"},
        ],
    )
    met = play(g, ["snipe 2:leader_cannibal", "pass", "pass", "pass"])
    assert met == [("turn", 0, None), ("save", 2, 2), ("save", 0, 2), ("save", 1, 2)]
    assert now(g) == ("turn", 0, None)
    assert g.view(None).seats[2].wounded


# == R-1, I-6, I-10: rounds 1-2 against round 3 ===================================================


@pytest.mark.parametrize(
    ("rules", "initiators"),
    [("2015", [0, 0, 0, 1, 2]), ("2012", [0, 1, 2, 0, 1])],
)
def test_r1_ed1_turns_commits_and_initiators_through_five_rounds(rules: str, initiators: list[int]) -> None:
    """[000:146] "No Skirmish until the Third Round" and R-1 ("There is no commitment step in rounds
    1-2"); [000:158] each player commits right after her own gathering, before the next player's
    turn; ED-1 (2015: the initiator keeps the card for rounds 1-3) and docs/variants.md (2012: it
    passes every round); turns go clockwise from the initiator [000:268]."""
    g = game_of(3, rules=rules, round=1, players=[{"hand": ["brawler"]}] * 3)
    per_round: dict[int, list[tuple[str, int]]] = {}
    seen: dict[int, int] = {}
    while (view := g.view(None)).round <= 5 and view.decision is not None:
        d = view.decision
        seen.setdefault(view.round, view.initiator)
        per_round.setdefault(view.round, []).append((d.kind, d.seat))
        g.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert [seen[r] for r in range(1, 6)] == initiators
    for r in range(1, 6):
        first = initiators[r - 1]
        order = [(first + i) % 3 for i in range(3)]
        if r <= 2:
            assert per_round[r] == [("turn", s) for s in order]
        else:
            assert per_round[r] == [x for s in order for x in (("turn", s), ("commit", s))]


def test_i6_i10_round_three_committed_snipers_answer_later_turns_but_not_the_initiators() -> None:
    """I-10: during the initiator's turn nobody has committed, every other player answers from
    her hand. I-6/[000:476]: later, "cards set apart for a skirmish are considered to be in hand":
    a player whose only cards are committed is still asked, and snipes from them (the committed
    count shrinks, publicly)."""
    g = game_of(
        3,
        round=3,
        players=[
            {"hand": ["scavenger", "shovel", "refugee"]},
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["scout", "refugee"]},
        ],
    )
    met = play(g, ["dig scavenger+shovel", "pass", "pass", "keep none", "end", "commit refugee"])
    assert met[:3] == [("turn", 0, None), ("respond", 1, 0), ("respond", 2, 0)]
    # seat 1 commits everything: her hand is empty, her force holds the sniper
    play(g, ["end", "commit sniper_team brawler"])
    assert g.view(None).seats[1].hand_count == 0
    assert g.view(None).seats[1].committed_count == 2
    assert now(g) == ("turn", 2, None)
    g.apply(2, "draw scout")
    asked: list[int] = []
    while (step := now(g)) is not None and step[0] == "respond" and step[1] != 1:
        asked.append(step[1])
        g.apply(step[1], "pass")
    assert now(g) == ("respond", 1, 2)  # seat 0 (empty hand, empty force) may be skipped
    assert set(asked) <= {0}
    snipe = [t for t in texts(g, 1) if t.startswith("snipe") and t.endswith("2:scout")]
    assert snipe
    g.apply(1, snipe[0])
    assert g.view(None).seats[1].committed_count == 1


# == X-4, X-6: cancel windows for recon ===========================================================


def test_x4_the_first_cancel_ends_the_recon_window() -> None:
    """X-4: "The order is clockwise from the active player's left. The first cancel ends the
    window." [003:86]; the spy is discarded and its owner draws 1 [003:72]."""
    g = game_of(
        3,
        {"recon1"},
        round=1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["refugee"]},
            {"hand": ["scouting_refugee", "sniper_team"], "deck": ["refugee"]},
            {"hand": ["scouting_refugee", "sniper_team"], "deck": ["refugee"]},
        ],
    )
    met = play(g, ["spy 2:hand", "cancel scouting_refugee"])
    assert met == [("turn", 0, None), ("respond", 1, 0)]
    assert now(g) == ("turn", 0, None)  # seat 2 is not asked
    assert not any(k.source == "spy" for k in g.view(0).knowledge)


def test_x6_only_the_spied_players_guard_may_cancel_and_the_window_keeps_seat_order() -> None:
    """X-4: "A guard may cancel too, but only if the recon targets that guard owner's cards",
    scouting refugees anyone's; asked clockwise from the spy's owner's left [003:123]."""
    g = game_of(
        4,
        {"recon1", "recon2"},
        round=1,
        players=[
            {"hand": ["spy", "refugee"], "deck": ["refugee"]},
            {"hand": ["guard", "refugee"], "deck": ["refugee"]},
            {"hand": ["guard", "refugee"], "deck": ["refugee"]},
            {"hand": ["scouting_refugee", "refugee"], "deck": ["refugee"]},
        ],
    )
    g.apply(0, "spy 2:hand")
    assert now(g) == ("respond", 1, 0)
    assert "cancel guard" not in texts(g, 1)
    g.apply(1, "pass")
    assert now(g) == ("respond", 2, 0)
    assert "cancel guard" in texts(g, 2)
    g.apply(2, "pass")
    assert now(g) == ("respond", 3, 0)
    assert "cancel scouting_refugee" in texts(g, 3)


def test_i3_a_binocular_recon_opens_a_cancel_window_only() -> None:
    """I-3: a "binocular or scout-tower recon (cancel window only)"; L-7: the Fanatic targets "one
    card (person, tool or medicine)" of the declaration; binoculars are an instant [003:31]. So
    in the window of a binoculars recon only the scouting refugee's cancel may be offered: the
    Fanatic holder has nothing to answer with."""
    g = game_of(
        3,
        HQ3 | {"recon1"},
        round=1,
        players=[
            {"hand": ["binoculars", "scavenger"], "leader": "leader_butcher"},
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["refugee", "scouting_refugee"], "leader": "leader_ranger"},
        ],
    )
    g.apply(0, "scout binoculars")
    offered: dict[int, list[str]] = {}
    while (step := now(g)) is not None and step[0] == "respond":
        offered[step[1]] = texts(g, step[1])
        g.apply(step[1], "pass")
    assert offered.get(2) == ["pass", "cancel scouting_refugee"]
    assert not any(t.startswith("lead") for t in offered.get(1, [])), offered.get(1)


# == L-7: the Fanatic; X-6: the guard answers the Fanatic ====================================


def test_l7_fanatic_in_others_windows_only_once_a_round_and_the_targets_guard_answers_it() -> None:
    """L-7: the Fanatic is used "during another player's RG (in that player's response window) or on
    the Fanatic owner's skirmish turn. Not on her own RG turn", once per round; "A guard can cancel
    it in RG" (X-6: only the owner of the card it targets). After the effect the window goes on
    from the next player (I-1.4)."""
    g = game_of(
        3,
        HQ3 | {"recon2"},
        round=1,
        players=[
            {"hand": ["scavenger", "shovel", "guard"], "deck": ["refugee"], "leader": "leader_butcher"},
            {"hand": ["refugee", "refugee", "scavenger", "spear"], "leader": "leader_fanatic"},
            {"hand": ["scout", "refugee"], "leader": "leader_ranger"},
        ],
    )
    met = play(g, ["dig scavenger+shovel", "lead refugee 0:shovel", "cancel guard", "pass", "pass"])
    assert met == [
        ("turn", 0, None),
        ("respond", 1, 0),
        ("respond", 0, 1),  # only the target's owner, with her guard
        ("respond", 2, 0),  # the window goes on after the Fanatic's owner
        ("respond", 1, 0),
    ]
    step = now(g)
    assert step is not None
    assert step[1] == 0
    while (step := now(g)) is not None and step[1] == 0:
        g.apply(0, "keep none" if step[0] == "keep" else ("continue" if step[0] == "resume" else "end"))
    # seat 1's own turn: the Fanatic is not offered (nothing of hers to target anyway)
    assert now(g) == ("turn", 1, None)
    assert not any(t.startswith("lead refugee 0:") or t.startswith("lead refugee 2:") for t in texts(g, 1))
    g.apply(1, "hunt scavenger+spear")
    assert now(g) != ("respond", 1, 1)
    while (step := now(g)) is not None and step[0] == "respond":
        g.apply(step[1], "pass")
    g.apply(1, "end")
    # seat 2's draw: the Fanatic was used this round, seat 1 has no answer left
    g.apply(2, "draw scout")
    while (step := now(g)) is not None and step[0] == "respond":
        assert not any(t.startswith("lead") for t in texts(g, step[1])), step
        g.apply(step[1], "pass")


def test_i3_a_hire_paid_with_medicine_alone_is_answerable_only_by_the_fanatic() -> None:
    """I-3: "In a hire, medicine cards may be targeted only by the Fanatic, not by snipe or
    disarm" (L-7: the Fanatic targets "person, tool or medicine"). Without a Fanatic, nobody may
    answer such a hire (docs/view.md: it asks nobody); with one, her owner is asked."""
    hands = [
        {"hand": ["pills", "refugee"]},
        {"hand": ["sniper_team", "saboteur", "refugee"]},
        {"hand": ["sniper_team", "saboteur", "refugee"]},
    ]
    base = game_of(3, round=1, players=hands)
    base.apply(0, "hire hunter pay pills")
    step = now(base)
    assert step is not None
    assert step[0] != "respond"
    leaders = ["leader_butcher", "leader_fanatic", "leader_ranger"]
    hq = game_of(3, HQ3, round=1, players=[{**h, "leader": ld} for h, ld in zip(hands, leaders, strict=True)])
    hq.apply(0, "hire hunter pay pills")
    assert now(hq) == ("respond", 1, 0)
    assert [t for t in texts(hq, 1) if t != "pass"] == ["lead refugee 0:pills"]


# == L-15, ED-20: the Yardmaster ===================================================================


def test_ed20_the_yardmaster_answers_in_others_windows_once_a_round() -> None:
    """ED-20/L-15: "Once per round, usable at any time, including other players' turns"; used in
    seat 0's window, it is offered nowhere else that round, and again the next round."""
    g = game_of(
        3,
        HQ3 | {"recon5"},
        round=1,
        players=[
            {"hand": ["scavenger", "shovel"], "leader": "leader_butcher"},
            {"hand": ["scout", "refugee"], "leader": "leader_yardmaster"},
            {"hand": ["refugee", "sniper_team"], "leader": "leader_ranger"},
        ],
    )
    g.apply(0, "dig scavenger+shovel")
    assert now(g) == ("respond", 1, 0)
    assert "yard" in texts(g, 1)
    g.apply(1, "yard")
    step = now(g)
    assert step is not None
    assert step[1] == 1
    g.apply(1, "yard bottom")
    round_one: list[str] = []
    while g.view(None).round == 1 and (step := now(g)) is not None:
        if step[1] == 1:
            round_one += texts(g, 1)
        g.apply(step[1], {"turn": "end", "keep": "keep none", "resume": "continue"}.get(step[0], "pass"))
    assert "yard" not in round_one
    step = now(g)
    assert step is not None
    assert g.view(None).round == 2
    while (step := now(g)) is not None and step[1] != 1:
        g.apply(step[1], {"turn": "end"}.get(step[0], "pass"))
    assert "yard" in texts(g, 1)


def test_l15_the_yardmaster_may_be_used_in_the_skirmish() -> None:
    """L-15: the Yardmaster is "Usable at any time, including other players' turns and the
    skirmish"; ED-20 and [003:284] "This action may be taken at any time during the round". Her
    owner, whose force holds only a refugee and who has not used it this round, must be offered
    it at some decision of the skirmish."""
    g = game_of(
        3,
        HQ3 | {"recon5"},
        round=4,
        initiator=1,
        players=[
            {"hand": ["refugee", "brawler"], "leader": "leader_butcher"},
            {"hand": ["brawler", "sniper_team"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_yardmaster"},
        ],
    )
    play(g, ["end", "commit brawler sniper_team", "end", "commit refugee", "end", "commit refugee brawler"])
    offered = False
    while g.view(None).round == 4 and (step := now(g)) is not None:
        assert step[0] in ("skirmish", "save", "respond"), step
        if step[1] == 2 and "yard" in texts(g, 2):
            offered = True
            break
        g.apply(step[1], "pass")
    assert offered, "the Yardmaster's owner was never offered it during the skirmish"


# == S-7, I-4, I-5: the skirmish's turns ===========================================================


def test_s7_four_player_skirmish_from_the_initiator_one_opportunity_each() -> None:
    """[000:268] "starting with the initiator ... Play then passes to the next player in clockwise
    order"; [000:492] "each player in turn order (beginning with the initiator) only gets one
    opportunity". Initiator seat 3: opportunities 3, 0, 1, 2, none twice."""
    hands = [{"hand": ["sniper_team", "brawler"]} for _ in range(4)]
    g = game_of(4, round=5, initiator=3, players=hands)
    for _ in range(4):
        step = now(g)
        assert step is not None
        g.apply(step[1], "end")
        g.apply(step[1], "commit brawler sniper_team")
    met = decisions_until(g, "turn")
    assert [(k, s) for k, s, _ in met] == [("skirmish", 3), ("skirmish", 0), ("skirmish", 1), ("skirmish", 2)]
    assert g.view(None).round == 6


def test_s7_i4_a_player_whose_turn_passed_still_saves_and_the_sniper_keeps_her_opportunity() -> None:
    """S-7: "A player whose turn has passed cannot act again, even in response, except to save
    (I-4)"; the sniper "may ... activate any number of her snipers" in her one opportunity, so
    after the save window she is asked again, then play passes on. Initiator seat 1."""
    g = game_of(
        3,
        {"hq1"},
        round=4,
        initiator=1,
        players=[
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["medic", "brawler"]},
            {"hand": ["sniper_team", "sniper_team", "brawler"]},
        ],
    )
    play(g, ["end", "commit medic brawler", "end", "commit sniper_team sniper_team brawler", "end"])
    g.apply(0, "commit brawler sniper_team")
    trace: list[Step] = []
    while (step := now(g)) is not None and g.view(None).round == 4:
        if choice(g):
            trace.append(step)
        if step == ("skirmish", 2, None) and "snipe 0:brawler" in texts(g, 2):
            g.apply(2, "snipe 0:brawler")
        elif step[0] == "save" and step[1] == 1:
            g.apply(1, "save medic")
        else:
            g.apply(step[1], "pass")
    assert trace == [
        ("skirmish", 2, None),  # seat 1, the initiator, has nothing to use but a save
        ("save", 1, 0),  # her turn has passed, she still saves
        ("skirmish", 2, None),  # back to the sniper's own opportunity
        ("skirmish", 0, None),
    ]


def test_s10_tear_gas_only_on_its_owners_skirmish_turn_and_opens_no_save_window() -> None:
    """[003:241-248] tear gas: "Used only in the skirmish"; "declared during your turn within the
    skirmish phase"; "This is not a snipe attack, and thus cannot be blocked by a save action"
    (S-10). Not offered in gathering, nor in another player's window."""
    g = game_of(
        3,
        {"hq1", "recon4"},
        round=4,
        initiator=1,
        players=[
            {"hand": ["brawler", "medic"]},
            {"hand": ["tear_gas", "brawler", "medic"]},
            {"hand": ["medic", "scout"]},
        ],
    )
    assert not any(t.startswith("gas") for t in texts(g, 1))
    play(g, ["end", "commit tear_gas brawler medic", "draw scout"])
    while (step := now(g)) is not None and step[0] == "respond":
        assert not any(t.startswith("gas") for t in texts(g, step[1]))
        g.apply(step[1], "pass")
    play(g, ["end", "commit medic", "end", "commit brawler medic"])
    assert now(g) == ("skirmish", 1, None)
    assert "gas 0:brawler" in texts(g, 1)
    g.apply(1, "gas 0:brawler")
    step = now(g)
    assert step is None or step[0] != "save"
    # nobody else has anything to use: the skirmish is over, seat 0's brawler fought 0
    fights = {e.seat: tuple(e.values) for e in g.log(None) if e.round == 4 and e.type.value == "skirmish_totals"}
    assert fights[0][1] == 0


# == I-3, I-9, X-6: which declarations open a window, and how deep chains go ====================


@pytest.mark.parametrize(
    "declaration",
    ["draw courier scout", "drill drill_sergeant", "build engineer", "lead refugee"],
)
def test_i3_the_newer_declarations_open_a_window_from_the_actives_left(declaration: str) -> None:
    """I-3: a window opens after "dig, draw, hunt, hire, schematics dig (build), ..., drill
    sergeant, demolition team, courier, Organizer", asked clockwise from the active player's left
    (I-1.3); the Organizer's refugee play is the declaration of her draw [000:705-707]."""
    g = game_of(
        3,
        HQ3 | {"recon3"},
        round=1,
        players=[
            {
                "hand": ["refugee", "scout", "drill_sergeant", "courier", "engineer"],
                "deck": ["junk"] * 6,
                "discard": ["junk"],
                "leader": "leader_organizer",
            },
            {"hand": ["sniper_team", "refugee"], "leader": "leader_ranger"},
            {"hand": ["sniper_team", "refugee"], "leader": "leader_cannibal"},
        ],
    )
    g.apply(0, declaration)
    assert now(g) == ("respond", 1, 0)
    g.apply(1, "pass")
    assert now(g) == ("respond", 2, 0)


def test_i9_a_guards_cancel_of_a_snipe_closes_the_snipe_and_no_save_follows() -> None:
    """I-9: "Cancels and saves cannot themselves be cancelled or saved against"; the guard cancels
    a snipe "aimed at the guard owner's cards" (X-6); the cancel ends the snipe, so nobody is asked
    to save, and the response window goes on after the sniper (I-1.4)."""
    g = game_of(
        3,
        HQ3 | {"recon2"},
        round=1,
        players=[
            {"hand": ["scavenger", "shovel", "guard"], "deck": ["refugee"], "leader": "leader_butcher"},
            {"hand": ["sniper_team", "medic"], "leader": "leader_ranger"},
            {"hand": ["medic", "sniper_team"], "leader": "leader_cannibal"},
        ],
    )
    met = play(g, ["dig scavenger+shovel", "snipe 0:scavenger", "cancel guard"])
    assert met == [("turn", 0, None), ("respond", 1, 0), ("save", 0, 0)]
    assert now(g) == ("respond", 2, 0)
    assert "snipe 0:scavenger" in texts(g, 2)


def test_x6_s7_in_the_skirmish_no_guard_cancel_and_no_fanatic_out_of_turn() -> None:
    """X-6: "A guard cannot act in the skirmish"; S-7: a player whose turn has passed "cannot act
    again, even in response, except to save" (the Fanatic is used "on the Fanatic owner's skirmish
    turn", L-7). Initiator seat 0 (the Fanatic) passes; seat 2 snipes seat 1's guard: only a save
    is offered to seat 1, and seat 0 gets no second chance."""
    g = game_of(
        3,
        HQ3 | {"recon2"},
        round=4,
        players=[
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["guard", "medic", "brawler"], "leader": "leader_butcher"},
            {"hand": ["refugee", "sniper_team", "brawler"], "leader": "leader_ranger"},
        ],
    )
    play(g, ["end", "commit refugee brawler", "end", "commit guard medic brawler", "end"])
    g.apply(2, "commit refugee sniper_team brawler")
    assert now(g) == ("skirmish", 0, None)
    assert any(t.startswith("lead refugee") for t in texts(g, 0))
    g.apply(0, "pass")
    assert now(g) == ("skirmish", 2, None)
    g.apply(2, "snipe 1:guard")
    assert now(g) == ("save", 1, 1)
    assert "cancel guard" not in texts(g, 1)
    assert "save medic" in texts(g, 1)
    g.apply(1, "pass")
    while (step := now(g)) is not None and g.view(None).round == 4:
        if step[1] == 0:
            assert not any(t.startswith("lead") for t in texts(g, 0)), step
        g.apply(step[1], "pass")


def test_h7_a_bunker_holder_with_an_empty_hand_is_asked_and_retrieves_mid_window() -> None:
    """[000:629-631] "During another player's turn, the only building which a player may access is
    the bunker. For example: a sniper team could be retrieved from a player's bunker and used
    during another player's turn in order to interrupt that player's resource gathering action";
    I-10: "Every other player's full hand, plus her bunker, is available for responses"."""
    g = game_of(
        3,
        {"hq1", "hq2"},
        round=1,
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": [], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["refugee"]},
        ],
    )
    g.apply(0, "dig scavenger+shovel")
    assert now(g) == ("respond", 1, 0)
    assert "retrieve bunker sniper_team" in texts(g, 1)
    g.apply(1, "retrieve bunker sniper_team")
    assert now(g) == ("respond", 1, 0)  # still her answer in the same window
    g.apply(1, "snipe 0:scavenger")
    rest = decisions_until(g, "resume")
    assert [(k, s) for k, s, _ in rest if k == "respond"][:1] == [("respond", 2)]


def test_i4_s7_a_later_player_who_saves_still_takes_her_own_skirmish_opportunity() -> None:
    """I-4: any player may save, "from her committed cards" / in the skirmish from her force; S-7:
    each player still gets her one opportunity in turn order [000:492]. Seat 2 saves seat 1's
    brawler from the initiator's snipe, then takes her own turn with her sniper."""
    g = game_of(
        3,
        {"hq1"},
        round=4,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["medic", "sniper_team", "brawler"]},
        ],
    )
    play(g, ["end", "commit sniper_team brawler", "end", "commit brawler refugee", "end"])
    g.apply(2, "commit medic sniper_team brawler")
    trace: list[Step] = []
    moves = {("skirmish", 0): "snipe 1:brawler", ("save", 2): "save medic", ("skirmish", 2): "snipe 0:brawler"}
    while g.view(None).round == 4 and (step := now(g)) is not None:
        if choice(g):
            trace.append(step)
        g.apply(step[1], moves.pop((step[0], step[1]), "pass"))
    assert trace[:3] == [("skirmish", 0, None), ("save", 2, 1), ("skirmish", 2, None)]
    # seat 2's own snipe opens a save window for seat 0's brawler: nobody has a medic left to use
    assert all(step[0] != "skirmish" or step[1] != 0 for step in trace[1:])


def test_000_158_266_commits_are_counted_in_public_and_revealed_together() -> None:
    """[000:158] "She then places her remaining cards in her play area, face down, and announces
    the number of cards"; [000:266] "All players simultaneously reveal the cards" once all have
    gathered. Until the last commit nobody's force is shown, only its size."""
    g = game_of(
        3,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["brawler"]}, {"hand": ["scout"]}],
    )
    play(g, ["end", "commit brawler spear", "end", "commit brawler", "end"])
    assert now(g) == ("commit", 2, None)
    for viewer in (None, 1, 2):
        seats = g.view(viewer).seats
        assert seats[0].committed_count == 2
        assert seats[1].committed_count == 1
        assert seats[0].force is None
        assert seats[1].force is None
    assert g.view(1).committed == ("brawler",)
    assert g.view(2).committed == ()
    assert sorted(g.view(0).committed) == ["brawler", "spear"]
    # the last commit reveals every force at once; the skirmish, with nothing to use, resolves
    g.apply(2, "commit scout")
    totals = {e.seat for e in g.log(None) if e.round == 3 and e.type.value == "skirmish_totals"}
    assert totals == {0, 1, 2}


def test_x4_i6_a_spy_on_a_committed_force_is_cancelled_from_committed_cards_first_seat_on_the_left() -> None:
    """[003:71] "The card that cancels a spy can be revealed from committed cards, hand, or bunker";
    X-4: asked "clockwise from the active player's left"; X-26: the replacement card goes to the
    hand, never into the force. Round 3, seat 2 spies on seat 1's force: seat 0 is asked first."""
    g = game_of(
        3,
        {"recon1"},
        round=3,
        players=[
            {"hand": ["brawler", "scouting_refugee"], "deck": ["refugee"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["refugee"]},
            {"hand": ["spy", "refugee"], "deck": ["refugee"]},
        ],
    )
    play(g, ["end", "commit brawler scouting_refugee", "end", "commit scouting_refugee brawler"])
    met = play(g, ["spy 1:force", "pass"])
    assert met == [("turn", 2, None), ("respond", 0, 2)]
    assert now(g) == ("respond", 1, 2)
    assert "cancel scouting_refugee" in texts(g, 1)
    g.apply(1, "cancel scouting_refugee")
    assert now(g) == ("turn", 2, None)
    seat = g.view(None).seats[1]
    assert seat.committed_count == 1
    assert seat.hand_count == 1


def test_x6_a_demolition_is_answered_clockwise_and_only_the_buildings_owner_may_guard() -> None:
    """I-3: a demolition team opens a response window (it may be sniped), asked clockwise from the
    active player's left; X-6: the guard cancels "a Demolition reset of her building", so only the
    building's owner is offered the guard."""
    g = game_of(
        3,
        HQ3 | {"hq4", "recon2", "recon4"},
        round=1,
        players=[
            {"hand": ["demolition_team", "refugee"], "deck": ["refugee"] * 3, "leader": "leader_butcher"},
            {"hand": ["sniper_team", "guard"], "deck": ["refugee"], "leader": "leader_ranger"},
            {
                "hand": ["guard", "sniper_team"],
                "deck": ["refugee"],
                "leader": "leader_cannibal",
                "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}],
            },
        ],
    )
    g.apply(0, "demolish 2:bunker")
    assert now(g) == ("respond", 1, 0)
    assert "snipe 0:demolition_team" in texts(g, 1)
    assert "cancel guard" not in texts(g, 1)
    g.apply(1, "pass")
    assert now(g) == ("respond", 2, 0)
    assert {"snipe 0:demolition_team", "cancel guard"} <= set(texts(g, 2))


def test_i4_five_player_skirmish_save_window_runs_clockwise_from_the_sniped_owner() -> None:
    """I-4: the save window "starts with the target's owner, then runs clockwise from her"; in the
    skirmish every player with a medic in her force may save (S-7), whether her turn has passed
    (seat 2, the initiator) or not (seats 4, 0, 1). Seat 3 snipes seat 0's brawler."""
    hands = [["brawler", "medic"], ["brawler", "medic"], ["brawler", "medic"], ["sniper_team", "brawler"]]
    hands.append(["brawler", "medic"])
    g = game_of(5, {"hq1"}, round=4, initiator=2, players=[{"hand": h} for h in hands])
    for seat in (2, 3, 4, 0, 1):
        assert now(g) == ("turn", seat, None)
        g.apply(seat, "end")
        g.apply(seat, "commit " + " ".join(hands[seat]))
    assert now(g) == ("skirmish", 3, None)  # seat 2 has nothing to use on her own turn
    g.apply(3, "snipe 0:brawler")
    asked: list[int] = []
    while (step := now(g)) is not None and step[0] == "save":
        if choice(g):
            asked.append(step[1])
        g.apply(step[1], "pass")
    assert asked == [0, 1, 2, 4]


def test_i4_i6_a_committed_medic_saves_in_gathering_and_the_window_goes_on_after_the_sniper() -> None:
    """I-4: "Any player may save with a medic ... from her committed cards (during RG)", the save
    window from the target's owner clockwise; I-6: the committed count shrinks; I-1.4: the response
    window then restarts with the player after the sniper."""
    g = game_of(
        3,
        {"hq1"},
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["medic", "brawler"]},
            {"hand": ["scavenger", "shovel", "medic"]},
        ],
    )
    play(g, ["end", "commit sniper_team brawler", "end", "commit medic brawler"])
    met = play(g, ["dig scavenger+shovel", "snipe 2:scavenger", "pass", "pass", "save medic"])
    assert met == [("turn", 2, None), ("respond", 0, 2), ("save", 2, 2), ("save", 0, 2), ("save", 1, 2)]
    assert g.view(None).seats[1].committed_count == 1
    assert g.view(None).seats[0].committed_count == 1
    assert now(g) == ("respond", 1, 2)


@pytest.mark.parametrize("round_", [1, 2])
def test_r1_in_rounds_1_2_a_player_whose_turn_is_over_still_answers_from_her_hand(round_: int) -> None:
    """R-1: "There is no commitment step in rounds 1-2; unused cards are discarded at the end of
    the round" and "RG interrupts ... are allowed in rounds 1-2"; I-1.3: responders are every other
    player, clockwise from the active player's left. Seat 0 ended her turn holding a sniper."""
    g = game_of(
        3,
        round=round_,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["refugee"]},
        ],
    )
    met = play(g, ["end", "dig scavenger+shovel", "pass"])
    assert met == [("turn", 0, None), ("turn", 1, None), ("respond", 2, 1)]
    assert now(g) == ("respond", 0, 1)
    assert "snipe 1:scavenger" in texts(g, 0)
