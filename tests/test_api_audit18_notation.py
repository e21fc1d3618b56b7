"""An outside checker's cases on the action notation and hand-built actions (audit 18).

Written from README.md ("Using the engine", "Action notation"), docs/view.md and DESIGN.md's
public API alone: every verb of the notation table, in every module and edition, typed as a
person would type it from the table's words (any case, any spaces, cards and groups in any
order) is taken by ``game.apply`` exactly when it is legal, with the same result as the listed
action; ``str(action)`` and ``sc.parse_action`` round-trip; a hand-built ``Action`` is taken when
it is legal and refused in words otherwise, the game left as it was; ``view.decision`` offers
what the docs say each decision kind offers. Random games of every configuration reach the
verbs (``tests/helpers.py``).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

import scavengers as sc
from helpers import act, lively_choice, rich_config
from scavengers.cards import CATALOGUE

ROOT = Path(__file__).resolve().parent.parent

HQ_ALL = frozenset({"hq1", "hq2", "hq3", "hq4"})
RECON_ALL = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})

CONFIGS = [
    *(rich_config(players, 0, HQ_ALL | RECON_ALL) for players in (2, 3, 4, 5)),
    *(rich_config(3, seed, HQ_ALL | RECON_ALL) for seed in (1, 2)),
    rich_config(3, 0, HQ_ALL),
    *(rich_config(3, 0, frozenset({module})) for module in sorted(RECON_ALL)),
    sc.GameConfig(players=3, seed=0, modules=HQ_ALL | RECON_ALL, variants=frozenset({"leader_draft"})),
    sc.GameConfig(players=1, seed=0, modules=RECON_ALL),
    sc.GameConfig(players=1, seed=0),
    sc.GameConfig(players=3, seed=0, modules=HQ_ALL, rules="2012"),
    sc.GameConfig(
        players=4,
        seed=0,
        modules=HQ_ALL | RECON_ALL,
        variants=frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"}),
    ),
]
"""Every edition, module set and variant: the base game (solo), each Recon module alone, HQ
1-4, all of them at 2-5 seats, leader drafting, the alternate hands and the 2012 rules."""

IMPLIED_CARD = {
    sc.Verb.SNIPE: "sniper_team",
    sc.Verb.DISARM: "saboteur",
    sc.Verb.DISABLE: "saboteur",
    sc.Verb.GAS: "tear_gas",
    sc.Verb.DEMOLISH: "demolition_team",
    sc.Verb.SPY: "spy",
    sc.Verb.MAP: "map",
}
"""The card a verb's notation plays without naming it: ``snipe 2:brawler`` (the sniper team),
``disarm 1:spear`` (the saboteur), ``spy 2:hand`` (the spy), ``map scavenger`` (the map)."""

NUMBERED = ("store", "retrieve", "work", "repair", "disable", "demolish")
"""README: the verbs that may name one of a player's buildings of a kind by its number."""
CARD_LIST_VERBS = ("trash", "keep", "commit", "discard", "shuffle", "scout", "remove", "cancel", "drill")
"""The verbs whose cards are a plain list (README: ``trash junk junk``, ``commit brawler pills
refugee``): any order names the same cards."""


def decisions(configs: list[sc.GameConfig], seed: int = 0) -> Iterator[tuple[sc.Game, int]]:
    """Each decision of a lively random game of each config, as (game, seat to act); the game
    goes on with a random legal action once the caller is done with the decision."""
    for config in configs:
        game = sc.Game.new(config)
        rng = random.Random(seed * 1000 + config.players)
        while not game.over:
            seat = game.to_act[0]
            yield game, seat
            game.apply(seat, lively_choice(rng, game.legal_actions(seat)))


def same_after(game: sc.Game, seat: int, first: sc.Action | str, second: sc.Action | str) -> bool:
    """Whether applying ``first`` and ``second`` to copies of ``game`` leaves the same game."""
    one, other = game.clone(), game.clone()
    one.apply(seat, first)
    other.apply(seat, second)
    return one.to_json() == other.to_json() and one._state.history == other._state.history


