"""The playout kernel: the single-deck hot loops on 64-bit integers.

The computer players spend their thinking in playouts: a hand played to its
end from a sampled world, by uniformly random legal cards (the benchmark's
loop) or by the rollout policy (the search's loop).  This module holds both
for one deck, and the search's whole world around the rollout: the deal of
the unseen cards, then every candidate card played out on it (done in
Python, that bookkeeping cost several times the rollout itself), or, where
the search asks for it, a small UCT tree grown in that world.  All of it is
for one deck (52 cards: every mask fits a signed 64-bit integer), written
so that mypyc can compile it to C with native `i64` locals.  The build
compiles it where a C compiler is found (setup.py); elsewhere the very same
file runs as plain Python.  Both give identical results (a test plays the
same seeded hands through both), because nothing here depends on how wide
Python's integers are:
- every value stays below 2**62 (masks are 52 bits, random words 32 bits);
- no shift by a variable count: compiled, `x << k` on an i64 is computed in
  32 bits for some counts, so single bits come from the `BITS` table;
- the random numbers come from this module's own generator (`Rng`), not
  from Python's `random`, so a compiled loop never calls back into Python.

The rules these loops apply are the engine's (model/engine.py), handed in
as a `Table` that the engine builds from its `FastRules`; the heuristics are
the rollout policy's (ai/policy.py, whose general path for two decks calls
`choose` here).  Property tests prove both loops choose exactly what the
engine's own checked-equivalent step chooses, position by position.

Nothing here checks anything: a caller passes a legal position.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # mypyc reads this for native ints; plain Python never needs it
    from mypy_extensions import i64

M32: Final = 0xFFFFFFFF
LOW52: Final = (1 << 52) - 1
CLUBS: Final = 0x1FFF
DIAMONDS: Final = 0x1FFF << 13
SPADES: Final = 0x1FFF << 26
HEARTS: Final = 0x1FFF << 39
SUIT_MASKS: Final = (CLUBS, DIAMONDS, SPADES, HEARTS)
"""By the engine's suit numbers (model/cards.py: Suit)."""
QS: Final = 1 << 36
KS_AS: Final = (1 << 37) | (1 << 38)
QKA_SPADES: Final = QS | KS_AS

# First lead of a hand (R6/H5), as the engine's FirstLead is told to the kernel.
LEAD_ANY: Final = 0
LEAD_LOWEST_CLUB: Final = 1
LEAD_ANY_CLUB: Final = 2


def _bit_table() -> list[int]:
    bits: list[int] = []
    bit: i64 = 1
    for _ in range(52):
        bits.append(bit)
        bit = bit + bit
    return bits


BITS: Final = _bit_table()
"""BITS[i] is card bit i (see the module docstring on variable shifts)."""


