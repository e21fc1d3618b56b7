"""An eleventh blind audit: RUNNING OUT. What the rules say when something is empty or too small.

Written only from the rulebooks (the 2015 base + HQ rulebook cited as [000:LINE], Recon as
[003:LINE]), `shared/RULINGS.md` (ruling IDs), the card data (`shared/cards.tsv`) and the public
API (README.md, docs/scenarios.md, docs/view.md), without reading the engine's source. Each test
stacks a table, plays it through the public API and asserts what the rulebook requires when a
deck, a discard pile, the junkyard, a mercenary stack, the contested pile, a hand, a skirmish
force, the schematics pile, the leader pile or the solo game's opponent forces run out.

Card figures used (cards.tsv): scout draw 2, fight 2; scavenger dig/draw/hunt/fight 1; brawler
dig 1, fight 2; shovel dig +2, fight +1; spear hunt +1, fight +2; hunter costs 1 med; engineer
dig 2; bunker build time 5, pharmacy 2; courier draw 3 (discard 2 drawn per courier); drill
sergeant dig 2; sniper team no fight, 2 people; refugee no fight, 1 person.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    apply_and_pass,
    end_gathering,
    finish_round,
    pass_windows,
    play_out,
    refused,
    skirmish_winner,
    texts,
    zone_counter,
    zone_kinds,
)

BASE: frozenset[str] = frozenset()
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
R1 = frozenset({"recon1"})
R3 = frozenset({"recon3"})
R5 = frozenset({"recon5"})
# Six deck cards per seat (kinds no test uses in a hand), so that a round's draw of 5 never
# reshuffles a discard pile unless the test means it to.
DECKS = [
    ["net"] * 4 + ["multitool"] * 2,
    ["pickaxe"] * 4 + ["multitool"] * 2,
    ["pills"] * 6,
    ["medkit"] * 6,
    ["junk"] * 6,
]


# ---------------------------------------------------------------------------------------------
# helpers


def new_game(
    seats: list[dict[str, Any]],
    modules: frozenset[str] = BASE,
    *,
    round: int = 1,
    contested: list[str] | None = None,
    variants: frozenset[str] = frozenset(),
    **scenario: Any,
) -> sc.Game:
    """A stacked table: ``seats`` lists each seat's zones (a seat given no ``deck`` gets the
    filler deck of its number; ``"deck": []`` is an empty deck)."""
    players = []
    for seat, given in enumerate(seats):
        player = dict(given)
        player.setdefault("deck", list(DECKS[seat]))
        players.append(player)
    table = {
        "round": round,
        "initiator": 0,
        "players": players,
        "contested": ["grenade", "wolf_pack", "sled_team"] if contested is None else contested,
        **scenario,
    }
    config = sc.GameConfig(players=len(seats), seed=0, modules=modules, variants=variants, scenario=table)
    return sc.Game.new(config)


def solo(player: dict[str, Any], **scenario: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=1, seed=0, scenario={"players": [player], **scenario}))


def events(game: sc.Game, kind: sc.EventType, seat: int | None = None, viewer: int | None = None) -> list[sc.Event]:
    """The events of ``kind`` in ``viewer``'s log (a spectator's by default), of ``seat`` if given."""
    return [e for e in game.log(viewer) if e.type is kind and (seat is None or e.seat == seat)]


def kinds(cards: Any) -> Counter[str]:
    return Counter(card.kind for card in cards)


def deadlocked(game: sc.Game) -> bool:
    """Whether the last skirmish resolved was a deadlock (the resource went to the junkyard)."""
    return skirmish_winner(game) is None


def decisions_until_over(game: sc.Game, commits: dict[int, str]) -> list[tuple[str, int]]:
    """Play the round out as ``finish_round`` does and return every (kind, seat) decision asked."""
    asked: list[tuple[str, int]] = []
    start = game.round
    for _ in range(200):
        if game.over or game.round != start:
            return asked
        decision = game.view(None).decision
        assert decision is not None
        asked.append((decision.kind, decision.seat))
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, commits.get(decision.seat, "commit none"))
        else:
            game.apply(decision.seat, "pass")
    raise AssertionError("the round did not end")


# ---------------------------------------------------------------------------------------------
# a deck runs out in a draw: [000:125], [000:190], R-5, R-6


def test_a_draw_takes_the_whole_deck_before_shuffling_the_discard_pile_000_190() -> None:
    """[000:190]: "When a player needs to draw more cards than are available in her deck, she
    first draws all cards from her deck, then shuffles her discard pile to create a new deck
    and continues." A scout draws 2 from a deck of one medkit over a discard pile of 3 junk:
    the medkit is one of them, the other a junk, and 2 junk are left as the new deck."""
    game = new_game([{"hand": ["scout"], "deck": ["medkit"], "discard": ["junk"] * 3}, {}, {}])
    apply_and_pass(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"medkit": 1, "junk": 1})
    assert zone_kinds(game, "0:deck") == ["junk", "junk"]
    # the reshuffle took the 3 junk that lay there, not the scout that was drawing
    assert [e.count for e in events(game, sc.EventType.RESHUFFLED, 0)] == [3]
    assert zone_kinds(game, "0:discard") == ["scout"]


def test_r6_an_exactly_empty_deck_is_not_reshuffled_early() -> None:
    """R-6: the discard pile is shuffled into a new deck "only when a card must be drawn and the
    deck is empty. An exactly empty deck is not reshuffled early." A draw of 2 from a deck of 2
    leaves an empty deck and the discard pile where it was."""
    game = new_game([{"hand": ["scout"], "deck": ["medkit", "medkit"], "discard": ["junk"]}, {}, {}])
    apply_and_pass(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"medkit": 2})
    assert game.view(None).seats[0].deck_count == 0
    assert zone_counter(game, "0:discard") == Counter({"junk": 1, "scout": 1})
    assert events(game, sc.EventType.RESHUFFLED, 0) == []


def test_r6_a_card_discarded_earlier_in_the_turn_is_shuffled_into_the_new_deck_000_256() -> None:
    """R-6: "The discard includes cards discarded earlier in the same turn"; [000:256] "During
    Resource Gathering, cards are discarded after use". With no deck and no discard pile, a
    scavenger that hunted is the only card a later scout draw can find; the scout itself is in
    the play area while it draws [000:212] and is not shuffled in."""
    game = new_game([{"hand": ["scavenger", "scout"], "deck": []}, {}, {}])
    apply_and_pass(game, 0, "hunt scavenger")
    apply_and_pass(game, 0, "draw scout")
    assert game.view(0).hand == ("scavenger",)
    assert zone_kinds(game, "0:discard") == ["scout"]


def test_r5_a_draw_with_no_cards_left_anywhere_is_legal_and_draws_nothing() -> None:
    """R-5: a player who must draw with deck and discard pile both empty draws as many as exist
    and "the rest of the draw is lost ... It is never an error." The draw is taken (once a
    round [000:185]), the scout goes to the discard pile, the hand stays empty."""
    game = new_game([{"hand": ["scout"], "deck": []}, {}, {}])
    assert "draw scout" in texts(game, 0)
    apply_and_pass(game, 0, "draw scout")
    view = game.view(0)
    assert view.hand == ()
    assert sc.Verb.DRAW in view.seats[0].used
    assert zone_kinds(game, "0:discard") == ["scout"]
    assert texts(game, 0) == ["end"]


def test_the_round_draw_reshuffles_the_cards_of_the_round_just_played_000_124_125() -> None:
    """[000:124-125] Drawing phase: 1) discard all cards from the previous round, 2) draw 5,
    "shuffling the discard pile and adding it to the deck when her deck becomes exhausted".
    A deck of 2 medkits: the next round's hand is those 2 and then the brawler and spear she
    held this round; only 4 cards exist, so the hand is 4 (R-5)."""
    game = new_game([{"hand": ["brawler", "spear"], "deck": ["medkit", "medkit"]}, {}, {}])
    finish_round(game)
    assert game.round == 2
    assert Counter(game.view(0).hand) == Counter({"medkit": 2, "brawler": 1, "spear": 1})
    seat = game.view(None).seats[0]
    assert (seat.hand_count, seat.deck_count, seat.discard) == (4, 0, ())
    # the brawler and spear came back through the discard pile: discarded, then reshuffled
    assert [e.count for e in events(game, sc.EventType.RESHUFFLED, 0)] == [2]


def test_the_round_draw_takes_the_deck_first_then_continues_from_the_reshuffle_000_190() -> None:
    """[000:190] at the round's draw of 5: one medkit in the deck, six junk in the discard
    pile: the hand is the medkit and 4 junk, and 2 junk are the new deck."""
    game = new_game([{"hand": [], "deck": ["medkit"], "discard": ["junk"] * 6}, {}, {}])
    finish_round(game)
    assert Counter(game.view(0).hand) == Counter({"medkit": 1, "junk": 4})
    assert zone_kinds(game, "0:deck") == ["junk", "junk"]
    assert [e.count for e in events(game, sc.EventType.RESHUFFLED, 0)] == [6]


def test_r5_a_round_draw_with_nothing_left_gives_an_empty_hand_and_a_turn_that_can_only_end() -> None:
    """R-5: the round draw is no error when nothing is left: a player who trashed her only card
    [000:228] starts the next round with no hand; her turn still comes [000:132] and she may
    only end it."""
    game = new_game([{"hand": ["brawler"], "deck": []}, {}, {}])
    apply_and_pass(game, 0, "trash brawler")
    finish_round(game)
    assert game.round == 2
    assert game.view(None).decision == sc.Decision(kind="turn", seat=0, actor=None, verb=None)
    assert game.view(0).hand == ()
    assert texts(game, 0) == ["end"]


def test_the_table_sees_a_reshuffle_and_the_short_hand_it_leaves_but_not_its_cards() -> None:
    """What each player sees: the discard pile is face up [000:260] and hand and deck sizes are
    public (docs/view.md SeatView), so after a short round draw the others see the empty discard
    pile, the deck and hand counts and the reshuffle in the log, but not the cards drawn."""
    game = new_game([{"hand": ["brawler"], "deck": ["medkit"], "discard": ["junk", "junk"]}, {}, {}])
    finish_round(game)
    other = game.view(1).seats[0]
    assert (other.hand_count, other.deck_count, other.discard) == (4, 0, ())
    assert [(e.seat, e.count) for e in events(game, sc.EventType.RESHUFFLED, viewer=1)] == [(0, 3)]
    drawn = [e for e in events(game, sc.EventType.DREW, 0, viewer=1) if e.round == 2]
    assert drawn
    assert all(e.cards == () for e in drawn)
    assert any(e.cards for e in events(game, sc.EventType.DREW, 0, viewer=0) if e.round == 2)


def test_a_card_dug_face_down_leaves_the_hidden_part_of_the_discard_pile_when_reshuffled_000_262() -> None:
    """[000:262]: a dug card is tucked face down in the discard pile "until these cards are
    revealed". When the discard pile is shuffled into a new deck (deck empty, [000:190]) that
    card is no longer in the discard pile: nobody is shown a hidden discard card any more, and
    its owner draws it."""
    game = new_game([{"hand": ["brawler", "scout"], "deck": []}, {}, {}], junkyard=["rifle", "junk"])
    apply_and_pass(game, 0, "dig brawler")
    apply_and_pass(game, 0, "keep rifle")
    assert game.view(1).seats[0].discard_hidden_count == 1
    assert game.view(0).discard_hidden == ("rifle",)
    apply_and_pass(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"rifle": 1, "brawler": 1})
    assert game.view(1).seats[0].discard_hidden_count == 0
    assert game.view(0).discard_hidden == ()


# ---------------------------------------------------------------------------------------------
# the junkyard runs short or empty: [000:204], [000:228], [000:236], R-7, ED-14


def test_r7_a_dig_larger_than_the_junkyard_turns_up_only_what_is_there() -> None:
    """R-7: "Reveal min(dig, |JY|) cards." A dig of 3 (brawler + shovel) on a junkyard of 2
    turns up both, and the junkyard is empty while she looks."""
    game = new_game([{"hand": ["brawler", "shovel"]}, {}, {}], junkyard=["rifle", "junk"])
    apply_and_pass(game, 0, "dig brawler+shovel")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "keep"
    assert Counter(view.looking) == Counter({"rifle": 1, "junk": 1})
    assert view.junkyard_count == 0
    assert game.view(1).seats[0].looking_count == 2


def test_r7_cards_put_back_by_a_dig_are_not_dug_again_and_the_kept_one_is_gone() -> None:
    """R-7: "Everything is drawn before anything is returned, so returned cards cannot be
    re-drawn in the same dig"; [000:204] the rest go to the bottom. Keeping the rifle of a
    junkyard of 2 with a dig of 3 leaves exactly the junk there; the rifle is in her discard
    pile face down."""
    game = new_game([{"hand": ["brawler", "shovel"]}, {}, {}], junkyard=["rifle", "junk"])
    apply_and_pass(game, 0, "dig brawler+shovel")
    apply_and_pass(game, 0, "keep rifle")
    assert zone_kinds(game, "junkyard") == ["junk"]
    assert game.view(0).discard_hidden == ("rifle",)
    assert game.view(1).seats[0].discard_hidden_count == 1


def test_r7_digging_an_empty_junkyard_is_legal_yields_nothing_and_uses_the_dig() -> None:
    """R-7: "Digging an empty junkyard is legal but yields nothing; the action and cards are
    used up." No keep decision follows, the cards go to the discard pile [000:256] and dig is
    spent for the round [000:185]."""
    game = new_game([{"hand": ["brawler", "shovel", "scavenger"]}, {}, {}], junkyard=[])
    assert "dig brawler+shovel" in texts(game, 0)
    apply_and_pass(game, 0, "dig brawler+shovel")
    view = game.view(0)
    assert view.decision == sc.Decision(kind="turn", seat=0, actor=None, verb=None)
    assert view.looking == ()
    assert sc.Verb.DIG in view.seats[0].used
    assert zone_counter(game, "0:discard") == Counter({"brawler": 1, "shovel": 1})
    assert refused(game, 0, "dig scavenger")


def test_r7_the_last_card_kept_empties_the_junkyard_for_the_next_digger() -> None:
    """R-7 across players: seat 0 keeps the only junkyard card; seat 1's dig then turns up
    nothing and she is asked for no keep."""
    game = new_game([{"hand": ["brawler"]}, {"hand": ["scavenger"]}, {}], junkyard=["rifle"])
    apply_and_pass(game, 0, "dig brawler")
    apply_and_pass(game, 0, "keep rifle")
    assert game.view(None).junkyard_count == 0
    apply_and_pass(game, 0, "end")
    apply_and_pass(game, 1, "dig scavenger")
    assert game.view(1).looking == ()
    assert game.view(None).decision == sc.Decision(kind="turn", seat=1, actor=None, verb=None)


def test_a_dig_keeping_nothing_of_a_one_card_junkyard_puts_it_back_000_204() -> None:
    """[000:204]: she "may choose one to place in her discard pile and returns any other cards"
    (ED-4: 0 or 1). Keeping none of a one-card junkyard leaves that card in the junkyard and
    nothing face down in her discard pile."""
    game = new_game([{"hand": ["brawler", "shovel"]}, {}, {}], junkyard=["spear"])
    apply_and_pass(game, 0, "dig brawler+shovel")
    assert "keep none" in texts(game, 0)
    apply_and_pass(game, 0, "keep none")
    assert zone_kinds(game, "junkyard") == ["spear"]
    assert game.view(None).seats[0].discard_hidden_count == 0


def test_s1_ed6_a_deadlocked_resource_goes_into_an_empty_junkyard_000_274() -> None:
    """[000:274], ED-6, S-1: nobody commits in round 3, so the top contested resource goes
    into the junkyard unseen, even when the junkyard is empty; nobody gains it."""
    game = new_game([{"hand": ["brawler"]}, {"hand": ["scout"]}, {"hand": ["spear"]}], round=3, junkyard=[])
    finish_round(game)
    assert deadlocked(game)
    assert zone_kinds(game, "junkyard") == ["grenade"]
    assert all(s.discard_hidden_count == 0 for s in game.view(None).seats)


# ---------------------------------------------------------------------------------------------
# an empty mercenary stack: [000:218], R-9


def test_r9_an_empty_stack_cannot_be_hired_and_the_market_shows_it_empty() -> None:
    """R-9: "A mercenary type whose stack is empty cannot be hired." With 2 food from a hunt and
    no scavenger left, `hire scavenger` is not offered and is refused; the market lists the
    stack with 0 cards (docs/view.md `market`: each stack as (kind, cards left))."""
    game = new_game([{"hand": ["scavenger", "scavenger"]}, {}, {}], market={"scavenger": 0})
    apply_and_pass(game, 0, "hunt scavenger scavenger")
    assert game.view(0).seats[0].food == 2
    assert ("scavenger", 0) in game.view(1).market
    assert refused(game, 0, "hire scavenger")
    assert dict(game.view(None).market)["scavenger"] == 0


def test_r9_a_refused_hire_of_an_empty_stack_does_not_spend_the_hire_000_218() -> None:
    """[000:218]: one hire a round. A hire refused because the stack is empty hired nothing, so
    the player may still hire from another stack with the same food."""
    game = new_game([{"hand": ["scavenger", "scavenger"]}, {}, {}], market={"scavenger": 0})
    apply_and_pass(game, 0, "hunt scavenger scavenger")
    assert refused(game, 0, "hire scavenger")
    brawlers = dict(game.view(None).market)["brawler"]
    apply_and_pass(game, 0, "hire brawler")
    assert dict(game.view(None).market)["brawler"] == brawlers - 1
    assert "brawler" in game.view(None).seats[0].discard


def test_r9_hiring_the_last_card_of_a_stack_empties_it_for_everyone_after() -> None:
    """R-9: seat 0 hires the last hunter ("rattle the pills" [000:410]); the stack then shows
    0 to every seat and seat 1, with pills in hand, cannot hire a hunter."""
    game = new_game([{"hand": ["pills"]}, {"hand": ["pills"]}, {}], market={"hunter": 1})
    apply_and_pass(game, 0, "hire hunter pay pills")
    assert all(("hunter", 0) in game.view(seat).market for seat in (0, 1, 2, None))
    assert "hunter" in game.view(None).seats[0].discard
    apply_and_pass(game, 0, "end")
    assert "hire hunter pay pills" not in texts(game, 1)
    assert refused(game, 1, "hire hunter pay pills")


def test_r9_the_humanitarians_refugee_stack_runs_out_003_263() -> None:
    """[003:263] Recon module 5 puts a stack of refugees up for hire (X-30: the scouting
    refugees by default). Hiring its last card leaves it at 0 for the next player, who is
    refused (R-9)."""
    game = new_game([{"hand": ["scavenger"]}, {"hand": ["scavenger"]}, {}], R5, market={"scouting_refugee": 1})
    apply_and_pass(game, 0, "hunt scavenger")
    apply_and_pass(game, 0, "hire scouting_refugee")
    assert ("scouting_refugee", 0) in game.view(None).market
    apply_and_pass(game, 0, "end")
    apply_and_pass(game, 1, "hunt scavenger")
    assert refused(game, 1, "hire scouting_refugee")


# ---------------------------------------------------------------------------------------------
# the contested pile runs out: [000:140], [000:170], ED-2, S-13


def test_ed2_the_game_ends_with_the_skirmish_that_takes_the_last_resource_000_170() -> None:
    """[000:140,170], ED-2: "When the contested resource pile has been depleted, the game is
    over." The round-3 skirmish over the last resource is won by seat 0's brawler: the game is
    over at once, nobody may act, and the resource is hers."""
    game = new_game([{"hand": ["brawler"]}, {"hand": ["spear"]}, {}], round=3, contested=["grenade"])
    finish_round(game, {0: "commit brawler"})
    assert game.over
    view = game.view(None)
    assert (view.contested_count, view.phase, view.to_act, view.decision) == (0, "over", (), None)
    assert skirmish_winner(game) == 0
    assert game.result is not None
    assert game.result.scores[0].contested == 1
    assert game.legal_actions(0) == ()
    with pytest.raises(ValueError, match="over"):
        game.apply(0, "end")


def test_ed2_with_a_resource_left_the_game_goes_on_to_the_next_round_000_140() -> None:
    """[000:140]: "The game continues like this until the contested resource pile is
    depleted." Two resources, one taken in round 3: round 4 is dealt and one resource is left."""
    game = new_game([{"hand": ["brawler"]}, {"hand": ["spear"]}, {}], round=3, contested=["grenade", "wolf_pack"])
    finish_round(game, {0: "commit brawler"})
    assert not game.over
    view = game.view(None)
    assert (view.round, view.contested_count, view.phase) == (4, 1, "gathering")


