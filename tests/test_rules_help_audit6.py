"""What the game tells a player about the rules and the cards, held to the rulebooks, the rulings
and the engine itself (rules help audit 6).

A player gets only the repository: the F1 rules help (``tui/rules.md``, also the page's
``/api/rules``), every card's text (``cards/texts.toml``, in the terminal and on the page), the
lessons, ``docs/variants.md``, ``docs/scenarios.md`` and the lobby's module names. Each test
reads a number or a rule those texts state and checks it against the catalogue (the numbers of
``shared/cards.tsv``), the engine's own constants or a game played by the engine, so that a
text that goes wrong again fails here.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE, Box, CardType, Skill, card_text
from scavengers.engine.abilities import buildings, demolition, leaders, ranks, recon, recon_leaders
from scavengers.engine.core.config import (
    HQ_MODULES,
    PLAYABLE_MODULES,
    RECON_MODULES,
    Edition,
    Module,
    Variant,
    hq_modules,
)
from scavengers.engine.core.editions import EDITION_RULES
from scavengers.engine.flow import gathering, skirmish, solo
from scavengers.engine.setup import components
from scavengers.engine.setup import table as setup_table
from scavengers.engine.setup.components import playable_kinds
from scavengers.server.lobby import MODULES
from scavengers.tui.notation import rules_text

ROOT = Path(__file__).parent.parent
LESSONS = ROOT / "src" / "scavengers" / "lessons"
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def word(number: int) -> str:
    """``number`` in words, as the texts write small numbers (``3``: ``three``)."""
    return next(w for w, n in NUMBER_WORDS.items() if n == number)


def flat(text: str) -> str:
    """``text`` on one line, its runs of spaces and line breaks as one space."""
    return " ".join(text.split())


def rules() -> str:
    return flat(rules_text())


def section(heading: str) -> str:
    """One ``## heading`` part of the rules help, on one line."""
    text = rules_text()
    start = text.index(f"\n## {heading}\n")
    end = text.find("\n## ", start + 1)
    return flat(text[start : end if end >= 0 else None])


def module_bullet(name: str) -> str:
    """The rules help's bullet on one module, ``HQ 2`` or ``Recon 4``, on one line."""
    text = rules_text()
    start = text.index(f"- **{name}:")
    end = text.find("\n- ", start + 1)
    following = text.find("\n## ", start + 1)
    end = min(e for e in (end, following, len(text)) if e >= 0)
    return flat(text[start:end])


def pass_others(game: sc.Game, seat: int) -> None:
    """Every other seat passes (or ends, or commits nothing) until ``seat`` decides again."""
    while not game.over and game.to_act[0] != seat:
        other = game.to_act[0]
        legal = [str(a) for a in game.legal_actions(other)]
        for choice in ("pass", "end", "commit none"):
            if choice in legal:
                game.apply(other, choice)
                break
        else:
            game.apply(other, legal[0])


# -- every card's text names its numbers as the catalogue gives them ------------------------------

SKILLS = "dig|draw|hunt|fight"
REDRAW = re.compile(r"\b(?:and|then|still|you) draws? \d+\b", re.IGNORECASE)
"""A card that is discarded and replaced "draws 1" of the deck (spy, guard, scouting refugee,
demolition team, drill sergeant): a redraw, not the card's draw value."""
BASE = re.compile(rf"\b({SKILLS})s? (\d+)\b", re.IGNORECASE)
PLUS = re.compile(rf"\+(\d+) ({SKILLS})\b", re.IGNORECASE)
PLUS_TO = re.compile(
    rf"\+(\d+) to (?:another person's |one action of another person \()((?:{SKILLS})(?:(?:,| or) (?:{SKILLS}))*)"
)
EACH = re.compile(rf"can ((?:{SKILLS})(?:(?:,| or) (?:{SKILLS}))*) for (\d+) each")
PEOPLE = re.compile(r"\b(\d+) people\b")
MEDS = re.compile(r"\b(?:worth|carry) (\d+) meds?\b")
HIRED_WITH_MEDS = re.compile(r"\bHired with (\d+) meds?\b")
ANY_MIX = re.compile(r"\bCosts (\d+), paid in any mix of food and meds\b")

CARD_KINDS = sorted(
    k for k, c in CATALOGUE.items() if c.type not in (CardType.LEADER, CardType.BUILDING, CardType.GANG)
)
"""The cards whose text speaks of their own numbers (a leader's, building's or gang's text speaks
of other cards: tested below with the engine's constants)."""


