"""The solo game [003:314-349]: one player against seven face-down opponent forces.

Each turn is a round of its own (RULINGS V-4): discard, draw 5 (attrition after every
reshuffle, :func:`~scavengers.engine.core.moves.reshuffle`), gather, then optionally engage one
remaining opponent force with cards from hand. The force is revealed once she has committed,
she takes her skirmish opportunity, then the opponent takes its own, played by the engine to its
maximum advantage (RULINGS V-5), and the forces are ranked as with 3-5 players (V-6). A win
takes one card of the force to her discard, a loss removes one card of her force from the game;
what is left of the opponent force leaves the game either way. After the seventh fight the game
is scored (V-7).

The opponent is ``players[OPPONENT]``, a player that is no seat: its engaged force is its
``committed`` cards, so every skirmish ability (snipes, disarms, tear gas, saves) works on it as
on another player's force, and the round flow's engine-seat seam plays its decisions.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, CardType
from scavengers.engine import abilities
from scavengers.engine.abilities import Hook
from scavengers.engine.abilities.forces import ROGUE
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import SOLO
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Choose, Engage, Frame, SkirmishTurn, Window, deciding_seat
from scavengers.engine.core.moves import discard_publicly, has_kind, kinds_of, take
from scavengers.engine.core.state import OPPONENT, GameResult, GameState, Phase, Score
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import choices, decisions, rounds, skirmish
from scavengers.engine.flow.gathering import COMMIT
from scavengers.engine.flow.scoring import score

PLAYER = 0
SOLO_TEXT = "solo"
"""The text of the solo game's skirmish results: no contested resource is at stake."""
PRIZE = "prize"
LOSS = "loss"
CONTESTED_POINTS = 2
"""A contested resource scores 2 in the solo game, any other card 1 (RULINGS V-7)."""

_PLAYER_TURN, _OPPONENT_TURN, _RESULT, _DONE, _DONE_WON = range(5)
"""The steps of a solo skirmish, counted in ``state.skirmish_turns_done``. Once the fight is
decided the step says whether the player won it (``_DONE_WON``) or not (``_DONE``), kept in
the state until the prize or the loss is chosen and the passive effects run: the outcome is
part of the game, not only of its log, which a quiet copy for search does not keep."""


def is_solo(state: GameState) -> bool:
    return state.config.players == SOLO


def remaining(state: GameState) -> list[int]:
    """The numbers (1-7) of the opponent forces not fought yet."""
    return [number for number, force in enumerate(state.opponents, 1) if force]


# -- the round flow --------------------------------------------------------------------------


class SoloRound:
    """The solo turn (RULINGS V-4): a round with one player and an optional skirmish."""

    def skirmish_ahead(self, state: GameState) -> bool:
        """A skirmish follows the turn once the player has engaged a force (RULINGS V-4)."""
        return state.engaged is not None

    def proceed(self, state: GameState) -> None:
        if state.phase is Phase.SETUP:
            rounds.start_round(state)
        elif state.phase is Phase.GATHERING:
            if state.turns_done < 1:
                rounds.begin_turn(state, PLAYER)
            elif self.skirmish_ahead(state):
                _reveal(state)
            else:
                _end_turn(state)
        else:
            step = state.skirmish_turns_done
            state.skirmish_turns_done += 1
            if step == _PLAYER_TURN:
                state.stack.append(SkirmishTurn(PLAYER))
            elif step == _OPPONENT_TURN:
                # RULINGS V-5: the opponent acts last, after the player's actions.
                state.stack.append(SkirmishTurn(OPPONENT))
            elif step == _RESULT:
                _resolve(state)
            else:
                _after_skirmish(state, PLAYER if step == _DONE_WON else None)


def _reveal(state: GameState) -> None:
    """The engaged force turns face up after the player committed (RULINGS V-4)."""
    assert state.engaged is not None
    index = state.engaged - 1
    state.players[OPPONENT].committed, state.opponents[index] = state.opponents[index], []
    skirmish.begin(state)


