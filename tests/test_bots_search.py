"""The search bot and what it stands on: determinized samples, the searching-agent protocol,
bot names with options (issue 13), and the easy and all-in bots (issue 11)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import scavengers as sc
from scavengers.bots import Determinizer, IsmctsAgent, decide, make_agent, run_game
from scavengers.bots.agent import check_bot_name, parse_bot_name
from scavengers.cards import CATALOGUE, CardType
from scavengers.cli.main import main
from scavengers.engine.core.config import hq_modules


def ids_by_zone(game: sc.Game) -> dict[str, list[int]]:
    return {name: [card.id for card in cards] for name, cards in game.zones().items()}


def decisions_of(game: sc.Game, seed: int, every: int = 7) -> list[sc.Game]:
    """Copies of ``game`` at every ``every``-th real decision of a random-but-sensible game."""
    rng = random.Random(seed)
    found = []
    step = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1:
            step += 1
            if step % every == 0:
                found.append(game.clone())
        keep = [a for a in legal if a.verb is not sc.Verb.TRASH] or list(legal)
        game.apply(seat, rng.choice(keep))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("level", [0, 2, 4])
def test_a_sample_keeps_all_its_seat_sees_and_depends_only_on_it(level: int) -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=level, modules=hq_modules(level)))
    checked = 0
    for position in decisions_of(game, level, every=11):
        for seat in range(4):
            sample = position.determinize(seat, 17)
            assert sample.view(seat) == position.view(seat)
            assert sample.view(None) == position.view(None)
            assert sample.log(seat) == position.log(seat)
            assert sample.legal_actions(seat) == position.legal_actions(seat)
            every_card = sorted(c for cards in ids_by_zone(position).values() for c in cards)
            assert sorted(c for cards in ids_by_zone(sample).values() for c in cards) == every_card
            # What the seat cannot see does not change the sample: a sample of a sample is the same.
            twin = position.determinize(seat, 99)
            assert ids_by_zone(twin.determinize(seat, 17)) == ids_by_zone(sample)
            checked += 1
    assert checked > 40


HIDDEN_ZONES = (":hand", ":deck", ":committed")


def hidden_kinds(game: sc.Game, seat: int) -> Counter[str]:
    """The kinds of a seat's cards in its hand, deck and face-down force."""
    zones = game.zones()
    return Counter(card.kind for suffix in HIDDEN_ZONES for card in zones.get(f"{seat}{suffix}", ()))


def test_a_rivals_cards_of_public_kind_stay_in_its_tribe_in_every_sample() -> None:
    # The starting decks are public, hires are made face up, and a reshuffle turns the face-up
    # discard pile into the deck: before a tribe gains a card face down (a dig, a won prize,
    # RULINGS R-16) every player knows what its hand and deck hold between them, only not the order.
    game = sc.Game.new(sc.GameConfig(players=2, seed=11))
    rng = random.Random(11)
    checked = 0
    while game.round <= 3 and not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        for observer in range(2):
            rival = 1 - observer
            for seed in range(3):
                sample = game.determinize(observer, seed)
                assert hidden_kinds(sample, rival) == hidden_kinds(game, rival)
                checked += 1
        # No digging: nothing is gained face down (the round-3 prize comes only after it).
        keep = [a for a in legal if a.verb not in (sc.Verb.DIG, sc.Verb.TRASH)] or list(legal)
        game.apply(seat, rng.choice(keep))
    assert checked > 100


def test_a_card_a_rival_dug_is_dealt_from_everything_it_may_be() -> None:
    # What a rival dug it took face down (RULINGS R-16): its samples deal that place afresh
    # from every card the observer cannot place, not just from the rival's known cards.
    game = sc.Game.new(sc.GameConfig(players=2, seed=5))
    agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    while not any(s.discard_hidden_count for s in game.view(None).seats):
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, agents[seat].choose(game.view(seat), legal))
    rival = next(s.seat for s in game.view(None).seats if s.discard_hidden_count)
    observer = 1 - rival
    dealt = set()
    for seed in range(40):
        sample = game.determinize(observer, seed)
        dealt.add(tuple(sorted(Counter(c.kind for c in sample.zones()[f"{rival}:discard"]).items())))
    assert len(dealt) > 1


