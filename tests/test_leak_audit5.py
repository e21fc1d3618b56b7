"""Hidden-information audit 5: the surfaces audited least.

The standard: a view, event, log line, error message, screen, hand-off or network message never
reveals a card its receiver may not see, never lets it track one, and never depends on what a
seat secretly holds. Each test builds twin games, equal in everything one seat can see and
different in cards it cannot, and compares what that seat receives through one surface:

- the learning environments (``scavengers.rl``): observations, masks, ``infos``, the ``ansi``
  render and the refusal of a word, in the 2012 rules, the leader draft and the solo game too;
- the terminal replay (``scavengers replay --seat N``) and the analysis after a game
  (``scavengers analyse``) of a game not finished, where the seat replayed plays against bots
  whose hands stay hidden;
- the engine's refusals of an action naming a card the seat does not hold;
- the bots: every bot given the same seed decides alike in twin games, at every decision, and
  the time a front end lets a bot take (``Pace``) does not tell whether it could answer.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pytest

import scavengers as sc
from helpers import lively_choice, rich_config
from scavengers import rl
from scavengers.analysis import review
from scavengers.bots import agent as agent_module
from scavengers.bots import decide, make_agent
from scavengers.bots.agent import PACE_MARGIN, Agent
from scavengers.cards import CATALOGUE
from scavengers.cli.main import main
from scavengers.rl.driver import Driver
from scavengers.rl.multi_agent import RawEnv
from scavengers.rl.observation import observe
from scavengers.rl.words import WORD_INDEX
from scavengers.table import Table
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import HUMAN, Session

ALL_MODULES = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
KINDS = tuple(CATALOGUE)


# -- twin tables ------------------------------------------------------------------------------

HUNTER = {"hand": ["scavenger", "spear", "scavenger", "shovel", "refugee"], "deck": ["refugee"] * 6}
"""Seat 0, the initiator: she hunts in round 1, then still has a choice of actions."""
SNIPER_IN_SEAT_1 = [HUNTER, {"hand": ["sniper_team"]}, {"hand": ["refugee"], "deck": ["refugee"]}]
SNIPER_IN_SEAT_2 = [HUNTER, {"hand": ["refugee"]}, {"hand": ["refugee"], "deck": ["sniper_team"]}]
"""Twin tables: one sniper team is out of the market (public), in seat 1's hand or in seat 2's
deck (hidden from seat 0). Asked to answer seat 0's hunt, seat 1 passes in both: by choice in
the first, forced in the second (nothing to answer with), which seat 0 cannot tell apart."""


def sniper_twin(players: list[dict[str, Any]]) -> sc.GameConfig:
    scenario = {"round": 1, "initiator": 0, "market": {"sniper_team": 4}, "players": players}
    return sc.GameConfig(players=3, seed=0, scenario=scenario)


def hunt_and_pass(tmp_path: Path, players: list[dict[str, Any]], name: str) -> Session:
    """A person at seat 0 against two bots: she hunts, the bots asked pass, she ends her turn.
    The game is not finished: only her side of it may be shown."""
    session = Session.new(sniper_twin(players), [HUMAN, "heuristic", "heuristic"], tmp_path / f"{name}.json")
    session.apply(0, "hunt scavenger+spear")
    while session.game.to_act != (0,):
        session.apply(session.game.to_act[0], "pass")
    assert len(session.game.legal_actions(0)) > 1  # a decision of hers with a choice
    session.apply(0, "end")
    assert not session.game.over
    assert session.sealed(0) is None  # her own replay and analysis are allowed now
    return session


def twin_sessions(tmp_path: Path) -> tuple[Session, Session]:
    first, second = (hunt_and_pass(tmp_path, p, n) for p, n in ((SNIPER_IN_SEAT_1, "a"), (SNIPER_IN_SEAT_2, "b")))
    assert first.actions == second.actions  # the same actions, both passes included
    assert first.game.view(0) == second.game.view(0)  # honest twins: seat 0 cannot tell them apart
    assert first.game.log(0) == second.game.log(0)
    return first, second


# -- the terminal replay and the analysis -----------------------------------------------------


def test_a_replay_as_one_seat_counts_a_rivals_pass_alike_whether_or_not_it_held_an_answer(tmp_path: Path) -> None:
    """``scavengers replay FILE --seat 0`` of a game against bots not yet finished skipped the
    passes a seat could only make, the rival's included: seat 1's pass was a step of its own
    where seat 1 held a sniper team, and no step where it held none, so the person replaying
    learnt which bot held the sniper team (and the status line's "step N of M" counted it)."""
    first, second = twin_sessions(tmp_path)
    replays = [ReplayApp(session, 0) for session in (first, second)]
    assert len(replays[0].games) == len(replays[1].games)
    assert replays[0].moves == replays[1].moves
    assert replays[0].shown_at == replays[1].shown_at
    for a, b in zip(replays[0].games, replays[1].games, strict=True):
        assert a.view(0) == b.view(0)
        assert a.log(0) == b.log(0)


def test_the_analysis_of_twin_unfinished_games_is_the_same_review(tmp_path: Path) -> None:
    """``scavengers analyse FILE --seat 0`` names each decision's replay step: it counted the
    steps as the replay did, so the step of her ``end`` told whether seat 1 held an answer."""
    reviews = [
        review(session.game.config, session.actions, 0, iterations=4, seed=1).to_json()
        for session in twin_sessions(tmp_path)
    ]
    for found in reviews:
        found.pop("seconds")
    assert reviews[0]["decisions"], "nothing was judged"
    assert reviews[0] == reviews[1]


def test_scavengers_analyse_json_of_twin_unfinished_games_is_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command itself, as the person at seat 0 runs it on her autosave of a game against
    bots not yet finished: the same JSON (the file's name and the time taken aside)."""
    printed = []
    for session in twin_sessions(tmp_path):
        path = session.save()
        assert main(["analyse", str(path), "--seat", "0", "--json", "--iterations", "3"]) == 0
        found = json.loads(capsys.readouterr().out)
        del found["file"], found["seconds"]
        printed.append(found)
    assert printed[0]["decisions"]
    assert printed[0] == printed[1]


def test_a_replay_skips_the_same_passes_for_every_seat_replayed_and_for_every_hand_shown(tmp_path: Path) -> None:
    """The replay's steps are the same whoever's side is shown, so that a step means one thing
    (the analysis's ``replay_step`` names a step of any replay of the game), and passes that
    everyone could tell were forced are still skipped."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    agents: list[Agent] = [make_agent("heuristic", s) for s in range(3)]
    while not game.over and game.round <= 4:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal))
    session = Session(game=game, seats=["heuristic"] * 3, names=["A", "B", "C"], save_path=tmp_path / "g.json")
    moves = {seat: ReplayApp(session, seat).moves for seat in (None, 0, 1, 2)}
    assert moves[0] == moves[1] == moves[2] == moves[None]
    assert len(moves[None]) < len(session.actions)  # the passes nobody could answer are skipped


# -- the learning environments ----------------------------------------------------------------


def twin_driver(driver: Driver, twin: sc.Game) -> Driver:
    """``driver`` with its game swapped for ``twin`` (the decision in progress kept)."""
    other = Driver.__new__(Driver)
    for name in Driver.__slots__:
        setattr(other, name, getattr(driver, name))
    other.game = twin
    return other


@pytest.mark.slow
@pytest.mark.parametrize(
    "config",
    [
        sc.GameConfig(players=3, seed=21, rules="2012", modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
        sc.GameConfig(players=4, seed=22, rules="2012", modules=ALL_MODULES),
        sc.GameConfig(players=1, seed=23, rules="2012", modules=sc.hq_modules(2)),
        sc.GameConfig(players=1, seed=25, modules=ALL_MODULES),
        sc.GameConfig(
            players=2, seed=24, modules=sc.hq_modules(3), variants=frozenset({"leader_draft", "alternate_brawlers"})
        ),
    ],
    ids=["2012-leader-draft", "2012-every-module", "2012-solo", "solo-every-module", "2-player-draft"],
)
def test_the_rl_render_and_observation_of_twin_games_are_the_same(config: sc.GameConfig) -> None:
    """At every step of a random game, a twin dealt afresh in every place the deciding seat
    (and another seat) cannot see gives it the same observation and, for the seat to act,
    the same ``ansi`` render (the terminal's table, its log and the words chosen so far)."""
    driver = Driver(config)
    rng = random.Random(config.seed)
    steps = 0
    while not driver.over and steps < 120:
        seat = driver.seat
        assert seat is not None
        phrase = driver.phrase
        for viewer in {seat, rng.randrange(config.players)}:
            twin = driver.game.determinize(viewer, rng.getrandbits(32))
            chosen = phrase.words if viewer == seat else ()
            assert np.array_equal(observe(twin.view(viewer), chosen), driver.observation(viewer))
            if viewer == seat:
                assert twin_driver(driver, twin).table_text(viewer) == driver.table_text(viewer)
        driver.choose(rng.choice(sorted(phrase.allowed)))
        steps += 1


TOP = ["refugee", "scavenger", "junk", "refugee", "brawler", "junk"]
DECKS = {
    "a": ([*TOP, "sniper_team", "saboteur", "medkit"], [*TOP, "net", "pills", "junk"]),
    "b": ([*TOP, "junk", "net", "pills"], [*TOP, "sniper_team", "saboteur", "medkit"]),
}
"""Seat 1's and seat 2's decks in two twins: the same top six cards, the last three swapped."""


def deck_twin(name: str) -> dict[str, Any]:
    one, two = DECKS[name]
    return {
        "round": 1,
        "initiator": 0,
        "players": [
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "brawler"], "deck": ["refugee"] * 4},
            {"hand": ["scavenger", "spear", "refugee"], "deck": one},
            {"hand": ["scavenger", "shovel", "refugee"], "deck": two},
        ],
    }


def test_the_gymnasium_learner_gets_the_same_observations_infos_rewards_and_render_in_twin_games() -> None:
    """The learner (seat 0) against two heuristic bots whose decks hold different cards below
    what rounds 1 and 2 reach: every ``reset`` and ``step`` hands her the same observation, info,
    reward and render, and a refused word the same answer."""
    envs = [rl.gym_env(players=3, seat=0, scenario=deck_twin(n), render_mode="ansi") for n in ("a", "b")]
    answers = [env.reset(seed=5) for env in envs]
    steps = 0
    while True:
        (obs_a, info_a), (obs_b, info_b) = answers
        assert info_a == info_b
        assert np.array_equal(obs_a["observation"], obs_b["observation"])
        assert np.array_equal(obs_a["action_mask"], obs_b["action_mask"])
        assert envs[0].render() == envs[1].render()
        assert np.array_equal(envs[0].action_masks(), envs[1].action_masks())
        game = envs[0].driver.game
        if game.over or game.round > 2 or steps >= 40:
            break
        word = int(np.flatnonzero(obs_a["action_mask"])[steps % 2])
        results = [env.step(word) for env in envs]
        assert results[0][1:] == results[1][1:]
        answers = [(r[0], r[4]) for r in results]
        steps += 1
    assert steps > 3
    kinds = [{zone: [c.kind for c in cards] for zone, cards in env.driver.game.zones().items()} for env in envs]
    assert kinds[0] != kinds[1]  # the twins do differ
    refused = []
    for env in envs:
        outside = int(np.flatnonzero(env.action_masks() == 0)[0])
        observation, reward, terminated, truncated, info = env.step(outside)
        refused.append((reward, terminated, truncated, info, observation["observation"].tobytes()))
    assert refused[0] == refused[1]
    assert refused[0][3] == {"seat": 0, "illegal": True}


def test_the_pettingzoo_infos_render_and_refusal_of_a_word_are_the_same_in_twin_games() -> None:
    """Seat 0 chooses the same words in the twins; at each of her steps her observation, mask,
    info, render and the message refusing a word outside her mask are the same (the message
    lists her own words only, never the sniper team another seat holds)."""
    envs = [rl.env(players=3, scenario=deck_twin(n), render_mode="ansi") for n in ("a", "b")]
    for env in envs:
        env.reset(seed=3)
    raws = [env.unwrapped for env in envs]
    assert all(isinstance(r, RawEnv) for r in raws)
    steps = 0
    while envs[0].agent_selection == "seat_0" and steps < 12:
        assert envs[1].agent_selection == "seat_0"
        lasts = [env.last() for env in envs]
        assert lasts[0][1:] == lasts[1][1:]
        first, second = lasts[0][0], lasts[1][0]
        assert first is not None
        assert second is not None
        assert np.array_equal(first["observation"], second["observation"])
        assert np.array_equal(first["action_mask"], second["action_mask"])
        assert envs[0].infos == envs[1].infos == {agent: {} for agent in envs[0].possible_agents}
        assert envs[0].render() == envs[1].render()
        outside = int(np.flatnonzero(first["action_mask"] == 0)[0])
        messages = []
        for env in envs:
            with pytest.raises(ValueError, match="cannot come next; allowed: ") as refused:
                env.step(outside)
            messages.append(str(refused.value))
        assert messages[0] == messages[1]
        assert "sniper_team" not in messages[0]
        word = int(np.flatnonzero(first["action_mask"])[0])
        for env in envs:
            env.step(word)
        steps += 1
    assert steps > 1


def own_stream(players: list[dict[str, Any]]) -> list[tuple[bytes, bytes, float, bool, bool, dict[str, Any]]]:
    """Everything ``env.last()`` hands seat 0 at each of her turns while she hunts, the others
    pass and she ends her turn (a learner at seat 0 with memory sees exactly this)."""
    env = rl.env(players=3, scenario={"round": 1, "initiator": 0, "market": {"sniper_team": 4}, "players": players})
    env.reset(seed=0)
    raw = env.unwrapped
    assert isinstance(raw, RawEnv)
    assert raw.driver is not None
    stream = []
    plan = ["hunt scavenger+spear", "end"]
    while plan:
        if env.agent_selection != "seat_0":
            env.step(WORD_INDEX["pass"])
            continue
        observation, reward, terminated, truncated, info = env.last()
        assert observation is not None
        stream.append(
            (
                observation["observation"].tobytes(),
                observation["action_mask"].tobytes(),
                reward,
                terminated,
                truncated,
                info,
            )
        )
        for word in raw.driver.words_for(sc.parse_action(raw.driver.game, 0, plan.pop(0))):
            env.step(word)
    return stream


def test_a_seats_own_observations_do_not_tell_whether_a_rival_was_asked_in_between() -> None:
    """A decision with a single legal action is never put to an agent: seat 1 is selected
    (asked to answer seat 0's hunt) only where it holds the sniper team. What seat 0 itself
    receives, turn after turn, is the same either way (which agent the AEC loop selects in
    between is the loop's, which runs every seat)."""
    assert own_stream(SNIPER_IN_SEAT_1) == own_stream(SNIPER_IN_SEAT_2)


# -- the engine's refusals --------------------------------------------------------------------


def refusal(game: sc.Game, seat: int, text: str) -> str:
    """The message refusing ``text`` for ``seat`` (``OK`` where it is played), on a copy."""
    try:
        game.clone().apply(seat, text)
    except ValueError as error:
        return f"{type(error).__name__}: {error}"
    return "OK"


def mutations(rng: random.Random, actions: list[sc.Action], players: int) -> set[str]:
    """Actions near the legal ones: one card kind or seat swapped for another at random."""
    found = set()
    for action in rng.sample(actions, min(5, len(actions))):
        words = str(action).split(" ")
        for _ in range(5):
            changed = list(words)
            at = rng.randrange(len(changed))
            parts = re.split(r"([+:])", changed[at])
            part = rng.randrange(len(parts))
            if parts[part] in ("+", ":"):
                continue
            parts[part] = str(rng.randrange(players)) if parts[part].isdigit() else rng.choice(KINDS)
            changed[at] = "".join(parts)
            found.add(" ".join(changed))
    return found


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "seed", "modules", "rules"),
    [
        (3, 31, frozenset(), "2015"),
        (4, 32, ALL_MODULES, "2015"),
        (3, 33, sc.hq_modules(3), "2012"),
        (1, 34, ALL_MODULES, "2015"),
    ],
    ids=["base", "every-module", "2012", "solo"],
)
def test_a_refused_action_naming_cards_the_seat_may_not_hold_reads_the_same_in_twin_games(
    players: int, seed: int, modules: frozenset[str], rules: str
) -> None:
    """At each decision of a random game, a seat (the one to act, or another) sends actions
    near its legal ones with a card or a seat changed: each is refused (or played) with the
    same message in twins dealt afresh wherever that seat cannot see. A message that named
    what a rival or the seat's own deck holds would differ."""
    config = dataclasses.replace(rich_config(players, seed, modules), rules=rules)
    game = sc.Game.new(config)
    rng = random.Random(seed)
    tried = 0
    while not game.over and tried < 3_000:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        asker = rng.randrange(players)
        known = list(legal) + (list(game.legal_actions(asker)) if asker != seat else [])
        twins = [game.determinize(asker, rng.getrandbits(32)) for _ in range(2)]
        for text in sorted(mutations(rng, known, players)):
            tried += 1
            message = refusal(game, asker, text)
            assert [refusal(twin, asker, text) for twin in twins] == [message, message], text
        game.apply(seat, lively_choice(rng, legal))
    assert tried > 500


