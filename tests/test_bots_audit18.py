"""Audit 18: the bots as a bot author and a strategist who has only README.md, docs/bots.md,
docs/analysis.md and DESIGN.md know them.

- Every bot name and option the docs list is taken by ``make_agent`` exactly as written, and
  nothing else: a bad name or option is refused in words that say what is wrong.
- Every bot returns one of the legal actions it is given, in every kind of game (1-5 players,
  HQ and Recon modules, the 2012 rules, the variants), at every kind of decision.
- Bots are honest (twin games that differ only in cards the seat cannot see get the same
  choice from the same seed) and deterministic (the same seed plays the same game).
- ``run_game``, the ``Determinizer``, hints and ``scavengers analyse`` behave as documented.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import perturb_hidden, run_main
from scavengers.analysis import Budget, HintError, hint
from scavengers.bots import Determinizer, Pace, make_agent, run_game
from scavengers.bots import agent as agent_module
from scavengers.bots.agent import Agent, agent_names, decide
from scavengers.bots.ismcts import IsmctsAgent
from scavengers.tui.session import HUMAN, Session

ROOT = Path(__file__).resolve().parent.parent
BOTS_DOC = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
ANALYSIS_DOC = (ROOT / "docs" / "analysis.md").read_text(encoding="utf-8")

RECON = sc.recon_modules(range(1, 6))
ALL = sc.hq_modules(4) | RECON

DOCUMENTED_BOTS = ("random", "easy", "heuristic", "heuristic_v1", "allin", "ismcts", "learned")
"""docs/bots.md's table of bots, in its order."""
DOCUMENTED_OPTIONS = {
    "ismcts": ("iters", "time", "search", "value", "playout", "c"),
    "learned": ("temperature", "weights"),
}
"""docs/bots.md's tables of options; every other bot takes none."""

