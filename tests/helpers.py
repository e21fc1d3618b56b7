"""Shared helpers for the tests: stacked tables and quick ways through decisions."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

import scavengers as sc
from scavengers.engine.core.events import EventType
from scavengers.engine.game import Game

BASE_CONTESTED_KINDS = (
    "wolf_pack",
    "grenade",
    "sled_team",
    "field_crew",
    "tribe_family_3",
    "tribe_family_4",
    "tribe_family_5",
)
"""The base game's contested resources, 2 of each ([000:37])."""
RECON_CONTESTED_KINDS = (
    "cargo_sled",
    "combat_medics",
    "demolition_team",
    "tear_gas",
    "tribal_hunters_2",
    "tribal_hunters_3",
    "tribal_hunters_4",
)
"""Recon module 4's contested resources, 2 of each ([003:21])."""


def table(seats: int = 3, /, **scenario: Any) -> sc.Game:
    """A game of ``seats`` players on a stacked table (DESIGN.md scenario); seed 0 unless given."""
    seed = scenario.pop("seed", 0)
    return sc.Game.new(sc.GameConfig(players=seats, seed=seed, scenario=scenario))


def pass_responses(game: sc.Game) -> None:
    """Let every open response window close with passes."""
    while not game.over and (view := game.view(game.to_act[0])).decision is not None:
        if view.decision.kind != "respond":
            return
        game.apply(game.to_act[0], "pass")


def act(game: sc.Game, seat: int, text: str) -> tuple[sc.Event, ...]:
    """Apply ``seat``'s action, then let the response window it opens close with passes."""
    events = game.apply(seat, text)
    pass_responses(game)
    return events


def texts(game: sc.Game, seat: int) -> list[str]:
    """A seat's legal actions in notation."""
    return [str(a) for a in game.legal_actions(seat)]


def refused(game: sc.Game, seat: int, text: str) -> bool:
    """The action is not listed as legal and applying it raises (state unchanged)."""
    if text in texts(game, seat):
        return False
    try:
        game.apply(seat, text)
    except ValueError:
        return True
    return False


def pass_windows(game: sc.Game) -> None:
    """Every seat asked in the open reaction windows (responses and saves) passes."""
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        game.apply(decision.seat, "pass")


def pass_until(game: sc.Game, seat: int) -> None:
    """Pass the open windows (and skirmish opportunities) until ``seat`` is asked."""
    while (decision := game.view(None).decision) is not None and decision.seat != seat:
        assert decision.kind in ("respond", "save", "skirmish"), decision
        game.apply(decision.seat, "pass")


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given (the rest commit nothing), until the
    round's skirmish asks a seat or, where nobody has anything to use in it, has resolved (the
    next round is not entered)."""
    start = game.round
    while (
        game.round == start
        and (decision := game.view(None).decision) is not None
        and decision.kind in ("turn", "commit")
    ):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))


def end_gathering(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Every seat still to take its gathering turn ends it and commits as given (default:
    nothing), passing the reaction windows on the way, until the skirmish asks a seat or the
    round is over (the next round is not entered)."""
    commits = commits or {}
    start = game.round
    while not game.over and game.round == start:
        decision = game.view(None).decision
        assert decision is not None
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, commits.get(decision.seat, "commit none"))
        elif decision.kind in ("respond", "save"):
            game.apply(decision.seat, "pass")
        else:
            return


def play_out(game: sc.Game) -> sc.GameResult:
    """Everyone ends every turn, commits nothing and passes until the game is over."""
    while not game.over:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert game.result is not None
    return game.result


def zone_kinds(game: sc.Game, zone: str) -> list[str]:
    """The kinds in a zone, top first."""
    return [card.kind for card in game.zones()[zone]]


def zone_counter(game: sc.Game, zone: str) -> Counter[str]:
    return Counter(zone_kinds(game, zone))


def play_random(game: sc.Game, seed: int, max_steps: int = 100_000) -> list[tuple[int, str]]:
    """Play on with uniformly random legal actions; returns the actions taken."""
    rng = random.Random(seed)
    taken: list[tuple[int, str]] = []
    while not game.over and len(taken) < max_steps:
        seat = game.to_act[0]
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
        taken.append((seat, str(action)))
    return taken