def typed_forms(text: str, rng: random.Random) -> list[str]:
    """``text`` as a person would type it from README's words: in capitals, with extra spaces
    and tabs, and with its groups and the cards of each group (or its plain cards) shuffled."""
    verb, *rest = text.split(" ")
    forms = [text.upper(), "  " + "   ".join([verb.capitalize(), *rest]) + " ", "\t".join(text.split(" "))]
    if verb in ("dig", "draw", "hunt", "build"):
        bottom = [w for w in rest if w == "bottom"]
        groups = [w.split("+") for w in rest if w != "bottom"]
        for group in groups:
            rng.shuffle(group)
        rng.shuffle(groups)
        forms.append(" ".join([verb, *bottom, *("+".join(g) for g in groups)]))
    elif verb == "work":
        groups = [w.split("+") for w in rest[1:]]
        for group in groups:
            rng.shuffle(group)
        rng.shuffle(groups)
        forms.append(" ".join([verb, rest[0], *("+".join(g) for g in groups)]))
    elif verb in CARD_LIST_VERBS or verb in ("store", "retrieve", "repair"):
        head = rest[:1] if verb in ("store", "retrieve", "repair") else []
        cards = rest[len(head) :]
        rng.shuffle(cards)
        forms.append(" ".join([verb, *head, *cards]))
    elif verb == "tower":
        first, second = rest[-1].split("+")
        forms.append(" ".join([verb, *reversed(rest[:-1]), f"{second}+{first}"]))
    elif verb == "lead" and len(rest) == 2 and ":" not in rest[1]:  # the Swindler's two refugees
        forms.append(" ".join([verb, *reversed(rest)]))
    return forms


def refused_unchanged(game: sc.Game, seat: int, action: sc.Action | str) -> str:
    """The refusal's message, asserting it is InvalidAction or IllegalAction in one line naming
    the seat, and that the game is exactly as before (README "Using the engine")."""
    before = game.to_json()
    with pytest.raises((sc.InvalidAction, sc.IllegalAction)) as refusal:
        game.apply(seat, action)
    message = str(refusal.value)
    assert message.startswith(f"seat {seat}"), message
    assert "\n" not in message, message
    assert game.to_json() == before
    return message


# -- every listed action, every configuration ---------------------------------------------------


def test_every_example_of_the_notation_tables_reads_and_is_written_in_the_standard_form() -> None:
    """README "Action notation": "the engine writes [an action] in one standard form ...; the
    examples below are in that form". ``commit brawler+spear`` is the terminal game's alone (the
    table says so), and the engine refuses it in words."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Action notation", 1)[1].split("## Learning environments", 1)[0]
    examples = [
        example
        for row in section.splitlines()
        if row.startswith("| ") and not row.startswith("| action |")
        for example in re.findall(r"`([^`]+)`", row.rstrip(" |").rsplit("|", 1)[-1])
        if example.split(" ")[0] in {verb.value for verb in sc.Verb}
    ]
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    assert len(examples) > 70
    for example in examples:
        if example == "commit brawler+spear":
            with pytest.raises(sc.InvalidAction, match="unknown card kind"):
                sc.parse_action(game, 0, example)
            continue
        assert str(sc.parse_action(game, 0, example)) == example
        assert str(sc.parse_action(game, 0, example.upper().replace(" ", "  "))) == example


@pytest.mark.slow
def test_every_listed_action_of_every_configuration_round_trips_through_its_notation() -> None:
    """DESIGN.md: ``sc.parse_action(game, seat, text); str(action)  # notation round-trips``;
    every verb of README's notation table is reached (``choose`` has its own test below)."""
    reached: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS):
        for action in game.legal_actions(seat):
            text = str(action)
            assert text == " ".join(text.split()), repr(text)
            assert sc.parse_action(game, seat, text) == action, text
            reached[action.verb.value] += 1
    assert set(reached) == {verb.value for verb in sc.Verb} - {"choose"}


@pytest.mark.slow
def test_notation_typed_in_any_case_spacing_and_order_does_what_the_listed_action_does() -> None:
    """README: "Any grouping and order of the same cards is read as the same action ... It is
    read in any case and with any spaces between words"; ``apply`` takes "an Action or its
    notation". Checked on a sample of the listed actions of every verb and configuration."""
    rng = random.Random(18)
    checked: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS):
        legal = game.legal_actions(seat)
        for action in rng.sample(legal, min(2, len(legal))):
            if checked[action.verb.value] >= 12:
                continue
            for text in typed_forms(str(action), rng):
                assert sc.parse_action(game, seat, text) == action, text
                assert same_after(game, seat, action, text), text
            checked[action.verb.value] += 1
    assert len(checked) >= 35, sorted(checked)


