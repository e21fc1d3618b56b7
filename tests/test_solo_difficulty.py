"""The solo game's difficulty [003:353]: "You can always increase the solo difficulty level by
adding in more mercenaries with fight X (brawlers, scrappers, thugs, etc.) or even snipe
(assassins and sniper teams) and removing tribal families (which dilute the opposition fight X
scores)." ``GameConfig.solo_added`` and ``solo_families_removed``, the forces they make, the
front ends that set them and the records that keep a best for each."""

from __future__ import annotations

import hashlib
import json
import random
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import play_to_the_end
from scavengers.bots.agent import make_agent, run_game
from scavengers.cards import CATALOGUE, Role
from scavengers.cli import play
from scavengers.cli.main import build_parser, main
from scavengers.engine.core.config import SOLO_FAMILIES
from scavengers.engine.setup.components import solo_force_sizes
from scavengers.server import create_app
from scavengers.storage import open_store
from scavengers.tui import records
from scavengers.tui.session import SessionError

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

OPPONENT = 1
RULEBOOK_POOL = Counter({k: c.count for k, c in CATALOGUE.items() if Role.CONTESTED in c.roles}) + Counter(
    {"rifle": 2, "thugs": 2}
)
"""The rulebook's 32 opponent cards: the 28 contested resources, 2 rifles, 2 thugs [003:318]."""


def solo(seed: int = 1, modules: frozenset[str] = frozenset(), **harder: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=1, seed=seed, modules=modules, **harder))


def forces(game: sc.Game) -> list[list[str]]:
    """The opponent forces' kinds, omniscient (``zones``), force 1 first."""
    zones = game.zones()
    return [[c.kind for c in zones[f"opponent:{n}"]] for n in range(1, 8)]


def pool_of(game: sc.Game) -> Counter[str]:
    return Counter(kind for force in forces(game) for kind in force)


# -- the configuration: each refusal a ConfigError that says why ---------------------------------


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"players": 2, "solo_added": ("brawler",)}, "need players=1"),
        ({"players": 4, "solo_families_removed": 1}, "need players=1"),
        ({"solo_added": "brawler"}, "solo_added must be a list"),
        ({"solo_added": (3,)}, "kind ids (strings)"),
        ({"solo_added": ("bralwer",)}, "unknown card kind 'bralwer'"),
        ({"solo_added": ("rifle",)}, "rifle is not a mercenary"),
        ({"solo_added": ("tribe_family_5",)}, "tribe_family_5 is not a mercenary"),
        ({"solo_added": ("group_leaders",)}, "group_leaders has no fight value and no snipe"),
        ({"solo_added": ("engineer",), "modules": frozenset({"hq1", "hq2"})}, "engineer has no fight value"),
        ({"solo_added": ("scrappers",)}, "scrappers comes in the Recon box: play with a Recon module"),
        ({"solo_added": ("assassin",)}, "assassin comes in the Recon box"),
        ({"solo_added": ("brawler",) * 10}, "10 brawler asked for, but the game has 10 and 9 of them"),
        ({"solo_added": ("thugs",) * 4}, "4 thugs asked for, but the game has 5 and 3 of them"),
        ({"solo_added": ("sniper_team",) * 6}, "6 sniper_team asked for, but the game has 5$"),
        ({"solo_families_removed": 7}, "solo_families_removed must be 0-6, got 7"),
        ({"solo_families_removed": -1}, "must be 0-6, got -1"),
        ({"solo_families_removed": True}, "solo_families_removed must be an integer"),
        ({"solo_families_removed": "2"}, "solo_families_removed must be an integer"),
        (
            {"solo_added": ("brawler",), "scenario": {"opponents": [["thugs"]]}},
            "the scenario gives the opponent forces as they are",
        ),
    ],
)
def test_a_difficulty_the_rules_cannot_give_is_refused_and_says_why_003_353(options: dict[str, Any], said: str) -> None:
    settings: dict[str, Any] = {"players": 1, "seed": 0, **options}
    with pytest.raises(sc.ConfigError, match=said.replace("(", r"\(").replace(")", r"\)")):
        sc.GameConfig(**settings)


