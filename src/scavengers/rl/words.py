"""The fixed action space: an engine action is its notation's words, chosen one at a time.

Every configuration of the game shares one table of :data:`WORDS`: the end mark, every verb,
every card kind, the zone and pile words of the notation, small numbers and the seats counted
from the chooser (``seat+1`` is the next seat). An action's words are ``str(action)`` split at
spaces, ``+`` (a group's cards), ``:`` (a seat's zone), ``-`` (``force-3``, ``stored-bunker``),
``@`` and ``,``; its canonical notation gives every action exactly one sequence. A
:class:`Phrase` holds the sequences of one decision's legal actions (a prefix tree walked one
word at a time): the words allowed next are exactly those that still lead to a legal action,
and a word forced by what was chosen so far is taken at once, so a learner is only asked where
there is a choice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from scavengers.cards import CATALOGUE
from scavengers.engine import Action, Verb

END = "<end>"
"""Ends an action that a longer legal action extends (``trash junk`` beside ``trash junk junk``)."""
PLACE_WORDS = (
    "none",
    "pay",
    "top",
    "bottom",
    "hand",
    "deck",
    "force",
    "stored",
    "timer",
    "contested",
    "junkyard",
    "leaders",
    "schematics",
)
"""The notation's words that are neither verbs nor card kinds."""
NUMBER_COUNT = 16
"""Numbers 0-15: opponent forces (``engage 3``, ``force-3``) and positions."""
SEAT_SLOTS = 5
"""Seats are named from the chooser: ``seat+0`` herself, ``seat+1`` the next, up to 5 players."""


def _vocabulary() -> tuple[str, ...]:
    words = [END, *(v.value for v in Verb), *CATALOGUE, *PLACE_WORDS]
    words += [str(n) for n in range(NUMBER_COUNT)]
    words += [seat_word(k) for k in range(SEAT_SLOTS)]
    return tuple(dict.fromkeys(words))


def seat_word(offset: int) -> str:
    """The word for the seat ``offset`` places after the chooser."""
    return f"seat+{offset}"


WORDS: tuple[str, ...] = _vocabulary()
"""Every atomic choice, by id: the action space is ``Discrete(len(WORDS))`` for every game."""
WORD_INDEX: dict[str, int] = {word: index for index, word in enumerate(WORDS)}
END_ID = WORD_INDEX[END]
_SPLIT = re.compile(r"[+\-@,]")
_SEAT_IDS = tuple(WORD_INDEX[seat_word(k)] for k in range(SEAT_SLOTS))
CACHE_SIZE = 1 << 15
"""Actions whose words are remembered (hands and their actions repeat from game to game)."""


class UnknownWordError(ValueError):
    """An action's notation holds a word outside :data:`WORDS` (a notation this table does not know)."""


@lru_cache(maxsize=CACHE_SIZE)
def action_words(action: Action, seat: int, seat_count: int) -> tuple[int, ...]:
    """The word ids of ``action`` as ``seat`` says it, with :data:`END_ID` last; a seat named
    in it becomes its distance from ``seat`` (modulo ``seat_count``). The first is always its
    verb's word (:class:`UnknownWordError` otherwise)."""
    text = str(action)
    ids: list[int] = []
    for spoken in text.split():
        seat_text, colon, rest = spoken.partition(":")
        word = rest if colon else spoken
        if colon:
            if not (seat_text.isascii() and seat_text.isdigit()):
                raise UnknownWordError(f"{spoken[:40]!r} in {text[:80]!r}: no seat before ':'")
            ids.append(_SEAT_IDS[(int(seat_text) - seat) % seat_count])
        found = WORD_INDEX.get(word)
        if found is not None:
            ids.append(found)
            continue
        for piece in _SPLIT.split(word):
            found = WORD_INDEX.get(piece)
            if found is None:
                raise UnknownWordError(f"{piece[:40]!r} in {text[:80]!r} is not a word of the action space")
            ids.append(found)
    ids.append(END_ID)
    if ids[0] != WORD_INDEX[action.verb]:
        raise UnknownWordError(f"the notation of a {action.verb} action does not start with its verb")
    return tuple(ids)


def seat_modulus(players: int) -> int:
    """The count seats are named modulo: the players, or 2 in the solo game (its opponent
    forces play as seat 1)."""
    return max(players, 2)


class Phrase:
    """One decision's legal actions as word sequences, and the words chosen so far.

    ``allowed`` are the words that can come next (each leads to at least one legal action);
    :meth:`choose` takes one and then every word forced after it. ``action`` is set once the
    words name exactly one legal action. An action's first word is its verb: the rest of its
    words are worked out only for the actions of the verb chosen.
    """

    __slots__ = ("_actions", "_seat", "_seat_count", "_sequences", "_verbs", "action", "allowed", "depth")

    def __init__(self, actions: Sequence[Action], seat: int, seat_count: int) -> None:
        self._actions = list(actions)
        self._seat = seat
        self._seat_count = seat_count
        self._sequences: list[tuple[int, ...]] = []
        self.depth = 0
        self.action: Action | None = None
        self._verbs = [WORD_INDEX[action.verb] for action in actions]
        self.allowed = frozenset(self._verbs)
        if len(self.allowed) == 1:
            self._spell(self._actions, self._verbs[0])
            self._settle()

    @property
    def words(self) -> tuple[int, ...]:
        """The words chosen so far (forced ones included)."""
        return self._sequences[0][: self.depth] if self.depth else ()

    def choose(self, word: int) -> None:
        """Take ``word`` (one of :attr:`allowed`) and every word forced after it."""
        if word not in self.allowed:
            raise ValueError(f"word {word} is not allowed now")
        depth = self.depth
        if depth == 0 and not self._sequences:
            self._spell([action for action, verb in zip(self._actions, self._verbs, strict=True) if verb == word], word)
        else:
            keep = [i for i, words in enumerate(self._sequences) if words[depth] == word]
            self._actions = [self._actions[i] for i in keep]
            self._sequences = [self._sequences[i] for i in keep]
        self.depth = depth + 1
        self._settle()

    def _spell(self, actions: list[Action], verb: int) -> None:
        """The words of ``actions`` (all of verb word ``verb``), each one path of its own."""
        seat, count = self._seat, self._seat_count
        sequences = [action_words(action, seat, count) for action in actions]  # each starts with `verb`
        if len(set(sequences)) != len(sequences):
            seen: dict[tuple[int, ...], Action] = {}
            for action, words in zip(actions, sequences, strict=True):
                if words in seen:
                    raise UnknownWordError(f"{seen[words]} and {action} have the same words")
                seen[words] = action
        self._actions = actions
        self._sequences = sequences

    def _settle(self) -> None:
        sequences = self._sequences
        while len(sequences) > 1:
            depth = self.depth
            following = frozenset([words[depth] for words in sequences])
            if len(following) > 1:
                self.allowed = following
                return
            self.depth = depth + 1
        self.depth = len(sequences[0])
        self.allowed = frozenset()
        self.action = self._actions[0]