CONFIGS: dict[str, sc.GameConfig] = {
    "solo": sc.GameConfig(players=1, seed=3),
    "solo-recon": sc.GameConfig(players=1, seed=4, modules=RECON),
    "base-2p": sc.GameConfig(players=2, seed=5),
    "hq4-3p-2012": sc.GameConfig(players=3, seed=6, modules=sc.hq_modules(4), rules="2012"),
    "recon-4p": sc.GameConfig(players=4, seed=7, modules=RECON),
    "all-5p": sc.GameConfig(players=5, seed=8, modules=ALL),
    "draft-3p": sc.GameConfig(players=3, seed=9, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
    "brawlers-2p": sc.GameConfig(players=2, seed=10, variants=frozenset({"alternate_brawlers"})),
}
"""One game of each kind: 1-5 players, every module, the 2012 rules, the variants."""

FAST_BOTS = (
    "random",
    "easy",
    "heuristic",
    "heuristic_v1",
    "allin",
    "learned",
    "learned:temperature=0.7",
    "ismcts:iters=3",
    "ismcts:iters=3:value=simple",
    "ismcts:iters=3:search=tree:playout=cheap:c=1.2",
)
"""Every bot of docs/bots.md, the search bot with each search, evaluation and playout."""


# -- names and options, as documented -------------------------------------------------------------


def test_every_bot_docs_bots_md_lists_is_a_bot_make_agent_knows_and_no_other() -> None:
    """docs/bots.md's table of bots is the whole of ``make_agent``'s list of names."""
    listed = re.findall(r"^\| `([a-z_0-9]+)` \|", BOTS_DOC.split("## The search bot")[0], re.MULTILINE)
    assert tuple(listed) == DOCUMENTED_BOTS
    assert sorted(listed) == list(agent_names())


@pytest.mark.parametrize("name", DOCUMENTED_BOTS)
def test_the_readme_names_every_bot(name: str) -> None:
    """README.md's section on ``scavengers.bots`` is where a bot author first reads which bots
    there are: it names each one (it once left out ``learned``)."""
    section = README.split("- `scavengers.bots`:")[1].split("\n- `")[0]
    assert f"`{name}`" in section


@pytest.mark.parametrize("name", DOCUMENTED_BOTS)
def test_each_documented_bot_takes_exactly_the_options_its_table_lists(name: str) -> None:
    """An option docs/bots.md does not list is refused with the list of those it does."""
    options = DOCUMENTED_OPTIONS.get(name, ())
    for option in options:
        assert f"`{option}=" in BOTS_DOC
    with pytest.raises(ValueError, match="no option 'depth'") as refused:
        make_agent(f"{name}:depth=3", 0)
    listed = ", ".join(sorted(options)) or "none"
    assert str(refused.value) == f"bot {name!r} has no option 'depth'; its options: {listed}"


DOCUMENTED_NAMES = (
    "ismcts:iters=100",
    "ismcts:iters=400",
    "ismcts:iters=2000",
    "ismcts:time=1.0",
    "ismcts:time=0.5",
    "ismcts:iters=50:time=2",
    "ismcts:search=paired",
    "ismcts:search=tree",
    "ismcts:search=tree:c=0.7",
    "ismcts:search=tree:playout=heuristic",
    "ismcts:search=tree:playout=cheap",
    "ismcts:value=learned",
    "ismcts:value=simple",
    "learned:temperature=0.5",
    "learned:weights=" + str(ROOT / "src" / "scavengers" / "bots" / "learned.npz"),
    *DOCUMENTED_BOTS,
)


@pytest.mark.parametrize("text", DOCUMENTED_NAMES)
def test_a_name_written_as_the_docs_write_it_makes_that_bot(text: str) -> None:
    agent = make_agent(text, 0)
    assert agent.name == text.partition(":")[0]


REFUSED = (
    ("ismcts:c=1", "bot 'ismcts': c is an option of search=tree only"),
    ("ismcts:playout=cheap", "bot 'ismcts': playout is an option of search=tree only"),
    ("ismcts:search=paired:c=1:playout=cheap", "bot 'ismcts': c and playout are options of search=tree only"),
    ("ismcts:iters=0", "bot 'ismcts': iters must be at least 1"),
    ("ismcts:iters=ten", "bot 'ismcts': option iters='ten' is not a valid value"),
    ("ismcts:time=inf", "bot 'ismcts': option time='inf' is not a valid value: it must be a finite number"),
    ("ismcts:search=Tree", "bot 'ismcts': search must be one of paired, tree"),
    (
        "learned:temperature=inf",
        "bot 'learned': option temperature='inf' is not a valid value: it must be a finite number, 0 or more "
        "(0: always the best word)",
    ),
    (
        "learned:temperature=-1",
        "bot 'learned': option temperature='-1' is not a valid value: it must be a finite number, 0 or more "
        "(0: always the best word)",
    ),
    ("learned:weights=", "bot 'learned': option weights='' is not a valid value: it must be a file's path"),
    ("Heuristic", "unknown bot 'Heuristic'; known bots: allin, easy, heuristic, heuristic_v1, ismcts, learned, random"),
    ("heuristic:", "bot 'heuristic:': options are written key=value, got ''"),
)


@pytest.mark.parametrize(("text", "said"), REFUSED)
def test_a_name_the_docs_do_not_allow_is_refused_in_words(text: str, said: str) -> None:
    """docs/bots.md: "Given without `search=tree`, `c` and `playout` are refused ("bot
    'ismcts': c is an option of search=tree only")"; any other bad name says what is wrong."""
    with pytest.raises(ValueError, match=r"\S") as refused:
        make_agent(text, 0)
    assert str(refused.value) == said


# -- legal actions, everywhere ---------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("config_name", CONFIGS)
def test_every_bot_returns_one_of_the_legal_actions_at_every_kind_of_decision(config_name: str) -> None:
    """The seats are dealt the bots in turn (a different line-up each game); each decision's
    action must be one of those it was given, and the game must end."""
    config = CONFIGS[config_name]
    offset = list(CONFIGS).index(config_name)
    bots = [FAST_BOTS[(offset + s) % len(FAST_BOTS)] for s in range(config.players)]
    if config.players == 1:
        bots = ["ismcts:iters=3" if offset % 2 else "learned"]
    agents = [make_agent(bot, seat) for seat, bot in enumerate(bots)]
    game = sc.Game.new(config)
    kinds: Counter[str] = Counter()
    for _ in range(3_000):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        decision = game.view(seat).decision
        assert decision is not None
        action = decide(agents[seat], game, seat, legal)
        assert action in legal, f"{bots[seat]} at a {decision.kind} decision"
        kinds[decision.kind] += 1
        game.apply(seat, action)
    assert game.over
    assert kinds["turn"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("bot", FAST_BOTS)
def test_each_bot_answers_every_decision_of_a_game_of_every_module_with_a_legal_action(bot: str) -> None:
    """One bot in every seat of a 3-player game of every module of both expansions."""
    config = sc.GameConfig(players=3, seed=11, modules=ALL)
    game = sc.Game.new(config)
    agents = [make_agent(bot, seat) for seat in range(3)]
    for _ in range(3_000):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        action = decide(agents[seat], game, seat, legal)
        assert action in legal
        game.apply(seat, action)
    assert game.over


BIG_HAND = ["brawler", "scavenger", "refugee", "shovel", "spear", "pills", "net", "medkit", "junk", "junk", "scout"]
"""A hand with more sets than the engine lists whole: a trash is chosen card by card
(``choose trash``, then ``pick``, ``done``)."""


@pytest.mark.parametrize("junk", [2, 0])
def test_the_easy_bot_never_trashes_anything_but_junk_even_card_by_card(junk: int) -> None:
    """docs/bots.md: `easy`: "random among sensible actions (never trashes anything but junk)".
    With a big hand the trash is chosen card by card; it picked any card there, people, tools
    and medicine."""
    hand = [*BIG_HAND[:8], *["junk"] * junk, "scout", "hunter", "grenade", "sniper_team", "saboteur"]
    scenario = {"round": 1, "initiator": 0, "players": [{"hand": hand}, {"hand": ["refugee"]}]}
    first = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=scenario))
    assert "choose trash" in [str(a) for a in first.legal_actions(0)]
    trashed: Counter[str] = Counter()
    chose = 0
    for seed in range(30):
        game = sc.Game.new(sc.GameConfig(players=2, seed=seed, scenario=scenario))
        easy, other = make_agent("easy", seed), make_agent("heuristic", seed)
        while game.round == 1 and not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            action = decide(easy if seat == 0 else other, game, seat, legal) if len(legal) > 1 else legal[0]
            chose += seat == 0 and str(action) == "choose trash"
            for event in game.apply(seat, action):
                if event.type is sc.EventType.TRASHED and event.seat == 0:
                    trashed.update(event.cards)
    assert set(trashed) <= {"junk"}
    if junk:
        assert chose
        assert trashed["junk"]
    else:
        assert not chose


