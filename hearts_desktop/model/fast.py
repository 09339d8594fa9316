"""The fast path for AI rollouts: one hand on integer bitmasks.  UNCHECKED.

`FastHand.play` trusts its caller: it does not check turn, suit, hearts or
anything else.  Use it only with a card taken from `legal_mask()`; the public,
checked API is `Game`.  A property test plays random hands through both and
requires identical tricks and points.

Card bit `i` (0–51) is `Card.from_index(i)`; with two decks (V5) the second
copy of a card is bit `i + 52`, so a hand may hold both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Seat, Suit
from hearts_desktop.model.deal import deck_in_play, lowest_club
from hearts_desktop.model.rules import FirstLead, HouseRules, MoonChoice, MoonSettlement
from hearts_desktop.model.scoring import best_moon_choice, moon_amount, points_table

SUIT_MASKS: tuple[int, ...] = tuple(
    (0x1FFF << (13 * suit)) | (0x1FFF << (13 * suit + 52)) for suit in range(4)
)
HEARTS_MASK = SUIT_MASKS[Suit.HEARTS]
LOW52 = (1 << 52) - 1


class FastRules:
    """The house rules as the tables and flags the fast path needs."""

    __slots__ = (
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
        "point_mask",
        "points",
        "rules",
        "sun",
        "tricks",
    )

    def __init__(self, rules: HouseRules, players: int) -> None:
        self.rules = rules
        self.players = players
        table = points_table(rules)
        self.points = table + table  # both copies
        self.penalty_mask = sum(1 << i for i, p in enumerate(self.points) if p > 0)
        self.point_mask = sum(1 << i for i, p in enumerate(self.points) if p != 0)
        queens = (1 << QUEEN_OF_SPADES.index) | (1 << (QUEEN_OF_SPADES.index + 52))
        deck_mask = _deck_mask(deck_in_play(rules, players))
        self.moon_mask = (HEARTS_MASK | queens) & deck_mask
        self.breaks_mask = HEARTS_MASK | (queens if rules.queen_breaks_hearts else 0)
        self.must_break = rules.hearts_must_be_broken
        self.clean_first_trick = not rules.points_on_first_trick
        self.first_lead = rules.first_lead
        self.lowest_club_bit = 1 << lowest_club(deck_in_play(rules, players)).index
        self.cancellation = rules.cancellation
        self.tricks = len(deck_in_play(rules, players)) // players
        self.moon_amount = moon_amount(rules)
        self.moon_rule = rules.moon
        self.sun = rules.shoot_the_sun
        self.no_trick_bonus = rules.no_trick_bonus


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
    return sorted(Card.from_index(bit_index % 52) for bit_index in iter_bits(mask))


def iter_bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class FastHand:
    """One hand in progress.  Mutable, cheap to `copy()`."""

    __slots__ = (
        "best",
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
        "winner",
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
        self.best = -1
        self.winner = -1
        self.trick_mask = 0
        self.trick_no = 0
        self.broken = False
        self.taken = [0] * fr.players
        self.won = [0] * fr.players
        self.pot = 0

    # -- construction ------------------------------------------------------

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
        other.best = self.best
        other.winner = self.winner
        other.trick_mask = self.trick_mask
        other.trick_no = self.trick_no
        other.broken = self.broken
        other.taken = self.taken[:]
        other.won = self.won[:]
        other.pot = self.pot
        return other

    # -- play --------------------------------------------------------------

    def is_over(self) -> bool:
        return self.trick_no >= self.fr.tricks

    def legal_mask(self) -> int:
        """Bits of the cards the seat to move may play (the cascade of
        `legality`, on bits)."""
        hand = self.hands[self.turn]
        fr = self.fr
        if not self.plays:
            if self.trick_no == 0:
                if fr.first_lead is FirstLead.LOWEST_CLUB:
                    return hand & self._lowest_club_bits()
                if fr.first_lead is FirstLead.ANY_CLUB:
                    return hand & SUIT_MASKS[0]
            if fr.must_break and not self.broken:
                other = hand & ~HEARTS_MASK
                if other:
                    return other
            return hand
        follow = hand & self.led_mask
        if follow:
            return follow
        if self.trick_no == 0 and fr.clean_first_trick:
            safe = hand & ~fr.penalty_mask
            if safe:
                return safe
        return hand

    def _lowest_club_bits(self) -> int:
        """R6: both copies of the lowest club held by anyone.  With one deck
        it is the deck's lowest club; with two, the widow may hold it."""
        if not self.fr.cancellation:
            return self.fr.lowest_club_bit
        held = 0
        for hand in self.hands:
            held |= hand
        clubs = low_bits(held) & SUIT_MASKS[0]
        lowest = clubs & -clubs
        return lowest | lowest << 52

    def _add_to_trick(self, seat: Seat, bit_index: int) -> None:
        bit = 1 << bit_index
        if not self.plays:
            self.led_mask = SUIT_MASKS[(bit_index % 52) // 13]
        self.plays.append((seat, bit_index))
        self.trick_mask |= bit
        if bit & self.fr.breaks_mask:
            self.broken = True
        rank = bit_index % 52
        if bit & self.led_mask and rank > self.best:
            self.best = rank
            self.winner = seat

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
        fr = self.fr
        winner = self.winner
        if fr.cancellation:
            winner = self._uncancelled_winner()
        self.trick_no += 1
        if winner < 0 and self.trick_no == fr.tricks:
            winner = self.leader  # a fully cancelled last trick goes to its leader
        if winner < 0:
            self.pot |= self.trick_mask
            winner = self.leader  # nobody won: the same player leads again
        else:
            self.taken[winner] |= self.trick_mask | self.pot
            self.won[winner] += 1
            self.pot = 0
        self.leader = self.turn = winner
        self.plays = []
        self.trick_mask = 0
        self.best = -1
        self.winner = -1

    def _uncancelled_winner(self) -> Seat:
        values = [bit_index % 52 for _, bit_index in self.plays]
        best, winner = -1, -1
        for (seat, bit_index), value in zip(self.plays, values):
            if (1 << bit_index) & self.led_mask and values.count(value) == 1 and value > best:
                best, winner = value, seat
        return winner

    # -- scoring -----------------------------------------------------------

    def card_points(self) -> list[int]:
        """Card points each seat took (R10, H12, H14–H16)."""
        table = self.fr.points
        point_mask = self.fr.point_mask
        return [sum(table[i] for i in iter_bits(mask & point_mask)) for mask in self.taken]

    def shooter(self) -> tuple[Seat, bool] | None:
        fr = self.fr
        if fr.moon_rule is MoonSettlement.NO_MOON:
            return None
        for seat, mask in enumerate(self.taken):
            if mask & fr.moon_mask == fr.moon_mask:
                sun = fr.sun and all(not m for s, m in enumerate(self.taken) if s != seat)
                return seat, sun
        return None

    def deltas(self, totals: Sequence[int], choice: MoonChoice | None = None) -> list[int]:
        """What each total changes by, as `scoring.score_hand` computes it
        (without the exact-target reset).  A shooter who must choose takes
        `choice`, or the better option when None."""
        fr = self.fr
        base = self.card_points()
        shot = self.shooter()
        if shot is not None:
            seat, sun = shot
            amount = fr.moon_amount * (2 if sun else 1)
            table = fr.points
            base[seat] -= sum(table[i] for i in iter_bits(self.taken[seat] & fr.moon_mask))
            if fr.moon_rule is MoonSettlement.ADD_TO_OTHERS:
                choice = MoonChoice.ADD_TO_OTHERS
            elif fr.moon_rule is MoonSettlement.SUBTRACT_FROM_SHOOTER:
                choice = MoonChoice.SUBTRACT_FROM_SELF
            elif choice is None or fr.moon_rule is MoonSettlement.BEST_FOR_SHOOTER:
                choice = best_moon_choice(totals, base, seat, amount, fr.rules)
            if choice is MoonChoice.SUBTRACT_FROM_SELF:
                base[seat] -= amount
            else:
                base = [b + (amount if s != seat else 0) for s, b in enumerate(base)]
        elif fr.no_trick_bonus:
            base = [b - 5 if won == 0 else b for b, won in zip(base, self.won)]
        return base


def random_playout(fast: FastHand, random: Callable[[], float]) -> None:
    """Play `fast` to the end with uniformly random legal cards.

    This is the benchmark's inner loop, so the single-deck case is written
    out on local variables: it must give exactly what `legal_mask` and
    `play` give (a test checks that), only faster."""
    fr = fast.fr
    if fr.cancellation or fast.plays:
        while fast.trick_no < fr.tricks:
            legal = fast.legal_mask()
            skip = int(random() * legal.bit_count())
            while skip:
                legal &= legal - 1
                skip -= 1
            fast.play((legal & -legal).bit_length() - 1)
        return
    hands, taken, won = fast.hands, fast.taken, fast.won
    n, tricks, trick_no, broken = fast.n, fr.tricks, fast.trick_no, fast.broken
    leader, pot = fast.leader, fast.pot
    not_hearts = ~HEARTS_MASK
    safe_mask = ~fr.penalty_mask
    breaks = fr.breaks_mask
    must_break, clean_first = fr.must_break, fr.clean_first_trick
    suit_masks = SUIT_MASKS
    while trick_no < tricks:
        # The lead.
        hand = hands[leader]
        if trick_no == 0 and fr.first_lead is not FirstLead.LEFT_OF_DEALER:
            legal = hand & (fr.lowest_club_bit if fr.first_lead is FirstLead.LOWEST_CLUB
                            else suit_masks[0])
        elif must_break and not broken and hand & not_hearts:
            legal = hand & not_hearts
        else:
            legal = hand
        skip = int(random() * legal.bit_count())
        while skip:
            legal &= legal - 1
            skip -= 1
        bit = legal & -legal
        hands[leader] = hand ^ bit
        best = bit.bit_length()
        led = suit_masks[(best - 1) // 13]
        trick = bit
        winner = leader
        seat = leader
        for _ in range(n - 1):
            seat = seat + 1 if seat + 1 < n else 0
            hand = hands[seat]
            legal = hand & led
            if not legal:
                legal = hand
                if trick_no == 0 and clean_first and hand & safe_mask:
                    legal = hand & safe_mask
            skip = int(random() * legal.bit_count())
            while skip:
                legal &= legal - 1
                skip -= 1
            bit = legal & -legal
            hands[seat] = hand ^ bit
            trick |= bit
            if bit & led and bit.bit_length() > best:
                best = bit.bit_length()
                winner = seat
        if trick & breaks:
            broken = True
        taken[winner] |= trick | pot
        pot = 0
        won[winner] += 1
        leader = winner
        trick_no += 1
    fast.trick_no, fast.broken, fast.leader, fast.turn, fast.pot = trick_no, broken, leader, leader, pot


def low_bits(mask: int) -> int:
    """The single-deck view of a mask (both copies folded onto bits 0–51)."""
    return (mask | (mask >> 52)) & LOW52