@pytest.mark.parametrize(
    "text",
    ["trash sniper_team", "snipe 0:scavenger", "commit sniper_team", "hunt sniper_team", "pass sniper_team"],
)
def test_naming_a_sniper_team_a_seat_does_not_hold_is_refused_alike_wherever_it_lies(text: str) -> None:
    """Seat 1 names the sniper team it does not hold (in the twin, it does hold it: the same
    text is compared from seat 2's side, which sees neither hand). Seat 2's twins differ in
    whose hand holds the card; whatever seat 2 says, the refusal is the same."""
    games = [sc.Game.new(sniper_twin(players)) for players in (SNIPER_IN_SEAT_1, SNIPER_IN_SEAT_2)]
    for game in games:
        game.apply(0, "hunt scavenger+spear")
    assert games[0].view(2) == games[1].view(2)
    assert games[0].view(0) == games[1].view(0)
    for seat in (0, 2):
        messages = [refusal(game, seat, text) for game in games]
        assert messages[0] == messages[1], messages
        if "sniper_team" not in text:
            assert "sniper_team" not in messages[0]


# -- the bots ---------------------------------------------------------------------------------

BOTS = (
    "random",
    "easy",
    "heuristic",
    "heuristic_v1",
    "allin",
    "learned",
    "learned:temperature=1",
    "ismcts:iters=6",
    "ismcts:iters=6:search=tree",
)


