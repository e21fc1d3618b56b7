"""Advice audit 9: a strategist's hints during a game and ``scavengers analyse`` after it,
checked against docs/analysis.md and the rules: the advice rests only on what the seat could
see (twin games that differ in hidden cards get the same hint and the same analysis), every
action it names is legal and said in the words the menu says it in, it works in every kind of
game, and bad input is refused in one line with nothing changed."""

from __future__ import annotations

import json
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import rich_config
from scavengers.analysis import Budget, HintError, hint, review
from scavengers.analysis.review import MARK_LOSS, MARKED_MOST, advice
from scavengers.bots import decide, make_agent
from scavengers.cards import CATALOGUE
from scavengers.cli.main import main
from scavengers.server import create_app
from scavengers.storage import open_store
from scavengers.tui.hints import hint_lines
from scavengers.tui.menu import menu
from scavengers.tui.session import HUMAN, Session

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

RECON = sc.recon_modules(range(1, 6))
ALL = sc.hq_modules(4) | RECON
NAMES = ["You", "Bea", "Cy", "Di", "Ed"]


def thawed(value: Any) -> Any:
    """A config's scenario as plain, editable JSON data."""
    return json.loads(json.dumps(value, default=dict))


def heuristic_to(game: sc.Game, seat: int, *, from_round: int = 1, choices: int = 2) -> sc.Game:
    """``game`` played on by heuristic bots to ``seat``'s first decision from ``from_round``
    with at least ``choices`` legal actions."""
    bots = [make_agent("heuristic", s) for s in range(game.config.players)]
    while not game.over:
        mover = game.to_act[0]
        legal = game.legal_actions(mover)
        if mover == seat and game.round >= from_round and len(legal) >= choices:
            return game
        game.apply(mover, decide(bots[mover], game, mover, legal) if len(legal) > 1 else legal[0])
    raise AssertionError("the seat never had such a decision")


def menu_words(game: sc.Game, seat: int) -> dict[sc.Action, str]:
    """The menu's words for each action it lists at ``seat``'s decision now (the terminal's
    and the browser's menu: docs/analysis.md says a hint's label says the action "as the menu
    does")."""
    view = game.view(seat)
    choosing = view.decision is not None and view.decision.kind == "leader"
    entries = menu(view, game.legal_actions(seat), Counter(), NAMES[: game.config.players], choosing)
    return {e.action: e.label for e in entries if isinstance(e.action, sc.Action)}


# -- sense: the words of a hint are the menu's -------------------------------------------------


LEADER_CHOICES = {
    "hq3-2015": sc.GameConfig(players=3, seed=2, modules=sc.hq_modules(3)),
    "hq4-2012": sc.GameConfig(players=3, seed=3, modules=sc.hq_modules(4), rules="2012"),
    "all-modules-5p": sc.GameConfig(players=5, seed=4, modules=ALL),
    "solo-hq3": sc.GameConfig(players=1, seed=5, modules=sc.hq_modules(3)),
}


@pytest.mark.parametrize("name", list(LEADER_CHOICES))
def test_a_hint_at_the_choice_of_a_leader_says_which_leader_to_keep_as_the_menu_does(name: str) -> None:
    """HQ module 3 deals each player 2 leaders, of which she keeps 1 [000:650]: the menu says
    "Keep The Mentor as your leader: ..."; the hint said "Your leader: play The Mentor", the
    words of playing a card for a leader already kept, another action."""
    game = sc.Game.new(LEADER_CHOICES[name])
    seat = game.to_act[0]
    assert game.view(seat).decision is not None
    assert game.view(seat).decision.kind == "leader"  # type: ignore[union-attr]
    found = hint(game, seat, seed=1, budget=Budget(6))
    words = menu_words(game, seat)
    lines = hint_lines(found, game, NAMES).plain.splitlines()
    assert found.suggestions
    for number, suggestion in enumerate(found.suggestions, start=1):
        assert suggestion.action in game.legal_actions(seat)
        line = lines[number - 1]
        figure = "rated" if game.config.players == 1 else "about"  # the solo game: a rating against par
        assert line.startswith(f"{number}. {words[suggestion.action]}  {figure} "), line
        assert "Keep The " in line or line.startswith(f"{number}. Play without a leader  rated ")
        assert ": play The" not in line


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    store = open_store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(store, bot_delay=0, hint_budget=Budget(6), review_iterations=2)) as test_client:
        yield test_client


