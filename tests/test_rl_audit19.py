"""Audit 19 of scavengers.rl, read as an AI researcher holding docs/rl.md: every documented
observation field is checked on a hand-built table (a seat holding known cards, a skirmish's
revealed forces, the market, the round, the scores), the action space and its words, the
rewards on hand-made endings (ties included), terminations and truncations, ``max_cycles``,
``render_mode="ansi"``, determinism, ``gym_env``'s opponents, the ``learned`` bot through
``make_agent``, and bad input to ``step``. Twin tables that differ only in cards a seat cannot
see give it the same observations, for every module set.

docs/rl.md is quoted as ``[rl.md]``; the rulebooks as ``[file:line]`` (000: base and HQ,
003: Recon)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
import pytest
from pettingzoo.test.seed_test import seed_test

import scavengers as sc
from scavengers import rl
from scavengers.bots.agent import decide, make_agent
from scavengers.cards import CATALOGUE
from scavengers.engine import Verb
from scavengers.rl.driver import Driver
from scavengers.rl.multi_agent import RawEnv
from scavengers.rl.observation import KINDS
from scavengers.rl.single_agent import GymEnv
from scavengers.rl.words import action_words

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rl.md"
Observation = npt.NDArray[np.float32]


# -- helpers ---------------------------------------------------------------------------------------


def raw(env: Any) -> RawEnv:
    inner = env.unwrapped
    assert isinstance(inner, RawEnv)
    return inner


def driving(env: Any) -> Driver:
    driver = raw(env).driver
    assert driver is not None
    return driver


def field(observation: Observation, name: str) -> list[float]:
    """``observation[f.offset : f.offset + f.size]`` with ``f = rl.FIELDS[name]`` [rl.md]."""
    f = rl.FIELDS[name]
    return [float(x) for x in observation[f.offset : f.offset + f.size]]


def per_kind(observation: Observation, name: str) -> dict[str, int]:
    """A per-kind field as {kind: count}, kinds in the catalogue's order (``rl.observation.KINDS``)."""
    return {KINDS[i]: int(n) for i, n in enumerate(field(observation, name)) if n}


def seen(env: Any, agent: str) -> Observation:
    observation = env.observe(agent)
    assert observation is not None
    vector: Observation = observation["observation"]
    return vector


def legal_texts(env: Any) -> list[str]:
    driver = driving(env)
    assert driver.seat is not None
    return [str(a) for a in driver.game.legal_actions(driver.seat)]


def say(env: Any, text: str) -> None:
    """The agent selected plays the engine action ``text``, one word a step, as an agent would."""
    driver = driving(env)
    seat = driver.seat
    assert seat is not None
    assert env.agent_selection == f"seat_{seat}"
    (action,) = [a for a in driver.game.legal_actions(seat) if str(a) == text]
    for word in driver.words_for(action):
        env.step(word)


def pass_windows(env: Any) -> None:
    """Every seat asked in an open reaction window (a response or a save) passes."""
    driver = driving(env)
    while driver.seat is not None:
        decision = driver.game.view(driver.seat).decision
        assert decision is not None
        if decision.kind not in ("respond", "save"):
            return
        say(env, "pass")


def play_out(env: Any) -> None:
    """Every turn ends, every seat commits nothing and passes, until the game is over."""
    while driving(env).seat is not None:
        legal = legal_texts(env)
        say(env, next(text for text in ("end", "commit none", "pass") if text in legal))


def final_rewards(env: Any) -> dict[str, float]:
    """Each agent's reward from ``last()`` as the agents are stepped off with ``None``."""
    finals: dict[str, float] = {}
    for agent in env.agent_iter():
        _, reward, terminated, truncated, _ = env.last()
        assert terminated
        assert not truncated
        finals[agent] = float(reward)
        env.step(None)
    return finals


def doc_fields() -> list[tuple[str, int, int]]:
    """The field tables of docs/rl.md: (name, offset, size) per row."""
    rows = re.findall(r"^\| `([^`]+)` \| (\d+) \| (\d+) \| .* \|$", DOCS.read_text(encoding="utf-8"), re.MULTILINE)
    return [(name, int(offset), int(size)) for name, offset, size in rows]


KNOWN_TABLE: dict[str, Any] = {
    "round": 3,
    "initiator": 1,
    "players": [
        {"hand": ["brawler", "shovel", "refugee", "refugee"], "deck": ["junk", "junk"]},
        {"hand": ["scavenger", "spear"], "deck": ["refugee"]},
        {"hand": ["sniper_team"], "deck": []},
    ],
    "contested": ["grenade", "wolf_pack", "sled_team"],
    "junkyard": ["net", "junk"],
    "market": {"scout": 5},
}
"""Three seats holding known cards, round 3, seat 1 the initiator [000:126]."""


def known_table_env(**settings: Any) -> Any:
    env = rl.env(players=3, scenario=KNOWN_TABLE, **settings)
    env.reset(seed=3)
    return env


# -- the layout and the words ---------------------------------------------------------------------


def test_every_field_the_docs_list_sits_at_its_documented_offset_and_size() -> None:
    """[rl.md] The observation: two tables give each field's offset and size; seat slots 1-4
    repeat slot 0's fields "each block of 452 numbers after the one before (`seat+1/present` is
    at 2341, `seat+4/score` at 4145)"; 4,159 numbers in all."""
    rows = doc_fields()
    assert len(rows) == 55
    for name, offset, size in rows:
        f = rl.FIELDS[name]
        assert (f.name, f.offset, f.size) == (name, offset, size)
    for slot in range(1, 5):
        for name in [n for n in rl.FIELDS if n.startswith("seat+0/")]:
            twin = rl.FIELDS[name.replace("seat+0/", f"seat+{slot}/")]
            assert twin.offset == rl.FIELDS[name].offset + 452 * slot
    assert rl.FIELDS["seat+1/present"].offset == 2341
    assert rl.FIELDS["seat+4/score"].offset == 4145
    assert rl.SIZE == 4159
    assert [f.offset for f in rl.LAYOUT] == sorted(f.offset for f in rl.LAYOUT)
    assert sum(f.size for f in rl.LAYOUT) == rl.SIZE  # no gap, no overlap


def test_the_words_sit_at_the_ids_the_docs_table_gives() -> None:
    """[rl.md] The action space: 0 `<end>`; 1-41 the verbs; 42-108 the card kinds in the
    catalogue's order (`scout`, `spy` and `map` keep their verb's id); 109-120 `none`, `pay`,
    `bottom`, `hand`, `deck`, `force`, `stored`, `timer`, `contested`, `junkyard`, `leaders`,
    `schematics` (`top` is a verb's id); 121-136 the numbers 0-15; 137-141 `seat+0`..`seat+4`."""
    words = rl.WORDS
    assert len(words) == 142
    assert words[0] == "<end>"
    assert words[1:42] == tuple(verb.value for verb in Verb)
    assert "top" in words[1:42]
    assert words[42:109] == tuple(kind for kind in CATALOGUE if kind not in ("scout", "spy", "map"))
    assert {"scout", "spy", "map"} <= set(words[1:42])
    assert words[109:121] == (
        "none",
        *("pay", "bottom", "hand", "deck", "force", "stored", "timer"),
        *("contested", "junkyard", "leaders", "schematics"),
    )
    assert words[121:137] == tuple(str(n) for n in range(16))
    assert words[137:142] == tuple(f"seat+{k}" for k in range(5))
    assert len(KINDS) == 70
    assert tuple(CATALOGUE) == KINDS


@pytest.mark.parametrize(
    "settings",
    [
        {"players": 1},
        {"players": 2},
        {"players": 5, "modules": {"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"}},
        {"players": 3, "modules": {"hq1", "hq2", "hq3"}, "variants": {"leader_draft"}, "rules": "2012"},
    ],
    ids=["solo", "two", "five-every-module", "2012-leader-draft"],
)
def test_every_configuration_shares_one_discrete_142_action_space_and_one_observation_space(
    settings: dict[str, Any],
) -> None:
    """[rl.md] "Every configuration shares one action space, `Discrete(142)`"; the observation
    is a `float32` vector of 4,159 numbers and an `int8` mask of 142 words, in both
    environments, with the same spaces for every agent."""
    env = rl.env(**settings)
    env.reset(seed=11)
    for agent in env.possible_agents:
        assert env.action_space(agent) == gymnasium.spaces.Discrete(142)
        space = env.observation_space(agent)
        assert isinstance(space, gymnasium.spaces.Dict)
        assert space["observation"].shape == (4159,)
        assert space["observation"].dtype == np.float32
        assert space["action_mask"].shape == (142,)
        assert space["action_mask"].dtype == np.int8
        observation = env.observe(agent)
        assert observation is not None
        assert observation["observation"].dtype == np.float32
        assert observation["observation"].shape == (4159,)
        assert observation["action_mask"].dtype == np.int8
        assert space.contains(observation)
    opponents = None if settings["players"] == 1 else "random"
    gym = rl.gym_env(opponents=opponents, **settings)
    observation, _ = gym.reset(seed=11)
    assert gym.action_space == gymnasium.spaces.Discrete(142)
    assert gym.observation_space.contains(observation)


