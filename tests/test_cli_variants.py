"""``--variant`` and ``--rules`` on the command line: variants repeat or come as a comma list,
unknown names and editions are one clear line and exit 2, and the game is made with them."""

from __future__ import annotations

import pytest

from scavengers.cli.main import build_parser, main
from scavengers.cli.play import build_session


def test_variants_repeat_or_come_as_a_comma_list_and_reach_the_game() -> None:
    args = build_parser().parse_args(
        [
            "play",
            "--players",
            "3",
            "--bots",
            "random",
            "--seed",
            "4",
            "--hq",
            "3",
            "--variant",
            "alternate_brawlers,alternate_refugees",
            "--variant",
            "leader_draft",
            "--rules",
            "2012",
        ]
    )
    session = build_session(args)
    config = session.game.config
    assert config.variants == {"alternate_brawlers", "alternate_refugees", "leader_draft"}
    assert config.rules == "2012"


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (["--variant", "moon_base"], "unknown variant"),
        (["--rules", "1999"], "2015 or 2012"),
    ],
)
def test_an_unknown_variant_or_edition_is_one_clear_line(
    words: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["watch", "--players", "2", "--bots", "random", *words])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_watch_plays_a_leader_drafting_game_with_the_2012_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["watch", "--players", "3", "--bots", "heuristic", "--hq", "3", "--variant", "leader_draft", "--rules", "2012"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "leader pile" in out


def test_leader_drafting_without_hq_3_is_refused_clearly(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["watch", "--players", "2", "--bots", "random", "--variant", "leader_draft"])
    assert code != 0
    assert "HQ module 3" in capsys.readouterr().err


def test_play_seats_one_player_per_name_of_bots_when_players_is_not_given() -> None:
    """``scavengers play --bots human,random,heuristic`` (docs/playing.md) is a three-player
    game; ``--players`` given still wins, and one bot name fills the default four seats."""
    parse = build_parser().parse_args
    session = build_session(parse(["play", "--bots", "human,random,heuristic", "--seed", "1"]))
    assert session.game.config.players == 3
    assert build_session(parse(["play", "--bots", "random", "--seed", "1"])).game.config.players == 4
    assert build_session(parse(["play", "--players", "2", "--bots", "random", "--seed", "1"])).game.config.players == 2
