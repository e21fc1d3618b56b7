"""Blind audit (6) of the resource-gathering phase, as the legal action list shows it.

Written from the rulebooks in ``shared/rules`` and ``shared/RULINGS.md`` only, without reading
the engine's source: every expected value below comes from the rulebook line or ruling cited
in the test's name or comment. ``[000:NNN]`` is the 2015 base+HQ rulebook line, ``[001:NNN]``
the older (2012) edition, ``[003:NNN]`` Recon; rulings by their IDs. Card values come from
``shared/cards.tsv``, read here directly.

Actions are compared as (verb, multiset of cards): DESIGN.md lists interchangeable copies once,
and README's notation writes a dig's groups in one canonical order, so the rulebook's "which
cards may be played together" is what is checked, not the engine's choice of how to write it.
"""

from __future__ import annotations

import csv
import itertools
import random
from collections import Counter
from pathlib import Path
from typing import Any, cast

import pytest

import scavengers as sc
from helpers import act, pass_responses, texts, zone_counter, zone_kinds

CARDS_TSV = Path(__file__).resolve().parents[2] / "shared" / "cards.tsv"
if not CARDS_TSV.exists():  # pragma: no cover - the layout of the checkout
    CARDS_TSV = Path("/work/shared/cards.tsv")


def _num(text: str) -> int | None:
    return None if text in ("-", "") else int(text)