@pytest.mark.slow
def test_a_hand_built_action_with_its_verb_as_a_word_and_cards_in_any_order_is_taken_when_legal() -> None:
    """DESIGN.md: ``game.apply(seat, action)`` takes an ``Action``; README: the engine writes any
    order of the same cards in one standard form. A hand-built copy of each listed action, its
    verb given as the plain word and its cards as a list in reverse order, does what the listed
    one does, and ``str`` of it is the listed action's notation."""
    rng = random.Random(7)
    checked: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS):
        legal = game.legal_actions(seat)
        for action in rng.sample(legal, min(2, len(legal))):
            if checked[action.verb.value] >= 12 or action.verb is sc.Verb.TOP:  # top: order matters
                continue
            built = sc.Action(
                action.verb.value,  # type: ignore[arg-type]
                list(reversed(action.cards)),  # type: ignore[arg-type]
                action.subject,
                action.target,
                action.from_force,
                action.number,
            )
            assert str(built) == str(action)
            assert same_after(game, seat, action, built), action
            checked[action.verb.value] += 1
    assert len(checked) >= 35, sorted(checked)


@pytest.mark.slow
def test_a_hand_built_strike_spy_or_map_that_leaves_out_its_implied_card_is_the_notation_it_prints() -> None:
    """README: ``snipe 2:brawler``, ``disarm 1:spear``, ``disable 2:bunker``, ``gas 1:thugs``,
    ``demolish 2:bunker``, ``spy 2:hand``, ``map scavenger`` and ``yard`` name no acting card: a
    hand-built ``Action(Verb.SPY, subject="hand", target=2)`` prints as ``spy 2:hand`` and must do
    what that notation does. It was refused ("a spy on your gathering turn is made with spy",
    "your leader_yardmaster cannot do that ... possible now: yard"), and a strike printed with
    two spaces (``snipe  2:brawler``)."""
    checked: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS):
        for action in game.legal_actions(seat):
            implied = "leader_yardmaster" if action.verb is sc.Verb.YARD else IMPLIED_CARD.get(action.verb)
            if implied is None or implied not in action.cards or checked[action.verb.value] >= 6:
                continue
            cards = list(action.cards)
            cards.remove(implied)
            built = action._replace(cards=tuple(cards))
            assert str(built) == str(action)
            assert sc.parse_action(game, seat, str(built)) == action
            assert same_after(game, seat, action, built), built
            checked[action.verb.value] += 1
    assert set(checked) >= {"snipe", "disable", "spy", "map", "yard", "demolish"}, sorted(checked)


@pytest.mark.slow
def test_a_hand_built_action_with_a_field_its_notation_does_not_carry_is_refused_unchanged() -> None:
    """README: "a malformed action raises InvalidAction ... and the game is left exactly as it
    was". A seat on ``keep net``, ``commit ...``, ``store bunker ...`` or ``cancel guard``, a
    subject on ``keep``/``commit``/``provoke``, ``force`` on keeping a dealt leader: no notation
    writes such an action, and ``str`` shows it without the field. They were carried out and
    recorded with the stray field (the save then replayed another action)."""
    refused: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS[:3] + CONFIGS[-5:-2]):
        legal = game.legal_actions(seat)
        for action in legal[:6]:
            strays = []
            if action.target is None:
                strays.append(action._replace(target=0))
            if action.subject is None and action.verb not in (sc.Verb.YARD, sc.Verb.DONE):
                strays.append(action._replace(subject="brawler"))
            if action.number is None and action.verb.value not in NUMBERED:  # store bunker-1: her first
                strays.append(action._replace(number=1))
            for stray in strays:
                if stray in legal:
                    continue
                message = refused_unchanged(game, seat, stray)
                assert action.verb.value in message
                refused[action.verb.value] += 1
    assert set(refused) >= {"keep", "commit", "trash", "dig", "end", "pass", "lead", "store"}, sorted(refused)


# -- defects of particular decisions ------------------------------------------------------------


