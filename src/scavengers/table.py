"""A game at a table, beneath every front end: who sits where (a person or which bot), their
names, the bots, the action log, and the game as a file.

The terminal app's :class:`~scavengers.tui.session.Session` and the web server's
:class:`~scavengers.server.hub.Table` are both this table with what their screen needs on top
(undo and a save file; tokens, watchers and a store), so every front end (and any future one,
a chat bot say) seats people the same way, makes its bots from the same seeds, asks them
through the same :class:`~scavengers.bots.agent.Pace` and keeps the same log of
``(seat, notation)``. Its words are :mod:`scavengers.text`'s.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scavengers.bots.agent import Agent, Pace, agent_names, check_bot_name, make_agent, searches
from scavengers.engine import Action, Event, Game, GameConfig, Verb
from scavengers.engine.core.errors import EXCERPT_CHARS, UnreplayedSave, excerpt, quote
from scavengers.json_input import read_json
from scavengers.text import for_people, without_controls

HUMAN = "human"
"""A seat a person plays; every other seat names a bot (``heuristic``, ``ismcts:iters=400``)."""
TABLE_FORMAT = "scavengers-session"
"""The ``format`` of a table as a file (the terminal's saves; a finished web game's download)."""


class TableError(ValueError):
    """A table that cannot be set up, or a file that is not a table, in one line for a person.
    ``listed``: the line for a list of saves read at a shared screen, where the whole line
    would say too much (an action that no longer replays can name a card only its seat saw)."""

    def __init__(self, message: str, listed: str | None = None) -> None:
        super().__init__(message)
        self.listed = message if listed is None else listed


def check_seats(seats: Sequence[str], where: str, to_play: bool = True, options: bool = True) -> None:
    """Every seat is a person or a known bot (with options only if ``options``), and
    (``to_play``) at least one is a person; :class:`TableError` naming ``where`` otherwise."""
    known = {*agent_names(), HUMAN}
    for name in seats:
        if name == HUMAN:
            continue
        # A seat's name comes from a file (edited by hand) or a command line: quoted as an
        # excerpt, so that a name of 100,000 characters is not a line of 100 kB.
        unknown = f"{where}: unknown player {quote(name)}; choose from {', '.join(sorted(known))}"
        if not options and name not in known:
            raise TableError(unknown)
        try:
            check_bot_name(name)  # a kind with options: ismcts:time=0.5
        except ValueError as error:
            if name.split(":")[0] in known:
                raise TableError(f"{where}: {excerpt(str(error), 4 * EXCERPT_CHARS)}") from None
            raise TableError(unknown) from None
    if to_play and HUMAN not in seats:
        raise TableError(f"{where}: at least one seat must be 'human' to play (use 'scavengers watch' for bots only)")


def seat_names(seats: Sequence[str], people: Mapping[int, str] | None = None, you: bool = False) -> list[str]:
    """What each seat is called, as in the notation (``snipe 2:brawler``): ``Ann (Seat 1)`` for
    a person who gave a name, ``Seat 2 (heuristic)`` for a bot, ``Seat 1`` for a person without
    one, and with ``you`` (one screen, one person against bots) ``Seat 0 (you)`` for her."""
    people = people or {}
    lone = you and sum(1 for n in seats if n == HUMAN) == 1
    names = []
    for seat, kind in enumerate(seats):
        if seat in people:
            names.append(f"{people[seat]} (Seat {seat})")
        elif kind != HUMAN:
            names.append(f"Seat {seat} ({kind})")
        else:
            names.append(f"Seat {seat} (you)" if lone else f"Seat {seat}")
    return names


def make_agents(seats: Sequence[str], seed: int) -> dict[int, Agent]:
    """The bots of a table, each seeded from the game's seed and its seat: the same game gives
    the same bots in every front end."""
    return {s: make_agent(n, seed * 31 + s) for s, n in enumerate(seats) if n != HUMAN}


@dataclass(eq=False, kw_only=True)
class Table:
    """One game and who plays it."""

    game: Game
    seats: list[str]
    names: list[str] = field(default_factory=list)
    """Each seat's name (empty: :func:`seat_names`)."""
    actions: list[tuple[int, str]] = field(default_factory=list)
    """Every action of the game so far as ``(seat, notation)``; read from the game when empty."""
    hints: bool | None = None
    """Whether its people may ask for hints (shown to every seat); by default when one person
    plays against bots."""
    pace: Pace = field(default_factory=Pace)
    """How its bots are asked: a bot with no choice takes as long as with one."""
    agents: dict[int, Agent] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.game.config.players:
            raise TableError(f"seats: give one entry per player ({self.game.config.players}), got {len(self.seats)}")
        if not self.names:
            self.names = seat_names(self.seats)
        if self.hints is None:
            self.hints = len(self.humans) == 1
        if not self.actions and self.game.decisions_made:
            self.actions = [(int(s), str(a)) for s, a in read_json(self.game.to_json())["actions"]]
        self.agents = make_agents(self.seats, self.game.config.seed)

    @staticmethod
    def replay(config: GameConfig, actions: Sequence[tuple[int, str]]) -> Game:
        """The game ``config`` and ``actions`` lead to (engine errors for one that does not apply)."""
        game = Game.new(config)
        for seat, action in actions:
            game.apply(seat, action)
        return game

    # -- who sits here ----------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [s for s, n in enumerate(self.seats) if n == HUMAN]

    @property
    def hotseat(self) -> bool:
        """Several people at this table (at one screen, passing it on, or each at her own):
        what a front end does for one of them, the others may notice."""
        return len(self.humans) > 1

    @property
    def bots_only(self) -> bool:
        return HUMAN not in self.seats

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    def sealed(self, seat: int) -> str | None:
        """Why ``seat``'s side of this game may not be shown now (a replay, an analysis) to
        whoever holds its save, or ``None`` when it may: once the game is over, anyone's; before,
        only the one person's at a table of bots (or any seat of a game of bots only). A bot's
        hand stays hidden from the person playing against it, and at a table of several people
        each one's from the others."""
        if self.game.over or self.bots_only or self.humans == [seat]:
            return None
        if not self.is_human(seat):
            return f"{self.names[seat]} is a bot whose cards stay hidden until the game is over"
        return "several people play this game, and each one's cards stay hidden from the others until it is over"

    def sealed_everywhere(self) -> str | None:
        """Why no seat's side of this game may be shown now (several people play it and it is
        not over: :meth:`sealed` of each), or ``None`` when one seat's may be."""
        return None if self.game.over or len(self.humans) < 2 else self.sealed(self.humans[0])

    def passes_for(self, seat: int) -> bool:
        """Whether a front end passes for the person at ``seat`` without asking her.

        Alone against bots: whenever ``pass`` is her only action (only she looks at the
        screen, and the bots read nothing from it). At a shared screen the hand-offs are seen
        by everyone, so they may depend on public facts only: a seat asked in a reaction window
        (asked because it holds cards, a public fact) is handed the device whatever it holds,
        and passed for only when the whole table can tell that it has nothing to answer with
        (``View.lone_pass``: every card that could answer lies face up in the market or on a
        discard pile, and no leader or building of its own answers). Passing for the seats
        that merely hold no answer would skip the hand-off exactly for them and tell the table
        who holds a sniper team; this way a hand-off says only "this seat might answer", as
        the market says to everyone."""
        if self.hotseat:
            return self.game.view(None).lone_pass
        legal = self.game.legal_actions(seat)
        return len(legal) == 1 and legal[0].verb is Verb.PASS

    # -- asking the bots --------------------------------------------------------------------

    def bots_to_act(self) -> list[int]:
        """The seats the game waits for that bots play."""
        return [s for s in self.game.to_act if s in self.agents]

    def searches(self, seat: int) -> bool:
        """Whether the bot at ``seat`` searches (it takes time: a front end lets it think
        elsewhere than where the screen is drawn). Its kind alone says so, never whether it has
        a choice now: that would show what it holds."""
        agent = self.agents.get(seat)
        return agent is not None and searches(agent)

    def bot_game(self, seat: int) -> Game:
        """A copy of the game for the bot at ``seat`` to think on away from the table (another
        thread); a searching bot's knowledge is kept on the table's game first, so that not
        every copy rebuilds it."""
        if self.searches(seat):
            self.game.keep_knowledge()
        return self.game.clone()

    def bot_answer(self, seat: int, game: Game | None = None) -> tuple[Action, float]:
        """The bot at ``seat`` decides from its own view (and samples, if it searches) of
        ``game`` (default: the table's): its action and the seconds a front end waits before
        playing it (:class:`Pace`)."""
        return self.pace.answer(self.agents[seat], self.game if game is None else game, seat)

    def stop_bots(self) -> None:
        """Tell every bot that searches to stop at once (the front end is closing)."""
        for agent in self.agents.values():
            stop = getattr(agent, "stop", None)
            if callable(stop):
                stop()

    # -- playing ------------------------------------------------------------------------------

    def play(self, seat: int, action: Action | str) -> tuple[Event, ...]:
        """Apply ``seat``'s action (an Action or notation) and log it; refused input raises the
        engine's ``ValueError`` and changes nothing."""
        events = self.game.apply(seat, action)
        self.actions.append((seat, notation(action)))
        return events

    def trial(self, seat: int, action: Action | str) -> Game:
        """A copy of the game with ``seat``'s action applied, the table unchanged (for a front
        end that stores the action before it takes it: :meth:`adopt`)."""
        game = self.game.clone()
        game.apply(seat, action)
        return game

    def adopt(self, game: Game, seat: int, action: Action | str) -> None:
        """Make a :meth:`trial` the game, logging the action it added."""
        self.game = game
        self.actions.append((seat, notation(action)))

    # -- as a file ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The table as JSON data: its seats, names, hints and the game (config and actions)."""
        return {
            "format": TABLE_FORMAT,
            "seats": list(self.seats),
            "names": list(self.names),
            "hints": self.hints,
            "game": read_json(self.game.to_json()),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @staticmethod
    def parse(data: Any, where: str, to_play: bool = True) -> tuple[Game, list[str], list[str], bool | None]:
        """A table's game, seats, names and hints from :meth:`to_dict`'s data (or a bare saved
        game: seat 0 a person, the rest heuristic bots). Anything malformed or unplayable
        raises :class:`TableError` in one line naming ``where``."""
        hints = None
        if isinstance(data, dict) and data.get("format") == TABLE_FORMAT:
            game_data, seats, names = data.get("game"), data.get("seats"), data.get("names")
            hints = data.get("hints") if isinstance(data.get("hints"), bool) else None
        else:
            game_data, seats, names = data, None, None
        if not isinstance(game_data, dict) or not isinstance(game_data.get("config"), dict):
            raise TableError(f"{where} is not a saved game: it has no game config")
        try:
            game = Game.from_json(json.dumps(game_data))
        except UnreplayedSave as error:
            # Loading the file is its players' choice: it says the action and why; a list of
            # saves names the action by its number alone.
            listed = f"{where}: saved game action {error.index} does not replay (saved by other rules, or edited)"
            raise TableError(f"{where}: {for_people(error)}", listed) from None
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            raise TableError(f"{where}: {for_people(error)}") from None
        players = game.config.players
        if not isinstance(seats, list) or len(seats) != players:
            seats = [HUMAN] + ["heuristic"] * (players - 1)
        seats = [str(s) for s in seats]
        check_seats(seats, where, to_play)
        if not isinstance(names, list) or len(names) != players:
            names = []
        return game, seats, [_printable(str(n)) for n in names], hints


NAME_CHARS = 80
"""The most of a seat's name a file gives that is kept ("Ann (Seat 0)": a person's name is at
most 30 characters)."""


def _printable(name: str) -> str:
    """A seat's name from a file without control characters (an edited save's escape sequences
    would reach the terminal), and no longer than a name is kept."""
    return without_controls(name)[:NAME_CHARS]


def notation(action: Action | str) -> str:
    """How an action is logged: its notation, or the text given with its spaces tidied."""
    return str(action) if isinstance(action, Action) else " ".join(action.split())
