"""The lobby's endpoints: names for modules and bots, the rules, the action menu a seat chooses
from, tables with free seats to join, sitting down with a seat's link, players' names, seats
handed to bots and "play again".

Every answer is built from public facts or from the asking seat's own view and legal actions
(the menu is the terminal's, :func:`scavengers.tui.menu.menu`, so both front ends offer the same
ranked choices with the engine's totals). A seat's token proves the seat; a seat given to the
lobby has no token until someone joins it, and only the joiner learns the new one; a seat sat
down at with its link gets a new one the same way (its link, kept by its creator, then opens
nothing), and a person's seat nobody took may be handed to a bot.
"""

from __future__ import annotations

import asyncio
import re
import secrets
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache, partial
from importlib.resources import files
from typing import Annotated, Any, Final

from fastapi import APIRouter, Query, Request
from markdown_it import MarkdownIt
from pydantic import BaseModel, ConfigDict, Field

from scavengers.bots.agent import agent_names
from scavengers.engine import Action, ConfigError, Event, ForceStrength, GameConfig, Verb, View, hq_modules
from scavengers.engine.core.config import HQ_MODULES, KNOWN_MODULES, MAX_PLAYERS, PLAYABLE_MODULES, PLAYABLE_VARIANTS
from scavengers.server.hub import Hub, RefusedError, Table, clean_text, hash_token
from scavengers.server.limits import ClientLimits, client_address
from scavengers.storage.base import Seating
from scavengers.table import HUMAN
from scavengers.tui.menu import menu, with_food_note
from scavengers.tui.render import prompt

MAX_NAME_CHARS = 30
MAX_PICKED = 40
MAX_HELD_GAMES = 200
"""The most games one look at the seats a browser holds asks about (the lobby lists 100)."""

TOKEN_SHAPE: Final = re.compile(r"[A-Za-z0-9_-]{22,86}")
"""A seat's token a client makes (``next_token``): at least 128 bits of a URL-safe alphabet, as
the server's own (``secrets.token_urlsafe(16)``)."""

MODULES: dict[str, tuple[str, str]] = {
    "hq1": (
        "HQ 1: Medics, Tools and Gangs",
        "medics save sniped cards; rifles, toolkits; gangs join the tribe with the most tools or meds",
    ),
    "hq2": ("HQ 2: Engineers and buildings", "engineers dig schematics; buildings store cards or grow food"),
    "hq3": ("HQ 3: Tribal leaders", "each tribe keeps one of two leaders with a lasting or once-a-round power"),
    "hq4": ("HQ 4: Dirty Deeds", "saboteurs disable buildings, snipers wound leaders; repair and heal"),
    "recon1": ("Recon 1: Spy Hunter", "spies look at hidden cards; binoculars; scouting refugees"),
    "recon2": ("Recon 2: Liars and Thieves", "assassins, guards, provocateurs and rogues"),
    "recon3": ("Recon 3: Expanding the Ranks", "new mercenaries, decoys and a scout tower"),
    "recon4": ("Recon 4: Random contested resources", "cargo sleds, combat medics, tear gas and more"),
    "recon5": ("Recon 5: The Kitchen Sink", "the Humanitarians, the map; with HQ 3, the Swindler and the Yardmaster"),
}
"""Each module's name and what it adds, in a few words (the ids are what the API takes)."""

BOTS: dict[str, tuple[str, str]] = {
    "heuristic": ("Heuristic bot", "a real opponent: reads the skirmish, bluffs, snipes the strongest card"),
    "heuristic_v1": ("Heuristic bot, first version", "the heuristic bot as it first played"),
    "ismcts": ("Search bot", "plays out games sampled from what its seat knows; strong with every module, and slower"),
    "learned": (
        "Learned bot",
        "a neural network trained on thousands of games; strong and fast, weaker with every module at once",
    ),
    "easy": ("Easy bot", "random among sensible moves"),
    "random": ("Random bot", "any legal move (for testing)"),
    "allin": ("All-in bot", "keeps every card for the skirmish (for testing)"),
}
"""Each bot's name and how it plays."""