def _load_cards() -> dict[str, dict[str, object]]:
    with CARDS_TSV.open(newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    return {
        row["id"]: {
            "type": row["type_icon"],
            "count": int(row["count"]),
            "food": _num(row["cost_food"]) or 0,
            "med": _num(row["cost_meds"]) or 0,
            "mix": _num(row["cost_any_mix"]),
            "base": {v: _num(row[v]) for v in ("dig", "draw", "hunt")},
            "plus": {v: _num(row["plus_" + v]) for v in ("dig", "draw", "hunt")},
            "meds": _num(row["meds"]) or 0,
            "set": row["set"],
            "category": row["category"],
        }
        for row in rows
    }


CARDS = _load_cards()


def hunt_of(kind: str) -> int:
    """A card's hunt value: base plus bonus, a blank counting 0."""
    base = cast("dict[str, int | None]", CARDS[kind]["base"])
    plus = cast("dict[str, int | None]", CARDS[kind]["plus"])
    return (base["hunt"] or 0) + (plus["hunt"] or 0)


BASE_MERCENARIES = ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs")


def new(
    seats: int = 3,
    *,
    modules: frozenset[str] = frozenset(),
    rules: str = "2015",
    seed: int = 0,
    **scenario: object,
) -> sc.Game:
    config = sc.GameConfig(players=seats, seed=seed, modules=modules, rules=rules, scenario=scenario)
    return sc.Game.new(config)


def alone(hand: list[str], *, deck: list[str] | None = None, **scenario: Any) -> sc.Game:
    """Round 1, three players, seat 0 the initiator holding ``hand``; nobody else holds a card,
    so no response window opens."""
    scenario.setdefault("round", 1)
    player: dict[str, object] = {"hand": hand}
    if deck is not None:
        player["deck"] = deck
    return new(3, initiator=0, players=[player], **scenario)


def split(text: str) -> tuple[str, tuple[str, ...]]:
    """An action's verb and the sorted multiset of card kinds it names (groups flattened)."""
    words = text.split()
    return words[0], tuple(sorted(card for word in words[1:] for card in word.split("+")))


def listed(game: sc.Game, seat: int, verb: str) -> set[tuple[str, ...]]:
    return {cards for v, cards in map(split, texts(game, seat)) if v == verb}


def hires(game: sc.Game, seat: int) -> set[tuple[str, tuple[str, ...]]]:
    """Listed hires as (mercenary, sorted payment cards)."""
    out = set()
    for text in texts(game, seat):
        words = text.split()
        if words[0] != "hire":
            continue
        pay = tuple(sorted(words[3:])) if len(words) > 2 and words[2] == "pay" else ()
        out.add((words[1], pay))
    return out


def sub_multisets(hand: list[str]) -> set[tuple[str, ...]]:
    counts = Counter(hand)
    kinds = sorted(counts)
    out = set()
    for picks in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        out.add(tuple(sorted(itertools.chain.from_iterable([k] * n for k, n in zip(kinds, picks, strict=True)))))
    return out


def group_is_legal(cards: tuple[str, ...], verb: str) -> bool:
    """[000:186-189], [000:240], [000:252], [000:440-450]: persons with the base ability hold at
    most one tool each; modifiers (tools, group leaders and other modifier-only persons) need a
    holder with the base ability; instants need no holder and take no tool slot ([003:31], X-8);
    a card that neither has the base ability nor modifies it takes no part; the total is >= 1."""
    holders = tools = modifiers = 0
    total = 0
    for kind in cards:
        card = CARDS[kind]
        base, plus = card["base"][verb], card["plus"][verb]  # type: ignore[index]
        if card["type"] == "instant":
            if base is None:
                return False
            total += base
        elif base is not None and card["type"] == "person":
            holders += 1
            total += base
        elif plus is not None:
            if card["type"] == "tool":
                tools += 1
            modifiers += 1
            total += plus
        else:
            return False
    return (holders >= 1 or modifiers == 0) and tools <= holders and total >= 1


def expected_groups(hand: list[str], verb: str) -> set[tuple[str, ...]]:
    return {cards for cards in sub_multisets(hand) if cards and group_is_legal(cards, verb)}


def expected_hires(hand: list[str], food: int, market: dict[str, int]) -> set[tuple[str, tuple[str, ...]]]:
    """[000:216-218], [000:400-402], R-13: food pays food, meds (medicine cards from hand, any
    number) pay meds, thugs any mix of 6; overpaying is allowed; an empty stack is not hired
    (R-9)."""
    medicine = [k for k in hand if CARDS[k]["meds"]]  # medicine, medics, combat medics
    out = set()
    for pay in sub_multisets(medicine):
        meds = sum(CARDS[k]["meds"] for k in pay)  # type: ignore[misc]
        for merc, left in market.items():
            if left <= 0:
                continue
            card = CARDS[merc]
            mix_ok = card["mix"] is not None and food + meds >= card["mix"]  # type: ignore[operator]
            split_ok = card["mix"] is None and food >= card["food"] and meds >= card["med"]  # type: ignore[operator]
            if mix_ok or split_ok:
                out.add((merc, pay))
    return out


def market(game: sc.Game) -> dict[str, int]:
    return {zone.split(":", 1)[1]: len(cards) for zone, cards in game.zones().items() if zone.startswith("market:")}


def state(game: sc.Game) -> str:
    return game.to_json()


# -- the whole legal list of a turn, checked against the rulebook for random base hands --------

HAND_POOL = [
    kind
    for kind, card in CARDS.items()
    if card["set"] == "base" and card["type"] in ("person", "tool", "medicine", "junk")
    for _ in range(min(int(card["count"]), 3))  # type: ignore[call-overload]
]


def random_hand(rng: random.Random) -> list[str]:
    return rng.sample(HAND_POOL, rng.randint(4, 7))


def check_turn_list(game: sc.Game, used: set[str], food: int) -> None:
    view = game.view(0)
    # The cards that may act: a card drawn again after a reshuffle that already acted this
    # round may not [000:254] (the View's `spent`).
    hand = list((Counter(view.hand) - Counter(view.spent)).elements())
    for verb in ("dig", "draw", "hunt"):
        want = set() if verb in used else expected_groups(hand, verb)
        assert listed(game, 0, verb) == want, (verb, hand)
    want_hires = set() if "hire" in used else expected_hires(hand, food, market(game))
    assert hires(game, 0) == want_hires, (hand, food)
    want_trash = set() if "trash" in used else {c for c in sub_multisets(hand) if c}
    assert listed(game, 0, "trash") == want_trash, hand
    assert "end" in texts(game, 0)
    allowed = {"dig", "draw", "hunt", "hire", "trash", "end"}
    assert {t.split()[0] for t in texts(game, 0)} <= allowed, texts(game, 0)


@pytest.mark.parametrize("seed", range(40))
def test_key_concepts_000_184_189_the_gathering_list_is_exactly_what_the_rulebook_allows(seed: int) -> None:
    # [000:184-189] key concepts, [000:200] "no action may be taken more than once", [000:202-228]
    # dig, draw, hire, hunt, trash, [000:252] total >= 1, R-10, R-11, R-13: the whole list of
    # a turn, then again after each action taken (the cards used are gone, that verb is spent,
    # the hunt's food pays the hire).
    rng = random.Random(seed)
    hand = random_hand(rng)
    deck = [k for k in ("junk", "pills", "net") if k not in hand]
    game = alone(hand, deck=deck)
    used: set[str] = set()
    food = 0
    check_turn_list(game, used, food)
    for _ in range(4):
        choices = [t for t in texts(game, 0) if t.split()[0] in ("dig", "draw", "hunt", "hire")]
        if not choices:
            break
        text = rng.choice(choices)
        verb = text.split()[0]
        act(game, 0, text)
        decision = game.view(0).decision
        assert decision is not None
        if decision.kind == "keep":
            game.apply(0, "keep none")
        used.add(verb)
        if verb == "hunt":
            food = sum(hunt_of(k) for k in split(text)[1])
            assert game.view(0).seats[0].food == food
        check_turn_list(game, used, food)


EXPANSION_MODULES = frozenset({"hq1", "recon1", "recon2", "recon4"})
EXPANSION_POOL = [
    kind
    for kind, card in CARDS.items()
    if card["set"] in ("base", "hq", "recon")
    and card["type"] in ("person", "tool", "medicine", "junk", "instant")
    and kind not in ("engineer", "tinker", "courier", "drill_sergeant", "scrappers", "demolition_team", "map")
    and kind not in ("tear_gas", "spy")
    for _ in range(min(int(card["count"]), 2))  # type: ignore[call-overload]
]


@pytest.mark.parametrize("seed", range(40))
def test_key_concepts_000_184_189_hold_for_hq_and_recon_cards_too(seed: int) -> None:
    # The same rules with the HQ medic, rifle and toolkit and the Recon persons, instants and
    # contested resources: medics and combat medics pay meds in a hire (R-13, [000:543],
    # X-18); binoculars hunt with no holder; scouting refugees are modifiers only
    # ([003:81-91]); a hardy scavenger has draw 0, so alone it cannot draw.
    rng = random.Random(1000 + seed)
    hand = rng.sample(EXPANSION_POOL, rng.randint(4, 7))
    game = new(3, modules=EXPANSION_MODULES, round=1, initiator=0, players=[{"hand": hand, "deck": ["junk"]}])
    view = game.view(0)
    for verb in ("dig", "draw", "hunt"):
        assert listed(game, 0, verb) == expected_groups(hand, verb), (verb, hand)
    assert hires(game, 0) == expected_hires(hand, 0, market(game)), hand
    hunts = sorted(t for t in texts(game, 0) if t.startswith("hunt "))
    if hunts:
        text = rng.choice(hunts)
        act(game, 0, text)
        view = game.view(0)
        food = view.seats[0].food
        want = sum(hunt_of(k) for k in split(text)[1])
        assert food == want, text
        assert hires(game, 0) == expected_hires(list(view.hand), food, market(game)), (text, view.hand)


# -- the rulebook's walkthrough, as the legal list shows it [000:503-517] ---------------------


def test_walkthrough_000_507_sarah_refugee_and_shovel_dig_two_then_three_cards_go_to_the_skirmish() -> None:
    # [000:507]: refugee + shovel dig of 2; net and junk drawn; keep the net, junk to the bottom;
    # brawler, refugee and pills reserved for the skirmish (round 3 so that there is one).
    game = new(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "shovel", "refugee", "refugee", "pills"]}],
        junkyard=["net", "junk", "spear"],
    )
    assert "dig refugee+shovel" in texts(game, 0)
    act(game, 0, "dig refugee+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net"]
    assert set(texts(game, 0)) == {"keep none", "keep junk", "keep net"}
    game.apply(0, "keep net")
    assert zone_kinds(game, "junkyard") == ["spear", "junk"]
    assert zone_counter(game, "0:discard") == Counter({"refugee": 1, "shovel": 1, "net": 1})
    game.apply(0, "end")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "commit"
    assert "commit brawler pills refugee" in texts(game, 0)
    game.apply(0, "commit brawler pills refugee")
    assert game.view(None).seats[0].committed_count == 3


