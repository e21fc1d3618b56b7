"""Blind audit (24) of the word-by-word turns of the learning environments.

Written from docs/rl.md ("Agents and turns", "The action space: words", the observation's
`chosen_words` / `chosen_word_count`, "OpenSpiel") and README.md alone, without reading the
implementation: every word of an action is asked in the PettingZoo environment and the
OpenSpiel game, the forced ones too, except the `<end>` after a bare verb; the Gymnasium
environment takes forced words at once; the observation counts the words chosen so far.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel
import pytest

from scavengers import rl

WORDS = rl.WORDS
W = {word: i for i, word in enumerate(WORDS)}
END = W["<end>"]
COUNT = rl.FIELDS["chosen_word_count"].offset
CHOSEN = rl.FIELDS["chosen_words"]
BARE = {"pass", "end", "continue", "abort", "bribe"}

JUNK_TABLE: dict[str, Any] = {  # seat 0 holds nothing but junk: every card word of her trash is forced
    "round": 1,
    "initiator": 0,
    "players": [
        {"hand": ["junk", "junk", "junk"], "deck": ["refugee"] * 5},
        {"hand": ["scavenger", "shovel"], "deck": ["refugee"] * 5},
        {"hand": ["brawler", "spear"], "deck": ["refugee"] * 5},
    ],
}


def table_with_hand(hand: list[str]) -> dict[str, Any]:
    table: dict[str, Any] = {**JUNK_TABLE, "players": [dict(p) for p in JUNK_TABLE["players"]]}
    table["players"][0] = {**table["players"][0], "hand": hand}
    return table


def count_of(observation: Any) -> int:
    return int(observation["observation"][COUNT])


def chosen_of(observation: Any) -> npt.NDArray[np.float32]:
    chosen: npt.NDArray[np.float32] = observation["observation"][CHOSEN.offset : CHOSEN.offset + CHOSEN.size]
    return chosen


def mask_words(observation: Any) -> list[str]:
    return [WORDS[i] for i in np.flatnonzero(observation["action_mask"])]


def notation_words(text: str, seat: int, players: int) -> tuple[str, ...]:
    """The docs' split of an action's notation: at spaces, `+`, `:`, `-`, `@` and `,`;
    a seat before `:` said as `seat+k` counted from the one choosing."""
    text = re.sub(r"(\d+):", lambda m: f" SEAT{m.group(1)} ", text.lower())
    out = []
    for token in re.split(r"[ +@,\-]+", text.strip()):
        if token.startswith("SEAT"):
            out.append(f"seat+{(int(token[4:]) - seat) % players}")
        else:
            out.append(token)
    return tuple(out)


def next_words(table: Any, prefix: tuple[int, ...]) -> set[int]:
    n = len(prefix)
    return {t[n] for t in table if len(t) > n and t[:n] == prefix}


def play_words(env: Any, words: list[str]) -> list[tuple[str, int, list[str]]]:
    """Steps `words` in the PettingZoo env; returns (agent, count, mask words) before each."""
    seen = []
    for word in words:
        agent = env.agent_selection
        observation = env.observe(agent)
        seen.append((agent, count_of(observation), mask_words(observation)))
        env.step(W[word])
    return seen


# --- 1, 2, 4: stacked tables ------------------------------------------------------------


def test_forced_card_words_are_asked_one_word_at_a_time_pettingzoo() -> None:
    """[rl.md] "In the PettingZoo environment (and the OpenSpiel game) every word is asked, the
    forced ones too (the mask then allows that one word)" and "`trash junk` said in two steps,
    not three, would tell that she holds nothing but junk to trash"."""
    env: Any = rl.env(players=3, scenario=JUNK_TABLE)
    env.reset(seed=1)
    assert env.agent_selection == "seat_0"
    seen = play_words(env, ["trash", "junk", "<end>"])
    assert seen == [
        ("seat_0", 0, ["trash", "end"]),
        ("seat_0", 1, ["junk"]),  # forced, still asked, one word allowed
        ("seat_0", 2, ["<end>", "junk"]),
    ]
    after = env.observe(env.agent_selection)
    assert count_of(after) == 0  # three steps, and the action is played


