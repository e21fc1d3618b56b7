"""The agent protocol, bot names with options, the one way to ask a bot for its action, and a
loop that plays a game with agents in every seat.

An agent is given what its seat may see and the legal actions, never the game. A searching
agent (one with a ``search`` method) is also given a :class:`Determinizer`: samples of the
game as its seat may believe it to be, drawn by the engine from what that seat knows. Every
caller (the terminal app, the web server, simulations) asks through :func:`decide`, and a
front end through :class:`Pace`, so a bot plays alike wherever it sits.
"""

from __future__ import annotations

import copy
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from numbers import Integral
from typing import Any, ClassVar, Final, Protocol, cast, runtime_checkable

from scavengers.engine import Action, Game, GameConfig, Verb, View

ONCE_A_ROUND = frozenset({Verb.STORE, Verb.RETRIEVE})
"""Free actions a bot that chooses by its own scores takes at most once a round. The rules let a
player store and retrieve as often as she likes (RULINGS ED-15): a bot that found both worth
taking took them turn and turn about, for ever (the search bot did, and so did the learned bot:
store a card, retrieve it, store it again)."""


class OnceARound:
    """A bot's memory of the :data:`ONCE_A_ROUND` verbs it took this round (its own actions:
    nothing any seat could not see)."""

    __slots__ = ("_round", "_taken")

    def __init__(self) -> None:
        self._round = -1
        self._taken: set[Verb] = set()

    def options(self, round_number: int, actions: Sequence[Action]) -> Sequence[Action]:
        """``actions`` less those of a verb already taken in round ``round_number`` (all of
        them, should nothing else be left)."""
        if round_number != self._round:
            self._round, self._taken = round_number, set()
        return self.left(round_number, actions)

    def left(self, round_number: int, actions: Sequence[Action]) -> Sequence[Action]:
        """What :meth:`options` would give, without noting anything (nothing changes)."""
        if round_number != self._round or not self._taken:
            return actions
        return [a for a in actions if a.verb not in self._taken] or actions

    def took(self, action: Action) -> None:
        """Note the bot's chosen ``action``."""
        if action.verb in ONCE_A_ROUND:
            self._taken.add(action.verb)

    def choose(
        self, round_number: int, actions: Sequence[Action], pick: Callable[[Sequence[Action]], Action]
    ) -> Action:
        """The action ``pick`` chooses among :meth:`options`, noted (:meth:`took`)."""
        action = pick(self.options(round_number, actions))
        self.took(action)
        return action


class Agent(Protocol):
    """A player. It is given only what its seat may see and the legal actions, never the game.

    An agent whose ``observes`` is false is not even given its view (``None``): a player
    that looks at nothing need not wait for one to be built.
    """

    name: str
    observes: ClassVar[bool]

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal``."""
        ...


class Determinizer:
    """Full games one seat may believe it is in, for an agent that searches.

    Bound to one seat at one decision: :meth:`sample` returns ``Game.determinize(seat, seed)``,
    a fresh copy in which every card the seat cannot see is dealt afresh. The real game itself
    is not handed out.
    """

    __slots__ = ("_sample", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self.seat = seat

        def sample(seed: int) -> Game:
            return game.determinize(seat, seed)

        self._sample: Callable[[int], Game] = sample

    def sample(self, seed: int) -> Game:
        """A game consistent with what the seat knows; the same seed gives the same game."""
        return self._sample(seed)


@runtime_checkable
class SearchingAgent(Agent, Protocol):
    """An agent that plays out samples of the game before it decides."""

    def search(self, view: View, legal: Sequence[Action], determinizer: Determinizer) -> Action:
        """Pick one of ``legal``, searching games drawn from ``determinizer``."""
        ...


_SEARCHES: dict[type, bool] = {}


def searches(agent: Agent) -> bool:
    """Whether ``agent`` searches samples of the game (a :class:`SearchingAgent`); known by
    its class, as a protocol check costs far more than a decision of the random bot."""
    kind = type(agent)
    found = _SEARCHES.get(kind)
    if found is None:
        found = _SEARCHES[kind] = isinstance(agent, SearchingAgent)
    return found


def decide(agent: Agent, game: Game, seat: int, legal: Sequence[Action]) -> Action:
    """Ask ``agent`` for ``seat``'s action in ``game``: with its view (if it observes) and,
    for a searching agent, a determinizer bound to its seat (the game's public handle for
    samples; the agent never holds the game). The one way every caller asks every bot."""
    if searches(agent):
        return cast(SearchingAgent, agent).search(game.view(seat), legal, Determinizer(game, seat))
    return agent.choose(game.view(seat) if agent.observes else None, legal)


def deliberates(agent: Agent, game: Game, seat: int, legal: Sequence[Action]) -> bool:
    """Whether ``agent`` thinks over ``seat``'s decision: it has more than one legal action and,
    for an agent that tells which of those it answers without thinking (a ``deliberates(view,
    legal)`` method: the search bot answers at once where a single action is worth searching),
    this is one it thinks over. Only the seat's own view is read."""
    if len(legal) < 2:
        return False
    check = getattr(agent, "deliberates", None)
    return True if check is None else bool(check(game.view(seat), legal))