def strengths(state: GameState) -> tuple[ForceStrength, ForceStrength]:
    """The player's force and the opponent's as they stand (no force: no fight, 0 people)."""
    return skirmish.standing(state, PLAYER), skirmish.standing(state, OPPONENT)


def outcome(state: GameState) -> int | None:
    """RULINGS V-6: ranked as with 3-5 players, fight then people; the player's rogue breaks
    a tie on fight (S-2, S-9). The rulebook's opponents have none; a rogue a harder game adds
    [003:353] breaks a tie for the opponent where the player's does not, she being first in
    turn order (V-5) and the opponent taking the most favourable action [003:337].
    ``PLAYER``, ``OPPONENT`` or ``None``."""
    mine, theirs = strengths(state)
    if (mine.has_fight, mine.fight) != (theirs.has_fight, theirs.fight):
        return PLAYER if (mine.has_fight, mine.fight) > (theirs.has_fight, theirs.fight) else OPPONENT
    breaker = skirmish._tie_break(state)
    if breaker is not None:
        return breaker
    if has_kind(state, state.players[OPPONENT].committed, ROGUE):
        return OPPONENT
    if mine.people != theirs.people:
        return PLAYER if mine.people > theirs.people else OPPONENT
    return None


def _resolve(state: GameState) -> None:
    for seat in (PLAYER, OPPONENT):
        if state.players[seat].committed:
            force = skirmish.strength(state, seat)
            values = (int(force.has_fight), force.fight, force.people)
            state.emit(Event(EventType.SKIRMISH_TOTALS, state.round, seat, count=force.fight, values=values))
    won = outcome(state)
    if won == PLAYER:
        state.skirmish_turns_done = _DONE_WON  # remembered for the passive effects (S-12)
        state.emit(Event(EventType.SKIRMISH_WON, state.round, PLAYER, text=SOLO_TEXT))
        if state.players[OPPONENT].committed:
            state.stack.append(Choose(PLAYER, PRIZE))
    elif won == OPPONENT:
        state.emit(Event(EventType.SKIRMISH_LOST, state.round, PLAYER, text=SOLO_TEXT))
        if state.players[PLAYER].committed:
            state.stack.append(Choose(PLAYER, LOSS))
    else:
        # RULINGS V-6: still tied, no prize and no loss.
        state.emit(Event(EventType.DEADLOCK, state.round, text=SOLO_TEXT))
    # Passive effects once it is decided (hardy scavengers) run after the choice.


def _after_skirmish(state: GameState, won: int | None) -> None:
    """Hardy scavengers of a fight not won go back to hand (S-12); the rest of the opponent
    force leaves the game (RULINGS V-4). ``won``: ``PLAYER`` where she won the fight, read from
    the state (a quiet copy for search keeps no events to read it from)."""
    for kind_id, after in sorted(abilities.hooked(Hook.AFTER_SKIRMISH).items()):
        if kind_id in state.in_game:
            after(state, won)
    opponent = state.players[OPPONENT]
    # A hardy scavenger a harder game added [003:353] does not go back to the opponent's hand
    # (S-12): the whole force leaves the game [003:341].
    gone = opponent.committed + opponent.discard + opponent.returning
    opponent.removed.extend(gone)
    opponent.committed, opponent.discard, opponent.returning = [], [], []
    state.emit(Event(EventType.FORCE_GONE, state.round, OPPONENT, kinds_of(state, gone), state.engaged or 0))
    state.engaged = None
    _end_turn(state)


def _end_turn(state: GameState) -> None:
    """The turn's cards go to the discard pile; after the seventh fight the game is scored."""
    rounds.clear_round(state)
    if not remaining(state):
        state.phase = Phase.OVER
        state.result = final_result(state)
        points = state.result.scores[PLAYER].points
        state.emit(Event(EventType.GAME_OVER, state.round, count=points, values=state.result.winners, text=SOLO_TEXT))
        return
    state.round += 1
    rounds.start_round(state)


