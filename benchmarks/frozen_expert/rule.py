"""The Rule player (Casual level): the documented reference field of issue #8.

Its rules, in order:
- Passing: the Q♠, K♠ and A♠ unless covered by at least three lower spades;
  then the highest hearts; then the highest cards of the shortest suits.
- Leading: the lowest legal card (a spade only below the Q♠ while it is out).
- Following: the highest card that still loses; when every card would win,
  the highest one if last to play (the trick is ours anyway), else the lowest
  (somebody after us may still go over it).  Never the Q♠ into a trick we
  would win if another card will do.
- Discarding (void): the card with the most points (Q♠ first), then high
  spades while a Q♠ is out, then high hearts, then the highest card.
- Moon: the settlement better for it (scoring.best_moon_choice).

Every choice is made from `obs.legal` (or the hand when passing), so it is
always legal under any house rule.  The player is deterministic.
"""

from __future__ import annotations

import threading

from hearts_desktop.ai.knowledge import moon_choice, queen_out, would_lose
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Rank, Suit
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.scoring import card_points

HIGH_SPADES = (Rank.QUEEN, Rank.KING, Rank.ACE)


def rule_pass(hand: tuple[Card, ...], count: int) -> tuple[Card, ...]:
    """The Rule player's pass: dangerous spades, high hearts, short-suit highs."""
    remaining = list(hand)
    chosen: list[Card] = []
    low_spades = sum(1 for card in hand if card.suit is Suit.SPADES and card.rank < Rank.QUEEN)
    if low_spades < 3:
        for card in sorted(remaining, key=lambda c: -c.rank):
            if card.suit is Suit.SPADES and card.rank in HIGH_SPADES and len(chosen) < count:
                chosen.append(card)
                remaining.remove(card)
    hearts = sorted((c for c in remaining if c.suit is Suit.HEARTS and c.rank >= Rank.TEN),
                    key=lambda c: -c.rank)
    for card in hearts:
        if len(chosen) < count:
            chosen.append(card)
            remaining.remove(card)
    while len(chosen) < count:
        lengths = {suit: sum(1 for c in remaining if c.suit is suit) for suit in Suit}
        card = max(remaining, key=lambda c: (c.rank - 2 * lengths[c.suit], c.index))
        chosen.append(card)
        remaining.remove(card)
    return tuple(chosen)


def rule_lead(obs: Observation) -> Card:
    legal = obs.legal
    safe = [c for c in legal if not (c.suit is Suit.SPADES and c.rank >= Rank.QUEEN and queen_out(obs))]
    pool = [c for c in safe if c.suit is not Suit.HEARTS] or safe or list(legal)
    return min(pool, key=lambda c: (c.rank, c.index))


def rule_follow(obs: Observation) -> Card:
    legal = obs.legal
    led = obs.current_trick[0][1].suit
    if legal[0].suit is not led:
        return rule_discard(obs)
    losing = [c for c in legal if would_lose(c, obs)]
    if losing:
        return max(losing, key=lambda c: (c.rank, c.index))
    last = len(obs.current_trick) == obs.players - 1
    pool = [c for c in legal if c is not QUEEN_OF_SPADES] or list(legal)
    if last:
        return max(pool, key=lambda c: (c.rank, c.index))
    return min(pool, key=lambda c: (c.rank, c.index))


def rule_discard(obs: Observation) -> Card:
    rules = obs.rules
    out = queen_out(obs)

    def priority(card: Card) -> tuple[int, int, int]:
        pts = max(card_points(card, rules), 0)
        if card.suit is Suit.SPADES and card.rank > Rank.QUEEN and out:
            return (pts, 2, card.rank)
        if card.suit is Suit.HEARTS:
            return (pts, 1, card.rank)
        return (pts, 0, card.rank)

    return max(obs.legal, key=lambda c: (*priority(c), c.index))


class RulePlayer:
    """Casual: the reference field.  Fast, deterministic, documented above."""

    def __init__(self, name: str = "Rule") -> None:
        self.name = name

    def choose_pass(self, obs: Observation, stop: threading.Event | None = None) -> tuple[Card, ...]:
        return rule_pass(obs.hand, obs.rules.cards_passed)

    def choose_play(self, obs: Observation, stop: threading.Event | None = None) -> Card:
        if not obs.current_trick:
            return rule_lead(obs)
        return rule_follow(obs)

    def choose_moon(self, obs: Observation, stop: threading.Event | None = None) -> MoonChoice:
        return moon_choice(obs)
