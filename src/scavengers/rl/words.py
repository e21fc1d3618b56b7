"""The fixed action space: an engine action is its notation's words, chosen one at a time.

Every configuration of the game shares one table of :data:`WORDS`: the end mark, every verb,
every card kind, the zone and pile words of the notation, small numbers and the seats counted
from the chooser (``seat+1`` is the next seat). An action's words are ``str(action)`` split at
spaces, ``+`` (a group's cards), ``:`` (a seat's zone), ``-`` (``force-3``, ``stored-bunker``),
``@`` and ``,``; its canonical notation gives every action exactly one sequence. A
:class:`Phrase` holds the sequences of one decision's legal actions (a prefix tree walked one
word at a time): the words allowed next are exactly those that still lead to a legal action,
and a word forced by what was chosen so far is taken at once, so a learner is only asked where
there is a choice; or, where the others see every step (``ask_every``), each word is asked all
the same, so that how many steps a decision takes never tells what the seat holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from scavengers.cards import CATALOGUE
from scavengers.engine import Action, Verb
from scavengers.engine.core.notation import BARE_VERBS

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


WORDS: Final[tuple[str, ...]] = _vocabulary()
"""Every atomic choice, by id: the action space is ``Discrete(len(WORDS))`` for every game."""
WORD_INDEX: Final[dict[str, int]] = {word: index for index, word in enumerate(WORDS)}
END_ID: Final = WORD_INDEX[END]
_SPLIT: Final = re.compile(r"[+\-@,]")
_SEAT_IDS: Final = tuple(WORD_INDEX[seat_word(k)] for k in range(SEAT_SLOTS))
_BARE_IDS: Final = frozenset(WORD_INDEX[verb.value] for verb in BARE_VERBS)
"""The verbs that are a whole action alone (``pass``, ``end``...): the end mark after them is
forced by the notation itself, for every hand, and is never asked."""
CACHE_SIZE: Final = 1 << 15
"""Actions whose words are remembered (hands and their actions repeat from game to game)."""
_SPELLED: Final[dict[tuple[object, ...], tuple[int, ...]]] = {}
"""Actions' words by a plain tuple of the action's numbers and strings (its verb by word id), the
seat and the count: the garbage collector stops following such a key after its first look,
where a key holding the Action (a tuple subclass, never let go) it would walk at every full
collection, each a likely cache miss."""


class UnknownWordError(ValueError):
    """An action's notation holds a word outside :data:`WORDS` (a notation this table does not know)."""


def action_words(action: Action, seat: int, seat_count: int) -> tuple[int, ...]:
    """The word ids of ``action`` as ``seat`` says it, with :data:`END_ID` last; a seat named
    in it becomes its distance from ``seat`` (modulo ``seat_count``). The first is always its
    verb's word (:class:`UnknownWordError` otherwise). Remembered."""
    verb = WORD_INDEX.get(action.verb)
    if verb is None:
        return _spell(action, seat, seat_count)  # refused there
    key = (verb, action.cards, action.subject, action.target, action.from_force, action.number, seat, seat_count)
    words = _SPELLED.get(key)
    if words is None:
        words = _spell(action, seat, seat_count)
        if len(_SPELLED) >= CACHE_SIZE:
            _SPELLED.clear()
        _SPELLED[key] = words
    return words


def _spell(action: Action, seat: int, seat_count: int) -> tuple[int, ...]:
    """:func:`action_words`, worked out from the action's notation."""
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


class _Node:
    """Where the words chosen so far lead among some legal actions: the words allowed next,
    or the one action they name."""

    __slots__ = ("_ask", "_depth", "_entries", "action", "allowed", "words")

    def __init__(self, entries: list[tuple[tuple[int, ...], Action]], depth: int, ask: bool = False) -> None:
        first = entries[0][0]
        self.allowed: frozenset[int]
        self.action: Action | None = None
        if ask:
            # Every word is asked, forced or not, but the end mark after a bare verb. No
            # entry's words are the start of another's (each ends with the end mark), so one
            # entry left at its end, or at a bare verb's, is the action named.
            if len(entries) == 1 and (depth == len(first) or (depth == 1 and first[0] in _BARE_IDS)):
                depth = len(first)
                self.allowed = frozenset()
                self.action = entries[0][1]
            else:
                self.allowed = frozenset([words[depth] for words, _ in entries])
        else:
            # Every word forced after ``depth`` (the same in all entries) is taken here.
            while len(entries) > 1:
                following = frozenset([words[depth] for words, _ in entries])
                if len(following) > 1:
                    self.allowed = following
                    break
                depth += 1
            else:
                depth = len(first)
                self.allowed = frozenset()
                self.action = entries[0][1]
        self._ask = ask
        self._entries = entries
        self._depth = depth
        self.words = first[:depth]
        """Every word chosen to reach here, forced ones included."""

    def child(self, word: int) -> _Node:
        """The node ``word`` (one of :attr:`allowed`) leads to."""
        depth = self._depth
        return _Node([entry for entry in self._entries if entry[0][depth] == word], depth + 1, self._ask)