def test_the_added_kinds_are_the_mercenaries_that_fight_or_snipe_of_the_boxes_in_play_003_353() -> None:
    recon = frozenset({"recon1"})
    for kind in ("scavenger", "brawler", "hunter", "saboteur", "scout", "thugs", "sniper_team"):
        assert sc.GameConfig(players=1, solo_added=(kind,)).solo_added == (kind,)
    for kind in ("hardy_scavenger", "drill_sergeant", "guard", "provocateur", "rogue", "scrappers", "assassin"):
        assert sc.GameConfig(players=1, modules=recon, solo_added=(kind,)).solo_added == (kind,)
    # A list is kept as a tuple: the config stays frozen and hashable.
    config = sc.GameConfig(players=1, solo_added=["brawler", "brawler"])  # type: ignore[arg-type]
    assert config.solo_added == ("brawler", "brawler")
    assert hash(config) == hash(sc.GameConfig(players=1, solo_added=("brawler", "brawler")))


def test_difficulty_is_part_of_a_configs_equality_and_its_dict_round_trip() -> None:
    easy = sc.GameConfig(players=1, seed=4)
    harder = sc.GameConfig(players=1, seed=4, solo_added=("brawler",), solo_families_removed=2)
    assert easy != harder
    assert harder != sc.GameConfig(players=1, seed=4, solo_added=("brawler",), solo_families_removed=1)
    assert sc.GameConfig.from_dict(harder.to_dict()) == harder
    assert harder.to_dict()["solo_added"] == ["brawler"]
    assert harder.to_dict()["solo_families_removed"] == 2
    old = easy.to_dict()
    assert "solo_added" not in old  # written as before the difficulty: older versions read it
    assert "solo_families_removed" not in old
    assert sc.GameConfig.from_dict(old) == easy
    with pytest.raises(sc.ConfigError, match="solo_added must be a list"):
        sc.GameConfig.from_dict({**harder.to_dict(), "solo_added": "brawler"})


# -- the forces [003:316-325, 353] ---------------------------------------------------------------


def test_the_default_solo_setup_is_the_same_as_before_the_difficulty_bit_for_bit() -> None:
    """Digests of every zone, card by card, taken with the engine before the difficulty existed."""
    before = {
        (0, ()): "04822173b9496cbb",
        (7, ("recon1", "recon3")): "318e22254084c44d",
        (11, ("hq1", "hq2", "hq3", "recon2", "recon4")): "ed77177d4b481f7c",
    }
    for (seed, modules), digest in before.items():
        game = solo(seed, frozenset(modules), solo_added=(), solo_families_removed=0)
        zones = {name: [(c.id, c.kind) for c in cards] for name, cards in game.zones().items()}
        assert hashlib.sha256(json.dumps(zones, sort_keys=True).encode()).hexdigest()[:16] == digest


@pytest.mark.parametrize(
    ("added", "removed", "sizes"),
    [
        ((), 0, (3, 4, 4, 5, 5, 5, 6)),
        (("brawler",), 0, (4, 4, 4, 5, 5, 5, 6)),
        (("brawler", "brawler"), 0, (5, 4, 4, 5, 5, 5, 6)),
        (("brawler",) * 4, 0, (5, 5, 5, 5, 5, 5, 6)),
        (("brawler",) * 4 + ("sniper_team",) * 2, 0, (6, 6, 5, 5, 5, 5, 6)),
        ((), 1, (3, 4, 4, 5, 5, 5, 5)),
        ((), 2, (3, 4, 4, 5, 5, 5, 4)),
        ((), 6, (3, 4, 4, 4, 4, 4, 3)),
        (("thugs", "scout"), 2, (3, 4, 4, 5, 5, 5, 6)),
        (("thugs",) * 3 + ("scout",) * 8, 3, (6, 6, 6, 6, 5, 5, 6)),
    ],
)
def test_each_card_added_goes_on_the_smallest_force_and_each_removed_comes_off_the_largest_003_353(
    added: tuple[str, ...], removed: int, sizes: tuple[int, ...]
) -> None:
    game = solo(3, solo_added=added, solo_families_removed=removed)
    assert solo_force_sizes(game.config) == sizes
    assert tuple(len(force) for force in forces(game)) == sizes
    assert game.view(0).forces == sizes
    assert sum(sizes) == 32 + len(added) - removed
    families_out = Counter(SOLO_FAMILIES[:removed])
    assert pool_of(game) == RULEBOOK_POOL + Counter(added) - families_out