def play_to_the_end(game: sc.Game, rng: random.Random, max_steps: int = 20_000) -> int:
    """Play on with :func:`lively_choice`, checking after every step that every card is in
    exactly one zone; fails if the game does not end. Returns the number of decisions."""
    total = len(all_card_ids(game))
    steps = 0
    while not game.over:
        ids = all_card_ids(game)
        assert len(ids) == total
        assert len(set(ids)) == total
        seat = game.to_act[0]
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
        steps += 1
        assert steps < max_steps, "the game did not end"
    return steps


def all_card_ids(game: sc.Game) -> list[int]:
    return [card.id for cards in game.zones().values() for card in cards]


def perturb_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose cards are dealt afresh among every place ``seat`` cannot see
    (the engine's own determinization, ``Game.determinize``)."""
    return game.determinize(seat, rng.getrandbits(63))


def lively_choice(rng: random.Random, legal: tuple[sc.Action, ...]) -> sc.Action:
    """A random legal action that seldom trashes, so random games build up tribes and reach
    the rarer rules (hires, buildings, storage) that a uniform choice almost never does."""
    keep = [a for a in legal if a.verb is not sc.Verb.TRASH]
    if keep and rng.random() < 0.97:
        return rng.choice(keep)
    return rng.choice(legal)


def play_three_ways(slow: Game, fast: Game, rng: random.Random) -> Game:
    """Play the same game three ways to its end, random lively actions: ``slow`` with
    ``apply`` and every forced action, ``fast`` with ``play`` (forced decisions taken by the
    engine), and a quiet copy of ``fast`` (no events) with ``play``; asserting that they agree
    at every choice and end alike (the same actions, state and result). Returns the quiet copy."""
    quiet = fast.clone(events=False)
    while not slow.over:
        seat = slow.to_act[0]
        legal = slow.legal_actions(seat)
        if len(legal) == 1:
            slow.apply(seat, legal[0])
            continue
        assert fast.to_act == quiet.to_act == (seat,)
        assert fast.legal_actions(seat) == quiet.legal_actions(seat) == legal
        action = lively_choice(rng, legal)
        slow.apply(seat, action)
        fast.play(action)
        quiet.play(action)
    assert fast.over
    assert quiet.over
    assert fast.to_json() == slow.to_json()
    assert quiet.result == slow.result
    assert quiet._state.history == slow._state.history
    return quiet


def rich_config(players: int, seed: int, modules: frozenset[str]) -> sc.GameConfig:
    """A table whose decks are stacked with the cards that reach the rarer rules: engineers
    (module 2), medics (module 1), snipers, saboteurs and toolkits, and each Recon module's
    cards (spies, scouting refugees, binoculars; guards, assassins, provocateurs, rogues;
    couriers, drill sergeants, scrappers, tinkers; cargo sleds, combat medics, demolition
    teams, tear gas; maps), shuffled by ``seed``."""
    rng = random.Random(seed)
    table = []
    for seat in range(players):
        deck = ["refugee", "refugee", "scavenger", "scavenger", "brawler", "shovel", "sniper_team", "saboteur"]
        if "hq1" in modules:
            deck += ["medic"] + (["toolkit"] if seat < 4 else [])
        if "hq2" in modules:
            deck += ["engineer"] * (2 if seat < 4 else 0)
        if "recon1" in modules:
            deck += ["spy", "scouting_refugee"] + (["binoculars"] if seat < 4 else [])
        if "recon2" in modules:
            deck += ["guard", "assassin", "provocateur", "rogue"]
        if "recon3" in modules:
            deck += ["courier", "drill_sergeant", "scrappers", "tinker"]
        if "recon4" in modules and seat < 2:  # two copies of each of these contested resources
            deck += ["cargo_sled", "combat_medics", "demolition_team", "tear_gas", "tribal_hunters_3"]
        if "recon5" in modules:
            deck += ["scouting_refugee"] + (["map"] if seat < 4 else [])
        rng.shuffle(deck)
        table.append({"hand": deck[:5], "deck": deck[5:]})
    return sc.GameConfig(
        players=players, seed=seed, modules=modules, scenario={"round": 1, "initiator": 0, "players": table}
    )


def stores_and_retrieves(make_player: Any, games: int = 200) -> list[tuple[bool, Counter[tuple[int, str]]]]:
    """The two-player Recon module 3 games of ``scavengers simulate --seed 1`` (the learned bot
    against the heuristic bot, seats rotated), the learned seat played by ``make_player(seat)``,
    each stopped after 5,000 decisions should it never end: for each game played, whether it
    ended, and how often the learned seat stored and retrieved in each round. Played until a
    game where it stored or retrieved at all (the once-a-round tests' witness), at most
    ``games``."""
    from scavengers.bots.agent import decide, make_agent
    from scavengers.sim.tournament import schedule

    played = []
    for spec in schedule(2, ["learned", "heuristic"], games, 1, frozenset({"recon3"})):
        game = sc.Game.new(sc.GameConfig(players=2, seed=spec.seed, modules=spec.modules))
        learned = spec.bots.index("learned")
        agents = [make_agent("heuristic", spec.seed + seat) for seat in range(2)]
        agents[learned] = make_player(learned)
        taken: Counter[tuple[int, str]] = Counter()
        for _ in range(5000):
            if game.over:
                break
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            action = legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal)
            if seat == learned and action.verb in (sc.Verb.STORE, sc.Verb.RETRIEVE):
                taken[(game.round, action.verb.value)] += 1
            game.play(action)
        played.append((game.over, taken))
        if taken:
            break
    return played


