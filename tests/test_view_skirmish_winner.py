"""``View.skirmish_winner``: once the forces are revealed, who would win if nothing more happened.

Each case builds a table by hand, works out from the rulebooks' words which seat would take the
contested resource (or that none would: a deadlock), asserts that every seat's view and the
spectator's name it alike, then lets every remaining opportunity pass and asserts the skirmish
resolves as the figure said. Before the reveal, and in the solo game, the figure is ``None``.
Twin tables that differ only in cards no one may see give the same figure (docs/view.md).

A seat with something to use in the skirmish (a sniper team, tear gas, a provocateur) is given
to each table: where nobody has anything to use, the skirmish resolves at once, and no view of
the revealed forces is ever drawn."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rich.console import Console

import scavengers as sc
from helpers import pass_skirmish, pass_windows, skirmish_winner, solo_game, stacked_table
from scavengers.engine.core.events import EventType
from scavengers.tui.render import seats_panel

RECON2 = frozenset({"recon2"})
RECON4 = frozenset({"recon4"})
RECON24 = frozenset({"recon2", "recon4"})
ALL_MODULES = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})


def table(hands: list[list[str]], modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked table, round 3 (a skirmish round), seat 0 the initiator, empty decks."""
    return stacked_table(hands, modules, decks=[[] for _ in hands], **scenario)


def named(game: sc.Game) -> int | None:
    """The skirmish winner every view names (a revealed force is public: they must agree)."""
    players = game.view(None).players
    seen = {game.view(v).skirmish_winner for v in (None, *range(players))}
    assert len(seen) == 1, seen
    (winner,) = seen
    return winner


def revealed(game: sc.Game) -> bool:
    """Whether the forces are revealed, as the View says it: every seat's ``strength`` is set."""
    strengths = [s.strength for s in game.view(None).seats]
    assert all(s is None for s in strengths) or all(s is not None for s in strengths)
    return strengths[0] is not None