def choosing_trash() -> sc.Game:
    """Seat 0, with a hand too big to list every set (two junk among people, tools, medicine),
    has begun a trash chosen card by card."""
    hand = [*BIG_HAND, "hunter", "grenade", "sniper_team", "saboteur"]
    scenario = {"round": 1, "initiator": 0, "players": [{"hand": hand}, {"hand": ["refugee"]}]}
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=scenario))
    game.apply(0, "choose trash")
    decision = game.view(0).decision
    assert decision is not None
    assert (decision.kind, decision.verb) == ("choose", "trash")
    return game


@pytest.mark.parametrize(
    "bot", ["heuristic", "heuristic_v1", "allin", "easy", "ismcts:iters=20", "ismcts:iters=20:search=tree"]
)
def test_a_bot_that_trashes_only_junk_picks_only_junk_in_a_trash_chosen_card_by_card(bot: str) -> None:
    """docs/bots.md: the search bot's actions worth searching exclude "trashing anything but
    junk", and its policy and the bots it expects are the heuristic bot; the heuristic bots
    trash junk. Card by card every one of them picked the first card listed, a brawler."""
    game = choosing_trash()
    agent = make_agent(bot, 0)
    picked: list[str] = []
    while (decision := game.view(0).decision) is not None and decision.kind == "choose":
        action = decide(agent, game, 0, game.legal_actions(0))
        picked += action.cards
        game.apply(0, action)
    assert set(picked) <= {"junk"}


