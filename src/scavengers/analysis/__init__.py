"""Hints during a game and the analysis after it, both the search bot's judgement from one
seat's view only (docs/analysis.md).

- :func:`hint`: the best few actions for a seat's decision now, each with its estimated
  chance to win, within a budget, with progress and a way to stop.
- :func:`review`: every decision a seat made over a game, from what it could see then, with
  the win chance before and after, the costliest marked in words.
"""

from scavengers.analysis.hints import HINT_SECONDS, Budget, Hint, HintError, Suggestion, hint
from scavengers.analysis.review import REVIEW_ITERATIONS, Review, Reviewed, ReviewError, review

__all__ = [
    "HINT_SECONDS",
    "REVIEW_ITERATIONS",
    "Budget",
    "Hint",
    "HintError",
    "Review",
    "ReviewError",
    "Reviewed",
    "Suggestion",
    "hint",
    "review",
]