def test_walkthrough_000_511_carol_digs_with_a_scavenger_hunts_with_refugee_and_spear_and_hires() -> None:
    # [000:511]: scavenger dig 1, refugee + spear hunt 1, the 1 food hires a scavenger.
    game = alone(["scavenger", "spear", "refugee", "refugee", "tribe_family_3"], junkyard=["pills", "junk"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep pills")
    assert "hunt refugee+spear" in texts(game, 0)
    act(game, 0, "hunt refugee+spear")
    assert game.view(0).seats[0].food == 1
    assert hires(game, 0) == {("scavenger", ())}
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard")["scavenger"] == 2  # the digger and the new hire
    assert sorted(game.view(0).hand) == ["refugee", "tribe_family_3"]


def test_walkthrough_000_517_betty_hunts_two_and_hires_a_scout_with_a_medkit() -> None:
    # [000:517]: scavenger + spear hunt 2, medkit 2 meds: a scout (2 food, 1 med) is hired;
    # the scout and every card played go to the discard pile; scavenger and shovel remain.
    game = alone(["scavenger", "scavenger", "spear", "shovel", "medkit"])
    act(game, 0, "hunt scavenger+spear")
    assert ("scout", ("medkit",)) in hires(game, 0)
    assert ("scout", ()) not in hires(game, 0)  # the scout's med must be paid [000:218]
    left = market(game)["scout"]
    act(game, 0, "hire scout pay medkit")
    assert market(game)["scout"] == left - 1
    assert zone_counter(game, "0:discard") == Counter({"scavenger": 1, "spear": 1, "medkit": 1, "scout": 1})
    assert "scout" in game.view(1).seats[0].discard  # hired face up, for all to see [000:218]
    assert sorted(game.view(0).hand) == ["scavenger", "shovel"]
    assert not [t for t in texts(game, 0) if t.startswith(("hire", "hunt"))]


# -- once per round, one action per card, once per card ---------------------------------------


def test_000_187_a_card_used_for_one_action_cannot_do_another() -> None:
    # [000:187], [000:256-258]: "Under no circumstances could she use the card for both
    # actions": the one scavenger that dug cannot hunt or draw.
    game = alone(["scavenger", "refugee", "multitool"], junkyard=["junk"])
    act(game, 0, "dig scavenger+multitool")
    game.apply(0, "keep none")
    before = state(game)
    for text in ("hunt scavenger", "draw scavenger", "hunt refugee+multitool"):
        assert text not in texts(game, 0)
        with pytest.raises(ValueError, match=r"seat 0"):
            game.apply(0, text)
        assert state(game) == before
    # the multitool was used once too (a tool is one card): the refugee has no hunt left
    assert listed(game, 0, "hunt") == set()


@pytest.mark.parametrize("verb", ["dig", "draw", "hunt", "hire", "trash"])
def test_000_200_no_action_may_be_taken_more_than_once(verb: str) -> None:
    # [000:185], [000:200]; hire [000:218]; trash is a given action too.
    hand = ["scavenger", "scavenger", "scout", "brawler", "junk", "junk", "pills", "pills"]
    game = alone(hand, deck=["net", "net", "net"], junkyard=["junk", "junk", "junk"])
    first = {
        "dig": "dig brawler",
        "draw": "draw scout",
        "hunt": "hunt scavenger",
        "hire": "hire hunter pay pills",
        "trash": "trash junk",
    }[verb]
    act(game, 0, first)
    decision = game.view(0).decision
    assert decision is not None
    if decision.kind == "keep":
        game.apply(0, "keep none")
    assert not [t for t in texts(game, 0) if t.split()[0] == verb]
    second = {
        "dig": "dig scavenger",
        "draw": "draw scavenger",
        "hunt": "hunt scavenger",
        "hire": "hire hunter pay pills",
        "trash": "trash junk",
    }[verb]
    before = state(game)
    with pytest.raises(ValueError, match=r"seat 0") as refusal:
        game.apply(0, second)
    assert state(game) == before
    message = str(refusal.value)
    assert "seat 0" in message
    assert "gathering" in message
    assert len(message) > 40


def test_000_218_hunted_food_hires_one_mercenary_only_and_is_then_gone() -> None:
    # [000:218] "Each player may only hire one mercenary per round"; [000:222] the food is
    # "currency for hiring a single mercenary card": 4 food buys one scavenger, not four.
    game = alone(["hunter", "scavenger", "spear", "scavenger"])
    act(game, 0, "hunt hunter+spear scavenger scavenger")
    assert game.view(0).seats[0].food == 5
    act(game, 0, "hire scavenger")
    assert hires(game, 0) == set()
    assert zone_counter(game, "0:discard")["scavenger"] == 3


def test_r3_hunted_food_is_the_hunters_own_and_does_not_pass_to_the_next_player() -> None:
    # food lasts until the end of the player's own turn; the next player starts with none.
    game = new(3, round=1, initiator=0, players=[{"hand": ["scavenger", "scavenger"]}, {"hand": ["pills"]}])
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "end")
    pass_responses(game)
    assert game.to_act == (1,)
    assert game.view(1).seats[1].food == 0
    assert hires(game, 1) == {("hunter", ("pills",))}


# -- the hire's two currencies -------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "hunt", "hireable"),
    [
        # meds never pay food: 3 meds and no food hire only the hunter (1 med)
        (["medkit", "pills"], None, {"hunter"}),
        # food never pays meds: 4 food and no medicine: scavenger and brawler only
        (["hunter", "spear", "scavenger"], "hunt hunter+spear scavenger", {"scavenger", "brawler"}),
        # 1 food + 1 med: scavenger, hunter, saboteur [000:218]
        (["scavenger", "pills"], "hunt scavenger", {"scavenger", "hunter", "saboteur"}),
        # thugs: any mix of 6 [000:402]: 3 food and 3 meds
        (
            ["scavenger", "scavenger", "spear", "medkit", "pills"],
            "hunt scavenger+spear scavenger",
            {"scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"},
        ),
        # thugs with 6 meds and no food [000:402]
        (["medkit", "medkit", "medkit"], None, {"hunter", "thugs"}),
        # 5 food + 0 meds is not 6: no thugs
        (
            ["hunter", "spear", "scavenger", "scavenger"],
            "hunt hunter+spear scavenger scavenger",
            {"scavenger", "brawler"},
        ),
    ],
)
def test_000_218_r13_a_hire_pays_food_with_food_and_meds_with_medicine(
    hand: list[str], hunt: str | None, hireable: set[str]
) -> None:
    game = alone(hand)
    if hunt is not None:
        act(game, 0, hunt)
    assert {merc for merc, _ in hires(game, 0)} == hireable