class Pace:
    """How a front end asks its bots, so that how long one takes tells nothing of its cards.

    Asked in a reaction window, a bot holding nothing to answer with has a single legal
    action and would pass at once, while one holding an answer thinks (a searching bot for
    seconds): the table would see who could answer. So :meth:`answer` shows every decision of
    a seat after the same time, the seat's *pace*, telling the front end how long to wait
    before playing it; every bot, every front end, the same rule.

    The pace is the longest a decision the bot thought over (:func:`deliberates`) has taken;
    one thought over in less time waits the rest, and one not thought over (a single legal
    action; the search bot's single action worth searching: a commit, a turn with nothing but
    "end" worth doing) is shown after it too, counted from when it was asked, as every one is.
    Waiting for the *last* decision's time would not do: a search takes a little more or less
    time from one decision to the next, so a pass that took exactly as long as the answer before
    it would stand out to a clock that noted that answer.
    Only a search longer than every one before it shows later (and raises the pace); the first
    timing is taken with :data:`PACE_MARGIN` to spare, so that this is rare.

    An answer (a reaction window: a ``respond`` or ``save`` decision, which everyone sees) is
    searched over a few options where a turn is searched over many, in less time: a seat has
    one pace for its answers and one for the rest. With nothing timed yet for the kind (a table
    just set up, loaded or restored), a bot that searches spends, on a throwaway copy of itself
    (a ``ponder(view, legal, determinizer)`` method), the time a search of this very decision
    takes; another bot, a copy's first decision it thinks over from the game's start
    (:func:`first_choice_seconds`), which tells nothing of the cards now."""

    __slots__ = ("_took",)

    def __init__(self) -> None:
        self._took: dict[tuple[int, bool], float] = {}
        """Each seat's pace, by whether the decision is an answer."""

    def answer(self, agent: Agent, game: Game, seat: int) -> tuple[Action, float]:
        """``agent``'s action for ``seat`` (through :func:`decide`) and how many seconds the
        front end should still wait before playing it."""
        legal = game.legal_actions(seat)
        decision = game.view(None).decision  # its kind, as everyone sees it
        key = (seat, decision is not None and decision.kind in ANSWERS)
        pace = self._took.get(key)
        took: float | None = None  # how long the decision of this kind that is timed takes
        started = time.perf_counter()
        if deliberates(agent, game, seat, legal):
            action = decide(agent, game, seat, legal)
        else:
            action = legal[0] if len(legal) == 1 else decide(agent, game, seat, legal)
            if pace is not None:
                # Counted from the same moment as a decision thought over: its own answer (the
                # search bot's one action worth searching) takes time too.
                return action, max(0.0, pace - (time.perf_counter() - started))
            # Nothing timed yet for the kind (a table just set up, loaded or restored): the
            # time is spent here, as a decision thought over would spend it.
            ponder = getattr(agent, "ponder", None)
            if callable(ponder) and searches(agent):
                ponder(game.view(seat), legal, Determinizer(game, seat))
            else:
                took = first_choice_seconds(agent, game.config, seat)
        spent = time.perf_counter() - started
        if took is None:
            took = spent
        pace = max(took * PACE_MARGIN if pace is None else pace, took)
        self._took[key] = pace
        return action, max(0.0, pace - spent)

    def prime(self, seat: int, seconds: float) -> None:
        """Note ``seconds`` as ``seat``'s time for every kind of decision (for tests, and for a
        front end that knows its bots' pace)."""
        self._took[(seat, True)] = self._took[(seat, False)] = seconds


PACE_MARGIN: Final = 1.25
"""A kind's first timing is taken as its pace with this to spare, so that a later search of
that kind rarely runs longer (which would show)."""
ANSWERS: Final = frozenset({"respond", "save"})
"""The kinds of decision a reaction window puts to a seat (an answer to another's action)."""


CALIBRATION_STEPS = 5_000
"""The most actions :func:`first_choice_seconds` plays looking for the seat's first real decision."""


def first_choice_seconds(agent: Agent, config: GameConfig, seat: int) -> float:
    """Seconds a copy of ``agent`` takes at ``seat``'s first decision it thinks over
    (:func:`deliberates`) in the game
    of ``config`` played from its start (every seat taking its first legal action until then;
    0 if it never has one). The copy is thrown away: ``agent`` itself, its random generator and
    what it remembers, stay as they were, so the game plays on as it would have."""
    game = Game.new(config).clone(events=False, knowledge=True)
    trial = copy.deepcopy(agent)
    for _ in range(CALIBRATION_STEPS):
        if game.over:
            break
        actor = game.to_act[0]
        legal = game.legal_actions(actor)
        if actor == seat and deliberates(trial, game, seat, legal):
            started = time.perf_counter()
            decide(trial, game, seat, legal)
            return time.perf_counter() - started
        game.apply(actor, legal[0])
    return 0.0


AgentFactory = Callable[..., Agent]
"""Makes an agent from a seed and its options as keyword arguments."""
OptionType = Callable[[str], Any]
"""Reads an option's text: ``ValueError`` where it does not read (a word for a number), or
:class:`OptionValueError` saying why a value that reads is not allowed."""


