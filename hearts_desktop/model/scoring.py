"""What each card counts (R10, H12, H14–H16), the records of a scored hand,
and the end of the game (R12, H6).

The settlement of a hand itself (moon, sun, no-trick bonus, bonus card,
exact-target reset) is decided by the engine (`engine.settle`,
`engine.score_hand`) from these values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_desktop.model.cards import (
    ACE_OF_SPADES,
    ALL_CARDS,
    JACK_OF_DIAMONDS,
    KING_OF_SPADES,
    QUEEN_OF_SPADES,
    TEN_OF_DIAMONDS,
    Card,
    Rank,
    Seat,
    Suit,
)
from hearts_desktop.model.rules import (
    BONUS_CARD_VALUE,
    BonusCard,
    HeartValues,
    HouseRules,
    MoonChoice,
    TieRule,
)

BONUS_CARDS = {
    BonusCard.NONE: None,
    BonusCard.JACK_OF_DIAMONDS: JACK_OF_DIAMONDS,
    BonusCard.TEN_OF_DIAMONDS: TEN_OF_DIAMONDS,
}


def moon_points(card: Card, rules: HouseRules) -> int:
    """Points of the cards a moon needs: hearts (H14) and the Q♠ (H16)."""
    if card.suit is Suit.HEARTS:
        return int(card.rank) if rules.heart_values is HeartValues.FACE_VALUE else 1
    if card is QUEEN_OF_SPADES:
        return rules.queen_value
    return 0


def card_points(card: Card, rules: HouseRules) -> int:
    """What taking `card` counts (R10, H12, H14–H16); negative for a bonus."""
    points = moon_points(card, rules)
    if rules.extra_penalty_spades and card is ACE_OF_SPADES:
        points = 7
    elif rules.extra_penalty_spades and card is KING_OF_SPADES:
        points = 10
    elif card is BONUS_CARDS[rules.bonus_card]:
        points = BONUS_CARD_VALUE
    return points


def is_penalty_card(card: Card, rules: HouseRules) -> bool:
    return card_points(card, rules) > 0


def points_table(rules: HouseRules) -> tuple[int, ...]:
    """`card_points` for every card index 0–51 (for the engine)."""
    return tuple(card_points(card, rules) for card in ALL_CARDS)


def moon_amount(rules: HouseRules) -> int:
    """The amount a moon settles: all heart and queen points of the hand
    (26; 129 in Spot Hearts; 52 with two decks).  Extra spades don't count."""
    hearts = sum(moon_points(Card(Suit.HEARTS, rank), rules) for rank in Rank)
    return rules.decks * (hearts + rules.queen_value)


@dataclass(frozen=True, slots=True)
class MoonResult:
    shooter: Seat
    amount: int
    sun: bool
    choice: MoonChoice


@dataclass(frozen=True, slots=True)
class HandScore:
    """The outcome of one hand, as the score sheet shows it."""

    hand_number: int
    points: tuple[int, ...]
    """Card points each seat took (R10, H12, H14–H16), before the moon."""
    deltas: tuple[int, ...]
    """What was added to each total this hand (after moon and bonuses)."""
    totals: tuple[int, ...]
    """Totals after this hand, after any exact-target reset."""
    moon: MoonResult | None
    no_trick_bonus: tuple[Seat, ...]
    resets: tuple[Seat, ...]
    """Seats whose total was exactly the target and dropped to half (H13)."""
    bonus_card_taker: tuple[Seat, ...]
    deal_number: int | None = None
    """The hand's deal number (a numbered game's; see `deal`)."""


def game_winners(totals: Sequence[int], rules: HouseRules) -> tuple[Seat, ...] | None:
    """The winners if the game is over after these totals, else None (R12, H6)."""
    if max(totals) < rules.target_score:
        return None
    lowest = min(totals)
    winners = tuple(seat for seat, total in enumerate(totals) if total == lowest)
    if len(winners) > 1 and rules.tie is TieRule.PLAY_ON:
        return None
    return winners