def test_keeping_a_dealt_leader_is_no_answer_played_from_the_committed_cards() -> None:
    """README: ``force`` plays "any answer: snipe, disarm, save, cancel, the Fanatic's refugee"
    from the committed cards; keeping a dealt leader ([000:650]: "each player keeps only 1") is
    no answer and nobody has committed anything at the setup. ``lead force leader_butcher`` was
    taken at the leader decision, and recorded as an action no notation lists."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1", "hq2", "hq3"})))
    seat = game.to_act[0]
    assert game.view(seat).decision == sc.Decision("leader", seat, None, None)
    dealt = game.legal_actions(seat)
    assert [a.verb for a in dealt] == [sc.Verb.LEAD, sc.Verb.LEAD]
    for action in dealt:
        message = refused_unchanged(game, seat, f"lead force {action.cards[0]}")
        assert "committed" in message
        refused_unchanged(game, seat, action._replace(from_force=True))
    game.apply(seat, f"Lead  {dealt[0].cards[0].upper()}")
    assert game._state.history[-1] == (seat, dealt[0])


def scrappers_table() -> sc.Game:
    """Recon module 3, a hand so large that a dig is chosen card by card (README: "A very large
    hand ... is chosen one card at a time"), and a junkyard whose top and bottom differ."""
    hand = [
        "scrappers", "brawler", "brawler", "scout", "thugs", "saboteur", "sniper_team", "hardy_scavenger",
        "engineer", "scavenger", "scavenger", "shovel", "refugee", "refugee", "junk", "pills", "spear", "pickaxe",
    ]  # fmt: skip
    junkyard = ["net", "junk", "junk", "junk", "junk", "medkit", "pills", "rifle"]
    scenario = {"round": 1, "initiator": 0, "players": [{"hand": hand}, {"hand": ["junk"]}], "junkyard": junkyard}
    return sc.Game.new(sc.GameConfig(players=2, seed=0, modules=frozenset({"recon3"}), scenario=scenario))


def test_a_whole_scrappers_dig_from_the_bottom_typed_while_choosing_card_by_card_digs_the_bottom() -> None:
    """[003:186-187] "You may perform your entire dig from the top or the bottom of the pile"
    (RULINGS X-15); README: a set chosen one card at a time "is still accepted at once".
    ``dig bottom scrappers`` typed after ``choose dig`` was taken, but dug the top of the
    junkyard (the ``bottom`` dropped)."""
    game = scrappers_table()
    assert "choose dig" in [str(a) for a in game.legal_actions(0)]
    direct = game.clone()
    act(direct, 0, "dig bottom scrappers")
    assert [c.kind for c in direct.zones()["0:looking"]] == ["rifle", "pills", "medkit"]  # dig 3, the bottom
    game.apply(0, "choose dig")
    assert game.view(0).decision == sc.Decision("choose", 0, None, "dig")
    act(game, 0, "DIG Bottom scrappers")
    assert [c.kind for c in game.zones()["0:looking"]] == ["rifle", "pills", "medkit"]
    assert game.zones() == direct.zones()
    assert game.legal_actions(0) == direct.legal_actions(0)


def test_only_a_dig_with_scrappers_may_be_typed_from_the_bottom_while_choosing_card_by_card() -> None:
    """[003:186] the bottom is the scrappers' choice (RULINGS X-15): a dig without them typed
    ``dig bottom`` is refused in words, at the turn and while choosing card by card alike."""
    game = scrappers_table()
    message = refused_unchanged(game, 0, "dig bottom scavenger+shovel")
    game.apply(0, "choose dig")
    assert "bottom" in refused_unchanged(game, 0, "dig bottom scavenger+shovel")
    assert "bottom" in message


def test_a_provocateur_is_announced_alone() -> None:
    """[003:129] "you may announce an intent to use the number of tribe members you brought";
    README: ``provoke provocateur``. ``provoke provocateur junk`` (or with any other card) was
    taken as if it were the announcement, and recorded with the stray card."""
    for game, seat in decisions([rich_config(3, seed, frozenset({"recon2"})) for seed in range(6)]):
        legal = game.legal_actions(seat)
        if sc.Action(sc.Verb.PROVOKE, ("provocateur",)) not in legal:
            continue
        for text in ("provoke provocateur junk", "provoke guard provocateur", "provoke provocateur provocateur"):
            assert "alone" in refused_unchanged(game, seat, text)
        refused_unchanged(game, seat, sc.Action(sc.Verb.PROVOKE, ("junk", "provocateur")))
        assert same_after(game, seat, "Provoke  PROVOCATEUR", sc.Action("provoke", ["provocateur"]))  # type: ignore[arg-type]
        return
    pytest.fail("no game reached a provocateur's announcement")


# -- one card at a time, spies, refusals ---------------------------------------------------------


def test_a_very_large_hand_is_chosen_one_card_at_a_time_or_as_a_whole_set() -> None:
    """README: "A very large hand ... is chosen one card at a time: ``choose trash`` (or ``dig``,
    ``draw``, ``hunt``, ``build``), then ``pick junk``, ..., ``done`` (or ``abort``); a whole set is
    still accepted at once"; docs/view.md: ``choose`` names in ``verb`` the action it is for."""
    game = scrappers_table()
    listed = [str(a) for a in game.legal_actions(0)]
    assert {"choose dig", "choose trash"} <= set(listed)
    for text in listed:
        assert str(sc.parse_action(game, 0, text)) == text
    whole = game.clone()
    whole.apply(0, "trash pills junk")
    game.apply(0, "Choose  TRASH")
    assert game.view(0).decision == sc.Decision("choose", 0, None, "trash")
    steps = [str(a) for a in game.legal_actions(0)]
    assert "pick junk" in steps
    assert "abort" in steps
    assert "done" not in steps
    game.apply(0, "pick junk")
    game.apply(0, sc.Action("pick", ("pills",)))  # type: ignore[arg-type]
    assert "done" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "DONE")
    assert game.zones()["0:hand"] == whole.zones()["0:hand"]
    assert game.zones()["junkyard"] == whole.zones()["junkyard"]


