"""The search bot: information-set Monte Carlo search (Cowling, Powley & Whitehouse 2012)
over the engine's own decisions.

Each iteration plays on a full game consistent with what its seat knows, drawn from the
:class:`~scavengers.bots.agent.Determinizer` it is given (the engine deals every card the seat
cannot see afresh, ``Game.determinize``), to the end of the round, and scores the position
there with the learned evaluation of :mod:`scavengers.bots.evaluation` (each seat's chance to
win, fitted to games between heuristic bots; ``value=simple``: the hand-made :func:`evaluate`).
Two searches:

- ``search=paired`` (the default): the information-set tree cut at the root. Every candidate
  action is played out on the *same* samples as its own policy's choice (:class:`SearchPolicy`
  then plays its seat to the round's end, the heuristic bot every other), so that what the
  hidden cards do cancels out of their difference; the root's budget is spent by sequential
  halving (Karnin, Koren & Somekh 2013; :mod:`scavengers.bots.halving`): ceil(log2 K)
  stages, the worse half of the actions dropping out after each. The best action replaces its
  policy's choice only when it is better by a clear margin.
- ``search=tree``: single-observer ISMCTS with a tree of every seat's decisions (reactions on
  other players' turns too), an edge's statistics kept for the seat that takes it, UCB with
  availability counts and a bias towards the heuristic bot's choice, one node expanded per
  iteration, then a playout (the heuristic bot, or ``playout=cheap``: random among sensible
  actions). It takes the most visited action, but keeps the heuristic bot's choice unless the
  search found a clearly better one. Measured weaker than the paired search (docs/bots.md):
  with a few hundred iterations its statistics for the other seats' many actions are mostly
  the noise of trying each of them once.

Samples are quiet copies (``clone(events=False)``) played on with ``Game.play``. It reads
nothing of the real game: its view, the legal actions, and samples. The budget is an
iteration count, each iteration one playout (``ismcts:iters=2000``, deterministic for a seed)
and/or a time in seconds (``ismcts:time=1.0``).
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import ClassVar

from scavengers.bots.agent import Determinizer, OnceARound, OptionValueError, plain_number, register, whole_number
from scavengers.bots.evaluation import win_chances, win_shares
from scavengers.bots.halving import CONFIDENCE, Halving, halving
from scavengers.bots.heuristic import HeuristicAgent
from scavengers.bots.heuristic_v1 import card_value, fight_value, junk_only, trashing_by_card
from scavengers.cards import CATALOGUE, Skill
from scavengers.engine import Action, Game, Verb, View

DEFAULT_ITERATIONS = 1000
SEARCHES = ("paired", "tree")
"""Search methods: paired comparisons with its policy's choice at the root, by sequential
halving (:meth:`IsmctsAgent._halving`), or the full tree of ISMCTS."""
VALUES = ("learned", "simple")
"""Evaluations of a position at the end of a playout: the fitted one of
:mod:`scavengers.bots.evaluation`, or the hand-made :func:`evaluate`."""
PLAYOUTS = ("heuristic", "cheap")
"""Playout policies: the heuristic bot in every seat (from each seat's view of the sample),
or the cheap policy of :func:`playout_action` (legal actions only, about twice as fast)."""
EXPLORATION = 0.7
"""UCB's exploration constant for rewards in [0, 1]."""
SCORE_SCALE = 3.0
"""A lead of this many points of the evaluation is worth about 73% of a win."""
QUALITY_WEIGHT = 0.15
"""Worth of a point of a card's skills (a person is worth 1)."""
CONTESTED_WEIGHT = 0.6
END_CHANCE = 0.15
"""How often the playout policy ends a turn it could go on with."""
STRIKE_CHANCE = 0.2
"""How often the playout policy snipes or disarms when it may."""

_PEOPLE = {k: c.people for k, c in CATALOGUE.items()}
_POWER = {
    k: sum(max(c.base.get(s, 0), c.plus.get(s, 0)) for s in (Skill.DIG, Skill.HUNT, Skill.FIGHT))
    + 1.5 * c.base.get(Skill.DRAW, 0)
    + c.meds
    for k, c in CATALOGUE.items()
}
"""What a card does for a hand: its skills, its drawing (worth more: a bigger hand), its meds."""
_FIGHT = {k: fight_value(k) for k in CATALOGUE}
_VALUE = {k: card_value(k) for k in CATALOGUE}
_STRIKES = frozenset({Verb.SNIPE, Verb.DISARM})
_UNSCORED = ("dealt", "removed")


HORIZON = 1
"""The paired search's playouts end after this many rounds' skirmishes."""
REWARD_SPREAD = 0.3
"""About the standard deviation of one iteration's reward."""
PRIOR_BONUS = 0.5
"""Progressive bias towards the heuristic bot's choice at a node: this much reward, shrinking
as the edge's visits grow."""


class SearchPolicy(HeuristicAgent):
    """The search bot's own play where it does not search (its first guess at a decision, its
    own seat in the playouts, and its play without samples): the heuristic bot, except that
    with three or more players it expects a rival still to gather to keep its whole hand for
    the skirmish, and so keeps more back to win it. Against three heuristic bots that alone
    wins about 31% of 4-player base games and 33% with HQ 4, against a fair share of 25%
    (1,000 games each, seats rotated); with 2 players it would lose ground, so it does not."""

    def _unplayed_share(self, view: View) -> float:
        return 1.0 if view.players > 2 else super()._unplayed_share(view)


class _Edge:
    """An action out of a node: visits, reward summed for the seat that takes it,
    availability (iterations in which it was legal), the node it leads to, and the heuristic
    bot's choice at that node (once it is reached)."""

    __slots__ = ("available", "child", "prior", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.child: dict[Action, _Edge] = {}
        self.prior: Action | None = None


def candidates(legal: Sequence[Action], view: View | None = None) -> Sequence[Action]:
    """The actions worth searching: no trashing of anything but junk, and the whole hand
    committed (committing costs nothing: every card goes to the discard at the round's end,
    and a bigger force hides a bluff). Given the seat's ``view``, a trash chosen card by card
    (a hand too big to list every set) picks only junk too: a ``pick`` does not say what it
    picks for, the view's decision does."""
    first = legal[0].verb
    if first is Verb.COMMIT:
        return [max(legal, key=lambda a: len(a.cards))]
    picking_trash = view is not None and trashing_by_card(view)
    kept = [
        a for a in legal if (a.verb is not Verb.TRASH and not (picking_trash and a.verb is Verb.PICK)) or junk_only(a)
    ]
    return kept or legal


def playout_action(legal: Sequence[Action], rng: random.Random) -> Action:
    """The cheap policy: from the legal actions alone, random among the sensible ones."""
    first = legal[0].verb
    if first is Verb.COMMIT:
        return max(legal, key=lambda a: len(a.cards))
    if first is Verb.KEEP:
        return max(legal, key=lambda a: (_VALUE[a.cards[0]] if a.cards else -1, a.cards))
    verbs = {a.verb for a in legal}
    if Verb.CONTINUE in verbs:
        return next(a for a in legal if a.verb is Verb.CONTINUE)
    if Verb.SAVE in verbs:
        return next(a for a in legal if a.verb is Verb.SAVE)
    if Verb.PASS in verbs:
        if rng.random() < STRIKE_CHANCE:
            strikes = [a for a in legal if a.verb in _STRIKES]
            if strikes:
                return rng.choice(strikes)
        return next(a for a in legal if a.verb is Verb.PASS)
    if Verb.END in verbs:
        acts = [a for a in legal if a.verb is not Verb.END and (a.verb is not Verb.TRASH or junk_only(a))]
        if not acts or rng.random() < END_CHANCE:
            return next(a for a in legal if a.verb is Verb.END)
        return rng.choice(acts)
    return rng.choice(legal)


def evaluate(game: Game) -> list[float]:
    """Each seat's reward in [0, 1] for a sampled position: the result once the game is over,
    else how far its evaluation leads the best rival's (a logistic of the difference)."""
    players = game.config.players
    result = game.result
    if result is not None:
        return win_shares(result, players)
    people = [0.0] * players
    power = [0.0] * players
    fight = [0.0] * players
    count = [0] * players
    contested_people = 0
    for name, cards in game.zones().items():
        owner, _, zone = name.partition(":")
        if not owner.isdigit():
            if name == "contested":
                contested_people = sum(_PEOPLE[c.kind] for c in cards)
            continue
        if zone in _UNSCORED:
            continue
        seat = int(owner)
        if seat >= players:
            continue  # the solo game's opponent forces, played by the engine
        for card in cards:
            kind = card.kind
            people[seat] += _PEOPLE[kind]
            power[seat] += _POWER[kind]
            fight[seat] += _FIGHT[kind]
            count[seat] += 1
    density = [fight[s] / count[s] if count[s] else 0.0 for s in range(players)]
    total_density = sum(density) or 1.0
    scores = [
        people[s] + QUALITY_WEIGHT * power[s] + CONTESTED_WEIGHT * contested_people * density[s] / total_density
        for s in range(players)
    ]
    rewards = []
    for s in range(players):
        # Solo: no rival, so the tribe is measured against the starting deck's worth.
        rival = max((scores[t] for t in range(players) if t != s), default=SOLO_PAR)
        lead = scores[s] - rival
        rewards.append(1.0 / (1.0 + math.exp(-lead / SCORE_SCALE)))
    return rewards


SOLO_PAR = 10.0
"""What a solo tribe is compared with in place of a rival: about its ten starting cards."""


class IsmctsAgent:
    """Searches samples of the game it may be in; see the module docstring."""

    name = "ismcts"
    observes: ClassVar[bool] = True

    def __init__(
        self,
        seed: int = 0,
        *,
        iters: int | None = None,
        time: float | None = None,
        c: float | None = None,
        playout: str | None = None,
        search: str = "paired",
        value: str = "learned",
    ) -> None:
        if iters is not None and iters < 1:
            raise ValueError("iters must be at least 1")
        if time is not None and time <= 0:
            raise ValueError("time must be positive")
        if c is not None and c < 0:
            raise ValueError("c must not be negative")
        if playout is not None and playout not in PLAYOUTS:
            raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}")
        if search not in SEARCHES:
            raise ValueError(f"search must be one of {', '.join(SEARCHES)}")
        if search == "paired" and (c is not None or playout is not None):
            # The paired search has no tree to explore and plays out with its own policy and
            # the heuristic bot: an option it would ignore is refused, not taken silently.
            given = [name for name, value in (("c", c), ("playout", playout)) if value is not None]
            verb = "is an option" if len(given) == 1 else "are options"
            raise ValueError(f"{' and '.join(given)} {verb} of search=tree only")
        if value not in VALUES:
            raise ValueError(f"value must be one of {', '.join(VALUES)}")
        self.method = search
        self._evaluate = win_chances if value == "learned" else evaluate
        self.playout = playout or "heuristic"
        self._rng = random.Random(seed)
        self.iterations = iters if iters is not None or time is not None else DEFAULT_ITERATIONS
        self.seconds = time
        self.exploration = EXPLORATION if c is None else c
        self._fallback = SearchPolicy(seed)
        """Its own policy, with its memory of the real game (what it stored and retrieved)."""
        self._once = OnceARound()
        self.last_iterations = 0
        self.last_tree: _Edge | None = None
        """The last search's tree (for tests and debugging)."""
        self._stopped = False
        self._pondering: IsmctsAgent | None = None
        """The throwaway copy searching for :meth:`ponder`, while it does."""

    def stop(self) -> None:
        """End the search under way, and every later one, at once with the best choice so
        far (a program closing while the bot thinks), a ponder's too. Never called in a normal
        game, so it does not touch determinism."""
        self._stopped = True
        pondering = self._pondering
        if pondering is not None:
            pondering._stopped = True

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        """Without samples to search (a caller that gives no determinizer) it plays like the
        heuristic bot."""
        return self._fallback.choose(view, legal)

    def deliberates(self, view: View, legal: Sequence[Action]) -> bool:
        """Whether it searches this decision: more than one action worth searching
        (:func:`candidates`, less the free actions taken this round). Nothing changes."""
        return len(self._once.left(view.round, candidates(legal, view))) > 1

    def ponder(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> None:
        """Spend the time a search of this decision takes, where it answers without one (a
        front end's :class:`~scavengers.bots.agent.Pace`: how long it takes must not tell what
        it holds): a search of its one action worth searching, by a copy of itself thrown away
        (its random generator and memory stay as they were: the game plays on as it would)."""
        trial = copy.copy(self)
        trial._rng = random.Random()
        trial._rng.setstate(self._rng.getstate())
        trial._fallback = copy.deepcopy(self._fallback)
        trial._once = copy.deepcopy(self._once)
        trial._pondering = None
        self._pondering = trial  # so that stop() ends it too
        try:
            trial._search(view, legal, list(candidates(legal, view))[:1], determinizer)
        finally:
            self._pondering = None

    def search(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> Action:
        return self._once.choose(
            view.round,
            candidates(legal, view),
            lambda options: options[0] if len(options) == 1 else self._search(view, legal, options, determinizer),
        )

    def _search(
        self, view: View, legal: Sequence[Action], options: Sequence[Action], determinizer: Determinizer
    ) -> Action:
        seat = determinizer.seat
        round_number = view.round
        # Its policy's choice among the options, from its seat's view (the same in every
        # sample): the one it keeps unless the search finds a clearly better one. The tree's
        # root takes it too, not a fresh policy's choice in a sample, which knows nothing of
        # what it stored and retrieved this round: that choice brought back a store or a
        # retrieve left out of the options, and the bot stored and retrieved a card for ever
        # (docs/bots.md: at most once a round).
        policy = self._fallback.choose(view, legal)
        prior = policy if policy in options else next((a for a in options if a.verb is Verb.END), options[0])
        if self.method == "paired":
            return self.compare(round_number, options, prior, determinizer).clearly_better() or prior
        rng = self._rng
        root = _Edge(seat)
        root.prior = prior
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        cap = self.iterations
        done = 0
        # One sample serves as many iterations as there are actions at the root, so that the
        # actions are compared on the same hidden cards (common random numbers: far less noise
        # in their differences than fresh samples give).
        block = len(options)
        sample = determinizer.sample(rng.getrandbits(63)).clone(events=False)
        while (cap is None or done < cap) and (deadline is None or time.perf_counter() < deadline):
            if self._stopped and done:
                break
            if done and done % block == 0:
                sample = determinizer.sample(rng.getrandbits(63)).clone(events=False)
            self._iterate(root, sample.clone(events=False), view.round, rng)
            done += 1
        self.last_iterations = done
        self.last_tree = root
        return self._final_choice(root, options)

    def compare(
        self,
        round_number: int,
        options: Sequence[Action],
        reference: Action,
        determinizer: Determinizer,
        *,
        stopped: Callable[[], bool] | None = None,
        progress: Callable[[int], None] | None = None,
    ) -> Halving:
        """The paired search's root: every action of ``options`` played on the same samples
        as ``reference`` (:func:`~scavengers.bots.halving.halving`), each to the end of round
        ``round_number``, within this bot's budget. ``stopped`` ends it early (as
        :meth:`stop` does), ``progress`` hears the playouts spent."""
        seat = determinizer.seat
        rng = self._rng

        def draw() -> Game:
            return determinizer.sample(rng.getrandbits(63)).clone(events=False)

        def play(sample: Game, action: Action) -> float:
            return self._playout(sample, action, round_number, seat)[seat]

        def halt() -> bool:
            return self._stopped or (stopped is not None and stopped())

        found = halving(
            options,
            reference,
            draw,
            play,
            iterations=self.iterations,
            seconds=self.seconds,
            stopped=halt,
            progress=progress,
        )
        self.last_iterations = found.playouts
        return found

    def _playout(self, sample: Game, action: Action, round_number: int, seat: int) -> list[float]:
        """Each seat's reward after ``action`` on a copy of ``sample``, played on to the
        round's end: the searching ``seat`` by its own policy, the others by the heuristic
        bot (the opponent it expects)."""
        game = sample.clone(events=False)
        game.play(action)
        players = playout_players(game.config.players, seat)
        while not game.over and game.round < round_number + HORIZON:
            mover = game.to_act[0]
            legal = game.legal_actions(mover)
            game.play(players[mover].choose(game.view(mover), legal) if len(legal) > 1 else legal[0])
        return self._score(game)

    def _score(self, game: Game) -> list[float]:
        """Every seat's reward for a playout's end. The solo game has no rival to share a
        chance to win with: there the hand-made evaluation measures the tribe against par."""
        return evaluate(game) if game.config.players == 1 else self._evaluate(game)

    def _final_choice(self, root: _Edge, options: Sequence[Action]) -> Action:
        """The most visited action; but the heuristic bot's choice unless the search found one
        better by a clear margin (a small budget's visit counts are mostly noise)."""
        edges = root.child
        best = max(options, key=lambda a: (edges[a].visits, edges[a].reward) if a in edges else (-1, 0.0))
        prior = root.prior
        if prior is None or best == prior or prior not in edges or best not in edges:
            return best
        chosen, kept = edges[best], edges[prior]
        if kept.visits == 0 or chosen.visits == 0:
            return best
        gain = chosen.reward / chosen.visits - kept.reward / kept.visits
        noise = REWARD_SPREAD * math.sqrt(1 / chosen.visits + 1 / kept.visits)
        return best if gain > CONFIDENCE * noise else prior

    def _prior(self, game: Game, seat: int, legal: Sequence[Action]) -> Action:
        """Its own policy's choice at a sampled decision (the sample is the search's own:
        every seat's view of it may be read)."""
        choice = SearchPolicy(0).choose(game.view(seat), game.legal_actions(seat))
        return choice if choice in legal else legal[0]

    def _iterate(self, root: _Edge, game: Game, round_number: int, rng: random.Random) -> None:
        """One iteration of the tree search: select by UCB, expand one node, play on to the
        round's end, and back every seat's reward up the path."""
        node = root
        path: list[_Edge] = []
        expanding = True
        players: list[HeuristicAgent] | None = None
        if self.playout == "heuristic":
            players = playout_players(game.config.players, root.seat)
        while not game.over and game.round == round_number:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            if len(legal) == 1:
                game.play(legal[0])
                continue
            if not expanding:
                if players is None:
                    game.play(playout_action(legal, rng))
                else:
                    game.play(players[seat].choose(game.view(seat), legal))
                continue
            options = candidates(legal, game.view(seat) if any(a.verb is Verb.PICK for a in legal) else None)
            if len(options) == 1:
                game.play(options[0])
                continue
            children = node.child
            if node.prior is None:
                node.prior = self._prior(game, seat, options)
            prior = node.prior
            untried = [a for a in options if a not in children]
            if untried:
                action = prior if prior in untried else untried[rng.randrange(len(untried))]
                edge = children[action] = _Edge(seat)
                expanding = False  # one new node per iteration; then the playout
            else:
                explore = self.exploration
                best_value = -1.0
                action = next(a for a in options if a in children)
                edge = children[action]
                for candidate in options:
                    e = children.get(candidate)
                    if e is None:
                        continue
                    value = e.reward / e.visits + explore * math.sqrt(math.log(e.available + 1) / e.visits)
                    if candidate == prior:
                        value += PRIOR_BONUS / (1 + e.visits)
                    if value > best_value:
                        best_value, edge, action = value, e, candidate
            for candidate in options:
                seen = children.get(candidate)
                if seen is not None:
                    seen.available += 1
            game.play(action)
            path.append(edge)
            node = edge
        rewards = self._score(game)
        for edge in path:
            edge.visits += 1
            edge.reward += rewards[edge.seat]


def playout_players(players: int, seat: int) -> list[HeuristicAgent]:
    """Who plays each seat in a playout: the search's own policy for its seat, the heuristic
    bot for every other."""
    return [SearchPolicy(0) if s == seat else HeuristicAgent(0) for s in range(players)]


def _finite(text: str) -> float:
    """A number read from an option; ``nan`` and ``inf`` are refused (``ValueError``): a
    search with no time limit, or an exploration term that swamps every reward, never ends
    or never learns."""
    value = plain_number(text)
    if not math.isfinite(value):
        raise OptionValueError("it must be a finite number")
    return value


register(
    "ismcts",
    IsmctsAgent,
    options={"iters": whole_number, "time": _finite, "c": _finite, "playout": str, "search": str, "value": str},
)
