"""The ED rulings of RULINGS.md (ED-1..ED-20: where the older edition [001]/[002] differs from
the 2015 rulebook [000], and other edition contradictions), checked from the rulings' and the
rulebooks' words for both the 2015 default and ``GameConfig(rules="2012")``.

Per docs/variants.md the 2012 option plays the older book only where it differs (the initiator,
fight 0, one building a round, the owner's timer cards, store/retrieve once a round); everything
else, where the older book is silent or reads two ways, plays as the 2015 rules (ED-2, ED-4, ED-5,
ED-6, ED-8..ED-10, ED-13, ED-14, ED-16..ED-20). Claims already tested elsewhere are not repeated.
"""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, pass_windows, texts, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_skirmish import commit_all, pass_skirmish_turns, totals, winner_of_last_skirmish

EDITIONS = ("2015", "2012")
HQ1 = hq_modules(1)
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
REFUSED = (sc.IllegalAction, sc.InvalidAction)


def stacked(
    rules: str, seats: int = 3, modules: frozenset[str] = frozenset(), seed: int = 0, **scenario: object
) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=seed, modules=modules, rules=rules, scenario=scenario))


def quiet_step(game: sc.Game) -> None:
    """The seat to act takes the quietest choice: end its turn, commit nothing, pass, keep none."""
    seat = game.to_act[0]
    legal = texts(game, seat)
    game.apply(seat, next((t for t in ("end", "commit none", "pass", "keep none") if t in legal), legal[0]))


def play_quietly(game: sc.Game, until_round: int) -> None:
    """Quiet steps until ``until_round`` starts or the game is over."""
    while not game.over and game.round < until_round:
        quiet_step(game)


def owned(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


def refused(game: sc.Game, seat: int, notation: str) -> bool:
    """Whether ``notation`` is refused, leaving the game unchanged."""
    before = game.to_json()
    try:
        game.apply(seat, notation)
    except REFUSED:
        assert game.to_json() == before
        return True
    return False


def accepted(game: sc.Game, seat: int, notation: str) -> bool:
    """Whether ``notation`` is accepted, tried on a copy of the game."""
    return not refused(sc.Game.from_json(game.to_json()), seat, notation)


# --- ED-1: the initiator during rounds 1-3 ---------------------------------------------------


@pytest.mark.parametrize(("rules", "peekers"), [("2015", [1, 2, 0]), ("2012", [0, 1, 2])])
def test_ed1_the_round_3_peek_is_made_by_the_first_player_only_with_2015_rules(rules: str, peekers: list[int]) -> None:
    """ED-1: "The initiator is the same player in rounds 1, 2 and 3. The card passes left at the
    end of round 3 ... The round-3 peek is made by the first player." [000:146]. With the 2012
    rules (docs/variants.md) the card passes every round, so seat 1 (round 1) has passed it
    twice by round 3. Peeks of rounds 3, 4 and 5."""
    game = stacked(rules, round=1, initiator=1)
    play_quietly(game, 6)
    peeks = {e.round: e.seat for e in game.log(None) if e.type is EventType.PEEKED}
    assert [peeks[r] for r in (3, 4, 5)] == peekers
    assert min(peeks) == 3  # "Beginning with the third round" [000:124] [001:121]


@pytest.mark.parametrize(("rules", "expected"), [("2015", [2, 2, 0, 1]), ("2012", [2, 0, 1, 2])])
def test_ed1_a_table_started_in_round_2_keeps_the_card_through_round_3_only_with_2015_rules(
    rules: str, expected: list[int]
) -> None:
    """ED-1: the card stays "in rounds 1, 2 and 3" and "passes left at the end of round 3, and at
    the end of every later round": the round number decides, not how many rounds this table
    has played (a scenario starting in round 2 keeps it once more)."""
    game = stacked(rules, round=2, initiator=2)
    seen = []
    for r in (2, 3, 4, 5):
        play_quietly(game, r)
        seen.append(game.view(None).initiator)
    assert seen == expected


@pytest.mark.parametrize(("rules", "expected"), [("2015", [3, 3, 3, 4, 0, 1]), ("2012", [3, 4, 0, 1, 2, 3])])
def test_ed1_five_players_the_card_passes_left_from_the_last_seat_to_seat_0(rules: str, expected: list[int]) -> None:
    """ED-1: "it moves to the initiator's left" [000:146] [001:137]; seat 4's left is seat 0."""
    game = stacked(rules, 5, round=1, initiator=3)
    play_quietly(game, 7)
    started = [e.seat for e in game.log(None) if e.type is EventType.ROUND_STARTED]
    assert started[:6] == expected


# --- ED-2: what ends the game ---------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("pile", [["grenade"], ["grenade", "wolf_pack", "sled_team"]])
def test_ed2_a_game_lasts_two_rounds_plus_one_per_contested_resource(rules: str, seats: int, pile: list[str]) -> None:
    """ED-2: "Every skirmish round consumes exactly one CR. A game therefore lasts exactly 2 +
    (initial CR count) rounds" and "The game ends after the skirmish phase of the round in which
    the CR pile becomes empty, however the last card left": here every skirmish is a deadlock
    (or a 2-player tie) and no CR is ever won, yet the game ends on time."""
    game = stacked(rules, seats, round=1, contested=pile)
    left: dict[int, int] = {}
    while not game.over:
        left.setdefault(game.round, game.view(None).contested_count)
        quiet_step(game)
    n = len(pile)
    assert game.round == 2 + n
    assert left == {r: (n if r <= 3 else n + 3 - r) for r in range(1, n + 3)}
    assert game.view(None).contested_count == 0
    assert zone_counter(game, "junkyard")["grenade"] == 1


# --- ED-4: a dig keeps 0 or 1 card ------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed4_a_dig_keeps_at_most_one_card(rules: str) -> None:
    """ED-4: "A dig keeps 0 or 1 card. Every non-kept card goes to the bottom." A dig of 3 may
    not keep two of them."""
    game = stacked(rules, players=[{"hand": ["scavenger", "shovel"]}], junkyard=["net", "pills", "spear", "junk"])
    act(game, 0, "dig scavenger+shovel")
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]
    keeps = texts(game, 0)
    assert "keep none" in keeps
    assert all(len(k.split()) == 2 for k in keeps), keeps
    assert refused(game, 0, "keep net pills")
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard")[0] == "junk"
    assert sorted(zone_kinds(game, "junkyard")[1:]) == ["net", "pills", "spear"]
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "shovel": 1}