def test_a_hint_in_a_trash_chosen_card_by_card_suggests_no_card_but_junk() -> None:
    """docs/analysis.md: the moves compared are "every legal action but trashing anything
    other than junk", a trash chosen card by card too."""
    game = choosing_trash()
    found = hint(game, 0, seed=2, budget=Budget(iterations=40))
    assert found.suggestions
    assert {card for s in found.suggestions for card in s.action.cards} <= {"junk"}


# -- honesty and determinism -----------------------------------------------------------------------


def decision_points(config: sc.GameConfig, count: int) -> list[tuple[sc.Game, int]]:
    """Copies of a game between heuristic bots at ``count`` decisions with a choice, spread
    over the game."""
    game = sc.Game.new(config)
    bot = make_agent("heuristic", 0)
    found: list[tuple[sc.Game, int]] = []
    step = 0
    while not game.over and len(found) < count:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1 and step % 23 == 5:
            found.append((game.clone(), seat))
        game.apply(seat, bot.choose(game.view(seat), legal) if len(legal) > 1 else legal[0])
        step += 1
    return found


@pytest.mark.slow
@pytest.mark.parametrize("bot", FAST_BOTS)
def test_a_bots_choice_does_not_depend_on_cards_its_seat_cannot_see(bot: str) -> None:
    """DESIGN.md: bots see only a View; docs/bots.md: "Every bot sees only its own seat's view
    and the legal actions". A twin dealt afresh where the seat cannot see (the engine's own
    ``determinize``) shows the seat the same view; a fresh bot of the same seed must choose
    alike in both."""
    rng = random.Random(18)
    for name in ("recon-4p", "hq4-3p-2012", "all-5p"):
        for game, seat in decision_points(CONFIGS[name], 4):
            twin = perturb_hidden(game, seat, rng)
            assert twin.view(seat) == game.view(seat)
            assert twin.zones() != game.zones()
            legal = game.legal_actions(seat)
            assert twin.legal_actions(seat) == legal
            assert decide(make_agent(bot, 7), game, seat, legal) == decide(make_agent(bot, 7), twin, seat, legal)


@pytest.mark.slow
@pytest.mark.parametrize("config_name", ["solo", "solo-recon", "draft-3p", "brawlers-2p"])
def test_the_search_and_learned_bots_are_honest_in_the_solo_game_the_draft_and_the_variants(config_name: str) -> None:
    """As above, in the games with their own decisions: the solo game's opponent forces, the
    leader draft, the alternate starting hands."""
    rng = random.Random(config_name)
    for game, seat in decision_points(CONFIGS[config_name], 4):
        twin = perturb_hidden(game, seat, rng)
        legal = game.legal_actions(seat)
        for bot in ("learned:temperature=1", "ismcts:iters=6", "ismcts:iters=6:search=tree", "easy", "heuristic"):
            assert decide(make_agent(bot, 3), game, seat, legal) == decide(make_agent(bot, 3), twin, seat, legal)


@pytest.mark.parametrize("bot", ["ismcts:iters=5", "ismcts:iters=5:search=tree", "ismcts:iters=9:time=30"])
def test_the_search_bot_plays_out_exactly_iters_samples_and_leaves_the_game_untouched(bot: str) -> None:
    """docs/bots.md: ``iters=N``: N playouts per decision (with ``time``, whichever comes
    first); the agent is given samples, never the real game to change: the game, every seat's
    view and log are the same after it decided."""
    budget = int(bot.split("iters=")[1].split(":", maxsplit=1)[0])
    for game, seat in decision_points(CONFIGS["recon-4p"], 4):
        agent = make_agent(bot, 0)
        legal = game.legal_actions(seat)
        seats = range(game.config.players)
        before = (game.to_json(), [game.view(s) for s in seats], [game.log(s) for s in seats])
        assert decide(agent, game, seat, legal) in legal
        assert (game.to_json(), [game.view(s) for s in seats], [game.log(s) for s in seats]) == before
        assert isinstance(agent, IsmctsAgent)
        assert agent.last_iterations in (0, budget)  # 0: one action worth searching, answered at once


def played_actions(bot: str, seed: int, config: sc.GameConfig) -> list[str]:
    game = sc.Game.new(config)
    actions: list[str] = []
    run_game(game, [make_agent(bot, seed + s) for s in range(config.players)], lambda s, a: actions.append(str(a)))
    return actions