VARIANTS: dict[str, str] = {
    "alternate_refugees": "Scouting refugees start instead of refugees",
    "alternate_scavengers": "Hardy scavengers start instead of scavengers",
    "alternate_brawlers": "Guards start instead of brawlers",
    "leader_draft": "Leader drafting (with HQ 3)",
}


def module_needs(module: str) -> list[str]:
    """The modules ``module`` is played with: the HQ modules before it (they are cumulative)."""
    return [str(m) for m in HQ_MODULES[: HQ_MODULES.index(module)]] if module in HQ_MODULES else []


@cache
def variant_needs(variant: str) -> list[str]:
    """The fewest HQ modules the engine plays ``variant`` with (leader drafting: HQ 1-3), asked
    of the engine itself, so that the lobby ticks them rather than make a game it refuses."""
    for level in range(len(HQ_MODULES) + 1):
        try:
            GameConfig(players=2, seed=0, modules=hq_modules(level), variants=frozenset({variant}))
        except ConfigError:
            continue
        return sorted(str(m) for m in hq_modules(level))
    return []


def bot_name(kind: str) -> str:
    """A seat's player in words: a bot's name, or ``person``."""
    return "person" if kind == HUMAN else BOTS.get(kind, (kind, ""))[0]


NOTATION_ON_THE_PAGE = (
    "Typing actions (notation)\n\n"
    "Type an action in the box under your choices and press Enter. Cards are typed by their id: "
    "point at a card to read it, with its id, in the corner. A person and the cards it uses are "
    "joined with `+`.\n\n"
)
"""The page's own opening of the rules' notation part (the terminal's speaks of its colours
and keys); the table of examples under it is the terminal's."""
VARIANTS_ON_THE_PAGE = "\nOn this page they are chosen in the lobby, under **New game** (Variants, Rules).\n"
SOLO_BEST_IN_THE_TERMINAL = "Your best score is kept for each set of modules and difficulty."
SOLO_BEST_ON_THE_PAGE = (
    "This browser keeps your best score for each set of modules, variants, rules and solo difficulty, and the end "
    "screen shows it beside the game's."
)
"""Where the solo game's personal best is kept: the terminal keeps it in a file, the page in
the browser (app.js, ``soloBest``)."""
_COMMAND_FLAGS = re.compile(r"`--[^`]*`(?:,\s+`[^`]*`)*(?:,\s+)?")
"""The terminal's options in the rules (`--variant leader_draft`, `--rules 2012`) and the
ids listed after one: the page chooses variants in the lobby instead."""


@cache
def rules_html() -> str:
    """The rules in our own words for the page, as HTML: the game's rules as the terminal's help
    gives them (shared, so that both front ends teach the same game), with the terminal's own
    parts (its keys, its options, how its command line completes) replaced by the page's, and
    the page's "Using this page" (``web/page-help.md``) before the notation."""
    text = (files("scavengers") / "tui" / "rules.md").read_text(encoding="utf-8")
    parts = [_for_the_page(part) for part in text.split("\n## ") if not part.startswith("Keys")]
    using = (files("scavengers") / "web" / "page-help.md").read_text(encoding="utf-8").removeprefix("## ")
    typing = next((i for i, part in enumerate(parts) if part.startswith("Typing actions")), len(parts))
    parts.insert(typing, using.strip() + "\n")
    html: str = MarkdownIt("commonmark").enable("table").render("\n## ".join(parts))
    return html


def _for_the_page(part: str) -> str:
    """One part of the terminal's rules (after its ``## ``), as the page tells it."""
    if part.startswith("Typing actions"):
        table = part.find("\n|")
        return NOTATION_ON_THE_PAGE + part[table + 1 :] if table >= 0 else part
    page = re.sub(r" \(\)", "", _COMMAND_FLAGS.sub("", part)).replace(SOLO_BEST_IN_THE_TERMINAL, SOLO_BEST_ON_THE_PAGE)
    if part.startswith("Variants"):
        page = page.rstrip("\n") + "\n" + VARIANTS_ON_THE_PAGE
    return page


