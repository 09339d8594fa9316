"""Per-world UCT: a small tree search in each sampled world, a value per
candidate (an option on trial, off by default).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import mask_of
from .candidates import legal_now, same_suit, step, to_move
from .heuristics import ROLLOUT_PLAIN
from .rng import Rng
from .rollout import policy_playout
from .table import Position, Table, card_points, seat_score, settle_points


class UctTree:
    """One world's search tree, node by node in parallel lists (node 0 is the
    position searched): the card that led into a node and who played it,
    the node's first child and next sibling (-1: none; a node's children are
    made all at once, when it is first left), its visits, and the sum of its
    mover's score over them (`seat_score`)."""

    move: list[int]
    mover: list[int]
    child: list[int]
    sibling: list[int]
    visits: list[int]
    score: list[int]

    def __init__(self) -> None:
        self.move = [0]
        self.mover = [-1]
        self.child = [-1]
        self.sibling = [-1]
        self.visits = [0]
        self.score = [0]

    def expand(self, node: i64, moves: i64, mover: i64) -> None:
        """Give `node` a child for each card in `moves`, lowest first."""
        last: i64 = -1
        while moves:
            bit: i64 = moves & -moves
            moves ^= bit
            index: i64 = len(self.move)
            self.move.append(bit)
            self.mover.append(mover)
            self.child.append(-1)
            self.sibling.append(-1)
            self.visits.append(0)
            self.score.append(0)
            if last < 0:
                self.child[node] = index
            else:
                self.sibling[last] = index
            last = index

    def select(self, node: i64, explore: float) -> i64:
        """The child to try next: the first never tried, else the one of the
        best upper confidence bound for its mover (UCB1)."""
        best: i64 = -1
        best_bound: float = 0.0
        log_visits: float = math.log(self.visits[node] + 1)
        child: i64 = self.child[node]
        while child >= 0:
            visits: i64 = self.visits[child]
            if visits == 0:
                return child
            tries: float = float(visits)
            bound: float = float(self.score[child]) / tries + explore * math.sqrt(log_visits / tries)
            if best < 0 or bound > best_bound:
                best = child
                best_bound = bound
            child = self.sibling[child]
        return best


def uct_candidates(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   candidates: list[int], seed: i64, eps_threshold: i64, iterations: i64, explore: float,
                   moon_mode: i64, totals: list[int], target: i64, out: list[int],
                   models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> None:
    """Search this world with `iterations` rounds of UCT from `start`, the
    seat to move choosing among `candidates`: each round walks down the tree,
    every seat picking its own best bound (`explore` weighs the doubt, in
    `seat_score` units), plays the first untried card it reaches, rolls the hand
    out with the rollout policy (`models`, `style` as in `policy_playout`)
    and settles it by `moon_mode`.  Appends, per candidate: its visits, then
    each seat's summed change of total over them (the caller divides)."""
    n: i64 = t.players
    me: i64 = to_move(t, start)
    tree = UctTree()
    tree.expand(0, mask_of(candidates), me)
    first_child: i64 = tree.child[0]
    sums: list[int] = [0] * (len(candidates) * n)
    rng = Rng(seed)
    for _ in range(iterations):
        h: list[int] = list(hands)
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        position: Position = start  # step returns new positions: start is never changed
        path: list[int] = [0]
        node: i64 = 0
        while position.trick_no < t.tricks:
            if tree.child[node] < 0:
                live: i64 = mask_of(h) | position.trick
                tree.expand(node, _distinct(t, legal_now(t, h, position), live), to_move(t, position))
            node = tree.select(node, explore)
            path.append(node)
            fresh: bool = tree.visits[node] == 0
            position = step(t, h, tk, wn, position, tree.move[node])
            if fresh:
                break
        if position.trick_no < t.tricks:
            policy_playout(t, h, tk, wn, position, rng, eps_threshold, None, me, models, style)
        deltas: list[int] = settle_points(t, tk, moon_mode, totals, target)
        tree.visits[0] = tree.visits[0] + 1
        for index in path[1:]:
            tree.visits[index] = tree.visits[index] + 1
            tree.score[index] = tree.score[index] + seat_score(deltas, tree.mover[index])
        root_child: i64 = path[1] - first_child
        for seat in range(n):
            sums[root_child * n + seat] = sums[root_child * n + seat] + deltas[seat]
    # the root's children were made lowest card first; answer in the caller's order
    for bit in candidates:
        index = first_child
        while tree.move[index] != bit:
            index = tree.sibling[index]
        out.append(tree.visits[index])
        for seat in range(n):
            out.append(sums[(index - first_child) * n + seat])


def _distinct(t: Table, moves: i64, live: i64) -> i64:
    """`moves` less every card that plays exactly as the one below it: the
    same suit and points, and no card still in a hand or on the table
    (`live`) between them.  In a world where every card is known such cards
    lead to the same outcomes, so a tree keeps one of them."""
    kept: i64 = 0
    previous: i64 = 0
    while moves:
        bit: i64 = moves & -moves
        moves ^= bit
        between: i64 = (bit - 1) & ~((previous << 1) - 1)
        if not (previous and same_suit(previous, bit) and not live & between
                and card_points(t, previous) == card_points(t, bit)):
            kept |= bit
        previous = bit
    return kept