def test_the_families_removed_are_the_largest_first_and_wait_in_the_box_out_of_the_game_003_353() -> None:
    assert SOLO_FAMILIES == ("tribe_family_5",) * 2 + ("tribe_family_4",) * 2 + ("tribe_family_3",) * 2
    for removed, out in ((1, {"tribe_family_5": 1}), (3, {"tribe_family_5": 2, "tribe_family_4": 1})):
        game = solo(5, solo_families_removed=removed)
        box = Counter(c.kind for c in game.zones()["box"] if c.kind.startswith("tribe_family_"))
        assert box == Counter(out)
        assert pool_of(game)["tribe_family_5"] == 2 - out["tribe_family_5"]


def test_the_added_cards_come_from_their_market_stack_which_holds_fewer_as_the_thugs_do_v8() -> None:
    plain = solo(2)
    game = solo(2, solo_added=("brawler", "brawler", "brawler", "thugs", "sniper_team"))
    market = dict(game.view(0).market)
    before = dict(plain.view(0).market)
    assert before["brawler"] == 9  # 10 less the starting deck's
    assert before["thugs"] == 3  # 5 less the opponents' own 2 (RULINGS V-8)
    assert market["brawler"] == before["brawler"] - 3
    assert market["thugs"] == before["thugs"] - 1
    assert market["sniper_team"] == before["sniper_team"] - 1
    assert market["scout"] == before["scout"]
    # Every card of the box is still somewhere: the 3 brawlers are among the forces.
    assert pool_of(game)["brawler"] == 3


def test_a_kind_not_in_the_market_comes_from_the_box() -> None:
    modules = frozenset({"recon2"})  # its market: no scrappers (Recon module 3's)
    plain = solo(4, modules)
    game = solo(4, modules, solo_added=("scrappers", "scrappers"))
    assert "scrappers" not in dict(game.view(0).market)
    in_box = Counter(c.kind for c in game.zones()["box"])["scrappers"]
    assert in_box == Counter(c.kind for c in plain.zones()["box"])["scrappers"] - 2
    assert pool_of(game)["scrappers"] == 2


def test_the_same_config_and_seed_deal_the_same_forces_and_the_same_game() -> None:
    harder: dict[str, Any] = {"solo_added": ("brawler", "sniper_team", "thugs"), "solo_families_removed": 3}
    first, second = solo(9, **harder), solo(9, **harder)
    assert first.zones() == second.zones()
    rng_a, rng_b = random.Random(2), random.Random(2)
    play_to_the_end(first, rng_a)
    play_to_the_end(second, rng_b)
    assert first.log(None) == second.log(None)
    assert first.result == second.result
    assert forces(solo(10, **harder)) != forces(solo(9, **harder))


# -- hidden information ----------------------------------------------------------------------


def _twin(game: sc.Game) -> sc.Game:
    """The same game with two cards of different kinds traded between forces 2 and 5: a game
    the player cannot tell from it."""
    twin = sc.Game.new(game.config)
    state = twin._state
    a, b = state.opponents[1], state.opponents[4]
    i = next(i for i in range(len(a)) if any(state.kinds[a[i]] != state.kinds[c] for c in b))
    j = next(j for j in range(len(b)) if state.kinds[b[j]] != state.kinds[a[i]])
    a[i], b[j] = b[j], a[i]
    return twin