def skirmish_turns(
    game: sc.Game, moves: dict[int, list[str]] | None = None, saves: dict[int, list[str]] | None = None
) -> list[int]:
    """Each seat's skirmish opportunity: the given moves in order, then pass; a save window asks
    a seat listed in ``saves`` to play its next save, every other window is passed. Stops when
    the round is over or something else is asked; fails if the skirmish does not resolve.
    Returns the seats asked for a skirmish decision, in the order asked (one entry each)."""
    moves = {seat: list(m) for seat, m in (moves or {}).items()}
    saving = {seat: list(m) for seat, m in (saves or {}).items()}
    asked: list[int] = []
    start = game.round
    for _ in range(200):
        if game.over or game.round != start or (d := game.view(None).decision) is None:
            return asked
        if d.kind == "skirmish":
            asked.append(d.seat)
            game.apply(d.seat, moves[d.seat].pop(0) if moves.get(d.seat) else "pass")
        elif d.kind == "save":
            game.apply(d.seat, saving[d.seat].pop(0) if saving.get(d.seat) else "pass")
        elif d.kind == "respond":
            game.apply(d.seat, "pass")
        else:
            return asked
    raise AssertionError("the skirmish did not resolve")


def skirmish_totals(game: sc.Game) -> dict[int, tuple[int, ...]]:
    """Each seat's (has_fight, fight, people) in the last skirmish, from the public log."""
    events = [e for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS]
    assert events, "no skirmish was resolved"
    last = events[-1].round
    return {e.seat: tuple(e.values) for e in events if e.round == last and e.seat is not None}


def seat_totals(game: sc.Game) -> dict[int, tuple[bool, int, int]]:
    """Every seat's (has_fight, fight, people) as the last resolved skirmish judged it, from the
    public log. The engine logs no totals for a seat that brought no force; S-1 ranks such a
    seat as "no fight, 0 people", which is what it is given here."""
    log = game.log(None)
    resolved = [e for e in log if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)]
    assert resolved, "no skirmish was resolved"
    last = resolved[-1].round
    out: dict[int, tuple[bool, int, int]] = dict.fromkeys(range(game.view(None).players), (False, 0, 0))
    for e in log:
        if e.type is EventType.SKIRMISH_TOTALS and e.round == last and e.seat is not None:
            out[e.seat] = (bool(e.values[0]), e.values[1], e.values[2])
    return out


def skirmish_winner(game: sc.Game) -> int | None:
    """The seat that won the last skirmish, or None for a deadlock (a 2-player tie)."""
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def decision(game: sc.Game) -> sc.Decision | None:
    """The decision the table is waiting on, as a spectator sees it (None once the game is over)."""
    return game.view(None).decision


