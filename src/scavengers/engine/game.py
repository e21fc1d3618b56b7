"""The public face of the engine: :class:`Game` (DESIGN.md, "Public API").

The caller drives and the engine waits: ``to_act`` says who must decide, ``legal_actions``
lists the choices, ``apply`` verifies and carries one out and runs on to the next decision.
"""

from __future__ import annotations

import difflib
import json
import re
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from scavengers.cards import CATALOGUE

# Importing the families registers their abilities (strikes, saves, leaders, buildings).
from scavengers.engine.abilities import (
    buildings,
    cancels,
    cargo,
    demolition,
    every_ability,
    forces,
    leaders,
    maps,
    ranks,
    recon,
    recon_leaders,
    saves,
    strikes,
)
from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import (
    _ASCII_LOWER,
    PILES,
    PLACES,
    SPY_ZONES,
    Action,
    Verb,
    is_force_pile,
    normalize,
    parse_notation,
)
from scavengers.engine.core.config import ConfigError, GameConfig
from scavengers.engine.core.errors import IllegalAction, InvalidAction, UnreplayedSave, excerpt, quote
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import (
    Frame,
    deciding_seat,
)
from scavengers.engine.core.moves import holds, kinds_of, take
from scavengers.engine.core.state import GameResult, GameState, Phase, Score, Tribe
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.core.view import View, build_view
from scavengers.engine.determinize import determinize
from scavengers.engine.flow import choices, drafting, gathering, scoring, skirmish, solo, steps, window
from scavengers.engine.flow.decisions import accepts, reason, where
from scavengers.engine.flow.figures import figures
from scavengers.engine.flow.rounds import advance, peek
from scavengers.engine.setup import components
from scavengers.engine.setup.table import ScenarioWarning, new_state
from scavengers.json_input import JSONInputError, read_json

SAVE_FORMAT = "scavengers-game"
SAMPLE_FORMAT = "scavengers-sample"
"""The format of a :meth:`Game.determinize` sample's ``to_json``: its state, which no config
and actions replay, so :meth:`Game.from_json` refuses it in words."""
SAVE_VERSION = 1

_FAMILIES = (
    buildings,
    cancels,
    cargo,
    choices,
    demolition,
    drafting,
    forces,
    gathering,
    leaders,
    maps,
    ranks,
    recon,
    recon_leaders,
    saves,
    skirmish,
    solo,
    strikes,
    window,
)
"""The modules that register the frames' rules, the abilities and the hooks when imported."""


@dataclass(frozen=True, slots=True)
class Card:
    """A physical card, as the omniscient :meth:`Game.zones` shows it (tests, debugging)."""

    id: int
    kind: str


class Holdings(NamedTuple):
    """What every seat's tribe holds, as the final count sees it (:meth:`Game.holdings`)."""

    kinds: tuple[tuple[str, ...], ...]
    """Per seat, the kind of every card it owns: deck, hand, discard, cards in play, leader,
    buildings with their timers and stores, gangs."""
    drawn: tuple[int, ...]
    """Per seat, how many of those cards it draws from (deck, hand, discard, cards in play)."""
    contested: int
    """The contested resources still to be fought for."""


