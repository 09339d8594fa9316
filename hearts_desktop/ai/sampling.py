"""Deals of the unseen cards consistent with one seat's observation.

What a sampled world respects (each is something the seat really knows):
- every unseen card is somewhere: in another hand or the face-down widow
  (V5), with each hand holding exactly its known number of cards;
- a seat that failed to follow a suit holds none of it (voids shown);
- the cards this seat passed are with the receiver until the receiver plays
  them;
- R8: a seat that discarded a penalty card on the first trick while that is
  forbidden held nothing but penalty cards;
- R9: a seat that led a heart before hearts were broken held only hearts;
- with `programs` (how the rollouts model each seat), a seat that plays a
  known program's rule (Casual; Strong's follows while no moon is on) held
  no card that rule would have played instead of the one it played
  (`program_bans`): Casual leads its lowest card, so a lead of the 9♦ says
  it holds no lower diamond, club or spade it could have led.
Cards are placed most constrained first, each into a seat chosen with weight
proportional to the room it has left; a dead end restarts, and after many
restarts the inferences (but never the hand sizes) are dropped, so sampling
always returns a deal.

With `inference`, worlds are also drawn by weight (`sample_weighted`): what a
seat discarded when it could not follow says what it did not hold.  Players
get rid of the most dangerous card they can (the Q♠; then hearts, or A♠/K♠
while the Q♠ is out), so a world in which the seat passed over a more
dangerous card than the one it threw is less likely (`DISCARD_MISS`).  Deals
are drawn as before and kept with probability equal to their weight
(rejection), which leaves the draw unchanged when nothing was discarded.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.kernel.playouts import Table, follow_mask
from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Rank, Suit
from hearts_desktop.model.engine import FastRules, both_copies, breaks_hearts
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.scoring import is_penalty_card

SUIT_BITS = tuple(0x1FFF << (13 * suit) for suit in range(4))
ALL_BITS = (1 << 52) - 1
RETRIES = 40
DISCARD_MISS = 0.15
"""A world's weight for each discard that passed over a more dangerous card
the seat held then: a small chance (a seat keeps its Q♠ for a moon, or to
drop it on the player it wants to hurt), not none."""
WEIGHTED_TRIES = 8
"""Draws per world before the heaviest one drawn is taken (a player who
plays against the model must not make sampling slow)."""
QUEEN_BIT = 1 << Card(Suit.SPADES, Rank.QUEEN).index
HIGH_SPADE_BITS = (1 << Card(Suit.SPADES, Rank.KING).index) | (1 << Card(Suit.SPADES, Rank.ACE).index)


@dataclass(frozen=True, slots=True)
class Discard:
    """A card thrown by a seat void in the suit led, and what that seat
    played afterwards (so its hand then is its hand in a world now plus
    those)."""

    seat: int
    trick_no: int
    led: int
    """The suit led, as card bits."""
    worse: int
    """Card bits more dangerous than the thrown card then (`danger_class`)."""
    later: int
    """Card bits the seat played after this one."""


@dataclass(frozen=True, slots=True)
class DealConstraints:
    """Holders are the seats 0..n-1 and the widow (index n)."""

    sizes: tuple[int, ...]
    """Cards each holder needs from `pool` (my own seat: 0)."""
    banned: tuple[int, ...]
    """Card-index bits (one deck) each holder cannot hold."""
    pinned: tuple[tuple[Card, ...], ...]
    """Cards known to be with each holder."""
    pool: tuple[Card, ...]
    """The unseen cards not pinned: the ones to deal at random."""
    discards: tuple[Discard, ...] = ()
    """The discards that weigh worlds (empty without inference)."""
    table: Table | None = None
    """The kernel's rules, to find a seat's legal cards then."""


def constraints(obs: Observation, inference: bool = False, programs: tuple[int, ...] = ()) -> DealConstraints:
    n = obs.players
    pinned: list[list[Card]] = [[] for _ in range(n + 1)]
    unseen = Counter(obs.unseen_cards())
    for card in _passed_still_held(obs):
        pinned[obs.pass_target or 0].append(card)
        unseen[card] -= 1
    sizes = [obs.hand_sizes[seat] - len(pinned[seat]) for seat in range(n)] + [obs.widow_size]
    sizes[obs.seat] = 0
    fast = FastRules(obs.rules, obs.players)
    banned = _inferred_bans(obs, fast)
    pool = tuple(sorted(unseen.elements()))
    if programs:
        banned = _with_program_bans(banned, program_bans(obs, programs, fast.table), tuple(sizes), pool)
    table = fast.table if inference else None
    discards = _discards(obs) if table is not None else ()
    return DealConstraints(tuple(sizes), tuple(banned), tuple(tuple(p) for p in pinned), pool, discards,
                           table)


def revealed(dc: DealConstraints, hands: Sequence[int]) -> DealConstraints:
    """`dc` with every seat's true hand (card bits; 0 for a seat not shown)
    as its only possible cards: the omniscient search of a benchmark's
    ceiling (`worlds.Task.seen_hands`), never a player at a table."""
    banned = list(dc.banned)
    for seat, bits in enumerate(hands):
        if bits:
            banned[seat] |= ~bits & ((1 << 64) - 1)
    return replace(dc, banned=tuple(banned))


def _with_program_bans(banned: list[int], bans: list[int], sizes: tuple[int, ...],
                       pool: tuple[Card, ...]) -> list[int]:
    """`banned` with each seat's `program_bans` added, seat by seat, where a
    deal is still possible: a seat that played against the rule it is known
    by (its level changed during the hand, a position made up by hand) must
    not leave the search without a world (every draw would fail, and each
    world fall back to the slow sampler)."""
    for seat, bits in enumerate(bans):
        if bits & ~banned[seat]:
            trial = list(banned)
            trial[seat] |= bits
            if dealable(pool, sizes, tuple(trial)):
                banned = trial
    return banned


def dealable(pool: tuple[Card, ...], sizes: tuple[int, ...], banned: tuple[int, ...]) -> bool:
    """Whether the pool can be dealt to the holders, each taking exactly its
    size, none a card banned to it: every card has a holder, and no set of
    holders is left with more cards that only they may take than they have
    room for (Hall's condition, over the at most 2^7 sets of holders)."""
    groups = holder_groups(pool, sizes, banned)
    if any(not options for options, _cards in groups):
        return False
    holders = [h for h in range(len(sizes)) if sizes[h] > 0]
    for chosen in range(1, 1 << len(holders)):
        members = {holders[i] for i in range(len(holders)) if chosen >> i & 1}
        only_theirs = sum(len(cards) for options, cards in groups if members.issuperset(options))
        if only_theirs > sum(sizes[h] for h in members):
            return False
    return True


def danger_class(bit: int, queen_played: bool) -> int:
    """How keen a player is to throw this card: the Q♠ 2; a heart, or A♠/K♠
    while the Q♠ is out, 1 (players differ on which of these goes first:
    the Casual player throws hearts, the rollout policy the spades; measured
    on Casual games, one class for both placed the Q♠ better); anything else 0."""
    if bit == QUEEN_BIT:
        return 2
    if bit & HIGH_SPADE_BITS and not queen_played:
        return 1
    return 1 if bit & SUIT_BITS[Suit.HEARTS] else 0


def more_dangerous(danger: int, queen_played: bool) -> int:
    """The card bits whose `danger_class` is above `danger`."""
    worse = QUEEN_BIT if danger < 2 else 0
    if danger < 1:
        worse |= SUIT_BITS[Suit.HEARTS] | (0 if queen_played else HIGH_SPADE_BITS)
    return worse


def _discards(obs: Observation) -> tuple[Discard, ...]:
    """Other seats' discards this hand, except while one seat has taken every
    point so far: then a discard may be a moon defence, not a dump."""
    plays_list = [t.plays for t in obs.tricks] + ([obs.current_trick] if obs.current_trick else [])
    takers = [t.taker for t in obs.tricks]
    discards = []
    queen_played = False
    pointed: set[int] = set()
    for number, plays in enumerate(plays_list):
        led_suit = plays[0][1].suit
        for seat, card in plays:
            bit = 1 << card.index
            if seat != obs.seat and card.suit is not led_suit and len(pointed) != 1:
                later = sum(1 << c.index for after in plays_list[number + 1:] for s, c in after if s == seat)
                worse = more_dangerous(danger_class(bit, queen_played), queen_played)
                discards.append(Discard(seat, number, SUIT_BITS[led_suit], worse, later))
            queen_played = queen_played or bit == QUEEN_BIT
        taker = takers[number] if number < len(takers) else None
        if taker is not None and any(is_penalty_card(card, obs.rules) for _, card in plays):
            pointed.add(taker)
    return tuple(discards)


def world_weight(dc: DealConstraints, deal: list[list[Card]]) -> float:
    """How likely the seats' discards are in this deal (1: each threw the
    most dangerous kind of card it could)."""
    assert dc.table is not None
    weight = 1.0
    for discard in dc.discards:
        held = discard.later
        for card in deal[discard.seat]:
            held |= 1 << card.index
        if follow_mask(dc.table, held, discard.led, discard.trick_no) & ~discard.led & discard.worse:
            weight *= DISCARD_MISS
    return weight


def sample_weighted(dc: DealConstraints, rng: random.Random) -> list[list[Card]]:
    """A deal drawn by its weight (`world_weight`): by rejection, the
    heaviest of `WEIGHTED_TRIES` draws if none is kept; a plain `sample_deal`
    when there is nothing to weigh by."""
    if not dc.discards:
        return sample_deal(dc, rng)
    best, best_weight = None, -1.0
    for _ in range(WEIGHTED_TRIES):
        deal = sample_deal(dc, rng)
        weight = world_weight(dc, deal)
        if weight >= 1.0 or rng.random() < weight:
            return deal
        if weight > best_weight:
            best, best_weight = deal, weight
    assert best is not None
    return best


def _passed_still_held(obs: Observation) -> list[Card]:
    """My passed cards the receiver has not played yet (known to be there)."""
    if not obs.passed or obs.received is None or obs.pass_target is None:
        return []
    held = Counter(obs.passed)
    for trick in (*(t.plays for t in obs.tricks), obs.current_trick):
        for seat, card in trick:
            if seat == obs.pass_target and held[card] > 0:
                held[card] -= 1
    return sorted(held.elements())


def _inferred_bans(obs: Observation, engine_rules: FastRules) -> list[int]:
    """Per holder, the card bits that the play so far rules out."""
    rules = obs.rules
    banned = [0] * (obs.players + 1)
    broken = False
    plays_list = [t.plays for t in obs.tricks] + ([obs.current_trick] if obs.current_trick else [])
    for number, plays in enumerate(plays_list):
        led_seat, led_card = plays[0]
        if led_card.suit is Suit.HEARTS and not broken and rules.hearts_must_be_broken and number > 0:
            banned[led_seat] |= ALL_BITS & ~SUIT_BITS[Suit.HEARTS]  # R9: only hearts left
        for seat, card in plays:
            if card.suit is not led_card.suit:
                banned[seat] |= SUIT_BITS[led_card.suit]  # void shown
                if number == 0 and not rules.points_on_first_trick and is_penalty_card(card, rules):
                    banned[seat] |= _non_penalty_bits(obs)  # R8: only penalty cards left
            broken = broken or breaks_hearts(engine_rules, both_copies(card))
    banned[obs.seat] = ALL_BITS
    return banned


KNOWN_PROGRAMS = (kernel.MODEL_CASUAL, kernel.MODEL_CLUB_FOLLOW)
"""Seat models that are a program's own rule (`program_bans`)."""
QUEEN_BIT = 1 << QUEEN_OF_SPADES.index


def program_bans(obs: Observation, models: Sequence[int], table: Table | None = None) -> list[int]:
    """Per seat, the unseen card bits that the rule it is known to play by
    (`models`, one per seat: `kernel.MODEL_CASUAL` every play,
    `kernel.MODEL_CLUB_FOLLOW` a follow in suit while no moon is on) rules
    out: a card that the rule, offered it beside the card the seat played,
    would have played instead.  The rule puts the cards in one order (the
    lowest lead, the highest card that still loses, the most dangerous
    discard), so one such card in the hand would have been played.  Where
    the order turns on whether the seat held the Q♠ (a lead of the A♠, a
    discard of the K♠) a card is ruled out only if it would have been
    played either way.  Nothing for rules the kernel does not play.
    `table`: the kernel's rules of `obs`, if already made."""
    n = obs.players
    bans = [0] * n
    if table is None:
        table = FastRules(obs.rules, n).table
    known = [seat != obs.seat and seat < len(models) and models[seat] in KNOWN_PROGRAMS for seat in range(n)]
    if table is None or not any(known):
        return bans
    unseen = sum(1 << card.index for card in obs.unseen_cards() if card.index < 52)
    gone, broken = 0, False
    taken = [0] * n
    tricks = [trick.plays for trick in obs.tricks] + ([obs.current_trick] if obs.current_trick else [])
    for number, plays in enumerate(tricks):
        threat = kernel.table_threat(table, taken, gone)
        led = SUIT_BITS[plays[0][1].suit]
        trick = best = 0
        winner = plays[0][0]
        for k, (seat, card) in enumerate(plays):
            bit = 1 << card.index
            if known[seat] and (models[seat] == kernel.MODEL_CASUAL or (k and threat < 0 and bit & led)):
                context = _RuleContext(table, number, broken, gone, led, trick, best, winner, seat,
                                       k == n - 1, models[seat])
                rest = unseen & ~bans[seat] & ~bit
                while rest:
                    other = rest & -rest
                    rest ^= other
                    if context.prefers(other, bit):
                        bans[seat] |= other
            trick |= bit
            if k == 0 or (bit & led and bit > best):
                best, winner = bit, seat
        broken = broken or bool(trick & table.breaks)
        taken[winner] |= trick
        gone |= trick
    return bans


@dataclass(frozen=True, slots=True)
class _RuleContext:
    """One play of a known program, to offer its rule another card beside the one played."""

    table: Table
    trick_no: int
    broken: bool
    gone: int
    led: int
    trick: int
    best: int
    winner: int
    seat: int
    last: bool
    model: int

    def prefers(self, other: int, played: int) -> bool:
        """Whether the rule, holding `other` and `played`, plays `other`
        whether or not the seat held the Q♠ besides."""
        hand = other | played
        for gone in (self.gone, self.gone | QUEEN_BIT):
            if self.trick:
                legal = follow_mask(self.table, hand, self.led, self.trick_no)
                choice = kernel.follow_card(self.table, self.model, -1, legal, self.led, self.trick,
                                            self.best, self.last, -1, self.seat, self.winner, hand, gone)
            else:
                legal = kernel.lead_mask(self.table, hand, self.trick_no, self.broken)
                choice = kernel.lead_card(self.table, -1, legal, hand, gone, False)
            if choice != other:
                return False
        return True


def _non_penalty_bits(obs: Observation) -> int:
    from hearts_desktop.model.cards import ALL_CARDS

    return sum(1 << card.index for card in ALL_CARDS if not is_penalty_card(card, obs.rules))


def sample_deal(dc: DealConstraints, rng: random.Random) -> list[list[Card]]:
    """One deal: the cards of every holder (pinned + sampled)."""
    for attempt in range(RETRIES + 1):
        banned = dc.banned if attempt < RETRIES else tuple(0 for _ in dc.banned)
        dealt = _try_deal(dc, holder_groups(dc.pool, dc.sizes, banned), rng)
        if dealt is not None:
            return dealt
    raise AssertionError("a deal that ignores inferences always exists")


def holder_groups(pool: tuple[Card, ...], sizes: tuple[int, ...],
            banned: tuple[int, ...]) -> list[tuple[tuple[int, ...], list[Card]]]:
    """The pool grouped by the holders that may take each card, the most
    constrained group first (cached: it is the same for every world)."""
    key = (pool, sizes, banned)
    found = _HOLDER_GROUPS.get(key)
    if found is not None:
        return found
    holders = [h for h in range(len(sizes)) if sizes[h] > 0]
    grouped: dict[tuple[int, ...], list[Card]] = {}
    for card in pool:
        options = tuple(h for h in holders if not banned[h] >> card.index & 1)
        grouped.setdefault(options, []).append(card)
    found = sorted(grouped.items(), key=lambda item: (len(item[0]), item[0]))
    if len(_HOLDER_GROUPS) > 64:
        _HOLDER_GROUPS.clear()
    _HOLDER_GROUPS[key] = found
    return found


_HOLDER_GROUPS: dict[tuple[tuple[Card, ...], tuple[int, ...], tuple[int, ...]],
              list[tuple[tuple[int, ...], list[Card]]]] = {}


def _try_deal(dc: DealConstraints, groups: list[tuple[tuple[int, ...], list[Card]]],
              rng: random.Random) -> list[list[Card]] | None:
    room = list(dc.sizes)
    hands: list[list[Card]] = [list(p) for p in dc.pinned]
    last = len(groups) - 1
    for number, (options, group) in enumerate(groups):
        cards = list(group)
        rng.shuffle(cards)
        if number == last and sum(room[h] for h in options) == len(cards) == sum(room):
            for holder in options:  # everything left fits exactly: fill in order
                hands[holder].extend(cards[: room[holder]])
                del cards[: room[holder]]
            return hands
        for card in cards:
            holder = _weighted_holder(options, room, rng)
            if holder < 0:
                return None
            room[holder] -= 1
            hands[holder].append(card)
    return hands


def _weighted_holder(options: tuple[int, ...], room: list[int], rng: random.Random) -> int:
    """A holder with room, chosen with weight proportional to its room."""
    total = 0
    for holder in options:
        total += room[holder]
    if not total:
        return -1
    pick = rng.random() * total
    for holder in options:
        pick -= room[holder]
        if pick < 0 and room[holder]:
            return holder
    return next(h for h in reversed(options) if room[h])