@pytest.mark.slow
@pytest.mark.parametrize("name", BOTS)
def test_every_bot_decides_alike_in_twin_games_at_every_decision(name: str) -> None:
    """Each seat is played twice over by bots of one seed: one decides in the real game, its
    double in a twin dealt afresh wherever that seat cannot see, at every decision (a new twin
    each time, so the double's memory is built from twins only). Their choices never differ:
    a bot reads its seat's view and the samples the engine draws from what the seat knows."""
    searching = name.startswith("ismcts")
    for config in (
        rich_config(3, 3, ALL_MODULES),
        dataclasses.replace(rich_config(4, 5, sc.hq_modules(3)), rules="2012", variants=frozenset({"leader_draft"})),
        dataclasses.replace(rich_config(1, 4, sc.hq_modules(2)), rules="2012"),
    ):
        game = sc.Game.new(config)
        players = config.players
        real = [make_agent(name, 7 + s) for s in range(players)]
        double = [make_agent(name, 7 + s) for s in range(players)]
        rng = random.Random(config.seed)
        decisions = 0
        while not game.over and decisions < (12 if searching else 150):
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            if len(legal) == 1:
                game.play(legal[0])
                continue
            twin = game.determinize(seat, rng.getrandbits(32))
            action = decide(real[seat], game, seat, legal)
            assert decide(double[seat], twin, seat, twin.legal_actions(seat)) == action
            game.play(action)
            decisions += 1
        assert decisions >= 10