class Game:
    """One game of Arctic Scavengers."""

    __slots__ = ("_legal", "_state")

    def __init__(self, state: GameState) -> None:
        self._state = state
        self._legal: tuple[int, tuple[Action, ...]] | None = None

    @classmethod
    def new(cls, config: GameConfig) -> Game:
        """Set up a game and run it to its first decision."""
        if not isinstance(config, GameConfig):
            raise ConfigError(f"Game.new takes a GameConfig, got {type(config).__name__}")
        state = new_state(config)
        if config.scenario is not None:
            # A scenario starts in the gathering phase with hands as given, peek done.
            state.emit(Event(EventType.ROUND_STARTED, state.round, state.initiator))
            peek(state)
        advance(state)
        return cls(state)

    # -- asking ---------------------------------------------------------------------------

    @property
    def config(self) -> GameConfig:
        return self._state.config

    @property
    def over(self) -> bool:
        return self._state.phase is Phase.OVER

    @property
    def result(self) -> GameResult | None:
        """``None`` until the game is over; then each seat's score and the winners."""
        return self._state.result

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now (empty once the game is over)."""
        stack = self._state.stack
        return (deciding_seat(stack[-1]),) if stack else ()

    @property
    def decisions_made(self) -> int:
        """How many actions have been carried out since the game began (forced ones too)."""
        return len(self._state.history)

    @property
    def round(self) -> int:
        return self._state.round

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """Every action ``seat`` may take now, in a fixed order; empty if it is not to act."""
        if type(seat) is not int or not 0 <= seat < self._state.seats:  # 3.0, True or "3" is no seat
            self._check_seat(seat)
        return self._legal_for(seat)

    def _legal_for(self, seat: int) -> tuple[Action, ...]:
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return cached[1]
        actions = steps.legal_now(self._state, seat)
        self._legal = (seat, actions)
        return actions

    def view(self, seat: int | None) -> View:
        """What ``seat`` may see; ``None`` for a spectator."""
        self._check_seat(seat, allow_none=True)
        return build_view(self._state, seat, figures(self._state, seat))

    def score(self, seat: int) -> Score:
        """``seat``'s tribe scored as the end of the game scores it, as it stands now: its
        people, contested resources and cards (the gangs join only at the end, RULINGS F-4),
        and in the solo game its points (V-7); once the game is over, its final score. All of
        it the seat's owner may know (every card of her tribe passed through her hands or her
        sight): show it to her alone, as her view."""
        self._check_seat(seat)
        state = self._state
        if state.result is not None:
            return state.result.scores[seat]
        return solo.final_result(state).scores[0] if solo.is_solo(state) else scoring.score(state, seat)

    def commit_strength(self, seat: int, cards: Iterable[str]) -> ForceStrength:
        """``seat``'s hand cards ``cards`` (kind ids, some of its hand) judged as a skirmish
        force, as the skirmish would judge them committed now (:func:`skirmish.judge`, the
        function behind ``View.hand_strength`` for the whole hand): what a front end shows
        beside a commit of some of the hand. Only her own cards and what they work with count
        (her leader, her fight bonus, her buildings): show it to her alone, as her view.
        ``InvalidAction`` when her hand does not hold them."""
        self._check_seat(seat)
        state = self._state
        hand = state.players[seat].hand
        # A text is no list of kinds ("brawler" would be read letter by letter), nor a number.
        wanted = list(cards) if isinstance(cards, Iterable) and not isinstance(cards, str | bytes) else None
        if wanted is None or not all(type(kind) is str for kind in wanted):
            raise InvalidAction(f"seat {seat} ({where(state)}): the cards to judge must be a list of card kind ids")
        if not holds(state, hand, wanted):
            missing = sorted(Counter(wanted) - Counter(kinds_of(state, hand)))
            shown = ", ".join(quote(str(kind)) for kind in missing[:5])
            raise InvalidAction(f"seat {seat}'s hand does not hold {shown} to judge as a force ({where(state)})")
        # The very cards a commit of them would take (moves.take, on a copy of the hand).
        return skirmish.judge(state, seat, take(state, list(hand), wanted))

    def log(self, seat: int | None) -> tuple[Event, ...]:
        """The events ``seat`` may see, oldest first; ``None`` for a spectator."""
        self._check_seat(seat, allow_none=True)
        return tuple(e for e in self._state.events if e.visible_to(seat))

    def zones(self) -> dict[str, tuple[Card, ...]]:
        """Every zone with its cards, top first. Omniscient: for tests and debugging only."""
        state = self._state
        kinds = state.kinds

        def cards(ids: list[int], top_last: bool = True) -> tuple[Card, ...]:
            ordered = reversed(ids) if top_last else iter(ids)
            return tuple(Card(c, kinds[c]) for c in ordered)

        zones = {
            "junkyard": cards(state.junkyard),
            "contested": cards(state.contested),
            "box": cards(state.box),
            "gangs": cards(state.gangs),
            "schematics": cards(state.schematics),
            "leaders": cards(state.leader_pile),
        }
        for kind_id, stack in state.market.items():
            zones[f"market:{kind_id}"] = cards(stack)
        for number, force in enumerate(state.opponents, 1):
            zones[f"opponent:{number}"] = cards(force)
        for seat, player in enumerate(state.players):
            zones[f"{seat}:deck"] = cards(player.deck)
            zones[f"{seat}:discard"] = cards(player.discard)
            for name in ("hand", "table", "looking", "committed", "returning", "gangs", "dealt", "removed"):
                zones[f"{seat}:{name}"] = cards(getattr(player, name), top_last=False)
            zones[f"{seat}:leader"] = cards([player.leader] if player.leader is not None else [])
            for building in player.buildings:
                # Zones named after the building's card id: buildings of a kind may repeat.
                zones[f"{seat}:building:{building.card}"] = cards([building.card])
                zones[f"{seat}:timer:{building.card}"] = cards(building.timer)
                zones[f"{seat}:stored:{building.card}"] = cards(building.stored, top_last=False)
        return zones

    def holdings(self) -> Holdings:
        """Every seat's tribe, card kinds only. Omniscient like :meth:`zones`: for a search's
        own samples, tools and tests, never for a player's eyes (it is far cheaper than
        :meth:`zones`, for evaluating many sampled positions)."""
        state = self._state
        kinds = state.kinds
        players = state.players
        return Holdings(
            tuple(tuple(kinds[c] for c in state.owned(seat)) for seat in range(len(players))),
            tuple(
                len(p.deck)
                + len(p.hand)
                + len(p.discard)
                + len(p.table)
                + (len(p.looking) if state.looks_at_own(seat) else 0)
                + len(p.committed)
                + len(p.returning)
                for seat, p in enumerate(players)
            ),
            len(state.contested),
        )

    # -- acting ---------------------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> tuple[Event, ...]:
        """Carry out ``seat``'s action (an :class:`Action` or notation text) and run on to the
        next decision. Returns the new events ``seat`` may see.

        Raises :class:`InvalidAction` for malformed input and :class:`IllegalAction` for an
        action the rules do not allow now; either way the game is exactly as before.
        """
        if type(seat) is not int or not 0 <= seat < self._state.seats:
            self._check_seat(seat)  # raises the message for a bad seat
        if isinstance(action, str):
            action = parse_action(self, seat, action)
        elif not isinstance(action, Action):
            raise InvalidAction(
                f"seat {seat} ({where(self._state)}): expected an Action or notation text, got {type(action).__name__}"
            )
        state = self._state
        if state.phase is Phase.OVER:
            raise IllegalAction(f"seat {seat} cannot {excerpt(str(action))}: the game is over")
        frame = state.stack[-1]
        decider = deciding_seat(frame)
        if seat != decider:
            raise IllegalAction(f"seat {seat} cannot act now ({where(state)}): waiting for seat {decider}")
        action = self._admit(seat, frame, action)
        mark = len(state.events)
        self._legal = None
        steps.carry_out(state, seat, frame, action)
        return steps.visible_since(state, mark, seat)

    def play(self, action: Action, *, ask_windows: bool = False) -> None:
        """The fast path for search and simulation: carry out ``action`` for the seat to act,
        then take every following decision that has a single legal action, so that forced
        decisions cost no round trip. ``action`` must equal one of :meth:`legal_actions`
        (an action the engine listed needs no re-validation: it is found in that list); any
        other goes through :meth:`apply`'s checks and is refused as there. Returns nothing:
        :meth:`log` has the events. What it leads to is exactly what :meth:`apply` with the
        same action, then with each forced action, leads to: the same history, state and log.
        With ``ask_windows`` it stops at the forced passes :meth:`asked_anyway` names too.
        """
        if type(ask_windows) is not bool:  # checked here: the compiled engine would refuse it less clearly
            raise TypeError(f"ask_windows must be True or False, got {type(ask_windows).__name__}")
        stack = self._state.stack
        if not stack:
            raise IllegalAction(f"nobody can {excerpt(str(action))}: the game is over")
        seat = deciding_seat(stack[-1])
        # Anything but an Action (notation text, a wrong type) is left to apply's checks: the
        # compiled steps.listed takes an Action only.
        found = steps.listed(self._legal_for(seat), action) if isinstance(action, Action) else None
        if found is None:
            self.apply(seat, action)  # checked as strictly as ever, and refused if illegal
        else:
            self._legal = None
            steps.carry_out(self._state, seat, stack[-1], found)
        # Forced decisions are taken at once; the next choice's actions are kept for the caller.
        self._legal = steps.take_forced(self._state, ask_windows)

    def asked_anyway(self) -> bool:
        """Whether the pending decision is put to its seat even if it has a single legal action,
        wherever others see whom the game waits for (the turns of a learning environment): a
        reaction window in which the table cannot tell that the seat asked can only pass
        (``View.lone_pass`` false), a gathering turn that can only end while she holds cards,
        or a choice among two or more cards only she sees. Being asked is public, and what she
        holds is not (RULINGS I-1): skipping the seat exactly when her cards leave her no
        choice would tell everyone (:func:`window.asked_anyway`)."""
        stack = self._state.stack
        return bool(stack) and window.asked_anyway(self._state, stack[-1])

    def _admit(self, seat: int, frame: Frame, action: Action) -> Action:
        """The action as the engine will carry it out: the listed action it equals (its
        canonical form: a verb given as a plain string becomes the Verb), the one listed action
        another form stands for (:func:`steps.meant`: ``retrieve bunker medic`` where only one
        of her bunkers holds a medic), or, checked as strictly as notation, an unlisted one the
        frame accepts. Raises otherwise."""
        legal = self._legal_for(seat)
        listed = steps.listed(legal, action)
        if listed is None:
            try:
                action = normalize(action)
            except InvalidAction as error:
                raise InvalidAction(f"seat {seat} ({where(self._state)}): {error}") from None
            listed = steps.listed(legal, action)
        if listed is not None:
            return listed
        target, targets = action.target, len(self._state.players)  # the solo opponent is seat 1
        if target is not None and action.verb is not Verb.ENGAGE and not 0 <= target < targets:  # engage N: a force
            raise InvalidAction(f"seat {seat} ({where(self._state)}): no seat {target}: seats are 0-{targets - 1}")
        meant = steps.meant(self._state, seat, legal, action)
        if meant is not None:
            return meant  # another form of a listed action, plain from the player's own cards
        if not accepts(self._state, frame, action):
            why = reason(self._state, frame, action)
            raise IllegalAction(f"seat {seat} cannot {excerpt(str(action))} ({where(self._state)}): {why}")
        return action

    def _check_seat(self, seat: object, allow_none: bool = False) -> None:
        if seat is None and allow_none:
            return
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._state.seats:
            huge = isinstance(seat, int) and abs(seat) >= 1 << 64
            shown = type(seat).__name__ if huge or not isinstance(seat, int | str | None) else repr(seat)
            raise InvalidAction(f"no seat {shown[:40]}: seats are 0-{self._state.seats - 1} ({where(self._state)})")

    # -- copying and saving ---------------------------------------------------------------

    def clone(self, events: bool = True, *, knowledge: bool | None = None) -> Game:
        """An independent copy that plays on identically. ``events=False`` makes a quiet copy
        for search: it copies no events and keeps none from now on (its :meth:`log` stays
        empty, and it cannot be saved), which makes cloning and playing it faster. A quiet
        copy's views do not keep up what the seats have seen (``View.knowledge``) unless
        ``knowledge=True``, as a learning environment asks (it reads views, not the log)."""
        if type(events) is not bool:  # checked here: the compiled state would refuse it less clearly
            raise TypeError(f"events must be True or False, got {type(events).__name__}")
        if knowledge is not None and type(knowledge) is not bool:
            raise TypeError(f"knowledge must be True, False or None, got {type(knowledge).__name__}")
        return Game(self._state.clone(events, knowledge))

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        # copy.deepcopy (OpenSpiel's clone of a state, a front end's pace copying its bots, a
        # copied environment): the engine's own clone, which keeps the events and what the
        # seats have seen as this game keeps them; copying the state field by field made the
        # same game a hundred times more slowly (1.1 ms against 9 us, mid-game, 4 players).
        return self.clone()

    def determinize(self, seat: int, seed: int) -> Game:
        """A copy in which every card ``seat`` cannot see is dealt afresh among the places it
        cannot see, by ``seed``: a game the seat could believe it is in, for search. A rival's
        cards of public kind (its starting deck, what lay face up on its discard pile before a
        reshuffle) stay its own, and the junkyard holds what the seat knows it holds. Depends
        only on what the seat knows; not a save (engine/determinize.py)."""
        self._check_seat(seat)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidAction(f"determinize: the seed must be a whole number, got {type(seed).__name__}")
        self.keep_knowledge()
        return Game(determinize(self._state, seat, seed))

    def keep_knowledge(self) -> None:
        """Keep from now on what every player knows of each tribe's hidden cards, which
        :meth:`determinize` needs (the first call rebuilds it by replaying the game). Kept
        only for games that are searched, as it costs a little at every action; a tool that
        asks for samples at many moments of one game calls it once at the start."""
        state = self._state
        if state.tribes is None:
            state.tribes, state.yards = self._memory_from_the_start()

    def _memory_from_the_start(self) -> tuple[list[Tribe], list[Tribe]]:
        """What every player knows of each tribe's hidden cards, and each seat of the
        junkyard's make-up, kept from the start by replaying the game (it is kept only for
        games that are searched; from now on it is kept as this game goes on:
        engine/core/knowledge.py)."""
        state = self._state
        replay = _set_up_again(state.config)._state  # nothing has moved in view yet
        starting = None if state.config.scenario is not None else Counter(dict(components.starter_deck(state.config)))
        replay.tribes = knowledge.start(replay, starting)
        replay.yards = knowledge.start_yards(replay)
        for seat, action in state.history:
            steps.carry_out(replay, seat, replay.stack[-1], action)
        return replay.tribes, replay.yards

    def to_json(self) -> str:
        """The game as JSON: its config, every action so far, and the state they lead to."""
        state = self._state
        if not state.recording:
            raise InvalidAction("a quiet copy for search keeps no events and cannot be saved")
        # A save is checked by replaying its actions (from_json): refuse what would not replay
        # rather than write a file that every load refuses.
        if not state.remembering:
            raise InvalidAction(
                "a copy made with knowledge=False keeps no record of what the seats have seen, so it cannot be saved"
            )
        return json.dumps(
            {
                # A determinize sample is written whole, to compare samples, but as no save: no
                # config and actions replay it, and from_json says so.
                "format": SAMPLE_FORMAT if state.sample else SAVE_FORMAT,
                "version": SAVE_VERSION,
                "config": state.config.to_dict(),
                "actions": [[seat, str(action)] for seat, action in state.history],
                "state": state.to_dict(),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """The game a :meth:`to_json` text (or its UTF-8 bytes) describes, replayed from its
        config and actions. Raises :class:`InvalidAction` for anything that is not such a save
        or does not replay to its saved state; never another error."""
        data = _load_save(text)
        game = _set_up_again(GameConfig.from_dict(data["config"]))
        for index, (seat, notation) in enumerate(data["actions"]):
            try:
                game.apply(seat, notation)
            except ValueError as error:
                shown = notation if len(notation) <= 80 else notation[:77] + "..."
                raise UnreplayedSave(f"saved game action {index} ({shown!r}) does not replay: {error}", index) from None
        saved = data.get("state")
        if saved is None:
            raise InvalidAction("not a saved game: it has no state to check its actions against")
        if saved != game._state.to_dict():
            raise InvalidAction("saved game does not replay to its saved state (edited, or saved by other rules)")
        return game


def _set_up_again(config: GameConfig) -> Game:
    """A game set up again from its config, to replay a save or the memory of a game: a stacked
    table outside the rules' limits was said once, as the game started (a ScenarioWarning); its
    saved game is resumed and searched without saying it again (docs/scenarios.md)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ScenarioWarning)
        return Game.new(config)