class MenuRequest(BaseModel):
    """The seat asking (its token; none: a spectator) and the cards it picked in its hand."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str | None = Field(None, max_length=200)
    picked: list[str] = Field(default_factory=list, max_length=MAX_PICKED)


class OpenSeats(BaseModel):
    """The creator's own seat (its token) and name, and the seats given to the lobby, each
    proven by its token: from then on nobody holds those seats until someone joins them."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str = Field(max_length=200)
    name: str | None = None  # at most MAX_NAME_CHARS, checked with the other rules of a name (clean_text)
    seats: dict[int, str] = Field(default_factory=dict, max_length=8)


NextToken = Annotated[
    str | None,
    Field(
        max_length=200,
        description=(
            "the token the seat is to be opened by from now on, made by the client (22-86 characters "
            "of A-Z, a-z, 0-9, - and _, from a strong random source); asked again with the same one "
            "after an answer that never came, the seat it already opens is answered again"
        ),
    ),
]
"""A request's optional ``next_token`` (joining, sitting down, playing again): see :data:`TOKEN_SHAPE`."""


class Join(BaseModel):
    """A free seat to take, and the name to play under (none: the seat is named as a person's
    without one, ``Seat 2``, as at a device playing every seat)."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    seat: int = Field(ge=0, strict=True)  # beyond the table: "no seat N: seats are 0-3", below
    name: str | None = None  # at most MAX_NAME_CHARS (clean_text)
    next_token: NextToken = None


class NameSeat(BaseModel):
    """A seat opened by its link (its token), and the name to play under."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str = Field(max_length=200)
    name: str  # at most MAX_NAME_CHARS (clean_text)


class SitDown(NameSeat):
    """Sitting down at the seat a link opened: its token, the name, and optionally the seat's
    next token (else the server makes one)."""

    next_token: NextToken = None


class BotSeat(BaseModel):
    """A person's seat nobody has taken, to hand to a bot: proven by its own token (a link
    nobody sat down with: its creator keeps it), or, for a seat listed in the lobby that nobody
    joined, by the token of the creator's seat."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str = Field(max_length=200)
    seat: int = Field(ge=0, strict=True)  # beyond the table: "no seat N: seats are 0-3", below
    bot: str = Field("heuristic", max_length=40, description="which bot: one of /api/lobby/setup's")


class Held(BaseModel):
    """The seats a browser keeps a token for, by game: ``{game: {seat: token}}``."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    games: dict[str, Annotated[dict[int, Annotated[str, Field(max_length=200)]], Field(max_length=MAX_PLAYERS)]] = (
        Field(max_length=MAX_HELD_GAMES)
    )


