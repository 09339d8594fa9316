"""Event records: what each change of the game did, in order.

Every checked action returns the events it caused; the Qt adapter re-emits
each as a signal.  Events carry only values, never the game itself.
`HandDealt` holds every hand: it is for the table, which shows only the
human seats' cards; computer players never see events, only observations.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_desktop.model.cards import Card, PassDirection, Seat
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.scoring import HandScore


@dataclass(frozen=True, slots=True)
class HandDealt:
    hand_number: int
    dealer: Seat
    pass_direction: PassDirection
    hands: tuple[tuple[Card, ...], ...]
    widow_size: int


@dataclass(frozen=True, slots=True)
class PassCommitted:
    """A seat chose its cards; nobody receives before everyone has (R5)."""

    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsPassed:
    """The exchange: one event per passing seat, after all committed."""

    from_seat: Seat
    to_seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayStarted:
    """Passing is over (or skipped); `leader` leads the first trick."""

    leader: Seat


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: Seat
    card: Card
    trick_number: int


@dataclass(frozen=True, slots=True)
class HeartsBroken:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    """`winner` None: every card of the suit led cancelled (V5); the cards
    stay in the middle.  `taker` is who took the cards (the leader on a
    fully cancelled last trick)."""

    trick_number: int
    winner: Seat | None
    taker: Seat | None
    cards: tuple[Card, ...]
    carried: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class WidowTaken:
    """V5: the widow goes, face down, with its points to the first trick's taker."""

    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class MoonShot:
    seat: Seat
    amount: int
    sun: bool
    needs_choice: bool


@dataclass(frozen=True, slots=True)
class MoonChosen:
    seat: Seat
    choice: MoonChoice


@dataclass(frozen=True, slots=True)
class HandScored:
    score: HandScore


@dataclass(frozen=True, slots=True)
class GameOver:
    winners: tuple[Seat, ...]
    totals: tuple[int, ...]


Event = (
    HandDealt | PassCommitted | CardsPassed | PlayStarted | CardPlayed
    | HeartsBroken | TrickWon | WidowTaken | MoonShot | MoonChosen
    | HandScored | GameOver
)