def test_a_loaded_save_gives_the_same_samples_as_the_game_it_saved() -> None:
    # What a seat knows of its rivals' tribes is rebuilt by replaying the save's actions.
    game = sc.Game.new(sc.GameConfig(players=3, seed=9, modules=hq_modules(2)))
    agents = [make_agent("heuristic", s) for s in range(3)]
    while game.round < 6:
        seat = game.to_act[0]
        game.apply(seat, agents[seat].choose(game.view(seat), game.legal_actions(seat)))
    loaded = sc.Game.from_json(game.to_json())
    for seat in range(3):
        assert ids_by_zone(loaded.determinize(seat, 4)) == ids_by_zone(game.determinize(seat, 4))


@pytest.mark.slow
def test_a_sample_deals_leaders_and_buildings_only_where_they_can_be() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=hq_modules(4)))
    for position in decisions_of(game, 3, every=9):
        sample = position.determinize(0, 5)
        for name, cards in sample.zones().items():
            if name.endswith((":hand", ":deck", ":discard")) or name in ("junkyard", "contested"):
                assert all(CATALOGUE[c.kind].type not in (CardType.LEADER, CardType.BUILDING) for c in cards), name


def test_a_sample_is_not_the_real_game_and_is_no_save() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=8))
    sample = game.determinize(1, 0)
    assert sample is not game
    assert sample.log(None) == game.log(None)
    assert all(event.visible_to(1) for event in sample.log(2))  # nothing seat 1 did not see
    with pytest.raises(sc.InvalidAction, match="does not replay"):
        sc.Game.from_json(sample.to_json())
    with pytest.raises(sc.InvalidAction):
        game.determinize(3, 0)


def test_the_determinizer_hands_out_samples_only() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=4))
    determinizer = Determinizer(game, 0)
    assert determinizer.seat == 0
    assert not hasattr(determinizer, "game")
    sample = determinizer.sample(3)
    assert sample is not game
    assert ids_by_zone(sample) == ids_by_zone(determinizer.sample(3))
    assert sample.view(0) == game.view(0)


@pytest.mark.slow
def test_the_search_bots_choice_does_not_change_when_cards_it_cannot_see_are_permuted() -> None:
    rng = random.Random(2)
    checked = 0
    for level in (0, 4):
        game = sc.Game.new(sc.GameConfig(players=3, seed=20 + level, modules=hq_modules(level)))
        for position in decisions_of(game, level, every=15):
            seat = position.to_act[0]
            legal = position.legal_actions(seat)
            twin = position.determinize(seat, rng.getrandbits(63))
            assert ids_by_zone(twin) != ids_by_zone(position) or position.round == 1
            first = decide(IsmctsAgent(7, iters=12), position, seat, legal)
            second = decide(IsmctsAgent(7, iters=12), twin, seat, twin.legal_actions(seat))
            assert first == second
            checked += 1
    assert checked > 10


def test_the_search_bot_is_deterministic_for_a_seed_and_an_iteration_budget() -> None:
    def choices(seed: int) -> list[sc.Action]:
        game = sc.Game.new(sc.GameConfig(players=2, seed=6))
        agents = [IsmctsAgent(seed, iters=10), make_agent("heuristic", 1)]
        taken: list[sc.Action] = []
        while not game.over and game.round < 4:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            action = decide(agents[seat], game, seat, legal)
            if seat == 0 and len(legal) > 1:
                taken.append(action)
            game.apply(seat, action)
        return taken

    assert choices(1) == choices(1)
    assert len(choices(1)) > 5


def test_the_search_bot_plays_a_whole_game_through_run_game_and_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=9))
    bot = IsmctsAgent(1, iters=3, playout="cheap", search="tree")
    assert run_game(game, [bot, make_agent("easy", 2)]) > 50
    assert game.over
    assert bot.last_iterations == 3
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "ismcts:iters=2,random", "--workers", "1", "--json"]
    assert main(argv) == 0
    assert '"ismcts:iters=2"' in capsys.readouterr().out


def test_the_search_bot_keeps_to_a_time_budget() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=9))
    bot = IsmctsAgent(1, time=0.05)
    seat = game.to_act[0]
    assert decide(bot, game, seat, game.legal_actions(seat)) in game.legal_actions(seat)
    assert bot.last_iterations >= 1


def test_the_search_bot_without_samples_plays_like_the_heuristic_bot() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=9))
    seat = game.to_act[0]
    view, legal = game.view(seat), game.legal_actions(seat)
    assert IsmctsAgent(1).choose(view, legal) == make_agent("heuristic", 1).choose(view, legal)