def test_twin_harder_games_that_differ_only_in_the_forces_order_look_and_sample_alike() -> None:
    game = solo(6, frozenset({"recon2"}), solo_added=("assassin", "brawler", "rogue"), solo_families_removed=2)
    twin = _twin(game)
    assert forces(game) != forces(twin)
    assert game.view(0) == twin.view(0)
    assert game.log(0) == twin.log(0)
    real = pool_of(game)
    for seed in range(12):
        sample, twin_sample = game.determinize(0, seed), twin.determinize(0, seed)
        dealt = [[c.kind for c in sample.zones()[f"opponent:{n}"]] for n in range(1, 8)]
        assert dealt == [[c.kind for c in twin_sample.zones()[f"opponent:{n}"]] for n in range(1, 8)]
        # A sample deals exactly the forces' cards: the added ones, never a removed family.
        assert Counter(kind for force in dealt for kind in force) == real
        assert [len(force) for force in dealt] == [len(force) for force in forces(game)]
        assert Counter(c.kind for c in sample.zones()["box"]) == Counter(c.kind for c in game.zones()["box"])


def test_the_view_says_the_difficulty_and_nothing_of_the_forces_but_their_sizes() -> None:
    game = solo(8, solo_added=("sniper_team",), solo_families_removed=1)
    view = game.view(0)
    assert view.solo_added == ("sniper_team",)
    assert view.solo_families_removed == 1
    assert view.forces == (3, 4, 4, 5, 5, 5, 6)  # one more, one fewer: the rulebook's sizes
    shown = repr(view) + repr(game.log(0)) + repr(game.view(None))
    for kind in ("tribe_family_4", "combat_medics", "wolf_pack", "cargo_sled"):
        assert kind not in shown
    assert sc.Game.new(sc.GameConfig(players=3)).view(0).solo_added == ()


# -- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_a_harder_game_plays_to_its_end_and_scores_by_v7(bot: str) -> None:
    modules = frozenset({"recon2", "recon3"})
    harder = ("sniper_team", "assassin", "brawler", "brawler", "thugs", "rogue", "hardy_scavenger", "scrappers")
    game = solo(12, modules, solo_added=harder, solo_families_removed=4)
    total = sum(len(cards) for cards in game.zones().values())
    run_game(game, [make_agent(bot, 12)])
    assert game.over
    assert game.view(0).forces == (0,) * 7
    zones = game.zones()
    assert sum(len(cards) for cards in zones.values()) == total
    assert not zones["1:hand"]
    assert not zones["1:returning"]
    owned = [c.kind for name, cards in zones.items() if name.startswith("0:") and name != "0:removed" for c in cards]
    points = sum(
        0 if CATALOGUE[k].type.value in ("leader", "building", "gang") else 2 if CATALOGUE[k].is_contested else 1
        for k in owned
    )
    assert game.result is not None
    assert game.result.scores[0].points == points


def _opponent_table(hand: list[str], force: list[str], **harder: Any) -> sc.Game:
    scenario = {"players": [{"hand": hand}], "opponents": [force, ["pills"]]}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon2", "recon3"}), scenario=scenario))


def _fight(game: sc.Game, commit: str) -> None:
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, f"commit {commit}")
    while game.view(0).decision is not None and game.view(0).decision.kind == "skirmish":  # type: ignore[union-attr]
        game.apply(0, "pass")


def test_an_added_rogue_wins_the_opponent_a_tie_on_fight_when_the_players_does_not_003_353_s9() -> None:
    # Fight 2 against 2; she has 3 people to its 2, which would win her the tie without a rogue.
    game = _opponent_table(["brawler", "refugee", "refugee"], ["rogue", "scavenger"])
    _fight(game, "brawler refugee refugee")
    lost = [e for e in game.log(0) if e.type is sc.EventType.SKIRMISH_LOST]
    assert lost, "the opponent's rogue breaks the tie on fight"
    # Fight 3 against 3, 2 people against 3: her own rogue comes first in turn order (V-5).
    mine = _opponent_table(["brawler", "rogue"], ["rogue", "scavenger", "scavenger"])
    _fight(mine, "brawler rogue")
    assert any(e.type is sc.EventType.SKIRMISH_WON for e in mine.log(0))