def test_end_mark_asked_even_when_it_is_the_only_word() -> None:
    """[rl.md] "every word is asked, the forced ones too (the mask then allows that one word),
    but the `<end>` after a verb that never takes anything (`pass`, `end`, `continue`, `abort`,
    `bribe`)": the `<end>` of any other action is asked, alone in the mask if need be."""
    env: Any = rl.env(players=3, scenario=JUNK_TABLE)
    env.reset(seed=1)
    seen = play_words(env, ["trash", "junk", "junk", "junk", "<end>"])
    assert [agent for agent, _, _ in seen] == ["seat_0"] * 5
    assert [count for _, count, _ in seen] == [0, 1, 2, 3, 4]
    assert seen[1][2] == ["junk"]
    assert seen[4][2] == ["<end>"]  # the only word left, still put to her
    observation = env.observe("seat_0")
    assert count_of(observation) == 0
    assert chosen_of(observation).sum() == 0


@pytest.mark.parametrize("hand", [["junk", "junk", "junk"], ["junk", "refugee", "shovel"], ["junk", "medkit", "scout"]])
def test_same_action_same_steps_whatever_else_she_holds(hand: Any) -> None:
    """[rl.md] "So a decision takes as many steps as its action has words, whatever else she
    holds." `trash junk` is three steps from a hand of junk alone (its card word forced) and
    from hands with other kinds (its card word a choice)."""
    env: Any = rl.env(players=3, scenario=table_with_hand(hand))
    env.reset(seed=1)
    seen = play_words(env, ["trash", "junk", "<end>"])
    assert [a for a, _, _ in seen] == ["seat_0"] * 3
    assert [c for _, c, _ in seen] == [0, 1, 2]
    allowed_after_verb = seen[1][2]
    assert "junk" in allowed_after_verb
    assert (len(allowed_after_verb) == 1) == (set(hand) == {"junk"})
    assert count_of(env.observe(env.agent_selection)) == 0


def test_bare_verbs_take_one_step_and_forced_pass_is_asked() -> None:
    """[rl.md] "but the `<end>` after a verb that never takes anything (`pass`, `end`, ...)" and
    "a seat asked in a reaction window ... that holds nothing to answer with can only pass ...
    the PettingZoo environment puts it to the seat all the same (its mask allows only `pass`)"."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [
            {"hand": ["scavenger", "shovel", "refugee"], "deck": ["refugee"] * 3},
            {"hand": ["junk", "junk"], "deck": ["refugee"] * 2},
            {"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 2},
        ],
    }
    env: Any = rl.env(players=3, scenario=table)
    env.reset(seed=1)
    seen = play_words(env, ["dig", "scavenger", "shovel", "<end>"])
    assert [a for a, _, _ in seen] == ["seat_0"] * 4
    # seat 1 holds cards but nothing that answers: asked anyway, `pass` alone, one step
    assert env.agent_selection == "seat_1"
    observation = env.observe("seat_1")
    assert mask_words(observation) == ["pass"]
    assert count_of(observation) == 0
    env.step(W["pass"])
    assert env.agent_selection == "seat_2"  # no `<end>` asked after the bare `pass`
    assert mask_words(env.observe("seat_2")) == ["snipe", "pass"]
    env.step(W["pass"])
    # back to seat 0 to keep a dug card: the verb `keep`, her only word, is asked too
    assert env.agent_selection == "seat_0"
    observation = env.observe("seat_0")
    assert mask_words(observation) == ["keep"]
    assert count_of(observation) == 0
    env.step(W["keep"])
    assert env.agent_selection == "seat_0"
    assert count_of(env.observe("seat_0")) == 1
    card = min(int(w) for w in np.flatnonzero(env.observe("seat_0")["action_mask"]))
    env.step(card)
    assert mask_words(env.observe("seat_0")) == ["<end>"]  # asked though it is the only word
    env.step(END)
    assert env.agent_selection == "seat_0"
    assert "end" in mask_words(env.observe("seat_0"))
    env.step(W["end"])
    assert env.agent_selection != "seat_0"  # `end`: one step, no `<end>` after it
    assert count_of(env.observe(env.agent_selection)) == 0


# --- 2: Gymnasium takes forced words at once, and still counts them ---------------------


def test_gym_takes_forced_words_at_once_and_counts_them() -> None:
    """[rl.md] "In the Gymnasium environment a word that is the only possible next one is taken
    at once, so the learner is only asked where she has a choice" and "The observation of a
    step counts the words chosen so far, forced ones included, in both environments alike"."""
    env: Any = rl.gym_env(players=3, opponents=["random", "random"], seat=0, scenario=JUNK_TABLE)
    observation, info = env.reset(seed=1)
    assert info["seat"] == 0
    assert count_of(observation) == 0
    assert mask_words(observation) == ["trash", "end"]
    observation, *_ = env.step(W["trash"])
    # `junk` was forced: taken at once and counted
    assert count_of(observation) == 2
    chosen = chosen_of(observation)
    assert chosen[W["trash"]] == 1
    assert chosen[W["junk"]] == 1
    assert chosen.sum() == 2
    assert mask_words(observation) == ["<end>", "junk"]
    observation, *_ = env.step(W["junk"])
    assert count_of(observation) == 3
    assert chosen_of(observation)[W["junk"]] == 2
    observation, *_ = env.step(W["junk"])
    # the last `junk` leaves `<end>` as the only word: taken at once, the action played
    assert count_of(observation) == 0
    assert chosen_of(observation).sum() == 0
    # three learner steps for `trash junk junk junk`, where the PettingZoo env asks five
    pz: Any = rl.env(players=3, scenario=JUNK_TABLE)
    pz.reset(seed=1)
    assert len(play_words(pz, ["trash", "junk", "junk", "junk", "<end>"])) == 5