def number_claims(kind_id: str) -> Iterator[tuple[str, int, int | None]]:
    """Each number ``kind_id``'s text states, as ``(what, stated, catalogue)``."""
    card = CATALOGUE[kind_id]
    text = REDRAW.sub("", card_text(kind_id))
    for skill, number in BASE.findall(text):
        yield f"{skill.lower()} {number}", int(number), card.base.get(Skill(skill.lower()))
    for number, skill in PLUS.findall(text):
        yield f"+{number} {skill}", int(number), card.plus.get(Skill(skill.lower()))
    for number, listed in PLUS_TO.findall(text):
        for skill in re.findall(SKILLS, listed):
            yield f"+{number} to {skill}", int(number), card.plus.get(Skill(skill))
    for listed, number in EACH.findall(text):
        for skill in re.findall(SKILLS, listed):
            yield f"{skill} {number} each", int(number), card.base.get(Skill(skill))
    for number in PEOPLE.findall(text):
        yield f"{number} people", int(number), card.people
    for number in MEDS.findall(text):
        yield f"{number} meds", int(number), card.meds
    for number in HIRED_WITH_MEDS.findall(text):
        yield f"hired with {number} meds", int(number), card.cost_meds if not card.cost_food else None
    for number in ANY_MIX.findall(text):
        yield f"costs {number} in any mix", int(number), card.cost_any_mix


@pytest.mark.parametrize("kind_id", CARD_KINDS)
def test_a_card_text_names_the_numbers_of_the_catalogue(kind_id: str) -> None:
    """Every dig, draw, hunt, fight, bonus, people, meds and cost a card's text names is the
    card's own number in the catalogue (cards.tsv; RULINGS P-1..P-4, Appendix A): the terminal
    and the page show the text beside the catalogue's numbers, so the two must agree."""
    for what, stated, printed in number_claims(kind_id):
        assert stated == printed, f"{kind_id}: the text says {what!r}, the card has {printed}"


def test_the_number_check_reads_the_numbers_of_most_cards() -> None:
    """The check above is not empty: it finds numbers in the text of most person, tool,
    medicine and instant cards (a text that stops naming them goes unnoticed otherwise)."""
    stated = {kind for kind in CARD_KINDS if any(True for _ in number_claims(kind))}
    assert len(stated) >= 40, sorted(set(CARD_KINDS) - stated)
    assert {"scavenger", "group_leaders", "scouting_refugee", "tinker", "thugs", "assassin"} <= stated


# -- the numbers of abilities, against the engine's constants -------------------------------------


@pytest.mark.parametrize(
    ("kind_id", "phrase", "number"),
    [
        ("spy", r"look at up to (\d+) cards", recon.SPY_LOOK),
        ("binoculars", r"add (\d+) cards to another recon", recon.BINOCULARS_EXTRA),
        ("courier", r"you discard (\d+) of the cards drawn", ranks.DISCARDS_PER_COURIER),
        ("drill_sergeant", r"shuffle up to (\d+) cards", ranks.DRILL_RETRIEVES),
        ("drill_sergeant", r"into your deck, then draw (\d+)", ranks.DRILL_DRAWS),
        ("scout_tower", r"look at the top (\d+) cards", ranks.TOWER_DEPTH),
        ("scout_tower", r"of any (\d+) piles", ranks.TOWER_PILES),
        ("portable_decoys", r"1 more person for every (\d+) cards", ranks.CARDS_PER_DECOY_PERSON),
        ("leader_cannibal", r"gain (\d+) food", leaders.CANNIBAL_FOOD),
        ("leader_organizer", r"draw (\d+) cards and keep 1", leaders.ORGANIZER_DRAW),
        ("leader_yardmaster", r"look at the top (\d+) cards of the junkyard", recon_leaders.YARD_PEEK),
        ("demolition_team", r"back to full, then draw (\d+)", demolition.DRAWS),
        ("toolkit", r"takes (\d+) more cards off its timer", buildings.TOOLKIT_EXTRA),
    ],
)
def test_a_card_text_names_the_engine_s_number_for_its_ability(kind_id: str, phrase: str, number: int) -> None:
    """[003:66,102,164-165,170,211-212,206], [000:555], the leader texts (RULINGS Part 3): the
    number a card's text gives its ability is the one the engine plays."""
    found = re.search(phrase, card_text(kind_id))
    assert found is not None, f"{kind_id}: {phrase!r} not in {card_text(kind_id)!r}"
    assert int(found.group(1)) == number