def test_000_410_medicine_pays_with_no_person_and_is_discarded_with_the_hire() -> None:
    # [000:408-410] "rattle the pills": no person carries the medicine; [000:256] used cards
    # are discarded.
    game = alone(["pills", "refugee"])
    assert hires(game, 0) == {("hunter", ("pills",))}
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == Counter({"pills": 1, "hunter": 1})
    assert game.view(0).hand == ("refugee",)


def test_000_406_a_hunting_tool_does_not_raise_meds_nor_medicine_a_hunt() -> None:
    # [000:404-406]: "you cannot modify one with the other".
    game = alone(["scavenger", "medkit", "net"])
    assert listed(game, 0, "hunt") == {("scavenger",), ("net", "scavenger")}
    before = state(game)
    for text in ("hunt scavenger+medkit", "hire hunter pay net", "hunt medkit"):
        with pytest.raises(ValueError, match="seat 0"):
            game.apply(0, text)
        assert state(game) == before


def test_r9_an_empty_mercenary_stack_is_not_offered() -> None:
    # a type whose stack is empty cannot be hired.
    game = alone(["scavenger", "scavenger", "pills"], market={"scavenger": 0, "hunter": 0, "brawler": 3})
    act(game, 0, "hunt scavenger scavenger")
    offered = {merc for merc, _ in hires(game, 0)}
    assert "brawler" in offered
    assert not offered & {"scavenger", "hunter"}
    before = state(game)
    with pytest.raises(ValueError, match="seat 0"):
        game.apply(0, "hire scavenger")
    assert state(game) == before