def test_the_browsers_hint_at_the_choice_of_a_leader_says_it_in_the_menus_words(client: TestClient) -> None:
    """The hint API's ``label`` "says the action in words, as the menu does" (docs/analysis.md)."""
    created = client.post(
        "/api/games",
        json={"players": 2, "seats": ["human", "heuristic"], "modules": ["hq1", "hq2", "hq3"], "seed": 5},
    ).json()
    token = created["seats"][0]["token"]
    seen: dict[str, Any] = {}
    for _ in range(500):
        seen = client.get(f"/api/games/{created['id']}", params={"token": token}).json()
        if seen["legal_actions"]:
            break
    assert all(a.startswith("lead leader_") for a in seen["legal_actions"])  # the choice of a leader
    path = f"/api/games/{created['id']}/hint"
    assert client.post(path, json={"token": token}).status_code == 202
    done: dict[str, Any] = {}
    for _ in range(2000):
        done = client.get(path, params={"token": token}).json()
        if done["status"] != "thinking":
            break
    assert done["status"] == "done"
    shown = client.post(f"/api/games/{created['id']}/menu", json={"token": token, "picked": []}).json()
    words = {e["action"]: e["label"] for e in shown["entries"] if e["action"] is not None}
    assert done["suggestions"]
    for suggestion in done["suggestions"]:
        assert suggestion["label"] == words[suggestion["action"]]
        assert suggestion["label"].startswith("Keep The ")


def test_the_advice_on_a_leader_and_a_leaders_ability_reads_as_a_sentence() -> None:
    """A marked decision in words (docs/analysis.md: "in round 6 you chose to draw with ..."):
    at the choice of a leader it says which was kept, not "you chose to your leader: play";
    a leader's, the map's or the yardmaster's ability is "used", not "you chose to the Mentor:"."""
    game = sc.Game.new(LEADER_CHOICES["hq4-2012"])
    seat = game.to_act[0]
    view = game.view(seat)
    first, second = game.legal_actions(seat)[:2]
    said = advice(view, first, second, 0.18, NAMES[:3])
    name = CATALOGUE[first.cards[0]].name
    other = CATALOGUE[second.cards[0]].name
    assert said == (
        f"in round 1 you chose to keep {name} as leader: about 18 points of win chance lost; "
        f"better: keep {other} as leader"
    )
    # Later, the Mentor's ability, played on a turn: "use The Mentor (play Refugee)".
    mentor = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=0,
            modules=sc.hq_modules(3),
            scenario={
                "round": 2,
                "players": [
                    {"hand": ["refugee", "brawler", "scavenger", "shovel", "junk"], "leader": "leader_mentor"},
                    {"hand": ["refugee"] * 5, "leader": "leader_ranger"},
                ],
            },
        )
    )
    legal = mentor.legal_actions(0)
    lead = next(a for a in legal if a.verb is sc.Verb.LEAD)
    end = next(a for a in legal if a.verb is sc.Verb.END)
    said = advice(mentor.view(0), lead, end, 0.05, NAMES[:2])
    assert said == (
        "in round 2 you chose to use The Mentor (play Refugee): about 5 points of win chance lost; "
        "better: end your turn"
    )
    # Of a bot's seat the advice speaks of it by name (docs/analysis.md), and of its turn.
    said = advice(mentor.view(0), lead, end, 0.05, ["Ann (heuristic)", "Bea"], person=False)
    assert said == (
        "in round 2 Ann (heuristic) chose to use The Mentor (play Refugee): about 5 points of win chance lost; "
        "better: end its turn"
    )