def test_a_spy_chooses_deck_positions_in_any_order_and_legal_actions_list_each_target_once() -> None:
    """README: "choose the positions to look at after ``@`` ... or leave them out for the top of
    a deck (``legal_actions`` lists each target once, without positions)"."""
    for game, seat in decisions([rich_config(3, seed, frozenset({"recon1"})) for seed in range(4)]):
        legal = game.legal_actions(seat)
        decks = [a for a in legal if a.verb is sc.Verb.SPY and a.subject == "deck" and a.target is not None]
        if not decks or len(game.zones()[f"{decks[0].target}:deck"]) < 4:
            continue
        assert all("@" not in str(a) for a in legal if a.verb is sc.Verb.SPY)
        target = decks[0].target
        chosen = sc.parse_action(game, seat, f"SPY {target}:deck@3,1")
        assert str(chosen) == f"spy {target}:deck@1,3"
        assert sc.parse_action(game, seat, str(chosen)) == chosen
        built = sc.Action(sc.Verb.SPY, ("spy",), "deck@3,1", target)
        assert same_after(game, seat, chosen, built)
        assert same_after(game, seat, chosen, f"spy {target}:deck@1,3")
        for text in (f"spy {target}:deck@1,1", f"spy {target}:deck@0", f"spy {target}:deck@x"):
            refused_unchanged(game, seat, text)
        return
    pytest.fail("no game reached a spy on a deck of 4 cards or more")


GARBLE = ["junk", "none", "force", "bottom", "pay", "1:brawler", "0:hand", "contested+junkyard", "bunker-2", "9:spear"]


@pytest.mark.slow
def test_garbled_notation_of_every_verb_is_taken_only_when_legal_and_refused_in_words() -> None:
    """README: a malformed action raises InvalidAction, a forbidden one IllegalAction, "naming the
    seat, the phase and the reason, and the game is left exactly as it was". Each listed action
    with a word dropped, added or replaced: refused so, or taken only as an action the seat
    could take (its listed form, a spy's chosen positions or a whole set chosen at once)."""
    rng = random.Random(3)
    verbs = [verb.value for verb in sc.Verb]
    tried = 0
    for game, seat in decisions(CONFIGS[:2] + CONFIGS[-5:-2]):
        legal = game.legal_actions(seat)
        for action in rng.sample(legal, min(2, len(legal))):
            words = str(action).split(" ")
            roll = rng.random()
            if roll < 0.3 and len(words) > 1:
                del words[rng.randrange(1, len(words))]
            elif roll < 0.6:
                words.insert(rng.randrange(1, len(words) + 1), rng.choice(GARBLE))
            elif roll < 0.8:
                words[0] = rng.choice(verbs)
            else:
                words[rng.randrange(len(words))] = rng.choice(GARBLE)
            text = " ".join(words)
            copy = game.clone()
            try:
                copy.apply(seat, text)
            except (sc.InvalidAction, sc.IllegalAction):
                refused_unchanged(game, seat, text)
                tried += 1
                continue
            taken = copy._state.history[len(game._state.history)][1]
            assert taken in legal or taken.verb.value in ("spy", "top", *CARD_LIST_VERBS), (text, taken)
    assert tried > 500


DOCUMENTED_OFFERS = {
    "leader": {"lead"},
    "keep": {"keep", "pick", "done"},
    "bribe": {"keep"},
    "commit": {"commit", "pick", "done"},
    "place": {"yard"},
    "discard": {"discard", "pick", "done"},
    "shuffle": {"shuffle", "pick", "done"},
    "top": {"top", "pick", "done"},
    "resume": {"continue", "abort"},
    "engage": {"engage", "pass"},
    "prize": {"keep"},
    "loss": {"remove"},
    "choose": {"pick", "done", "abort"},
}
"""docs/view.md's decision kinds and the verbs README gives each (a set from a very large hand
also by ``pick``/``done``); the Yardmaster's ``yard`` is offered at any of her decisions."""