class Again(BaseModel):
    """A seat of a finished game (its token) asking to play again with the same people, and
    optionally its seat's token in the next game (else the server makes one)."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str = Field(max_length=200)
    next_token: NextToken = None


def menu_entries(
    view: View,
    legal: Sequence[Action],
    picked: Counter[str],
    names: Sequence[str],
    judge: Callable[[tuple[str, ...]], ForceStrength] | None = None,
) -> list[dict[str, Any]]:
    """A seat's choices as the page lists them, from its view and legal actions only: ranked,
    in words, with the engine's totals (the terminal's menu); with ``picked`` cards of her
    hand, what exactly those cards can do. ``action`` is the notation to send, ``None`` for a
    line that only explains. Picked cards she does not hold are refused (400). ``judge``: the
    engine's figure for some of her hand as a committed force (``Game.commit_strength``),
    shown beside a commit of them."""
    have = Counter(view.hand)
    if any(have[kind] < count for kind, count in picked.items()):
        raise RefusedError(400, "the picked cards are not all in your hand")
    if not legal or view.seat is None:
        return []
    choosing = view.decision is not None and view.decision.kind == "leader"
    # The terminal's menu, with its line before the hires (a hire spends all the turn's food).
    return [
        {"label": e.label, "action": None if e.action is None else str(e.action)}
        for e in with_food_note(menu(view, legal, picked, list(names), choosing, judge=judge), view)
    ]


def prompt_words(view: View, legal: Sequence[Action], names: Sequence[str], log: Sequence[Event] = ()) -> str:
    """The decision in front of the seat, in words (the terminal's prompt). Where ``pass`` is
    her only legal action, it says so ("You have nothing to answer it with: pass."); otherwise
    it names none of her answers, as before. Given the seat's ``log``, as the terminal gives
    it, a window on a strike names the card it aims at and a keep says whose draw it keeps
    from (the Organizer's, RULINGS L-4)."""
    only_pass = len(legal) == 1 and legal[0].verb is Verb.PASS
    return prompt(view, names, legal if only_pass else None, log).plain


def _names(table: Table) -> dict[str, str]:
    names: dict[str, str] = dict(table.options.get("names") or {})
    return names


def _open(table: Table) -> list[int]:
    return [int(s) for s in table.options.get("open") or []]


def table_line(table: Table) -> dict[str, Any]:
    """A lobby line: who sits where (names, bots, free seats), the modules: public facts only."""
    names = _names(table)
    free = set(_open(table))
    reserved = set((table.options.get("reserved") or {}).keys())
    seats = []
    for seat, kind in enumerate(table.seats):
        state = "open" if seat in free else "reserved" if str(seat) in reserved else "bot" if kind != HUMAN else "taken"
        seats.append({"seat": seat, "state": state, "name": names.get(str(seat)), "player": bot_name(kind)})
    game = table.game
    return {
        "id": table.id,
        "seats": seats,
        "modules": [MODULES.get(m, (m, ""))[0] for m in sorted(game.config.modules)],
        "round": game.round,
        "over": game.over,
        "hints": table.hints,
        "seeded": table.seeded,
        "next": table.options.get("next"),
    }


def too_many_games(creators: ClientLimits) -> RefusedError:
    """The 429 for a client over its allowance of new games: the wait in words and in
    ``Retry-After``, the same number."""
    wait = creators.wait_seconds
    return RefusedError(
        429, f"too many new games from your address; wait {wait} second{'' if wait == 1 else 's'}", retry_after=wait
    )


def lobby_routes(hub: Hub, creators: ClientLimits | None = None) -> APIRouter:
    """The lobby's routes for the games of ``hub``; ``creators``: each client's allowance of
    new games (a "play again" that starts one counts as creating it)."""
    router = APIRouter()

    async def store_seating(table: Table, before: Seating) -> None:
        """Store the table's new seating if the stored one is still ``before`` (another server
        process may have seated someone meanwhile: then take that one and refuse), and tell
        every watcher (names may have changed). The table's lock is held."""
        try:
            stored_it = await asyncio.to_thread(hub.store.seat_people, table.id, table.seating, before)
        except BaseException:
            table.seat(before)  # refused by the database (busy, gone): the seats as they were
            raise
        if not stored_it:
            stored = await asyncio.to_thread(hub.store.load_seating, table.id)
            table.seat(stored if stored is not None else before)
            raise RefusedError(409, "the seats of this game changed meanwhile; look again")
        table.seat(table.seating)

    def check_seat(table: Table, token: str) -> int:
        seat = table.seat_of(token)
        if seat is None:
            raise RefusedError(403, "a seat's token is needed")
        return seat

    @router.get("/api/lobby/setup")
    async def setup() -> dict[str, Any]:
        """Modules, bots and variants by name, with the ids the API takes; ``needs``: the
        modules one is played with (the HQ modules before an HQ module, HQ 1-3 for leader
        drafting), which the lobby ticks with it."""
        return {
            "modules": [
                {"id": m, "name": MODULES.get(m, (m, ""))[0], "about": MODULES.get(m, ("", ""))[1]}
                | {"playable": m in PLAYABLE_MODULES, "needs": module_needs(m)}
                for m in sorted(KNOWN_MODULES)
            ],
            "bots": [
                {"id": b, "name": BOTS.get(b, (b, ""))[0], "about": BOTS.get(b, ("", ""))[1]} for b in agent_names()
            ],
            "variants": [
                {"id": v, "name": VARIANTS.get(v, v.replace("_", " ")), "needs": variant_needs(v)}
                for v in sorted(PLAYABLE_VARIANTS)
            ],
        }

    @router.get("/api/rules")
    async def rules() -> dict[str, str]:
        """How to play, as HTML."""
        return {"html": rules_html()}

    @router.post("/api/games/{game_id}/menu")
    async def choices(game_id: str, asked: MenuRequest) -> dict[str, Any]:
        """The seat's decision in words and its actions to choose from, as the terminal lists
        them: ranked, with the engine's totals; with ``picked`` cards, what exactly those cards
        can do. ``action`` is the notation to send, ``null`` for a line that only explains."""
        table = await hub.table(game_id)
        seat = table.seat_of(asked.token)
        game = table.game
        view = game.view(seat)
        names = table.names
        legal = game.legal_actions(seat) if seat is not None else ()
        entries = (
            []
            if seat is None
            else menu_entries(view, legal, Counter(asked.picked), names, partial(game.commit_strength, seat))
        )
        words = prompt_words(view, legal, names, game.log(seat))
        return {"version": len(table.actions), "prompt": words, "entries": entries}

    @router.get("/api/lobby/tables")
    async def open_tables(limit: int = Query(100, ge=1, le=1000)) -> list[dict[str, Any]]:
        """Games still running with a free seat, newest first; the first ``limit`` of them (a
        table nobody joins stays listed until it sleeps, ``Limits.asleep_after``: every lobby
        page asks for this list every 5 seconds, and asking for the list wakes nothing)."""
        waiting = [t for t in hub.tables.values() if _open(t) and not t.game.over]
        return [table_line(t) for t in sorted(waiting, key=lambda t: t.created, reverse=True)[:limit]]

    @router.get("/api/lobby/tables/{game_id}")
    async def one_table(game_id: str) -> dict[str, Any]:
        """One game's lobby line (its rematch too, once someone asked for one)."""
        return table_line(await hub.table(game_id))

    @router.post("/api/lobby/tables/{game_id}/open")
    async def give_seats(game_id: str, given: OpenSeats) -> dict[str, Any]:
        """Name the creator's seat and list the given seats in the lobby for anyone to join."""
        table = await hub.table(game_id)
        async with table.lock:
            before = table.seating
            mine = check_seat(table, given.token)
            for seat, token in given.seats.items():
                if seat == mine or table.seat_of(token) != seat:
                    raise RefusedError(403, f"the token given for seat {seat} is not that seat's")
            names = _names(table)
            if given.name is not None:
                name = clean_text(given.name, MAX_NAME_CHARS, "the name")
                if names.get(str(mine), name) != name:  # a seat keeps its first name, as /name says
                    raise RefusedError(409, f"your seat already has a name: {names[str(mine)]}")
                names[str(mine)] = name
            for seat in given.seats:
                table.token_hashes[seat] = None
            table.options["host"] = mine  # who may hand a listed seat nobody joins to a bot
            table.options["names"] = names
            table.options["open"] = sorted(set(_open(table)) | set(given.seats))
            await store_seating(table, before)
        return table_line(table)

    @router.post("/api/lobby/tables/{game_id}/join")
    async def join(game_id: str, joining: Join, request: Request) -> dict[str, Any]:
        """Take a free seat under a name (or none); answers the seat's token and link (only the
        joiner ever sees them)."""
        table = await hub.table(game_id)
        name = None if joining.name is None else clean_text(joining.name, MAX_NAME_CHARS, "the name")
        async with table.lock:
            again = already_taken(table, joining.next_token, request)
            if again is not None:
                return again
            before = table.seating
            free = _open(table)
            if table.game.over:
                raise RefusedError(409, "this game is over")
            if joining.seat >= len(table.seats):
                raise RefusedError(400, f"no seat {joining.seat}: seats are 0-{len(table.seats) - 1}")
            if joining.seat not in free:
                raise RefusedError(409, f"seat {joining.seat} is not free: someone took it, or it was never offered")
            token = joining.next_token or secrets.token_urlsafe(16)
            table.token_hashes[joining.seat] = hash_token(token)
            table.options["open"] = [s for s in free if s != joining.seat]
            table.options["names"] = _names(table) | ({} if name is None else {str(joining.seat): name})
            await store_seating(table, before)
        return _seated(request, table, joining.seat, token)

    def already_taken(table: Table, next_token: str | None, request: Request) -> dict[str, Any] | None:
        """The answer again where a client's ``next_token`` already opens a seat (its sitting
        down or joining was taken, and the answer never reached it: a dropped connection, a
        server that stopped just then); ``None`` where it opens none (the request is new). A
        token of any other shape is refused: a seat's token must be hard to guess. The table's
        lock is held."""
        if next_token is None:
            return None
        if not TOKEN_SHAPE.fullmatch(next_token):
            raise RefusedError(400, "next_token must be 22-86 characters of A-Z, a-z, 0-9, - and _")
        try:
            seat = table.seat_of(next_token)  # None only for no token, which the shape rules out
        except RefusedError:  # it opens no seat: a new request
            return None
        return None if seat is None else _seated(request, table, seat, next_token)

    def name_once(table: Table, seat: int, name: str) -> None:
        """Give ``seat`` its name: refused once the game is over, or if it has one (a seat
        keeps the first name it is given: the log and the others' screens speak of her by it).
        The table's lock is held."""
        if table.game.over:
            raise RefusedError(409, "this game is over")
        names = _names(table)
        if str(seat) in names:
            raise RefusedError(409, f"your seat already has a name: {names[str(seat)]}")
        table.options["names"] = names | {str(seat): name}

    @router.post("/api/lobby/tables/{game_id}/name")
    async def name_seat(game_id: str, naming: NameSeat) -> dict[str, Any]:
        """Name the token's seat, keeping its token (the page sits down instead: ``sit``)."""
        table = await hub.table(game_id)
        name = clean_text(naming.name, MAX_NAME_CHARS, "the name")
        async with table.lock:
            before = table.seating
            name_once(table, check_seat(table, naming.token), name)
            await store_seating(table, before)
        return table_line(table)

    @router.post("/api/lobby/tables/{game_id}/sit")
    async def sit(game_id: str, sitting: SitDown, request: Request) -> dict[str, Any]:
        """Sit down under a name at the seat a link sent to her opened (its token), as joining
        in the lobby does: the seat gets a new token, which only she learns, and the link's
        stops opening it wherever it is kept (the creator's browser keeps every seat's link it
        made, to send them). Until someone sits down, a link opens its seat for whoever has
        it. Answers the seat's new token and link."""
        table = await hub.table(game_id)
        name = clean_text(sitting.name, MAX_NAME_CHARS, "the name")
        async with table.lock:
            again = already_taken(table, sitting.next_token, request)
            if again is not None:
                return again
            before = table.seating
            seat = check_seat(table, sitting.token)
            name_once(table, seat, name)
            token = sitting.next_token or secrets.token_urlsafe(16)
            table.token_hashes[seat] = hash_token(token)
            await store_seating(table, before)
        return _seated(request, table, seat, token)

    @router.post("/api/lobby/tables/{game_id}/bot")
    async def hand_to_bot(game_id: str, handing: BotSeat) -> dict[str, Any]:
        """Hand a person's seat that nobody has taken to a bot, which plays it from then on: the
        table no longer waits for a friend who does not come. A seat someone sat down at (named)
        or joined is hers, and a table keeps one person at least. The seat's token stops
        working, and its link with it."""
        table = await hub.table(game_id)
        if handing.bot not in agent_names():
            raise RefusedError(400, f"no bot {handing.bot!r}: choose from {', '.join(agent_names())}")
        async with table.lock:
            before = table.seating
            seat, free = handing.seat, _open(table)
            if table.game.over:
                raise RefusedError(409, "this game is over")
            if seat >= len(table.seats):
                raise RefusedError(400, f"no seat {seat}: seats are 0-{len(table.seats) - 1}")
            asker = check_seat(table, handing.token)
            if not table.is_human(seat):
                raise RefusedError(409, f"seat {seat} is played by a bot already")
            if str(seat) in _names(table):
                raise RefusedError(409, f"someone sits at seat {seat}: it is hers, not a bot's to take")
            if asker != seat and not (seat in free and asker == table.options.get("host")):
                raise RefusedError(
                    403, f"seat {seat} is not yours to hand to a bot: its link's, or the creator's for a listed seat"
                )
            if table.humans == [seat]:
                raise RefusedError(409, "a table keeps one person at least: its last seat cannot go to a bot")
            table.token_hashes[seat] = None
            table.options["open"] = [s for s in free if s != seat]
            table.options["bots"] = dict(table.options.get("bots") or {}) | {str(seat): handing.bot}
            await store_seating(table, before)
        hub.seated(table)
        return table_line(table)

    @router.post("/api/lobby/held")
    async def held(asked: Held) -> dict[str, list[int]]:
        """Of the seats a browser keeps a token for, those the token still opens, by game (a
        seat someone sat down at with its link, or given to the lobby, no longer is): the
        browser forgets the others. Only the games this server holds are answered."""
        answer: dict[str, list[int]] = {}
        for game_id, seats in asked.games.items():
            table = hub.tables.get(game_id)
            if table is not None:
                answer[game_id] = sorted(seat for seat, token in seats.items() if table.opens(seat, token))
        return answer

    @router.post("/api/lobby/tables/{game_id}/again")
    async def again(game_id: str, asked: Again, request: Request) -> dict[str, Any]:
        """Play again with the same people: the first to ask starts a new game with the same
        seats, modules and rules (a new seed); each person of the old game then takes the same
        seat there with her old token (kept for her until she does); free seats stay free."""
        old = await hub.table(game_id)
        seat = check_seat(old, asked.token)
        if not old.game.over:
            raise RefusedError(409, "the game is not over yet")
        async with old.lock:
            if old.options.get("next") is None:
                if creators is not None and not creators.allow(client_address(request)):
                    raise too_many_games(creators)
                was = old.seating
                config = old.game.config
                new, tokens = await hub.create(
                    len(old.seats),
                    old.seats,
                    sorted(config.modules),
                    None,
                    variants=sorted(config.variants),
                    rules=config.rules,
                    hints=old.hints,
                    solo_added=config.solo_added,  # a harder solo game's next is as hard [003:353]
                    solo_families_removed=config.solo_families_removed,
                )
                people = {s for s, kind in enumerate(old.seats) if kind == HUMAN}
                free = set(_open(old))
                fresh = new.seating
                new.options["names"] = _names(old)
                new.options["open"] = sorted(free)
                new.options["reserved"] = {
                    str(s): old.token_hashes[s] for s in sorted(people - free) if old.token_hashes[s] is not None
                }
                for s in tokens:
                    new.token_hashes[s] = None
                async with new.lock:
                    await store_seating(new, fresh)
                old.options["next"] = new.id
                await store_seating(old, was)
        new = await hub.table(str(old.options["next"]))
        async with new.lock:
            again = already_taken(new, asked.next_token, request)
            if again is not None:
                return again
            before = new.seating
            reserved = dict(new.options.get("reserved") or {})
            if reserved.get(str(seat)) != hash_token(asked.token):
                raise RefusedError(409, "your seat at the next game is already taken: open it from Your games")
            token = asked.next_token or secrets.token_urlsafe(16)
            new.token_hashes[seat] = hash_token(token)
            del reserved[str(seat)]
            new.options["reserved"] = reserved
            await store_seating(new, before)
        return _seated(request, new, seat, token)

    return router


def _seated(request: Request, table: Table, seat: int, token: str) -> dict[str, Any]:
    """The answer to taking a seat (joining, sitting down, playing again): the game, the seat,
    its token and its link, for the one who took it alone."""
    return {"id": table.id, "seat": seat, "token": token, "url": _url(request, table.id, token)}


def _url(request: Request, game_id: str, token: str) -> str:
    # From the configured address (create_app's public_url), never from the request's Host
    # header, which a client may forge; relative without one.
    base: str = getattr(request.app.state, "link_base", "")
    return f"{base}/game/{game_id}#token={token}"
