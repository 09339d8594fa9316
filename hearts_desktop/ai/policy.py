"""The rollout policy: a fast heuristic player on the bitmask fast path.

This is the search's inner loop, so it works on `FastHand` masks with plain
integer operations.  Heuristics, in the words
of the Rule player but sharper:
- lead the lowest card, never the Q♠/K♠/A♠ while a Q♠ is out, hearts last;
- when following, drop the Q♠ under a higher spade; take a pointless last
  trick with the highest card (gets rid of it safely); otherwise play the
  highest card that still loses; forced to win, play low when points may come;
- when void: the Q♠, then K♠/A♠ while a Q♠ is out, then the highest heart,
  then the highest card;
- moon defence: when one seat holds every point taken so far and is winning
  the trick, the others take the trick if they can and never feed it points;
  the would-be shooter wins the tricks it can (moon attack).
A small random share of moves (`eps`) keeps the rollouts from being blind to
lines the heuristics never consider.

The heuristics themselves, and the single-deck loop that plays a whole hand
with them, live in the playout kernel (kernel/heuristics.py and rollout.py), which is
compiled where the build found a C compiler.  This module is the general
path: with two decks (V5) masks are folded onto one deck to choose a card,
then the chosen rank is mapped back to a copy the hand holds.
"""

from __future__ import annotations

from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.kernel.playouts import Rng, threshold
from hearts_desktop.model.engine import HEARTS_MASK, LOW52, FastHand, random_index
from hearts_desktop.model.rules import MoonSettlement

__all__ = ["Rng", "playout", "step"]


def step(fast: FastHand, rng: Rng, eps_threshold: int) -> None:
    """One decision on the general (checked-equivalent) path; any rules, two
    decks.  `eps_threshold` is `threshold(eps)`."""
    legal = fast.legal_mask()
    if rng.chance(eps_threshold):
        fast.play(random_index(legal, rng))
        return
    fr = fast.fr
    folded = (legal | (legal >> 52)) & LOW52
    seat = fast.turn
    penalty = fr.penalty_mask & LOW52
    played = 0
    for mask in fast.taken:
        played |= mask
    played = (played | fast.trick_mask | fast.pot) & fr.moon_mask
    queens_left = (fr.moon_mask & ~HEARTS_MASK) & ~played & ~fast.hands[seat]
    led = 0
    best_bit = 0
    trick = (fast.trick_mask | (fast.trick_mask >> 52)) & LOW52
    winner = -1
    current = fast.current_winner()
    if current is not None:
        led = kernel.SUIT_MASKS[(fast.plays[0][1] % 52) // 13]
        winner, best_bit = current[0], 1 << (current[1] % 52)
    threat = -1
    if fr.moon_rule is not MoonSettlement.NO_MOON:
        threat = kernel.moon_threat([(mask | mask >> 52) & LOW52 for mask in fast.taken], penalty)
    bit = kernel.choose(folded, led, trick, best_bit, len(fast.plays) == fast.n - 1, bool(queens_left),
                        penalty, threat, seat, winner)
    index = int(kernel.bit_index(bit))
    fast.play(index if legal >> index & 1 else index + 52)


def playout(fast: FastHand, rng: Rng, eps: float = 0.05) -> None:
    """Play `fast` to the end with the heuristic policy: every hand with two
    decks or a widow still to take goes decision by decision (`step`); the
    rest, the trick in progress included, is the playout kernel's loop."""
    fr = fast.fr
    eps_threshold = threshold(eps)
    while fast.trick_no < fr.tricks and (fast.pot or fr.table is None):
        step(fast, rng, eps_threshold)
    if fast.trick_no >= fr.tricks:
        return
    assert fr.table is not None
    end = kernel.policy_playout(fr.table, fast.hands, fast.taken, fast.won, fast.kernel_position(), rng,
                                eps_threshold)
    fast.settle_position(end)