def test_a_seat_named_in_an_action_is_said_counted_from_the_chooser() -> None:
    """[rl.md] "`snipe 2:brawler` said by seat 1 of 4 is `snipe seat+1 brawler`"; every action
    ends with `<end>` and its first word is its verb."""
    table = {
        "round": 3,
        "initiator": 1,
        "players": [
            {"hand": ["refugee"]},
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["refugee"]},
        ],
        "contested": ["grenade", "wolf_pack"],
    }
    game = sc.Game.new(sc.GameConfig(players=4, seed=0, scenario=table))
    commits = {1: "commit brawler sniper_team", 2: "commit brawler"}
    while (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit"):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))
    assert decision is not None
    assert decision.seat == 1
    (snipe,) = [a for a in game.legal_actions(1) if str(a) == "snipe 2:brawler"]
    assert [rl.WORDS[w] for w in action_words(snipe, 1, 4)] == ["snipe", "seat+1", "brawler", "<end>"]
    # Said by seat 3 of 4, seat 2 is three seats on.
    assert [rl.WORDS[w] for w in action_words(snipe, 3, 4)] == ["snipe", "seat+3", "brawler", "<end>"]


def test_end_is_asked_only_where_an_action_may_end_or_go_on_and_forced_words_are_asked_all_the_same() -> None:
    """[rl.md] "`<end>`: ends an action that a longer one would go on from (`trash junk` beside
    `trash junk junk`)"; in the PettingZoo environment every word is asked, even the only
    possible next one (its turns are seen by all: skipping a word that her cards force would
    tell what she holds); "When the words name one legal action the engine plays it";
    `chosen_words` and `chosen_word_count` hold the words chosen so far."""
    table = {"round": 1, "players": [{"hand": ["junk", "junk"], "deck": ["refugee"]}, {"hand": ["refugee"]}]}
    env = rl.env(players=2, scenario=table)
    env.reset(seed=0)
    assert sorted(legal_texts(env)) == ["end", "trash junk", "trash junk junk"]
    mask = env.observe("seat_0")["action_mask"]  # type: ignore[index]
    assert {rl.WORDS[w] for w in np.flatnonzero(mask)} == {"trash", "end"}
    env.step(rl.WORDS.index("trash"))
    # `junk` is the only word after `trash` (a hand of two junk): asked all the same, as a
    # hand with more kinds would be asked it.
    assert env.agent_selection == "seat_0"
    assert {rl.WORDS[w] for w in np.flatnonzero(seen_mask(env, "seat_0"))} == {"junk"}
    env.step(rl.WORDS.index("junk"))
    after = env.observe("seat_0")
    assert after is not None
    assert {rl.WORDS[w] for w in np.flatnonzero(after["action_mask"])} == {"<end>", "junk"}
    vector = after["observation"]
    assert field(vector, "chosen_word_count") == [2.0]
    chosen = field(vector, "chosen_words")
    assert {rl.WORDS[w]: n for w, n in enumerate(chosen) if n} == {"trash": 1.0, "junk": 1.0}
    # The other seat sees none of her words.
    assert field(seen(env, "seat_1"), "chosen_word_count") == [0.0]
    env.step(rl.WORDS.index("<end>"))  # `trash junk`: played at once
    hidden = field(seen(env, "seat_1"), "seat+1/counts")
    assert hidden[0] == 1.0  # her hand: one junk left
    assert field(seen(env, "seat_0"), "chosen_word_count") == [0.0]


def test_the_gymnasium_learner_is_asked_only_where_there_is_a_choice() -> None:
    """[rl.md] The Gymnasium environment's learner sees only her own steps, so a word her cards
    force is taken at once there: `trash` is followed by `junk` unasked."""
    table = {"round": 1, "players": [{"hand": ["junk", "junk"], "deck": ["refugee"]}, {"hand": ["refugee"]}]}
    gym = rl.gym_env(players=2, opponents="random", scenario=table)
    observation, _ = gym.reset(seed=0)
    assert {rl.WORDS[w] for w in np.flatnonzero(observation["action_mask"])} == {"trash", "end"}
    observation, *_ = gym.step(rl.WORDS.index("trash"))
    assert {rl.WORDS[w] for w in np.flatnonzero(observation["action_mask"])} == {"<end>", "junk"}
    assert field(observation["observation"], "chosen_word_count") == [2.0]


def test_pay_and_end_words_say_a_hire_word_by_word_as_the_docs_table_shows() -> None:
    """[rl.md] `<end>` ends an action a longer one would go on from ("`hire scout` beside `hire
    scout pay medkit`"); `pay` is a word of its own (ids 109-120); the mask allows exactly the
    words that continue a legal action. A hire pays with food and medicine [000:154]: a hunter
    with a spear hunts 3 food (2 + 1, [cards.tsv])."""
    table = {"round": 1, "players": [{"hand": ["hunter", "spear", "medkit", "pills", "scavenger"]}, {"hand": []}]}
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    say(env, "hunt hunter+spear")
    assert field(seen(env, "seat_0"), "seat+0/counts")[5] == 3.0  # food

    def allowed() -> set[str]:
        return {rl.WORDS[w] for w in np.flatnonzero(seen_mask(env, "seat_0"))}

    texts = legal_texts(env)
    hirable = {t.split()[1] for t in texts if t.startswith("hire ")}
    env.step(rl.WORDS.index("hire"))
    assert allowed() == hirable
    env.step(rl.WORDS.index("scavenger"))
    assert allowed() == {"<end>", "pay"}
    env.step(rl.WORDS.index("pay"))
    assert allowed() == {"medkit", "pills"}
    env.step(rl.WORDS.index("medkit"))
    assert allowed() == {"<end>", "pills"}
    assert field(seen(env, "seat_0"), "chosen_word_count") == [4.0]
    scavengers = per_kind(seen(env, "seat_0"), "market")["scavenger"]
    env.step(rl.WORDS.index("<end>"))  # `hire scavenger pay medkit`
    vector = seen(env, "seat_0")
    assert per_kind(vector, "market")["scavenger"] == scavengers - 1
    assert "medkit" not in per_kind(vector, "hand")
    assert field(vector, "chosen_word_count") == [0.0]


def test_words_for_gives_the_words_a_seat_chooses_for_an_engine_action() -> None:
    """[rl.md] "`rl.Driver.words_for(action)` gives the words a seat chooses for an engine
    action": stepping them plays that action, and a dig's groups are in one canonical order."""
    env = rl.env(players=2, scenario={"round": 1, "players": [{"hand": ["brawler", "shovel", "refugee"]}, {}]})
    env.reset(seed=0)
    driver = driving(env)
    texts = legal_texts(env)
    assert "dig brawler+shovel refugee" in texts
    assert "dig refugee brawler+shovel" not in texts
    (dig,) = [a for a in driver.game.legal_actions(0) if str(a) == "dig brawler+shovel refugee"]
    words = driver.words_for(dig)
    spoken = [rl.WORDS[w] for w in action_words(dig, 0, 2)]
    assert spoken == ["dig", "brawler", "shovel", "refugee", "<end>"]
    assert set(words) <= {rl.WORDS.index(w) for w in spoken}
    for word in words:
        env.step(word)
    # The dig was played: brawler 1 + shovel 2 + refugee 0 [cards.tsv] junkyard cards turned up.
    assert sum(per_kind(seen(env, "seat_0"), "looking").values()) == 3


# -- the observation on a hand-built table ---------------------------------------------------------


def test_the_hand_field_counts_the_observers_own_cards_and_nothing_of_a_rivals() -> None:
    """[rl.md] `hand`: "per kind: her hand"; seat slots are counted from the observer."""
    env = known_table_env()
    assert per_kind(seen(env, "seat_0"), "hand") == {"brawler": 1, "shovel": 1, "refugee": 2}
    assert per_kind(seen(env, "seat_1"), "hand") == {"scavenger": 1, "spear": 1}
    assert per_kind(seen(env, "seat_2"), "hand") == {"sniper_team": 1}
    for agent in ("seat_0", "seat_1", "seat_2"):
        vector = seen(env, agent)
        for slot in range(3):
            assert per_kind(vector, f"known_seat+{slot}") == {}


def test_each_seat_slots_counts_give_its_hand_and_deck_sizes_from_the_observers_seat() -> None:
    """[rl.md] "Seats are counted from the observer: slot 0 is herself, slot 1 the next seat in
    turn order"; `counts` are hand_count, deck_count, ...; `present` is 1 for a seat in the
    game; slots past the players are empty."""
    env = known_table_env()
    sizes = {0: (4, 2), 1: (2, 1), 2: (1, 0)}
    for observer in range(3):
        vector = seen(env, f"seat_{observer}")
        for slot in range(5):
            counts = field(vector, f"seat+{slot}/counts")
            if slot < 3:
                hand, deck = sizes[(observer + slot) % 3]
                assert field(vector, f"seat+{slot}/present") == [1.0]
                assert counts[:2] == [hand, deck]
            else:
                assert field(vector, f"seat+{slot}/present") == [0.0]
                assert counts == [0.0] * 9


def test_players_round_phase_initiator_and_the_deciding_seat_are_one_hots_from_the_observer() -> None:
    """[rl.md] `players` one-hot of the number of players; `round`; `phase` one-hot (setup,
    gathering, skirmish, over); `initiator` one-hot as a seat slot; `decision_kind` (turn) and
    `decision_seat` as a seat slot; `best_totals`: "the best total of her listed dig, draw,
    hunt and build actions ..., on her gathering turn". The initiator takes the first action
    [000:130]."""
    env = known_table_env()
    assert env.agent_selection == "seat_1"
    for observer in range(3):
        vector = seen(env, f"seat_{observer}")
        assert field(vector, "players") == [0, 0, 1, 0, 0]
        assert field(vector, "round") == [3.0]
        assert field(vector, "phase") == [0, 1, 0, 0]
        assert field(vector, "rules_2012") == [0.0]
        slot = (1 - observer) % 3
        assert field(vector, "initiator") == [1.0 if s == slot else 0.0 for s in range(5)]
        assert field(vector, "decision_seat") == [1.0 if s == slot else 0.0 for s in range(5)]
        assert field(vector, "decision_kind")[1] == 1.0  # turn
        assert sum(field(vector, "decision_kind")) == 1.0
        assert field(vector, "over") == [0.0]
        assert field(vector, "skirmish_this_round") == [1.0]  # from round 3 [000:146]
        # `best_totals` (dig, draw, hunt, build) on her gathering turn only: seat 1's scavenger
        # digs 1, draws 1, hunts 1 + the spear's 1 [cards.tsv; 000:240].
        assert field(vector, "best_totals") == ([1.0, 1.0, 2.0, 0.0] if observer == 1 else [0.0] * 4)


def test_the_piles_and_the_market_hold_the_tables_counts_and_a_hire_takes_one_from_its_stack() -> None:
    """[rl.md] `piles`: cards in the contested, junkyard, schematics and leader piles; `market`
    per kind: cards left in its mercenary stack; `market_open` 1 where it has a stack. The base
    game's 69 mercenaries: "10 brawlers, 8 hunters, 8 saboteurs, 8 scouts, 5 group leaders, 5
    sniper teams, 5 thugs, 20 scavengers" [000:31-33], less those the table placed (a brawler,
    a scavenger, a sniper team in hands; 5 scouts asked for). A hire takes a mercenary "from the
    face-up piles of cards" [000:218]."""
    env = known_table_env()
    vector = seen(env, "seat_0")
    assert field(vector, "piles") == [3.0, 2.0, 0.0, 0.0]
    market = per_kind(vector, "market")
    assert market == {
        "brawler": 9,
        "hunter": 8,
        "saboteur": 8,
        "scout": 5,
        "group_leaders": 5,
        "sniper_team": 4,
        "thugs": 5,
        "scavenger": 19,
    }
    assert per_kind(vector, "market_open") == dict.fromkeys(market, 1)
    assert per_kind(vector, "gangs") == {}  # no HQ: no gangs
    assert field(vector, "solo_forces") == [0.0] * 7
    # Seat 1 hunts 2 food (scavenger 1 + spear +1 [cards.tsv]) and hires a brawler (2 food).
    brawlers = market["brawler"]
    assert "hunt scavenger+spear" in legal_texts(env)
    say(env, "hunt scavenger+spear")
    pass_windows(env)
    for observer in range(3):  # `counts`: ... food: her hunt's food this turn, public
        assert field(seen(env, f"seat_{observer}"), f"seat+{(1 - observer) % 3}/counts")[5] == 2.0
    hires = [t for t in legal_texts(env) if t.startswith("hire brawler")]
    assert hires, legal_texts(env)
    say(env, hires[0])
    pass_windows(env)
    for agent in ("seat_0", "seat_1", "seat_2"):
        assert per_kind(seen(env, agent), "market")["brawler"] == brawlers - 1


def test_the_initiator_alone_sees_the_peeked_contested_resource() -> None:
    """[000:150] "Beginning with the third round, the initiator looks at the top card of the
    contested resources pile. The player does not reveal this card to the other players."
    [rl.md] `peeked`: per kind, the top contested resource she peeked at."""
    env = known_table_env()
    assert per_kind(seen(env, "seat_1"), "peeked") == {"grenade": 1}
    assert per_kind(seen(env, "seat_0"), "peeked") == {}
    assert per_kind(seen(env, "seat_2"), "peeked") == {}


def test_a_dig_shows_the_dug_cards_to_the_digger_only_and_marks_the_verb_used() -> None:
    """[rl.md] `looking`: "the cards she is looking at (dug, drawn from a pile)"; `used`: per verb,
    1 where it was used this round; `table`: "the face-up cards of an action she declared";
    `decision_actor` for a response, `decision_word` the verb the decision names. A dig draws
    as many junkyard cards as its dig total [000:204] (brawler 1 + shovel 2, [cards.tsv]), keeps
    one and returns the others to the bottom of the junkyard."""
    table = {
        "round": 1,
        "players": [{"hand": ["brawler", "shovel", "refugee"], "deck": ["refugee"]}, {"hand": ["sniper_team"]}],
        "junkyard": ["net", "junk", "pills", "medkit"],
    }
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    say(env, "dig brawler+shovel")
    assert env.agent_selection == "seat_1"  # a snipe could answer the dig
    for agent, actor_slot, seat_slot in (("seat_0", 0, 1), ("seat_1", 1, 0)):
        vector = seen(env, agent)
        assert field(vector, "decision_kind")[2] == 1.0  # respond
        assert field(vector, "decision_actor") == [1.0 if s == actor_slot else 0.0 for s in range(5)]
        assert field(vector, "decision_seat") == [1.0 if s == seat_slot else 0.0 for s in range(5)]
        named = field(vector, "decision_word")
        assert [rl.WORDS[w] for w, n in enumerate(named) if n] == ["dig"]
        assert per_kind(vector, f"seat+{actor_slot}/table") == {"brawler": 1, "shovel": 1}
    say(env, "pass")
    digger, rival = seen(env, "seat_0"), seen(env, "seat_1")
    assert per_kind(digger, "looking") == {"net": 1, "junk": 1, "pills": 1}
    assert per_kind(rival, "looking") == {}
    assert field(rival, "seat+1/counts")[3] == 3.0  # looking_count: the number, public
    assert field(digger, "piles")[1] == 1.0
    say(env, "keep net")
    vector = seen(env, "seat_0")
    assert field(vector, "seat+0/used")[rl.observation.VERBS.index("dig")] == 1.0
    assert per_kind(vector, "looking") == {}
    # The unkept junk and pills went to the bottom of the junkyard [000:204]: as docs/rl.md's
    # "What is not in it" says, an ordinary dig's unkept cards are not in `known_junkyard`.
    assert [c.kind for c in driving(env).game.zones()["junkyard"]] == ["medkit", "junk", "pills"]
    assert per_kind(vector, "known_junkyard") == {}
    assert field(vector, "piles")[1] == 3.0


def test_a_snipe_during_a_dig_discards_the_sniped_card_and_asks_the_digger_to_resume() -> None:
    """[000:486-488] "only the card that was sniped/disarmed is discarded. All other cards
    involved in that action can be taken back into hand and re-purposed". [rl.md]
    `decision_kind` resume; `decision_actor`: "the seat slot a response or save is about, or
    herself at a `resume`"; `decision_word`: the verb the decision names; `discard`: the
    face-up cards of a discard pile."""
    table = {
        "round": 1,
        "players": [
            {"hand": ["brawler", "scavenger", "shovel", "refugee"], "deck": ["refugee"]},
            {"hand": ["sniper_team"]},
        ],
        "junkyard": ["net", "junk", "pills", "medkit"],
    }
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    say(env, "dig brawler+shovel scavenger")
    say(env, "snipe 0:brawler")
    assert env.agent_selection == "seat_0"
    assert {rl.WORDS[w] for w in np.flatnonzero(seen_mask(env, "seat_0"))} == {"continue", "abort"}
    for observer in (0, 1):
        vector = seen(env, f"seat_{observer}")
        digger = (0 - observer) % 2
        assert field(vector, "decision_kind")[3] == 1.0  # resume
        assert field(vector, "decision_seat") == [1.0 if s == digger else 0.0 for s in range(5)]
        assert field(vector, "decision_actor") == [1.0 if s == digger else 0.0 for s in range(5)]
        assert [rl.WORDS[w] for w, n in enumerate(field(vector, "decision_word")) if n] == ["dig"]
        assert per_kind(vector, f"seat+{digger}/discard") == {"brawler": 1}
        assert per_kind(vector, f"seat+{digger}/table") == {"scavenger": 1, "shovel": 1}
        assert per_kind(vector, f"seat+{1 - digger}/discard") == {"sniper_team": 1}


@pytest.mark.parametrize(("zone", "asked"), [("deck", True), ("discard", False)])
def test_a_forced_pass_is_put_to_its_seat_unless_everyone_can_tell_it_can_only_pass(zone: str, asked: bool) -> None:
    """[rl.md] A seat asked in a reaction window that holds nothing to answer with "can only
    pass ... so the PettingZoo environment puts it to the seat all the same (its mask allows
    only `pass`), unless everyone can tell that it can only pass (`View.lone_pass`, the
    observation's `lone_pass`: every card that could answer is face up out of reach)". Seat 1's
    one sniper team lies face down in her deck (it might be in her hand, for all seat 0 knows),
    or face up in her discard pile; a sniper may answer a dig (RULINGS I-1)."""
    table = {
        "round": 1,
        "players": [
            {"hand": ["brawler", "shovel", "refugee"], "deck": ["refugee"]},
            {"hand": ["refugee", "scavenger"], zone: ["sniper_team"]},
        ],
        "junkyard": ["net", "junk", "pills", "medkit"],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=1, scenario=table))
    game.apply(0, "dig brawler+shovel")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("respond", 1)
    assert game.view(1).lone_pass is not asked
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    say(env, "dig brawler+shovel")
    if asked:
        assert env.agent_selection == "seat_1"
        assert {rl.WORDS[w] for w in np.flatnonzero(seen_mask(env, "seat_1"))} == {"pass"}
        assert field(seen(env, "seat_1"), "lone_pass") == [0.0]
        say(env, "pass")
    assert env.agent_selection == "seat_0"
    assert field(seen(env, "seat_0"), "decision_kind")[4] == 1.0  # keep: the dig went ahead


