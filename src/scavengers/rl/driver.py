"""A game played word by word: what both environments step through.

The :class:`Driver` owns a :class:`~scavengers.Game`. At each decision with a real choice it
holds a :class:`~scavengers.rl.words.Phrase` of the deciding seat's legal actions; chosen
words narrow it down, and once they name one action the engine plays it (``Game.play``, which
also takes every following decision that has a single legal action). A decision with one legal
action is not put to anyone, but, with ``ask_windows``, a forced decision that the table
cannot tell is forced (``Game.asked_anyway``: a reaction window's pass, for one); and with it
every word of a decision is asked, forced or not (``Phrase``'s ``ask_every``). Rewards come at
the game's end (:func:`rewards`).
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable
from io import StringIO
from typing import Final

import numpy as np
import numpy.typing as npt

from scavengers.engine import Action, Game, GameConfig, GameResult
from scavengers.rl.observation import SIZE, observe, with_words
from scavengers.rl.words import WORDS, Phrase, action_words, seat_modulus
from scavengers.text import result_text

REWARDS = ("win", "margin")
"""``win``: each winner gets 1 / (number of winners), the others 0. ``margin``: her tribe's
people minus the most people of any rival tribe. In the solo game both are her score's points."""


MASK_CACHE_SIZE: Final = 1 << 12
"""Masks remembered by the words they allow (the same few sets come up again and again)."""
_MASKS: Final[dict[frozenset[int], npt.NDArray[np.int8]]] = {}
_NO_WORDS: Final = np.zeros(len(WORDS), dtype=np.int8)


def mask_of(allowed: frozenset[int]) -> npt.NDArray[np.int8]:
    """The mask allowing ``allowed`` (shared: copy it before handing it out)."""
    mask = _MASKS.get(allowed)
    if mask is None:
        if len(_MASKS) >= MASK_CACHE_SIZE:
            _MASKS.clear()
        mask = _MASKS[allowed] = np.zeros(len(WORDS), dtype=np.int8)
        mask[list(allowed)] = 1
    return mask


def rewards(result: GameResult, kind: str) -> tuple[float, ...]:
    """Each seat's reward for a finished game (:data:`REWARDS`; ``ValueError`` for another
    ``kind``, which would otherwise be read as the margin)."""
    check_reward(kind)
    scores = result.scores
    if len(scores) == 1:
        return (float(scores[0].points),)
    if kind == "win":
        share = 1.0 / len(result.winners)
        return tuple(share if seat in result.winners else 0.0 for seat in range(len(scores)))
    people = [score.people for score in scores]
    return tuple(
        float(mine - max(p for other, p in enumerate(people) if other != seat)) for seat, mine in enumerate(people)
    )


def check_reward(kind: object) -> None:
    """Raise ``ValueError`` unless ``kind`` is one of :data:`REWARDS`."""
    if kind not in REWARDS:
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}, got {kind!r:.40}")