def test_ed2_rounds_one_and_two_take_no_resource_so_one_resource_lasts_to_round_three_000_144() -> None:
    """[000:144-146]: no skirmish in rounds 1 and 2; ED-2: a game lasts 2 + (resources) rounds.
    A table in round 1 with one resource left plays rounds 1, 2 and 3 and ends after round 3's
    skirmish (a deadlock here, ED-2 "however the last card left")."""
    game = new_game([{"hand": ["brawler"]}, {}, {}], round=1, contested=["grenade"])
    rounds = []
    while not game.over:
        rounds.append(game.round)
        assert game.view(None).contested_count == 1
        finish_round(game)
    assert sorted(set(rounds)) == [1, 2, 3]
    assert game.view(None).contested_count == 0
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_ed2_a_two_player_tie_on_the_last_resource_ends_the_game_000_116() -> None:
    """[000:116]: with two players a skirmish not won by 2 is a tie and the resource goes into
    the junkyard, which is shuffled; ED-2: the pile is then depleted and the game is over,
    although nobody won the last resource."""
    game = new_game([{"hand": ["brawler"]}, {"hand": ["brawler"]}], round=3, contested=["grenade"], junkyard=["junk"])
    finish_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert game.over
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "grenade": 1})
    assert game.result is not None
    assert [s.contested for s in game.result.scores] == [0, 0]


