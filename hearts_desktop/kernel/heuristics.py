"""The rollout policy's rules of thumb, one decision at a time (ai/policy.py
explains them): the leads, follows and discards of each rollout style.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

from .bits import CLUBS, HEARTS, KS_AS, LOW52, QKA_SPADES, QS, SPADES, SUIT_MASKS, bit_count, bit_index, top
from .table import Table


def lowest_rank(mask: i64) -> i64:
    """The card of lowest rank in `mask` (ties: the first suit)."""
    folded: i64 = (mask | mask >> 13 | mask >> 26 | mask >> 39) & CLUBS
    low: i64 = folded & -folded
    shifted: i64 = low
    for _ in range(4):
        if mask & shifted:
            return shifted
        shifted = shifted << 13
    return 0


def highest_rank(mask: i64) -> i64:
    """The card of highest rank in `mask` (ties: the last suit)."""
    best: i64 = 0
    best_rank: i64 = -1
    suit: i64 = CLUBS
    base: i64 = 0
    for _ in range(4):
        part: i64 = mask & suit
        if part:
            high: i64 = top(part)
            rank: i64 = bit_index(high) - base
            if rank >= best_rank:
                best = high
                best_rank = rank
        suit = suit << 13
        base += 13
    return best


def choose_lead(legal: i64, queen_out: bool) -> i64:
    mask: i64 = legal
    if queen_out and mask & ~QKA_SPADES:
        mask &= ~QKA_SPADES
    if mask & ~HEARTS:
        mask &= ~HEARTS
    return lowest_rank(mask)


ROLLOUT_PLAIN: Final = 0
ROLLOUT_FLUSH: Final = 1
ROLLOUT_FLUSH_GUARD: Final = 2
ROLLOUT_MOON_LEAD: Final = 3
ROLLOUT_MOON: Final = 4
ROLLOUT_SHARP: Final = 5
ROLLOUT_SHARP_MOON: Final = 6
ROLLOUT_SHOOT: Final = 7
ROLLOUT_DEFEND: Final = 8
ROLLOUT_REAL_MOON: Final = 32
ROLLOUT_CALM: Final = 64
"""The rollout policy's lead (`policy_playout`'s `style`): always the
lowest card (`choose_lead`); or, while the Q♠ is out and we hold neither it
nor a spade above it, a spade (`choose_lead_flush`); or that, and no spade
lead while we hold the Q♠ (`guard`); or the lowest card, but the highest
while we are the only seat with points (a moon on: `choose_lead_styled`);
or that, and while going for the moon we discard no point card that
another seat would take (`choose_discard_shooter`); or the sharp style
(`choose_sharp`): short-suit leads, the spade flush, the Q♠'s guards kept
and void-making discards, a better player on its own by 1.4 points a hand
(benchmarks/duel_rollout_policy.py); or the sharp style, but going for the
moon as the moon style does while we are the only seat with points; or
the sharp style, but going for the moon from the start, winning every
trick it can until another seat takes points (`choose_shoot`: a second
style for policy switching, SearchPlayer.switch_style, never a player).
`ROLLOUT_DEFEND` added to a style (a flag, not a style of its own) keeps
a moon's stoppers (`defend_follow`); `ROLLOUT_REAL_MOON` added to a style
plays it until the seat, the only one with points, holds REAL_MOON_CARDS
point cards, and the moon style from then on (`seat_style`); `ROLLOUT_CALM`
added to a style sees no moon on (no moon stopped, none gone for) until the
only seat with points holds REAL_MOON_CARDS point cards (`seat_threat`)."""
REAL_MOON_CARDS: Final = 4
"""Point cards from which `ROLLOUT_REAL_MOON` goes for the moon: as a player
against the plain policy (benchmarks/duel_rollout_policy.py, 20,000 deals)
the plain style with it gains 0.031 ± 0.007 points a hand from 4 cards,
0.030 from 3, 0.027 from 5, 0.002 from 8, and loses 0.011 from 2."""


def choose_lead_flush(legal: i64, queen_out: bool, hand: i64, guard: bool = False) -> i64:
    """Lead a spade under the Q♠ while someone else may hold it and we hold
    no spade above the J♠: each spade trick takes a guard from the Q♠'s
    holder, who must at last play it or lead it.  The highest such spade,
    keeping the low ones as safe leads for later.  With `guard`, the holder
    of the Q♠ keeps its guards: no spade lead while another suit will do."""
    if queen_out and not hand & QKA_SPADES:
        spades: i64 = legal & SPADES
        if spades:
            return top(spades)
    if guard and hand & QS and legal & ~SPADES:
        return choose_lead(legal & ~SPADES, queen_out)
    return choose_lead(legal, queen_out)


def choose_lead_styled(legal: i64, queen_out: bool, hand: i64, style: i64, threat: bool) -> i64:
    """The lead of a seat played as we would in the rollout `style` (not
    plain).  A seat going for the moon (`threat`) leads its highest card in
    the moon style: leading its lowest, as the plain style does, it gives
    the lead away, so its moons seldom succeed in the rollouts and the
    search neither fears nor tries them as often as the table sees them."""
    if style >= ROLLOUT_MOON_LEAD:  # the moon styles
        return highest_rank(legal) if threat else choose_lead(legal, queen_out)
    return choose_lead_flush(legal, queen_out, hand, style == ROLLOUT_FLUSH_GUARD)


def choose_discard_shooter(legal: i64, penalty: i64) -> i64:
    """A seat going for the moon that cannot follow: its lowest card without
    points (a point card would go to the trick's winner and end the moon),
    keeping its high cards to win tricks; with only point cards, the
    ordinary discard."""
    safe: i64 = legal & ~penalty
    if safe:
        return lowest_rank(safe)
    return choose_discard(legal, False, False, penalty)


def shortest_suit_lead(mask: i64, hand: i64, out: i64) -> i64:
    """The lowest card of `mask` in the suit we hold fewest of (ties: the
    fewest `out` cards below that card, then the first suit), in a suit where
    some card still `out` is higher: a lead that someone else will win, and
    that makes us void soonest, to discard on later tricks."""
    best: i64 = 0
    best_key: i64 = 1 << 40
    for suit in SUIT_MASKS:
        part: i64 = mask & suit
        if part:
            low: i64 = part & -part
            key: i64 = bit_count(hand & suit) * 20 + bit_count(out & suit & (low - 1))
            if not out & suit & ~((low << 1) - 1):
                key += 1000  # nobody can take it from us
            if key < best_key:
                best_key = key
                best = low
    return best


def choose_lead_sharp(legal: i64, queen_out: bool, hand: i64, gone: i64) -> i64:
    """The sharp style's lead (`ROLLOUT_SHARP`): no spade while we hold the
    Q♠ and another suit will do (its guards stay); while the Q♠ is out and
    we hold no spade above the J♠, our highest spade (each spade trick takes
    a guard from the Q♠'s holder); else, never the Q♠/K♠/A♠ while a Q♠ is
    out, the shortest suit's lowest card, hearts included once they may be
    led (`shortest_suit_lead`)."""
    mask: i64 = legal
    if hand & QS and mask & ~SPADES:
        mask &= ~SPADES
    if queen_out and not hand & QKA_SPADES and mask & SPADES:
        return top(mask & SPADES)
    if queen_out and mask & ~QKA_SPADES:
        mask &= ~QKA_SPADES
    return shortest_suit_lead(mask, hand, LOW52 & ~(gone | hand))


def choose_discard_sharp(legal: i64, queen_out: bool, feeding_shooter: bool, penalty: i64) -> i64:
    """The sharp style's discard: the plain one (`choose_discard`), but
    without points to shed, the high card of a short suit (rank minus suit
    length) rather than the highest card, to make a void."""
    if feeding_shooter or legal & (QS | HEARTS) or (queen_out and legal & KS_AS):
        return choose_discard(legal, queen_out, feeding_shooter, penalty)
    best: i64 = 0
    best_key: i64 = -100
    for suit in SUIT_MASKS:
        part: i64 = legal & suit
        if part:
            high: i64 = top(part)
            key: i64 = bit_index(high) % 13 - bit_count(part)
            if key > best_key:
                best_key = key
                best = high
    return best


def sure_winners(legal: i64, out: i64) -> i64:
    """The highest card of each suit of `legal` that no card still `out` beats."""
    sure: i64 = 0
    for suit in SUIT_MASKS:
        part: i64 = legal & suit
        if part:
            high: i64 = top(part)
            if not out & suit & ~((high << 1) - 1):
                sure |= high
    return sure


def choose_shoot(legal: i64, led: i64, best: i64, last: bool, hand: i64, gone: i64, penalty: i64) -> i64:
    """One decision of a seat going for the moon in the shoot style: lead a
    card nobody can beat (a heart first: the others must follow with theirs),
    else the highest; follow with the highest card that wins (the lowest when
    last), else the lowest; discard the lowest card without points."""
    if not led:
        sure: i64 = sure_winners(legal, LOW52 & ~(gone | hand))
        if sure & HEARTS:
            return top(sure & HEARTS)
        return highest_rank(sure if sure else legal)
    follow: i64 = legal & led
    if not follow:
        return choose_discard_shooter(legal, penalty)
    over: i64 = follow & ~((best << 1) - 1)
    if over:
        return over & -over if last else top(over)
    return follow & -follow


def choose_sharp(legal: i64, led: i64, trick: i64, best_bit: i64, last: bool, queen_out: bool,
                 penalty: i64, threat: i64, seat: i64, winner: i64, hand: i64, gone: i64) -> i64:
    """One decision of the sharp style (`ROLLOUT_SHARP`): `choose` with the
    sharp lead and discard."""
    if not led:
        return choose_lead_sharp(legal, queen_out, hand, gone)
    if legal & led:
        return choose(legal, led, trick, best_bit, last, queen_out, penalty, threat, seat, winner)
    feeding: bool = threat >= 0 and winner == threat and seat != threat
    return choose_discard_sharp(legal, queen_out, feeding, penalty)


def choose_follow(follow: i64, best_bit: i64, last: bool, trick_points: bool, spades: bool) -> i64:
    if follow & QS and best_bit > QS:
        return QS  # the Q♠ under a higher spade: it goes to someone else
    plain: i64 = follow & ~QS
    if not plain:
        plain = follow
    if last and not trick_points:
        return top(plain)  # a safe trick: get rid of the highest card
    under: i64 = follow & (best_bit - 1)
    if under:
        return top(under)
    if last:
        return top(plain)
    if trick_points or spades:
        return plain & -plain
    return top(plain)


def choose_follow_club(follow: i64, best_bit: i64, last: bool) -> i64:
    """How the club player follows (ai/rule.py: rule_follow, which Casual and,
    without a moon threat, Strong play): the highest card that still loses;
    else, never the Q♠ if another card will do, the highest card when last
    (the trick is ours anyway) or the lowest."""
    under: i64 = follow & (best_bit - 1)
    if under:
        return top(under)
    pool: i64 = follow & ~QS
    if not pool:
        pool = follow
    if last:
        return top(pool)
    return pool & -pool


def choose_discard_casual(t: Table, legal: i64, queen_out: bool) -> i64:
    """How the Casual player discards (ai/rule.py: rule_discard): the card
    with the most points (the Q♠, then the hearts); among equal points A♠/K♠
    while a Q♠ is out, then hearts, then the highest rank; ties to the higher
    card index."""
    best: i64 = 0
    best_key: i64 = -1
    rest: i64 = legal
    while rest:
        low: i64 = rest & -rest
        rest ^= low
        index: i64 = bit_index(low)
        points: i64 = t.points[index] if low & t.point_mask else 0
        kind: i64 = 0
        if low & KS_AS and queen_out:
            kind = 2
        elif low & HEARTS:
            kind = 1
        key: i64 = ((max(points, 0) * 4 + kind) * 16 + index % 13) * 64 + index
        if key > best_key:
            best_key = key
            best = low
    return best


def choose_discard(legal: i64, queen_out: bool, feeding_shooter: bool, penalty: i64) -> i64:
    if feeding_shooter:
        safe: i64 = legal & ~penalty
        if safe:
            return highest_rank(safe)
    if legal & QS:
        return QS
    if queen_out and legal & KS_AS:
        return top(legal & KS_AS)
    if legal & HEARTS:
        return top(legal & HEARTS)
    return highest_rank(legal)


def moon_threat(taken: list[int], penalty: i64) -> i64:
    """The only seat that has taken points this hand, or -1 (single-deck
    masks: the general path folds two decks' masks first)."""
    threat: i64 = -1
    for seat in range(len(taken)):
        mask: i64 = taken[seat]
        if mask & penalty:
            if threat >= 0:
                return -1
            threat = seat
    return threat


def table_threat(t: Table, taken: list[int], gone: i64) -> i64:
    """The seat the rollouts see going for the moon (`moon_threat`), or -1:
    none while the table plays no moon or nobody has points yet (`gone`:
    every card taken so far)."""
    if t.moon_on and gone & t.penalty:
        return moon_threat(taken, t.penalty)
    return -1


def choose(legal: i64, led: i64, trick: i64, best_bit: i64, last: bool, queen_out: bool,
           penalty: i64, threat: i64, seat: i64, winner: i64) -> i64:
    """One heuristic decision on single-deck masks."""
    if not led:
        return choose_lead(legal, queen_out)
    follow: i64 = legal & led
    if follow:
        if threat >= 0 and winner == threat and seat != threat and trick & penalty:
            over: i64 = follow & ~((best_bit << 1) - 1)
            if over:
                return over & -over  # stop the moon: take a point
        if seat == threat and trick & penalty:
            over = follow & ~((best_bit << 1) - 1)
            if over:
                return top(over)  # go for the moon
        return choose_follow(follow, best_bit, last, (trick & penalty) != 0, led == SPADES)
    feeding: bool = threat >= 0 and winner == threat and seat != threat
    return choose_discard(legal, queen_out, feeding, penalty)