@pytest.mark.parametrize("kind_id", sorted(k for k, c in CATALOGUE.items() if c.type is CardType.GANG))
def test_a_gang_text_names_its_people(kind_id: str) -> None:
    """RULINGS P-3, F-7: a gang adds its people (5) to the tribe it joins."""
    assert f"adding {CATALOGUE[kind_id].people} people" in card_text(kind_id)


@pytest.mark.parametrize("kind_id", sorted(k for k, c in CATALOGUE.items() if c.capacity))
def test_a_storage_building_text_names_its_capacity(kind_id: str) -> None:
    """[000:601-625]: the armory holds 2 tools, the bunker 3 tribe members, the pharmacy 2
    medicine cards."""
    assert f"store up to {CATALOGUE[kind_id].capacity} " in card_text(kind_id)


@pytest.mark.parametrize("kind_id", sorted(k for k, c in CATALOGUE.items() if c.box is Box.HQ))
def test_an_hq_card_text_names_the_module_that_brings_it(kind_id: str) -> None:
    """[000:534-691]: medics, rifles, toolkits and the Gearheads and Pharmers come with HQ module
    1, engineers, buildings and the Masons [000:572] with module 2, leaders with module 3. The
    "(HQ n)" of a card's text is the first module whose game can hold the card (the Masons' text
    said HQ 1)."""
    found = re.search(r"\(HQ (\d)\)", card_text(kind_id))
    assert found is not None, kind_id
    first = next(
        n for n in range(1, len(HQ_MODULES) + 1) if kind_id in playable_kinds(sc.GameConfig(modules=hq_modules(n)))
    )
    assert int(found.group(1)) == first


# -- card texts that said more or less than the engine plays --------------------------------------


def test_a_scouting_refugee_cancels_any_players_recon_as_its_text_says() -> None:
    """[003:86] a scouting refugee "can be played to cancel a recon action (i.e. spy,
    binoculars, or scout tower)", and in the example [003:89] Sarah cancels Carol's scout tower,
    which looks at no one's cards; RULINGS X-4: "any player may cancel it". Seat 0 may cancel a
    spy seat 1 sends at seat 2's hand, so the card's text may not say "aimed at you"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            modules=frozenset({"recon1"}),
            scenario={
                "round": 3,
                "initiator": 1,
                "players": [
                    {"hand": ["scouting_refugee", "brawler", "refugee", "refugee", "junk"]},
                    {"hand": ["spy", "brawler", "refugee", "junk", "spear"]},
                    {"hand": ["brawler", "refugee", "refugee", "junk", "scavenger"]},
                ],
            },
        )
    )
    game.apply(1, "spy 2:hand")
    pass_others(game, 0)
    assert "cancel scouting_refugee" in [str(a) for a in game.legal_actions(0)]
    text = card_text("scouting_refugee")
    assert "aimed at you" not in text
    assert "any player's recon" in text


def test_the_humanitarians_text_names_the_refugee_stack_the_game_lays_out() -> None:
    """[003:263,267]; RULINGS X-30: Recon module 5 puts the 20 scouting refugees up for hire by
    default (1 food each), the spare standard refugees (no food) only as the option. The gang's
    text said "refugees are up for hire for 0 food", and the refugee's "Not for hire"."""
    plain = dict(sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon5"}))).view(0).market)
    assert plain.get("scouting_refugee") == CATALOGUE["scouting_refugee"].count
    assert "refugee" not in plain
    assert CATALOGUE["scouting_refugee"].cost_food == 1
    option = sc.GameConfig(players=3, seed=1, modules=frozenset({"recon5"}), refugees_for_hire=True)
    assert "refugee" in dict(sc.Game.new(option).view(0).market)
    text = card_text("gang_humanitarians")
    assert "for 0 food" not in text
    assert "scouting refugees" in text
    assert "no food" in text
    assert "Humanitarians" in card_text("refugee")


def test_a_drill_sergeant_shuffles_up_to_2_cards_as_its_text_says() -> None:
    """RULINGS X-12: "Choose up to 2 cards from one's own discard pile"; the engine offers
    ``shuffle none`` and a single card, so the card's text says "up to 2"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            modules=frozenset({"recon3"}),
            scenario={
                "players": [
                    {"hand": ["drill_sergeant", "refugee"], "deck": ["scout", "spear"], "discard": ["junk", "pills"]},
                    {"hand": ["refugee"]},
                ]
            },
        )
    )
    game.apply(0, "drill drill_sergeant")
    pass_others(game, 0)
    legal = [str(a) for a in game.legal_actions(0)]
    assert {"shuffle none", "shuffle junk", "shuffle junk pills"} <= set(legal)
    assert "shuffle up to 2 cards" in card_text("drill_sergeant")


def test_the_engineer_text_leaves_room_for_the_tinker() -> None:
    """ED-9, X-16; [003:197-198]: with Recon module 3 a tinker with any base-dig partner digs
    the schematics pile, no engineer needed, so the engineer's text may not say a build needs an
    engineer and stop there."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            modules=frozenset({"recon3"}),
            scenario={"round": 2, "players": [{"hand": ["tinker", "refugee"]}, {"hand": ["refugee"]}]},
        )
    )
    assert "build refugee+tinker" in [str(a) for a in game.legal_actions(0)]
    assert "tinker" in card_text("engineer")


