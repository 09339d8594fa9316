"""Every candidate card played out on one world (the flat search's inner
loop), and the steps of a position that the tree searches share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import suit_of
from .heuristics import ROLLOUT_PLAIN
from .rng import Rng
from .rollout import policy_playout
from .table import Position, Table, follow_mask, lead_mask, seat_points


def play_candidates(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                    candidates: list[int], seed: i64, eps_threshold: i64, out: list[int],
                    models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> None:
    """Play each candidate card for the seat to move in `start`, then roll
    the hand out with the rollout policy; every candidate on copies of the
    same world and with the same random numbers (`seed`), so they differ
    only by the card.  Appends to `out`, per candidate: each seat's card
    points, each seat's cards taken, each seat's tricks won, and the seat
    that took every moon card (-1: none; the caller settles a moon).
    `models`: how the rollouts play each other seat, `style` how they lead
    (`policy_playout`)."""
    seat: i64 = to_move(t, start)
    for bit in candidates:
        h: list[int] = list(hands)
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        position = _after(t, start, bit)
        h[seat] = h[seat] ^ bit
        policy_playout(t, h, tk, wn, position, Rng(seed), eps_threshold, None, seat, models, style)
        append_outcome(t, tk, wn, out)


def append_outcome(t: Table, taken: list[int], won: list[int], out: list[int]) -> None:
    """A played-out hand's outcome, for the caller to score: each seat's
    card points, cards taken and tricks won, and the seat that took every
    moon card (-1: none)."""
    shooter: i64 = -1
    if t.moon_on:
        for s in range(t.players):
            if taken[s] & t.moon == t.moon:
                shooter = s
    out.extend(seat_points(t, taken))
    out.extend(taken)
    out.extend(won)
    out.append(shooter)


def _after(t: Table, start: Position, bit: i64) -> Position:
    """`start` with `bit` played by the seat to move (a trick it completes
    is settled by the playout, which finishes the trick in progress)."""
    if not start.played:
        return Position(start.trick_no, start.broken, start.leader, bit, bit, start.leader, 1)
    seat: i64 = to_move(t, start)
    best: i64 = start.best
    winner: i64 = start.winner
    if same_suit(bit, best) and bit > best:
        best = bit
        winner = seat
    return Position(start.trick_no, start.broken, start.leader, start.trick | bit, best, winner,
                    start.played + 1)


def to_move(t: Table, position: Position) -> i64:
    """The seat whose turn it is in `position`."""
    seat: i64 = position.leader + position.played
    return seat - t.players if seat >= t.players else seat


def legal_now(t: Table, hands: list[int], position: Position) -> i64:
    """The cards the seat to move may play in `position`."""
    hand: i64 = hands[to_move(t, position)]
    if not position.played:
        return lead_mask(t, hand, position.trick_no, position.broken)
    return follow_mask(t, hand, suit_of(position.best), position.trick_no)


def step(t: Table, hands: list[int], taken: list[int], won: list[int], position: Position,
          bit: i64) -> Position:
    """`position` after the seat to move plays `bit`; a trick it completes is
    settled (taken, won, hearts broken, the winner leads)."""
    seat: i64 = to_move(t, position)
    hands[seat] = hands[seat] ^ bit
    after: Position = _after(t, position, bit)
    if after.played < t.players:
        return after
    taken[after.winner] = taken[after.winner] | after.trick
    won[after.winner] = won[after.winner] + 1
    return Position(after.trick_no + 1, after.broken or (after.trick & t.breaks) != 0, after.winner)


def same_suit(a: i64, b: i64) -> bool:
    suit: i64 = 0x1FFF
    for _ in range(4):
        if a & suit:
            return (b & suit) != 0
        suit = suit << 13
    return False