def test_the_advice_on_not_fighting_in_the_solo_game_reads_as_a_sentence() -> None:
    """The solo game's engage decision ("On any turn you choose, you may initiate a skirmish"
    [003:334]): "you chose to not fight that turn", not "you chose to do not fight this turn"."""
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            scenario={"players": [{"hand": ["brawler", "brawler", "refugee"]}], "opponents": [["junk"], ["grenade"]]},
        )
    )
    while game.view(0).decision is not None and game.view(0).decision.kind != "engage":  # type: ignore[union-attr]
        legal = game.legal_actions(0)
        game.apply(0, next((a for a in legal if a.verb is sc.Verb.END), legal[0]))
    legal = game.legal_actions(0)
    stay = next(a for a in legal if a.verb is sc.Verb.PASS)
    engage = next(a for a in legal if a.verb is sc.Verb.ENGAGE)
    said = advice(game.view(0), stay, engage, 0.04, ["You"])
    assert said.startswith("in turn ")
    assert " you chose to not fight that turn: about 4 points of rating lost; better: engage opponent force " in said


# -- honesty: twin games, the same analysis ------------------------------------------------------

CONTESTED = ["tribe_family_5", "grenade", "wolf_pack", "field_crew", "sled_team", "tribe_family_3", "tribe_family_4"]
JUNKYARD = ["junk", "net", "pickaxe", "pills", "medkit", "spear", "shovel", "junk", "multitool", "net", "pills", "junk"]
TWINS = {
    # name: players, modules, rules, the seat analysed (seat 0 is the initiator: it has peeked)
    "all-modules-5p-initiator": (5, ALL, "2015", 0),
    "all-modules-5p-other-seat": (5, ALL, "2015", 2),
    "hq4-2012": (3, sc.hq_modules(4), "2012", 1),
    "recon-4p": (4, RECON, "2015", 0),
    "all-modules-2p": (2, ALL, "2015", 1),
}


def twin_configs(players: int, modules: frozenset[str], rules: str, seat: int) -> tuple[sc.GameConfig, sc.GameConfig]:
    """A stacked table from round 3 (the initiator, seat 0, has peeked at the top contested
    resource [000:150]) and its twin, the same but where ``seat`` cannot see: the contested
    pile below what it knows, the junkyard below its top 4, each rival's deck below its top 5."""
    table = thawed(rich_config(players, 7, modules).scenario)
    table.update(round=3, contested=list(CONTESTED), junkyard=list(JUNKYARD))
    twin = json.loads(json.dumps(table))
    known = 1 if seat == 0 else 0
    twin["contested"] = CONTESTED[:known] + CONTESTED[known:][::-1]
    twin["junkyard"] = JUNKYARD[:4] + JUNKYARD[4:][::-1]
    for other, player in enumerate(twin["players"]):
        if other != seat:
            player["deck"] = player["deck"][:5] + player["deck"][5:][::-1]

    def config(scenario: dict[str, Any]) -> sc.GameConfig:
        return sc.GameConfig(players=players, seed=7, modules=modules, rules=rules, scenario=scenario)

    return config(table), config(twin)


def lockstep(first: sc.GameConfig, second: sc.GameConfig, seat: int, *, twins: bool = True) -> list[tuple[int, str]]:
    """The actions of heuristic bots in ``first``'s game, repeated in ``second``'s, for as
    long as ``seat`` sees the two alike (its view and its log)."""
    one, two = sc.Game.new(first), sc.Game.new(second)
    bots = [make_agent("heuristic", s) for s in range(first.players)]
    actions: list[tuple[int, str]] = []
    while not one.over and one.view(seat) == two.view(seat) and one.log(seat) == two.log(seat):
        mover = one.to_act[0]
        legal = one.legal_actions(mover)
        action = decide(bots[mover], one, mover, legal) if len(legal) > 1 else legal[0]
        try:
            two.apply(mover, str(action))
        except ValueError:
            break
        one.apply(mover, action)
        actions.append((mover, str(action)))
    assert (one.zones() != two.zones()) == twins
    return actions


