"""Fixtures: games played with random legal moves through the model."""

from __future__ import annotations

import random
from datetime import datetime

import pytest

from hearts_desktop.model.game import Game
from hearts_desktop.model.rules import OMNIBUS, STANDARD
from tests.model.helpers import step_randomly

DATE = datetime(2026, 11, 29, 20, 15)
"""The date every test sheet carries."""
NAMES = ("Anna", "<script>alert(1)</script>", "Þóra", "=SUM(A1)", "Ëlira")


def play_random(game: Game, rng: random.Random, hands: int | None = None) -> Game:
    """Random legal actions until the game ends or `hands` hands are scored."""
    while not game.is_game_over() and (hands is None or len(game.history) < hands):
        step_randomly(game, rng)
    return game


@pytest.fixture(scope="session")
def ten_hands() -> Game:
    """Ten hands of a 5-player game under Omnibus rules with more bonuses on."""
    rules = OMNIBUS.with_changes(target_score=150, no_trick_bonus=True, exact_target_reset=True)
    return play_random(Game(rules, 5, seed=3, names=NAMES), random.Random(1), hands=10)


@pytest.fixture(scope="session")
def finished() -> Game:
    """A whole 4-player standard game to 50."""
    return play_random(Game(STANDARD.with_changes(target_score=50), 4, seed=7), random.Random(2))
