"""The rules a playout reads (`Table`, built by the engine from its
`FastRules`), a position within a hand, and the points: what cards count
and how a hand settles, the moon included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import CLUBS, HEARTS, bit_index

# First lead of a hand (R6/H5), as the engine's FirstLead is told to the kernel.
LEAD_ANY: Final = 0
LEAD_LOWEST_CLUB: Final = 1
LEAD_ANY_CLUB: Final = 2


class Table:
    """The engine's rules for one deck, as the loops read them."""

    players: i64
    tricks: i64
    first_lead: i64
    lowest_club: i64
    must_break: bool
    clean_first: bool
    penalty: i64
    breaks: i64
    moon_on: bool
    moon: i64
    moon_amount: i64
    point_mask: i64
    points: list[int]

    def __init__(self, players: i64, tricks: i64, first_lead: i64, lowest_club: i64, must_break: bool,
                 clean_first: bool, penalty: i64, breaks: i64, moon_on: bool, moon: i64,
                 moon_amount: i64, point_mask: i64, points: list[int]) -> None:
        self.players = players
        self.tricks = tricks
        self.first_lead = first_lead
        self.lowest_club = lowest_club
        self.must_break = must_break
        self.clean_first = clean_first
        self.penalty = penalty
        self.breaks = breaks
        self.moon_on = moon_on
        self.moon = moon
        self.moon_amount = moon_amount
        self.point_mask = point_mask
        self.points = points


def lead_mask(t: Table, hand: i64, trick_no: i64, broken: bool) -> i64:
    """The cards a leader may lead (R6/H5, R9/H10)."""
    if trick_no == 0 and t.first_lead != LEAD_ANY:
        return hand & (t.lowest_club if t.first_lead == LEAD_LOWEST_CLUB else CLUBS)
    if t.must_break and not broken and hand & ~HEARTS:
        return hand & ~HEARTS
    return hand


def follow_mask(t: Table, hand: i64, led: i64, trick_no: i64) -> i64:
    """The cards a follower may play (R7, R8/H7)."""
    legal: i64 = hand & led
    if legal:
        return legal
    if trick_no == 0 and t.clean_first and hand & ~t.penalty:
        return hand & ~t.penalty
    return hand


class Position:
    """Where a playout starts or stopped: the hand's trick count, hearts and
    the trick's leader, and the trick in progress (none at a boundary, which
    is where a playout always stops).  The hands, the cards taken and the
    tricks won are updated in place."""

    trick_no: i64
    broken: bool
    leader: i64
    trick: i64
    """The cards on the table in the current trick."""
    best: i64
    """The card winning it so far (always of the suit led)."""
    winner: i64
    """Who played `best`."""
    played: i64
    """How many cards are on the table."""

    def __init__(self, trick_no: i64, broken: bool, leader: i64, trick: i64 = 0, best: i64 = 0,
                 winner: i64 = 0, played: i64 = 0) -> None:
        self.trick_no = trick_no
        self.broken = broken
        self.leader = leader
        self.trick = trick
        self.best = best
        self.winner = winner
        self.played = played


MOON_ADD: Final = 0
MOON_SUBTRACT: Final = 1
MOON_BEST: Final = 2
"""How `solve_endgame` settles a moon (H4): added to the others, taken off
the shooter, or whichever is better for the shooter (`best_moon_choice`)."""


def seat_score(deltas: list[int], seat: i64) -> i64:
    """A seat's score for a hand's outcome: (n-1) times the others' mean
    change of total minus its own (the exact endgame's measure)."""
    total: i64 = 0
    for value in deltas:
        total += value
    return total - len(deltas) * deltas[seat]


def settle_points(t: Table, taken: list[int], moon_mode: i64, totals: list[int], target: i64) -> list[int]:
    """Each seat's change of total for these cards taken: card points, and a
    moon settled by `moon_mode` (no sun, no no-trick bonus: the caller
    sends those rules to the engine)."""
    points: list[int] = seat_points(t, taken)
    if not t.moon_on:
        return points
    n: i64 = t.players
    shooter: i64 = -1
    for seat in range(n):
        if taken[seat] & t.moon == t.moon:
            shooter = seat
    if shooter < 0:
        return points
    points[shooter] = points[shooter] - card_points(t, taken[shooter] & t.moon)
    added: list[int] = [p if s == shooter else p + t.moon_amount for s, p in enumerate(points)]
    if moon_mode == MOON_ADD:
        return added
    subtracted: list[int] = list(points)
    subtracted[shooter] = subtracted[shooter] - t.moon_amount
    if moon_mode == MOON_SUBTRACT:
        return subtracted
    # MOON_BEST: the engine's best_moon_choice (win or do not lose first, then the margin).
    if _moon_outlook(subtracted, shooter, totals, target) > _moon_outlook(added, shooter, totals, target):
        return subtracted
    return added


def _moon_outlook(deltas: list[int], shooter: i64, totals: list[int], target: i64) -> i64:
    """best_moon_choice's (standing, margin) as one number: standing first
    (-1, 0, 1, times a margin bound of 2**20), then the shooter's margin
    over the best other total after the hand."""
    best_other: i64 = 1 << 40
    highest: i64 = -(1 << 40)
    mine: i64 = totals[shooter] + deltas[shooter]
    for seat in range(len(deltas)):
        after: i64 = totals[seat] + deltas[seat]
        if after > highest:
            highest = after
        if seat != shooter and after < best_other:
            best_other = after
    standing: i64 = 0
    if highest >= target:
        standing = 1 if mine <= best_other else -1
    return standing * 1048576 + best_other - mine


def card_points(t: Table, mask: i64) -> i64:
    """Card points of the cards in `mask` (the engine's points table)."""
    total: i64 = 0
    mask &= t.point_mask
    while mask:
        low: i64 = mask & -mask
        total += t.points[bit_index(low)]
        mask ^= low
    return total


def seat_points(t: Table, taken: list[int]) -> list[int]:
    """`card_points` of each seat's cards taken (the search scores every world)."""
    return [card_points(t, mask) for mask in taken]