class Driver:
    """One game, stepped word by word for the seat that decides (``seat``, ``None`` once over)."""

    __slots__ = ("_ask_windows", "_cached", "_modulus", "_phrase", "game", "seat")

    def __init__(
        self,
        config: GameConfig,
        *,
        events: bool = True,
        ask_windows: bool = False,
        resume: tuple[Game, int | None] | None = None,
    ) -> None:
        """A new game of ``config``, run on to its first real choice; or, with ``resume``, a
        game of ``config`` already at the decision a driver awaits, and that seat (how a copy
        is made again: :func:`driver_again`)."""
        if resume is None:
            game = Game.new(config)
            game = game if events else game.clone(events=False, knowledge=True)
        else:
            game = resume[0]  # a game of config, stopped where a driver awaits resume[1]
        self.game = game
        """The game: play it through the driver (:meth:`choose`, :meth:`play`), which keeps
        the decision in progress. With ``events=False`` it keeps no log (nothing to render
        from) but views as full as ever: an environment that renders nothing needs none, and
        plays faster without one."""
        self.seat: int | None = None if resume is None else resume[1]
        """The seat whose choice is awaited; ``None`` once the game is over."""
        self._modulus = seat_modulus(config.players)
        self._ask_windows = ask_windows
        """Whether a forced decision that the table cannot tell is forced (a reaction
        window's pass, ``Game.asked_anyway``) is put to its seat all the same, and every
        word of a decision asked, forced or not: where the turns are seen by all, as the
        PettingZoo and OpenSpiel environments' are, skipping them would tell who holds what
        (an answer to the window; the cards that force a word)."""
        self._phrase: Phrase | None = None
        self._cached: tuple[int, int, npt.NDArray[np.float32]] | None = None
        if resume is None:
            self._settle()

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def phrase(self) -> Phrase:
        """The decision in progress as words (built when first asked for)."""
        phrase = self._phrase
        if phrase is None:
            seat = self.seat
            if seat is None:
                raise ValueError("the game is over: there is no decision")
            phrase = Phrase(self.game.legal_actions(seat), seat, self._modulus, ask_every=self._ask_windows)
            self._phrase = phrase
        return phrase

    def mask(self, seat: int) -> npt.NDArray[np.int8]:
        """1 for each word ``seat`` may choose now (all 0 when it is not to choose)."""
        if seat != self.seat:
            return _NO_WORDS.copy()
        phrase = self._phrase
        return mask_of((phrase if phrase is not None else self.phrase).allowed).copy()

    def observation(self, seat: int) -> npt.NDArray[np.float32]:
        """``seat``'s observation (:mod:`scavengers.rl.observation`), from its view and, for
        the seat choosing, the words chosen so far. The view part is built once a decision."""
        cached = self._cached
        made = self.game.decisions_made
        if cached is not None and cached[0] == made and cached[1] == seat:
            base = cached[2]
        else:
            base = observe(self.game.view(seat))
            self._cached = (made, seat, base)
        # The words so far, forced ones included: the phrase is built here if the mask has
        # not built it yet, so that an observation never depends on which was asked first.
        words = self.phrase.words if seat == self.seat else ()
        if not words:
            return base.copy()
        return with_words(base, words)

    def observe(self, seat: int) -> dict[str, npt.NDArray[np.float32] | npt.NDArray[np.int8]]:
        """``seat``'s observation as both environments hand it out: ``{"observation":
        self.observation(seat), "action_mask": self.mask(seat)}``, fresh arrays each time."""
        return {"observation": self.observation(seat), "action_mask": self.mask(seat)}

    def choose(self, word: int) -> Action | None:
        """The deciding seat chooses ``word``; returns the engine action it completed, if any
        (then played, and the game run on to the next real choice). ``ValueError`` for a word
        that is not allowed now."""
        if self.seat is None:
            raise ValueError("the game is over")
        phrase = self.phrase
        if word not in phrase.allowed:
            if not 0 <= word < len(WORDS):
                raise ValueError(f"word {word} is out of range: words are 0-{len(WORDS) - 1}")
            # Ids with the words: an agent chooses ids, a person reads words.
            allowed = ", ".join(f"{w} {WORDS[w]}" for w in sorted(phrase.allowed))
            raise ValueError(f"word {word} {WORDS[word]!r} cannot come next; allowed: {allowed}")
        phrase.choose(word)
        action = phrase.action
        if action is not None:
            self.play(action)
        return action

    def words_for(self, action: Action) -> tuple[int, ...]:
        """The words the deciding seat chooses, one a step, to play ``action`` (one of its legal
        actions) from the start of the decision: those forced on the way are left out (they
        are taken at once), unless the driver asks every word (``ask_windows``), which leaves
        out only the end mark after a bare verb (``pass``). For imitating a bot, or replaying
        a game in words."""
        seat = self.seat
        if seat is None:
            raise ValueError("the game is over")
        legal = self.game.legal_actions(seat)
        if action not in legal:
            raise ValueError(f"{str(action)[:80]!r} is not a legal action of seat {seat} now")
        target = action_words(action, seat, self._modulus)
        phrase = Phrase(legal, seat, self._modulus, ask_every=self._ask_windows)
        chosen: list[int] = []
        while phrase.action is None:
            word = target[phrase.depth]
            chosen.append(word)
            phrase.choose(word)
        return tuple(chosen)

    def play(self, action: Action) -> None:
        """Play a whole legal ``action`` for the deciding seat (a bot's), then run on."""
        self._phrase = None
        game = self.game
        game.play(action, ask_windows=self._ask_windows)
        # Game.play stops only where _settle would: at a decision with a choice, or at a forced
        # pass asked anyway (asked once there, not again here: it judges the window's public
        # facts each time).
        self.seat = None if game.over else game.to_act[0]

    def _settle(self) -> None:
        """Take decisions with a single legal action (the engine's ``play`` does so after an
        action; a new game's first decision may be one too), but those asked anyway."""
        game = self.game
        ask = self._ask_windows
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            if len(legal) > 1 or (ask and game.asked_anyway()):
                self.seat = seat
                return
            game.play(legal[0], ask_windows=ask)
        self.seat = None

    def rewards(self, kind: str) -> tuple[float, ...]:
        """Each seat's reward once the game is over."""
        result = self.game.result
        if result is None:
            raise ValueError("the game is not over")
        return rewards(result, kind)

    def table_text(self, seat: int, width: int = 110) -> str:
        """``seat``'s table as the terminal game shows it, as plain text."""
        # The terminal app's own panels, imported here only: rendering is the one front-end job.
        from rich.console import Console

        from scavengers.text import card_names
        from scavengers.tui.render import market_panel, prompt, seats_panel, secrets_panel, status_line

        view = self.game.view(seat)
        names = [f"seat_{s}" for s in range(max(view.players, 2))]
        out = StringIO()
        console = Console(file=out, width=width, color_system=None, force_terminal=False, legacy_windows=False)
        console.print(status_line(view, names))
        console.print(seats_panel(view, names, log=self.game.log(seat)))
        console.print(market_panel(view))
        console.print(secrets_panel(view))
        console.print(f"Your hand: {card_names(view.hand) if view.hand else 'empty'}")
        console.print(prompt(view, names))
        if self.game.result is not None:
            console.print(result_text(self.game.result, names))
        if seat == self.seat and self._phrase is not None and self._phrase.words:
            console.print("Chosen so far: " + " ".join(WORDS[w] for w in self._phrase.words))
        return out.getvalue()


def driver_again(game: Game, seat: int | None, ask_windows: bool, words: tuple[int, ...]) -> Driver:
    """A driver of ``game``, awaiting ``seat`` with ``words`` chosen so far: how a copy or a
    pickle of a :class:`Driver` is made again (an environment copied for a look ahead). The
    compiled class cannot be made empty and filled in as a Python one is, so both builds make
    it this way."""
    driver = Driver(game.config, ask_windows=ask_windows, resume=(game, seat))
    if seat is not None and words:
        phrase = driver.phrase
        while phrase.depth < len(words):  # the words chosen; those forced after them come along
            phrase.choose(words[phrase.depth])
    return driver


def reduced_driver(driver: Driver) -> tuple[Callable[..., Driver], tuple[Game, int | None, bool, tuple[int, ...]]]:
    phrase = driver._phrase
    return driver_again, (driver.game, driver.seat, driver._ask_windows, () if phrase is None else phrase.words)


copyreg.pickle(Driver, reduced_driver)

__all__ = ["REWARDS", "SIZE", "Driver", "check_reward", "rewards"]