# -- refusals: a ValueError naming the seat, the phase and a reason; nothing changes -------------

REFUSALS = [
    "dig scavenger scavenger",  # one scavenger in hand
    "dig shovel",  # a tool cannot act alone [000:240]
    "dig group_leaders",  # a modifier needs a person with the base ability [000:188]
    "dig refugee",  # total 0 [000:252], R-10
    "dig brawler+shovel+pickaxe",  # one tool per person [000:189]
    "dig sniper_team+shovel",  # no base ability, no tool [000:390-392]
    "hunt brawler+spear",  # a tool grants no ability [000:240-242]
    "hunt shovel",
    "draw brawler",  # a brawler cannot draw
    "hunt scavenger+medkit",  # medicine does not raise a hunt [000:404-406]
    "hire saboteur pay medkit",  # meds do not pay food
    "hire thugs pay medkit",  # 2 of 6
    "hire hunter",  # no med
    "hire hunter pay spear",  # a spear is no medicine
    "hire refugee",  # not a mercenary stack in the base game
    "hire wolf_pack",  # a contested resource is not for hire
    "trash net",  # not in hand
    "keep junk",  # no dig in progress
    "commit brawler",  # no commitment in round 1, and not before the turn ends
    "snipe 1:scavenger",  # nothing declared by anyone
]


@pytest.mark.parametrize("text", REFUSALS)
def test_design_an_illegal_gathering_action_is_refused_and_changes_nothing(text: str) -> None:
    # DESIGN.md "Bad input never corrupts state": a rule violation raises a ValueError that
    # names the seat, the phase and the reason, and the state is exactly as before; the
    # action is not listed.
    hand = ["scavenger", "brawler", "shovel", "pickaxe", "group_leaders", "refugee", "spear", "medkit", "sniper_team"]
    game = new(3, round=1, initiator=0, players=[{"hand": hand}, {"hand": ["scavenger"]}])
    assert text not in texts(game, 0)
    before, zones = state(game), game.zones()
    with pytest.raises(ValueError, match=r"seat 0") as refusal:
        game.apply(0, text)
    assert state(game) == before
    assert game.zones() == zones
    message = str(refusal.value)
    assert "seat 0" in message, message
    assert "gathering" in message, message
    assert "round 1" in message, message


def test_design_acting_out_of_turn_is_refused_and_changes_nothing() -> None:
    # [000:198] gathering starts with the initiator and goes clockwise: seat 1 must wait.
    game = new(3, round=1, initiator=0, players=[{"hand": ["scavenger"]}, {"hand": ["scavenger"]}])
    assert game.to_act == (0,)
    assert texts(game, 1) == []
    before = state(game)
    for text in ("hunt scavenger", "end", "trash scavenger"):
        with pytest.raises(ValueError, match="seat 1"):
            game.apply(1, text)
        assert state(game) == before


def test_design_a_refused_keep_leaves_the_dig_pending_unchanged() -> None:
    # [000:204] only a dug card may be kept, at most one (ED-4); a refusal changes nothing.
    game = alone(["brawler", "shovel"], junkyard=["net", "junk", "pills", "medkit"])
    act(game, 0, "dig brawler+shovel")
    assert set(texts(game, 0)) == {"keep none", "keep junk", "keep net", "keep pills"}
    before = state(game)
    for text in ("keep medkit", "keep net pills", "end", "hunt brawler", "keep"):
        with pytest.raises(ValueError, match="seat 0"):
            game.apply(0, text)
        assert state(game) == before
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "keep"


# -- turn order and the end of the turn ---------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "initiators"),
    [
        ("2015", [1, 1, 1, 2, 3, 0]),  # ED-1, [000:146]: the first player keeps it for rounds 1-3
        ("2012", [1, 2, 3, 0, 1, 2]),  # docs/variants.md: the older book passes it every round
    ],
)
def test_000_130_132_the_initiator_acts_first_then_clockwise(rules: str, initiators: list[int]) -> None:
    # [000:130-132] steps 4-6; [000:198] "play continues in clockwise order".
    game = new(4, rules=rules, round=1, initiator=1)
    seen: list[tuple[int, list[int]]] = []
    while not game.over and game.round <= 6:
        decision = game.view(None).decision
        assert decision is not None
        if decision.kind == "turn":
            if not seen or len(seen) < game.round:
                seen.append((game.view(None).initiator, []))
            seen[-1][1].append(decision.seat)
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, "commit none")
        else:
            game.apply(decision.seat, "pass")
    assert [first for first, _ in seen] == initiators
    for first, order in seen:
        assert order == [(first + k) % 4 for k in range(4)]