def test_at_her_commit_decision_hand_strength_judges_her_whole_hand_and_only_hers() -> None:
    """[rl.md] `hand_strength`: "at her commit decision, her whole hand as the skirmish would
    judge it committed: known, has_fight, fight, people". Brawler fight 2, shovel +1 fight,
    refugee no fight: fight 3, 2 people [cards.tsv; 000:166]."""
    table = {
        "round": 3,
        "players": [{"hand": ["brawler", "shovel", "refugee"]}, {"hand": ["scavenger", "spear"]}],
        "contested": ["grenade", "wolf_pack"],
    }
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    say(env, "end")
    vector = seen(env, "seat_0")
    assert field(vector, "decision_kind")[5] == 1.0  # commit
    assert field(vector, "hand_strength") == [1.0, 1.0, 3.0, 2.0]
    assert field(seen(env, "seat_1"), "hand_strength") == [0.0] * 4
    say(env, "commit brawler shovel")
    mine = seen(env, "seat_0")
    assert per_kind(mine, "committed") == {"brawler": 1, "shovel": 1}
    assert field(mine, "seat+0/force_figures") == [1.0, 1.0, 3.0, 1.0]
    assert field(mine, "seat+0/counts")[4] == 2.0  # committed_count
    theirs = seen(env, "seat_1")
    assert field(theirs, "seat+1/counts")[4] == 2.0
    assert field(theirs, "seat+1/force_figures") == [0.0] * 4  # not revealed yet
    assert per_kind(theirs, "seat+1/force") == {}