def _load_save(text: object) -> dict[str, Any]:
    """The checked top level of a save: format, version, a config object and a list of
    ``[seat, notation]`` pairs. Raises :class:`InvalidAction` with the reason."""
    try:
        data = read_json(text, unique_keys=True)  # a key given twice: hand-edited, never written so
    except JSONInputError as unreadable:
        raise InvalidAction(f"not a saved game: {unreadable}") from None
    if isinstance(data, dict) and data.get("format") == SAMPLE_FORMAT:
        raise InvalidAction(
            "not a saved game: a sample dealt by determinize, whose state does not replay from its config and actions"
        )
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise InvalidAction("not a saved scavengers game")
    version = data.get("version")
    # A version edited by hand to text ("1") or left out was said as "version '1'; this
    # engine reads 1": what is wrong, said (docs/playing.md "Saves").
    if "version" not in data:
        raise InvalidAction(f"saved game has no version; this engine reads {SAVE_VERSION}")
    if type(version) is not int:
        shown = json.dumps(version)
        shown = shown if len(shown) <= 20 else shown[:17] + "..."
        raise InvalidAction(f"saved game version {shown} is not a whole number; this engine reads {SAVE_VERSION}")
    if version != SAVE_VERSION:
        raise InvalidAction(f"saved game version {str(version)[:20]!r}; this engine reads {SAVE_VERSION}")
    if not isinstance(data.get("config"), dict):
        raise InvalidAction("saved game has no config object")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise InvalidAction("saved game has no list of actions")
    for index, pair in enumerate(actions):
        if not (isinstance(pair, list) and len(pair) == 2 and type(pair[0]) is int and isinstance(pair[1], str)):
            raise InvalidAction(f"saved game action {index} is not a [seat, notation] pair")
    return data