# --- ED-5: skirmish cards are discarded at the end of the round ------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed5_every_card_in_hands_and_forces_goes_to_its_owners_discard_at_the_end_of_the_round(rules: str) -> None:
    """ED-5: "At end of round, after the CR is awarded ... every card in hands, play areas and
    skirmish forces goes to its owner's discard pile"; the next round's hand is the 5 cards
    drawn. A used sniper team stays in its force until then [000:270], the sniped card goes at
    once (S-4), and the cards not committed are discarded (R-2). The same with the 2012 rules."""
    game = stacked(
        rules,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler", "spear", "refugee", "pills"], "deck": ["junk"] * 5},
            {"hand": ["sniper_team", "scout", "scavenger"], "deck": ["pills"] * 5},
            {"hand": ["hunter"], "deck": ["medkit"] * 5},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit brawler spear", 1: "commit sniper_team scout scavenger", 2: "commit hunter"})
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # seat 0 has nothing to do
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert winner_of_last_skirmish(game) == 1  # scout 2 + scavenger 1 against the spear alone
    assert game.round == 4
    assert zone_kinds(game, "0:hand") == ["junk"] * 5
    assert zone_kinds(game, "1:hand") == ["pills"] * 5
    assert zone_kinds(game, "2:hand") == ["medkit"] * 5
    assert zone_counter(game, "0:discard") == {"brawler": 1, "spear": 1, "refugee": 1, "pills": 1}
    assert zone_counter(game, "1:discard") == {"sniper_team": 1, "scout": 1, "scavenger": 1, "grenade": 1}
    assert zone_counter(game, "2:discard") == {"hunter": 1}
    for seat in range(3):
        assert zone_kinds(game, f"{seat}:committed") == []
        assert zone_kinds(game, f"{seat}:table") == []


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed5_a_card_retrieved_after_committing_is_discarded_at_the_end_of_the_round(rules: str) -> None:
    """ED-5: "Drawing-phase step 1 then has nothing left to do, apart from cards retrieved but
    unused (see I-11)"; I-11: such a card "goes to hand ... If unused, it is discarded at the
    end of the round" and cannot join the skirmish [000:635]. The 2012 rules allow this one
    retrieve on another player's turn (docs/variants.md)."""
    game = stacked(
        rules,
        3,
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler"], "deck": ["junk"] * 5, "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {"hand": ["scavenger"], "deck": ["pills"] * 5},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "hunt scavenger")
    assert game.to_act == (0,)
    game.apply(0, "retrieve bunker thugs")
    assert "thugs" in game.view(0).hand
    pass_windows(game)
    commit_all(game, {})
    pass_skirmish_turns(game)
    assert totals(game)[0] == (1, 2, 1)  # the thugs did not join the brawler
    assert game.round == 4
    assert zone_kinds(game, "0:hand") == ["junk"] * 5
    assert zone_counter(game, "0:discard")["thugs"] == 1
    assert game.view(0).stored == ((),)


# --- ED-6: a deadlock CR goes unseen into the junkyard, which is shuffled ---------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed6_a_deadlocked_resource_goes_unseen_into_the_junkyard_and_the_whole_pile_is_shuffled(rules: str) -> None:
    """ED-6: "Move the CR face-down and unrevealed into the JY, then shuffle the whole JY"
    [000:274] [001:313-315]. Over several seeds: the resource is not always on top, and the
    junkyard's own cards do not always keep their order (a shuffle, not an insertion)."""
    junkyard = ["net", "pills", "junk", "spear", "medkit", "multitool", "pickaxe", "shovel"]
    tops, orders = set(), set()
    for seed in range(6):
        game = stacked(
            rules,
            seed=seed,
            round=3,
            initiator=0,
            players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}],
            junkyard=junkyard,
            contested=["grenade", "sled_team"],
        )
        commit_all(game, {0: "commit brawler", 1: "commit brawler"})
        pass_skirmish_turns(game)
        assert winner_of_last_skirmish(game) is None
        after = zone_kinds(game, "junkyard")
        assert sorted(after) == sorted([*junkyard, "grenade"])
        for seat in (0, 1, 2, None):
            # The initiator's own round-3 peek [000:124] is the only time anyone saw it.
            seen = [e.type for e in game.log(seat) if "grenade" in e.cards]
            assert seen == ([EventType.PEEKED] if seat == 0 else []), seat
        tops.add(after[0])
        orders.add(tuple(k for k in after if k != "grenade"))
    assert tops != {"grenade"}
    assert orders != {tuple(junkyard)}


