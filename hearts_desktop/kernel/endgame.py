"""The exact endgame: every seat plays its best card to the end (max^n),
for the last tricks of every world.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import suit_of
from .candidates import step
from .table import Position, Table, follow_mask, lead_mask, seat_score, settle_points


def solve_endgame(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                  moon_mode: i64, totals: list[int], target: i64) -> list[int]:
    """What each total changes by when every seat, from `start` to the end
    of the hand, plays the card best for its own points relative to the
    others' mean (the engine's `solve` in ai/worlds.py, on bits: ties go to
    the lowest card).  `hands`, `taken` and `won` are restored on return."""
    return _solve(t, hands, taken, won, start.trick_no, start.broken, start.leader, start.trick, start.best,
                  start.winner, start.played, moon_mode, totals, target)


def solve_candidates(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                     candidates: list[int], moon_mode: i64, totals: list[int], target: i64,
                     out: list[int]) -> None:
    """`solve_endgame` after each candidate card of the seat to move;
    appends each candidate's deltas (one per seat) to `out`."""
    for bit in candidates:
        h: list[int] = list(hands)
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        after = step(t, h, tk, wn, start, bit)
        out.extend(_solve(t, h, tk, wn, after.trick_no, after.broken, after.leader, after.trick, after.best,
                          after.winner, after.played, moon_mode, totals, target))


def _solve(t: Table, hands: list[int], taken: list[int], won: list[int], trick_no: i64, broken: bool,
           leader: i64, trick: i64, best: i64, winner: i64, played: i64, moon_mode: i64,
           totals: list[int], target: i64) -> list[int]:
    n: i64 = t.players
    if trick_no >= t.tricks:
        return settle_points(t, taken, moon_mode, totals, target)
    seat: i64 = leader + played
    seat = seat - n if seat >= n else seat
    hand: i64 = hands[seat]
    legal: i64 = lead_mask(t, hand, trick_no, broken) if not played else follow_mask(t, hand, suit_of(best),
                                                                                      trick_no)
    chosen: list[int] = []
    chosen_value: i64 = 0
    while legal:
        bit: i64 = legal & -legal
        legal ^= bit
        hands[seat] = hand ^ bit
        next_best: i64 = bit
        next_winner: i64 = seat
        if played and not (bit > best and suit_of(bit) == suit_of(best)):
            next_best = best
            next_winner = winner
        deltas: list[int]
        if played + 1 < n:
            deltas = _solve(t, hands, taken, won, trick_no, broken, leader, trick | bit, next_best,
                            next_winner, played + 1, moon_mode, totals, target)
        else:
            whole: i64 = trick | bit
            before: i64 = taken[next_winner]
            taken[next_winner] = before | whole
            won[next_winner] = won[next_winner] + 1
            deltas = _solve(t, hands, taken, won, trick_no + 1, broken or (whole & t.breaks) != 0,
                            next_winner, 0, 0, 0, 0, moon_mode, totals, target)
            taken[next_winner] = before
            won[next_winner] = won[next_winner] - 1
        score: i64 = seat_score(deltas, seat)
        if not chosen or score > chosen_value:
            chosen = deltas
            chosen_value = score
    hands[seat] = hand
    return chosen