def test_r1_in_rounds_1_and_2_unused_cards_stay_in_hand_after_the_turn_for_instants() -> None:
    # no commitment in rounds 1-2, unused cards are discarded at the end of the round; RG
    # interrupts are allowed in those rounds, so a sniper kept after one's own turn may still
    # answer a later player's declaration ([000:476]).
    game = new(3, round=1, initiator=0, players=[{"hand": ["sniper_team", "scavenger"]}, {"hand": ["scout"]}])
    game.apply(0, "end")
    assert sorted(zone_kinds(game, "0:hand")) == ["scavenger", "sniper_team"]
    game.apply(1, "draw scout")
    assert game.to_act == (0,)
    assert set(texts(game, 0)) == {"pass", "snipe 1:scout"}


def test_000_158_r2_the_commit_list_is_every_subset_of_the_hand_listed_once() -> None:
    # [000:156-158] remaining cards go face down to the skirmish; R-2: any subset, empty
    # included; DESIGN: interchangeable copies listed once.
    hand = ["refugee", "refugee", "spear", "brawler"]
    game = new(3, round=3, initiator=0, players=[{"hand": hand}])
    game.apply(0, "end")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "commit"
    got = {split(t)[1] for t in texts(game, 0)}
    want = {c for c in sub_multisets(hand) if c} | {("none",)}
    assert got == want
    assert len(texts(game, 0)) == len(want)


def test_scenarios_an_empty_hand_may_only_end_and_commits_nothing() -> None:
    # Playing with fewer cards: an empty hand has nothing to do but end (docs/scenarios.md:
    # "a player whose hand is empty has no commit decision").
    game = new(3, round=3, initiator=0, players=[{"hand": []}, {"hand": ["brawler"]}])
    assert texts(game, 0) == ["end"]
    game.apply(0, "end")
    assert game.to_act == (1,)


def test_r5_a_draw_with_no_cards_left_anywhere_is_legal_and_draws_nothing() -> None:
    # "Draw as many as exist; the rest of the draw is lost ... It is never an error."
    game = alone(["scout", "scavenger"], deck=[])
    assert ("scout",) in listed(game, 0, "draw")
    act(game, 0, "draw scout")
    assert game.view(0).hand == ("scavenger",)
    assert listed(game, 0, "draw") == set()


def test_r6_a_draw_reshuffles_the_cards_discarded_earlier_this_turn() -> None:
    # [000:190], R-6: the discard "includes cards discarded earlier in the same turn".
    game = alone(["scout", "scavenger", "spear"], deck=[])
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["scavenger", "spear"]
    # The redrawn scavenger hunted this round: "once a card has been played for a given action
    # it cannot be used for another action during that round" [000:254], even drawn again (this
    # test first read it as a fresh card that may dig; the rulebook's words say otherwise).
    assert sorted(game.view(0).spent) == ["scavenger", "spear"]
    assert listed(game, 0, "dig") == set()
    assert listed(game, 0, "hunt") == set()


# -- after an interrupt ---------------------------------------------------------------------------


