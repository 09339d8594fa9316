"""The rollout policy: a fast heuristic player on the bitmask fast path.

This is the search's inner loop, so it works on `FastHand` masks with plain
integer operations (profiled: the single-deck loop below plays a whole
4-player hand in about a third of a millisecond).  Heuristics, in the words
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

With two decks (V5) masks are folded onto one deck to choose a card, then
the chosen rank is mapped back to a copy the hand holds.
"""

from __future__ import annotations

from collections.abc import Callable

from hearts_desktop.model.engine import HEARTS_MASK, LOW52, SUIT_MASKS, FastHand
from hearts_desktop.model.rules import FirstLead, MoonSettlement

SUITS = tuple(0x1FFF << (13 * suit) for suit in range(4))
HEARTS = SUITS[3]
QS = 1 << 36
KS_AS = (1 << 37) | (1 << 38)
QKA_SPADES = QS | KS_AS


def top(mask: int) -> int:
    return 1 << (mask.bit_length() - 1)


def lowest_rank(mask: int) -> int:
    """The card of lowest rank in `mask` (ties: the first suit)."""
    folded = (mask | mask >> 13 | mask >> 26 | mask >> 39) & 0x1FFF
    low = folded & -folded
    for shift in (0, 13, 26, 39):
        bit = low << shift
        if mask & bit:
            return bit
    return 0


def highest_rank(mask: int) -> int:
    best, best_rank = 0, -1
    for base, suit in ((0, SUITS[0]), (13, SUITS[1]), (26, SUITS[2]), (39, SUITS[3])):
        part = mask & suit
        if part:
            rank = part.bit_length() - base
            if rank >= best_rank:
                best, best_rank = 1 << (part.bit_length() - 1), rank
    return best


def choose_lead(legal: int, queen_out: bool) -> int:
    mask = legal
    if queen_out and mask & ~QKA_SPADES:
        mask &= ~QKA_SPADES
    if mask & ~HEARTS:
        mask &= ~HEARTS
    return lowest_rank(mask)


def choose_follow(follow: int, best_bit: int, last: bool, trick_points: bool, spades: bool) -> int:
    if follow & QS and best_bit > QS:
        return QS  # the Q♠ under a higher spade: it goes to someone else
    plain = follow & ~QS or follow
    if last and not trick_points:
        return top(plain)  # a safe trick: get rid of the highest card
    under = follow & (best_bit - 1)
    if under:
        return top(under)
    if last:
        return top(plain)
    if trick_points or spades:
        return plain & -plain
    return top(plain)


def choose_discard(legal: int, queen_out: bool, feeding_shooter: bool, penalty: int) -> int:
    if feeding_shooter:
        safe = legal & ~penalty
        if safe:
            return highest_rank(safe)
    if legal & QS:
        return QS
    if queen_out and legal & KS_AS:
        return top(legal & KS_AS)
    if legal & HEARTS:
        return top(legal & HEARTS)
    return highest_rank(legal)


def moon_threat(taken: list[int], penalty: int) -> int:
    """The only seat that has taken points this hand, or -1."""
    threat = -1
    for seat, mask in enumerate(taken):
        if mask & penalty:
            if threat >= 0:
                return -1
            threat = seat
    return threat


def choose(legal: int, led: int, trick: int, best_bit: int, last: bool, queen_out: bool,
           penalty: int, threat: int, seat: int, winner: int) -> int:
    """One heuristic decision on folded (single-deck) masks."""
    if not led:
        return choose_lead(legal, queen_out)
    follow = legal & led
    if follow:
        if threat >= 0 and winner == threat and seat != threat and trick & penalty:
            over = follow & ~((best_bit << 1) - 1)
            if over:
                return over & -over  # stop the moon: take a point
        if seat == threat and trick & penalty:
            over = follow & ~((best_bit << 1) - 1)
            if over:
                return top(over)  # go for the moon
        return choose_follow(follow, best_bit, last, bool(trick & penalty), led == SUITS[2])
    feeding = threat >= 0 and winner == threat and seat != threat
    return choose_discard(legal, queen_out, feeding, penalty)


