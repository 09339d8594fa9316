"""Cards, suits, ranks, seats and pass directions: small immutable values.

A card is a *value* (suit and rank), not a physical object: with two decks
(Cancellation Hearts, V5) a hand may hold two equal cards, so hands are
sequences that allow duplicates, never sets.  Every `Card` is interned, so
`Card.from_index(i)` is a table lookup and cards compare by identity cheaply.

Each card also has an index 0–51 (13 × suit + rank − 2) used by the bitmask
engine (`hearts_desktop.model.engine`).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum, IntEnum
from typing import ClassVar

Seat = int
"""A seat number: 0 is the seat at the bottom of the table, then clockwise."""


class Suit(IntEnum):
    """The four suits, in the order used for card indices and default sorting."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self]

    @property
    def letter(self) -> str:
        return "CDSH"[self]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        position = "CDSH".find(letter.upper())
        if position < 0 or len(letter) != 1:
            raise ValueError(f"not a suit letter: {letter!r}")
        return cls(position)


class Rank(IntEnum):
    """Ranks, ace high (R2).  The value is the face value used by H14."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def symbol(self) -> str:
        """The rank as players write it: 2–10, J, Q, K, A."""
        return "10" if self is Rank.TEN else self.letter

    @classmethod
    def from_letter(cls, letter: str) -> Rank:
        text = letter.upper()
        if text == "10":
            return cls.TEN
        position = "23456789TJQKA".find(text)
        if position < 0 or len(text) != 1:
            raise ValueError(f"not a rank: {letter!r}")
        return cls(position + 2)


class Card:
    """One playing card.  Immutable and interned: use `Card(suit, rank)`,
    `Card.from_str("QS")` or `Card.from_index(36)`."""

    __slots__ = ("index", "rank", "suit")
    _interned: ClassVar[dict[int, Card]] = {}

    suit: Suit
    rank: Rank
    index: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        index = suit * 13 + rank - 2
        card = cls._interned.get(index)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "suit", Suit(suit))
            object.__setattr__(card, "rank", Rank(rank))
            object.__setattr__(card, "index", index)
            cls._interned[index] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __hash__(self) -> int:
        # Hash by index, not identity, so set and dict order is the same on
        # every run: the model must be deterministic from a seed.
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    @classmethod
    def from_index(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise ValueError(f"card index out of range: {index}")
        return ALL_CARDS[index]

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse a card code such as ``"QS"``, ``"TH"``, ``"10H"`` or ``"Q♠"``."""
        if not isinstance(text, str) or len(text) < 2:
            raise ValueError(f"not a card: {text!r}")
        suit_text = text[-1]
        symbol_position = "♣♦♠♥".find(suit_text)
        suit = Suit(symbol_position) if symbol_position >= 0 else Suit.from_letter(suit_text)
        return cls(suit, Rank.from_letter(text[:-1]))

    @property
    def code(self) -> str:
        """Two-letter code used in files: rank letter then suit letter (``"QS"``)."""
        return self.rank.letter + self.suit.letter

    def is_heart(self) -> bool:
        return self.suit is Suit.HEARTS

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.from_str({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index


ALL_CARDS: tuple[Card, ...] = tuple(
    Card(suit, rank) for suit in Suit for rank in Rank
)
QUEEN_OF_SPADES = Card(Suit.SPADES, Rank.QUEEN)
KING_OF_SPADES = Card(Suit.SPADES, Rank.KING)
ACE_OF_SPADES = Card(Suit.SPADES, Rank.ACE)
JACK_OF_DIAMONDS = Card(Suit.DIAMONDS, Rank.JACK)
TEN_OF_DIAMONDS = Card(Suit.DIAMONDS, Rank.TEN)
TWO_OF_CLUBS = Card(Suit.CLUBS, Rank.TWO)
TWO_OF_DIAMONDS = Card(Suit.DIAMONDS, Rank.TWO)


def cards_from_str(text: str) -> list[Card]:
    """Parse space- or comma-separated card codes: ``"2C QS TH"``."""
    return [Card.from_str(part) for part in text.replace(",", " ").split()]


def mask_of(cards: Iterable[Card]) -> int:
    """One-deck bits of `cards` (bit `card.index`; two equal cards give one
    bit): the form the playout kernel and the Strong player work in."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


class PassDirection(Enum):
    """Where passed cards go (R5, H8).  LEFT is the next seat clockwise."""

    LEFT = "left"
    RIGHT = "right"
    ACROSS = "across"
    NONE = "none"

    def target(self, seat: Seat, players: int) -> Seat:
        """The seat that receives the cards `seat` passes."""
        offsets = {
            PassDirection.LEFT: 1,
            PassDirection.RIGHT: players - 1,
            PassDirection.ACROSS: players // 2,
            PassDirection.NONE: 0,
        }
        return (seat + offsets[self]) % players


def default_seat_names(players: int) -> tuple[str, ...]:
    """English default names, clockwise from the bottom seat.  The views
    translate these; the model only uses them in English messages."""
    names = {
        3: ("South", "West", "East"),
        4: ("South", "West", "North", "East"),
        5: ("South", "West", "North-West", "North-East", "East"),
        6: ("South", "South-West", "North-West", "North", "North-East", "South-East"),
        7: ("South", "South-West", "West", "North-West", "North-East", "East", "South-East"),
    }
    if players not in names:
        raise ValueError(f"Hearts is played by 3 to 7 players, not {players} (R1)")
    return names[players]