# -- the bots' pace ---------------------------------------------------------------------------


class Clock:
    """The time as :class:`Pace` reads it (``time.perf_counter``), moved on only by the bot's
    thinking: a comparison of waits that the machine's load cannot disturb."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


CLOCK = Clock()
"""The one clock of these tests (a module global: a copy of the bot that Pace times keeps it)."""


class SlowBot:
    """A bot that thinks for :data:`THINKING` seconds of :data:`CLOCK` at every choice it is
    given (a search bot thinks for seconds), then takes the first legal action."""

    name = "slow"
    observes: ClassVar[bool] = True

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        CLOCK.now += THINKING
        return legal[0]


THINKING = 0.3


def answer_latency(players: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> float:
    """Seconds from asking seat 1's bot in the window on seat 0's hunt until the front end may
    play its answer (the time it took to decide, then the wait :class:`Pace` asks for), in a
    game just set up or loaded (a fresh table: the bot has made no choice in it yet)."""
    clock = CLOCK
    monkeypatch.setattr(time, "perf_counter", clock)  # as the bots' module reads it
    table = Table(game=sc.Game.new(sniper_twin(players)), seats=[HUMAN, "heuristic", "heuristic"])
    table.agents[1] = SlowBot()
    table.play(0, "hunt scavenger+spear")
    assert table.game.to_act == (1,)
    started = clock()
    action, wait = table.bot_answer(1)
    assert str(action) == "pass"
    return clock() - started + wait


def test_a_bot_asked_in_its_first_window_takes_as_long_whether_or_not_it_could_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Pace`` gives a bot's forced pass the time its last real choice took, so that the time
    a bot takes never tells whether it could have answered; a bot that had made no real choice
    yet (a game loaded from its save, a stacked table, a server's table restored) passed at once
    with nothing to answer with, and thought (a search bot for seconds) when it held a sniper
    team: the person at seat 0 could tell which bot held it by the clock. Now a copy of it is
    timed at its first real choice, and that time is spent."""
    holding = answer_latency(SNIPER_IN_SEAT_1, monkeypatch)
    not_holding = answer_latency(SNIPER_IN_SEAT_2, monkeypatch)
    assert holding == pytest.approx(THINKING * PACE_MARGIN)  # the first timing, with its margin
    assert not_holding == pytest.approx(holding)


