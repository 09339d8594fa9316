"""Information-set MCTS: one tree over what the seat to move knows, each
round in a freshly dealt world (an option on trial, off by default).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import mask_of, suit_of, top
from .candidates import legal_now, step, to_move
from .heuristics import ROLLOUT_PLAIN, table_threat
from .rng import Rng
from .rollout import MODEL_AS_US, follow_card, lead_card, model_of, policy_playout, seat_style, seat_threat
from .table import Position, Table, card_points, seat_score, settle_points
from .world import deal_world


class IsTree:
    """A single-observer information-set MCTS tree (Cowling, Powley and
    Whitehouse, 2012), in parallel lists indexed by node (0: the decision):
    the card that led into a node (`_run_key`: one card stands for each run
    that plays alike) and who played it, the node's first child and next
    sibling (-1: none), its visits, how often it could have been chosen
    (availability: a card is legal only in some worlds) and the sum of its
    mover's score over its visits (`seat_score`, with the win).  Unlike
    `UctTree`, the tree is common to every sampled world: a node is an
    action history, and each round's world decides which of its children
    may be chosen, so no seat's choice can use cards it does not see."""

    key: list[int]
    mover: list[int]
    child: list[int]
    sibling: list[int]
    visits: list[int]
    avail: list[int]
    score: list[int]

    def __init__(self, candidates: list[int], me: i64) -> None:
        self.key = [0]
        self.mover = [-1]
        self.child = [-1]
        self.sibling = [-1]
        self.visits = [0]
        self.avail = [0]
        self.score = [0]
        for bit in candidates:
            self.add(0, bit, me)

    def add(self, node: i64, key: i64, mover: i64) -> i64:
        """A new child of `node` for `key`, first among its siblings."""
        index: i64 = len(self.key)
        self.key.append(key)
        self.mover.append(mover)
        self.child.append(-1)
        self.sibling.append(self.child[node])
        self.visits.append(0)
        self.avail.append(0)
        self.score.append(0)
        self.child[node] = index
        return index

    def find(self, node: i64, key: i64) -> i64:
        """The child of `node` for `key`, or -1."""
        child: i64 = self.child[node]
        while child >= 0 and self.key[child] != key:
            child = self.sibling[child]
        return child

    def bound(self, node: i64, explore: float) -> float:
        """UCB1 with availability: the mean score, plus doubt that grows with
        how often the node could have been chosen, not its parent's visits."""
        tries: float = float(self.visits[node])
        doubt: float = math.sqrt(math.log(float(self.avail[node])) / tries)
        return float(self.score[node]) / tries + explore * doubt

    def root_stats(self, candidates: list[int], out: list[int]) -> None:
        """Appends, per candidate in the caller's order, its visits and score sum."""
        for bit in candidates:
            node: i64 = self.find(0, bit)
            out.append(self.visits[node])
            out.append(self.score[node])


def _run_key(t: Table, bit: i64, held: i64, trick: i64) -> i64:
    """The lowest card of `bit`'s run: going down its suit through the cards
    still in hands (`held`) while they carry the same points, stopping at a
    card on the table (`trick`).  Cards of one run beat and lose to the same
    cards, so the tree keys them alike whoever holds which."""
    key: i64 = bit
    points: i64 = card_points(t, bit)
    below: i64 = (held | trick) & suit_of(bit) & (key - 1)
    while below:
        lower: i64 = top(below)
        if lower & trick or card_points(t, lower) != points:
            break
        key = lower
        below = below ^ lower
    return key


def policy_card(t: Table, hands: list[int], taken: list[int], position: Position, legal: i64,
                 model: i64) -> i64:
    """The rollout policy's card (no random move) for the seat to move,
    played by `model`, another program's or another style's (`policy_playout`,
    one decision)."""
    seat: i64 = to_move(t, position)
    hand: i64 = hands[seat]
    gone: i64 = mask_of(taken)
    threat: i64 = table_threat(t, taken, gone)
    style: i64 = seat_style(model, ROLLOUT_PLAIN, seat, threat, taken, t.penalty)  # never MODEL_AS_US here
    if threat >= 0:
        threat = seat_threat(model, ROLLOUT_PLAIN, threat, taken, t.penalty)
    if not position.played:
        return lead_card(t, style, legal, hand, gone, seat == threat)
    return follow_card(t, model, style, legal, suit_of(position.best), position.trick, position.best,
                       position.played == t.players - 1, threat, seat, position.winner, hand, gone)