# ---------------------------------------------------------------------------------------------
# no cards in hand, no people: [000:132], [000:158], S-1, docs/scenarios.md


def test_a_player_with_no_cards_in_hand_can_only_end_her_turn() -> None:
    """[000:130-132]: every player in turn takes her gathering turn; a hand of no cards can
    take no action (each needs a card, and a hire needs food [000:218]), so `end` is all."""
    game = new_game([{"hand": []}, {}, {}])
    assert game.view(None).decision == sc.Decision(kind="turn", seat=0, actor=None, verb=None)
    assert texts(game, 0) == ["end"]


def test_an_empty_handed_player_commits_nothing_and_brings_no_force_s1() -> None:
    """[000:158] she announces the cards she takes to the skirmish: with none she has no
    commit decision (docs/scenarios.md) and, S-1, "ranks as no fight, 0 people": seat 2's lone
    refugee beats her (seat 1) and seat 0, who committed nothing, on people."""
    game = new_game([{"hand": ["spear"]}, {"hand": []}, {"hand": ["refugee"]}], round=3)
    asked = decisions_until_over(game, {2: "commit refugee"})
    assert ("commit", 1) not in asked
    assert ("commit", 0) in asked
    assert skirmish_winner(game) == 2
    totals = {e.seat for e in events(game, sc.EventType.SKIRMISH_TOTALS) if e.round == 3}
    assert 1 not in totals