def bot_game(prime: bool) -> list[str]:
    """Seat 1's search bot's actions through the twin table where it holds nothing to answer
    with, the person at seat 0 taking her first legal action; with ``prime``, seat 2's random
    bot's time already noted (no copy of it is timed at its first forced pass). The search bot
    ponders its forced passes (a throwaway search by a copy of itself) instead."""
    table = Table(game=sc.Game.new(sniper_twin(SNIPER_IN_SEAT_2)), seats=[HUMAN, "ismcts:iters=20", "random"])
    if prime:
        table.pace.prime(2, 0.0)
    taken: list[str] = []
    while not table.game.over and len(taken) < 40:
        seat = table.game.to_act[0]
        if seat == 0:
            table.play(0, table.game.legal_actions(0)[0])
            continue
        action, _ = table.bot_answer(seat)
        table.play(seat, action)
        if seat == 1:
            taken.append(str(action))
    return taken


def test_timing_a_copy_of_a_bot_at_its_first_forced_pass_leaves_its_game_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Pace times a copy of the bot (a table just set up or loaded): the bot's own random
    # generator and memory are untouched, so the same config, seed and actions give the same
    # game as ever (DESIGN: determinism).
    timed: list[int] = []
    first_choice_seconds = agent_module.first_choice_seconds

    def noted(agent: Agent, config: sc.GameConfig, seat: int) -> float:
        timed.append(seat)
        return first_choice_seconds(agent, config, seat)

    monkeypatch.setattr(agent_module, "first_choice_seconds", noted)
    unprimed = bot_game(prime=False)
    assert 2 in timed  # the random bot's first decision was a forced pass: a copy of it was timed
    assert 1 not in timed  # the search bot pondered its forced passes instead
    timed.clear()
    assert bot_game(prime=True) == unprimed
    assert 2 not in timed