def test_the_fanatic_text_lets_the_refugee_come_from_the_force() -> None:
    """[000:709-711] the Fanatic strikes "during the skirmish" too; RULINGS L-1: its refugee
    comes from hand or, in the skirmish and in windows, from the committed cards. On her
    skirmish turn the Fanatic's owner sacrifices the refugee of her force."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            modules=hq_modules(3),
            scenario={
                "round": 3,
                "contested": ["grenade"],
                "players": [
                    {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
                    {"hand": ["brawler", "spear"], "leader": "leader_mentor"},
                    {"hand": ["scout"], "leader": "leader_ranger"},
                ],
            },
        )
    )
    for seat, commit in ((0, "commit brawler refugee"), (1, "commit brawler spear"), (2, "commit scout")):
        pass_others(game, seat)
        game.apply(seat, "end")
        pass_others(game, seat)
        game.apply(seat, commit)
    pass_others(game, 0)
    assert game.view(0).hand == ()
    assert "lead refugee 1:brawler" in [str(a) for a in game.legal_actions(0)]
    assert "from your hand or your committed cards" in card_text("leader_fanatic")


def test_the_pharmers_tie_break_counts_combat_medics_as_their_text_says() -> None:
    """RULINGS ED-8: the Pharmers' tie-break counts Medic and Combat Medics cards. Tied on meds
    (one pills each), the tribe with combat medics and no medic takes the gang."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            modules=frozenset({"hq1", "recon4"}),
            scenario={
                "round": 16,
                "contested": ["grenade"],
                "players": [
                    {"hand": ["refugee"], "discard": ["pills", "combat_medics"]},
                    {"hand": ["refugee"], "discard": ["pills", "scavenger", "scavenger", "scavenger"]},
                ],
            },
        )
    )
    pass_others(game, -1)
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_pharmers",)
    assert "combat medics count too" in card_text("gang_pharmers")


# -- the rules help: setup, round, numbers ---------------------------------------------------------


def test_the_rules_help_gives_the_starting_deck_the_engine_deals() -> None:
    """[000:95-101]: 4 refugees, 3 scavengers, 1 brawler, 1 spear, 1 shovel, as the engine's
    starter deck; the help had no setup at all."""
    words = ", ".join(f"{n} {CATALOGUE[k].name.lower()}{'s' if n > 1 else ''}" for k, n in components.STARTER_DECK)
    words = words.rsplit(", ", 1)[0] + " and " + words.rsplit(", ", 1)[1]
    setup = section("Setting up")
    assert f"the same {sum(n for _, n in components.STARTER_DECK)} cards" in setup
    assert words in setup
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    cards = [c.kind for c in game.zones()["0:deck"] + game.zones()["0:hand"]]
    assert sorted(cards) == sorted(k for k, n in components.STARTER_DECK for _ in range(n))


def test_the_rules_help_gives_the_setup_numbers_the_engine_uses() -> None:
    """[000:107, 113]; RULINGS V-1: the base game's eight stacks, 14 contested resources, and 2
    of each base junkyard kind left out with 2 players."""
    setup = section("Setting up")
    assert f"the base game's {word(len(components.BASE_MARKET))}" in setup
    assert f"the {components.CONTESTED_COUNT} contested resources" in setup
    assert f"With 2 players, {setup_table.TWO_PLAYER_JUNKYARD_CUT} cards of each kind" in setup
    two = sc.Game.new(sc.GameConfig(players=2, seed=1)).zones()["junkyard"]
    three = sc.Game.new(sc.GameConfig(players=3, seed=1)).zones()["junkyard"]
    for kind in ("junk", "multitool", "net", "pickaxe", "medkit", "pills"):
        cut = sum(c.kind == kind for c in three) - sum(c.kind == kind for c in two)
        assert cut == setup_table.TWO_PLAYER_JUNKYARD_CUT, kind