def commit(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given, checking that no view names a winner
    before the reveal, until the skirmish asks a seat (the forces then revealed)."""
    start = game.round
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish":
            break
        assert not revealed(game)
        assert named(game) is None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            assert d.kind in ("respond", "save"), d
            game.apply(d.seat, "pass")
    asked = game.view(None).decision
    assert asked is not None
    assert asked.kind == "skirmish"
    assert revealed(game)


def resolved(game: sc.Game) -> int | None:
    """Every remaining opportunity passes; the skirmish's winner from the public log."""
    start = game.round
    pass_skirmish(game)
    assert game.over or game.round == start + 1
    return skirmish_winner(game)


def check(game: sc.Game, commits: dict[int, str], expected: int | None) -> None:
    """Commit, see ``expected`` named in every view once revealed, and see it win (or the
    deadlock) once every opportunity passes."""
    commit(game, commits)
    assert named(game) == expected
    assert resolved(game) == expected


# -- 2 players: win by 2, or it is a tie -------------------------------------------------------


def test_two_players_a_margin_of_one_is_a_tie() -> None:
    """[000:116]: "Skirmishes must be won by 2. If not, then it is a tie"; RULINGS V-2. Seat 1:
    brawler 2 + scavenger 1 = 3; seat 0: brawler 2 + sniper team = 2. 3 against 2: a tie, no
    one takes the contested resource (ED-6)."""
    game = table([["brawler", "sniper_team"], ["brawler", "scavenger"]])
    check(game, {0: "commit brawler sniper_team", 1: "commit brawler scavenger"}, None)


def test_two_players_a_margin_of_two_wins() -> None:
    """[000:116] (V-2): a margin of 2 wins. Seat 1: brawler 2 + scout 2 = 4 against seat 0's
    brawler 2 + sniper team = 2: seat 1."""
    game = table([["brawler", "sniper_team"], ["brawler", "scout"]])
    check(game, {0: "commit brawler sniper_team", 1: "commit brawler scout"}, 1)


def test_two_players_the_number_of_people_is_no_longer_relevant() -> None:
    """[000:115]: "The number of tribe members a player brings to a skirmish is no longer
    relevant" (V-2: people never matter). Seat 0: brawler 2 + sniper team (2 people) + refugee:
    fight 2, 4 people; seat 1: scout 2, 1 person. A tie: nobody wins (with 3 players seat 0
    would, on people)."""
    game = table([["brawler", "sniper_team", "refugee"], ["scout"]])
    check(game, {0: "commit brawler refugee sniper_team", 1: "commit scout"}, None)


def test_two_players_a_force_of_tools_alone_counts_as_fight_0() -> None:
    """V-2: "a participant without hasFight ... is treated as fight 0"; [000:188] a tool needs a
    member with the base ability, so spear and grenade alone fight nothing (S-1, S-3). Seat 1:
    spear + grenade: 0; seat 0: provocateur 1 (not announced). A margin of 1: a tie."""
    game = table([["provocateur"], ["spear", "grenade"]], RECON2)
    check(game, {0: "commit provocateur", 1: "commit grenade spear"}, None)


def test_two_players_nobody_committing_against_fight_2_loses() -> None:
    """V-2: a player who did not commit counts as fight 0 (S-1). Seat 0: brawler 2 +
    provocateur 1 (not announced) = 3 against nothing: a margin of 3, seat 0 wins."""
    game = table([["brawler", "provocateur"], ["scout"]], RECON2)
    check(game, {0: "commit brawler provocateur"}, 0)


# -- 3 or more players: the highest fight, then people ----------------------------------------


def test_three_players_the_highest_fight_wins() -> None:
    """[000:268]: "the player with the highest fight value wins". Seat 1: scout 2 + scavenger 1
    = 3; seat 0: brawler 2 + sniper team (3 people) = 2; seat 2: scavenger 1. Seat 1, though
    seat 0 brings more people."""
    game = table([["brawler", "sniper_team"], ["scout", "scavenger"], ["scavenger"]])
    check(game, {0: "commit brawler sniper_team", 1: "commit scavenger scout", 2: "commit scavenger"}, 1)


def test_three_players_a_margin_of_one_wins() -> None:
    """[000:268]: the highest fight wins; the win by 2 is only "When Playing with only Two
    Players" [000:111-116]. Seat 1: brawler 2 + scavenger 1 = 3 against seat 0's 2: seat 1."""
    game = table([["brawler", "sniper_team"], ["brawler", "scavenger"], []])
    check(game, {0: "commit brawler sniper_team", 1: "commit brawler scavenger"}, 1)


def test_a_tie_on_fight_goes_to_the_most_people() -> None:
    """[000:274]: "In the event of a tie, each player sums the number of people ... the player
    with the most people involved wins". Seat 0: brawler 2 + sniper team (2 people) = 2, 3
    people; seat 1: scout 2, 1 person. Seat 0."""
    game = table([["brawler", "sniper_team"], ["scout"], ["scavenger"]])
    check(game, {0: "commit brawler sniper_team", 1: "commit scout", 2: "commit scavenger"}, 0)


def test_people_break_a_tie_only_between_the_tied_forces() -> None:
    """[000:274] (RULINGS S-2: "among the tied top players only"). Seats 0 and 1 tie on fight 3
    (brawler 2 + scavenger 1; scout 2 + scavenger 1), 2 people each; seat 2's sniper team and
    tribe family 3 (fight 0, 5 people) are not in the tie: still tied on people, a deadlock."""
    game = table([["brawler", "scavenger"], ["scout", "scavenger"], ["tribe_family_3", "sniper_team"]])
    commits = {0: "commit brawler scavenger", 1: "commit scavenger scout", 2: "commit sniper_team tribe_family_3"}
    check(game, commits, None)


def test_a_full_tie_is_a_deadlock() -> None:
    """[000:274]: "If players are still tied, then the skirmish is considered a deadlock",
    the contested resource into the junkyard (ED-6). Seat 0: brawler 2 + sniper team = 2, 3
    people; seat 1: scout 2 + refugee + refugee = 2, 3 people."""
    game = table([["brawler", "sniper_team"], ["scout", "refugee", "refugee"], []])
    check(game, {0: "commit brawler sniper_team", 1: "commit refugee refugee scout"}, None)
    assert any(e.type is EventType.DEADLOCK for e in game.log(None))


# -- no fight -----------------------------------------------------------------------------------


def test_a_fight_of_0_beats_no_fight_at_all() -> None:
    """[000:418-420]: "A fight value of 0 is superior to no ability to fight at all. The player
    with a fight of 0 would win". Seat 1: tribe family 3 (fight 0, 3 people); seat 0: sniper
    team + 2 refugees (no fight, 4 people); seat 2: nothing. Seat 1, with fewer people."""
    game = table([["sniper_team", "refugee", "refugee"], ["tribe_family_3"], []])
    check(game, {0: "commit refugee refugee sniper_team", 1: "commit tribe_family_3"}, 1)


def test_a_force_of_tools_alone_has_no_fight_and_no_people() -> None:
    """[000:188] a tool needs a member with the base ability: spear + grenade alone have no
    fight and 0 people (RULINGS S-1, S-3). Seat 0: 3 refugees (no fight, 3 people); seat 2: a
    sniper team (no fight, 2 people). None fights, so people decide [000:414-416]: seat 0; the
    tools' +5 counts for nothing."""
    game = table([["refugee", "refugee", "refugee"], ["spear", "grenade"], ["sniper_team"]])
    check(game, {0: "commit refugee refugee refugee", 1: "commit grenade spear", 2: "commit sniper_team"}, 0)


def test_no_fight_and_equal_people_is_a_deadlock() -> None:
    """[000:422-424]: "no one brings any fight value and everyone ties for the number of people
    ... It is a tie." Seat 0: sniper team (2 people); seat 1: refugee + refugee (2 people);
    seat 2: spear. None fights: tied on 2 people, a deadlock (S-1)."""
    game = table([["sniper_team"], ["refugee", "refugee"], ["spear"]])
    check(game, {0: "commit sniper_team", 1: "commit refugee refugee", 2: "commit spear"}, None)


# -- the rogue ------------------------------------------------------------------------------------


def test_a_rogue_takes_a_tie_for_highest_fight_over_the_people_count() -> None:
    """[003:143-144]: "If a skirmish ends with a tie for highest fight score, the first player
    in turn order with a rogue ... automatically wins"; "a higher order of precedence than the
    number of tribe members" (RULINGS S-2, S-9). Seat 1: scout 2 + scavenger 1 + refugee = 3, 3
    people; seat 2: rogue 1 + brawler 2 = 3, 2 people. People would give seat 1; the rogue, seat 2."""
    game = table([["brawler", "sniper_team"], ["scout", "scavenger", "refugee"], ["rogue", "brawler"]], RECON2)
    commits = {0: "commit brawler sniper_team", 1: "commit refugee scavenger scout", 2: "commit brawler rogue"}
    check(game, commits, 2)


def test_a_rogue_wins_a_tie_it_is_not_in() -> None:
    """[003:145]: "It is not necessary that the player using the rogue be involved in the tie"
    (S-9). Seats 1 and 2 tie on 3 (scout 2 + scavenger 1; brawler 2 + scavenger 1); seat 0's
    rogue 1 + sniper team = 1 is behind: seat 0 wins."""
    game = table([["rogue", "sniper_team"], ["scout", "scavenger"], ["brawler", "scavenger"]], RECON2)
    check(game, {0: "commit rogue sniper_team", 1: "commit scavenger scout", 2: "commit brawler scavenger"}, 0)


def test_no_tie_for_highest_fight_no_rogue() -> None:
    """[003:151] Example 1: with one highest fight "the rogue ability does not trigger". Seat 1:
    brawler 2 + scout 2 = 4; seats 0 and 2 tie on 1 below it, seat 0 with a rogue: seat 1."""
    game = table([["rogue", "sniper_team"], ["brawler", "scout"], ["scavenger"]], RECON2)
    check(game, {0: "commit rogue sniper_team", 1: "commit brawler scout", 2: "commit scavenger"}, 1)


def test_two_players_a_rogue_takes_a_margin_of_one() -> None:
    """RULINGS V-2: "A rogue triggers on any 2-player tie, i.e. a margin of 0 or 1". Seat 0:
    rogue 1 + sniper team = 1; seat 1: brawler 2. A tie, and seat 0's rogue takes it."""
    game = table([["rogue", "sniper_team"], ["brawler"]], RECON2)
    check(game, {0: "commit rogue sniper_team", 1: "commit brawler"}, 0)


def test_the_first_rogue_in_turn_order_from_the_initiator_wins() -> None:
    """[003:143, 148] (S-9: "the first player from the initiator clockwise"). Seat 1 is the
    initiator; seats 0 and 2 hold rogues, all tied on fight 3: seat 2 comes before seat 0."""
    hands = [["rogue", "brawler"], ["scout", "scavenger", "sniper_team"], ["rogue", "brawler"]]
    game = table(hands, RECON2, initiator=1)
    commits = {0: "commit brawler rogue", 1: "commit scavenger scout sniper_team", 2: "commit brawler rogue"}
    check(game, commits, 2)


def test_a_sniped_rogue_breaks_no_tie() -> None:
    """[003:147]: "Your rogue can be targeted by a snipe action"; a sniped card adds nothing
    (S-4). Seat 2's rogue would take the tie on 3 with seat 1; seat 0 (brawler + two sniper
    teams: 2) snipes it: seat 2 falls to brawler 2, and seat 1 wins alone. The figure follows
    the snipe at once, while seat 0 may still use her second sniper team."""
    game = table([["brawler", "sniper_team", "sniper_team"], ["scout", "scavenger"], ["rogue", "brawler"]], RECON2)
    commits = {0: "commit brawler sniper_team sniper_team", 1: "commit scavenger scout", 2: "commit brawler rogue"}
    commit(game, commits)
    assert named(game) == 2
    game.apply(0, "snipe 2:rogue")
    pass_windows(game)
    assert named(game) == 1
    assert resolved(game) == 1


# -- tear gas and the provocateur -------------------------------------------------------------


def test_tear_gas_changes_the_winner() -> None:
    """[003:244-246]: tear gas sets one opponent member's fight to 0 (S-10). Seat 1: brawler 2 +
    scavenger 1 = 3 wins against seat 0's scout 2 + tear gas + sniper team (kept for later);
    seat 0 gasses the brawler: seat 1 has 1 against 2, and seat 0 wins."""
    game = table([["scout", "tear_gas", "sniper_team"], ["brawler", "scavenger"], []], RECON4)
    commit(game, {0: "commit scout sniper_team tear_gas", 1: "commit brawler scavenger"})
    assert named(game) == 1
    game.apply(0, "gas 1:brawler")
    pass_windows(game)
    assert named(game) == 0
    assert resolved(game) == 0


def test_tear_gas_indirectly_counters_a_rogue() -> None:
    """[003:250]: "Tear gas can indirectly counter a rogue by breaking a tied skirmish". Seat 1
    (scout 2 + scavenger 1 = 3) and seat 2 (rogue 1 + brawler 2 = 3) tie: the rogue takes it.
    Seat 0 (scout 2 + tear gas + a sniper team kept for later) gasses seat 2's brawler: seat 2
    has 1, seat 1 wins alone."""
    game = table([["scout", "tear_gas", "sniper_team"], ["scout", "scavenger"], ["rogue", "brawler"]], RECON24)
    commit(game, {0: "commit scout sniper_team tear_gas", 1: "commit scavenger scout", 2: "commit brawler rogue"})
    assert named(game) == 2
    game.apply(0, "gas 2:brawler")
    pass_windows(game)
    assert named(game) == 1
    assert resolved(game) == 1


def test_a_provocateur_changes_the_winner() -> None:
    """[003:129-131] (S-8): announced, the fight is the force's size. Seat 0: provocateur +
    tribe family 5 + sniper team (kept for later): fight 1, 8 people; seat 1: brawler 2 + scout
    2 = 4 wins until seat 0 announces: 8 against 4, seat 0."""
    game = table([["provocateur", "tribe_family_5", "sniper_team"], ["brawler", "scout"], []], RECON2)
    commit(game, {0: "commit provocateur sniper_team tribe_family_5", 1: "commit brawler scout"})
    assert named(game) == 1
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert named(game) == 0
    assert resolved(game) == 0


def test_two_players_a_provocateur_must_still_win_by_2() -> None:
    """[003:129-131] with [000:116] (V-2: "The provocateur still works"). Seat 0: provocateur +
    2 refugees + sniper team (kept for later): size 1 + 1 + 1 + 2 = 5; seat 1: brawler 2 +
    scout 2 = 4. Announced: 5 against 4, a margin of 1: a tie, where before it seat 1 won by 3."""
    game = table([["provocateur", "refugee", "refugee", "sniper_team"], ["brawler", "scout"]], RECON2)
    commit(game, {0: "commit provocateur refugee refugee sniper_team", 1: "commit brawler scout"})
    assert named(game) == 1
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    assert named(game) is None
    assert resolved(game) is None


def test_a_snipe_changes_the_winner() -> None:
    """[000:268]: the remaining fight is summed once the actions are resolved; a sniped
    person adds nothing (S-4). Seat 1: brawler 2 + scout 2 = 4 against seat 0's brawler 2 +
    scavenger 1 + two sniper teams = 3. Seat 0 snipes the scout: 2 against 3, seat 0."""
    game = table([["brawler", "scavenger", "sniper_team", "sniper_team"], ["brawler", "scout"], []])
    commit(game, {0: "commit brawler scavenger sniper_team sniper_team", 1: "commit brawler scout"})
    assert named(game) == 1
    game.apply(0, "snipe 1:scout")
    pass_windows(game)
    assert named(game) == 0
    assert resolved(game) == 0


# -- public, and never before the reveal --------------------------------------------------------


def test_never_named_before_the_reveal_nor_after_the_round() -> None:
    """[000:266]: "All players simultaneously reveal the cards that they have saved": before
    that no force is known, so no winner is named (and ``strength`` is ``None``: docs/view.md).
    After the skirmish, the next round's views name none either."""
    game = table([["brawler", "sniper_team"], ["brawler", "scout"], []])
    commit(game, {0: "commit brawler sniper_team", 1: "commit brawler scout"})  # checks before
    assert named(game) == 1
    resolved(game)
    assert not revealed(game)
    assert named(game) is None


def test_a_rogue_in_hand_or_deck_breaks_no_tie_and_twins_agree() -> None:
    """[003:143]: only "a rogue in the skirmish" wins a tie. Twin tables, seats 1 and 2 tied on
    3: in one, seat 1 keeps a rogue in hand and seat 2 has one in her deck; in the other,
    refugees. Cards no one else may see change no figure: the people tie-break gives seat 1 (3
    people against 2) in both, in every view."""
    figures = []
    for hidden in (["rogue"], ["refugee"]):
        hands = [["brawler", "sniper_team"], ["scout", "scavenger", "refugee", *hidden], ["brawler", "scavenger"]]
        decks = [[], [], hidden]
        game = stacked_table(hands, RECON2, decks=decks)
        commits = {0: "commit brawler sniper_team", 1: "commit refugee scavenger scout", 2: "commit brawler scavenger"}
        commit(game, commits)
        figures.append(named(game))
        assert resolved(game) == 1
    assert figures == [1, 1]


def test_twin_games_differing_only_in_hidden_cards_name_the_same_winner() -> None:
    """docs/view.md: the figure rests on the revealed forces alone. Random games played to a
    revealed skirmish, their hidden cards (hands, decks, junkyard, contested pile) reshuffled
    for another seat's knowledge (``determinize``): every view names the same winner in the
    twin as in the game."""
    checked = 0
    for seed in range(40):
        if checked >= 12:
            break
        game = sc.Game.new(sc.GameConfig(players=2 + seed % 4, seed=seed, modules=ALL_MODULES))
        rng = random.Random(seed)
        while not game.over:
            view = game.view(None)
            assert view.decision is not None
            if view.decision.kind == "skirmish":
                twin = game.determinize(view.decision.seat, seed)
                assert named(twin) == named(game)
                checked += 1
                break
            seat = view.decision.seat
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert checked >= 5


# -- the figure is the resolution -----------------------------------------------------------------


@pytest.mark.slow
def test_the_figure_is_the_winner_when_every_opportunity_passes() -> None:
    """[000:268]: once every action is declared the forces are totalled and the winner takes
    the contested resource. At every skirmish decision of random games (2-5 players, every
    module: leaders, buildings, decoys, rogues, provocateurs, tear gas), a copy in which
    everyone passes from there resolves to the figure every view named."""
    compared = 0
    for seed in range(100):
        players = 2 + seed % 4
        game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=ALL_MODULES))
        rng = random.Random(seed)
        steps = 0
        while not game.over and steps < 3000:
            steps += 1
            view = game.view(None)
            assert view.decision is not None
            if view.decision.kind == "skirmish":
                copy = game.clone()
                expected = named(copy)
                assert resolved(copy) == expected
                compared += 1
            seat = view.decision.seat
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert compared >= 30


