"""Claim / auto-finish: offered only when the outcome is already decided."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.model import Game, HouseRules, Phase
from hearts_desktop.model.engine import Claim
from hearts_desktop.model.record import GameRecord
from tests.model.helpers import step_randomly
from tests.model.test_base_rules import moon_game
from tests.model.test_house_rules import LEFT_LEAD
from tests.model.test_properties import rules_and_players


def test_top_cards_on_lead_claim_every_trick() -> None:
    game = moon_game(4, HouseRules(**LEFT_LEAD))
    assert game.available_claim(0) is Claim.ALL_TRICKS
    assert game.available_claim(1) is None
    game.finish_hand(0)
    assert game.phase is Phase.MOON_CHOICE


def test_no_claim_while_points_are_out() -> None:
    game = Game(HouseRules(), 4, seed=3)
    rng = random.Random(3)
    while game.phase is Phase.PASSING:
        step_randomly(game, rng)
    assert all(game.available_claim(s) is not Claim.NO_POINTS_LEFT for s in range(4))


@settings(max_examples=40, deadline=None)
@given(rules_and_players(), st.integers(0, 10**6))
def test_claimed_outcome_equals_any_other_play_out(rp: tuple[HouseRules, int], seed: int) -> None:
    """Wherever a claim is offered, finishing it gives the same scores as
    playing on at random: the claim never changes a score."""
    rules, players = rp
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    while game.hand_number == 0 and not game.is_game_over():
        seat = game.turn
        if game.phase is Phase.PLAYING and seat is not None and game.available_claim(seat):
            record = GameRecord.from_game(game)
            other = record.replay()
            game.finish_hand(seat)
            while other.phase is Phase.PLAYING and other.hand_number == 0:
                other.play(other.turn, rng.choice(other.legal_plays()))  # type: ignore[arg-type]
            assert _points(game) == _points(other)
            return
        step_randomly(game, rng)


def _points(game: Game) -> tuple[object, ...]:
    if game.phase is Phase.MOON_CHOICE:  # the shooter has yet to choose
        return (game.turn, tuple(game.points_taken(s) for s in range(game.players)))
    return (game.history[0].deltas,)
