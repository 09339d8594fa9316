"""The deck in play (R2, R3, V5), shuffling from a seed, and the deal (R4)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hearts_desktop.model.cards import ALL_CARDS, Card, Rank, Seat, Suit
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.rules import HouseRules

# R3: cards removed so that everyone gets the same number (3 players: H2).
_REMOVED = {
    4: (),
    5: ((Suit.DIAMONDS, Rank.TWO), (Suit.CLUBS, Rank.TWO)),
    6: ((Suit.DIAMONDS, Rank.TWO), (Suit.DIAMONDS, Rank.THREE),
        (Suit.CLUBS, Rank.THREE), (Suit.CLUBS, Rank.FOUR)),
    7: ((Suit.DIAMONDS, Rank.TWO), (Suit.DIAMONDS, Rank.THREE), (Suit.CLUBS, Rank.THREE)),
}


def removed_cards(rules: HouseRules, players: int) -> tuple[Card, ...]:
    """The cards taken out of the deck (R3, H2); none with two decks (V5)."""
    if rules.cancellation:
        return ()
    if players == 3:
        return (rules.three_player_removed,)
    return tuple(Card(suit, rank) for suit, rank in _REMOVED[players])


def deck_in_play(rules: HouseRules, players: int) -> list[Card]:
    """Every card in play, in card order; duplicates with two decks."""
    removed = set(removed_cards(rules, players))
    deck = [card for card in ALL_CARDS if card not in removed]
    return deck * rules.decks


def cards_each(rules: HouseRules, players: int) -> int:
    return len(deck_in_play(rules, players)) // players


def lowest_club(deck: Sequence[Card]) -> Card:
    return min(card for card in deck if card.suit is Suit.CLUBS)


def shuffled_deck(rules: HouseRules, players: int, seed: int, hand_number: int) -> list[Card]:
    """The deck for one hand, shuffled from the game's seed.  String seeds
    are hashed the same way on every Python version, so a seed replays."""
    deck = deck_in_play(rules, players)
    random.Random(f"hearts-desktop:{seed}:{hand_number}").shuffle(deck)
    return deck


def check_deck_order(order: Sequence[Card], rules: HouseRules, players: int) -> None:
    """Refuse an explicit deck order that is not exactly the deck in play."""
    expected = sorted(deck_in_play(rules, players))
    if sorted(order) != expected:
        raise HeartsError(
            f"An explicit deal must hold exactly the {len(expected)} cards in play "
            f"for {players} players (R3)", rule="R3", reason="deal")


def deal(order: Sequence[Card], dealer: Seat, players: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal one card at a time clockwise from the dealer's left (R4).
    What does not go round evenly is the widow (V5)."""
    each = len(order) // players
    hands: list[list[Card]] = [[] for _ in range(players)]
    for position, card in enumerate(order[: each * players]):
        hands[(dealer + 1 + position) % players].append(card)
    for hand in hands:
        hand.sort()
    return hands, list(order[each * players:])