@pytest.mark.slow
@pytest.mark.parametrize("name", list(TWINS))
def test_the_analysis_of_twin_games_differing_in_hidden_cards_is_the_same(name: str) -> None:
    """docs/analysis.md: the analysis judges each decision "from what the seat could see then":
    the contested pile under the peek, the junkyard's order and the rivals' decks change
    nothing, with 5 players and every module, the 2012 rules and Recon alike."""
    players, modules, rules, seat = TWINS[name]
    first, second = twin_configs(players, modules, rules, seat)
    actions = lockstep(first, second, seat)
    one = review(first, actions, seat, iterations=4, seed=2)
    two = review(second, actions, seat, iterations=4, seed=2)
    assert one.decisions, "nothing judged"
    assert one.decisions == two.decisions
    assert one.playouts == two.playouts


# -- sense: the analysis agrees with its own numbers -------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("name", ["all-modules-5p-other-seat", "hq4-2012"])
def test_every_judged_decision_is_legal_and_marked_as_its_figures_say(name: str) -> None:
    """docs/analysis.md: "before" is the best move's chance when one was clearly better, else
    the same as "after"; a decision is marked when the better move was worth at least 3
    points, the 8 costliest kept; the move made and the better one were legal there."""
    players, modules, rules, seat = TWINS[name]
    config, _ = twin_configs(players, modules, rules, seat)
    actions = lockstep(config, config, seat, twins=False)
    found = review(config, actions, seat, iterations=6, seed=1)
    game = sc.Game.new(config)
    legal_at: dict[int, list[str]] = {}
    for step, (mover, action) in enumerate(actions):
        if mover == seat:
            legal_at[step] = [str(a) for a in game.legal_actions(seat)]
        game.apply(mover, action)
    assert found.decisions
    for d in found.decisions:
        assert d.taken == actions[d.step][1]
        assert d.taken in legal_at[d.step]
        assert d.better is None or d.better in legal_at[d.step]
        assert 0.0 <= d.after <= d.before <= 1.0
        assert (d.better is None) == (d.before == d.after)
        assert d.marked <= (d.better is not None and d.loss >= MARK_LOSS)
        assert bool(d.advice) == d.marked
    costly = [d for d in found.decisions if d.better is not None and d.loss >= MARK_LOSS]
    assert len(found.marked()) == min(MARKED_MOST, len(costly))


# -- every configuration ------------------------------------------------------------------------

CONFIGS = {
    "solo": sc.GameConfig(players=1, seed=41, modules=RECON),
    "2012-rules": sc.GameConfig(players=3, seed=32, modules=sc.hq_modules(4), rules="2012"),
    "leader-draft": sc.GameConfig(players=3, seed=33, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
    "all-modules-5p": sc.GameConfig(players=5, seed=31, modules=ALL),
    "scenario": rich_config(3, 5, ALL),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_a_hint_in_every_kind_of_game_is_legal_said_as_the_menu_says_and_blind(name: str) -> None:
    """A hint works in the solo game, the 2012 rules, the leader draft, 5 players with every
    module and a stacked table: each suggestion is legal, in the menu's words where the menu
    lists it, and a twin that differs in what the seat cannot see gets the same hint."""
    config = CONFIGS[name]
    seat = 0
    game = heuristic_to(sc.Game.new(config), seat, from_round=2, choices=3)
    found = hint(game, seat, seed=3, budget=Budget(8))
    legal = game.legal_actions(seat)
    words = menu_words(game, seat)
    lines = hint_lines(found, game, NAMES[: config.players]).plain.splitlines()
    assert 1 <= len(found.suggestions) <= 3
    for number, suggestion in enumerate(found.suggestions, start=1):
        assert suggestion.action in legal
        assert 0.0 <= suggestion.chance <= 1.0
        if suggestion.action in words:
            assert lines[number - 1].startswith(f"{number}. {words[suggestion.action]}  ")
    twin = game.determinize(seat, 12345)
    assert twin.view(seat) == game.view(seat)
    assert twin.zones() != game.zones()
    assert hint(twin, seat, seed=3, budget=Budget(8)) == found


def test_a_finished_game_has_no_hint_but_says_why() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=9))
    bots = [make_agent("heuristic", s) for s in range(2)]
    while not game.over:
        mover = game.to_act[0]
        legal = game.legal_actions(mover)
        game.apply(mover, decide(bots[mover], game, mover, legal) if len(legal) > 1 else legal[0])
    with pytest.raises(HintError, match=r"^the game is over: no decision to hint at$"):
        hint(game, 0, budget=Budget(4))