def ismcts_rounds(tree: IsTree, t: Table, known: list[int], room: list[int], groups: list[int],
                  cards: list[int], ends: list[int], taken: list[int], won: list[int], start: Position,
                  rng: Rng, eps_threshold: i64, rounds: i64, explore: float, moon_mode: i64,
                  totals: list[int], target: i64, win: i64, models: list[int] | None = None,
                  style: i64 = ROLLOUT_PLAIN) -> i64:
    """Grow `tree` by `rounds` rounds from `start`.  Each round deals the
    unseen cards (`deal_world`, from `known`, `room`, `groups`, `cards`,
    `ends`), walks down the tree choosing among the children legal in that
    deal (every seat by its own upper bound; a seat the rollouts model as a
    program other than us plays as that program does), adds the first
    card it reaches that the tree lacks, rolls the hand out with the rollout
    policy and settles it by `moon_mode`.  Each node it passed scores the
    outcome for its mover (`seat_score`; `win` more or less if the game ends and
    the mover wins or not).  Returns the rounds played (a deal that finds
    no way to place the cards is skipped)."""
    n: i64 = t.players
    me: i64 = to_move(t, start)
    played_rounds: i64 = 0
    path: list[int] = []
    keys: list[int] = []
    bits: list[int] = []
    root_moves: list[int] = []
    child: i64 = tree.child[0]
    while child >= 0:
        root_moves.append(tree.key[child])
        child = tree.sibling[child]
    for _ in range(rounds):
        h: list[int] = list(known)
        if not deal_world(list(room), groups, list(cards), ends, h, rng):
            continue
        played_rounds += 1
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        position: Position = start
        path.clear()
        node: i64 = 0
        while position.trick_no < t.tricks:
            legal: i64 = legal_now(t, h, position)
            seat: i64 = to_move(t, position)
            chosen: i64 = -1
            bit: i64 = 0
            model: i64 = model_of(models, me, seat)
            if model != MODEL_AS_US:
                bit = policy_card(t, h, tk, position, legal, model)
                key: i64 = _run_key(t, bit, mask_of(h), position.trick)
                chosen = tree.find(node, key)
                if chosen < 0:
                    chosen = tree.add(node, key, seat)
                tree.avail[chosen] = tree.avail[chosen] + 1
            else:
                held: i64 = mask_of(h)
                keys.clear()
                bits.clear()
                rest: i64 = legal
                if node == 0:  # the decision's candidates, as the caller merged them
                    keys.extend(root_moves)
                    bits.extend(root_moves)
                    rest = 0
                while rest:
                    low: i64 = rest & -rest
                    rest ^= low
                    key = _run_key(t, low, held, position.trick)
                    if not keys or keys[len(keys) - 1] != key:
                        keys.append(key)  # a run's lowest card in hand plays for it
                        bits.append(low)
                best_bound: float = 0.0
                untried: i64 = -1
                untried_child: i64 = -1
                for k in range(len(keys)):
                    child = tree.find(node, keys[k])
                    if child >= 0:
                        tree.avail[child] = tree.avail[child] + 1
                    if child < 0 or tree.visits[child] == 0:
                        if untried < 0:
                            untried = k
                            untried_child = child
                        continue
                    value: float = tree.bound(child, explore)
                    if chosen < 0 or value > best_bound:
                        chosen = child
                        bit = bits[k]
                        best_bound = value
                if untried >= 0:  # every card legal here is tried once before any bound counts
                    chosen = untried_child
                    if chosen < 0:
                        chosen = tree.add(node, keys[untried], seat)
                        tree.avail[chosen] = 1
                    bit = bits[untried]
            path.append(chosen)
            position = step(t, h, tk, wn, position, bit)
            node = chosen
            if tree.visits[node] == 0:
                break
        if position.trick_no < t.tricks:
            policy_playout(t, h, tk, wn, position, rng, eps_threshold, None, me, models, style)
        deltas: list[int] = settle_points(t, tk, moon_mode, totals, target)
        scores: list[int] = [seat_score(deltas, seat) for seat in range(n)]
        if win:
            lowest: i64 = 1 << 40
            highest: i64 = -(1 << 40)
            for seat in range(n):
                after: i64 = totals[seat] + deltas[seat]
                lowest = min(lowest, after)
                highest = max(highest, after)
            if highest >= target:
                for seat in range(n):
                    scores[seat] = scores[seat] + (win if totals[seat] + deltas[seat] == lowest else -win)
        tree.visits[0] = tree.visits[0] + 1
        for index in path:
            tree.visits[index] = tree.visits[index] + 1
            tree.score[index] = tree.score[index] + scores[tree.mover[index]]
    return played_rounds