_MARKS = ".,;:!?'\"()[]{}\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a`"
"""Punctuation and quotes (another language's too) a person may type about a word."""
_NO_MARKS = "notation takes no quotes or punctuation"


def _typed_for(game: Game, seat: int, text: str, message: str) -> str:
    """The parser's refusal of what the deciding ``seat`` typed, told for her decision: a verb
    not possible now is said so, with the verbs that are; and a "did you mean" suggests only a
    verb possible now and a card kind she holds or this game may play (never from what
    another seat holds, nor from the order of her deck), else says to type the notation."""
    legal = game._legal_for(seat)
    verbs = sorted({a.verb.value for a in legal})
    possible = f"possible now: {', '.join(verbs)}"
    words = text.translate(_ASCII_LOWER).split()
    head = words[0].strip(_MARKS) if words else ""
    said = message.partition("; verbs are:")[0] if message.startswith("unknown verb") else message
    if head in verbs and head != words[0]:  # 'draw: scout', '"draw scout"'
        return f"{said}: {_NO_MARKS}; {possible}"
    if head in verbs:
        examples = [str(a) for a in legal if a.verb.value == head]  # from her hand: she sees it
        example = f"type the notation, e.g. {quote(examples[0], 40)}" if examples else ""
        return _typed_cards(game, seat, words[1:], example, message)
    if head in _VERB_WORDS:
        # A verb of a module not in play (scout alone in a base game) is said so, not how its
        # notation goes; one of this game at another moment, both.
        if not _of_this_game(game, Verb(head)):
            return f"{quote(head, 30)} is no action of this game's cards or modules; {possible}"
        return f"{said}; {head} is not possible now; {possible}"
    kinds = _nameable(game, seat)
    joined = [v for v in verbs if head.startswith(v) and head[len(v) :] in kinds]
    if joined:  # two words run together: drawscout
        verb = max(joined, key=len)
        return f"{said}; {possible} (did you mean {quote(f'{verb} {head[len(verb) :]}', 40)}?)"
    close = difflib.get_close_matches(head, verbs, n=1, cutoff=0.6)
    return f"{said}; {possible}" + (f" (did you mean {close[0]}?)" if close else "")


