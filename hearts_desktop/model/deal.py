"""The deck in play (R2, R3, V5), shuffling from a seed, and the deal (R4).

Numbered deals (issue #46): a deal number (eight digits, written 4821-0937)
names the cards each seat is dealt, under given rules and player count, on
every machine and in every later version.  Its shuffle is specified here in
full (SHA-256 in counter mode, Fisher-Yates with rejection sampling), not
borrowed from `random`, whose shuffle Python does not promise to keep;
tests/model/test_deal_numbers.py pins numbers to their hands.  A number
names who gets which cards, whoever deals: the order is turned to the
dealer of the hand it is played in.  Games dealt before numbers keep their
seed's shuffle (`shuffled_deck`), so every saved game replays.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Sequence

from hearts_desktop.model.cards import ALL_CARDS, Card, Rank, Seat, Suit
from hearts_desktop.model.errors import HeartsError
from hearts_desktop.model.rules import HouseRules

# R3: cards removed so that everyone gets the same number (3 players: H2).
_REMOVED = {
    4: (),
    5: ((Suit.DIAMONDS, Rank.TWO), (Suit.CLUBS, Rank.TWO)),
    6: ((Suit.DIAMONDS, Rank.TWO), (Suit.DIAMONDS, Rank.THREE),
        (Suit.CLUBS, Rank.THREE), (Suit.CLUBS, Rank.FOUR)),
    7: ((Suit.DIAMONDS, Rank.TWO), (Suit.DIAMONDS, Rank.THREE), (Suit.CLUBS, Rank.THREE)),
}


def removed_cards(rules: HouseRules, players: int) -> tuple[Card, ...]:
    """The cards taken out of the deck (R3, H2); none with two decks (V5)."""
    if rules.cancellation:
        return ()
    if players == 3:
        return (rules.three_player_removed,)
    return tuple(Card(suit, rank) for suit, rank in _REMOVED[players])


def deck_in_play(rules: HouseRules, players: int) -> list[Card]:
    """Every card in play, in card order; duplicates with two decks."""
    removed = set(removed_cards(rules, players))
    deck = [card for card in ALL_CARDS if card not in removed]
    return deck * rules.decks


def cards_each(rules: HouseRules, players: int) -> int:
    return len(deck_in_play(rules, players)) // players


def lowest_club(deck: Sequence[Card]) -> Card:
    return min(card for card in deck if card.suit is Suit.CLUBS)


def shuffled_deck(rules: HouseRules, players: int, seed: int, hand_number: int) -> list[Card]:
    """The deck for one hand, shuffled from the game's seed.  String seeds
    are hashed the same way on every Python version, so a seed replays."""
    deck = deck_in_play(rules, players)
    random.Random(f"hearts-desktop:{seed}:{hand_number}").shuffle(deck)
    return deck


DEAL_NUMBERS = 10**8
"""Deal numbers run from 0000-0000 to 9999-9999."""
_DEAL_TEXT = re.compile(r"^\s*(\d{4})[\s\-‐‑–—.]?(\d{4})\s*$")
DEAL_IN_TEXT = re.compile(r"(?<!\d)(\d{4})[ \t\-‐‑–—.]?(\d{4})(?!\d)")
"""A deal number standing alone in a message (its two groups of four digits)."""


class _Stream:
    """Uniform whole numbers from SHA-256 in counter mode: the same on every machine."""

    def __init__(self, key: str) -> None:
        self._key = key.encode("utf-8")
        self._counter = 0
        self._words: list[int] = []

    def _word(self) -> int:
        if not self._words:
            block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
            self._words = [int.from_bytes(block[i:i + 8], "big") for i in range(24, -1, -8)]
        return self._words.pop()

    def below(self, bound: int) -> int:
        """A number from 0 to `bound` - 1, each as likely (rejection sampling)."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            word = self._word()
            if word < limit:
                return word % bound


def numbered_hands(number: int, rules: HouseRules, players: int) -> tuple[list[list[Card]], list[Card]]:
    """The cards deal `number` gives each seat (in card order), and the widow
    (V5): the deck in play shuffled from the number, dealt as if the last
    seat dealt (seat 0 first)."""
    if not 0 <= number < DEAL_NUMBERS:
        raise ValueError(f"a deal number is 0000-0000 to 9999-9999, not {number}")
    deck = deck_in_play(rules, players)
    stream = _Stream(f"hearts-desktop deal {number:08d}")
    for top in range(len(deck) - 1, 0, -1):
        other = stream.below(top + 1)
        deck[top], deck[other] = deck[other], deck[top]
    return deal(deck, players - 1, players)


def numbered_order(number: int, rules: HouseRules, players: int, dealer: Seat) -> list[Card]:
    """A deck order that, dealt by `dealer` (R4), gives each seat the cards
    of deal `number`."""
    hands, widow = numbered_hands(number, rules, players)
    each = len(hands[0])
    order = [hands[(dealer + 1 + position) % players][position // players]
             for position in range(each * players)]
    return order + widow


def hand_deal_number(seed: int, hand_number: int) -> int:
    """The deal number of hand `hand_number` of a numbered game with `seed`."""
    digest = hashlib.sha256(f"hearts-desktop hand {seed}:{hand_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % DEAL_NUMBERS


def format_deal_number(number: int) -> str:
    """4821-0937: two groups of four digits, easy to read out."""
    return f"{number // 10**4:04d}-{number % 10**4:04d}"


def parse_deal_number(text: str) -> int | None:
    """The number in "4821-0937" (or "48210937", "4821 0937"); None if it is not one."""
    found = _DEAL_TEXT.match(text)
    return int(found.group(1) + found.group(2)) if found else None


def find_deal_number(text: str) -> int | None:
    """The deal number in a message a friend sent ("my deal 4821-0937 (4
    players, Standard)"): the first group of eight digits standing alone,
    as four and four; None if there is none."""
    found = DEAL_IN_TEXT.search(text)
    return int(found.group(1) + found.group(2)) if found else None


def check_deck_order(order: Sequence[Card], rules: HouseRules, players: int) -> None:
    """Refuse an explicit deck order that is not exactly the deck in play."""
    expected = sorted(deck_in_play(rules, players))
    if sorted(order) != expected:
        raise HeartsError(
            f"An explicit deal must hold exactly the {len(expected)} cards in play "
            f"for {players} players (R3)", rule="R3", reason="deal")


def deal(order: Sequence[Card], dealer: Seat, players: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal one card at a time clockwise from the dealer's left (R4).
    What does not go round evenly is the widow (V5)."""
    each = len(order) // players
    hands: list[list[Card]] = [[] for _ in range(players)]
    for position, card in enumerate(order[: each * players]):
        hands[(dealer + 1 + position) % players].append(card)
    for hand in hands:
        hand.sort()
    return hands, list(order[each * players:])