@pytest.mark.slow
@pytest.mark.parametrize("bot", FAST_BOTS)
def test_the_same_seed_plays_the_same_game(bot: str) -> None:
    """docs/bots.md: "the same seed and N give the same game" (every bot is seeded)."""
    config = sc.GameConfig(players=2, seed=12, modules=sc.hq_modules(2) | {"recon3"})
    assert played_actions(bot, 4, config) == played_actions(bot, 4, config)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("bots", "config_name"),
    [(("ismcts:iters=4", "heuristic", "learned"), "hq4-3p-2012"), (("ismcts:iters=4:search=tree",), "solo")],
)
def test_a_bot_asked_as_the_terminal_and_the_web_server_ask_it_plays_as_in_run_game(
    bots: tuple[str, ...], config_name: str
) -> None:
    """docs/bots.md: "The terminal game and the web server ask every bot the same way
    (`bots.agent.Pace`, through `decide`) ... so a web seat set to `ismcts` searches just as
    in the terminal": the pace's throwaway searches change nothing of the game played."""
    config = CONFIGS[config_name]
    quick: list[tuple[int, str]] = []
    run_game(
        sc.Game.new(config), [make_agent(b, s) for s, b in enumerate(bots)], lambda s, a: quick.append((s, str(a)))
    )
    game, agents, pace = sc.Game.new(config), [make_agent(b, s) for s, b in enumerate(bots)], Pace()
    paced: list[tuple[int, str]] = []
    while not game.over:
        seat = game.to_act[0]
        action, wait = pace.answer(agents[seat], game, seat)
        assert wait >= 0.0
        game.apply(seat, action)
        paced.append((seat, str(action)))
    assert paced == quick


def test_a_weights_file_of_another_shape_is_refused_in_words(tmp_path: Path) -> None:
    """docs/bots.md: ``weights=PATH`` plays another ``policy.npz`` written by ``scavengers
    train``; a file that is not one for this game's environment is refused, saying why."""
    import numpy as np

    path = tmp_path / "policy.npz"

    def zeros(*shape: int) -> np.ndarray[Any, np.dtype[np.float32]]:
        return np.zeros(shape, dtype=np.float32)

    np.savez(
        path,
        w0=zeros(3, 4),
        b0=zeros(4),
        w1=zeros(4, 4),
        b1=zeros(4),
        wp=zeros(4, 5),
        bp=zeros(5),
        wv=zeros(4, 1),
        bv=zeros(1),
    )
    with pytest.raises(ValueError, match=r"^bot 'learned': this policy reads 3 numbers and scores 5 words"):
        make_agent(f"learned:weights={path}", 0)
    with pytest.raises(ValueError, match=r"^bot 'learned': cannot read the weights "):
        make_agent(f"learned:weights={tmp_path}", 0)


# -- run_game and the Determinizer ------------------------------------------------------------------


def test_run_game_plays_to_the_end_and_counts_the_decisions_either_way() -> None:
    """``run_game`` returns the number of decisions made; with ``on_action`` it hears each of
    them, and the game is the same game."""
    config = sc.GameConfig(players=4, seed=13, modules=sc.hq_modules(4))
    quiet, heard = sc.Game.new(config), sc.Game.new(config)
    made = run_game(quiet, [make_agent("heuristic", s) for s in range(4)])
    actions: list[tuple[int, sc.Action]] = []
    assert run_game(heard, [make_agent("heuristic", s) for s in range(4)], lambda s, a: actions.append((s, a))) == made
    assert quiet.over
    assert heard.over
    assert made == len(actions) == quiet.decisions_made
    assert quiet.result == heard.result


def test_run_game_refuses_too_few_agents_before_playing_anything() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=14))
    before = game.to_json()
    agents: list[Agent] = [make_agent("random", 0), make_agent("random", 1)]
    with pytest.raises(ValueError, match="run_game needs an agent for every seat: 3 seats, 2 agents"):
        run_game(game, agents)
    assert game.to_json() == before


