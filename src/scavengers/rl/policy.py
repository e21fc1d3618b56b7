"""A small policy network in plain NumPy: the learned bot plays with it, ``scavengers train`` fits it.

The network reads one observation (:mod:`scavengers.rl.observation`, each number taken as
``log(1 + x)`` so that counts of a few hundred and flags share a scale), passes it through
two ReLU layers and gives a score (logit) for every word of :data:`~scavengers.rl.words.WORDS`
and an estimate of the seat's reward (its value). A choice is the best-scored word the mask
allows (or one drawn from the masked softmax, to explore). Inference is a few matrix-vector
products: no deep-learning library is needed to play. ``scavengers train`` fits the same
arrays with PyTorch (:mod:`scavengers.rl.train`) and exports them here.
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

import numpy as np
import numpy.typing as npt

from scavengers.engine import Action, View
from scavengers.rl.driver import mask_of
from scavengers.rl.observation import SIZE, observe, with_words
from scavengers.rl.words import WORDS, Phrase, seat_modulus

Array = npt.NDArray[np.float32]
HIDDEN = 128
"""Units in each hidden layer (the default of ``scavengers train``)."""
PARAMETERS = ("w0", "b0", "w1", "b1", "wp", "bp", "wv", "bv")
"""The arrays of a policy: two hidden layers, the word scores (``p``) and the value (``v``)."""
MASKED = np.float32(-1e9)
"""The score of a word the mask forbids: nothing else comes near it."""


def features(observations: npt.NDArray[np.float32]) -> Array:
    """What the network reads of observations (one, or a batch in rows): ``log(1 + x)``."""
    return np.log1p(observations, dtype=np.float32)


class Policy:
    """The network's arrays (:data:`PARAMETERS`, float32) and the forward pass."""

    __slots__ = ("params",)

    def __init__(self, params: dict[str, Array]) -> None:
        missing = [name for name in PARAMETERS if name not in params]
        if missing:
            raise ValueError(f"a policy needs the arrays {', '.join(PARAMETERS)}; missing {', '.join(missing)}")
        if params["w0"].shape[0] != SIZE or params["wp"].shape[1] != len(WORDS):
            raise ValueError(
                f"this policy reads {params['w0'].shape[0]} numbers and scores {params['wp'].shape[1]} words; "
                f"the environment has {SIZE} and {len(WORDS)}"
            )
        self.params = {name: np.ascontiguousarray(params[name], dtype=np.float32) for name in PARAMETERS}

    @classmethod
    def load(cls, source: Path | IO[bytes]) -> Policy:
        """A policy saved by :meth:`save` (float16 or float32 arrays); ``ValueError`` with the
        reason for a file that cannot be read or is not one."""
        try:
            saved = np.load(source)
            if not isinstance(saved, np.lib.npyio.NpzFile):  # one bare array (.npy)
                raise ValueError(source)
            with saved:
                arrays = {name: saved[name].astype(np.float32) for name in PARAMETERS if name in saved.files}
        except (OSError, ValueError, EOFError, zipfile.BadZipFile) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else "not a policy file (.npz)"
            raise ValueError(f"cannot read the weights {str(source)[:200]}: {reason}") from None
        return cls(arrays)  # its own ValueError for the arrays of another environment

    def save(self, target: Path | IO[bytes], *, half: bool = False) -> None:
        """Write the arrays as ``.npz`` (in float16 with ``half``: half the size, for shipping)."""
        dtype = np.float16 if half else np.float32
        arrays: dict[str, Any] = {name: array.astype(dtype) for name, array in self.params.items()}
        np.savez_compressed(target, **arrays)

    def forward(self, x: Array) -> tuple[Array, Array, Array, Array]:
        """Scores and values of a batch of :func:`features` rows, with the two hidden layers
        (the trainer's backward pass needs them)."""
        p = self.params
        h0 = np.maximum(x @ p["w0"] + p["b0"], 0.0)
        h1 = np.maximum(h0 @ p["w1"] + p["b1"], 0.0)
        return h1 @ p["wp"] + p["bp"], (h1 @ p["wv"] + p["bv"])[:, 0], h0, h1

    def scores(self, observation: Array, mask: npt.NDArray[np.int8]) -> Array:
        """One observation's word scores, :data:`MASKED` where ``mask`` is 0.

        Computed without BLAS, by NumPy's own loops: the observation's few non-zero numbers
        pick their rows of the first layer. A BLAS library would spread these small products
        over threads, which costs far more than it saves (tens of milliseconds on a busy
        machine instead of a fraction of one)."""
        p = self.params
        present = np.flatnonzero(observation)
        h0 = np.maximum(np.einsum("i,ij->j", features(observation[present]), p["w0"][present]) + p["b0"], 0.0)
        h1 = np.maximum(np.einsum("i,ij->j", h0, p["w1"]) + p["b1"], 0.0)
        return np.where(mask > 0, np.einsum("i,ij->j", h1, p["wp"]) + p["bp"], MASKED)

    def choose(
        self,
        observation: Array,
        mask: npt.NDArray[np.int8],
        rng: np.random.Generator | None = None,
        temperature: float = 1.0,
    ) -> tuple[int, float]:
        """A word the mask allows and its log-probability under the masked softmax: the
        best-scored one, or with ``rng`` one drawn from the softmax at ``temperature``."""
        scores = self.scores(observation, mask)
        if rng is None:
            word = int(np.argmax(scores))
            shifted = scores - scores[word]
            return word, float(-np.log(np.exp(shifted).sum()))
        with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
            scaled = scores / np.float32(temperature)
        top = scaled.max()
        if not np.isfinite(top):  # a temperature so low that the scores overflow: the best word
            return self.choose(observation, mask)
        scaled -= top
        # Only the words the mask allows: at a high temperature a forbidden word's -1e9 comes near.
        probabilities = np.where(mask > 0, np.exp(scaled), np.float32(0))
        total = probabilities.sum()
        word = int(rng.choice(len(probabilities), p=probabilities / total))
        return word, float(scaled[word] - np.log(total))


def masked_log_softmax(scores: Array, masks: npt.NDArray[np.bool_]) -> Array:
    """Rows of log-probabilities over the words each row's mask allows (forbidden: very low)."""
    scores = np.where(masks, scores, MASKED)
    scores = scores - scores.max(axis=1, keepdims=True)
    result: Array = scores - np.log(np.exp(scores).sum(axis=1, keepdims=True))
    return result


WordChooser = Callable[[Array, npt.NDArray[np.int8], Phrase], int]
"""Picks the next word from the observation (with the words chosen so far), the mask and the
decision in words."""


def spell(view: View, legal: Sequence[Action], choose_word: WordChooser) -> Action:
    """The action of ``legal`` that ``choose_word`` names one word at a time, as the
    Gymnasium environment asks for it (forced words are taken at once, and a decision with one
    legal action asks nothing; where the PettingZoo environment asks a forced word too, a
    policy has one word to choose, which changes nothing). Built from ``view`` (a seat's) and
    ``legal`` only."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no decision")
    phrase = Phrase(legal, seat, seat_modulus(view.players))
    base = observe(view)
    while phrase.action is None:
        words = phrase.words
        phrase.choose(choose_word(with_words(base, words) if words else base, mask_of(phrase.allowed), phrase))
    return phrase.action


__all__ = ["HIDDEN", "PARAMETERS", "Policy", "features", "masked_log_softmax", "spell"]
