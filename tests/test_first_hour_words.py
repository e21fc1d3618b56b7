"""A first hour without traps (issue 21), the words and figures under the terminal game: the
engine's figure for committing the whole hand, the tribe scored as it stands, every skirmish's
result with its reason, and grammar from the catalogue's names."""

from __future__ import annotations

import random

import scavengers as sc
from helpers import pass_windows, table, to_skirmish
from scavengers.bots import make_agent, run_game
from scavengers.engine import Event, EventType
from scavengers.text import a_card, describe, people_words, result_reason, skirmish_events
from test_rules_recon2 import recon_table as recon2_table
from test_rules_recon4 import recon_table as recon4_table

NAMES = ["Seat 0", "Seat 1", "Seat 2"]


def fought(hands: list[list[str]], commits: dict[int, str]) -> tuple[sc.Game, list[Event]]:
    """A round-3 skirmish at a stacked table: every seat commits as given, then passes."""
    players = [{"hand": hand} for hand in hands]
    game = table(len(hands), round=3, initiator=0, players=players, contested=["grenade", "wolf_pack"])
    to_skirmish(game, commits)
    while (decision := game.view(None).decision) is not None and decision.kind == "skirmish":
        game.apply(decision.seat, "pass")
    return game, skirmish_events(game.log(None), 3)


def solo(hand: list[str], opponents: list[list[str]]) -> sc.Game:
    return table(1, players=[{"hand": hand, "deck": ["junk"] * 5}], opponents=opponents)


# -- the engine's figures ------------------------------------------------------------------------


def test_the_hand_figure_is_the_force_committing_everything_makes_ruling_s3() -> None:
    # RULINGS S-3: a force's fight is its persons' fight with one tool each; its people count.
    game = table(3, round=3, initiator=0, players=[{"hand": ["brawler", "spear", "refugee", "junk"]}, {}, {}])
    game.apply(0, "end")
    mine = game.view(0)
    assert mine.decision == sc.Decision("commit", 0)
    assert mine.hand_strength == sc.ForceStrength(True, 4, 2)  # brawler 2 + spear 2; 2 people
    assert all(game.view(viewer).hand_strength is None for viewer in (None, 1, 2))  # hers alone
    game.apply(0, "commit brawler spear refugee junk")
    assert game.view(0).committed_strength == mine.hand_strength  # what the force then fights with
    assert game.view(0).hand_strength is None  # only at her commit decision


def test_every_hand_figure_is_what_committing_it_all_gives() -> None:
    # Over whole random games: the figure equals the committed force's, read after the commit.
    for players, seed in ((3, 11), (4, 12), (2, 13)):
        game = sc.Game.new(sc.GameConfig(players=players, seed=seed))
        rng = random.Random(seed)
        checked = 0
        while not game.over:
            seat = game.to_act[0]
            view = game.view(seat)
            if view.decision is not None and view.decision.kind == "commit" and view.hand:
                ahead = game.clone()
                ahead.apply(seat, "commit " + " ".join(view.hand))
                committed = ahead.view(seat).committed_strength
                if committed is None:  # the skirmish resolved at once: its totals say
                    totals = [
                        e.values for e in ahead.log(None) if e.type is EventType.SKIRMISH_TOTALS and e.seat == seat
                    ]
                    committed = sc.ForceStrength(bool(totals[-1][0]), totals[-1][1], totals[-1][2])
                assert view.hand_strength == committed
                checked += 1
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert checked


def test_a_tribe_scored_as_it_stands_counts_every_zone_ruling_f1() -> None:
    # RULINGS F-1: the tribe is every person card a player owns, in every zone.
    mine = {"hand": ["thugs", "spear"], "deck": ["refugee", "refugee"], "discard": ["tribe_family_3"]}
    game = table(3, round=1, initiator=0, players=[mine, {"hand": ["brawler"]}, {}])
    score = game.score(0)
    assert (score.people, score.contested, score.cards) == (3 + 1 + 1 + 3, 1, 5)
    assert game.score(1).people == 1


def test_the_score_as_it_stands_is_the_final_score_once_over_ruling_v7() -> None:
    for config in (sc.GameConfig(players=3, seed=5), sc.GameConfig(players=1, seed=5)):
        game = sc.Game.new(config)
        run_game(game, [make_agent("heuristic", s) for s in range(config.players)])
        assert game.result is not None
        assert [game.score(s) for s in range(config.players)] == list(game.result.scores)
    # RULINGS V-7: in the solo game a contested resource scores 2, any other card 1.
    start = solo(["brawler", "wolf_pack"], [["thugs"]]).score(0)
    assert start.points == 2 + 5 + 1  # wolf pack, 5 junk in the deck, the brawler


# -- the result of every skirmish and why -------------------------------------------------------


def test_a_won_skirmish_says_which_fights_were_compared() -> None:
    _, events = fought([["brawler", "spear"], ["brawler"], []], {0: "commit brawler spear", 1: "commit brawler"})
    assert result_reason(events, 3, NAMES) == "fight 4 beats fight 2"


def test_a_tie_on_fight_says_the_people_decided_ruling_s2() -> None:
    # RULINGS S-2: tied on fight, the force with the most people wins.
    _, events = fought([["brawler", "refugee"], ["brawler"], []], {0: "commit brawler refugee", 1: "commit brawler"})
    won = [e for e in events if e.type is EventType.SKIRMISH_WON]
    assert won[0].seat == 0
    assert result_reason(events, 3, NAMES) == "tied on fight 2: 2 people beat 1, the people tie-break"