def test_a_determinizers_sample_keeps_what_the_seat_sees_and_one_seed_gives_one_sample() -> None:
    """README: ``determinize`` is a game the seat could believe it is in: what it sees stays,
    the rest is dealt afresh by the seed. The Determinizer is bound to one seat and hands out
    samples, never the real game."""
    game, seat = decision_points(CONFIGS["recon-4p"], 3)[-1]
    determinizer = Determinizer(game, seat)
    assert determinizer.seat == seat
    before = game.to_json()
    first, again, other = determinizer.sample(1), determinizer.sample(1), determinizer.sample(2)
    assert first is not game
    first.apply(first.to_act[0], first.legal_actions(first.to_act[0])[0])
    assert game.to_json() == before  # a sample is the searcher's own to play on
    first = determinizer.sample(1)
    assert first.view(seat) == game.view(seat) == other.view(seat)
    assert first.zones() == again.zones()
    assert first.zones() != other.zones()
    assert Counter(c.kind for cs in first.zones().values() for c in cs) == Counter(
        c.kind for cs in game.zones().values() for c in cs
    )


def python_examples() -> list[str]:
    """The Python code blocks of docs/bots.md's "Bots from Python"."""
    section = BOTS_DOC.split("## Bots from Python")[1]
    return re.findall(r"```python\n(.*?)```", section, re.DOTALL)


