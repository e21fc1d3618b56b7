"""Argument helpers shared by the commands."""

from __future__ import annotations

import argparse

from scavengers.bots.agent import check_bot_name
from scavengers.engine.core.config import PLAYABLE_MODULES, RECON_MODULES, hq_level, hq_modules


def bot_lineup(text: str, players: int) -> list[str]:
    """``heuristic,random`` style text as one bot per seat; one name fills every seat. A bot
    may carry options: ``ismcts:iters=200``."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise argparse.ArgumentTypeError(f"give one bot or {players} (one per seat), got {len(names)}")
    for name in names:
        try:
            check_bot_name(name)  # a kind with options: ismcts:iters=200
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return names


def _whole_number(text: str, low: int, high: int | None, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < low or (high is not None and value > high):
        bounds = f"{low}-{high}" if high is not None else f"at least {low}"
        raise argparse.ArgumentTypeError(f"{what} must be {bounds}, got {value}")
    return value


def player_count(text: str) -> int:
    """A number of players, 2-5."""
    return _whole_number(text, 2, 5, "players")


def player_count_or_solo(text: str) -> int:
    """A number of players, 1 (the solo game) to 5."""
    return _whole_number(text, 1, 5, "players")


def positive(text: str) -> int:
    """A whole number of at least 1."""
    return _whole_number(text, 1, None, "it")


def hq_level_arg(text: str) -> int:
    """An HQ expansion level: 0 (the base game) to the highest playable module."""
    return _whole_number(text, 0, hq_level(PLAYABLE_MODULES), "the HQ level (modules playable so far)")


def recon_numbers(text: str) -> frozenset[str]:
    """Recon module numbers, e.g. ``1,3`` (modules are chosen à la carte)."""
    playable = [n for n, m in enumerate(RECON_MODULES, 1) if m in PLAYABLE_MODULES]
    chosen = set()
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        number = _whole_number(word, 1, len(RECON_MODULES), "a Recon module")
        if number not in playable:
            raise argparse.ArgumentTypeError(
                f"Recon module {number} is not playable yet; playable: {', '.join(map(str, playable))}"
            )
        chosen.add(RECON_MODULES[number - 1])
    return frozenset(chosen)


def add_hq_option(parser: argparse.ArgumentParser) -> None:
    """``--hq N``: HQ modules 1..N (they are cumulative); ``--recon 1,3``: Recon modules,
    chosen à la carte, alone or with HQ."""
    parser.add_argument(
        "--hq",
        type=hq_level_arg,
        default=0,
        metavar="N",
        help=f"HQ expansion modules 1..N (0: base game; playable now: 0-{hq_level(PLAYABLE_MODULES)})",
    )
    playable = ",".join(str(n) for n, m in enumerate(RECON_MODULES, 1) if m in PLAYABLE_MODULES)
    parser.add_argument(
        "--recon",
        type=recon_numbers,
        default=frozenset(),
        metavar="LIST",
        help=f"Recon expansion modules, any of them, e.g. 1,2 (playable now: {playable})",
    )


def modules_of(args: argparse.Namespace) -> frozenset[str]:
    """The modules the ``--hq`` and ``--recon`` options name."""
    recon: frozenset[str] = args.recon
    return hq_modules(args.hq) | recon
