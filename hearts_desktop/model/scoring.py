"""Scoring a hand (R10, R11, H4, H11–H17) and ending the game (R12, H6).

All of it is here, as pure functions of the cards each seat took.  The steps,
in order:
1. card points: hearts (H14), the Q♠ (H16), A♠/K♠ (H15), the bonus card (H12);
2. shooting the moon (R11) — and the sun (H17) — replace the shooter's
   heart and queen points by the settlement of H4; penalty spades and the
   bonus card stay with whoever took them;
3. the no-trick bonus (H11), skipped in a hand where the moon was shot;
4. new totals, then the exact-target reset (H13).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_desktop.model.cards import (
    ACE_OF_SPADES,
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
    NO_TRICK_BONUS,
    BonusCard,
    HeartValues,
    HouseRules,
    MoonChoice,
    MoonSettlement,
    TieRule,
)

_BONUS_CARDS = {
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
    elif card is _BONUS_CARDS[rules.bonus_card]:
        points = BONUS_CARD_VALUE
    return points


def is_penalty_card(card: Card, rules: HouseRules) -> bool:
    return card_points(card, rules) > 0


def points_table(rules: HouseRules) -> tuple[int, ...]:
    """`card_points` for every card index 0–51 (for the fast path)."""
    from hearts_desktop.model.cards import ALL_CARDS

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


def find_shooter(taken: Sequence[Sequence[Card]], rules: HouseRules) -> tuple[Seat, bool] | None:
    """The seat that shot the moon (R11) and whether it was the sun (H17)."""
    if rules.moon is MoonSettlement.NO_MOON:
        return None
    needed = 14 * rules.decks  # every heart and every Q♠ in play
    for seat, cards in enumerate(taken):
        moon_cards = sum(1 for card in cards if card.suit is Suit.HEARTS or card is QUEEN_OF_SPADES)
        if moon_cards == needed:
            others_empty = all(not other for index, other in enumerate(taken) if index != seat)
            return seat, rules.shoot_the_sun and others_empty
    return None


def needs_moon_choice(rules: HouseRules) -> bool:
    return rules.moon is MoonSettlement.SHOOTER_CHOOSES


def _settle(base: list[int], shooter: Seat, amount: int, choice: MoonChoice) -> list[int]:
    settled = list(base)
    if choice is MoonChoice.SUBTRACT_FROM_SELF:
        settled[shooter] -= amount
    else:
        for seat in range(len(settled)):
            if seat != shooter:
                settled[seat] += amount
    return settled


def best_moon_choice(
    totals: Sequence[int], base: Sequence[int], shooter: Seat, amount: int, rules: HouseRules
) -> MoonChoice:
    """The settlement better for the shooter: first whether it wins (or at
    least does not lose) if the game ends, then its margin over the best
    other total.  On a tie, adding to the others (the traditional way)."""

    def outlook(choice: MoonChoice) -> tuple[int, int]:
        after = [t + d for t, d in zip(totals, _settle(list(base), shooter, amount, choice))]
        best_other = min(a for seat, a in enumerate(after) if seat != shooter)
        game_ends = max(after) >= rules.target_score
        standing = 0
        if game_ends:
            standing = 1 if after[shooter] <= best_other else -1
        return standing, best_other - after[shooter]

    add, subtract = MoonChoice.ADD_TO_OTHERS, MoonChoice.SUBTRACT_FROM_SELF
    return subtract if outlook(subtract) > outlook(add) else add


def score_hand(
    hand_number: int,
    rules: HouseRules,
    taken: Sequence[Sequence[Card]],
    tricks_won: Sequence[int],
    totals_before: Sequence[int],
    moon_choice: MoonChoice | None = None,
) -> HandScore:
    """Score a finished hand.  `moon_choice` is the shooter's decision when
    H4 asks for one; otherwise it is derived from H4."""
    points = [sum(card_points(card, rules) for card in cards) for cards in taken]
    base = list(points)
    moon: MoonResult | None = None
    shot = find_shooter(taken, rules)
    if shot is not None:
        shooter, sun = shot
        amount = moon_amount(rules) * (2 if sun else 1)
        # The shooter's heart and queen points are replaced by the settlement.
        base[shooter] -= sum(moon_points(card, rules) for card in taken[shooter])
        choice = _settlement_choice(rules, moon_choice, totals_before, base, shooter, amount)
        base = _settle(base, shooter, amount, choice)
        moon = MoonResult(shooter, amount, sun, choice)
    no_trick: tuple[Seat, ...] = ()
    if rules.no_trick_bonus and moon is None:
        no_trick = tuple(seat for seat, won in enumerate(tricks_won) if won == 0)
        for seat in no_trick:
            base[seat] += NO_TRICK_BONUS
    totals = [before + delta for before, delta in zip(totals_before, base)]
    resets = tuple(seat for seat, total in enumerate(totals)
                   if rules.exact_target_reset and total == rules.target_score)
    for seat in resets:
        totals[seat] = rules.target_score // 2
    bonus = _BONUS_CARDS[rules.bonus_card]
    bonus_takers = tuple(seat for seat, cards in enumerate(taken) if bonus is not None and bonus in cards)
    return HandScore(hand_number, tuple(points), tuple(base), tuple(totals), moon,
                     no_trick, resets, bonus_takers)


def _settlement_choice(
    rules: HouseRules,
    moon_choice: MoonChoice | None,
    totals: Sequence[int],
    base: Sequence[int],
    shooter: Seat,
    amount: int,
) -> MoonChoice:
    if rules.moon is MoonSettlement.ADD_TO_OTHERS:
        return MoonChoice.ADD_TO_OTHERS
    if rules.moon is MoonSettlement.SUBTRACT_FROM_SHOOTER:
        return MoonChoice.SUBTRACT_FROM_SELF
    if rules.moon is MoonSettlement.SHOOTER_CHOOSES and moon_choice is not None:
        return moon_choice
    return best_moon_choice(totals, base, shooter, amount, rules)


def game_winners(totals: Sequence[int], rules: HouseRules) -> tuple[Seat, ...] | None:
    """The winners if the game is over after these totals, else None (R12, H6)."""
    if max(totals) < rules.target_score:
        return None
    lowest = min(totals)
    winners = tuple(seat for seat, total in enumerate(totals) if total == lowest)
    if len(winners) > 1 and rules.tie is TieRule.PLAY_ON:
        return None
    return winners
