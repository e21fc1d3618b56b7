"""The card catalogue: every card kind of the three boxes, validated at load."""

from __future__ import annotations

import pytest

from scavengers.cards import CATALOGUE, Box, CardType, CatalogueError, Role, Skill, kind, parse_catalogue


def test_catalogue_holds_70_kinds_and_338_cards() -> None:
    assert len(CATALOGUE) == 70
    assert sum(k.count for k in CATALOGUE.values()) == 338


@pytest.mark.parametrize(("box", "cards"), [(Box.BASE, 149), (Box.HQ, 49), (Box.RECON, 140)])
def test_card_count_per_box(box: Box, cards: int) -> None:
    assert sum(k.count for k in CATALOGUE.values() if k.box is box) == cards


def test_base_components_match_the_rulebook_contents_list() -> None:
    # [000:13-37]: 20 refugees, 69 mercenaries, 46 junkyard cards, 14 contested resources.
    base = [k for k in CATALOGUE.values() if k.box is Box.BASE]
    assert kind("refugee").count == 20
    assert sum(k.count for k in base if Role.MERCENARY in k.roles) == 69
    assert sum(k.count for k in base if Role.JUNKYARD in k.roles) == 46
    assert sum(k.count for k in base if Role.CONTESTED in k.roles) == 14


def test_printed_numbers_from_the_rulebook_examples() -> None:
    brawler, shovel, spear, net = kind("brawler"), kind("shovel"), kind("spear"), kind("net")
    assert (brawler.base[Skill.DIG], brawler.base[Skill.FIGHT]) == (1, 2)  # [000:206], walkthrough
    assert (shovel.plus[Skill.DIG], shovel.plus[Skill.FIGHT]) == (2, 1)
    assert (spear.plus[Skill.HUNT], spear.plus[Skill.FIGHT]) == (1, 2)
    assert (net.plus[Skill.HUNT], net.plus[Skill.FIGHT]) == (2, 1)
    assert kind("thugs").cost_any_mix == 6  # [000:400-402]
    assert kind("medkit").meds == 2
    assert kind("pills").meds == 1
    assert kind("refugee").base == {Skill.DIG: 0, Skill.HUNT: 0}
    assert kind("tribe_family_5").people == 5


def test_engineer_has_no_fight_ruling_p1() -> None:
    assert not kind("engineer").can(Skill.FIGHT)


def test_binoculars_hunt_1_lives_in_the_data_ruling_p2() -> None:
    assert kind("binoculars").base[Skill.HUNT] == 1
    assert kind("binoculars").type is CardType.INSTANT


def test_gangs_are_worth_five_people_ruling_p3() -> None:
    gangs = [k for k in CATALOGUE.values() if k.type is CardType.GANG]
    assert len(gangs) == 4
    assert all(g.people == 5 for g in gangs)


def test_group_leaders_are_person_modifiers_not_tools() -> None:
    leaders = kind("group_leaders")
    assert leaders.is_person
    assert not leaders.is_tool
    assert leaders.base == {}
    assert all(leaders.plus[s] == 2 for s in Skill)


def test_unknown_kind_names_the_id() -> None:
    with pytest.raises(KeyError, match="no_such_card"):
        kind("no_such_card")


_GOOD = '[rock]\nname = "Rock"\nbox = "base"\ntype = "junk"\nroles = ["junkyard"]\ncount = 2\ntext = "x"\n'


def test_a_wellformed_entry_parses() -> None:
    rock = parse_catalogue(_GOOD)["rock"]
    assert rock.count == 2
    assert rock.type is CardType.JUNK
    assert rock.base == {}


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (_GOOD.replace('"junk"', '"rock"'), "type 'rock'"),
        (_GOOD.replace("count = 2", "count = -1"), "count must be a non-negative"),
        (_GOOD.replace("count = 2", "count = 0"), "count must be at least 1"),
        (_GOOD.replace('text = "x"\n', ""), "missing text"),
        (_GOOD + "dig = 1.5\n", "dig must be a non-negative integer"),
        (_GOOD + "wings = 2\n", "unknown keys"),
        (_GOOD.replace('roles = ["junkyard"]', "roles = []"), "roles must be a non-empty"),
        ("[rock\n", "not valid TOML"),
    ],
)
def test_a_malformed_entry_fails_loudly_naming_it(broken: str, message: str) -> None:
    with pytest.raises(CatalogueError, match=message) as raised:
        parse_catalogue(broken)
    if "TOML" not in message:
        assert "'rock'" in str(raised.value)