# --- 3: twin tables differing in one hidden hand ----------------------------------------


def _twin_run(hand: list[str], deck: list[str]) -> list[tuple[str, int, Any, Any]]:
    """Seat 0 plays the same actions from `hand`; the others the same scripted answers.
    Returns per step: (agent, count, the other seats' observations, mask size)."""
    table = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": hand, "deck": deck},
            {"hand": ["brawler", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["scout", "spear"], "deck": ["refugee"] * 5},
        ],
        "junkyard": ["net", "pills", "junk", "junk", "junk"],
        "contested": ["field_crew", "grenade", "rifle"],
    }
    env: Any = rl.env(players=3, scenario=table)
    env.reset(seed=11)
    driver = env.unwrapped.driver
    script = {0: ["dig scavenger", "keep net", "trash junk", "end", "commit junk"]}
    log: list[tuple[str, int, Any, Any]] = []
    rounds_seen = 0
    for _ in range(60):
        agent = env.agent_selection
        seat = int(agent.split("_")[1])
        observation = env.observe(agent)
        if count_of(observation) != 0 or not observation["action_mask"].any():
            break
        legal = {str(a): a for a in driver.game.legal_actions(seat)}
        if seat == 0 and script[0]:
            text = script[0].pop(0)
        elif "pass" in legal:
            text = "pass"
        elif "end" in legal:
            text = "end"
        elif "commit none" in legal:
            text = "commit none"
        else:
            break
        if seat == 0 and not script[0] and text.startswith("commit"):
            rounds_seen = 1
        assert text in legal, (hand, text, list(legal))
        for word in driver.words_for(legal[text]):
            obs = env.observe(env.agent_selection)
            others = tuple(env.observe(a)["observation"].tobytes() for a in ("seat_1", "seat_2"))
            log.append((env.agent_selection, count_of(obs), others, int(obs["action_mask"].sum())))
            env.step(word)
        if rounds_seen:
            break
    log.append((env.agent_selection, count_of(env.observe(env.agent_selection)), None, None))
    return log