# -- engaging a force --------------------------------------------------------------------------


def engage_legal(state: GameState, frame: Engage) -> list[Action]:
    """Engage any remaining force, or not this turn: "There is no forced skirmish phase"
    [003:334] (RULINGS V-4). Only a player for whom passing could never change anything must
    fight on (:func:`_nothing_to_wait_for`)."""
    actions = [Action(Verb.ENGAGE, (), None, number) for number in remaining(state)]
    if not _nothing_to_wait_for(state, frame.seat):
        actions.append(Action(Verb.PASS))
    return actions


def _nothing_to_wait_for(state: GameState, seat: int) -> bool:
    """Whether nothing of ``seat``'s could ever come back to her hand: no card in her hand,
    deck or discard pile (cards in hand still make a tribe, which passing discards, reshuffles
    and draws again, less one to attrition), none on or under her buildings (timer cards tick
    into her discard pile, RULINGS H-1; stored cards may be retrieved, H-7: both are hers, F-1)
    and no building making food for a hire (a garden, H-8)."""
    player = state.players[seat]
    if player.hand or player.deck or player.discard:
        return False
    kinds = state.kinds
    return not any(
        building.timer
        or building.stored
        or (building.active and abilities.hook(Hook.TURN_FOOD, kinds[building.card]) is not None)
        for building in player.buildings
    )


def engage_apply(state: GameState, frame: Engage, action: Action) -> None:
    player = state.players[frame.seat]
    if action.verb is Verb.PASS:
        if player.hand:
            state.emit(Event(EventType.DISCARDED, state.round, frame.seat, kinds_of(state, player.hand)))
            discard_publicly(state, frame.seat, player.hand)
            player.hand = []
        state.stack.pop()
        state.turns_done += 1
        return
    assert action.target is not None  # every listed engage names a force
    state.engaged = action.target
    state.emit(Event(EventType.ENGAGED, state.round, frame.seat, count=action.target))
    if player.hand:
        state.stack[-1] = Choose(frame.seat, COMMIT)
        return
    state.emit(Event(EventType.COMMITTED, state.round, frame.seat, count=0))
    state.stack.pop()
    state.turns_done += 1


def engage_why_not(state: GameState, frame: Engage, action: Action) -> str:
    if action.verb not in _ENGAGE_VERBS:
        return decisions.ability_refusal(state, frame, action)  # the Yardmaster's, any time
    if action.verb is Verb.ENGAGE:
        left = ", ".join(str(n) for n in remaining(state))
        return f"opponent force {action.target} is not there to engage; remaining forces: {left}"
    return (
        "nothing of your tribe can come back to you (no card in your hand, deck, discard pile or"
        " buildings, no garden): engage one of the remaining opponent forces"
    )


_ENGAGE_VERBS = frozenset({Verb.ENGAGE, Verb.PASS})

decisions.register(
    Engage,
    decisions.FrameRules(
        what="while choosing whether to engage an opponent force",
        own=lambda: _ENGAGE_VERBS,
        legal=engage_legal,
        apply=engage_apply,
        decision=lambda frame: Decision("engage", frame.seat),
        why_not=engage_why_not,
    ),
)


# -- prize and loss ------------------------------------------------------------------------------


def _opponent_force(state: GameState, seat: int) -> list[int]:
    return state.players[OPPONENT].committed


def _own_force(state: GameState, seat: int) -> list[int]:
    return state.players[seat].committed


def _take_prize(state: GameState, seat: int, action: Action) -> None:
    """[003:339]: one card of the beaten force goes to her discard pile (face up: it was
    revealed)."""
    prize = take(state, state.players[OPPONENT].committed, action.cards)
    discard_publicly(state, seat, prize)
    state.emit(Event(EventType.GAINED, state.round, seat, action.cards, 1, text="prize"))