def test_after_the_reveal_every_seat_sees_each_revealed_force_and_its_figures() -> None:
    """[000:268] forces are revealed and resolved from the initiator on; [rl.md] `force`: "her
    revealed skirmish force"; `flags`: wounded, leader_used, force_revealed; `force_figures`:
    known, has_fight, fight, people (scavengers.force_total). Scavenger 1 + spear 2 = fight 3;
    scavenger 1 and sniper team 2 people [cards.tsv]."""
    table = {
        "round": 3,
        "players": [
            {"hand": ["brawler", "shovel", "refugee"], "deck": ["junk"] * 3},
            {"hand": ["scavenger", "spear", "sniper_team"], "deck": ["refugee"] * 2},
        ],
        "contested": ["grenade", "wolf_pack", "sled_team"],
    }
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    for text in ("end", "commit brawler shovel", "end", "commit scavenger sniper_team spear"):
        say(env, text)
    assert env.agent_selection == "seat_1"
    assert sorted(legal_texts(env)) == ["pass", "snipe 0:brawler"]
    forces = {0: {"brawler": 1, "shovel": 1}, 1: {"scavenger": 1, "spear": 1, "sniper_team": 1}}
    figures = {0: [1.0, 1.0, 3.0, 1.0], 1: [1.0, 1.0, 3.0, 3.0]}
    for observer in (0, 1):
        vector = seen(env, f"seat_{observer}")
        assert field(vector, "phase") == [0, 0, 1, 0]
        assert field(vector, "decision_kind")[6] == 1.0  # skirmish
        for slot in (0, 1):
            owner = (observer + slot) % 2
            assert per_kind(vector, f"seat+{slot}/force") == forces[owner]
            assert field(vector, f"seat+{slot}/flags") == [0.0, 0.0, 1.0]
            assert field(vector, f"seat+{slot}/force_figures") == figures[owner]
    # The brawler sniped, seat 0's force has no fighter left: seat 1 wins the top contested
    # resource and the next round starts [000:268].
    say(env, "snipe 0:brawler")
    for observer in (0, 1):
        vector = seen(env, f"seat_{observer}")
        assert field(vector, "round") == [4.0]
        assert field(vector, "piles")[0] == 2.0
        for slot in (0, 1):
            assert field(vector, f"seat+{slot}/flags")[2] == 0.0
            assert per_kind(vector, f"seat+{slot}/force") == {}