def test_a_player_holding_no_cards_is_not_asked_to_answer_an_action() -> None:
    """docs/scenarios.md: "A player holding no cards at all is not asked" in a reaction
    window; a player holding a card is. Seat 0 digs; seat 2 (holding a sniper team, [000:476])
    is asked, seat 1 (no cards) is not."""
    game = new_game([{"hand": ["scavenger"]}, {"hand": []}, {"hand": ["sniper_team"]}], junkyard=["spear"])
    game.apply(0, "dig scavenger")
    asked = []
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        asked.append(decision.seat)
        game.apply(decision.seat, "pass")
    assert asked == [2]


def test_s1_when_every_hand_is_empty_the_resource_deadlocks_into_the_junkyard_000_424() -> None:
    """S-1: "If every player committed 0 cards ... it is a deadlock: the CR goes into the JY";
    [000:422-424]. Nobody holds a card in round 3: no commit is asked of anyone and the
    resource goes to the junkyard."""
    game = new_game([{"hand": []}, {"hand": []}, {"hand": []}], round=3, junkyard=["junk"])
    asked = decisions_until_over(game, {})
    assert all(kind == "turn" for kind, _ in asked)
    assert deadlocked(game)
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "grenade": 1})


def test_a_tribe_with_no_cards_left_scores_nothing_000_170() -> None:
    """[000:170]: tribe size counts the people on every card a player owns; a player who has
    nothing left scores 0 people and 0 cards and loses to a single refugee."""
    seats = [{"hand": [], "deck": []}, {"hand": [], "deck": ["refugee"]}, {"hand": [], "deck": ["spear"]}]
    table = {"round": 3, "initiator": 0, "players": seats, "contested": ["grenade"]}
    result = play_out(sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=table)))
    assert [(s.people, s.cards) for s in result.scores] == [(0, 0), (1, 1), (0, 1)]
    assert result.winners == (1,)


# ---------------------------------------------------------------------------------------------
# a skirmish where nobody commits, or nobody can fight: S-1, [000:420-424]


def test_s1_nobody_commits_the_resource_goes_into_the_junkyard_unseen_000_274() -> None:
    """S-1 and [000:274]: everyone holds cards but commits none: a deadlock, the resource goes
    into the junkyard "without looking at it" and the next round begins."""
    game = new_game(
        [{"hand": ["brawler"]}, {"hand": ["scout"]}, {"hand": ["spear"]}],
        round=3,
        contested=["grenade", "wolf_pack"],
        junkyard=["junk"],
    )
    finish_round(game)
    assert deadlocked(game)
    assert zone_counter(game, "junkyard") == Counter({"junk": 1, "grenade": 1})
    assert (game.round, game.view(None).contested_count) == (4, 1)
    assert all(s.discard_hidden_count == 0 for s in game.view(None).seats)


def test_s1_a_lone_refugee_wins_against_forces_of_nothing_on_people_000_274() -> None:
    """S-1: "A force with no fight but at least 1 person does win against them (people
    tie-break)" [000:274]; the refugee's owner takes the resource face down [000:268]."""
    game = new_game([{"hand": ["spear"]}, {"hand": ["refugee"]}, {"hand": ["brawler"]}], round=3)
    finish_round(game, {1: "commit refugee"})
    assert skirmish_winner(game) == 1
    assert game.view(None).seats[1].discard_hidden_count == 1
    assert game.view(1).discard_hidden == ("grenade",)


# ---------------------------------------------------------------------------------------------
# a snipe with nothing (or no one left) to work on: [000:476], [000:488], I-2, I-3, S-14