# --- ED-8: Pharmers count basis ---------------------------------------------------------------


def _pharmers(rules: str, decks: list[list[str]]) -> list[tuple[str, ...]]:
    game = stacked(
        rules,
        3,
        frozenset({"hq1", "recon4"}),
        round=3,
        players=[{"deck": deck} for deck in decks],
        contested=["wolf_pack"],
    )
    commit_all(game, {})
    assert game.over
    assert game.result is not None
    return [score.gangs for score in game.result.scores]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed8_combat_medics_meds_do_not_count_for_the_pharmers(rules: str) -> None:
    """ED-8: "Count only cards of type Medicine, which in all three sets means pills (1) and
    medkit (2)": two combat medics (2 meds each on the card, persons) lose to one pills."""
    assert _pharmers(rules, [["combat_medics", "combat_medics"], ["pills"], []]) == [(), ("gang_pharmers",), ()]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed8_combat_medics_break_a_pharmers_tie(rules: str) -> None:
    """ED-8: "For the tie-break, count the Medic cards and Combat Medics cards (1 per card)":
    pills each, and a combat medics card breaks the tie."""
    assert _pharmers(rules, [["pills", "combat_medics"], ["pills"], []]) == [("gang_pharmers",), (), ()]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed8_a_combat_medics_card_counts_one_like_a_medic_in_the_tie_break(rules: str) -> None:
    """ED-8: "(1 per card)": a combat medics card against a medic is still a tie, so nobody
    gets the Pharmers (F-4: "The gang is not awarded if there is still a tie")."""
    assert _pharmers(rules, [["pills", "combat_medics"], ["pills", "medic"], []]) == [(), (), ()]


# --- ED-9: who can dig the schematics pile ----------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed9_a_build_needs_an_engineer_or_a_tinker_with_a_base_dig_card(rules: str) -> None:
    """ED-9: "A schematics dig must include an Engineer, or a Tinker paired with a base-dig card.
    Any other dig cards and dig tools may add to it." The 2012 rules follow it too."""
    modules = HQ2 | frozenset({"recon3"})
    hand = ["scavenger", "shovel", "tinker", "refugee", "engineer"]
    schematics = ["bunker", "armory", "pharmacy", "hydroponic_gardens", "bunker", "armory"]
    game = stacked(rules, 3, modules, players=[{"hand": hand, "deck": ["junk"] * 6}], schematics=schematics)
    assert refused(game, 0, "build scavenger+shovel")
    assert refused(game, 0, "build scavenger")
    assert accepted(game, 0, "build refugee+tinker")
    assert accepted(game, 0, "build engineer+shovel scavenger")
    act(game, 0, "build engineer+shovel scavenger")
    assert len(game.view(0).looking) == 5  # engineer 2 + shovel 2 + scavenger 1