def test_the_skirmish_winner_gains_the_contested_resource_face_down_and_only_she_knows_its_kind() -> None:
    """[000:268] "The winning player draws the top card from the contested resources supply pile
    and adds it to her discard pile without revealing it to the other players." [rl.md]
    `discard_hidden`: "cards she gained face down into her discard pile", each seat's
    `discard_hidden_count`; `piles` counts one contested resource fewer. With two players a
    skirmish is won by 2 [000:116]: fight 3 against none."""
    table = {
        "round": 3,
        "players": [
            {"hand": ["brawler", "shovel"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        "contested": ["wolf_pack", "grenade", "sled_team"],
    }
    env = rl.env(players=2, scenario=table)
    env.reset(seed=1)
    for text in ("end", "commit brawler shovel", "end", "commit none"):
        say(env, text)
    winner, loser = seen(env, "seat_0"), seen(env, "seat_1")
    assert field(winner, "round") == [4.0]
    assert per_kind(winner, "discard_hidden") == {"wolf_pack": 1}
    assert field(winner, "seat+0/counts")[2] == 1.0
    assert per_kind(loser, "discard_hidden") == {}
    assert field(loser, "seat+1/counts")[2] == 1.0  # the count is public, the kind is not
    assert "wolf_pack" not in per_kind(loser, "known_seat+1")
    assert field(winner, "piles")[0] == field(loser, "piles")[0] == 2.0


def test_the_solo_game_fills_the_solo_fields_and_slot_one_is_the_opponent() -> None:
    """[rl.md] `solo_forces`: face-down cards in opponent forces 1-7; `solo_engaged`: one-hot,
    index 0 none; "in the solo game slot 1 is the opponent forces"; `round`: the solo game's
    turn; `skirmish_this_round` "in the solo game once a force is engaged" [003:337]."""
    table = {
        "round": 1,
        "players": [{"hand": ["brawler", "shovel", "refugee", "scavenger", "spear"], "deck": ["refugee"] * 3}],
        "opponents": [["grenade", "rifle"], ["thugs", "field_crew", "medkit"], ["refugee"]],
    }
    env = rl.env(players=1, scenario=table)
    env.reset(seed=1)
    vector = seen(env, "seat_0")
    assert field(vector, "players") == [1, 0, 0, 0, 0]
    assert field(vector, "round") == [1.0]
    assert field(vector, "solo_forces") == [2.0, 3.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    assert field(vector, "solo_engaged") == [1.0] + [0.0] * 7
    assert field(vector, "skirmish_this_round") == [0.0]
    assert field(vector, "seat+1/present") == [1.0]
    assert [field(vector, f"seat+{slot}/present") for slot in (2, 3, 4)] == [[0.0]] * 3
    say(env, "end")
    assert field(seen(env, "seat_0"), "decision_kind")[10] == 1.0  # engage
    (engage,) = [a for a in driving(env).game.legal_actions(0) if str(a) == "engage 2"]
    assert [rl.WORDS[w] for w in action_words(engage, 0, 2)] == ["engage", "2", "<end>"]  # a number word
    say(env, "engage 2")
    vector = seen(env, "seat_0")
    assert field(vector, "solo_engaged") == [0.0, 0.0, 1.0] + [0.0] * 5
    assert field(vector, "skirmish_this_round") == [1.0]


def test_the_2012_flag_is_set_under_the_2012_rules_only() -> None:
    """[rl.md] `rules_2012`: 1 when the game follows the 2012 edition's rules."""
    for rules, flag in (("2012", 1.0), (2012, 1.0), ("2015", 0.0)):
        env = rl.env(players=2, rules=rules)
        env.reset(seed=2)
        assert field(seen(env, "seat_0"), "rules_2012") == [flag]


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_hq_leaders_and_buildings_show_in_their_fields(rules: str) -> None:
    """[rl.md] `leader`: one-hot, her face-up leader in the catalogue's order of leaders;
    `buildings`: per building kind (bunker, armory, pharmacy, hydroponic gardens, portable
    decoys, scout tower): count, timer cards left, cards stored, disabled; `stored`: the cards
    she stored under her buildings; `timers`: the timer cards on her buildings, 2012 rules only
    (the 2015 rules place them "without looking at them" [000:579], RULINGS ED-11)."""
    table = {
        "round": 3,
        "players": [
            {
                "hand": ["refugee"],
                "leader": "leader_mentor",
                "buildings": [{"building": "bunker", "stored": ["brawler", "scavenger"]}],
            },
            {"hand": ["refugee"], "leader": "leader_butcher", "buildings": [{"building": "armory", "timer": ["junk"]}]},
        ],
    }
    env = rl.env(players=2, modules={"hq1", "hq2", "hq3"}, scenario=table, rules=rules)
    env.reset(seed=1)
    leaders = rl.observation.LEADERS
    assert len(leaders) == 12
    mine, theirs = seen(env, "seat_0"), seen(env, "seat_1")
    assert field(mine, "seat+0/leader")[leaders.index("leader_mentor")] == 1.0
    assert sum(field(mine, "seat+0/leader")) == 1.0
    assert field(mine, "seat+1/leader")[leaders.index("leader_butcher")] == 1.0
    assert field(theirs, "seat+1/leader")[leaders.index("leader_mentor")] == 1.0
    buildings = field(mine, "seat+0/buildings")
    assert buildings[0:4] == [1.0, 0.0, 2.0, 0.0]  # one bunker, complete, 2 stored
    assert per_kind(mine, "stored") == {"brawler": 1, "scavenger": 1}
    assert per_kind(theirs, "stored") == {}  # stored face down: hers alone
    assert field(theirs, "seat+1/buildings")[0:4] == [1.0, 0.0, 2.0, 0.0]
    armory = field(mine, "seat+1/buildings")[4:8]
    assert armory == [1.0, 1.0, 0.0, 0.0]  # one armory, one timer card left
    assert per_kind(theirs, "timers") == ({"junk": 1} if rules == "2012" else {})
    assert per_kind(mine, "timers") == {}


def test_the_gangs_and_the_schematics_pile_of_the_hq_modules_show_in_gangs_and_piles() -> None:
    """[000:559] module 1's gangs (the Gearheads, the Pharmers) wait beside the table; module 2
    adds the Masons [000:572] and the 12 building cards as a third pile, the schematics
    [000:571]. [rl.md] `gangs`: per kind, the gangs waiting beside the stacks (HQ); `piles`:
    cards in the contested, junkyard, schematics and leader piles."""
    expected = {
        frozenset({"hq1"}): ({"gang_gearheads": 1, "gang_pharmers": 1}, 0.0),
        frozenset({"hq1", "hq2"}): ({"gang_gearheads": 1, "gang_pharmers": 1, "gang_masons": 1}, 12.0),
    }
    for modules, (gangs, schematics) in expected.items():
        env = rl.env(players=2, modules=modules)
        env.reset(seed=3)
        for agent in ("seat_0", "seat_1"):
            vector = seen(env, agent)
            assert per_kind(vector, "gangs") == gangs
            assert field(vector, "piles")[2] == schematics
            assert field(vector, "piles")[3] == 0.0  # no leader pile without the leader draft


def test_the_leaders_dealt_are_the_dealt_seats_alone_until_every_leader_is_face_up() -> None:
    """[rl.md] `dealt`: "the leaders dealt to her, or the one she kept until all are revealed";
    `leader`: her face-up leader. Each player is dealt two leaders and keeps one (HQ module 3,
    [000:664])."""
    env = rl.env(players=2, modules={"hq1", "hq2", "hq3"})
    env.reset(seed=4)
    dealt = {agent: per_kind(seen(env, agent), "dealt") for agent in ("seat_0", "seat_1")}
    assert [sum(d.values()) for d in dealt.values()] == [2, 2]
    assert not set(dealt["seat_0"]) & set(dealt["seat_1"])
    assert field(seen(env, "seat_0"), "decision_kind")[0] == 1.0  # leader
    kept = sorted(dealt["seat_0"])[0]
    say(env, f"lead {kept}")
    assert per_kind(seen(env, "seat_0"), "dealt") == {kept: 1}
    assert per_kind(seen(env, "seat_1"), "dealt") == dealt["seat_1"]
    assert field(seen(env, "seat_1"), "seat+1/leader") == [0.0] * 12  # not face up yet
    other = sorted(dealt["seat_1"])[0]
    say(env, f"lead {other}")
    leaders = rl.observation.LEADERS
    mine, theirs = seen(env, "seat_0"), seen(env, "seat_1")
    assert per_kind(mine, "dealt") == per_kind(theirs, "dealt") == {}
    assert field(mine, "seat+0/leader")[leaders.index(kept)] == 1.0
    assert field(mine, "seat+1/leader")[leaders.index(other)] == 1.0
    assert field(theirs, "seat+1/leader")[leaders.index(kept)] == 1.0


def test_the_solo_games_round_is_its_turn_and_each_reshuffle_removes_a_card_counted_in_removed() -> None:
    """[003:333] "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it permanently from play." [rl.md] `round`: the
    solo game's turn; `counts`: ... removed. 8 cards, one removed: 5 in hand, 2 in the deck."""
    table = {
        "round": 1,
        "players": [
            {
                "hand": ["brawler", "refugee"],
                "deck": [],
                "discard": ["refugee", "refugee", "scavenger", "junk", "junk", "shovel"],
            }
        ],
        "opponents": [["grenade"], ["refugee"]],
    }
    env = rl.env(players=1, scenario=table)
    env.reset(seed=1)
    before = seen(env, "seat_0")
    assert field(before, "round") == [1.0]
    assert field(before, "seat+0/counts")[:2] == [2.0, 0.0]
    assert field(before, "seat+0/counts")[6] == 0.0
    assert per_kind(before, "seat+0/discard") == {"refugee": 2, "scavenger": 1, "junk": 2, "shovel": 1}
    say(env, "end")
    say(env, "pass")  # no force engaged this turn
    after = seen(env, "seat_0")
    assert field(after, "round") == [2.0]
    assert field(after, "seat+0/counts")[:2] == [5.0, 2.0]
    assert field(after, "seat+0/counts")[6] == 1.0


def test_a_choice_among_more_than_256_sets_is_made_card_by_card_with_the_picks_in_chosen() -> None:
    """[rl.md] "Where the engine chooses cards one at a time (a choice among more than 256 sets:
    `choose dig`, then `pick brawler` ..., `done`), those are actions of their own and so words
    too"; `chosen`: "the cards picked so far in a choice made one card at a time". Twelve kinds
    in hand make 4,096 sets to trash."""
    hand = ["brawler", "shovel", "refugee", "scavenger", "spear", "junk", "net", "pills", "medkit", "hunter", "scout"]
    env = rl.env(players=2, scenario={"round": 1, "players": [{"hand": [*hand, "saboteur"]}, {"hand": ["refugee"]}]})
    env.reset(seed=1)
    mask = seen_mask(env, "seat_0")
    assert "choose" in {rl.WORDS[w] for w in np.flatnonzero(mask)}
    assert "trash" not in {rl.WORDS[w] for w in np.flatnonzero(mask)}
    say(env, "choose trash")
    say(env, "pick junk")
    vector = seen(env, "seat_0")
    assert field(vector, "decision_kind")[9] == 1.0  # choose
    assert [rl.WORDS[w] for w, n in enumerate(field(vector, "decision_word")) if n] == ["trash"]
    assert per_kind(vector, "chosen") == {"junk": 1}
    assert per_kind(seen(env, "seat_1"), "chosen") == {}
    assert {rl.WORDS[w] for w in np.flatnonzero(seen_mask(env, "seat_0"))} == {"done", "pick", "abort"}
    say(env, "pick net")
    say(env, "done")
    vector = seen(env, "seat_0")
    assert per_kind(vector, "chosen") == {}
    assert "junk" not in per_kind(vector, "hand")
    assert "net" not in per_kind(vector, "hand")
    assert sum(per_kind(vector, "hand").values()) == 10


@pytest.mark.slow
def test_every_observation_number_is_a_whole_number_from_0_to_1000() -> None:
    """[rl.md] "Every number is a count, a flag, a one-hot or a small whole number, never
    negative (at most 1,000)", at every step of a game of random words with both expansions."""
    env = rl.env(players=4, modules={"hq1", "hq2", "hq3", "hq4", "recon2", "recon4"})
    env.reset(seed=19)
    rng = np.random.default_rng(19)
    steps = 0
    for agent in env.agent_iter(600):
        observation, _, done, cut, _ = env.last()
        assert observation is not None
        for other in env.agents:
            vector = seen(env, other)
            assert vector.min() >= 0.0
            assert vector.max() <= 1000.0
            assert np.array_equal(vector, np.round(vector))
        mask = observation["action_mask"]
        if done or cut:
            env.step(None)
            continue
        assert set(np.unique(mask)) <= {0, 1}
        for other in env.agents:
            if other != agent:
                assert not seen_mask(env, other).any()  # all zeros for an agent not to choose
        env.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert steps > 100


def seen_mask(env: Any, agent: str) -> npt.NDArray[np.int8]:
    observation = env.observe(agent)
    assert observation is not None
    mask: npt.NDArray[np.int8] = observation["action_mask"]
    return mask


def test_an_observation_handed_out_is_the_agents_own_to_change() -> None:
    """[rl.md] `observation["observation"]` and `observation["action_mask"]` are arrays handed to
    the agent: one normalised or masked in place (as a learner's preprocessing may do) leaves the
    next observation, the mask and the game as they were, in both environments."""
    env = rl.env(players=3)
    env.reset(seed=8)
    agent = env.agent_selection
    first, _, _, _, _ = env.last()
    assert first is not None
    again = env.observe(agent)
    assert again is not None
    kept = (again["observation"].copy(), again["action_mask"].copy())
    first["observation"][:] = 7.0
    first["action_mask"][:] = 1
    later = env.observe(agent)
    assert later is not None
    assert np.array_equal(later["observation"], kept[0])
    assert np.array_equal(later["action_mask"], kept[1])
    env.step(int(np.flatnonzero(kept[1])[0]))  # the words allowed are still the game's
    gym = rl.gym_env(players=2, opponents="random")
    observation, _ = gym.reset(seed=8)
    mask = gym.action_masks()
    assert mask.dtype == np.bool_
    assert np.array_equal(mask, observation["action_mask"].astype(bool))
    allowed = mask.copy()
    mask[:] = True
    observation["action_mask"][:] = 1
    assert np.array_equal(gym.action_masks(), allowed)
    assert not allowed.all()


# -- rewards, terminations ------------------------------------------------------------------------

TIED_TABLE: dict[str, Any] = {
    "round": 3,
    "players": [{"hand": ["brawler", "refugee"]}, {"hand": ["brawler", "refugee"]}],
    "contested": ["grenade"],
}
"""Two identical tribes, one contested resource left: nobody commits, the skirmish deadlocks
[000:274], the pile runs out and the game ends [000:170] in a shared victory [000:172]."""


@pytest.mark.parametrize(("reward", "each"), [("win", 0.5), ("margin", 0.0)])
def test_a_tie_on_every_count_is_a_shared_victory_rewarded_as_the_docs_say(reward: str, each: float) -> None:
    """[000:170-172] people, then contested resources, then cards; "If there is still a tie,
    the tied players rejoice in their shared victory." [rl.md] "With two players that is 1 for a
    win, 0 for a loss, ½ each for a tie"; margin: her people minus the most of any rival."""
    env = rl.env(players=2, scenario=TIED_TABLE, reward=reward)
    env.reset(seed=1)
    play_out(env)
    assert all(raw(env).terminations.values())
    assert not any(raw(env).truncations.values())
    for agent in ("seat_0", "seat_1"):
        vector = seen(env, agent)
        assert field(vector, "over") == [1.0]
        assert field(vector, "phase") == [0, 0, 0, 1]
        assert field(vector, "seat+0/score") == field(vector, "seat+1/score") == [2.0, 0.0, 2.0, 0.0]
        assert not seen_mask(env, agent).any()
    assert final_rewards(env) == {"seat_0": each, "seat_1": each}


THREE_TABLE: dict[str, Any] = {
    "round": 3,
    "players": [
        {"hand": ["thugs", "refugee"]},  # 3 + 1 people
        {"hand": ["brawler", "refugee"], "deck": ["refugee", "refugee"]},  # 4 people
        {"hand": ["refugee"]},  # 1 person
    ],
    "contested": ["grenade"],
}


@pytest.mark.parametrize(("reward", "expected"), [("win", [0.5, 0.5, 0.0]), ("margin", [0.0, 0.0, -3.0])])
def test_three_players_two_tied_share_the_victory_and_the_margin_counts_from_the_best_rival(
    reward: str, expected: list[float]
) -> None:
    """Seats 0 and 1 tie on 4 people, no contested resource, 2 and 4 cards: seat 1 wins on cards
    [000:170]. Then with the cards even too, they share the win [000:172]; [rl.md] "each winner
    gets 1 / (number of winners), the others 0"; margin "her tribe's people minus the most people
    of any rival tribe" (seat 2: 1 - 4)."""
    table = dict(THREE_TABLE)
    table["players"] = [
        {"hand": ["thugs", "refugee"], "deck": ["junk", "junk"]},
        THREE_TABLE["players"][1],
        THREE_TABLE["players"][2],
    ]
    env = rl.env(players=3, scenario=table, reward=reward)
    env.reset(seed=2)
    play_out(env)
    result = driving(env).game.result
    assert result is not None
    assert [(s.people, s.contested, s.cards) for s in result.scores] == [(4, 0, 4), (4, 0, 4), (1, 0, 1)]
    finals = final_rewards(env)
    assert [finals[f"seat_{s}"] for s in range(3)] == expected


@pytest.mark.parametrize(("reward", "expected"), [("win", [0.0, 1.0, 0.0]), ("margin", [0.0, 0.0, -3.0])])
def test_a_tie_on_people_goes_to_the_most_cards_and_the_margin_still_counts_people(
    reward: str, expected: list[float]
) -> None:
    """[000:170] "If there is still a tie, the player among those tied with the largest number
    of cards in her deck is the winner": seat 1 (4 cards against 2) wins alone; the margin is in
    people [rl.md], so the two tied on people both have 0."""
    env = rl.env(players=3, scenario=THREE_TABLE, reward=reward)
    env.reset(seed=2)
    play_out(env)
    result = driving(env).game.result
    assert result is not None
    assert result.winners == (1,)
    finals = final_rewards(env)
    assert [finals[f"seat_{s}"] for s in range(3)] == expected


@pytest.mark.parametrize("reward", ["win", "margin"])
def test_the_solo_game_is_rewarded_with_its_points(reward: str) -> None:
    """[003:345-349] "Contested resource cards in your tribe count as 2 points. All other cards
    in your tribe count as 1 point." [rl.md] "The solo game (`players=1`) has no rival: its
    reward is the score's points either way"; the final screen shows "the score's points". One
    force left, a grenade (no fighter): her brawler wins it as her prize [003:339], so her
    brawler, two refugees and the grenade score 3 + 2 = 5."""
    table = {
        "round": 1,
        "players": [{"hand": ["brawler", "refugee"], "deck": ["refugee"]}],
        "opponents": [["grenade"]],
    }
    env = rl.env(players=1, scenario=table, reward=reward, render_mode="ansi")
    env.reset(seed=1)
    for text in ("end", "engage 1", "commit brawler"):
        say(env, text)
    result = driving(env).game.result
    assert result is not None
    assert result.scores[0].points == 5
    assert field(seen(env, "seat_0"), "seat+0/score") == [3.0, 1.0, 4.0, 5.0]
    screen = env.render()
    assert isinstance(screen, str)
    assert "seat_0 scores 5 points" in screen[screen.index("The game is over.") :]
    assert final_rewards(env) == {"seat_0": 5.0}


def test_rewards_of_a_kind_the_docs_do_not_name_are_refused_not_read_as_the_margin() -> None:
    """[rl.md] Rewards: `reward="win"` or `reward="margin"`; `rl.rewards(result, kind)` (the
    function both environments hand out rewards with, and `Driver.rewards`) refuses any other
    kind, as the environments do, rather than reading it as the margin."""
    env = rl.env(players=2, scenario=TIED_TABLE)
    env.reset(seed=1)
    play_out(env)
    result = driving(env).game.result
    assert result is not None
    assert rl.rewards(result, "win") == (0.5, 0.5)
    assert rl.rewards(result, "margin") == (0.0, 0.0)
    for kind in ("Win", "points", None):
        with pytest.raises(ValueError, match="reward must be one of win, margin"):
            rl.rewards(result, kind)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="reward must be one of win, margin"):
            driving(env).rewards(kind)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="reward must be one of win, margin"):
            rl.env(players=2, reward=kind)  # type: ignore[arg-type]


def test_observe_refuses_a_word_outside_the_words_rather_than_count_it_in_another_field() -> None:
    """[rl.md] `chosen_words`: "per word id: the words of the action chosen so far" (ids
    0-141); `rl.observe(view, words)` with a number outside them would count it in a
    neighbouring field (`hand`, `decision_word`) unseen, so it is refused."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    view = game.view(game.to_act[0])
    plain = rl.observe(view)
    spoken = rl.observe(view, [1, np.int64(1), 141])  # type: ignore[list-item]  # a NumPy integer too
    assert field(spoken, "chosen_word_count") == [3.0]
    assert field(spoken, "chosen_words")[1] == 2.0
    assert np.array_equal(np.delete(spoken, range(416, 559)), np.delete(plain, range(416, 559)))
    for word in (142, -1, 3.0, True, "end"):
        with pytest.raises(ValueError, match="words are word ids 0-141"):
            rl.observe(view, [word])  # type: ignore[list-item]


def test_gym_hands_the_learner_her_share_at_the_end_and_the_chosen_illegal_reward_for_a_masked_word() -> None:
    """[rl.md] "In the Gymnasium environment a word outside the mask ends the episode with
    `illegal_reward` (-1 by default) and `info["illegal"] = True`"; `illegal_reward`: any
    finite real number; the reward comes once, when the game ends."""
    env = rl.gym_env(players=2, opponents="random", seat=0, scenario=TIED_TABLE, illegal_reward=-2.5)
    observation, info = env.reset(seed=1)
    assert info == {"seat": 0}
    forbidden = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(forbidden)
    assert (reward, terminated, truncated, info.get("illegal")) == (-2.5, True, False, True)
    with pytest.raises(ValueError, match="reset"):
        env.step(forbidden)
    observation, _ = env.reset(seed=1)
    rewards = []
    done = False
    while not done:
        word = rl.WORDS.index("end") if observation["action_mask"][rl.WORDS.index("end")] else None
        if word is None:
            commit = env.driver.words_for(next(a for a in env.driver.game.legal_actions(0) if str(a) == "commit none"))
            word = commit[0]
        observation, reward, terminated, truncated, info = env.step(word)
        rewards.append(reward)
        done = terminated or truncated
        assert "illegal" not in info
    assert terminated
    assert not truncated
    assert rewards[-1] in (0.0, 0.5, 1.0)
    assert all(r == 0.0 for r in rewards[:-1])
    result = env.driver.game.result
    assert result is not None
    assert rewards[-1] == (1 / len(result.winners) if 0 in result.winners else 0.0)
    assert not observation["action_mask"].any()


def test_max_cycles_truncates_every_agent_once_one_has_chosen_that_many_words() -> None:
    """[rl.md] "`max_cycles` (PettingZoo): every agent is truncated once one of them has chosen
    that many words"; the reward of a truncated game is 0 (rewards come when the game ends)."""
    env = rl.env(players=2, max_cycles=3)
    env.reset(seed=5)
    chosen: dict[str, int] = {}
    outcomes: dict[str, tuple[float, bool, bool]] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        assert observation is not None
        if terminated or truncated:
            outcomes[agent] = (float(reward), terminated, truncated)
            assert not observation["action_mask"].any()  # it may only step with None
            env.step(None)
            continue
        assert max(chosen.values(), default=0) < 3
        chosen[agent] = chosen.get(agent, 0) + 1
        env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert max(chosen.values()) == 3
    assert outcomes == {"seat_0": (0.0, False, True), "seat_1": (0.0, False, True)}
    assert not driving(env).over


def test_max_steps_truncates_the_gymnasium_episode_after_that_many_steps() -> None:
    """[rl.md] "`max_steps` (Gymnasium): the episode is truncated after that many steps"; after
    the episode ends a step is refused until `reset()`."""
    env = rl.gym_env(players=2, opponents="random", max_steps=4)
    observation, _ = env.reset(seed=9)
    flags = []
    for _ in range(4):
        observation, reward, terminated, truncated, _ = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
        flags.append((reward, terminated, truncated))
    assert flags == [(0.0, False, False)] * 3 + [(0.0, False, True)]
    with pytest.raises(ValueError, match="reset"):
        env.step(0)


# -- render, determinism ---------------------------------------------------------------------------


def test_render_ansi_shows_the_table_of_the_agent_to_act_and_the_final_result() -> None:
    """[rl.md] "`render()` returns the table of the agent to act ... once the game is over, after
    "The game is over." it shows the final result: each seat's people ... and the winners";
    without a render mode `render()` gives nothing and the game keeps no log."""
    env = rl.env(players=2, scenario=TIED_TABLE, render_mode="ansi")
    env.reset(seed=1)
    screen = env.render()
    assert isinstance(screen, str)
    assert "Your hand: Brawler, Refugee" in screen
    assert "to act: seat_0" in screen
    play_out(env)
    screen = env.render()
    assert isinstance(screen, str)
    over = screen.index("The game is over.")
    assert "seat_0 2 people" in screen[over:]
    assert "Shared victory" in screen[over:]
    assert driving(env).game.log(0)
    quiet = rl.env(players=2, scenario=TIED_TABLE)
    quiet.reset(seed=1)
    assert quiet.render() is None
    assert driving(quiet).game.log(0) == ()
    gym = rl.gym_env(players=2, opponents="random", seat=1, render_mode="ansi")
    gym.reset(seed=4)
    text = gym.render()
    assert isinstance(text, str)
    assert "Your hand:" in text


def test_observations_masks_and_rewards_are_the_same_with_and_without_a_render_mode() -> None:
    """[rl.md] Without a render mode the game keeps no log, "which nothing in the observation
    reads: ... every observation, mask and reward is the same as with one"."""
    envs = [rl.env(players=3, modules={"recon1"}, render_mode=mode) for mode in (None, "ansi")]
    for env in envs:
        env.reset(seed=31)
    rng = np.random.default_rng(31)
    for agent in envs[0].agent_iter(400):
        first = envs[0].last()
        second = envs[1].last()
        assert first[0] is not None
        assert second[0] is not None
        assert envs[1].agent_selection == agent
        assert np.array_equal(first[0]["observation"], second[0]["observation"])
        assert np.array_equal(first[0]["action_mask"], second[0]["action_mask"])
        assert first[1:4] == second[1:4]
        word = None if first[2] or first[3] else int(rng.choice(np.flatnonzero(first[0]["action_mask"])))
        for env in envs:
            env.step(word)


def test_pettingzoos_seed_test_passes_with_the_expansions() -> None:
    """[rl.md] "PettingZoo's `api_test` and `seed_test` ... pass on these environments"."""
    seed_test(lambda: rl.env(players=3, modules={"recon2", "hq1"}), num_cycles=150)  # type: ignore[no-untyped-call]


@pytest.mark.parametrize("seed", [1, 7, 12345])
def test_an_unseeded_reset_after_a_negative_seed_plays_another_sequence_than_after_its_positive(seed: int) -> None:
    """[rl.md] "`reset(seed=s)` plays the game of seed `s` ... (a negative seed too, in both
    environments); a reset without a seed plays the next game of a sequence drawn from the last
    seed given." Seeds `s` and `-s` are different games, so the sequences that follow them must
    be different too (the Gymnasium environment's are), not the same games again."""

    def next_seed(env: Any, first: int) -> int:
        env.reset(seed=first)
        env.reset()
        return int(driving(env).game.config.seed)

    env = rl.env(players=2)
    assert next_seed(env, seed) != next_seed(env, -seed)
    assert next_seed(env, -seed) == next_seed(rl.env(players=2), -seed)  # still a replayable sequence
    gym = rl.gym_env(players=2)
    gym.reset(seed=seed)
    gym.reset()
    after_positive = gym.driver.game.config.seed
    gym.reset(seed=-seed)
    gym.reset()
    assert gym.driver.game.config.seed != after_positive


@pytest.mark.parametrize(
    ("seed", "error"), [(1 << 64, sc.ConfigError), (-(1 << 64) - 1, sc.ConfigError), (1.5, TypeError), ("3", TypeError)]
)
def test_a_seed_the_engine_refuses_changes_nothing_in_either_environment(seed: Any, error: type[Exception]) -> None:
    """[rl.md] "A seed the engine refuses (one of more than 64 bits) raises `ConfigError` and
    changes nothing: the game in progress and the sequence stay as they were"; a seed of the
    wrong type is refused too."""
    env = rl.env(players=2)
    env.reset(seed=5)
    env.step(int(np.flatnonzero(seen_mask(env, "seat_0"))[0]))
    before = snapshot(env)
    with pytest.raises(error):
        env.reset(seed=seed)
    assert snapshot(env) == before
    env.reset()
    twin = rl.env(players=2)
    twin.reset(seed=5)
    twin.reset()
    assert driving(env).game.config.seed == driving(twin).game.config.seed
    gym = rl.gym_env(players=2, opponents="random")
    gym.reset(seed=5)
    with pytest.raises(error):
        gym.reset(seed=seed)
    assert gym.driver.game.config.seed == 5
    gym.reset()
    other = rl.gym_env(players=2, opponents="random")
    other.reset(seed=5)
    other.reset()
    assert gym.driver.game.config.seed == other.driver.game.config.seed


def test_the_gymnasium_learners_seat_is_the_seed_modulo_the_players_and_an_episode_replays() -> None:
    """[rl.md] `seat`: "`None` for the game's seed modulo the players"; bots are seeded from the
    game's seed, "so that `reset(seed=s)` replays the same episode for the same words"."""

    def episode(env: GymEnv, seed: int) -> tuple[int, list[bytes], float]:
        observation, info = env.reset(seed=seed)
        frames = [observation["observation"].tobytes()]
        rng = np.random.default_rng(seed)
        while True:
            word = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            observation, reward, terminated, truncated, _ = env.step(word)
            frames.append(observation["observation"].tobytes())
            if terminated or truncated:
                return info["seat"], frames, float(reward)

    env = rl.gym_env(players=3, opponents=["random", "heuristic"])
    for seed in (4, 5, 6):
        seat, frames, reward = episode(env, seed)
        assert seat == seed % 3
        assert episode(rl.gym_env(players=3, opponents=["random", "heuristic"]), seed) == (seat, frames, reward)


def test_the_gymnasium_bots_are_seeded_with_the_games_seed_times_8_plus_their_seat() -> None:
    """[rl.md] "Each bot sees only its own seat's view, as in every game, and is seeded from the
    game's seed (times 8, plus its seat)": the same game played with bots made so, and the
    learner's same words, ends the same."""
    line_up = ["random", "learned:temperature=2"]
    env = rl.gym_env(players=3, opponents=line_up, seat=0)
    observation, _ = env.reset(seed=13)
    words = []
    done = False
    while not done:
        words.append(int(np.flatnonzero(observation["action_mask"])[-1]))
        observation, _, terminated, truncated, _ = env.step(words[-1])
        done = terminated or truncated
    assert terminated
    driver = Driver(sc.GameConfig(players=3, seed=13), events=False)
    bots = {seat: make_agent(name, 13 * 8 + seat) for seat, name in zip((1, 2), line_up, strict=True)}
    spoken = iter(words)
    while (seat := driver.seat) is not None:
        if seat == 0:
            driver.choose(next(spoken))
        else:
            driver.play(decide(bots[seat], driver.game, seat, driver.game.legal_actions(seat)))
    assert next(spoken, None) is None
    assert driver.game.result == env.driver.game.result
    assert driver.game.decisions_made == env.driver.game.decisions_made


# -- gym_env's opponents and the learned bot ------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "opponents", "line_up"),
    [
        (2, None, ("heuristic",)),
        (3, None, ("heuristic", "heuristic")),
        (3, "random", ("random", "random")),
        (3, ["easy"], ("easy", "easy")),
        (4, ["random", "learned", "ismcts:iters=4"], ("random", "learned", "ismcts:iters=4")),
        (1, None, ()),
        (1, [], ()),
    ],
)
def test_each_documented_spelling_of_the_opponents_seats_those_bots(
    players: int, opponents: Any, line_up: tuple[str, ...]
) -> None:
    """[rl.md] `opponents`: "one bot name for every other seat, or one per seat in seat order
    (leaving out the learner's); any name `scavengers simulate --bots` takes. `None` (the
    default): the heuristic bot in every other seat"; the solo game takes `None` or `[]`."""
    env = rl.gym_env(players=players, opponents=opponents, seat=0)
    assert env.opponents == line_up
    env.reset(seed=3)
    made = {seat: type(bot).__name__ for seat, bot in env._bots.items()}
    assert sorted(made) == list(range(1, players))
    for seat, name in zip(range(1, players), line_up, strict=True):
        assert type(make_agent(name, 0)).__name__ == made[seat]


@pytest.mark.parametrize(
    ("players", "opponents", "error", "said"),
    [
        (2, ["heurstic"], ValueError, "unknown bot 'heurstic'; known bots: allin, easy, heuristic"),
        (2, ["ismcts:iters=0"], ValueError, "bot 'ismcts': iters must be at least 1"),
        (2, ["learned:foo=1"], ValueError, "bot 'learned' has no option 'foo'"),
        (3, ["random", "random", "random"], ValueError, "3 players need 2 opponents (or one name for all), got 3"),
        (2, [], ValueError, "2 players need 1 opponent"),
        (1, "random", ValueError, "1 players need no opponent"),
        (2, 7, TypeError, "opponents must be a bot name or a list of them in seat order"),
        (2, {"random"}, TypeError, "in seat order"),
    ],
)
def test_a_bad_opponent_is_refused_when_the_environment_is_made_in_words(
    players: int, opponents: Any, error: type[Exception], said: str
) -> None:
    """[rl.md] `opponents` takes the names `scavengers simulate --bots` takes; the solo game's
    "any name given is refused with a `ValueError`". A bad line-up is refused when the
    environment is made, before any game, in one line naming what is wrong."""
    with pytest.raises(error) as refused:
        rl.gym_env(players=players, opponents=opponents)
    assert said in str(refused.value)
    assert "\n" not in str(refused.value)


def test_the_learned_bot_plays_only_what_its_view_shows_and_replays_its_seed_at_a_temperature() -> None:
    """[rl.md] / docs/bots.md: `make_agent("learned")` plays the shipped network from its seat's
    view; `learned:temperature=T` draws its words from the seeded generator. Honest: in a twin
    dealt afresh where it cannot see, it chooses the same; the same seed, the same choices."""
    config = sc.GameConfig(players=3, seed=8, modules=frozenset({"hq1", "recon1"}))
    game = sc.Game.new(config)
    rng = np.random.default_rng(8)
    checked = 0
    while not game.over and checked < 25:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1:
            twin = game.determinize(seat, int(rng.integers(1 << 32)))
            assert twin.legal_actions(seat) == legal
            greedy = make_agent("learned", 1).choose(game.view(seat), legal)
            assert make_agent("learned", 2).choose(twin.view(seat), legal) == greedy
            warm = [make_agent("learned:temperature=1.5", 5).choose(game.view(seat), legal) for _ in range(2)]
            assert warm[0] == warm[1]
            assert make_agent("learned:temperature=1.5", 5).choose(twin.view(seat), legal) == warm[0]
            checked += 1
        game.apply(seat, legal[int(rng.integers(len(legal)))])
    assert checked == 25


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("learned:temperature=-1", "bot 'learned': option temperature='-1' is not a valid value"),
        ("learned:temperature=nan", "bot 'learned': option temperature='nan' is not a valid value"),
        ("learned:weights=", "bot 'learned': option weights='' is not a valid value"),
        ("learned:weights=/no/such/weights.npz", "bot 'learned': cannot read the weights /no/such/weights.npz"),
        ("learned:seed=3", "bot 'learned' has no option 'seed'; its options: temperature, weights"),
    ],
)
def test_the_learned_bot_refuses_a_bad_option_naming_it(name: str, said: str) -> None:
    """The learned bot through `make_agent` refuses a bad option with a `ValueError` naming the
    bot and the option, as an opponent of `gym_env` too."""
    with pytest.raises(ValueError, match=re.escape(said)):
        make_agent(name, 0)
    with pytest.raises(ValueError, match=re.escape(said)):
        rl.gym_env(players=2, opponents=[name])