def test_i2_after_a_snipe_the_actor_continues_or_aborts_and_an_abort_frees_the_action() -> None:
    # [000:488]: only the sniped card is discarded; the others go back to hand and may be
    # re-purposed; I-2: an aborted action is not used up.
    game = new(
        3,
        round=1,
        initiator=0,
        players=[{"hand": ["brawler", "shovel", "refugee", "scavenger"]}, {"hand": ["sniper_team", "saboteur"]}],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel refugee")
    assert set(texts(game, 1)) == {"pass", "snipe 0:brawler", "snipe 0:refugee", "disarm 0:shovel"}
    game.apply(1, "snipe 0:brawler")
    pass_responses(game)
    assert set(texts(game, 0)) == {"continue", "abort"}  # the refugee may take the shovel [000:464]
    game.apply(0, "abort")
    pass_responses(game)
    assert sorted(game.view(0).hand) == ["refugee", "scavenger", "shovel"]
    assert zone_kinds(game, "0:discard") == ["brawler"]
    assert ("refugee", "scavenger", "shovel") in listed(game, 0, "dig")


# -- HQ and Recon gathering verbs ------------------------------------------------------------------


def test_h5_one_build_a_round_even_with_two_engineers_and_keeping_none_uses_it() -> None:
    # [000:719-721] "You may start one new building each round"; ED-16/H-5: a build that keeps
    # no building still uses the round's build; [000:591] the others go to the bottom.
    game = new(
        3,
        modules=frozenset({"hq1", "hq2"}),
        round=1,
        initiator=0,
        players=[{"hand": ["engineer", "engineer", "scavenger"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "armory", "bunker"],
    )
    act(game, 0, "build engineer")
    assert set(texts(game, 0)) == {"keep none", "keep armory", "keep pharmacy"}
    game.apply(0, "keep none")
    pass_responses(game)
    assert zone_kinds(game, "schematics") == ["bunker", "pharmacy", "armory"]
    assert listed(game, 0, "build") == set()
    # H-5: the junkyard dig is a separate action, still open to the second engineer
    assert ("engineer",) in listed(game, 0, "dig")


def test_000_596_no_work_on_a_building_placed_this_round() -> None:
    # [000:596] "Starting with the round following the initial building placement" workers may
    # accelerate construction.
    game = new(
        3,
        modules=frozenset({"hq1", "hq2"}),
        round=1,
        initiator=0,
        players=[{"hand": ["engineer", "scavenger", "refugee"], "deck": ["junk"] * 6}],
        schematics=["bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    pass_responses(game)
    assert [t for t in texts(game, 0) if t.startswith("work")] == []


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed15_store_and_retrieve_are_free_in_2015_and_once_a_round_in_2012(rules: str) -> None:
    # [000:641] "A player may do this multiple times in a turn", [000:733] store and retrieve
    # "do not suffer from the limitation of standard actions"; the older book [001:630-635]
    # calls them actions, and every action is once a round (docs/variants.md).
    game = new(
        3,
        modules=frozenset({"hq1", "hq2"}),
        rules=rules,
        round=2,
        initiator=0,
        players=[{"hand": ["pills", "pills"], "buildings": [{"building": "pharmacy"}]}],
    )
    act(game, 0, "store pharmacy pills")
    assert ("store pharmacy pills" in texts(game, 0)) == (rules == "2015")
    assert ("retrieve pharmacy pills" in texts(game, 0)) is True
    act(game, 0, "retrieve pharmacy pills")
    assert ("retrieve pharmacy pills" in texts(game, 0)) is False  # empty now
    assert ("store pharmacy pills pills" in texts(game, 0)) == (rules == "2015")


def test_x17_cargo_sled_keeps_one_card_and_one_more_tool_or_medicine() -> None:
    # [003:224-227], X-17: one card of any type, and one extra tool or medicine; never two
    # tribe members; junk is neither.
    game = new(
        3,
        modules=frozenset({"recon4"}),
        round=1,
        initiator=0,
        players=[{"hand": ["scavenger", "cargo_sled"]}],
        junkyard=["net", "junk", "scout", "hunter", "medkit"],
    )
    act(game, 0, "dig scavenger+cargo_sled")  # dig 1 + 2
    assert sorted(game.view(0).looking) == ["junk", "net", "scout"]
    want = {("none",), ("junk",), ("net",), ("scout",), ("net", "scout"), ("junk", "net")}
    assert {split(t)[1] for t in texts(game, 0)} == want


def test_x11_a_courier_draw_discards_two_drawn_cards_of_the_players_choice() -> None:
    # [003:161-165], X-11: 2 of the drawn cards per courier, whatever else raised the draw.
    game = new(
        3,
        modules=frozenset({"recon3"}),
        round=1,
        initiator=0,
        players=[{"hand": ["courier", "scavenger"], "deck": ["junk", "pills", "net", "pills", "medkit"]}],
    )
    act(game, 0, "draw courier scavenger")
    drawn = ["junk", "net", "pills", "pills"]
    assert sorted(game.view(0).looking) == drawn
    want = {tuple(sorted(pair)) for pair in itertools.combinations(drawn, 2)}
    assert {split(t)[1] for t in texts(game, 0)} == want
    game.apply(0, "discard junk pills")
    assert sorted(game.view(0).hand) == ["net", "pills"]


@pytest.mark.parametrize("order", [["rifle", "spear"], ["spear", "rifle"]])
def test_x15_scrappers_return_cards_on_top_in_any_order_the_digger_chooses(order: list[str]) -> None:
    # [003:184-192], X-15: "Returned cards may go to the top and/or the bottom in any split and
    # order the digger chooses". The list names each set of cards once, in one order (README,
    # scrappers); any order of the set is a legal move, applied as typed, the first uppermost.
    game = new(
        3,
        modules=frozenset({"recon3"}),
        round=1,
        initiator=0,
        players=[{"hand": ["scrappers"]}],
        junkyard=["net", "junk", "pills", "spear", "medkit", "rifle"],
    )
    act(game, 0, "dig bottom scrappers")
    game.apply(0, "keep medkit")
    listed = texts(game, 0)
    assert sum(1 for text in listed if sorted(text.split()[1:]) == ["rifle", "spear"]) == 1
    game.apply(0, "top " + " ".join(order))
    assert [card.kind for card in game.zones()["junkyard"]][:2] == order


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed7_work_goes_to_several_buildings_in_2015_and_once_on_one_building_in_2012(rules: str) -> None:
    # ED-7: "on one or more buildings" [000:596] versus "on one building" [001:583]; H-4: work
    # is free in 2015; docs/variants.md: with the older rules workers "are played together,
    # once a round, on one building".
    timers = {"bunker": ["junk"] * 4, "armory": ["junk"] * 2}
    game = new(
        3,
        modules=frozenset({"hq1", "hq2"}),
        rules=rules,
        round=2,
        initiator=0,
        players=[
            {
                "hand": ["refugee", "scavenger", "brawler"],
                "buildings": [{"building": b, "timer": t} for b, t in timers.items()],
            }
        ],
    )
    act(game, 0, "work bunker refugee")
    assert [b.timer for b in game.view(0).seats[0].buildings] == [3, 2]
    more = [t for t in texts(game, 0) if t.startswith("work")]
    if rules == "2015":
        assert "work armory scavenger" in more
        assert "work bunker brawler" in more
        act(game, 0, "work armory scavenger")
        assert [b.timer for b in game.view(0).seats[0].buildings] == [3, 1]
    else:
        assert more == []
        before = state(game)
        with pytest.raises(ValueError, match="seat 0"):
            game.apply(0, "work armory scavenger")
        assert state(game) == before


def test_000_228_trash_draws_no_replacement_cards() -> None:
    # [000:228] "The player does not draw cards from her deck to replace these cards."
    game = alone(["junk", "junk", "scavenger"], deck=["pills", "net"])
    act(game, 0, "trash junk junk")
    assert game.view(0).hand == ("scavenger",)
    assert zone_kinds(game, "0:deck") == ["pills", "net"]
    assert zone_counter(game, "junkyard")["junk"] >= 2


def test_design_interchangeable_copies_are_listed_once_in_a_response_window() -> None:
    # DESIGN.md: "interchangeable copies of a card kind listed once": two scavengers declared
    # give one snipe target, not two.
    game = new(3, round=1, initiator=0, players=[{"hand": ["scavenger", "scavenger"]}, {"hand": ["sniper_team"]}])
    game.apply(0, "hunt scavenger scavenger")
    assert sorted(texts(game, 1)) == ["pass", "snipe 0:scavenger"]


def test_h8_garden_food_is_usable_alone_and_adds_to_a_hunt() -> None:
    # [000:729] garden food "can be used independently"; H-6: gardens stack; H-8: it combines
    # with hunting; a garden still under construction gives nothing.
    game = new(
        3,
        modules=frozenset({"hq1", "hq2"}),
        round=2,
        initiator=0,
        players=[
            {
                "hand": ["scavenger"],
                "buildings": [
                    {"building": "hydroponic_gardens"},
                    {"building": "hydroponic_gardens"},
                    {"building": "hydroponic_gardens", "timer": ["junk"]},
                ],
            }
        ],
    )
    assert game.view(0).seats[0].food == 2
    assert {merc for merc, _ in hires(game, 0)} == {"scavenger", "brawler"}
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3
    assert "medic" in {merc for merc, _ in hires(game, 0)}  # 3 food


LEADERS = frozenset({"hq1", "hq2", "hq3"})
OTHER_LEADERS = [{"hand": [], "leader": "leader_ranger"}, {"hand": [], "leader": "leader_mentor"}]


def test_l6_cannibal_food_pays_a_hire_with_meds_but_never_with_hunted_food() -> None:
    # L-6: "A hire paid with Cannibal food may add meds ... but no hunting or garden food":
    # 3 Cannibal food + 1 hunted food + a medkit cannot reach the thugs' 6 [000:402].
    game = new(
        3,
        modules=LEADERS,
        round=1,
        initiator=0,
        players=[{"hand": ["refugee", "scavenger", "medkit"], "leader": "leader_cannibal"}, *OTHER_LEADERS],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "hunt scavenger")
    offered = {merc for merc, _ in hires(game, 0)}
    assert "medic" in offered  # 3 Cannibal food alone
    assert "thugs" not in offered
    # with 4 meds instead the Cannibal's 3 food reach 6 in any mix
    game = new(
        3,
        modules=LEADERS,
        round=1,
        initiator=0,
        players=[{"hand": ["refugee", "medkit", "pills"], "leader": "leader_cannibal"}, *OTHER_LEADERS],
    )
    act(game, 0, "lead refugee")
    assert ("thugs", ("medkit", "pills")) in hires(game, 0)


def test_l5_butcher_food_and_med_combine_with_a_hunt_and_medicine() -> None:
    # L-5: 1 food and 1 med that "combine freely with other food and meds": with a hunt of 1
    # and a medkit, 2 food and 3 meds hire group leaders or a sniper team (2 food, 2 meds),
    # but not thugs (5 of 6).
    game = new(
        3,
        modules=LEADERS,
        round=1,
        initiator=0,
        players=[{"hand": ["refugee", "scavenger", "medkit"], "leader": "leader_butcher"}, *OTHER_LEADERS],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "hunt scavenger")
    offered = hires(game, 0)
    assert ("sniper_team", ("medkit",)) in offered
    assert ("scout", ()) in offered  # 2 food + the Butcher's med
    assert ("sniper_team", ()) not in offered
    assert "thugs" not in {merc for merc, _ in offered}


def test_l14_swindler_takes_one_food_or_one_med_off_the_hire() -> None:
    # [003:276-279], L-14: discard 1 refugee for 1 food off, or 2 refugees for 1 med off; for
    # thugs the total drops by 1.
    hand = ["refugee", "refugee", "refugee", "medkit", "medkit", "pills"]
    game = new(
        3,
        modules=LEADERS | {"recon5"},
        round=1,
        initiator=0,
        players=[{"hand": hand, "leader": "leader_swindler"}, *OTHER_LEADERS],
    )
    offered = {merc for merc, _ in hires(game, 0)}
    assert "saboteur" not in offered
    assert "thugs" not in offered
    act(game, 0, "lead refugee")
    offered = {merc for merc, _ in hires(game, 0)}
    assert "saboteur" in offered  # 0 food and 1 med now
    assert ("thugs", ("medkit", "medkit", "pills")) in hires(game, 0)  # 5 of a 6 reduced to 5
    assert ("thugs", ("medkit", "medkit")) not in hires(game, 0)
