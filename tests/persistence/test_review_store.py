"""Reviews kept beside the games (issue #46): a decision comes back exactly as
judged, only in the game it was judged in, and a spoilt file is set aside."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from hearts_desktop.ai.review import Reviewer, review_game
from hearts_desktop.model import Game
from hearts_desktop.model.record import GameRecord
from hearts_desktop.model.rules import STANDARD
from hearts_desktop.services.learning.review_store import ReviewStore, review_key
from tests.model.helpers import step_randomly

QUICK = Reviewer(play_worlds=60, pass_worlds=30, workers=1, seed=3)


def played(hands: int, seed: int = 5) -> GameRecord:
    game = Game(STANDARD, 4, seed=seed)
    rng = random.Random(seed)
    while len(game.history) < hands:
        step_randomly(game, rng)
    return GameRecord.from_game(game)


@pytest.fixture(scope="module")
def judged() -> tuple[GameRecord, list]:  # type: ignore[type-arg]
    record = played(1)
    return record, review_game(record, 0, QUICK)


def test_a_review_comes_back_as_it_was_judged(judged, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record, decisions = judged
    store = ReviewStore(tmp_path)
    key = review_key(record, 0, QUICK)
    assert store.load(key, record) == []
    store.save(key, record, decisions)
    assert store.load(key, record) == decisions
    # Another seat, another depth: another review.
    assert review_key(record, 1, QUICK) != key
    assert review_key(record, 0, Reviewer(61, 30, workers=1, seed=3)) != key


def test_a_game_that_went_on_keeps_the_decisions_made_before(judged, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record, decisions = judged
    store = ReviewStore(tmp_path)
    key = review_key(record, 0, QUICK)
    store.save(key, record, decisions)
    longer = played(2)  # the same seed and choices: the first hand is the same game
    assert longer.actions[: len(record.actions)] == record.actions
    assert review_key(longer, 0, QUICK) == key
    assert store.load(key, longer) == decisions
    # A record that parts from the judged one after its fifth action keeps
    # only the decisions taken before that.
    parted = GameRecord.loads(record.dumps())
    other = next(game for game in [played(1, seed) for seed in range(6, 40)]
                 if game.actions[5] != record.actions[5])
    parted.actions[5:] = other.actions[5:]
    assert store.load(key, parted) == [decision for decision in decisions if decision.index < 5]


def test_a_spoilt_review_is_set_aside_and_made_again(judged, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record, decisions = judged
    store = ReviewStore(tmp_path)
    key = review_key(record, 0, QUICK)
    store.save(key, record, decisions)
    path = tmp_path / f"{key}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["decisions"][0]["judgement"] = "nonsense"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load(key, record) == []
    assert not path.exists() and path.with_suffix(".unreadable").exists()
    store.save(key, record, decisions)
    assert store.load(key, record) == decisions