def test_a_learned_bot_refuses_weights_of_another_shape_in_words(tmp_path: Path) -> None:
    """A weights file that is not a policy of this environment is refused with the reason, not
    a traceback from inside NumPy."""
    odd = tmp_path / "odd.npz"
    np.savez(odd, w0=np.zeros((3, 4), np.float32))
    with pytest.raises(ValueError, match="a policy needs the arrays"):
        make_agent(f"learned:weights={odd}", 0)
    text = tmp_path / "text.npz"
    text.write_text("not weights", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot read the weights"):
        make_agent(f"learned:weights={text}", 0)


# -- bad input to step -----------------------------------------------------------------------------


def snapshot(env: Any) -> tuple[str, bytes, bytes, tuple[int, ...]]:
    agent = env.agent_selection
    observation = env.observe(agent)
    assert observation is not None
    return (
        agent,
        observation["observation"].tobytes(),
        observation["action_mask"].tobytes(),
        driving(env).phrase.words,
    )


@pytest.mark.parametrize(
    ("word", "error", "said"),
    [
        (142, ValueError, "word 142 is out of range: words are 0-141"),
        (-1, ValueError, "word -1 is out of range: words are 0-141"),
        (np.int64(500), ValueError, "out of range"),
        (3.0, TypeError, "a word is an integer 0-141"),
        ("3", TypeError, "a word is an integer 0-141"),
        (np.array([3]), TypeError, "a word is an integer 0-141"),
        (np.array(3.0), TypeError, "a word is an integer 0-141"),
        (True, TypeError, "a word is an integer 0-141"),
        (None, ValueError, "must choose a word"),
    ],
)
def test_a_bad_word_is_refused_as_documented_and_changes_nothing(word: Any, error: type[Exception], said: str) -> None:
    """[rl.md] "A word given to `step()` is a Python or NumPy integer, 0-141, or a NumPy array of
    one integer and no dimension ...: a float, a string, any other array ... is refused with a
    `TypeError`, a number outside 0-141 with a `ValueError` saying it is out of range." Bad input
    never corrupts state: the same agent is asked the same thing after."""
    env = rl.env(players=2)
    env.reset(seed=6)
    env.step(int(np.flatnonzero(seen_mask(env, env.agent_selection))[0]))
    before = snapshot(env)
    with pytest.raises(error) as refused:
        env.step(word)
    assert said in str(refused.value)
    assert snapshot(env) == before
    gym = rl.gym_env(players=2, opponents="random")
    observation, _ = gym.reset(seed=6)
    if word is not None:
        with pytest.raises(error, match=re.escape(said)):
            gym.step(word)
    else:
        with pytest.raises(TypeError, match="a word is an integer"):  # [rl.md] "(in Gymnasium) `None`"
            gym.step(word)
    again, *_ = gym.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert again["observation"].shape == (4159,)


def test_a_masked_out_word_is_refused_by_pettingzoo_naming_the_words_allowed_and_changes_nothing() -> None:
    """[rl.md] "the PettingZoo environment refuses it with a `ValueError` naming the words
    allowed"; the seat is asked again, and the words it may choose are as they were."""
    env = rl.env(players=2)
    env.reset(seed=6)
    before = snapshot(env)
    mask = np.frombuffer(before[2], np.int8)
    forbidden = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match="cannot come next") as refused:
        env.step(forbidden)
    message = str(refused.value)
    assert f"word {forbidden} {rl.WORDS[forbidden]!r} cannot come next" in message
    for word in np.flatnonzero(mask):
        assert f"{word} {rl.WORDS[word]}" in message
    assert snapshot(env) == before


