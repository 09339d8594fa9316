"""Facts a player derives from its observation: points, the trick so far,
what is still out, which seats are known to be void.

Everything here reads only the `Observation`, so every player built on it
keeps the observation-only guarantee of issue #8.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from hearts_desktop.model.cards import ALL_CARDS, QUEEN_OF_SPADES, Card, Seat, Suit
from hearts_desktop.model.engine import FastRules, cards_to_mask, settle, winning_play
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice


def winning_card(plays: Sequence[tuple[Seat, Card]], cancellation: bool) -> Card | None:
    """The card currently winning the trick (`engine.winning_play`)."""
    best = winning_play([(seat, card.index) for seat, card in plays], cancellation) if plays else None
    return None if best is None else ALL_CARDS[best[1] % 52]


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
    """The better settlement for this seat as the shooter (R11, H4): the one
    the engine settles with when the shooter leaves it to the rules."""
    taken = [cards_to_mask(cards)[0] for cards in obs.taken]
    moon = settle(FastRules(obs.rules, obs.players), taken, obs.tricks_won, obs.totals).moon
    return MoonChoice.ADD_TO_OTHERS if moon is None else moon.choice
