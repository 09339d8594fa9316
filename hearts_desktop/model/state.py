"""Small shared values of a hand in progress: the phase and finished tricks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hearts_desktop.model.cards import Card, Seat


class Phase(Enum):
    """The hand is a phase machine: deal → pass → play → (moon choice) → score."""

    PASSING = "passing"
    PLAYING = "playing"
    MOON_CHOICE = "moon choice"
    GAME_OVER = "game over"


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick.  `winner` is None when every card of the suit led
    was cancelled (V5); then `taker` is None too, unless it was the last
    trick, which goes to its leader.  `carried` are cards of earlier
    cancelled tricks (and the widow on the first trick) that went to the
    taker with this one."""

    number: int
    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat | None
    taker: Seat | None
    carried: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