def _random_bit(legal: int, random: Callable[[], float]) -> int:
    skip = int(random() * legal.bit_count())
    while skip:
        legal &= legal - 1
        skip -= 1
    return legal & -legal


def step(fast: FastHand, random: Callable[[], float], eps: float) -> None:
    """One decision on the general (checked-equivalent) path; any rules, two decks."""
    legal = fast.legal_mask()
    if random() < eps:
        fast.play(_random_bit(legal, random).bit_length() - 1)
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
        led = SUITS[(fast.plays[0][1] % 52) // 13]
        winner, best_bit = current[0], 1 << (current[1] % 52)
    threat = moon_threat(fast.taken, fr.penalty_mask) if fr.moon_rule is not MoonSettlement.NO_MOON else -1
    bit = choose(folded, led, trick, best_bit, len(fast.plays) == fast.n - 1, bool(queens_left),
                 penalty, threat, seat, winner)
    index = bit.bit_length() - 1
    fast.play(index if legal >> index & 1 else index + 52)


def playout(fast: FastHand, random: Callable[[], float], eps: float = 0.05) -> None:
    """Play `fast` to the end with the heuristic policy."""
    fr = fast.fr
    while fast.plays and fast.trick_no < fr.tricks:
        step(fast, random, eps)
    if fr.cancellation or any(mask >> 52 for mask in fast.hands) or fast.pot:
        while fast.trick_no < fr.tricks:
            step(fast, random, eps)
        return
    _single_deck_playout(fast, random, eps)


def _single_deck_playout(fast: FastHand, random: Callable[[], float], eps: float) -> None:
    """The inner loop for one deck, at a trick boundary, on local variables."""
    fr = fast.fr
    hands, taken, won = fast.hands, fast.taken, fast.won
    n, tricks, trick_no, broken, leader = fast.n, fr.tricks, fast.trick_no, fast.broken, fast.leader
    penalty = fr.penalty_mask & LOW52
    breaks = fr.breaks_mask & LOW52
    must_break, clean_first = fr.must_break, fr.clean_first_trick
    first_lead = fr.first_lead
    moon_on = fr.moon_rule is not MoonSettlement.NO_MOON
    gone = 0
    for mask in taken:
        gone |= mask
    while trick_no < tricks:
        threat = moon_threat(taken, penalty) if moon_on and gone & penalty else -1
        hand = hands[leader]
        if trick_no == 0 and first_lead is not FirstLead.LEFT_OF_DEALER:
            legal = hand & (fr.lowest_club_bit if first_lead is FirstLead.LOWEST_CLUB else SUITS[0])
        elif must_break and not broken and hand & ~HEARTS:
            legal = hand & ~HEARTS
        else:
            legal = hand
        if random() < eps:
            bit = _random_bit(legal, random)
        else:
            bit = choose_lead(legal, not (gone | hand) & QS)
        hands[leader] = hand ^ bit
        led = SUIT_MASKS[(bit.bit_length() - 1) // 13] & LOW52
        best = bit
        trick = bit
        winner = leader
        seat = leader
        for position in range(1, n):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            legal = hand & led
            if not legal:
                legal = hand
                if trick_no == 0 and clean_first and hand & ~penalty:
                    legal = hand & ~penalty
            if random() < eps:
                bit = _random_bit(legal, random)
            else:
                bit = choose(legal, led, trick, best, position == n - 1, not (gone | trick | hand) & QS,
                             penalty, threat, seat, winner)
            hands[seat] = hand ^ bit
            trick |= bit
            if bit & led and bit > best:
                best = bit
                winner = seat
        if trick & breaks:
            broken = True
        taken[winner] |= trick
        gone |= trick
        won[winner] += 1
        leader = winner
        trick_no += 1
    fast.trick_no, fast.broken, fast.leader, fast.turn = trick_no, broken, leader, leader
