"""The rules engine: every decision of play and scoring, on integer bitmasks.

This module is the one place that decides which cards may be played (the
lead/follow/first-trick/hearts-broken cascade with every house rule), who
wins a trick (with V5 cancellation), when hearts break, whether the moon or
the sun was shot and how it settles, the no-trick bonus, the bonus card and
whether a hand may be claimed.  `Game` is its checked, event-emitting face:
it asks these functions and explains a refusal with the rule id that
`narrowing` returns.  The computer players play on `FastHand`, which is
UNCHECKED: `FastHand.play` trusts its caller, so use it only with a bit
taken from `legal_mask()`.

Card bit `i` (0–51) is `Card.from_index(i)`; with two decks (V5) the second
copy of a card is bit `i + 52`, so a hand may hold both.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model.cards import ALL_CARDS, QUEEN_OF_SPADES, Card, Seat, Suit
from hearts_desktop.model.deal import deck_in_play, lowest_club
from hearts_desktop.model.rules import NO_TRICK_BONUS, FirstLead, HouseRules, MoonChoice, MoonSettlement
from hearts_desktop.model.scoring import (
    BONUS_CARDS,
    HandScore,
    MoonResult,
    moon_amount,
    points_table,
)

SUIT_MASKS: tuple[int, ...] = tuple(
    (0x1FFF << (13 * suit)) | (0x1FFF << (13 * suit + 52)) for suit in range(4)
)
HEARTS_MASK = SUIT_MASKS[Suit.HEARTS]
LOW52 = (1 << 52) - 1


def both_copies(card: Card) -> int:
    """The bits of `card` in either deck."""
    return (1 << card.index) | (1 << (card.index + 52))


class FastRules:
    """The house rules as the tables and flags the engine needs."""

    __slots__ = (
        "bonus_mask",
        "breaks_mask",
        "cancellation",
        "clean_first_trick",
        "first_lead",
        "lowest_club_bit",
        "moon_amount",
        "moon_mask",
        "moon_rule",
        "must_break",
        "no_trick_bonus",
        "penalty_mask",
        "players",
        "point_blocks",
        "point_mask",
        "points",
        "rules",
        "sun",
        "table",
        "tricks",
    )

    def __init__(self, rules: HouseRules, players: int) -> None:
        self.rules = rules
        self.players = players
        table = points_table(rules)
        self.points = table + table  # both copies
        self.penalty_mask = sum(1 << i for i, p in enumerate(self.points) if p > 0)
        self.point_mask = sum(1 << i for i, p in enumerate(self.points) if p != 0)
        # Two decks (V5) are scored by suit tables; one deck by the kernel (`card_points`).
        self.point_blocks = point_blocks(table, rules.decks) if rules.cancellation else ()
        bonus = BONUS_CARDS[rules.bonus_card]
        self.bonus_mask = both_copies(bonus) if bonus is not None else 0
        deck = deck_in_play(rules, players)
        self.moon_mask = (HEARTS_MASK | both_copies(QUEEN_OF_SPADES)) & _deck_mask(deck)
        self.breaks_mask = HEARTS_MASK | (both_copies(QUEEN_OF_SPADES) if rules.queen_breaks_hearts else 0)
        self.must_break = rules.hearts_must_be_broken
        self.clean_first_trick = not rules.points_on_first_trick
        self.first_lead = rules.first_lead
        self.lowest_club_bit = 1 << lowest_club(deck).index
        self.cancellation = rules.cancellation
        self.tricks = len(deck) // players
        self.moon_amount = moon_amount(rules)
        self.moon_rule = rules.moon
        self.sun = rules.shoot_the_sun
        self.no_trick_bonus = rules.no_trick_bonus
        # The playout kernel's view of these rules; it takes one deck only (V5 has two).
        self.table = None if self.cancellation else kernel.Table(*self.kernel_table_args())

    def kernel_table_args(self) -> tuple[int, int, int, int, bool, bool, int, int, bool, int, int, int,
                                         list[int]]:
        """The arguments of `kernel.Table` for these rules (one deck: every mask in 52 bits)."""
        first_lead = {FirstLead.LOWEST_CLUB: kernel.LEAD_LOWEST_CLUB,
                      FirstLead.ANY_CLUB: kernel.LEAD_ANY_CLUB}.get(self.first_lead, kernel.LEAD_ANY)
        return (self.players, self.tricks, first_lead, self.lowest_club_bit, self.must_break,
                self.clean_first_trick, self.penalty_mask & LOW52, self.breaks_mask & LOW52,
                self.moon_rule is not MoonSettlement.NO_MOON, self.moon_mask & LOW52, self.moon_amount,
                self.point_mask & LOW52, list(self.points[:52]))


def _deck_mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        bit = 1 << card.index
        mask |= bit if not mask & bit else bit << 52
    return mask


def cards_to_mask(cards: Sequence[Card], used: int = 0) -> tuple[int, int]:
    """Bits for `cards`, using the second copy's bit where the first is in
    `used` (or already in this hand).  Returns (mask, used | mask)."""
    mask = 0
    for card in cards:
        bit = 1 << card.index
        if (used | mask) & bit:
            bit <<= 52
        mask |= bit
    return mask, used | mask


def mask_to_cards(mask: int) -> list[Card]:
    """The cards of `mask` in card order, both copies included."""
    return sorted(ALL_CARDS[bit_index % 52] for bit_index in iter_bits(mask))


def distinct_cards(mask: int) -> list[Card]:
    """The different cards of `mask` in card order (a card held twice once)."""
    return [ALL_CARDS[i] for i in iter_bits(low_bits(mask))]


def iter_bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def low_bits(mask: int) -> int:
    """The single-deck view of a mask (both copies folded onto bits 0–51)."""
    return (mask | (mask >> 52)) & LOW52


# -- which card may be played -------------------------------------------------


def narrowing(fr: FastRules, hand: int, led_mask: int, first_trick: bool, broken: bool,
              lowest_club: int) -> tuple[str, int] | None:
    """The step of the play cascade that narrows `hand`, as (rule id, the
    bits still allowed), or None when every card of the hand may be played.

    `led_mask` is the suit led (0 when leading); `lowest_club` the bits of the
    lowest club in play (R6).  Each branch below is one rule, in the order
    the rules apply; at most one of them narrows a hand, so the first rule
    that forbids a card is the one this returns."""
    if not led_mask:
        if first_trick:
            # R6/H5: the first lead is the lowest club, or any club.
            if fr.first_lead is FirstLead.LOWEST_CLUB:
                return "R6", hand & lowest_club
            if fr.first_lead is FirstLead.ANY_CLUB:
                return "H5", hand & SUIT_MASKS[Suit.CLUBS]
        # R9/H10: no heart lead before hearts are broken, unless the hand holds
        # only hearts.  The Q♠ may be led at any time.
        if fr.must_break and not broken:
            others = hand & ~HEARTS_MASK
            if others:
                return "R9", others
        return None
    # R7: follow the suit led if you can.
    follow = hand & led_mask
    if follow:
        return "R7", follow
    # R8/H7: no penalty card on the first trick, unless the hand holds nothing else.
    if first_trick and fr.clean_first_trick:
        safe = hand & ~fr.penalty_mask
        if safe:
            return "R8", safe
    return None


def breaks_hearts(fr: FastRules, bit: int) -> bool:
    """Playing this card breaks hearts (R9, H3)."""
    return bool(bit & fr.breaks_mask)


# -- who wins a trick ---------------------------------------------------------


def winning_play(plays: Sequence[tuple[Seat, int]], cancellation: bool) -> tuple[Seat, int] | None:
    """The play that wins `plays` (so far), as (seat, bit index): the highest
    card of the suit led (R7).  With cancellation (V5) identical cards cancel
    and cannot win; None if every card of the suit led did."""
    led = (plays[0][1] % 52) // 13
    values = [bit_index % 52 for _, bit_index in plays]
    best: tuple[Seat, int] | None = None
    for (seat, bit_index), value in zip(plays, values):
        if value // 13 != led or (cancellation and values.count(value) > 1):
            continue
        if best is None or value > best[1] % 52:
            best = (seat, bit_index)
    return best


# -- one hand in progress -----------------------------------------------------


class FastHand:
    """One hand in play.  Mutable, cheap to `copy()`, UNCHECKED."""

    __slots__ = (
        "broken",
        "fr",
        "hands",
        "leader",
        "led_mask",
        "n",
        "plays",
        "pot",
        "taken",
        "trick_mask",
        "trick_no",
        "turn",
        "won",
    )

    def __init__(self, fr: FastRules, hands: list[int], leader: Seat) -> None:
        self.fr = fr
        self.n = fr.players
        self.hands = hands
        self.leader = leader
        self.turn = leader
        self.plays: list[tuple[Seat, int]] = []
        self.led_mask = 0
        self.trick_mask = 0
        self.trick_no = 0
        self.broken = False
        self.taken = [0] * fr.players
        self.won = [0] * fr.players
        self.pot = 0

    @classmethod
    def from_cards(cls, rules: HouseRules, hands: Sequence[Sequence[Card]], leader: Seat,
                   widow: Sequence[Card] = (), fr: FastRules | None = None) -> FastHand:
        """A hand at its first trick (after passing)."""
        fr = fr or FastRules(rules, len(hands))
        used = 0
        masks = []
        for hand in hands:
            mask, used = cards_to_mask(hand, used)
            masks.append(mask)
        fast = cls(fr, masks, leader)
        fast.pot, _ = cards_to_mask(widow, used)
        return fast

    @classmethod
    def from_state(
        cls,
        fr: FastRules,
        hands: Sequence[Sequence[Card]],
        leader: Seat,
        current_trick: Sequence[tuple[Seat, Card]],
        tricks_played: int,
        hearts_broken: bool,
        taken: Sequence[Sequence[Card]],
        tricks_won: Sequence[int],
        pot: Sequence[Card] = (),
    ) -> FastHand:
        """A hand in the middle of play, e.g. a world sampled by the AI."""
        used = 0
        masks = []
        for cards in list(hands) + list(taken) + [[card for _, card in current_trick]] + [pot]:
            mask, used = cards_to_mask(cards, used)
            masks.append(mask)
        n = fr.players
        fast = cls(fr, masks[:n], leader)
        fast.taken = masks[n: 2 * n]
        fast.pot = masks[-1]
        fast.won = list(tricks_won)
        fast.trick_no = tricks_played
        fast.broken = hearts_broken
        trick_bits = iter_bits(masks[-2])
        for seat, card in current_trick:
            bit_index = next(i for i in trick_bits if i % 52 == card.index)
            trick_bits.remove(bit_index)
            fast._add_to_trick(seat, bit_index)
        fast.turn = (leader + len(current_trick)) % n
        return fast

    def copy(self) -> FastHand:
        other = FastHand.__new__(FastHand)
        other.fr = self.fr
        other.n = self.n
        other.hands = self.hands[:]
        other.leader = self.leader
        other.turn = self.turn
        other.plays = self.plays[:]
        other.led_mask = self.led_mask
        other.trick_mask = self.trick_mask
        other.trick_no = self.trick_no
        other.broken = self.broken
        other.taken = self.taken[:]
        other.won = self.won[:]
        other.pot = self.pot
        return other

    def is_over(self) -> bool:
        return self.trick_no >= self.fr.tricks

    def settle_position(self, end: kernel.Position) -> None:
        """Take over where a kernel playout, which updated the hands, the
        cards taken and the tricks won in place, left the hand (always at a
        trick boundary: a trick in progress at its start is finished)."""
        if end.trick_no > self.trick_no:
            self.pot = 0  # the first trick's taker took it
            self.plays = []
            self.trick_mask = self.led_mask = 0
        self.trick_no, self.broken, self.leader, self.turn = end.trick_no, end.broken, end.leader, end.leader

    def kernel_position(self) -> kernel.Position:
        """Where the hand stands, trick in progress included, for a kernel
        playout (single deck: `winning_play` without cancellation)."""
        position = kernel.Position(self.trick_no, self.broken, self.leader)
        current = self.current_winner()
        if current is not None:
            winner, best = current
            position.trick, position.best = self.trick_mask, 1 << best
            position.winner, position.played = winner, len(self.plays)
        return position

    def legal_mask(self) -> int:
        """Bits of the cards the seat to move may play (`narrowing`)."""
        hand = self.hands[self.turn]
        lowest = self._lowest_club_bits() if self.trick_no == 0 and not self.plays else 0
        step = narrowing(self.fr, hand, self.led_mask, self.trick_no == 0, self.broken, lowest)
        return hand if step is None else step[1]

    def _lowest_club_bits(self) -> int:
        """R6: both copies of the lowest club held by anyone.  With one deck
        it is the deck's lowest club; with two, the widow may hold it."""
        if not self.fr.cancellation:
            return self.fr.lowest_club_bit
        held = 0
        for hand in self.hands:
            held |= hand
        clubs = low_bits(held) & SUIT_MASKS[Suit.CLUBS]
        lowest = clubs & -clubs
        return lowest | lowest << 52

    def current_winner(self) -> tuple[Seat, int] | None:
        """The play winning the current trick so far, ignoring cancellation."""
        return winning_play(self.plays, False) if self.plays else None

    def _add_to_trick(self, seat: Seat, bit_index: int) -> None:
        bit = 1 << bit_index
        if not self.plays:
            self.led_mask = SUIT_MASKS[(bit_index % 52) // 13]
        self.plays.append((seat, bit_index))
        self.trick_mask |= bit
        if breaks_hearts(self.fr, bit):
            self.broken = True

    def play(self, bit_index: int) -> None:
        """Play card bit `bit_index` for the seat to move.  UNCHECKED."""
        seat = self.turn
        self.hands[seat] &= ~(1 << bit_index)
        self._add_to_trick(seat, bit_index)
        if len(self.plays) < self.n:
            self.turn = (seat + 1) % self.n
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        best = winning_play(self.plays, self.fr.cancellation)
        self.trick_no += 1
        taker = trick_taker(best, self.leader, self.trick_no == self.fr.tricks)
        if taker is None:
            self.pot |= self.trick_mask  # V5: nobody won; the same player leads again
            taker = self.leader
        else:
            self.taken[taker] |= self.trick_mask | self.pot
            self.won[taker] += 1
            self.pot = 0
        self.leader = self.turn = taker
        self.plays = []
        self.trick_mask = 0
        self.led_mask = 0

    def card_points(self) -> list[int]:
        """Card points each seat took (R10, H12, H14–H16)."""
        return card_points(self.fr, self.taken)

    def shooter(self) -> tuple[Seat, bool] | None:
        return find_shooter(self.fr, self.taken)

    def deltas(self, totals: Sequence[int], choice: MoonChoice | None = None) -> list[int]:
        """What each total changes by (`settle`, without the exact-target
        reset).  A shooter who must choose takes `choice`, or the better
        option when None."""
        return list(settle(self.fr, self.taken, self.won, totals, choice).deltas)

    def claim(self, seat: Seat) -> Claim | None:
        """The claim `seat` may make now (see `Claim`)."""
        if self._takes_every_trick(seat):
            return Claim.ALL_TRICKS
        if self._no_points_left():
            return Claim.NO_POINTS_LEFT
        return None

    def _no_points_left(self) -> bool:
        fr = self.fr
        outstanding = self.trick_mask | self.pot
        for hand in self.hands:
            outstanding |= hand
        if outstanding & fr.point_mask:
            return False
        if fr.no_trick_bonus and 0 in self.won:
            return False  # a seat without a trick may still take one
        takers = sum(1 for mask in self.taken if mask)
        return not (fr.sun and takers == 1)  # a sun is still possible

    def _takes_every_trick(self, seat: Seat) -> bool:
        if self.fr.cancellation or self.plays or self.turn != seat:
            return False
        mine = low_bits(self.hands[seat])
        others = 0
        for other, hand in enumerate(self.hands):
            if other != seat:
                others |= hand
        others = low_bits(others)
        for suit_mask in SUIT_MASKS:
            held = mine & suit_mask
            out = others & suit_mask
            if held and out and out.bit_length() > (held & -held).bit_length():
                return False
        return True


def trick_taker(best: tuple[Seat, int] | None, leader: Seat, last: bool) -> Seat | None:
    """Who takes a finished trick: its winner; a fully cancelled trick (V5)
    goes to nobody, except the last of the hand, which goes to its leader."""
    if best is not None:
        return best[0]
    return leader if last else None


class Claim(Enum):
    """A claim of the rest of a hand, offered when its outcome is decided.

    - No points left to move: no card that counts is still in a hand, in the
      current trick or in the pot, and nothing else the remaining tricks could
      change is at stake (the no-trick bonus, H11; the sun, H17).
    - All remaining tricks: the claimant is on lead and every card it holds
      beats every card of that suit still out, so it wins every trick
      whatever anyone plays (not with two decks, where equal cards cancel, V5).
    """

    NO_POINTS_LEFT = "no points left"
    ALL_TRICKS = "all remaining tricks"


# -- scoring ------------------------------------------------------------------


def card_points(fr: FastRules, taken: Sequence[int]) -> list[int]:
    """Card points each seat took (R10, H12, H14–H16): with one deck the
    playout kernel's sum, otherwise a table lookup per suit that holds
    points, for each deck (the search scores every world)."""
    if fr.table is not None:
        return kernel.seat_points(fr.table, list(taken))
    blocks = fr.point_blocks
    return [sum(table[mask >> shift & SUIT_BLOCK] for shift, table in blocks) for mask in taken]


SUIT_BLOCK = (1 << 13) - 1
_POINT_BLOCKS: dict[tuple[tuple[int, ...], int], tuple[tuple[int, list[int]], ...]] = {}


def point_blocks(table: tuple[int, ...], decks: int) -> tuple[tuple[int, list[int]], ...]:
    """For each 13-card block (a suit of one deck in play) where a card
    counts: its shift and the points of every subset of the block (8,192
    sums, built once per points table and kept)."""
    found = _POINT_BLOCKS.get((table, decks))
    if found is None:
        blocks = []
        for shift in range(0, decks * len(table), 13):
            values = table[shift % len(table): shift % len(table) + 13]
            if not any(values):
                continue
            sums = [0] * (SUIT_BLOCK + 1)
            for subset in range(1, SUIT_BLOCK + 1):
                low = subset & -subset
                sums[subset] = sums[subset ^ low] + values[low.bit_length() - 1]
            blocks.append((shift, sums))
        found = _POINT_BLOCKS[table, decks] = tuple(blocks)
    return found


def find_shooter(fr: FastRules, taken: Sequence[int]) -> tuple[Seat, bool] | None:
    """The seat that took every heart and Q♠ in play (R11), and whether it
    also took every trick, the sun (H17)."""
    if fr.moon_rule is MoonSettlement.NO_MOON:
        return None
    for seat, mask in enumerate(taken):
        if mask & fr.moon_mask == fr.moon_mask:
            sun = fr.sun and all(not m for s, m in enumerate(taken) if s != seat)
            return seat, sun
    return None


def _apply_moon(base: Sequence[int], shooter: Seat, amount: int, choice: MoonChoice) -> list[int]:
    if choice is MoonChoice.SUBTRACT_FROM_SELF:
        return [b - amount if seat == shooter else b for seat, b in enumerate(base)]
    return [b if seat == shooter else b + amount for seat, b in enumerate(base)]


def best_moon_choice(
    totals: Sequence[int], base: Sequence[int], shooter: Seat, amount: int, rules: HouseRules
) -> MoonChoice:
    """The settlement better for the shooter: first whether it wins (or at
    least does not lose) if the game ends, then its margin over the best
    other total.  On a tie, adding to the others (the traditional way)."""

    def outlook(choice: MoonChoice) -> tuple[int, int]:
        after = [t + d for t, d in zip(totals, _apply_moon(base, shooter, amount, choice))]
        best_other = min(a for seat, a in enumerate(after) if seat != shooter)
        standing = 0
        if max(after) >= rules.target_score:
            standing = 1 if after[shooter] <= best_other else -1
        return standing, best_other - after[shooter]

    add, subtract = MoonChoice.ADD_TO_OTHERS, MoonChoice.SUBTRACT_FROM_SELF
    return subtract if outlook(subtract) > outlook(add) else add


def _moon_choice(fr: FastRules, asked: MoonChoice | None, totals: Sequence[int], base: Sequence[int],
                 shooter: Seat, amount: int) -> MoonChoice:
    """H4: the settlement the rules fix, or the shooter's own choice."""
    if fr.moon_rule is MoonSettlement.ADD_TO_OTHERS:
        return MoonChoice.ADD_TO_OTHERS
    if fr.moon_rule is MoonSettlement.SUBTRACT_FROM_SHOOTER:
        return MoonChoice.SUBTRACT_FROM_SELF
    if fr.moon_rule is MoonSettlement.SHOOTER_CHOOSES and asked is not None:
        return asked
    return best_moon_choice(totals, base, shooter, amount, fr.rules)


class Settlement(NamedTuple):
    points: list[int]
    """Card points each seat took, before the moon."""
    deltas: list[int]
    """What each total changes by (moon and no-trick bonus included)."""
    moon: MoonResult | None
    no_trick_bonus: tuple[Seat, ...]


def settle(fr: FastRules, taken: Sequence[int], won: Sequence[int], totals: Sequence[int],
           choice: MoonChoice | None = None) -> Settlement:
    """Score a finished hand, before the exact-target reset (R10, R11, H4, H11–H17).

    1. card points: hearts (H14), the Q♠ (H16), A♠/K♠ (H15), the bonus card (H12);
    2. a moon (R11), or a sun (H17), replaces the shooter's heart and queen
       points by the settlement of H4; penalty spades and the bonus card stay
       with whoever took them;
    3. the no-trick bonus (H11), skipped in a hand where the moon was shot."""
    points = card_points(fr, taken)
    base = list(points)
    shot = find_shooter(fr, taken)
    if shot is not None:
        shooter, sun = shot
        amount = fr.moon_amount * (2 if sun else 1)
        base[shooter] -= card_points(fr, [taken[shooter] & fr.moon_mask])[0]
        settled = _moon_choice(fr, choice, totals, base, shooter, amount)
        return Settlement(points, _apply_moon(base, shooter, amount, settled),
                          MoonResult(shooter, amount, sun, settled), ())
    no_trick: tuple[Seat, ...] = ()
    if fr.no_trick_bonus:
        no_trick = tuple(seat for seat, count in enumerate(won) if count == 0)
        base = [b + NO_TRICK_BONUS if seat in no_trick else b for seat, b in enumerate(base)]
    return Settlement(points, base, None, no_trick)


def score_hand(hand_number: int, rules: HouseRules, taken: Sequence[Sequence[Card]],
               tricks_won: Sequence[int], totals_before: Sequence[int],
               moon_choice: MoonChoice | None = None, fr: FastRules | None = None) -> HandScore:
    """Score a finished hand from the cards each seat took: `settle`, then the
    new totals and the exact-target reset (H13).  `moon_choice` is the
    shooter's decision when H4 asks for one."""
    fr = fr or FastRules(rules, len(taken))
    masks = []
    used = 0
    for cards in taken:
        mask, used = cards_to_mask(cards, used)
        masks.append(mask)
    settled = settle(fr, masks, tricks_won, totals_before, moon_choice)
    totals = [before + delta for before, delta in zip(totals_before, settled.deltas)]
    resets = tuple(seat for seat, total in enumerate(totals)
                   if rules.exact_target_reset and total == rules.target_score)
    for seat in resets:
        totals[seat] = rules.target_score // 2
    bonus_takers = tuple(seat for seat, mask in enumerate(masks) if mask & fr.bonus_mask)
    return HandScore(hand_number, tuple(settled.points), tuple(settled.deltas), tuple(totals),
                     settled.moon, settled.no_trick_bonus, resets, bonus_takers)


# -- random playouts ---------------------------------------------------------------


def random_playout(fast: FastHand, rng: kernel.Rng) -> None:
    """Play `fast` to the end with uniformly random legal cards.

    From a trick boundary with one deck this is the playout kernel's loop
    (kernel/random_hands.py, compiled where a C compiler was found); a property
    test checks on 100,000 positions that it chooses exactly what
    `legal_mask` and `play` choose with the same random numbers.  Two decks
    (V5) or a trick in progress go card by card through the engine."""
    fr = fast.fr
    while fast.trick_no < fr.tricks and (fast.plays or fr.table is None):
        fast.play(random_index(fast.legal_mask(), rng))
    if fast.trick_no >= fr.tricks:
        return
    assert fr.table is not None
    end = kernel.random_playout(fr.table, fast.hands, fast.taken, fast.won,
                                kernel.Position(fast.trick_no, fast.broken, fast.leader), fast.pot, rng)
    fast.settle_position(end)


def random_index(legal: int, rng: kernel.Rng) -> int:
    """A uniformly random bit index of `legal` (any width), drawn as the kernel draws."""
    skip = rng.below(legal.bit_count())
    while skip:
        legal &= legal - 1
        skip -= 1
    return (legal & -legal).bit_length() - 1