def test_a_word_after_the_game_is_over_is_refused_and_every_agent_is_stepped_off_with_none() -> None:
    """[rl.md] At the game's end every agent is terminated, "each of them then stepped with
    `None` as at any game's end": a word for a finished agent is refused (PettingZoo's rule,
    `ValueError`) and leaves the game as it was; once every agent is done, `last()` says to
    reset."""
    env = rl.env(players=2, scenario=TIED_TABLE)
    env.reset(seed=1)
    play_out(env)
    with pytest.raises(ValueError, match="only valid action is None"):
        env.step(3)
    assert env.agents == ["seat_0", "seat_1"]
    assert final_rewards(env) == {"seat_0": 0.5, "seat_1": 0.5}
    assert env.agents == []
    with pytest.raises(ValueError, match="call reset"):
        env.last()


# -- hidden information: twin tables ---------------------------------------------------------------


def twin_tables(modules: frozenset[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two 3-player tables alike in all that seat 0 can see, with the same cards in play: seats 1
    and 2 hold each other's hands (of one size) in the second, their decks lie in another order,
    and the contested pile below its top (which seat 0, the initiator, peeks at) is reordered."""
    module_cards = {
        "hq1": "medic",
        "hq2": "engineer",
        "hq4": "saboteur",
        "recon1": "spy",
        "recon2": "guard",
        "recon3": "courier",
        "recon5": "scouting_refugee",
    }
    special = [module_cards[m] for m in sorted(modules) if m in module_cards][:2]
    hands = [
        ["brawler", "shovel", "refugee", "scavenger"],
        ["refugee", "scavenger", "sniper_team", *special],
        ["junk", "spear", "hunter", *(["pills"] * len(special))],
    ]
    decks = [["refugee", "junk", "scavenger"], ["refugee", "scavenger", "junk"], ["scavenger", "refugee", "junk"]]
    leaders = ("leader_mentor", "leader_butcher", "leader_ranger")
    contested = ["grenade", "wolf_pack", "sled_team"]
    tables = []
    for twin in (0, 1):
        players = []
        for seat in range(3):
            hand = hands[(3 - seat) if twin and seat else seat]
            deck = list(reversed(decks[seat])) if twin and seat else decks[seat]
            player: dict[str, Any] = {"hand": hand, "deck": deck}
            if "hq3" in modules:
                player["leader"] = leaders[seat]
            players.append(player)
        pile = [contested[0], *reversed(contested[1:])] if twin else contested
        tables.append({"round": 3, "initiator": 0, "players": players, "contested": pile})
    return tables[0], tables[1]


TWIN_SETS: dict[str, frozenset[str]] = {
    "base": frozenset(),
    "hq1": frozenset({"hq1"}),
    "hq1-2": frozenset({"hq1", "hq2"}),
    "hq1-3": frozenset({"hq1", "hq2", "hq3"}),
    "hq1-4": frozenset({"hq1", "hq2", "hq3", "hq4"}),
    "recon1": frozenset({"recon1"}),
    "recon2": frozenset({"recon2"}),
    "recon3": frozenset({"recon3"}),
    "recon4": frozenset({"recon4"}),
    "recon5": frozenset({"recon5"}),
    "every module": frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"}),
    "2012 rules, hq1-3": frozenset({"hq1", "hq2", "hq3"}),
}


def others_turn(env: Any) -> bool:
    """Whether a seat other than seat 0 is at its gathering turn (seat 0's turn, her commit and
    every reaction window on the way are over)."""
    decision = driving(env).game.view(None).decision
    return decision is None or (decision.kind == "turn" and decision.seat != 0)


@pytest.mark.parametrize("name", list(TWIN_SETS))
def test_twin_tables_differing_only_in_cards_seat_0_cannot_see_give_her_the_same_observations(name: str) -> None:
    """[rl.md] "two games that differ only in cards the seat cannot see give it the same
    observation" (RULINGS I-1), and whom the environment asks does not tell what a seat holds.
    Seat 0, the initiator [000:130], plays the same random words in both twins (`end` last), the others pass
    every reaction window; through her turn and her commit (until seat 1's turn shows its
    discards), every observation and mask she receives, and the agent asked, are the same."""
    modules = TWIN_SETS[name]
    rules = "2012" if name.startswith("2012") else "2015"
    first, second = twin_tables(modules)
    envs = [rl.env(players=3, modules=modules, rules=rules, scenario=table) for table in (first, second)]
    for env in envs:
        env.reset(seed=17)
    rng = np.random.default_rng(17)
    compared = 0
    while not others_turn(envs[0]):
        assert not others_turn(envs[1])
        assert envs[0].agent_selection == envs[1].agent_selection
        views = [seen(env, "seat_0") for env in envs]
        masks = [seen_mask(env, "seat_0") for env in envs]
        assert np.array_equal(views[0], views[1]), compared
        assert np.array_equal(masks[0], masks[1])
        compared += 1
        if envs[0].agent_selection == "seat_0":
            allowed = set(np.flatnonzero(masks[0]).tolist())
            lively = sorted(allowed - {rl.WORDS.index("end")}) or sorted(allowed)  # a long turn
            word = int(rng.choice(lively))
            for env in envs:
                env.step(word)
            continue
        for env in envs:
            say(env, "pass")
    assert others_turn(envs[1])
    assert compared >= 4


def test_solo_twins_differing_only_in_the_face_down_opponent_forces_give_the_same_observations() -> None:
    """[003:321] the opponent forces are face-down stacks; [rl.md] `solo_forces` counts their
    cards, never their kinds: two solo tables whose forces hold the same sizes (and, all
    together, the same cards) give the player the same observations and masks over her turns
    while she engages none of them."""
    forces = (
        [["grenade", "rifle"], ["thugs", "field_crew", "medkit"]],
        [["rifle", "thugs"], ["grenade", "field_crew", "medkit"]],
    )
    player = {"hand": ["brawler", "shovel", "refugee", "scavenger", "spear"], "deck": ["refugee", "junk", "net"]}
    envs = [rl.env(players=1, scenario={"round": 1, "players": [player], "opponents": f}) for f in forces]
    for env in envs:
        env.reset(seed=5)
    rng = np.random.default_rng(5)
    compared = 0
    while driving(envs[0]).game.round <= 3:
        views = [seen(env, "seat_0") for env in envs]
        masks = [seen_mask(env, "seat_0") for env in envs]
        assert np.array_equal(views[0], views[1]), compared
        assert np.array_equal(masks[0], masks[1])
        compared += 1
        allowed = set(np.flatnonzero(masks[0]).tolist())
        if rl.WORDS.index("engage") in allowed:
            word = rl.WORDS.index("pass")  # no force engaged: they stay face down
        else:
            lively = sorted(allowed - {rl.WORDS.index("end")}) or sorted(allowed)
            word = int(rng.choice(lively))
        for env in envs:
            env.step(word)
    assert compared >= 6


def test_the_docs_note_each_gymnasium_reset_without_a_seed_is_drawn_from_the_last_seed() -> None:
    """[rl.md] "a reset without a seed plays the next game of a sequence drawn from the last seed
    given": two environments reset with the same seed then without one play the same games."""
    games = []
    for _ in range(2):
        env = rl.gym_env(players=2, opponents="random")
        env.reset(seed=21)
        env.reset()
        games.append(env.driver.game.config.seed)
    assert games[0] == games[1]
