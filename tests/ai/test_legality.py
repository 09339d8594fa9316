"""Every computer player always acts legally, under random house rules and
3–7 players: each decision goes through the checked `Game.apply`."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.ai import Level, create_player
from hearts_desktop.ai.driver import play_one_hand
from hearts_desktop.ai.ismcts import IsmctsPlayer
from hearts_desktop.model import (
    BonusCard,
    FirstLead,
    Game,
    HeartValues,
    HouseRules,
    MoonSettlement,
    PassDirection,
    TieRule,
)
from hearts_desktop.model.cards import TWO_OF_CLUBS, TWO_OF_DIAMONDS


def random_rules(rng: random.Random, players: int) -> HouseRules:
    """Any valid house rules for `players`, every setting drawn at random."""
    cancellation = players >= 5 and rng.random() < 0.3
    directions = [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.NONE]
    if players % 2 == 0:
        directions.append(PassDirection.ACROSS)
    cycle = None if rng.random() < 0.5 else tuple(rng.choice(directions) for _ in range(rng.randint(1, 4)))
    moon = rng.choice(list(MoonSettlement))
    return HouseRules(
        target_score=rng.choice([10, 30, 100]),
        three_player_removed=rng.choice([TWO_OF_CLUBS, TWO_OF_DIAMONDS]),
        queen_breaks_hearts=rng.random() < 0.5,
        moon=moon,
        first_lead=FirstLead.LEFT_OF_DEALER if cancellation else rng.choice(list(FirstLead)),
        tie=rng.choice(list(TieRule)),
        points_on_first_trick=rng.random() < 0.5,
        pass_cycle=(PassDirection.NONE,) if cancellation else cycle,
        cards_passed=rng.randint(1, 4),
        hearts_must_be_broken=rng.random() < 0.5,
        no_trick_bonus=rng.random() < 0.5,
        bonus_card=rng.choice(list(BonusCard)),
        exact_target_reset=rng.random() < 0.5,
        heart_values=rng.choice(list(HeartValues)),
        extra_penalty_spades=rng.random() < 0.5,
        queen_value=rng.choice([13, 25]),
        shoot_the_sun=moon is not MoonSettlement.NO_MOON and rng.random() < 0.3,
        cancellation=cancellation,
    )


CHEAP_LEVELS = [Level.BEGINNER, Level.CASUAL, Level.STRONG]




@pytest.mark.parametrize("seed", range(40))
def test_cheap_levels_always_legal(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(3, 7)
    rules = random_rules(rng, players)
    game = Game(rules, players, seed=seed)
    seats = [create_player(rng.choice(CHEAP_LEVELS), seed=seed + s) for s in range(players)]
    for _ in range(3):
        play_one_hand(game, seats)  # Game.apply raises on any illegal action
    assert game.hand_number >= 1 or game.is_game_over()


@pytest.mark.parametrize("seed", range(12))
def test_search_players_always_legal(seed: int) -> None:
    """Hard (a tiny fixed budget, so the test is quick) and the ISMCTS
    baseline, mixed with the cheap levels, under random rules."""
    rng = random.Random(1000 + seed)
    players = rng.randint(3, 7)
    rules = random_rules(rng, players)
    game = Game(rules, players, seed=seed)
    seats = [create_player(rng.choice(CHEAP_LEVELS), seed=s) for s in range(players)]
    seats[0] = create_player(Level.HARD, seed=seed, simulations=3)
    seats[1] = IsmctsPlayer(seed=seed, iterations=20)
    play_one_hand(game, seats)
    assert game.hand_number == 1 or game.is_game_over()


def test_moon_choice_is_made_by_the_shooter() -> None:
    """A computer shooter answers the moon question (H4 shooter chooses)
    with the better settlement: found by playing hands until one is shot."""
    from hearts_desktop.model.engine import best_moon_choice
    from hearts_desktop.model.events import MoonChosen
    from hearts_desktop.model.rules import MoonChoice, MoonSettlement

    rules = HouseRules(moon=MoonSettlement.SHOOTER_CHOOSES, target_score=1000)
    for seed in range(400):
        game = Game(rules, 4, seed=seed)
        seats = [create_player(Level.BEGINNER, seed=seed * 4 + s) for s in range(4)]
        play_one_hand(game, seats)
        chosen = [e for e in game.log if isinstance(e, MoonChosen)]
        if chosen:
            score = game.history[0]
            assert score.moon is not None and score.moon.choice is chosen[0].choice
            base = [0] * 4
            base[score.moon.shooter] = 0
            expected = best_moon_choice([0] * 4, base, score.moon.shooter, 26, rules)
            assert chosen[0].choice is expected
            assert chosen[0].choice in MoonChoice
            return
    pytest.fail("no moon in 400 hands")