def test_the_rules_help_states_the_round_numbers_the_engine_plays() -> None:
    """[000:125] each player draws 5; [000:136, 144-146] a skirmish from round 3; ED-2: 2 + 14
    rounds; [000:116] a 2-player skirmish is won by 2."""
    text = rules()
    assert f"draws {setup_table.HAND_SIZE} cards" in text
    assert f"From round {gathering.SKIRMISH_FROM_ROUND} the *initiator* secretly peeks" in text
    assert f"**Skirmish** (from round {gathering.SKIRMISH_FROM_ROUND})" in text
    rounds = gathering.SKIRMISH_FROM_ROUND - 1 + components.CONTESTED_COUNT
    assert f"a normal game lasts {rounds} rounds" in text
    assert f"at least {skirmish.TWO_PLAYER_MARGIN} more fight" in text
    game = sc.Game.new(sc.GameConfig(players=3, seed=3))
    first = game.view(None)
    assert [s.hand_count for s in first.seats] == [setup_table.HAND_SIZE] * 3
    while not game.over:
        game.play(game.legal_actions(game.to_act[0])[0])
    assert game.view(None).round == rounds


def test_the_rules_help_says_who_holds_the_initiator_card() -> None:
    """[000:146]; RULINGS ED-1: the first player keeps the initiator card for rounds 1-3, then
    it passes to the left every round. The help said only that the 2012 rules pass it every
    round."""
    passes_after = EDITION_RULES[Edition.E2015].initiator_passes_from_round
    assert f"keeps the initiator card for rounds 1 to {passes_after}" in rules()
    assert "passes to the left after every round" in rules()
    game = sc.Game.new(sc.GameConfig(players=4, seed=3))
    initiators: dict[int, int] = {}
    while not game.over and game.view(None).round <= passes_after + 2:
        initiators.setdefault(game.view(None).round, game.view(None).initiator)
        game.play(game.legal_actions(game.to_act[0])[0])
    first = initiators[1]
    assert [initiators[r] for r in range(1, passes_after + 3)] == [first] * passes_after + [
        (first + 1) % 4,
        (first + 2) % 4,
    ]


def test_the_rules_help_commits_only_from_round_3_as_the_engine_asks() -> None:
    """RULINGS R-1: there is no commitment step in rounds 1-2. The help's gathering step said
    every player then chooses her skirmish force."""
    assert "Then, from round 3, she chooses, face down, the cards she takes into the skirmish" in rules()
    game = sc.Game.new(sc.GameConfig(players=3, seed=3))
    kinds: dict[int, set[str]] = {}
    while game.view(None).round <= gathering.SKIRMISH_FROM_ROUND:
        decision = game.view(None).decision
        assert decision is not None
        kinds.setdefault(game.view(None).round, set()).add(decision.kind)
        game.play(game.legal_actions(game.to_act[0])[0])
    assert "commit" not in kinds[1] | kinds[2]
    assert "commit" in kinds[3]


def test_the_rules_help_lets_a_dig_keep_none() -> None:
    """[000:204, 206] "may choose one", "select one or zero to keep"; RULINGS ED-4."""
    assert "keep one (or none) face down" in rules()


def test_the_rules_help_shuffles_the_junkyard_after_a_trash() -> None:
    """[000:228] "The junkyard pile is shuffled any time new cards are added"; RULINGS ED-14."""
    assert "put any cards from your hand into the junkyard, to thin out your deck; the junkyard is then shuffled" in (
        rules()
    )


def test_the_rules_help_says_a_gathering_action_needs_a_total_of_1() -> None:
    """[000:252] "provided that the total is 1 or greater"; RULINGS R-10: a lone refugee
    digs and hunts nothing; the engine does not offer it."""
    assert "A dig, draw or hunt needs a total of at least 1" in rules()
    game = sc.Game.new(sc.GameConfig(players=2, scenario={"players": [{"hand": ["refugee", "junk"]}, {}]}))
    legal = [str(a) for a in game.legal_actions(0)]
    assert not any(a.startswith(("dig", "hunt")) for a in legal)