# -- sense: one obviously best move -------------------------------------------------------------


def test_the_hint_commits_a_force_to_win_the_last_contested_resource() -> None:
    """2 players, the last contested resource, the rival committed nothing (0 cards, which
    everyone sees): committing nothing is a tie [000:116] and the family goes to the junkyard;
    committing the brawlers wins it by 2. The hint's first move commits them."""
    table = {
        "round": 3,
        "initiator": 1,
        "contested": ["tribe_family_5"],
        "players": [
            {"hand": ["brawler", "brawler", "refugee", "refugee", "junk"], "deck": ["refugee"] * 3},
            {"hand": ["refugee", "refugee", "scavenger", "scavenger", "junk"], "deck": ["refugee"] * 5},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=table))
    game.apply(1, "end")
    game.apply(1, "commit none")
    game.apply(0, "end")
    assert [t.committed_count for t in game.view(0).seats] == [0, 0]
    found = hint(game, 0, seed=1, budget=Budget(30))
    best = found.suggestions[0].action
    assert best.verb is sc.Verb.COMMIT
    assert Counter(best.cards)["brawler"] == 2
    assert found.suggestions[0].chance > 0.5


def test_the_hint_snipes_the_brawler_that_would_win_the_revealed_skirmish() -> None:
    """2 players, the last contested resource, both forces revealed: 3 brawlers (fight 6)
    against 2 brawlers and a sniper team (fight 4). A 2-player skirmish is won by 2 [000:116]:
    sniping one of hers [000:490-492] makes it 4 against 4, passing loses. The hint snipes."""
    table = {
        "round": 3,
        "initiator": 1,
        "contested": ["tribe_family_5"],
        "players": [
            {"hand": ["brawler", "brawler", "sniper_team", "refugee", "junk"], "deck": ["refugee"] * 3},
            {"hand": ["brawler", "brawler", "brawler", "refugee", "junk"], "deck": ["refugee"] * 5},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=table))
    for seat, action in [(1, "end"), (1, "commit brawler brawler brawler"), (0, "end")]:
        game.apply(seat, action)
    game.apply(0, "commit brawler brawler sniper_team")
    assert [str(a) for a in game.legal_actions(0)] == ["pass", "snipe 1:brawler"]
    found = hint(game, 0, seed=1, budget=Budget(20))
    assert str(found.suggestions[0].action) == "snipe 1:brawler"
    assert found.suggestions[0].chance > found.suggestions[-1].chance
    assert hint_lines(found, game, NAMES[:2]).plain.startswith("1. Snipe Bea's Brawler  about ")