def to_turn(game: sc.Game, seat: int) -> None:
    """Everyone before ``seat`` ends the turn (commits nothing, windows passed) until ``seat``'s
    gathering turn; fails on any other decision."""
    while (d := decision(game)) is not None and not (d.kind == "turn" and d.seat == seat):
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, "commit none")
        elif d.kind in ("respond", "save"):
            game.apply(d.seat, "pass")
        else:
            raise AssertionError(d)


def knowledge(game: sc.Game, seat: int, source: str) -> dict[str, tuple[str, ...]]:
    """What ``seat`` knows from ``source`` (a card's name: "spy", "map", ...), by zone."""
    return {k.zone: tuple(k.cards) for k in game.view(seat).knowledge if k.source == source}


def stacked_table(
    hands: list[list[str]],
    modules: frozenset[str] = frozenset(),
    *,
    decks: list[list[str]],
    round: int = 3,
    initiator: int = 0,
    extra: list[dict[str, Any]] | None = None,
    rules: str = "2015",
    **scenario: Any,
) -> sc.Game:
    """A stacked table of ``len(hands)`` players, seed 0: seat n holds ``hands[n]`` over
    ``decks[n]``, plus the zones in ``extra[n]`` (discard, leader, buildings); round 3 (a
    skirmish round) and seat ``initiator`` first unless given; a grenade, a wolf pack and a sled
    team contested unless the scenario says otherwise (DESIGN.md scenario); the ``rules``
    edition's rules."""
    players = []
    for seat, hand in enumerate(hands):
        player: dict[str, Any] = {"hand": hand, "deck": decks[seat]}
        if extra is not None:
            player.update(extra[seat])
        players.append(player)
    table: dict[str, Any] = {"round": round, "initiator": initiator, "players": players, **scenario}
    table.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    return sc.Game.new(sc.GameConfig(players=len(hands), seed=0, modules=modules, rules=rules, scenario=table))


def play_skirmish_round(
    game: sc.Game,
    commits: dict[int, str],
    moves: dict[int, list[str]] | None = None,
    saves: dict[int, list[str]] | None = None,
) -> list[int]:
    """:func:`end_gathering` with ``commits``, then :func:`skirmish_turns` with ``moves`` and
    ``saves``; returns the seats asked for a skirmish decision, in order."""
    end_gathering(game, commits)
    return skirmish_turns(game, moves, saves)


def now(game: sc.Game) -> sc.Decision:
    """The decision the game waits for (fails if the game is over)."""
    pending = decision(game)
    assert pending is not None, "the game is over"
    return pending


def total_of(game: sc.Game, seat: int, text: str) -> int | None:
    """The total ``seat``'s view shows for the legal action ``text`` (None if it shows none)."""
    for action, total in game.view(seat).totals:
        if str(action) == text:
            return total
    return None


def finish_round(game: sc.Game, commits: dict[int, str] | None = None) -> list[sc.Decision]:
    """Finish the current round: every turn ends, commits are as given (default nothing), every
    response, save and skirmish opportunity passes; fails on any other decision, or if the round
    does not end within 200 decisions. Returns the decisions met on the way."""
    commits = commits or {}
    met: list[sc.Decision] = []
    start = game.round
    for _ in range(200):
        if game.over or game.round != start:
            return met
        d = now(game)
        met.append(d)
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        elif d.kind in ("respond", "save", "skirmish"):
            game.apply(d.seat, "pass")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("the round did not end")


def pass_skirmish(game: sc.Game) -> None:
    """Every remaining skirmish opportunity (and response or save window) passes."""
    while not game.over and (d := decision(game)) is not None and d.kind in ("skirmish", "respond", "save"):
        game.apply(d.seat, "pass")


def round_totals(game: sc.Game, rnd: int) -> dict[int, tuple[int, ...]]:
    """Each seat's logged (has_fight, fight, people) in round ``rnd``'s skirmish, from the
    public log; a seat that brought no force has no entry."""
    return {
        e.seat: tuple(e.values)
        for e in game.log(None)
        if e.round == rnd and e.type is EventType.SKIRMISH_TOTALS and e.seat is not None
    }


def round_winner(game: sc.Game, rnd: int) -> int | None:
    """The seat that won round ``rnd``'s skirmish; None if nobody did (a deadlock, a 2-player tie,
    or no skirmish)."""
    won = [e.seat for e in game.log(None) if e.round == rnd and e.type is EventType.SKIRMISH_WON]
    return won[0] if won else None