def test_the_rules_help_ends_a_full_tie_in_a_shared_win() -> None:
    """[000:172] "If there is still a tie, the tied players rejoice in their shared victory"."""
    assert "then to the most cards; still tied, the tied players share the win" in rules()


# -- the rules help: every module, variant and edition difference ----------------------------------


def module_names() -> list[tuple[Module, str]]:
    return [(m, f"HQ {i}") for i, m in enumerate(HQ_MODULES, 1)] + [
        (m, f"Recon {i}") for i, m in enumerate(RECON_MODULES, 1)
    ]


@pytest.mark.parametrize(("module", "name"), module_names())
def test_every_module_has_its_bullet_in_the_rules_help_and_its_name_in_the_lobby(module: Module, name: str) -> None:
    """Every module the engine plays has its part of the rules help, and the lobby names it by
    the same number."""
    assert module in PLAYABLE_MODULES
    assert module_bullet(name)
    assert MODULES[str(module)][0].startswith(f"{name}: ")
    assert set(MODULES) == {str(m) for m in Module}


@pytest.mark.parametrize(("module", "name"), module_names())
def test_the_gangs_a_module_brings_are_named_in_its_bullet(module: Module, name: str) -> None:
    """[000:539] HQ 1 brings the Gearheads and the Pharmers, [000:572] HQ 2 the Masons, [003:261]
    Recon 5 the Humanitarians: the help's bullet of that module names them (it named none for HQ
    1-2)."""
    if module in HQ_MODULES:
        level = HQ_MODULES.index(module) + 1
        before = set(components.gang_kinds(sc.GameConfig(modules=hq_modules(level - 1))))
        brought = set(components.gang_kinds(sc.GameConfig(modules=hq_modules(level)))) - before
    else:
        brought = set(components.gang_kinds(sc.GameConfig(modules=frozenset({module}))))
    bullet = module_bullet(name)
    for gang in brought:
        assert CATALOGUE[gang].name.removeprefix("The ") in bullet, (name, gang)


def test_the_rules_help_gives_the_build_and_work_numbers_the_engine_uses() -> None:
    """[000:596] a worker removes 1 timer card, with a toolkit 2 more; [000:595] and RULINGS
    H-1 one comes off each round by itself; [000:721] one new building a round (H-5)."""
    bullet = module_bullet("HQ 2")
    assert "one new building a round" in bullet
    assert "At the start of every later round one timer card comes off" in bullet
    with_toolkit = word(1 + buildings.TOOLKIT_EXTRA)
    assert f"takes one more off ({with_toolkit} with a toolkit)" in bullet


