"""Argument helpers shared by the commands."""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

from scavengers.bots.agent import check_bot_name
from scavengers.engine.core.config import (
    KNOWN_EDITIONS,
    KNOWN_VARIANTS,
    PLAYABLE_EDITIONS,
    PLAYABLE_MODULES,
    PLAYABLE_VARIANTS,
    RECON_MODULES,
    SEED_LIMIT,
    SOLO,
    SOLO_FAMILIES,
    Edition,
    hq_level,
    hq_modules,
)
from scavengers.engine.setup.table import ScenarioWarning
from scavengers.text import for_people


def bot_lineup(text: str, players: int) -> list[str]:
    """``heuristic,random`` style text as one bot per seat; one name fills every seat. A bot
    may carry options: ``ismcts:iters=200``."""
    names = bot_names(text)
    if text.strip() and len(names) != text.count(",") + 1:  # a blank between commas
        raise argparse.ArgumentTypeError(
            f"a bot name is empty in {text[:60]!r}: give names separated by commas, e.g. heuristic,random"
        )
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


def seat_count(players: int | None, bots: str | None, default: int = 4) -> int:
    """The number of seats: ``--players`` where given, else one per name of a ``--bots`` list
    of several names, else ``default``."""
    if players is not None:
        return players
    names = bot_names(bots or "")
    return len(names) if len(names) > 1 else default


def bot_names(text: str) -> list[str]:
    """The names of ``heuristic,random`` style text, as given (blank ones left out)."""
    return [name.strip() for name in text.split(",") if name.strip()]


def unwritable(folder: Path) -> str | None:
    """Make ``folder`` (and its parents) and check a file can be written there: why not, or
    ``None`` when it can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return error.strerror or str(error)
    return None


def writable_folder(folder: Path, option: str) -> None:
    """Make ``folder`` and check a file can be written there; one clear line (``SystemExit``)
    if not, so a long run does not fail only at its end."""
    why = unwritable(folder)
    if why is not None:
        raise SystemExit(f"{option} {folder}: cannot write there ({why})")


BOTS_NAMED = "easy, heuristic, ismcts, ismcts:time=1.0, random, ..."
"""The bots a ``--bots`` option's help names (an unknown name is answered with all of them)."""


class CommandParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, as every other error of the command
    (``scavengers: error: ...``, exit status 2), with where to find the options, instead of
    argparse's usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"scavengers: error: {message} (see: {self.prog} --help)\n")


USAGE_ERROR = 2
"""Exit status for a command that cannot start: bad arguments or an unreadable file."""


def one_line(message: str) -> str:
    """``message`` on one line: a character that prints as none (a newline or a control
    character in a file's name) is written as its escape (``\\n``)."""
    if message.isprintable():
        return message
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)


def fail(message: str) -> int:
    """Print a one-line error for a person and return the exit status for it."""
    print(f"scavengers: error: {one_line(message)}", file=sys.stderr)
    return USAGE_ERROR


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


def seed_number(text: str) -> int:
    """A series', study's or search's seed: a whole number below 2**64 in size, as the engine's
    own seeds (``GameConfig``, ``scavengers play --seed``). The engine reads a seed modulo 2**64
    (``Rng``), so a larger one would quietly play the games of a smaller one."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text[:40]!r}") from None  # argparse's words
    if not -SEED_LIMIT < value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            f"the seed must be below 2**64 in size (from -{SEED_LIMIT - 1} to {SEED_LIMIT - 1}), "
            f"got a {value.bit_length()}-bit number"
        )
    return value


def port_number(text: str) -> int:
    """A TCP port, 1-65535."""
    return _whole_number(text, 1, 65535, "the port")


def positive(text: str) -> int:
    """A whole number of at least 1."""
    return _whole_number(text, 1, None, "it")


def zero_or_more(text: str) -> int:
    """A whole number of at least 0 (``--bot-workers 0``: no threads), never a negative one
    taken quietly as 0."""
    return _whole_number(text, 0, None, "it")


MAX_STUDY_GAMES = 2_000_000
"""The most games one ``report`` plays, its arms together: each is dealt to plan it before the
first is played (about half a kilobyte each), so a number far beyond any study would only fill
the memory before anything was said."""
MAX_SERIES_GAMES = 1_000_000_000
"""The most games one ``simulate`` series plays (its games are scheduled lazily; a count
beyond any series, 2**63 and up, overflowed before anything was said)."""


def game_count(text: str, most: int = MAX_SERIES_GAMES, what: str = "a series") -> int:
    """A number of games, 1 to ``most``."""
    games = positive(text)
    if games > most:
        raise argparse.ArgumentTypeError(f"{what} plays at most {most:,} games, got {games}")
    return games


def study_game_count(text: str) -> int:
    """A study's games in each arm: at most :data:`MAX_STUDY_GAMES` (the arms together are
    checked once they are known)."""
    return game_count(text, MAX_STUDY_GAMES, "a study")


def amount(text: str, what: str = "a number") -> float:
    """A finite number, 0 or more (``inf`` and ``nan`` are not: a bot waiting for ever, a weight
    without bound); ``what`` names it in the refusal, e.g. "a number of seconds"."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 <= value < math.inf:
        raise argparse.ArgumentTypeError(f"give {what}, 0 or more (e.g. 0.5), got {text!r}")
    return value


