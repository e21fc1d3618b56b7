"""Where a step of the learning environment goes: its own games replayed with more and more of
its work, in µs a step (docs/rl.md, "Speed").

The PettingZoo environment plays ``--games`` seeded games of random allowed words, and every
engine action it applied is recorded. Those actions are then replayed through ``Game.play``
alone; then with the deciding seat's ``view()`` once a decision; then with the observation built
from it; then with the words and masks of the decision; and the whole environment is run again.
Each layer's figure is the median of ``--repeats`` runs over the same actions (process time, so
other work on the machine counts less). With the compiled build on ``PYTHONPATH`` it measures
that build:

    python tools/measure_rl_layers.py --players 4 --games 20 --repeats 5
"""

from __future__ import annotations

import argparse
import statistics
import time

from scavengers.engine import Action, Game, GameConfig
from scavengers.rl.driver import mask_of
from scavengers.rl.observation import observe
from scavengers.rl.words import Phrase, action_words
from scavengers.sim.bench import rl_steps

LAYERS = ("the engine", "+ view()", "+ the observation", "+ the words and masks")

Played = list[tuple[GameConfig, list[Action]]]
"""Each game's config and the engine actions the environment applied, in order."""


def recorded(players: int, seeds: list[int]) -> tuple[Played, int]:
    """The environment through the games (``scavengers bench --rl``'s run), every game it
    starts and every engine action it applies noted; and the steps it took."""
    played: Played = []
    new, play = Game.__dict__["new"], Game.play

    def starting(config: GameConfig) -> Game:
        played.append((config, []))
        game: Game = new.__func__(Game, config)
        return game

    def noting(game: Game, action: Action, *, ask_windows: bool = False) -> None:
        played[-1][1].append(action)
        play(game, action, ask_windows=ask_windows)

    Game.new = staticmethod(starting)  # type: ignore[method-assign]
    Game.play = noting  # type: ignore[method-assign,assignment]
    try:
        _, steps = rl_steps(seeds, players, frozenset())
    finally:
        Game.new, Game.play = new, play  # type: ignore[method-assign]
    return played, steps


def replayed(players: int, played: Played, depth: int) -> float:
    """Seconds to replay ``played`` with the first ``depth`` layers of the environment's work."""
    size = max(players, 2)
    started = time.process_time()
    for config, actions in played:
        game = Game.new(config)
        # As the driver does: decisions with a single action are taken, but a reaction window's
        # pass that the table cannot tell is forced (the PettingZoo environment asks it).
        while not game.over and len(game.legal_actions(game.to_act[0])) == 1 and not game.asked_anyway():
            game.play(game.legal_actions(game.to_act[0])[0], ask_windows=True)
        for action in actions:
            seat = game.to_act[0]
            if depth >= 1:
                view = game.view(seat)
            if depth >= 2:
                observe(view)
            if depth >= 3:
                phrase = Phrase(game.legal_actions(seat), seat, size, ask_every=True)
                words = action_words(action, seat, size)
                while phrase.action is None:
                    mask_of(phrase.allowed)
                    phrase.choose(words[phrase.depth])
            game.play(action, ask_windows=True)
    return time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4, help="players a game (default 4)")
    parser.add_argument("--games", type=int, default=20, help="seeded games (default 20)")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each layer; medians (default 5)")
    options = parser.parse_args()
    seeds = list(range(options.games))
    played, steps = recorded(options.players, seeds)
    runs: dict[str, list[float]] = {name: [] for name in (*LAYERS, "the whole step")}
    for _ in range(options.repeats):
        for depth, name in enumerate(LAYERS):
            runs[name].append(replayed(options.players, played, depth))
        runs["the whole step"].append(rl_steps(seeds, options.players, frozenset())[0])
    print(f"{options.players} players, {options.games} games, {steps} steps; µs a step (median of {options.repeats}):")
    before = 0.0
    for name, seconds in runs.items():
        total = statistics.median(seconds) / steps * 1e6
        what = ", PettingZoo's loop and the rest" if name == "the whole step" else ""
        step = "" if name == LAYERS[0] else f" ({total - before:+.1f}{what})"
        print(f"  {name:<24} {total:6.1f}{step}")
        before = total


if __name__ == "__main__":
    main()