def test_twin_tables_give_the_other_seats_the_same_turns_pettingzoo() -> None:
    """[rl.md] "a word taken at once exactly where a seat's cards force it would tell the others
    about her cards ... So a decision takes as many steps as its action has words, whatever else
    she holds" and "two games that differ only in cards the seat cannot see give it the same
    observation". Twin tables differ only in seat 0's hidden hand; she plays the same actions."""
    # the same cards in all (the market is built from the cards left out): only where
    # seat 0's hidden cards lie differs, between her hand and her deck
    forced = _twin_run(
        ["scavenger", "scavenger", "junk", "junk", "junk"], ["brawler", "medkit", "refugee", "scout", "spear"]
    )
    free = _twin_run(
        ["scavenger", "brawler", "junk", "medkit", "junk"], ["scavenger", "junk", "refugee", "scout", "spear"]
    )
    assert len(forced) == len(free) > 12
    assert [s[0] for s in forced] == [s[0] for s in free]  # agent_selection, step by step
    assert [s[1] for s in forced] == [s[1] for s in free]  # chosen_word_count
    for step, (a, b) in enumerate(zip(forced[:-1], free[:-1], strict=True)):
        assert a[2] == b[2], f"step {step}: another seat's observation tells the twins apart"
    # the twins really differ in what is forced: some step allows one word in one, more in the other
    assert any(a[3] == 1 and b[3] > 1 for a, b in zip(forced[:-1], free[:-1], strict=True) if a[0] == "seat_0")