def skirmish_outcome(game: sc.Game, rnd: int) -> int | None:
    """The seat that won round ``rnd``'s skirmish, or None for a deadlock / 2-player tie; fails if
    no skirmish resolved in that round."""
    for e in game.log(None):
        if e.round != rnd:
            continue
        if e.type is EventType.SKIRMISH_WON:
            return e.seat
        if e.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish resolved in that round")


def solo_game(hand: list[str], opponents: list[list[str]], modules: Iterable[str] = (), **player: Any) -> sc.Game:
    """A solo game (seed 0): the player holds ``hand`` (plus the zones in ``player``) against the
    stacked opponent forces."""
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset(modules), scenario=scenario))


def module_table(
    modules: Iterable[str], seats: int = 3, variants: Iterable[str] = (), seed: int = 0, **scenario: Any
) -> sc.Game:
    """A game of ``seats`` players with ``modules`` (and ``variants``) on a stacked table (seed 0
    unless given)."""
    config = sc.GameConfig(
        players=seats, seed=seed, modules=frozenset(modules), variants=frozenset(variants), scenario=scenario
    )
    return sc.Game.new(config)


def hq_game(n: int, seats: int = 3, rules: str = "2015", **scenario: Any) -> sc.Game:
    """A game of ``seats`` players with HQ modules 1..n under ``rules`` on a stacked table (seed 0)."""
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=sc.hq_modules(n), rules=rules, scenario=scenario))


def stacked_seat(leader: str | None = None, hand: list[str] | None = None, **zones: Any) -> dict[str, Any]:
    """One seat of a stacked table: its hand (empty unless given), its other zones and its leader."""
    out: dict[str, Any] = {"hand": hand or [], **zones}
    if leader is not None:
        out["leader"] = leader
    return out


def decider(game: sc.Game) -> int:
    """The seat whose decision is pending."""
    return now(game).seat


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    """``seat``'s building of ``kind`` as its owner sees it."""
    return next(b for b in game.view(seat).seats[seat].buildings if b.kind == kind)


def skirmish_events(game: sc.Game) -> list[sc.Event]:
    """Every skirmish's totals, win and deadlock events in the public log, oldest first."""
    kinds = (EventType.SKIRMISH_TOTALS, EventType.SKIRMISH_WON, EventType.DEADLOCK)
    return [e for e in game.log(None) if e.type in kinds]


def apply_and_pass(game: sc.Game, seat: int, text: str) -> None:
    """Apply ``seat``'s action, then let every reaction window it opens (responses and saves)
    close with passes."""
    game.apply(seat, text)
    pass_windows(game)


def owned(game: sc.Game, seat: int) -> Counter[str]:
    """Every card kind a seat owns, in any of its zones."""
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


def rules_table(rules: str, seats: int, modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A game of ``seats`` players under the ``rules`` edition on a stacked table (seed 0)."""
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, rules=rules, scenario=scenario))


def commit_text(cards: list[str]) -> str:
    """The commit action for ``cards`` (sorted), or "commit none" for no cards."""
    return "commit " + " ".join(sorted(cards)) if cards else "commit none"


def action_totals(game: sc.Game, seat: int = 0) -> dict[str, int]:
    """The totals ``seat``'s view shows, by legal action in notation."""
    return {str(a): t for a, t in game.view(seat).totals}


def run_main(argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run ``scavengers ARGV`` in this process: its exit status, stdout and stderr."""
    from scavengers.cli.main import main  # the command line's modules, only where a test runs it

    try:
        code = main(list(argv))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def pure_build_answer(script: str) -> dict[str, Any]:
    """What the test file ``script`` prints as JSON when run as a program by the pure Python
    engine (``SCAVENGERS_PURE=1``: the source even where the compiled build is installed),
    checked to have been that engine (its ``"compiled"`` is false)."""
    child = subprocess.run(
        [sys.executable, script],
        env={**os.environ, "SCAVENGERS_PURE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert child.returncode == 0, child.stderr
    answer: dict[str, Any] = json.loads(child.stdout)
    assert answer["compiled"] is False
    return answer