def test_a_search_bot_pondering_its_forced_passes_plays_the_game_as_without_pace() -> None:
    # Pace has the search bot ponder a decision it does not search (a throwaway search by a
    # copy of itself): its own random generator and memory stay as they were, so it takes the
    # same actions as when asked without Pace (DESIGN: determinism).
    table = Table(game=sc.Game.new(sniper_twin(SNIPER_IN_SEAT_2)), seats=[HUMAN, "ismcts:iters=20", "random"])
    plain = Table(game=sc.Game.new(sniper_twin(SNIPER_IN_SEAT_2)), seats=[HUMAN, "ismcts:iters=20", "random"])
    for _ in range(40):
        if table.game.over:
            break
        seat = table.game.to_act[0]
        legal = table.game.legal_actions(seat)
        if seat == 0:
            action = legal[0]
            expected = legal[0]
        else:
            action, _ = table.bot_answer(seat)
            expected = legal[0] if len(legal) == 1 else decide(plain.agents[seat], plain.game, seat, legal)
        assert str(action) == str(expected)
        table.play(seat, action)
        plain.play(seat, expected)


def test_stop_ends_a_search_bots_ponder_under_way() -> None:
    # A program closing while the search bot ponders a forced pass (Pace): stop() reaches the
    # throwaway copy that searches, as it reaches the bot's own search.
    import threading

    from scavengers.bots.agent import Determinizer
    from scavengers.bots.ismcts import IsmctsAgent

    game = sc.Game.new(sniper_twin(SNIPER_IN_SEAT_2))
    game.apply(0, "hunt scavenger+spear")
    bot = IsmctsAgent(1, iters=10**7)  # hours, unless stopped
    legal = game.legal_actions(1)
    assert [str(a) for a in legal] == ["pass"]
    pondering = threading.Thread(target=bot.ponder, args=(game.view(1), legal, Determinizer(game, 1)), daemon=True)
    pondering.start()
    while bot._pondering is None and pondering.is_alive():
        threading.Event().wait(0.01)
    bot.stop()
    pondering.join(60)
    assert not pondering.is_alive()