def test_an_added_hardy_scavenger_leaves_the_game_with_its_beaten_force_s12() -> None:
    game = _opponent_table(["brawler", "brawler"], ["hardy_scavenger", "tribe_family_3"])
    _fight(game, "brawler brawler")
    assert any(e.type is sc.EventType.SKIRMISH_WON for e in game.log(0))
    game.apply(0, "keep tribe_family_3")
    while game.view(0).decision is not None and game.view(0).decision.kind != "turn":  # type: ignore[union-attr]
        game.apply(0, "pass")
    zones = game.zones()
    assert [c.kind for c in zones["1:removed"]] == ["hardy_scavenger"]
    assert not zones["1:hand"]


# -- saves -----------------------------------------------------------------------------------


def test_a_harder_game_saves_and_loads_as_it_was() -> None:
    game = solo(13, solo_added=("brawler", "scout"), solo_families_removed=2)
    play_to_the_end(game, random.Random(13), max_steps=20_000)
    loaded = sc.Game.from_json(game.to_json())
    assert loaded.config == game.config
    assert loaded.result == game.result
    assert loaded.zones() == game.zones()
    saved = json.loads(game.to_json())
    assert saved["config"]["solo_added"] == ["brawler", "scout"]
    assert saved["config"]["solo_families_removed"] == 2


def test_a_save_from_before_the_difficulty_still_loads() -> None:
    game = solo(14)
    game.apply(0, game.legal_actions(0)[0])
    saved = json.loads(game.to_json())
    assert not {"solo_added", "solo_families_removed"} & saved["config"].keys()  # as saves were
    loaded = sc.Game.from_json(json.dumps(saved))
    assert loaded.config == game.config
    assert loaded.zones() == game.zones()


def test_a_personal_best_is_kept_for_each_difficulty(tmp_path: Path) -> None:
    path = tmp_path / "bests.json"
    easy = sc.GameConfig(players=1, seed=1)
    harder = sc.GameConfig(players=1, seed=2, solo_added=("brawler",))
    assert records.config_key(easy) == "modules=base;variants=none;rules=2015"  # the key it always had
    assert records.config_key(harder) == "modules=base;variants=none;rules=2015;added=brawler;families_out=0"
    assert records.record(easy, 40, path).new_best
    best = records.record(harder, 30, path)
    assert best.new_best
    assert best.previous is None
    assert records.best_of(harder, path) == 30
    assert records.best_of(easy, path) == 40
    assert "harder: Brawler added" in records.config_words(harder)


# -- front ends ------------------------------------------------------------------------------


def test_watch_plays_a_harder_solo_game_and_names_its_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["watch", "--players", "1", "--seed", "3", "--bots", "random"]
    assert main([*argv, "--solo-add", "brawler,brawler,sniper_team", "--solo-drop-families", "1"]) == 0
    out = capsys.readouterr().out
    assert "Opponents: harder: 2x Brawler, Sniper Team added, 1 tribal family out" in out
    assert out.strip().splitlines()[-1].startswith("Seat 0 (random): ")  # the score stays last
    assert main(argv) == 0
    assert "Opponents:" not in capsys.readouterr().out  # the rulebook's game says nothing more


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--players", "2", "--solo-add", "brawler"],
            "--solo-add makes the solo game harder: play it with --players 1",
        ),
        (["--solo-drop-families", "2"], "--solo-drop-families makes the solo game harder"),
        (["--players", "1", "--solo-add", "medic"], "medic has no fight value and no snipe"),
        (["--players", "1", "--solo-add", "brawler,,scout"], "a card id is empty"),
        (["--players", "1", "--solo-add", "thugs,thugs,thugs,thugs"], "4 thugs asked for"),
        (["--players", "1", "--solo-drop-families", "7"], "the number of tribal families must be 0-6, got 7"),
    ],
)
def test_watch_refuses_a_bad_difficulty_in_one_line(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        status = main(["watch", *argv])
    except SystemExit as exit_:  # argparse's own refusal
        status = int(exit_.code or 0)
    assert status == 2
    err = capsys.readouterr().err
    assert said in err
    assert "Traceback" not in err


def test_play_starts_a_harder_solo_game_and_refuses_one_that_is_not_solo(tmp_path: Path) -> None:
    save = ["--save", str(tmp_path / "save.json")]
    args = build_parser().parse_args(["play", "--players", "1", "--seed", "5", "--solo-add", "scout", *save])
    session = play.build_session(args)
    assert session.game.config.solo_added == ("scout",)
    assert session.game.view(0).forces == (4, 4, 4, 5, 5, 5, 6)
    args = build_parser().parse_args(["play", "--players", "3", "--solo-drop-families", "1", *save])
    with pytest.raises(SessionError, match="--solo-drop-families makes the solo game harder"):
        play.build_session(args)
    args = build_parser().parse_args(["play", "--load", str(tmp_path / "x.json"), "--solo-add", "scout"])
    with pytest.raises(SessionError, match="leave out --solo-add"):
        play.build_session(args)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'games.sqlite3'}"), bot_delay=0)) as test_client:
        yield test_client