def test_twin_games_give_the_same_players_openspiel() -> None:
    """[rl.md] OpenSpiel: "every word of an action is asked, forced or not" and
    `resample_from_infostate(seat, ...)` "deals a game the seat could believe it is in": in a
    game and another seat's sample (the decider's hand dealt afresh), a one-card trash asks
    its three words in both and the `current_player()` sequence and the observer's observation
    are the same, whether its card word is forced in one of them or not."""
    from scavengers.rl.openspiel import state_of_seed

    game = pyspiel.load_game("python_arctic_scavengers(players=3)")
    pairs = differing = 0

    def trash_one(state: Any, p: Any, o: Any) -> Any:
        seq, sizes, seen = [], [], []
        for token in ("trash", "CARD", "<end>"):
            legal = state.legal_actions()
            word = min(a for a in legal if a != END) if token == "CARD" else W[token]
            if word not in legal:
                return None
            seq.append(state.current_player())
            sizes.append(len(legal))
            seen.append(tuple(state.observation_tensor(o)))
            state.apply_action(word)
        seq.append(state.current_player())
        seen.append(tuple(state.observation_tensor(o)))
        return seq, sizes, seen

    for seed in (1, 2, 3):
        state = state_of_seed(game, seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            p = state.current_player()
            legal = state.legal_actions()
            if W["trash"] in legal and state.observation_tensor(p)[COUNT] == 0:
                o = (p + 1) % 3
                sampler = pyspiel.UniformProbabilitySampler(seed * 1000 + len(state.history()), 0.0, 1.0)
                sample = state.resample_from_infostate(o, sampler)
                assert sample.current_player() == p
                real = trash_one(state.clone(), p, o)
                twin = trash_one(sample, p, o)
                if real is not None and twin is not None:
                    pairs += 1
                    assert real[0] == twin[0]
                    assert real[0][:3] == [p, p, p]
                    assert real[2] == twin[2], "the observer's observation tells the game from its sample"
                    differing += (real[1][1] == 1) != (twin[1][1] == 1)
            state.apply_action(int(rng.choice(legal)))
    assert pairs > 30
    assert differing >= 1  # a card word forced in one twin and not the other, same turns


# --- 5: whole random games --------------------------------------------------------------

GAMES = [
    (2, ("hq1", "hq2", "recon1"), (), 1),
    (3, ("hq1", "hq2", "recon1"), (), 2),
    (4, (), (), 3),
    (5, ("recon2", "recon3", "recon4", "recon5"), (), 4),
    (3, ("hq1", "hq2", "hq3", "hq4"), ("leader_draft",), 5),
    (4, ("hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"), (), 6),
]


@pytest.mark.parametrize(("players", "modules", "variants", "seed"), GAMES)
def test_random_games_every_word_asked_pettingzoo(players: Any, modules: Any, variants: Any, seed: Any) -> None:
    """[rl.md] "At each step the mask allows exactly the words that continue at least one legal
    action of the decision", "every word is asked, the forced ones too ... but the `<end>`
    after a verb that never takes anything", "So a decision takes as many steps as its action
    has words", "The observation of a step counts the words chosen so far, forced ones
    included", "all zeros for an agent that is not to choose", "A decision with a single legal
    action is not put to anyone ... `game.asked_anyway()` says whether the pending decision is
    such a forced one", and `rl.Driver.words_for(action)` "gives the words a seat chooses"."""
    env: Any = rl.env(players=players, modules=modules, variants=variants)
    env.reset(seed=seed)
    driver = env.unwrapped.driver
    rng = np.random.default_rng(seed)
    table: dict[tuple[int, ...], Any] | None = None
    prefix: tuple[int, ...] = ()
    decider = None
    forced_mid = only_end = decisions = 0
    for agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        if termination or truncation:
            assert not observation["action_mask"].any()
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.any(), f"{agent}: selected with an empty mask"
        for other in env.agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any(), f"{other} may choose out of turn"
        count = count_of(observation)
        if table is None:  # a new decision
            assert count == 0
            seat = int(agent.split("_")[1])
            legal = driver.game.legal_actions(seat)
            if len(legal) == 1:
                assert driver.game.asked_anyway(), f"forced {legal[0]} put to {agent}"
            table = {}
            for action in legal:
                words = tuple(driver.words_for(action))
                said = tuple(WORDS[w] for w in words)
                split = notation_words(str(action), seat, players)
                expect = split if split[0] in BARE and len(split) == 1 else (*split, "<end>")
                assert said == expect, (str(action), said)
                table[words] = action
            prefix, decider = (), agent
            decisions += 1
        assert agent == decider, "the turn moved within a decision"
        assert count == len(prefix)
        assert (chosen_of(observation) == np.bincount(prefix, minlength=len(WORDS))).all()
        allowed = set(np.flatnonzero(mask).tolist())
        assert allowed == next_words(table, prefix), [WORDS[w] for w in allowed]
        if len(allowed) == 1 and prefix:
            forced_mid += 1
            only_end += allowed == {END}
        word = int(rng.choice(sorted(allowed)))
        prefix += (word,)
        env.step(word)
        if prefix in table:  # as many steps as its words: the next step starts afresh
            table = None
    assert table is None
    assert decisions > 50
    assert forced_mid > 0
    assert only_end > 0


@pytest.mark.parametrize(("players", "modules", "seed"), [(2, ("hq1", "recon1"), 7), (4, ("hq1", "hq2", "recon1"), 8)])
def test_openspiel_asks_the_same_words_as_pettingzoo(players: Any, modules: Any, seed: Any) -> None:
    """[rl.md] OpenSpiel: "`legal_actions()` the words the mask allows (sorted ...)", "Turns are
    the PettingZoo environment's ... every word of an action is asked, forced or not",
    `state_of_seed(game, seed)` "is the game that `scavengers play --seed` plays" (as
    `reset(seed=s)` is), `observation_tensor(seat)` holds "the words it has chosen so far", and
    `str(state)` says "whose choice it is (not how many words were chosen ...)"."""
    from scavengers.rl.openspiel import state_of_seed

    game = pyspiel.load_game(f"python_arctic_scavengers(players={players},modules={'+'.join(modules)})")
    state = state_of_seed(game, seed)
    env: Any = rl.env(players=players, modules=modules)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = single = 0
    shown = None
    for agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        if termination or truncation:
            assert state.is_terminal()
            env.step(None)
            continue
        seat = int(agent.split("_")[1])
        assert not state.is_terminal()
        assert state.current_player() == seat
        allowed = np.flatnonzero(observation["action_mask"]).tolist()
        assert state.legal_actions() == allowed
        tensor = np.asarray(state.observation_tensor(seat), dtype=np.float32)
        assert tensor[COUNT] == count_of(observation)
        assert (tensor[CHOSEN.offset : CHOSEN.offset + CHOSEN.size] == chosen_of(observation)).all()
        if count_of(observation) == 0:
            shown = str(state)
        else:  # "not how many words were chosen"
            assert str(state) == shown
        single += len(allowed) == 1
        word = int(rng.choice(allowed))
        env.step(word)
        state.apply_action(word)
        steps += 1
    assert state.is_terminal()
    assert steps > 200
    assert single > 0


def full_words(action: Any, seat: int, players: int) -> tuple[int, ...]:
    """Every word of an action by the docs' notation split, with the `<end>` mark unless bare."""
    split = notation_words(str(action), seat, players)
    if not (len(split) == 1 and split[0] in BARE):
        split += ("<end>",)
    return tuple(W[word] for word in split)


@pytest.mark.parametrize(("players", "modules", "seed"), [(2, ("hq1", "hq2", "recon1"), 3), (4, (), 4)])
def test_gym_asks_only_choices_and_counts_forced_words(players: Any, modules: Any, seed: Any) -> None:
    """[rl.md] "In the Gymnasium environment a word that is the only possible next one is taken
    at once, so the learner is only asked where she has a choice", "The Gymnasium
    environment's learner sees only her own turns, so there every forced decision is taken at
    once, hers too", "The observation of a step counts the words chosen so far, forced ones
    included, in both environments alike", and `rl.Driver.words_for(action)` "gives the words a
    seat chooses" (here: the words she is asked for)."""
    env: Any = rl.gym_env(players=players, opponents=["random"] * (players - 1), seat=0, modules=modules)
    observation, _ = env.reset(seed=seed)
    driver = env.unwrapped.driver
    rng = np.random.default_rng(seed)
    table: dict[tuple[int, ...], Any] | None = None
    prefix: tuple[int, ...] = ()
    forced_counted = steps = 0
    while True:
        mask = observation["action_mask"]
        if not mask.any():
            break
        allowed = set(np.flatnonzero(mask).tolist())
        assert len(allowed) >= 2, f"asked a forced word: {[WORDS[w] for w in allowed]}"
        if table is None:
            legal = driver.game.legal_actions(0)
            table = {full_words(a, 0, players): a for a in legal}
            for words, action in table.items():
                asked = tuple(w for i, w in enumerate(words) if len(next_words(table, words[:i])) > 1)
                assert tuple(driver.words_for(action)) == asked, str(action)
            prefix = ()
            while len(next_words(table, prefix)) == 1:  # forced opening words: taken at once
                prefix += (next_words(table, prefix).pop(),)
                forced_counted += 1
        assert count_of(observation) == len(prefix)
        assert (chosen_of(observation) == np.bincount(prefix, minlength=len(WORDS))).all()
        assert allowed == next_words(table, prefix)
        word = int(rng.choice(sorted(allowed)))
        prefix += (word,)
        while prefix not in table and len(next_words(table, prefix)) == 1:
            prefix += (next_words(table, prefix).pop(),)  # what the env should take at once
            forced_counted += 1
        if prefix in table:
            table = None
        observation, _, terminated, truncated, _ = env.step(word)
        steps += 1
        if terminated or truncated:
            break
    assert steps > 30
    assert forced_counted > 0


def test_asked_anyway_names_a_kind_of_decision_not_whether_the_seat_has_a_choice() -> None:
    """[rl.md] "`game.asked_anyway()` says whether the pending decision is of those kinds, put to
    its seat even when it has a single legal action: it reads public facts only, so it says
    nothing of whether the seat has a choice (it is true at most decisions with one)". (This
    audit first found the earlier sentence, "such a forced one", wrong: a gathering turn with four
    legal actions is asked anyway.) A gathering turn while she holds cards is asked anyway
    whatever the cards, and every other seat's samples of the game say the same."""
    from scavengers import Game, GameConfig

    game = Game.new(GameConfig(players=3, seed=1, scenario=JUNK_TABLE))
    assert game.to_act == (0,)
    assert len(game.legal_actions(0)) == 4  # trash junk / junk junk / junk junk junk / end
    assert game.asked_anyway() is True
    game.keep_knowledge()
    for other in (1, 2):
        for seed in range(3):
            sample = game.determinize(other, seed)
            assert sample.asked_anyway() is True