@pytest.mark.parametrize("leader", ["leader_butcher", "leader_cannibal"])
def test_the_rules_help_names_the_leaders_that_act_without_a_refugee(leader: str) -> None:
    """[000:660-662] "Butcher / Cannibal / Sergeant at Arms: These leaders can use their special
    abilities without the need for playing a refugee": the Butcher and the Cannibal act once a
    round on a tribe member that is no refugee. The help said the once-a-round leaders all play
    a refugee."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            modules=hq_modules(3),
            scenario={"players": [{"hand": ["scout", "junk"], "leader": leader}, {"leader": "leader_mentor"}]},
        )
    )
    assert "lead scout" in [str(a) for a in game.legal_actions(0)]
    bullet = module_bullet("HQ 3")
    assert "once per round with a refugee" not in bullet
    assert CATALOGUE[leader].name.removeprefix("The ") in bullet


def test_the_rules_help_tells_how_dirty_deeds_are_undone() -> None:
    """[000:685] a tribe member from hand repairs a disabled building; [000:691] a med heals a
    wounded leader."""
    bullet = module_bullet("HQ 4")
    assert "a tribe member from your hand repairs it" in bullet
    assert "heal it with a med" in bullet


def test_the_rules_help_lets_scrappers_dig_the_schematics_too() -> None:
    """[003:187] "from the top or the bottom of the pile"; RULINGS X-15: junkyard or schematics."""
    assert "from the top or the bottom of the pile (the junkyard or the schematics)" in module_bullet("Recon 3")


def test_the_recon5_leaders_are_said_to_come_only_where_hq3_deals_leaders() -> None:
    """[003:276-286] adds the Swindler and the Yardmaster as leaders, which only HQ module 3 deals
    ([000:631]): Recon 5 alone deals no leader, and the help, the lobby and the README say so."""
    alone = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=frozenset({"recon5"})))
    assert all(alone.view(seat).dealt == () for seat in range(3))
    with_hq = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=sc.hq_modules(3) | {"recon5"}))
    assert all(len(with_hq.view(seat).dealt) == 2 for seat in range(3))
    assert "without HQ 3 no tribe has a leader" in module_bullet("Recon 5")
    assert "with HQ 3, the Swindler and the Yardmaster" in MODULES["recon5"][1]
    readme = flat((Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8"))
    assert "the Swindler and the Yardmaster where HQ 3 deals leaders" in readme


def test_the_recon_numbers_in_the_rules_help_are_the_engines() -> None:
    """[003:66, 102, 164-165, 170, 206, 211-212, 220]: the numbers the Recon bullets give."""
    one, three, four = module_bullet("Recon 1"), module_bullet("Recon 3"), module_bullet("Recon 4")
    assert f"looks at up to {recon.SPY_LOOK} cards" in one
    assert f"see {recon.BINOCULARS_EXTRA} more cards" in one
    assert f"Binoculars hunt {CATALOGUE['binoculars'].base[Skill.HUNT]} with no holder" in one
    assert f"discard {ranks.DISCARDS_PER_COURIER} of the drawn cards per courier" in three
    assert f"shuffle up to {ranks.DRILL_RETRIEVES} cards" in three
    assert f"and draw {ranks.DRILL_DRAWS}" in three
    assert f"1 more person for every {ranks.CARDS_PER_DECOY_PERSON} cards" in three
    assert f"top {ranks.TOWER_DEPTH} cards of {word(ranks.TOWER_PILES)} piles" in three
    contested = sum(c.count for c in CATALOGUE.values() if c.is_contested)
    assert f"The {components.CONTESTED_COUNT} contested resources are drawn from all {contested}" in four
    assert f"then you draw {demolition.DRAWS}" in four


def test_the_solo_numbers_in_the_rules_help_are_the_engines() -> None:
    """[003:318-325, 345-348]: seven forces of 3, 4, 4, 5, 5, 5 and 6 cards; a contested
    resource scores 2 points."""
    solo_part = section("The solo game")
    sizes = components.SOLO_FORCE_SIZES
    assert f"{word(len(sizes))} opponent forces" in solo_part
    assert ", ".join(map(str, sizes[:-1])) + f" and {sizes[-1]} cards" in solo_part
    assert f"{solo.CONTESTED_POINTS} points for each contested resource" in solo_part
    assert sc.Game.new(sc.GameConfig(players=1, seed=1)).view(0).forces == sizes


@pytest.mark.parametrize("variant", sorted(Variant))
def test_every_variant_is_named_in_the_rules_help_and_in_docs_variants(variant: Variant) -> None:
    """[003:288-312]: each variant the engine plays is in the help and docs/variants.md."""
    named = re.compile(rf"`(?:--variant )?{variant}`")
    assert named.search(section("Variants and the older rules"))
    assert named.search((ROOT / "docs" / "variants.md").read_text(encoding="utf-8"))


EDITION_WORDS = {
    "initiator_passes_from_round": r"the initiator card passes every round",
    "zero_fight_fights": r"a fight (?:total )?of 0 is no fight",
    "work_once_a_round": r"(?:work|construction work) goes to one building a round",
    "owner_sees_timer": r"(?:you|a builder) may look at (?:your|her) own timer cards",
    "store_retrieve_once_a_round": r"store and retrieve (?:are )?once a round",
}
"""How the player texts name each rule that differs between the editions."""


def test_every_rule_the_2012_edition_changes_is_named_where_players_read_of_it() -> None:
    """RULINGS ED-1, ED-7, ED-11, ED-12, ED-15 and P-4: each rule the 2012 option plays
    differently is named in the help, docs/variants.md and the README; a new difference fails
    here until it is named."""
    differ = {
        f.name
        for f in fields(EDITION_RULES[Edition.E2015])
        if getattr(EDITION_RULES[Edition.E2015], f.name) != getattr(EDITION_RULES[Edition.E2012], f.name)
    }
    assert differ == set(EDITION_WORDS)
    texts = {
        "rules help": section("Variants and the older rules"),
        "docs/variants.md": flat((ROOT / "docs" / "variants.md").read_text(encoding="utf-8")),
        "README.md": flat((ROOT / "README.md").read_text(encoding="utf-8")),
    }
    for where, text in texts.items():
        for name in differ:
            assert re.search(EDITION_WORDS[name], text, re.IGNORECASE), (where, name)


def test_the_lobby_says_what_the_hq1_gangs_join_for() -> None:
    """[000:561-563]: the Gearheads join the most tools, the Pharmers the most meds, not "the
    strongest tribe" as the lobby's words for HQ 1 had it."""
    words = MODULES["hq1"][1]
    assert "strongest" not in words
    assert "tools" in words
    assert "meds" in words