def test_the_server_starts_a_harder_solo_game_and_keeps_its_difficulty(client: TestClient) -> None:
    asked = {"players": 1, "seats": ["human"], "seed": 3, "solo_added": ["brawler", "sniper_team"]}
    made = client.post("/api/games", json={**asked, "solo_families_removed": 2})
    assert made.status_code == 201, made.text
    game_id, token = made.json()["id"], made.json()["seats"][0]["token"]
    state = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    assert state["view"]["solo_added"] == ["brawler", "sniper_team"]
    assert state["view"]["solo_families_removed"] == 2
    assert state["view"]["forces"] == [3, 4, 4, 5, 5, 5, 6]  # two more, two fewer
    table = client.app.state.hub.tables[game_id]  # type: ignore[attr-defined]
    assert table.game.config == sc.GameConfig(
        players=1, seed=3, solo_added=("brawler", "sniper_team"), solo_families_removed=2
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("body", "status", "said"),
    [
        ({"players": 2, "seats": ["human", "heuristic"], "solo_added": ["brawler"]}, 400, "need players=1"),
        ({"players": 1, "seats": ["human"], "solo_added": ["medic"]}, 400, "medic has no fight value"),
        ({"players": 1, "seats": ["human"], "solo_added": ["nope"]}, 400, "unknown card kind"),
        ({"players": 1, "seats": ["human"], "solo_families_removed": 9}, 400, "must be 0-6, got 9"),
        ({"players": 1, "seats": ["human"], "solo_added": ["brawler"] * 10}, 400, "10 brawler asked for"),
        ({"players": 1, "seats": ["human"], "solo_families_removed": "2"}, 422, "solo_families_removed"),
        ({"players": 1, "seats": ["human"], "solo_added": "brawler"}, 422, "solo_added"),
    ],
)
def test_the_server_refuses_a_bad_difficulty_with_the_reason(
    client: TestClient, body: dict[str, Any], status: int, said: str
) -> None:
    before = client.get("/api/games").json()
    answer = client.post("/api/games", json=body)
    assert answer.status_code == status
    assert said in json.dumps(answer.json())
    assert client.get("/api/games").json() == before  # nothing made


def test_the_heuristic_bot_expects_the_harder_forces_cards_from_the_view_alone() -> None:
    from scavengers.bots.solo import _unseen_pool

    game = solo(15, solo_added=("sniper_team", "thugs"), solo_families_removed=2)
    assert Counter(_unseen_pool(game.view(0), Counter())) == pool_of(game)
    assert Counter(_unseen_pool(solo(15).view(0), Counter())) == RULEBOOK_POOL