class _Root:
    """A decision's legal actions before any word: its allowed words are the verbs, and a
    verb's actions are spelled out only once it is chosen."""

    __slots__ = ("_actions", "_ask", "_seat", "_seat_count", "_verbs", "allowed")

    def __init__(self, actions: tuple[Action, ...], seat: int, seat_count: int, ask: bool = False) -> None:
        self._actions = actions
        self._ask = ask
        self._seat = seat
        self._seat_count = seat_count
        self._verbs = [WORD_INDEX[action.verb] for action in actions]
        self.allowed = frozenset(self._verbs)

    def child(self, verb: int) -> _Node:
        """The node of the actions of verb word ``verb``, each spelled out as one path."""
        seat, count = self._seat, self._seat_count
        chosen = [action for action, word in zip(self._actions, self._verbs, strict=True) if word == verb]
        entries = [(action_words(action, seat, count), action) for action in chosen]  # each starts with `verb`
        if len({words for words, _ in entries}) != len(entries):
            seen: dict[tuple[int, ...], Action] = {}
            for words, action in entries:
                if words in seen:
                    raise UnknownWordError(f"{seen[words]} and {action} have the same words")
                seen[words] = action
        return _Node(entries, 1, self._ask)


def _start(actions: Sequence[Action], seat: int, seat_count: int, ask: bool) -> _Root | _Node:
    """Where a decision's words start: its verbs, or, when all its actions share one verb
    and forced words are taken at once, that verb's node."""
    root = _Root(tuple(actions), seat, seat_count, ask)
    return root.child(next(iter(root.allowed))) if len(root.allowed) == 1 and not ask else root


class Phrase:
    """One decision's legal actions as word sequences, and the words chosen so far.

    ``allowed`` are the words that can come next (each leads to at least one legal action);
    :meth:`choose` takes one and then every word forced after it. ``action`` is set once the
    words name exactly one legal action. An action's first word is its verb: the rest of its
    words are worked out only for the actions of the verb chosen.

    With ``ask_every``, no word is taken at once: each is asked, even one forced (a lone
    action's verb too: a forced decision put to its seat all the same, ``Game.asked_anyway``),
    but the end mark after a bare verb (``pass``, ``end``), which the notation forces for every
    hand. A decision then takes as many steps as its action has words (less that end mark),
    whatever else the seat holds: where the other seats see every step (the PettingZoo and
    OpenSpiel turns), skipping the words a seat's cards force would tell them about its cards
    (taking ``dig junk`` in two steps, not three, would say that she holds nothing else to dig
    with).
    """

    __slots__ = ("_at",)

    def __init__(self, actions: Sequence[Action], seat: int, seat_count: int, *, ask_every: bool = False) -> None:
        self._at: _Root | _Node = _start(actions, seat, seat_count, ask_every)

    @property
    def allowed(self) -> frozenset[int]:
        """The words that can come next (none once an action is named)."""
        return self._at.allowed

    @property
    def action(self) -> Action | None:
        """The legal action the words chosen name, once they name exactly one."""
        at = self._at
        return at.action if isinstance(at, _Node) else None

    @property
    def words(self) -> tuple[int, ...]:
        """The words chosen so far (forced ones included)."""
        at = self._at
        return at.words if isinstance(at, _Node) else ()

    @property
    def depth(self) -> int:
        """How many words are chosen so far."""
        return len(self.words)

    def choose(self, word: int) -> None:
        """Take ``word`` (one of :attr:`allowed`) and every word forced after it."""
        if word not in self._at.allowed:
            raise ValueError(f"word {word} is not allowed now")
        self._at = self._at.child(word)
