"""The pass search's loop: Casual's pass for the other seats, and each
candidate pass played out on the same dealt worlds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import BITS, QKA_SPADES, SPADES, SUIT_MASKS, bit_count, bit_index
from .candidates import append_outcome
from .heuristics import ROLLOUT_PLAIN
from .rng import Rng
from .rollout import policy_playout
from .table import Position, Table


def rule_pass(hand: i64, count: i64) -> i64:
    """The Casual player's pass (ai/rule.py: rule_pass) on bits: the Q♠, K♠
    and A♠ unless three lower spades cover them, the hearts from the ten up,
    then the highest cards of the shortest suits (rank minus twice the suit's
    length; ties to the higher card index)."""
    chosen: i64 = 0
    taken: i64 = 0
    if bit_count(hand & SPADES & ~QKA_SPADES) < 3:
        for index in (38, 37, 36):  # A♠, K♠, Q♠
            if taken < count and hand & BITS[index]:
                chosen |= BITS[index]
                taken += 1
    index = 51
    while index >= 47 and taken < count:  # A♥ down to 10♥
        if hand & BITS[index]:
            chosen |= BITS[index]
            taken += 1
        index -= 1
    while taken < count:
        left: i64 = hand & ~chosen
        best: i64 = 0
        best_key: i64 = -(1 << 20)
        for suit in range(4):
            part: i64 = left & SUIT_MASKS[suit]
            length: i64 = bit_count(part)
            while part:
                low: i64 = part & -part
                part ^= low
                card: i64 = bit_index(low)
                key: i64 = ((card - 13 * suit) - 2 * length) * 64 + card
                if key > best_key:
                    best_key = key
                    best = low
        chosen |= best
        taken += 1
    return chosen


def play_passes(t: Table, hands: list[int], me: i64, count: i64, candidates: list[int], targets: list[int],
                leader: i64, seed: i64, eps_threshold: i64, out: list[int],
                models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> None:
    """The pass search's world: every other seat passes as the Casual player
    (`rule_pass`), then for each candidate pass of ours (card bits) the hand
    is played out by the rollout policy with the same random numbers.
    `targets[s]` receives what seat s passes; `leader` leads the first
    trick, or -1 for the holder of the lowest club.  Appends to `out` what
    `play_candidates` does; `models` and `style` as there."""
    n: i64 = t.players
    gifts: list[int] = [0] * n
    for seat in range(n):
        if seat != me:
            gifts[seat] = rule_pass(hands[seat], count)
    for candidate in candidates:
        gifts[me] = candidate
        h: list[int] = [0] * n
        for seat in range(n):
            h[seat] = hands[seat] & ~gifts[seat]
        for seat in range(n):
            target: i64 = targets[seat]
            h[target] = h[target] | gifts[seat]
        first: i64 = leader
        if first < 0:
            first = 0
            while not h[first] & t.lowest_club:
                first += 1
        tk: list[int] = [0] * n
        wn: list[int] = [0] * n
        policy_playout(t, h, tk, wn, Position(0, False, first), Rng(seed), eps_threshold, None,
                       me, models, style)
        append_outcome(t, tk, wn, out)