def _of_this_game(game: Game, verb: Verb) -> bool:
    """Whether ``verb`` may be used in this game: a verb of the core rules, or one of an
    ability of a card this game has in play (public, from the config)."""
    users = [a.kind for a in every_ability() if a.verb is verb]
    return not users or any(kind in game._state.in_game for kind in users)


def _nameable(game: Game, seat: int) -> dict[str, str]:
    """The card kinds ``seat`` may be told of, by id and by display name written as one word
    (``sniper_team``): her hand's and those this game may play (public, from the config)."""
    kinds = set(components.playable_kinds(game.config))
    kinds.update(kinds_of(game._state, game._state.players[seat].hand))
    names = {k: k for k in kinds}
    names.update({"_".join(CATALOGUE[k].name.lower().split()): k for k in kinds})
    return names


def _typed_cards(game: Game, seat: int, rest: list[str], example: str, message: str) -> str:
    """A refusal of the words after a verb possible now (see :func:`_typed_for`)."""
    if not message.startswith("unknown card kind"):
        return message
    names = _nameable(game, seat)
    hints: list[str] = []
    notes: list[str] = []
    words = [(i, w) for i, typed in enumerate(rest) for w in typed.split("+")]
    skip = 0
    for index, word in words:
        card = word.split(":")[-1]
        bare = card.strip(_MARKS)
        # A pile, zone or place of the notation (a tower's junkyard, a spy's stored-bunker-2 or
        # deck@2,3, a fight's force-3) is no misspelt card: never "did you mean junk?".
        named = re.sub(r"^(?:stored|timer)-|-\d+$|@.*$", "", bare)
        if named in _PLACE_WORDS or is_force_pile(bare) or (named != bare and named in CATALOGUE):
            continue
        if skip or card in CATALOGUE or not bare or bare.isdigit():
            skip = max(skip - 1, 0)
            continue
        if bare != card and _NO_MARKS not in notes:
            notes.append(_NO_MARKS)  # 'scout;', a quoted card
        if bare in names:
            hints.append(names[bare])
            continue
        if bare in _VERB_WORDS:
            notes.append("type one action at a time")  # draw scout; end
            break
        # A display name of several words (sniper team), a plural, a letter wrong.
        after = [w.strip(_MARKS) for w in rest[index + 1 : index + 3]]
        spelt = {n: "_".join([bare, *after[:n]]) for n in (2, 1) if len(after) >= n and "+" not in rest[index]}
        close = [(n, m) for n, text in spelt.items() for m in difflib.get_close_matches(text, list(names), 1, 0.85)]
        close += [(0, m) for m in difflib.get_close_matches(bare, list(names), 1, 0.7)]
        if not close:
            notes.append(example or "see the list of what is possible now")  # a label pasted back
            break
        skip, kind = close[0]
        hints.append(names[kind])
    said = message + (f": {'; '.join(dict.fromkeys(notes))}" if notes else "")
    return f"{said} (did you mean {', '.join(dict.fromkeys(hints))}?)" if hints else said


_VERB_WORDS = frozenset(v.value for v in Verb)
_PLACE_WORDS = frozenset({*PLACES, *PILES, *SPY_ZONES, "pay", "none"})
"""The words of the notation that name no card."""


def parse_action(game: Game, seat: int, text: str) -> Action:
    """Read ``seat``'s action in notation (DESIGN.md); errors name the seat and phase."""
    game._check_seat(seat)
    if not isinstance(text, str):
        raise InvalidAction(f"seat {seat} ({where(game._state)}): expected notation text, got {type(text).__name__}")
    try:
        return parse_notation(text)
    except InvalidAction as error:
        message = str(error)
        stack = game._state.stack
        if stack and deciding_seat(stack[-1]) == seat:
            message = _typed_for(game, seat, text, message)
        raise InvalidAction(f"seat {seat} ({where(game._state)}): {message}") from None
    except IllegalAction as refusal:  # a name of its own: compiled by mypyc, a name keeps one type
        raise IllegalAction(f"seat {seat} ({where(game._state)}): {refusal}") from None


__all__ = ["Card", "Frame", "Game", "parse_action"]
