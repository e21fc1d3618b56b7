"""The analysis after a game: every decision one seat made, judged from what it could see
then, and the costliest ones marked in words.

The game is replayed from its config and actions. At each of the seat's decisions with more
than one sensible action, the search bot's paired search (:meth:`IsmctsAgent.compare`) plays
the action taken and the bot's candidates on the same samples of the game as the seat could
believe it to be then (``Game.determinize``), each to the end of the round, scored by the
bot's evaluation: the action taken's mean is the win chance *after* the decision; with an
action clearly better (two standard errors of the paired differences), that action's is the
chance *before* it (what the position offered), else the same. A decision is marked when a
clearly better action was worth at least :data:`MARK_LOSS`; the costliest :data:`MARKED_MOST`
are kept.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scavengers.analysis.hints import Progress, considered
from scavengers.bots.agent import Determinizer
from scavengers.bots.ismcts import IsmctsAgent
from scavengers.cards import CATALOGUE
from scavengers.engine import Action, Game, GameConfig, Verb, View, parse_action
from scavengers.text import card_names
from scavengers.tui.render import action_label, seat_name

REVIEW_ITERATIONS = 500
"""Playouts per reviewed decision (docs/analysis.md: what a whole game then takes)."""
MARK_LOSS = 0.03
"""A decision is marked when a clearly better action was worth this much win chance."""
MARKED_MOST = 8
"""At most this many decisions are marked: the costliest."""


class ReviewError(ValueError):
    """A game that cannot be reviewed as asked, in words for a person."""


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One decision of the seat: ``step`` actions of the game came before it (its index in
    the save's list), and ``replay_step`` is the step of ``scavengers replay`` that shows it
    made (the replay skips the passes everyone could tell were forced: see
    :func:`skipped_pass`); the action taken and, if one was clearly better, that one
    (notation); the estimated win chance with the best action found (``before``) and with
    the one taken (``after``); how many actions were compared on how many playouts; whether
    it is marked, and why in words."""

    step: int
    replay_step: int
    round: int
    taken: str
    better: str | None
    before: float
    after: float
    compared: int
    playouts: int
    marked: bool = False
    advice: str = ""

    @property
    def loss(self) -> float:
        """The win chance the decision gave away (0 when nothing was clearly better)."""
        return self.before - self.after


@dataclass(frozen=True, slots=True)
class Review:
    """A seat's decisions over a game, in order, with the budget they were judged on."""

    seat: int
    players: int
    decisions: tuple[Reviewed, ...]
    iterations: int
    playouts: int
    seconds: float
    stopped: bool
    winners: tuple[int, ...]
    """The game's winners (empty for a game not finished)."""

    def marked(self) -> tuple[Reviewed, ...]:
        """The marked decisions, in the order of the game."""
        return tuple(d for d in self.decisions if d.marked)

    def to_json(self) -> dict[str, Any]:
        """The review as JSON (``scavengers analyse --json``, the web server)."""
        return {
            "seat": self.seat,
            "players": self.players,
            "iterations": self.iterations,
            "playouts": self.playouts,
            "seconds": round(self.seconds, 2),
            "stopped": self.stopped,
            "winners": list(self.winners),
            "decisions": [
                {
                    "step": d.step,
                    "replay_step": d.replay_step,
                    "round": d.round,
                    "taken": d.taken,
                    "better": d.better,
                    "before": round(d.before, 4),
                    "after": round(d.after, 4),
                    "loss": round(d.loss, 4),
                    "compared": d.compared,
                    "playouts": d.playouts,
                    "marked": d.marked,
                    "advice": d.advice,
                }
                for d in self.decisions
            ],
        }


def forced_pass(legal: Sequence[Action]) -> bool:
    """Whether a decision had nothing to choose: a lone pass (nothing to answer with)."""
    return len(legal) == 1 and legal[0].verb is Verb.PASS


def skipped_pass(game: Game, legal: Sequence[Action]) -> bool:
    """Whether the replay skips the decision before ``game``'s next action (``legal``, the
    deciding seat's legal actions): a forced pass that everyone could tell was forced
    (``View.lone_pass``: public facts alone). A pass forced only because the seat held no
    answer is a step like any other: skipping it would tell whoever replays the game, as
    one seat saw it, that the seat held no sniper team, saboteur or medic, and showing it
    tells that the seat was asked, which everyone saw. The rule is the same for every seat
    replayed (and for every hand shown), so that a step is the same step in each."""
    return forced_pass(legal) and game.view(None).lone_pass


@dataclass(frozen=True, slots=True)
class _Position:
    step: int
    replay_step: int
    game: Game
    taken: str


