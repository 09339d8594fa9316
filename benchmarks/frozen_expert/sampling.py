"""Deals of the unseen cards consistent with one seat's observation.

What a sampled world respects (each is something the seat really knows):
- every unseen card is somewhere: in another hand or the face-down widow
  (V5), with each hand holding exactly its known number of cards;
- a seat that failed to follow a suit holds none of it (voids shown);
- the cards this seat passed are with the receiver until the receiver plays
  them;
- R8: a seat that discarded a penalty card on the first trick while that is
  forbidden held nothing but penalty cards;
- R9: a seat that led a heart before hearts were broken held only hearts.
Cards are placed most constrained first, each into a seat chosen with weight
proportional to the room it has left; a dead end restarts, and after many
restarts the inferences (but never the hand sizes) are dropped, so sampling
always returns a deal.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from hearts_desktop.model.cards import Card, Suit
from hearts_desktop.model.engine import FastRules, both_copies, breaks_hearts
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.scoring import is_penalty_card

SUIT_BITS = tuple(0x1FFF << (13 * suit) for suit in range(4))
ALL_BITS = (1 << 52) - 1
RETRIES = 40


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


def constraints(obs: Observation) -> DealConstraints:
    n = obs.players
    pinned: list[list[Card]] = [[] for _ in range(n + 1)]
    unseen = Counter(obs.unseen_cards())
    for card in _passed_still_held(obs):
        pinned[obs.pass_target or 0].append(card)
        unseen[card] -= 1
    sizes = [obs.hand_sizes[seat] - len(pinned[seat]) for seat in range(n)] + [obs.widow_size]
    sizes[obs.seat] = 0
    banned = _inferred_bans(obs)
    return DealConstraints(tuple(sizes), tuple(banned), tuple(tuple(p) for p in pinned),
                           tuple(sorted(unseen.elements())))


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


def _inferred_bans(obs: Observation) -> list[int]:
    """Per holder, the card bits that the play so far rules out."""
    rules = obs.rules
    engine_rules = FastRules(rules, obs.players)
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


def _non_penalty_bits(obs: Observation) -> int:
    from hearts_desktop.model.cards import ALL_CARDS

    return sum(1 << card.index for card in ALL_CARDS if not is_penalty_card(card, obs.rules))


def sample_deal(dc: DealConstraints, rng: random.Random) -> list[list[Card]]:
    """One deal: the cards of every holder (pinned + sampled)."""
    for attempt in range(RETRIES + 1):
        banned = dc.banned if attempt < RETRIES else tuple(0 for _ in dc.banned)
        dealt = _try_deal(dc, _groups(dc.pool, dc.sizes, banned), rng)
        if dealt is not None:
            return dealt
    raise AssertionError("a deal that ignores inferences always exists")


def _groups(pool: tuple[Card, ...], sizes: tuple[int, ...],
            banned: tuple[int, ...]) -> list[tuple[tuple[int, ...], list[Card]]]:
    """The pool grouped by the holders that may take each card, the most
    constrained group first (cached: it is the same for every world)."""
    key = (pool, sizes, banned)
    found = _GROUPS.get(key)
    if found is not None:
        return found
    holders = [h for h in range(len(sizes)) if sizes[h] > 0]
    grouped: dict[tuple[int, ...], list[Card]] = {}
    for card in pool:
        options = tuple(h for h in holders if not banned[h] >> card.index & 1)
        grouped.setdefault(options, []).append(card)
    found = sorted(grouped.items(), key=lambda item: (len(item[0]), item[0]))
    if len(_GROUPS) > 64:
        _GROUPS.clear()
    _GROUPS[key] = found
    return found


_GROUPS: dict[tuple[tuple[Card, ...], tuple[int, ...], tuple[int, ...]],
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