def test_i3_a_hire_paid_with_medicine_alone_gives_a_sniper_nothing_to_answer() -> None:
    """I-3: "In a hire, medicine cards may be targeted only by the Fanatic, not by snipe or
    disarm"; docs/scenarios.md: "an action nothing in the game can answer (in the base game, a
    hire paid with medicine alone) asks nobody". Seat 1's sniper team is not asked."""
    game = new_game([{"hand": ["pills"]}, {"hand": ["sniper_team"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hire hunter pay pills")
    assert game.view(None).decision == sc.Decision(kind="turn", seat=0, actor=None, verb=None)
    assert "hunter" in game.view(None).seats[0].discard


def test_s14_a_sniper_with_no_person_to_target_cannot_snipe_and_wins_on_people() -> None:
    """S-14: a skirmish snipe targets "any non-sniped person card in any opponent's revealed
    force"; the only other force is a spear and pills, so no snipe is possible. The sniper
    team (no fight, 2 people) and the spear (no fight, no people) tie on fight, and people
    decide [000:274]: the sniper's owner wins."""
    game = new_game([{"hand": ["sniper_team"]}, {"hand": ["spear", "pills"]}, {"hand": ["scout"]}], round=3)
    end_gathering(game, {0: "commit sniper_team", 1: "commit pills spear"})
    for _ in range(10):
        decision = game.view(None).decision
        if game.round != 3 or decision is None:
            break
        assert not any(t.startswith("snipe") for t in texts(game, decision.seat))
        game.apply(decision.seat, "pass")
    assert skirmish_winner(game) == 0


def test_i2_a_snipe_that_leaves_a_tool_with_no_holder_leaves_only_abort_000_488() -> None:
    """[000:488], I-2: after a snipe only the sniped card is discarded; the action may go on
    only "if the action is still legal (total >= 1, modifiers still have holders)", otherwise
    the cards return to hand and "the action type is not used up". A brawler + shovel dig
    loses its brawler: the shovel alone has no holder [000:188], so `abort` is all, the shovel
    goes back to hand and she may still dig this round."""
    game = new_game([{"hand": ["brawler", "shovel", "scavenger"]}, {"hand": ["sniper_team"]}, {}], junkyard=["rifle"])
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision(kind="resume", seat=0, actor=0, verb="dig")
    assert texts(game, 0) == ["abort"]
    apply_and_pass(game, 0, "abort")
    assert Counter(game.view(0).hand) == Counter({"shovel": 1, "scavenger": 1})
    assert sc.Verb.DIG not in game.view(0).seats[0].used
    assert "dig scavenger+shovel" in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# trashing every card: [000:228], S-1


def test_trashing_the_whole_hand_draws_no_replacements_and_leaves_only_end_000_228() -> None:
    """[000:228]: trash puts "any number of cards from her hand" into the junkyard and "The
    player does not draw cards from her deck to replace these cards." After trashing all three
    she has no hand, her deck is untouched, and she can only end her turn."""
    game = new_game([{"hand": ["brawler", "spear", "junk"]}, {}, {}], junkyard=[])
    apply_and_pass(game, 0, "trash brawler junk spear")
    view = game.view(0)
    assert view.hand == ()
    assert view.seats[0].deck_count == 6
    assert zone_counter(game, "junkyard") == Counter({"brawler": 1, "spear": 1, "junk": 1})
    assert texts(game, 0) == ["end"]


def test_a_player_who_trashed_her_hand_in_round_three_brings_no_force() -> None:
    """[000:228] and S-1: trashing every card in round 3 leaves nothing to commit, so she has
    no commit decision and the others' fight is decided without her."""
    game = new_game([{"hand": ["thugs", "spear"]}, {"hand": ["brawler"]}, {"hand": ["scout"]}], round=3)
    apply_and_pass(game, 0, "trash spear thugs")
    asked = decisions_until_over(game, {1: "commit brawler"})
    assert ("commit", 0) not in asked
    assert skirmish_winner(game) == 1


# ---------------------------------------------------------------------------------------------
# refugees running out: [000:95-107], R-0


def test_r0_five_players_take_all_twenty_refugees_none_left_in_the_box_000_107() -> None:
    """[000:29] 20 refugees; [000:97] 4 in each starter deck; [000:107] "Return any additional
    refugee cards to the box": with 5 players none are left over."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=3))
    assert zone_counter(game, "box")["refugee"] == 0
    owned = sum((zone_counter(game, f"{s}:deck") + zone_counter(game, f"{s}:hand"))["refugee"] for s in range(5))
    assert owned == 20


def test_a_scenario_asking_for_a_twenty_first_refugee_is_refused_000_29() -> None:
    """[000:29]: the game has 20 refugees; docs/scenarios.md: "more cards of a kind than the
    game has" is refused with a message naming the problem."""
    with pytest.raises(ValueError, match="refugee"):
        new_game([{"hand": ["refugee"] * 5, "deck": ["refugee"] * 16}, {}, {}])


# ---------------------------------------------------------------------------------------------
# the schematics pile and building timers: [000:579-597], R-7, H-3, H-5


def test_r7_a_build_larger_than_the_schematics_pile_turns_up_what_is_there_000_590() -> None:
    """[000:590] draw from the schematics pile "equal to the dig value"; R-7 "The same applies
    to the schematics pile": a dig of 4 (engineer + shovel) on a pile of 1 turns up that one."""
    game = new_game([{"hand": ["engineer", "shovel"]}, {}, {}], HQ2, round=2, schematics=["bunker"])
    apply_and_pass(game, 0, "build engineer+shovel")
    view = game.view(0)
    assert view.looking == ("bunker",)
    assert view.schematics_count == 0
    assert "keep bunker" in texts(game, 0)


def test_r7_h5_a_build_on_an_empty_schematics_pile_is_legal_and_spends_the_build() -> None:
    """R-7: digging an empty pile "is legal but yields nothing; the action and cards are used
    up. The same applies to the schematics pile"; H-5: a build that keeps no building "still
    uses up the round's build". The engineer and shovel go to the discard pile."""
    game = new_game([{"hand": ["engineer", "shovel", "engineer"]}, {}, {}], HQ2, round=2, schematics=[])
    assert "build engineer+shovel" in texts(game, 0)
    apply_and_pass(game, 0, "build engineer+shovel")
    view = game.view(0)
    assert view.looking == ()
    assert view.seats[0].buildings == ()
    assert sc.Verb.BUILD in view.seats[0].used
    assert zone_counter(game, "0:discard") == Counter({"engineer": 1, "shovel": 1})
    assert refused(game, 0, "build engineer")


def test_h3_a_timer_drawn_past_the_deck_reshuffles_the_discard_pile_000_579() -> None:
    """H-3: timer cards are drawn with "the normal draw procedure, reshuffling the discard if
    needed (R-6)". A bunker (build time 5) over a deck of 1 and a discard pile of 2 gets a
    timer of 3; the engineer and shovel are discarded only after the timer [000:579]
    ("Finally, she places the engineer ...") so they are not in it."""
    game = new_game(
        [{"hand": ["engineer", "shovel"], "deck": ["medkit"], "discard": ["junk", "junk"]}, {}, {}],
        HQ2,
        round=2,
        schematics=["bunker"],
    )
    apply_and_pass(game, 0, "build engineer+shovel")
    apply_and_pass(game, 0, "keep bunker")
    assert game.view(None).seats[0].buildings == (sc.BuildingView(kind="bunker", timer=3, stored=0, disabled=False),)
    assert zone_counter(game, "0:discard") == Counter({"engineer": 1, "shovel": 1})
    assert game.view(None).seats[0].deck_count == 0


def test_h3_a_timer_short_even_after_the_reshuffle_takes_what_exists() -> None:
    """H-3: "If even that is short, place as many as exist." A bunker (build time 5) over a
    deck of one card and an empty discard pile has a timer of 1."""
    game = new_game([{"hand": ["engineer"], "deck": ["medkit"]}, {}, {}], HQ2, round=2, schematics=["bunker"])
    apply_and_pass(game, 0, "build engineer")
    apply_and_pass(game, 0, "keep bunker")
    assert game.view(None).seats[0].buildings[0].timer == 1
    assert game.view(None).seats[0].deck_count == 0


def test_h3_a_building_with_no_timer_cards_is_complete_and_in_use_at_once_000_597() -> None:
    """H-3: "A building with 0 timer cards completes immediately"; [000:597] "Once a building
    has zero cards stacked on it, it is complete and immediately goes into effect." With no
    deck and no discard pile, a pharmacy is complete at once and stores pills that turn."""
    game = new_game([{"hand": ["engineer", "pills"], "deck": []}, {}, {}], HQ2, round=2, schematics=["pharmacy"])
    apply_and_pass(game, 0, "build engineer")
    apply_and_pass(game, 0, "keep pharmacy")
    assert game.view(None).seats[0].buildings == (sc.BuildingView(kind="pharmacy", timer=0, stored=0, disabled=False),)
    assert events(game, sc.EventType.BUILDING_COMPLETED, 0)
    apply_and_pass(game, 0, "store pharmacy pills")
    assert game.view(None).seats[0].buildings[0].stored == 1


def test_ed7_a_worker_with_a_toolkit_on_a_one_card_timer_empties_it_and_completes_it_000_596() -> None:
    """[000:596]: a worker removes 1 timer card and a toolkit 2 more; [000:597] "Once a
    building has zero cards stacked on it, it is complete and immediately goes into effect."
    A bunker with one timer card left: a scavenger with a toolkit removes that card (the other
    two it could remove are not there), the bunker is complete and takes a refugee at once."""
    seat = {"hand": ["scavenger", "toolkit", "refugee"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}
    game = new_game([seat, {}, {}], HQ2, round=2)
    apply_and_pass(game, 0, "work bunker scavenger+toolkit")
    assert game.view(None).seats[0].buildings == (sc.BuildingView(kind="bunker", timer=0, stored=0, disabled=False),)
    assert zone_counter(game, "0:discard") == Counter({"junk": 1, "scavenger": 1, "toolkit": 1})
    assert not any(t.startswith("work") for t in texts(game, 0))
    apply_and_pass(game, 0, "store bunker refugee")
    assert game.view(None).seats[0].buildings[0].stored == 1


def test_h7_a_full_armory_takes_no_third_tool_000_601() -> None:
    """[000:601-607]: an armory stores "up to two tools"; [000:641] "Do not exceed building
    capacity". With two tools stored, a third is refused and stays in hand."""
    seat = {"hand": ["spear", "shovel", "rifle"], "buildings": [{"building": "armory"}]}
    game = new_game([seat, {}, {}], HQ2, round=2)
    apply_and_pass(game, 0, "store armory shovel spear")
    assert game.view(None).seats[0].buildings[0].stored == 2
    assert refused(game, 0, "store armory rifle")
    assert game.view(0).hand == ("rifle",)


def test_h9_a_demolished_timer_is_refilled_from_a_reshuffle_and_only_as_far_as_cards_exist() -> None:
    """H-9: after a demolition team's reset, the owner "draws cards from her own deck (without
    looking) to bring the timer back to the building's full build time"; H-3 / R-5: with the
    normal draw (reshuffling the discard pile) and only as many as exist. A bunker (build time
    5) with 1 timer card, its owner with no deck and 2 junk discarded: the timer becomes 3."""
    owner = {
        "hand": ["brawler"],
        "deck": [],
        "discard": ["junk", "junk"],
        "buildings": [{"building": "bunker", "timer": ["pills"]}],
    }
    game = new_game([{"hand": ["demolition_team"]}, owner, {}], HQ2 | {"recon4"}, round=2)
    apply_and_pass(game, 0, "demolish 1:bunker")
    assert game.view(None).seats[1].buildings[0].timer == 3
    assert game.view(None).seats[1].discard == ()
    assert [e.count for e in events(game, sc.EventType.RESHUFFLED, 1)] == [2]


def test_h1_the_timer_ticks_after_the_round_draw_so_an_empty_tribe_does_not_draw_it() -> None:
    """H-1: "During each Drawing phase, after hands are drawn, each player removes 1 card from
    each of her buildings still under construction"; H-2: it goes to her discard pile. With no
    deck and no discard pile the round draw finds nothing, then the tick puts a timer card in
    the discard pile: the hand stays empty and the timer drops from 2 to 1."""
    seat = {"hand": [], "deck": [], "buildings": [{"building": "bunker", "timer": ["medkit", "junk"]}]}
    game = new_game([seat, {"hand": ["brawler"]}, {"hand": ["scout"]}], HQ2, round=2)
    finish_round(game)
    assert game.round == 3
    assert game.view(0).hand == ()
    assert game.view(None).seats[0].buildings[0].timer == 1
    assert sum(zone_counter(game, "0:discard").values()) == 1


# ---------------------------------------------------------------------------------------------
# the leader pile (leader drafting): [003:304-312], R-9, L-16


def five_leaders_and_a_big_hunt() -> sc.Game:
    """Five players, each with a leader placed, so the drafting pile holds the other 5 of HQ's
    10; seat 0 hunts 8 food (field crew + rifle 4, scavenger + wolf pack 4)."""
    leaders = ["leader_mentor", "leader_ranger", "leader_butcher", "leader_gangster", "leader_excavator"]
    seats: list[dict[str, Any]] = [{"hand": ["brawler"], "leader": leader} for leader in leaders]
    seats[0]["hand"] = ["field_crew", "rifle", "scavenger", "wolf_pack"]
    game = new_game(seats, HQ3, round=2, variants=frozenset({"leader_draft"}))
    apply_and_pass(game, 0, "hunt field_crew+rifle scavenger+wolf_pack")
    assert game.view(0).seats[0].food == 8
    return game


def test_a_bribe_draws_no_more_leaders_than_the_pile_holds_003_306() -> None:
    """[003:306]: "For each food generated, the player may draw 1 card from the top of the
    leaders pile"; with 8 food and 5 leaders in the pile she draws the 5 and the pile is
    empty while she chooses (R-9, R-5's "as many as exist")."""
    game = five_leaders_and_a_big_hunt()
    assert game.view(None).leader_pile_count == 5
    apply_and_pass(game, 0, "bribe")
    view = game.view(0)
    assert len(view.looking) == 5
    assert view.leader_pile_count == 0
    placed = {"leader_mentor", "leader_ranger", "leader_butcher", "leader_gangster", "leader_excavator"}
    assert not placed & set(view.looking)


def test_l16_after_emptying_the_pile_a_swap_returns_the_rest_and_the_old_leader_003_312() -> None:
    """[003:308,312], L-16: she keeps one of the drawn leaders, the others go to the bottom of
    the pile, and the replaced leader goes there too: the pile holds 4 + 1 = 5 again."""
    game = five_leaders_and_a_big_hunt()
    apply_and_pass(game, 0, "bribe")
    new_leader = game.view(0).looking[0]
    apply_and_pass(game, 0, f"keep {new_leader}")
    assert game.view(None).leader_pile_count == 5
    assert game.view(None).seats[0].leader == new_leader
    assert zone_counter(game, "leaders")["leader_mentor"] == 1


# ---------------------------------------------------------------------------------------------
# Recon: binoculars, spies, cancels, drill sergeants, couriers, maps, the Yardmaster


def test_binoculars_see_nothing_in_an_empty_junkyard_and_only_as_deep_as_a_pile_goes_003_100() -> None:
    """[003:100,102]: binoculars peek at the top card of every pile in play; two binoculars at
    the top 3. An empty junkyard shows nothing; a contested pile of 1 shows its one card."""
    game = new_game([{"hand": ["binoculars", "binoculars"]}, {}, {}], R1, round=3, junkyard=[], contested=["grenade"])
    apply_and_pass(game, 0, "scout binoculars binoculars")
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "binoculars"}
    assert seen.get("junkyard", ()) == ()
    assert seen["contested"] == ("grenade",)


def test_a_spy_on_a_deck_shorter_than_four_sees_every_card_003_66() -> None:
    """[003:66]: "Peek at up to four cards from one player"; a deck of 2 shows both, in order,
    and the spy's owner then draws 1 [003:68]."""
    game = new_game([{"hand": ["spy"]}, {"hand": ["brawler"], "deck": ["medkit", "junk"]}, {}], R1)
    apply_and_pass(game, 0, "spy 1:deck")
    seen = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert [(k.zone, k.cards) for k in seen] == [("1:deck", ("medkit", "junk"))]
    assert game.view(0).hand == ("net",)


def test_x36_a_spy_on_an_empty_zone_is_refused() -> None:
    """X-36: "Only a zone holding at least one card is a legal target (... an empty hand ...)".
    Seat 1 has no deck: `spy 1:deck` is refused; her hand (one card) may be spied on."""
    game = new_game([{"hand": ["spy"]}, {"hand": ["brawler"], "deck": []}, {}], R1)
    assert "spy 1:hand" in texts(game, 0)
    assert refused(game, 0, "spy 1:deck")


def test_a_spy_with_nothing_left_to_draw_draws_itself_back_after_it_is_discarded_003_68() -> None:
    """[003:68]: "After completing your spying action, discard the spy and draw 1 card."
    With no deck and no discard pile the spy is discarded first, so the draw of 1 reshuffles
    it (R-6) and it is the card drawn."""
    game = new_game([{"hand": ["spy"], "deck": []}, {"hand": ["brawler"]}, {}], R1)
    apply_and_pass(game, 0, "spy 1:hand")
    assert game.view(0).hand == ("spy",)
    assert [e.count for e in events(game, sc.EventType.RESHUFFLED, 0)] == [1]


def test_x29_a_drill_sergeant_with_an_empty_deck_makes_its_two_cards_the_new_deck_003_175() -> None:
    """[003:175]: "If you have no cards in your deck, then both cards retrieved from the
    discard will form your new deck"; then it draws both [003:170]."""
    game = new_game([{"hand": ["drill_sergeant"], "deck": [], "discard": ["pills", "medkit", "junk"]}, {}, {}], R3)
    apply_and_pass(game, 0, "drill drill_sergeant")
    apply_and_pass(game, 0, "shuffle medkit pills")
    assert Counter(game.view(0).hand) == Counter({"medkit": 1, "pills": 1})
    assert game.view(None).seats[0].deck_count == 0
    assert zone_counter(game, "0:discard") == Counter({"junk": 1, "drill_sergeant": 1})


def test_x29_a_drill_sergeant_with_an_empty_discard_still_draws_two_unshuffled_003_174() -> None:
    """[003:174]: "If you have no cards in your discard pile, you still draw two"; X-29: the
    deck is not shuffled. The top two of the deck are drawn and the third stays."""
    game = new_game([{"hand": ["drill_sergeant"], "deck": ["medkit", "junk", "net"]}, {}, {}], R3)
    apply_and_pass(game, 0, "drill drill_sergeant")
    if game.view(None).decision == sc.Decision(kind="shuffle", seat=0, actor=None, verb=None):
        apply_and_pass(game, 0, "shuffle none")
    assert Counter(game.view(0).hand) == Counter({"medkit": 1, "junk": 1})
    assert zone_kinds(game, "0:deck") == ["net"]
    assert events(game, sc.EventType.RESHUFFLED, 0) == []


def test_r5_x29_a_drill_sergeant_with_nothing_anywhere_draws_nothing_and_not_itself() -> None:
    """R-5 (the drill sergeant's draw is listed) and X-29: "The sergeant is discarded after its
    action resolves, so it is never among the cards it retrieves or draws." No deck, no
    discard pile: the hand stays empty, the sergeant ends in the discard pile."""
    game = new_game([{"hand": ["drill_sergeant"], "deck": []}, {}, {}], R3)
    apply_and_pass(game, 0, "drill drill_sergeant")
    if game.view(None).decision == sc.Decision(kind="shuffle", seat=0, actor=None, verb=None):
        apply_and_pass(game, 0, "shuffle none")
    assert game.view(0).hand == ()
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


def test_x11_a_courier_that_draws_fewer_than_two_discards_all_it_drew_003_164() -> None:
    """[003:164] "you must discard two of the drawn cards"; X-11: "If fewer were drawn, all
    drawn cards are discarded." A courier's draw of 3 finds one card (R-5): it is discarded
    and the hand is empty."""
    game = new_game([{"hand": ["courier"], "deck": ["rifle"]}, {}, {}], R3)
    apply_and_pass(game, 0, "draw courier")
    if game.view(None).decision == sc.Decision(kind="discard", seat=0, actor=None, verb=None):
        apply_and_pass(game, 0, "discard rifle")
    assert game.view(0).hand == ()
    assert zone_counter(game, "0:discard") == Counter({"courier": 1, "rifle": 1})


def test_x19_a_map_has_nothing_to_take_back_after_a_hire_paid_with_medicine() -> None:
    """[003:273], X-19: the map returns "a tribe member you have just used". A hire paid with
    pills alone used no tribe member, so there is nothing for the map to take back; after a
    dig by a scavenger the map may take the scavenger back."""
    game = new_game([{"hand": ["map", "pills", "scavenger"]}, {}, {}], R5, junkyard=["junk"])
    apply_and_pass(game, 0, "hire hunter pay pills")
    assert not any(t.startswith("map") for t in texts(game, 0))
    apply_and_pass(game, 0, "dig scavenger")
    apply_and_pass(game, 0, "keep none")
    assert "map scavenger" in texts(game, 0)


def test_l15_the_yardmaster_on_a_one_card_junkyard_sees_that_card_003_283() -> None:
    """[003:283]: the Yardmaster peeks at the top two junkyard cards; with one there, she sees
    that one and puts it back (R-5's "as many as exist")."""
    seats = [
        {"hand": ["scavenger"], "leader": "leader_yardmaster"},
        {"hand": ["brawler"], "leader": "leader_mentor"},
        {"hand": ["brawler"], "leader": "leader_ranger"},
    ]
    game = new_game(seats, HQ3 | R5, junkyard=["rifle"])
    apply_and_pass(game, 0, "yard")
    seen = [k for k in game.view(0).knowledge if k.source == "yardmaster"]
    assert [(k.zone, k.cards) for k in seen] == [("junkyard", ("rifle",))]
    apply_and_pass(game, 0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["rifle"]


# ---------------------------------------------------------------------------------------------
# the solo game: attrition and the opponent forces running out [003:314-349], V-4, V-6


def test_v4_solo_a_reshuffle_in_the_middle_of_a_draw_loses_the_new_decks_top_card_003_333() -> None:
    """[003:333]: "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it permanently"; V-4 includes "mid-turn
    reshuffles during a draw action". A scout draws 2 from a deck of 1 over 3 junk: the deck's
    card, then a junk of the reshuffled 2 (one junk is removed), 1 junk left in the deck."""
    game = solo({"hand": ["scout"], "deck": ["medkit"], "discard": ["junk"] * 3})
    apply_and_pass(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"medkit": 1, "junk": 1})
    assert zone_kinds(game, "0:removed") == ["junk"]
    assert game.view(None).seats[0].removed == 1
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_v4_solo_attrition_takes_a_one_card_reshuffle_and_the_draw_finds_nothing() -> None:
    """[003:333] with R-5: a discard pile of one card becomes a deck of one, which attrition
    removes at once; the draw then finds nothing more and is no error."""
    game = solo({"hand": ["scout"], "deck": [], "discard": ["brawler"]})
    apply_and_pass(game, 0, "draw scout")
    assert game.view(0).hand == ()
    assert zone_kinds(game, "0:removed") == ["brawler"]
    assert game.score(0).cards == 1  # the scout alone is left in her tribe


def test_v4_solo_the_turns_draw_of_five_reshuffles_with_attrition_003_333() -> None:
    """V-4: each solo turn draws 5, "applying attrition after every reshuffle": a discard pile
    of 6 junk and no deck give a hand of 5 junk and one junk removed from the game."""
    game = solo({"hand": [], "deck": [], "discard": ["junk"] * 6})
    game.apply(0, "end")
    game.apply(0, "pass")
    assert game.round == 2
    assert Counter(game.view(0).hand) == Counter({"junk": 5})
    assert zone_kinds(game, "0:removed") == ["junk"]
    assert game.view(None).seats[0].deck_count == 0


def test_v4_solo_attrition_also_hits_a_reshuffle_for_a_build_timer_003_333() -> None:
    """V-4: attrition applies "after every reshuffle of the discard, including mid-turn
    reshuffles during a draw action or timer placement" [003:333]. A solo bunker (build time
    5) over no deck and 3 junk discarded: the reshuffle loses its top junk, the timer gets 2."""
    player = {"hand": ["engineer"], "deck": [], "discard": ["junk"] * 3}
    game = sc.Game.new(
        sc.GameConfig(
            players=1, seed=0, modules=HQ2, scenario={"round": 2, "players": [player], "schematics": ["bunker"]}
        )
    )
    apply_and_pass(game, 0, "build engineer")
    apply_and_pass(game, 0, "keep bunker")
    assert game.view(None).seats[0].buildings[0].timer == 2
    assert zone_kinds(game, "0:removed") == ["junk"]
    assert zone_kinds(game, "0:discard") == ["engineer"]


def test_solo_a_fought_force_is_gone_and_cannot_be_engaged_again_003_340() -> None:
    """[003:340]: "Whether you win or lose, the opponent's remaining skirmish force should be
    removed from play (thus, each of the seven forces are encountered only once)". After force
    1 is fought its size reads 0 and `engage 1` is refused; force 2 is still offered."""
    game = solo({"hand": ["brawler"]}, opponents=[["junk"], ["thugs"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler")
    if game.view(None).decision == sc.Decision(kind="prize", seat=0, actor=None, verb=None):
        game.apply(0, "keep junk")
    assert game.view(0).forces == (0, 1)
    game.apply(0, "end")
    assert "engage 2" in texts(game, 0)
    assert refused(game, 0, "engage 1")


def test_solo_the_game_ends_once_the_last_force_has_been_fought_003_341_343() -> None:
    """[003:341-343]: "Play continues until you have skirmished with each of the seven opposing
    forces ... After you fight in the seventh battle, proceed to scoring." A table with one
    force left (docs/scenarios.md: up to seven) is over once it is fought, and scored in
    points [003:347-348]: the brawler and five pills are 6 points."""
    game = solo({"hand": ["brawler"], "deck": ["pills"] * 5}, opponents=[["thugs"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit none")
    assert game.over
    assert game.view(0).forces == (0,)
    assert game.result is not None
    assert game.result.scores[0].points == 6


def test_v6_solo_a_lost_fight_with_an_empty_force_removes_nothing_003_339() -> None:
    """[003:339]: after a loss "you must permanently remove one card from your skirmish force";
    an empty force has no card to remove, so nothing is removed and no `loss` is asked."""
    game = solo({"hand": ["brawler"], "deck": ["pills"] * 5}, opponents=[["thugs"], ["junk"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit none")
    assert events(game, sc.EventType.SKIRMISH_LOST, 0)
    assert game.view(None).seats[0].removed == 0
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind != "loss"


def test_solo_a_player_with_no_cards_at_all_can_still_fight_out_the_forces() -> None:
    """[003:334-336]: on any turn she may engage a remaining force with "as many or as few"
    cards from her hand. With no cards anywhere she has nothing to commit (no commit decision,
    docs/scenarios.md), loses (or ties, V-6) each fight with nothing to remove [003:339], and the game still
    reaches its end [003:343] with a score of 0."""
    game = solo({"hand": [], "deck": []}, opponents=[["thugs"], ["junk"]])
    for force in (1, 2):
        assert texts(game, 0) == ["end"]
        game.apply(0, "end")
        assert f"engage {force}" in texts(game, 0)
        game.apply(0, f"engage {force}")
    assert game.over
    assert game.view(0).forces == (0, 0)
    # the thugs beat her; against the junk neither side has fight or people: a tie (V-6)
    assert len(events(game, sc.EventType.SKIRMISH_LOST, 0)) == 1
    assert game.result is not None
    assert game.result.scores[0].points == 0


def test_x37_solo_recon_sees_only_the_forces_still_there_003_340() -> None:
    """[003:340]: a fought force is removed from play; X-37: a spy "may target one remaining
    opponent force"; V-8 binoculars may peek at the opponent stacks. After force 1 is fought,
    binoculars see the top of force 2 (and the junkyard), nothing of force 1, and a spy is
    offered force 2 only."""
    player = {"hand": ["brawler"], "deck": ["spy", "binoculars", "pills", "pills", "pills"]}
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=R1,
            scenario={"players": [player], "opponents": [["thugs"], ["junk", "rifle"]], "junkyard": ["multitool"]},
        )
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler")
    game.apply(0, "remove brawler")
    assert game.view(0).forces == (0, 2)
    spies = [t for t in texts(game, 0) if t.startswith("spy")]
    assert spies == ["spy 1:force-2", "spy binoculars 1:force-2"]
    apply_and_pass(game, 0, "scout binoculars")
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "binoculars"}
    assert seen == {"junkyard": ("multitool",), "force-2": ("junk",)}