# --- ED-11: the timer cards are hidden, the owner included (2015) ----------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed11_the_timer_cards_never_show_in_another_players_view_or_log_and_in_2015_not_in_the_owners(
    rules: str,
) -> None:
    """ED-11: "Timer cards are hidden from all players, owner included, until they are removed"
    [000:579] "face-down, without looking at them"; the 2012 option lets the owner alone see
    them (docs/variants.md). Looked at through every channel a seat has: its view (hand,
    knowledge, timers) and its log."""
    game = stacked(
        rules,
        3,
        HQ2,
        players=[{"hand": ["engineer"], "deck": ["grenade", "wolf_pack", "junk"]}],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert game.view(1).seats[0].buildings[0].timer == 2
    for seat in (1, 2, None):
        assert "grenade" not in repr(game.view(seat))
        assert not any({"grenade", "wolf_pack"} & set(e.cards) for e in game.log(seat))
    owner = game.view(0)
    if rules == "2015":
        assert "grenade" not in repr(owner)
        assert not any({"grenade", "wolf_pack"} & set(e.cards) for e in game.log(0))
    else:
        assert owner.timers == (("grenade", "wolf_pack"),)
    assert not any("grenade" in k.cards for k in owner.knowledge)


# --- ED-12: fight 0 against no fight, and the total of 1 for gathering actions ---------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed12_dig_draw_and_hunt_need_a_total_of_at_least_1_with_either_edition(rules: str) -> None:
    """ED-12: "The '>=1' rule applies only to RG actions: dig, draw and hunt with a total of 0
    cannot be declared" [000:252] [001:283]. A total, not a card: a refugee (dig 0, hunt 0) or a
    tribe family (hunt 0) with a tool reaches 1 or more."""
    game = stacked(rules, players=[{"hand": ["refugee", "tribe_family_3", "shovel", "spear"]}])
    for notation in ("dig refugee", "hunt refugee", "hunt tribe_family_3", "hunt refugee tribe_family_3"):
        assert refused(game, 0, notation), notation
    for notation in ("dig refugee+shovel", "hunt tribe_family_3+spear", "hunt refugee+spear"):
        assert accepted(game, 0, notation), notation


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed12_a_sniped_fight_0_card_gives_its_force_no_fight(rules: str) -> None:
    """ED-12: hasFight "is true if at least one committed, non-sniped person card ... has a
    printed base fight value, 0 included". Sniped, the tribe family (fight 0) leaves only a
    refugee (no fight): every force has no fight and the 3 refugees win on people. The sniper
    team has no fight either, but still counts its 2 people (S-4)."""
    game = stacked(
        rules,
        round=3,
        initiator=1,
        players=[
            {"hand": ["tribe_family_3", "refugee"]},
            {"hand": ["sniper_team"]},
            {"hand": ["refugee", "refugee", "refugee"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit refugee tribe_family_3", 1: "commit sniper_team", 2: "commit refugee refugee refugee"})
    game.apply(1, "snipe 0:tribe_family_3")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game) == {0: (0, 0, 1), 1: (0, 0, 2), 2: (0, 0, 3)}
    assert winner_of_last_skirmish(game) == 2


@pytest.mark.parametrize(("rules", "winner", "family"), [("2015", 1, (1, 0, 3)), ("2012", 0, (0, 0, 3))])
def test_ed12_a_saboteur_that_disarmed_gives_no_fight(rules: str, winner: int, family: tuple[int, ...]) -> None:
    """ED-12: hasFight counts a card only if it "did not use a special ability instead of
    fighting" (S-3: "a saboteur that disarmed"). The saboteur (fight 1) disarms the tribe
    family's spear: its force of 4 people has no fight. 2015: the tribe family's fight 0 beats
    it [000:418-420]. 2012: a total of 0 is no fight [001:455], and 4 people beat 3."""
    game = stacked(
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["saboteur", "refugee", "refugee", "refugee"]}, {"hand": ["tribe_family_3", "spear"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit refugee refugee refugee saboteur", 1: "commit spear tribe_family_3"})
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[0] == (0, 0, 4)
    assert totals(game)[1] == family
    assert winner_of_last_skirmish(game) == winner


@pytest.mark.parametrize(("rules", "winner", "gang"), [("2015", 0, (1, 0, 2)), ("2012", 1, (0, 0, 2))])
def test_ed12_the_gangsters_refugee_fights_0_only_with_the_2015_rules(
    rules: str, winner: int, gang: tuple[int, ...]
) -> None:
    """ED-12: hasFight also holds for a person that "is granted one (e.g. the Gangster makes
    refugees fight 0)". 2015: a Gangster's refugee (fight 0, counting 2 people, L-8) beats three
    plain refugees (no fight, 3 people). 2012: its total of 0 is no fight, and 3 people beat 2."""
    game = stacked(
        rules,
        3,
        HQ3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["refugee"], "leader": "leader_gangster"},
            {"hand": ["refugee", "refugee", "refugee"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit refugee", 1: "commit refugee refugee refugee"})
    pass_skirmish_turns(game)
    assert totals(game)[0] == gang
    assert totals(game)[1] == (0, 0, 3)
    assert winner_of_last_skirmish(game) == winner


# --- ED-13: special actions, per card, in gathering and in the skirmish -----------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed13_a_saboteur_disarms_during_another_players_gathering_action(rules: str) -> None:
    """ED-13: "Special actions are an open category, defined per card"; the saboteur works "in
    RG" [001:259-262] and in the skirmish [000:302]. Its disarm of a hunting spear discards the
    spear alone (I-2); the scavenger may still hunt 1."""
    game = stacked(rules, initiator=1, players=[{"hand": ["saboteur"]}, {"hand": ["scavenger", "spear"]}, {}])
    game.apply(1, "hunt scavenger+spear")
    struck = False
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        strike = decision.seat == 0 and not struck
        game.apply(decision.seat, "disarm 1:spear" if strike else "pass")
        struck = struck or strike
    assert struck
    assert zone_counter(game, "1:discard")["spear"] == 1
    assert zone_counter(game, "0:discard")["saboteur"] == 1
    assert game.view(None).decision == sc.Decision("resume", 1, 1, "hunt")
    game.apply(1, "continue")
    assert game.view(1).seats[1].food == 1


# --- ED-14: shuffling the junkyard ------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed14_scrappers_may_put_dug_cards_back_on_top_without_a_shuffle(rules: str) -> None:
    """ED-14: "Cards returned by a dig go to the bottom with no shuffle; Scrappers may also put
    them on top" (the 2012 rules shuffle as the 2015 ones, docs/variants.md)."""
    game = stacked(
        rules,
        3,
        frozenset({"recon3"}),
        players=[{"hand": ["scrappers"]}],
        junkyard=["junk", "net", "pills", "medkit", "spear", "shovel"],
    )
    act(game, 0, "dig scrappers")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game.apply(0, "keep pills")
    game.apply(0, "top junk")
    after = zone_kinds(game, "junkyard")
    assert after[:4] == ["junk", "medkit", "spear", "shovel"]
    assert after[4:] == ["net"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed14_a_dig_that_keeps_nothing_returns_every_card_to_the_bottom_unshuffled(rules: str) -> None:
    """ED-14: "Players do not shuffle the pile when returning cards ... during a dig action.
    Only adding cards initiates a shuffle" [000:236]: the undug cards keep their order on top."""
    junkyard = ["junk", "net", "pills", "medkit", "spear", "shovel", "multitool"]
    game = stacked(rules, players=[{"hand": ["brawler", "shovel"]}], junkyard=junkyard)
    act(game, 0, "dig brawler+shovel")
    game.apply(0, "keep none")
    after = zone_kinds(game, "junkyard")
    assert after[:4] == ["medkit", "spear", "shovel", "multitool"]
    assert sorted(after[4:]) == ["junk", "net", "pills"]


# --- ED-15: store and retrieve ------------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed15_on_another_players_turn_only_the_bunker_may_be_opened(rules: str) -> None:
    """ED-15: "During other players' turns, only retrieval from the bunker is allowed (H-7)",
    with either edition: an armory's spear stays put while seat 1 digs."""
    game = stacked(
        rules,
        3,
        HQ2,
        initiator=1,
        players=[
            {
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["spear"]},
                ]
            },
            {"hand": ["scavenger", "brawler"]},
            {},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(1, "dig scavenger")
    assert game.to_act == (0,)
    options = texts(game, 0)
    assert "retrieve bunker sniper_team" in options
    assert not any(t.startswith("retrieve armory") for t in options)
    assert refused(game, 0, "retrieve armory spear")
    assert not any(t.startswith("store") for t in options)


# --- ED-17: the pickaxe ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed17_the_pickaxe_is_a_fighting_tool_with_a_small_dig_modifier(rules: str) -> None:
    """ED-17: the pickaxe, left out of the 2015 card details, plays from "the card data in
    Appendix A" ([001]: "Fighting tool with limited digging modifier"; cards.tsv: dig +1,
    fight +2): a scavenger digs 2 with it, a brawler fights 4."""
    game = stacked(rules, players=[{"hand": ["scavenger", "pickaxe"]}], junkyard=["net", "pills", "junk"])
    act(game, 0, "dig scavenger+pickaxe")
    assert sorted(game.view(0).looking) == ["net", "pills"]
    fight = stacked(
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "pickaxe"]}, {"hand": ["thugs"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(fight, {0: "commit brawler pickaxe", 1: "commit thugs"})
    pass_skirmish_turns(fight)
    assert totals(fight)[0] == (1, 4, 1)
    assert winner_of_last_skirmish(fight) == 0


# --- ED-18: the two FAQs merged ---------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed18_sniping_an_earlier_saboteur_only_lowers_people_and_an_earlier_snipe_stops_a_later_sniper(
    rules: str,
) -> None:
    """ED-18: "in a skirmish, an earlier player who snipes a later player's sniper or saboteur
    prevents its use. Sniping an earlier one only lowers the people count" [001:420-431], merged
    with "each player in turn order ... only gets one opportunity ... implemented immediately"
    [000:492]: "Both texts are merged" (both editions)."""
    game = stacked(
        rules,
        4,
        round=3,
        initiator=0,
        players=[
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["sniper_team", "scavenger", "grenade"]},
            {"hand": ["sniper_team", "scout"]},
            {"hand": ["saboteur", "hunter", "spear"]},
        ],
        contested=["wolf_pack", "field_crew"],
    )
    commit_all(
        game,
        {
            0: "commit brawler saboteur",
            1: "commit grenade scavenger sniper_team",
            2: "commit scout sniper_team",
            3: "commit hunter saboteur spear",
        },
    )
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    game.apply(1, "snipe 0:saboteur")
    pass_windows(game)
    assert zone_counter(game, "1:discard")["grenade"] == 1  # the disarm stands
    game.apply(2, "snipe 3:saboteur")
    pass_windows(game)
    # Seat 3's saboteur is gone before her turn: she has nothing left to do and is not asked.
    assert game.round == 4
    t = totals(game)
    assert t[0] == (1, 2, 1)
    assert t[1] == (1, 1, 3)
    assert t[3] == (1, 3, 1)  # hunter 1 + spear 2, the spear never disarmed
    assert t[2] == (1, 2, 3)
    assert winner_of_last_skirmish(game) == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed18_after_a_gathering_snipe_the_other_cards_may_be_taken_back(rules: str) -> None:
    """ED-18 merges the 2015 RG-instant answers [000:474-488] into both editions: "only the card
    that was sniped/disarmed is discarded. All other cards involved in that action can be taken
    back into hand" (I-2 (b): the action is then not used up)."""
    game = stacked(
        rules, initiator=1, players=[{"hand": ["sniper_team"]}, {"hand": ["scavenger", "brawler", "shovel"]}, {}]
    )
    game.apply(1, "dig scavenger+shovel brawler")
    struck = False
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        strike = decision.seat == 0 and decision.kind == "respond" and not struck
        game.apply(decision.seat, "snipe 1:scavenger" if strike else "pass")
        struck = struck or strike
    assert struck
    assert zone_counter(game, "1:discard") == {"scavenger": 1}
    assert game.view(None).decision == sc.Decision("resume", 1, 1, "dig")
    game.apply(1, "abort")
    assert sorted(game.view(1).hand) == ["brawler", "shovel"]
    assert "dig" not in game.view(None).seats[1].used
    assert accepted(game, 1, "dig brawler+shovel")


# --- ED-19: one Sergeant at Arms ----------------------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed19_the_sergeant_at_arms_is_one_leader_id(rules: str) -> None:
    """ED-19: "A single leader id, sergeant_at_arms" (both spellings [000:660] [000:672])."""
    catalogue = sc.cards.CATALOGUE
    assert "leader_sergeant_at_arms" in catalogue
    assert not any("sergeant_of" in kind or "sergent" in kind for kind in catalogue)
    game = stacked(rules, 3, HQ3, players=[{"leader": "leader_sergeant_at_arms"}, {}, {}])
    for seat in (1, 2):
        game.apply(seat, f"lead {game.view(seat).dealt[0]}")
    assert game.view(None).seats[0].leader == "leader_sergeant_at_arms"
    with pytest.raises(sc.ConfigError, match="sergeant_of_arms"):
        stacked(rules, 3, HQ3, players=[{"leader": "leader_sergeant_of_arms"}, {}, {}])


# --- ED-20: the Yardmaster once per round -----------------------------------------------------


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed20_the_yardmaster_is_once_per_round_not_once_per_turn(rules: str) -> None:
    """ED-20: "Once per round, usable at any time, including other players' turns": used on its
    owner's turn, it is not offered again in another player's turn of the same round (card text
    "once per turn" is not followed), and it is back the next round."""
    game = stacked(
        rules,
        3,
        frozenset({"recon5", "hq1", "hq2", "hq3"}),
        round=1,
        initiator=0,
        players=[
            {"hand": ["junk"], "leader": "leader_yardmaster", "deck": ["pills"] * 5},
            {"hand": ["scavenger"], "leader": "leader_butcher", "deck": ["medkit"] * 5},
            {"leader": "leader_cannibal"},
        ],
        junkyard=["net", "junk", "pills", "medkit", "spear"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    assert "yard" not in texts(game, 0)
    act(game, 0, "end")
    game.apply(1, "dig scavenger")
    while game.round == 1:
        seat = game.to_act[0]
        assert "yard" not in texts(game, seat)
        quiet_step(game)
    while game.to_act != (0,):
        quiet_step(game)
    assert game.round == 2
    assert "yard" in texts(game, 0)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed18_a_committed_sniper_team_snipes_during_another_players_gathering(rules: str) -> None:
    """ED-18 merges the 2015 answer [000:476] into both editions: "cards set apart for a
    skirmish are considered to be in hand, and can be ... played as instants during an
    opponent's hunt/hire, dig or draw action"; "they are discarded immediately after use, and
    you do not redraw" [000:480]. The committed count shrinks (I-6) and the sniper team is not
    in the skirmish force."""
    game = stacked(
        rules,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "spear"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler sniper_team")
    assert game.view(None).seats[0].committed_count == 2
    game.apply(1, "hunt scavenger+spear")
    struck = False
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        strike = decision.seat == 0 and decision.kind == "respond" and not struck
        game.apply(decision.seat, "snipe 1:scavenger" if strike else "pass")
        struck = struck or strike
    assert struck
    assert game.view(None).seats[0].committed_count == 1
    assert zone_counter(game, "0:discard") == {"sniper_team": 1}
    assert zone_counter(game, "1:discard")["scavenger"] == 1
    assert texts(game, 1) == ["abort"]  # a spear alone cannot hunt
    game.apply(1, "abort")
    assert game.view(1).hand == ("spear",)
    commit_all(game, {})
    pass_skirmish_turns(game)
    assert totals(game)[0] == (1, 2, 1)
    assert winner_of_last_skirmish(game) == 0


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("drill", [True, False])
def test_ed12_a_drill_sergeant_used_in_the_skirmish_gives_no_fight_ed5_its_cards_go_at_the_end(
    rules: str, drill: bool
) -> None:
    """ED-12: hasFight needs a card that "did not use a special ability instead of fighting"
    (S-3: "a drill sergeant that used its special"). Used, the sergeant (fight 1) leaves its force
    with no fight, and the tribe family wins: on its fight 0 (2015) or on people (2012, where 0 is
    no fight). Unused, the sergeant's fight 1 wins. ED-5: the timing "pins down ... the drill
    sergeant in the skirmish": the cards it drew are discarded at the end of the round (X-13)."""
    game = stacked(
        rules,
        3,
        frozenset({"recon3"}),
        round=3,
        initiator=0,
        players=[
            {"hand": ["drill_sergeant"], "deck": ["pills", "junk", *["medkit"] * 5], "discard": ["spear"]},
            {"hand": ["tribe_family_3"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit drill_sergeant", 1: "commit tribe_family_3"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    if drill:
        game.apply(0, "drill drill_sergeant")
        game.apply(0, "shuffle none")
    pass_skirmish_turns(game)
    assert totals(game)[0] == ((0, 0, 1) if drill else (1, 1, 1))
    assert winner_of_last_skirmish(game) == (1 if drill else 0)
    if drill:
        drew = [e.cards for e in game.log(0) if e.type is EventType.DREW and e.round == 3 and e.cards]
        assert drew == [("junk", "pills")]
        assert game.round == 4
        assert zone_counter(game, "0:discard") == {"drill_sergeant": 1, "spear": 1, "pills": 1, "junk": 1}
        assert game.view(0).hand == ("medkit",) * 5


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed7_work_goes_only_to_the_owners_buildings_under_construction(rules: str) -> None:
    """ED-7: "Each worker ... is assigned to one under-construction building of the owner": not
    to a complete building, not to another player's building (either edition)."""
    game = stacked(
        rules,
        3,
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger", "brawler"], "buildings": [{"building": "armory"}]},
            {"buildings": [{"building": "bunker", "timer": ["net", "pills", "junk"]}]},
            {},
        ],
    )
    assert not any(a.verb is sc.Verb.WORK for a in game.legal_actions(0))
    assert refused(game, 0, "work armory scavenger")
    assert refused(game, 0, "work bunker scavenger")
    assert game.view(None).seats[1].buildings[0].timer == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed14_a_trash_shuffles_the_whole_junkyard(rules: str) -> None:
    """ED-14: "Any net-new card (trash ...) triggers a full shuffle" ([000:236] "face-down on top
    ... then shuffle the entire junkyard"; [001:264-268]). Over several seeds the junkyard's own
    cards do not always keep their order: a shuffle, not an insertion."""
    junkyard = ["net", "pills", "junk", "spear", "medkit", "multitool", "pickaxe", "shovel"]
    orders, tops = set(), set()
    for seed in range(6):
        game = stacked(rules, seed=seed, players=[{"hand": ["refugee", "scout"]}], junkyard=junkyard)
        act(game, 0, "trash refugee")
        after = zone_kinds(game, "junkyard")
        assert sorted(after) == sorted([*junkyard, "refugee"])
        orders.add(tuple(k for k in after if k != "refugee"))
        tops.add(after[0])
    assert orders != {tuple(junkyard)}
    assert tops != {"refugee"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed11_a_spy_may_see_another_players_timer_cards_with_either_edition(rules: str) -> None:
    """ED-11: timer cards "can be revealed to a spy (X-2)"; the 2012 option lets only the owner
    see them besides (docs/variants.md), so a third player still does not."""
    game = stacked(
        rules,
        3,
        HQ2 | frozenset({"recon1"}),
        round=2,
        initiator=1,
        players=[
            {"buildings": [{"building": "bunker", "timer": ["grenade", "wolf_pack"]}]},
            {"hand": ["spy"], "deck": ["pills"] * 3},
            {},
        ],
    )
    act(game, 1, "spy 0:timer-bunker")
    seen = [k for k in game.view(1).knowledge if k.zone == "0:timer-bunker"]
    assert len(seen) == 1
    assert sorted(seen[0].cards) == ["grenade", "wolf_pack"]
    assert "grenade" not in repr(game.view(2))
    assert game.view(0).timers == ((("grenade", "wolf_pack"),) if rules == "2012" else ())


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed12_a_fight_0_raised_to_1_by_the_mentor_is_an_attack_with_either_edition(rules: str) -> None:
    """ED-12 / docs/variants.md 2012: "No attack can be made with a fight total below 1, so a
    skirmish force that adds up to 0 counts as having no fight" [001:455]: the total counts.
    The Mentor's refugee gives the tribe family +1 fight (L-3) and leaves the force: a total of 1
    with 3 people beats four refugees (no fight, 4 people) with both editions."""
    game = stacked(
        rules,
        3,
        HQ3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["refugee", "tribe_family_3"], "leader": "leader_mentor"},
            {"hand": ["refugee", "refugee", "refugee", "refugee"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit refugee tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    lead = [t for t in texts(game, 0) if t.startswith("lead")]
    assert lead == ["lead refugee"]
    game.apply(0, "lead refugee")
    pass_windows(game)
    pass_skirmish_turns(game)
    assert totals(game)[0] == (1, 1, 3)
    assert totals(game)[1] == (0, 0, 4)
    assert winner_of_last_skirmish(game) == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed16_a_build_that_keeps_no_building_returns_the_schematics_and_uses_the_build(rules: str) -> None:
    """ED-16: "0 or 1 may be kept. If 0, all the drawn schematics return to the bottom and no
    build has started; see H-5" ("A build dig that keeps no building still uses up the round's
    build"), with either edition."""
    game = stacked(
        rules,
        3,
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "bunker", "armory"],
    )
    act(game, 0, "build engineer")
    assert sorted(game.view(0).looking) == ["bunker", "pharmacy"]
    game.apply(0, "keep none")
    assert game.view(0).seats[0].buildings == ()
    assert zone_kinds(game, "schematics")[0] == "armory"
    assert sorted(zone_kinds(game, "schematics")[1:]) == ["bunker", "pharmacy"]
    assert game.view(0).seats[0].deck_count == 6  # no timer was drawn
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))
    assert refused(game, 0, "build engineer")


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed7_an_aborted_work_does_not_use_up_the_rounds_work(rules: str) -> None:
    """ED-7 with the 2012 option ("Work goes to one building a round", docs/variants.md) and
    I-2 (b): after a snipe, "Abort: all remaining cards return to hand. The action type is not
    used up and may be declared again this turn": a work whose only worker was sniped never
    happened, so another building may still be worked on, with either edition."""
    game = stacked(
        rules,
        3,
        HQ2,
        round=2,
        initiator=0,
        players=[
            {
                "hand": ["scavenger", "brawler"],
                "buildings": [
                    {"building": "bunker", "timer": ["net", "pills", "junk"]},
                    {"building": "armory", "timer": ["spear", "shovel", "junk"]},
                ],
            },
            {"hand": ["sniper_team"]},
            {},
        ],
    )
    game.apply(0, "work bunker scavenger")
    struck = False
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        strike = decision.seat == 1 and decision.kind == "respond" and not struck
        game.apply(decision.seat, "snipe 0:scavenger" if strike else "pass")
        struck = struck or strike
    assert struck
    # No worker is left: the work is aborted at once (nothing to continue with).
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert [e.text for e in game.log(None) if e.type is EventType.ABORTED] == ["work"]
    assert game.view(0).hand == ("brawler",)
    assert "work" not in game.view(None).seats[0].used
    timers = {b.kind: b.timer for b in game.view(None).seats[0].buildings}
    assert timers == {"bunker": 3, "armory": 3}
    act(game, 0, "work armory brawler")
    timers = {b.kind: b.timer for b in game.view(None).seats[0].buildings}
    assert timers == {"bunker": 3, "armory": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_ed12_with_no_fight_anywhere_people_decide_against_players_who_committed_nothing(rules: str) -> None:
    """ED-12 2012 (docs/variants.md): a total of 0 "counts as having no fight at all, and the
    number of people decides against another force without fight"; S-1: "A force with no fight
    but at least 1 person does win against" players who committed nothing. A lone tribe family
    wins with either edition; a lone spear (no fight, no people) does not (a deadlock)."""
    game = stacked(
        rules, round=3, initiator=0, players=[{"hand": ["tribe_family_3"]}, {}, {}], contested=["grenade", "wolf_pack"]
    )
    commit_all(game, {0: "commit tribe_family_3"})
    pass_skirmish_turns(game)
    assert totals(game)[0] == ((1, 0, 3) if rules == "2015" else (0, 0, 3))
    assert winner_of_last_skirmish(game) == 0
    spear = stacked(
        rules, round=3, initiator=0, players=[{"hand": ["spear"]}, {}, {}], contested=["grenade", "wolf_pack"]
    )
    commit_all(spear, {0: "commit spear"})
    pass_skirmish_turns(spear)
    assert winner_of_last_skirmish(spear) is None