def positive_amount(text: str, what: str = "a number") -> float:
    """:func:`amount`, more than 0: every refusal says "above 0" (a negative one saying "0 or
    more" would send the person to a 0 that is refused too)."""
    try:
        value = amount(text, what)
    except argparse.ArgumentTypeError:
        value = 0.0
    if value == 0:
        raise argparse.ArgumentTypeError(f"give {what} above 0 (e.g. 0.5), got {text!r}")
    return value


def folder_name(text: str) -> Path:
    """A folder to write into, named: an empty name would write into the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("give a folder name (an empty one would write into the current folder)")
    return Path(text)


def ray_address(text: str) -> str:
    """``--ray ADDRESS``: ``auto``, or a cluster's ``HOST:PORT`` / ``ray://HOST[:PORT]``. An
    address with no host (``ray://``, ``:6379``), a blank, or a port that is no port is a bad
    command line, refused at once: Ray itself would try such a one for half a minute, then fail
    with its own log lines (docs/reports.md "On a Ray cluster")."""
    address = text.strip()
    rest = address.split("://", 1)[-1]
    host, colon, port = rest.rpartition(":") if ":" in rest else (rest, "", "")
    if address in ("auto", "local"):
        return address
    if not address or any(c.isspace() for c in address) or not host or (colon and not 1 <= _port(port) <= 65535):
        raise argparse.ArgumentTypeError(
            f"give the address of a running Ray cluster (ray://HOST:10001, HOST:6379 or auto), got {text[:60]!r}; "
            "--ray alone starts a local one"
        )
    return address


def _port(text: str) -> int:
    """A port's number, or 0 where ``text`` is none."""
    return int(text) if text.isdigit() else 0


def hq_level_arg(text: str) -> int:
    """An HQ expansion level: 0 (the base game) to the highest playable module."""
    return _whole_number(text, 0, hq_level(PLAYABLE_MODULES), "the HQ level (modules playable so far)")


def recon_numbers(text: str) -> frozenset[str]:
    """Recon module numbers, e.g. ``1,3`` (modules are chosen à la carte)."""
    playable = [n for n, m in enumerate(RECON_MODULES, 1) if m in PLAYABLE_MODULES]
    chosen = set()
    words = [w.strip() for w in text.split(",")]
    if words != [""] and "" in words:  # "--recon ''" is none; "1,,2" is a typo
        raise argparse.ArgumentTypeError(
            f"a Recon module is empty in {text[:40]!r}: give numbers separated by commas, e.g. 1,2"
        )
    for word in words:
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


def variant_names(text: str) -> frozenset[str]:
    """Variant names, one or a comma list: ``alternate_brawlers,leader_draft``."""
    chosen = set()
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        if word not in KNOWN_VARIANTS:
            raise argparse.ArgumentTypeError(
                f"unknown variant {word[:40]!r}; variants: {', '.join(sorted(KNOWN_VARIANTS))}"
            )
        if word not in PLAYABLE_VARIANTS:
            raise argparse.ArgumentTypeError(f"the {word} variant is not playable yet")
        chosen.add(word)
    return frozenset(chosen)


def edition_name(text: str) -> str:
    """A rules edition: ``2015`` (the default) or ``2012``."""
    if text not in KNOWN_EDITIONS:
        raise argparse.ArgumentTypeError(
            f"the rules are {' or '.join(sorted(KNOWN_EDITIONS, reverse=True))}, got {text[:40]!r}"
        )
    if text not in PLAYABLE_EDITIONS:
        raise argparse.ArgumentTypeError(f"the {text} rules are not playable yet")
    return text


def add_variant_options(parser: argparse.ArgumentParser) -> None:
    """``--variant NAME`` (repeatable, or a comma list) and ``--rules 2015|2012``."""
    parser.add_argument(
        "--variant",
        type=variant_names,
        action="append",
        default=[],
        metavar="NAME",
        help=(
            "a variant, repeatable or comma-separated: "
            + ", ".join(sorted(PLAYABLE_VARIANTS))
            + " (leader_draft needs --hq 3 or more)"
        ),
    )
    parser.add_argument(
        "--rules",
        type=edition_name,
        default=str(Edition.E2015),
        metavar="EDITION",
        help="play by the 2015 rulebook (default) or the older 2012 one where they differ: "
        + ", ".join(sorted(PLAYABLE_EDITIONS, reverse=True)),
    )


def variants_of(args: argparse.Namespace) -> frozenset[str]:
    """The variants the ``--variant`` options name."""
    given: list[frozenset[str]] = args.variant
    return frozenset().union(*given)


def sealed_refusal(why: str, file: Path) -> str:
    """The refusal to show a seat of an unfinished saved game (``Table.sealed`` says ``why``)."""
    return f"this game is not finished: {why}; finish it first (scavengers play --load {file})"


def solo_kinds(text: str) -> tuple[str, ...]:
    """``brawler,brawler,sniper_team``: the mercenaries a harder solo game adds [003:353]."""
    names = tuple(name.strip() for name in text.split(","))
    if not all(names):
        raise argparse.ArgumentTypeError(
            f"a card id is empty in {text[:60]!r}: give card ids separated by commas, e.g. brawler,brawler,sniper_team"
        )
    return names


def families_count(text: str) -> int:
    """How many tribal families a harder solo game takes out, 0-6 [003:353]."""
    return _whole_number(text, 0, len(SOLO_FAMILIES), "the number of tribal families")


def add_solo_options(parser: argparse.ArgumentParser) -> None:
    """``--solo-add KINDS`` and ``--solo-drop-families N``: the solo game's difficulty."""
    parser.add_argument(
        "--solo-add",
        type=solo_kinds,
        default=(),
        metavar="KINDS",
        help=(
            "solo game (--players 1) made harder: mercenaries shuffled into the opponent forces, "
            "comma-separated, repeats allowed, each with a fight value or a snipe, e.g. brawler,brawler,sniper_team "
            "(taken from the box or their market stack; HQ and Recon ones need a module of their box)"
        ),
    )
    parser.add_argument(
        "--solo-drop-families",
        type=families_count,
        default=0,
        metavar="N",
        help=(
            f"solo game (--players 1) made harder: take N tribal families (0-{len(SOLO_FAMILIES)}, the largest "
            "first) out of the opponent forces, where their fight of 0 would weaken them"
        ),
    )


def solo_options_of(args: argparse.Namespace) -> tuple[tuple[str, ...], int]:
    """The ``GameConfig`` ``solo_added`` and ``solo_families_removed`` the solo difficulty
    options give; an ``ArgumentTypeError`` where they are given to a game that is not solo."""
    given = [
        flag
        for flag, value in (("--solo-add", args.solo_add), ("--solo-drop-families", args.solo_drop_families))
        if value
    ]
    if given and args.players != SOLO:
        verb = "make" if len(given) > 1 else "makes"
        raise argparse.ArgumentTypeError(f"{' and '.join(given)} {verb} the solo game harder: play it with --players 1")
    return tuple(args.solo_add), args.solo_drop_families


@contextlib.contextmanager
def table_warnings(where: str = "") -> Iterator[None]:
    """A stacked table that the rules could not have reached (a building's timer longer than
    its build time...) is set up as given (docs/scenarios.md), and said so: each such warning
    once, on a line of its own (``scavengers: warning: FILE: ...``), not as Python's warning with
    the engine's source file and line. Any other warning goes on as it came."""
    recorded: list[warnings.WarningMessage] = []
    try:
        with warnings.catch_warnings(record=True) as recorded:
            warnings.simplefilter("always", ScenarioWarning)
            yield
    finally:
        said: list[str] = []
        for doubt in recorded:
            if not issubclass(doubt.category, ScenarioWarning):
                warnings.warn_explicit(doubt.message, doubt.category, doubt.filename, doubt.lineno)
            elif str(doubt.message) not in said:  # a table may be set up twice: to read it, to play it
                said.append(str(doubt.message))
        prefix = f"{where}: " if where else ""
        for message in said:
            print(f"scavengers: warning: {prefix}{for_people(message)}", file=sys.stderr)