def _positions(config: GameConfig, actions: Sequence[tuple[int, str]], seat: int) -> tuple[list[_Position], Game]:
    """The game before each of ``seat``'s decisions with more than one legal action, and the
    game at the end. :class:`ReviewError` for actions that do not replay."""
    try:
        game = Game.new(config)
    except ValueError as error:
        raise ReviewError(f"cannot start the game: {error}") from None
    game.keep_knowledge()  # every position's copy is searched
    found = []
    shown = 0  # the replay's steps so far
    for step, (actor, notation) in enumerate(actions):
        legal = game.legal_actions(actor)
        shown += not skipped_pass(game, legal)
        if actor == seat and not game.over and len(legal) > 1:
            found.append(_Position(step, shown, game.clone(), notation))
        try:
            game.apply(actor, notation)
        except ValueError as error:
            raise ReviewError(f"action {step} does not replay: {error}") from None
    return found, game


def review(
    config: GameConfig,
    actions: Sequence[tuple[int, str]],
    seat: int,
    *,
    iterations: int = REVIEW_ITERATIONS,
    seed: int = 0,
    names: Sequence[str] | None = None,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
    person: bool = True,
) -> Review:
    """Review ``seat``'s decisions in the game of ``config`` and ``actions`` (``(seat,
    notation)`` in order), ``iterations`` playouts per decision (the same seed gives the same
    review). ``stop`` cuts it short (the decisions judged so far are kept); ``progress``
    hears the share done. The advice speaks to the seat's player (``you``), or of the seat by
    its name when ``person`` is false (a bot's seat reviewed)."""
    if not 0 <= seat < config.players:
        raise ReviewError(f"seat {seat} is not at this table: seats are 0-{config.players - 1}")
    if iterations < 1:
        raise ReviewError("iterations must be at least 1")
    started = time.perf_counter()
    positions, end = _positions(config, actions, seat)
    names = list(names) if names is not None else [f"Seat {s}" for s in range(config.players)]
    halted = None if stop is None else stop.is_set
    share = _Share(progress, len(positions) * iterations)
    judged: list[Reviewed] = []
    for position in positions:
        if halted is not None and halted():
            break
        reviewed = _judge(position, seat, _Search(iterations, seed, halted, share.report))
        if reviewed is None:
            share.skip(iterations)
        else:
            judged.append(reviewed)
            share.spend(reviewed.playouts)
    result = end.result
    return Review(
        seat,
        config.players,
        _mark(judged, positions, seat, names, person),
        iterations,
        share.spent,
        time.perf_counter() - started,
        halted is not None and halted(),
        result.winners if result is not None else (),
    )


class _Share:
    """The share of a review's playouts spent, for its progress callback."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.spent = 0

    def report(self, playouts: int) -> None:
        """Playouts spent on the decision being judged."""
        if self.progress is not None:
            self.progress(min(1.0, (self.spent + playouts) / max(1, self.total)))

    def spend(self, playouts: int) -> None:
        self.spent += playouts
        self.report(0)

    def skip(self, playouts: int) -> None:
        """A decision not judged after all (a single sensible action)."""
        self.total -= playouts
        self.report(0)


@dataclass(frozen=True, slots=True)
class _Search:
    iterations: int
    seed: int
    stopped: Callable[[], bool] | None
    progress: Callable[[int], None]


def _judge(position: _Position, seat: int, search: _Search) -> Reviewed | None:
    """One decision judged from the seat's view then (``None``: a single sensible action)."""
    game = position.game
    view = game.view(seat)
    legal = game.legal_actions(seat)
    parsed = parse_action(game, seat, position.taken)
    taken = next((a for a in legal if a == parsed), parsed)
    options, reference = considered(view, legal, search.seed, taken)
    if len(options) < 2:
        return None
    agent = IsmctsAgent(search.seed * 100_003 + position.step, iters=search.iterations)
    found = agent.compare(
        view.round, options, reference, Determinizer(game, seat), stopped=search.stopped, progress=search.progress
    )
    after = found.reference_mean
    better = found.clearly_better()
    gain = found.tallies[better].mean if better is not None else 0.0
    return Reviewed(
        position.step,
        position.replay_step,
        view.round,
        str(taken),
        str(better) if better is not None else None,
        min(1.0, after + gain),
        after,
        len(options),
        found.playouts,
    )


def _mark(
    judged: list[Reviewed], positions: list[_Position], seat: int, names: Sequence[str], person: bool = True
) -> tuple[Reviewed, ...]:
    """The decisions with the costliest (at most :data:`MARKED_MOST`, each worth at least
    :data:`MARK_LOSS`) marked and put in words."""
    costly = sorted((d for d in judged if d.better is not None and d.loss >= MARK_LOSS), key=lambda d: -d.loss)
    chosen = {d.step for d in costly[:MARKED_MOST]}
    games = {p.step: p.game for p in positions}
    marked = []
    for d in judged:
        if d.step in chosen:
            game = games[d.step]
            taken, better = _action(game, seat, d.taken), _action(game, seat, d.better)
            words = advice(game.view(seat), taken, better, d.loss, names, person=person)
            marked.append(replace(d, marked=True, advice=words))
        else:
            marked.append(d)
    return tuple(marked)