# -- lessons and the scenario format ----------------------------------------------------------------


def lesson_text() -> str:
    parts = []
    for path in sorted(LESSONS.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        parts += [data["intro"], data["summary"]]
        parts += [step["text"] + " " + step.get("right", "") for step in data["steps"]]
        parts += [f["text"] for step in data["steps"] for f in step.get("feedback", [])]
    return flat("\n".join(parts))


def test_the_costs_the_lessons_state_are_the_catalogues() -> None:
    """The lessons' hiring costs ("A scout costs 2 food and 1 med") are the cards' costs."""
    found = re.findall(r"\b(?:A|a|The) (\w+) costs? (?:only )?(?:your )?(\d) food(?: and (\d) med)?", lesson_text())
    assert len(found) >= 4
    for name, food, meds in found:
        card = CATALOGUE[name]
        assert (card.cost_food, card.cost_meds) == (int(food), int(meds or 0)), name


def test_the_build_times_lesson_8_states_are_the_catalogues() -> None:
    """Lesson 8: "the pharmacy 2, the armory 3, the gardens 4, the bunker 5"."""
    found = dict(re.findall(r"\bthe (pharmacy|armory|gardens|bunker) (\d)\b", lesson_text()))
    assert set(found) == {"pharmacy", "armory", "gardens", "bunker"}
    kinds = {"pharmacy": "pharmacy", "armory": "armory", "gardens": "hydroponic_gardens", "bunker": "bunker"}
    for word, kind in kinds.items():
        assert CATALOGUE[kind].build_time == int(found[word]), kind


def test_the_medicine_values_the_lessons_state_are_the_catalogues() -> None:
    """Lesson 3: "pills are worth 1 med, a medkit 2"."""
    found = re.search(r"pills are worth (\d) med, a medkit (\d)", lesson_text())
    assert found is not None
    assert (CATALOGUE["pills"].meds, CATALOGUE["medkit"].meds) == (int(found.group(1)), int(found.group(2)))


def test_the_numbers_docs_scenarios_states_are_the_catalogues() -> None:
    """docs/scenarios.md: the 70 kinds, 5 sniper teams, the build times and storage."""
    text = flat((ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8"))
    assert f"lists all {len(CATALOGUE)} of them" in text
    assert f"({CATALOGUE['sniper_team'].count} sniper teams," in text
    times = dict(re.findall(r"([a-z ]+?) (\d)(?:,|\))", text[text.index("build_time`:") :].split(")")[0] + ")"))
    assert len(times) == 6
    for name, number in times.items():
        assert CATALOGUE[name.strip().replace(" ", "_")].build_time == int(number), name
    for kind, words in (("bunker", "a bunker stores up to {} person cards"), ("armory", "an armory up to {} tools")):
        assert words.format(CATALOGUE[kind].capacity) in text
    assert f"a pharmacy up to {CATALOGUE['pharmacy'].capacity} medicine cards" in text


def test_the_docs_let_meds_join_the_cannibals_food() -> None:
    """RULINGS L-6: "A hire paid with Cannibal food may add meds ... but no hunting or garden
    food". The Cannibal's 3 food and a pills hire a scout (2 food + 1 med); the docs said that
    food "pays a hire alone"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            modules=hq_modules(3),
            scenario={
                "players": [{"hand": ["refugee", "pills"], "leader": "leader_cannibal"}, {"leader": "leader_mentor"}]
            },
        )
    )
    game.apply(0, "lead refugee")
    pass_others(game, 0)
    assert "hire scout pay pills" in [str(a) for a in game.legal_actions(0)]
    for doc in ("scenarios.md", "view.md"):
        text = flat((ROOT / "docs" / doc).read_text(encoding="utf-8"))
        assert "hire alone" not in text, doc
        assert "the Cannibal's food, which no hunted or garden food may join in a hire" in text, doc