@pytest.mark.slow
def test_docs_bots_md_shows_a_program_how_to_make_bots_and_play_a_game_with_them(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot author has docs/bots.md: its examples of ``make_agent``, ``run_game`` and a bot of
    one's own must run as written (they once were not there at all), and ``register`` must do
    what its words say: ``make_agent("hoarder:patience=2", seed)`` calls ``Hoarder(seed,
    patience=2)``, a value that does not read is refused as for the shipped bots."""
    examples = python_examples()
    assert len(examples) == 2
    scope: dict[str, object] = {"__name__": "docs_example"}
    for code in examples:
        exec(compile(code, "docs/bots.md", "exec"), scope)
        printed = capsys.readouterr().out.strip()
        assert re.fullmatch(r"\(\d(, \d)*,?\)", printed)  # the winners
    hoarder = scope["Hoarder"]
    assert callable(hoarder)
    monkeypatch.setattr(agent_module, "_REGISTRY", dict(agent_module._REGISTRY))  # registered for this test only
    agent_module.register("hoarder", hoarder, {"patience": int})
    made = make_agent("hoarder:patience=2", 5)
    assert made.name == "hoarder"
    assert getattr(made, "patience", None) == 2
    with pytest.raises(ValueError, match="bot 'hoarder': option patience='x' is not a valid value"):
        make_agent("hoarder:patience=x", 0)


# -- hints and the analysis -------------------------------------------------------------------------


def test_a_hint_lists_at_most_three_legal_moves_and_one_seed_gives_one_hint() -> None:
    """docs/analysis.md: "a hint lists the best few moves with the estimated chance to win
    after each"; an iteration budget and one seed give the same hint."""
    game, seat = decision_points(CONFIGS["base-2p"], 3)[-1]
    budget = Budget(iterations=30)
    found = hint(game, seat, seed=3, budget=budget)
    assert 1 <= len(found.suggestions) <= 3
    assert all(s.action in game.legal_actions(seat) and 0.0 <= s.chance <= 1.0 for s in found.suggestions)
    assert hint(game, seat, seed=3, budget=budget) == found


def test_a_hint_changes_nothing_in_the_game() -> None:
    """docs/analysis.md: "It changes nothing in the game and nobody else is told about it"."""
    game, seat = decision_points(CONFIGS["all-5p"], 2)[-1]
    seats = range(game.config.players)
    before = (game.to_json(), [game.view(s) for s in seats], [game.log(s) for s in seats], game.view(None))
    hint(game, seat, seed=1, budget=Budget(iterations=12))
    assert (game.to_json(), [game.view(s) for s in seats], [game.log(s) for s in seats], game.view(None)) == before


def test_a_hint_needs_a_seat_that_decides_and_a_budget() -> None:
    game, seat = decision_points(CONFIGS["base-2p"], 1)[0]
    with pytest.raises(HintError, match="has no decision now"):
        hint(game, 1 - seat, budget=Budget(iterations=5))
    with pytest.raises(HintError, match="budget"):
        Budget()
    with pytest.raises(HintError, match="positive"):
        Budget(iterations=0)


def saved_game(tmp_path: Path) -> Path:
    """A short real game, seat 0 a person (played by the heuristic bot), saved as the terminal
    saves it."""
    config = sc.GameConfig(players=2, seed=15)
    session = Session.new(config, [HUMAN, "heuristic"], tmp_path / "game.json")
    agents = [make_agent("heuristic", 0), make_agent("heuristic", 1)]
    while not session.game.over and session.game.round <= 2:
        seat = session.game.to_act[0]
        legal = session.game.legal_actions(seat)
        session.apply(seat, decide(agents[seat], session.game, seat, legal) if len(legal) > 1 else legal[0])
    return session.save()


def test_analyse_json_has_the_fields_docs_analysis_md_shows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/analysis.md's ``--json`` example: its keys, and each decision's; ``--seat`` left
    out where one person played."""
    path = saved_game(tmp_path)
    example = json.loads(ANALYSIS_DOC.split("```json")[1].split("```")[0])
    status, out, _ = run_main(["analyse", str(path), "--json", "--iterations", "8"], capsys)
    assert status == 0
    found = json.loads(out)
    assert list(found) == list(example)
    assert found["seat"] == 0
    assert found["players"] == 2
    assert found["iterations"] == 8
    assert found["decisions"]
    assert all(list(d) == list(example["decisions"][0]) for d in found["decisions"])


def test_analyse_judges_as_documented_and_the_same_seed_gives_the_same_analysis(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: *before* is the best move's chance when one was clearly better, else the
    same as *after*; a decision is marked when a clearly better move was worth at least 3
    points, the 8 costliest kept; "The same `--seed` and `--iterations` give the same
    analysis"."""
    path = saved_game(tmp_path)
    runs = []
    for _ in range(2):
        status, out, _ = run_main(["analyse", str(path), "--json", "--iterations", "12", "--seed", "4"], capsys)
        assert status == 0
        found = json.loads(out)
        del found["seconds"]
        runs.append(found)
    assert runs[0] == runs[1]
    decisions = runs[0]["decisions"]
    assert sum(d["marked"] for d in decisions) <= 8
    for d in decisions:
        assert d["loss"] == pytest.approx(d["before"] - d["after"], abs=2e-4)
        if d["better"] is None:
            assert d["before"] == d["after"]
            assert not d["marked"]
        else:
            assert d["before"] > d["after"]
            assert d["better"] != d["taken"]
        if d["marked"]:
            assert d["loss"] >= 0.03 - 1e-4
            assert d["advice"]
        assert d["compared"] >= 2
        assert d["playouts"] >= 1


@pytest.mark.parametrize(
    ("args", "status", "said"),
    [
        (["--plot", "chance.txt"], 2, "--plot"),
        (["--seat", "5"], 2, "--seat: seats are 0-1, got 5"),
        (["--plot", "no/such/folder/chance.png"], 1, "no folder"),
    ],
)
def test_analyse_refuses_a_bad_command_line_at_once_with_its_exit_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], status: int, said: str
) -> None:
    """docs/analysis.md: another extension is a bad command line (exit status 2), a place that
    cannot be written a failure to write output (exit status 1), each refused at once."""
    path = saved_game(tmp_path)
    got, out, err = run_main(["analyse", str(path), "--iterations", "4", *args], capsys)
    assert got == status
    assert said in err
    assert "Traceback" not in err
    assert out == ""


def test_learned_weights_path_reads_tilde_as_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/bots.md: learned:weights=PATH; no shell expands '~' inside a bot's name, so the bot does.
    from scavengers.bots import learned

    monkeypatch.setenv("HOME", str(tmp_path))
    shipped = Path(learned.__file__).with_name("learned.npz")
    (tmp_path / "mine.npz").write_bytes(shipped.read_bytes())
    game = sc.Game.new(sc.GameConfig(players=2, seed=4))
    seat = game.to_act[0]
    bot = make_agent("learned:weights=~/mine.npz", 1)
    assert bot.choose(game.view(seat), game.legal_actions(seat)) in game.legal_actions(seat)