def whole_number(text: str) -> int:
    """An option's whole number as a bot's name writes it (``iters=400``), in plain decimal
    digits: ``int`` alone also reads ``1_000`` and other scripts' digits (Arabic-Indic ones, say)."""
    if re.fullmatch(r"[+-]?[0-9]+", text) is None:
        raise ValueError(f"not a whole number: {text!r}")
    return int(text)


def plain_number(text: str) -> float:
    """An option's number as a bot's name writes it (``time=0.5``): ``float`` alone also reads
    ``1_0`` and other scripts' digits."""
    if "_" in text or not text.isascii():
        raise ValueError(f"not a number: {text!r}")
    return float(text)


class OptionValueError(ValueError):
    """An option's value that reads but is not allowed; its text says why (``it must be a finite
    number``), and the refusal of the bot's name carries it."""


@dataclass(frozen=True, slots=True)
class _Entry:
    factory: AgentFactory
    options: Mapping[str, OptionType]


_REGISTRY: dict[str, _Entry] = {}


def register(name: str, factory: AgentFactory, options: Mapping[str, OptionType] | None = None) -> None:
    """Make an agent kind available by name (``--bots random,...``). ``options`` names the
    keyword arguments a bot name may give it (``ismcts:iters=200``) and reads each from text."""
    _REGISTRY[name] = _Entry(factory, dict(options or {}))


def agent_names() -> tuple[str, ...]:
    """The names ``make_agent`` knows (without options)."""
    return tuple(sorted(_REGISTRY))


def parse_bot_name(text: str) -> tuple[str, dict[str, Any]]:
    """``name`` or ``name:key=value:key=value`` as the kind and its options; ``ValueError``
    says what is wrong (an unknown kind or option, a value that does not read)."""
    name, *parts = text.strip().split(":")
    entry = _REGISTRY.get(name)
    if entry is None:
        raise ValueError(f"unknown bot {name!r}; known bots: {', '.join(agent_names())}")
    options: dict[str, Any] = {}
    for part in parts:
        key, equals, value = part.partition("=")
        if not equals or not key:
            raise ValueError(f"bot {text!r}: options are written key=value, got {part!r}")
        if key not in entry.options:
            known = ", ".join(sorted(entry.options)) or "none"
            raise ValueError(f"bot {name!r} has no option {key!r}; its options: {known}")
        if key in options:
            raise ValueError(f"bot {text!r}: option {key!r} is given twice; give it once")
        if value != value.strip():  # as a key with spaces is unknown (``ismcts: iters=5``)
            raise ValueError(f"bot {name!r}: option {key}={value!r} is not a valid value: no spaces around it")
        try:
            options[key] = entry.options[key](value)
        except ValueError as error:
            why = f": {error}" if isinstance(error, OptionValueError) else ""
            raise ValueError(f"bot {name!r}: option {key}={value!r} is not a valid value{why}") from None
    return name, options


def check_bot_name(text: str) -> None:
    """Raise ``ValueError`` unless ``make_agent`` accepts ``text``."""
    make_agent(text, 0)


def make_agent(name: str, seed: int) -> Agent:
    """An agent of a registered kind, ``name`` with any options (``ismcts:time=0.5``);
    ``ValueError`` lists the known kinds or options, or says which bot refused which value
    (``bot 'ismcts': iters must be at least 1``), as it does for a name that is not text or a
    seed that is not a whole number."""
    if not isinstance(name, str):
        raise ValueError(f"a bot's name is text, e.g. 'heuristic' or 'ismcts:iters=400'; got {type(name).__name__}")
    if isinstance(seed, bool) or not isinstance(seed, Integral):  # NumPy's integers too
        raise ValueError(f"bot {name[:40]!r}: the seed must be a whole number, got {type(seed).__name__}")
    seed = int(seed)  # a NumPy integer seeds as its value (random.Random takes no other)
    kind, options = parse_bot_name(name)
    try:
        return _REGISTRY[kind].factory(seed, **options)
    except ValueError as error:
        raise ValueError(f"bot {kind!r}: {error}") from None


def run_game(game: Game, agents: Sequence[Agent], on_action: Callable[[int, Action], None] | None = None) -> int:
    """Play ``game`` to the end with ``agents[seat]`` deciding for each seat; returns the
    number of decisions made. Each agent sees only ``game.view(seat)`` (and a searching
    agent samples of the game through a :class:`Determinizer`). ``ValueError``, before anything
    is played, when a seat has no agent."""
    if len(agents) < game.config.players:  # not an IndexError at the first absent seat's turn
        raise ValueError(f"run_game needs an agent for every seat: {game.config.players} seats, {len(agents)} agents")
    if on_action is None:
        # The fast path: forced decisions are taken by the engine without a round trip.
        start = game.decisions_made
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            game.play(legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal))
        return game.decisions_made - start
    decisions = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        action = legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal)
        game.apply(seat, action)
        decisions += 1
        if on_action is not None:
            on_action(seat, action)
    return decisions