def test_the_terminal_session_asks_a_search_bot_with_its_samples(tmp_path: object) -> None:
    from pathlib import Path

    from scavengers.tui.session import Session, lineup

    seats = lineup(2, "ismcts:iters=2", hotseat=False)
    assert seats == ["human", "ismcts:iters=2"]
    session = Session.new(sc.GameConfig(players=2, seed=3), seats, Path(str(tmp_path)) / "save.json")
    game = session.game
    while game.to_act[0] != 1:
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    bot = session.agents[1]
    assert isinstance(bot, IsmctsAgent)
    action, wait = session.bot_answer(1)
    assert action in game.legal_actions(1)
    # It had a choice and searched it: the first decision it thinks over sets its pace with
    # PACE_MARGIN to spare, which it waits (a decision not thought over would wait the pace).
    assert 0.0 < wait < 1.0
    assert bot.last_iterations >= 1  # it searched samples of the game


def test_bot_names_take_options() -> None:
    assert parse_bot_name("ismcts:iters=200:c=0.5") == ("ismcts", {"iters": 200, "c": 0.5})
    assert parse_bot_name("ismcts:time=1.5") == ("ismcts", {"time": 1.5})
    assert parse_bot_name("ismcts:playout=cheap") == ("ismcts", {"playout": "cheap"})
    with pytest.raises(ValueError, match="playout must be one of heuristic, cheap"):
        check_bot_name("ismcts:playout=perfect")
    agent = make_agent("ismcts:iters=7", 0)
    assert isinstance(agent, IsmctsAgent)
    assert agent.iterations == 7
    options = "c, iters, playout, search, time"
    with pytest.raises(ValueError, match=f"bot 'ismcts' has no option 'depth'; its options: {options}"):
        make_agent("ismcts:depth=3", 0)
    with pytest.raises(ValueError, match="option iters='many' is not a valid value"):
        make_agent("ismcts:iters=many", 0)
    with pytest.raises(ValueError, match="options are written key=value"):
        make_agent("ismcts:iters", 0)
    with pytest.raises(ValueError, match="bot 'heuristic' has no option 'iters'; its options: none"):
        make_agent("heuristic:iters=3", 0)
    with pytest.raises(ValueError, match="iters must be at least 1"):
        check_bot_name("ismcts:iters=0")


def test_simulate_names_a_bad_bot_option() -> None:
    with pytest.raises(SystemExit, match="--bots: bot 'ismcts' has no option 'depth'"):
        main(["simulate", "--games", "1", "--players", "2", "--bots", "ismcts:depth=2,random"])


def test_the_easy_bot_never_trashes_anything_but_junk() -> None:
    trashed: list[sc.Action] = []
    for seed in range(4):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=hq_modules(seed)))
        run_game(game, [make_agent("easy", seed * 3 + s) for s in range(3)], on_action=lambda _, a: trashed.append(a))
    trashes = [a for a in trashed if a.verb is sc.Verb.TRASH]
    assert trashes
    assert all(CATALOGUE[k].type is CardType.JUNK for a in trashes for k in a.cards)


def test_the_easy_bot_beats_the_random_bot() -> None:
    wins = 0.0
    for index in range(10):
        names = ["easy", "random"] if index % 2 == 0 else ["random", "easy"]
        game = sc.Game.new(sc.GameConfig(players=2, seed=300 + index))
        run_game(game, [make_agent(n, index * 2 + s) for s, n in enumerate(names)])
        assert game.result is not None
        easy = names.index("easy")
        wins += 1 / len(game.result.winners) if easy in game.result.winners else 0
    assert wins >= 9


def test_the_all_in_bot_ends_every_turn_at_once_when_a_skirmish_is_coming() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    agents = [make_agent("allin", s) for s in range(3)]
    turns = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        view = game.view(seat)
        action = agents[seat].choose(view, legal) if len(legal) > 1 else legal[0]
        if view.decision is not None and view.decision.kind == "turn" and view.round >= 3 and view.contested_count:
            assert action.verb is sc.Verb.END
            turns += 1
        if view.decision is not None and view.decision.kind == "commit":
            assert len(action.cards) == len(view.hand)
        game.apply(seat, action)
    assert turns > 10


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ismcts:c=1", "c is an option of search=tree only"),
        ("ismcts:playout=cheap", "playout is an option of search=tree only"),
        ("ismcts:search=paired:c=0.5:playout=heuristic", "c and playout are options of search=tree only"),
    ],
)
def test_tree_options_without_the_tree_search_are_refused(text: str, said: str) -> None:
    """The paired search explores no tree and plays out with its own policy: c and playout
    would change nothing, so a bot name giving them to it is refused rather than ignored."""
    with pytest.raises(ValueError, match=said):
        check_bot_name(text)
    check_bot_name(text + ":search=tree" if "search=" not in text else text.replace("paired", "tree"))
