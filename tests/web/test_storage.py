"""Storage: games come back as stored, an action index is written once, PostgreSQL notifies."""

from __future__ import annotations

import threading
import time

import pytest

from scavengers.storage import ChatLine, Store, StoredGame, StoreError, open_store


def a_game(game_id: str = "g1") -> StoredGame:
    config = {"players": 2, "seed": 4, "modules": [], "scenario": None}
    return StoredGame(game_id, config, ["human", "heuristic"], ["ab" * 32, None], time.time())


def check_round_trip(store: Store, url: str) -> None:
    store.create_game(a_game())
    assert store.append_actions([("g1", 0, 0, "dig refugee+shovel"), ("g1", 1, 1, "pass")]) == [True, True]
    assert store.append_chat("g1", ChatLine(None, "hello", 1.5)) == 0  # its number in the game
    # an index already taken is refused; the others of the same commit are kept
    assert store.append_actions([("g1", 1, 0, "end"), ("g1", 2, 0, "end")]) == [False, True]
    store.close()
    again = open_store(url)
    (game,) = again.load_games()
    assert game.actions == [(0, "dig refugee+shovel"), (1, "pass"), (0, "end")]
    assert game.chat == [ChatLine(None, "hello", 1.5)]
    assert game.seats == ["human", "heuristic"]
    assert game.token_hashes == ["ab" * 32, None]
    assert again.load_game("g1") == game
    assert again.load_game("nothing") is None
    assert again.load_changes("g1", 1, 1) == ([(1, "pass"), (0, "end")], [])
    assert again.load_changes("g1", 3, 0) == ([], [ChatLine(None, "hello", 1.5)])
    assert again.append_chat("g1", ChatLine(1, "again", 2.0)) == 1
    assert again.load_changes("g1", 3, 1) == ([], [ChatLine(1, "again", 2.0)])
    game.chat.append(ChatLine(1, "again", 2.0))
    # a finished game is no longer loaded at start, only on demand
    again.create_game(a_game("g2"))
    again.finish("g1")
    assert [g.id for g in again.load_games()] == ["g2"]
    assert again.load_game("g1") == game
    again.close()


def test_sqlite_keeps_games_and_writes_each_action_index_once(sqlite_url: str) -> None:
    check_round_trip(open_store(sqlite_url), sqlite_url)


def test_postgresql_keeps_games_and_writes_each_action_index_once(pg_url: str) -> None:
    check_round_trip(open_store(pg_url), pg_url)


@pytest.mark.slow
def test_postgresql_tells_other_processes_what_changed(pg_url: str) -> None:
    writer, reader = open_store(pg_url), open_store(pg_url)
    heard: list[str] = []
    arrived = threading.Event()

    def on_change(game_id: str) -> None:
        heard.append(game_id)
        arrived.set()

    reader.listen(on_change)
    reader.create_game(a_game("own"))  # its own writes are not reported back to it
    writer.create_game(a_game("theirs"))
    assert arrived.wait(timeout=5)
    assert heard == ["theirs"]
    writer.close()
    reader.close()


def test_an_unknown_database_url_is_refused_with_the_forms_it_takes() -> None:
    with pytest.raises(StoreError, match=r"sqlite:///path/to/file or postgresql://"):
        open_store("mysql://localhost/games")


def test_one_postgresql_process_at_a_time_claims_a_games_bots(pg_url: str) -> None:
    first, second = open_store(pg_url), open_store(pg_url)
    assert first.claim("g1")
    assert first.claim("g1")  # still its own
    assert not second.claim("g1")
    assert second.claim("g2")
    first.close()  # a process that stops hands its claims over
    assert second.claim("g1")
    second.close()