# -- the solo game ------------------------------------------------------------------------------


def test_the_solo_game_names_no_winner() -> None:
    """[003:314-349]: the solo player fights one opponent force, ranked apart (RULINGS V-6:
    ``solo.outcome``; ``skirmish.winner`` would rank the player alone). The figure stays
    ``None`` there, though the forces are revealed (docs/view.md)."""
    game = solo_game(["brawler", "grenade", "sniper_team"], [["scavenger", "refugee"], ["junk"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler grenade sniper_team")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "skirmish"
    assert view.seats[0].strength is not None
    assert view.opponent is not None
    assert view.opponent.strength is not None
    assert view.skirmish_winner is None
    assert game.view(None).skirmish_winner is None


# -- the terminal -------------------------------------------------------------------------------


def table_text(view: sc.View, width: int = 160) -> str:
    console = Console(width=width, record=True)
    console.print(seats_panel(view, [f"Seat {s}" for s in range(view.players)]))
    return console.export_text()


def force_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if "force:" in line or "now" in line]


def test_the_terminal_says_wins_now_beside_the_winning_force_only() -> None:
    """The seats panel: "wins now" beside the strength of the force ``skirmish_winner`` names
    (seat 1: brawler 2 + scout 2 = 4, [000:268]), and beside no other."""
    game = table([["brawler", "sniper_team"], ["brawler", "scout"], []])
    commit(game, {0: "commit brawler sniper_team", 1: "commit brawler scout"})
    text = table_text(game.view(2))
    assert text.count("wins now") == 1
    assert "(fight 4, 2 people) · wins now" in text
    assert "deadlock now" not in text


def test_the_terminal_says_deadlock_now_when_no_force_would_win() -> None:
    """[000:116] (V-2): 3 against 2 with 2 players is a tie: "deadlock now" beside each force's
    strength, "wins now" nowhere; readable at 60 columns (no word cut)."""
    game = table([["brawler", "sniper_team"], ["brawler", "scavenger"]])
    commit(game, {0: "commit brawler sniper_team", 1: "commit brawler scavenger"})
    text = table_text(game.view(0))
    assert "wins now" not in text
    assert text.count("deadlock now") == 2
    narrow = " ".join(table_text(game.view(0), width=60).split())
    assert narrow.count("deadlock now") == 2


def test_the_terminal_marks_nothing_before_the_reveal_or_in_solo() -> None:
    """Before the reveal no force is shown and nothing is named; the solo game's fight is not
    ranked by ``skirmish_winner`` (V-6), so no "deadlock now" is claimed there."""
    game = table([["brawler", "sniper_team"], ["brawler", "scout"], []])
    game.apply(0, "end")
    game.apply(0, "commit brawler sniper_team")
    text = table_text(game.view(0))
    assert "now" not in text.replace("to act", "")
    solo = solo_game(["brawler", "grenade", "sniper_team"], [["scavenger", "refugee"], ["junk"]])
    for notation in ("end", "engage 1", "commit brawler grenade sniper_team"):
        solo.apply(0, notation)
    solo_text = table_text(solo.view(0))
    assert "deadlock now" not in solo_text
    assert "wins now" not in solo_text