def _lose_card(state: GameState, seat: int, action: Action) -> None:
    """[003:340]: one card of her own force, her choice, leaves the game."""
    player = state.players[seat]
    lost = take(state, player.committed, action.cards)
    player.removed.extend(lost)
    state.emit(Event(EventType.SKIRMISH_LOST, state.round, seat, action.cards, 1, text="removed"))


choices.register(PRIZE, choices.Choice(Verb.KEEP, "prize", _opponent_force, _take_prize, least=1, most=1))
choices.register(LOSS, choices.Choice(Verb.REMOVE, "loss", _own_force, _lose_card, least=1, most=1))


# -- the opponent ------------------------------------------------------------------------------


class Opponent:
    """The opponent forces' choices, made by the engine to their maximum advantage (RULINGS
    V-5): a save whenever one is possible (the first snipe is saved), and on its skirmish turn
    whatever leaves the player weakest (tear gas on her strongest member), one at a time."""

    def play(self, state: GameState, frame: Frame) -> None:
        legal = decisions.legal(state, frame, OPPONENT)
        if isinstance(frame, Window):
            saves = [a for a in legal if a.verb is Verb.SAVE]
            decisions.apply(state, frame, OPPONENT, saves[0] if saves else Action(Verb.PASS))
            return
        if isinstance(frame, SkirmishTurn):
            decisions.apply(state, frame, OPPONENT, _best(state, frame, legal))
            return
        decisions.apply(state, frame, OPPONENT, legal[0])


def _advantage(state: GameState) -> tuple[int, int, int]:
    """How good the skirmish stands for the opponent: the result, then the player's weakness."""
    mine, _ = strengths(state)
    won = outcome(state)
    rank = 2 if won == OPPONENT else 1 if won is None else 0
    return rank, -int(mine.has_fight), -mine.fight


def _best(state: GameState, frame: SkirmishTurn, legal: list[Action]) -> Action:
    """The action that leaves the fight best for the opponent once it has played out: its
    snipes and disarms land (RULINGS V-5, [003:337]; its difficulty's snipers, [003:353]) and
    it plays on as well as it can. Whether the player saves is hers to choose when asked; the
    choice weighs only the revealed forces, never what she holds."""
    best, best_key = Action(Verb.PASS), _advantage(state)
    for action in legal:
        if action.verb is Verb.PASS:
            continue
        trial = state.clone(events=False)
        decisions.apply(trial, trial.stack[-1], OPPONENT, action)
        _played_out(trial)
        key = _advantage(trial)
        if key > best_key:
            best, best_key = action, key
    return best


def _played_out(trial: GameState) -> None:
    """Run a trial on to the end of the opponent's opportunity, just before the forces are
    judged: the player passes in every window she is asked in (a save), the opponent decides
    as it does."""
    stack = trial.stack
    while stack:
        top = stack[-1]
        settle = decisions.RULES[type(top)].settle
        if settle is not None and settle(trial, top):
            continue
        if deciding_seat(top) == OPPONENT:
            _OPPONENT.play(trial, top)
        elif isinstance(top, Window):
            decisions.apply(trial, top, PLAYER, Action(Verb.PASS))
        else:
            return


# -- scoring ------------------------------------------------------------------------------


def final_result(state: GameState) -> GameResult:
    """RULINGS V-7: every card she owns, in every zone, scores 1, a contested resource 2;
    leaders and buildings score nothing (no gangs in the solo game)."""
    base = score(state, PLAYER)
    points = 0
    for card in state.owned(PLAYER):
        kind = CATALOGUE[state.kinds[card]]
        if kind.type in (CardType.GANG, CardType.LEADER, CardType.BUILDING):
            continue
        points += CONTESTED_POINTS if kind.is_contested else 1
    return GameResult((Score(base.people, base.contested, base.cards, base.gangs, points),), (PLAYER,))


_OPPONENT = Opponent()
rounds.FLOWS[SOLO] = (SoloRound(), _OPPONENT)
