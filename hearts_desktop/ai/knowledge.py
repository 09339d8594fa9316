"""Facts a player derives from its observation: points, the trick so far,
what is still out, which seats are known to be void.

Everything here reads only the `Observation`, so every player built on it
keeps the observation-only guarantee of issue #8.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from hearts_desktop.model.cards import QUEEN_OF_SPADES, Card, Seat, Suit
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import HouseRules, MoonChoice
from hearts_desktop.model.scoring import best_moon_choice, card_points, moon_amount, moon_points


def points(card: Card, rules: HouseRules) -> int:
    return card_points(card, rules)


def winning_card(plays: Sequence[tuple[Seat, Card]], cancellation: bool) -> Card | None:
    """The card currently winning the trick: the highest of the suit led that
    is not cancelled by an identical card (V5); None when all are."""
    if not plays:
        return None
    led = plays[0][1].suit
    cards = [card for _, card in plays]
    best: Card | None = None
    for card in cards:
        if card.suit is not led or (cancellation and cards.count(card) > 1):
            continue
        if best is None or card.rank > best.rank:
            best = card
    return best


def would_lose(card: Card, obs: Observation) -> bool:
    """Playing `card` now does not make it the winning card so far."""
    plays = obs.current_trick
    if not plays:
        return False
    after = (*plays, (obs.seat, card))
    return winning_card(after, obs.rules.cancellation) is not card or card.suit is not plays[0][1].suit


def outstanding(obs: Observation) -> Counter[Card]:
    """Cards not in my hand and not yet played (other hands, widow)."""
    return Counter(obs.unseen_cards())


def queen_out(obs: Observation) -> bool:
    """A Q♠ is still in another hand (or the widow)."""
    return outstanding(obs)[QUEEN_OF_SPADES] > 0


def voids(obs: Observation) -> list[set[Suit]]:
    """Suits each seat has shown it no longer holds (failed to follow)."""
    found: list[set[Suit]] = [set() for _ in range(obs.players)]
    tricks = [trick.plays for trick in obs.tricks] + [obs.current_trick]
    for plays in tricks:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit is not led:
                found[seat].add(led)
    return found


def moon_choice(obs: Observation) -> MoonChoice:
    """The better settlement for this seat as the shooter (R11, H4)."""
    rules = obs.rules
    base = [sum(card_points(card, rules) for card in cards) for cards in obs.taken]
    base[obs.seat] -= sum(moon_points(card, rules) for card in obs.taken[obs.seat])
    others_empty = all(not cards for seat, cards in enumerate(obs.taken) if seat != obs.seat)
    amount = moon_amount(rules) * (2 if rules.shoot_the_sun and others_empty else 1)
    return best_moon_choice(obs.totals, base, obs.seat, amount, rules)