def test_a_tie_broken_by_a_rogue_says_so_ruling_s9() -> None:
    # [003:151]: Sarah and Betty tie for first after Linda's disarm; Linda's rogue wins.
    carol, sarah, betty, linda = 0, 1, 2, 3
    game = recon2_table(
        4,
        round=3,
        initiator=carol,
        players=[{}, {"hand": ["brawler", "spear"]}, {"hand": ["brawler", "refugee"]}, {"hand": ["rogue", "saboteur"]}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {sarah: "commit brawler spear", betty: "commit brawler refugee", linda: "commit rogue saboteur"})
    game.apply(linda, "disarm 1:spear")
    pass_windows(game)
    events = skirmish_events(game.log(None), 3)
    assert [e.seat for e in events if e.type is EventType.SKIRMISH_WON] == [linda]
    assert result_reason(events, 4) == "tied on fight 2: the Rogue breaks the tie"


def test_a_two_player_skirmish_says_the_margin_ruling_v2() -> None:
    _, events = fought([["brawler", "spear"], ["brawler"]], {0: "commit brawler spear", 1: "commit brawler"})
    assert result_reason(events, 2, NAMES) == "fight 4 vs fight 2: ahead by 2 or more"


def test_a_skirmish_after_tear_gas_says_so_ruling_s10() -> None:
    game = recon4_table(
        round=3,
        players=[{"hand": ["brawler", "tear_gas"]}, {"hand": ["thugs", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler tear_gas", 1: "commit thugs sniper_team"})
    game.apply(0, "gas 1:thugs")
    game.apply(1, "pass")
    pass_windows(game)
    events = skirmish_events(game.log(None), 3)
    reason = result_reason(events, 3, NAMES)
    assert reason.startswith("fight 2 beats fight 0")  # the Thugs gassed: fight 0, 5 people
    assert reason.endswith("; tear gas: Seat 1's Thugs fights with 0")


def test_a_lost_solo_fight_says_why_and_an_empty_hand_had_no_force_ruling_v6() -> None:
    game = solo(["brawler", "spear", "junk"], [["thugs", "rifle", "wolf_pack"], ["tribe_family_3"]])
    for text in ("end", "engage 1", "commit brawler spear junk"):
        game.apply(0, text)
    while (decision := game.view(0).decision) is not None and decision.kind == "skirmish":
        game.apply(0, "pass")
    assert result_reason(skirmish_events(game.log(0), 1), 1, ["Seat 0 (you)"]) == "fight 5 beats fight 4"
    empty = solo(["scavenger"], [["thugs", "rifle"], ["tribe_family_3"]])
    for text in ("hunt scavenger", "end", "engage 1"):
        empty.apply(0, text)
    events = skirmish_events(empty.log(0), 1)
    assert any(e.type is EventType.SKIRMISH_LOST for e in events)
    assert result_reason(events, 1, ["Seat 0 (you)"]) == "fight 5 beats no force"


def test_a_skirmish_nobody_fought_says_so() -> None:
    _, events = fought([["junk"], ["junk"], []], {})
    assert any(e.type is EventType.DEADLOCK for e in events)
    assert result_reason(events, 3, NAMES) == "nobody committed a force"


# -- grammar ---------------------------------------------------------------------------------


def test_names_take_the_article_the_catalogue_name_needs() -> None:
    assert a_card("scavenger") == "a Scavenger"
    assert a_card("engineer") == "an Engineer"
    assert a_card("thugs") == "Thugs"
    assert a_card("tribal_hunters_3") == "Tribal Hunters (3 people)"
    assert a_card("tribe_family_3") == "a Tribe Family (3 people)"
    assert a_card("leader_mentor") == "The Mentor"
    hired = Event(EventType.HIRED, 1, 0, (), 3, text="thugs")
    assert describe(hired, NAMES) == "Seat 0 hires Thugs with 3 food."
    assert people_words(1) == "1 person"
    assert people_words(3) == "3 people"
    totals = Event(EventType.SKIRMISH_TOTALS, 3, 1, values=(1, 2, 1))
    assert describe(totals, NAMES) == "Seat 1: fight 2, 1 person."


def test_the_solo_game_ends_you_score_n_points() -> None:
    game = sc.Game.new(sc.GameConfig(players=1, seed=2))
    run_game(game, [make_agent("heuristic", 0)])
    assert game.result is not None
    over = [e for e in game.log(0) if e.type is EventType.GAME_OVER]
    points = game.result.scores[0].points
    assert describe(over[-1], ["Seat 0 (you)"], viewer=0) == f"Game over: You score {points} points."
    assert describe(over[-1], ["Seat 0 (heuristic)"]) == f"Game over: Seat 0 (heuristic) scores {points} points."
    assert "Nobody" not in describe(over[-1])


def test_her_committed_force_is_said_face_down_until_the_reveal() -> None:
    from rich.console import Console

    from scavengers.tui.render import secrets_panel

    def panel(game: sc.Game) -> str:
        console = Console(width=120, record=True)
        console.print(secrets_panel(game.view(0)))
        return console.export_text()

    hands = [["brawler", "spear"], ["sniper_team", "refugee"], []]
    game = table(3, round=3, initiator=0, players=[{"hand": hand} for hand in hands])
    game.apply(0, "end")
    game.apply(0, "commit brawler spear")
    assert "Your committed force (face down): Brawler, Spear" in panel(game)
    to_skirmish(game, {1: "commit refugee sniper_team"})
    assert game.view(0).seats[0].force is not None  # revealed, the sniper still to answer
    assert "Your committed force (revealed): Brawler, Spear" in panel(game)