def test_the_hint_hires_with_the_food_hunted_rather_than_end_the_turn() -> None:
    """Two scavengers hunted 2 food and the hand is empty: hiring a brawler (2 food) or a
    scavenger (1) [000:216-218] against ending the turn with the food lost. The hint hires."""
    table = {
        "round": 2,
        "players": [
            {"hand": ["scavenger", "scavenger"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"] * 5, "deck": ["refugee"] * 5},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=table))
    game.apply(0, "hunt scavenger scavenger")
    while game.to_act != (0,):
        game.apply(game.to_act[0], "pass")
    assert [str(a) for a in game.legal_actions(0)] == ["hire scavenger", "hire brawler", "end"]
    found = hint(game, 0, seed=1, budget=Budget(40))
    assert found.suggestions[0].action.verb is sc.Verb.HIRE
    ending = [s for s in found.suggestions if s.action.verb is sc.Verb.END]
    assert all(s.chance < found.suggestions[0].chance for s in ending)


# -- bad input ----------------------------------------------------------------------------------


def saved(tmp_path: Path) -> Path:
    """A finished game of one person against a bot, saved as ``scavengers play`` saves it."""
    session = Session.new(sc.GameConfig(players=2, seed=4), [HUMAN, "heuristic"], tmp_path / "game.json")
    bots = [make_agent("heuristic", s) for s in range(2)]
    while not session.game.over:
        mover = session.game.to_act[0]
        legal = session.game.legal_actions(mover)
        session.apply(mover, decide(bots[mover], session.game, mover, legal) if len(legal) > 1 else legal[0])
    return session.save()


def spoilt(path: Path, how: str) -> Path:
    data = json.loads(path.read_text())
    bad = path.with_name(f"{how}.json")
    if how == "cut":
        bad.write_text(path.read_text()[:200])
        return bad
    if how == "other-version":
        data["game"]["version"] = 99
    elif how == "not-a-save":
        data = {"hello": 1}
    elif how == "action-that-does-not-replay":
        data["game"]["actions"][3] = [0, "hire brawler"]
    bad.write_text(json.dumps(data))
    return bad


BAD = [
    ("missing", [], "cannot read"),
    ("cut", [], "is not a saved game"),
    ("other-version", [], "saved game version '99'"),
    ("not-a-save", [], "is not a saved game"),
    ("action-that-does-not-replay", [], "does not replay"),
    ("seat-2", ["--seat", "2"], "--seat: seats are 0-1, got 2"),
    ("seat-minus-1", ["--seat", "-1"], "--seat: seats are 0-1, got -1"),
    ("iterations-0", ["--iterations", "0"], "--iterations: it must be at least 1, got 0"),
    ("iterations-minus-5", ["--iterations", "-5"], "--iterations: it must be at least 1, got -5"),
    ("iterations-word", ["--iterations", "lots"], "--iterations: not a number"),
]


@pytest.mark.parametrize(("how", "extra", "said"), BAD, ids=[b[0] for b in BAD])
def test_analyse_refuses_bad_input_in_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], how: str, extra: list[str], said: str
) -> None:
    good = saved(tmp_path)
    if how == "missing":
        path = tmp_path / "nowhere.json"
    elif how.startswith(("seat", "iterations")):
        path = good
    else:
        path = spoilt(good, how)
    before = {p: p.read_bytes() for p in tmp_path.iterdir()}
    plot = tmp_path / "chance.png"
    assert exit_status(["analyse", str(path), "--plot", str(plot), *extra]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("scavengers: error: ")
    assert said in lines[0]
    assert "Traceback" not in err
    assert not plot.exists()
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing written or changed


def exit_status(args: list[str]) -> int:
    """``scavengers ARGS``' exit status, whether it returns it or argparse exits with it."""
    try:
        return main(args)
    except SystemExit as leaving:
        return leaving.code if isinstance(leaving.code, int) else -1


def test_analyse_with_no_decision_yet_says_so_and_that_its_plot_was_not_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game saved before the person's first choice: nothing to judge. The report said "No
    decision gave away much: nothing clearly better was found" (nothing was looked at), and
    ``--plot`` wrote nothing without a word."""
    session = Session.new(sc.GameConfig(players=2, seed=4), [HUMAN, "heuristic"], tmp_path / "fresh.json")
    path = session.save()
    plot = tmp_path / "chance.png"
    assert exit_status(["analyse", str(path), "--plot", str(plot)]) == 0
    out, err = capsys.readouterr()
    assert "0 decisions judged" in out
    assert "No decision to judge: the seat has had no choice to make" in out
    assert "nothing clearly better was found" not in out
    assert f"nothing to plot: {plot} not written" in err
    assert not plot.exists()