@pytest.mark.slow
def test_view_decision_and_legal_actions_agree_with_what_the_docs_say_each_kind_offers() -> None:
    """docs/view.md ``Decision``: ``kind`` is one of the kinds listed, ``seat`` decides (the
    one seat of ``to_act``), the whole table sees the same decision; ``actor`` and ``verb`` name
    the declared action a response answers (for ``save``: the sniped seat and the card kind
    under fire); README gives each kind's verbs."""
    kinds: Counter[str] = Counter()
    for game, seat in decisions(CONFIGS):
        decision = game.view(seat).decision
        assert decision is not None
        assert decision == game.view(None).decision
        assert decision.seat == seat
        assert game.to_act == (seat,)
        offered = {a.verb.value for a in game.legal_actions(seat)} - {"yard"}
        kinds[decision.kind] += 1
        if decision.kind in DOCUMENTED_OFFERS:
            assert offered <= DOCUMENTED_OFFERS[decision.kind], (decision, offered)
        elif decision.kind in ("respond", "save"):
            assert "pass" in offered
            assert decision.actor is not None
            if decision.kind == "save":
                assert decision.verb in CATALOGUE
            else:
                assert decision.verb in {verb.value for verb in sc.Verb}
        else:
            assert decision.kind in ("turn", "skirmish"), decision
        if decision.kind not in ("respond", "save", "resume", "choose"):
            assert (decision.actor, decision.verb) == (None, None), decision
    assert set(kinds) >= {"leader", "turn", "respond", "save", "keep", "commit", "skirmish", "engage", "bribe"}


def test_a_commit_of_a_very_large_hand_is_picked_card_by_card_or_given_whole() -> None:
    """README: a very large hand is chosen one card at a time, "a whole set is still accepted at
    once, e.g. ``commit brawler refugee pills``"; docs/view.md: such a commit keeps its kind
    (``commit``) and offers ``pick`` and ``done``."""
    hand = [
        "brawler", "brawler", "scout", "thugs", "saboteur", "sniper_team", "hardy_scavenger", "engineer",
        "scavenger", "scavenger", "shovel", "refugee", "refugee", "junk", "pills", "spear", "pickaxe",
    ]  # fmt: skip
    scenario = {"round": 3, "initiator": 0, "players": [{"hand": hand}, {"hand": ["junk"]}]}
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=scenario))
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("commit", 0, None, None)
    assert {a.verb.value for a in game.legal_actions(0)} == {"pick", "done"}
    assert "only 1 thugs card" in refused_unchanged(game, 0, "commit thugs THUGS")
    whole = game.clone()
    whole.apply(0, "Commit  pills BRAWLER scout brawler")
    for card in ("scout", "brawler", "pills", "brawler"):
        game.apply(0, f"pick {card}")
    game.apply(0, "done")
    assert game.zones()["0:committed"] == whole.zones()["0:committed"]
    assert sorted(c.kind for c in whole.zones()["0:committed"]) == ["brawler", "brawler", "pills", "scout"]


@pytest.mark.parametrize("text", ["save", "save medic pills", "heal", "pick"])
def test_a_one_card_verb_without_its_one_card_says_it_takes_one_card(text: str) -> None:
    # save, heal and pick take exactly one card (README's notation table): "save" alone was
    # told it needs "card kinds or 'none'".
    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    seat = game.to_act[0]
    shape = f"{text.split(maxsplit=1)[0]} takes one card, e.g. '|'save' is no action of this game"
    with pytest.raises(sc.InvalidAction, match=shape):
        sc.parse_action(game, seat, text)


def test_a_spy_with_a_space_before_its_positions_is_told_to_join_them() -> None:
    # README writes a spy's positions joined to the zone (`spy 2:deck@2,3`): with a space the
    # zone was read as a card ("unknown card kind '2:deck'").
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=frozenset({"recon1"})))
    seat = game.to_act[0]
    with pytest.raises(sc.InvalidAction, match="no space before '@'"):
        sc.parse_action(game, seat, "spy 2:deck @2,3")
    assert str(sc.parse_action(game, seat, "spy 2:deck@3,2")) == "spy 2:deck@2,3"