def _action(game: Game, seat: int, notation: str | None) -> Action:
    assert notation is not None  # a marked decision has a better action
    return parse_action(game, seat, notation)


def advice(view: View, taken: Action, better: Action, loss: float, names: Sequence[str], *, person: bool = True) -> str:
    """A marked decision in words: ``you committed 6 cards in round 9 against a force of 2:
    about 18 points of win chance lost; better: commit 3 (Brawler, 2x Refugee)`` (points: a
    win chance of 40% fell to 22%, not by 18% of itself). Said to the seat's player, or, when
    ``person`` is false, of the seat by its name (``Seat 1 (heuristic) committed ...``)."""
    assert view.seat is not None  # a seat's decision
    who = "you" if person else seat_name(names, view.seat)
    solo = view.players == 1  # no rival: the figure is the bot's rating of the tribe against par
    cost = f"about {round(loss * 100)} points of {'rating' if solo else 'win chance'} lost"
    when = f"in {'turn' if solo else 'round'} {view.round}"
    if taken.verb is Verb.COMMIT and better.verb is Verb.COMMIT:
        instead = f"commit {len(better.cards)} ({card_names(better.cards)})" if better.cards else "commit nothing"
        return f"{who} committed {_count(len(taken.cards))} {when}{_against(view)}: {cost}; better: {instead}"
    chose, instead = _said(taken, names, view, person), _said(better, names, view, person)
    return f"{when} {who} chose to {chose}: {cost}; better: {instead}"


def _said(action: Action, names: Sequence[str], view: View, person: bool = True) -> str:
    """An action of the seat's decision in words, after "chose to": at the choice of a leader,
    ``keep The Mentor as leader`` (``your leader: play The Mentor`` is the words of playing a
    card for the leader kept, another action). Of a bot's seat (``person`` false), its turn,
    hand and cards are "its", not "your" (``Seat 1 (heuristic) chose to end its turn``)."""
    words = _words(action, names, view)
    return words if person else re.sub(r"\b([Yy])our\b", lambda m: "Its" if m.group(1) == "Y" else "its", words)


def _words(action: Action, names: Sequence[str], view: View) -> str:
    """:func:`_said`'s words, as said to the seat's player."""
    kind = view.decision.kind if view.decision is not None else None
    if action.verb is Verb.LEAD and kind == "leader":
        return f"keep {CATALOGUE[action.cards[0]].name} as leader" if action.cards else "play without a leader"
    if action.verb is Verb.PASS and kind == "engage":
        return "not fight that turn"  # the label's "Do not fight this turn"
    words = action_label(action, names, view=view)
    head, colon, rest = words.partition(": ")
    if colon and action.verb in _NAMED_FIRST:  # "The Mentor: play Refugee", "Map: take ... back"
        return f"use {head} ({rest})"
    return _lower(words)


_NAMED_FIRST = frozenset({Verb.LEAD, Verb.MAP, Verb.YARD, Verb.DRILL})
"""The verbs whose words start with the leader or card used, then a colon: said after "chose
to" as ``use The Mentor (play Refugee)``."""


def _count(cards: int) -> str:
    return f"{cards} card" if cards == 1 else f"{cards} cards"


def _decisions(count: int) -> str:
    return f"{count} decision" if count == 1 else f"{count} decisions"


def _against(view: View) -> str:
    """The rivals' forces committed so far (face down: only their sizes), in words; in the solo
    game the opponent force engaged."""
    if view.engaged is not None:
        size = view.forces[view.engaged - 1]
        return f" against opponent force {view.engaged} ({_count(size)} face down)" if size else ""
    sizes = [t.committed_count for t in view.seats if t.seat != view.seat and t.committed_count]
    if not sizes:
        return ""
    if len(sizes) == 1:
        return f" against a force of {sizes[0]}"
    return f" against forces of {', '.join(map(str, sizes[:-1]))} and {sizes[-1]}"


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def summary_line(review: Review, names: Sequence[str]) -> str:
    """One line about a review: whose, how many decisions, how many marked."""
    who = seat_name(names, review.seat)
    cut = " (stopped early)" if review.stopped else ""
    return (
        f"{who}: {_decisions(len(review.decisions))} judged, {len(review.marked())} marked, "
        f"{review.playouts} playouts in {review.seconds:.1f} s{cut}"
    )
