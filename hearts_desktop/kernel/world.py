"""The search's world: a deal of the unseen cards that keeps to what the
seat knows (voids, the pass), or one picked among several by how likely
the plays so far were in each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import BITS, bit_count, suit_of
from .heuristics import ROLLOUT_PLAIN, table_threat
from .rng import Rng
from .rollout import follow_card, lead_card, model_of, seat_style, seat_threat
from .table import Table, follow_mask, lead_mask


def deal_world(room: list[int], groups: list[int], cards: list[int], ends: list[int], hands: list[int],
               rng: Rng) -> bool:
    """Deal `cards` (card bits) into `hands` (one mask per holder, already
    holding what is known to be there), most constrained group first.

    Group g is the cards `cards[ends[g-1]:ends[g]]`, each of which may go to
    the holders in `groups[g]` (bit h: holder h).  Each card goes to one of
    them chosen with weight proportional to the room it has left (`room`,
    consumed), in a shuffled order, so where no constraint binds every deal
    is equally likely.  False at a dead end (a card with no holder left that
    may take it): the caller draws again."""
    start: i64 = 0
    holders: i64 = len(room)
    for g in range(len(groups)):
        allowed: i64 = groups[g]
        end: i64 = ends[g]
        # Fisher–Yates on this group's slice (the list is the caller's scratch copy).
        i: i64 = end - 1
        while i > start:
            j: i64 = start + rng.below(i - start + 1)
            swap: int = cards[i]
            cards[i] = cards[j]
            cards[j] = swap
            i -= 1
        for k in range(start, end):
            total: i64 = 0
            for h in range(holders):
                if allowed & BITS[h]:
                    total += room[h]
            if total == 0:
                return False
            pick: i64 = rng.below(total)
            chosen: i64 = -1
            for h in range(holders):
                if allowed & BITS[h]:
                    space: i64 = room[h]
                    if pick < space:
                        chosen = h
                        break
                    pick -= space
            room[chosen] = room[chosen] - 1
            hands[chosen] = hands[chosen] | cards[k]
        start = end
    return True


def history_likelihood(t: Table, hands: list[int], plays: list[int], seats: list[int], me: i64,
                       models: list[int] | None, miss: float) -> float:
    """How likely the hand's plays so far were under the rollout policy, had
    the seats held the cards `hands` holds now: the product, over the other
    seats' plays (not `me`'s), of (1 - miss) if the policy plays that card,
    plus miss / the number of legal cards (the player may play anything).
    `plays` are the cards as bits in the order played, from the first lead,
    `seats` who played each; `models` how the policy plays each seat
    (`policy_playout`, leads in the plain style).  Only the ratios between
    the worlds of one decision mean anything."""
    n: i64 = t.players
    count: i64 = len(plays)
    h: list[int] = list(hands)
    for i in range(count):
        h[seats[i]] = h[seats[i]] | plays[i]
    taken: list[int] = [0] * n
    gone: i64 = 0
    broken: bool = False
    weight: float = 1.0
    trick_no: i64 = 0
    start: i64 = 0
    while start < count:
        threat: i64 = table_threat(t, taken, gone)
        trick: i64 = 0
        best: i64 = 0
        led: i64 = 0
        winner: i64 = 0
        k: i64 = 0
        while k < n and start + k < count:
            bit: i64 = plays[start + k]
            seat: i64 = seats[start + k]
            hand: i64 = h[seat]
            legal: i64 = follow_mask(t, hand, led, trick_no) if k else lead_mask(t, hand, trick_no, broken)
            if seat != me:
                choice: i64
                model: i64 = model_of(models, me, seat)
                played_style: i64 = seat_style(model, ROLLOUT_PLAIN, seat, threat, taken, t.penalty)
                seen: i64 = threat
                if threat >= 0:
                    seen = seat_threat(model, ROLLOUT_PLAIN, threat, taken, t.penalty)
                if k == 0:
                    choice = lead_card(t, played_style, legal, hand, gone, seat == seen)
                else:
                    choice = follow_card(t, model, played_style, legal, led, trick, best, k == n - 1, seen,
                                         seat, winner, hand, gone)
                chance: float = miss / float(max(bit_count(legal), 1))
                if choice == bit:
                    chance += 1.0 - miss
                weight *= chance
            h[seat] = hand ^ bit
            if k == 0:
                led = suit_of(bit)
                best = bit
                winner = seat
            elif bit & led and bit > best:
                best = bit
                winner = seat
            trick |= bit
            k += 1
        if trick & t.breaks:
            broken = True
        taken[winner] = taken[winner] | trick
        gone |= trick
        trick_no += 1
        start += n
    return weight


def deal_inferred(room: list[int], groups: list[int], cards: list[int], ends: list[int], hands: list[int],
                  rng: Rng, retries: i64, particles: i64, t: Table, plays: list[int], seats: list[int],
                  me: i64, models: list[int] | None, miss: float) -> bool:
    """`deal_world` into `hands` (left unchanged where every draw failed:
    False), keeping one of `particles` deals (each given up to `retries`
    draws) with probability proportional to its `history_likelihood`: a
    weighted reservoir of one, so the deals need no storage.  The
    sampling-importance-resampling that `worlds.Task.play_inference` asks for."""
    holders: i64 = len(hands)
    total: float = 0.0
    kept: list[int] = list(hands)
    found: bool = False
    for _ in range(particles):
        for _ in range(retries):
            dealt: list[int] = list(hands)
            if deal_world(list(room), groups, list(cards), ends, dealt, rng):
                weight: float = history_likelihood(t, dealt, plays, seats, me, models, miss)
                total += weight
                # Keep the newcomer with chance weight / total (the first always).
                if float(rng.next32()) * total < weight * 4294967296.0:
                    kept = dealt
                found = True
                break
    if found:
        for h in range(holders):
            hands[h] = kept[h]
    return found
