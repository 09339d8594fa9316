"""Shared helpers for the model tests: build games from explicit hands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hearts_desktop.model import Card, Game, HouseRules, MoonChoice, Phase, cards_from_str
from hearts_desktop.model.deal import deck_in_play


def deck_order(hands: Sequence[Sequence[Card]], dealer: int, widow: Sequence[Card] = ()) -> list[Card]:
    """The deck order that deals exactly `hands` (R4: one card at a time,
    clockwise from the dealer's left), then the widow."""
    players = len(hands)
    each = len(hands[0])
    order: list[Card] = []
    for position in range(each * players):
        seat = (dealer + 1 + position) % players
        order.append(hands[seat][position // players])
    return order + list(widow)


def game_with_hands(
    hands: Sequence[str | Sequence[Card]],
    rules: HouseRules | None = None,
    seed: int = 0,
    widow: Sequence[Card] = (),
    fill: bool = False,
) -> Game:
    """A game whose first hand deals `hands` (card codes or cards).  With
    `fill`, seats given as "" get the remaining cards in a seeded order."""
    rules = rules or HouseRules()
    parsed = [cards_from_str(h) if isinstance(h, str) else list(h) for h in hands]
    players = len(parsed)
    if fill:
        remaining = deck_in_play(rules, players)
        for hand in parsed:
            for card in hand:
                remaining.remove(card)
        random.Random(seed).shuffle(remaining)
        each = len(remaining + [c for h in parsed for c in h]) // players
        for hand in parsed:
            while len(hand) < each:
                hand.append(remaining.pop())
        widow = remaining
    dealer = players - 1
    return Game(rules, players, seed=seed, deals=[deck_order(parsed, dealer, widow)])


def play_randomly(game: Game, rng: random.Random, *, until_hand_end: bool = False) -> None:
    """Play random legal actions until the game (or the current hand) ends."""
    hand = game.hand_number
    while not game.is_game_over() and not (until_hand_end and game.hand_number != hand):
        step_randomly(game, rng)


def step_randomly(game: Game, rng: random.Random) -> None:
    if game.phase is Phase.PASSING:
        seat = rng.choice(game.seats_to_pass())
        game.pass_cards(seat, rng.sample(game.hand(seat), game.rules.cards_passed))
    elif game.phase is Phase.PLAYING:
        assert game.turn is not None
        game.play(game.turn, rng.choice(game.legal_plays()))
    elif game.phase is Phase.MOON_CHOICE:
        assert game.turn is not None
        game.choose_moon(game.turn, rng.choice(list(MoonChoice)))


def play_lowest(game: Game) -> None:
    """Play the current hand to its end with the lowest legal card each time."""
    hand = game.hand_number
    while game.phase is Phase.PLAYING and game.hand_number == hand:
        assert game.turn is not None
        game.play(game.turn, game.legal_plays()[0])