@pytest.mark.slow
def test_the_terminal_end_screen_names_the_difficulty_and_keeps_its_best_apart(tmp_path: Path) -> None:
    from scavengers.tui.app import ScavengersApp
    from scavengers.tui.session import HUMAN, Session
    from test_tui_solo import _end_screen

    config = sc.GameConfig(players=1, seed=3, solo_added=("brawler", "sniper_team"), solo_families_removed=1)
    session = Session.new(config, [HUMAN], tmp_path / "save.json")
    bot = make_agent("heuristic", 3)
    game = session.game
    while sum(1 for n in game.view(0).forces if n) > 1 or game.view(0).decision.kind != "engage":  # type: ignore[union-attr]
        session.apply(0, bot.choose(game.view(0), game.legal_actions(0)))
    bests = tmp_path / "bests.json"
    bests.write_text(json.dumps({records.config_key(sc.GameConfig(players=1)): 999}), encoding="utf-8")
    shown = _end_screen(ScavengersApp(session, delay=0, records_path=bests))
    assert "Opponents: harder: Brawler, Sniper Team added, 1 tribal family out." in shown
    assert "Your first solo game with these modules and opponents" in shown  # not the easier game's 999
    assert game.result is not None
    assert records.best_of(config, bests) == game.result.scores[0].points


def test_playing_again_online_keeps_the_difficulty(client: TestClient) -> None:
    asked = {"players": 1, "seats": ["human"], "seed": 4, "solo_added": ["thugs"], "solo_families_removed": 1}
    made = client.post("/api/games", json=asked).json()
    game_id, token = made["id"], made["seats"][0]["token"]
    for _ in range(3000):
        state = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        if state["over"]:
            break
        legal = state["legal_actions"]
        action = next((a for a in legal if a.startswith(("engage", "end", "commit"))), legal[0])
        assert client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": action}).status_code == 200
    assert state["over"]
    again = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": token})
    assert again.status_code == 200, again.text
    table = client.app.state.hub.tables[again.json()["id"]]  # type: ignore[attr-defined]
    assert table.game.config.solo_added == ("thugs",)
    assert table.game.config.solo_families_removed == 1


def test_harder_solo_is_true_only_with_added_cards_or_families_taken_out() -> None:
    """[003:353]: a solo game is harder with mercenaries added or families removed; the
    rulebook's own opponents, and every other game, are not (bests and words key on it)."""
    assert not sc.GameConfig(players=1).harder_solo
    assert not sc.GameConfig(players=4).harder_solo
    assert sc.GameConfig(players=1, solo_added=("brawler",)).harder_solo
    assert sc.GameConfig(players=1, solo_families_removed=2).harder_solo


@pytest.mark.slow
def test_simulate_plays_a_harder_solo_series_and_names_its_opponents_003_353(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``simulate --solo-add/--solo-drop-families``: each game is the harder game of its seed
    (the same score as that game played alone), and the summary names the difficulty."""
    from scavengers.sim.tournament import schedule

    args = ["simulate", "--players", "1", "--bots", "heuristic", "--games", "3", "--workers", "1", "--json"]
    assert main([*args, "--solo-add", "sniper_team,brawler", "--solo-drop-families", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["solo_added"] == ["brawler", "sniper_team"]
    assert summary["solo_families_removed"] == 1
    scores = []
    for spec in schedule(1, ["heuristic"], 3, 1, solo_added=("brawler", "sniper_team"), solo_families_removed=1):
        game = sc.Game.new(
            sc.GameConfig(players=1, seed=spec.seed, solo_added=("brawler", "sniper_team"), solo_families_removed=1)
        )
        run_game(game, [make_agent("heuristic", spec.seed)])
        assert game.result is not None
        scores.append(game.result.scores[0].points)
    assert summary["mean_score"] == pytest.approx(sum(scores) / 3)
    assert (summary["lowest"], summary["highest"]) == (min(scores), max(scores))
    assert main([*args[:-1]]) == 0  # the rulebook's opponents: named as before, no difficulty fields
    out = capsys.readouterr().out
    assert "harder" not in out
    assert main([*args, "--solo-add", "brawler"]) == 0
    assert "opponents harder: Brawler added" not in capsys.readouterr().out  # JSON: the fields say it
    assert main([*args[:-1], "--solo-add", "brawler"]) == 0
    assert "opponents harder: Brawler added" in capsys.readouterr().out


def test_simulate_refuses_the_solo_difficulty_for_a_game_of_several_players(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "--players", "2", "--games", "2", "--solo-add", "brawler"])
    assert stopped.value.code == 2
    assert "--solo-add makes the solo game harder: play it with --players 1" in capsys.readouterr().err
