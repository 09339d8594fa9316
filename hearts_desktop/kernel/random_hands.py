"""Random playouts and whole random hands: the benchmark's loop
(benchmarks/bench_model.py), played and scored inside the kernel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import bit_index, suit_of
from .rng import Rng, random_bit
from .table import Position, Table, card_points, follow_mask, lead_mask


def random_playout(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   pot: i64, rng: Rng, log: list[int] | None = None) -> Position:
    """Play from a trick boundary to the end with uniformly random legal cards.

    `pot` (a widow) goes to the first trick's taker.  `log`, when given,
    receives each card bit index played, in order (the tests' view)."""
    n: i64 = t.players
    trick_no: i64 = start.trick_no
    broken: bool = start.broken
    leader: i64 = start.leader
    while trick_no < t.tricks:
        hand: i64 = hands[leader]
        bit: i64 = random_bit(lead_mask(t, hand, trick_no, broken), rng)
        hands[leader] = hand ^ bit
        if log is not None:
            log.append(bit_index(bit))
        led: i64 = suit_of(bit)
        best: i64 = bit
        trick: i64 = bit
        winner: i64 = leader
        seat: i64 = leader
        for _ in range(n - 1):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            bit = random_bit(follow_mask(t, hand, led, trick_no), rng)
            hands[seat] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            trick |= bit
            if bit & led and bit > best:
                best = bit
                winner = seat
        if trick & t.breaks:
            broken = True
        taken[winner] = taken[winner] | trick | pot
        pot = 0
        won[winner] = won[winner] + 1
        leader = winner
        trick_no += 1
    return Position(trick_no, broken, leader)


def random_hands(t: Table, deck: list[int], count: i64, passed: i64, rng: Rng) -> i64:
    """Deal, pass, play and score `count` hands with uniformly random cards,
    as OpenSpiel's random playouts do: shuffle `deck` (card bits), deal it
    round, everyone passes `passed` random cards to the left, the holder of
    the lowest club leads, random legal play to the end, then the card points
    with the moon added to the others (R10, R11).  Returns a checksum of
    every score, which the tests compare with the engine's own scoring."""
    n: i64 = t.players
    cards: list[int] = list(deck)
    size: i64 = len(cards)
    checksum: i64 = 0
    for _ in range(count):
        i: i64 = size - 1
        while i > 0:  # Fisher–Yates
            j: i64 = rng.below(i + 1)
            swap: int = cards[i]
            cards[i] = cards[j]
            cards[j] = swap
            i -= 1
        hands: list[int] = [0] * n
        seat: i64 = 0
        for card in cards:
            hands[seat] = hands[seat] | card
            seat = seat + 1 if seat + 1 < n else 0
        _pass_left(hands, n, passed, rng)
        leader: i64 = 0
        while not hands[leader] & t.lowest_club:
            leader += 1
        taken: list[int] = [0] * n
        won: list[int] = [0] * n
        random_playout(t, hands, taken, won, Position(0, False, leader), 0, rng)
        checksum = (checksum * 31 + _score_checksum(t, taken)) & ((1 << 40) - 1)
    return checksum


def _pass_left(hands: list[int], n: i64, passed: i64, rng: Rng) -> None:
    gifts: list[int] = [0] * n
    for seat in range(n):
        hand: i64 = hands[seat]
        gift: i64 = 0
        for _ in range(passed):
            bit: i64 = random_bit(hand & ~gift, rng)
            gift |= bit
        gifts[seat] = gift
        hands[seat] = hand ^ gift
    for seat in range(n):
        source: i64 = seat - 1 if seat > 0 else n - 1
        hands[seat] = hands[seat] | gifts[source]


def _score_checksum(t: Table, taken: list[int]) -> i64:
    n: i64 = t.players
    shooter: i64 = -1
    if t.moon_on:
        for seat in range(n):
            if taken[seat] & t.moon == t.moon:
                shooter = seat
    checksum: i64 = 0
    for seat in range(n):
        points: i64 = card_points(t, taken[seat])
        if shooter >= 0:
            points = points - card_points(t, taken[seat] & t.moon) + (0 if seat == shooter else t.moon_amount)
        checksum = checksum * 7 + points + 1000
    return checksum & ((1 << 40) - 1)