class Rng:
    """Marsaglia's xorshift128 (2003) on four 32-bit words: small, fast in C
    and in Python alike, and of ample quality for playouts."""

    x: i64
    y: i64
    z: i64
    w: i64

    def __init__(self, seed: i64) -> None:
        seed = seed & ((1 << 62) - 1)
        low: i64 = seed & M32
        high: i64 = (seed // 4294967296) & M32
        self.x = _mix32(low ^ 0x3C6EF372)
        self.y = _mix32(high ^ 0x0A54FF53)
        self.z = _mix32(low ^ 0x1F83D9AB)
        self.w = _mix32(high ^ 0x5BE0CD19)
        if (self.x | self.y | self.z | self.w) == 0:
            self.w = 1  # the one state xorshift cannot leave

    def next32(self) -> i64:
        """The next 32 random bits."""
        t: i64 = self.x
        t = t ^ ((t << 11) & M32)
        self.x = self.y
        self.y = self.z
        self.z = self.w
        w: i64 = self.w
        self.w = w ^ (w >> 19) ^ t ^ (t >> 8)
        return self.w

    def below(self, count: i64) -> i64:
        """A random number in 0 … count-1 (count < 2**30), by multiply-shift."""
        return (self.next32() * count) >> 32

    def chance(self, threshold: i64) -> bool:
        """True with probability threshold / 2**32 (see `threshold`)."""
        return self.next32() < threshold


def threshold(probability: float) -> int:
    """The `Rng.chance` threshold of a probability."""
    return int(min(max(probability, 0.0), 1.0) * 4294967296.0)


def _mix32(value: i64) -> i64:
    # A 32-bit integer hash (multipliers below 2**31 keep products in 63 bits).
    value = ((value >> 16) ^ value) * 0x45D9F3B & M32
    value = ((value >> 16) ^ value) * 0x45D9F3B & M32
    return (value >> 16) ^ value


# -- bits ---------------------------------------------------------------------


def bit_count(mask: i64) -> i64:
    count: i64 = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def bit_index(bit: i64) -> i64:
    """The index of a single bit (0–51), by halving."""
    index: i64 = 0
    if bit >= 1 << 32:
        bit >>= 32
        index += 32
    if bit >= 1 << 16:
        bit >>= 16
        index += 16
    if bit >= 1 << 8:
        bit >>= 8
        index += 8
    if bit >= 1 << 4:
        bit >>= 4
        index += 4
    if bit >= 1 << 2:
        bit >>= 2
        index += 2
    if bit >= 1 << 1:
        index += 1
    return index


def top(mask: i64) -> i64:
    """The highest bit of `mask` (0 for 0)."""
    while mask & (mask - 1):
        mask &= mask - 1
    return mask


def suit_of(bit: i64) -> i64:
    """The suit mask of a single card bit."""
    if bit <= CLUBS:
        return CLUBS
    if bit <= DIAMONDS:
        return DIAMONDS
    if bit <= SPADES:
        return SPADES
    return HEARTS


def nth_bit(mask: i64, skip: i64) -> i64:
    """The bit of `mask` with `skip` lower bits of `mask` below it."""
    while skip:
        mask &= mask - 1
        skip -= 1
    return mask & -mask


def random_bit(mask: i64, rng: Rng) -> i64:
    """A uniformly random bit of a non-empty `mask`."""
    return nth_bit(mask, rng.below(bit_count(mask)))


# -- the rules a playout reads ---------------------------------------------------


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


# -- the random playout -------------------------------------------------------------


def random_playout(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   pot: i64, rng: Rng, log: list[int] | None = None) -> Position:
    """Play from a trick boundary to the end with uniformly random legal cards.

    `pot` (a widow) goes to the first trick's taker.  `log`, when given,
    receives each card bit index played, in order (the tests' view)."""
    n: i64 = t.players
    trick_no: i64 = start.trick_no
    broken: bool = start.broken
    leader: i64 = start.leader
    while trick_no < t.tricks:
        hand: i64 = hands[leader]
        bit: i64 = random_bit(lead_mask(t, hand, trick_no, broken), rng)
        hands[leader] = hand ^ bit
        if log is not None:
            log.append(bit_index(bit))
        led: i64 = suit_of(bit)
        best: i64 = bit
        trick: i64 = bit
        winner: i64 = leader
        seat: i64 = leader
        for _ in range(n - 1):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            bit = random_bit(follow_mask(t, hand, led, trick_no), rng)
            hands[seat] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            trick |= bit
            if bit & led and bit > best:
                best = bit
                winner = seat
        if trick & t.breaks:
            broken = True
        taken[winner] = taken[winner] | trick | pot
        pot = 0
        won[winner] = won[winner] + 1
        leader = winner
        trick_no += 1
    return Position(trick_no, broken, leader)


# -- the rollout policy's heuristics (ai/policy.py explains them) ------------------


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


# -- the rollout policy's playout -----------------------------------------------------


MODEL_AS_US: Final = 0
MODEL_CLUB_FOLLOW: Final = 1
MODEL_CASUAL: Final = 2
MODEL_STYLED: Final = 16
MODEL_PLAIN: Final = MODEL_STYLED + ROLLOUT_PLAIN
"""How a rollout models a seat (`policy_playout`): as it plays itself,
following suit as the club player, following and discarding as the
Casual player, or as it plays itself but in the rollout style
`model - MODEL_STYLED` whatever the rollout's own (a style measured as a
player against another: benchmarks/duel_rollout_policy.py)."""


def model_of(models: list[int] | None, me: i64, seat: i64) -> i64:
    """The model a rollout plays `seat` by (`policy_playout`)."""
    if models is None or me < 0 or seat == me:
        return MODEL_AS_US
    model: i64 = models[seat]
    return model


def model_style(model: i64, style: i64) -> i64:
    """The rollout style a seat played by `model` plays in (`style`: the
    rollout's own), or -1 for a seat modelled as another program."""
    if model == MODEL_AS_US:
        return style
    if model >= MODEL_STYLED:
        return model - MODEL_STYLED
    return -1


def seat_style(model: i64, style: i64, seat: i64, threat: i64, taken: list[int], penalty: i64) -> i64:
    """The style `seat`, played by `model`, plays its next card in
    (`model_style`), with `ROLLOUT_REAL_MOON` settled: a style with that flag
    is played until the seat is the only one with points and holds at least
    REAL_MOON_CARDS point cards, and from then on the moon style (its highest
    card led, its points kept when it cannot follow).  A searching player
    finds the moon once its tricks make it likely, which a plain rollout
    seldom finishes; taking that up from the first point would make every
    seat with the first heart a shooter."""
    played: i64 = model_style(model, style)
    if played < ROLLOUT_REAL_MOON:
        return played
    if played >= ROLLOUT_CALM:
        played -= ROLLOUT_CALM  # settled by seat_threat
        if played < ROLLOUT_REAL_MOON:
            return played
    if seat == threat and bit_count(taken[seat] & penalty) >= REAL_MOON_CARDS:
        return ROLLOUT_MOON
    return played - ROLLOUT_REAL_MOON


def seat_threat(model: i64, style: i64, threat: i64, taken: list[int], penalty: i64) -> i64:
    """The moon threat (`table_threat`, a seat) as a seat played by `model`
    sees it: with `ROLLOUT_CALM` none while that seat holds fewer than
    REAL_MOON_CARDS point cards.  Hard's search takes the trick from the
    only seat with points in a third of the positions where the plain
    policy does (benchmarks/style_agreement.py): one heart is
    not a moon.  Called only while there is a threat."""
    if model_style(model, style) < ROLLOUT_CALM or bit_count(taken[threat] & penalty) >= REAL_MOON_CARDS:
        return threat
    return -1


def defend_follow(follow: i64, best: i64, trick: i64, penalty: i64, threat: i64, seat: i64,
                  winner: i64) -> i64:
    """The moon defence of `ROLLOUT_DEFEND` (0: none), while another seat,
    the only one with points, wins a trick that we cannot take from it: if
    the trick has points, our lowest card of the suit, not the highest that
    loses (the plain follow), keeping our high cards to take a point later
    and stop its moon; if not, no Q♠ under its higher spade while another
    spade will do (the plain follow sheds her there)."""
    if threat < 0 or seat == threat or winner != threat:
        return 0
    if follow & ~((best << 1) - 1):
        return 0  # we can take the trick: the plain follow does if it has points
    if trick & penalty:
        return follow & -follow
    if follow & QS and follow & ~QS:
        return top(follow & ~QS)
    return 0


def lead_card(t: Table, style: i64, legal: i64, hand: i64, gone: i64, threat: bool) -> i64:
    """The rollout policy's lead in `style` (-1: a seat modelled as another
    program, who leads as the plain policy does); `threat`: the leader is the
    only seat with points (`policy_playout`)."""
    if style >= ROLLOUT_DEFEND:
        style -= ROLLOUT_DEFEND  # the defence changes no lead
    queen_out: bool = not (gone | hand) & QS
    # The shoot style also tries the moon while nobody has points yet; that
    # test is left to its own branch, off the other styles' hot path.
    if style == ROLLOUT_SHOOT and (threat or (t.moon_on and not gone & t.penalty)):
        return choose_shoot(legal, 0, 0, False, hand, gone, 0)
    if style == ROLLOUT_SHARP_MOON and threat:
        return highest_rank(legal)
    if style >= ROLLOUT_SHARP:
        return choose_lead_sharp(legal, queen_out, hand, gone)
    if style > ROLLOUT_PLAIN:
        return choose_lead_styled(legal, queen_out, hand, style, threat)
    return choose_lead(legal, queen_out)


def follow_card(t: Table, model: i64, style: i64, legal: i64, led: i64, trick: i64, best: i64, last: bool,
                threat: i64, seat: i64, winner: i64, hand: i64, gone: i64) -> i64:
    """The rollout policy's card for `seat`, who follows (or discards) in a
    trick led in `led`, playing by `model`, or as we would in `style`
    (`model_style`; `policy_playout`)."""
    if style >= ROLLOUT_DEFEND:
        style -= ROLLOUT_DEFEND
        defence: i64 = defend_follow(legal & led, best, trick, t.penalty, threat, seat, winner)
        if defence:
            return defence
    queen_out: bool = not (gone | trick | hand) & QS
    if style == ROLLOUT_SHOOT and t.moon_on and (seat == threat or not gone & t.penalty):
        return choose_shoot(legal, led, best, last, hand, gone, t.penalty)
    if seat == threat and not legal & led and style in (ROLLOUT_MOON, ROLLOUT_SHARP_MOON):
        return choose_discard_shooter(legal, t.penalty)
    if style >= ROLLOUT_SHARP:
        return choose_sharp(legal, led, trick, best, last, queen_out, t.penalty, threat, seat, winner, hand,
                            gone)
    if model == MODEL_CASUAL:  # Casual never minds a moon
        if legal & led:
            return choose_follow_club(legal, best, last)
        return choose_discard_casual(t, legal, queen_out)
    if threat < 0 and legal & led and model == MODEL_CLUB_FOLLOW:
        return choose_follow_club(legal, best, last)
    return choose(legal, led, trick, best, last, queen_out, t.penalty, threat, seat, winner)


def policy_playout(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   rng: Rng, eps_threshold: i64, log: list[int] | None = None, me: i64 = -1,
                   models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> Position:
    """Play to the end with the rollout policy, from a trick boundary or from
    the trick in progress that `start` describes; with chance eps
    (`threshold(eps)`) a decision is a uniformly random legal card instead.
    With `me` (a seat) and `models` (one per seat), every other seat plays
    by its model: `MODEL_CLUB_FOLLOW` follows suit as the club player
    (`choose_follow_club`) unless a moon is on, `MODEL_CASUAL` follows and
    discards as Casual does, who never minds a moon.  `style`: how the
    seats played as we would lead (`ROLLOUT_PLAIN`, `ROLLOUT_FLUSH`,
    `ROLLOUT_FLUSH_GUARD`).
    No pot: a hand with a widow goes through the policy's general path until
    the widow is taken."""
    n: i64 = t.players
    trick_no: i64 = start.trick_no
    broken: bool = start.broken
    leader: i64 = start.leader
    gone: i64 = _mask(taken)
    played: i64 = start.played
    while trick_no < t.tricks:
        threat: i64 = table_threat(t, taken, gone)
        hand: i64
        legal: i64
        bit: i64
        led: i64
        best: i64
        trick: i64
        winner: i64
        seat: i64
        if played:  # the trick in progress: its lead is on the table already
            best = start.best
            trick = start.trick
            winner = start.winner
            led = suit_of(best)
            seat = leader + played - 1
            seat = seat - n if seat >= n else seat
        else:
            hand = hands[leader]
            legal = lead_mask(t, hand, trick_no, broken)
            if rng.chance(eps_threshold):
                bit = random_bit(legal, rng)
            else:
                lead_model: i64 = model_of(models, me, leader)
                sees: i64 = threat if threat < 0 else seat_threat(lead_model, style, threat, taken, t.penalty)
                lead_style: i64 = seat_style(lead_model, style, leader, threat, taken, t.penalty)
                bit = lead_card(t, lead_style, legal, hand, gone, leader == sees)
            hands[leader] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            led = suit_of(bit)
            best = bit
            trick = bit
            winner = leader
            seat = leader
            played = 1
        for position in range(played, n):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            legal = follow_mask(t, hand, led, trick_no)
            if rng.chance(eps_threshold):
                bit = random_bit(legal, rng)
            else:
                model: i64 = model_of(models, me, seat)
                seen: i64 = threat if threat < 0 else seat_threat(model, style, threat, taken, t.penalty)
                bit = follow_card(t, model, seat_style(model, style, seat, threat, taken, t.penalty), legal,
                                  led, trick, best, position == n - 1, seen, seat, winner, hand, gone)
            hands[seat] = hand ^ bit
            if log is not None:
                log.append(bit_index(bit))
            trick |= bit
            if bit & led and bit > best:
                best = bit
                winner = seat
        played = 0
        if trick & t.breaks:
            broken = True
        taken[winner] = taken[winner] | trick
        gone |= trick
        won[winner] = won[winner] + 1
        leader = winner
        trick_no += 1
    return Position(trick_no, broken, leader)


# -- the search's world: a deal of the unseen cards, every candidate played out on it --


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
    seat: i64 = _to_move(t, start)
    for bit in candidates:
        h: list[int] = list(hands)
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        position = _after(t, start, bit)
        h[seat] = h[seat] ^ bit
        policy_playout(t, h, tk, wn, position, Rng(seed), eps_threshold, None, seat, models, style)
        _append_outcome(t, tk, wn, out)


def _append_outcome(t: Table, taken: list[int], won: list[int], out: list[int]) -> None:
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
    seat: i64 = _to_move(t, start)
    best: i64 = start.best
    winner: i64 = start.winner
    if _same_suit(bit, best) and bit > best:
        best = bit
        winner = seat
    return Position(start.trick_no, start.broken, start.leader, start.trick | bit, best, winner,
                    start.played + 1)


def _to_move(t: Table, position: Position) -> i64:
    """The seat whose turn it is in `position`."""
    seat: i64 = position.leader + position.played
    return seat - t.players if seat >= t.players else seat


def _legal_now(t: Table, hands: list[int], position: Position) -> i64:
    """The cards the seat to move may play in `position`."""
    hand: i64 = hands[_to_move(t, position)]
    if not position.played:
        return lead_mask(t, hand, position.trick_no, position.broken)
    return follow_mask(t, hand, suit_of(position.best), position.trick_no)


def _step(t: Table, hands: list[int], taken: list[int], won: list[int], position: Position,
          bit: i64) -> Position:
    """`position` after the seat to move plays `bit`; a trick it completes is
    settled (taken, won, hearts broken, the winner leads)."""
    seat: i64 = _to_move(t, position)
    hands[seat] = hands[seat] ^ bit
    after: Position = _after(t, position, bit)
    if after.played < t.players:
        return after
    taken[after.winner] = taken[after.winner] | after.trick
    won[after.winner] = won[after.winner] + 1
    return Position(after.trick_no + 1, after.broken or (after.trick & t.breaks) != 0, after.winner)


def _same_suit(a: i64, b: i64) -> bool:
    suit: i64 = 0x1FFF
    for _ in range(4):
        if a & suit:
            return (b & suit) != 0
        suit = suit << 13
    return False


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
        _append_outcome(t, tk, wn, out)


# -- the exact endgame: every seat plays its best card to the end (max^n) ------------

MOON_ADD: Final = 0
MOON_SUBTRACT: Final = 1
MOON_BEST: Final = 2
"""How `solve_endgame` settles a moon (H4): added to the others, taken off
the shooter, or whichever is better for the shooter (`best_moon_choice`)."""


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
        after = _step(t, h, tk, wn, start, bit)
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
        score: i64 = _score(deltas, seat)
        if not chosen or score > chosen_value:
            chosen = deltas
            chosen_value = score
    hands[seat] = hand
    return chosen


# -- per-world UCT: a small tree search in each sampled world ------------------------------


class UctTree:
    """One world's search tree, node by node in parallel lists (node 0 is the
    position searched): the card that led into a node and who played it,
    the node's first child and next sibling (-1: none; a node's children are
    made all at once, when it is first left), its visits, and the sum of its
    mover's score over them (`_score`)."""

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


def _score(deltas: list[int], seat: i64) -> i64:
    """A seat's score for a hand's outcome: (n-1) times the others' mean
    change of total minus its own (the exact endgame's measure)."""
    total: i64 = 0
    for value in deltas:
        total += value
    return total - len(deltas) * deltas[seat]


def uct_candidates(t: Table, hands: list[int], taken: list[int], won: list[int], start: Position,
                   candidates: list[int], seed: i64, eps_threshold: i64, iterations: i64, explore: float,
                   moon_mode: i64, totals: list[int], target: i64, out: list[int],
                   models: list[int] | None = None, style: i64 = ROLLOUT_PLAIN) -> None:
    """Search this world with `iterations` rounds of UCT from `start`, the
    seat to move choosing among `candidates`: each round walks down the tree,
    every seat picking its own best bound (`explore` weighs the doubt, in
    `_score` units), plays the first untried card it reaches, rolls the hand
    out with the rollout policy (`models`, `style` as in `policy_playout`)
    and settles it by `moon_mode`.  Appends, per candidate: its visits, then
    each seat's summed change of total over them (the caller divides)."""
    n: i64 = t.players
    me: i64 = _to_move(t, start)
    tree = UctTree()
    tree.expand(0, _mask(candidates), me)
    first_child: i64 = tree.child[0]
    sums: list[int] = [0] * (len(candidates) * n)
    rng = Rng(seed)
    for _ in range(iterations):
        h: list[int] = list(hands)
        tk: list[int] = list(taken)
        wn: list[int] = list(won)
        position: Position = start  # _step returns new positions: start is never changed
        path: list[int] = [0]
        node: i64 = 0
        while position.trick_no < t.tricks:
            if tree.child[node] < 0:
                live: i64 = _mask(h) | position.trick
                tree.expand(node, _distinct(t, _legal_now(t, h, position), live), _to_move(t, position))
            node = tree.select(node, explore)
            path.append(node)
            fresh: bool = tree.visits[node] == 0
            position = _step(t, h, tk, wn, position, tree.move[node])
            if fresh:
                break
        if position.trick_no < t.tricks:
            policy_playout(t, h, tk, wn, position, rng, eps_threshold, None, me, models, style)
        deltas: list[int] = settle_points(t, tk, moon_mode, totals, target)
        tree.visits[0] = tree.visits[0] + 1
        for index in path[1:]:
            tree.visits[index] = tree.visits[index] + 1
            tree.score[index] = tree.score[index] + _score(deltas, tree.mover[index])
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
        if not (previous and _same_suit(previous, bit) and not live & between
                and card_points(t, previous) == card_points(t, bit)):
            kept |= bit
        previous = bit
    return kept


def _mask(bits: list[int]) -> i64:
    """Every card in a list of masks (cards taken, hands, candidates)."""
    mask: i64 = 0
    for bit in bits:
        mask |= bit
    return mask


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


# -- whole random hands (the benchmark) ---------------------------------------------------


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


def random_hands(t: Table, deck: list[int], count: i64, passed: i64, rng: Rng) -> i64:
    """Deal, pass, play and score `count` hands with uniformly random cards,
    as OpenSpiel's random playouts do: shuffle `deck` (card bits), deal it
    round, everyone passes `passed` random cards to the left, the holder of
    the lowest club leads, random legal play to the end, then the card points
    with the moon added to the others (R10, R11).  Returns a checksum of
    every score, which the tests compare with the engine's own scoring."""
    n: i64 = t.players
    cards: list[int] = list(deck)
    size: i64 = len(cards)
    checksum: i64 = 0
    for _ in range(count):
        i: i64 = size - 1
        while i > 0:  # Fisher–Yates
            j: i64 = rng.below(i + 1)
            swap: int = cards[i]
            cards[i] = cards[j]
            cards[j] = swap
            i -= 1
        hands: list[int] = [0] * n
        seat: i64 = 0
        for card in cards:
            hands[seat] = hands[seat] | card
            seat = seat + 1 if seat + 1 < n else 0
        _pass_left(hands, n, passed, rng)
        leader: i64 = 0
        while not hands[leader] & t.lowest_club:
            leader += 1
        taken: list[int] = [0] * n
        won: list[int] = [0] * n
        random_playout(t, hands, taken, won, Position(0, False, leader), 0, rng)
        checksum = (checksum * 31 + _score_checksum(t, taken)) & ((1 << 40) - 1)
    return checksum


def _pass_left(hands: list[int], n: i64, passed: i64, rng: Rng) -> None:
    gifts: list[int] = [0] * n
    for seat in range(n):
        hand: i64 = hands[seat]
        gift: i64 = 0
        for _ in range(passed):
            bit: i64 = random_bit(hand & ~gift, rng)
            gift |= bit
        gifts[seat] = gift
        hands[seat] = hand ^ gift
    for seat in range(n):
        source: i64 = seat - 1 if seat > 0 else n - 1
        hands[seat] = hands[seat] | gifts[source]


def _score_checksum(t: Table, taken: list[int]) -> i64:
    n: i64 = t.players
    shooter: i64 = -1
    if t.moon_on:
        for seat in range(n):
            if taken[seat] & t.moon == t.moon:
                shooter = seat
    checksum: i64 = 0
    for seat in range(n):
        points: i64 = card_points(t, taken[seat])
        if shooter >= 0:
            points = points - card_points(t, taken[seat] & t.moon) + (0 if seat == shooter else t.moon_amount)
        checksum = checksum * 7 + points + 1000
    return checksum & ((1 << 40) - 1)


# -- information-set MCTS: one tree over what the seat to move knows ---------------------


class IsTree:
    """A single-observer information-set MCTS tree (Cowling, Powley and
    Whitehouse, 2012), in parallel lists indexed by node (0: the decision):
    the card that led into a node (`_run_key`: one card stands for each run
    that plays alike) and who played it, the node's first child and next
    sibling (-1: none), its visits, how often it could have been chosen
    (availability: a card is legal only in some worlds) and the sum of its
    mover's score over its visits (`_score`, with the win).  Unlike
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


def _policy_card(t: Table, hands: list[int], taken: list[int], position: Position, legal: i64,
                 model: i64) -> i64:
    """The rollout policy's card (no random move) for the seat to move,
    played by `model`, another program's or another style's (`policy_playout`,
    one decision)."""
    seat: i64 = _to_move(t, position)
    hand: i64 = hands[seat]
    gone: i64 = _mask(taken)
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
    outcome for its mover (`_score`; `win` more or less if the game ends and
    the mover wins or not).  Returns the rounds played (a deal that finds
    no way to place the cards is skipped)."""
    n: i64 = t.players
    me: i64 = _to_move(t, start)
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
            legal: i64 = _legal_now(t, h, position)
            seat: i64 = _to_move(t, position)
            chosen: i64 = -1
            bit: i64 = 0
            model: i64 = model_of(models, me, seat)
            if model != MODEL_AS_US:
                bit = _policy_card(t, h, tk, position, legal, model)
                key: i64 = _run_key(t, bit, _mask(h), position.trick)
                chosen = tree.find(node, key)
                if chosen < 0:
                    chosen = tree.add(node, key, seat)
                tree.avail[chosen] = tree.avail[chosen] + 1
            else:
                held: i64 = _mask(h)
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
            position = _step(t, h, tk, wn, position, bit)
            node = chosen
            if tree.visits[node] == 0:
                break
        if position.trick_no < t.tricks:
            policy_playout(t, h, tk, wn, position, rng, eps_threshold, None, me, models, style)
        deltas: list[int] = settle_points(t, tk, moon_mode, totals, target)
        scores: list[int] = [_score(deltas, seat) for seat in range(n)]
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
