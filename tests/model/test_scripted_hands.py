"""Scripted whole hands with known outcomes for 3, 4, 5, 6 and 7 players.

Seat 0 holds the highest hearts (and, with three players, the top spades):
whatever the others play it wins every trick, so the outcome is known
without replaying the cards by hand — a moon (and a sun) for seat 0."""

from __future__ import annotations

import pytest

from hearts_desktop.model import Game, HouseRules, MoonChoice, PassDirection, Phase
from hearts_desktop.model.events import TrickWon
from hearts_desktop.model.rules import FirstLead, MoonSettlement
from tests.model.test_base_rules import moon_game

RULES = HouseRules(pass_cycle=(PassDirection.NONE,), first_lead=FirstLead.LEFT_OF_DEALER)


def play_highest(game: Game) -> None:
    hand = game.hand_number
    while game.phase is Phase.PLAYING and game.hand_number == hand:
        assert game.turn is not None
        game.play(game.turn, game.legal_plays()[-1])


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("policy", [play_highest, "lowest"])
def test_scripted_moon_hand(players: int, policy: object) -> None:
    game = moon_game(players, RULES)
    if policy == "lowest":
        from tests.model.helpers import play_lowest

        play_lowest(game)
    else:
        play_highest(game)
    tricks = [e for e in game.log if isinstance(e, TrickWon)]
    assert len(tricks) == game.tricks_per_hand == len(game.taken(0)) // players
    assert {e.winner for e in tricks} == {0}
    assert game.phase is Phase.MOON_CHOICE
    game.choose_moon(0, MoonChoice.ADD_TO_OTHERS)
    assert game.totals == [0] + [26] * (players - 1)
    assert game.hand_number == 1 and game.dealer == 0  # next hand dealt by the next seat


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_scripted_sun_hand(players: int) -> None:
    rules = RULES.with_changes(shoot_the_sun=True, moon=MoonSettlement.SUBTRACT_FROM_SHOOTER)
    game = moon_game(players, rules)
    play_highest(game)
    assert game.totals == [-52] + [0] * (players - 1)
    assert game.history[0].moon is not None and game.history[0].moon.sun
